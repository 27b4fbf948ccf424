//go:build ignore

// Command build rebuilds the puzzle bank embedded in package generate:
//
//	go generate ./sudoku/generate   (from the repository root), or
//	go run ./sudoku/generate/bank/build.go -dir sudoku/generate/bank
//
// It writes one file per generate.DefaultBankSpecs entry. The files are
// deterministic: the same specs give the same files on every machine.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"runtime"
	"time"

	"github.com/sudokit/sudokit/sudoku/generate"
)

func main() {
	dir := flag.String("dir", "bank", "directory to write the bank files to")
	workers := flag.Int("workers", runtime.NumCPU(), "files to generate at once")
	flag.Parse()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	start := time.Now()
	if err := generate.BuildBank(ctx, *dir, generate.DefaultBankSpecs, *workers); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Printf("bank written to %s in %s\n", *dir, time.Since(start).Round(time.Millisecond))
}
