package nbcell_test

import (
	"encoding/json"
	"fmt"

	"github.com/sudokit/sudokit/internal/nbcell"
)

func ExampleSplit() {
	code, lines := nbcell.Split("%go get example.com/m\nok := a &&\n\t!b\n!ls -l\nstrings.Fields?")
	fmt.Printf("%q\n", code)
	for _, l := range lines {
		fmt.Println(l.Num, l.Kind == nbcell.Shell, l.Text)
	}
	// Output:
	// "\nok := a &&\n\t!b\n\n"
	// 1 false %go get example.com/m
	// 4 true !ls -l
	// 5 false strings.Fields?
}

func ExampleHelpName() {
	name, source, ok := nbcell.HelpName("fmt.Println??")
	fmt.Println(name, source, ok)
	// Output: fmt.Println true true
}

func ExampleText() {
	var cell struct {
		Source   nbcell.Text    `json:"source"`
		Metadata map[string]any `json:"metadata"`
	}
	_ = json.Unmarshal([]byte(`{"source": ["x := 1\n", "x"], "metadata": {"sudokit": {"role": "check"}}}`), &cell)
	fmt.Printf("%q %s\n", cell.Source, nbcell.Role(cell.Metadata))
	// Output: "x := 1\nx" check
}
