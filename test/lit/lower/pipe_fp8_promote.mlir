// A promoted fp8 K loop (lower/mma.h ct_mma_promote; codegen/ptx_wgmma.c wg_promoted) whose
// accumulator is the carried value keeps its last promotion group of an iteration in flight
// into the next one. mm_bytes_nt: 128 x 128 x 128 e4m3 tiles, 8 warps: two warpgroups, so one
// set of temporaries for an n128 instruction tile (a quarter fewer shared-memory bytes than
// n64's), one group of 4 K steps per iteration. Before the loop the set holds −0 (the first
// iteration adds it too, which leaves every accumulator as it is); in the loop the previous
// iteration's group is waited for and added, then the next is issued and not waited for; after
// the loop, wait_group 0 and its adds.
// RUN: cutile compile --gpu-name sm_90a test/data/mm_bytes_nt_e4m3.v13_4.cutile --emit ptx | FileCheck %s --check-prefix=NT
// NT-COUNT-64: mov.f32 {{%f[0-9]+}}, 0f80000000;
// NT: mbarrier.try_wait.parity.shared::cta.b64
// NT: wgmma.wait_group.sync.aligned 0;
// NT-NEXT: add.rn.f32 [[D1:%f[0-9]+]], [[D1]], [[T:%f[0-9]+]];
// NT-COUNT-63: add.rn.f32
// NT-NEXT: wgmma.fence.sync.aligned;
// NT: wgmma.mma_async.sync.aligned.m64n128k32.f32.e4m3.e4m3 {[[T]],
// NT-COUNT-3: wgmma.mma_async.sync.aligned.m64n128k32.f32.e4m3.e4m3 {[[T]],
// NT-NEXT: wgmma.commit_group.sync.aligned;
// NT-NOT: wgmma
// NT: mbarrier.arrive.shared::cta.b64
// NT-NOT: wgmma
// NT: bra $Lcf
// NT-NEXT: $Lcf{{[0-9]+}}:
// NT-NEXT: wgmma.wait_group.sync.aligned 0;
// NT-NEXT: add.rn.f32 [[D1]], [[D1]], [[T]];
// NT-COUNT-63: add.rn.f32
// NT-NOT: wgmma
// NT: mbarrier.arrive.shared::cta.b64
// mm_bytes_scaled: the dot's result is scaled in the loop (the DeepSeek recipe), and its
// accumulator is a zero constant over 4 K steps, one promotion's: it does not promote (the
// tensor cores add what the promotion's zeroed registers would hold). One group of n128
// instructions, waited for in the iteration that issued it, then the scaling straight from the
// result registers: no zeroing ahead, no second group, no moves.
// RUN: cutile compile --gpu-name sm_90a test/data/mm_bytes_scaled_e4m3.v13_4.cutile --emit ptx | FileCheck %s --check-prefix=SC
// SC-NOT: mov.f32 {{%f[0-9]+}}, 0f00000000;
// SC: wgmma.fence.sync.aligned;
// SC-COUNT-4: wgmma.mma_async.sync.aligned.m64n128k32.f32.e4m3.e4m3
// SC-NEXT: wgmma.commit_group.sync.aligned;
// SC-NEXT: wgmma.wait_group.sync.aligned 0;
// SC-COUNT-64: mul.rn.f32
// SC-NEXT: fma.rn.f32
// SC-NOT: wgmma.mma_async
// SC: mbarrier.arrive.shared::cta.b64
