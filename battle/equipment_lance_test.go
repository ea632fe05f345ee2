package battle_test

import (
	"slices"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// SRD 5.1 Lance: "You have disadvantage when you use a lance to attack a
// target within 5 feet of you." Its reach is 10 ft (seed 000 "Lance: 1d12
// piercing (reach, special)"): at 10 ft the roll is plain, at 5 ft it has
// disadvantage.
func TestLanceCloseDisadvantage(t *testing.T) {
	f := start(t, load(t, `
map: {size: 12x8}
combatants:
  - {name: Lancer, kind: character, side: party, at: B2, hp: 30, initiative: 20,
     abilities: {str: 16}, extra_attacks: 1, weapons: [lance]}
  - {name: Orc 1, side: foes, at: C2, ac: 12, hp: 15, initiative: 10}
  - {name: Orc 2, side: foes, at: D3, ac: 12, hp: 15, initiative: 5}
`))
	evs := f.do("Lancer attack Orc 2 with lance", 10, 6) // 10 ft: d20 10 +5 = 15 hits; 1d12 6 +3
	if at := one(t, evs, battle.EvAttack); at.Mode != "normal" || yes(at.Hit) != "true" || f.c("Orc 2").HP.Current != 6 {
		t.Fatalf("at 10 ft: %+v\n%s", outcome(at), texts(evs))
	}
	evs = f.do("Lancer attack Orc 1 with lance", 15, 4) // 5 ft: the lower, 4 +5 = 9, misses
	at := one(t, evs, battle.EvAttack)
	if at.Mode != "disadvantage" || !slices.Contains(at.Reasons, "lance: target within 5 ft") || yes(at.Hit) != "false" {
		t.Errorf("at 5 ft: %+v", outcome(at))
	}
}

// SRD 5.1 Lance: "a lance requires two hands to wield when you aren't
// mounted" (seed 000: "lance (one-handed if seated while mounted)"): with
// a shield, the knight attacks with its lance from the saddle, and not on
// foot.
func TestLanceTwoHandsUnlessMounted(t *testing.T) {
	f := start(t, load(t, `
map: {size: 12x8}
combatants:
  - {name: Warhorse, side: party, size: large, at: B2, ac: 11, hp: 19, speed: 60, initiative: 20}
  - {name: Knight, kind: character, side: party, mounted_on: Warhorse, hp: 30, initiative: 20,
     abilities: {str: 16}, armor: chain-mail, shield: true, weapons: [lance]}
  - {name: Orc, side: foes, at: E2, ac: 12, hp: 30, initiative: 5}
`))
	evs := f.do("Knight attack Orc with lance", 12, 5) // 10 ft from the saddle: 17 hits; 5 +3
	if at := one(t, evs, battle.EvAttack); yes(at.Hit) != "true" || f.c("Orc").HP.Current != 22 {
		t.Fatalf("mounted: %+v\n%s", outcome(at), texts(evs))
	}
	f.do("Knight end turn")
	f.do("Orc end turn")
	f.do("Knight dismount to D2")
	f.refuse("Knight attack Orc with lance", battle.CodeCannot)
}
