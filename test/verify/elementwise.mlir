// Elementwise ops: operand and result types, flush_to_zero, rounding modes, overflow,
// comparisons, select, fpowi, enum values of the module's bytecode version, missing attributes.
// Format and runner: README.md.
// expected-error: op #3 'cuda_tile.addf': operand types differ: tile<64xf32> vs tile<64xf16>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<64xf32>}> : () -> !cuda_tile.tile<64xf32>
    %1 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<64xf16>}> : () -> !cuda_tile.tile<64xf16>
    %2 = "cuda_tile.addf"(%0, %1) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<64xf32>, !cuda_tile.tile<64xf16>) -> !cuda_tile.tile<64xf32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: result type tile<64xf16> differs from operand type tile<64xf32>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<64xf32>}> : () -> !cuda_tile.tile<64xf32>
    %1 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<64xf32>}> : () -> !cuda_tile.tile<64xf32>
    %2 = "cuda_tile.addf"(%0, %1) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<64xf32>, !cuda_tile.tile<64xf32>) -> !cuda_tile.tile<64xf16>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: operand #0 must be an integer tile (i1...i64), got tile<4xf32>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<4xf32>}> : () -> !cuda_tile.tile<4xf32>
    %1 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<4xf32>}> : () -> !cuda_tile.tile<4xf32>
    %2 = "cuda_tile.addi"(%0, %1) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: operand #0 must be a f16, bf16, f32 or f64 tile, got tile<4xi32>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<4xi32>}> : () -> !cuda_tile.tile<4xi32>
    %1 = "cuda_tile.sin"(%0) : (!cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: must be a f16, bf16, f32 or f64 tile
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0x00> : !cuda_tile.tile<4xf8E4M3FN>}> : () -> !cuda_tile.tile<4xf8E4M3FN>
    %1 = "cuda_tile.exp"(%0) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<4xf8E4M3FN>) -> !cuda_tile.tile<4xf8E4M3FN>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: flush_to_zero is only allowed on f32, got f16
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<4xf16>}> : () -> !cuda_tile.tile<4xf16>
    %1 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<4xf16>}> : () -> !cuda_tile.tile<4xf16>
    %2 = "cuda_tile.mulf"(%0, %1) <{rounding_mode = #cuda_tile.rounding<nearest_even>, flush_to_zero}> : (!cuda_tile.tile<4xf16>, !cuda_tile.tile<4xf16>) -> !cuda_tile.tile<4xf16>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: rounding mode 'approx' is not allowed here
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<4xf32>}> : () -> !cuda_tile.tile<4xf32>
    %1 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<4xf32>}> : () -> !cuda_tile.tile<4xf32>
    %2 = "cuda_tile.addf"(%0, %1) <{rounding_mode = #cuda_tile.rounding<approx>}> : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: rounding mode 'full' is only allowed on f32, got bf16
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<4xbf16>}> : () -> !cuda_tile.tile<4xbf16>
    %1 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<4xbf16>}> : () -> !cuda_tile.tile<4xbf16>
    %2 = "cuda_tile.divf"(%0, %1) <{rounding_mode = #cuda_tile.rounding<full>}> : (!cuda_tile.tile<4xbf16>, !cuda_tile.tile<4xbf16>) -> !cuda_tile.tile<4xbf16>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: rounding mode 'nearest_even' is not allowed here
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<4xf16>}> : () -> !cuda_tile.tile<4xf16>
    %1 = "cuda_tile.exp"(%0) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<4xf16>) -> !cuda_tile.tile<4xf16>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: rounding mode 'approx' is only allowed on f32
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<4xf16>}> : () -> !cuda_tile.tile<4xf16>
    %1 = "cuda_tile.tanh"(%0) <{rounding_mode = #cuda_tile.rounding<approx>}> : (!cuda_tile.tile<4xf16>) -> !cuda_tile.tile<4xf16>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: rounding 'negative_inf' is not allowed with 'unsigned'
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<4xi32>}> : () -> !cuda_tile.tile<4xi32>
    %1 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<4xi32>}> : () -> !cuda_tile.tile<4xi32>
    %2 = "cuda_tile.divi"(%0, %1) <{signedness = #cuda_tile.signedness<unsigned>, rounding = #cuda_tile.rounding<negative_inf>}> : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: overflow 'no_unsigned_wrap' is not allowed
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<4xi32>}> : () -> !cuda_tile.tile<4xi32>
    %1 = "cuda_tile.negi"(%0) <{overflow = #cuda_tile.overflow<no_unsigned_wrap>}> : (!cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: result must be an i1 tile shaped like tile<4xi32>, got tile<4xi32>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<4xi32>}> : () -> !cuda_tile.tile<4xi32>
    %1 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<4xi32>}> : () -> !cuda_tile.tile<4xi32>
    %2 = "cuda_tile.cmpi"(%0, %1) <{comparison_predicate = #cuda_tile.comparison_predicate<equal>, signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: operand types differ
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<4xf32>}> : () -> !cuda_tile.tile<4xf32>
    %1 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<4xf16>}> : () -> !cuda_tile.tile<4xf16>
    %2 = "cuda_tile.cmpf"(%0, %1) <{comparison_predicate = #cuda_tile.comparison_predicate<equal>, comparison_ordering = #cuda_tile.comparison_ordering<unordered>}> : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf16>) -> !cuda_tile.tile<4xi1>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: condition must be an i1 tile shaped like tile<4xf32>, got tile<2xi1>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<false> : !cuda_tile.tile<2xi1>}> : () -> !cuda_tile.tile<2xi1>
    %1 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<4xf32>}> : () -> !cuda_tile.tile<4xf32>
    %2 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<4xf32>}> : () -> !cuda_tile.tile<4xf32>
    %3 = "cuda_tile.select"(%0, %1, %2) : (!cuda_tile.tile<2xi1>, !cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: cannot select f4E2M1FN values
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<false> : !cuda_tile.tile<4xi1>}> : () -> !cuda_tile.tile<4xi1>
    %1 = "cuda_tile.constant"() <{value = dense<0x0> : !cuda_tile.tile<4xf4E2M1FN>}> : () -> !cuda_tile.tile<4xf4E2M1FN>
    %2 = "cuda_tile.constant"() <{value = dense<0x0> : !cuda_tile.tile<4xf4E2M1FN>}> : () -> !cuda_tile.tile<4xf4E2M1FN>
    %3 = "cuda_tile.select"(%0, %1, %2) : (!cuda_tile.tile<4xi1>, !cuda_tile.tile<4xf4E2M1FN>, !cuda_tile.tile<4xf4E2M1FN>) -> !cuda_tile.tile<4xf4E2M1FN>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: exponent must be an i1...i32 tile shaped like the base
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<4xf32>}> : () -> !cuda_tile.tile<4xf32>
    %1 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<4xi64>}> : () -> !cuda_tile.tile<4xi64>
    %2 = "cuda_tile.fpowi"(%0, %1) : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xi64>) -> !cuda_tile.tile<4xf32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// a 13.4 value in a 13.3 module
// expected-error: attribute 'rounding_mode': 7 is not a rounding value of bytecode 13.3
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<4xf32>}> : () -> !cuda_tile.tile<4xf32>
    %1 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<4xf32>}> : () -> !cuda_tile.tile<4xf32>
    %2 = "cuda_tile.addf"(%0, %1) <{rounding_mode = #cuda_tile.rounding<nearest_away>}> : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: missing attribute 'overflow'
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<4xi32>}> : () -> !cuda_tile.tile<4xi32>
    %1 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<4xi32>}> : () -> !cuda_tile.tile<4xi32>
    %2 = "cuda_tile.addi"(%0, %1) : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
