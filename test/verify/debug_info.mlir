// Debug info (bytecode.md §3.6): the op's Python line in the message, call sites,
// function and op locations and scopes.
// Format and runner: README.md.
// expected-error: entry 'k', op #3 'cuda_tile.addf' (kernels.py:14): operand types differ: tile<64xf32> vs tile<64xf16>
#di1 = #cuda_tile.di_file<name = "kernels.py", directory = "/src">
#di2 = #cuda_tile.di_compile_unit<file = #di1>
#di3 = #cuda_tile.di_subprogram<file = #di1, line = 1, name = "k", linkage_name = "k", compile_unit = #di2, scope_line = 0>
#di4 = #cuda_tile.di_loc<scope = #di3, filename = "/src/kernels.py", line = 10, column = 0>
#di5 = #cuda_tile.di_file<name = "kernels.py", directory = "/src">
#di6 = #cuda_tile.di_compile_unit<file = #di5>
#di7 = #cuda_tile.di_subprogram<file = #di5, line = 1, name = "k", linkage_name = "k", compile_unit = #di6, scope_line = 0>
#di8 = #cuda_tile.di_loc<scope = #di7, filename = "/src/kernels.py", line = 14, column = 0>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<64xf32>}> : () -> !cuda_tile.tile<64xf32>
    %1 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<64xf16>}> : () -> !cuda_tile.tile<64xf16>
    %2 = "cuda_tile.addf"(%0, %1) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<64xf32>, !cuda_tile.tile<64xf16>) -> !cuda_tile.tile<64xf32> loc(#di8)
    "cuda_tile.return"() : () -> ()
  }) : () -> () loc(#di4)
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// a call site: the scope rules follow the caller, the message shows the callee's line
// expected-error: op #2 'cuda_tile.negf' (kernels.py:4): result type tile<4xf16>
#di1 = #cuda_tile.di_file<name = "kernels.py", directory = "/src">
#di2 = #cuda_tile.di_compile_unit<file = #di1>
#di3 = #cuda_tile.di_subprogram<file = #di1, line = 1, name = "k", linkage_name = "k", compile_unit = #di2, scope_line = 0>
#di4 = #cuda_tile.di_loc<scope = #di3, filename = "/src/kernels.py", line = 10, column = 0>
#di5 = #cuda_tile.di_file<name = "kernels.py", directory = "/src">
#di6 = #cuda_tile.di_compile_unit<file = #di5>
#di7 = #cuda_tile.di_subprogram<file = #di5, line = 1, name = "helper@kernels:3:0_0", linkage_name = "helper@kernels:3:0_0", compile_unit = #di6, scope_line = 0>
#di8 = #cuda_tile.di_loc<scope = #di7, filename = "/src/kernels.py", line = 4, column = 0>
#di9 = #cuda_tile.di_file<name = "kernels.py", directory = "/src">
#di10 = #cuda_tile.di_compile_unit<file = #di9>
#di11 = #cuda_tile.di_subprogram<file = #di9, line = 1, name = "k", linkage_name = "k", compile_unit = #di10, scope_line = 0>
#di12 = #cuda_tile.di_loc<scope = #di11, filename = "/src/kernels.py", line = 12, column = 0>
#di13 = #cuda_tile.di_call_site<callee = #di8, caller = #di12>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<4xf32>}> : () -> !cuda_tile.tile<4xf32>
    %1 = "cuda_tile.negf"(%0) : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf16> loc(#di13)
    "cuda_tile.return"() : () -> ()
  }) : () -> () loc(#di4)
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-ok
#di1 = #cuda_tile.di_file<name = "kernels.py", directory = "/src">
#di2 = #cuda_tile.di_compile_unit<file = #di1>
#di3 = #cuda_tile.di_subprogram<file = #di1, line = 1, name = "k", linkage_name = "k", compile_unit = #di2, scope_line = 0>
#di4 = #cuda_tile.di_loc<scope = #di3, filename = "/src/kernels.py", line = 10, column = 0>
#di5 = #cuda_tile.di_file<name = "kernels.py", directory = "/src">
#di6 = #cuda_tile.di_compile_unit<file = #di5>
#di7 = #cuda_tile.di_subprogram<file = #di5, line = 1, name = "helper", linkage_name = "helper", compile_unit = #di6, scope_line = 0>
#di8 = #cuda_tile.di_loc<scope = #di7, filename = "/src/kernels.py", line = 4, column = 0>
#di9 = #cuda_tile.di_file<name = "kernels.py", directory = "/src">
#di10 = #cuda_tile.di_compile_unit<file = #di9>
#di11 = #cuda_tile.di_subprogram<file = #di9, line = 1, name = "k", linkage_name = "k", compile_unit = #di10, scope_line = 0>
#di12 = #cuda_tile.di_loc<scope = #di11, filename = "/src/kernels.py", line = 12, column = 0>
#di13 = #cuda_tile.di_call_site<callee = #di8, caller = #di12>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<4xf32>}> : () -> !cuda_tile.tile<4xf32>
    %1 = "cuda_tile.negf"(%0) : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32> loc(#di13)
    "cuda_tile.return"() : () -> ()
  }) : () -> () loc(#di4)
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: entry 'k': debug info subprogram linkage name 'other' differs from the function name
#di1 = #cuda_tile.di_file<name = "kernels.py", directory = "/src">
#di2 = #cuda_tile.di_compile_unit<file = #di1>
#di3 = #cuda_tile.di_subprogram<file = #di1, line = 1, name = "other", linkage_name = "other", compile_unit = #di2, scope_line = 0>
#di4 = #cuda_tile.di_loc<scope = #di3, filename = "/src/kernels.py", line = 10, column = 0>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    "cuda_tile.return"() : () -> ()
  }) : () -> () loc(#di4)
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: function location must be a DILoc, got CallSite
#di1 = #cuda_tile.di_file<name = "kernels.py", directory = "/src">
#di2 = #cuda_tile.di_compile_unit<file = #di1>
#di3 = #cuda_tile.di_subprogram<file = #di1, line = 1, name = "k", linkage_name = "k", compile_unit = #di2, scope_line = 0>
#di4 = #cuda_tile.di_loc<scope = #di3, filename = "/src/kernels.py", line = 2, column = 0>
#di5 = #cuda_tile.di_file<name = "kernels.py", directory = "/src">
#di6 = #cuda_tile.di_compile_unit<file = #di5>
#di7 = #cuda_tile.di_subprogram<file = #di5, line = 1, name = "k", linkage_name = "k", compile_unit = #di6, scope_line = 0>
#di8 = #cuda_tile.di_loc<scope = #di7, filename = "/src/kernels.py", line = 3, column = 0>
#di9 = #cuda_tile.di_call_site<callee = #di4, caller = #di8>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    "cuda_tile.return"() : () -> ()
  }) : () -> () loc(#di9)
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: function location must have a DISubprogram scope
#di1 = #cuda_tile.di_file<name = "kernels.py", directory = "/src">
#di2 = #cuda_tile.di_compile_unit<file = #di1>
#di3 = #cuda_tile.di_subprogram<file = #di1, line = 1, name = "k", linkage_name = "k", compile_unit = #di2, scope_line = 0>
#di4 = #cuda_tile.di_loc<scope = #di3, filename = "/src/kernels.py", line = 1, column = 0>
#di5 = #cuda_tile.di_lexical_block<scope = #di3, file = #di1, line = 0, column = 0>
#di6 = #cuda_tile.di_loc<scope = #di5, filename = "kernels.py", line = 1, column = 0>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    "cuda_tile.return"() : () -> ()
  }) : () -> () loc(#di6)
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: op #1 'cuda_tile.constant' (kernels.py:3): op has a debug info scope but its function has none
#di1 = #cuda_tile.di_file<name = "kernels.py", directory = "/src">
#di2 = #cuda_tile.di_compile_unit<file = #di1>
#di3 = #cuda_tile.di_subprogram<file = #di1, line = 1, name = "k", linkage_name = "k", compile_unit = #di2, scope_line = 0>
#di4 = #cuda_tile.di_loc<scope = #di3, filename = "/src/kernels.py", line = 3, column = 0>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<f32>}> : () -> !cuda_tile.tile<f32> loc(#di4)
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: op debug info scope differs from its function's
#di1 = #cuda_tile.di_file<name = "kernels.py", directory = "/src">
#di2 = #cuda_tile.di_compile_unit<file = #di1>
#di3 = #cuda_tile.di_subprogram<file = #di1, line = 1, name = "k", linkage_name = "k", compile_unit = #di2, scope_line = 0>
#di4 = #cuda_tile.di_loc<scope = #di3, filename = "/src/kernels.py", line = 1, column = 0>
#di5 = #cuda_tile.di_file<name = "kernels.py", directory = "/src">
#di6 = #cuda_tile.di_compile_unit<file = #di5>
#di7 = #cuda_tile.di_subprogram<file = #di5, line = 1, name = "helper", linkage_name = "helper", compile_unit = #di6, scope_line = 0>
#di8 = #cuda_tile.di_loc<scope = #di7, filename = "/src/kernels.py", line = 3, column = 0>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<f32>}> : () -> !cuda_tile.tile<f32> loc(#di8)
    "cuda_tile.return"() : () -> ()
  }) : () -> () loc(#di4)
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// locations written as aliases of the text form
// expected-ok
#di1 = #cuda_tile.di_file<name = "k.py", directory = "/src">
#di2 = #cuda_tile.di_compile_unit<file = #di1>
#di3 = #cuda_tile.di_subprogram<file = #di1, line = 3, name = "k", linkage_name = "k", compile_unit = #di2, scope_line = 3>
#di4 = #cuda_tile.di_loc<scope = #di3, filename = "/src/k.py", line = 7, column = 5>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<1.0> : !cuda_tile.tile<4xf32>}> : () -> !cuda_tile.tile<4xf32>
    %1 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %2 = "cuda_tile.exp"(%0) <{rounding_mode = #cuda_tile.rounding<full>}> : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32> loc(#di4)
    "cuda_tile.return"() : () -> ()
  }) : () -> () loc(#di4)
}) : () -> ()
// -----
// expected-error: entry 'k', op #3 'cuda_tile.exp' (k.py:7): rounding mode 'zero' is not allowed
#di1 = #cuda_tile.di_file<name = "k.py", directory = "/src">
#di2 = #cuda_tile.di_compile_unit<file = #di1>
#di3 = #cuda_tile.di_subprogram<file = #di1, line = 3, name = "k", linkage_name = "k", compile_unit = #di2, scope_line = 3>
#di4 = #cuda_tile.di_loc<scope = #di3, filename = "/src/k.py", line = 7, column = 5>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<1.0> : !cuda_tile.tile<4xf32>}> : () -> !cuda_tile.tile<4xf32>
    %1 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %2 = "cuda_tile.exp"(%0) <{rounding_mode = #cuda_tile.rounding<zero>}> : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32> loc(#di4)
    "cuda_tile.return"() : () -> ()
  }) : () -> () loc(#di4)
}) : () -> ()
// -----
// only a loop op can be left with break
// expected-error: op #4 'cuda_tile.break': break must be inside a loop op
#di1 = #cuda_tile.di_file<name = "k.py", directory = "/src">
#di2 = #cuda_tile.di_compile_unit<file = #di1>
#di3 = #cuda_tile.di_subprogram<file = #di1, line = 3, name = "k", linkage_name = "k", compile_unit = #di2, scope_line = 3>
#di4 = #cuda_tile.di_loc<scope = #di3, filename = "/src/k.py", line = 7, column = 5>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<1.0> : !cuda_tile.tile<4xf32>}> : () -> !cuda_tile.tile<4xf32>
    %1 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    "cuda_tile.for"(%1, %1, %1) ({
    ^bb0(%3: !cuda_tile.tile<i32>):
      "cuda_tile.break"() : () -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> ()
    "cuda_tile.return"() : () -> ()
  }) : () -> () loc(#di4)
}) : () -> ()
