package cli

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

// endless is stdin that never ends: zeros, until the reader has taken far
// more than any cap (then it fails, so a command without a cap ends the
// test instead of hanging it).
type endless struct{ read int64 }

var errUnbounded = errors.New("read 256 MiB of an endless input: no cap")

func (e *endless) Read(p []byte) (int, error) {
	if e.read > 256<<20 {
		return 0, errUnbounded
	}
	clear(p)
	e.read += int64(len(p))
	return len(p), nil
}

// TestInputCap feeds /dev/zero and an endless stdin to every command that
// reads puzzles: each stops at the cap with exit 2 and a message naming the
// input and the cap, having read little more than the cap.
func TestInputCap(t *testing.T) {
	for _, cmd := range []string{"solve", "rate", "hint", "render"} {
		for _, src := range []string{"/dev/zero", "-"} {
			t.Run(cmd+" "+src, func(t *testing.T) {
				in := &endless{}
				args := []string{cmd, "--max-input", "1MB", src}
				if cmd == "render" {
					args = append(args, "--out", t.TempDir()+"/x.png")
				}
				var out, errOut bytes.Buffer
				code := Main(args, in, &out, &errOut)
				name := src
				if src == "-" {
					name = "stdin"
					if in.read > 2<<20 {
						t.Errorf("read %d bytes of stdin past a 1 MiB cap", in.read)
					}
				}
				want := name + ": input longer than 1048576 bytes (1 MiB)"
				if code != 2 || !strings.Contains(errOut.String(), want) {
					t.Fatalf("exit %d, stderr %q; want exit 2 and %q", code, errOut.String(), want)
				}
			})
		}
	}
	// The default cap is 64 MiB and a normal puzzle passes under it.
	code, _, errOut := run(t, "", "solve", "testdata/six.txt")
	if code != 0 {
		t.Fatalf("exit %d under the default cap: %s", code, errOut)
	}
	var errs bytes.Buffer
	if code := Main([]string{"solve", "/dev/zero"}, strings.NewReader(""), &bytes.Buffer{}, &errs); code != 2 || !strings.Contains(errs.String(), "(64 MiB)") {
		t.Fatalf("default cap: exit %d, %q", code, errs.String())
	}
}
