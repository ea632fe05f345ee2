package battle

import (
	"strings"
	"sync"
)

// verbPrefixes are the words that begin a verb of several words, and the
// first two of a verb of three ("second", "cunning action" ... "lay", "lay
// on"), worked out once from actorVerbs: ParseCommand tries a longer verb
// only after one of them, rather than building and looking up the
// strings "attack orc" and "attack orc with" for every attack.
var verbPrefixes = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for v := range actorVerbs {
		for i := range len(v) {
			if v[i] == ' ' {
				m[v[:i]] = true
			}
		}
	}
	return m
})

// knockOutFlag reports whether the words end with "to knock out", in any
// case.
func knockOutFlag(rest []string) bool {
	n := len(rest)
	return n >= 3 && strings.EqualFold(rest[n-3], "to") && strings.EqualFold(rest[n-2], "knock") && strings.EqualFold(rest[n-1], "out")
}
