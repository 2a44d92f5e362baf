// Register spills of the GEMMs the samples ship (sm_90a): a spill in a K loop costs local-memory
// round trips every iteration while the PTX looks right — the 128-row fp8 MoE w1 spilled 400
// bytes after the scaled promotion and ran 1.56x the 64-row one's time (bench/results/
// fp8_pairs_h200.md) before pipeline-loops counted what its carried groups keep live. Every
// MoE export and every aligned matmul export assembles without a local-memory access; the
// `_any` matmuls (16-bit elements of unknown alignment, loaded one at a time: a 128x128x64
// K step is 128 loads a thread beside 128 accumulator registers) spill 140 bytes and are left
// out (scripts/spill-survey.sh lists every export that spills; two warpgroups end the spill
// but run 1.39x slower: assign-layouts' ONE_WG_REGS). The 8-bit matmul exports also on
// sm_100a and sm_120a, where they run on mma.sync: with their fragments in registers straight
// from byte loads they spilled 1.3-4.7 KB; staged through shared memory (ldmatrix), with the
// fragments counted in the registers the ring is sized for, none. And on sm_80, whose f16
// tensor cores take them widened in the body: with the loads' bytes held in registers for the
// stages ahead they spilled 84-112 bytes; prefetched into the ring (pipeline-loops), none.
// And attention's 128x64 d64 tile on the three mma.sync targets: its Q fragments, held in
// registers through the loop, uncounted, sized it for two CTAs of 128 registers and it spilled
// 52-188 bytes; counted (pipeline-loops held_fragments), one CTA and none. And the 128x256x64
// 16-bit GEMMs on the targets of 99 KiB a block (sm_89, sm_120a): beside a 16 KiB staging
// reserve their 48 KiB stages did not pipeline at all and spilled 140-324 bytes; with the
// reserve given to the ring, two stages and none.
// RUN: for f in samples/moe/*.cutile; do echo "$f"; \
// RUN:   cutile compile --gpu-name sm_90a "$f" --emit sass --no-cache | FileCheck %s || exit 1; done
// RUN: for f in $(ls samples/matmul/*.cutile | grep -v _any); do echo "$f"; \
// RUN:   cutile compile --gpu-name sm_90a "$f" --emit sass --no-cache | FileCheck %s || exit 1; done
// RUN: for t in sm_80 sm_100a sm_120a; do \
// RUN:   for f in samples/matmul/*_e4m3_* samples/matmul/*_e5m2_*; do \
// RUN:   echo "$t $f"; cutile compile --gpu-name $t "$f" --emit sass --no-cache | FileCheck %s \
// RUN:   || exit 1; done; done
// RUN: for t in sm_89 sm_120a; do for f in samples/matmul/matmul_bf16_128x256x64.cutile \
// RUN:   samples/moe/moe_gemm_bf16_mulw_128x256x64.cutile \
// RUN:   samples/moe/moe_w2_bf16_128x256x64.cutile; do echo "$t $f"; cutile compile --gpu-name $t "$f" --emit sass --no-cache | FileCheck %s \
// RUN:   || exit 1; done; done
// RUN: for t in sm_80 sm_100a sm_120a; do for f in test/data/attention_f16_d64.v13_4.cutile \
// RUN:   bench/data/attention_bf16_d64_128x64.cutile; do echo "$t $f"; \
// RUN:   cutile compile --gpu-name $t "$f" --emit sass --no-cache | FileCheck %s \
// RUN:   || exit 1; done; done
// CHECK: .text.
// CHECK-NOT: {{[[:space:]](STL|LDL)(\.[A-Z0-9]+)* }}
