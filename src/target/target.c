/* target.c — the target table (target.h) and its lookups. */
#include <stdio.h>
#include <string.h>

#include "target/target.h"

const ct_target ct_targets[CT_TARGET_COUNT] = {
#define CT_X_(id, nm, ptx, ptx_lo, lo, hi, smem, l2, feats)                                    \
    [CT_TARGET_##id] = {CT_TARGET_##id, nm, (ptx) / 10, (ptx) % 10, ptx_lo, lo, hi, smem, l2,     \
                        feats},
    CT_TARGET_LIST(CT_X_)
#undef CT_X_
};

static const char *const feature_names[CT_FEATURE_COUNT] = {
#define CT_X_(id, name) [CT_FEATURE_BIT_##id] = name,
    CT_FEATURE_LIST(CT_X_)
#undef CT_X_
};

const char *ct_feature_name(int bit)
{
    return bit >= 0 && bit < CT_FEATURE_COUNT ? feature_names[bit] : "?";
}

/* "sm_80, sm_86, …" for messages. */
static const char *known_names(char *buf, size_t size)
{
    size_t n = 0;
    buf[0] = 0;
    for (int i = 0; i < CT_TARGET_COUNT && n < size; i++)
        n += (size_t)snprintf(buf + n, size - n, "%s%s", i ? ", " : "", ct_targets[i].name);
    return buf;
}

const ct_target *ct_target_by_name(const char *name, ct_diag *d)
{
    if (!name) {
        ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT, "GPU target name is NULL");
        return NULL;
    }
    /* "90a" is accepted as short for "sm_90a". */
    const char *bare = strncmp(name, "sm_", 3) == 0 ? name + 3 : name;
    for (int i = 0; i < CT_TARGET_COUNT; i++)
        if (strcmp(ct_targets[i].name + 3, bare) == 0)
            return &ct_targets[i];
    char known[128];
    ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT, "unknown GPU target '%s' (known: %s)", name,
                known_names(known, sizeof known));
    return NULL;
}

const ct_target *ct_target_for_cc(int major, int minor, ct_diag *d)
{
    int cc = major * 10 + minor;
    if (major >= 0 && minor >= 0 && minor <= 9)
        for (int i = 0; i < CT_TARGET_COUNT; i++)
            if (ct_targets[i].cc_lo && cc >= ct_targets[i].cc_lo && cc <= ct_targets[i].cc_hi)
                return &ct_targets[i];
    char known[128];
    ct_diag_set(d, CUTILE_ERROR_NOT_SUPPORTED,
                "no GPU target for compute capability %d.%d (targets: %s)", major, minor,
                known_names(known, sizeof known));
    return NULL;
}

int ct_target_runs_on(const ct_target *t, int cc)
{
    const char *p = t->name + 3; /* the digits after "sm_" */
    int sm = 0;
    while (*p >= '0' && *p <= '9')
        sm = sm * 10 + (*p++ - '0');
    if (*p == 'a')
        return cc == sm;
    return cc / 10 == sm / 10 && cc >= sm;
}
