package battle

import "github.com/skirmish-rpg/skirmish/dice"

// A lean fight's damage rolls (fight.go): the dice are rolled as Roll
// rolls them — the same faces, the same totals by type — but not recorded
// or explained, since a quiet decider leaves the explanation out of the
// damage event anyway, and the programs of the expressions a fight rolls
// again and again (every weapon's damage) are compiled once per fight.

// maxPrograms bounds the compiled programs a fight keeps: expressions the
// engine builds afresh for one roll (an upcast spell's dice) are not
// worth keeping, and a long fight must not grow the cache without end.
const maxPrograms = 64

// program is expr compiled, from the lean fight's memo when keep is set
// (expr is one the fight will roll again: a weapon's damage as written,
// not a critical hit's doubled copy).
func (s *State) program(expr *dice.Expr, keep bool) (*dice.Program, error) {
	m := s.memo
	if !keep || m == nil {
		return dice.Compile(expr)
	}
	if p, ok := m.progs[expr]; ok {
		return p, nil
	}
	p, err := dice.Compile(expr)
	if err != nil {
		return nil, err
	}
	if m.progs == nil || len(m.progs) >= maxPrograms {
		m.progs = make(map[*dice.Expr]*dice.Program, 8)
	}
	m.progs[expr] = p
	return p, nil
}

// leanParts rolls p as partsOf(p.Roll(src)) would split it, without the
// explanation.
func (d *decider) leanParts(p *dice.Program) ([]part, error) {
	m := d.st.memo
	var buf []dice.TypeTotal
	if m != nil {
		buf = m.types[:0]
	}
	total, types, err := p.RollTypes(d.src, buf)
	if m != nil {
		m.types = types
	}
	if err != nil {
		return nil, err
	}
	if len(types) == 0 {
		ps := d.newParts(1)
		ps[0] = part{typ: "", rolled: total}
		return ps, nil
	}
	ps := d.newParts(len(types))
	for i, t := range types {
		ps[i] = part{typ: t.Type, rolled: t.Total}
	}
	return ps, nil
}

// rolled is a damage roll dealt to several creatures at once (an area, a
// spell's targets, magic missile's darts): rolled once (seed 001 "Damage
// Rolls"), each creature given its own copy of the parts to halve.
type rolled struct {
	parts []part
	dice  string // the explanation, "" in a lean fight
}

// rollOnce rolls p once: explained (partsOf, explain) in a full fight,
// the totals alone in a lean one.
func (d *decider) rollOnce(p *dice.Program) (rolled, error) {
	if d.quiet {
		parts, err := d.leanParts(p)
		return rolled{parts: parts}, err
	}
	r, err := p.Roll(d.src)
	if err != nil {
		return rolled{}, err
	}
	return rolled{parts: partsOf(r), dice: explain(r)}, nil
}

// each is a copy of r's parts for one creature.
func (d *decider) each(r rolled) []part {
	ps := d.newParts(len(r.parts))
	copy(ps, r.parts)
	return ps
}

// partsChunk is how many parts newParts carves from one allocation.
const partsChunk = 64

// newParts is n parts, cut in a lean fight from a chunk its decider
// carves for every roll of a command and the next: a hit's parts are a slice or two of a few
// entries, rolled thousands of times a simulated fight. A chunk's parts
// are never handed out twice — once carved they are the caller's, who may
// keep them — so the carving is safe whatever nests inside a roll.
func (d *decider) newParts(n int) []part {
	if n > partsChunk/4 || !d.quiet { // a full fight's decider is not kept: a chunk would be thrown away
		return make([]part, n)
	}
	if len(d.parts) < n {
		d.parts = make([]part, partsChunk)
	}
	ps := d.parts[:n:n]
	d.parts = d.parts[n:]
	return ps
}
