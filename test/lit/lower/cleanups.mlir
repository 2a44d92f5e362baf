// The tile-stage cleanups, one dump after each:
//   canonicalize: a constant goes to the right of a commutative op; reshape of a reshape to the
//                 same type is the operand itself
//   fold:         3 + 4 = 7; floor(-7 / 2) = -4; n·1 = n; a splat broadcast is a constant
//   cse:          the second `constant 4` and then the repeated addi are the first ones, gone
//   dce:          what nobody uses is gone; stores stay
// RUN: cutile compile --gpu-name sm_90a %s --emit tile --print-after=canonicalize,fold,cse,dce 2>&1 | FileCheck %s
// CHECK-LABEL: IR Dump After canonicalize (tile)
// CHECK: %[[C4:[0-9]+]] = "cuda_tile.constant"() <{value = dense<4> : !cuda_tile.tile<i32>}>
// CHECK: %[[MUL:[0-9]+]] = "cuda_tile.muli"
// CHECK-NEXT: "cuda_tile.addi"(%[[MUL]], %[[C4]])
// CHECK: %[[S:[0-9]+]] = "cuda_tile.addi"
// CHECK: "cuda_tile.reshape"(%[[S]]) : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<1x1xi32>
// CHECK-NEXT: "cuda_tile.reshape"(%[[S]]) : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
// CHECK-LABEL: IR Dump After fold (tile)
// CHECK-DAG: "cuda_tile.constant"() <{value = dense<7> : !cuda_tile.tile<1xi32>}>
// CHECK-DAG: "cuda_tile.constant"() <{value = dense<-4> : !cuda_tile.tile<1xi32>}>
// CHECK-DAG: "cuda_tile.constant"() <{value = dense<5> : !cuda_tile.tile<4xi32>}>
// CHECK-LABEL: IR Dump After cse (tile)
// CHECK: %[[K:[0-9]+]] = "cuda_tile.constant"() <{value = dense<4> : !cuda_tile.tile<i32>}>
// CHECK-NOT: dense<4> : !cuda_tile.tile<i32>
// CHECK: "cuda_tile.addi"(%[[N2:[0-9]+]], %[[K]])
// CHECK-NOT: "cuda_tile.addi"
// CHECK: "cuda_tile.reshape"
// CHECK-LABEL: IR Dump After dce (tile)
// CHECK-NOT: dense<-7>
// CHECK-NOT: "cuda_tile.muli"
// CHECK-NOT: "cuda_tile.divi"
// CHECK-COUNT-5: "cuda_tile.store_view_tko"
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "cleanups", function_type = (!cuda_tile.tile<i32>, !cuda_tile.tile<ptr<i32>>) -> ()}> ({
  ^bb0(%n: !cuda_tile.tile<i32>, %out: !cuda_tile.tile<ptr<i32>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %tv = "cuda_tile.make_tensor_view"(%out) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tensor_view<64xi32, strides=[1]>
    %pv = "cuda_tile.make_partition_view"(%tv) : (!cuda_tile.tensor_view<64xi32, strides=[1]>) -> !cuda_tile.partition_view<tile=(1), tensor_view<64xi32, strides=[1]>, dim_map=[0]>
    %pv4 = "cuda_tile.make_partition_view"(%tv) : (!cuda_tile.tensor_view<64xi32, strides=[1]>) -> !cuda_tile.partition_view<tile=(4), tensor_view<64xi32, strides=[1]>, dim_map=[0]>
    %c3 = "cuda_tile.constant"() <{value = dense<3> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %c4 = "cuda_tile.constant"() <{value = dense<4> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %c4b = "cuda_tile.constant"() <{value = dense<4> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %one = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %m7 = "cuda_tile.constant"() <{value = dense<-7> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %c2 = "cuda_tile.constant"() <{value = dense<2> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %seven = "cuda_tile.addi"(%c3, %c4) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %n1 = "cuda_tile.muli"(%n, %one) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %n4 = "cuda_tile.addi"(%c4, %n1) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %n4b = "cuda_tile.addi"(%n, %c4b) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %fl = "cuda_tile.divi"(%m7, %c2) <{signedness = #cuda_tile.signedness<signed>, rounding = #cuda_tile.rounding<negative_inf>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %r1 = "cuda_tile.reshape"(%n4b) : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<1x1xi32>
    %r2 = "cuda_tile.reshape"(%r1) : (!cuda_tile.tile<1x1xi32>) -> !cuda_tile.tile<i32>
    %dead = "cuda_tile.muli"(%n, %n) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %v0 = "cuda_tile.reshape"(%seven) : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<1xi32>
    %v1 = "cuda_tile.reshape"(%n4) : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<1xi32>
    %v2 = "cuda_tile.reshape"(%fl) : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<1xi32>
    %v3 = "cuda_tile.reshape"(%r2) : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<1xi32>
    %five = "cuda_tile.constant"() <{value = dense<5> : !cuda_tile.tile<1xi32>}> : () -> !cuda_tile.tile<1xi32>
    %v4 = "cuda_tile.broadcast"(%five) : (!cuda_tile.tile<1xi32>) -> !cuda_tile.tile<4xi32>
    %i0 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %t0 = "cuda_tile.store_view_tko"(%v0, %pv, %i0, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<1xi32>, !cuda_tile.partition_view<tile=(1), tensor_view<64xi32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %t1 = "cuda_tile.store_view_tko"(%v1, %pv, %one, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<1xi32>, !cuda_tile.partition_view<tile=(1), tensor_view<64xi32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %t2 = "cuda_tile.store_view_tko"(%v2, %pv, %c2, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<1xi32>, !cuda_tile.partition_view<tile=(1), tensor_view<64xi32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %t3 = "cuda_tile.store_view_tko"(%v3, %pv, %c3, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<1xi32>, !cuda_tile.partition_view<tile=(1), tensor_view<64xi32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %t4 = "cuda_tile.store_view_tko"(%v4, %pv4, %one, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<4xi32>, !cuda_tile.partition_view<tile=(4), tensor_view<64xi32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
