package course

import (
	"context"
	"encoding/json"
	"time"
)

// checkRecord is a student's Check, kept as an event's detail.
type checkRecord struct {
	Score, Max float64
	Tests      []TestScore
	Feedback   string
	Error      string
}

// Status is one student's state in one assignment: what the student page
// and the teacher's table show.
type Status struct {
	Student       string
	Assignment    Assignment
	Due, Close    time.Time
	Extended      bool
	Fetched       time.Time // first fetch
	Fetches       int
	Submissions   []Submission
	LastCheck     *checkRecord
	CheckedAt     time.Time
	Latest        *Submission
	Grade         *Grade
	Adjustments   []Adjustment
	Adjust, Final float64
	Returned      time.Time
}

// Attempts is the number of submissions.
func (st *Status) Attempts() int { return len(st.Submissions) }

// Graded reports whether the latest submission has a finished grade.
func (st *Status) Graded() bool { return st.Grade != nil && st.Grade.Status == Done }

// FeedbackReturned reports whether the student may see the grade of their
// latest submission: it is graded and the teacher returned feedback after
// that grade was made. An attempt submitted after a return (or a regrade)
// stays the teacher's until the next return, so a student cannot resubmit
// after a return to learn how new code does on the hidden tests.
func (st *Status) FeedbackReturned() bool { return st.Graded() && returnedAfter(st.Returned, st.Grade) }

// returnedAfter reports whether a return at returned covers grade g: it
// came after g was finished.
func returnedAfter(returned time.Time, g *Grade) bool {
	return !returned.IsZero() && !returned.Before(g.Finished)
}

// StatusOf gathers a student's status in an assignment.
func (s *Store) StatusOf(ctx context.Context, a Assignment, student string) (*Status, error) {
	st := &Status{Student: student, Assignment: a}
	ext, err := s.Extension(ctx, a.Course, a.ID, student)
	if err != nil {
		return nil, err
	}
	st.Extended = !ext.IsZero()
	st.Due, st.Close = Deadlines(a, ext)
	evs, err := s.Events(ctx, a.Course, a.ID, student)
	if err != nil {
		return nil, err
	}
	for _, e := range evs {
		switch e.Kind {
		case "fetch":
			if st.Fetches == 0 {
				st.Fetched = e.At
			}
			st.Fetches++
		case "check":
			var c checkRecord
			if json.Unmarshal([]byte(e.Detail), &c) == nil {
				st.LastCheck, st.CheckedAt = &c, e.At
			}
		}
	}
	if st.Submissions, err = s.Submissions(ctx, a.Course, a.ID, student); err != nil {
		return nil, err
	}
	if n := len(st.Submissions); n > 0 {
		st.Latest = &st.Submissions[n-1]
		g, ok, err := s.GradeOf(ctx, st.Latest.ID)
		if err != nil {
			return nil, err
		}
		if ok {
			st.Grade = &g
		}
		if st.Adjustments, err = s.Adjustments(ctx, st.Latest.ID); err != nil {
			return nil, err
		}
		for _, adj := range st.Adjustments {
			st.Adjust += adj.Points
		}
		if st.Graded() {
			st.Final = Final(st.Grade.Score, st.Grade.Max, st.Latest.Penalty, st.Adjust)
		}
	}
	if st.Returned, err = s.Returned(ctx, a.Course, a.ID, student); err != nil {
		return nil, err
	}
	return st, nil
}

// Students of a course: the roster's, and everyone who fetched or submitted.
func (s *Server) students(ctx context.Context, course string) ([]string, error) {
	seen := map[string]bool{}
	var out []string
	add := func(n string) {
		if !seen[n] {
			seen[n] = true
			out = append(out, n)
		}
	}
	if s.Roster != nil {
		if names, err := s.Roster(ctx, StudentGroup(course)); err == nil {
			for _, n := range names {
				add(n)
			}
		} else {
			s.logf("course: roster of %s: %v", course, err)
		}
	}
	rows, err := s.Store.db.QueryContext(ctx, "SELECT DISTINCT student FROM events WHERE course = ? UNION SELECT DISTINCT student FROM submissions WHERE course = ?", course, course)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var n string
		if err := rows.Scan(&n); err != nil {
			return nil, err
		}
		add(n)
	}
	sortStrings(out)
	return out, rows.Err()
}
