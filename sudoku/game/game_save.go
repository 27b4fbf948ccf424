package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/human"
	"github.com/sudokit/sudokit/sudoku/lang"
)

// gameFormat and gameVersion head every saved game.
const (
	gameFormat  = "sudokit game"
	gameVersion = 1
)

// gameJSON is the stored form of a Game. Boards are strings with one
// INF1010 character per cell in reading order ('.' for nothing), sets of
// marks are strings of characters ("137"), cells are 0-based rows and
// columns as in Step JSON. For example:
//
//	{
//	  "format": "sudokit game", "version": 1, "shape": "2x2",
//	  "puzzle":  "1..4...........1",
//	  "entries": ".2..............",
//	  "marks": [{"row": 1, "col": 0, "marks": "23"}],
//	  "history": [{"kind": "place", "row": 0, "col": 1, "value": 2,
//	               "before": {"value": 0}, "after": {"value": 2}}],
//	  "elapsed_ms": 61500, "paused": true
//	}
type gameJSON struct {
	Format    string     `json:"format"`
	Version   int        `json:"version"`
	Shape     string     `json:"shape"`
	Puzzle    string     `json:"puzzle"`
	Entries   string     `json:"entries"`
	Marks     []markJSON `json:"marks"`
	History   []moveJSON `json:"history"`
	Redo      []moveJSON `json:"redo"` // the last one is redone first
	ElapsedMS int64      `json:"elapsed_ms"`
	Paused    bool       `json:"paused"`
}

// markJSON holds the pencil marks of one cell.
type markJSON struct {
	Row   int    `json:"row"`
	Col   int    `json:"col"`
	Marks string `json:"marks"`
}

// moveJSON is a stored Move.
type moveJSON struct {
	Kind   string        `json:"kind"`
	Row    int           `json:"row"`
	Col    int           `json:"col"`
	Value  int           `json:"value,omitempty"`
	Before cellStateJSON `json:"before"`
	After  cellStateJSON `json:"after"`
}

// cellStateJSON is a stored CellState.
type cellStateJSON struct {
	Value int    `json:"value"`
	Marks string `json:"marks,omitempty"`
}

// MarshalJSON stores the whole game: puzzle, entries, marks, history (undo
// and redo) and the time played. Unplayable games (see Play) cannot be
// stored.
func (g *Game) MarshalJSON() ([]byte, error) {
	if g.err != nil {
		return nil, g.err
	}
	out := gameJSON{
		Format:    gameFormat,
		Version:   gameVersion,
		Shape:     g.shape.String(),
		Puzzle:    valueString(g.puzzle, nil),
		Entries:   valueString(g.values, g.puzzle),
		Marks:     []markJSON{},
		History:   movesJSON(g.history),
		Redo:      movesJSON(g.redo),
		ElapsedMS: g.Elapsed().Milliseconds(),
		Paused:    g.timer.paused,
	}
	for i, m := range g.marks {
		if m != 0 {
			p := g.pos(i)
			out.Marks = append(out.Marks, markJSON{Row: p.Row, Col: p.Col, Marks: marksString(m)})
		}
	}
	return json.MarshalIndent(out, "", "  ")
}

// valueString writes values as characters, '.' for 0 and for cells where
// skip holds a value (the givens, when writing the entries).
func valueString(values, skip []int) string {
	buf := make([]byte, len(values))
	for i, v := range values {
		if skip != nil && skip[i] != 0 {
			v = 0
		}
		buf[i] = sudoku.ValueChar(v)
	}
	return string(buf)
}

// marksString writes a set of marks as characters, "137".
func marksString(m sudoku.Values) string {
	var buf []byte
	for v := range m.All() {
		buf = append(buf, sudoku.ValueChar(v))
	}
	return string(buf)
}

// movesJSON converts moves to their stored form.
func movesJSON(moves []Move) []moveJSON {
	out := make([]moveJSON, len(moves))
	for k, m := range moves {
		out[k] = moveJSON{
			Kind: m.Kind.String(), Row: m.Cell.Row, Col: m.Cell.Col, Value: m.Value,
			Before: cellStateJSON{Value: m.Before.Value, Marks: marksString(m.Before.Marks)},
			After:  cellStateJSON{Value: m.After.Value, Marks: marksString(m.After.Marks)},
		}
	}
	return out
}

// Save writes the game as JSON to w.
func (g *Game) Save(w io.Writer) error {
	data, err := g.MarshalJSON()
	if err != nil {
		return err
	}
	_, err = w.Write(append(data, '\n'))
	return err
}

// SaveFile writes the game as JSON to the file at path, atomically: the
// game goes to a temporary file in the same directory, which is flushed to
// disk and then renamed over path. A crash at any moment leaves either the
// old file or the new one, never half a game.
func (g *Game) SaveFile(path string) (err error) {
	data, err := g.MarshalJSON()
	if err != nil {
		return err
	}
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			_ = tmp.Close()
			_ = os.Remove(tmp.Name())
		}
	}()
	if err = tmp.Chmod(0o644); err != nil {
		return err
	}
	if _, err = tmp.Write(append(data, '\n')); err != nil {
		return err
	}
	if err = tmp.Sync(); err != nil { // the data is on disk before the rename
		return err
	}
	if err = tmp.Close(); err != nil {
		return err
	}
	if err = os.Rename(tmp.Name(), path); err != nil {
		return err
	}
	syncDir(dir) // make the rename itself durable
	return nil
}

// syncDir flushes a directory entry to disk where the system allows it.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync() // not supported everywhere; the rename has happened anyway
		_ = d.Close()
	}
}

// Load reads a game written by Save. Bad input gives a *ParseError
// (ErrSyntax, with line and column) for broken JSON and a *FileError
// naming the field for anything else: a wrong shape, a puzzle without a
// unique solution, an entry on a given, marks in a filled cell, a history
// that does not lead to the stored board, …
func Load(r io.Reader) (*Game, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	return decodeGame(data, "")
}

// LoadFile reads a game saved with SaveFile; errors name the file.
func LoadFile(path string) (*Game, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return decodeGame(data, path)
}

// UnmarshalJSON reads a game stored by MarshalJSON (see Load for the
// errors).
func (g *Game) UnmarshalJSON(data []byte) error {
	ng, err := decodeGame(data, "")
	if err != nil {
		return err
	}
	*g = *ng
	return nil
}

// decodeGame parses and checks a stored game; source names the file.
func decodeGame(data []byte, source string) (*Game, error) {
	var in gameJSON
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&in); err != nil {
		return nil, jsonError(data, source, err)
	}
	ld := gameLoader{source: source}
	g := ld.load(&in)
	if ld.err != nil {
		return nil, ld.err
	}
	return g, nil
}

// jsonError turns an encoding/json error into a *ParseError with a line
// and column, or a *FileError naming the field.
func jsonError(data []byte, source string, err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		line, col := lineColumn(data, syn.Offset)
		return &sudoku.ParseError{Source: source, Line: line, Column: col, Err: sudoku.ErrSyntax, Detail: syn.Error()}
	case errors.As(err, &typ):
		return &FileError{Source: source, Field: typ.Field, Err: sudoku.ErrSyntax,
			Detail: lang.Sprintf("a JSON %[1]s where a %[2]s belongs", typ.Value, typ.Type.String())}
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return &sudoku.ParseError{Source: source, Err: sudoku.ErrSyntax, Detail: lang.Sprintf("the JSON ends too early")}
	}
	return &FileError{Source: source, Err: ErrGameFormat, Detail: err.Error()} // unknown field
}

// lineColumn converts a byte offset into a 1-based line and column.
func lineColumn(data []byte, off int64) (line, col int) {
	if off > int64(len(data)) {
		off = int64(len(data))
	}
	before := data[:off]
	line = bytes.Count(before, []byte{'\n'}) + 1
	col = int(off) - (bytes.LastIndexByte(before, '\n') + 1)
	return line, max(col, 1)
}

// gameLoader checks a stored game field by field and keeps the first error.
type gameLoader struct {
	source string
	err    error
	n      int
}

// fail records the first error.
func (ld *gameLoader) fail(field string, sentinel error, format string, args ...any) {
	if ld.err == nil {
		ld.err = &FileError{Source: ld.source, Field: field, Err: sentinel, Detail: lang.Sprintf(format, args...)}
	}
}

// load builds the game, or records why it cannot.
func (ld *gameLoader) load(in *gameJSON) *Game {
	if in.Format != gameFormat {
		ld.fail("format", ErrGameFormat, "%q, want %q", in.Format, gameFormat)
		return nil
	}
	if in.Version != gameVersion {
		ld.fail("version", ErrGameFormat, "version %d, this program reads version %d", in.Version, gameVersion)
		return nil
	}
	shape, err := sudoku.ParseShape(in.Shape)
	if err != nil {
		ld.fail("shape", sudoku.ErrShape, "%q", in.Shape)
		return nil
	}
	ld.n = shape.N()
	puzzle := ld.board("puzzle", in.Puzzle, shape)
	entries := ld.board("entries", in.Entries, shape)
	if ld.err != nil {
		return nil
	}
	if err := ld.puzzleBoard(shape, puzzle).CheckGivens(); err != nil {
		var ce *sudoku.ConflictError
		errors.As(err, &ce)
		ld.fail("puzzle", sudoku.ErrConflict, "%s", ce.Conflict.LocalString())
		return nil
	}
	solution, err := uniqueSolution(shape, puzzle)
	if err != nil {
		if errors.Is(err, human.ErrNotUnique) {
			ld.fail("puzzle", human.ErrNotUnique, "the puzzle has more than one solution")
		} else {
			ld.fail("puzzle", sudoku.ErrNoSolution, "the puzzle has no solution")
		}
		return nil
	}
	g := newGame(shape, puzzle, solution)
	for i, v := range entries {
		if v != 0 && puzzle[i] != 0 {
			ld.fail("entries", sudoku.ErrGiven, "%s holds the given %c", g.pos(i), sudoku.ValueChar(puzzle[i]))
			return nil
		}
		if v != 0 {
			g.values[i] = v
		}
	}
	ld.marks(g, in.Marks)
	g.history = ld.moves(g, "history", in.History)
	g.redo = ld.moves(g, "redo", in.Redo)
	ld.replay(g)
	if in.ElapsedMS < 0 {
		ld.fail("elapsed_ms", sudoku.ErrValueRange, "%d is negative", in.ElapsedMS)
	}
	if ld.err != nil {
		return nil
	}
	if len(g.history) > g.limit {
		g.history = g.history[len(g.history)-g.limit:]
	}
	g.timer.total = time.Duration(in.ElapsedMS) * time.Millisecond
	g.timer.paused = in.Paused
	g.syncTimer()
	return g
}

// board reads a string of N² value characters.
func (ld *gameLoader) board(field, text string, s sudoku.Shape) []int {
	if ld.err != nil {
		return nil
	}
	if len(text) != s.Cells() {
		ld.fail(field, sudoku.ErrCellCount, "%d characters for %d cells", len(text), s.Cells())
		return nil
	}
	out := make([]int, len(text))
	for i := 0; i < len(text); i++ {
		v, ok := sudoku.CharValue(text[i])
		if !ok {
			ld.fail(field, sudoku.ErrInvalidChar, "%q at %s", text[i], sudoku.Pos{Row: i / ld.n, Col: i % ld.n})
			return nil
		}
		if v > ld.n {
			ld.fail(field, sudoku.ErrValueRange, "%q (%d) at %s on a %d×%d board", text[i], v, sudoku.Pos{Row: i / ld.n, Col: i % ld.n}, ld.n, ld.n)
			return nil
		}
		out[i] = v
	}
	return out
}

// puzzleBoard returns a board holding the puzzle values as givens.
func (ld *gameLoader) puzzleBoard(s sudoku.Shape, puzzle []int) *sudoku.Board {
	b, _ := sudoku.NewBoard(s)
	for i, v := range puzzle {
		_ = b.CellAt(i).SetGiven(v) // v was checked to be in 0–N
	}
	return b
}

// marksOf reads a string of mark characters.
func (ld *gameLoader) marksOf(field, text string) sudoku.Values {
	var m sudoku.Values
	for i := 0; i < len(text); i++ {
		v, ok := sudoku.CharValue(text[i])
		if !ok || v < 1 || v > ld.n {
			ld.fail(field, sudoku.ErrInvalidChar, "%q is not a value of a %d×%d board", text[i], ld.n, ld.n)
			return 0
		}
		m = m.With(v)
	}
	return m
}

// cell checks a stored cell position.
func (ld *gameLoader) cell(field string, r, c int) bool {
	if r < 0 || r >= ld.n || c < 0 || c >= ld.n {
		ld.fail(field, ErrOffBoard, "row %d, column %d (0-based) on a %d×%d board", r, c, ld.n, ld.n)
		return false
	}
	return true
}

// marks reads the pencil marks into g.
func (ld *gameLoader) marks(g *Game, marks []markJSON) {
	for k, m := range marks {
		field := fmt.Sprintf("marks[%d]", k)
		if ld.err != nil || !ld.cell(field, m.Row, m.Col) {
			return
		}
		i := g.index(m.Row, m.Col)
		set := ld.marksOf(field+".marks", m.Marks)
		switch {
		case g.values[i] != 0:
			ld.fail(field, ErrFilled, "%s holds %c and cannot have marks", g.pos(i), sudoku.ValueChar(g.values[i]))
		case g.marks[i] != 0:
			ld.fail(field, ErrGameFormat, "%s is listed twice", g.pos(i))
		}
		g.marks[i] = set
	}
}

// moves reads a list of stored moves and checks each on its own: the cell
// is on the board and not a given, and the states before and after are
// what the kind of move makes.
func (ld *gameLoader) moves(g *Game, field string, in []moveJSON) []Move {
	out := make([]Move, 0, len(in))
	for k, mj := range in {
		f := fmt.Sprintf("%s[%d]", field, k)
		if ld.err != nil || !ld.cell(f, mj.Row, mj.Col) {
			return nil
		}
		kind, ok := parseMoveKind(mj.Kind)
		if !ok {
			ld.fail(f+".kind", ErrGameFormat, "unknown kind %q (want place, erase, mark or clear)", mj.Kind)
			return nil
		}
		if g.puzzle[g.index(mj.Row, mj.Col)] != 0 {
			ld.fail(f, sudoku.ErrGiven, "%s holds a given", sudoku.Pos{Row: mj.Row, Col: mj.Col})
			return nil
		}
		m := Move{Kind: kind, Cell: sudoku.Pos{Row: mj.Row, Col: mj.Col}, Value: mj.Value,
			Before: ld.cellState(f+".before", mj.Before), After: ld.cellState(f+".after", mj.After)}
		if ld.err == nil && !m.consistent(ld.n) {
			ld.fail(f, ErrHistory, "%s cannot turn %v into %v", m, m.Before, m.After)
		}
		out = append(out, m)
	}
	return out
}

// cellState reads a stored cell state.
func (ld *gameLoader) cellState(field string, in cellStateJSON) CellState {
	if in.Value < 0 || in.Value > ld.n {
		ld.fail(field+".value", sudoku.ErrValueRange, "%d is outside 0–%d", in.Value, ld.n)
	}
	s := CellState{Value: in.Value, Marks: ld.marksOf(field+".marks", in.Marks)}
	if s.Value != 0 && s.Marks != 0 {
		ld.fail(field, ErrFilled, "a cell holding %c has no marks", sudoku.ValueChar(s.Value))
	}
	return s
}

// consistent reports whether the move's kind explains its states.
func (m Move) consistent(n int) bool {
	b, a := m.Before, m.After
	if b == a {
		return false
	}
	switch m.Kind {
	case PlaceMove:
		return m.Value >= 1 && m.Value <= n && a == CellState{Value: m.Value}
	case EraseMove:
		return m.Value == 0 && b.Value != 0 && a == CellState{Marks: b.Marks}
	case MarkMove:
		return m.Value >= 1 && m.Value <= n && b.Value == 0 && a.Value == 0 &&
			a.Marks == b.Marks^sudoku.ValuesOf(m.Value)
	case ClearMove:
		return m.Value == 0 && a == CellState{}
	}
	return false
}

// replay checks that the history leads to the stored board: undoing the
// moves from the last one back, each must find its cell as it left it;
// redoing the undone moves, each must find its cell as it found it.
func (ld *gameLoader) replay(g *Game) {
	if ld.err != nil {
		return
	}
	values := append([]int(nil), g.values...)
	marks := append([]sudoku.Values(nil), g.marks...)
	state := func(i int) CellState { return CellState{Value: values[i], Marks: marks[i]} }
	set := func(i int, s CellState) { values[i], marks[i] = s.Value, s.Marks }
	// walk takes the moves from the last back: each must find its cell in
	// state found (which says names in the message) and leaves it in state
	// left.
	walk := func(field string, moves []Move, says string, found, left func(Move) CellState) bool {
		for k := len(moves) - 1; k >= 0; k-- {
			m := moves[k]
			i := g.index(m.Cell.Row, m.Cell.Col)
			if state(i) != found(m) {
				ld.fail(fmt.Sprintf("%s[%d]", field, k), ErrHistory,
					"%s "+says+" %s as %v, but the board shows %v", m, m.Cell, found(m), state(i))
				return false
			}
			set(i, left(m))
		}
		return true
	}
	before := func(m Move) CellState { return m.Before }
	after := func(m Move) CellState { return m.After }
	if !walk("history", g.history, "left", after, before) {
		return
	}
	copy(values, g.values)
	copy(marks, g.marks)
	walk("redo", g.redo, "starts from", before, after)
}

// String shows a cell state as "5", "marks 13" or "empty", for messages.
func (s CellState) String() string {
	switch {
	case s.Value != 0:
		return string(sudoku.ValueChar(s.Value))
	case s.Marks != 0:
		return "marks " + marksString(s.Marks)
	}
	return "empty"
}
