// Package bitboard is the engine behind package exact: the two exact
// solvers (the 9×9 bitboard engine and the general engine for every shape
// up to 64×64), a pool of them per shape, and searches with a budget or a
// context, which the generators and the human solver's last resort use
// directly. See Solver for how it works.
package bitboard
