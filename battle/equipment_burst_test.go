package battle_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// trooper is a fight on a 24x8 map: a trooper (Dex 14) with an automatic
// rifle (seed 000 "MODERN WEAPONS": 2d8 piercing, range 80/240, reload 30
// shots, burst fire) and a pistol, two orcs side by side at F2 and G2 and
// a third at J6.
func trooper(t *testing.T, opts ...spec) *fight {
	opts = append([]spec{gear("", false, "automatic-rifle", "pistol"), ability("dex", 14)}, opts...)
	enc := encounter(
		hero("Trooper", "B2", 20, opts...),
		foe("Orc 1", "F2", 10, hp(40)),
		foe("Orc 2", "G2", 9, hp(40)),
		foe("Orc 3", "J6", 8, hp(40)),
	)
	enc.Map.Size = "24x8"
	return start(t, enc)
}

// DMG "Firearms", Burst Fire: "spray a 10-foot-cube area within normal
// range with shots. Each creature in the area must succeed on a DC 15
// Dexterity saving throw or take the weapon's normal damage. This action
// uses ten pieces of ammunition." The cube at F2 catches both orcs: Orc 1
// fails (14), Orc 2 succeeds (15) and takes nothing; the damage, 2d8 + 2
// (3 + 5 + 2), is rolled once. The spray is the action and fires ten of
// the thirty shots.
func TestBurstFire(t *testing.T) {
	f := trooper(t, ammo(map[string]int{"bullets": 15}))
	evs := f.do("Trooper burst automatic rifle at F2", 14, 15, 3, 5)
	if a := one(t, evs, battle.EvAction); a.Action != "burst" || a.With != "automatic rifle" || n(a.Amount) != 10 {
		t.Errorf("action %+v", a)
	}
	area := one(t, evs, battle.EvArea)
	if !slices.Equal(area.Caught, []string{"Orc 1", "Orc 2"}) || area.Ability != "dex" || n(area.DC) != 15 {
		t.Errorf("area %+v, want both orcs, a DC 15 Dexterity save", area)
	}
	saves := of(evs, battle.EvSave)
	if len(saves) != 2 || yes(saves[0].Success) != "false" || yes(saves[1].Success) != "true" {
		t.Errorf("saves %v", texts(saves))
	}
	if h1, h2 := f.c("Orc 1").HP.Current, f.c("Orc 2").HP.Current; h1 != 40-10 || h2 != 40 {
		t.Errorf("orcs at %d and %d HP, want 30 (2d8 + 2) and 40 (none on a save)", h1, h2)
	}
	tr := f.c("Trooper")
	if !tr.Turn.Action || tr.Ammo.Fired["automatic rifle"] != 10 || tr.Ammo.Left["bullets"] != 5 {
		t.Errorf("after the burst: action %v, fired %v, bullets %v", tr.Turn.Action, tr.Ammo.Fired, tr.Ammo.Left)
	}
	f.refuse("Trooper attack Orc 1", battle.CodeNoAction)
	f.do("Trooper end turn")
	f.do("Orc 1 end turn")
	f.do("Orc 2 end turn")
	f.do("Orc 3 end turn")
	re := f.refuse("Trooper burst automatic rifle at F2", battle.CodeCannot) // 5 bullets
	if !strings.Contains(re.Error(), "5 bullets left") {
		t.Errorf("refusal %q", re.Error())
	}
	f.do("Trooper attack Orc 3 with automatic rifle", 1) // one shot is still there
}

// The reload rule (DMG "Firearms", Reload; equipment_reload.go): thirty
// shots are three bursts; the fourth is refused until the reload.
func TestBurstFireReload(t *testing.T) {
	f := trooper(t)
	next := func() {
		f.do("Trooper end turn")
		f.do("Orc 1 end turn")
		f.do("Orc 2 end turn")
		f.do("Orc 3 end turn")
	}
	for range 3 {
		f.do("Trooper burst at F6") // its only burst weapon; the cube catches no one: no dice
		next()
	}
	re := f.refuse("Trooper burst automatic rifle at F6", battle.CodeCannot)
	if !strings.Contains(re.Error(), "0 of its 30 shots left") || !strings.Contains(re.Error(), "reload") {
		t.Errorf("refusal %q", re.Error())
	}
	f.do("Trooper reload automatic rifle")
	next()
	f.do("Trooper burst at F6")
}

// What burst refuses: a weapon without the property, a square beyond the
// normal range (80 ft), no square at all.
func TestBurstFireRefusals(t *testing.T) {
	f := trooper(t)
	re := f.refuse("Trooper burst pistol at F2", battle.CodeCannot)
	if !strings.Contains(re.Error(), "no burst fire property") {
		t.Errorf("pistol: %q", re.Error())
	}
	re = f.refuse("Trooper burst automatic rifle at T2", battle.CodeOutOfReach) // 90 ft
	if !strings.Contains(re.Error(), "range of 80 ft") {
		t.Errorf("range: %q", re.Error())
	}
	f.refuse("Trooper burst automatic rifle", battle.CodeSyntax)
	f.refuse("Trooper burst rifle at F2", battle.CodeUnknownName)
	f.do("Trooper burst automatic rifle at R2") // 80 ft: within normal range
}
