package battle_test

import (
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/rules"
)

// party is four heroes (AC 15, 40 HP, all abilities 10) at initiatives
// 10, 5, 3 and 2, then the monster entries given.
func party(monsters string) string {
	return `
map: {size: 12x8}
combatants:
  - {name: Fighter, kind: character, side: party, at: B2, ac: 15, hp: 40, initiative: 10, attacks: [{name: sword, bonus: 5, damage: "1d8+3[slashing]"}]}
  - {name: Cleric, kind: character, side: party, at: C3, ac: 15, hp: 40, initiative: 5, attacks: [{name: mace, bonus: 4, damage: "1d6+2[bludgeoning]"}]}
  - {name: Wizard, kind: character, side: party, at: J6, ac: 12, hp: 40, initiative: 3, attacks: [{name: staff, bonus: 2, damage: "1d6[bludgeoning]"}]}
  - {name: Rogue, kind: character, side: party, at: J7, ac: 14, hp: 40, initiative: 2, attacks: [{name: dagger, bonus: 5, damage: "1d4+3[piercing]"}]}
` + monsters
}

// A dragon with the SRD 5.1 Adult Red Dragon's legendary actions.
const legendDragon = `
  - name: Dragon
    side: foes
    at: D2
    ac: 19
    hp: 256
    initiative: 20
    skills: {perception: 13}
    attacks:
      - {name: bite, bonus: 14, damage: "2d10+8[piercing] + 2d6[fire]", reach: 10}
      - {name: tail, bonus: 14, damage: "2d8+8[bludgeoning]", reach: 15}
    legendary_actions:
      options:
        - {name: detect, check: perception}
        - {name: tail attack, attack: tail}
        - {name: wing attack, cost: 2, within: 10, save: dex 22, on_save: none, damage: "2d6+8[bludgeoning]", condition: prone}
`

// SRD 5.1 Adult Red Dragon, "Legendary Actions": "The dragon can take 3
// legendary actions ... Only one legendary action option can be used at a
// time and only at the end of another creature's turn. The dragon regains
// spent legendary actions at the start of its turn." Wing Attack (Costs 2
// Actions): "Each creature within 10 feet of the dragon must succeed on a
// DC 22 Dexterity saving throw or take 15 (2d6 + 8) bludgeoning damage and
// be knocked prone." And SRD 5.1 "Legendary Creatures": not while
// incapacitated.
func TestLegendaryActions(t *testing.T) {
	f := start(t, load(t, party(legendDragon)))
	if c := f.c("Dragon"); c.Legend == nil || c.Legend.PerRound != 3 || len(c.Legend.Options) != 3 || c.Legend.Options[0].Cost != 1 {
		t.Fatalf("legend %+v", c.Legend)
	}
	re := f.refuse("Dragon legendary tail attack Fighter", battle.CodeNotYourTurn) // no turn has ended yet
	if !strings.Contains(re.Msg, "no creature's turn has ended") {
		t.Errorf("refusal: %s", re.Msg)
	}
	f.do("Dragon end turn")
	re = f.refuse("Dragon legendary detect", battle.CodeNotYourTurn) // the turn that ended was its own
	if !strings.Contains(re.Msg, "Dragon's own") {
		t.Errorf("refusal: %s", re.Msg)
	}
	f.do("Fighter end turn")

	// After the Fighter's turn: the wing attack. The Fighter (10 ft) and
	// the Cleric (5 ft) fail their saves, and one roll of the damage hurts
	// both; the Wizard and Rogue are far off.
	evs := f.do("Dragon legendary wing attack", 5, 20, 3, 4)
	wantTypes(t, evs, battle.EvLegendary, battle.EvSave, battle.EvSave, battle.EvDamage, battle.EvDamage, battle.EvCondition, battle.EvCondition)
	l := evs[0]
	if l.With != "wing attack" || n(l.Cost) != 2 || n(l.Total) != 1 || strings.Join(l.Caught, ",") != "Fighter,Cleric" {
		t.Errorf("legendary event %+v", l)
	}
	for _, d := range evs[3:5] {
		if n(d.Amount) != 15 {
			t.Errorf("damage %+v", d)
		}
	}
	if !f.c("Fighter").Conds.Has(rules.Prone) || !f.c("Cleric").Conds.Has(rules.Prone) {
		t.Errorf("both are knocked prone")
	}
	re = f.refuse("Dragon legendary detect", battle.CodeNoAction) // one per turn's end
	if !strings.Contains(re.Msg, "one at a time") {
		t.Errorf("refusal: %s", re.Msg)
	}
	f.do("Cleric end turn")

	// After the Cleric's turn: the tail attack, 15 ft reach, at the prone
	// Cleric within 5 ft: advantage.
	evs = f.do("Dragon legendary tail attack Cleric", 15, 2, 4, 4)
	wantTypes(t, evs, battle.EvLegendary, battle.EvAttack, battle.EvDamage)
	if hp := f.c("Cleric").HP.Current; hp != 40-15-16 {
		t.Errorf("Cleric HP %d", hp)
	}
	f.do("Wizard end turn")
	re = f.refuse("Dragon legendary detect", battle.CodeNoAction) // 3 of 3 spent
	if !strings.Contains(re.Msg, "0 of 3 left") {
		t.Errorf("refusal: %s", re.Msg)
	}
	f.do("Rogue end turn") // round 2: the dragon's turn, its pool back
	if c := f.c("Dragon"); c.LegendPlay.Spent != 0 {
		t.Errorf("the pool resets at the start of its turn: %d spent", c.LegendPlay.Spent)
	}
	// The end of the Rogue's turn comes before the start of the dragon's:
	// a legendary action then would spend the old pool, which is empty.
	re = f.refuse("Dragon legendary detect", battle.CodeNoAction)
	if !strings.Contains(re.Msg, "0 of 3 left") {
		t.Errorf("refusal: %s", re.Msg)
	}
	f.do("Dragon end turn")
	f.do("Fighter end turn")
	f.do("dm condition Dragon +stunned")
	re = f.refuse("Dragon legendary detect", battle.CodeCannot)
	if !strings.Contains(re.Msg, "incapacitated") {
		t.Errorf("refusal: %s", re.Msg)
	}
	f.do("dm condition Dragon -stunned")
	evs = f.do("Dragon legendary detect", 10)
	if c := one(t, evs, battle.EvCheck); c.Skill != "perception" || n(c.Total) != 23 {
		t.Errorf("detect %+v", c)
	}
	f.do("Cleric dodge")
	f.refuse("Dragon legendary tail attack Cleric", battle.CodeNotYourTurn) // the Cleric's turn is under way
	f.refuse("Dragon legendary breath", battle.CodeUnknownName)
	f.refuse("Fighter legendary detect", battle.CodeCannot)
}

// SRD 5.1 Adult Red Dragon, Multiattack: "The dragon can use its Frightful
// Presence. It then makes three attacks"; Frightful Presence: a DC 19
// Wisdom save or frightened for 1 minute, the save repeated at the end of
// each of its turns, and "If a creature's saving throw is successful or
// the effect ends for it, the creature is immune to the dragon's
// Frightful Presence for the next 24 hours."
func TestFrightfulPresence(t *testing.T) {
	f := start(t, load(t, party(`
  - name: Dragon
    side: foes
    at: D2
    ac: 19
    hp: 256
    initiative: 20
    multiattack: [bite, claw, claw]
    frightful_presence: {save: wis 19, multiattack: true}
    attacks:
      - {name: bite, bonus: 14, damage: "2d10+8[piercing]", reach: 10}
      - {name: claw, bonus: 14, damage: "2d6+8[slashing]"}
  - {name: Kobold, side: foes, at: E2, ac: 12, hp: 5, initiative: 1}
`)))
	// Four foes in range: the Fighter fails, the others save.
	evs := f.do("Dragon use frightful presence", 5, 19, 20, 19)
	wantTypes(t, evs, battle.EvFrightfulPresence, battle.EvSave, battle.EvEffect, battle.EvCondition, battle.EvSave, battle.EvSave, battle.EvSave)
	fp := evs[0]
	if fp.Action != "multiattack" || strings.Join(fp.Caught, ",") != "Fighter,Cleric,Wizard,Rogue" || n(fp.DC) != 19 {
		t.Errorf("frightful presence %+v", fp)
	}
	if ef := evs[2].Effect; ef.Condition != "frightened" || ef.Source != "Dragon" || ef.Save != "wis" || ef.DC != 19 || ef.Ends != "start" || ef.Round != 11 {
		t.Errorf("effect %+v", ef)
	}
	if c := f.c("Dragon"); !c.Turn.Attacking || c.Turn.AttacksLeft != 3 {
		t.Errorf("its Multiattack's three attacks follow: %+v", c.Turn)
	}
	f.do("Dragon attack Fighter with bite", 1)
	f.do("Dragon attack Cleric with claw", 1)
	f.refuse("Dragon use frightful presence", battle.CodeNoAction)
	f.do("Dragon end turn")
	evs = f.do("Fighter end turn", 19) // the repeated save succeeds
	if e := one(t, evs, battle.EvEffectEnd); e.Target != "Fighter" {
		t.Errorf("effect end %+v", e)
	}
	for _, n := range []string{"Cleric", "Wizard", "Rogue", "Kobold"} {
		f.do(n + " end turn")
	}
	// Round 2: everyone has met it: immune now.
	evs = f.do("Dragon use frightful presence")
	fp = one(t, evs, battle.EvFrightfulPresence)
	if len(fp.Caught) != 0 || len(fp.Spared) != 4 || !strings.Contains(fp.Text, "immune for 24 hours") {
		t.Errorf("frightful presence %+v", fp)
	}
}

// The Monster Manual's "Lair Actions" (SRD 5.1 has the rule only in
// legendary creatures' lairs, which it leaves out): "On initiative count
// 20 (losing all initiative ties), the dragon takes a lair action ...; the
// dragon can't use the same effect two rounds in a row." A red dragon's
// tremor (DC 15 Dexterity or prone, creatures on the ground within 60 ft
// other than the dragon) and magma (a 5-ft cylinder within 120 ft, DC 15
// Dexterity, 6d6 fire, half on a success).
func TestLairActions(t *testing.T) {
	f := start(t, load(t, party(`
  - name: Dragon
    side: foes
    at: D2
    ac: 19
    hp: 256
    initiative: 4
    lair:
      actions:
        - {name: magma, area: cylinder 5, range: 120, save: dex 15, damage: "6d6[fire]"}
        - {name: tremor, within: 60, ground: true, save: dex 15, condition: prone}
`)))
	// The order: Fighter 10, Cleric 5, Dragon 4, Wizard 3, Rogue 2. Count
	// 20 comes before the Fighter's turn.
	evs := f.do("Dragon lair tremor", 3, 18, 16, 10)
	wantTypes(t, evs, battle.EvLair, battle.EvSave, battle.EvSave, battle.EvSave, battle.EvSave, battle.EvCondition, battle.EvCondition)
	if l := evs[0]; l.With != "tremor" || strings.Join(l.Caught, ",") != "Fighter,Cleric,Wizard,Rogue" {
		t.Errorf("lair event %+v", l)
	}
	if !f.c("Fighter").Conds.Has(rules.Prone) || f.c("Cleric").Conds.Has(rules.Prone) || !f.c("Rogue").Conds.Has(rules.Prone) {
		t.Errorf("the Fighter and the Rogue fall")
	}
	re := f.refuse("Dragon lair magma at B2", battle.CodeNoAction)
	if !strings.Contains(re.Msg, "one lair action a round") {
		t.Errorf("refusal: %s", re.Msg)
	}
	f.do("Fighter end turn")
	f.refuse("Dragon lair magma at B2", battle.CodeNotYourTurn) // the Cleric's turn: count 20 is past
	for _, n := range []string{"Cleric", "Dragon", "Wizard", "Rogue"} {
		f.do(n + " end turn")
	}
	re = f.refuse("Dragon lair tremor", battle.CodeCannot)
	if !strings.Contains(re.Msg, "two rounds in a row") {
		t.Errorf("refusal: %s", re.Msg)
	}
	evs = f.do("Dragon lair magma at B2", 2, 1, 1, 1, 1, 1, 1)
	wantTypes(t, evs, battle.EvLair, battle.EvArea, battle.EvSave, battle.EvDamage)
	if hp := f.c("Fighter").HP.Current; hp != 34 {
		t.Errorf("Fighter HP %d", hp)
	}
	f.do("Fighter move to B3") // stand not needed: crawling is fine here
	f.refuse("Dragon lair magma at B2", battle.CodeNotYourTurn)
}

// The compendium's adult red dragon brings its legendary actions, lair
// actions and Frightful Presence (SRD 5.1 Adult Red Dragon).
func TestAdultRedDragonLegend(t *testing.T) {
	f := start(t, load(t, `
map: {size: 12x8}
combatants:
  - {name: Fighter, kind: character, side: party, at: B2, ac: 15, hp: 40, initiative: 10}
  - {template: adult-red-dragon, side: foes, at: E2, initiative: 20}
`))
	lg := f.c("Adult Red Dragon").Legend
	if lg == nil || lg.PerRound != 3 || len(lg.Options) != 3 || lg.Options[2].Cost != 2 || lg.Options[2].DC != 22 ||
		len(lg.Lair) != 3 || lg.Lair[2].Zone == nil || lg.Lair[2].Zone.DC != 13 || lg.Presence == nil || lg.Presence.DC != 19 || !lg.Presence.Multiattack {
		t.Fatalf("legend %+v", lg)
	}
	evs := f.do("Adult Red Dragon use frightful presence", 2)
	if fp := one(t, evs, battle.EvFrightfulPresence); fp.Action != "multiattack" || !f.c("Fighter").Conds.Has(rules.Frightened) {
		t.Errorf("frightful presence %+v", fp)
	}
}

// SRD 5.1 "Legendary Actions": "Only one legendary action option can be
// used at a time and only at the end of another creature's turn. A
// creature regains spent legendary actions at the start of its turn."
// Against a single foe the only end of another creature's turn is the one
// right before the legend's own: the fight waits there, the dragon's turn
// not begun (legendary_wait.go), and the dragon takes its legendary action
// once, from the pool it had before its turn; the pool comes back whole as
// its turn starts.
func TestLegendaryActionsOneFoe(t *testing.T) {
	f := start(t, load(t, `
map: {size: 12x8}
combatants:
  - {name: Fighter, kind: character, side: party, at: B2, ac: 15, hp: 60, initiative: 20, attacks: [{name: sword, bonus: 5, damage: "1d8+3[slashing]"}]}
`+strings.Replace(legendDragon, "initiative: 20", "initiative: 10", 1)))
	f.do("Fighter end turn")
	if f.current() != "Dragon" {
		t.Fatalf("turn of %s", f.current())
	}
	evs := f.do("Dragon legendary tail attack Fighter", 10, 3, 4) // 10 + 14 = 24 vs 15: 2d8 7 + 8
	wantTypes(t, evs, battle.EvLegendary, battle.EvAttack, battle.EvDamage)
	if l := evs[0]; n(l.Total) != 2 || l.Reason != "after Fighter's turn" {
		t.Errorf("legendary event %+v", l)
	}
	if hp := f.c("Fighter").HP.Current; hp != 60-15 {
		t.Errorf("Fighter HP %d", hp)
	}
	if lp := f.c("Dragon").LegendPlay; lp.Spent != 1 || lp.Before != 0 || !f.State.LegendWait {
		t.Errorf("pool %+v: the action is charged to the pool from before its turn, which has not begun", lp)
	}
	re := f.refuse("Dragon legendary detect", battle.CodeNoAction) // one per turn's end
	if !strings.Contains(re.Msg, "one at a time") {
		t.Errorf("refusal: %s", re.Msg)
	}
	f.do("Dragon attack Fighter with bite", 1) // its own turn begins, untouched by the legendary action: it still has its action
	if lp := f.c("Dragon").LegendPlay; lp.Spent != 0 || lp.Before != 1 {
		t.Errorf("pool %+v: the pool comes back as its turn starts", lp)
	}
	f.refuse("Dragon legendary detect", battle.CodeNotYourTurn)
	f.do("Dragon end turn")
	re = f.refuse("Dragon legendary detect", battle.CodeNotYourTurn) // the turn that ended was its own
	if !strings.Contains(re.Msg, "Dragon's own") {
		t.Errorf("refusal: %s", re.Msg)
	}
	f.do("Fighter end turn")
	evs = f.do("Dragon legendary detect", 10) // round 2, again before its turn
	if n(evs[0].Total) != 2 {
		t.Errorf("legendary event %+v", evs[0])
	}
}

// Against several foes the moment before its own turn spends what the
// round's pool has left (SRD 5.1, as above): with 2 a round, one after
// the Fighter's turn and one after the Cleric's, just before the
// dragon's; after the dragon's turn its pool is whole again.
func TestLegendaryActionsBeforeOwnTurn(t *testing.T) {
	dragon := strings.Replace(legendDragon, "initiative: 20", "initiative: 1", 1)
	dragon = strings.Replace(dragon, "legendary_actions:\n", "legendary_actions:\n      per_round: 2\n", 1)
	f := start(t, load(t, party(dragon)))
	f.do("Fighter end turn")
	f.do("Dragon legendary detect", 10)
	f.do("Cleric end turn")
	f.do("Wizard end turn")
	f.do("Dragon legendary detect", 10)
	f.do("Rogue end turn") // the dragon's turn: 2 of 2 spent before it
	re := f.refuse("Dragon legendary detect", battle.CodeNoAction)
	if !strings.Contains(re.Msg, "0 of 2 left") {
		t.Errorf("refusal: %s", re.Msg)
	}
	f.do("Dragon end turn")
	f.do("Fighter end turn")
	if evs := f.do("Dragon legendary detect", 10); n(evs[0].Total) != 1 {
		t.Errorf("after its turn: %+v", evs[0])
	}
	f.do("Cleric end turn")
	f.do("Wizard end turn")
	f.do("Rogue end turn")
	if evs := f.do("Dragon legendary detect", 10); n(evs[0].Total) != 0 {
		t.Errorf("before its own turn, the last of the pool: %+v", evs[0])
	}
	if lp := f.c("Dragon").LegendPlay; lp.Spent != 2 || lp.Before != 2 {
		t.Errorf("pool %+v", lp)
	}
}
