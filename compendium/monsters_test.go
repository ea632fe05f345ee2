package compendium

import (
	"errors"
	"strings"
	"testing"
)

func TestMonstersLoad(t *testing.T) {
	ids, err := Monsters()
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range ids {
		m, err := LookupMonster(id)
		if err != nil || m.ID != id || m.Name == "" || m.Node == nil {
			t.Errorf("%s: %+v, %v", id, m, err)
		}
		if hasKey(m.Node, "id") {
			t.Errorf("%s: the node handed to battle still has id", id)
		}
	}
	g, err := LookupMonster(" GOBLIN ")
	if err != nil || g.CR != CRQuart || g.CR.XP(true) != 50 || g.Type != "humanoid (goblinoid)" {
		t.Errorf("goblin: %+v, %v", g, err)
	}
	if _, err := LookupMonster("gobbo"); err == nil || !strings.Contains(err.Error(), "no monster") {
		t.Errorf("unknown id: %v", err)
	}
}

func TestParseMonsterErrors(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"- a\n", "x.yaml:1:1: a monster entry is a mapping"},
		{"id: Big Cat\nname: Cat\ncr: 1\n", "x.yaml:1:1: id: id \"Big Cat\": the SRD name in lower case"},
		{"id: cat\ncr: 1\n", "name: missing"},
		{"id: cat\nname: Cat\n", "cr: missing"},
		{"id: cat\nname: Cat\ncr: 1/3\n", "x.yaml:3:5: cr: compendium: bad challenge rating"},
		{"id: cat\nname: [\n", "x.yaml"},
	} {
		_, err := ParseMonster("x.yaml", []byte(c.src))
		if !errors.Is(err, ErrData) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want %q", c.src, err, c.want)
		}
	}
}

func FuzzParseMonster(f *testing.F) {
	f.Add([]byte("id: cat\nname: Cat\ncr: 1/4\nac: 12\n"))
	f.Add([]byte("id: x\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := ParseMonster("f.yaml", data)
		if err != nil {
			if !errors.Is(err, ErrData) {
				t.Fatalf("error %v does not wrap ErrData", err)
			}
			return
		}
		if m.ID == "" || m.Name == "" || m.CR < 0 || m.CR > MaxCR {
			t.Fatalf("accepted %+v", m)
		}
	})
}
