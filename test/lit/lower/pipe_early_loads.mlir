// A pipelined K loop's small loads that no stage holds are fetched an iteration early
// (lower/pipeline_loops.c plan_early, codegen/ptx_pipe.c early_fetch): test/kernels/byte_dots.py
// mm_bytes_scaled, whose per-K-step scales (a row's of A, a column's of B) multiply each K
// step's product after its wgmma completes. The prologue loads iteration lb's scales into
// registers the loop carries; the body moves them out, then loads the next iteration's into
// them (guarded by ub - iv > step, which no wrap of iv + step fools), before its wgmma, and
// multiplies by the moved values.
// RUN: cutile compile --gpu-name sm_90a --emit ptx --no-cache test/data/mm_bytes_scaled_e4m3.v13_3.cutile -o - | FileCheck %s
// CHECK: ld.global.f32 [[FIRST:%f[0-9]+]],
// CHECK: mov.f32 [[NEXT:%f[0-9]+]], [[FIRST]];
// CHECK: mbarrier.try_wait.parity
// CHECK: mov.f32 [[CUR:%f[0-9]+]], [[NEXT]];
// CHECK: sub.u32 [[REM:%r[0-9]+]],
// CHECK-NEXT: setp.le.u32 [[P:%p[0-9]+]], [[REM]], 1;
// CHECK-NEXT: add.s32 {{%r[0-9]+}},
// CHECK-NEXT: @[[P]] bra
// CHECK: ld.global.f32 [[LATER:%f[0-9]+]],
// CHECK: mov.f32 [[NEXT]], [[LATER]];
// CHECK: wgmma.mma_async
// CHECK: wgmma.wait_group.sync.aligned
// CHECK: mul.rn.f32 {{%f[0-9]+}}, {{%f[0-9]+}}, [[CUR]];
