package battle_test

import (
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// Seed 000 "EXPLOSIVES" (bomb, dynamite, grenades, gunpowder): each goes
// off once. Two bombs counted in the file are two blasts; the third use
// is refused; the fight's end gives none back, as it does half of spent
// ammunition. A bomb listed with no count is one.
func TestExplosivesAreUsedUp(t *testing.T) {
	enc := load(t, `
map: {size: 20x8}
combatants:
  - {name: Sapper, kind: character, side: party, at: B2, hp: 20, initiative: 20, weapons: [bomb], ammunition: {bomb: 2}}
  - {name: Lone, kind: character, side: party, at: B6, hp: 20, initiative: 19, weapons: [bomb]}
  - {name: Orc, side: foes, at: H2, hp: 9, ac: 12, initiative: 10}
  - {name: Wolf, side: foes, at: L6, hp: 40, ac: 12, initiative: 9}
`)
	f := start(t, enc)
	if a := f.c("Sapper").Ammo; a.Left["bomb"] != 2 || f.c("Lone").Ammo.Left["bomb"] != 1 {
		t.Fatalf("bombs: Sapper %v, Lone %v", a.Left, f.c("Lone").Ammo.Left)
	}
	f.do("Sapper use bomb at H2", 15) // DC 12 Dex save 15: no damage on a success, none rolled
	f.do("Sapper end turn")
	f.do("Lone use bomb at L6", 20)
	f.do("Lone end turn")
	f.do("Orc end turn")
	f.do("Wolf end turn")
	f.do("Sapper use bomb at H2", 2, 3, 3, 3) // a failure: 9 fire, the Orc falls
	f.do("Sapper end turn")
	re := f.refuse("Lone use bomb at L6", battle.CodeCannot)
	if !strings.Contains(re.Error(), "no bomb left") {
		t.Errorf("refusal: %v", re)
	}
	f.do("Lone end turn")
	f.do("Wolf end turn")
	f.refuse("Sapper use bomb at L6", battle.CodeCannot)
	evs := f.do("dm damage Wolf 40")
	if len(of(evs, battle.EvAmmo)) != 0 {
		t.Errorf("spent bombs came back:\n%s", texts(evs))
	}
	if a := f.c("Sapper").Ammo; a.Left["bomb"] != 0 {
		t.Errorf("Sapper's bombs %v", a.Left)
	}
}

// The count of an explosive is keyed by its weapon id (or alias) or its
// attack's name; an explosive the entry does not carry is an error.
func TestExplosiveCountLoad(t *testing.T) {
	src := func(ammo string) string {
		return `
combatants:
  - {name: Sapper, kind: character, side: party, at: B2, hp: 10, weapons: [stick-of-dynamite], ammunition: ` + ammo + `}
  - {name: Orc, side: foes, at: H2, hp: 10, ac: 12}
`
	}
	for _, good := range []string{"{dynamite: 3}", "{stick-of-dynamite: 3}", `{"dynamite (stick)": 3}`} {
		s, err := battle.New(load(t, src(good)))
		if err != nil {
			t.Fatalf("%s: New: %v", good, err)
		}
		if a := s.Combatants[0].Ammo; a.Left["dynamite (stick)"] != 3 || len(a.Left) != 1 {
			t.Errorf("%s: %v", good, a.Left)
		}
	}
	if _, err := battle.Load("test.yaml", []byte(src("{bomb: 2}"))); err == nil || !strings.Contains(err.Error(), "ammunition.bomb") {
		t.Errorf("a bomb the entry does not carry: error %v", err)
	}
}
