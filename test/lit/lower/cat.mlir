// cat along dim 1 of two 2x8 i32 tiles into 2x16, through shared memory: each operand's owners
// write at the result position of their elements — the operand's row bit (flat bit 3) moves to
// the result's bit 4, column bits 0-2 stay — plus the operand's offset along the dim (0 for
// lhs, 8 for rhs); barrier; the result is read at its own flat indices.
// RUN: cutile lower %s --emit ptx | FileCheck %s
// CHECK: .shared .align 16 .b8 ct_smem[128];
// CHECK: mov.u32 [[B:%r[0-9]+]], ct_smem;
// CHECK-NEXT: bar.sync 0;
// CHECK-NEXT: mov.u32 [[K:%r[0-9]+]], 0;
// CHECK-NEXT: mov.u32 [[A:%r[0-9]+]], 0;
// CHECK-NEXT: bfe.u32 [[T:%r[0-9]+]], [[F:%r[0-9]+]], 3, 1;
// CHECK-NEXT: shl.b32 [[T]], [[T]], 4;
// CHECK-NEXT: or.b32 [[A]], [[A]], [[T]];
// CHECK-NEXT: bfe.u32 [[T]], [[F]], 0, 3;
// CHECK-NEXT: shl.b32 [[T]], [[T]], 0;
// CHECK-NEXT: or.b32 [[A]], [[A]], [[T]];
// CHECK-NEXT: add.u32 [[A]], [[A]], [[K]];
// CHECK-NEXT: mad.lo.u32 [[A]], [[A]], 4, [[B]];
// CHECK-NEXT: @[[OWN:%p[0-9]+]] st.shared.b32 [[[A]]+0],
// CHECK: @[[OWN]] st.shared.b32 [[[A]]+12],
// CHECK-NEXT: mov.u32 [[K]], 8;
// CHECK: @[[OWN]] st.shared.b32 [{{%r[0-9]+}}+12],
// CHECK-NEXT: bar.sync 0;
// CHECK: ld.shared.b32
// CHECK: st.global
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "cat_iota", function_type = (!cuda_tile.tile<ptr<i32>>) -> ()}> ({
  ^bb0(%out: !cuda_tile.tile<ptr<i32>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %tv = "cuda_tile.make_tensor_view"(%out) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tensor_view<2x16xi32, strides=[16,1]>
    %pv = "cuda_tile.make_partition_view"(%tv) : (!cuda_tile.tensor_view<2x16xi32, strides=[16,1]>) -> !cuda_tile.partition_view<tile=(2x16), tensor_view<2x16xi32, strides=[16,1]>, dim_map=[0, 1]>
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %a = "cuda_tile.iota"() : () -> !cuda_tile.tile<16xi32>
    %a2 = "cuda_tile.reshape"(%a) : (!cuda_tile.tile<16xi32>) -> !cuda_tile.tile<2x8xi32>
    %k = "cuda_tile.constant"() <{value = dense<100> : !cuda_tile.tile<2x8xi32>}> : () -> !cuda_tile.tile<2x8xi32>
    %b2 = "cuda_tile.addi"(%a2, %k) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<2x8xi32>, !cuda_tile.tile<2x8xi32>) -> !cuda_tile.tile<2x8xi32>
    %c = "cuda_tile.cat"(%a2, %b2) <{dim = 1 : i64}> : (!cuda_tile.tile<2x8xi32>, !cuda_tile.tile<2x8xi32>) -> !cuda_tile.tile<2x16xi32>
    %t = "cuda_tile.store_view_tko"(%c, %pv, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<2x16xi32>, !cuda_tile.partition_view<tile=(2x16), tensor_view<2x16xi32, strides=[16,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
