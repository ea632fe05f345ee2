package battle_test

import (
	"slices"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/rules"
)

// A dragon with the Monster Manual red dragon's volcanic gases (SRD 5.1
// has no lairs; the compendium's adult-red-dragon carries it), far from
// the party, and a wall at E3.
func gasesFight(t *testing.T, wizardAt string) *fight {
	t.Helper()
	return start(t, load(t, `
map: {size: 12x8, walls: [E3]}
combatants:
  - {name: Fighter, kind: character, side: party, at: B2, ac: 15, hp: 40, initiative: 10, attacks: [{name: sword, bonus: 5, damage: "1d8+3[slashing]"}]}
  - {name: Cleric, kind: character, side: party, at: F3, ac: 15, hp: 40, initiative: 5}
  - {name: Wizard, kind: character, side: party, at: `+wizardAt+`, ac: 12, hp: 40, initiative: 3}
  - name: Dragon
    side: foes
    at: K2
    ac: 19
    hp: 256
    initiative: 4
    lair:
      actions:
        - {name: tremor, within: 60, ground: true, save: dex 15, condition: prone}
        - name: volcanic gases
          area: sphere 20
          range: 120
          zone: {ends: next count 20, spreads: true, obscures: lightly, save: con 13, conditions: [poisoned, incapacitated]}
`))
}

// Monster Manual, red dragon's lair actions: "A cloud of volcanic gases in
// a 20-foot-radius sphere centered on a point the dragon chooses within
// 120 feet of it. The sphere spreads around corners ... It lasts until
// initiative count 20 on the next round. Each creature that starts its
// turn in the cloud must succeed on a DC 13 Constitution saving throw or
// be poisoned until the end of its turn. While poisoned in this way, a
// creature is incapacitated."
func TestVolcanicGases(t *testing.T) {
	f := gasesFight(t, "J7")
	// Order: Fighter 10, Cleric 5, Dragon 4, Wizard 3; count 20 comes
	// before the Fighter's turn, and the fight waits there for the lair
	// (lair.go): the cloud comes first, then the Fighter starts its turn in
	// it and saves. A 5 fails.
	evs := f.do("Dragon lair volcanic gases at C3")
	wantTypes(t, evs, battle.EvLair, battle.EvZone)
	z := one(t, evs, battle.EvZone)
	if z.Area != "sphere 20 at C3" || z.Zone == nil || z.Zone.DC != 13 || z.Zone.Round != 2 {
		t.Fatalf("zone event %+v %+v", z, z.Zone)
	}
	// Spreads around corners: F3 is 15 ft from C3 straight through the
	// wall at E3, and 18 ft round it: in. The wall itself never is.
	if !slices.Contains(z.Squares, "F3") || slices.Contains(z.Squares, "E3") {
		t.Errorf("squares %v: F3 round the wall's corner, not the wall E3", z.Squares)
	}
	evs = f.do("next turn", 5)
	wantTypes(t, evs, battle.EvTurn, battle.EvSave, battle.EvEffect, battle.EvCondition, battle.EvEffect, battle.EvCondition)
	if s := one(t, evs, battle.EvSave); s.Ability != "con" || n(s.DC) != 13 || yes(s.Success) != "false" {
		t.Errorf("save %+v", s)
	}
	fi := f.c("Fighter")
	if !fi.Conds.Has(rules.Poisoned) || !fi.Conds.Has(rules.Incapacitated) {
		t.Fatalf("the Fighter is poisoned and incapacitated: %v", fi.Conds)
	}
	f.refuse("Fighter attack Dragon", battle.CodeCannot)
	f.do("Fighter move to B3") // incapacitated, it can still move
	// The Cleric's turn starts in the cloud round the corner: a 13 saves.
	evs = f.do("Fighter end turn", 13)
	if fi := f.c("Fighter"); fi.Conds.Has(rules.Poisoned) || fi.Conds.Has(rules.Incapacitated) {
		t.Errorf("poisoned until the end of its turn, and incapacitated while poisoned: %v (%s)", fi.Conds, texts(evs))
	}
	if s := one(t, evs, battle.EvSave); s.Actor != "Cleric" || yes(s.Success) != "true" {
		t.Errorf("the Cleric saves: %+v", s)
	}
	f.do("Cleric end turn")
	// The dragon and the Wizard are outside it: no save.
	f.do("Dragon end turn")
	// Round 2: count 20 comes before the Fighter's turn and the cloud is
	// gone before the lair may act again: no save for the Fighter still in
	// it when its turn starts.
	if len(f.State.Zones) != 1 {
		t.Fatalf("zones %v", f.State.Zones)
	}
	evs = f.do("Wizard end turn")
	wantTypes(t, evs, battle.EvTurnEnd, battle.EvZoneEnd, battle.EvCount20)
	wantTypes(t, f.do("next turn"), battle.EvTurn)
	if len(f.State.Zones) != 0 || f.current() != "Fighter" {
		t.Errorf("zones %v, turn %s", f.State.Zones, f.current())
	}
}

// Monster Manual red dragon's lair: the volcanic gases' "area is lightly
// obscured", and SRD 5.1 "Vision and Light": in a lightly obscured area
// "creatures have disadvantage on Wisdom (Perception) checks that rely on
// sight" (a passive score counts 5 less, "Passive Checks"). Gas is not
// darkness: the dragon's darkvision doesn't see through it. A Rogue
// hidden in the cloud with Stealth 12 stays unseen by a passive
// Perception of 13 - 5, so the dragon shoots it at disadvantage.
func TestVolcanicGasesObscure(t *testing.T) {
	f := start(t, load(t, `
map: {size: 12x8}
combatants:
  - {name: Rogue, kind: character, side: party, at: C3, ac: 15, hp: 40, initiative: 10, skills: {stealth: 2}}
  - name: Dragon
    side: foes
    at: K3
    ac: 19
    hp: 256
    initiative: 4
    skills: {perception: 3}
    senses: {darkvision: 120}
    attacks: [{name: spit, bonus: 5, damage: "1d6[fire]", range: 80/320}]
    lair:
      actions:
        - name: volcanic gases
          area: sphere 20
          range: 120
          zone: {ends: next count 20, spreads: true, obscures: lightly, save: con 13, conditions: [poisoned, incapacitated]}
`))
	f.do("Dragon lair volcanic gases at C3")
	f.do("next turn", 15) // the Rogue's turn starts in the cloud: it saves
	f.do("dm cover Rogue three-quarters")
	f.do("Rogue hide", 10) // Stealth 12
	f.do("dm cover Rogue none")
	f.do("Rogue end turn")
	evs := f.do("Dragon attack Rogue", 3, 5)
	if a := one(t, evs, battle.EvAttack); a.Mode != "disadvantage" {
		t.Errorf("attack mode %q reasons %q: the Dragon's passive 13-5 misses the Rogue's 12 in the gas", a.Mode, a.Reasons)
	}
}
