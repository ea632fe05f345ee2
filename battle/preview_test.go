package battle_test

import (
	"math"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/rules"
)

// A preview reads the rulings the attack itself makes, and the odds
// follow seed 001 "Attack Rolls" and "Rolling 1 or 20": +5 against AC 15
// hits on 10 to 20 (55%); prone within 5 ft gives advantage (1 - 0.45²);
// a paralyzed target within 5 ft is critically hit by any hit (seed 000
// and SRD 5.1 "Paralyzed").
func TestPreviewAttack(t *testing.T) {
	near := func(a, b float64) bool { return math.Abs(a-b) < 1e-9 }
	f := start(t, encounter(
		hero("Hero", "A1", 20),
		foe("Orc", "B1", 10, ac(15), func(c *battle.CombatantSpec) { c.Resistances = []string{"slashing"} }),
		foe("Ogre", "F1", 5, ac(15)),
	))
	p, err := f.State.PreviewAttack(0, 1, "sword")
	if err != nil {
		t.Fatal(err)
	}
	if hit, crit := p.HitChance(); p.Bonus != 5 || p.AC != 15 || p.Mode != rules.Normal || !near(hit, 0.55) || !near(crit, 0.05) {
		t.Errorf("+5 vs AC 15: bonus %d, AC %d, %v, hit %.3f crit %.3f; want 0.55 and 0.05", p.Bonus, p.AC, p.Mode, hit, crit)
	}
	if got := f.State.DamageFactor(1, "slashing"); got != 0.5 {
		t.Errorf("a resistant orc takes %.2f of slashing damage, want 0.5", got)
	}
	if _, err := f.State.PreviewAttack(0, 2, "sword"); err == nil {
		t.Error("a preview of a sword attack 25 ft away was not refused")
	}
	f.do("dm condition Orc +prone")
	p, _ = f.State.PreviewAttack(0, 1, "sword")
	if hit, _ := p.HitChance(); p.Mode != rules.Advantage || !near(hit, 1-0.45*0.45) {
		t.Errorf("prone within 5 ft: %v, hit %.4f; want advantage and %.4f", p.Mode, hit, 1-0.45*0.45)
	}
	f.do("dm condition Orc +paralyzed")
	p, _ = f.State.PreviewAttack(0, 1, "sword")
	if hit, crit := p.HitChance(); p.Crit != 1 || !near(hit, crit) {
		t.Errorf("paralyzed within 5 ft: crit from %d, hit %.3f crit %.3f; every hit should be a critical hit", p.Crit, hit, crit)
	}
	if f.State.Seq != f.Log[len(f.Log)-1].Seq {
		t.Error("a preview changed the state")
	}
}
