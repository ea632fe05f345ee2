package battle

import (
	"fmt"
	"slices"

	"github.com/skirmish-rpg/skirmish/compendium"
	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
)

// What the house tables (house.go) change besides hit points, each as an
// event that Apply folds: creatures that join the fight, an ability score
// lost, a weapon thrown away, and the paper cut's bleeding (an effect).
const (
	EvJoin       = "join"        // Joined: a compendium monster enters the fight
	EvScore      = "score"       // Target's Ability becomes Total (Amount is the change)
	EvWeaponLost = "weapon_lost" // Actor no longer has the attack With (and its weapon's other attacks)
)

// bleeding is the paper cut's effect (critical-fail 7): not a condition,
// an effect that runs out at the start of its target's turn in its Round.
const bleeding = "bleeding"

// Joiner is what a join event carries to rebuild the newcomer on a fold:
// the compendium monster it is, its name, side, square and group (the
// members of one group share an initiative roll, as a file's count does).
type Joiner struct {
	Template string `json:"template"`
	Name     string `json:"name"`
	Side     string `json:"side"`
	At       string `json:"at"`
	Group    int    `json:"group"`
	// Spec is the whole entry, as YAML, of a creature the DM adds (`dm
	// add`, roster.go): At then holds its squares, space-separated.
	Spec string `json:"spec,omitempty"`
}

// pendingJoin is a table entry's creatures waiting to enter: they join
// when the command that rolled the table is over (houseJoins), so that
// nothing in the middle of an attack holds a creature of a slice that has
// grown.
type pendingJoin struct {
	template string
	names    []string
	side     string
	near     grid.Square
	why      string
}

// queueJoin sets creatures of a compendium monster to join the fight next
// to creature near, on the side hostile to creature i. A monster the
// compendium lacks is logged as not played.
func (d *decider) queueJoin(template string, names []string, i, near int, why string) {
	s := d.st
	if _, err := compendium.LookupMonster(template); err != nil {
		d.emit(Event{Type: EvHouse, Actor: s.Combatants[i].Name, Action: "narrative", Reason: "no stat block for " + template,
			Text: fmt.Sprintf("%s: the compendium has no %s stat block (SRD 5.1 has none), so they are not played", why, template)})
		return
	}
	side := "house"
	for j := range s.Combatants {
		if s.Hostile(i, j) {
			side = s.Combatants[j].Side
			break
		}
	}
	d.joins = append(d.joins, pendingJoin{template: template, names: names, side: side, near: s.Combatants[near].At, why: why})
}

// houseJoins brings in the creatures the tables called: each on the free
// space nearest the creature it came for, and, once the fight has begun,
// with an initiative roll of its own group (d20 + Dex, seed 001
// "Initiative"), placed in the order after those already at its count.
// Before the fight begins they roll with everyone else.
func (d *decider) houseJoins() error {
	s := d.st
	if len(d.joins) == 0 {
		return d.err
	}
	joins := d.joins
	d.joins = nil
	var joined []int
	for _, pj := range joins {
		spec, err := MonsterSpec(pj.template)
		if err != nil {
			return err
		}
		sz, err := rules.ParseSize(spec.Size)
		if spec.Size == "" || err != nil {
			sz = rules.Medium
		}
		group := 0
		for k := range s.Combatants {
			group = max(group, s.Combatants[k].Group)
		}
		group++
		first := len(s.Combatants)
		for _, n := range pj.names {
			at, ok := s.freeSquareNear(pj.near, sz.Squares())
			if !ok {
				d.emit(Event{Type: EvHouse, Action: "narrative", Reason: "no room",
					Text: fmt.Sprintf("%s: no free space on the map for %s", pj.why, n)})
				continue
			}
			name := s.uniqueName(n)
			d.emit(Event{Type: EvJoin, Joined: &Joiner{Template: pj.template, Name: name, Side: pj.side, At: at.String(), Group: group},
				Text: fmt.Sprintf("%s joins the fight on side %s at %s: %s", name, pj.side, at, pj.why)})
		}
		if !s.Started || len(s.Combatants) == first {
			continue
		}
		f, err := d.face(20)
		if err != nil {
			return err
		}
		joined = d.rollJoined(joined, first, f)
	}
	if len(joined) > 0 {
		d.placeJoined(joined)
	}
	return d.err
}

// freeSquareNear is the free space for a creature of footprint n nearest
// to a square: on the map, no wall, no standing creature in it; ties go to
// the lower row, then the lower column.
func (s *State) freeSquareNear(near grid.Square, n int) (grid.Square, bool) {
	best, bestD := grid.Square{}, -1
	for row := 0; row < s.Map.H; row++ {
		for col := 0; col < s.Map.W; col++ {
			at := grid.Square{Col: col, Row: row}
			if !s.Map.Fits(at, n) || !s.spaceFree(at, n) {
				continue
			}
			dist := max(abs(col-near.Col), abs(row-near.Row))
			if bestD < 0 || dist < bestD {
				best, bestD = at, dist
			}
		}
	}
	return best, bestD >= 0
}

// spaceFree reports whether the n-by-n space at `at` has no wall and no
// creature still in the fight.
func (s *State) spaceFree(at grid.Square, n int) bool {
	for r := at.Row; r < at.Row+n; r++ {
		for c := at.Col; c < at.Col+n; c++ {
			sq := grid.Square{Col: c, Row: r}
			if s.Map.Wall(sq) {
				return false
			}
			for k := range s.Combatants {
				o := &s.Combatants[k]
				m := o.space()
				if !o.gone() && sq.Col >= o.At.Col && sq.Col < o.At.Col+m && sq.Row >= o.At.Row && sq.Row < o.At.Row+m {
					return false
				}
			}
		}
	}
	return true
}

// uniqueName is name, or name with a number when a creature of the fight
// already answers to it.
func (s *State) uniqueName(name string) string {
	out := name
	for k := 2; ; k++ {
		if _, taken := s.Find(out); !taken {
			if _, taken := s.Find(Slug(out)); !taken {
				return out
			}
		}
		out = fmt.Sprintf("%s %d", name, k)
	}
}

// changeScore emits the event that changes an ability score.
func (d *decider) changeScore(i int, ab rules.Ability, delta int, why string) {
	c := &d.st.Combatants[i]
	after := max(c.Scores.Score(ab)+delta, 0)
	d.emit(Event{Type: EvScore, Target: c.Name, Ability: ab.String(), Amount: ip(delta), Total: ip(after), Reason: why,
		Text: fmt.Sprintf("%s's %s is %d now (%+d): %s", c.Name, ab, after, delta, why)})
}

// paperCut is critical-fail 7: a DC 16 Constitution save, and on a
// failure bleeding at the start of each of its turns for 1d6 rounds.
func (d *decider) paperCut(a int) error {
	ok, err := d.save(a, rules.Con, 16, "against the paper cut (critical-fail table 7)")
	if err != nil || ok {
		return err
	}
	n, err := d.face(6)
	if err != nil {
		return err
	}
	s := d.st
	first := s.Round + 1 // its next turn: this round's if it has not come yet
	if s.Started {
		for p, k := range s.Order {
			if k == a && p > s.Turn {
				first = s.Round
			}
		}
	}
	name := s.Combatants[a].Name
	d.addEffect(Effect{Target: name, Condition: bleeding, Ends: "start", Of: name, Round: first + n,
		Source: fmt.Sprintf("a paper cut, 1d6 rounds: %d (critical-fail table 7)", n)})
	return d.err
}

// houseTurnStart is the paper cut's blood loss: 1d6 hit points at the
// start of each of the bleeding creature's turns (its effect has run out
// at the start of the turn after the last).
func (d *decider) houseTurnStart(i int) error {
	s := d.st
	name := s.Combatants[i].Name
	for _, ef := range s.Effects {
		if ef.Target == name && ef.Condition == bleeding {
			return d.houseDamage(i, "1d6", "blood loss from a paper cut (critical-fail table 7)")
		}
	}
	return nil
}

// burningWeapon is critical-fail 8: a creature with another weapon attack
// throws the burning weapon away (it is gone for the fight); one with no
// other, or whose attack is no weapon it can throw (claws, a spell), takes
// 2d10 fire damage while it smolders.
func (d *decider) burningWeapon(a int, w *Attack) error {
	c := &d.st.Combatants[a]
	if w.Weapon != "" {
		for k := range c.Attacks {
			o := &c.Attacks[k]
			if o.Name != w.Name && (o.Weapon == "" || o.Weapon != w.Weapon) {
				d.emit(Event{Type: EvWeaponLost, Actor: c.Name, With: w.Name, Reason: "it caught fire (critical-fail table 8)",
					Text: fmt.Sprintf("%s throws its burning %s away (critical-fail table 8)", c.Name, w.Name)})
				return d.err
			}
		}
	}
	return d.houseDamage(a, "2d10[fire]", fmt.Sprintf("its smoldering %s (critical-fail table 8)", w.Name))
}

// applyHouse folds the house tables' events.
func (s *State) applyHouse(a, t int, e Event) error {
	switch e.Type {
	case EvJoin:
		j := e.Joined
		if j == nil {
			return fmt.Errorf("battle: event %d (join): nothing joins", e.Seq)
		}
		if j.Spec != "" { // the DM's roster (roster.go)
			sp, err := joinSpec(j)
			if err == nil {
				err = s.addGroup(j.Group, sp)
			}
			if err != nil {
				return fmt.Errorf("battle: event %d (join): %w", e.Seq, err)
			}
			return nil
		}
		spec, err := MonsterSpec(j.Template)
		if err != nil {
			return fmt.Errorf("battle: event %d (join): %w", e.Seq, err)
		}
		sp := *spec
		sp.Name, sp.Side, sp.At, sp.Count, sp.Initiative, sp.Tactics = j.Name, j.Side, Squares{j.At}, 0, nil, ""
		for k := range s.Combatants {
			if s.Combatants[k].Side == j.Side {
				sp.Tactics = s.Combatants[k].Tactics // its side's way of playing
				break
			}
		}
		if err := s.addGroup(j.Group, &sp); err != nil {
			return fmt.Errorf("battle: event %d (join): %w", e.Seq, err)
		}
	case EvScore:
		ab, err := rules.ParseAbility(e.Ability)
		if err != nil || t < 0 {
			return fmt.Errorf("battle: event %d (score): ability %q of %q", e.Seq, e.Ability, e.Target)
		}
		s.Combatants[t].setScore(ab, deref(e.Total))
	case EvWeaponLost:
		if a >= 0 {
			s.Combatants[a].loseAttack(e.With)
		}
	}
	return nil
}

// setScore changes an ability score, and the to-hit and damage of the
// attacks whose bonus was worked out from it (buildAttack) by the
// ruleset's table (seed 004's under OSR); what a file writes out (a stat
// block's bonus, an armor class) stays as written.
func (c *Combatant) setScore(ab rules.Ability, v int) {
	before := c.attackMod(ab)
	c.Scores[ab] = v
	delta := c.attackMod(ab) - before
	if delta == 0 {
		return
	}
	atks := slices.Clone(c.Attacks) // shared with the states it was cloned from
	for k := range atks {
		if atks[k].Ability == ab.String() {
			atks[k].Bonus += delta
			atks[k].Damage = &dice.Expr{Root: addModifier(atks[k].Damage.Root, delta)}
		}
	}
	c.Attacks = atks
}

// loseAttack takes one of the weapon of the named attack away for good:
// a spare when it holds two, else the attack and the other attacks of the
// same compendium weapon (a dagger's thrown attack goes with it).
func (c *Combatant) loseAttack(name string) {
	c.release(name)
}
