package tactics_test

import (
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// The simple policy takes Rampage's walk and bite whenever it is offered
// and a foe is in reach of it (SRD 5.1 Gnoll), with no refused command
// (play fails on one).
func TestSimplePlaysRampage(t *testing.T) {
	enc, err := battle.Load("g.yaml", []byte(`
map: {size: 12x8}
combatants:
  - {name: Peasant, side: party, count: 6, at: [C2, C3, C4, D5, E5, F5], ac: 10, hp: 3,
     attacks: [{name: club, bonus: 2, damage: "1d4[bludgeoning]"}]}
  - {template: gnoll, side: monsters, count: 2, at: [F2, G3]}
`))
	if err != nil {
		t.Fatal(err)
	}
	offers, bites := 0, 0
	for seed := range uint64(20) {
		f := play(t, enc, seed)
		for _, e := range f.Log {
			if e.Type == battle.EvTrait && e.With == battle.TraitRampage {
				switch e.Action {
				case "offer":
					offers++
				case "bonus":
					bites++
				}
			}
		}
	}
	if offers == 0 || bites == 0 {
		t.Errorf("in 20 fights: %d Rampage offers, %d taken", offers, bites)
	}
}
