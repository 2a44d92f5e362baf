#!/usr/bin/env bash
# spill-survey.sh CUTILE [TARGET…] — ptxas's register spills of every tracked export: each .cutile
# file of the repository compiled to PTX by CUTILE (a built `cutile`) for each target (default
# sm_90a sm_80) and assembled by ptxas -v; prints "FILE TARGET ENTRY: N bytes spill stores, M
# bytes spill loads" for every entry that spills, then how many of how many pairs did. ptxas is
# taken from PTXAS, else PATH, else build/tileiras/bin (scripts/tileiras-setup.sh). No GPU needed.
# A spill in a K loop costs local-memory round trips every iteration: the 128-row fp8 MoE w1
# spilled 400 bytes after a change whose PTX looked right, and ran 1.56x the 64-row one's time.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
[ $# -ge 1 ] && [ -x "$1" ] || { echo "usage: $0 CUTILE [TARGET...]" >&2; exit 2; }
cutile="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
shift
targets=("$@")
[ $# -eq 0 ] && targets=(sm_90a sm_80)
ptxas="${PTXAS:-$(command -v ptxas || echo build/tileiras/bin/ptxas)}"
[ -x "$ptxas" ] || { echo "$0: no ptxas (set PTXAS)" >&2; exit 2; }
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
pairs=0 spilled=0
for f in $(git ls-files '*.cutile'); do
  for t in "${targets[@]}"; do
    "$cutile" compile --gpu-name "$t" "$f" --emit ptx --no-cache -o "$tmp/k.ptx" 2>/dev/null ||
      continue
    pairs=$((pairs + 1))
    out="$("$ptxas" -arch="$t" -v "$tmp/k.ptx" -o "$tmp/k.cubin" 2>&1 |
      awk -v f="$f" -v t="$t" '/Compiling entry function/ { e = $7; gsub(/\047/, "", e) }
        /Function properties for/ { e = $NF }
        /bytes spill stores/ && !/ 0 bytes spill stores, 0 bytes spill loads/ {
          sub(/^ */, ""); print f, t, e ": " $0 }')"
    [ -n "$out" ] && { echo "$out"; spilled=$((spilled + 1)); }
  done
done
echo "spill-survey: $spilled of $pairs export x target pairs spill"
