package battle_test

import (
	"math"
	"slices"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/rules"
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

// SRD 5.1 "Evasion" (rogue 7, monk 7): "When you are subjected to an
// effect that allows you to make a Dexterity saving throw to take only
// half damage, you instead take no damage if you succeed on the saving
// throw, and only half damage if you fail." A Constitution save for half,
// or a 6th-level rogue, gets nothing of it.
func TestEvasion(t *testing.T) {
	f := start(t, encounter(
		hero("Rogue", "E5", 20, class("rogue", 7), hp(40)),
		hero("Monk", "F5", 15, class("monk", 7), hp(40)),
		hero("Young", "E6", 12, class("rogue", 6), hp(40)),
		hero("Slow", "F6", 11, class("rogue", 7), hp(40)),
		foe("Goblin", "K1", 5),
	))
	// The policies' expectation: half of a failure's share, none of a
	// success's.
	s := f.State
	if ok, got := s.SaveChance(0, rules.Dex, 15, battle.NoCover), s.DamageShare(0, rules.Dex, 15, battle.NoCover, true); math.Abs(got-(1-ok)/2) > 1e-9 {
		t.Errorf("the Rogue's share of a Dex save for half: %.3f, want %.3f", got, (1-ok)/2)
	}
	if ok, got := s.SaveChance(2, rules.Dex, 15, battle.NoCover), s.DamageShare(2, rules.Dex, 15, battle.NoCover, true); math.Abs(got-(1-ok/2)) > 1e-9 {
		t.Errorf("Young's share: %.3f, want %.3f", got, 1-ok/2)
	}
	// Saves in file order, DC 15 whatever their bonus: Rogue 18, Monk 17
	// and Young 19 save, Slow's 2 fails; 2d6 = 8, rolled once.
	evs := f.do("dm area sphere 10 at E5 save dex 15 damage 2d6[fire] half", 18, 17, 19, 2, 3, 5)
	for name, want := range map[string]int{"Rogue": 0, "Monk": 0, "Young": 4, "Slow": 4} {
		if got, _ := damageTo(evs, name); got != want {
			t.Errorf("%s took %d, want %d:\n%s", name, got, want, texts(evs))
		}
	}
	if ev := of(evs, battle.EvFeature); len(ev) != 3 || ev[0].With != battle.FeatEvasion {
		t.Errorf("evasion events %d:\n%s", len(ev), texts(evs))
	}
	// A Constitution save for half: no Evasion.
	evs = f.do("dm area sphere 10 at E5 save con 25 damage 2d6[fire] half", 1, 1, 1, 1, 3, 5)
	for _, name := range []string{"Rogue", "Monk", "Young", "Slow"} {
		if got, _ := damageTo(evs, name); got != 8 {
			t.Errorf("%s failed a Con save and took %d, want 8", name, got)
		}
	}
}
