// Views and memory: make_*_view operands, view loads and stores, indices, inbounds,
// gather/scatter views, shape queries, pointer loads and stores, alloca.
// Format and runner: README.md.
// expected-error: base must be tile<ptr<f32>>, got tile<ptr<f16>>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f16>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f16>>):
    %1 = "cuda_tile.make_tensor_view"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: 0 dynamic sizes and 0 dynamic strides for tensor_view<?xf32, strides=[1]>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1 = "cuda_tile.make_tensor_view"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<?xf32, strides=[1]>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: dynamic sizes and strides must be rank-0 integer tiles of one type, got tile<i64>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>, %1: !cuda_tile.tile<i32>):
    %2 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i64>}> : () -> !cuda_tile.tile<i64>
    %3 = "cuda_tile.make_tensor_view"(%0, %1, %2) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i64>) -> !cuda_tile.tensor_view<?xf32, strides=[?]>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: operand tensor_view<64x64xf32, strides=[1,64]> is not the view's tensor_view
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1 = "cuda_tile.make_tensor_view"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x64xf32, strides=[1,64]>
    %2 = "cuda_tile.make_partition_view"(%1) : (!cuda_tile.tensor_view<64x64xf32, strides=[1,64]>) -> !cuda_tile.partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: is not the view this op makes
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1 = "cuda_tile.make_tensor_view"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>
    %2 = "cuda_tile.make_strided_view"(%1) : (!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: 1 indices for a view of index rank 2
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1 = "cuda_tile.make_tensor_view"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>
    %2 = "cuda_tile.make_partition_view"(%1) : (!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>
    %3 = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %4 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %5, %6 = "cuda_tile.load_view_tko"(%2, %4, %3) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<16x16xf32>, !cuda_tile.token)
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: tile tile<16x32xf32> is not the view's tile type
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1 = "cuda_tile.make_tensor_view"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>
    %2 = "cuda_tile.make_partition_view"(%1) : (!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>
    %3 = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %4 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %5 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %6, %7 = "cuda_tile.load_view_tko"(%2, %4, %5, %3) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<16x32xf32>, !cuda_tile.token)
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: indices must be rank-0 integer tiles of one type, got tile<i64>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1 = "cuda_tile.make_tensor_view"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>
    %2 = "cuda_tile.make_partition_view"(%1) : (!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>
    %3 = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %4 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %5 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i64>}> : () -> !cuda_tile.tile<i64>
    %6, %7 = "cuda_tile.load_view_tko"(%2, %4, %5, %3) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i64>, !cuda_tile.token) -> (!cuda_tile.tile<16x16xf32>, !cuda_tile.token)
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: got tile<f32>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1 = "cuda_tile.make_tensor_view"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>
    %2 = "cuda_tile.make_partition_view"(%1) : (!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>
    %3 = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %4 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %5 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<f32>}> : () -> !cuda_tile.tile<f32>
    %6, %7 = "cuda_tile.load_view_tko"(%2, %4, %5, %3) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<f32>, !cuda_tile.token) -> (!cuda_tile.tile<16x16xf32>, !cuda_tile.token)
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: tile tile<16x16xf16> is not the view's tile type
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1 = "cuda_tile.make_tensor_view"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>
    %2 = "cuda_tile.make_partition_view"(%1) : (!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>
    %3 = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %4 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<16x16xf16>}> : () -> !cuda_tile.tile<16x16xf16>
    %5 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %6 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %7 = "cuda_tile.store_view_tko"(%4, %2, %5, %6, %3) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<16x16xf16>, !cuda_tile.partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: inbounds has 0 flags for 2 indices
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1 = "cuda_tile.make_tensor_view"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>
    %2 = "cuda_tile.make_partition_view"(%1) : (!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>
    %3 = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %4 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %5 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %6, %7 = "cuda_tile.load_view_tko"(%2, %4, %5, %3) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<16x16xf32>, !cuda_tile.token)
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.4"} : () -> ()
// -----
// expected-error: missing attribute 'inbounds'
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1 = "cuda_tile.make_tensor_view"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>
    %2 = "cuda_tile.make_partition_view"(%1) : (!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>
    %3 = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %4 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %5 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %6, %7 = "cuda_tile.load_view_tko"(%2, %4, %5, %3) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<16x16xf32>, !cuda_tile.token)
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.4"} : () -> ()
// -----
// expected-error: index #1 (the sparse dimension) must be an integer tile<16x…>, got tile<8xi32>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1 = "cuda_tile.make_tensor_view"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>
    %2 = "cuda_tile.make_gather_scatter_view"(%1) : (!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>) -> !cuda_tile.gather_scatter_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>, sparse_dim=1>
    %3 = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %4 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %5 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<8xi32>}> : () -> !cuda_tile.tile<8xi32>
    %6, %7 = "cuda_tile.load_view_tko"(%2, %4, %5, %3) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.gather_scatter_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>, sparse_dim=1>, !cuda_tile.tile<i32>, !cuda_tile.tile<8xi32>, !cuda_tile.token) -> (!cuda_tile.tile<16x16xf32>, !cuda_tile.token)
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: 1 results for an index space of rank 2
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1 = "cuda_tile.make_tensor_view"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>
    %2 = "cuda_tile.make_partition_view"(%1) : (!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>
    %3 = "cuda_tile.get_index_space_shape"(%2) : (!cuda_tile.partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>) -> !cuda_tile.tile<i32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: results must be rank-0 integer tiles, got tile<f32>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1 = "cuda_tile.make_tensor_view"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>
    %2, %3 = "cuda_tile.get_tensor_shape"(%1) : (!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>) -> (!cuda_tile.tile<i64>, !cuda_tile.tile<f32>)
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: offset must be an integer tile shaped like tile<ptr<f32>>, got tile<f32>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<f32>}> : () -> !cuda_tile.tile<f32>
    %2 = "cuda_tile.offset"(%0, %1) : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<ptr<f32>>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: result tile<f16> must be a tile of f32 shaped like tile<ptr<f32>>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1, %2 = "cuda_tile.load_ptr_tko"(%0) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> (!cuda_tile.tile<f16>, !cuda_tile.token)
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// cuTile writes a padding value without a mask (ct.gather with no mask and no bounds
// check): accepted, and unused
// expected-ok
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<f32>}> : () -> !cuda_tile.tile<f32>
    %2, %3 = "cuda_tile.load_ptr_tko"(%0, %1) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 0, 1, 0>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<f32>) -> (!cuda_tile.tile<f32>, !cuda_tile.token)
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: padding value tile<f16> must have the result type tile<f32>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1 = "cuda_tile.constant"() <{value = dense<false> : !cuda_tile.tile<i1>}> : () -> !cuda_tile.tile<i1>
    %2 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<f16>}> : () -> !cuda_tile.tile<f16>
    %3, %4 = "cuda_tile.load_ptr_tko"(%0, %1, %2) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i1>, !cuda_tile.tile<f16>) -> (!cuda_tile.tile<f32>, !cuda_tile.token)
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: mask tile<2xi1> must be an i1 tile shaped like tile<ptr<f32>>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<f32>}> : () -> !cuda_tile.tile<f32>
    %2 = "cuda_tile.constant"() <{value = dense<false> : !cuda_tile.tile<2xi1>}> : () -> !cuda_tile.tile<2xi1>
    %3 = "cuda_tile.store_ptr_tko"(%0, %1, %2) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<f32>, !cuda_tile.tile<2xi1>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: value tile<i32> must be a tile of f32
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %2 = "cuda_tile.store_ptr_tko"(%0, %1) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: alignment 2 must be a power of two of at least 4 bytes
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.alloca"() <{num_elem = 4 : i64, alignment = 2 : i64}> : () -> !cuda_tile.tile<ptr<f32>>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
