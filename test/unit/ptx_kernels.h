/* ptx_kernels.h — hand-written PTX for the link, CLI and GPU tests: the path from PTX to a
 * launch can be tested before the compiler emits any.
 *
 * The module has two entries in cuTile Python's calling convention v1 (ops.md §6.1), named as
 * cuTile mangles them, so the launcher derives their signatures from the names:
 *   axpy(a, b, c: float32[n] (unit stride, 16-byte aligned), alpha: float):
 *       c[i] = alpha * a[i] + b[i] for i < a.shape[0]
 *   fill(x: int32[n] (unit stride, 16-byte aligned), v: int):  x[i] = v for i < x.shape[0]
 * Entry parameters: an array is (u64 base, u32 shape, u32 stride); strides are unused (the
 * signature fixes them to 1). 128 threads per block. */
#ifndef CT_TEST_PTX_KERNELS_H
#define CT_TEST_PTX_KERNELS_H

#include <stdio.h>

#define PTX_AXPY_NAME "axpy_Kt1_A1f32_1t1_p16_A1f32_1t1_p16_A1f32_1t1_p16_Sf32"
#define PTX_FILL_NAME "fill_Kt1_A1i32_1t1_p16_Si32"
#define PTX_BLOCK 128

/* Writes the module for `target` ("sm_80") with `.version major.minor`. Returns the length,
 * or -1 if it does not fit. */
static inline int ptx_test_module(char *buf, size_t size, const char *target, int major,
                                  int minor)
{
    int n = snprintf(
        buf, size,
        ".version %d.%d\n"
        ".target %s\n"
        ".address_size 64\n"
        "\n"
        ".visible .entry " PTX_AXPY_NAME "(\n"
        "    .param .u64 a, .param .u32 a_n, .param .u32 a_s,\n"
        "    .param .u64 b, .param .u32 b_n, .param .u32 b_s,\n"
        "    .param .u64 c, .param .u32 c_n, .param .u32 c_s,\n"
        "    .param .f32 alpha)\n"
        ".maxntid 128, 1, 1\n"
        "{\n"
        "    .reg .pred %%p<2>;\n"
        "    .reg .b32 %%r<6>;\n"
        "    .reg .f32 %%f<5>;\n"
        "    .reg .b64 %%rd<11>;\n"
        "    ld.param.u32 %%r1, [a_n];\n"
        "    mov.u32 %%r2, %%ctaid.x;\n"
        "    mov.u32 %%r3, %%ntid.x;\n"
        "    mov.u32 %%r4, %%tid.x;\n"
        "    mad.lo.s32 %%r5, %%r2, %%r3, %%r4;\n"
        "    setp.ge.s32 %%p1, %%r5, %%r1;\n"
        "    @%%p1 bra AXPY_DONE;\n"
        "    ld.param.u64 %%rd1, [a];\n"
        "    ld.param.u64 %%rd2, [b];\n"
        "    ld.param.u64 %%rd3, [c];\n"
        "    ld.param.f32 %%f1, [alpha];\n"
        "    cvta.to.global.u64 %%rd4, %%rd1;\n"
        "    cvta.to.global.u64 %%rd5, %%rd2;\n"
        "    cvta.to.global.u64 %%rd6, %%rd3;\n"
        "    mul.wide.s32 %%rd7, %%r5, 4;\n"
        "    add.s64 %%rd8, %%rd4, %%rd7;\n"
        "    add.s64 %%rd9, %%rd5, %%rd7;\n"
        "    add.s64 %%rd10, %%rd6, %%rd7;\n"
        "    ld.global.f32 %%f2, [%%rd8];\n"
        "    ld.global.f32 %%f3, [%%rd9];\n"
        "    fma.rn.f32 %%f4, %%f1, %%f2, %%f3;\n"
        "    st.global.f32 [%%rd10], %%f4;\n"
        "AXPY_DONE:\n"
        "    ret;\n"
        "}\n"
        "\n"
        ".visible .entry " PTX_FILL_NAME "(\n"
        "    .param .u64 x, .param .u32 x_n, .param .u32 x_s, .param .u32 v)\n"
        ".maxntid 128, 1, 1\n"
        "{\n"
        "    .reg .pred %%p<2>;\n"
        "    .reg .b32 %%r<7>;\n"
        "    .reg .b64 %%rd<5>;\n"
        "    ld.param.u32 %%r1, [x_n];\n"
        "    mov.u32 %%r2, %%ctaid.x;\n"
        "    mov.u32 %%r3, %%ntid.x;\n"
        "    mov.u32 %%r4, %%tid.x;\n"
        "    mad.lo.s32 %%r5, %%r2, %%r3, %%r4;\n"
        "    setp.ge.s32 %%p1, %%r5, %%r1;\n"
        "    @%%p1 bra FILL_DONE;\n"
        "    ld.param.u64 %%rd1, [x];\n"
        "    ld.param.u32 %%r6, [v];\n"
        "    cvta.to.global.u64 %%rd2, %%rd1;\n"
        "    mul.wide.s32 %%rd3, %%r5, 4;\n"
        "    add.s64 %%rd4, %%rd2, %%rd3;\n"
        "    st.global.u32 [%%rd4], %%r6;\n"
        "FILL_DONE:\n"
        "    ret;\n"
        "}\n",
        major, minor, target);
    return n >= 0 && (size_t)n < size ? n : -1;
}

/* A Hopper-only instruction: assembles for sm_90a, nowhere else. */
static inline int ptx_wgmma_module(char *buf, size_t size, const char *target)
{
    int n = snprintf(buf, size,
                     ".version 8.7\n.target %s\n.address_size 64\n"
                     ".visible .entry fence_only()\n{\n    wgmma.fence.sync.aligned;\n"
                     "    ret;\n}\n",
                     target);
    return n >= 0 && (size_t)n < size ? n : -1;
}

#endif
