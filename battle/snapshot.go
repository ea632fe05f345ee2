package battle

import (
	"bytes"
	"encoding/gob"
	"fmt"

	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/grid"
)

// Snapshots: the live tracker keeps a fold of an encounter's log so that a
// long fight loads without reading and folding every event again. A
// snapshot is the state written out; it is read back onto the state New
// builds from the same encounter (the map, which no event changes, and the
// ruleset come from there), and folding the events after it gives what
// folding the whole log gives (snapshot_test.go checks it at every event
// of the golden fights). Its format is Go's gob, versioned: a snapshot of
// another version is refused, and the caller folds the log instead.

// SnapshotVersion changes whenever State's shape changes in a way gob
// would read wrongly; old snapshots are then ignored, never misread.
const SnapshotVersion = 1

type snapshot struct {
	Version    int
	State      *State
	NextEffect int
	NextZone   int
	Zones      []zoneSquares // the squares of each zone, by index
}

type zoneSquares struct{ Squares []grid.Square }

func init() {
	// The dice expressions of attacks are trees of these nodes.
	gob.Register(&dice.Num{})
	gob.Register(&dice.Dice{})
	gob.Register(&dice.Binary{})
	gob.Register(&dice.Neg{})
	gob.Register(&dice.Group{})
	gob.Register(&dice.Label{})
}

// Snapshot writes the state out.
func (s *State) Snapshot() ([]byte, error) {
	cp := *s
	cp.Map, cp.memo, cp.rs = nil, nil, nil // the map and ruleset come from New; a memo is a lean fight's alone
	snap := snapshot{Version: SnapshotVersion, State: &cp, NextEffect: s.nextEffect, NextZone: s.nextZone}
	for _, z := range s.Zones {
		snap.Zones = append(snap.Zones, zoneSquares{z.squares})
	}
	var b bytes.Buffer
	if err := gob.NewEncoder(&b).Encode(&snap); err != nil {
		return nil, fmt.Errorf("battle: snapshot: %w", err)
	}
	return b.Bytes(), nil
}

// RestoreSnapshot reads a snapshot back onto the encounter it was taken of.
func RestoreSnapshot(enc *Encounter, data []byte) (*State, error) {
	base, err := New(enc)
	if err != nil {
		return nil, err
	}
	var snap snapshot
	if err := gob.NewDecoder(bytes.NewReader(data)).Decode(&snap); err != nil {
		return nil, fmt.Errorf("battle: snapshot: %w", err)
	}
	if snap.Version != SnapshotVersion || snap.State == nil {
		return nil, fmt.Errorf("battle: snapshot of version %d, this build reads %d", snap.Version, SnapshotVersion)
	}
	s := snap.State
	if len(snap.Zones) != len(s.Zones) {
		return nil, fmt.Errorf("battle: snapshot: %d zones, %d squares lists", len(s.Zones), len(snap.Zones))
	}
	s.Map, s.rs = base.Map, base.rs
	s.nextEffect, s.nextZone = snap.NextEffect, snap.NextZone
	for k := range s.Zones {
		a, err := grid.ParseArea(s.Zones[k].Area)
		if err != nil {
			return nil, fmt.Errorf("battle: snapshot: zone %d: %w", s.Zones[k].ID, err)
		}
		s.Zones[k].area, s.Zones[k].squares = a, snap.Zones[k].Squares
	}
	return s, nil
}
