//go:build ignore

// Command build finds the worked examples embedded in package handbook:
//
//	go generate ./sudoku/handbook   (from the repository root), or
//	go run ./sudoku/handbook/examples/build.go -data ../shared/data -out sudoku/handbook/examples/examples.txt
//
// It reads the puzzle bank of package generate and, from the shared data
// folder, top1465 and hardest1106 (read at build time, never copied: only
// the positions that hold an example are stored). The output is
// deterministic: the same inputs give the same file, whatever -workers.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"runtime"
	"time"

	"github.com/sudokit/sudokit/sudoku/handbook/internal/build"
)

func main() {
	data := flag.String("data", "../shared/data", "the shared data folder (puzzles/top1465.txt, puzzles/hardest1106.txt)")
	out := flag.String("out", "examples/examples.txt", "file to write")
	workers := flag.Int("workers", runtime.NumCPU(), "puzzles to solve at once")
	flag.Parse()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	start := time.Now()
	text, err := build.File(ctx, *data, *workers, os.Stderr)
	if err == nil {
		err = os.WriteFile(*out+".tmp", text, 0o644)
	}
	if err == nil {
		err = os.Rename(*out+".tmp", *out)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "build:", err)
		os.Exit(1)
	}
	fmt.Printf("examples written to %s in %s\n", *out, time.Since(start).Round(time.Second))
}
