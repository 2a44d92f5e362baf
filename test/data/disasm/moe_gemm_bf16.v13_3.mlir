entry @moe_gemm_Kt1_A2bf16_1v8l0_2t1_3i16_p16_A3bf16_3v8l0_4t1_7i16_p16_A2bf16_1v8l0_2t1_3i16_p16_A1bf16_1i16t1_p16_A1i32_1i16t1_p16_A1i32_1i16t1_p16_Si32_Si32_B0_I64_I128_I64(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<bf16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<bf16>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<ptr<bf16>>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<ptr<i32>>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<ptr<i32>>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<i32>) optimization_hints=<default = {}> {
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
  %assume_13 = assume div_by<16>, %arg20 : tile<ptr<i32>>
  %assume_14 = assume div_by<16>, %arg21 : tile<i32>
  %assume_15 = assume div_by<16>, %arg23 : tile<ptr<i32>>
  %assume_16 = assume div_by<16>, %arg24 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_17 = constant <i32: 1> : tile<i32>
  %cst_1_i32_18 = constant <i32: 1> : tile<i32>
  %cst_1_i64 = constant <i64: 1> : tile<64xi64>
  %cst_1_i64_19 = constant <i64: 1> : tile<64x64xi64>
  %cst_1_i64_20 = constant <i64: 1> : tile<64x128xi64>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_assume_21 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_22 = assume div_by<16>, %assume_assume_21 : tile<i32>
  %assume_assume_23 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_24 = assume div_by<8>, %assume_assume_23 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_assume_assume, %assume_assume_assume_22], strides = [%assume_assume_assume_24, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
  %assume_assume_25 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_assume_26 = assume div_by<16>, %assume_assume_25 : tile<i32>
  %assume_assume_27 = assume bounded<0, ?>, %assume_5 : tile<i32>
  %assume_assume_assume_28 = assume div_by<16>, %assume_assume_27 : tile<i32>
  %assume_assume_29 = assume bounded<0, ?>, %assume_6 : tile<i32>
  %assume_assume_assume_30 = assume div_by<16>, %assume_assume_29 : tile<i32>
  %assume_assume_31 = assume bounded<0, ?>, %assume_7 : tile<i32>
  %assume_assume_assume_32 = assume div_by<8>, %assume_assume_31 : tile<i32>
  %assume_assume_33 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_assume_34 = assume div_by<8>, %assume_assume_33 : tile<i32>
  %tview_35 = make_tensor_view %assume_3, shape = [%assume_assume_assume_26, %assume_assume_assume_28, %assume_assume_assume_30], strides = [%assume_assume_assume_32, %assume_assume_assume_34, 1] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,1]>
  %assume_assume_36 = assume bounded<0, ?>, %assume_10 : tile<i32>
  %assume_assume_37 = assume bounded<0, ?>, %assume_11 : tile<i32>
  %assume_assume_38 = assume bounded<0, ?>, %assume_12 : tile<i32>
  %assume_assume_39 = assume bounded<0, ?>, %assume_14 : tile<i32>
  %assume_assume_40 = assume bounded<0, ?>, %assume_16 : tile<i32>
  %assume_assume_assume_41 = assume div_by<16>, %assume_assume_40 : tile<i32>
  %tview_42 = make_tensor_view %assume_15, shape = [%assume_assume_assume_41], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
  %cst_64_i32 = constant <i32: 64> : tile<i32>
  %cst_128_i32 = constant <i32: 128> : tile<i32>
  %cst_64_i32_43 = constant <i32: 64> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_44, %blockId_y_45, %blockId_z_46 = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview_42 : partition_view<tile=(1), tensor_view<?xi32, strides=[1]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : partition_view<tile=(1), tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<1xi32>, token
  %reshape = reshape %tile : tile<1xi32> -> tile<i32>
  %1 = muli %blockId_x, %cst_64_i32 : tile<i32>
  %2 = iota : tile<64xi32>
  %reshape_47 = reshape %1 : tile<i32> -> tile<1xi32>
  %bcast = broadcast %reshape_47 : tile<1xi32> -> tile<64xi32>
  %3 = addi %bcast, %2 : tile<64xi32>
  %4 = exti %3 signed : tile<64xi32> -> tile<64xi64>
  %5 = exti %assume_assume_39 signed : tile<i32> -> tile<i64>
  %reshape_48 = reshape %5 : tile<i64> -> tile<1xi64>
  %bcast_49 = broadcast %reshape_48 : tile<1xi64> -> tile<64xi64>
  %6 = cmpi less_than %4, %bcast_49, unsigned : tile<64xi64> -> tile<64xi1>
  %7 = muli %4, %cst_1_i64 : tile<64xi64>
  %reshape_50 = reshape %assume_13 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_51 = broadcast %reshape_50 : tile<1xptr<i32>> -> tile<64xptr<i32>>
  %8 = offset %bcast_51, %7 : tile<64xptr<i32>>, tile<64xi64> -> tile<64xptr<i32>>
  %reshape_52 = reshape %arg26 : tile<i32> -> tile<1xi32>
  %bcast_53 = broadcast %reshape_52 : tile<1xi32> -> tile<64xi32>
  %result, %result_token_54 = load_ptr_tko weak %8, %6, %bcast_53 token=%0 : tile<64xptr<i32>>, tile<64xi1>, tile<64xi32> -> tile<64xi32>, token
  %reshape_55 = reshape %arg26 : tile<i32> -> tile<1xi32>
  %bcast_56 = broadcast %reshape_55 : tile<1xi32> -> tile<64xi32>
  %9 = cmpi less_than %result, %bcast_56, signed : tile<64xi32> -> tile<64xi1>
  %reshape_57 = reshape %arg27 : tile<i32> -> tile<1xi32>
  %bcast_58 = broadcast %reshape_57 : tile<1xi32> -> tile<64xi32>
  %10 = divi %result, %bcast_58 signed rounding<negative_inf> : tile<64xi32>
  %11 = iota : tile<64xi32>
  %pview_59 = make_partition_view %tview : partition_view<tile=(64x64), tensor_view<?x?xbf16, strides=[?,1]>>
  %12:2 = get_index_space_shape %pview_59 : partition_view<tile=(64x64), tensor_view<?x?xbf16, strides=[?,1]>> -> tile<i32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64x128xf32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32_60 = constant <i32: 1> : tile<i32>
  %reshape_61 = reshape %10 : tile<64xi32> -> tile<64x1xi32>
  %reshape_62 = reshape %9 : tile<64xi1> -> tile<64x1xi1>
  %13 = exti %reshape_61 signed : tile<64x1xi32> -> tile<64x1xi64>
  %bcast_63 = broadcast %13 : tile<64x1xi64> -> tile<64x64xi64>
  %14 = exti %assume_assume_assume signed : tile<i32> -> tile<i64>
  %reshape_64 = reshape %14 : tile<i64> -> tile<1x1xi64>
  %bcast_65 = broadcast %reshape_64 : tile<1x1xi64> -> tile<64x64xi64>
  %15 = cmpi less_than %bcast_63, %bcast_65, unsigned : tile<64x64xi64> -> tile<64x64xi1>
  %16 = exti %assume_assume_assume_24 signed : tile<i32> -> tile<i64>
  %reshape_66 = reshape %16 : tile<i64> -> tile<1x1xi64>
  %bcast_67 = broadcast %reshape_66 : tile<1x1xi64> -> tile<64x64xi64>
  %17 = muli %bcast_63, %bcast_67 : tile<64x64xi64>
  %18 = exti %assume_assume_assume_22 signed : tile<i32> -> tile<i64>
  %reshape_68 = reshape %18 : tile<i64> -> tile<1x1xi64>
  %bcast_69 = broadcast %reshape_68 : tile<1x1xi64> -> tile<64x64xi64>
  %reshape_70 = reshape %assume : tile<ptr<bf16>> -> tile<1x1xptr<bf16>>
  %bcast_71 = broadcast %reshape_70 : tile<1x1xptr<bf16>> -> tile<64x64xptr<bf16>>
  %bcast_72 = broadcast %reshape_62 : tile<64x1xi1> -> tile<64x64xi1>
  %cst_0_bf16 = constant <bf16: 0.000000e+00> : tile<bf16>
  %reshape_73 = reshape %cst_0_bf16 : tile<bf16> -> tile<1x1xbf16>
  %bcast_74 = broadcast %reshape_73 : tile<1x1xbf16> -> tile<64x64xbf16>
  %pview_75 = make_partition_view %tview_35 : partition_view<tile=(1x64x128), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>, dim_map=[0, 2, 1]>
  %for = for %loopIdx in (%cst_0_i32 to %12#1, step %cst_1_i32_60) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<64x128xf32>) {
    %37 = muli %loopIdx, %cst_64_i32_43 : tile<i32>
    %reshape_92 = reshape %37 : tile<i32> -> tile<1xi32>
    %bcast_93 = broadcast %reshape_92 : tile<1xi32> -> tile<64xi32>
    %38 = addi %bcast_93, %11 : tile<64xi32>
    %reshape_94 = reshape %38 : tile<64xi32> -> tile<1x64xi32>
    %39 = exti %reshape_94 signed : tile<1x64xi32> -> tile<1x64xi64>
    %bcast_95 = broadcast %39 : tile<1x64xi64> -> tile<64x64xi64>
    %40 = cmpi less_than %bcast_95, %bcast_69, unsigned : tile<64x64xi64> -> tile<64x64xi1>
    %41 = andi %15, %40 : tile<64x64xi1>
    %42 = muli %bcast_95, %cst_1_i64_19 : tile<64x64xi64>
    %43 = addi %17, %42 : tile<64x64xi64>
    %44 = offset %bcast_71, %43 : tile<64x64xptr<bf16>>, tile<64x64xi64> -> tile<64x64xptr<bf16>>
    %45 = andi %41, %bcast_72 : tile<64x64xi1>
    %result_96, %result_token_97 = load_ptr_tko weak %44, %45, %bcast_74 token=%0 : tile<64x64xptr<bf16>>, tile<64x64xi1>, tile<64x64xbf16> -> tile<64x64xbf16>, token
    %tile_98, %result_token_99 = load_view_tko weak %pview_75[%reshape, %loopIdx, %blockId_y_45] token = %0 : partition_view<tile=(1x64x128), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>, dim_map=[0, 2, 1]>, tile<i32> -> tile<1x64x128xbf16>, token
    %reshape_100 = reshape %tile_98 : tile<1x64x128xbf16> -> tile<64x128xbf16>
    %46 = mmaf %result_96, %reshape_100, %iterArg0 : tile<64x64xbf16>, tile<64x128xbf16>, tile<64x128xf32>
    continue %46 : tile<64x128xf32>
  }
  %19 = muli %blockId_y_45, %cst_128_i32 : tile<i32>
  %20 = iota : tile<128xi32>
  %reshape_76 = reshape %19 : tile<i32> -> tile<1xi32>
  %bcast_77 = broadcast %reshape_76 : tile<1xi32> -> tile<128xi32>
  %21 = addi %bcast_77, %20 : tile<128xi32>
  %reshape_78 = reshape %result : tile<64xi32> -> tile<64x1xi32>
  %reshape_79 = reshape %21 : tile<128xi32> -> tile<1x128xi32>
  %22 = ftof %for  : tile<64x128xf32> -> tile<64x128xbf16>
  %reshape_80 = reshape %9 : tile<64xi1> -> tile<64x1xi1>
  %23 = exti %reshape_78 signed : tile<64x1xi32> -> tile<64x1xi64>
  %bcast_81 = broadcast %23 : tile<64x1xi64> -> tile<64x128xi64>
  %24 = exti %assume_assume_36 signed : tile<i32> -> tile<i64>
  %reshape_82 = reshape %24 : tile<i64> -> tile<1x1xi64>
  %bcast_83 = broadcast %reshape_82 : tile<1x1xi64> -> tile<64x128xi64>
  %25 = cmpi less_than %bcast_81, %bcast_83, unsigned : tile<64x128xi64> -> tile<64x128xi1>
  %26 = exti %assume_assume_38 signed : tile<i32> -> tile<i64>
  %reshape_84 = reshape %26 : tile<i64> -> tile<1x1xi64>
  %bcast_85 = broadcast %reshape_84 : tile<1x1xi64> -> tile<64x128xi64>
  %27 = muli %bcast_81, %bcast_85 : tile<64x128xi64>
  %28 = exti %reshape_79 signed : tile<1x128xi32> -> tile<1x128xi64>
  %bcast_86 = broadcast %28 : tile<1x128xi64> -> tile<64x128xi64>
  %29 = exti %assume_assume_37 signed : tile<i32> -> tile<i64>
  %reshape_87 = reshape %29 : tile<i64> -> tile<1x1xi64>
  %bcast_88 = broadcast %reshape_87 : tile<1x1xi64> -> tile<64x128xi64>
  %30 = cmpi less_than %bcast_86, %bcast_88, unsigned : tile<64x128xi64> -> tile<64x128xi1>
  %31 = andi %25, %30 : tile<64x128xi1>
  %32 = muli %bcast_86, %cst_1_i64_20 : tile<64x128xi64>
  %33 = addi %27, %32 : tile<64x128xi64>
  %reshape_89 = reshape %assume_9 : tile<ptr<bf16>> -> tile<1x1xptr<bf16>>
  %bcast_90 = broadcast %reshape_89 : tile<1x1xptr<bf16>> -> tile<64x128xptr<bf16>>
  %34 = offset %bcast_90, %33 : tile<64x128xptr<bf16>>, tile<64x128xi64> -> tile<64x128xptr<bf16>>
  %bcast_91 = broadcast %reshape_80 : tile<64x1xi1> -> tile<64x128xi1>
  %35 = andi %31, %bcast_91 : tile<64x128xi1>
  %36 = store_ptr_tko weak %34, %22, %35 token=%0 : tile<64x128xptr<bf16>>, tile<64x128xbf16>, tile<64x128xi1> -> token
  return
}
