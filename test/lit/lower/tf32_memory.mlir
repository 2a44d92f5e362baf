// tf32 elements in memory are f32 containers (4 bytes, ct_scalar_mem_bytes), not the 3 bytes
// of tf32 constant data: element i of block b is at byte 4·(128·b + i). (The fuzzer found the
// 3-byte size packing registers that do not exist: test/fuzz/regress/compile/
// tf32_view_elem_bytes.cutile.)
// RUN: cutile compile --gpu-name sm_90a %s --emit ptx | FileCheck %s
// CHECK-LABEL: .entry tf32_copy(
// CHECK: mad.lo.u64 [[I:%rd[0-9]+]], {{%rd[0-9]+}}, 128, {{%rd[0-9]+}};
// CHECK-NEXT: mad.lo.u64 [[A:%rd[0-9]+]], [[I]], 4, [[A]];
// CHECK: ld.global.f32 {{%f[0-9]+}}, {{\[}}[[A]]+0{{\]}};
// CHECK: ld.global.f32 {{%f[0-9]+}}, {{\[}}[[A]]+4{{\]}};
// CHECK: st.global.f32 [{{%rd[0-9]+}}+4], {{%f[0-9]+}};
"cuda_tile.module"() <{sym_name = "tf32_memory"}> ({
  "cuda_tile.entry"() <{sym_name = "tf32_copy", function_type = (!cuda_tile.tile<ptr<tf32>>, !cuda_tile.tile<ptr<tf32>>, !cuda_tile.tile<i32>) -> ()}> ({
  ^bb0(%x: !cuda_tile.tile<ptr<tf32>>, %y: !cuda_tile.tile<ptr<tf32>>, %n: !cuda_tile.tile<i32>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %b, %b1, %b2 = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %x16 = "cuda_tile.assume"(%x) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<tf32>>) -> !cuda_tile.tile<ptr<tf32>>
    %tx = "cuda_tile.make_tensor_view"(%x16, %n) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.tile<ptr<tf32>>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?xtf32, strides=[1]>
    %px = "cuda_tile.make_partition_view"(%tx) : (!cuda_tile.tensor_view<?xtf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(128), tensor_view<?xtf32, strides=[1]>, dim_map=[0]>
    %y16 = "cuda_tile.assume"(%y) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<tf32>>) -> !cuda_tile.tile<ptr<tf32>>
    %ty = "cuda_tile.make_tensor_view"(%y16, %n) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.tile<ptr<tf32>>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?xtf32, strides=[1]>
    %py = "cuda_tile.make_partition_view"(%ty) : (!cuda_tile.tensor_view<?xtf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(128), tensor_view<?xtf32, strides=[1]>, dim_map=[0]>
    %v, %k = "cuda_tile.load_view_tko"(%px, %b, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(128), tensor_view<?xtf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<128xtf32>, !cuda_tile.token)
    %s = "cuda_tile.store_view_tko"(%v, %py, %b, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<128xtf32>, !cuda_tile.partition_view<tile=(128), tensor_view<?xtf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
