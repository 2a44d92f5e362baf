// sinh, cosh and tan in f32 (full precision): sinh/cosh from e^|x| in f64 (|x| clamped to
// 100), (e ∓ 1/e)/2, sinh's Taylor series below 2^-5 and x's sign; tan = sin/cos of the
// full-precision forms. One (sinh/cosh) or three (tan) roundings; NaN passes through.
// The library's own forms (CUTILE_CUDA_MATH=0; by default, where NVRTC loads, these ops call
// CUDA's math library instead: cuda_math.mlir).
// RUN: CUTILE_CUDA_MATH=0 cutile compile --gpu-name sm_90a %s --emit ptx | FileCheck %s
// RUN: cutile compile --gpu-name sm_80 %s -o %t.cubin
// RUN: cutile compile --gpu-name sm_120a %s -o %t.cubin
// sinh:
// CHECK: cvt.f64.f32 [[A:%fd[0-9]+]], [[X:%f[0-9]+]];
// CHECK-NEXT: abs.f64 [[A]], [[A]];
// CHECK-NEXT: min.f64 [[A]], [[A]], 0d4059000000000000;
// CHECK: rcp.rn.f64 [[INV:%fd[0-9]+]], [[EX:%fd[0-9]+]];
// CHECK-NEXT: sub.rn.f64 [[R:%fd[0-9]+]], [[EX]], [[INV]];
// CHECK-NEXT: mul.rn.f64 [[R]], [[R]], 0d3FE0000000000000;
// CHECK: setp.lt.f64 [[SMALL:%p[0-9]+]], [[A]], 0d3FA0000000000000;
// CHECK-NEXT: selp.f64 [[R]], {{%fd[0-9]+}}, [[R]], [[SMALL]];
// CHECK-NEXT: cvt.rn.f32.f64 [[S:%f[0-9]+]], [[R]];
// CHECK: and.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, 0x80000000;
// CHECK: setp.nan.f32 [[P:%p[0-9]+]], [[X]], [[X]];
// CHECK-NEXT: @[[P]] add.f32 [[S]], [[X]], [[X]];
// cosh:
// CHECK: add.rn.f64 [[R2:%fd[0-9]+]], [[EX2:%fd[0-9]+]], [[INV2:%fd[0-9]+]];
// CHECK-NEXT: mul.rn.f64 [[R2]], [[R2]], 0d3FE0000000000000;
// CHECK-NEXT: cvt.rn.f32.f64 {{%f[0-9]+}}, [[R2]];
// tan: sin, cos, one division.
// CHECK: div.rn.f32 {{%f[0-9]+}}, [[SIN:%f[0-9]+]], [[COS:%f[0-9]+]];
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "hyp", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f32>>):
    %ta = "cuda_tile.make_tensor_view"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64xf32, strides=[1]>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<64xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xf32, strides=[1]>, dim_map=[0]>
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %x, %t1 = "cuda_tile.load_view_tko"(%pa, %zero) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<64xf32>, !cuda_tile.token)
    %s = "cuda_tile.sinh"(%x) : (!cuda_tile.tile<64xf32>) -> !cuda_tile.tile<64xf32>
    %c = "cuda_tile.cosh"(%s) : (!cuda_tile.tile<64xf32>) -> !cuda_tile.tile<64xf32>
    %y = "cuda_tile.tan"(%c) : (!cuda_tile.tile<64xf32>) -> !cuda_tile.tile<64xf32>
    %t2 = "cuda_tile.store_view_tko"(%y, %pa, %zero) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<64xf32>, !cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
