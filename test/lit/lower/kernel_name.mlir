// A kernel whose name PTX cannot spell is refused with its Python file:line (the function's
// debug location), not renamed behind the caller's back.
// RUN: (cutile compile --gpu-name sm_90a %s --emit ptx || echo "exit $?") 2>&1 | FileCheck %s
// CHECK: cutile: not supported yet: test/kernels/args.py:5: kernel k-1: the name is not a PTX identifier
// CHECK-NEXT: exit 3
#di1 = #cuda_tile.di_file<name = "args.py", directory = "test/kernels">
#di2 = #cuda_tile.di_compile_unit<file = #di1>
#di3 = #cuda_tile.di_subprogram<file = #di1, line = 4, name = "k", linkage_name = "k-1", compile_unit = #di2, scope_line = 4>
#di4 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/args.py", line = 5, column = 0>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k-1", function_type = (!cuda_tile.tile<i32>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<i32>):
    "cuda_tile.return"() : () -> () loc(#di4)
  }) : () -> () loc(#di4)
}) : () -> ()
