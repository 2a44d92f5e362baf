// ftof to and from tf32 beyond f32 <-> tf32 nearest_even/zero (codegen/ptx_mma.c ct_ptx_tf32):
// f32 -> tf32 to nearest away on the bits (and zero: the modes cuTile allows besides nearest even); f64 -> tf32 through f32 rounded to
// odd (one rounding in all); f16 -> tf32 exactly; tf32 -> f16 rounded once. cutile-python's
// test_cast reaches each. test/gpu/compiled_kernels.c checks them bit for bit. sm_90 has cvt to
// tf32 to nearest even and toward zero (the dropped bits cleared after it); nearest away stays
// on the bits there (cvt.rna turns a NaN whose payload lies in the dropped bits into infinity),
// and sm_80 rounds on the bits in every mode.
// RUN: cutile compile --gpu-name sm_90a %s --emit ptx | FileCheck %s
// RUN: cutile compile --gpu-name sm_80 %s --emit ptx | FileCheck %s --check-prefix=SM80
// RUN: cutile compile --gpu-name sm_80 %s -o %t.cubin
// CHECK-LABEL: .entry tf32_convert(
// CHECK-NOT: cvt.rna
// CHECK: add.u32 {{%r[0-9]+}}, {{%r[0-9]+}}, 4096;
// CHECK: cvt.rz.tf32.f32 [[T:%r[0-9]+]], {{%f[0-9]+}};
// CHECK-NEXT: and.b32 [[T]], [[T]], 0xFFFFE000;
// CHECK: cvt.rz.f32.f64
// CHECK: cvt.rn.tf32.f32
// CHECK: setp.neu.f64
// CHECK: cvt.f32.f16
// CHECK: cvt.rn.f16.f32
// SM80-NOT: tf32.f32
// SM80: add.u32 {{%r[0-9]+}}, {{%r[0-9]+}}, 4096;
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "tf32_convert", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f64>>, !cuda_tile.tile<ptr<f16>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f16>>) -> ()}> ({
  ^bb0(%x: !cuda_tile.tile<ptr<f32>>, %xd: !cuda_tile.tile<ptr<f64>>, %xh: !cuda_tile.tile<ptr<f16>>, %ya: !cuda_tile.tile<ptr<f32>>, %yp: !cuda_tile.tile<ptr<f32>>, %ym: !cuda_tile.tile<ptr<f32>>, %yd: !cuda_tile.tile<ptr<f32>>, %yh: !cuda_tile.tile<ptr<f32>>, %ho: !cuda_tile.tile<ptr<f16>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %tx = "cuda_tile.make_tensor_view"(%x) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<256xf32, strides=[1]>
    %px = "cuda_tile.make_partition_view"(%tx) : (!cuda_tile.tensor_view<256xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), tensor_view<256xf32, strides=[1]>, dim_map=[0]>
    %txd = "cuda_tile.make_tensor_view"(%xd) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f64>>) -> !cuda_tile.tensor_view<256xf64, strides=[1]>
    %pxd = "cuda_tile.make_partition_view"(%txd) : (!cuda_tile.tensor_view<256xf64, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), tensor_view<256xf64, strides=[1]>, dim_map=[0]>
    %txh = "cuda_tile.make_tensor_view"(%xh) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tensor_view<256xf16, strides=[1]>
    %pxh = "cuda_tile.make_partition_view"(%txh) : (!cuda_tile.tensor_view<256xf16, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), tensor_view<256xf16, strides=[1]>, dim_map=[0]>
    %tya = "cuda_tile.make_tensor_view"(%ya) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<256xf32, strides=[1]>
    %pya = "cuda_tile.make_partition_view"(%tya) : (!cuda_tile.tensor_view<256xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), tensor_view<256xf32, strides=[1]>, dim_map=[0]>
    %typ = "cuda_tile.make_tensor_view"(%yp) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<256xf32, strides=[1]>
    %pyp = "cuda_tile.make_partition_view"(%typ) : (!cuda_tile.tensor_view<256xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), tensor_view<256xf32, strides=[1]>, dim_map=[0]>
    %tym = "cuda_tile.make_tensor_view"(%ym) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<256xf32, strides=[1]>
    %pym = "cuda_tile.make_partition_view"(%tym) : (!cuda_tile.tensor_view<256xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), tensor_view<256xf32, strides=[1]>, dim_map=[0]>
    %tyd = "cuda_tile.make_tensor_view"(%yd) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<256xf32, strides=[1]>
    %pyd = "cuda_tile.make_partition_view"(%tyd) : (!cuda_tile.tensor_view<256xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), tensor_view<256xf32, strides=[1]>, dim_map=[0]>
    %tyh = "cuda_tile.make_tensor_view"(%yh) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<256xf32, strides=[1]>
    %pyh = "cuda_tile.make_partition_view"(%tyh) : (!cuda_tile.tensor_view<256xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), tensor_view<256xf32, strides=[1]>, dim_map=[0]>
    %tho = "cuda_tile.make_tensor_view"(%ho) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tensor_view<256xf16, strides=[1]>
    %pho = "cuda_tile.make_partition_view"(%tho) : (!cuda_tile.tensor_view<256xf16, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), tensor_view<256xf16, strides=[1]>, dim_map=[0]>
    %vx, %kx = "cuda_tile.load_view_tko"(%px, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(256), tensor_view<256xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<256xf32>, !cuda_tile.token)
    %vxd, %kxd = "cuda_tile.load_view_tko"(%pxd, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(256), tensor_view<256xf64, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<256xf64>, !cuda_tile.token)
    %vxh, %kxh = "cuda_tile.load_view_tko"(%pxh, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(256), tensor_view<256xf16, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<256xf16>, !cuda_tile.token)
    %ta = "cuda_tile.ftof"(%vx) <{rounding_mode = #cuda_tile.rounding<nearest_away>}> : (!cuda_tile.tile<256xf32>) -> !cuda_tile.tile<256xtf32>
    %fa = "cuda_tile.ftof"(%ta) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<256xtf32>) -> !cuda_tile.tile<256xf32>
    %tp = "cuda_tile.ftof"(%vx) <{rounding_mode = #cuda_tile.rounding<zero>}> : (!cuda_tile.tile<256xf32>) -> !cuda_tile.tile<256xtf32>
    %fp = "cuda_tile.ftof"(%tp) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<256xtf32>) -> !cuda_tile.tile<256xf32>
    %tm = "cuda_tile.ftof"(%vx) <{rounding_mode = #cuda_tile.rounding<zero>}> : (!cuda_tile.tile<256xf32>) -> !cuda_tile.tile<256xtf32>
    %fm = "cuda_tile.ftof"(%tm) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<256xtf32>) -> !cuda_tile.tile<256xf32>
    %td = "cuda_tile.ftof"(%vxd) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<256xf64>) -> !cuda_tile.tile<256xtf32>
    %fd = "cuda_tile.ftof"(%td) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<256xtf32>) -> !cuda_tile.tile<256xf32>
    %th = "cuda_tile.ftof"(%vxh) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<256xf16>) -> !cuda_tile.tile<256xtf32>
    %fh = "cuda_tile.ftof"(%th) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<256xtf32>) -> !cuda_tile.tile<256xf32>
    %tn = "cuda_tile.ftof"(%vx) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<256xf32>) -> !cuda_tile.tile<256xtf32>
    %hn = "cuda_tile.ftof"(%tn) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<256xtf32>) -> !cuda_tile.tile<256xf16>
    %sya = "cuda_tile.store_view_tko"(%fa, %pya, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<256xf32>, !cuda_tile.partition_view<tile=(256), tensor_view<256xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %syp = "cuda_tile.store_view_tko"(%fp, %pyp, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<256xf32>, !cuda_tile.partition_view<tile=(256), tensor_view<256xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %sym = "cuda_tile.store_view_tko"(%fm, %pym, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<256xf32>, !cuda_tile.partition_view<tile=(256), tensor_view<256xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %syd = "cuda_tile.store_view_tko"(%fd, %pyd, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<256xf32>, !cuda_tile.partition_view<tile=(256), tensor_view<256xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %syh = "cuda_tile.store_view_tko"(%fh, %pyh, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<256xf32>, !cuda_tile.partition_view<tile=(256), tensor_view<256xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %sho = "cuda_tile.store_view_tko"(%hn, %pho, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<256xf16>, !cuda_tile.partition_view<tile=(256), tensor_view<256xf16, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.4"} : () -> ()
