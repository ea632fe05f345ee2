package battle

import (
	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/grid"
)

// Decide turns a command into the events it causes, rolling what it needs
// from src. It works on a copy: on a refusal it returns a *RuleError and
// the state is untouched; on success the caller applies the events (or
// uses the returned state, which already has them applied).
func Decide(s *State, cmd Command, src dice.Source) ([]Event, *State, error) {
	return DecideWith(s, cmd, src, nil)
}

// React is asked before a creature takes a reaction the rules allow — an
// opportunity attack, a readied attack — whether its controller wants it:
// reactor may react to trigger's doing (kind names the reaction). A nil
// React takes every legal reaction, as `skirmish run` does.
type React func(s *State, reactor, trigger int, kind string) bool

// DecideWith is Decide with a controller asked about reactions.
func DecideWith(s *State, cmd Command, src dice.Source, react React) ([]Event, *State, error) {
	scratch := s.Clone()
	// A lean fight's state keeps a memo of answers by Seq (memo.go), which
	// a clone would share: a command decided on the side (a policy trying
	// a move) would leave it answering for the copy's squares at a Seq the
	// fight is yet to reach. The copy works its answers out afresh.
	scratch.memo = nil
	return decideOn(s, scratch, nil, nil, decideOpts{}, cmd, src, react)
}

// decideOpts are how a fight's commands are decided beyond the rules:
// quiet and holdDowned, as the decider's fields of those names.
type decideOpts struct{ quiet, holdDowned bool }

// decideOn decides cmd on scratch, a copy of s that it changes, appending
// the events to evs: DecideWith with the copy, the decider and the event
// buffer given, so that a lean Fight reuses all three (d nil: a new one).
func decideOn(s, scratch *State, d *decider, evs []Event, o decideOpts, cmd Command, src dice.Source, react React) ([]Event, *State, error) {
	if d == nil {
		d = new(decider)
	}
	*d = decider{st: scratch, src: src, react: react, evs: evs[:0], quiet: o.quiet, holdDowned: o.holdDowned, joins: d.joins[:0],
		areaSq: d.areaSq[:0], marks: d.marks, moveSteps: d.moveSteps[:0], movePath: d.movePath[:0], moveCosts: d.moveCosts[:0], parts: d.parts, drops: d.drops[:0]}
	if err := d.decide(cmd); err != nil {
		return d.evs[:0], s, err
	}
	return d.evs, d.st, nil
}

// decider emits events onto a scratch state, applying each as it goes so
// that later rulings in the same command see earlier ones (a creature
// knocked out by an opportunity attack stops moving).
type decider struct {
	st    *State
	src   dice.Source
	react React
	evs   []Event
	err   error
	// against is the condition the save being rolled would impose, for
	// advantage against it (Dark Devotion, trait_devotion.go); "" for none.
	against string
	// rebukeFrom is the first event not yet looked at for Hellish Rebuke's
	// trigger (spell_reaction.go).
	rebukeFrom int
	// quiet leaves the busiest events' Text empty (a lean Fight's: no one
	// reads a simulated fight's prose, and writing it costs more than the
	// rules): attacks, damage, moves, saves, turns, initiative rolls;
	// their fields still say everything.
	quiet bool
	// holdDowned holds open the turn of a creature at 0 hit points, which
	// would end at once, while a legendary creature could act at its end
	// (Fight.HoldDownedTurns, turn.go).
	holdDowned bool
	// careful: the move being walked goes through hazards at half speed,
	// with no save (equipment_careful.go).
	careful bool
	// joins are the creatures a house table called, entering when the
	// command is over (house_join.go).
	joins []pendingJoin
	// fleeing: the move being walked is a reaction outside the mover's
	// turn, which a Disengage of that turn does not cover (spell_flee.go).
	fleeing bool
	// rerolling: the save being rolled is Indomitable's reroll, which is
	// not offered again (feature_fighter.go).
	rerolling bool
	// Scratch an area's squares are marked in (area_scratch.go), kept
	// from command to command by a lean fight's decider.
	areaSq []grid.Square
	marks  []bool
	// A move's way (moveCmd), kept likewise; moving while a move is
	// walked and reading them.
	moving    bool
	moveSteps []grid.Step
	movePath  []grid.Square
	moveCosts []int
	parts     []part // the chunk newParts carves (damage_lean.go)
	// drops are the creatures the command has dropped to 0 hit points, in
	// order, for readied actions set off by a drop; dropFrom is the first
	// not yet looked at (ready_drops.go).
	drops    []int
	dropFrom int
	// walkRest is the walk a readied action fires in the middle of: the
	// walker and the steps it has still to take, which a readied move may
	// not end on (ready_move.go); nil outside such a moment.
	walkRest *walkLeft
}

// wants asks the controller whether a reaction is taken.
func (d *decider) wants(reactor, trigger int, kind string) bool {
	return d.react == nil || d.react(d.st, reactor, trigger, kind)
}

func (d *decider) emit(e Event) {
	if d.err != nil {
		return
	}
	e.Seq = d.st.Seq + 1
	e.Round = d.st.Round
	if err := Apply(d.st, e); err != nil {
		d.err = err
		return
	}
	d.evs = append(d.evs, e)
	if e.Type == EvCondition && e.On != nil && *e.On || e.Type == EvDead {
		d.aloft(e.Target)
	}
	d.mountWatch(e)   // seed 003: a rider falls off, or is thrown, as the event happens (mount.go)
	d.featureWatch(e) // a rage ends when its barbarian falls unconscious (feature.go)
	d.hideWatch(e)    // the 2024 hider's Invisible ends with its hiding (hide2024.go)
}

// face takes one face for a die of the given sides.
func (d *decider) face(sides int) (int, error) {
	return d.src.Face(1, sides)
}

func (d *decider) decide(cmd Command) error {
	s := d.st
	if cmd.Verb == "begin" {
		return d.begin()
	}
	if cmd.Verb == "declare" { // for the next round, on anyone's turn or before the fight (osr_round.go)
		return d.declare(cmd)
	}
	if s.Over {
		return refuse(CodeOver, "the fight is over (%s won): no more commands", s.Winner)
	}
	switch cmd.Verb {
	case "dm add": // the roster, before the fight or during it (roster.go)
		if err := d.joinEntry(cmd); err != nil {
			return err
		}
		return d.closeCommand()
	case "dm remove":
		if err := d.leave(cmd); err != nil {
			return err
		}
		return d.closeCommand()
	}
	if !s.Started {
		return refuse(CodeNotYourTurn, "the fight has not begun")
	}
	if err := s.targetsOnMap(cmd); err != nil { // fled or surrendered (osr_morale.go)
		return err
	}
	var err error
	switch cmd.Verb {
	case "undo":
		return refuse(CodeNothingToUndo, "undo is handled by the log that holds the events, not by Decide")
	case "dm damage", "dm heal", "dm hp", "dm condition", "dm advantage", "dm disadvantage", "dm initiative", "dm cover":
		err = d.dm(cmd)
	case "dm area":
		err = d.dmArea(cmd)
	case "dm push":
		err = d.dmPush(cmd)
	case "legendary", "lair": // between turns, not on its own (legendary.go, lair.go)
		err = d.act(cmd)
	case "next turn": // the wait at initiative count 20 ends (lair.go)
		err = d.nextTurn()
	case "cast": // spell_cast.go: a reaction spell is cast on another's turn
		if err = d.passCount20(); err == nil {
			err = d.castCmd(cmd)
		}
	default:
		if err = d.passCount20(); err == nil { // a creature's command begins the turn after count 20 (lair.go)
			err = d.onTurn(cmd)
		}
		if err == nil {
			err = d.act(cmd)
		}
	}
	if err != nil {
		return err
	}
	return d.closeCommand()
}

// closeCommand runs what follows every command: reactions to its damage,
// newcomers, the end of grapples and concentration, and the end of the
// fight.
func (d *decider) closeCommand() error {
	for {
		if err := d.rebukes(); err != nil { // reactions to the command's damage (spell_reaction.go)
			return err
		}
		if d.dropFrom == len(d.drops) {
			break
		}
		if err := d.readiedDrops(); err != nil { // readied actions set off by a drop (ready_drops.go)
			return err
		}
	}
	if err := d.houseJoins(); err != nil { // creatures a house table called (house_join.go)
		return err
	}
	d.endGrapples()
	d.dropConcentration()
	d.endLeadership() // trait_leadership.go
	d.checkEnd()
	return d.err
}

// onTurn checks that the actor may act now: it is its turn and nothing
// stops it from doing anything at all.
func (d *decider) onTurn(cmd Command) error {
	s := d.st
	// A controlled mount acts on its rider's turn (seed 003, mount.go).
	if cur := s.Current(); cur != cmd.Actor && !s.directs(cur, cmd.Actor) && s.companionOf(cmd.Actor) != cur {
		return refuse(CodeNotYourTurn, "it is %s's turn, not %s's", s.Combatants[cur].Name, s.Combatants[cmd.Actor].Name)
	}
	// A monster killed on its own turn (by an opportunity attack) has no
	// condition that stops it, but the dead only end their turn.
	if c := &s.Combatants[cmd.Actor]; c.Dead && cmd.Verb != "end turn" {
		return refuse(CodeCannot, "%s is dead: it can only end its turn", c.Name)
	}
	if err := d.companionRules(cmd); err != nil { // feature_companion.go
		return err
	}
	if err := d.turnedRules(cmd); err != nil { // a turned undead Dashes (feature_turned.go)
		return err
	}
	return d.mountRules(cmd) // seed 003: what riders and controlled mounts may do (mount.go)
}

// handlers are the creature commands by verb; ParseCommand's actorVerbs
// says what each takes after it.
var handlers = map[string]func(*decider, Command) error{
	"end turn":           func(d *decider, _ Command) error { return d.endTurn() },
	"attack":             (*decider).attackOrArea,
	"move":               (*decider).moveCmd,
	"dash":               (*decider).simpleAction,
	"disengage":          (*decider).simpleAction,
	"dodge":              (*decider).simpleAction,
	"help":               (*decider).help,
	"stand":              (*decider).prone,
	"drop prone":         (*decider).prone,
	"stabilize":          (*decider).stabilize,
	"hide":               (*decider).hide,
	"search":             (*decider).search,
	"use":                (*decider).useCmd,
	"reload":             (*decider).reload, // equipment_reload.go
	"ready":              (*decider).ready,
	"interact":           (*decider).interact,
	"release":            (*decider).release,
	"grapple":            (*decider).grapple,
	"escape":             (*decider).escape,
	"shove":              (*decider).shove,
	"mount":              (*decider).mountCmd,     // seed 003 (mount.go)
	"dismount":           (*decider).dismountCmd,  // seed 003 (mount.go)
	"cast":               (*decider).castCmd,      // decide calls it before onTurn: a reaction spell is cast on another's turn (spell_cast.go)
	"legendary":          (*decider).legendaryCmd, // between others' turns (legendary.go)
	"lair":               (*decider).lairCmd,      // on initiative count 20 (lair.go)
	"rage":               (*decider).rage,         // class features (feature.go)
	"end rage":           (*decider).endRage,
	"second wind":        (*decider).secondWind,
	"cunning action":     (*decider).cunningAction,
	"action surge":       (*decider).actionSurge, // feature_more.go
	"bardic inspiration": (*decider).inspire,
	// Spells' own verbs (spell_weapon.go, spell_haste.go).
	"spiritual weapon": (*decider).spiritualWeaponCmd,
	"haste":            (*decider).hasteCmd,
	"lay on hands":     (*decider).layOnHands,  // feature_hands.go
	"martial arts":     (*decider).martialArts, // feature_monk.go
	"flurry of blows":  (*decider).flurry,
	"patient defense":  (*decider).kiAction, // feature_ki.go
	"step of the wind": (*decider).kiAction,
	"turn undead":      (*decider).turnUndead, // feature_turn.go
	"war priest":       (*decider).warPriest,  // feature_war.go
	"lower hood":       (*decider).lowerHood,  // equipment_light.go
	"raise hood":       (*decider).raiseHood,
	"burst":            (*decider).burstFire,   // equipment_burst.go
	"pounce":           (*decider).pounceCmd,   // stat-block traits (trait_charge.go)
	"reckless":         (*decider).recklessCmd, // trait_reckless.go
	"hunter's mark":    (*decider).moveMark,    // spell_mark.go
	"hunters mark":     (*decider).moveMark,
	"break free":       (*decider).breakFree,  // trait_web.go
	"aggressive":       (*decider).aggressive, // trait_aggressive.go
	"wake":             (*decider).wake,       // spell_sleep.go
	"rampage":          (*decider).rampage,    // trait_rampage.go
	"leadership":       (*decider).leadership, // trait_leadership.go
	// The 2024 actions (ruleset.go): Influence and Study are checks,
	// Utilize is Use an Object by its 2024 name.
	"influence": (*decider).checkAction,
	"study":     (*decider).checkAction,
	"utilize":   func(d *decider, cmd Command) error { cmd.Verb = "use"; return d.useCmd(cmd) },
	"pick up":   (*decider).pickUpCmd, // a weapon a fumble dropped (osr_fumble.go)
	// The OSR declarations (osr_round.go); decide takes them before the turn checks.
	"declare": (*decider).declare,
	// Held and stowed weapons (weapon_stow.go).
	"draw": (*decider).drawCmd,
	"stow": (*decider).stowCmd,
}

func (d *decider) act(cmd Command) error {
	if err := d.st.allowed(cmd); err != nil { // a verb of another ruleset (ruleset.go)
		return err
	}

	if h, ok := handlers[cmd.Verb]; ok {
		return h(d, cmd)
	}
	return refuse(CodeSyntax, "%q: unknown action %q", cmd.Text, cmd.Verb)
}

// dropConcentration ends the concentration of every creature that is
// incapacitated or dead (seed 001 "Concentration").
func (d *decider) dropConcentration() {
	for i := range d.st.Combatants {
		c := &d.st.Combatants[i]
		if (c.Down() || c.Conds.Incapacitated()) && d.st.concentrating(c.Name) {
			d.endConcentration(c.Name, "incapacitated")
		}
	}
}

// checkEnd ends the fight when at most one side has a creature able to
// fight (seed 001: combat ends when one side is defeated).
func (d *decider) checkEnd() {
	s := d.st
	if s.Over || !s.Started {
		return
	}
	// It runs after every command: the side of the first creature still
	// standing, and whether another side stands too, without a map.
	winner, found := "none", false
	for i := range s.Combatants {
		c := &s.Combatants[i]
		if c.Down() && !c.regenerating() { // a troll at 0 HP may yet regenerate (monster.go)
			continue
		}
		if !found {
			winner, found = c.Side, true
		} else if c.Side != winner {
			return // two sides stand
		}
	}
	d.emit(Event{Type: EvEnd, Winner: winner, Text: "the fight is over: " + winner + " wins"})
	d.recoverAmmo() // equipment_ammo.go
}
