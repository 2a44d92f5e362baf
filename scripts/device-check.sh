#!/usr/bin/env bash
# device-check.sh — one round on a GPU machine: Release build, the whole ctest suite (GPU tests
# included), compute-sanitizer memcheck/racecheck on the GPU tests, the vector-add sample, and
# the vector-add bandwidth benchmark. Logs and JSON go to ${OUT:-build-device/out}.
#
# The device image has no libxxhash headers: carry them in .devdeps/ (xxhash.h, libxxhash.so*),
# made here with `scripts/device-check.sh --prepare`.
#
# DIFF=1 adds the differential run against tileiras (test/diff/README.md; carry build-diff, made
# by test/diff/prepare.py) to $OUT/diff, within DIFF_BUDGET seconds (default 240).
#
# `--moe-large` adds the MoE sample's timing of a Mixtral-like layer at T = 1 … 4096 (about a
# minute; the small-shape MoE check always runs) to $OUT/moe.txt.
set -uo pipefail
cd "$(dirname "$0")/.."
moe_large=
if [ "${1:-}" = --moe-large ]; then
  moe_large=--large
  shift
fi
if [ "${1:-}" = --prepare ]; then
  mkdir -p .devdeps && cp /usr/include/xxhash.h /usr/lib/x86_64-linux-gnu/libxxhash.so* .devdeps/
  exit 0
fi
OUT="${OUT:-build-device/out}"
mkdir -p "$OUT"
log="$OUT/device-check.log"
exec > >(tee "$log") 2>&1
. scripts/devdeps.sh # xx: the cmake options for .devdeps/'s xxhash
echo "== $(git rev-parse --short HEAD 2>/dev/null || echo '?') on $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null)"
cmake -S . -B build-device -DCMAKE_BUILD_TYPE=Release "${xx[@]}" >/dev/null &&
  cmake --build build-device -j "$(nproc)" -- -k 2>&1 | grep -E "error|warning" ; true
echo "== ctest"
export CUTILE_CACHE_DIR="$PWD/build-device/cache"
# CPU-only tests are CI's; the GPU tests run below, with their output.
ctest --test-dir build-device --output-on-failure -R 'api_gpu|cache_load|bundle_load|consume|multi_context' 2>&1 | tail -20
echo "== GPU tests"
for t in build-device/bin/run_gpu_tests build-device/bin/gpu_compiled_kernels build-device/bin/gpu_mma_kernels; do
  [ -x "$t" ] && { echo "-- $t"; "$t" 2>&1 | tail -25; }
done
echo "== compute-sanitizer"
cs=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
# The tail of each run here; the whole output in $OUT/<tool>_<test>.txt (a failure's cause is
# rarely in the last lines).
sanitize() {
  local tool=$1 t=$2 f="$OUT/$1_$(basename "$2").txt"
  echo "-- $tool $t"
  CUTILE_GPU_TEST_QUICK=1 "$cs" --tool "$tool" "$t" > "$f" 2>&1
  echo "exit $?"
  grep -E "checks, |FAILED|SUMMARY|returned an error|Unified Memory" "$f" | tail -8
}
for t in build-device/bin/run_gpu_tests build-device/bin/gpu_compiled_kernels build-device/bin/gpu_mma_kernels; do
  [ -x "$t" ] && sanitize memcheck "$t"
done
for t in build-device/bin/gpu_compiled_kernels build-device/bin/gpu_mma_kernels; do
  [ -x "$t" ] && sanitize racecheck "$t"
done
echo "== sample"
build-device/bin/sample_vector_add samples/vector_add/vector_add.cutile | tail -2
build-device/bin/sample_matmul samples/matmul/matmul_bf16_128x128x64.cutile 4096 4096 4096 | tail -2
echo "-- moe (small shapes checked against the CPU${moe_large:+; then the Mixtral-like timing})"
build-device/bin/sample_moe $moe_large 2>&1 | tee "$OUT/moe.txt" | tail -70
echo "-- moe fp8 (small shapes, every variant, against the f64 reference on dequantised values)"
build-device/bin/sample_moe --fp8 2>&1 | tee "$OUT/moe_fp8.txt" | tail -12
echo "-- memcheck moe fp8"
"$cs" --tool memcheck build-device/bin/sample_moe --fp8 2>&1 | tail -3
echo "-- moe_ep (the expert-parallel layer, a world of every visible GPU up to 2; NCCL found by the script)"
NCCL_NVLS_ENABLE=0 python3 bench/moe_ep.py --check --build-dir build-device 2>&1 | tail -30
echo "== bench vector_add"
build-device/bin/bench_vector_add samples/vector_add/vector_add.cutile 28 | tee "$OUT/vector_add.txt"
if [ "${DIFF:-}" = 1 ]; then
  echo "== differential run against tileiras (test/diff)"
  DIFF_LIB=build-device/lib/libcutile_rt.so OUT="$OUT/diff" DIFF_BUDGET="${DIFF_BUDGET:-240}" \
    bash test/diff/run-device.sh | tail -40
fi
