package sim

import (
	"github.com/skirmish-rpg/skirmish/battle"
)

// Resources a fight can spend, by kind: the columns of Stats.Spent.
var Resources = []string{
	"spell slots", "rages", "second wind", "action surge", "bardic inspiration",
	"lay on hands (hp)", "ki", "channel divinity", "ammunition", "legendary resistance",
	"potions", "healer's kit uses", "indomitable", "relentless rage",
}

// Roster is what a study knows of the encounter's creatures before any
// trial: names, sides and who is the party. Every trial of a file has the
// same creatures in the same order.
type Roster struct {
	Names []string `json:"names"`
	Side  []int    `json:"side"` // index into Sides
	Sides []string `json:"sides"`
	// Party marks the creatures of the party's sides: the sides that hold
	// a character (or, with none, the first side). Their fate is what
	// "how bad a night" measures.
	Party []bool `json:"party"`
	index map[string]int
	items []map[string]int // by creature: the potions and kit uses it starts with
	hp    []int            // by creature: its hit points and temporary ones at the start
}

// NewRoster reads the roster from a fight's starting state.
func NewRoster(s *battle.State) *Roster {
	r := &Roster{index: map[string]int{}}
	sideOf := map[string]int{}
	partySide := map[string]bool{}
	for i := range s.Combatants {
		c := &s.Combatants[i]
		if _, ok := sideOf[c.Side]; !ok {
			sideOf[c.Side] = len(r.Sides)
			r.Sides = append(r.Sides, c.Side)
		}
		if c.Kind == battle.Character {
			partySide[c.Side] = true
		}
	}
	if len(partySide) == 0 && len(r.Sides) > 0 {
		partySide[r.Sides[0]] = true
	}
	for i := range s.Combatants {
		c := &s.Combatants[i]
		r.Names = append(r.Names, c.Name)
		r.Side = append(r.Side, sideOf[c.Side])
		r.Party = append(r.Party, partySide[c.Side])
		r.index[c.Name] = i
		r.items = append(r.items, c.Items)
		r.hp = append(r.hp, c.HP.Current+c.HP.Temp)
	}
	return r
}

// PartySides are the sides whose creatures are the party.
func (r *Roster) PartySides() []string {
	var out []string
	for i, side := range r.Sides {
		for k := range r.Names {
			if r.Side[k] == i && r.Party[k] {
				out = append(out, side)
				break
			}
		}
	}
	return out
}

// Outcome is what one trial came to.
type Outcome struct {
	Trial     int
	Seed      uint64
	Winner    int // index into Roster.Sides; -1 for none (all down, or a stalemate)
	Stalemate bool
	Rounds    int
	Down      []bool // went to 0 hit points at least once
	Dead      []bool // dead at the end
	Out       []bool // down or dead at the end
	Dealt     []int  // damage dealt, after resistances, up to the hit points it took away
	Taken     []int  // damage taken likewise: no overkill
	hp        []int  // hit points plus temporary ones, followed through the events
	Spent     [][]int
	HPLost    int // the party's hit points lost at the end, of PartyHP
	PartyHP   int
}

// newOutcome sizes an outcome for the roster; reset reuses it.
func newOutcome(r *Roster) *Outcome {
	n := len(r.Names)
	o := &Outcome{Down: make([]bool, n), Dead: make([]bool, n), Out: make([]bool, n), Dealt: make([]int, n), Taken: make([]int, n), hp: make([]int, n), Spent: make([][]int, n)}
	for i := range o.Spent {
		o.Spent[i] = make([]int, len(Resources))
	}
	return o
}

func (o *Outcome) reset(r *Roster, trial int, seed uint64) {
	copy(o.hp, r.hp)
	o.Trial, o.Seed, o.Winner, o.Stalemate, o.Rounds, o.HPLost, o.PartyHP = trial, seed, -1, false, 0, 0, 0
	clear(o.Down)
	clear(o.Dead)
	clear(o.Out)
	clear(o.Dealt)
	clear(o.Taken)
	for _, sp := range o.Spent {
		clear(sp)
	}
}

// observe tallies one event: who went down, who dealt and took damage.
func (o *Outcome) observe(r *Roster, e *battle.Event) {
	switch e.Type {
	case battle.EvDown:
		if t, ok := r.index[e.Target]; ok {
			o.Down[t] = true
		}
	case battle.EvDamage:
		t, ok := r.index[e.Target]
		if !ok || e.Amount == nil {
			return
		}
		// What the blow took away: the hit points (and temporary ones) it
		// had, not the overkill of a blow far bigger than it.
		lost := *e.Amount
		if e.HP != nil {
			after := *e.HP + deref(e.TempHP)
			lost = min(lost, max(o.hp[t]-after, 0))
			o.hp[t] = after
		}
		o.Taken[t] += lost
		if a, ok := r.index[e.Actor]; ok {
			o.Dealt[a] += lost
		}
	default:
		if e.HP != nil { // healing, the DM's hp: follow the hit points
			if t, ok := r.index[e.Target]; ok {
				o.hp[t] = *e.HP + deref(e.TempHP)
			}
		}
	}
}

func deref(p *int) int {
	if p == nil {
		return 0
	}
	return *p
}

// finish reads the end of the fight from its final state.
func (o *Outcome) finish(r *Roster, s *battle.State, stalemate bool) {
	o.Stalemate = stalemate
	o.Rounds = s.Round
	for i, side := range r.Sides {
		if s.Over && s.Winner == side {
			o.Winner = i
		}
	}
	// Creatures that joined during the fight (a house table's rats) are
	// not in the roster: the study tallies the file's creatures.
	for i := range min(len(s.Combatants), len(r.Names)) {
		c := &s.Combatants[i]
		o.Dead[i] = c.Dead
		o.Out[i] = c.Down()
		if o.Out[i] {
			o.Down[i] = true
		}
		spent(c, o.Spent[i])
		for id, n := range r.items[i] { // potions drunk or given, kit uses spent
			k := 10 // potions
			if id == "healers-kit" {
				k = 11
			}
			o.Spent[i][k] += n - c.Items[id]
		}
		if r.Party[i] {
			o.PartyHP += c.HP.Max
			o.HPLost += c.HP.Max - c.HP.Current
		}
	}
}

// spent writes what creature c used of each of Resources.
func spent(c *battle.Combatant, out []int) {
	for _, n := range c.Casting.Used[1:] {
		out[0] += n
	}
	cs := &c.Class
	out[1] = cs.RagesUsed
	if cs.SecondWind {
		out[2] = 1
	}
	out[3] = cs.SurgesUsed
	out[4] = cs.Inspirations
	out[5] = cs.HandsUsed
	out[6] = cs.KiUsed
	out[7] = cs.ChannelUsed
	for _, n := range c.Ammo.Spent {
		out[8] += n
	}
	out[9] = c.LegendaryUsed
	out[12] = cs.IndomitableUsed // 10 and 11 are the items' (outcome)
	out[13] = cs.RelentlessUsed
}

// Badness orders trials from the party's best night to its worst: deaths
// first, then creatures that went down, then the share of hit points
// lost. It is deaths*100000 + downs*1000 + percent of hit points lost
// (0 to 100).
func (o *Outcome) Badness(r *Roster) int {
	deaths, downs := 0, 0
	for i := range o.Dead {
		if !r.Party[i] {
			continue
		}
		if o.Dead[i] {
			deaths++
		}
		if o.Down[i] {
			downs++
		}
	}
	pct := 0
	if o.PartyHP > 0 {
		pct = min(100, o.HPLost*100/o.PartyHP)
	}
	return deaths*100000 + min(downs, 99)*1000 + pct
}

// badnessParts splits a badness back into its deaths, downs and percent.
func badnessParts(b int) (deaths, downs, pct int) {
	return b / 100000, b / 1000 % 100, b % 1000
}
