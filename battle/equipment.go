package battle

import (
	"fmt"
	"slices"
	"strings"

	"github.com/skirmish-rpg/skirmish/compendium"
	"github.com/skirmish-rpg/skirmish/rules"
)

// Equipment from the compendium (docs/encounters.md, `weapons`, `armor`,
// `shield`): a combatant that names its gear gets the attacks and the armor
// class the gear gives, by these rules.
//
//   - Each weapon is an attack with the creature's proficiency bonus when
//     it is proficient with the weapon (equipment_prof.go: a character's
//     class and `proficiencies`; a stat block's creature always is) and
//     the ability buildAttack picks: Strength in
//     melee, Dexterity for ranged weapons, the better for finesse, the
//     melee ability for a thrown one (seed 000 "TYPICAL ATTACKS",
//     "Weapon properties"). The damage adds the same modifier.
//   - A melee weapon with the thrown property is two attacks: NAME in melee
//     and "thrown NAME" at its range, since an attack in the engine is
//     either melee or ranged. A dart, a ranged weapon, is only thrown.
//   - A versatile weapon is wielded in two hands, with its larger die, when
//     the creature carries no shield; with a shield, in one hand (seed 000
//     "Versatile", "DAMAGE DICE BY 2-HANDED WEAPON"). Thrown, it uses the
//     one-handed die.
//   - A siege engine attacks with its own bonus and adds no modifier (seed
//     000 "SEIGE EQUIPMENT"); an explosive or a cauldron of oil is an area
//     attack with a save, its damage as written.
//   - A net restrains and deals no damage (equipment_net.go). Another
//     weapon that deals no damage (bolas, a smoke grenade) has nothing the
//     engine can roll yet: Load refuses it.
//
// Armor class, unless `ac` is given (a stat block's AC already counts its
// armor, so `ac` — written or from a template — wins): light armor gives
// its base plus the Dexterity modifier, medium its base plus the modifier
// up to +2, heavy its base alone; with no armor, 10 plus the modifier
// (seed 000 "ARMOR CLASS"); a shield adds 2. Heavy armor whose Strength
// requirement the wearer's score falls short of costs 10 ft of every
// speed (seed 000, the note at the Dexterity table), whatever `ac` says.

// hasEquipment reports whether an entry names any gear.
func hasEquipment(spec *CombatantSpec) bool {
	return len(spec.Weapons) > 0 || spec.Armor != "" || spec.Shield
}

// weaponAttacks are the attacks an entry's weapons give, in its order: a
// weapon listed twice (a pair) gives its attacks once.
func weaponAttacks(spec *CombatantSpec) ([]AttackSpec, error) {
	var out []AttackSpec
	for i, id := range spec.Weapons {
		if slices.Contains(spec.Weapons[:i], id) {
			continue // a pair's second: one weapon's attacks (attack_offhand.go)
		}
		w, err := compendium.LookupWeapon(id)
		if err != nil {
			return nil, err
		}
		as, err := weaponSpecs(w, spec.Shield)
		if err != nil {
			return nil, err
		}
		out = append(out, as...)
	}
	return out, nil
}

// weaponSpecs is the attack entry (two for a thrown melee weapon) that a
// weapon gives a creature that does or doesn't carry a shield.
func weaponSpecs(w *compendium.Weapon, shield bool) ([]AttackSpec, error) {
	if w.ID == netWeapon {
		return []AttackSpec{netSpec(slices.Clone(w.Properties))}, nil // equipment_net.go
	}
	if w.Damage == "" {
		return nil, fmt.Errorf("weapon %s deals no damage: its effect (%s) is not in the engine yet", w.ID, w.Notes)
	}
	name := strings.ToLower(w.Name)
	dmg := func(die string) string { return die + "[" + string(w.DamageType) + "]" }
	if w.Area != "" {
		a := AttackSpec{Name: name, Damage: dmg(w.Damage), Area: w.Area, Save: w.Save, OnSave: w.OnSave, Weapon: w.ID}
		if w.Normal > 0 {
			a.Range = fmt.Sprint(w.Normal)
		}
		return []AttackSpec{a}, nil
	}
	base := AttackSpec{Name: name, Bonus: w.Bonus, Damage: dmg(w.Damage), Properties: slices.Clone(w.Properties), Weapon: w.ID}
	rng := fmt.Sprintf("%d/%d", w.Normal, w.Long)
	if !w.Melee() {
		base.Range = rng
		return []AttackSpec{base}, nil
	}
	melee := base
	melee.Properties = slices.DeleteFunc(slices.Clone(w.Properties), func(p string) bool { return p == "thrown" })
	melee.Reach = 5
	if w.Has("reach") {
		melee.Reach = 10
	}
	if w.Has("versatile") && !shield {
		melee.Damage = dmg(w.Versatile)
	}
	out := []AttackSpec{melee}
	if w.Ranged() { // thrown
		thrown := base
		thrown.Name, thrown.Range, thrown.Reach = "thrown "+name, rng, 5
		out = append(out, thrown)
	}
	return out, nil
}

// equipAC is the armor class an entry's gear gives it, or 0 when it names
// none or gives ac itself.
func equipAC(spec *CombatantSpec, sc rules.Scores) (int, error) {
	if spec.AC != 0 || !hasEquipment(spec) {
		return spec.AC, nil
	}
	dex := sc.Mod(rules.Dex)
	ac := 10 + dex + unarmoredDefense(spec, sc) // class.go
	if spec.Armor != "" {
		a, err := compendium.LookupArmor(spec.Armor)
		if err != nil {
			return 0, err
		}
		switch a.Category {
		case "light":
			ac = a.AC + dex
		case "medium":
			ac = a.AC + min(dex, 2)
		case "heavy":
			ac = a.AC
		default:
			return 0, fmt.Errorf("armor %s is a %s: write shield: true", a.ID, a.Category)
		}
	}
	if spec.Shield {
		s, err := compendium.LookupArmor("shield")
		if err != nil {
			return 0, err
		}
		ac += s.AC
	}
	return ac + styleAC(spec), nil // the Defense fighting style (class.go)
}

// armorSlows is the feet of speed heavy armor takes from a wearer short of
// its Strength requirement.
func armorSlows(spec *CombatantSpec, sc rules.Scores) (int, error) {
	if spec.Armor == "" {
		return 0, nil
	}
	a, err := compendium.LookupArmor(spec.Armor)
	if err != nil {
		return 0, err
	}
	if a.Category == "heavy" && a.Strength > 0 && sc.Score(rules.Str) < a.Strength {
		return 10, nil
	}
	return 0, nil
}

// equip applies an entry's gear to a combatant being built: its armor
// class and its speed. The weapons' attacks are built with the others.
func equip(c *Combatant, spec *CombatantSpec) error {
	ac, err := equipAC(spec, c.Scores)
	if err != nil {
		return err
	}
	c.AC, c.Armor = ac, spec.Armor
	if c.ShieldAC, err = shieldAC(spec); err != nil { // spell_forbid.go
		return err
	}
	slow, err := armorSlows(spec, c.Scores)
	if err != nil || slow == 0 {
		return err
	}
	for _, sp := range []*int{&c.Speed, &c.Speeds.Fly, &c.Speeds.Swim, &c.Speeds.Climb, &c.Speeds.Burrow} {
		if *sp > 0 {
			*sp = max(*sp-slow, 0)
		}
	}
	return nil
}

// heavyWeapon is the disadvantage a heavy weapon gives a Small or Tiny
// attacker (seed 000 "WEAPON PROPERTIES": "Heavy: Small creatures suffer
// disadvantage on attacks using this weapon"; SRD 5.1 "Heavy").
func heavyWeapon(c *Combatant, w *Attack) rules.Reasons {
	var r rules.Reasons
	if w.Has("heavy") && c.Size <= rules.Small {
		r.Add(false, "heavy weapon in a "+c.Size.String()+" creature's hands")
	}
	return r
}

// checkEquipment validates an entry's weapons, armor and shield at
// file:line, and writes the armor class its gear gives when ac is not
// given. It runs before the numbers are checked, so that ac may be left
// out of an entry that names its gear.
func (l *loader) checkEquipment(c *CombatantSpec, p string) error {
	seen := map[string]string{}
	for _, a := range c.Attacks {
		seen[strings.ToLower(strings.TrimSpace(a.Name))] = a.Name
	}
	var sc rules.Scores
	for k, v := range c.Abilities {
		if ab, err := rules.ParseAbility(k); err == nil && v > 0 {
			sc[ab] = v // a bad key or score is checkAbilities' to report
		}
	}
	for i, id := range c.Weapons {
		f := fmt.Sprintf("%s.weapons[%d]", p, i)
		w, err := compendium.LookupWeapon(id)
		if err != nil {
			return l.cause(nil, f, err, "%v", err)
		}
		c.Weapons[i] = w.ID
		if err := pairOf(w, c.Weapons[:i]); err != nil {
			return l.errf(f, "%v", err)
		}
		if slices.Contains(c.Weapons[:i], w.ID) {
			continue // the second of a pair: its attacks are the first's
		}
		as, err := weaponSpecs(w, c.Shield)
		if err != nil {
			return l.cause(nil, f, err, "%v", err)
		}
		for _, a := range as {
			if prev, ok := seen[strings.ToLower(a.Name)]; ok {
				return l.errf(f, "%s gives an attack named %q, and the entry's attacks have %q: rename the attack", w.ID, a.Name, prev)
			}
		}
	}
	if c.Armor = strings.TrimSpace(c.Armor); c.Armor != "" {
		a, err := compendium.LookupArmor(c.Armor)
		if err != nil {
			return l.cause(nil, p+".armor", err, "%v", err)
		}
		if a.Category == "shield" {
			return l.errf(p+".armor", "a shield is not armor: write shield: true beside the armor")
		}
		c.Armor = a.ID
	}
	if l.given(p + ".ac") {
		return nil // a stat block's AC wins: it already counts the armor
	}
	ac, err := equipAC(c, sc)
	if err != nil {
		return l.cause(nil, p+".armor", err, "%v", err)
	}
	c.AC = ac
	return nil
}
