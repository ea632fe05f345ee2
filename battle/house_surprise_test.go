package battle_test

import (
	"slices"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// Seed 001 "Surprise", the d12 surprise table (the house table after the
// rules): each entry forced with its die, applied by the engine, and
// replayed from the log (start's checkReplay).

// surpriseFight is Ann (passive Perception 10) surprised by a hiding
// Ghoul (Stealth 8+5 = 13), with the surprise table on; Bo, her ally,
// notices the Ghoul (passive Perception 20). faces follow the Stealth d20:
// the d12 and what the entry rolls, then the initiative of any newcomers.
func surpriseFight(t *testing.T, anns []spec, faces ...int) *fight {
	t.Helper()
	enc := encounter(
		hero("Ann", "B2", 20, anns...),
		hero("Bo", "B6", 18, skill("perception", 10)),
		foe("Ghoul", "H2", 10, stealthy(), skill("stealth", 5)),
	)
	enc.Options = []string{battle.OptSurpriseTable}
	return start(t, enc, append([]int{8}, faces...)...)
}

// house is the one house_table event of evs with that d12 face.
func house(t *testing.T, evs []battle.Event, face int) battle.Event {
	t.Helper()
	for _, e := range evs {
		if e.Type == battle.EvHouse && n(e.Total) == face {
			return e
		}
	}
	t.Fatalf("no house_table event with face %d in\n%s", face, texts(evs))
	return battle.Event{}
}

func TestSurpriseTableOnlyWhenNamed(t *testing.T) {
	// Without options: [surprise-table] a surprised creature rolls nothing.
	f := start(t, encounter(
		hero("Ann", "B2", 20),
		foe("Ghoul", "H2", 10, stealthy(), skill("stealth", 5)),
	), 8)
	if len(of(f.Log, battle.EvHouse)) != 0 || len(of(f.Log, battle.EvSurprise)) != 1 {
		t.Fatalf("log:\n%s", texts(f.Log))
	}
}

func TestSurpriseTable1GhostlySlap(t *testing.T) {
	// d12 1: "A ghostly hand appears and slaps a random character for 2d4
	// bludgeoning damage." The party is Ann and Bo: a d2 picks Bo (2).
	f := surpriseFight(t, nil, 1, 2, 3, 4)
	e := house(t, f.Log, 1)
	if e.Actor != "Ann" || e.With != "surprise table" || e.Action == "narrative" {
		t.Fatalf("table event %+v", e)
	}
	d := one(t, f.Log, battle.EvDamage)
	if d.Target != "Bo" || n(d.Amount) != 7 || d.DamageType != "bludgeoning" || f.c("Bo").HP.Current != 13 {
		t.Fatalf("damage %+v, Bo %d HP", d, f.c("Bo").HP.Current)
	}
}

func TestSurpriseTable1SlapKillsAndTheSpiritRises(t *testing.T) {
	// "If this kills them, they rise as a spectral presence": a monster
	// surprised alone, with 2 HP, is slapped dead; the rising is narrative.
	enc := encounter(
		hero("Ann", "B2", 20, stealthy(), skill("stealth", 5)),
		foe("Ghoul", "H2", 10, hp(2)),
	)
	enc.Options = []string{battle.OptSurpriseTable}
	f := start(t, enc, 8, 1, 1, 1) // Stealth 13; d12 1; 2d4 = 2
	if !f.c("Ghoul").Dead {
		t.Fatalf("Ghoul alive:\n%s", texts(f.Log))
	}
	var risen bool
	for _, e := range of(f.Log, battle.EvHouse) {
		risen = risen || e.Actor == "Ghoul" && e.Action == "narrative" && e.Reason == "it rises as a spectral presence"
	}
	if !risen || !f.State.Over {
		t.Fatalf("no spectral presence, or the fight goes on:\n%s", texts(f.Log))
	}
}

func TestSurpriseTable2GiantRatsJoin(t *testing.T) {
	// d12 2: "Five giant rats burst from the ground and attack. Name them
	// after your favorite boy band." They join the Ghoul's side, around
	// Ann, and roll initiative as one group with everyone: d20 5 + Dex 2.
	f := surpriseFight(t, nil, 2, 5)
	names := []string{"Justin", "JC", "Chris", "Joey", "Lance"}
	squares := []string{"A1", "B1", "C1", "A2", "C2"}
	for k, name := range names {
		c := f.c(name)
		if c.Side != "foes" || c.HP.Max != 7 || c.At.String() != squares[k] || c.Initiative != 7 || len(c.Attacks) != 1 {
			t.Errorf("%s: side %s, %d HP, at %s, initiative %d", name, c.Side, c.HP.Max, c.At, c.Initiative)
		}
	}
	var order []string
	for _, i := range f.State.Order {
		order = append(order, f.State.Combatants[i].Name)
	}
	if want := append([]string{"Ann", "Bo", "Ghoul"}, names...); !slices.Equal(order, want) {
		t.Fatalf("order %v, want %v", order, want)
	}
	if len(of(f.Log, battle.EvJoin)) != 5 {
		t.Fatalf("join events:\n%s", texts(f.Log))
	}
	// They fight: a rat bites Ann on its turn.
	f.do("Bo end turn") // Ann, surprised, lost her first turn
	f.do("Ghoul end turn")
	evs := f.do("Justin attack Ann", 15, 3, 2) // Pack Tactics: advantage, 15 + 4 hits AC 15; 2+2
	if d := one(t, evs, battle.EvDamage); n(d.Amount) != 4 {
		t.Fatalf("bite %+v", d)
	}
}

func TestSurpriseTable3PotionsTurnToMilk(t *testing.T) {
	// d12 3: "Every magic potion the party carries has turned to spoiled
	// milk": Ann's and Bo's potions, not the healer's kit, not the Ghoul's.
	enc := encounter(
		hero("Ann", "B2", 20, items(map[string]int{"potion-of-healing": 2, "healers-kit": 1})),
		hero("Bo", "B6", 18, skill("perception", 10), items(map[string]int{"potion-of-greater-healing": 1})),
		foe("Ghoul", "H2", 10, stealthy(), skill("stealth", 5), items(map[string]int{"potion-of-healing": 1})),
	)
	enc.Options = []string{battle.OptSurpriseTable}
	f := start(t, enc, 8, 3)
	if f.c("Ann").Items["potion-of-healing"] != 0 || f.c("Ann").Items["healers-kit"] != 10 ||
		f.c("Bo").Items["potion-of-greater-healing"] != 0 || f.c("Ghoul").Items["potion-of-healing"] != 1 {
		t.Fatalf("items: Ann %v, Bo %v, Ghoul %v", f.c("Ann").Items, f.c("Bo").Items, f.c("Ghoul").Items)
	}
	f.refuse("Bo use potion of greater healing", battle.CodeCannot)
}

func TestSurpriseTable4FootAsleep(t *testing.T) {
	// d12 4: "-1 Dexterity for an hour" for the character who last spoke:
	// Ann, for whom the table is rolled. Dex 14 -> 13 takes her shortbow's
	// to-hit (Dex +2, proficiency +2) from +4 to +3.
	f := surpriseFight(t, []spec{ability("dex", 14), func(c *battle.CombatantSpec) { c.Weapons = []string{"shortbow"} }}, 4)
	ann := f.c("Ann")
	e := one(t, f.Log, battle.EvScore)
	if e.Target != "Ann" || e.Ability != "dex" || n(e.Total) != 13 || ann.Scores[1] != 13 {
		t.Fatalf("score %+v, Ann's Dex %d", e, ann.Scores[1])
	}
	for _, a := range ann.Attacks {
		if a.Weapon == "shortbow" && a.Bonus != 3 {
			t.Fatalf("shortbow +%d, want +3", a.Bonus)
		}
	}
}

func TestSurpriseTable5And6FlameskullsNotInTheSRD(t *testing.T) {
	// d12 5 and 6: flameskulls fly in. SRD 5.1 has no flameskull, so the
	// compendium has none: the event says they are not played.
	for _, face := range []int{5, 6} {
		f := surpriseFight(t, nil, face)
		var said bool
		for _, e := range of(f.Log, battle.EvHouse) {
			said = said || e.Action == "narrative" && e.Reason == "no stat block for flameskull"
		}
		if !said || len(f.State.Combatants) != 3 {
			t.Fatalf("face %d:\n%s", face, texts(f.Log))
		}
	}
}

func TestSurpriseTableNarrativeEntries(t *testing.T) {
	// d12 7, 9, 11, 12: a noise, a nagging weapon, something shiny, a
	// cursed esophagus: logged as narrative, nothing else changes.
	for _, face := range []int{7, 9, 11, 12} {
		f := surpriseFight(t, nil, face)
		e := house(t, f.Log, face)
		if e.Action != "narrative" || len(of(f.Log, battle.EvDamage)) != 0 {
			t.Fatalf("face %d:\n%s", face, texts(f.Log))
		}
	}
}

func TestSurpriseTable8OchreJelly(t *testing.T) {
	// d12 8: "A random character vomits up an ochre jelly": a d2 picks Bo
	// (2); the SRD 5.1 Ochre Jelly (Large, 45 HP) joins the Ghoul's side on
	// the nearest free 2x2 space to Bo, and rolls initiative: d20 9 - 2.
	f := surpriseFight(t, nil, 8, 2, 9)
	j := f.c("Ochre Jelly")
	if j.Side != "foes" || j.HP.Max != 45 || j.Initiative != 7 || f.State.Distance(f.mustFind("Ochre Jelly"), f.mustFind("Bo")) != 5 {
		t.Fatalf("jelly: side %s, %d HP, initiative %d, at %s", j.Side, j.HP.Max, j.Initiative, j.At)
	}
}

func TestSurpriseTable10Arrow(t *testing.T) {
	// d12 10: "An arrow ... hits the character who is pissing you off ...
	// 1d6 + 4 piercing damage": Ann, 3+4.
	f := surpriseFight(t, nil, 10, 3)
	d := one(t, f.Log, battle.EvDamage)
	if d.Target != "Ann" || n(d.Amount) != 7 || d.DamageType != "piercing" {
		t.Fatalf("damage %+v", d)
	}
}

// mustFind is the index of a combatant.
func (f *fight) mustFind(name string) int {
	f.t.Helper()
	i, ok := f.State.Find(name)
	if !ok {
		f.t.Fatalf("no combatant %q", name)
	}
	return i
}
