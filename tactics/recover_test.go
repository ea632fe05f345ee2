package tactics_test

import (
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/tactics"
)

// A fumble that drops the weapon (seed 004 "Fumbles": "Drop weapon at
// feet", "Drop weapon 10' away") leaves its attacks on the ground until
// picked up (battle/osr_fumble.go). The fighter picks its longsword up
// with its free object interaction where it lies beside it, and walks to
// it when it lies 10 ft off past the orc (a way that leaves no foe's
// reach: never to the west, which would draw the orc's blow); a fighter that stowed its sword draws it
// (SRD 5.1 "Other Activity on Your Turn"). The policy never did: it
// punched on with a bare fist the rest of the fight.
func TestFighterTakesItsWeaponBack(t *testing.T) {
	const scene = `
map: {size: 12x8}
options: [osr-fumble-table]
combatants:
  - {name: Fighter, kind: character, side: party, at: E4, ac: 18, hp: 40, initiative: 20, abilities: {str: 16},
     weapons: [longsword]}
  - {name: Orc, side: orcs, at: F4, ac: 13, hp: 80, initiative: 1, attacks: [{name: greataxe, bonus: 5, damage: "1d12+3[slashing]"}]}
`
	for _, tc := range []struct {
		name  string
		faces []int  // the natural 1, the fumble table's face, the d8 of the direction
		want  string // the policy's next command
	}{
		{"at its feet", []int{1, 19}, "Fighter pick up longsword"},
		{"10 ft east, past the orc", []int{1, 18, 3}, "Fighter move "},
	} {
		t.Run(tc.name, func(t *testing.T) {
			enc, err := battle.Load("t.yaml", []byte(scene))
			if err != nil {
				t.Fatal(err)
			}
			src := &dice.Script{}
			f, err := battle.Start(enc, src)
			if err != nil {
				t.Fatal(err)
			}
			src.Faces = append(src.Faces, tc.faces...)
			if _, err := f.Do("Fighter attack Orc with longsword"); err != nil {
				t.Fatal(err)
			}
			if len(f.State.Combatants[0].Dropped) != 1 {
				t.Fatalf("the fumble dropped nothing: %+v", f.State.Combatants[0].Dropped)
			}
			ch := tactics.New(1).Next(f.State, 0)
			if !strings.HasPrefix(ch.Line, tc.want) {
				t.Errorf("the fighter's next command: %q (%s); want %q", ch.Line, ch.Why, tc.want)
			}
		})
	}
	t.Run("stowed", func(t *testing.T) {
		f := startAt(t, strings.Replace(scene, "options: [osr-fumble-table]\n", "", 1), "Fighter", 1)
		do(t, f, "Fighter stow longsword") // its free object interaction
		if ch := tactics.New(1).Next(f.State, 0); ch.Line != "Fighter draw longsword" {
			t.Errorf("the fighter's next command: %q (%s); want its longsword drawn with its action", ch.Line, ch.Why)
		}
	})
}
