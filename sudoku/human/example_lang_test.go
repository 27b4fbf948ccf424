package human_test

import (
	"fmt"

	"github.com/sudokit/sudokit/sudoku/human"
)

// SetLanguage switches the explanations, hints and level names of a whole
// notebook with one call; cell names stay r1c1.
func ExampleSetLanguage() {
	b := puzzle81("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")
	for _, l := range []string{"nl", "cs", "zh-Hans", "en"} {
		if err := human.SetLanguage(l); err != nil {
			fmt.Println(err)
		}
		h, _ := human.NextHint(b, nil, 1)
		fmt.Println(h.Text)
		trace, _ := human.StepSolve(b)
		fmt.Println(trace.Steps[0].Explanation)
	}
	fmt.Println(human.SetLanguage("fr"))
	// Output:
	// Zoek een verborgen single in blok 1.
	// Verborgen single in blok 1: 6 kan alleen in r2c2, dus zet die daar.
	// Hledejte skrytý singl ve čtverci 1.
	// Skrytý singl ve čtverci 1: 6 může být jen v r2c2, proto ho tam doplňte.
	// 在第1宫中找出一个能用排除法确定的数。
	// 宫排除（第1宫）：6只能填在r2c2，因此在r2c2填入6。
	// Look for a hidden single in box 1.
	// Hidden single in box 1: 6 can go only in r2c2, so place it there.
	// lang: "fr" is not a supported language (want en, nl, nb, cs or zh-Hans)
}
