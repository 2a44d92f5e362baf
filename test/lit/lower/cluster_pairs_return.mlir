// Block pairs are not made where a return precedes the K loop (codegen/ptx_pipe.c pair_wanted):
// a CTA that returns early would leave its partner waiting at the cluster barrier. The promoted
// NT e4m3 GEMM of cluster_pairs.mlir (test/data/mm_bytes_nt_e4m3, disassembled) with blocks
// of x > 1 returning before its loop: with the knob, no cluster code at all.
// RUN: CUTILE_CLUSTER_PAIRS=1 cutile compile --gpu-name sm_90a %s --emit ptx | FileCheck %s
// CHECK-NOT: cluster_nctarank
// CHECK-NOT: barrier.cluster
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [
// CHECK-NOT: multicast
// CHECK: wgmma.mma_async
// CHECK-NOT: barrier.cluster
#di1 = #cuda_tile.di_file<name = "byte_dots.py", directory = "test/kernels">
#di2 = #cuda_tile.di_compile_unit<file = #di1>
#di3 = #cuda_tile.di_subprogram<file = #di1, line = 41, name = "mm_bytes_nt", linkage_name = "mm_bytes_nt_Kt1_A2f8m3fn_1v16l0_2t1_3i16_p16_A2f8m3fn_1v16l0_2t1_3i16_p16_A2f32_1v4l0_2t1_3i16_p16_I128_I128_I128", compile_unit = #di2, scope_line = 41>
#di4 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/byte_dots.py", line = 42, column = 0>
#di5 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/byte_dots.py", line = 42, column = 16>
#di6 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/byte_dots.py", line = 42, column = 19>
#di7 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/byte_dots.py", line = 42, column = 23>
#di8 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/byte_dots.py", line = 44, column = 13>
#di9 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/byte_dots.py", line = 44, column = 24>
#di10 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/byte_dots.py", line = 45, column = 10>
#di11 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/byte_dots.py", line = 46, column = 19>
#di12 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/byte_dots.py", line = 46, column = 13>
#di13 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/byte_dots.py", line = 47, column = 12>
#di14 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/byte_dots.py", line = 48, column = 13>
#di15 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/byte_dots.py", line = 46, column = 4>
#di16 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/byte_dots.py", line = 49, column = 24>
#di17 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/byte_dots.py", line = 49, column = 14>
#di18 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/byte_dots.py", line = 50, column = 4>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "mm_bytes_nt_Kt1_A2f8m3fn_1v16l0_2t1_3i16_p16_A2f8m3fn_1v16l0_2t1_3i16_p16_A2f32_1v4l0_2t1_3i16_p16_I128_I128_I128", function_type = (!cuda_tile.tile<ptr<f8E4M3FN>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<f8E4M3FN>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> (), optimization_hints = #cuda_tile.optimization_hints<default = {}>}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f8E4M3FN>>, %1: !cuda_tile.tile<i32>, %2: !cuda_tile.tile<i32>, %3: !cuda_tile.tile<i32>, %4: !cuda_tile.tile<i32>, %5: !cuda_tile.tile<ptr<f8E4M3FN>>, %6: !cuda_tile.tile<i32>, %7: !cuda_tile.tile<i32>, %8: !cuda_tile.tile<i32>, %9: !cuda_tile.tile<i32>, %10: !cuda_tile.tile<ptr<f32>>, %11: !cuda_tile.tile<i32>, %12: !cuda_tile.tile<i32>, %13: !cuda_tile.tile<i32>, %14: !cuda_tile.tile<i32>):
    %15 = "cuda_tile.make_token"() : () -> !cuda_tile.token loc(#di4)
    %16 = "cuda_tile.assume"(%0) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tile<ptr<f8E4M3FN>> loc(#di5)
    %17 = "cuda_tile.assume"(%1) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di5)
    %18 = "cuda_tile.assume"(%2) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di5)
    %19 = "cuda_tile.assume"(%3) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di5)
    %20 = "cuda_tile.assume"(%5) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>) -> !cuda_tile.tile<ptr<f8E4M3FN>> loc(#di6)
    %21 = "cuda_tile.assume"(%6) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di6)
    %22 = "cuda_tile.assume"(%7) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di6)
    %23 = "cuda_tile.assume"(%8) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di6)
    %24 = "cuda_tile.assume"(%10) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>> loc(#di7)
    %25 = "cuda_tile.assume"(%11) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di7)
    %26 = "cuda_tile.assume"(%12) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di7)
    %27 = "cuda_tile.assume"(%13) <{predicate = #cuda_tile.div_by<4>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di7)
    %28 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %29 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %30 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %31 = "cuda_tile.assume"(%17) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %32 = "cuda_tile.assume"(%31) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %33 = "cuda_tile.assume"(%18) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %34 = "cuda_tile.assume"(%33) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %35 = "cuda_tile.assume"(%19) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %36 = "cuda_tile.assume"(%35) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %37 = "cuda_tile.make_tensor_view"(%16, %32, %34, %36) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?xf8E4M3FN, strides=[?,1]> loc(#di4)
    %38 = "cuda_tile.assume"(%21) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %39 = "cuda_tile.assume"(%38) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %40 = "cuda_tile.assume"(%22) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %41 = "cuda_tile.assume"(%40) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %42 = "cuda_tile.assume"(%23) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %43 = "cuda_tile.assume"(%42) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %44 = "cuda_tile.make_tensor_view"(%20, %39, %41, %43) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.tile<ptr<f8E4M3FN>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?xf8E4M3FN, strides=[?,1]> loc(#di4)
    %45 = "cuda_tile.assume"(%25) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %46 = "cuda_tile.assume"(%45) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %47 = "cuda_tile.assume"(%26) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %48 = "cuda_tile.assume"(%47) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %49 = "cuda_tile.assume"(%27) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %50 = "cuda_tile.assume"(%49) <{predicate = #cuda_tile.div_by<4>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %51 = "cuda_tile.make_tensor_view"(%24, %46, %48, %50) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?xf32, strides=[?,1]> loc(#di4)
    %52, %53, %54 = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) loc(#di8)
    %55, %56, %57 = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) loc(#di9)
    %58 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<128x128xf32>}> : () -> !cuda_tile.tile<128x128xf32> loc(#di10)
    %59 = "cuda_tile.make_partition_view"(%37) : (!cuda_tile.tensor_view<?x?xf8E4M3FN, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(128x128), tensor_view<?x?xf8E4M3FN, strides=[?,1]>, dim_map=[0,1]> loc(#di11)
    %60, %61 = "cuda_tile.get_index_space_shape"(%59) : (!cuda_tile.partition_view<tile=(128x128), tensor_view<?x?xf8E4M3FN, strides=[?,1]>, dim_map=[0,1]>) -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) loc(#di11)
    %62 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di12)
    %63 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di12)
    %64 = "cuda_tile.make_partition_view"(%37) : (!cuda_tile.tensor_view<?x?xf8E4M3FN, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[?,1]>, dim_map=[0,1]> loc(#di13)
    %65 = "cuda_tile.make_partition_view"(%44) : (!cuda_tile.tensor_view<?x?xf8E4M3FN, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[?,1]>, dim_map=[0,1]> loc(#di14)
    %early = "cuda_tile.cmpi"(%52, %28) <{comparison_predicate = #cuda_tile.comparison_predicate<greater_than>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1>
    "cuda_tile.if"(%early) ({
      "cuda_tile.return"() : () -> ()
    }, {
      "cuda_tile.yield"() : () -> ()
    }) : (!cuda_tile.tile<i1>) -> ()
    %66 = "cuda_tile.for"(%62, %61, %63, %58) ({
    ^bb0(%67: !cuda_tile.tile<i32>, %68: !cuda_tile.tile<128x128xf32>):
      %69, %70 = "cuda_tile.load_view_tko"(%64, %52, %67, %15) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false, false>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<128x128xf8E4M3FN>, !cuda_tile.token) loc(#di13)
      %71, %72 = "cuda_tile.load_view_tko"(%65, %56, %67, %15) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false, false>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<128x128xf8E4M3FN>, !cuda_tile.token) loc(#di14)
      %73 = "cuda_tile.permute"(%71) <{permutation = array<i32: 1, 0>}> : (!cuda_tile.tile<128x128xf8E4M3FN>) -> !cuda_tile.tile<128x128xf8E4M3FN> loc(#di16)
      %74 = "cuda_tile.mmaf"(%69, %73, %68) : (!cuda_tile.tile<128x128xf8E4M3FN>, !cuda_tile.tile<128x128xf8E4M3FN>, !cuda_tile.tile<128x128xf32>) -> !cuda_tile.tile<128x128xf32> loc(#di17)
      "cuda_tile.continue"(%74) : (!cuda_tile.tile<128x128xf32>) -> () loc(#di15)
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<128x128xf32>) -> !cuda_tile.tile<128x128xf32> loc(#di15)
    %75 = "cuda_tile.make_partition_view"(%51) : (!cuda_tile.tensor_view<?x?xf32, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]> loc(#di18)
    %76 = "cuda_tile.store_view_tko"(%66, %75, %52, %56, %15) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false, false>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<128x128xf32>, !cuda_tile.partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token loc(#di18)
    "cuda_tile.return"() : () -> ()
  }) : () -> () loc(#di4)
}) {cuda_tile.bytecode_version = "13.4"} : () -> ()
