package tactics

import (
	"fmt"
	"strings"

	"github.com/skirmish-rpg/skirmish/battle"
)

// Between is what the policy does at the moment between two turns, when
// the legendary creatures of a fight act (battle/legendary.go, lair.go):
// a lair action on initiative count 20, else a legendary action of a
// legend with some of its pool left, each the option worth most now — an
// attack option on the foe it would hurt most, an area placed as a breath
// weapon is (area.go), a `within` option by the foes it reaches against
// the allies. sim.Autoplay asks it after each command that ends a turn,
// again after each command it gives, until it offers none. A fight with
// no legendary creature costs one look at each combatant.
func (p *Policy) Between(s *battle.State) (Choice, bool) {
	for u := range s.Combatants {
		c := &s.Combatants[u]
		if c.Legend == nil || c.Down() {
			continue
		}
		if due, last := s.LairDue(u); due {
			if ch, ok := p.featureChoice(s, u, c.Legend.Lair, 0, last, "lair"); ok {
				return ch, true
			}
		}
		if left := s.LegendaryLeft(u); left > 0 {
			if ch, ok := p.featureChoice(s, u, c.Legend.Options, left, "", "legendary"); ok {
				return ch, true
			}
		}
	}
	return Choice{}, false
}

// featureChoice is the best of a legend's options (legendary actions
// costing at most left, or lair actions other than last) as a command.
func (p *Policy) featureChoice(s *battle.State, u int, fs []battle.Feature, left int, last, verb string) (Choice, bool) {
	v := p.look(s, u)
	best, bestScore, bestRest, bestWhy := -1, 0.0, "", ""
	for j := range fs {
		f := &fs[j]
		if verb == "legendary" && f.Cost > left || f.Name == last {
			continue
		}
		score, rest, why := p.featureWorth(v, f)
		if verb == "legendary" {
			score /= float64(max(f.Cost, 1)) // its worth per action of the pool
		}
		if score > bestScore {
			best, bestScore, bestRest, bestWhy = j, score, rest, why
		}
	}
	if best < 0 {
		return Choice{}, false
	}
	line := v.c.Name + " " + verb + " " + strings.ToLower(fs[best].Name) + bestRest
	return Choice{Line: line, Why: bestWhy}, true
}

// featureWorth is what one option would do now, and the words after its
// name in the command.
func (p *Policy) featureWorth(v *view, f *battle.Feature) (float64, string, string) {
	switch {
	case f.Attack != "":
		best, bestT, why := 0.0, -1, ""
		for _, t := range v.foes {
			if !foeWorth(v, t) || !v.s.InReach(v.a, t, f.Attack) {
				continue
			}
			score, w, ok := p.expected(v.s, v.a, t, f.Attack)
			if ok && score > best {
				best, bestT, why = score, t, w
			}
		}
		if bestT < 0 {
			return 0, "", ""
		}
		return best, " " + name(v.s, bestT), fmt.Sprintf("%s on %s: %s", f.Name, name(v.s, bestT), why)
	case f.Area != nil:
		shot := areaShot{save: f.Save, dc: f.DC, half: f.Half, harmless: f.Damage == nil}
		mean := 1.0
		if f.Damage != nil {
			shot.typ, mean = firstType(f.Damage.Root), p.meanOf(f.Damage)
		}
		toward := f.Area.Range == 0
		pl := p.place(v, f.Area, toward, shot)
		if !pl.ok {
			return 0, "", ""
		}
		how := " at "
		if pl.toward {
			how = " toward "
		}
		gain := mean * (pl.foes - 2*pl.hurt)
		return gain, how + pl.at.String(), fmt.Sprintf("%s catches %d foe(s): %.1f expected in all", f.Name, pl.caught, mean*pl.foes)
	case f.Within > 0:
		mean := 0.0
		if f.Damage != nil {
			mean = p.meanOf(f.Damage)
		}
		if f.Condition != "" {
			mean += 3 // prone, say: a turn's standing up and advantage against it
		}
		worth, foes := 0.0, 0
		for _, t := range v.s.Within(v.a, f, nil) {
			share := v.s.DamageShare(t, f.Save, f.DC, battle.NoCover, f.Half) // Evasion included
			switch {
			case v.s.Hostile(v.a, t) && foeWorth(v, t):
				worth += share * mean
				foes++
			case !v.s.Hostile(v.a, t):
				worth -= 2 * share * mean
			case f.Damage != nil: // a downed foe, left alone but by a ruthless legend (area.go)
				worth -= 2 * share * mean
			}
		}
		return worth, "", fmt.Sprintf("%s reaches %d foe(s): %.1f expected in all", f.Name, foes, worth)
	}
	return 0, "", "" // a check (detect): not weighed
}
