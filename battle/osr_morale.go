package battle

import (
	"fmt"
	"strings"
)

// EvMorale is a monster's morale check (seed 004, step 4, "Morale
// Check"): the 2d6 in d20 (two faces), its morale score in dc, success
// whether it stands, and action "hold", "flee" or "surrender".
const EvMorale = "morale"

// morale is seed 004's morale check: "Monsters who've been severely
// wounded or seen their leaders killed may flee. Roll 2d6 under morale
// score or the monsters surrender / flee." The engine reads it so:
//
//   - monsters only (characters are the players' to run), and only those
//     with a morale score: the file's `morale`, else the ruleset's default;
//   - "severely wounded" is at or below half its hit point maximum;
//     "seen their leaders killed" is a creature of its side with
//     `leader: true` dead or at 0 hit points;
//   - each cause brings one check in the fight, made as the monster's turn
//     begins (the check is the first item of "Winning Side Goes");
//   - 2d6 strictly under the score holds; otherwise a monster engaged with
//     a foe (within its reach or 5 ft) surrenders, any other flees. Either
//     way it is out of the fight: it counts as down, takes no more turns
//     and can't be attacked.
func (d *decider) morale(i int) error {
	s := d.st
	c := &s.Combatants[i]
	if c.Kind != Monster || c.OSR.Morale == 0 || c.Down() || !s.Rules().Morale {
		return nil
	}
	var cause string
	switch {
	case !c.OSR.Wounded && c.HP.Current*2 <= c.HP.Max:
		cause = "wounded"
	case !c.OSR.Leaderless && s.leaderFell(i):
		cause = "leaderless"
	default:
		return nil
	}
	a, err := d.face(6)
	if err != nil {
		return err
	}
	b, err := d.face(6)
	if err != nil {
		return err
	}
	why := map[string]string{"wounded": fmt.Sprintf("severely wounded (%d of %d HP)", c.HP.Current, c.HP.Max),
		"leaderless": "its leader has fallen"}[cause]
	e := Event{Type: EvMorale, Actor: c.Name, D20: []int{a, b}, Total: ip(a + b), DC: ip(c.OSR.Morale), Success: bp(a+b < c.OSR.Morale), Reason: cause}
	switch {
	case a+b < c.OSR.Morale:
		e.Action = "hold"
		e.Text = fmt.Sprintf("%s checks morale, %s: 2d6 %d+%d = %d, under its morale %d: it holds", c.Name, why, a, b, a+b, c.OSR.Morale)
	case s.engaged(i):
		e.Action = "surrender"
		e.Text = fmt.Sprintf("%s checks morale, %s: 2d6 %d+%d = %d, not under its morale %d: engaged, it surrenders and is out of the fight", c.Name, why, a, b, a+b, c.OSR.Morale)
	default:
		e.Action = "flee"
		e.Text = fmt.Sprintf("%s checks morale, %s: 2d6 %d+%d = %d, not under its morale %d: it flees the fight", c.Name, why, a, b, a+b, c.OSR.Morale)
	}
	d.emit(e)
	return d.err
}

// leaderFell reports whether a leader of creature i's side is dead or at
// 0 hit points.
func (s *State) leaderFell(i int) bool {
	for j := range s.Combatants {
		o := &s.Combatants[j]
		if j != i && o.OSR.Leader && o.Side == s.Combatants[i].Side && (o.Dead || o.HP.Current == 0) {
			return true
		}
	}
	return false
}

// engaged reports whether a foe standing is within reach of creature i,
// or i within its (seed 004: "in melee combat").
func (s *State) engaged(i int) bool {
	for j := range s.Combatants {
		o := &s.Combatants[j]
		if !s.Hostile(i, j) || o.Down() {
			continue
		}
		if d := s.Distance(i, j); d <= o.Reach() || d <= s.Combatants[i].Reach() {
			return true
		}
	}
	return false
}

// applyMorale records the check and, on a failure, takes the monster out.
func (s *State) applyMorale(a int, e Event) {
	o := &s.Combatants[a].OSR
	switch e.Reason {
	case "wounded":
		o.Wounded = true
	case "leaderless":
		o.Leaderless = true
	}
	switch e.Action {
	case "flee":
		o.Out = "fled"
	case "surrender":
		o.Out = "surrendered"
	}
}

// checkMorale checks the OSR keys of a combatant entry: morale is a 2d6
// score, 2 to 12, and only monsters check it.
func (l *loader) checkMorale(c *CombatantSpec, p string) error {
	if c.Declare != "" {
		if d, ok := parseDeclared(c.Declare); !ok || d&DeclSpell != 0 && d != DeclSpell {
			return l.errf(p+".declare", "declare spell, defend, retreat, or defend retreat (seed 004), not %q", c.Declare)
		}
	}
	if c.Morale == nil {
		return nil
	}
	if *c.Morale < 2 || *c.Morale > 12 {
		return l.errf(p+".morale", "morale is a 2d6 score, 2 to 12, not %d", *c.Morale)
	}
	if strings.EqualFold(strings.TrimSpace(c.Kind), "character") {
		return l.errf(p+".morale", "only monsters check morale (seed 004): a character's courage is its player's")
	}
	return nil
}

// osrSetup gives a monster its morale score under a ruleset with morale:
// the file's, else the ruleset's default; and marks a leader.
func (s *State) osrSetup(c *Combatant, spec *CombatantSpec) {
	c.OSR.Leader = spec.Leader
	c.OSR.Next, _ = parseDeclared(spec.Declare) // round 1's declarations
	if !s.Rules().Morale || c.Kind != Monster {
		return
	}
	c.OSR.Morale = s.Rules().DefaultMorale
	if spec.Morale != nil {
		c.OSR.Morale = *spec.Morale
	}
}

// gone reports whether the creature holds no space on the map: dead, or
// out of the fight under OSR morale. A monster that fled or surrendered
// has left the battle (seed 004: "the monsters surrender / flee"): it
// blocks no one's way, fills no space others may enter or be pushed into,
// gives no cover, and no area or spell reaches it.
func (c *Combatant) gone() bool { return c.Dead || c.OSR.Out != "" }

// targetsOnMap refuses a creature's command aimed at one that fled or
// surrendered: it has left the map. The DM's commands may still name it.
func (s *State) targetsOnMap(cmd Command) error {
	if cmd.Actor < 0 {
		return nil
	}
	if err := s.leftMap(cmd.Target); err != nil {
		return err
	}
	if err := s.leftMap(cmd.Other); err != nil {
		return err
	}
	for _, t := range cmd.Targets {
		if err := s.leftMap(t); err != nil {
			return err
		}
	}
	return nil
}

// leftMap refuses creature t when it fled or surrendered; nil otherwise
// (and for -1, no creature).
func (s *State) leftMap(t int) error {
	if t < 0 || t >= len(s.Combatants) || s.Combatants[t].OSR.Out == "" {
		return nil
	}
	return refuse(CodeCannot, "%s has %s: it has left the fight and the map (seed 004 \"Morale Check\")", s.Combatants[t].Name, s.Combatants[t].OSR.Out)
}
