package battle

// Read-only queries about spells and areas, for a tactics policy weighing
// a cast, a breath weapon or a legendary action before it gives the
// command (package tactics). They change nothing and roll nothing, and
// they answer with the same checks the commands make (spell_cast.go,
// area.go, legendary.go, lair.go), so that an option a policy finds legal
// here is not refused when it is played.

import (
	"sync"

	"github.com/skirmish-rpg/skirmish/compendium"
	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
)

// SlotsLeft is how many spell slots of level lv creature a has left.
func (s *State) SlotsLeft(a, lv int) int {
	c := &s.Combatants[a]
	if c.Casting.Caster == nil || lv < 1 || lv > 9 {
		return 0
	}
	return c.Casting.Slots[lv] - c.Casting.Used[lv]
}

// Concentrating reports whether creature a holds a spell's effect by its
// concentration: a new concentration spell would end it.
func (s *State) Concentrating(a int) bool { return s.concentrating(s.Combatants[a].Name) }

// HasSpellOn reports whether the spell id's own effect holds creature i
// (bless, shield, hunter's mark's mark is on the caster's target).
func (s *State) HasSpellOn(i int, id string) bool { return s.hasSpell(i, id) }

// ArmorClass is creature t's armor class now, with the spells on it
// (mage armor, shield of faith, barkskin, haste, shield) and defending
// under OSR; cover aside.
func (s *State) ArmorClass(t int) int { return s.armorClass(t) }

// ArmorClassWith is the armor class creature t would have with spell
// sp's effect on it too: a policy weighs a cast of Shield of Faith, Mage
// Armor, Barkskin or Haste by the difference. The same as ArmorClass when
// sp is on t already, or adds nothing (Mage Armor's 13 + Dex below t's
// own AC, Barkskin's 16 below it).
func (s *State) ArmorClassWith(t int, sp *compendium.Spell) int { return s.armorClassWith(t, sp) }

// CastCheck says whether creature a could cast sp now with a slot of
// level slot (0: the spell's own; a cantrip's is always 0) on targets, or
// at (or toward) square at for an area spell: every check `NAME cast`
// makes, in the same order, and nil when the cast would be accepted.
func (s *State) CastCheck(a int, sp *compendium.Spell, slot int, targets []int, at *grid.Square, toward bool) error {
	c := &s.Combatants[a]
	if sp.Casting == "reaction" {
		return reactionOnly(c, sp)
	}
	cmd := Command{Actor: a, Verb: "cast", Target: -1, Other: -1, With: sp.Name, N: slot, Targets: targets, Text: s.castLine(sp)}
	if at != nil {
		cmd.To = []grid.Square{*at}
		cmd.Area = &AreaCommand{Toward: toward}
	}
	d := &decider{st: s}
	if err := d.onTurn(cmd); err != nil {
		return err
	}
	if !c.Conds.CanAct() {
		return refuse(CodeCannot, "%s is %s: it can't cast spells", c.Name, c.Conds)
	}
	if err := c.unskilledCaster(sp.Name); err != nil {
		return err
	}
	if err := s.castTime(a, sp); err != nil {
		return err
	}
	slot, err := s.castSlot(a, sp, slot)
	if err != nil {
		return err
	}
	plan, err := s.castTargets(a, sp, slot, cmd)
	if err != nil {
		return err
	}
	return s.castForbidden(a, sp, plan)
}

// CastReady is the cheap part of CastCheck, before any target is named:
// whether creature a could cast sp now at all — its turn, its action or
// bonus action free, the bonus-action spell rule, a slot of slot's level
// (0: the spell's own) left. Policies ask it before weighing targets.
func (s *State) CastReady(a int, sp *compendium.Spell, slot int) bool {
	c := &s.Combatants[a]
	if c.Casting.Caster == nil || sp.Casting == "reaction" || !c.Conds.CanAct() || c.Class.Raging || c.Dead {
		return false
	}
	if s.castTimeBlock(a, sp) != blockNone || c.Unskilled != "" { // armor without proficiency: no spells (equipment_prof.go)
		return false
	}
	if sp.Cantrip() {
		return slot == 0
	}
	if slot == 0 {
		slot = sp.Level
	}
	return slot >= sp.Level && s.SlotsLeft(a, slot) > 0
}

// SpellDamage is the damage sp deals cast by creature a with a slot of
// level slot (0 for a cantrip): the dice by the caster's level and the
// slot, with the spellcasting modifier where the spell adds it, each term
// typed; nil when it deals none.
func (s *State) SpellDamage(a int, sp *compendium.Spell, slot int) *dice.Expr {
	k := s.Combatants[a].Casting.Caster
	if k == nil || sp.Damage == "" {
		return nil
	}
	return spellDamage(k, sp, slot)
}

// spellAreas caches SpellArea's templates: spells are shared, fixed data.
var spellAreas sync.Map // *compendium.Spell -> *AreaAttack

// SpellArea is an area spell's area as an area attack (its template and
// range, no damage or save), for AreaCaught; nil when the spell has no
// area. It is shared: never change it.
func SpellArea(sp *compendium.Spell) *AreaAttack {
	if sp.Area == "" {
		return nil
	}
	if a, ok := spellAreas.Load(sp); ok {
		return a.(*AreaAttack)
	}
	tmpl, err := parseTemplate(sp.Area)
	if err != nil {
		return nil
	}
	a := &AreaAttack{Name: sp.Name, Area: tmpl, Range: sp.Range}
	spellAreas.Store(sp, a)
	return a
}

// Caught is a creature an area would catch, and its cover from the point
// of origin (which adds to a Dexterity save).
type Caught struct {
	I     int
	Cover Cover
}

// AreaCaught appends to buf the creatures creature u's area attack aa,
// placed at square sq (or pointed toward it), would catch, as areaEffect
// would find them: any square of a creature's space in the area, within
// its height, and no total cover from the point of origin. It refuses a
// placement as the command would (range, walls, a clear path).
func (s *State) AreaCaught(u int, aa *AreaAttack, sq grid.Square, toward bool, buf []Caught) ([]Caught, error) {
	c := &s.Combatants[u]
	if !directed(aa.Area.Shape) {
		toward = false
	} else if !aa.placedAt() {
		toward = true // a cone or line from its own space
	}
	area, err := s.placeArea(u, aa, sq, toward)
	if err != nil {
		return buf, err
	}
	h := areaHit{area: area, z: s.groundAt(area.Origin)}
	if toward {
		h.z = s.height(u, c.At, c.Alt)
	}
	squares := s.areaSquares(area) // memo_cost.go
	for i := range s.Combatants {
		o := &s.Combatants[i]
		if o.Dead || !s.withinHeight(h, i) {
			continue
		}
		at, n := s.space(i)
		in := false
		for _, q := range squares {
			if grid.Occupies(at, n, q) {
				in = true
				break
			}
		}
		if !in {
			continue
		}
		cov, _ := s.coverFromPoint(area.Origin, floorDiv(h.z, grid.SquareFeet), i)
		if cov == TotalCover {
			continue
		}
		buf = append(buf, Caught{I: i, Cover: cov})
	}
	return buf, nil
}

// SaveChance is the chance creature t succeeds on a save of ability ab
// against dc, with cover cov (it adds to Dexterity saves): its save bonus,
// automatic failure, and the advantage and disadvantage the save itself
// would weigh (effects.go's saveCover). Bless and inspiration dice aside.
func (s *State) SaveChance(t int, ab rules.Ability, dc int, cov Cover) float64 {
	c := &s.Combatants[t]
	if c.Conds.AutoFailSave(ab) {
		return 0
	}
	var r rules.Reasons
	for _, why := range c.Conds.SaveDisadvantage(ab) {
		r.Add(false, why)
	}
	bonus := c.saveBonus(ab) + c.Conds.D20Penalty() // 2024 exhaustion
	r = r.Merge(rageAdvantage(c, ab)).Merge(s.hasteSave(t, ab)).Merge(c.unskilled(ab)).Merge(c.devotion("")).Merge(dangerSense(c, ab))
	if ab == rules.Dex {
		if c.Dodging && c.Conds.CanAct() && c.Conds.Speed(c.Speed) > 0 {
			r.Add(true, "dodging")
		}
		if c.Squeezing {
			r.Add(false, "squeezing")
		}
		bonus += cov.Bonus()
	}
	if aura, _ := s.auraBonus(t); aura > 0 {
		bonus += aura
	}
	need := dc - bonus // the least d20 face that succeeds; a save has no automatic 1 or 20
	p := float64(21-min(max(need, 1), 21)) / 20
	switch r.Mode() {
	case rules.Advantage:
		return 1 - (1-p)*(1-p)
	case rules.Disadvantage:
		return p * p
	}
	return p
}

// spellDamages caches SpellDamage's expressions: a spell's damage depends
// only on the spell, the caster's level and modifier, and the slot, and
// an expression is never changed once parsed.
// spellDamage is damageExpr for caster k's sp with a slot of level slot,
// cached (spell_cast.go's damageExpr).
func spellDamage(k *Caster, sp *compendium.Spell, slot int) *dice.Expr {
	e, err := damageExpr(sp, k.Level, slot, k.Mod)
	if err != nil {
		return nil
	}
	return e
}

// PreviewSpellAttack says how creature a's spell attack with sp, cast
// with a slot of level slot (0 for a cantrip), would be rolled against t
// now — the attack spellAttacks makes, a spiritual weapon's from the
// square the cast would put it in — or refuses it as the attack would be.
// The cast's own checks are CastCheck's.
func (s *State) PreviewSpellAttack(a, t int, sp *compendium.Spell, slot int) (AttackPreview, error) {
	k := s.Combatants[a].Casting.Caster
	if k == nil || sp.Attack == "" {
		return AttackPreview{}, refuse(CodeCannot, "%s is not a spell attack", sp.Name)
	}
	if sp.Rule == "spiritual-weapon" {
		w := spellAttack(k, sp, slot)
		at, n := s.space(a)
		sq, _ := s.nearSquare(at, n, t)
		w.From, w.Reach = &sq, grid.SquareFeet
		return s.previewWith(a, t, w)
	}
	return s.previewWith(a, t, s.keptSpellAttack(k, sp, slot))
}

// castLine is "cast NAME", the text of CastCheck's command, which only a
// refusal quotes: kept in a lean fight's memo by spell, since the tactics
// check every spell at every decision.
func (s *State) castLine(sp *compendium.Spell) string {
	m := s.memo
	if m == nil {
		return "cast " + sp.Name
	}
	if t, ok := m.castLines[sp]; ok {
		return t
	}
	if m.castLines == nil || len(m.castLines) >= maxSpellAttacks {
		m.castLines = make(map[*compendium.Spell]string, 8)
	}
	t := "cast " + sp.Name
	m.castLines[sp] = t
	return t
}

// spellAttack is the attack of caster k's sp cast with a slot of level slot.
func spellAttack(k *Caster, sp *compendium.Spell, slot int) *Attack {
	return &Attack{Name: sp.Name, Bonus: k.Attack, Damage: spellDamage(k, sp, slot), Ranged: sp.Attack == "ranged",
		Normal: sp.Range, Long: sp.Range, Reach: sp.Range}
}

type spellAttackKey struct {
	k    *Caster
	sp   *compendium.Spell
	slot int
}

// maxSpellAttacks bounds the spell attacks a memo keeps: a fight's casters
// have a few attack spells each, at a few slot levels.
const maxSpellAttacks = 64

// keptSpellAttack is spellAttack, kept in a lean fight's memo: the tactics
// preview every attack spell against every foe at every decision. A
// preview's Attack is read, never written, so the previews may share it.
func (s *State) keptSpellAttack(k *Caster, sp *compendium.Spell, slot int) *Attack {
	m := s.memo
	if m == nil {
		return spellAttack(k, sp, slot)
	}
	key := spellAttackKey{k, sp, slot}
	if w, ok := m.spellAttacks[key]; ok {
		return w
	}
	if m.spellAttacks == nil || len(m.spellAttacks) >= maxSpellAttacks {
		m.spellAttacks = make(map[spellAttackKey]*Attack, 8)
	}
	w := spellAttack(k, sp, slot)
	m.spellAttacks[key] = w
	return w
}

// PreviewSpiritualWeapon is PreviewSpellAttack for the bonus-action
// attack of a's spiritual weapon already on the map (`NAME spiritual
// weapon at TARGET`), moved next to t if need be, refused as that command
// would be (no weapon, its bonus action spent, t beyond the weapon's 20 ft
// move).
func (s *State) PreviewSpiritualWeapon(a, t int) (AttackPreview, error) {
	c := &s.Combatants[a]
	from, slot, ok := s.weaponSquare(a)
	switch {
	case !ok || c.Casting.Caster == nil:
		return AttackPreview{}, refuse(CodeCannot, "%s has no spiritual weapon", c.Name)
	case !c.Conds.CanAct() || c.Turn.Bonus:
		return AttackPreview{}, refuse(CodeNoAction, "%s has no bonus action", c.Name)
	}
	dest := from
	if s.squareDist(from, t) > grid.SquareFeet {
		dest, _ = s.nearSquare(from, 1, t)
	}
	if s.squareGap(from, dest) > weaponMove || s.squareDist(dest, t) > grid.SquareFeet {
		return AttackPreview{}, refuse(CodeOutOfReach, "%s is beyond the spiritual weapon's move", s.Combatants[t].Name)
	}
	sp, err := compendium.LookupSpell("spiritual-weapon")
	if err != nil {
		return AttackPreview{}, err
	}
	k := c.Casting.Caster
	w := &Attack{Name: "spiritual weapon", Bonus: k.Attack, Damage: spellDamage(k, sp, max(slot, sp.Level)), Reach: grid.SquareFeet, From: &dest}
	return s.previewWith(a, t, w)
}

// previewWith is PreviewAttack's ruling for an attack already built.
func (s *State) previewWith(a, t int, w *Attack) (AttackPreview, error) {
	d := &decider{st: s}
	dist, long, cov, _, err := s.attackCheck(a, t, w, false)
	if err != nil {
		return AttackPreview{}, err
	}
	ctx := d.attackContext(a, t, w, dist, long)
	p := AttackPreview{Attack: w, Bonus: w.Bonus + s.Combatants[a].Conds.D20Penalty(), AC: s.armorClass(t) + cov.Bonus(), Mode: rules.AttackMode(ctx),
		Crit: 20, Cover: cov, Damage: w.Damage, Dist: dist}
	if rules.AutoCrit(ctx) {
		p.Crit = 1
	}
	return p, nil
}
