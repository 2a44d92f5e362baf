// Optimization hints: targets, keys per version and op, value ranges and kinds.
// Format and runner: README.md.
// expected-error: entry 'k': unknown optimization hint target 'sm_75'
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> (), optimization_hints = #cuda_tile.optimization_hints<sm_75 = {occupancy = 2 : i32}>}> ({
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: optimization hint 'sm_90.num_cta_in_cga' = 3 is out of range [1, 16] or not a power of two
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> (), optimization_hints = #cuda_tile.optimization_hints<sm_90 = {num_cta_in_cga = 3 : i32}>}> ({
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: optimization hint 'sm_86.num_cta_in_cga' must be 1
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> (), optimization_hints = #cuda_tile.optimization_hints<sm_86 = {num_cta_in_cga = 2 : i32}>}> ({
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: 'sm_100.occupancy' = 33 is out of range [1, 32]
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> (), optimization_hints = #cuda_tile.optimization_hints<sm_100 = {occupancy = 33 : i32}>}> ({
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: 'default.num_worker_warps_per_cta' = 16 is out of range [4, 8]
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> (), optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 16 : i32}>}> ({
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: unknown optimization hint target 'default'
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> (), optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 2 : i32}>}> ({
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.2"} : () -> ()
// -----
// expected-error: optimization hint 'num_worker_warps_per_cta' needs bytecode 13.3
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> (), optimization_hints = #cuda_tile.optimization_hints<sm_90 = {num_worker_warps_per_cta = 4 : i32}>}> ({
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.2"} : () -> ()
// -----
// expected-error: optimization hint 'sm_90.latency' is not a hint of this op
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> (), optimization_hints = #cuda_tile.optimization_hints<sm_90 = {latency = 3 : i32}>}> ({
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: optimization hint 'default.occupancy' must be an integer
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> (), optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = true}>}> ({
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: 'cuda_tile.load_ptr_tko': optimization hint 'default.allow_tma' is not a hint of this op
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1, %2 = "cuda_tile.load_ptr_tko"(%0) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, optimization_hints = #cuda_tile.optimization_hints<default = {allow_tma = true}>, operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> (!cuda_tile.tile<f32>, !cuda_tile.token)
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: 'default.latency' = 11 is out of range [1, 10]
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1, %2 = "cuda_tile.load_ptr_tko"(%0) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, optimization_hints = #cuda_tile.optimization_hints<default = {latency = 11 : i32}>, operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> (!cuda_tile.tile<f32>, !cuda_tile.token)
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: optimization hint 'sm_120.allow_tma' must be a bool
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1 = "cuda_tile.make_tensor_view"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>
    %2 = "cuda_tile.make_partition_view"(%1) : (!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>
    %3 = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %4 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %5 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %6, %7 = "cuda_tile.load_view_tko"(%2, %4, %5, %3) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, optimization_hints = #cuda_tile.optimization_hints<sm_120 = {allow_tma = 1 : i32}>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<16x16xf32>, !cuda_tile.token)
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// the C++ writer's bool (an i1 integer) is a bool
// expected-ok
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1 = "cuda_tile.make_tensor_view"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>
    %2 = "cuda_tile.make_partition_view"(%1) : (!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>
    %3 = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %4 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %5 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %6, %7 = "cuda_tile.load_view_tko"(%2, %4, %5, %3) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, optimization_hints = #cuda_tile.optimization_hints<sm_120 = {allow_tma = 1 : i1}>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<16x16xf32>, !cuda_tile.token)
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
