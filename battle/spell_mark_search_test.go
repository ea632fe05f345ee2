package battle_test

import (
	"slices"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// SRD 5.1 Hunter's Mark: "you have advantage on any Wisdom (Perception)
// ... check you make to find it." The Ranger searches for the hidden
// Goblin (marked, Stealth 15) and Kobold (Stealth 14): its one
// Perception check rolls 12 and, for the mark, a second d20 of 16. The
// 12 misses both; read with advantage, the 16 finds the Goblin alone.
// With no marked creature hidden, a search rolls one d20 as before.
func TestHuntersMarkSearch(t *testing.T) {
	f := start(t, encounter(
		foe("Goblin", "F2", 20, skill("stealth", 5), cover("three-quarters")),
		foe("Kobold", "F4", 19, skill("stealth", 4), cover("three-quarters")),
		hero("Ranger", "B2", 10, caster(1, map[int]int{1: 1}, "hunter's mark")),
	))
	f.do("Goblin hide", 10) // 15
	f.do("Goblin end turn")
	f.do("Kobold hide", 10) // 14
	f.do("Kobold end turn")
	f.do("Ranger cast hunter's mark on Goblin")
	evs := f.do("Ranger search", 12, 16)
	wantTypes(t, evs, battle.EvAction, battle.EvCheck, battle.EvSpellRider, battle.EvHidden)
	if c := evs[1]; !slices.Equal(c.D20, []int{12}) || c.Mode != "normal" || n(c.Total) != 12 {
		t.Errorf("the search's check %+v", c)
	}
	if r := evs[2]; r.Target != "Goblin" || !slices.Equal(r.D20, []int{12, 16}) || r.Mode != "advantage" || n(r.Total) != 16 {
		t.Errorf("the mark's reading %+v", r)
	}
	if f.c("Goblin").Hidden != 0 || f.c("Kobold").Hidden != 14 {
		t.Errorf("hidden: Goblin %d, Kobold %d; want the Goblin found, the Kobold not", f.c("Goblin").Hidden, f.c("Kobold").Hidden)
	}
	f.do("Ranger end turn")
	f.do("Goblin end turn")
	f.do("Kobold end turn")
	evs = f.do("Ranger search", 13)
	wantTypes(t, evs, battle.EvAction, battle.EvCheck, battle.EvAction)
}
