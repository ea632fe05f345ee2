package tactics

// careOptions: looking after allies — stabilizing or healing a dying one,
// healing a badly hurt one, drinking a potion when low.
func (p *Policy) careOptions(v *view, add func(option)) {
}
