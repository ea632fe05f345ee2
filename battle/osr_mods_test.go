package battle_test

import (
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// Seed 004 (004_6ab91d94ac224c7f.txt), "Melee Attacks" and "Missile
// Attacks": "Melee attack rolls are modified based on the character's
// Strength" and missile ones on its Dexterity, by the seed's table. The
// table is for the attack roll, whichever feature picks the ability.

// SRD 5.1 "Martial Arts" lets a monk use Dexterity instead of Strength
// for its unarmed strikes and monk weapons: the attack roll is still one,
// so under OSR both scores go through the seed's table. Mona (Str 15, Dex
// 16: the table's +1 and +2, the SRD's +2 and +3) strikes at +2 + 2 and
// for 1d4 + 2; Mick (Str 12, Dex 13: +0 and +1 by the table, +1 and +1
// by the SRD) takes Dexterity for its quarterstaff, +1 + 2.
func TestOSRMartialArtsByTheTable(t *testing.T) {
	f := start(t, osr(encounter(
		hero("Mona", "B2", 20, class("monk", 1), ability("str", 15), ability("dex", 16)),
		hero("Mick", "B4", 20, class("monk", 1), ability("str", 12), ability("dex", 13), gear("", false, "quarterstaff")),
		foe("Orc", "C2", 10, hp(30)),
	)))
	evs := f.do("Mona attack Orc with unarmed strike", 10, 3) // 1d4 3 + 2
	if at := one(t, evs, battle.EvAttack); n(at.Bonus) != 4 || f.c("Orc").HP.Current != 25 {
		t.Fatalf("bonus %d, Orc HP %d: want +4 (Dex 16's +2 by the table, proficiency 2) and 30-5\n%s", n(at.Bonus), f.c("Orc").HP.Current, texts(evs))
	}
	for _, a := range f.c("Mick").Attacks {
		if a.Weapon == "quarterstaff" && (a.Bonus != 3 || a.Ability != "dex") {
			t.Fatalf("Mick's %s: %+d with %s, want +3 with dex (the table's 13: +1 over 12: +0)", a.Name, a.Bonus, a.Ability)
		}
	}
}

// SRD 5.1 Shillelagh puts the spellcasting ability in place of Strength:
// under OSR the club's Strength part is the table's (Str 16: +2), and the
// spellcasting ability, which the seed's table does not cover, keeps the
// SRD 5.1's (Int 16: +3). The club goes from +2 + 2 to +3 + 2.
func TestOSRShillelaghReplacesTheTablesStrength(t *testing.T) {
	f := start(t, osr(encounter(
		hero("Druid", "B2", 20, gear("", false, "club"), caster(1, nil, "shillelagh"), ability("str", 16)),
		foe("Orc", "C2", 10, hp(30)),
	)))
	for _, a := range f.c("Druid").Attacks {
		if a.Name == "club" && a.Bonus != 4 {
			t.Fatalf("club %+d before the spell, want +4", a.Bonus)
		}
	}
	f.do("Druid cast shillelagh on Druid")
	evs := f.do("Druid attack Orc", 10, 6) // 1d8 6 + 3
	if at := one(t, evs, battle.EvAttack); n(at.Bonus) != 5 || f.c("Orc").HP.Current != 21 {
		t.Fatalf("bonus %d, Orc HP %d: want +5 and 30-9\n%s", n(at.Bonus), f.c("Orc").HP.Current, texts(evs))
	}
}

// Seed 001's surprise table, entry 4 ("-1 Dexterity for an hour"), under
// OSR: the change moves the attacks by the seed's table, not the SRD 5.1's.
// Dex 13 -> 12 is +1 -> +0 by the table (+1 both by the SRD): Ann's
// shortbow goes from +3 to +2. The Ghoul's side is unnoticed (seed 004's
// stealth step: d6 1), so Ann is surprised and the table is rolled.
func TestOSRScoreChangeByTheTable(t *testing.T) {
	enc := osr(encounter(
		hero("Ann", "B2", 20, ability("dex", 13), gear("", false, "shortbow")),
		foe("Ghoul", "H2", 10, stealthy()),
	))
	enc.Options = []string{battle.OptSurpriseTable}
	f := start(t, enc, 1, 4) // the stealth d6, the surprise d12
	if e := one(t, f.Log, battle.EvScore); e.Target != "Ann" || n(e.Total) != 12 {
		t.Fatalf("score %+v", e)
	}
	for _, a := range f.c("Ann").Attacks {
		if a.Weapon == "shortbow" && a.Bonus != 2 {
			t.Fatalf("shortbow %+d, want +2 (Dex 12: +0 by seed 004's table, proficiency 2)", a.Bonus)
		}
	}
}
