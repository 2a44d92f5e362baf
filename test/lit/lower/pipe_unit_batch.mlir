// pipeline-loops takes a dot of 3-D tiles with a batch of one (test/kernels/matmul.py
// bmm_unit_batch: 1 x 64 x 32 and 1 x 32 x 64 f16 tiles straight from their loads into the dot)
// like a 2-D one: the matrix is the last two dimensions. Its operands stream into the ring in
// 3-D TMA boxes (the batch's box is 1), nothing is loaded in the body, and the wgmma group stays
// in flight across iterations.
// RUN: cutile compile --gpu-name sm_90a test/data/bmm_unit_batch_f16.v13_4.cutile --emit ptx | FileCheck %s
// CHECK: mbarrier.arrive.expect_tx.shared::cta.b64 _, [{{%r[0-9]+}}], 8192;
// CHECK: cp.async.bulk.tensor.3d.shared::cluster.global.mbarrier::complete_tx::bytes
// CHECK: cp.async.bulk.tensor.3d.shared::cluster.global.mbarrier::complete_tx::bytes
// CHECK-NOT: ld.global
// CHECK: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16
// CHECK-NOT: ld.global
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK-NEXT: wgmma.wait_group.sync.aligned 1;
