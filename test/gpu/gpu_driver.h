/*
 * gpu_driver.h — the CUDA driver table the GPU tests call themselves (samples/common/
 * cuda_driver.h, shared with the samples and benchmarks), one instance for every test in
 * test/gpu/. The driver is opened with dlopen (gpu_open_driver), or its entry points are looked
 * up through the library's own loaded driver (cuda_driver_fill, run_gpu_tests.c), so a machine without a driver runs the tests and they report "skipped".
 */
#ifndef CT_GPU_DRIVER_H
#define CT_GPU_DRIVER_H

#include <stdio.h>

#include "cuda_driver.h"
#include "cutile_rt.h"

static cuda_driver drv;

/* Opens the driver, fills drv, and makes device 0's primary context current. 0 on success,
 * -1 if there is no usable driver or GPU (the caller reports "skipped"). */
static inline int gpu_open_driver(void)
{
    CUdevice dev;
    CUcontext c;
    return cuda_driver_open(&drv) || cuda_driver_primary_context(&drv, &dev, &c) ? -1 : 0;
}

/* gpu_open_driver, then a library context with no disk cache (every load compiles) in *ctx.
 * 0, or -1 having printed "SKIPPED: <why>" (the test then exits 77, skipped). */
static inline int gpu_open_context(cuTileContext *ctx)
{
    if (gpu_open_driver()) {
        printf("SKIPPED: no CUDA driver/GPU\n");
        return -1;
    }
    cuTileContextOptions o = {.struct_size = sizeof o, .cache_disable = 1};
    if (cuTileContextCreate(ctx, &o)) {
        printf("SKIPPED: %s\n", cuTileGetLastErrorMessage());
        return -1;
    }
    return 0;
}

#endif
