package battle_test

import (
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/rules"
)

// SRD 5.1 "Stunning Strike" (monk 5): "When you hit another creature with
// a melee weapon attack, you can spend 1 ki point to attempt a stunning
// strike. The target must succeed on a Constitution saving throw or be
// stunned until the end of your next turn"; the ki save DC is 8 +
// proficiency + Wisdom modifier (SRD 5.1 "Ki"): 8 + 3 + 2 = 13. Asked
// after the hit; a miss asks nothing; a 4th-level monk is never asked.
func TestStunningStrike(t *testing.T) {
	f := start(t, encounter(
		hero("Monk", "B2", 20, class("monk", 5), ability("dex", 16), ability("wis", 14), hp(40)),
		hero("Young", "B4", 19, class("monk", 4), ability("dex", 16), hp(40)),
		foe("Orc", "C3", 10, hp(100))))
	var asked []string
	f.React = func(s *battle.State, r, trig int, kind string) bool {
		asked = append(asked, s.Combatants[r].Name+" "+kind+" "+s.Combatants[trig].Name)
		return true
	}
	f.do("Monk attack Orc with unarmed strike", 1) // a miss: nothing asked
	if len(asked) != 0 {
		t.Fatalf("asked %q on a miss", asked)
	}
	evs := f.do("Monk attack Orc with unarmed strike", 10, 4, 12) // hit, 1d6 4 + 3; the save 12 fails DC 13
	st := one(t, evs, battle.EvFeature)
	if st.With != battle.FeatStunningStrike || n(st.DC) != 13 || f.c("Monk").Class.KiUsed != 1 || !f.c("Orc").Conds.Has(rules.Stunned) {
		t.Fatalf("stunning strike:\n%s", texts(evs))
	}
	f.do("Monk end turn")
	f.do("Young attack Orc with unarmed strike", 10, 10, 4) // advantage on the stunned Orc; level 4: not asked
	evs = f.do("Young end turn")                            // the Orc's turn passes at once, stunned; the Monk's comes
	if !f.c("Orc").Conds.Has(rules.Stunned) || f.current() != "Monk" {
		t.Fatalf("the stun ended before the end of the Monk's next turn:\n%s", texts(evs))
	}
	evs = f.do("Monk end turn")
	if f.c("Orc").Conds.Has(rules.Stunned) {
		t.Fatalf("the stun outlasts the end of the Monk's next turn:\n%s", texts(evs))
	}
	if len(asked) != 1 {
		t.Errorf("asked %q", asked)
	}
}

// SRD 5.1 "Patient Defense": "spend 1 ki point to take the Dodge action as
// a bonus action on your turn"; "Step of the Wind": "spend 1 ki point to
// take the Disengage or Dash action as a bonus action on your turn". The
// action stays free; a second bonus action, or a 1st-level monk, is
// refused.
func TestPatientDefenseAndStepOfTheWind(t *testing.T) {
	f := start(t, encounter(
		hero("Monk", "B2", 20, class("monk", 2), ability("dex", 16)),
		hero("Novice", "B4", 19, class("monk", 1), ability("dex", 16)),
		foe("Orc", "J3", 10, hp(100))))
	evs := f.do("Monk patient defense")
	if c := f.c("Monk"); !c.Dodging || !c.Turn.Bonus || c.Turn.Action || c.Class.KiUsed != 1 {
		t.Fatalf("patient defense: dodging %v bonus %v action %v ki %d:\n%s", c.Dodging, c.Turn.Bonus, c.Turn.Action, c.Class.KiUsed, texts(evs))
	}
	f.refuse("Monk step of the wind dash", battle.CodeNoAction) // the bonus action is spent
	f.do("Monk end turn")
	f.refuse("Novice patient defense", battle.CodeCannot)
	f.do("Novice end turn")
	f.do("Orc end turn")
	evs = f.do("Monk step of the wind dash")
	if c := f.c("Monk"); c.Turn.Dashes != 1 || !c.Turn.Bonus || c.Turn.Action || c.Class.KiUsed != 2 {
		t.Fatalf("step of the wind: dashes %d bonus %v action %v ki %d:\n%s", c.Turn.Dashes, c.Turn.Bonus, c.Turn.Action, c.Class.KiUsed, texts(evs))
	}
	f.refuse("Monk step of the wind jump", battle.CodeSyntax)
	f.do("Monk end turn")
	f.do("Novice end turn")
	f.do("Orc end turn")
	f.refuse("Monk step of the wind disengage", battle.CodeNoAction) // 2 ki at 2nd level, both spent
}
