/* compile.c — libFuzzer target for the compiler: bytecode that reads and verifies is lowered
 * through every pass to PTX (no link), for sm_90a or sm_80 by the input's length, so that
 * hostile but valid modules reach the lowering; any result other than a crash, a sanitizer
 * report or a leak is fine (a refusal is an error code). Seeds (scripts/test.sh): test/data
 * (cuTile Python's exports) and test/fixtures/cuda-tile. Its first run found an out-of-bounds
 * operand read in e_gather (a gather with padding but no mask: test/data/raw_copy_f32.v13_1 for
 * sm_80), which the seeds keep covered. Inputs that once failed: test/fuzz/regress/compile/, run
 * again by ctest (fuzz.compile.regress). */
#include "bytecode/bytecode.h"
#include "pass/compile.h"
#include "target/target.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    ct_module *m = NULL;
    ct_diag d = {0};
    if (ct_bc_read(data, size, NULL, &m, &d) != CUTILE_SUCCESS)
        return 0;
    ct_diag_clear(&d);
    if (ct_verify_module(m, &d) == CUTILE_SUCCESS) {
        ct_compile_config cfg = {.target = ct_target_by_name(size % 2 ? "sm_80" : "sm_90a", NULL),
                                 .opt_level = 3};
        ct_compile_result r;
        ct_diag_clear(&d);
        if (ct_compile(m, &cfg, &r, &d) == CUTILE_SUCCESS)
            ct_compile_result_free(&r);
    }
    ct_module_free(m);
    return 0;
}
