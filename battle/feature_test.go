package battle_test

import (
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// style sets a fighting style.
func style(s string) spec { return func(c *battle.CombatantSpec) { c.FightingStyle = s } }

// eventsOf are the events of a type.
func eventsOf(evs []battle.Event, typ string) []battle.Event {
	var out []battle.Event
	for _, e := range evs {
		if e.Type == typ {
			out = append(out, e)
		}
	}
	return out
}

// Seed 000 "MULTIPLE ATTACKS": a fighter of level 5 makes two attacks with
// the Attack action, and no third.
func TestExtraAttack(t *testing.T) {
	f := start(t, encounter(
		hero("Fighter", "B2", 20, class("fighter", 5), ability("str", 16)),
		foe("Orc", "C2", 10, hp(40))))
	f.do("Fighter attack Orc", 15, 4)
	f.do("Fighter attack Orc", 15, 4)
	f.refuse("Fighter attack Orc", battle.CodeNoAction)
}

// Seed 000 line 496: "Fighter's Second Wind ability restores 1d10 + level
// h.p."; SRD 5.1: a bonus action, once per short or long rest.
func TestSecondWind(t *testing.T) {
	f := start(t, encounter(
		hero("Fighter", "B2", 20, class("fighter", 3), ability("con", 14)),
		foe("Orc", "H2", 10)))
	f.do("dm hp Fighter 5")
	evs := f.do("Fighter second wind", 7)
	if got := f.c("Fighter").HP.Current; got != 5+7+3 {
		t.Errorf("HP %d after Second Wind, want 15:\n%s", got, texts(evs))
	}
	f.refuse("Fighter second wind", battle.CodeNoAction) // spent
	f.do("Fighter end turn")
	f.do("Orc end turn")
	f.refuse("Fighter second wind", battle.CodeNoAction) // once a rest, not once a turn
	f.do("Fighter end turn")
	f.refuse("Orc second wind", battle.CodeCannot) // no class
}

// Seed 000 "BARBARIANS: RAGE": a bonus action, +2 melee damage at levels
// 1-8, resistance to bludgeoning, piercing and slashing, advantage on
// Strength checks; "Ends if ... failing to attack or take damage in a
// round".
func TestRage(t *testing.T) {
	f := start(t, encounter(
		hero("Barb", "B2", 20, class("barbarian", 1), ability("str", 16), ability("con", 14), gear("", false, "greataxe")),
		foe("Orc", "C2", 10, hp(60))))
	f.do("Barb rage")
	if c := f.c("Barb"); !c.Class.Raging || !c.Turn.Bonus || c.Class.RagesUsed != 1 {
		t.Fatalf("after rage: %+v", c.Class)
	}
	f.refuse("Barb rage", battle.CodeCannot)
	f.do("Barb attack Orc", 15, 6) // 1d12 6 + Str 3 + rage 2
	if got := f.c("Orc").HP.Current; got != 60-11 {
		t.Errorf("Orc HP %d, want 49 (6 + 3 + 2 rage)", got)
	}
	f.do("Barb end turn")
	f.do("Orc attack Barb", 15, 4) // 1d6 4 + 2 bludgeoning = 6, halved
	if got, max := f.c("Barb").HP.Current, f.c("Barb").HP.Max; got != max-3 {
		t.Errorf("Barb HP %d of %d, want 3 less: resistance to bludgeoning", got, max)
	}
	f.do("Orc end turn")
	evs := f.do("Barb shove Orc prone", 3, 18, 5) // advantage on the Athletics check
	if cs := eventsOf(evs, battle.EvCheck); len(cs) == 0 || !strings.Contains(strings.Join(cs[0].Reasons, ","), "raging") {
		t.Errorf("the raging barbarian's Athletics check:\n%s", texts(evs))
	}
	f.do("Barb end turn") // it attacked (the shove is no attack, but it took damage since its last turn)
	if !f.c("Barb").Class.Raging {
		t.Fatal("the rage ended though the barbarian took damage since its last turn")
	}
	f.do("Orc end turn")
	evs = f.do("Barb end turn") // neither attacked nor hurt since its last turn
	if f.c("Barb").Class.Raging || len(eventsOf(evs, battle.EvFeatureEnd)) != 1 {
		t.Errorf("the rage goes on with no attack and no damage:\n%s", texts(evs))
	}
}

// "Activated ... and must not be in heavy armor"; it ends when the
// barbarian falls unconscious (SRD 5.1 "Rage").
func TestRageLimits(t *testing.T) {
	f := start(t, encounter(
		hero("Knight", "B2", 20, class("barbarian", 1), ability("str", 16), gear("plate", false, "greataxe")),
		hero("Barb", "B4", 19, class("barbarian", 1), ability("con", 14)),
		foe("Orc", "H2", 10)))
	re := f.refuse("Knight rage", battle.CodeCannot)
	if !strings.Contains(re.Error(), "heavy armor") {
		t.Errorf("refusal: %v", re)
	}
	f.do("Knight end turn")
	f.do("Barb rage")
	evs := f.do("dm damage Barb 15") // 14 HP: down, not dead
	if f.c("Barb").Class.Raging || len(eventsOf(evs, battle.EvFeatureEnd)) != 1 {
		t.Errorf("an unconscious barbarian still rages:\n%s", texts(evs))
	}
}

// Seed 000 "ROGUES: SNEAK ATTACK": once per turn, with a finesse weapon,
// when another enemy of the target is within 5 ft of it; 2d6 at level 3.
func TestSneakAttack(t *testing.T) {
	f := start(t, encounter(
		hero("Rogue", "B2", 20, class("rogue", 3), ability("dex", 16), gear("", false, "shortsword", "dagger")),
		hero("Fighter", "C3", 19),
		foe("Orc", "C2", 10, hp(60))))
	evs := f.do("Rogue attack Orc with shortsword", 15, 4, 3, 5) // 1d6 4 + 3, sneak 2d6 3+5
	if got := f.c("Orc").HP.Current; got != 60-15 || len(eventsOf(evs, battle.EvFeature)) != 1 {
		t.Errorf("Orc HP %d, want 45 (4 + 3 + 8 sneak):\n%s", got, texts(evs))
	}
	evs = f.do("Rogue attack Orc with dagger offhand", 15, 2) // once per turn: no dice
	if len(eventsOf(evs, battle.EvFeature)) != 0 || f.c("Orc").HP.Current != 43 {
		t.Errorf("a second Sneak Attack in one turn:\n%s", texts(evs))
	}
}

// Seed 000 line 83: "a 3rd level rogue (Dex 16) armed with a dagger rolls a
// natural 20 on a sneak attack. The normal 1d4 piercing damage for the
// weapon, 2d6 sneak attack damage and +3 ability modifier would double to
// 2d4+4d6+3." Alone against the orc it gets none.
func TestSneakAttackCrit(t *testing.T) {
	f := start(t, encounter(
		hero("Rogue", "B2", 20, class("rogue", 3), ability("dex", 16), gear("", false, "dagger")),
		hero("Fighter", "C3", 19),
		foe("Orc", "C2", 10, hp(60)),
		foe("Ogre", "A1", 9, hp(60))))
	evs := f.do("Rogue attack Orc", 20, 1, 2, 3, 4, 5, 6)
	if got := f.c("Orc").HP.Current; got != 60-(1+2+3+3+4+5+6) {
		t.Errorf("Orc HP %d, want 36 (2d4 3 + 3 + 4d6 18):\n%s", got, texts(evs))
	}
	f.do("Rogue end turn")
	f.do("Fighter end turn")
	f.do("Orc end turn")
	f.do("Ogre end turn")
	evs = f.do("Rogue attack Ogre", 15, 2) // no ally by the ogre, no advantage
	if len(eventsOf(evs, battle.EvFeature)) != 0 {
		t.Errorf("Sneak Attack with no ally near and no advantage:\n%s", texts(evs))
	}
}

// Seed 000 line 40: Cunning Action, "a Dash, Disengage or Hide action as
// bonus action"; the SRD gives it at rogue level 2.
func TestCunningAction(t *testing.T) {
	f := start(t, encounter(
		hero("Rogue", "B2", 20, class("rogue", 2)),
		hero("Novice", "B4", 19, class("rogue", 1)),
		foe("Orc", "H2", 10)))
	f.do("Rogue cunning action dash")
	f.do("Rogue dash")
	if c := f.c("Rogue"); c.Turn.Dashes != 2 || !c.Turn.Bonus || !c.Turn.Action {
		t.Errorf("after a bonus Dash and a Dash: %+v", c.Turn)
	}
	f.refuse("Rogue cunning action disengage", battle.CodeNoAction)
	f.do("Rogue end turn")
	re := f.refuse("Novice cunning action dash", battle.CodeCannot)
	if !strings.Contains(re.Error(), "level 2") {
		t.Errorf("refusal: %v", re)
	}
}

// Seed 000 line 105: the off-hand attack's damage gets the ability
// modifier with the Two-Weapon Fighting style.
func TestTwoWeaponFightingStyle(t *testing.T) {
	f := start(t, encounter(
		hero("Fighter", "B2", 20, class("fighter", 1), style("two-weapon-fighting"), ability("str", 16), gear("", false, "shortsword", "scimitar")),
		foe("Orc", "C2", 10, hp(60))))
	f.do("Fighter attack Orc with shortsword", 15, 1)
	f.do("Fighter attack Orc with scimitar offhand", 15, 1)
	if got := f.c("Orc").HP.Current; got != 60-4-4 {
		t.Errorf("Orc HP %d, want 52: the off-hand attack adds Str +3", got)
	}
}
