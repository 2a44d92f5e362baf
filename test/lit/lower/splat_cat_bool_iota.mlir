// Three fixes found by running NVIDIA's cuTile Python tests through the library on the H200
// (test_cat, test_cast::test_array_astype, test_generate::test_arange):
// 1. cat of splat constants: a splat is one register for all of a thread's elements, and each
//    of them is staged (two stores per operand per owner thread here, not one);
// 2. ftoi to i1 is x != 0 (setp.neu, NaN true), as cuTile's astype(bool) and NVIDIA's compiler
//    give, not the truncation (0.5 would be false);
// 3. iota of i8 (low byte of 16 bits) and of i1 (0, 1).
// GPU: test/gpu/compiled_kernels.c splat_cat_bool_iota.
// RUN: cutile compile --gpu-name sm_90a %s --emit ptx -o - | FileCheck %s
// CHECK-LABEL: .entry splat_cat_bool_iota
// CHECK: @[[OWN:%p[0-9]+]] st.shared.b32 [{{%r[0-9]+}}+0], [[ONE:%r[0-9]+]];
// CHECK-NEXT: @[[OWN]] st.shared.b32 [{{%r[0-9]+}}+{{[0-9]+}}], [[ONE]];
// CHECK: setp.neu.f32 {{%p[0-9]+}}, {{%f[0-9]+}}, 0f00000000;
// CHECK: cvt.f32.f16
// CHECK: setp.neu.f32
// CHECK: setp.neu.f64 {{%p[0-9]+}}, {{%fd[0-9]+}}, 0d0000000000000000;
// CHECK: cvt.u16.u32
// CHECK: and.b32 [[X:%r[0-9]+]], [[X]], 1;
// CHECK-NEXT: setp.ne.u32 {{%p[0-9]+}}, [[X]], 0;
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "splat_cat_bool_iota", function_type = (!cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f16>>, !cuda_tile.tile<ptr<f64>>, !cuda_tile.tile<ptr<i1>>, !cuda_tile.tile<ptr<i8>>, !cuda_tile.tile<ptr<i1>>) -> ()}> ({
  ^bb0(%out: !cuda_tile.tile<ptr<i32>>, %xf: !cuda_tile.tile<ptr<f32>>, %xh: !cuda_tile.tile<ptr<f16>>, %xd: !cuda_tile.tile<ptr<f64>>, %b: !cuda_tile.tile<ptr<i1>>, %i8o: !cuda_tile.tile<ptr<i8>>, %i1o: !cuda_tile.tile<ptr<i1>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %z = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %r1 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %r2 = "cuda_tile.constant"() <{value = dense<2> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %r3 = "cuda_tile.constant"() <{value = dense<3> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %tv = "cuda_tile.make_tensor_view"(%out) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tensor_view<4x8xi32, strides=[8,1]>
    %pv = "cuda_tile.make_partition_view"(%tv) : (!cuda_tile.tensor_view<4x8xi32, strides=[8,1]>) -> !cuda_tile.partition_view<tile=(1x8), tensor_view<4x8xi32, strides=[8,1]>, dim_map=[0, 1]>
    %one = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<2x2xi32>}> : () -> !cuda_tile.tile<2x2xi32>
    %sev = "cuda_tile.constant"() <{value = dense<7> : !cuda_tile.tile<2x2xi32>}> : () -> !cuda_tile.tile<2x2xi32>
    %c0 = "cuda_tile.cat"(%one, %sev) <{dim = 0 : i64}> : (!cuda_tile.tile<2x2xi32>, !cuda_tile.tile<2x2xi32>) -> !cuda_tile.tile<4x2xi32>
    %c1 = "cuda_tile.cat"(%one, %sev) <{dim = 1 : i64}> : (!cuda_tile.tile<2x2xi32>, !cuda_tile.tile<2x2xi32>) -> !cuda_tile.tile<2x4xi32>
    %c2 = "cuda_tile.cat"(%sev, %sev) <{dim = 0 : i64}> : (!cuda_tile.tile<2x2xi32>, !cuda_tile.tile<2x2xi32>) -> !cuda_tile.tile<4x2xi32>
    %f0 = "cuda_tile.reshape"(%c0) : (!cuda_tile.tile<4x2xi32>) -> !cuda_tile.tile<1x8xi32>
    %f1 = "cuda_tile.reshape"(%c1) : (!cuda_tile.tile<2x4xi32>) -> !cuda_tile.tile<1x8xi32>
    %f2 = "cuda_tile.reshape"(%c2) : (!cuda_tile.tile<4x2xi32>) -> !cuda_tile.tile<1x8xi32>
    %t0 = "cuda_tile.store_view_tko"(%f0, %pv, %z, %z, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<1x8xi32>, !cuda_tile.partition_view<tile=(1x8), tensor_view<4x8xi32, strides=[8,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %t1 = "cuda_tile.store_view_tko"(%f1, %pv, %r1, %z, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<1x8xi32>, !cuda_tile.partition_view<tile=(1x8), tensor_view<4x8xi32, strides=[8,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %t2 = "cuda_tile.store_view_tko"(%f2, %pv, %r2, %z, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<1x8xi32>, !cuda_tile.partition_view<tile=(1x8), tensor_view<4x8xi32, strides=[8,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %xfv = "cuda_tile.make_tensor_view"(%xf) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64xf32, strides=[1]>
    %xfp = "cuda_tile.make_partition_view"(%xfv) : (!cuda_tile.tensor_view<64xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(64), tensor_view<64xf32, strides=[1]>, dim_map=[0]>
    %vf, %tf = "cuda_tile.load_view_tko"(%xfp, %z, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(64), tensor_view<64xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64xf32>, !cuda_tile.token)
    %xhv = "cuda_tile.make_tensor_view"(%xh) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tensor_view<64xf16, strides=[1]>
    %xhp = "cuda_tile.make_partition_view"(%xhv) : (!cuda_tile.tensor_view<64xf16, strides=[1]>) -> !cuda_tile.partition_view<tile=(64), tensor_view<64xf16, strides=[1]>, dim_map=[0]>
    %vh, %th = "cuda_tile.load_view_tko"(%xhp, %z, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(64), tensor_view<64xf16, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64xf16>, !cuda_tile.token)
    %xdv = "cuda_tile.make_tensor_view"(%xd) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f64>>) -> !cuda_tile.tensor_view<64xf64, strides=[1]>
    %xdp = "cuda_tile.make_partition_view"(%xdv) : (!cuda_tile.tensor_view<64xf64, strides=[1]>) -> !cuda_tile.partition_view<tile=(64), tensor_view<64xf64, strides=[1]>, dim_map=[0]>
    %vd, %td = "cuda_tile.load_view_tko"(%xdp, %z, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(64), tensor_view<64xf64, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64xf64>, !cuda_tile.token)
    %bf = "cuda_tile.ftoi"(%vf) <{signedness = #cuda_tile.signedness<unsigned>, rounding_mode = #cuda_tile.rounding<nearest_int_to_zero>}> : (!cuda_tile.tile<64xf32>) -> !cuda_tile.tile<64xi1>
    %bh = "cuda_tile.ftoi"(%vh) <{signedness = #cuda_tile.signedness<unsigned>, rounding_mode = #cuda_tile.rounding<nearest_int_to_zero>}> : (!cuda_tile.tile<64xf16>) -> !cuda_tile.tile<64xi1>
    %bd = "cuda_tile.ftoi"(%vd) <{signedness = #cuda_tile.signedness<unsigned>, rounding_mode = #cuda_tile.rounding<nearest_int_to_zero>}> : (!cuda_tile.tile<64xf64>) -> !cuda_tile.tile<64xi1>
    %bv = "cuda_tile.make_tensor_view"(%b) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i1>>) -> !cuda_tile.tensor_view<3x64xi1, strides=[64,1]>
    %bp = "cuda_tile.make_partition_view"(%bv) : (!cuda_tile.tensor_view<3x64xi1, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(1x64), tensor_view<3x64xi1, strides=[64,1]>, dim_map=[0, 1]>
    %bf2 = "cuda_tile.reshape"(%bf) : (!cuda_tile.tile<64xi1>) -> !cuda_tile.tile<1x64xi1>
    %bh2 = "cuda_tile.reshape"(%bh) : (!cuda_tile.tile<64xi1>) -> !cuda_tile.tile<1x64xi1>
    %bd2 = "cuda_tile.reshape"(%bd) : (!cuda_tile.tile<64xi1>) -> !cuda_tile.tile<1x64xi1>
    %t3 = "cuda_tile.store_view_tko"(%bf2, %bp, %z, %z, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<1x64xi1>, !cuda_tile.partition_view<tile=(1x64), tensor_view<3x64xi1, strides=[64,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %t4 = "cuda_tile.store_view_tko"(%bh2, %bp, %r1, %z, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<1x64xi1>, !cuda_tile.partition_view<tile=(1x64), tensor_view<3x64xi1, strides=[64,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %t5 = "cuda_tile.store_view_tko"(%bd2, %bp, %r2, %z, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<1x64xi1>, !cuda_tile.partition_view<tile=(1x64), tensor_view<3x64xi1, strides=[64,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %io8 = "cuda_tile.iota"() : () -> !cuda_tile.tile<256xi8>
    %i8v = "cuda_tile.make_tensor_view"(%i8o) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i8>>) -> !cuda_tile.tensor_view<256xi8, strides=[1]>
    %i8p = "cuda_tile.make_partition_view"(%i8v) : (!cuda_tile.tensor_view<256xi8, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), tensor_view<256xi8, strides=[1]>, dim_map=[0]>
    %t6 = "cuda_tile.store_view_tko"(%io8, %i8p, %z, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<256xi8>, !cuda_tile.partition_view<tile=(256), tensor_view<256xi8, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %io1 = "cuda_tile.iota"() : () -> !cuda_tile.tile<2xi1>
    %i1v = "cuda_tile.make_tensor_view"(%i1o) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i1>>) -> !cuda_tile.tensor_view<2xi1, strides=[1]>
    %i1p = "cuda_tile.make_partition_view"(%i1v) : (!cuda_tile.tensor_view<2xi1, strides=[1]>) -> !cuda_tile.partition_view<tile=(2), tensor_view<2xi1, strides=[1]>, dim_map=[0]>
    %t7 = "cuda_tile.store_view_tko"(%io1, %i1p, %z, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<2xi1>, !cuda_tile.partition_view<tile=(2), tensor_view<2xi1, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
