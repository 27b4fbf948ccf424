// Package cellrt is the runtime support linked into every program the
// sudokit Jupyter kernel generates for a notebook cell.
//
// It is not meant to be imported by notebook code. It restores the
// notebook's variables from the previous cell's snapshot, runs the cell,
// reports the value of the cell's trailing expression to the kernel, and
// saves the variables again for the next cell. Messages to the kernel travel
// as JSON lines over a private file descriptor (see package display), never
// over standard output.
package cellrt
