// `cutile compile` as the debugging view (issue 8): the pass list, dumps with their headers and
// source locations, every text stage, pass timing, --lineinfo's .file/.loc naming the Python
// file of the export, compiler errors with the op's Python file:line, bad flags, and `cutile
// lower` (the old name: dumps on stdout).
//
// RUN: cutile compile --list-passes | FileCheck %s --check-prefix=PASSES
// PASSES: canonicalize tile -> tile (skipped at -O0)
// PASSES: assume-propagation tile -> tile
// PASSES-NOT: skipped
// PASSES: lower-views tile -> mem
// PASSES: assign-layouts mem -> sched
// PASSES-NEXT: hoist-converts sched -> sched
// PASSES-NEXT: pipeline-loops sched -> sched (skipped at -O0)
// PASSES-NEXT: hoist-loads sched -> sched (skipped at -O0)
// PASSES-NEXT: emit-ptx sched -> ptx
//
// RUN: cutile compile --gpu-name sm_90a test/data/softmax_row_f32.v13_3.cutile --emit ptx -o %t.ptx \
// RUN:   --print-before=fold,lower-views,emit-ptx --print-after=lower-views 2>&1 | FileCheck %s --check-prefix=DUMPS
// DUMPS: // ----- IR Dump Before fold (tile) ----- //
// DUMPS-NEXT: #di1 = #cuda_tile.di_file<name = "softmax.py", directory = "test/kernels">
// DUMPS: #di{{[0-9]+}} = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/softmax.py", line = 16, column = 8>
// DUMPS: "cuda_tile.load_view_tko"{{.*}} loc(#di{{[0-9]+}})
// DUMPS: // ----- IR Dump Before lower-views (tile) ----- //
// DUMPS: "cuda_tile.load_view_tko"
// DUMPS: // ----- IR Dump After lower-views (tile) ----- //
// DUMPS-NOT: load_view_tko
// DUMPS: "cuda_tile.tiled_load"{{.*}} loc(#di{{[0-9]+}})
// DUMPS: // ----- IR Dump Before emit-ptx (sched) ----- //
// DUMPS: "cuda_tile.tiled_load"{{.*}}layout = {{.*}} loc(#di{{[0-9]+}})
// DUMPS-NOT: IR Dump
// RUN: FileCheck %s --check-prefix=PTXFILE < %t.ptx
// PTXFILE: .visible .entry softmax_row_
//
// Each stage on its own; -o - is stdout.
// RUN: cutile compile --gpu-name sm_90a test/data/softmax_row_f32.v13_3.cutile --emit tile | FileCheck %s --check-prefix=TILE
// TILE: "cuda_tile.load_view_tko"
// TILE: "cuda_tile.reduce"
// RUN: cutile compile --gpu-name sm_90a test/data/softmax_row_f32.v13_3.cutile --emit mem -o - | FileCheck %s --check-prefix=MEM
// MEM-NOT: load_view_tko
// MEM: "cuda_tile.tiled_load"
// MEM-NOT: layout =
// RUN: cutile compile --gpu-name sm_90a test/data/softmax_row_f32.v13_3.cutile --emit sched | FileCheck %s --check-prefix=SCHED
// SCHED: "cuda_tile.tiled_load"{{.*}}layout =
// RUN: cutile compile --gpu-name sm_80 test/data/softmax_row_f32.v13_3.cutile --emit ptx | FileCheck %s --check-prefix=PTX
// PTX: .target sm_80
// PTX: .visible .entry softmax_row_
//
// RUN: cutile compile --gpu-name sm_90a test/data/softmax_row_f32.v13_3.cutile --emit ptx --time-passes 2>&1 >/dev/null | FileCheck %s --check-prefix=TIME
// TIME: // ----- Pass timing ----- //
// TIME-NEXT: // {{ *[0-9]+\.[0-9][0-9][0-9]}} ms canonicalize (tile)
// TIME: // {{ *[0-9]+\.[0-9][0-9][0-9]}} ms emit-ptx (sched)
// TIME-NEXT: // {{ *[0-9]+\.[0-9][0-9][0-9]}} ms total
//
// -O0 skips the optional cleanups; --device-debug is -O0 with line info.
// RUN: cutile compile --gpu-name sm_90a test/data/vec_add_gather_f32.v13_3.cutile --emit ptx -O0 --print-before-all 2>&1 | FileCheck %s --check-prefix=O0
// RUN: cutile compile --gpu-name sm_90a test/data/vec_add_gather_f32.v13_3.cutile --emit ptx -O3 --device-debug --print-before-all 2>&1 | FileCheck %s --check-prefix=DD
// O0-NOT: Before canonicalize
// O0-NOT: Before fold
// O0: // ----- IR Dump Before assume-propagation (tile) ----- //
// O0: // ----- IR Dump Before emit-ptx (sched) ----- //
// O0: .visible .entry vec_add_gather_
// DD-NOT: Before canonicalize
// DD: // ----- IR Dump Before assume-propagation (tile) ----- //
// DD: .file 1 "test/kernels/vector_add.py"
// DD: .loc 1 37 11
//
// --lineinfo: the export's Python file and lines, from its debug section.
// RUN: cutile compile --gpu-name sm_90a test/data/vec_add_gather_f32.v13_3.cutile --emit ptx --lineinfo | FileCheck %s --check-prefix=LINES
// LINES: .file 1 "test/kernels/vector_add.py"
// LINES: .visible .entry vec_add_gather_
// LINES: .loc 1 37 11
// LINES: .loc 1 38 8
// RUN: cutile compile --gpu-name sm_90a test/data/softmax_row_f32.v13_3.cutile --emit ptx --lineinfo | FileCheck %s --check-prefix=SOFTMAX-LINES
// SOFTMAX-LINES: .file 1 "test/kernels/softmax.py"
// SOFTMAX-LINES: .loc 1 16 8
// SOFTMAX-LINES: .loc 1 21 4
// An op made inside one of cuTile's own functions (astype, in cuTile's _stub.py) is given the
// kernel's line that called it: the export's call site, caller side.
// RUN: cutile compile --gpu-name sm_90a test/data/moe_gemm_bf16.v13_3.cutile --emit ptx --lineinfo | FileCheck %s --check-prefix=CALLS
// CALLS: .file 1 "test/kernels/fused_moe.py"
// CALLS-NOT: .file
// CALLS: .loc 1 57 52
// CALLS-NEXT: cvt.rn.bf16.f32
// CALLS-NOT: .loc 2
// RUN: cutile compile --gpu-name sm_90a test/data/vec_add_gather_f32.v13_3.cutile --emit ptx | FileCheck %s --check-prefix=NOLINES
// NOLINES-NOT: .file
// NOLINES: .visible .entry
// NOLINES-NOT: .loc
//
// The compiler's errors carry the Python line of the op (this module's debug info).
// RUN: (cutile compile --gpu-name sm_90a %s --emit ptx || echo "exit $?") 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: cutile: not supported yet: test/kernels/unsupported.py:7: cuda_tile.unpack in kernel bits: pack/unpack of i1
// ERR-NEXT: exit 3
//
// Bad flags: usage (exit 1); an unknown pass names itself.
// RUN: (cutile compile --gpu-name sm_90a %s --emit ptx --print-after=nosuch || echo "exit $?") 2>&1 | FileCheck %s --check-prefix=BADPASS
// BADPASS: cutile: invalid argument: print-after: unknown pass 'nosuch'
// BADPASS-NEXT: exit 1
// RUN: (cutile compile --gpu-name sm_90a %s --emit bin || echo "exit $?") 2>&1 | FileCheck %s --check-prefix=USAGE
// RUN: (cutile compile --gpu-name sm_90a %s || echo "exit $?") 2>&1 | FileCheck %s --check-prefix=USAGE
// RUN: (cutile compile --gpu-name sm_90a %s --num-warps 3 --emit ptx || echo "exit $?") 2>&1 | FileCheck %s --check-prefix=USAGE
// RUN: (cutile compile --emit ptx %s || echo "exit $?") 2>&1 | FileCheck %s --check-prefix=USAGE
// USAGE: usage:
// USAGE: exit 1
//
// Knobs with their values and where they came from; a malformed one is refused by name.
// RUN: env -u CUTILE_ALWAYS_SWIZZLE -u CUTILE_PREFER_TMA -u TILEIR_PREFER_TMA_FOR_LOAD_STORE \
// RUN:   -u CUTILE_DELAY_TMA_STORE_WAIT -u TILEIR_DELAY_TMA_STORE_WAIT -u CUTILE_DUMP_DIR \
// RUN:   TILEIR_ALWAYS_SWIZZLE=1 CUTILE_PRINT_AFTER_ALL=0 cutile compile --list-knobs | FileCheck %s --check-prefix=KNOBS
// KNOBS: always_swizzle 1 (TILEIR_ALWAYS_SWIZZLE=1)
// KNOBS-NEXT: prefer_tma default (default: CUTILE_PREFER_TMA and TILEIR_PREFER_TMA_FOR_LOAD_STORE unset)
// KNOBS-NEXT: delay_tma_store_wait default (default: CUTILE_DELAY_TMA_STORE_WAIT and TILEIR_DELAY_TMA_STORE_WAIT unset)
// KNOBS: CUTILE_PRINT_AFTER_ALL 0
// KNOBS-NEXT: CUTILE_DUMP_DIR (unset)
// RUN: (env CUTILE_DELAY_TMA_STORE_WAIT=on cutile compile --list-knobs || echo "exit $?") 2>&1 | FileCheck %s --check-prefix=BADKNOB
// RUN: (env CUTILE_DELAY_TMA_STORE_WAIT=on cutile compile --gpu-name sm_90a %s --emit tile || echo "exit $?") 2>&1 | FileCheck %s --check-prefix=BADKNOB
// BADKNOB: cutile: invalid environment variable value: CUTILE_DELAY_TMA_STORE_WAIT=on: expected 0 or 1
// BADKNOB-NEXT: exit 51
//
// The old name: sm_90a and PTX by default, dumps on stdout ahead of the output.
// RUN: cutile lower test/data/vec_add_gather_f32.v13_3.cutile --print-before=fold | FileCheck %s --check-prefix=ALIAS
// ALIAS: // ----- IR Dump Before fold (tile) ----- //
// ALIAS: .target sm_90a
// ALIAS: .visible .entry vec_add_gather_
#di1 = #cuda_tile.di_file<name = "unsupported.py", directory = "test/kernels">
#di2 = #cuda_tile.di_compile_unit<file = #di1>
#di3 = #cuda_tile.di_subprogram<file = #di1, line = 3, name = "k", linkage_name = "bits", compile_unit = #di2, scope_line = 3>
#di4 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/unsupported.py", line = 3, column = 0>
#di5 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/unsupported.py", line = 7, column = 8>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "bits", function_type = (!cuda_tile.tile<ptr<i8>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<i8>>):
    %ta = "cuda_tile.make_tensor_view"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i8>>) -> !cuda_tile.tensor_view<8xi8, strides=[1]>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<8xi8, strides=[1]>) -> !cuda_tile.partition_view<tile=(8), !cuda_tile.tensor_view<8xi8, strides=[1]>, dim_map=[0]>
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %x, %t1 = "cuda_tile.load_view_tko"(%pa, %zero) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(8), !cuda_tile.tensor_view<8xi8, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<8xi8>, !cuda_tile.token)
    %t = "cuda_tile.unpack"(%x) : (!cuda_tile.tile<8xi8>) -> !cuda_tile.tile<64xi1> loc(#di5)
    %y = "cuda_tile.pack"(%t) : (!cuda_tile.tile<64xi1>) -> !cuda_tile.tile<8xi8>
    %t2 = "cuda_tile.store_view_tko"(%y, %pa, %zero) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<8xi8>, !cuda_tile.partition_view<tile=(8), !cuda_tile.tensor_view<8xi8, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> () loc(#di4)
}) : () -> ()
