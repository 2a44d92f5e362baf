#!/usr/bin/env bash
# gen-lowering-doc.sh — writes docs/lowering.md: one kernel followed from its bytecode to SASS,
# stage by stage, with the dumps `cutile compile` produces today. Nothing in the doc's code
# blocks is written by hand.
#
#   scripts/gen-lowering-doc.sh [--check] [CUTILE]     (CUTILE: default build/bin/cutile)
#
# --check regenerates into a temporary file and fails if docs/lowering.md differs (scripts/
# test.sh runs it: a change to the compiler's output must come with the regenerated doc).
#
# The SASS section needs nvJitLink and nvdisasm (PATH, $CUDA_HOME/bin, /usr/local/cuda/bin, or
# pip's nvidia-cuda-nvdisasm). The SASS depends on their versions, which the doc records; where
# they are missing or differ from the recorded ones, --check compares everything but that
# section, and says so.
set -euo pipefail
cd "$(dirname "$0")/.."
check=0
if [ "${1:-}" = --check ]; then check=1; shift; fi
CUTILE=${1:-build/bin/cutile}
[ -x "$CUTILE" ] || { echo "gen-lowering-doc: $CUTILE is not built" >&2; exit 1; }
DOC=docs/lowering.md
BC=test/data/softmax_row_f32.v13_3.cutile
PY=test/kernels/softmax.py
GPU=sm_90a

# nvdisasm from pip when the toolkit has none (the tool itself looks only where the toolkit is).
pip_nvdisasm() {
  python3 - <<'PY' 2>/dev/null || true
import glob, importlib.util
spec = importlib.util.find_spec("nvidia")
for root in (spec.submodule_search_locations if spec else []):
    for path in glob.glob(root + "/*/bin/nvdisasm"):
        print(path)
        raise SystemExit
PY
}
if ! command -v nvdisasm >/dev/null && ! [ -x "${CUDA_HOME:-/usr/local/cuda}/bin/nvdisasm" ] &&
   ! [ -x /usr/local/cuda/bin/nvdisasm ]; then
  pipbin=$(pip_nvdisasm)
  [ -n "$pipbin" ] && PATH="$(dirname "$pipbin"):$PATH"
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
compile() { "$CUTILE" compile --gpu-name "$GPU" "$BC" --no-cache "$@"; }
block() { printf '```%s\n' "$1"; cat; printf '```\n'; }

# The stages' text, each from its own run.
"$CUTILE" dis "$BC" >"$tmp/bytecode"
compile --emit tile >"$tmp/tile"
compile --emit mem >"$tmp/mem"
compile --emit sched >"$tmp/sched"
compile --emit ptx --lineinfo >"$tmp/ptx"
"$CUTILE" compile --list-passes >"$tmp/passes"
compile --emit ptx --print-after=fold --print-before=lower-views 2>"$tmp/fold" >/dev/null
if compile --emit sass --lineinfo >"$tmp/sass" 2>"$tmp/sass.err"; then
  disasm=$( (nvdisasm --version 2>/dev/null || true) | sed -n 's/.*release [0-9.]*, V//p')
  tools="$("$CUTILE" --version | sed -n 2p), ${disasm:+nvdisasm $disasm}"
  [ -n "$disasm" ] || tools="${tools}cuobjdump"
else
  tools="none"
  printf '(not generated: %s)\n' "$(cat "$tmp/sass.err")" >"$tmp/sass"
fi
first=$(( $(grep -n '^def softmax_row' "$PY" | cut -d: -f1) - 1 ))  # with its decorator
lines=$(sed -n "$first,/^\$/p" "$PY")

# Part 2: the MoE GEMM (tensor cores), excerpts around the dot.
MOE=test/data/moe_gemm_bf16.v13_3.cutile
MOE_PY=test/kernels/fused_moe.py
moe() { "$CUTILE" compile --gpu-name "$GPU" "$MOE" --no-cache "$@"; }
moe_first=$(( $(grep -n '^def moe_gemm' "$MOE_PY" | cut -d: -f1) - 1 ))
# from its decorator to the line before the next kernel's, without trailing blank lines
sed -n "$((moe_first + 1)),\$p" "$MOE_PY" | awk -v d="$(sed -n "${moe_first}p" "$MOE_PY")" '
  BEGIN { print d }
  /^@ct\.kernel/ { exit }
  { buf = buf $0 "\n"; if ($0 != "") { printf "%s", buf; buf = "" } }' \
  >"$tmp/moe.py"
KEY_OPS='cuda_tile\.(for|mmaf|dot|load_view_tko|load_ptr_tko|tiled_load|gather_load|'
KEY_OPS+='scatter_store|convert_layout)"'
moe --emit tile | grep -E "$KEY_OPS" >"$tmp/moe.tile"
moe --emit mem | grep -E "$KEY_OPS" >"$tmp/moe.mem"
moe --emit sched | grep -E "$KEY_OPS" >"$tmp/moe.sched"
moe --emit ptx --lineinfo >"$tmp/moe.ptx.full"
grep -E '^\.file' "$tmp/moe.ptx.full" >"$tmp/moe.ptx"
# the K loop's head (the wait for this iteration's stage, the copies of a later one) and the
# first tensor-core instructions, the rest elided
awk '{ line[NR] = $0 }
     /cp\.async\.wait_group|mbarrier\.try_wait/ && !head { head = NR }
     head && /cp\.async\.cg|cp\.async\.bulk\.tensor/ && !copy { copy = NR }
     /wgmma\.mma_async|mma\.sync/ && !first { first = NR }
     END { if (!head || !first) exit
           for (i = head - 2; i < head + 4; i++) print line[i]
           if (copy > head + 4) { printf "\t// … %d lines …\n", copy - head - 4; print line[copy] }
           start = first - 6 > copy + 1 ? first - 6 : copy + 1
           if (start > copy + 1) printf "\t// … %d lines …\n", start - copy - 1
           for (i = start; i < first + 2; i++) print line[i]
           for (i = first + 2; i <= NR && line[i] !~ /wait_group/; i++) n++
           if (n) printf "\t// … %d lines …\n", n
           print line[first + 2 + n] }' "$tmp/moe.ptx.full" >>"$tmp/moe.ptx"
# What the knobs do to this kernel's PTX today.
moe --emit ptx >"$tmp/moe.ptx.plain"
knobs=""
for k in TILEIR_ALWAYS_SWIZZLE TILEIR_PREFER_TMA_FOR_LOAD_STORE TILEIR_DELAY_TMA_STORE_WAIT; do
  if env "$k=1" "$CUTILE" compile --gpu-name "$GPU" "$MOE" --no-cache --emit ptx |
     cmp -s - "$tmp/moe.ptx.plain"; then effect="the same PTX as without it"
  else effect="different PTX"; fi
  knobs="$knobs- \`$k=1\`: $effect"$'\n'
done
if moe --emit sass --lineinfo >"$tmp/moe.sass.full" 2>/dev/null; then
  # each HMMA of the entry (not of its lone twin) with the line-table comment in force (when
  # it changed)
  awk '/^\/\/-+ \.text\./ { twin = index($0, "$lone") > 0 }
       twin { next }
       /\/\/## File/ { file = $0 }
       /HMMA|HGMMA/ { if (file != shown) print file; shown = file; print; n++ }
       n >= 8 { exit }' "$tmp/moe.sass.full" >"$tmp/moe.sass"
else
  echo "(not generated: see section 7)" >"$tmp/moe.sass"
fi

{
cat <<EOF
# From bytecode to SASS: one kernel, stage by stage

<!-- Generated by scripts/gen-lowering-doc.sh; do not edit. scripts/test.sh checks that it is
     up to date: after a change to the compiler's output, run the script and commit the doc. -->

This is what libcutile_rt does to a kernel, shown with the output of \`cutile compile\` at
each stage (the stages are listed by \`cutile compile --list-passes\`). The kernel is \`softmax_row\` from \`$PY\`, exported by
cuTile Python into \`$BC\`; the target is $GPU. Every block below is regenerated from the
current compiler, with the command that produces it, so you can run the same on any kernel.

Sections 0–7 follow \`softmax_row\` completely. Section 8 follows the MoE GEMM
(\`$MOE\`) through its tensor-core path — \`mmaf\` → \`dot\` → a K loop pipelined through
swizzled shared-memory stages → \`wgmma.mma_async\` → \`HGMMA\` — in excerpts.

## 0. The Python source

One tile block per row: load the row as a 1×1024 tile (lanes past the row's end read -inf),
take its max, exponentiate, sum, divide, store.

\`\`\`python
# $PY, from line $first
$lines
\`\`\`

## 1. Bytecode

\`cutile dis $BC\` prints the module as it was exported: \`cuda_tile\` ops in the generic MLIR
form, each with \`loc(#diN)\`, whose \`di_loc\` entries at the top name the Python file, line and
column. Those locations travel with every op through every stage below: the verifier's and the
compiler's errors quote them (\`test/kernels/softmax.py:16: cuda_tile.… in kernel …: …\`), every
dump prints them, and \`--lineinfo\` turns them into PTX \`.loc\` directives.

EOF
block mlir <"$tmp/bytecode"
cat <<EOF

## 2. The passes

\`cutile compile --list-passes\`: each pass with the stage of the IR it reads and leaves. Any of
them can be watched with \`--print-before=PASS\` / \`--print-after=PASS\` (comma-separated, or
\`--print-before-all\` / \`--print-after-all\`; the library does the same under
\`CUTILE_PRINT_BEFORE_ALL=1\` / \`CUTILE_PRINT_AFTER_ALL=1\`), and timed with \`--time-passes\`.

EOF
block text <"$tmp/passes"
cat <<EOF

Dumps go to stderr, each under a header naming the pass and the stage of its input. For
example, the first lines of \`--print-after=fold --print-before=lower-views\`:

EOF
grep -n 'IR Dump' "$tmp/fold" | cut -d: -f2- | block text
cat <<EOF

## 3. Tile stage, after the cleanups

\`cutile compile --gpu-name $GPU $BC --emit tile\`: the same ops after canonicalize, fold, CSE,
assume-propagation (what \`assume\` says about the arguments: alignment, divisibility, bounds)
and DCE. Views (\`make_tensor_view\`, \`make_partition_view\`) and token-ordered
\`load_view_tko\` / \`store_view_tko\` are still as cuTile wrote them; \`reduce\` carries its
combining region (\`maxf\`, \`addf\`).

EOF
block mlir <"$tmp/tile"
cat <<EOF

## 4. Memory stage

\`--emit mem\`, after lower-views: memory made explicit. Each view access became a
\`tiled_load\` / \`tiled_store\` carrying the whole view as a type (tile shape, tensor shape and
strides, padding value), what is known statically (\`inbounds\` per dimension, \`base_align\`,
\`stride_div\`, \`shape_div\` from the assumptions), and the index operands; tokens are gone.

EOF
block mlir <"$tmp/mem"
cat <<EOF

## 5. Schedule stage

\`--emit sched\`, after assign-layouts: the number of warps is fixed (the PTX says
\`.reqntid\`), and every tile value has a \`layout\`: which thread and which register of it holds
each element (a linear layout over register, lane and warp bits). The loads are laid out for
16-byte vector accesses; the reductions' layouts decide which elements combine in registers,
which through warp shuffles, and which through shared memory.

EOF
block mlir <"$tmp/sched"
cat <<EOF

## 6. PTX

\`--emit ptx --lineinfo\`: per-thread PTX with virtual registers (ptxas allocates them). With
\`--lineinfo\` the PTX names the Python file (\`.file\`) and puts a \`.loc FILE LINE COLUMN\`
before the instructions of each op, so ptxas' line table — and Nsight Compute, and
\`nvdisasm -g\` below — show Python lines. Note the row's max and sum: eight values per thread
combined in registers, then \`shfl.sync.bfly\` across the warp, then one value per warp
through \`ct_smem\` between two \`bar.sync\`. \`exp\` is a call of CUDA's \`expf\`
(\`ct_cm_expf\`: NVRTC's definition is spliced in at the end of the PTX, build/cuda_math.c), so
the results are torch's bit for bit; with \`CUTILE_CUDA_MATH=0\` it is the library's own f32 form.

EOF
block ptx <"$tmp/ptx"
cat <<EOF

## 7. SASS

\`--emit sass --lineinfo\`: the cubin nvJitLink built from that PTX, disassembled by nvdisasm
(\`-c -g\`: code only, with the line table as \`//## File …, line …\` comments). \`cutile
compile\` looks for nvdisasm (or cuobjdump) in PATH, \$CUDA_HOME/bin and /usr/local/cuda/bin and
says so when there is none; \`CUTILE_DUMP_DIR=DIR\` makes the library (and the tool) leave the
.tile.mlir, .mem.mlir, .sched.mlir, .ptx, .cubin and, where nvdisasm exists, .sass of every
compile in DIR.

<!-- sass:begin -->
Tools: $tools.

EOF
block sass <"$tmp/sass"
printf '<!-- sass:end -->\n'
cat <<EOF

## 8. Tensor cores: the MoE GEMM

\`moe_gemm\` from \`$MOE_PY\` (exported into \`$MOE\`): each tile block gathers the rows of
the tokens routed to one expert, multiplies them by that expert's weights in a K loop, and
scatters the result. The full dumps come from the same commands with \`$MOE\`; below are the
lines that carry the story.

\`\`\`python
EOF
cat "$tmp/moe.py"
cat <<EOF
\`\`\`

Tile stage (\`--emit tile\`): the K loop, the gather of A, the view load of W, and \`mmaf\`.

EOF
block mlir <"$tmp/moe.tile"
cat <<EOF

Memory stage (\`--emit mem\`): the loads became \`gather_load\` / \`tiled_load\`, and lower-dots
turned \`mmaf\` into \`dot\`, which names the instruction it will be (\`instr\`: the kind and
its m, n, k).

EOF
block mlir <"$tmp/moe.mem"
cat <<EOF

Schedule stage (\`--emit sched\`): operands of the dot get the register layouts the
instruction wants (a \`convert_layout\` where a load's layout differs); the accumulator keeps
its fragment layout through the loop and the epilogue's arithmetic, and is converted to the
scatter's coalesced layout only for the store. Index arithmetic that two users want in
different layouts (the block's row numbers: an iota plus the block offset) is recomputed in
the second layout rather than converted; values that come from a load (the gathered token
ids and the mask made from them) are converted.

EOF
block mlir <"$tmp/moe.sched"
cat <<EOF

PTX (\`--emit ptx --lineinfo\`): the \`.file\` table, then the K loop as pipeline-loops left
it (src/lower/pipeline_loops.c, src/codegen/ptx_pipe.c): at its head every thread waits until the
stage the oldest finished \`wgmma\` read is released, thread 0 issues the TMA box of W for an
iteration a few ahead into it and every thread its cp.async pieces of the gathered A rows,
whose completion arrives on the same mbarrier; then every thread waits until this iteration's
stage has landed and fences cp.async's writes against the async proxy — the loads of the body
are gone — and the dot reads the stage through shared-memory matrix descriptors, leaving one
group in flight. (The
export's debug info also names cuTile's own \`_stub.py\`, as the inside of calls such as
\`astype\`; their ops get the kernel's line that made the call.)

EOF
block ptx <"$tmp/moe.ptx"
cat <<EOF

The knobs, each set alone (\`cutile compile --list-knobs\` lists them; they are part of the cache key either way):

$knobs
<!-- sass:begin -->
SASS (\`--emit sass --lineinfo\`): the first tensor-core instructions (\`HGMMA\` on sm_90a),
under the Python line the line table gives them.

EOF
block sass <"$tmp/moe.sass"
printf '<!-- sass:end -->\n'
} >"$tmp/doc"

if [ "$check" = 0 ]; then
  mkdir -p docs
  cp "$tmp/doc" "$DOC"
  echo "gen-lowering-doc: wrote $DOC (SASS tools: $tools)"
  exit 0
fi
strip_sass() { sed '/^<!-- sass:begin -->$/,/^<!-- sass:end -->$/d' "$1"; }
committed_tools=$(sed -n 's/^Tools: \(.*\)\.$/\1/p' "$DOC" 2>/dev/null || true)
if [ "$tools" != none ] && [ "$tools" = "$committed_tools" ]; then
  diff -u "$DOC" "$tmp/doc" >"$tmp/diff" || {
    head -n 60 "$tmp/diff"
    echo "gen-lowering-doc: $DOC is out of date; run scripts/gen-lowering-doc.sh and commit it" >&2
    exit 1
  }
else
  diff -u <(strip_sass "$DOC") <(strip_sass "$tmp/doc") >"$tmp/diff" || {
    head -n 60 "$tmp/diff"
    echo "gen-lowering-doc: $DOC is out of date; run scripts/gen-lowering-doc.sh and commit it" >&2
    exit 1
  }
  echo "gen-lowering-doc: SASS section not compared (here: $tools; in the doc: $committed_tools)"
fi
echo "gen-lowering-doc: $DOC is up to date"
