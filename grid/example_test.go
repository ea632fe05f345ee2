package grid_test

import (
	"fmt"
	"strings"

	"github.com/skirmish-rpg/skirmish/grid"
)

// ParseSquare reads what a player types; String prints the canonical name.
// Errors say what to type instead.
func ExampleParseSquare() {
	for _, s := range []string{"C3", " aa12 ", "A0", "1A"} {
		sq, err := grid.ParseSquare(s)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Printf("%s is column %d, row %d (0-based)\n", sq, sq.Col, sq.Row)
	}
	// Output:
	// C3 is column 2, row 2 (0-based)
	// AA12 is column 26, row 11 (0-based)
	// bad grid notation: "A0": rows are numbered from 1, like B2
	// bad grid notation: "1A": a square is column letters then a row number from 1, like B2
}

// Path finds the cheapest walk around difficult terrain and the creatures a
// mover may not cross; the caller says which those are through a Cost.
func ExampleMap_Path() {
	m := grid.NewMap(6, 4)
	rubble, _ := grid.ParseSquares("C1-C3")
	for _, s := range rubble {
		m.SetDifficult(s)
	}
	goblin, _ := grid.ParseSquare("D4") // hostile: the mover can't cross it
	c := grid.Cost{Blocked: func(s grid.Square) bool { return s == goblin }}
	at := func(s string) grid.Square { q, _ := grid.ParseSquare(s); return q }
	show := func(path []grid.Square) string {
		names := make([]string, len(path))
		for i, s := range path {
			names[i] = s.String()
		}
		return strings.Join(names, " ")
	}

	// Straight across the rubble would cost 30 ft; round it through C4, 25.
	path, feet, err := m.Path(at("A2"), 1, at("F2"), c)
	fmt.Println(show(path), feet, err)

	// A Large creature (2x2) does not fit through C4 alone, so it pays for
	// the rubble: +5 once per step, not per square its space covers.
	path, feet, err = m.Path(at("A1"), 2, at("E1"), c)
	fmt.Println(show(path), feet, err)

	_, _, err = m.Path(at("A1"), 1, goblin, c)
	fmt.Println(err)
	// Output:
	// B3 C4 D3 E3 F2 25 <nil>
	// B1 C1 D1 E1 25 <nil>
	// blocked: D4 can't be entered
}
