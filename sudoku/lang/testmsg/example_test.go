package testmsg_test

import (
	"fmt"

	"github.com/sudokit/sudokit/sudoku/lang"
	"github.com/sudokit/sudokit/sudoku/lang/testmsg"
)

// A test's message in the class's language: the grader sets SUDOKIT_LANG,
// here lang.Use stands for it. The catalog is testdata/locales/*.json of
// the test's folder.
func ExampleSprintf() {
	defer lang.UseTag(lang.CurrentTag())
	for _, class := range []string{"en", "nl", "cs"} {
		_ = lang.Use(class)
		fmt.Println(testmsg.Sprintf("%d empty cell(s) have wrong candidates", 3))
	}
	// Output:
	// 3 empty cell(s) have wrong candidates
	// 3 lege cellen hebben verkeerde kandidaten
	// 3 prázdná pole mají špatné kandidáty
}
