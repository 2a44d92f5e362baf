// An occupancy hint holds down to rings of two stages (lower/pipeline_loops.c): samples/moe's
// transposed bf16 w2 of 16 rows and TILE_K = 128 (one warpgroup, 36 KiB a stage) with
// occupancy 2. Two CTAs of the 227 KiB less the 16 KiB staging reserve get 2 stages each,
// short of the 4 that keep a wgmma group in flight across K steps at two CTAs an SM
// (CARRY_MIN_STAGES); the hint is kept and each K step waits for its own group (wait_group 0
// only; without the hint: one CTA of 5 stages, wait_group 1 in the loop). One K step's copies
// are issued ahead of the loop, one in it. The lone twin, which launches of no more CTAs than
// SMs take (pipeline-loops plan_lone), has the ring of a CTA alone: 6 stages, five K steps
// issued ahead, one group carried.
// (samples/moe/moe_w2_t_bf16_16x128x128_o2.cutile printed by `cutile dis`.)
// RUN: cutile compile --gpu-name sm_90a %s --emit ptx | FileCheck %s
// RUN: cutile compile --gpu-name sm_90a %s --emit cubin -o %t.cubin
// CHECK: .minnctapersm 2
// CHECK: .shared .align 8 .b64 ct_mbar[4];
// CHECK-COUNT-2: mbarrier.arrive.expect_tx.shared::cta.b64 _, [%r{{[0-9]+}}], 36864;
// CHECK-NOT: mbarrier.arrive.expect_tx
// CHECK-NOT: wgmma.wait_group.sync.aligned 1;
// CHECK: wgmma.wait_group.sync.aligned 0;
// CHECK-NOT: wgmma.wait_group.sync.aligned 1;
// CHECK: .visible .entry moe_w2_t_{{.*}}$lone(
// CHECK-NOT: .minnctapersm
// CHECK: .shared .align 8 .b64 ct_mbar[12];
// CHECK-COUNT-5: mbarrier.arrive.expect_tx.shared::cta.b64 _, [%r{{[0-9]+}}], 36864;
// CHECK: wgmma.wait_group.sync.aligned 1;
#di1 = #cuda_tile.di_file<name = "kernels.py", directory = "samples/moe">
#di2 = #cuda_tile.di_compile_unit<file = #di1>
#di3 = #cuda_tile.di_subprogram<file = #di1, line = 267, name = "moe_w2_t", linkage_name = "moe_w2_t_Kt1_A2bf16_1v8l0_2i16t1_p16_A3bf16_3v8l0_4i16t1_p16_A2bf16_1v8l0_2i16t1_p16_A1f32_1t1_p16_A1i32_1t1_p16_A1i32_1t1_p16_A1i32_1t1_p16_Si32_I16_I128_I128_I8", compile_unit = #di2, scope_line = 267>
#di4 = #cuda_tile.di_loc<scope = #di3, filename = "samples/moe/kernels.py", line = 268, column = 0>
#di5 = #cuda_tile.di_loc<scope = #di3, filename = "samples/moe/kernels.py", line = 268, column = 13>
#di6 = #cuda_tile.di_loc<scope = #di3, filename = "samples/moe/kernels.py", line = 268, column = 16>
#di7 = #cuda_tile.di_loc<scope = #di3, filename = "samples/moe/kernels.py", line = 268, column = 19>
#di8 = #cuda_tile.di_loc<scope = #di3, filename = "samples/moe/kernels.py", line = 268, column = 22>
#di9 = #cuda_tile.di_loc<scope = #di3, filename = "samples/moe/kernels.py", line = 268, column = 30>
#di10 = #cuda_tile.di_loc<scope = #di3, filename = "samples/moe/kernels.py", line = 268, column = 42>
#di11 = #cuda_tile.di_loc<scope = #di3, filename = "samples/moe/kernels.py", line = 268, column = 56>
#di12 = #cuda_tile.di_subprogram<file = #di1, line = 119, name = "block_rows", linkage_name = "block_rows@kernels:119:1_s5", compile_unit = #di2, scope_line = 119>
#di13 = #cuda_tile.di_loc<scope = #di12, filename = "samples/moe/kernels.py", line = 121, column = 11>
#di14 = #cuda_tile.di_loc<scope = #di3, filename = "samples/moe/kernels.py", line = 280, column = 18>
#di15 = #cuda_tile.di_call_site<callee = #di13, caller = #di14>
#di16 = #cuda_tile.di_subprogram<file = #di1, line = 133, name = "scatter_rows", linkage_name = "scatter_rows@kernels:133:1_s6", compile_unit = #di2, scope_line = 133>
#di17 = #cuda_tile.di_loc<scope = #di16, filename = "samples/moe/kernels.py", line = 137, column = 20>
#di18 = #cuda_tile.di_loc<scope = #di3, filename = "samples/moe/kernels.py", line = 281, column = 4>
#di19 = #cuda_tile.di_call_site<callee = #di17, caller = #di18>
#di20 = #cuda_tile.di_loc<scope = #di16, filename = "samples/moe/kernels.py", line = 139, column = 4>
#di21 = #cuda_tile.di_call_site<callee = #di20, caller = #di18>
#di22 = #cuda_tile.di_subprogram<file = #di1, line = 82, name = "after_predecessor", linkage_name = "after_predecessor@kernels:82:1_s0", compile_unit = #di2, scope_line = 82>
#di23 = #cuda_tile.di_loc<scope = #di22, filename = "samples/moe/kernels.py", line = 94, column = 4>
#di24 = #cuda_tile.di_loc<scope = #di3, filename = "samples/moe/kernels.py", line = 272, column = 4>
#di25 = #cuda_tile.di_call_site<callee = #di23, caller = #di24>
#di26 = #cuda_tile.di_subprogram<file = #di1, line = 109, name = "block_ids", linkage_name = "block_ids@kernels:109:1_s2", compile_unit = #di2, scope_line = 109>
#di27 = #cuda_tile.di_loc<scope = #di26, filename = "samples/moe/kernels.py", line = 111, column = 9>
#di28 = #cuda_tile.di_subprogram<file = #di1, line = 97, name = "block_order", linkage_name = "block_order@kernels:97:1_s1", compile_unit = #di2, scope_line = 97>
#di29 = #cuda_tile.di_loc<scope = #di28, filename = "samples/moe/kernels.py", line = 105, column = 13>
#di30 = #cuda_tile.di_loc<scope = #di3, filename = "samples/moe/kernels.py", line = 273, column = 21>
#di31 = #cuda_tile.di_call_site<callee = #di29, caller = #di30>
#di32 = #cuda_tile.di_call_site<callee = #di27, caller = #di31>
#di33 = #cuda_tile.di_loc<scope = #di26, filename = "samples/moe/kernels.py", line = 112, column = 10>
#di34 = #cuda_tile.di_call_site<callee = #di33, caller = #di31>
#di35 = #cuda_tile.di_loc<scope = #di26, filename = "samples/moe/kernels.py", line = 112, column = 27>
#di36 = #cuda_tile.di_call_site<callee = #di35, caller = #di31>
#di37 = #cuda_tile.di_loc<scope = #di26, filename = "samples/moe/kernels.py", line = 113, column = 26>
#di38 = #cuda_tile.di_call_site<callee = #di37, caller = #di31>
#di39 = #cuda_tile.di_loc<scope = #di26, filename = "samples/moe/kernels.py", line = 113, column = 16>
#di40 = #cuda_tile.di_call_site<callee = #di39, caller = #di31>
#di41 = #cuda_tile.di_loc<scope = #di26, filename = "samples/moe/kernels.py", line = 114, column = 12>
#di42 = #cuda_tile.di_call_site<callee = #di41, caller = #di31>
#di43 = #cuda_tile.di_loc<scope = #di26, filename = "samples/moe/kernels.py", line = 115, column = 18>
#di44 = #cuda_tile.di_call_site<callee = #di43, caller = #di31>
#di45 = #cuda_tile.di_loc<scope = #di26, filename = "samples/moe/kernels.py", line = 115, column = 14>
#di46 = #cuda_tile.di_call_site<callee = #di45, caller = #di31>
#di47 = #cuda_tile.di_loc<scope = #di26, filename = "samples/moe/kernels.py", line = 116, column = 19>
#di48 = #cuda_tile.di_call_site<callee = #di47, caller = #di31>
#di49 = #cuda_tile.di_loc<scope = #di26, filename = "samples/moe/kernels.py", line = 116, column = 11>
#di50 = #cuda_tile.di_call_site<callee = #di49, caller = #di31>
#di51 = #cuda_tile.di_loc<scope = #di26, filename = "samples/moe/kernels.py", line = 116, column = 46>
#di52 = #cuda_tile.di_call_site<callee = #di51, caller = #di31>
#di53 = #cuda_tile.di_loc<scope = #di28, filename = "samples/moe/kernels.py", line = 106, column = 19>
#di54 = #cuda_tile.di_call_site<callee = #di53, caller = #di30>
#di55 = #cuda_tile.di_loc<scope = #di3, filename = "samples/moe/kernels.py", line = 274, column = 10>
#di56 = #cuda_tile.di_subprogram<file = #di1, line = 192, name = "k_steps", linkage_name = "k_steps@kernels:192:1_s3", compile_unit = #di2, scope_line = 192>
#di57 = #cuda_tile.di_loc<scope = #di56, filename = "samples/moe/kernels.py", line = 196, column = 43>
#di58 = #cuda_tile.di_loc<scope = #di3, filename = "samples/moe/kernels.py", line = 275, column = 19>
#di59 = #cuda_tile.di_call_site<callee = #di57, caller = #di58>
#di60 = #cuda_tile.di_loc<scope = #di56, filename = "samples/moe/kernels.py", line = 196, column = 11>
#di61 = #cuda_tile.di_call_site<callee = #di60, caller = #di58>
#di62 = #cuda_tile.di_loc<scope = #di56, filename = "samples/moe/kernels.py", line = 196, column = 60>
#di63 = #cuda_tile.di_call_site<callee = #di62, caller = #di58>
#di64 = #cuda_tile.di_loc<scope = #di56, filename = "samples/moe/kernels.py", line = 197, column = 11>
#di65 = #cuda_tile.di_call_site<callee = #di64, caller = #di58>
#di66 = #cuda_tile.di_file<name = "_stub.py", directory = "cuda/tile">
#di67 = #cuda_tile.di_compile_unit<file = #di66>
#di68 = #cuda_tile.di_subprogram<file = #di66, line = 676, name = "astype", linkage_name = "astype@_stub:676:5_s4", compile_unit = #di67, scope_line = 676>
#di69 = #cuda_tile.di_loc<scope = #di68, filename = "cuda/tile/_stub.py", line = 678, column = 15>
#di70 = #cuda_tile.di_loc<scope = #di56, filename = "samples/moe/kernels.py", line = 197, column = 61>
#di71 = #cuda_tile.di_call_site<callee = #di70, caller = #di58>
#di72 = #cuda_tile.di_call_site<callee = #di69, caller = #di71>
#di73 = #cuda_tile.di_loc<scope = #di3, filename = "samples/moe/kernels.py", line = 275, column = 13>
#di74 = #cuda_tile.di_loc<scope = #di3, filename = "samples/moe/kernels.py", line = 276, column = 12>
#di75 = #cuda_tile.di_loc<scope = #di3, filename = "samples/moe/kernels.py", line = 278, column = 12>
#di76 = #cuda_tile.di_loc<scope = #di3, filename = "samples/moe/kernels.py", line = 275, column = 4>
#di77 = #cuda_tile.di_loc<scope = #di3, filename = "samples/moe/kernels.py", line = 279, column = 21>
#di78 = #cuda_tile.di_loc<scope = #di3, filename = "samples/moe/kernels.py", line = 279, column = 54>
#di79 = #cuda_tile.di_loc<scope = #di3, filename = "samples/moe/kernels.py", line = 279, column = 14>
#di80 = #cuda_tile.di_loc<scope = #di12, filename = "samples/moe/kernels.py", line = 121, column = 33>
#di81 = #cuda_tile.di_call_site<callee = #di80, caller = #di14>
#di82 = #cuda_tile.di_loc<scope = #di12, filename = "samples/moe/kernels.py", line = 121, column = 47>
#di83 = #cuda_tile.di_call_site<callee = #di82, caller = #di14>
#di84 = #cuda_tile.di_loc<scope = #di12, filename = "samples/moe/kernels.py", line = 123, column = 17>
#di85 = #cuda_tile.di_call_site<callee = #di84, caller = #di14>
#di86 = #cuda_tile.di_loc<scope = #di3, filename = "samples/moe/kernels.py", line = 281, column = 45>
#di87 = #cuda_tile.di_loc<scope = #di16, filename = "samples/moe/kernels.py", line = 137, column = 14>
#di88 = #cuda_tile.di_call_site<callee = #di87, caller = #di18>
#di89 = #cuda_tile.di_loc<scope = #di16, filename = "samples/moe/kernels.py", line = 138, column = 11>
#di90 = #cuda_tile.di_call_site<callee = #di89, caller = #di18>
#di91 = #cuda_tile.di_loc<scope = #di16, filename = "samples/moe/kernels.py", line = 138, column = 25>
#di92 = #cuda_tile.di_call_site<callee = #di91, caller = #di18>
#di93 = #cuda_tile.di_loc<scope = #di16, filename = "samples/moe/kernels.py", line = 139, column = 19>
#di94 = #cuda_tile.di_call_site<callee = #di93, caller = #di18>
#di95 = #cuda_tile.di_loc<scope = #di16, filename = "samples/moe/kernels.py", line = 139, column = 34>
#di96 = #cuda_tile.di_call_site<callee = #di95, caller = #di18>
#di97 = #cuda_tile.di_subprogram<file = #di66, line = 676, name = "astype", linkage_name = "astype@_stub:676:5_s7", compile_unit = #di67, scope_line = 676>
#di98 = #cuda_tile.di_loc<scope = #di97, filename = "cuda/tile/_stub.py", line = 678, column = 15>
#di99 = #cuda_tile.di_loc<scope = #di16, filename = "samples/moe/kernels.py", line = 139, column = 50>
#di100 = #cuda_tile.di_call_site<callee = #di99, caller = #di18>
#di101 = #cuda_tile.di_call_site<callee = #di98, caller = #di100>
#di102 = #cuda_tile.di_loc<scope = #di16, filename = "samples/moe/kernels.py", line = 139, column = 76>
#di103 = #cuda_tile.di_call_site<callee = #di102, caller = #di18>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "moe_w2_t_Kt1_A2bf16_1v8l0_2i16t1_p16_A3bf16_3v8l0_4i16t1_p16_A2bf16_1v8l0_2i16t1_p16_A1f32_1t1_p16_A1i32_1t1_p16_A1i32_1t1_p16_A1i32_1t1_p16_Si32_I16_I128_I128_I8", function_type = (!cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> (), optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 2 : i32}>}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<bf16>>, %1: !cuda_tile.tile<i32>, %2: !cuda_tile.tile<i32>, %3: !cuda_tile.tile<i32>, %4: !cuda_tile.tile<i32>, %5: !cuda_tile.tile<ptr<bf16>>, %6: !cuda_tile.tile<i32>, %7: !cuda_tile.tile<i32>, %8: !cuda_tile.tile<i32>, %9: !cuda_tile.tile<i32>, %10: !cuda_tile.tile<i32>, %11: !cuda_tile.tile<i32>, %12: !cuda_tile.tile<ptr<bf16>>, %13: !cuda_tile.tile<i32>, %14: !cuda_tile.tile<i32>, %15: !cuda_tile.tile<i32>, %16: !cuda_tile.tile<i32>, %17: !cuda_tile.tile<ptr<f32>>, %18: !cuda_tile.tile<i32>, %19: !cuda_tile.tile<i32>, %20: !cuda_tile.tile<ptr<i32>>, %21: !cuda_tile.tile<i32>, %22: !cuda_tile.tile<i32>, %23: !cuda_tile.tile<ptr<i32>>, %24: !cuda_tile.tile<i32>, %25: !cuda_tile.tile<i32>, %26: !cuda_tile.tile<ptr<i32>>, %27: !cuda_tile.tile<i32>, %28: !cuda_tile.tile<i32>, %29: !cuda_tile.tile<i32>):
    %30 = "cuda_tile.make_token"() : () -> !cuda_tile.token loc(#di4)
    %31 = "cuda_tile.assume"(%0) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<bf16>>) -> !cuda_tile.tile<ptr<bf16>> loc(#di5)
    %32 = "cuda_tile.assume"(%2) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di5)
    %33 = "cuda_tile.assume"(%3) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di5)
    %34 = "cuda_tile.assume"(%5) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<bf16>>) -> !cuda_tile.tile<ptr<bf16>> loc(#di6)
    %35 = "cuda_tile.assume"(%8) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di6)
    %36 = "cuda_tile.assume"(%9) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di6)
    %37 = "cuda_tile.assume"(%10) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di6)
    %38 = "cuda_tile.assume"(%12) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<bf16>>) -> !cuda_tile.tile<ptr<bf16>> loc(#di7)
    %39 = "cuda_tile.assume"(%14) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di7)
    %40 = "cuda_tile.assume"(%15) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di7)
    %41 = "cuda_tile.assume"(%17) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>> loc(#di8)
    %42 = "cuda_tile.assume"(%20) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tile<ptr<i32>> loc(#di9)
    %43 = "cuda_tile.assume"(%23) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tile<ptr<i32>> loc(#di10)
    %44 = "cuda_tile.assume"(%26) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tile<ptr<i32>> loc(#di11)
    %45 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %46 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %47 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %48 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %49 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<16xi64>}> : () -> !cuda_tile.tile<16xi64> loc(#di15)
    %50 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<16xi64>}> : () -> !cuda_tile.tile<16xi64> loc(#di19)
    %51 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<16x128xi64>}> : () -> !cuda_tile.tile<16x128xi64> loc(#di21)
    %52 = "cuda_tile.assume"(%1) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %53 = "cuda_tile.assume"(%32) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %54 = "cuda_tile.assume"(%53) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %55 = "cuda_tile.assume"(%33) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %56 = "cuda_tile.assume"(%55) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %57 = "cuda_tile.make_tensor_view"(%31, %52, %54, %56) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?xbf16, strides=[?,1]> loc(#di4)
    %58 = "cuda_tile.assume"(%6) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %59 = "cuda_tile.assume"(%7) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %60 = "cuda_tile.assume"(%35) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %61 = "cuda_tile.assume"(%60) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %62 = "cuda_tile.assume"(%36) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %63 = "cuda_tile.assume"(%62) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %64 = "cuda_tile.assume"(%37) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %65 = "cuda_tile.assume"(%64) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %66 = "cuda_tile.make_tensor_view"(%34, %58, %59, %61, %63, %65) <{operandSegmentSizes = array<i32: 1, 3, 2>}> : (!cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?x?xbf16, strides=[?,?,1]> loc(#di4)
    %67 = "cuda_tile.assume"(%13) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %68 = "cuda_tile.assume"(%39) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %69 = "cuda_tile.assume"(%40) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %70 = "cuda_tile.assume"(%18) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %71 = "cuda_tile.assume"(%21) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %72 = "cuda_tile.assume"(%24) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %73 = "cuda_tile.make_tensor_view"(%43, %72) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?xi32, strides=[1]> loc(#di4)
    %74 = "cuda_tile.assume"(%27) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %75 = "cuda_tile.make_tensor_view"(%44, %74) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?xi32, strides=[1]> loc(#di4)
    %76 = "cuda_tile.constant"() <{value = dense<16> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %77 = "cuda_tile.constant"() <{value = dense<128> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %78 = "cuda_tile.constant"() <{value = dense<8> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %79 = "cuda_tile.gdc_wait_tko"(%30) : (!cuda_tile.token) -> !cuda_tile.token loc(#di25)
    %80, %81, %82 = "cuda_tile.get_num_tile_blocks"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) loc(#di32)
    %83, %84, %85 = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) loc(#di34)
    %86 = "cuda_tile.muli"(%84, %80) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di34)
    %87, %88, %89 = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) loc(#di36)
    %90 = "cuda_tile.addi"(%86, %87) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di34)
    %91, %92, %93 = "cuda_tile.get_num_tile_blocks"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) loc(#di38)
    %94 = "cuda_tile.muli"(%78, %92) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di40)
    %95 = "cuda_tile.divi"(%90, %94) <{signedness = #cuda_tile.signedness<signed>, rounding = #cuda_tile.rounding<negative_inf>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di42)
    %96 = "cuda_tile.muli"(%95, %78) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di42)
    %97 = "cuda_tile.subi"(%80, %96) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di44)
    %98 = "cuda_tile.mini"(%97, %78) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di46)
    %99 = "cuda_tile.remi"(%90, %94) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di48)
    %100 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di48)
    %101 = "cuda_tile.cmpi"(%99, %100) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1> loc(#di48)
    %102 = "cuda_tile.cmpi"(%94, %100) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1> loc(#di48)
    %103 = "cuda_tile.xori"(%101, %102) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i1>) -> !cuda_tile.tile<i1> loc(#di48)
    %104 = "cuda_tile.cmpi"(%99, %100) <{comparison_predicate = #cuda_tile.comparison_predicate<not_equal>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1> loc(#di48)
    %105 = "cuda_tile.andi"(%103, %104) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i1>) -> !cuda_tile.tile<i1> loc(#di48)
    %106 = "cuda_tile.addi"(%99, %94) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di48)
    %107 = "cuda_tile.select"(%105, %106, %99) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di48)
    %108 = "cuda_tile.remi"(%107, %98) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di48)
    %109 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di48)
    %110 = "cuda_tile.cmpi"(%108, %109) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1> loc(#di48)
    %111 = "cuda_tile.cmpi"(%98, %109) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1> loc(#di48)
    %112 = "cuda_tile.xori"(%110, %111) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i1>) -> !cuda_tile.tile<i1> loc(#di48)
    %113 = "cuda_tile.cmpi"(%108, %109) <{comparison_predicate = #cuda_tile.comparison_predicate<not_equal>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1> loc(#di48)
    %114 = "cuda_tile.andi"(%112, %113) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i1>) -> !cuda_tile.tile<i1> loc(#di48)
    %115 = "cuda_tile.addi"(%108, %98) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di48)
    %116 = "cuda_tile.select"(%114, %115, %108) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di48)
    %117 = "cuda_tile.addi"(%96, %116) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di50)
    %118 = "cuda_tile.remi"(%90, %94) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di52)
    %119 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di52)
    %120 = "cuda_tile.cmpi"(%118, %119) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1> loc(#di52)
    %121 = "cuda_tile.cmpi"(%94, %119) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1> loc(#di52)
    %122 = "cuda_tile.xori"(%120, %121) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i1>) -> !cuda_tile.tile<i1> loc(#di52)
    %123 = "cuda_tile.cmpi"(%118, %119) <{comparison_predicate = #cuda_tile.comparison_predicate<not_equal>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1> loc(#di52)
    %124 = "cuda_tile.andi"(%122, %123) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i1>) -> !cuda_tile.tile<i1> loc(#di52)
    %125 = "cuda_tile.addi"(%118, %94) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di52)
    %126 = "cuda_tile.select"(%124, %125, %118) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di52)
    %127 = "cuda_tile.divi"(%126, %98) <{signedness = #cuda_tile.signedness<signed>, rounding = #cuda_tile.rounding<negative_inf>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di52)
    %128 = "cuda_tile.make_partition_view"(%73) : (!cuda_tile.tensor_view<?xi32, strides=[1]>) -> !cuda_tile.partition_view<tile=(1), tensor_view<?xi32, strides=[1]>, dim_map=[0]> loc(#di54)
    %129 = "cuda_tile.join_tokens"(%30, %79) : (!cuda_tile.token, !cuda_tile.token) -> !cuda_tile.token loc(#di54)
    %130, %131 = "cuda_tile.load_view_tko"(%128, %117, %129) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(1), tensor_view<?xi32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<1xi32>, !cuda_tile.token) loc(#di54)
    %132 = "cuda_tile.reshape"(%130) : (!cuda_tile.tile<1xi32>) -> !cuda_tile.tile<i32> loc(#di54)
    %133 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<128x16xf32>}> : () -> !cuda_tile.tile<128x16xf32> loc(#di55)
    %134 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di59)
    %135 = "cuda_tile.make_partition_view"(%75) : (!cuda_tile.tensor_view<?xi32, strides=[1]>) -> !cuda_tile.partition_view<tile=(1), tensor_view<?xi32, strides=[1]>, dim_map=[0]> loc(#di61)
    %136 = "cuda_tile.join_tokens"(%30, %79) : (!cuda_tile.token, !cuda_tile.token) -> !cuda_tile.token loc(#di61)
    %137, %138 = "cuda_tile.load_view_tko"(%135, %134, %136) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(1), tensor_view<?xi32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<1xi32>, !cuda_tile.token) loc(#di61)
    %139 = "cuda_tile.reshape"(%137) : (!cuda_tile.tile<1xi32>) -> !cuda_tile.tile<i32> loc(#di61)
    %140 = "cuda_tile.muli"(%117, %76) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di63)
    %141 = "cuda_tile.cmpi"(%139, %140) <{comparison_predicate = #cuda_tile.comparison_predicate<greater_than>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1> loc(#di61)
    %142 = "cuda_tile.make_partition_view"(%57) : (!cuda_tile.tensor_view<?x?xbf16, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(16x128), tensor_view<?x?xbf16, strides=[?,1]>, dim_map=[0,1]> loc(#di65)
    %143, %144 = "cuda_tile.get_index_space_shape"(%142) : (!cuda_tile.partition_view<tile=(16x128), tensor_view<?x?xbf16, strides=[?,1]>, dim_map=[0,1]>) -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) loc(#di65)
    %145 = "cuda_tile.exti"(%141) <{signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<i1>) -> !cuda_tile.tile<i32> loc(#di72)
    %146 = "cuda_tile.muli"(%144, %145) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di65)
    %147 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di73)
    %148 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di73)
    %149 = "cuda_tile.make_partition_view"(%66) : (!cuda_tile.tensor_view<?x?x?xbf16, strides=[?,?,1]>) -> !cuda_tile.partition_view<tile=(1x128x128), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>, dim_map=[0,1,2]> loc(#di74)
    %150 = "cuda_tile.join_tokens"(%30, %79) : (!cuda_tile.token, !cuda_tile.token) -> !cuda_tile.token loc(#di74)
    %151 = "cuda_tile.make_partition_view"(%57) : (!cuda_tile.tensor_view<?x?xbf16, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>, dim_map=[0,1]> loc(#di75)
    %152 = "cuda_tile.join_tokens"(%30, %79) : (!cuda_tile.token, !cuda_tile.token) -> !cuda_tile.token loc(#di75)
    %153 = "cuda_tile.for"(%147, %146, %148, %133) ({
    ^bb0(%154: !cuda_tile.tile<i32>, %155: !cuda_tile.tile<128x16xf32>):
      %156, %157 = "cuda_tile.load_view_tko"(%149, %132, %127, %154, %150) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false, false, false>, operandSegmentSizes = array<i32: 1, 3, 1>}> : (!cuda_tile.partition_view<tile=(1x128x128), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>, dim_map=[0,1,2]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<1x128x128xbf16>, !cuda_tile.token) loc(#di74)
      %158, %159 = "cuda_tile.load_view_tko"(%151, %117, %154, %152) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false, false>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<16x128xbf16>, !cuda_tile.token) loc(#di75)
      %160 = "cuda_tile.reshape"(%156) : (!cuda_tile.tile<1x128x128xbf16>) -> !cuda_tile.tile<128x128xbf16> loc(#di77)
      %161 = "cuda_tile.permute"(%158) <{permutation = array<i32: 1, 0>}> : (!cuda_tile.tile<16x128xbf16>) -> !cuda_tile.tile<128x16xbf16> loc(#di78)
      %162 = "cuda_tile.mmaf"(%160, %161, %155) : (!cuda_tile.tile<128x128xbf16>, !cuda_tile.tile<128x16xbf16>, !cuda_tile.tile<128x16xf32>) -> !cuda_tile.tile<128x16xf32> loc(#di79)
      "cuda_tile.continue"(%162) : (!cuda_tile.tile<128x16xf32>) -> () loc(#di76)
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<128x16xf32>) -> !cuda_tile.tile<128x16xf32> loc(#di76)
    %163 = "cuda_tile.muli"(%117, %76) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di81)
    %164 = "cuda_tile.iota"() : () -> !cuda_tile.tile<16xi32> loc(#di83)
    %165 = "cuda_tile.reshape"(%163) : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<1xi32> loc(#di81)
    %166 = "cuda_tile.broadcast"(%165) : (!cuda_tile.tile<1xi32>) -> !cuda_tile.tile<16xi32> loc(#di81)
    %167 = "cuda_tile.addi"(%166, %164) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<16xi32>, !cuda_tile.tile<16xi32>) -> !cuda_tile.tile<16xi32> loc(#di81)
    %168 = "cuda_tile.exti"(%167) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<16xi32>) -> !cuda_tile.tile<16xi64> loc(#di15)
    %169 = "cuda_tile.exti"(%71) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(#di15)
    %170 = "cuda_tile.reshape"(%169) : (!cuda_tile.tile<i64>) -> !cuda_tile.tile<1xi64> loc(#di15)
    %171 = "cuda_tile.broadcast"(%170) : (!cuda_tile.tile<1xi64>) -> !cuda_tile.tile<16xi64> loc(#di15)
    %172 = "cuda_tile.cmpi"(%168, %171) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<16xi64>, !cuda_tile.tile<16xi64>) -> !cuda_tile.tile<16xi1> loc(#di15)
    %173 = "cuda_tile.muli"(%168, %49) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<16xi64>, !cuda_tile.tile<16xi64>) -> !cuda_tile.tile<16xi64> loc(#di15)
    %174 = "cuda_tile.reshape"(%42) : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tile<1xptr<i32>> loc(#di15)
    %175 = "cuda_tile.broadcast"(%174) : (!cuda_tile.tile<1xptr<i32>>) -> !cuda_tile.tile<16xptr<i32>> loc(#di15)
    %176 = "cuda_tile.offset"(%175, %173) : (!cuda_tile.tile<16xptr<i32>>, !cuda_tile.tile<16xi64>) -> !cuda_tile.tile<16xptr<i32>> loc(#di15)
    %177 = "cuda_tile.reshape"(%29) : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<1xi32> loc(#di15)
    %178 = "cuda_tile.broadcast"(%177) : (!cuda_tile.tile<1xi32>) -> !cuda_tile.tile<16xi32> loc(#di15)
    %179 = "cuda_tile.join_tokens"(%30, %79) : (!cuda_tile.token, !cuda_tile.token) -> !cuda_tile.token loc(#di15)
    %180, %181 = "cuda_tile.load_ptr_tko"(%176, %172, %178, %179) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<16xptr<i32>>, !cuda_tile.tile<16xi1>, !cuda_tile.tile<16xi32>, !cuda_tile.token) -> (!cuda_tile.tile<16xi32>, !cuda_tile.token) loc(#di15)
    %182 = "cuda_tile.reshape"(%29) : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<1xi32> loc(#di85)
    %183 = "cuda_tile.broadcast"(%182) : (!cuda_tile.tile<1xi32>) -> !cuda_tile.tile<16xi32> loc(#di85)
    %184 = "cuda_tile.cmpi"(%180, %183) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<16xi32>, !cuda_tile.tile<16xi32>) -> !cuda_tile.tile<16xi1> loc(#di85)
    %185 = "cuda_tile.permute"(%153) <{permutation = array<i32: 1, 0>}> : (!cuda_tile.tile<128x16xf32>) -> !cuda_tile.tile<16x128xf32> loc(#di86)
    %186 = "cuda_tile.exti"(%180) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<16xi32>) -> !cuda_tile.tile<16xi64> loc(#di19)
    %187 = "cuda_tile.exti"(%70) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(#di19)
    %188 = "cuda_tile.reshape"(%187) : (!cuda_tile.tile<i64>) -> !cuda_tile.tile<1xi64> loc(#di19)
    %189 = "cuda_tile.broadcast"(%188) : (!cuda_tile.tile<1xi64>) -> !cuda_tile.tile<16xi64> loc(#di19)
    %190 = "cuda_tile.cmpi"(%186, %189) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<16xi64>, !cuda_tile.tile<16xi64>) -> !cuda_tile.tile<16xi1> loc(#di19)
    %191 = "cuda_tile.muli"(%186, %50) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<16xi64>, !cuda_tile.tile<16xi64>) -> !cuda_tile.tile<16xi64> loc(#di19)
    %192 = "cuda_tile.reshape"(%41) : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<1xptr<f32>> loc(#di19)
    %193 = "cuda_tile.broadcast"(%192) : (!cuda_tile.tile<1xptr<f32>>) -> !cuda_tile.tile<16xptr<f32>> loc(#di19)
    %194 = "cuda_tile.offset"(%193, %191) : (!cuda_tile.tile<16xptr<f32>>, !cuda_tile.tile<16xi64>) -> !cuda_tile.tile<16xptr<f32>> loc(#di19)
    %195 = "cuda_tile.andi"(%190, %184) : (!cuda_tile.tile<16xi1>, !cuda_tile.tile<16xi1>) -> !cuda_tile.tile<16xi1> loc(#di19)
    %196 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<f32>}> : () -> !cuda_tile.tile<f32> loc(#di19)
    %197 = "cuda_tile.reshape"(%196) : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<1xf32> loc(#di19)
    %198 = "cuda_tile.broadcast"(%197) : (!cuda_tile.tile<1xf32>) -> !cuda_tile.tile<16xf32> loc(#di19)
    %199 = "cuda_tile.join_tokens"(%30, %79) : (!cuda_tile.token, !cuda_tile.token) -> !cuda_tile.token loc(#di19)
    %200, %201 = "cuda_tile.load_ptr_tko"(%194, %195, %198, %199) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<16xptr<f32>>, !cuda_tile.tile<16xi1>, !cuda_tile.tile<16xf32>, !cuda_tile.token) -> (!cuda_tile.tile<16xf32>, !cuda_tile.token) loc(#di19)
    %202 = "cuda_tile.reshape"(%200) : (!cuda_tile.tile<16xf32>) -> !cuda_tile.tile<16x1xf32> loc(#di19)
    %203 = "cuda_tile.broadcast"(%202) : (!cuda_tile.tile<16x1xf32>) -> !cuda_tile.tile<16x128xf32> loc(#di88)
    %204 = "cuda_tile.mulf"(%185, %203) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<16x128xf32>, !cuda_tile.tile<16x128xf32>) -> !cuda_tile.tile<16x128xf32> loc(#di88)
    %205 = "cuda_tile.muli"(%127, %77) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di90)
    %206 = "cuda_tile.iota"() : () -> !cuda_tile.tile<128xi32> loc(#di92)
    %207 = "cuda_tile.reshape"(%205) : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<1xi32> loc(#di90)
    %208 = "cuda_tile.broadcast"(%207) : (!cuda_tile.tile<1xi32>) -> !cuda_tile.tile<128xi32> loc(#di90)
    %209 = "cuda_tile.addi"(%208, %206) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<128xi32>, !cuda_tile.tile<128xi32>) -> !cuda_tile.tile<128xi32> loc(#di90)
    %210 = "cuda_tile.reshape"(%180) : (!cuda_tile.tile<16xi32>) -> !cuda_tile.tile<16x1xi32> loc(#di94)
    %211 = "cuda_tile.reshape"(%209) : (!cuda_tile.tile<128xi32>) -> !cuda_tile.tile<1x128xi32> loc(#di96)
    %212 = "cuda_tile.ftof"(%204) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<16x128xf32>) -> !cuda_tile.tile<16x128xbf16> loc(#di101)
    %213 = "cuda_tile.reshape"(%184) : (!cuda_tile.tile<16xi1>) -> !cuda_tile.tile<16x1xi1> loc(#di103)
    %214 = "cuda_tile.exti"(%210) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<16x1xi32>) -> !cuda_tile.tile<16x1xi64> loc(#di21)
    %215 = "cuda_tile.broadcast"(%214) : (!cuda_tile.tile<16x1xi64>) -> !cuda_tile.tile<16x128xi64> loc(#di21)
    %216 = "cuda_tile.exti"(%67) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(#di21)
    %217 = "cuda_tile.reshape"(%216) : (!cuda_tile.tile<i64>) -> !cuda_tile.tile<1x1xi64> loc(#di21)
    %218 = "cuda_tile.broadcast"(%217) : (!cuda_tile.tile<1x1xi64>) -> !cuda_tile.tile<16x128xi64> loc(#di21)
    %219 = "cuda_tile.cmpi"(%215, %218) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<16x128xi64>, !cuda_tile.tile<16x128xi64>) -> !cuda_tile.tile<16x128xi1> loc(#di21)
    %220 = "cuda_tile.exti"(%69) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(#di21)
    %221 = "cuda_tile.reshape"(%220) : (!cuda_tile.tile<i64>) -> !cuda_tile.tile<1x1xi64> loc(#di21)
    %222 = "cuda_tile.broadcast"(%221) : (!cuda_tile.tile<1x1xi64>) -> !cuda_tile.tile<16x128xi64> loc(#di21)
    %223 = "cuda_tile.muli"(%215, %222) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<16x128xi64>, !cuda_tile.tile<16x128xi64>) -> !cuda_tile.tile<16x128xi64> loc(#di21)
    %224 = "cuda_tile.exti"(%211) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<1x128xi32>) -> !cuda_tile.tile<1x128xi64> loc(#di21)
    %225 = "cuda_tile.broadcast"(%224) : (!cuda_tile.tile<1x128xi64>) -> !cuda_tile.tile<16x128xi64> loc(#di21)
    %226 = "cuda_tile.exti"(%68) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(#di21)
    %227 = "cuda_tile.reshape"(%226) : (!cuda_tile.tile<i64>) -> !cuda_tile.tile<1x1xi64> loc(#di21)
    %228 = "cuda_tile.broadcast"(%227) : (!cuda_tile.tile<1x1xi64>) -> !cuda_tile.tile<16x128xi64> loc(#di21)
    %229 = "cuda_tile.cmpi"(%225, %228) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<16x128xi64>, !cuda_tile.tile<16x128xi64>) -> !cuda_tile.tile<16x128xi1> loc(#di21)
    %230 = "cuda_tile.andi"(%219, %229) : (!cuda_tile.tile<16x128xi1>, !cuda_tile.tile<16x128xi1>) -> !cuda_tile.tile<16x128xi1> loc(#di21)
    %231 = "cuda_tile.muli"(%225, %51) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<16x128xi64>, !cuda_tile.tile<16x128xi64>) -> !cuda_tile.tile<16x128xi64> loc(#di21)
    %232 = "cuda_tile.addi"(%223, %231) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<16x128xi64>, !cuda_tile.tile<16x128xi64>) -> !cuda_tile.tile<16x128xi64> loc(#di21)
    %233 = "cuda_tile.reshape"(%38) : (!cuda_tile.tile<ptr<bf16>>) -> !cuda_tile.tile<1x1xptr<bf16>> loc(#di21)
    %234 = "cuda_tile.broadcast"(%233) : (!cuda_tile.tile<1x1xptr<bf16>>) -> !cuda_tile.tile<16x128xptr<bf16>> loc(#di21)
    %235 = "cuda_tile.offset"(%234, %232) : (!cuda_tile.tile<16x128xptr<bf16>>, !cuda_tile.tile<16x128xi64>) -> !cuda_tile.tile<16x128xptr<bf16>> loc(#di21)
    %236 = "cuda_tile.broadcast"(%213) : (!cuda_tile.tile<16x1xi1>) -> !cuda_tile.tile<16x128xi1> loc(#di21)
    %237 = "cuda_tile.andi"(%230, %236) : (!cuda_tile.tile<16x128xi1>, !cuda_tile.tile<16x128xi1>) -> !cuda_tile.tile<16x128xi1> loc(#di21)
    %238 = "cuda_tile.join_tokens"(%30, %79) : (!cuda_tile.token, !cuda_tile.token) -> !cuda_tile.token loc(#di21)
    %239 = "cuda_tile.store_ptr_tko"(%235, %212, %237, %238) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<16x128xptr<bf16>>, !cuda_tile.tile<16x128xbf16>, !cuda_tile.tile<16x128xi1>, !cuda_tile.token) -> !cuda_tile.token loc(#di21)
    "cuda_tile.return"() : () -> ()
  }) : () -> () loc(#di4)
}) {cuda_tile.bytecode_version = "13.4"} : () -> ()
