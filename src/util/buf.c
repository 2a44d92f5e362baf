/* buf.c — growable byte buffers and the primitive encodings the writers share. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

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

/* Regular files are checked against the cap by their size before anything is read; pipes and
 * FIFOs (`cutile dis <(…)`) have no size, so their read stops at the cap. Other kinds (a
 * device such as /dev/zero, a socket) are refused: they may never end. */
static ct_status input_kind(int fd, const char *path, struct stat *st, ct_diag *d)
{
    if (fstat(fd, st))
        return ct_diag_set(d, CUTILE_ERROR_IO, "cannot stat %s: %s", path, strerror(errno));
    if (!S_ISREG(st->st_mode) && !S_ISFIFO(st->st_mode))
        return ct_diag_set(d, CUTILE_ERROR_IO, "%s is not a regular file or a pipe", path);
    if (S_ISREG(st->st_mode) && (uint64_t)st->st_size > CT_MAX_INPUT_FILE_SIZE)
        return ct_diag_set(d, CUTILE_ERROR_IO, "%s is larger than the %u MiB limit on input files",
                           path, CT_MAX_INPUT_FILE_SIZE >> 20);
    /* opened without blocking, so that a FIFO without a writer is an empty file rather than a
     * wait for one; reads may block (a pipe's writer is slow, not absent) */
    if (S_ISFIFO(st->st_mode) && fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK))
        return ct_diag_set(d, CUTILE_ERROR_IO, "cannot read %s: %s", path, strerror(errno));
    return CUTILE_SUCCESS;
}

static ct_status read_fd(int fd, const char *path, size_t expect, ct_buf *b, ct_diag *d)
{
    size_t start = b->len;
    if (ct_buf_reserve(b, expect + 1))
        return ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory reading %s", path);
    for (;;) {
        if (b->len - start > CT_MAX_INPUT_FILE_SIZE)
            return ct_diag_set(d, CUTILE_ERROR_IO, "%s is larger than the %u MiB limit on input "
                               "files", path, CT_MAX_INPUT_FILE_SIZE >> 20);
        if (ct_buf_reserve(b, 1))
            return ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory reading %s", path);
        ssize_t r = read(fd, b->data + b->len, b->cap - b->len);
        if (r < 0 && errno == EINTR)
            continue;
        if (r < 0)
            return ct_diag_set(d, CUTILE_ERROR_IO, "cannot read %s: %s", path, strerror(errno));
        if (r == 0)
            return CUTILE_SUCCESS;
        b->len += (size_t)r;
    }
}

ct_status ct_read_file(const char *path, ct_buf *b, ct_diag *d)
{
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return ct_diag_set(d, CUTILE_ERROR_IO, "cannot open %s: %s", path, strerror(errno));
    size_t start = b->len;
    struct stat st;
    ct_status s = input_kind(fd, path, &st, d);
    if (!s)
        s = read_fd(fd, path, S_ISREG(st.st_mode) ? (size_t)st.st_size : 0, b, d);
    close(fd);
    if (s)
        b->len = start;
    return s;
}
