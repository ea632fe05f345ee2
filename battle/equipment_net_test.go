package battle_test

import (
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/rules"
)

// netFight is a gladiator with a net and a shortsword (Dex 14: +4 to hit
// with either) facing two orcs, Orc 1 beside it.
func netFight(t *testing.T, foes string) *fight {
	return start(t, load(t, `
map: {size: 12x8}
combatants:
  - {name: Gladiator, kind: character, side: party, at: B2, hp: 30, initiative: 20,
     abilities: {dex: 14}, extra_attacks: 1, weapons: [net, shortsword]}
`+foes))
}

// SRD 5.1 Net: "A Large or smaller creature hit by a net is restrained
// until it is freed ... A creature can use its action to make a DC 10
// Strength check, freeing itself or another creature within its reach on
// a success ... When you use an action ... to attack with a net, you can
// make only one attack regardless of the number of attacks you could
// normally make." Seed 000 line 357: "Net: special (thrown [range 5/15])".
func TestNetRestrains(t *testing.T) {
	f := netFight(t, `
  - {name: Orc 1, side: foes, at: C2, ac: 12, hp: 15, initiative: 15, attacks: [{name: club, bonus: 4, damage: "1d6+2[bludgeoning]"}]}
  - {name: Orc 2, side: foes, at: E2, ac: 12, hp: 15, initiative: 10, attacks: [{name: club, bonus: 4, damage: "1d6+2[bludgeoning]"}]}
`)
	// A ranged attack with Orc 1 beside it: disadvantage, 15 and 12, the
	// lower 12 +4 = 16 hits AC 12. No damage dice: the net deals none.
	evs := f.do("Gladiator attack Orc 1 with net", 15, 12)
	at := one(t, evs, battle.EvAttack)
	if at.Mode != "disadvantage" || n(at.Total) != 16 || yes(at.Hit) != "true" {
		t.Fatalf("net attack %+v\n%s", outcome(at), texts(evs))
	}
	ef := one(t, evs, battle.EvEffect).Effect
	if ef.Condition != "restrained" || ef.Escape != "str" || ef.EscapeDC != 10 || !ef.Aid {
		t.Fatalf("net effect %+v", ef)
	}
	if oc := f.c("Orc 1"); !oc.Conds.Has(rules.Restrained) || oc.HP.Current != 15 {
		t.Fatalf("Orc 1: %s, HP %d", oc.Conds, oc.HP.Current)
	}
	// Only one attack: Extra Attack gives no second after the net.
	f.refuse("Gladiator attack Orc 1 with shortsword", battle.CodeNoAction)
	f.do("Gladiator end turn")

	evs = f.do("Orc 1 break free", 9) // Str 10: 9 < 10, still restrained
	if c := one(t, evs, battle.EvCheck); n(c.DC) != 10 || yes(c.Success) != "false" {
		t.Errorf("check %+v", c)
	}
	f.do("Orc 1 end turn")

	// Orc 2 frees it: within its reach only, and with its action.
	f.refuse("Orc 2 break free Orc 1", battle.CodeOutOfReach) // 10 ft away, reach 5
	f.refuse("Orc 2 break free Gladiator", battle.CodeCannot) // nothing holds the gladiator
	f.refuse("Orc 2 break free Nobody", battle.CodeUnknownName)
	f.do("Orc 2 move to D3")
	evs = f.do("Orc 2 break free Orc 1", 10)
	wantTypes(t, evs, battle.EvAction, battle.EvCheck, battle.EvEffectEnd, battle.EvCondition)
	if f.c("Orc 1").Conds.Has(rules.Restrained) || len(f.State.Effects) != 0 {
		t.Errorf("Orc 1 still restrained:\n%s", texts(evs))
	}
	f.refuse("Orc 2 attack Gladiator", battle.CodeNoAction) // freeing took its action
}

// SRD 5.1 Net: "only one attack": a net after another attack of the same
// Attack action is refused.
func TestNetAfterAnotherAttack(t *testing.T) {
	f := netFight(t, `
  - {name: Orc 1, side: foes, at: C2, ac: 12, hp: 15, initiative: 15}
`)
	f.do("Gladiator attack Orc 1 with shortsword", 10, 3) // 14 hits; 1d6 3 +2 = 5
	re := f.refuse("Gladiator attack Orc 1 with net", battle.CodeNoAction)
	if !strings.Contains(re.Error(), "only attack") {
		t.Errorf("refusal %v", re)
	}
	f.do("Gladiator attack Orc 1 with shortsword", 10, 3)
}

// SRD 5.1 Net: "A net has no effect on ... creatures that are Huge or
// larger": the hit leaves no effect, an immune event says why.
func TestNetHugeUnaffected(t *testing.T) {
	f := netFight(t, `
  - {name: Giant, side: foes, at: C2, size: huge, ac: 12, hp: 50, initiative: 15}
`)
	evs := f.do("Gladiator attack Giant with net", 15, 12)
	im := one(t, evs, battle.EvImmune)
	if im.Condition != "restrained" || !strings.Contains(im.Text, "no effect") {
		t.Errorf("immune %+v", im)
	}
	if f.c("Giant").Conds.Has(rules.Restrained) || len(f.State.Effects) != 0 {
		t.Errorf("the Huge giant is restrained")
	}
}

// A creature restrained by a web frees only itself: the giant spider's
// web says "the restrained target can make a DC 12 Strength check"
// (SRD 5.1 Giant Spider), unlike the net.
func TestWebNotFreedByOthers(t *testing.T) {
	f := start(t, load(t, fighterVs(`
  - {template: giant-spider, side: foes, at: F2, initiative: 20}
  - {name: Squire, kind: character, side: party, at: B3, ac: 12, hp: 10, initiative: 5}
`)))
	f.do("Giant Spider attack Fighter with web", 15)
	f.do("Giant Spider end turn")
	f.do("Fighter end turn")
	f.refuse("Squire break free Fighter", battle.CodeCannot)
}
