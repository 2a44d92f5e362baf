// Memory orderings and scopes of accesses; atomic cas/rmw/red_view types and modes.
// Format and runner: README.md.
// expected-error: a weak access takes no memory scope
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1, %2 = "cuda_tile.load_ptr_tko"(%0) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, memory_scope = #cuda_tile.memory_scope<device>, operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> (!cuda_tile.tile<f32>, !cuda_tile.token)
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: memory ordering 'acquire' needs a memory scope
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1, %2 = "cuda_tile.load_ptr_tko"(%0) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<acquire>, operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> (!cuda_tile.tile<f32>, !cuda_tile.token)
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: memory ordering 'acquire' is not allowed here
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<f32>}> : () -> !cuda_tile.tile<f32>
    %2 = "cuda_tile.store_ptr_tko"(%0, %1) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<acquire>, memory_scope = #cuda_tile.memory_scope<device>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<f32>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: 'cuda_tile.load_view_tko': memory ordering 'release' is not allowed here
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1 = "cuda_tile.make_tensor_view"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>
    %2 = "cuda_tile.make_partition_view"(%1) : (!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>
    %3 = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %4 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %5 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %6, %7 = "cuda_tile.load_view_tko"(%2, %4, %5, %3) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<release>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<16x16xf32>, !cuda_tile.token)
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: memory ordering 'weak' is not allowed here
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<i32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<i32>>):
    %1 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %2 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %3, %4 = "cuda_tile.atomic_cas_tko"(%0, %1, %2) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, memory_scope = #cuda_tile.memory_scope<tl_blk>, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (!cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<i32>, !cuda_tile.token)
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: compare-and-swap needs a 32- or 64-bit type, got i16
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<i16>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<i16>>):
    %1 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i16>}> : () -> !cuda_tile.tile<i16>
    %2 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i16>}> : () -> !cuda_tile.tile<i16>
    %3, %4 = "cuda_tile.atomic_cas_tko"(%0, %1, %2) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<acq_rel>, memory_scope = #cuda_tile.memory_scope<tl_blk>, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (!cuda_tile.tile<ptr<i16>>, !cuda_tile.tile<i16>, !cuda_tile.tile<i16>) -> (!cuda_tile.tile<i16>, !cuda_tile.token)
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: cmp, val and result types differ
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<i32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<i32>>):
    %1 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i64>}> : () -> !cuda_tile.tile<i64>
    %2 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %3, %4 = "cuda_tile.atomic_cas_tko"(%0, %1, %2) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<acq_rel>, memory_scope = #cuda_tile.memory_scope<tl_blk>, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (!cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<i64>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<i32>, !cuda_tile.token)
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: atomic mode 'addf' needs f16, bf16, f32 or f64, got i32
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<i32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<i32>>):
    %1 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %2, %3 = "cuda_tile.atomic_rmw_tko"(%0, %1) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<relaxed>, memory_scope = #cuda_tile.memory_scope<tl_blk>, mode = #cuda_tile.atomic_rmw_mode<addf>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (!cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<i32>, !cuda_tile.token)
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: atomic mode 'umax' needs i32 or i64, got f32
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<f32>}> : () -> !cuda_tile.tile<f32>
    %2, %3 = "cuda_tile.atomic_rmw_tko"(%0, %1) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<relaxed>, memory_scope = #cuda_tile.memory_scope<tl_blk>, mode = #cuda_tile.atomic_rmw_mode<umax>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<f32>) -> (!cuda_tile.tile<f32>, !cuda_tile.token)
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: atomic mode 'xchg' needs a 32- or 64-bit type, got f16
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f16>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f16>>):
    %1 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<f16>}> : () -> !cuda_tile.tile<f16>
    %2, %3 = "cuda_tile.atomic_rmw_tko"(%0, %1) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<relaxed>, memory_scope = #cuda_tile.memory_scope<tl_blk>, mode = #cuda_tile.atomic_rmw_mode<xchg>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (!cuda_tile.tile<ptr<f16>>, !cuda_tile.tile<f16>) -> (!cuda_tile.tile<f16>, !cuda_tile.token)
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// atomic_red_view_tko: relaxed, tl_blk/device, no xchg, no padding, no gather view
// expected-ok
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1 = "cuda_tile.make_tensor_view"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>
    %2 = "cuda_tile.make_partition_view"(%1) : (!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>
    %3 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %4 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %5 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<16x16xf32>}> : () -> !cuda_tile.tile<16x16xf32>
    %6 = "cuda_tile.atomic_red_view_tko"(%2, %3, %4, %5) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<relaxed>, memory_scope = #cuda_tile.memory_scope<device>, mode = #cuda_tile.atomic_rmw_mode<addf>, operandSegmentSizes = array<i32: 1, 2, 1, 0>}> : (!cuda_tile.partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<16x16xf32>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: atomic mode 'xchg' is not allowed here
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1 = "cuda_tile.make_tensor_view"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>
    %2 = "cuda_tile.make_partition_view"(%1) : (!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>
    %3 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %4 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %5 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<16x16xf32>}> : () -> !cuda_tile.tile<16x16xf32>
    %6 = "cuda_tile.atomic_red_view_tko"(%2, %3, %4, %5) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<relaxed>, memory_scope = #cuda_tile.memory_scope<device>, mode = #cuda_tile.atomic_rmw_mode<xchg>, operandSegmentSizes = array<i32: 1, 2, 1, 0>}> : (!cuda_tile.partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<16x16xf32>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: memory scope 'sys' is not allowed here
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1 = "cuda_tile.make_tensor_view"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>
    %2 = "cuda_tile.make_partition_view"(%1) : (!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>
    %3 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %4 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %5 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<16x16xf32>}> : () -> !cuda_tile.tile<16x16xf32>
    %6 = "cuda_tile.atomic_red_view_tko"(%2, %3, %4, %5) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<relaxed>, memory_scope = #cuda_tile.memory_scope<sys>, mode = #cuda_tile.atomic_rmw_mode<addf>, operandSegmentSizes = array<i32: 1, 2, 1, 0>}> : (!cuda_tile.partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<16x16xf32>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: memory ordering 'acq_rel' is not allowed here
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1 = "cuda_tile.make_tensor_view"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>
    %2 = "cuda_tile.make_partition_view"(%1) : (!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>
    %3 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %4 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %5 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<16x16xf32>}> : () -> !cuda_tile.tile<16x16xf32>
    %6 = "cuda_tile.atomic_red_view_tko"(%2, %3, %4, %5) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<acq_rel>, memory_scope = #cuda_tile.memory_scope<device>, mode = #cuda_tile.atomic_rmw_mode<addf>, operandSegmentSizes = array<i32: 1, 2, 1, 0>}> : (!cuda_tile.partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<16x16xf32>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: the view must not have a padding_value
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1 = "cuda_tile.make_tensor_view"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>
    %2 = "cuda_tile.make_partition_view"(%1) : (!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(16x16), padding_value = zero, tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>
    %3 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %4 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %5 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<16x16xf32>}> : () -> !cuda_tile.tile<16x16xf32>
    %6 = "cuda_tile.atomic_red_view_tko"(%2, %3, %4, %5) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<relaxed>, memory_scope = #cuda_tile.memory_scope<device>, mode = #cuda_tile.atomic_rmw_mode<addf>, operandSegmentSizes = array<i32: 1, 2, 1, 0>}> : (!cuda_tile.partition_view<tile=(16x16), padding_value = zero, tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<16x16xf32>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
