package battle

import "testing"

// TestEveryVerbHasAHandler keeps the parser's verbs and Decide's handlers
// in step: a verb that parses but has no handler would be refused as
// unknown, and a handler no one can reach is dead code.
func TestEveryVerbHasAHandler(t *testing.T) {
	for v := range actorVerbs {
		if handlers[v] == nil {
			t.Errorf("verb %q parses but has no handler", v)
		}
	}
	for v := range handlers {
		if _, ok := actorVerbs[v]; !ok {
			t.Errorf("handler %q has no verb in the parser", v)
		}
	}
}
