package render

import (
	"image"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// countNear counts the pixels of r within tol of colour c in every channel.
func countNear(img image.Image, r image.Rectangle, c Color, tol int) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if near(rgba(img.At(x, y)), c, tol) {
				n++
			}
		}
	}
	return n
}

// Every colour group of a colouring step is drawn on discs of its own
// colour class, in its own candidates' slots, in every theme.
func TestStepColorClasses(t *testing.T) {
	b := parse9(t, classicPuzzle)
	g := trace.NewGrid(b)
	s := coloringStep()
	for _, name := range ThemeNames() {
		th, _ := ThemeByName(name)
		img, err := Step(g, b, s, Options{Theme: name})
		if err != nil {
			t.Fatal(err)
		}
		l, err := NewLayout(sudoku.Classic, Options{Title: s.Technique, Caption: s.Explanation})
		if err != nil {
			t.Fatal(err)
		}
		discs := []Color{mix(th.Color1, th.Background, 0.4), mix(th.Color2, th.Background, 0.4)}
		if near(discs[0], discs[1], 12) {
			t.Fatalf("%s: colour classes 1 and 2 are too alike: %v, %v", name, th.Color1, th.Color2)
		}
		for k, group := range s.Colors {
			for _, c := range group {
				slot := l.CandidateRect(c.Row, c.Col, c.Value)
				own, other := countNear(img, slot, discs[k], 12), countNear(img, slot, discs[1-k], 12)
				if own < slot.Dx()*slot.Dy()/4 || other > 0 {
					t.Errorf("%s: %v (colour %d) has %d pixels of its disc colour and %d of the other colour's",
						name, c, k+1, own, other)
				}
			}
		}
	}
}

// The colour classes are theme colours, so a config can override them.
func TestColorClassOverride(t *testing.T) {
	th, err := Light.Override(map[string]string{"color2": "#00ff00"})
	if err != nil {
		t.Fatal(err)
	}
	if got := th.colorClass(1); got != (Color{0, 255, 0, 255}) {
		t.Errorf("colour class 2 is %v after overriding color2", got)
	}
	if th.colorClass(4) != th.Color1 {
		t.Error("a fifth colour group does not reuse the first colour")
	}
}

// An arrow from a group starts at the group member nearest its other end,
// not at the group's middle: with the group {r2c5, r8c5} and the end r7c7,
// ink of the link colour leaves r8c5 and none lands on r5c5, the middle.
func TestGroupLinkStartsAtGroup(t *testing.T) {
	s := groupedStep()
	img := classicStep(t, s)
	l, err := NewLayout(sudoku.Classic, Options{Title: s.Technique, Caption: s.Explanation})
	if err != nil {
		t.Fatal(err)
	}
	link := func(r image.Rectangle) int { return countNear(img, r, Light.Link, 40) }
	if n := link(l.CellRect(4, 4)); n > 0 {
		t.Errorf("the group's middle, r5c5, has %d pixels of the link colour", n)
	}
	// Both members are ringed; the arrow leaves the ring of r8c5 and no
	// other ring.
	slot := l.CandidateRect(7, 4, 1)
	ring := slot.Inset(-slot.Dx() / 4)
	for _, c := range s.Links[0].From {
		if n := link(l.CandidateRect(c.Row, c.Col, c.Value)); n < 10 {
			t.Errorf("group member %v has %d pixels of ring", c, n)
		}
	}
	if n := link(l.CellRect(7, 4)) - link(ring); n < 20 {
		t.Errorf("r8c5 has %d pixels of the link colour outside its ring, want the arrow's start", n)
	}
	top := l.CandidateRect(1, 4, 1).Inset(-slot.Dx() / 4)
	if n := link(l.CellRect(1, 4)) - link(top); n > 0 {
		t.Errorf("r2c5 has %d pixels of the link colour outside its ring, want none", n)
	}
	// The arrow ends at r7c7.
	end := l.CandidateRect(6, 6, 1).Inset(-slot.Dx() / 2)
	if n := link(end); n < 20 {
		t.Errorf("the arrow's end at r7c7 has %d pixels of the link colour", n)
	}
}
