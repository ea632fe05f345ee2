package grid

// flood1 is walk (astar.go) for the flood of a one-square mover that cannot
// squeeze, the simulator's commonest search: every Medium or smaller
// creature floods the map before it moves. It is walk with what that case
// does not need taken out of the loop: no squeezed layer, a step priced by
// the one square it enters, and a heap of its own whose entries carry one
// key. It settles the same states in the same order and records the same
// feet, tie-breaks and parents, so a flood finds the same routes:
//
//   - walk's entries are keyed (f<<tieBits | t, h), and a flood has no
//     heuristic, so the second key is always 0: ordered by the first key
//     alone, entries compare as walk's do, equal keys included;
//   - the heap is the same binary heap, pushed and popped by the same
//     rules (push, pop), so equal keys come out in the same order;
//   - each step's checks, and the looks at the cost's funcs, come in
//     walk's order.
//
// TestFloodWalkOracle checks it against walk itself, TestFheapOrder its
// heap against walk's.
func (s *search) flood1(from Step, budget int64) {
	w, gen, lBits := s.w, s.gen, s.lBits
	nodes, done, cells, walls, feat := s.node, s.done, s.cell, s.m.walls > 0, s.m.feat
	maxCol, maxRow := s.m.W-1, s.m.H-1
	pMask := int(s.pBits) // 1 under 5-10-5: the parity bit
	climb := s.climb != 0
	var l0 int
	if s.long {
		l0 = from.Diagonals & 1
	}
	start := int32((from.To.Row*w+from.To.Col)<<lBits | l0)
	nodes[start] = node{parent: -1, seen: gen}
	h := append(s.fheap[:0], fentry{key: 0, i: start})
	for len(h) > 0 {
		var e fentry
		e, h = fpop(h)
		if done[e.i] == gen {
			continue // a stale entry: a cheaper one settled this state
		}
		done[e.i] = gen
		sqi := int(e.i) >> lBits
		parity := int(e.i) & pMask
		eg, et := nodes[e.i].g, nodes[e.i].t
		pr := sqi / w
		pc := sqi - pr*w
		for k := range steps {
			dc, dr := steps[k].dc, steps[k].dr
			qc, qr := pc+dc, pr+dr
			if qc < 0 || qr < 0 || qc > maxCol || qr > maxRow {
				continue
			}
			diag := k >= 4
			ql, mul := parity, int64(1)
			if diag {
				ql ^= pMask // one more diagonal
				mul += int64(parity)
			}
			qsq := qr*w + qc
			qi := int32(qsq<<lBits | ql)
			if done[qi] == gen {
				continue // the state is known before the step is priced
			}
			var x int32
			if c := cells[qsq]; c.gen == gen {
				x = c.v
			} else {
				x = s.fillExtra(qsq, qc, qr)
			}
			if x < 0 {
				continue
			}
			// cornerSquares of a one-square space: the squares beside
			// both the square left and the one entered.
			if diag && walls && feat[pr*w+qc]&featWall != 0 && feat[qr*w+pc]&featWall != 0 {
				continue // cutting between two walls that touch at a corner
			}
			feet := mul * int64(SquareFeet+x)
			if climb {
				feet += s.climbFeet(pc, pr, 1, qc, qr, 1)
			}
			g, t := eg+feet, et
			if diag {
				t++
			}
			if g > budget {
				continue
			}
			q := &nodes[qi]
			if q.seen != gen || g < q.g || g == q.g && t < q.t {
				*q = node{g: g, t: t, parent: e.i, seen: gen}
				h = fpush(h, fentry{key: uint64(g)<<tieBits | t, i: qi})
			}
		}
	}
	s.fheap = h[:0]
}

// fentry is flood1's heap entry: walk's entry without the second key,
// which a flood leaves 0.
type fentry struct {
	key uint64
	i   int32
}

// fpush and fpop are push and pop (astar.go) for fentry: the same moves on
// the same comparisons.
func fpush(h []fentry, e fentry) []fentry {
	h = append(h, e)
	i := len(h) - 1
	for i > 0 {
		p := (i - 1) / 2
		if e.key >= h[p].key {
			break
		}
		h[i] = h[p]
		i = p
	}
	h[i] = e
	return h
}

func fpop(h []fentry) (fentry, []fentry) {
	top := h[0]
	last := len(h) - 1
	e := h[last]
	h = h[:last]
	if last == 0 {
		return top, h
	}
	i := 0
	for {
		c := 2*i + 1
		if c >= last {
			break
		}
		if r := c + 1; r < last && h[r].key < h[c].key {
			c = r
		}
		if h[c].key >= e.key {
			break
		}
		h[i] = h[c]
		i = c
	}
	h[i] = e
	return top, h
}
