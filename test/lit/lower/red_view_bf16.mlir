// bf16 atomic adds: red.add.noftz.bf16 / atom.add.noftz.bf16 on sm_90; below, where there is no
// bf16 atomic add, a loop of 16-bit compare-and-swaps (ptx_atomic.c ct_ptx_bf16_add_cas) — for
// the reducing view store (red_bf16) and for atomic_rmw addf, whose old values come back from
// the swap that succeeded (rmw_bf16). test/gpu/mma_kernels.c runs the sm_80 PTX on the H200 with
// 16 tile blocks contending for every element.
// RUN: cutile compile --gpu-name sm_80 %s --emit ptx | FileCheck %s
// RUN: cutile compile --gpu-name sm_80 %s -o %t.cubin
// RUN: cutile compile --gpu-name sm_90a %s --emit ptx | FileCheck %s --check-prefix=SM90
// CHECK-LABEL: .entry red_bf16(
// CHECK-NOT: add.noftz.bf16
// CHECK: ld.global.b16 [[OLD:%h[0-9]+]], [
// CHECK: $Lbfa[[TOP:[0-9]+]]:
// CHECK-NEXT: cvt.f32.bf16 {{%f[0-9]+}}, [[OLD]];
// CHECK-NEXT: add.rn.f32
// CHECK-NEXT: cvt.rn.bf16.f32 [[NEW:%h[0-9]+]],
// CHECK-NEXT: atom.relaxed.gpu.global.cas.b16 [[SEEN:%h[0-9]+]], [{{%rd[0-9]+}}+0], [[OLD]], [[NEW]];
// CHECK-NEXT: setp.ne.b16 [[P:%p[0-9]+]], [[SEEN]], [[OLD]];
// CHECK-NEXT: mov.b16 [[OLD]], [[SEEN]];
// CHECK-NEXT: @[[P]] bra $Lbfa[[TOP]];
// CHECK-LABEL: .entry rmw_bf16(
// CHECK-NOT: add.noftz.bf16
// CHECK: atom.relaxed.gpu.global.cas.b16
// CHECK: st.global.b16
// SM90-LABEL: .entry red_bf16(
// SM90: red.relaxed.gpu.global.add.noftz.bf16
// SM90-LABEL: .entry rmw_bf16(
// SM90: atom.relaxed.gpu.global.add.noftz.bf16
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "red_bf16", function_type = (!cuda_tile.tile<ptr<bf16>>) -> ()}> ({
  ^bb0(%h: !cuda_tile.tile<ptr<bf16>>):
    %th = "cuda_tile.make_tensor_view"(%h) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<bf16>>) -> !cuda_tile.tensor_view<1024xbf16, strides=[1]>
    %bx, %by, %bz = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %ph = "cuda_tile.make_partition_view"(%th) : (!cuda_tile.tensor_view<1024xbf16, strides=[1]>) -> !cuda_tile.partition_view<tile=(128), tensor_view<1024xbf16, strides=[1]>, dim_map=[0]>
    %half = "cuda_tile.constant"() <{value = dense<0.5> : !cuda_tile.tile<128xbf16>}> : () -> !cuda_tile.tile<128xbf16>
    %t = "cuda_tile.atomic_red_view_tko"(%ph, %bx, %half) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<relaxed>, memory_scope = #cuda_tile.memory_scope<device>, mode = #cuda_tile.atomic_rmw_mode<addf>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(128), tensor_view<1024xbf16, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.tile<128xbf16>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
  "cuda_tile.entry"() <{sym_name = "rmw_bf16", function_type = (!cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<ptr<bf16>>) -> ()}> ({
  ^bb0(%h: !cuda_tile.tile<ptr<bf16>>, %o: !cuda_tile.tile<ptr<bf16>>):
    %bx, %by, %bz = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %h1 = "cuda_tile.reshape"(%h) : (!cuda_tile.tile<ptr<bf16>>) -> !cuda_tile.tile<1xptr<bf16>>
    %hh = "cuda_tile.broadcast"(%h1) : (!cuda_tile.tile<1xptr<bf16>>) -> !cuda_tile.tile<128xptr<bf16>>
    %i = "cuda_tile.iota"() : () -> !cuda_tile.tile<128xi32>
    %wp = "cuda_tile.offset"(%hh, %i) : (!cuda_tile.tile<128xptr<bf16>>, !cuda_tile.tile<128xi32>) -> !cuda_tile.tile<128xptr<bf16>>
    %one = "cuda_tile.constant"() <{value = dense<1.0> : !cuda_tile.tile<128xbf16>}> : () -> !cuda_tile.tile<128xbf16>
    %old, %t1 = "cuda_tile.atomic_rmw_tko"(%wp, %one) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<relaxed>, memory_scope = #cuda_tile.memory_scope<device>, mode = #cuda_tile.atomic_rmw_mode<addf>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (!cuda_tile.tile<128xptr<bf16>>, !cuda_tile.tile<128xbf16>) -> (!cuda_tile.tile<128xbf16>, !cuda_tile.token)
    %c128 = "cuda_tile.constant"() <{value = dense<128> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %base = "cuda_tile.muli"(%by, %c128) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %b1 = "cuda_tile.reshape"(%base) : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<1xi32>
    %bb = "cuda_tile.broadcast"(%b1) : (!cuda_tile.tile<1xi32>) -> !cuda_tile.tile<128xi32>
    %idx = "cuda_tile.addi"(%bb, %i) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<128xi32>, !cuda_tile.tile<128xi32>) -> !cuda_tile.tile<128xi32>
    %o1 = "cuda_tile.reshape"(%o) : (!cuda_tile.tile<ptr<bf16>>) -> !cuda_tile.tile<1xptr<bf16>>
    %oo = "cuda_tile.broadcast"(%o1) : (!cuda_tile.tile<1xptr<bf16>>) -> !cuda_tile.tile<128xptr<bf16>>
    %op = "cuda_tile.offset"(%oo, %idx) : (!cuda_tile.tile<128xptr<bf16>>, !cuda_tile.tile<128xi32>) -> !cuda_tile.tile<128xptr<bf16>>
    %t2 = "cuda_tile.store_ptr_tko"(%op, %old) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (!cuda_tile.tile<128xptr<bf16>>, !cuda_tile.tile<128xbf16>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
