// Package render draws sudoku boards, candidate grids and solver steps as
// pictures: PNG for slides and notebooks, SVG and PDF vector figures for
// reports, animated GIF for a whole solve, contact sheets, and A4 print
// sheets (PNG, or PDF in vectors) for the classroom.
//
// Every board size from 4×4 to 64×64 and every box shape is drawn with
// thick lines on box borders and thin lines inside; values above 9 are
// written in the INF1010 alphabet (A–Z, @, #, &, a–z) or, with
// Options.Numbers, as numbers. Fonts (the Go fonts, and a subset of Droid
// Sans Fallback for Chinese) are embedded and sized from the cell, so text
// stays legible at every size and looks the same on every machine. Titles,
// captions and sheet headings speak the current language of package
// sudoku/lang.
//
// The main entry points:
//
//	Board(b, opts)              a board; opts.Candidates adds pencil marks
//	Grid(g, puzzle, opts)       a pencil-mark grid
//	Step(g, puzzle, s, opts)    a solver step on the grid it was found in
//	TraceGIF(w, frames, opts)   an animated solve, one frame per step
//	TracePDF(w, frames, opts)   the same as a vector PDF, one page per step
//	ContactSheet(frames, ...)   every step of a solve on one picture
//	SVG(w, v, opts)             v as an SVG figure (text as <text>, Go fonts embedded)
//	PDF(w, v, opts)             v as a one-page vector PDF (text searchable)
//	Sheet / WriteSheetPDF       A4 pages of puzzles (and solutions) to print
//	Inline(v)                   the picture the Jupyter kernel shows for v
//
// Options chooses the theme (light, dark, print, colorblind — see
// ThemeByName), cell size, scale, transparency, title and caption, and the
// cells and houses to highlight. Its fields carry mapstructure tags, so the
// command line can fill it from the "render" section of its config.
//
// Layout tells where every cell, line and pencil mark of a picture is, in
// whole pixels; tests and callers that add their own drawing use it. Every
// format is drawn from the same layout, so a board looks the same as PNG,
// SVG and PDF.
package render
