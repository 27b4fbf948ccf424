//go:build !unix

package engine

import "time"

// cpuTimes is not measured here.
func cpuTimes() (self, children time.Duration) { return 0, 0 }
