package assignments

import "testing"

// TestFromStudentFiles: a student who named files student0.go and
// student1.go beside a.go reads their own names in compile errors. One
// strings.ReplaceAll per file, in the map's random order, turned
// student2.go (the student's student1.go) into student1.go, then
// student0.go, then a.go in most orders.
func TestFromStudentFiles(t *testing.T) {
	rename := map[string]string{}
	for i, n := range []string{"a.go", "student0.go", "student1.go", "student10.go"} {
		rename[studentFile(i)] = n
	}
	out := "./student3.go:4:2: undefined: x\n./student2.go:9:1: missing return\n./student1.go:2:8: \"fmt\" imported and not used\n./student0.go:1:1: y"
	want := "./student10.go:4:2: undefined: x\n./student1.go:9:1: missing return\n./student0.go:2:8: \"fmt\" imported and not used\n./a.go:1:1: y"
	for range 50 { // map order varies from one iteration to the next
		if got := fromStudentFiles(out, rename); got != want {
			t.Fatalf("got\n%s\nwant\n%s", got, want)
		}
	}
}
