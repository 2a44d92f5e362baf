#a = #cuda_tile.di_file<name = "x\0Ay", directory = "">
#b = #cuda_tile.di_compile_unit<file = #a>
#c = #cuda_tile.di_subprogram<file = #a, line = 2, name = "f", linkage_name = "g", compile_unit = #b, scope_line = 3>
#d = #cuda_tile.di_loc<scope = #c, filename = "x", line = 4, column = 5>
#e = #cuda_tile.di_call_site<callee = #d, caller = unknown>
"cuda_tile.module"() ({
  "cuda_tile.entry"() <{sym_name = "f", function_type = () -> ()}> ({
    "cuda_tile.return"() : () -> () loc(#e)
  }) : () -> () loc(#d)
}) : () -> ()
