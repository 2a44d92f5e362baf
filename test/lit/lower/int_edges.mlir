// Integer edge cases and nearest_away: i8 compares extend both operands first (the upper
// bytes of the 16-bit registers need not agree), i8 negi works on the register, i8 absi
// sign-extends first (abs(-128) = 0x80); an i64 shift amount is clamped to 64 before it is
// narrowed to PTX's u32 amount (2^32 must not shift by 0); bf16 -> f16 nearest_away is rn and
// rz (of the value widened to f32) plus a tie test (bytecode 13.4, for the mode). Links for sm_80 and sm_120a.
// RUN: cutile compile --gpu-name sm_80 %s --emit ptx | FileCheck %s
// RUN: cutile compile --gpu-name sm_80 %s -o %t.cubin
// RUN: cutile compile --gpu-name sm_120a %s -o %t.cubin
// CHECK: cvt.s16.s8 [[A:%h[0-9]+]], [[X:%h[0-9]+]];
// CHECK-NEXT: cvt.s16.s8 [[B:%h[0-9]+]], [[Y:%h[0-9]+]];
// CHECK-NEXT: setp.lt.s16 {{%p[0-9]+}}, [[A]], [[B]];
// CHECK: and.b16 [[AU:%h[0-9]+]], [[X]], 0x00FF;
// CHECK-NEXT: and.b16 [[BU:%h[0-9]+]], [[Y]], 0x00FF;
// CHECK-NEXT: setp.eq.u16 {{%p[0-9]+}}, [[AU]], [[BU]];
// CHECK: neg.s16 [[N:%h[0-9]+]], [[X]];
// CHECK: cvt.s16.s8 [[NS:%h[0-9]+]], [[N]];
// CHECK-NEXT: abs.s16 {{%h[0-9]+}}, [[NS]];
// CHECK: min.u64 [[C:%rd[0-9]+]], [[AMT:%rd[0-9]+]], 64;
// CHECK-NEXT: cvt.u32.u64 [[C32:%r[0-9]+]], [[C]];
// CHECK-NEXT: shl.b64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, [[C32]];
// CHECK: cvt.f32.bf16 [[F:%f[0-9]+]], {{%h[0-9]+}};
// CHECK-NEXT: cvt.rn.f16.f32 [[RN:%h[0-9]+]], [[F]];
// CHECK-NEXT: cvt.rz.f16.f32 [[RZ:%h[0-9]+]], [[F]];
// CHECK-NEXT: add.u16 [[AW:%h[0-9]+]], [[RZ]], 1;
// CHECK: setp.eq.f32 [[TIE:%p[0-9]+]]
// CHECK-NEXT: selp.b16 {{%h[0-9]+}}, [[AW]], [[RN]], [[TIE]];
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "int_edges", function_type = (!cuda_tile.tile<ptr<i8>>, !cuda_tile.tile<ptr<i64>>, !cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<ptr<f16>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<i8>>, %l: !cuda_tile.tile<ptr<i64>>, %f: !cuda_tile.tile<ptr<bf16>>, %h: !cuda_tile.tile<ptr<f16>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %ta = "cuda_tile.make_tensor_view"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i8>>) -> !cuda_tile.tensor_view<128xi8, strides=[1]>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<128xi8, strides=[1]>) -> !cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<128xi8, strides=[1]>, dim_map=[0]>
    %tl = "cuda_tile.make_tensor_view"(%l) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i64>>) -> !cuda_tile.tensor_view<128xi64, strides=[1]>
    %pl = "cuda_tile.make_partition_view"(%tl) : (!cuda_tile.tensor_view<128xi64, strides=[1]>) -> !cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<128xi64, strides=[1]>, dim_map=[0]>
    %tf = "cuda_tile.make_tensor_view"(%f) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<bf16>>) -> !cuda_tile.tensor_view<64xbf16, strides=[1]>
    %pf = "cuda_tile.make_partition_view"(%tf) : (!cuda_tile.tensor_view<64xbf16, strides=[1]>) -> !cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xbf16, strides=[1]>, dim_map=[0]>
    %th = "cuda_tile.make_tensor_view"(%h) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tensor_view<64xf16, strides=[1]>
    %ph = "cuda_tile.make_partition_view"(%th) : (!cuda_tile.tensor_view<64xf16, strides=[1]>) -> !cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xf16, strides=[1]>, dim_map=[0]>
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %one = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %x, %t1 = "cuda_tile.load_view_tko"(%pa, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<128xi8, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64xi8>, !cuda_tile.token)
    %y, %t2 = "cuda_tile.load_view_tko"(%pa, %one, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<128xi8, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64xi8>, !cuda_tile.token)
    %lt = "cuda_tile.cmpi"(%x, %y) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<64xi8>, !cuda_tile.tile<64xi8>) -> !cuda_tile.tile<64xi1>
    %eq = "cuda_tile.cmpi"(%x, %y) <{comparison_predicate = #cuda_tile.comparison_predicate<equal>, signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<64xi8>, !cuda_tile.tile<64xi8>) -> !cuda_tile.tile<64xi1>
    %n = "cuda_tile.negi"(%x) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<64xi8>) -> !cuda_tile.tile<64xi8>
    %ab = "cuda_tile.absi"(%n) : (!cuda_tile.tile<64xi8>) -> !cuda_tile.tile<64xi8>
    %s1 = "cuda_tile.select"(%lt, %ab, %y) : (!cuda_tile.tile<64xi1>, !cuda_tile.tile<64xi8>, !cuda_tile.tile<64xi8>) -> !cuda_tile.tile<64xi8>
    %s2 = "cuda_tile.select"(%eq, %x, %s1) : (!cuda_tile.tile<64xi1>, !cuda_tile.tile<64xi8>, !cuda_tile.tile<64xi8>) -> !cuda_tile.tile<64xi8>
    %t3 = "cuda_tile.store_view_tko"(%s2, %pa, %zero, %t1) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<64xi8>, !cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<128xi8, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %v, %t4 = "cuda_tile.load_view_tko"(%pl, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<128xi64, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64xi64>, !cuda_tile.token)
    %amt, %t5 = "cuda_tile.load_view_tko"(%pl, %one, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<128xi64, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64xi64>, !cuda_tile.token)
    %sh = "cuda_tile.shli"(%v, %amt) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<64xi64>, !cuda_tile.tile<64xi64>) -> !cuda_tile.tile<64xi64>
    %t6 = "cuda_tile.store_view_tko"(%sh, %pl, %zero, %t4) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<64xi64>, !cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<128xi64, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %fx, %t7 = "cuda_tile.load_view_tko"(%pf, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xbf16, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64xbf16>, !cuda_tile.token)
    %hx = "cuda_tile.ftof"(%fx) <{rounding_mode = #cuda_tile.rounding<nearest_away>}> : (!cuda_tile.tile<64xbf16>) -> !cuda_tile.tile<64xf16>
    %t8 = "cuda_tile.store_view_tko"(%hx, %ph, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<64xf16>, !cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xf16, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.4"} : () -> ()
