// Well-formed modules: a kernel touching most op families (views, a masked pointer gather
// with padding, for, reduce, if, a loop with break, atomics, assume, hints), then the ops of
// the 13.3/13.4 additions and the rarer families.
// Format and runner: README.md.
// expected-ok
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<f32>) -> (), optimization_hints = #cuda_tile.optimization_hints<sm_100 = {num_cta_in_cga = 2 : i32}>}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>, %1: !cuda_tile.tile<i32>, %2: !cuda_tile.tile<f32>):
    %3 = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %4 = "cuda_tile.assume"(%0) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %5 = "cuda_tile.assume"(%1) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %6 = "cuda_tile.make_tensor_view"(%4, %5) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?xf32, strides=[1]>
    %7 = "cuda_tile.make_partition_view"(%6) : (!cuda_tile.tensor_view<?xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(64), padding_value = zero, tensor_view<?xf32, strides=[1]>, dim_map=[0]>
    %8, %9, %10 = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %11, %12 = "cuda_tile.load_view_tko"(%7, %8, %3) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, optimization_hints = #cuda_tile.optimization_hints<default = {allow_tma = true}>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(64), padding_value = zero, tensor_view<?xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64xf32>, !cuda_tile.token)
    %13 = "cuda_tile.addf"(%11, %11) <{rounding_mode = #cuda_tile.rounding<nearest_even>, flush_to_zero}> : (!cuda_tile.tile<64xf32>, !cuda_tile.tile<64xf32>) -> !cuda_tile.tile<64xf32>
    %14 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %15 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %16 = "cuda_tile.for"(%14, %1, %15, %13) ({
    ^bb0(%17: !cuda_tile.tile<i32>, %18: !cuda_tile.tile<64xf32>):
      %19 = "cuda_tile.mulf"(%18, %18) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<64xf32>, !cuda_tile.tile<64xf32>) -> !cuda_tile.tile<64xf32>
      "cuda_tile.continue"(%19) : (!cuda_tile.tile<64xf32>) -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<64xf32>) -> !cuda_tile.tile<64xf32>
    %20 = "cuda_tile.reduce"(%16) <{dim = 0 : i32, identities = [0.0 : f32]}> ({
    ^bb0(%21: !cuda_tile.tile<f32>, %22: !cuda_tile.tile<f32>):
      %23 = "cuda_tile.addf"(%21, %22) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
      "cuda_tile.yield"(%23) : (!cuda_tile.tile<f32>) -> ()
    }) : (!cuda_tile.tile<64xf32>) -> !cuda_tile.tile<f32>
    %24 = "cuda_tile.cmpf"(%20, %2) <{comparison_predicate = #cuda_tile.comparison_predicate<greater_than>, comparison_ordering = #cuda_tile.comparison_ordering<unordered>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<i1>
    %25 = "cuda_tile.if"(%24) ({
      "cuda_tile.yield"(%20) : (!cuda_tile.tile<f32>) -> ()
    }, {
      "cuda_tile.yield"(%2) : (!cuda_tile.tile<f32>) -> ()
    }) : (!cuda_tile.tile<i1>) -> !cuda_tile.tile<f32>
    %26 = "cuda_tile.iota"() : () -> !cuda_tile.tile<64xi32>
    %27 = "cuda_tile.reshape"(%0) : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<1xptr<f32>>
    %28 = "cuda_tile.broadcast"(%27) : (!cuda_tile.tile<1xptr<f32>>) -> !cuda_tile.tile<64xptr<f32>>
    %29 = "cuda_tile.offset"(%28, %26) : (!cuda_tile.tile<64xptr<f32>>, !cuda_tile.tile<64xi32>) -> !cuda_tile.tile<64xptr<f32>>
    %30 = "cuda_tile.cmpi"(%26, %26) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<64xi32>, !cuda_tile.tile<64xi32>) -> !cuda_tile.tile<64xi1>
    %31 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<64xf32>}> : () -> !cuda_tile.tile<64xf32>
    %32, %33 = "cuda_tile.load_ptr_tko"(%29, %30, %31, %3) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<64xptr<f32>>, !cuda_tile.tile<64xi1>, !cuda_tile.tile<64xf32>, !cuda_tile.token) -> (!cuda_tile.tile<64xf32>, !cuda_tile.token)
    %34 = "cuda_tile.store_view_tko"(%32, %7, %8, %33) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<64xf32>, !cuda_tile.partition_view<tile=(64), padding_value = zero, tensor_view<?xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %35 = "cuda_tile.loop"(%34) ({
    ^bb0(%36: !cuda_tile.token):
      %37 = "cuda_tile.ptr_to_ptr"(%0) : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<i32>>
      %38 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
      %39 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
      %40, %41 = "cuda_tile.atomic_cas_tko"(%37, %38, %39, %36) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<acquire>, memory_scope = #cuda_tile.memory_scope<device>, operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>}> : (!cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<i32>, !cuda_tile.token)
      %42 = "cuda_tile.cmpi"(%40, %40) <{comparison_predicate = #cuda_tile.comparison_predicate<equal>, signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1>
      "cuda_tile.if"(%42) ({
        "cuda_tile.break"(%41) : (!cuda_tile.token) -> ()
      }, {
        "cuda_tile.yield"() : () -> ()
      }) : (!cuda_tile.tile<i1>) -> ()
      "cuda_tile.continue"(%41) : (!cuda_tile.token) -> ()
    }) : (!cuda_tile.token) -> !cuda_tile.token
    %43 = "cuda_tile.ptr_to_ptr"(%0) : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<i32>>
    %44 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %45, %46 = "cuda_tile.atomic_rmw_tko"(%43, %44, %35) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<release>, memory_scope = #cuda_tile.memory_scope<tl_blk>, mode = #cuda_tile.atomic_rmw_mode<xchg>, operandSegmentSizes = array<i32: 1, 1, 0, 1>}> : (!cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<i32>, !cuda_tile.token)
    %47 = "cuda_tile.print_tko"(%25, %3) <{str = "max = %f, 100%%\0A", operandSegmentSizes = array<i32: 1, 1>}> : (!cuda_tile.tile<f32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
// -----
// expected-ok
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "k", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<2x64x32xf16>}> : () -> !cuda_tile.tile<2x64x32xf16>
    %2 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<2x32x16xf16>}> : () -> !cuda_tile.tile<2x32x16xf16>
    %3 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<2x64x16xf32>}> : () -> !cuda_tile.tile<2x64x16xf32>
    %4 = "cuda_tile.mmaf"(%1, %2, %3) : (!cuda_tile.tile<2x64x32xf16>, !cuda_tile.tile<2x32x16xf16>, !cuda_tile.tile<2x64x16xf32>) -> !cuda_tile.tile<2x64x16xf32>
    %5 = "cuda_tile.constant"() <{value = dense<0x00> : !cuda_tile.tile<64x128xf8E4M3FN>}> : () -> !cuda_tile.tile<64x128xf8E4M3FN>
    %6 = "cuda_tile.constant"() <{value = dense<0x00> : !cuda_tile.tile<128x32xf8E4M3FN>}> : () -> !cuda_tile.tile<128x32xf8E4M3FN>
    %7 = "cuda_tile.constant"() <{value = dense<0x00> : !cuda_tile.tile<64x4xf8E8M0FNU>}> : () -> !cuda_tile.tile<64x4xf8E8M0FNU>
    %8 = "cuda_tile.constant"() <{value = dense<0x00> : !cuda_tile.tile<4x32xf8E8M0FNU>}> : () -> !cuda_tile.tile<4x32xf8E8M0FNU>
    %9 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<64x32xf32>}> : () -> !cuda_tile.tile<64x32xf32>
    %10 = "cuda_tile.mmaf_scaled"(%5, %6, %9, %7, %8) : (!cuda_tile.tile<64x128xf8E4M3FN>, !cuda_tile.tile<128x32xf8E4M3FN>, !cuda_tile.tile<64x32xf32>, !cuda_tile.tile<64x4xf8E8M0FNU>, !cuda_tile.tile<4x32xf8E8M0FNU>) -> !cuda_tile.tile<64x32xf32>
    %11 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<16x32xi8>}> : () -> !cuda_tile.tile<16x32xi8>
    %12 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<32x16xi8>}> : () -> !cuda_tile.tile<32x16xi8>
    %13 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<16x16xi32>}> : () -> !cuda_tile.tile<16x16xi32>
    %14 = "cuda_tile.mmai"(%11, %12, %13) <{signedness_lhs = #cuda_tile.signedness<unsigned>, signedness_rhs = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<16x32xi8>, !cuda_tile.tile<32x16xi8>, !cuda_tile.tile<16x16xi32>) -> !cuda_tile.tile<16x16xi32>
    %15 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<32xf16>}> : () -> !cuda_tile.tile<32xf16>
    %16 = "cuda_tile.pack"(%15) : (!cuda_tile.tile<32xf16>) -> !cuda_tile.tile<64xi8>
    %17 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<64xi8>}> : () -> !cuda_tile.tile<64xi8>
    %18 = "cuda_tile.unpack"(%17) : (!cuda_tile.tile<64xi8>) -> !cuda_tile.tile<128xf4E2M1FN>
    %19 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<4xf32>}> : () -> !cuda_tile.tile<4xf32>
    %20 = "cuda_tile.bitcast"(%19) : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xi32>
    %21 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<8x4xf32>}> : () -> !cuda_tile.tile<8x4xf32>
    %22 = "cuda_tile.permute"(%21) <{permutation = array<i32: 1, 0>}> : (!cuda_tile.tile<8x4xf32>) -> !cuda_tile.tile<4x8xf32>
    %23 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %24 = "cuda_tile.extract"(%21, %23, %23) : (!cuda_tile.tile<8x4xf32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<2x4xf32>
    %25 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<2x4xf32>}> : () -> !cuda_tile.tile<2x4xf32>
    %26 = "cuda_tile.insert"(%25, %21, %23, %23) : (!cuda_tile.tile<2x4xf32>, !cuda_tile.tile<8x4xf32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<8x4xf32>
    %27 = "cuda_tile.cat"(%21, %21) <{dim = 0 : i64}> : (!cuda_tile.tile<8x4xf32>, !cuda_tile.tile<8x4xf32>) -> !cuda_tile.tile<16x4xf32>
    %28 = "cuda_tile.ftof"(%21) <{rounding_mode = #cuda_tile.rounding<zero>}> : (!cuda_tile.tile<8x4xf32>) -> !cuda_tile.tile<8x4xbf16>
    %29 = "cuda_tile.ftoi"(%21) <{signedness = #cuda_tile.signedness<unsigned>, rounding_mode = #cuda_tile.rounding<nearest_int_to_zero>}> : (!cuda_tile.tile<8x4xf32>) -> !cuda_tile.tile<8x4xi32>
    %30 = "cuda_tile.exti"(%29) <{signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<8x4xi32>) -> !cuda_tile.tile<8x4xi64>
    %31 = "cuda_tile.trunci"(%30) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<8x4xi64>) -> !cuda_tile.tile<8x4xi4>
    %32 = "cuda_tile.fpowi"(%21, %29) : (!cuda_tile.tile<8x4xf32>, !cuda_tile.tile<8x4xi32>) -> !cuda_tile.tile<8x4xf32>
    %33 = "cuda_tile.scan"(%21) <{dim = 1 : i32, reverse = false, identities = [0.0 : f32]}> ({
    ^bb0(%34: !cuda_tile.tile<f32>, %35: !cuda_tile.tile<f32>):
      %36 = "cuda_tile.mulf"(%34, %35) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
      "cuda_tile.yield"(%36) : (!cuda_tile.tile<f32>) -> ()
    }) : (!cuda_tile.tile<8x4xf32>) -> !cuda_tile.tile<8x4xf32>
    %37 = "cuda_tile.alloca"() <{num_elem = 64 : i64, alignment = 16 : i64}> : () -> !cuda_tile.tile<ptr<f32>>
    %38 = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %39 = "cuda_tile.gdc_wait_tko"(%38) : (!cuda_tile.token) -> !cuda_tile.token
    %40 = "cuda_tile.memory_fence_alias_tko"(%39) : (!cuda_tile.token) -> !cuda_tile.token
    %41 = "cuda_tile.join_tokens"(%38, %39) : (!cuda_tile.token, !cuda_tile.token) -> !cuda_tile.token
    %42 = "cuda_tile.make_tensor_view"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>
    %43 = "cuda_tile.make_strided_view"(%42) : (!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>) -> !cuda_tile.strided_view<tile=(16x16), traversal_strides=[8,24], padding_value = nan, tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>
    %44, %45 = "cuda_tile.load_view_tko"(%43, %23, %23, %38) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: true, false>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.strided_view<tile=(16x16), traversal_strides=[8,24], padding_value = nan, tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<16x16xf32>, !cuda_tile.token)
    %46 = "cuda_tile.make_gather_scatter_view"(%42) : (!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>) -> !cuda_tile.gather_scatter_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>, sparse_dim=0>
    %47 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<16xi64>}> : () -> !cuda_tile.tile<16xi64>
    %48, %49 = "cuda_tile.load_view_tko"(%46, %47, %23, %38) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false, false>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.gather_scatter_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>, sparse_dim=0>, !cuda_tile.tile<16xi64>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<16x16xf32>, !cuda_tile.token)
    %50 = "cuda_tile.make_partition_view"(%42) : (!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>
    %51 = "cuda_tile.atomic_red_view_tko"(%50, %23, %23, %44, %38) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<relaxed>, memory_scope = #cuda_tile.memory_scope<tl_blk>, mode = #cuda_tile.atomic_rmw_mode<addf>, operandSegmentSizes = array<i32: 1, 2, 1, 1>}> : (!cuda_tile.partition_view<tile=(16x16), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<16x16xf32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.4"} : () -> ()
