package render

import (
	"math"
	"time"

	"github.com/sudokit/sudokit/sudoku"
)

// Options says how a picture is drawn. The zero value is a fine default:
// light theme, automatic cell size, letters above 9, no candidates on plain
// boards. The mapstructure tags are the config keys under "render" (for
// example render.theme, render.cell_size, render.colors.background).
type Options struct {
	Theme       string            `mapstructure:"theme"`       // light (default), dark, print, colorblind
	Colors      map[string]string `mapstructure:"colors"`      // per-colour overrides, "#rrggbb", keyed by Theme field name
	Palette     *Theme            `mapstructure:"-"`           // a whole theme; wins over Theme
	CellSize    int               `mapstructure:"cell_size"`   // pixels per cell before scaling; 0 chooses by board size
	Scale       float64           `mapstructure:"scale"`       // multiplies every length (2 for high-DPI); 0 means 1
	Transparent bool              `mapstructure:"transparent"` // leave the background transparent (alpha 0)
	Numbers     bool              `mapstructure:"numbers"`     // write values above 9 as numbers (10, 11…) instead of INF1010 letters
	Candidates  bool              `mapstructure:"candidates"`  // draw the pencil marks of empty cells on a Board
	Coordinates bool              `mapstructure:"coordinates"` // label rows r1… and columns c1… around the grid
	Title       string            `mapstructure:"title"`       // drawn above the grid
	Caption     string            `mapstructure:"caption"`     // drawn below the grid, wrapped to its width
	Delay       time.Duration     `mapstructure:"delay"`       // how long each frame of a trace GIF shows; 0 = by caption length

	Highlight       []sudoku.Pos      `mapstructure:"-"` // cells to fill with the highlight colour
	HighlightHouses []sudoku.HouseRef `mapstructure:"-"` // rows, columns or boxes to tint
}

// MaxSide is the largest width or height, in pixels, of a picture.
const MaxSide = 20000

// style is Options made ready to draw with: defaults filled in, the theme
// resolved and checked.
type style struct {
	Options
	theme Theme
	scale float64

	// Reserve room for at least this many title and caption lines, so that
	// the frames of one GIF or the tiles of one sheet have the same size.
	titleLines, captionLines int
}

// resolve checks the options and fills in defaults.
func (o Options) resolve() (*style, error) {
	s := &style{Options: o, scale: o.Scale}
	if o.Scale == 0 {
		s.scale = 1
	}
	if s.scale < 0.1 || s.scale > 16 || math.IsNaN(s.scale) {
		return nil, &OptionError{Field: "scale", Value: o.Scale, Reason: "want a number between 0.1 and 16"}
	}
	if o.Delay < 0 || o.Delay > time.Minute {
		return nil, &OptionError{Field: "delay", Value: o.Delay, Reason: "want 0 (automatic) up to one minute"}
	}
	if o.CellSize < 0 || o.CellSize > 1000 {
		return nil, &OptionError{Field: "cell_size", Value: o.CellSize, Reason: "want 0 (automatic) or a size from 1 to 1000 pixels"}
	}
	if o.Palette != nil {
		s.theme = *o.Palette
	} else {
		t, err := ThemeByName(o.Theme)
		if err != nil {
			return nil, err
		}
		s.theme = t
	}
	t, err := s.theme.Override(o.Colors)
	if err != nil {
		return nil, err
	}
	s.theme = t
	return s, nil
}

// px converts a length at scale 1 to whole pixels, at least min.
func (s *style) px(v float64, min int) int {
	p := int(math.Round(v * s.scale))
	if p < min {
		return min
	}
	return p
}
