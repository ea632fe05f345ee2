package battle

import (
	"sync"
	"sync/atomic"

	"github.com/skirmish-rpg/skirmish/compendium"
	"github.com/skirmish-rpg/skirmish/dice"
)

// A spell's damage is parsed from its text at every cast and every
// preview the tactics ask for (thousands a simulated fight), and a new
// expression each time would also miss the memo's compiled programs,
// which are kept by expression (damage_lean.go). So the expressions are
// kept, by what they are made of rather than by the spell's pointer: a
// cast "as TYPE" (spell_types.go) is a new copy of the spell every time,
// and a server playing table after table would keep them all.
// Expressions are never written after parsing, so one may serve every
// fight at once.
var damageExprs sync.Map // damageKey -> *dice.Expr

// damageExprsMax bounds the cache: its keys are the compendium's spells
// at a few levels, slots and modifiers each, far fewer; were that ever
// to change, a full cache stops adding rather than growing.
const damageExprsMax = 4096

var damageExprsLen atomic.Int64 // expressions stored (two that race may both count: harmless)

// damageKey is everything Spell.DamageAt and parseDamage read: the
// spell's damage, its upcasting, the cantrip tier of the caster's level
// and the slot where they count, and the modifier where it is added.
type damageKey struct {
	dmg, upcast, scaling, typ string
	level, every              int
	tier, slot, mod           int
}

// damageExpr is a spell's damage as the engine rolls it, cast by a caster
// of casterLevel with modifier mod with a slot of level slot (0 for a
// cantrip): parseDamage of Spell.DamageAt, kept.
func damageExpr(sp *compendium.Spell, casterLevel, slot, mod int) (*dice.Expr, error) {
	key := damageKey{dmg: sp.Damage, upcast: sp.Upcast, scaling: sp.Scaling, typ: string(sp.DamageType),
		level: sp.Level, every: sp.UpcastEvery}
	if sp.AddMod {
		key.mod = mod
	}
	if sp.Cantrip() && sp.Scaling == "dice" {
		key.tier = compendium.CantripTier(casterLevel)
	}
	if sp.Upcast != "" && slot > sp.Level {
		key.slot = slot
	}
	if e, ok := damageExprs.Load(key); ok {
		return e.(*dice.Expr), nil
	}
	e, err := parseDamage(sp, sp.DamageAt(casterLevel, slot), key.mod)
	if err != nil {
		return nil, err
	}
	if damageExprsLen.Add(1) <= damageExprsMax {
		damageExprs.Store(key, e)
	}
	return e, nil
}
