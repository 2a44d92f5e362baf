#di1 = #cuda_tile.di_file<name = "scan_argmax.py", directory = "test/kernels">
#di2 = #cuda_tile.di_compile_unit<file = #di1>
#di3 = #cuda_tile.di_subprogram<file = #di1, line = 51, name = "tuple_scan", linkage_name = "tuple_scan_Kt1_A2f32_1v4l0_2t1_3i16_p16_A2f32_1v4l0_2t1_3i16_p16_A2f32_1v4l0_2t1_3i16_p16_A2i32_1v4l0_2t1_3i16_p16_I16_I128", compile_unit = #di2, scope_line = 51>
#di4 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/scan_argmax.py", line = 52, column = 0>
#di5 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/scan_argmax.py", line = 52, column = 15>
#di6 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/scan_argmax.py", line = 52, column = 18>
#di7 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/scan_argmax.py", line = 52, column = 21>
#di8 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/scan_argmax.py", line = 52, column = 24>
#di9 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/scan_argmax.py", line = 55, column = 10>
#di10 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/scan_argmax.py", line = 56, column = 31>
#di11 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/scan_argmax.py", line = 56, column = 8>
#di12 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/scan_argmax.py", line = 57, column = 24>
#di13 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/scan_argmax.py", line = 57, column = 8>
#di14 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/scan_argmax.py", line = 58, column = 14>
#di15 = #cuda_tile.di_subprogram<file = #di1, line = 45, name = "_sum_max_argmax", linkage_name = "_sum_max_argmax@scan_argmax:45:1_s0", compile_unit = #di2, scope_line = 45>
#di16 = #cuda_tile.di_loc<scope = #di15, filename = "test/kernels/scan_argmax.py", line = 48, column = 11>
#di17 = #cuda_tile.di_call_site<callee = #di16, caller = #di14>
#di18 = #cuda_tile.di_loc<scope = #di15, filename = "test/kernels/scan_argmax.py", line = 48, column = 20>
#di19 = #cuda_tile.di_call_site<callee = #di18, caller = #di14>
#di20 = #cuda_tile.di_loc<scope = #di15, filename = "test/kernels/scan_argmax.py", line = 48, column = 49>
#di21 = #cuda_tile.di_call_site<callee = #di20, caller = #di14>
#di22 = #cuda_tile.di_loc<scope = #di15, filename = "test/kernels/scan_argmax.py", line = 48, column = 40>
#di23 = #cuda_tile.di_call_site<callee = #di22, caller = #di14>
#di24 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/scan_argmax.py", line = 59, column = 28>
#di25 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/scan_argmax.py", line = 59, column = 4>
#di26 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/scan_argmax.py", line = 60, column = 28>
#di27 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/scan_argmax.py", line = 60, column = 4>
#di28 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/scan_argmax.py", line = 61, column = 28>
#di29 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/scan_argmax.py", line = 61, column = 4>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "tuple_scan_Kt1_A2f32_1v4l0_2t1_3i16_p16_A2f32_1v4l0_2t1_3i16_p16_A2f32_1v4l0_2t1_3i16_p16_A2i32_1v4l0_2t1_3i16_p16_I16_I128", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> (), optimization_hints = #cuda_tile.optimization_hints<sm_100 = {}>}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>, %1: !cuda_tile.tile<i32>, %2: !cuda_tile.tile<i32>, %3: !cuda_tile.tile<i32>, %4: !cuda_tile.tile<i32>, %5: !cuda_tile.tile<ptr<f32>>, %6: !cuda_tile.tile<i32>, %7: !cuda_tile.tile<i32>, %8: !cuda_tile.tile<i32>, %9: !cuda_tile.tile<i32>, %10: !cuda_tile.tile<ptr<f32>>, %11: !cuda_tile.tile<i32>, %12: !cuda_tile.tile<i32>, %13: !cuda_tile.tile<i32>, %14: !cuda_tile.tile<i32>, %15: !cuda_tile.tile<ptr<i32>>, %16: !cuda_tile.tile<i32>, %17: !cuda_tile.tile<i32>, %18: !cuda_tile.tile<i32>, %19: !cuda_tile.tile<i32>):
    %20 = "cuda_tile.make_token"() : () -> !cuda_tile.token loc(#di4)
    %21 = "cuda_tile.assume"(%0) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>> loc(#di5)
    %22 = "cuda_tile.assume"(%1) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di5)
    %23 = "cuda_tile.assume"(%2) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di5)
    %24 = "cuda_tile.assume"(%3) <{predicate = #cuda_tile.div_by<4>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di5)
    %25 = "cuda_tile.assume"(%5) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>> loc(#di6)
    %26 = "cuda_tile.assume"(%6) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di6)
    %27 = "cuda_tile.assume"(%7) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di6)
    %28 = "cuda_tile.assume"(%8) <{predicate = #cuda_tile.div_by<4>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di6)
    %29 = "cuda_tile.assume"(%10) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>> loc(#di7)
    %30 = "cuda_tile.assume"(%11) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di7)
    %31 = "cuda_tile.assume"(%12) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di7)
    %32 = "cuda_tile.assume"(%13) <{predicate = #cuda_tile.div_by<4>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di7)
    %33 = "cuda_tile.assume"(%15) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tile<ptr<i32>> loc(#di8)
    %34 = "cuda_tile.assume"(%16) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di8)
    %35 = "cuda_tile.assume"(%17) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di8)
    %36 = "cuda_tile.assume"(%18) <{predicate = #cuda_tile.div_by<4>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di8)
    %37 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %38 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %39 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %40 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %41 = "cuda_tile.assume"(%22) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %42 = "cuda_tile.assume"(%41) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %43 = "cuda_tile.assume"(%23) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %44 = "cuda_tile.assume"(%43) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %45 = "cuda_tile.assume"(%24) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %46 = "cuda_tile.assume"(%45) <{predicate = #cuda_tile.div_by<4>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %47 = "cuda_tile.make_tensor_view"(%21, %42, %44, %46) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?xf32, strides=[?,1]> loc(#di4)
    %48 = "cuda_tile.assume"(%26) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %49 = "cuda_tile.assume"(%48) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %50 = "cuda_tile.assume"(%27) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %51 = "cuda_tile.assume"(%50) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %52 = "cuda_tile.assume"(%28) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %53 = "cuda_tile.assume"(%52) <{predicate = #cuda_tile.div_by<4>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %54 = "cuda_tile.make_tensor_view"(%25, %49, %51, %53) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?xf32, strides=[?,1]> loc(#di4)
    %55 = "cuda_tile.assume"(%30) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %56 = "cuda_tile.assume"(%55) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %57 = "cuda_tile.assume"(%31) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %58 = "cuda_tile.assume"(%57) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %59 = "cuda_tile.assume"(%32) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %60 = "cuda_tile.assume"(%59) <{predicate = #cuda_tile.div_by<4>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %61 = "cuda_tile.make_tensor_view"(%29, %56, %58, %60) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?xf32, strides=[?,1]> loc(#di4)
    %62 = "cuda_tile.assume"(%34) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %63 = "cuda_tile.assume"(%62) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %64 = "cuda_tile.assume"(%35) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %65 = "cuda_tile.assume"(%64) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %66 = "cuda_tile.assume"(%36) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %67 = "cuda_tile.assume"(%66) <{predicate = #cuda_tile.div_by<4>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %68 = "cuda_tile.make_tensor_view"(%33, %63, %65, %67) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?xi32, strides=[?,1]> loc(#di4)
    %69, %70, %71 = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) loc(#di9)
    %72 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di10)
    %73 = "cuda_tile.make_partition_view"(%47) : (!cuda_tile.tensor_view<?x?xf32, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(16x128), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]> loc(#di11)
    %74, %75 = "cuda_tile.load_view_tko"(%73, %69, %72, %20) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(16x128), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<16x128xf32>, !cuda_tile.token) loc(#di11)
    %76 = "cuda_tile.iota"() : () -> !cuda_tile.tile<128xi32> loc(#di12)
    %77 = "cuda_tile.reshape"(%76) : (!cuda_tile.tile<128xi32>) -> !cuda_tile.tile<1x128xi32> loc(#di12)
    %78 = "cuda_tile.broadcast"(%77) : (!cuda_tile.tile<1x128xi32>) -> !cuda_tile.tile<16x128xi32> loc(#di13)
    %79, %80, %81 = "cuda_tile.scan"(%74, %74, %78) <{dim = 1 : i32, reverse = false, identities = [0.0 : f32, 0xFF800000 : f32, 0 : i32]}> ({
    ^bb0(%82: !cuda_tile.tile<f32>, %83: !cuda_tile.tile<f32>, %84: !cuda_tile.tile<f32>, %85: !cuda_tile.tile<f32>, %86: !cuda_tile.tile<i32>, %87: !cuda_tile.tile<i32>):
      %88 = "cuda_tile.addf"(%82, %83) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32> loc(#di17)
      %89 = "cuda_tile.maxf"(%84, %85) : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32> loc(#di19)
      %90 = "cuda_tile.cmpf"(%85, %84) <{comparison_predicate = #cuda_tile.comparison_predicate<greater_than>, comparison_ordering = #cuda_tile.comparison_ordering<ordered>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<i1> loc(#di21)
      %91 = "cuda_tile.select"(%90, %87, %86) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di23)
      "cuda_tile.yield"(%88, %89, %91) : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>, !cuda_tile.tile<i32>) -> () loc(#di14)
    }) : (!cuda_tile.tile<16x128xf32>, !cuda_tile.tile<16x128xf32>, !cuda_tile.tile<16x128xi32>) -> (!cuda_tile.tile<16x128xf32>, !cuda_tile.tile<16x128xf32>, !cuda_tile.tile<16x128xi32>) loc(#di14)
    %92 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di24)
    %93 = "cuda_tile.make_partition_view"(%54) : (!cuda_tile.tensor_view<?x?xf32, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(16x128), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]> loc(#di25)
    %94 = "cuda_tile.store_view_tko"(%79, %93, %69, %92, %20) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<16x128xf32>, !cuda_tile.partition_view<tile=(16x128), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token loc(#di25)
    %95 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di26)
    %96 = "cuda_tile.make_partition_view"(%61) : (!cuda_tile.tensor_view<?x?xf32, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(16x128), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]> loc(#di27)
    %97 = "cuda_tile.store_view_tko"(%80, %96, %69, %95, %20) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<16x128xf32>, !cuda_tile.partition_view<tile=(16x128), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token loc(#di27)
    %98 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di28)
    %99 = "cuda_tile.make_partition_view"(%68) : (!cuda_tile.tensor_view<?x?xi32, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(16x128), tensor_view<?x?xi32, strides=[?,1]>, dim_map=[0,1]> loc(#di29)
    %100 = "cuda_tile.store_view_tko"(%81, %99, %69, %98, %20) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<16x128xi32>, !cuda_tile.partition_view<tile=(16x128), tensor_view<?x?xi32, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token loc(#di29)
    "cuda_tile.return"() : () -> ()
  }) : () -> () loc(#di4)
}) {cuda_tile.bytecode_version = "13.2"} : () -> ()
