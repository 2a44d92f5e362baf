// Conversions: exti/trunci, ftof and its rounding modes per version, itof, ftoi, bitcast,
// int_to_ptr/ptr_to_int, pack/unpack.
// Format and runner: README.md.
// expected-error: must extend to a wider type
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<4xi32>}> : () -> !cuda_tile.tile<4xi32>
    %1 = "cuda_tile.exti"(%0) <{signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi16>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: must truncate to a narrower type
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<4xi32>}> : () -> !cuda_tile.tile<4xi32>
    %1 = "cuda_tile.trunci"(%0) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi64>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: source tile<4xi32> and result tile<8xi64> shapes differ
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<4xi32>}> : () -> !cuda_tile.tile<4xi32>
    %1 = "cuda_tile.exti"(%0) <{signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<4xi32>) -> !cuda_tile.tile<8xi64>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: converts f32 to itself
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<4xf32>}> : () -> !cuda_tile.tile<4xf32>
    %1 = "cuda_tile.ftof"(%0) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: rounding mode 'zero' is not allowed from f32 to bf16 in bytecode 13.3
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<4xf32>}> : () -> !cuda_tile.tile<4xf32>
    %1 = "cuda_tile.ftof"(%0) <{rounding_mode = #cuda_tile.rounding<zero>}> : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xbf16>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: rounding mode 'nearest_even' is not allowed from f32 to f8E8M0FNU
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<4xf32>}> : () -> !cuda_tile.tile<4xf32>
    %1 = "cuda_tile.ftof"(%0) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf8E8M0FNU>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.2"} : () -> ()
// -----
// f32 to f8E8M0FNU rounding toward +inf is allowed (13.3)
// expected-ok
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<4xf32>}> : () -> !cuda_tile.tile<4xf32>
    %1 = "cuda_tile.ftof"(%0) <{rounding_mode = #cuda_tile.rounding<positive_inf>}> : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf8E8M0FNU>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: converts integers (i1...i64) to floats (not f8E8M0FNU) only
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<4xi32>}> : () -> !cuda_tile.tile<4xi32>
    %1 = "cuda_tile.itof"(%0) <{signedness = #cuda_tile.signedness<unsigned>, rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xf8E8M0FNU>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: rounding mode 'zero' is not allowed here
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<4xi32>}> : () -> !cuda_tile.tile<4xi32>
    %1 = "cuda_tile.itof"(%0) <{signedness = #cuda_tile.signedness<unsigned>, rounding_mode = #cuda_tile.rounding<zero>}> : (!cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xf32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: rounding mode 'nearest_even' is not allowed here
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<4xf32>}> : () -> !cuda_tile.tile<4xf32>
    %1 = "cuda_tile.ftoi"(%0) <{signedness = #cuda_tile.signedness<unsigned>, rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xi32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: source and result element widths differ
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<4xf32>}> : () -> !cuda_tile.tile<4xf32>
    %1 = "cuda_tile.bitcast"(%0) : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xi16>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: element widths differ
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0x00000> : !cuda_tile.tile<4xtf32>}> : () -> !cuda_tile.tile<4xtf32>
    %1 = "cuda_tile.bitcast"(%0) : (!cuda_tile.tile<4xtf32>) -> !cuda_tile.tile<4xi32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: converts numbers (not pointers) only
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1 = "cuda_tile.bitcast"(%0) : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<i64>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: converts i64 to pointers only
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<4xi32>}> : () -> !cuda_tile.tile<4xi32>
    %1 = "cuda_tile.int_to_ptr"(%0) : (!cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xptr<f32>>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: converts pointers to i64 only
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1 = "cuda_tile.ptr_to_int"(%0) : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<i32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: source tile<32xf16> and result tile<32xi8> differ in byte size
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<32xf16>}> : () -> !cuda_tile.tile<32xf16>
    %1 = "cuda_tile.pack"(%0) : (!cuda_tile.tile<32xf16>) -> !cuda_tile.tile<32xi8>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: needs an i8 tile and a tile of non-8-bit numbers
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0x00> : !cuda_tile.tile<32xf8E5M2>}> : () -> !cuda_tile.tile<32xf8E5M2>
    %1 = "cuda_tile.pack"(%0) : (!cuda_tile.tile<32xf8E5M2>) -> !cuda_tile.tile<32xi8>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: source and result must be rank-1 tiles
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<128xi8>}> : () -> !cuda_tile.tile<128xi8>
    %1 = "cuda_tile.unpack"(%0) : (!cuda_tile.tile<128xi8>) -> !cuda_tile.tile<2x32xf16>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
