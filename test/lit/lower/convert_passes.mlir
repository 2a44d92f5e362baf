// A convert_layout of a tile larger than the shared memory a block may use moves in passes
// (ptx_convert.c): 256·256·4 = 262144 bytes are two parts of 128 KiB on sm_90a (232448) and
// sm_80 (166912), four of 64 KiB on sm_120a (101376), split by the highest flat-index bits.
// Here Y = Xᵀ: the top bit (row 128 and on of Y) comes from the threads on the store side of
// the conversion (so half the threads write in each pass: a predicate on their bit) and from
// the registers on the load side (half of each thread's loads in each pass); a barrier between
// the passes keeps the second pass's writes from the first pass's readers. GPU test:
// compiled_kernels' layout conversion (passes).
// RUN: cutile compile --gpu-name sm_80 %s -o %t.cubin
// RUN: cutile compile --gpu-name sm_90a %s --emit ptx | FileCheck %s
// RUN: cutile compile --gpu-name sm_120a %s --emit ptx | FileCheck %s --check-prefix=P4
// CHECK: mov.u32 {{%r[0-9]+}}, ct_ring;
// CHECK: setp.eq.u32 [[P0:%p[0-9]+]], {{%r[0-9]+}}, 0;
// CHECK: @[[P0]] st.shared.f32
// CHECK-NOT: ld.shared
// CHECK: bar.sync 0;
// CHECK-NOT: st.shared
// CHECK: ld.shared.v4.f32
// CHECK-NOT: st.shared
// CHECK: bar.sync 0;
// CHECK: setp.eq.u32 [[P1:%p[0-9]+]], {{%r[0-9]+}}, 32768;
// CHECK: @[[P1]] st.shared.f32
// CHECK-NOT: ld.shared
// CHECK: bar.sync 0;
// CHECK: ld.shared.v4.f32
// CHECK-NOT: st.shared
// P4: mov.u32 {{%r[0-9]+}}, ct_ring;
// P4: setp.eq.u32 {{%p[0-9]+}}, {{%r[0-9]+}}, 0;
// P4: setp.eq.u32 {{%p[0-9]+}}, {{%r[0-9]+}}, 16384;
// P4: setp.eq.u32 {{%p[0-9]+}}, {{%r[0-9]+}}, 32768;
// P4: setp.eq.u32 {{%p[0-9]+}}, {{%r[0-9]+}}, 49152;
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "transpose_256k", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%x: !cuda_tile.tile<ptr<f32>>, %c: !cuda_tile.tile<ptr<f32>>, %y: !cuda_tile.tile<ptr<f32>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %x16 = "cuda_tile.assume"(%x) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %c16 = "cuda_tile.assume"(%c) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %y16 = "cuda_tile.assume"(%y) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %tx = "cuda_tile.make_tensor_view"(%x16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<256x256xf32, strides=[256,1]>
    %tc = "cuda_tile.make_tensor_view"(%c16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<256x256xf32, strides=[256,1]>
    %ty = "cuda_tile.make_tensor_view"(%y16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<256x256xf32, strides=[256,1]>
    %i, %j, %k = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %px = "cuda_tile.make_partition_view"(%tx) : (!cuda_tile.tensor_view<256x256xf32, strides=[256,1]>) -> !cuda_tile.partition_view<tile=(256x256), tensor_view<256x256xf32, strides=[256,1]>, dim_map=[0, 1]>
    %pc = "cuda_tile.make_partition_view"(%tc) : (!cuda_tile.tensor_view<256x256xf32, strides=[256,1]>) -> !cuda_tile.partition_view<tile=(256x256), tensor_view<256x256xf32, strides=[256,1]>, dim_map=[0, 1]>
    %py = "cuda_tile.make_partition_view"(%ty) : (!cuda_tile.tensor_view<256x256xf32, strides=[256,1]>) -> !cuda_tile.partition_view<tile=(256x256), tensor_view<256x256xf32, strides=[256,1]>, dim_map=[0, 1]>
    %t, %t1 = "cuda_tile.load_view_tko"(%px, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(256x256), tensor_view<256x256xf32, strides=[256,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<256x256xf32>, !cuda_tile.token)
    %t2 = "cuda_tile.store_view_tko"(%t, %pc, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<256x256xf32>, !cuda_tile.partition_view<tile=(256x256), tensor_view<256x256xf32, strides=[256,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %p = "cuda_tile.permute"(%t) <{permutation = array<i32: 1, 0>}> : (!cuda_tile.tile<256x256xf32>) -> !cuda_tile.tile<256x256xf32>
    %t3 = "cuda_tile.store_view_tko"(%p, %py, %zero, %i, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<256x256xf32>, !cuda_tile.partition_view<tile=(256x256), tensor_view<256x256xf32, strides=[256,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
