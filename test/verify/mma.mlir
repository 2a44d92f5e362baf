// Matrix multiply: mmaf element types and shapes, mmai, mmaf_scaled block sizes and scales.
// Format and runner: README.md.
// expected-error: bf16 inputs cannot accumulate into f16
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<16x32xbf16>}> : () -> !cuda_tile.tile<16x32xbf16>
    %1 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<32x16xbf16>}> : () -> !cuda_tile.tile<32x16xbf16>
    %2 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<16x16xf16>}> : () -> !cuda_tile.tile<16x16xf16>
    %3 = "cuda_tile.mmaf"(%0, %1, %2) : (!cuda_tile.tile<16x32xbf16>, !cuda_tile.tile<32x16xbf16>, !cuda_tile.tile<16x16xf16>) -> !cuda_tile.tile<16x16xf16>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: shapes tile<16x32xf16> x tile<16x16xf16> -> tile<16x16xf32> do not multiply
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<16x32xf16>}> : () -> !cuda_tile.tile<16x32xf16>
    %1 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<16x16xf16>}> : () -> !cuda_tile.tile<16x16xf16>
    %2 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<16x16xf32>}> : () -> !cuda_tile.tile<16x16xf32>
    %3 = "cuda_tile.mmaf"(%0, %1, %2) : (!cuda_tile.tile<16x32xf16>, !cuda_tile.tile<16x16xf16>, !cuda_tile.tile<16x16xf32>) -> !cuda_tile.tile<16x16xf32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: lhs tile<16x32xf16> and rhs tile<32x16xbf16> element types differ
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<16x32xf16>}> : () -> !cuda_tile.tile<16x32xf16>
    %1 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<32x16xbf16>}> : () -> !cuda_tile.tile<32x16xbf16>
    %2 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<16x16xf32>}> : () -> !cuda_tile.tile<16x16xf32>
    %3 = "cuda_tile.mmaf"(%0, %1, %2) : (!cuda_tile.tile<16x32xf16>, !cuda_tile.tile<32x16xbf16>, !cuda_tile.tile<16x16xf32>) -> !cuda_tile.tile<16x16xf32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: batch dimensions differ
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<2x16x32xf16>}> : () -> !cuda_tile.tile<2x16x32xf16>
    %1 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<4x32x16xf16>}> : () -> !cuda_tile.tile<4x32x16xf16>
    %2 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<2x16x16xf32>}> : () -> !cuda_tile.tile<2x16x16xf32>
    %3 = "cuda_tile.mmaf"(%0, %1, %2) : (!cuda_tile.tile<2x16x32xf16>, !cuda_tile.tile<4x32x16xf16>, !cuda_tile.tile<2x16x16xf32>) -> !cuda_tile.tile<2x16x16xf32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: operands must be 2-D or 3-D tiles of one rank
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<16xf32>}> : () -> !cuda_tile.tile<16xf32>
    %1 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<16xf32>}> : () -> !cuda_tile.tile<16xf32>
    %2 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<16xf32>}> : () -> !cuda_tile.tile<16xf32>
    %3 = "cuda_tile.mmaf"(%0, %1, %2) : (!cuda_tile.tile<16xf32>, !cuda_tile.tile<16xf32>, !cuda_tile.tile<16xf32>) -> !cuda_tile.tile<16xf32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: needs i8 inputs and an i32 accumulator
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<16x32xi16>}> : () -> !cuda_tile.tile<16x32xi16>
    %1 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<32x16xi16>}> : () -> !cuda_tile.tile<32x16xi16>
    %2 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<16x16xi32>}> : () -> !cuda_tile.tile<16x16xi32>
    %3 = "cuda_tile.mmai"(%0, %1, %2) <{signedness_lhs = #cuda_tile.signedness<unsigned>, signedness_rhs = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<16x32xi16>, !cuda_tile.tile<32x16xi16>, !cuda_tile.tile<16x16xi32>) -> !cuda_tile.tile<16x16xi32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: block size 16 is not allowed for f8E5M2 inputs with f8E8M0FNU scales
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0x00> : !cuda_tile.tile<64x128xf8E5M2>}> : () -> !cuda_tile.tile<64x128xf8E5M2>
    %1 = "cuda_tile.constant"() <{value = dense<0x00> : !cuda_tile.tile<128x32xf8E5M2>}> : () -> !cuda_tile.tile<128x32xf8E5M2>
    %2 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<64x32xf32>}> : () -> !cuda_tile.tile<64x32xf32>
    %3 = "cuda_tile.constant"() <{value = dense<0x00> : !cuda_tile.tile<64x8xf8E8M0FNU>}> : () -> !cuda_tile.tile<64x8xf8E8M0FNU>
    %4 = "cuda_tile.constant"() <{value = dense<0x00> : !cuda_tile.tile<8x32xf8E8M0FNU>}> : () -> !cuda_tile.tile<8x32xf8E8M0FNU>
    %5 = "cuda_tile.mmaf_scaled"(%0, %1, %2, %3, %4) : (!cuda_tile.tile<64x128xf8E5M2>, !cuda_tile.tile<128x32xf8E5M2>, !cuda_tile.tile<64x32xf32>, !cuda_tile.tile<64x8xf8E8M0FNU>, !cuda_tile.tile<8x32xf8E8M0FNU>) -> !cuda_tile.tile<64x32xf32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: f8E4M3FN scales are not allowed for f8E5M2 inputs
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0x00> : !cuda_tile.tile<64x128xf8E5M2>}> : () -> !cuda_tile.tile<64x128xf8E5M2>
    %1 = "cuda_tile.constant"() <{value = dense<0x00> : !cuda_tile.tile<128x32xf8E5M2>}> : () -> !cuda_tile.tile<128x32xf8E5M2>
    %2 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<64x32xf32>}> : () -> !cuda_tile.tile<64x32xf32>
    %3 = "cuda_tile.constant"() <{value = dense<0x00> : !cuda_tile.tile<64x4xf8E4M3FN>}> : () -> !cuda_tile.tile<64x4xf8E4M3FN>
    %4 = "cuda_tile.constant"() <{value = dense<0x00> : !cuda_tile.tile<4x32xf8E4M3FN>}> : () -> !cuda_tile.tile<4x32xf8E4M3FN>
    %5 = "cuda_tile.mmaf_scaled"(%0, %1, %2, %3, %4) : (!cuda_tile.tile<64x128xf8E5M2>, !cuda_tile.tile<128x32xf8E5M2>, !cuda_tile.tile<64x32xf32>, !cuda_tile.tile<64x4xf8E4M3FN>, !cuda_tile.tile<4x32xf8E4M3FN>) -> !cuda_tile.tile<64x32xf32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
