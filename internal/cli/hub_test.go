package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A bad class list stops add-students with exit 2 and the line named,
// before any account is made.
func TestHubAddStudentsBadLine(t *testing.T) {
	file := filepath.Join(t.TempDir(), "class.csv")
	if err := os.WriteFile(file, []byte("username\nana\nBob Smith\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errOut := run(t, "", "hub", "add-students", file)
	if code != 2 || !strings.Contains(errOut, "class.csv: line 3: invalid username \"Bob Smith\"") {
		t.Errorf("exit %d, stderr %q; want exit 2 naming line 3", code, errOut)
	}
}

func TestHubLimitFlags(t *testing.T) {
	for _, args := range [][]string{
		{"hub", "limit", "--memory", "lots", "ana", "123"},
		{"hub", "limit", "--cpus", "-1", "ana", "123"},
		{"hub", "limit", "ana", "not-a-pid"},
		{"hub", "setup", "--memory", "1Q"},
	} {
		if code, _, errOut := run(t, "", args...); code != 2 {
			t.Errorf("sudokit %s: exit %d (%s), want 2", strings.Join(args, " "), code, errOut)
		}
	}
}

func TestParseSize(t *testing.T) {
	for in, want := range map[string]int64{
		"0": 0, "1073741824": 1 << 30, "512M": 512 << 20, "1G": 1 << 30, "1.5G": 3 << 29,
		"2048k": 2 << 20, "1GiB": 1 << 30, "2gb": 2 << 30,
	} {
		if got, err := parseSize(in); err != nil || got != want {
			t.Errorf("parseSize(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, in := range []string{"", "G", "-1G", "1Q", "lots"} {
		if _, err := parseSize(in); err == nil {
			t.Errorf("parseSize(%q) gave no error", in)
		}
	}
}
