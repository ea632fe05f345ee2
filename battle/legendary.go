package battle

// Legendary actions (docs/encounters.md "Monster features"), by SRD 5.1
// "Legendary Creatures" and the Adult Red Dragon's stat block:
//
//	"A legendary creature can take a certain number of special actions —
//	called legendary actions — outside its turn. Only one legendary action
//	option can be used at a time and only at the end of another creature's
//	turn. A creature regains spent legendary actions at the start of its
//	turn. It can't use them while incapacitated or otherwise unable to take
//	actions."
//
// The engine starts the next creature's turn as the last one ends, so
// "at the end of another creature's turn" is the moment between two
// turns: `NAME legendary OPTION ...` is taken while the creature whose
// turn it now is has done nothing yet (no movement, action, bonus action
// or object interaction) and the turn that ended before it was another
// creature's; one option per such moment (LegendPlay.At). That includes
// the moment right before the legendary creature's own turn, which the
// engine has already begun: a legendary action taken then, while its turn
// is untouched, comes before "the start of its turn" by the rules, so it
// is charged to the pool it had before (LegendPlay.Before), and the pool
// that came back (LegendPlay.Spent, reset as its turn starts) is whole
// for the round to come. Without that, a legend facing a single foe
// would never act: the only end of another's turn is right before its
// own.
//
// This file also holds what legendary actions, lair actions (lair.go) and
// Frightful Presence (presence.go) share: their keys, their checks at
// load, and a Feature, one thing such an option does.

import (
	"fmt"
	"slices"
	"strings"

	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
)

// Event types of legendary creatures.
const (
	EvLegendary         = "legendary"          // a legendary action taken: its option, cost and what is left
	EvLair              = "lair"               // a lair action on initiative count 20 (lair.go)
	EvFrightfulPresence = "frightful_presence" // Frightful Presence used: who must save, who is immune (presence.go)
)

// LegendarySpec is a combatant's legendary_actions key.
type LegendarySpec struct {
	PerRound int           `yaml:"per_round"` // actions a round, 1 to 5; default 3 (SRD 5.1 "Legendary Actions")
	Options  []FeatureSpec `yaml:"options"`
}

// LairSpec is a combatant's lair key: the lair actions it takes on
// initiative count 20 (lair.go).
type LairSpec struct {
	Actions []FeatureSpec `yaml:"actions"`
}

// FeatureSpec is one legendary action option or lair action. It does
// exactly one of: a check (Detect), one of the creature's attacks (Tail
// Attack), an area placed like an area attack's (a geyser of magma), or a
// save for each creature within some feet of the creature (Wing Attack, a
// tremor) with damage and a condition on a failure.
type FeatureSpec struct {
	Name      string `yaml:"name"`
	Cost      int    `yaml:"cost"`      // legendary actions: 1 to 3, default 1
	Check     string `yaml:"check"`     // perception: a Wisdom (Perception) check
	Attack    string `yaml:"attack"`    // one of its attacks (not an area attack), by name
	Area      string `yaml:"area"`      // a template, as an area attack's: "cylinder 5", "cone 30"
	Range     int    `yaml:"range"`     // area: how far away a sphere, cylinder or cube may be placed
	Within    int    `yaml:"within"`    // every other creature within this many feet of it
	Ground    bool   `yaml:"ground"`    // within: only creatures on the ground, not aloft
	Save      string `yaml:"save"`      // "dex 22"
	OnSave    string `yaml:"on_save"`   // half (default with damage) | none
	Damage    string `yaml:"damage"`    // dice, rolled once for all
	Condition string `yaml:"condition"` // within: applied on a failed save, until removed
}

// Feature is a FeatureSpec compiled.
type Feature struct {
	Name      string
	Cost      int
	Check     string
	Attack    string
	Area      *AreaAttack // its template, range, save and damage
	Within    int
	Ground    bool
	Save      rules.Ability
	DC        int
	Half      bool
	Damage    *dice.Expr
	Condition string
}

// Legend is what makes a creature legendary, fixed for the fight and
// shared by clones of the state: never changed in place.
type Legend struct {
	PerRound int
	Options  []Feature
	Lair     []Feature
	Presence *Presence
}

// LegendPlay is what the fight has done with a creature's Legend: its
// last lair action and the round of it, and the creatures its Frightful
// Presence has reached (presence.go). Met is replaced, never appended to
// in place: clones share it.
type LegendPlay struct {
	LairRound int
	LairLast  string
	Met       []string
	// Legendary actions: spent since its pool last came back, at the start
	// of its turn; what it had spent of the pool before that, while the
	// moment before its own turn lasts; and the moment between turns of its
	// last one (legendWindow's id).
	Spent, Before, At int
}

// checkLegend checks legendary_actions, lair and frightful_presence.
func (l *loader) checkLegend(c *CombatantSpec, p string) error {
	if la := c.LegendaryActions; la != nil {
		f := p + ".legendary_actions"
		if !l.given(f + ".per_round") {
			la.PerRound = 3
		}
		if la.PerRound < 1 || la.PerRound > 5 {
			return l.errf(f+".per_round", "a creature takes 1 to 5 legendary actions a round, not %d", la.PerRound)
		}
		if len(la.Options) == 0 {
			return l.errf(f+".options", "missing: the legendary action options, like {name: tail attack, attack: tail}")
		}
		if err := l.checkFeatures(c, la.Options, f+".options", la.PerRound); err != nil {
			return err
		}
	}
	if lr := c.Lair; lr != nil {
		if len(lr.Actions) == 0 {
			return l.errf(p+".lair.actions", "missing: the lair actions, like {name: tremor, within: 60, save: dex 15, condition: prone}")
		}
		if err := l.checkFeatures(c, lr.Actions, p+".lair.actions", 0); err != nil {
			return err
		}
	}
	if fp := c.FrightfulPresence; fp != nil {
		return l.checkPresence(c, fp, p+".frightful_presence") // presence.go
	}
	return nil
}

// checkFeatures checks a list of options; perRound is the legendary
// action pool, 0 for lair actions (which cost nothing).
func (l *loader) checkFeatures(c *CombatantSpec, fs []FeatureSpec, p string, perRound int) error {
	seen := map[string]bool{}
	for j := range fs {
		f := &fs[j]
		q := fmt.Sprintf("%s[%d]", p, j)
		if f.Name = strings.Join(strings.Fields(f.Name), " "); f.Name == "" {
			return l.errf(q+".name", "missing: every option needs a name, like name: tail attack")
		}
		if seen[strings.ToLower(f.Name)] {
			return l.errf(q+".name", "%q is listed twice", f.Name)
		}
		seen[strings.ToLower(f.Name)] = true
		switch {
		case perRound == 0 && l.given(q+".cost"):
			return l.errf(q+".cost", "a lair action costs nothing: the lair takes one a round")
		case perRound > 0 && !l.given(q+".cost"):
			f.Cost = 1
		case perRound > 0 && (f.Cost < 1 || f.Cost > perRound):
			return l.errf(q+".cost", "cost is 1 to %d legendary actions (its per_round), not %d", perRound, f.Cost)
		}
		if err := l.checkFeature(c, f, q); err != nil {
			return err
		}
	}
	return nil
}

// checkFeature checks what one option does and writes it canonically.
func (l *loader) checkFeature(c *CombatantSpec, f *FeatureSpec, q string) error {
	kinds := 0
	for _, k := range []string{"check", "attack", "area", "within"} {
		if l.given(q + "." + k) {
			kinds++
		}
	}
	if kinds != 1 {
		return l.errf(q, "%s does one thing: give exactly one of check, attack, area or within", f.Name)
	}
	effect := []string{"save", "on_save", "damage", "condition", "range", "ground"}
	switch {
	case f.Check != "":
		if k := strings.ToLower(strings.TrimSpace(f.Check)); k != "perception" {
			return l.errf(q+".check", "check %q: only perception (a Wisdom (Perception) check, the dragon's Detect) is played", f.Check)
		}
		f.Check = "perception"
	case f.Attack != "":
		a := specAttack(c, f.Attack)
		switch {
		case a == nil:
			return l.errf(q+".attack", "%q is not one of %s's attacks (%s)", f.Attack, c.Name, specAttackNames(c))
		case isAreaAttack(a):
			return l.errf(q+".attack", "%s is an area attack: give the option its own area, save and damage", a.Name)
		}
		f.Attack = a.Name
	}
	if f.Check != "" || f.Attack != "" {
		for _, k := range effect {
			if l.given(q + "." + k) {
				return l.errf(q+"."+k, "%s is for an option with area or within, not check or attack", k)
			}
		}
		return nil
	}
	if f.Save != "" {
		ab, dc, err := parseSave(f.Save)
		if err != nil {
			return l.cause(nil, q+".save", err, "%v", err)
		}
		f.Save = fmt.Sprintf("%s %d", ab, dc)
	}
	switch f.OnSave = strings.ToLower(strings.TrimSpace(f.OnSave)); {
	case f.OnSave != "" && f.Save == "":
		return l.errf(q+".on_save", "on_save says what a successful save does: give the save too")
	case f.OnSave == "" && f.Save != "" && f.Damage != "":
		f.OnSave = "half"
	case f.OnSave != "" && f.OnSave != "half" && f.OnSave != "none":
		return l.errf(q+".on_save", "on_save %q: use half or none", f.OnSave)
	}
	if f.Damage != "" {
		if err := l.checkDamage(f.Damage, q+".damage"); err != nil {
			return err
		}
	}
	if f.Condition != "" {
		cond, err := loadCondition(f.Condition)
		if err != nil {
			return l.cause(nil, q+".condition", err, "%v", err)
		}
		f.Condition = cond
	}
	if f.Area != "" {
		area, err := parseTemplate(f.Area)
		if err != nil {
			return l.cause(nil, q+".area", err, "%v", err)
		}
		f.Area = templateString(area)
		placed := area.Shape == grid.Sphere || area.Shape == grid.Cylinder || area.Shape == grid.Cube
		switch {
		case f.Damage == "":
			return l.errf(q+".damage", "missing: an area option deals damage, like damage: \"6d6[fire]\"")
		case f.Condition != "":
			return l.errf(q+".condition", "an area option deals damage only: give a condition with within")
		case l.given(q + ".ground"):
			return l.errf(q+".ground", "ground is for within")
		case f.Range != 0 && !placed:
			return l.errf(q+".range", "a %s starts at its user's space: it has no range", area.Shape)
		case f.Range < 0 || f.Range > 10*MaxPushFeet:
			return l.errf(q+".range", "range is feet from 0 to %d, not %d", 10*MaxPushFeet, f.Range)
		}
		return nil
	}
	switch {
	case f.Within < grid.SquareFeet || f.Within > MaxPushFeet || f.Within%grid.SquareFeet != 0:
		return l.errf(q+".within", "within is feet, a multiple of %d from %d to %d, not %d", grid.SquareFeet, grid.SquareFeet, MaxPushFeet, f.Within)
	case l.given(q + ".range"):
		return l.errf(q+".range", "a within option reaches as far as within says: it has no range")
	case f.Save == "":
		return l.errf(q+".save", "missing: each creature within %d ft makes a save, like save: dex 15", f.Within)
	case f.Damage == "" && f.Condition == "":
		return l.errf(q, "%s does something on a failed save: give damage, a condition, or both", f.Name)
	}
	return nil
}

// buildLegend compiles a combatant entry's legendary actions, lair actions
// and Frightful Presence.
func buildLegend(c *Combatant, spec *CombatantSpec) error {
	if spec.LegendaryActions == nil && spec.Lair == nil && spec.FrightfulPresence == nil {
		return nil
	}
	lg := &Legend{}
	if la := spec.LegendaryActions; la != nil {
		lg.PerRound = la.PerRound
		for _, f := range la.Options {
			ft, err := buildFeature(f)
			if err != nil {
				return fmt.Errorf("legendary action %s: %w", f.Name, err)
			}
			lg.Options = append(lg.Options, ft)
		}
	}
	if lr := spec.Lair; lr != nil {
		for _, f := range lr.Actions {
			ft, err := buildFeature(f)
			if err != nil {
				return fmt.Errorf("lair action %s: %w", f.Name, err)
			}
			lg.Lair = append(lg.Lair, ft)
		}
	}
	if fp := spec.FrightfulPresence; fp != nil {
		p, err := buildPresence(fp) // presence.go
		if err != nil {
			return err
		}
		lg.Presence = p
	}
	c.Legend = lg
	return nil
}

func buildFeature(f FeatureSpec) (Feature, error) {
	ft := Feature{Name: f.Name, Cost: f.Cost, Check: f.Check, Attack: f.Attack, Within: f.Within, Ground: f.Ground, Condition: f.Condition}
	var err error
	if f.Save != "" {
		if ft.Save, ft.DC, err = parseSave(f.Save); err != nil {
			return ft, err
		}
		ft.Half = f.Damage != "" && !strings.EqualFold(strings.TrimSpace(f.OnSave), "none")
	}
	if f.Damage != "" {
		if ft.Damage, err = dice.Parse(f.Damage); err != nil {
			return ft, err
		}
	}
	if f.Condition != "" {
		if _, err := rules.ParseCondition(f.Condition); err != nil {
			return ft, err
		}
	}
	if f.Area != "" {
		a := AreaAttack{Name: f.Name, Range: f.Range, Damage: ft.Damage, Save: ft.Save, DC: ft.DC, Half: ft.Half, Slot: -1}
		if a.Area, err = parseTemplate(f.Area); err != nil {
			return ft, err
		}
		ft.Area = &a
	}
	return ft, nil
}

// legendWindow is the moment between two turns that legendary and lair
// actions use: a number naming it, and the creature whose turn ended at
// it (-1 at the start of the fight). It is open while the creature whose
// turn it is has done nothing yet.
func (s *State) legendWindow() (id, ended int, err error) {
	cur := s.Current()
	if cur < 0 {
		return 0, -1, refuse(CodeNotYourTurn, "no turn is under way")
	}
	cc := &s.Combatants[cur]
	if cc.Turn != (TurnState{}) {
		return 0, -1, refuse(CodeNotYourTurn, "%s has begun its turn: legendary and lair actions come between turns, before the next creature does anything",
			cc.Name)
	}
	id = s.Round*(len(s.Order)+1) + s.Turn + 1
	ended = -1
	for k, r := s.Turn-1, s.Round; ; k-- {
		if k < 0 {
			k, r = len(s.Order)-1, r-1
		}
		if r < 1 || k == s.Turn && r < s.Round {
			break
		}
		i := s.Order[k]
		if s.controlledBy(i) >= 0 || s.Combatants[i].Dead {
			continue // no turn of its own, or none since it died
		}
		ended = i
		break
	}
	return id, ended, nil
}

// canLegend refuses a legendary or lair action of a creature that is
// dead, down or can't take actions (SRD 5.1: not while incapacitated).
func (c *Combatant) canLegend(what string) error {
	switch {
	case c.Down():
		return refuse(CodeCannot, "%s is down: it takes no %s", c.Name, what)
	case !c.Conds.CanAct():
		return refuse(CodeCannot, "%s is %s: it can't take %s while incapacitated", c.Name, c.Conds, what)
	case c.Surprised:
		return refuse(CodeCannot, "%s is surprised: no %s until its first turn ends", c.Name, what)
	}
	return nil
}

// legendaryCmd is `NAME legendary OPTION [TARGET | toward|at SQUARE]`.
func (d *decider) legendaryCmd(cmd Command) error {
	s := d.st
	u := cmd.Actor
	c := &s.Combatants[u]
	if c.Legend == nil || len(c.Legend.Options) == 0 {
		return refuse(CodeCannot, "%s has no legendary actions", c.Name)
	}
	f, rest, err := pickFeature(c.Legend.Options, cmd, "legendary action")
	if err != nil {
		return err
	}
	if err := c.canLegend("legendary actions"); err != nil {
		return err
	}
	id, ended, err := s.legendWindow()
	if err != nil {
		return err
	}
	switch {
	case ended < 0:
		return refuse(CodeNotYourTurn, "no creature's turn has ended yet: legendary actions are taken at the end of another creature's turn")
	case ended == u:
		return refuse(CodeNotYourTurn, "the turn that just ended was %s's own: legendary actions are taken at the end of another creature's turn", c.Name)
	case c.LegendPlay.At == id:
		return refuse(CodeNoAction, "%s has taken a legendary action at the end of %s's turn: one at a time, one per turn's end", c.Name, s.Combatants[ended].Name)
	}
	// Before its own turn the pool it spends is the one from before the
	// start of that turn (the file's comment).
	own := s.Current() == u
	left := c.Legend.PerRound - c.LegendPlay.Spent
	if own {
		left = c.Legend.PerRound - c.LegendPlay.Before
	}
	if f.Cost > left {
		return refuse(CodeNoAction, "%s costs %d legendary actions and %s has %d of %d left: they come back at the start of its turn", f.Name, f.Cost, c.Name, left, c.Legend.PerRound)
	}
	plan, err := d.planFeature(u, f, rest, cmd.Text)
	if err != nil {
		return err
	}
	head := Event{Type: EvLegendary, Actor: c.Name, With: f.Name, Cost: ip(f.Cost), Total: ip(left - f.Cost), Reason: "after " + s.Combatants[ended].Name + "'s turn",
		Text: fmt.Sprintf("%s takes a legendary action at the end of %s's turn: %s (costs %d; %d of %d left)",
			c.Name, s.Combatants[ended].Name, f.Name, f.Cost, left-f.Cost, c.Legend.PerRound)}
	if own {
		head.Text = fmt.Sprintf("%s takes a legendary action at the end of %s's turn, before its own: %s (costs %d; %d of %d left, then all %d come back)",
			c.Name, s.Combatants[ended].Name, f.Name, f.Cost, left-f.Cost, c.Legend.PerRound, c.Legend.PerRound)
	}
	return d.runFeature(u, f, plan, head)
}

// pickFeature finds the option a command names by its leading words, and
// returns the words after it.
func pickFeature(fs []Feature, cmd Command, what string) (*Feature, []string, error) {
	words := strings.Fields(cmd.With)
	best, n := -1, 0
	for j := range fs {
		fw := strings.Fields(fs[j].Name)
		if len(fw) <= len(words) && len(fw) > n && strings.EqualFold(strings.Join(words[:len(fw)], " "), fs[j].Name) {
			best, n = j, len(fw)
		}
	}
	if best < 0 {
		var ns []string
		for _, f := range fs {
			ns = append(ns, f.Name)
		}
		return nil, nil, refuse(CodeUnknownName, "%q: which %s? (%s)", cmd.Text, what, strings.Join(ns, ", "))
	}
	return &fs[best], words[n:], nil
}

// featurePlan is what an option will do, checked before anything is
// rolled: its target, or its area placed, or the creatures within reach.
type featurePlan struct {
	target int
	area   grid.Area
	toward bool
	caught []int
}

// planFeature reads the words after an option's name and checks them.
func (d *decider) planFeature(u int, f *Feature, rest []string, text string) (featurePlan, error) {
	s := d.st
	c := &s.Combatants[u]
	p := featurePlan{target: -1}
	switch {
	case f.Attack != "":
		t, n := matchName(s, rest)
		if t < 0 || n != len(rest) {
			return p, refuse(CodeSyntax, "%q: %s whom? give a target: %s", text, f.Name, names(s))
		}
		w := c.attackNamed(f.Attack)
		if w == nil {
			return p, refuse(CodeUnknownName, "%s has no attack named %q", c.Name, f.Attack)
		}
		if err := c.charged(w.Name, w.Slot, w.Recharge); err != nil {
			return p, err
		}
		if _, _, err := s.canAttack(u, t, w); err != nil {
			return p, err
		}
		p.target = t
		return p, nil
	case f.Area != nil:
		if len(rest) != 2 || !slices.Contains([]string{"toward", "towards", "at"}, strings.ToLower(rest[0])) {
			return p, refuse(CodeSyntax, "%q: say where: %s toward SQUARE%s", text, f.Name, atHint(f.Area))
		}
		sq, err := grid.ParseSquare(rest[1])
		if err != nil {
			return p, refuse(CodeSyntax, "%q: %v", text, err)
		}
		p.toward = !strings.EqualFold(rest[0], "at")
		if p.area, err = s.placeArea(u, f.Area, sq, p.toward); err != nil {
			return p, err
		}
		return p, nil
	}
	if len(rest) > 0 {
		return p, refuse(CodeSyntax, "%q: %s takes nothing after it", text, f.Name)
	}
	if f.Within > 0 {
		for j := range s.Combatants {
			o := &s.Combatants[j]
			if j == u || o.Dead || s.Distance(u, j) > f.Within || f.Ground && o.Alt > 0 {
				continue
			}
			p.caught = append(p.caught, j)
		}
	}
	return p, nil
}

// runFeature emits the option's head event (legendary or lair) and does
// what it does.
func (d *decider) runFeature(u int, f *Feature, p featurePlan, head Event) error {
	s := d.st
	c := &s.Combatants[u]
	src := fmt.Sprintf("%s's %s", c.Name, f.Name)
	for _, j := range p.caught {
		head.Caught = append(head.Caught, s.Combatants[j].Name)
	}
	if f.Within > 0 {
		who := "no one"
		if len(head.Caught) > 0 {
			who = strings.Join(head.Caught, ", ")
		}
		head.Area = fmt.Sprintf("within %d ft", f.Within)
		head.Text += fmt.Sprintf(": each creature within %d ft of %s", f.Within, c.Name)
		if f.Ground {
			head.Text += " on the ground"
		}
		head.Text += fmt.Sprintf(" makes a DC %d %s save: %s", f.DC, title(f.Save.Long()), who)
	}
	d.emit(head)
	switch {
	case f.Check != "":
		return d.detect(u)
	case f.Attack != "":
		return d.attack(u, p.target, c.attackNamed(f.Attack), how{feature: head.Type}) // not its Attack action
	case f.Area != nil:
		h := areaHit{src: src, user: u, with: f.Name, area: p.area, save: f.Save, dc: f.DC, half: f.Half, dmg: f.Damage, z: s.groundAt(p.area.Origin)}
		if p.toward {
			h.z = s.height(u, c.At, c.Alt)
		}
		return d.areaEffect(h)
	}
	return d.burst(u, p.caught, f, src)
}

// detect is a Wisdom (Perception) check that finds the hidden foes whose
// Stealth total it reaches and that it could see (as Search does).
func (d *decider) detect(u int) error {
	s := d.st
	total, err := d.check(u, "perception", rules.Wis, nil)
	if err != nil {
		return err
	}
	for j := range s.Combatants {
		if o := &s.Combatants[j]; s.Hostile(u, j) && o.Hidden > 0 && s.sees(u, j) && total >= o.Hidden {
			d.emit(Event{Type: EvHidden, Actor: o.Name, On: bp(false), Reason: "found by " + s.Combatants[u].Name,
				Text: fmt.Sprintf("%s finds %s", s.Combatants[u].Name, o.Name)})
		}
	}
	return d.err
}

// burst is a save for each creature caught: all the saves first, then the
// damage rolled once for all it reaches (halved on a success with half),
// then the condition on those that failed.
func (d *decider) burst(u int, caught []int, f *Feature, src string) error {
	s := d.st
	failed := make([]bool, len(caught))
	for k, j := range caught {
		ok, err := d.save(j, f.Save, f.DC, "against "+src)
		if err != nil {
			return err
		}
		failed[k] = !ok
	}
	if f.Damage != nil && (slices.Contains(failed, true) || f.Half && len(caught) > 0) {
		p, err := dice.Compile(f.Damage)
		if err != nil {
			return refuse(CodeSyntax, "%s: damage %s: %v", src, f.Damage, err)
		}
		r, err := p.Roll(d.src)
		if err != nil {
			return err
		}
		for k, j := range caught {
			if !failed[k] && !f.Half || s.Combatants[j].Dead {
				continue
			}
			parts, hi := partsOf(r), hitInfo{source: src, dice: explain(r), by: d.st.nameOf(u)}
			if !failed[k] {
				for x := range parts {
					parts[x].rolled = max(parts[x].rolled, 0) / 2
				}
				hi.source += ", halved by a successful save"
			}
			d.hurt(j, parts, hi)
		}
	}
	if f.Condition == "" {
		return d.err
	}
	cond, err := rules.ParseCondition(f.Condition)
	if err != nil {
		return err
	}
	for k, j := range caught {
		o := &s.Combatants[j]
		if !failed[k] || o.Dead || o.Conds.Has(cond) || d.immune(j, cond, src) {
			continue
		}
		d.condition(j, cond, true, src)
	}
	return d.err
}

// legendTurn: a legendary creature regains its spent legendary actions at
// the start of its turn (SRD 5.1 "Legendary Actions"); what it had spent
// stays in Before for the moment before its turn (legendaryCmd).
func (s *State) legendTurn(a int) {
	lp := &s.Combatants[a].LegendPlay
	lp.Before, lp.Spent = lp.Spent, 0
}

// applyLegend folds the events of legendary creatures.
func (s *State) applyLegend(a int, e Event) {
	c := &s.Combatants[a]
	switch e.Type {
	case EvLegendary:
		if s.Current() == a { // before its own turn: the pool from before it (legendaryCmd)
			c.LegendPlay.Before += deref(e.Cost)
		} else {
			c.LegendPlay.Spent += deref(e.Cost)
		}
		c.LegendPlay.At = s.Round*(len(s.Order)+1) + s.Turn + 1
	case EvLair:
		c.LegendPlay.LairRound, c.LegendPlay.LairLast = e.Round, e.With
	case EvFrightfulPresence:
		c.LegendPlay.Met = append(slices.Clip(c.LegendPlay.Met), e.Caught...)
		c.Turn.Action = true
		if e.Action == "multiattack" && !c.Turn.Attacking {
			c.Turn.Attacking, c.Turn.AttacksLeft = true, 1+c.ExtraAttacks
		}
	}
}
