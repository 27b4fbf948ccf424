package sudoku

import (
	"bufio"
	"errors"
	"fmt"
	"github.com/sudokit/sudokit/sudoku/lang"
	"io"
	"iter"
	"os"
)

// A Parser reads puzzles in one format. The zero value reads any format
// (FormatAuto) and finds the board's shape from its size; set Shape to force
// a box shape, for example 2×3 for a 6×6 one-line puzzle that should not get
// the default ShapeFor(6), or to insist on a size. Source names the input in
// error messages (a file name).
//
// Every value read is a given of the puzzle, except the values FormatIndex
// marks as entered while solving (readOnly 0). Bad input gives a *ParseError
// naming the line and column, and no board. Givens that already break a rule
// give a *ConflictError naming the two cells, together with the board, so a
// program can show the mistake.
type Parser struct {
	Format Format // the format to read; FormatAuto detects it
	Shape  Shape  // the box shape to insist on; the zero Shape infers it
	Source string // the name of the input, for error messages
}

// Parse reads one board from text in format f (FormatAuto detects the
// format). It is Parser{Format: f}.Parse(text).
func Parse(text string, f Format) (*Board, error) {
	return Parser{Format: f}.Parse(text)
}

// Read reads one board from r in format f, as Parse does from a string.
func Read(r io.Reader, f Format) (*Board, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, lang.Errorf("sudoku: reading input: %w", err)
	}
	return Parse(string(data), f)
}

// ReadPuzzles reads the puzzles of r in format f, one at a time, in order. It
// is Parser{Format: f}.ReadPuzzles(r).
func ReadPuzzles(r io.Reader, f Format) iter.Seq2[*Board, error] {
	return Parser{Format: f}.ReadPuzzles(r)
}

// ReadFile reads every puzzle of the file at path in format f. It is
// Parser{Format: f}.ReadFile(path).
func ReadFile(path string, f Format) ([]*Board, error) {
	return Parser{Format: f}.ReadFile(path)
}

// Parse reads exactly one board from text. In FormatLine the text must hold
// one puzzle line (comments and blank lines aside); use ReadPuzzles for
// files with many.
func (p Parser) Parse(text string) (*Board, error) {
	if err := p.check(); err != nil {
		return nil, err
	}
	return p.parseLines(splitInputLines(text))
}

// ReadPuzzles reads the puzzles of r one at a time, in order. In FormatLine
// (and FormatAuto when the input turns out to be one-line puzzles) it yields
// one result per puzzle line and goes on after a bad line, so a caller can
// answer every puzzle of a large file in order; blank lines and '#' comments
// yield nothing. In FormatGrid a file of several boards, each a block of N
// rows ended by a blank line, yields one result per board. In the other
// formats the whole input is one board, yielded once. Each result is a board and a nil error, nil and a *ParseError, or —
// for givens that break a rule — the board and a *ConflictError. Input with
// no puzzle at all yields one error; a failure to read r ends the sequence
// with that error.
func (p Parser) ReadPuzzles(r io.Reader) iter.Seq2[*Board, error] {
	return func(yield func(*Board, error) bool) {
		if err := p.check(); err != nil {
			yield(nil, err)
			return
		}
		lines := newInputScanner(r)
		if p.Format == FormatLine {
			p.yieldLinePuzzles(nil, lines, yield)
			return
		}
		var pending []inputLine // lines read while the format is unknown
		if p.Format == FormatAuto {
			// A long first line without blanks or commas is a one-line
			// puzzle: stream the file instead of reading it whole.
			pending = lines.untilData()
			if n := len(pending); n > 0 && streamsAsLines(pending[n-1].text) {
				p.yieldLinePuzzles(pending, lines, yield)
				return
			}
		}
		all := append(pending, lines.rest()...)
		if err := lines.err(p.Source); err != nil {
			yield(nil, err)
			return
		}
		f := p.Format
		if f == FormatAuto {
			f = detectInputLines(all)
		}
		switch f {
		case FormatLine:
			p.yieldLinePuzzles(all, nil, yield)
			return
		case FormatGrid:
			if blocks := gridBlocks(all); blocks != nil {
				g := p
				g.Format = FormatGrid
				for _, block := range blocks {
					if !yield(g.parseLines(block)) {
						return
					}
				}
				return
			}
		}
		yield(p.parseLines(all))
	}
}

// yieldLinePuzzles parses one-line puzzles: first the lines already read,
// then those still to come from more (which may be nil).
// It reports empty input when there was no puzzle line at all.
func (p Parser) yieldLinePuzzles(read []inputLine, more *inputScanner, yield func(*Board, error) bool) {
	puzzles := 0
	each := func(line inputLine) bool {
		if !holdsPuzzleData(line.text) {
			return true
		}
		puzzles++
		return yield(p.parseLinePuzzle(line))
	}
	for _, line := range read {
		if !each(line) {
			return
		}
	}
	if more != nil {
		for line := range more.all() {
			if !each(line) {
				return
			}
		}
		if err := more.err(p.Source); err != nil {
			yield(nil, err)
			return
		}
	}
	if puzzles == 0 {
		yield(nil, p.errEmpty())
	}
}

// ReadFile reads every puzzle of the file at path, naming the file in
// errors. It stops at the first bad puzzle; use ReadPuzzles to go on past
// bad lines. A missing file gives an error wrapping fs.ErrNotExist.
func (p Parser) ReadFile(path string) ([]*Board, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("sudoku: %w", err)
	}
	defer f.Close()
	if p.Source == "" {
		p.Source = path
	}
	var boards []*Board
	for b, err := range p.ReadPuzzles(f) {
		if err != nil {
			return nil, err
		}
		boards = append(boards, b)
	}
	return boards, nil
}

// check rejects a format that cannot be read and an impossible forced shape.
func (p Parser) check() error {
	if !p.Format.canRead() {
		return lang.Errorf("sudoku: %[1]w: %[2]v cannot be read", localSentinel(ErrUnknownFormat), p.Format.String())
	}
	if p.Shape != (Shape{}) {
		return p.Shape.Validate()
	}
	return nil
}

// parseLines reads one board from the numbered lines of the input.
func (p Parser) parseLines(lines []inputLine) (*Board, error) {
	f := p.Format
	if f == FormatAuto {
		f = detectInputLines(lines)
	}
	switch f {
	case FormatINF1010:
		return p.parseINF1010(lines)
	case FormatLine:
		return p.parseOneLinePuzzle(lines)
	case FormatGrid:
		return p.parseGrid(lines)
	case FormatCSV:
		return p.parseCSV(lines)
	case FormatIndex:
		return p.parseIndex(lines)
	}
	return nil, p.errEmpty() // FormatAuto: nothing to detect
}

// forced reports whether the caller insists on a shape.
func (p Parser) forced() bool { return p.Shape != (Shape{}) }

// shapeFor returns the forced shape, or the usual shape for side n.
func (p Parser) shapeFor(n int) Shape {
	if p.forced() {
		return p.Shape
	}
	s, _ := ShapeFor(n) // callers have checked 1 ≤ n ≤ 64
	return s
}

// checkParsedGivens returns a *ConflictError naming two givens of b that break a
// rule; where names the input (and the line, for one-line puzzles).
func checkParsedGivens(b *Board, where string) error {
	puzzle := b
	if b.Givens() != b.Filled() {
		puzzle = b.Puzzle() // entered values may be mistakes; givens may not
	}
	err := puzzle.CheckGivens()
	var ce *ConflictError
	if errors.As(err, &ce) {
		ce.Source = where
	}
	return err
}

// errAt returns a *ParseError at byte i of line (i < 0: the whole line).
func (p Parser) errAt(line inputLine, i int, err error, detail string) *ParseError {
	return &ParseError{Source: p.Source, Line: line.num, Column: line.column(i), Err: err, Detail: detail}
}

// errEmpty reports input with no puzzle in it.
func (p Parser) errEmpty() *ParseError {
	return &ParseError{Source: p.Source, Err: ErrLineCount, Detail: lang.Sprintf("empty input: no puzzle found")}
}

// maxInputLine bounds one input line; a 64×64 puzzle needs 4,096.
const maxInputLine = 1 << 20

// inputScanner reads numbered lines from an io.Reader.
type inputScanner struct {
	sc  *bufio.Scanner
	num int
}

func newInputScanner(r io.Reader) *inputScanner {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64*1024), maxInputLine)
	return &inputScanner{sc: sc}
}

// all yields the remaining lines.
func (ls *inputScanner) all() iter.Seq[inputLine] {
	return func(yield func(inputLine) bool) {
		for ls.sc.Scan() {
			ls.num++
			if !yield(newInputLine(ls.num, ls.sc.Text())) {
				return
			}
		}
	}
}

// untilData reads lines up to and including the first data line.
func (ls *inputScanner) untilData() []inputLine {
	var out []inputLine
	for line := range ls.all() {
		out = append(out, line)
		if holdsPuzzleData(line.text) {
			break
		}
	}
	return out
}

// rest reads all remaining lines.
func (ls *inputScanner) rest() []inputLine {
	var out []inputLine
	for line := range ls.all() {
		out = append(out, line)
	}
	return out
}

// err returns the reason scanning stopped early, or nil at the end of input.
func (ls *inputScanner) err(source string) error {
	err := ls.sc.Err()
	if errors.Is(err, bufio.ErrTooLong) {
		return &ParseError{Source: source, Line: ls.num + 1, Err: ErrTooLarge,
			Detail: lang.Sprintf("line longer than %d bytes", maxInputLine)}
	}
	if err != nil {
		return lang.Errorf("sudoku: reading %[1]s: %[2]w", inputName(source), err)
	}
	return nil
}

// inputName returns source, or "input" when it is empty.
func inputName(source string) string {
	if source == "" {
		return "input"
	}
	return source
}
