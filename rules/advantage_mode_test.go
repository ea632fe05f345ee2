package rules

import "testing"

// TestAttackModeIsReasonsMode: the verdict without the lists is the
// verdict of the lists, and costs no allocation.
func TestAttackModeIsReasonsMode(t *testing.T) {
	ctxs := []AttackContext{
		{},
		{Distance: 5, Target: Conditions{}.With(Prone)},
		{Distance: 30, Target: Conditions{}.With(Prone), Ranged: true, HostileWithin5ft: true},
		{Attacker: Conditions{}.With(Invisible), Target: Conditions{}.With(Blinded)},
		{Attacker: Conditions{}.With(Poisoned), Extra: Reasons{Adv: []string{"help"}}},
		{Extra: Reasons{Dis: []string{"x"}}, LongRange: true},
	}
	for i, ctx := range ctxs {
		if got, want := AttackMode(ctx), AttackReasons(ctx).Mode(); got != want {
			t.Errorf("%d: AttackMode = %v, want %v", i, got, want)
		}
	}
	if n := testing.AllocsPerRun(10, func() { _ = AttackMode(ctxs[2]) }); n != 0 {
		t.Errorf("AttackMode: %v allocations, want 0", n)
	}
}
