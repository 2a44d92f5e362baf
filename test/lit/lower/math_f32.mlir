// The f32 math functions in the library's own forms (codegen/ptx_math.c f_*, CUTILE_CUDA_MATH=0:
// the forms a kernel with a wgmma dot takes; elsewhere, where NVRTC loads, these ops call CUDA's
// math library), the same kernel as math_f64.mlir on f32: test/sim/math_own_test.py runs it
// against mpmath; nothing of it calls CUDA's math library.
// RUN: CUTILE_CUDA_MATH=0 cutile compile --gpu-name sm_90a %s --emit ptx | FileCheck %s
// RUN: CUTILE_CUDA_MATH=0 cutile compile --gpu-name sm_80 %s -o %t.cubin
// CHECK-LABEL: .entry math_f32(
// CHECK-NOT: ct_cm_
// CHECK: ret;
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "math_f32", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%x: !cuda_tile.tile<ptr<f32>>, %y: !cuda_tile.tile<ptr<f32>>, %n: !cuda_tile.tile<ptr<i32>>, %o_exp: !cuda_tile.tile<ptr<f32>>, %o_exp2: !cuda_tile.tile<ptr<f32>>, %o_log: !cuda_tile.tile<ptr<f32>>, %o_log2: !cuda_tile.tile<ptr<f32>>, %o_pow: !cuda_tile.tile<ptr<f32>>, %o_fpowi: !cuda_tile.tile<ptr<f32>>, %o_sin: !cuda_tile.tile<ptr<f32>>, %o_cos: !cuda_tile.tile<ptr<f32>>, %o_tan: !cuda_tile.tile<ptr<f32>>, %o_sinh: !cuda_tile.tile<ptr<f32>>, %o_cosh: !cuda_tile.tile<ptr<f32>>, %o_tanh: !cuda_tile.tile<ptr<f32>>, %o_atan2: !cuda_tile.tile<ptr<f32>>, %o_rsqrt: !cuda_tile.tile<ptr<f32>>, %o_remf: !cuda_tile.tile<ptr<f32>>):
    %bx, %by, %bz = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %tx = "cuda_tile.make_tensor_view"(%x) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<65536xf32, strides=[1]>
    %px = "cuda_tile.make_partition_view"(%tx) : (!cuda_tile.tensor_view<65536xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>
    %ty = "cuda_tile.make_tensor_view"(%y) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<65536xf32, strides=[1]>
    %py = "cuda_tile.make_partition_view"(%ty) : (!cuda_tile.tensor_view<65536xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>
    %tn = "cuda_tile.make_tensor_view"(%n) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tensor_view<65536xi32, strides=[1]>
    %pn = "cuda_tile.make_partition_view"(%tn) : (!cuda_tile.tensor_view<65536xi32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xi32, strides=[1]>, dim_map=[0]>
    %to_exp = "cuda_tile.make_tensor_view"(%o_exp) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<65536xf32, strides=[1]>
    %po_exp = "cuda_tile.make_partition_view"(%to_exp) : (!cuda_tile.tensor_view<65536xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>
    %to_exp2 = "cuda_tile.make_tensor_view"(%o_exp2) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<65536xf32, strides=[1]>
    %po_exp2 = "cuda_tile.make_partition_view"(%to_exp2) : (!cuda_tile.tensor_view<65536xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>
    %to_log = "cuda_tile.make_tensor_view"(%o_log) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<65536xf32, strides=[1]>
    %po_log = "cuda_tile.make_partition_view"(%to_log) : (!cuda_tile.tensor_view<65536xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>
    %to_log2 = "cuda_tile.make_tensor_view"(%o_log2) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<65536xf32, strides=[1]>
    %po_log2 = "cuda_tile.make_partition_view"(%to_log2) : (!cuda_tile.tensor_view<65536xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>
    %to_pow = "cuda_tile.make_tensor_view"(%o_pow) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<65536xf32, strides=[1]>
    %po_pow = "cuda_tile.make_partition_view"(%to_pow) : (!cuda_tile.tensor_view<65536xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>
    %to_fpowi = "cuda_tile.make_tensor_view"(%o_fpowi) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<65536xf32, strides=[1]>
    %po_fpowi = "cuda_tile.make_partition_view"(%to_fpowi) : (!cuda_tile.tensor_view<65536xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>
    %to_sin = "cuda_tile.make_tensor_view"(%o_sin) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<65536xf32, strides=[1]>
    %po_sin = "cuda_tile.make_partition_view"(%to_sin) : (!cuda_tile.tensor_view<65536xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>
    %to_cos = "cuda_tile.make_tensor_view"(%o_cos) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<65536xf32, strides=[1]>
    %po_cos = "cuda_tile.make_partition_view"(%to_cos) : (!cuda_tile.tensor_view<65536xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>
    %to_tan = "cuda_tile.make_tensor_view"(%o_tan) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<65536xf32, strides=[1]>
    %po_tan = "cuda_tile.make_partition_view"(%to_tan) : (!cuda_tile.tensor_view<65536xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>
    %to_sinh = "cuda_tile.make_tensor_view"(%o_sinh) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<65536xf32, strides=[1]>
    %po_sinh = "cuda_tile.make_partition_view"(%to_sinh) : (!cuda_tile.tensor_view<65536xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>
    %to_cosh = "cuda_tile.make_tensor_view"(%o_cosh) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<65536xf32, strides=[1]>
    %po_cosh = "cuda_tile.make_partition_view"(%to_cosh) : (!cuda_tile.tensor_view<65536xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>
    %to_tanh = "cuda_tile.make_tensor_view"(%o_tanh) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<65536xf32, strides=[1]>
    %po_tanh = "cuda_tile.make_partition_view"(%to_tanh) : (!cuda_tile.tensor_view<65536xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>
    %to_atan2 = "cuda_tile.make_tensor_view"(%o_atan2) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<65536xf32, strides=[1]>
    %po_atan2 = "cuda_tile.make_partition_view"(%to_atan2) : (!cuda_tile.tensor_view<65536xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>
    %to_rsqrt = "cuda_tile.make_tensor_view"(%o_rsqrt) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<65536xf32, strides=[1]>
    %po_rsqrt = "cuda_tile.make_partition_view"(%to_rsqrt) : (!cuda_tile.tensor_view<65536xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>
    %to_remf = "cuda_tile.make_tensor_view"(%o_remf) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<65536xf32, strides=[1]>
    %po_remf = "cuda_tile.make_partition_view"(%to_remf) : (!cuda_tile.tensor_view<65536xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>
    %vx, %kx = "cuda_tile.load_view_tko"(%px, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<256xf32>, !cuda_tile.token)
    %vy, %ky = "cuda_tile.load_view_tko"(%py, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<256xf32>, !cuda_tile.token)
    %vn, %kn = "cuda_tile.load_view_tko"(%pn, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xi32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<256xi32>, !cuda_tile.token)
    %r_exp = "cuda_tile.exp"(%vx) <{rounding_mode = #cuda_tile.rounding<full>}> : (!cuda_tile.tile<256xf32>) -> !cuda_tile.tile<256xf32>
    %s_exp = "cuda_tile.store_view_tko"(%r_exp, %po_exp, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xf32>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %r_exp2 = "cuda_tile.exp2"(%vx) : (!cuda_tile.tile<256xf32>) -> !cuda_tile.tile<256xf32>
    %s_exp2 = "cuda_tile.store_view_tko"(%r_exp2, %po_exp2, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xf32>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %r_log = "cuda_tile.log"(%vx) : (!cuda_tile.tile<256xf32>) -> !cuda_tile.tile<256xf32>
    %s_log = "cuda_tile.store_view_tko"(%r_log, %po_log, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xf32>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %r_log2 = "cuda_tile.log2"(%vx) : (!cuda_tile.tile<256xf32>) -> !cuda_tile.tile<256xf32>
    %s_log2 = "cuda_tile.store_view_tko"(%r_log2, %po_log2, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xf32>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %r_pow = "cuda_tile.pow"(%vx, %vy) : (!cuda_tile.tile<256xf32>, !cuda_tile.tile<256xf32>) -> !cuda_tile.tile<256xf32>
    %s_pow = "cuda_tile.store_view_tko"(%r_pow, %po_pow, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xf32>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %r_fpowi = "cuda_tile.fpowi"(%vx, %vn) : (!cuda_tile.tile<256xf32>, !cuda_tile.tile<256xi32>) -> !cuda_tile.tile<256xf32>
    %s_fpowi = "cuda_tile.store_view_tko"(%r_fpowi, %po_fpowi, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xf32>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %r_sin = "cuda_tile.sin"(%vx) : (!cuda_tile.tile<256xf32>) -> !cuda_tile.tile<256xf32>
    %s_sin = "cuda_tile.store_view_tko"(%r_sin, %po_sin, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xf32>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %r_cos = "cuda_tile.cos"(%vx) : (!cuda_tile.tile<256xf32>) -> !cuda_tile.tile<256xf32>
    %s_cos = "cuda_tile.store_view_tko"(%r_cos, %po_cos, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xf32>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %r_tan = "cuda_tile.tan"(%vx) : (!cuda_tile.tile<256xf32>) -> !cuda_tile.tile<256xf32>
    %s_tan = "cuda_tile.store_view_tko"(%r_tan, %po_tan, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xf32>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %r_sinh = "cuda_tile.sinh"(%vx) : (!cuda_tile.tile<256xf32>) -> !cuda_tile.tile<256xf32>
    %s_sinh = "cuda_tile.store_view_tko"(%r_sinh, %po_sinh, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xf32>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %r_cosh = "cuda_tile.cosh"(%vx) : (!cuda_tile.tile<256xf32>) -> !cuda_tile.tile<256xf32>
    %s_cosh = "cuda_tile.store_view_tko"(%r_cosh, %po_cosh, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xf32>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %r_tanh = "cuda_tile.tanh"(%vx) <{rounding_mode = #cuda_tile.rounding<full>}> : (!cuda_tile.tile<256xf32>) -> !cuda_tile.tile<256xf32>
    %s_tanh = "cuda_tile.store_view_tko"(%r_tanh, %po_tanh, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xf32>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %r_atan2 = "cuda_tile.atan2"(%vx, %vy) : (!cuda_tile.tile<256xf32>, !cuda_tile.tile<256xf32>) -> !cuda_tile.tile<256xf32>
    %s_atan2 = "cuda_tile.store_view_tko"(%r_atan2, %po_atan2, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xf32>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %r_rsqrt = "cuda_tile.rsqrt"(%vx) : (!cuda_tile.tile<256xf32>) -> !cuda_tile.tile<256xf32>
    %s_rsqrt = "cuda_tile.store_view_tko"(%r_rsqrt, %po_rsqrt, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xf32>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %r_remf = "cuda_tile.remf"(%vx, %vy) : (!cuda_tile.tile<256xf32>, !cuda_tile.tile<256xf32>) -> !cuda_tile.tile<256xf32>
    %s_remf = "cuda_tile.store_view_tko"(%r_remf, %po_remf, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<256xf32>, !cuda_tile.partition_view<tile=(256), !cuda_tile.tensor_view<65536xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
