package handbook

import (
	"context"
	"fmt"
	"io"
	"sync"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/human"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// A Source is a named set of 9×9 puzzles to find examples in: "bank-easy"
// (a level of package generate's bank; Where names the level), or a file's
// name such as "top1465".
type Source struct {
	Name    string
	Puzzles []*sudoku.Board
}

// FindOptions tune Find.
type FindOptions struct {
	PerTechnique int       // examples to keep of each technique, each from another puzzle (default 6)
	Workers      int       // puzzles solved at once (default 1)
	Log          io.Writer // progress lines, or nil
}

// Find finds examples of every technique of the step solver, deterministically:
// the same sources and options give the same records.
//
// First the full solver goes through the natural sources, in order, and
// keeps, for each technique, the first steps it takes with it, one per
// puzzle. Then, for each technique still short, a solver that knows only
// the basics (singles, intersections, naked and hidden pairs) and that
// technique goes through the extra sources in order until it has enough.
// A step is kept only when its technique, asked afresh in the stored
// pencil marks, finds that same step first (see Record.Example).
//
// The records come grouped by technique, in the solver's order.
func Find(ctx context.Context, natural, extra []Source, opts FindOptions) ([]Record, error) {
	if opts.PerTechnique < 1 {
		opts.PerTechnique = 6
	}
	f := &finder{opts: opts, found: map[string][]Record{}, used: map[string]map[string]bool{}}
	f.logf("full solver over %d sources", len(natural))
	if err := f.scan(ctx, &human.StepSolver{}, natural, nil, false); err != nil {
		return nil, err
	}
	for _, t := range human.Techniques() {
		if len(f.found[t.Name]) >= opts.PerTechnique || isBasic(t) {
			continue
		}
		solver := &human.StepSolver{Techniques: append(basics(), t)}
		f.logf("%s: %d found, looking with the basics and %s only", t.Name, len(f.found[t.Name]), t.Name)
		if err := f.scan(ctx, solver, extra, t, true); err != nil {
			return nil, err
		}
	}
	var out []Record
	for _, t := range human.Techniques() {
		f.logf("%-32s %d examples", t.Name, len(f.found[t.Name]))
		out = append(out, f.found[t.Name]...)
	}
	return out, nil
}

// finder holds what Find has found so far.
type finder struct {
	opts  FindOptions
	found map[string][]Record        // by technique
	used  map[string]map[string]bool // technique → "source/item" of puzzles used
}

func (f *finder) logf(format string, args ...any) {
	if f.opts.Log != nil {
		fmt.Fprintf(f.opts.Log, format+"\n", args...)
	}
}

// full reports whether only is done (or, when only is nil, every
// technique is).
func (f *finder) full(only *human.Technique) bool {
	if only != nil {
		return len(f.found[only.Name]) >= f.opts.PerTechnique
	}
	for _, t := range human.Techniques() {
		if len(f.found[t.Name]) < f.opts.PerTechnique {
			return false
		}
	}
	return true
}

// scan solves the puzzles of sources with solver, opts.Workers at a time,
// and takes their steps in order (only only's, when it is not nil).
func (f *finder) scan(ctx context.Context, solver *human.StepSolver, sources []Source, only *human.Technique, restricted bool) error {
	workers := max(1, f.opts.Workers)
	for _, src := range sources {
		for start := 0; start < len(src.Puzzles) && !f.full(only); start += 4 * workers {
			if err := ctx.Err(); err != nil {
				return err
			}
			chunk := src.Puzzles[start:min(len(src.Puzzles), start+4*workers)]
			traces := make([]*trace.Trace, len(chunk))
			var wg sync.WaitGroup
			next := make(chan int)
			for range workers {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for k := range next {
						tr, err := solver.Solve(trace.NewGrid(chunk[k]))
						if err == nil {
							traces[k] = tr
						}
					}
				}()
			}
			for k := range chunk {
				next <- k
			}
			close(next)
			wg.Wait()
			for k, tr := range traces {
				if tr != nil {
					f.take(src.Name, start+k+1, chunk[k], tr, only, restricted)
				}
			}
		}
	}
	return nil
}

// take keeps the steps of one trace that Find wants.
func (f *finder) take(source string, item int, puzzle *sudoku.Board, tr *trace.Trace, only *human.Technique, restricted bool) {
	key := fmt.Sprintf("%s/%d", source, item)
	for n, st := range tr.Steps {
		t := human.TechniqueNamed(st.Technique)
		if t == nil || only != nil && t != only || len(f.found[t.Name]) >= f.opts.PerTechnique || f.used[t.Name][key] {
			continue
		}
		r := recordOf(t.Name, source, item, n+1, restricted, puzzle, st.Before)
		e, err := r.Example()
		if err != nil || !sameStep(e.Step, st.Step) {
			continue // the technique asked afresh finds another step first
		}
		if f.used[t.Name] == nil {
			f.used[t.Name] = map[string]bool{}
		}
		f.used[t.Name][key] = true
		f.found[t.Name] = append(f.found[t.Name], r)
	}
}

// basics are the techniques a restricted solver keeps: singles,
// intersections, naked and hidden pairs.
func basics() []*human.Technique {
	var out []*human.Technique
	for _, t := range human.Techniques() {
		if isBasic(t) {
			out = append(out, t)
		}
	}
	return out
}

func isBasic(t *human.Technique) bool {
	return t.Family == "Singles" || t.Family == "Intersections" || t.Name == "Naked Pair" || t.Name == "Hidden Pair"
}

// WriteRecords writes records as examples.txt, after a header.
func WriteRecords(w io.Writer, header string, records []Record) error {
	if _, err := fmt.Fprintf(w, "# %s\n# <technique>|<source>|<puzzle>|<step>|<solver: all or basics>|<grid: 1-9 given, a-i placed>|<removed candidates: rcv triples>\n", header); err != nil {
		return err
	}
	for _, r := range records {
		if _, err := fmt.Fprintln(w, r.Line()); err != nil {
			return err
		}
	}
	return nil
}
