package compendium

import (
	"fmt"
	"slices"
	"strings"
)

// Tools: the tools a creature may be proficient with (an encounter
// entry's `tools`, package battle), for the ability checks made with them
// (the 2024 Utilize and Help actions, seed 002 "Actions"; the SRD 5.1's
// Use an Object). Seed 002 names tools only in general ("one of your
// skills or tools"); seed 000 names thieves' tools (a thief's Cunning
// Action, line 41). The ids are those of the SRD 5.1 "Tools" table, the
// only list of tools the rules texts the engine follows give.
//
// No seed says which ability a tool's check uses (the SRD 5.1 leaves it
// to the task), so Ability is empty for every tool and a command names
// the ability (`utilize thieves-tools dc 15 with dex`). A tool the seeds
// someday give an ability gets it here, and the command may then leave
// it out.
//
// The healer's kit is an item (items.yaml: counted uses, it stabilises),
// not a tool here: the SRD 5.1 lists it under Adventuring Gear.

// Tool is one tool.
type Tool struct {
	ID, Name string
	Group    string // artisan, gaming, instrument, kit, other: the SRD table's headings
	Ability  string // the ability its checks use when a seed gives one ("dex"), else ""
}

// tools is the SRD 5.1 "Tools" table, by id.
var tools = []Tool{
	{ID: "alchemists-supplies", Name: "Alchemist's supplies", Group: "artisan"},
	{ID: "brewers-supplies", Name: "Brewer's supplies", Group: "artisan"},
	{ID: "calligraphers-supplies", Name: "Calligrapher's supplies", Group: "artisan"},
	{ID: "carpenters-tools", Name: "Carpenter's tools", Group: "artisan"},
	{ID: "cartographers-tools", Name: "Cartographer's tools", Group: "artisan"},
	{ID: "cobblers-tools", Name: "Cobbler's tools", Group: "artisan"},
	{ID: "cooks-utensils", Name: "Cook's utensils", Group: "artisan"},
	{ID: "glassblowers-tools", Name: "Glassblower's tools", Group: "artisan"},
	{ID: "jewelers-tools", Name: "Jeweler's tools", Group: "artisan"},
	{ID: "leatherworkers-tools", Name: "Leatherworker's tools", Group: "artisan"},
	{ID: "masons-tools", Name: "Mason's tools", Group: "artisan"},
	{ID: "painters-supplies", Name: "Painter's supplies", Group: "artisan"},
	{ID: "potters-tools", Name: "Potter's tools", Group: "artisan"},
	{ID: "smiths-tools", Name: "Smith's tools", Group: "artisan"},
	{ID: "tinkers-tools", Name: "Tinker's tools", Group: "artisan"},
	{ID: "weavers-tools", Name: "Weaver's tools", Group: "artisan"},
	{ID: "woodcarvers-tools", Name: "Woodcarver's tools", Group: "artisan"},
	{ID: "disguise-kit", Name: "Disguise kit", Group: "kit"},
	{ID: "forgery-kit", Name: "Forgery kit", Group: "kit"},
	{ID: "herbalism-kit", Name: "Herbalism kit", Group: "kit"},
	{ID: "poisoners-kit", Name: "Poisoner's kit", Group: "kit"},
	{ID: "dice-set", Name: "Dice set", Group: "gaming"},
	{ID: "playing-card-set", Name: "Playing card set", Group: "gaming"},
	{ID: "bagpipes", Name: "Bagpipes", Group: "instrument"},
	{ID: "drum", Name: "Drum", Group: "instrument"},
	{ID: "dulcimer", Name: "Dulcimer", Group: "instrument"},
	{ID: "flute", Name: "Flute", Group: "instrument"},
	{ID: "lute", Name: "Lute", Group: "instrument"},
	{ID: "lyre", Name: "Lyre", Group: "instrument"},
	{ID: "horn", Name: "Horn", Group: "instrument"},
	{ID: "pan-flute", Name: "Pan flute", Group: "instrument"},
	{ID: "shawm", Name: "Shawm", Group: "instrument"},
	{ID: "viol", Name: "Viol", Group: "instrument"},
	{ID: "navigators-tools", Name: "Navigator's tools", Group: "other"},
	{ID: "thieves-tools", Name: "Thieves' tools", Group: "other"},
}

// ToolID writes a tool's name as its id: lower case, apostrophes
// dropped, spaces as hyphens ("Thieves' tools" is thieves-tools).
func ToolID(name string) string {
	id := strings.ToLower(strings.Join(strings.Fields(name), " "))
	return toolIDReplacer.Replace(id)
}

var toolIDReplacer = strings.NewReplacer("'", "", "’", "", " ", "-")

// LookupTool finds a tool by its id or name.
func LookupTool(name string) (*Tool, error) {
	id := ToolID(name)
	if t := toolByID[id]; t != nil {
		return t, nil
	}
	if id == "healers-kit" || id == "healer-s-kit" || id == "healing-kit" {
		return nil, fmt.Errorf("the healer's kit is an item, not a tool: give it with items: {healers-kit: N}")
	}
	return nil, fmt.Errorf("no tool %q: the tools are %s", name, strings.Join(ToolIDs(), ", "))
}

// toolByID indexes tools.
var toolByID = func() map[string]*Tool {
	m := make(map[string]*Tool, len(tools))
	for k := range tools {
		m[tools[k].ID] = &tools[k]
	}
	return m
}()

// IsTool reports whether an id is a tool's (no allocation: a check asks
// it of every skill).
func IsTool(id string) bool { return toolByID[id] != nil }

// ToolIDs lists the tools' ids, sorted.
func ToolIDs() []string {
	out := make([]string, len(tools))
	for k := range tools {
		out[k] = tools[k].ID
	}
	slices.Sort(out)
	return out
}
