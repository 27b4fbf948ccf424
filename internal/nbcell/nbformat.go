package nbcell

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
)

// Text is a multi-line string of a notebook file (nbformat): a cell's source
// or a stream's text, stored either as one string or as a list of lines that
// join to it.
type Text string

// UnmarshalJSON reads one string or a list of lines.
func (s *Text) UnmarshalJSON(data []byte) error {
	var one string
	if json.Unmarshal(data, &one) == nil {
		*s = Text(one)
		return nil
	}
	var lines []string
	if err := json.Unmarshal(data, &lines); err != nil {
		return err
	}
	*s = Text(strings.Join(lines, ""))
	return nil
}

// Role returns the sudokit role a cell's metadata gives it ("given",
// "solution" or "check"), or "" when it has none.
func Role(metadata map[string]any) string {
	m, _ := metadata["sudokit"].(map[string]any)
	r, _ := m["role"].(string)
	return r
}

// CodeCells reads the notebook file at path and returns the language its
// kernelspec names ("go" for sudokit's) and the sources of its code cells
// that are not blank, in order.
func CodeCells(path string) (language string, cells []string, err error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return "", nil, err
	}
	var nb struct {
		Metadata struct {
			Kernelspec struct {
				Language string `json:"language"`
			} `json:"kernelspec"`
		} `json:"metadata"`
		Cells []struct {
			CellType string `json:"cell_type"`
			Source   Text   `json:"source"`
		} `json:"cells"`
	}
	if err := json.Unmarshal(b, &nb); err != nil {
		return "", nil, fmt.Errorf("%s: %w", path, err)
	}
	for _, c := range nb.Cells {
		if c.CellType == "code" && strings.TrimSpace(string(c.Source)) != "" {
			cells = append(cells, string(c.Source))
		}
	}
	return nb.Metadata.Kernelspec.Language, cells, nil
}
