package battle_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/rules"
)

// The compendium's stat blocks carry the SRD 5.1 numbers: a spot check of
// a few entries as the engine builds them.
func TestMonsterNumbers(t *testing.T) {
	f := start(t, load(t, `
map: {size: 30x30}
combatants:
  - {name: Fighter, kind: character, side: party, at: A1, ac: 15, hp: 40, initiative: 30}
  - {template: adult-red-dragon, side: foes, initiative: 2, at: E5}
  - {template: skeleton, side: foes, initiative: 3, at: A10}
  - {template: troll, side: foes, initiative: 4, at: J10}
  - {template: bandit-captain, side: foes, initiative: 5, at: N10}
  - {template: wight, side: foes, initiative: 6, at: P10}
  - {template: giant-spider, side: foes, initiative: 7, at: R10}
`))
	d := f.c("Adult Red Dragon")
	if d.AC != 19 || d.HP.Max != 256 || d.Size != rules.Huge || d.Speed != 40 || d.Speeds.Fly != 80 || d.Speeds.Climb != 40 ||
		d.Scores.Score(rules.Str) != 27 || d.Saves[rules.Con] != 13 || d.Skills["perception"] != 13 || d.Proficiency != 6 ||
		d.Senses.Blindsight != 60 || d.Senses.Darkvision != 120 || d.Traits.LegendaryResistance != 3 ||
		!slices.Equal(d.Traits.Multiattack, []string{"bite", "claw", "claw"}) {
		t.Errorf("adult red dragon: %+v", d)
	}
	if b := attackOf(t, d, "bite"); b.Bonus != 14 || b.Reach != 10 || b.Damage.String() != "2d10+8[piercing]+2d6[fire]" {
		t.Errorf("bite %+v %s", b, b.Damage)
	}
	if tl := attackOf(t, d, "tail"); tl.Reach != 15 {
		t.Errorf("tail reach %d", tl.Reach)
	}
	if len(d.Areas) != 1 || d.Areas[0].DC != 21 || d.Areas[0].Recharge != 5 || d.Areas[0].Area.Size != 60 {
		t.Errorf("fire breath %+v", d.Areas)
	}
	s := f.c("Skeleton")
	if s.AC != 13 || s.HP.Max != 13 || !s.Traits.Immune.Has(rules.Poisoned) || !s.Traits.ImmuneExhaustion ||
		!slices.Equal(s.Defenses.Vuln, []rules.DamageType{"bludgeoning"}) || !slices.Equal(s.Defenses.Immune, []rules.DamageType{"poison"}) {
		t.Errorf("skeleton %+v", s)
	}
	tr := f.c("Troll")
	if tr.AC != 15 || tr.HP.Max != 84 || tr.Traits.Regen != 10 || len(tr.Traits.RegenStoppedBy) != 2 || tr.Proficiency != 3 {
		t.Errorf("troll %+v", tr)
	}
	bc := f.c("Bandit Captain")
	if bc.AC != 15 || bc.HP.Max != 65 || bc.Saves[rules.Dex] != 5 || bc.ExtraAttacks != 2 || attackOf(t, bc, "thrown dagger").Normal != 20 ||
		attackOf(t, bc, "dagger").Ranged || !attackOf(t, bc, "thrown dagger").Ranged {
		t.Errorf("bandit captain %+v", bc)
	}
	w := f.c("Wight")
	// SRD 5.1 Wight: "Longsword ... 6 (1d8 + 2) slashing damage, or 7 (1d10
	// + 2) slashing damage if used with two hands": it carries no shield.
	if !slices.Contains(w.Defenses.Resist, rules.DamageType("necrotic")) || w.HP.Max != 45 || attackOf(t, w, "longsword").Damage.String() != "1d10+2[slashing]" {
		t.Errorf("wight %+v", w)
	}
	gs := f.c("Giant Spider")
	web := attackOf(t, gs, "web")
	if gs.Senses.Blindsight != 10 || gs.Speeds.Climb != 30 || web.Recharge != 5 || web.OnHit == nil || web.OnHit.Condition != "restrained" || !web.Ranged {
		t.Errorf("giant spider %+v, web %+v", gs, web)
	}
	if bite := attackOf(t, gs, "bite"); bite.OnHit == nil || bite.OnHit.DC != 11 || !bite.OnHit.Half || bite.OnHit.Damage.String() != "2d8[poison]" {
		t.Errorf("spider bite %+v", bite.OnHit)
	}
}

func attackOf(t *testing.T, c *battle.Combatant, name string) *battle.Attack {
	t.Helper()
	for i := range c.Attacks {
		if c.Attacks[i].Name == name {
			return &c.Attacks[i]
		}
	}
	t.Fatalf("%s has no %s", c.Name, name)
	return nil
}

// SRD 5.1 Young Red Dragon, "Fire Breath (Recharge 5–6). The dragon
// exhales fire in a 30-foot cone. Each creature in that area must make a
// DC 17 Dexterity saving throw, taking 56 (16d6) fire damage on a failed
// save, or half as much damage on a successful one."
func TestYoungRedDragonBreath(t *testing.T) {
	f := start(t, load(t, fighterVs(`
  - {template: young-red-dragon, side: foes, at: E2, initiative: 20}
`)))
	faces := []int{16} // the Fighter's Dex save: 16 fails DC 17
	for range 16 {
		faces = append(faces, 2)
	}
	evs := f.do("Young Red Dragon use fire breath toward B2", faces...)
	if d := one(t, evs, battle.EvDamage); n(d.Amount) != 32 || d.DamageType != "fire" {
		t.Errorf("breath %+v", d)
	}
	f.do("Young Red Dragon end turn")
	evs = f.do("Fighter end turn", 6)
	if r := one(t, evs, battle.EvRecharge); yes(r.Success) != "true" || !strings.Contains(r.Text, "Recharge 5–6") {
		t.Errorf("recharge %+v", r)
	}
}
