// A scan of i1 stays in registers like any other (scan_warp.mlir): a running "or" of 64
// booleans (x != 0). selp has no .pred form, so the merge of a lane's own value with the one
// shuffled from the lane before is a pair of predicated movs, and the predicates cross lanes as
// 32-bit values. Links for sm_80.
// RUN: cutile compile --gpu-name sm_80 %s --emit ptx | FileCheck %s
// RUN: cutile compile --gpu-name sm_80 %s -o %t.cubin
// CHECK: selp.u32 [[T:%r[0-9]+]], 1, 0, {{%p[0-9]+}};
// CHECK-NEXT: shfl.sync.up.b32 [[T]], [[T]], 1, 0, -1;
// CHECK-NEXT: setp.ne.u32 [[Y:%p[0-9]+]], [[T]], 0;
// CHECK-NEXT: or.pred [[S:%p[0-9]+]], [[Y]], {{%p[0-9]+}};
// CHECK-NEXT: @{{%p[0-9]+}} mov.pred {{%p[0-9]+}}, [[S]];
// CHECK-NEXT: @!{{%p[0-9]+}} mov.pred
// CHECK-NOT: $Lcf
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "scan_or", function_type = (!cuda_tile.tile<ptr<i32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<i32>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %ta = "cuda_tile.make_tensor_view"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tensor_view<64xi32, strides=[1]>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<64xi32, strides=[1]>) -> !cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xi32, strides=[1]>, dim_map=[0]>
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %x, %t1 = "cuda_tile.load_view_tko"(%pa, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xi32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64xi32>, !cuda_tile.token)
    %z = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<64xi32>}> : () -> !cuda_tile.tile<64xi32>
    %b = "cuda_tile.cmpi"(%x, %z) <{comparison_predicate = #cuda_tile.comparison_predicate<not_equal>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<64xi32>, !cuda_tile.tile<64xi32>) -> !cuda_tile.tile<64xi1>
    %s = "cuda_tile.scan"(%b) <{dim = 0 : i32, reverse = false, identities = [0 : i1]}> ({
    ^bb0(%e: !cuda_tile.tile<i1>, %c: !cuda_tile.tile<i1>):
      %o = "cuda_tile.ori"(%e, %c) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i1>) -> !cuda_tile.tile<i1>
      "cuda_tile.yield"(%o) : (!cuda_tile.tile<i1>) -> ()
    }) : (!cuda_tile.tile<64xi1>) -> !cuda_tile.tile<64xi1>
    %y = "cuda_tile.exti"(%s) <{signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<64xi1>) -> !cuda_tile.tile<64xi32>
    %t2 = "cuda_tile.store_view_tko"(%y, %pa, %zero, %t1) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<64xi32>, !cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xi32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
