package battle

import (
	"fmt"
	"strings"

	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
)

// EvHidden records a creature hiding (on, with its Stealth total) or being
// found or giving itself away (off).
const EvHidden = "hidden"

// hide takes the Hide action: a Dexterity (Stealth) check whose total is
// what a searcher's Perception must reach. A creature can't hide from one
// that sees it (seed 001 "Hide"; SRD 5.1 "Hiding": "You can't hide from a
// creature that can see you clearly"): from each foe able to see it needs
// to be out of sight, heavily obscured to it (darkness it can't see into),
// invisible to it, or behind three-quarters or total cover from it.
func (d *decider) hide(cmd Command) error {
	bonus, err := d.actionOrNimble(cmd) // Nimble Escape (monster.go)
	if err != nil {
		return err
	}
	s := d.st
	c := &s.Combatants[cmd.Actor]
	if err := s.HideCheck(cmd.Actor); err != nil {
		return err
	}
	e := Event{Type: EvAction, Actor: c.Name, Action: "hide", Text: c.Name + " tries to hide"}
	nimbleEvent(&e, bonus, cmd)
	d.emit(e)
	var dc *int
	if n := s.Rules().HideDC; n > 0 {
		dc = &n // 2024: DC 15 (ruleset.go)
	}
	total, err := d.check(cmd.Actor, "stealth", rules.Dex, dc, armorStealth(c)...) // equipment_stealth.go
	if err != nil {
		return err
	}
	if !d.hideDC(cmd.Actor, total) {
		return d.err
	}
	text := fmt.Sprintf("%s is hidden (Stealth %d): unseen by foes whose Perception falls short", c.Name, total)
	if dc != nil {
		text = fmt.Sprintf("%s is hidden, invisible while hidden: Stealth %d is the DC to find it", c.Name, total)
	}
	d.emit(Event{Type: EvHidden, Actor: c.Name, On: bp(true), Total: ip(total), Text: text})
	d.hideInvisible(cmd.Actor) // 2024: "you're Invisible while hidden" (hide2024.go)
	return d.err
}

// HideCheck says whether creature a could take the Hide action where it
// stands, as far as where its foes are goes (not whether it has the
// action to spend): nil, or the refusal the hide command would give.
func (s *State) HideCheck(a int) error {
	if s.Rules().HideInvisible { // the 2024 precondition (hide2024.go)
		return s.hidePrecondition2024(a)
	}
	if j := s.hideSeenBy(a); j >= 0 {
		return refuse(CodeCannot, "%s can't hide: %s sees it (it needs to be out of sight, in darkness %s can't see into, invisible, or behind three-quarters cover)",
			s.Combatants[a].Name, s.Combatants[j].Name, s.Combatants[j].Name)
	}
	return nil
}

// MayHide is HideCheck's answer without its message: for a policy that
// asks every turn.
func (s *State) MayHide(a int) bool {
	if s.Rules().HideInvisible {
		return s.hidePrecondition2024(a) == nil
	}
	return s.hideSeenBy(a) < 0
}

// hideSeenBy is a foe that sees creature a clearly enough that it can't
// hide under the 2014 rules: not down, seeing it, and giving it less
// than three-quarters cover; -1 for none.
func (s *State) hideSeenBy(a int) int {
	for j := range s.Combatants {
		o := &s.Combatants[j]
		if !s.Hostile(a, j) || o.Down() || !s.sees(j, a) {
			continue
		}
		if cov := s.coverLevelMemo(j, a); cov < ThreeQuartersCover {
			return j
		}
	}
	return -1
}

// HideSpot reports whether creature a, standing at sq, would be hidden
// from every foe by the map alone: out of each one's line of sight, or,
// but for the 2024 rules (which want it unseen), behind walls or objects
// giving three-quarters cover or more. Enough for HideCheck there, not
// needed (darkness, a foe's blindness, invisibility also serve): for a
// policy looking for a place to hide.
func (s *State) HideSpot(a int, sq grid.Square) bool {
	n := s.Combatants[a].space()
	unseen := s.Rules().HideInvisible
	for j := range s.Combatants {
		o := &s.Combatants[j]
		if !s.Hostile(a, j) || o.Down() {
			continue
		}
		on := o.space()
		if !s.lineOfSightCached(o.At, on, sq, n) { // kept across trials (memo_cross.go)
			continue
		}
		if unseen || s.wallCoverCached(o.At, on, sq, n) < grid.ThreeQuartersCover { // kept across trials (memo_cross.go)
			return false
		}
	}
	return true
}

// search takes the Search action: a Wisdom (Perception) check that finds
// every hidden foe whose Stealth total it reaches (with advantage against
// the searcher's hunter's mark: spell_mark_search.go).
func (d *decider) search(cmd Command) error {
	if err := d.needAction(cmd.Actor); err != nil {
		return err
	}
	s := d.st
	c := &s.Combatants[cmd.Actor]
	d.emit(Event{Type: EvAction, Actor: c.Name, Action: "search", Text: c.Name + " searches"})
	var candidates []int
	dim := true
	for j := range s.Combatants {
		if o := &s.Combatants[j]; s.Hostile(cmd.Actor, j) && o.Hidden > 0 && s.lightOf(cmd.Actor, j, true) != grid.Dark { // past a 2024 hider's Invisible (hide2024.go)
			candidates = append(candidates, j)
			dim = dim && s.lightOf(cmd.Actor, j, true) == grid.Dim
		}
	}
	var dis []string
	if dim && len(candidates) > 0 {
		dis = append(dis, "lightly obscured (dim light)") // SRD 5.1 "Vision and Light"
	}
	totals, err := d.searchCheck(cmd.Actor, candidates, dis) // hunter's mark reads it twice (spell_mark_search.go)
	if err != nil {
		return err
	}
	var found []string
	for k, j := range candidates {
		if totals[k] >= s.Combatants[j].Hidden {
			found = append(found, s.Combatants[j].Name)
		}
	}
	for _, n := range found {
		d.emit(Event{Type: EvHidden, Actor: n, On: bp(false), Reason: "found by " + c.Name,
			Text: fmt.Sprintf("%s finds %s", c.Name, n)})
	}
	if len(found) == 0 {
		d.emit(Event{Type: EvAction, Actor: c.Name, Action: "search", Text: c.Name + " finds no one hidden"})
	}
	return d.err
}

// reveal ends a creature's hiding: an attack gives its position away,
// hit or miss (seed 001 "Unseen Attackers and Targets").
func (d *decider) reveal(i int, why string) {
	c := &d.st.Combatants[i]
	if c.Hidden == 0 {
		return
	}
	d.emit(Event{Type: EvHidden, Actor: c.Name, On: bp(false), Reason: why, Text: fmt.Sprintf("%s is no longer hidden (%s)", c.Name, why)})
}

// use takes the Use an Object action. Potions of healing and healer's
// kits are counted items (equipment_items.go); other objects are noted.
func (d *decider) use(cmd Command) error {
	if err := d.needAction(cmd.Actor); err != nil {
		return err
	}
	c := &d.st.Combatants[cmd.Actor]
	item := strings.ToLower(strings.TrimSpace(cmd.With))
	if item == "" {
		return refuse(CodeSyntax, "%q: use what? (use potion of healing, use ITEM)", cmd.Text)
	}
	if ok, err := d.useItem(cmd); ok { // potions and healer's kits, counted (equipment_items.go)
		return err
	}
	d.emit(Event{Type: EvAction, Actor: c.Name, Action: "use", With: item, Text: fmt.Sprintf("%s uses %s", c.Name, item)})
	return d.err
}
