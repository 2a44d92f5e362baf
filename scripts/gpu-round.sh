#!/usr/bin/env bash
# gpu-round.sh — the routine GPU round, one device call of about 8 minutes on an H200:
#   1. scripts/device-check.sh with DIFF=1: Release build, the GPU tests against CPU references,
#      compute-sanitizer memcheck/racecheck, the samples, and the differential run against
#      NVIDIA's tileiras (test/diff; needs build-diff/ from test/diff/prepare.py);
#   2. NVIDIA's cuTile Python test suite through the library (scripts/cutile-python-tests.sh);
#   3. NVIDIA's cuTile Python samples through the library (scripts/cutile-python-samples.sh).
#
#   CUTILE_PYTHON=DIR [WHEELS=DIR] OUT=DIR scripts/gpu-round.sh
#
# CUTILE_PYTHON: a checkout of NVIDIA/cutile-python (its test/ and samples/; not part of this
# repository). WHEELS: a folder of wheels (cuda-tile for each Python the device may have, pytest
# and its dependencies) installed first into a private site directory (the device image has torch
# but not cuda-tile or pytest; the machine has no network); pip picks the one that fits. Logs and summaries in OUT
# (eight files: device-check.log, agreement.md, tileiras_h200.md, dc_logs.tgz, suite.txt,
# suite_failures.txt, suite_logs.tgz, samples.txt — the device tool returns few). Skip a part with SUITE=0, SAMPLES=0 or DIFF=0.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
OUT="${OUT:-build-device/out}"
mkdir -p "$OUT"
if [ -n "${WHEELS:-}" ]; then
  python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade \
    --target /tmp/gpu-round-site --find-links "$WHEELS" cuda-tile pytest iniconfig pluggy packaging \
    && export PYTHONPATH=/tmp/gpu-round-site
fi
t0=$(date +%s)
mkdir -p "$OUT/dc"
DIFF="${DIFF:-1}" OUT="$OUT/dc" timeout "${DC_T:-420}" scripts/device-check.sh >/dev/null 2>&1
echo "== device-check in $(( $(date +%s) - t0 )) s"
grep -E "checks, |FAILED|failed|ERROR SUMMARY|RACECHECK SUMMARY|wrong elements|moe:|Compile:|Geometric|launches done" \
  "$OUT/dc/device-check.log" | grep -v " 0 wrong$"
cp "$OUT/dc/device-check.log" "$OUT/"
for f in agreement.md tileiras_h200.md; do [ -f "$OUT/dc/diff/$f" ] && cp "$OUT/dc/diff/$f" "$OUT/"; done
tar czf "$OUT/dc_logs.tgz" -C "$OUT" dc && rm -rf "$OUT/dc"
lib=build-device/lib/libcutile_rt.so
[ -f .devdeps/xxhash.h ] && export LD_LIBRARY_PATH="$PWD/.devdeps${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
if [ "${SUITE:-1}" = 1 ] && [ -n "${CUTILE_PYTHON:-}" ]; then
  t1=$(date +%s)
  timeout "${SUITE_T:-240}" scripts/cutile-python-tests.sh "$CUTILE_PYTHON/test" "$lib" \
    "$OUT/suite" 16 > "$OUT/suite.txt" 2>&1
  echo "== suite in $(( $(date +%s) - t1 )) s"
  tail -6 "$OUT/suite.txt"
  grep -h "^FAILED\|^ERROR" "$OUT"/suite/*.txt | cut -c1-160 | sort > "$OUT/suite_failures.txt"
  tar czf "$OUT/suite_logs.tgz" -C "$OUT" suite && rm -rf "$OUT/suite"
fi
if [ "${SAMPLES:-1}" = 1 ] && [ -n "${CUTILE_PYTHON:-}" ]; then
  t2=$(date +%s)
  timeout "${SAMPLES_T:-200}" scripts/cutile-python-samples.sh "$CUTILE_PYTHON/samples" "$lib" \
    "$OUT/samples" > "$OUT/samples.txt" 2>&1
  echo "== samples in $(( $(date +%s) - t2 )) s"
  tail -12 "$OUT/samples.txt"
  rm -rf "$OUT/samples"
fi
echo "== round in $(( $(date +%s) - t0 )) s"
