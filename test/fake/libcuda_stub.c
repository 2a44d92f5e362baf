/* libcuda_stub.c — a stand-in libcuda.so.1 for tests, behaving as the CUDA toolkit's stub
 * library does where no driver is installed: every function the library looks up exists and
 * fails with CUDA_ERROR_STUB_LIBRARY (34), cuGetErrorName included (so the error has no name).
 * Each symbol gets the driver's name through an assembler label; the library calls only cuInit
 * and cuGetErrorName before giving up, both of which take their arguments in registers that
 * this body ignores. */
#include "launch/cuda.h"

#define CT_X_(member, symbol, required, params)                                                \
    CUresult stub_##member(void) __asm__(symbol);                                              \
    CUresult stub_##member(void) { return CUDA_ERROR_STUB_LIBRARY; }
CT_CUDA_FUNCS(CT_X_)
#undef CT_X_
