package battle_test

import (
	"slices"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// Seed 001 "Opportunity Attacks": "You can make an opportunity attack when
// a hostile creature that you can see moves out of your reach ... The
// attack interrupts the provoking creature's movement, occurring right
// before it leaves your reach." Seed 000 "Reaction Attacks". The move is
// logged in two parts, before and after the attack.
func TestOpportunityAttackInterruptsTheMove(t *testing.T) {
	f := start(t, encounter(hero("Fighter", "B3", 20), foe("Orc", "C2", 10, hp(30))))
	evs := f.do("Fighter move B2 A2 A1", 15, 3) // 15+4 = 19 hits AC 15; 3+2 = 5 damage
	wantTypes(t, evs, battle.EvMove, battle.EvAttack, battle.EvDamage, battle.EvMove)
	before, oa, after := evs[0], evs[1], evs[3]
	if before.From != "B3" || before.To != "B2" || n(before.Cost) != 5 {
		t.Errorf("first part %s → %s (%d ft), want B3 → B2 (5 ft)", before.From, before.To, n(before.Cost))
	}
	if oa.Actor != "Orc" || oa.Target != "Fighter" || yes(oa.Reaction) != "true" || yes(oa.Hit) != "true" {
		t.Errorf("opportunity attack %+v", oa)
	}
	// The event says where the move provoked it: the step out of reach.
	if want := "opportunity attack: Fighter leaves Orc's reach, B2 → A2"; oa.Reason != want {
		t.Errorf("reason %q, want %q", oa.Reason, want)
	}
	if after.From != "B2" || after.To != "A1" || !slices.Equal(after.Path, []string{"A2", "A1"}) || n(after.Cost) != 10 {
		t.Errorf("second part %s → %s along %v (%d ft), want B2 → A1 along [A2 A1] (10 ft)", after.From, after.To, after.Path, n(after.Cost))
	}
	if f.c("Orc").Reaction {
		t.Error("the Orc still has its reaction")
	}
	if c := f.c("Fighter"); c.HP.Current != 15 || c.Turn.Moved != 15 || c.At.String() != "A1" {
		t.Errorf("Fighter: %d HP, moved %d ft, at %s; want 15, 15, A1", c.HP.Current, c.Turn.Moved, c.At)
	}
}

// Seed 001 "Opportunity Attacks", "Disengage", "Reactions"; seed 000 "TAKE
// TURN" (no reactions if incapacitated) and "Reaction Attacks": the cases
// in which leaving a creature's side provokes nothing.
func TestNoOpportunityAttack(t *testing.T) {
	tests := []struct {
		name    string
		fighter []spec
		orc     []spec
		before  string // a command before the move, if any
		move    string
	}{
		{name: "after Disengage", before: "Fighter disengage", move: "Fighter move to A1"},
		{name: "moving within reach", move: "Fighter move B2 B1"},
		{name: "an incapacitated creature", orc: []spec{conds("incapacitated")}, move: "Fighter move to A1"},
		{name: "a stunned creature", orc: []spec{conds("stunned")}, move: "Fighter move to A1"},
		{name: "a creature that can't see", orc: []spec{conds("blinded")}, move: "Fighter move to A1"},
		{name: "an invisible mover", fighter: []spec{conds("invisible")}, move: "Fighter move to A1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := start(t, encounter(hero("Fighter", "B3", 20, tt.fighter...), foe("Orc", "C2", 10, append([]spec{hp(30)}, tt.orc...)...)))
			if tt.before != "" {
				f.do(tt.before)
			}
			wantTypes(t, f.do(tt.move), battle.EvMove)
		})
	}
}

// Seed 001 "Reactions": "You can take only one reaction per round. When
// you take a reaction, you can't take another one until the start of your
// next turn."
func TestOneReactionPerRound(t *testing.T) {
	f := start(t, encounter(
		hero("Fighter", "B3", 20),
		hero("Cleric", "D3", 15),
		foe("Orc", "C2", 10, hp(30)),
	))
	wantTypes(t, f.do("Fighter move to A3", 2), battle.EvAttack, battle.EvMove) // 6: a miss
	f.do("Fighter end turn")
	wantTypes(t, f.do("Cleric move to E3"), battle.EvMove) // no reaction left
	f.do("Cleric end turn")
	if f.c("Orc").Reaction != true {
		t.Fatal("the Orc's reaction did not come back at the start of its turn")
	}
	f.do("Orc end turn")
	wantTypes(t, f.do("Fighter move to B3"), battle.EvMove) // entering reach provokes nothing
	wantTypes(t, f.do("Fighter move to A3", 2), battle.EvAttack, battle.EvMove)
}

// Seed 001 "Opportunity Attacks": "you use your reaction to make one melee
// attack" — with any melee attack that reaches the mover, not only the
// first on the list.
func TestOpportunityAttackWithAReachWeapon(t *testing.T) {
	f := start(t, encounter(
		hero("Fighter", "D2", 20),
		foe("Knight", "B2", 10, hp(30), attacks(
			weapon("dagger", 4, "1d4+2[piercing]", 0),
			weapon("glaive", 4, "1d10+2[slashing]", 10),
		)),
	))
	evs := f.do("Fighter move to E2", 2) // leaves the glaive's 10 ft reach
	wantTypes(t, evs, battle.EvAttack, battle.EvMove)
	if evs[0].With != "glaive" {
		t.Errorf("opportunity attack with %q, want the glaive", evs[0].With)
	}
}

// Seed 001 "Opportunity Attacks" and "Dropping to 0 Hit Points": a
// creature the opportunity attack drops stops where it stood.
func TestOpportunityAttackStopsTheMover(t *testing.T) {
	t.Run("a character falls unconscious", func(t *testing.T) {
		f := start(t, encounter(
			hero("Fighter", "B3", 20, hp(3)),
			hero("Cleric", "H8", 15),
			foe("Orc", "C2", 10, hp(30)),
		))
		evs := f.do("Fighter move B2 A2 A1", 15, 1) // hits; 1+2 = 3 damage
		wantTypes(t, evs, battle.EvMove, battle.EvAttack, battle.EvDamage, battle.EvDown, battle.EvCondition, battle.EvCondition)
		if c := f.c("Fighter"); c.At.String() != "B2" || c.HP.Current != 0 {
			t.Errorf("Fighter at %s with %d HP; want B2, 0", c.At, c.HP.Current)
		}
		f.refuse("Fighter move to A1", battle.CodeCannot)
		f.refuse("Fighter attack Orc", battle.CodeCannot)
		f.do("Fighter end turn")
	})
	t.Run("a monster dies", func(t *testing.T) {
		f := start(t, encounter(
			foe("Goblin", "B3", 20, hp(3)),
			foe("Wolf", "H8", 15),
			hero("Fighter", "C2", 10),
		))
		evs := f.do("Goblin move B2 A2 A1", 15, 1) // 20 hits; 1+3 = 4 damage
		wantTypes(t, evs, battle.EvMove, battle.EvAttack, battle.EvDamage, battle.EvDead)
		if at := f.c("Goblin").At.String(); at != "B2" {
			t.Errorf("Goblin at %s, want B2", at)
		}
		// Its turn is still running, but the dead do nothing more.
		f.refuse("Goblin move to A1", battle.CodeCannot)
		f.refuse("Goblin attack Fighter", battle.CodeCannot)
		f.refuse("Goblin dodge", battle.CodeCannot)
		f.do("Goblin end turn")
	})
}

// SRD 5.1 "Unarmed Strike" and seed 001 "Opportunity Attacks" ("make one
// melee attack"): a creature whose only weapon is a bow still strikes
// unarmed at a foe leaving its reach — 1 + Str modifier bludgeoning.
func TestOpportunityAttackUnarmed(t *testing.T) {
	archer := foe("Archer", "C2", 10, hp(30), attacks(battle.AttackSpec{Name: "shortbow", Bonus: ptr(4), Damage: "1d6+2[piercing]", Range: "80/320"}))
	f := start(t, encounter(hero("Fighter", "B3", 20), archer))
	evs := f.do("Fighter move B2 A2 A1", 15) // unarmed: 15 + 2 (prof) + 0 = 17 hits AC 15, 1 bludgeoning
	wantTypes(t, evs, battle.EvMove, battle.EvAttack, battle.EvDamage, battle.EvMove)
	if evs[1].With != "unarmed strike" || n(evs[2].Amount) != 1 || evs[2].DamageType != "bludgeoning" {
		t.Errorf("opportunity attack with %q for %d %s, want an unarmed strike for 1 bludgeoning", evs[1].With, n(evs[2].Amount), evs[2].DamageType)
	}
}

// Seed 001 "Opportunity Attacks" ("you CAN make an opportunity attack"):
// the reaction is the creature's choice. A controller that declines it
// (skirmish play asks) lets the mover go; the reaction stays for later.
func TestOpportunityAttackDeclined(t *testing.T) {
	f := start(t, encounter(hero("Fighter", "B3", 20), foe("Orc", "C2", 10, hp(30))))
	var asked []string
	f.React = func(s *battle.State, reactor, trigger int, kind string) bool {
		asked = append(asked, s.Combatants[reactor].Name+" "+kind+" on "+s.Combatants[trigger].Name)
		return false
	}
	evs := f.do("Fighter move B2 A2 A1")
	wantTypes(t, evs, battle.EvMove)
	if !slices.Equal(asked, []string{"Orc opportunity attack on Fighter"}) {
		t.Errorf("asked %q, want the Orc about its opportunity attack on the Fighter", asked)
	}
	if !f.c("Orc").Reaction {
		t.Error("the Orc spent its reaction on an attack it declined")
	}
}
