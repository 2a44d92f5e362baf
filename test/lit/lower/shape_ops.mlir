// extract and insert (and gdc_*), on the 13.4 export of test/kernels/v13_4_features.py:
// t = load 1024 f32 (4 warps, 8 registers per thread), head = extract t[0:16], t = insert(t,
// (0,), head ** 3). Both go through shared memory: the big tile's owners store it at its flat
// indices, barrier, then extract reads its 16 elements at slice offset idx·16 (4 lanes hold
// 4 registers each, the rest replicate), and insert stores the destination, barrier, the source
// over the slice from its owners only, barrier, and reads the result back.
// RUN: cutile compile --gpu-name sm_90a --emit ptx test/data/pdl_insert_inbounds_f32.v13_4.cutile -o - | FileCheck %s
// RUN: cutile compile --gpu-name sm_80 --emit ptx test/data/pdl_insert_inbounds_f32.v13_4.cutile -o - | FileCheck %s --check-prefix=SM80
// CHECK: .shared .align 16 .b8 ct_smem[4096];
// CHECK: griddepcontrol.wait;
// CHECK: griddepcontrol.launch_dependents;
// CHECK-NEXT: mov.b32 [[IDX:%r[0-9]+]], 0;
// CHECK-NEXT: mov.u32 [[B:%r[0-9]+]], ct_smem;
// CHECK-NEXT: bar.sync 0;
// CHECK: st.shared.f32 [{{%r[0-9]+}}+2060], {{%f[0-9]+}};
// CHECK-NEXT: bar.sync 0;
// CHECK-NEXT: mov.u32 [[OFF:%r[0-9]+]], 0;
// CHECK-NEXT: mad.lo.u32 [[OFF]], [[IDX]], 16, [[OFF]];
// CHECK: add.u32 [[A:%r[0-9]+]], [[A]], [[OFF]];
// CHECK-NEXT: mad.lo.u32 [[A]], [[A]], 4, [[B]];
// CHECK-NEXT: ld.shared.f32 {{%f[0-9]+}}, [[[A]]+0];
// CHECK-NEXT: ld.shared.f32 {{%f[0-9]+}}, [[[A]]+4];
// CHECK-NEXT: ld.shared.f32 {{%f[0-9]+}}, [[[A]]+8];
// CHECK-NEXT: ld.shared.f32 {{%f[0-9]+}}, [[[A]]+12];
// insert: destination, barrier, the cubed head from its owners (lanes 0-3 of warp 0), barrier.
// CHECK: bar.sync 0;
// CHECK: st.shared.f32 [{{%r[0-9]+}}+2060], {{%f[0-9]+}};
// CHECK-NEXT: bar.sync 0;
// CHECK: @[[OWN:%p[0-9]+]] st.shared.f32 [[[S:%r[0-9]+]]+0],
// CHECK-NEXT: @[[OWN]] st.shared.f32 [[[S]]+4],
// CHECK-NEXT: @[[OWN]] st.shared.f32 [[[S]]+8],
// CHECK-NEXT: @[[OWN]] st.shared.f32 [[[S]]+12],
// CHECK-NEXT: bar.sync 0;
// CHECK: ld.shared.f32 {{%f[0-9]+}}, [{{%r[0-9]+}}+2060];
// Below sm_90 there is no programmatic dependent launch: gdc_* emit nothing.
// SM80-NOT: griddepcontrol
// SM80: ld.shared.f32
// SM80-NOT: griddepcontrol
