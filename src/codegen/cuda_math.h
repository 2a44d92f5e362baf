/*
 * cuda_math.h — the functions of CUDA's math library (libdevice) that the math ops call when
 * the compile config's cuda_math is set (pass/compile.h): the one list the code generator
 * (ptx_math.c: calls and `.extern .func` declarations) and the linker side (build/cuda_math.c:
 * the NVRTC source that defines them, spliced into the kernel's PTX) share. Pure data.
 *
 * X(id, c_name, arity, f64): the PTX function is "ct_cm_" c_name, defined by NVRTC as
 *     extern "C" __device__ T ct_cm_<c_name>(T x[, T y]) { return <c_name>(x[, y]); }
 * with T float (f64 = 0) or double, compiled with NVRTC's defaults (no fast math, no ftz,
 * IEEE division and square root), as nvcc compiles torch's kernels.
 */
#ifndef CT_CODEGEN_CUDA_MATH_H
#define CT_CODEGEN_CUDA_MATH_H

#define CT_CUDA_MATH_LIST(X)                                                                   \
    X(EXPF, "expf", 1, 0)                                                                      \
    X(EXP2F, "exp2f", 1, 0)                                                                    \
    X(LOGF, "logf", 1, 0)                                                                      \
    X(LOG2F, "log2f", 1, 0)                                                                    \
    X(SINF, "sinf", 1, 0)                                                                      \
    X(COSF, "cosf", 1, 0)                                                                      \
    X(TANF, "tanf", 1, 0)                                                                      \
    X(SINHF, "sinhf", 1, 0)                                                                    \
    X(COSHF, "coshf", 1, 0)                                                                    \
    X(TANHF, "tanhf", 1, 0)                                                                    \
    X(POWF, "powf", 2, 0)                                                                      \
    X(ATAN2F, "atan2f", 2, 0)                                                                  \
    X(EXP, "exp", 1, 1)                                                                        \
    X(EXP2, "exp2", 1, 1)                                                                      \
    X(LOG, "log", 1, 1)                                                                        \
    X(LOG2, "log2", 1, 1)                                                                      \
    X(SIN, "sin", 1, 1)                                                                        \
    X(COS, "cos", 1, 1)                                                                        \
    X(TAN, "tan", 1, 1)                                                                        \
    X(SINH, "sinh", 1, 1)                                                                      \
    X(COSH, "cosh", 1, 1)                                                                      \
    X(TANH, "tanh", 1, 1)                                                                      \
    X(POW, "pow", 2, 1)                                                                        \
    X(ATAN2, "atan2", 2, 1)

enum {
#define CT_X_(id, c_name, arity, f64) CT_CM_##id,
    CT_CUDA_MATH_LIST(CT_X_)
#undef CT_X_
    CT_CM_COUNT
};

/* The prefix of every such function's PTX name. */
#define CT_CM_PREFIX "ct_cm_"

/* The list as data, indexed by CT_CM_* (ptx_math.c). */
typedef struct ct_cm_fn {
    const char *name;   /* the PTX function: CT_CM_PREFIX c_name */
    const char *c_name; /* CUDA's */
    int arity, f64;
} ct_cm_fn;
extern const ct_cm_fn ct_cm_fns[CT_CM_COUNT];

#endif
