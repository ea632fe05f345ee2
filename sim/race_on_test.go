//go:build race

package sim_test

// raceOn: the race detector makes sync.Pool drop what it is given at
// random, so allocation counts mean nothing under -race.
const raceOn = true
