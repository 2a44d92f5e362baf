// A bf16 addf reduction needs red.add.noftz.bf16 (sm_90): refused below, with its reason.
// RUN: (cutile compile --gpu-name sm_80 %s --emit ptx || echo "exit $?") 2>&1 | FileCheck %s
// RUN: cutile compile --gpu-name sm_90a %s --emit ptx | FileCheck %s --check-prefix=SM90
// CHECK: cutile: not supported yet: cuda_tile.tiled_store in kernel red_bf16: bf16 atomic add below sm_90
// CHECK-NEXT: exit 3
// SM90: red.relaxed.gpu.global.add.noftz.bf16
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "red_bf16", function_type = (!cuda_tile.tile<ptr<bf16>>) -> ()}> ({
  ^bb0(%h: !cuda_tile.tile<ptr<bf16>>):
    %th = "cuda_tile.make_tensor_view"(%h) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<bf16>>) -> !cuda_tile.tensor_view<1024xbf16, strides=[1]>
    %bx, %by, %bz = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %ph = "cuda_tile.make_partition_view"(%th) : (!cuda_tile.tensor_view<1024xbf16, strides=[1]>) -> !cuda_tile.partition_view<tile=(128), tensor_view<1024xbf16, strides=[1]>, dim_map=[0]>
    %half = "cuda_tile.constant"() <{value = dense<0.5> : !cuda_tile.tile<128xbf16>}> : () -> !cuda_tile.tile<128xbf16>
    %t = "cuda_tile.atomic_red_view_tko"(%ph, %bx, %half) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<relaxed>, memory_scope = #cuda_tile.memory_scope<device>, mode = #cuda_tile.atomic_rmw_mode<addf>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(128), tensor_view<1024xbf16, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.tile<128xbf16>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
