#!/usr/bin/env bash
# demo.sh — the main job from a fresh clone: installs what building needs (cmake, a C compiler,
# libxxhash-dev; nothing for the tests), builds, and runs the vector-add sample (reads,
# verifies and prints the bundled cuTile kernel; on a machine with a GPU it also launches it
# over a ragged length and checks the result against the CPU).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh build
cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build -j "$(nproc 2>/dev/null || echo 2)" --target sample_vector_add cutile
build/bin/sample_vector_add samples/vector_add/vector_add.cutile "$@"
