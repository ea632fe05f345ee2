package tactics

import (
	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/compendium"
)

// A spell attack is weighed with every slot it could spend (guiding bolt
// with a 1st-, 2nd- or 3rd-level slot), at every foe. battle's
// PreviewSpellAttack rules on the attack the same whatever the slot —
// range, cover, advantage, AC —, only its damage differing (the slot's
// dice: battle.SpellDamage). So the ruling is asked once per spell and
// foe in a decision, and the other slots' previews are it with their own
// damage: the cover lines traced and the attack built for each slot were
// some 35 allocations of a 4v4 fight. TestSpellPreviewBySlot checks the
// premise at every decision of whole fights.

// spellPreview is a foe's ruling for the spell p.spvSp.
type spellPreview struct {
	t   int
	pv  battle.AttackPreview
	err error
}

// previewSpell is v.s.PreviewSpellAttack(v.a, t, sp, slot), the ruling
// of the spell's first slot asked reused for the others. The preview's
// Attack is the first slot's (its Damage that slot's): the policy reads
// the preview's own Damage. spellOptions starts the rulings over at each
// decision.
func (p *Policy) previewSpell(v *view, t int, sp *compendium.Spell, slot int) (battle.AttackPreview, error) {
	if p.spvSp != sp {
		p.spvSp, p.spv = sp, p.spv[:0]
	}
	for i := range p.spv {
		if k := &p.spv[i]; k.t == t {
			if k.err != nil {
				return battle.AttackPreview{}, k.err
			}
			pv := k.pv
			pv.Damage = v.s.SpellDamage(v.a, sp, slot)
			return pv, nil
		}
	}
	pv, err := v.s.PreviewSpellAttack(v.a, t, sp, slot)
	p.spv = append(p.spv, spellPreview{t: t, pv: pv, err: err})
	return pv, err
}
