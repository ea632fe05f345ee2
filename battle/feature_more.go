package battle

// More class features in play (docs/commands.md "Class features"), by
// seed 000 "CLASS-SPECIFIC COMBAT RULES" and SRD 5.1's class text:
//
//   - Action Surge (fighter 2): on its turn, one more action; once a rest,
//     twice from 17th level, but only once on the same turn (SRD 5.1
//     "Action Surge"). The engine grants it once the action is spent: the
//     action is renewed, the Attack action's attacks with it.
//   - Bardic Inspiration (bard 1): a bonus action, an ally other than the
//     bard within 60 ft that can hear it gains the die of its level (d6,
//     d8 at 5th, d10 at 10th, d12 at 15th); uses = Cha modifier, at least
//     1, a long rest; a creature holds one die at a time. The ally adds
//     it to one attack roll or saving throw after seeing the d20 but
//     before knowing the outcome (seed 000 "BARDS: BARDIC INSPIRATION";
//     SRD 5.1): the engine spends it on the first such roll that fails
//     without it and is not a natural 1 or 20 on an attack.
//   - Divine Smite (paladin 2): `attack ... smite N` spends a spell slot
//     of level N when the melee weapon attack hits: 2d8 radiant, +1d8 for
//     each slot level above 1st, at most 5d8, +1d8 against an undead or
//     a fiend; a critical hit doubles the dice with the weapon's (seed 000
//     line 507; SRD 5.1 "Divine Smite"). A miss spends nothing.

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/rules"
)

// Feature names of this file, as events write them in With.
const (
	FeatActionSurge = "action surge"
	FeatInspiration = "bardic inspiration"
	FeatSmite       = "divine smite"
)

// FeatureUses is what a fight has spent of the features of this file.
type FeatureUses struct {
	SurgesUsed            int
	SurgeRound, SurgeTurn int    // the turn of its last Action Surge
	Inspirations          int    // Bardic Inspiration dice given
	Inspiration           string // the Bardic Inspiration die it holds ("d6"), "" for none
	HandsUsed             int    // hit points spent from the Lay on Hands pool (feature_hands.go)
	MonkUses                     // Martial Arts, ki, Flurry of Blows (feature_monk.go)
	ClericUses                   // Channel Divinity, Turn Undead (feature_turn.go)
	InspirationValor      bool   // the die held is a valor bard's: Combat Inspiration (feature_valor.go)
	GuardUses                    // Indomitable, Relentless Rage (feature_guard.go)
}

// actionSurge: "Fighter action surge".
func (d *decider) actionSurge(cmd Command) error {
	s := d.st
	c := &s.Combatants[cmd.Actor]
	if err := needFeature(c, "action-surge", "Action Surge"); err != nil {
		return err
	}
	cs := &c.Class
	uses := cs.Def.Number("action-surge-uses", cs.Level)
	switch {
	case !c.Conds.CanAct():
		return refuse(CodeCannot, "%s is %s: it can't take actions", c.Name, c.Conds)
	case cs.SurgeRound == s.Round && cs.SurgeTurn == s.Turn && cs.SurgesUsed > 0:
		return refuse(CodeNoAction, "%s has used Action Surge this turn: only once on the same turn (SRD 5.1 \"Action Surge\")", c.Name)
	case cs.SurgesUsed >= uses:
		return refuse(CodeNoAction, "%s has used Action Surge %d times, all its level %d allows before a rest", c.Name, uses, cs.Level)
	case !c.Turn.Action:
		return refuse(CodeCannot, "%s has not used its action yet: take it, then Action Surge gives one more", c.Name)
	case c.Turn.Attacking && c.Turn.AttacksLeft > 0:
		return refuse(CodeCannot, "%s has %d attacks of its Attack action left: make them first", c.Name, c.Turn.AttacksLeft)
	}
	d.emit(Event{Type: EvFeature, Actor: c.Name, With: FeatActionSurge,
		Text: fmt.Sprintf("%s uses Action Surge (%d of %d left): it takes one more action this turn", c.Name, uses-cs.SurgesUsed-1, uses)})
	return d.err
}

// applyMoreFeatures folds the events of this file's features.
func (s *State) applyMoreFeatures(a int, e Event) {
	c := &s.Combatants[a]
	cs := &c.Class
	switch e.With {
	case FeatInspiration:
		if e.Type == EvFeatureEnd {
			cs.Inspiration, cs.InspirationValor = "", false
			if e.Reaction != nil && *e.Reaction { // Combat Inspiration on AC (feature_valor.go)
				c.Reaction = false
			}
			return
		}
		cs.Inspirations++
		if t, ok := s.Find(e.Target); ok {
			s.Combatants[t].Class.Inspiration = e.Dice
			s.Combatants[t].Class.InspirationValor = s.combatInspires(a) // feature_valor.go
		}
	case FeatSmite:
		if lv := deref(e.Level); lv >= 1 && lv <= 9 {
			c.Casting.Used[lv]++
		}
	case FeatLayOnHands:
		cs.HandsUsed += deref(e.Amount)
		c.Turn.Action = true
	case FeatTurnUndead, FeatTurned, FeatWarPriest:
		s.applyCleric(a, e) // feature_turn.go
	case FeatFlurry, FeatMartialArts:
		s.applyMonk(a, e) // feature_monk.go
	case FeatCompanion:
		s.applyCompanion(a, e) // feature_companion.go
	case FeatActionSurge:
		cs.SurgesUsed++
		cs.SurgeRound, cs.SurgeTurn = s.Round, s.Turn
		c.Turn.Action, c.Turn.Attacking, c.Turn.AttacksLeft, c.Turn.Loaded = false, false, 0, false
	default:
		s.applyGuardFeatures(a, e) // Uncanny Dodge, Indomitable, Relentless Rage ... (feature_guard.go)
	}
}

// inspire: "Bard bardic inspiration ALLY".
func (d *decider) inspire(cmd Command) error {
	s := d.st
	a, t := cmd.Actor, cmd.Target
	c, tc := &s.Combatants[a], &s.Combatants[t]
	if err := needFeature(c, "bardic-inspiration", "Bardic Inspiration"); err != nil {
		return err
	}
	cs := &c.Class
	uses := max(c.Scores.Mod(rules.Cha), 1)
	die := cs.Def.Value("bardic-inspiration-die", cs.Level)
	switch {
	case cs.Inspirations >= uses:
		return refuse(CodeNoAction, "%s has given all %d of its Bardic Inspiration dice (its Charisma modifier, at least 1) before a long rest", c.Name, uses)
	case t == a:
		return refuse(CodeCannot, "Bardic Inspiration goes to another creature, not the bard itself")
	case s.Hostile(a, t):
		return refuse(CodeCannot, "%s is not an ally of %s", tc.Name, c.Name)
	case tc.Dead:
		return refuse(CodeCannot, "%s is dead", tc.Name)
	case s.Distance(a, t) > 60:
		return refuse(CodeOutOfReach, "%s is %d ft away: Bardic Inspiration reaches a creature within 60 ft", tc.Name, s.Distance(a, t))
	case tc.Conds.Has(rules.Deafened):
		return refuse(CodeCannot, "%s is deafened: it must hear the bard", tc.Name)
	case tc.Class.Inspiration != "":
		return refuse(CodeCannot, "%s already holds a Bardic Inspiration die: one at a time", tc.Name)
	}
	if err := d.needBonus(a); err != nil {
		return err
	}
	d.emit(Event{Type: EvFeature, Actor: c.Name, Target: tc.Name, With: FeatInspiration, Action: "bonus", Dice: die,
		Text: fmt.Sprintf("%s gives %s Bardic Inspiration (a bonus action; %d of %d left): a %s for one attack roll or save", c.Name, tc.Name, uses-cs.Inspirations-1, uses, die)})
	return d.err
}

// useInspiration spends creature i's Bardic Inspiration die on a roll of
// nat + bonus against target that fails without it (never on a roll the
// die can't change: settled, an attack's natural 1 or 20), adding the die
// to extra and saying so in why.
func (d *decider) useInspiration(i, nat, bonus, target int, settled bool, extra *int, why *string) error {
	c := &d.st.Combatants[i]
	die := c.Class.Inspiration
	if die == "" || settled || nat+bonus+*extra >= target {
		return nil
	}
	r, err := rollText("1"+die, d.src)
	if err != nil {
		return err
	}
	d.emit(Event{Type: EvFeatureEnd, Actor: c.Name, With: FeatInspiration, Dice: "1" + die, Amount: ip(r.Total), Reason: "spent",
		Text: fmt.Sprintf("%s spends its Bardic Inspiration: 1%s = %d", c.Name, die, r.Total)})
	*extra += r.Total
	*why = strings.TrimPrefix(*why+fmt.Sprintf(", bardic inspiration 1%s %+d", die, r.Total), ", ")
	return d.err
}

// smiteFlag takes a trailing "smite N" or "smite" (a 1st-level slot) off
// an attack command.
func smiteFlag(cmd *Command, rest *[]string) bool {
	r := *rest
	n := len(r)
	switch {
	case n >= 1 && strings.EqualFold(r[n-1], "smite"):
		cmd.Smite, *rest = 1, r[:n-1]
		return true
	case n >= 2 && strings.EqualFold(r[n-2], "smite"):
		lv, err := strconv.Atoi(r[n-1])
		if err != nil {
			return false
		}
		cmd.Smite, *rest = max(lv, -1), r[:n-2] // canSmite refuses a level out of 1..9
		return true
	}
	return false
}

// SmiteSlotsLeft is creature a's unspent slots of level lv that Divine
// Smite may spend (slotsLeft): a paladin without a spellcasting block
// smites with its class table's slots, which SlotsLeft doesn't count.
func (s *State) SmiteSlotsLeft(a, lv int) int { return s.Combatants[a].slotsLeft(lv) }

// slotsLeft is a creature's unspent slots of a level: its spellcasting's,
// else its class table's.
func (c *Combatant) slotsLeft(lv int) int {
	if lv < 1 || lv > 9 {
		return 0
	}
	total := c.Class.Slots[lv-1]
	if c.Casting.Caster != nil {
		total = c.Casting.Slots[lv]
	}
	return total - c.Casting.Used[lv]
}

// canSmite refuses a smite the paladin can't make, before the attack roll.
func (d *decider) canSmite(a int, w *Attack, lv int) error {
	if lv == 0 {
		return nil
	}
	c := &d.st.Combatants[a]
	if err := needFeature(c, "divine-smite", "Divine Smite"); err != nil {
		return err
	}
	switch {
	case lv < 1 || lv > 9:
		return refuse(CodeSyntax, "smite %d: a spell slot's level is 1 to 9", lv)
	case w.Ranged || w.Name == "unarmed strike":
		return refuse(CodeCannot, "Divine Smite follows a hit with a melee weapon attack, not %s", w.Name)
	case c.slotsLeft(lv) <= 0:
		return refuse(CodeNoAction, "%s has no level %d spell slot left for Divine Smite", c.Name, lv)
	}
	return nil
}

// SmiteDice is how many d8 of radiant damage Divine Smite with a slot of
// level lv adds on a hit on t (seed 000: 2d8, +1d8 a level above 1st to
// 5d8, +1d8 against an undead or a fiend). Policies weigh the smite by it.
func SmiteDice(lv int, t *Combatant) int {
	n := min(1+lv, 5)
	if ty := t.CreatureType; strings.HasPrefix(ty, "undead") || strings.HasPrefix(ty, "fiend") {
		n++
	}
	return n
}

// divineSmite adds the smite's radiant dice to a hit's damage and spends
// the slot; the critical hit doubles them with the rest (damage).
func (d *decider) divineSmite(a, t, lv int, crit bool, expr *dice.Expr) *dice.Expr {
	if lv == 0 {
		return expr
	}
	s := d.st
	c, tc := &s.Combatants[a], &s.Combatants[t]
	n := SmiteDice(lv, tc)
	why := fmt.Sprintf("a level %d slot", lv)
	if n > min(1+lv, 5) {
		why += ", +1d8 against " + strings.Fields(tc.CreatureType)[0]
	}
	text := fmt.Sprintf("%s smites %s: +%dd8 radiant (%s)", c.Name, tc.Name, n, why)
	if crit {
		text += ", doubled by the critical hit"
	}
	d.emit(Event{Type: EvFeature, Actor: c.Name, Target: tc.Name, With: FeatSmite, Level: ip(lv), Dice: fmt.Sprintf("%dd8", n), Text: text})
	smite := dice.MustParse(fmt.Sprintf("%dd8[radiant]", n))
	return &dice.Expr{Root: &dice.Binary{Op: '+', L: expr.Root, R: smite.Root}}
}
