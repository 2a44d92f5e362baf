// The region of a scan takes (accumulator, element) per operand: the spec's formula
// result[j] = f(result[j-1], X[j]), its example's (%acc, %elem), cuTile Python's combiners
// (prev..., curr...) and tileiras all bind them so (docs/lowering.md, "Scan argument order").
// The bodies subtract, so the operand order shows in the PTX (a subtraction is not associative:
// only the binding is checked here, not the values). Both take the register and shuffle path:
// a thread folds its registers left to right, then each lane's total is the earlier lanes'
// shuffled total minus its own. scan_order_pair (two operands, the second body elem - acc)
// walks both operands together; scan_smem.mlir checks the binding on the shared-memory walk.
// RUN: cutile asm %s -o %t.cutile
// RUN: cutile compile --gpu-name sm_90a --emit ptx --no-cache %t.cutile -o - | FileCheck %s
// CHECK-LABEL: .entry scan_order(
// CHECK: ld.global.b32 [[X0:%r[0-9]+]], [{{%rd[0-9]+}}+0];
// CHECK-NEXT: ld.global.b32 [[X1:%r[0-9]+]], [{{%rd[0-9]+}}+4];
// CHECK: sub.s32 {{%r[0-9]+}}, [[X0]], [[X1]];
// CHECK: shfl.sync.up.b32 [[UP:%r[0-9]+]], [[OWN:%r[0-9]+]], 1, 0, -1;
// CHECK-NEXT: sub.s32 {{%r[0-9]+}}, [[UP]], [[OWN]];
// CHECK-LABEL: .entry scan_order_pair(
// CHECK: ld.global.b32 [[Y0:%r[0-9]+]], [{{%rd[0-9]+}}+0];
// CHECK-NEXT: ld.global.b32 [[Y1:%r[0-9]+]], [{{%rd[0-9]+}}+4];
// CHECK: sub.s32 {{%r[0-9]+}}, [[Y0]], [[Y1]];
// CHECK-NEXT: sub.s32 {{%r[0-9]+}}, [[Y1]], [[Y0]];
// CHECK: shfl.sync.up.b32 [[UP0:%r[0-9]+]], [[OWN0:%r[0-9]+]], 1, 0, -1;
// CHECK-NEXT: shfl.sync.up.b32 [[UP1:%r[0-9]+]], [[OWN1:%r[0-9]+]], 1, 0, -1;
// CHECK-NEXT: sub.s32 {{%r[0-9]+}}, [[UP0]], [[OWN0]];
// CHECK-NEXT: sub.s32 {{%r[0-9]+}}, [[OWN1]], [[UP1]];
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "scan_order", function_type = (!cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<ptr<i32>>) -> ()}> ({
  ^bb0(%x: !cuda_tile.tile<ptr<i32>>, %y: !cuda_tile.tile<ptr<i32>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %tv = "cuda_tile.make_tensor_view"(%x) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tensor_view<128xi32, strides=[1]>
    %pv = "cuda_tile.make_partition_view"(%tv) : (!cuda_tile.tensor_view<128xi32, strides=[1]>) -> !cuda_tile.partition_view<tile=(128), !cuda_tile.tensor_view<128xi32, strides=[1]>, dim_map=[0]>
    %c0 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %v, %t2 = "cuda_tile.load_view_tko"(%pv, %c0, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(128), !cuda_tile.tensor_view<128xi32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<128xi32>, !cuda_tile.token)
    %s = "cuda_tile.scan"(%v) <{dim = 0 : i32, reverse = false, identities = [0 : i32]}> ({
    ^bb0(%acc: !cuda_tile.tile<i32>, %elem: !cuda_tile.tile<i32>):
      %d = "cuda_tile.subi"(%acc, %elem) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
      "cuda_tile.yield"(%d) : (!cuda_tile.tile<i32>) -> ()
    }) : (!cuda_tile.tile<128xi32>) -> !cuda_tile.tile<128xi32>
    %tv2 = "cuda_tile.make_tensor_view"(%y) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tensor_view<128xi32, strides=[1]>
    %pv2 = "cuda_tile.make_partition_view"(%tv2) : (!cuda_tile.tensor_view<128xi32, strides=[1]>) -> !cuda_tile.partition_view<tile=(128), !cuda_tile.tensor_view<128xi32, strides=[1]>, dim_map=[0]>
    %t3 = "cuda_tile.store_view_tko"(%s, %pv2, %c0, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<128xi32>, !cuda_tile.partition_view<tile=(128), !cuda_tile.tensor_view<128xi32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
  "cuda_tile.entry"() <{sym_name = "scan_order_pair", function_type = (!cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<ptr<i32>>) -> ()}> ({
  ^bb0(%x: !cuda_tile.tile<ptr<i32>>, %y: !cuda_tile.tile<ptr<i32>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %tv = "cuda_tile.make_tensor_view"(%x) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tensor_view<128xi32, strides=[1]>
    %pv = "cuda_tile.make_partition_view"(%tv) : (!cuda_tile.tensor_view<128xi32, strides=[1]>) -> !cuda_tile.partition_view<tile=(128), !cuda_tile.tensor_view<128xi32, strides=[1]>, dim_map=[0]>
    %c0 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %v, %t2 = "cuda_tile.load_view_tko"(%pv, %c0, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(128), !cuda_tile.tensor_view<128xi32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<128xi32>, !cuda_tile.token)
    %s, %s1 = "cuda_tile.scan"(%v, %v) <{dim = 0 : i32, reverse = false, identities = [0 : i32, 0 : i32]}> ({
    ^bb0(%acc: !cuda_tile.tile<i32>, %elem: !cuda_tile.tile<i32>, %acc1: !cuda_tile.tile<i32>, %elem1: !cuda_tile.tile<i32>):
      %d = "cuda_tile.subi"(%acc, %elem) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
      %d1 = "cuda_tile.subi"(%elem1, %acc1) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
      "cuda_tile.yield"(%d, %d1) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> ()
    }) : (!cuda_tile.tile<128xi32>, !cuda_tile.tile<128xi32>) -> (!cuda_tile.tile<128xi32>, !cuda_tile.tile<128xi32>)
    %tv2 = "cuda_tile.make_tensor_view"(%y) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tensor_view<128xi32, strides=[1]>
    %pv2 = "cuda_tile.make_partition_view"(%tv2) : (!cuda_tile.tensor_view<128xi32, strides=[1]>) -> !cuda_tile.partition_view<tile=(128), !cuda_tile.tensor_view<128xi32, strides=[1]>, dim_map=[0]>
    %t3 = "cuda_tile.store_view_tko"(%s, %pv2, %c0, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<128xi32>, !cuda_tile.partition_view<tile=(128), !cuda_tile.tensor_view<128xi32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
