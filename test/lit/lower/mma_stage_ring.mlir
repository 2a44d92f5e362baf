// A tensor-core operand staged through shared memory (ldmatrix, lower/mma.h) that is larger
// than the 48 KiB of static shared memory ptxas allows: outside pipelined loops it takes the
// dynamic region ct_ring (codegen ct_ptx_smem_buf) instead of being refused. Here B is 256x128
// f16 (64 KiB) for sm_80's mma.sync, staged with the 128-byte swizzle; A (32 KiB) stays static.
// NVIDIA's BatchMatMul sample (128x256x128 f16 tiles) failed on sm_80 with "shared-memory
// staging of a tensor-core operand above 48 KiB". test/gpu/mma_kernels.c runs it, compiled for
// sm_80 as PTX that the driver JIT-compiles for the device.
// RUN: cutile compile --gpu-name sm_80 %s --emit ptx | FileCheck %s
// CHECK: .extern .shared .align 1024 .b8 ct_ring[];
// CHECK-LABEL: .entry dot_f16_big(
// CHECK: mov.u32 [[S:%r[0-9]+]], ct_smem;
// CHECK: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// CHECK: mov.u32 [[R:%r[0-9]+]], ct_ring;
// CHECK: ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16
// CHECK: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
"cuda_tile.module"() <{sym_name = "mma_stage_ring"}> ({
  "cuda_tile.entry"() <{sym_name = "dot_f16_big", function_type = (!cuda_tile.tile<ptr<f16>>, !cuda_tile.tile<ptr<f16>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f16>>, %b: !cuda_tile.tile<ptr<f16>>, %c: !cuda_tile.tile<ptr<f32>>, %d: !cuda_tile.tile<ptr<f32>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %a16 = "cuda_tile.assume"(%a) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tile<ptr<f16>>
    %b16 = "cuda_tile.assume"(%b) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tile<ptr<f16>>
    %c16 = "cuda_tile.assume"(%c) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %d16 = "cuda_tile.assume"(%d) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %ta = "cuda_tile.make_tensor_view"(%a16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tensor_view<128x256xf16, strides=[256,1]>
    %tb = "cuda_tile.make_tensor_view"(%b16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tensor_view<256x128xf16, strides=[128,1]>
    %tc = "cuda_tile.make_tensor_view"(%c16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<128x128xf32, strides=[128,1]>
    %td = "cuda_tile.make_tensor_view"(%d16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<128x128xf32, strides=[128,1]>
    %i, %j, %k = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<128x256xf16, strides=[256,1]>) -> !cuda_tile.partition_view<tile=(64x256), tensor_view<128x256xf16, strides=[256,1]>, dim_map=[0, 1]>
    %pb = "cuda_tile.make_partition_view"(%tb) : (!cuda_tile.tensor_view<256x128xf16, strides=[128,1]>) -> !cuda_tile.partition_view<tile=(256x128), tensor_view<256x128xf16, strides=[128,1]>, dim_map=[0, 1]>
    %pc = "cuda_tile.make_partition_view"(%tc) : (!cuda_tile.tensor_view<128x128xf32, strides=[128,1]>) -> !cuda_tile.partition_view<tile=(64x128), tensor_view<128x128xf32, strides=[128,1]>, dim_map=[0, 1]>
    %pd = "cuda_tile.make_partition_view"(%td) : (!cuda_tile.tensor_view<128x128xf32, strides=[128,1]>) -> !cuda_tile.partition_view<tile=(64x128), tensor_view<128x128xf32, strides=[128,1]>, dim_map=[0, 1]>
    %va, %ka = "cuda_tile.load_view_tko"(%pa, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x256), tensor_view<128x256xf16, strides=[256,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x256xf16>, !cuda_tile.token)
    %vb, %kb = "cuda_tile.load_view_tko"(%pb, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(256x128), tensor_view<256x128xf16, strides=[128,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<256x128xf16>, !cuda_tile.token)
    %vc, %kc = "cuda_tile.load_view_tko"(%pc, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x128), tensor_view<128x128xf32, strides=[128,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x128xf32>, !cuda_tile.token)
    %r = "cuda_tile.mmaf"(%va, %vb, %vc) : (!cuda_tile.tile<64x256xf16>, !cuda_tile.tile<256x128xf16>, !cuda_tile.tile<64x128xf32>) -> !cuda_tile.tile<64x128xf32>
    %ks = "cuda_tile.store_view_tko"(%r, %pd, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<64x128xf32>, !cuda_tile.partition_view<tile=(64x128), tensor_view<128x128xf32, strides=[128,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
