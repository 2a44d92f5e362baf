// tf32 and 8-bit integer dots on wgmma (sm_90a): tf32 (here f32 tiles rounded by ftof) takes
// m64nNk8 with f32 accumulators, mmai's i8 m64nNk32 into s32 with each operand's signedness
// (u8 A, s8 B). Neither takes transpose immediates (K-major only, ptx-manual §3.2); the integer
// form has no operand scales either. A's 32 f32 of K are 128-byte rows: the 128-byte swizzle,
// SBO 1024 and mode 1 in the descriptor's high word (0x40000040 = 1073741888). A batched (3-D)
// dot stays on mma.sync, as do the other targets.
// RUN: CUTILE_WGMMA=1 cutile compile --num-warps 4 --gpu-name sm_90a %s --emit ptx | FileCheck %s
// RUN: CUTILE_WGMMA=1 cutile compile --num-warps 4 --gpu-name sm_80 %s --emit ptx | FileCheck %s --check-prefix=SYNC
// RUN: CUTILE_WGMMA=1 cutile compile --num-warps 4 --gpu-name sm_100a %s --emit ptx | FileCheck %s --check-prefix=SYNC
// RUN: CUTILE_WGMMA=1 cutile compile --num-warps 4 --gpu-name sm_120a %s --emit ptx | FileCheck %s --check-prefix=SYNC
// RUN: CUTILE_WGMMA=0 cutile compile --num-warps 4 --gpu-name sm_90a %s --emit ptx | FileCheck %s --check-prefix=SYNC
// ptxas takes the forms (HGMMA .TF32 and IGMMA .U8.S8 in the SASS, kernels in any order):
// RUN: CUTILE_WGMMA=1 cutile compile --num-warps 4 --gpu-name sm_90a %s --emit sass --no-cache | FileCheck %s --check-prefix=SASS
// CHECK-LABEL: .entry dot_tf32(
// CHECK: st.shared.v4.b32
// CHECK: fence.proxy.async.shared::cta;
// CHECK: wgmma.fence.sync.aligned;
// CHECK: mov.u32 {{%r[0-9]+}}, 1073741888;
// CHECK: wgmma.mma_async.sync.aligned.m64n64k8.f32.tf32.tf32 {{[{](%f[0-9]+, ){31}%f[0-9]+[}]}}, {{%rd[0-9]+}}, {{%rd[0-9]+}}, {{%p[0-9]+}}, 1, 1;
// CHECK-COUNT-3: wgmma.mma_async.sync.aligned.m64n64k8.f32.tf32.tf32
// CHECK-NEXT: wgmma.commit_group.sync.aligned;
// CHECK-LABEL: .entry dot_u8s8(
// CHECK-NOT: mma.sync
// CHECK: wgmma.mma_async.sync.aligned.m64n32k32.s32.u8.s8 {{[{](%r[0-9]+, ){15}%r[0-9]+[}]}}, {{%rd[0-9]+}}, {{%rd[0-9]+}}, {{%p[0-9]+}};
// CHECK-NEXT: add.u32
// CHECK: wgmma.mma_async.sync.aligned.m64n32k32.s32.u8.s8
// CHECK-NEXT: wgmma.commit_group.sync.aligned;
// CHECK-LABEL: .entry bmm_tf32(
// CHECK-NOT: wgmma
// CHECK: mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32
// SYNC-NOT: wgmma
// SYNC: mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32
// SYNC-NOT: wgmma
// SYNC: mma.sync.aligned.m16n8k32.row.col.s32.u8.s8.s32
// SYNC-NOT: wgmma
// SASS-DAG: HGMMA.64x64x8.F32.TF32
// SASS-DAG: IGMMA.64x32x32.U8.S8
"cuda_tile.module"() <{sym_name = "mma_wgmma_tf32_i8"}> ({
  "cuda_tile.entry"() <{sym_name = "dot_tf32", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f32>>, %b: !cuda_tile.tile<ptr<f32>>, %c: !cuda_tile.tile<ptr<f32>>, %d: !cuda_tile.tile<ptr<f32>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %i, %j, %k = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %a16 = "cuda_tile.assume"(%a) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %ta = "cuda_tile.make_tensor_view"(%a16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<128x32xf32, strides=[32,1]>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<128x32xf32, strides=[32,1]>) -> !cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xf32, strides=[32,1]>, dim_map=[0, 1]>
    %va, %ka = "cuda_tile.load_view_tko"(%pa, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xf32, strides=[32,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x32xf32>, !cuda_tile.token)
    %b16 = "cuda_tile.assume"(%b) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %tb = "cuda_tile.make_tensor_view"(%b16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>
    %pb = "cuda_tile.make_partition_view"(%tb) : (!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(32x64), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0, 1]>
    %vb, %kb = "cuda_tile.load_view_tko"(%pb, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(32x64), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<32x64xf32>, !cuda_tile.token)
    %c16 = "cuda_tile.assume"(%c) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %tc = "cuda_tile.make_tensor_view"(%c16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<128x64xf32, strides=[64,1]>
    %pc = "cuda_tile.make_partition_view"(%tc) : (!cuda_tile.tensor_view<128x64xf32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(64x64), tensor_view<128x64xf32, strides=[64,1]>, dim_map=[0, 1]>
    %vc, %kc = "cuda_tile.load_view_tko"(%pc, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x64), tensor_view<128x64xf32, strides=[64,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x64xf32>, !cuda_tile.token)
    %d16 = "cuda_tile.assume"(%d) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %td = "cuda_tile.make_tensor_view"(%d16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<128x64xf32, strides=[64,1]>
    %pd = "cuda_tile.make_partition_view"(%td) : (!cuda_tile.tensor_view<128x64xf32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(64x64), tensor_view<128x64xf32, strides=[64,1]>, dim_map=[0, 1]>
    %wa = "cuda_tile.ftof"(%va) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<64x32xf32>) -> !cuda_tile.tile<64x32xtf32>
    %wb = "cuda_tile.ftof"(%vb) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<32x64xf32>) -> !cuda_tile.tile<32x64xtf32>
    %r = "cuda_tile.mmaf"(%wa, %wb, %vc) : (!cuda_tile.tile<64x32xtf32>, !cuda_tile.tile<32x64xtf32>, !cuda_tile.tile<64x64xf32>) -> !cuda_tile.tile<64x64xf32>
    %ks = "cuda_tile.store_view_tko"(%r, %pd, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<64x64xf32>, !cuda_tile.partition_view<tile=(64x64), tensor_view<128x64xf32, strides=[64,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
  "cuda_tile.entry"() <{sym_name = "dot_u8s8", function_type = (!cuda_tile.tile<ptr<i8>>, !cuda_tile.tile<ptr<i8>>, !cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<ptr<i32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<i8>>, %b: !cuda_tile.tile<ptr<i8>>, %c: !cuda_tile.tile<ptr<i32>>, %d: !cuda_tile.tile<ptr<i32>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %i, %j, %k = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %a16 = "cuda_tile.assume"(%a) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<i8>>) -> !cuda_tile.tile<ptr<i8>>
    %ta = "cuda_tile.make_tensor_view"(%a16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i8>>) -> !cuda_tile.tensor_view<128x64xi8, strides=[64,1]>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<128x64xi8, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(64x64), tensor_view<128x64xi8, strides=[64,1]>, dim_map=[0, 1]>
    %va, %ka = "cuda_tile.load_view_tko"(%pa, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x64), tensor_view<128x64xi8, strides=[64,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x64xi8>, !cuda_tile.token)
    %b16 = "cuda_tile.assume"(%b) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<i8>>) -> !cuda_tile.tile<ptr<i8>>
    %tb = "cuda_tile.make_tensor_view"(%b16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i8>>) -> !cuda_tile.tensor_view<128x32xi8, strides=[32,1]>
    %pb = "cuda_tile.make_partition_view"(%tb) : (!cuda_tile.tensor_view<128x32xi8, strides=[32,1]>) -> !cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xi8, strides=[32,1]>, dim_map=[0, 1]>
    %vb, %kb = "cuda_tile.load_view_tko"(%pb, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xi8, strides=[32,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x32xi8>, !cuda_tile.token)
    %c16 = "cuda_tile.assume"(%c) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tile<ptr<i32>>
    %tc = "cuda_tile.make_tensor_view"(%c16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tensor_view<128x32xi32, strides=[32,1]>
    %pc = "cuda_tile.make_partition_view"(%tc) : (!cuda_tile.tensor_view<128x32xi32, strides=[32,1]>) -> !cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xi32, strides=[32,1]>, dim_map=[0, 1]>
    %vc, %kc = "cuda_tile.load_view_tko"(%pc, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xi32, strides=[32,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x32xi32>, !cuda_tile.token)
    %d16 = "cuda_tile.assume"(%d) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tile<ptr<i32>>
    %td = "cuda_tile.make_tensor_view"(%d16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tensor_view<128x32xi32, strides=[32,1]>
    %pd = "cuda_tile.make_partition_view"(%td) : (!cuda_tile.tensor_view<128x32xi32, strides=[32,1]>) -> !cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xi32, strides=[32,1]>, dim_map=[0, 1]>
    %r = "cuda_tile.mmai"(%va, %vb, %vc) <{signedness_lhs = #cuda_tile.signedness<unsigned>, signedness_rhs = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<64x64xi8>, !cuda_tile.tile<64x32xi8>, !cuda_tile.tile<64x32xi32>) -> !cuda_tile.tile<64x32xi32>
    %ks = "cuda_tile.store_view_tko"(%r, %pd, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<64x32xi32>, !cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xi32, strides=[32,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
  "cuda_tile.entry"() <{sym_name = "bmm_tf32", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f32>>, %b: !cuda_tile.tile<ptr<f32>>, %c: !cuda_tile.tile<ptr<f32>>, %d: !cuda_tile.tile<ptr<f32>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %i, %j, %k = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %a16 = "cuda_tile.assume"(%a) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %ta = "cuda_tile.make_tensor_view"(%a16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<4x64x32xf32, strides=[2048,32,1]>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<4x64x32xf32, strides=[2048,32,1]>) -> !cuda_tile.partition_view<tile=(2x64x32), tensor_view<4x64x32xf32, strides=[2048,32,1]>, dim_map=[0, 1, 2]>
    %va, %ka = "cuda_tile.load_view_tko"(%pa, %i, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 3, 1>}> : (!cuda_tile.partition_view<tile=(2x64x32), tensor_view<4x64x32xf32, strides=[2048,32,1]>, dim_map=[0, 1, 2]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<2x64x32xf32>, !cuda_tile.token)
    %b16 = "cuda_tile.assume"(%b) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %tb = "cuda_tile.make_tensor_view"(%b16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<4x32x64xf32, strides=[2048,64,1]>
    %pb = "cuda_tile.make_partition_view"(%tb) : (!cuda_tile.tensor_view<4x32x64xf32, strides=[2048,64,1]>) -> !cuda_tile.partition_view<tile=(2x32x64), tensor_view<4x32x64xf32, strides=[2048,64,1]>, dim_map=[0, 1, 2]>
    %vb, %kb = "cuda_tile.load_view_tko"(%pb, %zero, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 3, 1>}> : (!cuda_tile.partition_view<tile=(2x32x64), tensor_view<4x32x64xf32, strides=[2048,64,1]>, dim_map=[0, 1, 2]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<2x32x64xf32>, !cuda_tile.token)
    %c16 = "cuda_tile.assume"(%c) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %tc = "cuda_tile.make_tensor_view"(%c16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<4x64x64xf32, strides=[4096,64,1]>
    %pc = "cuda_tile.make_partition_view"(%tc) : (!cuda_tile.tensor_view<4x64x64xf32, strides=[4096,64,1]>) -> !cuda_tile.partition_view<tile=(2x64x64), tensor_view<4x64x64xf32, strides=[4096,64,1]>, dim_map=[0, 1, 2]>
    %vc, %kc = "cuda_tile.load_view_tko"(%pc, %i, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 3, 1>}> : (!cuda_tile.partition_view<tile=(2x64x64), tensor_view<4x64x64xf32, strides=[4096,64,1]>, dim_map=[0, 1, 2]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<2x64x64xf32>, !cuda_tile.token)
    %d16 = "cuda_tile.assume"(%d) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %td = "cuda_tile.make_tensor_view"(%d16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<4x64x64xf32, strides=[4096,64,1]>
    %pd = "cuda_tile.make_partition_view"(%td) : (!cuda_tile.tensor_view<4x64x64xf32, strides=[4096,64,1]>) -> !cuda_tile.partition_view<tile=(2x64x64), tensor_view<4x64x64xf32, strides=[4096,64,1]>, dim_map=[0, 1, 2]>
    %wa = "cuda_tile.ftof"(%va) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<2x64x32xf32>) -> !cuda_tile.tile<2x64x32xtf32>
    %wb = "cuda_tile.ftof"(%vb) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<2x32x64xf32>) -> !cuda_tile.tile<2x32x64xtf32>
    %r = "cuda_tile.mmaf"(%wa, %wb, %vc) : (!cuda_tile.tile<2x64x32xtf32>, !cuda_tile.tile<2x32x64xtf32>, !cuda_tile.tile<2x64x64xf32>) -> !cuda_tile.tile<2x64x64xf32>
    %ks = "cuda_tile.store_view_tko"(%r, %pd, %i, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 3, 1>}> : (!cuda_tile.tile<2x64x64xf32>, !cuda_tile.partition_view<tile=(2x64x64), tensor_view<4x64x64xf32, strides=[4096,64,1]>, dim_map=[0, 1, 2]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
