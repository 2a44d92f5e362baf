// convert_layout of a tile above 48 KiB: ptxas takes at most 48 KiB of static shared memory, so
// the tile goes through the dynamic region ct_ring (1024-aligned at run time; the kernel's
// dyn_smem, 128·128·4 + 1024 = 66560 bytes here, which the launcher opts into) instead of the
// static ct_smem. The kernel is layouts.mlir's transpose_twice at 128×128 f32 (64 KiB): the
// loaded tile is stored as it is and transposed, and the two stores want different layouts.
// Writes, barrier, reads as for ct_smem (convert_swizzle.mlir); then one barrier more, because a pipelined loop's
// prologue refills the ring without one. Links for sm_80, sm_90a and sm_120a (opt-in limits
// 166912, 232448, 101376 bytes); convert_ring_limit.mlir is a tile that does not fit.
// RUN: cutile compile --gpu-name sm_90a %s --emit sched | FileCheck %s
// RUN: cutile compile --gpu-name sm_90a %s --emit ptx | FileCheck %s --check-prefix=PTX
// RUN: cutile compile --gpu-name sm_80 %s -o %t.cubin
// RUN: cutile compile --gpu-name sm_90a %s -o %t.cubin
// RUN: cutile compile --gpu-name sm_120a %s -o %t.cubin
// CHECK: "cuda_tile.convert_layout"{{.*}} : (!cuda_tile.tile<128x128xf32>) -> !cuda_tile.tile<128x128xf32>
// PTX: .extern .shared .align 1024 .b8 ct_ring[];
// PTX-NOT: ct_smem
// PTX: bar.sync 0;
// PTX-NEXT: mov.u32 [[B:%r[0-9]+]], ct_ring;
// PTX-NEXT: add.u32 [[B]], [[B]], 1023;
// PTX-NEXT: and.b32 [[B]], [[B]], -1024;
// PTX-NEXT: mul.lo.u32 [[W:%r[0-9]+]], {{%r[0-9]+}}, 4;
// PTX: add.u32 [[W0:%r[0-9]+]], [[W]], [[B]];
// PTX-NEXT: st.shared.f32 [[[W0]]+0], {{%f[0-9]+}};
// PTX: bar.sync 0;
// PTX-NEXT: add.u32 [[R0:%r[0-9]+]], {{%r[0-9]+}}, [[B]];
// PTX-NEXT: ld.shared.v4.f32 {{{%f[0-9]+}}, {{%f[0-9]+}}, {{%f[0-9]+}}, {{%f[0-9]+}}}, [[[R0]]+0];
// PTX: ld.shared.v4.f32 {{{%f[0-9]+}}, {{%f[0-9]+}}, {{%f[0-9]+}}, {{%f[0-9]+}}}, [{{%r[0-9]+}}+61440];
// PTX-NEXT: bar.sync 0;
// PTX-NOT: ct_smem
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "transpose_64k", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%x: !cuda_tile.tile<ptr<f32>>, %c: !cuda_tile.tile<ptr<f32>>, %y: !cuda_tile.tile<ptr<f32>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %x16 = "cuda_tile.assume"(%x) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %c16 = "cuda_tile.assume"(%c) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %y16 = "cuda_tile.assume"(%y) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %tx = "cuda_tile.make_tensor_view"(%x16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<128x128xf32, strides=[128,1]>
    %tc = "cuda_tile.make_tensor_view"(%c16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<128x128xf32, strides=[128,1]>
    %ty = "cuda_tile.make_tensor_view"(%y16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<128x128xf32, strides=[128,1]>
    %i, %j, %k = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %px = "cuda_tile.make_partition_view"(%tx) : (!cuda_tile.tensor_view<128x128xf32, strides=[128,1]>) -> !cuda_tile.partition_view<tile=(128x128), tensor_view<128x128xf32, strides=[128,1]>, dim_map=[0, 1]>
    %pc = "cuda_tile.make_partition_view"(%tc) : (!cuda_tile.tensor_view<128x128xf32, strides=[128,1]>) -> !cuda_tile.partition_view<tile=(128x128), tensor_view<128x128xf32, strides=[128,1]>, dim_map=[0, 1]>
    %py = "cuda_tile.make_partition_view"(%ty) : (!cuda_tile.tensor_view<128x128xf32, strides=[128,1]>) -> !cuda_tile.partition_view<tile=(128x128), tensor_view<128x128xf32, strides=[128,1]>, dim_map=[0, 1]>
    %t, %t1 = "cuda_tile.load_view_tko"(%px, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(128x128), tensor_view<128x128xf32, strides=[128,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<128x128xf32>, !cuda_tile.token)
    %t2 = "cuda_tile.store_view_tko"(%t, %pc, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<128x128xf32>, !cuda_tile.partition_view<tile=(128x128), tensor_view<128x128xf32, strides=[128,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %p = "cuda_tile.permute"(%t) <{permutation = array<i32: 1, 0>}> : (!cuda_tile.tile<128x128xf32>) -> !cuda_tile.tile<128x128xf32>
    %t3 = "cuda_tile.store_view_tko"(%p, %py, %zero, %i, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<128x128xf32>, !cuda_tile.partition_view<tile=(128x128), tensor_view<128x128xf32, strides=[128,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
