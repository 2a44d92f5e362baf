// IR dumps: each selected pass prints the module before/after itself under a fixed header
// naming the pass and the stage of the IR it reads.
// RUN: cutile compile --gpu-name sm_90a test/data/vec_add_1d_f32.v13_3.cutile --print-before=lower-views --print-after=assign-layouts --emit ptx 2>&1 | FileCheck %s
// CHECK: // ----- IR Dump Before lower-views (tile) ----- //
// CHECK: "cuda_tile.load_view_tko"
// CHECK: // ----- IR Dump After assign-layouts (mem) ----- //
// CHECK: "cuda_tile.tiled_load"{{.*}}vec = 4 : i32
// CHECK: .visible .entry vec_add_1d_
// CHECK-NOT: IR Dump
