package battle_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// Seed 001 "Damage Resistance and Vulnerability"; seed 003 'Damage and
// Healing': resistance halves (rounded down), vulnerability doubles,
// immunity leaves nothing; each type of one hit is dealt on its own.
func TestDamageDefenses(t *testing.T) {
	tests := []struct {
		name    string
		orc     spec
		damage  string
		faces   []int // the damage dice after the attack's d20 of 15
		amounts []int // per type, in order
		types   []string
		rolled  []int
	}{
		{name: "plain", damage: "1d8+3[slashing]", faces: []int{4}, amounts: []int{7}, types: []string{"slashing"}, rolled: []int{7}},
		{name: "resistance halves, rounding down", orc: resist("slashing"), damage: "1d8+3[slashing]", faces: []int{4}, amounts: []int{3}, types: []string{"slashing"}, rolled: []int{7}},
		{name: "resistance to another type", orc: resist("fire"), damage: "1d8+3[slashing]", faces: []int{4}, amounts: []int{7}, types: []string{"slashing"}, rolled: []int{7}},
		{name: "vulnerability doubles", orc: vuln("slashing"), damage: "1d8+3[slashing]", faces: []int{4}, amounts: []int{14}, types: []string{"slashing"}, rolled: []int{7}},
		{name: "immunity", orc: immune("slashing"), damage: "1d8+3[slashing]", faces: []int{4}, amounts: []int{0}, types: []string{"slashing"}, rolled: []int{7}},
		{
			name: "two types from one hit", orc: resist("fire"), damage: "1d8+3[slashing] + 1d6[fire]", faces: []int{4, 5},
			amounts: []int{7, 2}, types: []string{"slashing", "fire"}, rolled: []int{7, 5},
		},
		{
			name: "petrified: resistance to all damage", orc: conds("petrified"), damage: "1d8+3[slashing] + 1d6[fire]", faces: []int{4, 5},
			amounts: []int{3, 2}, types: []string{"slashing", "fire"}, rolled: []int{7, 5},
		},
		{
			name: "resistant and petrified halve once", orc: func(c *battle.CombatantSpec) { resist("slashing")(c); conds("petrified")(c) },
			damage: "1d8+3[slashing]", faces: []int{4}, amounts: []int{3}, types: []string{"slashing"}, rolled: []int{7},
		},
		{name: "never below 0", damage: "1d4-3[piercing]", faces: []int{1}, amounts: []int{0}, types: []string{"piercing"}, rolled: []int{0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			opts := []spec{hp(40)}
			if tt.orc != nil {
				opts = append(opts, tt.orc)
			}
			f := start(t, encounter(
				hero("Fighter", "B2", 20, attacks(weapon("blade", 30, tt.damage, 0))),
				foe("Orc", "C2", 10, opts...),
			))
			faces := []int{15}
			if strings.Contains(tt.name, "petrified") {
				faces = []int{15, 16} // advantage on a petrified target
			}
			dmg := of(f.do("Fighter attack Orc", append(faces, tt.faces...)...), battle.EvDamage)
			if len(dmg) != len(tt.amounts) {
				t.Fatalf("%d damage events, want %d", len(dmg), len(tt.amounts))
			}
			left := 40
			for i, e := range dmg {
				left -= tt.amounts[i]
				if n(e.Amount) != tt.amounts[i] || e.DamageType != tt.types[i] || n(e.Rolled) != tt.rolled[i] || n(e.HP) != left {
					t.Errorf("damage %d: %d of %d %s, %d HP left; want %d of %d %s, %d left", i, n(e.Amount), n(e.Rolled), e.DamageType, n(e.HP), tt.amounts[i], tt.rolled[i], tt.types[i], left)
				}
			}
			if f.c("Orc").HP.Current != left {
				t.Errorf("Orc at %d HP, want %d", f.c("Orc").HP.Current, left)
			}
		})
	}
}

func resist(ts ...string) spec { return func(c *battle.CombatantSpec) { c.Resistances = ts } }
func vuln(ts ...string) spec   { return func(c *battle.CombatantSpec) { c.Vulns = ts } }
func immune(ts ...string) spec { return func(c *battle.CombatantSpec) { c.Immunities = ts } }

// SRD 5.1 "Temporary Hit Points" (seed 001 "Hit Points" lists the hit
// point kinds): damage takes temporary hit points first and the rest
// carries over.
func TestTemporaryHitPointsAbsorbFirst(t *testing.T) {
	f := start(t, encounter(hero("Fighter", "B2", 20), foe("Orc", "C2", 10, func(c *battle.CombatantSpec) { c.TempHP = 5 })))
	e := one(t, f.do("Fighter attack Orc", 15, 4), battle.EvDamage) // 7 damage
	if n(e.Amount) != 7 || n(e.TempHP) != 0 || n(e.HP) != 8 {
		t.Errorf("7 damage on 10 HP + 5 temp: event amount %d, temp %d, HP %d; want 7, 0, 8", n(e.Amount), n(e.TempHP), n(e.HP))
	}
	if h := f.c("Orc").HP; h.Current != 8 || h.Temp != 0 {
		t.Errorf("Orc %v, want 8 HP and no temp", h)
	}
	e = one(t, f.do("dm damage Orc 3"), battle.EvDamage)
	if n(e.HP) != 5 {
		t.Errorf("HP %d after 3 more, want 5", n(e.HP))
	}
}

// Seed 001 "Dropping to 0 Hit Points": "Most DMs have a monster die the
// instant it drops to 0 hit points"; a character falls unconscious ("Falling
// Unconscious"), and the unconscious creature falls prone (seed 000
// "CONDITIONS", Unconscious).
func TestDroppingToZero(t *testing.T) {
	t.Run("a monster dies", func(t *testing.T) {
		f := start(t, encounter(hero("Fighter", "B2", 20, extraAttacks(1)), foe("Orc", "C2", 10, hp(7)), foe("Wolf", "L8", 5)))
		evs := f.do("Fighter attack Orc", 15, 4)
		wantTypes(t, evs, battle.EvAttack, battle.EvDamage, battle.EvDead)
		if evs[2].Target != "Orc" || !f.c("Orc").Dead {
			t.Errorf("dead event %+v", evs[2])
		}
		f.refuse("Fighter attack Orc", battle.CodeCannot) // the dead can't be attacked
	})
	t.Run("a character falls unconscious and prone", func(t *testing.T) {
		f := start(t, encounter(foe("Orc", "C2", 20), hero("Fighter", "B2", 10, hp(5)), hero("Cleric", "L8", 5)))
		evs := f.do("Orc attack Fighter", 15, 3) // 5 damage
		wantTypes(t, evs, battle.EvAttack, battle.EvDamage, battle.EvDown, battle.EvCondition, battle.EvCondition)
		if evs[3].Condition != "unconscious" || yes(evs[3].On) != "true" || evs[4].Condition != "prone" || yes(evs[4].On) != "true" {
			t.Errorf("conditions:\n%s", texts(evs))
		}
		c := f.c("Fighter")
		if c.Dead || c.HP.Current != 0 || c.Conds.String() != "prone, unconscious" {
			t.Errorf("Fighter dead %v, %d HP, %s", c.Dead, c.HP.Current, c.Conds)
		}
	})
	t.Run("death_saves on a monster", func(t *testing.T) {
		f := start(t, encounter(hero("Fighter", "B2", 20), foe("Ogre", "C2", 10, hp(7), deathSaves(true)), foe("Wolf", "L8", 5)))
		evs := f.do("Fighter attack Ogre", 15, 4)
		wantTypes(t, evs, battle.EvAttack, battle.EvDamage, battle.EvDown, battle.EvCondition, battle.EvCondition)
		evs = f.do("Fighter end turn", 12)
		wantTypes(t, evs, battle.EvTurnEnd, battle.EvTurn, battle.EvDeathSave, battle.EvTurnEnd, battle.EvTurn)
		if evs[2].Actor != "Ogre" || n(evs[2].Successes) != 1 {
			t.Errorf("death save %+v", evs[2])
		}
	})
}

// Seed 001 "Death Saving Throws"; seed 000 "HIT POINTS, DYING AND DEATH":
// at the start of each turn at 0 HP, a d20 with no modifier: 10 or higher
// succeeds; a 1 counts as two failures; a 20 regains 1 hit point; three
// successes make the creature stable, three failures kill it.
func TestDeathSavingThrows(t *testing.T) {
	// The Orc acts first and drops the Fighter; the Cleric's "end turn"
	// starts the Fighter's turn, which rolls the save.
	setup := func(t *testing.T, opts ...spec) *fight {
		f := start(t, encounter(
			foe("Orc", "L8", 20, hp(30)),
			hero("Cleric", "L1", 15),
			hero("Fighter", "B2", 10, append([]spec{ability("con", 18), ability("wis", 18)}, opts...)...),
		))
		f.do("dm damage Fighter 20")
		f.do("Orc end turn")
		return f
	}
	save := func(t *testing.T, f *fight, face int) []battle.Event {
		t.Helper()
		evs := f.do("Cleric end turn", face)
		ds := of(evs, battle.EvDeathSave)
		if len(ds) != 1 || ds[0].Actor != "Fighter" || len(ds[0].D20) != 1 || ds[0].D20[0] != face {
			t.Fatalf("want one death save rolling %d:\n%s", face, texts(evs))
		}
		f.do("Orc end turn")
		return evs
	}
	tally := func(t *testing.T, f *fight, s, fl int) {
		t.Helper()
		if d := f.c("Fighter").Dying; d.Successes != s || d.Failures != fl {
			t.Errorf("tally %d successes %d failures, want %d, %d", d.Successes, d.Failures, s, fl)
		}
	}
	t.Run("10 succeeds, 9 fails, no modifier", func(t *testing.T) {
		f := setup(t)
		evs := save(t, f, 10)
		wantTypes(t, evs, battle.EvTurnEnd, battle.EvTurn, battle.EvDeathSave, battle.EvTurnEnd, battle.EvTurn)
		tally(t, f, 1, 0)
		save(t, f, 9)
		tally(t, f, 1, 1)
	})
	t.Run("a natural 1 is two failures", func(t *testing.T) {
		f := setup(t)
		save(t, f, 1)
		tally(t, f, 0, 2)
	})
	t.Run("three successes: stable", func(t *testing.T) {
		f := setup(t)
		save(t, f, 12)
		save(t, f, 15)
		evs := save(t, f, 19)
		one(t, evs, battle.EvStable)
		if e := one(t, evs, battle.EvDeathSave); n(e.Successes) != 3 || !strings.Contains(e.Text, "3 successes") {
			t.Errorf("the third success reads %d successes: %q", n(e.Successes), e.Text)
		}
		c := f.c("Fighter")
		if !c.Dying.Stable || c.HP.Current != 0 || !strings.Contains(c.Conds.String(), "unconscious") {
			t.Errorf("stable %v, %d HP, %s", c.Dying.Stable, c.HP.Current, c.Conds)
		}
		evs = f.do("Cleric end turn") // a stable creature rolls no more
		if len(of(evs, battle.EvDeathSave)) != 0 {
			t.Errorf("a stable creature rolled a death save:\n%s", texts(evs))
		}
	})
	t.Run("three failures: dead", func(t *testing.T) {
		f := setup(t)
		save(t, f, 2)
		save(t, f, 5)
		evs := f.do("Cleric end turn", 9)
		e := one(t, evs, battle.EvDead)
		if e.Target != "Fighter" || !f.c("Fighter").Dead {
			t.Errorf("dead event %+v", e)
		}
	})
	t.Run("a natural 20 regains 1 hit point", func(t *testing.T) {
		f := setup(t)
		save(t, f, 5)
		evs := f.do("Cleric end turn", 20)
		wantTypes(t, evs, battle.EvTurnEnd, battle.EvTurn, battle.EvDeathSave, battle.EvHeal, battle.EvCondition)
		c := f.c("Fighter")
		if c.HP.Current != 1 || c.Dying.Failures != 0 || c.Conds.String() != "prone" {
			t.Errorf("after a 20: %d HP, %d failures, %s; want 1, 0, prone", c.HP.Current, c.Dying.Failures, c.Conds)
		}
		if f.current() != "Fighter" {
			t.Fatalf("%s's turn, want the revived Fighter's", f.current())
		}
		f.do("Fighter stand") // its turn goes on
	})
}

// Seed 001 "Damage at 0 Hit Points"; seed 000 "HIT POINTS, DYING AND
// DEATH": damage at 0 HP is a failed death save, two from a critical hit,
// death if it equals or exceeds the hit point maximum.
func TestDamageAtZeroHitPoints(t *testing.T) {
	setup := func(t *testing.T) *fight {
		f := start(t, encounter(foe("Orc", "C2", 20, hp(30)), hero("Fighter", "B2", 10, hp(12)), hero("Cleric", "L1", 5)))
		f.do("dm damage Fighter 12")
		return f
	}
	t.Run("a hit: one failure", func(t *testing.T) {
		f := setup(t)
		// Unconscious and prone within 5 ft: advantage, and the hit is a crit.
		evs := f.do("Orc attack Fighter", 5, 6) // 6+4 = 10 misses AC 15
		if len(of(evs, battle.EvDeathSave)) != 0 {
			t.Errorf("a miss counted as a failure:\n%s", texts(evs))
		}
		f.do("dm damage Fighter 3")
		if d := f.c("Fighter").Dying; d.Failures != 1 {
			t.Errorf("%d failures after damage, want 1", d.Failures)
		}
	})
	t.Run("a critical hit: two failures", func(t *testing.T) {
		f := setup(t)
		evs := f.do("Orc attack Fighter", 5, 14, 1, 1) // 14+4 = 18 hits; within 5 ft of an unconscious target: crit
		a := one(t, evs, battle.EvAttack)
		if yes(a.Crit) != "true" {
			t.Fatalf("not a crit: %+v", a)
		}
		e := one(t, evs, battle.EvDeathSave)
		if n(e.Failures) != 2 || len(e.D20) != 0 {
			t.Errorf("death save event %+v, want 2 failures and no roll", e)
		}
	})
	t.Run("damage of the maximum kills", func(t *testing.T) {
		f := setup(t)
		evs := f.do("dm damage Fighter 12")
		wantTypes(t, evs, battle.EvDamage, battle.EvDead)
	})
	t.Run("a stable creature starts dying again", func(t *testing.T) {
		f := start(t, encounter(foe("Orc", "L8", 20), hero("Cleric", "C3", 15), hero("Fighter", "B2", 10, hp(12))))
		f.do("dm damage Fighter 12")
		f.do("Orc end turn")
		f.do("Cleric stabilize Fighter", 15)
		evs := f.do("dm damage Fighter 1")
		wantTypes(t, evs, battle.EvDamage, battle.EvDeathSave)
		if c := f.c("Fighter"); c.Dying.Stable || c.Dying.Failures != 1 {
			t.Errorf("after damage: %+v; want dying with 1 failure", c.Dying)
		}
	})
}

// Seed 001 "Instant Death"; seed 000 "Negative maximum h.p.": when damage
// reduces a creature to 0 and the damage left over equals or exceeds its
// hit point maximum, it dies.
func TestMassiveDamage(t *testing.T) {
	tests := []struct {
		damage int
		dead   bool
	}{
		{19, false}, // 9 left over after 0, below the maximum of 10
		{20, true},  // 10 left over
		{25, true},
	}
	for _, tt := range tests {
		f := start(t, encounter(hero("Fighter", "B2", 20, hp(10)), hero("Cleric", "L1", 15), foe("Orc", "C2", 10)))
		evs := f.do("dm damage Fighter " + strconv.Itoa(tt.damage))
		if got := len(of(evs, battle.EvDead)) == 1; got != tt.dead {
			t.Errorf("%d damage on 10 HP: dead %v, want %v\n%s", tt.damage, got, tt.dead, texts(evs))
		}
		if !tt.dead {
			one(t, evs, battle.EvDown)
		}
	}
	t.Run("temporary hit points first", func(t *testing.T) {
		f := start(t, encounter(hero("Fighter", "B2", 20, hp(10), func(c *battle.CombatantSpec) { c.TempHP = 5 }), hero("Cleric", "L1", 15), foe("Orc", "C2", 10)))
		wantTypes(t, f.do("dm damage Fighter 24"), battle.EvDamage, battle.EvDown, battle.EvCondition, battle.EvCondition) // 9 left over
	})
}

// Seed 001 "Healing" and "Falling Unconscious"; seed 000 "MAGICAL HEALING
// OPTIONS": healing counts up from 0 however far the damage went, never
// past the maximum, and wakes an unconscious creature (it stays prone).
func TestHealingFromZero(t *testing.T) {
	f := start(t, encounter(hero("Fighter", "B2", 20, hp(10)), hero("Cleric", "C3", 15), foe("Orc", "L8", 10)))
	f.do("dm damage Fighter 18") // 8 beyond 0
	f.do("Fighter end turn")
	f.do("Cleric end turn")
	f.do("Orc end turn", 3) // one failed death save
	evs := f.do("dm heal Fighter 4")
	wantTypes(t, evs, battle.EvHeal, battle.EvCondition)
	if n(evs[0].HP) != 4 || n(evs[0].Amount) != 4 || evs[1].Condition != "unconscious" || yes(evs[1].On) != "false" {
		t.Errorf("heal:\n%s", texts(evs))
	}
	c := f.c("Fighter")
	if c.HP.Current != 4 || c.Dying.Failures != 0 || c.Conds.String() != "prone" {
		t.Errorf("Fighter %d HP, %d failures, %s; want 4, 0, prone", c.HP.Current, c.Dying.Failures, c.Conds)
	}
	e := one(t, f.do("dm heal Fighter 50"), battle.EvHeal)
	if n(e.HP) != 10 || n(e.Amount) != 6 {
		t.Errorf("overhealing: %d HP, %d regained; want 10, 6", n(e.HP), n(e.Amount))
	}
}

// Seed 001 "Stabilizing a Creature"; seed 000 "ACTIONS" (Stabilizing a
// creature): an action and a DC 10 Wisdom (Medicine) check make a dying
// creature within reach stable.
func TestStabilize(t *testing.T) {
	setup := func(t *testing.T, at string) *fight {
		f := start(t, encounter(
			hero("Cleric", at, 20, skill("medicine", 3)),
			hero("Fighter", "B2", 15),
			foe("Orc", "L8", 10),
		))
		f.do("dm damage Fighter 20")
		return f
	}
	t.Run("success", func(t *testing.T) {
		f := setup(t, "C2")
		evs := f.do("Cleric stabilize Fighter", 7) // 7+3 = 10
		wantTypes(t, evs, battle.EvAction, battle.EvCheck, battle.EvStable)
		c := evs[1]
		if c.Skill != "medicine" || n(c.Total) != 10 || n(c.DC) != 10 || yes(c.Success) != "true" {
			t.Errorf("check %+v", c)
		}
		if !f.c("Fighter").Dying.Stable {
			t.Error("not stable")
		}
		f.refuse("Cleric attack Orc", battle.CodeNoAction) // it took the action
	})
	t.Run("failure", func(t *testing.T) {
		f := setup(t, "C2")
		evs := f.do("Cleric stabilize Fighter", 6) // 9
		wantTypes(t, evs, battle.EvAction, battle.EvCheck)
		if f.c("Fighter").Dying.Stable {
			t.Error("stable after a failed check")
		}
	})
	t.Run("refused", func(t *testing.T) {
		f := setup(t, "E2")
		f.refuse("Cleric stabilize Fighter", battle.CodeOutOfReach) // 15 ft
		f.refuse("Cleric stabilize Orc", battle.CodeCannot)         // not dying
		f.do("Cleric move to C2")
		f.do("Cleric stabilize Fighter", 15)
		f.do("Cleric end turn") // the stable Fighter's turn ends at once
		f.do("Orc end turn")
		f.refuse("Cleric stabilize Fighter", battle.CodeCannot) // already stable
	})
}
