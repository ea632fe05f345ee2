package compendium

// The monster features of docs/encounters.md "Monster features" as the
// importer reads them from the 5e-database: riders on a hit (on_hit), a
// Multiattack mixing attacks, condition immunities and traits. Each is
// mapped only when the stat block's words say it without doubt; the rest
// is reported.

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	yaml "go.yaml.in/yaml/v4"

	"github.com/skirmish-rpg/skirmish/rules"
)

// rider is an attack's on_hit as read from its description.
type rider struct {
	ability     string // "con"
	dc          int
	condition   string
	ends        string
	dice, dtype string // "2d8", "poison"
	half        bool
	qualifier   string // "a creature other than an elf or undead"; "" for any creature
	rest        string // what the description says beyond it, not played
}

var (
	riderPattern = regexp.MustCompile(`(?s)(?:, and |\.\s+)(?:If the target is ([^,.]+), it|[Tt]he target) must (succeed on|make) a DC (\d+) (Strength|Dexterity|Constitution|Intelligence|Wisdom|Charisma) saving throw(.*)$`)
	durationText = `(?: for (\d+|one) (minutes?|hours?|rounds?))?`
	condTail     = regexp.MustCompile(`(?s)^ or (?:be|become) (knocked prone|[a-z]+)` + durationText + `\.(.*)$`)
	takeTail     = regexp.MustCompile(`(?s)^ or take \d+ \((\d+d\d+(?: ?[+-] ?\d+)?)\) ([a-z]+) damage(?: and (?:be|become) (knocked prone|[a-z]+)` + durationText + `)?\.(.*)$`)
	halfTail     = regexp.MustCompile(`(?s)^, taking \d+ \((\d+d\d+(?: ?[+-] ?\d+)?)\) ([a-z]+) damage on a failed save, or half as much damage on a successful one\.(.*)$`)
	repeatSave   = regexp.MustCompile(`The (?:target|creature|\w+ target) can repeat the saving throw at the end of each of its turns, ending the effect on itself on a success\.?`)
)

// readRider reads the saving throw a hit calls for from an attack's
// description: "the target must succeed on a DC 10 Constitution saving
// throw or be paralyzed for 1 minute", "... or take 5 (2d4) poison
// damage", "the target must make a DC 11 Constitution saving throw, taking
// 9 (2d8) poison damage on a failed save, or half as much damage on a
// successful one". why says what stops it when ok is false; found is false
// when the hit calls for no saving throw at all.
func readRider(desc string) (r rider, found, ok bool, why string) {
	_, hit, has := strings.Cut(desc, "Hit:")
	if !has || !strings.Contains(hit, "saving throw") {
		return r, false, false, ""
	}
	m := riderPattern.FindStringSubmatch(hit)
	if m == nil {
		return r, true, false, "not a saving throw the importer reads (\"the target must succeed on a DC N Ability saving throw or be CONDITION\", \"or take N (XdY) TYPE damage\", or \"taking ... or half as much\")"
	}
	r.qualifier = strings.TrimSpace(m[1])
	if r.qualifier == "a creature" {
		r.qualifier = ""
	}
	ab, _ := rules.ParseAbility(m[4])
	r.ability = ab.String()
	r.dc, _ = strconv.Atoi(m[3])
	tail := m[5]
	var cond, n, unit string
	switch t := condTail.FindStringSubmatch(tail); {
	case m[2] == "succeed on" && t != nil:
		cond, n, unit, r.rest = t[1], t[2], t[3], t[4]
	case m[2] == "succeed on" && takeTail.MatchString(tail):
		t = takeTail.FindStringSubmatch(tail)
		r.dice, r.dtype, cond, n, unit, r.rest = t[1], t[2], t[3], t[4], t[5], t[6]
	case m[2] == "make" && halfTail.MatchString(tail):
		t = halfTail.FindStringSubmatch(tail)
		r.dice, r.dtype, r.half, r.rest = t[1], t[2], true, t[3]
	default:
		return r, true, false, "what a failed save does is not one the importer reads (a condition, damage, or damage halved on a success)"
	}
	if r.dice != "" {
		r.dice = strings.ReplaceAll(r.dice, " ", "")
		if _, err := rules.ParseDamageType(r.dtype); err != nil {
			return r, true, false, fmt.Sprintf("damage type %q: not one the engine knows", r.dtype)
		}
	}
	if cond != "" {
		c, err := rules.ParseCondition(strings.TrimPrefix(cond, "knocked "))
		if err != nil {
			return r, true, false, fmt.Sprintf("%q is not a condition the engine knows", cond)
		}
		r.condition = c.String()
	}
	var ends []string
	if loc := repeatSave.FindStringIndex(r.rest); loc != nil {
		if r.condition == "" {
			return r, true, false, "a repeated save with no condition to end"
		}
		ends = append(ends, "save")
		r.rest = r.rest[:loc[0]] + r.rest[loc[1]:]
	}
	if n != "" {
		count := 1
		if n != "one" {
			count, _ = strconv.Atoi(n)
		}
		asWritten := n + " " + unit
		if strings.HasPrefix(unit, "hour") {
			count, unit = count*60, "minutes"
		}
		if strings.HasPrefix(unit, "minute") && count > 100 || count < 1 || count > 1000 {
			return r, true, false, fmt.Sprintf("lasts %s: the engine counts at most 1000 rounds (100 minutes)", asWritten)
		}
		if count == 1 {
			unit = strings.TrimSuffix(unit, "s")
		} else if !strings.HasSuffix(unit, "s") {
			unit += "s"
		}
		ends = append(ends, fmt.Sprintf("%d %s", count, unit))
	}
	r.ends = strings.Join(ends, ", ")
	r.rest = strings.Join(strings.Fields(r.rest), " ")
	return r, true, true, ""
}

// onHit is the rider's on_hit mapping: {save: con 10, condition: paralyzed,
// ends: "save, 1 minute"} or {save: con 11, damage: "2d8[poison]", half: true}.
func (r rider) onHit() *yaml.Node {
	n := flowMap()
	n.Content = append(n.Content, str("save"), str(fmt.Sprintf("%s %d", r.ability, r.dc)))
	if r.condition != "" {
		n.Content = append(n.Content, str("condition"), str(r.condition))
	}
	if r.ends != "" {
		n.Content = append(n.Content, str("ends"), str(r.ends))
	}
	if r.dice != "" {
		n.Content = append(n.Content, str("damage"), str(r.dice+"["+r.dtype+"]"))
	}
	if r.half {
		n.Content = append(n.Content, str("half"), &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!bool", Value: "true"})
	}
	return n
}

// rider maps an attack's saving throw on a hit to on_hit, given the damage
// entries the file ties to a save (saveDamage): it maps when the
// description reads plainly and agrees with the file's dc and damage, and
// reports otherwise. It returns false when a save's damage entry is left
// out, so that the action is not mapped whole.
func (im *importer) rider(a *jsonAction, part string, attack *yaml.Node, saveDamage []jsonDamage) bool {
	r, found, ok, why := readRider(a.Desc)
	switch {
	case !found && (a.DC != nil || len(saveDamage) > 0):
		ok, why = false, "the description names no saving throw on a hit the importer reads"
	case !found:
		return true
	}
	if ok && a.DC != nil && (a.DC.DCType.Index != r.ability || a.DC.DCValue != r.dc) {
		ok, why = false, fmt.Sprintf("the description says DC %d %s, the file DC %d %s", r.dc, r.ability, a.DC.DCValue, a.DC.DCType.Index)
	}
	if ok && len(saveDamage) > 0 {
		d := saveDamage[0]
		switch {
		case len(saveDamage) > 1:
			ok, why = false, "several damage entries on a failed save"
		case d.DC == nil || d.DC.DCType.Index != r.ability || d.DC.DCValue != r.dc:
			ok, why = false, "the description's save is not the damage entry's"
		case strings.ReplaceAll(d.DamageDice, " ", "") != r.dice || typeOf(d) != r.dtype:
			ok, why = false, fmt.Sprintf("the description says %s %s damage, the file %s %s", r.dice, r.dtype, d.DamageDice, typeOf(d))
		}
	}
	if !ok {
		for _, d := range saveDamage {
			im.miss(part, "%s %s damage on a failed DC %d %s save: not mapped: %s", d.DamageDice, typeOf(d), d.DC.DCValue, d.DC.DCType.Name, why)
		}
		if len(saveDamage) == 0 {
			im.miss(part, "its saving throw on a hit: not mapped: %s", why)
		}
		return len(saveDamage) == 0
	}
	attack.Content = append(attack.Content, str("on_hit"), r.onHit())
	if r.qualifier != "" {
		im.approx(part, "on_hit applies to any creature it hits; the stat block only to %s", r.qualifier)
	}
	if r.rest != "" {
		im.approx(part, "on_hit: not played: %q", r.rest)
	}
	return true
}

var (
	countWords         = map[string]int{"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
	attackCountPattern = regexp.MustCompile(`makes (two|three|four|five|six|seven|eight|nine|ten) attacks`)
	ifPattern          = regexp.MustCompile(`(?i)\bif\b|\bor\b|\bcan't\b|\bcannot\b|\binstead\b|\bsame target\b`)
)

// mixedMultiattack maps a Multiattack naming several attacks to
// multiattack: [bite, claw, claw], when every one is an attack the entry
// has (not an area attack) and the description adds no condition; it says
// why not otherwise.
func (im *importer) mixedMultiattack(a jsonAction, list []string) string {
	for _, n := range list {
		switch {
		case !im.names[n]:
			return fmt.Sprintf("makes %s, and %s is not an attack the entry has", names(a), n)
		case im.areas[n]:
			return fmt.Sprintf("makes %s, and %s is an area attack, an action of its own", names(a), n)
		}
	}
	if m := ifPattern.FindString(a.Desc); m != "" {
		return fmt.Sprintf("makes %s, but its description (%q) adds a condition or a choice: the engine's multiattack makes the same attacks every time", names(a), a.Desc)
	}
	if m := attackCountPattern.FindStringSubmatch(a.Desc); m != nil && countWords[m[1]] != len(list) {
		return fmt.Sprintf("makes %s, but its description says %s attacks", names(a), m[1])
	}
	seq := &yaml.Node{Kind: yaml.SequenceNode, Tag: "!!seq", Style: yaml.FlowStyle}
	for _, n := range list {
		seq.Content = append(seq.Content, str(n))
	}
	// An attack the Multiattack leaves out (a hill giant's rock) is an
	// action of its own, as the stat block means it: the engine plays it
	// so (battle.Combatant.LoneAttack), nothing to report.
	im.set("multiattack", seq)
	return ""
}

// conditionImmunities maps condition_immunities to the conditions the
// engine knows (and exhaustion), and reports the others.
func (im *importer) conditionImmunities(m *jsonMonster) {
	seq := &yaml.Node{Kind: yaml.SequenceNode, Tag: "!!seq", Style: yaml.FlowStyle}
	var seen []string
	for _, c := range m.ConditionImmunities {
		name := strings.ToLower(strings.TrimSpace(c.Index))
		if name == "" {
			name = strings.ToLower(strings.TrimSpace(c.Name))
		}
		if name != "exhaustion" {
			cond, err := rules.ParseCondition(name)
			if err != nil {
				im.miss("condition immunity "+strconv.Quote(c.Name), "not a condition the engine knows")
				continue
			}
			name = cond.String()
		}
		if slices.Contains(seen, name) {
			continue
		}
		seen = append(seen, name)
		seq.Content = append(seq.Content, str(name))
	}
	if len(seq.Content) > 0 {
		im.set("condition_immunities", seq)
	}
}

var (
	packTactics  = regexp.MustCompile(`^The [\w' -]+ has advantage on an attack roll against a creature if at least one of the [\w' -]+ allies is within 5 (?:ft\.|feet) of the creature and the ally isn't incapacitated\.$`)
	nimbleEscape = regexp.MustCompile(`^The [\w' -]+ can take the Disengage or Hide action as a bonus action on each of its turns\.$`)
	regenPattern = regexp.MustCompile(`^The [\w' -]+ regains (\d+) hit points at the start of its turn\.(?: If the [\w' -]+ takes ([a-z, ]+) damage, this trait doesn't function at the start of the [\w' -]+ next turn\.)? The [\w' -]+ dies only if it starts its turn with 0 hit points and doesn't regenerate\.$`)
	legendaryRes = regexp.MustCompile(`^If the [\w' -]+ fails a saving throw, it can choose to succeed instead\.$`)
	perDayName   = regexp.MustCompile(`(?i)^Legendary Resistance \((\d+)/Day\)$`)
)

// traits maps the special abilities the engine plays (Pack Tactics,
// Nimble Escape, Regeneration, Legendary Resistance, and those of
// import_traits.go) when their description is the SRD's wording, and
// reports every other; and the reactions it plays (Parry), reporting the
// others.
func (im *importer) traits(list, reactions []jsonAction) {
	node := &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map"}
	yes := &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!bool", Value: "true"}
	for _, a := range list {
		part := "trait " + a.Name
		desc := strings.Join(strings.Fields(a.Desc), " ")
		key, val, why := "", (*yaml.Node)(nil), "the engine has no field for it yet"
		switch name := strings.TrimSpace(a.Name); {
		case name == "Pack Tactics":
			key, val = "pack_tactics", yes
			if !packTactics.MatchString(desc) {
				why = "its description is not the SRD's Pack Tactics"
				val = nil
			}
		case name == "Nimble Escape":
			key, val = "nimble_escape", yes
			if !nimbleEscape.MatchString(desc) {
				why = "its description is not the SRD's Nimble Escape"
				val = nil
			}
		case name == "Regeneration":
			key = "regeneration"
			val, why = regeneration(desc)
		case strings.HasPrefix(name, "Legendary Resistance"):
			key = "legendary_resistance"
			val, why = legendaryResistance(a, desc)
		default:
			if t, ok := im.readTrait(name, desc); ok { // import_traits.go
				im.addTrait(node, part, t)
				continue
			}
		}
		if val == nil || hasKey(node, key) {
			if val != nil {
				why = "given twice"
			}
			im.miss(part, "%s", why)
			continue
		}
		node.Content = append(node.Content, str(key), val)
	}
	for _, a := range reactions {
		part := "reaction " + a.Name
		t, ok := readReaction(strings.TrimSpace(a.Name), strings.Join(strings.Fields(a.Desc), " "))
		if !ok {
			im.miss(part, "the engine has no field for it yet")
			continue
		}
		im.addTrait(node, part, t)
	}
	if len(node.Content) > 0 {
		im.set("traits", node)
	}
}

// addTrait puts a trait read into traits, or reports why not.
func (im *importer) addTrait(node *yaml.Node, part string, t srdTrait) {
	switch {
	case t.val == nil:
		im.miss(part, "%s", t.why)
		return
	case hasKey(node, t.key):
		im.miss(part, "%s given twice", t.key)
		return
	}
	node.Content = append(node.Content, str(t.key), t.val)
	for _, a := range t.approx {
		im.approx(part, "%s", a)
	}
}

// regeneration reads the troll's wording: "regains 10 hit points at the
// start of its turn. If the troll takes acid or fire damage, this trait
// doesn't function ... The troll dies only if it starts its turn with 0 hit
// points and doesn't regenerate." Any other condition (at least 1 hit
// point, sunlight, holy water) is reported.
func regeneration(desc string) (*yaml.Node, string) {
	m := regenPattern.FindStringSubmatch(desc)
	if m == nil {
		return nil, "its description adds what the engine's regeneration does not play (at least 1 hit point, sunlight, holy water), or leaves out that it dies only at 0 hit points without regenerating"
	}
	hp, _ := strconv.Atoi(m[1])
	if hp < 1 || hp > 1000 {
		return nil, fmt.Sprintf("regains %d hit points: the engine takes 1 to 1000", hp)
	}
	n := flowMap()
	n.Content = append(n.Content, str("hp"), num(hp))
	if m[2] != "" {
		seq := &yaml.Node{Kind: yaml.SequenceNode, Tag: "!!seq", Style: yaml.FlowStyle}
		for _, w := range strings.FieldsFunc(m[2], func(r rune) bool { return r == ',' || r == ' ' }) {
			if w == "or" {
				continue
			}
			t, err := rules.ParseDamageType(w)
			if err != nil {
				return nil, fmt.Sprintf("stopped by %q: not damage types the engine knows", m[2])
			}
			seq.Content = append(seq.Content, str(string(t)))
		}
		n.Content = append(n.Content, str("stopped_by"), seq)
	}
	return n, ""
}

// legendaryResistance reads "Legendary Resistance (3/Day)": the uses from
// the usage, or the name when there is none; both must agree.
func legendaryResistance(a jsonAction, desc string) (*yaml.Node, string) {
	if !legendaryRes.MatchString(desc) {
		return nil, "its description is not the SRD's Legendary Resistance"
	}
	uses := 0
	if m := perDayName.FindStringSubmatch(strings.TrimSpace(a.Name)); m != nil {
		uses, _ = strconv.Atoi(m[1])
	}
	if u := a.Usage; u != nil {
		if u.Type != "per day" || uses != 0 && u.Times != uses {
			return nil, fmt.Sprintf("%s: not N uses a day as its name says", usageText(u))
		}
		uses = u.Times
	}
	if uses < 1 || uses > 10 {
		return nil, "uses a day not given, or not 1 to 10"
	}
	return num(uses), ""
}
