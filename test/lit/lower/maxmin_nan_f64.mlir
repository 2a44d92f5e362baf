// maxf / minf of f64 with propagate_nan (cuTile's maximum/minimum(propagate_nan=True), also the
// combiner of max/min reductions): PTX has no max.NaN.f64, so the canonical NaN replaces the
// result where either operand is NaN; without the flag, max.f64 alone (maximumNumber).
// test/gpu/compiled_kernels.c "maxmin_nan_f64" runs it against the host.
// RUN: cutile compile --gpu-name sm_90a %s --emit ptx | FileCheck %s
// RUN: cutile compile --gpu-name sm_80 %s --emit cubin --no-cache -o %t.sm80
// CHECK-LABEL: .entry maxmin_nan_f64(
// CHECK: max.f64 [[M:%fd[0-9]+]], [[A:%fd[0-9]+]], [[B:%fd[0-9]+]];
// CHECK-NEXT: setp.nan.f64 [[P:%p[0-9]+]], [[A]], [[B]];
// CHECK-NEXT: @[[P]] mov.f64 [[M]], 0d7FFFFFFFFFFFFFFF;
// CHECK: min.f64 [[N:%fd[0-9]+]], [[A2:%fd[0-9]+]], [[B2:%fd[0-9]+]];
// CHECK-NEXT: setp.nan.f64 [[P2:%p[0-9]+]], [[A2]], [[B2]];
// CHECK-NEXT: @[[P2]] mov.f64 [[N]], 0d7FFFFFFFFFFFFFFF;
// CHECK: max.f64
// CHECK-NOT: setp.nan
// CHECK: ret;
"cuda_tile.module"() <{sym_name = "maxmin_nan_f64"}> ({
  "cuda_tile.entry"() <{sym_name = "maxmin_nan_f64", function_type = (!cuda_tile.tile<ptr<f64>>, !cuda_tile.tile<ptr<f64>>, !cuda_tile.tile<ptr<f64>>, !cuda_tile.tile<ptr<f64>>, !cuda_tile.tile<ptr<f64>>) -> ()}> ({
  ^bb0(%x: !cuda_tile.tile<ptr<f64>>, %y: !cuda_tile.tile<ptr<f64>>, %mx: !cuda_tile.tile<ptr<f64>>, %mn: !cuda_tile.tile<ptr<f64>>, %mm: !cuda_tile.tile<ptr<f64>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %x16 = "cuda_tile.assume"(%x) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f64>>) -> !cuda_tile.tile<ptr<f64>>
    %tx = "cuda_tile.make_tensor_view"(%x16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f64>>) -> !cuda_tile.tensor_view<128xf64, strides=[1]>
    %px = "cuda_tile.make_partition_view"(%tx) : (!cuda_tile.tensor_view<128xf64, strides=[1]>) -> !cuda_tile.partition_view<tile=(128), tensor_view<128xf64, strides=[1]>, dim_map=[0]>
    %y16 = "cuda_tile.assume"(%y) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f64>>) -> !cuda_tile.tile<ptr<f64>>
    %ty = "cuda_tile.make_tensor_view"(%y16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f64>>) -> !cuda_tile.tensor_view<128xf64, strides=[1]>
    %py = "cuda_tile.make_partition_view"(%ty) : (!cuda_tile.tensor_view<128xf64, strides=[1]>) -> !cuda_tile.partition_view<tile=(128), tensor_view<128xf64, strides=[1]>, dim_map=[0]>
    %mx16 = "cuda_tile.assume"(%mx) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f64>>) -> !cuda_tile.tile<ptr<f64>>
    %tmx = "cuda_tile.make_tensor_view"(%mx16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f64>>) -> !cuda_tile.tensor_view<128xf64, strides=[1]>
    %pmx = "cuda_tile.make_partition_view"(%tmx) : (!cuda_tile.tensor_view<128xf64, strides=[1]>) -> !cuda_tile.partition_view<tile=(128), tensor_view<128xf64, strides=[1]>, dim_map=[0]>
    %mn16 = "cuda_tile.assume"(%mn) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f64>>) -> !cuda_tile.tile<ptr<f64>>
    %tmn = "cuda_tile.make_tensor_view"(%mn16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f64>>) -> !cuda_tile.tensor_view<128xf64, strides=[1]>
    %pmn = "cuda_tile.make_partition_view"(%tmn) : (!cuda_tile.tensor_view<128xf64, strides=[1]>) -> !cuda_tile.partition_view<tile=(128), tensor_view<128xf64, strides=[1]>, dim_map=[0]>
    %mm16 = "cuda_tile.assume"(%mm) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f64>>) -> !cuda_tile.tile<ptr<f64>>
    %tmm = "cuda_tile.make_tensor_view"(%mm16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f64>>) -> !cuda_tile.tensor_view<128xf64, strides=[1]>
    %pmm = "cuda_tile.make_partition_view"(%tmm) : (!cuda_tile.tensor_view<128xf64, strides=[1]>) -> !cuda_tile.partition_view<tile=(128), tensor_view<128xf64, strides=[1]>, dim_map=[0]>
    %vx, %kx = "cuda_tile.load_view_tko"(%px, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(128), tensor_view<128xf64, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<128xf64>, !cuda_tile.token)
    %vy, %ky = "cuda_tile.load_view_tko"(%py, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(128), tensor_view<128xf64, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<128xf64>, !cuda_tile.token)
    %a = "cuda_tile.maxf"(%vx, %vy) <{propagate_nan}> : (!cuda_tile.tile<128xf64>, !cuda_tile.tile<128xf64>) -> !cuda_tile.tile<128xf64>
    %b = "cuda_tile.minf"(%vx, %vy) <{propagate_nan}> : (!cuda_tile.tile<128xf64>, !cuda_tile.tile<128xf64>) -> !cuda_tile.tile<128xf64>
    %c = "cuda_tile.maxf"(%vx, %vy) : (!cuda_tile.tile<128xf64>, !cuda_tile.tile<128xf64>) -> !cuda_tile.tile<128xf64>
    %sa = "cuda_tile.store_view_tko"(%a, %pmx, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<128xf64>, !cuda_tile.partition_view<tile=(128), tensor_view<128xf64, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %sb = "cuda_tile.store_view_tko"(%b, %pmn, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<128xf64>, !cuda_tile.partition_view<tile=(128), tensor_view<128xf64, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %sc = "cuda_tile.store_view_tko"(%c, %pmm, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<128xf64>, !cuda_tile.partition_view<tile=(128), tensor_view<128xf64, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
