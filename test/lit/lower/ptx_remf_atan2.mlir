// remf (C fmod, exact) and atan2 (f64 evaluation, one rounding) on f32; f16 through f32.
// remf reduces |x| by |y|·2^(28k), k = 9 … 0 (quotients below 2^28, each step an exact fma),
// takes x's sign, and returns x for y = ±inf with x finite. atan2's first operand is C's y.
// The library's own forms (CUTILE_CUDA_MATH=0; by default, where NVRTC loads, these ops call
// CUDA's math library instead: cuda_math.mlir).
// RUN: CUTILE_CUDA_MATH=0 cutile compile --gpu-name sm_90a %s --emit ptx | FileCheck %s
// RUN: cutile compile --gpu-name sm_80 %s -o %t.cubin
// RUN: cutile compile --gpu-name sm_90a %s -o %t.cubin
// RUN: cutile compile --gpu-name sm_120a %s -o %t.cubin
// remf, first step (2^252) and last (2^0):
// CHECK: cvt.f64.f32 [[AX:%fd[0-9]+]], [[X:%f[0-9]+]];
// CHECK-NEXT: abs.f64 [[AX]], [[AX]];
// CHECK-NEXT: cvt.f64.f32 [[AY:%fd[0-9]+]], [[Y:%f[0-9]+]];
// CHECK-NEXT: abs.f64 [[AY]], [[AY]];
// CHECK-NEXT: mul.rn.f64 [[T:%fd[0-9]+]], [[AY]], 0d4FB0000000000000;
// CHECK-NEXT: div.rz.f64 [[Q:%fd[0-9]+]], [[AX]], [[T]];
// CHECK-NEXT: cvt.rzi.f64.f64 [[Q]], [[Q]];
// CHECK-NEXT: neg.f64 [[Q]], [[Q]];
// CHECK-NEXT: fma.rn.f64 [[AX]], [[Q]], [[T]], [[AX]];
// CHECK: mul.rn.f64 [[T]], [[AY]], 0d3FF0000000000000;
// CHECK-NEXT: div.rz.f64 [[Q]], [[AX]], [[T]];
// CHECK-NEXT: cvt.rzi.f64.f64 [[Q]], [[Q]];
// CHECK-NEXT: neg.f64 [[Q]], [[Q]];
// CHECK-NEXT: fma.rn.f64 [[AX]], [[Q]], [[T]], [[AX]];
// CHECK-NEXT: cvt.rn.f32.f64 [[R:%f[0-9]+]], [[AX]];
// CHECK-NEXT: copysign.f32 [[D:%f[0-9]+]], [[X]], [[R]];
// CHECK-NEXT: testp.infinite.f32 [[P:%p[0-9]+]], [[Y]];
// CHECK-NEXT: testp.finite.f32 [[F:%p[0-9]+]], [[X]];
// CHECK-NEXT: and.pred [[P]], [[P]], [[F]];
// CHECK-NEXT: selp.f32 [[D]], [[X]], [[D]], [[P]];
// atan2 (operand order as C's atan2(y, x)):
// CHECK: setp.gt.f64 [[STEEP:%p[0-9]+]], {{%fd[0-9]+}}, {{%fd[0-9]+}};
// CHECK: setp.gt.f64 {{%p[0-9]+}}, {{%fd[0-9]+}}, 0d3FDA827999FCEF32;
// CHECK: selp.f64 {{%fd[0-9]+}}, 0d3FE921FB54442D18, 0d0000000000000000, {{%p[0-9]+}};
// CHECK: mov.f64 [[S:%fd[0-9]+]], 0dBFAAF286BCA1AF28;
// CHECK-NEXT: fma.rn.f64 [[S]], [[S]], {{%fd[0-9]+}}, 0d3FAE1E1E1E1E1E1E;
// CHECK: fma.rn.f64 [[S]], [[S]], {{%fd[0-9]+}}, 0d3FF0000000000000;
// CHECK: sub.rn.f64 {{%fd[0-9]+}}, 0d3FF921FB54442D18, [[S]];
// CHECK: sub.rn.f64 {{%fd[0-9]+}}, 0d400921FB54442D18, [[S]];
// CHECK: cvt.rn.f32.f64 [[AR:%f[0-9]+]], {{%fd[0-9]+}};
// CHECK-NEXT: copysign.f32 [[AD:%f[0-9]+]], [[AY2:%f[0-9]+]], [[AR]];
// CHECK-NEXT: setp.nan.f32 [[NP:%p[0-9]+]], [[AX2:%f[0-9]+]], [[AY2]];
// CHECK-NEXT: @[[NP]] add.f32 [[AD]], [[AX2]], [[AY2]];
// f16: widened to f32, rounded back once.
// CHECK: cvt.f32.f16
// CHECK: div.rz.f64
// CHECK: cvt.rn.f16.f32
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "remf_atan2", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f16>>) -> ()}> ({
  ^bb0(%x: !cuda_tile.tile<ptr<f32>>, %y: !cuda_tile.tile<ptr<f32>>, %rem: !cuda_tile.tile<ptr<f32>>, %at: !cuda_tile.tile<ptr<f32>>, %h: !cuda_tile.tile<ptr<f16>>):
    %tvx = "cuda_tile.make_tensor_view"(%x) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64xf32, strides=[1]>
    %pvx = "cuda_tile.make_partition_view"(%tvx) : (!cuda_tile.tensor_view<64xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xf32, strides=[1]>, dim_map=[0]>
    %tvy = "cuda_tile.make_tensor_view"(%y) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64xf32, strides=[1]>
    %pvy = "cuda_tile.make_partition_view"(%tvy) : (!cuda_tile.tensor_view<64xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xf32, strides=[1]>, dim_map=[0]>
    %tvrem = "cuda_tile.make_tensor_view"(%rem) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64xf32, strides=[1]>
    %pvrem = "cuda_tile.make_partition_view"(%tvrem) : (!cuda_tile.tensor_view<64xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xf32, strides=[1]>, dim_map=[0]>
    %tvat = "cuda_tile.make_tensor_view"(%at) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64xf32, strides=[1]>
    %pvat = "cuda_tile.make_partition_view"(%tvat) : (!cuda_tile.tensor_view<64xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xf32, strides=[1]>, dim_map=[0]>
    %tvh = "cuda_tile.make_tensor_view"(%h) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tensor_view<64xf16, strides=[1]>
    %pvh = "cuda_tile.make_partition_view"(%tvh) : (!cuda_tile.tensor_view<64xf16, strides=[1]>) -> !cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xf16, strides=[1]>, dim_map=[0]>
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %a, %la = "cuda_tile.load_view_tko"(%pvx, %zero) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<64xf32>, !cuda_tile.token)
    %b, %lb = "cuda_tile.load_view_tko"(%pvy, %zero) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<64xf32>, !cuda_tile.token)
    %r = "cuda_tile.remf"(%a, %b) : (!cuda_tile.tile<64xf32>, !cuda_tile.tile<64xf32>) -> !cuda_tile.tile<64xf32>
    %q = "cuda_tile.atan2"(%a, %b) : (!cuda_tile.tile<64xf32>, !cuda_tile.tile<64xf32>) -> !cuda_tile.tile<64xf32>
    %sr = "cuda_tile.store_view_tko"(%r, %pvrem, %zero) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<64xf32>, !cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %sq = "cuda_tile.store_view_tko"(%q, %pvat, %zero) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<64xf32>, !cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %hx, %lhx = "cuda_tile.load_view_tko"(%pvh, %zero) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xf16, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<64xf16>, !cuda_tile.token)
    %hr = "cuda_tile.remf"(%hx, %hx) : (!cuda_tile.tile<64xf16>, !cuda_tile.tile<64xf16>) -> !cuda_tile.tile<64xf16>
    %hq = "cuda_tile.atan2"(%hr, %hx) : (!cuda_tile.tile<64xf16>, !cuda_tile.tile<64xf16>) -> !cuda_tile.tile<64xf16>
    %shq = "cuda_tile.store_view_tko"(%hq, %pvh, %zero) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<64xf16>, !cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xf16, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
