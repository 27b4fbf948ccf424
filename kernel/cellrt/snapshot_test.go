package cellrt

import (
	"errors"
	"math/big"
	"reflect"
	"strings"
	"testing"
	"time"
)

type node struct {
	val  int
	next *node
	tags map[string][]byte
}

type shape interface{ Area() float64 }

type square struct{ side float64 }

func (s square) Area() float64 { return s.side * s.side }

// roundTrip is trip without the snapshot's size.
func roundTrip(t *testing.T, from, to []Var) []Notice {
	t.Helper()
	notices, _ := trip(t, from, to)
	return notices
}

// trip saves the variables of from and restores them into to, failing the
// test on any dropped variable or error. It returns the restore's notices
// and the snapshot's size.
func trip(t *testing.T, from, to []Var) ([]Notice, int) {
	t.Helper()
	data, dropped, _ := saveVars(from)
	if len(dropped) != 0 {
		t.Fatalf("dropped: %v", dropped)
	}
	notices, err := loadVars(data, to)
	if err != nil {
		t.Fatal(err)
	}
	return notices, len(data)
}

func TestSnapshotRoundTrip(t *testing.T) {
	Register[square]()
	n := &node{val: 1, tags: map[string][]byte{"a": []byte("x")}}
	n.next = &node{val: 2, next: n} // a cycle
	alias := n.next
	var (
		i             = 42
		s             = "héllo"
		f             = 2.5
		sl            = []int{1, 2, 3}
		arr           = [3]string{"a", "b", "c"}
		sh      shape = square{3}
		anyList any   = []any{1, "two", nil}
		when          = time.Date(2024, 5, 6, 7, 8, 9, 0, time.UTC)
		big1          = big.NewInt(0).Exp(big.NewInt(2), big.NewInt(100), nil)
		err           = errors.New("boom")
		m             = map[int]*node{7: n}
	)
	var (
		i2       int
		s2       string
		f2       float64
		sl2      []int
		arr2     [3]string
		n2       *node
		alias2   *node
		sh2      shape
		anyList2 any
		when2    time.Time
		big2     *big.Int
		err2     error
		m2       map[int]*node
	)
	from := []Var{{"i", &i, false}, {"s", &s, false}, {"f", &f, false}, {"sl", &sl, false}, {"arr", &arr, false},
		{"n", &n, false}, {"alias", &alias, false}, {"sh", &sh, false}, {"anyList", &anyList, false},
		{"when", &when, false}, {"big", &big1, false}, {"err", &err, false}, {"m", &m, false}}
	to := []Var{{"i", &i2, false}, {"s", &s2, false}, {"f", &f2, false}, {"sl", &sl2, false}, {"arr", &arr2, false},
		{"n", &n2, false}, {"alias", &alias2, false}, {"sh", &sh2, false}, {"anyList", &anyList2, false},
		{"when", &when2, false}, {"big", &big2, false}, {"err", &err2, false}, {"m", &m2, false}}
	if notices := roundTrip(t, from, to); len(notices) != 0 {
		t.Fatalf("notices: %v", notices)
	}
	if i2 != 42 || s2 != s || f2 != 2.5 || !reflect.DeepEqual(sl2, sl) || arr2 != arr {
		t.Errorf("basic values: %v %q %v %v %v", i2, s2, f2, sl2, arr2)
	}
	if n2.val != 1 || n2.next.val != 2 || n2.next.next != n2 || string(n2.tags["a"]) != "x" {
		t.Errorf("linked nodes not restored: %+v", n2)
	}
	if alias2 != n2.next || m2[7] != n2 {
		t.Error("sharing between variables was lost")
	}
	if sh2.Area() != 9 || !reflect.DeepEqual(anyList2, anyList) {
		t.Errorf("interfaces: %v %v", sh2, anyList2)
	}
	if !when2.Equal(when) || big2.Cmp(big1) != 0 || err2.Error() != "boom" {
		t.Errorf("marshalers/errors: %v %v %v", when2, big2, err2)
	}
}

func TestSnapshotUnsavable(t *testing.T) {
	type holder struct {
		name string
		fn   func()
	}
	ok := 1
	fn := func() {}
	h := holder{"x", func() {}}
	nilFn := holder{name: "y"}
	ch := make(chan int)
	_, dropped, _ := saveVars([]Var{{"ok", &ok, false}, {"fn", &fn, false}, {"h", &h, false}, {"nilFn", &nilFn, false}, {"ch", &ch, false}})
	got := map[string]string{}
	for _, d := range dropped {
		got[d.Name] = d.Reason
	}
	if len(got) != 3 {
		t.Fatalf("dropped %v, want fn, h and ch", dropped)
	}
	if !strings.Contains(got["h"], "h.fn") || !strings.Contains(got["fn"], "func value") || !strings.Contains(got["ch"], "channel") {
		t.Errorf("unclear reasons: %v", got)
	}
}

func TestSnapshotTypeChange(t *testing.T) {
	type v1 struct{ A int }
	type v2 struct{ A, B int }
	a, b := v1{1}, v1{2}
	var a2, b2 v2
	notices := roundTrip(t, []Var{{"a", &a, false}, {"b", &b, false}}, []Var{{"a", &a2, false}, {"b", &b2, true}})
	if len(notices) != 1 || notices[0].Name != "a" || !strings.Contains(notices[0].Reason, "type changed") {
		t.Fatalf("notices %v, want one for a", notices)
	}
	if !strings.Contains(notices[0].Reason, "field B int added") {
		t.Errorf("the notice does not say what changed: %q", notices[0].Reason)
	}
	if a2 != (v2{}) {
		t.Errorf("a2 = %v, want zero", a2)
	}
}

func TestTraceback(t *testing.T) {
	stack := "goroutine 1 [running]:\nruntime/debug.Stack()\n\t/go/src/runtime/debug/stack.go:26 +0x5e\nmain.f(...)\n\tcell2.go:3\nmain._skCell()\n\tcell4.go:1 +0x1d\nmain.main()\n\tgen.go:20 +0x1\n"
	got := Traceback("panic: x", stack)
	want := []string{"panic: x", "  In [2] line 3, in f", "  In [4] line 1, in cell"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestTracebackRunningCell(t *testing.T) {
	t.Setenv(EnvCell, "7")
	stack := "goroutine 1 [running]:\nmain.f(...)\n\tcell2.go:3\nmain._skCell()\n\tcell0.go:1 +0x1d\nmain.main()\n\tgen.go:20 +0x1\n"
	got := Traceback("panic: x", RunningCell(stack))
	want := []string{"panic: x", "  In [2] line 3, in f", "  In [7] line 1, in cell"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestTypeChangeSaysWhat(t *testing.T) {
	type inner struct{ A int }
	type pt struct {
		X, Y int
		In   inner
	}
	old := describeType(reflect.TypeOf(pt{}))
	type inner2 struct{ A, B int }
	for _, c := range []struct {
		now  any
		want string
	}{
		{struct{ X, Y, Z int }{}, "field Z int added"},
		{struct {
			X float64
			Y int
		}{}, "field X was int, now float64"},
		{struct{ X int }{}, "field Y int removed"},
		{struct {
			X, Y int
			In   inner2
		}{}, "field In was cellrt.inner, now cellrt.inner2"},
		{[]int{}, "was struct, now []int"},
	} {
		if got := typeChange(old, reflect.TypeOf(c.now)); !strings.Contains(got, c.want) {
			t.Errorf("%T: %q, want %q in it", c.now, got, c.want)
		}
	}
	// Same name, a nested type changed.
	type wrap struct{ P pt }
	o := strings.Replace(describeType(reflect.TypeOf(wrap{})), Fingerprint(reflect.TypeOf(pt{})), "old", 1)
	if got := typeChange(o, reflect.TypeOf(wrap{})); !strings.Contains(got, "the type cellrt.pt of field P changed") {
		t.Errorf("nested: %q", got)
	}
}
