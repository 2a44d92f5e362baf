// f8 dots on Hopper's wgmma promote (ops.md §3.11, lower/mma.h ct_mma_promote): without
// fast_acc, every 4 K steps (128 of K) of an n64 instruction tile run into zeroed registers
// (scale-d false on the first step), two sets in turn, and are added into the f32 accumulator
// once the group is done; with fast_acc the dot accumulates in the tensor cores as before.
// K = 256 and N = 128: four runs (2 N tiles x 2 K runs), each added after the next is issued.
// test/gpu/mma_kernels.c "fp8 promotion" runs these kernels against a CPU reference.
// RUN: cutile compile --num-warps 4 --gpu-name sm_90a %s --emit ptx | FileCheck %s
// CHECK-LABEL: .entry promote(
// CHECK: setp.ne.u32 {{%p[0-9]+}}, [[Z:%r[0-9]+]], 0;
// CHECK-NEXT: setp.eq.u32 [[F:%p[0-9]+]], [[Z]], 0;
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e4m3 {[[T0:%f[0-9]+]], {{.*}}}, {{%rd[0-9]+}}, {{%rd[0-9]+}}, [[F]], 1, 1;
// CHECK-COUNT-3: wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e4m3 {[[T0]],
// CHECK-NEXT: wgmma.commit_group.sync.aligned;
// CHECK-NEXT: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e4m3 {[[T1:%f[0-9]+]], {{.*}}}, {{%rd[0-9]+}}, {{%rd[0-9]+}}, [[F]], 1, 1;
// CHECK-COUNT-3: wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e4m3 {[[T1]],
// CHECK-NEXT: wgmma.commit_group.sync.aligned;
// CHECK-NEXT: wgmma.wait_group.sync.aligned 1;
// CHECK-NEXT: add.rn.f32 [[D0:%f[0-9]+]], [[D0]], [[T0]];
// CHECK-COUNT-31: add.rn.f32
// CHECK: wgmma.wait_group.sync.aligned 1;
// CHECK-COUNT-32: add.rn.f32
// CHECK: wgmma.wait_group.sync.aligned 1;
// CHECK-COUNT-32: add.rn.f32
// CHECK: wgmma.wait_group.sync.aligned 0;
// CHECK-COUNT-32: add.rn.f32
// CHECK-NOT: wgmma
// CHECK-LABEL: .entry promote_zero(
// CHECK: wgmma.wait_group.sync.aligned 1;
// CHECK-NEXT: mov.f32 {{%f[0-9]+}}, [[Z:%f[0-9]+]];
// CHECK-COUNT-31: mov.f32
// CHECK: wgmma.wait_group.sync.aligned 1;
// CHECK-NEXT: add.rn.f32
// CHECK-LABEL: .entry fast_acc(
// CHECK-NOT: add.rn.f32
// CHECK: wgmma.mma_async.sync.aligned.m64n128k32.f32.e4m3.e4m3
// CHECK-NOT: add.rn.f32
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK-NEXT: wgmma.wait_group.sync.aligned 0;
"cuda_tile.module"() <{sym_name = "mma_fp8_promote"}> ({
  "cuda_tile.entry"() <{sym_name = "promote", function_type = (!cuda_tile.tile<ptr<f8E4M3FN>>, !cuda_tile.tile<ptr<f8E4M3FN>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f8E4M3FN>>, %b: !cuda_tile.tile<ptr<f8E4M3FN>>, %c: !cuda_tile.tile<ptr<f32>>, %d: !cuda_tile.tile<ptr<f32>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %a16 = "cuda_tile.assume"(%a) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tile<ptr<f8E4M3FN>>
    %b16 = "cuda_tile.assume"(%b) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tile<ptr<f8E4M3FN>>
    %c16 = "cuda_tile.assume"(%c) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %d16 = "cuda_tile.assume"(%d) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %ta = "cuda_tile.make_tensor_view"(%a16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tensor_view<64x256xf8E4M3FN, strides=[256,1]>
    %tb = "cuda_tile.make_tensor_view"(%b16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tensor_view<256x128xf8E4M3FN, strides=[128,1]>
    %tc = "cuda_tile.make_tensor_view"(%c16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x128xf32, strides=[128,1]>
    %td = "cuda_tile.make_tensor_view"(%d16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x128xf32, strides=[128,1]>
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<64x256xf8E4M3FN, strides=[256,1]>) -> !cuda_tile.partition_view<tile=(64x256), tensor_view<64x256xf8E4M3FN, strides=[256,1]>, dim_map=[0, 1]>
    %pb = "cuda_tile.make_partition_view"(%tb) : (!cuda_tile.tensor_view<256x128xf8E4M3FN, strides=[128,1]>) -> !cuda_tile.partition_view<tile=(256x128), tensor_view<256x128xf8E4M3FN, strides=[128,1]>, dim_map=[0, 1]>
    %pc = "cuda_tile.make_partition_view"(%tc) : (!cuda_tile.tensor_view<64x128xf32, strides=[128,1]>) -> !cuda_tile.partition_view<tile=(64x128), tensor_view<64x128xf32, strides=[128,1]>, dim_map=[0, 1]>
    %pd = "cuda_tile.make_partition_view"(%td) : (!cuda_tile.tensor_view<64x128xf32, strides=[128,1]>) -> !cuda_tile.partition_view<tile=(64x128), tensor_view<64x128xf32, strides=[128,1]>, dim_map=[0, 1]>
    %va, %ka = "cuda_tile.load_view_tko"(%pa, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x256), tensor_view<64x256xf8E4M3FN, strides=[256,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x256xf8E4M3FN>, !cuda_tile.token)
    %vb, %kb = "cuda_tile.load_view_tko"(%pb, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(256x128), tensor_view<256x128xf8E4M3FN, strides=[128,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<256x128xf8E4M3FN>, !cuda_tile.token)
    %vc, %kc = "cuda_tile.load_view_tko"(%pc, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x128), tensor_view<64x128xf32, strides=[128,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x128xf32>, !cuda_tile.token)
    %r = "cuda_tile.mmaf"(%va, %vb, %vc) : (!cuda_tile.tile<64x256xf8E4M3FN>, !cuda_tile.tile<256x128xf8E4M3FN>, !cuda_tile.tile<64x128xf32>) -> !cuda_tile.tile<64x128xf32>
    %ks = "cuda_tile.store_view_tko"(%r, %pd, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<64x128xf32>, !cuda_tile.partition_view<tile=(64x128), tensor_view<64x128xf32, strides=[128,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
  "cuda_tile.entry"() <{sym_name = "promote_zero", function_type = (!cuda_tile.tile<ptr<f8E4M3FN>>, !cuda_tile.tile<ptr<f8E4M3FN>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f8E4M3FN>>, %b: !cuda_tile.tile<ptr<f8E4M3FN>>, %c: !cuda_tile.tile<ptr<f32>>, %d: !cuda_tile.tile<ptr<f32>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %a16 = "cuda_tile.assume"(%a) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tile<ptr<f8E4M3FN>>
    %b16 = "cuda_tile.assume"(%b) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tile<ptr<f8E4M3FN>>
    %c16 = "cuda_tile.assume"(%c) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %d16 = "cuda_tile.assume"(%d) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %ta = "cuda_tile.make_tensor_view"(%a16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tensor_view<64x256xf8E4M3FN, strides=[256,1]>
    %tb = "cuda_tile.make_tensor_view"(%b16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tensor_view<256x128xf8E4M3FN, strides=[128,1]>
    %tc = "cuda_tile.make_tensor_view"(%c16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x128xf32, strides=[128,1]>
    %td = "cuda_tile.make_tensor_view"(%d16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x128xf32, strides=[128,1]>
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<64x256xf8E4M3FN, strides=[256,1]>) -> !cuda_tile.partition_view<tile=(64x256), tensor_view<64x256xf8E4M3FN, strides=[256,1]>, dim_map=[0, 1]>
    %pb = "cuda_tile.make_partition_view"(%tb) : (!cuda_tile.tensor_view<256x128xf8E4M3FN, strides=[128,1]>) -> !cuda_tile.partition_view<tile=(256x128), tensor_view<256x128xf8E4M3FN, strides=[128,1]>, dim_map=[0, 1]>
    %pc = "cuda_tile.make_partition_view"(%tc) : (!cuda_tile.tensor_view<64x128xf32, strides=[128,1]>) -> !cuda_tile.partition_view<tile=(64x128), tensor_view<64x128xf32, strides=[128,1]>, dim_map=[0, 1]>
    %pd = "cuda_tile.make_partition_view"(%td) : (!cuda_tile.tensor_view<64x128xf32, strides=[128,1]>) -> !cuda_tile.partition_view<tile=(64x128), tensor_view<64x128xf32, strides=[128,1]>, dim_map=[0, 1]>
    %va, %ka = "cuda_tile.load_view_tko"(%pa, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x256), tensor_view<64x256xf8E4M3FN, strides=[256,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x256xf8E4M3FN>, !cuda_tile.token)
    %vb, %kb = "cuda_tile.load_view_tko"(%pb, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(256x128), tensor_view<256x128xf8E4M3FN, strides=[128,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<256x128xf8E4M3FN>, !cuda_tile.token)
    %vc = "cuda_tile.constant"() <{value = dense<0.000000e+00> : !cuda_tile.tile<64x128xf32>}> : () -> !cuda_tile.tile<64x128xf32>
    %r = "cuda_tile.mmaf"(%va, %vb, %vc) : (!cuda_tile.tile<64x256xf8E4M3FN>, !cuda_tile.tile<256x128xf8E4M3FN>, !cuda_tile.tile<64x128xf32>) -> !cuda_tile.tile<64x128xf32>
    %ks = "cuda_tile.store_view_tko"(%r, %pd, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<64x128xf32>, !cuda_tile.partition_view<tile=(64x128), tensor_view<64x128xf32, strides=[128,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
  "cuda_tile.entry"() <{sym_name = "fast_acc", function_type = (!cuda_tile.tile<ptr<f8E4M3FN>>, !cuda_tile.tile<ptr<f8E4M3FN>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f8E4M3FN>>, %b: !cuda_tile.tile<ptr<f8E4M3FN>>, %c: !cuda_tile.tile<ptr<f32>>, %d: !cuda_tile.tile<ptr<f32>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %a16 = "cuda_tile.assume"(%a) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tile<ptr<f8E4M3FN>>
    %b16 = "cuda_tile.assume"(%b) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tile<ptr<f8E4M3FN>>
    %c16 = "cuda_tile.assume"(%c) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %d16 = "cuda_tile.assume"(%d) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %ta = "cuda_tile.make_tensor_view"(%a16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tensor_view<64x256xf8E4M3FN, strides=[256,1]>
    %tb = "cuda_tile.make_tensor_view"(%b16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tensor_view<256x128xf8E4M3FN, strides=[128,1]>
    %tc = "cuda_tile.make_tensor_view"(%c16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x128xf32, strides=[128,1]>
    %td = "cuda_tile.make_tensor_view"(%d16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x128xf32, strides=[128,1]>
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<64x256xf8E4M3FN, strides=[256,1]>) -> !cuda_tile.partition_view<tile=(64x256), tensor_view<64x256xf8E4M3FN, strides=[256,1]>, dim_map=[0, 1]>
    %pb = "cuda_tile.make_partition_view"(%tb) : (!cuda_tile.tensor_view<256x128xf8E4M3FN, strides=[128,1]>) -> !cuda_tile.partition_view<tile=(256x128), tensor_view<256x128xf8E4M3FN, strides=[128,1]>, dim_map=[0, 1]>
    %pc = "cuda_tile.make_partition_view"(%tc) : (!cuda_tile.tensor_view<64x128xf32, strides=[128,1]>) -> !cuda_tile.partition_view<tile=(64x128), tensor_view<64x128xf32, strides=[128,1]>, dim_map=[0, 1]>
    %pd = "cuda_tile.make_partition_view"(%td) : (!cuda_tile.tensor_view<64x128xf32, strides=[128,1]>) -> !cuda_tile.partition_view<tile=(64x128), tensor_view<64x128xf32, strides=[128,1]>, dim_map=[0, 1]>
    %va, %ka = "cuda_tile.load_view_tko"(%pa, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x256), tensor_view<64x256xf8E4M3FN, strides=[256,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x256xf8E4M3FN>, !cuda_tile.token)
    %vb, %kb = "cuda_tile.load_view_tko"(%pb, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(256x128), tensor_view<256x128xf8E4M3FN, strides=[128,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<256x128xf8E4M3FN>, !cuda_tile.token)
    %vc, %kc = "cuda_tile.load_view_tko"(%pc, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x128), tensor_view<64x128xf32, strides=[128,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x128xf32>, !cuda_tile.token)
    %r = "cuda_tile.mmaf"(%va, %vb, %vc) <{fast_acc}> : (!cuda_tile.tile<64x256xf8E4M3FN>, !cuda_tile.tile<256x128xf8E4M3FN>, !cuda_tile.tile<64x128xf32>) -> !cuda_tile.tile<64x128xf32>
    %ks = "cuda_tile.store_view_tko"(%r, %pd, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<64x128xf32>, !cuda_tile.partition_view<tile=(64x128), tensor_view<64x128xf32, strides=[128,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
