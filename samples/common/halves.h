/*
 * halves.h — f16 and bf16 on the host, to and from f32, for the programs that fill a GPU's
 * 16-bit inputs and read its 16-bit results: the samples, the GPU tests (test/gpu) and the
 * benchmarks (bench). Conversions to 16 bits round to nearest even; NaN stays NaN.
 */
#ifndef CUTILE_SAMPLES_HALVES_H
#define CUTILE_SAMPLES_HALVES_H

#include <math.h>
#include <stdint.h>
#include <string.h>

/* The bits of an f32 and back. */
static inline uint32_t fbits(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}

static inline float bitsf(uint32_t u)
{
    float f;
    memcpy(&f, &u, 4);
    return f;
}

/* f32 → f16 (subnormals, overflow to infinity). */
static inline uint16_t f16_of(float f)
{
    uint32_t x = fbits(f), sign = (x >> 16) & 0x8000, ax = x & 0x7FFFFFFF;
    if (ax > 0x7F800000)
        return (uint16_t)(sign | 0x7E00);
    if (ax >= 0x477FF000)
        return (uint16_t)(sign | 0x7C00);
    if (ax < 0x38800000) {
        if (ax < 0x33000000)
            return (uint16_t)sign;
        uint32_t e = ax >> 23, m = (ax & 0x7FFFFF) | 0x800000, sh = 126 - e;
        uint32_t r = m >> sh, rem = m & ((1u << sh) - 1), half = 1u << (sh - 1);
        r += rem > half || (rem == half && (r & 1));
        return (uint16_t)(sign | r);
    }
    uint32_t r = (ax >> 13) - ((127 - 15) << 10), rem = ax & 0x1FFF;
    r += rem > 0x1000 || (rem == 0x1000 && (r & 1));
    return (uint16_t)(sign | r);
}

/* f16 → f32 (exact: every f16 is an f32). */
static inline float f32_of_f16(uint16_t h)
{
    uint32_t sign = (uint32_t)(h & 0x8000) << 16, e = (h >> 10) & 0x1F, m = h & 0x3FF;
    if (e == 0)
        return bitsf(sign) + (sign ? -1.0f : 1.0f) * ldexpf((float)m, -24);
    if (e == 31)
        return bitsf(sign | 0x7F800000 | (m << 13));
    return bitsf(sign | ((e + 112) << 23) | (m << 13));
}

/* f32 → bf16, the top half of the f32. */
static inline uint16_t bf16_of(float f)
{
    uint32_t x = fbits(f);
    if ((x & 0x7FFFFFFF) > 0x7F800000)
        return (uint16_t)((x >> 16) | 0x40);
    return (uint16_t)((x + 0x7FFF + ((x >> 16) & 1)) >> 16);
}

static inline float f32_of_bf16(uint16_t h) { return bitsf((uint32_t)h << 16); }

#endif
