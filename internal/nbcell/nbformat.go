package nbcell

import (
	"encoding/json"
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
