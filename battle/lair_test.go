package battle_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// lairOf is a Dragon at initiative 4 whose lair has the Monster Manual red
// dragon's magma (6d6 fire in a 5-ft cylinder, DC 15 Dexterity for half).
const lairOf = `
  - name: Dragon
    side: foes
    at: K2
    ac: 19
    hp: 256
    initiative: 4
    lair:
      actions:
        - {name: magma, area: cylinder 5, range: 120, save: dex 15, damage: "6d6[fire]"}
        - {name: tremor, within: 60, ground: true, save: dex 15, condition: prone}
`

// The Monster Manual's "Lair Actions": "On initiative count 20 (losing all
// initiative ties), the dragon takes a lair action". Losing the ties, the
// lair acts before the turn of the first creature below 20 begins — before
// all that comes at the start of that turn. SRD 5.1 Troll: "The troll
// regains 10 hit points at the start of its turn. If the troll takes acid
// or fire damage, this trait doesn't function at the start of the troll's
// next turn": the magma at count 20 stops the regeneration of the turn
// that follows. Seed 001 "Death Saving Throws": a dying creature rolls "at
// the start of each of its turns", so after the lair too.
func TestLairActsBeforeTheTurnBegins(t *testing.T) {
	for _, c := range []struct {
		name, who, file, setup, after string
		lair, turn                    []int // the faces of the lair action and of the turn's start
	}{
		{name: "regeneration", who: "Troll",
			file:  `  - {template: troll, side: trolls, at: B2, initiative: 10}` + lairOf,
			setup: "dm damage Troll 30", after: battle.EvRegenerate, lair: []int{2, 1, 1, 1, 1, 1, 1}},
		{name: "a death save", who: "Cleric",
			file: `  - {name: Cleric, kind: character, side: party, at: B2, ac: 15, hp: 40, initiative: 10}
  - {name: Fighter, kind: character, side: party, at: B4, ac: 15, hp: 40, initiative: 5}` + lairOf,
			// at 0 hit points it fails the Dexterity save unrolled; a death save of 12 succeeds
			setup: "dm hp Cleric 0", after: battle.EvDeathSave, lair: []int{1, 1, 1, 1, 1, 1}, turn: []int{12}},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := start(t, load(t, "map: {size: 12x8}\ncombatants:\n"+c.file))
			if last := f.Log[len(f.Log)-1]; last.Type != battle.EvCount20 || last.Actor != c.who || !f.State.Count20 {
				t.Fatalf("the fight opens with %s (%s), waiting %v: want it waiting at count 20 before %s's turn", last.Type, last.Text, f.State.Count20, c.who)
			}
			f.do(c.setup) // a DM command leaves the wait as it is
			f.do("Dragon lair magma at B2", c.lair...)
			if got := types(f.do("next turn", c.turn...)); len(got) < 2 || got[0] != battle.EvTurn || got[1] != c.after {
				t.Errorf("next turn: %v, want %s's turn, then its %s", got, c.who, c.after)
			}
			types := types(f.Log)
			at := func(typ string) int { return slices.Index(types, typ) }
			if at(battle.EvLair) < 0 || at(battle.EvLair) > at(battle.EvTurn) {
				t.Errorf("events %v: want the lair, then %s's turn", types, c.who)
			}
			if c.who == "Troll" {
				r := one(t, f.LastEvents(), battle.EvRegenerate)
				if !strings.Contains(r.Text, "does not regenerate") || f.c("Troll").HP.Current != 84-30-6 {
					t.Errorf("%s; HP %d: the magma's fire at count 20 stops this turn's regeneration", r.Text, f.c("Troll").HP.Current)
				}
			}
		})
	}
}

// While the fight waits at count 20, `next turn` or any creature's command
// goes on (a script that never names the lair plays as before); a refused
// command leaves it waiting. With no lair that can act, the fight never
// waits; once the turn has begun, count 20 is past.
func TestCount20Wait(t *testing.T) {
	t.Run("a creature's command begins its turn", func(t *testing.T) {
		f := start(t, load(t, party(lairOf)))
		f.refuse("Cleric dodge", battle.CodeNotYourTurn) // the Fighter's turn is next: nothing changes
		if !f.State.Count20 {
			t.Fatal("a refused command ended the wait")
		}
		evs := f.do("Fighter dodge")
		wantTypes(t, evs, battle.EvTurn, battle.EvAction)
		f.refuse("Dragon lair tremor", battle.CodeNotYourTurn)
		f.refuse("next turn", battle.CodeNotYourTurn)
	})
	t.Run("no lair to wait for", func(t *testing.T) {
		f := start(t, load(t, party(lairOf)))
		f.do("Dragon lair tremor", 18, 18, 18, 18)
		f.do("next turn")
		for _, n := range []string{"Fighter", "Cleric", "Dragon", "Wizard"} {
			f.do(n + " end turn")
		}
		f.do("dm condition Dragon +incapacitated")
		if evs := f.do("Rogue end turn"); f.State.Count20 || f.current() != "Fighter" {
			t.Errorf("an incapacitated dragon's lair is waited for: %v", types(evs))
		}
	})
}
