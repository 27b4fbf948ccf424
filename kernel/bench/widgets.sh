#!/bin/sh
# Measures what a widget change costs (widgets.py): the time from a slider's
# update to the Interact's new output, beside running the same call as a
# cell, through jupyter_client:
#   kernel/bench/widgets.sh [changes]
set -e
. "$(dirname "$0")/sudokit-kernel.sh"
JUPYTER_PATH="$tmp/prefix/share/jupyter" PYTHONDONTWRITEBYTECODE=1 \
	/usr/bin/python3 "$root/kernel/bench/widgets.py" "${1:-20}" 2>"${WIDGETS_STDERR:-$tmp/stderr}" || { tail -20 "${WIDGETS_STDERR:-$tmp/stderr}"; exit 1; }
