// i8 integer ops whose result depends on the upper byte of the 16-bit register an i8 lives in:
// operands are sign- or zero-extended first (cvt.s16.s8 / and 0x00FF) by the op's signedness;
// shift amounts are read as u8; mulhii on u8 is the high byte of the 16-bit product; divi's
// floor correction runs in 16 bits. Links for sm_80, sm_90a and sm_120a.
// RUN: cutile lower %s --emit ptx | FileCheck %s
// RUN: cutile compile --gpu-name sm_80 %s -o %t.cubin
// RUN: cutile compile --gpu-name sm_120a %s -o %t.cubin
// shri signed:
// CHECK: cvt.u32.u8 [[AMT:%r[0-9]+]], [[THREE:%h[0-9]+]];
// CHECK-NEXT: cvt.s16.s8 [[XS:%h[0-9]+]], [[X0:%h[0-9]+]];
// CHECK-NEXT: shr.s16 [[S0:%h[0-9]+]], [[XS]], [[AMT]];
// mulhii (unsigned):
// CHECK: and.b16 [[SU:%h[0-9]+]], [[S0]], 0x00FF;
// CHECK-NEXT: and.b16 [[XU:%h[0-9]+]], [[X0]], 0x00FF;
// CHECK-NEXT: mul.lo.u16 [[H0:%h[0-9]+]], [[SU]], [[XU]];
// CHECK-NEXT: shr.u16 [[H0]], [[H0]], 8;
// divi signed, rounding toward negative infinity:
// CHECK: cvt.s16.s8 [[HS:%h[0-9]+]], [[H0]];
// CHECK-NEXT: cvt.s16.s8 [[TS:%h[0-9]+]], [[THREE]];
// CHECK-NEXT: div.s16 [[Q:%h[0-9]+]], [[HS]], [[TS]];
// CHECK: xor.b16 {{%h[0-9]+}}, [[HS]], [[TS]];
// CHECK: @{{%p[0-9]+}} sub.s16 [[Q]], [[Q]], 1;
// maxi unsigned:
// CHECK: and.b16 [[QU:%h[0-9]+]], [[Q]], 0x00FF;
// CHECK-NEXT: and.b16 [[XU2:%h[0-9]+]], [[X0]], 0x00FF;
// CHECK-NEXT: max.u16 {{%h[0-9]+}}, [[QU]], [[XU2]];
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "int8_ops", function_type = (!cuda_tile.tile<ptr<i8>>, !cuda_tile.tile<ptr<i8>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<i8>>, %b: !cuda_tile.tile<ptr<i8>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %ta = "cuda_tile.make_tensor_view"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i8>>) -> !cuda_tile.tensor_view<64xi8, strides=[1]>
    %tb = "cuda_tile.make_tensor_view"(%b) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i8>>) -> !cuda_tile.tensor_view<64xi8, strides=[1]>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<64xi8, strides=[1]>) -> !cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xi8, strides=[1]>, dim_map=[0]>
    %pb = "cuda_tile.make_partition_view"(%tb) : (!cuda_tile.tensor_view<64xi8, strides=[1]>) -> !cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xi8, strides=[1]>, dim_map=[0]>
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %x, %t1 = "cuda_tile.load_view_tko"(%pa, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xi8, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64xi8>, !cuda_tile.token)
    %three = "cuda_tile.constant"() <{value = dense<3> : !cuda_tile.tile<64xi8>}> : () -> !cuda_tile.tile<64xi8>
    %s = "cuda_tile.shri"(%x, %three) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<64xi8>, !cuda_tile.tile<64xi8>) -> !cuda_tile.tile<64xi8>
    %h = "cuda_tile.mulhii"(%s, %x) : (!cuda_tile.tile<64xi8>, !cuda_tile.tile<64xi8>) -> !cuda_tile.tile<64xi8>
    %q = "cuda_tile.divi"(%h, %three) <{signedness = #cuda_tile.signedness<signed>, rounding = #cuda_tile.rounding<negative_inf>}> : (!cuda_tile.tile<64xi8>, !cuda_tile.tile<64xi8>) -> !cuda_tile.tile<64xi8>
    %m = "cuda_tile.maxi"(%q, %x) <{signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<64xi8>, !cuda_tile.tile<64xi8>) -> !cuda_tile.tile<64xi8>
    %t2 = "cuda_tile.store_view_tko"(%m, %pb, %zero, %t1) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<64xi8>, !cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xi8, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
