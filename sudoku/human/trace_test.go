package human

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

func TestTraceJSONRoundTrip(t *testing.T) {
	b := board81(t, "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........")
	tr, err := StepSolve(b)
	if err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(tr)
	if err != nil {
		t.Fatal(err)
	}
	var back trace.Trace
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if len(back.Steps) != len(tr.Steps) || !back.Solved || !back.Unique {
		t.Fatalf("round trip: %d steps, solved %v, unique %v", len(back.Steps), back.Solved, back.Unique)
	}
	if back.String() != tr.String() {
		t.Error("round trip changed the trace text")
	}
	final, err := back.Replay()
	if err != nil {
		t.Fatal(err)
	}
	if !final.Solved() {
		t.Error("replayed trace does not solve the puzzle")
	}
}

func TestTraceReplayCatchesBadSteps(t *testing.T) {
	b := board81(t, "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")
	tr, err := StepSolve(b)
	if err != nil {
		t.Fatal(err)
	}
	// A placement of a value that is not a candidate.
	bad := *tr
	bad.Steps = append([]trace.TraceStep(nil), tr.Steps...)
	st := bad.Steps[3]
	p := st.Placements[0].Pos
	wrong := 0
	for v := 1; v <= 9 && wrong == 0; v++ {
		if !st.Before.Cands[st.Before.Geo.Index(p)].Has(v) {
			wrong = v
		}
	}
	st.Placements = []trace.Candidate{{Pos: p, Value: wrong}}
	bad.Steps[3] = st
	if _, err := bad.Replay(); err == nil || !strings.Contains(err.Error(), "step 4") {
		t.Errorf("bad placement: err = %v", err)
	}
	// A stored state that does not match.
	bad.Steps = append([]trace.TraceStep(nil), tr.Steps...)
	before := bad.Steps[5].Before.Clone()
	before.Cands[0] = 0
	bad.Steps[5].Before = before
	if _, err := bad.Replay(); err == nil {
		t.Error("mismatched stored state not caught")
	}
}

func TestGridJSONErrors(t *testing.T) {
	var g trace.Grid
	for _, in := range []string{
		`{"shape":"3x3","values":[1],"candidates":[""]}`,
		`{"shape":"0x3","values":[],"candidates":[]}`,
		`{"shape":"3x3","values":"x"}`,
	} {
		err := json.Unmarshal([]byte(in), &g)
		var pe *sudoku.ParseError
		if !errors.As(err, &pe) {
			t.Errorf("%s: err = %v, want a *ParseError", in, err)
		}
	}
	vals := make([]int, 16)
	cands := make([]string, 16)
	cands[3] = "5"
	data, _ := json.Marshal(map[string]any{"shape": "2x2", "values": vals, "candidates": cands})
	if err := json.Unmarshal(data, &g); !errors.Is(err, sudoku.ErrInvalidChar) {
		t.Errorf("candidate 5 on a 4×4 grid: err = %v", err)
	}
}

// TestStepSentences checks the explanations of a varied set of steps: every
// one names its technique's pattern, ends with a full stop, and names every
// cell it changes.
func TestStepSentences(t *testing.T) {
	seen := map[string]string{}
	for _, p := range sample(dataLines(t, "puzzles/top1465.txt"), 12) {
		tr, err := StepSolve(board81(t, p))
		if err != nil {
			t.Fatal(err)
		}
		for _, st := range tr.Steps {
			e := st.Explanation
			if !strings.HasSuffix(e, ".") || strings.Contains(e, "  ") || strings.Contains(e, "so, so") {
				t.Errorf("%s: badly formed sentence %q", st.Technique, e)
			}
			for _, c := range append(append([]trace.Candidate(nil), st.Placements...), st.Eliminations...) {
				if !strings.Contains(e, c.Pos.String()) {
					t.Errorf("%s: sentence %q does not name %s", st.Technique, e, c.Pos)
				}
			}
			if _, ok := seen[st.Technique]; !ok {
				seen[st.Technique] = e
			}
		}
	}
	for name, e := range seen {
		t.Logf("%-32s %s", name, e)
	}
}
