#!/usr/bin/env bash
# setup.sh [build|test] — installs what is missing, and says what it installs where.
#   build  what building needs: cmake, a C compiler, libxxhash-dev (Debian/Ubuntu packages,
#          apt-get, as root or through sudo).
#   test   (the default) also what the tests need: clang with libFuzzer and the sanitizer
#          runtimes, LLVM's FileCheck (packages), and the Python test tools pinned in
#          test/requirements.txt — cuda-tile (the real producer, to re-export test/kernels and
#          check test/data for drift), nvdisasm (SASS checks), pytest (the plugin for
#          NVIDIA's cuTile Python suite) and numpy (the PTX simulator's MMA cases, sim.*) —
#          in a virtual environment, build/venv (CUTILE_VENV moves it), never in the system's
#          Python. The environment sees the system's packages, so a pinned tool installed there
#          already is used as it is; the build finds the environment's python (CMakeLists.txt)
#          and `cutile` its nvdisasm (linked into build/venv/bin).
set -euo pipefail
cd "$(dirname "$0")/.."
what="${1:-test}"
case "$what" in build | test) ;; *) echo "usage: scripts/setup.sh [build|test]" >&2; exit 2 ;; esac

need_pkgs=()
have() { command -v "$1" >/dev/null 2>&1; }
have cmake || need_pkgs+=(cmake)
have cc || need_pkgs+=(gcc)
[ -f /usr/include/xxhash.h ] || need_pkgs+=(libxxhash-dev)
if [ "$what" = test ]; then
  have clang || need_pkgs+=(clang)
  have python3 || need_pkgs+=(python3)
  { have python3 && python3 -c 'import ensurepip' 2>/dev/null; } || need_pkgs+=(python3-venv)
  { have FileCheck || [ -x /usr/lib/llvm-14/bin/FileCheck ] || ls /usr/lib/llvm-*/bin/FileCheck >/dev/null 2>&1; } \
    || need_pkgs+=(llvm-14-tools)
  # libFuzzer and the sanitizer runtimes ship with clang's runtime package.
  ls /usr/lib/llvm-*/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a >/dev/null 2>&1 \
    || need_pkgs+=(libclang-rt-14-dev)
fi

if [ ${#need_pkgs[@]} -gt 0 ]; then
  echo "setup: installing system packages with apt-get: ${need_pkgs[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need_pkgs[@]}"
fi
[ "$what" = build ] && exit 0

venv="${CUTILE_VENV:-$PWD/build/venv}"
py="$venv/bin/python3"
if [ ! -x "$py" ]; then
  echo "setup: creating the virtual environment $venv for the Python test tools"
  python3 -m venv --system-site-packages "$venv" || {
    echo "setup: python3 -m venv failed; on Debian/Ubuntu install python3-venv" >&2
    exit 1
  }
fi
missing=$("$py" - test/requirements.txt <<'PY'
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
  echo "setup: pip install into $venv (not the system's Python):" $missing
  "$py" -m pip install -q $missing
fi
# nvdisasm where PATH-less runs of `cutile` and the tests look (the pip package keeps it deep
# inside site-packages).
nvdisasm=$("$py" -c 'import glob, nvidia; print(*[p for r in nvidia.__path__ for p in glob.glob(r + "/*/bin/nvdisasm")][:1])' 2>/dev/null || true)
[ -n "$nvdisasm" ] && ln -sf "$nvdisasm" "$venv/bin/nvdisasm"
echo "setup: Python test tools in $venv ($("$py" -c 'import cuda.tile as ct; print("cuda-tile", ct.__version__)' 2>/dev/null || echo "cuda-tile missing"); nvdisasm: ${nvdisasm:-none}); activate with: . $venv/bin/activate"
