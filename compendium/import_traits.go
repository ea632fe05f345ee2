package compendium

// The stat-block traits the engine plays as data (docs/encounters.md
// "Monster features": battle's TraitsSpec), read from the 5e-database's
// special abilities and reactions. Each is recognised by its SRD wording,
// a regular expression over the whole description (the creature's name,
// any words, stands where the SRD writes "the wolf"), and its numbers
// are read from the words: a Charge's feet, dice, damage type and DC, a
// Parry's +N, Relentless's damage. A description that says anything the
// expression doesn't is reported, not mapped: the importer never guesses
// what an extra sentence means. What the engine plays a little otherwise
// than the words (damage the stat block gives no type) is mapped and
// reported as approximated.

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	yaml "go.yaml.in/yaml/v4"

	"github.com/skirmish-rpg/skirmish/rules"
)

// who is the creature as the SRD names it in its own stat block: "the
// wolf", "the giant boar", "the hobgoblin's".
const who = `[\w' -]+`

var (
	keenPattern = regexp.MustCompile(`^The ` + who + ` has advantage on Wisdom \(Perception\) checks that rely on ([a-z, ]+)\.$`)
	sunPattern  = regexp.MustCompile(`^While in sunlight, the ` + who + ` has disadvantage on attack rolls, as well as on Wisdom \(Perception\) checks that rely on sight\.$`)
	fortPattern = regexp.MustCompile(`^If damage reduces the ` + who + ` to 0 hit points, it must make a Constitution saving throw with a DC of 5 ?\+ ?the damage taken, unless the damage is radiant or from a critical hit\. On a success, the ` + who + ` drops to 1 hit point instead\.$`)
	relPattern  = regexp.MustCompile(`^If the ` + who + ` takes (\d+) damage or less that would reduce it to 0 hit points, it is reduced to 1 hit point instead\.$`)
	martPattern = regexp.MustCompile(`^Once per turn, the ` + who + ` can deal an extra \d+ \((\d+d\d+)\) damage to a creature it hits with a weapon attack if that creature is within 5 (?:ft\.|feet) of an ally of the ` + who + ` that isn't incapacitated\.$`)
	surpPattern = regexp.MustCompile(`^If the ` + who + ` surprises a creature and hits it with an attack during the first round of combat, the target takes an extra \d+ \((\d+d\d+)\) damage from the attack\.$`)
	aggrPattern = regexp.MustCompile(`^As a bonus action, the ` + who + ` can move up to its speed toward a hostile creature that it can see\.$`)
	reckPattern = regexp.MustCompile(`^At the start of its turn, the ` + who + ` can gain advantage on all melee weapon attack rolls (?:it makes )?during that turn, but attack rolls against it have advantage until the start of its next turn\.$`)
	rampPattern = regexp.MustCompile(`^When the ` + who + ` reduces a creature to 0 hit points with a melee attack on its turn, the ` + who + ` can take a bonus action to move up to half its speed and make an? ([a-z ]+?) attack\.$`)
	saveAdvPat  = regexp.MustCompile(`^The ` + who + ` has advantage on saving throws against being ([a-z]+)(?: or ([a-z]+))?\.$`)
	parryPat    = regexp.MustCompile(`^The ` + who + ` adds (\d+) to its AC against one melee attack that would hit it\. To do so, the ` + who + ` must see the attacker and be wielding a melee weapon\.$`)
	// Charge: extra damage, then maybe a save against a push and prone.
	chargePat = regexp.MustCompile(`^If the ` + who + ` moves at least (\d+) (?:ft\.|feet) straight toward a target and then hits it with (?:an? ([a-z ]+?) attack|its ([a-z ]+?)) on the same turn, the target takes an extra \d+ \((\d+d\d+(?: ?[+-] ?\d+)?)\) (?:([a-z]+) )?damage\.(?: If the target is a creature, it must succeed on a DC (\d+) Strength saving throw or be (?:pushed up to (\d+) (?:ft\.|feet) away and )?knocked prone\.)?$`)
	// Pounce, Trampling Charge: a save against prone, then a bonus attack.
	pouncePat = regexp.MustCompile(`^If the ` + who + ` moves at least (\d+) (?:ft\.|feet) straight toward a creature and then hits it with an? ([a-z ]+?) attack on the same turn, that target must succeed on a DC (\d+) Strength saving throw or be knocked prone\. If the target is prone, the ` + who + ` can make (?:one|another) (?:([a-z ]+?) attack|attack with its ([a-z ]+?)) against it as a bonus action\.$`)
	formOnly  = regexp.MustCompile(`^(.*?) \(([^)]*Form Only)\)$`)
)

// srdTrait is one trait read: the key and value of traits, or why not.
type srdTrait struct {
	key    string
	val    *yaml.Node
	why    string   // not mapped: why
	approx []string // mapped, and what of the words the engine plays otherwise
}

// readTrait reads a special ability the engine plays beyond the four of
// traits (import_features.go); ok is false when its name and wording are
// nothing the importer knows.
func (im *importer) readTrait(name, desc string) (t srdTrait, ok bool) {
	base := name
	if m := formOnly.FindStringSubmatch(name); m != nil { // "Charge (Boar or Hybrid Form Only)"
		base = m[1]
		t.approx = append(t.approx, fmt.Sprintf("%s: the entry is one form, and plays it always", m[2]))
	}
	yes := &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!bool", Value: "true"}
	plainTrait := func(key string, p *regexp.Regexp, srd string) (srdTrait, bool) {
		t.key = key
		if p.MatchString(desc) {
			t.val = yes
		} else {
			t.why = "its description is not the SRD's " + srd
		}
		return t, true
	}
	switch {
	case strings.HasPrefix(base, "Keen "):
		t.key = "keen_senses"
		t.val, t.why = keenSenses(desc)
		return t, true
	case base == "Sunlight Sensitivity":
		return plainTrait("sunlight_sensitivity", sunPattern, "Sunlight Sensitivity")
	case base == "Undead Fortitude":
		return plainTrait("undead_fortitude", fortPattern, "Undead Fortitude")
	case base == "Aggressive":
		return plainTrait("aggressive", aggrPattern, "Aggressive")
	case base == "Reckless":
		return plainTrait("reckless", reckPattern, "Reckless")
	case base == "Relentless" || strings.HasPrefix(base, "Relentless ("):
		t.key = "relentless"
		m := relPattern.FindStringSubmatch(desc)
		if m == nil {
			t.why = "its description is not the SRD's Relentless"
			return t, true
		}
		if n, _ := strconv.Atoi(m[1]); n >= 1 && n <= 1000 {
			t.val = num(n)
		} else {
			t.why = fmt.Sprintf("%s damage or less: the engine takes 1 to 1000", m[1])
		}
		return t, true
	case base == "Martial Advantage":
		t.key = "martial_advantage"
		t.val, t.why = dicePart(martPattern, desc, "Martial Advantage")
		return t, true
	case base == "Surprise Attack":
		t.key = "surprise_attack"
		t.val, t.why = dicePart(surpPattern, desc, "Surprise Attack")
		return t, true
	case base == "Rampage":
		t.key = "rampage"
		m := rampPattern.FindStringSubmatch(desc)
		switch {
		case m == nil:
			t.why = "its description is not the SRD's Rampage"
		case !im.names[m[1]] || im.areas[m[1]]:
			t.why = fmt.Sprintf("its %s is not one of the entry's attacks", m[1])
		default:
			t.val = str(m[1])
		}
		return t, true
	case base == "Charge":
		return im.charge(t, desc)
	case base == "Pounce" || base == "Trampling Charge":
		return im.pounce(t, desc)
	}
	if m := saveAdvPat.FindStringSubmatch(desc); m != nil { // Brave, Dark Devotion
		t.key = "save_advantage"
		seq := &yaml.Node{Kind: yaml.SequenceNode, Tag: "!!seq", Style: yaml.FlowStyle}
		for _, c := range m[1:] {
			if c == "" {
				continue
			}
			cond, err := rules.ParseCondition(c)
			if err != nil {
				t.why = fmt.Sprintf("%q is not a condition the engine knows", c)
				return t, true
			}
			seq.Content = append(seq.Content, str(cond.String()))
		}
		t.val = seq
		return t, true
	}
	return t, false
}

// keenSenses reads "checks that rely on hearing or smell" into
// [hearing, smell].
func keenSenses(desc string) (*yaml.Node, string) {
	m := keenPattern.FindStringSubmatch(desc)
	if m == nil {
		return nil, "its description is not the SRD's keen senses"
	}
	seq := &yaml.Node{Kind: yaml.SequenceNode, Tag: "!!seq", Style: yaml.FlowStyle}
	var seen []string
	for _, w := range strings.FieldsFunc(m[1], func(r rune) bool { return r == ',' || r == ' ' }) {
		switch {
		case w == "or" || w == "and":
		case w != "hearing" && w != "sight" && w != "smell":
			return nil, fmt.Sprintf("relies on %q: the engine's keen senses are hearing, sight and smell", m[1])
		case !slices.Contains(seen, w):
			seen = append(seen, w)
			seq.Content = append(seq.Content, str(w))
		}
	}
	return seq, ""
}

// dicePart reads the one dice expression of a trait's wording.
func dicePart(p *regexp.Regexp, desc, srd string) (*yaml.Node, string) {
	m := p.FindStringSubmatch(desc)
	if m == nil {
		return nil, "its description is not the SRD's " + srd
	}
	return str(m[1]), ""
}

// attackOf is the entry's attack a trait names ("gore", "its tusks"), or
// "" with why not.
func (im *importer) attackOf(name string) (string, string) {
	name = strings.TrimSpace(name)
	if !im.names[name] || im.areas[name] {
		return "", fmt.Sprintf("it names a %s attack, which is not one of the entry's attacks", name)
	}
	return name, ""
}

// charge reads Charge: "If the minotaur moves at least 10 ft. straight
// toward a target and then hits it with a gore attack on the same turn,
// the target takes an extra 9 (2d8) piercing damage. If the target is a
// creature, it must succeed on a DC 14 Strength saving throw or be pushed
// up to 10 ft. away and knocked prone."
func (im *importer) charge(t srdTrait, desc string) (srdTrait, bool) {
	t.key = "charge"
	m := chargePat.FindStringSubmatch(desc)
	if m == nil {
		t.why = "its description is not the SRD's Charge (a run of N feet, a hit, extra damage, and a save against a push and prone)"
		return t, true
	}
	feet, _ := strconv.Atoi(m[1])
	attack, why := im.attackOf(m[2] + m[3])
	if why != "" {
		t.why = why
		return t, true
	}
	n := flowMap()
	n.Content = append(n.Content, str("attack"), str(attack), str("feet"), num(feet))
	dmg := strings.ReplaceAll(m[4], " ", "")
	if m[5] != "" {
		if _, err := rules.ParseDamageType(m[5]); err != nil {
			t.why = fmt.Sprintf("damage type %q: not one the engine knows", m[5])
			return t, true
		}
		dmg += "[" + m[5] + "]"
	} else {
		t.approx = append(t.approx, fmt.Sprintf("the stat block gives its extra %s damage no type: the engine deals it as the %s's", m[4], attack))
	}
	n.Content = append(n.Content, str("damage"), str(dmg))
	if m[6] != "" {
		dc, _ := strconv.Atoi(m[6])
		n.Content = append(n.Content, str("save"), str(fmt.Sprintf("str %d", dc)))
		if m[7] != "" {
			push, _ := strconv.Atoi(m[7])
			n.Content = append(n.Content, str("push"), num(push))
		}
		n.Content = append(n.Content, str("prone"), &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!bool", Value: "true"})
		if m[7] != "" {
			t.approx = append(t.approx, fmt.Sprintf("pushed \"up to\" %s ft: the engine pushes the whole way", m[7]))
		}
	}
	if feet < 5 || feet > 1000 || feet%5 != 0 {
		t.why = fmt.Sprintf("a run of %d ft: the engine takes 5 to 1000 in steps of 5", feet)
		return t, true
	}
	t.val = n
	return t, true
}

// pounce reads Pounce and Trampling Charge, the same rule: "If the lion
// moves at least 20 ft. straight toward a creature and then hits it with a
// claw attack on the same turn, that target must succeed on a DC 13
// Strength saving throw or be knocked prone. If the target is prone, the
// lion can make one bite attack against it as a bonus action." Both are
// the engine's pounce (its bonus attack is `NAME pounce TARGET`).
func (im *importer) pounce(t srdTrait, desc string) (srdTrait, bool) {
	t.key = "pounce"
	m := pouncePat.FindStringSubmatch(desc)
	if m == nil {
		t.why = "its description is not the SRD's Pounce (a run of N feet, a hit, a save against prone, a bonus attack against the prone target)"
		return t, true
	}
	feet, _ := strconv.Atoi(m[1])
	dc, _ := strconv.Atoi(m[3])
	attack, why := im.attackOf(m[2])
	if why != "" {
		t.why = why
		return t, true
	}
	bonus, why := im.attackOf(m[4] + m[5])
	if why != "" {
		t.why = why
		return t, true
	}
	if feet < 5 || feet > 1000 || feet%5 != 0 {
		t.why = fmt.Sprintf("a run of %d ft: the engine takes 5 to 1000 in steps of 5", feet)
		return t, true
	}
	n := flowMap()
	n.Content = append(n.Content, str("attack"), str(attack), str("feet"), num(feet), str("save"), str(fmt.Sprintf("str %d", dc)),
		str("prone"), &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!bool", Value: "true"}, str("bonus"), str(bonus))
	t.val = n
	return t, true
}

// readReaction reads a reaction the engine plays: Parry.
func readReaction(name, desc string) (t srdTrait, ok bool) {
	if name != "Parry" {
		return t, false
	}
	t.key = "parry"
	m := parryPat.FindStringSubmatch(desc)
	if m == nil {
		t.why = "its description is not the SRD's Parry"
		return t, true
	}
	if n, _ := strconv.Atoi(m[1]); n >= 1 && n <= 10 {
		t.val = num(n)
	} else {
		t.why = fmt.Sprintf("+%s AC: the engine takes 1 to 10", m[1])
	}
	return t, true
}
