package course

import (
	"context"
	"encoding/csv"
	"fmt"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/sudokit/sudokit/assignments"
	"github.com/sudokit/sudokit/internal/csvcell"
)

func (s *Server) teachPage(q *req) error {
	c, all, err := s.courseOf(q)
	if err != nil {
		return err
	}
	counts, err := s.Store.CourseQueueCounts(q.r.Context(), c.ID)
	if err != nil {
		return err
	}
	return s.render(q, "teach", map[string]any{"Course": c, "Assignments": all, "Queue": counts})
}

// treeCopy is what copyFromHome has copied so far, against the tree limits.
type treeCopy struct {
	files int
	bytes int64
}

// copyFromHome copies a folder of the teacher's home (through their own
// server) into dir, at most three levels deep and within the tree limits,
// counted over the whole tree (n: what the folders copied before hold).
func (s *Server) copyFromHome(ctx context.Context, q *req, from, dir string, depth int, n *treeCopy) error {
	u := q.user()
	entries, found, err := s.Files.List(ctx, u.Name, u.Token, from)
	if err != nil {
		return s.filesErr(q, err)
	}
	if !found {
		return fail(http.StatusNotFound, q.T("%s is not a folder in your home", from))
	}
	tooLarge := fail(http.StatusRequestEntityTooLarge, q.T("the assignment folder is too large: at most %[1]d files and %[2]d MiB", maxTreeFiles, maxTreeBytes>>20))
	for _, e := range entries {
		if strings.HasPrefix(e.Name, ".") || !filepath.IsLocal(e.Name) {
			continue
		}
		target := filepath.Join(dir, e.Name)
		if e.Type == "directory" {
			if depth >= 3 {
				continue
			}
			if err := os.MkdirAll(target, 0o700); err != nil {
				return err
			}
			if err := s.copyFromHome(ctx, q, from+"/"+e.Name, target, depth+1, n); err != nil {
				return err
			}
			continue
		}
		if n.files++; n.files > maxTreeFiles || n.bytes+e.Size > maxTreeBytes {
			return tooLarge
		}
		data, err := s.Files.Read(ctx, u.Name, u.Token, from+"/"+e.Name)
		if err != nil {
			return s.filesErr(q, err)
		}
		if n.bytes += int64(len(data)); n.bytes > maxTreeBytes {
			return tooLarge
		}
		if err := os.WriteFile(target, data, 0o600); err != nil {
			return err
		}
	}
	return nil
}

func (s *Server) addForm(q *req) error {
	ctx := q.r.Context()
	course := q.r.PathValue("course")
	from := path.Clean(strings.Trim(q.r.PostFormValue("folder"), "/ "))
	if from == "." || strings.HasPrefix(from, "..") {
		return fail(http.StatusBadRequest, q.T("name a folder in your home"))
	}
	work, err := os.MkdirTemp(filepath.Join(s.Store.Dir(), "work"), "add-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(work)
	dir := filepath.Join(work, path.Base(from))
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	if err := s.copyFromHome(ctx, q, from, dir, 0, &treeCopy{}); err != nil {
		return err
	}
	add := s.Add
	if add == nil {
		add = func(ctx context.Context, course, dir, by string) (string, int, error) {
			rep, v, err := AddFromDir(ctx, s.Store, course, dir, by)
			var out strings.Builder
			if rep != nil {
				for _, p := range rep.Problems {
					out.WriteString(p + "\n")
				}
			}
			return out.String(), v, err
		}
	}
	out, v, err := add(ctx, course, dir, q.user().Name)
	if err != nil {
		q.w.WriteHeader(http.StatusUnprocessableEntity)
		return s.render(q, "addfailed", map[string]any{"Course": course, "Folder": from, "Error": err.Error(), "Output": out})
	}
	return s.redirect(q, "c/"+course+"/teach/", q.T("Added %[1]s (version %[2]d): the check passed.", path.Base(from), v))
}

func (s *Server) teacherAssignment(q *req) (Assignment, error) {
	return s.Store.Assignment(q.r.Context(), q.r.PathValue("course"), q.r.PathValue("id"))
}

func (s *Server) assignmentPage(q *req) error {
	ctx := q.r.Context()
	a, err := s.teacherAssignment(q)
	if err != nil {
		return err
	}
	names, err := s.students(ctx, a.Course)
	if err != nil {
		return err
	}
	var rows []*Status
	for _, n := range names {
		st, err := s.Store.StatusOf(ctx, a, n)
		if err != nil {
			return err
		}
		rows = append(rows, st)
	}
	return s.render(q, "assignment", map[string]any{"A": a, "Rows": rows})
}

// ParseWhen reads a date from a form: "2006-01-02T15:04" (a browser's
// datetime-local), "2006-01-02 15:04", "2006-01-02" (end of that day) or
// RFC 3339, in the server's time zone; empty is none.
func ParseWhen(s string) (time.Time, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return time.Time{}, nil
	}
	if t, err := time.Parse(time.RFC3339, s); err == nil {
		return t, nil
	}
	for _, f := range []string{"2006-01-02T15:04", "2006-01-02T15:04:05", "2006-01-02 15:04", "2006-01-02 15:04:05"} {
		if t, err := time.ParseInLocation(f, s, time.Local); err == nil {
			return t, nil
		}
	}
	if t, err := time.ParseInLocation("2006-01-02", s, time.Local); err == nil {
		return t.Add(24*time.Hour - time.Second), nil
	}
	return time.Time{}, fmt.Errorf("%q", s)
}

func (s *Server) formTime(q *req, field string) (time.Time, error) {
	t, err := ParseWhen(q.r.PostFormValue(field))
	if err != nil {
		return t, fail(http.StatusBadRequest, q.T("%[1]s: not a date: %[2]v", field, err))
	}
	return t, nil
}

func (s *Server) releaseForm(q *req) error {
	a, err := s.teacherAssignment(q)
	if err != nil {
		return err
	}
	var rs ReleaseSettings
	if rs.Due, err = s.formTime(q, "due"); err != nil {
		return err
	}
	if rs.Close, err = s.formTime(q, "close"); err != nil {
		return err
	}
	if p := strings.TrimSuffix(strings.TrimSpace(q.r.PostFormValue("penalty")), "%"); p != "" {
		v, err := strconv.ParseFloat(p, 64)
		if err != nil {
			return fail(http.StatusBadRequest, q.T("penalty: %q is not a number", p))
		}
		rs.Penalty = v / 100
	}
	rs.Autograde = q.r.PostFormValue("autograde") != ""
	if err := s.Store.Release(q.r.Context(), a.Course, a.ID, rs); err != nil {
		return fail(http.StatusBadRequest, err.Error())
	}
	return s.redirect(q, "c/"+a.Course+"/teach/a/"+a.ID+"/", q.T("Released."))
}

func (s *Server) extendForm(q *req) error {
	a, err := s.teacherAssignment(q)
	if err != nil {
		return err
	}
	student := strings.TrimSpace(q.r.PostFormValue("student"))
	if CheckID(student) != nil && !validUser(student) {
		return fail(http.StatusBadRequest, q.T("no student named %q", student))
	}
	due, err := s.formTime(q, "due")
	if err != nil {
		return err
	}
	if due.IsZero() {
		return fail(http.StatusBadRequest, q.T("an extension needs a due date"))
	}
	if err := s.Store.Extend(q.r.Context(), a.Course, a.ID, student, due, q.user().Name); err != nil {
		return err
	}
	return s.redirect(q, "c/"+a.Course+"/teach/a/"+a.ID+"/", q.T("%[1]s may submit until %[2]s.", student, due.Format("2006-01-02 15:04")))
}

func validUser(s string) bool {
	if s == "" || len(s) > 64 {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("-_.@", r)) {
			return false
		}
	}
	return true
}

func (s *Server) autogradeForm(q *req) error {
	a, err := s.teacherAssignment(q)
	if err != nil {
		return err
	}
	n, err := s.Store.Enqueue(q.r.Context(), a.Course, a.ID, strings.TrimSpace(q.r.PostFormValue("student")))
	if err != nil {
		return err
	}
	s.Queue.Wake()
	return s.redirect(q, "c/"+a.Course+"/teach/a/"+a.ID+"/", q.T("%d submissions queued for grading.", n))
}

func (s *Server) returnForm(q *req) error {
	a, err := s.teacherAssignment(q)
	if err != nil {
		return err
	}
	n, err := s.Store.ReturnFeedback(q.r.Context(), a.Course, a.ID, strings.TrimSpace(q.r.PostFormValue("student")), q.user().Name)
	if err != nil {
		return err
	}
	return s.redirect(q, "c/"+a.Course+"/teach/a/"+a.ID+"/", q.T("Feedback returned to %d students.", n))
}

// teacherSubmission returns a submission of the path's course.
func (s *Server) teacherSubmission(q *req) (Submission, error) {
	id, err := parseInt64(q.r.PathValue("sub"))
	if err != nil {
		return Submission{}, err
	}
	sub, err := s.Store.SubmissionByID(q.r.Context(), id)
	if err != nil {
		return sub, err
	}
	if sub.Course != q.r.PathValue("course") { // a teacher of another course
		return sub, fail(http.StatusNotFound, q.T("not found"))
	}
	return sub, nil
}

type sourceFile struct {
	Name, Text string
}

func (s *Server) submissionPage(q *req) error {
	ctx := q.r.Context()
	sub, err := s.teacherSubmission(q)
	if err != nil {
		return err
	}
	a, err := s.Store.Assignment(ctx, sub.Course, sub.Assignment)
	if err != nil {
		return err
	}
	var files []sourceFile
	for _, n := range sortedKeys(sub.Files) {
		data, err := s.Store.Blobs.Get(sub.Files[n])
		if err != nil {
			return err
		}
		text := string(data)
		if strings.HasSuffix(n, ".ipynb") {
			if src, err := assignments.ExtractNotebook(data); err == nil {
				text = string(src)
			}
		}
		files = append(files, sourceFile{n, text})
	}
	g, graded, err := s.Store.GradeOf(ctx, sub.ID)
	if err != nil {
		return err
	}
	adjs, err := s.Store.Adjustments(ctx, sub.ID)
	if err != nil {
		return err
	}
	var adj float64
	for _, x := range adjs {
		adj += x.Points
	}
	data := map[string]any{"A": a, "Sub": sub, "Files": files, "Adjustments": adjs}
	if graded {
		data["Grade"] = g
		data["Final"] = Final(g.Score, g.Max, sub.Penalty, adj)
	}
	return s.render(q, "submission", data)
}

func (s *Server) adjustForm(q *req) error {
	sub, err := s.teacherSubmission(q)
	if err != nil {
		return err
	}
	pts, err := strconv.ParseFloat(strings.TrimSpace(q.r.PostFormValue("points")), 64)
	if err != nil {
		return fail(http.StatusBadRequest, q.T("points: not a number"))
	}
	comment := strings.TrimSpace(q.r.PostFormValue("comment"))
	if comment == "" {
		return fail(http.StatusBadRequest, q.T("an adjustment needs a comment saying why"))
	}
	if err := s.Store.Adjust(q.r.Context(), sub.ID, pts, comment, q.user().Name); err != nil {
		return err
	}
	return s.redirect(q, fmt.Sprintf("c/%s/teach/s/%d/", sub.Course, sub.ID), q.T("Adjusted by %+g.", pts))
}

// Gradebook is a course's final scores: a row per student, a column per
// released assignment.
type Gradebook struct {
	Assignments []Assignment
	Students    []string
	Scores      map[string][]*Status // by student, in the order of Assignments
}

// Total is a student's sum of final scores and of maxima.
func (gb *Gradebook) Total(student string) (score, max float64) {
	for i, st := range gb.Scores[student] {
		max += gb.Assignments[i].MaxScore
		if st.Graded() {
			score += st.Final
		}
	}
	return score, max
}

func (s *Server) gradebook(ctx context.Context, course string) (*Gradebook, error) {
	return BuildGradebook(ctx, s.Store, course, s.Roster)
}

// BuildGradebook gathers a course's gradebook; roster (may be nil) lists a
// hub group's members, so that students who never submitted are rows too.
func BuildGradebook(ctx context.Context, st *Store, course string, roster func(context.Context, string) ([]string, error)) (*Gradebook, error) {
	s := &Server{Store: st, Roster: roster}
	if _, err := st.Course(ctx, course); err != nil {
		return nil, err
	}
	all, err := s.Store.Assignments(ctx, course)
	if err != nil {
		return nil, err
	}
	gb := &Gradebook{Scores: map[string][]*Status{}}
	for _, a := range all {
		if !a.Released.IsZero() {
			gb.Assignments = append(gb.Assignments, a)
		}
	}
	if gb.Students, err = s.students(ctx, course); err != nil {
		return nil, err
	}
	for _, n := range gb.Students {
		for _, a := range gb.Assignments {
			st, err := s.Store.StatusOf(ctx, a, n)
			if err != nil {
				return nil, err
			}
			gb.Scores[n] = append(gb.Scores[n], st)
		}
	}
	return gb, nil
}

func (s *Server) gradebookPage(q *req) error {
	gb, err := s.gradebook(q.r.Context(), q.r.PathValue("course"))
	if err != nil {
		return err
	}
	return s.render(q, "gradebook", map[string]any{"Course": q.r.PathValue("course"), "GB": gb})
}

func (s *Server) gradebookCSV(q *req) error {
	gb, err := s.gradebook(q.r.Context(), q.r.PathValue("course"))
	if err != nil {
		return err
	}
	q.w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	q.w.Header().Set("Content-Disposition", `attachment; filename="`+q.r.PathValue("course")+`-gradebook.csv"`)
	return gb.WriteCSV(q.w)
}

// WriteCSV writes the gradebook: student, a column per assignment, total,
// max. A cell a spreadsheet would run as a formula is quoted with a
// leading apostrophe.
func (gb *Gradebook) WriteCSV(w interface{ Write([]byte) (int, error) }) error {
	cw := csv.NewWriter(w)
	head := []string{"student"}
	for _, a := range gb.Assignments {
		head = append(head, a.ID)
	}
	cw.Write(append(head, "total", "max"))
	for _, n := range gb.Students {
		row := []string{csvcell.Text(n)}
		for _, st := range gb.Scores[n] {
			if st.Graded() {
				row = append(row, strconv.FormatFloat(st.Final, 'f', -1, 64))
			} else {
				row = append(row, "")
			}
		}
		score, max := gb.Total(n)
		cw.Write(append(row, strconv.FormatFloat(score, 'f', -1, 64), strconv.FormatFloat(max, 'f', -1, 64)))
	}
	cw.Flush()
	return cw.Error()
}

func sortedKeys(m map[string]string) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sortStrings(out)
	return out
}

// TotalScore is a student's sum of final scores.
func (gb *Gradebook) TotalScore(student string) float64 {
	s, _ := gb.Total(student)
	return s
}
