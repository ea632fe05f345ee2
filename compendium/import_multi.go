package compendium

// A Multiattack with alternatives: the 5e-database gives "The scout makes
// two melee attacks or two ranged attacks" (SRD 5.1 Scout) as
// multiattack_type "action_options", a choice of one among options, each
// an attack made count times or several such ("multiple"). The engine
// takes them as multiattack (the first) and multiattack_or (the others):
// the Attack action's first attack picks the sequence (battle
// monster_multi.go, docs/encounters.md).

import (
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strings"

	yaml "go.yaml.in/yaml/v4"
)

// jsonMultiOption is one option of a Multiattack's action_options: an
// attack made count times, or a "multiple" of such items.
type jsonMultiOption struct {
	OptionType string          `json:"option_type"`
	ActionName string          `json:"action_name"`
	Count      json.RawMessage `json:"count"`
	Type       string          `json:"type"` // melee, ranged, ability
	Desc       string          `json:"desc"` // a condition on the option ("If in Oni form")
	Items      []jsonMultiOption
}

// multiOrCondition is a Multiattack description's wording that makes its
// options hang on something the sequences don't say: a form, a grapple, a
// flight, a spell, an attack's hit, a breath that is available.
var multiOrCondition = regexp.MustCompile(`(?i)\bif\b|\bcan't\b|\bcannot\b|\bsame target\b|\bwhile\b|\bwhen\b|\bonly one\b|\bform\b|\bspell\b|\beach of which\b`)

// maxMultiSeqs is the sequences the engine takes: multiattack and up to
// seven alternatives (battle maxMultiOr).
const maxMultiSeqs = 8

// optionsMultiattack maps an action_options Multiattack to multiattack and
// multiattack_or; it says why not otherwise.
func (im *importer) optionsMultiattack(a jsonAction, part string) string {
	var ao struct {
		Choose int
		From   struct {
			OptionSetType string `json:"option_set_type"`
			Options       []jsonMultiOption
		}
	}
	if json.Unmarshal(a.ActionOptions, &ao) != nil || ao.Choose != 1 || ao.From.OptionSetType != "options_array" || len(ao.From.Options) == 0 {
		return "a choice between sets of attacks, or none listed: the engine has no choices yet"
	}
	if m := multiOrCondition.FindString(a.Desc); m != "" {
		return fmt.Sprintf("a choice between sets of attacks whose description (%q) adds a condition: the engine's alternatives (multiattack_or) are open every turn", a.Desc)
	}
	if hasKey(im.root, "extra_attacks") || hasKey(im.root, "multiattack") {
		return "a second multiattack"
	}
	var seqs [][]string
	for _, o := range ao.From.Options {
		seq, why := im.multiOption(o)
		if why != "" {
			return why
		}
		if !slices.ContainsFunc(seqs, func(s []string) bool { return sameSeq(s, seq) }) {
			seqs = append(seqs, seq)
		}
	}
	if len(seqs) > maxMultiSeqs {
		return fmt.Sprintf("a choice between %d sets of attacks: the engine takes %d at most", len(seqs), maxMultiSeqs)
	}
	if shared := sharedAttack(seqs); shared != "" {
		im.approx(part, "%s is in more than one of its sets of attacks: the Attack action's first attack picks the first set that lists it, and the later attacks must be that set's", shared)
	}
	im.set("multiattack", flowSeq(seqs[0]))
	if len(seqs) > 1 {
		or := &yaml.Node{Kind: yaml.SequenceNode, Tag: "!!seq", Style: yaml.FlowStyle}
		for _, seq := range seqs[1:] {
			or.Content = append(or.Content, flowSeq(seq))
		}
		im.set("multiattack_or", or)
	}
	return ""
}

// multiOption is one option's sequence of attack names, or why it is not
// one the engine takes. A ranged use of a melee-or-ranged attack is its
// thrown use, "thrown NAME".
func (im *importer) multiOption(o jsonMultiOption) ([]string, string) {
	if o.Desc != "" {
		return nil, fmt.Sprintf("a choice between sets of attacks, one of them only %q: the engine's alternatives are open every turn", o.Desc)
	}
	items := o.Items
	if o.OptionType == "action" {
		items = []jsonMultiOption{o}
	}
	var seq []string
	for _, x := range items {
		var count int
		name := strings.ToLower(strings.TrimSpace(x.ActionName))
		switch {
		case x.OptionType != "action" || json.Unmarshal(x.Count, &count) != nil || count < 1 || len(seq)+count > 11:
			return nil, fmt.Sprintf("a choice between sets of attacks, one of them %s %s times: not a number of attacks the engine takes", x.ActionName, strings.Trim(string(x.Count), `"`))
		case !im.names[name]:
			return nil, fmt.Sprintf("a choice between sets of attacks, one of them with %s, which is not an attack the entry has", x.ActionName)
		case im.areas[name]:
			return nil, fmt.Sprintf("a choice between sets of attacks, one of them with %s, an area attack, an action of its own", x.ActionName)
		}
		if x.Type == "ranged" && im.thrown(name) {
			name = "thrown " + name
		}
		for range count {
			seq = append(seq, name)
		}
	}
	if len(seq) == 0 {
		return nil, "a choice between sets of attacks, one of them empty"
	}
	return seq, ""
}

// thrown reports whether the entry's attack named name is a melee attack
// with a thrown use (properties: [thrown]).
func (im *importer) thrown(name string) bool {
	for _, at := range im.attacks {
		if mapValue(at, "name") != name {
			continue
		}
		if props := mapNode(at, "properties"); props != nil {
			for _, p := range props.Content {
				if p.Value == "thrown" {
					return true
				}
			}
		}
	}
	return false
}

// sameSeq reports whether two sequences make the same attacks, in any order.
func sameSeq(a, b []string) bool {
	x, y := slices.Clone(a), slices.Clone(b)
	slices.Sort(x)
	slices.Sort(y)
	return slices.Equal(x, y)
}

func flowSeq(list []string) *yaml.Node {
	seq := &yaml.Node{Kind: yaml.SequenceNode, Tag: "!!seq", Style: yaml.FlowStyle}
	for _, n := range list {
		seq.Content = append(seq.Content, str(n))
	}
	return seq
}

// mapNode is the value of key in a mapping node, nil without it.
func mapNode(m *yaml.Node, key string) *yaml.Node {
	for k := 0; k+1 < len(m.Content); k += 2 {
		if m.Content[k].Value == key {
			return m.Content[k+1]
		}
	}
	return nil
}

// mapValue is the scalar value of key in a mapping node, "" without it.
func mapValue(m *yaml.Node, key string) string {
	if v := mapNode(m, key); v != nil {
		return v.Value
	}
	return ""
}

// sharedAttack is an attack that two sequences list, "" for none: the
// first attack picks the first sequence that lists it (battle
// monster_multi.go), so a merrow's first bite binds it to its claws, not
// its harpoon.
func sharedAttack(seqs [][]string) string {
	for k, seq := range seqs {
		for _, n := range seq {
			for _, o := range seqs[k+1:] {
				if slices.Contains(o, n) {
					return n
				}
			}
		}
	}
	return ""
}
