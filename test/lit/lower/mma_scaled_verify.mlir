// The verifier's block sizes for mmaf_scaled (ops.md §3.11: V = K / sa.shape[K] is 32 for f8
// inputs; 16 or 32 for f4E2M1FN with f8E8M0FNU scales; 16 for f4E2M1FN with f8E4M3FN scales),
// checked before lower-dots (mma_scaled.mlir) sees the op. This kernel has f8E4M3FN inputs
// with K = 64 and 4 scales per row (V = 16): refused; with 2 (V = 32) it compiles. The sed
// lines make the f4 variants: f8E4M3FN scales with V = 32 refused, with V = 16 compiled.
// RUN: (cutile compile --gpu-name sm_90a %s --emit ptx || echo "exit $?") 2>&1 | FileCheck %s --check-prefix=F8V16
// F8V16: IR verification failed: entry 'bad_block', op #5 'cuda_tile.mmaf_scaled': block size 16 is not allowed for f8E4M3FN inputs with f8E8M0FNU scales
// F8V16-NEXT: exit 20
// RUN: sed 's/64x4xf8E8M0FNU/64x2xf8E8M0FNU/g; s/4x64xf8E8M0FNU/2x64xf8E8M0FNU/g' %s > %t.mlir
// RUN: cutile compile --gpu-name sm_90a %t.mlir --emit ptx | FileCheck %s --check-prefix=F8V32
// F8V32: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16
// RUN: sed 's/0x38> : !cuda_tile.tile<64x64xf8E4M3FN>/0x2> : !cuda_tile.tile<64x64xf4E2M1FN>/; s/64x64xf8E4M3FN/64x64xf4E2M1FN/g; s/0x7F>/0x38>/g; s/4x64xf8E8M0FNU/2x64xf8E4M3FN/g; s/64x4xf8E8M0FNU/64x2xf8E4M3FN/g' %s > %t.mlir
// RUN: (cutile compile --gpu-name sm_90a %t.mlir --emit ptx || echo "exit $?") 2>&1 | FileCheck %s --check-prefix=F4V32
// F4V32: 'cuda_tile.mmaf_scaled': block size 32 is not allowed for f4E2M1FN inputs with f8E4M3FN scales
// F4V32-NEXT: exit 20
// RUN: sed 's/0x38> : !cuda_tile.tile<64x64xf8E4M3FN>/0x2> : !cuda_tile.tile<64x64xf4E2M1FN>/; s/64x64xf8E4M3FN/64x64xf4E2M1FN/g; s/0x7F>/0x38>/g; s/xf8E8M0FNU/xf8E4M3FN/g' %s > %t.mlir
// RUN: cutile compile --gpu-name sm_90a %t.mlir --emit ptx | FileCheck %s --check-prefix=F4V16
// F4V16: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "bad_block", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%d: !cuda_tile.tile<ptr<f32>>):
    %a = "cuda_tile.constant"() <{value = dense<0x38> : !cuda_tile.tile<64x64xf8E4M3FN>}> : () -> !cuda_tile.tile<64x64xf8E4M3FN>
    %s = "cuda_tile.constant"() <{value = dense<0x7F> : !cuda_tile.tile<64x4xf8E8M0FNU>}> : () -> !cuda_tile.tile<64x4xf8E8M0FNU>
    %t = "cuda_tile.constant"() <{value = dense<0x7F> : !cuda_tile.tile<4x64xf8E8M0FNU>}> : () -> !cuda_tile.tile<4x64xf8E8M0FNU>
    %z = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<64x64xf32>}> : () -> !cuda_tile.tile<64x64xf32>
    %r = "cuda_tile.mmaf_scaled"(%a, %a, %z, %s, %t) : (!cuda_tile.tile<64x64xf8E4M3FN>, !cuda_tile.tile<64x64xf8E4M3FN>, !cuda_tile.tile<64x64xf32>, !cuda_tile.tile<64x4xf8E8M0FNU>, !cuda_tile.tile<4x64xf8E8M0FNU>) -> !cuda_tile.tile<64x64xf32>
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %td = "cuda_tile.make_tensor_view"(%d) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>
    %pd = "cuda_tile.make_partition_view"(%td) : (!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0, 1]>
    %kd = "cuda_tile.store_view_tko"(%r, %pd, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<64x64xf32>, !cuda_tile.partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
