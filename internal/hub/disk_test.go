package hub

import (
	"os"
	"path/filepath"
	"testing"
)

// DiskUse counts the blocks of the owner's files only.
func TestDiskUse(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "mine"), make([]byte, 1<<20), 0o644); err != nil {
		t.Fatal(err)
	}
	n, err := DiskUse(dir, os.Getuid())
	if err != nil || n < 1<<20 {
		t.Fatalf("DiskUse = %d, %v; want at least 1 MiB", n, err)
	}
	if n, err := DiskUse(dir, os.Getuid()+12345); err != nil || n != 0 {
		t.Fatalf("DiskUse of another uid = %d, %v; want 0", n, err)
	}
}

// QuotasOn names the file system of a path; on this machine's root file
// system it answers without error, whatever the answer.
func TestQuotasOn(t *testing.T) {
	q, err := QuotasOn(t.TempDir())
	if err != nil || q.MountPoint == "" || q.Device == "" {
		t.Fatalf("QuotasOn = %+v, %v", q, err)
	}
	t.Logf("%+v", q)
}
