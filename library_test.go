package main

import (
	"io/fs"
	"os/exec"
	"path"
	"strings"
	"testing"
)

// The library a submission compiles against holds every sudokit package
// the embedded sudoku and render packages import: a package left out of library's
// embed list (as sudoku/trace was once) makes every graded build fail with
// "does not contain package".
func TestLibraryHoldsItsImports(t *testing.T) {
	const mod = "github.com/sudokit/sudokit"
	embedded := map[string]bool{}
	err := fs.WalkDir(library, ".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".go") && !strings.HasSuffix(p, "_test.go") {
			embedded[mod+"/"+path.Dir(p)] = true
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	for pkg := range embedded {
		out, err := exec.Command("go", "list", "-e", "-deps", "-f", "{{if not .Error}}{{.ImportPath}}{{end}}", pkg).Output()
		if err != nil {
			t.Fatalf("go list -deps %s: %v", pkg, err)
		}
		for _, dep := range strings.Fields(string(out)) {
			if strings.HasPrefix(dep, mod+"/") && !embedded[dep] {
				t.Errorf("%s imports %s, which the library does not embed", pkg, dep)
			}
		}
	}
}
