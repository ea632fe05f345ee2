package main

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/grid"
)

type mapCmd struct {
	File string `arg:"" type:"existingfile" help:"The encounter file (YAML, see docs/encounters.md)."`
	Area string `help:"An area to mark, e.g. \"cone 15 from B2 toward E2\", \"sphere 20 at E5\", \"cube 15 from B2 toward E2\", \"line 60 from A1 toward H8\"."`
	SVG  string `name:"svg" help:"Also write the map as an SVG picture to this file."`
}

// Run draws the encounter's map with its creatures, and the squares and
// creatures an area catches.
func (c *mapCmd) Run(e *env) error {
	enc, _, err := loadEncounter(c.File, nil)
	if err != nil {
		return err
	}
	s, err := battle.New(enc)
	if err != nil {
		return err
	}
	var in map[grid.Square]bool
	if c.Area != "" {
		a, err := grid.ParseArea(c.Area)
		if err != nil {
			return usageError{fmt.Errorf("--area: %w", err)}
		}
		in = map[grid.Square]bool{}
		for _, sq := range s.Map.AreaSquares(a) {
			in[sq] = true
		}
	}
	printMap(e.stdout, s, in)
	if c.Area != "" {
		var caught []string
		for i := range s.Combatants {
			cb := &s.Combatants[i]
			for _, sq := range grid.Footprint(cb.At, cb.Size.Squares()) {
				if in[sq] {
					caught = append(caught, cb.Name)
					break
				}
			}
		}
		fmt.Fprintf(e.stdout, "%s: %d squares; catches %s\n", c.Area, len(in), orNone(caught))
	}
	if c.SVG != "" {
		f, err := os.Create(c.SVG)
		if err != nil {
			return err
		}
		writeSVG(f, s, in)
		return f.Close()
	}
	return nil
}

func orNone(names []string) string {
	if len(names) == 0 {
		return "no one"
	}
	return strings.Join(names, ", ")
}

// cellOf is what a square shows, the first that applies: a creature's
// initial (x when down), a wall #, an area's square *, an object o, deep
// water ≈, water ~, difficult terrain :, darkness ▓, dim light ░, the
// ground's height in tens of feet (1-9, + above 90 ft, - below 0), else ".".
func cellOf(s *battle.State, sq grid.Square, area map[grid.Square]bool) string {
	for i := range s.Combatants {
		c := &s.Combatants[i]
		if grid.Occupies(c.At, c.Size.Squares(), sq) {
			if c.Down() {
				return "x"
			}
			return string(c.Name[0])
		}
	}
	m := s.Map
	switch {
	case m.Wall(sq):
		return "#"
	case area[sq]:
		return "*"
	case m.Object(sq) != grid.NoCover:
		return "o"
	case m.WaterAt(sq) == grid.Deep:
		return "≈"
	case m.WaterAt(sq) == grid.Shallow:
		return "~"
	case m.Difficult(sq):
		return ":"
	case s.LightAt(sq) == grid.Dark: // the map's light and the lanterns carried (battle/equipment_light.go)
		return "▓"
	case s.LightAt(sq) == grid.Dim:
		return "░"
	}
	switch h := m.Elevation(sq); {
	case h < 0:
		return "-"
	case h >= 100:
		return "+"
	case h >= 10:
		return strconv.Itoa(h / 10)
	}
	return "."
}

// printMap draws the map in the terminal, columns lettered, rows numbered.
func printMap(w io.Writer, s *battle.State, area map[grid.Square]bool) {
	m := s.Map
	fmt.Fprint(w, "\n    ")
	for col := 0; col < m.W; col++ {
		name := grid.Square{Col: col}.String()
		fmt.Fprintf(w, "%-2s", strings.TrimRight(name, "0123456789"))
	}
	fmt.Fprintln(w)
	for row := 0; row < m.H; row++ {
		fmt.Fprintf(w, "%3d ", row+1)
		for col := 0; col < m.W; col++ {
			fmt.Fprint(w, cellOf(s, grid.Square{Col: col, Row: row}, area)+" ")
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintln(w)
}

// writeSVG draws the same map as a picture: 24 px squares.
func writeSVG(w io.Writer, s *battle.State, area map[grid.Square]bool) {
	const px = 24
	m := s.Map
	fmt.Fprintf(w, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-family="sans-serif" font-size="12">`+"\n", m.W*px, m.H*px)
	fill := map[string]string{"#": "#444", "*": "#f6b26b", "o": "#b7b7b7", ":": "#d9ead3", ".": "#fff", "x": "#ea9999",
		"~": "#cfe2f3", "≈": "#6fa8dc", "▓": "#8e7cc3", "░": "#d9d2e9"}
	for row := 0; row < m.H; row++ {
		for col := 0; col < m.W; col++ {
			cell := cellOf(s, grid.Square{Col: col, Row: row}, area)
			color, ok := fill[cell]
			height := strings.ContainsAny(cell, "+-123456789")
			switch {
			case height:
				color = "#fce5cd" // raised or sunken ground: the digit says how far
			case !ok:
				color = "#9fc5e8" // a creature
			}
			fmt.Fprintf(w, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s" stroke="#999"/>`+"\n", col*px, row*px, px, px, color)
			if ok && cell != "x" && !height {
				continue
			}
			fmt.Fprintf(w, `<text x="%d" y="%d" text-anchor="middle">%s</text>`+"\n", col*px+px/2, row*px+px*2/3, cell)
		}
	}
	fmt.Fprintln(w, "</svg>")
}
