package battle_test

import (
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/rules"
)

// Seed 000 "CLERICS: TURNING UNDEAD" and SRD 5.1 "Turn Undead", "Destroy
// Undead": a 5th-level cleric with Wis 16 (DC 8 + 3 + 3 = 14) turns each
// undead within 30 ft that fails a Wisdom save, and destroys one of CR
// 1/2 or lower; the turning ends when the undead takes damage.
func TestTurnUndead(t *testing.T) {
	undead := func(cr string) spec {
		return func(c *battle.CombatantSpec) { c.Type, c.CR = "undead", cr }
	}
	enc := encounter(
		hero("Cleric", "B2", 20, class("cleric", 5), ability("wis", 16)),
		foe("Zombie", "B4", 10, hp(30), undead("1/4")),
		foe("Ghoul", "C4", 9, hp(30), undead("1")),
		foe("Wight", "D4", 8, hp(30), undead("3")),
		foe("Far", "T2", 7, hp(30), undead("1/4")), // 90 ft
		foe("Orc", "B3", 6, hp(30)))
	enc.Map.Size = "20x8"
	f := start(t, enc)
	evs := f.do("Cleric turn undead", 5, 3, 18) // Zombie 5, Ghoul 3 fail; Wight 18 saves
	if got := len(of(evs, battle.EvSave)); got != 3 {
		t.Fatalf("%d saves, want 3 (Far is 90 ft away, the Orc is no undead):\n%s", got, texts(evs))
	}
	if !f.c("Zombie").Dead {
		t.Errorf("the CR 1/4 Zombie is not destroyed:\n%s", texts(evs))
	}
	g := f.c("Ghoul")
	if g.Dead || !g.Conds.Has(rules.Frightened) || g.Class.TurnedBy != "Cleric" || g.Reaction {
		t.Errorf("the CR 1 Ghoul is not turned:\n%s", texts(evs))
	}
	if f.c("Wight").Conds.Has(rules.Frightened) {
		t.Errorf("the Wight saved but is frightened")
	}
	f.do("Cleric end turn")
	f.do("Ghoul end turn")
	if f.c("Ghoul").Reaction {
		t.Errorf("a turned Ghoul has its reaction back at its turn")
	}
	f.do("Wight end turn")
	f.do("Far end turn")
	f.do("Orc end turn")
	f.refuse("Cleric turn undead", battle.CodeNoAction) // one Channel Divinity at 5th level
	evs = f.do("dm damage Ghoul 3")
	if g := f.c("Ghoul"); g.Conds.Has(rules.Frightened) || g.Class.TurnedBy != "" || !g.Reaction {
		t.Errorf("damage did not end the turning:\n%s", texts(evs))
	}
}
