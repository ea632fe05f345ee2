package battle_test

import (
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// SRD 5.1 "Indomitable" (fighter 9): "you can reroll a saving throw that
// you fail. If you do so, you must use the new roll ... You can use this
// feature twice between long rests starting at 13th level": a use a
// fight, the reroll not rerolled again; none at 8th level.
func TestIndomitable(t *testing.T) {
	f := start(t, encounter(
		hero("Hilde", "E5", 20, class("fighter", 9), hp(60)),
		hero("Old", "K5", 15, class("fighter", 13), hp(60)),
		hero("Young", "K1", 12, class("fighter", 8), hp(60)),
		foe("Goblin", "A1", 5),
	))
	var asked []string
	f.React = func(s *battle.State, r, trig int, kind string) bool {
		asked = append(asked, s.Combatants[r].Name+" "+kind)
		return true
	}
	area := func(at string) string { return "dm area sphere 5 at " + at + " save wis 15 damage 1d6[fire]" }
	evs := f.do(area("E5"), 2, 18) // fails, rerolls 18: saved, no damage
	if u := one(t, evs, battle.EvFeature); u.With != battle.FeatIndomitable || u.Actor != "Hilde" || len(of(evs, battle.EvSave)) != 2 {
		t.Fatalf("indomitable:\n%s", texts(evs))
	}
	if got, any := damageTo(evs, "Hilde"); any {
		t.Fatalf("Hilde saved on the reroll and took %d", got)
	}
	evs = f.do(area("E5"), 2, 3) // its one use is spent: 3 fire
	if len(of(evs, battle.EvFeature)) != 0 || f.c("Hilde").HP.Current != 57 {
		t.Fatalf("a second failure at 9th level:\n%s", texts(evs))
	}
	f.do(area("K5"), 2, 2, 4) // the reroll fails too, and stands
	f.do(area("K5"), 2, 19)   // the second use
	if c := f.c("Old"); c.HP.Current != 56 || c.Class.IndomitableUsed != 2 {
		t.Fatalf("Old HP %d, uses %d", c.HP.Current, c.Class.IndomitableUsed)
	}
	f.do(area("K1"), 2, 1) // 8th level: nothing to use
	want := []string{"Hilde indomitable", "Old indomitable", "Old indomitable"}
	if len(asked) != len(want) {
		t.Fatalf("asked %q, want %q", asked, want)
	}
}
