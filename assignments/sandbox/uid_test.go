package sandbox

import (
	"fmt"
	"testing"
)

// TestUIDs checks that two sandboxes with different bases never share a
// uid between their slots: processes of one grader must not be mistaken
// for (or counted in RLIMIT_NPROC against) another's.
func TestUIDs(t *testing.T) {
	def := &Sandbox{}
	if got := def.UID(0); got != 65534 {
		t.Errorf("default slot 0 runs as %d, want 65534 (nobody)", got)
	}
	if got := def.UID(3); got != 100003 {
		t.Errorf("default slot 3 runs as %d, want 100003", got)
	}
	a, b := &Sandbox{baseUID: 54000}, &Sandbox{baseUID: 54100}
	seen := map[int]string{}
	for _, s := range []*Sandbox{def, a, b} {
		for slot := 0; slot < 16; slot++ {
			uid := s.UID(slot)
			if prev, ok := seen[uid]; ok {
				t.Fatalf("uid %d used twice (%s and base %d slot %d)", uid, prev, s.baseUID, slot)
			}
			seen[uid] = fmt.Sprintf("base %d slot %d", s.baseUID, slot)
		}
	}
}
