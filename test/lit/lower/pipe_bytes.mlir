// Pipelined K loops over 1-byte elements (test/kernels/byte_dots.py): a stage's cp.async copies
// move 16 bytes each, and so 16 fp8 elements, from 16-byte-aligned sources — one copy per 16
// bytes of the tile and thread, never one per 4 elements (the vector width of a register load
// of bytes, which made copies at +0, +4, +8, +12 overlap and fault as misaligned).
// mm_bytes_nt: A by TMA; B's tile (128 x 128 e4m3, transposed in the loop, which a TMA box
// cannot follow) by cp.async from its 256 threads: 16384 / 16 / 256 = 4 copies a thread and
// stage, completing on the stage's `full` barrier.
// RUN: cutile compile --gpu-name sm_90a test/data/mm_bytes_nt_e4m3.v13_4.cutile --emit ptx | FileCheck %s --check-prefix=NT
// NT: .reqntid 256, 1, 1
// NT: cp.async.bulk.tensor.2d
// NT-NEXT: $Lcf{{[0-9]+}}:
// NT-COUNT-4: cp.async.cg.shared.global [{{%r[0-9]+}}], [{{%rd[0-9]+}}+0], 16, {{%r[0-9]+}};
// NT-NEXT: cp.async.mbarrier.arrive.noinc.shared::cta.b64
// mm_bytes_gather: A's rows gathered (64 x 128 e5m2 from 128 threads: 4 copies a thread and
// stage), each copy from its own row pointer.
// RUN: cutile compile --gpu-name sm_90a test/data/mm_bytes_gather_e5m2.v13_4.cutile --emit ptx | FileCheck %s --check-prefix=GA
// GA: .reqntid 128, 1, 1
// GA-COUNT-4: cp.async.cg.shared.global [{{%r[0-9]+}}], [{{%rd[0-9]+}}+0], 16, {{%r[0-9]+}};
// GA-NEXT: $Lcf{{[0-9]+}}:
// GA-NEXT: cp.async.commit_group;
