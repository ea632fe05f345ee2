package sim

import (
	"fmt"
	"slices"
	"strings"
)

// Text is the report as a DM reads it at a glance: who wins, the party's
// fate, how long it takes, each creature's share, and the percentile
// nights with the seeds that replay them.
func (r *Report) Text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %d trials, seed %d", r.File, r.Trials, r.Seed)
	switch {
	case r.StoppedEarly:
		fmt.Fprintf(&b, " (of %d: stopped early)", r.N)
	case r.Trials < r.N:
		fmt.Fprintf(&b, " (of %d)", r.N) // shards missing, named below
	}
	if len(r.Missing) > 0 {
		fmt.Fprintf(&b, "; shards missing: %s", joinInts(r.Missing))
	}
	b.WriteString("\n")
	if r.ScriptSkipped > 0 || r.RollsSkipped > 0 {
		fmt.Fprintf(&b, "(the file's script (%d lines) and rolls (%d faces) are not played: every trial plays the fight from its start with its own dice; --script plays them)\n", r.ScriptSkipped, r.RollsSkipped)
	}
	b.WriteString("\n")
	fmt.Fprintf(&b, "%-22s %7s   %s\n", "who wins", "chance", "95% interval")
	for _, s := range r.Sides {
		fmt.Fprintf(&b, "  %-20s %7s   %s\n", s.Name, pct(s.Win.P), interval(s.Win))
	}
	if r.NoWinner.Count > 0 {
		fmt.Fprintf(&b, "  %-20s %7s   %s\n", "no one standing", pct(r.NoWinner.P), interval(r.NoWinner))
	}
	if r.Stalemate.Count > 0 {
		fmt.Fprintf(&b, "  %-20s %7s   %s\n", "stalemate", pct(r.Stalemate.P), interval(r.Stalemate))
	}
	p := r.Party
	fmt.Fprintf(&b, "\nthe party (%s): someone goes down %s · someone dies %s · all of it down %s\n",
		strings.Join(p.Sides, ", "), pct(p.SomeDown.P), pct(p.SomeDeath.P), pct(p.AllDown.P))
	if r.DMG != "" {
		fmt.Fprintf(&b, "%s; the dice say %s chance someone dies\n", r.DMG, pct(p.SomeDeath.P))
	}
	r.writeRounds(&b)
	r.writeCreatures(&b)
	r.writeNights(&b)
	return b.String()
}

func (r *Report) writeRounds(b *strings.Builder) {
	rr := r.Rounds
	fmt.Fprintf(b, "\nrounds: mean %.1f", rr.Mean)
	for _, q := range rr.Quantiles {
		fmt.Fprintf(b, " · %d%% %d", q.P, q.Value)
	}
	b.WriteString("\n")
	top := slices.Max(append([]int{1}, rr.Histogram...))
	for round, k := range rr.Histogram {
		if k == 0 {
			continue
		}
		bar := strings.Repeat("█", max(1, k*40/top))
		fmt.Fprintf(b, "  %3d  %-40s %6s\n", round, bar, pct(float64(k)/float64(max(r.Trials, 1))))
	}
	if r.Stalemate.Count > 0 {
		fmt.Fprintf(b, "  stopped unfinished after %d rounds or %d commands: %s\n", MaxRounds, MaxCommands, pct(r.Stalemate.P))
	}
}

func (r *Report) writeCreatures(b *strings.Builder) {
	w := len("creature")
	for _, c := range r.Creatures {
		w = max(w, len(c.Name))
	}
	fmt.Fprintf(b, "\n%-*s  %-10s %6s %6s %7s %7s  %s\n", w, "creature", "side", "down", "dies", "dealt", "taken", "spent (mean)")
	for _, c := range r.Creatures {
		var spent []string
		for _, res := range Resources {
			if v, ok := c.Spent[res]; ok {
				spent = append(spent, fmt.Sprintf("%s %.2f", res, v))
			}
		}
		line := fmt.Sprintf("%-*s  %-10s %6s %6s %7.1f %7.1f  %s", w, c.Name, c.Side, pct(c.Down.P), pct(c.Dead.P), c.Dealt, c.Taken, strings.Join(spent, ", "))
		b.WriteString(strings.TrimRight(line, " ") + "\n")
	}
}

func (r *Report) writeNights(b *strings.Builder) {
	if len(r.Nights) == 0 {
		return
	}
	fmt.Fprintf(b, "\nhow bad a night is, for the party (replay one: %s):\n", r.Replay)
	for _, n := range r.Nights {
		fate := "no one down"
		switch {
		case n.Deaths > 0:
			fate = fmt.Sprintf("%d dead, %d went down", n.Deaths, n.Downs)
		case n.Downs > 0:
			fate = fmt.Sprintf("%d went down", n.Downs)
		}
		fmt.Fprintf(b, "  %2dth  %-24s %3d%% HP lost   trial %-8d seed %d\n", n.Percentile, fate, n.HPLost, n.Trial, n.Seed) // HPLost: 0 to 100
	}
}

// pct prints a proportion as a percentage with one decimal.
func pct(p float64) string {
	return fmt.Sprintf("%.1f%%", 100*p)
}

func interval(p Prob) string {
	return fmt.Sprintf("%.1f–%.1f%%", 100*p.Lo, 100*p.Hi)
}

func joinInts(xs []int) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = fmt.Sprint(x)
	}
	return strings.Join(s, ", ")
}
