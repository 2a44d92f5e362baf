// Elementwise lowering, one PTX form per op and attribute (inputs are a 128-element tile
// of a 16-byte-aligned, statically sized array: one warp, one 16-byte vector per thread).
// Bytecode 13.4 for ftof's directed rounding to bf16 (cvt.rz.bf16.f32 exists on sm_80).
// RUN: cutile compile %s --gpu-name sm_80 --emit ptx | FileCheck %s
// CHECK: .version 8.7
// CHECK: .target sm_80
// CHECK: .reqntid 32, 1, 1
// CHECK: ld.global.v4.f32
// CHECK: tanh.approx.f32
// CHECK: mul.f32 {{.*}}, 0f3FB8AA3B;
// CHECK-NEXT: ex2.approx.f32
// CHECK: rsqrt.approx.ftz.f32
// CHECK: sqrt.approx.f32
// CHECK: div.approx.ftz.f32
// CHECK: div.full.f32
// CHECK: div.rz.f32
// CHECK: max.NaN.f32
// CHECK: fma.rn.ftz.f32
// CHECK: setp.ltu.f32 [[P:%p[0-9]+]]
// CHECK: selp.f32 {{%f[0-9]+}}, {{%f[0-9]+}}, {{%f[0-9]+}}, [[P]];
// CHECK: mov.b32 {{%r[0-9]+}}, {{%f[0-9]+}};
// CHECK: cvt.s64.s32
// CHECK: cvt.u32.u64
// Ceiling division: truncate, then +1 where inexact and the signs agree.
// CHECK: div.s32 [[Q:%r[0-9]+]], [[A:%r[0-9]+]], [[B:%r[0-9]+]];
// CHECK-NEXT: mul.lo.s32 [[M:%r[0-9]+]], [[Q]], [[B]];
// CHECK-NEXT: setp.ne.s32 [[INEXACT:%p[0-9]+]], [[M]], [[A]];
// CHECK-NEXT: xor.b32 [[X:%r[0-9]+]], [[A]], [[B]];
// CHECK-NEXT: setp.ge.s32 [[POS:%p[0-9]+]], [[X]], 0;
// CHECK-NEXT: and.pred [[INEXACT]], [[INEXACT]], [[POS]];
// CHECK-NEXT: @[[INEXACT]] add.s32 [[Q]], [[Q]], 1;
// CHECK: cvt.rn.f32.s32
// CHECK: cvt.rz.bf16.f32
// CHECK: cvt.f32.bf16
// CHECK: cvt.rn.f16.f32
// f16 arithmetic goes through f32 and rounds once.
// CHECK: cvt.f32.f16
// CHECK: add.rn.f32
// CHECK: cvt.rn.f16.f32
// CHECK: cvt.f32.f16
// CHECK: cvt.rzi.u32.f32
// CHECK: cvt.rn.f32.u32
// CHECK: st.global.v4.f32
// CHECK: ret;
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "chain", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f32>>, %o: !cuda_tile.tile<ptr<f32>>):
    %a16 = "cuda_tile.assume"(%a) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %o16 = "cuda_tile.assume"(%o) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %ta = "cuda_tile.make_tensor_view"(%a16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<128xf32, strides=[1]>
    %to = "cuda_tile.make_tensor_view"(%o16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<128xf32, strides=[1]>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<128xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(128), tensor_view<128xf32, strides=[1]>, dim_map=[0]>
    %po = "cuda_tile.make_partition_view"(%to) : (!cuda_tile.tensor_view<128xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(128), tensor_view<128xf32, strides=[1]>, dim_map=[0]>
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %x, %t1 = "cuda_tile.load_view_tko"(%pa, %zero) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: true>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(128), tensor_view<128xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<128xf32>, !cuda_tile.token)
    %t = "cuda_tile.tanh"(%x) <{rounding_mode = #cuda_tile.rounding<approx>}> : (!cuda_tile.tile<128xf32>) -> !cuda_tile.tile<128xf32>
    %e = "cuda_tile.exp"(%t) <{rounding_mode = #cuda_tile.rounding<approx>}> : (!cuda_tile.tile<128xf32>) -> !cuda_tile.tile<128xf32>
    %r = "cuda_tile.rsqrt"(%e) <{flush_to_zero}> : (!cuda_tile.tile<128xf32>) -> !cuda_tile.tile<128xf32>
    %s = "cuda_tile.sqrt"(%r) <{rounding_mode = #cuda_tile.rounding<approx>}> : (!cuda_tile.tile<128xf32>) -> !cuda_tile.tile<128xf32>
    %d1 = "cuda_tile.divf"(%s, %x) <{rounding_mode = #cuda_tile.rounding<approx>, flush_to_zero}> : (!cuda_tile.tile<128xf32>, !cuda_tile.tile<128xf32>) -> !cuda_tile.tile<128xf32>
    %d2 = "cuda_tile.divf"(%d1, %x) <{rounding_mode = #cuda_tile.rounding<full>}> : (!cuda_tile.tile<128xf32>, !cuda_tile.tile<128xf32>) -> !cuda_tile.tile<128xf32>
    %d3 = "cuda_tile.divf"(%d2, %x) <{rounding_mode = #cuda_tile.rounding<zero>}> : (!cuda_tile.tile<128xf32>, !cuda_tile.tile<128xf32>) -> !cuda_tile.tile<128xf32>
    %m = "cuda_tile.maxf"(%d3, %x) <{propagate_nan}> : (!cuda_tile.tile<128xf32>, !cuda_tile.tile<128xf32>) -> !cuda_tile.tile<128xf32>
    %f = "cuda_tile.fma"(%m, %x, %x) <{rounding_mode = #cuda_tile.rounding<nearest_even>, flush_to_zero}> : (!cuda_tile.tile<128xf32>, !cuda_tile.tile<128xf32>, !cuda_tile.tile<128xf32>) -> !cuda_tile.tile<128xf32>
    %c = "cuda_tile.cmpf"(%f, %x) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, comparison_ordering = #cuda_tile.comparison_ordering<unordered>}> : (!cuda_tile.tile<128xf32>, !cuda_tile.tile<128xf32>) -> !cuda_tile.tile<128xi1>
    %sel = "cuda_tile.select"(%c, %f, %x) : (!cuda_tile.tile<128xi1>, !cuda_tile.tile<128xf32>, !cuda_tile.tile<128xf32>) -> !cuda_tile.tile<128xf32>
    %bc = "cuda_tile.bitcast"(%sel) : (!cuda_tile.tile<128xf32>) -> !cuda_tile.tile<128xi32>
    %w = "cuda_tile.exti"(%bc) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<128xi32>) -> !cuda_tile.tile<128xi64>
    %n = "cuda_tile.trunci"(%w) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<128xi64>) -> !cuda_tile.tile<128xi32>
    %q = "cuda_tile.divi"(%n, %n) <{signedness = #cuda_tile.signedness<signed>, rounding = #cuda_tile.rounding<positive_inf>}> : (!cuda_tile.tile<128xi32>, !cuda_tile.tile<128xi32>) -> !cuda_tile.tile<128xi32>
    %fi = "cuda_tile.itof"(%q) <{signedness = #cuda_tile.signedness<signed>, rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<128xi32>) -> !cuda_tile.tile<128xf32>
    %b = "cuda_tile.ftof"(%fi) <{rounding_mode = #cuda_tile.rounding<zero>}> : (!cuda_tile.tile<128xf32>) -> !cuda_tile.tile<128xbf16>
    %bb = "cuda_tile.ftof"(%b) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<128xbf16>) -> !cuda_tile.tile<128xf32>
    %h = "cuda_tile.ftof"(%bb) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<128xf32>) -> !cuda_tile.tile<128xf16>
    %hh = "cuda_tile.addf"(%h, %h) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<128xf16>, !cuda_tile.tile<128xf16>) -> !cuda_tile.tile<128xf16>
    %hf = "cuda_tile.ftof"(%hh) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<128xf16>) -> !cuda_tile.tile<128xf32>
    %ii = "cuda_tile.ftoi"(%hf) <{signedness = #cuda_tile.signedness<unsigned>, rounding_mode = #cuda_tile.rounding<nearest_int_to_zero>}> : (!cuda_tile.tile<128xf32>) -> !cuda_tile.tile<128xi32>
    %out = "cuda_tile.itof"(%ii) <{signedness = #cuda_tile.signedness<unsigned>, rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<128xi32>) -> !cuda_tile.tile<128xf32>
    %t2 = "cuda_tile.store_view_tko"(%out, %po, %zero) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: true>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<128xf32>, !cuda_tile.partition_view<tile=(128), tensor_view<128xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.4"} : () -> ()
