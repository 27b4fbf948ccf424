package assignments

import (
	"embed"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// scaffold is the assignment "sudokit assignment new" writes: a complete,
// passing example of every part of the format.
//
//go:embed testdata/scaffold
var scaffold embed.FS

// WriteScaffold writes a working example assignment into dir (which must
// not exist or be empty) and returns the files written. Its id is the
// folder's name.
func WriteScaffold(dir string) ([]string, error) {
	if entries, err := os.ReadDir(dir); err == nil && len(entries) > 0 {
		return nil, fmt.Errorf("assignment new: %s is not empty", dir)
	}
	id := strings.ToLower(filepath.Base(filepath.Clean(dir)))
	if strings.Trim(id, "abcdefghijklmnopqrstuvwxyz0123456789-_") != "" || id == "." {
		id = "hw-singles"
	}
	var written []string
	err := fs.WalkDir(scaffold, "testdata/scaffold", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel := strings.TrimPrefix(strings.TrimPrefix(p, "testdata/scaffold"), "/")
		dst := filepath.Join(dir, filepath.FromSlash(rel))
		if d.IsDir() {
			return os.MkdirAll(dst, 0o755)
		}
		b, err := fs.ReadFile(scaffold, p)
		if err != nil {
			return err
		}
		if path.Base(p) == "assignment.yaml" {
			b = []byte(strings.Replace(string(b), "id: hw-singles", "id: "+id, 1))
		}
		written = append(written, rel)
		return os.WriteFile(dst, b, 0o644)
	})
	if err != nil {
		return nil, err
	}
	// A go.mod and sudokit's packages in .sudokit/ let the teacher run
	// "go test -mod=mod" in the folder, and their editor see the package as
	// the tests import it (the grader uses module: in assignment.yaml and
	// its own copy of sudokit).
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), libraryGoMod("example.com/hw/singles", "1.22"), 0o644); err != nil {
		return nil, err
	}
	if err := writeLibrary(filepath.Join(dir, libDirName)); err != nil {
		return nil, err
	}
	return append(written, "go.mod", libDirName+"/"), nil
}
