#!/bin/sh
# Builds sudokit, installs its kernelspec under a temporary prefix and runs
# state.py (see there) with the given arguments:
#   kernel/bench/state.sh [puzzle file] [runs]
set -e
root=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$root" && go build -o "$tmp/sudokit" .)
"$tmp/sudokit" kernel install --prefix "$tmp/prefix" >/dev/null
JUPYTER_PATH="$tmp/prefix/share/jupyter" PYTHONDONTWRITEBYTECODE=1 \
	/usr/bin/python3 "$root/kernel/bench/state.py" "$@"
