package compendium

import (
	"strings"
	"testing"
)

// TestFind looks ids up across the kinds: a name as the table writes it,
// an alias, an id two kinds share, one no kind has.
func TestFind(t *testing.T) {
	for _, c := range []struct {
		id, kind string
		want     []string // the kinds found
		err      string
	}{
		{id: "goblin", want: []string{KindMonsters}},
		{id: "Light crossbow", want: []string{KindWeapons}},
		{id: "crossbow-light", want: []string{KindWeapons}},
		{id: "Healer's kit", want: []string{KindItems}},
		{id: "Fire Bolt", want: []string{KindSpells}},
		{id: "WIZARD", want: []string{KindClasses}},
		{id: "shield", want: []string{KindArmor, KindSpells}},
		{id: "shield", kind: "spell", want: []string{KindSpells}},
		{id: "gobbo", err: `no entry "gobbo" in the compendium: did you mean goblin?`},
		{id: "goblin", kind: "armor", err: `no entry "goblin" in the compendium's armor`},
		{id: "goblin", kind: "potions", err: `no kind "potions"`},
	} {
		got, err := Find(c.id, c.kind)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("Find(%q, %q) = %v, want error %q", c.id, c.kind, err, c.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("Find(%q, %q): %v", c.id, c.kind, err)
			continue
		}
		var kinds []string
		for _, f := range got {
			kinds = append(kinds, f.Kind)
		}
		if strings.Join(kinds, ",") != strings.Join(c.want, ",") {
			t.Errorf("Find(%q, %q) found %v, want %v", c.id, c.kind, kinds, c.want)
		}
	}
}

// TestIDsEveryKind: every kind lists its ids, and each is found by Find
// in its kind (the list and the lookup agree).
func TestIDsEveryKind(t *testing.T) {
	for _, k := range Kinds {
		ids, err := IDs(k)
		if err != nil || len(ids) == 0 {
			t.Fatalf("IDs(%s) = %d ids, %v", k, len(ids), err)
		}
		for _, id := range ids {
			if f, err := Find(id, k); err != nil || len(f) != 1 {
				t.Errorf("Find(%q, %q) = %v, %v", id, k, f, err)
			}
		}
	}
}
