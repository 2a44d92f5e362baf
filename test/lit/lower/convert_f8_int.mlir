// itof into f8E4M3FN / f8E5M2, ftoi out of them and ftof between them (ops.md §3.8 allows every
// float but f8E8M0FNU), which cuTile emits for astype: through f32, exactly (codegen/ptx_arith.c
// e_int_float, ptx_fp8.c): an int an f8 rounds to has at most 16 bits, and every f8 value is
// an f32. An int too large for the f8 becomes NaN (e4m3fn) or +/-inf (e5m2), as ops.md's itof
// says, by mending the saturated narrowing (above 464 / from 61440). Below sm_89 on the bits
// (ct_ptx_f8x2_widen / narrow_bits), from sm_89 with the f8 cvt. test/gpu/mma_kernels.c runs it
// as sm_80 and sm_89 PTX against the host's rounding.
// RUN: cutile compile --gpu-name sm_80 %s --emit ptx | FileCheck %s
// RUN: cutile compile --gpu-name sm_90a %s --emit ptx | FileCheck %s --check-prefix=SM90
// RUN: cutile compile --gpu-name sm_80 %s --emit cubin --no-cache -o %t.sm80
// RUN: cutile compile --gpu-name sm_89 %s --emit cubin --no-cache -o %t.sm89
// CHECK-LABEL: .entry f8_int(
// i32 → f32 exactly, then satfinite to e4m3 on the bits (|x| clamped to 448).
// CHECK: cvt.rn.f32.s32 [[F:%f[0-9]+]],
// CHECK: abs.f32 {{%f[0-9]+}}, [[F]];
// CHECK: min.f32 {{%f[0-9]+}}, {{%f[0-9]+}}, 0f43E00000;
// CHECK: abs.f32 [[A:%f[0-9]+]], [[F]];
// CHECK-NEXT: setp.gt.f32 [[P:%p[0-9]+]], [[A]], 0f43E80000;
// CHECK-NEXT: @[[P]] or.b16 {{%h[0-9]+}}, {{%h[0-9]+}}, 0x7F;
// e4m3 → f32 on the bits (an f16 pair times 256), then truncated to i32.
// CHECK: mul.rn.f16x2
// CHECK: cvt.f32.f16
// CHECK: cvt.rzi.s32.f32
// e4m3 → e5m2: widened on the bits, narrowed on the bits (clamped to 57344).
// CHECK: min.f32 {{%f[0-9]+}}, {{%f[0-9]+}}, 0f47600000;
// CHECK-NOT: e4m3x2
// SM90-LABEL: .entry f8_int(
// SM90: cvt.rn.f32.s32 [[F:%f[0-9]+]],
// SM90: cvt.rn.satfinite.e4m3x2.f32 [[H:%h[0-9]+]], {{%f[0-9]+}}, [[F]];
// SM90-NEXT: abs.f32 [[A:%f[0-9]+]], [[F]];
// SM90-NEXT: setp.gt.f32 [[P:%p[0-9]+]], [[A]], 0f43E80000;
// SM90-NEXT: @[[P]] or.b16 [[H]], [[H]], 0x7F;
// SM90: cvt.rn.satfinite.e5m2x2.f32 [[H5:%h[0-9]+]], {{%f[0-9]+}}, [[F5:%f[0-9]+]];
// SM90-NEXT: abs.f32 [[A5:%f[0-9]+]], [[F5]];
// SM90-NEXT: setp.ge.f32 [[P5:%p[0-9]+]], [[A5]], 0f47700000;
// SM90-NEXT: @[[P5]] add.u16 [[H5]], [[H5]], 1;
// SM90: cvt.rn.f16x2.e4m3x2 [[P:%r[0-9]+]],
// SM90-NEXT: mov.b32 {[[LO:%h[0-9]+]], {{%h[0-9]+}}}, [[P]];
// SM90-NEXT: cvt.f32.f16 [[W:%f[0-9]+]], [[LO]];
// SM90-NEXT: cvt.rzi.s32.f32 {{%r[0-9]+}}, [[W]];
// SM90: cvt.rn.f16x2.e4m3x2
// SM90: cvt.f32.f16
// SM90: cvt.rn.satfinite.e5m2x2.f32
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "f8_int", function_type = (!cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<ptr<f8E4M3FN>>, !cuda_tile.tile<ptr<f8E5M2>>, !cuda_tile.tile<ptr<f8E4M3FN>>, !cuda_tile.tile<ptr<f8E5M2>>, !cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<ptr<f8E5M2>>, !cuda_tile.tile<ptr<f8E4M3FN>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<i32>>, %b4: !cuda_tile.tile<ptr<f8E4M3FN>>, %b5: !cuda_tile.tile<ptr<f8E5M2>>, %c: !cuda_tile.tile<ptr<f8E4M3FN>>, %d: !cuda_tile.tile<ptr<f8E5M2>>, %e: !cuda_tile.tile<ptr<i32>>, %f: !cuda_tile.tile<ptr<i32>>, %g: !cuda_tile.tile<ptr<f8E5M2>>, %h: !cuda_tile.tile<ptr<f8E4M3FN>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %ta = "cuda_tile.make_tensor_view"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tensor_view<256xi32, strides=[1]>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<256xi32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), tensor_view<256xi32, strides=[1]>, dim_map=[0]>
    %tb4 = "cuda_tile.make_tensor_view"(%b4) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tensor_view<256xf8E4M3FN, strides=[1]>
    %pb4 = "cuda_tile.make_partition_view"(%tb4) : (!cuda_tile.tensor_view<256xf8E4M3FN, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>, dim_map=[0]>
    %tb5 = "cuda_tile.make_tensor_view"(%b5) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E5M2>>) -> !cuda_tile.tensor_view<256xf8E5M2, strides=[1]>
    %pb5 = "cuda_tile.make_partition_view"(%tb5) : (!cuda_tile.tensor_view<256xf8E5M2, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>, dim_map=[0]>
    %tc = "cuda_tile.make_tensor_view"(%c) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tensor_view<256xf8E4M3FN, strides=[1]>
    %pc = "cuda_tile.make_partition_view"(%tc) : (!cuda_tile.tensor_view<256xf8E4M3FN, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>, dim_map=[0]>
    %td = "cuda_tile.make_tensor_view"(%d) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E5M2>>) -> !cuda_tile.tensor_view<256xf8E5M2, strides=[1]>
    %pd = "cuda_tile.make_partition_view"(%td) : (!cuda_tile.tensor_view<256xf8E5M2, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>, dim_map=[0]>
    %te = "cuda_tile.make_tensor_view"(%e) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tensor_view<256xi32, strides=[1]>
    %pe = "cuda_tile.make_partition_view"(%te) : (!cuda_tile.tensor_view<256xi32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), tensor_view<256xi32, strides=[1]>, dim_map=[0]>
    %tf = "cuda_tile.make_tensor_view"(%f) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tensor_view<256xi32, strides=[1]>
    %pf = "cuda_tile.make_partition_view"(%tf) : (!cuda_tile.tensor_view<256xi32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), tensor_view<256xi32, strides=[1]>, dim_map=[0]>
    %tg = "cuda_tile.make_tensor_view"(%g) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E5M2>>) -> !cuda_tile.tensor_view<256xf8E5M2, strides=[1]>
    %pg = "cuda_tile.make_partition_view"(%tg) : (!cuda_tile.tensor_view<256xf8E5M2, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>, dim_map=[0]>
    %th = "cuda_tile.make_tensor_view"(%h) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tensor_view<256xf8E4M3FN, strides=[1]>
    %ph = "cuda_tile.make_partition_view"(%th) : (!cuda_tile.tensor_view<256xf8E4M3FN, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>, dim_map=[0]>
    %va, %ka = "cuda_tile.load_view_tko"(%pa, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(256), tensor_view<256xi32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<256xi32>, !cuda_tile.token)
    %vb4, %kb4 = "cuda_tile.load_view_tko"(%pb4, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<256xf8E4M3FN>, !cuda_tile.token)
    %vb5, %kb5 = "cuda_tile.load_view_tko"(%pb5, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<256xf8E5M2>, !cuda_tile.token)
    %i4 = "cuda_tile.itof"(%va) <{signedness = #cuda_tile.signedness<signed>, rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<256xi32>) -> !cuda_tile.tile<256xf8E4M3FN>
    %i5 = "cuda_tile.itof"(%va) <{signedness = #cuda_tile.signedness<signed>, rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<256xi32>) -> !cuda_tile.tile<256xf8E5M2>
    %t4 = "cuda_tile.ftoi"(%vb4) <{signedness = #cuda_tile.signedness<signed>, rounding_mode = #cuda_tile.rounding<nearest_int_to_zero>}> : (!cuda_tile.tile<256xf8E4M3FN>) -> !cuda_tile.tile<256xi32>
    %t5 = "cuda_tile.ftoi"(%vb5) <{signedness = #cuda_tile.signedness<signed>, rounding_mode = #cuda_tile.rounding<nearest_int_to_zero>}> : (!cuda_tile.tile<256xf8E5M2>) -> !cuda_tile.tile<256xi32>
    %c45 = "cuda_tile.ftof"(%vb4) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<256xf8E4M3FN>) -> !cuda_tile.tile<256xf8E5M2>
    %c54 = "cuda_tile.ftof"(%vb5) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<256xf8E5M2>) -> !cuda_tile.tile<256xf8E4M3FN>
    %sc = "cuda_tile.store_view_tko"(%i4, %pc, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<256xf8E4M3FN>, !cuda_tile.partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %sd = "cuda_tile.store_view_tko"(%i5, %pd, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<256xf8E5M2>, !cuda_tile.partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %se = "cuda_tile.store_view_tko"(%t4, %pe, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<256xi32>, !cuda_tile.partition_view<tile=(256), tensor_view<256xi32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %sf = "cuda_tile.store_view_tko"(%t5, %pf, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<256xi32>, !cuda_tile.partition_view<tile=(256), tensor_view<256xi32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %sg = "cuda_tile.store_view_tko"(%c45, %pg, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<256xf8E5M2>, !cuda_tile.partition_view<tile=(256), tensor_view<256xf8E5M2, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %sh = "cuda_tile.store_view_tko"(%c54, %ph, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<256xf8E4M3FN>, !cuda_tile.partition_view<tile=(256), tensor_view<256xf8E4M3FN, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
