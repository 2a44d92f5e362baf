// Pipelined K loops over 1-byte elements (test/kernels/byte_dots.py): a stage's cp.async copies
// move 16 bytes each, and so 16 fp8 elements, from 16-byte-aligned sources — one copy per 16
// bytes of the tile and thread, never one per 4 elements (the vector width of a register load
// of bytes, which made copies at +0, +4, +8, +12 overlap and fault as misaligned; tiled and
// gathered loads share the rule, codegen/ptx_memory.c access_vec).
// mm_bytes_nt: B's tile is transposed in the loop (Bt is N x K, K contiguous): the stage holds
// it K-major, rows of N with K inner, which is the load's own order, so TMA boxes it like A —
// both 128 x 128 e4m3 tiles by TMA (32768 bytes a stage), no cp.async.
// RUN: cutile compile --gpu-name sm_90a test/data/mm_bytes_nt_e4m3.v13_4.cutile --emit ptx | FileCheck %s --check-prefix=NT
// NT: .reqntid 256, 1, 1
// NT-NOT: cp.async.cg
// NT: mbarrier.arrive.expect_tx.shared::cta.b64 _, [{{%r[0-9]+}}], 32768;
// NT-NOT: cp.async.cg
// NT: wgmma.mma_async.sync.aligned.m64n128k32.f32.e4m3.e4m3
// mm_bytes_gather: A's rows gathered (64 x 128 e5m2 from 128 threads: 4 copies a thread and
// stage), each copy from its own row pointer, arriving on the stage's barrier beside B's TMA
// box (B is K x N, see KN below).
// RUN: cutile compile --gpu-name sm_90a test/data/mm_bytes_gather_e5m2.v13_4.cutile --emit ptx | FileCheck %s --check-prefix=GA
// GA: .reqntid 128, 1, 1
// GA-COUNT-4: cp.async.cg.shared.global [{{%r[0-9]+}}], [{{%rd[0-9]+}}+0], 16, {{%r[0-9]+}};
// GA-NEXT: cp.async.mbarrier.arrive.noinc.shared::cta.b64
// mm_bytes (B K x N, N contiguous, which 8-bit wgmma cannot read): B's load is copied ahead by
// TMA like A (both 16 KiB a stage) and moved by the dot from the stage into a K-major tile of
// its own in 4 x 4 blocks of bytes (four 4-byte rows of N read, transposed by eight prmt,
// four 4-byte columns of K written; 4 blocks a thread for 128 x 128 bytes over 256 threads);
// no load from global memory in the loop, no register copy of B. The K-major tile has two
// copies (16 KiB apart) that the iterations alternate between, so the promotion's group (one
// n128 group: two warpgroups) stays in flight into the next iteration while that one transposes
// into the other copy, and is waited for after.
// RUN: cutile compile --gpu-name sm_90a test/data/mm_bytes_e4m3.v13_4.cutile --emit ptx | FileCheck %s --check-prefix=KN
// KN: mbarrier.arrive.expect_tx.shared::cta.b64 _, [{{%r[0-9]+}}], 32768;
// KN-NOT: ld.global
// KN: mbarrier.try_wait.parity.shared
// KN-NOT: ld.global
// KN: bar.sync 0;
// KN-COUNT-4: ld.shared.b32
// KN-NEXT: prmt.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}}, 0x5140;
// KN-COUNT-4: st.shared.b32
// KN-NOT: st.shared.b8
// KN: fence.proxy.async.shared::cta;
// KN-NEXT: bar.sync 0;
// KN-NOT: ld.global
// KN: wgmma.wait_group.sync.aligned 0;
// KN: wgmma.mma_async.sync.aligned.m64n128k32.f32.e4m3.e4m3
// KN: wgmma.commit_group.sync.aligned;
// KN-NOT: wgmma.wait_group
// KN: xor.b32 [[H:%r[0-9]+]], [[H]], 16384;
