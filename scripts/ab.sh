#!/usr/bin/env bash
# ab.sh — an A/B of library changes in one device call: builds the tree (build-device, as
# scripts/device-check.sh does) and each variant (a copy of the tree with a patch applied, in
# /tmp/ab/NAME), then runs one command against every build in turn, ROUNDS times over, so that
# each build's numbers come from the same machine in the same state and a drift of the machine
# shows as a drift of every build (.library/device/METHOD.md: alternate, never back to back).
#
#   scripts/ab.sh [--rounds N] [--target T]... [--patch NAME=FILE]... -- COMMAND [ARG]...
#
# FILE: a unified diff against the tree (`git apply`; make one with `git diff > FILE`). Each run
# of COMMAND (in the repository root) has AB_NAME (base or NAME), AB_BUILD (the build folder:
# lib/, bin/) and CUTILE_LIB (its libcutile_rt.so) in its environment: the Python benches take
# `--lib "$CUTILE_LIB"`, the C ones run as `"$AB_BUILD"/bin/bench_matmul` (each build's own
# binaries load that build's library). --target T builds only T (repeatable; default everything).
# A patch that does not apply or a build that fails stops the script before anything runs.
# AB_DEADLINE=S skips the runs that would start S seconds or more after the script began (a
# device call's limit); ROUNDS defaults to 2.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
rounds=2 targets=() names=(base) patches=()
while [ $# -gt 0 ]; do
  case "$1" in
    --rounds) rounds="$2"; shift 2 ;;
    --target) targets+=(--target "$2"); shift 2 ;;
    --patch) [ -f "${2#*=}" ] || { echo "ab.sh: no patch file ${2#*=}" >&2; exit 2; }
             names+=("${2%%=*}"); patches+=("$(realpath "${2#*=}")"); shift 2 ;;
    --) shift; break ;;
    *) echo "usage: scripts/ab.sh [--rounds N] [--target T]... [--patch NAME=FILE]..." \
            "-- COMMAND" >&2
       exit 2 ;;
  esac
done
[ $# -gt 0 ] || { echo "ab.sh: no command after --" >&2; exit 2; }
[[ $rounds =~ ^[1-9][0-9]*$ ]] ||
  { echo "ab.sh: --rounds takes a whole number from 1" >&2; exit 2; }
for n in "${names[@]:1}"; do # a variant's name names its folder and its runs
  [[ $n =~ ^[A-Za-z0-9_-]+$ && $n != base ]] ||
    { echo "ab.sh: variant name '$n': letters, digits, _ and - only, not base" >&2; exit 2; }
done
t0=$(date +%s)
. scripts/devdeps.sh # xx: the cmake options for .devdeps/'s xxhash

# build SRC DIR: a Release build of the tree at SRC into DIR, its log in DIR/ab-build.log.
build() {
  mkdir -p "$2" && { cmake -S "$1" -B "$2" -DCMAKE_BUILD_TYPE=Release "${xx[@]}" &&
    cmake --build "$2" -j "$(nproc)" "${targets[@]}"; } >"$2/ab-build.log" 2>&1 ||
    { tail -n 30 "$2/ab-build.log"; echo "ab.sh: the build in $2 failed" >&2; exit 1; }
}

dirs=("$PWD/build-device")
build . build-device
for i in "${!patches[@]}"; do
  name=${names[i + 1]} dir=/tmp/ab/${names[i + 1]}
  rm -rf "$dir" && mkdir -p "$dir/src" || exit 1
  # the tree as it is here (the device gets a copy of the working tree, not a checkout)
  tar cf - --exclude='./build*' --exclude=./.git . |
    tar xf - -C "$dir/src"
  git -C "$dir/src" apply "${patches[i]}" ||
    { echo "ab.sh: $name: the patch does not apply" >&2; exit 1; }
  build "$dir/src" "$dir/b"
  dirs+=("$dir/b")
done
echo "== built in $(( $(date +%s) - t0 )) s: ${names[*]}"
for ((r = 1; r <= rounds; r++)); do
  for i in "${!names[@]}"; do
    el=$(( $(date +%s) - t0 ))
    if [ -n "${AB_DEADLINE:-}" ] && [ "$el" -ge "$AB_DEADLINE" ]; then
      echo "== round $r ${names[i]}: skipped at $el s (AB_DEADLINE)"
      continue
    fi
    echo "== round $r ${names[i]} ($el s)"
    AB_NAME=${names[i]} AB_BUILD=${dirs[i]} CUTILE_LIB=${dirs[i]}/lib/libcutile_rt.so "$@"
  done
done
echo "== done in $(( $(date +%s) - t0 )) s"
