#!/bin/sh
# Times "sudokit grade DIR --batch SUBS -j 2" for an authored assignment:
# the scaffold of "sudokit assignment new" (4 test functions, 10 points),
# N different submissions — 9 in 10 the reference, every 10th with
# CountEmpty left as the stub (scores 5) — each with its own constant so the
# compiler's cache cannot reuse another one's build. The first run pays every
# compile (cache misses); the second grades the same folder again.
#
#   assignments/bench/authored.sh [N] [JOBS]     (from the repository root)
set -eu
. "$(dirname "$0")/batch_setup.sh"

cd "$WORK"
./sudokit assignment new hw >/dev/null
mkdir subs
i=1
while [ "$i" -le "$N" ]; do
	name=$(printf 'student%03d' "$i")
	{
		if [ $((i % 10)) -eq 0 ]; then
			# CountEmpty as released: "return 0".
			awk '/\/\/solution:begin/ && !done {skip=1} skip && /\/\/solution:end/ {print "\treturn 0"; skip=0; done=1; next} !skip' hw/singles.go
		else
			cat hw/singles.go
		fi
		variant "$i"
	} >"subs/$name.go"
	i=$((i + 1))
done

grade_twice 10/10 7/10 hw --batch subs -j "$JOBS" --gradebook grades.csv
