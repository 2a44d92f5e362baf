// Types (spec/ops.md §2): tile shapes, pointees, tensor_view strides, view parameters.
// Format and runner: README.md.
// expected-error: op #1 'cuda_tile.constant': invalid type tile<3xf32>: dimensions must be powers of two
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<3xf32>}> : () -> !cuda_tile.tile<3xf32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: more than 2^24 elements
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<8192x4096xf32>}> : () -> !cuda_tile.tile<8192x4096xf32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: a f4E2M1FN tile needs an even number of elements
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0x0> : !cuda_tile.tile<f4E2M1FN>}> : () -> !cuda_tile.tile<f4E2M1FN>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: entry 'k': invalid type ptr<i4>: pointee must be an integer or float type
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<i4>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<i4>>):
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: strides must be positive or dynamic
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1 = "cuda_tile.make_tensor_view"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x64xf32, strides=[0,1]>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: 4-bit elements need a unit-stride dimension of even size
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f4E2M1FN>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f4E2M1FN>>):
    %1 = "cuda_tile.make_tensor_view"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f4E2M1FN>>) -> !cuda_tile.tensor_view<64x33xf4E2M1FN, strides=[33,1]>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: dim_map must be a permutation of 0..1
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1 = "cuda_tile.make_tensor_view"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>
    %2 = "cuda_tile.make_partition_view"(%1) : (!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[1,1]>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: padding_value nan needs a float element type
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<i32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<i32>>):
    %1 = "cuda_tile.make_tensor_view"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tensor_view<64x64xi32, strides=[64,1]>
    %2 = "cuda_tile.make_partition_view"(%1) : (!cuda_tile.tensor_view<64x64xi32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(16x16), padding_value = nan, tensor_view<64x64xi32, strides=[64,1]>, dim_map=[0,1]>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: dimensions must be powers of two
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1 = "cuda_tile.make_tensor_view"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>
    %2 = "cuda_tile.make_partition_view"(%1) : (!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(16x12), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: tile rank 2 must equal the tensor_view rank 1
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %2 = "cuda_tile.make_partition_view"(%1) : (!cuda_tile.tile<i32>) -> !cuda_tile.partition_view<tile=(16x16), tensor_view<?xf32, strides=[1]>, dim_map=[0,1]>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: traversal strides must be positive
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1 = "cuda_tile.make_tensor_view"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>
    %2 = "cuda_tile.make_strided_view"(%1) : (!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>) -> !cuda_tile.strided_view<tile=(16x16), traversal_strides=[16,0], tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: sparse_dim out of range
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1 = "cuda_tile.make_tensor_view"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>
    %2 = "cuda_tile.make_gather_scatter_view"(%1) : (!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>) -> !cuda_tile.gather_scatter_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>, sparse_dim=2>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
