#!/bin/sh
# run.sh SOURCE_DIR BUILD_DIR — libcutile_rt consumed as an application would: installs the
# built tree BUILD_DIR to a temporary prefix, then builds and runs test/consume/consumer.c
# three ways: find_package(cutile_rt CONFIG), pkg-config, and add_subdirectory(SOURCE_DIR).
# The subproject build compiles the library again (at -O0, the library target alone).
set -eu
src=$(cd "$1" && pwd)
build=$(cd "$2" && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/cutile-consume.XXXXXX")
trap 'rm -rf "$work"' EXIT
prefix="$work/prefix"
kernel="$src/samples/vector_add/vector_add.cutile"

step() { echo "== $*"; }

step "install to $prefix"
cmake --install "$build" --prefix "$prefix" >"$work/install.log" || { cat "$work/install.log"; exit 1; }
for f in include/cutile_rt.h bin/cutile; do
  [ -e "$prefix/$f" ] || { echo "not installed: $f"; exit 1; }
done
libdir=$(dirname "$(find "$prefix" -name libcutile_rt.so.0 | head -n 1)")
[ -n "$libdir" ] && [ -L "$libdir/libcutile_rt.so" ] && [ -L "$libdir/libcutile_rt.so.0" ] ||
  { echo "libcutile_rt.so and its SONAME link are not installed"; exit 1; }
"$prefix/bin/cutile" --version

step "find_package(cutile_rt CONFIG)"
cmake -S "$src/test/consume" -B "$work/package" -DCMAKE_PREFIX_PATH="$prefix" >/dev/null
cmake --build "$work/package" >/dev/null
"$work/package/consumer" "$kernel" "$work/entries" | tee "$work/package.out"
# The entry the shared library built is the one the installed tool's bundle holds.
key=$(sed -n 's/^key //p' "$work/package.out")
if [ -n "$key" ]; then
  "$prefix/bin/cutile" bundle -o "$work/bundle" --gpu-name sm_80 "$kernel" >/dev/null
  [ -f "$work/bundle/$key.entry" ] ||
    { echo "cutile bundle made another key than the library:"; ls "$work/bundle"; exit 1; }
  echo "the library's entry $key is the bundle's"
fi

step "pkg-config cutile_rt"
export PKG_CONFIG_PATH="$libdir/pkgconfig"
[ "$(pkg-config --modversion cutile_rt)" = "$("$prefix/bin/cutile" --version | sed -n 's/^cutile //p')" ] ||
  { echo "pkg-config version differs from the tool's"; exit 1; }
# shellcheck disable=SC2046
${CC:-cc} -o "$work/consumer-pc" "$src/test/consume/consumer.c" $(pkg-config --cflags --libs cutile_rt) \
  -Wl,-rpath,"$(pkg-config --variable=libdir cutile_rt)"
"$work/consumer-pc" "$kernel"

# The README's complete program, as written there, against the installed library and the CUDA
# driver API (linked with the toolkit's stub libcuda where the driver is absent); run where a
# GPU is, with a private cache directory.
cuda_inc=${CUDA_HOME:-/usr/local/cuda}/include
if [ -f "$cuda_inc/cuda.h" ]; then
  step "the README's example"
  sed -n '/<!-- readme-example:begin/,/<!-- readme-example:end/p' "$src/README.md" |
    sed '1,2d;$d' | sed '$d' >"$work/vadd.c"
  stubs=
  for d in "${CUDA_HOME:-/usr/local/cuda}/lib64/stubs" "${CUDA_HOME:-/usr/local/cuda}/lib/stubs"; do
    [ -f "$d/libcuda.so" ] && { stubs="-L$d"; break; }
  done
  # shellcheck disable=SC2046,SC2086
  ${CC:-cc} -std=c11 -Wall -Werror -o "$work/vadd" "$work/vadd.c" $(pkg-config --cflags --libs cutile_rt) \
    -Wl,-rpath,"$(pkg-config --variable=libdir cutile_rt)" -I"$cuda_inc" $stubs -lcuda
  rc=0
  CUTILE_CACHE_DIR="$work/cache" "$work/vadd" "$kernel" >"$work/vadd.out" 2>&1 || rc=$?
  cat "$work/vadd.out"
  if grep -q "^1000003 sums, 0 wrong$" "$work/vadd.out" && [ $rc -eq 0 ]; then
    echo "the README's example ran"
  elif [ $rc -eq 127 ] || grep -q "cuInit(0): CUDA error 100\|libcuda.so.1" "$work/vadd.out"; then
    echo "the README's example compiled; not run: no CUDA driver or GPU here"
  else
    echo "the README's example failed"; exit 1
  fi
fi

step "add_subdirectory(libcutile_rt)"
cmake -S "$src/test/consume" -B "$work/subproject" -DCUTILE_SOURCE_DIR="$src" \
  -DCMAKE_BUILD_TYPE=Debug -DCUTILE_BUILD_TOOL=OFF \
  ${XXHASH_INCLUDE_DIR:+-DXXHASH_INCLUDE_DIR="$XXHASH_INCLUDE_DIR" -DXXHASH_LIBRARY="$XXHASH_LIBRARY"} >/dev/null
cmake --build "$work/subproject" -j "$(nproc 2>/dev/null || echo 2)" --target consumer >/dev/null
"$work/subproject/consumer" "$kernel"
echo "== consumed three ways"
