package tactics_test

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/tactics"
)

// playPolicy lets the default policy play a fight to its end; any command
// the rules refuse fails the test (in a study it would cost a turn).
func playPolicy(tb testing.TB, enc *battle.Encounter, seed uint64) *battle.Fight {
	tb.Helper()
	f, err := battle.Start(enc, dice.NewPRNG(seed))
	if err != nil {
		tb.Fatal(err)
	}
	p := tactics.New(seed)
	for n := 0; !f.State.Over; n++ {
		if n > 3000 {
			tb.Fatalf("seed %d: no end after 3000 commands", seed)
		}
		ch := p.Next(f.State, f.State.Current())
		sameCmd(tb, f.State, ch) // command_test.go
		if _, err := f.Do(ch.Line); err != nil {
			var re *battle.RuleError
			if !errors.As(err, &re) {
				tb.Fatal(err)
			}
			tb.Fatalf("seed %d: the policy's %q (%s) was refused: %v", seed, ch.Line, ch.Why, err)
		}
	}
	return f
}

// next is the policy's choice for the creature whose turn it is.
func next(f *battle.Fight) tactics.Choice {
	ch := tactics.New(1).Next(f.State, f.State.Current())
	if ch.Cmd.Verb != "" { // made without parsing: it must be the line parsed (command_test.go)
		if parsed, err := battle.ParseCommand(f.State, ch.Line); err != nil || !cmp.Equal(parsed, ch.Cmd) {
			panic(fmt.Sprintf("%q: the Command made is not the line parsed (%v): %s", ch.Line, err, cmp.Diff(parsed, ch.Cmd)))
		}
	}
	return ch
}

// start begins a fight whose first turn is the first entry's.
func start(t *testing.T, enc *battle.Encounter) *battle.Fight {
	t.Helper()
	enc.Combatants[0].Initiative = ip(30)
	f, err := battle.Start(enc, dice.NewPRNG(1))
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// do runs a command that must be legal.
func do(t *testing.T, f *battle.Fight, line string) {
	t.Helper()
	if _, err := f.Do(line); err != nil {
		t.Fatalf("%q refused: %v", line, err)
	}
}

// TestPolicyPlaysToTheEnd: the default policy plays whole fights — the
// melee 4v4, the benchmark's party of four classes against four
// monsters, sim's party of casters (sim/testdata/spells.yaml), and each of
// them under every preset — without a single refused command.
func TestPolicyPlaysToTheEnd(t *testing.T) {
	data, err := os.ReadFile("../examples/bench-4v4.yaml")
	if err != nil {
		t.Fatal(err)
	}
	spells, err := os.ReadFile("../sim/testdata/spells.yaml") // sleep, haste, shillelagh and the spells that raise AC
	if err != nil {
		t.Fatal(err)
	}
	for _, preset := range []string{"", "aggressive", "cautious", "ruthless", "random"} {
		for seed := uint64(1); seed <= 12; seed++ {
			bench, err := battle.Load("bench-4v4.yaml", data)
			if err != nil {
				t.Fatal(err)
			}
			casters, err := battle.Load("spells.yaml", spells)
			if err != nil {
				t.Fatal(err)
			}
			for _, enc := range []*battle.Encounter{melee4v4(), bench, casters} {
				if preset != "" {
					enc.Tactics = map[string]string{"party": preset, "orcs": preset, "monsters": preset}
				}
				playPolicy(t, enc, seed)
			}
		}
	}
}

// archerDuel: an archer standing next to an orc on an open map.
func archerDuel() *battle.Encounter {
	bow := []battle.AttackSpec{{Name: "longbow", Bonus: ip(5), Damage: "1d8+3[piercing]", Range: "150/600"},
		{Name: "dagger", Bonus: ip(5), Damage: "1d4+3[piercing]"}}
	axe := []battle.AttackSpec{{Name: "greataxe", Bonus: ip(5), Damage: "1d12+3[slashing]"}}
	return &battle.Encounter{
		Map: battle.MapSpec{Size: "12x8"},
		Combatants: []battle.CombatantSpec{
			{Name: "Archer", Kind: "character", Side: "party", At: battle.Squares{"E4"}, AC: 14, HP: 30, Abilities: map[string]int{"dex": 16}, Attacks: bow},
			{Name: "Orc", Side: "orcs", At: battle.Squares{"F4"}, AC: 13, HP: 15, Abilities: map[string]int{"str": 16}, Attacks: axe},
		},
	}
}

// TestArcherStepsAway (issue 6 "the archer steps away"): an archer within
// 5 ft of an orc, whose shots there would have disadvantage (seed 001
// "Ranged Attacks in Close Combat"), first steps out of the orc's reach —
// taking the opportunity attack, having no Disengage to spare — and then
// shoots without disadvantage. It holds no blade, and the orc a club
// (1d6 + 3): the shot gains more than the blow risks (keepaway.go's
// shotGain). With its dagger, or against the greataxe, it fights where
// it stands (keepaway_test.go).
func TestArcherStepsAway(t *testing.T) {
	enc := archerDuel()
	enc.Combatants[0].Attacks = enc.Combatants[0].Attacks[:1] // the longbow alone
	enc.Combatants[1].Attacks = []battle.AttackSpec{{Name: "club", Bonus: ip(5), Damage: "1d6+3[bludgeoning]"}}
	f := start(t, enc)
	ch := next(f)
	if !strings.HasPrefix(ch.Line, "Archer move to ") || !strings.Contains(ch.Why, "ranged") {
		t.Fatalf("first choice %q (%s), want a step away", ch.Line, ch.Why)
	}
	do(t, f, ch.Line)
	a, o := &f.State.Combatants[0], 1
	if d := f.State.Distance(0, o); d <= 5 {
		t.Fatalf("the archer is %d ft from the orc after its step", d)
	}
	if a.HP.Current > 0 {
		ch = next(f)
		if ch.Line != "Archer attack Orc with longbow" || strings.Contains(ch.Why, "disadvantage") {
			t.Fatalf("then %q (%s), want a plain longbow shot", ch.Line, ch.Why)
		}
	}
}

// TestRogueDisengagesToShoot: a rogue archer (Cunning Action) disengages
// with its bonus action before stepping away, so the orc gets no
// opportunity attack (seed 001 "Opportunity Attacks"; SRD 5.1 "Cunning
// Action").
func TestRogueDisengagesToShoot(t *testing.T) {
	enc := archerDuel()
	r := &enc.Combatants[0]
	r.Name, r.Class, r.Level, r.Weapons, r.Attacks, r.AC, r.HP = "Rogue", "rogue", 5, []string{"shortbow", "dagger"}, nil, 0, 0
	f := start(t, enc)
	ch := next(f)
	if ch.Line != "Rogue cunning action disengage" {
		t.Fatalf("first choice %q (%s), want Cunning Action: Disengage", ch.Line, ch.Why)
	}
	do(t, f, ch.Line)
	ch = next(f)
	if !strings.HasPrefix(ch.Line, "Rogue move to ") {
		t.Fatalf("then %q (%s), want the step away", ch.Line, ch.Why)
	}
	evs, err := f.Do(ch.Line)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range evs {
		if e.Type == battle.EvAttack {
			t.Fatalf("the step away drew an attack: %s", e.Text)
		}
	}
}

// TestRuthless: a downed character is left alone by default; with
// `tactics: ruthless` the monster attacks it (issue 6 "intelligent monsters
// attack downed characters only when the file says so").
func TestRuthless(t *testing.T) {
	for _, preset := range []string{"", "ruthless"} {
		enc := melee4v4()
		enc.Combatants[0].Count, enc.Combatants[0].At = 2, battle.Squares{"C2", "A8"}
		enc.Combatants[1].Count, enc.Combatants[1].At = 1, battle.Squares{"D2"}
		enc.Combatants[1].Initiative = ip(30)
		enc.Combatants[1].Tactics = preset
		f, err := battle.Start(enc, dice.NewPRNG(1))
		if err != nil {
			t.Fatal(err)
		}
		do(t, f, "dm hp Fighter 1 0")
		ch := next(f)
		attacks := strings.HasPrefix(ch.Line, "Orc attack Fighter 1")
		if attacks != (preset == "ruthless") {
			t.Errorf("preset %q: %q (%s)", preset, ch.Line, ch.Why)
		}
	}
}

// TestSecondWindWhenLow: a fighter below half its hit points takes its
// Second Wind during its turn (SRD 5.1 "Second Wind"); at full hit points
// it keeps it.
func TestSecondWindWhenLow(t *testing.T) {
	for _, hp := range []int{0, 10} {
		enc := melee4v4()
		enc.Combatants[0].Count, enc.Combatants[0].At = 1, battle.Squares{"C2"}
		enc.Combatants[0].Class, enc.Combatants[0].Level, enc.Combatants[0].HP = "fighter", 5, 0
		enc.Combatants[0].Weapons, enc.Combatants[0].Attacks = []string{"longsword"}, nil
		enc.Combatants[1].Count, enc.Combatants[1].At = 1, battle.Squares{"D2"}
		enc.Combatants[1].HP = 60
		f := start(t, enc)
		if hp > 0 {
			do(t, f, "dm hp Fighter 10")
		}
		for f.State.Current() == 0 && !f.State.Over {
			do(t, f, next(f).Line)
		}
		if used := f.State.Combatants[0].Class.SecondWind; used != (hp > 0) {
			t.Errorf("at %d HP: second wind used %v", f.State.Combatants[0].HP.Current, used)
		}
	}
}

// TestRageWhenFightIsOn: a barbarian rages with a foe within a move and
// a blow, not with the foes far off (SRD 5.1 "Rage").
func TestRageWhenFightIsOn(t *testing.T) {
	for _, at := range []string{"F2", "L8"} {
		enc := melee4v4()
		b := &enc.Combatants[0]
		b.Name, b.Count, b.At, b.Class, b.Level, b.HP, b.AC = "Barbarian", 1, battle.Squares{"A1"}, "barbarian", 5, 0, 0
		b.Weapons, b.Attacks = []string{"greataxe"}, nil
		enc.Combatants[1].Count, enc.Combatants[1].At = 1, battle.Squares{at}
		enc.Map.Size, enc.Map.Difficult = "30x8", nil
		f := start(t, enc)
		ch := next(f)
		if rage := ch.Line == "Barbarian rage"; rage != (at == "F2") {
			t.Errorf("orc at %s: %q (%s)", at, ch.Line, ch.Why)
		}
	}
}

// TestOffhandAfterLightBlow: after a blow with a light weapon, the bonus
// action's off-hand attack with the other light weapon (seed 000
// "Two-Weapon Fighting"); with one light weapon, none: SRD 5.1's is "a
// different light melee weapon that you're holding in the other hand".
func TestOffhandAfterLightBlow(t *testing.T) {
	shortsword := battle.AttackSpec{Name: "shortsword", Bonus: ip(5), Damage: "1d6+3[piercing]", Properties: []string{"light", "finesse"}}
	dagger := battle.AttackSpec{Name: "dagger", Bonus: ip(5), Damage: "1d4+3[piercing]", Properties: []string{"light", "finesse"}}
	for _, tc := range []struct {
		name string
		has  []battle.AttackSpec
		want string // the choice after the shortsword's blow
	}{
		{"a shortsword and a dagger", []battle.AttackSpec{shortsword, dagger}, "Fighter attack Orc with dagger offhand"},
		{"one shortsword", []battle.AttackSpec{shortsword}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			enc := melee4v4()
			enc.Combatants[0].Count, enc.Combatants[0].At = 1, battle.Squares{"C2"}
			enc.Combatants[0].Attacks = tc.has
			enc.Combatants[1].Count, enc.Combatants[1].At = 1, battle.Squares{"D2"}
			f := start(t, enc)
			do(t, f, "Fighter attack Orc with shortsword")
			if f.State.Combatants[1].Down() {
				t.Skip("the first blow dropped the orc")
			}
			ch := next(f)
			if tc.want != "" && ch.Line != tc.want || tc.want == "" && strings.HasSuffix(ch.Line, " offhand") {
				t.Fatalf("%q (%s), want %q", ch.Line, ch.Why, tc.want)
			}
		})
	}
}

// TestStabilizesDyingAlly: with no foe in reach and a dying ally beside
// it, a creature makes the Medicine check to stabilize it (seed 001
// "Stabilizing a Creature"); with a foe in reach, it fights instead.
func TestStabilizesDyingAlly(t *testing.T) {
	enc := melee4v4()
	enc.Combatants[0].Count, enc.Combatants[0].At = 2, battle.Squares{"B2", "B3"}
	enc.Combatants[1].Count, enc.Combatants[1].At = 1, battle.Squares{"L8"}
	f := start(t, enc)
	do(t, f, "dm damage Fighter 2 20")
	ch := next(f)
	if ch.Line != "Fighter 1 stabilize Fighter 2" {
		t.Fatalf("%q (%s)", ch.Line, ch.Why)
	}
}

// TestLayOnHandsUpsDownedAlly: a paladin beside a downed ally lays hands
// on it rather than swing at a healthy foe (SRD 5.1 "Lay on Hands").
func TestLayOnHandsUpsDownedAlly(t *testing.T) {
	enc := melee4v4()
	p := &enc.Combatants[0]
	p.Name, p.Count, p.At, p.Class, p.Level, p.HP, p.AC = "Paladin", 1, battle.Squares{"C2"}, "paladin", 5, 0, 0
	p.Weapons, p.Attacks = []string{"longsword"}, nil
	ally := melee4v4().Combatants[0]
	ally.Count, ally.At = 1, battle.Squares{"C3"}
	enc.Combatants = append(enc.Combatants, ally)
	enc.Combatants[1].Count, enc.Combatants[1].At = 1, battle.Squares{"D2"}
	f := start(t, enc)
	do(t, f, "dm damage Fighter 20")
	if ch := next(f); ch.Line != "Paladin lay on hands Fighter" {
		t.Fatalf("%q (%s)", ch.Line, ch.Why)
	}
}

// TestStandsFromProne: a prone creature stands before it fights (seed 001
// "Being Prone": its attacks have disadvantage).
func TestStandsFromProne(t *testing.T) {
	enc := melee4v4()
	enc.Combatants[0].Count, enc.Combatants[0].At = 1, battle.Squares{"C2"}
	enc.Combatants[1].Count, enc.Combatants[1].At = 1, battle.Squares{"D2"}
	f := start(t, enc)
	do(t, f, "dm condition Fighter +prone")
	if ch := next(f); ch.Line != "Fighter stand" {
		t.Fatalf("%q (%s)", ch.Line, ch.Why)
	}
}
