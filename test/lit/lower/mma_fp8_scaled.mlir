// Block-scaled fp8 K groups, acc + dot(a, b, 0)·s with K = 128 (one promotion's K steps, so
// lower-dots does not promote the dot), become scale-dots' scaled dot of acc (lower/
// scale_dots.c): two n64 instruction tiles a 64-row slab, in two groups, each scaled into the
// accumulator by one fma.rn.f32 an element while the next computes (wgmma.wait_group 1
// between), instead of the whole dot waited for and then 64 fmas with the tensor cores idle.
// fma(dot·s1, s2, acc) (byte_dots.py's scaled GEMM) keeps its mul.rn before the fma (here
// s1 = s2: two 64x128 scale tiles would not fit the register rule beside the rest). At N = 64
// (one tile: nothing to overlap, and the promotion's two sets would double the dot's
// registers), with flush_to_zero (not the same fma) and at -O0 it stays a dot and an fma.
// test/sim/mma_kernels_test.py runs samples/moe/moe_w2_fp8_128x128 and test/data's
// mm_bytes_scaled_e4m3 (these forms in a K loop) against numpy, the first also without the
// wait_group 1.
// RUN: cutile compile --num-warps 4 --gpu-name sm_90a %s --emit sched | FileCheck %s --check-prefix=SCHED
// RUN: cutile compile --num-warps 4 --gpu-name sm_90a %s --emit ptx | FileCheck %s
// RUN: cutile compile -O0 --num-warps 4 --gpu-name sm_90a %s --emit sched | FileCheck %s --check-prefix=O0
// The register rule (live_regs): samples/moe's w2 (one accumulator, a scale a row) is fused;
// w1 transposed at 128 tokens (gate and up accumulators, a scale a column: 32 registers a
// tile) is not — fused, it spilled.
// RUN: cutile compile --gpu-name sm_90a samples/moe/moe_w2_fp8_128x128.cutile --emit sched | FileCheck %s --check-prefix=W2
// RUN: cutile compile --gpu-name sm_90a samples/moe/moe_w1_fp8_t_128x128.cutile --emit sched | FileCheck %s --check-prefix=W1T --implicit-check-not="32, 4>"
// W2: "cuda_tile.dot"({{%[0-9]+}}, {{%[0-9]+}}, {{%[0-9]+}}, {{%[0-9]+}}) <{instr = array<i32: 3, 64, 128, 32, 4>}>
// W1T: "cuda_tile.dot"({{%[0-9]+}}, {{%[0-9]+}}, {{%[0-9]+}}) <{instr = array<i32: 3, 64, 128, 32>}>
// W1T: "cuda_tile.dot"({{%[0-9]+}}, {{%[0-9]+}}, {{%[0-9]+}}) <{instr = array<i32: 3, 64, 128, 32>}>
// SCHED-LABEL: "cuda_tile.entry"() <{sym_name = "scaled"
// SCHED-NOT: "cuda_tile.dot"({{%[0-9]+}}, {{%[0-9]+}}, {{%[0-9]+}}) <
// SCHED: "cuda_tile.dot"({{%[0-9]+}}, {{%[0-9]+}}, {{%[0-9]+}}, {{%[0-9]+}}) <{instr = array<i32: 3, 64, 128, 32, 4>}>
// SCHED-NOT: "cuda_tile.fma"
// SCHED-LABEL: "cuda_tile.entry"() <{sym_name = "scaled_n64"
// SCHED: "cuda_tile.dot"({{%[0-9]+}}, {{%[0-9]+}}, {{%[0-9]+}}) <{instr = array<i32: 3, 64, 64, 32>}>
// SCHED: "cuda_tile.fma"
// SCHED-LABEL: "cuda_tile.entry"() <{sym_name = "scaled_ftz"
// SCHED: "cuda_tile.dot"({{%[0-9]+}}, {{%[0-9]+}}, {{%[0-9]+}}) <{instr = array<i32: 3, 64, 128, 32>}>
// SCHED: "cuda_tile.fma"
// SCHED-LABEL: "cuda_tile.entry"() <{sym_name = "scaled_mul"
// SCHED-NOT: "cuda_tile.mulf"
// SCHED: "cuda_tile.dot"({{%[0-9]+}}, {{%[0-9]+}}, {{%[0-9]+}}, {{%[0-9]+}}, {{%[0-9]+}}) <{instr = array<i32: 3, 64, 128, 32, 4>}>
// SCHED-NOT: "cuda_tile.fma"
// O0-LABEL: "cuda_tile.entry"() <{sym_name = "scaled"
// O0: "cuda_tile.dot"({{%[0-9]+}}, {{%[0-9]+}}, {{%[0-9]+}}) <{instr = array<i32: 3, 64, 128, 32>}>
// O0: "cuda_tile.fma"
// CHECK-LABEL: .entry scaled(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e4m3 {[[T0:%f[0-9]+]],
// CHECK-COUNT-3: wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e4m3 {[[T0]],
// CHECK-NEXT: wgmma.commit_group.sync.aligned;
// CHECK-NEXT: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e4m3 {[[T1:%f[0-9]+]],
// CHECK-COUNT-3: wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e4m3 {[[T1]],
// CHECK-NEXT: wgmma.commit_group.sync.aligned;
// CHECK-NEXT: wgmma.wait_group.sync.aligned 1;
// CHECK-NEXT: fma.rn.f32 [[D0:%f[0-9]+]], [[T0]], {{%f[0-9]+}}, [[D0]];
// CHECK-COUNT-31: fma.rn.f32
// CHECK-NEXT: wgmma.wait_group.sync.aligned 0;
// CHECK-NEXT: fma.rn.f32 [[D1:%f[0-9]+]], [[T1]], {{%f[0-9]+}}, [[D1]];
// CHECK-COUNT-31: fma.rn.f32
// CHECK-NOT: wgmma
// CHECK-LABEL: .entry scaled_n64(
// CHECK: wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e4m3
// CHECK-NOT: wait_group.sync.aligned 1
// CHECK: wgmma.wait_group.sync.aligned 0;
// CHECK-LABEL: .entry scaled_mul(
// CHECK: wgmma.wait_group.sync.aligned 1;
// CHECK-NEXT: mul.rn.f32 [[P:%f[0-9]+]], [[T:%f[0-9]+]], {{%f[0-9]+}};
// CHECK-NEXT: fma.rn.f32 [[D:%f[0-9]+]], [[P]], {{%f[0-9]+}}, [[D]];
"cuda_tile.module"() <{sym_name = "mma_fp8_scaled"}> ({
  "cuda_tile.entry"() <{sym_name = "scaled", function_type = (!cuda_tile.tile<ptr<f8E4M3FN>>, !cuda_tile.tile<ptr<f8E4M3FN>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f8E4M3FN>>, %b: !cuda_tile.tile<ptr<f8E4M3FN>>, %c: !cuda_tile.tile<ptr<f32>>, %s: !cuda_tile.tile<ptr<f32>>, %d: !cuda_tile.tile<ptr<f32>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %a16 = "cuda_tile.assume"(%a) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tile<ptr<f8E4M3FN>>
    %ta = "cuda_tile.make_tensor_view"(%a16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tensor_view<64x128xf8E4M3FN, strides=[128,1]>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<64x128xf8E4M3FN, strides=[128,1]>) -> !cuda_tile.partition_view<tile=(64x128), !cuda_tile.tensor_view<64x128xf8E4M3FN, strides=[128,1]>, dim_map=[0, 1]>
    %va, %ka = "cuda_tile.load_view_tko"(%pa, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x128), !cuda_tile.tensor_view<64x128xf8E4M3FN, strides=[128,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x128xf8E4M3FN>, !cuda_tile.token)
    %b16 = "cuda_tile.assume"(%b) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tile<ptr<f8E4M3FN>>
    %tb = "cuda_tile.make_tensor_view"(%b16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tensor_view<128x128xf8E4M3FN, strides=[128,1]>
    %pb = "cuda_tile.make_partition_view"(%tb) : (!cuda_tile.tensor_view<128x128xf8E4M3FN, strides=[128,1]>) -> !cuda_tile.partition_view<tile=(128x128), !cuda_tile.tensor_view<128x128xf8E4M3FN, strides=[128,1]>, dim_map=[0, 1]>
    %vb, %kb = "cuda_tile.load_view_tko"(%pb, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(128x128), !cuda_tile.tensor_view<128x128xf8E4M3FN, strides=[128,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<128x128xf8E4M3FN>, !cuda_tile.token)
    %c16 = "cuda_tile.assume"(%c) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %tc = "cuda_tile.make_tensor_view"(%c16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x128xf32, strides=[128,1]>
    %pc = "cuda_tile.make_partition_view"(%tc) : (!cuda_tile.tensor_view<64x128xf32, strides=[128,1]>) -> !cuda_tile.partition_view<tile=(64x128), !cuda_tile.tensor_view<64x128xf32, strides=[128,1]>, dim_map=[0, 1]>
    %vc, %kc = "cuda_tile.load_view_tko"(%pc, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x128), !cuda_tile.tensor_view<64x128xf32, strides=[128,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x128xf32>, !cuda_tile.token)
    %s16 = "cuda_tile.assume"(%s) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %ts = "cuda_tile.make_tensor_view"(%s16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x128xf32, strides=[128,1]>
    %ps = "cuda_tile.make_partition_view"(%ts) : (!cuda_tile.tensor_view<64x128xf32, strides=[128,1]>) -> !cuda_tile.partition_view<tile=(64x128), !cuda_tile.tensor_view<64x128xf32, strides=[128,1]>, dim_map=[0, 1]>
    %vs, %ks = "cuda_tile.load_view_tko"(%ps, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x128), !cuda_tile.tensor_view<64x128xf32, strides=[128,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x128xf32>, !cuda_tile.token)
    %d16 = "cuda_tile.assume"(%d) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %td = "cuda_tile.make_tensor_view"(%d16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x128xf32, strides=[128,1]>
    %pd = "cuda_tile.make_partition_view"(%td) : (!cuda_tile.tensor_view<64x128xf32, strides=[128,1]>) -> !cuda_tile.partition_view<tile=(64x128), !cuda_tile.tensor_view<64x128xf32, strides=[128,1]>, dim_map=[0, 1]>
    %f0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<64x128xf32>}> : () -> !cuda_tile.tile<64x128xf32>
    %p = "cuda_tile.mmaf"(%va, %vb, %f0) : (!cuda_tile.tile<64x128xf8E4M3FN>, !cuda_tile.tile<128x128xf8E4M3FN>, !cuda_tile.tile<64x128xf32>) -> !cuda_tile.tile<64x128xf32>
    %r = "cuda_tile.fma"(%p, %vs, %vc) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<64x128xf32>, !cuda_tile.tile<64x128xf32>, !cuda_tile.tile<64x128xf32>) -> !cuda_tile.tile<64x128xf32>
    %kd = "cuda_tile.store_view_tko"(%r, %pd, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<64x128xf32>, !cuda_tile.partition_view<tile=(64x128), !cuda_tile.tensor_view<64x128xf32, strides=[128,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
  "cuda_tile.entry"() <{sym_name = "scaled_n64", function_type = (!cuda_tile.tile<ptr<f8E4M3FN>>, !cuda_tile.tile<ptr<f8E4M3FN>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f8E4M3FN>>, %b: !cuda_tile.tile<ptr<f8E4M3FN>>, %c: !cuda_tile.tile<ptr<f32>>, %s: !cuda_tile.tile<ptr<f32>>, %d: !cuda_tile.tile<ptr<f32>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %a16 = "cuda_tile.assume"(%a) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tile<ptr<f8E4M3FN>>
    %ta = "cuda_tile.make_tensor_view"(%a16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tensor_view<64x128xf8E4M3FN, strides=[128,1]>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<64x128xf8E4M3FN, strides=[128,1]>) -> !cuda_tile.partition_view<tile=(64x128), !cuda_tile.tensor_view<64x128xf8E4M3FN, strides=[128,1]>, dim_map=[0, 1]>
    %va, %ka = "cuda_tile.load_view_tko"(%pa, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x128), !cuda_tile.tensor_view<64x128xf8E4M3FN, strides=[128,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x128xf8E4M3FN>, !cuda_tile.token)
    %b16 = "cuda_tile.assume"(%b) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tile<ptr<f8E4M3FN>>
    %tb = "cuda_tile.make_tensor_view"(%b16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tensor_view<128x64xf8E4M3FN, strides=[64,1]>
    %pb = "cuda_tile.make_partition_view"(%tb) : (!cuda_tile.tensor_view<128x64xf8E4M3FN, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(128x64), !cuda_tile.tensor_view<128x64xf8E4M3FN, strides=[64,1]>, dim_map=[0, 1]>
    %vb, %kb = "cuda_tile.load_view_tko"(%pb, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(128x64), !cuda_tile.tensor_view<128x64xf8E4M3FN, strides=[64,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<128x64xf8E4M3FN>, !cuda_tile.token)
    %c16 = "cuda_tile.assume"(%c) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %tc = "cuda_tile.make_tensor_view"(%c16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>
    %pc = "cuda_tile.make_partition_view"(%tc) : (!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(64x64), !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0, 1]>
    %vc, %kc = "cuda_tile.load_view_tko"(%pc, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x64), !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x64xf32>, !cuda_tile.token)
    %s16 = "cuda_tile.assume"(%s) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %ts = "cuda_tile.make_tensor_view"(%s16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>
    %ps = "cuda_tile.make_partition_view"(%ts) : (!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(64x64), !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0, 1]>
    %vs, %ks = "cuda_tile.load_view_tko"(%ps, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x64), !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x64xf32>, !cuda_tile.token)
    %d16 = "cuda_tile.assume"(%d) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %td = "cuda_tile.make_tensor_view"(%d16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>
    %pd = "cuda_tile.make_partition_view"(%td) : (!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(64x64), !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0, 1]>
    %f0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<64x64xf32>}> : () -> !cuda_tile.tile<64x64xf32>
    %p = "cuda_tile.mmaf"(%va, %vb, %f0) : (!cuda_tile.tile<64x128xf8E4M3FN>, !cuda_tile.tile<128x64xf8E4M3FN>, !cuda_tile.tile<64x64xf32>) -> !cuda_tile.tile<64x64xf32>
    %r = "cuda_tile.fma"(%p, %vs, %vc) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<64x64xf32>, !cuda_tile.tile<64x64xf32>, !cuda_tile.tile<64x64xf32>) -> !cuda_tile.tile<64x64xf32>
    %kd = "cuda_tile.store_view_tko"(%r, %pd, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<64x64xf32>, !cuda_tile.partition_view<tile=(64x64), !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
  "cuda_tile.entry"() <{sym_name = "scaled_ftz", function_type = (!cuda_tile.tile<ptr<f8E4M3FN>>, !cuda_tile.tile<ptr<f8E4M3FN>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f8E4M3FN>>, %b: !cuda_tile.tile<ptr<f8E4M3FN>>, %c: !cuda_tile.tile<ptr<f32>>, %s: !cuda_tile.tile<ptr<f32>>, %d: !cuda_tile.tile<ptr<f32>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %a16 = "cuda_tile.assume"(%a) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tile<ptr<f8E4M3FN>>
    %ta = "cuda_tile.make_tensor_view"(%a16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tensor_view<64x128xf8E4M3FN, strides=[128,1]>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<64x128xf8E4M3FN, strides=[128,1]>) -> !cuda_tile.partition_view<tile=(64x128), !cuda_tile.tensor_view<64x128xf8E4M3FN, strides=[128,1]>, dim_map=[0, 1]>
    %va, %ka = "cuda_tile.load_view_tko"(%pa, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x128), !cuda_tile.tensor_view<64x128xf8E4M3FN, strides=[128,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x128xf8E4M3FN>, !cuda_tile.token)
    %b16 = "cuda_tile.assume"(%b) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tile<ptr<f8E4M3FN>>
    %tb = "cuda_tile.make_tensor_view"(%b16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tensor_view<128x128xf8E4M3FN, strides=[128,1]>
    %pb = "cuda_tile.make_partition_view"(%tb) : (!cuda_tile.tensor_view<128x128xf8E4M3FN, strides=[128,1]>) -> !cuda_tile.partition_view<tile=(128x128), !cuda_tile.tensor_view<128x128xf8E4M3FN, strides=[128,1]>, dim_map=[0, 1]>
    %vb, %kb = "cuda_tile.load_view_tko"(%pb, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(128x128), !cuda_tile.tensor_view<128x128xf8E4M3FN, strides=[128,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<128x128xf8E4M3FN>, !cuda_tile.token)
    %c16 = "cuda_tile.assume"(%c) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %tc = "cuda_tile.make_tensor_view"(%c16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x128xf32, strides=[128,1]>
    %pc = "cuda_tile.make_partition_view"(%tc) : (!cuda_tile.tensor_view<64x128xf32, strides=[128,1]>) -> !cuda_tile.partition_view<tile=(64x128), !cuda_tile.tensor_view<64x128xf32, strides=[128,1]>, dim_map=[0, 1]>
    %vc, %kc = "cuda_tile.load_view_tko"(%pc, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x128), !cuda_tile.tensor_view<64x128xf32, strides=[128,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x128xf32>, !cuda_tile.token)
    %s16 = "cuda_tile.assume"(%s) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %ts = "cuda_tile.make_tensor_view"(%s16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x128xf32, strides=[128,1]>
    %ps = "cuda_tile.make_partition_view"(%ts) : (!cuda_tile.tensor_view<64x128xf32, strides=[128,1]>) -> !cuda_tile.partition_view<tile=(64x128), !cuda_tile.tensor_view<64x128xf32, strides=[128,1]>, dim_map=[0, 1]>
    %vs, %ks = "cuda_tile.load_view_tko"(%ps, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x128), !cuda_tile.tensor_view<64x128xf32, strides=[128,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x128xf32>, !cuda_tile.token)
    %d16 = "cuda_tile.assume"(%d) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %td = "cuda_tile.make_tensor_view"(%d16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x128xf32, strides=[128,1]>
    %pd = "cuda_tile.make_partition_view"(%td) : (!cuda_tile.tensor_view<64x128xf32, strides=[128,1]>) -> !cuda_tile.partition_view<tile=(64x128), !cuda_tile.tensor_view<64x128xf32, strides=[128,1]>, dim_map=[0, 1]>
    %f0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<64x128xf32>}> : () -> !cuda_tile.tile<64x128xf32>
    %p = "cuda_tile.mmaf"(%va, %vb, %f0) : (!cuda_tile.tile<64x128xf8E4M3FN>, !cuda_tile.tile<128x128xf8E4M3FN>, !cuda_tile.tile<64x128xf32>) -> !cuda_tile.tile<64x128xf32>
    %r = "cuda_tile.fma"(%p, %vs, %vc) <{rounding_mode = #cuda_tile.rounding<nearest_even>, flush_to_zero}> : (!cuda_tile.tile<64x128xf32>, !cuda_tile.tile<64x128xf32>, !cuda_tile.tile<64x128xf32>) -> !cuda_tile.tile<64x128xf32>
    %kd = "cuda_tile.store_view_tko"(%r, %pd, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<64x128xf32>, !cuda_tile.partition_view<tile=(64x128), !cuda_tile.tensor_view<64x128xf32, strides=[128,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
  "cuda_tile.entry"() <{sym_name = "scaled_mul", function_type = (!cuda_tile.tile<ptr<f8E4M3FN>>, !cuda_tile.tile<ptr<f8E4M3FN>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f8E4M3FN>>, %b: !cuda_tile.tile<ptr<f8E4M3FN>>, %c: !cuda_tile.tile<ptr<f32>>, %s: !cuda_tile.tile<ptr<f32>>, %d: !cuda_tile.tile<ptr<f32>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %a16 = "cuda_tile.assume"(%a) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tile<ptr<f8E4M3FN>>
    %ta = "cuda_tile.make_tensor_view"(%a16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tensor_view<64x128xf8E4M3FN, strides=[128,1]>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<64x128xf8E4M3FN, strides=[128,1]>) -> !cuda_tile.partition_view<tile=(64x128), !cuda_tile.tensor_view<64x128xf8E4M3FN, strides=[128,1]>, dim_map=[0, 1]>
    %va, %ka = "cuda_tile.load_view_tko"(%pa, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x128), !cuda_tile.tensor_view<64x128xf8E4M3FN, strides=[128,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x128xf8E4M3FN>, !cuda_tile.token)
    %b16 = "cuda_tile.assume"(%b) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tile<ptr<f8E4M3FN>>
    %tb = "cuda_tile.make_tensor_view"(%b16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tensor_view<128x128xf8E4M3FN, strides=[128,1]>
    %pb = "cuda_tile.make_partition_view"(%tb) : (!cuda_tile.tensor_view<128x128xf8E4M3FN, strides=[128,1]>) -> !cuda_tile.partition_view<tile=(128x128), !cuda_tile.tensor_view<128x128xf8E4M3FN, strides=[128,1]>, dim_map=[0, 1]>
    %vb, %kb = "cuda_tile.load_view_tko"(%pb, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(128x128), !cuda_tile.tensor_view<128x128xf8E4M3FN, strides=[128,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<128x128xf8E4M3FN>, !cuda_tile.token)
    %c16 = "cuda_tile.assume"(%c) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %tc = "cuda_tile.make_tensor_view"(%c16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x128xf32, strides=[128,1]>
    %pc = "cuda_tile.make_partition_view"(%tc) : (!cuda_tile.tensor_view<64x128xf32, strides=[128,1]>) -> !cuda_tile.partition_view<tile=(64x128), !cuda_tile.tensor_view<64x128xf32, strides=[128,1]>, dim_map=[0, 1]>
    %vc, %kc = "cuda_tile.load_view_tko"(%pc, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x128), !cuda_tile.tensor_view<64x128xf32, strides=[128,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x128xf32>, !cuda_tile.token)
    %s16 = "cuda_tile.assume"(%s) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %ts = "cuda_tile.make_tensor_view"(%s16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x128xf32, strides=[128,1]>
    %ps = "cuda_tile.make_partition_view"(%ts) : (!cuda_tile.tensor_view<64x128xf32, strides=[128,1]>) -> !cuda_tile.partition_view<tile=(64x128), !cuda_tile.tensor_view<64x128xf32, strides=[128,1]>, dim_map=[0, 1]>
    %vs, %ks = "cuda_tile.load_view_tko"(%ps, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x128), !cuda_tile.tensor_view<64x128xf32, strides=[128,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x128xf32>, !cuda_tile.token)
    %d16 = "cuda_tile.assume"(%d) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %td = "cuda_tile.make_tensor_view"(%d16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x128xf32, strides=[128,1]>
    %pd = "cuda_tile.make_partition_view"(%td) : (!cuda_tile.tensor_view<64x128xf32, strides=[128,1]>) -> !cuda_tile.partition_view<tile=(64x128), !cuda_tile.tensor_view<64x128xf32, strides=[128,1]>, dim_map=[0, 1]>
    %f0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<64x128xf32>}> : () -> !cuda_tile.tile<64x128xf32>
    %p = "cuda_tile.mmaf"(%va, %vb, %f0) : (!cuda_tile.tile<64x128xf8E4M3FN>, !cuda_tile.tile<128x128xf8E4M3FN>, !cuda_tile.tile<64x128xf32>) -> !cuda_tile.tile<64x128xf32>
    %q = "cuda_tile.mulf"(%p, %vs) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<64x128xf32>, !cuda_tile.tile<64x128xf32>) -> !cuda_tile.tile<64x128xf32>
    %r = "cuda_tile.fma"(%q, %vs, %vc) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<64x128xf32>, !cuda_tile.tile<64x128xf32>, !cuda_tile.tile<64x128xf32>) -> !cuda_tile.tile<64x128xf32>
    %kd = "cuda_tile.store_view_tko"(%r, %pd, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<64x128xf32>, !cuda_tile.partition_view<tile=(64x128), !cuda_tile.tensor_view<64x128xf32, strides=[128,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
