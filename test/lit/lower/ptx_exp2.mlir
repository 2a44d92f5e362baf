// exp2 of f32 (codegen/ptx_math.c): without flush_to_zero, f_exp2 in f32 arithmetic — rint and an
// exact remainder, e^(r·ln 2) with the product carried in two parts, f_exp's polynomial and
// two-step scaling; no f64 and no ex2.approx (2.06 ulp). With flush_to_zero, the hardware's
// ex2.approx.ftz.f32 alone. test/gpu/compiled_kernels.c measures both against the double exp2
// over the whole f32 range (1 ulp plain, 3 ulp and flushed subnormals with flush_to_zero).
// The library's own forms (CUTILE_CUDA_MATH=0; by default, where NVRTC loads, these ops call
// CUDA's math library instead: cuda_math.mlir).
// RUN: CUTILE_CUDA_MATH=0 cutile compile --gpu-name sm_90a %s --emit ptx | FileCheck %s
// RUN: cutile compile --gpu-name sm_80 %s -o %t.cubin
// CHECK-LABEL: .entry exp2_f32(
// CHECK-NOT: .f64
// CHECK-NOT: ex2.approx
// CHECK: cvt.rni.f32.f32
// CHECK: fma.rn.f32 {{%f[0-9]+}}, {{%f[0-9]+}}, 0f3F317218,
// CHECK: fma.rn.f32 {{%f[0-9]+}}, {{%f[0-9]+}}, 0fB102E308,
// CHECK: mul.rn.f32
// CHECK-NOT: mul.rn.ftz.f32
// CHECK: ex2.approx.ftz.f32
// CHECK-NOT: cvt.rni.f32.f32
// CHECK: st.global
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "exp2_f32", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%x: !cuda_tile.tile<ptr<f32>>, %y: !cuda_tile.tile<ptr<f32>>, %z: !cuda_tile.tile<ptr<f32>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %tx = "cuda_tile.make_tensor_view"(%x) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<1024xf32, strides=[1]>
    %ty = "cuda_tile.make_tensor_view"(%y) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<1024xf32, strides=[1]>
    %tz = "cuda_tile.make_tensor_view"(%z) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<1024xf32, strides=[1]>
    %px = "cuda_tile.make_partition_view"(%tx) : (!cuda_tile.tensor_view<1024xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>, dim_map=[0]>
    %py = "cuda_tile.make_partition_view"(%ty) : (!cuda_tile.tensor_view<1024xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>, dim_map=[0]>
    %pz = "cuda_tile.make_partition_view"(%tz) : (!cuda_tile.tensor_view<1024xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>, dim_map=[0]>
    %v, %k = "cuda_tile.load_view_tko"(%px, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<1024xf32>, !cuda_tile.token)
    %e = "cuda_tile.exp2"(%v) : (!cuda_tile.tile<1024xf32>) -> !cuda_tile.tile<1024xf32>
    %ef = "cuda_tile.exp2"(%v) <{flush_to_zero}> : (!cuda_tile.tile<1024xf32>) -> !cuda_tile.tile<1024xf32>
    %k1 = "cuda_tile.store_view_tko"(%e, %py, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<1024xf32>, !cuda_tile.partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %k2 = "cuda_tile.store_view_tko"(%ef, %pz, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<1024xf32>, !cuda_tile.partition_view<tile=(1024), tensor_view<1024xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
