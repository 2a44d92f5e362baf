// reduce and scan: result shapes, dim, identities, the body's arguments, ops and yields.
// Format and runner: README.md.
// expected-ok
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<8x16xf32>}> : () -> !cuda_tile.tile<8x16xf32>
    %1 = "cuda_tile.reduce"(%0) <{dim = 1 : i32, identities = [0.0 : f32]}> ({
    ^bb0(%2: !cuda_tile.tile<f32>, %3: !cuda_tile.tile<f32>):
      %4 = "cuda_tile.addf"(%2, %3) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
      "cuda_tile.yield"(%4) : (!cuda_tile.tile<f32>) -> ()
    }) : (!cuda_tile.tile<8x16xf32>) -> !cuda_tile.tile<8xf32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: result #0 must be tile<8x16xf32> without dimension 1, got tile<16xf32>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<8x16xf32>}> : () -> !cuda_tile.tile<8x16xf32>
    %1 = "cuda_tile.reduce"(%0) <{dim = 1 : i32, identities = [0.0 : f32]}> ({
    ^bb0(%2: !cuda_tile.tile<f32>, %3: !cuda_tile.tile<f32>):
      %4 = "cuda_tile.addf"(%2, %3) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
      "cuda_tile.yield"(%4) : (!cuda_tile.tile<f32>) -> ()
    }) : (!cuda_tile.tile<8x16xf32>) -> !cuda_tile.tile<16xf32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: dim 2 is out of range for tile<8x16xf32>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<8x16xf32>}> : () -> !cuda_tile.tile<8x16xf32>
    %1 = "cuda_tile.reduce"(%0) <{dim = 2 : i32, identities = [0.0 : f32]}> ({
    ^bb0(%2: !cuda_tile.tile<f32>, %3: !cuda_tile.tile<f32>):
      %4 = "cuda_tile.addf"(%2, %3) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
      "cuda_tile.yield"(%4) : (!cuda_tile.tile<f32>) -> ()
    }) : (!cuda_tile.tile<8x16xf32>) -> !cuda_tile.tile<8xf32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: identity #0 must be a f32 value
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<8x16xf32>}> : () -> !cuda_tile.tile<8x16xf32>
    %1 = "cuda_tile.reduce"(%0) <{dim = 1 : i32, identities = [0.0 : f64]}> ({
    ^bb0(%2: !cuda_tile.tile<f32>, %3: !cuda_tile.tile<f32>):
      %4 = "cuda_tile.addf"(%2, %3) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
      "cuda_tile.yield"(%4) : (!cuda_tile.tile<f32>) -> ()
    }) : (!cuda_tile.tile<8x16xf32>) -> !cuda_tile.tile<8xf32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: body argument #1 has type tile<f16>, expected tile<f32>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<8x16xf32>}> : () -> !cuda_tile.tile<8x16xf32>
    %1 = "cuda_tile.reduce"(%0) <{dim = 1 : i32, identities = [0.0 : f32]}> ({
    ^bb0(%2: !cuda_tile.tile<f32>, %3: !cuda_tile.tile<f16>):
      "cuda_tile.yield"(%2) : (!cuda_tile.tile<f32>) -> ()
    }) : (!cuda_tile.tile<8x16xf32>) -> !cuda_tile.tile<8xf32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: only pure ops may appear in its body, found 'assert'
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<8x16xf32>}> : () -> !cuda_tile.tile<8x16xf32>
    %1 = "cuda_tile.reduce"(%0) <{dim = 1 : i32, identities = [0.0 : f32]}> ({
    ^bb0(%2: !cuda_tile.tile<f32>, %3: !cuda_tile.tile<f32>):
      %4 = "cuda_tile.constant"() <{value = dense<false> : !cuda_tile.tile<i1>}> : () -> !cuda_tile.tile<i1>
      "cuda_tile.assert"(%4) : (!cuda_tile.tile<i1>) -> ()
      %5 = "cuda_tile.addf"(%2, %3) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
      "cuda_tile.yield"(%5) : (!cuda_tile.tile<f32>) -> ()
    }) : (!cuda_tile.tile<8x16xf32>) -> !cuda_tile.tile<8xf32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: yields 2 values, expected 1
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<8x16xf32>}> : () -> !cuda_tile.tile<8x16xf32>
    %1 = "cuda_tile.reduce"(%0) <{dim = 1 : i32, identities = [0.0 : f32]}> ({
    ^bb0(%2: !cuda_tile.tile<f32>, %3: !cuda_tile.tile<f32>):
      "cuda_tile.yield"(%2, %3) : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> ()
    }) : (!cuda_tile.tile<8x16xf32>) -> !cuda_tile.tile<8xf32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: yields tile<2xf32> as value #0, expected a rank-0 tile of f32
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<8x16xf32>}> : () -> !cuda_tile.tile<8x16xf32>
    %1 = "cuda_tile.reduce"(%0) <{dim = 1 : i32, identities = [0.0 : f32]}> ({
    ^bb0(%2: !cuda_tile.tile<f32>, %3: !cuda_tile.tile<f32>):
      %4 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<2xf32>}> : () -> !cuda_tile.tile<2xf32>
      "cuda_tile.yield"(%4) : (!cuda_tile.tile<2xf32>) -> ()
    }) : (!cuda_tile.tile<8x16xf32>) -> !cuda_tile.tile<8xf32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: result #0 type tile<8x8xf32> differs from operand type tile<8x16xf32>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<8x16xf32>}> : () -> !cuda_tile.tile<8x16xf32>
    %1 = "cuda_tile.scan"(%0) <{dim = 1 : i32, reverse = false, identities = [0.0 : f32]}> ({
    ^bb0(%2: !cuda_tile.tile<f32>, %3: !cuda_tile.tile<f32>):
      %4 = "cuda_tile.addf"(%2, %3) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
      "cuda_tile.yield"(%4) : (!cuda_tile.tile<f32>) -> ()
    }) : (!cuda_tile.tile<8x16xf32>) -> !cuda_tile.tile<8x8xf32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: missing attribute 'dim'
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<4xf32>}> : () -> !cuda_tile.tile<4xf32>
    %1 = "cuda_tile.reduce"(%0) ({
    }) : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<f32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// tuple scans are taken (cuTile writes them), with one identity per operand
// expected-error: 1 identities for 2 operands
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<4xf32>}> : () -> !cuda_tile.tile<4xf32>
    %1, %2 = "cuda_tile.scan"(%0, %0) <{dim = 0 : i32, reverse = false, identities = [0.0 : f32]}> ({
    ^bb0(%3: !cuda_tile.tile<f32>, %4: !cuda_tile.tile<f32>, %5: !cuda_tile.tile<f32>, %6: !cuda_tile.tile<f32>):
      "cuda_tile.yield"(%3, %5) : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> ()
    }) : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf32>) -> (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf32>)
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
