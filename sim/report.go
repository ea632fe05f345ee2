package sim

import (
	"math"
	"strings"
)

// Report is what a study's tallies say, in the terms a DM asks about.
type Report struct {
	File   string `json:"file"`
	Seed   uint64 `json:"seed"`
	N      int    `json:"n"`      // trials the study was to play
	Trials int    `json:"trials"` // trials played
	// StoppedEarly: some trials of the shards merged were not played
	// (Ctrl-C); a shard not merged yet is Missing, not this.
	StoppedEarly bool             `json:"stopped_early,omitempty"`
	Missing      []int            `json:"missing_shards,omitempty"`
	Shards       int              `json:"shards"`
	Sides        []SideReport     `json:"sides"`
	NoWinner     Prob             `json:"no_winner"` // everyone down at once
	Stalemate    Prob             `json:"stalemate"` // stopped after MaxCommands or MaxRounds
	Rounds       RoundsReport     `json:"rounds"`
	Party        PartyReport      `json:"party"`
	Creatures    []CreatureReport `json:"creatures"`
	Nights       []Night          `json:"nights"`
	DMG          string           `json:"dmg,omitempty"` // the DMG's rating, when the caller gives it
	// Replay is the command that replays one trial, SEED standing for its
	// seed: `skirmish run FILE --auto --seed SEED`, with --no-script when
	// the study left the file's script out.
	Replay string `json:"replay"`
	// ScriptSkipped is the number of script lines the trials did not play.
	ScriptSkipped int `json:"script_skipped,omitempty"`
	RollsSkipped  int `json:"rolls_skipped,omitempty"` // the file's fixed faces the trials did not use
}

// Prob is a proportion of trials with its 95% Wilson score interval.
type Prob struct {
	Count int     `json:"count"`
	P     float64 `json:"p"`
	Lo    float64 `json:"lo"`
	Hi    float64 `json:"hi"`
}

// SideReport is one side's chance of winning.
type SideReport struct {
	Name  string `json:"name"`
	Party bool   `json:"party"`
	Win   Prob   `json:"win"`
}

// RoundsReport is how long the fights that ended lasted, in rounds (a
// stalemate, stopped unfinished, is the report's Stalemate).
type RoundsReport struct {
	Mean      float64    `json:"mean"`
	Quantiles []Quantile `json:"quantiles"`
	Histogram []int      `json:"histogram"` // Histogram[r]: fights that ended in round r
}

// Quantile is the value below which P percent of the trials fall.
type Quantile struct {
	P     int `json:"p"`
	Value int `json:"value"`
}

// PartyReport is the party's fate.
type PartyReport struct {
	Sides     []string `json:"sides"`
	SomeDown  Prob     `json:"someone_down"`
	SomeDeath Prob     `json:"someone_dies"`
	AllDown   Prob     `json:"all_down"` // every one of the party down or dead at the end: the party lost
}

// CreatureReport is one creature's fate and its share of the fighting.
type CreatureReport struct {
	Name  string             `json:"name"`
	Side  string             `json:"side"`
	Down  Prob               `json:"down"`
	Dead  Prob               `json:"dead"`
	Dealt float64            `json:"mean_damage_dealt"`
	Taken float64            `json:"mean_damage_taken"`
	Spent map[string]float64 `json:"mean_spent,omitempty"`
}

// Night is the fight at a percentile of badness for the party (see
// Outcome.Badness): the 95th is how bad a bad night is.
type Night struct {
	Percentile int    `json:"percentile"`
	Deaths     int    `json:"party_deaths"`
	Downs      int    `json:"party_down"`
	HPLost     int    `json:"party_hp_lost_percent"`
	Trial      int    `json:"trial"` // 1-based, as reported
	Seed       uint64 `json:"seed"`
}

// Percentiles of the rounds and of the nights.
var Percentiles = []int{5, 25, 50, 75, 95}

// Report reads the tallies.
func (st *Stats) Report() *Report {
	n := st.Trials
	r := &Report{File: st.File, Seed: st.Seed, N: st.N, Trials: n, Shards: st.M, Missing: st.missing(),
		Replay: "skirmish run " + shellWord(st.File) + " --auto --seed SEED"}
	r.StoppedEarly = n < st.planned()
	if !st.Script && (st.ScriptLines > 0 || st.Rolls > 0) {
		r.ScriptSkipped, r.RollsSkipped = st.ScriptLines, st.Rolls
		r.Replay = "skirmish run " + shellWord(st.File) + " --auto --no-script --seed SEED"
	}
	party := map[string]bool{}
	for _, s := range st.Roster.PartySides() {
		party[s] = true
	}
	for i, side := range st.Roster.Sides {
		r.Sides = append(r.Sides, SideReport{Name: side, Party: party[side], Win: prob(st.Wins[i], n)})
	}
	r.NoWinner, r.Stalemate = prob(st.NoWinner, n), prob(st.Stalemates, n)
	r.Rounds = roundsOf(st.Rounds, n-st.Stalemates) // of the fights that ended
	r.Party = PartyReport{Sides: st.Roster.PartySides(), SomeDown: prob(st.PartyDown, n), SomeDeath: prob(st.PartyDeath, n), AllDown: prob(st.AllDown, n)}
	for i, name := range st.Roster.Names {
		cr := CreatureReport{Name: name, Side: st.Roster.Sides[st.Roster.Side[i]], Down: prob(st.Downs[i], n), Dead: prob(st.Deaths[i], n),
			Dealt: mean(st.Dealt[i], n), Taken: mean(st.Taken[i], n)}
		for k, v := range st.Spent[i] {
			if v != 0 {
				if cr.Spent == nil {
					cr.Spent = map[string]float64{}
				}
				cr.Spent[Resources[k]] = mean(v, n)
			}
		}
		r.Creatures = append(r.Creatures, cr)
	}
	r.Nights = st.nights()
	return r
}

// missing lists the shards (1-based) not yet merged in.
func (st *Stats) missing() []int {
	var out []int
	have := map[int]bool{}
	for _, k := range st.Shards {
		have[k] = true
	}
	for k := range st.M {
		if !have[k] {
			out = append(out, k+1)
		}
	}
	return out
}

// shellWord quotes a file name for the replay command, which is printed
// to be pasted into a POSIX shell: as it is when every character is one
// the shell takes literally, else in single quotes.
func shellWord(s string) string {
	safe := s != "" && strings.IndexFunc(s, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("-_./+,:@%=", r))
	}) < 0
	if safe {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// planned is how many trials the shards merged were to play: N less the
// slices of the shards missing (Config.span).
func (st *Stats) planned() int {
	n := st.N
	for _, k := range st.missing() { // 1-based
		n -= k*st.N/st.M - (k-1)*st.N/st.M
	}
	return n
}

// nights finds the fights at each percentile of badness.
func (st *Stats) nights() []Night {
	if st.Trials == 0 {
		return nil
	}
	var out []Night
	for _, p := range Percentiles {
		rank := nearestRank(p, st.Trials)
		seen := 0
		for _, b := range st.Bad {
			seen += b.Count
			if seen >= rank {
				d, down, pct := badnessParts(b.Badness)
				out = append(out, Night{Percentile: p, Deaths: d, Downs: down, HPLost: pct, Trial: b.Trial + 1, Seed: b.Seed})
				break
			}
		}
	}
	return out
}

// nearestRank is the 1-based rank of the p-th percentile of n values.
func nearestRank(p, n int) int {
	return max(1, int(math.Ceil(float64(p)*float64(n)/100)))
}

func roundsOf(hist []int, n int) RoundsReport {
	rr := RoundsReport{Histogram: append([]int(nil), hist...)}
	if n == 0 {
		return rr
	}
	sum := 0
	for r, k := range hist {
		sum += r * k
	}
	rr.Mean = float64(sum) / float64(n)
	for _, p := range Percentiles {
		rank, seen := nearestRank(p, n), 0
		for r, k := range hist {
			if seen += k; seen >= rank {
				rr.Quantiles = append(rr.Quantiles, Quantile{P: p, Value: r})
				break
			}
		}
	}
	return rr
}

func mean[T int | int64](sum T, n int) float64 {
	if n == 0 {
		return 0
	}
	return float64(sum) / float64(n)
}

// prob is k of n with the 95% Wilson score interval, which stays inside
// [0, 1] and is honest at 0 and n, where the normal one is not.
func prob(k, n int) Prob {
	if n == 0 {
		return Prob{Count: k, Hi: 1}
	}
	const z = 1.959963984540054
	p, nf := float64(k)/float64(n), float64(n)
	den := 1 + z*z/nf
	centre := (p + z*z/(2*nf)) / den
	half := z / den * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf))
	return Prob{Count: k, P: p, Lo: max(0, centre-half), Hi: min(1, centre+half)}
}
