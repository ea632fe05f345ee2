package battle_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// SRD 5.1 Shield: "1 reaction, which you take when you are hit by an
// attack or targeted by the magic missile spell ... Until the start of
// your next turn, you have a +5 bonus to AC, including against the
// triggering attack, and you take no damage from magic missile." And seed
// 001 "Rolling 1 or 20": a natural 20 hits "regardless of any modifiers
// or the target's AC", so Shield is not offered against it.
func TestShieldReaction(t *testing.T) {
	f := start(t, encounter(
		foe("Mage", "H2", 20, caster(1, map[int]int{1: 4}, "magic missile")),
		foe("Orc", "D2", 15, extraAttacks(2)),
		hero("Wizard", "C2", 10, ac(12), caster(1, map[int]int{1: 2}, "shield")),
		hero("Cleric", "E2", 5, ac(12), caster(1, map[int]int{1: 2}, "shield")),
	))
	var asked []string
	f.React = func(s *battle.State, r, trig int, kind string) bool {
		asked = append(asked, s.Combatants[r].Name+" "+kind+" against "+s.Combatants[trig].Name)
		return true
	}
	// Magic missile at the Wizard: Shield as it is targeted, then no dart
	// does damage (the die is still rolled once for all).
	evs := f.do("Mage cast magic missile on Wizard", 3)
	wantTypes(t, evs, battle.EvCast, battle.EvCast, battle.EvEffect, battle.EvDamage, battle.EvDamage, battle.EvDamage)
	if c := evs[1]; c.Actor != "Wizard" || c.With != "Shield" || c.Action != "reaction" || n(c.Level) != 1 {
		t.Errorf("shield cast %+v", c)
	}
	for _, d := range of(evs, battle.EvDamage) {
		if n(d.Amount) != 0 || !strings.Contains(d.Text, "stopped by Shield") {
			t.Errorf("dart %+v", d)
		}
	}
	if w := f.c("Wizard"); w.HP.Current != 20 || w.Reaction || w.Casting.Used[1] != 1 {
		t.Errorf("Wizard HP %d, reaction %v, slots used %d", w.HP.Current, w.Reaction, w.Casting.Used[1])
	}
	f.do("Mage end turn")
	// The shield holds against the Orc's attack: 14 + 4 = 18 hits AC 17.
	evs = f.do("Orc attack Wizard", 14, 3)
	if a := one(t, evs, battle.EvAttack); n(a.AC) != 17 || yes(a.Hit) != "true" {
		t.Errorf("attack on the shielded Wizard %+v", outcome(a))
	}
	// The Cleric: a natural 20 hits whatever the AC, and 18 + 4 = 22 would
	// beat AC 17 too: Shield is offered for neither.
	evs = f.do("Orc attack Cleric", 20, 1, 1)
	wantTypes(t, evs, battle.EvAttack, battle.EvDamage)
	evs = f.do("Orc attack Cleric", 18, 1)
	wantTypes(t, evs, battle.EvAttack, battle.EvDamage)
	if want := []string{"Wizard shield against magic missile against Mage"}; !slices.Equal(asked, want) {
		t.Errorf("asked %q, want %q", asked, want)
	}
	f.do("Orc end turn")
	f.do("Wizard end turn") // its turn began: the shield ended
	f.do("Cleric end turn")
	// Round 2: the Cleric's controller declines Shield against the darts.
	f.React = func(*battle.State, int, int, string) bool { return false }
	evs = f.do("Mage cast magic missile on Cleric", 2)
	wantTypes(t, evs, battle.EvCast, battle.EvDamage, battle.EvDamage, battle.EvDamage)
	if f.c("Cleric").HP.Current != 20-4-3-9 || !f.c("Cleric").Reaction {
		t.Errorf("Cleric HP %d, reaction %v", f.c("Cleric").HP.Current, f.c("Cleric").Reaction)
	}
	f.React = nil // take every legal reaction
	f.do("Mage end turn")
	// 12 + 4 = 16 hits AC 12; with Shield, AC 17: a miss.
	evs = f.do("Orc attack Wizard", 12)
	wantTypes(t, evs, battle.EvCast, battle.EvEffect, battle.EvAttack)
	if a := evs[2]; n(a.AC) != 17 || yes(a.Hit) != "false" || !strings.Contains(a.Text, "Shield") {
		t.Errorf("the triggering attack %+v: %s", outcome(a), a.Text)
	}
	if c := evs[0]; !strings.Contains(c.Text, "Orc's attack hits it (16 vs AC 12)") {
		t.Errorf("cast text %q", c.Text)
	}
	f.refuse("Wizard cast shield", battle.CodeCannot)
}

// SRD 5.1 Hellish Rebuke: "1 reaction, which you take in response to
// being damaged by a creature within 60 feet of you that you can see ...
// The creature that damaged you ... must make a Dexterity saving throw.
// It takes 2d10 fire damage on a failed save, or half as much damage on a
// successful one." Not offered against an archer 90 ft away, nor for
// damage no creature deals; once taken, the reaction is spent.
func TestHellishRebukeReaction(t *testing.T) {
	enc := encounter(
		foe("Archer", "T2", 25, attacks(bow("longbow", 5, "1d8+2[piercing]", "150/600"))),
		foe("Orc", "C2", 20, hp(30), extraAttacks(1)),
		hero("Warlock", "B2", 10, hp(40), caster(1, map[int]int{1: 2}, "hellish rebuke")),
	)
	enc.Map.Size = "20x8"
	f := start(t, enc)
	evs := f.do("Archer attack Warlock", 15, 4) // 90 ft: beyond the spell's 60
	wantTypes(t, evs, battle.EvAttack, battle.EvDamage)
	f.do("Archer end turn")
	wantTypes(t, f.do("dm damage Warlock 2"), battle.EvDamage) // no creature dealt it
	evs = f.do("Orc attack Warlock", 15, 3, 4, 6, 4)           // the Orc fails its Dex save (4 vs DC 13): 10 fire
	wantTypes(t, evs, battle.EvAttack, battle.EvDamage, battle.EvCast, battle.EvSave, battle.EvDamage)
	if c := evs[2]; c.Actor != "Warlock" || c.Target != "Orc" || c.Action != "reaction" || !strings.Contains(c.Text, "as Orc damages it") {
		t.Errorf("cast %+v", c)
	}
	if hp := f.c("Orc").HP.Current; hp != 20 {
		t.Errorf("Orc HP %d, want 30 - 10", hp)
	}
	wantTypes(t, f.do("Orc attack Warlock", 15, 3), battle.EvAttack, battle.EvDamage) // its reaction is spent
	re := f.refuse("Warlock cast hellish rebuke on Orc", battle.CodeCannot)
	if !strings.Contains(re.Msg, "a reaction") {
		t.Errorf("refusal: %s", re.Msg)
	}
}
