package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/skirmish-rpg/skirmish/battle"
)

// ErrCorrupt marks a stored row that does not decode: a disk or a hand
// that wrote into the database. The *CorruptError says which row.
var ErrCorrupt = errors.New("store: corrupt event")

// CorruptError is a stored event that does not read back: the encounter
// and seq of its row, and why.
type CorruptError struct {
	Encounter string
	Seq       int
	Err       error
}

func (e *CorruptError) Error() string {
	return fmt.Sprintf("store: encounter %q, event %d: corrupt row: %v", e.Encounter, e.Seq, e.Err)
}

func (e *CorruptError) Unwrap() []error { return []error{ErrCorrupt, e.Err} }

// encodeEvent is the bytes a backend stores for an event: its docs/events.md
// JSON object, as `skirmish run --json` prints it.
func encodeEvent(e battle.Event) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false) // ">=" and "<" read as written, as in run --json
	if err := enc.Encode(e); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}

// decodeEvent reads back a stored event of encounter's row seq. The row
// must hold exactly one JSON object whose seq is the row's: anything else
// (truncated bytes, a second value, a seq the key disagrees with) is a
// *CorruptError rather than an event folded in the wrong place. Fields it
// does not know are ignored, as docs/events.md asks of readers.
func decodeEvent(encounter string, seq int, data []byte) (battle.Event, error) {
	e, err := decodeOne(data)
	if err == nil && e.Seq != seq {
		err = fmt.Errorf("the event says seq %d", e.Seq)
	}
	if err != nil {
		return battle.Event{}, &CorruptError{Encounter: encounter, Seq: seq, Err: err}
	}
	return e, nil
}

// decodeOne decodes exactly one JSON object into an event, with nothing
// but white space after it.
func decodeOne(data []byte) (battle.Event, error) {
	var e battle.Event
	if t := bytes.TrimLeft(data, " \t\r\n"); len(t) == 0 || t[0] != '{' {
		return e, errors.New("not a JSON object")
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&e); err != nil {
		return battle.Event{}, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return battle.Event{}, errors.New("more after the JSON object")
	}
	if e.Type == "" {
		return battle.Event{}, errors.New("no event type")
	}
	return e, nil
}
