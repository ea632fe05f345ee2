package tactics_test

import (
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/tactics"
)

// SRD 5.1 "Uncanny Dodge": the policy lets a scratch (the rat's 1d4
// rolled 2) through while the rogue is healthy, keeping its reaction, and
// halves a big hit (the ogre's 2d8+4 rolled 12).
func TestPolicyUncannyDodge(t *testing.T) {
	enc, err := battle.Load("t.yaml", []byte(`
combatants:
  - {name: Ogre, kind: monster, side: foes, at: D2, ac: 11, hp: 59, initiative: 19,
     attacks: [{name: club, bonus: 6, damage: "2d8+4[bludgeoning]"}]}
  - {name: Rat, kind: monster, side: foes, at: D4, ac: 10, hp: 1, initiative: 20,
     attacks: [{name: bite, bonus: 0, damage: "1d4[piercing]"}]}
  - {name: Sable, kind: character, side: party, at: C3, class: rogue, level: 5, hp: 40, initiative: 10,
     abilities: {str: 10, dex: 16, con: 12, int: 10, wis: 10, cha: 10}}
`))
	if err != nil {
		t.Fatal(err)
	}
	f, err := battle.Start(enc, dice.NewScript(15, 2, 15, 4, 4))
	if err != nil {
		t.Fatal(err)
	}
	f.React = tactics.New(1).React
	do(t, f, "Rat attack Sable") // 15 hits, 2: kept whole, and the reaction with it
	if c := f.State.Combatants[2]; c.HP.Current != 38 || !c.Reaction {
		t.Fatalf("Sable HP %d (want 38), reaction %v after the rat", c.HP.Current, c.Reaction)
	}
	do(t, f, "Rat end turn")
	do(t, f, "Ogre attack Sable") // 15+6 hits, 4+4+4 = 12: halved to 6
	if c := f.State.Combatants[2]; c.HP.Current != 32 || c.Reaction {
		t.Fatalf("Sable HP %d (want 32), reaction %v after the ogre", c.HP.Current, c.Reaction)
	}
}

// SRD 5.1 "Stunning Strike": the policy spends the ki on its first hit of
// the turn on the ogre (59 HP, 2d8+4 a blow), not again on its second
// hit that turn though the ogre saved, and not on a goblin left with 3
// hit points.
func TestPolicyStunningStrike(t *testing.T) {
	enc, err := battle.Load("t.yaml", []byte(`
combatants:
  - {name: Kai, kind: character, side: party, at: C3, class: monk, level: 5, hp: 40, initiative: 20,
     abilities: {str: 10, dex: 16, con: 12, int: 10, wis: 14, cha: 10}}
  - {name: Ogre, kind: monster, side: foes, at: D3, ac: 11, hp: 59, initiative: 10,
     abilities: {str: 19, dex: 8, con: 16, int: 5, wis: 7, cha: 7},
     attacks: [{name: club, bonus: 6, damage: "2d8+4[bludgeoning]"}]}
  - {name: Goblin, kind: monster, side: foes, at: C4, ac: 10, hp: 7, initiative: 9,
     attacks: [{name: bite, bonus: 4, damage: "1d6+2[slashing]"}]}
`))
	if err != nil {
		t.Fatal(err)
	}
	// Kai's blows: 15 hits, 1d6 4; the ogre's Con save 19 succeeds; 15
	// hits, 4, and no second try this turn. Next round, the goblin: 15
	// hits, 1 (4 damage).
	f, err := battle.Start(enc, dice.NewScript(15, 4, 19, 15, 4, 15, 1))
	if err != nil {
		t.Fatal(err)
	}
	f.React = tactics.New(1).React
	do(t, f, "Kai attack Ogre with unarmed strike")
	do(t, f, "Kai attack Ogre with unarmed strike")
	if ki := f.State.Combatants[0].Class.KiUsed; ki != 1 {
		t.Fatalf("ki used %d, want 1 (the first hit's Stunning Strike alone)", ki)
	}
	do(t, f, "Kai end turn")
	do(t, f, "Ogre end turn")
	do(t, f, "Goblin end turn") // round 2: Kai's
	do(t, f, "Kai attack Goblin with unarmed strike")
	if ki := f.State.Combatants[0].Class.KiUsed; ki != 1 {
		t.Fatalf("ki used %d: spent on a goblin", ki)
	}
}
