package assignments

import (
	"errors"
	"fmt"
	"go/scanner"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"syscall"
	"unicode"
)

// Submission is a student's Go code: one or more source files.
type Submission struct {
	Name  string            // the student, from the file or folder name
	Files map[string][]byte // file name → Go source
}

// Size limits of a submission: far above any honest answer to these
// assignments, far below what would strain the grader or the compiler.
const (
	MaxSourceFile   = 1 << 20  // one .go file, and the Go extracted from a notebook
	MaxNotebookFile = 16 << 20 // one .ipynb file (outputs and pictures included)
	MaxSubmission   = 16 << 20 // every file read for one submission together
)

// SubmissionError is a submission the grader refuses to read: a link, a
// device, a FIFO, a file over the size limits. Path names the file.
type SubmissionError struct {
	Path    string
	Problem string
}

func (e *SubmissionError) Error() string { return "submission " + e.Path + ": " + e.Problem }

// LoadSubmission reads a submission: a .go file, a folder (its .go files,
// or its notebook when it holds no .go file) or a Jupyter notebook, whose
// solution cells are extracted (see ExtractNotebook).
//
// Only regular files are read (checked with Lstat, then again on the open
// descriptor): a symbolic link, device, FIFO or socket is refused with a
// *SubmissionError naming it, as is a file over MaxSourceFile (a notebook:
// MaxNotebookFile) or a submission over MaxSubmission in total.
func LoadSubmission(path string) (*Submission, error) {
	info, err := os.Lstat(path)
	if err != nil {
		return nil, err
	}
	name := StudentName(filepath.Base(path))
	budget := int64(MaxSubmission)
	if !info.IsDir() {
		return loadFile(path, name, info, &budget)
	}
	sub := &Submission{Name: name, Files: map[string][]byte{}}
	entries, err := os.ReadDir(path)
	if err != nil {
		return nil, err
	}
	var notebooks []string
	for _, e := range entries {
		n := e.Name()
		switch {
		case e.IsDir():
		case strings.HasSuffix(n, ".go") && !strings.HasSuffix(n, "_test.go"):
			data, err := readRegular(filepath.Join(path, n), MaxSourceFile, &budget)
			if err != nil {
				return nil, err
			}
			sub.Files[n] = data
		case strings.HasSuffix(n, ".ipynb"):
			notebooks = append(notebooks, filepath.Join(path, n))
		}
	}
	if len(sub.Files) == 0 && len(notebooks) > 0 {
		sort.Strings(notebooks)
		info, err := os.Lstat(notebooks[0])
		if err != nil {
			return nil, err
		}
		return loadFile(notebooks[0], name, info, &budget)
	}
	if len(sub.Files) == 0 {
		return nil, fmt.Errorf("submission %s: no .go file or notebook in the folder", path)
	}
	return sub, nil
}

// loadFile reads a single .go file or notebook.
func loadFile(path, name string, info os.FileInfo, budget *int64) (*Submission, error) {
	if !info.Mode().IsRegular() {
		return nil, notRegular(path, info.Mode())
	}
	switch filepath.Ext(path) {
	case ".go":
		data, err := readRegular(path, MaxSourceFile, budget)
		if err != nil {
			return nil, err
		}
		return &Submission{Name: name, Files: map[string][]byte{filepath.Base(path): data}}, nil
	case ".ipynb":
		data, err := readRegular(path, MaxNotebookFile, budget)
		if err != nil {
			return nil, err
		}
		src, err := ExtractNotebook(data)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		if len(src) > MaxSourceFile {
			return nil, &SubmissionError{Path: path, Problem: fmt.Sprintf("the notebook's code is %d bytes, more than the limit of %d", len(src), MaxSourceFile)}
		}
		return &Submission{Name: name, Files: map[string][]byte{"notebook.go": src}}, nil
	}
	return nil, fmt.Errorf("submission %s: want a .go file, a folder or a .ipynb notebook", path)
}

// readRegular reads a regular file of at most limit bytes, and of at most
// what is left of the submission's budget. The file is opened without
// following a link and without blocking (a FIFO that appeared since the
// Lstat), and checked again on the open descriptor.
func readRegular(path string, limit int64, budget *int64) ([]byte, error) {
	info, err := os.Lstat(path)
	if err != nil {
		return nil, err
	}
	if !info.Mode().IsRegular() {
		return nil, notRegular(path, info.Mode())
	}
	fd, err := syscall.Open(path, syscall.O_RDONLY|syscall.O_NOFOLLOW|syscall.O_NONBLOCK|syscall.O_CLOEXEC, 0)
	if err != nil {
		return nil, &SubmissionError{Path: path, Problem: "cannot open: " + err.Error()}
	}
	f := os.NewFile(uintptr(fd), path)
	defer f.Close()
	if info, err = f.Stat(); err != nil {
		return nil, err
	}
	if !info.Mode().IsRegular() {
		return nil, notRegular(path, info.Mode())
	}
	if info.Size() > limit {
		return nil, &SubmissionError{Path: path, Problem: fmt.Sprintf("%d bytes, more than the limit of %d bytes for one file", info.Size(), limit)}
	}
	room := min(limit, *budget)
	data, err := io.ReadAll(io.LimitReader(f, room+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > room {
		if room < limit {
			return nil, &SubmissionError{Path: path, Problem: fmt.Sprintf("the submission's files add up to more than the limit of %d bytes", MaxSubmission)}
		}
		return nil, &SubmissionError{Path: path, Problem: fmt.Sprintf("more than the limit of %d bytes for one file", limit)}
	}
	*budget -= int64(len(data))
	return data, nil
}

// notRegular is the refusal of a file that is not a regular file.
func notRegular(path string, mode fs.FileMode) error {
	kind := "not a regular file"
	switch {
	case mode&fs.ModeSymlink != 0:
		kind = "a symbolic link"
	case mode&fs.ModeNamedPipe != 0:
		kind = "a FIFO"
	case mode&fs.ModeSocket != 0:
		kind = "a socket"
	case mode&fs.ModeDevice != 0:
		kind = "a device"
	}
	return &SubmissionError{Path: path, Problem: "is " + kind + "; only regular files are graded"}
}

// StudentName makes the name of a submission's file or folder a safe
// student name: the extension goes, letters, digits, '-', '_' and inner
// dots stay, anything else becomes '_', leading dots go. The result is never
// empty, ".", ".." or a path: "...go" becomes "unnamed", "../x" "x".
func StudentName(base string) string {
	for _, ext := range []string{".go", ".ipynb"} {
		base = strings.TrimSuffix(base, ext)
	}
	var sb strings.Builder
	for _, r := range base {
		if unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-' || r == '_' || r == '.' {
			sb.WriteRune(r)
		} else {
			sb.WriteByte('_')
		}
	}
	name := strings.TrimLeft(sb.String(), ".")
	if r := []rune(name); len(r) > 100 {
		name = string(r[:100])
	}
	if name == "" {
		return "unnamed"
	}
	return name
}

// forbiddenImports may not be imported by students: unsafe (needed for
// linkname directives) reaches into the test binary's memory, C needs cgo
// (which is off), plugin loads code. See also forbiddenAuthored.
var forbiddenImports = map[string]bool{"unsafe": true, "C": true, "plugin": true}

// CodeError is a problem with the student's code found before compiling.
type CodeError struct {
	File    string
	Line    int
	Problem string
}

func (e *CodeError) Error() string { return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Problem) }

// lineOf returns the line of the first parse error.
func lineOf(err error) int {
	var list scanner.ErrorList
	if errors.As(err, &list) && len(list) > 0 {
		return list[0].Pos.Line
	}
	return 0
}
