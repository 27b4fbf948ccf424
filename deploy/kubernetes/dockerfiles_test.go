package kubernetes_test

import (
	"os"
	"strings"
	"testing"
)

// buildStage returns the instructions of a Dockerfile's stage named build
// (from its FROM to the next FROM), without comments and blank lines.
func buildStage(dockerfile string) []string {
	var out []string
	in := false
	for _, line := range strings.Split(dockerfile, "\n") {
		t := strings.TrimSpace(line)
		if strings.HasPrefix(t, "FROM ") {
			if in {
				break
			}
			in = strings.HasSuffix(t, " AS build")
		}
		if in && t != "" && !strings.HasPrefix(t, "#") {
			out = append(out, t)
		}
	}
	return out
}

// TestBuildStagesAgree checks that the course service's Dockerfile builds Go
// and sudokit exactly as the students' Dockerfile does: one pinned Go
// version and checksum for both images, and a builder's layer cache shares
// the stage. A changed pin in one file alone is shown to fail it.
func TestBuildStagesAgree(t *testing.T) {
	read := func(name string) string {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	students, service := read("Dockerfile"), read("course-service.Dockerfile")
	same := func(a, b string) bool {
		x, y := buildStage(a), buildStage(b)
		return len(x) > 10 && strings.Join(x, "\n") == strings.Join(y, "\n")
	}
	if !same(students, service) {
		t.Fatalf("the build stages differ:\n--- Dockerfile\n%s\n--- course-service.Dockerfile\n%s",
			strings.Join(buildStage(students), "\n"), strings.Join(buildStage(service), "\n"))
	}
	bumped := strings.Replace(service, "ARG GO_VERSION=", "ARG GO_VERSION=9", 1)
	if bumped == service || same(students, bumped) {
		t.Error("a Go version changed in course-service.Dockerfile alone was not noticed")
	}
}
