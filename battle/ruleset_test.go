package battle_test

import (
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// The 5e-2024 ruleset's scenarios: each cites seed 002 (the 2024 revision,
// 002_1112e67bf83bb532.txt) and its section.

// r2024 sets an encounter's ruleset to 5e-2024.
func r2024(enc *battle.Encounter) *battle.Encounter { enc.Ruleset = "5e-2024"; return enc }

func exhaustion(n int) spec { return func(c *battle.CombatantSpec) { c.Exhaustion = n } }

// Seed 002 "Actions" lists Influence, Study and Utilize, which the SRD 5.1
// has not: a 2014 fight refuses them by the ruleset's name, a 2024 fight
// plays them.
func TestRulesetVerbs(t *testing.T) {
	f := start(t, encounter(hero("Bard", "B2", 20, skill("persuasion", 4)), foe("Orc", "C2", 10)))
	for _, line := range []string{"Bard influence Orc dc 15", "Bard study Orc dc 10", "Bard utilize rope"} {
		if err := f.refuse(line, battle.CodeRuleset); !strings.Contains(err.Error(), "5e-2024") {
			t.Errorf("%q: %v, want the ruleset named", line, err)
		}
	}
	if err := f.refuse("Bard help against Orc", battle.CodeRuleset); !strings.Contains(err.Error(), "names the ally") {
		t.Errorf("2014 help against: %v", err)
	}
	g := start(t, r2024(encounter(hero("Bard", "B2", 20), foe("Orc", "C2", 10))))
	evs := g.do("Bard utilize rope")
	if a := evs[0]; a.Action != "use" || a.With != "rope" {
		t.Errorf("utilize: %+v", a)
	}
}

// Seed 002 "Actions", Influence: "Try to sway a creature's attitude with a
// Charisma or Wisdom check"; Study: "Recall or analyse with an
// Intelligence check". The DM sets the DC; the check takes the action.
func TestInfluenceAndStudy2024(t *testing.T) {
	f := start(t, r2024(encounter(
		hero("Bard", "B2", 20, skill("persuasion", 4), skill("animal-handling", 2), ability("int", 14)),
		foe("Orc", "C2", 10))))
	f.refuse("Bard influence Orc dc 15 with arcana", battle.CodeSyntax)
	evs := f.do("Bard influence Orc dc 15", 11) // 11+4 = 15
	wantTypes(t, evs, battle.EvAction, battle.EvCheck)
	if c := evs[1]; c.Ability != "cha" || c.Skill != "persuasion" || n(c.Total) != 15 || n(c.DC) != 15 || yes(c.Success) != "true" {
		t.Errorf("influence check %+v", c)
	}
	f.refuse("Bard study Orc dc 10", battle.CodeNoAction) // the action is spent
	f.do("Bard end turn")
	f.do("Orc end turn")
	evs = f.do("Bard influence Orc dc 12 with animal-handling", 9) // Wisdom: 9+2 = 11
	if c := evs[1]; c.Ability != "wis" || n(c.Total) != 11 || yes(c.Success) != "false" {
		t.Errorf("animal handling %+v", c)
	}
	f.do("Bard end turn")
	f.do("Orc end turn")
	evs = f.do("Bard study dc 12", 10) // Intelligence (Investigation) with no skill: 10+2
	if c := evs[1]; c.Ability != "int" || c.Skill != "investigation" || n(c.Total) != 12 || yes(c.Success) != "true" {
		t.Errorf("study %+v", c)
	}
	f.refuse("Orc study dc", battle.CodeSyntax)
}

// Seed 002 "Actions", Hide: "make a DC 15 Dexterity (Stealth) check. On a
// success you're Invisible while hidden, and your total is the DC to find
// you." A 14 fails and leaves the rogue unhidden, its action spent; under
// the SRD 5.1 the same 14 hides it (TestHide). The rogue stands in
// darkness the Orc can't see into: heavily obscured and out of its sight
// (TestHide2024Precondition).
func TestHide2024(t *testing.T) {
	setup := func(t *testing.T) *fight {
		enc := r2024(encounter(
			hero("Rogue", "B2", 20, skill("stealth", 5)),
			foe("Orc", "C2", 10, hp(40))))
		enc.Map.Dark = []string{"B2"}
		return start(t, enc)
	}
	t.Run("below DC 15", func(t *testing.T) {
		f := setup(t)
		evs := f.do("Rogue hide", 9) // 14
		wantTypes(t, evs, battle.EvAction, battle.EvCheck, battle.EvAction)
		if c := evs[1]; n(c.DC) != 15 || yes(c.Success) != "false" {
			t.Errorf("check %+v", c)
		}
		if f.c("Rogue").Hidden != 0 {
			t.Error("hidden on a 14")
		}
		f.refuse("Rogue attack Orc", battle.CodeNoAction)
	})
	t.Run("DC 15 met", func(t *testing.T) {
		f := setup(t)
		evs := f.do("Rogue hide", 12) // 17
		wantTypes(t, evs, battle.EvAction, battle.EvCheck, battle.EvHidden, battle.EvEffect, battle.EvCondition)
		if f.c("Rogue").Hidden != 17 || !strings.Contains(evs[2].Text, "invisible while hidden") {
			t.Errorf("hidden %d: %s", f.c("Rogue").Hidden, evs[2].Text)
		}
	})
}

// Seed 002 "Actions", Help: "distract an enemy within 5 feet so an ally's
// next attack against it has Advantage" — any ally's, the helper naming
// none; "Give an ally Advantage on their next check with one of your
// skills" — that skill's check only.
func TestHelp2024(t *testing.T) {
	enc := func() *battle.Encounter {
		return r2024(encounter(
			hero("Fighter", "B2", 20, skill("athletics", 5)),
			hero("Rogue", "C3", 15, skill("stealth", 5)),
			foe("Orc", "C2", 10, hp(40)),
			foe("Goblin", "H8", 5),
		))
	}
	t.Run("distract", func(t *testing.T) {
		f := start(t, enc())
		f.refuse("Fighter help against Goblin", battle.CodeOutOfReach)
		f.do("Fighter help against Orc")
		f.do("Fighter end turn")
		evs := f.do("Rogue attack Orc", 3, 11, 4) // advantage: 11+5 = 16 hits AC 12
		a := of(evs, battle.EvAttack)[0]
		if a.Mode != "advantage" || len(a.D20) != 2 {
			t.Errorf("attack %+v, want advantage from the Fighter's Help", a)
		}
		f.do("Rogue end turn")
		f.do("Orc end turn")
		f.do("Goblin end turn")
		f.do("Fighter end turn")
		evs = f.do("Rogue attack Orc", 11, 4) // the Help was used, and ran out
		if a := of(evs, battle.EvAttack)[0]; len(a.D20) != 1 {
			t.Errorf("second attack %+v, want a plain roll", a)
		}
	})
	t.Run("a skill", func(t *testing.T) {
		f := start(t, enc())
		f.refuse("Fighter help Rogue", battle.CodeSyntax)
		f.refuse("Fighter help Rogue with arcana", battle.CodeCannot)
		f.do("Fighter help Rogue with athletics")
		f.do("Fighter end turn")
		// A grapple: the Rogue's Athletics has advantage, the Orc's does not.
		evs := f.do("Rogue grapple Orc", 2, 14, 10)
		checks := of(evs, battle.EvCheck)
		if checks[0].Mode != "advantage" || checks[1].Mode != "normal" {
			t.Errorf("checks %+v", checks)
		}
	})
}

// Seed 002 "Dropping to 0 Hit Points": "An ally can stabilise you with the
// Help action and a DC 10 Wisdom (Medicine) check."
func TestHelpStabilizes2024(t *testing.T) {
	f := start(t, r2024(encounter(
		hero("Cleric", "C2", 20, skill("medicine", 3)),
		hero("Fighter", "B2", 15),
		foe("Orc", "L8", 10))))
	f.do("dm damage Fighter 20")
	evs := f.do("Cleric help Fighter", 7) // 7+3 = 10
	wantTypes(t, evs, battle.EvAction, battle.EvCheck, battle.EvStable)
	if !strings.Contains(evs[0].Text, "Help action") || !f.c("Fighter").Dying.Stable {
		t.Errorf("%s; stable %v", texts(evs), f.c("Fighter").Dying.Stable)
	}
	// Under the SRD 5.1, Help on the dying ally only helps its next check.
	g := start(t, encounter(hero("Cleric", "C2", 20, skill("medicine", 3)), hero("Fighter", "B2", 15), foe("Orc", "L8", 10)))
	g.do("dm damage Fighter 20")
	wantTypes(t, g.do("Cleric help Fighter"), battle.EvAction)
}

// Seed 002 "Dropping to 0 Hit Points": the death saves themselves are the
// SRD's — 10 or more succeeds, a 1 is two failures, damage at 0 is one
// failure, a 20 brings back 1 hit point — and play the same under 2024.
func TestDeathSaves2024(t *testing.T) {
	f := start(t, r2024(encounter(hero("Fighter", "B2", 20), hero("Cleric", "L8", 1), foe("Orc", "C2", 10))))
	f.do("dm damage Fighter 20")
	f.do("Fighter end turn")
	f.do("Orc end turn")
	evs := f.do("Cleric end turn", 1) // the Fighter's death save: a 1 is two failures; its turn ends at once
	if d := f.c("Fighter").Dying; d.Failures != 2 {
		t.Fatalf("failures %d after a 1:\n%s", d.Failures, texts(evs))
	}
	// A hit from within 5 ft on the unconscious is a critical hit (seed 002,
	// "Unconscious"): two more failures.
	evs = f.do("Orc attack Fighter", 11, 11, 1, 1) // advantage on the unconscious
	if len(of(evs, battle.EvDead)) != 1 || !f.c("Fighter").Dead {
		t.Errorf("not dead:\n%s", texts(evs))
	}
}

// Seed 002 "Exhaustion": "Each level gives -2 to d20 Tests and -5 feet of
// Speed". Level 2: the attack roll is at -4 (a 10 with +5 misses AC 12,
// where the SRD 5.1's level 2 takes nothing off it), the check too, and
// the speed is 20 ft, not the SRD's halved 15.
func TestExhaustion2024(t *testing.T) {
	f := start(t, r2024(encounter(hero("Fighter", "B2", 20, exhaustion(2), skill("athletics", 5)), foe("Orc", "C2", 10, hp(40)))))
	evs := f.do("Fighter attack Orc", 10)
	a := of(evs, battle.EvAttack)[0]
	if n(a.Total) != 11 || yes(a.Hit) != "false" || !strings.Contains(a.Text, "exhaustion 2 -4") {
		t.Errorf("attack %+v", a)
	}
	if c := f.c("Fighter"); c.Conds.Speed(c.Speed) != 20 {
		t.Errorf("speed %d, want 20", c.Conds.Speed(c.Speed))
	}
	g := start(t, r2024(encounter(hero("Fighter", "B2", 20, exhaustion(2)), foe("Orc", "L8", 10))))
	g.refuse("Fighter move to B7", battle.CodeMovement) // 25 ft
	g.do("Fighter move to B6")                          // 20 ft
}

// Seed 002 "Invisible": "Advantage on Initiative"; "Incapacitated":
// "Disadvantage on Initiative". Under the SRD 5.1 both roll one d20.
func TestInitiative2024(t *testing.T) {
	f := start(t, r2024(encounter(
		hero("Rogue", "B2", 20, noInit(), conds("invisible")),
		hero("Fighter", "B3", 20, noInit(), conds("stunned")),
		foe("Orc", "H2", 10))), 4, 16, 15, 3)
	inits := of(f.Log, battle.EvInitiative)
	if r := inits[0]; r.Mode != "advantage" || n(r.Total) != 16 {
		t.Errorf("invisible rogue: %+v", r)
	}
	if r := inits[1]; r.Mode != "disadvantage" || n(r.Total) != 3 {
		t.Errorf("stunned fighter: %+v", r)
	}
	start(t, encounter(
		hero("Rogue", "B2", 20, noInit(), conds("invisible")),
		hero("Fighter", "B3", 20, noInit(), conds("stunned")),
		foe("Orc", "H2", 10)), 4, 15)
}

// Seed 002 "Grappled": "Disadvantage on attacks against anyone but the
// grappler".
func TestGrappled2024(t *testing.T) {
	f := start(t, r2024(encounter(
		hero("Fighter", "B2", 10, extraAttacks(1)),
		foe("Orc", "C2", 20, hp(40), skill("athletics", 5)),
		foe("Goblin", "B3", 5, hp(40)))))
	f.do("Orc grapple Fighter", 10, 5) // 15 against 5
	f.do("Orc end turn")
	a := of(f.do("Fighter attack Goblin", 3, 12), battle.EvAttack)[0]
	if a.Mode != "disadvantage" || !strings.Contains(strings.Join(a.Reasons, ";"), "not its grappler") {
		t.Errorf("attack on the goblin %+v", a)
	}
	if a := of(f.do("Fighter attack Orc", 12, 1), battle.EvAttack)[0]; len(a.D20) != 1 {
		t.Errorf("attack on the grappler %+v", a)
	}
}

// Seed 002 "Stunned": "Incapacitated; fails Strength and Dexterity saves;
// attacks against it have Advantage" — no Speed 0, and the 2024
// Incapacitated takes actions, not movement: a stunned creature may move.
func TestStunnedMoves2024(t *testing.T) {
	f := start(t, r2024(encounter(hero("Fighter", "B2", 20, conds("stunned")), foe("Orc", "H2", 10))))
	f.refuse("Fighter attack Orc", battle.CodeCannot)
	f.do("Fighter move to D2")
}

// docs/encounters.md, `ruleset`: 5e-2024 loads and plays; the state says
// which ruleset it plays and its creatures' conditions are read by it.
func TestLoadRuleset2024(t *testing.T) {
	enc := load(t, `ruleset: 5E-2024
combatants:
  - {name: Fighter, kind: character, side: party, at: A1, ac: 15, hp: 20, initiative: 20, exhaustion: 1}
  - {name: Orc, side: orcs, at: H2, ac: 13, hp: 15, initiative: 10}
`)
	f := start(t, enc)
	if f.State.Ruleset != "5e-2024" || f.State.Rules().ID != "5e-2024" {
		t.Errorf("ruleset %q, %q", f.State.Ruleset, f.State.Rules().ID)
	}
	if c := f.c("Fighter"); c.Conds.D20Penalty() != -2 || c.Conds.Speed(30) != 25 {
		t.Errorf("exhaustion 1 read as %d and %d ft", c.Conds.D20Penalty(), c.Conds.Speed(30))
	}
}
