// On sm_90a a 2-D f16/bf16/tf32/f8 -> f32 or i8 -> i32 dot runs as wgmma.mma_async (unless CUTILE_WGMMA=0)
// when every warp gets 16 rows of M (here mma_sync.mlir's dot_f16, A 64x32,
// B 32x32, with 4 warps: one warpgroup). A is written K-major, B (its registers run along N)
// MN-major, both with the 64-byte swizzle (32 f16 = 64-byte rows) into the 1024-aligned
// dynamic shared region ct_ring, in 16-byte stores, fenced for the async proxy,
// and read through descriptors: start = address bits 4-17; A's LBO field 1 (65536 in the low
// word), B's 128 (2048 bytes between its two 16-column atoms: 8388608); SBO 8 rows x 64 B = 512
// (field 32) and swizzle mode 2 (64B) in the high word (0x80000020 = 2147483680); the second
// k16 step adds 32 bytes to A's start (2 in the field) and 16 rows of 64 bytes to B's (64), and
// B takes the transpose immediate.
// test/unit/wgmma checks the bit fields and the layouts against ptx-manual §3.4-3.6.
// RUN: CUTILE_WGMMA=1 cutile compile --num-warps 4 --gpu-name sm_90a $(dirname %s)/mma_sync.mlir --emit ptx | FileCheck %s
// CUTILE_WGMMA=0, other targets and too few rows per warp keep mma.sync:
// RUN: CUTILE_WGMMA=0 cutile compile --num-warps 4 --gpu-name sm_90a $(dirname %s)/mma_sync.mlir --emit ptx | FileCheck %s --check-prefix=SYNC
// RUN: CUTILE_WGMMA=1 cutile compile --num-warps 4 --gpu-name sm_80 $(dirname %s)/mma_sync.mlir --emit ptx | FileCheck %s --check-prefix=SYNC
// RUN: CUTILE_WGMMA=1 cutile compile --num-warps 4 --gpu-name sm_120a $(dirname %s)/mma_sync.mlir --emit ptx | FileCheck %s --check-prefix=SYNC
// RUN: CUTILE_WGMMA=1 cutile compile --num-warps 8 --gpu-name sm_90a $(dirname %s)/mma_sync.mlir --emit ptx | FileCheck %s --check-prefix=SYNC
// f8 (mma_fp8.mlir, A 64x64, B 64x32: 64-byte rows, k32 steps, no transpose immediates; the
// A bytes packed four to a word with prmt, B's bytes stored one by one since N is contiguous):
// RUN: CUTILE_WGMMA=1 cutile compile --num-warps 4 --gpu-name sm_90a $(dirname %s)/mma_fp8.mlir --emit ptx | FileCheck %s --check-prefix=F8
// RUN: CUTILE_WGMMA=1 cutile compile --list-knobs | FileCheck %s --check-prefix=KNOB
// RUN: env -u CUTILE_WGMMA cutile compile --list-knobs | FileCheck %s --check-prefix=KNOB0
// RUN: (env CUTILE_WGMMA=on cutile compile --gpu-name sm_90a $(dirname %s)/mma_sync.mlir --emit ptx || echo "exit $?") 2>&1 | FileCheck %s --check-prefix=BAD
// CHECK: .extern .shared .align 1024 .b8 ct_ring[];
// CHECK-LABEL: .entry dot_f16(
// CHECK: bar.sync 0;
// CHECK-NEXT: mov.u32 [[BASE:%r[0-9]+]], ct_ring;
// CHECK-NEXT: add.u32 [[BASE]], [[BASE]], 1023;
// CHECK-NEXT: and.b32 [[BASE]], [[BASE]], -1024;
// CHECK-NEXT: add.u32 [[BB:%r[0-9]+]], [[BASE]], 4096;
// CHECK: st.shared.v4.b32
// CHECK-NOT: st.shared.b16
// CHECK: fence.proxy.async.shared::cta;
// CHECK-NEXT: bar.sync 0;
// CHECK: bfe.u32 [[ALO:%r[0-9]+]], {{%r[0-9]+}}, 4, 14;
// CHECK-NEXT: bfe.u32 [[BLO:%r[0-9]+]], [[BB]], 4, 14;
// CHECK: wgmma.fence.sync.aligned;
// CHECK-NEXT: add.u32 [[A0:%r[0-9]+]], [[ALO]], 65536;
// CHECK-NEXT: mov.u32 [[AH:%r[0-9]+]], 2147483680;
// CHECK-NEXT: mov.b64 [[DA:%rd[0-9]+]], {[[A0]], [[AH]]};
// CHECK-NEXT: add.u32 [[B0:%r[0-9]+]], [[BLO]], 8388608;
// CHECK-NEXT: mov.u32 [[BH:%r[0-9]+]], 2147483680;
// CHECK-NEXT: mov.b64 [[DB:%rd[0-9]+]], {[[B0]], [[BH]]};
// CHECK-NEXT: wgmma.mma_async.sync.aligned.m64n32k16.f32.f16.f16 {{[{](%f[0-9]+, ){15}%f[0-9]+[}]}}, [[DA]], [[DB]], {{%p[0-9]+}}, 1, 1, 0, 1;
// CHECK-NEXT: add.u32 {{%r[0-9]+}}, [[ALO]], 65538;
// CHECK-NEXT: mov.u32
// CHECK-NEXT: mov.b64
// CHECK-NEXT: add.u32 {{%r[0-9]+}}, [[BLO]], 8388672;
// CHECK: wgmma.mma_async.sync.aligned.m64n32k16.f32.f16.f16
// CHECK-NEXT: wgmma.commit_group.sync.aligned;
// CHECK-NEXT: wgmma.wait_group.sync.aligned 0;
// CHECK-LABEL: .entry dot_bf16(
// CHECK-COUNT-2: wgmma.mma_async.sync.aligned.m64n32k16.f32.bf16.bf16
// f16 accumulators stay on mma.sync; i8 into i32 takes wgmma (mma_wgmma_tf32_i8.mlir):
// CHECK-LABEL: .entry dot_f16_f16acc(
// CHECK-NOT: wgmma
// CHECK: mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16
// CHECK-LABEL: .entry dot_i8(
// CHECK-NOT: mma.sync
// CHECK: wgmma.mma_async.sync.aligned.m64n32k32.s32.s8.s8
// SYNC-NOT: wgmma
// SYNC: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// SYNC-NOT: wgmma
// BAD: CUTILE_WGMMA=on: expected 0 or 1
// BAD: exit
// F8-LABEL: .entry dot_e4m3(
// F8: prmt.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}}, 0x6420;
// F8: st.shared.v4.b32
// F8: st.shared.b8
// F8: fence.proxy.async.shared::cta;
// F8: wgmma.fence.sync.aligned;
// F8: mov.u32 {{%r[0-9]+}}, 2147483680;
// F8: wgmma.mma_async.sync.aligned.m64n32k32.f32.e4m3.e4m3 {{[{](%f[0-9]+, ){15}%f[0-9]+[}]}}, {{%rd[0-9]+}}, {{%rd[0-9]+}}, {{%p[0-9]+}}, 1, 1;
// F8: wgmma.mma_async.sync.aligned.m64n32k32.f32.e4m3.e4m3
// F8-NEXT: wgmma.commit_group.sync.aligned;
// F8-LABEL: .entry dot_e5m2(
// F8: wgmma.mma_async.sync.aligned.m64n32k32.f32.e5m2.e5m2
// KNOB: use_wgmma              1        (CUTILE_WGMMA=1)
// KNOB0: use_wgmma              default  (default: CUTILE_WGMMA unset)
