// assume predicates (div_by, bounded, same_elements), print formats, assert.
// Format and runner: README.md.
// expected-error: div_by divisor 12 must be a power of two
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<4xi32>}> : () -> !cuda_tile.tile<4xi32>
    %1 = "cuda_tile.assume"(%0) <{predicate = #cuda_tile.div_by<12>}> : (!cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: div_by applies to integer or pointer tiles and tensor_views, got tile<4xf32>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<4xf32>}> : () -> !cuda_tile.tile<4xf32>
    %1 = "cuda_tile.assume"(%0) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: div_by 'every' and 'along' go together
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<4xi32>}> : () -> !cuda_tile.tile<4xi32>
    %1 = "cuda_tile.assume"(%0) <{predicate = #cuda_tile.div_by<16, every 0>}> : (!cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: div_by 'every' 8 exceeds dimension 0
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<4xi32>}> : () -> !cuda_tile.tile<4xi32>
    %1 = "cuda_tile.assume"(%0) <{predicate = #cuda_tile.div_by<16, every 8 along 0>}> : (!cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-ok
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<4x8xi32>}> : () -> !cuda_tile.tile<4x8xi32>
    %1 = "cuda_tile.assume"(%0) <{predicate = #cuda_tile.div_by<16, every 8 along 1>}> : (!cuda_tile.tile<4x8xi32>) -> !cuda_tile.tile<4x8xi32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: bounded upper bound 300 does not fit i8
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i8>}> : () -> !cuda_tile.tile<i8>
    %1 = "cuda_tile.assume"(%0) <{predicate = #cuda_tile.bounded<0, 300>}> : (!cuda_tile.tile<i8>) -> !cuda_tile.tile<i8>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: bounded lower bound exceeds the upper bound
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %1 = "cuda_tile.assume"(%0) <{predicate = #cuda_tile.bounded<5, 4>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: same_elements has 1 values for rank 2
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<4x4xi32>}> : () -> !cuda_tile.tile<4x4xi32>
    %1 = "cuda_tile.assume"(%0) <{predicate = #cuda_tile.same_elements<[2]>}> : (!cuda_tile.tile<4x4xi32>) -> !cuda_tile.tile<4x4xi32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: result type tile<4xi64> differs from operand type tile<4xi32>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<4xi32>}> : () -> !cuda_tile.tile<4xi32>
    %1 = "cuda_tile.assume"(%0) <{predicate = #cuda_tile.div_by<4>}> : (!cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi64>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: format has 2 conversions, got 1 values
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<f32>}> : () -> !cuda_tile.tile<f32>
    %1 = "cuda_tile.print_tko"(%0) <{str = "%d and %5.2f\0A", operandSegmentSizes = array<i32: 1, 0>}> : (!cuda_tile.tile<f32>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: format has an unterminated conversion
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<f32>}> : () -> !cuda_tile.tile<f32>
    %1 = "cuda_tile.print_tko"(%0) <{str = "x = %", operandSegmentSizes = array<i32: 1, 0>}> : (!cuda_tile.tile<f32>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: condition must be an i1 tile, got tile<4xi32>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<4xi32>}> : () -> !cuda_tile.tile<4xi32>
    "cuda_tile.assert"(%0) <{message = "no"}> : (!cuda_tile.tile<4xi32>) -> ()
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
