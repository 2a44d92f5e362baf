#!/bin/sh
# cutile-python-tests.sh — NVIDIA's cuTile Python test suite on libcutile_rt (GPU machine).
#
#   scripts/cutile-python-tests.sh CUTILE_PYTHON_TEST_DIR LIB OUT [JOBS]
#
# Runs every test_*.py of CUTILE_PYTHON_TEST_DIR (a checkout's test/) with pytest and the
# plugin test/cutile_python/cutile_rt_pytest.py, which sends ct.launch through LIB; one pytest
# per file, JOBS at a time (default 8), each log in OUT/<file>.txt, and the totals printed. The
# files that test NVIDIA's toolchain itself (its CLI, cache, tuner, bytecode writer, JAX
# bindings) are left out. Needs torch, pytest and the cuda-tile package; no tileiras.
set -eu
tests=${1:?usage: cutile-python-tests.sh TEST_DIR LIB OUT [JOBS]}
lib=${2:?LIB}
out=${3:?OUT}
jobs=${4:-8}
here=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$out"
out=$(cd "$out" && pwd)
skip='test_(jax|cli|cache|tune|bytecode|export_compat|compiler_options|ast_util|coroutine_util|calling_convention_guard|torch_backward)'
export CUTILE_LIB=$(cd "$(dirname "$lib")" && pwd)/$(basename "$lib")
export PYTHONPATH="$here/test/cutile_python:$here/bench${PYTHONPATH:+:$PYTHONPATH}"
cd "$tests"
ls test_*.py | grep -v -E "$skip" | xargs -P "$jobs" -I{} sh -c \
    "timeout 600 python3 -u -m pytest -v -rfEs --tb=short -p no:cacheprovider -p cutile_rt_pytest {} > '$out/{}.txt' 2>&1 || true"
tail -q -n1 "$out"/*.txt | grep -o '[0-9]* \(passed\|failed\|skipped\|error\|errors\|xfailed\)' |
    awk '{n[$2] += $1} END {for (k in n) printf "%s %d\n", k, n[k]}' | sort
