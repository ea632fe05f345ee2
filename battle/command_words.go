package battle

import (
	"strings"
	"unicode/utf8"
)

// commandWords is strings.Fields(line) for ParseCommand. A lean fight's
// states split the line into a buffer their memo keeps (the words are
// read while the line is parsed and never kept: the command holds
// strings of the line, not the slice), which was an allocation per
// command; with kept set, memo.wordsDone is to be called once the words
// are no longer read. A parse within a parse, or another state, gets a
// slice of its own.
func (s *State) commandWords(line string) (words []string, kept bool) {
	m := s.memo
	if m == nil || m.own[0] != s && m.own[1] != s || m.wordsBusy || !ascii(line) {
		return strings.Fields(line), false
	}
	m.wordsBusy = true
	m.words = appendWords(m.words[:0], line)
	return m.words, true
}

// wordsDone frees the memo's word buffer.
func (m *memo) wordsDone() {
	m.wordsBusy = false
	clear(m.words) // the line's strings are not kept alive by the buffer
}

// appendWords appends the words of an ASCII line, split at ASCII white
// space as strings.Fields splits it.
func appendWords(dst []string, line string) []string {
	start := -1
	for i := 0; i < len(line); i++ {
		if asciiSpace(line[i]) {
			if start >= 0 {
				dst = append(dst, line[start:i])
				start = -1
			}
		} else if start < 0 {
			start = i
		}
	}
	if start >= 0 {
		dst = append(dst, line[start:])
	}
	return dst
}

func asciiSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'
}

// ascii reports whether line is ASCII alone: the other lines are split
// by strings.Fields, which knows Unicode's spaces.
func ascii(line string) bool {
	for i := 0; i < len(line); i++ {
		if line[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
