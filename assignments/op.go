package assignments

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"

	"github.com/sudokit/sudokit/sudoku"
)

// An op is one kind of graded test, judged in the grader's memory: it makes
// the inputs of a test (from a file, inline text or the test's seed),
// computes the reference answers with the sudoku package, and judges the
// output the student's runner sent back. Several ops may share one runner
// operation (the runner's "solve" answers both "count" and "stored").
type op struct {
	runnerOp string
	noInput  bool // inputs come from Args, not from a board
	// cases makes the inputs of one test (and, inside each, what to expect).
	cases func(a *Assignment, t *Test) ([]*Case, error)
	// judge decides one case from the runner's output.
	judge func(c *Case, output json.RawMessage) Verdict
}

// Case is one input of a test.
type Case struct {
	Label  string        // names the input for the student ("six.txt", "generated 2")
	Input  any           // sent to the runner as JSON
	Puzzle *sudoku.Board // the input board, when there is one
	want   any           // the reference answer, never sent anywhere
}

// Verdict is the judgement of one case. Got and Want, when set, are drawn
// side by side in feedback.
type Verdict struct {
	Pass      bool
	Message   string
	Got, Want *sudoku.Board
}

func pass() Verdict                           { return Verdict{Pass: true} }
func fail(format string, args ...any) Verdict { return Verdict{Message: fmt.Sprintf(format, args...)} }

// ops maps the op names used in assignment.yaml.
var ops = map[string]*op{}

// boardInput is the runner input of every board operation: the text of the
// file the student's ReadFile reads (absent when Missing).
type boardInput struct {
	File    string `json:"file"`
	Missing bool   `json:"missing,omitempty"`
}

// boardCases makes the inputs of a board test; prepare computes what to
// expect from the board (nil when the text is not a valid board).
func boardCases(prepare func(text string, b *sudoku.Board) (any, error)) func(*Assignment, *Test) ([]*Case, error) {
	return func(a *Assignment, t *Test) ([]*Case, error) {
		var texts, labels []string
		switch {
		case t.Missing:
			return []*Case{{Label: "a file that does not exist", Input: boardInput{Missing: true}, want: mustPrepare(prepare, "", nil)}}, nil
		case t.File != "":
			text, err := a.dataFile(t.File)
			if err != nil {
				return nil, err
			}
			texts, labels = []string{text}, []string{t.File}
		case t.Input != "":
			texts, labels = []string{t.Input}, []string{"the input below"}
		case t.Generate != nil:
			rng := newRand(t.Generate.Seed)
			for i := 0; i < t.Generate.Cases; i++ {
				text, err := generatedText(t.Generate, rng)
				if err != nil {
					return nil, fmt.Errorf("test %s: %v", t.Name, err)
				}
				texts = append(texts, text)
				labels = append(labels, fmt.Sprintf("generated input %d of %d", i+1, t.Generate.Cases))
			}
		}
		var cases []*Case
		for i, text := range texts {
			b, _ := sudoku.Parser{Format: sudoku.FormatINF1010}.Parse(text)
			want, err := prepare(text, b)
			if err != nil {
				return nil, fmt.Errorf("test %s, %s: %v", t.Name, labels[i], err)
			}
			cases = append(cases, &Case{Label: labels[i], Input: boardInput{File: text}, Puzzle: b, want: want})
		}
		return cases, nil
	}
}

func mustPrepare(prepare func(string, *sudoku.Board) (any, error), text string, b *sudoku.Board) any {
	want, _ := prepare(text, b)
	return want
}

// generatedText makes one input text; read tests may corrupt it.
func generatedText(g *Generator, rng *rand.Rand) (string, error) {
	if kind, ok := readErrorKinds[g.Kind]; ok || g.Kind == "mixed" {
		return corruptedText(g, kind, rng)
	}
	b, err := generatedPuzzle(g, rng)
	if err != nil {
		return "", err
	}
	return inf1010Text(b), nil
}

// decode unmarshals the runner's output into v.
func decode(output json.RawMessage, v any) error {
	if err := json.Unmarshal(output, v); err != nil {
		return fmt.Errorf("the runner's output could not be read: %v", err)
	}
	return nil
}

// boardFromValues builds a board for pictures; nil when the values do not
// fit the shape.
func boardFromValues(s sudoku.Shape, values []int) *sudoku.Board {
	b, err := sudoku.FromValues(s, values)
	if err != nil {
		return nil
	}
	return b
}
