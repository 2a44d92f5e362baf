// Shape ops: broadcast, reshape, permute, cat, extract, insert, iota, constant data.
// Format and runner: README.md.
// expected-error: cannot broadcast tile<2x8xf32> to tile<4x8xf32>: dimension 0
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<2x8xf32>}> : () -> !cuda_tile.tile<2x8xf32>
    %1 = "cuda_tile.broadcast"(%0) : (!cuda_tile.tile<2x8xf32>) -> !cuda_tile.tile<4x8xf32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: must be tiles of one element type and rank
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<8xf32>}> : () -> !cuda_tile.tile<8xf32>
    %1 = "cuda_tile.broadcast"(%0) : (!cuda_tile.tile<8xf32>) -> !cuda_tile.tile<4x8xf32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: cannot reshape tile<8xf32> to tile<4x4xf32>: element counts differ
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<8xf32>}> : () -> !cuda_tile.tile<8xf32>
    %1 = "cuda_tile.reshape"(%0) : (!cuda_tile.tile<8xf32>) -> !cuda_tile.tile<4x4xf32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: must be tiles of one element type
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<8xf32>}> : () -> !cuda_tile.tile<8xf32>
    %1 = "cuda_tile.reshape"(%0) : (!cuda_tile.tile<8xf32>) -> !cuda_tile.tile<8xf16>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: permutation must be a permutation of 0..1
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<8x4xf32>}> : () -> !cuda_tile.tile<8x4xf32>
    %1 = "cuda_tile.permute"(%0) <{permutation = array<i32: 1, 1>}> : (!cuda_tile.tile<8x4xf32>) -> !cuda_tile.tile<4x8xf32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: result dimension 0 must be 4, got 8
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<8x4xf32>}> : () -> !cuda_tile.tile<8x4xf32>
    %1 = "cuda_tile.permute"(%0) <{permutation = array<i32: 1, 0>}> : (!cuda_tile.tile<8x4xf32>) -> !cuda_tile.tile<8x4xf32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: cannot concatenate tile<4x4xf32> and tile<4x2xf32> along 0
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<4x4xf32>}> : () -> !cuda_tile.tile<4x4xf32>
    %1 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<4x2xf32>}> : () -> !cuda_tile.tile<4x2xf32>
    %2 = "cuda_tile.cat"(%0, %1) <{dim = 0 : i64}> : (!cuda_tile.tile<4x4xf32>, !cuda_tile.tile<4x2xf32>) -> !cuda_tile.tile<8x4xf32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: dim 2 is out of range
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<4x4xf32>}> : () -> !cuda_tile.tile<4x4xf32>
    %1 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<4x4xf32>}> : () -> !cuda_tile.tile<4x4xf32>
    %2 = "cuda_tile.cat"(%0, %1) <{dim = 2 : i64}> : (!cuda_tile.tile<4x4xf32>, !cuda_tile.tile<4x4xf32>) -> !cuda_tile.tile<8x4xf32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: invalid type tile<3x4xf32>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<8x4xf32>}> : () -> !cuda_tile.tile<8x4xf32>
    %1 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %2 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %3 = "cuda_tile.extract"(%0, %1, %2) : (!cuda_tile.tile<8x4xf32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<3x4xf32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: index #0 must be tile<i32>, got tile<i64>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<8x4xf32>}> : () -> !cuda_tile.tile<8x4xf32>
    %1 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i64>}> : () -> !cuda_tile.tile<i64>
    %2 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %3 = "cuda_tile.extract"(%0, %1, %2) : (!cuda_tile.tile<8x4xf32>, !cuda_tile.tile<i64>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<2x4xf32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: 1 indices for rank 2
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<8x4xf32>}> : () -> !cuda_tile.tile<8x4xf32>
    %1 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %2 = "cuda_tile.extract"(%0, %1) : (!cuda_tile.tile<8x4xf32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<2x4xf32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: dimension 0 of tile<8x4xf32> is not a multiple of that of tile<16x4xf32>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<8x4xf32>}> : () -> !cuda_tile.tile<8x4xf32>
    %1 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %2 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %3 = "cuda_tile.extract"(%0, %1, %2) : (!cuda_tile.tile<8x4xf32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<16x4xf32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: differs from the destination type
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<2x2xf32>}> : () -> !cuda_tile.tile<2x2xf32>
    %1 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<8x4xf32>}> : () -> !cuda_tile.tile<8x4xf32>
    %2 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %3 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %4 = "cuda_tile.insert"(%0, %1, %2, %3) : (!cuda_tile.tile<2x2xf32>, !cuda_tile.tile<8x4xf32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<8x2xf32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: 512 values do not fit i8
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.iota"() : () -> !cuda_tile.tile<512xi8>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: result must be a rank-1 integer tile
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.iota"() : () -> !cuda_tile.tile<4x4xi32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: constant data of 12 bytes does not fit tile<4xf32>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<"0x000000000000000000000000"> : !cuda_tile.tile<4xf32>}> : () -> !cuda_tile.tile<4xf32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: constant data of type tile<4xi32> for a value of type tile<4xf32>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<4xi32>}> : () -> !cuda_tile.tile<4xf32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: constant type tile<ptr<f32>> must be a tile of numbers
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i64>}> : () -> !cuda_tile.tile<ptr<f32>>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// i1 data bit-packed (2 bytes for 16 values), as the Python writer stores it
// expected-ok
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<"0x0000"> : !cuda_tile.tile<16xi1>}> : () -> !cuda_tile.tile<16xi1>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
