// assume-propagation on cuTile's vec_add_gather: offs = bid·1024 + iota is contiguous over the
// whole tile, and the base is assumed 16-byte aligned, so the pointer tile advances one element
// at a time from 16-byte boundaries; the mask offs < n (n assumed divisible by 16) is constant
// over runs of 16 lanes. assign-layouts turns that into 16-byte gathers and scatters.
// RUN: cutile compile --gpu-name sm_90a test/data/vec_add_gather_f32.v13_3.cutile --emit mem | FileCheck %s
// RUN: cutile compile --gpu-name sm_90a test/data/vec_add_gather_f32.v13_3.cutile --emit sched | FileCheck %s --check-prefix=SCHED
// CHECK-COUNT-2: "cuda_tile.gather_load"({{.*}}) <{contig = 1024 : i32, align = 16 : i64, mask_const = 16 : i32, operandSegmentSizes = array<i32: 1, 1, 1>}>
// CHECK: "cuda_tile.scatter_store"({{.*}}) <{contig = 1024 : i32, align = 16 : i64, mask_const = 16 : i32, operandSegmentSizes = array<i32: 1, 1, 1>}>
// CHECK-NOT: load_ptr_tko
// CHECK-NOT: store_ptr_tko
// SCHED-COUNT-2: "cuda_tile.gather_load"({{.*}}vec = 4 : i32
// SCHED: "cuda_tile.scatter_store"({{.*}}vec = 4 : i32
