package battle

import (
	"errors"
	"slices"
	"testing"
)

// An entry's tools are checked at the value (docs/encounters.md, `tools`):
// an id or a name of the tool table (compendium/tools.go), once each; the
// healer's kit is an item, and the refusal says where it goes.
func TestToolsLoad(t *testing.T) {
	const pre = "combatants:\n  - {name: Orc, side: b, at: C1, ac: 10, hp: 5}\n  - {name: Hero, side: a, at: A1, ac: 10, hp: 5, "
	enc, err := Load("t.yaml", []byte(pre+"tools: [thieves-tools, \"Herbalism kit\", smith's tools]}\n"))
	if err != nil {
		t.Fatal(err)
	}
	if got := enc.Combatants[1].Tools; !slices.Equal(got, []string{"thieves-tools", "herbalism-kit", "smiths-tools"}) {
		t.Errorf("tools written %v", got)
	}
	s, err := New(enc)
	if err != nil {
		t.Fatal(err)
	}
	if got := s.Combatants[1].Tools; len(got) != 3 {
		t.Errorf("built tools %v", got)
	}
	wantLoadErrors(t, []markedCase{
		{pre + "tools: [thieves-tools, »lockpicks]}\n", "combatants[1].tools[1]", `no tool "lockpicks"`},
		{pre + "tools: [»healers-kit]}\n", "combatants[1].tools[0]", "items: {healers-kit: N}"},
		{pre + "tools: [lute, »Lute]}\n", "combatants[1].tools[1]", "lute is listed twice"},
	})
}

// A hand-built encounter (no Load) is still refused an unknown tool.
func TestToolsNewRefuses(t *testing.T) {
	enc := &Encounter{Map: MapSpec{Size: "4x4"}, Combatants: []CombatantSpec{
		{Name: "A", Side: "a", At: Squares{"A1"}, AC: 10, HP: 5, Tools: []string{"crowbar"}},
		{Name: "B", Side: "b", At: Squares{"C1"}, AC: 10, HP: 5},
	}}
	if _, err := New(enc); err == nil {
		t.Error("New took an unknown tool")
	}
}

// The words after utilize: a tool check, another object (not a tool), or a
// refusal that is a RuleError with code syntax.
func TestParseToolCheck(t *testing.T) {
	for _, c := range []struct {
		in     string
		ok     bool
		refuse bool
	}{
		{"thieves-tools dc 15 with dex", true, false},
		{"Thieves' tools DC 12 with Intelligence", true, false},
		{"rope", false, false},
		{"potion of healing", false, false},
		{"thieves-tools", true, true},              // no DC
		{"thieves-tools dc 15", true, true},        // no ability: no seed gives one
		{"crowbar dc 15 with str", true, true},     // not a tool
		{"dc 15 with dex", true, true},             // no tool
		{"lute dc 0 with cha", true, true},         // DC out of range
		{"lute dc 12 with luck", true, true},       // no such ability
		{"lute dc 12 with cha loudly", true, true}, // trailing words
	} {
		tc, ok, err := parseToolCheck(c.in)
		if ok != c.ok || (err != nil) != c.refuse {
			t.Errorf("%q: ok %v err %v", c.in, ok, err)
			continue
		}
		var re *RuleError
		if err != nil && (!errors.As(err, &re) || re.Code != CodeSyntax) {
			t.Errorf("%q: %v, want code syntax", c.in, err)
		}
		if c.ok && !c.refuse && (tc.Tool == nil || tc.DC == 0) {
			t.Errorf("%q: %+v", c.in, tc)
		}
	}
}

func FuzzParseToolCheck(f *testing.F) {
	for _, s := range []string{"thieves-tools dc 15 with dex", "rope", "dc", "lute dc 99", "smith's tools dc 10 with str", " "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		tc, ok, err := parseToolCheck(s)
		if err != nil {
			var re *RuleError
			if !errors.As(err, &re) {
				t.Fatalf("%q: %v is not a RuleError", s, err)
			}
			return
		}
		if ok && (tc.Tool == nil || tc.DC < 1 || tc.DC > 40) {
			t.Fatalf("%q: %+v", s, tc)
		}
	})
}
