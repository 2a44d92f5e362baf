// Entries and globals: argument and result types, symbol names, global data, get_global.
// Format and runner: README.md.
// expected-error: entry 'k': argument #0 must be a rank-0 tile, got tile<4xi32>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<4xi32>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<4xi32>):
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: an entry returns no values, its type has 1 results
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> !cuda_tile.tile<i32>}> ({
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: symbol name is used twice
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: only entry functions are supported
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    "cuda_tile.return"() : () -> ()
  }) {cuda_tile.device_function} : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: global 'g': type tile<2x2xi32> must be a rank-1 tile
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.global"() <{sym_name = "g", value = dense<0> : !cuda_tile.tile<2x2xi32>, alignment = 0 : i64, symbol_visibility = #cuda_tile.symbol_visibility<public>}> : () -> ()
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: global 'g': constant data of 8 bytes does not fit tile<4xi32>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.global"() <{sym_name = "g", value = dense<"0x0000000000000000"> : !cuda_tile.tile<4xi32>, alignment = 0 : i64, symbol_visibility = #cuda_tile.symbol_visibility<public>}> : () -> ()
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-ok
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.global"() <{sym_name = "g", value = dense<0> : !cuda_tile.tile<1xi32>, alignment = 0 : i64, symbol_visibility = #cuda_tile.symbol_visibility<public>}> : () -> ()
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.get_global"() <{name = @g}> : () -> !cuda_tile.tile<ptr<i32>>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: result must be tile<ptr<i32>> (the global's element type), got tile<ptr<f32>>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.global"() <{sym_name = "g", value = dense<0> : !cuda_tile.tile<1xi32>, alignment = 0 : i64, symbol_visibility = #cuda_tile.symbol_visibility<public>}> : () -> ()
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.get_global"() <{name = @g}> : () -> !cuda_tile.tile<ptr<f32>>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: 'h' is not a global of the module
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.global"() <{sym_name = "g", value = dense<0> : !cuda_tile.tile<1xi32>, alignment = 0 : i64, symbol_visibility = #cuda_tile.symbol_visibility<public>}> : () -> ()
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.get_global"() <{name = @h}> : () -> !cuda_tile.tile<ptr<i32>>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: global 'k': symbol name is used twice
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.global"() <{sym_name = "k", value = dense<0> : !cuda_tile.tile<1xi32>, alignment = 0 : i64, symbol_visibility = #cuda_tile.symbol_visibility<public>}> : () -> ()
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
