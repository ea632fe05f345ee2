package store

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"

	"github.com/skirmish-rpg/skirmish/battle"
)

// MaxLine is the longest line ReadJSONL accepts: an event is a few hundred
// bytes, an area's square list a few kilobytes; a megabyte is no event.
const MaxLine = 1 << 20

// ErrBadLog marks an export that does not read: the *LineError says where.
var ErrBadLog = errors.New("store: bad event log")

// LineError is a line of a JSON Lines log that ReadJSONL refuses.
type LineError struct {
	Line int // 1-based
	Err  error
}

func (e *LineError) Error() string { return fmt.Sprintf("line %d: %v", e.Line, e.Err) }

func (e *LineError) Unwrap() []error { return []error{ErrBadLog, e.Err} }

// WriteJSONL writes an encounter's log as JSON Lines, one docs/events.md
// event per line: the export format, and what `skirmish run --json`
// prints, so `skirmish run --replay` reads either.
func WriteJSONL(w io.Writer, records []Record) error {
	bw := bufio.NewWriter(w)
	for _, r := range records {
		b, err := encodeEvent(r.Event)
		if err != nil {
			return fmt.Errorf("store: event %d: %w", r.Event.Seq, err)
		}
		bw.Write(b)
		bw.WriteByte('\n')
	}
	return bw.Flush()
}

// ReadJSONL reads a log WriteJSONL wrote (or `skirmish run --json`
// printed). It is strict, as an import must be: every line is one JSON
// event object with a type, the seqs run 1, 2, 3 ... with no gap, and a
// blank line is an error; the first bad line is reported by number. A
// final line without its newline is accepted. Unknown fields are ignored
// (docs/events.md: readers ignore fields they don't know).
func ReadJSONL(r io.Reader) ([]battle.Event, error) {
	br := bufio.NewReaderSize(r, 64<<10)
	var out []battle.Event
	for n := 1; ; n++ {
		line, err := readLine(br)
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return nil, &LineError{Line: n, Err: err}
		}
		line = bytes.TrimSuffix(line, []byte("\r"))
		if len(bytes.TrimSpace(line)) == 0 {
			return nil, &LineError{Line: n, Err: errors.New("blank line")}
		}
		e, err := decodeOne(line)
		if err != nil {
			return nil, &LineError{Line: n, Err: err}
		}
		if e.Seq != len(out)+1 {
			return nil, &LineError{Line: n, Err: fmt.Errorf("seq %d, want %d", e.Seq, len(out)+1)}
		}
		out = append(out, e)
	}
}

// readLine returns the next line without its newline, io.EOF at the end,
// and an error for a line longer than MaxLine (read no further: a reader
// of a hostile file keeps at most MaxLine bytes).
func readLine(br *bufio.Reader) ([]byte, error) {
	var line []byte
	for {
		chunk, err := br.ReadSlice('\n')
		if len(line)+len(chunk) > MaxLine+1 {
			return nil, fmt.Errorf("longer than %d bytes", MaxLine)
		}
		line = append(line, chunk...)
		switch {
		case err == nil:
			return line[:len(line)-1], nil
		case err == bufio.ErrBufferFull:
			continue
		case err == io.EOF && len(line) > 0:
			return line, nil
		default:
			return nil, err
		}
	}
}
