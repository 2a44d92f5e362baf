// divf and sqrt of f32 in a function with a wgmma dot (codegen/ptx_math.c ct_ptx_div32, ct_ptx_sqrt32):
// div.r*.f32 and sqrt.r*.f32 have a subroutine for their hard cases, and ptxas serialises every
// wgmma of a function that calls one, so there the quotient is computed inline in f64 —
// rcp.approx, two Newton steps, an fma correction, zeros/infinities/NaNs by x·rcp(y) — and
// rounded once to f32 in the op's mode; the square root likewise from rsqrt.approx.
// test/kernels/attention.py's divide: RN, RZ, RM, RP and RN with flush_to_zero beside a
// 64x64x64 dot (4 warps, 8 elements a thread: 8 of each), then tanh, log and sqrt. On sm_80 (mma.sync: nothing to
// serialise; 8 warps there) division stays div.r*.f32. test/gpu/compiled_kernels.c checks every mode bit for
// bit against the host.
// RUN: cutile compile --gpu-name sm_90a test/data/divide_f32.v13_4.cutile --emit ptx | FileCheck %s
// RUN: cutile compile --gpu-name sm_80 test/data/divide_f32.v13_4.cutile --emit ptx | FileCheck %s --check-prefix=SM80
// CHECK: wgmma.mma_async
// CHECK-NOT: div.r
// CHECK: cvt.f64.f32 [[X:%fd[0-9]+]],
// CHECK-NEXT: cvt.f64.f32 [[Y:%fd[0-9]+]],
// CHECK-NEXT: neg.f64 [[NY:%fd[0-9]+]], [[Y]];
// CHECK-NEXT: rcp.approx.ftz.f64 [[R0:%fd[0-9]+]], [[Y]];
// CHECK-NEXT: mov.f64 [[R:%fd[0-9]+]], [[R0]];
// CHECK-NEXT: fma.rn.f64 [[T:%fd[0-9]+]], [[NY]], [[R]], 0d3FF0000000000000;
// CHECK-NEXT: fma.rn.f64 [[R]], [[R]], [[T]], [[R]];
// CHECK-NEXT: fma.rn.f64 [[T]], [[NY]], [[R]], 0d3FF0000000000000;
// CHECK-NEXT: fma.rn.f64 [[R]], [[R]], [[T]], [[R]];
// CHECK-NEXT: mul.rn.f64 [[Q:%fd[0-9]+]], [[X]], [[R]];
// CHECK-NEXT: fma.rn.f64 [[T]], [[NY]], [[Q]], [[X]];
// CHECK-NEXT: fma.rn.f64 [[Q]], [[T]], [[R]], [[Q]];
// CHECK: mul.rn.f64 [[QS:%fd[0-9]+]], [[X]], [[R0]];
// CHECK-NEXT: selp.f64 [[Q]], [[QS]], [[Q]], {{%p[0-9]+}};
// CHECK-NEXT: cvt.rn.f32.f64 {{%f[0-9]+}}, [[Q]];
// CHECK-COUNT-7: cvt.rn.f32.f64
// CHECK-COUNT-8: cvt.rz.f32.f64
// CHECK-COUNT-8: cvt.rm.f32.f64
// CHECK-COUNT-8: cvt.rp.f32.f64
// CHECK: mul.ftz.f32 {{%f[0-9]+}}, {{%f[0-9]+}}, 0f3F800000;
// CHECK: cvt.rn.ftz.f32.f64
// CHECK-NOT: div.r
// CHECK: rsqrt.approx.ftz.f64
// CHECK-NOT: sqrt.r
// CHECK: cvt.rp.f32.f64
// CHECK-NOT: sqrt.r
// SM80: mma.sync
// SM80: div.rn.f32
// SM80: div.rz.f32
// SM80: div.rm.f32
// SM80: div.rp.f32
// SM80: div.rn.ftz.f32
// SM80: sqrt.rn.f32
// SM80: sqrt.rp.f32
