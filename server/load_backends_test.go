package server

import (
	"testing"

	"github.com/skirmish-rpg/skirmish/store"
)

// loadBackends are the stores the load test runs on.
func loadBackends(t *testing.T) []backend {
	return []backend{{"memory", func(t *testing.T) store.Store { return store.NewMemory() }}}
}
