// Control flow: if, for, loop; block structure, terminators and their parents, values
// a region carries, op ordering.
// Format and runner: README.md.
// expected-error: condition must be tile<i1>, got tile<2xi1>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<false> : !cuda_tile.tile<2xi1>}> : () -> !cuda_tile.tile<2xi1>
    "cuda_tile.if"(%0) ({
      "cuda_tile.yield"() : () -> ()
    }, {
    }) : (!cuda_tile.tile<2xi1>) -> ()
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: an if with results needs an else region
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<false> : !cuda_tile.tile<i1>}> : () -> !cuda_tile.tile<i1>
    %1 = "cuda_tile.if"(%0) ({
      %2 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<f32>}> : () -> !cuda_tile.tile<f32>
      "cuda_tile.yield"(%2) : (!cuda_tile.tile<f32>) -> ()
    }, {
    }) : (!cuda_tile.tile<i1>) -> !cuda_tile.tile<f32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: yields tile<i32> as value #0, expected tile<f32>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<false> : !cuda_tile.tile<i1>}> : () -> !cuda_tile.tile<i1>
    %1 = "cuda_tile.if"(%0) ({
      %2 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<f32>}> : () -> !cuda_tile.tile<f32>
      "cuda_tile.yield"(%2) : (!cuda_tile.tile<f32>) -> ()
    }, {
      %3 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
      "cuda_tile.yield"(%3) : (!cuda_tile.tile<i32>) -> ()
    }) : (!cuda_tile.tile<i1>) -> !cuda_tile.tile<f32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: result #0 is a view (tensor_view<64x64xf32, strides=[64,1]>)
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1 = "cuda_tile.constant"() <{value = dense<false> : !cuda_tile.tile<i1>}> : () -> !cuda_tile.tile<i1>
    %2 = "cuda_tile.if"(%1) ({
    }, {
    }) : (!cuda_tile.tile<i1>) -> !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: the block does not end with a terminator
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<false> : !cuda_tile.tile<i1>}> : () -> !cuda_tile.tile<i1>
    "cuda_tile.if"(%0) ({
      %1 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<f32>}> : () -> !cuda_tile.tile<f32>
    }, {
    }) : (!cuda_tile.tile<i1>) -> ()
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: a block must not be empty
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<false> : !cuda_tile.tile<i1>}> : () -> !cuda_tile.tile<i1>
    "cuda_tile.if"(%0) ({
    ^bb0:
    }, {
    }) : (!cuda_tile.tile<i1>) -> ()
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: op #1 'cuda_tile.return': a terminator must be the last op of its block
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    "cuda_tile.return"() : () -> ()
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<f32>}> : () -> !cuda_tile.tile<f32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: break must be inside a loop op (through if regions only)
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<false> : !cuda_tile.tile<i1>}> : () -> !cuda_tile.tile<i1>
    "cuda_tile.if"(%0) ({
      "cuda_tile.break"() : () -> ()
    }, {
    }) : (!cuda_tile.tile<i1>) -> ()
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: continue must be inside a for or loop
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<false> : !cuda_tile.tile<i1>}> : () -> !cuda_tile.tile<i1>
    "cuda_tile.if"(%0) ({
      "cuda_tile.continue"() : () -> ()
    }, {
    }) : (!cuda_tile.tile<i1>) -> ()
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: yield must end an if, reduce or scan region
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    "cuda_tile.yield"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: an entry returns no values, got 1
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<f32>}> : () -> !cuda_tile.tile<f32>
    "cuda_tile.return"(%0) : (!cuda_tile.tile<f32>) -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: break must be inside a loop op
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %1 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %2 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    "cuda_tile.for"(%0, %1, %2) ({
    ^bb0(%3: !cuda_tile.tile<i32>):
      %4 = "cuda_tile.constant"() <{value = dense<false> : !cuda_tile.tile<i1>}> : () -> !cuda_tile.tile<i1>
      "cuda_tile.if"(%4) ({
        "cuda_tile.break"() : () -> ()
      }, {
      }) : (!cuda_tile.tile<i1>) -> ()
      "cuda_tile.continue"() : () -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> ()
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: return must be at function level or inside if regions only
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %1 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %2 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    "cuda_tile.for"(%0, %1, %2) ({
    ^bb0(%3: !cuda_tile.tile<i32>):
      %4 = "cuda_tile.constant"() <{value = dense<false> : !cuda_tile.tile<i1>}> : () -> !cuda_tile.tile<i1>
      "cuda_tile.if"(%4) ({
        "cuda_tile.return"() : () -> ()
      }, {
      }) : (!cuda_tile.tile<i1>) -> ()
      "cuda_tile.continue"() : () -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> ()
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: lower bound, upper bound and step must have one type
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %1 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i64>}> : () -> !cuda_tile.tile<i64>
    %2 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    "cuda_tile.for"(%0, %1, %2) ({
    ^bb0(%3: !cuda_tile.tile<i32>):
      "cuda_tile.continue"() : () -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i64>, !cuda_tile.tile<i32>) -> ()
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: bounds must be rank-0 integer tiles, got tile<2xi32>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<2xi32>}> : () -> !cuda_tile.tile<2xi32>
    %1 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<2xi32>}> : () -> !cuda_tile.tile<2xi32>
    %2 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<2xi32>}> : () -> !cuda_tile.tile<2xi32>
    "cuda_tile.for"(%0, %1, %2) ({
    }) : (!cuda_tile.tile<2xi32>, !cuda_tile.tile<2xi32>, !cuda_tile.tile<2xi32>) -> ()
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: continues with tile<i32> as value #0, expected tile<f32>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %1 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %2 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %3 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<f32>}> : () -> !cuda_tile.tile<f32>
    %4 = "cuda_tile.for"(%0, %1, %2, %3) ({
    ^bb0(%5: !cuda_tile.tile<i32>, %6: !cuda_tile.tile<f32>):
      "cuda_tile.continue"(%5) : (!cuda_tile.tile<i32>) -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: iteration argument #0 has type tile<f16>, its init value tile<f32>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %1 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %2 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %3 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<f32>}> : () -> !cuda_tile.tile<f32>
    %4 = "cuda_tile.for"(%0, %1, %2, %3) ({
    ^bb0(%5: !cuda_tile.tile<i32>, %6: !cuda_tile.tile<f16>):
      "cuda_tile.continue"(%6) : (!cuda_tile.tile<f16>) -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: region #0 block has 1 arguments, expected 2
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %1 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %2 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %3 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<f32>}> : () -> !cuda_tile.tile<f32>
    %4 = "cuda_tile.for"(%0, %1, %2, %3) ({
    ^bb0(%5: !cuda_tile.tile<i32>):
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: breaks with tile<i32> as value #0, expected tile<f32>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %1 = "cuda_tile.loop"(%0) ({
    ^bb0(%2: !cuda_tile.tile<i32>):
      %3 = "cuda_tile.constant"() <{value = dense<false> : !cuda_tile.tile<i1>}> : () -> !cuda_tile.tile<i1>
      "cuda_tile.if"(%3) ({
        "cuda_tile.break"(%2) : (!cuda_tile.tile<i32>) -> ()
      }, {
      }) : (!cuda_tile.tile<i1>) -> ()
      "cuda_tile.continue"(%2) : (!cuda_tile.tile<i32>) -> ()
    }) : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<f32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: loop-carried value #0 is a view
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1 = "cuda_tile.make_tensor_view"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>
    "cuda_tile.loop"(%1) ({
    ^bb0(%2: !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>):
      "cuda_tile.continue"(%2) : (!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>) -> ()
    }) : (!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>) -> ()
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: iteration argument #0 has type i32, its init value tile<i32>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    "cuda_tile.loop"(%0) ({
    ^bb0(%1: i32):
      "cuda_tile.break"() : () -> ()
    }) : (!cuda_tile.tile<i32>) -> ()
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: value 0 has type f32; values are tiles, tokens or views
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() : () -> f32
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: 'cuda_tile.gather_load': mask tile<2xi1> must be an i1 tile shaped like tile<ptr<f32>>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    "cuda_tile.barrier"() : () -> ()
    %1 = "cuda_tile.constant"() <{value = dense<false> : !cuda_tile.tile<2xi1>}> : () -> !cuda_tile.tile<2xi1>
    %2 = "cuda_tile.gather_load"(%0, %1) <{contig = 1 : i32, align = 4 : i64, mask_const = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<2xi1>) -> !cuda_tile.tile<f32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
