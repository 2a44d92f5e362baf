// convert_layout through swizzled shared memory, vector by vector (codegen/ptx_convert.c). The
// MoE GEMM's epilogue (test/data/moe_gemm_bf16.v13_3.cutile: 64x128 bf16 tile, one
// warpgroup) converts the wgmma accumulator, cast to bf16, into the scatter's blocked layout.
// The accumulator's registers hold column pairs: 4-byte stores (st.shared.v2.b16). The scatter
// reads 8 consecutive columns: 16-byte loads (ld.shared.v4.b32, unpacked into 16-bit
// registers). A row is 128 · 2 = 256 bytes, so without a swizzle the eight rows (lanes / 4) of
// one store would hit the same four banks; the swizzle XORs the row (address bits 8-10) into
// the 16-byte chunk (bits 4-6), for the writer's and the reader's thread offsets alike, and a
// register whose chunk bits are set takes the thread offset XORed with them (+16, +32).
// Registers 1 and 2 of a column pair (row + 8: 2048 bytes) keep one address and add their
// offset. (The prologue's conversions of the row ids come first: 4-byte elements.)
// test/gpu/compiled_kernels checks the results of every conversion on the GPU.
// RUN: cutile compile --gpu-name sm_90a $(dirname %s)/../../data/moe_gemm_bf16.v13_3.cutile --emit ptx | FileCheck %s
// CHECK: shr.u32 [[X:%r[0-9]+]], [[W:%r[0-9]+]], 8;
// CHECK-NEXT: and.b32 [[X]], [[X]], 7;
// CHECK-NEXT: shl.b32 [[X]], [[X]], 4;
// CHECK-NEXT: xor.b32 [[W]], [[W]], [[X]];
// CHECK-NEXT: mul.lo.u32 [[RD:%r[0-9]+]], {{%r[0-9]+}}, 2;
// CHECK-NEXT: shr.u32 [[Y:%r[0-9]+]], [[RD]], 8;
// CHECK-NEXT: and.b32 [[Y]], [[Y]], 7;
// CHECK-NEXT: shl.b32 [[Y]], [[Y]], 4;
// CHECK-NEXT: xor.b32 [[RD]], [[RD]], [[Y]];
// CHECK-NEXT: add.u32 [[W0:%r[0-9]+]], [[W]], [[B:%r[0-9]+]];
// CHECK-NEXT: st.shared.v2.b16 [[[W0]]+0], {{{%h[0-9]+}}, {{%h[0-9]+}}};
// CHECK-NEXT: st.shared.v2.b16 [[[W0]]+2048], {{{%h[0-9]+}}, {{%h[0-9]+}}};
// CHECK-NEXT: xor.b32 [[T1:%r[0-9]+]], [[W]], 16;
// CHECK-NEXT: add.u32 [[W1:%r[0-9]+]], [[T1]], [[B]];
// CHECK-NEXT: st.shared.v2.b16 [[[W1]]+0], {{{%h[0-9]+}}, {{%h[0-9]+}}};
// CHECK-NEXT: st.shared.v2.b16 [[[W1]]+2048], {{{%h[0-9]+}}, {{%h[0-9]+}}};
// CHECK-NEXT: xor.b32 [[T2:%r[0-9]+]], [[W]], 32;
// CHECK-NOT: st.shared.b16
// CHECK: bar.sync 0;
// CHECK-NEXT: add.u32 [[R0:%r[0-9]+]], [[RD]], [[B]];
// CHECK-NEXT: ld.shared.v4.b32 {[[P:%r[0-9]+]], {{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}}}, [[[R0]]+0];
// CHECK-NEXT: mov.b32 {{{%h[0-9]+}}, {{%h[0-9]+}}}, [[P]];
// CHECK-NOT: ld.shared.b16
// CHECK: st.global.v4.b32
