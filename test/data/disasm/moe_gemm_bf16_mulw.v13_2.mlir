entry @moe_gemm_Kt1_A2bf16_1v8l0_2t1_3i16_p16_A3bf16_3v8l0_4t1_7i16_p16_A2bf16_1v8l0_2t1_3i16_p16_A1bf16_1i16t1_p16_A1i32_1i16t1_p16_A1i32_1i16t1_p16_Si32_Si32_B1_I64_I128_I64(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<bf16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<bf16>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<ptr<bf16>>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<ptr<i32>>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<ptr<i32>>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<bf16>>
  %assume_0 = assume div_by<16>, %arg1 : tile<i32>
  %assume_1 = assume div_by<16>, %arg2 : tile<i32>
  %assume_2 = assume div_by<8>, %arg3 : tile<i32>
  %assume_3 = assume div_by<16>, %arg5 : tile<ptr<bf16>>
  %assume_4 = assume div_by<16>, %arg6 : tile<i32>
  %assume_5 = assume div_by<16>, %arg7 : tile<i32>
  %assume_6 = assume div_by<16>, %arg8 : tile<i32>
  %assume_7 = assume div_by<8>, %arg9 : tile<i32>
  %assume_8 = assume div_by<8>, %arg10 : tile<i32>
  %assume_9 = assume div_by<16>, %arg12 : tile<ptr<bf16>>
  %assume_10 = assume div_by<16>, %arg13 : tile<i32>
  %assume_11 = assume div_by<16>, %arg14 : tile<i32>
  %assume_12 = assume div_by<8>, %arg15 : tile<i32>
  %assume_13 = assume div_by<16>, %arg17 : tile<ptr<bf16>>
  %assume_14 = assume div_by<16>, %arg18 : tile<i32>
  %assume_15 = assume div_by<16>, %arg20 : tile<ptr<i32>>
  %assume_16 = assume div_by<16>, %arg21 : tile<i32>
  %assume_17 = assume div_by<16>, %arg23 : tile<ptr<i32>>
  %assume_18 = assume div_by<16>, %arg24 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_19 = constant <i32: 1> : tile<i32>
  %cst_1_i32_20 = constant <i32: 1> : tile<i32>
  %cst_1_i64 = constant <i64: 1> : tile<64xi64>
  %cst_1_i64_21 = constant <i64: 1> : tile<64x64xi64>
  %cst_1_i64_22 = constant <i64: 1> : tile<64xi64>
  %cst_1_i64_23 = constant <i64: 1> : tile<64x128xi64>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_assume_24 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_25 = assume div_by<16>, %assume_assume_24 : tile<i32>
  %assume_assume_26 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_27 = assume div_by<8>, %assume_assume_26 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_assume_assume, %assume_assume_assume_25], strides = [%assume_assume_assume_27, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
  %assume_assume_28 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_assume_29 = assume div_by<16>, %assume_assume_28 : tile<i32>
  %assume_assume_30 = assume bounded<0, ?>, %assume_5 : tile<i32>
  %assume_assume_assume_31 = assume div_by<16>, %assume_assume_30 : tile<i32>
  %assume_assume_32 = assume bounded<0, ?>, %assume_6 : tile<i32>
  %assume_assume_assume_33 = assume div_by<16>, %assume_assume_32 : tile<i32>
  %assume_assume_34 = assume bounded<0, ?>, %assume_7 : tile<i32>
  %assume_assume_assume_35 = assume div_by<8>, %assume_assume_34 : tile<i32>
  %assume_assume_36 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_assume_37 = assume div_by<8>, %assume_assume_36 : tile<i32>
  %tview_38 = make_tensor_view %assume_3, shape = [%assume_assume_assume_29, %assume_assume_assume_31, %assume_assume_assume_33], strides = [%assume_assume_assume_35, %assume_assume_assume_37, 1] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,1]>
  %assume_assume_39 = assume bounded<0, ?>, %assume_10 : tile<i32>
  %assume_assume_40 = assume bounded<0, ?>, %assume_11 : tile<i32>
  %assume_assume_41 = assume bounded<0, ?>, %assume_12 : tile<i32>
  %assume_assume_42 = assume bounded<0, ?>, %assume_14 : tile<i32>
  %assume_assume_43 = assume bounded<0, ?>, %assume_16 : tile<i32>
  %assume_assume_44 = assume bounded<0, ?>, %assume_18 : tile<i32>
  %assume_assume_assume_45 = assume div_by<16>, %assume_assume_44 : tile<i32>
  %tview_46 = make_tensor_view %assume_17, shape = [%assume_assume_assume_45], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
  %cst_64_i32 = constant <i32: 64> : tile<i32>
  %cst_128_i32 = constant <i32: 128> : tile<i32>
  %cst_64_i32_47 = constant <i32: 64> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_48, %blockId_y_49, %blockId_z_50 = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview_46 : partition_view<tile=(1), tensor_view<?xi32, strides=[1]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(1), tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<1xi32>, token
  %reshape = reshape %tile : tile<1xi32> -> tile<i32>
  %1 = muli %blockId_x, %cst_64_i32 : tile<i32>
  %2 = iota : tile<64xi32>
  %reshape_51 = reshape %1 : tile<i32> -> tile<1xi32>
  %bcast = broadcast %reshape_51 : tile<1xi32> -> tile<64xi32>
  %3 = addi %bcast, %2 : tile<64xi32>
  %4 = exti %3 signed : tile<64xi32> -> tile<64xi64>
  %5 = exti %assume_assume_43 signed : tile<i32> -> tile<i64>
  %reshape_52 = reshape %5 : tile<i64> -> tile<1xi64>
  %bcast_53 = broadcast %reshape_52 : tile<1xi64> -> tile<64xi64>
  %6 = cmpi less_than %4, %bcast_53, unsigned : tile<64xi64> -> tile<64xi1>
  %7 = muli %4, %cst_1_i64 : tile<64xi64>
  %reshape_54 = reshape %assume_15 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_55 = broadcast %reshape_54 : tile<1xptr<i32>> -> tile<64xptr<i32>>
  %8 = offset %bcast_55, %7 : tile<64xptr<i32>>, tile<64xi64> -> tile<64xptr<i32>>
  %reshape_56 = reshape %arg26 : tile<i32> -> tile<1xi32>
  %bcast_57 = broadcast %reshape_56 : tile<1xi32> -> tile<64xi32>
  %result, %result_token_58 = load_ptr_tko weak %8, %6, %bcast_57 token=%0 : tile<64xptr<i32>>, tile<64xi1>, tile<64xi32> -> tile<64xi32>, token
  %reshape_59 = reshape %arg26 : tile<i32> -> tile<1xi32>
  %bcast_60 = broadcast %reshape_59 : tile<1xi32> -> tile<64xi32>
  %9 = cmpi less_than %result, %bcast_60, signed : tile<64xi32> -> tile<64xi1>
  %reshape_61 = reshape %arg27 : tile<i32> -> tile<1xi32>
  %bcast_62 = broadcast %reshape_61 : tile<1xi32> -> tile<64xi32>
  %10 = divi %result, %bcast_62 signed rounding<negative_inf> : tile<64xi32>
  %11 = iota : tile<64xi32>
  %pview_63 = make_partition_view %tview : partition_view<tile=(64x64), tensor_view<?x?xbf16, strides=[?,1]>>
  %12:2 = get_index_space_shape %pview_63 : partition_view<tile=(64x64), tensor_view<?x?xbf16, strides=[?,1]>> -> tile<i32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64x128xf32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32_64 = constant <i32: 1> : tile<i32>
  %reshape_65 = reshape %10 : tile<64xi32> -> tile<64x1xi32>
  %reshape_66 = reshape %9 : tile<64xi1> -> tile<64x1xi1>
  %13 = exti %reshape_65 signed : tile<64x1xi32> -> tile<64x1xi64>
  %bcast_67 = broadcast %13 : tile<64x1xi64> -> tile<64x64xi64>
  %14 = exti %assume_assume_assume signed : tile<i32> -> tile<i64>
  %reshape_68 = reshape %14 : tile<i64> -> tile<1x1xi64>
  %bcast_69 = broadcast %reshape_68 : tile<1x1xi64> -> tile<64x64xi64>
  %15 = cmpi less_than %bcast_67, %bcast_69, unsigned : tile<64x64xi64> -> tile<64x64xi1>
  %16 = exti %assume_assume_assume_27 signed : tile<i32> -> tile<i64>
  %reshape_70 = reshape %16 : tile<i64> -> tile<1x1xi64>
  %bcast_71 = broadcast %reshape_70 : tile<1x1xi64> -> tile<64x64xi64>
  %17 = muli %bcast_67, %bcast_71 : tile<64x64xi64>
  %18 = exti %assume_assume_assume_25 signed : tile<i32> -> tile<i64>
  %reshape_72 = reshape %18 : tile<i64> -> tile<1x1xi64>
  %bcast_73 = broadcast %reshape_72 : tile<1x1xi64> -> tile<64x64xi64>
  %reshape_74 = reshape %assume : tile<ptr<bf16>> -> tile<1x1xptr<bf16>>
  %bcast_75 = broadcast %reshape_74 : tile<1x1xptr<bf16>> -> tile<64x64xptr<bf16>>
  %bcast_76 = broadcast %reshape_66 : tile<64x1xi1> -> tile<64x64xi1>
  %cst_0_bf16 = constant <bf16: 0.000000e+00> : tile<bf16>
  %reshape_77 = reshape %cst_0_bf16 : tile<bf16> -> tile<1x1xbf16>
  %bcast_78 = broadcast %reshape_77 : tile<1x1xbf16> -> tile<64x64xbf16>
  %for = for %loopIdx in (%cst_0_i32 to %12#1, step %cst_1_i32_64) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<64x128xf32>) {
    %45 = muli %loopIdx, %cst_64_i32_47 : tile<i32>
    %reshape_106 = reshape %45 : tile<i32> -> tile<1xi32>
    %bcast_107 = broadcast %reshape_106 : tile<1xi32> -> tile<64xi32>
    %46 = addi %bcast_107, %11 : tile<64xi32>
    %reshape_108 = reshape %46 : tile<64xi32> -> tile<1x64xi32>
    %47 = exti %reshape_108 signed : tile<1x64xi32> -> tile<1x64xi64>
    %bcast_109 = broadcast %47 : tile<1x64xi64> -> tile<64x64xi64>
    %48 = cmpi less_than %bcast_109, %bcast_73, unsigned : tile<64x64xi64> -> tile<64x64xi1>
    %49 = andi %15, %48 : tile<64x64xi1>
    %50 = muli %bcast_109, %cst_1_i64_21 : tile<64x64xi64>
    %51 = addi %17, %50 : tile<64x64xi64>
    %52 = offset %bcast_75, %51 : tile<64x64xptr<bf16>>, tile<64x64xi64> -> tile<64x64xptr<bf16>>
    %53 = andi %49, %bcast_76 : tile<64x64xi1>
    %result_110, %result_token_111 = load_ptr_tko weak %52, %53, %bcast_78 token=%0 : tile<64x64xptr<bf16>>, tile<64x64xi1>, tile<64x64xbf16> -> tile<64x64xbf16>, token
    %pview_112 = make_partition_view %tview_38 : partition_view<tile=(1x64x128), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>, dim_map=[0, 2, 1]>
    %tile_113, %result_token_114 = load_view_tko weak %pview_112[%reshape, %loopIdx, %blockId_y_49] token = %0 : partition_view<tile=(1x64x128), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>, dim_map=[0, 2, 1]>, tile<i32> -> tile<1x64x128xbf16>, token
    %reshape_115 = reshape %tile_113 : tile<1x64x128xbf16> -> tile<64x128xbf16>
    %54 = mmaf %result_110, %reshape_115, %iterArg0 : tile<64x64xbf16>, tile<64x128xbf16>, tile<64x128xf32>
    continue %54 : tile<64x128xf32>
  }
  %19 = exti %result signed : tile<64xi32> -> tile<64xi64>
  %20 = exti %assume_assume_42 signed : tile<i32> -> tile<i64>
  %reshape_79 = reshape %20 : tile<i64> -> tile<1xi64>
  %bcast_80 = broadcast %reshape_79 : tile<1xi64> -> tile<64xi64>
  %21 = cmpi less_than %19, %bcast_80, unsigned : tile<64xi64> -> tile<64xi1>
  %22 = muli %19, %cst_1_i64_22 : tile<64xi64>
  %reshape_81 = reshape %assume_13 : tile<ptr<bf16>> -> tile<1xptr<bf16>>
  %bcast_82 = broadcast %reshape_81 : tile<1xptr<bf16>> -> tile<64xptr<bf16>>
  %23 = offset %bcast_82, %22 : tile<64xptr<bf16>>, tile<64xi64> -> tile<64xptr<bf16>>
  %24 = andi %21, %9 : tile<64xi1>
  %cst_0_bf16_83 = constant <bf16: 0.000000e+00> : tile<bf16>
  %reshape_84 = reshape %cst_0_bf16_83 : tile<bf16> -> tile<1xbf16>
  %bcast_85 = broadcast %reshape_84 : tile<1xbf16> -> tile<64xbf16>
  %result_86, %result_token_87 = load_ptr_tko weak %23, %24, %bcast_85 token=%0 : tile<64xptr<bf16>>, tile<64xi1>, tile<64xbf16> -> tile<64xbf16>, token
  %reshape_88 = reshape %result_86 : tile<64xbf16> -> tile<64x1xbf16>
  %25 = ftof %reshape_88  : tile<64x1xbf16> -> tile<64x1xf32>
  %bcast_89 = broadcast %25 : tile<64x1xf32> -> tile<64x128xf32>
  %26 = mulf %for, %bcast_89  : tile<64x128xf32>
  %27 = muli %blockId_y_49, %cst_128_i32 : tile<i32>
  %28 = iota : tile<128xi32>
  %reshape_90 = reshape %27 : tile<i32> -> tile<1xi32>
  %bcast_91 = broadcast %reshape_90 : tile<1xi32> -> tile<128xi32>
  %29 = addi %bcast_91, %28 : tile<128xi32>
  %reshape_92 = reshape %result : tile<64xi32> -> tile<64x1xi32>
  %reshape_93 = reshape %29 : tile<128xi32> -> tile<1x128xi32>
  %30 = ftof %26  : tile<64x128xf32> -> tile<64x128xbf16>
  %reshape_94 = reshape %9 : tile<64xi1> -> tile<64x1xi1>
  %31 = exti %reshape_92 signed : tile<64x1xi32> -> tile<64x1xi64>
  %bcast_95 = broadcast %31 : tile<64x1xi64> -> tile<64x128xi64>
  %32 = exti %assume_assume_39 signed : tile<i32> -> tile<i64>
  %reshape_96 = reshape %32 : tile<i64> -> tile<1x1xi64>
  %bcast_97 = broadcast %reshape_96 : tile<1x1xi64> -> tile<64x128xi64>
  %33 = cmpi less_than %bcast_95, %bcast_97, unsigned : tile<64x128xi64> -> tile<64x128xi1>
  %34 = exti %assume_assume_41 signed : tile<i32> -> tile<i64>
  %reshape_98 = reshape %34 : tile<i64> -> tile<1x1xi64>
  %bcast_99 = broadcast %reshape_98 : tile<1x1xi64> -> tile<64x128xi64>
  %35 = muli %bcast_95, %bcast_99 : tile<64x128xi64>
  %36 = exti %reshape_93 signed : tile<1x128xi32> -> tile<1x128xi64>
  %bcast_100 = broadcast %36 : tile<1x128xi64> -> tile<64x128xi64>
  %37 = exti %assume_assume_40 signed : tile<i32> -> tile<i64>
  %reshape_101 = reshape %37 : tile<i64> -> tile<1x1xi64>
  %bcast_102 = broadcast %reshape_101 : tile<1x1xi64> -> tile<64x128xi64>
  %38 = cmpi less_than %bcast_100, %bcast_102, unsigned : tile<64x128xi64> -> tile<64x128xi1>
  %39 = andi %33, %38 : tile<64x128xi1>
  %40 = muli %bcast_100, %cst_1_i64_23 : tile<64x128xi64>
  %41 = addi %35, %40 : tile<64x128xi64>
  %reshape_103 = reshape %assume_9 : tile<ptr<bf16>> -> tile<1x1xptr<bf16>>
  %bcast_104 = broadcast %reshape_103 : tile<1x1xptr<bf16>> -> tile<64x128xptr<bf16>>
  %42 = offset %bcast_104, %41 : tile<64x128xptr<bf16>>, tile<64x128xi64> -> tile<64x128xptr<bf16>>
  %bcast_105 = broadcast %reshape_94 : tile<64x1xi1> -> tile<64x128xi1>
  %43 = andi %39, %bcast_105 : tile<64x128xi1>
  %44 = store_ptr_tko weak %42, %30, %43 token=%0 : tile<64x128xptr<bf16>>, tile<64x128xbf16>, tile<64x128xi1> -> token
  return
}
