/* export_test.h — what the compiler tests that take cuTile's exports share: reading and
 * verifying one (test/data), and linking the PTX compiled from it with nvJitLink. */
#ifndef CT_TEST_EXPORT_TEST_H
#define CT_TEST_EXPORT_TEST_H

#include "bytecode/bytecode.h"
#include "toolkit/jitlink.h"
#include "test.h"

/* The module in file `path`, read and verified; NULL (and a failed check) otherwise. */
static inline ct_module *test_load_export(const char *path)
{
    size_t size = 0;
    unsigned char *data = test_read_file(path, &size);
    ct_module *m = NULL;
    ct_diag d = {0};
    CHECK(data != NULL);
    if (data && (ct_bc_read(data, size, NULL, &m, &d) || ct_verify_module(m, &d))) {
        fprintf(stderr, "%s: %s\n", path, d.msg);
        CHECK(!"module loads and verifies");
        ct_module_free(m);
        m = NULL;
    }
    free(data);
    return m;
}

/* Links `ptx` for `target` into *cubin (initialised by the caller), checking that nvJitLink
 * accepts it; `what` names it in the message of a failure. */
static inline ct_status test_link_export(const char *ptx, size_t len, const char *target,
                                         const char *what, ct_buf *cubin)
{
    ct_link_input in = {ptx, len, what};
    ct_link_options o = {.arch = target, .opt_level = 3};
    ct_diag d = {0};
    ct_status s = ct_link_ptx(&in, 1, &o, cubin, NULL, &d);
    if (s)
        fprintf(stderr, "%s for %s: %s\n", what, target, d.msg);
    CHECK_EQ_INT(s, CUTILE_SUCCESS);
    return s;
}

#endif
