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
. "$(dirname "$0")/batch_setup.sh"

mkdir "$WORK/subs"
i=1
while [ "$i" -le "$N" ]; do
	slip='s/append(s.stored, b.Copy())/append(s.stored, b)/' # every 10th forgets to copy
	[ $((i % 10)) -eq 0 ] || slip=''
	name=$(printf 'student%03d' "$i")
	{
		sed "$slip" "$ROOT/assignments/course/_inf1010/a3-bruteforce/bruteforce.go"
		variant "$i"
	} >"$WORK/subs/$name.go"
	i=$((i + 1))
done

grade_twice 16/16 10/16 a3-bruteforce --batch "$WORK/subs" -j "$JOBS" --gradebook "$WORK/grades.csv"
