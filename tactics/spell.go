package tactics

// spellOptions: the spells the creature could cast now, each where it
// does the most good.
func (p *Policy) spellOptions(v *view, add func(option)) {
}
