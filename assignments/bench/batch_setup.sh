# Sourced by batch.sh and authored.sh, with their arguments [N] [JOBS]:
# sets N (default 100), JOBS (default 2) and SALT (default: the time, so
# the submissions differ from those of earlier runs), builds sudokit into
# WORK, a temporary folder removed at exit, and defines variant and
# grade_twice.
N=${1:-100}
JOBS=${2:-2}
SALT=${SALT:-$(date +%s)}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
WORK=$(mktemp -d /tmp/sudokit-bench-XXXXXX)
trap 'rm -rf "$WORK"' EXIT

go build -o "$WORK/sudokit" "$ROOT"

# variant I: the lines that make submission I differ from every other
# (a comment and a constant), so the compiler's cache cannot reuse
# another one's build.
variant() {
	printf '\n// Submission %s of bench run %s.\nconst benchVariant%s = %s\n' "$1" "$SALT" "$1" "$SALT$1"
}

# grade_twice FULL PARTIAL GRADE_ARGS...: times "sudokit grade GRADE_ARGS"
# twice, paying every compile (cache misses), then again on the same
# folder (cache hits), and prints how many submissions scored FULL and
# PARTIAL each time.
grade_twice() {
	full_score=$1
	partial_score=$2
	shift 2
	for run in "cache misses" "cache hits"; do
		start=$(date +%s.%N)
		"$WORK/sudokit" grade "$@" >"$WORK/out.txt"
		end=$(date +%s.%N)
		full=$(grep -c "	$full_score\$" "$WORK/out.txt" || true)
		partial=$(grep -c "	$partial_score\$" "$WORK/out.txt" || true)
		printf '%s: %d submissions, -j %s: %.1f s (%d scored %s, %d scored %s)\n' \
			"$run" "$N" "$JOBS" "$(echo "$end - $start" | bc)" "$full" "$full_score" "$partial" "$partial_score"
	done
}
