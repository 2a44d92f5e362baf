/*
 * mma_kernels.c — tensor-core kernels on a GPU against CPU references accumulated in f64:
 * the single-tile dots of test/lit/lower/mma_sync.mlir (f16, bf16, f16 accumulators, i8;
 * d = a·b + c) and mma_fma.mlir (f32, f64 through FMAs), and the matmul exports of test/data
 * (f16, bf16, f32 through tf32) through cuTileLoadModuleFromFile and typed launches, with M, N
 * and K not multiples of the tile (padding).
 *
 * Bounds: with f32 accumulation, |got − ref| ≤ u_out·|ref| + 2^-20·Σ|a·b| (u_out the unit
 * roundoff of the output type); matmul_f32's reference takes the inputs rounded to tf32 as the
 * kernel must (nearest even), so a wrong rounding shows; f16 accumulators 2^-9·Σ|a·b| +
 * 2^-10·|c|; f64 1e-14·Σ|a·b|; i8 is exact.
 *
 * Everything runs twice: with the default compile options (operands loaded straight into
 * their fragments) and with the always_swizzle knob (16-bit operands staged through swizzled
 * shared memory and read with ldmatrix). Then the matmul sample's kernels (samples/matmul:
 * matmul and batched matmul in f16, bf16, tf32 and fp8 e4m3/e5m2 on sm_89+, square, ragged
 * and odd shapes) in three modes: default, always_swizzle and CUTILE_WGMMA=1; their error
 * bound is derived above sample_case. With CUTILE_MMA_BENCH=1 it also times matmul_bf16 on
 * 4096³ (cuEvent, median of 10) in both modes and prints TFLOP/s. And test/kernels/attention.py
 * (a flash-attention loop, 128 and 256 query rows a block) against an f64 softmax, its
 * scaled_dot (a wgmma taking a computed A from registers), and matmul.py's matmul_cast_a (the
 * same inside a pipelined K loop), and test/kernels/byte_dots.py (e4m3, e5m2 and int8 GEMMs through
 * every way a pipelined loop feeds an operand, on ragged extents) and mla.py (sparse MLA decode:
 * gathered cache rows, a 512-wide value tile; two dots fed by gathers through one index tile
 * loaded in the loop). Exit status: 0 passed, 1 failed, 77 skipped (no CUDA driver or GPU).
 */
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bytecode/bytecode.h"
#include "cutile_rt.h"
#include "gpu_driver.h"
#include "pass/compile.h"
#include "test.h"
#include "sm80_ptx.h"
#include "halves.h"
#include "tile_args.h"


static cuTileContext ctx;
static cuTileModule mod;
static const cuTileCompileOptions *copts; /* NULL, or the always_swizzle knob set */

/* ------------------------------------ host numbers ------------------------------------ */

static uint64_t rng = 0x2545F4914F6CDD1Dull;
static uint32_t rnd32(void)
{
    rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
    return (uint32_t)rng;
}

/* Element types of the kernels: bytes, and how a value is written and read. f16 and bf16
 * inputs are drawn from k/16, |k| ≤ 32 (exact in both); fp8 from k/4, |k| ≤ 8 (exact in e4m3
 * and e5m2); f32 inputs are any floats in (−2, 2). */
typedef enum { T_F16, T_BF16, T_F32, T_I8, T_I32, T_F64, T_E4M3, T_E5M2 } ty;
static const size_t ty_bytes[] = {2, 2, 4, 1, 4, 8, 1, 1};

static double draw(ty t)
{
    switch (t) {
    case T_F32:
    case T_F64: return (double)(int32_t)rnd32() / 1073741824.0;
    case T_I8:
    case T_I32: return (double)(int8_t)rnd32();
    case T_E4M3:
    case T_E5M2: return (double)((int)(rnd32() % 17) - 8) / 4.0;
    default: return (double)((int)(rnd32() % 65) - 32) / 16.0;
    }
}

/* fp8 with `mb` mantissa bits and exponent bias `bias`: e4m3 (3, 7), e5m2 (2, 15); exact
 * encodings of normal values (the values drawn are representable). */
static uint8_t f8_exact(double v, int mb, int bias)
{
    if (v == 0)
        return 0;
    int e;
    double m = frexp(fabs(v), &e);
    return (uint8_t)((v < 0) << 7 | (e - 1 + bias) << mb | (int)((2 * m - 1) * (1 << mb)));
}
static double f8_value(uint8_t b, int mb, int bias)
{
    int e = b >> mb & ((1 << (7 - mb)) - 1), m = b & ((1 << mb) - 1);
    double v = e ? ldexp(1 + (double)m / (1 << mb), e - bias) : ldexp(m, 1 - bias - mb);
    return b >> 7 ? -v : v;
}

static void put(void *p, size_t i, ty t, double v)
{
    switch (t) {
    case T_F16: ((uint16_t *)p)[i] = f16_of((float)v); break;
    case T_BF16: ((uint16_t *)p)[i] = bf16_of((float)v); break;
    case T_F32: ((float *)p)[i] = (float)v; break;
    case T_I8: ((int8_t *)p)[i] = (int8_t)v; break;
    case T_I32: ((int32_t *)p)[i] = (int32_t)v; break;
    case T_F64: ((double *)p)[i] = v; break;
    case T_E4M3: ((uint8_t *)p)[i] = f8_exact(v, 3, 7); break;
    case T_E5M2: ((uint8_t *)p)[i] = f8_exact(v, 2, 15); break;
    }
}
static double get(const void *p, size_t i, ty t)
{
    switch (t) {
    case T_F16: return f32_of_f16(((const uint16_t *)p)[i]);
    case T_BF16: return f32_of_bf16(((const uint16_t *)p)[i]);
    case T_F32: return ((const float *)p)[i];
    case T_I8: return ((const int8_t *)p)[i];
    case T_F64: return ((const double *)p)[i];
    case T_E4M3: return f8_value(((const uint8_t *)p)[i], 3, 7);
    case T_E5M2: return f8_value(((const uint8_t *)p)[i], 2, 15);
    default: return ((const int32_t *)p)[i];
    }
}

/* f32 → tf32 as the kernel rounds (nearest even on the 13 dropped bits). */
static double tf32_of(double v)
{
    uint32_t x = fbits((float)v);
    x = (x + 0xFFF + (x >> 13 & 1)) & 0xFFFFE000u;
    return bitsf(x);
}

/* ------------------------------------ device buffers ------------------------------------ */

static CUdeviceptr dput(const void *host, size_t bytes)
{
    CUdeviceptr p = 0;
    CHECK(drv.cuMemAlloc_v2(&p, bytes) == 0);
    if (host)
        CHECK(drv.cuMemcpyHtoD_v2(p, host, bytes) == 0);
    return p;
}
static void dget(void *host, CUdeviceptr p, size_t bytes)
{
    CHECK(drv.cuCtxSynchronize() == 0);
    CHECK(drv.cuMemcpyDtoH_v2(host, p, bytes) == 0);
    drv.cuMemFree_v2(p);
}

/* One block of `threads` runs fn on the device arrays in[0..nin) and two fresh outputs of `bytes`
 * each, fetched into c and d (dget frees them). */
static void launch_two_out(CUfunction fn, uint32_t threads, CUdeviceptr *in, int nin, void *c,
                           void *d, size_t bytes)
{
    CUdeviceptr out[2] = {dput(NULL, bytes), dput(NULL, bytes)};
    void *params[8];
    for (int k = 0; k < nin; k++)
        params[k] = &in[k];
    params[nin] = &out[0], params[nin + 1] = &out[1];
    CHECK(drv.cuLaunchKernel(fn, 1, 1, 1, threads, 1, 1, 0, NULL, params, NULL) == 0);
    dget(c, out[0], bytes);
    dget(d, out[1], bytes);
}

/* A random matrix of `rows` × `cols` of type t: host bytes and the values as doubles. */
typedef struct mat {
    void *h;
    double *v;
    size_t n;
} mat;
static mat rand_mat(ty t, size_t n, bool tf32)
{
    mat m = {malloc(n * ty_bytes[t]), malloc(n * sizeof(double)), n};
    for (size_t i = 0; i < n; i++) {
        double v = draw(t);
        put(m.h, i, t, v);
        m.v[i] = tf32 ? tf32_of(get(m.h, i, t)) : get(m.h, i, t);
    }
    return m;
}
static void free_mat(mat *m) { free(m->h), free(m->v); }

/* The f64 reference of `batch` stacked products (A batch×M×K, B batch×K×N, row-major):
 * ref = A·B (+ Cin) and mag = Σ|a·b| per element of C, each batch×M×N (caller frees). */
typedef struct mm_ref {
    double *ref, *mag;
    size_t batch, m, n, k;
} mm_ref;
static mm_ref ref_mm(const double *a, const double *b, const double *cin, size_t batch, size_t m,
                     size_t n, size_t k)
{
    mm_ref r = {malloc(batch * m * n * sizeof(double)), malloc(batch * m * n * sizeof(double)),
                batch, m, n, k};
    for (size_t z = 0; z < batch; z++)
        for (size_t i = 0; i < m; i++)
            for (size_t j = 0; j < n; j++) {
                const double *ar = a + (z * m + i) * k, *bc = b + z * k * n + j;
                size_t o = (z * m + i) * n + j;
                double ref = cin ? cin[o] : 0, mag = 0;
                for (size_t x = 0; x < k; x++) {
                    ref += ar[x] * bc[x * n];
                    mag += fabs(ar[x] * bc[x * n]);
                }
                r.ref[o] = ref, r.mag[o] = mag;
            }
    return r;
}

/* |got − ref| ≤ u_out·|ref| + u_sum·Σ|a·b| + u_c·|c| per element (NaN never passes). */
typedef struct bound {
    double u_out, u_sum, u_c; /* relative to |ref|, Σ|a·b|, |c| */
} bound;
static size_t compare_mm(const mm_ref *r, const double *cin, const void *c, ty tc, bound bd,
                         const char *what)
{
    size_t bad = 0, count = r->batch * r->m * r->n;
    double worst = 0, e2 = 0, r2 = 0;
    for (size_t o = 0; o < count; o++) {
        double got = get(c, o, tc), err = fabs(got - r->ref[o]);
        double tol = bd.u_out * fabs(r->ref[o]) + bd.u_sum * r->mag[o] + (cin ? bd.u_c * fabs(cin[o]) : 0);
        if (err > tol || got != got) {
            if (bad++ < 3)
                fprintf(stderr, "%s: C[%zu][%zu][%zu] = %.9g, want %.9g (tolerance %.3g)\n", what,
                        o / (r->m * r->n), o / r->n % r->m, o % r->n, got, r->ref[o], tol);
        }
        if (r->mag[o] > 0 && err / r->mag[o] > worst)
            worst = err / r->mag[o];
        e2 += err * err, r2 += r->ref[o] * r->ref[o];
    }
    printf("%-34s %zux%zux%zux%zu: %zu wrong, max |err|/Σ|ab| = %.3g, ‖err‖/‖ref‖ = %.3g\n",
           what, r->batch, r->m, r->n, r->k, bad, worst, r2 > 0 ? sqrt(e2 / r2) : 0.0);
    CHECK_EQ_INT(bad, 0);
    return bad;
}

/* Checks C (type tc, M×N) against A·B (+ Cin) computed in f64. */
static size_t check_mm(const mat *a, const mat *b, const mat *cin, const void *c, ty tc, size_t m,
                       size_t n, size_t k, bound bd, const char *what)
{
    mm_ref r = ref_mm(a->v, b->v, cin ? cin->v : NULL, 1, m, n, k);
    size_t bad = compare_mm(&r, cin ? cin->v : NULL, c, tc, bd, what);
    free(r.ref), free(r.mag);
    return bad;
}

/* ------------------------------------ single-tile dots ------------------------------------ */

/* Text-form kernels of test/lit/lower: entry e computes D = A·B + C for A M×K, B K×N, C M×N
 * with one tile of M/2 rows per block (grid 2); raw launch with four pointers. */
typedef struct lit_dot {
    const char *name;
    ty in, acc;
    size_t m, n, k;
    bound bd;
} lit_dot;

static void lit_dots(const char *path, const lit_dot *dots, size_t ndots)
{
    size_t size = 0, bsz = 0;
    unsigned char *text = test_read_file(path, &size);
    void *bc = NULL;
    CHECK(text != NULL);
    cuTileModuleUnload(mod);
    mod = NULL;
    if (!text || cuTileTextToBytecode((const char *)text, size, 0, NULL, &bc, &bsz) ||
        cuTileLoadModule(ctx, bc, bsz, copts, &mod)) {
        fprintf(stderr, "%s: %s\n", path, cuTileGetLastErrorMessage());
        CHECK(!"text kernels load");
    }
    free(text);
    cuTileFree(NULL, bc);
    for (size_t e = 0; mod && e < ndots; e++) {
        size_t m = dots[e].m, n = dots[e].n;
        cuTileKernel kern = NULL;
        if (cuTileModuleGetKernel(mod, dots[e].name, &kern)) {
            CHECK(!"kernel found");
            continue;
        }
        size_t k = dots[e].k;
        mat a = rand_mat(dots[e].in, m * k, false), b = rand_mat(dots[e].in, k * n, false);
        mat c = rand_mat(dots[e].acc, m * n, false);
        CUdeviceptr da = dput(a.h, m * k * ty_bytes[dots[e].in]);
        CUdeviceptr db = dput(b.h, k * n * ty_bytes[dots[e].in]);
        CUdeviceptr dc = dput(c.h, m * n * ty_bytes[dots[e].acc]);
        CUdeviceptr dd = dput(NULL, m * n * ty_bytes[dots[e].acc]);
        void *params[4] = {&da, &db, &dc, &dd};
        uint32_t grid[3] = {2, 1, 1};
        CHECK(cuTileLaunchRaw(kern, grid, params, NULL) == CUTILE_SUCCESS);
        void *d = malloc(m * n * ty_bytes[dots[e].acc]);
        dget(d, dd, m * n * ty_bytes[dots[e].acc]);
        check_mm(&a, &b, &c, d, dots[e].acc, m, n, k, dots[e].bd, dots[e].name);
        drv.cuMemFree_v2(da), drv.cuMemFree_v2(db), drv.cuMemFree_v2(dc);
        free(d);
        free_mat(&a), free_mat(&b), free_mat(&c);
    }
}

/* ------------------------------------ matmul exports ------------------------------------ */

/* Loads `path` (replacing the current module) with the mode's options; its first entry. */
static cuTileKernel load_first_kernel(const char *path)
{
    cuTileModuleUnload(mod);
    mod = NULL;
    cuTileKernel k = NULL;
    const char *name = NULL;
    if (cuTileLoadModuleFromFile(ctx, path, copts, &mod) || cuTileModuleGetKernelName(mod, 0, &name) ||
        cuTileModuleGetKernel(mod, name, &k)) {
        fprintf(stderr, "%s: %s\n", path, cuTileGetLastErrorMessage());
        CHECK(!"module loads");
        return NULL;
    }
    return k;
}

static cuTileKernel export_kernel(const char *stem)
{
    char path[256];
    snprintf(path, sizeof path, "test/data/%s.v13_3.cutile", stem);
    return load_first_kernel(path);
}

/* A typed launch of k (NULL: its load failed) on a gx × gy grid, checked. */
static void launch_grid(cuTileKernel k, int64_t gx, int64_t gy, int64_t gz, const cuTileArg *args,
                        size_t n, const char *what)
{
    uint32_t grid[3] = {(uint32_t)gx, (uint32_t)gy, (uint32_t)gz};
    cuTileStatus s = k ? cuTileLaunch(k, grid, args, n, NULL) : CUTILE_ERROR_NOT_FOUND;
    if (s)
        fprintf(stderr, "%s launch: %s\n", what, cuTileGetLastErrorMessage());
    CHECK_EQ_INT(s, CUTILE_SUCCESS);
}

/* matmul.py: 128×128 tiles of C, K tiles of 64 (f16/bf16) or 32 (f32); grid = tiles of C. */
static void launch_mm(cuTileKernel k, CUdeviceptr a, CUdeviceptr b, CUdeviceptr c, cuTileDType dt,
                      int64_t m, int64_t n, int64_t kk)
{
    cuTileArg args[3] = {TILE_ARRAY(a, dt, m, kk), TILE_ARRAY(b, dt, kk, n),
                         TILE_ARRAY(c, dt, m, n)};
    launch_grid(k, ((m + 127) / 128) * ((n + 127) / 128), 1, 1, args, 3, "matmul");
}

static void matmul(const char *stem, ty t, cuTileDType dt, bound bd)
{
    /* M: 3⅛ tiles of 128, N: 1⅝, K: 5¼ tiles of 64, 10½ of 32 */
    const int64_t m = 400, n = 208, k = 336;
    cuTileKernel kern = export_kernel(stem);
    mat a = rand_mat(t, (size_t)(m * k), t == T_F32), b = rand_mat(t, (size_t)(k * n), t == T_F32);
    size_t cb = (size_t)(m * n) * ty_bytes[t];
    CUdeviceptr da = dput(a.h, (size_t)(m * k) * ty_bytes[t]);
    CUdeviceptr db = dput(b.h, (size_t)(k * n) * ty_bytes[t]), dc = dput(NULL, cb);
    launch_mm(kern, da, db, dc, dt, m, n, k);
    void *c = malloc(cb);
    dget(c, dc, cb);
    check_mm(&a, &b, NULL, c, t, (size_t)m, (size_t)n, (size_t)k, bd, stem);
    drv.cuMemFree_v2(da), drv.cuMemFree_v2(db);
    free(c);
    free_mat(&a), free_mat(&b);
}

/* ------------------------------------ GEMMs on bytes ------------------------------------ */

/* test/kernels/byte_dots.py: e4m3, e5m2 and int8 GEMMs, one export per way a pipelined K loop
 * feeds a dot operand — tiled loads (TMA on sm_90), B transposed in the loop (cp.async beside
 * A's TMA), gathered rows (cp.async), A computed in the body, per-block scales loaded in the
 * loop, 3-D tiles of one batch item with A transposed (At stored batch × K × M) — on extents
 * that are multiples of 16 (the exports' promise) but not of the tiles, and a gather whose last
 * rows are masked off. Inputs are exact in their types (fp8: k/4; scales:
 * powers of two), so the f64 reference is the exact result; the bound allows Hopper's f8
 * accumulation its 13 bits within a K group (2^-13·Σ|ab|) and the output's rounding; int8 is
 * exact. A 16-byte piece copied from the wrong place moves an element by about one product,
 * Σ|ab|/K, far above the bound. */
typedef enum { BD_PLAIN, BD_NT, BD_GATHER, BD_CAST_A, BD_SCALED, BD_TN_BATCHED } bd_form;
typedef struct byte_dot {
    const char *stem;
    bd_form form;
    ty in, out;
    cuTileDType din, dout;
    int64_t tm, tn, tk;
} byte_dot;
static const byte_dot BYTE_DOTS[] = {
    {"mm_bytes_e4m3", BD_PLAIN, T_E4M3, T_F32, CUTILE_DTYPE_F8E4M3FN, CUTILE_DTYPE_F32, 128, 128, 128},
    {"mm_bytes_e5m2", BD_PLAIN, T_E5M2, T_F32, CUTILE_DTYPE_F8E5M2, CUTILE_DTYPE_F32, 128, 128, 128},
    {"mm_bytes_i8", BD_PLAIN, T_I8, T_I32, CUTILE_DTYPE_I8, CUTILE_DTYPE_I32, 128, 128, 128},
    {"mm_bytes_nt_e4m3", BD_NT, T_E4M3, T_F32, CUTILE_DTYPE_F8E4M3FN, CUTILE_DTYPE_F32, 128, 128, 128},
    {"mm_bytes_nt_e5m2", BD_NT, T_E5M2, T_F32, CUTILE_DTYPE_F8E5M2, CUTILE_DTYPE_F32, 128, 128, 128},
    {"mm_bytes_nt_i8", BD_NT, T_I8, T_I32, CUTILE_DTYPE_I8, CUTILE_DTYPE_I32, 128, 128, 128},
    {"mm_bytes_nt_e4m3_n256", BD_NT, T_E4M3, T_F32, CUTILE_DTYPE_F8E4M3FN, CUTILE_DTYPE_F32, 128, 256,
     128},
    {"mm_bytes_gather_e4m3", BD_GATHER, T_E4M3, T_F32, CUTILE_DTYPE_F8E4M3FN, CUTILE_DTYPE_F32, 64, 128, 128},
    {"mm_bytes_gather_e5m2", BD_GATHER, T_E5M2, T_F32, CUTILE_DTYPE_F8E5M2, CUTILE_DTYPE_F32, 64, 128, 128},
    {"mm_bytes_gather_i8", BD_GATHER, T_I8, T_I32, CUTILE_DTYPE_I8, CUTILE_DTYPE_I32, 64, 128, 128},
    {"mm_bytes_cast_a_e4m3", BD_CAST_A, T_E4M3, T_F32, CUTILE_DTYPE_F8E4M3FN, CUTILE_DTYPE_F32, 64, 128, 64},
    {"mm_bytes_scaled_e4m3", BD_SCALED, T_E4M3, T_BF16, CUTILE_DTYPE_F8E4M3FN, CUTILE_DTYPE_BF16, 128, 128, 128},
    {"bmm_bytes_tn_e4m3", BD_TN_BATCHED, T_E4M3, T_F32, CUTILE_DTYPE_F8E4M3FN, CUTILE_DTYPE_F32, 128, 128, 64},
};

/* A rows × cols matrix of powers of two in [1/4, 4] (f32), and its values. */
static mat pow2_mat(size_t n)
{
    mat m = {malloc(n * 4), malloc(n * sizeof(double)), n};
    for (size_t i = 0; i < n; i++)
        put(m.h, i, T_F32, m.v[i] = ldexp(1, (int)(rnd32() % 5) - 2));
    return m;
}

static void byte_dot_case(const byte_dot *t)
{
    const int64_t m = 336, n = 208, k = 400, src_rows = 272, valid = m - 6;
    const int64_t kt = (k + t->tk - 1) / t->tk, nt = (n + t->tn - 1) / t->tn;
    const int64_t nb = t->form == BD_TN_BATCHED ? 16 : 1; /* batch items (the export: 16k) */
    cuTileKernel kern = export_kernel(t->stem);
    mat a = rand_mat(t->in, (size_t)(nb * (t->form == BD_GATHER ? src_rows : m) * k), false);
    mat b = rand_mat(t->in, (size_t)(nb * k * n), false), sa = {0}, sb = {0};
    double *ea = calloc((size_t)(nb * m * k), sizeof(double));
    double *eb = malloc((size_t)(nb * k * n) * sizeof(double));
    int32_t *rows = malloc((size_t)m * sizeof *rows);
    for (int64_t i = 0; i < m; i++) { /* the product's A: gathered rows; zeros where masked */
        rows[i] = (int32_t)(rnd32() % (uint32_t)src_rows);
        const double *src = a.v + (t->form == BD_GATHER ? rows[i] : i) * k;
        if (t->form != BD_GATHER || i < valid)
            memcpy(ea + i * k, src, (size_t)k * sizeof(double));
    }
    for (int64_t z = 0; t->form == BD_TN_BATCHED && z < nb; z++) /* A[z] = At[z]ᵀ */
        for (int64_t i = 0; i < m; i++)
            for (int64_t x = 0; x < k; x++)
                ea[(z * m + i) * k + x] = a.v[(z * k + x) * m + i];
    memcpy(eb, b.v, (size_t)(nb * k * n) * sizeof(double)); /* B, or Bt (n × k) for BD_NT */
    for (int64_t x = 0; t->form == BD_NT && x < k; x++)
        for (int64_t j = 0; j < n; j++)
            eb[x * n + j] = b.v[j * k + x];
    if (t->form == BD_SCALED) { /* exact: the scales are powers of two */
        sa = pow2_mat((size_t)(m * kt)), sb = pow2_mat((size_t)(kt * nt));
        for (int64_t i = 0; i < m; i++)
            for (int64_t x = 0; x < k; x++)
                ea[i * k + x] *= sa.v[i * kt + x / t->tk];
        for (int64_t x = 0; x < k; x++)
            for (int64_t j = 0; j < n; j++)
                eb[x * n + j] *= sb.v[x / t->tk * nt + j / t->tn];
    }
    if (t->form == BD_CAST_A) { /* A in f32, holding fp8 values the kernel narrows exactly */
        void *h = malloc((size_t)(m * k) * 4);
        for (size_t i = 0; i < a.n; i++)
            put(h, i, T_F32, a.v[i]);
        free(a.h), a.h = h;
    }
    mm_ref r = ref_mm(ea, eb, NULL, (size_t)nb, (size_t)m, (size_t)n, (size_t)k);
    bool i8 = t->in == T_I8;
    bound bd = {i8 ? 0 : t->out == T_BF16 ? ldexp(1, -8) : ldexp(1, -24), i8 ? 0 : ldexp(1, -13), 0};
    size_t ab = a.n * (t->form == BD_CAST_A ? 4 : ty_bytes[t->in]);
    size_t cb = (size_t)(nb * m * n) * ty_bytes[t->out];
    CUdeviceptr da = dput(a.h, ab), db = dput(b.h, b.n * ty_bytes[t->in]), dc = dput(NULL, cb);
    CUdeviceptr dr = dput(rows, (size_t)m * sizeof *rows);
    CUdeviceptr dsa = sa.h ? dput(sa.h, sa.n * 4) : 0, dsb = sb.h ? dput(sb.h, sb.n * 4) : 0;
    CHECK(drv.cuMemsetD8_v2(dc, 0xFF, cb) == 0); /* NaN / -1: every element must be written */
    cuTileArg args[5] = {
        TILE_ARRAY(da, t->form == BD_CAST_A ? CUTILE_DTYPE_F32 : t->din,
                   t->form == BD_GATHER ? src_rows : m, k),
        t->form == BD_NT ? TILE_ARRAY(db, t->din, n, k) : TILE_ARRAY(db, t->din, k, n),
        TILE_ARRAY(dc, t->dout, m, n)};
    size_t nargs = 3;
    if (t->form == BD_TN_BATCHED) {
        args[0] = TILE_ARRAY(da, t->din, nb, k, m);
        args[1] = TILE_ARRAY(db, t->din, nb, k, n);
        args[2] = TILE_ARRAY(dc, t->dout, nb, m, n);
    } else if (t->form == BD_GATHER) {
        args[nargs++] = TILE_ARRAY(dr, CUTILE_DTYPE_I32, m);
        args[nargs++] = (cuTileArg){.kind = CUTILE_ARG_INT64, .u.i64 = valid};
    } else if (t->form == BD_SCALED) {
        args[nargs++] = TILE_ARRAY(dsa, CUTILE_DTYPE_F32, m, kt);
        args[nargs++] = TILE_ARRAY(dsb, CUTILE_DTYPE_F32, kt, nt);
    }
    launch_grid(kern, (m + t->tm - 1) / t->tm, nt, nb, args, nargs, t->stem);
    void *c = malloc(cb);
    dget(c, dc, cb);
    compare_mm(&r, NULL, c, t->out, bd, t->stem);
    drv.cuMemFree_v2(da), drv.cuMemFree_v2(db), drv.cuMemFree_v2(dr);
    if (dsa)
        drv.cuMemFree_v2(dsa), drv.cuMemFree_v2(dsb), free_mat(&sa), free_mat(&sb);
    free(c), free(ea), free(eb), free(rows), free(r.ref), free(r.mag);
    free_mat(&a), free_mat(&b);
}

/* Grid order (lower/grid_order.c): the NT e4m3 GEMM with an A of 2064 x 12800 bytes, above
 * half of a 50 MiB L2 (sm_90a's), so that its 17 x 2 blocks take bands of 16 columns of x and
 * a last one of 1 (ptx_index.c; CUTILE_GRID_ORDER=0 would keep the hardware's order). A block
 * id dealt out twice, or never, leaves a tile of C unwritten: every element is checked to be
 * written, and rows at the bands' edges and inside them against the f64 product. */
static void grid_bands(void)
{
    const int64_t m = 2064, n = 208, k = 12800;
    static const int64_t rows[] = {0, 1, 127, 128, 1000, 2047, 2048, 2063};
    const size_t nr = sizeof rows / sizeof rows[0];
    cuTileKernel kern = export_kernel("mm_bytes_nt_e4m3");
    mat a = rand_mat(T_E4M3, (size_t)(m * k), false), bt = rand_mat(T_E4M3, (size_t)(n * k), false);
    double *ea = malloc(nr * (size_t)k * sizeof(double));
    double *eb = malloc((size_t)(k * n) * sizeof(double));
    for (size_t r = 0; r < nr; r++)
        memcpy(ea + r * (size_t)k, a.v + rows[r] * k, (size_t)k * sizeof(double));
    for (int64_t x = 0; x < k; x++)
        for (int64_t j = 0; j < n; j++)
            eb[x * n + j] = bt.v[j * k + x];
    size_t cb = (size_t)(m * n) * 4;
    CUdeviceptr da = dput(a.h, a.n), db = dput(bt.h, bt.n), dc = dput(NULL, cb);
    CHECK(drv.cuMemsetD8_v2(dc, 0xFF, cb) == 0); /* NaN: every element must be written */
    cuTileArg args[3] = {TILE_ARRAY(da, CUTILE_DTYPE_F8E4M3FN, m, k),
                         TILE_ARRAY(db, CUTILE_DTYPE_F8E4M3FN, n, k),
                         TILE_ARRAY(dc, CUTILE_DTYPE_F32, m, n)};
    launch_grid(kern, (m + 127) / 128, (n + 127) / 128, 1, args, 3, "grid bands");
    float *c = malloc(cb), *picked = malloc(nr * (size_t)n * sizeof(float));
    dget(c, dc, cb);
    size_t unwritten = 0;
    for (size_t o = 0; o < (size_t)(m * n); o++)
        unwritten += c[o] != c[o];
    printf("grid bands: %zu of %lld elements unwritten\n", unwritten, (long long)(m * n));
    CHECK_EQ_INT(unwritten, 0);
    for (size_t r = 0; r < nr; r++)
        memcpy(picked + r * (size_t)n, c + rows[r] * n, (size_t)n * sizeof(float));
    mm_ref ref = ref_mm(ea, eb, NULL, 1, nr, (size_t)n, (size_t)k);
    compare_mm(&ref, NULL, picked, T_F32, (bound){ldexp(1, -24), ldexp(1, -13), 0},
               "grid bands (sampled rows)");
    drv.cuMemFree_v2(da), drv.cuMemFree_v2(db); /* dget freed dc */
    free(c), free(picked), free(ea), free(eb), free(ref.ref), free(ref.mag);
    free_mat(&a), free_mat(&bt);
}

/* fp8 needs sm_89 (its tensor-core types); int8 runs anywhere. */
static void byte_dots(int sm)
{
    printf("-- test/kernels/byte_dots.py: GEMMs on 1-byte elements, every operand path\n");
    for (size_t i = 0; i < sizeof BYTE_DOTS / sizeof BYTE_DOTS[0]; i++)
        if (BYTE_DOTS[i].in == T_I8 || sm >= 89)
            byte_dot_case(&BYTE_DOTS[i]);
        else
            printf("%s: skipped (fp8 needs sm_89, the device is sm_%d)\n", BYTE_DOTS[i].stem, sm);
    if (sm >= 89)
        grid_bands();
}

/* ------------------------------------ attention ------------------------------------ */

/* The f64 reference of attention outputs and their check, shared by the attention kernels: for
 * query row i of batch b, scores q·k_j·scale over the rows keys[j] (d wide), softmax, and
 * outputs Σ p_j vals[j][c] / Σ p_j for the dv columns c, against out[row·dv + c] (type t). The
 * kernels round P to the input type for the second dot (as every flash attention does) but sum
 * the unrounded P for the denominator, so an output moves by at most u_in·max|V| from that;
 * exp (2 ulp of f32), the f32 sums and the output's rounding (u_out·|ref|) add less:
 * |got − ref| ≤ 2·u·max|V| + u·|ref|. A lost or repeated key tile moves outputs by about
 * max|V|·TILE_N/S, far above it. */
typedef struct attn_ref {
    const char *stem;
    ty t;
    double scale, u, vmax, worst, *p; /* p: a score per key */
    size_t bad;
} attn_ref;

static void attn_row(attn_ref *A, const double *q, const double *const *keys,
                     const double *const *vals, size_t nkeys, size_t d, size_t dv, const void *out,
                     size_t row, long long b, long long i)
{
    double mx = -INFINITY, sum = 0;
    for (size_t j = 0; j < nkeys; j++) {
        double x = 0;
        for (size_t c = 0; c < d; c++)
            x += q[c] * keys[j][c];
        mx = fmax(mx, A->p[j] = x * A->scale);
    }
    for (size_t j = 0; j < nkeys; j++)
        sum += A->p[j] = exp(A->p[j] - mx);
    for (size_t c = 0; c < dv; c++) {
        double want = 0;
        for (size_t j = 0; j < nkeys; j++)
            want += A->p[j] * vals[j][c];
        want /= sum;
        double got = get(out, row * dv + c, A->t), err = fabs(got - want);
        bool ok = err <= 2 * A->u * A->vmax + A->u * fabs(want);
        A->worst = fmax(A->worst, err / A->vmax);
        if (!ok && A->bad < 4)
            fprintf(stderr, "%s: O[%lld][%lld][%zu] = %g, want %g\n", A->stem, b, i, c, got, want);
        A->bad += !ok;
    }
}

static void attn_report(attn_ref *A, int64_t nb, int64_t rows, int64_t dv)
{
    printf("%-28s %lldx%lldx%lld: %zu wrong, max |err|/max|V| = %.3g\n", A->stem, (long long)nb,
           (long long)rows, (long long)dv, A->bad, A->worst);
    CHECK(A->bad == 0);
    free(A->p);
}

/* test/kernels/attention.py (a pipelined loop whose dots take Q resident and P staged, K and V
 * streamed): O = softmax(scale·Q Kᵀ) V for B × S × D inputs (exact k/16 draws), grid S/TILE_M × B,
 * against the f64 softmax of the same inputs (attn_row; a lost or repeated key tile moves
 * outputs by about max|V|·TILE_N/S, 1/8 here). */
static void attention(const char *stem, ty t, cuTileDType dt, int64_t d, int64_t tile_m,
                      int lg_u)
{
    const int64_t nb = 16, s = 512; /* the exports assume extents divisible by 16 */
    const double scale = 1.0 / sqrt((double)d), u = ldexp(1.0, lg_u);
    size_t n = (size_t)(nb * s * d), bytes = n * ty_bytes[t];
    cuTileKernel k = export_kernel(stem);
    mat q = rand_mat(t, n, false), kk = rand_mat(t, n, false), v = rand_mat(t, n, false);
    CUdeviceptr dq = dput(q.h, bytes), dk = dput(kk.h, bytes), dv = dput(v.h, bytes);
    CUdeviceptr dout = dput(NULL, bytes);
    cuTileArg args[5] = {TILE_ARRAY(dq, dt, nb, s, d), TILE_ARRAY(dk, dt, nb, s, d),
                         TILE_ARRAY(dv, dt, nb, s, d), TILE_ARRAY(dout, dt, nb, s, d),
                         {.kind = CUTILE_ARG_FLOAT64}};
    args[4].u.f64 = scale;
    launch_grid(k, s / tile_m, nb, 1, args, 5, stem);
    void *o = malloc(bytes);
    dget(o, dout, bytes);
    attn_ref A = {.stem = stem, .t = t, .scale = scale, .u = u, .p = malloc((size_t)s * sizeof(double))};
    const double **kr = malloc((size_t)s * sizeof *kr), **vr = malloc((size_t)s * sizeof *vr);
    for (size_t i = 0; i < n; i++)
        A.vmax = fmax(A.vmax, fabs(v.v[i]));
    for (int64_t b = 0; b < nb; b++) {
        for (int64_t j = 0; j < s; j++)
            kr[j] = kk.v + (b * s + j) * d, vr[j] = v.v + (b * s + j) * d;
        for (int64_t i = 0; i < s; i++)
            attn_row(&A, q.v + (b * s + i) * d, kr, vr, (size_t)s, (size_t)d, (size_t)d, o,
                     (size_t)(b * s + i), b, i);
    }
    attn_report(&A, nb, s, d);
    drv.cuMemFree_v2(dq), drv.cuMemFree_v2(dk), drv.cuMemFree_v2(dv);
    free(o), free(kr), free(vr);
    free_mat(&q), free_mat(&kk), free_mat(&v);
}

/* test/kernels/mla.py: sparse MLA decode — every head of a batch entry attends the TOPK cache
 * rows Idx selects (gathered, repeats allowed), scores over the latent (512) and rotary (64)
 * parts, values from the latent part; against the f64 softmax of the same inputs (attn_row). */
static void mla_decode(const char *stem, ty t, cuTileDType dt, int64_t th, int lg_u)
{
    const int64_t nb = 16, rows = 1024, topk = 256, dv = 512, d = 576; /* extents of 16s */
    const double scale = 1.0 / sqrt((double)d), u = ldexp(1.0, lg_u);
    cuTileKernel k = export_kernel(stem);
    mat q = rand_mat(t, (size_t)(nb * th * d), false), kv = rand_mat(t, (size_t)(rows * d), false);
    int32_t *idx = malloc((size_t)(nb * topk) * sizeof *idx);
    for (int64_t i = 0; i < nb * topk; i++)
        idx[i] = (int32_t)(rnd32() % (uint32_t)rows);
    size_t ob = (size_t)(nb * th * dv) * ty_bytes[t];
    CUdeviceptr dq = dput(q.h, q.n * ty_bytes[t]), dkv = dput(kv.h, kv.n * ty_bytes[t]);
    CUdeviceptr di = dput(idx, (size_t)(nb * topk) * sizeof *idx), dout = dput(NULL, ob);
    CHECK(drv.cuMemsetD8_v2(dout, 0xFF, ob) == 0);
    cuTileArg args[5] = {TILE_ARRAY(dq, dt, nb, th, d), TILE_ARRAY(dkv, dt, rows, d),
                         TILE_ARRAY(di, CUTILE_DTYPE_I32, nb, topk),
                         TILE_ARRAY(dout, dt, nb, th, dv), {.kind = CUTILE_ARG_FLOAT64}};
    args[4].u.f64 = scale;
    launch_grid(k, nb, 1, 1, args, 5, stem);
    void *o = malloc(ob);
    dget(o, dout, ob);
    attn_ref A = {.stem = stem, .t = t, .scale = scale, .u = u,
                  .p = malloc((size_t)topk * sizeof(double))};
    const double **rows_of = malloc((size_t)topk * sizeof *rows_of); /* values: their first dv */
    for (size_t i = 0; i < kv.n; i++)
        A.vmax = fmax(A.vmax, fabs(kv.v[i]));
    for (int64_t b = 0; b < nb; b++) {
        for (int64_t j = 0; j < topk; j++)
            rows_of[j] = kv.v + (int64_t)idx[b * topk + j] * d;
        for (int64_t h = 0; h < th; h++)
            attn_row(&A, q.v + (b * th + h) * d, rows_of, rows_of, (size_t)topk, (size_t)d,
                     (size_t)dv, o, (size_t)(b * th + h), b, h);
    }
    attn_report(&A, nb, th, dv);
    drv.cuMemFree_v2(dq), drv.cuMemFree_v2(dkv), drv.cuMemFree_v2(di);
    free(o), free(rows_of), free(idx);
    free_mat(&q), free_mat(&kv);
}

/* test/kernels/mla.py gathered_pair: Out = Σ_j A (B[rows_j] + C[rows_j]) over the 16-row index
 * tiles rows_j of Idx's first row: two dots (wgmma on sm_90a) fed by gathers through one index
 * tile loaded in the loop, a loop pipeline-loops must leave unpipelined (it once failed to
 * compile it). Against A·G in f64, G[k] = Σ_j (B + C)[rows_j[k]]: the f16 draws (sixteenths up
 * to 2) make every product and every f32 sum exact, so only the f16 result rounds. Idx has 16
 * rows as the export assumes extents of 16s. */
static void gathered_pair(void)
{
    const int64_t m = 192, n = 64, kt = 16, rows = 256, l = 80; /* five index tiles */
    cuTileKernel kern = export_kernel("gathered_pair_f16");
    mat a = rand_mat(T_F16, (size_t)(m * kt), false);
    mat b = rand_mat(T_F16, (size_t)(rows * n), false), c = rand_mat(T_F16, (size_t)(rows * n), false);
    mat g = {NULL, calloc((size_t)(kt * n), sizeof(double)), (size_t)(kt * n)};
    int32_t *idx = malloc((size_t)(16 * l) * sizeof *idx);
    for (int64_t i = 0; i < 16 * l; i++)
        idx[i] = (int32_t)(rnd32() % (uint32_t)rows);
    for (int64_t i = 0; i < l; i++) /* K lane i % 16 of index tile i / 16 */
        for (int64_t j = 0; j < n; j++)
            g.v[(i % kt) * n + j] += b.v[idx[i] * n + j] + c.v[idx[i] * n + j];
    size_t ob = (size_t)(m * n) * 2;
    CUdeviceptr da = dput(a.h, (size_t)(m * kt) * 2), db = dput(b.h, (size_t)(rows * n) * 2);
    CUdeviceptr dc = dput(c.h, (size_t)(rows * n) * 2), di = dput(idx, (size_t)(16 * l) * sizeof *idx);
    CUdeviceptr dout = dput(NULL, ob);
    cuTileArg args[5] = {TILE_ARRAY(da, CUTILE_DTYPE_F16, m, kt),
                         TILE_ARRAY(db, CUTILE_DTYPE_F16, rows, n),
                         TILE_ARRAY(dc, CUTILE_DTYPE_F16, rows, n),
                         TILE_ARRAY(di, CUTILE_DTYPE_I32, 16, l),
                         TILE_ARRAY(dout, CUTILE_DTYPE_F16, m, n)};
    launch_grid(kern, m / 64, 1, 1, args, 5, "gathered_pair");
    void *o = malloc(ob);
    dget(o, dout, ob);
    check_mm(&a, &g, NULL, o, T_F16, (size_t)m, (size_t)n, (size_t)kt, (bound){1.0 / 2048, 0, 0},
             "gathered_pair_f16 (one index tile)");
    drv.cuMemFree_v2(da), drv.cuMemFree_v2(db), drv.cuMemFree_v2(dc), drv.cuMemFree_v2(di);
    free(o), free(idx);
    free_mat(&a), free_mat(&b), free_mat(&c), free_mat(&g);
}

/* matmul.py's matmul_cast_a: C = bf16(A) @ B over a K loop, A f32 holding bf16-exact values (so
 * the cast is exact), B bf16, C f32 — a pipelined wgmma loop whose A is computed in the body
 * (from registers) while B streams. K = 336: 5¼ tiles of 64, the last padded. Matmul's f32 bound. */
static void matmul_cast_a(void)
{
    const int64_t m = 384, n = 256, k = 336;
    cuTileKernel kern = export_kernel("matmul_cast_a_bf16");
    mat a = rand_mat(T_BF16, (size_t)(m * k), false), b = rand_mat(T_BF16, (size_t)(k * n), false);
    float *af = malloc((size_t)(m * k) * 4);
    for (size_t i = 0; i < (size_t)(m * k); i++)
        af[i] = (float)a.v[i];
    CUdeviceptr da = dput(af, (size_t)(m * k) * 4), db = dput(b.h, (size_t)(k * n) * 2);
    CUdeviceptr dc = dput(NULL, (size_t)(m * n) * 4);
    cuTileArg args[3] = {TILE_ARRAY(da, CUTILE_DTYPE_F32, m, k),
                         TILE_ARRAY(db, CUTILE_DTYPE_BF16, k, n),
                         TILE_ARRAY(dc, CUTILE_DTYPE_F32, m, n)};
    launch_grid(kern, m / 128, n / 128, 1, args, 3, "matmul_cast_a");
    float *c = malloc((size_t)(m * n) * 4);
    dget(c, dc, (size_t)(m * n) * 4);
    check_mm(&a, &b, NULL, c, T_F32, (size_t)m, (size_t)n, (size_t)k,
             (bound){1.0 / (1 << 24), 1.01 * (double)k / (1 << 23), 0}, "matmul_cast_a_bf16 (RS loop)");
    drv.cuMemFree_v2(da), drv.cuMemFree_v2(db);
    free(c), free(af);
    free_mat(&a), free_mat(&b);
}

/* attention.py's scaled_dot: C = bf16(A·s) @ B, an unpipelined wgmma whose A is computed (from
 * registers). s = 3/4 keeps A·s exact in bf16 (k/16 draws, |k| ≤ 32: 3k/64 has 7 significant
 * bits), so the reference is the f64 product of the scaled inputs: matmul's f32 bound. */
static void scaled_dot(void)
{
    const int64_t m = 256, k = 64, n = 128;
    const double s = 0.75;
    cuTileKernel kern = export_kernel("scaled_dot_bf16");
    mat a = rand_mat(T_BF16, (size_t)(m * k), false), b = rand_mat(T_BF16, (size_t)(k * n), false);
    mat as = {NULL, malloc((size_t)(m * k) * sizeof(double)), (size_t)(m * k)};
    for (size_t i = 0; i < as.n; i++)
        as.v[i] = a.v[i] * s;
    CUdeviceptr da = dput(a.h, (size_t)(m * k) * 2), db = dput(b.h, (size_t)(k * n) * 2);
    CUdeviceptr dc = dput(NULL, (size_t)(m * n) * 4);
    cuTileArg args[4] = {TILE_ARRAY(da, CUTILE_DTYPE_BF16, m, k),
                         TILE_ARRAY(db, CUTILE_DTYPE_BF16, k, n),
                         TILE_ARRAY(dc, CUTILE_DTYPE_F32, m, n), {.kind = CUTILE_ARG_FLOAT64}};
    args[3].u.f64 = s;
    launch_grid(kern, m / 128, 1, 1, args, 4, "scaled_dot");
    float *c = malloc((size_t)(m * n) * 4);
    dget(c, dc, (size_t)(m * n) * 4);
    check_mm(&as, &b, NULL, c, T_F32, (size_t)m, (size_t)n, (size_t)k,
             (bound){1.0 / (1 << 24), 1.01 * (double)k / (1 << 23), 0}, "scaled_dot_bf16 (RS)");
    drv.cuMemFree_v2(da), drv.cuMemFree_v2(db);
    free(c), free(as.v);
    free_mat(&a), free_mat(&b);
}

/* ------------------------------ samples/matmul: matmul and bmm ------------------------------ */

/* The sample's kernels (samples/matmul/kernels.py): per input type, the exported tile config,
 * the output type, and the bound's accumulator roundoff u_acc.
 *
 * The error bound, per element of C with s = Σ_k a_k·b_k over K terms:
 *  - the reference is s computed in f64 from the exact inputs (its own error, K·2^-53·Σ|ab|,
 *    is negligible). The kernel sees the same inputs: f16, bf16 and fp8 draws are
 *    representable, and f32 inputs are rounded to tf32 in the kernel and in the reference
 *    alike (nearest even);
 *  - every product a_k·b_k is exact in f32 (at most 2 × 11 significant bits);
 *  - the f32 accumulator sums the K products in an order the kernel picks (inside an MMA
 *    instruction, across instructions, across K tiles). Summed in any order with a unit
 *    roundoff u_acc per addition, |ŝ − s| ≤ γ_{K−1}·Σ|a_k·b_k|, γ_n = n·u_acc/(1 − n·u_acc)
 *    (Higham, Accuracy and Stability of Numerical Algorithms, §4.2), below 1.01·K·u_acc·Σ|ab|
 *    while K·u_acc < 1/100. u_acc = 2^-23 for 16-bit and tf32 operands (2^-24 would be an IEEE
 *    f32 add; tensor cores may truncate instead of rounding); 2^-13 for fp8, whose Hopper MMA
 *    keeps about 14 bits while it sums products inside one instruction;
 *  - rounding ŝ to C's type adds u_out·|ŝ| ≤ u_out·(|s| + |ŝ − s|), u_out = 2^-11 (f16),
 *    2^-8 (bf16, also the output of the fp8 cases), 2^-24 (f32).
 * Hence |got − ref| ≤ u_out·|ref| + (1 + u_out)·1.01·K·u_acc·Σ|ab|. A dropped or repeated
 * product of size |a·b| ≈ Σ|ab|/K is caught while K²·u_acc ≪ 1 (f16/bf16/tf32 here), a lost K
 * tile in every case. (With this test's grids of inputs the f32 partial sums are exact, so the
 * kernels usually land on the correctly rounded result.) */
typedef struct mm_dtype {
    const char *name, *tiles; /* file stem parts: <kernel>_<name>_<tiles>[_any] */
    ty in, out;
    cuTileDType din, dout;
    int lg_u_out, lg_u_acc, min_sm;
} mm_dtype;
static const mm_dtype MM_DTYPES[] = {
    {"f16", "128x128x64", T_F16, T_F16, CUTILE_DTYPE_F16, CUTILE_DTYPE_F16, -11, -23, 80},
    {"bf16", "128x128x64", T_BF16, T_BF16, CUTILE_DTYPE_BF16, CUTILE_DTYPE_BF16, -8, -23, 80},
    {"tf32", "128x128x32", T_F32, T_F32, CUTILE_DTYPE_F32, CUTILE_DTYPE_F32, -24, -23, 80},
    {"e4m3", "128x128x128", T_E4M3, T_BF16, CUTILE_DTYPE_F8E4M3FN, CUTILE_DTYPE_BF16, -8, -13, 89},
    {"e5m2", "128x128x128", T_E5M2, T_BF16, CUTILE_DTYPE_F8E5M2, CUTILE_DTYPE_BF16, -8, -13, 89},
};

/* Shapes: square; ragged with every extent a multiple of 16 (the plain exports' promise) but
 * not of the tiles, matmul's with 9 row tiles (one full GROUP_M = 8 group and one more); odd
 * extents through the `_any` exports. The plain exports assume every extent, the batch
 * included, is a multiple of 16 (kernels.py: shape_divisible_by=16 on each axis; a launch
 * that breaks it is refused), so their bmm shapes have 16 batches. */
typedef struct mm_shape {
    const char *kernel, *what;
    int64_t batch, m, n, k;
    bool any;
} mm_shape;
static const mm_shape MM_SHAPES[] = {
    {"matmul", "square", 1, 384, 384, 384, false},
    {"matmul", "ragged", 1, 1104, 272, 336, false},
    {"matmul", "odd", 1, 333, 197, 259, true},
    {"bmm", "square", 16, 256, 256, 256, false},
    {"bmm", "ragged", 16, 208, 144, 176, false},
    {"bmm", "odd", 3, 131, 77, 93, true},
};

/* Compile modes: default options, the always_swizzle knob, CUTILE_WGMMA=1 (wgmma on sm_90a;
 * elsewhere the same code as the default), and CUTILE_PERSISTENT=1 (persistent_sample). */
enum { MODE_DEFAULT, MODE_SWIZZLE, MODE_WGMMA, MODE_PERSISTENT, NMODES };
static const char *const MODE_NAMES[] = {"default", "always_swizzle", "CUTILE_WGMMA=1",
                                         "CUTILE_PERSISTENT=1"};
static const cuTileCompileOptions SWIZZLE_OPTS = {.struct_size = sizeof(cuTileCompileOptions),
                                                  .opt_level = 3, .always_swizzle = 1,
                                                  .prefer_tma = -1, .delay_tma_store_wait = -1};

/* Sets the globals a load reads for `mode`; wgmma_env is CUTILE_WGMMA as the test found it. */
static void set_mode(int mode, const char *wgmma_env)
{
    copts = mode == MODE_SWIZZLE ? &SWIZZLE_OPTS : NULL;
    if (mode == MODE_WGMMA)
        setenv("CUTILE_WGMMA", "1", 1);
    else if (wgmma_env)
        setenv("CUTILE_WGMMA", wgmma_env, 1);
    else
        unsetenv("CUTILE_WGMMA");
    if (mode == MODE_PERSISTENT)
        setenv("CUTILE_PERSISTENT", "1", 1);
    else
        unsetenv("CUTILE_PERSISTENT");
}

static cuTileArg mm_arg(CUdeviceptr p, cuTileDType dt, int64_t batch, int64_t rows, int64_t cols,
                        bool batched)
{
    const int64_t dims[3] = {batch, rows, cols};
    return tile_arg_array(p, dt, batched ? 3 : 2, dims + !batched);
}

/* One (kernel, dtype, shape): inputs and the f64 reference once, then every mode. */
static void sample_case(const mm_dtype *t, const mm_shape *s, unsigned modes, const char *wgmma_env)
{
    bool batched = s->batch > 1 || strcmp(s->kernel, "bmm") == 0;
    size_t z = (size_t)s->batch, m = (size_t)s->m, n = (size_t)s->n, k = (size_t)s->k;
    mat a = rand_mat(t->in, z * m * k, t->in == T_F32), b = rand_mat(t->in, z * k * n, t->in == T_F32);
    mm_ref r = ref_mm(a.v, b.v, NULL, z, m, n, k);
    double u_out = ldexp(1, t->lg_u_out);
    bound bd = {u_out, (1 + u_out) * 1.01 * (double)k * ldexp(1, t->lg_u_acc), 0};
    size_t cb = z * m * n * ty_bytes[t->out];
    CUdeviceptr da = dput(a.h, z * m * k * ty_bytes[t->in]), db = dput(b.h, z * k * n * ty_bytes[t->in]);
    CUdeviceptr dc = dput(NULL, cb);
    void *c = malloc(cb);
    char path[256], what[96];
    snprintf(path, sizeof path, "samples/matmul/%s_%s_%s%s.cutile", s->kernel, t->name, t->tiles,
             s->any ? "_any" : "");
    int64_t tm = atoi(t->tiles), tn = atoi(strchr(t->tiles, 'x') + 1);
    for (int mode = 0; mode < NMODES; mode++) {
        if (!(modes >> mode & 1))
            continue;
        set_mode(mode, wgmma_env);
        snprintf(what, sizeof what, "%s_%s %s [%s]", s->kernel, t->name, s->what, MODE_NAMES[mode]);
        cuTileKernel kern = load_first_kernel(path);
        if (!kern)
            continue;
        cuTileArg args[3] = {mm_arg(da, t->din, s->batch, s->m, s->k, batched),
                             mm_arg(db, t->din, s->batch, s->k, s->n, batched),
                             mm_arg(dc, t->dout, s->batch, s->m, s->n, batched)};
        uint32_t grid[3] = {(uint32_t)(((s->m + tm - 1) / tm) * ((s->n + tn - 1) / tn)),
                            (uint32_t)s->batch, 1};
        CHECK(drv.cuMemsetD8_v2(dc, 0xFF, cb) == 0); /* NaN in every float type: must be overwritten */
        cuTileStatus st = cuTileLaunch(kern, grid, args, 3, NULL);
        if (st) {
            fprintf(stderr, "%s: launch: %s\n", what, cuTileGetLastErrorMessage());
            CHECK_EQ_INT(st, CUTILE_SUCCESS);
            continue;
        }
        CHECK(drv.cuCtxSynchronize() == 0);
        CHECK(drv.cuMemcpyDtoH_v2(c, dc, cb) == 0);
        compare_mm(&r, NULL, c, t->out, bd, what);
    }
    drv.cuMemFree_v2(da), drv.cuMemFree_v2(db), drv.cuMemFree_v2(dc);
    free(c), free(r.ref), free(r.mag);
    free_mat(&a), free_mat(&b);
}

/* Every dtype × shape of the sample in every mode (CUTILE_GPU_TEST_QUICK, set under
 * compute-sanitizer: the odd shapes only, in the default and wgmma modes). fp8 needs sm_89. */
static void sample_matmuls(int sm)
{
    const char *env = getenv("CUTILE_WGMMA");
    char *saved = env ? strdup(env) : NULL;
    bool quick = getenv("CUTILE_GPU_TEST_QUICK") != NULL;
    printf("-- samples/matmul: matmul and bmm, modes: default, always_swizzle, CUTILE_WGMMA=1\n");
    for (size_t i = 0; i < sizeof MM_DTYPES / sizeof MM_DTYPES[0]; i++) {
        if (sm < MM_DTYPES[i].min_sm) {
            printf("%s: skipped (needs sm_%d, the device is sm_%d)\n", MM_DTYPES[i].name,
                   MM_DTYPES[i].min_sm, sm);
            continue;
        }
        for (size_t j = 0; j < sizeof MM_SHAPES / sizeof MM_SHAPES[0]; j++)
            if (!quick || MM_SHAPES[j].any)
                sample_case(&MM_DTYPES[i], &MM_SHAPES[j],
                            quick ? 1u << MODE_DEFAULT | 1u << MODE_WGMMA
                                  : (1u << MODE_PERSISTENT) - 1,
                            saved);
    }
    set_mode(MODE_DEFAULT, saved);
    free(saved);
}

/* Persistent execution (codegen/ptx_persist.c): samples/matmul's bf16 128x256x64 GEMM, which
 * one CTA fills the SM with, on 13 x 15 blocks (its last row and column of tiles ragged, four
 * K steps, the last partial) — more than a wave on devices of up to 194 SMs, so that CTAs run
 * several blocks one after another, the producer warp filling the next one's stages during
 * this one's epilogue — with and without the knob. A block run twice or never leaves C's NaN
 * fill or a wrong tile, which the full comparison with the f64 product finds. */
static void persistent_sample(void)
{
    static const mm_dtype bf16_wide = {"bf16", "128x256x64", T_BF16, T_BF16, CUTILE_DTYPE_BF16,
                                       CUTILE_DTYPE_BF16, -8, -23, 90};
    static const mm_shape blocks = {"matmul", "persistent", 1, 1648, 3600, 400, false};
    const char *env = getenv("CUTILE_WGMMA");
    char *saved = env ? strdup(env) : NULL;
    sample_case(&bf16_wide, &blocks, 1u << MODE_DEFAULT | 1u << MODE_PERSISTENT, saved);
    set_mode(MODE_DEFAULT, saved);
    free(saved);
}

/* matmul_bf16 on 4096³: median of 10 timed launches after 3 warm-ups. */
static int cmp_float(const void *x, const void *y)
{
    float a = *(const float *)x, b = *(const float *)y;
    return (a > b) - (a < b);
}
static void bench_bf16(void)
{
    const int64_t s = 4096;
    size_t bytes = (size_t)(s * s) * 2;
    cuTileKernel kern = export_kernel("matmul_bf16");
    uint16_t *h = calloc((size_t)(s * s), 2);
    for (size_t i = 0; i < (size_t)(s * s); i++)
        h[i] = (uint16_t)(fbits((float)draw(T_BF16)) >> 16);
    CUdeviceptr a = dput(h, bytes), b = dput(h, bytes), c = dput(NULL, bytes);
    CUevent e0, e1;
    CHECK(drv.cuEventCreate(&e0, 0) == 0 && drv.cuEventCreate(&e1, 0) == 0);
    float ms[10];
    for (int i = 0; i < 13; i++) {
        drv.cuEventRecord(e0, NULL);
        launch_mm(kern, a, b, c, CUTILE_DTYPE_BF16, s, s, s);
        drv.cuEventRecord(e1, NULL);
        drv.cuEventSynchronize(e1);
        if (i >= 3)
            drv.cuEventElapsedTime(&ms[i - 3], e0, e1);
    }
    qsort(ms, 10, sizeof ms[0], cmp_float);
    double med = (ms[4] + ms[5]) / 2;
    printf("BENCH matmul_bf16 4096x4096x4096%s: %.3f ms median, %.1f TFLOP/s\n",
           copts ? " (always_swizzle)" : "", med,
           2.0 * s * s * s / (med * 1e-3) / 1e12);
    drv.cuMemFree_v2(a), drv.cuMemFree_v2(b), drv.cuMemFree_v2(c);
    free(h);
}

/* The device's compute capability as major·10 + minor (0 if unknown). */
static int device_sm(void)
{
    CUdevice dev;
    int major = 0, minor = 0;
    if (drv.cuDeviceGet(&dev, 0) || drv.cuDeviceGetAttribute(&major, 75, dev) ||
        drv.cuDeviceGetAttribute(&minor, 76, dev)) /* CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_* */
        return 0;
    return major * 10 + minor;
}

/* Text-form kernels of test/lit/lower compiled to PTX for sm_80 and JIT-compiled by the driver
 * for this device (sm_80 cubins do not run on newer majors, sm_80 PTX does): what the library
 * does for Ampere only, checked here. Returns the compile (for widen_bits), or a zeroed one. */
static ct_compile_result sm80_lit_dots(const char *path, const lit_dot *dots, size_t ndots,
                                       CUmodule *cm)
{
    ct_compile_result res;
    printf("-- %s compiled for sm_80 (PTX JIT-compiled for this device)\n", path);
    *cm = gpu_sm80_module(path, &res);
    for (size_t e = 0; *cm && e < ndots; e++) {
        const lit_dot *t = &dots[e];
        const ct_kernel_info *ki = NULL;
        for (uint32_t i = 0; i < res.nkernels; i++)
            if (!strcmp(res.kernels[i].name, t->name))
                ki = &res.kernels[i];
        CUfunction fn = NULL;
        CHECK(ki && drv.cuModuleGetFunction(&fn, *cm, t->name) == 0);
        if (!fn) /* 8: CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES */
            continue;
        CHECK(drv.cuFuncSetAttribute(fn, 8, (int)ki->dyn_smem) == 0);
        mat a = rand_mat(t->in, t->m * t->k, false), b = rand_mat(t->in, t->k * t->n, false);
        mat c = rand_mat(t->acc, t->m * t->n, false);
        CUdeviceptr da = dput(a.h, t->m * t->k * ty_bytes[t->in]);
        CUdeviceptr db = dput(b.h, t->k * t->n * ty_bytes[t->in]);
        CUdeviceptr dc = dput(c.h, t->m * t->n * ty_bytes[t->acc]);
        CUdeviceptr dd = dput(NULL, t->m * t->n * ty_bytes[t->acc]);
        void *params[4] = {&da, &db, &dc, &dd};
        CHECK(drv.cuLaunchKernel(fn, 2, 1, 1, ki->block_dim[0], 1, 1, ki->dyn_smem, NULL, params,
                                 NULL) == 0);
        void *out = malloc(t->m * t->n * ty_bytes[t->acc]);
        dget(out, dd, t->m * t->n * ty_bytes[t->acc]);
        check_mm(&a, &b, &c, out, t->acc, t->m, t->n, t->k, t->bd, t->name);
        drv.cuMemFree_v2(da), drv.cuMemFree_v2(db), drv.cuMemFree_v2(dc);
        free(out);
        free_mat(&a), free_mat(&b), free_mat(&c);
    }
    return res;
}

/* The kernel `name` of a PTX compile (res, loaded as cm) with its block size in *threads and,
 * where smem is not NULL, the dynamic shared memory its launch must pass in *smem (the
 * function's limit raised to it). */
static CUfunction lit_fn(CUmodule cm, const ct_compile_result *res, const char *name,
                         uint32_t *threads, uint32_t *smem)
{
    CUfunction fn = NULL;
    *threads = 0;
    for (uint32_t i = 0; i < res->nkernels; i++)
        if (!strcmp(res->kernels[i].name, name)) {
            *threads = res->kernels[i].block_dim[0];
            if (smem)
                *smem = res->kernels[i].dyn_smem;
        }
    CHECK(cm && *threads && drv.cuModuleGetFunction(&fn, cm, name) == 0);
    if (fn && smem) /* CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES */
        CHECK(drv.cuFuncSetAttribute(fn, 8, (int)*smem) == 0);
    return *threads ? fn : NULL;
}

static CUfunction sm80_fn(CUmodule cm, const ct_compile_result *res, const char *name, uint32_t *threads)
{
    return lit_fn(cm, res, name, threads, NULL);
}

/* mma_fp8_fma.mlir's widen_bits (sm_80 PTX in cm): all 256 bytes as e4m3fn and e5m2, bit for
 * bit against the host's decoding (e4m3fn: S.1111.111 NaN; e5m2: exponent 31 inf or NaN). */
static void widen_bits_sm80(CUmodule cm, const ct_compile_result *res)
{
    uint32_t threads;
    CUfunction wf = sm80_fn(cm, res, "widen_bits", &threads);
    if (!wf)
        return;
    uint8_t bytes[256];
    float y[2][256];
    for (int i = 0; i < 256; i++)
        bytes[i] = (uint8_t)i;
    CUdeviceptr db = dput(bytes, 256), d4 = dput(NULL, 1024), d5 = dput(NULL, 1024);
    void *params[3] = {&db, &d4, &d5};
    CHECK(drv.cuLaunchKernel(wf, 1, 1, 1, threads, 1, 1, 0, NULL, params, NULL) == 0);
    dget(y[0], d4, 1024);
    dget(y[1], d5, 1024);
    size_t bad = 0;
    for (int i = 0; i < 256; i++) {
        bool nan4 = (i & 0x7F) == 0x7F, top5 = (i & 0x7C) == 0x7C;
        double w4 = f8_value((uint8_t)i, 3, 7), w5 = f8_value((uint8_t)i, 2, 15);
        bad += nan4 ? !isnan(y[0][i]) : fbits(y[0][i]) != fbits((float)w4);
        if (top5 && (i & 3))
            bad += !isnan(y[1][i]);
        else if (top5)
            bad += y[1][i] != (i & 0x80 ? -INFINITY : INFINITY);
        else
            bad += fbits(y[1][i]) != fbits((float)w5);
    }
    printf("%-34s 256 bytes each as e4m3fn and e5m2: %zu wrong\n", "widen_bits [sm_80 PTX]", bad);
    CHECK_EQ_INT(bad, 0);
    drv.cuMemFree_v2(db); /* dget freed d4 and d5 */
}

/* The f8 code nearest to x (ties to the even code; zero keeps x's sign) among the finite values
 * of the format (mb mantissa bits, bias; e5m2's exponent 31 is inf/NaN, e4m3fn's S.1111.111
 * NaN), ±inf as the largest finite value: what cvt.rn.satfinite gives, by enumeration. */
static uint8_t f8_nearest(double x, int mb, int bias, bool has_inf)
{
    int best = -1;
    double bd = INFINITY;
    /* Beyond the largest finite value the nearest is that value (saturation). Clamped first:
     * for a huge x such as 1e300 every distance below rounds to |x| and would tie. */
    double top = has_inf ? 57344.0 : 448.0;
    if (fabs(x) > top)
        x = copysign(top, x);
    for (int c = 0; c < 256; c++) {
        int ex = c >> mb & ((1 << (7 - mb)) - 1);
        if ((has_inf && ex == (1 << (7 - mb)) - 1) || (!has_inf && (c & 0x7F) == 0x7F))
            continue;
        double d = fabs(f8_value((uint8_t)c, mb, bias) - x);
        if (d < bd || (d == bd && (c & 1) == 0 && (best & 1)))
            bd = d, best = c;
    }
    if ((best & 0x7F) == 0)
        best = signbit(x) ? 0x80 : 0;
    return (uint8_t)best;
}

/* mma_fp8_fma.mlir's narrow_bits (sm_80 PTX in cm): 4096 f32 — specials, ties, the subnormal
 * and saturating ranges, random values over both formats' exponents — to e4m3fn and e5m2 on
 * the bits, against f8_nearest. */
static void narrow_bits_sm80(CUmodule cm, const ct_compile_result *res)
{
    enum { N = 4096 };
    static const float sp[] = {0.0f, -0.0f, INFINITY, -INFINITY, NAN, 448.0f, 464.0f, 465.0f, 480.0f,
                               -500.0f, 57344.0f, 61440.0f, 61441.0f, 0x1p-9f, 0x1p-10f, 0x1.8p-10f,
                               0x1.8p-9f, 0x1p-16f, 0x1p-17f, 0x1.8p-17f, 0x1.7p-6f, 0x1.1p-6f, 1.0625f,
                               1.1875f, 1.125f, -3.5f};
    uint32_t threads;
    CUfunction nf = sm80_fn(cm, res, "narrow_bits", &threads);
    if (!nf)
        return;
    float x[N];
    uint8_t b4[N], b5[N];
    for (int i = 0; i < N; i++) {
        int n = (int)(sizeof sp / sizeof sp[0]);
        float u = (float)(rnd32() >> 8) * 0x1p-24f + 1.0f;
        x[i] = i < n ? sp[i] : (rnd32() & 1 ? -1 : 1) * ldexpf(u, (int)(rnd32() % 40) - 22);
        if (i % 5 == 1 && i >= n) /* exact ties of e4m3 / e5m2 */
            x[i] = ldexpf((float)(2 * (int)(rnd32() % 32) + 1), (int)(rnd32() % 16) - 14 - (i % 2));
    }
    CUdeviceptr dx = dput(x, sizeof x), d4 = dput(NULL, N), d5 = dput(NULL, N);
    void *params[3] = {&dx, &d4, &d5};
    CHECK(drv.cuLaunchKernel(nf, N / 256, 1, 1, threads, 1, 1, 0, NULL, params, NULL) == 0);
    dget(b4, d4, N);
    dget(b5, d5, N);
    size_t bad = 0;
    for (int i = 0; i < N; i++) {
        bool ok4, ok5;
        if (isnan(x[i])) {
            ok4 = (b4[i] & 0x7F) == 0x7F;
            ok5 = (b5[i] & 0x7C) == 0x7C && (b5[i] & 3);
        } else {
            ok4 = b4[i] == f8_nearest(x[i], 3, 7, false);
            ok5 = b5[i] == f8_nearest(x[i], 2, 15, true);
        }
        if ((!ok4 || !ok5) && bad < 6)
            fprintf(stderr, "narrow_bits %a: e4m3 %#04x (want %#04x), e5m2 %#04x (want %#04x)\n", x[i],
                    b4[i], f8_nearest(x[i], 3, 7, false), b5[i], f8_nearest(x[i], 2, 15, true));
        bad += !ok4 + !ok5;
    }
    printf("%-34s %d f32 to e4m3fn and e5m2: %zu wrong\n", "narrow_bits [sm_80 PTX]", N, bad);
    CHECK_EQ_INT(bad, 0);
    drv.cuMemFree_v2(dx); /* dget freed d4 and d5 */
}

/* bf16 bits of the integer v (of magnitude mag) rounded to nearest even with 8 significant bits,
 * in integers (a double cannot hold every i64). */
static uint16_t bf16_of_int(bool neg, uint64_t mag)
{
    if (!mag)
        return 0;
    int msb = 63 - __builtin_clzll(mag), shift = msb > 7 ? msb - 7 : 0;
    uint64_t q = mag >> shift, rem = shift ? mag & ((1ull << shift) - 1) : 0;
    uint64_t half = shift ? 1ull << (shift - 1) : 1;
    if (shift && (rem > half || (rem == half && (q & 1))))
        q++;
    if (q == 256)
        q = 128, shift++;
    int ex = 0; /* q has its top bit at 7: value = q * 2^shift = 1.m * 2^(shift + 7) */
    while ((q >> ex) > 1)
        ex++;
    uint32_t e = (uint32_t)(shift + ex + 127), m = (uint32_t)(q << (7 - ex)) & 0x7F;
    return (uint16_t)((neg ? 0x8000u : 0) | e << 7 | m);
}

/* itof_bf16_sm80.mlir compiled for sm_80 (no int → bf16 cvt there: f32 rounded to odd, then
 * bf16): 256 i32 and 256 u64, ties and extremes among them, against bf16_of_int. */
static void itof_bf16_sm80(void)
{
    CUmodule cm;
    ct_compile_result res = sm80_lit_dots("test/lit/lower/itof_bf16_sm80.mlir", NULL, 0, &cm);
    uint32_t threads;
    CUfunction fn = sm80_fn(cm, &res, "itof_bf16", &threads);
    if (fn) {
        int32_t a[256];
        uint64_t b[256];
        static const int32_t ea[] = {0, 1, -1, 0x7FFFFFFF, INT32_MIN, 0x101 << 20, 0x181 << 20,
                                     -(0x103 << 11), 0x1FF, 0x1FE, 257, 255};
        static const uint64_t eb[] = {0, 1, UINT64_MAX, 1ull << 63, 0x101ull << 50,
                                      0x181ull << 50, (0x101ull << 50) + 1, 0x1FFull << 40};
        for (int i = 0; i < 256; i++) {
            a[i] = i < 12 ? ea[i] : (int32_t)(rnd32() >> (rnd32() % 31));
            b[i] = i < 8 ? eb[i] : ((uint64_t)rnd32() << 32 | rnd32()) >> (rnd32() % 63);
        }
        CUdeviceptr in[2] = {dput(a, sizeof a), dput(b, sizeof b)};
        uint16_t c[256], d[256];
        launch_two_out(fn, threads, in, 2, c, d, sizeof c);
        size_t bad = 0;
        for (int i = 0; i < 256; i++) {
            uint64_t mag = a[i] < 0 ? (uint64_t)0 - (uint64_t)(int64_t)a[i] : (uint64_t)a[i];
            bad += c[i] != bf16_of_int(a[i] < 0, mag) || d[i] != bf16_of_int(false, b[i]);
        }
        printf("%-34s 256 i32 and 256 u64 values: %zu wrong\n", "itof_bf16 [sm_80 PTX]", bad);
        CHECK_EQ_INT(bad, 0);
        drv.cuMemFree_v2(in[0]), drv.cuMemFree_v2(in[1]);
        drv.cuModuleUnload(cm);
    }
    ct_compile_result_free(&res);
}

/* bf16 bits of the finite or infinite double x rounded to nearest even (rz false) or toward
 * zero, in integers: |x| = m · 2^(e − 52) is cut at bf16's step 2^max(e − 7, −133) (normal or
 * subnormal); a carry to 256 steps stay exact in the float of t · 2^step. NaN: 0x7FFF. */
static uint16_t bf16_of_double(double x, bool rz)
{
    uint64_t u;
    memcpy(&u, &x, 8);
    uint16_t sign = (uint16_t)(u >> 48 & 0x8000);
    int be = (int)(u >> 52 & 0x7FF);
    uint64_t m = u & ((1ull << 52) - 1);
    if (be == 0x7FF)
        return m ? 0x7FFF : (uint16_t)(sign | 0x7F80);
    if (!be && !m)
        return sign;
    int e = be ? be - 1023 : -1022;
    m |= be ? 1ull << 52 : 0;
    int step = e - 7 > -133 ? e - 7 : -133, shift = step - (e - 52);
    uint64_t t = shift >= 64 ? 0 : m >> shift;
    uint64_t rem = shift >= 64 ? m : m & ((1ull << shift) - 1), half = 1ull << (shift - 1);
    if (!rz && shift < 64 && (rem > half || (rem == half && (t & 1))))
        t++;
    double v = ldexp((double)t, step);
    if (v >= 0x1p128) /* beyond f32: inf when rounding to nearest, the largest finite else */
        return (uint16_t)(sign | (rz ? 0x7F7F : 0x7F80));
    uint32_t b = fbits((float)v); /* exact: t has at most 9 bits */
    if (rz && (b >> 16) == 0x7F80)
        b = 0x7F7F0000u;
    return (uint16_t)(sign | b >> 16);
}

/* ftof_bf16_f64_sm80.mlir compiled for sm_80 (no cvt.bf16.f64 there: f32 rounded to odd, then
 * bf16): 256 doubles — bf16 ties and the doubles next to them (where rounding to f32 first
 * would make or break a tie), subnormals, overflow, ±0, ±inf, NaN, random magnitudes — to
 * nearest even and toward zero, against bf16_of_double. */
static void ftof_bf16_f64_sm80(void)
{
    ct_compile_result res; /* 13.4: the directed rounding modes */
    CUmodule cm = gpu_ptx_module("test/lit/lower/ftof_bf16_f64_sm80.mlir", "sm_80", 1304, &res);
    uint32_t threads;
    CUfunction fn = sm80_fn(cm, &res, "ftof_bf16_f64", &threads);
    if (fn) {
        static const double ex[] = {0.0, -0.0, INFINITY, -INFINITY, NAN, 0x1p-133, 0x1p-134,
                                    0x1.8p-134, 0x1p-150, 0x1.fffp127, 0x1.ffp127, 0x1.fe8p127,
                                    1.0, -3.5, 0x1.01p0, 0x1.03p0, 1e300, -1e-300};
        enum { NE = sizeof ex / sizeof ex[0] };
        double a[256];
        for (int i = 0; i < 256; i++) {
            if (i < NE) {
                a[i] = ex[i];
                continue;
            }
            /* a bf16 tie (8 significant bits and a ninth set), then one f64 ulp off it */
            double tie = ldexp((double)(0x101 + 2 * (int)(rnd32() % 128)), (int)(rnd32() % 200) - 100);
            int k = i % 4;
            a[i] = k == 0 ? tie : k == 1 ? nextafter(tie, INFINITY) : k == 2 ? nextafter(tie, 0)
                 : ldexp((double)rnd32() * rnd32(), (int)(rnd32() % 240) - 180);
            if (rnd32() & 1)
                a[i] = -a[i];
        }
        CUdeviceptr da = dput(a, sizeof a);
        uint16_t c[256], d[256];
        launch_two_out(fn, threads, &da, 1, c, d, sizeof c);
        size_t bad = 0;
        for (int i = 0; i < 256; i++) {
            bool nan = a[i] != a[i];
            uint16_t wn = bf16_of_double(a[i], false), wz = bf16_of_double(a[i], true);
            bool ok = nan ? (c[i] & 0x7FFF) > 0x7F80 && (d[i] & 0x7FFF) > 0x7F80
                          : c[i] == wn && d[i] == wz;
            if (!ok && bad++ < 8)
                fprintf(stderr, "ftof f64 %a: bf16 rn %04x (want %04x), rz %04x (want %04x)\n",
                        a[i], c[i], wn, d[i], wz);
        }
        printf("%-34s 256 f64 values, rn and rz: %zu wrong\n", "ftof f64->bf16 [sm_80 PTX]", bad);
        CHECK_EQ_INT(bad, 0);
        drv.cuMemFree_v2(da);
        drv.cuModuleUnload(cm);
    }
    ct_compile_result_free(&res);
}

/* Whether byte `got` is itof's f8 of the integer x (mb mantissa bits, bias, e5m2 when has_inf):
 * ops.md §3.8 makes a value too large for the type +/-inf, or NaN without an infinity; too large
 * meaning x rounded to mb bits with no exponent limit (ties to even) is beyond the largest
 * finite value. Otherwise f8_nearest. */
static bool itof_f8_ok(uint8_t got, double x, int mb, int bias, bool has_inf)
{
    int ex;
    frexp(x, &ex);
    double ulp = ldexp(1, ex - 1 - mb), top = has_inf ? 57344.0 : 448.0;
    if (x != 0 && fabs(nearbyint(x / ulp) * ulp) > top)
        return has_inf ? got == (x < 0 ? 0xFC : 0x7C) : (got & 0x7F) == 0x7F;
    return got == f8_nearest(x, mb, bias, has_inf);
}

/* convert_f8_int.mlir as PTX for `target` (sm_80: f8 on the bits; sm_89: the f8 cvt): 256
 * ints — f8 ties, the overflow bounds, extremes, random magnitudes — to e4m3fn and e5m2
 * against itof_f8_ok, and all 256 bytes as e4m3fn and e5m2 truncated to i32 and converted to
 * the other f8 format, against f8_value (NaN to NaN, e5m2's inf saturating in e4m3fn). */
static void f8_int_convert(const char *target)
{
    CUmodule cm;
    ct_compile_result res;
    printf("-- test/lit/lower/convert_f8_int.mlir compiled for %s (PTX JIT-compiled)\n", target);
    cm = gpu_ptx_module("test/lit/lower/convert_f8_int.mlir", target, 0, &res);
    uint32_t threads;
    CUfunction fn = sm80_fn(cm, &res, "f8_int", &threads);
    if (fn) {
        static const int32_t ea[] = {0, 1, -1, 9, 17, 19, 34, 38, 232, 240, 248, 448, 449, 464,
                                     465, 480, -500, 57344, 61439, 61440, 61441, 70000,
                                     0x7FFFFFFF, INT32_MIN};
        enum { NE = sizeof ea / sizeof ea[0] };
        int32_t a[256], e[256], f[256];
        uint8_t b[256], c[256], d[256], g[256], h[256];
        for (int i = 0; i < 256; i++) {
            int32_t r = (int32_t)(rnd32() >> (rnd32() % 32));
            a[i] = i < NE ? ea[i] : rnd32() & 1 ? -r : r;
            b[i] = (uint8_t)i;
        }
        CUdeviceptr da = dput(a, sizeof a), db = dput(b, sizeof b), dc = dput(NULL, 256);
        CUdeviceptr dd = dput(NULL, 256), de = dput(NULL, sizeof e), df = dput(NULL, sizeof f);
        CUdeviceptr dg = dput(NULL, 256), dh = dput(NULL, 256);
        void *params[9] = {&da, &db, &db, &dc, &dd, &de, &df, &dg, &dh};
        CHECK(drv.cuLaunchKernel(fn, 1, 1, 1, threads, 1, 1, 0, NULL, params, NULL) == 0);
        dget(c, dc, 256), dget(d, dd, 256), dget(e, de, sizeof e), dget(f, df, sizeof f);
        dget(g, dg, 256), dget(h, dh, 256);
        size_t bad = 0;
        for (int i = 0; i < 256; i++) {
            bool nan4 = (i & 0x7F) == 0x7F, inf5 = (i & 0x7F) == 0x7C, nan5 = (i & 0x7F) > 0x7C;
            double v4 = f8_value((uint8_t)i, 3, 7), v5 = f8_value((uint8_t)i, 2, 15);
            float x5 = inf5 ? (i & 0x80 ? -INFINITY : INFINITY) : (float)v5;
            size_t was = bad;
            bad += !itof_f8_ok(c[i], a[i], 3, 7, false);
            bad += !itof_f8_ok(d[i], a[i], 2, 15, true);
            bad += !nan4 && e[i] != (int32_t)trunc(v4);
            bad += !inf5 && !nan5 && f[i] != (int32_t)trunc(v5);
            bad += nan4 ? (g[i] & 0x7F) <= 0x7C : g[i] != f8_nearest((float)v4, 2, 15, true);
            bad += nan5 ? (h[i] & 0x7F) != 0x7F : h[i] != f8_nearest(x5, 3, 7, false);
            if (bad != was && was < 6)
                fprintf(stderr, "f8_int %d / byte %#04x: e4m3 %#04x e5m2 %#04x, i32 %d %d, "
                        "e5m2 %#04x e4m3 %#04x\n", a[i], i, c[i], d[i], e[i], f[i], g[i], h[i]);
        }
        printf("%-34s 256 ints, 256 bytes: %zu wrong\n", target, bad);
        CHECK_EQ_INT(bad, 0);
        drv.cuMemFree_v2(da), drv.cuMemFree_v2(db); /* dget freed the others */
    }
    if (cm)
        drv.cuModuleUnload(cm);
    ct_compile_result_free(&res);
}

/* ftof_f8_f64.mlir as PTX for `target` (sm_80: the bits; sm_89: the f8 cvt): 256 doubles —
 * e4m3fn and e5m2 ties and the doubles next to them (where an f32 rounded to nearest first
 * would make or break a tie), saturation, subnormals, specials — to both formats, against
 * f8_nearest of the double. */
static void f8_of_f64(const char *target)
{
    ct_compile_result res;
    printf("-- test/lit/lower/ftof_f8_f64.mlir compiled for %s (PTX JIT-compiled)\n", target);
    CUmodule cm = gpu_ptx_module("test/lit/lower/ftof_f8_f64.mlir", target, 0, &res);
    uint32_t threads;
    CUfunction fn = sm80_fn(cm, &res, "f8_f64", &threads);
    if (fn) {
        static const double ex[] = {0.0, -0.0, INFINITY, -INFINITY, NAN, 448.0, 464.0, 480.0,
                                    57344.0, 61440.0, 1e300, 0x1p-10, 0x1p-17, 1e-300};
        enum { NE = sizeof ex / sizeof ex[0] };
        double a[256];
        for (int i = 0; i < 256; i++) {
            bool e5 = rnd32() & 1; /* a tie of e5m2 (1.mm1) or of e4m3fn (1.mmm1) */
            int m = e5 ? 4 + (int)(rnd32() % 4) : 8 + (int)(rnd32() % 8);
            double tie = ldexp(2 * m + 1, e5 ? (int)(rnd32() % 30) - 17 : (int)(rnd32() % 15) - 10);
            int k = i % 3;
            a[i] = i < NE ? ex[i] : k == 0 ? tie : nextafter(tie, k == 1 ? INFINITY : 0);
            if (i >= NE && (rnd32() & 1))
                a[i] = -a[i];
        }
        CUdeviceptr da = dput(a, sizeof a);
        uint8_t c[256], d[256];
        launch_two_out(fn, threads, &da, 1, c, d, sizeof c);
        size_t bad = 0;
        for (int i = 0; i < 256; i++) {
            bool nan = a[i] != a[i], ok4, ok5;
            uint8_t w4 = f8_nearest(a[i], 3, 7, false), w5 = f8_nearest(a[i], 2, 15, true);
            ok4 = nan ? (c[i] & 0x7F) == 0x7F : c[i] == w4;
            ok5 = nan ? (d[i] & 0x7F) > 0x7C : d[i] == w5;
            if ((!ok4 || !ok5) && bad < 6)
                fprintf(stderr, "f8_f64 %a: e4m3 %#04x (want %#04x), e5m2 %#04x (want %#04x)\n",
                        a[i], c[i], w4, d[i], w5);
            bad += !ok4 + !ok5;
        }
        printf("%-34s 256 f64 to e4m3fn and e5m2: %zu wrong\n", target, bad);
        CHECK_EQ_INT(bad, 0);
        drv.cuMemFree_v2(da); /* launch_two_out freed the outputs */
    }
    if (cm)
        drv.cuModuleUnload(cm);
    ct_compile_result_free(&res);
}

/* v/2 for a small integer v (exact in bf16) */
static uint16_t bf16_small(int v) { return (uint16_t)(fbits((float)v / 2) >> 16); }

/* red_view_bf16.mlir for sm_80, where bf16 atomic adds are compare-and-swap loops: red_bf16
 * over 8×16 tile blocks (16 add 0.5 to each of 1024 elements at once), rmw_bf16 over 16 (each
 * adds 1 to the same 128 and stores the old values): every sum exact in bf16, so the final
 * values are the initial + 8 and + 16, and each element's 16 old values are its initial value
 * + 0 … 15, each once. */
static void bf16_atomics_sm80(void)
{
    enum { G = 16 };
    CUmodule cm;
    ct_compile_result res = sm80_lit_dots("test/lit/lower/red_view_bf16.mlir", NULL, 0, &cm);
    uint32_t tr = 0, tw = 0;
    CUfunction red = sm80_fn(cm, &res, "red_bf16", &tr), rmw = sm80_fn(cm, &res, "rmw_bf16", &tw);
    if (red && rmw) {
        uint16_t h[1024], w[128], got[1024], old[G * 128];
        for (int i = 0; i < 1024; i++)
            h[i] = bf16_small(2 * (int)(rnd32() % 32));
        for (int i = 0; i < 128; i++)
            w[i] = bf16_small(2 * (i % 32));
        CUdeviceptr dh = dput(h, sizeof h), dw = dput(w, sizeof w), dold = dput(NULL, sizeof old);
        void *pr[1] = {&dh}, *pw[2] = {&dw, &dold};
        CHECK(drv.cuLaunchKernel(red, 8, G, 1, tr, 1, 1, 0, NULL, pr, NULL) == 0);
        CHECK(drv.cuLaunchKernel(rmw, 1, G, 1, tw, 1, 1, 0, NULL, pw, NULL) == 0);
        dget(got, dh, sizeof got);
        size_t bad = 0;
        for (int i = 0; i < 1024; i++)
            bad += f32_of_bf16(got[i]) != f32_of_bf16(h[i]) + 0.5f * G;
        dget(got, dw, sizeof w);
        dget(old, dold, sizeof old);
        for (int i = 0; i < 128; i++) {
            int count[G] = {0};
            bad += f32_of_bf16(got[i]) != (float)(i % 32 + G);
            for (int b = 0; b < G; b++) {
                float k = f32_of_bf16(old[b * 128 + i]) - (float)(i % 32);
                if (k >= 0 && k < G && k == (int)k)
                    count[(int)k]++;
            }
            for (int k = 0; k < G; k++)
                bad += count[k] != 1;
        }
        printf("%-34s 1024 + 128 elements, 16 blocks each: %zu wrong\n", "bf16 atomic add [sm_80 PTX]", bad);
        CHECK_EQ_INT(bad, 0); /* dget freed the buffers */
    }
    if (cm)
        drv.cuModuleUnload(cm);
    ct_compile_result_free(&res);
}

/* Ampere-only paths: fp8 dots on the f16 tensor cores with the operands widened to f16 on the
 * bits (mma_fp8_fma.mlir), a 64 KiB ldmatrix-staged operand in the dynamic region
 * (mma_stage_ring.mlir), wide integers to bf16 (itof_bf16_sm80.mlir), bf16 atomic adds
 * (red_view_bf16.mlir). */
static void sm80_paths(void)
{
    static const lit_dot f8[] = {
        {"dot_e4m3", T_E4M3, T_F32, 128, 32, 64, {0, 1.0 / (1 << 20), 0}},
        {"dot_e5m2", T_E5M2, T_F32, 128, 32, 64, {0, 1.0 / (1 << 20), 0}},
    };
    static const lit_dot big[] = {
        {"dot_f16_big", T_F16, T_F32, 128, 128, 256, {0, 1.0 / (1 << 20), 0}},
    };
    CUmodule cm;
    ct_compile_result res = sm80_lit_dots("test/lit/lower/mma_fp8_fma.mlir", f8, 2, &cm);
    widen_bits_sm80(cm, &res);
    narrow_bits_sm80(cm, &res);
    if (cm)
        drv.cuModuleUnload(cm);
    ct_compile_result_free(&res);
    res = sm80_lit_dots("test/lit/lower/mma_stage_ring.mlir", big, 1, &cm);
    if (cm)
        drv.cuModuleUnload(cm);
    ct_compile_result_free(&res);
    itof_bf16_sm80();
    ftof_bf16_f64_sm80();
    f8_int_convert("sm_80");
    f8_int_convert("sm_89");
    f8_of_f64("sm_80");
    f8_of_f64("sm_89");
    bf16_atomics_sm80();
}

/* mma_fp8_promote.mlir on sm_90a's wgmma (ops.md §3.11: f8 mmaf without fast_acc promotes to
 * f32 every 128 of K). Integer e4m3 operands in [-4, 4] make every product and every 128-term
 * run exact in any accumulator, and an accumulator near 2^17 makes the f32 sum of the runs
 * exact too, while products below 16 vanish beside it in the tensor cores' reduced-precision
 * accumulation: promote and promote_zero must equal the exact sum bit for bit; fast_acc is
 * reported, not judged (its accumulation is the hardware's). */
static void fp8_promotion(void)
{
    enum { M = 64, N = 128, K = 256 };
    printf("-- test/lit/lower/mma_fp8_promote.mlir compiled for sm_90a (wgmma)\n");
    ct_compile_knobs knobs = {.num_warps = 4, .use_wgmma = 1};
    ct_compile_result res;
    CUmodule cm = gpu_ptx_module_knobs("test/lit/lower/mma_fp8_promote.mlir", "sm_90a", 0, &knobs,
                                       &res);
    static uint8_t a[M * K], b[K * N];
    static float c[M * N], d[M * N];
    static double want[M * N];
    for (int i = 0; i < M * K; i++)
        a[i] = f8_exact((int)(rnd32() % 9) - 4, 3, 7);
    for (int i = 0; i < K * N; i++)
        b[i] = f8_exact((int)(rnd32() % 9) - 4, 3, 7);
    for (int i = 0; i < M * N; i++)
        c[i] = (float)((1 << 17) + (int)(rnd32() % 1024) - 512);
    static const char *const names[] = {"promote", "promote_zero", "fast_acc"};
    for (int kind = 0; cm && kind < 3; kind++) {
        uint32_t threads, smem;
        CUfunction fn = lit_fn(cm, &res, names[kind], &threads, &smem);
        if (!fn)
            break;
        for (int i = 0; i < M; i++)
            for (int j = 0; j < N; j++) {
                double s = kind == 1 ? 0 : c[i * N + j];
                for (int k = 0; k < K; k++)
                    s += f8_value(a[i * K + k], 3, 7) * f8_value(b[k * N + j], 3, 7);
                want[i * N + j] = s;
            }
        CUdeviceptr da = dput(a, sizeof a), db = dput(b, sizeof b), dc = dput(c, sizeof c),
                    dd = dput(NULL, sizeof d);
        void *params[4] = {&da, &db, &dc, &dd};
        CHECK(drv.cuLaunchKernel(fn, 1, 1, 1, threads, 1, 1, smem, NULL, params, NULL) == 0);
        dget(d, dd, sizeof d);
        size_t bad = 0;
        for (int i = 0; i < M * N; i++)
            bad += d[i] != want[i];
        printf("%-34s %dx%dx%d: %zu of %d differ from the exact sum%s\n", names[kind], M, N, K,
               bad, M * N, kind == 2 ? " (not judged)" : "");
        if (kind < 2)
            CHECK_EQ_INT(bad, 0);
        drv.cuMemFree_v2(da), drv.cuMemFree_v2(db), drv.cuMemFree_v2(dc); /* dget freed dd */
    }
    if (cm)
        drv.cuModuleUnload(cm);
    ct_compile_result_free(&res);
}

int main(void)
{
    if (gpu_open_context(&ctx))
        return 77;
    const double u = 1.0 / (1 << 20);
    static const lit_dot sync[] = {
        {"dot_f16", T_F16, T_F32, 128, 32, 32, {0, 1.0 / (1 << 20), 0}},
        {"dot_bf16", T_BF16, T_F32, 128, 32, 32, {0, 1.0 / (1 << 20), 0}},
        {"dot_f16_f16acc", T_F16, T_F16, 128, 32, 32, {1.0 / 2048, 1.0 / 512, 1.0 / 1024}},
        {"dot_i8", T_I8, T_I32, 128, 32, 64, {0, 0, 0}},
    };
    static const lit_dot fma[] = {
        {"dot_f32", T_F32, T_F32, 64, 32, 16, {0, 1.0 / (1 << 20), 1.0 / (1 << 23)}},
        {"dot_f64", T_F64, T_F64, 64, 32, 16, {0, 1e-14, 1e-15}},
    };
    cuTileCompileOptions swz = {.struct_size = sizeof swz, .opt_level = 3, .always_swizzle = 1,
                                .prefer_tma = -1, .delay_tma_store_wait = -1};
    for (int mode = 0; mode < 2; mode++) {
        copts = mode ? &swz : NULL;
        printf("-- %s\n", mode ? "always_swizzle: operands through shared memory and ldmatrix"
                               : "default options");
        lit_dots("test/lit/lower/mma_sync.mlir", sync, sizeof sync / sizeof sync[0]);
        lit_dots("test/lit/lower/mma_fma.mlir", fma, sizeof fma / sizeof fma[0]);
        matmul("matmul_f16", T_F16, CUTILE_DTYPE_F16, (bound){1.0 / 2048, u, 0});
        matmul("matmul_bf16", T_BF16, CUTILE_DTYPE_BF16, (bound){1.0 / 256, u, 0});
        matmul("matmul_f32", T_F32, CUTILE_DTYPE_F32, (bound){1.0 / (1 << 24), u, 0});
        if (getenv("CUTILE_MMA_BENCH"))
            bench_bf16();
    }
    sm80_paths();
    if (device_sm() == 90)
        fp8_promotion();
    attention("attention_f16_d64", T_F16, CUTILE_DTYPE_F16, 64, 128, -11);
    attention("attention_bf16_d128", T_BF16, CUTILE_DTYPE_BF16, 128, 64, -8);
    attention("attention_f16_d64_m256", T_F16, CUTILE_DTYPE_F16, 64, 256, -11);
    /* 8 and 2 query rows a block: dots of 16 rows, every row repeated (dot_of_few_rows) */
    attention("attention_f16_d64_m8", T_F16, CUTILE_DTYPE_F16, 64, 8, -11);
    attention("attention_bf16_d128_m2", T_BF16, CUTILE_DTYPE_BF16, 128, 2, -8);
    scaled_dot();
    mla_decode("sparse_mla_f16", T_F16, CUTILE_DTYPE_F16, 16, -11);
    mla_decode("sparse_mla_bf16", T_BF16, CUTILE_DTYPE_BF16, 32, -8);
    gathered_pair();
    matmul_cast_a();
    byte_dots(device_sm());
    sample_matmuls(device_sm());
    if (device_sm() >= 90)
        persistent_sample();
    cuTileModuleUnload(mod);
    cuTileContextDestroy(ctx);
    TEST_MAIN_END();
}
