/*
 * text_parse.c — libFuzzer target for the text parser (src/ir/parse.c).
 *
 * Any input must either parse, or fail with CUTILE_ERROR_PARSE and a "line L, column C: …"
 * message (or CUTILE_ERROR_OUT_OF_MEMORY); never crash, read out of bounds or leak. A module
 * that parses must print stably: print(parse(print(m))) == print(m).
 * Seeds: test/fuzz/corpus/text_parse/. Inputs that once failed: test/fuzz/regress/text_parse/.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static char *print_or_trap(const ct_module *m, size_t *len)
{
    ct_buf b;
    ct_buf_init(&b, NULL);
    if (ct_print_module(m, &b) != CUTILE_SUCCESS)
        __builtin_trap();
    char *s = (char *)ct_buf_take(&b, len);
    if (!s)
        __builtin_trap();
    return s;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    ct_diag d = {0};
    ct_module *m = NULL;
    ct_status s = ct_parse_module((const char *)data, size, NULL, &m, &d);
    if (s != CUTILE_SUCCESS) {
        if (m || (s != CUTILE_ERROR_PARSE && s != CUTILE_ERROR_OUT_OF_MEMORY) ||
            (s == CUTILE_ERROR_PARSE && strncmp(d.msg, "line ", 5) != 0))
            __builtin_trap();
        return 0;
    }
    size_t len1, len2;
    char *t1 = print_or_trap(m, &len1);
    ct_module *m2 = NULL;
    ct_diag d2 = {0};
    if (ct_parse_module(t1, len1, NULL, &m2, &d2) != CUTILE_SUCCESS)
        __builtin_trap(); /* the printer wrote something the parser refuses */
    char *t2 = print_or_trap(m2, &len2);
    if (len1 != len2 || memcmp(t1, t2, len1) != 0)
        __builtin_trap(); /* printing is not stable */
    free(t1);
    free(t2);
    ct_module_free(m);
    ct_module_free(m2);
    return 0;
}
