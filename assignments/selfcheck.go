package assignments

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/sudokit/sudokit/sudoku"
)

// A self-check is a visible test turned into Go code the student runs: in
// the released notebook (a cell per test) and with "go test" next to the
// skeleton. Each check is the body of a func() string that returns "" when
// the student's code gives the expected answer and the reason otherwise;
// the expected answers are computed here, from the reference, for visible
// inputs only. The grader remains the judge: a self-check may be looser
// than the test it mirrors (a generator's puzzles are checked with the
// student's own CountSolutions).

// SelfCheck is one visible test as code.
type SelfCheck struct {
	Name string // the test's name
	Doc  string
	Body string // statements of a func() string
}

// selfCheckers makes the body of a check for one case of each op.
var selfCheckers = map[string]func(c *Case) (string, error){
	"read":       checkRead,
	"print":      checkPrint,
	"houses":     checkHouses,
	"candidates": checkCandidates,
	"count":      checkCount,
	"stored":     checkStored,
	"nakedpair":  checkNakedPair,
	"generate":   checkGenerate,
}

// SelfChecks returns the assignment's visible tests as self-checks. Hidden
// and after_due_date tests are left out.
func (a *Assignment) SelfChecks() ([]SelfCheck, error) {
	var out []SelfCheck
	for i := range a.Tests {
		t := &a.Tests[i]
		if t.Visibility != Visible {
			continue
		}
		gen := selfCheckers[t.Op]
		if gen == nil {
			return nil, fmt.Errorf("assignment %s: test %s: op %q has no self-check", a.ID, t.Name, t.Op)
		}
		cases, err := ops[t.Op].cases(a, t)
		if err != nil {
			return nil, err
		}
		var parts []string
		for _, c := range cases {
			body, err := gen(c)
			if err != nil {
				return nil, fmt.Errorf("test %s: %v", t.Name, err)
			}
			parts = append(parts, body)
		}
		body := parts[0]
		if len(parts) > 1 { // run every case, stop at the first problem
			var sb strings.Builder
			for _, p := range parts {
				fmt.Fprintf(&sb, "if problem := func() string {\n%s\n}(); problem != \"\" {\nreturn problem\n}\n", p)
			}
			body = sb.String() + "return \"\""
		}
		out = append(out, SelfCheck{Name: t.Name, Doc: t.Doc, Body: body})
	}
	return out, nil
}

// selfCheckHelpers are the declarations every self-check uses.
const selfCheckHelpers = `// selfcheckFailed counts the self-checks that failed.
var selfcheckFailed int

// selfcheck runs one visible test and prints ✓ or ✗ with the reason. A
// panic (such as a TODO stub) counts as a failure.
func selfcheck(name string, test func() string) {
	problem := func() (problem string) {
		defer func() {
			if p := recover(); p != nil {
				problem = fmt.Sprint("panic: ", p)
			}
		}()
		return test()
	}()
	if problem == "" {
		fmt.Println("✓", name)
		return
	}
	selfcheckFailed++
	fmt.Printf("✗ %s: %s\n", name, problem)
}

// selfcheckFile writes a test's input into a temporary file and returns
// its path.
func selfcheckFile(text string) string {
	f, err := os.CreateTemp("", "selfcheck-*.txt")
	if err != nil {
		panic(err)
	}
	defer f.Close()
	if _, err := f.WriteString(text); err != nil {
		panic(err)
	}
	return f.Name()
}

// selfcheckValues lists the values of a board's cells (-1 for a nil cell).
func selfcheckValues(b *Board) []int {
	out := make([]int, len(b.Cells))
	for i, c := range b.Cells {
		out[i] = -1
		if c != nil {
			out[i] = c.Value
		}
	}
	return out
}
`

// goText quotes text as a Go string literal, raw when it can be.
func goText(text string) string {
	if !strings.ContainsAny(text, "`\r") {
		return "`" + text + "`"
	}
	return strconv.Quote(text)
}

// goInts writes a []int literal.
func goInts(vs []int) string {
	parts := make([]string, len(vs))
	for i, v := range vs {
		parts[i] = strconv.Itoa(v)
	}
	return "[]int{" + strings.Join(parts, ", ") + "}"
}

// readBoard is the start of a check that reads the case's board.
func readBoard(c *Case) string {
	in := c.Input.(boardInput)
	return fmt.Sprintf("b, err := ReadFile(selfcheckFile(%s))\nif err != nil {\nreturn \"ReadFile: \" + err.Error()\n}\n", goText(in.File))
}

func checkRead(c *Case) (string, error) {
	in := c.Input.(boardInput)
	want := c.want.(readResult)
	path := fmt.Sprintf("selfcheckFile(%s)", goText(in.File))
	if in.Missing {
		path = `"no-such-board.txt"`
	}
	if want.Kind != "" {
		sentinel := sentinelNames[want.Kind]
		return fmt.Sprintf("_, err := ReadFile(%s)\nif !errors.Is(err, %s) {\nreturn fmt.Sprintf(\"want an error that wraps %s, got %%v\", err)\n}\nreturn \"\"", path, sentinel, sentinel), nil
	}
	return fmt.Sprintf(`b, err := ReadFile(%s)
if err != nil {
return "ReadFile: " + err.Error()
}
if b.BoxRows != %d || b.BoxCols != %d {
return fmt.Sprintf("boxes of %%d×%%d, want %d×%d", b.BoxRows, b.BoxCols)
}
want := %s
got := selfcheckValues(b)
if fmt.Sprint(got) != fmt.Sprint(want) {
return fmt.Sprintf("cell values %%v, want %%v", got, want)
}
return ""`, path, want.Shape.BoxRows, want.Shape.BoxCols, want.Shape.BoxRows, want.Shape.BoxCols, goInts(want.Values)), nil
}

func checkPrint(c *Case) (string, error) {
	want := c.want.(readResult)
	if want.Kind != "" {
		return "", fmt.Errorf("a print test needs a valid board")
	}
	return readBoard(c) + fmt.Sprintf(`want := %s
if got := b.String(); got != want {
return "String() printed\n" + got + "\nwant\n" + want
}
return ""`, goText(want.Printed)), nil
}

// houseIndexes lists, per cell, the index of its row, column and box.
func houseIndexes(b *sudoku.Board) string {
	var sb strings.Builder
	sb.WriteString("[][3]int{")
	for i := range b.N() * b.N() {
		c := b.CellAt(i)
		if i > 0 {
			sb.WriteString(", ")
		}
		fmt.Fprintf(&sb, "{%d, %d, %d}", c.Row().Index(), c.Column().Index(), c.Box().Index())
	}
	return sb.String() + "}"
}

func checkHouses(c *Case) (string, error) {
	b := c.want.(*sudoku.Board)
	return readBoard(c) + fmt.Sprintf(`b.BuildStructure()
want := %s // the row, column and box of each cell
for i, ci := range b.Cells {
got := [3]*House{ci.Row, ci.Column, ci.Box}
for k, kind := range []string{"row", "column", "box"} {
if got[k] == nil {
return fmt.Sprintf("cell %%d has no %%s", i, kind)
}
if len(got[k].Cells) != %d {
return fmt.Sprintf("the %%s of cell %%d lists %%d cells, want %d", kind, i, len(got[k].Cells))
}
for j, cj := range b.Cells {
other := [3]*House{cj.Row, cj.Column, cj.Box}
if (want[i][k] == want[j][k]) != (got[k] == other[k]) {
return fmt.Sprintf("cells %%d and %%d: same %%s is %%v, but their %%s objects are the same: %%v", i, j, kind, want[i][k] == want[j][k], kind, got[k] == other[k])
}
}
}
}
return ""`, houseIndexes(b), b.N(), b.N()), nil
}

func checkCandidates(c *Case) (string, error) {
	b := c.want.(*sudoku.Board)
	var sb strings.Builder
	sb.WriteString("map[int][]int{")
	first := true
	for i := range b.N() * b.N() {
		cell := b.CellAt(i)
		if !cell.IsEmpty() {
			continue
		}
		if !first {
			sb.WriteString(", ")
		}
		first = false
		fmt.Fprintf(&sb, "%d: %s", i, goInts(cell.Candidates().Slice()))
	}
	sb.WriteString("}")
	return readBoard(c) + fmt.Sprintf(`b.BuildStructure()
want := %s // cell index → candidates
for i, vs := range want {
if got := b.Cells[i].Candidates(); fmt.Sprint(got) != fmt.Sprint(vs) {
return fmt.Sprintf("cell %%d (row %%d, column %%d): candidates %%v, want %%v", i, i/b.N()+1, i%%b.N()+1, got, vs)
}
}
return ""`, sb.String()), nil
}

func checkCount(c *Case) (string, error) {
	want := c.want.(solveWant)
	return readBoard(c) + fmt.Sprintf(`b.BuildStructure()
if got := SolveAll(b).Count(); got != %d {
return fmt.Sprintf("Count() is %%d, want %d", got)
}
return ""`, want.count, want.count), nil
}

func checkStored(c *Case) (string, error) {
	want := c.want.(solveWant)
	stored := min(want.count, sudoku.MaxStoredSolutions)
	return readBoard(c) + fmt.Sprintf(`b.BuildStructure()
found := SolveAll(b)
seen := map[string]bool{}
for k := 0; k <= %d; k++ {
s := found.Take()
if s == nil {
break
}
values := selfcheckValues(s)
for _, v := range values {
if v <= 0 {
return fmt.Sprintf("board %%d taken out has an empty cell", k+1)
}
}
key := fmt.Sprint(values)
if seen[key] {
return fmt.Sprintf("board %%d taken out is the same as an earlier one: store copies", k+1)
}
seen[key] = true
}
if len(seen) != %d {
return fmt.Sprintf("took out %%d boards, want %d", len(seen))
}
return ""`, stored, stored, stored), nil
}

// nakedPairSteps lists every naked pair step of b that removes a candidate,
// as "house|cells|values|eliminations" keys (cells and eliminations sorted,
// 0-based indexes).
func nakedPairSteps(b *sudoku.Board) []string {
	var out []string
	n := b.N()
	for h := range b.Houses() {
		cells := h.Cells()
		for i, x := range cells {
			cx := x.Candidates()
			if !x.IsEmpty() || cx.Count() != 2 {
				continue
			}
			for _, y := range cells[i+1:] {
				if !y.IsEmpty() || y.Candidates() != cx {
					continue
				}
				elims := nakedPairEliminations(h, x, y, cx)
				if len(elims) == 0 {
					continue
				}
				var es []string
				for _, e := range elims {
					es = append(es, fmt.Sprintf("%d-%d", e[0]*n+e[1], e[2]))
				}
				sort.Strings(es)
				vs := cx.Slice()
				out = append(out, fmt.Sprintf("%s|%d %d|%d %d|%s", h.Name(), x.Index(), y.Index(), vs[0], vs[1], strings.Join(es, " ")))
			}
		}
	}
	return out
}

func checkNakedPair(c *Case) (string, error) {
	b := c.want.(*sudoku.Board)
	steps := nakedPairSteps(b)
	var sb strings.Builder
	sb.WriteString("map[string]bool{")
	for i, s := range steps {
		if i > 0 {
			sb.WriteString(", ")
		}
		fmt.Fprintf(&sb, "%q: true", s)
	}
	sb.WriteString("}")
	return readBoard(c) + fmt.Sprintf(`b.BuildStructure()
right := %s // every right answer as "house|cells|values|eliminations"
step, ok := FindNakedPair(b)
if ok != (len(right) > 0) {
return fmt.Sprintf("ok is %%v, want %%v", ok, len(right) > 0)
}
if !ok {
return ""
}
index := map[*Cell]int{}
for i, c := range b.Cells {
index[c] = i
}
x, y := index[step.Pair[0]], index[step.Pair[1]]
if x > y {
x, y = y, x
}
var es []string
for _, e := range step.Eliminations {
es = append(es, fmt.Sprintf("%%d-%%d", index[e.Cell], e.Value))
}
sort.Strings(es)
house := ""
if step.House != nil {
house = fmt.Sprintf("%%s %%d", step.House.Kind, step.House.Index+1)
}
v1, v2 := min(step.Values[0], step.Values[1]), max(step.Values[0], step.Values[1])
got := fmt.Sprintf("%%s|%%d %%d|%%d %%d|%%s", house, x, y, v1, v2, strings.Join(es, " "))
if !right[got] {
return "the step " + got + " is not a naked pair of this board that removes exactly those candidates"
}
return ""`, sb.String()), nil
}

func checkGenerate(c *Case) (string, error) {
	in := c.Input.(generateInput)
	want := c.want.(generateWant)
	seeds := make([]string, len(in.Seeds))
	for i, s := range in.Seeds {
		seeds[i] = strconv.FormatInt(s, 10)
	}
	clues := ""
	if want.clues > 0 {
		clues = fmt.Sprintf(`if got := p.Givens(); got != %d {
return fmt.Sprintf("seed %%d: %%d givens, want %d", seed, got)
}
`, want.clues, want.clues)
	}
	return fmt.Sprintf(`seen := map[string]bool{}
for _, seed := range []int64{%s} {
p := Generate(%d, %d, %d, seed)
if p == nil || len(p.Cells) != %d {
return fmt.Sprintf("seed %%d: not a board of %d cells", seed)
}
%sif n := CountSolutions(p, 2); n != 1 {
return fmt.Sprintf("seed %%d: your CountSolutions finds %%d solution(s) (stopping at 2), want exactly 1", seed, n)
}
key := fmt.Sprint(selfcheckValues(p))
if again := Generate(%d, %d, %d, seed); fmt.Sprint(selfcheckValues(again)) != key {
return fmt.Sprintf("seed %%d gave a different puzzle the second time", seed)
}
if seen[key] {
return fmt.Sprintf("seed %%d gave the same puzzle as another seed", seed)
}
seen[key] = true
}
return ""`, strings.Join(seeds, ", "), in.BoxRows, in.BoxCols, in.Clues, want.shape.N()*want.shape.N(), want.shape.N()*want.shape.N(),
		clues, in.BoxRows, in.BoxCols, in.Clues), nil
}
