// Grid order (lower/grid_order.c): test/kernels/byte_dots.py's NT GEMM takes bm = bid(0) and
// bn = bid(1), and its K loop copies A's tiles (index bm, k) and Bt's (bn, k) ahead: one reused
// along y, one along x, so its blocks are dealt out in bands of 16 columns of x — unless A,
// the array the hardware's order keeps in L2 (its M·K bytes, M and K from the parameters),
// fits half of the target's (sm_90a: 50 MiB, so 25 MiB = 26214400 bytes). The linear id
// L = y·X + x is split into the band (L / (g·Y), g = min(X, 16)), and inside it y = L' / w and
// x = x0 + L' mod w with the band's width w = min(X − x0, g); the hardware's ids stay where
// X·Y overflows 32 bits or A fits. The unit-batch bmm's A [batch, M, K] counts one batch item
// (its index depends on z); an export with 64-bit extents multiplies them as they are. With
// CUTILE_GRID_ORDER=0, and for attention (K and V depend on the head alone) and
// samples/matmul's GEMM (its own swizzle of a 1-D grid), the ids are the hardware's — and for
// test/kernels/matmul.py's nt_counted, the same GEMM shape (TMA-fed) whose blocks also add to a
// counter atomically (blocks could wait on one another): stripped of its atomic, it gets bands.
// RUN: cutile compile --gpu-name sm_90a test/data/mm_bytes_nt_e4m3.v13_4.cutile --emit ptx | FileCheck %s
// RUN: CUTILE_GRID_ORDER=0 cutile compile --gpu-name sm_90a test/data/mm_bytes_nt_e4m3.v13_4.cutile --emit ptx | FileCheck %s --check-prefix=OFF
// RUN: cutile compile --gpu-name sm_90a test/data/bmm_unit_batch_f16.v13_4.cutile --emit ptx | FileCheck %s --check-prefix=BMM
// RUN: cutile compile --gpu-name sm_90a test/data/mm_bytes_nt_e4m3_i64idx.v13_4.cutile --emit ptx | FileCheck %s --check-prefix=I64
// RUN: cutile compile --gpu-name sm_90a test/data/nt_counted_f16.v13_4.cutile --emit ptx | FileCheck %s --check-prefix=COUNTED
// RUN: cutile dis test/data/nt_counted_f16.v13_4.cutile | sed '/atomic_rmw_tko/d' > %t.mlir
// RUN: cutile compile --gpu-name sm_90a %t.mlir --emit ptx | FileCheck %s --check-prefix=UNCOUNTED
// RUN: cutile compile --gpu-name sm_90a test/data/attention_bf16_d128.v13_4.cutile --emit ptx | FileCheck %s --check-prefix=OFF
// RUN: cutile compile --gpu-name sm_80 samples/matmul/matmul_bf16_128x128x64.cutile --emit ptx | FileCheck %s --check-prefix=OFF
// CHECK: mov.u32 %r[[X:[0-9]+]], %ctaid.x;
// CHECK-NEXT: mov.u32 %r[[Y:[0-9]+]], %ctaid.y;
// CHECK-NEXT: mov.u32 %r{{[0-9]+}}, %ctaid.z;
// CHECK-NEXT: mov.u32 %r[[NX:[0-9]+]], %nctaid.x;
// CHECK-NEXT: mov.u32 %r[[NY:[0-9]+]], %nctaid.y;
// CHECK-NEXT: mov.u64 %rd[[B:[0-9]+]], 1;
// CHECK-NEXT: cvt.u64.u32 %rd[[M:[0-9]+]], %r{{[0-9]+}};
// CHECK-NEXT: mul.lo.u64 %rd[[B]], %rd[[B]], %rd[[M]];
// CHECK-NEXT: cvt.u64.u32 %rd[[K:[0-9]+]], %r{{[0-9]+}};
// CHECK-NEXT: mul.lo.u64 %rd[[B]], %rd[[B]], %rd[[K]];
// CHECK-NEXT: setp.le.u64 %p[[FITS:[0-9]+]], %rd[[B]], 26214400;
// CHECK-NEXT: mad.lo.u32 %r[[L:[0-9]+]], %r[[Y]], %r[[NX]], %r[[X]];
// CHECK-NEXT: min.u32 %r[[G:[0-9]+]], %r[[NX]], 16;
// CHECK-NEXT: mul.lo.u32 %r[[PER:[0-9]+]], %r[[G]], %r[[NY]];
// CHECK-NEXT: div.u32 %r[[BAND:[0-9]+]], %r[[L]], %r[[PER]];
// CHECK-NEXT: mul.lo.u32 %r[[T:[0-9]+]], %r[[BAND]], %r[[PER]];
// CHECK-NEXT: sub.u32 %r[[IN:[0-9]+]], %r[[L]], %r[[T]];
// CHECK-NEXT: mul.lo.u32 %r[[X0:[0-9]+]], %r[[BAND]], %r[[G]];
// CHECK-NEXT: sub.u32 %r[[W:[0-9]+]], %r[[NX]], %r[[X0]];
// CHECK-NEXT: min.u32 %r[[W]], %r[[W]], %r[[G]];
// CHECK-NEXT: div.u32 %r[[GY:[0-9]+]], %r[[IN]], %r[[W]];
// CHECK-NEXT: mul.lo.u32 %r[[T2:[0-9]+]], %r[[GY]], %r[[W]];
// CHECK-NEXT: sub.u32 %r[[GX:[0-9]+]], %r[[IN]], %r[[T2]];
// CHECK-NEXT: add.u32 %r[[GX]], %r[[GX]], %r[[X0]];
// CHECK-NEXT: mul.hi.u32 %r[[HI:[0-9]+]], %r[[NX]], %r[[NY]];
// CHECK-NEXT: setp.ne.u32 %p[[WIDE:[0-9]+]], %r[[HI]], 0;
// CHECK-NEXT: or.pred %p[[WIDE]], %p[[WIDE]], %p[[FITS]];
// CHECK-NEXT: selp.b32 %r{{[0-9]+}}, %r[[X]], %r[[GX]], %p[[WIDE]];
// CHECK-NEXT: selp.b32 %r{{[0-9]+}}, %r[[Y]], %r[[GY]], %p[[WIDE]];
// OFF: mov.u32 %r{{[0-9]+}}, %ctaid.x;
// OFF-NOT: mul.hi.u32
// OFF: ret;
// BMM: mov.u32 %r{{[0-9]+}}, %nctaid.y;
// BMM-NEXT: mov.u64 %rd[[B:[0-9]+]], 1;
// BMM-NEXT: cvt.u64.u32 %rd[[M:[0-9]+]], %r{{[0-9]+}};
// BMM-NEXT: mul.lo.u64 %rd[[B]], %rd[[B]], %rd[[M]];
// BMM-NEXT: cvt.u64.u32 %rd[[K:[0-9]+]], %r{{[0-9]+}};
// BMM-NEXT: mul.lo.u64 %rd[[B]], %rd[[B]], %rd[[K]];
// BMM-NEXT: mul.lo.u64 %rd[[B]], %rd[[B]], 2;
// BMM-NEXT: setp.le.u64 %p{{[0-9]+}}, %rd[[B]], 26214400;
// I64: mov.u32 %r{{[0-9]+}}, %nctaid.y;
// I64-NEXT: mov.u64 %rd[[B:[0-9]+]], 1;
// I64-NEXT: mul.lo.u64 %rd[[B]], %rd[[B]], %rd{{[0-9]+}};
// I64-NEXT: mul.lo.u64 %rd[[B]], %rd[[B]], %rd{{[0-9]+}};
// I64-NEXT: setp.le.u64 %p{{[0-9]+}}, %rd[[B]], 26214400;
// COUNTED: mov.u32 %r{{[0-9]+}}, %ctaid.x;
// COUNTED-NOT: mul.hi.u32
// COUNTED: cp.async.bulk.tensor.2d.shared::cluster.global
// COUNTED: atom.acq_rel.gpu.global.add.u32
// UNCOUNTED: mov.u32 %r{{[0-9]+}}, %ctaid.x;
// UNCOUNTED: mul.hi.u32
// UNCOUNTED: cp.async.bulk.tensor.2d.shared::cluster.global
// UNCOUNTED-NOT: atom.
