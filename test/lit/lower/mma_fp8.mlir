// fp8 operands (f8E4M3FN, f8E5M2 → f32) through mma.sync m16n8k32 (sm_89 and later): bytes in
// 16-bit registers packed four to a register as for i8. Below sm_89 they run on the f16 tensor
// cores (mma_fp8_fma.mlir), the operands widened to f16 exactly; an f16 accumulator stays f16,
// as in the f8 instruction.
// (ptxas turns these into QMMA.16832 on sm_89 and sm_120a and into HMMA on sm_90a.)
// RUN: cutile compile --gpu-name sm_89 %s --emit ptx | FileCheck %s
// RUN: CUTILE_WGMMA=0 cutile compile --gpu-name sm_90a %s --emit ptx | FileCheck %s
// RUN: cutile compile --gpu-name sm_120a %s --emit ptx | FileCheck %s
// RUN: cutile compile --gpu-name sm_80 %s --emit ptx | FileCheck %s --check-prefix=SM80
// CHECK-LABEL: .entry dot_e4m3(
// A (K contiguous) is staged through shared memory and read by ldmatrix, 16 bytes of a row a
// matrix; B (N contiguous: K runs down the stored rows) by its bytes.
// CHECK: ld.global.v4.b32
// CHECK: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// CHECK: ld.shared.u8
// CHECK: prmt.b32 %ma0, %mt0, %mt1, 0x6420;
// CHECK: mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32 {[[D:%f[0-9]+]], {{.*}}}, {%ma0, %ma1, %ma2, %ma3}, {%mb0, %mb1}, {%f{{[0-9]+}}, {{.*}}};
// CHECK-NEXT: mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32 {[[D]], {{.*}}}, {%ma4, %ma5, %ma6, %ma7}, {%mb2, %mb3}, {[[D]], {{.*}}};
// CHECK-LABEL: .entry dot_e5m2(
// CHECK-COUNT-4: mma.sync.aligned.m16n8k32.row.col.f32.e5m2.e5m2.f32
// f16 accumulators (PTX ISA 8.7, the default for these targets): packed pairs as for f16.
// CHECK-LABEL: .entry dot_e4m3_f16acc(
// CHECK: mma.sync.aligned.m16n8k32.row.col.f16.e4m3.e4m3.f16 {%md0, %md1}, {%ma0, %ma1, %ma2, %ma3}, {%mb0, %mb1}, {%mc0, %mc1};
// SM80-LABEL: .entry dot_e4m3_f16acc(
// SM80-NOT: fma.rn.f32
// SM80: mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16
"cuda_tile.module"() <{sym_name = "mma_fp8"}> ({
  "cuda_tile.entry"() <{sym_name = "dot_e4m3", function_type = (!cuda_tile.tile<ptr<f8E4M3FN>>, !cuda_tile.tile<ptr<f8E4M3FN>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f8E4M3FN>>, %b: !cuda_tile.tile<ptr<f8E4M3FN>>, %c: !cuda_tile.tile<ptr<f32>>, %d: !cuda_tile.tile<ptr<f32>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %a16 = "cuda_tile.assume"(%a) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tile<ptr<f8E4M3FN>>
    %b16 = "cuda_tile.assume"(%b) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tile<ptr<f8E4M3FN>>
    %c16 = "cuda_tile.assume"(%c) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %d16 = "cuda_tile.assume"(%d) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %ta = "cuda_tile.make_tensor_view"(%a16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tensor_view<128x64xf8E4M3FN, strides=[64,1]>
    %tb = "cuda_tile.make_tensor_view"(%b16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tensor_view<64x32xf8E4M3FN, strides=[32,1]>
    %tc = "cuda_tile.make_tensor_view"(%c16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<128x32xf32, strides=[32,1]>
    %td = "cuda_tile.make_tensor_view"(%d16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<128x32xf32, strides=[32,1]>
    %i, %j, %k = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<128x64xf8E4M3FN, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(64x64), tensor_view<128x64xf8E4M3FN, strides=[64,1]>, dim_map=[0, 1]>
    %pb = "cuda_tile.make_partition_view"(%tb) : (!cuda_tile.tensor_view<64x32xf8E4M3FN, strides=[32,1]>) -> !cuda_tile.partition_view<tile=(64x32), tensor_view<64x32xf8E4M3FN, strides=[32,1]>, dim_map=[0, 1]>
    %pc = "cuda_tile.make_partition_view"(%tc) : (!cuda_tile.tensor_view<128x32xf32, strides=[32,1]>) -> !cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xf32, strides=[32,1]>, dim_map=[0, 1]>
    %pd = "cuda_tile.make_partition_view"(%td) : (!cuda_tile.tensor_view<128x32xf32, strides=[32,1]>) -> !cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xf32, strides=[32,1]>, dim_map=[0, 1]>
    %va, %ka = "cuda_tile.load_view_tko"(%pa, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x64), tensor_view<128x64xf8E4M3FN, strides=[64,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x64xf8E4M3FN>, !cuda_tile.token)
    %vb, %kb = "cuda_tile.load_view_tko"(%pb, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x32), tensor_view<64x32xf8E4M3FN, strides=[32,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x32xf8E4M3FN>, !cuda_tile.token)
    %vc, %kc = "cuda_tile.load_view_tko"(%pc, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xf32, strides=[32,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x32xf32>, !cuda_tile.token)
    %r = "cuda_tile.mmaf"(%va, %vb, %vc) : (!cuda_tile.tile<64x64xf8E4M3FN>, !cuda_tile.tile<64x32xf8E4M3FN>, !cuda_tile.tile<64x32xf32>) -> !cuda_tile.tile<64x32xf32>
    %ks = "cuda_tile.store_view_tko"(%r, %pd, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<64x32xf32>, !cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xf32, strides=[32,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
  "cuda_tile.entry"() <{sym_name = "dot_e5m2", function_type = (!cuda_tile.tile<ptr<f8E5M2>>, !cuda_tile.tile<ptr<f8E5M2>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f8E5M2>>, %b: !cuda_tile.tile<ptr<f8E5M2>>, %c: !cuda_tile.tile<ptr<f32>>, %d: !cuda_tile.tile<ptr<f32>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %a16 = "cuda_tile.assume"(%a) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f8E5M2>>) -> !cuda_tile.tile<ptr<f8E5M2>>
    %b16 = "cuda_tile.assume"(%b) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f8E5M2>>) -> !cuda_tile.tile<ptr<f8E5M2>>
    %c16 = "cuda_tile.assume"(%c) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %d16 = "cuda_tile.assume"(%d) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %ta = "cuda_tile.make_tensor_view"(%a16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E5M2>>) -> !cuda_tile.tensor_view<128x64xf8E5M2, strides=[64,1]>
    %tb = "cuda_tile.make_tensor_view"(%b16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E5M2>>) -> !cuda_tile.tensor_view<64x32xf8E5M2, strides=[32,1]>
    %tc = "cuda_tile.make_tensor_view"(%c16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<128x32xf32, strides=[32,1]>
    %td = "cuda_tile.make_tensor_view"(%d16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<128x32xf32, strides=[32,1]>
    %i, %j, %k = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<128x64xf8E5M2, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(64x64), tensor_view<128x64xf8E5M2, strides=[64,1]>, dim_map=[0, 1]>
    %pb = "cuda_tile.make_partition_view"(%tb) : (!cuda_tile.tensor_view<64x32xf8E5M2, strides=[32,1]>) -> !cuda_tile.partition_view<tile=(64x32), tensor_view<64x32xf8E5M2, strides=[32,1]>, dim_map=[0, 1]>
    %pc = "cuda_tile.make_partition_view"(%tc) : (!cuda_tile.tensor_view<128x32xf32, strides=[32,1]>) -> !cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xf32, strides=[32,1]>, dim_map=[0, 1]>
    %pd = "cuda_tile.make_partition_view"(%td) : (!cuda_tile.tensor_view<128x32xf32, strides=[32,1]>) -> !cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xf32, strides=[32,1]>, dim_map=[0, 1]>
    %va, %ka = "cuda_tile.load_view_tko"(%pa, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x64), tensor_view<128x64xf8E5M2, strides=[64,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x64xf8E5M2>, !cuda_tile.token)
    %vb, %kb = "cuda_tile.load_view_tko"(%pb, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x32), tensor_view<64x32xf8E5M2, strides=[32,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x32xf8E5M2>, !cuda_tile.token)
    %vc, %kc = "cuda_tile.load_view_tko"(%pc, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xf32, strides=[32,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x32xf32>, !cuda_tile.token)
    %r = "cuda_tile.mmaf"(%va, %vb, %vc) : (!cuda_tile.tile<64x64xf8E5M2>, !cuda_tile.tile<64x32xf8E5M2>, !cuda_tile.tile<64x32xf32>) -> !cuda_tile.tile<64x32xf32>
    %ks = "cuda_tile.store_view_tko"(%r, %pd, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<64x32xf32>, !cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xf32, strides=[32,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
  "cuda_tile.entry"() <{sym_name = "dot_e4m3_f16acc", function_type = (!cuda_tile.tile<ptr<f8E4M3FN>>, !cuda_tile.tile<ptr<f8E4M3FN>>, !cuda_tile.tile<ptr<f16>>, !cuda_tile.tile<ptr<f16>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f8E4M3FN>>, %b: !cuda_tile.tile<ptr<f8E4M3FN>>, %c: !cuda_tile.tile<ptr<f16>>, %d: !cuda_tile.tile<ptr<f16>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %a16 = "cuda_tile.assume"(%a) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tile<ptr<f8E4M3FN>>
    %b16 = "cuda_tile.assume"(%b) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tile<ptr<f8E4M3FN>>
    %c16 = "cuda_tile.assume"(%c) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tile<ptr<f16>>
    %d16 = "cuda_tile.assume"(%d) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tile<ptr<f16>>
    %ta = "cuda_tile.make_tensor_view"(%a16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tensor_view<128x64xf8E4M3FN, strides=[64,1]>
    %tb = "cuda_tile.make_tensor_view"(%b16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tensor_view<64x32xf8E4M3FN, strides=[32,1]>
    %tc = "cuda_tile.make_tensor_view"(%c16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tensor_view<128x32xf16, strides=[32,1]>
    %td = "cuda_tile.make_tensor_view"(%d16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tensor_view<128x32xf16, strides=[32,1]>
    %i, %j, %k = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<128x64xf8E4M3FN, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(64x64), tensor_view<128x64xf8E4M3FN, strides=[64,1]>, dim_map=[0, 1]>
    %pb = "cuda_tile.make_partition_view"(%tb) : (!cuda_tile.tensor_view<64x32xf8E4M3FN, strides=[32,1]>) -> !cuda_tile.partition_view<tile=(64x32), tensor_view<64x32xf8E4M3FN, strides=[32,1]>, dim_map=[0, 1]>
    %pc = "cuda_tile.make_partition_view"(%tc) : (!cuda_tile.tensor_view<128x32xf16, strides=[32,1]>) -> !cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xf16, strides=[32,1]>, dim_map=[0, 1]>
    %pd = "cuda_tile.make_partition_view"(%td) : (!cuda_tile.tensor_view<128x32xf16, strides=[32,1]>) -> !cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xf16, strides=[32,1]>, dim_map=[0, 1]>
    %va, %ka = "cuda_tile.load_view_tko"(%pa, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x64), tensor_view<128x64xf8E4M3FN, strides=[64,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x64xf8E4M3FN>, !cuda_tile.token)
    %vb, %kb = "cuda_tile.load_view_tko"(%pb, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x32), tensor_view<64x32xf8E4M3FN, strides=[32,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x32xf8E4M3FN>, !cuda_tile.token)
    %vc, %kc = "cuda_tile.load_view_tko"(%pc, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xf16, strides=[32,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x32xf16>, !cuda_tile.token)
    %r = "cuda_tile.mmaf"(%va, %vb, %vc) : (!cuda_tile.tile<64x64xf8E4M3FN>, !cuda_tile.tile<64x32xf8E4M3FN>, !cuda_tile.tile<64x32xf16>) -> !cuda_tile.tile<64x32xf16>
    %ks = "cuda_tile.store_view_tko"(%r, %pd, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<64x32xf16>, !cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xf16, strides=[32,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
