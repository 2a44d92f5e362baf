#!/usr/bin/env bash
# setup.sh — installs what the build and the tests need, only what is missing.
# Debian/Ubuntu packages through apt-get; the cuTile Python exporter through pip.
set -euo pipefail

need_pkgs=()
have() { command -v "$1" >/dev/null 2>&1; }
have cmake || need_pkgs+=(cmake)
have cc || need_pkgs+=(gcc)
have clang || need_pkgs+=(clang)
have python3 || need_pkgs+=(python3 python3-pip)
[ -f /usr/include/xxhash.h ] || need_pkgs+=(libxxhash-dev)
{ have FileCheck || [ -x /usr/lib/llvm-14/bin/FileCheck ] || ls /usr/lib/llvm-*/bin/FileCheck >/dev/null 2>&1; } \
  || need_pkgs+=(llvm-14-tools)
# libFuzzer and the sanitizer runtimes ship with clang's runtime package.
ls /usr/lib/llvm-*/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a >/dev/null 2>&1 \
  || need_pkgs+=(libclang-rt-14-dev)

if [ ${#need_pkgs[@]} -gt 0 ]; then
  echo "setup: installing ${need_pkgs[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need_pkgs[@]}"
fi

# The real producer, to re-export test/kernels and check test/data for drift. Pinned so that
# the committed exports stay byte-identical.
CUDA_TILE_VERSION="$(sed -n 's/^cuda-tile==//p' "$(dirname "$0")/../test/kernels/requirements.txt" 2>/dev/null || true)"
if [ -z "${SKIP_PRODUCER:-}" ] && ! python3 -c 'import cuda.tile' >/dev/null 2>&1; then
  echo "setup: pip install cuda-tile${CUDA_TILE_VERSION:+==$CUDA_TILE_VERSION}"
  python3 -m pip install -q "cuda-tile${CUDA_TILE_VERSION:+==$CUDA_TILE_VERSION}" \
    || python3 -m pip install -q --break-system-packages "cuda-tile${CUDA_TILE_VERSION:+==$CUDA_TILE_VERSION}"
fi
