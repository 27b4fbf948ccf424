package course

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"time"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// Grade statuses.
const (
	Queued  = "queued"
	Running = "running"
	Done    = "done"
	Failed  = "failed"
)

// Result is what a grade keeps of the grader's report.
type Result struct {
	Tests      []TestScore `json:"tests"`
	CompileErr string      `json:"compile_error,omitempty"`
	// Feedback is the student's Markdown feedback (hidden tests only as a
	// total), Instructor the teacher's (everything).
	Feedback   string `json:"feedback"`
	Instructor string `json:"instructor"`
}

// TestScore is one test's points in a grade.
type TestScore struct {
	Name       string  `json:"name"`
	Visibility string  `json:"visibility"`
	Points     float64 `json:"points"`
	Score      float64 `json:"score"`
}

// Grade is one grading of a submission. The newest grade of a submission
// is its grade.
type Grade struct {
	ID, Submission   int64
	Status           string
	Score, Max       float64
	Result           *Result
	Error            string
	Queued, Finished time.Time
}

// Enqueue queues the newest submission of each student of an assignment
// (of one student when student is not empty) for grading; submissions
// already queued or running are left. It returns how many were queued.
func (s *Store) Enqueue(ctx context.Context, course, id, student string) (int, error) {
	return s.execCount(ctx, `INSERT INTO grades(submission, status, queued)
		SELECT s.id, 'queued', ? FROM submissions s
		WHERE s.course = ? AND s.assignment = ? AND (? = '' OR s.student = ?)
		AND s.attempt = (SELECT max(attempt) FROM submissions t WHERE t.course = s.course AND t.assignment = s.assignment AND t.student = s.student)
		AND NOT EXISTS (SELECT 1 FROM grades g WHERE g.submission = s.id AND g.status IN ('queued', 'running'))`,
		ts(time.Now()), course, id, student, student)
}

// Requeue puts the grades left running by a stopped service back in the
// queue; a service calls it when it starts.
func (s *Store) Requeue(ctx context.Context) (int, error) {
	return s.execCount(ctx, "UPDATE grades SET status = 'queued' WHERE status = 'running'")
}

// Claim takes the oldest queued grade and marks it running; ok is false
// when the queue is empty.
func (s *Store) Claim(ctx context.Context) (g Grade, ok bool, err error) {
	err = s.tx(ctx, func(tx *sql.Tx) error {
		err := tx.QueryRow("SELECT id, submission FROM grades WHERE status = 'queued' ORDER BY id LIMIT 1").Scan(&g.ID, &g.Submission)
		if errors.Is(err, sql.ErrNoRows) {
			return nil
		}
		if err != nil {
			return err
		}
		ok = true
		_, err = tx.Exec("UPDATE grades SET status = 'running' WHERE id = ?", g.ID)
		return err
	})
	if err != nil { // not committed: the grade is still queued, not ours
		return Grade{}, false, err
	}
	g.Status = Running
	return g, ok, nil
}

// Finish records a grade's outcome: its result, or why grading failed.
func (s *Store) Finish(ctx context.Context, gradeID int64, score, max float64, res *Result, failure error) error {
	status, msg, body := Done, "", []byte{}
	if failure != nil {
		status, msg = Failed, failure.Error()
	}
	if res != nil {
		body, _ = json.Marshal(res)
	}
	return s.tx(ctx, func(tx *sql.Tx) error {
		_, err := tx.Exec("UPDATE grades SET status = ?, score = ?, max = ?, result = ?, error = ?, finished = ? WHERE id = ?",
			status, score, max, string(body), msg, ts(time.Now()), gradeID)
		return err
	})
}

// GradeOf returns the newest grade of a submission (ok false when none).
func (s *Store) GradeOf(ctx context.Context, submission int64) (g Grade, ok bool, err error) {
	var res, queued, finished string
	err = s.db.QueryRowContext(ctx, "SELECT id, submission, status, score, max, result, error, queued, finished FROM grades WHERE submission = ? ORDER BY id DESC LIMIT 1", submission).
		Scan(&g.ID, &g.Submission, &g.Status, &g.Score, &g.Max, &res, &g.Error, &queued, &finished)
	if errors.Is(err, sql.ErrNoRows) {
		return g, false, nil
	}
	if err != nil {
		return g, false, err
	}
	if res != "" {
		g.Result = &Result{}
		json.Unmarshal([]byte(res), g.Result)
	}
	g.Queued, g.Finished = parseTS(queued), parseTS(finished)
	return g, true, nil
}

// QueueCounts counts the grades of every course by status (each
// submission's newest grade).
func (s *Store) QueueCounts(ctx context.Context) (map[string]int, error) {
	return s.queueCounts(ctx, "")
}

// CourseQueueCounts counts the grades of one course's submissions by
// status: what its teachers see of the queue.
func (s *Store) CourseQueueCounts(ctx context.Context, course string) (map[string]int, error) {
	return s.queueCounts(ctx, course)
}

// queueCounts counts the grades of a course (every course when course is
// empty) by status.
func (s *Store) queueCounts(ctx context.Context, course string) (map[string]int, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT g.status, count(*) FROM grades g JOIN submissions s ON s.id = g.submission
		WHERE (? = '' OR s.course = ?) AND g.id = (SELECT max(id) FROM grades h WHERE h.submission = g.submission) GROUP BY g.status`, course, course)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]int{}
	for rows.Next() {
		var st string
		var n int
		if err := rows.Scan(&st, &n); err != nil {
			return nil, err
		}
		out[st] = n
	}
	return out, rows.Err()
}

// Adjustment is a teacher's change of a submission's score, with why.
type Adjustment struct {
	ID, Submission int64
	Points         float64
	Comment, By    string
	At             time.Time
}

// Adjust adds points (negative: takes them off) to a submission with a comment.
func (s *Store) Adjust(ctx context.Context, submission int64, points float64, comment, by string) error {
	if comment == "" {
		return lang.Errorf("an adjustment needs a comment saying why")
	}
	if _, err := s.SubmissionByID(ctx, submission); err != nil {
		return err
	}
	return s.tx(ctx, func(tx *sql.Tx) error {
		_, err := tx.Exec("INSERT INTO adjustments(submission, points, comment, by, at) VALUES(?,?,?,?,?)",
			submission, points, comment, by, ts(time.Now()))
		return err
	})
}

// Adjustments lists a submission's adjustments, oldest first.
func (s *Store) Adjustments(ctx context.Context, submission int64) ([]Adjustment, error) {
	return queryAll(ctx, s.db, func(r rowScanner) (a Adjustment, err error) {
		var at string
		err = r.Scan(&a.ID, &a.Submission, &a.Points, &a.Comment, &a.By, &at)
		a.At = parseTS(at)
		return a, err
	}, "SELECT id, submission, points, comment, by, at FROM adjustments WHERE submission = ? ORDER BY id", submission)
}

// ReturnFeedback makes the graded feedback of an assignment visible to
// its students (one student's when student is not empty). It returns how
// many students' feedback was returned: those whose newest submission is
// graded.
func (s *Store) ReturnFeedback(ctx context.Context, course, id, student, by string) (int, error) {
	subs, err := s.Submissions(ctx, course, id, student)
	if err != nil {
		return 0, err
	}
	var who []string
	for _, sub := range latest(subs) {
		g, ok, err := s.GradeOf(ctx, sub.ID)
		if err != nil {
			return 0, err
		}
		if ok && g.Status == Done {
			who = append(who, sub.Student)
		}
	}
	if len(who) == 0 {
		return 0, nil
	}
	return len(who), s.tx(ctx, func(tx *sql.Tx) error {
		for _, st := range who {
			if _, err := tx.Exec("INSERT INTO returns(course, assignment, student, at, by) VALUES(?,?,?,?,?)", course, id, st, ts(time.Now()), by); err != nil {
				return err
			}
		}
		return nil
	})
}

// Returned is when an assignment's feedback was last returned to a student
// (zero: never).
func (s *Store) Returned(ctx context.Context, course, id, student string) (time.Time, error) {
	var at string
	err := s.db.QueryRowContext(ctx, "SELECT at FROM returns WHERE course = ? AND assignment = ? AND student = ? ORDER BY id DESC LIMIT 1", course, id, student).Scan(&at)
	if errors.Is(err, sql.ErrNoRows) {
		return time.Time{}, nil
	}
	return parseTS(at), err
}

// latest keeps each student's newest submission (subs sorted by student,
// then attempt).
func latest(subs []Submission) []Submission {
	var out []Submission
	for i, s := range subs {
		if i+1 < len(subs) && subs[i+1].Student == s.Student && subs[i+1].Assignment == s.Assignment {
			continue
		}
		out = append(out, s)
	}
	return out
}
