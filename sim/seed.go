package sim

// TrialSeed is the dice seed of trial i of a study seeded with seed: the
// seed `skirmish run FILE --auto --seed S` replays the trial with. It is
// SplitMix64's finaliser over the pair, so neighbouring trials and
// neighbouring study seeds get unrelated dice streams.
func TrialSeed(seed uint64, i int) uint64 {
	z := seed + uint64(i+1)*0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}
