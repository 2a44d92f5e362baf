// Full-precision f32 math: exp in f32 arithmetic (j = rint(x·log2 e), r = x − j·ln 2 in two
// fma steps, Taylor polynomial to r^7, 2^j applied in two exact-exponent steps); log evaluates
// in f64 and rounds once (m·2^k split from the f64 bits, atanh series in s = (m−1)/(m+1)). NaN
// comes back quieted.
// The library's own forms (CUTILE_CUDA_MATH=0; by default, where NVRTC loads, these ops call
// CUDA's math library instead: cuda_math.mlir).
// RUN: CUTILE_CUDA_MATH=0 cutile compile --gpu-name sm_90a %s --emit ptx | FileCheck %s
// RUN: CUTILE_CUDA_MATH=0 cutile compile --gpu-name sm_80 %s -o %t.cubin
// CHECK: max.f32 [[C:%f[0-9]+]], [[X:%f[0-9]+]], 0fC2D00000;
// CHECK-NEXT: min.f32 [[C]], [[C]], 0f42B20000;
// CHECK-NEXT: mul.rn.f32 [[J:%f[0-9]+]], [[C]], 0f3FB8AA3B;
// CHECK-NEXT: cvt.rni.f32.f32 [[J]], [[J]];
// CHECK-NEXT: fma.rn.f32 [[R:%f[0-9]+]], [[J]], 0fBF317200, [[C]];
// CHECK-NEXT: fma.rn.f32 [[R]], [[J]], 0fB5BFBE8E, [[R]];
// CHECK: shr.s32
// CHECK: shl.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, 23;
// CHECK: mul.rn.f32 [[PS:%f[0-9]+]], [[PS]], {{%f[0-9]+}};
// CHECK-NEXT: mul.rn.f32 [[E:%f[0-9]+]], [[PS]], {{%f[0-9]+}};
// CHECK-NEXT: setp.nan.f32 [[P:%p[0-9]+]], [[X]], [[X]];
// CHECK-NEXT: @[[P]] add.f32 [[E]], [[X]], [[X]];
// log: the mantissa into [1, 2), then halved above √2
// CHECK: and.b64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, 0x000FFFFFFFFFFFFF;
// CHECK: setp.gt.f64 {{%p[0-9]+}}, {{%fd[0-9]+}}, 0d3FF6A09E667F3BCD;
// CHECK: div.rn.f64
// log(x) = k·ln 2 + log(m); zero → -inf, negative → NaN
// CHECK: fma.rn.f64 {{%fd[0-9]+}}, {{%fd[0-9]+}}, 0d3FE62E42FEFA39EF, {{%fd[0-9]+}};
// CHECK: mov.f32 {{%f[0-9]+}}, 0f7FFFFFFF;
// CHECK: mov.f32 {{%f[0-9]+}}, 0fFF800000;
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "math_full", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f32>>):
    %ta = "cuda_tile.make_tensor_view"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64xf32, strides=[1]>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<64xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xf32, strides=[1]>, dim_map=[0]>
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %x, %t1 = "cuda_tile.load_view_tko"(%pa, %zero) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<64xf32>, !cuda_tile.token)
    %e = "cuda_tile.exp"(%x) <{rounding_mode = #cuda_tile.rounding<full>}> : (!cuda_tile.tile<64xf32>) -> !cuda_tile.tile<64xf32>
    %y = "cuda_tile.log"(%e) : (!cuda_tile.tile<64xf32>) -> !cuda_tile.tile<64xf32>
    %t2 = "cuda_tile.store_view_tko"(%y, %pa, %zero) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<64xf32>, !cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
