/*
 * sm80_ptx.h — a text-form kernel file compiled to PTX for sm_80 by the compiler itself and
 * JIT-compiled by the driver for this device: the public API builds cubins for the device's own
 * target, and sm_80 cubins do not run on later majors, but sm_80 PTX does. This is how the GPU
 * tests check what the library emits for Ampere only (below-sm_90 paths) on an H200.
 * Include after gpu_driver.h, test.h, cutile_rt.h, bytecode/bytecode.h and lower/compile.h.
 */
#ifndef CT_SM80_PTX_H
#define CT_SM80_PTX_H

/* The module of path's sm_80 PTX, with the compile (its kernels' launch metadata) in *res, or
 * NULL (a failed CHECK, *res zeroed) when it does not compile or load. */
static inline CUmodule gpu_sm80_module(const char *path, ct_compile_result *res)
{
    size_t size = 0, bsz = 0;
    unsigned char *text = test_read_file(path, &size);
    void *bc = NULL;
    ct_module *m = NULL;
    ct_diag d = {0};
    ct_compile_config cfg = {.opt_level = 3, .target = ct_target_by_name("sm_80", NULL)};
    CUmodule cm = NULL;
    memset(res, 0, sizeof *res);
    if (!text || cuTileTextToBytecode((const char *)text, size, 0, NULL, &bc, &bsz) ||
        ct_bc_read(bc, bsz, NULL, &m, &d) || ct_compile(m, &cfg, res, &d) ||
        drv.cuModuleLoadData(&cm, res->ptx)) {
        fprintf(stderr, "%s for sm_80: %s\n", path, d.msg[0] ? d.msg : cuTileGetLastErrorMessage());
        CHECK(!"sm_80 PTX compiles and loads");
    }
    ct_module_free(m);
    cuTileFree(NULL, bc);
    free(text);
    return cm;
}

#endif
