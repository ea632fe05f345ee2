package battle

// The beast master's animal companion (ranger, `subclass: beast-master`,
// Ranger Archetype at 3rd level), by seed 000 "RANGERS: BEAST MASTER
// ANIMAL COMPANION" and its actions list:
//
//   - a combatant entry with `companion_of: RANGER` is the ranger's
//     companion: it has no initiative of its own but acts on the
//     ranger's initiative ("Acts on ranger's initiative"), listed just
//     after the ranger in the order, with no turn of its own;
//   - on the ranger's turn it moves with its own speed (`WOLF move ...`)
//     and its movement, action and reaction come back when the ranger's
//     turn starts;
//   - "Command Ranger Companion: Beast does Attack, Dash, Disengage,
//     Dodge or Help action on behalf of its ranger master": `WOLF attack
//     TARGET` costs one attack of the ranger's Attack action ("Ordering
//     an animal companion to attack requires the sacrifice of one attack
//     roll by the ranger, which may count as part of extra attacks"),
//     taking that action if the ranger hasn't yet; `WOLF dash`,
//     `disengage`, `dodge`, `help TARGET` cost the ranger's action;
//   - from ranger level 11 the commanded Attack action makes two attacks
//     (seed 000 "MULTIPLE ATTACKS": "Ranger (Beast Master level 11+)
//     Companion attack" in the two-attack row; the PHB's Bestial Fury),
//     for the one attack the ranger gives up: the first `WOLF attack X`
//     is the command, and a second `WOLF attack Y` (the same target or
//     another) before the ranger's turn ends is the beast's second attack
//     of that action, costing the ranger nothing more. The number is the
//     beast master's companion-attacks in compendium/data/classes.yaml;
//   - it does nothing else, and the ranger ends the turn.
//
// Each command logs a `feature` event `command companion` (the ranger the
// actor, the beast the target), whose Action says what it cost.

import (
	"fmt"
	"strings"
)

// FeatCompanion names the feature in events' With.
const FeatCompanion = "command companion"

const ruleCompanion = `seed 000 "RANGERS: BEAST MASTER ANIMAL COMPANION"`

// companionOf is the index of the ranger whose companion creature i is,
// or -1.
func (s *State) companionOf(i int) int {
	name := s.Combatants[i].CompanionOf
	if name == "" {
		return -1
	}
	for j := range s.Combatants {
		if j != i && strings.EqualFold(s.Combatants[j].Name, name) {
			return j
		}
	}
	return -1
}

// checkCompanions refuses a companion_of that names no beast master
// ranger of the same side, a ranger with two companions, or a companion
// with one of its own.
func (s *State) checkCompanions() error {
	has := map[int]string{}
	for i := range s.Combatants {
		c := &s.Combatants[i]
		if c.CompanionOf == "" {
			continue
		}
		r := s.companionOf(i)
		if r < 0 {
			return fmt.Errorf("%s: companion_of: no combatant named %q", c.Name, c.CompanionOf)
		}
		rc := &s.Combatants[r]
		switch {
		case !rc.Class.hasSubclass("beast-master"):
			return fmt.Errorf("%s: companion_of: %s is not a ranger of level 3+ with subclass: beast-master (%s)", c.Name, rc.Name, ruleCompanion)
		case rc.Side != c.Side:
			return fmt.Errorf("%s: companion_of: %s is on side %s, its companion on %s", c.Name, rc.Name, rc.Side, c.Side)
		case rc.CompanionOf != "":
			return fmt.Errorf("%s: companion_of: %s is itself a companion", c.Name, rc.Name)
		case has[r] != "":
			return fmt.Errorf("%s: companion_of: %s already has a companion, %s", c.Name, rc.Name, has[r])
		}
		has[r] = c.Name
	}
	return nil
}

// companionInitiative gives ranger r's companion its initiative and its
// place just after r in the order, or nothing.
func (d *decider) companionInitiative(r int) []string {
	s := d.st
	for i := range s.Combatants {
		if s.companionOf(i) == r {
			c, rc := &s.Combatants[i], &s.Combatants[r]
			d.emit(Event{Type: EvInitiative, Actor: c.Name, Total: ip(rc.Initiative), Reason: "companion of " + rc.Name,
				Text: fmt.Sprintf("%s acts on its ranger %s's initiative: %d (%s)", c.Name, rc.Name, rc.Initiative, ruleCompanion)})
			return []string{c.Name}
		}
	}
	return nil
}

// companionTurn: as ranger a's turn starts, its companion's movement,
// action and reaction come back.
func (s *State) companionTurn(a int) {
	for i := range s.Combatants {
		if s.companionOf(i) == a {
			c := &s.Combatants[i]
			c.Turn = TurnState{}
			c.Reaction, c.Dodging = true, false
		}
	}
}

// companionRules: a companion moves on its ranger's turn and takes the
// Attack, Dash, Disengage, Dodge or Help action only as the ranger
// commands, at the cost of one of the ranger's attacks or its action.
func (d *decider) companionRules(cmd Command) error {
	s := d.st
	a := cmd.Actor
	r := s.companionOf(a)
	if r < 0 {
		return nil
	}
	c, rc := &s.Combatants[a], &s.Combatants[r]
	cost := "action"
	switch cmd.Verb {
	case "move":
		return nil
	case "attack":
		cost = "attack"
		if cmd.Offhand {
			return refuse(CodeCannot, "%s attacks once as %s commands it, with no off-hand attack (%s)", c.Name, rc.Name, ruleCompanion)
		}
		if c.Turn.Attacking && c.Turn.AttacksLeft > 0 {
			return nil // the commanded Attack action's next attack (Bestial Fury): no new command
		}
	case "dash", "disengage", "dodge", "help":
	case "end turn":
		return refuse(CodeCannot, "%s acts on %s's turn: %s ends the turn (%s)", c.Name, rc.Name, rc.Name, ruleCompanion)
	default:
		return refuse(CodeCannot, "%s is %s's animal companion: it moves, and takes the Attack, Dash, Disengage, Dodge or Help action as %s commands (%s)", c.Name, rc.Name, rc.Name, ruleCompanion)
	}
	switch {
	case !rc.Conds.CanAct() || rc.Down():
		return refuse(CodeCannot, "%s can't command %s: it can't take actions", rc.Name, c.Name)
	case c.Turn.Attacking && cost == "attack":
		n := s.companionAttacks(r)
		return refuse(CodeNoAction, "%s has made the %d attack%s of the Attack action %s commanded this turn (%s)", c.Name, n, map[bool]string{true: "s"}[n > 1], rc.Name, ruleCompanion)
	case c.Turn.Action:
		return refuse(CodeNoAction, "%s has already taken an action on %s's command this turn", c.Name, rc.Name)
	case rc.Turn.Attacking && rc.Turn.AttacksLeft == 0:
		return refuse(CodeNoAction, "%s has made all the attacks of its Attack action: none is left to command %s (%s)", rc.Name, c.Name, ruleCompanion)
	case rc.Turn.Action && !(cost == "attack" && rc.Turn.Attacking):
		return refuse(CodeNoAction, "%s has already used its action this turn: commanding %s to %s takes %s", rc.Name, c.Name, cmd.Verb, map[string]string{"attack": "one attack of its Attack action", "action": "its action"}[cost])
	}
	text := fmt.Sprintf("%s commands %s to %s, for %s", rc.Name, c.Name, cmd.Verb, map[string]string{"attack": "one attack of its Attack action", "action": "its action"}[cost])
	if n := s.companionAttacks(r); cost == "attack" && n > 1 {
		text += fmt.Sprintf("; %s makes %d attacks (ranger level 11+: seed 000 \"MULTIPLE ATTACKS\")", c.Name, n)
	}
	d.emit(Event{Type: EvFeature, Actor: rc.Name, Target: c.Name, With: FeatCompanion, Action: cost, Text: text + " (" + ruleCompanion + ")"})
	return nil
}

// applyCompanion folds a command: the ranger spends one attack of its
// Attack action, or its action. Commanded to attack, the companion takes
// the Attack action with the attacks its ranger's level gives it (its own
// Extra Attack or Multiattack, if it has one, is not the command's).
func (s *State) applyCompanion(r int, e Event) {
	c := &s.Combatants[r]
	if e.Action != "attack" {
		c.Turn.Action = true
		return
	}
	c.useAttack()
	if b, ok := s.Find(e.Target); ok {
		t := &s.Combatants[b].Turn
		t.Action, t.Attacking, t.AttacksLeft = true, true, s.companionAttacks(r)
	}
}

// companionAttacks is the attacks ranger r's companion makes when
// commanded to attack: the beast master's companion-attacks at r's level
// (compendium/data/classes.yaml: 1, and 2 from 11th level), 1 when the
// data gives none.
func (s *State) companionAttacks(r int) int {
	cs := &s.Combatants[r].Class
	if cs.Def == nil {
		return 1
	}
	if sub := cs.Def.Subclass("beast-master"); sub != nil {
		return max(sub.Number("companion-attacks", cs.Level), 1)
	}
	return 1
}
