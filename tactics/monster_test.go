package tactics_test

import (
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// The simple policy plays compendium monsters within their stat blocks'
// rules: a Multiattack's attacks as listed, a spent web left alone until
// it recharges. play fails on any refused command.
func TestSimplePlaysMonsters(t *testing.T) {
	enc, err := battle.Load("m.yaml", []byte(`
map: {size: 10x6}
combatants:
  - {name: Fighter, kind: character, side: party, count: 2, at: [B2, B4], ac: 18, hp: 80, extra_attacks: 1,
     attacks: [{name: sword, bonus: 7, damage: "1d8+4[slashing]"}]}
  - {template: troll, side: monsters, at: F2}
  - {template: giant-spider, side: monsters, at: F5}
  - {template: goblin, side: monsters, at: J1}
`))
	if err != nil {
		t.Fatal(err)
	}
	for seed := range uint64(20) {
		f := play(t, enc, seed)
		for _, e := range f.Log {
			if e.Type == battle.EvRefused {
				t.Fatalf("seed %d: %s", seed, e.Text)
			}
		}
	}
}
