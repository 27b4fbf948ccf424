package loadtest

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
)

// Cells reads the code cells of a notebook file, in order.
func Cells(path string) ([]string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var nb struct {
		Cells []struct {
			CellType string          `json:"cell_type"`
			Source   json.RawMessage `json:"source"`
		} `json:"cells"`
	}
	if err := json.Unmarshal(b, &nb); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	var cells []string
	for i, c := range nb.Cells {
		if c.CellType != "code" {
			continue
		}
		// Source is a string or a list of lines.
		var s string
		if err := json.Unmarshal(c.Source, &s); err != nil {
			var lines []string
			if err := json.Unmarshal(c.Source, &lines); err != nil {
				return nil, fmt.Errorf("%s: cell %d: source is neither text nor lines", path, i+1)
			}
			s = strings.Join(lines, "")
		}
		if strings.TrimSpace(s) != "" {
			cells = append(cells, s)
		}
	}
	if len(cells) == 0 {
		return nil, fmt.Errorf("%s has no code cells", path)
	}
	return cells, nil
}
