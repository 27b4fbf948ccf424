package cli

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/sudokit/sudokit/sudoku"
)

// DefaultMaxInput is the most a command reads from one input (a file or
// standard input) unless --max-input (max_input in sudokit.yaml,
// SUDOKIT_MAX_INPUT) says otherwise: 64 MiB, about 400,000 81-character
// puzzle lines with their newlines, 800 times over.
const DefaultMaxInput = 64 << 20

// InputTooLargeError is an input longer than the cap: a file such as
// /dev/zero, or a stream on stdin that does not end.
type InputTooLargeError struct {
	Name  string // the file, or "stdin"
	Limit int64  // bytes
}

func (e *InputTooLargeError) Error() string {
	return msg("%[1]s: input longer than %[2]d bytes (%[3]s); raise --max-input to read more", e.Name, e.Limit, sizeText(e.Limit))
}

// sizeText writes a byte count in MiB or KiB when it is a whole number of them.
func sizeText(n int64) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return msg("%d bytes", n)
}

// maxInput is the input cap in bytes from --max-input ("64MB", "1GB",
// "4096"; units are powers of 1024), or DefaultMaxInput.
func (app *App) maxInput() int64 {
	if n := app.Config.GetSizeInBytes("max_input"); n > 0 {
		return int64(n)
	}
	return DefaultMaxInput
}

// readInput reads the puzzle source named on the command line: a file, or
// standard input for "-" or no argument, at most maxInput bytes. The name is
// for error messages.
func (app *App) readInput(args []string) (text, name string, err error) {
	var data []byte
	limit := app.maxInput()
	if len(args) == 0 || args[0] == "-" {
		name = "stdin"
		data, err = readCapped(app.In, name, limit)
	} else {
		name = args[0]
		var f *os.File
		if f, err = os.Open(name); err != nil {
			return "", name, err
		}
		data, err = readCapped(f, name, limit)
		f.Close()
	}
	return string(data), name, err
}

// readCapped reads r to its end, or fails with an *InputTooLargeError as
// soon as it has more than limit bytes: memory never grows past the cap,
// however long the input.
func readCapped(r io.Reader, name string, limit int64) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit {
		return nil, &InputTooLargeError{Name: name, Limit: limit}
	}
	return data, nil
}

// readBoards reads every puzzle of the input named by args in the format
// named by the config key, as bad input (exit 2) when anything is wrong.
func (app *App) readBoards(args []string, formatKey string) ([]*sudoku.Board, error) {
	text, name, err := app.readInput(args)
	if err != nil {
		return nil, badInput(err)
	}
	return app.parseBoards(text, name, formatKey)
}

// parseBoards reads every puzzle of text (from the input called name) in the
// format named by the config key.
func (app *App) parseBoards(text, name, formatKey string) ([]*sudoku.Board, error) {
	f, err := app.formatFlag(formatKey)
	if err != nil {
		return nil, err
	}
	if f == sudoku.FormatAuto {
		if f, err = detect(text, name); err != nil {
			return nil, err
		}
	}
	var boards []*sudoku.Board
	for b, err := range sudoku.ReadPuzzles(strings.NewReader(text), f) {
		if err != nil {
			return nil, badInput(withSource(err, name))
		}
		boards = append(boards, b)
	}
	if len(boards) == 0 {
		return nil, badInput(errorf("%s: no puzzle found", name))
	}
	return boards, nil
}

// withSource names the input in a parse error that does not name one yet.
func withSource(err error, name string) error {
	var pe *sudoku.ParseError
	if errors.As(err, &pe) && pe.Source == "" {
		pe.Source = name
	}
	var ce *sudoku.ConflictError
	if errors.As(err, &ce) && ce.Source == "" {
		ce.Source = name
	}
	return err
}

// formatFlag reads a format name from the config key and returns a bad-input
// error for an unknown name.
func (app *App) formatFlag(key string) (sudoku.Format, error) {
	name := app.Config.GetString(key)
	if name == "" {
		return sudoku.FormatAuto, nil
	}
	f, err := sudoku.ParseFormat(name)
	if err != nil {
		return 0, badInput(err)
	}
	return f, nil
}
