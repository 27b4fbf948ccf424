#!/bin/sh
# Gradescope end to end, as root: builds sudokit, writes the Gradescope zip
# of the built-in a5-generate, of the course's teacher-authored example
# assignments/course/a6-all-solutions (given by its folder), and of a
# scaffold from "assignment new" with a
# test that draws with render (so it imports both sudoku and render), and
# for each, in a mount namespace of its own, grades the reference as
# Gradescope would on a fresh image: an empty /autograder (the zip unpacked
# into source/, the reference in submission/), an empty
# /var/cache/sudokit (no build cache, no module cache), HOME an empty
# folder, no GOPATH, GOCACHE or GOFLAGS, and no network but loopback. It runs
# setup.sh, then run_autograder twice (the first grade of a fresh container
# and a second one), prints the time of each and checks results.json gives
# full marks. The image's Go is the one on this machine's PATH (setup.sh
# finds it recent enough and installs none).
#
#   assignments/bench/gradescope.sh            (from anywhere, as root)
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
WORK=$(mktemp -d /tmp/sudokit-gradescope-XXXXXX)
trap 'rm -rf "$WORK"' EXIT
GOBIN=$(dirname "$(command -v go)")

(cd "$ROOT" && go build -o "$WORK/sudokit" .)
cd "$WORK" # outside the source tree
./sudokit assignment gradescope a5-generate --source "$ROOT" --out "$WORK/a5.zip" >/dev/null
cp "$ROOT/assignments/course/_inf1010/a5-generate/generate.go" "$WORK/a5-ref.go"
./sudokit assignment gradescope "$ROOT/assignments/course/a6-all-solutions" --out "$WORK/a6.zip" >/dev/null
cp "$ROOT/assignments/course/a6-all-solutions/window.go" "$WORK/a6-ref.go"

./sudokit assignment new "$WORK/hw" >/dev/null
cat >"$WORK/hw/draw_test.go" <<'GO'
package singles_test

import (
	"bytes"
	"testing"

	"github.com/sudokit/sudokit/render"
)

// Draw draws the easy puzzle.
//
//grade:points 1
func TestDraw(t *testing.T) {
	png, err := render.BoardPNG(load(t, "easy.txt"), render.Options{Title: "easy"})
	if err != nil || !bytes.HasPrefix(png, []byte("\x89PNG")) {
		t.Fatalf("BoardPNG: %v", err)
	}
}
GO
./sudokit assignment gradescope "$WORK/hw" --out "$WORK/hw.zip" >/dev/null # the README's example: this sudokit goes in the zip
cp "$WORK/hw/singles.go" "$WORK/hw-ref.go"

mkdir -p /autograder /var/cache/sudokit
for case in a5 a6 hw; do
	unshare --mount --net --fork env -i PATH="$GOBIN:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" \
		WORK="$WORK" CASE="$case" sh -eu -c '
		mount --make-rprivate /
		mount -t tmpfs -o mode=0755 autograder /autograder
		mount -t tmpfs -o mode=0711 cache /var/cache/sudokit
		ip link set lo up 2>/dev/null || true
		export HOME=$(mktemp -d)
		mkdir -p /autograder/source /autograder/submission
		unzip -q "$WORK/$CASE.zip" -d /autograder/source
		cp "$WORK/$CASE-ref.go" /autograder/submission/
		t0=$(date +%s.%N)
		(cd /autograder/source && sh ./setup.sh >"$WORK/$CASE-setup.log" 2>&1) || { cat "$WORK/$CASE-setup.log"; exit 1; }
		t1=$(date +%s.%N)
		/autograder/source/run_autograder >"$WORK/$CASE-run1.log" 2>&1 || { cat "$WORK/$CASE-run1.log"; exit 1; }
		t2=$(date +%s.%N)
		cp /autograder/results/results.json "$WORK/$CASE-results.json"
		rm -rf /autograder/results
		/autograder/source/run_autograder >"$WORK/$CASE-run2.log" 2>&1 || { cat "$WORK/$CASE-run2.log"; exit 1; }
		t3=$(date +%s.%N)
		printf "%s: setup.sh %.1f s, first grade %.1f s, second grade %.1f s (load %s)\n" "$CASE" \
			"$(echo "$t1 - $t0" | bc)" "$(echo "$t2 - $t1" | bc)" "$(echo "$t3 - $t2" | bc)" "$(cut -d" " -f1 /proc/loadavg)"
	'
	python3 - "$WORK/$case-results.json" "$case" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
tests = r.get("tests", [])
failed = [t.get("name") for t in tests if t.get("status") != "passed"]
ok = r["score"] == sum(t.get("max_score", 0) for t in tests) and r["score"] > 0 and not failed
print("%s: results.json %g points, %d tests, %s" % (sys.argv[2], r["score"], len(tests), "full marks" if ok else "NOT full marks: %s" % failed))
sys.exit(0 if ok else 1)
PY
done
