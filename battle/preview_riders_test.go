package battle_test

import (
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// PreviewAttack's Damage is what the hit would deal now, riders
// included, and Once the part only one hit a turn adds:
//   - Sneak Attack (seed 000 "ROGUES: SNEAK ATTACK"; SRD 5.1): 3d6 at 5th
//     level, with a finesse weapon, while another enemy of the target is
//     within 5 ft of it; once a turn, so not after the hit that took it;
//   - Rage (seed 000 "BARBARIANS: RAGE"; SRD 5.1 "Rage"): +2 on a melee
//     weapon attack using Strength, not on a thrown handaxe's ranged one;
//   - hunter's mark (seed 000 "Hunter's Mark"): 1d6 on a hit on the
//     marked creature only.
func TestPreviewCountsHitRiders(t *testing.T) {
	f := start(t, load(t, `
map: {size: 12x8}
combatants:
  - {name: Rogue, kind: character, class: rogue, level: 5, side: party, at: B2, initiative: 20, hp: 40,
     abilities: {str: 10, dex: 16, con: 14, int: 12, wis: 12, cha: 10}, weapons: [rapier]}
  - {name: Barbarian, kind: character, class: barbarian, level: 5, side: party, at: D5, initiative: 19, hp: 40,
     abilities: {str: 16, dex: 12, con: 14, int: 8, wis: 10, cha: 8}, weapons: [greataxe, handaxe]}
  - {name: Ranger, kind: character, class: ranger, level: 5, side: party, at: H2, initiative: 18, hp: 40,
     abilities: {str: 12, dex: 16, con: 14, int: 10, wis: 14, cha: 8}, weapons: [longbow],
     spellcasting: {ability: wis, spells: [hunter's mark]}}
  - {name: Orc, side: orcs, at: C2, ac: 13, hp: 100, initiative: 1, attacks: [{name: axe, bonus: 5, damage: "1d12+3[slashing]"}]}
  - {name: Wolf, side: orcs, at: J6, ac: 13, hp: 100, initiative: 2, attacks: [{name: bite, bonus: 4, damage: "2d4+2[piercing]"}]}
`))
	damage := func(a, tgt int, with string) (dmg, once string) {
		t.Helper()
		pv, err := f.State.PreviewAttack(a, tgt, with)
		if err != nil {
			t.Fatalf("preview %d on %d with %s: %v", a, tgt, with, err)
		}
		if pv.Once != nil {
			once = pv.Once.String()
		}
		return pv.Damage.String(), once
	}
	const rogue, barbarian, ranger, orc, wolf = 0, 1, 2, 3, 4
	want := func(what string, a, tgt int, with, wantDmg, wantOnce string) {
		t.Helper()
		if dmg, once := damage(a, tgt, with); dmg != wantDmg || once != wantOnce {
			t.Errorf("%s: %q, once %q; want %q, once %q", what, dmg, once, wantDmg, wantOnce)
		}
	}
	want("the rogue, no ally beside the orc", rogue, orc, "rapier", "(1d8+3)[piercing]", "")
	f.do("Rogue end turn")
	f.do("Barbarian move to B3") // beside the orc
	want("the rogue, the barbarian beside the orc", rogue, orc, "rapier", "(1d8+3)[piercing]+3d6[piercing]", "3d6[piercing]")
	want("the barbarian, not raging", barbarian, orc, "greataxe", "(1d12+3)[slashing]", "")
	f.do("Barbarian rage")
	want("the barbarian raging, its greataxe", barbarian, orc, "greataxe", "(1d12+3+2)[slashing]", "")
	want("the barbarian raging, a thrown handaxe", barbarian, wolf, "thrown handaxe", "(1d6+3)[slashing]", "")
	f.do("Barbarian end turn")
	f.do("Ranger cast hunter's mark on Wolf")
	want("the ranger's longbow on the marked wolf", ranger, wolf, "longbow", "(1d8+3)[piercing]+1d6[piercing]", "")
	want("the ranger's longbow on the orc", ranger, orc, "longbow", "(1d8+3)[piercing]", "")
	// The hit rolls what the preview said: the longbow's d8 (4) + 3 and
	// the mark's d6 (2).
	if d := one(t, f.do("Ranger attack Wolf with longbow", 15, 4, 2), battle.EvDamage); n(d.Amount) != 9 {
		t.Errorf("the ranger's hit on the marked wolf dealt %d, want 4 + 3 + 2 = 9", n(d.Amount))
	}
	f.do("Ranger end turn")
	f.do("Wolf end turn")
	f.do("Orc end turn")
	if d := one(t, f.do("Rogue attack Orc with rapier", 15, 4, 1, 2, 3), battle.EvDamage); n(d.Amount) != 13 {
		t.Errorf("the rogue's Sneak Attack dealt %d, want 4 + 3 and 1 + 2 + 3 = 13", n(d.Amount))
	}
	want("the rogue after its Sneak Attack this turn", rogue, orc, "rapier", "(1d8+3)[piercing]", "")
}
