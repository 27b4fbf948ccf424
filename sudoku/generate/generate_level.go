package generate

import (
	"fmt"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/human"
)

// levelFilter returns a step solver that knows only the techniques a
// puzzle of the wished level (or SE band) may use, or nil when there is
// nothing to filter (no wish, Unfair or Extreme, or a board too large to
// rate). A puzzle it cannot solve needs a harder technique and is skipped
// before the expensive full rating.
func levelFilter(o Options) *human.StepSolver {
	if o.Shape.N() > maxRatedSide || (o.Level == 0 && o.SEMax == 0) || o.Level >= human.Unfair {
		return nil // Unfair techniques (chains) cost as much as the full rating
	}
	var techs []*human.Technique
	for _, t := range human.Techniques() {
		if (o.Level == 0 || human.TechniqueLevel(t) <= o.Level) && (o.SEMax == 0 || t.SE <= o.SEMax) {
			techs = append(techs, t)
		}
	}
	return &human.StepSolver{Techniques: techs}
}

// isPrefix reports whether techs are the first len(techs) techniques of
// Techniques: then a trace of techs that solves a puzzle is the very trace
// the full step solver would make.
func isPrefix(techs []*human.Technique) bool {
	all := human.Techniques()
	if len(techs) > len(all) {
		return false
	}
	for i, t := range techs {
		if all[i] != t {
			return false
		}
	}
	return true
}

// clueLevelEmpty[l] is the share of empty cells, in percent, from which
// ClueLevel says level l.
var clueLevelEmpty = [...]int{0, 0, 35, 45, 55, 61}

// ClueLevel is the difficulty measure used for boards larger than 9×9,
// where the human-style rater (Rate) is too slow to run on every candidate
// puzzle. It reads the level from the share of empty cells:
//
//	Easy     below 35% empty
//	Medium   35–45% empty
//	Hard     45–55% empty
//	Unfair   55–61% empty
//	Extreme  61% empty or more
//
// For scale: random minimal 16×16 puzzles are 61–66% empty (Extreme), and
// the generator keeps 25×25 puzzles at least 55% full (see
// Options), so 25×25 puzzles are at most Hard. This is a crude
// measure — the empty share says little about which techniques a puzzle
// needs — but it is cheap, monotone and easy to explain.
func ClueLevel(s sudoku.Shape, givens int) human.Level {
	cells := s.Cells()
	empty := 100 * (cells - givens)
	l := human.Easy
	for l < human.Extreme && empty >= clueLevelEmpty[l+1]*cells {
		l++
	}
	return l
}

// clueLevelFloor is the fewest givens a puzzle of level l may have under
// ClueLevel: the generator stops removing clues there.
func clueLevelFloor(s sudoku.Shape, l human.Level) int {
	if l >= human.Extreme {
		return 0
	}
	cells := s.Cells()
	// the most empty cells below the next level's threshold
	maxEmpty := (clueLevelEmpty[l+1]*cells - 1) / 100
	return cells - maxEmpty
}

// largeBoardFloor is the fewest givens the generator leaves on boards above
// 16×16, in percent of the cells. Deciding uniqueness gets explosively
// harder as a big board empties: on 25×25 a puzzle 55% full takes the
// solver milliseconds, one 50% full sometimes seconds, and below that
// minutes. So big puzzles are unique but not minimal. (On top of the floor,
// the generator bounds each uniqueness check on these boards, see
// carveBudget.)
const largeBoardFloor = 55

// safetyFloor returns the fewest givens the generator leaves on shape s.
func safetyFloor(s sudoku.Shape) int {
	if s.N() <= 16 {
		return 0
	}
	return (largeBoardFloor*s.Cells() + 99) / 100
}

// maxClueLevel is the hardest ClueLevel a generator can reach on shape s.
func maxClueLevel(s sudoku.Shape) human.Level {
	return ClueLevel(s, safetyFloor(s))
}

// checkReachable reports an OptionError when a level cannot be reached on
// a large board.
func (o Options) checkReachable() error {
	if o.Level == 0 || o.Shape.N() <= maxRatedSide {
		return nil
	}
	if m := maxClueLevel(o.Shape); o.Level > m {
		n := o.Shape.N()
		return &OptionError{"Level", fmt.Sprintf("%d×%d boards (%s boxes) reach at most %s: levels above 9×9 follow the share of empty cells, and above 16×16 the generator keeps at least %d%% of the cells as givens, because proving that a big board has one solution gets explosively slower as it empties", n, n, o.Shape, m, largeBoardFloor)}
	}
	return nil
}
