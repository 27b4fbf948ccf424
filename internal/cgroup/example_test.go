package cgroup_test

import (
	"fmt"

	"github.com/sudokit/sudokit/internal/cgroup"
)

// A student's cell group on a v1 machine lives in the memory hierarchy
// only (Root here is a folder without cgroup.controllers: not v2).
func ExampleTree_Group() {
	student := cgroup.Tree{Root: "/example"}.Group("sudokit-hub/alice")
	cells := student.Child("cells", "memory")
	fmt.Println(student.V2, len(student.Dirs), cells.Dirs)
	// Output: false 3 map[memory:/example/memory/sudokit-hub/alice/cells]
}
