package engine

import (
	"reflect"
	"strings"
	"testing"
)

func TestSplitItems(t *testing.T) {
	src := `import "fmt"
x := 1
func f() int { return x }
func (p P) M() {}
type P struct{}
const c = 2
var y = 3
func() { fmt.Println() }()
func() int { return 1 }()
for i := 0; i < 2; i++ {
	x++
}
x`
	items, err := splitItems("cell1.go", src)
	if err != nil {
		t.Fatal(err)
	}
	var kinds []itemKind
	var texts []string
	for _, it := range items {
		kinds = append(kinds, it.kind)
		texts = append(texts, src[it.start:it.end])
	}
	want := []itemKind{itemImport, itemStmt, itemDecl, itemDecl, itemDecl, itemDecl, itemVar, itemStmt, itemStmt, itemStmt, itemStmt}
	if !reflect.DeepEqual(kinds, want) {
		t.Fatalf("kinds %v, want %v (items %q)", kinds, want, texts)
	}
	if texts[9] != "for i := 0; i < 2; i++ {\n\tx++\n}" {
		t.Errorf("for loop item %q", texts[9])
	}
}

func TestParseCell(t *testing.T) {
	c, err := parseCell(7, "%reset\nimport \"strings\"\nfunc up(s string) string { return strings.ToUpper(s) }\nv := up(\"a\")\nvar a, b = 1, 2\nv")
	if err != nil {
		t.Fatal(err)
	}
	if len(c.magic) != 1 || c.magic[0].Text != "%reset" || c.magic[0].Num != 1 {
		t.Errorf("magics %+v", c.magic)
	}
	if len(c.imports) != 1 || len(c.decls) != 1 || len(c.stmts) != 3 {
		t.Fatalf("imports %d decls %d stmts %d", len(c.imports), len(c.decls), len(c.stmts))
	}
	if line, col := c.position(c.decls[0].Pos()); line != 3 || col != 1 {
		t.Errorf("decl at %d:%d, want 3:1", line, col)
	}
	if tr := c.trailingExpr(); tr == nil {
		t.Error("no trailing expression")
	}
	var names []string
	for _, st := range c.stmts {
		for _, id := range definedVars(st) {
			names = append(names, id.Name)
		}
	}
	if !reflect.DeepEqual(names, []string{"v", "a", "b"}) {
		t.Errorf("defined vars %v", names)
	}
	if _, err := parseCell(8, "x := (1 +"); err == nil || !strings.Contains(err.Error(), "cell8.go:1") {
		t.Errorf("parse error %v should name cell8.go:1", err)
	}
}

func TestStatementsRewrite(t *testing.T) {
	c, err := parseCell(3, "n := 1\nvar (\n\ta, b = 2, 3\n\tz float64\n)\nfunc f() {}\nn + a")
	if err != nil {
		t.Fatal(err)
	}
	got := c.statements(layoutFinal, resultPlain)
	// Line structure is kept: the trailing expression stays on line 7.
	lines := strings.Split(got, "\n")
	if len(lines) != 7 {
		t.Fatalf("%d lines in %q", len(lines), got)
	}
	if lines[0] != "n =  1" {
		t.Errorf("define not turned into assignment: %q", lines[0])
	}
	if !strings.HasPrefix(lines[1], "a, b = 2, 3; z = *new(float64)") {
		t.Errorf("var block: %q", lines[1])
	}
	if strings.TrimSpace(lines[5]) != "" {
		t.Errorf("declaration not blanked: %q", lines[5])
	}
	// The running cell's statements are named cell0.go in the final
	// program, so running the cell again builds the same program.
	if lines[6] != "_skrt.Result(/*line cell0.go:7:1*/n + a)" {
		t.Errorf("trailing expression: %q", lines[6])
	}
	check := c.statements(layoutCheck, resultNone)
	if !strings.Contains(check, "n := 1") || !strings.Contains(check, "_ = /*line cell3.go:7:1*/n + a") {
		t.Errorf("check layout: %q", check)
	}
}

func TestIsComplete(t *testing.T) {
	for code, want := range map[string]string{
		"":                    "complete",
		"x := 1":              "complete",
		"func f() {":          "incomplete",
		"x := 1 +":            "incomplete",
		"s := `raw":           "incomplete",
		"x := )":              "invalid",
		"if x {\n\ty := 2\n}": "complete",
		"for {\n\tif a {\n\t": "incomplete",
		"!echo 'it''s":        "complete",
		"!ls (":               "complete",
		"fmt.Println?":        "complete",
		"x := a &&\n!b":       "complete",
	} {
		if got, _ := isComplete(code); got != want {
			t.Errorf("isComplete(%q) = %s, want %s", code, got, want)
		}
	}
	if _, indent := isComplete("for {\n\tif a {"); indent != "\t\t" {
		t.Errorf("indent %q, want two tabs", indent)
	}
}

func TestExprBefore(t *testing.T) {
	for _, c := range []struct{ code, want string }{
		{"Pt{}.", "Pt{}"},
		{"x := Pt{1, 2}.", "Pt{1, 2}"},
		{"fmt.Println(pkg.New(3).Grid.", "pkg.New(3).Grid"},
		{"rows[0].", "rows[0]"},
		{"(a).", "(a)"},
		{" .", ""},
		{"f(x)}.", ""},
	} {
		dot := len(c.code) - 1
		if got := c.code[exprBefore(c.code, dot):dot]; got != c.want {
			t.Errorf("exprBefore(%q) = %q, want %q", c.code, got, c.want)
		}
	}
}

func TestWithoutProgress(t *testing.T) {
	out := "go: finding module for package example.com/x/y\n" +
		"go: downloading example.com/z v1.0.0\n" +
		"module example.com/x/y: reading https://proxy.golang.org/example.com/x/y/@v/list: 403 Forbidden"
	if got := withoutProgress(out); got != "module example.com/x/y: reading https://proxy.golang.org/example.com/x/y/@v/list: 403 Forbidden" {
		t.Errorf("got %q", got)
	}
	if got := withoutProgress("go: downloading a v1\n"); got != "go: downloading a v1\n" {
		t.Errorf("only progress: got %q", got)
	}
}
