package engine

import (
	"context"
	"errors"
	"fmt"
	"go/parser"
	"go/token"
	"log"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/sudokit/sudokit/internal/nbcell"
	"github.com/sudokit/sudokit/kernel/cellrt"
	"github.com/sudokit/sudokit/kernel/internal/wire"
	"github.com/sudokit/sudokit/sudoku/lang"
)

// Execute runs one cell. num is its execution count (it names the cell in
// errors and tracebacks).
func (e *Engine) Execute(ctx context.Context, num int, code string, allowStdin bool, out wire.Sink) wire.Outcome {
	e.mu.Lock()
	defer e.mu.Unlock()
	oc, err := e.executeLocked(ctx, num, code, allowStdin, out)
	if err != nil && ctx.Err() != nil {
		// Stopped while compiling, linking or fetching a module: whatever
		// the killed tool said ("signal: killed", "go: downloading …"),
		// the cell was interrupted.
		return wire.Outcome{Err: stoppedError(ctx)}
	}
	if err != nil {
		var ce *compileError
		var ee *wire.CellError
		switch {
		case errors.As(err, &ee):
			return wire.Outcome{Err: ee}
		case errors.As(err, &ce):
			return wire.Outcome{Err: compileErrorOutput(ce, num, code)}
		default:
			return wire.Outcome{Err: &wire.CellError{EName: "KernelError", EValue: err.Error(), Traceback: []string{"KernelError: " + err.Error()}}}
		}
	}
	return oc
}

func (e *Engine) executeLocked(ctx context.Context, num int, code string, allowStdin bool, out wire.Sink) (_ wire.Outcome, err error) {
	c, err := parseCell(num, code)
	if err != nil {
		return wire.Outcome{}, &compileError{errs: scanErrors(err)}
	}
	defer func() {
		if err != nil {
			e.keepImports(c)
		}
	}()
	for _, n := range c.notices {
		out.Stream("stderr", n)
	}
	var tests [][]string    // %test lines: run after the cell
	var helps []nbcell.Line // "x?" lines: answered after the cell, whose imports they see
	for _, m := range c.magic {
		if f := strings.Fields(m.Text); f[0] == "%test" {
			tests = append(tests, f[1:])
			continue
		}
		if m.Kind == nbcell.Help {
			helps = append(helps, m)
			continue
		}
		if err := e.runMagic(ctx, m, out); err != nil {
			return wire.Outcome{}, err
		}
	}
	if len(helps) > 0 {
		defer func() {
			nb := e.nb
			if err != nil {
				// The cell failed: its imports that resolved are kept
				// (keepImports, deferred earlier, runs after this).
				e.keepImports(c)
				nb = e.nb
			}
			for _, h := range helps {
				name, source, _ := nbcell.HelpName(h.Text)
				out.Display(wire.Frame{Kind: wire.KindDisplay, Data: map[string]any{"text/plain": e.helpIn(ctx, nb, name, source)}})
			}
		}()
	}
	if len(tests) > 0 {
		defer func() {
			for _, args := range tests {
				if err != nil {
					return
				}
				err = e.runTests(ctx, num, args, out)
			}
		}()
	}
	if len(c.items) == 0 {
		return wire.Outcome{}, nil
	}
	tr := newTracer()
	defer tr.done(num)
	p, err := e.prepare(ctx, e.nb, c)
	tr.mark("check")
	if err != nil {
		return wire.Outcome{}, err
	}
	prog, err := e.build(ctx, p, tr)
	if err != nil {
		return wire.Outcome{}, err // an interrupt here reads as one (see execute)
	}
	if !p.run {
		e.nb = p.next
		for _, n := range c.lost {
			out.Stream("stderr", "sudokit: "+n)
		}
		return wire.Outcome{}, nil
	}
	e.runs++
	stateOut := filepath.Join(e.stateDir(), fmt.Sprintf("s%d", e.runs))
	ro, err := e.runProgram(ctx, prog, num, e.nb.snapshot, stateOut, p.literals, allowStdin, out)
	if err != nil {
		e.pruneState(e.nb.snapshot)
		return wire.Outcome{}, err
	}
	tr.mark("run")
	if ro.err != nil {
		// Unit files the program wrote before it failed go; the state
		// stays the previous manifest and the files it names.
		e.pruneState(e.nb.snapshot)
		return wire.Outcome{}, ro.err
	}
	next := p.next
	for _, n := range c.lost {
		out.Stream("stderr", "sudokit: "+n)
	}
	gone := map[string]bool{}
	for _, d := range ro.done.Dropped {
		next.dropVar(d.Name, num, d.Channel)
		gone[d.Name] = true
		if d.Channel {
			out.Stream("stderr", "sudokit: "+lang.Sprintf(msgChannelDropped, d.Name))
		}
	}
	if len(gone) > 0 {
		names, because := dropClosures(next, gone)
		for i, name := range names {
			next.dropVar(name, num, false)
			out.Stream("stderr", "sudokit: "+lang.Sprintf(msgClosureDropped, name, because[i]))
		}
	}
	if n := ro.done.Goroutines; n > 0 {
		out.Stream("stderr", "sudokit: "+lang.Sprintf(msgGoroutinesLeft, n))
	}
	for _, t := range ro.done.Types {
		next.addForeign(t)
	}
	next.snapshot = stateOut
	e.nb = next
	e.pruneState(stateOut)
	return wire.Outcome{Result: ro.result}, nil
}

// keepImports keeps the imports of a failed cell that resolved, as IPython
// keeps what ran before an exception: one failing cell must not make the
// later ones fail on "undefined: os".
func (e *Engine) keepImports(c *cell) {
	var next *notebook
	for _, spec := range c.imports {
		path, _ := strconv.Unquote(spec.Path.Value)
		if slices.ContainsFunc(e.nb.imports, func(im importEntry) bool { return im.path == path }) {
			continue
		}
		// Packages are resolved when the cell is checked; this only asks
		// the importer's cache (a cancelled context lists nothing).
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		pkg, err := e.types.importPackage(ctx, path)
		if err != nil {
			continue
		}
		name := pkg.Name()
		if spec.Name != nil {
			name = spec.Name.Name
		}
		if next == nil {
			next = e.nb.clone()
		}
		next.bindImport(importEntry{name, path})
	}
	if next != nil {
		e.nb = next
	}
}

// build compiles the program of p and, if it is to run, links it (or takes
// it from the cache) and returns the executable.
func (e *Engine) build(ctx context.Context, p *prepared, tr *tracer) (string, error) {
	cfg, sum, err := e.tc.importcfg(ctx, programImports(p.src))
	if err != nil {
		return "", &compileError{errs: parseToolErrors(err.Error())}
	}
	key := programKey(p.src, sum)
	if p.run {
		if prog, ok := e.progs.lookup(key); ok {
			tr.mark("cached")
			return prog, nil
		}
	}
	dir := e.buildDir()
	if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(p.src), 0o644); err != nil {
		return "", err
	}
	if err := e.tc.compile(ctx, dir, cfg); err != nil {
		if p.fallback == "" || ctx.Err() != nil {
			return "", &compileError{errs: parseToolErrors(err.Error())}
		}
		// The pruned program left out something the cell needs (a gap in
		// the reach analysis), or reading a literal at run time does not
		// compile: logged so that it gets fixed. The whole program, with
		// the literals as written, is what the notebook means.
		log.Printf("sudokit kernel: cell %d: %s: %v", p.c.num, FallbackLog, err)
		e.fallbacks.Add(1)
		return e.build(ctx, &prepared{c: p.c, src: p.fallback, next: p.next, run: p.run, fresh: p.fresh, result: p.result}, tr)
	}
	tr.mark("compile")
	if !p.run {
		return "", nil
	}
	if err := e.tc.link(ctx, dir, cfg); err != nil {
		return "", fmt.Errorf("link: %w", err)
	}
	tr.mark("link")
	return e.progs.store(key, filepath.Join(dir, "prog"))
}

// stateDir holds the notebook state: the manifest written by the last
// successful cell and the unit files it names (package cellrt).
func (e *Engine) stateDir() string { return filepath.Join(e.dir, "state") }

// pruneState deletes the files of the state directory that the state
// saved at manifest keep ("" for none) does not name.
func (e *Engine) pruneState(keep string) {
	if err := cellrt.PruneState(e.stateDir(), keep); err != nil {
		fmt.Fprintf(os.Stderr, "sudokit kernel: cleaning the state directory: %v\n", err)
	}
}

// runMagic runs a "%" command line.
func (e *Engine) runMagic(ctx context.Context, m nbcell.Line, out wire.Sink) error {
	if cmd, ok := strings.CutPrefix(m.Text, "!"); ok {
		return e.runShell(ctx, strings.TrimSpace(cmd), out)
	}
	f := strings.Fields(m.Text)
	switch {
	case len(f) == 2 && f[0] == "%go" && f[1] == "mod":
		b, err := os.ReadFile(filepath.Join(e.tc.modDir, "go.mod"))
		if err != nil {
			return err
		}
		out.Stream("stdout", string(b))
		return nil
	case len(f) >= 4 && f[0] == "%go" && f[1] == "mod" && f[2] == "edit":
		for _, a := range f[3:] {
			if !strings.HasPrefix(a, "-") {
				// go mod edit's operand is the go.mod file to edit: only
				// the notebook's own module may be edited.
				return &wire.CellError{EName: "GoModError", EValue: lang.Sprintf(msgModEditFlagsOnly, a)}
			}
		}
		err := e.tc.modEdit(ctx, f[3:])
		e.types.reset()
		e.progs.clear()
		if err != nil {
			return &wire.CellError{EName: "GoModError", EValue: err.Error(), Traceback: strings.Split(err.Error(), "\n")}
		}
		b, _ := os.ReadFile(filepath.Join(e.tc.modDir, "go.mod"))
		out.Stream("stdout", string(b))
		return nil
	case len(f) >= 3 && f[0] == "%go" && f[1] == "get":
		res, err := e.tc.get(ctx, f[2:])
		e.types.reset()
		e.progs.clear()
		if res != "" {
			out.Stream("stdout", res)
		}
		if err != nil {
			return &wire.CellError{EName: "GoGetError", EValue: err.Error(), Traceback: strings.Split(err.Error(), "\n")}
		}
		return nil
	case len(f) == 1 && f[0] == "%reset":
		e.nb = newNotebook()
		e.pruneState("")
		return nil
	}
	return &compileError{errs: []sourceError{{runningFile, m.Num, 1,
		lang.Sprintf(msgUnknownCommand, m.Text)}}}
}

// maxShownErrors is the number of compile errors shown for a cell; the
// rest are counted. The first errors are the ones that matter, and a
// pasted program with a hundred errors is unreadable.
const maxShownErrors = 10

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// compileErrorOutput formats a compile error, quoting the offending line
// of the current cell under each error.
func compileErrorOutput(ce *compileError, num int, code string) *wire.CellError {
	lines := strings.Split(code, "\n")
	own := fmt.Sprintf("cell%d.go", num)
	tb := []string{}
	errs := ce.errs
	if len(errs) > maxShownErrors {
		errs = errs[:maxShownErrors]
	}
	for _, er := range errs {
		if er.file == runningFile {
			er.file = own
		}
		tb = append(tb, er.String())
		if er.file == own && er.line >= 1 && er.line <= len(lines) {
			src := lines[er.line-1]
			tb = append(tb, "    "+src)
			if er.col >= 1 && er.col <= len(src)+1 {
				pad := strings.Map(func(r rune) rune {
					if r == '\t' {
						return '\t'
					}
					return ' '
				}, src[:er.col-1])
				tb = append(tb, "    "+pad+"^")
			}
		}
	}
	if more := len(ce.errs) - len(errs); more > 0 {
		tb = append(tb, fmt.Sprintf("… and %d more %s", more, plural(more, "error", "errors")))
	}
	first := ce.errs[0]
	if first.file == runningFile {
		first.file = own
	}
	return &wire.CellError{EName: "CompileError", EValue: first.String(), Traceback: tb}
}

// programImports lists the import paths of a generated program.
func programImports(src string) []string {
	f, err := parser.ParseFile(token.NewFileSet(), "main.go", src, parser.ImportsOnly)
	if err != nil {
		return nil
	}
	paths := make([]string, 0, len(f.Imports))
	for _, im := range f.Imports {
		if p, err := strconv.Unquote(im.Path.Value); err == nil {
			paths = append(paths, p)
		}
	}
	return paths
}
