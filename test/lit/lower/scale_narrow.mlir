// Narrowing to the block-scale formats (codegen/ptx_fp8.c narrow_e8m0, narrow_bits): no target
// before sm_100 converts to them, so by the bits everywhere. f32 to f8E8M0FNU toward zero and
// up (a power of two, saturating; zero and negative values give the smallest code, NaN 0xFF),
// and f32 to f4E2M1FN to nearest even (saturating at 6, NaN at the largest magnitude), widened
// back to f32 to store its value; and f32 to e4m3fn to e5m2 to f32 and to e5m2 to e4m3fn to
// f32, conversions between two narrow formats (through f32) of every element a thread holds.
// test/gpu/compiled_kernels.c (scale_narrow) checks 256 inputs (special values, ties, the
// formats' edges, random magnitudes) bit for bit.
// RUN: cutile compile --gpu-name sm_90a %s --emit ptx | FileCheck %s
// RUN: cutile compile --gpu-name sm_80 %s -o %t.cubin
// RUN: cutile compile --gpu-name sm_100a %s -o %t.cubin
// CHECK-LABEL: .entry scale_narrow(
// CHECK: bfe.u32 {{%r[0-9]+}}, {{%r[0-9]+}}, 23, 8;
// CHECK: min.u32 {{%r[0-9]+}}, {{%r[0-9]+}}, 254;
// CHECK: setp.gt.u32 {{%p[0-9]+}}, {{%r[0-9]+}}, 0x400000;
// CHECK: min.f32 {{%f[0-9]+}}, {{%f[0-9]+}}, 0f40C00000;
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "scale_narrow", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f8E8M0FNU>>, !cuda_tile.tile<ptr<f8E8M0FNU>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%x: !cuda_tile.tile<ptr<f32>>, %z: !cuda_tile.tile<ptr<f8E8M0FNU>>, %u: !cuda_tile.tile<ptr<f8E8M0FNU>>, %q: !cuda_tile.tile<ptr<f32>>, %g: !cuda_tile.tile<ptr<f32>>, %h: !cuda_tile.tile<ptr<f32>>):
    %i = "cuda_tile.iota"() : () -> !cuda_tile.tile<256xi32>
    %x1 = "cuda_tile.reshape"(%x) : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<1xptr<f32>>
    %xb = "cuda_tile.broadcast"(%x1) : (!cuda_tile.tile<1xptr<f32>>) -> !cuda_tile.tile<256xptr<f32>>
    %xp = "cuda_tile.offset"(%xb, %i) : (!cuda_tile.tile<256xptr<f32>>, !cuda_tile.tile<256xi32>) -> !cuda_tile.tile<256xptr<f32>>
    %z1 = "cuda_tile.reshape"(%z) : (!cuda_tile.tile<ptr<f8E8M0FNU>>) -> !cuda_tile.tile<1xptr<f8E8M0FNU>>
    %zb = "cuda_tile.broadcast"(%z1) : (!cuda_tile.tile<1xptr<f8E8M0FNU>>) -> !cuda_tile.tile<256xptr<f8E8M0FNU>>
    %zp = "cuda_tile.offset"(%zb, %i) : (!cuda_tile.tile<256xptr<f8E8M0FNU>>, !cuda_tile.tile<256xi32>) -> !cuda_tile.tile<256xptr<f8E8M0FNU>>
    %u1 = "cuda_tile.reshape"(%u) : (!cuda_tile.tile<ptr<f8E8M0FNU>>) -> !cuda_tile.tile<1xptr<f8E8M0FNU>>
    %ub = "cuda_tile.broadcast"(%u1) : (!cuda_tile.tile<1xptr<f8E8M0FNU>>) -> !cuda_tile.tile<256xptr<f8E8M0FNU>>
    %up = "cuda_tile.offset"(%ub, %i) : (!cuda_tile.tile<256xptr<f8E8M0FNU>>, !cuda_tile.tile<256xi32>) -> !cuda_tile.tile<256xptr<f8E8M0FNU>>
    %q1 = "cuda_tile.reshape"(%q) : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<1xptr<f32>>
    %qb = "cuda_tile.broadcast"(%q1) : (!cuda_tile.tile<1xptr<f32>>) -> !cuda_tile.tile<256xptr<f32>>
    %qp = "cuda_tile.offset"(%qb, %i) : (!cuda_tile.tile<256xptr<f32>>, !cuda_tile.tile<256xi32>) -> !cuda_tile.tile<256xptr<f32>>
    %g1 = "cuda_tile.reshape"(%g) : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<1xptr<f32>>
    %gb = "cuda_tile.broadcast"(%g1) : (!cuda_tile.tile<1xptr<f32>>) -> !cuda_tile.tile<256xptr<f32>>
    %gp = "cuda_tile.offset"(%gb, %i) : (!cuda_tile.tile<256xptr<f32>>, !cuda_tile.tile<256xi32>) -> !cuda_tile.tile<256xptr<f32>>
    %h1 = "cuda_tile.reshape"(%h) : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<1xptr<f32>>
    %hb = "cuda_tile.broadcast"(%h1) : (!cuda_tile.tile<1xptr<f32>>) -> !cuda_tile.tile<256xptr<f32>>
    %hp = "cuda_tile.offset"(%hb, %i) : (!cuda_tile.tile<256xptr<f32>>, !cuda_tile.tile<256xi32>) -> !cuda_tile.tile<256xptr<f32>>
    %v, %t0 = "cuda_tile.load_ptr_tko"(%xp) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (!cuda_tile.tile<256xptr<f32>>) -> (!cuda_tile.tile<256xf32>, !cuda_tile.token)
    %rz = "cuda_tile.ftof"(%v) <{rounding_mode = #cuda_tile.rounding<zero>}> : (!cuda_tile.tile<256xf32>) -> !cuda_tile.tile<256xf8E8M0FNU>
    %rp = "cuda_tile.ftof"(%v) <{rounding_mode = #cuda_tile.rounding<positive_inf>}> : (!cuda_tile.tile<256xf32>) -> !cuda_tile.tile<256xf8E8M0FNU>
    %f4 = "cuda_tile.ftof"(%v) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<256xf32>) -> !cuda_tile.tile<256xf4E2M1FN>
    %w = "cuda_tile.ftof"(%f4) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<256xf4E2M1FN>) -> !cuda_tile.tile<256xf32>
    %t1 = "cuda_tile.store_ptr_tko"(%zp, %rz) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (!cuda_tile.tile<256xptr<f8E8M0FNU>>, !cuda_tile.tile<256xf8E8M0FNU>) -> !cuda_tile.token
    %t2 = "cuda_tile.store_ptr_tko"(%up, %rp) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (!cuda_tile.tile<256xptr<f8E8M0FNU>>, !cuda_tile.tile<256xf8E8M0FNU>) -> !cuda_tile.token
    %t3 = "cuda_tile.store_ptr_tko"(%qp, %w) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (!cuda_tile.tile<256xptr<f32>>, !cuda_tile.tile<256xf32>) -> !cuda_tile.token
    %e4 = "cuda_tile.ftof"(%v) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<256xf32>) -> !cuda_tile.tile<256xf8E4M3FN>
    %e5 = "cuda_tile.ftof"(%e4) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<256xf8E4M3FN>) -> !cuda_tile.tile<256xf8E5M2>
    %w5 = "cuda_tile.ftof"(%e5) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<256xf8E5M2>) -> !cuda_tile.tile<256xf32>
    %t4 = "cuda_tile.store_ptr_tko"(%gp, %w5) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (!cuda_tile.tile<256xptr<f32>>, !cuda_tile.tile<256xf32>) -> !cuda_tile.token
    %f5 = "cuda_tile.ftof"(%v) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<256xf32>) -> !cuda_tile.tile<256xf8E5M2>
    %f45 = "cuda_tile.ftof"(%f5) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<256xf8E5M2>) -> !cuda_tile.tile<256xf8E4M3FN>
    %w4 = "cuda_tile.ftof"(%f45) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<256xf8E4M3FN>) -> !cuda_tile.tile<256xf32>
    %t5 = "cuda_tile.store_ptr_tko"(%hp, %w4) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (!cuda_tile.tile<256xptr<f32>>, !cuda_tile.tile<256xf32>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
