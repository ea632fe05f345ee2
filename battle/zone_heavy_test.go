package battle_test

import (
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// fogFight is a Rogue in the open at C3 and a Hag 40 ft away at K3 with
// the senses given, whose lair action fills a 10-ft sphere with a zone
// that obscures as given (docs/encounters.md, a zone's `obscures`).
func fogFight(t *testing.T, rs, obscures, senses string) *fight {
	t.Helper()
	return start(t, load(t, `
ruleset: `+rs+`
map: {size: 12x8}
combatants:
  - {name: Rogue, kind: character, side: party, at: C3, ac: 15, hp: 40, initiative: 10, skills: {stealth: 5}}
  - name: Hag
    side: foes
    at: K3
    ac: 17
    hp: 82
    initiative: 4
    senses: {`+senses+`}
    attacks: [{name: bolt, bonus: 6, damage: "2d8[fire]", range: 60/120}]
    lair:
      actions:
        - name: fog
          area: sphere 10
          range: 120
          zone: {ends: next count 20, obscures: `+obscures+`}
`))
}

// Seed 002 "Actions", Hide: "While Heavily Obscured ... and out of
// enemies' sight, make a DC 15 Dexterity (Stealth) check"; SRD 5.1
// "Vision and Light": "A heavily obscured area—such as darkness, opaque
// fog, or dense foliage—blocks vision entirely". In the open the Rogue
// can't hide; in a heavily obscuring fog it can, from a Hag whose
// darkvision or truesight sees through darkness but not fog. Blindsight
// needs no sight: within its range the fog hides nothing. A lightly
// obscuring cloud leaves the Rogue seen: no hiding.
func TestHide2024HeavyZone(t *testing.T) {
	for _, c := range []struct {
		name, obscures, senses string
		hides                  bool
	}{
		{"fog, darkvision", "heavily", "darkvision: 60", true},
		{"fog, truesight", "heavily", "truesight: 120", true},
		{"fog, blindsight within range", "heavily", "blindsight: 60", false},
		{"light cloud", "lightly", "darkvision: 60", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := fogFight(t, "5e-2024", c.obscures, c.senses)
			f.refuse("Rogue hide", battle.CodeCannot) // in the open
			f.do("Hag lair fog at C3")
			f.do("next turn") // count 20 has passed: the Rogue's turn begins
			if !c.hides {
				if err := f.refuse("Rogue hide", battle.CodeCannot); !strings.Contains(err.Error(), "Hag sees it") {
					t.Errorf("refusal %v", err)
				}
				return
			}
			evs := f.do("Rogue hide", 10) // 10+5 = 15: DC 15 met
			wantTypes(t, evs, battle.EvAction, battle.EvCheck, battle.EvHidden, battle.EvEffect, battle.EvCondition)
			if f.c("Rogue").Hidden != 15 {
				t.Errorf("hidden %d", f.c("Rogue").Hidden)
			}
		})
	}
}

// Seed 002 "Actions", Search: "Look or listen for something with a Wisdom
// check" — a search sees no further than sight goes, and the fog blocks
// sight as darkness does: a 20 finds no one in it. The zone event says
// how it obscures.
func TestSearchHeavyZone(t *testing.T) {
	f := fogFight(t, "5e-2024", "heavily", "darkvision: 60")
	evs := f.do("Hag lair fog at C3")
	if z := one(t, evs, battle.EvZone); z.Zone.Obscures != "heavily" || !strings.Contains(z.Text, "heavily obscured") {
		t.Errorf("zone %+v: %s", z.Zone, z.Text)
	}
	f.do("Rogue hide", 12) // 17
	f.do("Rogue end turn")
	evs = f.do("Hag search", 20)
	if len(of(evs, battle.EvHidden)) != 0 || f.c("Rogue").Hidden != 17 {
		t.Errorf("the search found the Rogue in the fog: %s", texts(evs))
	}
}

// SRD 5.1 "Vision and Light": in a heavily obscured area a creature
// "effectively suffers from the blinded condition" trying to see into it;
// seed 001 "Unseen Attackers and Targets". Under 2014 the Rogue in the fog
// is unseen, so it may hide (the 2014 Hide needs only that: a Stealth
// total, no DC); the Hag's darkvision doesn't see into the fog, nor the
// Rogue out of it: the Hag's bolt has disadvantage for the target it
// can't see and advantage for the attacker the Rogue can't see.
func TestHeavyZoneBlocksSight(t *testing.T) {
	f := fogFight(t, "5e-2014", "heavily", "darkvision: 60")
	f.refuse("Rogue hide", battle.CodeCannot)
	f.do("Hag lair fog at C3")
	f.do("Rogue hide", 2)
	if f.c("Rogue").Hidden != 7 {
		t.Errorf("2014 hide in fog: hidden %d", f.c("Rogue").Hidden)
	}
	f.do("Rogue end turn")
	evs := f.do("Hag attack Rogue", 15, 3, 4)
	a := one(t, evs, battle.EvAttack)
	if a.Mode != "normal" || strings.Join(a.Reasons, "; ") != "target can't see attacker; attacker can't see target" {
		t.Errorf("attack mode %q reasons %q", a.Mode, a.Reasons)
	}
}
