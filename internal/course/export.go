package course

import (
	"archive/tar"
	"compress/gzip"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"path"
	"sort"
	"strings"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// exportTables are the tables of a course, in the order an import inserts
// them; the last three hang off submissions by its id.
var exportTables = []string{"courses", "assignments", "versions", "extensions", "events", "returns", "submissions", "grades", "adjustments"}

type dump struct {
	Format int                         `json:"format"`
	Tables map[string][]map[string]any `json:"tables"`
}

func (s *Store) tableRows(ctx context.Context, table, where string, args ...any) ([]map[string]any, error) {
	rows, err := s.db.QueryContext(ctx, "SELECT * FROM "+table+" WHERE "+where+" ORDER BY rowid", args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	cols, _ := rows.Columns()
	var out []map[string]any
	for rows.Next() {
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		if err := rows.Scan(ptrs...); err != nil {
			return nil, err
		}
		m := map[string]any{}
		for i, c := range cols {
			m[c] = vals[i]
		}
		out = append(out, m)
	}
	return out, rows.Err()
}

// Export writes a whole course as a gzipped tar: course.json (every row of
// the course) and blobs/HASH (every file its assignments and submissions
// hold), for backups and moving servers (Import reads it).
func (s *Store) Export(ctx context.Context, course string, w io.Writer) error {
	if _, err := s.Course(ctx, course); err != nil {
		return err
	}
	d := dump{Format: 1, Tables: map[string][]map[string]any{}}
	for _, t := range exportTables {
		var where string
		switch t {
		case "courses":
			where = "id = ?"
		case "grades", "adjustments":
			where = "submission IN (SELECT id FROM submissions WHERE course = ?)"
		default:
			where = "course = ?"
		}
		rows, err := s.tableRows(ctx, t, where, course)
		if err != nil {
			return err
		}
		d.Tables[t] = rows
	}
	blobs := map[string]bool{}
	for _, v := range d.Tables["versions"] {
		for _, col := range []string{"tree", "release"} {
			var m map[string]string
			json.Unmarshal([]byte(fmt.Sprint(v[col])), &m)
			for _, h := range m {
				blobs[h] = true
			}
		}
	}
	for _, v := range d.Tables["submissions"] {
		var m map[string]string
		json.Unmarshal([]byte(fmt.Sprint(v["files"])), &m)
		for _, h := range m {
			blobs[h] = true
		}
	}
	gz := gzip.NewWriter(w)
	tw := tar.NewWriter(gz)
	body, err := json.Marshal(d)
	if err != nil {
		return err
	}
	if err := writeTar(tw, "course.json", body); err != nil {
		return err
	}
	names := make([]string, 0, len(blobs))
	for h := range blobs {
		names = append(names, h)
	}
	sort.Strings(names)
	for _, h := range names {
		data, err := s.Blobs.Get(h)
		if err != nil {
			return err
		}
		if err := writeTar(tw, "blobs/"+h, data); err != nil {
			return err
		}
	}
	if err := tw.Close(); err != nil {
		return err
	}
	return gz.Close()
}

func writeTar(tw *tar.Writer, name string, data []byte) error {
	if err := tw.WriteHeader(&tar.Header{Name: name, Mode: 0o600, Size: int64(len(data)), Typeflag: tar.TypeReg}); err != nil {
		return err
	}
	_, err := tw.Write(data)
	return err
}

// Import reads a course written by Export into this store; the course
// must not exist here. Every file is checked against its hash.
func (s *Store) Import(ctx context.Context, r io.Reader) (string, error) {
	gz, err := gzip.NewReader(r)
	if err != nil {
		return "", lang.Errorf("not a course export: %v", err)
	}
	tr := tar.NewReader(gz)
	var d *dump
	for {
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return "", lang.Errorf("not a course export: %v", err)
		}
		data, err := io.ReadAll(io.LimitReader(tr, 256<<20))
		if err != nil {
			return "", err
		}
		switch {
		case h.Name == "course.json":
			d = &dump{}
			if err := json.Unmarshal(data, d); err != nil {
				return "", lang.Errorf("not a course export: %v", err)
			}
		case strings.HasPrefix(h.Name, "blobs/"):
			want := path.Base(h.Name)
			got, err := s.Blobs.Put(data)
			if err != nil {
				return "", err
			}
			if got != want {
				return "", lang.Errorf("the export's file %[1]s is damaged (its content hashes to %[2]s)", want, got)
			}
		}
	}
	if d == nil || d.Format != 1 || len(d.Tables["courses"]) != 1 {
		return "", lang.Errorf("not a course export: no course.json")
	}
	course := fmt.Sprint(d.Tables["courses"][0]["id"])
	if err := CheckID(course); err != nil {
		return "", err
	}
	if _, err := s.Course(ctx, course); err == nil {
		return "", fmt.Errorf("course %s: %w", course, ErrExists)
	}
	err = s.tx(ctx, func(tx *sql.Tx) error {
		subIDs := map[string]any{}
		for _, t := range exportTables {
			known, err := tableColumns(tx, t)
			if err != nil {
				return err
			}
			for _, row := range d.Tables[t] {
				if err := checkImportRow(t, row, course, known); err != nil {
					return err
				}
				cols, vals := []string{}, []any{}
				oldID := fmt.Sprint(row["id"])
				for c, v := range row {
					if c == "id" && t != "courses" && t != "assignments" {
						continue // new row ids here
					}
					if c == "submission" {
						v = subIDs[fmt.Sprint(v)]
					}
					cols = append(cols, c)
					vals = append(vals, v)
				}
				q := "INSERT INTO " + t + "(" + strings.Join(cols, ", ") + ") VALUES(" + strings.TrimSuffix(strings.Repeat("?, ", len(cols)), ", ") + ")"
				res, err := tx.Exec(q, vals...)
				if err != nil {
					return fmt.Errorf("%s: %w", t, err)
				}
				if t == "submissions" {
					id, _ := res.LastInsertId()
					subIDs[oldID] = id
				}
			}
		}
		return nil
	})
	return course, err
}

// tableColumns lists the columns of one of the store's tables.
func tableColumns(tx *sql.Tx, table string) (map[string]bool, error) {
	rows, err := tx.Query("SELECT name FROM pragma_table_info(?)", table)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	cols := map[string]bool{}
	for rows.Next() {
		var c string
		if err := rows.Scan(&c); err != nil {
			return nil, err
		}
		cols[c] = true
	}
	return cols, rows.Err()
}

// checkImportRow refuses a row of an export that does not belong in the
// course being imported: a column the table lacks (its name would be part
// of the statement), a row of another course, or an assignment whose name
// could not have been made here.
func checkImportRow(table string, row map[string]any, course string, known map[string]bool) error {
	for c := range row {
		if !known[c] {
			return lang.Errorf("not a course export: its %[1]s has a column %[2]q this server does not know", table, c)
		}
	}
	col := "course"
	if table == "courses" {
		col = "id"
	}
	if v, ok := row[col]; known[col] && (!ok || fmt.Sprint(v) != course) {
		return lang.Errorf("not a course export: its %[1]s holds a row of another course (%[2]q)", table, fmt.Sprint(v))
	}
	if id, ok := map[string]string{"assignments": "id", "versions": "assignment"}[table]; ok {
		return CheckID(fmt.Sprint(row[id]))
	}
	return nil
}
