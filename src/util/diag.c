/* diag.c — status + message records, and a small hash for in-memory tables. */
#include <stdio.h>
#include <string.h>

#include "util.h"

ct_status ct_diag_vset(ct_diag *d, ct_status status, const char *fmt, va_list ap)
{
    if (!d)
        return status;
    if (d->status != CUTILE_SUCCESS)
        return d->status; /* keep the first, most specific error */
    d->status = status;
    vsnprintf(d->msg, sizeof d->msg, fmt, ap);
    return status;
}

ct_status ct_diag_set(ct_diag *d, ct_status status, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    ct_status s = ct_diag_vset(d, status, fmt, ap);
    va_end(ap);
    return s;
}

void ct_diag_clear(ct_diag *d)
{
    d->status = CUTILE_SUCCESS;
    d->msg[0] = 0;
}

uint64_t ct_hash_bytes(const void *p, size_t n, uint64_t seed)
{
    const uint8_t *s = p;
    uint64_t h = 0xcbf29ce484222325ull ^ seed;
    for (size_t i = 0; i < n; i++) {
        h ^= s[i];
        h *= 0x100000001b3ull;
    }
    return h ^ (h >> 29);
}
