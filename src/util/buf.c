/* buf.c — growable byte buffers and the primitive encodings the writers share. */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "util.h"

void ct_buf_init(ct_buf *b, const cuTileAllocator *al)
{
    memset(b, 0, sizeof *b);
    b->al = al;
}

void ct_buf_free(ct_buf *b)
{
    ct_free(b->al, b->data, b->cap);
    b->data = NULL;
    b->len = b->cap = 0;
}

int ct_buf_reserve(ct_buf *b, size_t extra)
{
    if (b->oom)
        return -1;
    if (extra <= b->cap - b->len)
        return 0;
    size_t cap = b->cap ? b->cap : 256;
    while (cap - b->len < extra) {
        if (cap > SIZE_MAX / 2) {
            b->oom = 1;
            return -1;
        }
        cap *= 2;
    }
    uint8_t *p = ct_realloc(b->al, b->data, b->cap, cap);
    if (!p) {
        b->oom = 1;
        return -1;
    }
    b->data = p;
    b->cap = cap;
    return 0;
}

void ct_buf_put(ct_buf *b, const void *p, size_t n)
{
    if (n == 0 || ct_buf_reserve(b, n))
        return;
    memcpy(b->data + b->len, p, n);
    b->len += n;
}

void ct_buf_byte(ct_buf *b, uint8_t v) { ct_buf_put(b, &v, 1); }

void ct_buf_str(ct_buf *b, const char *s) { ct_buf_put(b, s, strlen(s)); }

void ct_buf_printf(ct_buf *b, const char *fmt, ...)
{
    char small[256];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    if ((size_t)n < sizeof small) {
        ct_buf_put(b, small, (size_t)n);
        return;
    }
    if (ct_buf_reserve(b, (size_t)n + 1))
        return;
    va_start(ap, fmt);
    vsnprintf((char *)b->data + b->len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    b->len += (size_t)n;
}

void ct_buf_uvar(ct_buf *b, uint64_t v)
{
    uint8_t tmp[10];
    int n = 0;
    do {
        uint8_t byte = v & 0x7f;
        v >>= 7;
        tmp[n++] = byte | (v ? 0x80 : 0);
    } while (v);
    ct_buf_put(b, tmp, (size_t)n);
}

void ct_buf_svar(ct_buf *b, int64_t v)
{
    ct_buf_uvar(b, ((uint64_t)v << 1) ^ (uint64_t)(v >> 63));
}

void ct_buf_le(ct_buf *b, uint64_t v, int nbytes)
{
    uint8_t tmp[8];
    for (int i = 0; i < nbytes; i++)
        tmp[i] = (uint8_t)(v >> (8 * i));
    ct_buf_put(b, tmp, (size_t)nbytes);
}

uint8_t *ct_buf_take(ct_buf *b, size_t *len)
{
    ct_buf_byte(b, 0);
    if (b->oom) {
        ct_buf_free(b);
        b->oom = 0;
        return NULL;
    }
    uint8_t *p = b->data;
    if (len)
        *len = b->len - 1;
    b->data = NULL;
    b->len = b->cap = 0;
    return p;
}

ct_status ct_read_file(const char *path, ct_buf *b, ct_diag *d)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return ct_diag_set(d, CUTILE_ERROR_IO, "cannot open %s: %s", path, strerror(errno));
    size_t start = b->len, n;
    char chunk[65536];
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
        ct_buf_put(b, chunk, n);
    int err = ferror(f) ? errno : 0;
    fclose(f);
    ct_status s = CUTILE_SUCCESS;
    if (err)
        s = ct_diag_set(d, CUTILE_ERROR_IO, "cannot read %s: %s", path, strerror(err));
    else if (b->oom)
        s = ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory reading %s", path);
    if (s && !b->oom)
        b->len = start;
    return s;
}
