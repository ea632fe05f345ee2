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
	order := s.order[:0]
	for len(h) > 0 {
		var e fentry
		e, h = fpop(h)
		if done[e.i] == gen {
			continue // a stale entry: a cheaper one settled this state
		}
		done[e.i] = gen
		order = append(order, e.i)
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
	s.fheap, s.order = h[:0], order
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

// squeezeKeyBits is where floodN puts the feet in a squeezing mover's key,
// above its tie-breaks t (below 1<<36: two counts below 1<<18, see
// tieSqueeze). The feet fit above them while they are below feetLimit,
// which only a map of hundreds of squares with a cost of a million feet a
// square would reach.
const (
	squeezeKeyBits = 36
	feetLimit      = 1 << (64 - squeezeKeyBits)
)

// floodN is walk for the flood of a mover of footprint 2 or more (a Large
// creature or bigger), which the simulator floods for nearly as often as
// it does for the others. It is walk's loop with the heuristic and the goal
// taken out, and flood1's heap of one key: walk's keys with the second one
// 0, or for a squeezing mover the feet g and tie-breaks t of walk's keys
// (g, t<<hBits) packed as g<<squeezeKeyBits | t, which orders entries as
// walk's keys do while g < feetLimit. So it settles the same states in the
// same order with the same feet, tie-breaks and parents
// (TestFloodWalkOracle). It returns false, its work void, if it meets a
// squeezing mover's state of feetLimit feet or more: the caller floods
// again with walk (TestFloodNFeetLimit).
func (s *search) floodN(from Step, budget int64) bool {
	w, n, k0, gen, lBits := s.w, s.n, s.k, s.gen, s.lBits
	nodes, done, walls, feat := s.node, s.done, s.m.walls > 0, s.m.feat
	maxCol, maxRow := s.m.W-n, s.m.H-n
	pMask := int(s.pBits) // 1 under 5-10-5: the parity bit
	sqBit := 1 << s.pBits // the layer's squeezed bit
	shift := uint(tieBits)
	if k0 > 0 {
		shift = squeezeKeyBits
	}
	var l0 int
	if s.long {
		l0 = from.Diagonals & 1
	}
	if s.startSqueezed(from.To, from.Squeezed) {
		l0 |= sqBit
	}
	start := int32((from.To.Row*w+from.To.Col)<<lBits | l0)
	nodes[start] = node{parent: -1, seen: gen}
	h := append(s.fheap[:0], fentry{key: 0, i: start})
	order := s.order[:0]
	for len(h) > 0 {
		var e fentry
		e, h = fpop(h)
		if done[e.i] == gen {
			continue // a stale entry: a cheaper one settled this state
		}
		done[e.i] = gen
		order = append(order, e.i)
		sqi := int(e.i) >> lBits
		l := int(e.i) & (1<<lBits - 1)
		parity, sq := l&pMask, l&sqBit != 0
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
			base := (qr*w + qc) << lBits
			if k0 > 0 && done[base|ql] == gen && done[base|ql|sqBit] == gen {
				continue // both states of the square settled: nothing to price
			}
			// walk's step, for n >= 2.
			var feet int64
			squeezed, after := false, false
			x := int32(-1)
			if !sq {
				if k0 == 0 && done[base|ql] == gen {
					continue
				}
				if n == 2 {
					x = s.stepExtra2(qc, qr, dc, dr)
				} else {
					x = s.stepExtra(Square{Col: qc, Row: qr}, dc, dr, n)
				}
				if x >= 0 && diag && walls {
					w1, w2 := cornerSquares(Square{Col: pc, Row: pr}, dc, dr, n)
					if feat[w1.Row*w+w1.Col]&featWall != 0 && feat[w2.Row*w+w2.Col]&featWall != 0 {
						x = -1 // cutting between two walls that touch at a corner
					}
				}
			}
			if x >= 0 {
				feet = mul * int64(SquareFeet+x)
				if s.climb != 0 {
					feet += s.climbFeet(pc, pr, n, qc, qr, n)
				}
			} else {
				if k0 == 0 {
					continue
				}
				var ok bool
				feet, squeezed, after, ok = s.squeezeMove(pc, pr, sq, dc, dr, mul)
				if !ok {
					continue
				}
				if after {
					ql |= sqBit
				}
			}
			qi := int32(base | ql)
			if k0 > 0 && done[qi] == gen {
				continue
			}
			q := &nodes[qi]
			g, t := eg+feet, et
			if diag {
				t++
			}
			if squeezed {
				t += tieSqueeze
			}
			if g > budget {
				continue
			}
			if q.seen != gen || g < q.g || g == q.g && t < q.t {
				if k0 > 0 && g >= feetLimit {
					s.fheap, s.order = h[:0], order[:0]
					return false
				}
				*q = node{g: g, t: t, parent: e.i, seen: gen}
				h = fpush(h, fentry{key: uint64(g)<<shift | t, i: qi})
			}
		}
	}
	s.fheap, s.order = h[:0], order
	return true
}

// stepExtra2 is stepExtra for a mover of footprint 2, the Large creature,
// written out: the squares in stepExtra's order, the same questions asked
// of the cost's funcs.
func (s *search) stepExtra2(qc, qr, dc, dr int) int32 {
	w, gen, cells := s.w, s.gen, s.cell
	var best int32
	if dc != 0 {
		col := qc
		if dc > 0 {
			col++
		}
		i := qr*w + col
		a := cells[i]
		if a.gen != gen {
			a.v = s.fillExtra(i, col, qr)
		}
		if a.v < 0 {
			return -1
		}
		b := cells[i+w]
		if b.gen != gen {
			b.v = s.fillExtra(i+w, col, qr+1)
		}
		if b.v < 0 {
			return -1
		}
		best = max(a.v, b.v)
	}
	if dr != 0 {
		row := qr
		if dr > 0 {
			row++
		}
		i := row*w + qc
		a := cells[i]
		if a.gen != gen {
			a.v = s.fillExtra(i, qc, row)
		}
		if a.v < 0 {
			return -1
		}
		b := cells[i+1]
		if b.gen != gen {
			b.v = s.fillExtra(i+1, qc+1, row)
		}
		if b.v < 0 {
			return -1
		}
		best = max(best, a.v, b.v)
	}
	return best
}
