#!/usr/bin/env bash
# bench-attention.sh — on a GPU machine: the attention forward benchmark (bench/attention_bench.py:
# ours, a Triton flash-attention kernel with a config sweep, torch SDPA, in one process). Builds
# libcutile_rt (Release, build-device/, as device-check.sh does; carry .devdeps from
# `scripts/device-check.sh --prepare`) and writes ${RESULTS:-bench/results}/attention_h200.md
# with the commit measured; the log goes to ${OUT:-build-device/out}.
#
# usage: [COMMIT=hash] [TILEIRAS_DIR=build-diff] scripts/bench-attention.sh [options...]
#   TILEIRAS_DIR: what test/diff/prepare.py made on the CPU machine (carry it): the same exports
#   compiled by tileiras 13.4 are timed too (attention_bench.py --tileiras), a column of their own
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
OUT="${OUT:-build-device/out}"
RESULTS="${RESULTS:-bench/results}"
mkdir -p "$OUT" "$RESULTS"
. scripts/devdeps.sh # xx: the cmake options for .devdeps/'s xxhash
commit="${COMMIT:-$(git rev-parse --short HEAD 2>/dev/null || echo '?')}"
{
  echo "== $commit on $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null)"
  cmake -S . -B build-device -DCMAKE_BUILD_TYPE=Release "${xx[@]}" >/dev/null &&
    cmake --build build-device -j "$(nproc)" --target cutile_rt 2>&1 | grep -E "error|warning"
  python3 bench/attention_bench.py --lib build-device/lib/libcutile_rt.so \
    ${TILEIRAS_DIR:+--tileiras "$TILEIRAS_DIR"} \
    --md "$RESULTS/attention_h200.md" --commit "$commit" "$@" > "$OUT/attention.jsonl"
  echo "rc=$?"
  cp "$RESULTS/attention_h200.md" "$OUT/" 2>/dev/null
} 2>&1 | tee "$OUT/bench-attention.log"
