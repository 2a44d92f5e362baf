#!/usr/bin/env bash
# bench-moe.sh — on a GPU machine: the fused-MoE GEMM benchmark of issue 7 item 4. Builds
# libcutile_rt (Release, build-device/, as device-check.sh does; carry .devdeps from
# `scripts/device-check.sh --prepare`), runs bench/moe_bench.py (ours through ctypes, a Triton
# fused-MoE kernel with a config sweep, torch per-expert cuBLAS, and the roofline floor from
# the copy bandwidth and GEMM rate measured in the same process), then writes
# ${RESULTS:-bench/results}/moe_h200.{json,md,png} (bench/plot_moe.py) with the commit
# measured. The log and a copy of the three results go to ${OUT:-build-device/out} (four files:
# the device tool returns few files per call); the raw JSON lines stay in build-device/bench/.
#
# With --layer, the whole-layer benchmark of issue 24 instead: bench/moe_layer.py (samples/moe's
# layer from C through build-device/lib/libmoe_layer.so against a vLLM-style Triton layer and
# torch, both layers as CUDA graphs) into ${RESULTS}/moe_layer_h200.{json,md,png}. With
# --layer-fp8, the fp8 layer (layer_fp8.c) against the Triton fp8 block-quantised layer,
# bench/moe_layer_fp8.py, into ${RESULTS}/moe_layer_fp8_h200.{json,md,png}.
#
# usage: [COMMIT=hash] scripts/bench-moe.sh [--layer | --layer-fp8] [--quick] [options of the script...]
#   --quick: qwen3-30b-a3b at T = 16, 256, 10 repetitions (a smoke test); with --layer,
#   qwen3-30b-a3b at T = 16, 1024 (moe_layer.py --quick)
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
OUT="${OUT:-build-device/out}"
RESULTS="${RESULTS:-bench/results}"
RAW=build-device/bench
mkdir -p "$OUT" "$RESULTS" "$RAW"
layer=
script=moe_layer
case "${1:-}" in
  --layer) layer=1; shift ;;
  --layer-fp8) layer=1; script=moe_layer_fp8; shift ;;
esac
args=()
if [ "${1:-}" = --quick ]; then
  shift
  if [ -n "$layer" ]; then
    args=(--quick)
  else
    args=(--models qwen3-30b-a3b --tokens 16,256 --reps 10 --sweep-reps 3)
  fi
fi
args+=("$@")
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
if [ -z "${COMMIT:-}" ] && [ -n "$(git status --porcelain -- src include test/data bench samples/moe 2>/dev/null)" ]; then
  commit="$commit+uncommitted"
fi
# Release build of the library (and with --layer the MoE sample's libmoe_layer.so) in build-device/.
build() {
  echo "== $commit on $(nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader 2>/dev/null)"
  cmake -S . -B build-device -DCMAKE_BUILD_TYPE=Release "${xx[@]}" >/dev/null &&
    cmake --build build-device -j "$(nproc)" --target cutile_rt ${layer:+moe_layer} 2>&1 | grep -E "error|warning"
}
if [ -n "$layer" ]; then
  {
    build
    out="$RESULTS/${script}_h200"
    echo "== python3 bench/$script.py build-device/lib/libcutile_rt.so ${args[*]}"
    python3 "bench/$script.py" build-device/lib/libcutile_rt.so --commit "$commit" \
      --md "$out.md" --json "$out.json" --png "$out.png" "${args[@]}"
    rc=$?
    echo "rc=$rc"
    cp "$out".* "$OUT/" 2>/dev/null
    exit "$rc"
  } 2>&1 | tee "$OUT/bench-$script.log"
  exit # with the script's status (pipefail)
fi
{
  build
  echo "== python3 bench/moe_bench.py --lib build-device/lib/libcutile_rt.so ${args[*]}"
  CUDA_CACHE_DISABLE=1 python3 bench/moe_bench.py --lib build-device/lib/libcutile_rt.so "${args[@]}" \
    | tee "$RAW/moe.jsonl"
  echo "rc=${PIPESTATUS[0]}"
  python3 bench/plot_moe.py --merge "$RAW/moe.jsonl" --commit "$commit" -o "$RESULTS/moe_h200"
  cp "$RESULTS"/moe_h200.* "$OUT/" 2>/dev/null
  cat "$RESULTS/moe_h200.md"
} 2>&1 | tee "$OUT/bench-moe.log"
