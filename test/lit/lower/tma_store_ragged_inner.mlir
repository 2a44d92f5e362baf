// The TMA-store epilogue (lower/tma_epilogue.h) takes no tile store clipped at a contiguous
// extent that is not whole 16-byte units: test/diff/gen.py's seed 1804 stores a dot's 32x32 f32
// result into a static 31x29 view (row stride 32), and in the tileiras differential on the H200
// that store, made by cp.async.bulk.tensor, wrote past the array's last element. It now stores
// its fragments directly (the differential run of the change is still to be made).
// RUN: cutile compile --gpu-name sm_90a --emit ptx --no-cache %s -o - | FileCheck %s
// CHECK-NOT: cp.async.bulk.tensor.2d.global.shared::cta
// CHECK: st.global.f32
// CHECK-NOT: cp.async.bulk.tensor.2d.global.shared::cta
#di1 = #cuda_tile.di_unknown
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "gen_1804", function_type = (!cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<i32>>, %1: !cuda_tile.tile<i32>, %2: !cuda_tile.tile<i32>, %3: !cuda_tile.tile<i32>, %4: !cuda_tile.tile<i32>, %5: !cuda_tile.tile<ptr<f32>>, %6: !cuda_tile.tile<i32>, %7: !cuda_tile.tile<i32>, %8: !cuda_tile.tile<i32>, %9: !cuda_tile.tile<i32>, %10: !cuda_tile.tile<ptr<f32>>, %11: !cuda_tile.tile<i32>, %12: !cuda_tile.tile<i32>, %13: !cuda_tile.tile<i32>, %14: !cuda_tile.tile<i32>, %15: !cuda_tile.tile<ptr<i32>>, %16: !cuda_tile.tile<i32>, %17: !cuda_tile.tile<i32>, %18: !cuda_tile.tile<i32>, %19: !cuda_tile.tile<i32>):
    %20 = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %21, %22, %23 = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %24 = "cuda_tile.assume"(%0) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tile<ptr<i32>>
    %25 = "cuda_tile.make_tensor_view"(%24, %1, %2, %3) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?xi32, strides=[?,1]>
    %26 = "cuda_tile.make_partition_view"(%25) : (!cuda_tile.tensor_view<?x?xi32, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xi32, strides=[?,1]>, dim_map=[0,1]>
    %27, %28 = "cuda_tile.load_view_tko"(%26, %21, %22, %20) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false, false>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xi32, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<32x32xi32>, !cuda_tile.token)
    %29 = "cuda_tile.bitcast"(%27) : (!cuda_tile.tile<32x32xi32>) -> !cuda_tile.tile<32x32xf32>
    %30 = "cuda_tile.mulf"(%29, %29) <{rounding_mode = #cuda_tile.rounding<zero>, flush_to_zero}> : (!cuda_tile.tile<32x32xf32>, !cuda_tile.tile<32x32xf32>) -> !cuda_tile.tile<32x32xf32>
    %31 = "cuda_tile.addf"(%30, %29) <{rounding_mode = #cuda_tile.rounding<negative_inf>}> : (!cuda_tile.tile<32x32xf32>, !cuda_tile.tile<32x32xf32>) -> !cuda_tile.tile<32x32xf32>
    %32 = "cuda_tile.reduce"(%31) <{dim = 1 : i32, identities = [1.0 : f32]}> ({
    ^bb0(%33: !cuda_tile.tile<f32>, %34: !cuda_tile.tile<f32>):
      %35 = "cuda_tile.mulf"(%33, %34) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
      "cuda_tile.yield"(%35) : (!cuda_tile.tile<f32>) -> ()
    }) : (!cuda_tile.tile<32x32xf32>) -> !cuda_tile.tile<32xf32>
    %36 = "cuda_tile.reshape"(%32) : (!cuda_tile.tile<32xf32>) -> !cuda_tile.tile<32x1xf32>
    %37 = "cuda_tile.broadcast"(%36) : (!cuda_tile.tile<32x1xf32>) -> !cuda_tile.tile<32x32xf32>
    %38 = "cuda_tile.ori"(%27, %27) : (!cuda_tile.tile<32x32xi32>, !cuda_tile.tile<32x32xi32>) -> !cuda_tile.tile<32x32xi32>
    %39 = "cuda_tile.ftof"(%37) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<32x32xf32>) -> !cuda_tile.tile<32x32xf8E5M2>
    %40 = "cuda_tile.ftof"(%39) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<32x32xf8E5M2>) -> !cuda_tile.tile<32x32xf32>
    %41 = "cuda_tile.constant"() <{value = dense<127> : !cuda_tile.tile<32x32xi32>}> : () -> !cuda_tile.tile<32x32xi32>
    %42 = "cuda_tile.andi"(%27, %41) : (!cuda_tile.tile<32x32xi32>, !cuda_tile.tile<32x32xi32>) -> !cuda_tile.tile<32x32xi32>
    %43 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<32x32xi32>}> : () -> !cuda_tile.tile<32x32xi32>
    %44 = "cuda_tile.ori"(%42, %43) : (!cuda_tile.tile<32x32xi32>, !cuda_tile.tile<32x32xi32>) -> !cuda_tile.tile<32x32xi32>
    %45 = "cuda_tile.remi"(%38, %44) <{signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<32x32xi32>, !cuda_tile.tile<32x32xi32>) -> !cuda_tile.tile<32x32xi32>
    %46 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %47 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %48 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %49 = "cuda_tile.for"(%46, %47, %48, %37) ({
    ^bb0(%50: !cuda_tile.tile<i32>, %51: !cuda_tile.tile<32x32xf32>):
      %52 = "cuda_tile.addf"(%51, %40) <{rounding_mode = #cuda_tile.rounding<zero>}> : (!cuda_tile.tile<32x32xf32>, !cuda_tile.tile<32x32xf32>) -> !cuda_tile.tile<32x32xf32>
      %53 = "cuda_tile.maxf"(%52, %51) <{propagate_nan}> : (!cuda_tile.tile<32x32xf32>, !cuda_tile.tile<32x32xf32>) -> !cuda_tile.tile<32x32xf32>
      "cuda_tile.continue"(%53) : (!cuda_tile.tile<32x32xf32>) -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<32x32xf32>) -> !cuda_tile.tile<32x32xf32>
    %54 = "cuda_tile.ftof"(%49) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<32x32xf32>) -> !cuda_tile.tile<32x32xf16>
    %55 = "cuda_tile.ftof"(%30) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<32x32xf32>) -> !cuda_tile.tile<32x32xf16>
    %56 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<32x32xf32>}> : () -> !cuda_tile.tile<32x32xf32>
    %57 = "cuda_tile.mmaf"(%54, %55, %56) : (!cuda_tile.tile<32x32xf16>, !cuda_tile.tile<32x32xf16>, !cuda_tile.tile<32x32xf32>) -> !cuda_tile.tile<32x32xf32>
    %58 = "cuda_tile.assume"(%5) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %59 = "cuda_tile.make_tensor_view"(%58) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<31x29xf32, strides=[32,1]>
    %60 = "cuda_tile.make_partition_view"(%59) : (!cuda_tile.tensor_view<31x29xf32, strides=[32,1]>) -> !cuda_tile.partition_view<tile=(32x32), tensor_view<31x29xf32, strides=[32,1]>, dim_map=[0,1]>
    %61 = "cuda_tile.make_tensor_view"(%10, %11, %12, %13) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?xf32, strides=[?,1]>
    %62 = "cuda_tile.make_partition_view"(%61) : (!cuda_tile.tensor_view<?x?xf32, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>
    %63 = "cuda_tile.make_tensor_view"(%15, %16, %17, %18) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?xi32, strides=[?,1]>
    %64 = "cuda_tile.make_partition_view"(%63) : (!cuda_tile.tensor_view<?x?xi32, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(32x32), tensor_view<?x?xi32, strides=[?,1]>, dim_map=[0,1]>
    %65 = "cuda_tile.store_view_tko"(%57, %60, %21, %22, %20) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false, false>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<32x32xf32>, !cuda_tile.partition_view<tile=(32x32), tensor_view<31x29xf32, strides=[32,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %66 = "cuda_tile.store_view_tko"(%37, %62, %21, %22, %20) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false, false>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<32x32xf32>, !cuda_tile.partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %67 = "cuda_tile.store_view_tko"(%27, %64, %21, %22, %20) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false, false>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<32x32xi32>, !cuda_tile.partition_view<tile=(32x32), tensor_view<?x?xi32, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> () loc(unknown)
}) {cuda_tile.bytecode_version = "13.4"} : () -> ()
