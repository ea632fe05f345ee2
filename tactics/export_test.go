package tactics

// EachDecision is eachDecision (decisions_test.go) for the external
// tests.
var EachDecision = eachDecision
