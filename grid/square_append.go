package grid

// Append appends the square's name, as String gives it, to b: a command
// line written into a buffer names its squares without a string each
// (tactics writes one for every move it chooses).
func (s Square) Append(b []byte) []byte { return appendSquare(b, s) }
