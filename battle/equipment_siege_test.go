package battle_test

import (
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// Seed 000 "SEIGE EQUIPMENT": "Mangonel ... range 200/800 (min. 60
// ft.)". The crew can't hit the orc 30 ft away; the wolf 80 ft away it
// can.
func TestSiegeMinimumRange(t *testing.T) {
	enc := encounter(
		hero("Crew", "B2", 20, gear("", false, "mangonel")),
		foe("Orc", "H2", 10),
		foe("Wolf", "R2", 9, hp(60)),
	)
	enc.Map.Size = "20x8"
	f := start(t, enc)
	re := f.refuse("Crew attack Orc with mangonel", battle.CodeCannot)
	if !strings.Contains(re.Error(), "minimum range of 60 ft") {
		t.Errorf("refusal: %v", re)
	}
	f.do("Crew attack Wolf with mangonel", 1) // a miss, but a shot
}
