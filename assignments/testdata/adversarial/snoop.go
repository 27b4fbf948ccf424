// Hostile code added to the a3 reference solution: the test grades the
// reference plus this file as one submission. See adversarial_test.go.
// Student files may not declare init, so the attack runs in a package-level
// variable's initializer, which Go runs just as early.
package main

import (
	"os"
	"strings"
)

// snoop tries to read the grader's secrets and overwrite the results; it
// panics with whatever it managed to read, and otherwise solves honestly.
var snoop = func() bool {
	for _, p := range []string{"/tmp/sudokit-adversarial-secret/secret.txt", "/proc/1/environ", "/root/.bashrc"} {
		if data, err := os.ReadFile(p); err == nil && len(data) > 0 && strings.Contains(p, "secret") {
			panic("LEAKED " + string(data))
		}
	}
	for _, p := range []string{"/tmp/sudokit-adversarial-results/results.json", "/autograder/results/results.json"} {
		_ = os.WriteFile(p, []byte(`{"score": 1000}`), 0o644)
	}
	return true
}()
