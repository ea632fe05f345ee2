package battle_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/rules"
)

// fighterVs is an encounter file: a Fighter (AC 15, 40 HP, initiative 10)
// at B2 and the given monster entries, which should set their own
// initiative.
func fighterVs(monsters string) string {
	return `
map: {size: 12x8}
combatants:
  - {name: Fighter, kind: character, side: party, at: B2, ac: 15, hp: 40, initiative: 10,
     attacks: [{name: sword, bonus: 5, damage: "1d8+3[slashing]"}, {name: torch, bonus: 5, damage: "1d4[fire]"}]}
` + monsters
}

// SRD 5.1 Owlbear, "Multiattack. The owlbear makes two attacks: one with
// its beak and one with its claws" (here a beak and two claws): the Attack action makes exactly the
// attacks listed, in any order, and refuses a third bite.
func TestMultiattack(t *testing.T) {
	f := start(t, load(t, fighterVs(`
  - name: Owlbear
    side: foes
    at: C2
    ac: 13
    hp: 59
    initiative: 20
    multiattack: [beak, claws, claws]
    attacks:
      - {name: beak, bonus: 7, damage: "1d10+5[piercing]"}
      - {name: claws, bonus: 7, damage: "2d8+5[slashing]"}
`)))
	if c := f.c("Owlbear"); c.ExtraAttacks != 2 || !slices.Equal(c.Traits.Multiattack, []string{"beak", "claws", "claws"}) {
		t.Fatalf("owlbear: extra %d, multiattack %v", c.ExtraAttacks, c.Traits.Multiattack)
	}
	f.do("Owlbear attack Fighter with claws", 1)
	f.do("Owlbear attack Fighter with beak", 1)
	re := f.refuse("Owlbear attack Fighter with beak", battle.CodeCannot)
	if !strings.Contains(re.Msg, "beak, claws, claws") || !strings.Contains(re.Msg, "claws left") {
		t.Errorf("refusal: %s", re.Msg)
	}
	f.refuse("Owlbear attack Fighter with unarmed strike", battle.CodeCannot)
	if a := one(t, f.do("Owlbear attack Fighter", 1), battle.EvAttack); a.With != "claws" {
		t.Errorf("the attack left is claws, not %s", a.With)
	}
	f.refuse("Owlbear attack Fighter with claws", battle.CodeNoAction)
}

// SRD 5.1 "Recharge X–Y" (Young Red Dragon, "Fire Breath (Recharge
// 5–6)"): once used the breath is spent; a d6 at the start of each of the
// dragon's turns brings it back on a 5 or 6; while spent it is refused.
func TestRechargeBreath(t *testing.T) {
	f := start(t, load(t, fighterVs(`
  - name: Dragon
    side: foes
    at: D2
    ac: 18
    hp: 178
    initiative: 20
    attacks:
      - {name: bite, bonus: 10, damage: "2d10+6[piercing]"}
      - {name: fire breath, area: cone 30, save: dex 17, damage: "4d6[fire]", recharge: 5}
`)))
	evs := f.do("Dragon use fire breath toward B2", 3, 2, 2, 2, 2) // the Fighter's save fails: 4d6 = 8
	if d := one(t, evs, battle.EvDamage); d.Target != "Fighter" || n(d.Amount) != 8 {
		t.Fatalf("breath damage %+v", d)
	}
	f.do("Dragon end turn")
	evs = f.do("Fighter end turn", 4) // the recharge roll: 4, still spent
	r := one(t, evs, battle.EvRecharge)
	if r.Actor != "Dragon" || r.With != "fire breath" || n(r.Total) != 4 || yes(r.Success) != "false" {
		t.Errorf("recharge %+v", r)
	}
	re := f.refuse("Dragon use fire breath toward B2", battle.CodeNoAction)
	if !strings.Contains(re.Msg, "spent") || !strings.Contains(re.Msg, "5–6") {
		t.Errorf("refusal: %s", re.Msg)
	}
	f.do("Dragon end turn")
	if r := one(t, f.do("Fighter end turn", 5), battle.EvRecharge); yes(r.Success) != "true" {
		t.Errorf("a 5 recharges it: %+v", r)
	}
	f.do("Dragon use fire breath toward B2", 20, 1, 1, 1, 1) // saved: half of 4
	if hp := f.c("Fighter").HP.Current; hp != 40-8-2 {
		t.Errorf("Fighter HP %d", hp)
	}
	if f.c("Dragon").Spent == 0 {
		t.Errorf("the breath is spent again")
	}
}

// SRD 5.1 stat blocks' "Condition Immunities" (Skeleton: exhaustion,
// poisoned): the condition is not applied, by a rule or by the DM, and a
// note says why.
func TestConditionImmunities(t *testing.T) {
	f := start(t, load(t, fighterVs(`
  - {name: Skeleton, side: foes, at: C2, ac: 13, hp: 13, initiative: 5,
     condition_immunities: [exhaustion, Poisoned], attacks: [{name: shortsword, bonus: 4, damage: "1d6+2[piercing]"}]}
`)))
	evs := f.do("dm condition Skeleton +poisoned for 2 rounds")
	if e := one(t, evs, battle.EvImmune); e.Target != "Skeleton" || e.Condition != "poisoned" {
		t.Errorf("immune %+v", e)
	}
	if f.c("Skeleton").Conds.Has(rules.Poisoned) || len(f.State.Effects) != 0 || len(of(evs, battle.EvCondition)) != 0 {
		t.Errorf("the skeleton was poisoned:\n%s", texts(evs))
	}
	f.do("dm condition Skeleton +prone")
	if !f.c("Skeleton").Conds.Has(rules.Prone) {
		t.Errorf("not immune to prone")
	}
}

const ghoul = `
  - name: Ghoul
    side: foes
    at: C2
    ac: 12
    hp: 22
    initiative: 20
    attacks:
      - {name: bite, bonus: 2, damage: "2d6+2[piercing]"}
      - {name: claws, bonus: 4, damage: "2d4+2[slashing]",
         on_hit: {save: con 10, condition: paralyzed, ends: "save, 1 minute"}}
`

// SRD 5.1 Ghoul, Claws: "If the target is a creature other than an elf or
// undead, it must succeed on a DC 10 Constitution saving throw or be
// paralyzed for 1 minute. The target can repeat the saving throw at the
// end of each of its turns, ending the effect on itself on a success."
func TestGhoulParalysis(t *testing.T) {
	f := start(t, load(t, fighterVs(ghoul)))
	evs := f.do("Ghoul attack Fighter with claws", 15, 1, 1, 9) // hit for 4, Con save 9: paralyzed
	wantTypes(t, evs, battle.EvAttack, battle.EvDamage, battle.EvSave, battle.EvEffect, battle.EvCondition)
	ef := evs[3].Effect
	if ef.Condition != "paralyzed" || ef.Save != "con" || ef.DC != 10 || ef.Ends != "start" || ef.Of != "Ghoul" || ef.Round != 11 || ef.Source != "Ghoul" {
		t.Errorf("effect %+v", ef)
	}
	// The paralyzed Fighter's turn ends at once, with its save at its end: 9 fails.
	if s := one(t, f.do("Ghoul end turn", 9), battle.EvSave); s.Actor != "Fighter" || yes(s.Success) != "false" {
		t.Errorf("save %+v", s)
	}
	// Attacks against a paralyzed creature within 5 ft have advantage and crit.
	a := one(t, f.do("Ghoul attack Fighter with bite", 3, 18, 1, 1, 1, 1), battle.EvAttack)
	if a.Mode != "advantage" || yes(a.Crit) != "true" {
		t.Errorf("bite on the paralyzed: %+v", a)
	}
	evs = f.do("Ghoul end turn", 10) // the save succeeds
	if s := one(t, evs, battle.EvSave); s.Actor != "Fighter" || yes(s.Success) != "true" {
		t.Errorf("save %+v", s)
	}
	if f.c("Fighter").Conds.Has(rules.Paralyzed) || len(f.State.Effects) != 0 {
		t.Errorf("still paralyzed:\n%s", texts(evs))
	}
}

// SRD 5.1 Giant Spider, Bite: "the target must make a DC 11 Constitution
// saving throw, taking 9 (2d8) poison damage on a failed save, or half as
// much damage on a successful one."
func TestGiantSpiderPoison(t *testing.T) {
	f := start(t, load(t, fighterVs(`
  - {template: giant-spider, side: foes, at: C2, initiative: 20}
`)))
	evs := f.do("Giant Spider attack Fighter with bite", 15, 4, 11, 6, 8) // Con save 11 succeeds: 2d8 = 14, halved
	wantTypes(t, evs, battle.EvAttack, battle.EvDamage, battle.EvSave, battle.EvDamage)
	if d := evs[3]; d.DamageType != "poison" || n(d.Amount) != 7 || !strings.Contains(d.Text, "halved") {
		t.Errorf("poison %+v", d)
	}
	f.do("Giant Spider end turn")
	f.do("Fighter end turn")
	evs = f.do("Giant Spider attack Fighter with bite", 15, 4, 2, 6, 8) // failed: 14
	if d := of(evs, battle.EvDamage)[1]; n(d.Amount) != 14 {
		t.Errorf("poison on a failure %+v", d)
	}
	if hp := f.c("Fighter").HP.Current; hp != 40-7-7-7-14 {
		t.Errorf("Fighter HP %d", hp)
	}
}

// SRD 5.1 Wolf, "Pack Tactics. The wolf has advantage on an attack roll
// against a creature if at least one of the wolf's allies is within 5
// feet of the creature and the ally isn't incapacitated", and its bite's
// "DC 11 Strength saving throw or be knocked prone".
func TestWolfPackTactics(t *testing.T) {
	f := start(t, load(t, fighterVs(`
  - {template: wolf, name: Grey, side: foes, at: C2, initiative: 20}
  - {template: wolf, name: Ash, side: foes, at: H7, initiative: 15}
`)))
	a := one(t, f.do("Grey attack Fighter", 15, 1, 2, 2), battle.EvAttack) // no ally near: hit, 2d4+2 = 5, Str save 2 fails
	if a.Mode != "normal" {
		t.Errorf("alone: %s %v", a.Mode, a.Reasons)
	}
	if !f.c("Fighter").Conds.Has(rules.Prone) {
		t.Errorf("the bite knocks prone")
	}
	f.do("Grey end turn")
	f.do("Ash move to B3")
	f.do("Ash attack Fighter", 3, 12, 1, 1, 20) // advantage (and prone): 9 hits
	f.do("Ash end turn")
	f.do("Fighter stand")
	f.do("dm condition Grey +incapacitated")
	f.do("Fighter end turn")
	f.do("Grey end turn")
	a = one(t, f.do("Ash attack Fighter", 2), battle.EvAttack) // Ash's ally is incapacitated: no advantage
	if a.Mode != "normal" {
		t.Errorf("incapacitated ally: %s %v", a.Mode, a.Reasons)
	}
	f.do("dm condition Grey -incapacitated")
	f.do("Ash end turn")
	f.do("Fighter end turn")
	a = one(t, f.do("Grey attack Fighter", 3, 1), battle.EvAttack)
	if a.Mode != "advantage" || !slices.ContainsFunc(a.Reasons, func(r string) bool { return strings.HasPrefix(r, "pack tactics: Ash") }) {
		t.Errorf("pack tactics: %s %v", a.Mode, a.Reasons)
	}
}

// SRD 5.1 Goblin, "Nimble Escape. The goblin can take the Disengage or
// Hide action as a bonus action on each of its turns": it attacks, then
// disengages and walks off without an opportunity attack.
func TestGoblinNimbleEscape(t *testing.T) {
	f := start(t, load(t, fighterVs(`
  - {template: goblin, side: foes, at: C2, initiative: 20}
`)))
	f.do("Goblin attack Fighter with scimitar", 2)
	e := one(t, f.do("Goblin disengage"), battle.EvAction)
	if e.With != "(bonus action)" || !strings.Contains(e.Text, "Nimble Escape") {
		t.Errorf("disengage %+v", e)
	}
	if c := f.c("Goblin"); !c.Turn.Bonus || !c.Turn.Disengaged {
		t.Errorf("turn %+v", c.Turn)
	}
	if evs := f.do("Goblin move to F2"); len(of(evs, battle.EvAttack)) != 0 {
		t.Errorf("an opportunity attack on a disengaged goblin:\n%s", texts(evs))
	}
	f.refuse("Goblin hide", battle.CodeNoAction) // action and bonus action both spent
	f.do("Goblin end turn")
	f.do("Fighter end turn")
	// Its action unspent, the goblin still hides with its bonus action (out of sight behind the wall).
	f.do("dm cover Goblin total")
	f.do("Goblin hide", 10)
	if c := f.c("Goblin"); c.Turn.Action || !c.Turn.Bonus || c.Hidden == 0 {
		t.Errorf("hide: %+v hidden %d", c.Turn, c.Hidden)
	}
	f.do("Goblin dash")
}

// SRD 5.1 Troll, "Regeneration. The troll regains 10 hit points at the
// start of its turn. If the troll takes acid or fire damage, this trait
// doesn't function at the start of the troll's next turn. The troll dies
// only if it starts its turn with 0 hit points and doesn't regenerate."
func TestTrollRegeneration(t *testing.T) {
	f := start(t, load(t, fighterVs(`
  - {template: troll, side: foes, at: C2, initiative: 5, hp: 8, max_hp: 84}
`)))
	f.do("Fighter attack Troll with sword", 15, 5) // 8: down, not dead
	tr := f.c("Troll")
	if tr.Dead || tr.HP.Current != 0 || f.State.Over {
		t.Fatalf("troll dead %v HP %d, over %v", tr.Dead, tr.HP.Current, f.State.Over)
	}
	evs := f.do("Fighter end turn")
	if r := one(t, evs, battle.EvRegenerate); yes(r.Success) != "true" || n(r.Amount) != 10 {
		t.Errorf("regenerate %+v", r)
	}
	if tr := f.c("Troll"); tr.HP.Current != 10 || tr.Conds.Has(rules.Unconscious) || f.current() != "Troll" {
		t.Errorf("troll HP %d %s, turn of %s:\n%s", tr.HP.Current, tr.Conds, f.current(), texts(evs))
	}
	f.do("Troll end turn")
	f.do("Fighter attack Troll with sword", 15, 15, 4) // the prone troll: advantage; 7: 3 left
	f.do("dm damage Troll 3 fire")                     // fire at 0... first to 0 HP with fire
	if tr := f.c("Troll"); !tr.RegenStopped || tr.HP.Current != 0 {
		t.Fatalf("fire: stopped %v HP %d", tr.RegenStopped, tr.HP.Current)
	}
	if !f.State.Over {
		t.Errorf("a burnt troll at 0 HP is out of the fight")
	}
}

// The troll keeps regenerating while the acid or fire stays away: a burn
// one turn stops it only at the start of its next turn, and at 0 HP with
// no regeneration it dies.
func TestTrollDiesWithoutRegenerating(t *testing.T) {
	f := start(t, load(t, fighterVs(`
  - {template: troll, side: foes, at: C2, initiative: 5, hp: 20}
  - {name: Imp, side: foes, at: K7, ac: 10, hp: 5, initiative: 1}
`)))
	f.do("Fighter attack Troll with torch", 15, 3) // 3 fire: regeneration stops next turn
	f.do("dm damage Troll 17")
	evs := f.do("Fighter end turn")
	if r := one(t, evs, battle.EvRegenerate); yes(r.Success) != "false" {
		t.Errorf("regenerate %+v", r)
	}
	if d := one(t, evs, battle.EvDead); d.Target != "Troll" || !strings.Contains(d.Reason, "doesn't regenerate") {
		t.Errorf("dead %+v", d)
	}
}

// SRD 5.1 Adult Red Dragon, "Legendary Resistance (3/Day). If the dragon
// fails a saving throw, it can choose to succeed instead": the React
// callback decides (a nil React uses it), and the uses run out.
func TestLegendaryResistance(t *testing.T) {
	f := start(t, load(t, `
map: {size: 12x8}
combatants:
  - name: Ghoul
    side: undead
    at: C2
    ac: 12
    hp: 22
    initiative: 20
    attacks:
      - {name: claws, bonus: 4, damage: "2d4+2[slashing]", on_hit: {save: con 10, condition: paralyzed, ends: save}}
  - {name: Wyrm, side: dragons, at: D2, ac: 19, hp: 200, initiative: 1, saves: {con: 0},
     traits: {legendary_resistance: 1}}
`))
	evs := f.do("Ghoul attack Wyrm", 15, 1, 1, 2) // failed save: resisted
	if lr := one(t, evs, battle.EvLegendaryResistance); lr.Actor != "Wyrm" || n(lr.Total) != 0 {
		t.Errorf("legendary %+v", lr)
	}
	if f.c("Wyrm").Conds.Has(rules.Paralyzed) {
		t.Errorf("paralyzed despite legendary resistance")
	}
	f.React = func(_ *battle.State, _, _ int, kind string) bool { return kind != battle.ReactLegendaryResistance }
	f.do("dm heal Wyrm 0")
	f.do("Ghoul end turn")
	f.do("Wyrm end turn")
	f.React = nil
	evs = f.do("Ghoul attack Wyrm", 15, 1, 1, 2) // none left
	if len(of(evs, battle.EvLegendaryResistance)) != 0 || !f.c("Wyrm").Conds.Has(rules.Paralyzed) {
		t.Errorf("the uses ran out:\n%s", texts(evs))
	}
}

// The React callback can decline Legendary Resistance.
func TestLegendaryResistanceDeclined(t *testing.T) {
	f := start(t, load(t, `
combatants:
  - {name: Ghoul, side: undead, at: C2, ac: 12, hp: 22, initiative: 20,
     attacks: [{name: claws, bonus: 4, damage: "2d4+2[slashing]", on_hit: {save: con 10, condition: paralyzed}}]}
  - {name: Wyrm, side: dragons, at: D2, ac: 19, hp: 200, initiative: 1, traits: {legendary_resistance: 3}}
`))
	f.React = func(_ *battle.State, _, _ int, kind string) bool { return kind != battle.ReactLegendaryResistance }
	evs := f.do("Ghoul attack Wyrm", 15, 1, 1, 2)
	if len(of(evs, battle.EvLegendaryResistance)) != 0 || !f.c("Wyrm").Conds.Has(rules.Paralyzed) || f.c("Wyrm").LegendaryUsed != 0 {
		t.Errorf("declined:\n%s", texts(evs))
	}
}
