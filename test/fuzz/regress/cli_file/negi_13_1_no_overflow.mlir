"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "basic", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<[1, 2]> : !cuda_tile.tile<2xi32>}> : () -> !cuda_tile.tile<2xi32>
    %1 = "cuda_tile.negi"(%0)  : (!cuda_tile.tile<2xi32>) -> !cuda_tile.tile<2xi32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.1"} : () -> ()
