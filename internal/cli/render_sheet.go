package cli

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"unicode"

	"github.com/sudokit/sudokit/render"
	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/exact"
	"github.com/sudokit/sudokit/sudoku/handbook"
	"github.com/sudokit/sudokit/sudoku/human"
	"github.com/sudokit/sudokit/sudoku/lang"
)

// sheetItems turns the boards of render --sheet into the sheet's items:
// every board titled with its number (and level, with --levels), or with
// --practice only the boards whose solving path needs the technique, each
// at the moment it first applies. --limit keeps the first boards.
func (app *App) sheetItems(boards []*sudoku.Board) ([]render.SheetItem, error) {
	cfg := app.Config
	limit := cfg.GetInt("render.limit")
	if limit < 0 {
		return nil, badInput(errorf("render: --limit %d: want 0 (all) or more", limit))
	}
	solutions := cfg.GetBool("render.solutions")
	if name := cfg.GetString("render.practice"); name != "" {
		if !cfg.GetBool("render.search") {
			if items, ok, err := app.storedPracticeItems(name, limit, solutions); ok || err != nil {
				return items, err
			}
		}
		return app.practiceItems(boards, name, limit, solutions)
	}
	if limit > 0 && len(boards) > limit {
		boards = boards[:limit]
	}
	levels := cfg.GetBool("render.levels")
	items := make([]render.SheetItem, len(boards))
	for i, b := range boards {
		items[i] = render.SheetItem{Puzzle: b, Title: lang.Sprintf("Puzzle %d", i+1)}
		if levels && b.N() <= 9 {
			if r, err := human.Rate(b); err == nil {
				items[i].Title = lang.Sprintf("Puzzle %[1]d · %[2]s", i+1, r.Level.LocalName())
			}
		}
		if solutions {
			solved, err := exact.Solve(b)
			if err != nil {
				return nil, badInput(errorf("puzzle %[1]d: %[2]w", i+1, err))
			}
			items[i].Solution = solved
		}
	}
	return items, nil
}

// storedPracticeItems serves a practice sheet from the library's stored
// examples (package handbook) without solving anything: up to limit (0:
// all) positions of the technique or family called name, each titled with
// the technique and where it comes from. It reports false when the
// handbook holds none, and the puzzles of FILE must be searched.
func (app *App) storedPracticeItems(name string, limit int, solutions bool) ([]render.SheetItem, bool, error) {
	canonical, err := techniqueName(name)
	if err != nil {
		return nil, false, err
	}
	if handbook.Count(canonical) == 0 {
		return nil, false, nil
	}
	examples, err := handbook.Examples(canonical, limit)
	if err != nil {
		return nil, false, err
	}
	items := make([]render.SheetItem, len(examples))
	for i, e := range examples {
		items[i] = render.SheetItem{Puzzle: e.Puzzle, Grid: e.Before,
			Title: lang.Sprintf("%[1]d · %[2]s (%[3]s)", i+1, human.LocalName(e.Technique), e.Where())}
		if solutions {
			if items[i].Solution, err = exact.Solve(e.Puzzle); err != nil {
				return nil, false, err
			}
		}
	}
	fmt.Fprintln(app.Err, msg("practice sheet: %[1]d stored examples of %[2]s from the library (--search looks in the puzzles of FILE instead)", len(items), name))
	return items, true, nil
}

// practiceItems keeps the boards whose human-style solving path uses the
// technique (or a technique of the family) called name, each printed with
// its candidates at the first step that uses it and titled with the
// technique found there.
func (app *App) practiceItems(boards []*sudoku.Board, name string, limit int, solutions bool) ([]render.SheetItem, error) {
	matches, err := techniqueMatcher(name)
	if err != nil {
		return nil, err
	}
	var items []render.SheetItem
	scanned := 0
	for i, b := range boards {
		if limit > 0 && len(items) == limit {
			break
		}
		scanned++
		trace, err := human.StepSolve(b)
		if err != nil {
			continue // no unique solution: no practice from it
		}
		grids, err := trace.Grids()
		if err != nil {
			return nil, err
		}
		for k, st := range trace.Steps {
			if !matches(st.Technique) {
				continue
			}
			before := st.Before
			if before == nil {
				before = grids[k]
			}
			item := render.SheetItem{Puzzle: b, Grid: before,
				Title: lang.Sprintf("%[1]d · %[2]s (puzzle %[3]d, step %[4]d)", len(items)+1, human.LocalName(st.Technique), i+1, k+1)}
			if solutions {
				if item.Solution, err = exact.Solve(b); err != nil {
					return nil, badInput(errorf("puzzle %[1]d: %[2]w", i+1, err))
				}
			}
			items = append(items, item)
			break
		}
	}
	if len(items) == 0 {
		return nil, badInput(errorf("render: --practice %[1]q: none of the %[2]d puzzles needs it on the solver's path; try harder puzzles (sudokit generate --level hard) or another technique", name, len(boards)))
	}
	fmt.Fprintln(app.Err, msg("practice sheet: %[1]d of the first %[2]d puzzles (of %[3]d) need %[4]s", len(items), scanned, len(boards), name))
	return items, nil
}

// techniqueName returns the technique or family that name means (as
// techniqueMatcher reads it), as the solver spells it: "x wing" is
// "X-Wing", "basic fish" is "Basic Fish".
func techniqueName(name string) (string, error) {
	if _, err := techniqueMatcher(name); err != nil {
		return "", err
	}
	key := squash(name)
	for _, t := range human.Techniques() {
		if squash(t.Name) == key {
			return t.Name, nil
		}
		if squash(t.Family) == key {
			return t.Family, nil
		}
	}
	return "", nil
}

// techniqueMatcher returns a test for technique names that match name, a
// technique ("X-Wing") or a family ("fish"), in any letter case and with or
// without blanks and dashes. An unknown name is bad input listing the
// families.
func techniqueMatcher(name string) (func(string) bool, error) {
	key := squash(name)
	var families []string
	seen := map[string]bool{}
	known := false
	for _, t := range human.Techniques() {
		if squash(t.Name) == key || squash(t.Family) == key {
			known = true
		}
		if !seen[t.Family] {
			seen[t.Family] = true
			families = append(families, t.Family)
		}
	}
	if !known {
		return nil, badInput(errorf("render: --practice %[1]q: no technique or family has that name; give a technique such as \"X-Wing\" or \"Naked Pair\", or a family: %[2]s", name, strings.Join(families, ", ")))
	}
	return func(technique string) bool {
		if squash(technique) == key {
			return true
		}
		t := human.TechniqueNamed(technique)
		return t != nil && squash(t.Family) == key
	}, nil
}

// squash lowers a name and drops everything but letters and digits, so
// "X-Wing", "x wing" and "xwing" compare equal.
func squash(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return unicode.ToLower(r)
		}
		return -1
	}, s)
}

// writeSheet writes a print sheet as one PDF, or as one PNG per page
// (sheet.png, sheet-2.png, …). The title, if any, is the pages' heading
// unless a heading is set.
func writeSheet(path string, items []render.SheetItem, sheetOpts render.SheetOptions) error {
	if sheetOpts.Heading == "" {
		sheetOpts.Heading = sheetOpts.Title
	}
	sheetOpts.Title = ""
	if strings.EqualFold(filepath.Ext(path), ".pdf") {
		var buf bytes.Buffer
		if err := render.WriteSheetPDF(&buf, items, sheetOpts); err != nil {
			return badInput(err)
		}
		return os.WriteFile(path, buf.Bytes(), 0o644)
	}
	pages, err := render.Sheet(items, sheetOpts)
	if err != nil {
		return badInput(err)
	}
	ext := filepath.Ext(path)
	for i, page := range pages {
		name := path
		if i > 0 {
			name = fmt.Sprintf("%s-%d%s", strings.TrimSuffix(path, ext), i+1, ext)
		}
		png, err := render.PNG(page)
		if err != nil {
			return err
		}
		if err := os.WriteFile(name, png, 0o644); err != nil {
			return err
		}
	}
	return nil
}
