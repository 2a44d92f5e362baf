#!/usr/bin/env bash
# bench-norm.sh — on a GPU machine: layer norm forward and row softmax (8192×8192 bf16), our
# library (build-device/bin/bench_norm on bench/data/*.cutile) against torch
# (bench/norm_torch.py), each with the copy bandwidth measured in its own process. Builds
# nothing: build-device/ comes from scripts/device-check.sh (or any Release build of
# bench_norm there). Both outputs go to ${OUT:-build-device/out}/norm.txt.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
OUT="${OUT:-build-device/out}"
mkdir -p "$OUT"
if [ -f .devdeps/xxhash.h ]; then
  export LD_LIBRARY_PATH="$PWD/.devdeps${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
fi
export CUTILE_CACHE_DIR="${CUTILE_CACHE_DIR:-$PWD/build-device/cache}"
if [ ! -x build-device/bin/bench_norm ]; then
  echo "bench-norm.sh: build-device/bin/bench_norm is missing; run scripts/device-check.sh" >&2
  exit 1
fi
{
  gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null)
  echo "== $(git rev-parse --short HEAD 2>/dev/null || echo '?') on $gpu"
  echo "== cutile_rt (build-device/bin/bench_norm bench/data 8192)"
  build-device/bin/bench_norm bench/data 8192
  echo "rc=$?"
  echo "== torch (bench/norm_torch.py 8192)"
  python3 bench/norm_torch.py 8192
  echo "rc=$?"
} 2>&1 | tee "$OUT/norm.txt"
