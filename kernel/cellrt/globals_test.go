package cellrt

import (
	"strings"
	"testing"
)

// fontCache stands for a package's cache that cannot be saved (it holds a
// func), kept in an exported variable the way gonum's font.DefaultCache is.
type fontCache struct {
	parse func(string) int
	faces map[string]int
}

var defaultCache = &fontCache{parse: func(s string) int { return len(s) }, faces: map[string]int{"serif": 1}}

type textStyle struct {
	Size  float64
	Fonts *fontCache
}

// A value pointing at a registered package variable's object is saved as
// the variable's name and comes back pointing at the object the variable
// holds in the restoring program; without the registration it cannot be
// saved at all.
func TestGlobalPointerSavedByName(t *testing.T) {
	in := textStyle{Size: 12, Fonts: defaultCache}
	if _, dropped, _ := saveVars([]Var{{Name: "s", Ptr: &in}}); len(dropped) != 1 || !strings.Contains(dropped[0].Reason, "func value") {
		t.Fatalf("unregistered: dropped %v", dropped)
	}
	RegisterGlobal("example.com/font.DefaultCache", &defaultCache)
	defer func() {
		globalsMu.Lock()
		delete(globals, "example.com/font.DefaultCache")
		globalsMu.Unlock()
	}()
	data, dropped, _ := saveVars([]Var{{Name: "s", Ptr: &in}})
	if len(dropped) != 0 {
		t.Fatalf("dropped %v", dropped)
	}
	// The restoring program has its own cache object.
	saved := defaultCache
	defaultCache = &fontCache{faces: map[string]int{}}
	defer func() { defaultCache = saved }()
	var out textStyle
	if _, err := loadVars(data, []Var{{Name: "s", Ptr: &out}}); err != nil {
		t.Fatal(err)
	}
	if out.Size != 12 || out.Fonts != defaultCache {
		t.Errorf("restored %+v, want Fonts = the current defaultCache %p", out, defaultCache)
	}
}
