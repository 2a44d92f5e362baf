// A dot operand that is a 2-D permute (a transpose) of a load streams through the pipelined K
// loop like a direct one (lower/lower_dots.c ct_mma_wg_source, codegen/ptx_pipe.c permute_map). The
// MoE GEMM's transposed form (samples/moe/kernels.py moe_gemm_t, 16x128x64 with the routed
// weights) computes acc[128 x 16] = W tile [128 x 64] · permute(gathered rows [16 x 64]): the
// rows are wgmma's B operand, K-major (K is the gather's contiguous last dimension, dimension 0
// of the permuted operand), copied with 16-byte cp.async into the stage at the operand's
// positions (the load's flat index mapped through the permute); W comes by TMA; the MMA is
// m64n16k16. Without the look-through the K loop was not pipelined: the dot read its operands
// from registers staged every iteration, with scalar loads. test/gpu (samples/moe) checks the
// results against the CPU.
// RUN: cutile compile --gpu-name sm_90a $(dirname %s)/../../../samples/moe/moe_gemm_t_bf16_mulw_16x128x64.cutile --emit ptx | FileCheck %s
// CHECK: .extern .shared .align 1024 .b8 ct_ring[];
// CHECK: cp.async.bulk.tensor.3d.shared::cluster.global.mbarrier::complete_tx::bytes
// CHECK: cp.async.cg.shared.global [{{%r[0-9]+}}], [{{%rd[0-9]+}}+0], 16, {{%r[0-9]+}};
// CHECK: cp.async.mbarrier.arrive.noinc.shared::cta.b64
// CHECK: mbarrier.try_wait.parity.shared::cta.b64
// CHECK: wgmma.mma_async.sync.aligned.m64n16k16.f32.bf16.bf16
// CHECK-NOT: ld.global.b16
// CHECK: st.global.v4.b32
