package compendium

import (
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	yaml "go.yaml.in/yaml/v4"

	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/rules"
)

// actions maps the actions with an attack roll or damage to attacks and
// reports the others; it returns how many had an attack bonus or damage
// and how many of those it mapped whole.
func (im *importer) actions(list []jsonAction) (n, mapped int) {
	for i := range list {
		a := &list[i]
		part := "action " + a.Name
		switch {
		case a.MultiattackType != "" || strings.EqualFold(a.Name, "Multiattack"):
			continue // after the attacks: it names them
		case a.AttackBonus == nil && len(a.Damage) == 0:
			im.miss(part, "no attack roll or damage: its effect is in the description only")
			continue
		}
		n++
		if im.action(a, part) {
			mapped++
		}
	}
	return n, mapped
}

// action maps one action with an attack bonus or damage; true when it is
// mapped whole.
func (im *importer) action(a *jsonAction, part string) bool {
	name := strings.ToLower(strings.TrimSpace(a.Name))
	switch {
	case len(a.Options) > 0 || len(a.ActionOptions) > 0:
		im.miss(part, "a choice between options: the engine has no choices yet")
		return false
	case name == "" || strings.ContainsAny(name, "\n\r\t"):
		im.miss(part, "no name to call it by")
		return false
	case im.names[name]:
		im.miss(part, "a second action of the same name")
		return false
	}
	damage, two, props, saveDamage, whole, ok := im.damage(a, part)
	if !ok {
		return false
	}
	attack := flowMap()
	attack.Content = append(attack.Content, str("name"), str(name))
	area := false
	switch {
	case a.AttackBonus != nil:
		if !im.weaponAttack(a, part, attack, damage, two, props) {
			return false
		}
		if !im.atRange(a, part) {
			whole = false
		}
		if !im.rider(a, part, attack, saveDamage) {
			whole = false
		}
	case a.DC != nil:
		if two != "" {
			im.miss(part, "two-handed damage %s on a saving throw: not mapped", two)
			whole = false
		}
		for _, d := range saveDamage {
			whole = false
			im.miss(part, "%s %s damage on a second DC %d %s save: not mapped", d.DamageDice, typeOf(d), d.DC.DCValue, d.DC.DCType.Name)
		}
		if !im.areaAttack(a, part, attack, damage) {
			return false
		}
		area = true
	default:
		im.miss(part, "damage with neither an attack roll nor a saving throw: the engine has no such action")
		return false
	}
	if u := a.Usage; u != nil {
		if u.Type == "recharge on roll" && (u.Dice == "" || u.Dice == "1d6") && u.MinValue >= 2 && u.MinValue <= 6 && len(im.attacks) < 64 {
			attack.Content = append(attack.Content, str("recharge"), num(u.MinValue))
		} else {
			im.approx(part, "%s: the engine lets it be used every turn", usageText(u))
		}
	}
	im.names[name] = true
	im.areas[name] = area
	im.order = append(im.order, name)
	im.attacks = append(im.attacks, attack)
	return whole
}

func usageText(u *jsonUsage) string {
	switch u.Type {
	case "recharge on roll":
		if u.MinValue == 6 {
			return "recharge 6"
		}
		return fmt.Sprintf("recharge %d-6", u.MinValue)
	case "per day":
		return fmt.Sprintf("%d/day", u.Times)
	case "recharge after rest":
		return "recharges after a " + strings.Join(u.RestTypes, " or ") + " rest"
	}
	return "usage " + strconv.Quote(u.Type)
}

// damage joins the damage entries into one expression with a label per
// type: "2d6+5[bludgeoning] + 1d12[acid]". A versatile weapon's choice of
// one- and two-handed damage gives two expressions: expr with the
// one-handed damage, two with the two-handed (the entry's `versatile`),
// "" when there is no such choice. The entries dealt on a failed save are
// returned apart, for on_hit; ok is false when nothing can be mapped.
func (im *importer) damage(a *jsonAction, part string) (expr, two string, props []string, saveDamage []jsonDamage, whole, ok bool) {
	var terms, twoTerms []string
	whole, choices := true, 0
	for _, d := range a.Damage {
		switch {
		case len(d.Choose) > 0:
			one, both, ok := versatile(d)
			if !ok {
				im.miss(part, "a choice of damage (%s): the engine has no choices yet", choiceText(d))
				return "", "", nil, nil, false, false
			}
			t, err := term(one)
			if err != nil {
				im.miss(part, "%v", err)
				return "", "", nil, nil, false, false
			}
			t2, err := term(both)
			if err != nil {
				im.miss(part, "%v", err)
				return "", "", nil, nil, false, false
			}
			if choices++; choices == 1 {
				props = append(props, "versatile")
			}
			terms, twoTerms = append(terms, t), append(twoTerms, t2)
		case d.DC != nil:
			saveDamage = append(saveDamage, d)
		default:
			t, err := term(d)
			if err != nil {
				im.miss(part, "%v", err)
				return "", "", nil, nil, false, false
			}
			terms, twoTerms = append(terms, t), append(twoTerms, t)
		}
	}
	if len(terms) == 0 {
		im.miss(part, "no damage roll: its effect is in the description only")
		return "", "", nil, nil, false, false
	}
	expr = strings.Join(terms, " + ")
	if _, err := dice.Parse(expr); err != nil {
		im.miss(part, "damage %q: %v", expr, err)
		return "", "", nil, nil, false, false
	}
	if choices > 0 {
		two = strings.Join(twoTerms, " + ")
	}
	return expr, two, props, saveDamage, whole, true
}

var atRangePattern = regexp.MustCompile(`damage in melee,? or \d+ \(([^)]*)\) (\w+) damage at range`)

// atRange reports whether a Melee or Ranged attack deals one damage both
// ways: a description with "in melee or ... at range" (SRD 5.1 Bugbear's
// javelin) has a thrown damage the 5e-database keeps only in its text,
// which the entry does not carry.
func (im *importer) atRange(a *jsonAction, part string) bool {
	m := atRangePattern.FindStringSubmatch(a.Desc)
	if m == nil {
		return true
	}
	im.miss(part, "%s %s damage at range (the description's): not mapped, the thrown attack deals the melee damage; write the thrown use apart as \"thrown %s\"",
		strings.ReplaceAll(m[1], " ", ""), m[2], strings.ToLower(strings.TrimSpace(a.Name)))
	return false
}

var dicePattern = regexp.MustCompile(`^(\d{1,3}(d\d{1,3})?)(\s*[+-]\s*\d{1,3})?$`)

// term is one damage entry: "2d6+5" and bludgeoning make
// "2d6+5[bludgeoning]".
func term(d jsonDamage) (string, error) {
	t, err := rules.ParseDamageType(typeOf(d))
	if err != nil {
		return "", fmt.Errorf("damage type %q: not one the engine knows", typeOf(d))
	}
	dd := strings.TrimSpace(d.DamageDice)
	if !dicePattern.MatchString(dd) {
		return "", fmt.Errorf("damage dice %q: not dice like 2d6+3", d.DamageDice)
	}
	return strings.ReplaceAll(dd, " ", "") + "[" + string(t) + "]", nil
}

func typeOf(d jsonDamage) string {
	if d.DamageType == nil {
		return ""
	}
	return d.DamageType.Index
}

// versatile recognises the one choice the importer maps: a versatile
// weapon's one-handed and two-handed damage of one type.
func versatile(d jsonDamage) (one, two jsonDamage, ok bool) {
	if d.From == nil || len(d.From.Options) != 2 {
		return one, two, false
	}
	one, two = d.From.Options[0], d.From.Options[1]
	return one, two, one.Notes == "One handed" && two.Notes == "Two handed" && typeOf(one) == typeOf(two) && string(d.Choose) == "1"
}

func choiceText(d jsonDamage) string {
	if d.From == nil {
		return "no options"
	}
	var opts []string
	for _, o := range d.From.Options {
		opts = append(opts, strings.TrimSpace(o.DamageDice+" "+typeOf(o)))
	}
	return strings.Join(opts, " or ")
}

var (
	toHitPattern = regexp.MustCompile(`([+-]\d+) to hit`)
	reachPattern = regexp.MustCompile(`reach (\d+) ft`)
	rangePattern = regexp.MustCompile(`range (\d+)(?:/(\d+))? ft`)
)

// weaponAttack fills an attack roll's bonus, damage, reach, range and
// thrown from the action and its description.
func (im *importer) weaponAttack(a *jsonAction, part string, attack *yaml.Node, damage, two string, props []string) bool {
	bonus := *a.AttackBonus
	if bonus < -10 || bonus > 30 {
		im.miss(part, "attack bonus %d is outside -10 to 30", bonus)
		return false
	}
	desc := a.Desc
	if m := toHitPattern.FindStringSubmatch(desc); m != nil {
		if n, _ := strconv.Atoi(m[1]); n != bonus {
			im.approx(part, "the description says %s to hit, attack_bonus %d: took attack_bonus", m[1], bonus)
		}
	}
	kind, _, _ := strings.Cut(desc, ":")
	melee := strings.Contains(kind, "Melee")
	ranged := strings.Contains(kind, "Ranged")
	reach, rng := 5, ""
	if m := reachPattern.FindStringSubmatch(desc); m != nil {
		reach, _ = strconv.Atoi(m[1])
	}
	if m := rangePattern.FindStringSubmatch(desc); m != nil {
		rng = m[1]
		if m[2] != "" {
			rng += "/" + m[2]
		}
	}
	switch {
	case ranged && rng == "":
		im.miss(part, "a ranged attack whose description gives no range")
		return false
	case !ranged:
		rng = "" // a melee attack's "range" is some effect's
	case melee:
		props = append(props, "thrown") // the engine plays NAME in melee and "thrown NAME" at range
	}
	if two != "" && ranged && !melee {
		im.miss(part, "two-handed damage %s on a ranged attack: the engine's versatile damage is for melee", two)
		return false
	}
	if !melee && !ranged {
		im.approx(part, "the description does not say melee or ranged: taken as a melee attack, reach %d ft.", reach)
	}
	attack.Content = append(attack.Content, str("bonus"), num(bonus), str("damage"), str(damage))
	if two != "" {
		attack.Content = append(attack.Content, str("versatile"), str(two))
	}
	if (melee || !ranged) && reach != 5 {
		if reach < 5 || reach > 1000 {
			im.miss(part, "reach %d ft. (a swarm's bite of the creatures in its space): the engine's reach is 5 ft. or more", reach)
			return false
		}
		attack.Content = append(attack.Content, str("reach"), num(reach))
	}
	if rng != "" {
		attack.Content = append(attack.Content, str("range"), str(rng))
	}
	if len(props) > 0 {
		seq := &yaml.Node{Kind: yaml.SequenceNode, Tag: "!!seq", Style: yaml.FlowStyle}
		for _, p := range props {
			seq.Content = append(seq.Content, str(p))
		}
		attack.Content = append(attack.Content, str("properties"), seq)
	}
	return true
}

var areaPatterns = []struct {
	re    *regexp.Regexp
	shape func(m []string) string
}{
	{regexp.MustCompile(`(\d+)-foot cone`), func(m []string) string { return "cone " + m[1] }},
	{regexp.MustCompile(`(\d+)-foot line that is (\d+) (?:feet|ft\.?) wide`), func(m []string) string { return line(m[1], m[2]) }},
	{regexp.MustCompile(`line (?:of \w+ )?that is (\d+) (?:feet|ft\.?) long and (\d+) (?:feet|ft\.?) wide`), func(m []string) string { return line(m[1], m[2]) }},
	{regexp.MustCompile(`(\d+)-foot-radius sphere`), func(m []string) string { return "sphere " + m[1] }},
	{regexp.MustCompile(`(\d+)-foot cube`), func(m []string) string { return "cube " + m[1] }},
	{regexp.MustCompile(`at a point (?:it|that it) can see within (\d+) feet of it\. Each creature within (\d+) feet of that point`),
		func(m []string) string { return "sphere " + m[2] + " range " + m[1] }},
}

func line(length, width string) string {
	if width == "5" {
		return "line " + length
	}
	return "line " + length + "x" + width
}

var abilityNames = map[string]string{"str": "str", "dex": "dex", "con": "con", "int": "int", "wis": "wis", "cha": "cha"}

// areaAttack maps a saving throw action with damage and an area named in
// its description: a breath weapon.
func (im *importer) areaAttack(a *jsonAction, part string, attack *yaml.Node, damage string) bool {
	var areas []string
	for _, p := range areaPatterns {
		if m := p.re.FindStringSubmatch(a.Desc); m != nil {
			areas = append(areas, p.shape(m))
		}
	}
	if len(areas) != 1 {
		if len(areas) == 0 {
			im.miss(part, "a saving throw with no area the description names (a cone, line, sphere or cube): the engine has no such action")
		} else {
			im.miss(part, "the description names several areas (%s)", strings.Join(areas, ", "))
		}
		return false
	}
	area, rng, _ := strings.Cut(areas[0], " range ")
	ability, ok := abilityNames[a.DC.DCType.Index]
	if !ok || a.DC.DCValue < 1 || a.DC.DCValue > 40 {
		im.miss(part, "saving throw %q DC %d: not one the engine takes", a.DC.DCType.Index, a.DC.DCValue)
		return false
	}
	onSave := a.DC.SuccessType
	half := strings.Contains(a.Desc, "half as much damage")
	switch {
	case onSave == "none" && half:
		onSave = "half"
		im.approx(part, "success_type none, but the description says half as much damage on a successful save: took half")
	case onSave != "half" && onSave != "none":
		im.miss(part, "success_type %q: the engine knows half and none", onSave)
		return false
	}
	attack.Content = append(attack.Content, str("area"), str(area))
	if rng != "" {
		attack.Content = append(attack.Content, str("range"), plain(rng))
	}
	attack.Content = append(attack.Content, str("save"), str(fmt.Sprintf("%s %d", ability, a.DC.DCValue)))
	if onSave == "none" {
		attack.Content = append(attack.Content, str("on_save"), str("none"))
	}
	attack.Content = append(attack.Content, str("damage"), str(damage))
	return true
}

// multiattack maps a Multiattack that makes one attack several times to
// extra_attacks, one that mixes attacks to multiattack (mixedMultiattack),
// and reports any other.
func (im *importer) multiattack(list []jsonAction) {
	for _, a := range list {
		if a.MultiattackType == "" && !strings.EqualFold(a.Name, "Multiattack") {
			continue
		}
		part := "action " + a.Name
		if a.MultiattackType == "action_options" && len(a.Actions) == 0 {
			if why := im.optionsMultiattack(a, part); why != "" { // "or two ranged attacks" (import_multi.go)
				im.miss(part, "%s", why)
			}
			continue
		}
		if a.MultiattackType != "actions" || len(a.Actions) == 0 {
			im.miss(part, "a choice between sets of attacks, or none listed: the engine has no choices yet")
			continue
		}
		var made []string
		why := ""
		for _, x := range a.Actions {
			var count int
			if err := json.Unmarshal(x.Count, &count); err != nil || count < 1 || count > 11 || len(made)+count > 11 {
				why = fmt.Sprintf("%s attacks %s times: not a number of attacks the engine takes", x.ActionName, strings.Trim(string(x.Count), `"`))
				break
			}
			for range count {
				made = append(made, strings.ToLower(strings.TrimSpace(x.ActionName)))
			}
		}
		if why == "" && (hasKey(im.root, "extra_attacks") || hasKey(im.root, "multiattack")) {
			why = "a second multiattack"
		}
		if why != "" {
			im.miss(part, "%s", why)
			continue
		}
		target, total := made[0], len(made)
		if slices.ContainsFunc(made, func(n string) bool { return n != target }) {
			if why := im.mixedMultiattack(a, made); why != "" {
				im.miss(part, "%s", why)
			}
			continue
		}
		if !im.names[target] {
			im.miss(part, "makes %s, which is not an attack the entry has", names(a))
			continue
		}
		if total > 1 {
			im.set("extra_attacks", num(total-1))
		}
		if len(im.attacks) > 1 {
			im.approx(part, "extra_attacks: %d lets it make any of its attacks %d times, not only %s", total-1, total, target)
		}
	}
}

func names(a jsonAction) string {
	var s []string
	for _, x := range a.Actions {
		s = append(s, strings.Trim(string(x.Count), `"`)+" "+x.ActionName)
	}
	return strings.Join(s, ", ")
}
