package course_test

import (
	"context"
	"fmt"
	"os"
	"time"

	"github.com/sudokit/sudokit/internal/course"
)

// A late submission: two started days late at 10% a day.
func ExampleLateness() {
	due := time.Date(2026, 12, 15, 23, 59, 0, 0, time.UTC)
	late, penalty := course.Lateness(due, due.Add(25*time.Hour), 0.10)
	fmt.Println(late, penalty, course.Final(10, 10, penalty, -0.5))
	// Output: 25h0m0s 0.2 7.5
}

// The store keeps every attempt; a receipt names its files by hash.
func ExampleStore_Submit() {
	dir, _ := os.MkdirTemp("", "course-example-")
	defer os.RemoveAll(dir)
	st, err := course.Open(dir)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer st.Close()
	ctx := context.Background()
	st.CreateCourse(ctx, "algo1", "Algorithms 1")
	// AddFromDir checks a teacher's folder in the sandbox first; here a
	// version is stored directly.
	h, _ := st.Blobs.Put([]byte("package hw\n"))
	st.AddAssignment(ctx, "algo1", "hw1", "Homework 1", 10, map[string]string{"hw.go": h}, map[string]string{"hw.go": h}, "teacher")
	due := time.Now().Add(time.Hour)
	st.Release(ctx, "algo1", "hw1", course.ReleaseSettings{Due: due, Penalty: 0.1})
	for _, src := range []string{"package hw // one", "package hw // two"} {
		sub, err := st.Submit(ctx, "algo1", "hw1", "ann", map[string][]byte{"hw.go": []byte(src)}, time.Now())
		fmt.Println(sub.Attempt, len(sub.Hash), sub.Late, err)
	}
	v, _ := st.SchemaVersion()
	fmt.Println("schema", v)
	// Output:
	// 1 64 0s <nil>
	// 2 64 0s <nil>
	// schema 1
}
