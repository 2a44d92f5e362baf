#!/bin/sh
# run.sh — a minimal lit: runs the `RUN:` lines of one test file, in order.
#
#   sh test/lit/run.sh FILE      (environment: CUTILE, FILECHECK)
#
# Substitutions, as in LLVM's lit: %s → FILE, %t → a scratch path for this test, the command
# words `cutile` → $CUTILE and `FileCheck` → $FILECHECK. A line ending in '\' continues on the
# next RUN: line. Each line runs in bash with pipefail, so a failure anywhere in a pipeline
# fails the test; the first failing line ends the test with exit status 1.
set -u
file=${1:?usage: run.sh FILE}
: "${CUTILE:?CUTILE must name the cutile binary}"
: "${FILECHECK:?FILECHECK must name FileCheck}"
[ -x "$CUTILE" ] || { echo "run.sh: CUTILE=$CUTILE is not executable" >&2; exit 1; }
[ -x "$FILECHECK" ] || { echo "run.sh: FILECHECK=$FILECHECK is not executable" >&2; exit 1; }

tmpdir=$(mktemp -d) || exit 1
trap 'rm -rf "$tmpdir"' EXIT INT TERM
tmp="$tmpdir/$(basename "$file")"

# The RUN: lines, continuations joined, one command per output line.
commands=$(sed -n 's/^.*RUN:[[:space:]]*//p' "$file" | sed -e ':a' -e '/\\$/{N;s/\\\n/ /;ba' -e '}')
[ -n "$commands" ] || { echo "run.sh: no RUN: lines in $file" >&2; exit 1; }

status=0
echo "$commands" | {
    while IFS= read -r cmd; do
        # command words first (only where a command starts), then the path substitutions
        cmd=$(printf '%s\n' "$cmd" | sed -E \
            -e "s#(^|[[:space:]|;&(])cutile([[:space:]]|$)#\1$CUTILE\2#g" \
            -e "s#(^|[[:space:]|;&(])FileCheck([[:space:]]|$)#\1$FILECHECK\2#g" \
            -e "s#%s#$file#g" -e "s#%t#$tmp#g")
        echo "RUN: $cmd"
        if ! bash -o pipefail -c "$cmd"; then
            echo "run.sh: FAILED: $cmd" >&2
            exit 1
        fi
    done
} || status=1
exit $status
