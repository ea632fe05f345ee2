package store

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/skirmish-rpg/skirmish/battle"
)

// opener makes a fresh, empty store for one test and closes it after.
type opener func(t *testing.T) Store

// backends are the Store implementations the conformance suite runs on.
// PostgreSQL is among them only when SKIRMISH_TEST_POSTGRES is set
// (.ci/postgres.sh); each of its tests gets a database of its own.
func backends() []struct {
	name string
	open opener
} {
	return []struct {
		name string
		open opener
	}{
		{"memory", func(t *testing.T) Store { return NewMemory() }},
		{"sqlite-memory", func(t *testing.T) Store { return openSQLiteT(t, ":memory:") }},
		{"sqlite-file", func(t *testing.T) Store { return openSQLiteT(t, t.TempDir()+"/skirmish.db") }},
		{"postgres", func(t *testing.T) Store { return openPostgresT(t) }},
	}
}

func openSQLiteT(t testing.TB, path string) *SQLite {
	t.Helper()
	s, err := OpenSQLite(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func TestConformance(t *testing.T) {
	for _, b := range backends() {
		t.Run(b.name, func(t *testing.T) { conformance(t, b.open) })
	}
}

// conformance is the contract of store.go, checked on one backend.
func conformance(t *testing.T, open opener) {
	for _, c := range []struct {
		name string
		test func(t *testing.T, s Store)
	}{
		{"CreateAndGet", testCreateAndGet},
		{"NotFound", testNotFound},
		{"RoundTrip", testRoundTrip},
		{"Batches", testBatches},
		{"Conflict", testConflict},
		{"BadBatch", testBadBatch},
		{"RaceSameVersion", testRaceSameVersion},
		{"RaceFreeForAll", testRaceFreeForAll},
		{"Tokens", testTokens},
		{"Subscribe", testSubscribe},
		{"Snapshots", testSnapshots},
	} {
		t.Run(c.name, func(t *testing.T) { c.test(t, open(t)) })
	}
}

var ctx = context.Background()

// created is a creation time every backend keeps exactly (PostgreSQL's
// timestamps have microseconds), in a zone that is not UTC.
var created = time.Date(2025, 3, 14, 15, 9, 26, 535897000, time.FixedZone("X", 5*3600))

func mustCreate(t *testing.T, s Store, id string) {
	t.Helper()
	if err := s.Create(ctx, Encounter{ID: id, Name: "Goblin ambush " + id, Source: "name: ambush\n", Created: created}); err != nil {
		t.Fatal(err)
	}
}

// batch is a command's worth of events numbered from first.
func batch(by string, first, n int) Batch {
	b := Batch{By: by, Command: fmt.Sprintf("cmd %d", first)}
	for k := range n {
		b.Events = append(b.Events, battle.Event{Seq: first + k, Type: "action", Actor: by, Text: fmt.Sprintf("%s %d", by, first+k)})
	}
	return b
}

func testCreateAndGet(t *testing.T, s Store) {
	want := Encounter{ID: "e1", Name: "Goblin ambush", Source: "name: ambush\ncreatures: []\n", Created: created}
	if err := s.Create(ctx, want); err != nil {
		t.Fatal(err)
	}
	got, err := s.Encounter(ctx, "e1")
	if err != nil {
		t.Fatal(err)
	}
	if !got.Created.Equal(want.Created) {
		t.Errorf("created %v, want %v", got.Created, want.Created)
	}
	got.Created = want.Created
	if got != want {
		t.Errorf("got %+v, want %+v", got, want)
	}
	if v, err := s.Version(ctx, "e1"); err != nil || v != 0 {
		t.Errorf("new encounter's version %d, %v; want 0", v, err)
	}
	if recs, err := s.Events(ctx, "e1", 0); err != nil || len(recs) != 0 {
		t.Errorf("new encounter's events %v, %v; want none", recs, err)
	}
	err = s.Create(ctx, Encounter{ID: "e1", Name: "again", Created: created})
	if !errors.Is(err, ErrExists) {
		t.Errorf("second Create: %v, want ErrExists", err)
	}
	if got, _ := s.Encounter(ctx, "e1"); got.Name != want.Name {
		t.Errorf("a refused Create changed the encounter: %+v", got)
	}
}

func testNotFound(t *testing.T, s Store) {
	if _, err := s.Encounter(ctx, "nope"); !errors.Is(err, ErrNotFound) {
		t.Errorf("Encounter: %v, want ErrNotFound", err)
	}
	if _, err := s.Version(ctx, "nope"); !errors.Is(err, ErrNotFound) {
		t.Errorf("Version: %v, want ErrNotFound", err)
	}
	if _, err := s.Events(ctx, "nope", 0); !errors.Is(err, ErrNotFound) {
		t.Errorf("Events: %v, want ErrNotFound", err)
	}
	if err := s.Append(ctx, "nope", 0, batch("dm", 1, 1)); !errors.Is(err, ErrNotFound) {
		t.Errorf("Append: %v, want ErrNotFound", err)
	}
	if _, err := s.Token(ctx, "nope"); !errors.Is(err, ErrNotFound) {
		t.Errorf("Token: %v, want ErrNotFound", err)
	}
	if ts, err := s.Tokens(ctx, "nope"); err != nil || len(ts) != 0 {
		t.Errorf("Tokens: %v, %v; want none", ts, err)
	}
}

func testRoundTrip(t *testing.T, s Store) {
	mustCreate(t, s, "e1")
	b := Batch{By: "Alice", Command: "Alice attack Goblin 1 with longsword"}
	for seq := 1; seq <= 3; seq++ {
		b.Events = append(b.Events, fullEvent(seq))
	}
	b.Events = append(b.Events, battle.Event{Seq: 4, Type: "turn", Actor: "Goblin 1", Text: ""})
	if err := s.Append(ctx, "e1", 0, b); err != nil {
		t.Fatal(err)
	}
	recs, err := s.Events(ctx, "e1", 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != len(b.Events) {
		t.Fatalf("%d records, want %d", len(recs), len(b.Events))
	}
	for k, r := range recs {
		if !reflect.DeepEqual(r.Event, b.Events[k]) {
			t.Errorf("event %d read back as\n%+v\nwant\n%+v", k+1, r.Event, b.Events[k])
		}
		if r.Batch != 1 || r.By != "Alice" {
			t.Errorf("event %d: batch %d by %q, want 1 by Alice", k+1, r.Batch, r.By)
		}
	}
}

// fullEvent is an event with every exported field set (by reflection, so a
// field added to battle.Event later is covered too), strings with
// characters JSON escapes.
func fullEvent(seq int) battle.Event {
	var e battle.Event
	n := seq * 100
	fill(reflect.ValueOf(&e).Elem(), &n)
	e.Seq, e.Type = seq, "attack"
	return e
}

func fill(v reflect.Value, n *int) {
	*n++
	switch v.Kind() {
	case reflect.String:
		v.SetString(fmt.Sprintf("s%d <&> \"é\" \u2028\t\n", *n))
	case reflect.Int, reflect.Int32, reflect.Int64:
		v.SetInt(int64(*n))
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Pointer:
		p := reflect.New(v.Type().Elem())
		fill(p.Elem(), n)
		v.Set(p)
	case reflect.Slice:
		s := reflect.MakeSlice(v.Type(), 2, 2)
		fill(s.Index(0), n)
		fill(s.Index(1), n)
		v.Set(s)
	case reflect.Map:
		m := reflect.MakeMap(v.Type())
		k, e := reflect.New(v.Type().Key()).Elem(), reflect.New(v.Type().Elem()).Elem()
		fill(k, n)
		fill(e, n)
		m.SetMapIndex(k, e)
		v.Set(m)
	case reflect.Struct:
		for i := range v.NumField() {
			f := v.Type().Field(i)
			if f.IsExported() && f.Tag.Get("json") != "-" {
				fill(v.Field(i), n)
			}
		}
	default:
		panic("fill: " + v.Kind().String())
	}
}

func testBatches(t *testing.T, s Store) {
	mustCreate(t, s, "e1")
	mustCreate(t, s, "e2")
	for _, a := range []struct {
		by           string
		expected, in int
	}{{"dm", 0, 2}, {"Alice", 2, 1}, {"policy", 3, 3}} {
		if err := s.Append(ctx, "e1", a.expected, batch(a.by, a.expected+1, a.in)); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Append(ctx, "e2", 0, batch("dm", 1, 1)); err != nil {
		t.Fatal(err)
	}
	recs, err := s.Events(ctx, "e1", 0)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range recs {
		got = append(got, fmt.Sprintf("%d/%d/%s", r.Event.Seq, r.Batch, r.By))
	}
	want := []string{"1/1/dm", "2/1/dm", "3/2/Alice", "4/3/policy", "5/3/policy", "6/3/policy"}
	if !slices.Equal(got, want) {
		t.Errorf("seq/batch/by %v, want %v", got, want)
	}
	if v, _ := s.Version(ctx, "e1"); v != 6 {
		t.Errorf("version %d, want 6", v)
	}
	if v, _ := s.Version(ctx, "e2"); v != 1 {
		t.Errorf("e2's version %d, want 1 (logs are per encounter)", v)
	}
	after, err := s.Events(ctx, "e1", 3)
	if err != nil || len(after) != 3 || after[0].Event.Seq != 4 {
		t.Errorf("Events after 3: %v, %v; want seqs 4-6", after, err)
	}
	if after, _ := s.Events(ctx, "e1", 6); len(after) != 0 {
		t.Errorf("Events after the last: %v, want none", after)
	}
}

func testConflict(t *testing.T, s Store) {
	mustCreate(t, s, "e1")
	if err := s.Append(ctx, "e1", 0, batch("dm", 1, 3)); err != nil {
		t.Fatal(err)
	}
	for _, expected := range []int{0, 1, 2, 4, 9} {
		err := s.Append(ctx, "e1", expected, batch("Bob", expected+1, 2))
		var ce *ConflictError
		if !errors.As(err, &ce) || ce.Expected != expected || ce.Current != 3 {
			t.Errorf("append at %d: %v, want a conflict at 3", expected, err)
		}
	}
	recs, _ := s.Events(ctx, "e1", 0)
	if v, _ := s.Version(ctx, "e1"); v != 3 || len(recs) != 3 {
		t.Errorf("after conflicts: version %d, %d events; want 3, 3 (nothing appended)", v, len(recs))
	}
}

func testBadBatch(t *testing.T, s Store) {
	mustCreate(t, s, "e1")
	if err := s.Append(ctx, "e1", 0, batch("dm", 1, 2)); err != nil {
		t.Fatal(err)
	}
	gap := batch("dm", 3, 3)
	gap.Events[2].Seq = 6
	for name, b := range map[string]Batch{
		"empty":       {By: "dm"},
		"wrong start": batch("dm", 4, 1),
		"restart":     batch("dm", 1, 1),
		"gap":         gap,
	} {
		if err := s.Append(ctx, "e1", 2, b); !errors.Is(err, ErrBadBatch) {
			t.Errorf("%s: %v, want ErrBadBatch", name, err)
		}
	}
	if v, _ := s.Version(ctx, "e1"); v != 2 {
		t.Errorf("version %d after bad batches, want 2", v)
	}
}

// testRaceSameVersion starts appenders together at one expected version,
// round after round: exactly one wins each round and the others get a
// conflict naming the winner's version.
func testRaceSameVersion(t *testing.T, s Store) {
	mustCreate(t, s, "e1")
	const racers, rounds, size = 6, 15, 2
	for r := range rounds {
		expected := r * size
		start := make(chan struct{})
		errs := make([]error, racers)
		var wg sync.WaitGroup
		for g := range racers {
			wg.Go(func() {
				<-start
				errs[g] = s.Append(ctx, "e1", expected, batch(fmt.Sprintf("racer %d", g), expected+1, size))
			})
		}
		close(start)
		wg.Wait()
		wins := 0
		for g, err := range errs {
			var ce *ConflictError
			switch {
			case err == nil:
				wins++
			case errors.As(err, &ce):
				if ce.Current != expected+size {
					t.Errorf("round %d racer %d: conflict at %d, want %d", r, g, ce.Current, expected+size)
				}
			default:
				t.Fatalf("round %d racer %d: %v", r, g, err)
			}
		}
		if wins != 1 {
			t.Fatalf("round %d: %d appends won, want 1", r, wins)
		}
	}
	checkLog(t, s, "e1", rounds*size, size)
}

// testRaceFreeForAll has appenders loop read-version, append, retry on
// conflict: every batch lands once, whole, numbered in order.
func testRaceFreeForAll(t *testing.T, s Store) {
	mustCreate(t, s, "e1")
	const writers, each, size = 5, 8, 3
	var wg sync.WaitGroup
	for g := range writers {
		wg.Go(func() {
			by := fmt.Sprintf("writer %d", g)
			for done := 0; done < each; {
				v, err := s.Version(ctx, "e1")
				if err != nil {
					t.Error(err)
					return
				}
				err = s.Append(ctx, "e1", v, batch(by, v+1, size))
				var ce *ConflictError
				switch {
				case err == nil:
					done++
				case !errors.As(err, &ce):
					t.Error(err)
					return
				}
			}
		})
	}
	wg.Wait()
	recs := checkLog(t, s, "e1", writers*each*size, size)
	per := map[string]int{}
	for _, r := range recs {
		per[r.By]++
	}
	for g := range writers {
		if n := per[fmt.Sprintf("writer %d", g)]; n != each*size {
			t.Errorf("writer %d has %d events, want %d", g, n, each*size)
		}
	}
}

// checkLog checks that id's log is seqs 1..n with no gap or double, in
// batches of size numbered 1, 2, 3 ..., each batch from one author whose
// events are the ones it sent.
func checkLog(t *testing.T, s Store, id string, n, size int) []Record {
	t.Helper()
	recs, err := s.Events(ctx, id, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != n {
		t.Fatalf("%d events, want %d", len(recs), n)
	}
	for k, r := range recs {
		first := recs[k-k%size]
		if r.Event.Seq != k+1 || r.Batch != k/size+1 || r.By != first.By || r.Event.Actor != r.By ||
			r.Event.Text != fmt.Sprintf("%s %d", r.By, k+1) {
			t.Fatalf("event %d: seq %d batch %d by %q text %q", k+1, r.Event.Seq, r.Batch, r.By, r.Event.Text)
		}
	}
	if v, _ := s.Version(ctx, id); v != n {
		t.Errorf("version %d, want %d", v, n)
	}
	return recs
}

func testTokens(t *testing.T, s Store) {
	mustCreate(t, s, "e1")
	mustCreate(t, s, "e2")
	toks := []Token{
		{Hash: strings.Repeat("a", 64), Encounter: "e1", Role: RoleDM, Created: created},
		{Hash: strings.Repeat("b", 64), Encounter: "e1", Role: RoleSeat, Character: "Alice", Created: created.Add(time.Second)},
		{Hash: strings.Repeat("c", 64), Encounter: "e2", Role: RoleSpectator, Created: created},
	}
	for _, tk := range toks {
		if err := s.PutToken(ctx, tk); err != nil {
			t.Fatal(err)
		}
	}
	for _, tk := range toks {
		got, err := s.Token(ctx, tk.Hash)
		if err != nil || !sameToken(got, tk) {
			t.Errorf("Token(%s): %+v, %v; want %+v", tk.Hash[:1], got, err, tk)
		}
	}
	revoked := toks[1]
	revoked.Revoked = true
	if err := s.PutToken(ctx, revoked); err != nil {
		t.Fatal(err)
	}
	if got, err := s.Token(ctx, revoked.Hash); err != nil || !got.Revoked {
		t.Errorf("revoked token reads %+v, %v", got, err)
	}
	list, err := s.Tokens(ctx, "e1")
	if err != nil {
		t.Fatal(err)
	}
	slices.SortFunc(list, func(a, b Token) int { return strings.Compare(a.Hash, b.Hash) })
	if len(list) != 2 || !sameToken(list[0], toks[0]) || !sameToken(list[1], revoked) {
		t.Errorf("Tokens(e1) = %+v, want the DM's and the revoked seat's", list)
	}
	// One live seat a character: a second is refused; once revoked, the
	// character may be claimed again.
	seat := Token{Hash: "seat1", Encounter: "e1", Role: RoleSeat, Character: "Fighter", Created: created}
	if err := s.PutToken(ctx, seat); err != nil {
		t.Fatal(err)
	}
	if err := s.PutToken(ctx, Token{Hash: "seat2", Encounter: "e1", Role: RoleSeat, Character: "Fighter", Created: created}); !errors.Is(err, ErrExists) {
		t.Fatalf("a second live seat for Fighter: %v, want ErrExists", err)
	}
	seat.Revoked = true
	if err := s.PutToken(ctx, seat); err != nil {
		t.Fatal(err)
	}
	if err := s.PutToken(ctx, Token{Hash: "seat2", Encounter: "e1", Role: RoleSeat, Character: "Fighter", Created: created}); err != nil {
		t.Fatalf("a seat after the first was revoked: %v", err)
	}
}

func sameToken(a, b Token) bool {
	if !a.Created.Equal(b.Created) {
		return false
	}
	a.Created = b.Created
	return a == b
}

func testSubscribe(t *testing.T, s Store) {
	mustCreate(t, s, "e1")
	mustCreate(t, s, "e2")
	sctx, cancel := context.WithCancel(ctx)
	ch1, err := s.Subscribe(sctx, "e1")
	if err != nil {
		t.Fatal(err)
	}
	ch2, _ := s.Subscribe(sctx, "e1")
	other, _ := s.Subscribe(sctx, "e2")
	for v := 0; v < 9; v += 3 {
		if err := s.Append(ctx, "e1", v, batch("dm", v+1, 3)); err != nil {
			t.Fatal(err)
		}
	}
	for _, ch := range []<-chan int{ch1, ch2} {
		waitVersion(t, ch, 9)
	}
	select {
	case v := <-other:
		t.Errorf("e2's subscriber heard %d of e1's appends", v)
	default:
	}
	cancel()
	for _, ch := range []<-chan int{ch1, ch2, other} {
		deadline := time.After(5 * time.Second)
	drain:
		for {
			select {
			case _, ok := <-ch:
				if !ok {
					break drain
				}
			case <-deadline:
				t.Fatal("the channel is still open 5 s after its context ended")
			}
		}
	}
}

// waitVersion reads ch until it reports want (versions only grow).
func waitVersion(t testing.TB, ch <-chan int, want int) {
	t.Helper()
	deadline := time.After(10 * time.Second)
	for {
		select {
		case v, ok := <-ch:
			if !ok {
				t.Fatalf("channel closed before version %d", want)
			}
			if v > want {
				t.Fatalf("heard version %d, want %d", v, want)
			}
			if v == want {
				return
			}
		case <-deadline:
			t.Fatalf("version %d not heard in 10 s", want)
		}
	}
}

// A snapshot replaces an older one, never a newer one, and none is
// ErrNotFound.
func testSnapshots(t *testing.T, s Store) {
	mustCreate(t, s, "e1")
	if _, _, err := s.Snapshot(ctx, "e1"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("no snapshot yet: %v", err)
	}
	if err := s.PutSnapshot(ctx, "nope", 1, []byte("x")); err == nil {
		t.Fatal("a snapshot of no encounter was kept")
	}
	for _, c := range []struct {
		seq  int
		data string
	}{{5, "five"}, {9, "nine"}, {7, "seven: older, ignored"}} {
		if err := s.PutSnapshot(ctx, "e1", c.seq, []byte(c.data)); err != nil {
			t.Fatal(err)
		}
	}
	seq, data, err := s.Snapshot(ctx, "e1")
	if err != nil || seq != 9 || string(data) != "nine" {
		t.Fatalf("latest snapshot: %d %q %v, want 9 nine", seq, data, err)
	}
}
