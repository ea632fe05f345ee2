package server

import (
	"bufio"
	"context"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"
)

// Server processes for the tests that need real ones: the crash test
// kills one with SIGKILL, and the PostgreSQL test runs two on one
// database. A process is this test binary run again with
// SKIRMISH_SERVE_CHILD set, serving the API until it is killed.

// TestServeChild is the server process; it does nothing in a normal run.
func TestServeChild(t *testing.T) {
	kind, dsn := os.Getenv("SKIRMISH_SERVE_CHILD"), os.Getenv("SKIRMISH_SERVE_DSN")
	if kind == "" {
		t.Skip("the server process of the crash and PostgreSQL tests")
	}
	st, err := openBackend(context.Background(), kind, dsn)
	if err != nil {
		fmt.Println("error", err)
		os.Exit(1)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fmt.Println("error", err)
		os.Exit(1)
	}
	fmt.Println("listening", ln.Addr())
	_ = http.Serve(ln, Handler(New(st), nil))
}

// process is a running server process.
type process struct {
	cmd *exec.Cmd
	url string
}

// startProcess runs a server process on the backend and waits until it
// listens.
func startProcess(t *testing.T, kind, dsn string) *process {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestServeChild$")
	cmd.Env = append(os.Environ(), "SKIRMISH_SERVE_CHILD="+kind, "SKIRMISH_SERVE_DSN="+dsn)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	p := &process{cmd: cmd}
	t.Cleanup(func() { p.kill() })
	lines := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			if l := sc.Text(); strings.HasPrefix(l, "listening ") || strings.HasPrefix(l, "error ") {
				lines <- l
			}
		}
	}()
	select {
	case l := <-lines:
		if !strings.HasPrefix(l, "listening ") {
			t.Fatalf("the server process: %s", l)
		}
		p.url = "http://" + strings.TrimPrefix(l, "listening ")
	case <-time.After(30 * time.Second):
		t.Fatal("the server process did not start within 30 s")
	}
	return p
}

// kill ends the process at once, as a power cut would: SIGKILL.
func (p *process) kill() {
	if p.cmd.ProcessState == nil {
		_ = p.cmd.Process.Signal(syscall.SIGKILL)
		_ = p.cmd.Wait()
	}
}
