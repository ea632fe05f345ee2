package compendium

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/rules"
)

// TestEquipmentLoads loads every entry of the three files through its
// lookup, by id and by each alias.
func TestEquipmentLoads(t *testing.T) {
	ws, err := Weapons()
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range ws {
		w, err := LookupWeapon(id)
		if err != nil || w.ID != id || w.Name == "" || w.File != "data/weapons.yaml" || w.Line == 0 {
			t.Errorf("weapon %s: %+v, %v", id, w, err)
			continue
		}
		for _, a := range w.Aliases {
			if v, err := LookupWeapon(a); err != nil || v != w {
				t.Errorf("weapon alias %s: %v", a, err)
			}
		}
	}
	as, err := Armors()
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range as {
		if a, err := LookupArmor(id); err != nil || a.ID != id {
			t.Errorf("armor %s: %+v, %v", id, a, err)
		}
	}
	is, err := Items()
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range is {
		if it, err := LookupItem(id); err != nil || it.ID != id {
			t.Errorf("item %s: %+v, %v", id, it, err)
		}
	}
	if len(ws) < 60 || len(as) < 19 || len(is) < 8 {
		t.Errorf("%d weapons, %d armors, %d items: fewer than the seed's tables", len(ws), len(as), len(is))
	}
}

// TestEveryWeaponOfTheSeed: each weapon seed 000 names has an entry.
func TestEveryWeaponOfTheSeed(t *testing.T) {
	for _, id := range []string{
		// "COMMON WEAPON DAMAGES & WEAPON PROPERTIES", lines 333-370
		"battleaxe", "blowgun", "club", "hand-crossbow", "heavy-crossbow", "light-crossbow", "dagger", "dart",
		"flail", "glaive", "greataxe", "greatclub", "greatsword", "halberd", "handaxe", "javelin", "lance",
		"light-hammer", "longbow", "longsword", "mace", "maul", "morningstar", "net", "pike", "quarterstaff",
		"rapier", "scimitar", "shortbow", "shortsword", "sickle", "sling", "spear", "trident", "war-pick",
		"warhammer", "whip",
		"bolas", // "WEAPON RANGES", line 201
		// "SEIGE EQUIPMENT", lines 400-406
		"ballista", "cannon", "cauldron-of-boiling-oil", "mangonel", "battering-ram", "trebuchet",
		// "RENAISSANCE ERA WEAPONS", lines 407-412
		"bomb", "gunpowder-keg", "powder-horn", "pistol", "musket",
		// "MODERN ERA WEAPONS", lines 413-422
		"dynamite", "fragmentation-grenade", "smoke-grenade", "automatic-pistol", "revolver",
		"hunting-rifle", "automatic-rifle", "shotgun",
		// "FUTURISTIC WEAPONS", lines 425-428
		"laser-pistol", "antimatter-rifle", "laser-rifle",
	} {
		if _, err := LookupWeapon(id); err != nil {
			t.Errorf("%s: %v", id, err)
		}
	}
}

// TestWeaponsAgainstTheSeed spot-checks entries against seed 000's lines.
func TestWeaponsAgainstTheSeed(t *testing.T) {
	for _, c := range []struct {
		line              string // the seed's text
		id                string
		damage, versatile string
		typ               rules.DamageType
		props             []string
		normal, long      int
		category, era     string
	}{
		{"334 Battleaxe: 1d8 slashing (versatile [1d10])", "battleaxe", "1d8", "1d10", rules.Slashing, []string{"versatile"}, 0, 0, "martial-melee", ""},
		{"335 Blowgun: 1 piercing (ammunition [range 25/100], loading)", "blowgun", "1", "", rules.Piercing, []string{"ammunition", "loading"}, 25, 100, "martial-ranged", ""},
		{"338 Crossbow, heavy: 1d10 piercing (ammunition [range 100/400], heavy, loading, two-handed)", "crossbow-heavy", "1d10", "", rules.Piercing, []string{"ammunition", "heavy", "loading", "two-handed"}, 100, 400, "martial-ranged", ""},
		{"340 Dagger: 1d4 piercing (finesse, light, thrown [range 20/60])", "dagger", "1d4", "", rules.Piercing, []string{"finesse", "light", "thrown"}, 20, 60, "simple-melee", ""},
		{"343 Glaive: 1d10 slashing (heavy, reach, two-handed)", "glaive", "1d10", "", rules.Slashing, []string{"heavy", "reach", "two-handed"}, 0, 0, "martial-melee", ""},
		{"346 Greatsword: 2d6 slashing (heavy, two-handed)", "greatsword", "2d6", "", rules.Slashing, []string{"heavy", "two-handed"}, 0, 0, "martial-melee", ""},
		{"350 Lance: 1d12 piercing (reach, special)", "lance", "1d12", "", rules.Piercing, []string{"reach", "special"}, 0, 0, "martial-melee", ""},
		{"352 Longbow: 1d8 piercing (ammunition [range 150/600], heavy, two-handed)", "longbow", "1d8", "", rules.Piercing, []string{"ammunition", "heavy", "two-handed"}, 150, 600, "martial-ranged", ""},
		{"366 Spear: 1d6 piercing (thrown [range 20/60], versatile [1d8])", "spear", "1d6", "1d8", rules.Piercing, []string{"thrown", "versatile"}, 20, 60, "simple-melee", ""},
		{"370 Whip: 1d4 slashing (finesse, reach)", "whip", "1d4", "", rules.Slashing, []string{"finesse", "reach"}, 0, 0, "martial-melee", ""},
		{"412 Musket: 1d12 piercing (ammunition [range 40/120], loading, two-handed)", "musket", "1d12", "", rules.Piercing, []string{"ammunition", "loading", "two-handed"}, 40, 120, "firearm", "renaissance"},
		{"421 Rifle, automatic: 2d8 piercing (ammunition [range 80/240], burst fire, reload [30 shots], two-handed)", "rifle-automatic", "2d8", "", rules.Piercing, []string{"ammunition", "burst-fire", "reload", "two-handed"}, 80, 240, "firearm", "modern"},
		{"427 Antimater rifle: 6d8 necrotic (ammunition [range 120/360], reload [2 shots], two-handed)", "antimatter-rifle", "6d8", "", rules.Necrotic, []string{"ammunition", "reload", "two-handed"}, 120, 360, "firearm", "futuristic"},
		{"402 Cannon ball: +6 to hit, range 600/2,400, 8d10 bludgeoning", "cannon", "8d10", "", rules.Bludgeoning, nil, 600, 2400, "siege", ""},
	} {
		w, err := LookupWeapon(c.id)
		if err != nil {
			t.Errorf("%s: %v", c.line, err)
			continue
		}
		if w.Damage != c.damage || w.Versatile != c.versatile || w.DamageType != c.typ || !slices.Equal(w.Properties, c.props) ||
			w.Normal != c.normal || w.Long != c.long || w.Category != c.category || w.Era != c.era {
			t.Errorf("seed 000 line %s:\n got %+v", c.line, w)
		}
	}
	// Line 418: the automatic pistol reloads after 15 shots; line 422, the shotgun after 2.
	if w, _ := LookupWeapon("automatic-pistol"); w.Reload != 15 {
		t.Errorf("automatic pistol reload %d, want 15", w.Reload)
	}
	if w, _ := LookupWeapon("shotgun"); w.Reload != 2 {
		t.Errorf("shotgun reload %d, want 2", w.Reload)
	}
	// Line 404: the mangonel is +5 to hit, 200/800, not within 60 ft.
	if w, _ := LookupWeapon("mangonel"); w.Bonus == nil || *w.Bonus != 5 || w.MinRange != 60 || w.Normal != 200 {
		t.Errorf("mangonel %+v", w)
	}
	// Line 405: the battering ram is a melee siege engine, +8.
	if w, _ := LookupWeapon("battering-ram"); !w.Melee() || w.Ranged() || *w.Bonus != 8 {
		t.Errorf("battering ram %+v", w)
	}
	// Line 415: a fragmentation grenade, thrown 60 ft, DC 15 Dex or 5d6 piercing within 20 ft.
	if w, _ := LookupWeapon("fragmentation-grenade"); w.Area != "sphere 20" || w.Save != "dex 15" || w.OnSave != "none" || w.Normal != 60 || w.Damage != "5d6" {
		t.Errorf("grenade %+v", w)
	}
	// Line 409: a keg, 7d6 fire within 10 ft, DC 12 Dex for half.
	if w, _ := LookupWeapon("gunpowder-keg"); w.Area != "sphere 10" || w.OnSave != "half" || w.Damage != "7d6" || w.Normal != 0 {
		t.Errorf("keg %+v", w)
	}
	if w, _ := LookupWeapon("dagger"); !w.Melee() || !w.Ranged() {
		t.Error("a dagger is melee and thrown")
	}
	if w, _ := LookupWeapon("dart"); w.Melee() || !w.Ranged() {
		t.Error("a dart is a ranged weapon")
	}
}

// TestArmorAgainstTheSeed: seed 000 lines 124-133 and the note at 144.
func TestArmorAgainstTheSeed(t *testing.T) {
	for _, c := range []struct {
		line     string
		id       string
		category string
		ac, str  int
		stealth  bool
	}{
		{"124 AC 11 … leather armor; padded armor", "leather", "light", 11, 0, false},
		{"124", "padded", "light", 11, 0, true},
		{"125 AC 12 … hide armor; studded leather", "studded-leather", "light", 12, 0, false},
		{"125", "hide", "medium", 12, 0, false},
		{"126 AC 13 … chain shirt", "chain-shirt", "medium", 13, 0, false},
		{"127 AC 14 … breastplate; ring mail armor; scale mail", "breastplate", "medium", 14, 0, false},
		{"127", "ring-mail", "heavy", 14, 0, true},
		{"128 AC 15 … half plate", "half-plate", "medium", 15, 0, true},
		{"129 AC 16 … chain mail armor", "chain-mail", "heavy", 16, 13, true},
		{"130 AC 17 … splint armor", "splint", "heavy", 17, 15, true},
		{"131 AC 18 … plate armor", "plate-armor", "heavy", 18, 15, true},
		{"133 AC +2 … shield", "shield", "shield", 2, 0, false},
		{"177 AC 15 … modern tactical vest", "tactical-vest", "medium", 15, 0, false},
	} {
		a, err := LookupArmor(c.id)
		if err != nil || a.Category != c.category || a.AC != c.ac || a.Strength != c.str || a.Stealth != c.stealth {
			t.Errorf("seed 000 line %s: %+v, %v", c.line, a, err)
		}
	}
}

// TestItemsAgainstTheSeed: seed 000 lines 499-502 (potions), 39 (healer's
// kit), 38 (caltrops, ball bearings), 43 (hooded lantern).
func TestItemsAgainstTheSeed(t *testing.T) {
	for id, heal := range map[string]string{"potion-of-healing": "2d4+2", "potion-of-greater-healing": "4d4+4",
		"potion-of-superior-healing": "8d4+8", "potion-of-supreme-healing": "10d4+20"} {
		if it, err := LookupItem(id); err != nil || it.Heal != heal || it.Kind != "potion" || it.Use != "action" {
			t.Errorf("%s: %+v, %v, want heal %s", id, it, err, heal)
		}
	}
	if it, _ := LookupItem("healers-kit"); !it.Stabilizes || it.Uses != 10 {
		t.Errorf("healer's kit %+v", it)
	}
	if it, _ := LookupItem("caltrops"); it.Save != "dex 15" || it.Damage != "1[piercing]" || it.Area != 5 {
		t.Errorf("caltrops %+v", it)
	}
	if it, _ := LookupItem("ball-bearings"); it.Condition != "prone" || it.Area != 10 {
		t.Errorf("ball bearings %+v", it)
	}
	if it, _ := LookupItem("hooded-lantern"); it.Bright != 30 || it.Dim != 30 || it.Hooded != 5 {
		t.Errorf("lantern %+v", it)
	}
}

func TestLookupSuggests(t *testing.T) {
	_, err := LookupWeapon("longsowrd")
	if err == nil || !strings.Contains(err.Error(), "did you mean longsword") {
		t.Errorf("longsowrd: %v", err)
	}
	if _, err := LookupArmor("mithral"); err == nil {
		t.Error("mithral: no error")
	}
	if _, err := LookupItem(" Potion-Of-Healing "); err != nil {
		t.Errorf("any case: %v", err)
	}
}

func TestParseEquipmentErrors(t *testing.T) {
	weapon := func(src string) error { _, err := ParseWeapons("w.yaml", []byte(src)); return err }
	armor := func(src string) error { _, err := ParseArmor("a.yaml", []byte(src)); return err }
	item := func(src string) error { _, err := ParseItems("i.yaml", []byte(src)); return err }
	const sword = "- {id: sword, name: Sword, category: martial-melee, damage: 1d8, type: slashing"
	for _, c := range []struct {
		parse     func(string) error
		src, want string
	}{
		{weapon, "", "w.yaml: empty"},
		{weapon, "id: x\n", "w.yaml:1:1: the file is a list"},
		{weapon, "- x\n", "w.yaml:1:3: a weapon entry is a mapping"},
		{weapon, sword + "}\n" + sword + "}\n", "w.yaml:2:3: id: \"sword\" is the id or alias of an earlier entry"},
		{weapon, sword + ", dmg: 1}\n", "w.yaml:1:82: dmg: unknown key"},
		{weapon, "- {id: Sword, name: S}\n", "w.yaml:1:8: id: id \"Sword\""},
		{weapon, "- {id: s, name: S, category: exotic}\n", "w.yaml:1:30: category: category \"exotic\""},
		{weapon, "- {id: s, name: S, category: simple-melee, damage: 1d}\n", "w.yaml:1:52: damage: \"1d\""},
		{weapon, "- {id: s, name: S, category: simple-melee, damage: 1d4}\n", "type: missing"},
		{weapon, "- {id: s, name: S, category: simple-melee, damage: 1d4, type: sonic}\n", "w.yaml:1:63: type:"},
		{weapon, sword + ", properties: [vorpal]}\n", "unknown property \"vorpal\""},
		{weapon, sword + ", properties: [versatile]}\n", "versatile: the versatile property and the versatile die"},
		{weapon, sword + ", properties: [thrown]}\n", "range: missing"},
		{weapon, sword + ", properties: [thrown], range: 60/20}\n", "the long range is a number of feet"},
		{weapon, sword + ", range: 20/60}\n", "only a thrown or ammunition weapon"},
		{weapon, sword + ", bonus: 5}\n", "only a siege engine"},
		{weapon, "- {id: g, name: G, category: firearm, damage: 1d8, type: piercing}\n", "needs an era"},
		{weapon, "- {id: g, name: G, category: firearm, era: modern, damage: 1d8, type: piercing, properties: [ammunition, reload], range: 5}\n", "reload: the reload property"},
		{weapon, "- {id: b, name: B, category: explosive, era: modern, damage: 1d8, type: fire, area: blob 5, save: dex 2}\n", "area \"blob 5\""},
		{weapon, "- {id: b, name: B, category: explosive, era: modern, damage: 1d8, type: fire, area: sphere 5, save: dx 2}\n", "save \"dx 2\""},
		{armor, "- {id: a, name: A, category: light}\n", "a.yaml:1:3: ac: missing"},
		{armor, "- {id: a, name: A, category: light, ac: 11, strength: 13}\n", "only heavy armor"},
		{armor, "- {id: a, name: A, category: shield, ac: 9}\n", "a whole number from 1 to 5"},
		{armor, "- {id: a, name: A, category: heavy, ac: 16, stealth: bad}\n", "stealth \"bad\""},
		{item, "- {id: p, name: P, kind: potion}\n", "heal: missing"},
		{item, "- {id: p, name: P, kind: potion, heal: 2d4+2, bright: 30}\n", "a potion has no bright"},
		{item, "- {id: c, name: C, kind: hazard, area: 5, save: dex 15, damage: \"1[sharp]\"}\n", "i.yaml:1:65: damage:"},
		{item, "- {id: c, name: C, kind: hazard, area: 5, save: dex 15, condition: wobbly}\n", "condition:"},
	} {
		err := c.parse(c.src)
		if !errors.Is(err, ErrData) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q:\n got %v\nwant %q", c.src, err, c.want)
		}
	}
}

// fuzzList feeds a list parser anything: it never panics, fails only with
// ErrData, and what it accepts has an id and a name.
func fuzzList[T any](f *testing.F, parse func(string, []byte) ([]*T, error), head func(*T) (string, string), seeds ...string) {
	for _, s := range seeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		list, err := parse("f.yaml", data)
		if err != nil {
			if !errors.Is(err, ErrData) {
				t.Fatalf("error %v does not wrap ErrData", err)
			}
			return
		}
		for _, v := range list {
			if id, name := head(v); !validID(id) || name == "" {
				t.Fatalf("accepted %+v", v)
			}
		}
	})
}

func FuzzParseWeapons(f *testing.F) {
	data, _ := listFiles.ReadFile("data/weapons.yaml")
	fuzzList(f, ParseWeapons, func(w *Weapon) (string, string) { return w.ID, w.Name }, string(data),
		"- {id: s, name: S, category: simple-melee, damage: 1d4, type: piercing, properties: [thrown], range: 20/60}\n",
		"- &a {id: s, name: S}\n- *a\n")
}

func FuzzParseArmor(f *testing.F) {
	data, _ := listFiles.ReadFile("data/armor.yaml")
	fuzzList(f, ParseArmor, func(a *Armor) (string, string) { return a.ID, a.Name }, string(data),
		"- {id: a, name: A, category: heavy, ac: 16, strength: 13}\n")
}

func FuzzParseItems(f *testing.F) {
	data, _ := listFiles.ReadFile("data/items.yaml")
	fuzzList(f, ParseItems, func(it *Item) (string, string) { return it.ID, it.Name }, string(data),
		"- {id: p, name: P, kind: potion, heal: 2d4+2}\n")
}
