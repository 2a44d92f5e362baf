"cuda_tile.module"() ({
  "cuda_tile.entry"() <{sym_name = "r", function_type = (!cuda_tile.tile<i1>, !cuda_tile.tile<i32>) -> (), optimization_hints = #cuda_tile.optimization_hints<sm_80 = {occupancy = 2 : i64}, "odd key" = {allow_tma = true, x}>}> ({
  ^bb0(%c: !cuda_tile.tile<i1>, %n: !cuda_tile.tile<i32>):
    %r = "cuda_tile.loop"(%n) ({
    ^bb0(%i: !cuda_tile.tile<i32>):
      "cuda_tile.if"(%c) ({
        "cuda_tile.break"(%i) : (!cuda_tile.tile<i32>) -> ()
      }, {
        "cuda_tile.yield"() : () -> ()
      }) : (!cuda_tile.tile<i1>) -> ()
      "cuda_tile.continue"(%i) : (!cuda_tile.tile<i32>) -> ()
    }) : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %t = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %p = "cuda_tile.print_tko"(%r, %t) <{str = "%d", operandSegmentSizes = array<i32: 1, 1>}> : (!cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.2"} : () -> ()
