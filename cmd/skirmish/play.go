package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/tactics"
)

type playCmd struct {
	File          string  `arg:"" type:"existingfile" help:"The encounter file (YAML, see docs/encounters.md)."`
	Seed          *uint64 `help:"Seed for the dice (default: the file's seed, else random)."`
	AutoReactions bool    `help:"Take every legal reaction (opportunity attacks, readied attacks) without asking."`
}

const playHelp = `commands: NAME attack TARGET [with WEAPON], NAME move to C3, NAME end turn, ... (docs/commands.md)
NAME lair ACTION and next turn at initiative count 20, where the fight waits for a lair
also: state (the table and map), auto (the built-in policy plays the current turn), help, quit`

// Run plays the encounter interactively: commands from the terminal or
// from standard input, one per line, the state after each.
func (c *playCmd) Run(e *env) error {
	return c.play(e, os.Stdin)
}

func (c *playCmd) play(e *env, in io.Reader) error {
	enc, seed, err := loadEncounter(c.File, c.Seed)
	if err != nil {
		return err
	}
	f, err := battle.Start(enc, &dice.Script{Faces: enc.Rolls, Then: dice.NewPRNG(seed)})
	if err != nil {
		return err
	}
	out := newEventWriter(e, false)
	fmt.Fprintf(e.stdout, "seed %d\n%s\n", seed, playHelp)
	out.write(f.Log)
	printState(e.stdout, f.State)
	sc := bufio.NewScanner(in)
	if !c.AutoReactions {
		// The rules allow a reaction: its controller (at this table, whoever
		// types) says whether it is taken.
		f.React = func(s *battle.State, reactor, trigger int, kind string) bool {
			r, tr := s.Combatants[reactor].Name, s.Combatants[trigger].Name
			q := fmt.Sprintf("%s may take its %s against %s", r, kind, tr)
			switch kind {
			case "dismount": // seed 003: its mount falls
				q = fmt.Sprintf("%s's mount %s falls: %s may use its reaction to dismount and land on its feet", r, tr, r)
			case battle.ReactShield:
				q = fmt.Sprintf("%s's attack hits %s: %s may cast Shield as its reaction (a spell slot; +5 AC until its next turn, which turns this hit into a miss)", tr, r, r)
			case battle.ReactShieldMissile:
				q = fmt.Sprintf("%s's magic missile targets %s: %s may cast Shield as its reaction (a spell slot; no damage from the darts, +5 AC until its next turn)", tr, r, r)
			case battle.ReactHellishRebuke:
				q = fmt.Sprintf("%s damages %s: %s may cast Hellish Rebuke on %s as its reaction (a spell slot)", tr, r, r, tr)
			}
			fmt.Fprintf(e.stdout, "%s. Take it? [y/n] ", q)
			if !sc.Scan() {
				return true
			}
			return strings.HasPrefix(strings.ToLower(strings.TrimSpace(sc.Text())), "y")
		}
	}
	for !f.State.Over {
		if f.State.Waiting() { // waiting for a lair or legendary action before this creature's turn (battle/lair.go, legendary_wait.go)
			at := "count 20"
			if !f.State.Count20 {
				at = "turn's end"
			}
			fmt.Fprintf(e.stdout, "%s, then %s> ", at, f.State.Combatants[f.State.Current()].Name)
		} else {
			fmt.Fprintf(e.stdout, "%s> ", f.State.Combatants[f.State.Current()].Name)
		}
		if !sc.Scan() {
			fmt.Fprintln(e.stdout)
			return sc.Err()
		}
		line := strings.TrimSpace(sc.Text())
		switch strings.ToLower(line) {
		case "":
			continue
		case "quit", "exit":
			return nil
		case "help", "?":
			fmt.Fprintln(e.stdout, playHelp)
			continue
		case "state":
			printState(e.stdout, f.State)
			continue
		case "auto":
			line = tactics.Simple(f.State, f.State.Current())
			fmt.Fprintln(e.stdout, "auto:", line)
		}
		evs, err := f.Do(line)
		var re *battle.RuleError
		switch {
		case errors.As(err, &re):
			fmt.Fprintf(e.stdout, "refused: %v\n", re)
			continue
		case err != nil:
			return err
		}
		out.write(evs)
		if len(evs) > 0 && evs[len(evs)-1].Type != battle.EvAction {
			printState(e.stdout, f.State)
		}
	}
	return nil
}

// printState prints the initiative order with hit points and conditions,
// then the map with each creature as the first letter of its name.
func printState(w io.Writer, s *battle.State) {
	fmt.Fprintf(w, "\nround %d\n", s.Round)
	for k, i := range s.Order {
		c := &s.Combatants[i]
		mark := "  "
		if k == s.Turn {
			mark = "> "
		}
		status := fmt.Sprintf("%d/%d HP", c.HP.Current, c.HP.Max)
		switch {
		case c.Dead:
			status = "dead"
		case c.HP.Current == 0 && c.Dying.Stable:
			status = "0 HP, stable"
		case c.HP.Current == 0 && c.DeathSaves:
			status = fmt.Sprintf("0 HP, dying (%d✓ %d✗)", c.Dying.Successes, c.Dying.Failures)
		}
		conds := ""
		if !c.Conds.None() {
			conds = "  " + c.Conds.String()
		}
		if m := s.MountOf(i); m >= 0 { // seed 003: it fills its mount's space
			conds += "  riding " + s.Combatants[m].Name
		}
		fmt.Fprintf(w, "%s%3d  %-14s %-8s %-4s AC %-2d %s%s\n", mark, c.Initiative, c.Name, c.Side, c.At, c.AC, status, conds)
	}
	printMap(w, s, nil)
}
