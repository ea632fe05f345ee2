package tactics

import (
	"sync"

	"github.com/skirmish-rpg/skirmish/grid"
)

// scratch is approach's working memory (simple.go): the flood of the
// mover's movement and the route it rebuilds. Policies are asked for a
// decision in every turn of every trial, so it is pooled, and a warm
// decision allocates nothing for its pathfinding. A pool rather than a
// Policy field, since Simple, a plain function, approaches too.
type scratch struct {
	reach grid.Reach
	route []grid.Step
}

var scratchPool = sync.Pool{New: func() any { return new(scratch) }}

func getScratch() *scratch { return scratchPool.Get().(*scratch) }

func putScratch(sc *scratch) { scratchPool.Put(sc) }
