// Package assignments grades students' Go code against a teacher's tests
// without believing anything the student's code says about itself.
//
// An assignment is a folder in the teacher's own format (see LoadDir and
// the package README): the reference solution with solution regions, Go
// test functions carrying //grade:points directives, testdata/ and an
// assignment.yaml. The built-in assignments (Get, All) are such folders
// compiled into the binary. From a folder the package writes the student's
// release (Assignment.Release), checks the assignment as a teacher would
// (Grader.Check), grades one submission or a batch of them
// (Grader.Grade, Grader.Batch) and writes a Gradescope autograder
// (WriteAutograder).
//
// A submission is refused statically where it could reach the process's
// memory (reflect, unsafe, most of runtime, compiler directives), then
// compiled into two test binaries — the shown one, holding only what the
// student was given, and the secret one with the hidden tests — that run
// one test per process in package sandbox, with the harness (package
// harness) installed before any of the student's code runs. A test passes
// only when the harness's line carries the run's secret and the process
// exits 0; the README's trust model says what that holds against and where
// it stops.
package assignments
