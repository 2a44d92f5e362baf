/* Cache bytes (cache/FORMAT.md §1–§3): the key derivation, the entry header and the metadata
 * header, each checked against byte strings written out by hand from FORMAT.md. */
#include <xxhash.h>

#include "cache/cache.h"
#include "test.h"

/* ---- §1 the key ---- */

/* The list item of FORMAT.md §1: u64 LE length, then the bytes. */
static size_t item(uint8_t *out, const void *p, size_t n)
{
    for (int i = 0; i < 8; i++)
        out[i] = (uint8_t)((uint64_t)n >> (8 * i));
    memcpy(out + 8, p, n);
    return 8 + n;
}

static void test_key_reference(void)
{
    const uint8_t bc[] = {0x7f, 'T', 'i', 'l', 'e', 'I', 'R', 0, 13, 3};
    const uint8_t opts[] = {3, 0xff, 0xff, 1};
    ct_cache_key_parts parts = {"0.1.0", "12.8", "sm_90a", opts, sizeof opts, bc, sizeof bc};
    ct_cache_key key;
    ct_diag d = {0};
    CHECK_EQ_INT(ct_cache_key_compute(&parts, &key, &d), CUTILE_SUCCESS);

    uint8_t ref[256];
    size_t n = 0;
    const uint8_t fmt[4] = {1, 0, 0, 0};
    n += item(ref + n, fmt, 4);
    n += item(ref + n, "0.1.0", 5);
    n += item(ref + n, "12.8", 4);
    n += item(ref + n, "sm_90a", 6);
    n += item(ref + n, opts, sizeof opts);
    n += item(ref + n, bc, sizeof bc);
    CHECK_EQ_INT(n, 8 * 6 + 4 + 5 + 4 + 6 + 4 + 10);
    XXH128_canonical_t c;
    XXH128_canonicalFromHash(&c, XXH3_128bits(ref, n));
    CHECK(memcmp(key.bytes, c.digest, 16) == 0);

    /* Every part counts, and so do the boundaries between parts. */
    ct_cache_key k2;
    ct_cache_key_parts p = parts;
    p.target = "sm_90";
    ct_cache_key_compute(&p, &k2, &d);
    CHECK(memcmp(key.bytes, k2.bytes, 16) != 0);
    p = parts;
    p.library_version = "0.1.1";
    ct_cache_key_compute(&p, &k2, &d);
    CHECK(memcmp(key.bytes, k2.bytes, 16) != 0);
    p = parts;
    p.jitlink_version = "12.9";
    ct_cache_key_compute(&p, &k2, &d);
    CHECK(memcmp(key.bytes, k2.bytes, 16) != 0);
    p = parts;
    p.options_size = 3;
    ct_cache_key_compute(&p, &k2, &d);
    CHECK(memcmp(key.bytes, k2.bytes, 16) != 0);
    p = parts;
    p.bytecode_size = 9;
    ct_cache_key_compute(&p, &k2, &d);
    CHECK(memcmp(key.bytes, k2.bytes, 16) != 0);
    /* "sm_90a" + options {…} vs "sm_90" + options {'a', …}: same concatenation, other key. */
    uint8_t shifted[5] = {'a', 3, 0xff, 0xff, 1};
    p = parts;
    p.target = "sm_90";
    p.options = shifted;
    p.options_size = sizeof shifted;
    ct_cache_key_compute(&p, &k2, &d);
    CHECK(memcmp(key.bytes, k2.bytes, 16) != 0);
    /* Empty options and bytecode are fine (NULL with size 0). */
    p = parts;
    p.options = NULL;
    p.options_size = 0;
    CHECK_EQ_INT(ct_cache_key_compute(&p, &k2, &d), CUTILE_SUCCESS);
}

static void test_key_errors(void)
{
    ct_cache_key k;
    ct_cache_key_parts p = {"0.1.0", "12.8", NULL, NULL, 0, "x", 1};
    ct_diag d = {0};
    CHECK_EQ_INT(ct_cache_key_compute(&p, &k, &d), CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK_CONTAINS(d.msg, "NULL");
    ct_diag_clear(&d);
    p.target = "sm_80";
    p.bytecode = NULL;
    CHECK_EQ_INT(ct_cache_key_compute(&p, &k, &d), CUTILE_ERROR_INVALID_ARGUMENT);
    ct_diag_clear(&d);
    p.bytecode = "x";
    p.jitlink_version = NULL;
    CHECK_EQ_INT(ct_cache_key_compute(&p, &k, &d), CUTILE_ERROR_INVALID_ARGUMENT);
}

static void test_key_hex(void)
{
    ct_cache_key k, back;
    for (int i = 0; i < 16; i++)
        k.bytes[i] = (uint8_t)(i * 0x11);
    k.bytes[15] = 0xfe;
    char hex[33];
    ct_cache_key_hex(&k, hex);
    CHECK(strcmp(hex, "00112233445566778899aabbccddeefe") == 0);
    CHECK_EQ_INT(ct_cache_key_parse_hex(hex, 32, &back), 0);
    CHECK(memcmp(back.bytes, k.bytes, 16) == 0);
    CHECK_EQ_INT(ct_cache_key_parse_hex("00112233445566778899AABBCCDDEEFE", 32, &back), 0);
    CHECK(memcmp(back.bytes, k.bytes, 16) == 0);
    CHECK_EQ_INT(ct_cache_key_parse_hex(hex, 31, &back), -1);
    CHECK_EQ_INT(ct_cache_key_parse_hex("00112233445566778899aabbccddeefg", 32, &back), -1);
    CHECK_EQ_INT(ct_cache_key_parse_hex("0011223344556677 899aabbccddeefe", 32, &back), -1);
}

/* ---- §2 the entry header ---- */

static const ct_cache_key key_0_15 = {{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}};

static void test_header_bytes(void)
{
    uint8_t h[CT_CACHE_HEADER_SIZE];
    ct_cache_header_encode(&key_0_15, "M", 1, "CUBIN", 5, h);
    const uint8_t want[48] = {
        'C', 'T', 'C', 'A', 'C', 'H', 'E', 0, /* magic */
        1, 0, 0, 0,                           /* format version */
        0, 0, 0, 0,                           /* flags */
        0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, /* key */
        1, 0, 0, 0, 0, 0, 0, 0,               /* metadata size */
        5, 0, 0, 0, 0, 0, 0, 0,               /* cubin size */
    };
    CHECK(memcmp(h, want, 48) == 0);
    uint64_t sum = XXH3_64bits_withSeed("M", 1, XXH3_64bits(want, 48));
    sum = XXH3_64bits_withSeed("CUBIN", 5, sum);
    uint64_t got = 0;
    for (int i = 7; i >= 0; i--)
        got = got << 8 | h[48 + i];
    CHECK(got == sum);
    CHECK(ct_cache_checksum(h, "M", 1, "CUBIN", 5) == sum);
    CHECK(ct_cache_checksum(h, "M", 1, "CUBIn", 5) != sum);

    ct_cache_header hd;
    ct_diag d = {0};
    CHECK_EQ_INT(ct_cache_header_decode(h, 56 + 6, &key_0_15, &hd, &d), CUTILE_SUCCESS);
    CHECK_EQ_INT(hd.meta_size, 1);
    CHECK_EQ_INT(hd.cubin_size, 5);
    CHECK(hd.checksum == sum);
}

/* Decoding h (a good header for 1 + 5 payload bytes) after `edit` fails with `msg`. */
static void header_fails(const char *what, size_t at, uint8_t xor_mask, uint64_t file_size,
                         const ct_cache_key *expect, const char *msg)
{
    uint8_t h[CT_CACHE_HEADER_SIZE];
    ct_cache_header_encode(&key_0_15, "M", 1, "CUBIN", 5, h);
    h[at] ^= xor_mask;
    ct_cache_header hd;
    ct_diag d = {0};
    ct_status s = ct_cache_header_decode(h, file_size, expect, &hd, &d);
    CHECK_EQ_INT(s, CUTILE_ERROR_CACHE);
    CHECK_CONTAINS(d.msg, msg);
    if (s != CUTILE_ERROR_CACHE)
        fprintf(stderr, "  (case: %s)\n", what);
}

static void test_header_errors(void)
{
    ct_cache_key other = key_0_15;
    other.bytes[9] ^= 0x40;
    header_fails("magic", 0, 0x01, 62, &key_0_15, "magic");
    header_fails("magic NUL", 7, 0x80, 62, &key_0_15, "magic");
    header_fails("version", 8, 0x02, 62, &key_0_15, "format version 3");
    header_fails("version high byte", 11, 0x01, 62, &key_0_15, "format version");
    header_fails("flags", 13, 0x10, 62, &key_0_15, "flags");
    header_fails("key in header", 20, 0x08, 62, &key_0_15, "key");
    header_fails("wrong expected key", 0, 0, 62, &other, "key");
    header_fails("meta size", 32, 0x02, 62, &key_0_15, "do not add up");
    header_fails("meta size huge", 39, 0x80, 62, &key_0_15, "do not add up");
    header_fails("cubin size", 40, 0x01, 62, &key_0_15, "do not add up");
    header_fails("cubin size huge", 47, 0xff, 62, &key_0_15, "do not add up");
    header_fails("truncated by one", 0, 0, 61, &key_0_15, "do not add up");
    header_fails("one byte extra", 0, 0, 63, &key_0_15, "do not add up");
    header_fails("shorter than header", 0, 0, 55, &key_0_15, "shorter than its header");
    header_fails("empty", 0, 0, 0, &key_0_15, "shorter than its header");
}

/* ---- §3 the metadata header ---- */

static const uint8_t meta_want[] = {
    'C', 'T', 'M', 'D', 1, 0, /* magic, version */
    2, 0,                     /* kernel count */
    0x40, 0x42, 0x0f, 0, 0, 0, 0, 0, /* created: 1000000 µs */
    0xe8, 0x03, 0, 0, 0, 0, 0, 0,    /* compile: 1000 µs */
    6, 0, 's', 'm', '_', '9', '0', 'a', 0,
    3, 0, 'f', 'o', 'o', 0,
    4, 0, 'b', 'a', 'r', '2', 0,
    'X', 'Y', 'Z', /* tail */
};

static void test_meta_bytes(void)
{
    const char *names[] = {"foo", "bar2"};
    ct_cache_meta_in in = {"sm_90a", names, 2, 1000, 1000000, "XYZ", 3};
    ct_buf b;
    ct_buf_init(&b, NULL);
    ct_diag d = {0};
    CHECK_EQ_INT(ct_cache_meta_encode(&in, &b, &d), CUTILE_SUCCESS);
    CHECK_EQ_INT(b.len, sizeof meta_want);
    CHECK(b.len == sizeof meta_want && memcmp(b.data, meta_want, b.len) == 0);
    ct_buf_free(&b);

    ct_cache_meta m;
    CHECK_EQ_INT(ct_cache_meta_decode(meta_want, sizeof meta_want, &m, &d), CUTILE_SUCCESS);
    CHECK_EQ_INT(m.created_us, 1000000);
    CHECK_EQ_INT(m.compile_us, 1000);
    CHECK(strcmp(m.target, "sm_90a") == 0);
    CHECK_EQ_INT(m.kernel_count, 2);
    CHECK(m.first_kernel && strcmp(m.first_kernel, "foo") == 0);
    const char *second = ct_cache_meta_next_kernel(&m, m.first_kernel);
    CHECK(second && strcmp(second, "bar2") == 0);
    CHECK(second && !ct_cache_meta_next_kernel(&m, second));
    CHECK_EQ_INT(m.tail_size, 3);
    CHECK(memcmp(m.tail, "XYZ", 3) == 0);

    /* No kernels, no tail; created 0 means "now". */
    ct_buf_init(&b, NULL);
    ct_cache_meta_in none = {"sm_80", NULL, 0, 0, 0, NULL, 0};
    CHECK_EQ_INT(ct_cache_meta_encode(&none, &b, &d), CUTILE_SUCCESS);
    CHECK_EQ_INT(ct_cache_meta_decode(b.data, b.len, &m, &d), CUTILE_SUCCESS);
    CHECK_EQ_INT(m.kernel_count, 0);
    CHECK(m.first_kernel == NULL);
    CHECK_EQ_INT(m.tail_size, 0);
    CHECK(m.created_us > 1600000000ull * 1000000u); /* after 2020 */
    ct_buf_free(&b);
}

static void meta_fails(const uint8_t *p, size_t n, const char *msg)
{
    ct_cache_meta m;
    ct_diag d = {0};
    CHECK_EQ_INT(ct_cache_meta_decode(p, n, &m, &d), CUTILE_ERROR_CACHE);
    CHECK_CONTAINS(d.msg, msg);
}

static void test_meta_errors(void)
{
    /* Every cut inside the names fails; a cut in the tail only shortens the tail. */
    for (size_t n = 0; n < sizeof meta_want - 3; n++) {
        ct_cache_meta m;
        if (ct_cache_meta_decode(meta_want, n, &m, NULL) != CUTILE_ERROR_CACHE) {
            CHECK(!"truncated metadata accepted");
            fprintf(stderr, "  (at %zu bytes)\n", n);
        }
    }
    uint8_t p[sizeof meta_want];
#define EDIT(at, val, msg)                                                                     \
    do {                                                                                       \
        memcpy(p, meta_want, sizeof p);                                                        \
        p[at] = (val);                                                                         \
        meta_fails(p, sizeof p, msg);                                                          \
    } while (0)
    EDIT(0, 'X', "magic");
    EDIT(4, 2, "version 2");
    EDIT(24, 0, "bad target");     /* empty target */
    EDIT(24, 65, "bad target");    /* longer than 64 */
    EDIT(28, '/', "bad target");   /* not [A-Za-z0-9_.-] */
    EDIT(32, 'x', "bad target");   /* missing NUL */
    EDIT(36, 0, "bad kernel name 0"); /* interior NUL */
    EDIT(37, '\n', "bad kernel name 0"); /* control byte */
    EDIT(39, 0, "bad kernel name 1");    /* zero length */
    EDIT(6, 4, "bad kernel name 2");     /* more kernels than there are */
#undef EDIT
}

static void meta_refused(const ct_cache_meta_in *in, const char *msg)
{
    ct_buf b;
    ct_buf_init(&b, NULL);
    ct_diag d = {0};
    CHECK_EQ_INT(ct_cache_meta_encode(in, &b, &d), CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK_CONTAINS(d.msg, msg);
    CHECK_EQ_INT(b.len, 0);
    ct_buf_free(&b);
}

static void test_meta_encode_errors(void)
{
    const char *ok[] = {"k"}, *nl[] = {"a\nb"}, *empty[] = {""}, *null[] = {NULL};
    char long_target[70];
    memset(long_target, 'a', 65);
    long_target[65] = 0;
    meta_refused(&(ct_cache_meta_in){NULL, ok, 1}, "target");
    meta_refused(&(ct_cache_meta_in){"", ok, 1}, "target");
    meta_refused(&(ct_cache_meta_in){"sm 90", ok, 1}, "target");
    meta_refused(&(ct_cache_meta_in){long_target, ok, 1}, "target");
    meta_refused(&(ct_cache_meta_in){"sm_90", nl, 1}, "kernel name 0");
    meta_refused(&(ct_cache_meta_in){"sm_90", empty, 1}, "kernel name 0");
    meta_refused(&(ct_cache_meta_in){"sm_90", null, 1}, "kernel name 0");
    meta_refused(&(ct_cache_meta_in){"sm_90", NULL, 1}, "counts");
    meta_refused(&(ct_cache_meta_in){"sm_90", ok, 70000}, "counts");
    meta_refused(&(ct_cache_meta_in){"sm_90", ok, 1, 0, 0, NULL, 4}, "counts");
    long_target[64] = 0; /* exactly 64 is allowed */
    ct_buf b;
    ct_buf_init(&b, NULL);
    CHECK_EQ_INT(ct_cache_meta_encode(&(ct_cache_meta_in){long_target, ok, 1}, &b, NULL),
                 CUTILE_SUCCESS);
    ct_buf_free(&b);
}

int main(void)
{
    test_key_reference();
    test_key_errors();
    test_key_hex();
    test_header_bytes();
    test_header_errors();
    test_meta_bytes();
    test_meta_errors();
    test_meta_encode_errors();
    TEST_MAIN_END();
}
