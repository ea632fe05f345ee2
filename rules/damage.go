package rules

// DamageType is one of the thirteen damage types of the SRD (seed 001,
// "Damage Types"). It is a string rather than a number because damage
// types travel in dice labels ("1d8+3[slashing]") and YAML lists, and a
// creature's defenses are short lists compared once per hit.
type DamageType string

// Untyped is damage with no type (a house table's "lose 1d6 hit points",
// a DM's ruling). Only resistance to all damage affects it.
const Untyped DamageType = ""

// The thirteen damage types.
const (
	Acid        DamageType = "acid"
	Bludgeoning DamageType = "bludgeoning"
	Cold        DamageType = "cold"
	Fire        DamageType = "fire"
	Force       DamageType = "force"
	Lightning   DamageType = "lightning"
	Necrotic    DamageType = "necrotic"
	Piercing    DamageType = "piercing"
	Poison      DamageType = "poison"
	Psychic     DamageType = "psychic"
	Radiant     DamageType = "radiant"
	Slashing    DamageType = "slashing"
	Thunder     DamageType = "thunder"
)

var damageTypeNames = []string{
	"acid", "bludgeoning", "cold", "fire", "force", "lightning", "necrotic",
	"piercing", "poison", "psychic", "radiant", "slashing", "thunder",
}

// DamageTypes returns the thirteen damage types in alphabetical order.
func DamageTypes() []DamageType {
	out := make([]DamageType, len(damageTypeNames))
	for i, n := range damageTypeNames {
		out[i] = DamageType(n)
	}
	return out
}

// ParseDamageType reads a damage type in any case: "Fire". The empty string
// is an error, not Untyped: a file that names a type should name a real
// one, and code that means untyped says Untyped.
func ParseDamageType(s string) (DamageType, error) {
	i, err := lookup("damage type", s, damageTypeNames)
	if err != nil {
		return Untyped, err
	}
	return DamageType(damageTypeNames[i]), nil
}

// ParseDamageTypes reads a list of damage types, such as a stat block's
// resistances, stopping at the first unknown one.
func ParseDamageTypes(names []string) ([]DamageType, error) {
	if len(names) == 0 {
		return nil, nil
	}
	out := make([]DamageType, 0, len(names))
	for _, n := range names {
		t, err := ParseDamageType(n)
		if err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, nil
}

// Defenses are a creature's damage immunities, resistances and
// vulnerabilities.
type Defenses struct {
	Resist, Immune, Vuln []DamageType
}

func has(list []DamageType, t DamageType) bool {
	if t == Untyped {
		return false
	}
	for _, x := range list {
		if x == t {
			return true
		}
	}
	return false
}

// Apply returns the damage a creature with these defenses takes from
// amount damage of type t, and a note for the explanation ("resistant to
// fire: halved"), or "" when the defenses change nothing.
//
// amount is the damage after every other modifier, because the SRD (seed
// 001, "Damage Resistance and Vulnerability") applies resistance and then
// vulnerability last. Immunity comes first, since nothing is left to halve
// or double. Resistance halves, rounding down as 5e rounds every division
// (the seeds say only "halved"); vulnerability doubles. Several
// instances of either count once: resistAll (petrified) together with a
// resistance to the type still halves only once. Damage below 0 counts as
// 0 (seed 003, "Damage Rolls": never negative damage).
func (d Defenses) Apply(amount int, t DamageType, resistAll bool) (int, string) {
	if amount <= 0 {
		return 0, ""
	}
	if has(d.Immune, t) {
		return 0, "immune to " + string(t) + ": no damage"
	}
	typed := has(d.Resist, t)
	resist := typed || resistAll
	vuln := has(d.Vuln, t)
	if resist {
		amount /= 2
	}
	if vuln {
		amount *= 2
	}
	var what string
	switch {
	case typed:
		what = string(t)
	case resist:
		what = "all damage"
	}
	switch {
	case resist && vuln:
		if typed {
			return amount, "resistant and vulnerable to " + what + ": halved, then doubled"
		}
		return amount, "resistant to all damage and vulnerable to " + string(t) + ": halved, then doubled"
	case resist:
		return amount, "resistant to " + what + ": halved"
	case vuln:
		return amount, "vulnerable to " + string(t) + ": doubled"
	}
	return amount, ""
}
