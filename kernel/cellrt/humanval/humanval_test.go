package humanval

import (
	"bytes"
	"encoding/json"
	"image"
	"reflect"
	"testing"

	"github.com/sudokit/sudokit/kernel/cellrt/sudokuval"
	"github.com/sudokit/sudokit/kernel/internal/wire"
	"github.com/sudokit/sudokit/render"
	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/human"
	"github.com/sudokit/sudokit/sudoku/trace"
)

const classic = "" +
	"530070000" + "600195000" + "098000060" +
	"800060003" + "400803001" + "700020006" +
	"060000280" + "000419005" + "000080079"

// testBoard returns the classic puzzle with two entered values, one of
// them in conflict with a given.
func testBoard(t *testing.T) *sudoku.Board {
	t.Helper()
	b, err := sudoku.Parse(classic, sudoku.FormatAuto)
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Set(0, 2, 4); err != nil {
		t.Fatal(err)
	}
	if err := b.Set(0, 3, 5); err != nil { // conflicts with the given 5 in r1c1
		t.Fatal(err)
	}
	return b
}

// samePicture fails unless render.Inline draws a and b identically.
func samePicture(t *testing.T, a, b any) {
	t.Helper()
	ia, oka := render.Inline(a)
	ib, okb := render.Inline(b)
	if !oka || !okb {
		t.Fatalf("render.Inline: %v for the original, %v for the decoded value", oka, okb)
	}
	pa, pb := ia.(*image.RGBA), ib.(*image.RGBA)
	if pa.Rect != pb.Rect || !bytes.Equal(pa.Pix, pb.Pix) {
		t.Fatalf("pictures differ: %v and %v", pa.Rect, pb.Rect)
	}
}

// roundTrip encodes v, checks its type and decodes it through JSON, as
// the value travels from a cell program to the kernel.
func roundTrip(t *testing.T, v any, typ string) any {
	t.Helper()
	wv, ok := Encode(v)
	if !ok {
		t.Fatalf("Encode(%T) = false", v)
	}
	if wv.Type != typ {
		t.Fatalf("Encode(%T).Type = %q, want %q", v, wv.Type, typ)
	}
	line, err := json.Marshal(wv)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(line, &wv); err != nil {
		t.Fatal(err)
	}
	x, err := Decode(wv)
	if err != nil {
		t.Fatal(err)
	}
	return x
}

func TestBoardRoundTrip(t *testing.T) {
	b := testBoard(t)
	for _, v := range []any{b, *b} {
		x := roundTrip(t, v, sudokuval.TypeBoard)
		got := x.(*sudoku.Board)
		if !got.Equal(b) || got.Givens() != b.Givens() || got.Shape() != b.Shape() {
			t.Fatalf("decoded board differs:\n%v\nwant\n%v", got, b)
		}
		for c := range b.Cells() {
			if got.CellAt(c.Index()).Given() != c.Given() {
				t.Fatalf("%s: given %v, want %v", c.Name(), !c.Given(), c.Given())
			}
		}
		samePicture(t, v, x)
	}
}

func TestBoardShapes(t *testing.T) {
	for _, shape := range []sudoku.Shape{{BoxRows: 2, BoxCols: 3}, {BoxRows: 3, BoxCols: 2}, {BoxRows: 4, BoxCols: 4}} {
		b, err := sudoku.NewBoard(shape)
		if err != nil {
			t.Fatal(err)
		}
		if err := b.SetGiven(0, 0, 1); err != nil {
			t.Fatal(err)
		}
		if err := b.Set(1, 1, shape.N()); err != nil {
			t.Fatal(err)
		}
		got := roundTrip(t, b, sudokuval.TypeBoard).(*sudoku.Board)
		if got.Shape() != shape || !got.Equal(b) || got.Givens() != 1 {
			t.Fatalf("%v: decoded board differs:\n%v", shape, got)
		}
		samePicture(t, b, got)
	}
}

func TestGridRoundTrip(t *testing.T) {
	g := trace.NewGrid(testBoard(t))
	for _, v := range []any{g, *g} {
		samePicture(t, v, roundTrip(t, v, sudokuval.TypeGrid))
	}
}

// classicTrace is the human solver's trace of the classic puzzle.
func classicTrace(t *testing.T) *trace.Trace {
	t.Helper()
	b, err := sudoku.Parse(classic, sudoku.FormatAuto)
	if err != nil {
		t.Fatal(err)
	}
	tr, err := human.StepSolve(b)
	if err != nil {
		t.Fatal(err)
	}
	if len(tr.Steps) < 2 {
		t.Fatalf("trace of %d steps", len(tr.Steps))
	}
	return tr
}

func TestTraceRoundTrip(t *testing.T) {
	tr := classicTrace(t)
	samePicture(t, tr, roundTrip(t, tr, sudokuval.TypeTrace))
	step := tr.Steps[len(tr.Steps)/2]
	for _, v := range []any{step, &step} {
		samePicture(t, v, roundTrip(t, v, sudokuval.TypeTraceStep))
	}
}

func TestEncodeRefuses(t *testing.T) {
	for _, v := range []any{
		(*sudoku.Board)(nil), sudoku.Board{}, (*trace.Grid)(nil), trace.Grid{},
		(*trace.Trace)(nil), (*trace.TraceStep)(nil), trace.Trace{}, 42, "board", nil,
	} {
		if wv, ok := Encode(v); ok {
			t.Errorf("Encode(%#v) = %v, true; want false", v, wv.Type)
		}
	}
}

func TestDecodeErrors(t *testing.T) {
	for _, in := range []struct{ typ, data string }{
		{sudokuval.TypeBoard, `{"shape":"3x3","values":[1,2]}`},
		{sudokuval.TypeBoard, `{"shape":"0x3","values":[]}`},
		{sudokuval.TypeBoard, `{"shape":"2x2","values":[1,2,3,4,1,2,3,4,1,2,3,4,1,2,3,9]}`},
		{sudokuval.TypeBoard, `{"shape":"2x2","values":[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0],"givens":[16]}`},
		{sudokuval.TypeBoard, `[`},
		{sudokuval.TypeGrid, `{"shape":"2x2","values":[1]}`},
		{sudokuval.TypeTrace, `{"start":7}`},
		{"sudoku.Game", `{}`},
	} {
		if x, err := Decode(wireValue(in.typ, in.data)); err == nil {
			t.Errorf("Decode(%s %s) = %v, want an error", in.typ, in.data, x)
		}
	}
}
func wireValue(typ, data string) wire.Value { return wire.Value{Type: typ, Data: []byte(data)} }

// TestEveryDrawableIsDrawn: every row of Drawables has a sample here, is
// carried under its own type name, comes back as a pointer to its type
// and is drawn by render.Inline as the original is. A row added without a
// sample, or for a type render cannot draw, fails.
func TestEveryDrawableIsDrawn(t *testing.T) {
	tr := classicTrace(t)
	samples := map[reflect.Type]any{
		reflect.TypeFor[sudoku.Board](): testBoard(t), reflect.TypeFor[trace.Grid](): trace.NewGrid(testBoard(t)),
		reflect.TypeFor[trace.Trace](): tr, reflect.TypeFor[trace.TraceStep](): &tr.Steps[1],
	}
	carried := map[string]bool{}
	for _, d := range Drawables {
		if carried[d.Carried] {
			t.Errorf("%s: carried as %q, like another row", d.Type, d.Carried)
		}
		carried[d.Carried] = true
		v, ok := samples[d.Type]
		if !ok {
			t.Errorf("%s: no sample in this test", d.Type)
			continue
		}
		x := roundTrip(t, v, d.Carried)
		if reflect.TypeOf(x) != reflect.PointerTo(d.Type) {
			t.Errorf("%s: decoded as %T", d.Type, x)
		}
		samePicture(t, v, x)
		if d.Solver != (d.Type.PkgPath() == reflect.TypeFor[trace.Grid]().PkgPath()) {
			t.Errorf("%s: Solver %v", d.Type, d.Solver)
		}
	}
}
