// hoist-converts (lower/hoist_converts.c): a layout conversion in a loop body whose source is
// defined outside the loop moves ahead of the loop. Two kernels: x, loaded before the loop, is
// stored after it (which fixes its layout) and added in the body as the rows of a 64x64 tile
// (another layout): assign-layouts converts it in the body, and the conversion then moves before
// the `for` (invariant); the same x carried through the loop as a block argument: its
// conversion needs the iteration's value and stays in the body (carried).
// RUN: cutile compile --gpu-name sm_90a %s --emit ptx -o %t.ptx --print-before=hoist-converts 2>&1 | FileCheck %s --check-prefix=BEFORE
// RUN: cutile compile --gpu-name sm_90a %s --emit ptx -o %t.ptx --print-after=hoist-converts 2>&1 | FileCheck %s --check-prefix=AFTER
// BEFORE-LABEL: sym_name = "invariant"
// BEFORE: %[[X:[0-9]+]] = "cuda_tile.gather_load"
// BEFORE: "cuda_tile.for"
// BEFORE-NEXT: ^bb0
// BEFORE-NEXT: = "cuda_tile.convert_layout"(%[[X]])
// BEFORE-LABEL: sym_name = "carried"
// BEFORE: "cuda_tile.for"
// BEFORE-NEXT: ^bb0({{.*}}, %[[V:[0-9]+]]: !cuda_tile.tile<64xf32>)
// BEFORE-NEXT: = "cuda_tile.convert_layout"(%[[V]])
// AFTER-LABEL: sym_name = "invariant"
// AFTER: %[[X:[0-9]+]] = "cuda_tile.gather_load"
// AFTER: = "cuda_tile.convert_layout"(%[[X]])
// AFTER-NEXT: "cuda_tile.for"
// AFTER-NOT: "cuda_tile.convert_layout"
// AFTER: "cuda_tile.continue"
// AFTER-LABEL: sym_name = "carried"
// AFTER: "cuda_tile.for"
// AFTER-NEXT: ^bb0({{.*}}, %[[V:[0-9]+]]: !cuda_tile.tile<64xf32>)
// AFTER-NEXT: = "cuda_tile.convert_layout"(%[[V]])
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "invariant", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>) -> ()}> ({
  ^bb0(%p: !cuda_tile.tile<ptr<f32>>, %q: !cuda_tile.tile<ptr<f32>>, %n: !cuda_tile.tile<i32>):
    %p1 = "cuda_tile.reshape"(%p) : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<1xptr<f32>>
    %pb = "cuda_tile.broadcast"(%p1) : (!cuda_tile.tile<1xptr<f32>>) -> !cuda_tile.tile<64xptr<f32>>
    %i = "cuda_tile.iota"() : () -> !cuda_tile.tile<64xi32>
    %pp = "cuda_tile.offset"(%pb, %i) : (!cuda_tile.tile<64xptr<f32>>, !cuda_tile.tile<64xi32>) -> !cuda_tile.tile<64xptr<f32>>
    %x, %t1 = "cuda_tile.load_ptr_tko"(%pp) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (!cuda_tile.tile<64xptr<f32>>) -> (!cuda_tile.tile<64xf32>, !cuda_tile.token)
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %one = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %f0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<64x64xf32>}> : () -> !cuda_tile.tile<64x64xf32>
    %acc = "cuda_tile.for"(%zero, %n, %one, %f0) ({
    ^bb0(%k: !cuda_tile.tile<i32>, %a: !cuda_tile.tile<64x64xf32>):
      %x1 = "cuda_tile.reshape"(%x) : (!cuda_tile.tile<64xf32>) -> !cuda_tile.tile<64x1xf32>
      %xb = "cuda_tile.broadcast"(%x1) : (!cuda_tile.tile<64x1xf32>) -> !cuda_tile.tile<64x64xf32>
      %a2 = "cuda_tile.addf"(%a, %xb) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<64x64xf32>, !cuda_tile.tile<64x64xf32>) -> !cuda_tile.tile<64x64xf32>
      "cuda_tile.continue"(%a2) : (!cuda_tile.tile<64x64xf32>) -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<64x64xf32>) -> !cuda_tile.tile<64x64xf32>
    %c64 = "cuda_tile.constant"() <{value = dense<64> : !cuda_tile.tile<64x1xi32>}> : () -> !cuda_tile.tile<64x1xi32>
    %ir = "cuda_tile.reshape"(%i) : (!cuda_tile.tile<64xi32>) -> !cuda_tile.tile<64x1xi32>
    %row = "cuda_tile.muli"(%ir, %c64) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<64x1xi32>, !cuda_tile.tile<64x1xi32>) -> !cuda_tile.tile<64x1xi32>
    %rowb = "cuda_tile.broadcast"(%row) : (!cuda_tile.tile<64x1xi32>) -> !cuda_tile.tile<64x64xi32>
    %ic = "cuda_tile.reshape"(%i) : (!cuda_tile.tile<64xi32>) -> !cuda_tile.tile<1x64xi32>
    %colb = "cuda_tile.broadcast"(%ic) : (!cuda_tile.tile<1x64xi32>) -> !cuda_tile.tile<64x64xi32>
    %off = "cuda_tile.addi"(%rowb, %colb) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<64x64xi32>, !cuda_tile.tile<64x64xi32>) -> !cuda_tile.tile<64x64xi32>
    %q1 = "cuda_tile.reshape"(%q) : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<1x1xptr<f32>>
    %qb = "cuda_tile.broadcast"(%q1) : (!cuda_tile.tile<1x1xptr<f32>>) -> !cuda_tile.tile<64x64xptr<f32>>
    %qp = "cuda_tile.offset"(%qb, %off) : (!cuda_tile.tile<64x64xptr<f32>>, !cuda_tile.tile<64x64xi32>) -> !cuda_tile.tile<64x64xptr<f32>>
    %t2 = "cuda_tile.store_ptr_tko"(%qp, %acc) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (!cuda_tile.tile<64x64xptr<f32>>, !cuda_tile.tile<64x64xf32>) -> !cuda_tile.token
    %t3 = "cuda_tile.store_ptr_tko"(%pp, %x) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (!cuda_tile.tile<64xptr<f32>>, !cuda_tile.tile<64xf32>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
  "cuda_tile.entry"() <{sym_name = "carried", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>) -> ()}> ({
  ^bb0(%p: !cuda_tile.tile<ptr<f32>>, %q: !cuda_tile.tile<ptr<f32>>, %n: !cuda_tile.tile<i32>):
    %p1 = "cuda_tile.reshape"(%p) : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<1xptr<f32>>
    %pb = "cuda_tile.broadcast"(%p1) : (!cuda_tile.tile<1xptr<f32>>) -> !cuda_tile.tile<64xptr<f32>>
    %i = "cuda_tile.iota"() : () -> !cuda_tile.tile<64xi32>
    %pp = "cuda_tile.offset"(%pb, %i) : (!cuda_tile.tile<64xptr<f32>>, !cuda_tile.tile<64xi32>) -> !cuda_tile.tile<64xptr<f32>>
    %x, %t1 = "cuda_tile.load_ptr_tko"(%pp) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (!cuda_tile.tile<64xptr<f32>>) -> (!cuda_tile.tile<64xf32>, !cuda_tile.token)
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %one = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %f0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<64x64xf32>}> : () -> !cuda_tile.tile<64x64xf32>
    %acc, %xo = "cuda_tile.for"(%zero, %n, %one, %f0, %x) ({
    ^bb0(%k: !cuda_tile.tile<i32>, %a: !cuda_tile.tile<64x64xf32>, %v: !cuda_tile.tile<64xf32>):
      %x1 = "cuda_tile.reshape"(%v) : (!cuda_tile.tile<64xf32>) -> !cuda_tile.tile<64x1xf32>
      %xb = "cuda_tile.broadcast"(%x1) : (!cuda_tile.tile<64x1xf32>) -> !cuda_tile.tile<64x64xf32>
      %a2 = "cuda_tile.addf"(%a, %xb) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<64x64xf32>, !cuda_tile.tile<64x64xf32>) -> !cuda_tile.tile<64x64xf32>
      %v2 = "cuda_tile.addf"(%v, %v) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<64xf32>, !cuda_tile.tile<64xf32>) -> !cuda_tile.tile<64xf32>
      "cuda_tile.continue"(%a2, %v2) : (!cuda_tile.tile<64x64xf32>, !cuda_tile.tile<64xf32>) -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<64x64xf32>, !cuda_tile.tile<64xf32>) -> (!cuda_tile.tile<64x64xf32>, !cuda_tile.tile<64xf32>)
    %c64 = "cuda_tile.constant"() <{value = dense<64> : !cuda_tile.tile<64x1xi32>}> : () -> !cuda_tile.tile<64x1xi32>
    %ir = "cuda_tile.reshape"(%i) : (!cuda_tile.tile<64xi32>) -> !cuda_tile.tile<64x1xi32>
    %row = "cuda_tile.muli"(%ir, %c64) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<64x1xi32>, !cuda_tile.tile<64x1xi32>) -> !cuda_tile.tile<64x1xi32>
    %rowb = "cuda_tile.broadcast"(%row) : (!cuda_tile.tile<64x1xi32>) -> !cuda_tile.tile<64x64xi32>
    %ic = "cuda_tile.reshape"(%i) : (!cuda_tile.tile<64xi32>) -> !cuda_tile.tile<1x64xi32>
    %colb = "cuda_tile.broadcast"(%ic) : (!cuda_tile.tile<1x64xi32>) -> !cuda_tile.tile<64x64xi32>
    %off = "cuda_tile.addi"(%rowb, %colb) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<64x64xi32>, !cuda_tile.tile<64x64xi32>) -> !cuda_tile.tile<64x64xi32>
    %q1 = "cuda_tile.reshape"(%q) : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<1x1xptr<f32>>
    %qb = "cuda_tile.broadcast"(%q1) : (!cuda_tile.tile<1x1xptr<f32>>) -> !cuda_tile.tile<64x64xptr<f32>>
    %qp = "cuda_tile.offset"(%qb, %off) : (!cuda_tile.tile<64x64xptr<f32>>, !cuda_tile.tile<64x64xi32>) -> !cuda_tile.tile<64x64xptr<f32>>
    %t2 = "cuda_tile.store_ptr_tko"(%qp, %acc) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (!cuda_tile.tile<64x64xptr<f32>>, !cuda_tile.tile<64x64xf32>) -> !cuda_tile.token
    %t3 = "cuda_tile.store_ptr_tko"(%pp, %xo) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (!cuda_tile.tile<64xptr<f32>>, !cuda_tile.tile<64xf32>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
