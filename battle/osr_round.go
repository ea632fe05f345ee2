package battle

import (
	"fmt"
	"slices"
	"strings"

	"github.com/skirmish-rpg/skirmish/ruleset"
)

// The OSR round (seed 004, "Combat Procedure"): declarations, side
// initiative, each side's creatures in turn, end of round, repeat. The
// engine keeps its turn machinery — an order of creatures, one turn each —
// and fills the order by side: every round the sides roll 1d20, and the
// order is the winning side's creatures in the order the file lists them,
// then the next side's. Docs: docs/rulesets.md, "OSR".

// The event types of the OSR round (docs/events.md).
const (
	// EvRound opens an OSR round: the declarations made for it take effect
	// and the last round's (defending's +2 AC) end.
	EvRound = "round"
	// EvDeclare is a creature's declaration for the next round: action
	// holds the words declared ("spell", "defend", "retreat").
	EvDeclare = "declare"
)

// Declared is what a creature declared for a round, as bits.
type Declared uint8

// The declarations of seed 004, "Declare Spells, Defending, and Retreats".
const (
	DeclSpell   Declared = 1 << iota // it may cast a spell this round
	DeclDefend                       // +2 AC for the round; defending is its action
	DeclRetreat                      // a fighting retreat: half speed, no free attacks
)

var declWords = []struct {
	word string
	bit  Declared
}{{"spell", DeclSpell}, {"defend", DeclDefend}, {"retreat", DeclRetreat}}

func (d Declared) String() string {
	var out []string
	for _, w := range declWords {
		if d&w.bit != 0 {
			out = append(out, w.word)
		}
	}
	return strings.Join(out, " ")
}

// parseDeclared reads "spell", "defend", "retreat", "defend retreat",
// "fighting retreat" (the words of the seed) into bits.
func parseDeclared(words string) (Declared, bool) {
	var d Declared
	for _, w := range strings.Fields(strings.ToLower(words)) {
		if w == "fighting" || w == "and" {
			continue
		}
		k := -1
		for j, x := range declWords {
			if x.word == w {
				k = j
			}
		}
		if k < 0 {
			return 0, false
		}
		d |= declWords[k].bit
	}
	return d, d != 0
}

// OSRState is what the OSR rules keep on a creature (seed 004).
type OSRState struct {
	// Morale is a monster's morale score (the file's `morale`, or the
	// ruleset's default); 0 for characters, who never check.
	Morale int
	// Leader: its side's monsters check morale when it is killed.
	Leader bool
	// Out is "fled" or "surrendered" once a failed morale check has taken
	// it out of the fight; it counts as down from then on.
	Out string
	// Wounded, Leaderless: the morale checks already made for these
	// causes (one check each per fight).
	Wounded, Leaderless bool
	// Next is what it declared for the next round; Now what it declared
	// for this one.
	Next, Now Declared
}

// declare is NAME declare spell|defend|retreat [...]: a declaration for
// the next round whose initiative is not rolled yet (seed 004, step 2:
// "Players declare if they will cast a spell, defend, or retreat this
// round"). The engine rolls each round's initiative the moment the last
// round ends, so the declarations for round N+1 are made during round N
// (by any creature, on anyone's turn: declaring is not an action), and
// those for round 1 in the encounter file (`declare:` on a combatant). Defending goes with a fighting
// retreat; a spell goes with neither (it is the action, and a caster
// can't move after casting).
func (d *decider) declare(cmd Command) error {
	s := d.st
	c := &s.Combatants[cmd.Actor]
	if !s.Rules().Declarations {
		return refuse(CodeRuleset, "%q: declarations are a rule of the osr ruleset (seed 004), not of %s", cmd.Text, s.Rules().ID)
	}
	if s.Over {
		return refuse(CodeOver, "the fight is over (%s won): no more commands", s.Winner)
	}
	decl, ok := parseDeclared(cmd.With)
	if !ok {
		return refuse(CodeSyntax, "%q: declare spell, declare defend, declare retreat (a fighting retreat), or declare defend retreat", cmd.Text)
	}
	if c.Down() {
		return refuse(CodeCannot, "%s is out of the fight: it declares nothing", c.Name)
	}
	all := c.OSR.Next | decl
	if all&DeclSpell != 0 && all != DeclSpell {
		return refuse(CodeCannot, "%s can't declare a spell with defending or a retreat: casting is its action and it can't move after casting (seed 004)", c.Name)
	}
	if decl&DeclSpell != 0 && (c.Casting.Caster == nil || len(c.Casting.Spells) == 0) {
		return refuse(CodeCannot, "%s has no spells to cast", c.Name)
	}
	round := s.Round + 1
	d.emit(Event{Type: EvDeclare, Actor: c.Name, Action: all.String(),
		Text: fmt.Sprintf("%s declares for round %d: %s", c.Name, round, all)})
	return d.err
}

// osrRound opens a round under side initiative: the declarations made
// for it take effect (EvRound), then the sides roll.
func (d *decider) osrRound() error {
	s := d.st
	var decl []string
	for i := range s.Combatants {
		c := &s.Combatants[i]
		if c.OSR.Next != 0 && !c.Down() {
			decl = append(decl, fmt.Sprintf("%s: %s", c.Name, c.OSR.Next))
		}
	}
	text := fmt.Sprintf("round %d begins", s.Round)
	if len(decl) > 0 {
		text += "; declared: " + strings.Join(decl, ", ")
	}
	d.emit(Event{Type: EvRound, Text: text})
	if err := d.sideInitiative(); err != nil {
		return err
	}
	d.osrLast(s.Round, false) // fumble 10: last in the order just rolled (osr_fumble.go)
	return d.err
}

// sideInitiative is seed 004, step 3: "Each side that can attack rolls
// 1d20, highest roll attacks first". Sides roll in the order they first
// appear in the file; a side with a fixed `initiative` on any of its
// creatures takes the first one as its roll, with no die. Tied sides roll
// a d20 each, in the same order, to settle it (the seed is silent; the
// SRD 5.1's roll-off); a second tie keeps the file order. Within a side
// the creatures act in the order the file lists them. A side with no one
// standing doesn't roll.
func (d *decider) sideInitiative() error {
	s := d.st
	var sides []string
	members := map[string][]int{}
	for i := range s.Combatants {
		c := &s.Combatants[i]
		if s.controlledBy(i) >= 0 || s.companionOf(i) >= 0 {
			continue // it acts on its rider's or master's turn (mount.go, feature_companion.go)
		}
		if _, ok := members[c.Side]; !ok {
			sides = append(sides, c.Side)
		}
		members[c.Side] = append(members[c.Side], i)
	}
	roll := map[string]int{}
	var rolling []string
	for _, side := range sides {
		if !slices.ContainsFunc(members[side], func(i int) bool { return !s.Combatants[i].Down() }) {
			continue
		}
		rolling = append(rolling, side)
		first := members[side][0]
		var face []int
		for _, i := range members[side] {
			if fi := s.Combatants[i].FixedInit; fi != nil {
				roll[side] = *fi
				first = i
				break
			}
		}
		text := fmt.Sprintf("side %s: initiative fixed at %d (%s's)", side, roll[side], s.Combatants[first].Name)
		if s.Combatants[first].FixedInit == nil {
			f, err := d.face(20)
			if err != nil {
				return err
			}
			roll[side], face = f, []int{f}
			text = fmt.Sprintf("side %s: initiative d20 %d", side, f)
		}
		for k, i := range members[side] {
			e := Event{Type: EvInitiative, Actor: s.Combatants[i].Name, Total: ip(roll[side]),
				Text: fmt.Sprintf("%s acts with side %s: %d", s.Combatants[i].Name, side, roll[side])}
			if k == 0 {
				e.D20, e.Text = face, text
			}
			d.emit(e)
		}
	}
	// Ties: a d20 roll-off between the tied sides.
	off := map[string]int{}
	var offFaces []int
	for a := range rolling {
		for b := a + 1; b < len(rolling); b++ {
			if roll[rolling[a]] != roll[rolling[b]] {
				continue
			}
			for _, side := range []string{rolling[a], rolling[b]} {
				if _, ok := off[side]; !ok {
					f, err := d.face(20)
					if err != nil {
						return err
					}
					off[side] = f
					offFaces = append(offFaces, f)
				}
			}
		}
	}
	slices.SortStableFunc(rolling, func(a, b string) int {
		if roll[a] != roll[b] {
			return roll[b] - roll[a]
		}
		return off[b] - off[a]
	})
	var order []string
	for _, side := range append(rolling, others(sides, rolling)...) {
		for _, i := range members[side] {
			if m := s.ControlledMount(i); m >= 0 { // seed 003: just before its rider (mount.go)
				order = append(order, d.matchInitiative(m, i))
			}
			order = append(order, s.Combatants[i].Name)
			order = append(order, d.companionInitiative(i)...) // feature_companion.go
		}
	}
	text := fmt.Sprintf("round %d, side initiative: %s", s.Round, strings.Join(rolling, ", "))
	if len(offFaces) > 0 {
		text += fmt.Sprintf(" (ties broken by d20 roll-offs: %v)", offFaces)
	}
	d.emit(Event{Type: EvOrder, Order: order, D20: offFaces, Text: text + "; order: " + strings.Join(order, ", ")})
	return d.err
}

// others are the sides of all not in some, in order.
func others(all, some []string) []string {
	var out []string
	for _, x := range all {
		if !slices.Contains(some, x) {
			out = append(out, x)
		}
	}
	return out
}

// osrRoundDue reports whether a new OSR round must open before the turn
// at position pos: the order's first place, in a round whose side
// initiative is not rolled yet.
func (s *State) osrRoundDue(pos int) bool {
	return pos == 0 && s.Round > s.SideRound && s.Rules().Initiative == ruleset.BySide
}

// applyOSRRound folds the OSR round events into the state; it is called for every
// event and ignores the others but a cast (a caster can't move after).
func (s *State) applyOSRRound(a int, e Event) bool {
	switch e.Type {
	case EvRound:
		s.SideRound = e.Round
		for i := range s.Combatants {
			o := &s.Combatants[i].OSR
			o.Now, o.Next = o.Next, 0
		}
	case EvDeclare:
		s.Combatants[a].OSR.Next, _ = parseDeclared(e.Action)
	case EvMorale:
		s.applyMorale(a, e) // osr_morale.go
	case EvCast:
		if a >= 0 {
			s.Combatants[a].Turn.CastOSR = true
		}
		return false
	default:
		return false
	}
	return true
}

// osrTurnStart is what happens as an OSR creature's turn begins: its
// morale check (osr_morale.go), then a declared defence taking its action.
// It returns why the creature's turn ends at once, "" when it doesn't.
func (d *decider) osrTurnStart(i int) (string, error) {
	s := d.st
	if !s.Rules().Declarations {
		return "", nil
	}
	if err := d.morale(i); err != nil {
		return "", err
	}
	c := &s.Combatants[i]
	if c.OSR.Out != "" {
		return c.OSR.Out, nil
	}
	if c.OSR.Now&DeclDefend != 0 && !c.Down() {
		d.emit(Event{Type: EvAction, Actor: c.Name, Action: "defend",
			Text: fmt.Sprintf("%s defends, as declared: +2 AC until the round ends; defending is its action (seed 004 \"Defending\")", c.Name)})
	}
	return "", d.err
}

// defendAC is the +2 AC of a creature defending this round (seed 004,
// "Defending": "Gets +2 AC").
func (s *State) defendAC(t int) int {
	if s.Combatants[t].OSR.Now&DeclDefend != 0 && s.SideRound > 0 {
		return 2
	}
	return 0
}

// osrCastCheck refuses a spell the caster didn't declare for the round
// (seed 004, step 2).
func (s *State) osrCastCheck(a int) error {
	c := &s.Combatants[a]
	if !s.Rules().Declarations || c.OSR.Now&DeclSpell != 0 {
		return nil
	}
	return refuse(CodeCannot, "%s declared no spell for round %d: under seed 004 a spell is declared before the round (NAME declare spell, during the round before)", c.Name, s.Round)
}
