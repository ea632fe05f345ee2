package battle_test

import (
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/rules"
)

// SRD 5.1 Giant Spider, Web: "Hit: The target is restrained by webbing.
// As an action, the restrained target can make a DC 12 Strength check,
// bursting the webbing on a success." The check is a plain Strength check
// (the Fighter's Str 10: +0) against the DC the hit left on the effect;
// 11 fails, 12 bursts it.
func TestGiantSpiderWebBreakFree(t *testing.T) {
	f := start(t, load(t, fighterVs(`
  - {template: giant-spider, side: foes, at: F2, initiative: 20}
`)))
	f.refuse("Fighter break free", battle.CodeNotYourTurn)
	evs := f.do("Giant Spider attack Fighter with web", 15) // 15+5 hits AC 15; no damage dice
	ef := one(t, evs, battle.EvEffect).Effect
	if ef.Condition != "restrained" || ef.Escape != "str" || ef.EscapeDC != 12 || !strings.Contains(one(t, evs, battle.EvEffect).Text, "DC 12 Strength check") {
		t.Fatalf("web effect %+v", ef)
	}
	f.do("Giant Spider end turn")
	evs = f.do("Fighter break free", 11) // 11 < 12: still restrained
	c := one(t, evs, battle.EvCheck)
	if c.Ability != "str" || n(c.DC) != 12 || yes(c.Success) != "false" || !strings.Contains(c.Text, "Strength check") {
		t.Errorf("check %+v", c)
	}
	if !f.c("Fighter").Conds.Has(rules.Restrained) {
		t.Fatalf("a failed check burst the web")
	}
	f.refuse("Fighter break free", battle.CodeNoAction) // it took its action
	f.do("Fighter end turn", 1)                         // the web's recharge d6: 1
	f.do("Giant Spider end turn")
	evs = f.do("Fighter escape", 12) // no grapple holds it: escape is the web's check too
	wantTypes(t, evs, battle.EvAction, battle.EvCheck, battle.EvEffectEnd, battle.EvCondition)
	if f.c("Fighter").Conds.Has(rules.Restrained) || len(f.State.Effects) != 0 {
		t.Errorf("still restrained:\n%s", texts(evs))
	}
	f.refuse("Fighter break free", battle.CodeCannot) // nothing holds it now
}

// SRD 5.1 Giant Spider, Bite: "If the poison damage reduces the target to
// 0 hit points, the target is stable but poisoned for 1 hour, even after
// regaining hit points, and is paralyzed while poisoned in this way."
func TestGiantSpiderPoisonAtZero(t *testing.T) {
	f := start(t, load(t, fighterVs(`
  - {template: giant-spider, side: foes, at: C2, initiative: 20}
  - {name: Cleric, side: party, at: L8, ac: 10, hp: 10, initiative: 5}
`)))
	f.do("dm hp Fighter 10")
	// Hit: 1d8+3 = 7 piercing (3 left); Con save 2 fails; 2d8 = 14 poison: 0 HP.
	evs := f.do("Giant Spider attack Fighter with bite", 15, 4, 2, 6, 8)
	fc := f.c("Fighter")
	if fc.HP.Current != 0 || fc.Dead || !fc.Dying.Stable {
		t.Fatalf("Fighter: HP %d dead %v dying %+v\n%s", fc.HP.Current, fc.Dead, fc.Dying, texts(evs))
	}
	for _, cond := range []rules.Condition{rules.Unconscious, rules.Poisoned, rules.Paralyzed} {
		if !fc.Conds.Has(cond) {
			t.Errorf("not %s:\n%s", cond, texts(evs))
		}
	}
	efs := f.State.Effects
	if len(efs) != 2 || efs[0].Condition != "poisoned" || efs[0].Round != 1+600 || efs[0].Tied != 0 ||
		efs[1].Condition != "paralyzed" || efs[1].Tied != efs[0].ID {
		t.Fatalf("effects %+v", efs)
	}
	// Even after regaining hit points: conscious, still poisoned and paralyzed.
	f.do("dm heal Fighter 5")
	if fc := f.c("Fighter"); fc.Conds.Has(rules.Unconscious) || !fc.Conds.Has(rules.Poisoned) || !fc.Conds.Has(rules.Paralyzed) {
		t.Errorf("after healing: %s", fc.Conds)
	}
	// Paralyzed only while poisoned in this way.
	evs = f.do("dm condition Fighter -poisoned")
	if fc := f.c("Fighter"); fc.Conds.Has(rules.Paralyzed) || len(f.State.Effects) != 0 {
		t.Errorf("the poison ended, the paralysis did not:\n%s", texts(evs))
	}
}

// The poison that does not drop its target to 0 hit points leaves no
// lasting poison: the ordinary bite (TestGiantSpiderPoison) stays as it was.
func TestGiantSpiderPoisonAboveZero(t *testing.T) {
	f := start(t, load(t, fighterVs(`
  - {template: giant-spider, side: foes, at: C2, initiative: 20}
`)))
	f.do("Giant Spider attack Fighter with bite", 15, 4, 2, 6, 8) // 7 + 14: 19 HP left
	if fc := f.c("Fighter"); fc.HP.Current != 19 || fc.Conds.Has(rules.Poisoned) || len(f.State.Effects) != 0 {
		t.Errorf("Fighter HP %d, %s, effects %+v", fc.HP.Current, fc.Conds, f.State.Effects)
	}
}
