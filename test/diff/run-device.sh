#!/usr/bin/env bash
# run-device.sh — the differential run on a GPU machine (test/diff/README.md): builds
# libcutile_rt (Release, build-device/), then runs every module that test/diff/prepare.py put in
# build-diff/ compiled by tileiras and by us, and compares. Results in ${OUT:-build-diff/out}:
# agreement.md, tileiras_h200.md, results.jsonl, run.log. Carry: build-diff .devdeps.
# DIFF_BUDGET: seconds for the runs (default 420), after the build; DIFF_LIB: use that library
# instead of building one; DIFF_ONLY: a regular expression, run only the launches it names.
set -uo pipefail
cd "$(dirname "$0")/../.."
OUT="${OUT:-build-diff/out}"
mkdir -p "$OUT"
exec > >(tee "$OUT/run.log") 2>&1
[ -f build-diff/manifest.json ] || { echo "run-device: build-diff/ missing (run test/diff/prepare.py on the CPU machine and carry it)"; exit 2; }
. scripts/devdeps.sh # xx: the cmake options for .devdeps/'s xxhash
# the device copy's git metadata may be stale (the first run printed a commit without test/diff):
# DIFF_COMMIT, given by the caller, names the tree measured
echo "== ${DIFF_COMMIT:-$(git rev-parse --short HEAD 2>/dev/null || echo '?')} on $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null)"
t0=$(date +%s)
# DIFF_LIB: an already built libcutile_rt (a GPU round that built build-device/ itself)
lib="${DIFF_LIB:-build-device/lib/libcutile_rt.so}"
if [ -z "${DIFF_LIB:-}" ]; then
  cmake -S . -B build-device -DCMAKE_BUILD_TYPE=Release "${xx[@]}" >/dev/null &&
    cmake --build build-device --target cutile_rt -j "$(nproc)" 2>&1 | grep -E "error|warning"
fi
[ -f "$lib" ] || { echo "run-device: $lib is missing (the build failed?)"; exit 2; }
echo "== build $(( $(date +%s) - t0 )) s"
export CUTILE_CACHE_DIR="$PWD/build-diff/cache"
python3 test/diff/run.py --dir build-diff --lib "$lib" --out "$OUT" \
  --budget "${DIFF_BUDGET:-420}" ${DIFF_ONLY:+--only "$DIFF_ONLY"}
echo "== total $(( $(date +%s) - t0 )) s"
