package grid_test

import (
	"fmt"

	"github.com/skirmish-rpg/skirmish/grid"
)

// A map counts diagonals by the Player's Handbook (every diagonal 5 ft)
// unless told to use the DMG's 5-10-5 variant; distance, reach and range
// then follow the map's rule.
func ExampleMap_Distance() {
	at := func(s string) grid.Square { q, _ := grid.ParseSquare(s); return q }
	m := grid.NewMap(20, 20)
	fmt.Println(m.Diagonals(), m.Distance(at("A1"), at("D4")))

	m.SetDiagonals(grid.Diagonal5105)
	fmt.Println(m.Diagonals(), m.Distance(at("A1"), at("D4"))) // 5 + 10 + 5
	fmt.Println(m.Distance(at("A1"), at("E2")))                // one diagonal, three straight

	// An ogre (Large, 2x2) at A1 and a goblin at D4: two diagonals apart.
	fmt.Println(m.Between(at("A1"), 2, at("D4"), 1))

	// A bat 20 ft up, 10 ft across: the height counts as a third gap.
	fmt.Println(m.Span(2, 0, 20))
	// Output:
	// 5-5-5 15
	// 5-10-5 20
	// 20
	// 15
	// 25
}

// Route gives each step of a move: its cost, and whether the mover
// squeezed for it. Here an ogre (Large, 2x2) squeezes between two pillars
// to reach the far side, 1 extra foot per foot while squeezed, where its
// full space would not fit.
func ExampleMap_Route() {
	at := func(s string) grid.Square { q, _ := grid.ParseSquare(s); return q }
	m := grid.NewMap(6, 4)
	m.SetWall(at("C1")) // two pillars with one square between them
	m.SetWall(at("C3"))
	m.SetWall(at("C4"))
	c := grid.Cost{Squeeze: true}

	steps, err := m.Route(grid.Step{To: at("A1")}, 2, at("D1"), c)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, s := range steps {
		fmt.Println(s.To, s.Feet, s.Squeezed)
	}

	// Without squeezing the ogre has no way through.
	_, err = m.Route(grid.Step{To: at("A1")}, 2, at("D1"), grid.Cost{})
	fmt.Println(err)
	// Output:
	// B1 10 true
	// C2 10 true
	// D1 10 true
	// unreachable: every way from A1 to D1 is blocked for a 2x2 creature
}

// StepTo prices a move the user traces square by square, carrying what the
// 5-10-5 count needs from step to step: here the DMG's own example, one
// diagonal, three straight, one diagonal, 30 ft. Climbing is priced by
// ClimbFactor: the last step goes up a 5-ft ledge, 2 ft per foot for a
// creature without a climbing speed.
func ExampleMap_StepTo() {
	at := func(s string) grid.Square { q, _ := grid.ParseSquare(s); return q }
	m := grid.NewMap(8, 4)
	m.SetDiagonals(grid.Diagonal5105)
	m.SetElevation(at("G3"), 5)
	c := grid.Cost{ClimbFactor: 2}

	pos, total := grid.Step{To: at("A1")}, 0
	for _, next := range []string{"B2", "C2", "D2", "E2", "F3", "G3"} {
		st, err := m.StepTo(pos, at(next), 1, c)
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Print(st.To, " ", st.Feet, "; ")
		pos, total = st, total+st.Feet
	}
	fmt.Println("total", total)
	// Output:
	// B2 5; C2 5; D2 5; E2 5; F3 10; G3 15; total 45
}

// Flood prices every square a creature can reach in one search: here a
// goblin at A2 with 30 ft of movement, a pillar at C2 and rubble at D1-D3,
// asks what each square beside the orc at F2 costs to reach (the way
// round the rubble by D4 is cheapest to E3), then takes the route
// to the cheapest as Route would give it. H2 is beyond its 30 ft.
func ExampleMap_Flood() {
	at := func(s string) grid.Square { q, _ := grid.ParseSquare(s); return q }
	m := grid.NewMap(8, 4)
	m.SetWall(at("C2"))
	for _, s := range []string{"D1", "D2", "D3"} {
		m.SetDifficult(at(s))
	}
	orc := at("F2")
	c := grid.Cost{Blocked: func(s grid.Square) bool { return s == orc }}

	r := m.Flood(grid.Step{To: at("A2")}, 1, 30, c)
	for _, s := range []string{"E1", "E2", "E3", "G2", "H2"} {
		feet, ok := r.Feet(at(s))
		fmt.Println(s, feet, ok)
	}
	for _, st := range r.Route(at("E3")) {
		fmt.Print(st.To, " ", st.Feet, "; ")
	}
	fmt.Println()
	// Output:
	// E1 25 true
	// E2 25 true
	// E3 20 true
	// G2 30 true
	// H2 0 false
	// B2 5; C3 5; D4 5; E3 5;
}
