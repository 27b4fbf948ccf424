package engine

import (
	"context"
	"fmt"
	"math"
	"strings"
	"testing"
)

// TestLiteralArgumentsShareAProgram: cells that differ only in the
// literals they pass run one executable, each with its own values, and a
// panic in the second still names its cell and line.
func TestLiteralArgumentsShareAProgram(t *testing.T) {
	e := testEngine(t)
	mustRun(t, e, 1, "import \"fmt\"\nfunc describe(s string, n int, f float64, r rune) string { return fmt.Sprintf(\"%q %d %v %q\", s, n, f, r) }")
	first := mustRun(t, e, 2, `describe("Singles", 1, 0.5, 'x')`)
	if want := `"\"Singles\" 1 0.5 'x'"`; first.text() != want {
		t.Errorf("first cell shows %s, want %s", first.text(), want)
	}
	second := mustRun(t, e, 3, `describe("Wi\x00ngs\xff", 1_000, 1e-320, '世')`)
	want := fmt.Sprintf("%q", fmt.Sprintf("%q %d %v %q", "Wi\x00ngs\xff", 1_000, 1e-320, '世'))
	if second.text() != want {
		t.Errorf("second cell shows %s, want %s", second.text(), want)
	}
	if got := len(e.progs.keys); got != 1 {
		t.Errorf("%d programs linked for two cells differing only in literals, want 1", got)
	}
	mustRun(t, e, 4, "func boom(s string) { if s == \"yes\" { panic(\"boom \" + s) } }")
	mustRun(t, e, 5, "\nboom(\"no\")")
	r := run(t, e, 6, "\nboom(\"yes\")")
	if r.oc.Err == nil || r.oc.Err.EValue != "boom yes" {
		t.Fatalf("want panic boom yes, got %+v", r.oc.Err)
	}
	if tb := strings.Join(r.oc.Err.Traceback, "\n"); !strings.Contains(tb, "In [6] line 2") {
		t.Errorf("traceback %q does not name In [6] line 2", tb)
	}
	if got := len(e.progs.keys); got != 2 {
		t.Errorf("%d programs linked, want 2 (describe, boom)", got)
	}
}

// TestLiteralArgumentsKeptWhereTheyMeanMore: literals whose meaning
// depends on where they go keep their place in the program (nothing is
// read at run time), and every cell shows what Go says.
func TestLiteralArgumentsKeptWhereTheyMeanMore(t *testing.T) {
	e := testEngine(t)
	mustRun(t, e, 1, `import "fmt"
type Family string
func fam(f Family) string { return fmt.Sprintf("%T %v", f, f) }
func small(n int8) int8 { return n }
func b(c byte) byte { return c }
func f32(f float32) string { return fmt.Sprintf("%T %v", f, f) }
func wide(n int) int { return n }
func id[T any](x T) string { return fmt.Sprintf("%T %v", x, x) }
func pair[T any](a, b T) string { return fmt.Sprintf("%T %v %v", a, a, b) }
type Box[T any] struct{}
func (Box[T]) Put(x T) string { return fmt.Sprintf("%T %v", x, x) }
func kind(v any) string { return fmt.Sprintf("%T", v) }
func lines(s string) int { return len(s) }
`)
	cases := []struct{ code, want string }{
		{`fam("x")`, `"main.Family x"`},         // a named string type
		{`small(127)`, "127"},                   // int8: an overflow check
		{`b('a')`, "97"},                        // byte, not rune
		{`f32(0.1)`, `"float32 0.1"`},           // float32 rounds differently
		{`wide(1 << 40)`, "1099511627776"},      // a constant expression
		{`wide(-1)`, "-1"},                      // a constant expression
		{`x := 1 << 40; x`, "1099511627776"},    // not an argument
		{`fmt.Sprint("a", 1, 2.5)`, `"a1 2.5"`}, // variadic ...any
		{`id(1)`, `"int 1"`},                    // a generic function
		{`id[float64](1)`, `"float64 1"`},       // instantiated
		{`pair(1, 2.5)`, `"float64 1 2.5"`},     // inferred from both
		{`Box[int]{}.Put(7)`, `"int 7"`},        // a generic type's method
		{`kind('a')`, `"int32"`},                // an interface
		{`len("abc")`, "3"},                     // a builtin: a constant
		{`string(rune(65))`, `"A"`},             // conversions
		{"lines(`a\nb`)", "3"},                  // spans lines
		{`const k = 2; wide(k)`, "2"},           // a typed or untyped const is no literal
	}
	for i, tc := range cases {
		runLiterals(t, e, 2+i, tc.code, 0, tc.want)
	}
}

// runLiterals runs code as cell num, checking that its program reads n
// literals at run time and that it shows want.
func runLiterals(t *testing.T, e *Engine, num int, code string, n int, want string) {
	t.Helper()
	c, err := parseCell(num, code)
	if err != nil {
		t.Fatal(err)
	}
	p, err := e.prepare(context.Background(), e.nb, c)
	if err != nil {
		t.Fatalf("%s: %v", code, err)
	}
	if reads := strings.Count(p.src, "_skrt.Lit"); len(p.literals) != n || reads != n {
		t.Errorf("%s: literals %q (%d read) at run time, want %d", code, p.literals, reads, n)
	}
	if r := mustRun(t, e, num, code); r.text() != want {
		t.Errorf("%s shows %s, want %s", code, r.text(), want)
	}
}

// TestLiteralArgumentsReplaced: what is read at run time — method calls,
// method values and expressions, function values, nested calls, var
// declarations — gives what the literal gives.
func TestLiteralArgumentsReplaced(t *testing.T) {
	e := testEngine(t)
	mustRun(t, e, 1, `import ("fmt"; "math")
type P struct{ X int }
func (p P) Scale(k int) int { return p.X * k }
func twice(s string) string { return s + s }
func bits(f float64) uint64 { return math.Float64bits(f) }
var p = P{3}`)
	cases := []struct {
		code string
		n    int
		want string
	}{
		{`p.Scale(4)`, 1, "12"},
		{`m := p.Scale; m(5)`, 1, "15"},
		{`P.Scale(p, 6)`, 1, "18"},
		{`twice(twice("ab"))`, 1, `"abababab"`},
		{`var s = twice("é"); s`, 1, `"éé"`},
		{`bits(0.1)`, 1, fmt.Sprint(math.Float64bits(0.1))},
		{`bits(4.9e-324)`, 1, fmt.Sprint(math.Float64bits(4.9e-324))},
		{`bits(0x1p-2)`, 1, fmt.Sprint(math.Float64bits(0x1p-2))},
		{`p.Scale(0x_FF)`, 1, "765"},
		{`twice("a") + twice("b")`, 2, `"aabb"`},
		{"g := func() string { return twice(\"x\") }\ng() + twice(\"y\")", 1, `"xxyy"`}, // g is a declaration
		{`fmt.Sprintf("%T %T %T", 1, 'a', 2.5)`, 1, `"int int32 float64"`},              // the format, not ...any
	}
	for i, tc := range cases {
		runLiterals(t, e, 2+i, tc.code, tc.n, tc.want)
	}
}

// TestLiteralArgumentsLongKept: the values read at run time travel in one
// environment entry, which Linux bounds (128 KiB: the program would not
// start); a literal that would take them past maxLiteralBytes keeps its
// place in the program, and the cell runs.
func TestLiteralArgumentsLongKept(t *testing.T) {
	e := testEngine(t)
	mustRun(t, e, 1, "func size(s string) int { return len(s) }\nfunc both(a, b string) int { return len(a) + len(b) }")
	long := strings.Repeat("a", 200_000)
	runLiterals(t, e, 2, `size("`+long+`")`, 0, "200000")
	runLiterals(t, e, 3, `both("ab", "`+long+`")`, 1, "200002")
}
