// A 13.1 module cannot carry attributes added later that are required since (negi overflow
// 13.2, tanh rounding 13.2, exp rounding 13.3): they mean their defaults. The text parser
// fills them in as the bytecode reader does, in nested regions too, so the text and its
// bytecode are the same IR (dis of each prints the defaults).
// RUN: cutile dis %s | FileCheck %s
// RUN: cutile asm %s -o %t.v131 && cutile dis %t.v131 | FileCheck %s
// RUN: cutile verify %s | FileCheck %s --check-prefix=VERIFY
// CHECK: "cuda_tile.negi"(%{{[0-9]+}}) <{overflow = #cuda_tile.overflow<none>}>
// CHECK: "cuda_tile.for"
// CHECK: "cuda_tile.tanh"(%{{[0-9]+}}) <{rounding_mode = #cuda_tile.rounding<full>}>
// CHECK: "cuda_tile.exp"(%{{[0-9]+}}) <{rounding_mode = #cuda_tile.rounding<full>}>
// CHECK: {cuda_tile.bytecode_version = "13.1"}
// VERIFY: verified
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "old", function_type = () -> ()}> ({
    %c = "cuda_tile.constant"() <{value = dense<[1, 2]> : !cuda_tile.tile<2xi32>}> : () -> !cuda_tile.tile<2xi32>
    %n = "cuda_tile.negi"(%c) : (!cuda_tile.tile<2xi32>) -> !cuda_tile.tile<2xi32>
    %x = "cuda_tile.constant"() <{value = dense<[1.0, 2.0]> : !cuda_tile.tile<2xf32>}> : () -> !cuda_tile.tile<2xf32>
    %lo = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %hi = "cuda_tile.constant"() <{value = dense<4> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %st = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %r = "cuda_tile.for"(%lo, %hi, %st, %x) ({
    ^bb0(%i: !cuda_tile.tile<i32>, %acc: !cuda_tile.tile<2xf32>):
      %t = "cuda_tile.tanh"(%acc) : (!cuda_tile.tile<2xf32>) -> !cuda_tile.tile<2xf32>
      %e = "cuda_tile.exp"(%t) : (!cuda_tile.tile<2xf32>) -> !cuda_tile.tile<2xf32>
      "cuda_tile.continue"(%e) : (!cuda_tile.tile<2xf32>) -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<2xf32>) -> !cuda_tile.tile<2xf32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.1"} : () -> ()
