// Wide integers to bf16 below sm_90 (no cvt.rn.bf16.s32/s64 there): through f32 rounded to odd
// (toward zero, the lowest bit set when inexact), then to bf16 to nearest even, which gives the
// once-rounded result (codegen/ptx_arith.c bf16_by_odd). test/gpu/mma_kernels.c runs it compiled for
// sm_80 (PTX JIT-compiled on the device) against the host's rounding, ties included.
// RUN: cutile compile --gpu-name sm_80 %s --emit ptx | FileCheck %s
// RUN: cutile compile --gpu-name sm_90a %s --emit ptx | FileCheck %s --check-prefix=SM90
// CHECK-LABEL: .entry itof_bf16(
// CHECK: cvt.rz.f32.s32
// CHECK-NEXT: cvt.rzi.s32.f32
// CHECK-NEXT: setp.ne.s32
// CHECK: cvt.rz.f32.u64
// CHECK: cvt.rn.bf16.f32
// SM90-LABEL: .entry itof_bf16(
// SM90: cvt.rn.bf16.s32
// SM90: cvt.rn.bf16.u64
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "itof_bf16", function_type = (!cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<ptr<i64>>, !cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<ptr<bf16>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<i32>>, %b: !cuda_tile.tile<ptr<i64>>, %c: !cuda_tile.tile<ptr<bf16>>, %d: !cuda_tile.tile<ptr<bf16>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %ta = "cuda_tile.make_tensor_view"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tensor_view<256xi32, strides=[1]>
    %tb = "cuda_tile.make_tensor_view"(%b) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i64>>) -> !cuda_tile.tensor_view<256xi64, strides=[1]>
    %tc = "cuda_tile.make_tensor_view"(%c) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<bf16>>) -> !cuda_tile.tensor_view<256xbf16, strides=[1]>
    %td = "cuda_tile.make_tensor_view"(%d) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<bf16>>) -> !cuda_tile.tensor_view<256xbf16, strides=[1]>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<256xi32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), tensor_view<256xi32, strides=[1]>, dim_map=[0]>
    %pb = "cuda_tile.make_partition_view"(%tb) : (!cuda_tile.tensor_view<256xi64, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), tensor_view<256xi64, strides=[1]>, dim_map=[0]>
    %pc = "cuda_tile.make_partition_view"(%tc) : (!cuda_tile.tensor_view<256xbf16, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>, dim_map=[0]>
    %pd = "cuda_tile.make_partition_view"(%td) : (!cuda_tile.tensor_view<256xbf16, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>, dim_map=[0]>
    %va, %ka = "cuda_tile.load_view_tko"(%pa, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(256), tensor_view<256xi32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<256xi32>, !cuda_tile.token)
    %vb, %kb = "cuda_tile.load_view_tko"(%pb, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(256), tensor_view<256xi64, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<256xi64>, !cuda_tile.token)
    %fa = "cuda_tile.itof"(%va) <{signedness = #cuda_tile.signedness<signed>, rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<256xi32>) -> !cuda_tile.tile<256xbf16>
    %fb = "cuda_tile.itof"(%vb) <{signedness = #cuda_tile.signedness<unsigned>, rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<256xi64>) -> !cuda_tile.tile<256xbf16>
    %kc = "cuda_tile.store_view_tko"(%fa, %pc, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<256xbf16>, !cuda_tile.partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %kd = "cuda_tile.store_view_tko"(%fb, %pd, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<256xbf16>, !cuda_tile.partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
