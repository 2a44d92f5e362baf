#!/usr/bin/env bash
# bench-matmul.sh — on a GPU machine: the matmul benchmark of issue 6. Builds bench_matmul
# (Release, build-device/, as device-check.sh does; carry .devdeps from
# `scripts/device-check.sh --prepare`), runs it (ours: samples/matmul exports, cold compile in an
# empty cache) and bench/matmul_ref.py (cuBLAS and Triton in one process), then merges both into
# ${RESULTS:-bench/results}/matmul_h200.{json,md,png} (bench/plot_matmul.py) with the commit
# measured. The log and a copy of the three results go to ${OUT:-build-device/out} (four files:
# the device tool returns few files per call); the raw JSON lines stay in build-device/bench/.
#
# usage: [COMMIT=hash] [TILEIRAS_DIR=build-diff] scripts/bench-matmul.sh [--quick] [--reps N]
#          [--dtype D] [--shape MxNxK]...
#   --quick: bf16, 3 shapes, 10 repetitions (a smoke test)
#   TILEIRAS_DIR: what test/diff/prepare.py made on the CPU machine (carry it): matmul_ref.py
#   then also times tileiras's cubins of the same exports (--tileiras), a table of its own
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
OUT="${OUT:-build-device/out}"
RESULTS="${RESULTS:-bench/results}"
RAW=build-device/bench
mkdir -p "$OUT" "$RESULTS" "$RAW"
args=()
if [ "${1:-}" = --quick ]; then
  shift
  args=(--reps 10 --dtype bf16 --shape 1024x1024x1024 --shape 16x4096x4096 --shape 4096x4096x4096)
fi
args+=("$@") # the options bench_matmul and matmul_ref.py share: --reps, --dtype, --shape
. scripts/devdeps.sh # xx: the cmake options for .devdeps/'s xxhash
# CUDA_CACHE_DISABLE=1 below: our cold loads must not be served by the driver's JIT cache. (On
# a warm device machine, a second run's loads of modules compiled by the first run took 1-2 ms
# although the context's cache directory was new and empty; cause not established.)
# The commit measured: $COMMIT if given (the device machine's copy of the tree may carry a
# stale .git), else HEAD, marked when the measured sources differ from it.
commit="${COMMIT:-}"
if [ -z "$commit" ]; then
  commit=$(git rev-parse --short HEAD 2>/dev/null || echo '?')
fi
if [ -z "${COMMIT:-}" ] && [ -n "$(git status --porcelain -- src include samples/matmul bench 2>/dev/null)" ]; then
  commit="$commit+uncommitted"
fi
{
  echo "== $commit on $(nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader 2>/dev/null)"
  cmake -S . -B build-device -DCMAKE_BUILD_TYPE=Release "${xx[@]}" >/dev/null &&
    cmake --build build-device -j "$(nproc)" --target bench_matmul 2>&1 | grep -E "error|warning"
  echo "== ours: build-device/bin/bench_matmul ${args[*]}"
  CUDA_CACHE_DISABLE=1 build-device/bin/bench_matmul "${args[@]}" | tee "$RAW/matmul_ours.jsonl"
  echo "rc=${PIPESTATUS[0]}"
  echo "== cuBLAS, Triton${TILEIRAS_DIR:+, tileiras}: python3 bench/matmul_ref.py ${args[*]}"
  python3 bench/matmul_ref.py "${args[@]}" ${TILEIRAS_DIR:+--tileiras "$TILEIRAS_DIR"} |
    tee "$RAW/matmul_ref.jsonl"
  echo "rc=${PIPESTATUS[0]}"
  python3 bench/plot_matmul.py --merge "$RAW/matmul_ours.jsonl" "$RAW/matmul_ref.jsonl" \
    --commit "$commit" -o "$RESULTS/matmul_h200"
  cp "$RESULTS"/matmul_h200.* "$OUT/" 2>/dev/null
  cat "$RESULTS/matmul_h200.md"
} 2>&1 | tee "$OUT/bench-matmul.log"
