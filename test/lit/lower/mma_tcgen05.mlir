// On sm_100a with CUTILE_TCGEN05=1 (experimental, not yet run on hardware) the dots wgmma takes
// on sm_90a run as tcgen05.mma (lower/mma.h, codegen/ptx_tcgen05.c): here mma_sync.mlir's dot_f16,
// A 64x32, B 32x32, 4 warps. The operands are staged as for wgmma (A K-major, B MN-major: its
// registers run along N; 64-byte swizzle);
// warp 0 allocates 32 columns of tensor memory in the prologue; every warp stores its
// accumulator registers to its lanes (16x256b: 32 columns, x4), thread 0 issues the two k16
// steps of one M=64 instruction and commits them to an mbarrier of count 1, every thread waits
// and loads the result back; warp 0 frees the columns before ret.
// Instruction descriptor (PTX ISA, kind::f16): D f32 (1 << 4), A and B f16 (0), A K-major (0),
// B MN-major (1 at bit 16), N >> 3 = 4 at bit 17, M >> 4 = 4 at bit 24: 16 + 65536 + 524288 +
// 67108864 = 67698704.
// Shared-memory descriptor, high word: SBO 8 x 64 B = 512 (field 32), version 1 at bit 46
// (0x4000), 64-byte swizzle 4 in bits 61-63 (0x80000000): 0x80004020 = 2147500064; low word:
// LBO field 1 (65536; B's 128: 2048 bytes between its 16-column atoms) plus the start field,
// which the second k16 step moves by 32 bytes in A (+2) and 16 rows of 64 bytes in B (+64).
// test/unit/mma_desc checks the encoders, test/unit/tcgen05_link every export through ptxas.
// RUN: CUTILE_TCGEN05=1 cutile compile --num-warps 4 --gpu-name sm_100a $(dirname %s)/mma_sync.mlir --emit ptx | FileCheck %s
// Without the knob, and on other targets, mma.sync stays:
// RUN: cutile compile --num-warps 4 --gpu-name sm_100a $(dirname %s)/mma_sync.mlir --emit ptx | FileCheck %s --check-prefix=SYNC
// RUN: CUTILE_TCGEN05=0 cutile compile --num-warps 4 --gpu-name sm_100a $(dirname %s)/mma_sync.mlir --emit ptx | FileCheck %s --check-prefix=SYNC
// RUN: CUTILE_TCGEN05=1 cutile compile --num-warps 4 --gpu-name sm_120a $(dirname %s)/mma_sync.mlir --emit ptx | FileCheck %s --check-prefix=SYNC
// RUN: CUTILE_TCGEN05=1 cutile compile --num-warps 4 --gpu-name sm_90a $(dirname %s)/mma_sync.mlir --emit ptx | FileCheck %s --check-prefix=WG
// A 128x128x64 bf16 GEMM's K loop (occupancy_cap.mlir, 8 warps) takes the M=128 instruction
// (idesc: M >> 4 = 8 at bit 24, B MN-major at bit 16: 16 + 128 + 1024 + 65536 + 2097152 +
// 134217728 = 136381584): 128 columns; the accumulator stays in tensor memory for the whole
// loop — each warp stores its 64 columns (32x32b.x64, warp w at lane 32·(w % 4), column
// 64·(w / 4)) before the loop and loads them after it; in the loop thread 0 only issues the
// four k16 steps and commits them to the stage's `empty` barrier (count 1: the commit alone
// releases the stage to TMA); one commit to the kernel's barrier after the loop, waited for by
// all, precedes the loads:
// RUN: CUTILE_TCGEN05=1 cutile compile --gpu-name sm_100a $(dirname %s)/occupancy_cap.mlir --emit ptx | FileCheck %s --check-prefix=WIDE
// RUN: CUTILE_TCGEN05=1 cutile compile --list-knobs | FileCheck %s --check-prefix=KNOB
// RUN: (env CUTILE_TCGEN05=yes cutile compile --gpu-name sm_100a $(dirname %s)/mma_sync.mlir --emit ptx || echo "exit $?") 2>&1 | FileCheck %s --check-prefix=BAD
// CHECK-LABEL: .entry dot_f16(
// CHECK: .shared .align 4 .b32 ct_tmem;
// CHECK: mbarrier.init.shared::cta.b64 [[[BAR:%r[0-9]+]]], 1;
// CHECK: mov.u32 [[SLOT:%r[0-9]+]], ct_tmem;
// CHECK-NEXT: tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [[[SLOT]]], 32;
// CHECK-NEXT: tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;
// CHECK: tcgen05.fence::before_thread_sync;
// CHECK: fence.proxy.async.shared::cta;
// CHECK-NEXT: bar.sync 0;
// CHECK: tcgen05.fence::after_thread_sync;
// CHECK-NEXT: ld.shared.b32 [[TM:%r[0-9]+]], [ct_tmem];
// CHECK: tcgen05.st.sync.aligned.16x256b.x4.b32 [{{%r[0-9]+}}], {{[{](%f[0-9]+, ){15}%f[0-9]+[}]}};
// CHECK-NEXT: tcgen05.wait::st.sync.aligned;
// CHECK-NEXT: tcgen05.fence::before_thread_sync;
// CHECK-NEXT: bar.sync 0;
// CHECK: mov.u32 [[ID:%r[0-9]+]], 67698704;
// CHECK: tcgen05.fence::after_thread_sync;
// CHECK-NEXT: add.u32 [[A0:%r[0-9]+]], [[ALO:%r[0-9]+]], 65536;
// CHECK-NEXT: mov.u32 {{%r[0-9]+}}, 2147500064;
// CHECK-NEXT: mov.b64 [[DA:%rd[0-9]+]], {[[A0]], {{%r[0-9]+}}};
// CHECK-NEXT: add.u32 {{%r[0-9]+}}, [[BLO:%r[0-9]+]], 8388608;
// CHECK-NEXT: mov.u32 {{%r[0-9]+}}, 2147500064;
// CHECK-NEXT: mov.b64 [[DB:%rd[0-9]+]], {{{%r[0-9]+}}, {{%r[0-9]+}}};
// CHECK-NEXT: add.u32 [[T:%r[0-9]+]], [[TM]], 0;
// CHECK-NEXT: tcgen05.mma.cta_group::1.kind::f16 [[[T]]], [[DA]], [[DB]], [[ID]], {{%p[0-9]+}};
// CHECK-NEXT: add.u32 {{%r[0-9]+}}, [[ALO]], 65538;
// CHECK: add.u32 {{%r[0-9]+}}, [[BLO]], 8388672;
// CHECK: tcgen05.mma.cta_group::1.kind::f16
// CHECK-NEXT: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [[[BAR]]];
// CHECK: mbarrier.try_wait.parity.shared::cta.b64 P, [[[BAR]]], [[PH:%r[0-9]+]];
// CHECK: xor.b32 [[PH]], [[PH]], 1;
// CHECK-NEXT: tcgen05.fence::after_thread_sync;
// CHECK: tcgen05.ld.sync.aligned.16x256b.x4.b32 {{[{](%f[0-9]+, ){15}%f[0-9]+[}]}}, [{{%r[0-9]+}}];
// CHECK-NEXT: tcgen05.wait::ld.sync.aligned;
// CHECK: tcgen05.fence::before_thread_sync;
// CHECK-NEXT: bar.sync 0;
// CHECK: tcgen05.dealloc.cta_group::1.sync.aligned.b32 {{%r[0-9]+}}, 32;
// CHECK: ret;
// bf16 is kind::f16 too (A and B format 1: 67698704 + 128 + 1024); f16 accumulators stay on
// mma.sync; 8-bit integers take kind::i8 (D s32 2, A and B signed 1, K k32 steps):
// 32 + 128 + 1024 + 524288 + 67108864 = 67634336
// CHECK-LABEL: .entry dot_bf16(
// CHECK: mov.u32 {{%r[0-9]+}}, 67699856;
// CHECK-COUNT-2: tcgen05.mma.cta_group::1.kind::f16
// CHECK-LABEL: .entry dot_f16_f16acc(
// CHECK-NOT: tcgen05
// CHECK: mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16
// CHECK-LABEL: .entry dot_i8(
// CHECK: mov.u32 {{%r[0-9]+}}, 67634336;
// CHECK: tcgen05.mma.cta_group::1.kind::i8
// SYNC-NOT: tcgen05
// SYNC: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// SYNC-NOT: tcgen05
// WG-NOT: tcgen05
// WG: wgmma.mma_async
// WG-NOT: tcgen05
// WIDE-COUNT-6: mbarrier.init.shared::cta.b64 [{{%r[0-9]+}}], 1;
// WIDE: tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [{{%r[0-9]+}}], 128;
// WIDE: and.b32 [[L:%r[0-9]+]], %r0, 96;
// WIDE-NEXT: shl.b32 [[L]], [[L]], 16;
// WIDE-NEXT: shr.u32 [[W:%r[0-9]+]], %r0, 7;
// WIDE-NEXT: mad.lo.u32 [[W]], [[W]], 64, [[L]];
// WIDE: tcgen05.st.sync.aligned.32x32b.x64.b32 [{{%r[0-9]+}}], {{[{](%f[0-9]+, ){63}%f[0-9]+[}]}};
// WIDE-NEXT: tcgen05.wait::st.sync.aligned;
// WIDE-NEXT: tcgen05.fence::before_thread_sync;
// WIDE-NEXT: bar.sync 0;
// WIDE-NOT: tcgen05.st
// WIDE-NOT: tcgen05.ld
// WIDE: mov.u32 {{%r[0-9]+}}, 136381584;
// WIDE-COUNT-4: tcgen05.mma.cta_group::1.kind::f16
// WIDE-NEXT: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64
// WIDE-NOT: tcgen05.st
// WIDE-NOT: tcgen05.ld
// WIDE: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64
// WIDE: mbarrier.try_wait.parity
// WIDE-NOT: tcgen05.st
// WIDE: tcgen05.ld.sync.aligned.32x32b.x64.b32 {{[{](%f[0-9]+, ){63}%f[0-9]+[}]}}, [{{%r[0-9]+}}];
// WIDE-NEXT: tcgen05.wait::ld.sync.aligned;
// WIDE: tcgen05.dealloc.cta_group::1.sync.aligned.b32 {{%r[0-9]+}}, 128;
// KNOB: use_tcgen05            1        (CUTILE_TCGEN05=1)
// BAD: CUTILE_TCGEN05=yes: expected 0 or 1
// BAD: exit
