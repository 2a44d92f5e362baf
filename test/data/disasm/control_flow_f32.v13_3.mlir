entry @control_flow_Kt1_A1f32_1i16t1_p16_A2f32_1v4l0_2t1_3i16_p16_A1i32_1i16t1_p16_A1i32_1i16t1_p16_A1f32_1i16t1_p16_Si32_Sf32_I8_I256(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<i32>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<ptr<i32>>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<ptr<f32>>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<f32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>>
  %assume_0 = assume div_by<16>, %arg1 : tile<i32>
  %assume_1 = assume div_by<16>, %arg3 : tile<ptr<f32>>
  %assume_2 = assume div_by<16>, %arg4 : tile<i32>
  %assume_3 = assume div_by<16>, %arg5 : tile<i32>
  %assume_4 = assume div_by<4>, %arg6 : tile<i32>
  %assume_5 = assume div_by<16>, %arg8 : tile<ptr<i32>>
  %assume_6 = assume div_by<16>, %arg9 : tile<i32>
  %assume_7 = assume div_by<16>, %arg11 : tile<ptr<i32>>
  %assume_8 = assume div_by<16>, %arg12 : tile<i32>
  %assume_9 = assume div_by<16>, %arg14 : tile<ptr<f32>>
  %assume_10 = assume div_by<16>, %arg15 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_11 = constant <i32: 1> : tile<i32>
  %cst_1_i64 = constant <i64: 1> : tile<i64>
  %cst_1_i64_12 = constant <i64: 1> : tile<i64>
  %cst_1_i64_13 = constant <i64: 1> : tile<i64>
  %cst_1_i64_14 = constant <i64: 1> : tile<i64>
  %cst_1_i64_15 = constant <i64: 1> : tile<i64>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_assume_assume], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %assume_assume_16 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_17 = assume div_by<16>, %assume_assume_16 : tile<i32>
  %assume_assume_18 = assume bounded<0, ?>, %assume_3 : tile<i32>
  %assume_assume_assume_19 = assume div_by<16>, %assume_assume_18 : tile<i32>
  %assume_assume_20 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_assume_21 = assume div_by<4>, %assume_assume_20 : tile<i32>
  %tview_22 = make_tensor_view %assume_1, shape = [%assume_assume_assume_17, %assume_assume_assume_19], strides = [%assume_assume_assume_21, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
  %assume_assume_23 = assume bounded<0, ?>, %assume_6 : tile<i32>
  %assume_assume_24 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_25 = assume bounded<0, ?>, %assume_10 : tile<i32>
  %cst_8_i32 = constant <i32: 8> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<256xf32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32_26 = constant <i32: 1> : tile<i32>
  %1 = muli %blockId_x, %arg17 : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>
  %cst_2_i32 = constant <i32: 2> : tile<i32>
  %cst_0_i32_27 = constant <i32: 0> : tile<i32>
  %false = constant <i1: false> : tile<i1>
  %cst_0_i32_28 = constant <i32: 0> : tile<i32>
  %for:2 = for %loopIdx in (%cst_0_i32 to %arg17, step %cst_1_i32_26) : tile<i32> iter_values(%iterArg0 = %cst_0_f32, %iterArg1 = %0) -> (tile<256xf32>, token) {
    %54 = addi %1, %loopIdx : tile<i32>
    %tile_55, %result_token_56 = load_view_tko weak %pview[%54] token = %0 : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %55 = join_tokens %iterArg1, %result_token_56 : token
    %56 = remi %loopIdx, %cst_2_i32 signed : tile<i32>
    %57 = cmpi less_than %56, %cst_0_i32_27, signed : tile<i32> -> tile<i1>
    %58 = xori %57, %false : tile<i1>
    %59 = cmpi not_equal %56, %cst_0_i32_27, signed : tile<i32> -> tile<i1>
    %60 = andi %58, %59 : tile<i1>
    %61 = addi %56, %cst_2_i32 : tile<i32>
    %62 = select %60, %61, %56 : tile<i1>, tile<i32>
    %63 = cmpi equal %62, %cst_0_i32_28, signed : tile<i32> -> tile<i1>
    %64 = if %63 -> (tile<256xf32>) {
      %65 = addf %iterArg0, %tile_55  : tile<256xf32>
      yield %65 : tile<256xf32>
    } else {
      %cst_f32 = constant <f32: 5.000000e-01> : tile<f32>
      %reshape_57 = reshape %cst_f32 : tile<f32> -> tile<1xf32>
      %bcast = broadcast %reshape_57 : tile<1xf32> -> tile<256xf32>
      %65 = negf %bcast : tile<256xf32>
      %66 = fma %65, %tile_55, %iterArg0  : tile<256xf32>
      yield %66 : tile<256xf32>
    }
    continue %64, %55 : tile<256xf32>, token
  }
  %reduce = reduce %for#0 dim=0 identities=[0.000000e+00 : f32] : tile<256xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %54 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %54 : tile<f32>
  }
  %2 = cmpf greater_than ordered %reduce, %arg18 : tile<f32> -> tile<i1>
  %3 = if %2 -> (tile<i32>) {
    %cst_1_i32_55 = constant <i32: 1> : tile<i32>
    yield %cst_1_i32_55 : tile<i32>
  } else {
    %cst_0_i32_55 = constant <i32: 0> : tile<i32>
    yield %cst_0_i32_55 : tile<i32>
  }
  %cst_1_i32_29 = constant <i32: 1> : tile<i32>
  %4 = exti %3 signed : tile<i32> -> tile<i64>
  %5 = exti %assume_assume_24 signed : tile<i32> -> tile<i64>
  %6 = cmpi less_than %4, %5, unsigned : tile<i64> -> tile<i1>
  %7 = muli %4, %cst_1_i64 : tile<i64>
  %8 = offset %assume_7, %7 : tile<ptr<i32>>, tile<i64> -> tile<ptr<i32>>
  %9 = join_tokens %0, %for#1 : token
  %result, %result_token = atomic_rmw_tko acq_rel device %8, add, %cst_1_i32_29, %6 token=%9 : tile<ptr<i32>>, tile<i32>, tile<i1> -> tile<i32>, token
  %cst_0_i64 = constant <i64: 0> : tile<i64>
  %10 = exti %assume_assume_25 signed : tile<i32> -> tile<i64>
  %11 = cmpi less_than %cst_0_i64, %10, unsigned : tile<i64> -> tile<i1>
  %12 = muli %cst_0_i64, %cst_1_i64_12 : tile<i64>
  %13 = offset %assume_9, %12 : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
  %14 = join_tokens %0, %for#1, %result_token : token
  %result_30, %result_token_31 = atomic_rmw_tko acq_rel device %13, addf, %reduce, %11 token=%14 : tile<ptr<f32>>, tile<f32>, tile<i1> -> tile<f32>, token
  %cst_0_i32_32 = constant <i32: 0> : tile<i32>
  %cst_1_i32_33 = constant <i32: 1> : tile<i32>
  %cst_2_i32_34 = constant <i32: 2> : tile<i32>
  %cst_1_i32_35 = constant <i32: 1> : tile<i32>
  %15:2 = loop iter_values(%arg19 = %arg17, %arg20 = %cst_0_i32_32) : tile<i32>, tile<i32> -> tile<i32>, tile<i32> {
    %54 = cmpi less_than_or_equal %arg19, %cst_1_i32_33, signed : tile<i32> -> tile<i1>
    if %54 {
      break %arg19, %arg20 : tile<i32>, tile<i32>
    } else {
    }
    %55 = divi %arg19, %cst_2_i32_34 signed rounding<negative_inf> : tile<i32>
    %56 = addi %arg20, %cst_1_i32_35 : tile<i32>
    continue %55, %56 : tile<i32>, tile<i32>
  }
  %cst_2_i32_36 = constant <i32: 2> : tile<i32>
  %cst_2_i32_37 = constant <i32: 2> : tile<i32>
  %16 = remi %blockId_x, %cst_2_i32_37 signed : tile<i32>
  %cst_0_i32_38 = constant <i32: 0> : tile<i32>
  %17 = cmpi less_than %16, %cst_0_i32_38, signed : tile<i32> -> tile<i1>
  %false_39 = constant <i1: false> : tile<i1>
  %18 = xori %17, %false_39 : tile<i1>
  %19 = cmpi not_equal %16, %cst_0_i32_38, signed : tile<i32> -> tile<i1>
  %20 = andi %18, %19 : tile<i1>
  %21 = addi %16, %cst_2_i32_37 : tile<i32>
  %22 = select %20, %21, %16 : tile<i1>, tile<i32>
  %23 = addi %cst_2_i32_36, %22 : tile<i32>
  %24 = exti %23 signed : tile<i32> -> tile<i64>
  %25 = exti %assume_assume_24 signed : tile<i32> -> tile<i64>
  %26 = cmpi less_than %24, %25, unsigned : tile<i64> -> tile<i1>
  %27 = muli %24, %cst_1_i64_13 : tile<i64>
  %28 = offset %assume_7, %27 : tile<ptr<i32>>, tile<i64> -> tile<ptr<i32>>
  %29 = join_tokens %result_token, %for#1, %result_token_31 : token
  %result_40, %result_token_41 = atomic_rmw_tko acq_rel device %28, max, %15#1, %26 token=%29 : tile<ptr<i32>>, tile<i32>, tile<i1> -> tile<i32>, token
  %30 = remi %blockId_x, %cst_8_i32 signed : tile<i32>
  %cst_0_i32_42 = constant <i32: 0> : tile<i32>
  %31 = cmpi less_than %30, %cst_0_i32_42, signed : tile<i32> -> tile<i1>
  %false_43 = constant <i1: false> : tile<i1>
  %32 = xori %31, %false_43 : tile<i1>
  %33 = cmpi not_equal %30, %cst_0_i32_42, signed : tile<i32> -> tile<i1>
  %34 = andi %32, %33 : tile<i1>
  %35 = addi %30, %cst_8_i32 : tile<i32>
  %36 = select %34, %35, %30 : tile<i1>, tile<i32>
  %cst_0_i32_44 = constant <i32: 0> : tile<i32>
  %cst_1_i32_45 = constant <i32: 1> : tile<i32>
  %37 = exti %36 signed : tile<i32> -> tile<i64>
  %38 = exti %assume_assume_23 signed : tile<i32> -> tile<i64>
  %39 = cmpi less_than %37, %38, unsigned : tile<i64> -> tile<i1>
  %40 = muli %37, %cst_1_i64_14 : tile<i64>
  %41 = offset %assume_5, %40 : tile<ptr<i32>>, tile<i64> -> tile<ptr<i32>>
  %cst_0_i32_46 = constant <i32: 0> : tile<i32>
  %42:2 = loop iter_values(%arg19 = %0, %arg20 = %result_token_41) : token, token -> token, token {
    %54 = join_tokens %arg19, %arg20 : token
    %result_55, %result_token_56 = atomic_cas_tko acquire device %41, %cst_0_i32_44, %cst_1_i32_45, %39 token=%54 : tile<ptr<i32>>, tile<i32>, tile<i1> -> tile<i32>, token
    %55 = cmpi equal %result_55, %cst_0_i32_46, signed : tile<i32> -> tile<i1>
    if %55 {
      break %result_token_56, %result_token_56 : token, token
    } else {
    }
    continue %result_token_56, %result_token_56 : token, token
  }
  %cst_0_i32_47 = constant <i32: 0> : tile<i32>
  %pview_48 = make_partition_view %tview_22 : partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,1]>>
  %43 = join_tokens %0, %42#1 : token
  %tile, %result_token_49 = load_view_tko weak %pview_48[%36, %cst_0_i32_47] token = %43 : partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x256xf32>, token
  %44 = join_tokens %0, %result_token_49 : token
  %cst_0_i32_50 = constant <i32: 0> : tile<i32>
  %reshape = reshape %for#0 : tile<256xf32> -> tile<1x256xf32>
  %45 = addf %tile, %reshape  : tile<1x256xf32>
  %pview_51 = make_partition_view %tview_22 : partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,1]>>
  %46 = join_tokens %44, %42#1 : token
  %47 = store_view_tko weak %45, %pview_51[%36, %cst_0_i32_50] token = %46 : tile<1x256xf32>, partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
  %cst_0_i32_52 = constant <i32: 0> : tile<i32>
  %48 = exti %36 signed : tile<i32> -> tile<i64>
  %49 = exti %assume_assume_23 signed : tile<i32> -> tile<i64>
  %50 = cmpi less_than %48, %49, unsigned : tile<i64> -> tile<i1>
  %51 = muli %48, %cst_1_i64_15 : tile<i64>
  %52 = offset %assume_5, %51 : tile<ptr<i32>>, tile<i64> -> tile<ptr<i32>>
  %53 = join_tokens %42#0, %for#1, %result_token_41, %42#1, %result_token_31, %47 : token
  %result_53, %result_token_54 = atomic_rmw_tko release device %52, xchg, %cst_0_i32_52, %50 token=%53 : tile<ptr<i32>>, tile<i32>, tile<i1> -> tile<i32>, token
  return
}
