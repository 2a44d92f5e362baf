// The version a module records is what asm writes unless --bytecode-version says otherwise;
// 13.1 has no `overflow` byte for negi (the default, none, is dropped and read back).
// RUN: cutile asm %s -o %t.v131 && cutile dis %t.v131 | FileCheck %s --check-prefix=V131
// RUN: cutile asm %s -o %t.v134 --bytecode-version 13.4 && cutile dis %t.v134 | FileCheck %s --check-prefix=V134
// V131: %1 = "cuda_tile.negi"(%0) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<2xi32>) -> !cuda_tile.tile<2xi32>
// V131: {cuda_tile.bytecode_version = "13.1"}
// V134: %1 = "cuda_tile.negi"(%0) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<2xi32>) -> !cuda_tile.tile<2xi32>
// V134: {cuda_tile.bytecode_version = "13.4"}
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "basic", function_type = () -> ()}> ({
    %c = "cuda_tile.constant"() <{value = dense<[1, 2]> : !cuda_tile.tile<2xi32>}> : () -> !cuda_tile.tile<2xi32>
    %n = "cuda_tile.negi"(%c) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<2xi32>) -> !cuda_tile.tile<2xi32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.1"} : () -> ()
