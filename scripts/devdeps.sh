# devdeps.sh — sourced from the repository root by the scripts that build on a device machine.
# The device image has no libxxhash headers: where .devdeps/ carries them (made by
# `scripts/device-check.sh --prepare`), sets xx to the cmake options that name them and puts the
# library on LD_LIBRARY_PATH; elsewhere leaves xx empty (the system's xxhash).
xx=()
if [ -f .devdeps/xxhash.h ]; then
  xx=(-DXXHASH_INCLUDE_DIR="$PWD/.devdeps" -DXXHASH_LIBRARY="$PWD/.devdeps/libxxhash.so")
  export LD_LIBRARY_PATH="$PWD/.devdeps${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
fi
