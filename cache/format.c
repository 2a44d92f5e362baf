/* format.c — the bytes of the cache: key derivation, the entry header and the metadata header
 * (cache/FORMAT.md §1–§3). Pure functions; no files here. */
#include <string.h>
#include <time.h>

#include <xxhash.h>

#include "cache/cache_impl.h"

static const uint8_t entry_magic[8] = {'C', 'T', 'C', 'A', 'C', 'H', 'E', 0};
static const uint8_t meta_magic[4] = {'C', 'T', 'M', 'D'};

static void put_le(uint8_t *p, uint64_t v, int n)
{
    for (int i = 0; i < n; i++)
        p[i] = (uint8_t)(v >> (8 * i));
}

static uint64_t get_le(const uint8_t *p, int n)
{
    uint64_t v = 0;
    for (int i = n - 1; i >= 0; i--)
        v = v << 8 | p[i];
    return v;
}

/* ---- keys ---- */

/* One list item: its length as u64 LE, then its bytes. */
static void key_item(XXH3_state_t *st, const void *p, size_t n)
{
    uint8_t len[8];
    put_le(len, n, 8);
    XXH3_128bits_update(st, len, sizeof len);
    if (n)
        XXH3_128bits_update(st, p, n);
}

ct_status ct_cache_key_compute(const ct_cache_key_parts *k, ct_cache_key *key, ct_diag *d)
{
    if (!k->library_version || !k->jitlink_version || !k->target)
        return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT,
                           "cache key: a version or target is NULL");
    if ((!k->options && k->options_size) || (!k->bytecode && k->bytecode_size))
        return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT, "cache key: NULL bytes with a size");
    XXH3_state_t *st = XXH3_createState();
    if (!st)
        return ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "cache key: out of memory");
    uint8_t fmt[4];
    put_le(fmt, CT_CACHE_FORMAT_VERSION, 4);
    XXH3_128bits_reset(st);
    key_item(st, fmt, sizeof fmt);
    key_item(st, k->library_version, strlen(k->library_version));
    key_item(st, k->jitlink_version, strlen(k->jitlink_version));
    key_item(st, k->target, strlen(k->target));
    key_item(st, k->options, k->options_size);
    key_item(st, k->bytecode, k->bytecode_size);
    XXH128_canonical_t c;
    XXH128_canonicalFromHash(&c, XXH3_128bits_digest(st));
    XXH3_freeState(st);
    memcpy(key->bytes, c.digest, sizeof key->bytes);
    return CUTILE_SUCCESS;
}

void ct_cache_key_hex(const ct_cache_key *key, char hex[33])
{
    static const char digits[] = "0123456789abcdef";
    for (int i = 0; i < 16; i++) {
        hex[2 * i] = digits[key->bytes[i] >> 4];
        hex[2 * i + 1] = digits[key->bytes[i] & 15];
    }
    hex[32] = 0;
}

static int hex_digit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

int ct_cache_key_parse_hex(const char *s, size_t n, ct_cache_key *key)
{
    if (n != 32)
        return -1;
    for (int i = 0; i < 16; i++) {
        int hi = hex_digit(s[2 * i]), lo = hex_digit(s[2 * i + 1]);
        if (hi < 0 || lo < 0)
            return -1;
        key->bytes[i] = (uint8_t)(hi << 4 | lo);
    }
    return 0;
}

/* ---- entry header: magic, version, flags, key, sizes, checksum ---- */

/* Chained through the seed rather than streamed: no hash state to allocate, so the check
 * cannot fail for want of memory. */
uint64_t ct_cache_checksum(const uint8_t header[CT_CACHE_HEADER_SIZE], const void *meta,
                           size_t meta_size, const void *cubin, size_t cubin_size)
{
    uint64_t h = XXH3_64bits(header, 48);
    h = XXH3_64bits_withSeed(meta, meta_size, h);
    return XXH3_64bits_withSeed(cubin, cubin_size, h);
}

void ct_cache_header_encode(const ct_cache_key *key, const void *meta, size_t meta_size,
                            const void *cubin, size_t cubin_size,
                            uint8_t out[CT_CACHE_HEADER_SIZE])
{
    memcpy(out, entry_magic, 8);
    put_le(out + 8, CT_CACHE_FORMAT_VERSION, 4);
    put_le(out + 12, 0, 4);
    memcpy(out + 16, key->bytes, 16);
    put_le(out + 32, meta_size, 8);
    put_le(out + 40, cubin_size, 8);
    put_le(out + 48, 0, 8);
    put_le(out + 48, ct_cache_checksum(out, meta, meta_size, cubin, cubin_size), 8);
}

ct_status ct_cache_header_decode(const uint8_t in[CT_CACHE_HEADER_SIZE], uint64_t file_size,
                                 const ct_cache_key *expect, ct_cache_header *h, ct_diag *d)
{
    if (file_size < CT_CACHE_HEADER_SIZE)
        return ct_diag_set(d, CUTILE_ERROR_CACHE, "entry is %llu bytes, shorter than its header",
                           (unsigned long long)file_size);
    if (memcmp(in, entry_magic, 8) != 0)
        return ct_diag_set(d, CUTILE_ERROR_CACHE, "bad magic");
    uint64_t version = get_le(in + 8, 4);
    if (version != CT_CACHE_FORMAT_VERSION)
        return ct_diag_set(d, CUTILE_ERROR_CACHE, "format version %llu, expected %u",
                           (unsigned long long)version, CT_CACHE_FORMAT_VERSION);
    if (get_le(in + 12, 4) != 0)
        return ct_diag_set(d, CUTILE_ERROR_CACHE, "unknown flags");
    memcpy(h->key.bytes, in + 16, 16);
    if (memcmp(h->key.bytes, expect->bytes, 16) != 0)
        return ct_diag_set(d, CUTILE_ERROR_CACHE, "key in the header differs from the file name");
    h->meta_size = get_le(in + 32, 8);
    h->cubin_size = get_le(in + 40, 8);
    h->checksum = get_le(in + 48, 8);
    uint64_t payload = file_size - CT_CACHE_HEADER_SIZE;
    if (h->meta_size > payload || h->cubin_size != payload - h->meta_size)
        return ct_diag_set(d, CUTILE_ERROR_CACHE,
                           "sizes (metadata %llu, cubin %llu) do not add up to the file size %llu",
                           (unsigned long long)h->meta_size, (unsigned long long)h->cubin_size,
                           (unsigned long long)file_size);
    return CUTILE_SUCCESS;
}

/* ---- metadata header: magic, version, counts, times, target, kernel names, opaque tail ---- */

#define META_FIXED 24 /* bytes before the target */
#define META_TARGET_MAX 64

static int target_char(uint8_t c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           c == '_' || c == '.' || c == '-';
}

static int name_char(uint8_t c) { return c >= 0x20 && c != 0x7f; }

/* Length of a string of allowed bytes, or 0 if a byte is not allowed within `max`. */
static size_t checked_len(const char *s, size_t max, int (*ok)(uint8_t))
{
    size_t n = 0;
    while (n <= max && s[n]) {
        if (!ok((uint8_t)s[n]))
            return 0;
        n++;
    }
    return n <= max ? n : 0;
}

/* u16 length, the bytes, a NUL. */
static void put_str(ct_buf *b, const char *s, size_t n)
{
    ct_buf_le(b, n, 2);
    ct_buf_put(b, s, n);
    ct_buf_byte(b, 0);
}

static uint64_t now_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return (uint64_t)ts.tv_sec * 1000000u + (uint64_t)ts.tv_nsec / 1000u;
}

ct_status ct_cache_meta_encode(const ct_cache_meta_in *in, ct_buf *out, ct_diag *d)
{
    size_t tlen = in->target ? checked_len(in->target, META_TARGET_MAX, target_char) : 0;
    if (!tlen)
        return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT,
                           "cache metadata: target must be 1-64 bytes of [A-Za-z0-9_.-]");
    if (in->kernel_count > 0xffff || (in->kernel_count && !in->kernel_names) ||
        (!in->tail && in->tail_size))
        return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT, "cache metadata: bad counts");
    for (size_t i = 0; i < in->kernel_count; i++)
        if (!in->kernel_names[i] || !checked_len(in->kernel_names[i], 0xffff, name_char))
            return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT,
                               "cache metadata: kernel name %zu is empty, too long or has "
                               "control bytes", i);
    ct_buf_put(out, meta_magic, 4);
    ct_buf_le(out, CT_CACHE_META_VERSION, 2);
    ct_buf_le(out, in->kernel_count, 2);
    ct_buf_le(out, in->created_us ? in->created_us : now_us(), 8);
    ct_buf_le(out, in->compile_us, 8);
    put_str(out, in->target, tlen);
    for (size_t i = 0; i < in->kernel_count; i++)
        put_str(out, in->kernel_names[i], strlen(in->kernel_names[i]));
    ct_buf_put(out, in->tail, in->tail_size);
    return out->oom ? ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "cache metadata: out of memory")
                    : CUTILE_SUCCESS;
}

/* Reads one length-prefixed, NUL-terminated string at *pos; NULL if it is malformed. */
static const char *get_str(const uint8_t *p, size_t n, size_t *pos, size_t max,
                           int (*ok)(uint8_t))
{
    if (n - *pos < 3)
        return NULL;
    size_t len = (size_t)get_le(p + *pos, 2);
    const uint8_t *s = p + *pos + 2;
    if (len == 0 || len > max || n - *pos - 2 < len + 1 || s[len] != 0)
        return NULL;
    for (size_t i = 0; i < len; i++)
        if (!ok(s[i]))
            return NULL;
    *pos += 2 + len + 1;
    return (const char *)s;
}

ct_status ct_cache_meta_decode(const uint8_t *p, size_t n, ct_cache_meta *m, ct_diag *d)
{
    if (n < META_FIXED || memcmp(p, meta_magic, 4) != 0)
        return ct_diag_set(d, CUTILE_ERROR_CACHE, "metadata: bad magic or too short");
    if (get_le(p + 4, 2) != CT_CACHE_META_VERSION)
        return ct_diag_set(d, CUTILE_ERROR_CACHE, "metadata: version %u, expected %u",
                           (unsigned)get_le(p + 4, 2), CT_CACHE_META_VERSION);
    m->kernel_count = (uint32_t)get_le(p + 6, 2);
    m->created_us = get_le(p + 8, 8);
    m->compile_us = get_le(p + 16, 8);
    size_t pos = META_FIXED;
    if (!(m->target = get_str(p, n, &pos, META_TARGET_MAX, target_char)))
        return ct_diag_set(d, CUTILE_ERROR_CACHE, "metadata: bad target at offset 0x%zx", pos);
    m->first_kernel = NULL;
    for (uint32_t i = 0; i < m->kernel_count; i++) {
        const char *name = get_str(p, n, &pos, 0xffff, name_char);
        if (!name)
            return ct_diag_set(d, CUTILE_ERROR_CACHE, "metadata: bad kernel name %u at offset 0x%zx",
                               i, pos);
        if (i == 0)
            m->first_kernel = name;
    }
    m->tail = p + pos;
    m->tail_size = n - pos;
    return CUTILE_SUCCESS;
}

const char *ct_cache_meta_next_kernel(const ct_cache_meta *m, const char *prev)
{
    const char *end = prev + strlen(prev) + 1; /* past the NUL: the next length prefix */
    return (const uint8_t *)end < m->tail ? end + 2 : NULL;
}

void ct_cache_meta_fill_compile_us(uint8_t *meta, size_t n, uint64_t us)
{
    ct_cache_meta m;
    if (!ct_cache_meta_decode(meta, n, &m, NULL) && m.compile_us == 0)
        put_le(meta + 16, us, 8);
}
