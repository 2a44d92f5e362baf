// f64 to bf16 below sm_90 (no cvt.bf16.f64 there): through f32 rounded to odd (toward zero, the
// lowest bit set when inexact), then to bf16 in the op's rounding mode, which gives the
// once-rounded result (codegen/ptx_arith.c ct_ptx_ftof). test/gpu/mma_kernels.c runs it compiled for sm_80
// (PTX JIT-compiled on the device) against the host's rounding, ties and near-ties included.
// RUN: cutile compile --gpu-name sm_80 %s --emit ptx | FileCheck %s
// RUN: cutile compile --gpu-name sm_90a %s --emit ptx | FileCheck %s --check-prefix=SM90
// CHECK-LABEL: .entry ftof_bf16_f64(
// CHECK: cvt.rz.f32.f64 [[Z:%f[0-9]+]], [[X:%fd[0-9]+]];
// CHECK-NEXT: cvt.f64.f32 [[B:%fd[0-9]+]], [[Z]];
// CHECK-NEXT: setp.neu.f64 [[P:%p[0-9]+]], [[B]], [[X]];
// CHECK-NEXT: mov.b32 [[W:%r[0-9]+]], [[Z]];
// CHECK-NEXT: @[[P]] or.b32 [[W]], [[W]], 1;
// CHECK-NEXT: mov.b32 [[F:%f[0-9]+]], [[W]];
// CHECK-NEXT: cvt.rn.bf16.f32 {{%h[0-9]+}}, [[F]];
// CHECK: cvt.rz.bf16.f32
// CHECK-NOT: cvt.{{.*}}bf16.f64
// SM90-LABEL: .entry ftof_bf16_f64(
// SM90: cvt.rn.bf16.f64
// SM90: cvt.rz.bf16.f64
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "ftof_bf16_f64", function_type = (!cuda_tile.tile<ptr<f64>>, !cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<ptr<bf16>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f64>>, %c: !cuda_tile.tile<ptr<bf16>>, %d: !cuda_tile.tile<ptr<bf16>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %ta = "cuda_tile.make_tensor_view"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f64>>) -> !cuda_tile.tensor_view<256xf64, strides=[1]>
    %tc = "cuda_tile.make_tensor_view"(%c) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<bf16>>) -> !cuda_tile.tensor_view<256xbf16, strides=[1]>
    %td = "cuda_tile.make_tensor_view"(%d) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<bf16>>) -> !cuda_tile.tensor_view<256xbf16, strides=[1]>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<256xf64, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), tensor_view<256xf64, strides=[1]>, dim_map=[0]>
    %pc = "cuda_tile.make_partition_view"(%tc) : (!cuda_tile.tensor_view<256xbf16, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>, dim_map=[0]>
    %pd = "cuda_tile.make_partition_view"(%td) : (!cuda_tile.tensor_view<256xbf16, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>, dim_map=[0]>
    %va, %ka = "cuda_tile.load_view_tko"(%pa, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(256), tensor_view<256xf64, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<256xf64>, !cuda_tile.token)
    %fn = "cuda_tile.ftof"(%va) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<256xf64>) -> !cuda_tile.tile<256xbf16>
    %fz = "cuda_tile.ftof"(%va) <{rounding_mode = #cuda_tile.rounding<zero>}> : (!cuda_tile.tile<256xf64>) -> !cuda_tile.tile<256xbf16>
    %kc = "cuda_tile.store_view_tko"(%fn, %pc, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<256xbf16>, !cuda_tile.partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %kd = "cuda_tile.store_view_tko"(%fz, %pd, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<256xbf16>, !cuda_tile.partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.4"} : () -> ()
