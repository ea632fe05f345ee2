package battle_test

import (
	"slices"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// SRD 5.1 Rogue "Uncanny Dodge": "Starting at 5th level, when an attacker
// that you can see hits you with an attack, you can use your reaction to
// halve the attack's damage against you." Asked after the damage roll; it
// spends the reaction, so the second hit of the turn deals its full
// damage; a 4th-level rogue, or one that can't see the attacker, is not
// asked.
func TestUncannyDodge(t *testing.T) {
	f := start(t, encounter(
		foe("Orc", "D2", 20, extraAttacks(2)),
		hero("Rogue", "C2", 10, class("rogue", 5), hp(40)),
		hero("Young", "E2", 9, class("rogue", 4), hp(40)),
		hero("Blind", "D3", 8, class("rogue", 5), hp(40), conds("blinded")),
	))
	var asked []string
	f.React = func(s *battle.State, r, trig int, kind string) bool {
		asked = append(asked, s.Combatants[r].Name+" "+kind)
		if kind == battle.ReactUncannyDodge && s.OfferedDamage() != 7 {
			t.Errorf("offered damage %d, want 7", s.OfferedDamage())
		}
		return true
	}
	evs := f.do("Orc attack Rogue", 15, 5) // 1d6+2 = 7, halved: 3
	u := one(t, evs, battle.EvFeature)
	if u.With != battle.FeatUncannyDodge || u.Actor != "Rogue" || u.Target != "Orc" || yes(u.Reaction) != "true" {
		t.Fatalf("uncanny dodge %+v\n%s", u, texts(evs))
	}
	if r := f.c("Rogue"); r.HP.Current != 40-3 || r.Reaction {
		t.Fatalf("Rogue HP %d (want 37), reaction %v:\n%s", r.HP.Current, r.Reaction, texts(evs))
	}
	evs = f.do("Orc attack Rogue", 15, 5) // no reaction left: the full 7
	wantTypes(t, evs, battle.EvAttack, battle.EvDamage)
	if r := f.c("Rogue"); r.HP.Current != 37-7 {
		t.Fatalf("Rogue HP %d, want 30", r.HP.Current)
	}
	f.do("Orc attack Young", 15, 5) // level 4: no Uncanny Dodge
	if r := f.c("Young"); r.HP.Current != 40-7 {
		t.Fatalf("Young HP %d, want 33", r.HP.Current)
	}
	if want := []string{"Rogue uncanny dodge"}; !slices.Equal(asked, want) {
		t.Errorf("asked %q, want %q", asked, want)
	}
	f.do("Orc end turn")
	f.do("Rogue end turn")
	f.do("Young end turn")
	f.do("Blind end turn")
	f.do("Orc attack Blind", 15, 15, 5) // advantage on a blinded target; it can't see the Orc: not asked
	if r := f.c("Blind"); r.HP.Current != 40-7 {
		t.Fatalf("Blind HP %d, want 33", r.HP.Current)
	}
	if len(asked) != 1 {
		t.Errorf("asked %q", asked)
	}
}
