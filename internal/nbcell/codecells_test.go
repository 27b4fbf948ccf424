package nbcell

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// TestCodeCells reads a notebook's language and its code cells, sources
// given as one string or as lines, blank cells and other kinds left out.
func TestCodeCells(t *testing.T) {
	dir := t.TempDir()
	nb := filepath.Join(dir, "nb.ipynb")
	text := `{"metadata": {"kernelspec": {"name": "sudokit", "language": "go"}},
 "cells": [
  {"cell_type": "markdown", "source": "# Title"},
  {"cell_type": "code", "source": ["x := 1\n", "x"]},
  {"cell_type": "code", "source": "  \n"},
  {"cell_type": "code", "source": "fmt.Println(x)"}
 ]}`
	if err := os.WriteFile(nb, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	language, cells, err := CodeCells(nb)
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"x := 1\nx", "fmt.Println(x)"}; language != "go" || !reflect.DeepEqual(cells, want) {
		t.Errorf("CodeCells = %q, %q; want go, %q", language, cells, want)
	}
	bad := filepath.Join(dir, "bad.ipynb")
	if err := os.WriteFile(bad, []byte(`{"cells": [{"cell_type": "code", "source": 7}]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, _, err := CodeCells(bad); err == nil || !strings.Contains(err.Error(), bad) {
		t.Errorf("a source that is neither text nor lines: %v, want an error naming the file", err)
	}
}
