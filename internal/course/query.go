package course

import (
	"context"
	"database/sql"
)

// rowScanner is a row of a query: *sql.Row or *sql.Rows.
type rowScanner = interface{ Scan(...any) error }

// queryAll runs a query and returns its rows, in order, each read by scan.
func queryAll[T any](ctx context.Context, db *sql.DB, scan func(rowScanner) (T, error), query string, args ...any) ([]T, error) {
	rows, err := db.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []T
	for rows.Next() {
		v, err := scan(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, rows.Err()
}

// execCount runs one statement in a transaction of its own and returns
// how many rows it changed.
func (s *Store) execCount(ctx context.Context, query string, args ...any) (int, error) {
	n := 0
	err := s.tx(ctx, func(tx *sql.Tx) error {
		res, err := tx.Exec(query, args...)
		if err != nil {
			return err
		}
		k, _ := res.RowsAffected()
		n = int(k)
		return nil
	})
	return n, err
}
