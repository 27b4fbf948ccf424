package engine

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"
)

// toolchain compiles cell programs with the installed Go toolchain. It
// calls the compiler and linker directly with an importcfg listing the
// precompiled export data of every package the programs use (obtained once
// per package with "go list -export"), which avoids the cost of "go build"
// deciding what to rebuild on every cell.
type toolchain struct {
	goBin   string
	toolDir string
	goLang  string // "go1.26"
	goVer   string // the full version ("go1.26.8"), part of every program key
	modDir  string // the cell module: go.mod with a replace of sudokit
	env     []string

	mu      sync.Mutex
	exports map[string]string   // import path -> export data file
	deps    map[string][]string // import path -> every package it depends on
	cfgPath string
	version int // bumped when exports change
	cfgVer  int // version the importcfg file was written at
}

// basePackages are listed when the kernel starts, so that most cells need
// no "go list" at all.
var basePackages = []string{
	"github.com/sudokit/sudokit/kernel/cellrt",
	"github.com/sudokit/sudokit/kernel/cellrt/show",
	"github.com/sudokit/sudokit/kernel/display",
	"fmt", "strings", "strconv", "math", "math/rand", "math/rand/v2", "sort", "slices", "maps",
	"errors", "time", "os", "bufio", "bytes", "io", "image", "image/color", "image/draw", "image/png",
	"unicode", "unicode/utf8", "sync", "iter", "regexp", "encoding/json", "math/big", "reflect",
}

// optionalPackages are listed too when they exist in the sudokit tree.
var optionalPackages = []string{
	"github.com/sudokit/sudokit/sudoku",
	"github.com/sudokit/sudokit/sudoku/exact",
	"github.com/sudokit/sudokit/sudoku/human",
	"github.com/sudokit/sudokit/sudoku/trace",
	"github.com/sudokit/sudokit/sudoku/generate",
	"github.com/sudokit/sudokit/sudoku/game",
	"github.com/sudokit/sudokit/sudoku/handbook",
	"github.com/sudokit/sudokit/render",
	"github.com/sudokit/sudokit/kernel/cellrt/sudokuval",
}

// newToolchain prepares the cell module in dir for the sudokit source tree
// at root.
func newToolchain(ctx context.Context, goBin, root, dir string) (*toolchain, error) {
	tc := &toolchain{goBin: goBin, modDir: filepath.Join(dir, "mod"), exports: map[string]string{}, deps: map[string][]string{}, cfgPath: filepath.Join(dir, "importcfg")}
	tc.env = append(os.Environ(), "CGO_ENABLED=0", "GOWORK=off", "GOFLAGS=-mod=mod -buildvcs=false")
	out, err := tc.goCmd(ctx, dir, "env", "GOTOOLDIR", "GOVERSION")
	if err != nil {
		return nil, err
	}
	f := strings.Fields(out)
	if len(f) != 2 {
		return nil, fmt.Errorf("unexpected go env output %q", out)
	}
	tc.toolDir = f[0]
	tc.goLang = f[1]
	tc.goVer = f[1]
	if m := regexp.MustCompile(`^go1\.\d+`).FindString(f[1]); m != "" {
		tc.goLang = m
	}
	if err := tc.writeModule(ctx, root); err != nil {
		return nil, err
	}
	return tc, nil
}

// writeModule writes the cell module: it requires sudokit, replaced by
// the source tree at root, and everything sudokit itself requires.
func (tc *toolchain) writeModule(ctx context.Context, root string) error {
	if err := os.MkdirAll(tc.modDir, 0o755); err != nil {
		return err
	}
	out, err := tc.goCmd(ctx, tc.modDir, "mod", "edit", "-json", filepath.Join(root, "go.mod"))
	if err != nil {
		return fmt.Errorf("reading the sudokit go.mod at %s: %w", root, err)
	}
	var mf struct {
		Module  struct{ Path string }
		Require []struct {
			Path    string
			Version string
		}
		Replace []struct {
			Old, New struct{ Path, Version string }
		}
	}
	if err := json.Unmarshal([]byte(out), &mf); err != nil {
		return err
	}
	var b strings.Builder
	fmt.Fprintf(&b, "module sudokitcell\n\ngo %s\n\nrequire %s v0.0.0-00010101000000-000000000000\n", strings.TrimPrefix(tc.goLang, "go"), mf.Module.Path)
	for _, r := range mf.Require {
		fmt.Fprintf(&b, "require %s %s\n", r.Path, r.Version)
	}
	fmt.Fprintf(&b, "\nreplace %s => %s\n", mf.Module.Path, root)
	for _, r := range mf.Replace {
		p := r.New.Path
		if strings.HasPrefix(p, ".") {
			p = filepath.Join(root, p)
		}
		fmt.Fprintf(&b, "replace %s => %s %s\n", r.Old.Path, p, r.New.Version)
	}
	if err := os.WriteFile(filepath.Join(tc.modDir, "go.mod"), []byte(b.String()), 0o644); err != nil {
		return err
	}
	sum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil && !os.IsNotExist(err) {
		return err
	}
	if err := os.WriteFile(filepath.Join(tc.modDir, "go.sum"), sum, 0o644); err != nil {
		return err
	}
	// A package in the module keeps "go list" and "go get" happy.
	return os.WriteFile(filepath.Join(tc.modDir, "cell.go"), []byte("package main\n\nfunc main() {}\n"), 0o644)
}

func (tc *toolchain) goCmd(ctx context.Context, dir string, args ...string) (string, error) {
	cmd := exec.CommandContext(ctx, tc.goBin, args...)
	cmd.Dir = dir
	cmd.Env = tc.env
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		msg := strings.TrimSpace(withoutProgress(stderr.String()))
		if msg == "" {
			msg = err.Error()
		}
		return stdout.String(), errors.New(msg)
	}
	return stdout.String(), nil
}

// goProgress are the lines the go command prints about its progress while
// it fetches modules ("go: downloading golang.org/x/image v0.30.0").
var goProgress = regexp.MustCompile(`^go: (finding module for package|downloading|found|added|upgraded|extracting) `)

// withoutProgress drops the go command's progress lines from its error
// output, so that the error a cell shows starts with the reason ("…: 403
// Forbidden"), not with "go: finding module for package …".
func withoutProgress(out string) string {
	lines := strings.Split(out, "\n")
	kept := lines[:0]
	for _, l := range lines {
		if !goProgress.MatchString(l) {
			kept = append(kept, l)
		}
	}
	if rest := strings.Join(kept, "\n"); strings.TrimSpace(rest) != "" {
		return rest
	}
	return out
}

// exportFile returns the export data file of path, listing the package
// (and fetching its module with "go get" if needed) when it is not known.
func (tc *toolchain) exportFile(ctx context.Context, path string) (string, error) {
	tc.mu.Lock()
	f, ok := tc.exports[path]
	tc.mu.Unlock()
	if ok {
		return f, nil
	}
	if err := tc.list(ctx, []string{path}, true); err != nil {
		return "", err
	}
	tc.mu.Lock()
	defer tc.mu.Unlock()
	if f, ok := tc.exports[path]; ok {
		return f, nil
	}
	return "", fmt.Errorf("package %s has no export data", path)
}

var missingModule = regexp.MustCompile(`no required module provides package ([^\s;:]+)`)

// list records the export data of paths and their dependencies. With get
// set, packages of modules not yet required are fetched with "go get".
func (tc *toolchain) list(ctx context.Context, paths []string, get bool) error {
	args := append([]string{"list", "-export", "-deps", "-f", "{{.ImportPath}}={{.Export}}={{join .Deps \" \"}}"}, paths...)
	out, err := tc.goCmd(ctx, tc.modDir, args...)
	if err != nil {
		if m := missingModule.FindStringSubmatch(err.Error()); get && m != nil {
			if _, gerr := tc.goCmd(ctx, tc.modDir, "get", m[1]); gerr != nil {
				return fmt.Errorf("go get %s: %w", m[1], gerr)
			}
			return tc.list(ctx, paths, false)
		}
		return err
	}
	tc.mu.Lock()
	defer tc.mu.Unlock()
	for _, line := range strings.Split(out, "\n") {
		p, rest, ok := strings.Cut(line, "=")
		f, deps, _ := strings.Cut(rest, "=")
		if ok && f != "" && tc.exports[p] != f {
			tc.exports[p] = f
			tc.version++
		}
		if ok {
			tc.deps[p] = strings.Fields(deps)
		}
	}
	return nil
}

// links reports whether a program importing imports links the package
// target. A package not listed yet counts as linking everything.
func (tc *toolchain) links(imports []string, target string) bool {
	tc.mu.Lock()
	defer tc.mu.Unlock()
	for _, p := range imports {
		if p == target {
			return true
		}
		deps, ok := tc.deps[p]
		if !ok || slices.Contains(deps, target) {
			return true
		}
	}
	return false
}

// get runs "go get" in the cell module and forgets all export data, since
// versions may have changed.
func (tc *toolchain) get(ctx context.Context, args []string) (string, error) {
	out, err := tc.goCmd(ctx, tc.modDir, append([]string{"get"}, args...)...)
	tc.mu.Lock()
	tc.exports = map[string]string{}
	tc.deps = map[string][]string{}
	tc.version++
	tc.mu.Unlock()
	return out, err
}

// modEdit runs "go mod edit args" in the cell module, then checks the
// module graph (fetching the go.mod files it names) and forgets all
// export data, as get does. A graph that does not resolve puts go.mod back
// as it was.
func (tc *toolchain) modEdit(ctx context.Context, args []string) error {
	mod := filepath.Join(tc.modDir, "go.mod")
	old, err := os.ReadFile(mod)
	if err != nil {
		return err
	}
	if _, err := tc.goCmd(ctx, tc.modDir, append([]string{"mod", "edit"}, args...)...); err != nil {
		return err
	}
	if _, err := tc.goCmd(ctx, tc.modDir, "list", "-m", "all"); err != nil {
		_ = os.WriteFile(mod, old, 0o644)
		return err
	}
	tc.mu.Lock()
	tc.exports = map[string]string{}
	tc.deps = map[string][]string{}
	tc.version++
	tc.mu.Unlock()
	return nil
}

// warm lists the base packages, and the optional ones that exist. One
// "go list" for all of them when they all exist: every call loads the
// module and hashes the sources of what it lists again, so nine calls
// cost a kernel start about a second of CPU more than one.
func (tc *toolchain) warm(ctx context.Context) error {
	if tc.list(ctx, append(slices.Clone(basePackages), optionalPackages...), false) == nil {
		return nil
	}
	if err := tc.list(ctx, basePackages, false); err != nil {
		return err
	}
	for _, p := range optionalPackages {
		// A package that does not exist (yet) is simply not pre-listed.
		_ = tc.list(ctx, []string{p}, false)
	}
	return nil
}

// importcfg makes sure the export data of imports (and their
// dependencies) is known, writes the importcfg file naming every known
// package if it changed, and returns its path and a hash of the export
// data files of imports and their dependencies: what a program importing
// them is built from. (Packages listed later for other reasons, such as
// warming the cache in the background, change the file but not the hash,
// so a cached program stays valid.)
func (tc *toolchain) importcfg(ctx context.Context, imports []string) (path, sum string, err error) {
	for _, p := range imports {
		if _, err := tc.exportFile(ctx, p); err != nil {
			return "", "", err
		}
	}
	tc.mu.Lock()
	defer tc.mu.Unlock()
	if err := tc.writeImportcfg(); err != nil {
		return "", "", err
	}
	return tc.cfgPath, tc.closureSum(imports), nil
}

// closureSum hashes the export data of imports and of every package they
// depend on (tc.mu held). An export data file in the build cache is named
// by the hash of its contents, so the file's name stands for what it holds:
// two users whose caches hold the same compiled packages (a class's homes,
// linked from one warmed cache) get the same sum, and with it the same
// program key (see sharedPrograms).
func (tc *toolchain) closureSum(imports []string) string {
	seen := map[string]bool{}
	for _, p := range imports {
		seen[p] = true
		for _, d := range tc.deps[p] {
			seen[d] = true
		}
	}
	lines := make([]string, 0, len(seen)+1)
	lines = append(lines, "toolchain "+tc.goVer)
	for p := range seen {
		lines = append(lines, p+"="+exportName(tc.exports[p]))
	}
	sort.Strings(lines)
	h := sha256.Sum256([]byte(strings.Join(lines, "\n")))
	return hex.EncodeToString(h[:])
}

// cacheFileName matches the name of a file in the Go build cache: the
// SHA-256 of its contents in hex, then "-d".
var cacheFileName = regexp.MustCompile(`^[0-9a-f]{64}-d$`)

// exportName returns what identifies the export data file f: its name when
// it is a build cache file (named by its contents), else its whole path.
func exportName(f string) string {
	if base := filepath.Base(f); cacheFileName.MatchString(base) {
		return base
	}
	return f
}

// writeImportcfg writes the importcfg file naming every known package if
// the known packages changed since it was written (tc.mu held).
func (tc *toolchain) writeImportcfg() error {
	if tc.cfgVer == tc.version && tc.version > 0 {
		return nil
	}
	lines := make([]string, 0, len(tc.exports))
	for p, f := range tc.exports {
		lines = append(lines, "packagefile "+p+"="+f)
	}
	sort.Strings(lines)
	data := []byte(strings.Join(lines, "\n") + "\n")
	if err := os.WriteFile(tc.cfgPath, data, 0o644); err != nil {
		return err
	}
	tc.cfgVer = tc.version
	return nil
}

// compile compiles the program source in dir/main.go into dir/main.a.
func (tc *toolchain) compile(ctx context.Context, dir, cfg string) error {
	// No DWARF: the linker drops it anyway (-w), and not writing it saves
	// a third of the compile time.
	_, err := tc.tool(ctx, dir, "compile", "-o", "main.a", "-p", "main", "-pack", "-complete",
		"-lang="+tc.goLang, "-importcfg", cfg, "-c=1", "-dwarf=false", "main.go")
	return err
}

// link links dir/main.a into the executable dir/prog.
func (tc *toolchain) link(ctx context.Context, dir, cfg string) error {
	_, err := tc.tool(ctx, dir, "link", "-o", "prog", "-importcfg", cfg, "-s", "-w", "-buildmode=exe", "main.a")
	return err
}

func (tc *toolchain) tool(ctx context.Context, dir, name string, args ...string) (string, error) {
	cmd := exec.CommandContext(ctx, filepath.Join(tc.toolDir, name), args...)
	cmd.Dir = dir
	cmd.Env = tc.env
	out, err := cmd.CombinedOutput()
	if err != nil {
		msg := strings.TrimSpace(string(out))
		if msg == "" {
			msg = err.Error()
		}
		return "", errors.New(msg)
	}
	return string(out), nil
}
