// Package exact solves and counts Sudoku puzzles fast, by search: Solve
// gives a puzzle's first solution, Count its number of solutions up to a
// limit, Unique whether it is a proper puzzle, and a reusable Solver does
// the same on raw values for loops over many puzzles.
//
// Unlike the teaching brute force of package sudoku (BruteForce, which
// tries the values cell by cell as the INF1010 course does) and the
// human-style solver of package human, exact is built for speed: it deduces
// naked and hidden singles between guesses and guesses on a cell with the
// fewest candidates. The classic 9×9 board has its own engine, with the
// candidates of each digit kept as three 27-bit words, one per band of three
// rows; every other shape, up to 64×64, uses a general engine with one
// candidate set per cell and a trail of changes undone on backtracking. Both
// live in an internal package shared with the generators and the human
// solver's last resort.
package exact
