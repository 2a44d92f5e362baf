// Stage rules (ct_verify_module_at: the IR a pass of the compiler leaves; `cutile verify
// --stage`, what --verify-each checks): ops of later stages, and the mem ops keeping the
// ordering rules of the tile accesses they lower.
// Format and runner: README.md.
// barrier is an op of the mem stage (lower-views makes it)
// expected-error: op #1 'cuda_tile.barrier': is an op of the mem stage, in IR of the tile stage
// stage: tile
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    "cuda_tile.barrier"() : () -> ()
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-ok
// stage: mem
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    "cuda_tile.barrier"() : () -> ()
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: 'cuda_tile.convert_layout': is an op of the sched stage, in IR of the mem stage
// stage: mem
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = () -> ()}> ({
    %0 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<4xf32>}> : () -> !cuda_tile.tile<4xf32>
    %1 = "cuda_tile.convert_layout"(%0) : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-ok
// stage: mem
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1 = "cuda_tile.gather_load"(%0) <{contig = 1 : i32, align = 4 : i64, mask_const = 1 : i32, memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<acquire>, memory_scope = #cuda_tile.memory_scope<device>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<f32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: memory ordering 'acquire' needs a memory scope
// stage: mem
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1 = "cuda_tile.gather_load"(%0) <{contig = 1 : i32, align = 4 : i64, mask_const = 1 : i32, memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<acquire>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<f32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-error: memory ordering 'release' is not allowed here
// stage: mem
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1 = "cuda_tile.gather_load"(%0) <{contig = 1 : i32, align = 4 : i64, mask_const = 1 : i32, memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<release>, memory_scope = #cuda_tile.memory_scope<device>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<f32>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
