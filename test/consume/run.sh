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

step "add_subdirectory(libcutile_rt)"
cmake -S "$src/test/consume" -B "$work/subproject" -DCUTILE_SOURCE_DIR="$src" \
  -DCMAKE_BUILD_TYPE=Debug -DCUTILE_BUILD_TOOL=OFF >/dev/null
cmake --build "$work/subproject" -j "$(nproc 2>/dev/null || echo 2)" --target consumer >/dev/null
"$work/subproject/consumer" "$kernel"
echo "== consumed three ways"
