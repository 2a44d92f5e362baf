// A CTA alone on its SM keeps a wgmma group in flight from a ring of three stages
// (lower/pipeline_loops.c CARRY_MIN_STAGES: four where CTAs share the SM, test/lit/lower/
// pipeline.mlir). samples/matmul's bf16 kernel in 128x128x128 tiles (one warpgroup, 64 KiB a
// stage: two CTAs would get one stage each, so one CTA takes the SM and 3 stages): the loop
// head issues the copies of the iteration one ahead, and the body waits for all but its own
// group.
// (samples/matmul/kernels.py's matmul exported with TILE_K = 128, printed by `cutile dis`.)
// RUN: cutile compile --gpu-name sm_90a %s --emit ptx | FileCheck %s
// CHECK: .reqntid 128, 1, 1
// CHECK-NOT: .minnctapersm
// CHECK: .shared .align 8 .b64 ct_mbar[6];
// CHECK: $Lcf2:
// CHECK-NEXT: setp.ge.s32 {{%p[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}};
// CHECK-NEXT: @{{%p[0-9]+}} bra $Lcf{{[0-9]+}};
// CHECK-NEXT: sub.u32 {{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}};
// CHECK-NEXT: setp.le.u32 {{%p[0-9]+}}, {{%r[0-9]+}}, 1;
// CHECK-NEXT: mul.lo.s32 {{%r[0-9]+}}, {{%r[0-9]+}}, 1;
// CHECK: mbarrier.arrive.expect_tx.shared::cta.b64 _, [{{%r[0-9]+}}], 65536;
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK-NEXT: wgmma.wait_group.sync.aligned 1;
#di1 = #cuda_tile.di_file<name = "kernels.py", directory = "samples/matmul">
#di2 = #cuda_tile.di_compile_unit<file = #di1>
#di3 = #cuda_tile.di_subprogram<file = #di1, line = 50, name = "matmul", linkage_name = "matmul_bf16_128x128x128", compile_unit = #di2, scope_line = 50>
#di4 = #cuda_tile.di_loc<scope = #di3, filename = "samples/matmul/kernels.py", line = 51, column = 0>
#di5 = #cuda_tile.di_loc<scope = #di3, filename = "samples/matmul/kernels.py", line = 51, column = 11>
#di6 = #cuda_tile.di_loc<scope = #di3, filename = "samples/matmul/kernels.py", line = 51, column = 14>
#di7 = #cuda_tile.di_loc<scope = #di3, filename = "samples/matmul/kernels.py", line = 51, column = 17>
#di8 = #cuda_tile.di_loc<scope = #di3, filename = "samples/matmul/kernels.py", line = 53, column = 26>
#di9 = #cuda_tile.di_loc<scope = #di3, filename = "samples/matmul/kernels.py", line = 53, column = 37>
#di10 = #cuda_tile.di_loc<scope = #di3, filename = "samples/matmul/kernels.py", line = 54, column = 26>
#di11 = #cuda_tile.di_subprogram<file = #di1, line = 40, name = "grouped_tile", linkage_name = "grouped_tile@kernels:40:1_s0", compile_unit = #di2, scope_line = 40>
#di12 = #cuda_tile.di_loc<scope = #di11, filename = "samples/matmul/kernels.py", line = 44, column = 16>
#di13 = #cuda_tile.di_loc<scope = #di3, filename = "samples/matmul/kernels.py", line = 53, column = 13>
#di14 = #cuda_tile.di_call_site<callee = #di12, caller = #di13>
#di15 = #cuda_tile.di_loc<scope = #di11, filename = "samples/matmul/kernels.py", line = 45, column = 15>
#di16 = #cuda_tile.di_call_site<callee = #di15, caller = #di13>
#di17 = #cuda_tile.di_loc<scope = #di11, filename = "samples/matmul/kernels.py", line = 45, column = 14>
#di18 = #cuda_tile.di_call_site<callee = #di17, caller = #di13>
#di19 = #cuda_tile.di_loc<scope = #di11, filename = "samples/matmul/kernels.py", line = 46, column = 15>
#di20 = #cuda_tile.di_call_site<callee = #di19, caller = #di13>
#di21 = #cuda_tile.di_loc<scope = #di11, filename = "samples/matmul/kernels.py", line = 46, column = 11>
#di22 = #cuda_tile.di_call_site<callee = #di21, caller = #di13>
#di23 = #cuda_tile.di_loc<scope = #di11, filename = "samples/matmul/kernels.py", line = 47, column = 22>
#di24 = #cuda_tile.di_call_site<callee = #di23, caller = #di13>
#di25 = #cuda_tile.di_loc<scope = #di11, filename = "samples/matmul/kernels.py", line = 47, column = 21>
#di26 = #cuda_tile.di_call_site<callee = #di25, caller = #di13>
#di27 = #cuda_tile.di_loc<scope = #di11, filename = "samples/matmul/kernels.py", line = 47, column = 11>
#di28 = #cuda_tile.di_call_site<callee = #di27, caller = #di13>
#di29 = #cuda_tile.di_loc<scope = #di11, filename = "samples/matmul/kernels.py", line = 47, column = 48>
#di30 = #cuda_tile.di_call_site<callee = #di29, caller = #di13>
#di31 = #cuda_tile.di_loc<scope = #di11, filename = "samples/matmul/kernels.py", line = 47, column = 47>
#di32 = #cuda_tile.di_call_site<callee = #di31, caller = #di13>
#di33 = #cuda_tile.di_loc<scope = #di3, filename = "samples/matmul/kernels.py", line = 55, column = 10>
#di34 = #cuda_tile.di_loc<scope = #di3, filename = "samples/matmul/kernels.py", line = 56, column = 19>
#di35 = #cuda_tile.di_loc<scope = #di3, filename = "samples/matmul/kernels.py", line = 56, column = 13>
#di36 = #cuda_tile.di_loc<scope = #di3, filename = "samples/matmul/kernels.py", line = 57, column = 12>
#di37 = #cuda_tile.di_loc<scope = #di3, filename = "samples/matmul/kernels.py", line = 58, column = 12>
#di38 = #cuda_tile.di_loc<scope = #di3, filename = "samples/matmul/kernels.py", line = 56, column = 4>
#di39 = #cuda_tile.di_loc<scope = #di3, filename = "samples/matmul/kernels.py", line = 62, column = 14>
#di40 = #cuda_tile.di_file<name = "_stub.py", directory = "cuda/tile">
#di41 = #cuda_tile.di_compile_unit<file = #di40>
#di42 = #cuda_tile.di_subprogram<file = #di40, line = 676, name = "astype", linkage_name = "astype@_stub:676:5_s1", compile_unit = #di41, scope_line = 676>
#di43 = #cuda_tile.di_loc<scope = #di42, filename = "cuda/tile/_stub.py", line = 678, column = 15>
#di44 = #cuda_tile.di_loc<scope = #di3, filename = "samples/matmul/kernels.py", line = 63, column = 37>
#di45 = #cuda_tile.di_call_site<callee = #di43, caller = #di44>
#di46 = #cuda_tile.di_loc<scope = #di3, filename = "samples/matmul/kernels.py", line = 63, column = 4>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "matmul_bf16_128x128x128", function_type = (!cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> (), optimization_hints = #cuda_tile.optimization_hints<default = {}>}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<bf16>>, %1: !cuda_tile.tile<i32>, %2: !cuda_tile.tile<i32>, %3: !cuda_tile.tile<i32>, %4: !cuda_tile.tile<i32>, %5: !cuda_tile.tile<ptr<bf16>>, %6: !cuda_tile.tile<i32>, %7: !cuda_tile.tile<i32>, %8: !cuda_tile.tile<i32>, %9: !cuda_tile.tile<i32>, %10: !cuda_tile.tile<ptr<bf16>>, %11: !cuda_tile.tile<i32>, %12: !cuda_tile.tile<i32>, %13: !cuda_tile.tile<i32>, %14: !cuda_tile.tile<i32>):
    %15 = "cuda_tile.make_token"() : () -> !cuda_tile.token loc(#di4)
    %16 = "cuda_tile.assume"(%0) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<bf16>>) -> !cuda_tile.tile<ptr<bf16>> loc(#di5)
    %17 = "cuda_tile.assume"(%1) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di5)
    %18 = "cuda_tile.assume"(%2) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di5)
    %19 = "cuda_tile.assume"(%3) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di5)
    %20 = "cuda_tile.assume"(%5) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<bf16>>) -> !cuda_tile.tile<ptr<bf16>> loc(#di6)
    %21 = "cuda_tile.assume"(%6) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di6)
    %22 = "cuda_tile.assume"(%7) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di6)
    %23 = "cuda_tile.assume"(%8) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di6)
    %24 = "cuda_tile.assume"(%10) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<bf16>>) -> !cuda_tile.tile<ptr<bf16>> loc(#di7)
    %25 = "cuda_tile.assume"(%11) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di7)
    %26 = "cuda_tile.assume"(%12) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di7)
    %27 = "cuda_tile.assume"(%13) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di7)
    %28 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %29 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %30 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %31 = "cuda_tile.assume"(%17) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %32 = "cuda_tile.assume"(%31) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %33 = "cuda_tile.assume"(%18) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %34 = "cuda_tile.assume"(%33) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %35 = "cuda_tile.assume"(%19) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %36 = "cuda_tile.assume"(%35) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %37 = "cuda_tile.make_tensor_view"(%16, %32, %34, %36) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?xbf16, strides=[?,1]> loc(#di4)
    %38 = "cuda_tile.assume"(%21) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %39 = "cuda_tile.assume"(%38) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %40 = "cuda_tile.assume"(%22) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %41 = "cuda_tile.assume"(%40) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %42 = "cuda_tile.assume"(%23) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %43 = "cuda_tile.assume"(%42) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %44 = "cuda_tile.make_tensor_view"(%20, %39, %41, %43) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?xbf16, strides=[?,1]> loc(#di4)
    %45 = "cuda_tile.assume"(%25) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %46 = "cuda_tile.assume"(%45) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %47 = "cuda_tile.assume"(%26) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %48 = "cuda_tile.assume"(%47) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %49 = "cuda_tile.assume"(%27) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %50 = "cuda_tile.assume"(%49) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %51 = "cuda_tile.make_tensor_view"(%24, %46, %48, %50) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?xbf16, strides=[?,1]> loc(#di4)
    %52 = "cuda_tile.constant"() <{value = dense<8> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %53, %54, %55 = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) loc(#di8)
    %56 = "cuda_tile.make_partition_view"(%51) : (!cuda_tile.tensor_view<?x?xbf16, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(128x128), tensor_view<?x?xbf16, strides=[?,1]>, dim_map=[0,1]> loc(#di9)
    %57, %58 = "cuda_tile.get_index_space_shape"(%56) : (!cuda_tile.partition_view<tile=(128x128), tensor_view<?x?xbf16, strides=[?,1]>, dim_map=[0,1]>) -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) loc(#di9)
    %59 = "cuda_tile.make_partition_view"(%51) : (!cuda_tile.tensor_view<?x?xbf16, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(128x128), tensor_view<?x?xbf16, strides=[?,1]>, dim_map=[0,1]> loc(#di10)
    %60, %61 = "cuda_tile.get_index_space_shape"(%59) : (!cuda_tile.partition_view<tile=(128x128), tensor_view<?x?xbf16, strides=[?,1]>, dim_map=[0,1]>) -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) loc(#di10)
    %62 = "cuda_tile.muli"(%52, %61) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di14)
    %63 = "cuda_tile.divi"(%53, %62) <{signedness = #cuda_tile.signedness<signed>, rounding = #cuda_tile.rounding<negative_inf>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di16)
    %64 = "cuda_tile.muli"(%63, %52) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di18)
    %65 = "cuda_tile.subi"(%57, %64) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di20)
    %66 = "cuda_tile.mini"(%65, %52) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di22)
    %67 = "cuda_tile.remi"(%53, %62) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di24)
    %68 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di24)
    %69 = "cuda_tile.cmpi"(%67, %68) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1> loc(#di24)
    %70 = "cuda_tile.cmpi"(%62, %68) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1> loc(#di24)
    %71 = "cuda_tile.xori"(%69, %70) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i1>) -> !cuda_tile.tile<i1> loc(#di24)
    %72 = "cuda_tile.cmpi"(%67, %68) <{comparison_predicate = #cuda_tile.comparison_predicate<not_equal>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1> loc(#di24)
    %73 = "cuda_tile.andi"(%71, %72) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i1>) -> !cuda_tile.tile<i1> loc(#di24)
    %74 = "cuda_tile.addi"(%67, %62) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di24)
    %75 = "cuda_tile.select"(%73, %74, %67) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di24)
    %76 = "cuda_tile.remi"(%75, %66) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di26)
    %77 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di26)
    %78 = "cuda_tile.cmpi"(%76, %77) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1> loc(#di26)
    %79 = "cuda_tile.cmpi"(%66, %77) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1> loc(#di26)
    %80 = "cuda_tile.xori"(%78, %79) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i1>) -> !cuda_tile.tile<i1> loc(#di26)
    %81 = "cuda_tile.cmpi"(%76, %77) <{comparison_predicate = #cuda_tile.comparison_predicate<not_equal>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1> loc(#di26)
    %82 = "cuda_tile.andi"(%80, %81) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i1>) -> !cuda_tile.tile<i1> loc(#di26)
    %83 = "cuda_tile.addi"(%76, %66) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di26)
    %84 = "cuda_tile.select"(%82, %83, %76) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di26)
    %85 = "cuda_tile.addi"(%64, %84) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di28)
    %86 = "cuda_tile.remi"(%53, %62) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di30)
    %87 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di30)
    %88 = "cuda_tile.cmpi"(%86, %87) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1> loc(#di30)
    %89 = "cuda_tile.cmpi"(%62, %87) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1> loc(#di30)
    %90 = "cuda_tile.xori"(%88, %89) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i1>) -> !cuda_tile.tile<i1> loc(#di30)
    %91 = "cuda_tile.cmpi"(%86, %87) <{comparison_predicate = #cuda_tile.comparison_predicate<not_equal>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1> loc(#di30)
    %92 = "cuda_tile.andi"(%90, %91) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i1>) -> !cuda_tile.tile<i1> loc(#di30)
    %93 = "cuda_tile.addi"(%86, %62) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di30)
    %94 = "cuda_tile.select"(%92, %93, %86) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di30)
    %95 = "cuda_tile.divi"(%94, %66) <{signedness = #cuda_tile.signedness<signed>, rounding = #cuda_tile.rounding<negative_inf>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di32)
    %96 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<128x128xf32>}> : () -> !cuda_tile.tile<128x128xf32> loc(#di33)
    %97 = "cuda_tile.make_partition_view"(%37) : (!cuda_tile.tensor_view<?x?xbf16, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(128x128), tensor_view<?x?xbf16, strides=[?,1]>, dim_map=[0,1]> loc(#di34)
    %98, %99 = "cuda_tile.get_index_space_shape"(%97) : (!cuda_tile.partition_view<tile=(128x128), tensor_view<?x?xbf16, strides=[?,1]>, dim_map=[0,1]>) -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) loc(#di34)
    %100 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di35)
    %101 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di35)
    %102 = "cuda_tile.make_partition_view"(%37) : (!cuda_tile.tensor_view<?x?xbf16, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>, dim_map=[0,1]> loc(#di36)
    %103 = "cuda_tile.make_partition_view"(%44) : (!cuda_tile.tensor_view<?x?xbf16, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>, dim_map=[0,1]> loc(#di37)
    %104 = "cuda_tile.for"(%100, %99, %101, %96) ({
    ^bb0(%105: !cuda_tile.tile<i32>, %106: !cuda_tile.tile<128x128xf32>):
      %107, %108 = "cuda_tile.load_view_tko"(%102, %85, %105, %15) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<128x128xbf16>, !cuda_tile.token) loc(#di36)
      %109, %110 = "cuda_tile.load_view_tko"(%103, %105, %95, %15) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<128x128xbf16>, !cuda_tile.token) loc(#di37)
      %111 = "cuda_tile.mmaf"(%107, %109, %106) : (!cuda_tile.tile<128x128xbf16>, !cuda_tile.tile<128x128xbf16>, !cuda_tile.tile<128x128xf32>) -> !cuda_tile.tile<128x128xf32> loc(#di39)
      "cuda_tile.continue"(%111) : (!cuda_tile.tile<128x128xf32>) -> () loc(#di38)
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<128x128xf32>) -> !cuda_tile.tile<128x128xf32> loc(#di38)
    %112 = "cuda_tile.ftof"(%104) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<128x128xf32>) -> !cuda_tile.tile<128x128xbf16> loc(#di45)
    %113 = "cuda_tile.make_partition_view"(%51) : (!cuda_tile.tensor_view<?x?xbf16, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(128x128), tensor_view<?x?xbf16, strides=[?,1]>, dim_map=[0,1]> loc(#di46)
    %114 = "cuda_tile.store_view_tko"(%112, %113, %85, %95, %15) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<128x128xbf16>, !cuda_tile.partition_view<tile=(128x128), tensor_view<?x?xbf16, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token loc(#di46)
    "cuda_tile.return"() : () -> ()
  }) : () -> () loc(#di4)
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
