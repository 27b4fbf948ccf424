package cli

import (
	"errors"
	"io"
	"strconv"
	"strings"
	"sync"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/exact"
	"github.com/sudokit/sudokit/sudoku/lang"
)

// A file of one-line puzzles is solved as a stream: its lines go in batches
// to -j workers, and the answers are written in input order. A 9×9 line of
// digits and dots, the common case, goes straight from its characters to the
// engine (exact.Solver) and back to characters, with no Board and nothing
// allocated per puzzle; every other line (other sizes, bad characters,
// givens that clash, a puzzle without a solution, --steps, --all) takes the
// full path through a Board, so its answer and its error message are exactly
// those of a single puzzle.

// batchLines is how many puzzle lines a worker takes at a time: enough that
// handing work over costs nothing next to solving, few enough that output
// starts at once.
const batchLines = 256

// lineBatch is a run of input lines and what solving them wrote.
type lineBatch struct {
	first    int      // the number of the first line
	lines    []string // the lines, as split from the input
	out      []byte   // the answers, in order
	unsolved int      // puzzles without a solution
	err      error    // the error that stopped the batch after out
	done     chan struct{}
}

// lineWorker solves batches; each worker has its own engine and buffers.
type lineWorker struct {
	app      *App
	settings solveSettings
	engine   *exact.Solver
	values   []int
	solution []int
}

func newLineWorker(app *App, s solveSettings) *lineWorker {
	engine, _ := exact.NewSolver(sudoku.Classic) // a valid shape
	return &lineWorker{app: app, settings: s, engine: engine, values: make([]int, 81), solution: make([]int, 81)}
}

// solveLines solves the one-line puzzles of text on jobs workers and writes
// the answers to w in input order. It returns the number of puzzles without a
// solution, or the first bad line's error (after the answers before it).
func (app *App) solveLines(w io.Writer, text, name string, s solveSettings, jobs int) (int, error) {
	batches := make(chan *lineBatch, 2*jobs)
	work := make(chan *lineBatch, 2*jobs)
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for range jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			lw := newLineWorker(app, s)
			for b := range work {
				lw.solveBatch(b, name)
				close(b.done)
			}
		}()
	}
	go func() {
		defer close(batches)
		defer close(work)
		num := 1
		for len(text) > 0 {
			b := &lineBatch{first: num, done: make(chan struct{})}
			for len(b.lines) < batchLines && len(text) > 0 {
				line, rest, _ := strings.Cut(text, "\n")
				b.lines = append(b.lines, line)
				text = rest
			}
			num += len(b.lines)
			select {
			case batches <- b:
			case <-stop:
				return
			}
			work <- b
		}
	}()
	defer wg.Wait()
	defer close(stop)
	unsolved := 0
	for b := range batches {
		<-b.done
		if _, err := w.Write(b.out); err != nil {
			return unsolved, err
		}
		unsolved += b.unsolved
		if b.err != nil {
			drain(batches)
			return unsolved, b.err
		}
	}
	return unsolved, nil
}

// drain lets the batches still queued finish, so the workers end.
func drain(batches <-chan *lineBatch) {
	go func() {
		for b := range batches {
			<-b.done
		}
	}()
}

// solveBatch answers every line of the batch, stopping at a bad one.
func (lw *lineWorker) solveBatch(b *lineBatch, name string) {
	for i, line := range b.lines {
		num := b.first + i
		if num == 1 {
			line = strings.TrimPrefix(line, "\uFEFF")
		}
		line = strings.TrimRight(line, " \t\r\v\f")
		if lw.fast(b, line) || skipLine(line) {
			continue
		}
		if err := lw.full(b, line, num, name); err != nil {
			b.err = err
			return
		}
	}
}

// skipLine reports whether a line is blank or a '#' comment, which yield no
// puzzle. ('#' is also the character for 37, but only on boards of side 37
// and more, whose lines are at least 37² characters long.)
func skipLine(line string) bool {
	t := strings.TrimSpace(line)
	return t == "" || (t[0] == '#' && len(t) < 37*37)
}

// fast answers a plain 9×9 line that has a solution without building a
// Board, and reports whether it did.
func (lw *lineWorker) fast(b *lineBatch, line string) bool {
	s := lw.settings
	if len(line) != 81 || s.steps || s.all || s.out != sudoku.FormatLine {
		return false
	}
	for i := 0; i < 81; i++ {
		switch c := line[i]; {
		case c == '.' || c == '0':
			lw.values[i] = 0
		case c >= '1' && c <= '9':
			lw.values[i] = int(c - '0')
		default:
			return false
		}
	}
	if s.count {
		n := lw.engine.Count(lw.values, s.limit)
		if n == 0 {
			return false // let the full path tell a clash from no solution
		}
		b.out = strconv.AppendInt(b.out, int64(n), 10)
		b.out = append(b.out, '\n')
		return true
	}
	if !lw.engine.Solve(lw.values, lw.solution) {
		return false
	}
	for _, v := range lw.solution {
		b.out = append(b.out, byte('0'+v))
	}
	b.out = append(b.out, '\n')
	return true
}

// full answers one line through a Board, as for a single puzzle; blank and
// comment lines yield nothing.
func (lw *lineWorker) full(b *lineBatch, line string, num int, name string) error {
	var out strings.Builder
	for board, err := range sudoku.ReadPuzzles(strings.NewReader(line), sudoku.FormatLine) {
		if err != nil {
			return badInput(withSource(renumber(err, num), name))
		}
		ok, err := lw.app.solveOne(&out, board, lw.settings)
		if err != nil {
			return err
		}
		if !ok {
			b.unsolved++
		}
	}
	b.out = append(b.out, out.String()...)
	return nil
}

// renumber gives an error found in a line read on its own the line's number
// in the whole input.
func renumber(err error, num int) error {
	var pe *sudoku.ParseError
	if errors.As(err, &pe) && pe.Line > 0 {
		pe.Line = num
	}
	var ce *sudoku.ConflictError
	if errors.As(err, &ce) && ce.Source == lang.Sprintf("line %d", 1) { // as sudoku names it
		ce.Source = lang.Sprintf("line %d", num)
	}
	return err
}
