// A reduce whose operand no later user gives a layout reduces in the layout its data comes
// with (assign-layouts natural_layout), on the real export samples/moe/quant_permute_fp8_2048
// (x's [1, 2048] bf16 row, loaded 16 values a thread by 4 warps, made f32, reshaped to
// [16, 128] and reduced per row of 128 for the groups' amax). The load's layout puts each row
// in 8 lanes of one warp (16 registers a thread), so the reshaped tile goes to the reduce as
// it is: no conversion of the [16, 128] tile (8 KB through shared memory and two barriers when
// the reduce took the shape's default), then the 16 registers fold in the thread and three
// butterflies (lanes 1, 2, 4) finish each row; the 16 maxima are converted after it.
// RUN: cutile compile --gpu-name sm_90a samples/moe/quant_permute_fp8_2048.cutile --emit ptx -o %t.ptx --print-after=assign-layouts 2>&1 | FileCheck %s
// CHECK: "cuda_tile.reshape"({{.*}}) : (!cuda_tile.tile<1x2048xf32>) -> !cuda_tile.tile<16x128xf32>
// CHECK-NOT: "cuda_tile.convert_layout"
// CHECK: "cuda_tile.reduce"
// CHECK: "cuda_tile.convert_layout"({{.*}}) <{{.*}}> : (!cuda_tile.tile<16xf32>)
// RUN: cutile compile --gpu-name sm_90a samples/moe/quant_permute_fp8_2048.cutile --emit ptx | FileCheck %s --check-prefix=PTX
// PTX: abs.f32 {{%f[0-9]+}}, %f15;
// PTX-COUNT-15: max.f32
// PTX-NEXT: shfl.sync.bfly.b32 {{%f[0-9]+}}, {{%f[0-9]+}}, 1, 31, -1;
// PTX: shfl.sync.bfly.b32 {{%f[0-9]+}}, {{%f[0-9]+}}, 2, 31, -1;
// PTX: shfl.sync.bfly.b32 [[S:%f[0-9]+]], {{%f[0-9]+}}, 4, 31, -1;
// PTX-NOT: shfl.sync
// PTX: ret;
