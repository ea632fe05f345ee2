package battle_test

import (
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/rules"
)

// SRD 5.1 Sleep: "Undead and creatures immune to being charmed aren't
// affected by this spell." The 20-point pool passes over the zombie (5
// HP) and the charm-immune construct (6 HP), spending nothing on them, and
// puts the goblin (7) and the orc (13) to sleep: 7 + 13 = 20. Were the
// immune creatures' hit points taken from the pool first, the orc would
// stay awake.
func TestSleepPassesOverUndeadAndCharmImmune(t *testing.T) {
	f := start(t, encounter(
		hero("Wizard", "B2", 20, caster(1, map[int]int{1: 1}, "sleep")),
		foe("Zombie", "F2", 10, hp(5), func(c *battle.CombatantSpec) { c.Type = "undead" }),
		foe("Golem", "G2", 9, hp(6), func(c *battle.CombatantSpec) { c.ConditionImmunities = []string{"charmed"} }),
		foe("Goblin", "F3", 8, hp(7)),
		foe("Orc", "G3", 7, hp(13)),
	))
	evs := f.do("Wizard cast sleep at F2", 4, 4, 4, 4, 4) // 5d8 = 20
	for _, name := range []string{"Zombie", "Golem"} {
		if f.c(name).Conds.Has(rules.Unconscious) {
			t.Errorf("%s fell asleep:\n%s", name, texts(evs))
		}
	}
	for _, name := range []string{"Goblin", "Orc"} {
		if !f.c(name).Conds.Has(rules.Unconscious) {
			t.Errorf("%s is awake: the immune creatures spent the pool:\n%s", name, texts(evs))
		}
	}
	if got := len(of(evs, battle.EvImmune)); got != 2 {
		t.Errorf("%d immune events, want 2 (the zombie and the golem):\n%s", got, texts(evs))
	}
}

// SRD 5.1 Sleep: a sleeper is unconscious "until the spell ends, the
// sleeper takes damage, or someone uses an action to shake or slap the
// sleeper awake". The goblin wakes when the rogue's dagger hurts it (and
// stays prone); the orc is shaken awake by its ally's action, which needs
// it within 5 ft and takes the action.
func TestSleepWakesOnDamageOrShake(t *testing.T) {
	f := start(t, encounter(
		hero("Wizard", "B2", 20, caster(1, map[int]int{1: 1}, "sleep")),
		hero("Rogue", "E2", 19),
		foe("Goblin", "F2", 10, hp(7)),
		foe("Orc", "G2", 9, hp(13)),
		foe("Boss", "J2", 8, hp(30)),
		foe("Far", "J6", 7, hp(30)),
	))
	f.do("Wizard cast sleep at F2", 4, 4, 4, 4, 4) // 20: the goblin and the orc
	if !f.c("Goblin").Conds.Has(rules.Unconscious) || !f.c("Orc").Conds.Has(rules.Unconscious) {
		t.Fatalf("sleepers: goblin %s, orc %s", f.c("Goblin").Conds, f.c("Orc").Conds)
	}
	f.do("Wizard end turn")
	// Within 5 ft of an unconscious target: advantage and a critical hit.
	evs := f.do("Rogue attack Goblin", 10, 12, 1, 1) // 2d8 1+1 +3 = 5: 2 HP left
	if g := f.c("Goblin"); g.Conds.Has(rules.Unconscious) || !g.Conds.Has(rules.Prone) || g.HP.Current != 2 {
		t.Errorf("the goblin took damage and should be awake and prone: %s, %d HP:\n%s", g.Conds, g.HP.Current, texts(evs))
	}
	f.refuse("Rogue wake Goblin", battle.CodeNoAction) // its action is spent
	f.do("Rogue end turn")
	f.do("Goblin end turn")
	f.do("Boss move to H2")
	re := f.refuse("Boss wake Goblin", battle.CodeCannot) // awake already
	if !strings.Contains(re.Error(), "not asleep") {
		t.Errorf("refusal: %v", re)
	}
	f.do("Boss end turn")
	f.refuse("Far wake Orc", battle.CodeOutOfReach)
	f.do("Far end turn")
	f.do("Wizard end turn")
	f.do("Rogue end turn")
	f.do("Goblin end turn")
	evs = f.do("Boss wake Orc")
	if o := f.c("Orc"); o.Conds.Has(rules.Unconscious) || !f.c("Boss").Turn.Action {
		t.Errorf("the orc is still asleep (%s), or the shake took no action:\n%s", o.Conds, texts(evs))
	}
}
