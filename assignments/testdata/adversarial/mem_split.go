// Hostile code appended to the a3 reference solution: the test grades the
// reference plus this file as one submission. See isolation_test.go.
package main

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"strings"
)

// init splits a large allocation over six processes of 256 MB each (a
// per-process limit lets each through) and panics with how many hold their
// memory at the end (a limit for the whole submission kills some).
func init() {
	if os.Getenv("SPLIT_CHILD") != "" {
		b := make([]byte, 256<<20)
		for i := 0; i < len(b); i += 4096 {
			b[i] = 1
		}
		fmt.Println("ok")
		select {}
	}
	var children []*exec.Cmd
	for i := 0; i < 6; i++ {
		cmd := exec.Command(os.Args[0])
		cmd.Env = append(os.Environ(), "SPLIT_CHILD=1")
		out, err := cmd.StdoutPipe()
		if err != nil || cmd.Start() != nil {
			continue
		}
		if line, err := bufio.NewReader(out).ReadString('\n'); err == nil && line == "ok\n" {
			children = append(children, cmd)
		}
	}
	holding := 0
	for _, c := range children {
		status, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", c.Process.Pid))
		if err == nil && !strings.Contains(string(status), "State:\tZ") {
			holding++
		}
	}
	panic(fmt.Sprintf("CHILDREN-HOLDING %d", holding))
}
