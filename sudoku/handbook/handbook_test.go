package handbook

import (
	"errors"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/sudokit/sudokit/internal/msgextract"
	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/human"
	"github.com/sudokit/sudokit/sudoku/lang"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// Every stored example is what the solver does: solving its puzzle again
// with the stored solver (all techniques, or the basics and the
// technique) reaches the stored pencil marks at the stored step, and takes
// there the step the example shows.
func TestStoredExamplesReplay(t *testing.T) {
	rs, err := Records()
	if err != nil {
		t.Fatal(err)
	}
	if len(rs) < 4*len(Families()) {
		t.Fatalf("%d examples stored, want at least 4 for each of %d families", len(rs), len(Families()))
	}
	var wg sync.WaitGroup
	next := make(chan Record)
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for r := range next {
				if msg := replay(r); msg != "" {
					t.Errorf("%s %s puzzle %d step %d: %s", r.Technique, r.Source, r.Item, r.StepNo, msg)
				}
			}
		}()
	}
	for _, r := range rs {
		next <- r
	}
	close(next)
	wg.Wait()
}

// replay solves r's puzzle again and says what differs from r, or "".
func replay(r Record) string {
	e, err := r.Example()
	if err != nil {
		return err.Error()
	}
	solver := &human.StepSolver{}
	if r.Restricted {
		solver.Techniques = append(basics(), human.TechniqueNamed(r.Technique))
	}
	tr, err := solver.Solve(trace.NewGrid(e.Puzzle))
	if err != nil {
		return "solving again: " + err.Error()
	}
	if len(tr.Steps) < r.StepNo {
		return "the solver takes fewer steps"
	}
	st := tr.Steps[r.StepNo-1]
	switch {
	case st.Technique != r.Technique:
		return "the solver takes a " + st.Technique + " step there"
	case !slices.Equal(st.Before.Values, e.Before.Values) || !slices.Equal(st.Before.Cands, e.Before.Cands):
		return "the pencil marks differ from the solver's"
	case !sameStep(st.Step, e.Step):
		return "the technique finds another step: " + e.Step.Explanation + " / solver: " + st.Explanation
	}
	return ""
}

// Every family has its three worked examples, of different techniques
// where the family has several, and an exercise that is none of them.
func TestEveryFamilyHasWorkedExamplesAndAnExercise(t *testing.T) {
	if got := Families(); len(got) != 14 || got[0] != "Singles" || got[13] != "Last Resort" {
		t.Errorf("Families() = %q, want the 14 families once each, Singles first", got)
	}
	for _, f := range Families() {
		worked := Worked(f)
		if len(worked) != WorkedCount {
			t.Errorf("%s: %d worked examples, want %d", f, len(worked), WorkedCount)
			continue
		}
		techs := map[string]bool{}
		for _, e := range worked {
			techs[e.Technique] = true
			if e.Family != f || e.Step.Family != f {
				t.Errorf("%s: example of %s (%s)", f, e.Family, e.Step.Family)
			}
		}
		inFamily := 0
		for _, tq := range human.Techniques() {
			if tq.Family == f {
				inFamily++
			}
		}
		if len(techs) < min(inFamily, WorkedCount) {
			t.Errorf("%s: the worked examples show %d techniques, the family has %d", f, len(techs), inFamily)
		}
		ex, err := Exercise(f, 1)
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		for _, e := range worked {
			if e.Record == ex.Record {
				t.Errorf("%s: the exercise is worked example %s", f, e.Where())
			}
		}
		if !ex.Check(strings.Join(moves(ex.Step), " ")).OK() {
			t.Errorf("%s: the exercise's own moves are not its answer", f)
		}
	}
}

// moves writes a step's moves in the checker's notation.
func moves(s trace.Step) []string {
	var out []string
	for _, p := range s.Placements {
		out = append(out, p.Pos.String()+"="+string(sudoku.ValueChar(p.Value)))
	}
	for _, x := range s.Eliminations {
		out = append(out, x.Pos.String()+"<>"+string(sudoku.ValueChar(x.Value)))
	}
	return out
}

func TestExamplesByTechniqueAndErrors(t *testing.T) {
	xw, err := Examples("X-Wing", 0)
	if err != nil || len(xw) < 4 {
		t.Fatalf("X-Wing: %d examples, %v", len(xw), err)
	}
	for _, e := range xw {
		if e.Step.Technique != "X-Wing" {
			t.Errorf("an X-Wing example shows %s", e.Step.Technique)
		}
	}
	if Count("X-Wing") != len(xw) || Count("Basic Fish") < len(xw) || Count("Wing") != 0 {
		t.Errorf("Count: X-Wing %d, Basic Fish %d, Wing %d", Count("X-Wing"), Count("Basic Fish"), Count("Wing"))
	}
	if _, err := Examples("Wing", 3); !errors.Is(err, ErrUnknown) || !strings.Contains(err.Error(), "Single Digit Patterns") {
		t.Errorf("unknown name: %v; want ErrUnknown listing the families", err)
	}
	if _, err := Exercise("X-Wing", 99); !errors.Is(err, ErrNone) {
		t.Errorf("exercise 99: %v; want ErrNone", err)
	}
	if ex, err := Exercise("Last Resort", 1); err != nil || ex.Technique != "Trial and Error" {
		t.Errorf("Last Resort's first exercise: %s, %v; want trial and error", ex.Technique, err)
	}
	if _, err := Exercise("X-Wing", 0); !errors.Is(err, ErrNone) {
		t.Errorf("exercise 0: %v; want ErrNone", err)
	}
	// The examples are copies: changing one changes no later one.
	a := Worked("Singles")[0]
	a.Before.Values[0], a.Puzzle = 9, nil
	if b := Worked("Singles")[0]; b.Puzzle == nil || slices.Equal(b.Before.Values, a.Before.Values) {
		t.Error("Worked hands out shared examples")
	}
}

// A damaged line is a parse error naming the line and the field's column.
func TestParseRecordsErrors(t *testing.T) {
	good := "X-Wing|bank-hard|1|3|all|" + strings.Repeat(".", 81) + "|-"
	for _, c := range []struct {
		line string
		col  int
	}{
		{"X-Wing|bank-hard|1|3|all", 1},
		{"Y-Wing|bank-hard|1|3|all|" + strings.Repeat(".", 81) + "|-", 1},
		{"X-Wing|bank-hard|x|3|all|" + strings.Repeat(".", 81) + "|-", 18},
		{"X-Wing|bank-hard|1|0|all|" + strings.Repeat(".", 81) + "|-", 20},
		{"X-Wing|bank-hard|1|3|some|" + strings.Repeat(".", 81) + "|-", 22},
		{"X-Wing|bank-hard|1|3|all|" + strings.Repeat(".", 80) + "|-", 26},
		{"X-Wing|bank-hard|1|3|all|" + strings.Repeat(".", 80) + "z|-", 26},
		{"X-Wing|bank-hard|1|3|all|" + strings.Repeat(".", 81) + "|1a1", 108},
		{"X-Wing|bank-hard|1|3|all|1" + strings.Repeat(".", 80) + "|111", 108},
		{"X-Wing|bank-hard|1|3|all|" + strings.Repeat(".", 81) + "|11", 108},
	} {
		_, err := ParseRecords("t.txt", "# header\n"+good+"\n"+c.line+"\n")
		var pe *sudoku.ParseError
		if !errors.As(err, &pe) || pe.Line != 3 || pe.Column != c.col {
			t.Errorf("%q: %v; want a ParseError at line 3, column %d", c.line, err, c.col)
		}
	}
}

// Records reads the stored file without rebuilding every position; the
// full check (ParseRecords, which rebuilds each) passes on it and gives
// the same records, and a record whose position is damaged fails when it
// becomes an example.
func TestRecordsSkipOnlyPositions(t *testing.T) {
	rs, err := Records()
	if err != nil {
		t.Fatal(err)
	}
	full, err := ParseRecords(storedSource, stored)
	if err != nil {
		t.Fatalf("the stored examples fail the full check: %v", err)
	}
	if !slices.Equal(rs, full) {
		t.Error("Records and ParseRecords of the stored file differ")
	}
	damaged := rs[0]
	damaged.Grid = damaged.Grid[:80] + "z"
	if _, err := damaged.Example(); err == nil || !strings.Contains(err.Error(), "bad character") {
		t.Errorf("a damaged position became an example: %v", err)
	}
}

// The checker: the step's moves in any order and case are right; a move
// repeated counts once (so repeating one right move cannot pass for a
// step of two); a wrong move, a missing move and a word that is no move
// are said.
func TestCheck(t *testing.T) {
	var ex Example
	for _, e := range Worked("Intersections") {
		if len(e.Step.Eliminations) >= 2 {
			ex = e
		}
	}
	if ex.Puzzle == nil {
		t.Fatal("no intersection example with two eliminations")
	}
	ms := moves(ex.Step)
	rev := slices.Clone(ms)
	slices.Reverse(rev)
	if v := ex.Check(strings.ToUpper(strings.Join(rev, ", "))); !v.OK() || !strings.HasPrefix(v.String(), "Right!") {
		t.Errorf("all moves reversed: %+v %q", v, v)
	}
	if v := ex.Check(strings.Join(slices.Repeat(ms[:1], len(ms)), " ")); v.OK() || v.Right != 1 {
		t.Errorf("one move %d times: %+v, want not OK with 1 right", len(ms), v)
	}
	if v := ex.Check(ms[0]); v.OK() || !strings.Contains(v.String(), "look for the rest") {
		t.Errorf("one move of %d: %q", len(ms), v)
	}
	if v := ex.Check(ms[0] + " r1c1≠1 r1c1<>1"); v.OK() || len(v.Wrong) != 1 || !strings.Contains(v.String(), "r1c1<>1") {
		t.Errorf("a wrong move: %+v %q", v, v)
	}
	if v := ex.Check(ms[0] + " r10c1=5 x"); v.OK() || !slices.Equal(v.Bad, []string{"r10c1=5", "x"}) || !strings.Contains(v.String(), "not a move") {
		t.Errorf("words that are no moves: %+v %q", v, v)
	}
	if v := ex.Check(" "); v.OK() || !v.Empty || !strings.Contains(v.String(), "r5c2=5") {
		t.Errorf("empty answer: %+v %q", v, v)
	}
}

// The examples speak the current language: the explanation, the hint and
// where the example comes from.
func TestExamplesSpeakTheLanguage(t *testing.T) {
	defer lang.UseTag(lang.English)
	if err := lang.Use("nl"); err != nil {
		t.Fatal(err)
	}
	e := Worked("Basic Fish")[0]
	if !strings.Contains(e.Where(), "van de bank") || strings.Contains(e.Step.Explanation, " can go only ") {
		t.Errorf("Dutch: %q, %q", e.Where(), e.Step.Explanation)
	}
	if v := e.Check(""); !strings.Contains(v.String(), "Schrijf je antwoord") {
		t.Errorf("Dutch checker: %q", v)
	}
}

// TestCatalogComplete fails on a message of the handbook (or of the
// packages it uses) that a language lacks.
func TestCatalogComplete(t *testing.T) {
	msgextract.CatalogComplete(t)
}

// TestEveryMessageRegistered fails on a message the code prints that the
// catalog does not hold.
func TestEveryMessageRegistered(t *testing.T) {
	uses, err := msgextract.Extract(".", "lang.Sprintf")
	if err != nil {
		t.Fatal(err)
	}
	if len(uses) < 8 {
		t.Fatalf("found %d messages; the extraction missed some", len(uses))
	}
	for _, u := range uses {
		for _, tag := range lang.Supported() {
			if !lang.Has(tag, u.Key) {
				t.Errorf("%v lacks %q", tag, u.Key)
			}
		}
	}
}
