#!/bin/sh
# Builds sudokit, installs its kernelspec under a temporary prefix and runs
# state.py (see there) with the given arguments:
#   kernel/bench/state.sh [puzzle file] [runs]
set -e
. "$(dirname "$0")/sudokit-kernel.sh"
JUPYTER_PATH="$tmp/prefix/share/jupyter" PYTHONDONTWRITEBYTECODE=1 \
	/usr/bin/python3 "$root/kernel/bench/state.py" "$@"
