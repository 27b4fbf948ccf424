#!/bin/sh
# Times "sudokit grade a3-bruteforce --batch DIR -j 2" on 100 different
# submissions: 90 copies of the reference and 10 of a partial solution, each
# with its own comment and constant so that the compiler's cache cannot
# reuse another one's build. The first run pays every compile (cache
# misses); the second grades the same folder again (cache hits).
#
#   assignments/bench/batch.sh [N] [JOBS]     (from the repository root)
#
# SALT (default: the time) makes the submissions differ from those of
# earlier runs of the script.
set -eu
N=${1:-100}
JOBS=${2:-2}
SALT=${SALT:-$(date +%s)}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
WORK=$(mktemp -d /tmp/sudokit-bench-XXXXXX)
trap 'rm -rf "$WORK"' EXIT

go build -o "$WORK/sudokit" "$ROOT"
mkdir "$WORK/subs"
i=1
while [ "$i" -le "$N" ]; do
	slip='s/append(s.stored, b.Copy())/append(s.stored, b)/' # every 10th forgets to copy
	[ $((i % 10)) -eq 0 ] || slip=''
	name=$(printf 'student%03d' "$i")
	{
		sed "$slip" "$ROOT/assignments/course/_inf1010/a3-bruteforce/bruteforce.go"
		printf '\n// Submission %s of bench run %s.\nconst benchVariant%s = %s\n' "$i" "$SALT" "$i" "$SALT$i"
	} >"$WORK/subs/$name.go"
	i=$((i + 1))
done

for run in "cache misses" "cache hits"; do
	start=$(date +%s.%N)
	"$WORK/sudokit" grade a3-bruteforce --batch "$WORK/subs" -j "$JOBS" --gradebook "$WORK/grades.csv" >"$WORK/out.txt"
	end=$(date +%s.%N)
	full=$(grep -c '	16/16$' "$WORK/out.txt" || true)
	partial=$(grep -c '	10/16$' "$WORK/out.txt" || true)
	printf '%s: %d submissions, -j %s: %.1f s (%d scored 16/16, %d scored 10/16)\n' \
		"$run" "$N" "$JOBS" "$(echo "$end - $start" | bc)" "$full" "$partial"
done
