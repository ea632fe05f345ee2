package battle

import (
	"fmt"
	"strings"

	"github.com/skirmish-rpg/skirmish/compendium"
	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
)

// castCmd is `NAME cast SPELL [at|on TARGET[, TARGET ...]|SQUARE] [toward
// SQUARE] [level N]`: every check first, so that a refusal changes
// nothing, then the cast event and what the spell does.
func (d *decider) castCmd(cmd Command) error {
	s := d.st
	a := cmd.Actor
	c := &s.Combatants[a]
	sp, err := c.spell(cmd.With)
	if err != nil {
		return err
	}
	if sp, err = castType(sp, cmd.Type); err != nil { // chromatic orb's choice (spell_types.go)
		return err
	}
	if sp.Casting == "reaction" { // offered at its trigger (spell_reaction.go)
		return reactionOnly(c, sp)
	}
	if sp.Casting != "reaction" || s.Current() == a {
		if err := d.onTurn(cmd); err != nil {
			return err
		}
	} else if c.Dead {
		return refuse(CodeCannot, "%s is dead", c.Name)
	}
	if !c.Conds.CanAct() {
		return refuse(CodeCannot, "%s is %s: it can't cast spells", c.Name, c.Conds)
	}
	if err := s.osrCastCheck(a); err != nil { // declared? (osr_round.go)
		return err
	}
	if err := c.unskilledCaster(sp.Name); err != nil { // armor without proficiency (equipment_prof.go)
		return err
	}
	if err := s.castTime(a, sp); err != nil {
		return err
	}
	slot, err := s.castSlot(a, sp, cmd.N)
	if err != nil {
		return err
	}
	plan, err := s.castTargets(a, sp, slot, cmd)
	if err != nil {
		return err
	}
	if err := s.castForbidden(a, sp, plan); err != nil { // raging, mage armor on armor (spell_forbid.go)
		return err
	}

	ev := Event{Type: EvCast, Actor: c.Name, With: sp.Name, Level: ip(slot), Action: sp.Casting}
	if len(plan.targets) > 0 {
		ev.Target = s.Combatants[plan.targets[0]].Name
	}
	if !d.quiet { // a lean fight's casts go untold (decider.quiet)
		ev.Text = castText(s, a, sp, slot, plan)
	}
	d.emit(ev)
	if c.Hidden != 0 {
		d.reveal(a, "it cast "+sp.Name)
	}
	if sp.Concentration && s.concentrating(c.Name) {
		d.endConcentration(c.Name, "it casts "+sp.Name+", another concentration spell")
	}
	return d.resolve(a, sp, slot, plan)
}

// castText tells of a's cast of sp with a slot of level slot.
func castText(s *State, a int, sp *compendium.Spell, slot int, plan castPlan) string {
	c := &s.Combatants[a]
	k := c.Casting.Caster
	what := sp.Name
	if len(sp.DamageTypes) > 0 { // the type chosen (spell_types.go)
		what += " (" + string(sp.DamageType) + ")"
	}
	if slot > sp.Level && sp.Level > 0 {
		what += fmt.Sprintf(" at level %d", slot)
	}
	spent := "a cantrip, no slot"
	if slot > 0 {
		spent = fmt.Sprintf("a level %d slot, %d of %d left", slot, k.Slots[slot]-c.Casting.Used[slot]-1, k.Slots[slot])
	}
	var whom []string
	for _, t := range plan.targets {
		whom = append(whom, s.Combatants[t].Name)
	}
	text := fmt.Sprintf("%s casts %s (its %s; %s)", c.Name, what, castingWord(sp.Casting), spent)
	if len(whom) > 0 {
		text += " on " + strings.Join(whom, ", ")
	}
	if plan.area != nil {
		text += " at " + plan.area.String()
	}
	return text
}

func castingWord(c string) string {
	if c == "bonus" {
		return "bonus action"
	}
	return c
}

// castTime checks that the casting time is free: the action, the bonus
// action or the reaction, and the SRD 5.1 "Bonus Action" rule.
func (s *State) castTime(a int, sp *compendium.Spell) error {
	c := &s.Combatants[a]
	switch s.castTimeBlock(a, sp) {
	case blockAction:
		return refuse(CodeNoAction, "%s has already used its action this turn: %s takes an action", c.Name, sp.Name)
	case blockBonus:
		return refuse(CodeNoAction, "%s has already used its bonus action this turn: %s takes a bonus action", c.Name, sp.Name)
	case blockReaction:
		return refuse(CodeNoAction, "%s has no reaction left: %s takes a reaction", c.Name, sp.Name)
	case blockNoReactions:
		return refuse(CodeCannot, "%s can't take reactions (shocking grasp): %s takes a reaction", c.Name, sp.Name)
	case blockAfterSpell:
		return refuse(CodeCannot, "%s has cast a spell other than an action cantrip this turn: it can't cast %s as a bonus action (SRD 5.1 \"Bonus Action\" casting time)", c.Name, sp.Name)
	case blockAfterBonusSpell:
		return refuse(CodeCannot, "%s cast a bonus-action spell this turn: only a cantrip with a casting time of one action may follow, not %s (SRD 5.1 \"Bonus Action\" casting time)", c.Name, sp.Name)
	}
	return nil
}

// What keeps a spell's casting time from being free (castTimeBlock).
const (
	blockNone = iota
	blockAction
	blockBonus
	blockReaction
	blockNoReactions
	blockAfterSpell
	blockAfterBonusSpell
)

// castTimeBlock is castTime's ruling without its message, for the
// policies that ask it of every spell at every decision (CastReady).
func (s *State) castTimeBlock(a int, sp *compendium.Spell) int {
	c := &s.Combatants[a]
	switch sp.Casting {
	case "action":
		if c.Turn.Action {
			return blockAction
		}
	case "bonus":
		if c.Turn.Bonus {
			return blockBonus
		}
	case "reaction":
		if !c.Reaction {
			return blockReaction
		}
		if !s.canReact(a) {
			return blockNoReactions
		}
	}
	if s.Current() != a || c.Casting.Round != s.Round {
		return blockNone
	}
	actionCantrip := sp.Cantrip() && sp.Casting == "action"
	switch {
	case sp.Casting == "bonus" && c.Casting.OtherSpell:
		return blockAfterSpell
	case c.Casting.BonusSpell && !actionCantrip:
		return blockAfterBonusSpell
	}
	return blockNone
}

// castSlot is the slot a cast spends: none for a cantrip, else the level
// asked (the spell's own by default), which must be at least the spell's
// and have a slot left.
func (s *State) castSlot(a int, sp *compendium.Spell, asked int) (int, error) {
	c := &s.Combatants[a]
	if sp.Cantrip() {
		if asked > 0 {
			return 0, refuse(CodeCannot, "%s is a cantrip: it spends no slot and scales with the caster's level, not a slot level", sp.Name)
		}
		return 0, nil
	}
	slot := asked
	if slot == 0 {
		slot = sp.Level
	}
	if slot < sp.Level || slot > 9 {
		return 0, refuse(CodeCannot, "%s is a level %d spell: cast it with a slot of level %d to 9, not %d", sp.Name, sp.Level, sp.Level, slot)
	}
	k := c.Casting.Caster
	if left := k.Slots[slot] - c.Casting.Used[slot]; left <= 0 {
		var have []string
		for lv := sp.Level; lv <= 9; lv++ {
			if n := k.Slots[lv] - c.Casting.Used[lv]; n > 0 {
				have = append(have, fmt.Sprintf("level %d: %d", lv, n))
			}
		}
		also := "no slot of level " + fmt.Sprint(sp.Level) + " or higher is left"
		if len(have) > 0 {
			also = "slots left: " + strings.Join(have, ", ") + " (add level N to upcast)"
		}
		return 0, refuse(CodeNoAction, "%s has no level %d spell slot left (%d of %d spent): %s", c.Name, slot, c.Casting.Used[slot], k.Slots[slot], also)
	}
	return slot, nil
}

// castPlan is where a spell goes: its creatures, in the order named (a
// dart or beam each when count says so), or its area.
type castPlan struct {
	targets []int
	area    *grid.Area
	toward  bool
}

// castTargets checks the command's targets against the spell: an area
// spell a square, a spell on creatures their number and range.
func (s *State) castTargets(a int, sp *compendium.Spell, slot int, cmd Command) (castPlan, error) {
	c := &s.Combatants[a]
	k := c.Casting.Caster
	var p castPlan
	if sp.Area != "" {
		if len(cmd.To) != 1 {
			how := "at SQUARE"
			if sp.Self {
				how = "toward SQUARE"
			}
			return p, refuse(CodeSyntax, "%q: %s fills an area: say where, like %s cast %s %s", cmd.Text, sp.Name, c.Name, strings.ToLower(sp.Name), how)
		}
		sa := SpellArea(sp) // parsed once a spell (query_spell.go)
		if sa == nil {
			_, err := parseTemplate(sp.Area)
			return p, refuse(CodeSyntax, "%s: %v", sp.Name, err)
		}
		tmpl := sa.Area
		toward := cmd.Area != nil && cmd.Area.Toward
		if sp.Self && !toward && directed(tmpl.Shape) {
			toward = true // a cone or cube from the caster: "at" a square points it there
		}
		aa := &AreaAttack{Name: sp.Name, Area: tmpl, Range: sp.Range}
		area, err := s.placeArea(a, aa, cmd.To[0], toward)
		if err != nil {
			return p, err
		}
		p.area, p.toward = &area, toward
		return p, nil
	}
	if len(cmd.To) > 0 {
		return p, refuse(CodeSyntax, "%q: %s is cast on creatures, not at a square", cmd.Text, sp.Name)
	}
	targets := cmd.Targets
	if len(targets) == 0 && cmd.Target >= 0 {
		targets = []int{cmd.Target}
	}
	if sp.Self {
		if len(targets) > 0 && (len(targets) != 1 || targets[0] != a) {
			return p, refuse(CodeCannot, "%s has a range of self: %s casts it on itself alone", sp.Name, c.Name)
		}
		p.targets = []int{a}
		return p, nil
	}
	if len(targets) == 0 && sp.Rule == "produce-flame" {
		return p, nil // the flame held (spell_flame.go)
	}
	if len(targets) == 0 {
		return p, refuse(CodeSyntax, "%q: %s on whom? %s cast %s on TARGET", cmd.Text, sp.Name, c.Name, strings.ToLower(sp.Name))
	}
	n := sp.CountAt(k.Level, slot)
	switch {
	case missiles(sp) && len(targets) == 1:
		for range n {
			p.targets = append(p.targets, targets[0])
		}
	case missiles(sp) && len(targets) != n:
		return p, refuse(CodeSyntax, "%q: %s has %d %s here: name one target for all, or one name for each", cmd.Text, sp.Name, n, missileWord(sp))
	case !missiles(sp) && len(targets) > n:
		return p, refuse(CodeCannot, "%s affects at most %d creature(s) at this level, not %d", sp.Name, n, len(targets))
	default:
		p.targets = targets
	}
	if err := s.spellLimits(a, sp, p.targets); err != nil { // spell_limits.go
		return p, err
	}
	seen := map[int]bool{}
	for _, t := range p.targets {
		tc := &s.Combatants[t]
		if !missiles(sp) && seen[t] {
			return p, refuse(CodeSyntax, "%q: %s is named twice", cmd.Text, tc.Name)
		}
		seen[t] = true
		if tc.Dead {
			return p, refuse(CodeCannot, "%s is dead", tc.Name)
		}
		if t == a {
			if sp.Attack != "" || sp.HasSave {
				return p, refuse(CodeCannot, "%s can't target itself with %s", c.Name, sp.Name)
			}
			continue
		}
		if dist := s.Distance(a, t); dist > sp.Range {
			return p, refuse(CodeOutOfReach, "%s is %d ft from %s, beyond %s's range of %d ft", tc.Name, dist, c.Name, sp.Name, sp.Range)
		}
		if cov, why := s.coverOfMemo(a, t); cov == TotalCover {
			return p, refuse(CodeCannot, "%s has total cover: it can't be targeted (%s)", tc.Name, why)
		}
	}
	return p, nil
}

// missiles reports whether the spell's count is of darts or beams (one
// target each, the same target allowed again) rather than of creatures.
func missiles(sp *compendium.Spell) bool {
	return sp.Scaling == "beams" || (sp.Attack == "" && !sp.HasSave && sp.Damage != "" && sp.Count > 1)
}

func missileWord(sp *compendium.Spell) string {
	if sp.Scaling == "beams" {
		return "beams"
	}
	return "darts"
}

// parseDamage is a spell's damage as the engine rolls it, each term
// labelled with its type: "2d10[fire]", "1d4[force]+1[force]", plus the
// caster's modifier where the spell adds it (damageExpr keeps them).
func parseDamage(sp *compendium.Spell, dmg string, mod int) (*dice.Expr, error) {
	if sp.AddMod && mod != 0 {
		dmg += fmt.Sprintf("%+d", mod)
	}
	return dice.Parse(labelTerms(dmg, string(sp.DamageType)))
}

// labelTerms labels every term of a sum of dice and numbers.
func labelTerms(expr, typ string) string {
	var b strings.Builder
	start := 0
	for i := 0; i <= len(expr); i++ {
		if i == len(expr) || (i > 0 && (expr[i] == '+' || expr[i] == '-')) {
			b.WriteString(expr[start:i])
			if typ != "" {
				b.WriteString("[" + typ + "]")
			}
			if i < len(expr) {
				b.WriteByte(expr[i])
			}
			start = i + 1
		}
	}
	return b.String()
}

// resolve does what a cast spell does, by the shape of its data.
func (d *decider) resolve(a int, sp *compendium.Spell, slot int, p castPlan) error {
	s := d.st
	c := &s.Combatants[a]
	k := c.Casting.Caster
	src := fmt.Sprintf("%s's %s", c.Name, strings.ToLower(sp.Name))
	switch {
	case sp.Rule == "produce-flame":
		return d.produceFlame(a, sp, slot, p.targets, src) // spell_flame.go
	case p.area != nil && sp.Rule == "sleep":
		return d.sleep(a, sp, slot, *p.area)
	case p.area != nil:
		dmg, err := damageExpr(sp, k.Level, slot, k.Mod)
		if err != nil {
			return err
		}
		h := areaHit{src: src, user: a, with: sp.Name, area: *p.area, save: sp.Save, dc: k.DC,
			half: sp.OnSave == "half", dmg: dmg, push: sp.Push, z: s.groundAt(p.area.Origin)}
		if !sp.HasSave {
			h.dc = 0
		}
		if p.toward {
			h.z = s.height(a, c.At, c.Alt)
		}
		return d.areaEffect(h)
	case sp.Attack != "":
		return d.spellAttacks(a, sp, slot, p.targets, src)
	case sp.HasSave:
		return d.spellSaves(a, sp, slot, p.targets, src)
	case sp.Damage != "": // magic missile: every dart hits
		dmg, err := damageExpr(sp, k.Level, slot, k.Mod)
		if err != nil {
			return err
		}
		if sp.Rule == "hunters-mark" {
			return d.spellEffects(a, sp, p.targets, "")
		}
		shieldable := sp.ID == "magic-missile"
		if shieldable {
			if err := d.shieldMissiles(a, p.targets); err != nil { // spell_reaction.go
				return err
			}
		}
		return d.darts(a, p.targets, dmg, src, shieldable)
	case sp.Heal != "":
		for _, t := range p.targets {
			mod := 0
			if sp.AddMod {
				mod = k.Mod
			}
			r, err := rollText(sp.HealAt(slot)+fmt.Sprintf("%+d", mod), d.src)
			if err != nil {
				return err
			}
			d.heal(t, max(r.Total, 0), fmt.Sprintf("%s (%s)", src, explain(r)))
		}
		return d.err
	}
	return d.spellEffects(a, sp, p.targets, "")
}

// darts deals damage rolled once to each target in turn, one dart at a
// time: Magic Missile's darts "strike simultaneously" (SRD 5.1), and seed
// 001 "Damage Rolls" rolls damage dealt to several targets at the same
// time once for all. A creature under Shield takes none of magic
// missile's (shieldable; spell_reaction.go).
func (d *decider) darts(a int, targets []int, dmg *dice.Expr, src string, shieldable bool) error {
	p, err := d.st.program(dmg, true) // damageExpr keeps the expression
	if err != nil {
		return err
	}
	r, err := d.rollOnce(p) // damage_lean.go
	if err != nil {
		return err
	}
	for k, t := range targets {
		parts, what := d.each(r), "" // a hit's source is prose (decider.quiet)
		if !d.quiet {
			what = fmt.Sprintf("%s (dart %d)", src, k+1)
		}
		if shieldable && d.st.hasSpell(t, "shield") {
			for j := range parts {
				parts[j].rolled = 0
			}
			if !d.quiet {
				what = fmt.Sprintf("%s (dart %d, stopped by Shield)", src, k+1)
			}
		}
		d.hurt(t, parts, hitInfo{source: what, dice: r.dice, by: d.st.Combatants[a].Name})
	}
	return d.err
}

// spellAttacks makes one spell attack per target (a beam each for
// eldritch blast), with the caster's spell attack bonus; a critical hit
// doubles the dice (seed 001 "Critical Hits", rules.CritDice).
func (d *decider) spellAttacks(a int, sp *compendium.Spell, slot int, targets []int, src string) error {
	s := d.st
	k := s.Combatants[a].Casting.Caster
	dmg, err := damageExpr(sp, k.Level, slot, k.Mod)
	if err != nil {
		return err
	}
	w := Attack{Name: strings.ToLower(sp.Name), Bonus: k.Attack, Damage: dmg, Ranged: sp.Attack == "ranged",
		Normal: sp.Range, Long: sp.Range, Reach: sp.Range}
	if sp.Rule == "spiritual-weapon" && len(targets) > 0 { // spell_weapon.go
		sq := d.placeWeapon(a, sp, slot, targets[0])
		w.From, w.Reach = &sq, grid.SquareFeet
	}
	for _, t := range targets {
		if s.Combatants[t].Dead {
			continue // an earlier beam killed it
		}
		if err := d.attack(a, t, &w, how{spell: true, adv: s.metalArmor(t, sp)}); err != nil { // spell_limits.go
			return err
		}
		if d.lastHit(a) {
			if err := d.onSpellHit(a, t, sp); err != nil {
				return err
			}
		}
	}
	return d.err
}

// lastHit reports whether creature a's latest attack event hit.
func (d *decider) lastHit(a int) bool {
	name := d.st.Combatants[a].Name
	for i := len(d.evs) - 1; i >= 0; i-- {
		if e := d.evs[i]; e.Type == EvAttack && e.Actor == name {
			return e.Hit != nil && *e.Hit
		}
	}
	return false
}

// onSpellHit is what a spell attack's hit does beyond damage: its rule
// hook or lasting effect.
func (d *decider) onSpellHit(a, t int, sp *compendium.Spell) error {
	s := d.st
	switch sp.Rule {
	case "pull": // thorn whip: a Large or smaller target is pulled toward the caster
		tc, c := &s.Combatants[t], &s.Combatants[a]
		if tc.Dead || tc.Size > rules.Large {
			return d.err
		}
		tx, ty := centreOf(tc.At, tc.space())
		cx, cy := centreOf(c.At, c.space())
		dc, dr := snapDir(cx-tx, cy-ty)
		feet := min(sp.Push, max(s.Distance(a, t)-grid.SquareFeet, 0))
		return d.force(t, dc, dr, feet, fmt.Sprintf("pulled by %s's %s", c.Name, strings.ToLower(sp.Name)))
	}
	if d.spellRider(a, t, sp) { // spell_riders.go
		return d.err
	}
	if sp.Speed != 0 || sp.Rule != "" && sp.Rule != "spiritual-weapon" && sp.Rule != "produce-flame" && sp.Rounds > 0 {
		return d.spellEffects(a, sp, []int{t}, "")
	}
	return d.err
}

// spellSaves is a spell that calls for a save from each target: every
// save first, then the damage rolled once for all (seed 001 "Damage
// Rolls"), halved or not dealt on a success, and the condition a failed
// save imposes. Cover adds to Dexterity saves unless the spell says it
// gives none (sacred flame).
func (d *decider) spellSaves(a int, sp *compendium.Spell, slot int, targets []int, src string) error {
	s := d.st
	k := s.Combatants[a].Casting.Caster
	failed := make([]bool, len(targets))
	for j, t := range targets {
		cov, why := NoCover, ""
		if !sp.NoCover {
			cov, why = s.coverOfMemo(a, t) // memo.go
		}
		d.against = sp.Condition // Dark Devotion (trait_devotion.go)
		ok, err := d.saveCover(t, sp.Save, k.DC, "against "+src, cov, why)
		d.against = ""
		if err != nil {
			return err
		}
		failed[j] = !ok
	}
	if sp.Damage != "" {
		dmg, err := damageExpr(sp, k.Level, slot, k.Mod)
		if err != nil {
			return err
		}
		var r *rolled
		for j, t := range targets {
			if !failed[j] && sp.OnSave != "half" {
				continue
			}
			if r == nil {
				p, err := d.st.program(dmg, true) // damageExpr keeps the expression
				if err != nil {
					return err
				}
				once, err := d.rollOnce(p) // damage_lean.go
				if err != nil {
					return err
				}
				r = &once
			}
			hi := hitInfo{source: src, dice: r.dice, by: d.st.Combatants[a].Name}
			parts, ok := d.saveDamage(t, sp.Save, !failed[j], sp.OnSave == "half", d.each(*r), &hi) // Evasion (feature_rogue.go)
			if ok {
				d.hurt(t, parts, hi)
			}
		}
	}
	var hit []int
	for j, t := range targets {
		if failed[j] && !s.Combatants[t].Dead {
			hit = append(hit, t)
		}
	}
	if sp.Rule == "mockery" {
		for _, t := range hit {
			d.spellRider(a, t, sp) // spell_riders.go
		}
	}
	if sp.Rule == "flee" {
		for _, t := range hit {
			if err := d.whisperFlight(a, t, sp.Name); err != nil { // spell_flee.go
				return err
			}
		}
	}
	if len(hit) > 0 && (sp.Condition != "" || sp.Rounds > 0) {
		return d.spellEffects(a, sp, hit, sp.Condition)
	}
	return d.err
}
