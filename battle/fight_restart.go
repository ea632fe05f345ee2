package battle

import (
	"fmt"

	"github.com/skirmish-rpg/skirmish/dice"
)

// RestartLean is StartLean in the memory of prev, a lean fight whose
// trial is over: its two states, its event buffer and its memo are
// reused, the memo's compiled damage programs kept (damage_lean.go), so a
// simulation worker that plays trial after trial of one encounter
// allocates no new fight for each. prev is overwritten: read what it
// says before. With prev nil, or not a lean fight of as many creatures,
// it is StartLean.
func RestartLean(prev *Fight, enc *Encounter, s0 *State, src dice.Source) (*Fight, error) {
	if prev == nil || !prev.lean || prev.State == nil || prev.spare == nil || prev.State.memo == nil ||
		prev.State.memo.n != len(s0.Combatants) {
		return StartLean(enc, s0, src)
	}
	if s0.Started {
		return nil, fmt.Errorf("battle: RestartLean needs a state that has not begun")
	}
	m, st, spare, evs, dec := prev.State.memo, prev.State, prev.spare, prev.evs, prev.dec
	m.restart()
	s0.cloneInto(st)
	st.memo = m // the fight's own, as StartLean's: s0 has none
	*prev = Fight{enc: enc, State: st, src: src, lean: true, spare: spare, evs: evs, dec: dec}
	if _, err := prev.do(Command{Text: "begin", Verb: "begin", Actor: -1, Target: -1, Other: -1}); err != nil {
		return nil, err
	}
	return prev, nil
}

// restart empties the memo for another fight: every answer forgotten,
// the compiled programs kept (their expressions are the encounter's).
func (m *memo) restart() {
	m.seq = -1
	clear(m.cover)
	clear(m.sight)
	m.geo = m.geo[:0]
	m.rides = m.rides[:0]
	m.m = nil
}
