package battle

// How the log folds the class features that guard their creature
// (feature_rogue.go, feature_fighter.go, feature_barbarian.go,
// feature_paladin.go): what each spends.

// GuardUses is what a fight has spent of those features.
type GuardUses struct {
	IndomitableUsed int // Indomitable rerolls: 1 a long rest, 2 at 13th, 3 at 17th (a fight here)
	RelentlessUsed  int // Relentless Rage saves made: the DC is 10 + 5 for each
}

// applyGuardFeatures folds their events.
func (s *State) applyGuardFeatures(a int, e Event) {
	c := &s.Combatants[a]
	switch e.With {
	case FeatUncannyDodge:
		c.Reaction = false
	case FeatIndomitable:
		c.Class.IndomitableUsed++
	case FeatStunningStrike, FeatPatientDefense, FeatStepOfTheWind:
		s.applyKi(a, e) // feature_ki.go
	case FeatRelentlessRage:
		c.Class.RelentlessUsed++
		if e.HP != nil {
			c.HP.Current = *e.HP
		}
	}
}
