package battle_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/skirmish-rpg/skirmish/battle"
)

// Seed 001 "Attack Rolls" and "Rolling 1 or 20"; seed 003 'Making an
// Attack' > 'Attack Rolls', 'Rolling 1 or 20'; seed 000 "CRITICAL HITS":
// the total equal to the AC hits, a natural 20 hits whatever the AC and is
// a critical hit, a natural 1 misses whatever the bonus.
func TestAttackRollAgainstAC(t *testing.T) {
	tests := []struct {
		name       string
		bonus, ac  int
		face       int
		hit, crit  string
		damage     []int // the damage faces a hit rolls
		amount     int
		damageText string
	}{
		{name: "total equal to AC hits", bonus: 5, ac: 12, face: 7, hit: "true", crit: "false", damage: []int{4}, amount: 7},
		{name: "one short misses", bonus: 5, ac: 12, face: 6, hit: "false", crit: "false"},
		{name: "natural 20 hits any AC", bonus: 0, ac: 30, face: 20, hit: "true", crit: "true", damage: []int{4, 6}, amount: 13},
		{name: "natural 1 misses any bonus", bonus: 30, ac: 12, face: 1, hit: "false", crit: "false"},
		{name: "natural 19 is no crit", bonus: 5, ac: 12, face: 19, hit: "true", crit: "false", damage: []int{8}, amount: 11},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := start(t, encounter(
				hero("Fighter", "B2", 20, attacks(weapon("sword", tt.bonus, "1d8+3[slashing]", 0))),
				foe("Orc", "C2", 10, ac(tt.ac), hp(40)),
			))
			evs := f.do("Fighter attack Orc", append([]int{tt.face}, tt.damage...)...)
			a := one(t, evs, battle.EvAttack)
			want := attackOutcome{D20: []int{tt.face}, Mode: "normal", Total: tt.face + tt.bonus, AC: tt.ac,
				Hit: tt.hit, Crit: tt.crit, Reaction: "false"}
			if d := cmp.Diff(want, outcome(a), cmpopts.EquateEmpty()); d != "" {
				t.Errorf("attack (-want +got):\n%s", d)
			}
			dmg := of(evs, battle.EvDamage)
			if tt.hit == "false" {
				if len(dmg) != 0 {
					t.Errorf("a miss dealt damage:\n%s", texts(evs))
				}
				return
			}
			if len(dmg) != 1 || n(dmg[0].Amount) != tt.amount || f.c("Orc").HP.Current != 40-tt.amount {
				t.Errorf("want %d damage, got:\n%s", tt.amount, texts(evs))
			}
		})
	}
}

// Seed 001 "Critical Hits": "Roll all of the attack's damage dice twice
// and add them together. Then add any relevant modifiers as normal"; seed
// 000 "CRITICAL HITS": "2d6" becomes "4d6", then modifiers as normal.
func TestCriticalHitDoublesDiceNotModifiers(t *testing.T) {
	tests := []struct {
		damage string
		faces  []int
		amount int
	}{
		{"1d8+3[slashing]", []int{4, 6}, 13},       // 2d8+3
		{"2d6+4[slashing]", []int{1, 2, 3, 4}, 14}, // 4d6+4
		{"1d4-1[piercing]", []int{2, 3}, 4},        // 2d4-1
		{"1d6[slashing] + 2[slashing]", []int{6, 6}, 14},
	}
	for _, tt := range tests {
		t.Run(tt.damage, func(t *testing.T) {
			f := start(t, encounter(
				hero("Fighter", "B2", 20, attacks(weapon("blade", 5, tt.damage, 0))),
				foe("Orc", "C2", 10, hp(40)),
			))
			evs := f.do("Fighter attack Orc", append([]int{20}, tt.faces...)...)
			if a := one(t, evs, battle.EvAttack); yes(a.Crit) != "true" {
				t.Fatalf("no crit on a natural 20: %+v", a)
			}
			if e := one(t, evs, battle.EvDamage); n(e.Amount) != tt.amount {
				t.Errorf("crit damage %d, want %d (%s)", n(e.Amount), tt.amount, e.Dice)
			}
		})
	}
}

// Seed 001 "Melee Attacks", "Range"; seed 003 'Ranged Attacks' > Range:
// a melee attack reaches its reach, a ranged attack its long range, with
// disadvantage beyond the normal range.
func TestReachAndRange(t *testing.T) {
	tests := []struct {
		name, line, at string
		code           battle.Code // a refusal
		mode           string
		reasons        []string
	}{
		{name: "sword at 5 ft", line: "Fighter attack Orc with sword", at: "C2", mode: "normal"},
		{name: "sword at 10 ft", line: "Fighter attack Orc with sword", at: "D2", code: battle.CodeOutOfReach},
		{name: "glaive at 10 ft", line: "Fighter attack Orc with glaive", at: "D2", mode: "normal"},
		{name: "glaive at 15 ft", line: "Fighter attack Orc with glaive", at: "E2", code: battle.CodeOutOfReach},
		{name: "bow at normal range", line: "Fighter attack Orc with bow", at: "F2", mode: "normal"},                                                  // 20 ft
		{name: "bow at long range", line: "Fighter attack Orc with bow", at: "G2", mode: "disadvantage", reasons: []string{"long range"}},             // 25 ft
		{name: "bow at the long range's limit", line: "Fighter attack Orc with bow", at: "J2", mode: "disadvantage", reasons: []string{"long range"}}, // 40 ft
		{name: "bow beyond long range", line: "Fighter attack Orc with bow", at: "K2", code: battle.CodeOutOfReach},                                   // 45 ft
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := start(t, encounter(
				hero("Fighter", "B2", 20, attacks(
					weapon("sword", 5, "1d8+3[slashing]", 0),
					weapon("glaive", 5, "1d10+3[slashing]", 10),
					bow("bow", 5, "1d8[piercing]", "20/40"),
				)),
				foe("Orc", tt.at, 10, hp(40)),
			))
			if tt.code != "" {
				f.refuse(tt.line, tt.code)
				return
			}
			faces := []int{2}
			if tt.mode != "normal" {
				faces = []int{2, 3}
			}
			a := one(t, f.do(tt.line, faces...), battle.EvAttack)
			if a.Mode != tt.mode || !slices.Equal(a.Reasons, tt.reasons) {
				t.Errorf("mode %s %v, want %s %v", a.Mode, a.Reasons, tt.mode, tt.reasons)
			}
		})
	}
}

// Seed 001 "Ranged Attacks in Close Combat"; seed 000 "SITUATIONS THAT
// SUFFER COMBAT DISADVANTAGE": a ranged attack has disadvantage within 5
// ft of a hostile creature who can see the attacker and isn't
// incapacitated — the target or another.
func TestRangedAttackInCloseCombat(t *testing.T) {
	tests := []struct {
		name    string
		orc     string // where the target stands
		wolf    []spec // a second foe, next to the archer
		mode    string
		reasons []string
	}{
		{name: "no one near", orc: "H2", wolf: []spec{func(c *battle.CombatantSpec) { c.At = battle.Squares{"L8"} }}, mode: "normal"},
		{name: "another foe within 5 ft", orc: "H2", mode: "disadvantage", reasons: []string{"ranged attack with a hostile within 5 ft"}},
		{name: "the target within 5 ft", orc: "B3", wolf: []spec{func(c *battle.CombatantSpec) { c.At = battle.Squares{"L8"} }}, mode: "disadvantage", reasons: []string{"ranged attack, target within 5 ft"}},
		{name: "the foe nearby is incapacitated", orc: "H2", wolf: []spec{conds("incapacitated")}, mode: "normal"},
		{name: "the foe nearby is blinded", orc: "H2", wolf: []spec{conds("blinded")}, mode: "normal"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := start(t, encounter(
				hero("Archer", "B2", 20, attacks(bow("longbow", 5, "1d8[piercing]", "150/600"))),
				foe("Orc", tt.orc, 10, hp(40)),
				foe("Wolf", "A2", 5, tt.wolf...),
			))
			faces := []int{2}
			if tt.mode != "normal" {
				faces = []int{2, 3}
			}
			a := one(t, f.do("Archer attack Orc", faces...), battle.EvAttack)
			if a.Mode != tt.mode || !slices.Equal(a.Reasons, tt.reasons) {
				t.Errorf("mode %s %v, want %s %v", a.Mode, a.Reasons, tt.mode, tt.reasons)
			}
		})
	}
}

// Seed 000 "SITUATIONS THAT GAIN COMBAT ADVANTAGE", "SITUATIONS THAT SUFFER
// COMBAT DISADVANTAGE" and "CONDITIONS"; seed 001 "Unseen Attackers and
// Targets": each condition's effect on an attack roll, with its reason.
func TestConditionsOnAttackRolls(t *testing.T) {
	tests := []struct {
		name    string
		fighter []spec
		orc     []spec
		at      string // the Orc's square; C2 is within 5 ft
		weapon  string
		mode    string
		reasons []string
	}{
		{name: "target prone within 5 ft", orc: []spec{conds("prone")}, mode: "advantage", reasons: []string{"target prone, attacker within 5 ft"}},
		{name: "target prone beyond 5 ft", orc: []spec{conds("prone")}, at: "F2", weapon: "bow", mode: "disadvantage", reasons: []string{"target prone, attacker beyond 5 ft"}},
		{name: "target restrained", orc: []spec{conds("restrained")}, mode: "advantage", reasons: []string{"target restrained"}},
		{name: "target blinded", orc: []spec{conds("blinded")}, mode: "advantage", reasons: []string{"target blinded"}},
		{name: "target stunned", orc: []spec{conds("stunned")}, mode: "advantage", reasons: []string{"target stunned"}},
		{name: "target paralyzed", orc: []spec{conds("paralyzed")}, mode: "advantage", reasons: []string{"target paralyzed"}},
		{name: "target unconscious", orc: []spec{conds("unconscious")}, mode: "advantage", reasons: []string{"target unconscious"}},
		{name: "target petrified", orc: []spec{conds("petrified")}, mode: "advantage", reasons: []string{"target petrified"}},
		{name: "target invisible", orc: []spec{conds("invisible")}, mode: "disadvantage", reasons: []string{"target invisible"}},
		{name: "attacker invisible", fighter: []spec{conds("invisible")}, mode: "advantage", reasons: []string{"attacker invisible"}},
		{name: "attacker blinded", fighter: []spec{conds("blinded")}, mode: "disadvantage", reasons: []string{"attacker blinded"}},
		{name: "attacker poisoned", fighter: []spec{conds("poisoned")}, mode: "disadvantage", reasons: []string{"attacker poisoned"}},
		{name: "attacker prone", fighter: []spec{conds("prone")}, mode: "disadvantage", reasons: []string{"attacker prone"}},
		{name: "attacker restrained", fighter: []spec{conds("restrained")}, mode: "disadvantage", reasons: []string{"attacker restrained"}},
		{name: "attacker exhausted", fighter: []spec{func(c *battle.CombatantSpec) { c.Exhaustion = 3 }}, mode: "disadvantage", reasons: []string{"attacker exhausted (level 3+)"}},
		{name: "attacker exhaustion 2: no effect", fighter: []spec{func(c *battle.CombatantSpec) { c.Exhaustion = 2 }}, mode: "normal"},
		{name: "attacker frightened", fighter: []spec{conds("frightened")}, mode: "disadvantage", reasons: []string{"attacker frightened, source in sight"}},
		{name: "attacker grappled: no effect", fighter: []spec{conds("grappled")}, mode: "normal"},
		{name: "two sources roll one extra die", orc: []spec{conds("prone", "restrained")}, mode: "advantage", reasons: []string{"target restrained", "target prone, attacker within 5 ft"}},
		{
			name: "advantage and disadvantage cancel", fighter: []spec{conds("poisoned")}, orc: []spec{conds("prone")}, mode: "normal",
			reasons: []string{"target prone, attacker within 5 ft", "attacker poisoned"},
		},
		{
			name: "one against two still cancels", fighter: []spec{conds("poisoned", "blinded")}, orc: []spec{conds("restrained")}, mode: "normal",
			reasons: []string{"target restrained", "attacker blinded", "attacker poisoned"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			at := tt.at
			if at == "" {
				at = "C2"
			}
			fighter := append([]spec{attacks(weapon("sword", 5, "1d8+3[slashing]", 0), bow("bow", 5, "1d8[piercing]", "80/320"))}, tt.fighter...)
			f := start(t, encounter(hero("Fighter", "B2", 20, fighter...), foe("Orc", at, 10, append([]spec{hp(40), ac(30)}, tt.orc...)...)))
			line := "Fighter attack Orc"
			if tt.weapon != "" {
				line += " with " + tt.weapon
			}
			faces := []int{2}
			if tt.mode != "normal" {
				faces = []int{2, 3}
			}
			a := one(t, f.do(line, faces...), battle.EvAttack)
			if a.Mode != tt.mode || !slices.Equal(a.Reasons, tt.reasons) || !slices.Equal(a.D20, faces) {
				t.Errorf("d20 %v %s %q; want %v %s %q", a.D20, a.Mode, a.Reasons, faces, tt.mode, tt.reasons)
			}
			if len(tt.reasons) > 0 && !strings.Contains(a.Text, tt.mode) {
				t.Errorf("text %q does not explain the %s", a.Text, tt.mode)
			}
		})
	}
}

// Seed 001 "Advantage and Disadvantage" (seed 003 'Making an Attack'):
// with advantage the higher of two d20s counts, with disadvantage the
// lower.
func TestAdvantageKeepsTheRightDie(t *testing.T) {
	for _, tt := range []struct {
		cond  string
		faces []int
		total int
		hit   string
	}{
		{"prone", []int{3, 10}, 15, "true"},     // advantage: 10+5 = 15 hits AC 12
		{"prone", []int{10, 3}, 15, "true"},     // the order of the dice does not matter
		{"invisible", []int{3, 10}, 8, "false"}, // disadvantage: 3+5 = 8 misses
		{"invisible", []int{10, 3}, 8, "false"},
	} {
		f := start(t, encounter(hero("Fighter", "B2", 20), foe("Orc", "C2", 10, hp(40), conds(tt.cond))))
		faces := tt.faces
		if tt.hit == "true" {
			faces = append(slices.Clone(faces), 1) // the damage die
		}
		a := one(t, f.do("Fighter attack Orc", faces...), battle.EvAttack)
		if n(a.Total) != tt.total || yes(a.Hit) != tt.hit {
			t.Errorf("%s %v: total %d hit %s, want %d %s", tt.cond, tt.faces, n(a.Total), yes(a.Hit), tt.total, tt.hit)
		}
	}
}

// Seed 000 "CRITICAL HITS" and "CONDITIONS" (Paralyzed, Unconscious): any
// hit on a paralyzed or unconscious creature is a critical hit if the
// attacker is within 5 ft; from farther away it is an ordinary hit.
func TestAutomaticCritWithin5Feet(t *testing.T) {
	tests := []struct {
		cond, at, weapon string
		crit             string
		damage           []int
		amount           int
	}{
		{"paralyzed", "C2", "sword", "true", []int{4, 5}, 12}, // 2d8+3
		{"unconscious", "C2", "sword", "true", []int{4, 5}, 12},
		{"paralyzed", "F2", "bow", "false", []int{4}, 4},
		{"unconscious", "F2", "bow", "false", []int{4}, 4},
	}
	for _, tt := range tests {
		t.Run(tt.cond+" "+tt.weapon, func(t *testing.T) {
			f := start(t, encounter(
				hero("Fighter", "B2", 20, attacks(weapon("sword", 5, "1d8+3[slashing]", 0), bow("bow", 5, "1d8[piercing]", "80/320"))),
				foe("Orc", tt.at, 10, hp(40), conds(tt.cond)),
			))
			evs := f.do("Fighter attack Orc with "+tt.weapon, append([]int{8, 9}, tt.damage...)...) // advantage: 9+5 = 14 hits
			a := one(t, evs, battle.EvAttack)
			if yes(a.Hit) != "true" || yes(a.Crit) != tt.crit {
				t.Errorf("hit %s crit %s, want hit, crit %s", yes(a.Hit), yes(a.Crit), tt.crit)
			}
			if e := one(t, evs, battle.EvDamage); n(e.Amount) != tt.amount {
				t.Errorf("damage %d, want %d", n(e.Amount), tt.amount)
			}
		})
	}
}

// Seed 001 "Dodge"; seed 003 'Actions in Combat'; seed 000 "ACTIONS":
// until the start of its next turn, attacks against a dodging creature
// that sees the attacker have disadvantage; the benefit is lost while
// incapacitated or at speed 0.
func TestDodge(t *testing.T) {
	setup := func(t *testing.T) *fight {
		f := start(t, encounter(foe("Orc", "C2", 20, hp(40)), hero("Fighter", "B2", 10, extraAttacks(1))))
		wantTypes(t, f.do("Orc dodge"), battle.EvAction)
		f.do("Orc end turn")
		return f
	}
	t.Run("attacks have disadvantage", func(t *testing.T) {
		f := setup(t)
		a := one(t, f.do("Fighter attack Orc", 2, 3), battle.EvAttack)
		if a.Mode != "disadvantage" || !slices.Equal(a.Reasons, []string{"target dodging"}) {
			t.Errorf("mode %s %v", a.Mode, a.Reasons)
		}
	})
	t.Run("until the start of its next turn", func(t *testing.T) {
		f := setup(t)
		f.do("Fighter end turn")
		if f.c("Orc").Dodging {
			t.Error("the Orc still dodges on its next turn")
		}
	})
	t.Run("lost while incapacitated", func(t *testing.T) {
		f := setup(t)
		f.do("dm condition Orc +incapacitated")
		a := one(t, f.do("Fighter attack Orc", 2), battle.EvAttack)
		if a.Mode != "normal" {
			t.Errorf("mode %s %v, want normal", a.Mode, a.Reasons)
		}
	})
	t.Run("lost at speed 0", func(t *testing.T) {
		f := setup(t)
		f.do("dm condition Orc +grappled")
		a := one(t, f.do("Fighter attack Orc", 2), battle.EvAttack)
		if a.Mode != "normal" {
			t.Errorf("mode %s %v, want normal", a.Mode, a.Reasons)
		}
	})
	t.Run("lost against an attacker it can't see", func(t *testing.T) {
		f := setup(t)
		f.do("dm condition Fighter +invisible")
		a := one(t, f.do("Fighter attack Orc", 2, 3), battle.EvAttack)
		if a.Mode != "advantage" || !slices.Equal(a.Reasons, []string{"attacker invisible"}) {
			t.Errorf("mode %s %v, want advantage for the invisible attacker only", a.Mode, a.Reasons)
		}
	})
}

// Seed 001 "Help": "If your ally attacks the target before your next turn,
// the first attack roll is made with advantage", the target being within 5
// ft of the helper; seed 000 "SITUATIONS THAT GAIN COMBAT ADVANTAGE".
func TestHelp(t *testing.T) {
	setup := func(t *testing.T) *fight {
		f := start(t, encounter(
			hero("Cleric", "B3", 20),
			hero("Fighter", "B2", 15, extraAttacks(1)),
			foe("Orc", "C2", 10, hp(40)),
			foe("Wolf", "C1", 5, hp(40)),
		))
		e := one(t, f.do("Cleric help Fighter against Orc"), battle.EvAction)
		if e.Action != "help" || e.Target != "Fighter" || e.With != "Orc" {
			t.Fatalf("help event %+v", e)
		}
		f.do("Cleric end turn")
		return f
	}
	t.Run("the first attack only", func(t *testing.T) {
		f := setup(t)
		a := one(t, f.do("Fighter attack Orc", 2, 3), battle.EvAttack)
		if a.Mode != "advantage" || !slices.Equal(a.Reasons, []string{"ally's Help"}) {
			t.Errorf("first attack on the Orc: %s %v", a.Mode, a.Reasons)
		}
		a = one(t, f.do("Fighter attack Orc", 2), battle.EvAttack)
		if a.Mode != "normal" {
			t.Errorf("second attack on the Orc: %s %v", a.Mode, a.Reasons)
		}
	})
	t.Run("not spent on another enemy", func(t *testing.T) {
		f := setup(t)
		a := one(t, f.do("Fighter attack Wolf", 2), battle.EvAttack)
		if a.Mode != "normal" {
			t.Errorf("attack on another foe: %s %v", a.Mode, a.Reasons)
		}
		a = one(t, f.do("Fighter attack Orc", 2, 3), battle.EvAttack)
		if a.Mode != "advantage" || !slices.Equal(a.Reasons, []string{"ally's Help"}) {
			t.Errorf("then the Orc: %s %v", a.Mode, a.Reasons)
		}
	})
	t.Run("only until the helper's next turn", func(t *testing.T) {
		f := setup(t)
		f.do("Fighter end turn")
		f.do("Orc end turn")
		f.do("Wolf end turn")
		f.do("Cleric end turn")
		a := one(t, f.do("Fighter attack Orc", 2), battle.EvAttack)
		if a.Mode != "normal" {
			t.Errorf("after the helper's next turn: %s %v", a.Mode, a.Reasons)
		}
	})
	t.Run("the enemy within 5 ft of the helper", func(t *testing.T) {
		f := start(t, encounter(hero("Cleric", "A5", 20), hero("Fighter", "B2", 15), foe("Orc", "C2", 10)))
		f.refuse("Cleric help Fighter against Orc", battle.CodeOutOfReach)
		f.refuse("Cleric help Orc", battle.CodeCannot)
		f.refuse("Cleric help Cleric", battle.CodeCannot)
	})
}

// DESIGN.md principle 3, seed 000 "Spending Inspiration", "Various spell
// effects": the DM grants advantage or disadvantage on a creature's next
// attack roll, and says so in the reasons.
func TestDMGrantsAdvantage(t *testing.T) {
	f := start(t, encounter(hero("Fighter", "B2", 20, extraAttacks(1)), foe("Orc", "C2", 10, hp(40))))
	g := one(t, f.do("dm advantage Fighter"), battle.EvGrant)
	if g.Actor != "Fighter" || g.Mode != "advantage" {
		t.Errorf("grant %+v", g)
	}
	a := one(t, f.do("Fighter attack Orc", 2, 3), battle.EvAttack)
	if a.Mode != "advantage" || !slices.Equal(a.Reasons, []string{"DM ruling"}) {
		t.Errorf("granted attack: %s %v", a.Mode, a.Reasons)
	}
	a = one(t, f.do("Fighter attack Orc", 2), battle.EvAttack)
	if a.Mode != "normal" {
		t.Errorf("the next attack: %s %v", a.Mode, a.Reasons)
	}
	f.do("Fighter end turn")
	f.do("dm disadvantage Orc")
	a = one(t, f.do("Orc attack Fighter", 2, 3), battle.EvAttack)
	if a.Mode != "disadvantage" || !slices.Equal(a.Reasons, []string{"DM ruling"}) {
		t.Errorf("the Orc's attack: %s %v", a.Mode, a.Reasons)
	}
}

// Seed 001 "Cover"; seed 003 Cover; seed 000 "ARMOR CLASS MODIFIERS BY
// COVER": half cover +2 AC, three-quarters +5, total cover can't be
// targeted.
func TestCover(t *testing.T) {
	tests := []struct {
		cover     string
		ac        int
		face      int // the lowest face that hits: 12 + bonus - 5
		eventText string
	}{
		{"none", 12, 7, ""},
		{"half", 14, 9, "half"},
		{"three-quarters", 17, 12, "three-quarters"},
	}
	for _, tt := range tests {
		t.Run(tt.cover, func(t *testing.T) {
			f := start(t, encounter(hero("Fighter", "B2", 20, extraAttacks(1)), foe("Orc", "C2", 10, hp(40), cover(tt.cover))))
			miss := one(t, f.do("Fighter attack Orc", tt.face-1), battle.EvAttack)
			hit := one(t, f.do("Fighter attack Orc", tt.face, 1), battle.EvAttack)
			if n(miss.AC) != tt.ac || yes(miss.Hit) != "false" || yes(hit.Hit) != "true" || miss.Cover != tt.eventText {
				t.Errorf("AC %d cover %q: %d %s, %d %s; want AC %d, a miss then a hit", n(miss.AC), miss.Cover, n(miss.Total), yes(miss.Hit), n(hit.Total), yes(hit.Hit), tt.ac)
			}
		})
	}
	t.Run("total", func(t *testing.T) {
		f := start(t, encounter(hero("Fighter", "B2", 20), foe("Orc", "C2", 10, cover("total"))))
		re := f.refuse("Fighter attack Orc", battle.CodeCannot)
		if !strings.Contains(re.Msg, "total cover") {
			t.Errorf("message %q does not name total cover", re.Msg)
		}
	})
}
