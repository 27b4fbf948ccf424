package course

import (
	"encoding/json"
	"net/http"
	"path"
	"strings"
	"time"
)

// Receipt is what a submission through the API answers.
type Receipt struct {
	ID      int64     `json:"id"`
	Attempt int       `json:"attempt"`
	At      time.Time `json:"at"`
	Hash    string    `json:"hash"`
	Late    float64   `json:"late_seconds"`
	Penalty float64   `json:"penalty"`
}

func receiptOf(sub Submission) Receipt {
	return Receipt{ID: sub.ID, Attempt: sub.Attempt, At: sub.At, Hash: sub.Hash, Late: sub.Late.Seconds(), Penalty: sub.Penalty}
}

// apiSubmit takes a submission whose files come in the request, from a
// script or a command line client with the student's own hub token:
// {"files": {"name.go": "source"}}.
func (s *Server) apiSubmit(q *req) error {
	a, err := s.released(q)
	if err != nil {
		return err
	}
	var body struct {
		Files map[string]string `json:"files"`
	}
	if err := json.NewDecoder(q.r.Body).Decode(&body); err != nil {
		return fail(http.StatusBadRequest, q.T("the request is not a JSON object with files: %v", err))
	}
	if len(body.Files) == 0 {
		return fail(http.StatusBadRequest, q.T("the submission holds no file"))
	}
	if len(body.Files) > s.Limits.MaxFiles {
		return fail(http.StatusRequestEntityTooLarge, q.T("too many files to submit: %[1]d, at most %[2]d", len(body.Files), s.Limits.MaxFiles))
	}
	files := map[string][]byte{}
	var total int64
	for n, text := range body.Files {
		if !submittable(n) {
			return fail(http.StatusBadRequest, q.T("%q: only Go files (not tests) and notebooks, without folders, can be submitted", n))
		}
		total += int64(len(text))
		if total > s.Limits.MaxBytes {
			return s.tooLarge(q)
		}
		files[n] = []byte(text)
	}
	sub, err := s.submit(q, a, files)
	if err != nil {
		return err
	}
	writeJSON(q.w, http.StatusCreated, receiptOf(sub))
	return nil
}

// tooLarge is the error of a submission over Limits.MaxBytes.
func (s *Server) tooLarge(q *req) error {
	return fail(http.StatusRequestEntityTooLarge, q.T("the submission is too large: more than %d bytes", s.Limits.MaxBytes))
}

// submittable reports whether a file of that name may be part of a
// submission: a Go file (not a test) or a notebook, in the assignment's
// folder itself (no path), not hidden.
func submittable(name string) bool {
	return name == path.Base(name) && !strings.HasPrefix(name, ".") &&
		(strings.HasSuffix(name, ".go") && !strings.HasSuffix(name, "_test.go") || strings.HasSuffix(name, ".ipynb"))
}

type apiAssignment struct {
	ID       string    `json:"id"`
	Title    string    `json:"title"`
	Due      time.Time `json:"due,omitzero"`
	Close    time.Time `json:"close,omitzero"`
	Attempts int       `json:"attempts"`
	Returned bool      `json:"returned"`
	Score    *float64  `json:"score,omitempty"`
	Max      float64   `json:"max"`
}

func (s *Server) apiAssignments(q *req) error {
	all, err := s.Store.Assignments(q.r.Context(), q.r.PathValue("course"))
	if err != nil {
		return err
	}
	sts, err := s.releasedStatus(q, all)
	if err != nil {
		return err
	}
	out := []apiAssignment{}
	for _, st := range sts {
		a := st.Assignment
		row := apiAssignment{ID: a.ID, Title: a.Title, Due: st.Due, Close: st.Close, Attempts: st.Attempts(), Max: a.MaxScore, Returned: st.FeedbackReturned()}
		if row.Returned {
			row.Score = &st.Final
		}
		out = append(out, row)
	}
	writeJSON(q.w, http.StatusOK, out)
	return nil
}

type apiSubmission struct {
	Receipt
	Status string   `json:"status,omitempty"`
	Score  *float64 `json:"score,omitempty"`
	Error  string   `json:"error,omitempty"`
}

// apiSubmissions lists a student's submissions: their own, or any
// student's for a teacher. A grade's score and failure show to a teacher;
// a grade's status and score to the student once a return came after it.
func (s *Server) apiSubmissions(q *req) error {
	st, err := s.studentStatus(q)
	if err != nil {
		return err
	}
	ctx := q.r.Context()
	out := []apiSubmission{}
	for _, sub := range st.Submissions {
		row := apiSubmission{Receipt: receiptOf(sub)}
		if q.role == TeacherRole || !st.Returned.IsZero() {
			g, ok, err := s.Store.GradeOf(ctx, sub.ID)
			if err != nil {
				return err
			}
			if ok && (q.role == TeacherRole || returnedAfter(st.Returned, &g)) {
				row.Status = g.Status
				if g.Status == Done {
					v := g.Score
					row.Score = &v
				}
				if q.role == TeacherRole {
					row.Error = g.Error
				}
			}
		}
		out = append(out, row)
	}
	writeJSON(q.w, http.StatusOK, out)
	return nil
}

func (s *Server) apiQueue(q *req) error {
	if q.role != TeacherRole {
		return fail(http.StatusForbidden, q.T("only the course's teachers may open this page"))
	}
	counts, err := s.Store.CourseQueueCounts(q.r.Context(), q.r.PathValue("course"))
	if err != nil {
		return err
	}
	writeJSON(q.w, http.StatusOK, counts)
	return nil
}
