package tactics

import (
	"maps"
	"slices"
	"strings"

	"github.com/skirmish-rpg/skirmish/compendium"
	"github.com/skirmish-rpg/skirmish/dice"
)

// itemOptions: what creature v.a's potions and healer's kit can do for
// creature j (itself or an ally within 5 ft) with its action — `NAME use
// POTION [on TARGET]`, `NAME use healer's kit on TARGET` (docs/commands.md,
// battle/equipment_items.go), each spending one of what the file's
// `items` gave it.
func (p *Policy) itemOptions(v *view, j int, add func(option)) {
	c, o := v.c, &v.s.Combatants[j]
	if len(c.Items) == 0 || o.Dead {
		return
	}
	on := ""
	if j != v.a {
		on = " on " + name(v.s, j)
	}
	low := float64(o.HP.Current) < lowAt(v.preset)*float64(o.HP.Max)
	if o.HP.Current > 0 && !low {
		return
	}
	best, bestHeal := "", 0.0
	for _, id := range slices.Sorted(maps.Keys(c.Items)) { // in order: the same fight every time
		if c.Items[id] <= 0 {
			continue
		}
		it, err := compendium.LookupItem(id)
		if err != nil {
			continue
		}
		switch {
		case it.Kind == "potion" && it.Heal != "":
			// The biggest potion it carries.
			if h := p.potionMean(it); best == "" || h > bestHeal {
				best, bestHeal = strings.ToLower(it.Name), h
			}
		case it.Stabilizes && j != v.a && o.HP.Current == 0 && !o.Dying.Stable && o.DeathSaves:
			add(option{line: c.Name + " use healer's kit" + on, slot: SlotAction, score: 0.6 * (15 + 5*float64(o.Dying.Failures)),
				why: name(v.s, j) + " is dying: the healer's kit stabilizes it with no check"})
		}
	}
	if best == "" {
		return
	}
	w := 0.7 * min(bestHeal, float64(o.HP.Max-o.HP.Current))
	why := "low (" + hpText(o) + "): drinks its " + best
	if o.HP.Current == 0 {
		w, why = p.worthUp(v, j), name(v.s, j)+" is down: the "+best+" brings it back"
	} else if j != v.a {
		why = name(v.s, j) + " is low (" + hpText(o) + "): gives it the " + best
	}
	add(option{line: c.Name + " use " + best + on, slot: SlotAction, score: w, why: why})
}

// potionMean is a potion's mean healing, cached by item.
func (p *Policy) potionMean(it *compendium.Item) float64 {
	if m, ok := p.potion[it.ID]; ok {
		return m
	}
	m := 0.0
	if e, err := dice.Parse(it.Heal); err == nil {
		m = p.meanOf(e)
	}
	if p.potion == nil {
		p.potion = map[string]float64{}
	}
	p.potion[it.ID] = m
	return m
}
