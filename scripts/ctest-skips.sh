#!/bin/sh
# ctest-skips.sh BUILD_DIR — after a ctest run in BUILD_DIR: every "SKIPPED: <why>" line a test
# printed (a skipped test, or a part of one), with the test's name. ctest itself only counts
# skips; this says why.
log="$1/Testing/Temporary/LastTest.log"
[ -f "$log" ] || exit 0
awk '/^[0-9]+\/[0-9]+ Testing: / { name = $3 } /SKIPPED/ { print "skipped: " name ": " $0 }' "$log"
