package battle

// Martial Arts, Ki and Flurry of Blows (monk), by SRD 5.1 "Martial Arts",
// "Ki" and "Flurry of Blows", and seed 000 "MULTIPLE ATTACKS" ("Monks'
// Flurry of Blows ability: add two unarmed attacks" as a bonus action):
//
//   - Martial Arts (monk 1), while the monk wears no armor and carries no
//     shield: its unarmed strikes and monk weapons (shortswords, and
//     simple melee weapons that are neither two-handed nor heavy) use the
//     better of Strength and Dexterity to hit and for damage, and the
//     martial arts die (d4, d6 at 5th, d8 at 11th, d10 at 17th) in place
//     of a smaller damage die; the fill-in is done when the fight is
//     built. After taking the Attack action on its turn with an unarmed
//     strike or a monk weapon, one unarmed strike as a bonus action:
//     `Monk martial arts TARGET`.
//   - Ki (monk 2): ki points equal to its level, a rest (a fight here).
//   - Flurry of Blows (monk 2): after the Attack action, 1 ki for two
//     unarmed strikes as a bonus action: `Monk flurry of blows TARGET`
//     makes the first and spends the ki, the same command again the
//     second (at the same or another target).

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/skirmish-rpg/skirmish/compendium"
	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/rules"
)

// Feature names of this file, as events write them in With.
const (
	FeatMartialArts = "martial arts"
	FeatFlurry      = "flurry of blows"
)

// MonkUses is what a monk has and has spent.
type MonkUses struct {
	Unarmored               bool // no armor, no shield: Martial Arts works
	KiUsed                  int
	FlurryLeft              int // strikes left of the Flurry of Blows begun on FlurryRound, FlurryTurn
	FlurryRound, FlurryTurn int
	StunRound, StunTurn     int // the turn of its last Stunning Strike (feature_ki.go)
}

// buildMonk gives a monk's monk weapons the Martial Arts fill-in.
func buildMonk(c *Combatant, spec *CombatantSpec) error {
	cs := &c.Class
	cs.Unarmored = spec.Armor == "" && !spec.Shield
	if !cs.Has("martial-arts") || !cs.Unarmored {
		return nil
	}
	die := cs.Def.Value("martial-arts-die", cs.Level)
	dex := c.attackMod(rules.Dex) > c.attackMod(rules.Str) // seed 004's table under OSR (osr_build.go)
	for _, id := range spec.Weapons {
		w, err := compendium.LookupWeapon(id)
		if err != nil || !monkWeapon(w) {
			continue
		}
		mw := *w
		if dieSides(die) > dieSides(mw.Damage) {
			mw.Damage = "1" + die
		}
		if mw.Versatile != "" && dieSides(die) > dieSides(mw.Versatile) {
			mw.Versatile = "1" + die
		}
		as, err := weaponSpecs(&mw, spec.Shield)
		if err != nil {
			return err
		}
		for _, a := range as {
			if dex {
				a.Ability = "dex"
			}
			at, err := buildAttack(c, a)
			if err != nil {
				return err
			}
			for i := range c.Attacks {
				if c.Attacks[i].Name == at.Name {
					at.Slot = c.Attacks[i].Slot
					c.Attacks[i] = at
				}
			}
		}
	}
	return nil
}

// monkWeapon: a shortsword, or a simple melee weapon that is neither
// two-handed nor heavy (SRD 5.1 "Martial Arts").
func monkWeapon(w *compendium.Weapon) bool {
	return w.ID == "shortsword" || w.Category == "simple-melee" && !w.Has("two-handed") && !w.Has("heavy")
}

// dieSides is the faces of a die written "d6" or "1d6"; 0 for anything else.
func dieSides(s string) int {
	_, f, ok := strings.Cut(s, "d")
	if !ok {
		return 0
	}
	n, _ := strconv.Atoi(f)
	return n
}

// martialUnarmed is a monk's unarmed strike under Martial Arts, nil for
// anyone else: the martial arts die plus the better of Strength and
// Dexterity.
func martialUnarmed(c *Combatant) *Attack {
	cs := &c.Class
	if !cs.Has("martial-arts") || !cs.Unarmored {
		return nil
	}
	mod := max(c.attackMod(rules.Str), c.attackMod(rules.Dex)) // seed 004's table under OSR (osr_build.go)
	e := dice.MustParse("1" + cs.Def.Value("martial-arts-die", cs.Level) + "[bludgeoning]")
	if mod != 0 {
		e = &dice.Expr{Root: addModifier(e.Root, mod)}
	}
	return &Attack{Name: "unarmed strike", Bonus: mod + c.Proficiency, Damage: e, Reach: 5}
}

// monkStrike reports whether a monk's attack of that name is an unarmed
// strike or one with a monk weapon, thrown or not: what lets Martial
// Arts' bonus strike follow the Attack action.
func (c *Combatant) monkStrike(name string) bool {
	if !c.Class.Has("martial-arts") {
		return false
	}
	n := strings.ToLower(name)
	if n == "unarmed strike" {
		return true
	}
	n = strings.TrimPrefix(n, "thrown ")
	w, err := compendium.LookupWeapon(strings.ReplaceAll(n, " ", "-"))
	return err == nil && monkWeapon(w)
}

// martialArts: "Monk martial arts TARGET", the bonus unarmed strike. SRD
// 5.1 "Martial Arts": "When you use the Attack action with an unarmed
// strike or a monk weapon on your turn, you can make one unarmed strike
// as a bonus action" — not after a greatclub's blow (Flurry of Blows asks
// only for the Attack action).
func (d *decider) martialArts(cmd Command) error {
	a := cmd.Actor
	c := &d.st.Combatants[a]
	if err := needFeature(c, "martial-arts", "Martial Arts"); err != nil {
		return err
	}
	if err := d.monkBonus(a, "Martial Arts"); err != nil {
		return err
	}
	if !c.Turn.MonkStrike {
		return refuse(CodeCannot, "%s's Attack action used neither an unarmed strike nor a monk weapon: Martial Arts' bonus strike follows one (SRD 5.1 \"Martial Arts\")", c.Name)
	}
	d.emit(Event{Type: EvFeature, Actor: c.Name, Target: d.st.Combatants[cmd.Target].Name, With: FeatMartialArts, Action: "bonus",
		Text: fmt.Sprintf("%s follows its Attack action with an unarmed strike (Martial Arts, a bonus action)", c.Name)})
	return d.attack(a, cmd.Target, unarmed(c), how{bonus: true, knockOut: cmd.KnockOut})
}

// monkBonus refuses a Martial Arts or Flurry bonus strike the monk can't make.
func (d *decider) monkBonus(a int, what string) error {
	c := &d.st.Combatants[a]
	switch {
	case !c.Class.Unarmored:
		return refuse(CodeCannot, "%s wears armor or carries a shield: %s needs neither", c.Name, what)
	case !c.Turn.Attacking:
		return refuse(CodeCannot, "%s has not taken the Attack action this turn: %s follows it", c.Name, what)
	}
	return d.needBonus(a)
}

// flurry: "Monk flurry of blows TARGET", one of the two strikes.
func (d *decider) flurry(cmd Command) error {
	s := d.st
	a := cmd.Actor
	c := &s.Combatants[a]
	if err := needFeature(c, "flurry-of-blows", "Flurry of Blows"); err != nil {
		return err
	}
	cs := &c.Class
	tn := s.Combatants[cmd.Target].Name
	if cs.FlurryLeft > 0 && cs.FlurryRound == s.Round && cs.FlurryTurn == s.Turn {
		d.emit(Event{Type: EvFeature, Actor: c.Name, Target: tn, With: FeatFlurry, Amount: ip(2),
			Text: fmt.Sprintf("%s's Flurry of Blows, the second unarmed strike", c.Name)})
		return d.attack(a, cmd.Target, unarmed(c), how{bonus: true, knockOut: cmd.KnockOut})
	}
	ki := cs.Def.Number("ki-points", cs.Level)
	if cs.KiUsed >= ki {
		return refuse(CodeNoAction, "%s has spent all %d ki points before a rest", c.Name, ki)
	}
	if err := d.monkBonus(a, "Flurry of Blows"); err != nil {
		return err
	}
	d.emit(Event{Type: EvFeature, Actor: c.Name, Target: tn, With: FeatFlurry, Action: "bonus", Amount: ip(1),
		Text: fmt.Sprintf("%s spends 1 ki (%d of %d left) on a Flurry of Blows, two unarmed strikes as a bonus action", c.Name, ki-cs.KiUsed-1, ki)})
	return d.attack(a, cmd.Target, unarmed(c), how{bonus: true, knockOut: cmd.KnockOut})
}

// applyMonk folds this file's events.
func (s *State) applyMonk(a int, e Event) {
	cs := &s.Combatants[a].Class
	if e.With != FeatFlurry {
		return
	}
	if deref(e.Amount) == 1 {
		cs.KiUsed++
		cs.FlurryLeft, cs.FlurryRound, cs.FlurryTurn = 1, s.Round, s.Turn
		return
	}
	cs.FlurryLeft = 0
}
