package battle

// A readied action set off by a creature dropping to 0 hit points
// (`when NAME drops`, `when a creature drops`: the named creature, or any
// foe). The trigger finishes with the command that dropped it, so the
// reactions come as the command closes, in the order the creatures
// dropped, after the reactions to its damage (Hellish Rebuke); a drop a
// reaction causes sets off the next. A readied attack or spell that names
// no target goes at the creature that dropped: at a troll down but
// regenerating, a fire bolt that stops it (SRD 5.1 Troll); at one that
// died, nothing, and the readied action waits.

// readiedDrops fires the readied actions set off by the drops since the
// last call.
func (d *decider) readiedDrops() error {
	s := d.st
	for d.err == nil && d.dropFrom < len(d.drops) {
		x := d.drops[d.dropFrom]
		d.dropFrom++
		at := s.Combatants[x].At
		for _, r := range d.readiedBy(x, "drops", at, at) {
			if err := d.fire(r, x); err != nil {
				return err
			}
		}
	}
	return d.err
}
