// A parse error names the line and column; asm exits with CUTILE_ERROR_PARSE (21).
// RUN: (cutile asm %s -o %t 2>&1; test $? -eq 21) | FileCheck %s
// CHECK: cutile: text IR parse error: line 14, column 27: undefined value %nope
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<i32>) -> ()}> ({
  ^bb0(%x: !cuda_tile.tile<i32>):
    %c = "cuda_tile.constant"() <{value = dense<true> : !cuda_tile.tile<i1>}> : () -> !cuda_tile.tile<i1>
    "cuda_tile.if"(%c) ({
      %nope = "cuda_tile.negi"(%x) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
      "cuda_tile.yield"() : () -> ()
    }, {
      "cuda_tile.yield"() : () -> ()
    }) : (!cuda_tile.tile<i1>) -> ()
    %y = "cuda_tile.negi"(%nope) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
