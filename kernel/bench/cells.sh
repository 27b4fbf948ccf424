#!/bin/sh
# Measures new-cell latency and kernel start of sudokit's kernel beside
# GoNB's, through jupyter_client (cells.py):
#   kernel/bench/cells.sh [runs]
# Builds sudokit and installs its kernelspec under a temporary prefix;
# builds GoNB (a pinned release, from the Go module proxy) and goimports,
# which GoNB runs on every cell, and writes GoNB's kernelspec there too,
# with a go.work naming this tree so that its cells import sudokit.
set -e
gonb=${GONB_VERSION:-v0.11.3}
tools=${GOIMPORTS_VERSION:-v0.39.0}
. "$(dirname "$0")/sudokit-kernel.sh"

# "go install gonb@version" asks the proxy for GoNB's version list to check
# for a deprecation; a module requiring it builds without that question.
mkdir -p "$tmp/gonb" "$tmp/bin"
cat >"$tmp/gonb/go.mod" <<MOD
module gonbbench

go 1.26

require github.com/janpfeifer/gonb $gonb
MOD
printf '//go:build tools\n\npackage tools\n\nimport _ "github.com/janpfeifer/gonb"\n' >"$tmp/gonb/tools.go"
(cd "$tmp/gonb" && go mod tidy >/dev/null 2>&1 && go build -o "$tmp/bin/gonb" github.com/janpfeifer/gonb)
GOBIN="$tmp/bin" go install "golang.org/x/tools/cmd/goimports@$tools"
mkdir -p "$tmp/prefix/share/jupyter/kernels/gonb"
cat >"$tmp/prefix/share/jupyter/kernels/gonb/kernel.json" <<JSON
{"argv": ["$tmp/bin/gonb", "--kernel", "{connection_file}", "--logtostderr", "--go_work=$root"],
 "display_name": "Go (GoNB $gonb)", "language": "go", "env": {"PATH": "$tmp/bin:$PATH"}}
JSON
JUPYTER_PATH="$tmp/prefix/share/jupyter" PYTHONDONTWRITEBYTECODE=1 \
	/usr/bin/python3 "$root/kernel/bench/cells.py" "${1:-8}" sudokit gonb 2>"$tmp/stderr" || { tail -20 "$tmp/stderr"; exit 1; }
