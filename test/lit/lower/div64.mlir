// divi and remi of i64 (and u64): where both operands are below 2^32 as bit patterns, the
// 32-bit unsigned div/rem gives the same quotient and remainder, signed or not, for a fraction
// of the 64-bit subroutine (ptx_arith.c divrem64); other operands, and a zero divisor
// (undefined: its result stays the 64-bit form's, tileiras's), take div/rem.s64 (u64).
// Floor division corrects the quotient either way. test/gpu/compiled_kernels.c's row "div/rem
// i64 (32-bit bypass)" runs it on operands of both paths.
// RUN: cutile compile --gpu-name sm_90a %s --emit ptx | FileCheck %s
// RUN: cutile compile --gpu-name sm_80 %s -o %t.cubin
// CHECK-LABEL: .entry div64(
// CHECK: or.b64 [[HI:%rd[0-9]+]], [[A:%rd[0-9]+]], [[B:%rd[0-9]+]];
// CHECK-NEXT: shr.u64 [[HI]], [[HI]], 32;
// CHECK-NEXT: setp.ne.u64 [[P:%p[0-9]+]], [[HI]], 0;
// CHECK-NEXT: setp.eq.or.u64 [[P]], [[B]], 0, [[P]];
// CHECK-NEXT: @[[P]] bra $Ldiv[[SLOW:[0-9]+]];
// CHECK-NEXT: cvt.u32.u64 [[X:%r[0-9]+]], [[A]];
// CHECK-NEXT: cvt.u32.u64 [[Y:%r[0-9]+]], [[B]];
// CHECK-NEXT: div.u32 [[X]], [[X]], [[Y]];
// CHECK-NEXT: cvt.u64.u32 [[Q:%rd[0-9]+]], [[X]];
// CHECK-NEXT: bra.uni $Ldiv[[DONE:[0-9]+]];
// CHECK-NEXT: $Ldiv[[SLOW]]:
// CHECK-NEXT: div.s64 [[Q]], [[A]], [[B]];
// CHECK-NEXT: $Ldiv[[DONE]]:
// CHECK: rem.u32
// CHECK: rem.s64
// CHECK: div.u32
// CHECK: div.s64
// CHECK: div.u64
// CHECK: rem.u64
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "div64", function_type = (!cuda_tile.tile<ptr<i64>>, !cuda_tile.tile<ptr<i64>>, !cuda_tile.tile<ptr<i64>>, !cuda_tile.tile<ptr<i64>>, !cuda_tile.tile<ptr<i64>>, !cuda_tile.tile<ptr<i64>>, !cuda_tile.tile<ptr<i64>>, !cuda_tile.tile<ptr<i64>>, !cuda_tile.tile<ptr<i64>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<i64>>, %b: !cuda_tile.tile<ptr<i64>>, %c: !cuda_tile.tile<ptr<i64>>, %d: !cuda_tile.tile<ptr<i64>>, %qs: !cuda_tile.tile<ptr<i64>>, %rs: !cuda_tile.tile<ptr<i64>>, %fs: !cuda_tile.tile<ptr<i64>>, %qu: !cuda_tile.tile<ptr<i64>>, %ru: !cuda_tile.tile<ptr<i64>>):
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %ta = "cuda_tile.make_tensor_view"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i64>>) -> !cuda_tile.tensor_view<256xi64, strides=[1]>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<256xi64, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<256xi64, strides=[1]>, dim_map=[0]>
    %tb = "cuda_tile.make_tensor_view"(%b) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i64>>) -> !cuda_tile.tensor_view<256xi64, strides=[1]>
    %pb = "cuda_tile.make_partition_view"(%tb) : (!cuda_tile.tensor_view<256xi64, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<256xi64, strides=[1]>, dim_map=[0]>
    %tc = "cuda_tile.make_tensor_view"(%c) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i64>>) -> !cuda_tile.tensor_view<256xi64, strides=[1]>
    %pc = "cuda_tile.make_partition_view"(%tc) : (!cuda_tile.tensor_view<256xi64, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<256xi64, strides=[1]>, dim_map=[0]>
    %td = "cuda_tile.make_tensor_view"(%d) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i64>>) -> !cuda_tile.tensor_view<256xi64, strides=[1]>
    %pd = "cuda_tile.make_partition_view"(%td) : (!cuda_tile.tensor_view<256xi64, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<256xi64, strides=[1]>, dim_map=[0]>
    %tqs = "cuda_tile.make_tensor_view"(%qs) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i64>>) -> !cuda_tile.tensor_view<256xi64, strides=[1]>
    %pqs = "cuda_tile.make_partition_view"(%tqs) : (!cuda_tile.tensor_view<256xi64, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<256xi64, strides=[1]>, dim_map=[0]>
    %trs = "cuda_tile.make_tensor_view"(%rs) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i64>>) -> !cuda_tile.tensor_view<256xi64, strides=[1]>
    %prs = "cuda_tile.make_partition_view"(%trs) : (!cuda_tile.tensor_view<256xi64, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<256xi64, strides=[1]>, dim_map=[0]>
    %tfs = "cuda_tile.make_tensor_view"(%fs) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i64>>) -> !cuda_tile.tensor_view<256xi64, strides=[1]>
    %pfs = "cuda_tile.make_partition_view"(%tfs) : (!cuda_tile.tensor_view<256xi64, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<256xi64, strides=[1]>, dim_map=[0]>
    %tqu = "cuda_tile.make_tensor_view"(%qu) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i64>>) -> !cuda_tile.tensor_view<256xi64, strides=[1]>
    %pqu = "cuda_tile.make_partition_view"(%tqu) : (!cuda_tile.tensor_view<256xi64, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<256xi64, strides=[1]>, dim_map=[0]>
    %tru = "cuda_tile.make_tensor_view"(%ru) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i64>>) -> !cuda_tile.tensor_view<256xi64, strides=[1]>
    %pru = "cuda_tile.make_partition_view"(%tru) : (!cuda_tile.tensor_view<256xi64, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<256xi64, strides=[1]>, dim_map=[0]>
    %va, %ka = "cuda_tile.load_view_tko"(%pa, %zero) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<256xi64, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<256xi64>, !cuda_tile.token)
    %vb, %kb = "cuda_tile.load_view_tko"(%pb, %zero) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<256xi64, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<256xi64>, !cuda_tile.token)
    %vc, %kc = "cuda_tile.load_view_tko"(%pc, %zero) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<256xi64, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<256xi64>, !cuda_tile.token)
    %vd, %kd = "cuda_tile.load_view_tko"(%pd, %zero) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<256xi64, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<256xi64>, !cuda_tile.token)
    %rqs = "cuda_tile.divi"(%va, %vb) <{signedness = #cuda_tile.signedness<signed>, rounding = #cuda_tile.rounding<zero>}> : (!cuda_tile.tile<256xi64>, !cuda_tile.tile<256xi64>) -> !cuda_tile.tile<256xi64>
    %sqs = "cuda_tile.store_view_tko"(%rqs, %pqs, %zero) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xi64>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<256xi64, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %rrs = "cuda_tile.remi"(%va, %vb) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<256xi64>, !cuda_tile.tile<256xi64>) -> !cuda_tile.tile<256xi64>
    %srs = "cuda_tile.store_view_tko"(%rrs, %prs, %zero) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xi64>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<256xi64, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %rfs = "cuda_tile.divi"(%va, %vb) <{signedness = #cuda_tile.signedness<signed>, rounding = #cuda_tile.rounding<negative_inf>}> : (!cuda_tile.tile<256xi64>, !cuda_tile.tile<256xi64>) -> !cuda_tile.tile<256xi64>
    %sfs = "cuda_tile.store_view_tko"(%rfs, %pfs, %zero) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xi64>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<256xi64, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %rqu = "cuda_tile.divi"(%vc, %vd) <{signedness = #cuda_tile.signedness<unsigned>, rounding = #cuda_tile.rounding<zero>}> : (!cuda_tile.tile<256xi64>, !cuda_tile.tile<256xi64>) -> !cuda_tile.tile<256xi64>
    %squ = "cuda_tile.store_view_tko"(%rqu, %pqu, %zero) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xi64>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<256xi64, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %rru = "cuda_tile.remi"(%vc, %vd) <{signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<256xi64>, !cuda_tile.tile<256xi64>) -> !cuda_tile.tile<256xi64>
    %sru = "cuda_tile.store_view_tko"(%rru, %pru, %zero) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xi64>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<256xi64, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
