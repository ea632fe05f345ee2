package battle

import (
	"fmt"

	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
)

// Apply folds one event into the state. Events carry their outcomes (hit
// points after damage, tallies after a death save), so Apply never rolls
// and never decides: replaying a log through Apply rebuilds the state.
func Apply(s *State, e Event) error {
	a, t := -1, -1
	if e.Actor != "" {
		var ok bool
		if a, ok = s.Find(e.Actor); !ok {
			return fmt.Errorf("battle: event %d (%s): no combatant %q", e.Seq, e.Type, e.Actor)
		}
	}
	if e.Target != "" {
		var ok bool
		if t, ok = s.Find(e.Target); !ok {
			return fmt.Errorf("battle: event %d (%s): no combatant %q", e.Seq, e.Type, e.Target)
		}
	}
	s.Seq = e.Seq
	if s.applyOSRRound(a, e) { // osr_round.go
		return nil
	}
	switch e.Type {
	case EvSurprise:
		s.Combatants[a].Surprised = true
		s.Combatants[a].Trait.Surprised = true // Surprise Attack (trait.go)
	case EvInitiative:
		s.Combatants[a].Initiative = deref(e.Total)
	case EvOrder:
		return s.applyOrder(e)
	case EvTurn:
		if m := s.ControlledMount(a); m >= 0 { // seed 003: a controlled mount's turn is its rider's (mount.go)
			s.applyTurn(m, e.Round)
		}
		s.applyTurn(a, e.Round)
	case EvCount20:
		s.applyCount20(a, e.Round) // lair.go
	case EvLegendWait:
		s.applyLegendWait(a, e.Round) // legendary_wait.go
	case EvTurnEnd:
		c := &s.Combatants[a]
		if c.Surprised { // a surprised creature can't react until its first turn ends
			c.Surprised = false
			c.Reaction = true
		}
		s.endCarriedSurprise(a)                // seed 003 (mount.go)
		s.Combatants[a].Class.RageKept = false // counted again until its next turn ends (feature.go)
	case EvAttack:
		s.applyAttack(a, t, e)
		s.netSpent(a, e)       // a net's one attack (equipment_net.go)
		s.spendAmmo(a, e.With) // equipment_ammo.go
		s.featureAttack(a, t)  // rage kept up (feature.go)
	case EvDamage, EvHeal, EvHP:
		c := &s.Combatants[t]
		s.healHobble(t, deref(e.HP)) // caltrops' slowing (equipment_hazard.go)
		c.HP.Current = deref(e.HP)
		if e.TempHP != nil {
			c.HP.Temp = *e.TempHP
		}
		if e.Type != EvDamage && c.HP.Current > 0 {
			c.Dying = rules.DeathSaves{}
		}
		if e.Type == EvDamage {
			s.monsterDamage(t, e)  // what stops Regeneration (monster.go)
			s.featureDamaged(t, e) // rage kept up (feature.go)
		}
	case EvCondition:
		return s.applyCondition(t, e)
	case EvDeathSave:
		c := &s.Combatants[a]
		// A death save, or damage at 0 HP, leaves the creature dying: not stable.
		c.Dying = rules.DeathSaves{Successes: deref(e.Successes), Failures: deref(e.Failures)}
	case EvDown:
		s.Combatants[t].Dying = rules.DeathSaves{}
	case EvStable:
		s.Combatants[t].Dying = rules.DeathSaves{Stable: true}
	case EvDead:
		s.Combatants[t].Dead = true
	case EvMove:
		return s.applyMove(a, e)
	case EvMount: // seed 003 (mount.go)
		return s.applyMount(a, t, e)
	case EvAction:
		s.applyAction(a, t, e)
	case EvGrant:
		r := s.Grants[a]
		r.Add(e.Mode == rules.Advantage.String(), "DM ruling")
		s.Grants[a] = r
	case EvEnd:
		s.Over, s.Winner = true, e.Winner
	case EvHazard:
		return s.applyHazard(t, e) // equipment_hazard.go
	case EvAmmo:
		s.applyAmmo(a, e) // equipment_ammo.go
	case EvLight:
		s.applyLight(a, e) // equipment_light.go
	case EvItem:
		s.applyItem(a, e) // equipment_items.go
	case EvCover:
		cov, err := parseCover(e.Cover)
		if err != nil {
			return fmt.Errorf("battle: event %d (cover): %w", e.Seq, err)
		}
		s.Combatants[t].Cover = cov
	case EvHidden:
		s.Combatants[a].Hidden = 0
		if e.On != nil && *e.On {
			s.Combatants[a].Hidden = deref(e.Total)
		}
	case EvEffect:
		if e.Effect == nil {
			return fmt.Errorf("battle: event %d (effect): no effect", e.Seq)
		}
		s.Effects = append(s.Effects, *e.Effect)
		s.nextEffect = max(s.nextEffect, e.Effect.ID)
	case EvEffectEnd:
		if e.Effect == nil {
			return fmt.Errorf("battle: event %d (effect_end): no effect", e.Seq)
		}
		keep := s.Effects[:0]
		for _, ef := range s.Effects {
			if ef.ID != e.Effect.ID {
				keep = append(keep, ef)
			}
		}
		s.Effects = keep
		if e.Condition == HeldSpell && t >= 0 {
			s.Combatants[t].Readied = nil // the spell it held is gone with it (ready_spell.go)
		}
	case EvCheck:
		for _, why := range e.Reasons {
			if why == helpReason {
				s.useCheckHelp(a, e.Skill+e.Tool) // one of them: a tool check has no skill (tools.go)
			}
		}
	case EvArea:
		s.spendRecharge(a, e.With) // monster.go
		if a >= 0 && s.Combatants[a].usedUp(e.With) {
			s.spendAmmo(a, e.With) // an explosive used up (equipment_explosive.go); burst fire spends its shots with its action
		}
	case EvCast:
		s.applyCast(a, e) // spell.go
	case EvHaste:
		s.applyHaste(a, e) // spell_haste.go
	case EvSpellMove:
		s.applySpellMove(a, e) // spell_weapon.go, spell_mark.go
	case EvRecharge, EvRegenerate, EvLegendaryResistance, EvImmune:
		if a >= 0 {
			s.applyMonster(a, e) // monster.go
		}
	case EvLegendary, EvLair, EvFrightfulPresence:
		if a >= 0 {
			s.applyLegend(a, e) // legendary.go
		}
	case EvFeature, EvFeatureEnd: // class features (feature.go)
		if a >= 0 {
			s.applyFeature(a, e)
		}
	case EvTrait: // stat-block traits (trait.go)
		s.applyTrait(a, t, e)
	case EvZone:
		return s.applyZone(e) // zone.go
	case EvZoneEnd:
		return s.applyZoneEnd(e)
	case EvHouse, EvJoin, EvScore, EvWeaponLost: // the house tables (house.go, house_join.go)
		return s.applyHouse(a, t, e)
	case EvOSRTable, EvArmorDamaged, EvAmputated, EvWeaponDropped, EvWeaponPicked: // seed 004's tables (osr_crit.go)
		return s.applyOSR(a, t, e)
	case EvStealthStep: // seed 004's stealth step (osr_stealth.go): its outcome is surprise events
	case EvShieldSacrificed: // seed 004's shield (osr_attack.go)
		return s.applyShieldSacrificed(a, e)
	case EvLeave: // the DM's roster (roster.go)
		return s.applyLeave(t, e)
	case EvWeaponStowed, EvWeaponDrawn: // held and stowed weapons (weapon_stow.go)
		return s.applyWeapons(a, e)
	case EvSave, EvRefused, EvUndo, EvSpellRider, EvRequest, EvRequestEnd, EvControl, EvPrompt, EvPromptEnd: // spell_riders.go, roster.go
		// Outcomes follow as their own events.
	default:
		return fmt.Errorf("battle: event %d: unknown type %q", e.Seq, e.Type)
	}
	return nil
}

func deref(p *int) int {
	if p == nil {
		return 0
	}
	return *p
}

// applyOrder sets the initiative order; once the fight runs (the DM
// reordering), the creature whose turn it is keeps its turn.
func (s *State) applyOrder(e Event) error {
	cur := s.Current()
	s.Order = s.Order[:0]
	for _, n := range e.Order {
		i, ok := s.Find(n)
		if !ok {
			return fmt.Errorf("battle: event %d (order): no combatant %q", e.Seq, n)
		}
		s.Order = append(s.Order, i)
		if i == cur {
			s.Turn = len(s.Order) - 1
		}
	}
	s.Started = true
	return nil
}

// applyTurn starts a creature's turn: its movement, action, bonus action
// and object interaction come back, and so does its reaction (seed 001
// "Reactions": regained at the start of your turn) unless it is surprised.
func (s *State) applyTurn(a, round int) {
	s.Round = round
	for i, idx := range s.Order {
		if idx == a {
			s.Turn = i
		}
	}
	s.Count20 = false    // a turn begins: count 20 has passed (lair.go)
	s.LegendWait = false // and the wait for legendary actions (legendary_wait.go)
	c := &s.Combatants[a]
	c.Turn = TurnState{}
	c.Reaction = !c.Surprised && !s.turned(a) // a turned undead takes no reactions (feature_turn.go)
	c.Dodging = false                         // Dodge lasts until the start of your next turn
	c.Readied = nil                           // a readied action waits only until your next turn
	s.companionTurn(a)                        // feature_companion.go
	s.traitTurn(a)                            // Reckless's exposure ends (trait.go)
	s.legendTurn(a)                           // its legendary actions come back (legendary.go)
	keep := s.Helps[:0]
	for _, h := range s.Helps {
		if h.Helper != a { // Help lasts until the start of the helper's next turn
			keep = append(keep, h)
		}
	}
	s.Helps = keep
}

func (s *State) applyAttack(a, t int, e Event) {
	c := &s.Combatants[a]
	switch {
	case e.Reaction != nil && *e.Reaction:
		c.Reaction = false
	case e.Action == "bonus":
		c.Turn.Bonus = true
	case e.Action == "spell": // the cast took the action (spell.go)
	case e.Action == EvLegendary || e.Action == EvLair || e.Action == ActOSRFree: // outside its turn's actions (legendary.go, osr_crit.go)
	default:
		first := !c.Turn.Attacking
		c.useAttack()
		if first {
			c.Turn.AttacksLeft += c.thirstingBlade(c.attackNamed(e.With)) // feature_blade.go
		}
		c.Turn.MonkStrike = c.Turn.MonkStrike || c.monkStrike(e.With) // feature_monk.go
		if w := c.attackNamed(e.With); w != nil {
			if len(c.Traits.Multiattack) == 0 || c.LoneAttack(e.With) { // a Multiattack is not the Attack action (attack_offhand.go)
				c.Turn.lightStrike(w) // two-weapon fighting
			}
			c.Turn.Loaded = c.Turn.Loaded || w.Has("loading")
		}
	}
	keep := s.Helps[:0]
	used := false
	for _, h := range s.Helps {
		if !used && s.helps(h, a) && h.Target == t {
			used = true // the Help applies to the first attack only
			continue
		}
		keep = append(keep, h)
	}
	s.Helps = keep
	delete(s.Grants, a)
	s.applyMonsterAttack(a, e) // Multiattack, Recharge (monster.go)
}

// useAttack spends one attack of the Attack action, taking the action
// with the first.
func (c *Combatant) useAttack() {
	if !c.Turn.Attacking {
		c.Turn.Action, c.Turn.Attacking = true, true
		c.Turn.AttacksLeft = 1 + c.ExtraAttacks
	}
	c.Turn.AttacksLeft--
}

func (s *State) applyCondition(t int, e Event) error {
	c := &s.Combatants[t]
	on := e.On != nil && *e.On
	if e.Condition == "exhaustion" {
		c.Conds.Exhaustion = deref(e.Level)
		return nil
	}
	cond, err := rules.ParseCondition(e.Condition)
	if err != nil {
		return fmt.Errorf("battle: event %d: %w", e.Seq, err)
	}
	if on {
		c.Conds = c.Conds.With(cond)
	} else {
		c.Conds = c.Conds.Without(cond)
	}
	if cond == rules.Grappled {
		c.GrappledBy = -1
		if on && e.Actor != "" {
			c.GrappledBy, _ = s.Find(e.Actor)
		}
	}
	return nil
}

func (s *State) applyMove(a int, e Event) error {
	c := &s.Combatants[a]
	to, err := parseSquare(e.To)
	if err != nil {
		return fmt.Errorf("battle: event %d (move): %w", e.Seq, err)
	}
	from := c.At
	c.At = to
	if e.Alt != nil {
		c.Alt = *e.Alt
	}
	if e.Squeezing != nil {
		c.Squeezing = *e.Squeezing
	}
	if e.Action != "forced" && e.Action != "fall" {
		c.Turn.Moved += deref(e.Cost)
		c.Turn.Diagonals += diagonals(from, e.Path)
	}
	s.carry(a, e)           // seed 003: the rider moves with its mount (mount.go)
	s.traitMove(a, from, e) // the run of a Charge or Pounce (trait_charge.go)
	return nil
}

// diagonals counts the diagonal steps of a path from a square, for the
// 5-10-5 rule's count over a turn; a path that does not parse counts none
// (applyMove has already checked its end).
func diagonals(from grid.Square, path []string) int {
	n := 0
	for _, name := range path {
		sq, err := grid.ParseSquare(name)
		if err != nil {
			return n
		}
		if sq.Col != from.Col && sq.Row != from.Row {
			n++
		}
		from = sq
	}
	return n
}

func (s *State) applyAction(a, t int, e Event) {
	c := &s.Combatants[a]
	switch e.Action {
	case "grapple", "shove":
		c.useAttack() // each replaces one attack of the Attack action
		return
	case "stand", "drop prone", "push":
	case "readied":
		c.Readied = nil // an attack's reaction is spent by the attack that follows
		if e.Reaction != nil && *e.Reaction {
			c.Reaction = false // a spell released, a move (ready_spell.go, ready_move.go)
		}
		return
	case fleeAction: // dissonant whispers' flight, its reaction (spell_flee.go)
		c.Reaction = false
		return
	case "interact":
		if c.Turn.Object {
			c.Turn.Action = true
		}
		c.Turn.Object = true
		return
	default:
		if e.With == bonusAction {
			c.Turn.Bonus = true // Nimble Escape (monster.go), Cunning Action (feature.go)
		} else {
			c.Turn.Action = true
		}
	}
	switch e.Action {
	case "dash":
		c.Turn.Dashes++
	case "disengage":
		c.Turn.Disengaged = true
	case "reload":
		s.applyReload(a, e.With) // equipment_reload.go
	case "burst":
		s.spendBurst(a, e.With, deref(e.Amount)) // equipment_burst.go
	case "dodge":
		c.Dodging = true
	case "help":
		h := Help{Helper: a, Ally: t, Target: s.helpTarget(e), Skill: e.Skill + e.Tool} // a skill or a tool (tools.go)
		if e.Target == "" {
			h.Ally = anyAlly // the 2024 distraction serves any ally (ruleset.go)
		}
		s.Helps = append(s.Helps, h)
	case "stand":
		c.Turn.Moved += deref(e.Cost)
	case "ready":
		s.applyReady(c, e) // ready.go
	}
}

// useCheckHelp removes the first Help waiting for creature a's next check.
func (s *State) useCheckHelp(a int, skill string) {
	for k, h := range s.Helps {
		if s.checkHelped(h, a, skill) {
			s.Helps = append(s.Helps[:k], s.Helps[k+1:]...)
			return
		}
	}
}

// helpTarget reads the enemy a Help action names (in e.With), -1 if none.
func (s *State) helpTarget(e Event) int {
	if e.With == "" {
		return -1
	}
	i, _ := s.Find(e.With)
	return i
}
