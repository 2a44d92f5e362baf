// pack/unpack of i1 is refused: an i1 is a byte in memory but one bit in the tile, and the spec
// gives no bit order for it (cuTile Python refuses bool tiles too).
// RUN: (cutile compile --gpu-name sm_90a %s --emit ptx || echo "exit $?") 2>&1 | FileCheck %s
// CHECK: cutile: not supported yet: cuda_tile.unpack in kernel bits: pack/unpack of i1
// CHECK-NEXT: exit 3
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "bits", function_type = (!cuda_tile.tile<ptr<i8>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<i8>>):
    %ta = "cuda_tile.make_tensor_view"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i8>>) -> !cuda_tile.tensor_view<8xi8, strides=[1]>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<8xi8, strides=[1]>) -> !cuda_tile.partition_view<tile=(8), !cuda_tile.tensor_view<8xi8, strides=[1]>, dim_map=[0]>
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %x, %t1 = "cuda_tile.load_view_tko"(%pa, %zero) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(8), !cuda_tile.tensor_view<8xi8, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<8xi8>, !cuda_tile.token)
    %t = "cuda_tile.unpack"(%x) : (!cuda_tile.tile<8xi8>) -> !cuda_tile.tile<64xi1>
    %y = "cuda_tile.pack"(%t) : (!cuda_tile.tile<64xi1>) -> !cuda_tile.tile<8xi8>
    %t2 = "cuda_tile.store_view_tko"(%y, %pa, %zero) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<8xi8>, !cuda_tile.partition_view<tile=(8), !cuda_tile.tensor_view<8xi8, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
