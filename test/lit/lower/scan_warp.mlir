// Scans along the lane dimension stay in registers: a thread's registers in order, then
// shfl.sync.up (down when reversed) log-steps over the lanes, the warps' totals through one
// shared slot per warp, and the high register bits as chunks carrying the total before.
// The cuTile exports: row_cumsum_f32 (1x512 over 2 warps: registers, 32 lanes, a warp bit,
// a high register bit) and row_scans_i32 (reverse cumsum, running max, a non-commutative scan).
// RUN: cutile compile --gpu-name sm_90a --emit ptx test/data/row_cumsum_f32.v13_3.cutile -o - | FileCheck %s
// RUN: cutile compile --gpu-name sm_90a --emit ptx test/data/row_scans_i32.v13_3.cutile -o - | FileCheck %s --check-prefix=REV
// The earlier lane's total is the region's accumulator, its first argument (scan_order.mlir):
// CHECK: shfl.sync.up.b32 [[Y:%f[0-9]+]], [[T:%f[0-9]+]], 1, 0, -1;
// CHECK-NEXT: add.rn.f32 [[S:%f[0-9]+]], [[Y]], [[T]];
// CHECK-NEXT: selp.f32 {{%f[0-9]+}}, [[S]], [[T]], {{%p[0-9]+}};
// CHECK: shfl.sync.up.b32 {{%f[0-9]+}}, {{%f[0-9]+}}, 16, 0, -1;
// CHECK: @{{%p[0-9]+}} st.shared.f32
// CHECK: ld.shared.f32 {{%f[0-9]+}}, [{{%r[0-9]+}}+128];
// The second chunk (high register bit) after the first:
// CHECK: shfl.sync.up.b32 {{%f[0-9]+}}, {{%f[0-9]+}}, 16, 0, -1;
// CHECK-NOT: $Lcf
// REV: shfl.sync.down.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, 16, 31, -1;
// REV: max.s32
// REV-NOT: $Lcf
