// The prefer_tma knob (TILEIR_PREFER_TMA_FOR_LOAD_STORE / CUTILE_PREFER_TMA) on sm_90+: a
// tiled_load of a partition view with no padding, a 16-byte aligned base and row strides known
// to be multiples of 16 bytes becomes one TMA box (16x64 f32 = 4096 bytes, coordinates
// innermost first: {column, row} = {j*64, i*16}) into the 128-aligned staging buffer ct_tma,
// completing on an mbarrier that thread 0 arms with expect_tx, a parity wait, and vector reads
// into the value's registers; a tiled_store becomes owner writes into ct_tma, a proxy fence, a
// barrier, one TMA store guarded against negative coordinates, commit and (without
// delay_tma_store_wait) an immediate wait for the smem read. The maps are hidden parameters
// after the cuTile ones, `.param .align 64 .b8 NAME_tmap_I[128]`, addressed through cvta.param.
// Views TMA cannot copy fall back silently: `fallback` has a row stride with no divisibility
// fact and a -inf padding. Off by default, and on sm_80 (no TMA).
// RUN: CUTILE_PREFER_TMA=1 cutile compile --num-warps 4 --gpu-name sm_90a %s --emit ptx | FileCheck %s
// RUN: TILEIR_PREFER_TMA_FOR_LOAD_STORE=1 cutile compile --num-warps 4 --gpu-name sm_120a %s --emit ptx | FileCheck %s
// RUN: env -u CUTILE_PREFER_TMA -u TILEIR_PREFER_TMA_FOR_LOAD_STORE cutile compile --num-warps 4 --gpu-name sm_90a %s --emit ptx | FileCheck %s --check-prefix=OFF
// RUN: CUTILE_PREFER_TMA=1 cutile compile --num-warps 4 --gpu-name sm_80 %s --emit ptx | FileCheck %s --check-prefix=OFF
// RUN: CUTILE_PREFER_TMA=1 cutile compile --num-warps 4 --gpu-name sm_90a %s --emit cubin -o %t.cubin
// CHECK-LABEL: .entry tma_add(
// CHECK: .param .u32 tma_add_param_9,
// CHECK-NEXT: .param .align 64 .b8 tma_add_tmap_0[128],
// CHECK-NEXT: .param .align 64 .b8 tma_add_tmap_1[128],
// CHECK-NEXT: .param .align 64 .b8 tma_add_tmap_2[128]
// CHECK-NEXT: )
// CHECK: .shared .align 8 .b64 ct_mbar[1];
// CHECK-NEXT: .shared .align 128 .b8 ct_tma[4096];
// CHECK: setp.eq.u32 [[LEAD:%p[0-9]+]], %r{{[0-9]+}}, 0;
// CHECK-NEXT: mov.b64 [[MA:%rd[0-9]+]], tma_add_tmap_0;
// CHECK-NEXT: cvta.param.u64 [[MA]], [[MA]];
// CHECK-NEXT: @[[LEAD]] prefetch.tensormap [[[MA]]];
// The parameters and the block id come first; the barrier's initialisation (one fence for
// all of them) and the bar.sync only ahead of the first op that needs it.
// CHECK: ld.param.u64 %rd{{[0-9]+}}, [tma_add_param_0];
// CHECK: mov.u32 %r{{[0-9]+}}, %ctaid.x;
// CHECK: @[[LEAD]] mbarrier.init.shared::cta.b64 [[[BAR:%r[0-9]+]]], 1;
// CHECK-NEXT: mov.u32 [[PHASE:%r[0-9]+]], 0;
// CHECK-NEXT: @[[LEAD]] fence.mbarrier_init.release.cluster;
// CHECK-NEXT: bar.sync 0;
// CHECK: fence.proxy.async.shared::cta;
// CHECK-NEXT: bar.sync 0;
// CHECK-NEXT: mov.u32 [[BUF:%r[0-9]+]], ct_tma;
// CHECK: mul.lo.s32 [[ROW:%r[0-9]+]], %r{{[0-9]+}}, 16;
// CHECK: mul.lo.s32 [[COL:%r[0-9]+]], %r{{[0-9]+}}, 64;
// CHECK-NEXT: @[[LEAD]] mbarrier.arrive.expect_tx.shared::cta.b64 _, [[[BAR]]], 4096;
// CHECK-NEXT: @[[LEAD]] cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [[[BUF]]], [[[MA]], {[[COL]], [[ROW]]}], [[[BAR]]];
// CHECK: mbarrier.try_wait.parity.shared::cta.b64 P, [[[BAR]]], [[PHASE]];
// CHECK: xor.b32 [[PHASE]], [[PHASE]], 1;
// CHECK: ld.shared.v4.f32
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global
// CHECK: add.rn.f32
// CHECK: st.shared.v4.f32
// CHECK: fence.proxy.async.shared::cta;
// CHECK-NEXT: bar.sync 0;
// CHECK: setp.ge.s32
// CHECK: @[[STG:%p[0-9]+]] cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{[0-9]+}}];
// CHECK-NEXT: @[[STG]] cp.async.bulk.commit_group;
// CHECK-NEXT: @[[LEAD]] cp.async.bulk.wait_group.read 0;
// CHECK-NEXT: ret;
// CHECK-LABEL: .entry fallback(
// CHECK-NOT: cp.async.bulk
// CHECK-NOT: .param .align 64
// CHECK: ld.global
// CHECK: }
// OFF: .entry tma_add(
// OFF-NOT: .param .align 64
// OFF: ld.global.f32
// OFF-NOT: {{cp.async.bulk|ct_tma|.param .align 64}}
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
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<?x?xf32, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(16x64), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>
    %pb = "cuda_tile.make_partition_view"(%tb) : (!cuda_tile.tensor_view<?x?xf32, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(16x64), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>
    %pc = "cuda_tile.make_partition_view"(%tc) : (!cuda_tile.tensor_view<?x?xf32, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(16x64), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>
    %x, %t1 = "cuda_tile.load_view_tko"(%pa, %bx, %by) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 0>}> : (!cuda_tile.partition_view<tile=(16x64), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<16x64xf32>, !cuda_tile.token)
    %y, %t2 = "cuda_tile.load_view_tko"(%pb, %bx, %by) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 0>}> : (!cuda_tile.partition_view<tile=(16x64), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<16x64xf32>, !cuda_tile.token)
    %z = "cuda_tile.addf"(%x, %y) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<16x64xf32>, !cuda_tile.tile<16x64xf32>) -> !cuda_tile.tile<16x64xf32>
    %t3 = "cuda_tile.store_view_tko"(%z, %pc, %bx, %by) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 0>}> : (!cuda_tile.tile<16x64xf32>, !cuda_tile.partition_view<tile=(16x64), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
  "cuda_tile.entry"() <{sym_name = "fallback", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f32>>, %m: !cuda_tile.tile<i32>, %n: !cuda_tile.tile<i32>, %s: !cuda_tile.tile<i32>, %c: !cuda_tile.tile<ptr<f32>>):
    %a16 = "cuda_tile.assume"(%a) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %c16 = "cuda_tile.assume"(%c) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %ta = "cuda_tile.make_tensor_view"(%a16, %m, %n, %s) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?xf32, strides=[?,1]>
    %tc = "cuda_tile.make_tensor_view"(%c16, %m, %n, %s) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?xf32, strides=[?,1]>
    %bx, %by, %bz = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<?x?xf32, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(16x64), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>
    %pc = "cuda_tile.make_partition_view"(%tc) : (!cuda_tile.tensor_view<?x?xf32, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(16x64), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>
    %x, %t1 = "cuda_tile.load_view_tko"(%pa, %bx, %by) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 0>}> : (!cuda_tile.partition_view<tile=(16x64), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<16x64xf32>, !cuda_tile.token)
    %y, %t2 = "cuda_tile.load_view_tko"(%pc, %bx, %by) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 0>}> : (!cuda_tile.partition_view<tile=(16x64), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<16x64xf32>, !cuda_tile.token)
    %z = "cuda_tile.addf"(%x, %y) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<16x64xf32>, !cuda_tile.tile<16x64xf32>) -> !cuda_tile.tile<16x64xf32>
    %t3 = "cuda_tile.store_view_tko"(%z, %pa, %bx, %by) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 0>}> : (!cuda_tile.tile<16x64xf32>, !cuda_tile.partition_view<tile=(16x64), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
