package rules_test

import (
	"fmt"

	"github.com/skirmish-rpg/skirmish/rules"
)

func ExampleAttackReasons() {
	// A poisoned fighter swings at a goblin lying prone next to her.
	r := rules.AttackReasons(rules.AttackContext{
		Attacker: rules.Conditions{}.With(rules.Poisoned),
		Target:   rules.Conditions{}.With(rules.Prone),
		Distance: 5,
	})
	fmt.Println(r.Mode())
	fmt.Println(r)

	// The archer behind her shoots at the same goblin from 30 feet, with an
	// ally's Help.
	r = rules.AttackReasons(rules.AttackContext{
		Target:   rules.Conditions{}.With(rules.Prone),
		Ranged:   true,
		Distance: 30,
		Helped:   true,
	})
	fmt.Println(r)
	// Output:
	// normal
	// normal (advantage: target prone, attacker within 5 ft; disadvantage: attacker poisoned)
	// normal (advantage: ally's Help; disadvantage: target prone, attacker beyond 5 ft)
}

func ExampleDefenses_Apply() {
	troll := rules.Defenses{Vuln: []rules.DamageType{rules.Fire}}
	golem := rules.Defenses{
		Resist: []rules.DamageType{rules.Slashing},
		Immune: []rules.DamageType{rules.Poison},
	}
	for _, hit := range []struct {
		who    string
		d      rules.Defenses
		amount int
		typ    rules.DamageType
		stone  bool
	}{
		{"troll", troll, 11, rules.Fire, false},
		{"golem", golem, 17, rules.Slashing, false},
		{"golem", golem, 9, rules.Poison, false},
		{"petrified troll", troll, 11, rules.Fire, true},
	} {
		n, note := hit.d.Apply(hit.amount, hit.typ, hit.stone)
		fmt.Printf("%s takes %d %s: %d (%s)\n", hit.who, hit.amount, hit.typ, n, note)
	}
	// Output:
	// troll takes 11 fire: 22 (vulnerable to fire: doubled)
	// golem takes 17 slashing: 8 (resistant to slashing: halved)
	// golem takes 9 poison: 0 (immune to poison: no damage)
	// petrified troll takes 11 fire: 10 (resistant to all damage and vulnerable to fire: halved, then doubled)
}
