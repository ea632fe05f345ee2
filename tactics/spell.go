package tactics

import (
	"fmt"
	"math"
	"slices"
	"strconv"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/compendium"
	"github.com/skirmish-rpg/skirmish/grid"
)

// Spells, weighed on the scale of every option: the expected damage a
// cast deals (an attack spell by its hit chance from battle's own
// ruling, a save spell by the target's save against the caster's DC,
// half on a success where the spell says so, every dart or beam), less
// what the slot it spends would be worth later in the fight (slotCost).
// Areas are placed where they catch the most foes and no ally; a
// concentration spell is not cast over one still held; healing goes to a
// downed ally first (worthUp, care.go). Buffs are weighed by the damage
// they add or turn away for the rounds ahead (spell_support.go,
// spell_ward.go, spell_haste.go, spell_shillelagh.go), Sleep by the foes
// it would put to sleep and never an ally (spell_sleep.go).
//
// The candidates of every spell and slot are weighed first, cheaply, and
// only the best for the action and the best for the bonus action become
// options: for those, battle.CastCheck makes the cast command's own
// checks, so an option is never a command the rules refuse.

// cast is a candidate spell: what, where, and its worth.
type cast struct {
	sp      *compendium.Spell
	slot    int   // 0: a cantrip, or the spell's own level
	targets []int // the creatures named, in order
	at      grid.Square
	area    bool // cast at (or toward) the square at
	toward  bool
	weapon  bool       // `NAME spiritual weapon at TARGET`, not a cast
	gain    float64    // its worth before the slot's cost
	cost    float64    // the slot's worth later (slotCost)
	note    string     // what the gain is, for the Why (noteText: made from nf and na when set)
	nf      string     // a format for the note, formatted only for the cast chosen
	nx      [3]float64 // its numbers
	ns      string     // its name, for the formats that end with one
	nk      noteKind   // which arguments nf takes
	before  int        // a foe + 1: the cast goes before the turn's first blow on it (option.before), 0 for none
}

// noteKind says which of a cast's note arguments its format takes.
type noteKind uint8

const (
	noteFixed     noteKind = iota // note as it is
	noteOne                       // nx[0]
	noteTwo                       // nx[0], nx[1]
	noteIntMiddle                 // nx[0], int(nx[1]), nx[2]
	noteName                      // nx[0], ns
	noteNameOne                   // ns, nx[0]
	noteNameInts                  // ns, int(nx[0]), int(nx[1])
	noteNameOnly                  // ns
	noteInt                       // int(nx[0])
	noteIntOne                    // int(nx[0]), nx[1]
	noteWard                      // int(nx[0]), int(nx[1]), ns, nx[2]
	noteNameTwo                   // ns, nx[0], nx[1]
)

// noteText is the note, formatted now: most candidates are weighed and
// dropped, and their text would cost more than their weighing.
func (k *cast) noteText() string {
	switch k.nk {
	case noteOne:
		return fmt.Sprintf(k.nf, k.nx[0])
	case noteTwo:
		return fmt.Sprintf(k.nf, k.nx[0], k.nx[1])
	case noteIntMiddle:
		return fmt.Sprintf(k.nf, k.nx[0], int(k.nx[1]), k.nx[2])
	case noteName:
		return fmt.Sprintf(k.nf, k.nx[0], k.ns)
	case noteNameOne:
		return fmt.Sprintf(k.nf, k.ns, k.nx[0])
	case noteNameInts:
		return fmt.Sprintf(k.nf, k.ns, int(k.nx[0]), int(k.nx[1]))
	case noteNameOnly:
		return fmt.Sprintf(k.nf, k.ns)
	case noteInt:
		return fmt.Sprintf(k.nf, int(k.nx[0]))
	case noteIntOne:
		return fmt.Sprintf(k.nf, int(k.nx[0]), k.nx[1])
	case noteNameTwo:
		return fmt.Sprintf(k.nf, k.ns, k.nx[0], k.nx[1])
	case noteWard:
		return fmt.Sprintf(k.nf, int(k.nx[0]), int(k.nx[1]), k.ns, k.nx[2])
	}
	return k.note
}

func (k *cast) score() float64 { return k.gain - k.cost }

// byMore orders by x > y first, as a comparison for slices' sorts: a
// sort by it is the one of sort's with less(i, j) = x > y.
func byMore(x, y float64) int {
	switch {
	case x > y:
		return -1
	case y > x:
		return 1
	}
	return 0
}

// fightState is what the slot costs and the buffs' worth read: the hit
// points standing on each side.
type fightState struct {
	foeHP, ourHP float64
	rounds       float64 // the rounds the fight is reckoned to last yet
}

func (p *Policy) fight(v *view) fightState {
	var f fightState
	for _, t := range v.foes {
		if c := &v.s.Combatants[t]; !c.Down() {
			f.foeHP += float64(c.HP.Current)
		}
	}
	our := float64(max(v.c.HP.Current, 0))
	dpr := p.perRound(v.c)
	for _, t := range v.allies {
		c := &v.s.Combatants[t]
		our += float64(max(c.HP.Current, 0))
		if !c.Down() {
			dpr += p.perRound(c)
		}
	}
	f.ourHP = our
	f.rounds = min(max(f.foeHP/max(dpr, 1), 1), 5)
	return f
}

// slotCost is what a spell slot of level lv is worth kept for later: about
// three hit points of damage a level, the more so the fewer of that level
// are left; half as much when the fight is at stake (the foes stand with
// more hit points than the caster's side), twice when it is nearly won,
// more for a cautious caster and less for an aggressive one. Cantrips are
// free.
func (p *Policy) slotCost(v *view, f *fightState, lv int) float64 {
	if lv == 0 {
		return 0
	}
	cost := 3 * float64(lv) * (1 + 1/float64(max(v.s.SmiteSlotsLeft(v.a, lv), 1))) // a smiting paladin's class table's slots too
	switch {
	case f.foeHP > f.ourHP:
		cost *= 0.5
	case f.foeHP < 0.3*f.ourHP:
		cost *= 2
	}
	switch v.preset {
	case "cautious":
		cost *= 1.5
	case "aggressive":
		cost *= 0.6
	}
	return cost
}

// spellOptions: the spells the creature could cast now, each where it
// does the most good, and its spiritual weapon's attack.
func (p *Policy) spellOptions(v *view, add func(option)) {
	k := v.c.Casting.Caster
	if k == nil || !v.c.Conds.CanAct() || len(v.foes) == 0 {
		return
	}
	p.casts, p.lastSp, p.tgts, p.spvSp = p.casts[:0], nil, p.tgts[:0], nil
	f := p.fight(v)
	conc := v.s.Concentrating(v.a)
	for _, sp := range k.Spells {
		if sp.Casting == "reaction" || sp.Concentration && conc {
			continue // a reaction is offered (react.go); a held concentration spell is kept
		}
		for slot := sp.Level; slot <= 9; slot++ {
			if slot > sp.Level && !upcasts(sp) {
				break
			}
			s := slot
			if sp.Cantrip() {
				s = 0
			}
			if v.s.CastReady(v.a, sp, s) {
				p.spellCasts(v, &f, sp, s)
			}
			if sp.Cantrip() {
				break
			}
		}
	}
	p.weaponCasts(v)
	p.offerCasts(v, add)
}

// upcasts reports whether a higher slot does more with the spell.
func upcasts(sp *compendium.Spell) bool {
	return sp.Upcast != "" || sp.UpcastCount > 0
}

// spellCasts adds the candidates of one spell cast with one slot.
func (p *Policy) spellCasts(v *view, f *fightState, sp *compendium.Spell, slot int) {
	cost := p.slotCost(v, f, slot)
	switch {
	case sp.Rule == "sleep":
		p.sleepCast(v, f, sp, slot, cost) // spell_sleep.go
	case sp.Rule == "haste":
		p.hasteCast(v, f, sp, slot, cost) // spell_haste.go
	case sp.Rule == "shillelagh":
		p.shillelaghCast(v, f, sp) // spell_shillelagh.go
	case sp.ACBonus > 0 || sp.ACBase > 0 || sp.ACMin > 0:
		p.wardCast(v, f, sp, slot, cost) // spell_ward.go: shield of faith, mage armor, barkskin
	case sp.Area != "" && sp.Damage != "":
		p.areaCast(v, sp, slot, cost)
	case sp.Heal != "" && sp.Area == "":
		p.healCast(v, f, sp, slot, cost)
	case sp.Rule == "hunters-mark":
		p.markCast(v, f, sp, slot, cost)
	case sp.Attack != "" && sp.Damage != "":
		p.attackCast(v, f, sp, slot, cost)
	case sp.HasSave && sp.Damage != "" && sp.Area == "":
		p.saveCast(v, sp, slot, cost)
	case sp.Damage != "" && sp.Area == "" && sp.Count > 0: // magic missile's darts
		p.dartCast(v, sp, slot, cost)
	case sp.RollBonus != "":
		p.blessCast(v, f, sp, slot, cost)
	case sp.HasSave && sp.Condition == "paralyzed":
		p.holdCast(v, f, sp, slot, cost)
	}
}

// foeWorth is a foe worth aiming a spell at: standing, or downed for a
// ruthless caster.
func foeWorth(v *view, t int) bool {
	return !v.s.Combatants[t].Down() || v.preset == "ruthless"
}

// killBonus is what an expected blow of dmg adds for a likely kill and
// for a wounded target, as attack options weigh it (attack.go).
func killBonus(tc *battle.Combatant, dmg, chance float64) float64 {
	b := 0.0
	if tc.HP.Current > 0 && dmg >= float64(tc.HP.Current+tc.HP.Temp) {
		b += chance * 10
	}
	if tc.HP.Max > 0 {
		b += 2 * (1 - float64(tc.HP.Current)/float64(tc.HP.Max))
	}
	return b
}

// upTo is the damage a cast on creature tc is counted for: a cast that
// spends a slot no more than the hit points tc has left, since damage
// past them is lost with the slot. A magic missile's 10.5 on a goblin with
// 1 hit point left outweighed the slot, and the wizard spent its last one
// there rather than fire bolt it (the kill's worth is killBonus's, for
// every cast). Cantrips spend nothing and are weighed as attacks are.
func upTo(tc *battle.Combatant, slot int, dmg float64) float64 {
	if slot == 0 || tc.HP.Current <= 0 {
		return dmg
	}
	return min(dmg, float64(tc.HP.Current+tc.HP.Temp))
}

// attackCast: a spell attack (fire bolt, guiding bolt, the spiritual
// weapon's first blow, eldritch blast's beams all at one foe) on each foe.
func (p *Policy) attackCast(v *view, f *fightState, sp *compendium.Spell, slot int, cost float64) {
	if sp.Rule == "spiritual-weapon" && v.s.HasSpellOn(v.a, sp.ID) {
		return // its weapon is out: move it and attack (weaponCasts)
	}
	n := 1
	if sp.Scaling == "beams" {
		n = sp.CountAt(v.c.Casting.Level, slot)
	}
	awake := len(v.s.Effects) > 0 && p.awakeFoe(v) // sleep.go
	for _, t := range v.foes {
		burn := comesBack(v.s, t) // a downed troll: only fire or acid is worth aiming at it (regen.go)
		if !burn && !foeWorth(v, t) {
			continue
		}
		pv, err := p.previewSpell(v, t, sp, slot) // spell_preview.go
		if err != nil || burn && !stopsRegen(v.s, t, pv.Damage) {
			continue
		}
		hit, crit := pv.HitChance()
		fac := p.factor(v.s, t, pv)
		dmg := p.meanOf(pv.Damage) * fac
		exp := float64(n) * (hit*dmg + crit*p.critExtra(pv)*fac)
		gain := upTo(&v.s.Combatants[t], slot, exp) + killBonus(&v.s.Combatants[t], dmg, hit)
		if burn { // one hit of its n beams stops the regeneration
			gain = (1 - math.Pow(1-hit, float64(n))) * worthBurn
		}
		if awake && v.s.Asleep(t) {
			gain -= p.wakeCost(v.s, t, pv, hit) // a blow that leaves a sleeper standing wakes it
		}
		note := "%.1f damage expected"
		switch sp.Rule {
		case "spiritual-weapon": // and a bonus-action blow each later round while it lasts
			gain += (f.rounds - 1) * (hit*dmg + crit*p.critExtra(pv)*fac)
			note = "%.1f damage expected now, a bonus-action blow each round after"
		case "guiding":
			gain += hit * 2 // the next attack on it has advantage
		}
		p.casts = append(p.casts, cast{sp: sp, slot: slot, targets: p.one(t), gain: gain, cost: cost,
			nf: note, nx: [3]float64{exp}, nk: noteOne})
	}
}

// saveCast: a save spell on one foe (sacred flame, poison spray,
// dissonant whispers): the damage if it fails, half if it succeeds where
// the spell says so.
func (p *Policy) saveCast(v *view, sp *compendium.Spell, slot int, cost float64) {
	k := v.c.Casting.Caster
	e := v.s.SpellDamage(v.a, sp, slot)
	typ := string(sp.DamageType)
	for _, t := range v.foes {
		if !foeWorth(v, t) || v.s.Distance(v.a, t) > sp.Range {
			continue
		}
		ok := v.s.SaveChance(t, sp.Save, k.DC, battle.NoCover)
		dmg := p.meanOf(e) * v.s.DamageFactor(t, typ)
		exp := dmg * v.s.DamageShare(t, sp.Save, k.DC, battle.NoCover, sp.OnSave == "half") // Evasion included
		p.casts = append(p.casts, cast{sp: sp, slot: slot, targets: p.one(t), gain: upTo(&v.s.Combatants[t], slot, exp) + killBonus(&v.s.Combatants[t], dmg, 1-ok), cost: cost,
			nf: "%.0f%% to fail the DC %d save, %.1f damage expected", nx: [3]float64{100 * (1 - ok), float64(k.DC), exp}, nk: noteIntMiddle})
	}
}

// dartCast: magic missile's darts, every one at one foe (they always
// hit).
func (p *Policy) dartCast(v *view, sp *compendium.Spell, slot int, cost float64) {
	n := float64(sp.CountAt(v.c.Casting.Level, slot))
	e := v.s.SpellDamage(v.a, sp, slot)
	for _, t := range v.foes {
		if !foeWorth(v, t) || v.s.Distance(v.a, t) > sp.Range {
			continue
		}
		dmg := n * p.meanOf(e) * v.s.DamageFactor(t, string(sp.DamageType))
		p.casts = append(p.casts, cast{sp: sp, slot: slot, targets: p.one(t), gain: upTo(&v.s.Combatants[t], slot, dmg) + killBonus(&v.s.Combatants[t], dmg, 1), cost: cost,
			nf: "%.0f darts that never miss, %.1f damage expected", nx: [3]float64{n, dmg}, nk: noteTwo})
		p.dartSplit(v, sp, slot, cost, int(n), t)
	}
}

// dartSplit adds the cast whose darts drop t for sure and go, the rest
// of them, to the foe they are worth most on (the darts may each have a
// target: SRD 5.1 "Magic Missile": "The darts all strike simultaneously,
// and you can direct them to hit one creature or several"): as many on t
// as drop it at the least the die can roll (rolled once for all the
// darts), when fewer than all do. All on a goblin with 3 hit points left,
// the darts past the first were lost.
func (p *Policy) dartSplit(v *view, sp *compendium.Spell, slot int, cost float64, n, t int) {
	e := v.s.SpellDamage(v.a, sp, slot)
	tc, kind := &v.s.Combatants[t], string(sp.DamageType)
	lo := float64(p.lowOf(e)) * v.s.DamageFactor(t, kind)
	left := tc.HP.Current + tc.HP.Temp
	if lo <= 0 || tc.HP.Current <= 0 {
		return
	}
	d := int(math.Ceil(float64(left) / lo)) // darts that drop it whatever the roll
	if d >= n {
		return
	}
	m := p.meanOf(e)
	other, otherGain, otherDmg := -1, 0.0, 0.0
	for _, u := range v.foes {
		if u == t || !foeWorth(v, u) || v.s.Distance(v.a, u) > sp.Range {
			continue
		}
		dmg := float64(n-d) * m * v.s.DamageFactor(u, kind)
		if g := upTo(&v.s.Combatants[u], slot, dmg) + killBonus(&v.s.Combatants[u], dmg, 1); g > otherGain {
			other, otherGain, otherDmg = u, g, dmg
		}
	}
	if other < 0 {
		return
	}
	dmg := float64(d) * m * v.s.DamageFactor(t, kind)
	from := len(p.tgts)
	for i := range n {
		if i < d {
			p.tgts = append(p.tgts, t)
		} else {
			p.tgts = append(p.tgts, other)
		}
	}
	p.casts = append(p.casts, cast{sp: sp, slot: slot, targets: p.tgts[from:len(p.tgts):len(p.tgts)], gain: upTo(tc, slot, dmg) + killBonus(tc, dmg, 1) + otherGain, cost: cost,
		nf: "%.0f darts that never miss, %d of them enough to drop the first foe named, the rest on the other: %.1f damage expected", nx: [3]float64{float64(n), float64(d), dmg + otherDmg}, nk: noteIntMiddle})
}

// offerCasts turns the best candidate for the action and the best for
// the bonus action into options, each the first in order of worth that
// the cast command's own checks accept.
func (p *Policy) offerCasts(v *view, add func(option)) {
	if len(p.casts) == 0 {
		return
	}
	// Those worth casting, by worth, ties in the order weighed: their
	// indexes are sorted, not the candidates themselves (large to move),
	// and by slices' sort, which unlike sort's needs no reflection nor a
	// closure on the heap.
	order := p.order[:0]
	for i := range p.casts {
		if p.casts[i].score() > 0 {
			order = append(order, i)
		}
	}
	p.order = order
	slices.SortStableFunc(order, func(i, j int) int { return byMore(p.casts[i].score(), p.casts[j].score()) })
	done := [2]bool{}
	for _, i := range order {
		k := &p.casts[i]
		slot, b := SlotAction, 0
		if k.weapon || k.sp.Casting == "bonus" {
			slot, b = SlotBonus, 1
		}
		if done[b] {
			continue
		}
		if !k.weapon {
			var at *grid.Square
			if k.area {
				at = &k.at
			}
			if v.s.CastCheck(v.a, k.sp, k.slot, k.targets, at, k.toward) != nil {
				continue
			}
		}
		done[b] = true
		why := ""
		if !v.lineOnly {
			why = p.castWhy(v, k)
		}
		o := option{slot: slot, score: k.score(), why: why, plan: plan{kind: planCast, cast: k}} // its line written if chosen (finish)
		switch {
		case k.before > 0 && slot == SlotBonus:
			o.before = k.before // Shillelagh: before the blows it adds to (blowsFirst)
		case !k.weapon && k.sp.Rule == "hunters-mark" && slot == SlotBonus && len(k.targets) == 1:
			o.before = k.targets[0] + 1 // before the blows it adds to (blowsFirst)
		}
		add(o)
		if done[0] && done[1] {
			return
		}
	}
}

// castLine is the command: `NAME cast SPELL at|on TARGET[, ...]|toward
// SQUARE [level N]`, or the spiritual weapon's `NAME spiritual weapon at
// TARGET`.
func (p *Policy) castLine(v *view, k *cast) string {
	b := make([]byte, 0, 80) // on the stack: the line is its one allocation
	b = append(b, v.c.Name...)
	if k.weapon {
		b = append(b, " spiritual weapon at "...)
		return string(append(b, name(v.s, k.targets[0])...))
	}
	b = append(b, " cast "...)
	b = append(b, p.spellWords(k.sp)...) // command.go
	switch {
	case k.area && k.toward:
		b = k.at.Append(append(b, " toward "...))
	case k.area:
		b = k.at.Append(append(b, " at "...))
	case len(k.targets) > 0 && !castsOnSelf(v, k):
		b = append(b, " on "...)
		for i, t := range k.targets {
			if i > 0 {
				b = append(b, ", "...)
			}
			b = append(b, name(v.s, t)...)
		}
	}
	if k.slot > k.sp.Level && k.sp.Level > 0 {
		b = strconv.AppendInt(append(b, " level "...), int64(k.slot), 10)
	}
	return string(b)
}

// castWhy says why, like a ruling.
func (p *Policy) castWhy(v *view, k *cast) string {
	if k.weapon {
		return "its spiritual weapon: " + k.noteText()
	}
	what := k.sp.Name
	why := what + ": " + k.noteText()
	if k.slot > 0 {
		why += fmt.Sprintf("; worth the level %d slot (kept, it would be worth %.1f later)", k.slot, k.cost)
		if k.slot > k.sp.Level {
			why += fmt.Sprintf(", upcast from level %d for more", k.sp.Level)
		}
	} else if k.sp.Cantrip() {
		why += "; a cantrip spends no slot"
	}
	return why
}
