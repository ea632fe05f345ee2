package tactics

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/compendium"
	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
)

// Areas — a fireball, burning hands, a dragon's breath, a lair's magma —
// placed where they catch the most foes and no ally. The candidate points
// are few, to stay cheap: for an area placed at a square, each foe's
// square and the squares around it; for one pointed from the user's
// space, each foe within the area's reach and the squares around the
// user. battle.AreaCaught says whom each would catch, with the command's
// own checks (range, walls, a clear path), and each creature caught adds
// its expected share of the damage: its save against the DC (its cover
// from the point of origin included), half on a success where the area
// says so, its resistances. An ally (or the user) caught counts against:
// a cautious creature never catches one, others only when the foes' share
// is at least three times the allies'.

// areaShot is an area's effect on its targets.
type areaShot struct {
	save rules.Ability
	dc   int // 0: no save
	half bool
	typ  string // the damage type, for resistances
	// harmless: it deals no damage (a lair's gases): a downed foe caught
	// loses nothing, and is not reason enough to look elsewhere.
	harmless bool
	// mean is the area's mean damage, by which placements are compared
	// when one burns a downed foe that regenerates (regen.go); 0 compares
	// them by the foes' share alone.
	mean float64
}

// placement is the best point found for an area.
type placement struct {
	at         grid.Square
	toward     bool
	foes, hurt float64 // the foes' and the allies' expected share of one point of damage
	burn       float64 // the chances its damage lands on downed foes that regenerate and stops it (regen.go), summed
	downed     int     // allies at 0 hit points caught, and foes but for a ruthless user (each blow a failed death save)
	caught     int     // foes caught
	ok         bool
}

// place finds the best point for creature v.a's area aa.
func (p *Policy) place(v *view, aa *battle.AreaAttack, toward bool, shot areaShot) placement {
	var best placement
	var cands [48]grid.Square
	n := 0
	addCand := func(sq grid.Square) {
		if !v.s.Map.In(sq) || n == len(cands) {
			return
		}
		for _, c := range cands[:n] {
			if c == sq {
				return
			}
		}
		cands[n] = sq
		n++
	}
	if toward {
		at, size := v.c.At, v.c.Size.Squares()
		for r := at.Row - 1; r <= at.Row+size; r++ {
			for c := at.Col - 1; c <= at.Col+size; c++ {
				if !grid.Occupies(at, size, grid.Square{Col: c, Row: r}) {
					addCand(grid.Square{Col: c, Row: r})
				}
			}
		}
		for _, t := range v.foes {
			if foeWorth(v, t) && v.s.Distance(v.a, t) <= aa.Area.Size {
				addCand(v.s.Combatants[t].At)
			}
		}
	} else {
		for _, t := range v.foes {
			if !foeWorth(v, t) || v.s.Distance(v.a, t) > aa.Range+aa.Area.Size {
				continue
			}
			at := v.s.Combatants[t].At
			addCand(at)
			for _, d := range around {
				addCand(grid.Square{Col: at.Col + d[0], Row: at.Row + d[1]})
			}
		}
	}
	// A sphere or cylinder at a point: rank the points by a cheap count of
	// whom the template would cover on an open map (centres within the
	// radius), and ask the map only about the best few.
	if !toward && (aa.Area.Shape == grid.Sphere || aa.Area.Shape == grid.Cylinder) && n > 4 {
		var rank [48]int
		r := 2 * aa.Area.Size / grid.SquareFeet // the radius in half squares
		for i, sq := range cands[:n] {
			rank[i] = p.rankPoint(v, sq, r)
		}
		idx := [48]int{}
		for i := range n {
			idx[i] = i
		}
		slices.SortStableFunc(idx[:n], func(a, b int) int { return cmp.Compare(rank[b], rank[a]) })
		var keep [48]grid.Square
		m := 0
		for _, i := range idx[:min(n, 4)] {
			if rank[i] > 0 {
				keep[m] = cands[i]
				m++
			}
		}
		n = m
		copy(cands[:], keep[:m])
	}
	best = p.bestPoint(v, aa, toward, shot, cands[:n], best)
	if best.caught < p.foesInReach(v, aa, toward) {
		// Some foe within reach is left out (an ally beside the foes, say):
		// points farther from the foes' squares may catch more (area_wide.go).
		best = p.bestPoint(v, aa, toward, shot, p.widerPoints(v, aa, toward, cands[:n]), best)
	}
	return best
}

// bestPoint is the best of best and the placements at the points given.
func (p *Policy) bestPoint(v *view, aa *battle.AreaAttack, toward bool, shot areaShot, pts []grid.Square, best placement) placement {
	for _, sq := range pts {
		var err error
		p.caught, err = v.s.AreaCaught(v.a, aa, sq, toward, p.caught[:0])
		if err != nil || len(p.caught) == 0 {
			continue
		}
		pl := placement{at: sq, toward: toward, ok: true}
		for _, k := range p.caught {
			oc := &v.s.Combatants[k.I]
			share := v.s.DamageShare(k.I, shot.save, shot.dc, k.Cover, shot.half) // Evasion included
			if shot.typ != "" {
				share *= v.s.DamageFactor(k.I, shot.typ)
			}
			hostile := k.I != v.a && v.s.Hostile(v.a, k.I)
			switch {
			case hostile && comesBack(v.s, k.I) && stopsType(v.s, k.I, shot.typ):
				// A downed troll: any fire that lands stops its
				// regeneration, half damage on a save as well.
				land := 1.0
				if shot.dc > 0 && !shot.half {
					land = 1 - v.s.SaveChance(k.I, shot.save, shot.dc, k.Cover)
				}
				pl.burn += land
			case hostile && foeWorth(v, k.I):
				pl.foes += share
				pl.caught++
			case hostile && shot.harmless:
			case oc.HP.Current == 0:
				// A downed ally, or a downed foe but for a ruthless user:
				// each blow on it is a failed death save (seed 001 "Death
				// Saving Throws"), and downed foes are left alone without
				// `tactics: ruthless` (docs/tactics.md "Presets").
				pl.downed++
			default:
				pl.hurt += share
			}
		}
		// No ally in the area (issue 6: "catch the most enemies and no
		// allies"): only an aggressive caster accepts one, and only for
		// three times the foes' share.
		if pl.caught == 0 && pl.burn == 0 || pl.downed > 0 || pl.hurt > 0 && (v.preset != "aggressive" || pl.foes < 3*pl.hurt) {
			continue
		}
		if !best.ok || pl.worth(shot.mean) > best.worth(shot.mean) {
			best = pl
		}
	}
	return best
}

// worth is a placement's worth for an area of mean damage: the foes'
// share less twice the allies', and each downed troll it burns as a kill
// (worthBurn); with mean 0, the shares alone.
func (pl placement) worth(mean float64) float64 {
	if mean == 0 {
		return pl.foes - 2*pl.hurt
	}
	return mean*(pl.foes-2*pl.hurt) + pl.burn*worthBurn
}

// covers reports whether a circle of radius r round (ox, oy), in half
// squares, covers the centre of a square of a space at at, n squares wide.
func covers(at grid.Square, n, ox, oy, r int) bool {
	for dr := range max(n, 1) {
		for dc := range max(n, 1) {
			x, y := 2*(at.Col+dc)+1-ox, 2*(at.Row+dr)+1-oy
			if x*x+y*y <= r*r {
				return true
			}
		}
	}
	return false
}

// around are the eight steps to a square's neighbours.
var around = [8][2]int{{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}}

// areaCast: an area spell at its best point, with each slot it could
// spend (the point does not depend on the slot: it is found once).
func (p *Policy) areaCast(v *view, sp *compendium.Spell, slot int, cost float64) {
	if p.lastSp != sp {
		aa := battle.SpellArea(sp)
		if aa == nil {
			return
		}
		k := v.c.Casting.Caster
		shot := areaShot{save: sp.Save, half: sp.OnSave == "half", typ: string(sp.DamageType), mean: p.meanOf(v.s.SpellDamage(v.a, sp, sp.Level))}
		if sp.HasSave {
			shot.dc = k.DC
		}
		p.lastSp, p.lastPlace = sp, p.place(v, aa, sp.Self, shot)
	}
	pl := p.lastPlace
	if !pl.ok {
		return
	}
	mean := p.meanOf(v.s.SpellDamage(v.a, sp, slot))
	gain := pl.worth(mean)
	nf := "catches %d foe(s), %.1f damage expected in all"
	if pl.hurt > 0 {
		nf = "catches %d foe(s) and an ally, worth it, %.1f damage expected in all"
	}
	p.casts = append(p.casts, cast{sp: sp, slot: slot, at: pl.at, area: true, toward: pl.toward, gain: gain, cost: cost,
		nf: nf, nx: [3]float64{float64(pl.caught), mean * pl.foes}, nk: noteIntOne})
}

// breathOptions: a monster's area attacks (a breath weapon, recharged or
// not spent), placed as spells' areas are, when they beat its Attack
// action: an area attack is an action of its own.
func (p *Policy) breathOptions(v *view, add func(option)) {
	c := v.c
	if len(c.Areas) == 0 || c.Turn.Action || !c.Conds.CanAct() {
		return
	}
	action := p.actionWorth(c)
	for i := range c.Areas {
		aa := &c.Areas[i]
		if aa.Damage == nil || !v.s.AreaReady(v.a, aa.Name) {
			continue
		}
		shot := areaShot{save: aa.Save, dc: aa.DC, half: aa.Half, typ: firstType(aa.Damage.Root), mean: p.meanOf(aa.Damage)}
		toward := aa.Range == 0
		pl := p.place(v, aa, toward, shot)
		if !pl.ok {
			continue
		}
		mean := p.meanOf(aa.Damage)
		gain := pl.worth(mean)
		if gain <= action {
			continue
		}
		how := " at "
		if pl.toward {
			how = " toward "
		}
		add(option{line: c.Name + " use " + aa.Name + how + pl.at.String(), slot: SlotAction, score: gain,
			why: fmt.Sprintf("%s catches %d foe(s): %.1f damage expected in all, more than its attacks (%.1f)", aa.Name, pl.caught, mean*pl.foes, action)})
	}
}

// actionWorth is a rough worth of a creature's whole Attack action: the
// mean damage of its Multiattack's attacks (or its best attack times its
// attacks) at an even chance to hit.
func (p *Policy) actionWorth(c *battle.Combatant) float64 {
	if len(c.Traits.Multiattack) == 0 {
		return p.perRound(c)
	}
	sum := 0.0
	for _, seq := range c.Multiattacks() { // the best of its sequences ("or two ranged attacks")
		s, _, _ := p.seqMean(c, seq)
		sum = max(sum, s)
	}
	return 0.6 * sum
}
