package cli

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/sudokit/sudokit/sudoku"
)

// readInput reads the puzzle source named on the command line: a file, or
// standard input for "-" or no argument. The name is for error messages.
func (app *App) readInput(args []string) (text, name string, err error) {
	var data []byte
	if len(args) == 0 || args[0] == "-" {
		name = "stdin"
		data, err = io.ReadAll(app.In)
	} else {
		name = args[0]
		data, err = os.ReadFile(name)
	}
	return string(data), name, err
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
		return nil, badInput(fmt.Errorf("%s: no puzzle found", name))
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
