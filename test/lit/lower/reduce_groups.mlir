// Per-group reductions of a row, as a group quantisation takes them: each block loads 512
// values of a (bf16, 16-byte aligned), makes them f32, reshapes them to [4, 128] and reduces
// every row of 128 twice, the maximum of |a| to m and the sum to s (test/gpu/compiled_kernels.c
// checks both against the CPU, on the GPU and in ptxsim). No later user lays out the reduced
// tiles, so each reduce takes the layout of the bf16 load (assign-layouts natural_layout): 8
// values a thread, one 16-byte load, a row over 16 lanes (4 butterflies). Before, the reduces
// took the f32 shape's default (4 values a thread), which the load then took from them: two
// 8-byte loads a thread and a row over 32 lanes (5 butterflies). No [4, 128] tile is converted
// either way; the [4] results are, for their stores.
// RUN: cutile compile --gpu-name sm_90a %s --emit sched | FileCheck %s
// RUN: cutile compile --gpu-name sm_90a %s --emit ptx | FileCheck %s --check-prefix=PTX
// RUN: cutile compile --gpu-name sm_80 %s --emit ptx | FileCheck %s --check-prefix=PTX
// CHECK: "cuda_tile.reshape"({{.*}}) : (!cuda_tile.tile<512xf32>) -> !cuda_tile.tile<4x128xf32>
// CHECK-NOT: "cuda_tile.convert_layout"({{.*}}) <{{.*}}> : (!cuda_tile.tile<4x128xf32>)
// CHECK: "cuda_tile.return"
// PTX: .reqntid 64, 1, 1
// PTX: ld.global.v4.b32
// PTX-NOT: ld.global
// PTX: shfl.sync.bfly.b32 {{%f[0-9]+}}, {{%f[0-9]+}}, 8, 31, -1;
// PTX-NOT: shfl.sync.bfly.b32 {{%f[0-9]+}}, {{%f[0-9]+}}, 16, 31, -1;
// PTX: shfl.sync.bfly.b32 {{%f[0-9]+}}, {{%f[0-9]+}}, 8, 31, -1;
// PTX-NOT: shfl.sync.bfly.b32 {{%f[0-9]+}}, {{%f[0-9]+}}, 16, 31, -1;
// PTX: ret;
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "group_max_sum", function_type = (!cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<bf16>>, %m: !cuda_tile.tile<ptr<f32>>, %s: !cuda_tile.tile<ptr<f32>>):
    %bx, %by, %bz = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %a16 = "cuda_tile.assume"(%a) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<bf16>>) -> !cuda_tile.tile<ptr<bf16>>
    %ta = "cuda_tile.make_tensor_view"(%a16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<bf16>>) -> !cuda_tile.tensor_view<2048xbf16, strides=[1]>
    %tm = "cuda_tile.make_tensor_view"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<16xf32, strides=[1]>
    %ts = "cuda_tile.make_tensor_view"(%s) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<16xf32, strides=[1]>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<2048xbf16, strides=[1]>) -> !cuda_tile.partition_view<tile=(512), tensor_view<2048xbf16, strides=[1]>, dim_map=[0]>
    %pm = "cuda_tile.make_partition_view"(%tm) : (!cuda_tile.tensor_view<16xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(4), tensor_view<16xf32, strides=[1]>, dim_map=[0]>
    %ps = "cuda_tile.make_partition_view"(%ts) : (!cuda_tile.tensor_view<16xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(4), tensor_view<16xf32, strides=[1]>, dim_map=[0]>
    %xb, %t1 = "cuda_tile.load_view_tko"(%pa, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(512), tensor_view<2048xbf16, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<512xbf16>, !cuda_tile.token)
    %x = "cuda_tile.ftof"(%xb) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<512xbf16>) -> !cuda_tile.tile<512xf32>
    %g = "cuda_tile.reshape"(%x) : (!cuda_tile.tile<512xf32>) -> !cuda_tile.tile<4x128xf32>
    %ga = "cuda_tile.absf"(%g) : (!cuda_tile.tile<4x128xf32>) -> !cuda_tile.tile<4x128xf32>
    %mx = "cuda_tile.reduce"(%ga) <{dim = 1 : i32, identities = [0xFF800000 : f32]}> ({
    ^bb0(%p: !cuda_tile.tile<f32>, %q: !cuda_tile.tile<f32>):
      %r = "cuda_tile.maxf"(%p, %q) : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
      "cuda_tile.yield"(%r) : (!cuda_tile.tile<f32>) -> ()
    }) : (!cuda_tile.tile<4x128xf32>) -> !cuda_tile.tile<4xf32>
    %sm = "cuda_tile.reduce"(%g) <{dim = 1 : i32, identities = [0.0 : f32]}> ({
    ^bb0(%p: !cuda_tile.tile<f32>, %q: !cuda_tile.tile<f32>):
      %r = "cuda_tile.addf"(%p, %q) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
      "cuda_tile.yield"(%r) : (!cuda_tile.tile<f32>) -> ()
    }) : (!cuda_tile.tile<4x128xf32>) -> !cuda_tile.tile<4xf32>
    %t2 = "cuda_tile.store_view_tko"(%mx, %pm, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<4xf32>, !cuda_tile.partition_view<tile=(4), tensor_view<16xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %t3 = "cuda_tile.store_view_tko"(%sm, %ps, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<4xf32>, !cuda_tile.partition_view<tile=(4), tensor_view<16xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
