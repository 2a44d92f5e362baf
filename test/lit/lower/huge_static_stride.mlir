// A view with huge static strides (valid: any positive stride): the static byte offsets wrap
// modulo 2^64, like the address arithmetic, and one beyond PTX's signed 32-bit address offsets
// (here multiples of -2^40) goes into an add, never into the access's immediate. The sum was
// once a signed overflow in the emitter (fuzz_compile; test/fuzz/regress/compile/).
// RUN: cutile compile --gpu-name sm_90a %s --emit ptx | FileCheck %s
// CHECK: ld.global.f32 %f0, [%rd[[BASE:[0-9]+]]+0];
// CHECK-NEXT: add.u64 %rd[[A:[0-9]+]], %rd[[BASE]], -4398046511104;
// CHECK-NEXT: ld.global.f32 %f1, [%rd[[A]]+0];
// CHECK-NOT: {{\+-?[0-9]{11,}\]}}
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "huge_stride", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f32>>):
    %ta = "cuda_tile.make_tensor_view"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x64xf32, strides=[4611685743549480960,4611685743549480960]>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<64x64xf32, strides=[4611685743549480960,4611685743549480960]>) -> !cuda_tile.partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[4611685743549480960,4611685743549480960]>, dim_map=[0,1]>
    %i, %j, %k = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %x, %t1 = "cuda_tile.load_view_tko"(%pa, %i, %j) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 0>}> : (!cuda_tile.partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[4611685743549480960,4611685743549480960]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<64x64xf32>, !cuda_tile.token)
    %y = "cuda_tile.negf"(%x) : (!cuda_tile.tile<64x64xf32>) -> !cuda_tile.tile<64x64xf32>
    %t2 = "cuda_tile.store_view_tko"(%y, %pa, %i, %j) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 0>}> : (!cuda_tile.tile<64x64xf32>, !cuda_tile.partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[4611685743549480960,4611685743549480960]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.1"} : () -> ()
