/*
 * bc_write.c — libFuzzer target for the bytecode writer, judged by the reader and verifier.
 *
 * Text that parses and verifies is written at every version 13.1 … 13.4. Each write either
 * fails with CUTILE_ERROR_CANNOT_ENCODE (the version or the reader's limits cannot carry the
 * module) or CUTILE_ERROR_OUT_OF_MEMORY, or succeeds with bytes B that read back and verify,
 * and then:
 *  - the module read back writes B again (the writer's own output is stable);
 *  - at the module's own version, its text parses, verifies and writes B again (the text form
 *    carries everything the bytes do). The text of the input itself may differ in one way
 *    only: a module without debug locations gains `loc(unknown)` ones (write.c's claims).
 * Any other outcome — another status, a file the reader or verifier refuses, other bytes — is
 * a bug (trap). Seeds: test/fuzz/corpus/bc_write/ (text files as `cutile dis` prints them).
 */
#include <stdlib.h>
#include <string.h>

#include "bytecode/bytecode.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* ct_bc_write that traps on anything but success, CANNOT_ENCODE and OUT_OF_MEMORY. */
static ct_status write_or_trap(const ct_module *m, int version, ct_buf *b)
{
    ct_buf_init(b, NULL);
    ct_diag d = {0};
    ct_status s = ct_bc_write(m, version, b, &d);
    if (s != CUTILE_SUCCESS && s != CUTILE_ERROR_CANNOT_ENCODE &&
        s != CUTILE_ERROR_OUT_OF_MEMORY)
        __builtin_trap(); /* verified IR the writer calls malformed */
    return s || b->oom ? CUTILE_ERROR_OUT_OF_MEMORY : CUTILE_SUCCESS;
}

static ct_module *read_or_trap(const ct_buf *b)
{
    ct_module *m = NULL;
    ct_diag d = {0};
    if (ct_bc_read(b->data, b->len, NULL, &m, &d) != CUTILE_SUCCESS)
        __builtin_trap(); /* a file its own reader refuses */
    if (ct_verify_module(m, &d) != CUTILE_SUCCESS)
        __builtin_trap(); /* a file that no longer verifies */
    return m;
}

/* m written again at `version` must give exactly `want`. */
static void same_bytes_or_trap(const ct_module *m, int version, const ct_buf *want)
{
    ct_buf b;
    if (write_or_trap(m, version, &b) != CUTILE_SUCCESS)
        __builtin_trap(); /* what was written once cannot be written again */
    if (b.len != want->len || memcmp(b.data, want->data, b.len) != 0)
        __builtin_trap();
    ct_buf_free(&b);
}

/* The text of m parsed back: it must parse and verify. */
static ct_module *text_round_trip(const ct_module *m)
{
    ct_buf t;
    ct_buf_init(&t, NULL);
    if (ct_print_module(m, &t) != CUTILE_SUCCESS || t.oom)
        __builtin_trap();
    ct_module *back = NULL;
    ct_diag d = {0};
    if (ct_parse_module((const char *)t.data, t.len, NULL, &back, &d) != CUTILE_SUCCESS ||
        ct_verify_module(back, &d) != CUTILE_SUCCESS)
        __builtin_trap(); /* the printer wrote what the parser or verifier refuses */
    ct_buf_free(&t);
    return back;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    ct_diag d = {0};
    ct_module *m = NULL;
    if (ct_parse_module((const char *)data, size, NULL, &m, &d) != CUTILE_SUCCESS ||
        ct_verify_module(m, &d) != CUTILE_SUCCESS) {
        ct_module_free(m);
        return 0;
    }
    for (int v = CT_V13_1; v <= CT_V13_4; v++) {
        ct_buf b;
        if (write_or_trap(m, v, &b) == CUTILE_SUCCESS) {
            ct_module *back = read_or_trap(&b);
            same_bytes_or_trap(back, v, &b);
            if (v == m->version) {
                ct_module *again = text_round_trip(back);
                same_bytes_or_trap(again, v, &b);
                ct_module_free(again);
            }
            ct_module_free(back);
        }
        ct_buf_free(&b);
    }
    ct_module_free(m);
    return 0;
}
