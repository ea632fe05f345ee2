package tactics_test

import (
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/tactics"
)

// SRD 5.1 "Turn Undead": a turned creature "must spend its turns trying to
// move as far away from you as it can ... For its action, it can use only
// the Dash action". The simple policy runs a turned zombie away from the
// cleric, Dashing for more ground, instead of attacking the fighter next
// to it; cornered, it Dodges.
func TestSimpleTurnedUndeadFlees(t *testing.T) {
	run := func(size, cleric, zombie string) (*battle.Fight, []string) {
		t.Helper()
		enc := &battle.Encounter{
			Map: battle.MapSpec{Size: size},
			Combatants: []battle.CombatantSpec{
				{Name: "Cleric", Kind: "character", Side: "party", At: battle.Squares{cleric}, Initiative: ip(20),
					Class: "cleric", Level: 2, Abilities: map[string]int{"wis": 16}},
				{Name: "Zombie", Type: "undead", Side: "dead", At: battle.Squares{zombie}, Initiative: ip(10), AC: 8, HP: 22,
					Attacks: []battle.AttackSpec{{Name: "slam", Bonus: ip(3), Damage: "1d6+1[bludgeoning]"}}},
			},
		}
		// The Zombie's Wisdom save fails; the Cleric's opportunity attacks roll 1s.
		f, err := battle.Start(enc, &dice.Script{Faces: []int{5, 1, 1, 1, 1}})
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range []string{"Cleric turn undead", "Cleric end turn"} {
			if _, err := f.Do(line); err != nil {
				t.Fatalf("%s: %v", line, err)
			}
		}
		var lines []string
		for f.State.Combatants[f.State.Current()].Name == "Zombie" {
			line := tactics.Simple(f.State, f.State.Current())
			lines = append(lines, line)
			if _, err := f.Do(line); err != nil {
				t.Fatalf("the policy's %q was refused: %v (so far %q)", line, err, lines)
			}
			if len(lines) > 10 {
				t.Fatalf("no end to the turn: %q", lines)
			}
		}
		return f, lines
	}
	f, lines := run("20x20", "B2", "B3")
	if len(lines) != 4 || !strings.HasPrefix(lines[0], "Zombie move to") || lines[1] != "Zombie dash" ||
		!strings.HasPrefix(lines[2], "Zombie move to") || lines[3] != "Zombie end turn" {
		t.Errorf("the turn %q: want move, dash, move, end turn", lines)
	}
	if d := f.State.Distance(1, 0); d != 65 {
		t.Errorf("the Zombie ended %d ft from the Cleric: want 65, a run of 60 ft from 5 ft", d)
	}
	_, lines = run("8x8", "A3", "A1")
	if len(lines) != 2 || lines[0] != "Zombie dodge" {
		t.Errorf("cornered: %q, want a Dodge", lines)
	}
}
