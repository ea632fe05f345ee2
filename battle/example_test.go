package battle_test

import (
	"fmt"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/dice"
)

// A fight driven by commands, with scripted dice so every ruling is exact.
func ExampleFight() {
	enc, err := battle.Load("duel.yaml", []byte(`
map: {size: 6x3}
combatants:
  - {name: Fighter, kind: character, side: party, at: A2, ac: 16, hp: 12, initiative: 15,
     attacks: [{name: longsword, bonus: 5, damage: "1d8+3[slashing]"}]}
  - {name: Goblin, side: goblins, at: B2, ac: 15, hp: 7, initiative: 10,
     attacks: [{name: scimitar, bonus: 4, damage: "1d6+2[slashing]"}]}
`))
	if err != nil {
		panic(err)
	}
	f, err := battle.Start(enc, dice.NewScript(12, 5))
	if err != nil {
		panic(err)
	}
	evs, err := f.Do("Fighter attack Goblin with longsword")
	if err != nil {
		panic(err)
	}
	for _, e := range evs {
		fmt.Println(e.Type+":", e.Text)
	}
	// Output:
	// attack: Fighter attacks Goblin with longsword: d20 12 +5 = 17 vs AC 15: hit
	// damage: Goblin takes 8 slashing damage from Fighter's longsword (1d8 (5) + 3 [slashing] = 8): 0 HP left
	// dead: Goblin dies (a monster dies at 0 hit points)
	// end: the fight is over: party wins
}
