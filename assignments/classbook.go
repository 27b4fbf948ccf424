package assignments

import (
	"encoding/csv"
	"fmt"
	"html/template"
	"io"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/sudokit/sudokit/internal/csvcell"
)

// AssignmentGrades is one assignment's gradebook as "grade --batch
// --gradebook" writes it: a row per student with the total and a column per
// test.
type AssignmentGrades struct {
	ID    string
	Tests []string
	// TestMax holds each test's points, in the order of Tests, from the
	// header's "TestX (2)"; -1 where the header gives none.
	TestMax []float64
	Rows    map[string]StudentGrades // by student
	Max     float64                  // the assignment's max score
}

// StudentGrades is one student's row of an assignment's gradebook.
type StudentGrades struct {
	Score float64
	Tests []float64 // in the order of AssignmentGrades.Tests
}

// ReadGradebook reads a gradebook CSV written by WriteGradebook; the
// assignment's id is the file's name without .csv. A malformed file is
// refused with the line of the problem.
func ReadGradebook(name string, r io.Reader) (*AssignmentGrades, error) {
	cr := csv.NewReader(r)
	rows, err := cr.ReadAll()
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	if len(rows) == 0 || len(rows[0]) < 3 || rows[0][0] != "student" || rows[0][1] != "score" || rows[0][2] != "max_score" {
		return nil, fmt.Errorf("%s:1: not a gradebook (the header is student,score,max_score,TEST…)", name)
	}
	g := &AssignmentGrades{ID: strings.TrimSuffix(filepath.Base(name), ".csv"), Rows: map[string]StudentGrades{}}
	for _, h := range rows[0][3:] {
		test, max := testHeader(h)
		g.Tests, g.TestMax = append(g.Tests, test), append(g.TestMax, max)
	}
	for i, row := range rows[1:] {
		num := func(s string) (float64, error) {
			v, err := strconv.ParseFloat(s, 64)
			if err != nil {
				return 0, fmt.Errorf("%s:%d: %q is not a number", name, i+2, s)
			}
			return v, nil
		}
		var sg StudentGrades
		if sg.Score, err = num(row[1]); err != nil {
			return nil, err
		}
		max, err := num(row[2])
		if err != nil {
			return nil, err
		}
		g.Max = max
		for _, cell := range row[3:] {
			v, err := num(cell)
			if err != nil {
				return nil, err
			}
			sg.Tests = append(sg.Tests, v)
		}
		g.Rows[strings.TrimPrefix(row[0], "'")] = sg
	}
	return g, nil
}

// testHeader splits a gradebook's test column header "TestX (2)" into the
// test's name and points; a header without points (gradebooks written
// before they were there) gives -1.
func testHeader(h string) (string, float64) {
	if name, rest, ok := strings.Cut(h, " ("); ok {
		if v, err := strconv.ParseFloat(strings.TrimSuffix(rest, ")"), 64); err == nil && strings.HasSuffix(rest, ")") {
			return name, v
		}
	}
	return h, -1
}

// ClassGradebook is every student's scores over every assignment of a
// course.
type ClassGradebook struct {
	Assignments []*AssignmentGrades
	Students    []string
}

// NewClassGradebook gathers the students of every assignment (a student
// without a row in an assignment scores 0 there).
func NewClassGradebook(all []*AssignmentGrades) *ClassGradebook {
	seen := map[string]bool{}
	cb := &ClassGradebook{Assignments: all}
	for _, a := range all {
		for s := range a.Rows {
			if !seen[s] {
				seen[s] = true
				cb.Students = append(cb.Students, s)
			}
		}
	}
	slices.Sort(cb.Students)
	return cb
}

// Total is a student's score over every assignment, and the maximum.
func (cb *ClassGradebook) Total(student string) (score, max float64) {
	for _, a := range cb.Assignments {
		score += a.Rows[student].Score
		max += a.Max
	}
	return score, max
}

// WriteCSV writes one row per student: name, one column per assignment
// (empty where the student has no row: nothing was handed in), total, max.
func (cb *ClassGradebook) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	header := []string{"student"}
	for _, a := range cb.Assignments {
		header = append(header, csvcell.Text(a.ID))
	}
	if err := cw.Write(append(header, "total", "max_total")); err != nil {
		return err
	}
	for _, s := range cb.Students {
		row := []string{csvcell.Text(s)}
		for _, a := range cb.Assignments {
			if sg, ok := a.Rows[s]; ok {
				row = append(row, fmt.Sprint(sg.Score))
			} else {
				row = append(row, "") // no submission: not a 0 a teacher would read as graded
			}
		}
		score, max := cb.Total(s)
		if err := cw.Write(append(row, fmt.Sprint(score), fmt.Sprint(max))); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

// classPage is the HTML gradebook: students × assignments with totals; a
// click on a score opens its per-test breakdown (<details>, no script).
var classPage = template.Must(template.New("class").Parse(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Gradebook</title>
<style>
body{font-family:system-ui,sans-serif;margin:2em}
table{border-collapse:collapse}
th,td{border:1px solid #ccc;padding:.3em .6em;vertical-align:top;text-align:right}
th:first-child,td:first-child{text-align:left}
summary{cursor:pointer}
.low{background:#fde8e8}.full{background:#e8f6e8}
details table{margin-top:.3em;font-size:.9em}
</style></head><body>
<h1>Gradebook</h1>
<p>{{len .Rows}} students, {{len .Assignments}} assignments. Click a score for its tests.</p>
<table>
<tr><th>student</th>{{range .Assignments}}<th>{{.ID}}<br><small>/ {{.Max}}</small></th>{{end}}<th>total</th></tr>
{{range .Rows}}<tr><td>{{.Student}}</td>{{range .Cells}}{{if .Missing}}<td class="low">—</td>{{else}}<td class="{{.Class}}"><details><summary>{{.Score}}</summary><table>{{range .Tests}}<tr><td>{{.Name}}</td><td>{{.Score}}{{if ge .Max 0.0}} / {{.Max}}{{end}}</td></tr>{{end}}</table></details></td>{{end}}{{end}}<td>{{.Total}} / {{.Max}}</td></tr>
{{end}}</table></body></html>
`))

type classRow struct {
	Student    string
	Cells      []classCell
	Total, Max float64
}

type classCell struct {
	Missing bool
	Score   float64
	Class   string // full, low (under half) or ""
	Tests   []classTest
}

type classTest struct {
	Name       string
	Score, Max float64 // Max -1: unknown
}

// WriteHTML writes the gradebook as one self-contained page (no script).
func (cb *ClassGradebook) WriteHTML(w io.Writer) error {
	var rows []classRow
	for _, s := range cb.Students {
		r := classRow{Student: s}
		r.Total, r.Max = cb.Total(s)
		for _, a := range cb.Assignments {
			sg, ok := a.Rows[s]
			c := classCell{Missing: !ok, Score: sg.Score}
			switch {
			case sg.Score == a.Max:
				c.Class = "full"
			case sg.Score < a.Max/2:
				c.Class = "low"
			}
			for i, t := range a.Tests {
				if i < len(sg.Tests) {
					c.Tests = append(c.Tests, classTest{t, sg.Tests[i], a.TestMax[i]})
				}
			}
			r.Cells = append(r.Cells, c)
		}
		rows = append(rows, r)
	}
	return classPage.Execute(w, struct {
		Assignments []*AssignmentGrades
		Rows        []classRow
	}{cb.Assignments, rows})
}
