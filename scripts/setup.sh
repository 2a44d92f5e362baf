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

# Test tooling from PyPI, pinned in test/requirements.txt: the real producer (cuda-tile), to
# re-export test/kernels and check test/data for drift, and nvdisasm, to check SASS (the
# toolkit's own nvdisasm is used where it has one), and pytest, which the plugin for NVIDIA's
# cuTile Python suite imports (its host check, cutile_python.plugin). Installed only when
# missing.
if [ -z "${SKIP_PRODUCER:-}" ]; then
  req="$(dirname "$0")/../test/requirements.txt"
  missing=$(python3 - "$req" <<'PY'
import sys
from importlib import metadata
for line in open(sys.argv[1]):
    line = line.split("#")[0].strip()
    if not line:
        continue
    name, _, version = line.partition("==")
    try:
        if metadata.version(name) == version:
            continue
    except metadata.PackageNotFoundError:
        pass
    print(line)
PY
)
  if [ -n "$missing" ]; then
    echo "setup: pip install" $missing
    python3 -m pip install -q $missing || python3 -m pip install -q --break-system-packages $missing
  fi
fi
