package grid_test

import (
	"fmt"
	"strings"

	"github.com/skirmish-rpg/skirmish/grid"
)

// Cover by the DMG's grid method: the attacker picks the corner of its
// square that sees the target best; a pillar in the way blocks two of the
// four lines from it (half cover), a creature in the way half cover at
// most, a long wall everything.
func ExampleMap_Cover() {
	m := grid.NewMap(7, 5)
	at := func(s string) grid.Square { q, _ := grid.ParseSquare(s); return q }
	m.SetWall(at("D2")) // a pillar
	archer, goblin := at("B2"), at("F2")
	c, why := m.Cover(archer, 1, goblin, 1, nil)
	fmt.Println(c, "-", why)

	ogre := at("D4")
	creatures := func(s grid.Square) grid.CoverLevel {
		if s == ogre {
			return grid.HalfCover
		}
		return grid.NoCover
	}
	c, why = m.Cover(archer, 1, at("F4"), 1, creatures)
	fmt.Println(c, "-", why)

	m.SetWall(at("D1"))
	m.SetWall(at("D3"))
	c, why = m.Cover(archer, 1, goblin, 1, nil)
	fmt.Println(c, "-", why, "- line of sight:", m.LineOfSight(archer, 1, goblin, 1))
	// Output:
	// half - wall at D2 blocks 2 of 4 lines
	// half - creature at D4 blocks 1 of 4 lines
	// total - walls at D1, D2 block all 4 lines - line of sight: false
}

// An area as a user types it, and the squares it covers; the wall at D3
// shades E3 from the fireball's origin.
func ExampleMap_AreaSquares() {
	m := grid.NewMap(6, 5)
	wall, _ := grid.ParseSquare("D3")
	m.SetWall(wall)
	for _, text := range []string{"sphere 10 at C3", "cone 15 from A1 toward D1"} {
		a, err := grid.ParseArea(text)
		if err != nil {
			fmt.Println(err)
			continue
		}
		var names []string
		for _, s := range m.AreaSquares(a) {
			names = append(names, s.String())
		}
		fmt.Printf("%s: %s\n", a, strings.Join(names, " "))
	}
	_, err := grid.ParseArea("cone 15 from B2 towards")
	fmt.Println(err)
	// Output:
	// sphere 10 at C3: C1 B2 C2 D2 A3 B3 C3 B4 C4 D4 C5
	// cone 15 from A1 toward D1: B1 C1 D1 C2 D2
	// bad grid notation: area "cone 15 from B2 towards", at the end: expected the direction, a square like B2 or a corner like B2.nw; an area is a shape, a size in feet and where it is, like "sphere 20 at E5", "cone 15 from B2 toward E2" or "line 60x10 from A1 toward H8"
}
