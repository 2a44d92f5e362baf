// Pipelined copies of pieces below 16 bytes (lower/pipeline_loops.c cp_piece, codegen/ptx_pipe.c
// ct_ptx_cp_async): samples/matmul's tf32 `_any` GEMM with its row strides and contiguous
// extents promised even (assume div_by<2> on A's K extent and stride, on B's N extent and
// stride), so each thread's vectors are two f32 — 8 bytes, not the 16 a tensor map or cp.async.cg
// needs: the stages are filled by cp.async.ca copies of 8 bytes (one guard a pair; the extents'
// evenness keeps a pair wholly in or out), three iterations ahead, nothing loaded in the body.
// test/sim/mma_kernels_test.py runs it against numpy (ragged M, N and K, even strides).
// RUN: cutile compile --gpu-name sm_90a %s --emit ptx | FileCheck %s
// CHECK-NOT: _tmap_
// CHECK: cp.async.ca.shared.global [{{%r[0-9]+}}], [{{%rd[0-9]+}}+0], 8, {{%r[0-9]+}};
// CHECK: cp.async.ca.shared.global [{{%r[0-9]+}}], [{{%rd[0-9]+}}+8], 8, {{%r[0-9]+}};
// CHECK-NOT: cp.async.cg
// CHECK-NOT: , 4, {{%r[0-9]+}};
// CHECK: cp.async.wait_group 2;
// CHECK-NOT: ld.global
// CHECK: wgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32
// CHECK-NOT: ld.global
// CHECK: wgmma.wait_group.sync.aligned 0;
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "matmul_tf32_128x128x32_any", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> (), optimization_hints = #cuda_tile.optimization_hints<default = {}>}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>, %1: !cuda_tile.tile<i32>, %2: !cuda_tile.tile<i32>, %3: !cuda_tile.tile<i32>, %4: !cuda_tile.tile<i32>, %5: !cuda_tile.tile<ptr<f32>>, %6: !cuda_tile.tile<i32>, %7: !cuda_tile.tile<i32>, %8: !cuda_tile.tile<i32>, %9: !cuda_tile.tile<i32>, %10: !cuda_tile.tile<ptr<f32>>, %11: !cuda_tile.tile<i32>, %12: !cuda_tile.tile<i32>, %13: !cuda_tile.tile<i32>, %14: !cuda_tile.tile<i32>):
    %15 = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %16 = "cuda_tile.assume"(%0) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %17 = "cuda_tile.assume"(%5) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %18 = "cuda_tile.assume"(%10) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %19 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %20 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %21 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %22 = "cuda_tile.assume"(%1) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %23 = "cuda_tile.assume"(%2) <{predicate = #cuda_tile.div_by<2>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %24 = "cuda_tile.assume"(%3) <{predicate = #cuda_tile.div_by<2>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %25 = "cuda_tile.make_tensor_view"(%16, %22, %23, %24) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?xf32, strides=[?,1]>
    %26 = "cuda_tile.assume"(%6) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %27 = "cuda_tile.assume"(%7) <{predicate = #cuda_tile.div_by<2>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %28 = "cuda_tile.assume"(%8) <{predicate = #cuda_tile.div_by<2>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %29 = "cuda_tile.make_tensor_view"(%17, %26, %27, %28) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?xf32, strides=[?,1]>
    %30 = "cuda_tile.assume"(%11) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %31 = "cuda_tile.assume"(%12) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %32 = "cuda_tile.assume"(%13) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %33 = "cuda_tile.make_tensor_view"(%18, %30, %31, %32) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?xf32, strides=[?,1]>
    %34 = "cuda_tile.constant"() <{value = dense<8> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %35, %36, %37 = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %38 = "cuda_tile.make_partition_view"(%33) : (!cuda_tile.tensor_view<?x?xf32, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>
    %39, %40 = "cuda_tile.get_index_space_shape"(%38) : (!cuda_tile.partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>) -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %41 = "cuda_tile.make_partition_view"(%33) : (!cuda_tile.tensor_view<?x?xf32, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>
    %42, %43 = "cuda_tile.get_index_space_shape"(%41) : (!cuda_tile.partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>) -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %44 = "cuda_tile.muli"(%34, %43) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %45 = "cuda_tile.divi"(%35, %44) <{signedness = #cuda_tile.signedness<signed>, rounding = #cuda_tile.rounding<negative_inf>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %46 = "cuda_tile.muli"(%45, %34) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %47 = "cuda_tile.subi"(%39, %46) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %48 = "cuda_tile.mini"(%47, %34) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %49 = "cuda_tile.remi"(%35, %44) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %50 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %51 = "cuda_tile.cmpi"(%49, %50) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1>
    %52 = "cuda_tile.cmpi"(%44, %50) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1>
    %53 = "cuda_tile.xori"(%51, %52) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i1>) -> !cuda_tile.tile<i1>
    %54 = "cuda_tile.cmpi"(%49, %50) <{comparison_predicate = #cuda_tile.comparison_predicate<not_equal>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1>
    %55 = "cuda_tile.andi"(%53, %54) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i1>) -> !cuda_tile.tile<i1>
    %56 = "cuda_tile.addi"(%49, %44) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %57 = "cuda_tile.select"(%55, %56, %49) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %58 = "cuda_tile.remi"(%57, %48) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %59 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %60 = "cuda_tile.cmpi"(%58, %59) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1>
    %61 = "cuda_tile.cmpi"(%48, %59) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1>
    %62 = "cuda_tile.xori"(%60, %61) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i1>) -> !cuda_tile.tile<i1>
    %63 = "cuda_tile.cmpi"(%58, %59) <{comparison_predicate = #cuda_tile.comparison_predicate<not_equal>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1>
    %64 = "cuda_tile.andi"(%62, %63) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i1>) -> !cuda_tile.tile<i1>
    %65 = "cuda_tile.addi"(%58, %48) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %66 = "cuda_tile.select"(%64, %65, %58) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %67 = "cuda_tile.addi"(%46, %66) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %68 = "cuda_tile.remi"(%35, %44) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %69 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %70 = "cuda_tile.cmpi"(%68, %69) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1>
    %71 = "cuda_tile.cmpi"(%44, %69) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1>
    %72 = "cuda_tile.xori"(%70, %71) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i1>) -> !cuda_tile.tile<i1>
    %73 = "cuda_tile.cmpi"(%68, %69) <{comparison_predicate = #cuda_tile.comparison_predicate<not_equal>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1>
    %74 = "cuda_tile.andi"(%72, %73) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i1>) -> !cuda_tile.tile<i1>
    %75 = "cuda_tile.addi"(%68, %44) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %76 = "cuda_tile.select"(%74, %75, %68) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %77 = "cuda_tile.divi"(%76, %48) <{signedness = #cuda_tile.signedness<signed>, rounding = #cuda_tile.rounding<negative_inf>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %78 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<128x128xf32>}> : () -> !cuda_tile.tile<128x128xf32>
    %79 = "cuda_tile.make_partition_view"(%25) : (!cuda_tile.tensor_view<?x?xf32, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(128x32), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>
    %80, %81 = "cuda_tile.get_index_space_shape"(%79) : (!cuda_tile.partition_view<tile=(128x32), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>) -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %82 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %83 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %84 = "cuda_tile.make_partition_view"(%25) : (!cuda_tile.tensor_view<?x?xf32, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>
    %85 = "cuda_tile.make_partition_view"(%29) : (!cuda_tile.tensor_view<?x?xf32, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(32x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>
    %86 = "cuda_tile.for"(%82, %81, %83, %78) ({
    ^bb0(%87: !cuda_tile.tile<i32>, %88: !cuda_tile.tile<128x128xf32>):
      %89, %90 = "cuda_tile.load_view_tko"(%84, %67, %87, %15) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<128x32xf32>, !cuda_tile.token)
      %91, %92 = "cuda_tile.load_view_tko"(%85, %87, %77, %15) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(32x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<32x128xf32>, !cuda_tile.token)
      %93 = "cuda_tile.ftof"(%89) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<128x32xf32>) -> !cuda_tile.tile<128x32xtf32>
      %94 = "cuda_tile.ftof"(%91) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<32x128xf32>) -> !cuda_tile.tile<32x128xtf32>
      %95 = "cuda_tile.mmaf"(%93, %94, %88) : (!cuda_tile.tile<128x32xtf32>, !cuda_tile.tile<32x128xtf32>, !cuda_tile.tile<128x128xf32>) -> !cuda_tile.tile<128x128xf32>
      "cuda_tile.continue"(%95) : (!cuda_tile.tile<128x128xf32>) -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<128x128xf32>) -> !cuda_tile.tile<128x128xf32>
    %96 = "cuda_tile.make_partition_view"(%33) : (!cuda_tile.tensor_view<?x?xf32, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>
    %97 = "cuda_tile.store_view_tko"(%86, %96, %67, %77, %15) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<128x128xf32>, !cuda_tile.partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
