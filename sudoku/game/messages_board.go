package game

import (
	"embed"
	"fmt"
	"io/fs"
	"regexp"
	"strconv"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// boardKeys lists every message play.js says, in the catalog: the board's
// own (board/locales) and the lists of package human it repeats. Hints and
// their mistakes come from the kernel in the page's language (page.go).
var boardKeys = []string{
	"%[1]s, %[2]s",
	"%[1]s and %[2]s",
}

// boardLocales holds the words of the interactive board (play.js and the
// static board HTML writes: buttons and status lines), keyed by their
// English text, in every language, apart from the game's other messages so
// that boardKeys can list them. The page gets them in the current language
// as playData.Labels.
//
//go:embed board/locales
var boardLocales embed.FS

func init() {
	board, err := fs.Sub(boardLocales, "board")
	if err != nil {
		panic(err)
	}
	lang.MustLoad(board)
	keys, err := lang.Keys(board)
	if err != nil {
		panic(err)
	}
	boardKeys = append(boardKeys, keys...)
}

// slot stands for argument n of a label: whatever the verb, it prints
// "{n}", which play.js fills in.
type slot int

// Format writes "{n}".
func (s slot) Format(f fmt.State, _ rune) { fmt.Fprintf(f, "{%d}", int(s)) }

// argVerbs finds the verbs of a format: "%d", "%[2]s".
var argVerbs = regexp.MustCompile(`%(\[(\d+)\])?[a-z]`)

// labels returns play.js's messages in the current language, each with its
// arguments written {1}, {2}, …
func labels() map[string]string {
	p := lang.Current()
	out := make(map[string]string, len(boardKeys))
	for _, k := range boardKeys {
		n := 0
		for i, m := range argVerbs.FindAllStringSubmatch(k, -1) {
			idx := i + 1
			if m[2] != "" {
				idx, _ = strconv.Atoi(m[2])
			}
			n = max(n, idx)
		}
		args := make([]any, n)
		for i := range args {
			args[i] = slot(i + 1)
		}
		out[k] = p.Sprintf(k, args...)
	}
	return out
}
