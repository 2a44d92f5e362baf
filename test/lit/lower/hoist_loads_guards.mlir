// hoist-loads (lower/hoist_loads.c) on three small kernels: a loop that only computes, then a weak
// load that needs nothing from it — the load moves ahead of the loop (plain); the same with a
// store in the loop — nothing moves, as the loop may write what the load reads (loop_writes);
// and with a store between the loop and the load — nothing moves past the store (after_store).
// RUN: cutile compile --gpu-name sm_90a %s --emit sched | FileCheck %s
// CHECK-LABEL: sym_name = "plain"
// CHECK: "cuda_tile.gather_load"
// CHECK-NEXT: "cuda_tile.for"
// CHECK-LABEL: sym_name = "loop_writes"
// CHECK: "cuda_tile.for"
// CHECK: "cuda_tile.scatter_store"
// CHECK: "cuda_tile.gather_load"
// CHECK-LABEL: sym_name = "after_store"
// CHECK: "cuda_tile.for"
// CHECK: "cuda_tile.scatter_store"
// CHECK-NEXT: "cuda_tile.gather_load"
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "plain", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>) -> ()}> ({
  ^bb0(%p: !cuda_tile.tile<ptr<f32>>, %q: !cuda_tile.tile<ptr<f32>>, %n: !cuda_tile.tile<i32>):
    %p1 = "cuda_tile.reshape"(%p) : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<1xptr<f32>>
    %pb = "cuda_tile.broadcast"(%p1) : (!cuda_tile.tile<1xptr<f32>>) -> !cuda_tile.tile<64xptr<f32>>
    %q1 = "cuda_tile.reshape"(%q) : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<1xptr<f32>>
    %qb = "cuda_tile.broadcast"(%q1) : (!cuda_tile.tile<1xptr<f32>>) -> !cuda_tile.tile<64xptr<f32>>
    %i = "cuda_tile.iota"() : () -> !cuda_tile.tile<64xi32>
    %pp = "cuda_tile.offset"(%pb, %i) : (!cuda_tile.tile<64xptr<f32>>, !cuda_tile.tile<64xi32>) -> !cuda_tile.tile<64xptr<f32>>
    %qp = "cuda_tile.offset"(%qb, %i) : (!cuda_tile.tile<64xptr<f32>>, !cuda_tile.tile<64xi32>) -> !cuda_tile.tile<64xptr<f32>>
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %one = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %f0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<64xf32>}> : () -> !cuda_tile.tile<64xf32>
    %f1 = "cuda_tile.constant"() <{value = dense<1.0> : !cuda_tile.tile<64xf32>}> : () -> !cuda_tile.tile<64xf32>
    %acc = "cuda_tile.for"(%zero, %n, %one, %f0) ({
    ^bb0(%k: !cuda_tile.tile<i32>, %a: !cuda_tile.tile<64xf32>):
      %a2 = "cuda_tile.addf"(%a, %f1) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<64xf32>, !cuda_tile.tile<64xf32>) -> !cuda_tile.tile<64xf32>
      "cuda_tile.continue"(%a2) : (!cuda_tile.tile<64xf32>) -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<64xf32>) -> !cuda_tile.tile<64xf32>
    %x, %t1 = "cuda_tile.load_ptr_tko"(%qp) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (!cuda_tile.tile<64xptr<f32>>) -> (!cuda_tile.tile<64xf32>, !cuda_tile.token)
    %s = "cuda_tile.addf"(%acc, %x) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<64xf32>, !cuda_tile.tile<64xf32>) -> !cuda_tile.tile<64xf32>
    %t2 = "cuda_tile.store_ptr_tko"(%qp, %s) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (!cuda_tile.tile<64xptr<f32>>, !cuda_tile.tile<64xf32>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
  "cuda_tile.entry"() <{sym_name = "loop_writes", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>) -> ()}> ({
  ^bb0(%p: !cuda_tile.tile<ptr<f32>>, %q: !cuda_tile.tile<ptr<f32>>, %n: !cuda_tile.tile<i32>):
    %p1 = "cuda_tile.reshape"(%p) : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<1xptr<f32>>
    %pb = "cuda_tile.broadcast"(%p1) : (!cuda_tile.tile<1xptr<f32>>) -> !cuda_tile.tile<64xptr<f32>>
    %q1 = "cuda_tile.reshape"(%q) : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<1xptr<f32>>
    %qb = "cuda_tile.broadcast"(%q1) : (!cuda_tile.tile<1xptr<f32>>) -> !cuda_tile.tile<64xptr<f32>>
    %i = "cuda_tile.iota"() : () -> !cuda_tile.tile<64xi32>
    %pp = "cuda_tile.offset"(%pb, %i) : (!cuda_tile.tile<64xptr<f32>>, !cuda_tile.tile<64xi32>) -> !cuda_tile.tile<64xptr<f32>>
    %qp = "cuda_tile.offset"(%qb, %i) : (!cuda_tile.tile<64xptr<f32>>, !cuda_tile.tile<64xi32>) -> !cuda_tile.tile<64xptr<f32>>
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %one = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %f0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<64xf32>}> : () -> !cuda_tile.tile<64xf32>
    %f1 = "cuda_tile.constant"() <{value = dense<1.0> : !cuda_tile.tile<64xf32>}> : () -> !cuda_tile.tile<64xf32>
    %acc = "cuda_tile.for"(%zero, %n, %one, %f0) ({
    ^bb0(%k: !cuda_tile.tile<i32>, %a: !cuda_tile.tile<64xf32>):
      %a2 = "cuda_tile.addf"(%a, %f1) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<64xf32>, !cuda_tile.tile<64xf32>) -> !cuda_tile.tile<64xf32>
      %ts = "cuda_tile.store_ptr_tko"(%pp, %a2) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (!cuda_tile.tile<64xptr<f32>>, !cuda_tile.tile<64xf32>) -> !cuda_tile.token
      "cuda_tile.continue"(%a2) : (!cuda_tile.tile<64xf32>) -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<64xf32>) -> !cuda_tile.tile<64xf32>
    %x, %t1 = "cuda_tile.load_ptr_tko"(%qp) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (!cuda_tile.tile<64xptr<f32>>) -> (!cuda_tile.tile<64xf32>, !cuda_tile.token)
    %s = "cuda_tile.addf"(%acc, %x) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<64xf32>, !cuda_tile.tile<64xf32>) -> !cuda_tile.tile<64xf32>
    %t2 = "cuda_tile.store_ptr_tko"(%qp, %s) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (!cuda_tile.tile<64xptr<f32>>, !cuda_tile.tile<64xf32>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
  "cuda_tile.entry"() <{sym_name = "after_store", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>) -> ()}> ({
  ^bb0(%p: !cuda_tile.tile<ptr<f32>>, %q: !cuda_tile.tile<ptr<f32>>, %n: !cuda_tile.tile<i32>):
    %p1 = "cuda_tile.reshape"(%p) : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<1xptr<f32>>
    %pb = "cuda_tile.broadcast"(%p1) : (!cuda_tile.tile<1xptr<f32>>) -> !cuda_tile.tile<64xptr<f32>>
    %q1 = "cuda_tile.reshape"(%q) : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<1xptr<f32>>
    %qb = "cuda_tile.broadcast"(%q1) : (!cuda_tile.tile<1xptr<f32>>) -> !cuda_tile.tile<64xptr<f32>>
    %i = "cuda_tile.iota"() : () -> !cuda_tile.tile<64xi32>
    %pp = "cuda_tile.offset"(%pb, %i) : (!cuda_tile.tile<64xptr<f32>>, !cuda_tile.tile<64xi32>) -> !cuda_tile.tile<64xptr<f32>>
    %qp = "cuda_tile.offset"(%qb, %i) : (!cuda_tile.tile<64xptr<f32>>, !cuda_tile.tile<64xi32>) -> !cuda_tile.tile<64xptr<f32>>
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %one = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %f0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<64xf32>}> : () -> !cuda_tile.tile<64xf32>
    %f1 = "cuda_tile.constant"() <{value = dense<1.0> : !cuda_tile.tile<64xf32>}> : () -> !cuda_tile.tile<64xf32>
    %acc = "cuda_tile.for"(%zero, %n, %one, %f0) ({
    ^bb0(%k: !cuda_tile.tile<i32>, %a: !cuda_tile.tile<64xf32>):
      %a2 = "cuda_tile.addf"(%a, %f1) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<64xf32>, !cuda_tile.tile<64xf32>) -> !cuda_tile.tile<64xf32>
      "cuda_tile.continue"(%a2) : (!cuda_tile.tile<64xf32>) -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<64xf32>) -> !cuda_tile.tile<64xf32>
    %t0 = "cuda_tile.store_ptr_tko"(%pp, %acc) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (!cuda_tile.tile<64xptr<f32>>, !cuda_tile.tile<64xf32>) -> !cuda_tile.token
    %x, %t1 = "cuda_tile.load_ptr_tko"(%qp) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (!cuda_tile.tile<64xptr<f32>>) -> (!cuda_tile.tile<64xf32>, !cuda_tile.token)
    %s = "cuda_tile.addf"(%acc, %x) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<64xf32>, !cuda_tile.tile<64xf32>) -> !cuda_tile.tile<64xf32>
    %t2 = "cuda_tile.store_ptr_tko"(%qp, %s) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (!cuda_tile.tile<64xptr<f32>>, !cuda_tile.tile<64xf32>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
