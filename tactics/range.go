package tactics

import (
	"strings"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
)

// Fighting from afar: whether a creature's best attack is a ranged one
// it can still make, and from how far (moveOptions, keepAway).

// shootsNow reports whether an attack of the creature's can be made now
// on a foe it would attack: one in reach or range (usable) that the
// engine's preview allows too. Range alone is not enough: a foe behind a
// wall is out of sight and has total cover (seed 001 "Cover"), and an
// archer that counted it as a target stood idle, or fell back to walking
// into melee, rather than stepping to where it could shoot.
func (p *Policy) shootsNow(v *view) bool {
	for _, t := range v.foes {
		if v.s.Combatants[t].Down() && v.preset != "ruthless" || usable(v.s, v.a, t) == "" {
			continue
		}
		for k := range v.c.Attacks {
			if w := &v.c.Attacks[k]; v.c.Ready(w.Name) {
				if _, err := v.s.PreviewAttack(v.a, t, w.Name); err == nil {
					return true
				}
			}
		}
	}
	return false
}

// nearShotWorth is what its best shot now at long range, with
// disadvantage, would be worth from normal range, the rest of its Attack
// action counted as the shot's option counts it; 0 for none. With at,
// only a foe within that normal range of at, in sight from there, counts:
// the square a move would end on. The long range's disadvantage is taken
// off, and any other kept (poisoned, say): a move then brings a shot the
// same as the one from here, and is weighed the higher for nothing.
func (p *Policy) nearShotWorth(v *view, at *grid.Square) float64 {
	c, best := v.c, 0.0
	n := c.Size.Squares()
	for _, t := range v.foes {
		tc := &v.s.Combatants[t]
		if tc.Down() || usable(v.s, v.a, t) == "" {
			continue
		}
		for k := range c.Attacks {
			w := &c.Attacks[k]
			if !w.Ranged || !c.Ready(w.Name) {
				continue
			}
			pv, err := v.s.PreviewAttack(v.a, t, w.Name)
			if err != nil || pv.Dist <= w.Normal || pv.Mode != rules.Disadvantage {
				continue
			}
			if at != nil && (v.s.DistanceFrom(v.a, *at, t) > w.Normal || !v.s.Map.LineOfSight(*at, n, tc.At, tc.Size.Squares())) {
				continue
			}
			pv.Mode = rules.Normal
			score, exp, _ := p.worth(v.s, t, pv)
			best = max(best, score+p.restOfAction(v, t, k, exp, nil))
		}
	}
	return best
}

// inRange reports whether a foe it would attack is within the normal
// range of its best ranged attack from sq, in sight.
func (p *Policy) inRange(v *view, sq grid.Square) bool {
	rng := p.rangeOf(v.s, v.a)
	n := v.c.Size.Squares()
	for _, t := range v.foes {
		tc := &v.s.Combatants[t]
		if !tc.Down() && v.s.DistanceFrom(v.a, sq, t) <= rng && v.s.Map.LineOfSight(sq, n, tc.At, tc.Size.Squares()) {
			return true
		}
	}
	return false
}

// prefersRange reports whether the creature fights best from afar: its
// best ranged attack it can still shoot (or an attack cantrip) deals at
// least as much as its best melee attack; on a tie, not when it closes in
// for its allies (closesOnTie).
func (p *Policy) prefersRange(v *view) bool {
	if v.melee {
		return false
	}
	melee, ranged := p.bestMeans(v)
	if ranged > 0 && ranged == melee && closesOnTie(v) {
		return false
	}
	return ranged > 0 && ranged >= melee
}

// closesOnTie reports whether a creature whose blows and shots are worth
// the same fights in melee: one whose attacks gain from an ally beside
// its target (Pack Tactics' advantage, Martial Advantage's extra 2d6),
// with an ally still standing. Kept at range, its kin shooting alongside
// it, no one stands beside the target and the trait never applies:
// hobgoblins (SRD 5.1 Hobgoblin: longsword and longbow both 1d8 + 1)
// shot at a party from afar for 5.5 hit points a hit where a blow beside
// an ally deals 12.5. Closing in, six of them beat four level-3 fighters
// and barbarians in 50% of the fights instead of 30%, four archers in 25%
// instead of 9%, and eight kobolds (dagger and sling both 1d4 + 2, Pack
// Tactics) a level-1 party in 31% instead of 15%. A creature without
// such a trait keeps to range on a tie: goblins shooting from hiding in
// the ambush example win more than closing in, and a cleric whose mace
// is worth its sacred flame stays back to heal.
func closesOnTie(v *view) bool {
	c := v.c
	if c.Traits.MartialAdvantage == nil && !c.Traits.PackTactics {
		return false
	}
	for _, j := range v.allies {
		if !v.s.Combatants[j].Down() {
			return true
		}
	}
	return false
}

// bestMeans is the mean damage of the creature's best melee attack and of
// its best ranged one it can still shoot (an attack cantrip at its dice),
// not its last thrown weapon: a fighter with one handaxe that kept away to
// throw it was left with its fist.
func (p *Policy) bestMeans(v *view) (melee, ranged float64) {
	c := v.c
	for k := range c.Attacks {
		w := &c.Attacks[k]
		m := p.meanOf(w.Damage)
		if w.Ranged {
			if !loadable(v.s, v.a, w) || v.s.Throws(v.a, w.Name) == 1 {
				continue // a bow with no arrows left shoots nothing; a last handaxe thrown is gone (throw.go)
			}
			ranged = max(ranged, m)
		} else {
			melee = max(melee, m)
		}
	}
	if c.Casting.Caster != nil {
		for _, sp := range c.Casting.Spells {
			if sp.Level == 0 && sp.Range > 5 && sp.Damage != "" && mayCast(c) {
				// Its dice at the caster's level (a 5th-level sacred flame is
				// 2d8), not a flat 5.5: a 2nd-level cleric whose mace (1d6 + 2)
				// beats its sacred flame (1d8) hung back from six goblins its
				// fighter and rogue fought, and the goblins won 37% of the
				// fights instead of 31% (sim/testdata/goblins.yaml).
				ranged = max(ranged, p.meanOf(v.s.SpellDamage(v.a, sp, 0)))
			}
			if sp.ID == "shillelagh" && mayCast(c) {
				melee = max(melee, p.shillelaghMean(v)) // spell_shillelagh.go
			}
		}
	}
	if len(c.Traits.Multiattack) > 0 {
		// A Multiattack's attacks are made together: a hill giant's two
		// greatclubs (some 37) against the one rock (some 22) it may
		// throw instead (battle.Combatant.LoneAttack).
		m, r := p.multiMeans(c)
		melee, ranged = max(melee, m), max(ranged, r)
	}
	return melee, ranged
}

// multiMeans is the mean damage of a Multiattack's attacks, all of them,
// when they are all melee (m) or all ranged (r): the best sequence of
// each kind ("two melee attacks or two ranged attacks", SRD 5.1 Scout).
func (p *Policy) multiMeans(c *battle.Combatant) (m, r float64) {
	for _, seq := range c.Multiattacks() {
		sum, melee, ranged := p.seqMean(c, seq)
		if melee {
			m = max(m, sum)
		}
		if ranged {
			r = max(r, sum)
		}
	}
	return m, r
}

// mayCast reports whether the creature may cast spells in this fight at
// all: not in armor or with a shield it lacks proficiency with (SRD 5.1
// "Armor Proficiency"), not raging. A cantrip it can't cast is no attack
// from afar: a cleric in chain mail counted its sacred flame, and went to
// and fro between the fallback's way into melee and a step out of it.
// (battle.State.CastReady says more, but for this turn: a wizard whose
// action is spent would no longer count as fighting from afar.)
func mayCast(c *battle.Combatant) bool {
	return c.Unskilled == "" && !c.Class.Raging
}

// rangeOf is the normal range of the creature's best ranged attack, or
// its attack cantrips' range, 0 for none.
func (p *Policy) rangeOf(s *battle.State, a int) int {
	c := &s.Combatants[a]
	r, best := 0, -1.0
	// Its Attack action done, where it stands is for the next turn's
	// shots: a Multiattack's longbow, not ready again this turn, counts.
	// A scout that had shot its two arrows found no range, and walked
	// toward the fighters it had shot at (SRD 5.1 Scout).
	spent := c.Turn.Action && c.Turn.AttacksLeft == 0
	for k := range c.Attacks {
		w := &c.Attacks[k]
		if m := p.meanOf(w.Damage); w.Ranged && (spent || c.Ready(w.Name)) && loadable(s, a, w) && m > best {
			r, best = w.Normal, m
		}
	}
	if c.Casting.Caster != nil {
		for _, sp := range c.Casting.Spells {
			if sp.Level == 0 && sp.Range > 5 && sp.Damage != "" && mayCast(c) {
				r = max(r, sp.Range)
			}
		}
	}
	return r
}

// loadable reports whether the creature's ranged attack w can shoot now,
// or after a reload it has the ammunition for (reloadOptions): a gunner
// whose shotgun has fired its two shots still fights with it, from its
// range, a reload away. Counted as spent, its dagger became its best
// ranged attack, and the gunner walked to within the dagger's 20 ft to
// throw it turn after turn rather than reload (seed 000 "MODERN WEAPONS":
// "A character must then reload it using an action").
func loadable(s *battle.State, a int, w *battle.Attack) bool {
	if s.AmmoReady(a, w.Name) {
		return true
	}
	c := &s.Combatants[a]
	n := strings.ToLower(w.Name)
	if shots := c.Ammo.Reload[n]; shots == 0 || c.Ammo.Fired[n] < shots {
		return false
	}
	kind := c.Ammo.Of[n]
	return kind == "" || c.Ammo.Left[kind] > 0
}
