package battle_test

import (
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// items gives a combatant counted items by compendium id.
func items(m map[string]int) spec { return func(c *battle.CombatantSpec) { c.Items = m } }

// SRD 5.1 "Potion of Healing" ("Drinking or administering a potion takes
// an action"; seed 000 "MAGICAL HEALING OPTIONS": 2d4+2): a creature
// drinks only the potions it carries, and gives one to a creature within
// 5 ft; with none left the use is refused.
func TestPotionsCounted(t *testing.T) {
	f := start(t, encounter(
		hero("Fighter", "B2", 20, items(map[string]int{"potion-of-healing": 2})),
		hero("Rogue", "B3", 15),
		hero("Bard", "H3", 12),
		foe("Orc", "L8", 10)))
	f.do("dm damage Fighter 10")
	f.do("dm damage Rogue 10")
	evs := f.do("Fighter use potion of healing", 1, 2) // 1+2+2 = 5
	if it := one(t, evs, battle.EvItem); it.With != "potion-of-healing" || n(it.Total) != 1 || f.c("Fighter").HP.Current != 15 {
		t.Fatalf("item %+v, HP %d\n%s", it, f.c("Fighter").HP.Current, texts(evs))
	}
	f.do("Fighter end turn")
	f.refuse("Rogue use potion of healing", battle.CodeCannot) // it carries none
	f.do("Rogue end turn")
	f.do("Bard end turn")
	f.do("Orc end turn")
	f.refuse("Fighter use potion of healing on Bard", battle.CodeOutOfReach) // 30 ft away
	evs = f.do("Fighter use potion of healing on Rogue", 4, 4)               // 10 to the Rogue
	if h := one(t, evs, battle.EvHeal); h.Target != "Rogue" || n(h.Amount) != 10 || f.c("Fighter").HP.Current != 15 {
		t.Errorf("heal %+v", h)
	}
	f.do("Fighter end turn")
	f.do("Rogue end turn")
	f.do("Bard end turn")
	f.do("Orc end turn")
	re := f.refuse("Fighter use potion of healing", battle.CodeCannot)
	if !strings.Contains(re.Error(), "no potion of healing left") {
		t.Errorf("refusal %v", re)
	}
	wantTypes(t, f.do("Fighter use rope"), battle.EvAction) // an object not counted is only noted
}

// SRD 5.1 "Healer's Kit": "This kit ... has ten uses. As an action, you
// can expend one use of the kit to stabilize a creature that has 0 hit
// points, without needing to make a Wisdom (Medicine) check." Each kit
// carried brings ten uses; `use healer's kit on TARGET` and `stabilize
// TARGET with healer's kit` each spend one.
func TestHealersKitUses(t *testing.T) {
	f := start(t, encounter(
		hero("Cleric", "C2", 20, items(map[string]int{"healers-kit": 1})),
		hero("Fighter", "B2", 15), hero("Rogue", "C3", 12),
		foe("Orc", "L8", 10)))
	if n := f.c("Cleric").Items["healers-kit"]; n != 10 {
		t.Fatalf("a kit has %d uses, want 10", n)
	}
	f.do("dm damage Fighter 20")
	f.do("dm damage Rogue 20")
	f.refuse("Cleric use healer's kit", battle.CodeSyntax) // on whom?
	evs := f.do("Cleric use healer's kit on Fighter")      // no roll
	wantTypes(t, evs, battle.EvAction, battle.EvItem, battle.EvStable)
	if it := evs[1]; n(it.Total) != 9 {
		t.Errorf("item %+v", it)
	}
	f.refuse("Cleric stabilize Rogue with healer's kit", battle.CodeNoAction)
	f.do("Cleric end turn", 12) // the Fighter's turn ends at once; the Rogue's death save
	f.do("Orc end turn")
	evs = f.do("Cleric stabilize Rogue with healer's kit")
	if it := one(t, evs, battle.EvItem); n(it.Total) != 8 || f.c("Cleric").Items["healers-kit"] != 8 {
		t.Errorf("item %+v", it)
	}
}

// A kit with no uses left stabilizes no one; a creature without a kit can
// still try a Wisdom (Medicine) check (seed 001 "Stabilizing a Creature").
func TestHealersKitNone(t *testing.T) {
	f := start(t, encounter(
		hero("Cleric", "C2", 20, items(map[string]int{"healers-kit": 0})),
		hero("Squire", "C3", 18),
		hero("Fighter", "B2", 15), foe("Orc", "L8", 10)))
	f.do("dm damage Fighter 20")
	re := f.refuse("Cleric use healer's kit on Fighter", battle.CodeCannot)
	if !strings.Contains(re.Error(), "no uses left") {
		t.Errorf("refusal %v", re)
	}
	f.do("Cleric stabilize Fighter", 10) // Medicine +0: 10 is enough
	f.do("Cleric end turn")
	f.refuse("Squire stabilize Fighter with healer's kit", battle.CodeCannot)
}

// items in a file: ids any case and by alias, written canonically; an
// unknown id, an item that isn't a potion or a kit, and a negative count
// are errors at their line.
func TestItemsLoad(t *testing.T) {
	enc := load(t, `
combatants:
  - {name: A, side: party, at: B2, ac: 12, hp: 10, items: {Potion-Of-Healing: 2, healer-s-kit: 1}}
  - {name: B, side: foes, at: C2, ac: 12, hp: 10}
`)
	if got := enc.Combatants[0].Items; got["potion-of-healing"] != 2 || got["healers-kit"] != 1 || len(got) != 2 {
		t.Errorf("items %v", got)
	}
	for _, tt := range []struct{ items, want string }{
		{"{potion-of-flying: 1}", "items.potion-of-flying"},
		{"{caltrops: 1}", "not a potion or a kit"},
		{"{potion-of-healing: -1}", "0 to 1000"},
		{"{healers-kit: 1, healer-s-kit: 2}", "listed twice"},
	} {
		_, err := battle.Load("t.yaml", []byte(`
combatants:
  - {name: A, side: party, at: B2, ac: 12, hp: 10, items: `+tt.items+`}
  - {name: B, side: foes, at: C2, ac: 12, hp: 10}
`))
		if err == nil || !strings.Contains(err.Error(), tt.want) || !strings.Contains(err.Error(), "t.yaml:3") {
			t.Errorf("items %s: err %v, want %q at line 3", tt.items, err, tt.want)
		}
	}
}
