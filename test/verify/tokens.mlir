// Tokens: token operands and results, join_tokens.
// Format and runner: README.md.
// expected-error: operand 'token' must be a token, got tile<i32>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1 = "cuda_tile.make_tensor_view"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>
    %2 = "cuda_tile.make_partition_view"(%1) : (!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>
    %3 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %4 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %5 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %6, %7 = "cuda_tile.load_view_tko"(%2, %4, %5, %3) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<16x16xf32>, !cuda_tile.token)
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: joins at least two tokens, got 1
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %1 = "cuda_tile.join_tokens"(%0) : (!cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: operand 'tokens' must be a token, got tile<i1>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %1 = "cuda_tile.constant"() <{value = dense<false> : !cuda_tile.tile<i1>}> : () -> !cuda_tile.tile<i1>
    %2 = "cuda_tile.join_tokens"(%0, %1) : (!cuda_tile.token, !cuda_tile.tile<i1>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: result must be a token, got tile<i32>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.make_token"() : () -> !cuda_tile.tile<i32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: result 'result_token' must be a token, got tile<i1>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<f32>}> : () -> !cuda_tile.tile<f32>
    %2 = "cuda_tile.store_ptr_tko"(%0, %1) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<i1>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: operand 'token' must be a token, got tile<f32>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<f32>}> : () -> !cuda_tile.tile<f32>
    %1 = "cuda_tile.gdc_wait_tko"(%0) : (!cuda_tile.tile<f32>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.4"} : () -> ()
