// alloca is refused with its reason: pointers are accessed as global addresses, so shared-memory
// scratch would need generic addressing, and global scratch a buffer set up at launch.
// RUN: (cutile compile --gpu-name sm_90a %s --emit ptx || echo "exit $?") 2>&1 | FileCheck %s
// CHECK: cutile: not supported yet: cuda_tile.alloca in kernel scratch: alloca (pointers are global addresses; no scratch buffer is set up at launch)
// CHECK-NEXT: exit 3
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "scratch", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f32>>):
    %p = "cuda_tile.alloca"() <{num_elem = 64 : i64, alignment = 128 : i64}> : () -> !cuda_tile.tile<ptr<f32>>
    %v = "cuda_tile.constant"() <{value = dense<1.0> : !cuda_tile.tile<f32>}> : () -> !cuda_tile.tile<f32>
    %t = "cuda_tile.store_ptr_tko"(%p, %v) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<f32>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
