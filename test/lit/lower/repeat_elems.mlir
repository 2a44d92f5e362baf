// An elementwise op whose operands are broadcast along a dimension (here row < n over a 64x64
// tile: each row index aliases one register of the 64-element iota, n one register) computes
// each distinct operand tuple once (ct_ptx_repeat): the elements of one row reuse the row's
// predicate instead of comparing the same registers again, so no comparison repeats.
// RUN: cutile compile --gpu-name sm_90a %s --emit ptx | FileCheck %s
// CHECK: setp.lt.s32 [[P:%p[0-9]+]], [[R:%r[0-9]+]], [[N:%r[0-9]+]];
// CHECK-NOT: setp.lt.s32 {{%p[0-9]+}}, [[R]], [[N]];
// CHECK: @[[P]] st.global.f32
// CHECK-NEXT: @[[P]] st.global.f32
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "row_mask", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>) -> ()}> ({
  ^bb0(%p: !cuda_tile.tile<ptr<f32>>, %n: !cuda_tile.tile<i32>):
    %p1 = "cuda_tile.reshape"(%p) : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<1x1xptr<f32>>
    %pb = "cuda_tile.broadcast"(%p1) : (!cuda_tile.tile<1x1xptr<f32>>) -> !cuda_tile.tile<64x64xptr<f32>>
    %i = "cuda_tile.iota"() : () -> !cuda_tile.tile<4096xi32>
    %i2 = "cuda_tile.reshape"(%i) : (!cuda_tile.tile<4096xi32>) -> !cuda_tile.tile<64x64xi32>
    %pp = "cuda_tile.offset"(%pb, %i2) : (!cuda_tile.tile<64x64xptr<f32>>, !cuda_tile.tile<64x64xi32>) -> !cuda_tile.tile<64x64xptr<f32>>
    %r = "cuda_tile.iota"() : () -> !cuda_tile.tile<64xi32>
    %r1 = "cuda_tile.reshape"(%r) : (!cuda_tile.tile<64xi32>) -> !cuda_tile.tile<64x1xi32>
    %rb = "cuda_tile.broadcast"(%r1) : (!cuda_tile.tile<64x1xi32>) -> !cuda_tile.tile<64x64xi32>
    %n1 = "cuda_tile.reshape"(%n) : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<1x1xi32>
    %nb = "cuda_tile.broadcast"(%n1) : (!cuda_tile.tile<1x1xi32>) -> !cuda_tile.tile<64x64xi32>
    %m = "cuda_tile.cmpi"(%rb, %nb) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<64x64xi32>, !cuda_tile.tile<64x64xi32>) -> !cuda_tile.tile<64x64xi1>
    %v = "cuda_tile.constant"() <{value = dense<1.0> : !cuda_tile.tile<64x64xf32>}> : () -> !cuda_tile.tile<64x64xf32>
    %t = "cuda_tile.store_ptr_tko"(%pp, %v, %m) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<64x64xptr<f32>>, !cuda_tile.tile<64x64xf32>, !cuda_tile.tile<64x64xi1>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
