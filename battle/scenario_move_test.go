package battle_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// Seed 001 "Difficult Terrain"; seed 003 'Movement and Position' >
// 'Difficult Terrain'; seed 000 "MOVEMENT IN COMBAT": every foot of
// difficult terrain costs 1 extra foot, "even if multiple things in a space
// count as difficult terrain" (an ally standing in rubble).
func TestDifficultTerrainCostsDouble(t *testing.T) {
	tests := []struct {
		line string
		cost int
		path []string
	}{
		{"Fighter move B2 C2 D2", 20, []string{"B2", "C2", "D2"}},          // C2 difficult
		{"Fighter move B3 C3 D3", 20, []string{"B3", "C3", "D3"}},          // C3 difficult and the Cleric's space: still +5 once
		{"Fighter move B2 C2 D3 E3", 25, []string{"B2", "C2", "D3", "E3"}}, // one diagonal step like any other
		{"Fighter move to E2", 25, nil},                                    // the cheapest path crosses the column once
	}
	for _, tt := range tests {
		t.Run(tt.line, func(t *testing.T) {
			enc := encounter(hero("Fighter", "A2", 20), hero("Cleric", "C3", 15), foe("Orc", "L8", 10))
			enc.Map.Difficult = []string{"C1-C8"}
			f := start(t, enc)
			e := one(t, f.do(tt.line), battle.EvMove)
			if n(e.Cost) != tt.cost {
				t.Errorf("cost %d, want %d (path %v)", n(e.Cost), tt.cost, e.Path)
			}
			if tt.path != nil && !slices.Equal(e.Path, tt.path) {
				t.Errorf("path %v, want %v", e.Path, tt.path)
			}
			if got := f.c("Fighter").Turn.Moved; got != tt.cost {
				t.Errorf("Turn.Moved %d, want %d", got, tt.cost)
			}
		})
	}
	t.Run("not enough movement for the terrain", func(t *testing.T) {
		enc := encounter(hero("Fighter", "A2", 20, speed(20)), foe("Orc", "L8", 10))
		enc.Map.Difficult = []string{"B1-D8"}
		f := start(t, enc)
		f.refuse("Fighter move B2 C2 D2", battle.CodeMovement) // 30 ft
		f.do("Fighter move B2 C2")                             // 20 ft
	})
}

// Seed 001 "Moving Around Other Creatures" and "Difficult Terrain": a
// nonhostile creature's space can be crossed, as difficult terrain, but
// not ended in.
func TestMovingThroughAnAlly(t *testing.T) {
	f := start(t, encounter(hero("Fighter", "A1", 20), hero("Cleric", "B1", 15), foe("Orc", "L8", 10)))
	f.refuse("Fighter move B1", battle.CodeMovement)
	f.refuse("Fighter move to B1", battle.CodeMovement)
	e := one(t, f.do("Fighter move B1 C1"), battle.EvMove)
	if n(e.Cost) != 15 {
		t.Errorf("cost %d through the ally, want 15", n(e.Cost))
	}
	if at := f.c("Fighter").At.String(); at != "C1" {
		t.Errorf("Fighter at %s, want C1", at)
	}
}

// Seed 001 "Moving Around Other Creatures": "you can move through a
// hostile creature's space only if it is at least two sizes larger or
// smaller than you".
func TestHostileSpaceBlocksUnlessTwoSizesApart(t *testing.T) {
	tests := []struct {
		mover, foe string
		ok         bool
	}{
		{"medium", "medium", false},
		{"medium", "small", false},
		{"medium", "large", false},
		{"medium", "tiny", true},
		{"tiny", "medium", true},
		{"small", "medium", false},
	}
	for _, tt := range tests {
		t.Run(tt.mover+" through "+tt.foe, func(t *testing.T) {
			// The foe has no reach to speak of: it is incapacitated, so
			// leaving its reach provokes nothing.
			f := start(t, encounter(hero("Mover", "A1", 20, size(tt.mover)),
				foe("Blocker", "B1", 10, size(tt.foe), conds("incapacitated"))))
			if !tt.ok {
				re := f.refuse("Mover move B1 C1", battle.CodeMovement)
				if !strings.Contains(re.Msg, "B1") {
					t.Errorf("message %q does not name the blocked square B1", re.Msg)
				}
				return
			}
			e := one(t, f.do("Mover move B1 C1"), battle.EvMove)
			if n(e.Cost) != 15 { // the hostile space is difficult terrain too
				t.Errorf("cost %d, want 15", n(e.Cost))
			}
		})
	}
}

// Seed 001 "Moving Around Other Creatures": whether friend or enemy, "you
// can't willingly end your move in its space" — every square of a Large
// mover's space counts (SRD 5.1 "Creature Size").
// Where its full space would overlap the ally, a Large mover may still end
// squeezed into the space of a creature one size smaller (SRD 5.1
// "Squeezing into a Smaller Space"), which the grid anchors at its
// top-left square; where even that overlaps, the move is refused.
func TestLargeMoverCannotEndOverlappingAnAlly(t *testing.T) {
	for _, line := range []string{"Ogre move B1 C1", "Ogre move to C1"} {
		t.Run(line, func(t *testing.T) {
			f := start(t, encounter(
				foe("Ogre", "A1", 20, size("large"), side("party")),
				hero("Fighter", "C1", 15),
				foe("Orc", "L8", 10),
			))
			f.refuse(line, battle.CodeMovement)
		})
		t.Run(line+" squeezed beside the ally", func(t *testing.T) {
			f := start(t, encounter(
				foe("Ogre", "A1", 20, size("large"), side("party")),
				hero("Fighter", "D2", 15),
				foe("Orc", "L8", 10),
			))
			evs := f.do(line)
			last := evs[len(evs)-1]
			if o := f.c("Ogre"); o.At.String() != "C1" || !o.Squeezing || yes(last.Squeezing) != "true" {
				t.Errorf("Ogre at %s squeezing %v:\n%s want it squeezed into C1, clear of the Fighter at D2", o.At, o.Squeezing, texts(evs))
			}
		})
	}
	t.Run("passing through is allowed", func(t *testing.T) {
		f := start(t, encounter(
			foe("Ogre", "A1", 20, size("large"), side("party")),
			hero("Fighter", "D2", 15),
			foe("Orc", "L8", 10),
		))
		e := one(t, f.do("Ogre move B1 C1 D1 E1"), battle.EvMove)
		// 5 ft a step, and 5 more for the step whose new squares take in the
		// Fighter's: the grid charges the squares a space newly covers.
		if n(e.Cost) != 25 {
			t.Errorf("cost %d, want 25", n(e.Cost))
		}
	})
}

// Seed 001 "Being Prone": crawling costs 1 extra foot per foot (3 in
// difficult terrain); standing up costs half the speed, and is impossible
// without that much movement left or at speed 0; dropping prone is free.
// Seed 000 "MOVEMENT IN COMBAT": Crawl, Stand Up, Drop Prone.
func TestProneMovement(t *testing.T) {
	t.Run("crawling", func(t *testing.T) {
		enc := encounter(hero("Fighter", "A1", 20, conds("prone")), foe("Orc", "L8", 10))
		enc.Map.Difficult = []string{"C1"}
		f := start(t, enc)
		e := one(t, f.do("Fighter move B1 C1"), battle.EvMove)
		if n(e.Cost) != 25 { // 10 crawling, 15 crawling into difficult terrain
			t.Errorf("crawl cost %d, want 25", n(e.Cost))
		}
		re := f.refuse("Fighter stand", battle.CodeMovement) // 15 ft needed, 5 left
		if !strings.Contains(re.Msg, "15 ft") {
			t.Errorf("message %q should say standing costs 15 ft", re.Msg)
		}
	})
	t.Run("standing up", func(t *testing.T) {
		f := start(t, encounter(hero("Fighter", "A1", 20, conds("prone")), foe("Orc", "L8", 10)))
		evs := f.do("Fighter stand")
		wantTypes(t, evs, battle.EvAction, battle.EvCondition)
		if evs[0].Action != "stand" || n(evs[0].Cost) != 15 || evs[1].Condition != "prone" || yes(evs[1].On) != "false" {
			t.Errorf("stand events:\n%s", texts(evs))
		}
		c := f.c("Fighter")
		if c.Conds.String() != "none" || c.Turn.Moved != 15 || c.Turn.Action {
			t.Errorf("after standing: %s, moved %d, action spent %v", c.Conds, c.Turn.Moved, c.Turn.Action)
		}
		e := one(t, f.do("Fighter move to D1"), battle.EvMove) // walking again: 5 ft a square
		if n(e.Cost) != 15 {
			t.Errorf("cost %d after standing, want 15", n(e.Cost))
		}
		f.refuse("Fighter stand", battle.CodeCannot) // not prone
	})
	t.Run("no standing at speed 0", func(t *testing.T) {
		f := start(t, encounter(hero("Fighter", "A1", 20, conds("prone", "grappled")), foe("Orc", "L8", 10)))
		f.refuse("Fighter stand", battle.CodeCannot)
	})
	t.Run("dropping prone is free", func(t *testing.T) {
		f := start(t, encounter(hero("Fighter", "A1", 20), foe("Orc", "L8", 10)))
		f.do("Fighter move to C1")
		evs := f.do("Fighter drop prone")
		wantTypes(t, evs, battle.EvAction, battle.EvCondition)
		if evs[1].Condition != "prone" || yes(evs[1].On) != "true" {
			t.Errorf("drop prone:\n%s", texts(evs))
		}
		c := f.c("Fighter")
		if c.Turn.Moved != 10 || c.Turn.Action {
			t.Errorf("dropping prone spent movement or the action: moved %d, action %v", c.Turn.Moved, c.Turn.Action)
		}
		f.refuse("Fighter drop prone", battle.CodeCannot)
		f.do("Fighter stand") // 15 of the 20 ft left
	})
}

// Seed 000 "TAKE TURN": "Move at Speed 0 if grappled or restrained", "No
// move if paralyzed, petrified, stunned, unconscious or suffering from
// level 5 exhaustion"; seed 000 "CONDITIONS" and "EXHAUSTION".
func TestConditionsThatStopMovement(t *testing.T) {
	tests := []struct {
		name  string
		opt   spec
		reach string // a word the refusal names
		d20   []int  // its attack: restrained and exhausted attackers roll with disadvantage
	}{
		{"grappled", conds("grappled"), "speed is 0", []int{2}},
		{"restrained", conds("restrained"), "speed is 0", []int{2, 3}},
		{"exhaustion 5", func(c *battle.CombatantSpec) { c.Exhaustion = 5 }, "can't move", []int{2, 3}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := start(t, encounter(hero("Fighter", "A1", 20, tt.opt), foe("Orc", "B1", 10, hp(30))))
			re := f.refuse("Fighter move to A2", battle.CodeCannot)
			if !strings.Contains(re.Msg, tt.reach) {
				t.Errorf("message %q should say %q", re.Msg, tt.reach)
			}
			f.do("Fighter attack Orc", tt.d20...) // it can still act
		})
	}
	// A creature that can neither act nor move has its turn end at once.
	for _, cond := range []string{"paralyzed", "petrified", "stunned", "unconscious"} {
		t.Run(cond, func(t *testing.T) {
			f := start(t, encounter(hero("Fighter", "A1", 20, conds(cond)), foe("Orc", "H1", 10)))
			turns := of(f.Log, battle.EvTurnEnd)
			if len(turns) != 1 || turns[0].Actor != "Fighter" || !strings.Contains(turns[0].Reason, cond) {
				t.Fatalf("want the Fighter's turn to end at once, naming %s:\n%s", cond, texts(f.Log))
			}
			if f.current() != "Orc" {
				t.Errorf("%s's turn, want the Orc's", f.current())
			}
			f.refuse("Fighter move to A2", battle.CodeNotYourTurn)
		})
	}
}

// Seed 001 "Movement and Position": a move traced square by square follows
// exactly those squares, each a step to a neighbouring square; the first
// illegal step is refused by name.
func TestMoveAlongAPath(t *testing.T) {
	f := start(t, encounter(hero("Fighter", "B2", 20), foe("Orc", "E5", 10, conds("incapacitated"))))
	for _, tt := range []struct {
		line, names string
		code        battle.Code
	}{
		{"Fighter move C2 E2", "C2 to E2", battle.CodeMovement},    // not adjacent
		{"Fighter move C3 D4 E5", "D4 to E5", battle.CodeMovement}, // into a hostile space
		{"Fighter move A1 Z1", "A1 to Z1", battle.CodeMovement},
		{"Fighter move B1 B0", "B0", battle.CodeSyntax}, // not a square
	} {
		re := f.refuse(tt.line, tt.code)
		if !strings.Contains(re.Msg, tt.names) {
			t.Errorf("%q: message %q does not name %q", tt.line, re.Msg, tt.names)
		}
	}
	e := one(t, f.do("Fighter move C2 C3 D4"), battle.EvMove)
	if !slices.Equal(e.Path, []string{"C2", "C3", "D4"}) || e.From != "B2" || e.To != "D4" || n(e.Cost) != 15 {
		t.Errorf("move %s → %s along %v for %d ft", e.From, e.To, e.Path, n(e.Cost))
	}
	f.refuse("Fighter move to D4", battle.CodeMovement) // already there: a move of no feet
}
