package battle_test

import (
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/rules"
)

// SRD 5.1 "Aura of Courage" (paladin 10): "you and friendly creatures
// within 10 feet of you can't be frightened while you are conscious."
// Frightful Presence leaves the paladin and the ally beside it out, no
// save; the ally 20 ft off fails and is frightened; when the paladin
// comes to it, its fear ends as its turn starts. Any other fear, a DM's
// ruling too, is not applied within the aura. A 9th-level paladin has
// no such aura.
func TestAuraOfCourage(t *testing.T) {
	f := start(t, load(t, `
combatants:
  - {name: Dragon, side: foes, at: H2, ac: 19, hp: 256, initiative: 20,
     frightful_presence: {save: wis 19},
     attacks: [{name: claw, bonus: 14, damage: "2d6+8[slashing]"}]}
  - {name: Aldric, kind: character, side: party, at: B2, class: paladin, level: 10, initiative: 15,
     abilities: {str: 16, dex: 10, con: 14, int: 8, wis: 10, cha: 14}}
  - {name: Near, kind: character, side: party, at: B4, ac: 12, hp: 20, initiative: 12}
  - {name: Far, kind: character, side: party, at: B6, ac: 12, hp: 20, initiative: 10}
  - {name: Young, kind: character, side: foes2, at: H8, class: paladin, level: 9, initiative: 5,
     abilities: {str: 16, dex: 10, con: 14, int: 8, wis: 10, cha: 14}}
`))
	evs := f.do("Dragon use frightful presence", 5, 5) // Far fails, Young fails
	fp := one(t, evs, battle.EvFrightfulPresence)
	if strings.Join(fp.Caught, ",") != "Far,Young" || strings.Join(fp.Spared, ",") != "Aldric,Near" || !strings.Contains(fp.Text, "Aldric's Aura of Courage") {
		t.Fatalf("frightful presence caught %v spared %v:\n%s", fp.Caught, fp.Spared, texts(evs))
	}
	if !f.c("Far").Conds.Has(rules.Frightened) || !f.c("Young").Conds.Has(rules.Frightened) || f.c("Near").Conds.Has(rules.Frightened) {
		t.Fatalf("who is frightened:\n%s", texts(evs))
	}
	// Any other fear, the DM's included, as a condition immunity would.
	evs = f.do("dm condition Near +frightened")
	if e := one(t, evs, battle.EvImmune); e.Target != "Near" || !strings.Contains(e.Text, "Aldric's Aura of Courage") {
		t.Errorf("the DM's fear: %+v", e)
	}
	f.do("Dragon end turn")
	f.do("Aldric move to C5")
	f.do("Aldric end turn")
	evs = f.do("Near end turn") // Far's turn starts beside Aldric
	if e := one(t, evs, battle.EvEffectEnd); e.Target != "Far" || !strings.Contains(e.Reason, "Aura of Courage") || f.c("Far").Conds.Has(rules.Frightened) {
		t.Fatalf("Far's fear within the aura:\n%s", texts(evs))
	}
	f.do("Far end turn") // no save to repeat
	if !f.c("Young").Conds.Has(rules.Frightened) {
		t.Error("Young, a 9th-level paladin, is no longer frightened")
	}
}

// SRD 5.1 "Improved Divine Smite" (paladin 11): "Whenever you hit a
// creature with a melee weapon, the creature takes an extra 1d8 radiant
// damage", doubled with the weapon's dice on a critical hit, and in
// PreviewAttack's damage; not with a ranged weapon, nor at 10th level.
func TestImprovedDivineSmite(t *testing.T) {
	f := start(t, load(t, `
combatants:
  - {name: Aldric, kind: character, side: party, at: B2, class: paladin, level: 11, initiative: 20, hp: 80,
     abilities: {str: 16, dex: 10, con: 14, int: 8, wis: 10, cha: 14}, weapons: [longsword, javelin]}
  - {name: Young, kind: character, side: party, at: B4, class: paladin, level: 10, initiative: 19, hp: 80,
     abilities: {str: 16, dex: 10, con: 14, int: 8, wis: 10, cha: 14}, weapons: [longsword]}
  - {name: Orc, side: orcs, at: C3, ac: 13, hp: 200, initiative: 1, attacks: [{name: axe, bonus: 5, damage: "1d12+3[slashing]"}]}
`))
	pv, err := f.State.PreviewAttack(0, 2, "longsword")
	if err != nil || pv.Damage.String() != "(1d10+3)[slashing]+1d8[radiant]" {
		t.Errorf("preview %v (%v)", pv.Damage, err)
	}
	evs := f.do("Aldric attack Orc with longsword", 15, 5, 6) // two-handed 1d10+3 = 8, +1d8 radiant = 6
	if got, _ := damageTo(evs, "Orc"); got != 14 {
		t.Fatalf("hit dealt %d, want 14:\n%s", got, texts(evs))
	}
	f.do("Aldric attack Orc with longsword", 20, 1, 2, 3, 4) // crit: 2d10+3 = 6, 2d8 radiant = 7
	if hp := f.c("Orc").HP.Current; hp != 200-14-13 {
		t.Fatalf("Orc HP %d after the crit, want 173", hp)
	}
	f.do("Aldric end turn")
	f.do("Young attack Orc with longsword", 15, 5) // 10th level: 8 alone
	if hp := f.c("Orc").HP.Current; hp != 173-8 {
		t.Fatalf("Orc HP %d after Young, want 165", hp)
	}
	f.do("Young end turn")
	f.do("Orc end turn")
	f.do("Aldric move to A5", 1)                         // the Orc's opportunity attack misses
	f.do("Aldric attack Orc with thrown javelin", 15, 4) // thrown from 10 ft, a ranged attack: 1d6+3 alone
	if hp := f.c("Orc").HP.Current; hp != 165-7 {
		t.Fatalf("Orc HP %d after the javelin, want 158", hp)
	}
}
