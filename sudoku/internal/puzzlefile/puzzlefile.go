// Package puzzlefile reads the puzzle files of the shared data set and of
// the generators' inputs: one puzzle a line, blank lines and '#' comment
// lines skipped, and only a line's first field counting (what follows is a
// rating or a name). It leaves the puzzle text to the caller, who decides
// which alphabet to accept.
package puzzlefile

import (
	"bufio"
	"os"
	"strings"
)

// Line is one puzzle of a file: its text, the line's first field, and the
// number of the line it stands on (from 1), for error messages.
type Line struct {
	No   int
	Text string
}

// Read returns the puzzles of the file at path, in order. Lines may be
// up to 1 MiB long (a 64×64 puzzle is 4,096 characters).
func Read(path string) ([]Line, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []Line
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	for no := 1; sc.Scan(); no++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || text[0] == '#' {
			continue
		}
		out = append(out, Line{No: no, Text: strings.Fields(text)[0]})
	}
	return out, sc.Err()
}
