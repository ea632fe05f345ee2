package battle

import (
	"sync"

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

// damageExprsMax bounds the cache: the texts are the compendium's and the
// encounters', a few per spell, but a server fed endless custom spells
// stops adding rather than growing.
const damageExprsMax = 4096

var damageExprsLen int64

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
	if damageExprsAdd() {
		damageExprs.Store(key, e)
	}
	return e, nil
}

var damageExprsMu sync.Mutex

// damageExprsAdd counts one more kept expression, false when full.
func damageExprsAdd() bool {
	damageExprsMu.Lock()
	defer damageExprsMu.Unlock()
	if damageExprsLen >= damageExprsMax {
		return false
	}
	damageExprsLen++
	return true
}
