// Hostile code added to the a3 reference solution: the test grades the
// reference plus this file as one submission. See isolation_test.go.
package main

import (
	"bufio"
	"fmt"
	"os"
	"strings"
)

// split spreads a large allocation over six processes of 256 MB each (a
// per-process limit lets each through) and panics with how many hold their
// memory at the end (a limit for the whole submission kills some).
var split = func() bool {
	if os.Getenv("SPLIT_CHILD") != "" {
		b := make([]byte, 256<<20)
		for i := 0; i < len(b); i += 4096 {
			b[i] = 1
		}
		fmt.Println("ok")
		select {}
	}
	var children []*os.Process
	for i := 0; i < 6; i++ {
		r, w, err := os.Pipe()
		if err != nil {
			continue
		}
		p, err := os.StartProcess(os.Args[0], os.Args, &os.ProcAttr{
			Env:   append(os.Environ(), "SPLIT_CHILD=1"),
			Files: []*os.File{nil, w, os.Stderr},
		})
		w.Close()
		if err != nil {
			continue
		}
		if line, err := bufio.NewReader(r).ReadString('\n'); err == nil && line == "ok\n" {
			children = append(children, p)
		}
	}
	holding := 0
	for _, c := range children {
		status, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", c.Pid))
		if err == nil && !strings.Contains(string(status), "State:\tZ") {
			holding++
		}
	}
	panic(fmt.Sprintf("CHILDREN-HOLDING %d", holding))
}()
