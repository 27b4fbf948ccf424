package engine

import "testing"

// A cell ending in "_ = f()" shows nothing, whatever f returns: the value is
// thrown away, not a trailing expression to draw. (A program that prepared
// to draw it linked render without using it, and failed to compile.)
func TestDiscardedValueIsNotShown(t *testing.T) {
	e := testEngine(t)
	mustRun(t, e, 1, "import (\n\"github.com/sudokit/sudokit/kernel/display\"\n\"github.com/sudokit/sudokit/render\"\n\"github.com/sudokit/sudokit/sudoku\"\n)")
	mustRun(t, e, 2, "b, _ := sudoku.New(2, 2)")
	r := mustRun(t, e, 3, "func pic(b *sudoku.Board) display.Data {\n\timg, _ := render.Board(b, render.Options{})\n\treturn display.Image(img)\n}\n\nshown := 1\n_ = pic(b)")
	if r.oc.Result != nil {
		t.Errorf("\"_ = pic(b)\" showed %v", r.oc.Result.Data)
	}
	wantText(t, e, 4, "shown++; shown", "2")
}
