# Sourced by the benchmark scripts: builds this tree's sudokit into a
# temporary folder $tmp (removed on exit) and installs its kernelspec
# under $tmp/prefix; $root is the tree.
root=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$root" && go build -o "$tmp/sudokit" .)
"$tmp/sudokit" kernel install --prefix "$tmp/prefix" >/dev/null
