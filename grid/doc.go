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
// is the larger of the column and row differences, times 5.
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
