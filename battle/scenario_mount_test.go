package battle_test

// Mounted combat: seed 003 (the SRD 5.1 combat chapter) "Mounted Combat",
// "Mounting and Dismounting" and "Controlling a Mount".

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
)

// steed is a party-side Large warhorse: AC 11, 19 HP, speed 60, hooves at
// +6 for 2d6+4 bludgeoning, abilities all 10, fixed initiative.
func steed(name, at string, init int, opts ...spec) battle.CombatantSpec {
	c := battle.CombatantSpec{
		Name: name, Kind: "monster", Side: "party", At: battle.Squares{at}, Size: "large",
		AC: 11, HP: 19, Speed: &battle.SpeedSpec{Walk: ptr(60)}, Initiative: &init,
		Attacks: []battle.AttackSpec{{Name: "hooves", Bonus: ptr(6), Damage: "2d6+4[bludgeoning]"}},
	}
	for _, o := range opts {
		o(&c)
	}
	return c
}

func mountedOn(name string) spec { return func(c *battle.CombatantSpec) { c.MountedOn = name } }
func independent() spec          { return func(c *battle.CombatantSpec) { c.Controlled = ptr(false) } }

// order is the initiative order by name.
func (f *fight) order() []string {
	var out []string
	for _, i := range f.State.Order {
		out = append(out, f.State.Combatants[i].Name)
	}
	return out
}

// mountOf is the name of the creature name rides, or "".
func (f *fight) mountOf(name string) string {
	f.t.Helper()
	i, _ := f.State.Find(name)
	if m := f.State.MountOf(i); m >= 0 {
		return f.State.Combatants[m].Name
	}
	return ""
}

// Seed 003 "Mounting and Dismounting": "Once during your move, you can
// mount a creature that is within 5 feet of you or dismount. Doing so costs
// an amount of movement equal to half your speed." The rider then fills
// its mount's space.
func TestMountingCostsHalfTheSpeed(t *testing.T) {
	for _, tt := range []struct{ speed, cost int }{{30, 15}, {40, 20}} {
		f := start(t, encounter(hero("Knight", "B2", 20, speed(tt.speed)), steed("Warhorse", "C2", 5), foe("Goblin", "J7", 10)))
		evs := f.do("Knight mounts Warhorse")
		wantTypes(t, evs, battle.EvMount, battle.EvInitiative, battle.EvOrder)
		if m := evs[0]; m.Actor != "Knight" || m.Target != "Warhorse" || yes(m.On) != "true" || n(m.Cost) != tt.cost || m.Mode != "controlled" {
			t.Errorf("speed %d: mount event %+v, want Knight on Warhorse for %d ft, controlled", tt.speed, m, tt.cost)
		}
		k := f.c("Knight")
		if k.Turn.Moved != tt.cost || k.At.String() != "C2" || f.mountOf("Knight") != "Warhorse" {
			t.Errorf("speed %d: Knight moved %d ft, at %s, riding %q; want %d, C2 (the Warhorse's space), Warhorse",
				tt.speed, k.Turn.Moved, k.At, f.mountOf("Knight"), tt.cost)
		}
		// Once during its move: no getting off again this turn.
		if re := f.refuse("Knight dismounts", battle.CodeMovement); !strings.Contains(re.Msg, "once during its move") {
			t.Errorf("refusal %q does not cite once during its move", re.Msg)
		}
		f.do("Knight end turn")
		f.do("Goblin end turn")
		evs = f.do("Knight dismounts")
		wantTypes(t, evs, battle.EvMount)
		// The first free square within 5 ft of the Warhorse's C2-D3, row by row.
		if m := evs[0]; yes(m.On) != "false" || m.From != "C2" || m.To != "B1" || n(m.Cost) != tt.cost {
			t.Errorf("speed %d: dismount event %+v, want off C2 to B1 for %d ft", tt.speed, m, tt.cost)
		}
		if k := f.c("Knight"); k.At.String() != "B1" || k.Turn.Moved != tt.cost || f.mountOf("Knight") != "" {
			t.Errorf("speed %d: Knight at %s, moved %d, riding %q; want B1, %d, nothing", tt.speed, k.At, k.Turn.Moved, f.mountOf("Knight"), tt.cost)
		}
		f.refuse("Knight mounts Warhorse", battle.CodeMovement)
	}
}

// Seed 003 "Mounting and Dismounting": the rider lands in a space within 5
// feet of the mount; `to SQUARE` chooses it.
func TestDismountToASquare(t *testing.T) {
	f := start(t, encounter(hero("Knight", "B2", 20, mountedOn("Warhorse")), steed("Warhorse", "C2", 5), foe("Goblin", "J7", 10, hp(30))))
	f.refuse("Knight dismounts to F4", battle.CodeMovement) // 10 ft from D3
	f.refuse("Knight dismounts to C3", battle.CodeMovement) // the Warhorse's own space
	f.refuse("Knight dismounts to Z99", battle.CodeMovement)
	evs := f.do("Knight dismounts to E4")
	if m := one(t, evs, battle.EvMount); m.To != "E4" {
		t.Errorf("landed at %s, want E4", m.To)
	}
	// On foot again, it walks with the rest of its movement.
	f.do("Knight move to E5")
	f.refuse("Knight move to E8", battle.CodeMovement) // 15 + 5 spent, 10 left
}

// Seed 003 "Mounted Combat" and "Mounting and Dismounting": each rule that
// stands between a rider and its mount refuses with its reason.
func TestMountRefused(t *testing.T) {
	tests := []struct {
		name    string
		knight  []spec
		horse   []spec
		extra   []battle.CombatantSpec
		before  string
		line    string
		code    battle.Code
		because string
	}{
		{name: "not within 5 ft", horse: []spec{func(c *battle.CombatantSpec) { c.At = battle.Squares{"D2"} }}, // 10 ft
			line: "Knight mounts Warhorse", code: battle.CodeOutOfReach, because: "within 5 ft"},
		{name: "not one size larger", horse: []spec{size("medium")},
			line: "Knight mounts Warhorse", code: battle.CodeCannot, because: "at least one size larger"},
		{name: "not willing", horse: []spec{side("foes")},
			line: "Knight mounts Warhorse", code: battle.CodeCannot, because: "willing"},
		{name: "not enough movement left", before: "Knight move B1 A1 A2 B2",
			line: "Knight mounts Warhorse", code: battle.CodeMovement, because: "costs 15 ft (half of Knight's speed of 30); Knight has 10 ft"},
		{name: "speed 0", knight: []spec{speed(0)},
			line: "Knight mounts Warhorse", code: battle.CodeCannot, because: "speed is 0"},
		{name: "grappled", knight: []spec{conds("grappled")},
			line: "Knight mounts Warhorse", code: battle.CodeCannot, because: "speed is 0 (grappled)"},
		{name: "already mounted", knight: []spec{mountedOn("Warhorse")}, extra: []battle.CombatantSpec{steed("Palfrey", "E2", 1)},
			line: "Knight mounts Palfrey", code: battle.CodeCannot, because: "already riding Warhorse"},
		{name: "the mount has a rider", extra: []battle.CombatantSpec{hero("Squire", "A1", 1, mountedOn("Warhorse"))},
			line: "Knight mounts Warhorse", code: battle.CodeCannot, because: "already carries Squire"},
		{name: "the mount is prone", horse: []spec{conds("prone")},
			line: "Knight mounts Warhorse", code: battle.CodeCannot, because: "prone"},
		{name: "the mount is unconscious", horse: []spec{conds("unconscious")},
			line: "Knight mounts Warhorse", code: battle.CodeCannot, because: "incapacitated"},
		{name: "the rider is prone", knight: []spec{conds("prone")},
			line: "Knight mounts Warhorse", code: battle.CodeCannot, because: "stand up"},
		{name: "itself", line: "Knight mounts Knight", code: battle.CodeCannot, because: "itself"},
		{name: "dismount on foot", line: "Knight dismounts", code: battle.CodeCannot, because: "not riding"},
		{name: "a rider walks", knight: []spec{mountedOn("Warhorse")},
			line: "Knight move to A1", code: battle.CodeCannot, because: "moves with it"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cs := []battle.CombatantSpec{hero("Knight", "B2", 20, tt.knight...), steed("Warhorse", "C2", 5, tt.horse...), foe("Orc", "J7", 10)}
			f := start(t, encounter(append(cs, tt.extra...)...))
			if tt.before != "" {
				f.do(tt.before)
			}
			if re := f.refuse(tt.line, tt.code); !strings.Contains(re.Msg, tt.because) {
				t.Errorf("%q refused with %q, want the reason %q", tt.line, re.Msg, tt.because)
			}
		})
	}
}

// Seed 003 "Controlling a Mount": "The initiative of a controlled mount
// changes to match yours" — a rider mounted in the file brings its mount
// into the order just before itself, with its initiative and no roll of
// its own (the script has no face for one).
func TestControlledMountFromTheFile(t *testing.T) {
	f := start(t, encounter(hero("Knight", "B2", 15, mountedOn("Warhorse")), steed("Warhorse", "C2", 0, noInit()), foe("Goblin", "J7", 10)))
	var ini battle.Event
	for _, e := range of(f.Log, battle.EvInitiative) {
		if e.Actor == "Warhorse" {
			ini = e
		}
	}
	if n(ini.Total) != 15 || ini.D20 != nil {
		t.Errorf("Warhorse's initiative event %+v, want 15 with no roll", ini)
	}
	if got := f.order(); !slices.Equal(got, []string{"Warhorse", "Knight", "Goblin"}) {
		t.Errorf("order %v, want the Warhorse just before its rider", got)
	}
	if f.current() != "Knight" || f.c("Knight").At.String() != "C2" {
		t.Errorf("%s's turn, Knight at %s; want the Knight's turn (the Warhorse has none of its own), in the Warhorse's space C2", f.current(), f.c("Knight").At)
	}
}

// Seed 003 "Controlling a Mount": a controlled mount "moves as you direct
// it, and it has only three action options: Dash, Disengage, and Dodge" —
// on its rider's turn, never on one of its own. The rider goes where it
// goes.
func TestControlledMount(t *testing.T) {
	f := start(t, encounter(hero("Knight", "B2", 15, mountedOn("Warhorse")), steed("Warhorse", "C2", 0, noInit()), foe("Goblin", "J7", 10, hp(30))))
	evs := f.do("Warhorse move to F2")
	if mv := one(t, evs, battle.EvMove); mv.Actor != "Warhorse" || n(mv.Cost) != 15 {
		t.Errorf("move %+v, want the Warhorse's, 15 ft", mv)
	}
	if k := f.c("Knight"); k.At.String() != "F2" || k.Turn.Moved != 0 {
		t.Errorf("Knight at %s having moved %d ft; want carried to F2, its own movement unspent", k.At, k.Turn.Moved)
	}
	wantTypes(t, f.do("Warhorse dash"), battle.EvAction)
	if re := f.refuse("Warhorse attack Goblin", battle.CodeCannot); !strings.Contains(re.Msg, "Dash, Disengage and Dodge") {
		t.Errorf("refusal %q does not name the three action options", re.Msg)
	}
	f.refuse("Warhorse dodge", battle.CodeNoAction) // its one action was the Dash
	f.refuse("Warhorse end turn", battle.CodeCannot)
	if re := f.refuse("Knight move to G3", battle.CodeCannot); !strings.Contains(re.Msg, "Warhorse move to SQUARE") {
		t.Errorf("refusal %q does not say how to move the mount", re.Msg)
	}
	f.refuse("Knight drop prone", battle.CodeCannot)
	f.do("Knight end turn")
	if f.current() != "Goblin" {
		t.Fatalf("after the Knight, %s's turn; want the Goblin's", f.current())
	}
	f.refuse("Warhorse move to E2", battle.CodeNotYourTurn)
	f.do("Goblin end turn")
	if f.current() != "Knight" || f.State.Round != 2 {
		t.Fatalf("%s's turn in round %d; want the Knight's in round 2", f.current(), f.State.Round)
	}
	if w := f.c("Warhorse"); w.Turn != (battle.TurnState{}) || !w.Reaction {
		t.Errorf("Warhorse's turn %+v, reaction %v: its rider's turn is its own", w.Turn, w.Reaction)
	}
	f.do("Warhorse dodge")
	f.do("Knight end turn")
	if !f.c("Warhorse").Dodging {
		t.Error("the Warhorse's Dodge ended before its next turn")
	}
	f.do("Goblin end turn")
	if f.c("Warhorse").Dodging {
		t.Error("the Warhorse's Dodge lasts past the start of its rider's turn, its own next turn")
	}
}

// Seed 003 "Controlling a Mount": "A controlled mount can move and act even
// on the turn that you mount it" — even if it has had its own turn this
// round; and it acts on the rider's initiative from then on.
func TestControlledMountActsOnTheTurnYouMountIt(t *testing.T) {
	t.Run("after its own turn", func(t *testing.T) {
		f := start(t, encounter(steed("Warhorse", "E2", 20), hero("Knight", "B2", 15), foe("Goblin", "J7", 10, hp(30))))
		f.do("Warhorse move to C2")
		f.do("Warhorse dodge")
		f.do("Warhorse end turn")
		evs := f.do("Knight mounts Warhorse")
		wantTypes(t, evs, battle.EvMount, battle.EvInitiative) // already just before the Knight
		if w := f.c("Warhorse"); w.Initiative != 15 || w.Turn != (battle.TurnState{}) {
			t.Errorf("Warhorse: initiative %d, turn %+v; want 15, a fresh turn", w.Initiative, w.Turn)
		}
		f.do("Warhorse move to H2")
		f.do("Warhorse dash")
		if at := f.c("Knight").At.String(); at != "H2" {
			t.Errorf("Knight at %s, want H2", at)
		}
	})
	t.Run("before its own turn", func(t *testing.T) {
		f := start(t, encounter(hero("Knight", "B2", 20), foe("Goblin", "J7", 10, hp(30)), steed("Warhorse", "C2", 5)))
		evs := f.do("Knight mounts Warhorse")
		wantTypes(t, evs, battle.EvMount, battle.EvInitiative, battle.EvOrder)
		if got := f.order(); !slices.Equal(got, []string{"Warhorse", "Knight", "Goblin"}) {
			t.Errorf("order %v, want the Warhorse moved just before the Knight", got)
		}
		f.do("Warhorse move to E2")
		f.do("Knight end turn")
		f.do("Goblin end turn")
		if f.current() != "Knight" || f.State.Round != 2 {
			t.Errorf("%s's turn in round %d; want the Knight's in round 2: the Warhorse, having acted on the Knight's turn, gets no second turn at initiative 5",
				f.current(), f.State.Round)
		}
	})
}

// Seed 003 "Controlling a Mount": "An independent mount retains its place
// in the initiative order ... it moves and acts as it wishes." The rider
// goes with it.
func TestIndependentMount(t *testing.T) {
	f := start(t, encounter(hero("Knight", "B2", 20), steed("Griffon", "C2", 12), foe("Goblin", "H2", 10, hp(30))))
	evs := f.do("Knight mounts Griffon independent")
	wantTypes(t, evs, battle.EvMount)
	if evs[0].Mode != "independent" || f.c("Griffon").Initiative != 12 {
		t.Errorf("mode %q, Griffon's initiative %d; want independent, still 12", evs[0].Mode, f.c("Griffon").Initiative)
	}
	f.refuse("Griffon move to E2", battle.CodeNotYourTurn)
	if re := f.refuse("Knight move to A1", battle.CodeCannot); !strings.Contains(re.Msg, "on its own turn") {
		t.Errorf("refusal %q", re.Msg)
	}
	f.do("Knight end turn")
	if f.current() != "Griffon" {
		t.Fatalf("%s's turn, want the Griffon's", f.current())
	}
	f.do("Griffon move to F2")
	if at := f.c("Knight").At.String(); at != "F2" {
		t.Errorf("Knight at %s, want carried to F2", at)
	}
	evs = f.do("Griffon attack Goblin", 10, 3, 3) // 16 hits AC 12; 3+3+4 = 10
	wantTypes(t, evs, battle.EvAttack, battle.EvDamage)
}

// Seed 003 "Controlling a Mount": "if the mount provokes an opportunity
// attack while you're on it, the attacker can target you or the mount."
// The controller is asked about the rider first, then the mount; the rider,
// carried, provokes nothing of its own (no third question).
func TestOpportunityAttackOnRiderOrMount(t *testing.T) {
	setup := func(t *testing.T, horse ...spec) *fight {
		return start(t, encounter(
			hero("Knight", "B3", 20, ac(18), mountedOn("Warhorse")),
			steed("Warhorse", "C2", 0, append([]spec{noInit()}, horse...)...),
			foe("Orc", "B2", 10, hp(30)),
		))
	}
	asking := func(f *fight, yes ...string) *[]string {
		var asked []string
		f.React = func(s *battle.State, reactor, trigger int, kind string) bool {
			who := s.Combatants[trigger].Name
			asked = append(asked, s.Combatants[reactor].Name+" "+kind+" on "+who)
			return slices.Contains(yes, who)
		}
		return &asked
	}
	tests := []struct {
		name   string
		yes    []string // whom the Orc's controller will attack
		target string   // "" for no attack
		asked  []string
	}{
		{"the rider", []string{"Knight", "Warhorse"}, "Knight", []string{"Orc opportunity attack on Knight"}},
		{"the mount", []string{"Warhorse"}, "Warhorse", []string{"Orc opportunity attack on Knight", "Orc opportunity attack on Warhorse"}},
		{"neither", nil, "", []string{"Orc opportunity attack on Knight", "Orc opportunity attack on Warhorse"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := setup(t)
			asked := asking(f, tt.yes...)
			var faces []int
			if tt.target != "" {
				faces = []int{2} // 6: a miss
			}
			evs := f.do("Warhorse move to F2", faces...)
			if !slices.Equal(*asked, tt.asked) {
				t.Errorf("asked %q, want %q", *asked, tt.asked)
			}
			attacks := of(evs, battle.EvAttack)
			switch {
			case tt.target == "" && len(attacks) != 0:
				t.Errorf("attacks %v, want none", texts(attacks))
			case tt.target != "" && (len(attacks) != 1 || attacks[0].Target != tt.target):
				t.Errorf("attacks %v, want one on %s", texts(attacks), tt.target)
			}
			if at := f.c("Knight").At.String(); at != "F2" {
				t.Errorf("Knight at %s, want F2", at)
			}
		})
	}
	// Only a target the attacker may attack: charmed by the Knight, the Orc
	// strikes the Warhorse, whatever the ACs.
	t.Run("the rider is no target", func(t *testing.T) {
		f := setup(t, ac(20))
		f.do("dm condition Orc +charmed by Knight")
		evs := f.do("Warhorse move to F2", 2)
		if a := one(t, evs, battle.EvAttack); a.Target != "Warhorse" {
			t.Errorf("the attack targets %s, want the Warhorse: the Orc can't attack its charmer", a.Target)
		}
	})
	// With no controller to ask: the one with the lower AC.
	for _, tt := range []struct {
		horseAC int
		want    string
	}{{11, "Warhorse"}, {20, "Knight"}, {18, "Knight"}} {
		f := setup(t, ac(tt.horseAC))
		evs := f.do("Warhorse move to F2", 2)
		if a := one(t, evs, battle.EvAttack); a.Target != tt.want {
			t.Errorf("Warhorse AC %d, Knight AC 18: the attack targets %s, want %s", tt.horseAC, a.Target, tt.want)
		}
	}
}

// Seed 003 "Mounting and Dismounting": "If you're knocked prone while
// mounted, you must make the same saving throw" — DC 10 Dexterity, or
// fall off, landing prone in a space within 5 feet.
func TestRiderKnockedProne(t *testing.T) {
	setup := func(t *testing.T) *fight {
		return start(t, encounter(foe("Orc", "B2", 20, hp(30)), hero("Knight", "A1", 15, mountedOn("Warhorse")), steed("Warhorse", "C2", 0, noInit())))
	}
	t.Run("fails the save", func(t *testing.T) {
		f := setup(t)
		evs := f.do("Orc shove Knight prone", 15, 5, 9) // 15 beats 5; Dex save 9 < 10
		wantTypes(t, evs, battle.EvAction, battle.EvCheck, battle.EvCheck, battle.EvCondition, battle.EvSave, battle.EvMount)
		if s := evs[4]; s.Actor != "Knight" || s.Ability != "dex" || n(s.DC) != 10 || yes(s.Success) != "false" {
			t.Errorf("save %+v, want the Knight's DC 10 Dex save, failed", s)
		}
		if m := evs[5]; yes(m.On) != "false" || m.To != "B1" || m.Cost != nil {
			t.Errorf("mount event %+v, want off to B1 (the first free square within 5 ft), no movement spent", m)
		}
		if k := f.c("Knight"); f.mountOf("Knight") != "" || !k.Conds.Has(rules.Prone) || k.At.String() != "B1" {
			t.Errorf("Knight riding %q, %s, at %s; want on foot, prone, at B1", f.mountOf("Knight"), k.Conds, k.At)
		}
	})
	t.Run("makes the save", func(t *testing.T) {
		f := setup(t)
		evs := f.do("Orc shove Knight prone", 15, 5, 10)
		wantTypes(t, evs, battle.EvAction, battle.EvCheck, battle.EvCheck, battle.EvCondition, battle.EvSave)
		if f.mountOf("Knight") != "Warhorse" || !f.c("Knight").Conds.Has(rules.Prone) {
			t.Errorf("Knight riding %q, %s; want still on the Warhorse, prone", f.mountOf("Knight"), f.c("Knight").Conds)
		}
	})
}

// Seed 003 "Mounting and Dismounting": "If your mount is knocked prone, you
// can use your reaction to dismount it as it falls and land on your feet.
// Otherwise, you are dismounted and fall prone in a space within 5 feet
// it."
func TestMountKnockedProne(t *testing.T) {
	setup := func(t *testing.T, extra ...battle.CombatantSpec) *fight {
		cs := []battle.CombatantSpec{foe("Orc", "B2", 20, hp(30)), hero("Knight", "A1", 15, mountedOn("Warhorse")), steed("Warhorse", "C2", 0, noInit())}
		return start(t, encounter(append(cs, extra...)...))
	}
	t.Run("the rider's reaction", func(t *testing.T) {
		f := setup(t)
		var asked []string
		f.React = func(s *battle.State, reactor, trigger int, kind string) bool {
			asked = append(asked, s.Combatants[reactor].Name+" "+kind+" on "+s.Combatants[trigger].Name)
			return true
		}
		evs := f.do("Orc shove Warhorse prone", 15, 5)
		wantTypes(t, evs, battle.EvAction, battle.EvCheck, battle.EvCheck, battle.EvCondition, battle.EvMount)
		if m := evs[4]; yes(m.Reaction) != "true" || m.To != "B1" {
			t.Errorf("mount event %+v, want off with the reaction, to B1", m)
		}
		if !slices.Equal(asked, []string{"Knight dismount on Warhorse"}) {
			t.Errorf("asked %q, want the Knight about dismounting", asked)
		}
		if k := f.c("Knight"); k.Reaction || k.Conds.Has(rules.Prone) || f.mountOf("Knight") != "" {
			t.Errorf("Knight: reaction %v, %s, riding %q; want the reaction spent, on its feet, on foot", k.Reaction, k.Conds, f.mountOf("Knight"))
		}
	})
	t.Run("no reaction taken", func(t *testing.T) {
		f := setup(t)
		f.React = func(*battle.State, int, int, string) bool { return false }
		evs := f.do("Orc shove Warhorse prone", 15, 5)
		wantTypes(t, evs, battle.EvAction, battle.EvCheck, battle.EvCheck, battle.EvCondition, battle.EvMount, battle.EvCondition)
		if c := evs[5]; c.Target != "Knight" || c.Condition != "prone" {
			t.Errorf("last event %+v, want the Knight falling prone", c)
		}
		if !f.c("Knight").Reaction {
			t.Error("the Knight spent the reaction it declined")
		}
	})
	t.Run("no reaction left", func(t *testing.T) {
		// The Goblin leaves the reach of both: the Knight and the Warhorse
		// each take an opportunity attack, so the Knight has no reaction when
		// its mount falls.
		f := setup(t, foe("Goblin", "E2", 25, hp(30)))
		evs := f.do("Goblin move to H2", 2, 2)
		if as := of(evs, battle.EvAttack); len(as) != 2 || as[0].Actor != "Knight" || as[1].Actor != "Warhorse" {
			t.Fatalf("opportunity attacks %v, want the Knight's and the Warhorse's", texts(as))
		}
		f.do("Goblin end turn")
		evs = f.do("Orc shove Warhorse prone", 15, 5)
		wantTypes(t, evs, battle.EvAction, battle.EvCheck, battle.EvCheck, battle.EvCondition, battle.EvMount, battle.EvCondition)
	})
}

// Seed 003 "Mounting and Dismounting": "If an effect moves your mount
// against its will while you're on it, you must succeed on a DC 10
// Dexterity saving throw or fall off the mount, landing prone in a space
// within 5 feet of it." A shove that pushes the mount is such an effect.
func TestMountMovedAgainstItsWill(t *testing.T) {
	setup := func(t *testing.T) *fight {
		return start(t, encounter(foe("Orc", "B2", 20, hp(30)), hero("Knight", "A1", 15, mountedOn("Warhorse")), steed("Warhorse", "C2", 0, noInit())))
	}
	t.Run("fails the save", func(t *testing.T) {
		f := setup(t)
		evs := f.do("Orc shove Warhorse away", 15, 5, 3)
		wantTypes(t, evs, battle.EvAction, battle.EvCheck, battle.EvCheck, battle.EvMove, battle.EvSave, battle.EvMount, battle.EvCondition)
		if mv := evs[3]; mv.Actor != "Warhorse" || mv.To != "D2" || mv.Action != "forced" {
			t.Errorf("move %+v, want the Warhorse pushed to D2", mv)
		}
		if m := evs[5]; m.From != "D2" || m.To != "C1" {
			t.Errorf("fell from %s to %s, want from D2 (where the push left it) to C1", m.From, m.To)
		}
		if k := f.c("Knight"); k.At.String() != "C1" || f.mountOf("Knight") != "" || !k.Conds.Has(rules.Prone) {
			t.Errorf("Knight at %s riding %q, %s; want at C1, on foot, prone", k.At, f.mountOf("Knight"), k.Conds)
		}
	})
	t.Run("makes the save", func(t *testing.T) {
		f := setup(t)
		evs := f.do("Orc shove Warhorse away", 15, 5, 10)
		wantTypes(t, evs, battle.EvAction, battle.EvCheck, battle.EvCheck, battle.EvMove, battle.EvSave)
		if k := f.c("Knight"); k.At.String() != "D2" || f.mountOf("Knight") != "Warhorse" {
			t.Errorf("Knight at %s riding %q; want carried to D2 on the Warhorse", k.At, f.mountOf("Knight"))
		}
	})
}

// Seed 003 "Mounting and Dismounting", as the issue reads it: a mount
// that dies falls like a mount knocked prone; the rider can use its
// reaction to land on its feet.
func TestMountDies(t *testing.T) {
	setup := func(t *testing.T) *fight {
		return start(t, encounter(foe("Orc", "B2", 20, hp(30)), hero("Knight", "A1", 15, mountedOn("Warhorse")), steed("Warhorse", "C2", 0, noInit(), hp(2))))
	}
	t.Run("lands on its feet", func(t *testing.T) {
		f := setup(t)
		evs := f.do("Orc attack Warhorse", 15, 1) // hits; 1+2 = 3 damage
		wantTypes(t, evs, battle.EvAttack, battle.EvDamage, battle.EvDead, battle.EvMount)
		if m := evs[3]; yes(m.Reaction) != "true" || f.c("Knight").Conds.Has(rules.Prone) {
			t.Errorf("mount event %+v, Knight %s; want the reaction used and the Knight standing", m, f.c("Knight").Conds)
		}
	})
	t.Run("falls prone", func(t *testing.T) {
		f := setup(t)
		f.React = func(*battle.State, int, int, string) bool { return false }
		evs := f.do("Orc attack Warhorse", 15, 1)
		wantTypes(t, evs, battle.EvAttack, battle.EvDamage, battle.EvDead, battle.EvMount, battle.EvCondition)
	})
}

// Seed 003 "Mounting and Dismounting" with seed 001 "Dropping to 0 Hit
// Points": a rider that falls unconscious falls prone, and its Dexterity
// save to stay mounted fails on its own (unconscious).
func TestRiderDropsToZero(t *testing.T) {
	f := start(t, encounter(foe("Orc", "B2", 20, hp(30)), hero("Knight", "A1", 15, hp(3), mountedOn("Warhorse")), steed("Warhorse", "C2", 0, noInit())))
	evs := f.do("Orc attack Knight", 15, 1) // 1+2 = 3 damage
	wantTypes(t, evs, battle.EvAttack, battle.EvDamage, battle.EvDown, battle.EvCondition, battle.EvCondition, battle.EvSave, battle.EvMount)
	if s := evs[5]; yes(s.Success) != "false" || s.D20 != nil {
		t.Errorf("save %+v, want an automatic failure", s)
	}
	if f.mountOf("Knight") != "" || f.c("Knight").At.String() != "B1" {
		t.Errorf("Knight riding %q at %s; want fallen to B1", f.mountOf("Knight"), f.c("Knight").At)
	}
}

// A rider killed outright (here by massive damage) no longer rides: its
// body falls from the saddle, and the mount is free.
func TestRiderKilled(t *testing.T) {
	f := start(t, encounter(foe("Orc", "B2", 20, hp(30)), hero("Knight", "A1", 15, hp(1), mountedOn("Warhorse")), steed("Warhorse", "C2", 0, noInit())))
	evs := f.do("Orc attack Knight", 15, 1) // 3 damage: 2 left over is at least its maximum of 1
	wantTypes(t, evs, battle.EvAttack, battle.EvDamage, battle.EvDead, battle.EvMount)
	if f.mountOf("Knight") != "" || f.State.RiderOf(2) != -1 {
		t.Errorf("the dead Knight still rides")
	}
}

// Seed 003 "Mounted Combat": the rider shares its mount's space, so reach
// is measured from there — the Knight at the Warhorse's top-left square
// still reaches a Goblin beside the Warhorse's far side — and the mount
// gives no cover against its own rider.
func TestRiderReachesFromTheMountsSpace(t *testing.T) {
	f := start(t, encounter(hero("Knight", "A1", 20, mountedOn("Warhorse")), steed("Warhorse", "C2", 0, noInit()), foe("Goblin", "E3", 10, hp(30))))
	if d := f.State.Distance(0, 2); d != 5 {
		t.Errorf("Knight to Goblin %d ft, want 5", d)
	}
	evs := f.do("Knight attack Goblin", 10, 1) // 15 hits AC 12
	if a := one(t, evs, battle.EvAttack); a.Cover != "" || yes(a.Hit) != "true" {
		t.Errorf("attack %+v, want a hit with no cover", a)
	}
}

// Seed 003 is silent on shoving a rider away; the engine pushes it out of
// the saddle, beyond its mount's space directly away from the shover, and
// it lands on its feet.
func TestRiderShovedAway(t *testing.T) {
	f := start(t, encounter(foe("Orc", "B2", 20, hp(30)), hero("Knight", "A1", 15, mountedOn("Warhorse")), steed("Warhorse", "C2", 0, noInit())))
	evs := f.do("Orc shove Knight away", 15, 5)
	wantTypes(t, evs, battle.EvAction, battle.EvCheck, battle.EvCheck, battle.EvMount)
	if k := f.c("Knight"); k.At.String() != "E2" || f.mountOf("Knight") != "" || k.Conds.Has(rules.Prone) {
		t.Errorf("Knight at %s riding %q, %s; want pushed off to E2, standing", k.At, f.mountOf("Knight"), k.Conds)
	}
}

// Seed 003 "Controlling a Mount" with seed 001 "Surprise": a controlled
// mount's turn is its rider's, so a surprised mount can't move on its
// rider's first turn, and its surprise ends with that turn — as do effects
// timed to the start of its own turn.
func TestControlledMountsTurnIsItsRiders(t *testing.T) {
	f := start(t, encounter(
		hero("Knight", "B2", 15, mountedOn("Warhorse"), skill("perception", 20)),
		steed("Warhorse", "C2", 0, noInit()),
		foe("Goblin", "J7", 10, hp(30), stealthy(), skill("stealth", 10)),
	), 10) // Stealth 20: the Warhorse (passive 10) is surprised, the Knight (30) is not
	if !f.c("Warhorse").Surprised || f.c("Knight").Surprised {
		t.Fatalf("surprised: Warhorse %v, Knight %v", f.c("Warhorse").Surprised, f.c("Knight").Surprised)
	}
	f.refuse("Warhorse move to E2", battle.CodeCannot)
	f.do("Knight end turn")
	if w := f.c("Warhorse"); w.Surprised || !w.Reaction {
		t.Errorf("Warhorse surprised %v, reaction %v after its rider's first turn; want false, true", w.Surprised, w.Reaction)
	}
	f.do("dm condition Warhorse +poisoned until start of Warhorse")
	f.do("Goblin end turn")
	if f.c("Warhorse").Conds.Has(rules.Poisoned) {
		t.Error("an effect until the start of the Warhorse's turn outlasts the start of its rider's turn")
	}
	f.do("Warhorse move to E2")
}

// Seed 003 "Mounted Combat": the rider is in its mount's space, so the
// mount may move into squares its rider seems to stand in, and what the
// rider does measures from the whole space: a readied attack, a shove.
func TestRiderActsFromTheMountsSpace(t *testing.T) {
	t.Run("the mount moves over its rider's square", func(t *testing.T) {
		f := start(t, encounter(hero("Knight", "B2", 20, mountedOn("Warhorse")), steed("Warhorse", "C2", 0, noInit()), foe("Goblin", "J7", 10, hp(30))))
		f.do("Warhorse move to B2")
		if at := f.c("Knight").At.String(); at != "B2" {
			t.Errorf("Knight at %s, want B2", at)
		}
	})
	t.Run("a readied attack", func(t *testing.T) {
		f := start(t, encounter(hero("Knight", "B2", 20, mountedOn("Warhorse")), steed("Warhorse", "C2", 0, noInit()), foe("Goblin", "G3", 10, hp(30))))
		f.do("Knight ready attack when a creature enters my reach")
		f.do("Knight end turn")
		evs := f.do("Goblin move to E3", 2) // beside the Warhorse's D3: within the Knight's reach; 7 misses
		if a := one(t, evs, battle.EvAttack); a.Actor != "Knight" || yes(a.Reaction) != "true" {
			t.Errorf("attack %+v, want the Knight's readied one", a)
		}
	})
	t.Run("a shove", func(t *testing.T) {
		f := start(t, encounter(hero("Knight", "B2", 20, mountedOn("Warhorse")), steed("Warhorse", "C2", 0, noInit()), foe("Goblin", "E3", 10, hp(30))))
		f.do("Knight shove Goblin away", 15, 5)
		if at := f.c("Goblin").At.String(); at != "F3" {
			t.Errorf("Goblin pushed to %s, want F3: straight away from the Warhorse's C2-D3", at)
		}
	})
}

// The command language: mount and dismount, in either person.
func TestParseMountCommands(t *testing.T) {
	s := parseState(t)
	const fighter, boss = 0, 5
	good := []struct {
		line string
		want battle.Command
	}{
		{"Fighter mounts Goblin Boss", battle.Command{Actor: fighter, Verb: "mount", Target: boss, Other: -1}},
		{"fighter MOUNT goblin-boss Independent", battle.Command{Actor: fighter, Verb: "mount", Target: boss, Other: -1, With: "independent"}},
		{"Fighter mounts Goblin Boss controlled", battle.Command{Actor: fighter, Verb: "mount", Target: boss, Other: -1, With: "controlled"}},
		{"Fighter dismounts", battle.Command{Actor: fighter, Verb: "dismount", Target: -1, Other: -1}},
		{"Fighter dismount TO c3", battle.Command{Actor: fighter, Verb: "dismount", Target: -1, Other: -1, To: []grid.Square{sq("C3")}}},
	}
	for _, tt := range good {
		got, err := battle.ParseCommand(s, tt.line)
		if err != nil {
			t.Errorf("%q: %v", tt.line, err)
			continue
		}
		tt.want.Text = strings.TrimSpace(tt.line)
		if got.Actor != tt.want.Actor || got.Verb != tt.want.Verb || got.Target != tt.want.Target || got.Other != tt.want.Other ||
			got.With != tt.want.With || !slices.Equal(got.To, tt.want.To) || got.Text != tt.want.Text {
			t.Errorf("%q: got %+v, want %+v", tt.line, got, tt.want)
		}
	}
	bad := []struct {
		line string
		code battle.Code
		msg  string
	}{
		{"Fighter mounts", battle.CodeUnknownName, "mount what?"},
		{"Fighter mounts Wizard", battle.CodeUnknownName, `no combatant named "Wizard"`},
		{"Fighter mounts Goblin Boss sideways", battle.CodeSyntax, "RIDER mounts MOUNT [controlled|independent]"},
		{"Fighter dismounts C3", battle.CodeSyntax, "RIDER dismounts to SQUARE"},
		{"Fighter dismounts to", battle.CodeSyntax, "RIDER dismounts to SQUARE"},
		{"Fighter dismounts to 3C", battle.CodeSyntax, "like B2"},
	}
	for _, tt := range bad {
		_, err := battle.ParseCommand(s, tt.line)
		re, ok := err.(*battle.RuleError)
		if !ok || re.Code != tt.code || !strings.Contains(re.Msg, tt.msg) {
			t.Errorf("%q: %v; want %s containing %q", tt.line, err, tt.code, tt.msg)
		}
	}
}

// Random commands on fights with riders, controlled and independent, hold
// the invariants of seed 003 "Mounted Combat" after every command — a rider
// is in its mount's space, no one rides a downed mount, the dead ride no
// more — refuse only with rule errors, and fold back from the log.
func TestMountedFightsHoldTogether(t *testing.T) {
	names := []string{"Knight", "Warhorse", "Squire", "Pony", "Orc", "Goblin", "Ogre"}
	verbs := []string{"end turn", "mounts Warhorse", "mounts Pony", "mounts Ogre independent", "mounts Warhorse independent",
		"dismounts", "dismounts to C5", "move to D4", "move to B2", "move to F5", "move to E3", "move to C3", "dash", "dodge", "disengage",
		"attack Orc", "attack Knight", "attack Warhorse", "attack Squire", "attack Pony", "shove Knight prone", "shove Warhorse prone",
		"shove Warhorse away", "shove Knight away", "shove Squire prone", "shove Pony away", "grapple Warhorse", "grapple Knight", "stand"}
	for seed := uint64(1); seed <= 40; seed++ {
		r := rand.New(rand.NewPCG(seed, 3))
		enc := encounter(
			hero("Knight", "B2", 20, mountedOn("Warhorse"), hp(12)),
			steed("Warhorse", "C2", 0, noInit(), hp(8)),
			hero("Squire", "B5", 14, size("small"), hp(6), mountedOn("Pony"), independent()),
			steed("Pony", "C5", 13, size("medium"), hp(6)),
			foe("Orc", "E2", 12, hp(15)),
			foe("Goblin", "E4", 11, hp(7)),
			foe("Ogre", "G5", 9, size("large"), hp(20)),
		)
		f, err := battle.Start(enc, &dice.Script{Then: dice.NewPRNG(seed)})
		if err != nil {
			t.Fatal(err)
		}
		if seed%2 == 0 {
			f.React = func(*battle.State, int, int, string) bool { return r.IntN(2) == 0 }
		}
		for k := 0; k < 100 && !f.State.Over; k++ {
			line := "undo"
			if r.IntN(8) > 0 {
				who := names[r.IntN(len(names))]
				if cur := f.State.Current(); r.IntN(5) > 0 {
					who = f.State.Combatants[cur].Name
					if m := f.State.ControlledMount(cur); m >= 0 && r.IntN(3) == 0 {
						who = f.State.Combatants[m].Name
					}
				}
				line = who + " " + verbs[r.IntN(len(verbs))]
			}
			if _, err := f.Do(line); err != nil && !errors.Is(err, battle.ErrRule) {
				t.Fatalf("seed %d, %q: %v", seed, line, err)
			}
			s := f.State
			for _, rd := range s.Rides {
				rc, mc := &s.Combatants[rd.Rider], &s.Combatants[rd.Mount]
				if rc.At != mc.At || rc.Dead || mc.Down() || mc.Conds.Has(rules.Prone) {
					t.Fatalf("seed %d, after %q: %s (%s, dead %v) rides %s (%s, %d HP, %s)", seed, line, rc.Name, rc.At, rc.Dead, mc.Name, mc.At, mc.HP.Current, mc.Conds)
				}
			}
		}
		s, err := fold(enc, f.Log)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if d := stateDiff(s, f.State); d != "" {
			t.Fatalf("seed %d: the log folds into another state (-replayed +fight):\n%s", seed, d)
		}
	}
}
