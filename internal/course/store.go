package course

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	_ "modernc.org/sqlite" // the pure-Go SQLite driver, "sqlite"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// Store is a course server's state: a SQLite database (course.db, in WAL
// mode, every change in a transaction, its schema version in user_version)
// and the blobs folder holding every stored file by content hash. Rows are
// only ever added: a new submission, grade, adjustment, return or version
// of an assignment is a new row, so nothing a student handed in or a
// teacher decided is overwritten.
type Store struct {
	db    *sql.DB
	Blobs Blobs
	dir   string
}

// schema holds the migrations; user_version is how many have run.
var schema = []string{`
CREATE TABLE courses(id TEXT PRIMARY KEY, title TEXT NOT NULL, created TEXT NOT NULL);
CREATE TABLE assignments(
	course TEXT NOT NULL REFERENCES courses(id), id TEXT NOT NULL, title TEXT NOT NULL,
	version INTEGER NOT NULL, released TEXT NOT NULL DEFAULT '', due TEXT NOT NULL DEFAULT '',
	hard_close TEXT NOT NULL DEFAULT '', penalty REAL NOT NULL DEFAULT 0, autograde INTEGER NOT NULL DEFAULT 0,
	PRIMARY KEY(course, id));
CREATE TABLE versions(
	course TEXT NOT NULL, assignment TEXT NOT NULL, version INTEGER NOT NULL,
	max_score REAL NOT NULL, tree TEXT NOT NULL, release TEXT NOT NULL, added TEXT NOT NULL, by TEXT NOT NULL,
	PRIMARY KEY(course, assignment, version));
CREATE TABLE extensions(
	id INTEGER PRIMARY KEY, course TEXT NOT NULL, assignment TEXT NOT NULL, student TEXT NOT NULL,
	due TEXT NOT NULL, at TEXT NOT NULL, by TEXT NOT NULL);
CREATE TABLE events(
	id INTEGER PRIMARY KEY, course TEXT NOT NULL, assignment TEXT NOT NULL, student TEXT NOT NULL,
	kind TEXT NOT NULL, at TEXT NOT NULL, detail TEXT NOT NULL DEFAULT '');
CREATE TABLE submissions(
	id INTEGER PRIMARY KEY, course TEXT NOT NULL, assignment TEXT NOT NULL, student TEXT NOT NULL,
	attempt INTEGER NOT NULL, at TEXT NOT NULL, hash TEXT NOT NULL, files TEXT NOT NULL, size INTEGER NOT NULL,
	late_seconds INTEGER NOT NULL, penalty REAL NOT NULL,
	UNIQUE(course, assignment, student, attempt));
CREATE TABLE grades(
	id INTEGER PRIMARY KEY, submission INTEGER NOT NULL REFERENCES submissions(id), status TEXT NOT NULL,
	score REAL NOT NULL DEFAULT 0, max REAL NOT NULL DEFAULT 0, result TEXT NOT NULL DEFAULT '',
	error TEXT NOT NULL DEFAULT '', queued TEXT NOT NULL, finished TEXT NOT NULL DEFAULT '');
CREATE INDEX grades_status ON grades(status, id);
CREATE TABLE adjustments(
	id INTEGER PRIMARY KEY, submission INTEGER NOT NULL REFERENCES submissions(id), points REAL NOT NULL,
	comment TEXT NOT NULL, by TEXT NOT NULL, at TEXT NOT NULL);
CREATE TABLE returns(
	id INTEGER PRIMARY KEY, course TEXT NOT NULL, assignment TEXT NOT NULL, student TEXT NOT NULL,
	at TEXT NOT NULL, by TEXT NOT NULL);
`}

// Open opens (creating and migrating when needed) the store in dir.
func Open(dir string) (*Store, error) {
	if err := os.MkdirAll(filepath.Join(dir, "work"), 0o700); err != nil {
		return nil, err
	}
	q := url.Values{}
	for _, p := range []string{"journal_mode(WAL)", "synchronous(FULL)", "busy_timeout(30000)", "foreign_keys(1)"} {
		q.Add("_pragma", p)
	}
	q.Set("_txlock", "immediate")
	db, err := sql.Open("sqlite", "file:"+filepath.Join(dir, "course.db")+"?"+q.Encode())
	if err != nil {
		return nil, err
	}
	s := &Store{db: db, Blobs: Blobs{dir: filepath.Join(dir, "blobs")}, dir: dir}
	if err := s.migrate(); err != nil {
		db.Close()
		return nil, err
	}
	return s, nil
}

// Close closes the database.
func (s *Store) Close() error { return s.db.Close() }

// Dir is the store's folder.
func (s *Store) Dir() string { return s.dir }

// SchemaVersion is the number of migrations the database has had.
func (s *Store) SchemaVersion() (int, error) {
	var v int
	err := s.db.QueryRow("PRAGMA user_version").Scan(&v)
	return v, err
}

func (s *Store) migrate() error {
	v, err := s.SchemaVersion()
	if err != nil {
		return err
	}
	if v > len(schema) {
		return lang.Errorf("the course database has schema version %[1]d; this sudokit knows up to %[2]d", v, len(schema))
	}
	for ; v < len(schema); v++ {
		err := s.tx(context.Background(), func(tx *sql.Tx) error {
			if _, err := tx.Exec(schema[v]); err != nil {
				return err
			}
			_, err := tx.Exec(fmt.Sprintf("PRAGMA user_version = %d", v+1))
			return err
		})
		if err != nil {
			return fmt.Errorf("migration %d: %w", v+1, err)
		}
	}
	return nil
}

// tx runs f in a write transaction, committed (and synced) when f returns nil.
func (s *Store) tx(ctx context.Context, f func(*sql.Tx) error) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	if err := f(tx); err != nil {
		tx.Rollback()
		return err
	}
	return tx.Commit()
}

func ts(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.UTC().Format(time.RFC3339Nano)
}

func parseTS(s string) time.Time {
	if s == "" {
		return time.Time{}
	}
	t, _ := time.Parse(time.RFC3339Nano, s)
	return t
}

// Errors the store returns; handlers map them to HTTP statuses.
var (
	ErrNotFound = errors.New("not found")
	ErrExists   = errors.New("already exists")
)

// Course is one course of the server.
type Course struct {
	ID, Title string
	Created   time.Time
}

// CheckID reports whether id can name a course or an assignment: 1 to 40
// lowercase letters, digits, '-' or '_', starting with a letter or digit.
func CheckID(id string) error {
	if id == "" || len(id) > 40 {
		return lang.Errorf("%q is not a valid name: use 1 to 40 lowercase letters, digits, '-' or '_'", id)
	}
	for i, r := range id {
		ok := r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || i > 0 && (r == '-' || r == '_')
		if !ok {
			return lang.Errorf("%q is not a valid name: use 1 to 40 lowercase letters, digits, '-' or '_'", id)
		}
	}
	return nil
}

// CreateCourse adds a course.
func (s *Store) CreateCourse(ctx context.Context, id, title string) error {
	if err := CheckID(id); err != nil {
		return err
	}
	if title == "" {
		title = id
	}
	return s.tx(ctx, func(tx *sql.Tx) error {
		var n int
		tx.QueryRow("SELECT count(*) FROM courses WHERE id = ?", id).Scan(&n)
		if n > 0 {
			return fmt.Errorf("course %s: %w", id, ErrExists)
		}
		_, err := tx.Exec("INSERT INTO courses(id, title, created) VALUES(?, ?, ?)", id, title, ts(time.Now()))
		return err
	})
}

// Courses lists the courses in id order.
func (s *Store) Courses(ctx context.Context) ([]Course, error) {
	return queryAll(ctx, s.db, func(r rowScanner) (c Course, err error) {
		var created string
		err = r.Scan(&c.ID, &c.Title, &created)
		c.Created = parseTS(created)
		return c, err
	}, "SELECT id, title, created FROM courses ORDER BY id")
}

// Course returns one course.
func (s *Store) Course(ctx context.Context, id string) (Course, error) {
	var c Course
	var created string
	err := s.db.QueryRowContext(ctx, "SELECT id, title, created FROM courses WHERE id = ?", id).Scan(&c.ID, &c.Title, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return c, fmt.Errorf("course %s: %w", id, ErrNotFound)
	}
	c.Created = parseTS(created)
	return c, err
}

// Assignment is an assignment of a course: its current version and its
// release settings.
type Assignment struct {
	Course, ID, Title string
	Version           int
	MaxScore          float64
	// Tree is the authored folder (path → blob), Release the files a
	// student fetches (path → blob): no hidden test, no solution.
	Tree, Release map[string]string
	Added         time.Time
	// Released is when it was released (zero: not yet; students do not
	// see it). Due and Close (the hard close: no submission after it) may
	// be zero.
	Released, Due, Close time.Time
	// Penalty is the fraction of the score taken off per started day late.
	Penalty float64
	// Autograde queues every submission for grading as it arrives.
	Autograde bool
}

// AddAssignment stores a new version of an assignment (its authored
// folder and its release, already checked). The release settings of an
// existing assignment are kept.
func (s *Store) AddAssignment(ctx context.Context, course, id, title string, max float64, tree, release map[string]string, by string) (int, error) {
	if err := CheckID(id); err != nil {
		return 0, err
	}
	treeJSON, _ := json.Marshal(tree)
	relJSON, _ := json.Marshal(release)
	var version int
	err := s.tx(ctx, func(tx *sql.Tx) error {
		var n int
		tx.QueryRow("SELECT count(*) FROM courses WHERE id = ?", course).Scan(&n)
		if n == 0 {
			return fmt.Errorf("course %s: %w", course, ErrNotFound)
		}
		tx.QueryRow("SELECT coalesce(max(version), 0) FROM versions WHERE course = ? AND assignment = ?", course, id).Scan(&version)
		version++
		if _, err := tx.Exec("INSERT INTO versions(course, assignment, version, max_score, tree, release, added, by) VALUES(?,?,?,?,?,?,?,?)",
			course, id, version, max, string(treeJSON), string(relJSON), ts(time.Now()), by); err != nil {
			return err
		}
		_, err := tx.Exec(`INSERT INTO assignments(course, id, title, version) VALUES(?,?,?,?)
			ON CONFLICT(course, id) DO UPDATE SET title = excluded.title, version = excluded.version`, course, id, title, version)
		return err
	})
	return version, err
}

const assignmentCols = `a.course, a.id, a.title, a.version, v.max_score, v.tree, v.release, v.added, a.released, a.due, a.hard_close, a.penalty, a.autograde`

func scanAssignment(sc rowScanner) (Assignment, error) {
	var a Assignment
	var tree, rel, added, released, due, cl string
	err := sc.Scan(&a.Course, &a.ID, &a.Title, &a.Version, &a.MaxScore, &tree, &rel, &added, &released, &due, &cl, &a.Penalty, &a.Autograde)
	if err != nil {
		return a, err
	}
	json.Unmarshal([]byte(tree), &a.Tree)
	json.Unmarshal([]byte(rel), &a.Release)
	a.Added, a.Released, a.Due, a.Close = parseTS(added), parseTS(released), parseTS(due), parseTS(cl)
	return a, nil
}

// Assignments lists a course's assignments in id order.
func (s *Store) Assignments(ctx context.Context, course string) ([]Assignment, error) {
	return queryAll(ctx, s.db, scanAssignment, `SELECT `+assignmentCols+` FROM assignments a
		JOIN versions v ON v.course = a.course AND v.assignment = a.id AND v.version = a.version
		WHERE a.course = ? ORDER BY a.id`, course)
}

// Assignment returns one assignment.
func (s *Store) Assignment(ctx context.Context, course, id string) (Assignment, error) {
	a, err := scanAssignment(s.db.QueryRowContext(ctx, `SELECT `+assignmentCols+` FROM assignments a
		JOIN versions v ON v.course = a.course AND v.assignment = a.id AND v.version = a.version
		WHERE a.course = ? AND a.id = ?`, course, id))
	if errors.Is(err, sql.ErrNoRows) {
		return a, fmt.Errorf("assignment %s/%s: %w", course, id, ErrNotFound)
	}
	return a, err
}

// ReleaseSettings are what releasing an assignment sets.
type ReleaseSettings struct {
	Due, Close time.Time
	Penalty    float64 // per started day late, 0 to 1
	Autograde  bool
}

// Release makes an assignment visible to the course's students with the
// settings (releasing again changes them).
func (s *Store) Release(ctx context.Context, course, id string, rs ReleaseSettings) error {
	if rs.Penalty < 0 || rs.Penalty > 1 {
		return lang.Errorf("the late penalty must be between 0%% and 100%% a day")
	}
	if !rs.Close.IsZero() && !rs.Due.IsZero() && rs.Close.Before(rs.Due) {
		return lang.Errorf("the hard close is before the due date")
	}
	return s.tx(ctx, func(tx *sql.Tx) error {
		res, err := tx.Exec(`UPDATE assignments SET released = CASE released WHEN '' THEN ? ELSE released END,
			due = ?, hard_close = ?, penalty = ?, autograde = ? WHERE course = ? AND id = ?`,
			ts(time.Now()), ts(rs.Due), ts(rs.Close), rs.Penalty, rs.Autograde, course, id)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return fmt.Errorf("assignment %s/%s: %w", course, id, ErrNotFound)
		}
		return nil
	})
}

// Extend gives a student a due date of their own (and a hard close no
// earlier than it).
func (s *Store) Extend(ctx context.Context, course, id, student string, due time.Time, by string) error {
	if _, err := s.Assignment(ctx, course, id); err != nil {
		return err
	}
	return s.tx(ctx, func(tx *sql.Tx) error {
		_, err := tx.Exec("INSERT INTO extensions(course, assignment, student, due, at, by) VALUES(?,?,?,?,?,?)",
			course, id, student, ts(due), ts(time.Now()), by)
		return err
	})
}

// Extension is a student's own due date (zero: none). The newest counts.
func (s *Store) Extension(ctx context.Context, course, id, student string) (time.Time, error) {
	var due string
	err := s.db.QueryRowContext(ctx, "SELECT due FROM extensions WHERE course = ? AND assignment = ? AND student = ? ORDER BY id DESC LIMIT 1",
		course, id, student).Scan(&due)
	if errors.Is(err, sql.ErrNoRows) {
		return time.Time{}, nil
	}
	return parseTS(due), err
}

// Record logs that a student fetched or checked an assignment.
func (s *Store) Record(ctx context.Context, course, id, student, kind, detail string) error {
	return s.tx(ctx, func(tx *sql.Tx) error {
		_, err := tx.Exec("INSERT INTO events(course, assignment, student, kind, at, detail) VALUES(?,?,?,?,?,?)",
			course, id, student, kind, ts(time.Now()), detail)
		return err
	})
}

// Event is a fetch or a check.
type Event struct {
	Student, Kind, Detail string
	At                    time.Time
}

// Events lists an assignment's events (of one student when student is not
// empty), oldest first.
func (s *Store) Events(ctx context.Context, course, id, student string) ([]Event, error) {
	return queryAll(ctx, s.db, func(r rowScanner) (e Event, err error) {
		var at string
		err = r.Scan(&e.Student, &e.Kind, &at, &e.Detail)
		e.At = parseTS(at)
		return e, err
	}, "SELECT student, kind, at, detail FROM events WHERE course = ? AND assignment = ? AND (? = '' OR student = ?) ORDER BY id",
		course, id, student, student)
}

// Submission is one attempt of a student at an assignment.
type Submission struct {
	ID                          int64
	Course, Assignment, Student string
	Attempt                     int
	At                          time.Time
	Hash                        string            // of the manifest: the receipt
	Files                       map[string]string // name → blob
	Size                        int64
	Late                        time.Duration // 0: on time
	Penalty                     float64       // fraction taken off for lateness
}

// manifestHash names a set of files: the hash of their sorted names and hashes.
func manifestHash(files map[string]string) string {
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	var b strings.Builder
	for _, n := range names {
		fmt.Fprintf(&b, "%s %s\n", files[n], n)
	}
	return Hash([]byte(b.String()))
}

// ErrClosed is a submission after the hard close.
var ErrClosed = errors.New("closed")

// Submit stores a student's files (each blob synced first) and records the
// attempt in one committed transaction: when Submit returns without error
// the submission survives the process being killed.
func (s *Store) Submit(ctx context.Context, course, id, student string, files map[string][]byte, now time.Time) (Submission, error) {
	sub := Submission{Course: course, Assignment: id, Student: student, At: now, Files: map[string]string{}}
	for name, data := range files {
		h, err := s.Blobs.Put(data)
		if err != nil {
			return sub, err
		}
		sub.Files[name] = h
		sub.Size += int64(len(data))
	}
	sub.Hash = manifestHash(sub.Files)
	filesJSON, _ := json.Marshal(sub.Files)
	err := s.tx(ctx, func(tx *sql.Tx) error {
		a, err := scanAssignment(tx.QueryRow(`SELECT `+assignmentCols+` FROM assignments a
			JOIN versions v ON v.course = a.course AND v.assignment = a.id AND v.version = a.version
			WHERE a.course = ? AND a.id = ?`, course, id))
		if err != nil || a.Released.IsZero() {
			return fmt.Errorf("assignment %s/%s: %w", course, id, ErrNotFound)
		}
		var ext string
		err = tx.QueryRow("SELECT due FROM extensions WHERE course = ? AND assignment = ? AND student = ? ORDER BY id DESC LIMIT 1", course, id, student).Scan(&ext)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return err // not as if there were no extension: that could refuse or mark late
		}
		due, closes := Deadlines(a, parseTS(ext))
		if !closes.IsZero() && now.After(closes) {
			return ErrClosed
		}
		sub.Late, sub.Penalty = Lateness(due, now, a.Penalty)
		if err := tx.QueryRow("SELECT coalesce(max(attempt), 0) + 1 FROM submissions WHERE course = ? AND assignment = ? AND student = ?", course, id, student).Scan(&sub.Attempt); err != nil {
			return err
		}
		res, err := tx.Exec(`INSERT INTO submissions(course, assignment, student, attempt, at, hash, files, size, late_seconds, penalty)
			VALUES(?,?,?,?,?,?,?,?,?,?)`, course, id, student, sub.Attempt, ts(now), sub.Hash, string(filesJSON), sub.Size, int64(sub.Late/time.Second), sub.Penalty)
		if err != nil {
			return err
		}
		sub.ID, _ = res.LastInsertId()
		if a.Autograde {
			_, err = tx.Exec("INSERT INTO grades(submission, status, queued) VALUES(?, 'queued', ?)", sub.ID, ts(now))
		}
		return err
	})
	return sub, err
}

const submissionCols = `id, course, assignment, student, attempt, at, hash, files, size, late_seconds, penalty`

func scanSubmission(sc rowScanner) (Submission, error) {
	var sub Submission
	var at, files string
	var late int64
	err := sc.Scan(&sub.ID, &sub.Course, &sub.Assignment, &sub.Student, &sub.Attempt, &at, &sub.Hash, &files, &sub.Size, &late, &sub.Penalty)
	if err != nil {
		return sub, err
	}
	sub.At = parseTS(at)
	sub.Late = time.Duration(late) * time.Second
	json.Unmarshal([]byte(files), &sub.Files)
	return sub, nil
}

// Submissions lists an assignment's submissions (one student's when
// student is not empty), by student then attempt.
func (s *Store) Submissions(ctx context.Context, course, id, student string) ([]Submission, error) {
	return queryAll(ctx, s.db, scanSubmission, `SELECT `+submissionCols+` FROM submissions
		WHERE course = ? AND (? = '' OR assignment = ?) AND (? = '' OR student = ?) ORDER BY assignment, student, attempt`,
		course, id, id, student, student)
}

// SubmissionByID returns one submission.
func (s *Store) SubmissionByID(ctx context.Context, id int64) (Submission, error) {
	sub, err := scanSubmission(s.db.QueryRowContext(ctx, `SELECT `+submissionCols+` FROM submissions WHERE id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return sub, fmt.Errorf("submission %d: %w", id, ErrNotFound)
	}
	return sub, err
}

// CountSubmissions is the number of submissions in the store.
func (s *Store) CountSubmissions(ctx context.Context) (int, error) {
	var n int
	err := s.db.QueryRowContext(ctx, "SELECT count(*) FROM submissions").Scan(&n)
	return n, err
}
