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
	// leveled is the maker of a scheme whose levels are numbered 1…most:
	// gen makes a puzzle of the --level asked for and says its level.
	leveled := func(most int, gen func(ctx context.Context, level int, seed uint64) (*sudoku.Board, int, error)) (generateMaker, error) {
		name := cfg.GetString("generate.level")
		if name == "" {
			return generateMaker{}, badInput(errorf("--scheme %[1]s needs --level 1–%[2]d", scheme, most))
		}
		level, err := strconv.Atoi(name)
		if err != nil || level < 1 || level > most {
			return generateMaker{}, badInput(errorf("--level %[1]q: --scheme %[2]s has levels 1–%[3]d", name, scheme, most))
		}
		levels := make([]string, most)
		for i := range levels {
			levels[i] = "level " + strconv.Itoa(i+1)
		}
		return generateMaker{levels: levels, make: func(ctx context.Context, k int) (*sudoku.Board, string, error) {
			b, got, err := gen(ctx, level, seed+uint64(k))
			return b, "level " + strconv.Itoa(got), err
		}}, nil
	}
	switch scheme {
	case "tsinghua":
		return leveled(generate.TsinghuaLevels, func(ctx context.Context, level int, seed uint64) (*sudoku.Board, int, error) {
			p, err := generate.Tsinghua(ctx, shape, level, seed)
			return p.Puzzle, p.Level, err
		})
	case "hasselt":
		return leveled(generate.HasseltLevels, func(ctx context.Context, level int, seed uint64) (*sudoku.Board, int, error) {
			p, err := generate.Hasselt(ctx, shape, level, seed)
			return p.Puzzle, p.Level, err
		})
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
