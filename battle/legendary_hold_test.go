package battle_test

import (
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// SRD 5.1 Adult Red Dragon, "Legendary Actions": "Only one legendary
// action option can be used at a time and only at the end of another
// creature's turn" — a dying character's turn too (seed 001 "Death Saving
// Throws": it rolls at the start of each of its turns). The engine ends
// such a turn at once; with HoldDownedTurns (a player that takes
// legendary actions between commands: sim.Autoplay) the turn stays open
// after the death save, so that its end is a moment the dragon can use.
func TestHoldDownedTurns(t *testing.T) {
	for _, c := range []struct {
		name       string
		hold, legs bool
		wantCur    string // whose turn it is once the Fighter's ends
	}{
		{"held for the dragon", true, true, "Cleric"},
		{"not asked for", false, true, "Wizard"},
		{"no legend to wait for", true, false, "Wizard"},
	} {
		t.Run(c.name, func(t *testing.T) {
			monster := legendDragon
			if !c.legs {
				monster = `
  - {name: Dragon, side: foes, at: D2, ac: 19, hp: 256, initiative: 20, attacks: [{name: tail, bonus: 14, damage: "2d8+8[bludgeoning]", reach: 15}]}
`
			}
			f := start(t, load(t, party(monster)))
			if c.hold {
				f.HoldDownedTurns()
			}
			f.do("dm damage Cleric 40") // 0 HP: dying, it makes death saves
			f.do("Dragon end turn")
			if c.legs {
				f.do("Fighter end turn") // the fight waits for the dragon (legendary_wait.go)
				f.do("next turn", 12)    // the Cleric's death save: 12, a success
			} else {
				f.do("Fighter end turn", 12)
			}
			if got := f.current(); got != c.wantCur {
				t.Fatalf("after the Fighter's turn, %s's turn; want %s's", got, c.wantCur)
			}
			if c.wantCur != "Cleric" {
				return
			}
			if d := f.c("Cleric").Dying; d.Successes != 1 {
				t.Fatalf("the held turn began without its death save: %+v", d)
			}
			// The moment at the end of the Fighter's turn, then at the end
			// of the Cleric's.
			f.do("Dragon legendary tail attack Fighter", 5, 1, 1)
			f.do("Cleric end turn")
			if got := f.current(); got != "Wizard" {
				t.Fatalf("after the Cleric's turn, %s's turn; want the Wizard's", got)
			}
			evs := f.do("Dragon legendary tail attack Fighter", 5, 1, 1)
			wantTypes(t, evs, battle.EvLegendary, battle.EvAttack, battle.EvDamage)
			if spent := f.c("Dragon").LegendPlay.Spent; spent != 2 {
				t.Errorf("%d legendary actions spent; want 2, one at the end of each turn", spent)
			}
		})
	}
}
