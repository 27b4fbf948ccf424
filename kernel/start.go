// Package kernel is sudokit's Jupyter kernel for Go, put together from
// its two layers: package jupyter speaks the Jupyter protocol and package
// engine turns cells into programs and runs them. This package starts the
// one with the other (Run) and installs the kernelspec (Install).
//
// Each cell is compiled, together with the declarations of earlier cells,
// into a small program by the installed Go toolchain; variables defined by
// earlier cells are restored from a snapshot rather than recomputed, so a
// cell's statements run exactly once. See README.md for the design.
package kernel

import (
	"context"
	"encoding/json"
	"log"

	"github.com/sudokit/sudokit/kernel/engine"
	"github.com/sudokit/sudokit/kernel/jupyter"
	"github.com/sudokit/sudokit/sudoku/game"
)

// Config holds the kernel's settings (the CLI fills it from viper keys):
// those of its engine.
type Config = engine.Config

// DefaultSourceRoot returns the sudokit source tree cells compile against
// when no other is named: $SUDOKIT_ROOT, else the tree this binary was
// built from when it still exists.
func DefaultSourceRoot() (string, error) { return engine.DefaultSourceRoot() }

// Run runs a kernel for the connection file until it is shut down or ctx
// is cancelled: the Jupyter layer serving the sockets, an engine with cfg
// running the cells, and package game answering the checks and hints of
// interactive boards.
func Run(ctx context.Context, connectionFile string, cfg Config) error {
	return jupyter.Run(ctx, connectionFile, jupyter.Options{
		Start: func(ctx context.Context, env []string) (jupyter.Engine, error) {
			cfg.Env = append(cfg.Env, env...)
			e, err := engine.New(ctx, cfg)
			if err != nil {
				return nil, err
			}
			// The base packages are listed in the background, so that the
			// first cell is fast.
			go func() {
				if err := e.Warm(ctx); err != nil {
					log.Printf("sudokit kernel: warming the build cache: %v", err)
				}
			}()
			return e, nil
		},
		AnswerBoard: answerBoard,
	})
}

// answerBoard answers a board message that asks something (package game's
// PageRequest), as JSON; ok is false when it asks nothing.
func answerBoard(data json.RawMessage) ([]byte, bool) {
	var probe struct {
		Request string `json:"request"`
	}
	if json.Unmarshal(data, &probe) != nil || probe.Request == "" {
		return nil, false
	}
	a, err := game.AnswerPage(data)
	if err != nil {
		return nil, false
	}
	b, err := json.Marshal(a)
	return b, err == nil
}
