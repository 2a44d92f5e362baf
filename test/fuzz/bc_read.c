/* bc_read.c — libFuzzer target for the bytecode reader: read, verify what was read, free.
 * Seeds: the files under test/fixtures/cuda-tile, test/data and test/fuzz/corpus/bc_read. Inputs
 * that once crashed it are kept in test/fuzz/regress/bc_read (the unit test reads them too). */
#include "bytecode/bytecode.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    ct_module *m = NULL;
    ct_diag d = {0};
    if (ct_bc_read(data, size, NULL, &m, &d) != CUTILE_SUCCESS)
        return 0;
    ct_diag_clear(&d);
    ct_verify_module(m, &d);
    ct_module_free(m);
    return 0;
}
