package tactics_test

import (
	"slices"
	"strings"
	"testing"
)

// hasLine reports whether one of lines starts with prefix.
func hasLine(lines []string, prefix string) bool {
	return slices.ContainsFunc(lines, func(l string) bool { return strings.HasPrefix(l, prefix) })
}

// Shield of Faith (SRD 5.1: 1 bonus action, range 60 ft, concentration,
// "granting it a +2 bonus to AC for the duration") goes on the ally the
// foes will attack: the fighter the three orcs stand beside, not the
// cleric or the wizard behind him, with the bonus action the cleric has
// nothing better for. Not while the cleric holds Bless (concentration:
// the policy casts none over one held), nor when Bless on the three of
// them is worth more (the policy casts the better one, and then holds
// it), and not when its bonus action brings a downed ally back (Healing
// Word). The policy offered no option for the spell: a cleric who knew
// it never cast it.
func TestShieldOfFaithOnTheFrontLiner(t *testing.T) {
	const scene = `
map: {size: 14x8}
combatants:
  - {name: Cleric, kind: character, side: party, at: B4, ac: 16, hp: 30, abilities: {wis: 16}, initiative: 20,
     attacks: [{name: mace, bonus: 4, damage: "1d6+2[bludgeoning]"}],
     spellcasting: {ability: wis, level: 3, slots: {1: 4, 2: 2}, spells: [sacred flame, shield of faith, SPELLS]}}
  - {name: Fighter, kind: character, side: party, at: G4, ac: 16, hp: 40, initiative: 10,
     attacks: [{name: greatsword, bonus: 5, damage: "2d6+3[slashing]"}]}
  - {name: Wizard, kind: character, side: party, at: A6, ac: 12, hp: 20, initiative: 9,
     attacks: [{name: dagger, bonus: 4, damage: "1d4+2[piercing]"}]}
  - {template: orc, side: monsters, count: 3, at: [H3, H4, H5], initiative: 1}
`
	for _, tc := range []struct {
		name, spells string
		before       []string // commands played first, in the cleric's turn or by the DM
		want         bool
	}{
		{"the fighter the orcs stand beside", "healing word", nil, true},
		{"bless held", "bless", []string{"Cleric cast bless on Cleric, Fighter, Wizard"}, false},
		{"bless worth more", "bless", nil, false},
		{"the wizard down", "healing word", []string{"dm damage Wizard 20"}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := startAt(t, strings.Replace(scene, "SPELLS", tc.spells, 1), "Cleric", 1)
			for _, l := range tc.before {
				do(t, f, l)
			}
			lines := turnOf(t, f, 0)
			got := hasLine(lines, "Cleric cast shield of faith")
			if got != tc.want || got && !hasLine(lines, "Cleric cast shield of faith on Fighter") {
				t.Errorf("the cleric's turn: %q; want shield of faith on the fighter: %v", lines, tc.want)
			}
		})
	}
}

// Mage Armor (SRD 5.1: 1 action, touch, 8 hours: "The target's base AC
// becomes 13 + its Dexterity modifier", for a creature "who isn't wearing
// armor") outlasts any fight: a sorcerer with it up cast it that morning,
// and its file gives its AC. Cast in the fight it costs the action, and
// is worth the hits it turns away for the rounds ahead: a sorcerer
// (AC 11, Dex 12) two orcs stand beside casts it on itself rather than a
// fire bolt; with a fighter between it and the orcs, the foes will attack
// the fighter, and it casts its fire bolt; never on the fighter, who
// wears armor.
func TestMageArmorWhenTheFoesWillAttack(t *testing.T) {
	for _, tc := range []struct {
		name, fighter, orcs string
		want                bool
	}{
		{"the orcs beside it", "A1", "[D4, D5]", true},
		{"a fighter in front", "F4", "[H4, H5]", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := startAt(t, `
map: {size: 12x8}
combatants:
  - {name: Sorcerer, kind: character, side: party, at: C4, ac: 11, hp: 30, abilities: {dex: 12, cha: 16}, initiative: 20,
     attacks: [{name: dagger, bonus: 3, damage: "1d4+1[piercing]"}],
     spellcasting: {ability: cha, level: 3, slots: {1: 4, 2: 2}, spells: [fire bolt, mage armor]}}
  - {name: Fighter, kind: character, side: party, at: `+tc.fighter+`, hp: 40, armor: chain-mail, initiative: 10,
     attacks: [{name: greatsword, bonus: 5, damage: "2d6+3[slashing]"}]}
  - {template: orc, side: monsters, count: 2, at: `+tc.orcs+`, initiative: 1}
`, "Sorcerer", 1)
			lines := turnOf(t, f, 0)
			if got := hasLine(lines, "Sorcerer cast mage armor on Sorcerer"); got != tc.want || hasLine(lines, "Sorcerer cast mage armor on Fighter") {
				t.Errorf("the sorcerer's turn: %q; want mage armor on itself: %v", lines, tc.want)
			}
			if !tc.want && !hasLine(lines, "Sorcerer cast fire bolt") {
				t.Errorf("the sorcerer's turn: %q; want its fire bolt", lines)
			}
			if tc.want && f.State.ArmorClass(0) != 14 {
				t.Errorf("the sorcerer's AC is %d, want 13 + 1", f.State.ArmorClass(0))
			}
		})
	}
}

// Barkskin (SRD 5.1: 1 action, touch, concentration: "the target's AC
// can't be less than 16, regardless of what kind of armor it is
// wearing") goes on the ally beside the druid whose AC is below 16 and
// whom the ogres will attack; not on one whose AC is 16 or more already,
// nor on one no foe will attack (the ogres nearer another ally).
func TestBarkskinOnTheAttackedAlly(t *testing.T) {
	for _, tc := range []struct {
		name, ac, ogres string
		want            bool
	}{
		{"AC 13 and the ogres beside it", "13", "[G3, G5]", true},
		{"AC 17", "17", "[G3, G5]", false},
		{"the ogres nearer the ranger", "13", "[H8, K8]", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := startAt(t, `
map: {size: 14x10}
combatants:
  - {name: Druid, kind: character, side: party, at: E4, ac: 16, hp: 30, abilities: {wis: 16}, initiative: 20,
     attacks: [{name: sling, bonus: 2, damage: "1d4[bludgeoning]", range: 30/120}],
     spellcasting: {ability: wis, level: 3, slots: {1: 4, 2: 2}, spells: [barkskin]}}
  - {name: Monk, kind: character, side: party, at: F4, ac: `+tc.ac+`, hp: 40, initiative: 10,
     attacks: [{name: quarterstaff, bonus: 5, damage: "1d8+3[bludgeoning]"}]}
  - {name: Ranger, kind: character, side: party, at: G8, ac: 14, hp: 40, initiative: 9,
     attacks: [{name: shortsword, bonus: 5, damage: "1d6+3[piercing]"}]}
  - {template: ogre, side: monsters, count: 2, at: `+tc.ogres+`, initiative: 1}
`, "Druid", 1)
			lines := turnOf(t, f, 0)
			if got := hasLine(lines, "Druid cast barkskin on Monk"); got != tc.want || hasLine(lines, "Druid cast barkskin on Druid") {
				t.Errorf("the druid's turn: %q; want barkskin on the monk: %v", lines, tc.want)
			}
		})
	}
}
