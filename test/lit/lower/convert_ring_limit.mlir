// convert_layout of a tile near what a block may opt into, counting the ring's 1024 bytes of
// alignment slack: 128·256·4 = 131072 bytes fit sm_80 (166912) and sm_90a (232448) through the
// dynamic region ct_ring in one pass, not sm_120a (101376), where the conversion moves in two
// passes of 64 KiB (convert_passes.mlir). (convert_ring.mlir shows the lowering.)
// RUN: cutile compile --gpu-name sm_80 %s -o %t.cubin
// RUN: cutile compile --gpu-name sm_90a %s --emit ptx | FileCheck %s --check-prefix=PTX
// RUN: cutile compile --gpu-name sm_120a %s --emit ptx | FileCheck %s
// PTX: bar.sync 0;
// PTX-NEXT: mov.u32 {{%r[0-9]+}}, ct_ring;
// PTX-COUNT-2: bar.sync 0;
// PTX-NOT: bar.sync 0;
// CHECK: bar.sync 0;
// CHECK-NEXT: mov.u32 {{%r[0-9]+}}, ct_ring;
// CHECK-COUNT-4: bar.sync 0;
// CHECK-NOT: bar.sync 0;
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "transpose_128k", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%x: !cuda_tile.tile<ptr<f32>>, %c: !cuda_tile.tile<ptr<f32>>, %y: !cuda_tile.tile<ptr<f32>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %x16 = "cuda_tile.assume"(%x) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %c16 = "cuda_tile.assume"(%c) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %y16 = "cuda_tile.assume"(%y) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %tx = "cuda_tile.make_tensor_view"(%x16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<128x256xf32, strides=[256,1]>
    %tc = "cuda_tile.make_tensor_view"(%c16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<128x256xf32, strides=[256,1]>
    %ty = "cuda_tile.make_tensor_view"(%y16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<256x128xf32, strides=[128,1]>
    %i, %j, %k = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %px = "cuda_tile.make_partition_view"(%tx) : (!cuda_tile.tensor_view<128x256xf32, strides=[256,1]>) -> !cuda_tile.partition_view<tile=(128x256), tensor_view<128x256xf32, strides=[256,1]>, dim_map=[0, 1]>
    %pc = "cuda_tile.make_partition_view"(%tc) : (!cuda_tile.tensor_view<128x256xf32, strides=[256,1]>) -> !cuda_tile.partition_view<tile=(128x256), tensor_view<128x256xf32, strides=[256,1]>, dim_map=[0, 1]>
    %py = "cuda_tile.make_partition_view"(%ty) : (!cuda_tile.tensor_view<256x128xf32, strides=[128,1]>) -> !cuda_tile.partition_view<tile=(256x128), tensor_view<256x128xf32, strides=[128,1]>, dim_map=[0, 1]>
    %t, %t1 = "cuda_tile.load_view_tko"(%px, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(128x256), tensor_view<128x256xf32, strides=[256,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<128x256xf32>, !cuda_tile.token)
    %t2 = "cuda_tile.store_view_tko"(%t, %pc, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<128x256xf32>, !cuda_tile.partition_view<tile=(128x256), tensor_view<128x256xf32, strides=[256,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %p = "cuda_tile.permute"(%t) <{permutation = array<i32: 1, 0>}> : (!cuda_tile.tile<128x256xf32>) -> !cuda_tile.tile<256x128xf32>
    %t3 = "cuda_tile.store_view_tko"(%p, %py, %zero, %i, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<256x128xf32>, !cuda_tile.partition_view<tile=(256x128), tensor_view<256x128xf32, strides=[128,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
