// assign-layouts: a blocked layout per tile shape from the accesses (16-byte vectors along the
// unit-stride dimension), passed through elementwise ops, broadcasts and permutes; a value two
// users want in different layouts gets a convert_layout before the earlier user. The vector
// width of each access is the layout's run capped by the proven alignment.
//
// 2048-element tiles → 8 warps. tile<64x32xf32> blocked along its rows: registers hold 4
// consecutive columns (flat bits 0, 1), lanes walk flat bits 2–6, warps 7–9, the last register
// bit is flat bit 10 — the same flat-bit layout as tile<32x64>'s, as for any row-major tile.
// The permute makes the load's layout the transpose of that (result bit b is source bit b+6
// for b < 5, b−5 above): its registers do not run along the rows, so the load is scalar
// (vec 1), and the direct store of the loaded tile needs a convert_layout.
// (test/gpu/compiled_kernels runs this kernel.)
// RUN: cutile compile --gpu-name sm_90a %s --emit sched | FileCheck %s
// RUN: cutile compile --gpu-name sm_90a %s --emit ptx | FileCheck %s --check-prefix=PTX
// CHECK: %[[X:[0-9]+]] = "cuda_tile.tiled_load"{{.*}}layout = array<i32: 3, 5, 3, 11, 64, 128, 32, 256, 512, 1024, 1, 2, 4, 8, 16>, vec = 1 : i32}>
// CHECK-NEXT: %[[CV:[0-9]+]] = "cuda_tile.convert_layout"(%[[X]]) <{layout = array<i32: 3, 5, 3, 11, 1, 2, 1024, 4, 8, 16, 32, 64, 128, 256, 512>}>
// CHECK-NEXT: "cuda_tile.tiled_store"(%[[CV]], {{.*}}layout = array<i32: 3, 5, 3, 11, 1, 2, 1024, 4, 8, 16, 32, 64, 128, 256, 512>, vec = 4 : i32}>
// CHECK-NEXT: %[[P:[0-9]+]] = "cuda_tile.permute"(%[[X]])
// CHECK-NEXT: "cuda_tile.tiled_store"(%[[P]], {{.*}}layout = array<i32: 3, 5, 3, 11, 1, 2, 1024, 4, 8, 16, 32, 64, 128, 256, 512>, vec = 4 : i32}>
// In PTX the conversion goes through shared memory (32·64·4 = 8 KiB): barrier, each register
// stored under the load's layout (register 1 is flat bit 6 → +256 bytes), barrier, loads under
// the store's layout, 16 bytes at a time (registers 1, 2 are flat bits 0, 1; register 4 is flat
// bit 10 → +4096). The load's lanes 0-2 walk flat bits 8-10 (address bits 10-12), which would
// put eight lanes of one scalar store on the same bank; the swizzle XORs address bits 10-12
// into the 16-byte chunk (bits 4-6), so register 4's address is the thread's XOR 64
// (convert_swizzle.mlir).
// PTX: .shared .align 16 .b8 ct_smem[8192];
// PTX: bar.sync 0;
// PTX-NEXT: mov.u32 [[B:%r[0-9]+]], ct_smem;
// PTX-NEXT: mul.lo.u32 [[W:%r[0-9]+]], {{%r[0-9]+}}, 4;
// PTX-NEXT: shr.u32 [[X:%r[0-9]+]], [[W]], 10;
// PTX-NEXT: and.b32 [[X]], [[X]], 7;
// PTX-NEXT: shl.b32 [[X]], [[X]], 4;
// PTX-NEXT: xor.b32 [[W]], [[W]], [[X]];
// PTX-NEXT: mul.lo.u32 [[RD:%r[0-9]+]], {{%r[0-9]+}}, 4;
// PTX: add.u32 [[W0:%r[0-9]+]], [[W]], [[B]];
// PTX-NEXT: st.shared.f32 [[[W0]]+0], {{%f[0-9]+}};
// PTX-NEXT: st.shared.f32 [[[W0]]+256], {{%f[0-9]+}};
// PTX: bar.sync 0;
// PTX-NEXT: add.u32 [[R0:%r[0-9]+]], [[RD]], [[B]];
// PTX-NEXT: ld.shared.v4.f32 {{{%f[0-9]+}}, {{%f[0-9]+}}, {{%f[0-9]+}}, {{%f[0-9]+}}}, [[[R0]]+0];
// PTX-NEXT: xor.b32 [[T:%r[0-9]+]], [[RD]], 64;
// PTX-NEXT: add.u32 [[R4:%r[0-9]+]], [[T]], [[B]];
// PTX-NEXT: ld.shared.v4.f32 {{{%f[0-9]+}}, {{%f[0-9]+}}, {{%f[0-9]+}}, {{%f[0-9]+}}}, [[[R4]]+4096];
// PTX: st.global.v4.f32
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "transpose_twice", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%x: !cuda_tile.tile<ptr<f32>>, %c: !cuda_tile.tile<ptr<f32>>, %y: !cuda_tile.tile<ptr<f32>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %x16 = "cuda_tile.assume"(%x) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %c16 = "cuda_tile.assume"(%c) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %y16 = "cuda_tile.assume"(%y) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %tx = "cuda_tile.make_tensor_view"(%x16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<128x64xf32, strides=[64,1]>
    %tc = "cuda_tile.make_tensor_view"(%c16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<128x64xf32, strides=[64,1]>
    %ty = "cuda_tile.make_tensor_view"(%y16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x128xf32, strides=[128,1]>
    %i, %j, %k = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %px = "cuda_tile.make_partition_view"(%tx) : (!cuda_tile.tensor_view<128x64xf32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(32x64), tensor_view<128x64xf32, strides=[64,1]>, dim_map=[0, 1]>
    %pc = "cuda_tile.make_partition_view"(%tc) : (!cuda_tile.tensor_view<128x64xf32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(32x64), tensor_view<128x64xf32, strides=[64,1]>, dim_map=[0, 1]>
    %py = "cuda_tile.make_partition_view"(%ty) : (!cuda_tile.tensor_view<64x128xf32, strides=[128,1]>) -> !cuda_tile.partition_view<tile=(64x32), tensor_view<64x128xf32, strides=[128,1]>, dim_map=[0, 1]>
    %t, %t1 = "cuda_tile.load_view_tko"(%px, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(32x64), tensor_view<128x64xf32, strides=[64,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<32x64xf32>, !cuda_tile.token)
    %t2 = "cuda_tile.store_view_tko"(%t, %pc, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<32x64xf32>, !cuda_tile.partition_view<tile=(32x64), tensor_view<128x64xf32, strides=[64,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %p = "cuda_tile.permute"(%t) <{permutation = array<i32: 1, 0>}> : (!cuda_tile.tile<32x64xf32>) -> !cuda_tile.tile<64x32xf32>
    %t3 = "cuda_tile.store_view_tko"(%p, %py, %zero, %i, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<64x32xf32>, !cuda_tile.partition_view<tile=(64x32), tensor_view<64x128xf32, strides=[128,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
