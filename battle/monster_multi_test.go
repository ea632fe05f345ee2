package battle_test

import (
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// SRD 5.1 Scout, "Multiattack. The scout makes two melee attacks or two
// ranged attacks": from afar it shoots twice, a third shot is refused;
// the first attack picks the sequence, so a scout that shot may not stab
// (monster_multi.go).
func TestMultiattackOrScout(t *testing.T) {
	f := start(t, load(t, fighterVs(`
  - {template: scout, name: Scout, side: foes, at: I2, initiative: 20}
`)))
	f.do("Scout attack Fighter with longbow", 2) // a miss: 2 + 4 against AC 15
	f.do("Scout attack Fighter with longbow", 3) // the second arrow of its Multiattack
	re := f.refuse("Scout attack Fighter with longbow", battle.CodeNoAction)
	if !strings.Contains(re.Msg, "all 2 attacks") {
		t.Errorf("a third arrow: %s", re.Msg)
	}
	f.do("Scout end turn")
	f.do("Fighter end turn")
	f.do("Scout move to C2")
	f.do("Scout attack Fighter with longbow", 2, 3) // within 5 ft: disadvantage, two d20s
	re = f.refuse("Scout attack Fighter with shortsword", battle.CodeCannot)
	if !strings.Contains(re.Msg, "shortsword, shortsword or longbow, longbow") || !strings.Contains(re.Msg, "longbow left") {
		t.Errorf("a stab after a shot: %s", re.Msg)
	}
	f.do("Scout end turn")
	f.do("Fighter end turn")
	f.do("Scout attack Fighter with shortsword", 2)
	f.refuse("Scout attack Fighter with longbow", battle.CodeCannot) // and no shot after a stab
	if a := one(t, f.do("Scout attack Fighter", 2), battle.EvAttack); a.With != "shortsword" {
		t.Errorf("the attack left is the shortsword, not %s", a.With)
	}
}

// SRD 5.1 Wight: "two longsword attacks or two longbow attacks. It can use
// its Life Drain in place of one longsword attack": Life Drain picks the
// longswords, and no arrow follows it.
func TestMultiattackOrWight(t *testing.T) {
	f := start(t, load(t, fighterVs(`
  - {template: wight, side: foes, at: I2, initiative: 20}
`)))
	f.do("Wight attack Fighter with longbow", 2)
	f.do("Wight attack Fighter with longbow", 2)
	f.refuse("Wight attack Fighter with longbow", battle.CodeNoAction)
	f.do("Wight end turn")
	f.do("Fighter end turn")
	f.do("Wight move to C2")
	f.do("Wight attack Fighter with life drain", 2)
	re := f.refuse("Wight attack Fighter with longbow", battle.CodeCannot)
	if !strings.Contains(re.Msg, "longsword left") {
		t.Errorf("an arrow after Life Drain: %s", re.Msg)
	}
	f.do("Wight attack Fighter with longsword", 2)
}

// SRD 5.1 Bandit Captain: "three melee attacks ... Or the captain makes
// two ranged attacks with its daggers": the second sequence has two
// attacks, not three.
func TestMultiattackOrCaptain(t *testing.T) {
	f := start(t, load(t, fighterVs(`
  - {template: bandit-captain, name: Captain, side: foes, at: F2, initiative: 20}
`)))
	f.do("Captain attack Fighter with thrown dagger", 2)
	f.do("Captain attack Fighter with thrown dagger", 2)
	re := f.refuse("Captain attack Fighter with thrown dagger", battle.CodeNoAction)
	if !strings.Contains(re.Msg, "all 2 attacks") {
		t.Errorf("a third dagger: %s", re.Msg)
	}
}
