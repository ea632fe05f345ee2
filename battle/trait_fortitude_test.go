package battle_test

import (
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// SRD 5.1 Zombie, "Undead Fortitude. If damage reduces the zombie to 0 hit
// points, it must make a Constitution saving throw with a DC of 5+the
// damage taken, unless the damage is radiant or from a critical hit. On a
// success, the zombie drops to 1 hit point instead."
func TestUndeadFortitude(t *testing.T) {
	f := start(t, load(t, fighterVs(`
  - {template: zombie, side: foes, at: C2, initiative: 5, hp: 5}
`)))
	// The sword hits for 1d8+3 = 7: 0 HP, a DC 12 Con save; 9 + 3 = 12 succeeds.
	evs := f.do("Fighter attack Zombie with sword", 15, 4, 9)
	wantTypes(t, evs, battle.EvAttack, battle.EvDamage, battle.EvSave, battle.EvTrait)
	if s := evs[2]; s.Actor != "Zombie" || s.Ability != "con" || n(s.DC) != 12 || n(s.Total) != 12 || yes(s.Success) != "true" {
		t.Errorf("save %+v", s)
	}
	if tr := evs[3]; tr.With != battle.TraitUndeadFortitude || n(tr.HP) != 1 || !strings.Contains(tr.Text, "1 hit point instead") {
		t.Errorf("trait %+v", tr)
	}
	if z := f.c("Zombie"); z.HP.Current != 1 || z.Dead {
		t.Fatalf("zombie HP %d, dead %v", z.HP.Current, z.Dead)
	}
	// Radiant damage gets no save.
	evs = f.do("dm damage Zombie 1 radiant")
	if tr := one(t, evs, battle.EvTrait); yes(tr.Success) != "false" || tr.Reason != "the damage is radiant" {
		t.Errorf("radiant: %+v", tr)
	}
	if !f.c("Zombie").Dead || len(of(evs, battle.EvSave)) != 0 {
		t.Errorf("radiant damage kills it outright:\n%s", texts(evs))
	}
}

// Undead Fortitude's exceptions and failure: a critical hit gets no save,
// and a failed save leaves the zombie to die at 0 HP.
func TestUndeadFortitudeFails(t *testing.T) {
	f := start(t, load(t, fighterVs(`
  - {template: zombie, name: Shambler, side: foes, at: C2, initiative: 5, hp: 5}
  - {template: zombie, name: Rotter, side: foes, at: C3, initiative: 4, hp: 8}
`)))
	evs := f.do("Fighter attack Shambler with sword", 20, 1, 1) // critical: 2d8+3 = 5
	if tr := one(t, evs, battle.EvTrait); tr.Reason != "the damage is from a critical hit" || len(of(evs, battle.EvSave)) != 0 {
		t.Errorf("critical hit:\n%s", texts(evs))
	}
	if !f.c("Shambler").Dead {
		t.Errorf("the critical hit kills it")
	}
	evs = f.do("dm damage Rotter 10", 11) // DC 15: 11 + 3 = 14 fails
	if s := one(t, evs, battle.EvSave); n(s.DC) != 15 || yes(s.Success) != "false" {
		t.Errorf("save %+v", s)
	}
	if tr := one(t, evs, battle.EvTrait); tr.HP != nil || yes(tr.Success) != "false" {
		t.Errorf("trait %+v", tr)
	}
	if !f.c("Rotter").Dead {
		t.Errorf("a failed save leaves it dead:\n%s", texts(evs))
	}
}

// SRD 5.1 Boar, "Relentless (Recharges after a Short or Long Rest). If the
// boar takes 7 damage or less that would reduce it to 0 hit points, it is
// reduced to 1 hit point instead": once in a fight, and not for 8 damage.
func TestRelentless(t *testing.T) {
	f := start(t, load(t, fighterVs(`
  - {template: boar, name: Tusker, side: foes, at: C2, initiative: 5, hp: 5}
  - {template: boar, name: Hog, side: foes, at: C3, initiative: 4, hp: 5}
`)))
	evs := f.do("dm damage Tusker 7")
	if tr := one(t, evs, battle.EvTrait); tr.With != battle.TraitRelentless || n(tr.HP) != 1 || n(tr.Amount) != 7 {
		t.Errorf("relentless %+v", tr)
	}
	if b := f.c("Tusker"); b.HP.Current != 1 || b.Dead {
		t.Fatalf("Tusker HP %d dead %v", b.HP.Current, b.Dead)
	}
	if evs := f.do("dm damage Tusker 1"); len(of(evs, battle.EvTrait)) != 0 || !f.c("Tusker").Dead {
		t.Errorf("a second time it drops:\n%s", texts(evs))
	}
	if evs := f.do("dm damage Hog 8"); len(of(evs, battle.EvTrait)) != 0 || !f.c("Hog").Dead {
		t.Errorf("8 damage is more than 7:\n%s", texts(evs))
	}
}
