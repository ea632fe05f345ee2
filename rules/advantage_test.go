package rules

import (
	"slices"
	"testing"
)

// TestMode: seed 001/003 "Advantage and Disadvantage" (as seed 000's lists
// assume): more than one source of advantage is still advantage, and any
// advantage together with any disadvantage is a straight roll, however
// many of each.
func TestMode(t *testing.T) {
	tests := []struct {
		adv, dis int
		want     Mode
	}{
		{0, 0, Normal},
		{1, 0, Advantage},
		{3, 0, Advantage},
		{0, 1, Disadvantage},
		{0, 4, Disadvantage},
		{3, 1, Normal}, // several advantages + one disadvantage = normal
		{1, 2, Normal},
		{2, 2, Normal},
	}
	for _, tt := range tests {
		var r Reasons
		for range tt.adv {
			r.Add(true, "a")
		}
		for range tt.dis {
			r.Add(false, "d")
		}
		if got := r.Mode(); got != tt.want {
			t.Errorf("%d adv, %d dis: %v, want %v", tt.adv, tt.dis, got, tt.want)
		}
	}
}

// TestReasonsString: the verdict with its causes, for the event log.
func TestReasonsString(t *testing.T) {
	tests := []struct {
		r    Reasons
		want string
	}{
		{Reasons{}, "normal"},
		{Reasons{Adv: []string{"target prone, attacker within 5 ft", "ally's Help"}}, "advantage (target prone, attacker within 5 ft; ally's Help)"},
		{Reasons{Dis: []string{"long range"}}, "disadvantage (long range)"},
		{Reasons{Adv: []string{"a"}, Dis: []string{"b", "c"}}, "normal (advantage: a; disadvantage: b; c)"},
	}
	for _, tt := range tests {
		if got := tt.r.String(); got != tt.want {
			t.Errorf("%q, want %q", got, tt.want)
		}
	}
}

func has1(c Condition) Conditions { return Conditions{}.With(c) }

// TestAttackReasons: every source of advantage and disadvantage that needs
// no map, one row each, with the exact phrases.
func TestAttackReasons(t *testing.T) {
	near := 5
	tests := []struct {
		name     string
		ctx      AttackContext
		adv, dis []string
	}{
		{"nothing", AttackContext{Distance: near}, nil, nil},

		// seed 000 "SITUATIONS THAT GAIN COMBAT ADVANTAGE": attacking a target
		// that is blinded, paralyzed, petrified, restrained, stunned or
		// unconscious.
		{"target blinded", AttackContext{Target: has1(Blinded), Distance: near}, []string{"target blinded"}, nil},
		{"target paralyzed", AttackContext{Target: has1(Paralyzed), Distance: near}, []string{"target paralyzed"}, nil},
		{"target petrified", AttackContext{Target: has1(Petrified), Distance: near}, []string{"target petrified"}, nil},
		{"target restrained", AttackContext{Target: has1(Restrained), Distance: near}, []string{"target restrained"}, nil},
		{"target stunned", AttackContext{Target: has1(Stunned), Distance: near}, []string{"target stunned"}, nil},
		{"target unconscious", AttackContext{Target: has1(Unconscious), Distance: near}, []string{"target unconscious"}, nil},
		// Conditions that give attackers nothing.
		{"target charmed, frightened, grappled, poisoned", AttackContext{Target: has1(Charmed).With(Frightened).With(Grappled).With(Poisoned).With(Incapacitated), Distance: near}, nil, nil},
		// seed 000 "SITUATIONS THAT GAIN COMBAT ADVANTAGE": attacking a prone
		// target within 5 feet; "... SUFFER ...": more than 5 feet away.
		{"target prone within 5 ft", AttackContext{Target: has1(Prone), Distance: 5}, []string{"target prone, attacker within 5 ft"}, nil},
		{"target prone at 10 ft", AttackContext{Target: has1(Prone), Distance: 10}, nil, []string{"target prone, attacker beyond 5 ft"}},
		// Unconscious and prone at range: one of each, which cancel.
		{"target unconscious and prone at 30 ft", AttackContext{Target: has1(Unconscious).With(Prone), Ranged: true, Distance: 30},
			[]string{"target unconscious"}, []string{"target prone, attacker beyond 5 ft"}},
		// seed 000: attacking while invisible; seed 001 "Unseen Attackers and
		// Targets": "When a creature can't see you, you have advantage" — one
		// reason, not two.
		{"attacker invisible", AttackContext{Attacker: has1(Invisible), AttackerUnseen: true, Distance: near}, []string{"attacker invisible"}, nil},
		{"attacker hidden", AttackContext{AttackerUnseen: true, Distance: near}, []string{"target can't see attacker"}, nil},
		{"target blinded, attacker unseen", AttackContext{Target: has1(Blinded), AttackerUnseen: true, Distance: near}, []string{"target blinded"}, nil},
		// seed 000: attacking with an ally that used Help within 5 feet of the
		// target.
		{"helped", AttackContext{Helped: true, Distance: near}, []string{"ally's Help"}, nil},
		// SRD 5.1 "Squeezing into a Smaller Space".
		{"target squeezing", AttackContext{TargetSqueezing: true, Distance: near}, []string{"target squeezing"}, nil},
		{"attacker squeezing", AttackContext{Squeezing: true, Distance: near}, nil, []string{"attacker squeezing"}},

		// seed 000 "SITUATIONS THAT SUFFER COMBAT DISADVANTAGE": attacking
		// while blinded, poisoned, prone, restrained or at exhaustion 3+.
		{"attacker blinded", AttackContext{Attacker: has1(Blinded), TargetUnseen: true, Distance: near}, nil, []string{"attacker blinded"}},
		{"attacker poisoned", AttackContext{Attacker: has1(Poisoned), Distance: near}, nil, []string{"attacker poisoned"}},
		{"attacker prone", AttackContext{Attacker: has1(Prone), Distance: near}, nil, []string{"attacker prone"}},
		{"attacker restrained", AttackContext{Attacker: has1(Restrained), Distance: near}, nil, []string{"attacker restrained"}},
		{"attacker exhaustion 2", AttackContext{Attacker: Conditions{Exhaustion: 2}, Distance: near}, nil, nil},
		{"attacker exhaustion 3", AttackContext{Attacker: Conditions{Exhaustion: 3}, Distance: near}, nil, []string{"attacker exhausted (level 3+)"}},
		{"attacker exhaustion 5", AttackContext{Attacker: Conditions{Exhaustion: 5}, Distance: near}, nil, []string{"attacker exhausted (level 3+)"}},
		// seed 000: attacking while frightened and the source of fear is in
		// line of sight.
		{"attacker frightened, source in sight", AttackContext{Attacker: has1(Frightened), FrightenedSourceInSight: true, Distance: near}, nil, []string{"attacker frightened, source in sight"}},
		{"attacker frightened, source out of sight", AttackContext{Attacker: has1(Frightened), Distance: near}, nil, nil},
		{"not frightened, flag alone", AttackContext{FrightenedSourceInSight: true, Distance: near}, nil, nil},
		// seed 000: attacking a target that is invisible; seed 001: a target
		// you can't see.
		{"target invisible", AttackContext{Target: has1(Invisible), TargetUnseen: true, Distance: near}, nil, []string{"target invisible"}},
		{"target unseen", AttackContext{TargetUnseen: true, Distance: near}, nil, []string{"attacker can't see target"}},
		// seed 000: a target using the Dodge action; seed 001 "Dodge": only
		// against attackers it can see, lost while incapacitated or at speed 0.
		{"target dodging", AttackContext{TargetDodging: true, Distance: near}, nil, []string{"target dodging"}},
		{"dodging but stunned", AttackContext{Target: has1(Stunned), TargetDodging: true, Distance: near}, []string{"target stunned"}, nil},
		{"dodging but restrained", AttackContext{Target: has1(Restrained), TargetDodging: true, Distance: near}, []string{"target restrained"}, nil},
		{"dodging but grappled", AttackContext{Target: has1(Grappled), TargetDodging: true, Distance: near}, nil, nil},
		{"dodging at exhaustion 5", AttackContext{Target: Conditions{Exhaustion: 5}, TargetDodging: true, Distance: near}, nil, nil},
		{"dodging at exhaustion 2", AttackContext{Target: Conditions{Exhaustion: 2}, TargetDodging: true, Distance: near}, nil, []string{"target dodging"}},
		{"dodging, attacker invisible", AttackContext{Attacker: has1(Invisible), TargetDodging: true, Distance: near}, []string{"attacker invisible"}, nil},
		{"dodging, attacker hidden", AttackContext{AttackerUnseen: true, TargetDodging: true, Distance: near}, []string{"target can't see attacker"}, nil},
		// seed 000: a ranged weapon at long range; seed 001 "Range".
		{"long range", AttackContext{Ranged: true, LongRange: true, Distance: 200}, nil, []string{"long range"}},
		{"normal range", AttackContext{Ranged: true, Distance: 60}, nil, nil},
		// seed 000: a ranged attack at close range, or within 5 feet of an
		// enemy who is not incapacitated; seed 001 "Ranged Attacks in Close
		// Combat": a hostile creature who can see you and isn't
		// incapacitated.
		{"ranged, target adjacent", AttackContext{Ranged: true, Distance: 5}, nil, []string{"ranged attack, target within 5 ft"}},
		{"ranged, target adjacent and incapacitated", AttackContext{Target: has1(Incapacitated), Ranged: true, Distance: 5}, nil, nil},
		{"ranged, target adjacent but can't see attacker", AttackContext{AttackerUnseen: true, Ranged: true, Distance: 5}, []string{"target can't see attacker"}, nil},
		{"ranged, other hostile adjacent", AttackContext{Ranged: true, Distance: 30, HostileWithin5ft: true}, nil, []string{"ranged attack with a hostile within 5 ft"}},
		{"ranged, both adjacent", AttackContext{Ranged: true, Distance: 5, HostileWithin5ft: true}, nil, []string{"ranged attack with a hostile within 5 ft"}},
		{"melee, hostile adjacent", AttackContext{Distance: 5, HostileWithin5ft: true}, nil, nil},
		// Extra reasons are passed through, after the rules' own.
		{"extra", AttackContext{Attacker: has1(Poisoned), Distance: near, Extra: Reasons{Adv: []string{"Inspiration"}, Dis: []string{"DM: slippery deck"}}},
			[]string{"Inspiration"}, []string{"attacker poisoned", "DM: slippery deck"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := AttackReasons(tt.ctx)
			if !slices.Equal(r.Adv, tt.adv) || !slices.Equal(r.Dis, tt.dis) {
				t.Errorf("adv %q dis %q\nwant adv %q dis %q", r.Adv, r.Dis, tt.adv, tt.dis)
			}
		})
	}
}

// TestAttackReasonsCancel: seed 001/003 "Advantage and Disadvantage" on a
// real pile-up: a prone, restrained target, adjacent, with an ally's Help,
// attacked by a poisoned attacker — three advantages and one
// disadvantage roll normally.
func TestAttackReasonsCancel(t *testing.T) {
	r := AttackReasons(AttackContext{
		Attacker: has1(Poisoned),
		Target:   has1(Prone).With(Restrained),
		Distance: 5,
		Helped:   true,
	})
	if len(r.Adv) != 3 || len(r.Dis) != 1 || r.Mode() != Normal {
		t.Errorf("%v: adv %q dis %q", r.Mode(), r.Adv, r.Dis)
	}
}

// TestAttackReasonsExtraUntouched: merging the caller's reasons never
// writes into the caller's slices.
func TestAttackReasonsExtraUntouched(t *testing.T) {
	extra := Reasons{Adv: make([]string, 1, 8)}
	extra.Adv[0] = "x"
	ctx := AttackContext{Target: has1(Stunned), Extra: extra}
	AttackReasons(ctx)
	if got := extra.Adv[:2]; got[1] != "" {
		t.Errorf("caller's backing array written: %q", got)
	}
	r := Reasons{Adv: make([]string, 1, 8)}.Merge(Reasons{Adv: []string{"y"}})
	if len(r.Adv) != 2 {
		t.Errorf("merge %q", r.Adv)
	}
}

// TestAutoCrit: seed 000 "CRITICAL HITS": "Any regular hit ... on a
// paralyzed or unconscious target automatically becomes a critical hit";
// "Paralyzed"/"Unconscious": if the attacker is within 5 feet.
func TestAutoCrit(t *testing.T) {
	tests := []struct {
		target   Conditions
		distance int
		ranged   bool
		want     bool
	}{
		{has1(Paralyzed), 5, false, true},
		{has1(Unconscious), 5, false, true},
		{has1(Unconscious), 0, false, true},
		{has1(Unconscious), 5, true, true}, // any attack, ranged too
		{has1(Paralyzed), 10, false, false},
		{has1(Unconscious), 30, true, false},
		{has1(Stunned), 5, false, false},
		{has1(Petrified), 5, false, false},
		{has1(Prone), 5, false, false},
		{Conditions{}, 5, false, false},
	}
	for _, tt := range tests {
		ctx := AttackContext{Target: tt.target, Distance: tt.distance, Ranged: tt.ranged}
		if got := AutoCrit(ctx); got != tt.want {
			t.Errorf("%v at %d ft (ranged %v): %v, want %v", tt.target, tt.distance, tt.ranged, got, tt.want)
		}
	}
}

// TestAddAll: AddAll, part after part, gives the reasons a chain of Merge
// gives, in the same order, and never writes into a part's lists, not
// even the first one's spare capacity (an attack's first part is the
// DM's grants, kept in the state).
func TestAddAll(t *testing.T) {
	grants := Reasons{Adv: make([]string, 1, 8), Dis: make([]string, 0, 8)}
	grants.Adv[0] = "granted"
	for _, parts := range [][]Reasons{
		{},
		{{}, {}, {}},
		{grants},
		{grants, {Dis: []string{"heavy"}}, {}, {Adv: []string{"pack"}, Dis: []string{"mockery"}}},
		{{}, {Adv: []string{"a1", "a2"}}, {Adv: []string{"a3"}}, {Dis: []string{"d1"}}},
	} {
		var merged, added Reasons
		for _, p := range parts {
			merged = merged.Merge(p)
			added.AddAll(p)
		}
		if !slices.Equal(merged.Adv, added.Adv) || !slices.Equal(merged.Dis, added.Dis) || merged.Mode() != added.Mode() {
			t.Errorf("%v: AddAll %+v, Merge %+v", parts, added, merged)
		}
		added.AddAll(Reasons{Adv: []string{"more"}, Dis: []string{"more"}})
	}
	if got := grants.Adv[:2]; got[1] != "" || len(grants.Dis[:1][0]) != 0 {
		t.Errorf("a part's backing arrays written: %q %q", got, grants.Dis[:1])
	}
}
