package sandbox

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/internal/testenv"
)

// TestBuildLimits compiles a small program in the sandbox, then again under
// a memory limit the go command cannot work in, a file limit below the
// program's size and a wall limit no compile can meet: each fails with a
// *BuildError naming its limit, and nothing of the compile is left.
func TestBuildLimits(t *testing.T) {
	testenv.NeedRoot(t, "compiles run in a control group as the build uid only as root")
	s, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if s.Mode.Cgroup == "" {
		t.Fatalf("root without a control group: %s", s.Mode.NoCgroup)
	}
	cases := []struct {
		name string
		lim  func(Limits) Limits
		want string
	}{
		{"fits", func(l Limits) Limits { return l }, ""},
		{"memory", func(l Limits) Limits { l.Memory = 24 << 20; return l }, "compiling needed more than the limit of 24 MiB of memory"},
		{"file", func(l Limits) Limits { l.FileSize = 256 << 10; return l }, "the compiled program would be larger than the limit of 256 KiB"},
		{"time", func(l Limits) Limits { l.Wall = 1; return l }, "compiling took longer than the limit of 1ns"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "src")
			if err := os.Mkdir(dir, 0o700); err != nil {
				t.Fatal(err)
			}
			for name, text := range map[string]string{
				"go.mod":  "module hello\n\ngo 1.22\n",
				"main.go": "package main\n\nimport \"fmt\"\n\nfunc main() { fmt.Println(\"hello\") }\n",
			} {
				if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o600); err != nil {
					t.Fatal(err)
				}
			}
			out := filepath.Join(dir, "program")
			err := s.build(context.Background(), dir, out, c.lim(BuildLimits))
			if c.want == "" {
				if err != nil {
					t.Fatalf("a small program did not build: %v", err)
				}
				if _, err := os.Stat(out); err != nil {
					t.Fatal(err)
				}
				return
			}
			be, ok := IsBuildError(err)
			if !ok || !strings.Contains(be.Limit, c.want) {
				t.Fatalf("error %v; want a *BuildError saying %q", err, c.want)
			}
		})
	}
}
