// Where the TMA prologue goes (codegen/emit_ptx.c emit_top): before the first entry-block op that needs the
// mbarriers, so that earlier work overlaps their set-up — but not after an op that holds a
// return: here prefer_tma.mlir's tma_add with an early `if (bx > 1000) return` ahead of its
// loads, so the barriers' initialisation and bar.sync come before that branch (a returned thread
// must not be waited for).
// RUN: CUTILE_PREFER_TMA=1 cutile compile --num-warps 4 --gpu-name sm_90a %s --emit ptx | FileCheck %s
// CHECK-LABEL: .entry tma_add(
// CHECK: mov.u32 %r{{[0-9]+}}, %ctaid.x;
// CHECK: setp.gt.s32 [[LATE:%p[0-9]+]],
// CHECK: mbarrier.init.shared::cta.b64
// CHECK: fence.mbarrier_init.release.cluster;
// CHECK-NEXT: bar.sync 0;
// CHECK-NEXT: @![[LATE]] bra
// CHECK-NEXT: ret;
// CHECK: cp.async.bulk.tensor.2d
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "tma_add", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f32>>, %m: !cuda_tile.tile<i32>, %n: !cuda_tile.tile<i32>, %s: !cuda_tile.tile<i32>, %b: !cuda_tile.tile<ptr<f32>>, %sb: !cuda_tile.tile<i32>, %c: !cuda_tile.tile<ptr<f32>>, %mc: !cuda_tile.tile<i32>, %nc: !cuda_tile.tile<i32>, %sc: !cuda_tile.tile<i32>):
    %a16 = "cuda_tile.assume"(%a) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %b16 = "cuda_tile.assume"(%b) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %c16 = "cuda_tile.assume"(%c) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %s4 = "cuda_tile.assume"(%s) <{predicate = #cuda_tile.div_by<4>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %sb4 = "cuda_tile.assume"(%sb) <{predicate = #cuda_tile.div_by<4>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %sc4 = "cuda_tile.assume"(%sc) <{predicate = #cuda_tile.div_by<4>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %ta = "cuda_tile.make_tensor_view"(%a16, %m, %n, %s4) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?xf32, strides=[?,1]>
    %tb = "cuda_tile.make_tensor_view"(%b16, %m, %n, %sb4) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?xf32, strides=[?,1]>
    %tc = "cuda_tile.make_tensor_view"(%c16, %mc, %nc, %sc4) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?xf32, strides=[?,1]>
    %bx, %by, %bz = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %lim = "cuda_tile.constant"() <{value = dense<1000> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %late = "cuda_tile.cmpi"(%bx, %lim) <{comparison_predicate = #cuda_tile.comparison_predicate<greater_than>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1>
    "cuda_tile.if"(%late) ({
      "cuda_tile.return"() : () -> ()
    }, {
      "cuda_tile.yield"() : () -> ()
    }) : (!cuda_tile.tile<i1>) -> ()
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<?x?xf32, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(16x64), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>
    %pb = "cuda_tile.make_partition_view"(%tb) : (!cuda_tile.tensor_view<?x?xf32, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(16x64), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>
    %pc = "cuda_tile.make_partition_view"(%tc) : (!cuda_tile.tensor_view<?x?xf32, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(16x64), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>
    %x, %t1 = "cuda_tile.load_view_tko"(%pa, %bx, %by) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 0>}> : (!cuda_tile.partition_view<tile=(16x64), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<16x64xf32>, !cuda_tile.token)
    %y, %t2 = "cuda_tile.load_view_tko"(%pb, %bx, %by) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 0>}> : (!cuda_tile.partition_view<tile=(16x64), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<16x64xf32>, !cuda_tile.token)
    %z = "cuda_tile.addf"(%x, %y) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<16x64xf32>, !cuda_tile.tile<16x64xf32>) -> !cuda_tile.tile<16x64xf32>
    %t3 = "cuda_tile.store_view_tko"(%z, %pc, %bx, %by) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 0>}> : (!cuda_tile.tile<16x64xf32>, !cuda_tile.partition_view<tile=(16x64), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
