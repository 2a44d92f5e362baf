// pack/unpack through shared memory: the source stored at flat index · element size (its
// byte order in memory), one barrier, the result loaded as its own element type.
// RUN: cutile compile --gpu-name sm_90a %s --emit ptx | FileCheck %s
// RUN: cutile compile --gpu-name sm_80 %s -o %t.cubin
// RUN: cutile compile --gpu-name sm_90a %s -o %t.cubin
// RUN: cutile compile --gpu-name sm_120a %s -o %t.cubin
// pack 64xf16 -> 128xi8: 2-byte stores, then byte loads.
// CHECK: mov.u32 [[BASE:%r[0-9]+]], ct_smem;
// CHECK-NEXT: bar.sync 0;
// CHECK: mad.lo.u32 [[A:%r[0-9]+]], {{%r[0-9]+}}, 2, [[BASE]];
// CHECK: st.shared.b16 [[[A]]+{{[0-9]+}}], {{%h[0-9]+}};
// CHECK: bar.sync 0;
// CHECK: mad.lo.u32 [[B:%r[0-9]+]], {{%r[0-9]+}}, 1, [[BASE]];
// CHECK: ld.shared.{{[bu]}}8 {{%h[0-9]+}}, [[[B]]+{{[0-9]+}}];
// unpack 128xi8 -> 32xf32: byte stores, 4-byte loads.
// CHECK: mov.u32 [[BASE2:%r[0-9]+]], ct_smem;
// CHECK-NEXT: bar.sync 0;
// CHECK: st.shared.{{[bu]}}8
// CHECK: bar.sync 0;
// CHECK: mad.lo.u32 [[C:%r[0-9]+]], {{%r[0-9]+}}, 4, [[BASE2]];
// CHECK: ld.shared.{{[bf]}}32 {{%f[0-9]+}}, [[[C]]+{{[0-9]+}}];
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "pack_unpack", function_type = (!cuda_tile.tile<ptr<f16>>, !cuda_tile.tile<ptr<i8>>, !cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%h: !cuda_tile.tile<ptr<f16>>, %b: !cuda_tile.tile<ptr<i8>>, %f: !cuda_tile.tile<ptr<f32>>):
    %th = "cuda_tile.make_tensor_view"(%h) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tensor_view<64xf16, strides=[1]>
    %ph = "cuda_tile.make_partition_view"(%th) : (!cuda_tile.tensor_view<64xf16, strides=[1]>) -> !cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xf16, strides=[1]>, dim_map=[0]>
    %tb = "cuda_tile.make_tensor_view"(%b) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i8>>) -> !cuda_tile.tensor_view<128xi8, strides=[1]>
    %pb = "cuda_tile.make_partition_view"(%tb) : (!cuda_tile.tensor_view<128xi8, strides=[1]>) -> !cuda_tile.partition_view<tile=(128), !cuda_tile.tensor_view<128xi8, strides=[1]>, dim_map=[0]>
    %tf = "cuda_tile.make_tensor_view"(%f) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<32xf32, strides=[1]>
    %pf = "cuda_tile.make_partition_view"(%tf) : (!cuda_tile.tensor_view<32xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(32), !cuda_tile.tensor_view<32xf32, strides=[1]>, dim_map=[0]>
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %x, %lx = "cuda_tile.load_view_tko"(%ph, %zero) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xf16, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<64xf16>, !cuda_tile.token)
    %bytes = "cuda_tile.pack"(%x) : (!cuda_tile.tile<64xf16>) -> !cuda_tile.tile<128xi8>
    %sbytes = "cuda_tile.store_view_tko"(%bytes, %pb, %zero) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<128xi8>, !cuda_tile.partition_view<tile=(128), !cuda_tile.tensor_view<128xi8, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %w = "cuda_tile.unpack"(%bytes) : (!cuda_tile.tile<128xi8>) -> !cuda_tile.tile<32xf32>
    %sw = "cuda_tile.store_view_tko"(%w, %pf, %zero) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<32xf32>, !cuda_tile.partition_view<tile=(32), !cuda_tile.tensor_view<32xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
