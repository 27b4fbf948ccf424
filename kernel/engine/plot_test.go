package engine

import (
	"bytes"
	"encoding/base64"
	"image/png"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/internal/testenv"
)

// A gonum plot is built over several cells and drawn in a later one. Its
// text styles point at font.DefaultCache, gonum's cache of parsed fonts,
// which cannot be saved (it holds funcs); the program registers gonum's
// exported pointer variables and the plot keeps pointing at the cache by
// its name. Needs the module proxy (gonum is fetched).
func TestPlotBuiltOverCells(t *testing.T) {
	if err := testenv.ModuleProxyReachable(t); err != nil {
		t.Skipf("module proxy unreachable: %v", err)
	}
	e := testEngine(t)
	mustRun(t, e, 1, "import (\n\t\"bytes\"\n\t\"gonum.org/v1/plot\"\n\t\"gonum.org/v1/plot/plotter\"\n\t\"gonum.org/v1/plot/vg\"\n)")
	r := mustRun(t, e, 2, "p := plot.New()\np.Title.Text = \"Squares\"")
	if msg := r.rec.stderr.String(); msg != "" {
		t.Fatalf("the plot was not kept: %s", msg)
	}
	r = mustRun(t, e, 3, "pts := plotter.XYs{{X: 0, Y: 0}, {X: 1, Y: 1}, {X: 2, Y: 4}, {X: 3, Y: 9}}\nline, _ := plotter.NewLine(pts)\np.Add(line)\np.X.Label.Text = \"x\"")
	if msg := r.rec.stderr.String(); msg != "" {
		t.Fatalf("the plot was not kept after adding a line: %s", msg)
	}
	wantText(t, e, 4, "p.Title.Text + \" \" + p.X.Label.Text", `"Squares x"`)
	r = mustRun(t, e, 5, "w, err := p.WriterTo(4*vg.Inch, 3*vg.Inch, \"png\")\nif err != nil {\n\tpanic(err)\n}\nvar buf bytes.Buffer\nw.WriteTo(&buf)\ndisplay.PNG(buf.Bytes())")
	if r.oc.Result == nil {
		t.Fatalf("no picture; stderr %s", r.rec.stderr.String())
	}
	b64, _ := r.oc.Result.Data["image/png"].(string)
	raw, err := base64.StdEncoding.DecodeString(strings.ReplaceAll(b64, "\n", ""))
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(raw))
	if err != nil {
		t.Fatalf("not a PNG: %v", err)
	}
	// The line is drawn: some pixels are dark, most are white.
	dark := 0
	bnd := img.Bounds()
	for y := bnd.Min.Y; y < bnd.Max.Y; y++ {
		for x := bnd.Min.X; x < bnd.Max.X; x++ {
			if r, g, b, _ := img.At(x, y).RGBA(); r+g+b < 3*0x4000 {
				dark++
			}
		}
	}
	if n := bnd.Dx() * bnd.Dy(); dark < 200 || dark > n/4 {
		t.Errorf("%d dark pixels of %d: no plot drawn", dark, n)
	}
}
