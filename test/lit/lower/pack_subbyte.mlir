// pack/unpack of 4-bit elements (ops.md §3.9; nibble order of §1.4: element 2k in bits 3..0 of
// byte k, 2k+1 in bits 7..4). unpack 64xi8 -> 128xi4, exti signed -> b (128 i32); 128 i32 of c
// trunci -> 128xi4, pack -> d (64 bytes); unpack 64xi8 -> 128xf4E2M1FN, pack -> f (a's bytes
// again: f4 values travel as nibbles too). Through shared memory: the source staged as bytes, each result
// register reading its byte pair (pack) or its byte's nibble (unpack).
// GPU check: pack_nibbles in test/gpu/compiled_kernels.c.
// RUN: cutile compile --gpu-name sm_90a %s --emit ptx | FileCheck %s
// RUN: cutile compile --gpu-name sm_80 %s -o %t.cubin
// RUN: cutile compile --gpu-name sm_90a %s -o %t.cubin
// RUN: cutile compile --gpu-name sm_120a %s -o %t.cubin
// unpack: the bytes staged, then byte j/2 of each result register, shifted by 4·(j & 1).
// CHECK: st.shared.u8
// CHECK: bar.sync 0;
// CHECK: shr.u32 [[A:%r[0-9]+]], [[J:%r[0-9]+]], 1;
// CHECK-NEXT: add.u32 [[A]], [[A]], {{%r[0-9]+}};
// CHECK-NEXT: ld.shared.u8 [[X:%h[0-9]+]], [[[A]]];
// CHECK-NEXT: and.b32 [[S:%r[0-9]+]], [[J]], 1;
// CHECK-NEXT: shl.b32 [[S]], [[S]], 2;
// CHECK-NEXT: shr.u16 [[N:%h[0-9]+]], [[X]], [[S]];
// CHECK-NEXT: and.b16 [[N]], [[N]], 0x000F;
// exti signed of a nibble: sign bit 3 moved to bit 15 and back.
// CHECK: shl.b16 [[T:%h[0-9]+]], [[N]], 12;
// CHECK-NEXT: shr.s16 [[T]], [[T]], 12;
// CHECK-NEXT: cvt.s32.s16 {{%r[0-9]+}}, [[T]];
// pack: each staged pair read as one u16.
// CHECK: cvt.u16.u32
// CHECK: st.shared.u8
// CHECK: bar.sync 0;
// CHECK: mad.lo.u32 [[B:%r[0-9]+]], {{%r[0-9]+}}, 2, {{%r[0-9]+}};
// CHECK-NEXT: ld.shared.u16 [[P:%h[0-9]+]], [[[B]]];
// CHECK-NEXT: shr.u16 [[HI:%h[0-9]+]], [[P]], 4;
// CHECK-NEXT: and.b16 [[HI]], [[HI]], 0x00F0;
// CHECK-NEXT: and.b16 [[P]], [[P]], 0x000F;
// CHECK-NEXT: or.b16 {{%h[0-9]+}}, [[P]], [[HI]];
// f4: unpacked and packed the same way.
// CHECK: ld.shared.u8
// CHECK: ld.shared.u16
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "nibbles", function_type = (!cuda_tile.tile<ptr<i8>>, !cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<ptr<i8>>, !cuda_tile.tile<ptr<i8>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<i8>>, %b: !cuda_tile.tile<ptr<i32>>, %c: !cuda_tile.tile<ptr<i32>>, %d: !cuda_tile.tile<ptr<i8>>, %f: !cuda_tile.tile<ptr<i8>>):
    %ta = "cuda_tile.make_tensor_view"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i8>>) -> !cuda_tile.tensor_view<64xi8, strides=[1]>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<64xi8, strides=[1]>) -> !cuda_tile.partition_view<tile=(64), tensor_view<64xi8, strides=[1]>, dim_map=[0]>
    %tb = "cuda_tile.make_tensor_view"(%b) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tensor_view<128xi32, strides=[1]>
    %pb = "cuda_tile.make_partition_view"(%tb) : (!cuda_tile.tensor_view<128xi32, strides=[1]>) -> !cuda_tile.partition_view<tile=(128), tensor_view<128xi32, strides=[1]>, dim_map=[0]>
    %tc = "cuda_tile.make_tensor_view"(%c) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tensor_view<128xi32, strides=[1]>
    %pc = "cuda_tile.make_partition_view"(%tc) : (!cuda_tile.tensor_view<128xi32, strides=[1]>) -> !cuda_tile.partition_view<tile=(128), tensor_view<128xi32, strides=[1]>, dim_map=[0]>
    %td = "cuda_tile.make_tensor_view"(%d) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i8>>) -> !cuda_tile.tensor_view<64xi8, strides=[1]>
    %pd = "cuda_tile.make_partition_view"(%td) : (!cuda_tile.tensor_view<64xi8, strides=[1]>) -> !cuda_tile.partition_view<tile=(64), tensor_view<64xi8, strides=[1]>, dim_map=[0]>
    %tf = "cuda_tile.make_tensor_view"(%f) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i8>>) -> !cuda_tile.tensor_view<64xi8, strides=[1]>
    %pf = "cuda_tile.make_partition_view"(%tf) : (!cuda_tile.tensor_view<64xi8, strides=[1]>) -> !cuda_tile.partition_view<tile=(64), tensor_view<64xi8, strides=[1]>, dim_map=[0]>
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %x, %lx = "cuda_tile.load_view_tko"(%pa, %zero) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(64), tensor_view<64xi8, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<64xi8>, !cuda_tile.token)
    %n = "cuda_tile.unpack"(%x) : (!cuda_tile.tile<64xi8>) -> !cuda_tile.tile<128xi4>
    %w = "cuda_tile.exti"(%n) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<128xi4>) -> !cuda_tile.tile<128xi32>
    %sw = "cuda_tile.store_view_tko"(%w, %pb, %zero) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<128xi32>, !cuda_tile.partition_view<tile=(128), tensor_view<128xi32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %y, %ly = "cuda_tile.load_view_tko"(%pc, %zero) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(128), tensor_view<128xi32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<128xi32>, !cuda_tile.token)
    %m = "cuda_tile.trunci"(%y) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<128xi32>) -> !cuda_tile.tile<128xi4>
    %k = "cuda_tile.pack"(%m) : (!cuda_tile.tile<128xi4>) -> !cuda_tile.tile<64xi8>
    %sk = "cuda_tile.store_view_tko"(%k, %pd, %zero) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<64xi8>, !cuda_tile.partition_view<tile=(64), tensor_view<64xi8, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %q = "cuda_tile.unpack"(%x) : (!cuda_tile.tile<64xi8>) -> !cuda_tile.tile<128xf4E2M1FN>
    %q8 = "cuda_tile.pack"(%q) : (!cuda_tile.tile<128xf4E2M1FN>) -> !cuda_tile.tile<64xi8>
    %sq8 = "cuda_tile.store_view_tko"(%q8, %pf, %zero) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<64xi8>, !cuda_tile.partition_view<tile=(64), tensor_view<64xi8, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
