// pow by a constant exponent of ±0, 1 or 2 is 1, x or x·x rounded once (ptx_math.c
// small_powi, as fpowi by 0, 1 or 2): the correctly rounded values that powf approximates, and
// the ones torch gives for x ** 2. Layer norm's variance (d ** 2.0) took a powf call per
// element. Other constants (3.0 here) still call CUDA's powf; f16 goes through f32 (x·x of two
// f16 values is exact in f32, so one rounding to f16), f64 multiplies in f64.
// RUN: cutile compile --gpu-name sm_90a %s --emit ptx | FileCheck %s
// RUN: CUTILE_CUDA_MATH=0 cutile compile --gpu-name sm_80 %s --emit ptx | FileCheck %s --check-prefix=OWN
// CHECK-LABEL: .entry pow_small(
// CHECK: mul.rn.f32 [[S:%f[0-9]+]], [[X:%f[0-9]+]], [[X]];
// CHECK-NOT: call
// CHECK: mov.f32 {{%f[0-9]+}}, [[X]];
// CHECK-NOT: call
// CHECK: mov.f32 {{%f[0-9]+}}, 0f3F800000;
// CHECK: call (cm_r), ct_cm_powf, (cm_a, cm_b);
// CHECK: cvt.f32.f16 [[H:%f[0-9]+]], {{%h[0-9]+}};
// CHECK-NEXT: mul.rn.f32 [[HS:%f[0-9]+]], [[H]], [[H]];
// CHECK-NEXT: cvt.rn.f16.f32 {{%h[0-9]+}}, [[HS]];
// CHECK-NOT: call
// CHECK: mul.rn.f64 {{%fd[0-9]+}}, [[D:%fd[0-9]+]], [[D]];
// CHECK-NOT: call
// CHECK: ret;
// OWN-LABEL: .entry pow_small(
// OWN: mul.rn.f32 [[S:%f[0-9]+]], [[X:%f[0-9]+]], [[X]];
// OWN: mul.rn.f64 {{%fd[0-9]+}}, [[D:%fd[0-9]+]], [[D]];
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "pow_small", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f16>>, !cuda_tile.tile<ptr<f64>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f16>>, !cuda_tile.tile<ptr<f64>>) -> ()}> ({
  ^bb0(%xf32: !cuda_tile.tile<ptr<f32>>, %xf16: !cuda_tile.tile<ptr<f16>>, %xf64: !cuda_tile.tile<ptr<f64>>, %o_two: !cuda_tile.tile<ptr<f32>>, %o_one: !cuda_tile.tile<ptr<f32>>, %o_zero: !cuda_tile.tile<ptr<f32>>, %o_three: !cuda_tile.tile<ptr<f32>>, %o_two16: !cuda_tile.tile<ptr<f16>>, %o_two64: !cuda_tile.tile<ptr<f64>>):
    %bx, %by, %bz = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %tf32 = "cuda_tile.make_tensor_view"(%xf32) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<65536xf32, strides=[1]>
    %pf32 = "cuda_tile.make_partition_view"(%tf32) : (!cuda_tile.tensor_view<65536xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>
    %vf32, %kf32 = "cuda_tile.load_view_tko"(%pf32, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<256xf32>, !cuda_tile.token)
    %tf16 = "cuda_tile.make_tensor_view"(%xf16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tensor_view<65536xf16, strides=[1]>
    %pf16 = "cuda_tile.make_partition_view"(%tf16) : (!cuda_tile.tensor_view<65536xf16, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf16, strides=[1]>, dim_map=[0]>
    %vf16, %kf16 = "cuda_tile.load_view_tko"(%pf16, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf16, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<256xf16>, !cuda_tile.token)
    %tf64 = "cuda_tile.make_tensor_view"(%xf64) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f64>>) -> !cuda_tile.tensor_view<65536xf64, strides=[1]>
    %pf64 = "cuda_tile.make_partition_view"(%tf64) : (!cuda_tile.tensor_view<65536xf64, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf64, strides=[1]>, dim_map=[0]>
    %vf64, %kf64 = "cuda_tile.load_view_tko"(%pf64, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf64, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<256xf64>, !cuda_tile.token)
    %c_two = "cuda_tile.constant"() <{value = dense<2.000000e+00> : !cuda_tile.tile<256xf32>}> : () -> !cuda_tile.tile<256xf32>
    %r_two = "cuda_tile.pow"(%vf32, %c_two) : (!cuda_tile.tile<256xf32>, !cuda_tile.tile<256xf32>) -> !cuda_tile.tile<256xf32>
    %to_two = "cuda_tile.make_tensor_view"(%o_two) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<65536xf32, strides=[1]>
    %po_two = "cuda_tile.make_partition_view"(%to_two) : (!cuda_tile.tensor_view<65536xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>
    %s_two = "cuda_tile.store_view_tko"(%r_two, %po_two, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xf32>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %c_one = "cuda_tile.constant"() <{value = dense<1.000000e+00> : !cuda_tile.tile<256xf32>}> : () -> !cuda_tile.tile<256xf32>
    %r_one = "cuda_tile.pow"(%vf32, %c_one) : (!cuda_tile.tile<256xf32>, !cuda_tile.tile<256xf32>) -> !cuda_tile.tile<256xf32>
    %to_one = "cuda_tile.make_tensor_view"(%o_one) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<65536xf32, strides=[1]>
    %po_one = "cuda_tile.make_partition_view"(%to_one) : (!cuda_tile.tensor_view<65536xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>
    %s_one = "cuda_tile.store_view_tko"(%r_one, %po_one, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xf32>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %c_zero = "cuda_tile.constant"() <{value = dense<-0.000000e+00> : !cuda_tile.tile<256xf32>}> : () -> !cuda_tile.tile<256xf32>
    %r_zero = "cuda_tile.pow"(%vf32, %c_zero) : (!cuda_tile.tile<256xf32>, !cuda_tile.tile<256xf32>) -> !cuda_tile.tile<256xf32>
    %to_zero = "cuda_tile.make_tensor_view"(%o_zero) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<65536xf32, strides=[1]>
    %po_zero = "cuda_tile.make_partition_view"(%to_zero) : (!cuda_tile.tensor_view<65536xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>
    %s_zero = "cuda_tile.store_view_tko"(%r_zero, %po_zero, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xf32>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %c_three = "cuda_tile.constant"() <{value = dense<3.000000e+00> : !cuda_tile.tile<256xf32>}> : () -> !cuda_tile.tile<256xf32>
    %r_three = "cuda_tile.pow"(%vf32, %c_three) : (!cuda_tile.tile<256xf32>, !cuda_tile.tile<256xf32>) -> !cuda_tile.tile<256xf32>
    %to_three = "cuda_tile.make_tensor_view"(%o_three) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<65536xf32, strides=[1]>
    %po_three = "cuda_tile.make_partition_view"(%to_three) : (!cuda_tile.tensor_view<65536xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>
    %s_three = "cuda_tile.store_view_tko"(%r_three, %po_three, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xf32>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %c_two16 = "cuda_tile.constant"() <{value = dense<2.000000e+00> : !cuda_tile.tile<256xf16>}> : () -> !cuda_tile.tile<256xf16>
    %r_two16 = "cuda_tile.pow"(%vf16, %c_two16) : (!cuda_tile.tile<256xf16>, !cuda_tile.tile<256xf16>) -> !cuda_tile.tile<256xf16>
    %to_two16 = "cuda_tile.make_tensor_view"(%o_two16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tensor_view<65536xf16, strides=[1]>
    %po_two16 = "cuda_tile.make_partition_view"(%to_two16) : (!cuda_tile.tensor_view<65536xf16, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf16, strides=[1]>, dim_map=[0]>
    %s_two16 = "cuda_tile.store_view_tko"(%r_two16, %po_two16, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xf16>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf16, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %c_two64 = "cuda_tile.constant"() <{value = dense<2.000000e+00> : !cuda_tile.tile<256xf64>}> : () -> !cuda_tile.tile<256xf64>
    %r_two64 = "cuda_tile.pow"(%vf64, %c_two64) : (!cuda_tile.tile<256xf64>, !cuda_tile.tile<256xf64>) -> !cuda_tile.tile<256xf64>
    %to_two64 = "cuda_tile.make_tensor_view"(%o_two64) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f64>>) -> !cuda_tile.tensor_view<65536xf64, strides=[1]>
    %po_two64 = "cuda_tile.make_partition_view"(%to_two64) : (!cuda_tile.tensor_view<65536xf64, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf64, strides=[1]>, dim_map=[0]>
    %s_two64 = "cuda_tile.store_view_tko"(%r_two64, %po_two64, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xf64>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf64, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
