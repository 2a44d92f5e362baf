// A limit of the kernel as a whole (here: an argument cuTile's calling convention cannot pass)
// is refused with the kernel's own Python file:line, from the function's debug location.
// RUN: (cutile compile --gpu-name sm_90a %s --emit ptx || echo "exit $?") 2>&1 | FileCheck %s
// CHECK: cutile: not supported yet: test/kernels/args.py:5: kernel k: argument 0 is not a scalar tile of a base type or pointer (cuTile's calling convention)
// CHECK-NEXT: exit 3
#di1 = #cuda_tile.di_file<name = "args.py", directory = "test/kernels">
#di2 = #cuda_tile.di_compile_unit<file = #di1>
#di3 = #cuda_tile.di_subprogram<file = #di1, line = 4, name = "k", linkage_name = "k", compile_unit = #di2, scope_line = 4>
#di4 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/args.py", line = 5, column = 0>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<tf32>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<tf32>):
    "cuda_tile.return"() : () -> () loc(#di4)
  }) : () -> () loc(#di4)
}) : () -> ()
