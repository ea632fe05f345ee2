package store

import "fmt"

// rows is what database/sql's result set and pgx's have in common: each
// backend's queries read their rows through collect.
type rows interface {
	Next() bool
	Scan(dest ...any) error
	Err() error
}

// collect reads every row with scan (given the row's Scan); what names
// the query in errors.
func collect[T any](rs rows, what string, scan func(scan func(...any) error) (T, error)) ([]T, error) {
	var out []T
	for rs.Next() {
		v, err := scan(rs.Scan)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	if err := rs.Err(); err != nil {
		return nil, fmt.Errorf("store: %s: %w", what, err)
	}
	return out, nil
}
