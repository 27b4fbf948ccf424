package course

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/sudokit/sudokit/assignments"
)

// home lists the user's courses.
func (s *Server) home(q *req) error {
	courses, err := s.Store.Courses(q.r.Context())
	if err != nil {
		return err
	}
	type row struct {
		Course Course
		Role   Role
	}
	var rows []row
	for _, c := range courses {
		if r := q.user().RoleIn(c.ID); r != NoRole {
			rows = append(rows, row{c, r})
		}
	}
	return s.render(q, "home", map[string]any{"Courses": rows})
}

// released returns an assignment a student may see: released. Anything
// else is "not found", so a student learns nothing of unreleased work.
func (s *Server) released(q *req) (Assignment, error) {
	a, err := s.Store.Assignment(q.r.Context(), q.r.PathValue("course"), q.r.PathValue("id"))
	if err != nil {
		return a, err
	}
	if a.Released.IsZero() && q.role != TeacherRole {
		return a, fail(http.StatusNotFound, q.T("not found"))
	}
	return a, nil
}

// courseOf is the course named in the path, with its assignments.
func (s *Server) courseOf(q *req) (Course, []Assignment, error) {
	course := q.r.PathValue("course")
	c, err := s.Store.Course(q.r.Context(), course)
	if err != nil {
		return c, nil, err
	}
	all, err := s.Store.Assignments(q.r.Context(), course)
	return c, all, err
}

// releasedStatus is where the user stands on each assignment of all that
// is released, in order.
func (s *Server) releasedStatus(q *req, all []Assignment) ([]*Status, error) {
	var rows []*Status
	for _, a := range all {
		if a.Released.IsZero() {
			continue
		}
		st, err := s.Store.StatusOf(q.r.Context(), a, q.user().Name)
		if err != nil {
			return nil, err
		}
		rows = append(rows, st)
	}
	return rows, nil
}

func (s *Server) studentPage(q *req) error {
	c, all, err := s.courseOf(q)
	if err != nil {
		return err
	}
	rows, err := s.releasedStatus(q, all)
	if err != nil {
		return err
	}
	return s.render(q, "student", map[string]any{"Course": c, "Rows": rows, "Folder": s.Folder})
}

func (s *Server) folder(id string) string { return s.Folder + "/" + id }

// fetch copies the release into the student's ~/assignments/ID/ through
// their own server, writing only files that are not there.
func (s *Server) fetch(q *req) error {
	a, err := s.released(q)
	if err != nil {
		return err
	}
	ctx, u := q.r.Context(), q.user()
	dir := s.folder(a.ID)
	if err := s.Files.Mkdir(ctx, u.Name, u.Token, s.Folder); err != nil {
		return s.filesErr(q, err)
	}
	made := map[string]bool{dir: true}
	if err := s.Files.Mkdir(ctx, u.Name, u.Token, dir); err != nil {
		return s.filesErr(q, err)
	}
	names := make([]string, 0, len(a.Release))
	for n := range a.Release {
		names = append(names, n)
	}
	sort.Strings(names)
	wrote, kept := 0, 0
	for _, n := range names {
		p := dir + "/" + n
		// The folders on the way that are not there yet, made from the
		// top down: Jupyter makes a folder only inside one that exists.
		var missing []string
		for d := path.Dir(p); !made[d]; d = path.Dir(d) {
			missing = append(missing, d)
		}
		for i := len(missing) - 1; i >= 0; i-- {
			made[missing[i]] = true
			if err := s.Files.Mkdir(ctx, u.Name, u.Token, missing[i]); err != nil {
				return s.filesErr(q, err)
			}
		}
		there, err := s.Files.Exists(ctx, u.Name, u.Token, p)
		if err != nil {
			return s.filesErr(q, err)
		}
		if there {
			kept++
			continue
		}
		data, err := s.Store.Blobs.Get(a.Release[n])
		if err != nil {
			return err
		}
		if err := s.Files.Write(ctx, u.Name, u.Token, p, data); err != nil {
			return s.filesErr(q, err)
		}
		wrote++
	}
	if err := s.Store.Record(ctx, a.Course, a.ID, u.Name, "fetch", fmt.Sprintf("wrote %d, kept %d", wrote, kept)); err != nil {
		return err
	}
	return s.redirect(q, "c/"+a.Course+"/", q.T("Fetched into ~/%[1]s: %[2]d files written, %[3]d of yours kept as they were.", dir, wrote, kept))
}

func (s *Server) filesErr(q *req, err error) error {
	if err == ErrNoServer {
		return fail(http.StatusConflict, q.T("your Jupyter server is not running: start it from the hub's home page, then try again"))
	}
	return err
}

// collect reads what a submission takes from the student's folder: the Go
// files the student edited (every non-test .go file), or else the
// notebook when it is what changed, within the limits.
func (s *Server) collect(ctx context.Context, q *req, a Assignment) (map[string][]byte, error) {
	u := q.user()
	dir := s.folder(a.ID)
	entries, found, err := s.Files.List(ctx, u.Name, u.Token, dir)
	if err != nil {
		return nil, s.filesErr(q, err)
	}
	if !found {
		return nil, fail(http.StatusConflict, q.T("~/%s is not there: fetch the assignment first", dir))
	}
	var goFiles, notebooks []Entry
	for _, e := range entries {
		switch {
		case e.Type == "directory", !submittable(e.Name):
			// The names come from the student's server: only those an
			// API submission may hold are taken.
		case strings.HasSuffix(e.Name, ".go"):
			goFiles = append(goFiles, e)
		case strings.HasSuffix(e.Name, ".ipynb"):
			notebooks = append(notebooks, e)
		}
	}
	read := func(es []Entry) (map[string][]byte, error) {
		if len(es) > s.Limits.MaxFiles {
			return nil, fail(http.StatusRequestEntityTooLarge, q.T("too many files to submit: %[1]d, at most %[2]d", len(es), s.Limits.MaxFiles))
		}
		// The listing's sizes come from the student's server: they stop
		// the reading early, and the bytes read are counted as they come.
		var listed, total int64
		out := map[string][]byte{}
		for _, e := range es {
			listed += e.Size
			if listed > s.Limits.MaxBytes {
				return nil, s.tooLarge(q)
			}
			data, err := s.Files.Read(ctx, u.Name, u.Token, dir+"/"+e.Name)
			if err != nil {
				return nil, s.filesErr(q, err)
			}
			if total += int64(len(data)); total > s.Limits.MaxBytes {
				return nil, s.tooLarge(q)
			}
			out[e.Name] = data
		}
		return out, nil
	}
	gos, err := read(goFiles)
	if err != nil {
		return nil, err
	}
	changed := func(files map[string][]byte) bool {
		for n, d := range files {
			if a.Release[n] != Hash(d) {
				return true
			}
		}
		return false
	}
	if !changed(gos) && len(notebooks) > 0 {
		nbs, err := read(notebooks[:1])
		if err != nil {
			return nil, err
		}
		if changed(nbs) {
			return nbs, nil
		}
	}
	if len(gos) == 0 {
		return nil, fail(http.StatusConflict, q.T("~/%s holds no Go file or notebook to submit", dir))
	}
	return gos, nil
}

func (s *Server) check(q *req) error {
	a, err := s.released(q)
	if err != nil {
		return err
	}
	ctx, u := q.r.Context(), q.user()
	if _, running := s.checking.LoadOrStore(u.Name, true); running {
		return fail(http.StatusTooManyRequests, q.T("your last check is still running: wait for its result, then try again"))
	}
	defer s.checking.Delete(u.Name)
	files, err := s.collect(ctx, q, a)
	if err != nil {
		return err
	}
	hashes := map[string]string{}
	for n, d := range files {
		if hashes[n], err = s.Store.Blobs.Put(d); err != nil {
			return err
		}
	}
	rec := checkRecord{}
	res, score, max, gerr := s.Queue.Check(ctx, a, u.Name, hashes)
	if gerr != nil {
		// The student sees what is wrong with their files, named by the
		// file's name; anything else is the server's business (its
		// errors name the server's folders) and goes to its log.
		var se *assignments.SubmissionError
		if errors.As(gerr, &se) {
			rec.Error = filepath.Base(se.Path) + ": " + se.Problem
		} else {
			s.logf("course: checking %s/%s for %s: %v", a.Course, a.ID, u.Name, gerr)
			rec.Error = q.T("the check could not run on the server; its log says why")
		}
	} else {
		rec.Score, rec.Max, rec.Tests, rec.Feedback = score, max, res.Tests, res.Feedback
		if res.CompileErr != "" {
			rec.Error = res.CompileErr
		}
	}
	detail, _ := json.Marshal(rec)
	if err := s.Store.Record(ctx, a.Course, a.ID, u.Name, "check", string(detail)); err != nil {
		return err
	}
	return s.redirect(q, "c/"+a.Course+"/", q.T("Checked: %[1]g of %[2]g points in the visible tests.", score, max))
}

func (s *Server) submit(q *req, a Assignment, files map[string][]byte) (Submission, error) {
	sub, err := s.Store.Submit(q.r.Context(), a.Course, a.ID, q.user().Name, files, s.now())
	if err != nil {
		return sub, err
	}
	if a.Autograde {
		s.Queue.Wake()
	}
	return sub, nil
}

func (s *Server) submitForm(q *req) error {
	a, err := s.released(q)
	if err != nil {
		return err
	}
	files, err := s.collect(q.r.Context(), q, a)
	if err != nil {
		return err
	}
	sub, err := s.submit(q, a, files)
	if err != nil {
		return err
	}
	return s.redirect(q, "c/"+a.Course+"/", s.receipt(q, sub))
}

func (s *Server) receipt(q *req, sub Submission) string {
	msg := q.T("Submitted: attempt %[1]d at %[2]s, receipt %[3]s.", sub.Attempt, sub.At.Local().Format("2006-01-02 15:04:05"), sub.Hash[:16])
	if sub.Late > 0 {
		msg += " " + q.T("Late by %[1]s: %[2]g%% off.", roundDur(sub.Late), sub.Penalty*100)
	}
	return msg
}

// ownOrTeacher lets a student at their own data and a teacher at anyone's.
func ownOrTeacher(q *req, student string) error {
	if student != q.user().Name && q.role != TeacherRole {
		return fail(http.StatusForbidden, q.T("you may see only your own work"))
	}
	return nil
}

// studentStatus is where the student named in the path stands on the
// released assignment of the path, once ownOrTeacher lets the user see it.
func (s *Server) studentStatus(q *req) (*Status, error) {
	a, err := s.released(q)
	if err != nil {
		return nil, err
	}
	student := q.r.PathValue("student")
	if err := ownOrTeacher(q, student); err != nil {
		return nil, err
	}
	return s.Store.StatusOf(q.r.Context(), a, student)
}

func (s *Server) feedbackPage(q *req) error {
	st, err := s.studentStatus(q)
	if err != nil {
		return err
	}
	if st.Latest == nil || q.role != TeacherRole && !st.FeedbackReturned() {
		return fail(http.StatusNotFound, q.T("no feedback has been returned yet"))
	}
	return s.render(q, "feedback", map[string]any{"S": st})
}

// saveFeedback writes the returned feedback as a file in the student's
// folder (feedback-N.md for attempt N; an existing file is left alone).
func (s *Server) saveFeedback(q *req) error {
	a, err := s.released(q)
	if err != nil {
		return err
	}
	ctx, u := q.r.Context(), q.user()
	st, err := s.Store.StatusOf(ctx, a, u.Name)
	if err != nil {
		return err
	}
	if !st.FeedbackReturned() {
		return fail(http.StatusNotFound, q.T("no feedback has been returned yet"))
	}
	var b bytes.Buffer
	writeFeedbackFile(&b, q, st)
	p := fmt.Sprintf("%s/feedback-%d.md", s.folder(a.ID), st.Latest.Attempt)
	there, err := s.Files.Exists(ctx, u.Name, u.Token, p)
	if err != nil {
		return s.filesErr(q, err)
	}
	if !there {
		if err := s.Files.Write(ctx, u.Name, u.Token, p, b.Bytes()); err != nil {
			return s.filesErr(q, err)
		}
	}
	return s.redirect(q, "c/"+a.Course+"/", q.T("Feedback saved as ~/%s.", p))
}

func writeFeedbackFile(b *bytes.Buffer, q *req, st *Status) {
	fmt.Fprintf(b, "# %s\n\n", st.Assignment.Title)
	fmt.Fprintln(b, q.T("Score: %[1]g of %[2]g", st.Final, st.Grade.Max))
	if st.Latest.Penalty > 0 {
		fmt.Fprintln(b, "\n"+q.T("Late by %[1]s: %[2]g%% off.", roundDur(st.Latest.Late), st.Latest.Penalty*100))
	}
	for _, adj := range st.Adjustments {
		fmt.Fprintf(b, "\n%s %+g: %s\n", q.T("Adjusted by the teacher:"), adj.Points, adj.Comment)
	}
	b.WriteString("\n")
	b.WriteString(st.Grade.Result.Feedback)
}
