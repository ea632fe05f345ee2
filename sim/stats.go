package sim

import (
	"fmt"
	"slices"
)

// Stats is a study's tallies: integer counts, sums and histograms only,
// so that any split of the trials merges into exactly the tallies of one
// run, and their size does not grow with the number of trials. It is the
// JSON a shard writes (FormatVersion).
type Stats struct {
	Format int    `json:"format"`
	File   string `json:"file"`   // the encounter file's name, for the report
	Digest string `json:"digest"` // SHA-256 of the file's bytes: shards of one study share it
	Seed   uint64 `json:"seed"`
	N      int    `json:"n"` // trials the whole study plays (every shard's)
	Shards []int  `json:"shards"`
	M      int    `json:"m"` // the number of shards the study is cut into (1 for one run)
	Roster Roster `json:"roster"`
	// Script says whether trials played the file's rolls and script
	// (Config.Script); ScriptLines is how many lines the file's script has.
	Script      bool `json:"script"`
	ScriptLines int  `json:"script_lines"`
	Rolls       int  `json:"rolls"` // the file's fixed faces (rolls:), played only with Script

	Trials     int   `json:"trials"` // trials played and tallied
	Wins       []int `json:"wins"`   // by side
	NoWinner   int   `json:"no_winner"`
	Stalemates int   `json:"stalemates"`
	Rounds     []int `json:"rounds"` // Rounds[r]: trials that ended in round r (stalemates are not among them)

	Downs  []int     `json:"downs"`  // by creature: trials in which it went to 0 HP
	Deaths []int     `json:"deaths"` // by creature: trials it ended dead
	Dealt  []int64   `json:"dealt"`  // by creature: damage dealt, summed over trials
	Taken  []int64   `json:"taken"`
	Spent  [][]int64 `json:"spent"` // by creature, by Resources

	PartyDown  int `json:"party_down"`  // trials in which someone of the party went down
	PartyDeath int `json:"party_death"` // trials in which someone of the party died
	AllDown    int `json:"all_down"`    // trials the party ended all down or dead

	// Bad tallies trials by Badness, keeping the lowest-numbered trial of
	// each: the percentile fights, replayable by their seeds.
	Bad []Bucket `json:"bad"`
}

// Bucket is the trials of one badness.
type Bucket struct {
	Badness int    `json:"badness"`
	Count   int    `json:"count"`
	Trial   int    `json:"trial"` // the first trial of this badness
	Seed    uint64 `json:"seed"`  // its dice seed
}

// FormatVersion is Stats' JSON layout; merge refuses another.
const FormatVersion = 3 // 3: Rounds leaves the stalemates out

// newStats is an empty tally for the roster.
func newStats(r *Roster) *Stats {
	n := len(r.Names)
	st := &Stats{Format: FormatVersion, Roster: *r, M: 1,
		Wins: make([]int, len(r.Sides)), Downs: make([]int, n), Deaths: make([]int, n),
		Dealt: make([]int64, n), Taken: make([]int64, n), Spent: make([][]int64, n)}
	for i := range st.Spent {
		st.Spent[i] = make([]int64, len(Resources))
	}
	return st
}

// add tallies one trial.
func (st *Stats) add(o *Outcome) {
	st.Trials++
	switch {
	case o.Stalemate:
		st.Stalemates++
	case o.Winner < 0:
		st.NoWinner++
	default:
		st.Wins[o.Winner]++
	}
	if !o.Stalemate { // a fight stopped unfinished did not end in the round it was stopped in
		for len(st.Rounds) <= o.Rounds {
			st.Rounds = append(st.Rounds, 0)
		}
		st.Rounds[o.Rounds]++
	}
	partyDown, partyDeath, standing := false, false, false
	for i := range o.Down {
		if o.Down[i] {
			st.Downs[i]++
		}
		if o.Dead[i] {
			st.Deaths[i]++
		}
		st.Dealt[i] += int64(o.Dealt[i])
		st.Taken[i] += int64(o.Taken[i])
		for k, n := range o.Spent[i] {
			st.Spent[i][k] += int64(n)
		}
		if st.Roster.Party[i] {
			partyDown = partyDown || o.Down[i]
			partyDeath = partyDeath || o.Dead[i]
			standing = standing || !o.Out[i]
		}
	}
	if partyDown {
		st.PartyDown++
	}
	if partyDeath {
		st.PartyDeath++
	}
	if !standing {
		st.AllDown++
	}
	st.addBad(Bucket{Badness: o.Badness(&st.Roster), Count: 1, Trial: o.Trial, Seed: o.Seed})
}

// addBad puts b into its bucket, keeping Bad sorted by badness.
func (st *Stats) addBad(b Bucket) {
	i, found := slices.BinarySearchFunc(st.Bad, b.Badness, func(x Bucket, v int) int { return x.Badness - v })
	if !found {
		st.Bad = slices.Insert(st.Bad, i, b)
		return
	}
	x := &st.Bad[i]
	x.Count += b.Count
	if b.Trial < x.Trial {
		x.Trial, x.Seed = b.Trial, b.Seed
	}
}

// Merge adds other's tallies to st. Both must be of one study: the same
// file, seed and size, and no shard counted twice.
func (st *Stats) Merge(other *Stats) error {
	switch {
	case other.Format != FormatVersion:
		return fmt.Errorf("format %d, this skirmish reads format %d: rerun the shard with this version", other.Format, FormatVersion)
	case other.Digest != st.Digest:
		return fmt.Errorf("another encounter file than the first shard's (%s, digest differs): shards merge only within one study", other.File)
	case other.Script != st.Script:
		return fmt.Errorf("played the file's script %v, the first shard %v: give --script to all shards or none", other.Script, st.Script)
	case other.Seed != st.Seed || other.N != st.N || other.M != st.M:
		return fmt.Errorf("seed %d, n %d, %d shards: the first shard has seed %d, n %d, %d shards; shards merge only within one study",
			other.Seed, other.N, other.M, st.Seed, st.N, st.M)
	case len(other.Wins) != len(st.Wins) || len(other.Downs) != len(st.Downs):
		return fmt.Errorf("its creatures differ from the first shard's")
	}
	for _, k := range other.Shards {
		if slices.Contains(st.Shards, k) {
			return fmt.Errorf("shard %d/%d is counted twice", k+1, st.M)
		}
	}
	st.Shards = append(st.Shards, other.Shards...)
	slices.Sort(st.Shards)
	st.sum(other)
	return nil
}

// sum adds other's tallies to st's.
func (st *Stats) sum(other *Stats) {
	st.Trials += other.Trials
	addInts(st.Wins, other.Wins)
	st.NoWinner += other.NoWinner
	st.Stalemates += other.Stalemates
	for len(st.Rounds) < len(other.Rounds) {
		st.Rounds = append(st.Rounds, 0)
	}
	addInts(st.Rounds, other.Rounds)
	addInts(st.Downs, other.Downs)
	addInts(st.Deaths, other.Deaths)
	addInts(st.Dealt, other.Dealt)
	addInts(st.Taken, other.Taken)
	for i := range st.Spent {
		addInts(st.Spent[i], other.Spent[i])
	}
	st.PartyDown += other.PartyDown
	st.PartyDeath += other.PartyDeath
	st.AllDown += other.AllDown
	for _, b := range other.Bad {
		st.addBad(b)
	}
}

func addInts[T int | int64](dst, src []T) {
	for i, v := range src {
		dst[i] += v
	}
}
