package rules

import (
	"slices"
	"testing"
)

// TestDefensesApply: seed 001 "Damage Resistance and Vulnerability" (and
// seed 003's copy), seed 000 "Petrified" for resistance to all damage.
func TestDefensesApply(t *testing.T) {
	fireRes := Defenses{Resist: []DamageType{Fire}}
	tests := []struct {
		name      string
		d         Defenses
		amount    int
		typ       DamageType
		resistAll bool
		want      int
		note      string
	}{
		{"no defenses", Defenses{}, 13, Fire, false, 13, ""},
		{"other type", fireRes, 13, Cold, false, 13, ""},
		// "damage of that type is halved" — odd amounts round down.
		{"resistant", fireRes, 13, Fire, false, 6, "resistant to fire: halved"},
		{"resistant, 1 damage", fireRes, 1, Fire, false, 0, "resistant to fire: halved"},
		// "If a creature ... has vulnerability ..., damage of that type is
		// doubled."
		{"vulnerable", Defenses{Vuln: []DamageType{Bludgeoning}}, 7, Bludgeoning, false, 14, "vulnerable to bludgeoning: doubled"},
		// "Resistance and then vulnerability": 13 halves to 6, then doubles
		// to 12 — not 13, which doubling first would give.
		{"resistant and vulnerable", Defenses{Resist: []DamageType{Fire}, Vuln: []DamageType{Fire}}, 13, Fire, false, 12, "resistant and vulnerable to fire: halved, then doubled"},
		// Immunity: nothing.
		{"immune", Defenses{Immune: []DamageType{Poison}}, 40, Poison, false, 0, "immune to poison: no damage"},
		{"immune beats resistAll and vulnerability", Defenses{Immune: []DamageType{Poison}, Vuln: []DamageType{Poison}}, 40, Poison, true, 0, "immune to poison: no damage"},
		// "Multiple instances of resistance ... count as only one": a
		// petrified creature resistant to fire halves fire once, not twice.
		{"resistAll", Defenses{}, 25, Slashing, true, 12, "resistant to all damage: halved"},
		{"resistAll and resistant", fireRes, 25, Fire, true, 12, "resistant to fire: halved"},
		{"resistAll, listed twice", Defenses{Resist: []DamageType{Fire, Fire}}, 25, Fire, false, 12, "resistant to fire: halved"},
		{"resistAll and vulnerable", Defenses{Vuln: []DamageType{Thunder}}, 9, Thunder, true, 8, "resistant to all damage and vulnerable to thunder: halved, then doubled"},
		// Untyped damage escapes every list, but not resistance to all damage.
		{"untyped", Defenses{Resist: []DamageType{Untyped}, Immune: []DamageType{Untyped}}, 9, Untyped, false, 9, ""},
		{"untyped, resistAll", Defenses{}, 9, Untyped, true, 4, "resistant to all damage: halved"},
		// seed 003 "Damage Rolls": "possible to deal 0 damage, but never
		// negative damage".
		{"negative", Defenses{Vuln: []DamageType{Fire}}, -3, Fire, false, 0, ""},
		{"zero", fireRes, 0, Fire, false, 0, ""},
	}
	for _, tt := range tests {
		got, note := tt.d.Apply(tt.amount, tt.typ, tt.resistAll)
		if got != tt.want || note != tt.note {
			t.Errorf("%s: %d %q, want %d %q", tt.name, got, note, tt.want, tt.note)
		}
	}
}

// TestDamageTypes: seed 001 "Damage Types" names thirteen.
func TestDamageTypes(t *testing.T) {
	want := []DamageType{Acid, Bludgeoning, Cold, Fire, Force, Lightning, Necrotic, Piercing, Poison, Psychic, Radiant, Slashing, Thunder}
	if got := DamageTypes(); !slices.Equal(got, want) {
		t.Errorf("DamageTypes() = %v", got)
	}
	for _, d := range want {
		if p, err := ParseDamageType(string(d)); err != nil || p != d {
			t.Errorf("ParseDamageType(%q) = %q, %v", d, p, err)
		}
	}
	got, err := ParseDamageTypes([]string{"Fire", " cold"})
	if err != nil || !slices.Equal(got, []DamageType{Fire, Cold}) {
		t.Errorf("ParseDamageTypes = %v, %v", got, err)
	}
	if got, err := ParseDamageTypes(nil); got != nil || err != nil {
		t.Errorf("ParseDamageTypes(nil) = %v, %v", got, err)
	}
}
