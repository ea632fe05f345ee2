package tactics

import (
	"math/rand/v2"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/compendium"
	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/grid"
)

// Choice is the next command for a creature, and why the policy chose it.
type Choice struct {
	Line string // the command, in the command language (docs/commands.md)
	Why  string // the reasoning, read like a ruling: `skirmish run --why`
	// Cmd, when its Verb is set, is Line as battle.ParseCommand reads it,
	// made without parsing (command.go): a simulation runs it as it is.
	Cmd battle.Command
}

// Policy is the default tactics of issue 6, "a competent table": for the
// creature whose turn it is it weighs what it could do now — attacks by
// their expected damage, moves, bonus actions, spells, care for a downed
// ally — and gives the best as a command. It reads the state and nothing
// else, so it can be asked again after every command of a turn; the
// creature's preset (battle.TacticsPresets: aggressive, cautious,
// ruthless, random) tilts the weights. One Policy serves one fight at a
// time: it holds a random source (the random preset) and caches.
type Policy struct {
	hideMemo hideMemo // hide.go: the last place to hide found
	rng      *rand.Rand
	pcg      *rand.PCG                 // rng's source, seeded anew by Reseed
	mean     map[*dice.Expr]float64    // expected value of a damage expression, by expression
	low      map[*dice.Expr]int        // its least (dartSplit), likewise
	crit     map[*dice.Expr]float64    // what a critical hit adds to it
	off      map[*dice.Expr]*dice.Expr // a damage expression without its modifiers (bonus.go)

	cands []cand       // squares weighed by a move (keepaway.go), kept to spare allocations
	opts  []option     // the options of a decision, kept likewise
	near  []int        // foes by distance (move.go), kept likewise
	add   func(option) // appends to opts: made once, not per decision
	v     view         // the view of the decision under way, its slices reused

	// spell.go's candidates and area.go's buffers, reused from call to call.
	casts     []cast
	tgts      []int             // the casts' targets, one array for the decision (one)
	order     []int             // spell.go: the casts worth casting, by worth (offerCasts)
	spvSp     *compendium.Spell // spell_preview.go: the spell whose rulings spv holds, in this decision
	spv       []spellPreview    // ... by foe
	caught    []battle.Caught
	wide      []grid.Square     // area_wide.go: the points of the wider search
	lastSp    *compendium.Spell // the spell lastPlace was found for, in this call
	lastPlace placement
	heals     map[healKey]float64    // spell_support.go: a healing spell's mean by slot
	pools     map[healKey]*dice.Dist // spell_sleep.go: Sleep's pool by slot
	sleepPts  []sleepPoint           // ... the points tried, in this decision
	sleepBuf  []int                  // ... the creatures it would take at each

	potion     map[string]float64 // potions.go: a potion's mean healing, by item id
	decision   uint64             // counts Next's calls: what a decision floods is kept for it alone (with the state's Seq)
	moves      []moves            // moves.go: the movement flooded, by mover and speed, kept while it holds (keep.go)
	hsBuf      []int              // keep.go: the threatening foes asked anew
	floods     floodCache         // floods.go: the floods of earlier fights, kept across Reseed
	approaches floodCache         // approach_keep.go: the approaches of earlier fights, likewise
	// checkFlood, set by tests, is told of every flood given back from
	// floods (around: aroundFor's), to compare it with a fresh one.
	checkFlood func(s *battle.State, mv *moves, around bool)
	// checkApproach, set by tests, is told of every approach given back
	// from floods (approach_keep.go) with one worked out afresh.
	checkApproach func(kept, fresh closing)

	toward    []toward // far.go: the ways to foes' squares, flooded from them
	lineOnly  bool     // Line is asking: the options' Why may be left empty
	fullFlood bool     // tests: every approach the whole way (approachSafe as before far.go)

	words   map[*compendium.Spell]string // command.go: a spell's name as a cast line writes it
	lines   map[lineKey]string           // lines.go: the lines given most often, kept
	pathBuf []grid.Square                // command.go: an approach's squares, for its plan
	steps   []grid.Step                  // move.go: the ways approaches return, for the decision (keepSteps)
	detour  []grid.Step                  // approach.go, far.go: the best way of an approach so far
	seen    []seenAttack                 // attack.go: the creature's attacks on one target, previewed
}

// New is a policy whose random choices (the random preset) come from
// seed: a trial's seed makes its fight reproducible.
func New(seed uint64) *Policy {
	pcg := rand.NewPCG(seed, 0x5eed)
	return &Policy{rng: rand.New(pcg), pcg: pcg, mean: map[*dice.Expr]float64{}, crit: map[*dice.Expr]float64{}, off: map[*dice.Expr]*dice.Expr{}}
}

// Reseed restarts the policy's random choices from seed, as New(seed)
// would, keeping its caches: a simulation worker reuses one policy for
// its trials.
func (p *Policy) Reseed(seed uint64) {
	p.pcg.Seed(seed, 0x5eed) // as rand.NewPCG(seed, 0x5eed): a rand.Rand holds no state of its own
	p.trim()
}

// trim starts the expression caches over past maxCache entries. They are
// keyed by expression, and some the engine builds afresh at every preview
// (an unarmed strike, Shillelagh's club), so a long study, or a live
// table's policy that is never reseeded (server/table.go), would grow
// them without end. They only remember what they compute, so starting
// over changes no choice. The kept floods (floods.go) bound themselves.
func (p *Policy) trim() {
	if len(p.mean)+len(p.low)+len(p.crit)+len(p.off) > maxCache {
		clear(p.mean)
		clear(p.low)
		clear(p.crit)
		clear(p.off)
	}
}

// maxCache is the most entries the expression caches keep between trials.
const maxCache = 4096

// Slot is what an option spends of the turn.
type Slot uint8

// The parts of a turn an option may take.
const (
	SlotAction Slot = iota // the action (an attack of the Attack action included)
	SlotBonus              // the bonus action
	SlotMove               // movement
	SlotEnd                // ending the turn
)

// option is one command the policy could give now, with its worth in
// hit points of damage dealt or its equivalent (damage prevented, an ally
// kept alive), so that options of every kind compare.
type option struct {
	line  string
	slot  Slot
	score float64
	why   string
	atk   attackParts // an attack's parts, its line and why made only when chosen (attack.go)
	plan  plan        // what its Command is made of, when not of atk (command.go)
	// before is, for a bonus action that adds to the blows on one foe
	// (Hunter's Mark), that foe + 1; 0 for any other option (pick).
	before int
}

// view is what a decision works out once: the creature and the others,
// sorted into foes and allies.
type view struct {
	s      *battle.State
	a      int
	c      *battle.Combatant
	preset string // battle.TacticsPresets, "" for the default
	foes   []int  // hostile creatures not dead (standing or dying)
	allies []int  // others of its side not dead, itself excluded
	melee  bool   // fight as a melee creature whatever its best attack (Next's fallback)
	// lineOnly: the policy's Line asks, and the Why of an option that is
	// costly to write may be left empty.
	lineOnly bool
}

// generator adds the options of one kind.
type generator func(p *Policy, v *view, add func(option))

// generators are every kind of option, each in a file of its own.
var generators = []generator{
	(*Policy).attackOptions,    // attack.go: the Attack action, its attacks
	(*Policy).moveOptions,      // move.go: closing in (approach.go, far.go), keeping away (keepaway.go)
	(*Policy).bonusOptions,     // bonus.go: off-hand attacks, Second Wind, Cunning Action, rage ...
	(*Policy).careOptions,      // care.go: stabilizing, healing a downed or hurt ally, potions
	(*Policy).spellOptions,     // spell.go: spells, areas placed, concentration, upcasting
	(*Policy).breathOptions,    // area.go: breath weapons and other area attacks, placed
	(*Policy).companionOptions, // companion.go: a beast master commands its animal companion
	(*Policy).classOptions,     // class.go: Turn Undead, War Priest
	(*Policy).presenceOptions,  // fear.go: Frightful Presence (after the attacks, which it reads)
	(*Policy).hideOptions,      // hide.go: hiding with the bonus action, walking out of sight to hide
	(*Policy).recoverOptions,   // recover.go: picking up a dropped weapon, drawing a stowed one
	(*Policy).hasteOptions,     // spell_haste.go: a hasted creature's additional action
	(*Policy).dodgeOptions,     // dodge.go: the Dodge action, when the action has nothing better
}

// Next is the command for creature a, whose turn it is.
func (p *Policy) Next(s *battle.State, a int) Choice {
	if s.Waiting() { // the fight waits between turns, at initiative count 20 or a turn's end (battle/lair.go, legendary_wait.go): Between takes it
		return Choice{Line: "next turn", Cmd: battle.NextTurn(), Why: "the moment between turns has had its lair or legendary actions: the next turn begins"}
	}
	c := &s.Combatants[a]
	if c.Down() {
		return p.endTurn(s, a, "down: nothing to do")
	}
	if by := s.TurnedBy(a); by >= 0 { // a turned undead runs from the cleric (flee.go)
		return Choice{Line: flee(s, a, by), Why: "turned by " + s.Combatants[by].Name + ": it must flee (SRD 5.1 \"Turn Undead\")"}
	}
	if ch, ok := p.osrDeclare(s, a); ok { // seed 004's declarations (osr.go)
		return ch
	}
	p.decision++
	p.trim() // between decisions, not only between trials: see trim
	p.pathBuf, p.steps = p.pathBuf[:0], p.steps[:0]
	v := p.look(s, a)
	p.opts = p.opts[:0]
	if p.add == nil {
		p.add = func(o option) { p.opts = append(p.opts, o) }
	}
	for _, g := range generators {
		g(p, v, p.add)
	}
	if len(p.opts) == 0 && !c.Turn.Action && c.Conds.CanAct() {
		// Nothing on offer with its action unspent (a caster whose spells
		// found no target, say): it closes in to fight as a melee creature.
		v.melee = true
		p.moveOptions(v, p.add)
	}
	opts := p.opts
	if s.Rules().Declarations { // what the OSR rules don't play (osr.go)
		keep := opts[:0]
		for _, o := range opts {
			if o.plan.kind != planNone {
				o.finish(p, v) // its line, which osrAllowed reads
			}
			if osrAllowed(s, a, o.line) {
				keep = append(keep, o)
			}
		}
		opts = keep
	}
	if len(opts) == 0 {
		return p.endTurn(s, a, "nothing left worth doing this turn")
	}
	best := p.pick(v, opts)
	for p.moveRefused(v, &best) { // fear.go: a frightened creature's way may lead toward its fear, a fighting retreat's (OSR) toward a foe
		if opts = withoutMoves(opts); len(opts) == 0 {
			return p.endTurn(s, a, "no way it may take: frightened, or in a fighting retreat, every way leads toward what it must not near")
		}
		best = p.pick(v, opts)
	}
	if best.score < 0 { // every option costs more than it brings: end the turn
		why := ""
		if !v.lineOnly {
			why = "nothing worth its cost this turn (best: " + best.line + ")"
		}
		return p.endTurn(s, a, why)
	}
	return Choice{Line: best.line, Why: best.why, Cmd: best.command(p, v)}
}

// Line is Next's command alone: the Policy as a sim.Policy function. The
// reasons of the busiest options (attacks, spells, approaches) are not
// written, since no one reads them (lineOnly).
func (p *Policy) Line(s *battle.State, a int) string {
	p.lineOnly = true
	line := p.Next(s, a).Line
	p.lineOnly = false
	return line
}

// Choose is Next for a simulation: the busiest options' reasons are left
// unwritten, as Line leaves them, and the choice's Cmd is what to run
// (sim's AutoplayPolicy).
func (p *Policy) Choose(s *battle.State, a int) Choice {
	p.lineOnly = true
	ch := p.Next(s, a)
	p.lineOnly = false
	return ch
}

// blowsFirst is the option to take before the best one, best, when that
// is an attack: a bonus action worth taking this turn that adds to blows
// on the same foe (Hunter's Mark: 1d6 on each hit) goes before them,
// whatever its worth against the blow — both are taken this turn, and
// after the blow the mark would miss it. The best such, else best.
func blowsFirst(opts []option, best int) int {
	o := &opts[best]
	if !o.atk.on {
		return best
	}
	first := best
	for i := range opts {
		if b := &opts[i]; b.before == o.atk.t+1 && b.slot == SlotBonus && b.score > 0 && (first == best || b.score > opts[first].score) {
			first = i
		}
	}
	return first
}

// pick takes the best option: the highest score, ties to the one listed
// first (generators run in a fixed order, so the choice is reproducible).
// The random preset picks among the options that score at all.
func (p *Policy) pick(v *view, opts []option) option {
	if v.preset == "random" {
		n := 0
		for _, o := range opts {
			if o.score > 0 {
				n++
			}
		}
		if n > 0 {
			k := p.rng.IntN(n)
			for _, o := range opts {
				if o.score > 0 {
					if k == 0 {
						o.finish(p, v)
						o.why = "at random (tactics: random): " + o.why
						return o
					}
					k--
				}
			}
		}
	}
	best := 0
	for i := 1; i < len(opts); i++ {
		if opts[i].score > opts[best].score {
			best = i
		}
	}
	best = blowsFirst(opts, best)
	o := opts[best]
	o.finish(p, v)
	return o
}

// look sorts the others into foes and allies.
func (p *Policy) look(s *battle.State, a int) *view {
	v := &p.v
	*v = view{s: s, a: a, c: &s.Combatants[a], preset: s.Combatants[a].Tactics, foes: v.foes[:0], allies: v.allies[:0], lineOnly: p.lineOnly}
	for j := range s.Combatants {
		o := &s.Combatants[j]
		if j == a || o.Dead {
			continue
		}
		if s.Hostile(a, j) {
			v.foes = append(v.foes, j)
		} else if o.Side == v.c.Side {
			v.allies = append(v.allies, j)
		}
	}
	return v
}

// meanOf is the expected value of a damage expression, cached per
// expression (stat blocks share theirs for the whole study).
func (p *Policy) meanOf(e *dice.Expr) float64 {
	if e == nil {
		return 0
	}
	if m, ok := p.mean[e]; ok {
		return m
	}
	d, err := dice.NodeDistribution(e.Root, dice.Options{})
	m := 0.0
	if err == nil {
		m = d.Mean()
	}
	p.mean[e] = m
	return m
}

// lowOf is the least e can roll (0 for none, or one that can't be
// worked out), kept like meanOf's mean.
func (p *Policy) lowOf(e *dice.Expr) int {
	if e == nil {
		return 0
	}
	if lo, ok := p.low[e]; ok {
		return lo
	}
	lo := 0
	if d, err := dice.NodeDistribution(e.Root, dice.Options{}); err == nil {
		lo = max(d.Lo(), 0)
	}
	if p.low == nil {
		p.low = map[*dice.Expr]int{}
	}
	p.low[e] = lo
	return lo
}

// name is how a command names creature i.
func name(s *battle.State, i int) string { return s.Combatants[i].Name }

// one is a cast's single target, t, in the decision's buffer of targets:
// a candidate's []int{t} would be an allocation for every foe weighed.
// The buffer is only appended to during a decision (spellOptions starts
// it over), so the slices it gave keep their contents.
func (p *Policy) one(t int) []int {
	p.tgts = append(p.tgts, t)
	n := len(p.tgts)
	return p.tgts[n-1 : n : n]
}
