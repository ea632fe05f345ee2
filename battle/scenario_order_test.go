package battle_test

import (
	"slices"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// Seed 001 "Surprise"; seed 003 'The Order of Combat' > Surprise; seed 000
// step 1 "SURPRISE": the Dexterity (Stealth) checks of anyone hiding
// against the passive Wisdom (Perception) of each creature on the other
// side; a creature that notices no threat is surprised, and one that
// notices any foe is not.
func TestSurpriseStealthAgainstPassivePerception(t *testing.T) {
	tests := []struct {
		name      string
		party     []battle.CombatantSpec
		faces     []int // the Stealth d20s, in file order
		surprised []string
	}{
		{
			name:      "stealth beats the lower passive Perception only",
			party:     []battle.CombatantSpec{hero("Rogue", "B2", 20, stealthy(), skill("stealth", 5))},
			faces:     []int{8}, // 13: above the Orc's 10, below the Scout's 16
			surprised: []string{"Orc"},
		},
		{
			name:      "a passive score is met like a DC",
			party:     []battle.CombatantSpec{hero("Rogue", "B2", 20, stealthy(), skill("stealth", 5))},
			faces:     []int{11}, // 16: equal to the Scout's passive Perception
			surprised: []string{"Orc", "Scout"},
		},
		{
			name:  "a low roll surprises no one",
			party: []battle.CombatantSpec{hero("Rogue", "B2", 20, stealthy(), skill("stealth", 5))},
			faces: []int{2}, // 7
		},
		{
			name: "a foe that is not hiding is noticed",
			party: []battle.CombatantSpec{
				hero("Rogue", "B2", 20, stealthy(), skill("stealth", 5)),
				hero("Fighter", "B3", 18),
			},
			faces: []int{20},
		},
		{
			name: "every hider must go unnoticed",
			party: []battle.CombatantSpec{
				hero("Rogue", "B2", 20, stealthy(), skill("stealth", 5)),
				hero("Monk", "B3", 18, stealthy(), ability("dex", 16)), // Stealth by Dex: +3
			},
			faces:     []int{15, 4}, // Rogue 20, Monk 7
			surprised: nil,
		},
		{
			name: "two hiders both unnoticed",
			party: []battle.CombatantSpec{
				hero("Rogue", "B2", 20, stealthy(), skill("stealth", 5)),
				hero("Monk", "B3", 18, stealthy(), ability("dex", 16)),
			},
			faces:     []int{6, 9}, // Rogue 11, Monk 12: both beat the Orc's 10, not the Scout's 16
			surprised: []string{"Orc"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cs := append(slices.Clone(tt.party),
				foe("Orc", "H2", 15),                           // passive Perception 10
				foe("Scout", "H4", 10, skill("perception", 6)), // 16
			)
			f := start(t, encounter(cs...), tt.faces...)
			checks := of(f.Log, battle.EvCheck)
			if len(checks) != len(tt.faces) {
				t.Fatalf("%d Stealth checks, want %d:\n%s", len(checks), len(tt.faces), texts(f.Log))
			}
			for i, e := range checks {
				if e.Skill != "stealth" || len(e.D20) != 1 || e.D20[0] != tt.faces[i] || n(e.Total) != tt.faces[i]+n(e.Bonus) {
					t.Errorf("check %d: %+v", i, e)
				}
			}
			var got []string
			for _, e := range of(f.Log, battle.EvSurprise) {
				got = append(got, e.Actor)
			}
			if !slices.Equal(got, tt.surprised) {
				t.Errorf("surprised %v, want %v\n%s", got, tt.surprised, texts(f.Log))
			}
			for _, name := range tt.surprised {
				if !f.c(name).Surprised {
					t.Errorf("%s: Surprised is false in the state", name)
				}
			}
		})
	}
}

// With no one hiding, both sides notice each other: no Stealth rolls at all
// (seed 001 "Surprise": "If neither side tries to be stealthy, they
// automatically notice each other").
func TestNoStealthNoSurpriseRolls(t *testing.T) {
	f := start(t, encounter(hero("Fighter", "B2", 20), foe("Orc", "H2", 10)))
	if len(of(f.Log, battle.EvCheck))+len(of(f.Log, battle.EvSurprise)) != 0 {
		t.Errorf("checks or surprise without a hider:\n%s", texts(f.Log))
	}
}

// Seed 001 "Surprise": "If you're surprised, you can't move or take an
// action on your first turn of the combat, and you can't take a reaction
// until that turn ends."
func TestSurprisedFirstTurnAndReaction(t *testing.T) {
	f := start(t, encounter(
		hero("Rogue", "B2", 20, stealthy(), skill("stealth", 5)),
		foe("Orc", "C2", 15),
		foe("Scout", "H7", 10, skill("perception", 6)),
	), 8) // Stealth 13: the Orc (10) is surprised, the Scout (16) is not

	if !f.c("Orc").Surprised || f.c("Scout").Surprised {
		t.Fatalf("surprised: Orc %v, Scout %v", f.c("Orc").Surprised, f.c("Scout").Surprised)
	}
	// Leaving the surprised Orc's reach provokes nothing: no reaction yet.
	evs := f.do("Rogue move to A2")
	wantTypes(t, evs, battle.EvMove)

	// The Orc's first turn ends as soon as it begins.
	evs = f.do("Rogue end turn")
	wantTypes(t, evs, battle.EvTurnEnd, battle.EvTurn, battle.EvTurnEnd, battle.EvTurn)
	if evs[1].Actor != "Orc" || evs[2].Actor != "Orc" || evs[2].Reason == "" || evs[3].Actor != "Scout" {
		t.Errorf("want the Orc's turn to end at once, then the Scout's:\n%s", texts(evs))
	}
	if o := f.c("Orc"); o.Surprised || !o.Reaction {
		t.Errorf("after its first turn the Orc is surprised=%v with reaction=%v; want false, true", o.Surprised, o.Reaction)
	}

	// Round 2: the Orc acts, and has its reaction for the Rogue leaving.
	f.do("Scout end turn")
	if f.current() != "Rogue" || f.State.Round != 2 {
		t.Fatalf("round %d, %s's turn; want round 2, Rogue's", f.State.Round, f.current())
	}
	f.do("Rogue move to B2")
	evs = f.do("Rogue move to A2", 5) // the Orc's opportunity attack: 5+4 = 9 misses AC 15
	wantTypes(t, evs, battle.EvAttack, battle.EvMove)
	if a := evs[0]; a.Actor != "Orc" || yes(a.Reaction) != "true" {
		t.Errorf("want the Orc's opportunity attack: %+v", a)
	}
}

// Seed 001 "Initiative"; seed 003 'The Order of Combat' > Initiative; seed
// 000 step 3: each creature rolls d20 + Dexterity modifier, and "the DM
// makes one roll for an entire group of identical creatures".
func TestInitiativeOneRollPerGroup(t *testing.T) {
	fighter := hero("Fighter", "B2", 0, noInit(), ability("dex", 14)) // +2
	goblins := foe("Goblin", "", 0, noInit(), ability("dex", 16))     // +3
	goblins.Count, goblins.At = 3, battle.Squares{"H2", "H3", "H4"}
	f := start(t, encounter(fighter, goblins), 12, 7) // Fighter 14, the goblins 10

	inits := of(f.Log, battle.EvInitiative)
	want := []struct {
		actor           string
		d20, bonus, tot int
	}{
		{"Fighter", 12, 2, 14}, {"Goblin 1", 7, 3, 10}, {"Goblin 2", 7, 3, 10}, {"Goblin 3", 7, 3, 10},
	}
	if len(inits) != len(want) {
		t.Fatalf("%d initiative events, want %d", len(inits), len(want))
	}
	for i, w := range want {
		e := inits[i]
		if e.Actor != w.actor || !slices.Equal(e.D20, []int{w.d20}) || n(e.Bonus) != w.bonus || n(e.Total) != w.tot {
			t.Errorf("initiative %d: %s d20 %v %+d = %d; want %s %d %+d = %d", i, e.Actor, e.D20, n(e.Bonus), n(e.Total), w.actor, w.d20, w.bonus, w.tot)
		}
	}
	order := one(t, f.Log, battle.EvOrder)
	if !slices.Equal(order.Order, []string{"Fighter", "Goblin 1", "Goblin 2", "Goblin 3"}) || len(order.D20) != 0 {
		t.Errorf("order %v (roll-offs %v)", order.Order, order.D20)
	}
	if f.current() != "Fighter" || f.State.Round != 1 {
		t.Errorf("round %d, %s's turn; want round 1, Fighter's", f.State.Round, f.current())
	}
}

// Seed 001 "Initiative": higher totals first; ties go to the higher
// Dexterity, then to a d20 roll-off, highest first, its faces recorded in
// the order event ("the DM can have the tied characters and monsters each
// roll a d20 to determine the order, highest roll going first").
func TestInitiativeTies(t *testing.T) {
	tests := []struct {
		name    string
		cs      []battle.CombatantSpec
		faces   []int
		order   []string
		rolloff []int
	}{
		{
			name:  "higher total first",
			cs:    []battle.CombatantSpec{hero("Fighter", "B2", 12), foe("Orc", "H2", 17)},
			order: []string{"Orc", "Fighter"},
		},
		{
			name: "tie to the higher Dexterity",
			cs: []battle.CombatantSpec{
				hero("Fighter", "B2", 15, ability("dex", 12)), foe("Orc", "H2", 15, ability("dex", 13)),
			},
			order: []string{"Orc", "Fighter"},
		},
		{
			name: "tie of total and Dexterity: a roll-off",
			cs: []battle.CombatantSpec{
				hero("Rogue", "B2", 15, ability("dex", 14)), foe("Bandit", "H2", 15, ability("dex", 14)),
				hero("Cleric", "B3", 15, ability("dex", 10)),
			},
			faces:   []int{4, 11}, // Rogue 4, Bandit 11
			order:   []string{"Bandit", "Rogue", "Cleric"},
			rolloff: []int{4, 11},
		},
		{
			name: "a group rolls off once and keeps its file order",
			cs: []battle.CombatantSpec{
				hero("Rogue", "B2", 15, ability("dex", 14)),
				func() battle.CombatantSpec {
					g := foe("Goblin", "", 15, ability("dex", 14))
					g.Count, g.At = 3, battle.Squares{"H2", "H3", "H4"}
					return g
				}(),
			},
			faces:   []int{5, 12}, // Rogue 5, the goblins 12
			order:   []string{"Goblin 1", "Goblin 2", "Goblin 3", "Rogue"},
			rolloff: []int{5, 12},
		},
		{
			name: "the roll-off's winner goes first in file order too",
			cs: []battle.CombatantSpec{
				hero("Rogue", "B2", 15, ability("dex", 14)), foe("Bandit", "H2", 15, ability("dex", 14)),
			},
			faces:   []int{19, 2},
			order:   []string{"Rogue", "Bandit"},
			rolloff: []int{19, 2},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := start(t, encounter(tt.cs...), tt.faces...)
			e := one(t, f.Log, battle.EvOrder)
			if !slices.Equal(e.Order, tt.order) {
				t.Errorf("order %v, want %v", e.Order, tt.order)
			}
			if !slices.Equal(e.D20, tt.rolloff) {
				t.Errorf("roll-off faces %v, want %v", e.D20, tt.rolloff)
			}
			if f.current() != tt.order[0] {
				t.Errorf("%s has the first turn, want %s", f.current(), tt.order[0])
			}
		})
	}
}

// Seed 001 "The Order of Combat": "Once everyone has taken a turn, the
// fight continues to the next round"; the order stays the same from round
// to round.
func TestRoundsAdvance(t *testing.T) {
	f := start(t, encounter(hero("Fighter", "B2", 20), foe("Orc", "H2", 10)))
	first := one(t, f.Log, battle.EvTurn)
	if first.Actor != "Fighter" || first.Round != 1 {
		t.Fatalf("first turn %s in round %d", first.Actor, first.Round)
	}
	want := []struct {
		line, next string
		round      int
	}{
		{"Fighter end turn", "Orc", 1},
		{"Orc end turn", "Fighter", 2},
		{"Fighter end turn", "Orc", 2},
		{"Orc end turn", "Fighter", 3},
	}
	for _, w := range want {
		evs := f.do(w.line)
		wantTypes(t, evs, battle.EvTurnEnd, battle.EvTurn)
		if evs[1].Actor != w.next || evs[1].Round != w.round || f.State.Round != w.round {
			t.Errorf("%q: %s's turn in round %d (state %d); want %s's in round %d", w.line, evs[1].Actor, evs[1].Round, f.State.Round, w.next, w.round)
		}
	}
}

// Seed 001 "The Order of Combat": the fight goes on "if neither side has
// defeated the other"; it ends, with an end event naming the winner, when
// one side has no creature standing — dead, or dying at 0 hit points.
func TestFightEndsWhenOneSideFalls(t *testing.T) {
	t.Run("the last monster dies", func(t *testing.T) {
		f := start(t, encounter(hero("Fighter", "B2", 20), foe("Orc", "C2", 10, hp(5))))
		evs := f.do("Fighter attack Orc", 15, 4) // 20 hits AC 12; 4+3 = 7 damage
		wantTypes(t, evs, battle.EvAttack, battle.EvDamage, battle.EvDead, battle.EvEnd)
		if evs[3].Winner != "party" || !f.State.Over || f.State.Winner != "party" {
			t.Errorf("end %+v, state over=%v winner=%q", evs[3], f.State.Over, f.State.Winner)
		}
		f.refuse("Fighter end turn", battle.CodeOver)
		f.refuse("dm heal Fighter 1", battle.CodeOver)
	})
	t.Run("the last character drops", func(t *testing.T) {
		f := start(t, encounter(hero("Fighter", "B2", 10, hp(5)), foe("Orc", "C2", 20)))
		evs := f.do("Orc attack Fighter", 15, 3) // 19 hits AC 15; 3+2 = 5 damage
		wantTypes(t, evs, battle.EvAttack, battle.EvDamage, battle.EvDown, battle.EvCondition, battle.EvCondition, battle.EvEnd)
		if evs[5].Winner != "foes" {
			t.Errorf("winner %q, want foes", evs[5].Winner)
		}
	})
	t.Run("one foe down, one standing: the fight goes on", func(t *testing.T) {
		f := start(t, encounter(hero("Fighter", "B2", 20), foe("Orc", "C2", 10, hp(5)), foe("Wolf", "H7", 5)))
		evs := f.do("Fighter attack Orc", 15, 4)
		wantTypes(t, evs, battle.EvAttack, battle.EvDamage, battle.EvDead)
		if f.State.Over {
			t.Error("the fight is over with the Wolf standing")
		}
	})
}

// The same rule (seed 001 "Initiative") from an encounter file read by
// battle.Load: count gives one entry's creatures one roll between them.
func TestInitiativeOneRollPerGroupFromYAML(t *testing.T) {
	enc := load(t, `
combatants:
  - name: Fighter
    kind: character
    side: party
    at: B2
    ac: 16
    hp: 20
    abilities: {dex: 8}
    attacks: [{name: sword, bonus: 5, damage: "1d8+3[slashing]"}]
  - name: Kobold
    side: kobolds
    count: 2
    at: [H2, H3]
    ac: 12
    hp: 5
    abilities: {dex: 15}
    attacks: [{name: dagger, bonus: 4, damage: "1d4+2[piercing]"}]
`)
	f := start(t, enc, 17, 14) // Fighter 17-1 = 16; kobolds 14+2 = 16: tied, Dexterity decides
	e := one(t, f.Log, battle.EvOrder)
	if !slices.Equal(e.Order, []string{"Kobold 1", "Kobold 2", "Fighter"}) {
		t.Errorf("order %v", e.Order)
	}
	for _, i := range of(f.Log, battle.EvInitiative)[1:] {
		if !slices.Equal(i.D20, []int{14}) || n(i.Total) != 16 {
			t.Errorf("%s: d20 %v total %d, want the group's 14, 16", i.Actor, i.D20, n(i.Total))
		}
	}
}
