// Package cellrt is the runtime support linked into every program the
// sudokit Jupyter kernel generates for a notebook cell.
//
// It is not meant to be imported by notebook code. It restores the
// notebook variables the cell can reach from the previous cell's state (a
// manifest and unit files, see units.go: variables sharing memory form one
// unit; the units of variables the cell cannot reach are neither read nor
// written), runs the cell, reports the value of the cell's trailing
// expression to the kernel, and saves those variables again for the next
// cell. Values are written by a reflective codec (encode.go, decode.go) or,
// for types registered with RegisterOwner, by their own compact codec.
// Messages to the kernel travel as JSON lines over a private file
// descriptor (see package display), never over standard output.
package cellrt
