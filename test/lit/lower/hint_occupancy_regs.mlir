// The occupancy hint is held to the registers a pipelined loop holds at the least
// (pipeline-loops ctas_per_sm): samples/moe's fp8 64-row w1 hints two CTAs an SM, which its
// one warpgroup on sm_90a's wgmma fits (216 registers a thread at the least: gate and up
// accumulators, a set of promotion temporaries, REST_REGS); on the mma.sync targets it has 8
// warps, two CTAs of 128 registers could not hold it and spilled 724-1372 bytes in the K loop,
// so it gets one CTA there.
// RUN: cutile compile --gpu-name sm_90a samples/moe/moe_w1_fp8_64x128.cutile --emit ptx \
// RUN:   --no-cache | FileCheck %s --check-prefix=WG
// RUN: for t in sm_80 sm_100a; do cutile compile --gpu-name $t \
// RUN:   samples/moe/moe_w1_fp8_64x128.cutile --emit ptx --no-cache | FileCheck %s \
// RUN:   --check-prefix=SYNC || exit 1; done
// WG: .reqntid 128, 1, 1
// WG-NEXT: .minnctapersm 2
// SYNC: .reqntid 256, 1, 1
// SYNC-NOT: .minnctapersm
