// The full-precision math ops call CUDA's math library (libdevice) by default, where NVRTC loads
// (codegen/cuda_math.h, build/cuda_math.c): the kernel's PTX declares each ct_cm_* function it calls
// and build/ splices NVRTC's definitions (and the tables they read, e.g. sinf's 2/pi words) into it,
// so that the results are torch's bit for bit. The modes with an instruction of their own keep it
// (exp and tanh approx, exp2 flush_to_zero), f16 goes through the f32 call, and with
// CUTILE_CUDA_MATH=0 nothing calls (the library's own forms, ptx_math.mlir and the others).
// test/gpu/compiled_kernels.c (cuda_math) runs the first entry on 65536 values against a CUDA C++
// kernel calling the same functions.
// RUN: cutile compile --gpu-name sm_90a %s --emit ptx | FileCheck %s
// RUN: CUTILE_CUDA_MATH=0 cutile compile --gpu-name sm_90a %s --emit ptx | FileCheck %s --check-prefix=OWN
// RUN: cutile compile --gpu-name sm_80 %s -o %t.cubin
// RUN: cutile compile --gpu-name sm_120a %s -o %t.cubin
// CHECK: .func (.param .b32 func_retval0) ct_cm_expf(.param .b32 ct_cm_expf_p0);
// CHECK: .func (.param .b32 func_retval0) ct_cm_powf(.param .b32 ct_cm_powf_p0, .param .b32 ct_cm_powf_p1);
// CHECK: .func (.param .b64 func_retval0) ct_cm_sin(.param .b64 ct_cm_sin_p0);
// CHECK-NOT: .extern .func
// CHECK: .entry cuda_math(
// CHECK: st.param.f32 [cm_a], [[X:%f[0-9]+]];
// CHECK-NEXT: call (cm_r), ct_cm_expf, (cm_a);
// CHECK-NEXT: ld.param.f32 {{%f[0-9]+}}, [cm_r];
// CHECK: call (cm_r), ct_cm_powf, (cm_a, cm_b);
// CHECK: st.param.f64 [cm_a], {{%fd[0-9]+}};
// CHECK-NEXT: call (cm_r), ct_cm_exp, (cm_a);
// CHECK: call (cm_r), ct_cm_atan2, (cm_a, cm_b);
// CHECK: .entry kept(
// CHECK-NOT: call
// CHECK: ex2.approx.f32
// CHECK-NOT: call
// CHECK: ex2.approx.ftz.f32
// CHECK-NOT: call
// CHECK: tanh.approx.f32
// CHECK: cvt.f32.f16 [[H:%f[0-9]+]],
// CHECK: st.param.f32 [cm_a], [[H]];
// CHECK-NEXT: call (cm_r), ct_cm_sinf, (cm_a);
// CHECK-NEXT: ld.param.f32 [[S:%f[0-9]+]], [cm_r];
// CHECK-NEXT: }
// CHECK-NEXT: cvt.rn.f16.f32 {{%h[0-9]+}}, [[S]];
// CHECK: // CUDA math library functions (NVRTC
// CHECK: __cudart_i2opi_f
// CHECK: .func {{ *}}(.param .b32 func_retval0) ct_cm_sinf(
// CHECK: __internal_trig_reduction_slowpathd
// OWN-NOT: ct_cm_
// OWN-NOT: call
// OWN-NOT: CUDA math
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "cuda_math", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f64>>, !cuda_tile.tile<ptr<f64>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f64>>, !cuda_tile.tile<ptr<f64>>, !cuda_tile.tile<ptr<f64>>, !cuda_tile.tile<ptr<f64>>, !cuda_tile.tile<ptr<f64>>, !cuda_tile.tile<ptr<f64>>, !cuda_tile.tile<ptr<f64>>, !cuda_tile.tile<ptr<f64>>, !cuda_tile.tile<ptr<f64>>, !cuda_tile.tile<ptr<f64>>, !cuda_tile.tile<ptr<f64>>, !cuda_tile.tile<ptr<f64>>) -> ()}> ({
  ^bb0(%x32: !cuda_tile.tile<ptr<f32>>, %y32: !cuda_tile.tile<ptr<f32>>, %x64: !cuda_tile.tile<ptr<f64>>, %y64: !cuda_tile.tile<ptr<f64>>, %o32_exp: !cuda_tile.tile<ptr<f32>>, %o32_exp2: !cuda_tile.tile<ptr<f32>>, %o32_log: !cuda_tile.tile<ptr<f32>>, %o32_log2: !cuda_tile.tile<ptr<f32>>, %o32_sin: !cuda_tile.tile<ptr<f32>>, %o32_cos: !cuda_tile.tile<ptr<f32>>, %o32_tan: !cuda_tile.tile<ptr<f32>>, %o32_sinh: !cuda_tile.tile<ptr<f32>>, %o32_cosh: !cuda_tile.tile<ptr<f32>>, %o32_tanh: !cuda_tile.tile<ptr<f32>>, %o32_pow: !cuda_tile.tile<ptr<f32>>, %o32_atan2: !cuda_tile.tile<ptr<f32>>, %o64_exp: !cuda_tile.tile<ptr<f64>>, %o64_exp2: !cuda_tile.tile<ptr<f64>>, %o64_log: !cuda_tile.tile<ptr<f64>>, %o64_log2: !cuda_tile.tile<ptr<f64>>, %o64_sin: !cuda_tile.tile<ptr<f64>>, %o64_cos: !cuda_tile.tile<ptr<f64>>, %o64_tan: !cuda_tile.tile<ptr<f64>>, %o64_sinh: !cuda_tile.tile<ptr<f64>>, %o64_cosh: !cuda_tile.tile<ptr<f64>>, %o64_tanh: !cuda_tile.tile<ptr<f64>>, %o64_pow: !cuda_tile.tile<ptr<f64>>, %o64_atan2: !cuda_tile.tile<ptr<f64>>):
    %bx, %by, %bz = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %t_x32 = "cuda_tile.make_tensor_view"(%x32) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<65536xf32, strides=[1]>
    %p_x32 = "cuda_tile.make_partition_view"(%t_x32) : (!cuda_tile.tensor_view<65536xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>
    %t_y32 = "cuda_tile.make_tensor_view"(%y32) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<65536xf32, strides=[1]>
    %p_y32 = "cuda_tile.make_partition_view"(%t_y32) : (!cuda_tile.tensor_view<65536xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>
    %t_x64 = "cuda_tile.make_tensor_view"(%x64) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f64>>) -> !cuda_tile.tensor_view<65536xf64, strides=[1]>
    %p_x64 = "cuda_tile.make_partition_view"(%t_x64) : (!cuda_tile.tensor_view<65536xf64, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf64, strides=[1]>, dim_map=[0]>
    %t_y64 = "cuda_tile.make_tensor_view"(%y64) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f64>>) -> !cuda_tile.tensor_view<65536xf64, strides=[1]>
    %p_y64 = "cuda_tile.make_partition_view"(%t_y64) : (!cuda_tile.tensor_view<65536xf64, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf64, strides=[1]>, dim_map=[0]>
    %t_o32_exp = "cuda_tile.make_tensor_view"(%o32_exp) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<65536xf32, strides=[1]>
    %p_o32_exp = "cuda_tile.make_partition_view"(%t_o32_exp) : (!cuda_tile.tensor_view<65536xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>
    %t_o32_exp2 = "cuda_tile.make_tensor_view"(%o32_exp2) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<65536xf32, strides=[1]>
    %p_o32_exp2 = "cuda_tile.make_partition_view"(%t_o32_exp2) : (!cuda_tile.tensor_view<65536xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>
    %t_o32_log = "cuda_tile.make_tensor_view"(%o32_log) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<65536xf32, strides=[1]>
    %p_o32_log = "cuda_tile.make_partition_view"(%t_o32_log) : (!cuda_tile.tensor_view<65536xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>
    %t_o32_log2 = "cuda_tile.make_tensor_view"(%o32_log2) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<65536xf32, strides=[1]>
    %p_o32_log2 = "cuda_tile.make_partition_view"(%t_o32_log2) : (!cuda_tile.tensor_view<65536xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>
    %t_o32_sin = "cuda_tile.make_tensor_view"(%o32_sin) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<65536xf32, strides=[1]>
    %p_o32_sin = "cuda_tile.make_partition_view"(%t_o32_sin) : (!cuda_tile.tensor_view<65536xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>
    %t_o32_cos = "cuda_tile.make_tensor_view"(%o32_cos) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<65536xf32, strides=[1]>
    %p_o32_cos = "cuda_tile.make_partition_view"(%t_o32_cos) : (!cuda_tile.tensor_view<65536xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>
    %t_o32_tan = "cuda_tile.make_tensor_view"(%o32_tan) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<65536xf32, strides=[1]>
    %p_o32_tan = "cuda_tile.make_partition_view"(%t_o32_tan) : (!cuda_tile.tensor_view<65536xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>
    %t_o32_sinh = "cuda_tile.make_tensor_view"(%o32_sinh) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<65536xf32, strides=[1]>
    %p_o32_sinh = "cuda_tile.make_partition_view"(%t_o32_sinh) : (!cuda_tile.tensor_view<65536xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>
    %t_o32_cosh = "cuda_tile.make_tensor_view"(%o32_cosh) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<65536xf32, strides=[1]>
    %p_o32_cosh = "cuda_tile.make_partition_view"(%t_o32_cosh) : (!cuda_tile.tensor_view<65536xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>
    %t_o32_tanh = "cuda_tile.make_tensor_view"(%o32_tanh) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<65536xf32, strides=[1]>
    %p_o32_tanh = "cuda_tile.make_partition_view"(%t_o32_tanh) : (!cuda_tile.tensor_view<65536xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>
    %t_o32_pow = "cuda_tile.make_tensor_view"(%o32_pow) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<65536xf32, strides=[1]>
    %p_o32_pow = "cuda_tile.make_partition_view"(%t_o32_pow) : (!cuda_tile.tensor_view<65536xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>
    %t_o32_atan2 = "cuda_tile.make_tensor_view"(%o32_atan2) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<65536xf32, strides=[1]>
    %p_o32_atan2 = "cuda_tile.make_partition_view"(%t_o32_atan2) : (!cuda_tile.tensor_view<65536xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>
    %t_o64_exp = "cuda_tile.make_tensor_view"(%o64_exp) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f64>>) -> !cuda_tile.tensor_view<65536xf64, strides=[1]>
    %p_o64_exp = "cuda_tile.make_partition_view"(%t_o64_exp) : (!cuda_tile.tensor_view<65536xf64, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf64, strides=[1]>, dim_map=[0]>
    %t_o64_exp2 = "cuda_tile.make_tensor_view"(%o64_exp2) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f64>>) -> !cuda_tile.tensor_view<65536xf64, strides=[1]>
    %p_o64_exp2 = "cuda_tile.make_partition_view"(%t_o64_exp2) : (!cuda_tile.tensor_view<65536xf64, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf64, strides=[1]>, dim_map=[0]>
    %t_o64_log = "cuda_tile.make_tensor_view"(%o64_log) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f64>>) -> !cuda_tile.tensor_view<65536xf64, strides=[1]>
    %p_o64_log = "cuda_tile.make_partition_view"(%t_o64_log) : (!cuda_tile.tensor_view<65536xf64, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf64, strides=[1]>, dim_map=[0]>
    %t_o64_log2 = "cuda_tile.make_tensor_view"(%o64_log2) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f64>>) -> !cuda_tile.tensor_view<65536xf64, strides=[1]>
    %p_o64_log2 = "cuda_tile.make_partition_view"(%t_o64_log2) : (!cuda_tile.tensor_view<65536xf64, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf64, strides=[1]>, dim_map=[0]>
    %t_o64_sin = "cuda_tile.make_tensor_view"(%o64_sin) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f64>>) -> !cuda_tile.tensor_view<65536xf64, strides=[1]>
    %p_o64_sin = "cuda_tile.make_partition_view"(%t_o64_sin) : (!cuda_tile.tensor_view<65536xf64, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf64, strides=[1]>, dim_map=[0]>
    %t_o64_cos = "cuda_tile.make_tensor_view"(%o64_cos) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f64>>) -> !cuda_tile.tensor_view<65536xf64, strides=[1]>
    %p_o64_cos = "cuda_tile.make_partition_view"(%t_o64_cos) : (!cuda_tile.tensor_view<65536xf64, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf64, strides=[1]>, dim_map=[0]>
    %t_o64_tan = "cuda_tile.make_tensor_view"(%o64_tan) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f64>>) -> !cuda_tile.tensor_view<65536xf64, strides=[1]>
    %p_o64_tan = "cuda_tile.make_partition_view"(%t_o64_tan) : (!cuda_tile.tensor_view<65536xf64, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf64, strides=[1]>, dim_map=[0]>
    %t_o64_sinh = "cuda_tile.make_tensor_view"(%o64_sinh) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f64>>) -> !cuda_tile.tensor_view<65536xf64, strides=[1]>
    %p_o64_sinh = "cuda_tile.make_partition_view"(%t_o64_sinh) : (!cuda_tile.tensor_view<65536xf64, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf64, strides=[1]>, dim_map=[0]>
    %t_o64_cosh = "cuda_tile.make_tensor_view"(%o64_cosh) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f64>>) -> !cuda_tile.tensor_view<65536xf64, strides=[1]>
    %p_o64_cosh = "cuda_tile.make_partition_view"(%t_o64_cosh) : (!cuda_tile.tensor_view<65536xf64, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf64, strides=[1]>, dim_map=[0]>
    %t_o64_tanh = "cuda_tile.make_tensor_view"(%o64_tanh) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f64>>) -> !cuda_tile.tensor_view<65536xf64, strides=[1]>
    %p_o64_tanh = "cuda_tile.make_partition_view"(%t_o64_tanh) : (!cuda_tile.tensor_view<65536xf64, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf64, strides=[1]>, dim_map=[0]>
    %t_o64_pow = "cuda_tile.make_tensor_view"(%o64_pow) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f64>>) -> !cuda_tile.tensor_view<65536xf64, strides=[1]>
    %p_o64_pow = "cuda_tile.make_partition_view"(%t_o64_pow) : (!cuda_tile.tensor_view<65536xf64, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf64, strides=[1]>, dim_map=[0]>
    %t_o64_atan2 = "cuda_tile.make_tensor_view"(%o64_atan2) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f64>>) -> !cuda_tile.tensor_view<65536xf64, strides=[1]>
    %p_o64_atan2 = "cuda_tile.make_partition_view"(%t_o64_atan2) : (!cuda_tile.tensor_view<65536xf64, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf64, strides=[1]>, dim_map=[0]>
    %v_x32, %k_x32 = "cuda_tile.load_view_tko"(%p_x32, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<256xf32>, !cuda_tile.token)
    %v_y32, %k_y32 = "cuda_tile.load_view_tko"(%p_y32, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<256xf32>, !cuda_tile.token)
    %v_x64, %k_x64 = "cuda_tile.load_view_tko"(%p_x64, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf64, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<256xf64>, !cuda_tile.token)
    %v_y64, %k_y64 = "cuda_tile.load_view_tko"(%p_y64, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf64, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<256xf64>, !cuda_tile.token)
    %r32_exp = "cuda_tile.exp"(%v_x32) <{rounding_mode = #cuda_tile.rounding<full>}> : (!cuda_tile.tile<256xf32>) -> !cuda_tile.tile<256xf32>
    %s32_exp = "cuda_tile.store_view_tko"(%r32_exp, %p_o32_exp, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xf32>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %r32_exp2 = "cuda_tile.exp2"(%v_x32) : (!cuda_tile.tile<256xf32>) -> !cuda_tile.tile<256xf32>
    %s32_exp2 = "cuda_tile.store_view_tko"(%r32_exp2, %p_o32_exp2, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xf32>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %r32_log = "cuda_tile.log"(%v_x32) : (!cuda_tile.tile<256xf32>) -> !cuda_tile.tile<256xf32>
    %s32_log = "cuda_tile.store_view_tko"(%r32_log, %p_o32_log, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xf32>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %r32_log2 = "cuda_tile.log2"(%v_x32) : (!cuda_tile.tile<256xf32>) -> !cuda_tile.tile<256xf32>
    %s32_log2 = "cuda_tile.store_view_tko"(%r32_log2, %p_o32_log2, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xf32>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %r32_sin = "cuda_tile.sin"(%v_x32) : (!cuda_tile.tile<256xf32>) -> !cuda_tile.tile<256xf32>
    %s32_sin = "cuda_tile.store_view_tko"(%r32_sin, %p_o32_sin, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xf32>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %r32_cos = "cuda_tile.cos"(%v_x32) : (!cuda_tile.tile<256xf32>) -> !cuda_tile.tile<256xf32>
    %s32_cos = "cuda_tile.store_view_tko"(%r32_cos, %p_o32_cos, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xf32>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %r32_tan = "cuda_tile.tan"(%v_x32) : (!cuda_tile.tile<256xf32>) -> !cuda_tile.tile<256xf32>
    %s32_tan = "cuda_tile.store_view_tko"(%r32_tan, %p_o32_tan, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xf32>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %r32_sinh = "cuda_tile.sinh"(%v_x32) : (!cuda_tile.tile<256xf32>) -> !cuda_tile.tile<256xf32>
    %s32_sinh = "cuda_tile.store_view_tko"(%r32_sinh, %p_o32_sinh, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xf32>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %r32_cosh = "cuda_tile.cosh"(%v_x32) : (!cuda_tile.tile<256xf32>) -> !cuda_tile.tile<256xf32>
    %s32_cosh = "cuda_tile.store_view_tko"(%r32_cosh, %p_o32_cosh, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xf32>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %r32_tanh = "cuda_tile.tanh"(%v_x32) <{rounding_mode = #cuda_tile.rounding<full>}> : (!cuda_tile.tile<256xf32>) -> !cuda_tile.tile<256xf32>
    %s32_tanh = "cuda_tile.store_view_tko"(%r32_tanh, %p_o32_tanh, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xf32>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %r32_pow = "cuda_tile.pow"(%v_x32, %v_y32) : (!cuda_tile.tile<256xf32>, !cuda_tile.tile<256xf32>) -> !cuda_tile.tile<256xf32>
    %s32_pow = "cuda_tile.store_view_tko"(%r32_pow, %p_o32_pow, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xf32>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %r32_atan2 = "cuda_tile.atan2"(%v_x32, %v_y32) : (!cuda_tile.tile<256xf32>, !cuda_tile.tile<256xf32>) -> !cuda_tile.tile<256xf32>
    %s32_atan2 = "cuda_tile.store_view_tko"(%r32_atan2, %p_o32_atan2, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xf32>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %r64_exp = "cuda_tile.exp"(%v_x64) <{rounding_mode = #cuda_tile.rounding<full>}> : (!cuda_tile.tile<256xf64>) -> !cuda_tile.tile<256xf64>
    %s64_exp = "cuda_tile.store_view_tko"(%r64_exp, %p_o64_exp, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xf64>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf64, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %r64_exp2 = "cuda_tile.exp2"(%v_x64) : (!cuda_tile.tile<256xf64>) -> !cuda_tile.tile<256xf64>
    %s64_exp2 = "cuda_tile.store_view_tko"(%r64_exp2, %p_o64_exp2, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xf64>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf64, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %r64_log = "cuda_tile.log"(%v_x64) : (!cuda_tile.tile<256xf64>) -> !cuda_tile.tile<256xf64>
    %s64_log = "cuda_tile.store_view_tko"(%r64_log, %p_o64_log, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xf64>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf64, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %r64_log2 = "cuda_tile.log2"(%v_x64) : (!cuda_tile.tile<256xf64>) -> !cuda_tile.tile<256xf64>
    %s64_log2 = "cuda_tile.store_view_tko"(%r64_log2, %p_o64_log2, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xf64>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf64, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %r64_sin = "cuda_tile.sin"(%v_x64) : (!cuda_tile.tile<256xf64>) -> !cuda_tile.tile<256xf64>
    %s64_sin = "cuda_tile.store_view_tko"(%r64_sin, %p_o64_sin, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xf64>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf64, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %r64_cos = "cuda_tile.cos"(%v_x64) : (!cuda_tile.tile<256xf64>) -> !cuda_tile.tile<256xf64>
    %s64_cos = "cuda_tile.store_view_tko"(%r64_cos, %p_o64_cos, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xf64>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf64, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %r64_tan = "cuda_tile.tan"(%v_x64) : (!cuda_tile.tile<256xf64>) -> !cuda_tile.tile<256xf64>
    %s64_tan = "cuda_tile.store_view_tko"(%r64_tan, %p_o64_tan, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xf64>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf64, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %r64_sinh = "cuda_tile.sinh"(%v_x64) : (!cuda_tile.tile<256xf64>) -> !cuda_tile.tile<256xf64>
    %s64_sinh = "cuda_tile.store_view_tko"(%r64_sinh, %p_o64_sinh, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xf64>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf64, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %r64_cosh = "cuda_tile.cosh"(%v_x64) : (!cuda_tile.tile<256xf64>) -> !cuda_tile.tile<256xf64>
    %s64_cosh = "cuda_tile.store_view_tko"(%r64_cosh, %p_o64_cosh, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xf64>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf64, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %r64_tanh = "cuda_tile.tanh"(%v_x64) <{rounding_mode = #cuda_tile.rounding<full>}> : (!cuda_tile.tile<256xf64>) -> !cuda_tile.tile<256xf64>
    %s64_tanh = "cuda_tile.store_view_tko"(%r64_tanh, %p_o64_tanh, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xf64>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf64, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %r64_pow = "cuda_tile.pow"(%v_x64, %v_y64) : (!cuda_tile.tile<256xf64>, !cuda_tile.tile<256xf64>) -> !cuda_tile.tile<256xf64>
    %s64_pow = "cuda_tile.store_view_tko"(%r64_pow, %p_o64_pow, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xf64>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf64, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %r64_atan2 = "cuda_tile.atan2"(%v_x64, %v_y64) : (!cuda_tile.tile<256xf64>, !cuda_tile.tile<256xf64>) -> !cuda_tile.tile<256xf64>
    %s64_atan2 = "cuda_tile.store_view_tko"(%r64_atan2, %p_o64_atan2, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xf64>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf64, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
  "cuda_tile.entry"() <{sym_name = "kept", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f16>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f32>>, %h: !cuda_tile.tile<ptr<f16>>):
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %ta = "cuda_tile.make_tensor_view"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64xf32, strides=[1]>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<64xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xf32, strides=[1]>, dim_map=[0]>
    %va, %ka = "cuda_tile.load_view_tko"(%pa, %zero) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<64xf32>, !cuda_tile.token)
    %th = "cuda_tile.make_tensor_view"(%h) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tensor_view<64xf16, strides=[1]>
    %ph = "cuda_tile.make_partition_view"(%th) : (!cuda_tile.tensor_view<64xf16, strides=[1]>) -> !cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xf16, strides=[1]>, dim_map=[0]>
    %vh, %kh = "cuda_tile.load_view_tko"(%ph, %zero) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xf16, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<64xf16>, !cuda_tile.token)
    %e = "cuda_tile.exp"(%va) <{rounding_mode = #cuda_tile.rounding<approx>}> : (!cuda_tile.tile<64xf32>) -> !cuda_tile.tile<64xf32>
    %e2 = "cuda_tile.exp2"(%e) <{flush_to_zero}> : (!cuda_tile.tile<64xf32>) -> !cuda_tile.tile<64xf32>
    %tq = "cuda_tile.tanh"(%e2) <{rounding_mode = #cuda_tile.rounding<approx>}> : (!cuda_tile.tile<64xf32>) -> !cuda_tile.tile<64xf32>
    %sh = "cuda_tile.sin"(%vh) : (!cuda_tile.tile<64xf16>) -> !cuda_tile.tile<64xf16>
    %sa = "cuda_tile.store_view_tko"(%tq, %pa, %zero) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<64xf32>, !cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %sb = "cuda_tile.store_view_tko"(%sh, %ph, %zero) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<64xf16>, !cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xf16, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
