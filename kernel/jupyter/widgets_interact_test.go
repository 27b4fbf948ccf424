package jupyter

import (
	"maps"
	"strconv"
	"sync"
	"testing"

	"github.com/sudokit/sudokit/kernel/internal/wire"
)

// TestCallCode: the cell the kernel runs for an Interact calls the
// notebook function by name with the controls' values, through package
// widgets under the notebook's own name for it, and refuses what is not a
// plain identifier or a type it cannot pass.
func TestCallCode(t *testing.T) {
	w := &wire.Widget{Func: "draw", Args: []wire.WidgetInput{{ID: "a1", Type: "int"}, {ID: "b2", Type: "string"}}}
	for pkg, want := range map[string]string{
		"widgets": `draw(widgets.ArgInt("a1"), widgets.ArgString("b2"))`,
		"w":       `draw(w.ArgInt("a1"), w.ArgString("b2"))`,
		"":        "import \"github.com/sudokit/sudokit/kernel/widgets\"\n" + `draw(widgets.ArgInt("a1"), widgets.ArgString("b2"))`,
	} {
		got, err := callCode(w, pkg)
		if err != nil || got != want {
			t.Errorf("package named %q: %q, %v; want %q", pkg, got, err, want)
		}
	}
	for _, bad := range []*wire.Widget{
		{Func: "draw(); os.Exit(1); f"},
		{Func: ""},
		{Func: "draw", Args: []wire.WidgetInput{{ID: "a1", Type: "[]int"}}},
	} {
		if got, err := callCode(bad, "widgets"); err == nil {
			t.Errorf("%+v was accepted: %q", bad, got)
		}
	}
	// A model id is a Go string literal in the cell, whatever it holds.
	id := `a1"); os.Exit(1); ("`
	got, err := callCode(&wire.Widget{Func: "draw", Args: []wire.WidgetInput{{ID: id, Type: "int"}}}, "widgets")
	if err != nil || got != "draw(widgets.ArgInt("+strconv.Quote(id)+"))" {
		t.Errorf("id %q gave %q, %v", id, got, err)
	}
}

// TestWidgetSinkConcurrent: the engine writes a run's stdout, its stderr
// and its frames from three goroutines at once (wire.Sink); the Output
// widget's outputs lose none of them.
func TestWidgetSinkConcurrent(t *testing.T) {
	const n = 20000
	s := &widgetSink{}
	var wg sync.WaitGroup
	for _, name := range []string{"stdout", "stderr"} {
		wg.Go(func() {
			for range n {
				s.Stream(name, "x")
			}
		})
	}
	wg.Go(func() {
		for range n {
			s.Display(wire.Frame{Kind: wire.KindDisplay, Data: map[string]any{"text/plain": "d"}})
		}
	})
	wg.Wait()
	got := map[string]int{}
	for _, o := range s.outputs {
		switch o["output_type"] {
		case "stream":
			got[o["name"].(string)] += len(o["text"].(string))
		case "display_data":
			got["display"]++
		}
	}
	if want := map[string]int{"stdout": n, "stderr": n, "display": n}; !maps.Equal(got, want) {
		t.Errorf("outputs hold %v, want %v", got, want)
	}
}
