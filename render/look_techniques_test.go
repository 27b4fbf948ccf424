package render

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/sudoku/human"
)

// lookTechniques are the techniques whose pictures TestLookTechniques draws:
// the colourings and every kind of chain, whose arrows and colours are the
// hardest parts of a step picture to get right.
var lookTechniques = []string{
	"Simple Colors Trap", "Simple Colors Wrap", "Multi Colors 1", "Multi Colors 2",
	"X-Chain", "XY-Chain", "Remote Pair", "Continuous Nice Loop", "Discontinuous Nice Loop", "AIC",
	"Grouped Continuous Nice Loop", "Grouped Discontinuous Nice Loop", "Grouped AIC",
	"ALS-XZ", "ALS-XY-Wing", "ALS-XY-Chain", "Death Blossom",
}

// TestLookTechniques solves rated puzzles and draws the first step found of
// each technique in lookTechniques, in the light and colour-blind themes
// (colouring steps in every theme), to the directory named by RENDER_LOOK. Without it the test is skipped.
func TestLookTechniques(t *testing.T) {
	dir := lookDir(t)
	f, err := os.Open("../../shared/data/rated/se-diabolical-sample.txt")
	if err != nil {
		t.Skip("rated puzzles not found:", err)
	}
	defer f.Close()
	todo := map[string]*human.Technique{}
	for _, name := range lookTechniques {
		if tech := human.TechniqueNamed(name); tech != nil {
			todo[name] = tech
		} else if tech := lookExtra(name); tech != nil {
			todo[name] = tech
		}
	}
	sc := bufio.NewScanner(f)
	for sc.Scan() && len(todo) > 0 {
		fields := strings.Fields(sc.Text())
		if len(fields) < 2 || len(fields[1]) != 81 {
			continue
		}
		b := parse9(t, strings.ReplaceAll(fields[1], "0", "."))
		tr, err := human.StepSolve(b)
		if err != nil {
			continue
		}
		for _, ts := range tr.Steps {
			if ts.Before == nil {
				continue
			}
			for name, tech := range todo {
				s, ok := tech.First(ts.Before)
				if !ok {
					continue
				}
				delete(todo, name)
				file := strings.ToLower(strings.ReplaceAll(name, " ", "-"))
				themes := []string{"light", "colorblind"}
				if len(s.Colors) > 0 {
					themes = ThemeNames()
				}
				for _, theme := range themes {
					img, err := Step(ts.Before, b, s, Options{Theme: theme, Coordinates: true})
					if err != nil {
						t.Fatalf("%s: %v", name, err)
					}
					data, _ := PNG(img)
					if err := os.WriteFile(filepath.Join(dir, file+"-"+theme+".png"), data, 0o644); err != nil {
						t.Fatal(err)
					}
				}
				t.Logf("%s (puzzle %s): %s", name, fields[0], s.Explanation)
			}
		}
	}
	for name := range todo {
		t.Logf("no step of %s found", name)
	}
}

// lookExtra returns the techniques the step solver does not try but a
// teacher may still show.
func lookExtra(name string) *human.Technique {
	switch name {
	case "Multi Colors 1":
		return human.MultiColors1
	case "Multi Colors 2":
		return human.MultiColors2
	}
	return nil
}
