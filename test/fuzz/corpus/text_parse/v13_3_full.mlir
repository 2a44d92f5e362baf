#di1 = #cuda_tile.di_file<name = "k.py", directory = "/src">
#di2 = #cuda_tile.di_compile_unit<file = #di1>
#di3 = #cuda_tile.di_subprogram<file = #di1, line = 3, name = "k", linkage_name = "k_1", compile_unit = #di2, scope_line = 3>
#di4 = #cuda_tile.di_lexical_block<scope = #di3, file = #di1, line = 4, column = 2>
#di5 = #cuda_tile.di_loc<scope = #di4, filename = "k.py", line = 5, column = 7>
#di6 = #cuda_tile.di_loc<scope = #di3, filename = "k.py", line = 9, column = 1>
#di7 = #cuda_tile.di_call_site<callee = #di5, caller = #di6>
#di8 = #cuda_tile.di_unknown
"cuda_tile.module"() <{sym_name = "kernels", producer = "hand \"written\" \\ \0A\C3\A9"}> ({
  "cuda_tile.global"() <{sym_name = "table", value = dense<[1.5, -0.0, 0x7FC00001, 0x7F800000]> : !cuda_tile.tile<4xf32>, alignment = 16 : i64, symbol_visibility = #cuda_tile.symbol_visibility<private>, constant}> : () -> ()
  "cuda_tile.global"() <{sym_name = "raw", value = dense<"0x0D"> : !cuda_tile.tile<4xi1>, alignment = 8 : i64, symbol_visibility = #cuda_tile.symbol_visibility<public>}> : () -> ()
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i1>) -> (), optimization_hints = #cuda_tile.optimization_hints<sm_90 = {num_cta_in_cga = 2 : i64, occupancy = 4 : i64}, default = {}>}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>, %1: !cuda_tile.tile<i32>, %2: !cuda_tile.tile<i1>):
    %3 = "cuda_tile.make_token"() : () -> !cuda_tile.token loc(#di5)
    %4 = "cuda_tile.assume"(%0) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>> loc(#di7)
    %5 = "cuda_tile.assume"(%1) <{predicate = #cuda_tile.div_by<4, every 2 along 0>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %6 = "cuda_tile.assume"(%5) <{predicate = #cuda_tile.div_by<8, along 1>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %7 = "cuda_tile.assume"(%6) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %8 = "cuda_tile.assume"(%7) <{predicate = #cuda_tile.bounded<?, -5>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %9 = "cuda_tile.make_tensor_view"(%4, %8, %8) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x64xf32, strides=[?,1]>
    %10 = "cuda_tile.make_partition_view"(%9) : (!cuda_tile.tensor_view<?x64xf32, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(4x64), padding_value = nan, tensor_view<?x64xf32, strides=[?,1]>, dim_map=[1,0]>
    %11 = "cuda_tile.make_strided_view"(%9) : (!cuda_tile.tensor_view<?x64xf32, strides=[?,1]>) -> !cuda_tile.strided_view<tile=(4x2), traversal_strides=[4,3], tensor_view<?x64xf32, strides=[?,1]>, dim_map=[0,1]>
    %12 = "cuda_tile.make_gather_scatter_view"(%9) : (!cuda_tile.tensor_view<?x64xf32, strides=[?,1]>) -> !cuda_tile.gather_scatter_view<tile=(8x16), padding_value = zero, tensor_view<?x64xf32, strides=[?,1]>, sparse_dim=0>
    %13, %14 = "cuda_tile.get_index_space_shape"(%10) : (!cuda_tile.partition_view<tile=(4x64), padding_value = nan, tensor_view<?x64xf32, strides=[?,1]>, dim_map=[1,0]>) -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %15 = "cuda_tile.constant"() <{value = dense<[[1, -2], [3, 127]]> : !cuda_tile.tile<2x2xi8>}> : () -> !cuda_tile.tile<2x2xi8>
    %16 = "cuda_tile.constant"() <{value = dense<[true, false, true, true]> : !cuda_tile.tile<4xi1>}> : () -> !cuda_tile.tile<4xi1>
    %17 = "cuda_tile.constant"() <{value = dense<0x7E01> : !cuda_tile.tile<f16>}> : () -> !cuda_tile.tile<f16>
    %18 = "cuda_tile.constant"() <{value = dense<-0.0> : !cuda_tile.tile<4x4xbf16>}> : () -> !cuda_tile.tile<4x4xbf16>
    %19 = "cuda_tile.constant"() <{value = dense<[1.0e+20, 0.1, 5.0e-324, -2.5]> : !cuda_tile.tile<4xf64>}> : () -> !cuda_tile.tile<4xf64>
    %20 = "cuda_tile.constant"() <{value = dense<[0x38, 0x80]> : !cuda_tile.tile<2xf8E4M3FN>}> : () -> !cuda_tile.tile<2xf8E4M3FN>
    %21 = "cuda_tile.constant"() <{value = dense<[0x1, 0xF]> : !cuda_tile.tile<2xf4E2M1FN>}> : () -> !cuda_tile.tile<2xf4E2M1FN>
    %22 = "cuda_tile.constant"() <{value = dense<[-8, 7]> : !cuda_tile.tile<2xi4>}> : () -> !cuda_tile.tile<2xi4>
    %23 = "cuda_tile.constant"() <{value = dense<-9223372036854775808> : !cuda_tile.tile<i64>}> : () -> !cuda_tile.tile<i64>
    %24 = "cuda_tile.constant"() <{value = dense<0x7F> : !cuda_tile.tile<f8E8M0FNU>}> : () -> !cuda_tile.tile<f8E8M0FNU>
    %25 = "cuda_tile.constant"() <{value = dense<0x7C> : !cuda_tile.tile<f8E5M2>}> : () -> !cuda_tile.tile<f8E5M2>
    %26 = "cuda_tile.constant"() <{value = dense<0x7FFFF> : !cuda_tile.tile<tf32>}> : () -> !cuda_tile.tile<tf32>
    %27 = "cuda_tile.constant"() <{value = dense<"0x01000000020000"> : !cuda_tile.tile<2xi32>}> : () -> !cuda_tile.tile<2xi32>
    %28 = "cuda_tile.get_global"() <{name = @table}> : () -> !cuda_tile.tile<ptr<f32>>
    %29 = "cuda_tile.iota"() : () -> !cuda_tile.tile<64xi32>
    %30 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %31 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<64xf32>}> : () -> !cuda_tile.tile<64xf32>
    %32 = "cuda_tile.for"(%30, %8, %5, %31) <{unsignedCmp}> ({
    ^bb0(%33: !cuda_tile.tile<i32>, %34: !cuda_tile.tile<64xf32>):
      %35 = "cuda_tile.addf"(%34, %34) <{rounding_mode = #cuda_tile.rounding<nearest_even>, flush_to_zero}> : (!cuda_tile.tile<64xf32>, !cuda_tile.tile<64xf32>) -> !cuda_tile.tile<64xf32>
      %36 = "cuda_tile.if"(%2) ({
        "cuda_tile.yield"(%35) : (!cuda_tile.tile<64xf32>) -> ()
      }, {
        %37 = "cuda_tile.negf"(%35) : (!cuda_tile.tile<64xf32>) -> !cuda_tile.tile<64xf32>
        "cuda_tile.yield"(%37) : (!cuda_tile.tile<64xf32>) -> ()
      }) : (!cuda_tile.tile<i1>) -> !cuda_tile.tile<64xf32>
      "cuda_tile.continue"(%36) : (!cuda_tile.tile<64xf32>) -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<64xf32>) -> !cuda_tile.tile<64xf32>
    %38 = "cuda_tile.reduce"(%32) <{dim = 0 : i32, identities = [-0.0 : f32]}> ({
    ^bb0(%39: !cuda_tile.tile<f32>, %40: !cuda_tile.tile<f32>):
      %41 = "cuda_tile.maxf"(%39, %40) <{propagate_nan}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
      "cuda_tile.yield"(%41) : (!cuda_tile.tile<f32>) -> ()
    }) : (!cuda_tile.tile<64xf32>) -> !cuda_tile.tile<f32>
    %42 = "cuda_tile.scan"(%29) <{dim = 0 : i32, reverse = true, identities = [0 : i32]}> ({
    ^bb0(%43: !cuda_tile.tile<i32>, %44: !cuda_tile.tile<i32>):
      %45 = "cuda_tile.addi"(%43, %44) <{overflow = #cuda_tile.overflow<no_wrap>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
      "cuda_tile.yield"(%45) : (!cuda_tile.tile<i32>) -> ()
    }) : (!cuda_tile.tile<64xi32>) -> !cuda_tile.tile<64xi32>
    %46 = "cuda_tile.loop"(%30) ({
    ^bb0(%47: !cuda_tile.tile<i32>):
      %48 = "cuda_tile.cmpi"(%47, %8) <{comparison_predicate = #cuda_tile.comparison_predicate<greater_than_or_equal>, signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1>
      "cuda_tile.if"(%48) ({
        "cuda_tile.break"(%47) : (!cuda_tile.tile<i32>) -> ()
      }, {
      ^bb0:
      }) : (!cuda_tile.tile<i1>) -> ()
      "cuda_tile.continue"(%47) : (!cuda_tile.tile<i32>) -> ()
    }) : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %49, %50 = "cuda_tile.load_view_tko"(%10, %46, %46, %3) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<relaxed>, memory_scope = #cuda_tile.memory_scope<device>, optimization_hints = #cuda_tile.optimization_hints<sm_100 = {allow_tma = false, latency = 3 : i64}>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(4x64), padding_value = nan, tensor_view<?x64xf32, strides=[?,1]>, dim_map=[1,0]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<4x64xf32>, !cuda_tile.token)
    %51 = "cuda_tile.reshape"(%0) : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<1xptr<f32>>
    %52 = "cuda_tile.constant"() <{value = dense<true> : !cuda_tile.tile<1xi1>}> : () -> !cuda_tile.tile<1xi1>
    %53, %54 = "cuda_tile.atomic_rmw_tko"(%51, %31, %52) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<acq_rel>, memory_scope = #cuda_tile.memory_scope<sys>, mode = #cuda_tile.atomic_rmw_mode<addf>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<1xptr<f32>>, !cuda_tile.tile<64xf32>, !cuda_tile.tile<1xi1>) -> (!cuda_tile.tile<1xf32>, !cuda_tile.token)
    %55 = "cuda_tile.print_tko"(%1, %38, %50) <{str = "i=%d x=%f\0A", operandSegmentSizes = array<i32: 2, 1>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<f32>, !cuda_tile.token) -> !cuda_tile.token
    %56 = "cuda_tile.permute"(%15) <{permutation = array<i32: 1, 0>}> : (!cuda_tile.tile<2x2xi8>) -> !cuda_tile.tile<2x2xi8>
    %57 = "cuda_tile.cat"(%15, %56) <{dim = 0 : i64}> : (!cuda_tile.tile<2x2xi8>, !cuda_tile.tile<2x2xi8>) -> !cuda_tile.tile<4x2xi8>
    %58 = "cuda_tile.alloca"() <{num_elem = 4 : i64, alignment = 16 : i64, global}> : () -> !cuda_tile.tile<ptr<f32>>
    %59 = "cuda_tile.cmpf"(%31, %31) <{comparison_predicate = #cuda_tile.comparison_predicate<not_equal>, comparison_ordering = #cuda_tile.comparison_ordering<unordered>}> : (!cuda_tile.tile<64xf32>, !cuda_tile.tile<64xf32>) -> !cuda_tile.tile<64xi1>
    %60 = "cuda_tile.extract"(%29, %30) : (!cuda_tile.tile<64xi32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %61 = "cuda_tile.join_tokens"(%3, %50, %54, %55) : (!cuda_tile.token, !cuda_tile.token, !cuda_tile.token, !cuda_tile.token) -> !cuda_tile.token
    %62 = "cuda_tile.store_view_tko"(%49, %10, %30, %30, %61) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<4x64xf32>, !cuda_tile.partition_view<tile=(4x64), padding_value = nan, tensor_view<?x64xf32, strides=[?,1]>, dim_map=[1,0]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.assert"(%2) <{message = "bad"}> : (!cuda_tile.tile<i1>) -> ()
    "cuda_tile.return"() : () -> () loc(#di6)
  }) : () -> () loc(#di6)
  "cuda_tile.entry"() <{sym_name = "helper \"q\"", function_type = () -> ()}> ({
  ^bb0:
  }) {cuda_tile.device_function, cuda_tile.private} : () -> () loc(unknown)
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
