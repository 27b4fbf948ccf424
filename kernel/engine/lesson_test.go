package engine

import (
	"strings"
	"testing"
)

// An import whose name is not the last element of its path
// ("math/rand/v2" is package rand) or that the cell renames stays in the
// notebook without breaking the later cells that do not use it: the
// checking program used to report `"math/rand/v2" imported as rand and not
// used`, which was not recognised as an unused import.
func TestRenamedImportsDoNotBreakLaterCells(t *testing.T) {
	e := testEngine(t)
	mustRun(t, e, 1, "import \"math/rand/v2\"\nimport str \"strings\"")
	wantText(t, e, 2, "x := 20\nx + 1", "21")
	wantText(t, e, 3, "n := rand.N(10)\nn >= 0 && n < 10", "true")
	wantText(t, e, 4, "str.ToUpper(\"go\")", `"GO"`)
	wantText(t, e, 5, "x * 2", "40")
}

// The Go tutorial's constraint interface can be declared and used by a
// generic function in a later cell.
func TestConstraintInterface(t *testing.T) {
	e := testEngine(t)
	mustRun(t, e, 1, "import \"fmt\"\ntype Number interface {\n\t~int | ~float64\n}")
	mustRun(t, e, 2, "func Sum[T Number](xs ...T) T {\n\tvar s T\n\tfor _, x := range xs {\n\t\ts += x\n\t}\n\treturn s\n}")
	wantText(t, e, 3, "Sum(1.5, 2)", "3.5")
	// A constraint and an ordinary type declared in one cell.
	mustRun(t, e, 4, "type Ordered interface{ ~int | ~string }\ntype Pair struct{ A, B int }\np := Pair{1, 2}")
	wantText(t, e, 5, "func Max[T Ordered](a, b T) T { if a > b { return a }; return b }\nMax(\"go\", \"gopher\")", `"gopher"`)
	if r := mustRun(t, e, 6, "p.B"); !strings.Contains(r.text(), "2") {
		t.Errorf("p.B = %q", r.text())
	}
	// An alias of a constraint, a constraint embedding comparable, and an
	// ordinary interface beside them (registered: a variable may hold it).
	mustRun(t, e, 7, "type Num = interface{ ~int | ~int64 }\ntype Key interface{ comparable }\ntype Shape interface{ Area() float64 }\ntype Sq struct{ S float64 }\nfunc (q Sq) Area() float64 { return q.S * q.S }\nvar sh Shape = Sq{3}")
	wantText(t, e, 8, "func Double[T Num](x T) T { return 2 * x }\nfunc Same[K Key](a, b K) bool { return a == b }\nfmt.Sprint(Double(int64(21)), Same(\"a\", \"a\"), sh.Area())", `"42 true 9"`)
}

// A closure defined in one cell is called in later cells; what it captures
// is the notebook's state, so a counter keeps counting. A recursive
// closure declared with var works too, and redefining the name as a
// plain value replaces it.
func TestClosuresKeptAcrossCells(t *testing.T) {
	e := testEngine(t)
	r := mustRun(t, e, 1, "import \"fmt\"\nsquare := func(x int) int { return x * x }\nsquare(3)")
	if r.text() != "9" {
		t.Errorf("square(3) in its cell = %q", r.text())
	}
	if strings.Contains(r.rec.stderr.String(), "not kept") {
		t.Errorf("the closure was dropped: %s", r.rec.stderr.String())
	}
	wantText(t, e, 2, "square(12)", "144")
	mustRun(t, e, 3, "n := 0\nnext := func() int {\n\tn++\n\treturn n\n}\nnext()")
	mustRun(t, e, 4, "next()")
	wantText(t, e, 5, "next(); fmt.Sprint(next(), n)", `"4 4"`)
	mustRun(t, e, 6, "var fib = func(n int) int {\n\tif n < 2 {\n\t\treturn n\n\t}\n\treturn fib(n-1) + fib(n-2)\n}")
	wantText(t, e, 7, "fib(20)", "6765")
	apply := mustRun(t, e, 8, "func apply(f func(int) int, x int) int { return f(x) }\napply(square, 5)")
	if apply.text() != "25" {
		t.Errorf("apply(square, 5) = %q", apply.text())
	}
	// A panic inside a kept closure names the cell that defined it.
	r = run(t, e, 9, "boom := func() {\n\tpanic(\"from the closure\")\n}")
	if r.oc.Err != nil {
		t.Fatal(r.oc.Err)
	}
	r = run(t, e, 10, "boom()")
	if r.oc.Err == nil || !strings.Contains(strings.Join(r.oc.Err.Traceback, "\n"), "In [9] line 2") {
		t.Errorf("panic in a kept closure: %+v", r.oc.Err)
	}
	wantText(t, e, 11, "square := 7\nsquare + 1", "8")
}

// The worker-pool lesson, written the way a cell-per-program notebook
// runs it: the worker is declared in one cell, and one cell makes the
// channels, starts the workers and collects every result. A channel left
// in a variable, and goroutines still running when their cell ends, are
// named with the way to write the lesson.
func TestConcurrencyLesson(t *testing.T) {
	e := testEngine(t)
	mustRun(t, e, 1, "import (\n\t\"fmt\"\n\t\"sort\"\n\t\"time\"\n)")
	mustRun(t, e, 2, "func worker(id int, jobs <-chan int, results chan<- int) {\n\tfor j := range jobs {\n\t\ttime.Sleep(time.Millisecond)\n\t\tresults <- j * 2\n\t}\n}")
	r := mustRun(t, e, 3, `jobs := make(chan int, 100)
results := make(chan int, 100)
for w := 1; w <= 3; w++ {
	go worker(w, jobs, results)
}
for j := 1; j <= 9; j++ {
	jobs <- j
}
close(jobs)
var got []int
for range 9 {
	got = append(got, <-results)
}
sort.Ints(got)
fmt.Println(got)`)
	if out := r.rec.stdout.String(); out != "[2 4 6 8 10 12 14 16 18]\n" {
		t.Errorf("stdout %q", out)
	}
	msg := r.rec.stderr.String()
	for _, name := range []string{"jobs", "results"} {
		if !strings.Contains(msg, "variable "+name+" is not kept for later cells: it holds a channel") {
			t.Errorf("no notice for channel %s: %q", name, msg)
		}
	}
	if strings.Contains(msg, "goroutines started by this cell") {
		t.Errorf("the workers ended (jobs closed) but a notice says otherwise: %q", msg)
	}
	wantText(t, e, 4, "got", "[2 4 6 8 10 12 14 16 18]")
	// A channel left in a variable: a later cell using it is told why it
	// is undefined.
	mustRun(t, e, 7, "pending := make(chan int, 1)")
	r = run(t, e, 8, "pending <- 1")
	if r.oc.Err == nil || !strings.Contains(r.oc.Err.EValue, "undefined: pending (In [7] defined it, but a channel is not kept for later cells") {
		t.Errorf("use of a dropped channel: %+v", r.oc.Err)
	}
	// Workers started and left waiting: the cell says they stop with it.
	r = mustRun(t, e, 5, "idle := make(chan int)\nfor w := 1; w <= 3; w++ {\n\tgo worker(w, idle, nil)\n}")
	if msg := r.rec.stderr.String(); !strings.Contains(msg, "goroutines started by this cell and still running when it ended: 3.") {
		t.Errorf("no notice for the goroutines left running: %q", msg)
	}
	if r := mustRun(t, e, 6, "x := 1; x"); strings.Contains(r.rec.stderr.String(), "goroutines") {
		t.Errorf("a cell starting no goroutine has a notice: %q", r.rec.stderr.String())
	}
}

// A trailing call of a print function of any package or type, returning
// the count of bytes and an error as fmt.Println does, shows nothing; a
// call returning another pair is shown.
func TestPrintLikeCallShowsNothing(t *testing.T) {
	e := testEngine(t)
	mustRun(t, e, 1, "import (\n\t\"fmt\"\n\t\"os\"\n\t\"strings\"\n)\ntype shouter struct{}\nfunc (shouter) Println(a ...any) (int, error) { return fmt.Println(strings.ToUpper(fmt.Sprint(a...))) }\nvar loud shouter")
	r := mustRun(t, e, 2, "loud.Println(\"hello\")")
	if r.oc.Result != nil || r.rec.stdout.String() != "HELLO\n" {
		t.Errorf("loud.Println: result %v, stdout %q", r.oc.Result, r.rec.stdout.String())
	}
	if r := mustRun(t, e, 3, "os.Stdout.Write([]byte(\"raw\\n\"))"); r.oc.Result != nil {
		t.Errorf("os.Stdout.Write showed %v", r.oc.Result.Data)
	}
	if r := mustRun(t, e, 4, "func pair() (int, error) { return 7, nil }\npair()"); !strings.Contains(r.text(), "7") {
		t.Errorf("pair() = %q, want it shown", r.text())
	}
}

// A panic inside a goroutine the cell started shows its stack in cell
// coordinates, the running cell's and earlier cells' alike.
func TestGoroutinePanicInCellCoordinates(t *testing.T) {
	e := testEngine(t)
	mustRun(t, e, 3, "import \"sync\"\nfunc crash() {\n\tpanic(\"in a goroutine\")\n}")
	r := run(t, e, 5, "var wg sync.WaitGroup\nwg.Add(1)\ngo func() {\n\tcrash()\n}()\nwg.Wait()")
	if r.oc.Err == nil {
		t.Fatal("the cell did not fail")
	}
	msg := r.rec.stderr.String()
	for _, want := range []string{"panic: in a goroutine", "In [3] line 3", "In [5] line 4", "In [5] line 3"} {
		if !strings.Contains(msg, want) {
			t.Errorf("stderr lacks %q:\n%s", want, msg)
		}
	}
	if strings.Contains(msg, "cell0.go") || strings.Contains(msg, "cell3.go") {
		t.Errorf("positions not in cell coordinates:\n%s", msg)
	}
}

// A closure naming a variable that is not kept (a channel) is not kept
// either, nor one naming that closure: later cells would not compile.
// Closures naming nothing dropped stay.
func TestClosureOfDroppedVariableIsDropped(t *testing.T) {
	e := testEngine(t)
	r := mustRun(t, e, 1, "ch := make(chan int, 1)\nsend := func(v int) { ch <- v }\nrelay := func(v int) { send(v) }\ntwice := func(v int) int { return 2 * v }")
	msg := r.rec.stderr.String()
	for _, want := range []string{"variable send is not kept for later cells: its function uses ch", "variable relay is not kept for later cells: its function uses send"} {
		if !strings.Contains(msg, want) {
			t.Errorf("stderr lacks %q:\n%s", want, msg)
		}
	}
	wantText(t, e, 2, "x := twice(21)\nx", "42")
	r = run(t, e, 3, "relay(1)")
	if r.oc.Err == nil || !strings.Contains(r.oc.Err.EValue, "undefined: relay (In [1] defined it") {
		t.Errorf("relay after it was dropped: %+v", r.oc.Err)
	}
}

// Two imports of one name in a cell are an error in cell coordinates
// naming both, as Go's "redeclared in this block"; importing a name again
// in a later cell replaces the earlier import.
func TestImportNameTwiceInACell(t *testing.T) {
	e := testEngine(t)
	r := run(t, e, 1, "import (\n\t\"math/rand\"\n\t\"crypto/rand\"\n)")
	if r.oc.Err == nil || !strings.Contains(r.oc.Err.EValue, `In [1] line 3:2: rand redeclared in this cell: "math/rand" and "crypto/rand" are both rand`) {
		t.Errorf("two rands: %+v", r.oc.Err)
	}
	mustRun(t, e, 2, "import \"math/rand\"")
	mustRun(t, e, 3, "import \"math/rand/v2\"")
	wantText(t, e, 4, "rand.N(1)", "0")
}

// A type redefined as a variable drops the variables of that type with a
// notice; they used to break every later cell ("main.go line 8:4: P
// (package-level variable) is not a type").
func TestTypeRedefinedAsValueDropsItsVariables(t *testing.T) {
	e := testEngine(t)
	mustRun(t, e, 1, "type P struct{ X int }\np := P{1}\nps := []P{{2}}\nn := 5")
	r := mustRun(t, e, 2, "P := 3")
	msg := r.rec.stderr.String()
	for _, name := range []string{"p", "ps"} {
		if !strings.Contains(msg, "variable "+name+" is dropped: its type uses P") {
			t.Errorf("no notice for %s: %q", name, msg)
		}
	}
	wantText(t, e, 3, "n + P", "8")
	r = run(t, e, 4, "p")
	if r.oc.Err == nil || !strings.Contains(r.oc.Err.EValue, "In [4] line 1:1: undefined: p") {
		t.Errorf("p after its type went: %+v", r.oc.Err)
	}
}
