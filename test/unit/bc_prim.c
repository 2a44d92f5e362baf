/* bc_prim.c — the bytecode's primitive encodings (spec/bytecode.md §1) in both directions:
 * ct_buf_uvar / ct_buf_svar / ct_buf_le (util/buf.c) must write, and the decoders of
 * bytecode/prim.h must read, byte sequences worked out by hand from the spec. */
#include <stdbool.h>

#include "bytecode/prim.h"
#include "test.h"
#include "util/util.h"

typedef struct {
    const char *name;
    uint8_t bytes[12];
    int n;
} seq;

static bool buf_is(ct_buf *b, const uint8_t *p, int n)
{
    return b->len == (size_t)n && memcmp(b->data, p, (size_t)n) == 0;
}

static ct_rd rd_of(const uint8_t *p, int n) { return ct_rd_make(p, p, p + n); }

/* uvar (§1.2): 7 bits per byte, low group first, bit 7 = more. */
static void test_uvar(void)
{
    static const struct {
        uint64_t v;
        seq s;
    } cases[] = {
        {0, {"0", {0x00}, 1}},
        {1, {"1", {0x01}, 1}},
        {127, {"127", {0x7F}, 1}},
        {128, {"128", {0x80, 0x01}, 2}},
        /* 300 = 0b10_0101100: low group 0x2C | 0x80, then 2 */
        {300, {"300", {0xAC, 0x02}, 2}},
        {16384, {"2^14", {0x80, 0x80, 0x01}, 3}},
        /* bit 63 is bit 0 of the 10th byte */
        {1ull << 63, {"2^63", {0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01}, 10}},
        {UINT64_MAX, {"max", {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01}, 10}},
    };
    for (size_t i = 0; i < CT_ARRAY_LEN(cases); i++) {
        ct_buf b;
        ct_buf_init(&b, NULL);
        ct_buf_uvar(&b, cases[i].v);
        CHECK(buf_is(&b, cases[i].s.bytes, cases[i].s.n));
        ct_buf_free(&b);
        ct_rd c = rd_of(cases[i].s.bytes, cases[i].s.n);
        uint64_t v = 12345;
        CHECK_EQ_INT(ct_rd_uvar(&c, &v), CT_RD_OK);
        CHECK(v == cases[i].v);
        CHECK_EQ_INT(ct_rd_left(&c), 0);
    }
    /* non-minimal encodings are accepted (§1.2) */
    static const uint8_t long0[] = {0x80, 0x80, 0x00};
    ct_rd c = rd_of(long0, 3);
    uint64_t v = 1;
    CHECK_EQ_INT(ct_rd_uvar(&c, &v), CT_RD_OK);
    CHECK_EQ_INT(v, 0);
    CHECK_EQ_INT(ct_rd_offset(&c), 3);
    /* a 10th byte above 1 would need bit 64: refused, cursor unmoved */
    static const uint8_t big[] = {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x02};
    c = rd_of(big, 10);
    CHECK_EQ_INT(ct_rd_uvar(&c, &v), CT_RD_RANGE);
    CHECK_EQ_INT(ct_rd_offset(&c), 0);
    /* an 11th byte */
    static const uint8_t eleven[] = {0x80, 0x80, 0x80, 0x80, 0x80, 0x80,
                                     0x80, 0x80, 0x80, 0x80, 0x00};
    c = rd_of(eleven, 11);
    CHECK_EQ_INT(ct_rd_uvar(&c, &v), CT_RD_RANGE);
    /* data ends inside the varint, or before it */
    c = rd_of(big, 3);
    CHECK_EQ_INT(ct_rd_uvar(&c, &v), CT_RD_EOF);
    CHECK_EQ_INT(ct_rd_offset(&c), 0);
    c = rd_of(big, 0);
    CHECK_EQ_INT(ct_rd_uvar(&c, &v), CT_RD_EOF);
}

/* svar (§1.3): zig-zag, u = (v << 1) ^ (v >> 63). */
static void test_svar(void)
{
    static const struct {
        int64_t v;
        seq s;
    } cases[] = {
        {0, {"0", {0x00}, 1}},
        {-1, {"-1", {0x01}, 1}},
        {1, {"1", {0x02}, 1}},
        {-2, {"-2", {0x03}, 1}},
        {256, {"256", {0x80, 0x04}, 2}}, /* the spec's example */
        {-64, {"-64", {0x7F}, 1}},       /* u = 127 */
        {64, {"64", {0x80, 0x01}, 2}},   /* u = 128 */
        {-65, {"-65", {0x81, 0x01}, 2}}, /* u = 129 */
        /* INT64_MIN: u = 0 ^ ~0 = 2^64-1 */
        {INT64_MIN, {"min", {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01}, 10}},
        /* INT64_MAX: u = 2^64-2 */
        {INT64_MAX, {"max", {0xFE, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01}, 10}},
    };
    for (size_t i = 0; i < CT_ARRAY_LEN(cases); i++) {
        ct_buf b;
        ct_buf_init(&b, NULL);
        ct_buf_svar(&b, cases[i].v);
        CHECK(buf_is(&b, cases[i].s.bytes, cases[i].s.n));
        ct_buf_free(&b);
        ct_rd c = rd_of(cases[i].s.bytes, cases[i].s.n);
        int64_t v = 12345;
        CHECK_EQ_INT(ct_rd_svar(&c, &v), CT_RD_OK);
        CHECK(v == cases[i].v);
    }
}

/* Fixed-width little-endian fields (§1.1). */
static void test_le(void)
{
    static const struct {
        uint64_t v;
        int width;
        seq s;
    } cases[] = {
        {0x0403, 2, {"u16", {0x03, 0x04}, 2}},
        {1, 4, {"u32", {0x01, 0x00, 0x00, 0x00}, 4}},
        {0x1122334455667788ull, 8, {"u64", {0x88, 0x77, 0x66, 0x55, 0x44, 0x33, 0x22, 0x11}, 8}},
        /* a dynamic dimension, INT64_MIN (§3.2.4) */
        {0x8000000000000000ull, 8, {"dyn", {0, 0, 0, 0, 0, 0, 0, 0x80}, 8}},
    };
    for (size_t i = 0; i < CT_ARRAY_LEN(cases); i++) {
        ct_buf b;
        ct_buf_init(&b, NULL);
        ct_buf_le(&b, cases[i].v, cases[i].width);
        CHECK(buf_is(&b, cases[i].s.bytes, cases[i].s.n));
        ct_buf_free(&b);
        ct_rd c = rd_of(cases[i].s.bytes, cases[i].s.n);
        uint64_t v = 0;
        CHECK_EQ_INT(ct_rd_le(&c, cases[i].width, &v), CT_RD_OK);
        CHECK(v == cases[i].v);
        c = rd_of(cases[i].s.bytes, cases[i].s.n - 1);
        CHECK_EQ_INT(ct_rd_le(&c, cases[i].width, &v), CT_RD_EOF);
        CHECK_EQ_INT(ct_rd_offset(&c), 0);
    }
}

/* Padding is measured from the file start (§1.5). */
static void test_pad(void)
{
    uint8_t file[24] = {0};
    ct_rd c = ct_rd_make(file, file + 13, file + 24);
    CHECK_EQ_INT(ct_rd_pad(&c, 8), CT_RD_OK);
    CHECK_EQ_INT(ct_rd_offset(&c), 16);
    CHECK_EQ_INT(ct_rd_pad(&c, 4), CT_RD_OK); /* already aligned: no bytes */
    CHECK_EQ_INT(ct_rd_offset(&c), 16);
    CHECK_EQ_INT(ct_rd_pad(&c, 1), CT_RD_OK);
    CHECK_EQ_INT(ct_rd_offset(&c), 16);
    /* three bytes needed, one left */
    c = ct_rd_make(file, file + 13, file + 14);
    CHECK_EQ_INT(ct_rd_pad(&c, 8), CT_RD_EOF);
    CHECK_EQ_INT(ct_rd_offset(&c), 13);
    /* zero padding needed at the very end of the range is fine */
    c = ct_rd_make(file, file + 16, file + 16);
    CHECK_EQ_INT(ct_rd_pad(&c, 8), CT_RD_OK);
    /* the frame is the file, not the range: a range starting at 3 pads to 4 */
    c = ct_rd_make(file, file + 3, file + 24);
    CHECK_EQ_INT(ct_rd_pad(&c, 4), CT_RD_OK);
    CHECK_EQ_INT(ct_rd_offset(&c), 4);
}

/* APInt form of float bit patterns (§1.6). */
static void test_apint(void)
{
    static const struct {
        const char *name;
        unsigned bits;
        uint64_t pattern;
        seq s;
        bool cpp_form; /* what ct_buf_svar writes for the pattern (the form a writer uses) */
    } cases[] = {
        /* f32 1.0 = 0x3F800000; zig-zag doubles it: 0x7F000000 = groups 0,0,0,0x78,7 */
        {"f32 1.0", 32, 0x3F800000, {"", {0x80, 0x80, 0x80, 0xF8, 0x07}, 5}, true},
        /* f16 -1.0 = 0xBC00 (positive as i64); u = 0x17800 = groups 0, 0x70, 5 */
        {"f16 -1.0", 16, 0xBC00, {"", {0x80, 0xF0, 0x05}, 3}, true},
        /* f64 2.0 = 0x4000000000000000: u = 2^63 */
        {"f64 2.0", 64, 0x4000000000000000ull,
         {"", {0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01}, 10}, true},
        /* f64 -2.0, C++ form (spec's bytes): u = ~(v << 1) = 0x7FFF…F, 63 one bits */
        {"f64 -2.0 C++", 64, 0xC000000000000000ull,
         {"", {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F}, 9}, true},
        /* f64 -2.0, Python's 65-bit form (spec's bytes): u = 2v + 1 = 2^64 + 2^63 + 1 */
        {"f64 -2.0 Python", 64, 0xC000000000000000ull,
         {"", {0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x03}, 10}, false},
        /* f64 -inf = 0xFFF0000000000000, C++ form: u = ~(v << 1) = 0x001F…F, 53 one bits */
        {"f64 -inf C++", 64, 0xFFF0000000000000ull,
         {"", {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F}, 8}, true},
        /* Python form: u = 2v + 1: bit 0, bits 53…64 → 81, 80×6, F0 (bits 53-55), FF, 03 */
        {"f64 -inf Python", 64, 0xFFF0000000000000ull,
         {"", {0x81, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0xF0, 0xFF, 0x03}, 10}, false},
        /* 8-bit formats: one raw byte (f8E4M3FN 1.0 = 0x38) */
        {"f8 1.0", 8, 0x38, {"", {0x38}, 1}, false},
        {"f4 6.0", 4, 0x07, {"", {0x07}, 1}, false},
        /* tf32 (19 bits): largest pattern 2^19-1, u = 2^20-2 = groups 7E, FF, 3F */
        {"tf32 max", 19, (1u << 19) - 1, {"", {0xFE, 0xFF, 0x3F}, 3}, true},
    };
    for (size_t i = 0; i < CT_ARRAY_LEN(cases); i++) {
        ct_rd c = rd_of(cases[i].s.bytes, cases[i].s.n);
        uint64_t v = 0;
        int e = ct_rd_apint(&c, cases[i].bits, &v);
        if (e != CT_RD_OK || v != cases[i].pattern)
            fprintf(stderr, "apint case %s\n", cases[i].name);
        CHECK_EQ_INT(e, CT_RD_OK);
        CHECK(v == cases[i].pattern);
        CHECK_EQ_INT(ct_rd_left(&c), 0);
        if (cases[i].cpp_form) {
            ct_buf b;
            ct_buf_init(&b, NULL);
            ct_buf_svar(&b, (int64_t)cases[i].pattern);
            CHECK(buf_is(&b, cases[i].s.bytes, cases[i].s.n));
            ct_buf_free(&b);
        }
    }
    static const struct {
        const char *name;
        unsigned bits;
        seq s;
        int err;
    } bad[] = {
        {"f4 byte 0x10", 4, {"", {0x10}, 1}, CT_RD_RANGE},
        /* 2^19 does not fit tf32: u = 2^20 = 80 80 40 */
        {"tf32 2^19", 19, {"", {0x80, 0x80, 0x40}, 3}, CT_RD_RANGE},
        /* the 65-bit form only fits 64-bit values */
        {"f32 65-bit", 32, {"", {0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x03}, 10},
         CT_RD_RANGE},
        /* a zig-zag negative number is not a 32-bit pattern: 01 = -1 */
        {"f32 -1", 32, {"", {0x01}, 1}, CT_RD_RANGE},
        /* beyond 65 bits */
        {"f64 66-bit", 64, {"", {0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x04}, 10},
         CT_RD_RANGE},
        {"f64 truncated", 64, {"", {0x80, 0x80}, 2}, CT_RD_EOF},
        {"f8 empty", 8, {"", {0}, 0}, CT_RD_EOF},
    };
    for (size_t i = 0; i < CT_ARRAY_LEN(bad); i++) {
        ct_rd c = rd_of(bad[i].s.bytes, bad[i].s.n);
        uint64_t v;
        int e = ct_rd_apint(&c, bad[i].bits, &v);
        if (e != bad[i].err)
            fprintf(stderr, "apint bad case %s\n", bad[i].name);
        CHECK_EQ_INT(e, bad[i].err);
        CHECK_EQ_INT(ct_rd_offset(&c), 0);
    }
}

static void test_bytes_u8(void)
{
    static const uint8_t d[] = {1, 2, 3};
    ct_rd c = rd_of(d, 3);
    uint8_t b;
    const uint8_t *p;
    CHECK_EQ_INT(ct_rd_u8(&c, &b), CT_RD_OK);
    CHECK_EQ_INT(b, 1);
    CHECK_EQ_INT(ct_rd_bytes(&c, 3, &p), CT_RD_EOF);
    CHECK_EQ_INT(ct_rd_bytes(&c, 2, &p), CT_RD_OK);
    CHECK(p == d + 1);
    CHECK_EQ_INT(ct_rd_u8(&c, &b), CT_RD_EOF);
}

int main(void)
{
    test_uvar();
    test_svar();
    test_le();
    test_pad();
    test_apint();
    test_bytes_u8();
    TEST_MAIN_END();
}
