package grid

import "math"

// Spreading areas. A few effects "spread around corners" (the Monster
// Manual red dragon's volcanic gases, and spells such as fog cloud): they
// are not stopped where a straight line from the point of origin meets a
// wall, they flow round it. SpreadSquares rules it so: a square is in the
// area when the shortest way from the point of origin to its centre that
// passes no total cover (a chain of straight unblocked lines between
// square centres, the first from the origin) is no longer than the
// radius. In the open that way is the straight line, so a spreading
// sphere with no wall near it is exactly AreaSquares' sphere; behind a
// wall it reaches only as far as going round the wall's end allows. Walls
// themselves are never in it, and nothing spreads through a wall.

// SpreadSquares lists the squares of a sphere or cylinder that spreads
// around corners, row by row from the top-left. Any other shape, or an
// area Validate refuses, gives AreaSquares' answer.
func (m *Map) SpreadSquares(a Area) []Square {
	if a.Validate() != nil || a.Shape != Sphere && a.Shape != Cylinder {
		return m.AreaSquares(a)
	}
	o := a.Origin
	size := 2 * a.Size / SquareFeet // the radius in half squares
	c0, c1 := max(floorDiv(o.X-size, 2), 0), min(floorDiv(o.X+size, 2), m.W-1)
	r0, r1 := max(floorDiv(o.Y-size, 2), 0), min(floorDiv(o.Y+size, 2), m.H-1)
	if c0 > c1 || r0 > r1 {
		return nil
	}
	// The candidates: open squares whose centre the template covers (no
	// way round is shorter than the straight line).
	t := template{a: a, size: size}
	var cand []Square
	for r := r0; r <= r1; r++ {
		for c := c0; c <= c1; c++ {
			if t.covers(2*c+1-o.X, 2*r+1-o.Y) && !m.wallAt(c, r) {
				cand = append(cand, Square{Col: c, Row: r})
			}
		}
	}
	// Dijkstra over the candidates, every pair joined by an unblocked line.
	tr := tracer{m: m}
	reach := func(x0, y0, x1, y1 int) bool {
		from, to := tr.endAt(x0, y0, box{}), end{x: x1, y: y1}
		l, _ := tr.line(&from, &to, TotalCover)
		return l < TotalCover
	}
	dist := make([]float64, len(cand))
	done := make([]bool, len(cand))
	limit := float64(size) + 1e-9
	for k, s := range cand {
		dist[k] = math.Inf(1)
		if cx, cy := 2*s.Col+1, 2*s.Row+1; reach(o.X, o.Y, cx, cy) {
			dist[k] = math.Hypot(float64(cx-o.X), float64(cy-o.Y))
		}
	}
	for {
		v := -1
		for k := range cand {
			if !done[k] && dist[k] <= limit && (v < 0 || dist[k] < dist[v]) {
				v = k
			}
		}
		if v < 0 {
			break
		}
		done[v] = true
		vx, vy := 2*cand[v].Col+1, 2*cand[v].Row+1
		for w := range cand {
			if done[w] {
				continue
			}
			wx, wy := 2*cand[w].Col+1, 2*cand[w].Row+1
			d := dist[v] + math.Hypot(float64(wx-vx), float64(wy-vy))
			if d < dist[w] && d <= limit && reach(vx, vy, wx, wy) {
				dist[w] = d
			}
		}
	}
	var out []Square
	for k, s := range cand {
		if done[k] {
			out = append(out, s)
		}
	}
	return out
}
