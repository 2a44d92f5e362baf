// f64 to f8E4M3FN / f8E5M2: through an f32 rounded to odd (toward zero, the lowest bit set when
// inexact; codegen/ptx_fp8.c as_f32), then to the f8 to nearest even, which is the one correct
// rounding of the f64 — an f32 rounded to nearest first can make or break a tie. Below sm_89 on
// the bits, from sm_89 with the f8 cvt. test/gpu/mma_kernels.c runs it as sm_80 and sm_89 PTX.
// RUN: cutile compile --gpu-name sm_80 %s --emit ptx | FileCheck %s
// RUN: cutile compile --gpu-name sm_90a %s --emit ptx | FileCheck %s --check-prefix=SM90
// RUN: cutile compile --gpu-name sm_80 %s --emit cubin --no-cache -o %t.sm80
// CHECK-LABEL: .entry f8_f64(
// CHECK: cvt.rz.f32.f64 [[Z:%f[0-9]+]], [[X:%fd[0-9]+]];
// CHECK-NEXT: cvt.f64.f32 [[B:%fd[0-9]+]], [[Z]];
// CHECK-NEXT: setp.neu.f64 [[P:%p[0-9]+]], [[B]], [[X]];
// CHECK-NEXT: mov.b32 [[W:%r[0-9]+]], [[Z]];
// CHECK-NEXT: @[[P]] or.b32 [[W]], [[W]], 1;
// CHECK-NEXT: mov.b32 [[F:%f[0-9]+]], [[W]];
// CHECK-NEXT: mov.b32 {{%r[0-9]+}}, [[F]];
// CHECK: abs.f32 {{%f[0-9]+}}, [[F]];
// CHECK-NOT: cvt.rn.f32.f64
// SM90-LABEL: .entry f8_f64(
// SM90: cvt.rz.f32.f64 [[Z:%f[0-9]+]],
// SM90: @{{%p[0-9]+}} or.b32 [[W:%r[0-9]+]], [[W]], 1;
// SM90-NEXT: mov.b32 [[F:%f[0-9]+]], [[W]];
// SM90-NEXT: cvt.rn.satfinite.e4m3x2.f32 {{%h[0-9]+}}, {{%f[0-9]+}}, [[F]];
// SM90-NOT: cvt.rn.f32.f64
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "f8_f64", function_type = (!cuda_tile.tile<ptr<f64>>, !cuda_tile.tile<ptr<f8E4M3FN>>, !cuda_tile.tile<ptr<f8E5M2>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f64>>, %c: !cuda_tile.tile<ptr<f8E4M3FN>>, %d: !cuda_tile.tile<ptr<f8E5M2>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %ta = "cuda_tile.make_tensor_view"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f64>>) -> !cuda_tile.tensor_view<256xf64, strides=[1]>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<256xf64, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), tensor_view<256xf64, strides=[1]>, dim_map=[0]>
    %tc = "cuda_tile.make_tensor_view"(%c) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tensor_view<256xf8E4M3FN, strides=[1]>
    %pc = "cuda_tile.make_partition_view"(%tc) : (!cuda_tile.tensor_view<256xf8E4M3FN, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>, dim_map=[0]>
    %td = "cuda_tile.make_tensor_view"(%d) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E5M2>>) -> !cuda_tile.tensor_view<256xf8E5M2, strides=[1]>
    %pd = "cuda_tile.make_partition_view"(%td) : (!cuda_tile.tensor_view<256xf8E5M2, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>, dim_map=[0]>
    %va, %ka = "cuda_tile.load_view_tko"(%pa, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(256), tensor_view<256xf64, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<256xf64>, !cuda_tile.token)
    %e4 = "cuda_tile.ftof"(%va) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<256xf64>) -> !cuda_tile.tile<256xf8E4M3FN>
    %e5 = "cuda_tile.ftof"(%va) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<256xf64>) -> !cuda_tile.tile<256xf8E5M2>
    %sc = "cuda_tile.store_view_tko"(%e4, %pc, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<256xf8E4M3FN>, !cuda_tile.partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %sd = "cuda_tile.store_view_tko"(%e5, %pd, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<256xf8E5M2>, !cuda_tile.partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
