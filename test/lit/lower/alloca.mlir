// alloca (ops.md §3.1) in shared memory: private to the tile block, small and aligned to at most
// 1024 bytes, so both allocas live in one `.shared ct_alloca` area (the f32 array at 0, the i32
// counter at 256) and the kernel addresses memory generically (no `.global`): a pointer may be
// the generic address of either memory. Tile block t writes a[64t+i] to p[i], reads p[63-i]
// back into b[64t+i] (a barrier between: token order), and adds 0..63 atomically into *q, which
// it writes to c[t] (2016). GPU check: alloca_scratch in test/gpu/compiled_kernels.c.
// RUN: cutile compile --gpu-name sm_90a %s --emit ptx | FileCheck %s
// RUN: cutile compile --gpu-name sm_80 %s -o %t.cubin
// RUN: cutile compile --gpu-name sm_90a %s -o %t.cubin
// RUN: cutile compile --gpu-name sm_120a %s -o %t.cubin
// CHECK-LABEL: .visible .entry scratch(
// CHECK-NOT: _scratch
// CHECK: .shared .align 128 .b8 ct_alloca[384];
// CHECK: cvta.shared.u64 [[BASE:%rd[0-9]+]], ct_alloca;
// CHECK: add.u64 {{%rd[0-9]+}}, [[BASE]], 0;
// CHECK: add.u64 {{%rd[0-9]+}}, [[BASE]], 256;
// CHECK-NOT: .global
// CHECK: st.f32
// CHECK: bar.sync
// CHECK: ld.f32
// CHECK: atom.relaxed.cta.add.u32
// CHECK: ret;
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "scratch", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<i32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f32>>, %b: !cuda_tile.tile<ptr<f32>>, %c: !cuda_tile.tile<ptr<i32>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %ta = "cuda_tile.make_tensor_view"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<4096xf32, strides=[1]>
    %tb = "cuda_tile.make_tensor_view"(%b) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<4096xf32, strides=[1]>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<4096xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(64), tensor_view<4096xf32, strides=[1]>, dim_map=[0]>
    %pb = "cuda_tile.make_partition_view"(%tb) : (!cuda_tile.tensor_view<4096xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(64), tensor_view<4096xf32, strides=[1]>, dim_map=[0]>
    %bx, %by, %bz = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %x, %t0 = "cuda_tile.load_view_tko"(%pa, %bx, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(64), tensor_view<4096xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64xf32>, !cuda_tile.token)
    %p = "cuda_tile.alloca"() <{num_elem = 64 : i64, alignment = 128 : i64}> : () -> !cuda_tile.tile<ptr<f32>>
    %q = "cuda_tile.alloca"() <{num_elem = 1 : i64, alignment = 4 : i64}> : () -> !cuda_tile.tile<ptr<i32>>
    %p1 = "cuda_tile.reshape"(%p) : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<1xptr<f32>>
    %pp = "cuda_tile.broadcast"(%p1) : (!cuda_tile.tile<1xptr<f32>>) -> !cuda_tile.tile<64xptr<f32>>
    %i = "cuda_tile.iota"() : () -> !cuda_tile.tile<64xi32>
    %c63 = "cuda_tile.constant"() <{value = dense<63> : !cuda_tile.tile<64xi32>}> : () -> !cuda_tile.tile<64xi32>
    %j = "cuda_tile.subi"(%c63, %i) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<64xi32>, !cuda_tile.tile<64xi32>) -> !cuda_tile.tile<64xi32>
    %wp = "cuda_tile.offset"(%pp, %i) : (!cuda_tile.tile<64xptr<f32>>, !cuda_tile.tile<64xi32>) -> !cuda_tile.tile<64xptr<f32>>
    %rp = "cuda_tile.offset"(%pp, %j) : (!cuda_tile.tile<64xptr<f32>>, !cuda_tile.tile<64xi32>) -> !cuda_tile.tile<64xptr<f32>>
    %t1 = "cuda_tile.store_ptr_tko"(%wp, %x, %t0) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0, 1>}> : (!cuda_tile.tile<64xptr<f32>>, !cuda_tile.tile<64xf32>, !cuda_tile.token) -> !cuda_tile.token
    %y, %t2 = "cuda_tile.load_ptr_tko"(%rp, %t1) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 0, 0, 1>}> : (!cuda_tile.tile<64xptr<f32>>, !cuda_tile.token) -> (!cuda_tile.tile<64xf32>, !cuda_tile.token)
    %t3 = "cuda_tile.store_view_tko"(%y, %pb, %bx, %t2) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<64xf32>, !cuda_tile.partition_view<tile=(64), tensor_view<4096xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %t4 = "cuda_tile.store_ptr_tko"(%q, %zero, %t3) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0, 1>}> : (!cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %q1 = "cuda_tile.reshape"(%q) : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tile<1xptr<i32>>
    %qq = "cuda_tile.broadcast"(%q1) : (!cuda_tile.tile<1xptr<i32>>) -> !cuda_tile.tile<64xptr<i32>>
    %old, %t5 = "cuda_tile.atomic_rmw_tko"(%qq, %i, %t4) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<relaxed>, memory_scope = #cuda_tile.memory_scope<tl_blk>, mode = #cuda_tile.atomic_rmw_mode<add>, operandSegmentSizes = array<i32: 1, 1, 0, 1>}> : (!cuda_tile.tile<64xptr<i32>>, !cuda_tile.tile<64xi32>, !cuda_tile.token) -> (!cuda_tile.tile<64xi32>, !cuda_tile.token)
    %sum, %t6 = "cuda_tile.load_ptr_tko"(%q, %t5) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 0, 0, 1>}> : (!cuda_tile.tile<ptr<i32>>, !cuda_tile.token) -> (!cuda_tile.tile<i32>, !cuda_tile.token)
    %cb = "cuda_tile.offset"(%c, %bx) : (!cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<ptr<i32>>
    %t7 = "cuda_tile.store_ptr_tko"(%cb, %sum, %t6) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0, 1>}> : (!cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
