// mmaf_scaled (block-scaled MMA, ops.md §3.11; sm_100+ in cuTile) has no lowering on any target
// yet: lower-dots refuses it by name (CUTILE_ERROR_NOT_SUPPORTED, exit 3) before anything tries
// to load its f8E8M0FNU scales.
// RUN: (cutile compile --gpu-name sm_90a %s --emit ptx || echo "exit $?") 2>&1 | FileCheck %s
// RUN: (cutile compile --gpu-name sm_100a %s --emit ptx || echo "exit $?") 2>&1 | FileCheck %s
// CHECK: cutile: not supported yet: cuda_tile.mmaf_scaled in kernel scaled: block-scaled mma (mmaf_scaled, sm_100+ in cuTile) is not implemented on any target yet
// CHECK-NEXT: exit 3
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "scaled", function_type = (!cuda_tile.tile<ptr<f8E4M3FN>>, !cuda_tile.tile<ptr<f8E8M0FNU>>, !cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f8E4M3FN>>, %s: !cuda_tile.tile<ptr<f8E8M0FNU>>, %c: !cuda_tile.tile<ptr<f32>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %ta = "cuda_tile.make_tensor_view"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tensor_view<64x64xf8E4M3FN, strides=[64,1]>
    %ts = "cuda_tile.make_tensor_view"(%s) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E8M0FNU>>) -> !cuda_tile.tensor_view<64x2xf8E8M0FNU, strides=[2,1]>
    %tc = "cuda_tile.make_tensor_view"(%c) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<64x64xf8E4M3FN, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(64x64), tensor_view<64x64xf8E4M3FN, strides=[64,1]>, dim_map=[0, 1]>
    %ps = "cuda_tile.make_partition_view"(%ts) : (!cuda_tile.tensor_view<64x2xf8E8M0FNU, strides=[2,1]>) -> !cuda_tile.partition_view<tile=(64x2), tensor_view<64x2xf8E8M0FNU, strides=[2,1]>, dim_map=[0, 1]>
    %pc = "cuda_tile.make_partition_view"(%tc) : (!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0, 1]>
    %va, %ka = "cuda_tile.load_view_tko"(%pa, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x64), tensor_view<64x64xf8E4M3FN, strides=[64,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x64xf8E4M3FN>, !cuda_tile.token)
    %vs, %ks = "cuda_tile.load_view_tko"(%ps, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x2), tensor_view<64x2xf8E8M0FNU, strides=[2,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x2xf8E8M0FNU>, !cuda_tile.token)
    %vb = "cuda_tile.permute"(%va) <{permutation = array<i32: 1, 0>}> : (!cuda_tile.tile<64x64xf8E4M3FN>) -> !cuda_tile.tile<64x64xf8E4M3FN>
    %sb = "cuda_tile.reshape"(%vs) : (!cuda_tile.tile<64x2xf8E8M0FNU>) -> !cuda_tile.tile<2x64xf8E8M0FNU>
    %z = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<64x64xf32>}> : () -> !cuda_tile.tile<64x64xf32>
    %r = "cuda_tile.mmaf_scaled"(%va, %vb, %z, %vs, %sb) : (!cuda_tile.tile<64x64xf8E4M3FN>, !cuda_tile.tile<64x64xf8E4M3FN>, !cuda_tile.tile<64x64xf32>, !cuda_tile.tile<64x2xf8E8M0FNU>, !cuda_tile.tile<2x64xf8E8M0FNU>) -> !cuda_tile.tile<64x64xf32>
    %kc = "cuda_tile.store_view_tko"(%r, %pc, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<64x64xf32>, !cuda_tile.partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
