package battle

// Rogue features that act on damage (docs/commands.md "Class features"):
//
//   - Uncanny Dodge (rogue 5, SRD 5.1 "Uncanny Dodge"): "when an attacker
//     that you can see hits you with an attack, you can use your reaction
//     to halve the attack's damage against you." The damage is rolled
//     first, as a player sees it before choosing; then React is asked
//     ("uncanny dodge"; nil takes it), and State.OfferedDamage tells the
//     answerer how much the hit would deal. Taken, each damage type of the
//     hit is halved, rounded down, before resistances (which come "after
//     all other modifiers", seed 001 "Damage Resistance and
//     Vulnerability"), as a save for half halves them. Any attack counts,
//     a spell attack too; a rider's save-for-half damage is not the
//     attack's damage roll and is left whole. Shield, asked first on the
//     hit (spell_reaction.go), spends the same reaction.
//   - Evasion (rogue 7, monk 7, SRD 5.1 "Evasion"): "When you are
//     subjected to an effect that allows you to make a Dexterity saving
//     throw to take only half damage, you instead take no damage if you
//     succeed on the saving throw, and only half damage if you fail." It
//     applies wherever the engine halves damage on a successful save —
//     areas, spells, a hit's rider, legendary actions — when the save is
//     Dexterity's (saveShare).
//
// Seed 000 is silent on both and seed 002 does not change them: the SRD
// 5.1 text stands for all three rulesets (the 2024 Evasion adds that an
// incapacitated creature can't use it; not played).

import (
	"fmt"

	"github.com/skirmish-rpg/skirmish/rules"
)

// Feature names of this file, as events write them in With.
const (
	FeatUncannyDodge = "uncanny dodge"
	FeatEvasion      = "evasion"
)

// ReactUncannyDodge is the kind React is asked before a rogue halves a
// hit's damage with its reaction.
const ReactUncannyDodge = "uncanny dodge"

// OfferedDamage is, while React is asked about Uncanny Dodge, the damage
// the hit would deal before halving and resistances; 0 otherwise.
func (s *State) OfferedDamage() int { return s.offered }

// uncannyDodge offers target t Uncanny Dodge against attacker a's hit
// that rolled parts, and returns the parts it takes.
func (d *decider) uncannyDodge(a, t int, parts []part) []part {
	s := d.st
	tc := &s.Combatants[t]
	sum := 0
	for _, p := range parts {
		sum += max(p.rolled, 0)
	}
	if sum < 2 || a < 0 || a == t || !tc.Class.Has("uncanny-dodge") || tc.Down() || !tc.Reaction || tc.Surprised ||
		!tc.Conds.CanReact() || !s.canReact(t) || !s.sees(t, a) {
		return parts
	}
	s.offered = sum
	take := d.wants(t, a, ReactUncannyDodge)
	s.offered = 0
	if !take {
		return parts
	}
	out := halve(parts)
	left := 0
	for _, p := range out {
		left += p.rolled
	}
	d.emit(Event{Type: EvFeature, Actor: tc.Name, Target: s.Combatants[a].Name, With: FeatUncannyDodge, Reaction: bp(true),
		Rolled: ip(sum), Amount: ip(left),
		Text: fmt.Sprintf("%s uses its reaction for Uncanny Dodge: %s's hit deals half its damage, %d of %d", tc.Name, s.Combatants[a].Name, left, sum)})
	return out
}

// halve is damage halved, each type rounded down.
func halve(parts []part) []part {
	out := make([]part, len(parts))
	for i, p := range parts {
		out[i] = part{typ: p.typ, rolled: max(p.rolled, 0) / 2}
	}
	return out
}

// saveDamage is what creature i takes of parts, an effect's damage that
// it made (saved) or failed an ab save against, where a success halves it
// (half) or spares it: by the save alone, or by Evasion on a Dexterity
// save for half (none on a success, half on a failure). ok false: it takes
// none. hi's source says why the damage was halved.
func (d *decider) saveDamage(i int, ab rules.Ability, saved, half bool, parts []part, hi *hitInfo) ([]part, bool) {
	c := &d.st.Combatants[i]
	if half && ab == rules.Dex && c.Class.Has("evasion") {
		what := "half damage on the failed save"
		if saved {
			what = "no damage on the successful save"
		}
		d.emit(Event{Type: EvFeature, Actor: c.Name, With: FeatEvasion, Success: bp(saved),
			Text: fmt.Sprintf("%s's Evasion: %s against %s", c.Name, what, hi.source)})
		if saved {
			return nil, false
		}
		if !d.quiet { // a hit's source is prose (decider.quiet)
			hi.source += ", halved by Evasion"
		}
		return halve(parts), true
	}
	switch {
	case !saved:
		return parts, true
	case !half:
		return nil, false
	}
	if !d.quiet { // a hit's source is prose (decider.quiet)
		hi.source += ", halved by a successful save"
	}
	return halve(parts), true
}

// DamageShare is the share of an effect's damage creature t is expected
// to take when a save of ab against dc (0: none), with cover cov, spares
// it on a success, or halves it (half): with Evasion, a Dexterity save for
// half takes half on a failure and none on a success. Policies weigh
// areas and save spells with it.
func (s *State) DamageShare(t int, ab rules.Ability, dc int, cov Cover, half bool) float64 {
	if dc <= 0 {
		return 1
	}
	ok := s.SaveChance(t, ab, dc, cov)
	switch {
	case half && ab == rules.Dex && s.Combatants[t].Class.Has("evasion"):
		return (1 - ok) / 2
	case half:
		return 1 - ok/2
	}
	return 1 - ok
}
