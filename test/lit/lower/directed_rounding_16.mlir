// f16/bf16 arithmetic with a directed rounding runs in f32 in that mode, and the f32 result must
// narrow in the same mode: .rz then .rn rounds a truncated value up (sqrt rz of a bf16 gave one
// ulp above tileiras's and the truncated result, differential seed gen_1933). To nearest stays .rn.
// RUN: cutile compile %s --gpu-name sm_90a --emit ptx | FileCheck %s
// RUN: cutile compile %s --gpu-name sm_80 --emit ptx | FileCheck %s
// CHECK: sqrt.rz
// CHECK-NOT: cvt.rn.f16.f32
// CHECK: cvt.rz.f16.f32
// CHECK: div.rm
// CHECK-NOT: cvt.rn.bf16.f32
// CHECK: cvt.rm.bf16.f32
// CHECK: add.rp.f32
// CHECK-NEXT: cvt.rp.f16.f32
// CHECK: mul.rz.f32
// CHECK-NEXT: cvt.rz.bf16.f32
// CHECK: fma.rm.f32
// CHECK-NEXT: cvt.rm.f16.f32
// CHECK: sub.rn.f32
// CHECK-NEXT: cvt.rn.bf16.f32
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "directed16", function_type = (!cuda_tile.tile<ptr<f16>>, !cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<ptr<f16>>, !cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<ptr<f16>>, !cuda_tile.tile<ptr<bf16>>) -> ()}> ({
  ^bb0(%p0: !cuda_tile.tile<ptr<f16>>, %p1: !cuda_tile.tile<ptr<bf16>>, %p2: !cuda_tile.tile<ptr<f16>>, %p3: !cuda_tile.tile<ptr<bf16>>, %p4: !cuda_tile.tile<ptr<f16>>, %p5: !cuda_tile.tile<ptr<bf16>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %t0 = "cuda_tile.make_tensor_view"(%p0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tensor_view<128xf16, strides=[1]>
    %v0 = "cuda_tile.make_partition_view"(%t0) : (!cuda_tile.tensor_view<128xf16, strides=[1]>) -> !cuda_tile.partition_view<tile=(128), tensor_view<128xf16, strides=[1]>, dim_map=[0]>
    %x0, %k0 = "cuda_tile.load_view_tko"(%v0, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: true>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(128), tensor_view<128xf16, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<128xf16>, !cuda_tile.token)
    %r0 = "cuda_tile.sqrt"(%x0) <{rounding_mode = #cuda_tile.rounding<zero>}> : (!cuda_tile.tile<128xf16>) -> !cuda_tile.tile<128xf16>
    %s0 = "cuda_tile.store_view_tko"(%r0, %v0, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: true>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<128xf16>, !cuda_tile.partition_view<tile=(128), tensor_view<128xf16, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %t1 = "cuda_tile.make_tensor_view"(%p1) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<bf16>>) -> !cuda_tile.tensor_view<128xbf16, strides=[1]>
    %v1 = "cuda_tile.make_partition_view"(%t1) : (!cuda_tile.tensor_view<128xbf16, strides=[1]>) -> !cuda_tile.partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>, dim_map=[0]>
    %x1, %k1 = "cuda_tile.load_view_tko"(%v1, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: true>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<128xbf16>, !cuda_tile.token)
    %r1 = "cuda_tile.divf"(%x1, %x1) <{rounding_mode = #cuda_tile.rounding<negative_inf>}> : (!cuda_tile.tile<128xbf16>, !cuda_tile.tile<128xbf16>) -> !cuda_tile.tile<128xbf16>
    %s1 = "cuda_tile.store_view_tko"(%r1, %v1, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: true>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<128xbf16>, !cuda_tile.partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %t2 = "cuda_tile.make_tensor_view"(%p2) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tensor_view<128xf16, strides=[1]>
    %v2 = "cuda_tile.make_partition_view"(%t2) : (!cuda_tile.tensor_view<128xf16, strides=[1]>) -> !cuda_tile.partition_view<tile=(128), tensor_view<128xf16, strides=[1]>, dim_map=[0]>
    %x2, %k2 = "cuda_tile.load_view_tko"(%v2, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: true>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(128), tensor_view<128xf16, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<128xf16>, !cuda_tile.token)
    %r2 = "cuda_tile.addf"(%x2, %x2) <{rounding_mode = #cuda_tile.rounding<positive_inf>}> : (!cuda_tile.tile<128xf16>, !cuda_tile.tile<128xf16>) -> !cuda_tile.tile<128xf16>
    %s2 = "cuda_tile.store_view_tko"(%r2, %v2, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: true>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<128xf16>, !cuda_tile.partition_view<tile=(128), tensor_view<128xf16, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %t3 = "cuda_tile.make_tensor_view"(%p3) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<bf16>>) -> !cuda_tile.tensor_view<128xbf16, strides=[1]>
    %v3 = "cuda_tile.make_partition_view"(%t3) : (!cuda_tile.tensor_view<128xbf16, strides=[1]>) -> !cuda_tile.partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>, dim_map=[0]>
    %x3, %k3 = "cuda_tile.load_view_tko"(%v3, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: true>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<128xbf16>, !cuda_tile.token)
    %r3 = "cuda_tile.mulf"(%x3, %x3) <{rounding_mode = #cuda_tile.rounding<zero>}> : (!cuda_tile.tile<128xbf16>, !cuda_tile.tile<128xbf16>) -> !cuda_tile.tile<128xbf16>
    %s3 = "cuda_tile.store_view_tko"(%r3, %v3, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: true>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<128xbf16>, !cuda_tile.partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %t4 = "cuda_tile.make_tensor_view"(%p4) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tensor_view<128xf16, strides=[1]>
    %v4 = "cuda_tile.make_partition_view"(%t4) : (!cuda_tile.tensor_view<128xf16, strides=[1]>) -> !cuda_tile.partition_view<tile=(128), tensor_view<128xf16, strides=[1]>, dim_map=[0]>
    %x4, %k4 = "cuda_tile.load_view_tko"(%v4, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: true>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(128), tensor_view<128xf16, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<128xf16>, !cuda_tile.token)
    %r4 = "cuda_tile.fma"(%x4, %x4, %x4) <{rounding_mode = #cuda_tile.rounding<negative_inf>}> : (!cuda_tile.tile<128xf16>, !cuda_tile.tile<128xf16>, !cuda_tile.tile<128xf16>) -> !cuda_tile.tile<128xf16>
    %s4 = "cuda_tile.store_view_tko"(%r4, %v4, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: true>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<128xf16>, !cuda_tile.partition_view<tile=(128), tensor_view<128xf16, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %t5 = "cuda_tile.make_tensor_view"(%p5) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<bf16>>) -> !cuda_tile.tensor_view<128xbf16, strides=[1]>
    %v5 = "cuda_tile.make_partition_view"(%t5) : (!cuda_tile.tensor_view<128xbf16, strides=[1]>) -> !cuda_tile.partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>, dim_map=[0]>
    %x5, %k5 = "cuda_tile.load_view_tko"(%v5, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: true>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<128xbf16>, !cuda_tile.token)
    %r5 = "cuda_tile.subf"(%x5, %x5) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<128xbf16>, !cuda_tile.tile<128xbf16>) -> !cuda_tile.tile<128xbf16>
    %s5 = "cuda_tile.store_view_tko"(%r5, %v5, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: true>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<128xbf16>, !cuda_tile.partition_view<tile=(128), tensor_view<128xbf16, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.4"} : () -> ()
