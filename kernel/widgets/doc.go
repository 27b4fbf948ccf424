// Package widgets shows Jupyter widgets from Go cells of the sudokit
// kernel: sliders, dropdowns, buttons, text fields, checkboxes, HTML,
// images, output areas and boxes that lay them out, plus Interact, which
// shows a notebook function's result again whenever its controls change.
//
// The widgets speak ipywidgets' protocol (version 2.1.0, the one of
// ipywidgets 8, @jupyter-widgets/base 6), which JupyterLab, Notebook 7,
// VS Code and Colab render. A widget is made in a cell and shown as the
// cell's value or with display.Display(w.Render()); a later cell reads the
// value the page last set:
//
//	n := widgets.IntSlider("clues", 17, 40, 25)
//	n
//
//	// a later cell, after moving the slider
//	n.Int()
//
// Models live in the kernel, not in the cell's program, which ends with
// the cell: a *Widget is the model's id, so it is carried to later cells
// like any variable, and its values are read from the kernel's copy.
package widgets
