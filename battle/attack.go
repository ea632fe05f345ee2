package battle

import (
	"fmt"
	"strings"

	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
)

// attackCmd is one attack of the Attack action: the first starts the
// action, further ones use Extra Attack (seed 000 "MULTIPLE ATTACKS").
func (d *decider) attackCmd(cmd Command) error {
	s := d.st
	a, t := cmd.Actor, cmd.Target
	c := &s.Combatants[a]
	if !c.Conds.CanAct() {
		return refuse(CodeCannot, "%s is %s: it can't take actions", c.Name, c.Conds)
	}
	if cmd.Offhand {
		return d.offhand(cmd)
	}
	switch {
	case c.Turn.Attacking && c.Turn.AttacksLeft == 0:
		return refuse(CodeNoAction, "%s has made all %d attacks of its Attack action this turn", c.Name, c.actionAttacks())
	case !c.Turn.Attacking && c.Turn.Action:
		return refuse(CodeNoAction, "%s has already used its action this turn", c.Name)
	}
	w, err := d.actionWeapon(a, t, cmd.With) // a Multiattack's attacks, a Recharge spent (monster.go)
	if err != nil {
		return err
	}
	if err := s.specialWeapon(a, w); err != nil { // a net's one attack, a lance's two hands (equipment_lance.go)
		return err
	}
	if w.Has("loading") && c.Turn.Loaded {
		return refuse(CodeNoAction, "%s is a loading weapon: one shot per action, and %s has fired it this action", w.Name, c.Name)
	}
	if err := d.canSmite(a, w, cmd.Smite); err != nil { // feature_more.go
		return err
	}
	if err := d.pactWeapon(a, w); err != nil { // Thirsting Blade (feature_blade.go)
		return err
	}
	return d.attack(a, t, w, how{knockOut: cmd.KnockOut, smite: cmd.Smite})
}

// how says in what capacity an attack is made.
type how struct {
	reaction bool          // an opportunity attack or readied action
	bonus    bool          // the off-hand attack of two-weapon fighting
	knockOut bool          // a melee attacker knocks out instead of killing
	smite    int           // Divine Smite on a hit with a slot of this level (feature_more.go)
	spell    bool          // a spell attack: the cast took the action (spell_cast.go)
	why      string        // what made the reaction: where the mover left its reach
	adv      rules.Reasons // what the spell itself gives the roll: shocking grasp against metal armor (spell_limits.go)
	feature  string        // a legendary or lair action's attack (legendary.go): its event type, which takes nothing of the turn
	free     bool          // the OSR full retreat's free attack, at +2 (osr_retreat.go)
}

// unarmed is the unarmed strike everyone has: 1 + Strength modifier
// bludgeoning damage, Strength and proficiency to hit (seed 000 "TYPICAL
// ATTACKS"; SRD 5.1 "Unarmed Strike").
func unarmed(c *Combatant) *Attack {
	if w := martialUnarmed(c); w != nil { // a monk's Martial Arts (feature_monk.go)
		return w
	}
	str := c.attackMod(rules.Str)
	if c.UnarmedDie != "" { // seed 004: "Unarmed attacks do 1d2 damage by default" (osr_build.go)
		return osrUnarmed(c, str)
	}
	e := dice.MustParse(fmt.Sprintf("%d[bludgeoning]", max(1+str, 0)))
	return &Attack{Name: "unarmed strike", Bonus: str + c.Proficiency, Damage: e, Reach: 5}
}

// weapon picks the named attack, or without a name the first melee attack
// that reaches the target, else the first ranged one in range, else the
// first attack.
func (d *decider) weapon(a, t int, name string) (*Attack, error) {
	c := &d.st.Combatants[a]
	if strings.EqualFold(name, "unarmed strike") || strings.EqualFold(name, "unarmed") {
		return unarmed(c), nil
	}
	if name != "" {
		for i := range c.Attacks {
			if strings.EqualFold(c.Attacks[i].Name, name) {
				return &c.Attacks[i], nil
			}
		}
		if err := stowedRefusal(c, name); err != nil { // weapon_stow.go
			return nil, err
		}
		if err := droppedRefusal(c, name); err != nil { // thrown or fumbled away (weapon_thrown.go)
			return nil, err
		}
		var ns []string
		for _, w := range c.Attacks {
			ns = append(ns, w.Name)
		}
		ns = append(ns, "unarmed strike")
		return nil, refuse(CodeUnknownName, "%s has no attack named %q (it has %s)", c.Name, name, strings.Join(ns, ", "))
	}
	if len(c.Attacks) == 0 {
		return unarmed(c), nil
	}
	dist := d.st.Distance(a, t)
	for i := range c.Attacks {
		if w := &c.Attacks[i]; !w.Ranged && dist <= w.Reach {
			return w, nil
		}
	}
	for i := range c.Attacks {
		if w := &c.Attacks[i]; w.Ranged && dist <= w.Long {
			return w, nil
		}
	}
	return &c.Attacks[0], nil
}

// attack resolves one attack roll and its damage by seed 001 "Making an
// Attack": reach or range, cover, advantage and disadvantage, the d20
// against the AC, natural 1s and 20s, and the damage of a hit.
func (d *decider) attack(a, t int, w *Attack, h how) error {
	s := d.st
	c, tc := &s.Combatants[a], &s.Combatants[t]
	if err := s.ammoReady(a, w); err != nil { // equipment_ammo.go
		return err
	}
	w = s.shillelagh(a, w) // spell_shillelagh.go
	dist, long, cov, covWhy, err := s.attackCheck(a, t, w, true)
	if err != nil {
		return err
	}
	if s.underwaterMiss(a, t, w, long) {
		return d.autoMiss(a, t, w, h, "underwater, beyond the weapon's normal range (seed 003 \"Underwater Combat\")")
	}
	ctx := d.attackContext(a, t, w, dist, long)
	ctx.Extra = ctx.Extra.Merge(h.adv)
	reasons := rules.AttackReasons(ctx)
	mode := reasons.Mode()
	faces, nat, err := d.d20(mode)
	if err != nil {
		return err
	}
	extra, extraWhy, err := d.rollBonus(a) // bless (spell_effects.go)
	if err != nil {
		return err
	}
	if n, why := d.freeAttackBonus(h); n != 0 { // osr_retreat.go
		extra, extraWhy = extra+n, strings.TrimPrefix(extraWhy+", "+why, ", ")
	}
	if n, why := s.osrToHit(a, t); n != 0 { // from behind, mounted (osr_attack.go)
		extra, extraWhy = extra+n, strings.TrimPrefix(extraWhy+", "+why, ", ")
	}
	ac := s.armorClass(t) + cov.Bonus()                                                                     // shield, mage armor ... (spell_effects.go)
	if err := d.useInspiration(a, nat, w.Bonus, ac, nat == 1 || nat == 20, &extra, &extraWhy); err != nil { // feature_more.go
		return err
	}
	total := nat + w.Bonus + extra
	ac, parried := d.parry(a, t, w, nat, total, ac) // Parry, a reaction (trait_parry.go)
	inspired := ac
	if ac, err = d.inspiredAC(a, t, nat, total, ac); err != nil { // Combat Inspiration, a reaction (feature_valor.go)
		return err
	}
	inspired = ac - inspired
	hit := nat == 20 || (nat != 1 && total >= ac)
	crit := hit && (nat == 20 || rules.AutoCrit(ctx) || s.assassinCrit(a, t)) // Assassinate (feature_subclass.go)
	hit, crit, exposed := s.osrExposure(t, hit, crit)                         // a fumble's next attack against it (osr_fumble.go)
	shielded := false
	if hit && nat != 20 && exposed == 0 { // a natural 20 hits whatever the AC (seed 001 "Rolling 1 or 20")
		if shielded, err = d.shieldHit(a, t, total, ac); err != nil { // Shield, a reaction (spell_reaction.go)
			return err
		}
		if shielded {
			ac = s.armorClass(t) + cov.Bonus() + inspired
			hit = total >= ac
			crit = crit && hit
		}
	}
	ev := Event{Type: EvAttack, Actor: c.Name, Target: tc.Name, With: w.Name, D20: faces, Mode: mode.String(),
		Reasons: append(append([]string{}, reasons.Adv...), reasons.Dis...), Bonus: ip(w.Bonus), Total: ip(total),
		AC: ip(ac), Hit: bp(hit), Crit: bp(crit), Reaction: bp(h.reaction), Reason: h.why}
	if h.bonus {
		ev.Action = "bonus"
	}
	if h.spell && !h.bonus { // a bonus-action spell attack (spell_weapon.go) spends the bonus action
		ev.Action, ev.Bonus = "spell", ip(w.Bonus+extra)
	}
	if h.feature != "" {
		ev.Action = h.feature
	}
	if cov != NoCover {
		ev.Cover, ev.CoverReason = cov.String(), covWhy
	}
	if extra != 0 {
		ev.Bonus = ip(w.Bonus + extra)
	}
	if !d.quiet {
		ev.Text = attackText(c.Name, tc.Name, w.Name, faces, nat, mode, reasons, w.Bonus+extra, total, ac, cov, hit, crit)
		if w.NotProficient {
			ev.Text += notProficientText(w) // equipment_prof.go
		}
		if extra != 0 {
			ev.Text += " (" + extraWhy + ")"
		}
		if parried {
			ev.Text += fmt.Sprintf(" (%s parried)", tc.Name)
		}
		if shielded {
			ev.Text += fmt.Sprintf(" (%s's Shield: +5 AC against this attack)", tc.Name)
		}
	}
	d.emit(ev)
	if exposed != 0 {
		d.endEffect(exposed, "the attack against it came")
	}
	d.reveal(a, "it attacked")
	d.useRiders(a, t) // guiding bolt, vicious mockery (spell_riders.go)
	had := 0          // how many of a thrown weapon it held, before a fumble takes one (weapon_thrown.go)
	if w.throws() {
		had = c.copies(w.Weapon)
	}
	if nat == 1 && !hit {
		if err := d.criticalFail(a, w); err != nil { // seed 001's house table (house.go)
			return err
		}
		if err := d.osrFumble(a, w, "a natural 1 on an attack roll"); err != nil { // seed 004's fumble table (osr_fumble.go)
			return err
		}
		if s.Combatants[a].Dead {
			d.land(a, t, w, had)
			return d.rebukes()
		}
	}
	if hit {
		stopped, err := d.sacrificeShield(a, t) // seed 004's shield (osr_attack.go)
		if err != nil {
			return err
		}
		hit = !stopped
	}
	if hit {
		if h.knockOut && w.Ranged {
			h.knockOut = false // only a melee attack can knock a creature out
		}
		dmg := d.featureDamage(a, t, w, mode, crit, h.spell) // rage, sneak attack (feature.go)
		dmg = d.divineSmite(a, t, h.smite, crit, dmg)        // feature_more.go
		if !h.spell {
			dmg = d.markDamage(a, t, dmg) // hunter's mark (spell_riders.go)
		}
		dmg, charged := d.traitDamage(a, t, w, h, crit, dmg) // Martial Advantage, Surprise Attack, Charge (trait.go)
		brutal := d.brutalCritical(a, t, w, crit)            // feature_brutal.go
		up := tc.HP.Current > 0                              // Rampage: a creature dropped to 0 (trait_rampage.go)
		osr, err := d.osrCritRoll(a, t, crit)                // seed 004's critical-hit table (osr_crit.go)
		if err != nil {
			return err
		}
		source := "" // read only by the prose a lean fight leaves out (decider.quiet)
		if !d.quiet {
			source = fmt.Sprintf("%s's %s", c.Name, w.Name)
		}
		if err := d.damage(t, dmg, hitInfo{crit: crit, knockOut: h.knockOut, extra: brutal, by: c.Name, source: source, weapon: !h.spell && c.Class.InspirationValor, osr: osr, attack: true}); err != nil {
			return err
		}
		if err := d.onHit(a, t, w); err != nil { // monster.go
			return err
		}
		if err := d.stunningStrike(a, t, w, h); err != nil { // feature_ki.go
			return err
		}
		if err := d.chargeHit(a, t, charged); err != nil { // Charge's and Pounce's save (trait_charge.go)
			return err
		}
		d.rampageOffer(a, t, w, h, up) // trait_rampage.go
		if err := d.osrCritAfter(a, t, w, osr, true); err != nil {
			return err
		}
	}
	d.land(a, t, w, had) // a thrown weapon leaves the hand, hit or miss (weapon_thrown.go)
	if !h.reaction {
		for _, r := range d.readiedBy(a, "attacks", c.At, c.At) {
			if err := d.fire(r, a); err != nil {
				return err
			}
		}
	}
	return d.rebukes() // Hellish Rebuke, a reaction to the damage (spell_reaction.go)
}

// autoMiss is an attack that misses without a roll.
func (d *decider) autoMiss(a, t int, w *Attack, h how, why string) error {
	c, tc := &d.st.Combatants[a], &d.st.Combatants[t]
	ev := Event{Type: EvAttack, Actor: c.Name, Target: tc.Name, With: w.Name, Hit: bp(false), Reaction: bp(h.reaction), Reason: why,
		Text: fmt.Sprintf("%s attacks %s with %s: automatic miss (%s)", c.Name, tc.Name, w.Name, why)}
	if h.bonus {
		ev.Action = "bonus"
	}
	d.emit(ev)
	d.reveal(a, "it attacked")
	return d.err
}

// canAttack checks that a can attack t with w now: not itself, not the
// dead, not its charmer, within reach or long range, not behind total
// cover. It returns the distance and whether the target is at long range.
func (s *State) canAttack(a, t int, w *Attack) (dist int, long bool, err error) {
	dist, long, _, _, err = s.attackCheck(a, t, w, false)
	return dist, long, err
}

// attackCheck is canAttack that also gives the cover it found, so that
// the attack itself need not trace the lines again, and why when asked:
// a preview has no use for the reason, which is a string to write.
func (s *State) attackCheck(a, t int, w *Attack, needWhy bool) (dist int, long bool, cov Cover, why string, err error) {
	c, tc := &s.Combatants[a], &s.Combatants[t]
	if a == t {
		return 0, false, 0, "", refuse(CodeCannot, "%s can't attack itself", c.Name)
	}
	if tc.Dead {
		return 0, false, 0, "", refuse(CodeCannot, "%s is dead", tc.Name)
	}
	if err := s.osrCantAttack(a); err != nil { // fumbles 4 and 5 (osr_fumble.go)
		return 0, false, 0, "", err
	}
	if tc.OSR.Out != "" {
		return 0, false, 0, "", refuse(CodeCannot, "%s has %s: it is out of the fight (osr morale)", tc.Name, tc.OSR.Out)
	}
	for _, ch := range s.sources(c.Name, rules.Charmed) {
		if ch == t {
			return 0, false, 0, "", refuse(CodeCannot, "%s is charmed by %s: it can't attack its charmer", c.Name, tc.Name)
		}
	}
	dist = s.attackDistance(a, t, w) // from a spiritual weapon's square (spell_weapon.go)
	switch {
	case !w.Ranged && dist > w.Reach:
		return 0, false, 0, "", refuse(CodeOutOfReach, "%s is %d ft from %s; %s reaches %d ft", tc.Name, dist, c.Name, w.Name, w.Reach)
	case w.Ranged && dist > w.Long:
		return 0, false, 0, "", refuse(CodeOutOfReach, "%s is %d ft away, beyond %s's long range of %d ft", tc.Name, dist, w.Name, w.Long)
	case w.Ranged && dist > w.Normal:
		long = true
	}
	if err := tooNear(c, tc, w, dist); err != nil { // equipment_siege.go
		return 0, false, 0, "", err
	}
	if cov, why = s.attackCover(a, t, w, needWhy); cov == TotalCover {
		if !needWhy {
			_, why = s.attackCover(a, t, w, true)
		}
		return 0, false, 0, "", refuse(CodeCannot, "%s has total cover: it can't be targeted (%s)", tc.Name, why)
	}
	return dist, long, cov, why, nil
}

// coverOf is the cover target t has against attacker a: the file's or
// the DM's ruling, or what the map gives by the DMG's corner-to-corner
// lines (walls, objects, and other creatures in the way, which give half
// cover), whichever is greater (seed 001 "Cover": only the most
// protective degree applies). It says why.
func (s *State) coverOf(a, t int) (Cover, string) {
	aAt, an := s.space(a) // a rider is in its mount's space (seed 003, mount.go)
	lo, hi := s.band(a, t)
	return s.coverFrom(a, aAt, an, lo, hi, t, true)
}

// coverLevelOf is coverOf without the reason.
func (s *State) coverLevelOf(a, t int) Cover {
	aAt, an := s.space(a)
	lo, hi := s.band(a, t)
	c, _ := s.coverFrom(a, aAt, an, lo, hi, t, false)
	return c
}

// coverFrom is coverOf from a space of n squares at aAt, with the heights
// lo..hi in which creatures between give cover.
func (s *State) coverFrom(a int, aAt grid.Square, an, lo, hi, t int, needWhy bool) (Cover, string) {
	tc := &s.Combatants[t]
	creatures := func(sq grid.Square) grid.CoverLevel {
		for j := range s.Combatants {
			o := &s.Combatants[j]
			if j != a && j != t && !o.gone() && grid.Occupies(o.At, o.space(), sq) && s.inBand(j, lo, hi) {
				return grid.HalfCover
			}
		}
		return grid.NoCover
	}
	tAt, tn := s.space(t)
	lvl, why := s.coverCached(a, aAt, an, lo, hi, t, tAt, tn, creatures, needWhy) // kept across trials (memo_cross.go)
	if mapped := Cover(lvl); mapped > tc.Cover {
		return mapped, why
	}
	if tc.Cover != NoCover {
		return tc.Cover, "given by the encounter or the DM"
	}
	return NoCover, ""
}

// attackContext gathers the facts advantage depends on.
func (d *decider) attackContext(a, t int, w *Attack, dist int, long bool) rules.AttackContext {
	s := d.st
	c, tc := &s.Combatants[a], &s.Combatants[t]
	ctx := rules.AttackContext{
		Attacker: s.condsFacing(a, t), Target: s.condsFacing(t, a), Ranged: w.Ranged, Distance: dist, LongRange: long,
		AttackerUnseen: !s.sees(t, a) || s.hiddenFrom(a, t), TargetUnseen: !s.sees(a, t) || s.hiddenFrom(t, a),
		TargetDodging: tc.Dodging, Extra: s.attackExtra(a, t, w, dist),
		FrightenedSourceInSight: c.Conds.Has(rules.Frightened) && s.fearInSight(a), // read only for a frightened attacker: no search of the effects for the rest
		Squeezing:               c.Squeezing, TargetSqueezing: tc.Squeezing,
	}
	for _, h := range s.Helps {
		if s.helps(h, a) && h.Target == t {
			ctx.Helped = true
		}
	}
	ctx.TargetIsGrappler = c.GrappledBy == t // seed 002, "Grappled" (rules.AttackReasons)
	if w.Ranged {
		for j := range s.Combatants {
			o := &s.Combatants[j]
			// The distance before the sight: it rules most out, and sight
			// traces lines.
			if j != t && s.Hostile(a, j) && !o.Down() && !o.Conds.Incapacitated() && s.Distance(a, j) <= 5 && s.sees(j, a) {
				ctx.HostileWithin5ft = true
			}
		}
	}
	return ctx
}

// attackExtra is what rules.AttackContext takes from outside the rules:
// the DM's grants, and the advantage and disadvantage of the water, the
// gear, the traits, the features and the spells.
func (s *State) attackExtra(a, t int, w *Attack, dist int) rules.Reasons {
	c := &s.Combatants[a]
	var x rules.Reasons
	x.AddAll(s.Grants[a])
	x.AddAll(s.underwater(a, t, w))
	x.AddAll(heavyWeapon(c, w))
	x.AddAll(s.packTactics(a, t))
	x.AddAll(s.riderReasons(a, t))
	x.AddAll(s.assassinate(a, t))  // feature_subclass.go
	x.AddAll(c.unskilledAttack(w)) // equipment_prof.go
	x.AddAll(s.reckless(a, t, w))  // trait_reckless.go
	x.AddAll(s.sunlightAttack(a))  // trait_sunlight.go
	x.AddAll(lanceClose(w, dist))  // equipment_lance.go
	return x
}

// band is the span of heights, in 5-foot steps, between creatures a and
// t: from the lower one's feet to the higher one's top. A creature in the
// way gives cover only if it stands within it: a bat flying 15 ft up is
// not between two creatures on the ground.
func (s *State) band(a, t int) (lo, hi int) {
	la, ha := s.levels(a)
	lt, ht := s.levels(t)
	return min(la, lt), max(ha, ht)
}

// levels is the span of heights creature i fills, in 5-foot steps: a
// space is as tall as it is wide.
func (s *State) levels(i int) (lo, hi int) {
	c := &s.Combatants[i]
	at, _ := s.space(i)
	lo = floorDiv(s.height(i, at, c.Alt), grid.SquareFeet)
	return lo, lo + max(c.Size.Squares(), 1) - 1
}

// inBand reports whether creature j's heights meet the span lo..hi.
func (s *State) inBand(j, lo, hi int) bool {
	l, h := s.levels(j)
	return l <= hi && h >= lo
}

// condsFacing are creature i's conditions as they bear on an attack
// between it and j: invisibility that j sees through (blindsight,
// truesight) and blindness that i's blindsight makes up for don't count.
func (s *State) condsFacing(i, j int) rules.Conditions {
	cs := s.Combatants[i].Conds
	if s.seesInvisible(j, i) {
		cs = cs.Without(rules.Invisible)
	}
	if s.seesBlind(i, j) {
		cs = cs.Without(rules.Blinded)
	}
	return cs
}

// fearInSight reports whether a frightened creature sees the source of its
// fear. Without a known source (a bare dm condition) it is taken to see
// it.
func (s *State) fearInSight(a int) bool {
	c := &s.Combatants[a]
	srcs := s.sources(c.Name, rules.Frightened)
	if len(srcs) == 0 {
		return true
	}
	for _, f := range srcs {
		if !s.Combatants[f].gone() && s.sees(a, f) {
			return true
		}
	}
	return false
}

// d20 rolls one d20, or two with advantage or disadvantage, and returns
// the faces and the one that counts.
func (d *decider) d20(mode rules.Mode) ([]int, int, error) {
	f, err := d.face(20)
	if err != nil {
		return nil, 0, err
	}
	if mode == rules.Normal {
		return oneFace(f), f, nil
	}
	g, err := d.face(20)
	if err != nil {
		return nil, 0, err
	}
	if (mode == rules.Advantage) == (g > f) {
		return []int{f, g}, g, nil
	}
	return []int{f, g}, f, nil
}

// rollText parses and rolls an expression written in the engine.
func rollText(expr string, src dice.Source) (*dice.Result, error) {
	return dice.Roll(expr, src)
}

// damage rolls a damage expression against creature t: on a critical hit
// every die is rolled twice and the modifiers once (seed 001 "Critical
// Hits"), then each type is dealt by hurt.
func (d *decider) damage(t int, expr *dice.Expr, hi hitInfo) error {
	if hi.crit && hi.osr == nil {
		base := expr
		expr = d.st.derived(derivedKey{base: base, kind: derivedCrit}, func() *dice.Expr {
			return &dice.Expr{Root: rules.CritDice(base.Root)}
		})
	}
	asWritten := expr    // the expression kept, or the attack's own
	if hi.extra != nil { // Brutal Critical's dice, not doubled
		expr = &dice.Expr{Root: &dice.Binary{Op: '+', L: expr.Root, R: hi.extra}}
	}
	if hi.osr != nil { // seed 004's critical-hit table (osr_crit.go)
		expr = osrDamageExpr(expr, hi.osr)
	}
	p, err := d.st.program(expr, expr == asWritten) // damage_lean.go
	if err != nil {
		return err
	}
	var parts []part
	if d.quiet { // no one reads the explanation: the totals alone (damage_lean.go)
		if parts, err = d.leanParts(p); err != nil {
			return err
		}
	} else {
		r, err := p.Roll(d.src)
		if err != nil {
			return err
		}
		hi.dice = explain(r)
		if hi.osr != nil {
			hi.dice += " (" + osrCritNote(hi.osr) + ")"
		}
		parts = partsOf(r)
	}
	parts = osrScale(parts, hi.osr) // seed 004's double, triple, quadruple damage (osr_crit.go)
	if hi.weapon {                  // Combat Inspiration on damage (feature_valor.go)
		if a, ok := d.st.Find(hi.by); ok {
			if parts, err = d.inspiredDamage(a, t, parts); err != nil {
				return err
			}
		}
	}
	if hi.attack { // Uncanny Dodge, a reaction (feature_rogue.go)
		if a, ok := d.st.Find(hi.by); ok {
			parts = d.uncannyDodge(a, t, parts)
		}
	}
	d.hurt(t, parts, hi)
	return d.err
}

func attackText(actor, target, with string, faces []int, nat int, mode rules.Mode, r rules.Reasons,
	bonus, total, ac int, cover Cover, hit, crit bool) string {
	roll := fmt.Sprintf("d20 %d", nat)
	if len(faces) == 2 {
		roll = fmt.Sprintf("d20 %v→%d, %s", faces, nat, r)
	} else if len(r.Adv)+len(r.Dis) > 0 {
		roll += ", " + r.String()
	}
	verdict := "miss"
	switch {
	case crit && nat == 20:
		verdict = "critical hit (natural 20)"
	case crit:
		verdict = "critical hit (paralyzed or unconscious target within 5 ft)"
	case hit && nat == 20:
		verdict = "hit (natural 20)"
	case hit:
		verdict = "hit"
	case nat == 1:
		verdict = "miss (natural 1)"
	}
	acText := fmt.Sprintf("AC %d", ac)
	if cover != NoCover {
		acText += fmt.Sprintf(" (%s cover +%d)", cover, cover.Bonus())
	}
	return fmt.Sprintf("%s attacks %s with %s: %s %+d = %d vs %s: %s", actor, target, with, roll, bonus, total, acText, verdict)
}
