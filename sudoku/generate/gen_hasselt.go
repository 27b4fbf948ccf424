package generate

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/internal/bitboard"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// HasseltLevels is the number of difficulty levels of the Hasselt
// generator: 1 is the easiest, 5 the hardest.
const HasseltLevels = 5

// HasseltPuzzle is what Hasselt returns.
type HasseltPuzzle struct {
	Puzzle     *sudoku.Board
	Solution   *sudoku.Board
	Level      int // 1 (easiest) … 5 (hardest)
	Reinserted int // clues put back to open extra solving paths
	Restarts   int // times the algorithm started over
}

// hasseltReinsert is how many clues each level puts back: the easier the
// level, the more ways to solve the board. The report does not give its
// numbers; these spread the five levels evenly.
var hasseltReinsert = [HasseltLevels + 1]int{0, 16, 12, 8, 4, 0}

// Hasselt makes a puzzle with the GenerateBoard algorithm of the
// Hasselt University Sudoku (Bonné and Leers, 2008, section 3.3.3). Its
// idea: the difficulty is the number of ways the board can be solved with
// the simplest technique, ScanSolve (naked singles only: fill a cell when
// its row, column and box leave one value).
//
//  1. Make a solution: put random values on random cells (25 on 9×9) and
//     solve; when that fails, start over with new random values.
//  2. Remove clues in random order while ScanSolve still solves the board.
//     Each removed clue goes on the undoList. At the end no clue can be
//     removed: the board is as hard as ScanSolve allows.
//  3. For every clue on the board (from a random starting row and column):
//     remove it, which makes the board unsolvable for ScanSolve, and try
//     the clues of the undoList one by one until one of them makes the
//     board solvable again. If one does, it moves from the undoList to the
//     redoStack — the board now has a second way in — otherwise the removed
//     clue goes back. Repeat until the level's number of reinsertions is
//     reached (0 for the hardest level, 16 for the easiest).
//  4. If not enough clues could be reinserted, start over from step 1.
//     Otherwise put the clues removed in step 3 back as well: the puzzle is
//     the board of step 2 plus the reinserted clues.
//
// The report's listing of step 3 is garbled in places; this follows its
// text. Every board ScanSolve solves has exactly one solution, which is
// checked again with the exact solver. The original is 9×9; other shapes
// scale the 25 random values to the board.
func Hasselt(ctx context.Context, s sudoku.Shape, level int, seed uint64) (HasseltPuzzle, error) {
	if err := s.Validate(); err != nil {
		return HasseltPuzzle{}, err
	}
	if level < 1 || level > HasseltLevels {
		return HasseltPuzzle{}, &OptionError{"level", fmt.Sprintf("%d is outside 1–%d", level, HasseltLevels)}
	}
	rng := rand.New(rand.NewPCG(seed, seedStream))
	sv := bitboard.GetSolver(s)
	defer bitboard.PutSolver(sv)
	scan := newScanSolver(s)
	for restarts := 0; ; restarts++ {
		if err := ctx.Err(); err != nil {
			return HasseltPuzzle{}, err
		}
		sol := hasseltSolution(s, rng, sv)
		board, undo := hasseltStrip(sol, rng, scan)
		reinserted := hasseltReinsert[level]
		if !hasseltSwap(board, sol, &undo, reinserted, rng, scan) {
			continue // step 4: not enough reinsertions, start over
		}
		if sv.Count(board, 2) != 1 {
			return HasseltPuzzle{}, fmt.Errorf("sudoku: Hasselt generator made a puzzle without a unique solution") // ScanSolve guarantees it
		}
		return HasseltPuzzle{
			Puzzle: boardOf(s, board), Solution: boardOf(s, sol),
			Level: level, Reinserted: reinserted, Restarts: restarts,
		}, nil
	}
}

// hasseltSolution is step 1: random values on random cells, solved.
func hasseltSolution(s sudoku.Shape, rng *rand.Rand, sv *bitboard.Solver) []int {
	n := s.N()
	seeds := max(1, 25*n*n/81)
	geo := trace.GeometryOf(s)
	sol := make([]int, n*n)
	for {
		start := make([]int, n*n)
		for placed := 0; placed < seeds; {
			i, v := rng.IntN(n*n), rng.IntN(n)+1
			if start[i] != 0 || !canPlace(start, geo.Peers[i], v) {
				continue
			}
			start[i] = v
			placed++
		}
		if sv.Solve(start, sol) {
			return sol
		}
	}
}

// canPlace reports whether none of the peers holds v.
func canPlace(values []int, peers []int, v int) bool {
	for _, p := range peers {
		if values[p] == v {
			return false
		}
	}
	return true
}

// hasseltStrip is step 2: remove clues in random order while ScanSolve
// solves the board. It returns the board and the undoList.
func hasseltStrip(sol []int, rng *rand.Rand, scan *scanSolver) (board, undo []int) {
	board = slices.Clone(sol)
	for _, i := range rng.Perm(len(board)) {
		board[i] = 0
		if scan.solves(board) {
			undo = append(undo, i)
		} else {
			board[i] = sol[i]
		}
	}
	return board, undo
}

// hasseltSwap is step 3: trade clues for undoList clues that reopen the
// board, reinsert times. It reports whether that many trades were found;
// on success board holds the step 2 clues plus the reinserted ones.
func hasseltSwap(board, sol []int, undo *[]int, reinsert int, rng *rand.Rand, scan *scanSolver) bool {
	n := scan.geo.N
	var erased []int // clues removed in trades, put back at the end
	for found := true; reinsert > 0 && found; {
		found = false
		yoff, xoff := rng.IntN(n), rng.IntN(n)
		for y := 0; y < n && reinsert > 0 && len(*undo) > 0; y++ {
			for x := 0; x < n && reinsert > 0 && len(*undo) > 0; x++ {
				p := (y+yoff)%n*n + (x+xoff)%n
				if board[p] == 0 {
					continue
				}
				board[p] = 0
				k := slices.IndexFunc(*undo, func(u int) bool {
					board[u] = sol[u]
					ok := scan.solves(board)
					board[u] = 0
					return ok
				})
				if k < 0 {
					board[p] = sol[p] // no clue reopens the board: put it back
					continue
				}
				u := (*undo)[k]
				*undo = slices.Delete(*undo, k, k+1)
				board[u] = sol[u]
				erased = append(erased, p)
				reinsert--
				found = true
			}
		}
	}
	if reinsert > 0 {
		return false
	}
	for _, p := range erased {
		board[p] = sol[p]
	}
	return true
}

// scanSolver is the Hasselt ScanSolve: it fills naked singles (cells whose
// peers leave one value) until none is left, and reports whether the board
// got full. It keeps its buffers between calls.
type scanSolver struct {
	geo  *trace.Geometry
	all  sudoku.Values
	work []int
}

func newScanSolver(s sudoku.Shape) *scanSolver {
	return &scanSolver{geo: trace.GeometryOf(s), all: sudoku.AllValues(s.N()), work: make([]int, s.Cells())}
}

// solves reports whether naked singles alone fill the board values (which
// is not changed).
func (sc *scanSolver) solves(values []int) bool {
	w := sc.work
	copy(w, values)
	for progress := true; progress; {
		progress = false
		full := true
		for i, v := range w {
			if v != 0 {
				continue
			}
			cands := sc.all
			for _, p := range sc.geo.Peers[i] {
				if pv := w[p]; pv != 0 {
					cands = cands.Without(pv)
				}
			}
			switch v, ok := cands.Single(); {
			case ok:
				w[i], progress = v, true
			case cands == 0:
				return false
			default:
				full = false
			}
		}
		if full {
			return true
		}
	}
	return false
}
