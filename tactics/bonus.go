package tactics

// bonusOptions: what the creature's bonus action could do now.
func (p *Policy) bonusOptions(v *view, add func(option)) {
}
