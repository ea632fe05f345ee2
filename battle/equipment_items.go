package battle

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/skirmish-rpg/skirmish/compendium"
)

// Counted items (docs/encounters.md `items`): potions of healing and
// healer's kits are carried in numbers the encounter file gives, and a
// creature uses only what it carries.
//
//   - A potion heals its drinker by the item's dice (seed 000 "MAGICAL
//     HEALING OPTIONS"); drinking it, or administering it to another
//     creature within 5 ft, takes an action (SRD 5.1 "Potion of
//     Healing": "Drinking or administering a potion takes an action"):
//     `NAME use potion of healing [on TARGET]`. Each use spends one.
//   - A healer's kit "has ten uses. As an action, you can expend one use
//     of the kit to stabilize a creature that has 0 hit points, without
//     needing to make a Wisdom (Medicine) check" (SRD 5.1 "Healer's Kit";
//     seed 000 line 39): `NAME use healer's kit on TARGET`, or `NAME
//     stabilize TARGET with healer's kit`. Each kit carried brings its ten
//     uses; each stabilizing spends one.
//
// An `item` event after the use records the uses the carrier has left, so
// that the count is a fold of the log like the rest of the state.

// EvItem records a counted item spent: actor (the carrier), with (the
// item id) and total (the uses it has left of that item).
const EvItem = "item"

// checkItems checks an entry's items and writes the ids canonically.
func (l *loader) checkItems(c *CombatantSpec, p string) error {
	if len(c.Items) == 0 {
		return nil
	}
	out := make(map[string]int, len(c.Items))
	for _, k := range l.keyOrder(p+".items", c.Items) {
		f := p + ".items." + k
		it, err := countedItem(k)
		if err != nil {
			return l.cause(nil, f, err, "%v", err)
		}
		if _, dup := out[it.ID]; dup {
			return l.errf(f, "%s is listed twice", it.ID)
		}
		if n := c.Items[k]; n < 0 || n > 1000 {
			return l.errf(f, "%d: give how many the creature carries, 0 to 1000", n)
		}
		out[it.ID] = c.Items[k]
	}
	c.Items = out
	return nil
}

// countedItem is the compendium potion or kit an id or a command's words
// name ("healer's kit", "greater potion of healing").
func countedItem(name string) (*compendium.Item, error) {
	id := strings.ToLower(strings.TrimSpace(name))
	id = strings.NewReplacer("'", "", "’", "", " ", "-").Replace(id)
	it, err := compendium.LookupItem(id)
	if err != nil {
		return nil, err
	}
	if it.Kind != "potion" && it.Kind != "kit" {
		return nil, fmt.Errorf("%s is a %s, not a potion or a kit: items counts only those (a light is carried with light, a hazard is spread with use)", it.ID, it.Kind)
	}
	return it, nil
}

// buildItems gives a combatant being built the entry's items, as uses:
// one a potion, a kit's uses each kit.
func buildItems(c *Combatant, spec *CombatantSpec) error {
	if len(spec.Items) == 0 {
		return nil
	}
	c.Items = make(map[string]int, len(spec.Items))
	for id, n := range spec.Items {
		it, err := countedItem(id)
		if err != nil {
			return err
		}
		c.Items[it.ID] = n * max(it.Uses, 1)
	}
	return nil
}

// itemReady refuses the use of an item the creature doesn't carry or has
// used up.
func (s *State) itemReady(a int, it *compendium.Item) error {
	c := &s.Combatants[a]
	left, ok := c.Items[it.ID]
	switch {
	case !ok:
		return refuse(CodeCannot, "%s carries no %s (an encounter file gives it with items: {%s: N})", c.Name, strings.ToLower(it.Name), it.ID)
	case left <= 0 && it.Kind == "kit":
		return refuse(CodeCannot, "%s's %s has no uses left (a kit has %d)", c.Name, strings.ToLower(it.Name), it.Uses)
	case left <= 0:
		return refuse(CodeCannot, "%s has no %s left", c.Name, strings.ToLower(it.Name))
	}
	return nil
}

// spendItem emits the item event of one use.
func (d *decider) spendItem(a int, it *compendium.Item) {
	c := &d.st.Combatants[a]
	left := c.Items[it.ID] - 1
	what := "left"
	if it.Kind == "kit" {
		what = "uses of its " + strings.ToLower(it.Name) + " left"
	} else {
		what = strings.ToLower(it.Name) + " left"
		if left != 1 {
			what = strings.ToLower(it.Name) + "s left"
		}
	}
	d.emit(Event{Type: EvItem, Actor: c.Name, With: it.ID, Total: ip(left),
		Text: fmt.Sprintf("%s has %d %s", c.Name, left, what)})
}

// applyItem folds an item event. The map is replaced, never changed in
// place: a State's Clone shares it.
func (s *State) applyItem(a int, e Event) {
	c := &s.Combatants[a]
	m := maps.Clone(c.Items)
	if m == nil {
		m = map[string]int{}
	}
	m[e.With] = deref(e.Total)
	c.Items = m
}

// useItem is `NAME use ITEM [on TARGET]` for a counted item: it reports
// false when the words name none, for use to go on with other objects.
func (d *decider) useItem(cmd Command) (bool, error) {
	s := d.st
	words := strings.Fields(cmd.With)
	item, t := words, cmd.Actor
	if k := slices.IndexFunc(words, func(w string) bool { return strings.EqualFold(w, "on") }); k > 0 {
		i, n := matchName(s, words[k+1:])
		if i < 0 || k+1+n != len(words) {
			return true, refuse(CodeUnknownName, "%q: use it on whom? no combatant named %q (%s)", cmd.Text, strings.Join(words[k+1:], " "), names(s))
		}
		item, t = words[:k], i
	}
	it, err := countedItem(strings.Join(item, " "))
	if err != nil {
		return false, nil
	}
	if it.Kind == "kit" {
		if t == cmd.Actor && len(item) == len(words) {
			return true, refuse(CodeSyntax, "%q: use %s on whom? (%s use %s on TARGET)", cmd.Text, strings.ToLower(it.Name), s.Combatants[cmd.Actor].Name, strings.ToLower(it.Name))
		}
		cmd.Target, cmd.With = t, strings.ToLower(it.Name)
		return true, d.stabilize(cmd) // actions.go: the kit's use, no check
	}
	return true, d.drink(cmd, it, t)
}

// drink is a potion drunk by its carrier or given to creature t within 5
// ft of it.
func (d *decider) drink(cmd Command, it *compendium.Item, t int) error {
	if err := d.needAction(cmd.Actor); err != nil {
		return err
	}
	s := d.st
	c, tc := &s.Combatants[cmd.Actor], &s.Combatants[t]
	if err := s.itemReady(cmd.Actor, it); err != nil {
		return err
	}
	switch {
	case tc.Dead:
		return refuse(CodeCannot, "%s is dead", tc.Name)
	case t != cmd.Actor && s.Distance(cmd.Actor, t) > 5:
		return refuse(CodeOutOfReach, "%s is %d ft away: administering a potion needs it within 5 ft", tc.Name, s.Distance(cmd.Actor, t))
	}
	name := strings.ToLower(it.Name)
	text := fmt.Sprintf("%s drinks a %s", c.Name, name)
	if t != cmd.Actor {
		text = fmt.Sprintf("%s gives %s a %s", c.Name, tc.Name, name)
	}
	e := Event{Type: EvAction, Actor: c.Name, Action: "use", With: name, Text: text}
	if t != cmd.Actor {
		e.Target = tc.Name
	}
	d.emit(e)
	d.spendItem(cmd.Actor, it)
	r, err := rollText(it.Heal, d.src)
	if err != nil {
		return err
	}
	d.heal(t, r.Total, fmt.Sprintf("%s (%s)", name, r.Text))
	return d.err
}

// kitReady checks and names the healer's kit of `stabilize TARGET with
// healer's kit`: the kit the actor carries with a use left.
func (s *State) kitReady(a int, with string) (*compendium.Item, error) {
	it, err := countedItem(with)
	if err != nil || it.Kind != "kit" || !it.Stabilizes {
		return nil, refuse(CodeUnknownName, "stabilize with a healer's kit, or with nothing: %q is no kit that stabilizes", with)
	}
	return it, s.itemReady(a, it)
}
