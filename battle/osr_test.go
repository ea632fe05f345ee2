package battle_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/grid"
)

// The OSR ruleset's round (seed 004_6ab91d94ac224c7f.txt, "Core Rules:
// Combat"): side initiative, declarations, morale, defending, retreats.

func osr(enc *battle.Encounter) *battle.Encounter { enc.Ruleset = "osr"; return enc }

func morale(n int) spec     { return func(c *battle.CombatantSpec) { c.Morale = &n } }
func leader() spec          { return func(c *battle.CombatantSpec) { c.Leader = true } }
func declare(d string) spec { return func(c *battle.CombatantSpec) { c.Declare = d } }
func order(f *fight) []string {
	var out []string
	for _, i := range f.State.Order {
		out = append(out, f.State.Combatants[i].Name)
	}
	return out
}

// Seed 004, "Combat Procedure" 3: "Each side that can attack rolls 1d20,
// highest roll attacks first"; 4, 5: the winning side goes, then the
// other; 7: repeat — a new roll each round. Sides roll in the order they
// first appear in the file; within a side the file's order.
func TestOSRSideInitiative(t *testing.T) {
	f := start(t, osr(encounter(
		hero("Alice", "A1", 0, noInit()),
		foe("Gob", "H1", 0, noInit()),
		hero("Bob", "A3", 0, noInit()),
		foe("Hob", "H3", 0, noInit()),
	)), 4, 17) // party 4, foes 17
	if got := strings.Join(order(f), " "); got != "Gob Hob Alice Bob" {
		t.Fatalf("round 1 order %q, want the foes' side first, each side in file order", got)
	}
	f.do("Gob end turn")
	f.do("Hob end turn")
	f.do("Alice end turn")
	f.do("Bob end turn", 12, 3) // round 2: party 12, foes 3
	if got := strings.Join(order(f), " "); got != "Alice Bob Gob Hob" || f.State.Round != 2 || f.current() != "Alice" {
		t.Fatalf("round %d order %q, current %s: want a new roll and the party first", f.State.Round, got, f.current())
	}
	// A tie: a d20 roll-off between the tied sides, in file order.
	f.do("Alice end turn")
	f.do("Bob end turn")
	f.do("Gob end turn")
	f.do("Hob end turn", 9, 9, 2, 15)
	if got := strings.Join(order(f), " "); got != "Gob Hob Alice Bob" {
		t.Fatalf("tie broken %q, want the foes (roll-off 15 against 2) first", got)
	}
}

// A fixed initiative on a side's creature fixes the side's roll (issue 7:
// scenario files stay scriptable); the other side still rolls.
func TestOSRFixedSideInitiative(t *testing.T) {
	f := start(t, osr(encounter(
		hero("Alice", "A1", 0, noInit()),
		hero("Bob", "A3", 9),
		foe("Gob", "H1", 0, noInit()),
	)), 10) // party fixed at 9 by Bob; foes roll 10
	if got := strings.Join(order(f), " "); got != "Gob Alice Bob" {
		t.Fatalf("order %q, want Gob (10) before the party (fixed 9)", got)
	}
}

// Seed 004, "Morale Check": "Monsters who've been severely wounded ...
// Roll 2d6 under morale score or the monsters surrender / flee." Severely
// wounded is at or below half hit points; the check comes as its turn
// begins; engaged, it surrenders; it is out of the fight.
func TestOSRMoraleWounded(t *testing.T) {
	f := start(t, osr(encounter(
		hero("Alice", "A1", 20),
		foe("Gob", "B1", 10, hp(10), morale(7)),
		foe("Hob", "H5", 5, hp(10), morale(7)),
	)))
	f.do("Alice attack Gob", 15, 2)     // 2+3 = 5: Gob at 5 of 10, half
	evs := f.do("Alice end turn", 3, 4) // Gob's turn: 2d6 = 7, not under 7
	m := one(t, evs, battle.EvMorale)
	if m.Action != "surrender" || n(m.Total) != 7 || f.c("Gob").OSR.Out != "surrendered" {
		t.Fatalf("morale %+v, Gob out %q: want a surrender at 7 against morale 7", m, f.c("Gob").OSR.Out)
	}
	if f.current() != "Hob" {
		t.Fatalf("current %s: the surrendered Gob's turn ends at once", f.current())
	}
	f.do("Hob end turn") // round 2 opens with the same sides: no roll (all fixed)
	f.refuse("Alice attack Gob", battle.CodeCannot)
	// Checked once for being wounded: no second check.
	if evs := f.do("Alice end turn"); len(of(evs, battle.EvMorale)) != 0 {
		t.Fatalf("a second morale check: %v", texts(evs))
	}
}

// Seed 004: a monster that holds (2d6 under its morale) fights on; one not
// engaged flees; a leader's fall ("seen their leaders killed") brings a
// check of its own.
func TestOSRMoraleLeader(t *testing.T) {
	f := start(t, osr(encounter(
		hero("Alice", "A1", 20, attacks(weapon("axe", 5, "1d12+10[slashing]", 5))),
		foe("Boss", "B1", 10, hp(10), leader()),
		foe("Gob", "H5", 5, hp(10), morale(9)),
		foe("Hob", "H7", 4, hp(10)),
	)))
	f.do("Alice attack Boss", 15, 1)    // 11: the leader dies
	evs := f.do("Alice end turn", 4, 4) // Gob: 8 under 9, holds
	if m := one(t, evs, battle.EvMorale); m.Action != "hold" || m.Reason != "leaderless" {
		t.Fatalf("Gob's morale %+v: want it to hold", m)
	}
	evs = f.do("Gob end turn", 5, 3) // Hob, default morale 8: 8 is not under 8, not engaged: flees
	if m := one(t, evs, battle.EvMorale); m.Action != "flee" || f.c("Hob").OSR.Out != "fled" || n(m.DC) != 8 {
		t.Fatalf("Hob's morale %+v: want a flight against the default 8", m)
	}
}

// Seed 004, "Defending": "Gets +2 AC"; declared before the round (step
// 2), it is the creature's action.
func TestOSRDefend(t *testing.T) {
	f := start(t, osr(encounter(
		hero("Alice", "A1", 20, declare("defend")), // AC 15, 17 defending
		foe("Gob", "B1", 10, hp(30)),
	)))
	if e := f.refuse("Alice attack Gob", battle.CodeNoAction); e == nil {
		t.Fatal("no refusal")
	}
	f.do("Alice end turn")
	evs := f.do("Gob attack Alice", 12) // 12+4 = 16 against 17
	if a := one(t, evs, battle.EvAttack); yes(a.Hit) != "false" || n(a.AC) != 17 {
		t.Fatalf("attack %+v: want a miss against AC 17", a)
	}
	// Declared during round 1 for round 2; the defence of round 1 ends.
	f.do("Gob declare defend")
	f.do("Gob end turn")
	if f.c("Alice").OSR.Now != 0 || f.c("Gob").OSR.Now != battle.DeclDefend {
		t.Fatalf("declarations in round 2: Alice %v, Gob %v", f.c("Alice").OSR.Now, f.c("Gob").OSR.Now)
	}
	evs = f.do("Alice attack Gob", 9, 1) // 9+5 = 14 hits AC 12+2
	if a := one(t, evs, battle.EvAttack); n(a.AC) != 14 {
		t.Fatalf("Gob's AC %d, want 14 while defending", n(a.AC))
	}
}

// Seed 004, "Retreating": the fighting retreat moves back at half speed
// and gives no free attack; any other way out of melee is the full
// retreat: every engaged foe gets a free attack at +2, no reaction needed.
func TestOSRRetreats(t *testing.T) {
	glaive := attacks(weapon("glaive", 4, "1d10+2[slashing]", 10))
	f := start(t, osr(encounter(
		hero("Alice", "B1", 20, declare("retreat"), speed(30)), // 30 ft written: a character's default is 40 under osr
		hero("Bob", "D3", 19),
		hero("Cid", "F1", 18),
		foe("Gob", "D1", 10, hp(30), glaive),
	)))
	if e := f.refuse("Alice move to C1", battle.CodeMovement); !strings.Contains(e.Error(), "moves back") { // toward Gob
		t.Errorf("refusal %v: want the fighting retreat's", e)
	}
	// The query a policy asks agrees: the way out provokes nothing.
	if n := f.State.Provokes(0, []grid.Step{{To: grid.Square{Col: 0, Row: 0}}}); n != 0 {
		t.Errorf("Provokes says the fighting retreat to A1 draws %d free attacks, want 0", n)
	}
	if n := f.State.Provokes(1, []grid.Step{{To: grid.Square{Col: 3, Row: 4}}}); n != 1 {
		t.Errorf("Provokes says Bob's full retreat to D5 draws %d free attacks, want 1", n)
	}
	evs := f.do("Alice move to A1") // out of the glaive's reach: no free attack
	wantTypes(t, evs, battle.EvMove)
	if e := f.refuse("Alice move to A4", battle.CodeMovement); !strings.Contains(e.Error(), "10 ft of movement left") { // half of 30 is 15, 5 spent
		t.Errorf("refusal %v: want half speed", e)
	}
	f.do("Alice move to A3")
	f.do("Alice end turn")
	// Bob leaves undeclared: the full retreat's free attack at +2: 10+4+2 = 16 hits AC 15.
	evs = f.do("Bob move to D5", 10, 5)
	a := one(t, evs, battle.EvAttack)
	if yes(a.Hit) != "true" || n(a.Total) != 16 || !strings.Contains(a.Reason, "free attack") {
		t.Fatalf("free attack %+v: want a hit at 16 (+2)", a)
	}
	f.do("Bob end turn")
	// Cid leaves too: Gob's second free attack in the round, no reaction needed.
	evs = f.do("Cid move to H1", 2) // a 2: a natural 1 would roll the fumble table (osr_fumble.go)
	if a := one(t, evs, battle.EvAttack); n(a.Total) != 8 {
		t.Fatalf("second free attack %+v", a)
	}
}

// Seed 004: "Move up to full speed" and the retreats replace Dash,
// Disengage and Dodge, which the OSR rules refuse by name.
func TestOSRRefusedVerbs(t *testing.T) {
	f := start(t, osr(encounter(hero("Alice", "A1", 20), foe("Gob", "H1", 10))))
	for _, v := range []string{"dash", "disengage", "dodge"} {
		if e := f.refuse("Alice "+v, battle.CodeRuleset); !strings.Contains(e.Error(), "seed 004") {
			t.Errorf("%s: %v", v, e)
		}
	}
	f.refuse("Alice declare spell", battle.CodeCannot) // no spells
	f.refuse("Alice declare sing", battle.CodeSyntax)
}

// Seed 004, step 2: spells are declared before the round; step 4:
// "Spellcasters can't move after casting a spell".
func TestOSRSpells(t *testing.T) {
	f := start(t, osr(encounter(
		hero("Wizard", "B2", 20, caster(1, nil, "fire bolt"), declare("retreat")), // declared no spell for round 1
		foe("Orc", "F2", 10, hp(30)),
	)))
	f.refuse("Wizard cast fire bolt at Orc", battle.CodeCannot) // not declared
	f.do("Wizard declare spell")
	f.do("Wizard end turn")
	f.do("Orc end turn")
	f.do("Wizard cast fire bolt at Orc", 10, 7)
	if e := f.refuse("Wizard move to A2", battle.CodeMovement); !strings.Contains(e.Error(), "after casting") {
		t.Errorf("refusal %v", e)
	}
}

// Declarations belong to the osr ruleset.
func TestOSRDeclareUnder2014(t *testing.T) {
	f := start(t, encounter(hero("Alice", "A1", 20), foe("Gob", "H1", 10)))
	f.refuse("Alice declare defend", battle.CodeRuleset)
}

// A round of turns that end at once can run into the next round's (seed
// 004 "Roll Initiative": each side rolls each round): six sleeping
// goblins end round 1 and, winning round 2's roll, begin it, twelve turns
// that end at once in a row. The engine gave up after as many as the
// order holds, and left the sixth goblin's ended turn as the current one:
// its controller ended it a second time. The next turn that can be taken
// (Alice's) now begins.
func TestOSRTurnsEndingAtOnceAcrossRounds(t *testing.T) {
	cs := []battle.CombatantSpec{hero("Alice", "A1", 0, noInit())}
	for k := 1; k <= 6; k++ {
		cs = append(cs, foe(fmt.Sprintf("Gob %d", k), fmt.Sprintf("H%d", k), 0, noInit()))
	}
	f := start(t, osr(encounter(cs...)), 15, 5) // round 1: the party 15, the goblins 5
	for k := 1; k <= 6; k++ {
		f.do(fmt.Sprintf("dm condition Gob %d +unconscious", k))
	}
	evs := f.do("Alice end turn", 5, 15) // round 2: the goblins win
	if f.current() != "Alice" || f.State.Round != 2 {
		t.Fatalf("current %s in round %d, want Alice's turn in round 2:\n%s", f.current(), f.State.Round, texts(evs))
	}
	if got := len(of(evs, battle.EvTurnEnd)); got != 13 {
		t.Errorf("%d turns ended, want Alice's and the goblins' twelve:\n%s", got, texts(evs))
	}
}
