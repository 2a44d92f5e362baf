/*
 * prim.h — decoding primitives of the bytecode (spec/bytecode.md §1), used by the reader and
 * tested on their own (test/unit/bc_prim.c). The encoding side is ct_buf_uvar / ct_buf_svar /
 * ct_buf_le in util/buf.c.
 *
 * A cursor walks a byte range of a file. It remembers where the file starts so that padding is
 * measured from the file start (§1.5) and error messages can name absolute file offsets. Every
 * function checks the range first and leaves the cursor where it was when it fails.
 */
#ifndef CT_BC_PRIM_H
#define CT_BC_PRIM_H

#include <stddef.h>
#include <stdint.h>

typedef struct ct_rd {
    const uint8_t *base; /* first byte of the file */
    const uint8_t *p;    /* next byte to read */
    const uint8_t *end;  /* one past the last byte of the range */
} ct_rd;

/* Results of the primitives: success, the range ends too early, or the value does not fit. */
enum { CT_RD_OK = 0, CT_RD_EOF = 1, CT_RD_RANGE = 2 };

static inline ct_rd ct_rd_make(const uint8_t *base, const uint8_t *p, const uint8_t *end)
{
    ct_rd c = {base, p, end};
    return c;
}

static inline size_t ct_rd_left(const ct_rd *c) { return (size_t)(c->end - c->p); }
static inline size_t ct_rd_offset(const ct_rd *c) { return (size_t)(c->p - c->base); }

static inline int ct_rd_u8(ct_rd *c, uint8_t *v)
{
    if (c->p == c->end)
        return CT_RD_EOF;
    *v = *c->p++;
    return CT_RD_OK;
}

/* Little-endian unsigned integer of n (1…8) bytes. */
static inline uint64_t ct_rd_le_at(const uint8_t *p, int n)
{
    uint64_t v = 0;
    for (int i = n - 1; i >= 0; i--)
        v = (v << 8) | p[i];
    return v;
}

static inline int ct_rd_le(ct_rd *c, int n, uint64_t *v)
{
    if (ct_rd_left(c) < (size_t)n)
        return CT_RD_EOF;
    *v = ct_rd_le_at(c->p, n);
    c->p += n;
    return CT_RD_OK;
}

/* n raw bytes: *p points into the file. */
static inline int ct_rd_bytes(ct_rd *c, size_t n, const uint8_t **p)
{
    if (ct_rd_left(c) < n)
        return CT_RD_EOF;
    *p = c->p;
    c->p += n;
    return CT_RD_OK;
}

/* LEB128 groups of up to 10 bytes into a 70-bit number: *lo holds bits 0…63, *hi bits 64…69.
 * Non-minimal encodings are accepted (as the reference reader does). */
static inline int ct_rd_var70(ct_rd *c, uint64_t *lo, uint64_t *hi)
{
    uint64_t v = 0;
    const uint8_t *p = c->p;
    for (int i = 0; i < 10; i++) {
        if (p == c->end)
            return CT_RD_EOF;
        uint8_t b = *p++;
        if (i == 9) {
            if (b & 0x80)
                return CT_RD_RANGE; /* an 11th byte would follow */
            *lo = v | ((uint64_t)(b & 1) << 63);
            *hi = (uint64_t)(b & 0x7f) >> 1;
            c->p = p;
            return CT_RD_OK;
        }
        v |= (uint64_t)(b & 0x7f) << (7 * i);
        if (!(b & 0x80)) {
            *lo = v;
            *hi = 0;
            c->p = p;
            return CT_RD_OK;
        }
    }
    return CT_RD_RANGE; /* not reached */
}

/* uvar (§1.2). A value that needs more than 64 bits is CT_RD_RANGE: the reference reader drops
 * those bits silently, we refuse to guess. */
static inline int ct_rd_uvar(ct_rd *c, uint64_t *v)
{
    const uint8_t *start = c->p;
    uint64_t hi;
    int e = ct_rd_var70(c, v, &hi);
    if (e == CT_RD_OK && hi) {
        c->p = start;
        return CT_RD_RANGE;
    }
    return e;
}

static inline int64_t ct_rd_unzigzag(uint64_t u) { return (int64_t)((u >> 1) ^ (0 - (u & 1))); }

/* svar (§1.3): zig-zag, then uvar. */
static inline int ct_rd_svar(ct_rd *c, int64_t *v)
{
    uint64_t u;
    int e = ct_rd_uvar(c, &u);
    if (e == CT_RD_OK)
        *v = ct_rd_unzigzag(u);
    return e;
}

/* Skips the padding that makes the next byte's file offset a multiple of align (§1.5); the
 * pad byte values are not checked. Zero padding at the end of the range is fine. */
static inline int ct_rd_pad(ct_rd *c, uint64_t align)
{
    uint64_t off = ct_rd_offset(c);
    uint64_t pad = align > 1 ? (align - off % align) % align : 0;
    if (pad > ct_rd_left(c))
        return CT_RD_EOF;
    c->p += pad;
    return CT_RD_OK;
}

/* The bit pattern of a value of `bits` (1…64) bits in APInt form (§1.6), zero-extended.
 * Up to 8 bits: one byte. 9…64 bits: zig-zag varint of the pattern read as a signed 64-bit
 * number; also accepts cuTile Python's 65-bit form of patterns with the top bit set (10th byte
 * 02/03), which is the pattern shifted left by one with bit 0 set. The value must fit. */
static inline int ct_rd_apint(ct_rd *c, unsigned bits, uint64_t *v)
{
    const uint8_t *start = c->p;
    uint64_t val;
    if (bits <= 8) {
        uint8_t b;
        int e = ct_rd_u8(c, &b);
        if (e)
            return e;
        val = b;
    } else {
        uint64_t lo, hi;
        int e = ct_rd_var70(c, &lo, &hi);
        if (e)
            return e;
        if (hi > 1) {
            c->p = start;
            return CT_RD_RANGE;
        }
        val = hi ? (lo >> 1) | (hi << 63) : (uint64_t)ct_rd_unzigzag(lo);
    }
    if (bits < 64 && (val >> bits)) {
        c->p = start;
        return CT_RD_RANGE;
    }
    *v = val;
    return CT_RD_OK;
}

#endif
