package battle_test

import (
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// SRD 5.1 Wight, Life Drain: "Hit: 5 (1d6 + 2) necrotic damage. The target
// must succeed on a DC 13 Constitution saving throw or its hit point
// maximum is reduced by an amount equal to the damage taken ... The target
// dies if this effect reduces its hit point maximum to 0", and its
// Multiattack: "It can use its Life Drain in place of one longsword
// attack."
func TestWightLifeDrain(t *testing.T) {
	f := start(t, load(t, fighterVs(`
  - {template: wight, side: foes, at: C2, initiative: 20}
`)))
	evs := f.do("Wight attack Fighter with life drain", 15, 4, 5) // 6 necrotic; Con save 5 fails
	wantTypes(t, evs, battle.EvAttack, battle.EvDamage, battle.EvSave, battle.EvTrait)
	if d := evs[3]; d.Target != "Fighter" || d.With != "reduce max hp" || n(d.Amount) != 6 {
		t.Errorf("drain %+v", d)
	}
	if hp := f.c("Fighter").HP; hp.Max != 34 || hp.Current != 34 {
		t.Errorf("Fighter HP %+v", hp)
	}
	f.do("Wight attack Fighter with longsword", 2) // the other attack of its Multiattack
	re := f.refuse("Wight attack Fighter with life drain", battle.CodeNoAction)
	if !strings.Contains(re.Msg, "all 2 attacks") {
		t.Errorf("refusal: %s", re.Msg)
	}
	f.do("Wight end turn")
	f.do("Fighter end turn")
	f.do("Wight attack Fighter with life drain", 15, 4, 13) // saved: the maximum stays
	if hp := f.c("Fighter").HP; hp.Max != 34 || hp.Current != 28 {
		t.Errorf("after a save: %+v", hp)
	}
	re = f.refuse("Wight attack Fighter with life drain", battle.CodeCannot) // one swap an action
	if !strings.Contains(re.Msg, "only one longsword") {
		t.Errorf("refusal: %s", re.Msg)
	}
}

// "The target dies if this effect reduces its hit point maximum to 0":
// the Squire's maximum of 6, and 6 necrotic damage.
func TestWightLifeDrainKills(t *testing.T) {
	f := start(t, load(t, fighterVs(`
  - {template: wight, side: foes, at: C2, initiative: 20}
  - {name: Squire, kind: character, side: party, at: C3, ac: 10, hp: 6, initiative: 5}
`)))
	evs := f.do("Wight attack Squire with life drain", 15, 4, 5)
	wantTypes(t, evs, battle.EvAttack, battle.EvDamage, battle.EvDown, battle.EvCondition, battle.EvCondition,
		battle.EvSave, battle.EvTrait, battle.EvDead)
	if sq := f.c("Squire"); !sq.Dead || sq.HP.Max != 0 {
		t.Errorf("Squire %+v dead %v", sq.HP, sq.Dead)
	}
}
