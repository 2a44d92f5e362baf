// --verify-each / CUTILE_VERIFY_EACH=1: the verifier after every pass (and on the input, which
// must be tile-stage IR); the output is the same with or without it.
// RUN: CUTILE_VERIFY_EACH=0 cutile compile --gpu-name sm_90a %s --emit ptx -o %t.off.ptx
// RUN: CUTILE_VERIFY_EACH=0 cutile compile --gpu-name sm_90a %s --emit ptx --verify-each -o %t.on.ptx
// RUN: CUTILE_VERIFY_EACH=1 cutile compile --gpu-name sm_90a %s --emit ptx -o %t.env.ptx
// RUN: cmp %t.off.ptx %t.on.ptx && cmp %t.off.ptx %t.env.ptx
// RUN: (CUTILE_VERIFY_EACH=yes cutile compile --gpu-name sm_90a %s --emit ptx || echo "exit $?") 2>&1 | FileCheck %s --check-prefix=BADENV
// BADENV: cutile: invalid environment variable value: CUTILE_VERIFY_EACH=yes: expected 0 or 1
// BADENV-NEXT: exit 51
//
// A `barrier` is an op of the mem stage (lower-views makes them): the verifier and the compiler
// accept it in text input, but not as the input of the tile stage.
// RUN: sed '/^ *"cuda_tile.return"/i "cuda_tile.barrier"() : () -> ()' %s > %t.mem.mlir
// RUN: CUTILE_VERIFY_EACH=0 cutile compile --gpu-name sm_90a %t.mem.mlir --emit ptx | FileCheck %s --check-prefix=NOCHECK
// NOCHECK: bar.sync 0;
// RUN: (cutile compile --gpu-name sm_90a %t.mem.mlir --emit ptx --verify-each || echo "exit $?") 2>&1 | FileCheck %s --check-prefix=INPUT
// INPUT: cutile: IR verification failed: compile input: entry 'scale', op #{{[0-9]+}} 'cuda_tile.barrier': is an op of the mem stage, in IR of the tile stage
// INPUT-NEXT: exit 20
//
// The lowered accesses keep their orderings, which the mem stage's rules allow.
// RUN: cutile compile --gpu-name sm_80 %s --emit sched --verify-each | FileCheck %s --check-prefix=SCHED
// SCHED: "cuda_tile.tiled_load"{{.*}}memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<acquire>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "scale", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f32>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %ta = "cuda_tile.make_tensor_view"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64xf32, strides=[1]>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<64xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xf32, strides=[1]>, dim_map=[0]>
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %x, %t1 = "cuda_tile.load_view_tko"(%pa, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<acquire>, memory_scope = #cuda_tile.memory_scope<device>, inbounds = array<i1: true>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64xf32>, !cuda_tile.token)
    %y = "cuda_tile.addf"(%x, %x) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<64xf32>, !cuda_tile.tile<64xf32>) -> !cuda_tile.tile<64xf32>
    %t2 = "cuda_tile.store_view_tko"(%y, %pa, %zero, %t1) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: true>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<64xf32>, !cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %t3 = "cuda_tile.print_tko"(%zero, %t2) <{str = "done %d\0A", operandSegmentSizes = array<i32: 1, 1>}> : (!cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.4"} : () -> ()
