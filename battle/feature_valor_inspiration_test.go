package battle_test

import (
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// College of Valor, Combat Inspiration (PHB 2014; seed 000 names the
// college): a creature with a valor bard's Bardic Inspiration die "can use
// its reaction to roll the Bardic Inspiration die and add the number
// rolled to its AC against that attack". The Orc's 12 + 4 = 16 would hit
// the Fighter's AC 15; the d6 (3) makes it 18 and the attack misses, the
// reaction and the die spent. A die from a bard of no college does not
// do it.
func TestCombatInspirationAC(t *testing.T) {
	for _, valor := range []bool{true, false} {
		bard := []spec{class("bard", 3), ability("cha", 14)}
		if valor {
			bard = append(bard, subclass("valor"))
		}
		f := start(t, encounter(
			hero("Bard", "B2", 20, bard...),
			hero("Fighter", "C2", 15),
			foe("Orc", "D2", 10, hp(30)),
		))
		f.do("Bard bardic inspiration Fighter")
		f.do("Bard end turn")
		f.do("Fighter end turn")
		if !valor {
			a := one(t, f.do("Orc attack Fighter", 12, 3), battle.EvAttack)
			if yes(a.Hit) != "true" || f.c("Fighter").Class.Inspiration == "" {
				t.Errorf("a lore die changed the Orc's attack: %+v", a)
			}
			continue
		}
		evs := f.do("Orc attack Fighter", 12, 3)
		wantTypes(t, evs, battle.EvFeatureEnd, battle.EvAttack)
		if a := evs[1]; yes(a.Hit) != "false" || n(a.AC) != 18 {
			t.Errorf("the attack %+v, want a miss against AC 18", a)
		}
		if fc := f.c("Fighter"); fc.Reaction || fc.Class.Inspiration != "" {
			t.Errorf("reaction %v, die %q: both should be spent", fc.Reaction, fc.Class.Inspiration)
		}
	}
}

// The same feature, on damage: the holder "can roll that die and add the
// number rolled to a weapon damage roll it just made". The engine spends
// it when the roll leaves the target standing and the die could drop it:
// the Fighter's 4 + 3 = 7 against the Orc's 10 HP, +5 from the d6, kills
// it. Against a 30-HP Orc the die could not, and is kept.
func TestCombatInspirationDamage(t *testing.T) {
	for _, orcHP := range []int{10, 30} {
		f := start(t, encounter(
			hero("Bard", "B2", 20, class("bard", 3), subclass("valor"), ability("cha", 14)),
			hero("Fighter", "C2", 15),
			foe("Orc", "D2", 10, hp(orcHP)),
		))
		f.do("Bard bardic inspiration Fighter")
		f.do("Bard end turn")
		if orcHP == 30 {
			f.do("Fighter attack Orc", 12, 4)
			if f.c("Orc").HP.Current != 23 || f.c("Fighter").Class.Inspiration != "d6" {
				t.Errorf("a die that can't finish the Orc was spent: Orc %d HP", f.c("Orc").HP.Current)
			}
			continue
		}
		evs := f.do("Fighter attack Orc", 12, 4, 5)
		if e := one(t, evs, battle.EvFeatureEnd); n(e.Amount) != 5 {
			t.Errorf("the die %+v", e)
		}
		if d := one(t, evs, battle.EvDamage); n(d.Amount) != 12 || !f.c("Orc").Dead {
			t.Errorf("damage %+v, Orc dead %v", d, f.c("Orc").Dead)
		}
	}
}
