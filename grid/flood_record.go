package grid

// A flood's record: what a Reach answers, kept in a few bytes a state so
// that a caller can keep many floods and give one back to a Reach later
// (the tactics keep the floods of many fights: the same mover, on the
// same map, with every creature where it was, floods the same way in
// fight after fight). A record holds the states the flood settled, in the
// order it settled them, each with its parent and the feet and squeeze
// of the step from it; Restore rebuilds from it the very nodes the flood
// left (feet, tie-breaks, parents), so Feet, Route and AppendRoute answer
// exactly as they did. AppendRecord checks, state by state, that the
// nodes can be rebuilt so, and makes no record where they could not.
//
// The words of a record: a header (recHeader words: the map's width and
// height, the footprint, the layers, whether the start fitted, the start
// and the number of states), then a word per state,
//
//	bits 14-31  the state
//	bits  8-13  its parent: 0 for the start, else 1 + 4*step + the
//	            parent's layer (the parent's square is the state's, the
//	            step back)
//	bit      7  the step was squeezed
//	bits  0-6   the feet of the step, recBigFeet when they are in the
//	            next word
const (
	recHeader  = 7
	recBigFeet = 1<<7 - 1
	recStates  = 1 << 18 // more than the states of the largest map (4 x MaxSide^2)
)

// AppendRecord appends r's record to dst. ok is false, dst unchanged,
// when r cannot be recorded: a Reach given back by Restore can, one
// flooded by FloodInto can unless its feet outgrow 32 bits.
func (r *Reach) AppendRecord(dst []uint32) (out []uint32, ok bool) {
	s := &r.s
	flags := uint32(s.lBits) | uint32(s.pBits)<<4
	if r.maxCol >= 0 {
		flags |= 1 << 8
	}
	if r.from.Squeezed {
		flags |= 1 << 9
	}
	flags |= uint32(r.from.Diagonals&1) << 10
	out = append(dst, uint32(s.w), uint32(s.ht), uint32(r.n), flags,
		uint32(int32(r.from.To.Col)), uint32(int32(r.from.To.Row)), uint32(len(s.order)))
	for _, i := range s.order {
		word, big, ok := s.recordState(i)
		if !ok {
			return dst, false
		}
		out = append(out, word)
		if big >= 0 {
			out = append(out, uint32(big))
		}
	}
	return out, true
}

// recordState is state i's word, and the feet of its step when they are
// too many for the word (else -1); ok is false when i's node is not what
// Restore would rebuild from them.
func (s *search) recordState(i int32) (word uint32, big int64, ok bool) {
	nd := s.node[i]
	if uint32(i) >= recStates {
		return 0, 0, false
	}
	word = uint32(i) << 14
	if nd.parent < 0 {
		return word, -1, nd.g == 0 && nd.t == 0
	}
	p := s.node[nd.parent]
	code, diag, ok := s.stepBack(i, nd.parent)
	if !ok {
		return 0, 0, false
	}
	feet, dt := nd.g-p.g, nd.t-p.t
	squeezed := dt >= tieSqueeze
	if nd.t < p.t || feet < 0 || feet > 1<<32-1 || dt != uint64(b2u(diag))+uint64(b2u(squeezed))*tieSqueeze {
		return 0, 0, false
	}
	word |= code<<8 | uint32(b2u(squeezed))<<7
	if feet < recBigFeet {
		return word | uint32(feet), -1, true
	}
	return word | recBigFeet, feet, true
}

// stepBack is the parent code of state i whose parent is state p (see
// the record's words), and whether the step is a diagonal.
func (s *search) stepBack(i, p int32) (code uint32, diag, ok bool) {
	q, pq := s.square(i), s.square(p)
	dc, dr := q.Col-pq.Col, q.Row-pq.Row
	for k, st := range steps {
		if st.dc == dc && st.dr == dr {
			pl := int(p) & (1<<s.lBits - 1)
			return uint32(1 + 4*k + pl), k >= 4, true
		}
	}
	return 0, false, false
}

// Restore makes r answer every question as the Reach whose record rec is
// (AppendRecord) did, its start taken with diagonals diagonals behind it
// (Route numbers the steps' diagonals from there; the flood itself saw
// only their parity, which must be the record's). What r held before is
// forgotten. It reports false, r then reaching nothing, for a record it
// cannot read.
func (r *Reach) Restore(rec []uint32, diagonals int) bool {
	if len(rec) < recHeader {
		r.restoreNothing()
		return false
	}
	w, h, n, flags := int(rec[0]), int(rec[1]), int(rec[2]), rec[3]
	lBits, pBits := uint(flags&15), uint(flags>>4&15)
	count := int(rec[6])
	if w < 1 || h < 1 || w > MaxSide || h > MaxSide || n < 1 || lBits > 2 || pBits > lBits ||
		int(flags>>10&1) != diagonals&1 || len(rec) < recHeader+count {
		r.restoreNothing()
		return false
	}
	r.from = Step{To: Square{Col: int(int32(rec[4])), Row: int(int32(rec[5]))}, Squeezed: flags&(1<<9) != 0, Diagonals: diagonals}
	r.n = n
	r.maxCol, r.maxRow = -1, -1
	if flags&(1<<8) != 0 {
		r.maxCol, r.maxRow = w-n, h-n
	}
	s := &r.s
	s.m, s.c, s.w, s.ht, s.n, s.lBits, s.pBits = nil, Cost{}, w, h, n, lBits, pBits
	s.long = pBits > 0
	states := w * h << lBits
	s.node, s.done = grow(s.node, states), grow(s.done, states)
	s.nextGen()
	if !s.restoreStates(rec[recHeader:], count, int32(states)) {
		r.restoreNothing()
		return false
	}
	return true
}

// restoreStates sets the nodes of the count states of words (numbered
// below states), in the order they were settled, and lists them in
// s.order.
func (s *search) restoreStates(words []uint32, count int, states int32) bool {
	gen, lBits, w := s.gen, s.lBits, s.w
	nodes, done := s.node, s.done
	order := s.order[:0]
	for k := 0; k < count; k++ {
		if len(words) == 0 {
			return false
		}
		word := words[0]
		words = words[1:]
		i := int32(word >> 14)
		if i >= states {
			return false
		}
		code := int(word >> 8 & 63)
		if code == 0 {
			nodes[i] = node{parent: -1, seen: gen}
		} else {
			feet := int64(word & recBigFeet)
			if feet == recBigFeet {
				if len(words) == 0 {
					return false
				}
				feet = int64(words[0])
				words = words[1:]
			}
			st, pl := steps[(code-1)/4], (code-1)%4
			sq := int(i) >> lBits
			pc, pr := sq%w-st.dc, sq/w-st.dr
			p := int32(((pr*w + pc) << lBits) | pl)
			if pc < 0 || pr < 0 || pc >= w || p < 0 || p >= states || done[p] != gen {
				return false // a parent not settled before its child: not a record
			}
			t := nodes[p].t
			if code-1 >= 16 { // steps 4 to 7: the diagonals
				t++
			}
			if word&(1<<7) != 0 {
				t += tieSqueeze
			}
			nodes[i] = node{g: nodes[p].g + feet, t: t, parent: p, seen: gen}
		}
		done[i] = gen
		order = append(order, i)
	}
	s.order = order
	return len(words) == 0
}

// restoreNothing leaves r reaching nothing, as a flood from off the map.
func (r *Reach) restoreNothing() {
	r.maxCol, r.maxRow = -1, -1
	r.s.order = r.s.order[:0]
	r.s.m, r.s.c = nil, Cost{}
}

func b2u(b bool) uint8 {
	if b {
		return 1
	}
	return 0
}
