/*
 * sm80_ptx.h — a text-form kernel file compiled to PTX for an older target (sm_80, or sm_89
 * for its f8 cvt) by the compiler itself and JIT-compiled by the driver for this device: the
 * public API builds cubins for the device's own target, and sm_80/sm_89 cubins do not run on
 * later majors, but their PTX does. This is how the GPU tests check what the library emits for
 * Ampere and Ada only (below-sm_90 paths) on an H200.
 * Include after gpu_driver.h, test.h, cutile_rt.h, bytecode/bytecode.h and pass/compile.h.
 */
#ifndef CT_SM80_PTX_H
#define CT_SM80_PTX_H

/* The module of path's PTX for `target` ("sm_80", "sm_89"), the text written as bytecode
 * `version` (1301…1304; 0: 13.3), compiled with `knobs` (NULL: all zero), with the compile (its
 * kernels' launch metadata) in *res, or NULL (a failed CHECK, *res zeroed) when it does not
 * compile or load. */
static inline CUmodule gpu_ptx_module_knobs(const char *path, const char *target, int version,
                                            const ct_compile_knobs *knobs, ct_compile_result *res)
{
    size_t size = 0, bsz = 0;
    unsigned char *text = test_read_file(path, &size);
    void *bc = NULL;
    ct_module *m = NULL;
    ct_diag d = {0};
    ct_compile_config cfg = {.opt_level = 3, .target = ct_target_by_name(target, NULL)};
    if (knobs)
        cfg.knobs = *knobs;
    CUmodule cm = NULL;
    memset(res, 0, sizeof *res);
    if (!text || cuTileTextToBytecode((const char *)text, size, version, NULL, &bc, &bsz) ||
        ct_bc_read(bc, bsz, NULL, &m, &d) || ct_compile(m, &cfg, res, &d) ||
        drv.cuModuleLoadData(&cm, res->ptx)) {
        fprintf(stderr, "%s for %s: %s\n", path, target,
                d.msg[0] ? d.msg : cuTileGetLastErrorMessage());
        CHECK(!"PTX compiles and loads");
    }
    ct_module_free(m);
    cuTileFree(NULL, bc);
    free(text);
    return cm;
}

static inline CUmodule gpu_ptx_module(const char *path, const char *target, int version,
                                      ct_compile_result *res)
{
    return gpu_ptx_module_knobs(path, target, version, NULL, res);
}

static inline CUmodule gpu_sm80_module(const char *path, ct_compile_result *res)
{
    return gpu_ptx_module(path, "sm_80", 0, res);
}

#endif
