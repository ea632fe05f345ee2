package tactics

import (
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// TestSpellPreviewBySlot: at every decision of whole fights of every
// example and test encounter, a caster's spell attack previewed with each
// slot from 0 to 9 at each other creature is, but for its Attack, the
// preview previewSpell gives from the first slot's ruling: battle rules on
// a spell attack the same whatever the slot, its damage aside
// (spell_preview.go).
func TestSpellPreviewBySlot(t *testing.T) {
	asked := 0
	memos := map[uint64]*Policy{}
	eachDecision(t, []string{"../examples/*.yaml", "../cmd/skirmish/testdata/*.yaml"}, 2, 300, func(_ string, seed uint64, n int, s *battle.State, a int) {
		if n == 0 {
			memos[seed] = New(seed)
		}
		asked += checkSpellPreviews(t, memos[seed], s, a)
	})
	t.Logf("%d previews compared", asked)
	if asked < 100 {
		t.Errorf("only %d previews compared: the test no longer covers much", asked)
	}
}

// checkSpellPreviews compares, for creature a's spell attacks, previewSpell
// with PreviewSpellAttack, and says how many it compared.
func checkSpellPreviews(t *testing.T, p *Policy, s *battle.State, a int) int {
	t.Helper()
	c := &s.Combatants[a]
	if c.Casting.Caster == nil {
		return 0
	}
	v := p.look(s, a)
	n := 0
	for _, sp := range c.Casting.Caster.Spells {
		if sp.Attack == "" || sp.Damage == "" {
			continue
		}
		p.spvSp = nil // a new decision
		for slot := 0; slot <= 9; slot++ {
			for tg := range s.Combatants {
				want, werr := s.PreviewSpellAttack(a, tg, sp, slot)
				got, gerr := p.previewSpell(v, tg, sp, slot)
				n++
				if (werr == nil) != (gerr == nil) || werr != nil && werr.Error() != gerr.Error() {
					t.Fatalf("%s at %s, %s slot %d: previewSpell refuses with %v, PreviewSpellAttack with %v", c.Name, s.Combatants[tg].Name, sp.Name, slot, gerr, werr)
				}
				want.Attack, got.Attack = nil, nil
				if want != got {
					t.Fatalf("%s at %s, %s slot %d: previewSpell %+v, PreviewSpellAttack %+v", c.Name, s.Combatants[tg].Name, sp.Name, slot, got, want)
				}
			}
		}
	}
	return n
}
