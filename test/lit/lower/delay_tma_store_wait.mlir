// The delay_tma_store_wait knob (TILEIR_DELAY_TMA_STORE_WAIT / CUTILE_DELAY_TMA_STORE_WAIT),
// with prefer_tma on sm_90+: a TMA store's cp.async.bulk.wait_group.read no longer follows its
// commit; it comes where the staging buffer ct_tma is next written (here the second store) and
// before the kernel returns, so the store's smem read overlaps what comes between. Without the
// knob each commit is followed by its wait. Alone (no prefer_tma) it changes nothing.
// RUN: CUTILE_PREFER_TMA=1 CUTILE_DELAY_TMA_STORE_WAIT=1 cutile compile --num-warps 4 --gpu-name sm_90a %s --emit ptx | FileCheck %s
// RUN: CUTILE_PREFER_TMA=1 TILEIR_DELAY_TMA_STORE_WAIT=1 cutile compile --num-warps 4 --gpu-name sm_90a %s --emit ptx | FileCheck %s
// RUN: CUTILE_PREFER_TMA=1 CUTILE_DELAY_TMA_STORE_WAIT=0 cutile compile --num-warps 4 --gpu-name sm_90a %s --emit ptx | FileCheck %s --check-prefix=NOW
// RUN: CUTILE_PREFER_TMA=0 CUTILE_DELAY_TMA_STORE_WAIT=1 cutile compile --num-warps 4 --gpu-name sm_90a %s --emit ptx | FileCheck %s --check-prefix=OFF
// RUN: CUTILE_PREFER_TMA=1 CUTILE_DELAY_TMA_STORE_WAIT=1 cutile compile --num-warps 4 --gpu-name sm_90a %s --emit cubin -o %t.cubin
// CHECK-LABEL: .entry store_twice(
// CHECK: setp.eq.u32 [[LEAD:%p[0-9]+]], %r{{[0-9]+}}, 0;
// The load: a delayed store may still read ct_tma (none has run yet; the wait is free).
// CHECK: @[[LEAD]] cp.async.bulk.wait_group.read 0;
// CHECK-NEXT: fence.proxy.async.shared::cta;
// CHECK-NEXT: bar.sync 0;
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global
// CHECK: cp.async.bulk.tensor.2d.global.shared::cta.bulk_group
// CHECK-NEXT: cp.async.bulk.commit_group;
// CHECK-NOT: wait_group
// The second store writes ct_tma again: the first one's read must be done.
// CHECK: @[[LEAD]] cp.async.bulk.wait_group.read 0;
// CHECK-NEXT: fence.proxy.async.shared::cta;
// CHECK-NEXT: bar.sync 0;
// CHECK: st.shared
// CHECK: cp.async.bulk.tensor.2d.global.shared::cta.bulk_group
// CHECK-NEXT: cp.async.bulk.commit_group;
// CHECK-NEXT: @[[LEAD]] cp.async.bulk.wait_group.read 0;
// CHECK-NEXT: ret;
// NOW-LABEL: .entry store_twice(
// NOW: cp.async.bulk.commit_group;
// NOW-NEXT: cp.async.bulk.wait_group.read 0;
// NOW-NEXT: neg.f32
// NOW: fence.proxy.async.shared::cta;
// NOW-NEXT: bar.sync 0;
// NOW: cp.async.bulk.commit_group;
// NOW-NEXT: cp.async.bulk.wait_group.read 0;
// NOW-NEXT: ret;
// OFF-NOT: cp.async.bulk
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "store_twice", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f32>>, %c: !cuda_tile.tile<ptr<f32>>, %d: !cuda_tile.tile<ptr<f32>>, %m: !cuda_tile.tile<i32>, %n: !cuda_tile.tile<i32>, %s: !cuda_tile.tile<i32>):
    %a16 = "cuda_tile.assume"(%a) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %c16 = "cuda_tile.assume"(%c) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %d16 = "cuda_tile.assume"(%d) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %s4 = "cuda_tile.assume"(%s) <{predicate = #cuda_tile.div_by<4>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %ta = "cuda_tile.make_tensor_view"(%a16, %m, %n, %s4) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?xf32, strides=[?,1]>
    %tc = "cuda_tile.make_tensor_view"(%c16, %m, %n, %s4) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?xf32, strides=[?,1]>
    %td = "cuda_tile.make_tensor_view"(%d16, %m, %n, %s4) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?xf32, strides=[?,1]>
    %bx, %by, %bz = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<?x?xf32, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(16x64), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>
    %pc = "cuda_tile.make_partition_view"(%tc) : (!cuda_tile.tensor_view<?x?xf32, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(16x64), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>
    %pd = "cuda_tile.make_partition_view"(%td) : (!cuda_tile.tensor_view<?x?xf32, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(16x64), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>
    %x, %t1 = "cuda_tile.load_view_tko"(%pa, %bx, %by) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 0>}> : (!cuda_tile.partition_view<tile=(16x64), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<16x64xf32>, !cuda_tile.token)
    %t2 = "cuda_tile.store_view_tko"(%x, %pc, %bx, %by) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 0>}> : (!cuda_tile.tile<16x64xf32>, !cuda_tile.partition_view<tile=(16x64), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %y = "cuda_tile.negf"(%x) : (!cuda_tile.tile<16x64xf32>) -> !cuda_tile.tile<16x64xf32>
    %t3 = "cuda_tile.store_view_tko"(%y, %pd, %bx, %by) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 0>}> : (!cuda_tile.tile<16x64xf32>, !cuda_tile.partition_view<tile=(16x64), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
