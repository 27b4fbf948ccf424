package assignments

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/sudokit/sudokit/render"
	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/lang"
)

// View says which tests feedback shows in full.
type View struct {
	AfterDue   bool // the due date has passed: after_due_date tests are shown
	Instructor bool // everything, hidden tests included
}

// shows reports whether the view shows a test's details.
func (v View) shows(vis Visibility) bool {
	switch vis {
	case Visible:
		return true
	case AfterDueDate:
		return v.AfterDue || v.Instructor
	}
	return v.Instructor
}

// WriteFeedback writes Markdown feedback for the student. Hidden tests
// appear only as a total (their inputs and messages stay secret);
// after_due_date tests appear once the due date has passed.
func (r *Report) WriteFeedback(w io.Writer, view View) {
	r.writeFeedback(w, view, nil)
}

// FeedbackFile is the Markdown file WriteFeedbackDir writes; the pictures go
// into FeedbackImages next to it.
const (
	FeedbackFile   = "feedback.md"
	FeedbackImages = "feedback"
)

// WriteFeedbackDir writes the feedback as dir/feedback.md with pictures:
// for a failed test whose answer is a board, dir/feedback/TEST-got.png
// (the student's board) and dir/feedback/TEST-want.png (the expected one),
// shown side by side above the text boards. Only the tests the view shows
// get pictures, so nothing of a hidden test is written.
func (r *Report) WriteFeedbackDir(dir string, view View) error {
	pics := &picturer{dir: dir}
	var sb strings.Builder
	r.writeFeedback(&sb, view, pics)
	if pics.err != nil {
		return pics.err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, FeedbackFile), []byte(sb.String()), 0o644)
}

func (r *Report) writeFeedback(w io.Writer, view View, pics *picturer) {
	fmt.Fprintf(w, "# %s — %s\n\n", r.Assignment, r.Student)
	fmt.Fprintf(w, "%s\n\n", lang.Sprintf("Score: **%[1]g / %[2]g**", r.Score, r.MaxScore))
	if view.Instructor && len(r.Flags) > 0 {
		fmt.Fprintf(w, "## %s\n\n", lang.Sprintf("For the teacher"))
		for _, f := range r.Flags {
			fmt.Fprintf(w, "- %s\n", f)
		}
		fmt.Fprintln(w)
	}
	if r.GraderErr != "" {
		fmt.Fprintf(w, "%s\n", r.GraderErr)
		return
	}
	if r.CompileErr != "" {
		fmt.Fprintf(w, "%s\n\n%s\n", lang.Sprintf("Your code does not compile, so no test could run:"), indent(r.CompileErr))
		return
	}
	for _, pe := range r.PartErrors {
		fmt.Fprintf(w, "%s\n\n%s\n", lang.Sprintf("%[1]s in %[2]s does not compile, so the release's stub took its place (its tests score nothing):", pe.Part, pe.File), indent(pe.Errors))
	}
	switch {
	case view.Instructor && r.SecretCompileErr != "":
		fmt.Fprintf(w, "%s\n\n%s\n", lang.Sprintf("The hidden and after-due tests do not compile with this code (the student sees only that):"), indent(r.SecretCompileErr))
	case r.SecretCompileErr != "":
		// Their tests show no message: the student learns it here.
		fmt.Fprintf(w, "%s\n\n", secretCompileMessage())
	}
	var hiddenScore, hiddenMax, laterScore, laterMax float64
	hidden, later := 0, 0
	for _, t := range r.Tests {
		if !view.shows(t.Visibility) {
			if t.Visibility == AfterDueDate {
				later++
				laterScore += t.Score
				laterMax += t.Points
				continue
			}
			hidden++
			hiddenScore += t.Score
			hiddenMax += t.Points
			continue
		}
		mark := "✗"
		if t.Passed() {
			mark = "✓"
		}
		fmt.Fprintf(w, "## %s %s (%g/%g)\n\n", mark, t.Name, t.Score, t.Points)
		if t.Doc != "" {
			fmt.Fprintf(w, "%s\n\n", t.Doc)
		}
		if t.Secret && !view.Instructor {
			fmt.Fprint(w, t.secretOutput())
		} else {
			fmt.Fprint(w, t.output(pics))
		}
	}
	if hidden > 0 {
		fmt.Fprintf(w, "## %s\n\n%s\n", lang.Sprintf("Hidden tests"), lang.Sprintf("%[1]d hidden test(s): %[2]g / %[3]g points.", hidden, hiddenScore, hiddenMax))
	}
	if later > 0 {
		fmt.Fprintf(w, "\n%s\n", lang.Sprintf("%[1]d test(s) shown after the due date: %[2]g / %[3]g points.", later, laterScore, laterMax))
	}
}

// secretCompileMessage tells the student that the secret binary did not
// compile with their code, without the compiler's words (which quote the
// hidden tests).
func secretCompileMessage() string {
	return lang.Sprintf("the grader's further tests do not compile with your code: keep the names and signatures the release gives")
}

// secretOutput is what a student sees of a test the secret binary ran:
// passed or failed, nothing it printed.
func (t *TestResult) secretOutput() string {
	if t.Passed() {
		return lang.Sprintf("Passed.") + "\n\n"
	}
	return lang.Sprintf("Failed. (This test's messages are not shown.)") + "\n\n"
}

// Output is the feedback text of one test: the failing input and why.
func (t *TestResult) Output() string { return t.output(nil) }

func (t *TestResult) output(pics *picturer) string {
	var sb strings.Builder
	for _, c := range t.Cases {
		if c.Verdict.Pass {
			continue
		}
		if c.Label == t.Name { // a test function of an authored assignment
			fmt.Fprintf(&sb, "%s\n\n", c.Verdict.Message)
		} else {
			fmt.Fprintf(&sb, "%s\n\n%s\n\n", lang.Sprintf("Input: %s", c.Label), c.Verdict.Message)
		}
		if c.Verdict.Got != nil || c.Verdict.Want != nil {
			if pics != nil {
				sb.WriteString(pics.sideBySide(t.Name, c.Verdict.Got, c.Verdict.Want))
			}
			sb.WriteString(sideBySide(lang.Sprintf("yours"), boardText(c.Verdict.Got), lang.Sprintf("expected"), boardText(c.Verdict.Want)))
		}
		if c.Stdout != "" {
			// A test function's output is its log (t.Errorf's messages)
			// with what the student's code printed among it.
			heading := lang.Sprintf("Your code printed:")
			if c.Label == t.Name {
				heading = lang.Sprintf("The test's messages and what your code printed:")
			}
			fmt.Fprintf(&sb, "%s\n\n%s\n", heading, indent(c.Stdout))
		}
		if c.Stderr != "" && c.Problem != "" {
			fmt.Fprintf(&sb, "%s\n\n%s\n", lang.Sprintf("Standard error:"), indent(c.Stderr))
		}
	}
	if sb.Len() == 0 && len(t.Cases) == 1 && t.Cases[0].Label == t.Name {
		sb.WriteString(lang.Sprintf("Passed.") + "\n\n") // a test function of an authored assignment
	} else if sb.Len() == 0 && len(t.Cases) > 0 {
		fmt.Fprintf(&sb, "%s\n\n", lang.Sprintf("Passed (%d input(s)).", len(t.Cases)))
	}
	return sb.String()
}

// picturer draws the boards of feedback into PNG files under dir.
type picturer struct {
	dir string
	err error
}

// sideBySide writes the pictures of a test's boards and returns a
// Markdown table showing them.
func (p *picturer) sideBySide(test string, got, want *sudoku.Board) string {
	cell := func(title, suffix string, b *sudoku.Board) string {
		if b == nil {
			return lang.Sprintf("(no board)")
		}
		name := safeFileName(test) + "-" + suffix + ".png"
		data, err := render.BoardPNG(b, render.Options{Title: title})
		if err == nil {
			err = os.MkdirAll(filepath.Join(p.dir, FeedbackImages), 0o755)
		}
		if err == nil {
			err = os.WriteFile(filepath.Join(p.dir, FeedbackImages, name), data, 0o644)
		}
		if err != nil {
			if p.err == nil {
				p.err = err
			}
			return lang.Sprintf("(no picture)")
		}
		return fmt.Sprintf("![%s](%s/%s)", title, FeedbackImages, name)
	}
	yours, expected := lang.Sprintf("yours"), lang.Sprintf("expected")
	return fmt.Sprintf("| %s | %s |\n|---|---|\n| %s | %s |\n\n", yours, expected, cell(yours, "got", got), cell(expected, "want", want))
}

// safeFileName keeps a test name to letters, digits, '-' and '_'.
func safeFileName(name string) string {
	return strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_' {
			return r
		}
		return '_'
	}, name)
}

// sideBySide lays two text boards next to each other in a code block.
func sideBySide(leftTitle, left, rightTitle, right string) string {
	l := strings.Split(strings.TrimRight(left, "\n"), "\n")
	r := strings.Split(strings.TrimRight(right, "\n"), "\n")
	width := lang.Width(leftTitle)
	for _, s := range l {
		width = max(width, lang.Width(s))
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "    %s    %s\n", lang.Pad(leftTitle, width), rightTitle)
	for i := 0; i < max(len(l), len(r)); i++ {
		var a, b string
		if i < len(l) {
			a = l[i]
		}
		if i < len(r) {
			b = r[i]
		}
		fmt.Fprintf(&sb, "    %s    %s\n", lang.Pad(a, width), b)
	}
	return sb.String() + "\n"
}

// gradescopeTest is one test of Gradescope's results.json.
type gradescopeTest struct {
	Name         string  `json:"name"`
	Score        float64 `json:"score"`
	MaxScore     float64 `json:"max_score"`
	Status       string  `json:"status"`
	Output       string  `json:"output"`
	OutputFormat string  `json:"output_format"`
	Visibility   string  `json:"visibility"`
}

// gradescopeResults is Gradescope's results.json.
type gradescopeResults struct {
	Score         float64          `json:"score"`
	MaxScore      float64          `json:"max_score"`
	ExecutionTime float64          `json:"execution_time"`
	Output        string           `json:"output"`
	OutputFormat  string           `json:"output_format"`
	Visibility    string           `json:"visibility"`
	Tests         []gradescopeTest `json:"tests"`
}

// WriteResults writes Gradescope's results.json to path, through a
// temporary file and a rename so a reader never sees half of it.
func (r *Report) WriteResults(path string) error {
	res := gradescopeResults{
		Score: r.Score, MaxScore: r.MaxScore, ExecutionTime: r.Duration.Seconds(),
		OutputFormat: "md", Visibility: "visible",
		Output: lang.Sprintf("Graded in a sandbox (%s).", r.Sandbox),
	}
	if r.GraderErr != "" {
		res.Output = r.GraderErr
	} else if r.CompileErr != "" {
		res.Output = lang.Sprintf("Your code does not compile:") + "\n\n" + indent(r.CompileErr)
	} else if r.SecretCompileErr != "" {
		res.Output += "\n\n" + secretCompileMessage()
	}
	for _, t := range r.Tests {
		status := "failed"
		if t.Passed() {
			status = "passed"
		}
		out := t.Output()
		if t.Secret && t.Visibility != Hidden {
			// Gradescope shows an after-due test's output to the student.
			out = t.secretOutput()
		}
		res.Tests = append(res.Tests, gradescopeTest{
			Name: t.Name, Score: t.Score, MaxScore: t.Points, Status: status,
			Output: strings.TrimSpace(t.Doc + "\n\n" + out), OutputFormat: "md",
			Visibility: string(t.Visibility),
		})
	}
	data, err := json.MarshalIndent(res, "", "  ")
	if err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".results-*.json")
	if err != nil {
		return err
	}
	if _, err := tmp.Write(append(data, '\n')); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	_ = os.Chmod(tmp.Name(), 0o644)
	return os.Rename(tmp.Name(), path)
}
