package battle

import "github.com/skirmish-rpg/skirmish/dice"

// A hit's damage is often its attack's with something added — a
// critical hit's doubled dice, Rage's bonus, Sneak Attack's dice — and a
// new expression for each hit would be compiled anew for each roll and
// fill the memo's programs (damage_lean.go) with expressions rolled once.
// A lean fight keeps each such expression by what it was made from, so
// the hundredth critical hit of a longsword rolls the program the first
// compiled. Expressions are read, never written, so sharing them is safe.

// derivedKey is what a derived expression was made from: the expression,
// what was added (a kind), and its number or text.
type derivedKey struct {
	base  *dice.Expr
	kind  derivedKind
	n     int
	text  string
	extra *dice.Expr // derivedAdd's and derivedTyped's dice
}

type derivedKind uint8

const (
	derivedCrit      derivedKind = iota + 1 // every die doubled (seed 001 "Critical Hits")
	derivedRage                             // n added (Rage Damage)
	derivedSneak                            // text's dice added, labelled with the base's type
	derivedSneakDice                        // text's dice alone, labelled with the base's type (preview_riders.go)
	derivedAdd                              // extra added, labelled with the base's type unless it names its own (addDice)
	derivedTyped                            // extra alone, labelled as derivedAdd labels it (preview_riders.go)
)

// maxDerived bounds the derived expressions a fight keeps.
const maxDerived = 128

// derived is the expression made by build from key.base, kept in a lean
// fight's memo under key; a state with no memo builds it each time.
func (s *State) derived(key derivedKey, build func() *dice.Expr) *dice.Expr {
	m := s.memo
	if m == nil {
		return build()
	}
	if e, ok := m.derived[key]; ok {
		return e
	}
	e := build()
	if m.derived == nil || len(m.derived) >= maxDerived {
		m.derived = make(map[derivedKey]*dice.Expr, 16)
	}
	m.derived[key] = e
	return e
}
