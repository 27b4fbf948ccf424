package cli

import (
	"context"
	"strconv"
	"strings"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/generate"
	"github.com/sudokit/sudokit/sudoku/human"
)

// generateMaker makes puzzle k of a batch by one generation scheme.
type generateMaker struct {
	make   func(ctx context.Context, k int) (puzzle *sudoku.Board, level string, err error)
	levels []string // the scheme's level names, easiest first, for the summary
}

// generateSchemes lists the --scheme names.
var generateSchemes = []string{"sudokit", "tsinghua", "hasselt", "czech", "ohidaoui"}

// generateMaker turns the generate.* settings into the maker of the chosen
// scheme.
func (app *App) generateMaker() (generateMaker, error) {
	cfg := app.Config
	scheme := strings.ToLower(strings.TrimSpace(cfg.GetString("generate.scheme")))
	if scheme == "" || scheme == "sudokit" {
		return app.sudokitMaker()
	}
	shape, err := app.generateShape()
	if err != nil {
		return generateMaker{}, err
	}
	seed := cfg.GetUint64("generate.seed")
	schemeLevel := func(most int) (int, error) {
		name := cfg.GetString("generate.level")
		if name == "" {
			return 0, badInput(errorf("--scheme %[1]s needs --level 1–%[2]d", scheme, most))
		}
		n, err := strconv.Atoi(name)
		if err != nil || n < 1 || n > most {
			return 0, badInput(errorf("--level %[1]q: --scheme %[2]s has levels 1–%[3]d", name, scheme, most))
		}
		return n, nil
	}
	numbered := func(most int) []string {
		names := make([]string, most)
		for i := range names {
			names[i] = "level " + strconv.Itoa(i+1)
		}
		return names
	}
	switch scheme {
	case "tsinghua":
		level, err := schemeLevel(generate.TsinghuaLevels)
		if err != nil {
			return generateMaker{}, err
		}
		return generateMaker{levels: numbered(generate.TsinghuaLevels), make: func(ctx context.Context, k int) (*sudoku.Board, string, error) {
			p, err := generate.Tsinghua(ctx, shape, level, seed+uint64(k))
			return p.Puzzle, "level " + strconv.Itoa(p.Level), err
		}}, nil
	case "hasselt":
		level, err := schemeLevel(generate.HasseltLevels)
		if err != nil {
			return generateMaker{}, err
		}
		return generateMaker{levels: numbered(generate.HasseltLevels), make: func(ctx context.Context, k int) (*sudoku.Board, string, error) {
			p, err := generate.Hasselt(ctx, shape, level, seed+uint64(k))
			return p.Puzzle, "level " + strconv.Itoa(p.Level), err
		}}, nil
	case "czech":
		remove := cfg.GetInt("generate.remove")
		return generateMaker{make: func(ctx context.Context, k int) (*sudoku.Board, string, error) {
			if err := ctx.Err(); err != nil {
				return nil, "", err
			}
			p, err := generate.Czech(shape, remove, seed+uint64(k))
			return p.Puzzle, "", err
		}}, nil
	case "ohidaoui":
		clues := cfg.GetInt("generate.clues")
		return generateMaker{levels: []string{"unique", "not unique"}, make: func(ctx context.Context, k int) (*sudoku.Board, string, error) {
			if err := ctx.Err(); err != nil {
				return nil, "", err
			}
			p, err := generate.Ohidaoui(shape, clues, seed+uint64(k))
			if err != nil {
				return nil, "", err
			}
			if p.Unique {
				return p.Puzzle, "unique", nil
			}
			return p.Puzzle, "not unique", nil
		}}, nil
	}
	return generateMaker{}, badInput(errorf("--scheme %[1]q: want one of %[2]s", scheme, strings.Join(generateSchemes, ", ")))
}

// sudokitMaker is the default scheme: sudokit's own generator, with levels
// rated by the human-style solver.
func (app *App) sudokitMaker() (generateMaker, error) {
	opts, err := app.generateOptions()
	if err != nil {
		return generateMaker{}, err
	}
	var levels []string
	for _, l := range []human.Level{human.Easy, human.Medium, human.Hard, human.Unfair, human.Extreme} {
		levels = append(levels, l.String())
	}
	return generateMaker{levels: levels, make: func(ctx context.Context, k int) (*sudoku.Board, string, error) {
		o := opts
		o.Seed = opts.Seed + uint64(k)
		g, err := generate.New(o)
		if err != nil {
			return nil, "", err
		}
		r, err := g.Next(ctx)
		return r.Puzzle, r.Level.String(), err
	}}, nil
}
