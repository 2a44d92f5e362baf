// Hand-written names, scoped by region, come back numbered in print order; a name may be
// reused in a sibling region. Without a recorded version asm writes 13.3.
// RUN: cutile asm %s -o %t.cutile && cutile dis %t.cutile | FileCheck %s
// CHECK: ^bb0(%0: !cuda_tile.tile<ptr<f32>>, %1: !cuda_tile.tile<i32>):
// CHECK-NEXT: %2 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}>
// CHECK-NEXT: %3 = "cuda_tile.cmpi"(%1, %2)
// CHECK-NEXT: %4 = "cuda_tile.if"(%3) ({
// CHECK-NEXT: %5 = "cuda_tile.addi"(%1, %1)
// CHECK-NEXT: "cuda_tile.yield"(%5)
// CHECK-NEXT: }, {
// CHECK-NEXT: %6 = "cuda_tile.subi"(%2, %1)
// CHECK-NEXT: "cuda_tile.yield"(%6)
// CHECK-NEXT: }) : (!cuda_tile.tile<i1>) -> !cuda_tile.tile<i32>
// CHECK: {cuda_tile.bytecode_version = "13.3"}
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "abs_kernel", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>) -> ()}> ({
  ^entry(%base: !cuda_tile.tile<ptr<f32>>, %n: !cuda_tile.tile<i32>):
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %pos = "cuda_tile.cmpi"(%n, %zero) <{comparison_predicate = #cuda_tile.comparison_predicate<greater_than_or_equal>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1>
    %twice_abs = "cuda_tile.if"(%pos) ({
      %v = "cuda_tile.addi"(%n, %n) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
      "cuda_tile.yield"(%v) : (!cuda_tile.tile<i32>) -> ()
    }, {
      %v = "cuda_tile.subi"(%zero, %n) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
      "cuda_tile.yield"(%v) : (!cuda_tile.tile<i32>) -> ()
    }) : (!cuda_tile.tile<i1>) -> !cuda_tile.tile<i32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
