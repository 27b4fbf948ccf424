package loadtest

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"
)

func ExamplePercentile() {
	cells := []time.Duration{4 * time.Second, time.Second, 2 * time.Second, 3 * time.Second}
	fmt.Println(Percentile(cells, 50), Percentile(cells, 95), Percentile(cells, 100))
	// Output: 2s 4s 4s
}

func TestCellsReadsBothSourceForms(t *testing.T) {
	file := filepath.Join(t.TempDir(), "nb.ipynb")
	nb := `{"cells": [
  {"cell_type": "markdown", "source": ["# title"]},
  {"cell_type": "code", "source": ["x := 1\n", "x + 1"]},
  {"cell_type": "code", "source": "   "},
  {"cell_type": "code", "source": "fmt.Println(x)"}
], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}`
	if err := os.WriteFile(file, []byte(nb), 0o644); err != nil {
		t.Fatal(err)
	}
	cells, err := Cells(file)
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"x := 1\nx + 1", "fmt.Println(x)"}; !slices.Equal(cells, want) {
		t.Fatalf("cells %q, want %q", cells, want)
	}
}

// The course notebook the load test runs by default has its cells.
func TestCellsOfTheFirstNotebook(t *testing.T) {
	cells, err := Cells("../../../notebooks/01-board-basics.ipynb")
	if err != nil || len(cells) < 10 {
		t.Fatalf("%d cells, %v", len(cells), err)
	}
}

func TestRunRefusesOtherMachines(t *testing.T) {
	for _, u := range []string{"http://example.org:8000", "http://10.0.0.1:8000"} {
		if _, err := Run(context.Background(), Options{URL: u}); !errors.Is(err, errNotLocal) {
			t.Errorf("Run(%s) = %v, want errNotLocal", u, err)
		}
	}
}
