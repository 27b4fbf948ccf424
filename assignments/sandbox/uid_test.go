package sandbox

import (
	"testing"

	"github.com/sudokit/sudokit/internal/testenv"
)

// TestUIDRanges takes two uid ranges as two graders would: they differ and
// do not overlap, and a range given back is taken again.
func TestUIDRanges(t *testing.T) {
	testenv.NeedRoot(t, "uid ranges are for root")
	uidLockDir = t.TempDir()
	a, err := allocateUIDs()
	if err != nil {
		t.Fatal(err)
	}
	b, err := allocateUIDs()
	if err != nil {
		t.Fatal(err)
	}
	if a.base == b.base || a.base+uidRangeSize > b.base && b.base+uidRangeSize > a.base {
		t.Fatalf("ranges %d and %d overlap (size %d)", a.base, b.base, uidRangeSize)
	}
	if a.base <= BuildUID || b.base <= BuildUID {
		t.Fatalf("a range includes the build uid %d", BuildUID)
	}
	first := a.base
	a.release()
	c, err := allocateUIDs()
	if err != nil {
		t.Fatal(err)
	}
	if c.base != first {
		t.Errorf("a released range was not taken again: got %d, want %d", c.base, first)
	}
	b.release()
	c.release()
}

// TestFixedUIDs: a grader given a base uid runs slot k as base+k.
func TestFixedUIDs(t *testing.T) {
	s := &Sandbox{baseUID: 54000}
	if got := s.UID(3); got != 54003 {
		t.Errorf("slot 3 runs as %d, want 54003", got)
	}
}
