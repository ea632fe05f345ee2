package battle

import (
	"strings"
	"sync"
)

// verbPrefixes are the words that begin a verb of several words, and the
// first words of a longer one ("second", "cunning action" ... "lay", "lay
// on", "step of the"), worked out once from actorVerbs: ParseCommand tries a longer verb
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

// longerVerb is the verb of more words that verb and the words after it
// (rest[1:]) begin, the shortest, and how many words it adds; 0 for none.
// The words between may be no verb themselves: "lay on hands", "step of
// the wind" (feature_ki.go).
func longerVerb(verb string, rest []string) (int, string) {
	longer := verb
	for k := 1; k < len(rest); k++ {
		longer += " " + strings.ToLower(rest[k])
		if _, ok := actorVerbs[longer]; ok {
			return k, longer
		}
		if !verbPrefixes()[longer] {
			break
		}
	}
	return 0, ""
}

// knockOutFlag reports whether the words end with "to knock out", in any
// case.
func knockOutFlag(rest []string) bool {
	n := len(rest)
	return n >= 3 && strings.EqualFold(rest[n-3], "to") && strings.EqualFold(rest[n-2], "knock") && strings.EqualFold(rest[n-1], "out")
}
