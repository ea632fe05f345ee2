package battle_test

import (
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// Seed 000 "FUTURISTIC WEAPONS": "Antimater rifle: 6d8 necrotic
// (ammunition [range 120/360], reload [2 shots], two-handed)"; DMG
// "Firearms" (Reload): after its shots the weapon must be reloaded with an
// action. Two shots, the third refused until the reload, which takes the
// action; the next turn it fires again.
func TestReloadAfterItsShots(t *testing.T) {
	f := start(t, encounter(
		hero("Trooper", "B2", 20, gear("", false, "antimatter-rifle"), ability("dex", 14), extraAttacks(1)),
		foe("Orc", "H2", 10, hp(40)),
	))
	f.refuse("Trooper reload", battle.CodeCannot) // loaded: nothing fired yet
	f.do("Trooper attack Orc", 2)                 // misses, still shots
	f.do("Trooper attack Orc", 2)
	f.do("Trooper end turn")
	f.do("Orc end turn")
	re := f.refuse("Trooper attack Orc", battle.CodeCannot)
	if !strings.Contains(re.Error(), "fired its 2 shots") {
		t.Errorf("refusal %q", re.Error())
	}
	evs := f.do("Trooper reload antimatter rifle")
	if a := one(t, evs, battle.EvAction); a.Action != "reload" || a.With != "antimatter rifle" {
		t.Errorf("reload %+v", a)
	}
	if c := f.c("Trooper"); !c.Turn.Action || len(c.Ammo.Fired) != 0 {
		t.Errorf("after the reload: action %v, fired %v", c.Turn.Action, c.Ammo.Fired)
	}
	f.refuse("Trooper attack Orc", battle.CodeNoAction) // the reload took the action
	f.do("Trooper end turn")
	f.do("Orc end turn")
	f.do("Trooper attack Orc", 2)
}
