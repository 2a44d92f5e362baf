/* cuda_math_sets.c — build/cuda_math.c compiles, for each kernel, only the CUDA math functions
 * its PTX declares: a splice must define exactly the declared functions (each name then appears
 * as the kernel's prototype and NVRTC's definition, every other name not at all), past the 64
 * sets a process keeps as well as within them, and a kept set's splice must be the same text
 * the second time. A declared name outside the list is ERROR_INTERNAL with nothing appended.
 * No GPU needed; skips (77) without NVRTC. */
#include <string.h>

#include "codegen/cuda_math.h"
#include "build/cuda_math.h"
#include "test.h"

/* A kernel's PTX declaring the functions of `set` (bit f: ct_cm_fns[f]), as codegen/ptx_math.c
 * writes the declarations, plus an entry that calls nothing. */
static void kernel_ptx(uint32_t set, ct_buf *b)
{
    ct_buf_str(b, ".version 8.0\n.target sm_80\n.address_size 64\n");
    for (int f = 0; f < CT_CM_COUNT; f++) {
        if (!(set >> f & 1))
            continue;
        const char *t = ct_cm_fns[f].f64 ? ".b64" : ".b32";
        ct_buf_printf(b, "\n.extern .func (.param %s func_retval0) ct_cm_%s(.param %s ct_cm_%s_p0",
                      t, ct_cm_fns[f].c_name, t, ct_cm_fns[f].c_name);
        if (ct_cm_fns[f].arity == 2)
            ct_buf_printf(b, ", .param %s ct_cm_%s_p1", t, ct_cm_fns[f].c_name);
        ct_buf_str(b, ");");
    }
    ct_buf_str(b, "\n\n.visible .entry k()\n{\n\tret;\n}\n");
}

static int count(const char *s, const char *needle)
{
    int n = 0;
    for (const char *p = s; (p = strstr(p, needle)); p++)
        n++;
    return n;
}

/* Splices the kernel of `set` into *out (NUL-terminated) and checks which functions it has. */
static void check_set(uint32_t set, ct_buf *out)
{
    ct_buf k;
    ct_buf_init(&k, NULL);
    kernel_ptx(set, &k);
    bool spliced = false;
    ct_diag d = {0};
    out->len = 0;
    CHECK_EQ_INT(ct_cuda_math_splice((const char *)k.data, k.len, "sm_80", out, &spliced, &d),
                 CUTILE_SUCCESS);
    ct_buf_byte(out, 0);
    CHECK(spliced && !out->oom);
    const char *s = (const char *)out->data;
    CHECK(!strstr(s, ".extern"));
    for (int f = 0; f < CT_CM_COUNT; f++) {
        char name[32];
        snprintf(name, sizeof name, "ct_cm_%s(", ct_cm_fns[f].c_name);
        int n = count(s, name);
        if (set >> f & 1)
            CHECK(n >= 2);
        else
            CHECK_EQ_INT(n, 0);
    }
    ct_buf_free(&k);
}

int main(void)
{
    if (!ct_cuda_math_available(NULL, NULL)) {
        printf("SKIPPED: NVRTC cannot be loaded\n");
        return 77;
    }
    ct_buf first, out;
    ct_buf_init(&first, NULL);
    ct_buf_init(&out, NULL);
    /* 70 sets of two functions: more than the 64 kept */
    int sets = 0;
    for (int a = 0; a < CT_CM_COUNT && sets < 70; a++)
        for (int b = a + 1; b < CT_CM_COUNT && sets < 70; b++, sets++) {
            check_set(1u << a | 1u << b, sets ? &out : &first);
        }
    CHECK_EQ_INT(sets, 70);
    check_set(1u << 0 | 1u << 1, &out); /* kept: the same text as its first splice */
    CHECK(out.len == first.len && memcmp(out.data, first.data, out.len) == 0);
    check_set((1u << CT_CM_COUNT) - 1, &out);

    ct_buf k;
    ct_buf_init(&k, NULL);
    ct_buf_str(&k, ".version 8.0\n.target sm_80\n.address_size 64\n\n.extern .func (.param .b32 "
                   "func_retval0) ct_cm_bogusf(.param .b32 ct_cm_bogusf_p0);\n");
    bool spliced = true;
    ct_diag d = {0};
    out.len = 0;
    CHECK_EQ_INT(ct_cuda_math_splice((const char *)k.data, k.len, "sm_80", &out, &spliced, &d),
                 CUTILE_ERROR_INTERNAL);
    CHECK(!spliced && out.len == 0 && strstr(d.msg, "ct_cm_bogusf"));
    ct_buf_free(&k);
    ct_buf_free(&first);
    ct_buf_free(&out);
    TEST_MAIN_END();
}
