package battle_test

import (
	"slices"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/rules"
)

// SRD 5.1 "Danger Sense" (barbarian 2): "advantage on Dexterity saving
// throws against effects that you can see ... you can't be blinded,
// deafened, or incapacitated": two d20s for the barbarian's Dexterity
// save, one for its Wisdom save, one while it is blinded, one at 1st
// level.
func TestDangerSense(t *testing.T) {
	f := start(t, encounter(
		hero("Brute", "E5", 20, class("barbarian", 2), hp(60)),
		hero("Blind", "K5", 15, class("barbarian", 2), hp(60), conds("blinded")),
		hero("Young", "K1", 12, class("barbarian", 1), hp(60)),
		foe("Goblin", "A1", 5),
	))
	area := func(at, ab string) string {
		return "dm area sphere 5 at " + at + " save " + ab + " 15 damage 1d6[fire]"
	}
	evs := f.do(area("E5", "dex"), 2, 18) // advantage: 18 saves, no damage
	if s := saveOf(t, evs, "Brute"); s.Mode != "advantage" || !slices.Contains(s.Reasons, "Danger Sense") || yes(s.Success) != "true" {
		t.Fatalf("Danger Sense:\n%s", texts(evs))
	}
	evs = f.do(area("E5", "wis"), 18) // not a Dexterity save: one d20
	if s := saveOf(t, evs, "Brute"); s.Mode != "normal" {
		t.Errorf("a Wisdom save's mode %q", s.Mode)
	}
	evs = f.do(area("K5", "dex"), 2, 3) // blinded: one d20, fails, 3 fire
	if s := saveOf(t, evs, "Blind"); s.Mode != "normal" {
		t.Errorf("blinded: mode %q", s.Mode)
	}
	evs = f.do(area("K1", "dex"), 2, 3) // 1st level: one d20
	if s := saveOf(t, evs, "Young"); s.Mode != "normal" {
		t.Errorf("1st level: mode %q", s.Mode)
	}
	// The policies' odds: 1 - (1 - p)² with advantage.
	p := f.State.SaveChance(1, rules.Dex, 15, battle.NoCover) // Blind: plain
	if got := f.State.SaveChance(0, rules.Dex, 15, battle.NoCover); got <= p {
		t.Errorf("Brute's Dex save chance %.3f, no better than plain %.3f", got, p)
	}
}

// SRD 5.1 "Feral Instinct" (barbarian 7): "advantage on initiative rolls":
// two d20s for the 7th-level barbarian, the higher kept; one for the 6th.
func TestFeralInstinct(t *testing.T) {
	enc := encounter(
		hero("Brute", "E5", 0, class("barbarian", 7), hp(60)),
		hero("Young", "K1", 0, class("barbarian", 6), hp(60)),
		foe("Goblin", "A1", 5),
	)
	for i := range enc.Combatants[:2] {
		enc.Combatants[i].Initiative = nil
	}
	f := start(t, enc, 3, 17, 10) // Brute 3, 17 → 17; Young 10
	var got []string
	for _, e := range f.Log {
		if e.Type == battle.EvInitiative {
			got = append(got, e.Actor+" "+e.Mode)
		}
	}
	if f.c("Brute").Initiative != 17 || f.c("Young").Initiative != 10 {
		t.Fatalf("initiative %d and %d, want 17 and 10: %q", f.c("Brute").Initiative, f.c("Young").Initiative, got)
	}
}

// SRD 5.1 "Relentless Rage" (barbarian 11): raging, dropped to 0 hit
// points and not killed outright, a DC 10 Constitution save keeps it at 1
// hit point; DC 15 the next time; none when not raging.
func TestRelentlessRage(t *testing.T) {
	f := start(t, encounter(
		hero("Brute", "E5", 20, class("barbarian", 11), hp(10)),
		hero("Calm", "E7", 15, class("barbarian", 11), hp(10)),
		foe("Ogre", "K6", 5),
	))
	f.do("Brute rage")
	// 20, halved by rage's resistance: 10 of 10, to 0. DC 10: 6 + 4 saves.
	evs := f.do("dm damage Brute 20 bludgeoning", 6) // +4 proficient: 10
	r := one(t, evs, battle.EvFeature)
	if r.With != battle.FeatRelentlessRage || n(r.DC) != 10 || yes(r.Success) != "true" || f.c("Brute").HP.Current != 1 {
		t.Fatalf("relentless rage:\n%s", texts(evs))
	}
	evs = f.do("dm damage Brute 20 bludgeoning", 10) // DC 15 now: 10 + 4 fails
	if r := one(t, evs, battle.EvFeature); n(r.DC) != 15 || yes(r.Success) != "false" || f.c("Brute").HP.Current != 0 {
		t.Fatalf("the second:\n%s", texts(evs))
	}
	evs = f.do("dm damage Calm 10 bludgeoning") // not raging: down, no save
	if len(of(evs, battle.EvFeature)) != 0 || f.c("Calm").HP.Current != 0 {
		t.Fatalf("not raging:\n%s", texts(evs))
	}
}
