package battle

// Monsters' special features in play (docs/encounters.md "Monster
// features"), by the SRD 5.1 stat blocks' own wording:
//
//   - Multiattack: the Attack action makes exactly the attacks listed, in
//     any order (the stat block's "makes three attacks: one with its bite
//     and two with its claws"); an attack listed beside it is an action of
//     its own, its only attack (the Hill Giant's Rock: LoneAttack);
//   - Recharge X–6: "The monster can use the action ... Each turn, roll a
//     d6 at the start of the monster's turn; on a roll of X or higher it
//     regains the use" (SRD 5.1 "Monsters: Recharge X–Y");
//   - condition immunities: the condition is not applied, and a note says so;
//   - riders on a hit: "the target must succeed on a DC 10 Constitution
//     saving throw or be paralyzed for 1 minute. The target can repeat the
//     saving throw at the end of each of its turns" (Ghoul), "taking 18
//     (4d8) poison damage on a failed save, or half as much damage on a
//     successful one" (Giant Spider);
//   - traits: Pack Tactics (Wolf), Nimble Escape (Goblin), Regeneration
//     (Troll: "regains 10 hit points at the start of its turn. If the troll
//     takes acid or fire damage, this trait doesn't function at the start
//     of the troll's next turn. The troll dies only if it starts its turn
//     with 0 hit points and doesn't regenerate"), and Legendary Resistance
//     ("If the dragon fails a saving throw, it can choose to succeed
//     instead", N a day: the React callback is asked, kind "legendary
//     resistance", and a nil React uses it).

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/rules"
)

// Event types of monster features.
const (
	EvRecharge            = "recharge"             // the d6 at the start of its turn for a spent Recharge attack
	EvImmune              = "immune"               // a condition not applied: the creature is immune
	EvRegenerate          = "regenerate"           // Regeneration at the start of its turn, or why not
	EvLegendaryResistance = "legendary_resistance" // a failed save turned into a success
)

// ReactLegendaryResistance is the kind of reaction React is asked about
// before a creature spends a use of Legendary Resistance.
const ReactLegendaryResistance = "legendary resistance"

// bonusAction is the With of a Disengage or Hide taken with the bonus
// action (Nimble Escape): parentheses can't be in a name.
const bonusAction = "(bonus action)"

// MonsterTraits are a stat block's special features, fixed for the fight.
type MonsterTraits struct {
	Multiattack         []string   // the Attack action's attacks, by name
	MultiOr             [][]string // its alternatives: "or two ranged attacks" (monster_multi.go)
	Immune              rules.Conditions
	ImmuneExhaustion    bool
	PackTactics         bool
	NimbleEscape        bool
	Regen               int // hit points regained at the start of its turn
	RegenStoppedBy      []rules.DamageType
	LegendaryResistance int // uses a day
	// The traits of trait_*.go (trait.go).
	UndeadFortitude  bool
	Relentless       int // damage it shrugs off at 1 HP, once a fight
	MartialAdvantage *dice.Expr
	SurpriseAttack   *dice.Expr
	Charge, Pounce   *Charge
	Reckless         bool
	Keen             []string // hearing, sight, smell
	// trait_*.go: Parry's AC bonus, Aggressive, Sunlight Sensitivity, and
	// the conditions it has advantage on saves against (Dark Devotion).
	Parry         int
	Aggressive    bool
	Sunlight      bool
	SaveAdvantage rules.Conditions
	InPlaceOf     map[string]string // an attack → the Multiattack attack it may replace
	// Rampage's attack (trait_rampage.go) and Leadership (trait_leadership.go).
	Rampage    string
	Leadership bool
}

// OnHit is an attack's rider: a save, and on a failure a condition and
// damage (half the damage on a success with Half).
type OnHit struct {
	Save      rules.Ability
	DC        int // 0: no save, the rider always applies
	Condition string
	SaveEnds  bool // the target repeats the save at the end of each of its turns
	Rounds    int  // the condition lasts this many rounds; 0: until removed
	Damage    *dice.Expr
	Half      bool
	// trait_web.go, trait_poison.go, trait_drain.go: the check that ends
	// the condition, what a drop to 0 HP from the damage does, and the cut
	// to the hit point maximum.
	Escape      rules.Ability
	EscapeDC    int // 0: no check ends it
	AtZero      *AtZero
	ReduceMaxHP bool
}

// buildMonster compiles a combatant entry's monster features onto c.
func buildMonster(c *Combatant, spec *CombatantSpec) error {
	t := &c.Traits
	if len(spec.Multiattack) > 0 {
		t.Multiattack = slices.Clone(spec.Multiattack)
		c.ExtraAttacks = len(t.Multiattack) - 1
		for _, seq := range spec.MultiattackOr {
			t.MultiOr = append(t.MultiOr, slices.Clone(seq))
		}
	}
	for _, n := range spec.ConditionImmunities {
		if strings.EqualFold(n, "exhaustion") {
			t.ImmuneExhaustion = true
			continue
		}
		cond, err := rules.ParseCondition(n)
		if err != nil {
			return err
		}
		t.Immune = t.Immune.With(cond)
	}
	if tr := spec.Traits; tr != nil {
		t.PackTactics, t.NimbleEscape, t.LegendaryResistance = tr.PackTactics, tr.NimbleEscape, tr.LegendaryResistance
		if r := tr.Regeneration; r != nil {
			t.Regen = r.HP
			var err error
			if t.RegenStoppedBy, err = rules.ParseDamageTypes(r.StoppedBy); err != nil {
				return err
			}
		}
		if err := buildTraits(t, tr); err != nil { // trait.go
			return err
		}
		if err := buildTraitsMore(t, tr); err != nil { // trait_load.go
			return err
		}
	}
	for slot, a := range spec.Attacks {
		for _, name := range statBlockNames(&a) { // a melee-or-ranged attack's two uses share the slot (attack_statblock.go)
			if w := c.attackNamed(name); w != nil {
				w.Slot, w.Recharge = slot, a.Recharge
				if a.OnHit != nil {
					h, err := buildOnHit(a.OnHit)
					if err != nil {
						return fmt.Errorf("attack %s: on_hit: %w", a.Name, err)
					}
					w.OnHit = h
				}
			} else if aa := c.areaNamed(name); aa != nil {
				aa.Slot, aa.Recharge = slot, a.Recharge
			}
		}
	}
	return nil
}

func buildOnHit(s *OnHitSpec) (*OnHit, error) {
	h := &OnHit{Condition: s.Condition, Half: s.Half}
	var err error
	if s.Save != "" {
		if h.Save, h.DC, err = parseSave(s.Save); err != nil {
			return nil, err
		}
	}
	if s.Condition != "" {
		if _, err := rules.ParseCondition(s.Condition); err != nil {
			return nil, err
		}
	}
	e, err := parseEnds(s.Ends)
	if err != nil {
		return nil, err
	}
	h.SaveEnds, h.Rounds = e.save && h.DC > 0, e.rounds
	if s.Damage != "" {
		if h.Damage, err = dice.Parse(s.Damage); err != nil {
			return nil, err
		}
	}
	return h, buildRiders(h, s) // trait_load.go
}

// slotOf finds an attack or area attack by name: its slot in the stat
// block's list and its recharge, or -1.
func (c *Combatant) slotOf(name string) (slot, recharge int) {
	if w := c.attackNamed(name); w != nil {
		return w.Slot, w.Recharge
	}
	for i := range c.Areas {
		if c.Areas[i].Name == name {
			return c.Areas[i].Slot, c.Areas[i].Recharge
		}
	}
	return -1, 0
}

// charged refuses an attack with a recharge that is spent.
func (c *Combatant) charged(name string, slot, recharge int) error {
	if recharge > 0 && slot >= 0 && slot < maxRechargeSlots && c.Spent&(1<<slot) != 0 {
		return refuse(CodeNoAction, "%s's %s is spent: it recharges on a d6 roll of %d or more at the start of %s's turn (Recharge %s)",
			c.Name, name, recharge, c.Name, rechargeText(recharge))
	}
	return nil
}

func rechargeText(x int) string {
	if x == 6 {
		return "6"
	}
	return fmt.Sprintf("%d–6", x)
}

// actionWeapon picks the weapon of one attack of the Attack action: as
// weapon does, and for a creature with a Multiattack only among the
// attacks it has left to make, which it refuses others.
func (d *decider) actionWeapon(a, t int, name string) (*Attack, error) {
	c := &d.st.Combatants[a]
	if len(c.Traits.Multiattack) == 0 {
		w, err := d.weapon(a, t, name)
		if err != nil {
			return nil, err
		}
		return w, c.charged(w.Name, w.Slot, w.Recharge)
	}
	left, gone := c.multiLeft() // the sequence picked, or all before the first attack (monster_multi.go)
	var w *Attack
	if name != "" {
		var err error
		if w, err = d.weapon(a, t, name); err != nil {
			return nil, err
		}
		if err := c.inPlaceOnce(w.Name); err != nil { // "in place of one longsword attack" (trait_load.go)
			return nil, err
		}
		if c.multiSlot(w.Name) < 0 && (c.Turn.Attacking || !c.LoneAttack(w.Name)) { // or one it stands in for (trait_load.go), or a lost one's place
			if c.LoneAttack(w.Name) {
				return nil, refuse(CodeCannot, "%s's %s is an action of its own, beside its Multiattack (%s): %s has %s left to make this action",
					c.Name, w.Name, c.multiText(), c.Name, strings.Join(left, ", "))
			}
			return nil, refuse(CodeCannot, "%s's Multiattack is %s: %s has %s left to make this action",
				c.Name, c.multiText(), c.Name, strings.Join(left, ", "))
		}
	} else {
		dist := d.st.Distance(a, t)
		for _, n := range left {
			x := c.attackNamed(n)
			if x != nil && (!x.Ranged && dist <= x.Reach || x.Ranged && dist <= x.Long) {
				w = x
				break
			}
		}
		switch {
		case w == nil && gone: // a lost attack's place: whatever it has (multiGone)
			var err error
			if w, err = d.weapon(a, t, ""); err != nil {
				return nil, err
			}
		case w == nil:
			w = c.attackNamed(left[0])
		}
	}
	return w, c.charged(w.Name, w.Slot, w.Recharge)
}

// multiGone reports whether an attack its Multiattack names is one it no
// longer has: broken or dropped (seed 004's fumble table), lost with an
// arm (its critical-hit table), thrown away (seed 001's critical-fail
// table); not one stowed, which it may draw. That attack's place in the
// action is taken by any attack it still has, its unarmed strike
// included, as a creature without Multiattack fights with what it has
// left: a knight whose greatsword broke was refused every attack after,
// its unarmed strike and crossbow alike, and never struck again.
func (c *Combatant) multiGone(name string) bool {
	return c.attackNamed(name) == nil && stowedRefusal(c, name) == nil
}

// multiSlot is the place in its Multiattack that an attack named name
// takes now: its own (or the one it stands in for) not yet made this
// action, else the first not made whose attack is gone (multiGone); -1
// for none. With alternatives, in the sequence the action picked or would
// pick (multiPick, monster_multi.go).
func (c *Combatant) multiSlot(name string) int {
	_, k := c.multiPick(name)
	return k
}

// applyMonsterAttack folds an attack event into the attacker's multiattack
// and recharges.
func (s *State) applyMonsterAttack(a int, e Event) {
	c := &s.Combatants[a]
	if e.Reaction == nil || !*e.Reaction {
		if e.Action != "bonus" && e.Action != EvLegendary && e.Action != EvLair && e.Action != ActOSRFree {
			with := c.multiName(e.With) // Life Drain in place of a longsword (trait_load.go)
			if alt, k := c.multiPick(e.With); k >= 0 {
				c.pickMulti(alt, k) // the first attack picks the sequence (monster_multi.go)
			} else if c.LoneAttack(e.With) {
				// The only attack of its action (LoneAttack): none of the
				// Multiattack's is left to make.
				c.Turn.AttacksLeft = 0
				c.Turn.MultiAlt = 0
				c.Turn.MultiUsed |= 1<<len(c.Traits.Multiattack) - 1
			}
			if with != e.With {
				c.Turn.MultiUsed |= inPlaceUsed
			}
		}
	}
	s.spendRecharge(a, e.With)
}

// spendRecharge marks a Recharge attack used.
func (s *State) spendRecharge(a int, name string) {
	if a < 0 {
		return
	}
	c := &s.Combatants[a]
	if slot, x := c.slotOf(name); x > 0 && slot >= 0 && slot < maxRechargeSlots {
		c.Spent |= 1 << slot
	}
}

// applyMonster folds the events of monster features.
func (s *State) applyMonster(a int, e Event) {
	c := &s.Combatants[a]
	switch e.Type {
	case EvRecharge:
		if e.Success != nil && *e.Success {
			if slot, _ := c.slotOf(e.With); slot >= 0 && slot < maxRechargeSlots {
				c.Spent &^= 1 << slot
			}
		}
	case EvRegenerate:
		c.RegenStopped = false
	case EvLegendaryResistance:
		c.LegendaryUsed++
	}
}

// monsterDamage notes damage that stops a creature's regeneration.
func (s *State) monsterDamage(t int, e Event) {
	c := &s.Combatants[t]
	if c.Traits.Regen > 0 && deref(e.Amount) > 0 && slices.Contains(c.Traits.RegenStoppedBy, rules.DamageType(e.DamageType)) {
		c.RegenStopped = true
	}
}

// monsterTurnStart runs what a stat block does at the start of its turn:
// the recharge rolls of its spent attacks, then Regeneration, and a
// regenerating creature's death if it starts its turn at 0 hit points and
// doesn't regenerate.
func (d *decider) monsterTurnStart(i int) error {
	c := &d.st.Combatants[i]
	if c.Dead {
		return d.err
	}
	for spent := c.Spent; spent != 0 && !c.Down(); spent &= spent - 1 {
		slot := bits.TrailingZeros64(spent)
		name, x := c.slotName(slot)
		if x == 0 {
			continue
		}
		f, err := d.face(6)
		if err != nil {
			return err
		}
		ok := f >= x
		verdict := "still spent"
		if ok {
			verdict = "recharged"
		}
		d.emit(Event{Type: EvRecharge, Actor: c.Name, With: name, Total: ip(f), DC: ip(x), Success: bp(ok),
			Text: fmt.Sprintf("%s's %s (Recharge %s): d6 %d: %s", c.Name, name, rechargeText(x), f, verdict)})
	}
	if c.Traits.Regen == 0 {
		return d.err
	}
	switch {
	case c.RegenStopped:
		d.emit(Event{Type: EvRegenerate, Actor: c.Name, Success: bp(false), Reason: "stopped",
			Text: fmt.Sprintf("%s does not regenerate this turn: it took %s damage since its last turn", c.Name, typeList(c.Traits.RegenStoppedBy))})
	case c.HP.Current < c.Conds.MaxHP(c.HP.Max):
		d.emit(Event{Type: EvRegenerate, Actor: c.Name, Success: bp(true), Amount: ip(c.Traits.Regen),
			Text: fmt.Sprintf("%s regenerates %d hit points at the start of its turn", c.Name, c.Traits.Regen)})
		d.heal(i, c.Traits.Regen, "Regeneration")
	}
	if c.HP.Current == 0 && !c.Dead {
		d.die(i, "it starts its turn at 0 hit points and doesn't regenerate")
	}
	return d.err
}

// slotName is the attack or area attack in a slot, and its recharge.
func (c *Combatant) slotName(slot int) (string, int) {
	for _, w := range c.Attacks {
		if w.Slot == slot {
			return w.Name, w.Recharge
		}
	}
	for _, a := range c.Areas {
		if a.Slot == slot {
			return a.Name, a.Recharge
		}
	}
	return "", 0
}

func typeList(ts []rules.DamageType) string {
	var out []string
	for _, t := range ts {
		out = append(out, string(t))
	}
	return strings.Join(out, " or ")
}

// regenerating reports whether a creature at 0 hit points still stands a
// chance: its regeneration works at the start of its next turn, so the
// fight is not over yet. One that fled or surrendered (OSR morale) has
// no next turn: it is out whatever its hit points.
func (c *Combatant) regenerating() bool {
	return c.Traits.Regen > 0 && !c.gone() && !c.RegenStopped
}

// Regenerating is regenerating, for a policy: a troll at 0 hit points
// that will stand up again unless fire or acid stops it.
func (c *Combatant) Regenerating() bool { return c.regenerating() }

// packTactics is the advantage Pack Tactics gives against t: an ally of the
// attacker within 5 ft of it that isn't incapacitated.
func (s *State) packTactics(a, t int) rules.Reasons {
	var r rules.Reasons
	if !s.Combatants[a].Traits.PackTactics {
		return r
	}
	for j := range s.Combatants {
		o := &s.Combatants[j]
		if j == a || j == t || s.Hostile(a, j) || o.Down() || o.Conds.Incapacitated() || s.Distance(j, t) > 5 {
			continue
		}
		r.Add(true, "pack tactics: "+o.Name+" is within 5 ft of the target")
		return r
	}
	return r
}

// actionOrNimble is needAction for Disengage and Hide, which a creature
// with Nimble Escape takes with its bonus action while it has one. It
// reports whether the bonus action is used.
func (d *decider) actionOrNimble(cmd Command) (bool, error) {
	c := &d.st.Combatants[cmd.Actor]
	if cmd.With == bonusAction { // Cunning Action (feature.go)
		return true, d.needBonus(cmd.Actor)
	}
	if c.Traits.NimbleEscape && !c.Turn.Bonus && c.Conds.CanAct() {
		return true, nil
	}
	return false, d.needAction(cmd.Actor)
}

// nimbleEvent marks an action event as taken with the bonus action.
func nimbleEvent(e *Event, bonus bool, cmd Command) {
	if bonus {
		e.With = bonusAction
		e.Text += " (a bonus action: " + bonusWhy(cmd) + ")"
	}
}

// immune reports whether creature i is immune to a condition, and says so
// in the log.
func (d *decider) immune(i int, cond rules.Condition, why string) bool {
	c := &d.st.Combatants[i]
	if cond == rules.Frightened && !c.Traits.Immune.Has(cond) && d.courageImmune(i, why) { // Aura of Courage (feature_paladin.go)
		return true
	}
	if !c.Traits.Immune.Has(cond) {
		return false
	}
	d.emit(Event{Type: EvImmune, Target: c.Name, Condition: cond.String(), Reason: why,
		Text: fmt.Sprintf("%s is immune to being %s: not applied (%s)", c.Name, cond, why)})
	return true
}

// legendary turns a failed save into a success with a use of Legendary
// Resistance, if the creature has one left and its controller wants it.
func (d *decider) legendary(i int, ok bool, purpose string) bool {
	c := &d.st.Combatants[i]
	left := c.Traits.LegendaryResistance - c.LegendaryUsed
	if ok || left <= 0 || c.Dead || !d.wants(i, i, ReactLegendaryResistance) {
		return ok
	}
	d.emit(Event{Type: EvLegendaryResistance, Actor: c.Name, Total: ip(left - 1),
		Text: fmt.Sprintf("%s uses Legendary Resistance to succeed on the save %s instead (%d of %d left today)",
			c.Name, purpose, left-1, c.Traits.LegendaryResistance)})
	return true
}

// onHit applies an attack's rider to the creature it hit: the save, then
// the condition on a failure and the damage (halved on a success with
// half), rolled after the save as the stat block reads.
func (d *decider) onHit(a, t int, w *Attack) error {
	h := w.OnHit
	s := d.st
	c, tc := &s.Combatants[a], &s.Combatants[t]
	if h == nil || tc.Dead {
		return d.err
	}
	src := fmt.Sprintf("%s's %s", c.Name, w.Name)
	failed := true
	if h.DC > 0 {
		d.against = h.Condition // Dark Devotion (trait_devotion.go)
		ok, err := d.save(t, h.Save, h.DC, "against "+src)
		d.against = ""
		if err != nil {
			return err
		}
		failed = !ok
	}
	if failed && h.ReduceMaxHP { // Life Drain (trait_drain.go)
		d.drainMax(a, t, w, src)
	}
	if failed && h.Condition != "" && !tc.Dead && d.netHolds(t, w) { // not a Huge creature (equipment_net.go)
		ef := Effect{Target: tc.Name, Condition: h.Condition, Source: c.Name}
		netEffect(w, &ef)
		if h.SaveEnds {
			ef.Save, ef.DC = h.Save.String(), h.DC
		}
		if h.Rounds > 0 {
			ef.Ends, ef.Round = "start", s.Round+h.Rounds
			ef.Of = c.Name
			if cur := s.Current(); cur >= 0 {
				ef.Of = s.Combatants[cur].Name
			}
		}
		if h.EscapeDC > 0 { // the web's Strength check (trait_web.go)
			ef.Escape, ef.EscapeDC = h.Escape.String(), h.EscapeDC
		}
		d.addEffect(ef)
	}
	if h.Damage == nil || (!failed && !h.Half) || tc.Dead {
		return d.err
	}
	p, err := d.st.program(h.Damage, true)
	if err != nil {
		return err
	}
	r, err := d.rollOnce(p) // damage_lean.go
	if err != nil {
		return err
	}
	hi := hitInfo{source: src, dice: r.dice, by: d.st.Combatants[a].Name}
	parts, ok := r.parts, true
	if h.DC > 0 { // Evasion (feature_rogue.go)
		parts, ok = d.saveDamage(t, h.Save, !failed, h.Half, parts, &hi)
	}
	if !ok {
		return d.err
	}
	up := tc.HP.Current > 0
	hi.knockOut = up && h.AtZero != nil && h.AtZero.Stable // "the target is stable" (trait_poison.go)
	d.hurt(t, parts, hi)
	if up && h.AtZero != nil {
		d.atZero(t, h.AtZero, c.Name)
	}
	return d.err
}

// Ready reports whether the creature may make the named attack as part of
// its Attack action now: it is among the attacks its Multiattack has left
// this turn, or one beside the Multiattack before any of its attacks
// (LoneAttack), and not a spent Recharge attack. Policies use it to pick
// a weapon the rules will take.
func (c *Combatant) Ready(name string) bool {
	w := c.attackNamed(name)
	if w == nil || c.charged(w.Name, w.Slot, w.Recharge) != nil {
		return false
	}
	if c.inPlaceOnce(name) != nil {
		return false
	}
	return len(c.Traits.Multiattack) == 0 || c.multiSlot(name) >= 0 || !c.Turn.Attacking && c.LoneAttack(name)
}

// LoneAttack reports whether the creature's attack named name is one
// beside its Multiattack: one the Multiattack neither names nor lets
// stand in for one of its attacks. It is an action of its own, the only
// attack of that action (SRD 5.1 Hill Giant: "Multiattack. The giant
// makes two greatclub attacks", and "Rock. Ranged Weapon Attack" beside
// it), as a net's attack is (equipment_net.go). Such an attack was
// refused always: a hill giant never threw a rock.
func (c *Combatant) LoneAttack(name string) bool {
	if len(c.Traits.Multiattack) == 0 || c.attackNamed(name) == nil || c.multiName(name) != name {
		return false
	}
	return !c.inMulti(name)
}
