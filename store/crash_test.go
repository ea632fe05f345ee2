package store

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"
)

// The tests here run the test binary again as a child process in a
// helper mode (the variable helperEnv names it) to kill it or to have two
// processes share a database.
const (
	helperEnv  = "SKIRMISH_STORE_HELPER"  // append-loop | append-once
	backendEnv = "SKIRMISH_STORE_BACKEND" // sqlite | postgres
	dsnEnv     = "SKIRMISH_STORE_DSN"     // the file or the URL
	expectEnv  = "SKIRMISH_STORE_EXPECTED"
	crashBatch = 3 // events per batch the append-loop child appends
)

func TestMain(m *testing.M) {
	if mode := os.Getenv(helperEnv); mode != "" {
		if err := helper(mode); err != nil {
			fmt.Println("error", err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

func helper(mode string) error {
	ctx := context.Background()
	var s Store
	var err error
	switch dsn := os.Getenv(dsnEnv); os.Getenv(backendEnv) {
	case "sqlite":
		s, err = OpenSQLite(dsn)
	case "postgres":
		s, err = OpenPostgres(ctx, dsn)
	default:
		err = errors.New("no backend")
	}
	if err != nil {
		return err
	}
	defer s.Close()
	switch mode {
	case "append-loop":
		// Append batches until killed; a line "ack N" after each Append
		// that returned nil (the batch is durable, says the contract).
		v, err := s.Version(ctx, "e1")
		if err != nil {
			return err
		}
		for ; ; v += crashBatch {
			if err := s.Append(ctx, "e1", v, batch("child", v+1, crashBatch)); err != nil {
				return err
			}
			fmt.Printf("ack %d\n", v+crashBatch)
		}
	case "append-once":
		// Say "ready", wait for a line on stdin, append one batch at the
		// expected version and say how it went.
		expected, _ := strconv.Atoi(os.Getenv(expectEnv))
		fmt.Println("ready")
		if _, err := bufio.NewReader(os.Stdin).ReadString('\n'); err != nil {
			return err
		}
		err := s.Append(ctx, "e1", expected, batch("child", expected+1, crashBatch))
		var ce *ConflictError
		switch {
		case err == nil:
			fmt.Println("ok", expected+crashBatch)
		case errors.As(err, &ce):
			fmt.Println("conflict", ce.Current)
		default:
			return err
		}
		return nil
	}
	return fmt.Errorf("unknown helper mode %q", mode)
}

// child is a helper process and its output lines.
type child struct {
	cmd   *exec.Cmd
	stdin io.WriteCloser
	lines chan string // closed at the child's end of output
}

func startChild(t *testing.T, mode, backend, dsn string, env ...string) *child {
	t.Helper()
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), helperEnv+"="+mode, backendEnv+"="+backend, dsnEnv+"="+dsn)
	cmd.Env = append(cmd.Env, env...)
	cmd.Stderr = os.Stderr
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	c := &child{cmd: cmd, stdin: stdin, lines: make(chan string, 1024)}
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			c.lines <- sc.Text()
		}
		close(c.lines)
	}()
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	return c
}

// next is the child's next line ("" at its end), failing after 60 s.
func (c *child) next(t *testing.T) string {
	t.Helper()
	select {
	case l := <-c.lines:
		return l
	case <-time.After(60 * time.Second):
		t.Fatal("no line from the child in 60 s")
		return ""
	}
}

func TestCrashSQLite(t *testing.T) {
	path := t.TempDir() + "/crash.db"
	s, err := OpenSQLite(path)
	if err != nil {
		t.Fatal(err)
	}
	mustCreate(t, s, "e1")
	s.Close()
	crashTest(t, "sqlite", path, func() Store { return openSQLiteT(t, path) })
}

func TestCrashPostgres(t *testing.T) {
	u := freshPostgresURL(t)
	mustCreate(t, openPostgresURL(t, u), "e1")
	crashTest(t, "postgres", u, func() Store { return openPostgresURL(t, u) })
}

// crashTest runs appending children and SIGKILLs each mid-stream, three
// times over one database: after each kill every acknowledged event is
// there, in order, no gap, nothing doubled, whole batches only. At most
// one batch more than acknowledged may be there (committed, killed before
// it said so).
func crashTest(t *testing.T, backend, dsn string, reopen func() Store) {
	acked, kills := 0, 0
	for round, killAt := range []int{40, 97, 151} {
		c := startChild(t, "append-loop", backend, dsn)
		n := 0
		for n < killAt {
			l := c.next(t)
			if !strings.HasPrefix(l, "ack ") {
				t.Fatalf("round %d: child said %q", round, l)
			}
			acked, _ = strconv.Atoi(l[4:])
			n++
		}
		if err := c.cmd.Process.Kill(); err != nil { // SIGKILL
			t.Fatal(err)
		}
		kills++
		for l := range c.lines { // acknowledgements already in the pipe count too
			if v, err := strconv.Atoi(strings.TrimPrefix(l, "ack ")); err == nil {
				acked = v
			}
		}
		c.cmd.Wait()
		s := reopen()
		v, err := s.Version(ctx, "e1")
		if err != nil {
			t.Fatal(err)
		}
		if v < acked || v > acked+crashBatch {
			t.Fatalf("round %d: version %d after %d acknowledged events", round, v, acked)
		}
		checkLog(t, s, "e1", v, crashBatch)
		t.Logf("%s round %d: %d events acknowledged before SIGKILL, %d found after reopening", backend, round+1, acked, v)
		acked = v
	}
	t.Logf("%s: %d kills, %d events in the log, all in order", backend, kills, acked)
}

// TestPostgresTwoProcesses runs appends in child processes sharing the
// parent's database: the parent's subscription, on its own store, hears
// them (LISTEN/NOTIFY), and of two children appending at one version at
// once exactly one wins, the other gets a conflict.
func TestPostgresTwoProcesses(t *testing.T) {
	u := freshPostgresURL(t)
	p := openPostgresURL(t, u)
	mustCreate(t, p, "e1")
	sctx, cancel := context.WithCancel(ctx)
	defer cancel()
	ch, _ := p.Subscribe(sctx, "e1")

	c := startChild(t, "append-once", "postgres", u, expectEnv+"=0")
	if l := c.next(t); l != "ready" {
		t.Fatalf("child said %q", l)
	}
	fmt.Fprintln(c.stdin, "go")
	if l := c.next(t); l != "ok 3" {
		t.Fatalf("child said %q, want ok 3", l)
	}
	waitVersion(t, ch, 3)

	for round := range 3 {
		expected := 3 * (round + 1)
		a := startChild(t, "append-once", "postgres", u, expectEnv+"="+strconv.Itoa(expected))
		b := startChild(t, "append-once", "postgres", u, expectEnv+"="+strconv.Itoa(expected))
		for _, c := range []*child{a, b} {
			if l := c.next(t); l != "ready" {
				t.Fatalf("child said %q", l)
			}
		}
		fmt.Fprintln(a.stdin, "go")
		fmt.Fprintln(b.stdin, "go")
		got := []string{a.next(t), b.next(t)}
		win, lose := fmt.Sprint("ok ", expected+3), fmt.Sprint("conflict ", expected+3)
		if !(got[0] == win && got[1] == lose || got[0] == lose && got[1] == win) {
			t.Fatalf("round %d: children said %q, want one %q and one %q", round, got, win, lose)
		}
		waitVersion(t, ch, expected+3)
	}
	checkLog(t, p, "e1", 12, crashBatch)
}
