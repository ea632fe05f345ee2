package store

import (
	"bytes"
	"errors"
	"reflect"
	"strings"
	"testing"
)

// TestCorruptRow writes rows no Append would into a SQLite file: reading
// the log fails with a *CorruptError naming the encounter and the seq.
func TestCorruptRow(t *testing.T) {
	for _, c := range []struct{ name, json, why string }{
		{"truncated", `{"seq":2,"type":"turn","te`, "unexpected EOF"},
		{"not an object", `[1,2]`, "not a JSON object"},
		{"wrong seq", `{"seq":7,"type":"turn","text":""}`, "the event says seq 7"},
		{"two values", `{"seq":2,"type":"turn","text":""} {}`, "more after"},
		{"wrong type", `{"seq":2,"type":"turn","d20":"x","text":""}`, "d20"},
		{"no type", `{"seq":2,"text":""}`, "no event type"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := openSQLiteT(t, ":memory:")
			mustCreate(t, s, "e1")
			if err := s.Append(ctx, "e1", 0, batch("dm", 1, 2)); err != nil {
				t.Fatal(err)
			}
			if _, err := s.db.Exec(`UPDATE events SET json = ? WHERE encounter = 'e1' AND seq = 2`, c.json); err != nil {
				t.Fatal(err)
			}
			_, err := s.Events(ctx, "e1", 0)
			var ce *CorruptError
			if !errors.As(err, &ce) || ce.Encounter != "e1" || ce.Seq != 2 || !errors.Is(err, ErrCorrupt) ||
				!strings.Contains(err.Error(), c.why) || !strings.Contains(err.Error(), `"e1", event 2`) {
				t.Fatalf("Events: %v, want a corrupt row e1/2 (%s)", err, c.why)
			}
			if recs, err := s.Events(ctx, "e1", 2); err != nil || len(recs) != 0 {
				t.Errorf("the rows after it still read: %v, %v", recs, err)
			}
		})
	}
}

// FuzzDecodeEvent: whatever bytes a row holds, decoding gives an event
// with the row's seq or a *CorruptError naming the row, never a panic;
// and an event it accepts survives encoding and decoding again.
func FuzzDecodeEvent(f *testing.F) {
	for _, s := range []string{
		`{"seq":3,"round":1,"type":"attack","actor":"Goblin 1","target":"Fighter","d20":[3],"bonus":4,"hit":false,"text":"miss"}`,
		`{"seq":3,"type":"effect","effect":{"id":2,"target":"A","condition":"bless"},"zone":{"id":1,"conditions":["x"]},"joined":{"name":"Rat"},"text":""}`,
		`{"seq":3,"type":"x","text":""} `, `{"seq":3}`, `null`, `{"seq":3,"type":"x","hp":1e400}`, "",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		e, err := decodeEvent("enc", 3, data)
		if err != nil {
			var ce *CorruptError
			if !errors.As(err, &ce) || ce.Encounter != "enc" || ce.Seq != 3 {
				t.Fatalf("error %v is not a corrupt row enc/3", err)
			}
			return
		}
		if e.Seq != 3 || e.Type == "" {
			t.Fatalf("accepted %+v", e)
		}
		b, err := encodeEvent(e)
		if err != nil {
			t.Fatal(err)
		}
		// Encoding is a fixed point from there (an empty list and an
		// absent one are the same event: both are written absent).
		again, err := decodeEvent("enc", 3, b)
		if err != nil {
			t.Fatalf("re-encoded %s does not read: %v", b, err)
		}
		if b2, _ := encodeEvent(again); !bytes.Equal(b, b2) {
			t.Fatalf("re-encoded %s, then %s", b, b2)
		}
	})
}

func TestJSONLRoundTrip(t *testing.T) {
	var recs []Record
	for seq := 1; seq <= 4; seq++ {
		recs = append(recs, Record{Event: fullEvent(seq), Batch: 1})
	}
	var buf bytes.Buffer
	if err := WriteJSONL(&buf, recs); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(buf.String(), "\n"); n != 4 {
		t.Fatalf("%d lines, want 4 (one per event; strings with newlines are escaped)", n)
	}
	if !strings.Contains(buf.String(), "<&>") {
		t.Errorf("HTML characters escaped, unlike run --json: %.200s", buf.String())
	}
	got, err := ReadJSONL(&buf)
	if err != nil {
		t.Fatal(err)
	}
	for k := range recs {
		if !reflect.DeepEqual(got[k], recs[k].Event) {
			t.Errorf("event %d read back as %+v", k+1, got[k])
		}
	}
}

// TestReadJSONLRefuses: each malformed log is refused with the number of
// its first bad line.
func TestReadJSONLRefuses(t *testing.T) {
	ok := `{"seq":1,"type":"turn","text":""}` + "\n"
	two := `{"seq":2,"type":"turn","text":""}` + "\n"
	for _, c := range []struct {
		name, log string
		line      int
		why       string
	}{
		{"garbage", ok + "hello\n", 2, "not a JSON object"},
		{"truncated", ok + `{"seq":2,"type":"tu`, 2, "unexpected EOF"},
		{"blank line", ok + "\n" + two, 2, "blank line"},
		{"gap", ok + `{"seq":3,"type":"turn","text":""}`, 2, "seq 3, want 2"},
		{"starts at 2", two, 1, "seq 2, want 1"},
		{"doubled", ok + ok, 2, "seq 1, want 2"},
		{"two on a line", `{"seq":1,"type":"turn","text":""}{"seq":2,"type":"turn","text":""}`, 1, "more after"},
		{"no type", `{"seq":1,"text":""}`, 1, "no event type"},
		{"wrong field type", `{"seq":1,"type":"attack","hit":"yes","text":""}`, 1, "hit"},
		{"too long", ok + `{"seq":2,"type":"turn","text":"` + strings.Repeat("x", MaxLine) + `"}`, 2, "longer than"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := ReadJSONL(strings.NewReader(c.log))
			var le *LineError
			if !errors.As(err, &le) || le.Line != c.line || !errors.Is(err, ErrBadLog) || !strings.Contains(err.Error(), c.why) {
				t.Fatalf("ReadJSONL: %v, want line %d: %s", err, c.line, c.why)
			}
		})
	}
	for name, log := range map[string]string{
		"empty":              "",
		"no final newline":   ok + strings.TrimSuffix(two, "\n"),
		"CRLF":               strings.ReplaceAll(ok+two, "\n", "\r\n"),
		"unknown field":      `{"seq":1,"type":"turn","text":"","future":{"x":1}}`,
		"skirmish run style": `{"seq":1,"round":0,"type":"initiative","actor":"Goblin 1","d20":[12],"bonus":2,"total":14,"text":"Goblin 1 rolls initiative: d20 12 +2 = 14"}` + "\n",
	} {
		if _, err := ReadJSONL(strings.NewReader(log)); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// FuzzReadJSONL: any input reads or is refused with a line number, never
// a panic; what it reads writes back and reads again the same.
func FuzzReadJSONL(f *testing.F) {
	f.Add([]byte(`{"seq":1,"type":"turn","text":""}` + "\n" + `{"seq":2,"type":"damage","hp":0,"text":"x"}`))
	f.Add([]byte("\n"))
	f.Add([]byte(`{"seq":1,"type":"turn"}` + "\r\n\r\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		evs, err := ReadJSONL(bytes.NewReader(data))
		if err != nil {
			var le *LineError
			if !errors.As(err, &le) || le.Line < 1 || le.Line > bytes.Count(data, []byte("\n"))+1 {
				t.Fatalf("error %v has no line number within the input", err)
			}
			return
		}
		recs := make([]Record, len(evs))
		for k, e := range evs {
			if e.Seq != k+1 {
				t.Fatalf("event %d has seq %d", k, e.Seq)
			}
			recs[k].Event = e
		}
		var buf bytes.Buffer
		if err := WriteJSONL(&buf, recs); err != nil {
			t.Fatal(err)
		}
		again, err := ReadJSONL(&buf)
		if err != nil || len(again) != len(evs) {
			t.Fatalf("written back, it reads %d events, %v", len(again), err)
		}
		for k := range evs {
			b1, _ := encodeEvent(evs[k])
			b2, _ := encodeEvent(again[k])
			if !bytes.Equal(b1, b2) {
				t.Fatalf("event %d changed: %s, then %s", k+1, b1, b2)
			}
		}
	})
}
