/*
 * gpu_case.h — GPU tests described as data, and the one runner that executes them.
 *
 * A test is a gpu_case: a kernel (a test/data export, a .cutile path, or a text-form .mlir
 * file launched raw with bare pointers), its arguments in launch order (arrays with dtype,
 * shape and a seeded generator; scalars), the grid, which arrays are outputs, a reference (a
 * short CPU function computing every output element in double, independent of the library)
 * and a tolerance per output. gpu_case_run allocates, fills, copies, launches, compares and
 * frees in one place and prints one line per case.
 *
 * Every output is poisoned (0xFF bytes) before the launch and has a poisoned guard region
 * behind it: a store that escapes its mask shows up in the guard (checked on every fetch), an
 * element the kernel must leave alone is checked with the reference value GPU_POISON.
 *
 * Include after gpu_driver.h, test.h and cutile_rt.h.
 */
#ifndef CT_GPU_CASE_H
#define CT_GPU_CASE_H

#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "halves.h" /* f16_of, f32_of_f16, bf16_of, f32_of_bf16 */
#include "tile_args.h"

enum { GUARD = 4096 /* bytes of poison behind every output */, GPU_MAX_ARGS = 16 };

/* ------------------------------------ host numbers ------------------------------------ */

static uint64_t rng = 0x9E3779B97F4A7C15ull;
static uint32_t rnd32(void)
{
    rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
    return (uint32_t)rng;
}
static float urand(float lo, float hi) { return lo + (hi - lo) * (float)(rnd32() >> 8) / 16777216.0f; }

static float from16(uint16_t h, bool bf16) { return bf16 ? f32_of_bf16(h) : f32_of_f16(h); }
static uint16_t to16(float f, bool bf16) { return bf16 ? bf16_of(f) : f16_of(f); }

/* The value of an fp8 byte with mbits fraction bits and exponent bias `bias` (e4m3fn: no
 * infinities, S.1111.111 NaN; e5m2: IEEE-like). */
static float f8_value(uint8_t b, int mbits, int bias, bool has_inf)
{
    int ebits = 7 - mbits, ex = (b >> mbits) & ((1 << ebits) - 1), m = b & ((1 << mbits) - 1);
    float s = b & 0x80 ? -1.0f : 1.0f;
    if (ex == (1 << ebits) - 1 && (has_inf || m == (1 << mbits) - 1))
        return has_inf && m == 0 ? s * INFINITY : NAN;
    return s * (ex ? ldexpf((float)((1 << mbits) + m), ex - bias - mbits)
                   : ldexpf((float)m, 1 - bias - mbits));
}

enum rmode { RM_NE, RM_Z, RM_DOWN, RM_UP, RM_AWAY };

/* v rounded to a binary float with p significant bits, smallest normal exponent emin and largest
 * finite value maxf, in mode `md` (IEEE 754: rounded as if the exponent were unbounded, then
 * overflow to ±inf, or to ±maxf where the mode rounds the magnitude down). Exact in double for
 * every input here (f32/f16/bf16 values, p ≤ 24). */
static double round_to(double v, int p, int emin, double maxf, enum rmode md)
{
    if (isnan(v) || isinf(v) || v == 0)
        return v;
    bool neg = v < 0;
    double a = fabs(v);
    int e = ilogb(a), q = (e > emin ? e : emin) - (p - 1);
    double t = ldexp(a, -q), n = floor(t), frac = t - n;
    bool up = md == RM_NE   ? frac > 0.5 || (frac == 0.5 && fmod(n, 2) != 0)
              : md == RM_AWAY ? frac >= 0.5
              : md == RM_UP   ? frac > 0 && !neg
              : md == RM_DOWN ? frac > 0 && neg
                              : false;
    double r = ldexp(n + up, q);
    if (r > maxf) {
        bool magnitude_up = md == RM_NE || md == RM_AWAY || (md == RM_UP && !neg) || (md == RM_DOWN && neg);
        r = magnitude_up ? INFINITY : maxf;
    }
    return neg ? -r : r;
}

/* A hash of i: values that are a function of the index alone, for generators that make
 * several arrays hold the same values. */
static uint32_t hash32(int64_t i)
{
    uint64_t x = (uint64_t)i * 0x9E3779B97F4A7C15ull;
    x ^= x >> 31, x *= 0xBF58476D1CE4E5B9ull, x ^= x >> 29;
    return (uint32_t)x;
}

/* Relative closeness for results computed in a different order than the reference. */
static bool near(double got, double want, double rel, double abs_tol)
{
    return fabs(got - want) <= rel * fabs(want) + abs_tol;
}

/* ------------------------------------ device buffers ------------------------------------ */

typedef struct dbuf {
    CUdeviceptr p;
    size_t bytes; /* payload; GUARD poisoned bytes follow */
} dbuf;

static dbuf dalloc(const void *host, size_t bytes)
{
    dbuf b = {0, bytes};
    CHECK(drv.cuMemAlloc_v2(&b.p, bytes + GUARD) == 0);
    CHECK(drv.cuMemsetD8_v2(b.p, 0xFF, bytes + GUARD) == 0);
    if (host)
        CHECK(drv.cuMemcpyHtoD_v2(b.p, host, bytes) == 0);
    return b;
}

/* Copies the payload back and checks that the guard is still all poison; frees the buffer. */
static void dfetch(dbuf *b, void *host, const char *what)
{
    unsigned char *all = malloc(b->bytes + GUARD);
    CHECK(drv.cuCtxSynchronize() == 0);
    CHECK(drv.cuMemcpyDtoH_v2(all, b->p, b->bytes + GUARD) == 0);
    size_t bad = 0;
    for (size_t i = 0; i < GUARD; i++)
        bad += all[b->bytes + i] != 0xFF;
    if (bad)
        fprintf(stderr, "%s: %zu guard bytes written past the array\n", what, bad);
    CHECK_EQ_INT(bad, 0);
    memcpy(host, all, b->bytes);
    free(all);
    drv.cuMemFree_v2(b->p);
}

/* b's payload as a launch argument (tile_args.h): with explicit strides, and as a vector. */
static cuTileArg arr(const dbuf *b, cuTileDType dt, int rank, const int64_t *shape,
                     const int64_t *strides)
{
    return tile_arg_strided(b->p, dt, rank, shape, strides);
}

static cuTileArg arr1(const dbuf *b, cuTileDType dt, int64_t n) { return TILE_ARRAY(b->p, dt, n); }

static void report(const char *what, size_t bad, size_t n)
{
    printf("%-28s %zu elements, %zu wrong\n", what, n, bad);
    CHECK_EQ_INT(bad, 0);
}

/* ------------------------------------ modules ------------------------------------ */

static cuTileContext ctx;
static cuTileModule mod;                      /* the module of the kernel last loaded */
static const cuTileCompileOptions *load_opts; /* NULL: defaults; the TMA rounds set knobs */

/* Entry `index` of the module at path (loaded into mod, replacing what it held), or NULL with
 * the library's message on stderr. */
static cuTileKernel file_kernel(const char *path, size_t index)
{
    cuTileModuleUnload(mod);
    mod = NULL;
    cuTileKernel k = NULL;
    const char *name = NULL;
    if (cuTileLoadModuleFromFile(ctx, path, load_opts, &mod) ||
        cuTileModuleGetKernelName(mod, index, &name) || cuTileModuleGetKernel(mod, name, &k))
        fprintf(stderr, "%s: %s\n", path, cuTileGetLastErrorMessage());
    return k;
}

/* Entry `index` of test/data/<stem>.v13_3.cutile. */
static cuTileKernel kernel(const char *stem, size_t index)
{
    char path[256];
    snprintf(path, sizeof path, "test/data/%s.v13_3.cutile", stem);
    cuTileKernel k = file_kernel(path, index);
    CHECK(k != NULL);
    return k;
}

/* The first kernel of a text-form module, written as bytecode `version` (0: 13.3). */
static cuTileKernel text_kernel(const char *path, int version)
{
    size_t size = 0, bsz = 0;
    unsigned char *text = test_read_file(path, &size);
    void *bc = NULL;
    cuTileKernel k = NULL;
    const char *name = NULL;
    cuTileModuleUnload(mod);
    mod = NULL;
    if (!text || cuTileTextToBytecode((const char *)text, size, version, NULL, &bc, &bsz) ||
        cuTileLoadModule(ctx, bc, bsz, NULL, &mod) || cuTileModuleGetKernelName(mod, 0, &name) ||
        cuTileModuleGetKernel(mod, name, &k))
        fprintf(stderr, "%s: %s\n", path, cuTileGetLastErrorMessage());
    free(text);
    cuTileFree(NULL, bc);
    return k;
}

static void launch(cuTileKernel k, uint32_t gx, uint32_t gy, const cuTileArg *args, size_t n,
                   const char *what)
{
    uint32_t grid[3] = {gx, gy, 1};
    cuTileStatus s = k ? cuTileLaunch(k, grid, args, n, NULL) : CUTILE_ERROR_NOT_FOUND;
    if (s)
        fprintf(stderr, "%s: launch: %s\n", what, cuTileGetLastErrorMessage());
    CHECK_EQ_INT(s, CUTILE_SUCCESS);
}

/* -------------------------------------- cases -------------------------------------- */

/* How an array is filled, from the case's seeded generator. */
typedef enum gpu_fill {
    FILL_POISON,  /* an output only: 0xFF bytes */
    FILL_UNIFORM, /* uniform reals in [lo, hi], rounded to the dtype */
    FILL_INT,     /* uniform integers in [lo, hi] (as values of the dtype) */
    FILL_BITS,    /* random bit patterns of the element's width, less the bits `clear` */
    FILL_IOTA,    /* lo + i */
    FILL_FN       /* fn(i, state): values with a structure of their own */
} gpu_fill;

/* How an output element is compared with the reference's double `want`:
 * units: the bit patterns (as ordered integers, across zero too) of got and of want rounded to
 * the dtype at most `units` apart, 0 being bit-exact (a NaN want: any NaN; `nan_bits`: the NaN
 * bits exactly; fp8: values exactly representable only); rel/abs (when rel or abs is set): |got − want| ≤ rel·|want| + abs (abs per
 * element if the reference writes io->tol). An element passes if either rule does.
 * want == GPU_POISON (by bits): the element must still be the 0xFF poison; GPU_ANY: not
 * checked (unspecified) nor counted. */
typedef struct gpu_cmp {
    int units;
    double rel, abs;
    bool by_value_only; /* only rel/abs applies */
    bool nan_bits;
} gpu_cmp;

typedef enum gpu_arg_kind { GA_ARRAY = 1, GA_I64, GA_F64, GA_I32_RAW } gpu_arg_kind;

typedef struct gpu_arg {
    gpu_arg_kind kind;
    cuTileDType dt; /* arrays; for raw launches only the host's view of the bytes */
    int rank;
    int64_t shape[3];
    gpu_fill fill;
    double lo, hi;
    double (*fn)(int64_t i); /* FILL_FN */
    uint64_t clear;          /* FILL_BITS */
    bool out;                /* fetched and compared (an input too unless FILL_POISON) */
    cuTileDType view;        /* an output's bytes compared as this dtype (0: dt) */
    gpu_cmp cmp;
    double value; /* scalars */
} gpu_arg;

/* What a reference sees: every argument's shape and values (inputs as launched, outputs as
 * they were before the launch), and where it writes each output's expected values (want) and,
 * optionally, per-element absolute tolerances (tol, preset to the output's cmp.abs). */
typedef struct gpu_io {
    int n;
    const gpu_arg *arg;
    double *in[GPU_MAX_ARGS];
    double *want[GPU_MAX_ARGS];
    double *tol[GPU_MAX_ARGS];
    int64_t count[GPU_MAX_ARGS];
} gpu_io;

typedef struct gpu_case {
    const char *label;
    const char *module; /* a test/data stem (.v13_3), a path to a .cutile, or a .mlir (raw) */
    size_t entry;
    int version; /* .mlir: the bytecode version it is written as (0: 13.3) */
    uint32_t grid[3];
    gpu_arg args[GPU_MAX_ARGS];
    void (*ref)(const gpu_io *io);
    bool tma; /* repeated with the TMA knobs (compiled_kernels.c tma_round) */
} gpu_case;

/* The reference value of an element the kernel must not write. */
static double gpu_poison(void)
{
    uint64_t b = 0x7FF4DEADBEEF0000ull;
    double d;
    memcpy(&d, &b, 8);
    return d;
}
/* The reference value of an element whose value is unspecified (not checked). */
static double gpu_any(void)
{
    uint64_t b = 0x7FF4DEADBEEF0001ull;
    double d;
    memcpy(&d, &b, 8);
    return d;
}
#define GPU_POISON gpu_poison()
#define GPU_ANY gpu_any()
static bool same_bits(double a, double b) { return memcmp(&a, &b, 8) == 0; }

/* An argument list's builders, for the tables: ARR(dtype, rank, shape...) with IN_* (an
 * input's generator) and/or OUT(cmp) (an output; both: in-out). Scalars: I64 and F64 for typed
 * launches, I32_RAW for the bare parameters of a raw (.mlir) launch. */
#define ARR(dt_, rank_, ...) .kind = GA_ARRAY, .dt = CUTILE_DTYPE_##dt_, .rank = rank_, .shape = {__VA_ARGS__}
#define IN_U(lo_, hi_) .fill = FILL_UNIFORM, .lo = lo_, .hi = hi_
#define IN_I(lo_, hi_) .fill = FILL_INT, .lo = lo_, .hi = hi_
#define IN_BITS(clear_) .fill = FILL_BITS, .clear = clear_
#define IN_FN(f_) .fill = FILL_FN, .fn = f_
#define OUT(...) .out = true, .cmp = {__VA_ARGS__}
#define I64(v) {.kind = GA_I64, .value = (v)}
#define F64(v) {.kind = GA_F64, .value = (v)}
#define I32_RAW(v) {.kind = GA_I32_RAW, .value = (v)}

static size_t dt_size(cuTileDType dt)
{
    switch (dt) {
    case CUTILE_DTYPE_BOOL: case CUTILE_DTYPE_I8: case CUTILE_DTYPE_U8:
    case CUTILE_DTYPE_F8E4M3FN: case CUTILE_DTYPE_F8E5M2:
        return 1;
    case CUTILE_DTYPE_I16: case CUTILE_DTYPE_U16: case CUTILE_DTYPE_F16: case CUTILE_DTYPE_BF16:
        return 2;
    case CUTILE_DTYPE_I32: case CUTILE_DTYPE_U32: case CUTILE_DTYPE_F32:
        return 4;
    default:
        return 8;
    }
}

static bool dt_int(cuTileDType dt) { return dt <= CUTILE_DTYPE_U64; }
static bool dt_signed(cuTileDType dt) { return dt >= CUTILE_DTYPE_I8 && dt <= CUTILE_DTYPE_I64; }

/* The raw bits of element i (zero-extended). */
static uint64_t get_bits(const unsigned char *p, size_t w, int64_t i)
{
    uint64_t v = 0;
    memcpy(&v, p + (size_t)i * w, w);
    return v;
}

/* The value of a bit pattern of dt, exactly (64-bit integers above 2^53 excepted). */
static double decode(cuTileDType dt, uint64_t b)
{
    size_t w = dt_size(dt);
    switch (dt) {
    case CUTILE_DTYPE_F16: return f32_of_f16((uint16_t)b);
    case CUTILE_DTYPE_BF16: return f32_of_bf16((uint16_t)b);
    case CUTILE_DTYPE_F32: return bitsf((uint32_t)b);
    case CUTILE_DTYPE_F64: { double d; memcpy(&d, &b, 8); return d; }
    case CUTILE_DTYPE_F8E4M3FN: return f8_value((uint8_t)b, 3, 7, false);
    case CUTILE_DTYPE_F8E5M2: return f8_value((uint8_t)b, 2, 15, true);
    default:
        if (dt_signed(dt) && w < 8)
            return (double)((int64_t)(b << (64 - 8 * w)) >> (64 - 8 * w));
        return dt_signed(dt) ? (double)(int64_t)b : (double)b;
    }
}

/* The bit pattern of v in dt: floats rounded once to nearest even (NaN: the quiet NaN, or
 * v's own bits for f64), integers wrapped to the width. */
static uint64_t encode(cuTileDType dt, double v)
{
    switch (dt) {
    case CUTILE_DTYPE_F16: /* round in double, then the f32 → f16 step is exact */
        return f16_of(isnan(v) ? NAN : (float)round_to(v, 11, -14, INFINITY, RM_NE));
    case CUTILE_DTYPE_BF16:
        return bf16_of(isnan(v) ? NAN : (float)round_to(v, 8, -126, INFINITY, RM_NE));
    case CUTILE_DTYPE_F32: return fbits((float)v);
    case CUTILE_DTYPE_F64: { uint64_t b; memcpy(&b, &v, 8); return b; }
    case CUTILE_DTYPE_F8E4M3FN: case CUTILE_DTYPE_F8E5M2: { /* the nearest code (fills only) */
        if (isnan(v) || v == 0)
            return isnan(v) ? 0x7F : signbit(v) ? 0x80 : 0;
        uint64_t best = 0;
        for (uint64_t c = 0; c < 256; c++)
            if (!isnan(decode(dt, c)) && fabs(decode(dt, c) - v) < fabs(decode(dt, best) - v))
                best = c;
        return best;
    }
    default: {
        size_t w = dt_size(dt);
        uint64_t b = v < 0 ? (uint64_t)(int64_t)v : (uint64_t)v;
        return w < 8 ? b & ((1ull << (8 * w)) - 1) : b;
    }
    }
}

/* A float pattern as an integer that orders like its value (−0 and +0 adjacent). */
static int64_t ordered(cuTileDType dt, uint64_t b)
{
    size_t w = dt_size(dt);
    uint64_t sign = 1ull << (8 * w - 1);
    return b & sign ? -(int64_t)(b & (sign - 1)) - 1 : (int64_t)b;
}

static cuTileDType view_dt(const gpu_arg *a) { return a->view ? a->view : a->dt; }

static int64_t arg_count(const gpu_arg *a)
{
    int64_t n = 1;
    for (int d = 0; d < a->rank; d++)
        n *= a->shape[d];
    return n;
}

/* Fills n elements of a (at p) from its generator. */
static void fill(const gpu_arg *a, unsigned char *p, int64_t n)
{
    size_t w = dt_size(a->dt);
    if (a->fill == FILL_POISON) {
        memset(p, 0xFF, (size_t)n * w);
        return;
    }
    for (int64_t i = 0; i < n; i++) {
        uint64_t b;
        switch (a->fill) {
        case FILL_UNIFORM: b = encode(a->dt, urand((float)a->lo, (float)a->hi)); break;
        case FILL_INT: b = encode(a->dt, a->lo + (double)(rnd32() % (uint32_t)(a->hi - a->lo + 1))); break;
        case FILL_BITS: b = ((uint64_t)rnd32() << 32 | rnd32()) & ~a->clear; break;
        case FILL_IOTA: b = encode(a->dt, a->lo + (double)i); break;
        default: b = encode(a->dt, a->fn(i)); break;
        }
        memcpy(p + (size_t)i * w, &b, w);
    }
}

/* Whether output element got (bits) matches want under c. */
static bool matches(cuTileDType dt, const gpu_cmp *c, uint64_t got, double want, double abs_tol)
{
    size_t w = dt_size(dt);
    if (same_bits(want, GPU_ANY))
        return true;
    if (same_bits(want, GPU_POISON))
        return got == (w < 8 ? (1ull << (8 * w)) - 1 : ~0ull);
    double g = decode(dt, got);
    if (isnan(want))
        return isnan(g) && (!c->nan_bits || got == encode(dt, want));
    /* (a value comparison only where one is asked for: it cannot tell -0 from +0) */
    if ((c->by_value_only || c->rel > 0 || abs_tol > 0) && near(g, want, c->rel, abs_tol))
        return true;
    if (c->by_value_only || isnan(g))
        return false;
    int64_t d = dt_int(dt) ? (int64_t)(got - encode(dt, want))
                           : ordered(dt, got) - ordered(dt, encode(dt, want));
    return d >= -c->units && d <= c->units;
}

/* Loads the case's kernel; raw: whether it takes bare pointers. */
static cuTileKernel case_kernel(const gpu_case *c, bool *raw)
{
    const char *m = c->module;
    size_t len = strlen(m);
    *raw = len > 5 && !strcmp(m + len - 5, ".mlir");
    if (*raw)
        return text_kernel(m, c->version);
    if (strchr(m, '/'))
        return file_kernel(m, c->entry);
    return kernel(m, c->entry);
}

/* One run's host side: the arrays' bytes (inputs as filled, outputs as fetched) and the
 * reference's view of them. */
typedef struct gpu_run {
    gpu_io io;
    unsigned char *host[GPU_MAX_ARGS];
} gpu_run;

/* Fills every array of c on the host and readies the reference's io (want: GPU_POISON, tol:
 * the output's abs). */
static void case_prepare(const gpu_case *c, gpu_run *r)
{
    *r = (gpu_run){.io = {.arg = c->args}};
    gpu_io *io = &r->io;
    while (io->n < GPU_MAX_ARGS && c->args[io->n].kind)
        io->n++;
    for (int i = 0; i < io->n; i++) {
        const gpu_arg *a = &c->args[i];
        if (a->kind != GA_ARRAY)
            continue;
        int64_t n = io->count[i] = arg_count(a);
        size_t w = dt_size(a->dt);
        r->host[i] = malloc((size_t)n * w + 1);
        fill(a, r->host[i], n);
        io->in[i] = malloc((size_t)n * sizeof(double) + 1);
        for (int64_t e = 0; e < n; e++)
            io->in[i][e] = decode(a->dt, get_bits(r->host[i], w, e));
        if (a->out) {
            io->want[i] = malloc((size_t)n * sizeof(double) + 1);
            io->tol[i] = malloc((size_t)n * sizeof(double) + 1);
            for (int64_t e = 0; e < n; e++)
                io->want[i][e] = GPU_POISON, io->tol[i][e] = a->cmp.abs;
        }
    }
}

/* The outputs' elements that differ from the reference (the first few on stderr); *total: how
 * many were checked. */
static size_t case_compare(const gpu_case *c, const gpu_run *r, size_t *total, bool quiet)
{
    size_t bad = 0;
    *total = 0;
    for (int i = 0; i < r->io.n; i++) {
        const gpu_arg *a = &c->args[i];
        if (a->kind != GA_ARRAY || !a->out)
            continue;
        size_t w = dt_size(a->dt);
        for (int64_t e = 0; e < r->io.count[i]; e++) {
            double want = r->io.want[i][e];
            *total += !same_bits(want, GPU_ANY);
            uint64_t got = get_bits(r->host[i], w, e);
            if (matches(view_dt(a), &a->cmp, got, want, r->io.tol[i][e]))
                continue;
            if (bad++ < 4 && !quiet)
                fprintf(stderr, "%s: arg %d [%lld] = %a (bits %llx), want %a\n", c->label, i,
                        (long long)e, decode(view_dt(a), got), (unsigned long long)got, want);
        }
    }
    return bad;
}

static void case_free(gpu_run *r)
{
    for (int i = 0; i < r->io.n; i++)
        free(r->host[i]), free(r->io.in[i]), free(r->io.want[i]), free(r->io.tol[i]);
}

/* Runs one case on the GPU: fill, allocate, copy, launch, fetch, reference, compare, free;
 * one line of output. */
static void gpu_case_run(const gpu_case *c)
{
    gpu_run r;
    dbuf dev[GPU_MAX_ARGS] = {{0}};
    cuTileArg targs[GPU_MAX_ARGS];
    void *params[GPU_MAX_ARGS];
    int32_t raw_i32[GPU_MAX_ARGS];
    bool raw;
    cuTileKernel k = case_kernel(c, &raw);
    case_prepare(c, &r);
    for (int i = 0; i < r.io.n; i++) {
        const gpu_arg *a = &c->args[i];
        if (a->kind != GA_ARRAY) {
            raw_i32[i] = (int32_t)a->value;
            params[i] = &raw_i32[i];
            targs[i] = a->kind == GA_F64 ? (cuTileArg){.kind = CUTILE_ARG_FLOAT64, .u.f64 = a->value}
                                         : (cuTileArg){.kind = CUTILE_ARG_INT64, .u.i64 = (int64_t)a->value};
            continue;
        }
        size_t bytes = (size_t)r.io.count[i] * dt_size(a->dt);
        dev[i] = dalloc(a->fill == FILL_POISON ? NULL : r.host[i], bytes);
        params[i] = &dev[i].p;
        targs[i] = tile_arg_array(dev[i].p, a->dt, a->rank, a->shape);
    }
    cuTileStatus s = !k ? CUTILE_ERROR_NOT_FOUND
                     : raw ? cuTileLaunchRaw(k, c->grid, params, NULL)
                           : cuTileLaunch(k, c->grid, targs, (size_t)r.io.n, NULL);
    if (s)
        fprintf(stderr, "%s: launch: %s\n", c->label, cuTileGetLastErrorMessage());
    CHECK_EQ_INT(s, CUTILE_SUCCESS);
    for (int i = 0; i < r.io.n; i++) {
        if (c->args[i].kind != GA_ARRAY)
            continue;
        if (c->args[i].out)
            dfetch(&dev[i], r.host[i], c->label); /* frees it */
        else
            drv.cuMemFree_v2(dev[i].p);
    }
    c->ref(&r.io);
    size_t total, bad = case_compare(c, &r, &total, false);
    case_free(&r);
    report(c->label, bad, total);
}

/* The host half of a case, with no GPU: the reference runs on the filled inputs; its own
 * values, encoded as the outputs' dtypes, must pass the comparison, and one element changed
 * to the poison bits in every output must fail it (so that no row checks nothing). 0 if so. */
static int gpu_case_host_check(const gpu_case *c)
{
    gpu_run r;
    int fails = 0;
    case_prepare(c, &r);
    c->ref(&r.io);
    for (int i = 0; i < r.io.n; i++) {
        const gpu_arg *a = &c->args[i];
        if (a->kind != GA_ARRAY || !a->out)
            continue;
        size_t w = dt_size(a->dt);
        for (int64_t e = 0; e < r.io.count[i]; e++) {
            double v = r.io.want[i][e];
            uint64_t b = same_bits(v, GPU_POISON) || same_bits(v, GPU_ANY) ? ~0ull : encode(view_dt(a), v);
            memcpy(r.host[i] + (size_t)e * w, &b, w);
        }
    }
    size_t total, bad = case_compare(c, &r, &total, false);
    fails += bad != 0 || total == 0;
    for (int i = 0; i < r.io.n; i++) {
        const gpu_arg *a = &c->args[i];
        if (a->kind != GA_ARRAY || !a->out)
            continue;
        size_t w = dt_size(a->dt);
        uint64_t ones = w < 8 ? (1ull << (8 * w)) - 1 : ~0ull;
        int64_t e = 0; /* the first element with a value the poison is not */
        while (e < r.io.count[i] && (isnan(r.io.want[i][e]) || get_bits(r.host[i], w, e) == ones))
            e++;
        if (e == r.io.count[i])
            continue;
        memset(r.host[i] + (size_t)e * w, 0xFF, w);
        size_t t2, bad2 = case_compare(c, &r, &t2, true);
        fails += bad2 != 1;
        memcpy(r.host[i] + (size_t)e * w, &(uint64_t){encode(view_dt(a), r.io.want[i][e])}, w);
    }
    if (fails)
        fprintf(stderr, "%s: the host check fails (%zu of %zu wrong)\n", c->label, bad, total);
    case_free(&r);
    return fails;
}

/* ------------------------ the simulator's half (test/sim/cases_test.py) ------------------------ */

/* --sim-io: the case's inputs as files for test/sim/cases_test.py, which runs the kernel's PTX
 * in ptxsim: DIR/case.txt (the module and entry, the grid, one line per argument) and
 * DIR/arg<i>.bin (each array's bytes before the launch). */
static int gpu_case_sim_io(const gpu_case *c, const char *dir)
{
    gpu_run r;
    char path[512];
    bool raw;
    case_prepare(c, &r);
    const char *m = c->module;
    raw = strlen(m) > 5 && !strcmp(m + strlen(m) - 5, ".mlir");
    snprintf(path, sizeof path, "%s/case.txt", dir);
    FILE *f = fopen(path, "w");
    if (!f)
        return 1;
    if (strchr(m, '/'))
        fprintf(f, "module %s %zu %d\n", m, c->entry, raw);
    else
        fprintf(f, "module test/data/%s.v13_3.cutile %zu 0\n", m, c->entry);
    fprintf(f, "grid %u %u %u\n", c->grid[0], c->grid[1], c->grid[2]);
    for (int i = 0; i < r.io.n; i++) {
        const gpu_arg *a = &c->args[i];
        if (a->kind != GA_ARRAY) {
            fprintf(f, "%s %.17g\n", a->kind == GA_F64 ? "f64" : "int", a->value);
            continue;
        }
        fprintf(f, "array %d %s", a->rank, a->out ? "out" : "in");
        for (int d = 0; d < a->rank; d++)
            fprintf(f, " %lld", (long long)a->shape[d]);
        fprintf(f, "\n");
        snprintf(path, sizeof path, "%s/arg%d.bin", dir, i);
        FILE *b = fopen(path, "wb");
        size_t bytes = (size_t)r.io.count[i] * dt_size(a->dt);
        if (!b || fwrite(r.host[i], 1, bytes, b) != bytes || fclose(b))
            return 1;
    }
    case_free(&r);
    return fclose(f) != 0;
}

/* --sim-check: the outputs the simulator wrote (DIR/arg<i>.out) against the reference, as the
 * GPU run checks them. */
static void gpu_case_sim_check(const gpu_case *c, const char *dir)
{
    gpu_run r;
    char path[512];
    case_prepare(c, &r);
    for (int i = 0; i < r.io.n; i++) {
        const gpu_arg *a = &c->args[i];
        if (a->kind != GA_ARRAY || !a->out)
            continue;
        snprintf(path, sizeof path, "%s/arg%d.out", dir, i);
        FILE *b = fopen(path, "rb");
        size_t bytes = (size_t)r.io.count[i] * dt_size(a->dt);
        CHECK(b && fread(r.host[i], 1, bytes, b) == bytes);
        if (b)
            fclose(b);
    }
    c->ref(&r.io);
    size_t total, bad = case_compare(c, &r, &total, false);
    case_free(&r);
    report(c->label, bad, total);
}

#endif
