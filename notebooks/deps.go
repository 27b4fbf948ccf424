//go:build notebooks

// This file is never built (the "notebooks" build tag is never set). It
// records the modules the notebooks import, so that "go mod tidy" keeps them
// in go.mod: the kernel's cell module requires everything sudokit's go.mod
// requires, and go.sum then lets a notebook cell build them without asking
// the module proxy which version to take.

package notebooks

import (
	_ "gonum.org/v1/plot"
	_ "gonum.org/v1/plot/plotter"
	_ "gonum.org/v1/plot/vg"
	_ "gonum.org/v1/plot/vg/draw"
	_ "gonum.org/v1/plot/vg/vgimg"
)
