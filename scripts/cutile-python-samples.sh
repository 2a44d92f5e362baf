#!/bin/sh
# cutile-python-samples.sh — NVIDIA's cuTile Python samples on libcutile_rt (GPU machine).
#
#   scripts/cutile-python-samples.sh CUTILE_PYTHON_SAMPLES_DIR LIB OUT
#
# Runs each sample of CUTILE_PYTHON_SAMPLES_DIR (a checkout's samples/: VectorAddition.py,
# MatMul.py, AttentionFMHA.py, MoE.py, …) as its own test_samples.py does — a process per
# sample, `--correctness-check`, 300 s — with every ct.launch sent through LIB: a
# sitecustomize.py made here imports test/cutile_python/cutile_rt_pytest.py (the suite's
# plugin), whose import installs the launch hook. A sample passes when it exits 0 and prints
# no "An unexpected error occurred" (test_samples.py's two conditions); the samples' own
# assertions against torch judge the results, and a sample that skips itself (hardware it
# needs, e.g. Blackwell) prints why and exits 0. Logs in OUT/<sample>.txt, the table printed.
# Needs torch, pytest (the plugin imports it) and the cuda-tile package; no tileiras.
set -eu
samples=${1:?usage: cutile-python-samples.sh SAMPLES_DIR LIB OUT}
lib=${2:?LIB}
out=${3:?OUT}
here=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$out"
out=$(cd "$out" && pwd)
site=$(mktemp -d)
trap 'rm -rf "$site"' EXIT
echo "import cutile_rt_pytest  # noqa: F401 (installs ct.launch through libcutile_rt)" \
    > "$site/sitecustomize.py"
CUTILE_LIB="$(cd "$(dirname "$lib")" && pwd)/$(basename "$lib")"
export CUTILE_LIB
export PYTHONPATH="$site:$here/test/cutile_python:$here/bench${PYTHONPATH:+:$PYTHONPATH}"
cd "$samples"
pass=0 fail=0
for s in ./*.py; do
    s=${s#./}
    case "$s" in test_samples.py | __init__.py) continue ;; esac
    rc=0
    timeout 300 python3 -u "$s" --correctness-check > "$out/$s.txt" 2>&1 || rc=$?
    if [ "$rc" -eq 0 ] && ! grep -q "An unexpected error occurred" "$out/$s.txt"; then
        verdict=passed pass=$((pass + 1))
    else
        verdict="FAILED (exit $rc)" fail=$((fail + 1))
    fi
    printf '%-24s %s; %s\n' "$s" "$verdict" \
        "$(grep -c 'Correctness check passed' "$out/$s.txt" || true) correctness checks passed"
done
echo "samples: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
