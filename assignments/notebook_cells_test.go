package assignments

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestExtractNotebookReadsCellsAsTheKernelDoes: the grader drops the lines
// of a cell that are not Go by the kernel's rule (package nbcell): a
// command, a shell line and a question go; a '!' line continuing an
// expression and lines inside a raw string stay, so the student's solution
// is graded as the kernel ran it.
func TestExtractNotebookReadsCellsAsTheKernelDoes(t *testing.T) {
	cell := "%go get example.com/m\n!ls\n" +
		"// Either reports whether exactly one holds.\n" +
		"func Either(a, b bool) bool {\n\treturn a &&\n\t\t!b || b && !a\n}\n" +
		"const Banner = `Ready?\n!set\n`\n" +
		"Either?\n"
	nb, err := json.Marshal(map[string]any{
		"nbformat": 4, "nbformat_minor": 5, "metadata": map[string]any{},
		"cells": []any{map[string]any{"cell_type": "code", "metadata": map[string]any{}, "source": cell, "outputs": []any{}}},
	})
	if err != nil {
		t.Fatal(err)
	}
	src, err := ExtractNotebook(nb)
	if err != nil {
		t.Fatalf("ExtractNotebook: %v", err)
	}
	got := string(src)
	for _, want := range []string{"func Either", "\t\t!b || b && !a", "`Ready?\n!set\n`"} {
		if !strings.Contains(got, want) {
			t.Errorf("the solution lost %q:\n%s", want, got)
		}
	}
	for _, gone := range []string{"%go get", "!ls", "Either?"} {
		if strings.Contains(got, gone) {
			t.Errorf("the solution kept %q:\n%s", gone, got)
		}
	}
}
