#!/usr/bin/env bash
# tileiras-setup.sh — installs NVIDIA's Tile IR compiler (tileiras 13.4), a test-time tool for the
# differential harness (test/diff/), into ${TILEIRAS_DIR:-build/tileiras}: the wheels of
# nvidia-cuda-tileiras, nvidia-cuda-nvcc (its ptxas) and nvidia-nvvm (libnvvm, libdevice), all
# 13.4.92, unpacked into one tree (bin/, lib/, nvvm/). Idempotent: does nothing when the tree is
# complete. The library never needs it. Run it through scripts/tileiras (the wrapper), which
# hides the system CUDA: with another toolkit visible tileiras fails to compile anything.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
dir="${TILEIRAS_DIR:-$root/build/tileiras}"
version=13.4.92
stamp="$dir/.installed-$version"
[ -f "$stamp" ] && [ -x "$dir/bin/tileiras" ] && exit 0
wheels="$dir/.wheels"
mkdir -p "$wheels"
python3 -m pip download -q --no-deps --only-binary=:all: -d "$wheels" \
  "nvidia-cuda-tileiras==$version" "nvidia-cuda-nvcc==$version" "nvidia-nvvm==$version"
tmp="$dir/.unpack"
rm -rf "$tmp" && mkdir -p "$tmp"
for w in "$wheels"/*.whl; do
  python3 -m zipfile -e "$w" "$tmp"
done
# Every wheel puts its tree under nvidia/cu13/; merge them.
rm -rf "$dir/bin" "$dir/lib" "$dir/nvvm"
cp -a "$tmp/nvidia/cu13/bin" "$tmp/nvidia/cu13/lib" "$tmp/nvidia/cu13/nvvm" "$dir/"
rm -rf "$tmp"
chmod +x "$dir"/bin/* "$dir"/nvvm/bin/*
"$root/scripts/tileiras" --version >/dev/null
touch "$stamp"
echo "tileiras $version installed in $dir"
