package tactics

import (
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/dice"
)

// TestOSRNoRefusedOptions: under `ruleset: osr` the policy offers nothing
// seed 004 forbids after what the creature has done this turn. A command
// the engine refuses ends the creature's turn (sim.Autoplay), so each of
// these cost it the rest of its turn in the simulations:
//   - a cleric that cast Spiritual Weapon (its bonus action) stepped out of
//     melee to cast, refused ("Spellcasters can't move after casting a
//     spell": seed 004 "Combat Procedure", step 4), and lost its action;
//   - a goblin that struck with its scimitar made an off-hand attack,
//     refused ("PCs with DEX 13+ can dual wield": seed 004 "Dual
//     Wielding"), and lost the rest of its turn;
//   - a cleric that fumbled (seed 004 "Fumbles", 4: "can't attack until
//     end of next round") struck with its spiritual weapon, refused.
//
// The policy plays the actor's turn to its end: every command it chooses
// must be taken.
func TestOSRNoRefusedOptions(t *testing.T) {
	for _, c := range []struct {
		name, file, actor string
		script            []string
		faces             []int  // forced dice for the script
		never             string // a word none of the policy's commands may hold
	}{
		{"no move after casting", `
  - {name: Cleric, kind: character, class: cleric, level: 5, side: party, at: C4, initiative: 20,
     abilities: {str: 14, dex: 10, con: 14, int: 10, wis: 17, cha: 12},
     weapons: [mace], armor: scale-mail, shield: true,
     spellcasting: {ability: wis, spells: [sacred flame, guiding bolt, spiritual weapon]}}
  - {template: bugbear, side: monsters, at: D4, initiative: 10}
  - {template: orc, side: monsters, at: J4, initiative: 10}
`, "Cleric", []string{"Cleric declare spell", "Cleric cast spiritual weapon on Orc"}, nil, " move "},
		{"no off-hand attack for a monster", `
  - {template: goblin, side: goblins, at: C4, initiative: 20}
  - {name: Fighter, kind: character, side: party, at: D4, ac: 30, hp: 40, initiative: 10, attacks: [{name: club, bonus: 2, damage: "1d4[bludgeoning]"}]}
`, "Goblin", []string{"Goblin attack Fighter with scimitar"}, nil, " offhand"},
		{"no strike while a fumble forbids it", `
  - {name: Cleric, kind: character, class: cleric, level: 5, side: party, at: C4, initiative: 20,
     abilities: {str: 14, dex: 10, con: 14, int: 10, wis: 17, cha: 12},
     weapons: [mace], armor: scale-mail, shield: true,
     spellcasting: {ability: wis, spells: [spiritual weapon]}}
  - {template: bugbear, side: monsters, at: D4, initiative: 10}
`, "Cleric", []string{"Cleric declare spell", "Cleric cast spiritual weapon on Bugbear", "Cleric attack Bugbear with mace",
			"Cleric end turn", "Bugbear end turn"}, []int{2, 1, 4}, "spiritual weapon Bugbear"},
	} {
		t.Run(c.name, func(t *testing.T) {
			enc, err := battle.Load("osr.yaml", []byte("ruleset: osr\nmap: {size: 12x8}\ncombatants:"+c.file))
			if err != nil {
				t.Fatal(err)
			}
			src := &dice.Script{Faces: c.faces, Then: dice.NewPRNG(1)}
			f, err := battle.Start(enc, src)
			if err != nil {
				t.Fatal(err)
			}
			for _, line := range c.script {
				if _, err := f.Do(line); err != nil {
					t.Fatalf("%q: %v", line, err)
				}
			}
			if src.Used() != len(c.faces) {
				t.Fatalf("the script used %d of its %d forced faces", src.Used(), len(c.faces))
			}
			a := f.State.Current()
			if f.State.Combatants[a].Name != c.actor {
				t.Fatalf("%s's turn, not %s's", f.State.Combatants[a].Name, c.actor)
			}
			p := New(1)
			for n, round := 0, f.State.Round; f.State.Current() == a && f.State.Round == round && !f.State.Over; n++ {
				if n > 12 {
					t.Fatal("the turn never ends")
				}
				ch := p.Next(f.State, a)
				if strings.Contains(ch.Line, c.never) {
					t.Errorf("the policy chose %q (%s)", ch.Line, ch.Why)
				}
				if _, err := f.Do(ch.Line); err != nil {
					t.Fatalf("the policy's %q was refused: %v", ch.Line, err)
				}
			}
		})
	}
}
