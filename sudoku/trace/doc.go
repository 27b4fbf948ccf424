// Package trace holds the plain data of a human-style solve: the Steps a
// solver takes, the pencil-mark Grid each step is found on, the Trace that
// lists them, and the Geometry of a shape (the index tables of houses,
// cells and peers) that solvers and pictures ask again and again.
//
// It sits beside the solver the way go/token sits beside go/parser:
// package human finds the steps, package render draws them, the Jupyter
// kernel carries them from a cell to the notebook, and a program that reads
// a stored trace (JSON, both ways) replays and draws it without linking
// either solver. Technique and family names (Step.Technique, Step.Family)
// are English identifiers; LocalName gives them in the reader's language.
package trace
