// Tensor cores through mma.sync: mmaf / mmai become `dot` (lower-dots) whose operands take the
// fragment layouts of ptx-manual §2 (lower/mma.h) and whose result is the accumulator
// fragment; the loads read the fragments straight from global memory and the store writes the
// accumulator fragment as it is (a quad of lanes covers 8 consecutive elements of a row). Four single-tile kernels, d = a·b + c, 8 warps each: a 64×32
// accumulator splits into 4 × 2 warps of 16×16, so every warp runs 2 N tiles × 2 K steps = 4
// instructions, the second K step accumulating into the first's result.
// (test/gpu/mma_kernels runs these kernels against f64 CPU references.)
// RUN: CUTILE_ALWAYS_SWIZZLE=0 cutile compile --gpu-name sm_80 %s --emit sched | FileCheck %s --check-prefix=SCHED
// RUN: CUTILE_ALWAYS_SWIZZLE=0 cutile compile --gpu-name sm_80 %s --emit ptx | FileCheck %s
// RUN: CUTILE_WGMMA=0 CUTILE_ALWAYS_SWIZZLE=0 cutile compile --gpu-name sm_90a %s --emit ptx | FileCheck %s
// RUN: CUTILE_ALWAYS_SWIZZLE=0 cutile compile --gpu-name sm_120a %s --emit ptx | FileCheck %s
// The loads take the fragment layouts (bases: registers, lanes, warps). A 64×32: registers
// k0, m3, k3, k4; lanes k1, k2, m0–m2; warps m4, m5, and a copy over the N warp. B 32×32:
// registers k0, k3, k4, n4; lanes k1, k2, n0–n2; copies over the two M warp bits, then n3.
// C 64×32: registers n0, m3, n4; lanes n1, n2, m0–m2; warps m4, m5, n3.
// SCHED: "cuda_tile.tiled_load"{{.*}}layout = array<i32: 4, 5, 3, 11, 1, 256, 8, 16, 2, 4, 32, 64, 128, 512, 1024, 0>, vec = 2
// SCHED: "cuda_tile.tiled_load"{{.*}}layout = array<i32: 4, 5, 3, 10, 32, 256, 512, 16, 64, 128, 1, 2, 4, 0, 0, 8>, vec = 1
// SCHED: "cuda_tile.tiled_load"{{.*}}layout = array<i32: 3, 5, 3, 11, 1, 256, 16, 2, 4, 32, 64, 128, 512, 1024, 8>, vec = 2
// SCHED: %[[D:[0-9]+]] = "cuda_tile.dot"({{.*}}) <{instr = array<i32: 1, 16, 8, 16>}> : (!cuda_tile.tile<64x32xf16>, !cuda_tile.tile<32x32xf16>, !cuda_tile.tile<64x32xf32>) -> !cuda_tile.tile<64x32xf32>
// SCHED-NEXT: "cuda_tile.tiled_store"(%[[D]], {{.*}}layout = array<i32: 3, 5, 3, 11, 1, 256, 16, 2, 4, 32, 64, 128, 512, 1024, 8>, vec = 2
// SCHED: "cuda_tile.dot"({{.*}}) <{instr = array<i32: 1, 16, 8, 32>, signedness_lhs = #cuda_tile.signedness<signed>, signedness_rhs = #cuda_tile.signedness<signed>}>
// CHECK-LABEL: .entry dot_f16(
// CHECK: mov.b32 %ma0, {%h0, %h1};
// CHECK: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {[[D0:%f[0-9]+]], {{.*}}}, {%ma0, %ma1, %ma2, %ma3}, {%mb0, %mb1}, {%f{{[0-9]+}}, {{.*}}};
// CHECK-NEXT: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {[[D0]], {{.*}}}, {%ma4, %ma5, %ma6, %ma7}, {%mb2, %mb3}, {[[D0]], {{.*}}};
// CHECK-NEXT: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// CHECK-NEXT: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// CHECK-NEXT: {{^}}	}
// CHECK-LABEL: .entry dot_bf16(
// CHECK-COUNT-4: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
// f16 accumulators: pairs packed into 32-bit registers before, unpacked after.
// CHECK-LABEL: .entry dot_f16_f16acc(
// CHECK: mov.b32 %mc0, {%h{{[0-9]+}}, %h{{[0-9]+}}};
// CHECK: mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {%md0, %md1}, {%ma0, %ma1, %ma2, %ma3}, {%mb0, %mb1}, {%mc0, %mc1};
// CHECK-NEXT: mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {%md0, %md1}, {%ma4, %ma5, %ma6, %ma7}, {%mb2, %mb3}, {%md0, %md1};
// CHECK: mov.b32 {%h{{[0-9]+}}, %h{{[0-9]+}}}, %md0;
// i8: four bytes per register — 16-bit pairs, then the low byte of each half (prmt 0x6420).
// CHECK-LABEL: .entry dot_i8(
// CHECK: mov.b32 %mt0, {%h0, %h1};
// CHECK-NEXT: mov.b32 %mt1, {%h2, %h3};
// CHECK-NEXT: prmt.b32 %ma0, %mt0, %mt1, 0x6420;
// CHECK: mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, {%ma0, %ma1, %ma2, %ma3}, {%mb0, %mb1},
"cuda_tile.module"() <{sym_name = "mma"}> ({
  "cuda_tile.entry"() <{sym_name = "dot_f16", function_type = (!cuda_tile.tile<ptr<f16>>, !cuda_tile.tile<ptr<f16>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f16>>, %b: !cuda_tile.tile<ptr<f16>>, %c: !cuda_tile.tile<ptr<f32>>, %d: !cuda_tile.tile<ptr<f32>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %a16 = "cuda_tile.assume"(%a) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tile<ptr<f16>>
    %b16 = "cuda_tile.assume"(%b) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tile<ptr<f16>>
    %c16 = "cuda_tile.assume"(%c) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %d16 = "cuda_tile.assume"(%d) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %ta = "cuda_tile.make_tensor_view"(%a16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tensor_view<128x32xf16, strides=[32,1]>
    %tb = "cuda_tile.make_tensor_view"(%b16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tensor_view<32x32xf16, strides=[32,1]>
    %tc = "cuda_tile.make_tensor_view"(%c16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<128x32xf32, strides=[32,1]>
    %td = "cuda_tile.make_tensor_view"(%d16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<128x32xf32, strides=[32,1]>
    %i, %j, %k = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<128x32xf16, strides=[32,1]>) -> !cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xf16, strides=[32,1]>, dim_map=[0, 1]>
    %pb = "cuda_tile.make_partition_view"(%tb) : (!cuda_tile.tensor_view<32x32xf16, strides=[32,1]>) -> !cuda_tile.partition_view<tile=(32x32), tensor_view<32x32xf16, strides=[32,1]>, dim_map=[0, 1]>
    %pc = "cuda_tile.make_partition_view"(%tc) : (!cuda_tile.tensor_view<128x32xf32, strides=[32,1]>) -> !cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xf32, strides=[32,1]>, dim_map=[0, 1]>
    %pd = "cuda_tile.make_partition_view"(%td) : (!cuda_tile.tensor_view<128x32xf32, strides=[32,1]>) -> !cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xf32, strides=[32,1]>, dim_map=[0, 1]>
    %va, %ka = "cuda_tile.load_view_tko"(%pa, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xf16, strides=[32,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x32xf16>, !cuda_tile.token)
    %vb, %kb = "cuda_tile.load_view_tko"(%pb, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(32x32), tensor_view<32x32xf16, strides=[32,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<32x32xf16>, !cuda_tile.token)
    %vc, %kc = "cuda_tile.load_view_tko"(%pc, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xf32, strides=[32,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x32xf32>, !cuda_tile.token)
    %r = "cuda_tile.mmaf"(%va, %vb, %vc) : (!cuda_tile.tile<64x32xf16>, !cuda_tile.tile<32x32xf16>, !cuda_tile.tile<64x32xf32>) -> !cuda_tile.tile<64x32xf32>
    %ks = "cuda_tile.store_view_tko"(%r, %pd, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<64x32xf32>, !cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xf32, strides=[32,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
  "cuda_tile.entry"() <{sym_name = "dot_bf16", function_type = (!cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<bf16>>, %b: !cuda_tile.tile<ptr<bf16>>, %c: !cuda_tile.tile<ptr<f32>>, %d: !cuda_tile.tile<ptr<f32>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %a16 = "cuda_tile.assume"(%a) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<bf16>>) -> !cuda_tile.tile<ptr<bf16>>
    %b16 = "cuda_tile.assume"(%b) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<bf16>>) -> !cuda_tile.tile<ptr<bf16>>
    %c16 = "cuda_tile.assume"(%c) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %d16 = "cuda_tile.assume"(%d) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %ta = "cuda_tile.make_tensor_view"(%a16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<bf16>>) -> !cuda_tile.tensor_view<128x32xbf16, strides=[32,1]>
    %tb = "cuda_tile.make_tensor_view"(%b16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<bf16>>) -> !cuda_tile.tensor_view<32x32xbf16, strides=[32,1]>
    %tc = "cuda_tile.make_tensor_view"(%c16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<128x32xf32, strides=[32,1]>
    %td = "cuda_tile.make_tensor_view"(%d16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<128x32xf32, strides=[32,1]>
    %i, %j, %k = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<128x32xbf16, strides=[32,1]>) -> !cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xbf16, strides=[32,1]>, dim_map=[0, 1]>
    %pb = "cuda_tile.make_partition_view"(%tb) : (!cuda_tile.tensor_view<32x32xbf16, strides=[32,1]>) -> !cuda_tile.partition_view<tile=(32x32), tensor_view<32x32xbf16, strides=[32,1]>, dim_map=[0, 1]>
    %pc = "cuda_tile.make_partition_view"(%tc) : (!cuda_tile.tensor_view<128x32xf32, strides=[32,1]>) -> !cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xf32, strides=[32,1]>, dim_map=[0, 1]>
    %pd = "cuda_tile.make_partition_view"(%td) : (!cuda_tile.tensor_view<128x32xf32, strides=[32,1]>) -> !cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xf32, strides=[32,1]>, dim_map=[0, 1]>
    %va, %ka = "cuda_tile.load_view_tko"(%pa, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xbf16, strides=[32,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x32xbf16>, !cuda_tile.token)
    %vb, %kb = "cuda_tile.load_view_tko"(%pb, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(32x32), tensor_view<32x32xbf16, strides=[32,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<32x32xbf16>, !cuda_tile.token)
    %vc, %kc = "cuda_tile.load_view_tko"(%pc, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xf32, strides=[32,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x32xf32>, !cuda_tile.token)
    %r = "cuda_tile.mmaf"(%va, %vb, %vc) : (!cuda_tile.tile<64x32xbf16>, !cuda_tile.tile<32x32xbf16>, !cuda_tile.tile<64x32xf32>) -> !cuda_tile.tile<64x32xf32>
    %ks = "cuda_tile.store_view_tko"(%r, %pd, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<64x32xf32>, !cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xf32, strides=[32,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
  "cuda_tile.entry"() <{sym_name = "dot_f16_f16acc", function_type = (!cuda_tile.tile<ptr<f16>>, !cuda_tile.tile<ptr<f16>>, !cuda_tile.tile<ptr<f16>>, !cuda_tile.tile<ptr<f16>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f16>>, %b: !cuda_tile.tile<ptr<f16>>, %c: !cuda_tile.tile<ptr<f16>>, %d: !cuda_tile.tile<ptr<f16>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %a16 = "cuda_tile.assume"(%a) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tile<ptr<f16>>
    %b16 = "cuda_tile.assume"(%b) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tile<ptr<f16>>
    %c16 = "cuda_tile.assume"(%c) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tile<ptr<f16>>
    %d16 = "cuda_tile.assume"(%d) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tile<ptr<f16>>
    %ta = "cuda_tile.make_tensor_view"(%a16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tensor_view<128x32xf16, strides=[32,1]>
    %tb = "cuda_tile.make_tensor_view"(%b16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tensor_view<32x32xf16, strides=[32,1]>
    %tc = "cuda_tile.make_tensor_view"(%c16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tensor_view<128x32xf16, strides=[32,1]>
    %td = "cuda_tile.make_tensor_view"(%d16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tensor_view<128x32xf16, strides=[32,1]>
    %i, %j, %k = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<128x32xf16, strides=[32,1]>) -> !cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xf16, strides=[32,1]>, dim_map=[0, 1]>
    %pb = "cuda_tile.make_partition_view"(%tb) : (!cuda_tile.tensor_view<32x32xf16, strides=[32,1]>) -> !cuda_tile.partition_view<tile=(32x32), tensor_view<32x32xf16, strides=[32,1]>, dim_map=[0, 1]>
    %pc = "cuda_tile.make_partition_view"(%tc) : (!cuda_tile.tensor_view<128x32xf16, strides=[32,1]>) -> !cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xf16, strides=[32,1]>, dim_map=[0, 1]>
    %pd = "cuda_tile.make_partition_view"(%td) : (!cuda_tile.tensor_view<128x32xf16, strides=[32,1]>) -> !cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xf16, strides=[32,1]>, dim_map=[0, 1]>
    %va, %ka = "cuda_tile.load_view_tko"(%pa, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xf16, strides=[32,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x32xf16>, !cuda_tile.token)
    %vb, %kb = "cuda_tile.load_view_tko"(%pb, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(32x32), tensor_view<32x32xf16, strides=[32,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<32x32xf16>, !cuda_tile.token)
    %vc, %kc = "cuda_tile.load_view_tko"(%pc, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xf16, strides=[32,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x32xf16>, !cuda_tile.token)
    %r = "cuda_tile.mmaf"(%va, %vb, %vc) : (!cuda_tile.tile<64x32xf16>, !cuda_tile.tile<32x32xf16>, !cuda_tile.tile<64x32xf16>) -> !cuda_tile.tile<64x32xf16>
    %ks = "cuda_tile.store_view_tko"(%r, %pd, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<64x32xf16>, !cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xf16, strides=[32,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
  "cuda_tile.entry"() <{sym_name = "dot_i8", function_type = (!cuda_tile.tile<ptr<i8>>, !cuda_tile.tile<ptr<i8>>, !cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<ptr<i32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<i8>>, %b: !cuda_tile.tile<ptr<i8>>, %c: !cuda_tile.tile<ptr<i32>>, %d: !cuda_tile.tile<ptr<i32>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %a16 = "cuda_tile.assume"(%a) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<i8>>) -> !cuda_tile.tile<ptr<i8>>
    %b16 = "cuda_tile.assume"(%b) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<i8>>) -> !cuda_tile.tile<ptr<i8>>
    %c16 = "cuda_tile.assume"(%c) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tile<ptr<i32>>
    %d16 = "cuda_tile.assume"(%d) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tile<ptr<i32>>
    %ta = "cuda_tile.make_tensor_view"(%a16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i8>>) -> !cuda_tile.tensor_view<128x64xi8, strides=[64,1]>
    %tb = "cuda_tile.make_tensor_view"(%b16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i8>>) -> !cuda_tile.tensor_view<64x32xi8, strides=[32,1]>
    %tc = "cuda_tile.make_tensor_view"(%c16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tensor_view<128x32xi32, strides=[32,1]>
    %td = "cuda_tile.make_tensor_view"(%d16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tensor_view<128x32xi32, strides=[32,1]>
    %i, %j, %k = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<128x64xi8, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(64x64), tensor_view<128x64xi8, strides=[64,1]>, dim_map=[0, 1]>
    %pb = "cuda_tile.make_partition_view"(%tb) : (!cuda_tile.tensor_view<64x32xi8, strides=[32,1]>) -> !cuda_tile.partition_view<tile=(64x32), tensor_view<64x32xi8, strides=[32,1]>, dim_map=[0, 1]>
    %pc = "cuda_tile.make_partition_view"(%tc) : (!cuda_tile.tensor_view<128x32xi32, strides=[32,1]>) -> !cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xi32, strides=[32,1]>, dim_map=[0, 1]>
    %pd = "cuda_tile.make_partition_view"(%td) : (!cuda_tile.tensor_view<128x32xi32, strides=[32,1]>) -> !cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xi32, strides=[32,1]>, dim_map=[0, 1]>
    %va, %ka = "cuda_tile.load_view_tko"(%pa, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x64), tensor_view<128x64xi8, strides=[64,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x64xi8>, !cuda_tile.token)
    %vb, %kb = "cuda_tile.load_view_tko"(%pb, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x32), tensor_view<64x32xi8, strides=[32,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x32xi8>, !cuda_tile.token)
    %vc, %kc = "cuda_tile.load_view_tko"(%pc, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xi32, strides=[32,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x32xi32>, !cuda_tile.token)
    %r = "cuda_tile.mmai"(%va, %vb, %vc) <{signedness_lhs = #cuda_tile.signedness<signed>, signedness_rhs = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<64x64xi8>, !cuda_tile.tile<64x32xi8>, !cuda_tile.tile<64x32xi32>) -> !cuda_tile.tile<64x32xi32>
    %ks = "cuda_tile.store_view_tko"(%r, %pd, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<64x32xi32>, !cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xi32, strides=[32,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
