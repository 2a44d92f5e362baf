// sin/cos of f32: Payne–Hanek reduction with a module-scope table of 2/π windows, one row
// of five 24-bit chunks per exponent (254 rows); row 0 starts with the first 24 bits of 2/π
// (0xA2F983) times 2^-173, i.e. 4/π·2^-150 cut to 24 bits = 0d36945F3060000000. Exact
// products M·T, the quadrant from round(x·2/π), Taylor polynomials of sin and cos in f64.
// The library's own forms (CUTILE_CUDA_MATH=0; by default, where NVRTC loads, these ops call
// CUDA's math library instead: cuda_math.mlir).
// RUN: CUTILE_CUDA_MATH=0 cutile compile --gpu-name sm_90a %s --emit ptx | FileCheck %s
// CHECK: .const .align 8 .f64 ct_two_over_pi[1270] = {
// CHECK-NEXT: 0d36945F3060000000, 0d350B939100000000,
// CHECK: mov.u64 [[T:%rd[0-9]+]], ct_two_over_pi;
// CHECK: ld.const.f64 {{%fd[0-9]+}}, [{{%rd[0-9]+}}+32];
// CHECK: cvt.rni.s32.f64
// CHECK: testp.finite.f32
// cos: the same with the quadrant advanced by one
// CHECK: add.s32 {{%r[0-9]+}}, {{%r[0-9]+}}, 1;
// CHECK-NOT: ct_two_over_pi[
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "sincos", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f32>>):
    %ta = "cuda_tile.make_tensor_view"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64xf32, strides=[1]>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<64xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xf32, strides=[1]>, dim_map=[0]>
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %x, %t1 = "cuda_tile.load_view_tko"(%pa, %zero) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<64xf32>, !cuda_tile.token)
    %s = "cuda_tile.sin"(%x) : (!cuda_tile.tile<64xf32>) -> !cuda_tile.tile<64xf32>
    %y = "cuda_tile.cos"(%s) : (!cuda_tile.tile<64xf32>) -> !cuda_tile.tile<64xf32>
    %t2 = "cuda_tile.store_view_tko"(%y, %pa, %zero) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<64xf32>, !cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
