package battle_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// scare is fighterVs whose Fighter's sword frightens (a save that ends
// it) and whose club knocks prone, both on a failed DC 12 Wisdom save.
func scare(monsters string) string {
	return strings.Replace(fighterVs(monsters),
		`{name: torch, bonus: 5, damage: "1d4[fire]"}`,
		`{name: dread, bonus: 5, damage: "1[psychic]", on_hit: {save: wis 12, condition: frightened, ends: save}},
      {name: club, bonus: 5, damage: "1[bludgeoning]", on_hit: {save: wis 12, condition: prone}}`, 1)
}

const devotionReason = "its traits: advantage on saves against being frightened"

// SRD 5.1 Cultist, Dark Devotion: "The cultist has advantage on saving
// throws against being charmed or frightened": on the save a failure of
// which frightens it, and on the repeated save that ends the fear; not on
// a save against being knocked prone.
func TestCultistDarkDevotion(t *testing.T) {
	f := start(t, load(t, scare(`
  - {template: cultist, side: foes, at: C2, initiative: 5, hp: 30}
`)))
	evs := f.do("Fighter attack Cultist with dread", 15, 3, 2) // hit for 1; Wis save with advantage: 3, 2 → fails
	s := one(t, evs, battle.EvSave)
	if s.Mode != "advantage" || !slices.Contains(s.Reasons, devotionReason) || yes(s.Success) != "false" {
		t.Fatalf("save against fear %+v", s)
	}
	evs = f.do("Fighter end turn")
	evs = append(evs, f.do("Cultist end turn", 11, 12)...) // the save to end it: 12 with advantage
	s = one(t, evs, battle.EvSave)
	if s.Mode != "advantage" || yes(s.Success) != "true" {
		t.Errorf("save to end the fear %+v", s)
	}
	s = one(t, f.do("Fighter attack Cultist with club", 15, 3), battle.EvSave) // no advantage against prone
	if s.Mode != "normal" {
		t.Errorf("save against prone %+v", s)
	}
}

// SRD 5.1 Knight, Brave: "advantage on saving throws against being
// frightened".
func TestKnightBrave(t *testing.T) {
	f := start(t, load(t, scare(`
  - {template: knight, side: foes, at: C2, initiative: 5}
`)))
	s := one(t, f.do("Fighter attack Knight with dread", 19, 3, 15), battle.EvSave) // 19+5 = 24 hits AC 18
	if s.Mode != "advantage" || yes(s.Success) != "true" {
		t.Errorf("save %+v", s)
	}
}
