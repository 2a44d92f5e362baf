// print_tko of tiles: each tile is staged in shared memory (row-major), then thread 0 prints
// the line, each tile's conversion expanded over its elements as a nested list — how cuTile
// Python's documentation and NVIDIA's test_print.py show tiles ("[[0, 1, 2, 3], [4, 5, 6, 7]]")
// — beside rank-0 values; vprintf takes at most 32 arguments, so a longer line is printed in
// pieces (codegen/ptx_print.c). test/gpu/compiled_kernels.c print_tile runs the export on the GPU.
// RUN: cutile compile --gpu-name sm_90a test/data/print_tile_i32.v13_3.cutile --emit ptx | FileCheck %s
// RUN: cutile compile --gpu-name sm_80 test/data/print_tile_i32.v13_1.cutile --emit cubin --no-cache -o %t.cubin
// RUN: cutile compile --gpu-name sm_90a %s --emit ptx | FileCheck %s --check-prefix=LONG
// The formats: "tile[%d]:[%d, %d, %d, %d, %d, %d, %d, %d]\n", "original: [[%d, %d, %d, %d], [%d, …",
// "block %d keepdims: [[%d], [%d]] half=[%.2f, …".
// CHECK: .global .align 1 .b8 [[F1:ct_fmt[0-9]+]][43] = {116, 105, 108, 101, 91, 37, 100, 93, 58, 91, 37, 100, 44, 32, 37, 100,
// CHECK: .global .align 1 .b8 {{ct_fmt[0-9]+}}[48] = {111, 114, 105, 103, 105, 110, 97, 108, 58, 32, 91, 91, 37, 100, 44, 32,
// CHECK: .global .align 1 .b8 {{ct_fmt[0-9]+}}[87] = {98, 108, 111, 99, 107, 32, 37, 100, 32, 107, 101, 101, 112, 100, 105, 109, 115, 58, 32, 91, 91, 37, 100, 93, 44, 32, 91, 37, 100, 93, 93, 32, 104, 97, 108, 102, 61, 91, 37, 46, 50, 102,
// The tile goes to shared memory from its owners, a barrier, then thread 0 alone lays out the
// block id and the eight elements read back, and calls vprintf once.
// CHECK: bar.sync 0;
// CHECK: st.shared.b32
// CHECK: bar.sync 0;
// CHECK-NEXT: setp.eq.u32 [[P:%p[0-9]+]], %r0, 0;
// CHECK-NEXT: @![[P]] bra $Lcf[[SKIP:[0-9]+]];
// CHECK: st.local.b32 [ct_pbuf+0],
// CHECK: ld.shared.b32 {{%r[0-9]+}}, [{{%r[0-9]+}}+28];
// CHECK-NEXT: st.local.b32 [ct_pbuf+32],
// CHECK-NEXT: mov.u64 {{%rd[0-9]+}}, [[F1]];
// CHECK: call (rv), vprintf, (p0, p1);
// CHECK-NEXT: }
// CHECK-NEXT: $Lcf[[SKIP]]:
//
// 64 elements: two calls of 32 arguments, the first with "v=[%d, … %d" (31 ", "), the second
// with ", %d … %d]\n".
// LONG: .global .align 1 .b8 [[A:ct_fmt[0-9]+]][130] = {118, 61, 91, 37, 100, 44, 32,
// LONG-SAME: 37, 100, 0};
// LONG: .global .align 1 .b8 [[B:ct_fmt[0-9]+]][131] = {44, 32, 37, 100,
// LONG-SAME: 37, 100, 93, 10, 0};
// LONG: st.local.b32 [ct_pbuf+124],
// LONG-NEXT: mov.u64 {{%rd[0-9]+}}, [[A]];
// LONG: call (rv), vprintf, (p0, p1);
// LONG: st.local.b32 [ct_pbuf+124],
// LONG-NEXT: mov.u64 {{%rd[0-9]+}}, [[B]];
// LONG: call (rv), vprintf, (p0, p1);
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "print_long", function_type = (!cuda_tile.tile<ptr<i32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<i32>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %ta = "cuda_tile.make_tensor_view"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tensor_view<64xi32, strides=[1]>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<64xi32, strides=[1]>) -> !cuda_tile.partition_view<tile=(64), tensor_view<64xi32, strides=[1]>, dim_map=[0]>
    %va, %ka = "cuda_tile.load_view_tko"(%pa, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(64), tensor_view<64xi32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64xi32>, !cuda_tile.token)
    %kp = "cuda_tile.print_tko"(%va, %ka) <{str = "v=%d\0A", operandSegmentSizes = array<i32: 1, 1>}> : (!cuda_tile.tile<64xi32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
