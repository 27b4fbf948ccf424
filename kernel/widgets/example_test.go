package widgets_test

import (
	"fmt"

	"github.com/sudokit/sudokit/kernel/widgets"
)

// In a notebook cell a slider is shown as the cell's value; a later cell
// reads the value the page set. Outside the kernel there is no page: the
// widget says why it was not made.
func ExampleIntSlider() {
	n := widgets.IntSlider("clues", 17, 40, 25)
	fmt.Println(n.Err())
	// Output: widgets: not running inside the sudokit Jupyter kernel
}

// draw is a function declared in a cell: Interact calls it again, by name,
// whenever the slider moves.
func draw(k int) string { return fmt.Sprint(k, " givens") }

// Interact checks its function before anything is shown: in a notebook
// draw is declared in a cell (package main); here it is not.
func ExampleInteract() {
	_, err := widgets.Interact(draw, widgets.IntSlider("givens", 17, 40, 25))
	fmt.Println(err)
	// Output: widgets: github.com/sudokit/sudokit/kernel/widgets_test.draw is not a function declared in a cell (Interact and OnClick call their function by name: not a closure, a method or a package's function)
}
