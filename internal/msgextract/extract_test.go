package msgextract

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// Extract finds the literal messages of the named calls, the argument a
// "name:N" names, and skips tests, other calls and non-literal arguments.
func TestExtract(t *testing.T) {
	dir := t.TempDir()
	src := `package p

func f(key string) {
	_ = Sprintf("first %d", 1)
	_ = Current().Sprintf("second")
	fail("field", nil, "third %q", "x")
	_ = Sprintf(key)
	_ = other("not a message")
}
`
	if err := os.WriteFile(filepath.Join(dir, "p.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	test := "package p\n\nfunc g() { _ = Sprintf(\"in a test\") }\n"
	if err := os.WriteFile(filepath.Join(dir, "p_test.go"), []byte(test), 0o644); err != nil {
		t.Fatal(err)
	}
	uses, err := Extract(dir, "Sprintf", "Current().Sprintf", "fail:2")
	if err != nil {
		t.Fatal(err)
	}
	want := []Usage{{"first %d", "p.go:4"}, {"second", "p.go:5"}, {"third %q", "p.go:6"}}
	if !reflect.DeepEqual(uses, want) {
		t.Errorf("Extract = %v, want %v", uses, want)
	}
}
