package rules

// Size is a creature's size category. It decides the space a creature
// controls on the grid and, elsewhere, who can move through whom (seed 001,
// "Moving Around Other Creatures": only a creature two sizes larger or
// smaller) and who can shove or grapple whom (seed 000, "Shove").
type Size uint8

// The six sizes, smallest first, so that sizes compare with < and their
// difference counts "sizes larger".
const (
	Tiny Size = iota
	Small
	Medium
	Large
	Huge
	Gargantuan
)

var sizeNames = []string{"tiny", "small", "medium", "large", "huge", "gargantuan"}

// ParseSize reads a size name in any case: "Medium", "large".
func ParseSize(s string) (Size, error) {
	i, err := lookup("size", s, sizeNames)
	return Size(i), err
}

// String returns the lower-case name, "medium".
func (s Size) String() string { return nameOf("size", int(s), sizeNames) }

// MarshalText writes the name, for readable JSON.
func (s Size) MarshalText() ([]byte, error) {
	if s > Gargantuan {
		return nil, &NameError{Kind: "size", Name: s.String(), Valid: sizeNames}
	}
	return []byte(s.String()), nil
}

// UnmarshalText accepts what ParseSize accepts.
func (s *Size) UnmarshalText(text []byte) error {
	i, err := lookup("size", string(text), sizeNames)
	if err != nil {
		return err
	}
	*s = Size(i)
	return nil
}

// Squares is the side of the creature's space in 5-foot squares, by the
// SRD 5.1 "Creature Size" table (seed 003 cuts that section short): tiny
// 2½ ft, small and medium 5 ft, large 10 ft, huge 15 ft, gargantuan 20 ft
// or more. A tiny creature still occupies one square of a 5-foot grid
// (several can share it, which is the grid's business).
func (s Size) Squares() int {
	switch {
	case s <= Medium:
		return 1
	case s >= Gargantuan:
		return 4
	}
	return int(s) - 1
}
