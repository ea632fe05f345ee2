// Command skirmish is the one command-line tool over the skirmish engine:
// dice today; combat, simulation and the live tracker as they land.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strconv"

	"github.com/alecthomas/kong"
)

// version is set at build time with -ldflags "-X main.version=...".
var version = "dev"

// cli is the command tree; kong reads the struct tags for flags and help.
type cli struct {
	Roll       rollCmd          `cmd:"" help:"Roll dice: 4d6kh3, 1d20+5 adv, 8d6[fire], 10d10>=7f1 ..."`
	Odds       oddsCmd          `cmd:"" help:"Exact odds of a dice expression, or of an attack against an AC."`
	Run        runCmd           `cmd:"" help:"Play an encounter file: its script, then (with --auto, or without a script) the built-in policy."`
	Play       playCmd          `cmd:"" help:"Play an encounter interactively: commands from the terminal or standard input."`
	Map        mapCmd           `cmd:"" help:"Draw an encounter's map with its creatures, and the squares an area catches."`
	Compendium compendiumCmd    `cmd:"" help:"The compendium's monsters: list them, or show one's stat block."`
	Difficulty difficultyCmd    `cmd:"" help:"Rate an encounter by the 2014 and 2024 DMG: party thresholds or budget against the monsters' XP."`
	Import     importCmd        `cmd:"" help:"Import public data: import monsters FILE turns the 5e-database monsters JSON into compendium entries."`
	Sim        simCmd           `cmd:"" help:"Play an encounter thousands of times with the built-in tactics: who wins, who dies, how long, how bad a bad night is."`
	Serve      serveCmd         `cmd:"" help:"Run the live tracker: a web page and an HTTP API for the DM and the players (docs/api.md, docs/web.md)."`
	Version    kong.VersionFlag `help:"Print the version and exit."`
}

// env carries what a command may touch, so tests can run commands in-process.
type env struct {
	stdout, stderr io.Writer
	stderrTTY      bool
	// interrupt is the context a long command (sim) stops on: Ctrl-C,
	// unless a test gives its own.
	interrupt func() (context.Context, context.CancelFunc)
}

// interrupted is the context a long command stops on.
func (e *env) interrupted() (context.Context, context.CancelFunc) {
	if e.interrupt != nil {
		return e.interrupt()
	}
	return signal.NotifyContext(context.Background(), os.Interrupt)
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run parses args and runs the chosen command, returning the exit status:
// 0 success, 1 the command failed, 2 bad usage, 130 stopped by Ctrl-C
// (its results so far printed: exitStatus).
func run(args []string, stdout, stderr io.Writer) int {
	var c cli
	exit := -1
	parser, err := kong.New(&c,
		kong.Name("skirmish"),
		kong.Description("A rules engine for tabletop role-playing combat (README.md, docs/)."),
		kong.UsageOnError(),
		kong.Vars{"version": version},
		kong.Writers(stdout, stderr),
		kong.Exit(func(code int) { exit = code }),
		kong.ConfigureHelp(kong.HelpOptions{Compact: true}),
	)
	if err != nil {
		fmt.Fprintln(stderr, "skirmish:", err)
		return 1
	}
	ctx, err := parser.Parse(args)
	if exit >= 0 { // --help or --version ran
		return exit
	}
	if err != nil {
		fmt.Fprintln(stderr, "skirmish:", err)
		return 2
	}
	e := &env{stdout: stdout, stderr: stderr, stderrTTY: isTerminal(stderr)}
	if err := ctx.Run(e); err != nil {
		var x exitStatus
		if errors.As(err, &x) { // said already
			return int(x)
		}
		fmt.Fprintln(stderr, "skirmish:", err)
		var u usageError
		if errors.As(err, &u) {
			return 2
		}
		return 1
	}
	return 0
}

// exitStatus ends a command that has said all it has to say with a status
// of its own: a study stopped by Ctrl-C prints the report of the trials
// played and exits 130, as a shell reports a command interrupted (128 +
// SIGINT), so that a script or a batch scheduler running shards sees that
// it did not finish.
type exitStatus int

func (x exitStatus) Error() string { return "exit status " + strconv.Itoa(int(x)) }

// usageError marks errors in what the user typed (exit status 2).
type usageError struct{ error }

func (u usageError) Unwrap() error { return u.error }

func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
