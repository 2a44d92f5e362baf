// Block pairs (the cluster_pairs knob, CUTILE_CLUSTER_PAIRS=1; codegen/ptx_pipe.c pair_begin): the
// promoted NT e4m3 GEMM, whose K loop copies both operands by TMA, is the entry's outermost loop
// with no return before it. Before the loop (and before its test for no iterations) thread 0
// writes the loop's bounds and the block indices its two operands' boxes are computed from (5
// words) where the other CTA of the cluster reads them after a cluster barrier; every thread
// compares them (the partner's words through mapa), an operand whose words agree is copied once
// into both CTAs (rank 0 the first shared operand, rank 1 the next: .multicast::cluster, mask 3),
// the other one plainly. The empty barriers count 16 arrivals (both CTAs' 8 warps; alone, a warp
// arrives with a count of 2), a release arrives on the partner's barrier too where something is
// shared (at the default CTA scope), the copies run one iteration less ahead (slack for the
// partner's release), and after the loop (run or skipped) a second cluster barrier keeps each CTA
// until the other is done with its barriers. Without the knob, and on sm_80 (no clusters), none of
// it; the fused MoE GEMM (its gathered A rows copied by cp.async, not TMA) stays plain.
// RUN: CUTILE_CLUSTER_PAIRS=1 cutile compile --gpu-name sm_90a test/data/mm_bytes_nt_e4m3.v13_4.cutile --emit ptx | FileCheck %s
// RUN: CUTILE_CLUSTER_PAIRS=1 cutile compile --gpu-name sm_90a test/data/mm_bytes_nt_e4m3.v13_4.cutile --emit cubin -o %t.cubin
// RUN: cutile compile --gpu-name sm_90a test/data/mm_bytes_nt_e4m3.v13_4.cutile --emit ptx | FileCheck %s --check-prefix=OFF
// RUN: CUTILE_CLUSTER_PAIRS=1 cutile compile --gpu-name sm_80 test/data/mm_bytes_nt_e4m3.v13_4.cutile --emit ptx | FileCheck %s --check-prefix=OFF
// RUN: CUTILE_CLUSTER_PAIRS=1 cutile compile --gpu-name sm_90a samples/moe/moe_gemm_bf16_128x128x64.cutile --emit ptx | FileCheck %s --check-prefix=OFF
// CHECK: mbarrier.init.shared::cta.b64 [%r{{[0-9]+}}], 1;
// CHECK: mbarrier.init.shared::cta.b64 [%r{{[0-9]+}}], 16;
// CHECK-COUNT-5: @%p{{[0-9]+}} st.shared.u32 [%r[[SLOT:[0-9]+]]+{{[0-9]+}}], %r{{[0-9]+}};
// CHECK-NEXT: barrier.cluster.arrive.release;
// CHECK-NEXT: barrier.cluster.wait.acquire;
// CHECK-NEXT: mov.u32 %r[[N:[0-9]+]], %cluster_nctarank;
// CHECK-NEXT: mov.u32 %r[[RANK:[0-9]+]], %cluster_ctarank;
// CHECK-NEXT: xor.b32 %r[[PEER:[0-9]+]], %r[[RANK]], 1;
// CHECK-NEXT: setp.eq.u32 %p[[TWO:[0-9]+]], %r[[N]], 2;
// CHECK-NEXT: @%p[[TWO]] mapa.shared::cluster.u32 %r[[REMOTE:[0-9]+]], %r[[SLOT]], %r[[PEER]];
// CHECK-COUNT-3: ld.shared::cluster.u32 %r{{[0-9]+}}, [%r[[REMOTE]]+
// CHECK: setp.eq.and.u32 %p{{[0-9]+}}, %r[[RANK]], 0, %p
// CHECK: setp.eq.and.u32 %p{{[0-9]+}}, %r[[RANK]], 1, %p
// CHECK-NEXT: selp.u32 %r[[OWN:[0-9]+]], 1, 2, %p[[ANY:[0-9]+]];
// CHECK-NEXT: mov.u16 %h[[MASK:[0-9]+]], 3;
// CHECK-NEXT: setp.ge.s32 %p{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}};
// CHECK-NEXT: @%p{{[0-9]+}} bra $Lcf[[SKIP:[0-9]+]];
// CHECK: @%p[[ANY]] mapa.shared::cluster.u32
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [
// CHECK-NEXT: cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster [{{.*}}], %h[[MASK]];
// CHECK: wgmma.mma_async
// CHECK: mbarrier.arrive.shared::cta.b64 _, [%r{{[0-9]+}}], %r[[OWN]];
// CHECK: mbarrier.arrive.shared::cluster.b64 _,
// CHECK: $Lcf[[SKIP]]:
// CHECK-NEXT: barrier.cluster.arrive.release;
// CHECK-NEXT: barrier.cluster.wait.acquire;
// OFF-NOT: barrier.cluster
// OFF-NOT: multicast
// OFF-NOT: mapa
