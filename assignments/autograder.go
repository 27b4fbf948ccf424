package assignments

import (
	"archive/zip"
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strconv"
	"strings"
)

// Gradescope's autograder: a zip whose setup.sh runs once when Gradescope
// builds the grading image, and whose run_autograder runs for every
// submission. Gradescope unpacks the zip into /autograder/source, puts the
// student's files in /autograder/submission and reads
// /autograder/results/results.json.

// setupScript installs Go from the distribution's packages when the image
// has none recent enough, and makes the grader binary executable but not
// readable by the sandbox users. It downloads nothing else: the grader is
// the sudokit binary in the zip, and submissions may use the standard
// library only.
const setupScript = `#!/bin/sh
# Gradescope runs this once, as root, when it builds the autograder image.
# It installs Go from the distribution's packages if no Go >= 1.NEED is on
# the PATH (the grader compiles each submission with it, against sudokit's
# packages, which need Go 1.NEED); when the distribution's Go is older but
# at least 1.21, that Go fetches the 1.NEED toolchain from the Go module
# proxy. Nothing else is downloaded: sudokit, the grader, comes prebuilt
# in this zip.
set -eu
ROOT="${AUTOGRADER_ROOT:-/autograder}"
NEED=NEEDMINOR

go_ok() {
	command -v go >/dev/null 2>&1 || return 1
	v=$(GOTOOLCHAIN=local go env GOVERSION 2>/dev/null | sed 's/^go//')
	major=${v%%.*}; rest=${v#*.}; minor=${rest%%.*}
	[ "${major:-0}" -gt 1 ] || [ "${minor:-0}" -ge "$NEED" ]
}

if ! go_ok; then
	apt-get update
	# Newer releases ship versioned packages (golang-1.23-go); older ones
	# only golang-go, which may be too old.
	for pkg in golang-1.24-go golang-1.23-go golang-1.22-go golang-go; do
		if apt-get install -y --no-install-recommends "$pkg"; then
			for d in /usr/lib/go-1.24 /usr/lib/go-1.23 /usr/lib/go-1.22; do
				if [ -x "$d/bin/go" ]; then ln -sf "$d/bin/go" /usr/local/bin/go; break; fi
			done
			if go_ok; then break; fi
		fi
	done
fi
if ! go_ok && command -v go >/dev/null 2>&1; then
	# Go 1.21 and later fetch a newer toolchain themselves.
	goroot=$(GOTOOLCHAIN="go1.$NEED.0" go env GOROOT 2>/dev/null || true)
	if [ -n "$goroot" ] && [ -x "$goroot/bin/go" ]; then
		mkdir -p /usr/local/lib/sudokit-go
		cp -a "$goroot/." /usr/local/lib/sudokit-go/
		ln -sf /usr/local/lib/sudokit-go/bin/go /usr/local/bin/go
		hash -r 2>/dev/null || true
	fi
fi
if ! go_ok; then
	echo "setup.sh: no Go >= 1.$NEED available (apt, or a toolchain from the module proxy); pick a newer base image" >&2
	exit 1
fi

# The race detector (code that may run on several goroutines is graded
# under it) needs a C compiler; without one such code is graded without it
# and flagged. A fresh image may have no package lists yet.
if ! command -v gcc >/dev/null 2>&1; then
	apt-get install -y --no-install-recommends gcc libc6-dev ||
		{ apt-get update && apt-get install -y --no-install-recommends gcc libc6-dev; } || true
fi
# The sandbox users may run the grader's binary but not read it.
chmod 0711 "$ROOT/source/sudokit"
chmod 0755 "$ROOT/source/run_autograder"
# The modules sudokit's sudoku and render packages import (a teacher's tests
# compile against them) go from the zip into a module cache of the image's
# own: the grader binds it read-only into every build and never downloads.
MODCACHE="${SUDOKIT_GOMODCACHE:-/var/cache/sudokit/gomod}"
if [ -f "$ROOT/source/modules/list.txt" ]; then
	mkdir -p "$MODCACHE"
	for m in $(cat "$ROOT/source/modules/list.txt"); do
		(cd / && GOMODCACHE="$MODCACHE" GOPROXY="file://$ROOT/source/modules" GOSUMDB=off GOFLAGS=-mod=mod GOTOOLCHAIN=local go mod download "$m")
	done
	export GOMODCACHE="$MODCACHE"
fi
# Warm the grader's build cache (/var/cache/sudokit/go-build) the way the
# grader builds: checking the assignment compiles the reference and the
# release exactly as every submission is compiled (the standard library,
# sudokit's packages and the modules they import, with the grader's flags),
# so the first submission of each container does not pay for them.
"$ROOT/source/sudokit" assignment check ASSIGNMENT --insecure >/dev/null 2>&1 || true
`

// runAutograderScript grades the submission into results.json.
// AUTOGRADER_ROOT lets a test run it against a fake /autograder.
const runAutograderScript = `#!/bin/sh
# Gradescope runs this for every submission, each in a fresh container of
# its own. The grader uses its full sandbox where the container allows
# namespaces; where it does not, the student's code still runs as another
# uid that cannot read the 0711 sudokit binary (which holds the solutions
# and hidden tests), so hidden tests are graded (--insecure) rather than
# refused.
set -eu
ROOT="${AUTOGRADER_ROOT:-/autograder}"
mkdir -p "$ROOT/results"
MODCACHE="${SUDOKIT_GOMODCACHE:-/var/cache/sudokit/gomod}"
if [ -d "$MODCACHE" ]; then
	export GOMODCACHE="$MODCACHE"
fi
exec "$ROOT/source/sudokit" grade %s "$ROOT/submission" --insecure --results "$ROOT/results/results.json"
`

// WriteAutograder writes Gradescope's autograder zip for the assignment:
// setup.sh, run_autograder and the sudokit binary (built for Gradescope's
// linux/amd64 machines).
func WriteAutograder(w io.Writer, a *Assignment, binary io.Reader) error {
	zw := zip.NewWriter(w)
	type file struct {
		name string
		mode uint32
		body io.Reader
	}
	id := a.ID
	var folder []file
	if !a.builtin {
		// A teacher's folder goes in the zip (hidden tests included: the
		// sandbox users cannot read /autograder/source) and is graded by path.
		id = `"$ROOT/source/assignment"`
		err := fs.WalkDir(a.fsys, ".", func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() && p == libDirName {
				return fs.SkipDir // the teacher's copy of sudokit: the grader has its own
			}
			if d.IsDir() || !d.Type().IsRegular() {
				return nil
			}
			b, err := fs.ReadFile(a.fsys, p)
			if p == "assignment.yaml" && len(a.authored.shared) > 0 {
				b = withoutYAMLKey(withoutYAMLKey(b, "given"), "student") // the shared files are copied in below
			}
			folder = append(folder, file{"assignment/" + p, 0o600, bytes.NewReader(b)})
			return err
		})
		if err != nil {
			return err
		}
		for _, n := range a.authored.shared {
			folder = append(folder, file{"assignment/" + n, 0o600, bytes.NewReader(a.authored.sources[n])})
		}
	}
	if a.importsLibrary() {
		// The modules sudoku and render import, for setup.sh to put
		// into the image's module cache.
		mods, files, err := libraryModules()
		if err != nil {
			return fmt.Errorf("assignments: gradescope: %s imports sudokit's packages, whose modules go into the zip: %w", a.ID, err)
		}
		for _, f := range files {
			data, err := os.ReadFile(f.path)
			if err != nil {
				return err
			}
			folder = append(folder, file{"modules/" + f.name, 0o644, bytes.NewReader(data)})
		}
		folder = append(folder, file{"modules/list.txt", 0o644, strings.NewReader(strings.Join(mods, "\n") + "\n")})
	}
	files := append([]file{
		{"setup.sh", 0o755, strings.NewReader(strings.NewReplacer("NEEDMINOR", strconv.Itoa(libraryGoMinor()), "ASSIGNMENT", id).Replace(setupScript))},
		{"run_autograder", 0o755, strings.NewReader(fmt.Sprintf(runAutograderScript, id))},
		{"sudokit", 0o711, binary},
	}, folder...)
	for _, f := range files {
		h := &zip.FileHeader{Name: f.name, Method: zip.Deflate}
		h.SetMode(fs.FileMode(f.mode))
		fw, err := zw.CreateHeader(h)
		if err != nil {
			return err
		}
		if _, err := io.Copy(fw, f.body); err != nil {
			return err
		}
	}
	return zw.Close()
}

// withoutYAMLKey drops a top-level key and its indented or listed lines.
func withoutYAMLKey(data []byte, key string) []byte {
	var out []string
	skipping := false
	for _, l := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(l, key+":") {
			skipping = true
			continue
		}
		if skipping && (strings.HasPrefix(l, " ") || strings.HasPrefix(l, "\t") || strings.HasPrefix(l, "-")) {
			continue
		}
		skipping = false
		out = append(out, l)
	}
	return []byte(strings.Join(out, "\n"))
}

// libraryGoMinor is the minor version of the Go that sudokit's packages
// need (the go line of the library's go.mod; 22 when it cannot be read).
func libraryGoMinor() int {
	src, err := library()
	if err != nil {
		return 22
	}
	mod, err := fs.ReadFile(src, "go.mod")
	if err != nil {
		return 22
	}
	for _, l := range strings.Split(string(mod), "\n") {
		if v, ok := strings.CutPrefix(strings.TrimSpace(l), "go 1."); ok {
			minor, _, _ := strings.Cut(v, ".")
			if n, err := strconv.Atoi(minor); err == nil {
				return n
			}
		}
	}
	return 22
}
