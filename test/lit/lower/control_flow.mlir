// Control flow in PTX: a `loop` with two carried scalars left by a `break` inside an `if`, and
// an `if` with a result (test/kernels/control_flow.py's halving count, by hand). Conditions are
// rank-0 (uniform) predicates; carried values live in one register each, written by
// continue/break/yield (parallel copies) before the jump.
// RUN: cutile compile --gpu-name sm_90a %s --emit ptx | FileCheck %s
// The loop's arguments get the initial values, then the header:
// CHECK: mov.b32 [[A:%r[0-9]+]], %r1;
// CHECK-NEXT: mov.b32 [[K:%r[0-9]+]], [[ZERO:%r[0-9]+]];
// CHECK-NEXT: $Lcf[[HEAD:[0-9]+]]:
// CHECK-NEXT: setp.le.s32 [[LE:%p[0-9]+]], [[A]], [[ONE:%r[0-9]+]];
// The `if` skips its then-region unless the condition holds; break copies to the results and
// leaves the loop:
// CHECK-NEXT: @![[LE]] bra $Lcf[[ELSE:[0-9]+]];
// CHECK-NEXT: mov.b32 [[V:%r[0-9]+]], [[A]];
// CHECK-NEXT: mov.b32 [[C:%r[0-9]+]], [[K]];
// CHECK-NEXT: bra $Lcf[[EXIT:[0-9]+]];
// CHECK-NEXT: $Lcf[[ELSE]]:
// continue: the new values go to the arguments, back to the header.
// CHECK: div.s32 [[H:%r[0-9]+]], [[A]],
// CHECK: add.s32 [[K1:%r[0-9]+]], [[K]], [[ONE]];
// CHECK-NEXT: mov.b32 [[A]], [[H]];
// CHECK-NEXT: mov.b32 [[K]], [[K1]];
// CHECK-NEXT: bra $Lcf[[HEAD]];
// CHECK-NEXT: $Lcf[[EXIT]]:
// The if with a result: each branch writes it.
// CHECK-NEXT: setp.gt.s32 [[GT:%p[0-9]+]], [[C]],
// CHECK-NEXT: @![[GT]] bra $Lcf[[E2:[0-9]+]];
// CHECK-NEXT: mov.b32 [[F:%r[0-9]+]], [[ONE]];
// CHECK-NEXT: bra $Lcf[[END:[0-9]+]];
// CHECK-NEXT: $Lcf[[E2]]:
// CHECK-NEXT: mov.b32 [[F]], [[ZERO]];
// CHECK-NEXT: bra $Lcf[[END]];
// CHECK-NEXT: $Lcf[[END]]:
// CHECK: st.global.b32 [{{%rd[0-9]+}}+0], [[C]];
// CHECK: st.global.b32 [{{%rd[0-9]+}}+0], [[F]];
//
// A `for` carrying a 1x512 f32 tile (test/data layer_norm, first loop): the tile's 8 registers
// per thread are the loop arguments; the induction variable counts up to the runtime bound.
// RUN: cutile compile --gpu-name sm_90a test/data/layer_norm_fwd_f32_static.v13_1.cutile --emit ptx | FileCheck %s --check-prefix=FOR
// FOR: mov.b32 [[Z:%f[0-9]+]], 0f00000000;
// FOR: mov.f32 [[ACC0:%f[0-9]+]], [[Z]];
// FOR-COUNT-7: mov.f32 {{%f[0-9]+}}, [[Z]];
// FOR-NEXT: $Lcf[[HEAD:[0-9]+]]:
// FOR-NEXT: setp.ge.s32 [[DONE:%p[0-9]+]], [[IV:%r[0-9]+]], {{%r[0-9]+}};
// FOR-NEXT: @[[DONE]] bra $Lcf[[EXIT:[0-9]+]];
// FOR: add.rn.f32 [[NEW:%f[0-9]+]], [[ACC0]],
// FOR: mov.f32 [[ACC0]], [[NEW]];
// FOR: $Lcf[[NEXT:[0-9]+]]:
// FOR-NEXT: add.s32 [[IV]], [[IV]], {{%r[0-9]+}};
// FOR-NEXT: bra $Lcf[[HEAD]];
// FOR-NEXT: $Lcf[[EXIT]]:
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "halvings", function_type = (!cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<i32>) -> ()}> ({
  ^bb0(%out: !cuda_tile.tile<ptr<i32>>, %n: !cuda_tile.tile<i32>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %tv = "cuda_tile.make_tensor_view"(%out) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tensor_view<2xi32, strides=[1]>
    %pv = "cuda_tile.make_partition_view"(%tv) : (!cuda_tile.tensor_view<2xi32, strides=[1]>) -> !cuda_tile.partition_view<tile=(1), tensor_view<2xi32, strides=[1]>, dim_map=[0]>
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %one = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %two = "cuda_tile.constant"() <{value = dense<2> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %v, %c = "cuda_tile.loop"(%n, %zero) ({
    ^bb0(%a: !cuda_tile.tile<i32>, %k: !cuda_tile.tile<i32>):
      %le = "cuda_tile.cmpi"(%a, %one) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than_or_equal>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1>
      "cuda_tile.if"(%le) ({
        "cuda_tile.break"(%a, %k) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> ()
      }, {
        "cuda_tile.yield"() : () -> ()
      }) : (!cuda_tile.tile<i1>) -> ()
      %h = "cuda_tile.divi"(%a, %two) <{signedness = #cuda_tile.signedness<signed>, rounding = #cuda_tile.rounding<negative_inf>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
      %k1 = "cuda_tile.addi"(%k, %one) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
      "cuda_tile.continue"(%h, %k1) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %big = "cuda_tile.cmpi"(%c, %two) <{comparison_predicate = #cuda_tile.comparison_predicate<greater_than>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1>
    %flag = "cuda_tile.if"(%big) ({
      "cuda_tile.yield"(%one) : (!cuda_tile.tile<i32>) -> ()
    }, {
      "cuda_tile.yield"(%zero) : (!cuda_tile.tile<i32>) -> ()
    }) : (!cuda_tile.tile<i1>) -> !cuda_tile.tile<i32>
    %c1 = "cuda_tile.reshape"(%c) : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<1xi32>
    %f1 = "cuda_tile.reshape"(%flag) : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<1xi32>
    %t1 = "cuda_tile.store_view_tko"(%c1, %pv, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<1xi32>, !cuda_tile.partition_view<tile=(1), tensor_view<2xi32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %t2 = "cuda_tile.store_view_tko"(%f1, %pv, %one, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<1xi32>, !cuda_tile.partition_view<tile=(1), tensor_view<2xi32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
