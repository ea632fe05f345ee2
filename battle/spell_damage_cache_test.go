package battle

import (
	"testing"

	"github.com/skirmish-rpg/skirmish/compendium"
)

// TestDamageExprKept: the kept expression of every compendium spell, at
// every caster level, slot and modifier, is the one parsing its damage
// anew gives (seed 000, the spell tables: cantrips scale by caster level,
// upcast dice by slot), and asking again gives the same expression, not a
// new one (the memo keeps compiled programs by expression).
func TestDamageExprKept(t *testing.T) {
	names, err := compendium.Spells()
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, name := range names {
		sp, err := compendium.LookupSpell(name)
		if err != nil || sp.Damage == "" {
			continue
		}
		for level := 1; level <= 20; level++ {
			for slot := 0; slot <= 9; slot++ {
				for _, mod := range []int{-1, 0, 3} {
					want, werr := parseDamage(sp, sp.DamageAt(level, slot), mod)
					got, gerr := damageExpr(sp, level, slot, mod)
					if (werr != nil) != (gerr != nil) {
						t.Fatalf("%s level %d slot %d mod %d: error %v, want %v", name, level, slot, mod, gerr, werr)
					}
					if werr != nil {
						continue
					}
					if got.String() != want.String() {
						t.Fatalf("%s level %d slot %d mod %d: %s, want %s", name, level, slot, mod, got, want)
					}
					if again, _ := damageExpr(sp, level, slot, mod); again != got {
						t.Fatalf("%s level %d slot %d mod %d: a new expression the second time", name, level, slot, mod)
					}
					checked++
				}
			}
		}
	}
	if checked == 0 {
		t.Fatal("no spell with damage in the compendium")
	}
}
