package battle_test

import (
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// SRD 5.1 Hobgoblin, "Martial Advantage. Once per turn, the hobgoblin can
// deal an extra 7 (2d6) damage to a creature it hits with a weapon attack
// if that creature is within 5 ft. of an ally of the hobgoblin that isn't
// incapacitated." (Here a hobgoblin with two attacks, to see the once.)
func TestMartialAdvantage(t *testing.T) {
	f := start(t, load(t, fighterVs(`
  - {template: hobgoblin, name: Hob, side: foes, at: C2, initiative: 20, extra_attacks: 1}
  - {template: hobgoblin, name: Mate, side: foes, at: H7, initiative: 15}
`)))
	// Mate is far away: a plain hit, 1d8+1 = 5.
	evs := f.do("Hob attack Fighter with longsword", 15, 4)
	if len(of(evs, battle.EvTrait)) != 0 || n(one(t, evs, battle.EvDamage).Amount) != 5 {
		t.Fatalf("no ally near:\n%s", texts(evs))
	}
	f.do("Hob end turn")
	f.do("Mate move to B3")
	// Mate is beside the Fighter now; it is not incapacitated.
	f.do("dm condition Mate +stunned")
	if evs := f.do("Mate end turn"); len(evs) == 0 {
		t.Fatal("no events")
	}
	f.do("Fighter end turn")
	evs = f.do("Hob attack Fighter with longsword", 15, 4)
	if len(of(evs, battle.EvTrait)) != 0 {
		t.Errorf("a stunned ally is incapacitated:\n%s", texts(evs))
	}
	f.do("dm condition Mate -stunned")
	evs = f.do("Hob attack Fighter with longsword", 15, 4, 3, 3) // 5 + 2d6 = 11
	tr := one(t, evs, battle.EvTrait)
	if tr.With != battle.TraitMartialAdvantage || tr.Dice != "2d6" || tr.Actor != "Hob" || tr.Target != "Fighter" {
		t.Errorf("trait %+v", tr)
	}
	if d := one(t, evs, battle.EvDamage); n(d.Amount) != 11 || d.DamageType != "slashing" {
		t.Errorf("damage %+v", d)
	}
	f.do("Hob end turn")
	f.do("Mate end turn")
	f.do("Fighter end turn")
	// A new turn: once again, with the first hit only.
	if evs := f.do("Hob attack Fighter with longsword", 15, 4, 3, 3); len(of(evs, battle.EvTrait)) != 1 {
		t.Errorf("a new turn:\n%s", texts(evs))
	}
	if evs := f.do("Hob attack Fighter with longsword", 15, 4); len(of(evs, battle.EvTrait)) != 0 || n(one(t, evs, battle.EvDamage).Amount) != 5 {
		t.Errorf("once a turn:\n%s", texts(evs))
	}
	if hp := f.c("Fighter").HP.Current; hp != 40-5-5-11-11-5 {
		t.Errorf("Fighter HP %d", hp)
	}
}

// SRD 5.1 Bugbear, "Surprise Attack. If the bugbear surprises a creature
// and hits it with an attack during the first round of combat, the target
// takes an extra 7 (2d6) damage from the attack." Seed 001 "Surprise": the
// Fighter's passive Perception 10 misses the bugbear's Stealth 16; the
// Scout's 20 does not.
func TestSurpriseAttack(t *testing.T) {
	f := start(t, load(t, fighterVs(`
  - {name: Scout, kind: character, side: party, at: B3, ac: 13, hp: 30, initiative: 5, skills: {perception: 10}}
  - {template: bugbear, side: foes, at: C2, initiative: 20, stealthy: true}
`)), 10)
	if !f.c("Fighter").Surprised || f.c("Scout").Surprised {
		t.Fatalf("surprise: Fighter %v, Scout %v", f.c("Fighter").Surprised, f.c("Scout").Surprised)
	}
	evs := f.do("Bugbear attack Fighter with morningstar", 15, 4, 4, 3, 3) // 2d8+2 = 10, + 2d6 = 6
	tr := one(t, evs, battle.EvTrait)
	if tr.With != battle.TraitSurpriseAttack || tr.Dice != "2d6" || tr.Target != "Fighter" {
		t.Errorf("trait %+v", tr)
	}
	if d := one(t, evs, battle.EvDamage); n(d.Amount) != 16 {
		t.Errorf("damage %+v", d)
	}
	f.do("Bugbear end turn") // the surprised Fighter's turn ends at once
	f.do("Scout end turn")   // round 2
	if evs := f.do("Bugbear attack Fighter with morningstar", 15, 4, 4); len(of(evs, battle.EvTrait)) != 0 {
		t.Errorf("round 2: %s", texts(evs))
	}
}

// Surprise Attack only against a creature that was surprised: the Scout
// noticed the bugbear.
func TestSurpriseAttackNoticed(t *testing.T) {
	f := start(t, load(t, fighterVs(`
  - {name: Scout, kind: character, side: party, at: B3, ac: 13, hp: 30, initiative: 5, skills: {perception: 10}}
  - {template: bugbear, side: foes, at: C2, initiative: 20, stealthy: true}
`)), 10)
	if evs := f.do("Bugbear attack Scout with morningstar", 15, 4, 4); len(of(evs, battle.EvTrait)) != 0 {
		t.Errorf("the Scout was not surprised:\n%s", texts(evs))
	}
}
