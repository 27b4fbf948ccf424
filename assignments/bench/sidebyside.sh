#!/bin/sh
# Grades the same 100 a3 submissions (as batch.sh makes them) with two
# sudokit binaries built from two commits, alternating, so both see the
# same load on a shared machine: cache misses (fresh constants per run),
# then cache hits, ROUNDS times. For each run it prints the wall time and
# the user+sys CPU time of the grader and everything it started, per
# grade, and how many submissions scored as expected.
#
#   assignments/bench/sidebyside.sh OLD_COMMIT [NEW_COMMIT] [N] [JOBS] [ROUNDS]
#
# NEW_COMMIT defaults to the work tree as it is (from the repository root).
set -eu
OLD=$1
NEW=${2:-}
N=${3:-100}
JOBS=${4:-2}
ROUNDS=${5:-1}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
WORK=$(mktemp -d /tmp/sudokit-sidebyside-XXXXXX)
trap 'rm -rf "$WORK"' EXIT

build() { # build NAME COMMIT (empty: the work tree)
	if [ -z "$2" ]; then
		(cd "$ROOT" && go build -o "$WORK/$1" .)
	else
		mkdir "$WORK/src-$1"
		git -C "$ROOT" archive "$2" | tar -x -C "$WORK/src-$1"
		(cd "$WORK/src-$1" && go build -o "$WORK/$1" .)
	fi
}
build old "$OLD"
build new "$NEW"

subs() { # subs DIR SALT
	mkdir "$1"
	i=1
	while [ "$i" -le "$N" ]; do
		slip='s/append(s.stored, b.Copy())/append(s.stored, b)/'
		[ $((i % 10)) -eq 0 ] || slip=''
		{
			sed "$slip" "$ROOT/assignments/course/_inf1010/a3-bruteforce/bruteforce.go"
			printf '\n// Submission %s of run %s.\nconst benchVariant%s = %s\n' "$i" "$2" "$i" "$2$i"
		} >"$1/$(printf 'student%03d' "$i").go"
		i=$((i + 1))
	done
}

grade() { # grade BINARY DIR LABEL
	/usr/bin/time -f '%e %U %S' -o "$WORK/time" \
		"$WORK/$1" grade a3-bruteforce --batch "$2" -j "$JOBS" --gradebook "$WORK/grades.csv" >"$WORK/out.txt" 2>"$WORK/err.txt" || true
	read -r wall user sys <"$WORK/time"
	full=$(grep -c '	16/16$' "$WORK/out.txt" || true)
	partial=$(grep -c '	10/16$' "$WORK/out.txt" || true)
	load=$(cut -d' ' -f1 /proc/loadavg)
	printf '%-3s %-12s wall %6.1f s (%.2f s/grade)  user+sys %6.1f s (%.2f s/grade)  load %s  %d×16/16 %d×10/16\n' \
		"$1" "$3" "$wall" "$(echo "$wall / $N" | bc -l)" "$(echo "$user + $sys" | bc -l)" \
		"$(echo "($user + $sys) / $N" | bc -l)" "$load" "$full" "$partial"
}

r=1
while [ "$r" -le "$ROUNDS" ]; do
	salt=$(date +%s)
	subs "$WORK/old-$r" "${salt}1"
	subs "$WORK/new-$r" "${salt}2"
	grade old "$WORK/old-$r" "cache misses"
	grade new "$WORK/new-$r" "cache misses"
	grade new "$WORK/new-$r" "cache hits"
	grade old "$WORK/old-$r" "cache hits"
	r=$((r + 1))
done
