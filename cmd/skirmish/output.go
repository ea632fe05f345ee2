package main

import (
	"fmt"
	"io"
	"strings"
)

// histRow is one line of a terminal histogram.
type histRow struct {
	label string
	p     float64 // the bar's share
	extra string  // printed after the probability, before the bar
}

// barWidth is the length of the longest bar, in characters.
const barWidth = 40

// printHistogram prints one line per row: label, P as a percentage, the
// extra column and a bar scaled so the most likely row fills barWidth.
func printHistogram(w io.Writer, rows []histRow) {
	peak := 0.0
	for _, r := range rows {
		peak = max(peak, r.p)
	}
	for _, r := range rows {
		n := 0
		if peak > 0 {
			n = int(r.p/peak*barWidth + 0.5)
		}
		if n == 0 && r.p > 0 {
			n = 1 // a possible total never looks impossible
		}
		fmt.Fprintf(w, "%6s %8.4f%% %s %s\n", r.label, 100*r.p, r.extra, strings.Repeat("█", n))
	}
}
