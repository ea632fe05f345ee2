// Package grid is the geometry of the battle map: squares and how a table
// names them, distance and reach between creatures of any size, the
// cheapest way for a creature to walk from one square to another, walls and
// objects, line of sight and cover by the DMG's corner-to-corner lines (see
// Map.Cover and sight.go), and areas of effect as templates (see Area).
//
// It follows the "Playing on a Grid" variant of the 5th-edition rules: the
// map is made of 5-foot squares, a creature's space is a square block of
// them (1 for Medium and smaller, 2 per side for Large, 3 for Huge, 4 for
// Gargantuan), and a diagonal step costs 5 feet like any other, so distance
// is the larger of the column and row differences, times 5. A map may
// instead count diagonals by the DMG's variant (Map.SetDiagonals,
// Diagonal5105): the first diagonal 5 feet, the second 10, and so on,
// across a whole move. The map's methods Distance, Between and Span (which
// adds a height) and every path follow the map's rule; the free functions
// Distance and Between always count 5-5-5.
//
// Movement (Map.Route, Map.Path, Map.StepTo) charges what SRD 5.1 charges,
// per foot moved: difficult terrain 1 extra foot per foot, counted once
// however many things make a square difficult; crawling, swimming and the
// like as the caller's Extra; climbing between heights of the ground
// (Map.SetElevation), ClimbFactor feet per foot up or down, 2 for a
// creature without a climbing speed, 1 with one; and squeezing ("Squeezing
// into a Smaller Space"), by which a creature of footprint n passes where
// only a creature one size smaller fits, as footprint n-1 at its top-left
// square, paying 1 extra foot per foot while squeezed. A creature squeezes
// only for a step its full space cannot make, and spreads out again as
// soon as its full space is free; Route reports which steps it squeezed
// for and CheckStopSqueezed whether it ends squeezed. Map.Flood prices
// every square a mover can reach at once, by the same steps and costs as
// Route, for a caller that weighs many destinations (a policy choosing
// where to stand).
//
// The package knows geometry and movement cost, not the rules that decide
// them: which squares a mover may not enter, which count as difficult terrain
// for it, where it may not stop, and which sizes go with which footprints
// are the caller's to say (see Cost). That keeps grid free of any rules
// package, so that every ruleset can share it.
package grid

// SquareFeet is the side of one square, in feet.
const SquareFeet = 5

// MaxSide is the largest width or height of a Map, in squares. It bounds the
// memory a path search needs (a 200x200 map is 40,000 squares) and is far
// beyond any table's battle map.
const MaxSide = 200
