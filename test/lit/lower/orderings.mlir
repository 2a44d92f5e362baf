// Non-weak orderings (ops.md §3.12, §3.13): lower-views keeps the ordering and scope on the mem
// op; a release waits at a barrier for the tile block's earlier accesses, and an acquire's
// successors wait at one for it. assign-layouts keeps these accesses scalar (vec 1) and codegen
// emits ld/st.<sem>.<scope> (tl_blk → .cta, device → .gpu, sys → .sys).
// RUN: cutile compile --gpu-name sm_90a %s --emit mem | FileCheck %s
// RUN: cutile compile --gpu-name sm_90a %s --emit sched | FileCheck %s --check-prefix=SCHED
// RUN: cutile compile --gpu-name sm_80 %s --emit ptx | FileCheck %s --check-prefix=PTX
// CHECK: "cuda_tile.tiled_load"({{.*}}memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<acquire>, memory_scope = #cuda_tile.memory_scope<device>}>
// CHECK-NEXT: "cuda_tile.barrier"
// CHECK-NEXT: "cuda_tile.tiled_store"({{.*}}memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<release>, memory_scope = #cuda_tile.memory_scope<tl_blk>}>
// CHECK-NEXT: "cuda_tile.barrier"
// CHECK-NEXT: "cuda_tile.gather_load"({{.*}}memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<relaxed>, memory_scope = #cuda_tile.memory_scope<sys>, operandSegmentSizes
// A relaxed store after a relaxed load of the same token chain: a barrier (load → store), no
// fence of its own.
// CHECK-NEXT: "cuda_tile.barrier"
// CHECK-NEXT: "cuda_tile.scatter_store"({{.*}}memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<relaxed>, memory_scope = #cuda_tile.memory_scope<device>, operandSegmentSizes
// A weak access carries no ordering attribute.
// CHECK-NEXT: "cuda_tile.tiled_store"
// CHECK-NOT: memory_ordering
// CHECK: "cuda_tile.return"
// SCHED: "cuda_tile.tiled_load"({{.*}}vec = 1 : i32
// SCHED: "cuda_tile.tiled_store"({{.*}}vec = 1 : i32
// SCHED: "cuda_tile.tiled_store"({{.*}}vec = 4 : i32
// PTX: ld.acquire.gpu.global.f32
// PTX-NOT: ld.acquire.gpu.global.v
// PTX: bar.sync
// PTX: st.release.cta.global.f32
// PTX-NOT: st.release.cta.global.v
// PTX: bar.sync
// PTX: ld.relaxed.sys.global.b32
// PTX: bar.sync
// PTX: st.relaxed.gpu.global.b32
// PTX: st.global.v4.f32
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "ordered", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<i32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f32>>, %n: !cuda_tile.tile<i32>, %b: !cuda_tile.tile<ptr<f32>>, %flag: !cuda_tile.tile<ptr<i32>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %a16 = "cuda_tile.assume"(%a) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %b16 = "cuda_tile.assume"(%b) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %ta = "cuda_tile.make_tensor_view"(%a16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<1024xf32, strides=[1]>
    %tb = "cuda_tile.make_tensor_view"(%b16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<1024xf32, strides=[1]>
    %bx, %by, %bz = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<1024xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), tensor_view<1024xf32, strides=[1]>, dim_map=[0]>
    %pb = "cuda_tile.make_partition_view"(%tb) : (!cuda_tile.tensor_view<1024xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), tensor_view<1024xf32, strides=[1]>, dim_map=[0]>
    %x, %t1 = "cuda_tile.load_view_tko"(%pa, %bx, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<acquire>, memory_scope = #cuda_tile.memory_scope<device>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(256), tensor_view<1024xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<256xf32>, !cuda_tile.token)
    %t2 = "cuda_tile.store_view_tko"(%x, %pb, %bx, %t1) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<release>, memory_scope = #cuda_tile.memory_scope<tl_blk>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<256xf32>, !cuda_tile.partition_view<tile=(256), tensor_view<1024xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %f, %t3 = "cuda_tile.load_ptr_tko"(%flag, %t2) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<relaxed>, memory_scope = #cuda_tile.memory_scope<sys>, operandSegmentSizes = array<i32: 1, 0, 0, 1>}> : (!cuda_tile.tile<ptr<i32>>, !cuda_tile.token) -> (!cuda_tile.tile<i32>, !cuda_tile.token)
    %t4 = "cuda_tile.store_ptr_tko"(%flag, %f, %t3) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<relaxed>, memory_scope = #cuda_tile.memory_scope<device>, operandSegmentSizes = array<i32: 1, 1, 0, 1>}> : (!cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %t5 = "cuda_tile.store_view_tko"(%x, %pa, %bx, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<256xf32>, !cuda_tile.partition_view<tile=(256), tensor_view<1024xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
