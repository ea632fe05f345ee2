package tactics_test

import (
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// The simple policy plays the traits that are commands (battle/trait_*.go):
// it turns reckless at the start of each of its turns (SRD 5.1 Minotaur,
// Berserker: "At the start of its turn ... can gain advantage") and takes
// Pounce's bonus-action bite whenever it is offered (SRD 5.1 Tiger), with
// no refused command.
func TestSimplePlaysTraits(t *testing.T) {
	enc, err := battle.Load("m.yaml", []byte(`
map: {size: 14x8}
combatants:
  - {name: Fighter, kind: character, side: party, count: 2, at: [B2, B6], ac: 14, hp: 90, extra_attacks: 1,
     attacks: [{name: sword, bonus: 7, damage: "1d8+4[slashing]"}]}
  - {template: minotaur, side: monsters, at: L1}
  - {template: tiger, side: monsters, at: L5}
  - {template: berserker, side: monsters, at: N8}
`))
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]int{}
	for seed := range uint64(30) {
		f := play(t, enc, seed)
		for _, e := range f.Log {
			if e.Type == battle.EvTrait {
				seen[e.With+" "+e.Action]++
			}
			if e.Type == battle.EvAttack && e.Action == "bonus" && e.Actor == "Tiger" {
				seen["bite"]++
			}
		}
	}
	for _, k := range []string{battle.TraitReckless + " ", battle.TraitCharge + " ", battle.TraitPounce + " ", battle.TraitPounce + " bonus", "bite"} {
		if seen[k] == 0 {
			t.Errorf("no %q in 30 fights: %v", k, seen)
		}
	}
}
