// Package testmsg writes a graded test's messages in the class's language.
//
// A test of an assignment (a built-in one or a teacher's) passes its
// messages through Errorf, Fatalf and Sprintf instead of t.Errorf and
// fmt.Sprintf:
//
//	testmsg.Errorf(t, "Count() returned %d; the puzzle has %d solution(s)", got, want)
//
// The message is the key of the assignment's own catalog: the files
// testdata/locales/<lang>.json of the assignment's folder (en.json,
// nl.json, nb.json, cs.json, zh-Hans.json, in the format of package
// sudoku/lang), read once, on the first message, from the test's working
// folder, and testdata/hidden/locales/ too when it is there (the messages
// of hidden tests, which the release does not hold). The language is the
// current one of sudoku/lang: the grader starts every test with
// SUDOKIT_LANG set to the class's language, and a notebook's kernel with
// the class's. A message the catalog lacks, or a test without a catalog,
// is written in English, as fmt writes it; an English message whose text
// is its key is always exactly what fmt.Sprintf writes.
package testmsg

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"sync"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// T is what the messages need of a test: *testing.T, *testing.B and a
// notebook's self-check T all have it.
type T interface {
	Helper()
	Error(args ...any)
	Fatal(args ...any)
	Log(args ...any)
}

// catalogDirs are the folders, relative to a test's working folder, whose
// locales/ the first message reads.
var catalogDirs = []string{"testdata", "testdata/hidden"}

var (
	loadOnce sync.Once
	loadErr  error     // why a catalog file could not be read (nil when none)
	reported sync.Once // loadErr is reported in the first failing test only
)

// load reads the catalogs of catalogDirs that exist.
func load() {
	loadOnce.Do(func() {
		for _, dir := range catalogDirs {
			fsys := os.DirFS(dir)
			if _, err := fs.Stat(fsys, "locales"); err != nil {
				continue
			}
			if err := lang.Load(fsys); err != nil {
				var fe *lang.FileError
				if errors.As(err, &fe) {
					fe.File = dir + "/" + fe.File
				}
				loadErr = err
				return
			}
		}
	})
}

// Sprintf formats the message key, with args, in the current language.
// A message the language lacks is the key as fmt writes it: the language's
// printer would still write numbers its own way ("[1.000]" in Dutch for
// fmt's "[1000]").
func Sprintf(key string, args ...any) string {
	load()
	tag := lang.CurrentTag()
	if tag == lang.English {
		if text, ok := lang.Text(lang.English, key); !ok || text == key {
			return fmt.Sprintf(key, args...)
		}
	} else if !lang.Has(tag, key) {
		return fmt.Sprintf(key, args...)
	}
	return lang.Sprintf(key, args...)
}

// Errorf reports the message (as Sprintf writes it) and fails t, as
// t.Errorf does.
func Errorf(t T, key string, args ...any) {
	t.Helper()
	s := Sprintf(key, args...)
	reportLoad(t)
	t.Error(s)
}

// Fatalf reports the message (as Sprintf writes it) and stops t, as
// t.Fatalf does.
func Fatalf(t T, key string, args ...any) {
	t.Helper()
	s := Sprintf(key, args...)
	reportLoad(t)
	t.Fatal(s)
}

// Logf logs the message (as Sprintf writes it), as t.Logf does.
func Logf(t T, key string, args ...any) {
	t.Helper()
	t.Log(Sprintf(key, args...))
}

// reportLoad fails t, once, when a catalog file could not be read: the
// assignment's author then sees the file, line and column at fault.
func reportLoad(t T) {
	t.Helper()
	if loadErr != nil {
		reported.Do(func() { t.Error("testmsg: " + loadErr.Error()) })
	}
}
