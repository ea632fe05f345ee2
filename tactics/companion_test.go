package tactics_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// beastMaster is a beast master ranger of a level with its wolf, against
// two orcs across the map: the wolf must close in on the ranger's turn,
// having none of its own.
func beastMaster(t *testing.T, level int) *battle.Encounter {
	t.Helper()
	enc, err := battle.Load("bm.yaml", []byte(fmt.Sprintf(`map: {size: 12x8}
combatants:
  - {name: Ranger, side: party, at: B4, class: ranger, level: %d, subclass: beast-master,
     abilities: {str: 12, dex: 16, con: 14}, armor: studded-leather, weapons: [shortsword]}
  - {name: Wolf, side: party, at: B5, template: wolf, companion_of: Ranger}
  - {name: Orc, side: orcs, at: J4, template: orc}
  - {name: Orc Two, side: orcs, at: J5, template: orc}
`, level)))
	if err != nil {
		t.Fatal(err)
	}
	return enc
}

// In fights the default policy plays to the end, the ranger commands its
// wolf (seed 000 "RANGERS: BEAST MASTER ANIMAL COMPANION": the companion
// has no turn; `Wolf move`, `Wolf attack` on the ranger's turn, the attack
// for one of the ranger's), with no command refused; at ranger level 11
// the wolf makes a second attack for one command (seed 000 "MULTIPLE
// ATTACKS": "Ranger (Beast Master level 11+) Companion attack").
func TestPolicyCommandsTheCompanion(t *testing.T) {
	for _, level := range []int{5, 11} {
		moves, bites, commands := 0, 0, 0
		for seed := uint64(1); seed <= 6; seed++ {
			f := playPolicy(t, beastMaster(t, level), seed)
			for _, e := range f.Log {
				switch {
				case e.Type == battle.EvMove && e.Actor == "Wolf":
					moves++
				case e.Type == battle.EvAttack && e.Actor == "Wolf":
					bites++
				case e.Type == battle.EvFeature && e.With == battle.FeatCompanion:
					commands++
				}
			}
		}
		// Bites beyond the commands: a second bite at 11th level, or an
		// opportunity attack (the wolf's reaction, its own).
		if moves == 0 || commands == 0 || bites < commands || level == 11 && bites <= commands {
			t.Errorf("ranger %d: the wolf moved %d times and bit %d times on %d commands", level, moves, bites, commands)
		}
	}
}

// With an orc beside the wolf (and 100 hit points, to outlast the turn),
// the ranger's turn as the policy plays it commands the bite once, and the
// wolf bites once, or twice at 11th level, with no command refused.
func TestPolicyCommandsTheBite(t *testing.T) {
	for _, level := range []int{5, 11} {
		enc := beastMaster(t, level)
		enc.Combatants[3].At, enc.Combatants[3].HP, enc.Combatants[3].MaxHP = battle.Squares{"C6"}, 100, 100 // 10 ft from the ranger
		f := start(t, enc)
		bites, commands := 0, 0
		var whys []string
		for f.State.Current() == 0 {
			ch := next(f)
			whys = append(whys, ch.Line+" ("+ch.Why+")")
			evs, err := f.Do(ch.Line)
			if err != nil {
				t.Fatalf("ranger %d: %q refused: %v", level, ch.Line, err)
			}
			for _, e := range evs {
				switch {
				case e.Type == battle.EvAttack && e.Actor == "Wolf":
					bites++
				case e.Type == battle.EvFeature && e.With == battle.FeatCompanion:
					commands++
				}
			}
		}
		if want := map[int]int{5: 1, 11: 2}[level]; commands != 1 || bites != want {
			t.Errorf("ranger %d: %d commands, %d bites, want 1 and %d:\n%s", level, commands, bites, want, strings.Join(whys, "\n"))
		}
	}
}
