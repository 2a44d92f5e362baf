// print_tko, module globals and atomics, on the real exports of test/kernels/printing.py (13.1:
// cuTile serialises prints with a spin lock on a module global) and test/kernels/control_flow.py.
// RUN: cutile lower test/data/print_sum_f32.v13_1.cutile --emit ptx | FileCheck %s
// vprintf is declared once; the lock is a .global initialised to 1; the format a byte string.
// CHECK: .extern .func (.param .b32 func_retval0) vprintf(.param .b64 vprintf_p0, .param .b64 vprintf_p1);
// CHECK-NEXT: .global .align 4 .b8 ct_g_print_mutex[4] = {1, 0, 0, 0};
// CHECK-NEXT: .global .align 1 .b8 [[FMT:ct_fmt[0-9]+]][26] = {98, 108, 111, 99, 107, 32,
// CHECK: .local .align 8 .b8 ct_pbuf[16];
// The rank-0 CAS is one transaction by thread 0 (its owner: the thread parts are computed at
// the entry), whose old value reaches the other threads through shared memory; a barrier
// before it (acq_rel).
// CHECK: and.b32 [[T:%r[0-9]+]], %r0, 31;
// CHECK-NEXT: setp.eq.u32 [[OWN:%p[0-9]+]], [[T]], 0;
// CHECK: mov.u64 [[LOCK:%rd[0-9]+]], ct_g_print_mutex;
// CHECK: $Lcf[[SPIN:[0-9]+]]:
// CHECK-NEXT: bar.sync 0;
// CHECK: mov.b32 [[OLD:%r[0-9]+]], [[CMP:%r[0-9]+]];
// CHECK-NEXT: @[[OWN]] atom.acq_rel.gpu.global.cas.b32 [[OLD]], [[[LOCK]]], [[CMP]], {{%r[0-9]+}};
// CHECK: @[[OWN]] st.shared.b32 [{{%r[0-9]+}}+0], [[OLD]];
// CHECK-NEXT: bar.sync 0;
// CHECK: ld.shared.b32 [[OLD]], [{{%r[0-9]+}}+0];
// The print: thread 0 lays out the varargs (i32, i32, f32 promoted to f64) and calls vprintf.
// CHECK: setp.eq.u32 [[P0:%p[0-9]+]], %r0, 0;
// CHECK-NEXT: mov.u64 [[F:%rd[0-9]+]], [[FMT]];
// CHECK: @![[P0]] bra $Lcf[[SKIP:[0-9]+]];
// CHECK-NEXT: st.local.b32 [ct_pbuf+0],
// CHECK-NEXT: st.local.b32 [ct_pbuf+4],
// CHECK-NEXT: cvt.f64.f32 [[D:%fd[0-9]+]],
// CHECK-NEXT: st.local.f64 [ct_pbuf+8], [[D]];
// CHECK: call (rv), vprintf, (p0, p1);
// CHECK-NEXT: }
// CHECK-NEXT: $Lcf[[SKIP]]:
// Release: a barrier first, so the CTA's earlier accesses precede it.
// CHECK-NEXT: bar.sync 0;
// A masked-off lane's result is the operand (the owner's old value comes through shared memory).
// CHECK-NEXT: mov.b32 [[OLD:%r[0-9]+]],
// CHECK-NEXT: @[[OWN]] atom.acq_rel.gpu.global.exch.b32 [[OLD]], [[[LOCK]]],
//
// RUN: cutile lower test/data/control_flow_f32.v13_3.cutile --emit ptx | FileCheck %s --check-prefix=ATOM
// ATOM: @{{%p[0-9]+}} atom.acq_rel.gpu.global.add.u32
// ATOM: @{{%p[0-9]+}} atom.acq_rel.gpu.global.add.f32
// ATOM: @{{%p[0-9]+}} atom.acq_rel.gpu.global.max.s32
// ATOM: @{{%p[0-9]+}} atom.acquire.gpu.global.cas.b32
// The unlock: after the row's store, a barrier, then the exchange by the owner where the mask
// (index in bounds) holds.
// ATOM: st.global.v4.f32
// ATOM: bar.sync 0;
// ATOM-NEXT: and.pred [[G:%p[0-9]+]], [[OWN:%p[0-9]+]], {{%p[0-9]+}};
// ATOM-NEXT: mov.b32 [[R:%r[0-9]+]],
// ATOM-NEXT: @[[G]] atom.release.gpu.global.exch.b32 [[R]],
