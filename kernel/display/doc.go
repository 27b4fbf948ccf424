// Package display shows rich output (HTML, images, Markdown, LaTeX, JSON,
// ...) from a sudokit notebook cell.
//
// Its names follow gophernotes' display package: the constructors (HTML,
// PNG, SVG, Markdown, Image, ...) build a Data bundle of MIME
// representations, and Display sends one to the notebook while the cell is
// running. A cell's trailing expression is displayed automatically, so
// ending a cell with display.HTML("<b>hi</b>") is enough to show it.
//
// Values may also describe themselves by implementing one of the small
// interfaces below (HTMLer, PNGer, ..., Renderer, SimpleRenderer); they are
// type aliases, so a package can implement them without importing display.
//
// Outside the kernel (in a test or a plain program) the constructors work
// and Display returns ErrNoKernel.
package display
