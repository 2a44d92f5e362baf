#!/usr/bin/env bash
# blackwell-first-run.sh — the first run of the tcgen05 path (CUTILE_TCGEN05=1, issue 26) on a
# Blackwell datacenter GPU (compute capability 10.0, sm_100a: B200/GB200). Until this has run,
# that path is checked only by ptxas and its SASS (test/unit/tcgen05_link.c).
#
#   1. scripts/device-check.sh with the knob at 0: today's mma.sync code on this GPU — the
#      baseline, and the proof that the machine and the build work;
#   2. the same with CUTILE_TCGEN05=1: the GPU tests against CPU references (every MMA kernel
#      now on tcgen05), compute-sanitizer memcheck/racecheck, the samples (matmul, MoE);
#   3. sample_matmul over every samples/matmul tile and dtype with the knob, each checked
#      against its CPU reference;
#   4. the matmul and MoE benchmarks (--quick) with and without the knob.
# Every step runs under a timeout: a wrong barrier phase or tensor-memory address hangs rather
# than fails. Logs go to ${OUT:-build-device/out-blackwell}; benchmark results there too (not to
# bench/results, whose files are the H200's). Carry .devdeps (scripts/device-check.sh
# --prepare) as for the other device scripts.
#
#   OUT=DIR scripts/blackwell-first-run.sh [--no-bench]
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
OUT="${OUT:-build-device/out-blackwell}"
mkdir -p "$OUT"
cc=$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader 2>/dev/null | head -1)
if [ "$cc" != 10.0 ]; then
  echo "blackwell-first-run: needs compute capability 10.0 (sm_100a); this GPU has '${cc:-none}'" >&2
  exit 2
fi
step() { echo "== $* ($(date +%T))"; }
for knob in 0 1; do
  step "device-check, CUTILE_TCGEN05=$knob"
  CUTILE_TCGEN05=$knob OUT="$OUT/check$knob" timeout "${CHECK_T:-900}" scripts/device-check.sh \
    >/dev/null 2>&1
  echo "exit $?"
  grep -E "checks, |FAILED|failed|ERROR SUMMARY|RACECHECK SUMMARY|wrong|moe:|TFLOP" \
    "$OUT/check$knob/device-check.log" | grep -v " 0 wrong$"
done
[ -f .devdeps/xxhash.h ] && export LD_LIBRARY_PATH="$PWD/.devdeps${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
export CUTILE_CACHE_DIR="$PWD/build-device/cache"
step "sample_matmul, every tile and dtype, CUTILE_TCGEN05=1"
for f in samples/matmul/matmul_*.cutile; do
  case "$f" in *matmul_splitk_* | *matmul_swap_*) continue ;; esac # other launches: bench_matmul
  printf '%s: ' "$f"
  CUTILE_TCGEN05=1 timeout 120 build-device/bin/sample_matmul "$f" 2048 2048 2048 2>&1 | tail -1
done | tee "$OUT/sample_matmul.txt"
if [ "${1:-}" != --no-bench ]; then
  for knob in 0 1; do
    step "benchmarks --quick, CUTILE_TCGEN05=$knob"
    CUTILE_TCGEN05=$knob RESULTS="$OUT/bench$knob" OUT="$OUT/bench$knob" timeout 600 \
      scripts/bench-matmul.sh --quick 2>&1 | tail -12
    CUTILE_TCGEN05=$knob RESULTS="$OUT/bench$knob" OUT="$OUT/bench$knob" timeout 600 \
      scripts/bench-moe.sh --quick 2>&1 | tail -12
  done
fi
step done
