package battle_test

import (
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// SRD 5.1 "Unarmored Movement" (monk: +10 ft at 2nd level, +15 at 6th,
// without armor or shield) and "Fast Movement" (barbarian: +10 ft from
// 5th level, not in heavy armor), added to the walking speed of 30.
func TestClassSpeeds(t *testing.T) {
	for _, c := range []struct {
		name string
		spec battle.CombatantSpec
		want int
	}{
		{"monk 1", hero("M", "B2", 20, class("monk", 1)), 30},
		{"monk 2", hero("M", "B2", 20, class("monk", 2)), 40},
		{"monk 6", hero("M", "B2", 20, class("monk", 6)), 45},
		{"monk 6 in leather", hero("M", "B2", 20, class("monk", 6), gear("leather", false)), 30},
		{"monk 6 with a shield", hero("M", "B2", 20, class("monk", 6), gear("", true)), 30},
		{"barbarian 4", hero("B", "B2", 20, class("barbarian", 4)), 30},
		{"barbarian 5", hero("B", "B2", 20, class("barbarian", 5)), 40},
		{"barbarian 5 in chain shirt", hero("B", "B2", 20, class("barbarian", 5), gear("chain-shirt", false)), 40},
		{"barbarian 5 in plate", hero("B", "B2", 20, class("barbarian", 5), ability("str", 16), gear("plate", false)), 30},
	} {
		if got := built(t, c.spec).Speed; got != c.want {
			t.Errorf("%s: speed %d, want %d", c.name, got, c.want)
		}
	}
	// The speed is played: a 2nd-level monk moves 40 ft in one turn.
	f := start(t, encounter(hero("Monk", "B2", 20, class("monk", 2)), foe("Orc", "B8", 10)))
	f.do("Monk move to J2")
	f.refuse("Monk move to K2", battle.CodeMovement)
}

// SRD 5.1 "Aura of Protection": a 6th-level paladin with Cha 16 and each
// friendly creature within 10 ft of it add +3 to their saving throws while
// the paladin is conscious. A DC 15 Dexterity save rolled 12 succeeds for
// the paladin and its neighbour, not for the orc beside them (no friend)
// nor for the ally 35 ft away, nor once the paladin is unconscious.
func TestAuraOfProtection(t *testing.T) {
	f := start(t, encounter(
		hero("Paladin", "B2", 20, class("paladin", 6), ability("cha", 16)),
		hero("Fighter", "C2", 19),
		hero("Far", "I2", 18),
		foe("Orc", "D2", 10, hp(30)),
	))
	evs := f.do("dm area sphere 5 at C2 save dex 15 damage 1[fire]", 12, 12, 12)
	want := map[string]bool{"Paladin": true, "Fighter": true, "Orc": false}
	for _, e := range of(evs, battle.EvSave) {
		if w, ok := want[e.Actor]; !ok || yes(e.Success) != map[bool]string{true: "true", false: "false"}[w] {
			t.Errorf("%s's save: %s", e.Actor, e.Text)
		}
		if e.Actor == "Fighter" && !strings.Contains(e.Text, "aura of protection +3") {
			t.Errorf("the save does not say why: %s", e.Text)
		}
	}
	if got := len(of(evs, battle.EvSave)); got != 3 {
		t.Fatalf("%d saves, want 3:\n%s", got, texts(evs))
	}
	if e := one(t, f.do("dm area sphere 5 at I2 save dex 15 damage 1[fire]", 12), battle.EvSave); yes(e.Success) != "false" {
		t.Errorf("35 ft from the paladin: %s", e.Text)
	}
	f.do("dm condition Paladin +unconscious")
	evs = f.do("dm area sphere 5 at C2 save dex 15 damage 1[fire]", 12, 12)
	for _, e := range of(evs, battle.EvSave) {
		if e.Actor == "Fighter" && yes(e.Success) != "false" {
			t.Errorf("an unconscious paladin's aura still helps: %s", e.Text)
		}
	}
}
