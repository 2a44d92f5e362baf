// mmaf_scaled (block-scaled MMA, ops.md §3.11) below sm_100, where no instruction applies the
// scales (lower/lower_dots.c, make_scaled_dot): lower-dots widens each operand and its scales to f32,
// repeats the scales over their blocks of V along K (reshape, broadcast, reshape: no data
// moves), multiplies, rounds to bf16 — exact, every product has at most 8 significant bits —
// and makes a plain bf16 dot of the two, which takes the usual engines: wgmma on sm_90a (the
// scaled A from registers, B written to shared memory), mma.sync for the batched kernel and on
// sm_80. Each kernel loops over K in tiles of 64 (four iterations), the accumulator c loaded
// from memory: f8E4M3FN and f8E5M2 with f8E8M0FNU scales (V = 32), f4E2M1FN (bytes unpacked
// to nibbles) with f8E8M0FNU scales (V = 32 and 16) and with f8E4M3FN scales (V = 16), and a
// batched f8E4M3FN one. GPU check against a double reference from the decoded codes: scaled_mma
// in test/gpu/compiled_kernels.c (sm_90a, and this PTX for sm_80). The verifier's block-size
// rules: mma_scaled_verify.mlir.
// RUN: cutile compile --gpu-name sm_90a %s --emit mem | FileCheck %s --check-prefix=MEM
// RUN: cutile compile --gpu-name sm_90a %s --emit ptx | FileCheck %s --check-prefix=PTX
// RUN: cutile compile --gpu-name sm_80 %s --emit ptx | FileCheck %s --check-prefix=SM80
// RUN: cutile compile --gpu-name sm_80 %s -o %t.cubin
// RUN: cutile compile --gpu-name sm_90a %s -o %t.cubin
// RUN: cutile compile --gpu-name sm_120a %s -o %t.cubin
//
// The rewrite for f8E4M3FN with f8E8M0FNU scales (V = 32): a's 128x2 scales become 128x64,
// b's 2x64 become 64x64; the dot is a wgmma (engine 3, 64 x 64 x 16) of bf16 operands.
// MEM-LABEL: sym_name = "scaled_e4m3"
// MEM: "cuda_tile.ftof"({{%[0-9]+}}) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<128x64xf8E4M3FN>) -> !cuda_tile.tile<128x64xf32>
// MEM-NEXT: "cuda_tile.ftof"({{%[0-9]+}}) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<128x2xf8E8M0FNU>) -> !cuda_tile.tile<128x2xf32>
// MEM-NEXT: "cuda_tile.reshape"({{%[0-9]+}}) : (!cuda_tile.tile<128x2xf32>) -> !cuda_tile.tile<128x2x1xf32>
// MEM-NEXT: "cuda_tile.broadcast"({{%[0-9]+}}) : (!cuda_tile.tile<128x2x1xf32>) -> !cuda_tile.tile<128x2x32xf32>
// MEM-NEXT: "cuda_tile.reshape"({{%[0-9]+}}) : (!cuda_tile.tile<128x2x32xf32>) -> !cuda_tile.tile<128x64xf32>
// MEM-NEXT: "cuda_tile.mulf"({{%[0-9]+}}, {{%[0-9]+}}) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<128x64xf32>, !cuda_tile.tile<128x64xf32>) -> !cuda_tile.tile<128x64xf32>
// MEM-NEXT: "cuda_tile.ftof"({{%[0-9]+}}) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<128x64xf32>) -> !cuda_tile.tile<128x64xbf16>
// MEM-NEXT: "cuda_tile.ftof"({{%[0-9]+}}) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<64x64xf8E4M3FN>) -> !cuda_tile.tile<64x64xf32>
// MEM-NEXT: "cuda_tile.ftof"({{%[0-9]+}}) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<2x64xf8E8M0FNU>) -> !cuda_tile.tile<2x64xf32>
// MEM-NEXT: "cuda_tile.reshape"({{%[0-9]+}}) : (!cuda_tile.tile<2x64xf32>) -> !cuda_tile.tile<2x1x64xf32>
// MEM-NEXT: "cuda_tile.broadcast"({{%[0-9]+}}) : (!cuda_tile.tile<2x1x64xf32>) -> !cuda_tile.tile<2x32x64xf32>
// MEM-NEXT: "cuda_tile.reshape"({{%[0-9]+}}) : (!cuda_tile.tile<2x32x64xf32>) -> !cuda_tile.tile<64x64xf32>
// MEM-NEXT: "cuda_tile.mulf"
// MEM-NEXT: "cuda_tile.ftof"({{%[0-9]+}}) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<64x64xf32>) -> !cuda_tile.tile<64x64xbf16>
// MEM-NEXT: "cuda_tile.dot"({{%[0-9]+}}, {{%[0-9]+}}, {{%[0-9]+}}) <{instr = array<i32: 3, 64, 64, 16>}> : (!cuda_tile.tile<128x64xbf16>, !cuda_tile.tile<64x64xbf16>, !cuda_tile.tile<128x64xf32>) -> !cuda_tile.tile<128x64xf32>
// MEM-NOT: mmaf_scaled
// f4E2M1FN, block size 32 and 16 (f8E8M0FNU scales), 16 (f8E4M3FN scales).
// MEM-LABEL: sym_name = "scaled_f4_v32"
// MEM: (!cuda_tile.tile<128x64xf4E2M1FN>) -> !cuda_tile.tile<128x64xf32>
// MEM: "cuda_tile.broadcast"({{%[0-9]+}}) : (!cuda_tile.tile<128x2x1xf32>) -> !cuda_tile.tile<128x2x32xf32>
// MEM: (!cuda_tile.tile<64x64xf4E2M1FN>) -> !cuda_tile.tile<64x64xf32>
// MEM: "cuda_tile.broadcast"({{%[0-9]+}}) : (!cuda_tile.tile<2x1x64xf32>) -> !cuda_tile.tile<2x32x64xf32>
// MEM: "cuda_tile.dot"({{.*}}) <{instr = array<i32: 3, 64, 64, 16>}> : (!cuda_tile.tile<128x64xbf16>, !cuda_tile.tile<64x64xbf16>, !cuda_tile.tile<128x64xf32>)
// MEM-LABEL: sym_name = "scaled_f4_v16"
// MEM: "cuda_tile.broadcast"({{%[0-9]+}}) : (!cuda_tile.tile<128x4x1xf32>) -> !cuda_tile.tile<128x4x16xf32>
// MEM: "cuda_tile.broadcast"({{%[0-9]+}}) : (!cuda_tile.tile<4x1x64xf32>) -> !cuda_tile.tile<4x16x64xf32>
// MEM: "cuda_tile.dot"({{.*}}) <{instr = array<i32: 3, 64, 64, 16>}>
// MEM-LABEL: sym_name = "scaled_f4_e4m3"
// MEM: (!cuda_tile.tile<128x4xf8E4M3FN>) -> !cuda_tile.tile<128x4xf32>
// MEM: "cuda_tile.broadcast"({{%[0-9]+}}) : (!cuda_tile.tile<128x4x1xf32>) -> !cuda_tile.tile<128x4x16xf32>
// MEM: (!cuda_tile.tile<4x64xf8E4M3FN>) -> !cuda_tile.tile<4x64xf32>
// MEM: "cuda_tile.broadcast"({{%[0-9]+}}) : (!cuda_tile.tile<4x1x64xf32>) -> !cuda_tile.tile<4x16x64xf32>
// MEM: "cuda_tile.dot"({{.*}}) <{instr = array<i32: 3, 64, 64, 16>}>
// Batched: the unit dimension goes after the block dimension of each operand's scales; wgmma
// takes no batch, so mma.sync (engine 1).
// MEM-LABEL: sym_name = "scaled_batched"
// MEM: "cuda_tile.broadcast"({{%[0-9]+}}) : (!cuda_tile.tile<2x64x2x1xf32>) -> !cuda_tile.tile<2x64x2x32xf32>
// MEM-NEXT: "cuda_tile.reshape"({{%[0-9]+}}) : (!cuda_tile.tile<2x64x2x32xf32>) -> !cuda_tile.tile<2x64x64xf32>
// MEM: "cuda_tile.broadcast"({{%[0-9]+}}) : (!cuda_tile.tile<2x2x1x32xf32>) -> !cuda_tile.tile<2x2x32x32xf32>
// MEM-NEXT: "cuda_tile.reshape"({{%[0-9]+}}) : (!cuda_tile.tile<2x2x32x32xf32>) -> !cuda_tile.tile<2x64x32xf32>
// MEM: "cuda_tile.dot"({{.*}}) <{instr = array<i32: 1, 16, 8, 16>}> : (!cuda_tile.tile<2x64x64xbf16>, !cuda_tile.tile<2x64x32xbf16>, !cuda_tile.tile<2x64x32xf32>)
//
// For sm_90a, f8 is widened by cvt (the f16 pair), e8m0 scales by the bits (the byte shifted
// into the f32 exponent, 0 the subnormal 2^-127), the exact f32 product rounded to bf16, and
// bf16 wgmmas, the A fragment from registers.
// PTX-LABEL: .entry scaled_e4m3(
// PTX: cvt.rn.f16x2.e4m3x2
// PTX: shl.b32 [[V:%r[0-9]+]], {{%r[0-9]+}}, 23;
// PTX-NEXT: setp.eq.u32 {{%p[0-9]+}}, {{%r[0-9]+}}, 0;
// PTX-NEXT: @{{%p[0-9]+}} mov.b32 [[V]], 0x00400000;
// PTX: mul.rn.f32
// PTX: cvt.rn.bf16.f32
// PTX: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {{[{](%f[0-9]+, ){31}%f[0-9]+[}]}}, {{[{]%r[0-9]+, %r[0-9]+, %r[0-9]+, %r[0-9]+[}]}}, %rd
// PTX-LABEL: .entry scaled_e5m2(
// PTX: cvt.rn.f16x2.e5m2x2
// PTX: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16
// f4's nibble S.EE.M by the bits (E, then M · 0.5 where E = 0).
// PTX-LABEL: .entry scaled_f4_v32(
// PTX: bfe.u32 {{%r[0-9]+}}, {{%r[0-9]+}}, 1, 2;
// PTX: mul.lo.u32 {{%r[0-9]+}}, {{%r[0-9]+}}, 0x3F000000;
// PTX: mul.rn.f32
// PTX: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16
// PTX-LABEL: .entry scaled_f4_v16(
// PTX: bfe.u32 {{%r[0-9]+}}, {{%r[0-9]+}}, 1, 2;
// PTX: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16
// PTX-LABEL: .entry scaled_f4_e4m3(
// PTX: bfe.u32 {{%r[0-9]+}}, {{%r[0-9]+}}, 1, 2;
// PTX: cvt.rn.f16x2.e4m3x2
// PTX: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16
// PTX-LABEL: .entry scaled_batched(
// PTX-NOT: wgmma
// PTX: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
//
// For sm_80, with no f8 cvt, so e4m3 widens by the bits too (two at a time, an f16 pair times
// 256); mma.sync of bf16.
// SM80-LABEL: .entry scaled_e4m3(
// SM80-NOT: cvt.rn.f16x2.e4m3x2
// SM80: mul.rn.f16x2
// SM80: mul.rn.f32
// SM80: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
// SM80-LABEL: .entry scaled_f4_e4m3(
// SM80: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "scaled_e4m3", function_type = (!cuda_tile.tile<ptr<f8E4M3FN>>, !cuda_tile.tile<ptr<f8E4M3FN>>, !cuda_tile.tile<ptr<f8E8M0FNU>>, !cuda_tile.tile<ptr<f8E8M0FNU>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f8E4M3FN>>, %b: !cuda_tile.tile<ptr<f8E4M3FN>>, %sa: !cuda_tile.tile<ptr<f8E8M0FNU>>, %sb: !cuda_tile.tile<ptr<f8E8M0FNU>>, %c: !cuda_tile.tile<ptr<f32>>, %d: !cuda_tile.tile<ptr<f32>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %one = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %nk = "cuda_tile.constant"() <{value = dense<4> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %a16 = "cuda_tile.assume"(%a) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tile<ptr<f8E4M3FN>>
    %ta = "cuda_tile.make_tensor_view"(%a16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tensor_view<128x256xf8E4M3FN, strides=[256,1]>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<128x256xf8E4M3FN, strides=[256,1]>) -> !cuda_tile.partition_view<tile=(128x64), tensor_view<128x256xf8E4M3FN, strides=[256,1]>, dim_map=[0, 1]>
    %b16 = "cuda_tile.assume"(%b) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tile<ptr<f8E4M3FN>>
    %tb = "cuda_tile.make_tensor_view"(%b16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tensor_view<256x64xf8E4M3FN, strides=[64,1]>
    %pb = "cuda_tile.make_partition_view"(%tb) : (!cuda_tile.tensor_view<256x64xf8E4M3FN, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(64x64), tensor_view<256x64xf8E4M3FN, strides=[64,1]>, dim_map=[0, 1]>
    %sa16 = "cuda_tile.assume"(%sa) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f8E8M0FNU>>) -> !cuda_tile.tile<ptr<f8E8M0FNU>>
    %tsa = "cuda_tile.make_tensor_view"(%sa16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E8M0FNU>>) -> !cuda_tile.tensor_view<128x8xf8E8M0FNU, strides=[8,1]>
    %psa = "cuda_tile.make_partition_view"(%tsa) : (!cuda_tile.tensor_view<128x8xf8E8M0FNU, strides=[8,1]>) -> !cuda_tile.partition_view<tile=(128x2), tensor_view<128x8xf8E8M0FNU, strides=[8,1]>, dim_map=[0, 1]>
    %sb16 = "cuda_tile.assume"(%sb) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f8E8M0FNU>>) -> !cuda_tile.tile<ptr<f8E8M0FNU>>
    %tsb = "cuda_tile.make_tensor_view"(%sb16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E8M0FNU>>) -> !cuda_tile.tensor_view<8x64xf8E8M0FNU, strides=[64,1]>
    %psb = "cuda_tile.make_partition_view"(%tsb) : (!cuda_tile.tensor_view<8x64xf8E8M0FNU, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(2x64), tensor_view<8x64xf8E8M0FNU, strides=[64,1]>, dim_map=[0, 1]>
    %c16 = "cuda_tile.assume"(%c) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %tc = "cuda_tile.make_tensor_view"(%c16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<128x64xf32, strides=[64,1]>
    %pc = "cuda_tile.make_partition_view"(%tc) : (!cuda_tile.tensor_view<128x64xf32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(128x64), tensor_view<128x64xf32, strides=[64,1]>, dim_map=[0, 1]>
    %d16 = "cuda_tile.assume"(%d) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %td = "cuda_tile.make_tensor_view"(%d16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<128x64xf32, strides=[64,1]>
    %pd = "cuda_tile.make_partition_view"(%td) : (!cuda_tile.tensor_view<128x64xf32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(128x64), tensor_view<128x64xf32, strides=[64,1]>, dim_map=[0, 1]>
    %vc, %kc = "cuda_tile.load_view_tko"(%pc, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(128x64), tensor_view<128x64xf32, strides=[64,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<128x64xf32>, !cuda_tile.token)
    %acc = "cuda_tile.for"(%zero, %nk, %one, %vc) ({
    ^bb0(%kt: !cuda_tile.tile<i32>, %x: !cuda_tile.tile<128x64xf32>):
      %va, %ka = "cuda_tile.load_view_tko"(%pa, %zero, %kt, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(128x64), tensor_view<128x256xf8E4M3FN, strides=[256,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<128x64xf8E4M3FN>, !cuda_tile.token)
      %vb, %kb = "cuda_tile.load_view_tko"(%pb, %kt, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x64), tensor_view<256x64xf8E4M3FN, strides=[64,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x64xf8E4M3FN>, !cuda_tile.token)
      %vsa, %ksa = "cuda_tile.load_view_tko"(%psa, %zero, %kt, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(128x2), tensor_view<128x8xf8E8M0FNU, strides=[8,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<128x2xf8E8M0FNU>, !cuda_tile.token)
      %vsb, %ksb = "cuda_tile.load_view_tko"(%psb, %kt, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(2x64), tensor_view<8x64xf8E8M0FNU, strides=[64,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<2x64xf8E8M0FNU>, !cuda_tile.token)
      %y = "cuda_tile.mmaf_scaled"(%va, %vb, %x, %vsa, %vsb) : (!cuda_tile.tile<128x64xf8E4M3FN>, !cuda_tile.tile<64x64xf8E4M3FN>, !cuda_tile.tile<128x64xf32>, !cuda_tile.tile<128x2xf8E8M0FNU>, !cuda_tile.tile<2x64xf8E8M0FNU>) -> !cuda_tile.tile<128x64xf32>
      "cuda_tile.continue"(%y) : (!cuda_tile.tile<128x64xf32>) -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<128x64xf32>) -> !cuda_tile.tile<128x64xf32>
    %kd = "cuda_tile.store_view_tko"(%acc, %pd, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<128x64xf32>, !cuda_tile.partition_view<tile=(128x64), tensor_view<128x64xf32, strides=[64,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
  "cuda_tile.entry"() <{sym_name = "scaled_e5m2", function_type = (!cuda_tile.tile<ptr<f8E5M2>>, !cuda_tile.tile<ptr<f8E5M2>>, !cuda_tile.tile<ptr<f8E8M0FNU>>, !cuda_tile.tile<ptr<f8E8M0FNU>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f8E5M2>>, %b: !cuda_tile.tile<ptr<f8E5M2>>, %sa: !cuda_tile.tile<ptr<f8E8M0FNU>>, %sb: !cuda_tile.tile<ptr<f8E8M0FNU>>, %c: !cuda_tile.tile<ptr<f32>>, %d: !cuda_tile.tile<ptr<f32>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %one = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %nk = "cuda_tile.constant"() <{value = dense<4> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %a16 = "cuda_tile.assume"(%a) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f8E5M2>>) -> !cuda_tile.tile<ptr<f8E5M2>>
    %ta = "cuda_tile.make_tensor_view"(%a16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E5M2>>) -> !cuda_tile.tensor_view<128x256xf8E5M2, strides=[256,1]>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<128x256xf8E5M2, strides=[256,1]>) -> !cuda_tile.partition_view<tile=(128x64), tensor_view<128x256xf8E5M2, strides=[256,1]>, dim_map=[0, 1]>
    %b16 = "cuda_tile.assume"(%b) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f8E5M2>>) -> !cuda_tile.tile<ptr<f8E5M2>>
    %tb = "cuda_tile.make_tensor_view"(%b16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E5M2>>) -> !cuda_tile.tensor_view<256x64xf8E5M2, strides=[64,1]>
    %pb = "cuda_tile.make_partition_view"(%tb) : (!cuda_tile.tensor_view<256x64xf8E5M2, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(64x64), tensor_view<256x64xf8E5M2, strides=[64,1]>, dim_map=[0, 1]>
    %sa16 = "cuda_tile.assume"(%sa) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f8E8M0FNU>>) -> !cuda_tile.tile<ptr<f8E8M0FNU>>
    %tsa = "cuda_tile.make_tensor_view"(%sa16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E8M0FNU>>) -> !cuda_tile.tensor_view<128x8xf8E8M0FNU, strides=[8,1]>
    %psa = "cuda_tile.make_partition_view"(%tsa) : (!cuda_tile.tensor_view<128x8xf8E8M0FNU, strides=[8,1]>) -> !cuda_tile.partition_view<tile=(128x2), tensor_view<128x8xf8E8M0FNU, strides=[8,1]>, dim_map=[0, 1]>
    %sb16 = "cuda_tile.assume"(%sb) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f8E8M0FNU>>) -> !cuda_tile.tile<ptr<f8E8M0FNU>>
    %tsb = "cuda_tile.make_tensor_view"(%sb16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E8M0FNU>>) -> !cuda_tile.tensor_view<8x64xf8E8M0FNU, strides=[64,1]>
    %psb = "cuda_tile.make_partition_view"(%tsb) : (!cuda_tile.tensor_view<8x64xf8E8M0FNU, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(2x64), tensor_view<8x64xf8E8M0FNU, strides=[64,1]>, dim_map=[0, 1]>
    %c16 = "cuda_tile.assume"(%c) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %tc = "cuda_tile.make_tensor_view"(%c16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<128x64xf32, strides=[64,1]>
    %pc = "cuda_tile.make_partition_view"(%tc) : (!cuda_tile.tensor_view<128x64xf32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(128x64), tensor_view<128x64xf32, strides=[64,1]>, dim_map=[0, 1]>
    %d16 = "cuda_tile.assume"(%d) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %td = "cuda_tile.make_tensor_view"(%d16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<128x64xf32, strides=[64,1]>
    %pd = "cuda_tile.make_partition_view"(%td) : (!cuda_tile.tensor_view<128x64xf32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(128x64), tensor_view<128x64xf32, strides=[64,1]>, dim_map=[0, 1]>
    %vc, %kc = "cuda_tile.load_view_tko"(%pc, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(128x64), tensor_view<128x64xf32, strides=[64,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<128x64xf32>, !cuda_tile.token)
    %acc = "cuda_tile.for"(%zero, %nk, %one, %vc) ({
    ^bb0(%kt: !cuda_tile.tile<i32>, %x: !cuda_tile.tile<128x64xf32>):
      %va, %ka = "cuda_tile.load_view_tko"(%pa, %zero, %kt, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(128x64), tensor_view<128x256xf8E5M2, strides=[256,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<128x64xf8E5M2>, !cuda_tile.token)
      %vb, %kb = "cuda_tile.load_view_tko"(%pb, %kt, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x64), tensor_view<256x64xf8E5M2, strides=[64,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x64xf8E5M2>, !cuda_tile.token)
      %vsa, %ksa = "cuda_tile.load_view_tko"(%psa, %zero, %kt, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(128x2), tensor_view<128x8xf8E8M0FNU, strides=[8,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<128x2xf8E8M0FNU>, !cuda_tile.token)
      %vsb, %ksb = "cuda_tile.load_view_tko"(%psb, %kt, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(2x64), tensor_view<8x64xf8E8M0FNU, strides=[64,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<2x64xf8E8M0FNU>, !cuda_tile.token)
      %y = "cuda_tile.mmaf_scaled"(%va, %vb, %x, %vsa, %vsb) : (!cuda_tile.tile<128x64xf8E5M2>, !cuda_tile.tile<64x64xf8E5M2>, !cuda_tile.tile<128x64xf32>, !cuda_tile.tile<128x2xf8E8M0FNU>, !cuda_tile.tile<2x64xf8E8M0FNU>) -> !cuda_tile.tile<128x64xf32>
      "cuda_tile.continue"(%y) : (!cuda_tile.tile<128x64xf32>) -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<128x64xf32>) -> !cuda_tile.tile<128x64xf32>
    %kd = "cuda_tile.store_view_tko"(%acc, %pd, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<128x64xf32>, !cuda_tile.partition_view<tile=(128x64), tensor_view<128x64xf32, strides=[64,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
  "cuda_tile.entry"() <{sym_name = "scaled_f4_v32", function_type = (!cuda_tile.tile<ptr<i8>>, !cuda_tile.tile<ptr<i8>>, !cuda_tile.tile<ptr<f8E8M0FNU>>, !cuda_tile.tile<ptr<f8E8M0FNU>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<i8>>, %b: !cuda_tile.tile<ptr<i8>>, %sa: !cuda_tile.tile<ptr<f8E8M0FNU>>, %sb: !cuda_tile.tile<ptr<f8E8M0FNU>>, %c: !cuda_tile.tile<ptr<f32>>, %d: !cuda_tile.tile<ptr<f32>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %one = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %nk = "cuda_tile.constant"() <{value = dense<4> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %a16 = "cuda_tile.assume"(%a) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<i8>>) -> !cuda_tile.tile<ptr<i8>>
    %ta = "cuda_tile.make_tensor_view"(%a16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i8>>) -> !cuda_tile.tensor_view<128x128xi8, strides=[128,1]>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<128x128xi8, strides=[128,1]>) -> !cuda_tile.partition_view<tile=(128x32), tensor_view<128x128xi8, strides=[128,1]>, dim_map=[0, 1]>
    %b16 = "cuda_tile.assume"(%b) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<i8>>) -> !cuda_tile.tile<ptr<i8>>
    %tb = "cuda_tile.make_tensor_view"(%b16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i8>>) -> !cuda_tile.tensor_view<256x32xi8, strides=[32,1]>
    %pb = "cuda_tile.make_partition_view"(%tb) : (!cuda_tile.tensor_view<256x32xi8, strides=[32,1]>) -> !cuda_tile.partition_view<tile=(64x32), tensor_view<256x32xi8, strides=[32,1]>, dim_map=[0, 1]>
    %sa16 = "cuda_tile.assume"(%sa) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f8E8M0FNU>>) -> !cuda_tile.tile<ptr<f8E8M0FNU>>
    %tsa = "cuda_tile.make_tensor_view"(%sa16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E8M0FNU>>) -> !cuda_tile.tensor_view<128x8xf8E8M0FNU, strides=[8,1]>
    %psa = "cuda_tile.make_partition_view"(%tsa) : (!cuda_tile.tensor_view<128x8xf8E8M0FNU, strides=[8,1]>) -> !cuda_tile.partition_view<tile=(128x2), tensor_view<128x8xf8E8M0FNU, strides=[8,1]>, dim_map=[0, 1]>
    %sb16 = "cuda_tile.assume"(%sb) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f8E8M0FNU>>) -> !cuda_tile.tile<ptr<f8E8M0FNU>>
    %tsb = "cuda_tile.make_tensor_view"(%sb16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E8M0FNU>>) -> !cuda_tile.tensor_view<8x64xf8E8M0FNU, strides=[64,1]>
    %psb = "cuda_tile.make_partition_view"(%tsb) : (!cuda_tile.tensor_view<8x64xf8E8M0FNU, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(2x64), tensor_view<8x64xf8E8M0FNU, strides=[64,1]>, dim_map=[0, 1]>
    %c16 = "cuda_tile.assume"(%c) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %tc = "cuda_tile.make_tensor_view"(%c16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<128x64xf32, strides=[64,1]>
    %pc = "cuda_tile.make_partition_view"(%tc) : (!cuda_tile.tensor_view<128x64xf32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(128x64), tensor_view<128x64xf32, strides=[64,1]>, dim_map=[0, 1]>
    %d16 = "cuda_tile.assume"(%d) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %td = "cuda_tile.make_tensor_view"(%d16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<128x64xf32, strides=[64,1]>
    %pd = "cuda_tile.make_partition_view"(%td) : (!cuda_tile.tensor_view<128x64xf32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(128x64), tensor_view<128x64xf32, strides=[64,1]>, dim_map=[0, 1]>
    %vc, %kc = "cuda_tile.load_view_tko"(%pc, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(128x64), tensor_view<128x64xf32, strides=[64,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<128x64xf32>, !cuda_tile.token)
    %acc = "cuda_tile.for"(%zero, %nk, %one, %vc) ({
    ^bb0(%kt: !cuda_tile.tile<i32>, %x: !cuda_tile.tile<128x64xf32>):
      %va, %ka = "cuda_tile.load_view_tko"(%pa, %zero, %kt, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(128x32), tensor_view<128x128xi8, strides=[128,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<128x32xi8>, !cuda_tile.token)
      %vb, %kb = "cuda_tile.load_view_tko"(%pb, %kt, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x32), tensor_view<256x32xi8, strides=[32,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x32xi8>, !cuda_tile.token)
      %vsa, %ksa = "cuda_tile.load_view_tko"(%psa, %zero, %kt, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(128x2), tensor_view<128x8xf8E8M0FNU, strides=[8,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<128x2xf8E8M0FNU>, !cuda_tile.token)
      %vsb, %ksb = "cuda_tile.load_view_tko"(%psb, %kt, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(2x64), tensor_view<8x64xf8E8M0FNU, strides=[64,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<2x64xf8E8M0FNU>, !cuda_tile.token)
      %a1 = "cuda_tile.reshape"(%va) : (!cuda_tile.tile<128x32xi8>) -> !cuda_tile.tile<4096xi8>
      %a4 = "cuda_tile.unpack"(%a1) : (!cuda_tile.tile<4096xi8>) -> !cuda_tile.tile<8192xf4E2M1FN>
      %af = "cuda_tile.reshape"(%a4) : (!cuda_tile.tile<8192xf4E2M1FN>) -> !cuda_tile.tile<128x64xf4E2M1FN>
      %b1 = "cuda_tile.reshape"(%vb) : (!cuda_tile.tile<64x32xi8>) -> !cuda_tile.tile<2048xi8>
      %b4 = "cuda_tile.unpack"(%b1) : (!cuda_tile.tile<2048xi8>) -> !cuda_tile.tile<4096xf4E2M1FN>
      %bf = "cuda_tile.reshape"(%b4) : (!cuda_tile.tile<4096xf4E2M1FN>) -> !cuda_tile.tile<64x64xf4E2M1FN>
      %y = "cuda_tile.mmaf_scaled"(%af, %bf, %x, %vsa, %vsb) : (!cuda_tile.tile<128x64xf4E2M1FN>, !cuda_tile.tile<64x64xf4E2M1FN>, !cuda_tile.tile<128x64xf32>, !cuda_tile.tile<128x2xf8E8M0FNU>, !cuda_tile.tile<2x64xf8E8M0FNU>) -> !cuda_tile.tile<128x64xf32>
      "cuda_tile.continue"(%y) : (!cuda_tile.tile<128x64xf32>) -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<128x64xf32>) -> !cuda_tile.tile<128x64xf32>
    %kd = "cuda_tile.store_view_tko"(%acc, %pd, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<128x64xf32>, !cuda_tile.partition_view<tile=(128x64), tensor_view<128x64xf32, strides=[64,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
  "cuda_tile.entry"() <{sym_name = "scaled_f4_v16", function_type = (!cuda_tile.tile<ptr<i8>>, !cuda_tile.tile<ptr<i8>>, !cuda_tile.tile<ptr<f8E8M0FNU>>, !cuda_tile.tile<ptr<f8E8M0FNU>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<i8>>, %b: !cuda_tile.tile<ptr<i8>>, %sa: !cuda_tile.tile<ptr<f8E8M0FNU>>, %sb: !cuda_tile.tile<ptr<f8E8M0FNU>>, %c: !cuda_tile.tile<ptr<f32>>, %d: !cuda_tile.tile<ptr<f32>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %one = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %nk = "cuda_tile.constant"() <{value = dense<4> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %a16 = "cuda_tile.assume"(%a) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<i8>>) -> !cuda_tile.tile<ptr<i8>>
    %ta = "cuda_tile.make_tensor_view"(%a16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i8>>) -> !cuda_tile.tensor_view<128x128xi8, strides=[128,1]>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<128x128xi8, strides=[128,1]>) -> !cuda_tile.partition_view<tile=(128x32), tensor_view<128x128xi8, strides=[128,1]>, dim_map=[0, 1]>
    %b16 = "cuda_tile.assume"(%b) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<i8>>) -> !cuda_tile.tile<ptr<i8>>
    %tb = "cuda_tile.make_tensor_view"(%b16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i8>>) -> !cuda_tile.tensor_view<256x32xi8, strides=[32,1]>
    %pb = "cuda_tile.make_partition_view"(%tb) : (!cuda_tile.tensor_view<256x32xi8, strides=[32,1]>) -> !cuda_tile.partition_view<tile=(64x32), tensor_view<256x32xi8, strides=[32,1]>, dim_map=[0, 1]>
    %sa16 = "cuda_tile.assume"(%sa) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f8E8M0FNU>>) -> !cuda_tile.tile<ptr<f8E8M0FNU>>
    %tsa = "cuda_tile.make_tensor_view"(%sa16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E8M0FNU>>) -> !cuda_tile.tensor_view<128x16xf8E8M0FNU, strides=[16,1]>
    %psa = "cuda_tile.make_partition_view"(%tsa) : (!cuda_tile.tensor_view<128x16xf8E8M0FNU, strides=[16,1]>) -> !cuda_tile.partition_view<tile=(128x4), tensor_view<128x16xf8E8M0FNU, strides=[16,1]>, dim_map=[0, 1]>
    %sb16 = "cuda_tile.assume"(%sb) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f8E8M0FNU>>) -> !cuda_tile.tile<ptr<f8E8M0FNU>>
    %tsb = "cuda_tile.make_tensor_view"(%sb16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E8M0FNU>>) -> !cuda_tile.tensor_view<16x64xf8E8M0FNU, strides=[64,1]>
    %psb = "cuda_tile.make_partition_view"(%tsb) : (!cuda_tile.tensor_view<16x64xf8E8M0FNU, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(4x64), tensor_view<16x64xf8E8M0FNU, strides=[64,1]>, dim_map=[0, 1]>
    %c16 = "cuda_tile.assume"(%c) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %tc = "cuda_tile.make_tensor_view"(%c16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<128x64xf32, strides=[64,1]>
    %pc = "cuda_tile.make_partition_view"(%tc) : (!cuda_tile.tensor_view<128x64xf32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(128x64), tensor_view<128x64xf32, strides=[64,1]>, dim_map=[0, 1]>
    %d16 = "cuda_tile.assume"(%d) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %td = "cuda_tile.make_tensor_view"(%d16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<128x64xf32, strides=[64,1]>
    %pd = "cuda_tile.make_partition_view"(%td) : (!cuda_tile.tensor_view<128x64xf32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(128x64), tensor_view<128x64xf32, strides=[64,1]>, dim_map=[0, 1]>
    %vc, %kc = "cuda_tile.load_view_tko"(%pc, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(128x64), tensor_view<128x64xf32, strides=[64,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<128x64xf32>, !cuda_tile.token)
    %acc = "cuda_tile.for"(%zero, %nk, %one, %vc) ({
    ^bb0(%kt: !cuda_tile.tile<i32>, %x: !cuda_tile.tile<128x64xf32>):
      %va, %ka = "cuda_tile.load_view_tko"(%pa, %zero, %kt, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(128x32), tensor_view<128x128xi8, strides=[128,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<128x32xi8>, !cuda_tile.token)
      %vb, %kb = "cuda_tile.load_view_tko"(%pb, %kt, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x32), tensor_view<256x32xi8, strides=[32,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x32xi8>, !cuda_tile.token)
      %vsa, %ksa = "cuda_tile.load_view_tko"(%psa, %zero, %kt, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(128x4), tensor_view<128x16xf8E8M0FNU, strides=[16,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<128x4xf8E8M0FNU>, !cuda_tile.token)
      %vsb, %ksb = "cuda_tile.load_view_tko"(%psb, %kt, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(4x64), tensor_view<16x64xf8E8M0FNU, strides=[64,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<4x64xf8E8M0FNU>, !cuda_tile.token)
      %a1 = "cuda_tile.reshape"(%va) : (!cuda_tile.tile<128x32xi8>) -> !cuda_tile.tile<4096xi8>
      %a4 = "cuda_tile.unpack"(%a1) : (!cuda_tile.tile<4096xi8>) -> !cuda_tile.tile<8192xf4E2M1FN>
      %af = "cuda_tile.reshape"(%a4) : (!cuda_tile.tile<8192xf4E2M1FN>) -> !cuda_tile.tile<128x64xf4E2M1FN>
      %b1 = "cuda_tile.reshape"(%vb) : (!cuda_tile.tile<64x32xi8>) -> !cuda_tile.tile<2048xi8>
      %b4 = "cuda_tile.unpack"(%b1) : (!cuda_tile.tile<2048xi8>) -> !cuda_tile.tile<4096xf4E2M1FN>
      %bf = "cuda_tile.reshape"(%b4) : (!cuda_tile.tile<4096xf4E2M1FN>) -> !cuda_tile.tile<64x64xf4E2M1FN>
      %y = "cuda_tile.mmaf_scaled"(%af, %bf, %x, %vsa, %vsb) : (!cuda_tile.tile<128x64xf4E2M1FN>, !cuda_tile.tile<64x64xf4E2M1FN>, !cuda_tile.tile<128x64xf32>, !cuda_tile.tile<128x4xf8E8M0FNU>, !cuda_tile.tile<4x64xf8E8M0FNU>) -> !cuda_tile.tile<128x64xf32>
      "cuda_tile.continue"(%y) : (!cuda_tile.tile<128x64xf32>) -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<128x64xf32>) -> !cuda_tile.tile<128x64xf32>
    %kd = "cuda_tile.store_view_tko"(%acc, %pd, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<128x64xf32>, !cuda_tile.partition_view<tile=(128x64), tensor_view<128x64xf32, strides=[64,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
  "cuda_tile.entry"() <{sym_name = "scaled_f4_e4m3", function_type = (!cuda_tile.tile<ptr<i8>>, !cuda_tile.tile<ptr<i8>>, !cuda_tile.tile<ptr<f8E4M3FN>>, !cuda_tile.tile<ptr<f8E4M3FN>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<i8>>, %b: !cuda_tile.tile<ptr<i8>>, %sa: !cuda_tile.tile<ptr<f8E4M3FN>>, %sb: !cuda_tile.tile<ptr<f8E4M3FN>>, %c: !cuda_tile.tile<ptr<f32>>, %d: !cuda_tile.tile<ptr<f32>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %one = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %nk = "cuda_tile.constant"() <{value = dense<4> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %a16 = "cuda_tile.assume"(%a) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<i8>>) -> !cuda_tile.tile<ptr<i8>>
    %ta = "cuda_tile.make_tensor_view"(%a16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i8>>) -> !cuda_tile.tensor_view<128x128xi8, strides=[128,1]>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<128x128xi8, strides=[128,1]>) -> !cuda_tile.partition_view<tile=(128x32), tensor_view<128x128xi8, strides=[128,1]>, dim_map=[0, 1]>
    %b16 = "cuda_tile.assume"(%b) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<i8>>) -> !cuda_tile.tile<ptr<i8>>
    %tb = "cuda_tile.make_tensor_view"(%b16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i8>>) -> !cuda_tile.tensor_view<256x32xi8, strides=[32,1]>
    %pb = "cuda_tile.make_partition_view"(%tb) : (!cuda_tile.tensor_view<256x32xi8, strides=[32,1]>) -> !cuda_tile.partition_view<tile=(64x32), tensor_view<256x32xi8, strides=[32,1]>, dim_map=[0, 1]>
    %sa16 = "cuda_tile.assume"(%sa) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tile<ptr<f8E4M3FN>>
    %tsa = "cuda_tile.make_tensor_view"(%sa16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tensor_view<128x16xf8E4M3FN, strides=[16,1]>
    %psa = "cuda_tile.make_partition_view"(%tsa) : (!cuda_tile.tensor_view<128x16xf8E4M3FN, strides=[16,1]>) -> !cuda_tile.partition_view<tile=(128x4), tensor_view<128x16xf8E4M3FN, strides=[16,1]>, dim_map=[0, 1]>
    %sb16 = "cuda_tile.assume"(%sb) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tile<ptr<f8E4M3FN>>
    %tsb = "cuda_tile.make_tensor_view"(%sb16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tensor_view<16x64xf8E4M3FN, strides=[64,1]>
    %psb = "cuda_tile.make_partition_view"(%tsb) : (!cuda_tile.tensor_view<16x64xf8E4M3FN, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(4x64), tensor_view<16x64xf8E4M3FN, strides=[64,1]>, dim_map=[0, 1]>
    %c16 = "cuda_tile.assume"(%c) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %tc = "cuda_tile.make_tensor_view"(%c16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<128x64xf32, strides=[64,1]>
    %pc = "cuda_tile.make_partition_view"(%tc) : (!cuda_tile.tensor_view<128x64xf32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(128x64), tensor_view<128x64xf32, strides=[64,1]>, dim_map=[0, 1]>
    %d16 = "cuda_tile.assume"(%d) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %td = "cuda_tile.make_tensor_view"(%d16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<128x64xf32, strides=[64,1]>
    %pd = "cuda_tile.make_partition_view"(%td) : (!cuda_tile.tensor_view<128x64xf32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(128x64), tensor_view<128x64xf32, strides=[64,1]>, dim_map=[0, 1]>
    %vc, %kc = "cuda_tile.load_view_tko"(%pc, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(128x64), tensor_view<128x64xf32, strides=[64,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<128x64xf32>, !cuda_tile.token)
    %acc = "cuda_tile.for"(%zero, %nk, %one, %vc) ({
    ^bb0(%kt: !cuda_tile.tile<i32>, %x: !cuda_tile.tile<128x64xf32>):
      %va, %ka = "cuda_tile.load_view_tko"(%pa, %zero, %kt, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(128x32), tensor_view<128x128xi8, strides=[128,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<128x32xi8>, !cuda_tile.token)
      %vb, %kb = "cuda_tile.load_view_tko"(%pb, %kt, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x32), tensor_view<256x32xi8, strides=[32,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x32xi8>, !cuda_tile.token)
      %vsa, %ksa = "cuda_tile.load_view_tko"(%psa, %zero, %kt, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(128x4), tensor_view<128x16xf8E4M3FN, strides=[16,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<128x4xf8E4M3FN>, !cuda_tile.token)
      %vsb, %ksb = "cuda_tile.load_view_tko"(%psb, %kt, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(4x64), tensor_view<16x64xf8E4M3FN, strides=[64,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<4x64xf8E4M3FN>, !cuda_tile.token)
      %a1 = "cuda_tile.reshape"(%va) : (!cuda_tile.tile<128x32xi8>) -> !cuda_tile.tile<4096xi8>
      %a4 = "cuda_tile.unpack"(%a1) : (!cuda_tile.tile<4096xi8>) -> !cuda_tile.tile<8192xf4E2M1FN>
      %af = "cuda_tile.reshape"(%a4) : (!cuda_tile.tile<8192xf4E2M1FN>) -> !cuda_tile.tile<128x64xf4E2M1FN>
      %b1 = "cuda_tile.reshape"(%vb) : (!cuda_tile.tile<64x32xi8>) -> !cuda_tile.tile<2048xi8>
      %b4 = "cuda_tile.unpack"(%b1) : (!cuda_tile.tile<2048xi8>) -> !cuda_tile.tile<4096xf4E2M1FN>
      %bf = "cuda_tile.reshape"(%b4) : (!cuda_tile.tile<4096xf4E2M1FN>) -> !cuda_tile.tile<64x64xf4E2M1FN>
      %y = "cuda_tile.mmaf_scaled"(%af, %bf, %x, %vsa, %vsb) : (!cuda_tile.tile<128x64xf4E2M1FN>, !cuda_tile.tile<64x64xf4E2M1FN>, !cuda_tile.tile<128x64xf32>, !cuda_tile.tile<128x4xf8E4M3FN>, !cuda_tile.tile<4x64xf8E4M3FN>) -> !cuda_tile.tile<128x64xf32>
      "cuda_tile.continue"(%y) : (!cuda_tile.tile<128x64xf32>) -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<128x64xf32>) -> !cuda_tile.tile<128x64xf32>
    %kd = "cuda_tile.store_view_tko"(%acc, %pd, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<128x64xf32>, !cuda_tile.partition_view<tile=(128x64), tensor_view<128x64xf32, strides=[64,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
  "cuda_tile.entry"() <{sym_name = "scaled_batched", function_type = (!cuda_tile.tile<ptr<f8E4M3FN>>, !cuda_tile.tile<ptr<f8E4M3FN>>, !cuda_tile.tile<ptr<f8E8M0FNU>>, !cuda_tile.tile<ptr<f8E8M0FNU>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f8E4M3FN>>, %b: !cuda_tile.tile<ptr<f8E4M3FN>>, %sa: !cuda_tile.tile<ptr<f8E8M0FNU>>, %sb: !cuda_tile.tile<ptr<f8E8M0FNU>>, %c: !cuda_tile.tile<ptr<f32>>, %d: !cuda_tile.tile<ptr<f32>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %one = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %nk = "cuda_tile.constant"() <{value = dense<2> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %a16 = "cuda_tile.assume"(%a) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tile<ptr<f8E4M3FN>>
    %ta = "cuda_tile.make_tensor_view"(%a16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tensor_view<2x64x128xf8E4M3FN, strides=[8192,128,1]>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<2x64x128xf8E4M3FN, strides=[8192,128,1]>) -> !cuda_tile.partition_view<tile=(2x64x64), tensor_view<2x64x128xf8E4M3FN, strides=[8192,128,1]>, dim_map=[0, 1, 2]>
    %b16 = "cuda_tile.assume"(%b) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tile<ptr<f8E4M3FN>>
    %tb = "cuda_tile.make_tensor_view"(%b16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tensor_view<2x128x32xf8E4M3FN, strides=[4096,32,1]>
    %pb = "cuda_tile.make_partition_view"(%tb) : (!cuda_tile.tensor_view<2x128x32xf8E4M3FN, strides=[4096,32,1]>) -> !cuda_tile.partition_view<tile=(2x64x32), tensor_view<2x128x32xf8E4M3FN, strides=[4096,32,1]>, dim_map=[0, 1, 2]>
    %sa16 = "cuda_tile.assume"(%sa) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f8E8M0FNU>>) -> !cuda_tile.tile<ptr<f8E8M0FNU>>
    %tsa = "cuda_tile.make_tensor_view"(%sa16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E8M0FNU>>) -> !cuda_tile.tensor_view<2x64x4xf8E8M0FNU, strides=[256,4,1]>
    %psa = "cuda_tile.make_partition_view"(%tsa) : (!cuda_tile.tensor_view<2x64x4xf8E8M0FNU, strides=[256,4,1]>) -> !cuda_tile.partition_view<tile=(2x64x2), tensor_view<2x64x4xf8E8M0FNU, strides=[256,4,1]>, dim_map=[0, 1, 2]>
    %sb16 = "cuda_tile.assume"(%sb) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f8E8M0FNU>>) -> !cuda_tile.tile<ptr<f8E8M0FNU>>
    %tsb = "cuda_tile.make_tensor_view"(%sb16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f8E8M0FNU>>) -> !cuda_tile.tensor_view<2x4x32xf8E8M0FNU, strides=[128,32,1]>
    %psb = "cuda_tile.make_partition_view"(%tsb) : (!cuda_tile.tensor_view<2x4x32xf8E8M0FNU, strides=[128,32,1]>) -> !cuda_tile.partition_view<tile=(2x2x32), tensor_view<2x4x32xf8E8M0FNU, strides=[128,32,1]>, dim_map=[0, 1, 2]>
    %c16 = "cuda_tile.assume"(%c) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %tc = "cuda_tile.make_tensor_view"(%c16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<2x64x32xf32, strides=[2048,32,1]>
    %pc = "cuda_tile.make_partition_view"(%tc) : (!cuda_tile.tensor_view<2x64x32xf32, strides=[2048,32,1]>) -> !cuda_tile.partition_view<tile=(2x64x32), tensor_view<2x64x32xf32, strides=[2048,32,1]>, dim_map=[0, 1, 2]>
    %d16 = "cuda_tile.assume"(%d) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %td = "cuda_tile.make_tensor_view"(%d16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<2x64x32xf32, strides=[2048,32,1]>
    %pd = "cuda_tile.make_partition_view"(%td) : (!cuda_tile.tensor_view<2x64x32xf32, strides=[2048,32,1]>) -> !cuda_tile.partition_view<tile=(2x64x32), tensor_view<2x64x32xf32, strides=[2048,32,1]>, dim_map=[0, 1, 2]>
    %vc, %kc = "cuda_tile.load_view_tko"(%pc, %zero, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 3, 1>}> : (!cuda_tile.partition_view<tile=(2x64x32), tensor_view<2x64x32xf32, strides=[2048,32,1]>, dim_map=[0, 1, 2]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<2x64x32xf32>, !cuda_tile.token)
    %acc = "cuda_tile.for"(%zero, %nk, %one, %vc) ({
    ^bb0(%kt: !cuda_tile.tile<i32>, %x: !cuda_tile.tile<2x64x32xf32>):
      %va, %ka = "cuda_tile.load_view_tko"(%pa, %zero, %zero, %kt, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 3, 1>}> : (!cuda_tile.partition_view<tile=(2x64x64), tensor_view<2x64x128xf8E4M3FN, strides=[8192,128,1]>, dim_map=[0, 1, 2]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<2x64x64xf8E4M3FN>, !cuda_tile.token)
      %vb, %kb = "cuda_tile.load_view_tko"(%pb, %zero, %kt, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 3, 1>}> : (!cuda_tile.partition_view<tile=(2x64x32), tensor_view<2x128x32xf8E4M3FN, strides=[4096,32,1]>, dim_map=[0, 1, 2]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<2x64x32xf8E4M3FN>, !cuda_tile.token)
      %vsa, %ksa = "cuda_tile.load_view_tko"(%psa, %zero, %zero, %kt, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 3, 1>}> : (!cuda_tile.partition_view<tile=(2x64x2), tensor_view<2x64x4xf8E8M0FNU, strides=[256,4,1]>, dim_map=[0, 1, 2]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<2x64x2xf8E8M0FNU>, !cuda_tile.token)
      %vsb, %ksb = "cuda_tile.load_view_tko"(%psb, %zero, %kt, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 3, 1>}> : (!cuda_tile.partition_view<tile=(2x2x32), tensor_view<2x4x32xf8E8M0FNU, strides=[128,32,1]>, dim_map=[0, 1, 2]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<2x2x32xf8E8M0FNU>, !cuda_tile.token)
      %y = "cuda_tile.mmaf_scaled"(%va, %vb, %x, %vsa, %vsb) : (!cuda_tile.tile<2x64x64xf8E4M3FN>, !cuda_tile.tile<2x64x32xf8E4M3FN>, !cuda_tile.tile<2x64x32xf32>, !cuda_tile.tile<2x64x2xf8E8M0FNU>, !cuda_tile.tile<2x2x32xf8E8M0FNU>) -> !cuda_tile.tile<2x64x32xf32>
      "cuda_tile.continue"(%y) : (!cuda_tile.tile<2x64x32xf32>) -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<2x64x32xf32>) -> !cuda_tile.tile<2x64x32xf32>
    %kd = "cuda_tile.store_view_tko"(%acc, %pd, %zero, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 3, 1>}> : (!cuda_tile.tile<2x64x32xf32>, !cuda_tile.partition_view<tile=(2x64x32), tensor_view<2x64x32xf32, strides=[2048,32,1]>, dim_map=[0, 1, 2]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
