package loadtest

import (
	"fmt"

	"github.com/sudokit/sudokit/internal/nbcell"
)

// Cells reads the code cells of a notebook file, in order: those that are
// not blank.
func Cells(path string) ([]string, error) {
	_, cells, err := nbcell.CodeCells(path)
	if err != nil {
		return nil, err
	}
	if len(cells) == 0 {
		return nil, fmt.Errorf("%s has no code cells", path)
	}
	return cells, nil
}
