package assignments

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/sudokit/sudokit/assignments/sandbox"
)

// runnerImport is how a runner imports the protocol package in this
// repository; builds rewrite it to the copy inside the submission's module.
const runnerImport = `"github.com/sudokit/sudokit/assignments/runner"`

// build compiles a submission with the assignment's runner into a program
// in dir and returns its path. A *BuildError carries the compiler's message
// for the student.
func (g *Grader) build(ctx context.Context, a *Assignment, sub *Submission, dir string) (string, error) {
	src := filepath.Join(dir, "src")
	if err := os.MkdirAll(filepath.Join(src, "internal", "graderproto"), 0o700); err != nil {
		return "", err
	}
	files := map[string][]byte{
		"go.mod":                           []byte("module submission\n\ngo 1.22\n"),
		"internal/graderproto/protocol.go": runnerSource,
	}
	runner, err := a.ReadFile(a.Runner)
	if err != nil {
		return "", err
	}
	text := strings.Replace(string(runner), runnerImport, `graderrunner "submission/internal/graderproto"`, 1)
	text = strings.ReplaceAll(text, "runner.Serve(", "graderrunner.Serve(")
	text = strings.ReplaceAll(text, "runner.Handler", "graderrunner.Handler")
	files["grader_runner.go"] = []byte(text)

	names := make([]string, 0, len(sub.Files))
	for name := range sub.Files {
		names = append(names, name)
	}
	sort.Strings(names)
	for i, name := range names {
		prepared, err := prepareSource(name, sub.Files[name])
		if err != nil {
			return "", &BuildError{Output: err.Error()}
		}
		files[fmt.Sprintf("student%d_%s", i, safeName(name))] = prepared
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(src, name), data, 0o600); err != nil {
			return "", err
		}
	}
	out := filepath.Join(src, "program")
	if err := g.sb.Build(ctx, src, out); err != nil {
		if be, ok := sandbox.IsBuildError(err); ok {
			msg := cleanBuildOutput(be.Output, names)
			if be.Limit != "" {
				msg = strings.TrimSpace(be.Limit + "\n" + truncate(msg, 2000))
			}
			return "", &BuildError{Output: msg}
		}
		return "", err
	}
	return out, nil
}

// BuildError is a submission that does not compile.
type BuildError struct{ Output string }

func (e *BuildError) Error() string { return "compile error:\n" + e.Output }

// safeName keeps a file name to letters, digits, '_' and ".go".
func safeName(name string) string {
	base := strings.TrimSuffix(filepath.Base(name), ".go")
	var sb strings.Builder
	for _, r := range base {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' {
			sb.WriteRune(r)
		} else {
			sb.WriteByte('_')
		}
	}
	return sb.String() + ".go"
}

// cleanBuildOutput shows the student their own file names in compiler
// messages.
func cleanBuildOutput(out string, names []string) string {
	for i, name := range names {
		out = strings.ReplaceAll(out, fmt.Sprintf("student%d_%s", i, safeName(name)), name)
	}
	out = strings.ReplaceAll(out, "# submission\n", "")
	return strings.TrimSpace(out)
}
