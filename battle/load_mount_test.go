package battle

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Seed 003 "Mounted Combat" in the encounter file: mounted_on starts a
// rider on its mount, in its space; controlled defaults to true.
func TestLoadMounted(t *testing.T) {
	src := `combatants:
  - {name: Knight, side: party, mounted_on: warhorse, ac: 18, hp: 30}
  - {name: Squire, side: party, mounted_on: Horse 2, controlled: false, size: small, ac: 12, hp: 9}
  - {name: Warhorse, side: party, at: c2, size: large, ac: 11, hp: 19, speed: 60}
  - {name: Horse, count: 2, side: party, at: [E2, G2], size: medium, ac: 10, hp: 11}
  - {name: Goblin, side: monsters, at: H5, ac: 15, hp: 7}
`
	enc, err := Load("mounted.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	k, sq := enc.Combatants[0], enc.Combatants[1]
	if k.MountedOn != "Warhorse" || !cmp.Equal(k.At, Squares{"C2"}) || k.Controlled == nil || !*k.Controlled {
		t.Errorf("Knight: mounted_on %q, at %v, controlled %v; want Warhorse, [C2], true", k.MountedOn, k.At, k.Controlled)
	}
	if sq.MountedOn != "Horse 2" || !cmp.Equal(sq.At, Squares{"G2"}) || *sq.Controlled {
		t.Errorf("Squire: mounted_on %q, at %v, controlled %v; want Horse 2, [G2], false", sq.MountedOn, sq.At, *sq.Controlled)
	}
	s, err := New(enc)
	if err != nil {
		t.Fatal(err)
	}
	want := []Ride{{Rider: 0, Mount: 2, Controlled: true}, {Rider: 1, Mount: 4, Controlled: false}}
	if !cmp.Equal(s.Rides, want) {
		t.Errorf("rides %+v, want %+v", s.Rides, want)
	}
	if s.Combatants[0].At != s.Combatants[2].At || s.Combatants[1].At != s.Combatants[4].At {
		t.Errorf("riders at %s and %s, want in their mounts' squares", s.Combatants[0].At, s.Combatants[1].At)
	}
}

// Every mistake about riders is reported at the key that has it.
func TestLoadMountedErrors(t *testing.T) {
	const (
		horse  = "  - {name: Warhorse, side: party, at: C2, size: large, ac: 11, hp: 19}\n"
		goblin = "  - {name: Goblin, side: monsters, at: H2, ac: 15, hp: 7}\n"
	)
	cases := []loadCase{
		{"unknown mount", "combatants:\n  - {name: Knight, side: party, mounted_on: »Pegasus, ac: 18, hp: 30}\n" + horse + goblin,
			"combatants[0].mounted_on", `no combatant named "Pegasus"`},
		{"rider with at", "combatants:\n  - {name: Knight, side: party, at: »B2, mounted_on: Warhorse, ac: 18, hp: 30}\n" + horse + goblin,
			"combatants[0].at", "starts in its space: leave at out"},
		{"mount too small", "combatants:\n  - {name: Knight, side: party, mounted_on: »Pony, ac: 18, hp: 30}\n  - {name: Pony, side: party, at: C2, ac: 10, hp: 11}\n" + goblin,
			"combatants[0].mounted_on", "at least one size larger"},
		{"mount not willing", "combatants:\n  - {name: Knight, side: party, mounted_on: »Warhorse, ac: 18, hp: 30}\n  - {name: Warhorse, side: monsters, at: C2, size: large, ac: 11, hp: 19}\n" + goblin,
			"combatants[0].mounted_on", "only a willing creature can serve as a mount"},
		{"itself", "combatants:\n  - {name: Knight, side: party, mounted_on: »knight, ac: 18, hp: 30}\n" + goblin,
			"combatants[0].mounted_on", "can't ride itself"},
		{"two riders", "combatants:\n  - {name: Knight, side: party, mounted_on: Warhorse, ac: 18, hp: 30}\n  - {name: Squire, side: party, mounted_on: »Warhorse, ac: 12, hp: 9}\n" + horse + goblin,
			"combatants[1].mounted_on", "already carries Knight"},
		{"a rider as a mount", "combatants:\n  - {name: Knight, side: party, mounted_on: »Warhorse, ac: 18, hp: 30}\n  - {name: Warhorse, side: party, mounted_on: Mammoth, size: large, ac: 11, hp: 19}\n  - {name: Mammoth, side: party, at: C2, size: huge, ac: 13, hp: 90}\n" + goblin,
			"combatants[0].mounted_on", "Warhorse rides Mammoth itself"},
		{"controlled alone", "combatants:\n" + horse + "  - {name: Goblin, side: monsters, at: H2, ac: 15, hp: 7, controlled: »true}\n",
			"combatants[1].controlled", "controlled goes with mounted_on"},
		{"a group rides", "combatants:\n  - {name: Knight, count: 2, side: party, mounted_on: »Warhorse, ac: 18, hp: 30}\n" + horse + goblin,
			"combatants[0].mounted_on", "a group of 2 can't ride one mount"},
		{"prone mount", "combatants:\n  - {name: Knight, side: party, mounted_on: »Warhorse, ac: 18, hp: 30}\n  - {name: Warhorse, side: party, at: C2, size: large, ac: 11, hp: 19, conditions: [prone]}\n" + goblin,
			"combatants[0].mounted_on", "Warhorse starts prone"},
		{"blank", "combatants:\n  - {name: Knight, side: party, mounted_on: »\" \", ac: 18, hp: 30}\n" + horse + goblin,
			"combatants[0].mounted_on", "give the name of the creature Knight starts riding"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			src, line, col := loadMarker(t, tc.src)
			_, err := Load("case.yaml", []byte(src))
			var le *LoadError
			if !errors.As(err, &le) || !errors.Is(err, ErrEncounter) {
				t.Fatalf("error %v (%T), want a *LoadError", err, err)
			}
			if le.Line != line || le.Column != col || le.Field != tc.field || !strings.Contains(le.Msg, tc.msg) {
				t.Errorf("got  %d:%d %s: %s\nwant %d:%d %s: ...%s...", le.Line, le.Column, le.Field, le.Msg, line, col, tc.field, tc.msg)
			}
		})
	}
}

// New, given an encounter that did not come through Load, still refuses a
// rider it can't seat.
func TestNewRefusesABadRider(t *testing.T) {
	yes := true
	enc := &Encounter{Combatants: []CombatantSpec{
		{Name: "Knight", Side: "party", AC: 18, HP: 30, MountedOn: "Pony", Controlled: &yes},
		{Name: "Pony", Side: "party", At: Squares{"C2"}, AC: 10, HP: 11},
		{Name: "Goblin", Side: "monsters", At: Squares{"H2"}, AC: 15, HP: 7},
	}}
	if _, err := New(enc); err == nil || !strings.Contains(err.Error(), "not at least one size larger") {
		t.Errorf("New: %v, want a refusal of the Pony's size", err)
	}
}
