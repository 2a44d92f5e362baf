// The scan fallback, for layouts the register form (scan_warp.mlir) does not take: the tile goes
// to shared memory at its flat indices, one thread per line walks the line in order with the
// combiner inlined once in a loop, then every thread reads its elements back. Here a running
// difference down the columns of a tile that is a warpgroup dot's A operand in registers
// (sm_90a): the scan's result has the operand's fragment layout, whose rows run over lanes, then
// a register bit, then warps. The body subtracts (the values mean nothing: only the binding of
// the region's arguments shows, scan_order.mlir): the accumulator is the line's first element,
// loaded before the loop, the element the one loaded in it. Links for sm_90a.
// RUN: cutile compile --gpu-name sm_90a %s --emit ptx | FileCheck %s
// RUN: cutile compile --gpu-name sm_90a %s -o %t.cubin
// CHECK: bar.sync 0;
// CHECK: st.shared.b16
// CHECK: bar.sync 0;
// CHECK: ld.shared.b16 [[ACC:%h[0-9]+]], [{{%r[0-9]+}}+0];
// CHECK-NEXT: mov.u32 [[K:%r[0-9]+]], 1;
// CHECK-NEXT: $Lcf[[LOOP:[0-9]+]]:
// CHECK-NEXT: setp.ge.u32 [[P:%p[0-9]+]], [[K]], 64;
// CHECK: ld.shared.b16 [[EL:%h[0-9]+]], [{{%r[0-9]+}}+0];
// CHECK-NEXT: cvt.f32.f16 [[A:%f[0-9]+]], [[ACC]];
// CHECK-NEXT: cvt.f32.f16 [[E:%f[0-9]+]], [[EL]];
// CHECK-NEXT: sub.rn.f32 {{%f[0-9]+}}, [[A]], [[E]];
// CHECK: bra $Lcf[[LOOP]];
// CHECK-NOT: shfl.sync
// CHECK: wgmma.mma_async
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "cumsum_dot", function_type = (!cuda_tile.tile<ptr<f16>>, !cuda_tile.tile<ptr<f16>>, !cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f16>>, %b: !cuda_tile.tile<ptr<f16>>, %c: !cuda_tile.tile<ptr<f32>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %ta = "cuda_tile.make_tensor_view"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tensor_view<64x16xf16, strides=[16,1]>
    %tb = "cuda_tile.make_tensor_view"(%b) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tensor_view<16x64xf16, strides=[64,1]>
    %tc = "cuda_tile.make_tensor_view"(%c) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<64x16xf16, strides=[16,1]>) -> !cuda_tile.partition_view<tile=(64x16), !cuda_tile.tensor_view<64x16xf16, strides=[16,1]>, dim_map=[0,1]>
    %pb = "cuda_tile.make_partition_view"(%tb) : (!cuda_tile.tensor_view<16x64xf16, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(16x64), !cuda_tile.tensor_view<16x64xf16, strides=[64,1]>, dim_map=[0,1]>
    %pc = "cuda_tile.make_partition_view"(%tc) : (!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(64x64), !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %x, %t1 = "cuda_tile.load_view_tko"(%pa, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x16), !cuda_tile.tensor_view<64x16xf16, strides=[16,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x16xf16>, !cuda_tile.token)
    %y, %t2 = "cuda_tile.load_view_tko"(%pb, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(16x64), !cuda_tile.tensor_view<16x64xf16, strides=[64,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<16x64xf16>, !cuda_tile.token)
    %s = "cuda_tile.scan"(%x) <{dim = 0 : i32, reverse = false, identities = [0.0 : f16]}> ({
    ^bb0(%p: !cuda_tile.tile<f16>, %e: !cuda_tile.tile<f16>):
      %o = "cuda_tile.subf"(%p, %e) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<f16>, !cuda_tile.tile<f16>) -> !cuda_tile.tile<f16>
      "cuda_tile.yield"(%o) : (!cuda_tile.tile<f16>) -> ()
    }) : (!cuda_tile.tile<64x16xf16>) -> !cuda_tile.tile<64x16xf16>
    %acc0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<64x64xf32>}> : () -> !cuda_tile.tile<64x64xf32>
    %acc = "cuda_tile.mmaf"(%s, %y, %acc0) : (!cuda_tile.tile<64x16xf16>, !cuda_tile.tile<16x64xf16>, !cuda_tile.tile<64x64xf32>) -> !cuda_tile.tile<64x64xf32>
    %t3 = "cuda_tile.store_view_tko"(%acc, %pc, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<64x64xf32>, !cuda_tile.partition_view<tile=(64x64), !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
