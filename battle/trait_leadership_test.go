package battle_test

import (
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// SRD 5.1 Knight, Leadership: "For 1 minute, the knight can utter a
// special command or warning whenever a nonhostile creature that it can
// see within 30 feet of it makes an attack roll or a saving throw. The
// creature can add a d4 to its roll ... This effect ends if the knight is
// incapacitated." The Squire beside the knight adds the d4 (6 +4 +3 = 13
// hits AC 12, where 10 would miss); the Archer 50 ft off adds none; the
// knight stunned, the effect is over for good.
func TestKnightLeadership(t *testing.T) {
	f := start(t, load(t, `
map: {size: 12x8}
combatants:
  - {template: knight, side: party, at: B2, initiative: 20}
  - {name: Squire, side: party, at: B3, ac: 12, hp: 20, initiative: 15,
     attacks: [{name: spear, bonus: 4, damage: "1d6+2[piercing]"}]}
  - {name: Archer, side: party, at: L3, ac: 12, hp: 20, initiative: 12,
     attacks: [{name: bow, bonus: 4, damage: "1d6+2[piercing]", range: 80/320}]}
  - {name: Orc, side: foes, at: C4, ac: 12, hp: 40, initiative: 10}
`))
	evs := f.do("Knight leadership")
	wantTypes(t, evs, battle.EvTrait, battle.EvEffect)
	if ef := evs[1].Effect; ef.Condition != "leadership" || ef.Ends != "start" || ef.Round != 11 || ef.Of != "Knight" {
		t.Errorf("effect %+v", ef)
	}
	f.refuse("Knight leadership", battle.CodeCannot) // once a fight
	f.refuse("Knight attack Orc", battle.CodeNoAction)
	f.do("Knight end turn")

	evs = f.do("Squire attack Orc with spear", 6, 3, 4) // d20 6, the d4 3: 13 hits; 1d6 4 +2
	at := one(t, evs, battle.EvAttack)
	if n(at.Total) != 13 || yes(at.Hit) != "true" || !strings.Contains(at.Text, "Knight's leadership 1d4 +3") {
		t.Errorf("attack %+v: %s", outcome(at), at.Text)
	}
	f.do("Squire end turn")
	evs = f.do("Archer attack Orc with bow", 10, 1) // 50 ft from the knight: no d4
	if at := one(t, evs, battle.EvAttack); n(at.Total) != 14 {
		t.Errorf("archer %+v", outcome(at))
	}
	f.do("Archer end turn")
	// A save: the Squire's Dexterity save in a DM's area adds the d4 too.
	evs = f.do("dm area cube 5 from B4 toward B3 save dex 12 damage 4", 9, 3) // 9 +0 +3 = 12: saved
	if sv := one(t, evs, battle.EvSave); sv.Actor != "Squire" || yes(sv.Success) != "true" || !strings.Contains(sv.Text, "leadership") {
		t.Errorf("save %+v", sv)
	}
	evs = f.do("dm condition Knight +stunned")
	if len(of(evs, battle.EvEffectEnd)) != 1 {
		t.Fatalf("stunned, the knight's leadership goes on:\n%s", texts(evs))
	}
	f.do("dm condition Knight -stunned")
	f.do("Orc end turn")
	f.do("Knight end turn")
	evs = f.do("Squire attack Orc with spear", 6) // 10 misses AC 12: no d4 now
	if at := one(t, evs, battle.EvAttack); n(at.Total) != 10 || yes(at.Hit) != "false" {
		t.Errorf("after the stun %+v", outcome(at))
	}
}
