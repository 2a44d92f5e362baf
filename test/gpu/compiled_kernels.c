/*
 * compiled_kernels.c — the compiler's output running on a GPU: cuTile Python exports of
 * test/data (from the kernels in test/kernels) loaded with cuTileLoadModuleFromFile (read →
 * verify → compile → nvJitLink → load) and launched with typed arguments, and text-form kernels
 * of test/lit/lower launched raw, on fresh seeded inputs, checked element by element against
 * CPU references.
 *
 * Most tests are rows of `cases` (at the end): kernel, arguments (dtype, shape, generator),
 * grid, outputs with their tolerances and a reference, run by gpu_case.h's runner (which
 * poisons every output and checks a guard region behind it). Extents are chosen so that tiles
 * hang over the ends of the arrays. The rows cover the vector-add family, silu, transposes,
 * layout conversions through shared memory, softmax, layer norm, scans, argmax with NaNs,
 * column reductions, a persistent kernel, fp8/tf32/f16 conversions bit for bit, views,
 * orderings and atomics, constants of every dtype, small dots below the tensor cores and an
 * f16 matmul; the rows marked tma run again compiled with the TMA knobs (prefer_tma; with
 * delay_tma_store_wait too).
 *
 * Written by hand, because they check more than arrays against a reference: control_flow
 * (atomics whose histogram depends on the order the blocks ran in), the printing kernels
 * (device printf's text), divide_modes / exp2_f32 / remf_atan2 / math_f64 / cuda_math (per-mode
 * and per-function ulp bounds, repeated launches, NVRTC or long-double references), int_ops and
 * convert_int (64-bit integers, one entry per dtype), ftof_rounding (rows of different 16-bit
 * formats in one output), scaled_mma (sm_80 PTX beside the library's cubin), layer_norm_bwd
 * (two launches sharing locks) and vec_add_2d_raw (the raw launch API building tensor maps).
 *
 * --host-check runs each row's reference and comparison on the host (ctest gpu.cases_host);
 * --list prints the rows' labels; --sim-io / --sim-check let test/sim/cases_test.py check every
 * row's launch against its kernel's assumptions and run rows in ptxsim (ctest sim.gpu_cases).
 * Exit status: 0 passed, 1 failed, 77 skipped (no CUDA driver or GPU; it says so).
 */
#include <float.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bytecode/bytecode.h"
#include "cutile_rt.h"
#include "gpu_driver.h"
#include "pass/compile.h"
#include "test.h"
#include "sm80_ptx.h"
#include "gpu_case.h"

/* ------------------------------ tests written by hand ------------------------------ */

/* test/kernels/control_flow.py: per block a for loop with an if/else inside (carried 256-wide
 * tile), a reduce, an if with a result, atomic add / max on histogram slots and a float atomic
 * add, a while loop with break, and an atomic_cas spin lock around a read-modify-write of an
 * Out row, released by an atomic exchange. The last chunk of X is ragged (zero padding). */
static void control_flow(void)
{
    enum { G = 40, SLOTS = 8, ROWS = 16, TILE = 256 }; /* Out has 16 rows (the export assumes
                                                          extents divisible by 16); 8 are slots */
    const int32_t n_iter = 5;
    const float threshold = 0.5f;
    const int64_t nx = (int64_t)G * n_iter * TILE - 112, os[2] = {ROWS, TILE}, ost[2] = {TILE, 1};
    float *x = malloc(nx * 4), *out = malloc(ROWS * TILE * 4), total;
    int32_t zeros[16] = {0}, locks[16], hist[16];
    for (int64_t i = 0; i < nx; i++)
        x[i] = urand(-1, 1);
    for (int64_t i = 0; i < ROWS * TILE; i++)
        out[i] = urand(-1, 1);
    double *want_out = malloc(ROWS * TILE * sizeof *want_out), want_total = 0;
    for (int64_t i = 0; i < ROWS * TILE; i++)
        want_out[i] = out[i];
    int32_t want_hist[4] = {0, 0, 0, 0}, steps = 0;
    for (int32_t k = n_iter; k > 1; k /= 2)
        steps++;
    size_t ambiguous = 0;
    for (int pid = 0; pid < G; pid++) {
        double t = 0;
        for (int k = 0; k < TILE; k++) {
            float a = 0;
            for (int i = 0; i < n_iter; i++) {
                int64_t j = ((int64_t)pid * n_iter + i) * TILE + k;
                float v = j < nx ? x[j] : 0;
                a = i % 2 == 0 ? a + v : fmaf(-0.5f, v, a);
            }
            t += a;
            want_out[(pid % SLOTS) * TILE + k] += a;
        }
        want_total += t;
        want_hist[t > threshold]++;
        ambiguous += fabs(t - threshold) < 1e-3;
        want_hist[2 + pid % 2] = steps;
    }
    dbuf dx = dalloc(x, nx * 4), dout = dalloc(out, ROWS * TILE * 4), dl = dalloc(zeros, 64),
         dh = dalloc(zeros, 64), dt = dalloc(zeros, 64);
    cuTileArg args[] = {arr1(&dx, CUTILE_DTYPE_F32, nx), arr(&dout, CUTILE_DTYPE_F32, 2, os, ost),
                        arr1(&dl, CUTILE_DTYPE_I32, 16), arr1(&dh, CUTILE_DTYPE_I32, 16),
                        arr1(&dt, CUTILE_DTYPE_F32, 16),
                        {.kind = CUTILE_ARG_INT64, .u.i64 = n_iter},
                        {.kind = CUTILE_ARG_FLOAT64, .u.f64 = threshold}};
    launch(kernel("control_flow_f32", 0), G, 1, args, 7, "control_flow");
    dfetch(&dout, out, "control_flow Out");
    dfetch(&dl, locks, "control_flow Locks");
    dfetch(&dh, hist, "control_flow Hist");
    float tot[16];
    dfetch(&dt, tot, "control_flow Total");
    total = tot[0];
    size_t bad = 0;
    for (int64_t i = 0; i < ROWS * TILE; i++)
        bad += !near(out[i], want_out[i], 1e-5, 1e-5);
    for (int i = 0; i < 16; i++)
        bad += locks[i] != 0 || (i >= 4 && (hist[i] != 0 || fbits(tot[i]) != 0));
    bad += hist[0] + hist[1] != G || (!ambiguous && hist[1] != want_hist[1]);
    bad += hist[2] != want_hist[2] || hist[3] != want_hist[3];
    bad += !near(total, want_total, 1e-4, 1e-3);
    if (bad)
        fprintf(stderr, "control_flow: hist %d %d %d %d (want %d %d %d %d), total %g (want %g)\n",
                hist[0], hist[1], hist[2], hist[3], want_hist[0], want_hist[1], want_hist[2],
                want_hist[3], total, want_total);
    report("control_flow f32", bad, (size_t)(ROWS * TILE + 16 + 3));
    drv.cuMemFree_v2(dx.p);
    free(x), free(out), free(want_out);
}

/* The first kernel of test/data/<stem>.cutile. */
static cuTileKernel print_kernel(const char *stem)
{
    char path[96];
    snprintf(path, sizeof path, "test/data/%s.cutile", stem);
    return file_kernel(path, 0);
}

/* Launches k over a 1-D grid and returns what the device printed, rewound: the driver writes
 * device printf output to stdout when the context synchronizes, so fd 1 goes to a temporary
 * file meanwhile. */
static FILE *launch_printing(cuTileKernel k, uint32_t grid, const cuTileArg *args, size_t n,
                             const char *stem)
{
    fflush(stdout);
    FILE *tmp = tmpfile();
    int saved = dup(1);
    CHECK(tmp && saved >= 0 && dup2(fileno(tmp), 1) == 1);
    launch(k, grid, 1, args, n, stem);
    CHECK(drv.cuCtxSynchronize() == 0);
    fflush(stdout);
    dup2(saved, 1);
    close(saved);
    rewind(tmp);
    return tmp;
}

/* test/kernels/printing.py: every block prints "block <pid> of <n>: sum <s>" once (vprintf;
 * at 13.1 under cuTile's print lock, a module global). Sums of small integers are exact. */
static void print_sum(const char *ver)
{
    enum { N = 1008, TILE = 128, G = (N + TILE - 1) / TILE };
    float x[N];
    double want[G] = {0};
    for (int i = 0; i < N; i++)
        x[i] = (float)(int)(rnd32() % 7) - 3, want[i / TILE] += x[i];
    char stem[64];
    snprintf(stem, sizeof stem, "print_sum_f32.v%s", ver);
    cuTileKernel k = print_kernel(stem);
    dbuf dx = dalloc(x, sizeof x);
    cuTileArg args[] = {arr1(&dx, CUTILE_DTYPE_F32, N), {.kind = CUTILE_ARG_INT64, .u.i64 = N}};
    FILE *tmp = launch_printing(k, G, args, 2, stem);
    int seen[G] = {0};
    size_t bad = 0, lines = 0;
    char line[128];
    while (fgets(line, sizeof line, tmp)) {
        int b, n;
        double s;
        lines++;
        if (sscanf(line, "block %d of %d: sum %lf", &b, &n, &s) != 3 || b < 0 || b >= G ||
            n != N || s != want[b]) {
            fprintf(stderr, "%s: unexpected line: %s", stem, line);
            bad++;
        } else {
            seen[b]++;
        }
    }
    fclose(tmp);
    for (int b = 0; b < G; b++)
        bad += seen[b] != 1;
    printf("%-28s %zu lines, %zu wrong\n", stem, lines, bad);
    CHECK_EQ_INT(bad, 0);
    drv.cuMemFree_v2(dx.p);
}

/* printing.py print_tile over x = 0 … 15 (two blocks of 8): each block's five lines exactly as
 * NVIDIA's test_print.py expects tiles printed (a nested list on one line), in any order
 * between the blocks, each once. */
static void print_tile(const char *ver)
{
    enum { N = 16, G = 2, LINES = 5 * G };
    int32_t x[N];
    char want[LINES][160];
    for (int i = 0; i < N; i++)
        x[i] = i;
    for (int b = 0; b < G; b++) {
        int v = 8 * b, s0 = 4 * v + 6, s1 = 4 * v + 22;
        char(*w)[160] = want + 5 * b;
        snprintf(w[0], 160, "tile[%d]:[%d, %d, %d, %d, %d, %d, %d, %d]\n", b, v, v + 1, v + 2, v + 3,
                 v + 4, v + 5, v + 6, v + 7);
        snprintf(w[1], 160, "original: [[%d, %d, %d, %d], [%d, %d, %d, %d]]\n", v, v + 1, v + 2,
                 v + 3, v + 4, v + 5, v + 6, v + 7);
        snprintf(w[2], 160, "reduce over all axes: %d\n", s0 + s1);
        snprintf(w[3], 160, "reduce over axis 1: [%d, %d]\n", s0, s1);
        snprintf(w[4], 160, "block %d keepdims: [[%d], [%d]] half=[%.2f, %.2f, %.2f, %.2f, "
                 "%.2f, %.2f, %.2f, %.2f]\n", b, s0, s1, v * 0.5, v * 0.5 + 0.5, v * 0.5 + 1,
                 v * 0.5 + 1.5, v * 0.5 + 2, v * 0.5 + 2.5, v * 0.5 + 3, v * 0.5 + 3.5);
    }
    char stem[64];
    snprintf(stem, sizeof stem, "print_tile_i32.v%s", ver);
    cuTileKernel k = print_kernel(stem);
    dbuf dx = dalloc(x, sizeof x);
    cuTileArg args[] = {arr1(&dx, CUTILE_DTYPE_I32, N)};
    FILE *tmp = launch_printing(k, G, args, 1, stem);
    int seen[LINES] = {0};
    size_t bad = 0, lines = 0;
    char line[256];
    while (fgets(line, sizeof line, tmp)) {
        int hit = -1;
        lines++;
        for (int i = 0; i < LINES; i++)
            if (!strcmp(line, want[i]))
                hit = i;
        if (hit < 0 && bad++ < 6)
            fprintf(stderr, "%s: unexpected line: %s", stem, line);
        if (hit >= 0)
            seen[hit]++;
    }
    fclose(tmp);
    for (int i = 0; i < LINES; i++)
        bad += seen[i] != 1;
    printf("%-28s %zu lines, %zu wrong\n", stem, lines, bad);
    CHECK_EQ_INT(bad, 0);
    drv.cuMemFree_v2(dx.p);
}

static cuTileKernel own_math_kernel(const char *path, int version);

/* The f32 quotient x / y rounded in mode m (0 RN, 1 RZ, 2 RM, 3 RP; 4 RN with inputs and result
 * flushed), from the host's double division: its RN rounding to f32 is correct (53 ≥ 2·24 + 2
 * bits, so rounding twice is harmless); the directed modes then step from it by the sign of the
 * exact remainder x − f·y (an fma in double, exact: f·y has 48 bits and lies next to x). */
static float div_ref(float x, float y, int m)
{
    if (m == 4) {
        x = fpclassify(x) == FP_SUBNORMAL ? copysignf(0, x) : x;
        y = fpclassify(y) == FP_SUBNORMAL ? copysignf(0, y) : y;
    }
    float f = (float)((double)x / (double)y);
    if (m == 4)
        return fpclassify(f) == FP_SUBNORMAL ? copysignf(0, f) : f;
    if (m == 0 || isnan(f) || isnan(x) || isinf(x) || isinf(y) || x == 0 || y == 0)
        return f;
    /* f = ±inf: the exact quotient is finite, beyond ±FLT_MAX */
    double rem = isinf(f) ? 0 : fma(-(double)f, (double)y, (double)x);
    if (!isinf(f) && rem == 0)
        return f; /* exact */
    bool above = isinf(f) ? f < 0 : rem * (y > 0 ? 1 : -1) > 0; /* exact > f */
    bool closer = (f > 0 && !above) || (f < 0 && above);          /* |exact| < |f| */
    if ((m == 1 && !closer) || (m == 2 && above) || (m == 3 && !above))
        return f;
    return nextafterf(f, m == 1 ? 0.0f : m == 2 ? -INFINITY : INFINITY);
}

/* √x in f32 rounded in mode m (as div_ref): the host's double sqrt rounded to f32 (correct for
 * RN: 53 ≥ 2·24 + 2), then the directed modes step by the sign of x − f² (exact in double). */
static float sqrt_ref(float x, int m)
{
    if (m == 4)
        x = fpclassify(x) == FP_SUBNORMAL ? copysignf(0, x) : x;
    float f = (float)sqrt((double)x);
    if (m == 4 || m == 0 || isnan(f) || isinf(f) || f == 0)
        return f;
    double rem = fma(-(double)f, (double)f, (double)x);
    if (rem == 0)
        return f;
    if ((m == 1 || m == 2) && rem < 0) /* exact below f */
        return nextafterf(f, 0.0f);
    if (m == 3 && rem > 0)
        return nextafterf(f, INFINITY);
    return f;
}

/* attention.py's divide: f32 division in the four IEEE modes and RN with flush_to_zero, in a
 * function with a wgmma dot (the inline f64 sequence of ptx_math.c ct_ptx_div32 instead of div.r*.f32):
 * bit for bit against div_ref (any NaN for a NaN) over random bit patterns (every class),
 * quotients near the overflow and subnormal boundaries, exact quotients and ties of the
 * subnormal range; tanh and log of X (their f64 quotients inline too) against the double
 * functions; sqrt of X in the same five modes bit for bit against sqrt_ref; the dot beside it
 * is checked too. */
static void divide_modes(void)
{
    enum { N = 1024, BLOCKS = 64, T = N * BLOCKS, MODES = 5, QROWS = 16 }; /* extents of 16s */
    float *x = malloc(T * sizeof *x), *y = malloc(T * sizeof *y), *q = malloc(QROWS * T * sizeof *q);
    for (int i = 0; i < T; i++) {
        int kind = i % 4;
        if (kind == 0) { /* any bits */
            x[i] = bitsf(rnd32()), y[i] = bitsf(rnd32());
        } else if (kind == 1) { /* near the edges: |x/y| around 2^128 or 2^-126 … 2^-150 */
            int ex = (int)(rnd32() % 60) - 30, big = rnd32() & 1;
            x[i] = ldexpf(urand(1, 2), big ? 100 + ex / 2 : -100 + ex);
            y[i] = ldexpf(urand(1, 2), big ? -28 + ex / 3 : 26 + ex / 2) * (rnd32() & 1 ? -1 : 1);
        } else if (kind == 2) { /* exact quotients and subnormal ties: x = k·y·2^e */
            y[i] = urand(1, 2) * (float)(1 << (rnd32() % 8));
            x[i] = (float)((int)(rnd32() % 4097) - 2048) * y[i] * ldexpf(1, -(int)(rnd32() % 160));
        } else {
            x[i] = urand(-1e3f, 1e3f), y[i] = urand(-1e-3f, 1e3f);
        }
    }
    static const float sx[] = {0, INFINITY, -0.0f, 1, NAN, 0x1p-149f, 3 * 0x1p-149f, FLT_MAX,
                               0x1p-149f, -FLT_MAX, 1, 0x1p-126f};
    static const float sy[] = {0, INFINITY, 3, -0.0f, 1, 2, 2, 0.5f, 0x1p-149f, 0.5f, 3, 0x1p24f};
    for (size_t i = 0; i < sizeof sx / sizeof sx[0]; i++)
        x[i] = sx[i], y[i] = sy[i];
    uint16_t a[64 * 64], b[64 * 64];
    float c[64 * 64];
    for (int i = 0; i < 64 * 64; i++)
        a[i] = to16((float)((int)(rnd32() % 9) - 4) / 4, false),
        b[i] = to16((float)((int)(rnd32() % 9) - 4) / 4, false);
    const int64_t qs[2] = {QROWS, T}, qst[2] = {T, 1}, ms[2] = {64, 64}, mst[2] = {64, 1};
    dbuf dx = dalloc(x, T * 4), dy = dalloc(y, T * 4), dq = dalloc(NULL, QROWS * T * 4);
    dbuf da = dalloc(a, sizeof a), db = dalloc(b, sizeof b), dc = dalloc(NULL, sizeof c);
    cuTileArg args[] = {arr1(&dx, CUTILE_DTYPE_F32, T), arr1(&dy, CUTILE_DTYPE_F32, T),
                        arr(&dq, CUTILE_DTYPE_F32, 2, qs, qst), arr(&da, CUTILE_DTYPE_F16, 2, ms, mst),
                        arr(&db, CUTILE_DTYPE_F16, 2, ms, mst), arr(&dc, CUTILE_DTYPE_F32, 2, ms, mst)};
    launch(kernel("divide_f32", 0), BLOCKS, 1, args, 6, "divide_f32");
    dfetch(&dq, q, "divide_f32");
    dfetch(&dc, c, "divide_f32 dot");
    drv.cuMemFree_v2(dx.p), drv.cuMemFree_v2(dy.p), drv.cuMemFree_v2(da.p), drv.cuMemFree_v2(db.p);
    size_t bad = 0;
    for (int m = 0; m < MODES; m++)
        for (int i = 0; i < T; i++) {
            float want = div_ref(x[i], y[i], m), got = q[(size_t)m * T + i];
            bool ok = isnan(want) ? isnan(got) : fbits(got) == fbits(want);
            if (!ok && bad < 6)
                fprintf(stderr, "divide mode %d: %a / %a = %a, want %a\n", m, x[i], y[i], got, want);
            bad += !ok;
        }
    size_t dot_bad = 0;
    for (int i = 0; i < 64; i++)
        for (int j = 0; j < 64; j++) {
            double want = 0; /* quarters: every product and sum exact in f32 */
            for (int k = 0; k < 64; k++)
                want += (double)from16(a[i * 64 + k], false) * from16(b[k * 64 + j], false);
            dot_bad += c[i * 64 + j] != (float)want;
        }
    size_t fbad = 0; /* tanh within 2 ulp, log within 1 (their documented bounds) */
    for (int k = 0; k < 2; k++)
        for (int i = 0; i < T; i++) {
            float want = (float)(k ? log((double)x[i]) : tanh((double)x[i]));
            float got = q[(size_t)(MODES + k) * T + i];
            long ulps = labs((long)fbits(got) - (long)fbits(want));
            bool ok = isnan(want) ? isnan(got)
                      : isinf(want) ? got == want : ulps <= (k ? 1 : 2) && signbit(got) == signbit(want);
            if (!ok && fbad < 4)
                fprintf(stderr, "divide: %s(%a) = %a, want %a\n", k ? "log" : "tanh", x[i], got, want);
            fbad += !ok;
        }
    size_t sbad = 0;
    for (int m = 0; m < MODES; m++)
        for (int i = 0; i < T; i++) {
            float want = sqrt_ref(x[i], m), got = q[(size_t)(MODES + 2 + m) * T + i];
            bool ok = isnan(want) ? isnan(got) : fbits(got) == fbits(want);
            if (!ok && sbad < 4)
                fprintf(stderr, "divide: sqrt mode %d (%a) = %a, want %a\n", m, x[i], got, want);
            sbad += !ok;
        }
    report("divide f32 (RN RZ RM RP, RN ftz)", bad, (size_t)MODES * T);
    report("divide f32: sqrt in the same modes", sbad, (size_t)MODES * T);
    report("divide f32: tanh, log beside a wgmma", fbad, 2 * (size_t)T);
    report("divide f32: the dot beside it", dot_bad, 64 * 64);
    free(x), free(y), free(q);
}

/* ptx_exp2.mlir: exp2 of f32 (plain and flush_to_zero) over the f32 range — uniform in
 * [-155, 130], near the integers, tiny magnitudes, the subnormal-result band and the specials
 * — against the double exp2 rounded to f32: within 1 ulp (exp2f's documented bound is 2); with
 * flush_to_zero (ex2.approx.ftz) within 3 ulp, and subnormal results zero. */
static void exp2_f32(void)
{
    enum { N = 1024, ROUNDS = 32 };
    static const float sx[] = {0.0f, -0.0f, INFINITY, -INFINITY, NAN, 1.0f, -1.0f, 127.0f,
                               127.99999f, 128.0f, -126.0f, -126.5f, -149.0f, -149.5f, -150.0f,
                               -151.0f, 0x1p-149f, -0x1p-149f, 0.5f, -0.5f};
    cuTileKernel k = own_math_kernel("test/lit/lower/ptx_exp2.mlir", 0);
    float x[N], y[N], z[N];
    size_t bad = 0, n = 0;
    long worst = 0, worstz = 0;
    for (int round = 0; k && round < ROUNDS; round++) {
        for (int i = 0; i < N; i++) {
            int kind = round == 0 && i < (int)(sizeof sx / sizeof sx[0]) ? -1 : i % 4;
            x[i] = kind < 0 ? sx[i]
                   : kind == 0 ? urand(-155.0f, 130.0f)
                   : kind == 1 ? (float)((int)urand(-150, 128)) + urand(-1e-3f, 1e-3f)
                   : kind == 2 ? urand(-1.0f, 1.0f) * ldexpf(1.0f, -(int)(rnd32() % 40))
                               : urand(-152.0f, -124.0f);
        }
        dbuf dx = dalloc(x, sizeof x), dy = dalloc(NULL, sizeof y), dz = dalloc(NULL, sizeof z);
        void *params[3] = {&dx.p, &dy.p, &dz.p};
        uint32_t grid[3] = {1, 1, 1};
        CHECK(cuTileLaunchRaw(k, grid, params, NULL) == CUTILE_SUCCESS);
        dfetch(&dy, y, "exp2");
        dfetch(&dz, z, "exp2 ftz");
        drv.cuMemFree_v2(dx.p);
        for (int i = 0; i < N; i++, n++) {
            float want = (float)exp2((double)x[i]);
            long ulps = labs((long)fbits(y[i]) - (long)fbits(want));
            bool ok = isnan(want) ? isnan(y[i]) : ulps <= 1;
            long uz = labs((long)fbits(z[i]) - (long)fbits(want));
            bool sub = want != 0 && fabsf(want) < 0x1p-126f;
            /* a result that rounds just below the normal range is flushed too */
            bool edge = fabsf(want) < 0x1.00001p-126f && z[i] == 0;
            bool okz = isnan(want) ? isnan(z[i]) : sub ? z[i] == 0 : uz <= 3 || edge;
            if (!isnan(want) && ulps > worst)
                worst = ulps;
            if (!isnan(want) && !sub && uz > worstz)
                worstz = uz;
            if ((!ok || !okz) && bad < 4)
                fprintf(stderr, "exp2(%a) = %a / ftz %a, want %a\n", x[i], y[i], z[i], want);
            bad += !ok + !okz;
        }
    }
    CHECK(k != NULL);
    printf("exp2 f32: worst %ld ulp, flush_to_zero %ld ulp, over %zu values\n", worst, worstz, n);
    report("exp2 f32 (1 ulp; ftz 3 ulp)", bad, 2 * n);
}

/* remf against the C library's fmodf (exact: the remainder is representable, so bit equality
 * incl. the sign of zero) and a few values worked out by hand; atan2 against atan2 in double
 * rounded to f32, within 2 ulp (CUDA documents 3 for atan2f), with C's quadrant rules for
 * zeros and infinities. The lit kernel computes remf(x, y) and atan2(x, y) for 64 pairs, and
 * atan2(remf(h, h), h) in f16. */
static void remf_atan2(void)
{
    static const float hand[][3] = {{5.5f, -2.0f, 1.5f}, {-5.5f, 2.0f, -1.5f}, {7.0f, 7.0f, 0.0f},
                                    {-7.0f, 7.0f, -0.0f}, {3.0f, INFINITY, 3.0f}, {0x1p100f, 3.0f, 1.0f}};
    static const float sx[] = {0.0f, -0.0f, INFINITY, -INFINITY, NAN, 1.0f, -2.5f, 0x1p-149f},
                       sy[] = {0.0f, -0.0f, INFINITY, -INFINITY, NAN};
    enum { N = 64, NH = sizeof hand / sizeof hand[0] };
    float x[N], y[N], rem[N], at[N];
    for (int i = 0; i < N; i++) {
        if (i < NH) {
            x[i] = hand[i][0], y[i] = hand[i][1];
        } else if (i < NH + 40) {
            x[i] = sx[(i - NH) % 8], y[i] = sy[(i - NH) / 8];
        } else {
            x[i] = urand(-1e6f, 1e6f) * (i % 2 ? 1e-30f : 1.0f), y[i] = urand(-3.0f, 3.0f);
        }
    }
    uint16_t h[N] = {0};
    dbuf dx = dalloc(x, sizeof x), dy = dalloc(y, sizeof y), dr = dalloc(NULL, sizeof rem),
         da = dalloc(NULL, sizeof at), dh = dalloc(h, sizeof h);
    cuTileKernel k = own_math_kernel("test/lit/lower/ptx_remf_atan2.mlir", 0);
    void *params[5] = {&dx.p, &dy.p, &dr.p, &da.p, &dh.p};
    uint32_t grid[3] = {1, 1, 1};
    CHECK(k && cuTileLaunchRaw(k, grid, params, NULL) == CUTILE_SUCCESS);
    dfetch(&dr, rem, "remf");
    dfetch(&da, at, "atan2");
    dfetch(&dh, h, "remf/atan2 f16");
    dfetch(&dx, x, "x");
    dfetch(&dy, y, "y");
    size_t bad_r = 0, bad_a = 0;
    for (int i = 0; i < N; i++) {
        float want = i < NH ? hand[i][2] : fmodf(x[i], y[i]);
        bool ok = isnan(want) ? isnan(rem[i]) : fbits(rem[i]) == fbits(want);
        float wa = (float)atan2((double)x[i], (double)y[i]);
        bool ok_a = isnan(wa) ? isnan(at[i])
                              : signbit(wa) == signbit(at[i]) &&
                                    labs((long)fbits(fabsf(at[i])) - (long)fbits(fabsf(wa))) <= 2;
        if (!ok && bad_r++ < 4)
            fprintf(stderr, "remf(%a, %a) = %a, want %a\n", x[i], y[i], rem[i], want);
        if (!ok_a && bad_a++ < 4)
            fprintf(stderr, "atan2(%a, %a) = %a, want %a\n", x[i], y[i], at[i], wa);
    }
    size_t bad_h = 0; /* the f16 half gets zeros: remf(0, 0) = NaN, atan2(NaN, 0) = NaN */
    for (int i = 0; i < N; i++)
        bad_h += (h[i] & 0x7C00) != 0x7C00 || !(h[i] & 0x3FF);
    report("remf (exact)", bad_r, N);
    report("atan2 (2 ulp)", bad_a, N);
    report("remf/atan2 f16 of zeros", bad_h, N);
}


/* ----------------------------- integer edge cases (int_edges.py) ----------------------------- */

static uint64_t wmask(int w) { return w == 64 ? ~0ull : (1ull << w) - 1; }
static int64_t sext(uint64_t v, int w) { return w == 64 ? (int64_t)v : (int64_t)(v << (64 - w)) >> (64 - w); }
typedef __int128 i128;
static i128 ival(uint64_t v, int w, bool sg) { return sg ? (i128)sext(v, w) : (i128)(v & wmask(w)); }
static i128 floor_div(i128 a, i128 b) { return a / b - (a % b != 0 && (a < 0) != (b < 0)); }
static i128 ceil_div(i128 a, i128 b) { return a / b + (a % b != 0 && (a < 0) == (b < 0)); }

/* Row k of int_ops for lane (a, b, s), exactly (ops.md §3.4/3.5): wrap-around arithmetic, Python
 * floor division and modulo (remi + sign fix), ceiling division, min/max/compares under the
 * dtype's signedness, absi reading a as signed. Shift amounts are read as unsigned; from the
 * width on, ops.md leaves the result unspecified and points at PTX, which clamps: shl and
 * logical shr give 0, arithmetic shr the sign. That is what the compiler does for every width
 * (incl. i8 in 16-bit registers and i64 amounts ≥ 2^32), so it is checked. */
static uint64_t int_ref(int k, uint64_t a, uint64_t b, uint64_t s, int w, bool sg)
{
    uint64_t m = wmask(w), u = s & m;
    i128 A = ival(a, w, sg), B = ival(b, w, sg), SA = sext(a, w);
    switch (k) {
    case 0: return (a + b) & m;
    case 1: return (a - b) & m;
    case 2: return (a * b) & m;
    case 3: return sg ? (uint64_t)floor_div(A, B) & m : a & m;
    case 4: return (uint64_t)(A - floor_div(A, B) * B) & m;
    case 5: return (uint64_t)ceil_div(A, B) & m;
    case 6: return (uint64_t)(A < B ? A : B) & m;
    case 7: return (uint64_t)(A > B ? A : B) & m;
    case 8: return (uint64_t)((A < B) + 2 * (A >= B) + 4 * (A == B));
    case 9: return u >= (uint64_t)w ? 0 : (a << u) & m;
    case 10:
        if (u >= (uint64_t)w)
            return sg && A < 0 ? m : 0;
        return sg ? (uint64_t)(A >> u) & m : (a & m) >> u;
    case 11: return (0 - a) & m;
    case 12: return (uint64_t)(SA < 0 ? -SA : SA) & m;
    default: return ((a & b) | (~a ^ s)) & m;
    }
}

static uint64_t int_edge(int w, bool small)
{
    static const int64_t e[] = {0, 1, 2, -1, -2, 3, -3, 7, -7};
    uint64_t m = wmask(w), min = 1ull << (w - 1);
    switch (rnd32() % (small ? 9u : 13u)) {
    case 9: return min;       /* MIN (or 2^(w-1) unsigned) */
    case 10: return min - 1;  /* MAX */
    case 11: return min + 1;
    case 12: return m;
    default: return (uint64_t)e[rnd32() % 9] & m;
    }
}

static void put_int(unsigned char *p, size_t i, int w, uint64_t v) { memcpy(p + i * (w / 8), &v, w / 8); }
static uint64_t get_int(const unsigned char *p, size_t i, int w)
{
    uint64_t v = 0;
    memcpy(&v, p + i * (w / 8), w / 8); /* little-endian */
    return v;
}

/* test/kernels/int_edges.py: int_ops on each of i8…i64 and u8…u64 (one entry per dtype) for
 * 2048 lanes of edge values (0, ±1, ±2, MIN, MAX, MIN+1, all ones), small values and random
 * bits, against int_ref. Floor and ceiling division of MIN by −1 are UB (ops.md §3.4) and not
 * checked; MIN modulo −1 is (0). Divisors are never 0. The export assumes every extent a
 * multiple of 16, so Out has 16 rows: the kernel writes 14, the last two must keep dalloc's
 * poison. */
static void int_ops(void)
{
    static const struct { cuTileDType dt; int w; bool sg; const char *name; } T[] = {
        {CUTILE_DTYPE_I8, 8, true, "int_ops i8"},     {CUTILE_DTYPE_I16, 16, true, "int_ops i16"},
        {CUTILE_DTYPE_I32, 32, true, "int_ops i32"},  {CUTILE_DTYPE_I64, 64, true, "int_ops i64"},
        {CUTILE_DTYPE_U8, 8, false, "int_ops u8"},    {CUTILE_DTYPE_U16, 16, false, "int_ops u16"},
        {CUTILE_DTYPE_U32, 32, false, "int_ops u32"}, {CUTILE_DTYPE_U64, 64, false, "int_ops u64"},
    };
    enum { N = 2048, ROWS = 14, OUT_ROWS = 16 };
    for (size_t t = 0; t < (sizeof T / sizeof T[0]); t++) {
        int w = T[t].w;
        bool sg = T[t].sg;
        size_t eb = (size_t)w / 8;
        uint64_t m = wmask(w), min = 1ull << (w - 1);
        unsigned char *a = malloc(N * eb), *b = malloc(N * eb), *s = malloc(N * eb);
        unsigned char *out = malloc(OUT_ROWS * N * eb);
        for (size_t i = 0; i < N; i++) {
            uint64_t r = ((uint64_t)rnd32() << 32 | rnd32()) & m;
            uint64_t av = i % 3 ? int_edge(w, false) : r;
            uint64_t bv = i % 4 == 0 ? r : i % 4 == 1 ? int_edge(w, false) : int_edge(w, true);
            uint64_t sv = i % 4 == 0 ? r : i % 4 == 1 ? (uint64_t)w + rnd32() % 3 - 1 : rnd32() % (2u * w);
            if (i < 8) /* MIN and MAX against −1 and each other, explicitly */
                av = i % 2 ? min - 1 : min, bv = i < 4 ? m : i < 6 ? min : 1;
            put_int(a, i, w, av), put_int(b, i, w, bv ? bv : 1), put_int(s, i, w, sv);
        }
        const int64_t shape[2] = {OUT_ROWS, N}, strides[2] = {N, 1};
        dbuf da = dalloc(a, N * eb), db = dalloc(b, N * eb), ds = dalloc(s, N * eb);
        dbuf dout = dalloc(NULL, OUT_ROWS * N * eb);
        cuTileArg args[] = {arr1(&da, T[t].dt, N), arr1(&db, T[t].dt, N), arr1(&ds, T[t].dt, N),
                            arr(&dout, T[t].dt, 2, shape, strides)};
        launch(kernel("int_ops_multi", t), N / 256, 1, args, 4, T[t].name);
        dfetch(&dout, out, T[t].name);
        size_t bad = 0, n = 0;
        for (int k = 0; k < ROWS; k++)
            for (size_t i = 0; i < N; i++) {
                uint64_t av = get_int(a, i, w), bv = get_int(b, i, w), sv = get_int(s, i, w);
                if (sg && (k == 3 || k == 5) && av == min && bv == m)
                    continue; /* MIN / −1: UB */
                uint64_t got = get_int(out, (size_t)k * N + i, w), want = int_ref(k, av, bv, sv, w, sg);
                n++;
                if (got != want && bad++ < 4)
                    fprintf(stderr, "%s row %d: a %#llx b %#llx s %#llx: %#llx, want %#llx\n",
                            T[t].name, k, (unsigned long long)av, (unsigned long long)bv,
                            (unsigned long long)sv, (unsigned long long)got,
                            (unsigned long long)want);
            }
        for (size_t i = (size_t)ROWS * N; i < (size_t)OUT_ROWS * N; i++, n++)
            bad += get_int(out, i, w) != m; /* padding rows: never written (all ones) */
        report(T[t].name, bad, n);
        drv.cuMemFree_v2(da.p), drv.cuMemFree_v2(db.p), drv.cuMemFree_v2(ds.p);
        free(a), free(b), free(s), free(out);
    }
}

/* --------------------------------- conversions (conversions.py) --------------------------------- */



/* ----------------------------------- block-scaled mma ----------------------------------- */

/* test/lit/lower/mma_scaled.mlir: d = Σ_k (a·sa)(b·sb) + c, K = 256 in a loop of 64-wide tiles,
 * one tile block. Operands and scales are random codes, decoded here from their bits
 * (independently of the library); the reference sums in double, where every term is exact, so
 * the kernel's only error is its f32 accumulation of 256 products: |got − ref| ≤ 2^-24·|ref| +
 * 2^-18·(Σ|terms| + |c|), four times mma_kernels.c's 2^-20 for shorter sums (the H200's worst
 * was 8.7e-7 ≈ 2^-20.1 of Σ|terms|, too close to that; a scale misapplied to one block of V
 * terms moves the sum by the order of V/256 of Σ|terms|, far beyond either bound). Each kernel runs
 * twice: scale exponents within ±20 (products up to 2^±53, far inside f32's range), then ±3,
 * where no block's terms dwarf another's and a scale applied to the wrong block shows. One
 * operand code in 16 is zero; signs are random. Each runs as compiled for this device (sm_90a
 * on an H200: wgmma) and, where the PTX loads, as compiled for sm_80 (mma.sync, f8 widened on
 * the bits), JIT-compiled by the driver. */
enum { SC_E4M3, SC_E5M2, SC_F4, SC_E8M0 };

typedef struct sc_case {
    const char *name;
    int in, sc; /* SC_*: operand and scale formats */
    int v, batch, m, n, k;
} sc_case;

static double sc_decode(int fmt, unsigned code)
{
    if (fmt == SC_E4M3)
        return f8_value((uint8_t)code, 3, 7, false);
    if (fmt == SC_E5M2)
        return f8_value((uint8_t)code, 2, 15, true);
    if (fmt == SC_E8M0)
        return code == 0xFF ? NAN : ldexp(1.0, (int)code - 127);
    int ex = code >> 1 & 3, m = code & 1; /* f4E2M1FN: S.EE.M */
    double mag = ex ? ldexp(1.0 + 0.5 * m, ex - 1) : 0.5 * m;
    return code & 8 ? -mag : mag;
}

/* A random finite operand code of format fmt (zero one time in 16). */
static unsigned sc_operand(int fmt)
{
    for (;;) {
        unsigned c = rnd32() & (fmt == SC_F4 ? 0xFu : 0xFFu);
        if (rnd32() % 16 == 0)
            return 0;
        if (isfinite(sc_decode(fmt, c)))
            return c;
    }
}

/* A random scale code: a power of two (e8m0), or a non-negative e4m3 value (zero included),
 * of exponent within ±spread. */
static unsigned sc_scale(int fmt, int spread)
{
    if (fmt == SC_E8M0)
        return 127 + rnd32() % (2 * spread + 1) - spread;
    for (;;) {
        unsigned c = rnd32() % 0x7F; /* 0x7F is NaN */
        double s = sc_decode(fmt, c);
        if (s == 0 || abs(ilogb(s)) <= spread)
            return c;
    }
}

/* The codes of one run, as the kernel takes them (f4: two per byte, element 2i in the low
 * nibble), with the reference and the error scale of every output. */
typedef struct sc_data {
    size_t na, nb, nsa, nsb, nc; /* elements */
    uint8_t *a, *b, *sa, *sb;
    float *c;
    double *ref, *mag;
} sc_data;

static uint8_t *sc_codes(size_t n, bool f4, unsigned (*draw)(int, int), int fmt, int spread,
                         double *val)
{
    uint8_t *p = calloc(f4 ? (n + 1) / 2 : n, 1);
    for (size_t i = 0; i < n; i++) {
        unsigned c = draw(fmt, spread);
        val[i] = sc_decode(fmt, c);
        if (f4)
            p[i / 2] |= (uint8_t)(c << (4 * (i % 2)));
        else
            p[i] = (uint8_t)c;
    }
    return p;
}

static unsigned sc_draw_operand(int fmt, int spread)
{
    (void)spread;
    return sc_operand(fmt);
}

static void sc_make(const sc_case *t, int spread, sc_data *s)
{
    int64_t B = t->batch, M = t->m, N = t->n, K = t->k, KB = t->k / t->v;
    bool f4 = t->in == SC_F4;
    *s = (sc_data){.na = B * M * K, .nb = B * K * N, .nsa = B * M * KB, .nsb = B * KB * N,
                   .nc = B * M * N};
    double *va = malloc(s->na * 8), *vb = malloc(s->nb * 8);
    double *vsa = malloc(s->nsa * 8), *vsb = malloc(s->nsb * 8);
    s->a = sc_codes(s->na, f4, sc_draw_operand, t->in, 0, va);
    s->b = sc_codes(s->nb, f4, sc_draw_operand, t->in, 0, vb);
    s->sa = sc_codes(s->nsa, false, sc_scale, t->sc, spread, vsa);
    s->sb = sc_codes(s->nsb, false, sc_scale, t->sc, spread, vsb);
    s->c = malloc(s->nc * 4), s->ref = malloc(s->nc * 8), s->mag = malloc(s->nc * 8);
    for (int64_t bt = 0; bt < B; bt++)
        for (int64_t i = 0; i < M; i++)
            for (int64_t j = 0; j < N; j++) {
                size_t o = (size_t)((bt * M + i) * N + j);
                double sum = s->c[o] = urand(-1.0f, 1.0f), mag = fabs(sum);
                for (int64_t k = 0; k < K; k++) {
                    double x = va[(bt * M + i) * K + k] * vsa[(bt * M + i) * KB + k / t->v];
                    double y = vb[(bt * K + k) * N + j] * vsb[(bt * KB + k / t->v) * N + j];
                    sum += x * y, mag += fabs(x * y);
                }
                s->ref[o] = sum, s->mag[o] = mag;
            }
    free(va), free(vb), free(vsa), free(vsb);
}

static void sc_free(sc_data *s)
{
    free(s->a), free(s->b), free(s->sa), free(s->sb), free(s->c), free(s->ref), free(s->mag);
}

/* Runs the case's kernel — k (through the library) or, k NULL, fn of an sm_80 compile with
 * ki's block — on s and checks d; prints the worst |got − ref| / (Σ|terms| + |c|). */
static void sc_run(const sc_case *t, int spread, const sc_data *s, cuTileKernel k, CUfunction fn,
                   const ct_kernel_info *ki)
{
    bool f4 = t->in == SC_F4;
    dbuf da = dalloc(s->a, f4 ? s->na / 2 : s->na), db = dalloc(s->b, f4 ? s->nb / 2 : s->nb);
    dbuf dsa = dalloc(s->sa, s->nsa), dsb = dalloc(s->sb, s->nsb), dc = dalloc(s->c, s->nc * 4);
    dbuf dd = dalloc(NULL, s->nc * 4);
    void *params[6] = {&da.p, &db.p, &dsa.p, &dsb.p, &dc.p, &dd.p};
    uint32_t grid[3] = {1, 1, 1};
    if (k)
        CHECK(cuTileLaunchRaw(k, grid, params, NULL) == CUTILE_SUCCESS);
    else
        CHECK(drv.cuFuncSetAttribute(fn, 8, (int)ki->dyn_smem) == 0 && /* max dynamic smem */
              drv.cuLaunchKernel(fn, 1, 1, 1, ki->block_dim[0], 1, 1, ki->dyn_smem, NULL, params,
                                 NULL) == 0);
    float *d = malloc(s->nc * 4);
    dfetch(&dd, d, t->name);
    size_t bad = 0;
    double worst = 0;
    for (size_t i = 0; i < s->nc; i++) {
        double err = fabs((double)d[i] - s->ref[i]);
        bool ok = err <= 0x1p-24 * fabs(s->ref[i]) + 0x1p-18 * s->mag[i]; /* NaN fails */
        if (!ok && bad < 4)
            fprintf(stderr, "%s [%s] d[%zu] = %a, want %a\n", t->name, k ? "device" : "sm_80",
                    i, d[i], s->ref[i]);
        bad += !ok;
        if (ok && s->mag[i] > 0 && err / s->mag[i] > worst)
            worst = err / s->mag[i];
    }
    printf("%-16s 2^±%-2d %-10s %zu elements, %zu wrong, worst |err|/sum|terms| %.2g\n", t->name,
           spread, k ? "[device]" : "[sm_80 PTX]", s->nc, bad, worst);
    CHECK_EQ_INT(bad, 0);
    drv.cuMemFree_v2(da.p), drv.cuMemFree_v2(db.p), drv.cuMemFree_v2(dsa.p);
    drv.cuMemFree_v2(dsb.p), drv.cuMemFree_v2(dc.p);
    free(d);
}

static void scaled_mma(void)
{
    static const sc_case cases[] = {
        {"scaled_e4m3", SC_E4M3, SC_E8M0, 32, 1, 128, 64, 256},
        {"scaled_e5m2", SC_E5M2, SC_E8M0, 32, 1, 128, 64, 256},
        {"scaled_f4_v32", SC_F4, SC_E8M0, 32, 1, 128, 64, 256},
        {"scaled_f4_v16", SC_F4, SC_E8M0, 16, 1, 128, 64, 256},
        {"scaled_f4_e4m3", SC_F4, SC_E4M3, 16, 1, 128, 64, 256},
        {"scaled_batched", SC_E4M3, SC_E8M0, 32, 2, 64, 32, 128},
    };
    static const char path[] = "test/lit/lower/mma_scaled.mlir";
    ct_compile_result res;
    CUmodule cm = gpu_sm80_module(path, &res);
    text_kernel(path, 0); /* the module, in mod */
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const sc_case *t = &cases[i];
        cuTileKernel k = NULL;
        CUfunction fn = NULL;
        const ct_kernel_info *ki = NULL;
        for (uint32_t e = 0; e < res.nkernels; e++)
            if (!strcmp(res.kernels[e].name, t->name))
                ki = &res.kernels[e];
        CHECK(mod && cuTileModuleGetKernel(mod, t->name, &k) == CUTILE_SUCCESS);
        CHECK(!cm || (ki && drv.cuModuleGetFunction(&fn, cm, t->name) == 0));
        for (int spread = 20; k && spread > 0; spread = spread == 20 ? 3 : 0) {
            sc_data s;
            sc_make(t, spread, &s);
            sc_run(t, spread, &s, k, NULL, NULL);
            if (fn)
                sc_run(t, spread, &s, NULL, fn, ki);
            sc_free(&s);
        }
    }
    if (cm)
        drv.cuModuleUnload(cm);
    ct_compile_result_free(&res);
}

/* ------------------------------------- f64 math ------------------------------------- */

enum { M64_FNS = 15, M64_N = 65536 };
static const char *const m64_name[M64_FNS] = {"exp", "exp2", "log", "log2", "pow", "fpowi", "sin", "cos",
                                              "tan", "sinh", "cosh", "tanh", "atan2", "rsqrt", "remf"};
/* The bound each is held to, in ulps of the f64 result (ptx_math.c's claims; remf is exact). */
static const double m64_bound[M64_FNS] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0};

/* The reference: x87 long double (64-bit significands), glibc's functions. */
static long double m64_ref(int f, long double x, long double y, int n)
{
    switch (f) {
    case 0: return expl(x);
    case 1: return exp2l(x);
    case 2: return logl(x);
    case 3: return log2l(x);
    case 4: return powl(x, y);
    case 5: return powl(x, (long double)n);
    case 6: return sinl(x);
    case 7: return cosl(x);
    case 8: return tanl(x);
    case 9: return sinhl(x);
    case 10: return coshl(x);
    case 11: return tanhl(x);
    case 12: return atan2l(x, y);
    case 13: return 1 / sqrtl(x);
    default: return fmodl(x, y);
    }
}

/* |got − ref| in ulps of ref rounded to f64 (an infinity counts as 2^1024, so that a result
 * just past DBL_MAX may round either way); NaN must meet NaN, and an exact zero its sign. */
static double m64_ulps(double got, long double ref)
{
    double r = (double)ref;
    if (isnan(r) || isnan(got))
        return isnan(r) && isnan(got) ? 0 : INFINITY;
    if (ref == 0)
        return got == 0 && signbit(got) == signbit(r) ? 0 : INFINITY;
    if (isinf(got) && isinf(r))
        return signbit(got) == signbit(r) ? 0 : INFINITY;
    long double g = isinf(got) ? copysignl(0x1p1024L, got) : got;
    double a = fabs(isinf(r) ? DBL_MAX : r);
    long double ulp = a < 0x1p-1022 ? 0x1p-1074L : ldexpl(1, ilogb(a) - 52);
    return (double)(fabsl(g - ref) / ulp);
}

/* An f64 of random significand and exponent e. */
static double m64_rand_exp(int e) { return ldexp(1 + (double)(rnd32() >> 6) * 0x1p-26 + (double)rnd32() * 0x1p-58, e); }

static double m64_x(int i, int round)
{
    static const double sp[] = {0.0, -0.0, INFINITY, -INFINITY, NAN, 1.0, -1.0, 0.5, -0.5, 2.0,
                                0x1p-1074, -0x1p-1074, 0x1p-1022, 0x1.fffffffffffffp-1023, DBL_MAX,
                                -DBL_MAX, 709.782712893384, 709.7827128933841, 710.4758600739439,
                                -745.1332191019411, -745.1332191019412, -708.3964185322641, 1024.0,
                                -1074.0, -1075.0, -1022.5, 22.0, 0.7853981633974483, 1.5707963267948966,
                                3.141592653589793, 0x1p1023, 0x1.921fb54442d18p+1023, 1e22, 1.0000000000000002,
                                0.9999999999999999, 20.0, -20.0, 1e-300, 6381956970095103.0 * 0x1p797};
    int n = (int)(sizeof sp / sizeof sp[0]);
    if (round == 0 && i < n)
        return sp[i];
    double sg = rnd32() & 1 ? -1 : 1;
    switch (i % 8) {
    case 0: return urand(-10, 10) + (double)rnd32() * 0x1p-50;
    case 1: return sg * m64_rand_exp((int)(rnd32() % 2098) - 1075);
    case 2: { /* near a multiple of π/2 */
        long double k = (long double)(rnd32() % (i % 16 < 8 ? 100000 : 0x7FFFFFFF));
        double v = (double)(k * 1.57079632679489661923132169163975144L);
        for (int s = (int)(rnd32() % 5) - 2; s; s += s > 0 ? -1 : 1)
            v = nextafter(v, s > 0 ? INFINITY : -INFINITY);
        return sg * v;
    }
    case 3: return urand(-750, 750) + (double)rnd32() * 0x1p-40;
    case 4: return 1 + sg * m64_rand_exp(-(int)(rnd32() % 53) - 1);
    case 5: return sg * m64_rand_exp(-(int)(rnd32() % 40));
    case 6: return sg * (i % 16 < 8 ? 0.4 + 0.2 * (double)(rnd32() >> 8) * 0x1p-24 : 0.9 + 0.2 * (double)rnd32() * 0x1p-32);
    default: return sg * m64_rand_exp((int)(rnd32() % 64) - 32);
    }
}

static double m64_y(int i, int round)
{
    static const double sp[] = {0.0, -0.0, INFINITY, -INFINITY, NAN, 1.0, -1.0, 0.5, 3.0, -3.0, 2.0, -2.0};
    int n = (int)(sizeof sp / sizeof sp[0]);
    if (round == 0 && i % 64 < n && i >= 64)
        return sp[i % 64];
    double sg = rnd32() & 1 ? -1 : 1;
    switch (i / 8 % 4) {
    case 0: return urand(-30, 30) + (double)rnd32() * 0x1p-50;
    case 1: return (double)((int)(rnd32() % 121) - 60);
    case 2: return sg * m64_rand_exp((int)(rnd32() % 2098) - 1075);
    default: return sg * m64_rand_exp((int)(rnd32() % 20) - 10);
    }
}

/* test/lit/lower/math_f64.mlir: every f64 math function over 4 rounds of 65536 values — the
 * specials (zeros, infinities, NaN, subnormals, the overflow and underflow edges of exp, sinh and
 * cosh, multiples of π/2 up to DBL_MAX), log-uniform magnitudes over the whole range, near
 * multiples of π/2 (the reduction), near 1 (log), the branch points of sinh and tanh — against
 * x87 long double, within m64_bound ulps; specials exactly. */
static void math_f64(void)
{
    enum { ROUNDS = 4 };
    cuTileKernel k = own_math_kernel("test/lit/lower/math_f64.mlir", 1304);
    double *x = malloc(M64_N * 8), *y = malloc(M64_N * 8), *out = malloc(M64_N * 8);
    int32_t *n = malloc(M64_N * 4);
    size_t bad[M64_FNS] = {0}, total = 0;
    double worst[M64_FNS] = {0};
    for (int round = 0; k && round < ROUNDS; round++) {
        for (int i = 0; i < M64_N; i++) {
            x[i] = m64_x(i, round), y[i] = m64_y(i, round);
            n[i] = i % 3 == 0 ? (int32_t)(rnd32() % 121) - 60 : i % 3 == 1 ? (int32_t)rnd32() : (int32_t)(rnd32() % 3) - 1;
        }
        dbuf dx = dalloc(x, M64_N * 8), dy = dalloc(y, M64_N * 8), dn = dalloc(n, M64_N * 4), dout[M64_FNS];
        void *params[3 + M64_FNS] = {&dx.p, &dy.p, &dn.p};
        for (int f = 0; f < M64_FNS; f++)
            dout[f] = dalloc(NULL, M64_N * 8), params[3 + f] = &dout[f].p;
        uint32_t grid[3] = {M64_N / 256, 1, 1};
        CHECK(cuTileLaunchRaw(k, grid, params, NULL) == CUTILE_SUCCESS);
        for (int f = 0; f < M64_FNS; f++) {
            dfetch(&dout[f], out, m64_name[f]); /* frees it */
            for (int i = 0; i < M64_N; i++) {
                double u = m64_ulps(out[i], m64_ref(f, x[i], y[i], n[i]));
                if (u > worst[f] && !isinf(u))
                    worst[f] = u;
                if (!(u <= m64_bound[f]) && bad[f]++ < 3)
                    fprintf(stderr, "%s(%a, %a | %d) = %a, want %La (%.2f ulp)\n", m64_name[f], x[i], y[i], n[i],
                            out[i], m64_ref(f, x[i], y[i], n[i]), u);
            }
        }
        total += M64_N;
        drv.cuMemFree_v2(dx.p), drv.cuMemFree_v2(dy.p), drv.cuMemFree_v2(dn.p);
    }
    CHECK(k != NULL);
    for (int f = 0; f < M64_FNS; f++) {
        char what[64];
        printf("math f64 %-6s worst %.3f ulp (bound %g)\n", m64_name[f], worst[f], m64_bound[f]);
        snprintf(what, sizeof what, "math f64 %s", m64_name[f]);
        report(what, bad[f], total);
    }
    free(x), free(y), free(n), free(out);
}

/* The first kernel of a text-form module compiled with the library's own math functions
 * (CUTILE_CUDA_MATH=0: the forms of codegen/ptx_math.c, tested here against x87), not CUDA's. */
static cuTileKernel own_math_kernel(const char *path, int version)
{
    setenv("CUTILE_CUDA_MATH", "0", 1);
    cuTileKernel k = text_kernel(path, version);
    unsetenv("CUTILE_CUDA_MATH");
    return k;
}

/* The reference of cuda_math: the same functions called by a CUDA C++ kernel (NVRTC, the
 * driver), one output row per function, f32 then f64 — cuda_math.mlir's order. */
static const char cm_ref_src[] =
    "#define F32(i, e) o32[(i) * n + t] = e\n"
    "#define F64(i, e) o64[(i) * n + t] = e\n"
    "extern \"C\" __global__ void cm_ref(const float *x, const float *y, const double *xd,\n"
    "                                    const double *yd, float *o32, double *o64, int n)\n"
    "{\n"
    "    int t = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "    if (t >= n) return;\n"
    "    float a = x[t], b = y[t];\n"
    "    double c = xd[t], d = yd[t];\n"
    "    F32(0, expf(a)); F32(1, exp2f(a)); F32(2, logf(a)); F32(3, log2f(a)); F32(4, sinf(a));\n"
    "    F32(5, cosf(a)); F32(6, tanf(a)); F32(7, sinhf(a)); F32(8, coshf(a)); F32(9, tanhf(a));\n"
    "    F32(10, powf(a, b)); F32(11, atan2f(a, b));\n"
    "    F64(0, exp(c)); F64(1, exp2(c)); F64(2, log(c)); F64(3, log2(c)); F64(4, sin(c));\n"
    "    F64(5, cos(c)); F64(6, tan(c)); F64(7, sinh(c)); F64(8, cosh(c)); F64(9, tanh(c));\n"
    "    F64(10, pow(c, d)); F64(11, atan2(c, d));\n"
    "}\n";

static float cm_x32(int i)
{
    static const float sp[] = {0.0f, -0.0f, INFINITY, -INFINITY, NAN, 1.0f, -1.0f, 0.5f, 2.0f,
                               0x1p-149f, -0x1p-149f, 0x1p-126f, 0x1.fffffcp-127f, FLT_MAX, -FLT_MAX,
                               88.72283f, 88.72284f, -87.33654f, -103.97208f, -104.0f, 128.0f,
                               -150.0f, 1.5707964f, 3.1415927f, 105615.0f, 0x1p100f, 1e38f,
                               -1e38f, 0x1.921fb6p+127f, 9.0f, 10.0f, -10.0f};
    int n = (int)(sizeof sp / sizeof sp[0]);
    if (i < n)
        return sp[i];
    float sg = rnd32() & 1 ? -1.0f : 1.0f;
    switch (i % 8) {
    case 0: return bitsf(rnd32()); /* any bits: every exponent, NaNs, subnormals */
    case 1: return urand(-10.0f, 10.0f);
    case 2: return urand(0.0f, 100.0f); /* test_array_log's inputs */
    case 3: return sg * ldexpf(1.0f + urand(0.0f, 1.0f), (int)(rnd32() % 254) - 126); /* log-uniform */
    case 4: return (float)((int)(rnd32() % 200001) - 100000) * 1.5707963f * (1 + urand(-1e-6f, 1e-6f));
    case 5: return 1.0f + sg * ldexpf(urand(0.0f, 1.0f), -(int)(rnd32() % 24));
    case 6: return urand(-110.0f, 90.0f);
    default: return sg * ldexpf(urand(0.5f, 1.0f), -(int)(rnd32() % 30));
    }
}

/* cuda_math.mlir (the default build, where NVRTC loads): the full-precision math functions of
 * f32 and f64 — exp, exp2, log, log2, sin, cos, tan, sinh, cosh, tanh, pow, atan2 — over 65536
 * inputs each (specials, random bits, the ranges torch's tests draw from, huge trig arguments,
 * near multiples of π/2) bit for bit against CUDA's math library called by a CUDA C++ kernel on
 * the same GPU (NaN for NaN, any payload). What cuTile Python's test_unary_elementwise needs:
 * torch computes these with the same functions. */
static void cuda_math(void)
{
    enum { N = 65536, FNS = 12 };
    static const char *const names[FNS] = {"exp", "exp2", "log", "log2", "sin", "cos",
                                           "tan", "sinh", "cosh", "tanh", "pow", "atan2"};
    cuTileKernel k = text_kernel("test/lit/lower/cuda_math.mlir", 0);
    cuTileModule rm = NULL;
    cuTileKernel rk = NULL;
    cuTileCudaOptions o = {.struct_size = sizeof o, .program_name = "cm_ref.cu"};
    cuTileStatus st = cuTileLoadCudaModule(ctx, cm_ref_src, sizeof cm_ref_src - 1, &o, &rm);
    if (st == CUTILE_ERROR_COMPILE && strstr(cuTileGetLastErrorMessage(), "cannot load NVRTC")) {
        printf("NOT RUN: cuda_math: %s\n", cuTileGetLastErrorMessage());
        return;
    }
    CHECK(st == CUTILE_SUCCESS && cuTileModuleGetKernel(rm, "cm_ref", &rk) == CUTILE_SUCCESS);
    float *x = malloc(N * 4), *y = malloc(N * 4), *o32 = malloc(N * 4), *r32 = malloc((size_t)FNS * N * 4);
    double *xd = malloc(N * 8), *yd = malloc(N * 8), *o64 = malloc(N * 8), *r64 = malloc((size_t)FNS * N * 8);
    for (int i = 0; i < N; i++) {
        x[i] = cm_x32(i);
        y[i] = i % 4 == 0 ? (float)((int)(rnd32() % 9) - 4) : i % 4 == 1 ? urand(-3.0f, 3.0f) : cm_x32((int)(rnd32() % N));
        xd[i] = m64_x(i, i < 64 ? 0 : 1);
        yd[i] = m64_y(i, 1);
    }
    dbuf dx = dalloc(x, N * 4), dy = dalloc(y, N * 4), dxd = dalloc(xd, N * 8), dyd = dalloc(yd, N * 8);
    dbuf dr32 = dalloc(NULL, (size_t)FNS * N * 4), dr64 = dalloc(NULL, (size_t)FNS * N * 8), d32[FNS], d64[FNS];
    void *params[4 + 2 * FNS] = {&dx.p, &dy.p, &dxd.p, &dyd.p};
    for (int f = 0; f < FNS; f++) {
        d32[f] = dalloc(NULL, N * 4), d64[f] = dalloc(NULL, N * 8);
        params[4 + f] = &d32[f].p, params[4 + FNS + f] = &d64[f].p;
    }
    int n = N;
    void *rparams[7] = {&dx.p, &dy.p, &dxd.p, &dyd.p, &dr32.p, &dr64.p, &n};
    uint32_t grid[3] = {N / 256, 1, 1}, block[3] = {256, 1, 1};
    CHECK(k && cuTileLaunchRaw(k, grid, params, NULL) == CUTILE_SUCCESS);
    CHECK(rk && cuTileLaunchCuda(rk, grid, block, 0, rparams, NULL) == CUTILE_SUCCESS);
    dfetch(&dr32, r32, "cuda_math reference f32");
    dfetch(&dr64, r64, "cuda_math reference f64");
    for (int f = 0; f < FNS; f++) {
        char what[64];
        size_t bad = 0;
        dfetch(&d32[f], o32, names[f]);
        for (int i = 0; i < N; i++) {
            float g = o32[i], w = r32[(size_t)f * N + i];
            bool ok = isnan(w) ? isnan(g) : fbits(g) == fbits(w);
            if (!ok && bad++ < 3)
                fprintf(stderr, "cuda_math f32 %s(%a, %a) = %a, CUDA %a\n", names[f], x[i], y[i], g, w);
        }
        snprintf(what, sizeof what, "cuda_math f32 %s (bit-exact)", names[f]);
        report(what, bad, N);
        bad = 0;
        dfetch(&d64[f], o64, names[f]);
        for (int i = 0; i < N; i++) {
            double g = o64[i], w = r64[(size_t)f * N + i];
            uint64_t gb, wb;
            memcpy(&gb, &g, 8), memcpy(&wb, &w, 8);
            bool ok = isnan(w) ? isnan(g) : gb == wb;
            if (!ok && bad++ < 3)
                fprintf(stderr, "cuda_math f64 %s(%a, %a) = %a, CUDA %a\n", names[f], xd[i], yd[i], g, w);
        }
        snprintf(what, sizeof what, "cuda_math f64 %s (bit-exact)", names[f]);
        report(what, bad, N);
    }
    drv.cuMemFree_v2(dx.p), drv.cuMemFree_v2(dy.p), drv.cuMemFree_v2(dxd.p), drv.cuMemFree_v2(dyd.p);
    cuTileModuleUnload(rm);
    free(x), free(y), free(o32), free(r32), free(xd), free(yd), free(o64), free(r64);
}


static double round_f16(double v, enum rmode md) { return round_to(v, 11, -14, 65504.0, md); }
static double round_bf16(double v, enum rmode md) { return round_to(v, 8, -126, 0x1.FEp127, md); }
static bool nan16(uint16_t h, bool bf16) { return bf16 ? (h & 0x7F80) == 0x7F80 && (h & 0x7F) : (h & 0x7C00) == 0x7C00 && (h & 0x3FF); }

/* A random float of either sign around 2^lo … 2^hi, sometimes an exact tie of a format with
 * `tie_bits` fraction bits (the first dropped bit set, the rest clear). */
static float rnd_float(int lo, int hi, int tie_bits)
{
    float f = bitsf(((uint32_t)(lo + 127 + (int)(rnd32() % (uint32_t)(hi - lo + 1))) << 23) |
                    (rnd32() & 0x7FFFFF) | (rnd32() & 0x80000000u));
    if (tie_bits && rnd32() % 3 == 0) { /* keep tie_bits fraction bits, then exactly half an ulp */
        uint32_t keep = 23 - (uint32_t)tie_bits;
        f = bitsf((fbits(f) & ~((1u << keep) - 1)) | 1u << (keep - 1));
    }
    return f;
}

/* test/kernels/conversions.py ftof_rounding (13.4): every f32 → bf16/f16 mode cuTile allows
 * (rn, rz), f16 → bf16 (rn, rz) and bf16 → f16 (rn, rz, rm, rp, ra) against round_to, bit
 * for bit, over normal values, ties, the f16 subnormal and overflow ranges, ±0, ±inf and NaN
 * (any NaN bits accepted where the input is NaN). R has 16 rows (the export assumes every
 * extent a multiple of 16): the kernel writes 11, the others must keep dalloc's poison. */
static void ftof_rounding(void)
{
    enum { N = 4096, ROWS = 11, R_ROWS = 16 };
    float *x = malloc(N * 4);
    uint16_t *h = malloc(N * 2), *bf = malloc(N * 2), *r = malloc(R_ROWS * N * 2);
    static const float sx[] = {0.0f, -0.0f, INFINITY, -INFINITY, NAN, 65504.0f, 65519.996f,
                               65520.0f, -65520.0f, 0x1p-24f, 0x1p-25f, 0x1.8p-25f, 0x1p-149f,
                               0x1.FEFFFFp127f, 0x1.FFp127f, 3.0f};
    for (int i = 0; i < N; i++) {
        int kind = i % 4;
        x[i] = i < 16 ? sx[i] : kind == 0 ? rnd_float(-30, 17, 10) : kind == 1 ? rnd_float(-20, 20, 7)
                                : kind == 2 ? rnd_float(-126, 127, 7) : bitsf(rnd32());
        h[i] = i < 16 ? f16_of(sx[i]) : (uint16_t)rnd32();
        bf[i] = i % 2 ? (uint16_t)rnd32() : bf16_of(rnd_float(-26, 17, 0));
    }
    h[4] = 0x7E00, bf[4] = 0x7FC0;
    dbuf dx = dalloc(x, N * 4), dh = dalloc(h, N * 2), db = dalloc(bf, N * 2), dr = dalloc(NULL, R_ROWS * N * 2);
    const int64_t shape[2] = {R_ROWS, N}, strides[2] = {N, 1};
    cuTileArg args[] = {arr1(&dx, CUTILE_DTYPE_F32, N), arr1(&dh, CUTILE_DTYPE_F16, N),
                        arr1(&db, CUTILE_DTYPE_BF16, N), arr(&dr, CUTILE_DTYPE_I16, 2, shape, strides)};
    cuTileKernel k = file_kernel("test/data/ftof_rounding_all.v13_4.cutile", 0);
    launch(k, N / 256, 1, args, 4, "ftof_rounding");
    dfetch(&dr, r, "ftof_rounding");
    static const struct { int src; bool bf16; enum rmode md; } row[ROWS] = {
        {0, true, RM_NE}, {0, true, RM_Z}, {0, false, RM_NE}, {0, false, RM_Z}, {1, true, RM_NE},
        {1, true, RM_Z}, {2, false, RM_NE}, {2, false, RM_Z}, {2, false, RM_DOWN},
        {2, false, RM_UP}, {2, false, RM_AWAY}};
    size_t bad = 0;
    for (int k2 = 0; k2 < ROWS; k2++)
        for (int i = 0; i < N; i++) {
            double v = row[k2].src == 0 ? x[i] : row[k2].src == 1 ? f32_of_f16(h[i]) : f32_of_bf16(bf[i]);
            double w = row[k2].bf16 ? round_bf16(v, row[k2].md) : round_f16(v, row[k2].md);
            uint16_t got = r[k2 * N + i], want = row[k2].bf16 ? bf16_of((float)w) : f16_of((float)w);
            bool ok = isnan(v) ? nan16(got, row[k2].bf16) : got == want;
            if (!ok && bad++ < 6)
                fprintf(stderr, "ftof row %d: %a -> %#06x, want %#06x\n", k2, v, got, want);
        }
    for (int i = ROWS * N; i < R_ROWS * N; i++)
        bad += r[i] != 0xFFFF; /* padding rows: never written */
    report("ftof rn/rz/rm/rp/ra 16-bit", bad, R_ROWS * N);
    drv.cuMemFree_v2(dx.p), drv.cuMemFree_v2(dh.p), drv.cuMemFree_v2(db.p);
    free(x), free(h), free(bf), free(r);
}






/* An integer (magnitude mag, sign neg) rounded to nearest even with p significant bits, as a
 * double (exact). */
static double int_round(uint64_t mag, bool neg, int p)
{
    int msb = 63;
    while (msb > 0 && !(mag >> msb & 1))
        msb--;
    int drop = msb + 1 > p ? msb + 1 - p : 0;
    uint64_t q = drop ? mag >> drop : mag, rem = drop ? mag & ((1ull << drop) - 1) : 0;
    uint64_t half = drop ? 1ull << (drop - 1) : 1;
    if (drop && (rem > half || (rem == half && (q & 1))))
        q++;
    double r = ldexp((double)q, drop);
    return neg ? -r : r;
}

/* convert_ftoi (f32 → each int dtype, truncation; only inputs whose truncation fits: the rest is
 * UB) and convert_itof (each int dtype → f32, and i32/u32/i64/u64 → f16; nearest even, f16
 * overflow to inf) against exact host arithmetic. */
static void convert_int(void)
{
    static const struct { cuTileDType dt; int w; bool sg; } T[] = {
        {CUTILE_DTYPE_I8, 8, true},   {CUTILE_DTYPE_I16, 16, true},  {CUTILE_DTYPE_I32, 32, true},
        {CUTILE_DTYPE_I64, 64, true}, {CUTILE_DTYPE_U8, 8, false},   {CUTILE_DTYPE_U16, 16, false},
        {CUTILE_DTYPE_U32, 32, false}, {CUTILE_DTYPE_U64, 64, false}};
    enum { N = 2048 };
    size_t bad_ftoi = 0, bad_itof = 0, n_itof = 0;
    float *x = malloc(N * 4), *y = malloc(N * 4);
    unsigned char *iv = malloc(N * 8);
    for (size_t t = 0; t < (sizeof T / sizeof T[0]); t++) {
        int w = T[t].w;
        bool sg = T[t].sg;
        double lo = sg ? -ldexp(1, w - 1) : 0, hi = sg ? ldexp(1, w - 1) : ldexp(1, w);
        for (int i = 0; i < N; i++) { /* |x| spread over all exponents of the range */
            double v = ldexp((rnd32() >> 8) / 16777216.0, -(int)(rnd32() % (unsigned)(w + 2))) * (hi - lo);
            double xv = sg && rnd32() % 2 ? -v : v;
            static const double sx[] = {0.0, -0.0, 0.5, -0.5, 0.99999994, -0.99999994, 1e-45, 1.5};
            x[i] = i < 8 ? (float)sx[i] : i == 8 ? (float)lo : (float)xv;
            if (trunc((double)x[i]) >= hi || trunc((double)x[i]) < lo) /* f32 rounding went past */
                x[i] = (float)lo;
        }
        dbuf dx = dalloc(x, N * 4), dy = dalloc(NULL, N * ((size_t)w / 8));
        cuTileArg a1[] = {arr1(&dx, CUTILE_DTYPE_F32, N), arr1(&dy, T[t].dt, N)};
        launch(kernel("convert_ftoi", t), N / 256, 1, a1, 2, "convert_ftoi");
        dfetch(&dy, iv, "convert_ftoi");
        for (int i = 0; i < N; i++) {
            double tr = trunc((double)x[i]);
            uint64_t want = (tr < 0 ? (uint64_t)(int64_t)tr : (uint64_t)tr) & wmask(w);
            if (get_int(iv, (size_t)i, w) != want && bad_ftoi++ < 4)
                fprintf(stderr, "ftoi w%d %s: %a -> %#llx, want %#llx\n", w, sg ? "s" : "u", x[i],
                        (unsigned long long)get_int(iv, (size_t)i, w), (unsigned long long)want);
        }
        drv.cuMemFree_v2(dx.p);
        /* itof: edges, values around 2^24 and 2^11 (ties), random bits */
        for (size_t i = 0; i < N; i++) {
            uint64_t r = ((uint64_t)rnd32() << 32 | rnd32()) & wmask(w);
            uint64_t v = i % 3 == 0 ? r : i % 3 == 1 ? int_edge(w, false)
                                       : (((1ull << (rnd32() % 40)) + rnd32() % 8) & wmask(w));
            if (sg && i % 3 == 2 && rnd32() % 2)
                v = (0 - v) & wmask(w);
            put_int(iv, i, w, v);
        }
        bool f16 = w >= 32;
        for (int out16 = 0; out16 <= (int)f16; out16++) {
            size_t entry = out16 ? 8 + (size_t)(w == 64) * 2 + !sg : t;
            dbuf di = dalloc(iv, N * ((size_t)w / 8)), dyf = dalloc(NULL, N * 4);
            cuTileArg a2[] = {arr1(&di, T[t].dt, N), arr1(&dyf, out16 ? CUTILE_DTYPE_F16 : CUTILE_DTYPE_F32, N)};
            launch(kernel("convert_itof", entry), N / 256, 1, a2, 2, "convert_itof");
            dfetch(&dyf, y, "convert_itof");
            for (int i = 0; i < N; i++) {
                uint64_t v = get_int(iv, (size_t)i, w);
                bool neg = sg && sext(v, w) < 0;
                uint64_t mag = neg ? (0 - v) & wmask(w) : v;
                double want = int_round(mag, neg, out16 ? 11 : 24);
                uint16_t h16;
                memcpy(&h16, (const unsigned char *)y + 2 * i, 2);
                float wf = fabs(want) >= 65536 ? copysignf(INFINITY, (float)want) : (float)want;
                bool ok = out16 ? h16 == f16_of(wf) : fbits(y[i]) == fbits((float)want);
                n_itof++;
                if (!ok && bad_itof++ < 4)
                    fprintf(stderr, "itof w%d %s -> %s: %#llx wrong (want %a)\n", w, sg ? "s" : "u",
                            out16 ? "f16" : "f32", (unsigned long long)v, want);
            }
            drv.cuMemFree_v2(di.p);
        }
    }
    report("ftoi (truncation, 8 dtypes)", bad_ftoi, (sizeof T / sizeof T[0]) * N);
    report("itof (nearest even)", bad_itof, n_itof);
    free(x), free(y), free(iv);
}

/* ------------------------------ layer norm backward (layer_norm.py) ------------------------------ */

/* layer_norm_bwd_dx then layer_norm_bwd_dwdb on M×N f16 (N = 1008 of a 1024 tile; M = 1008
 * rows over 32 lock groups, so 31–32 blocks contend for each lock) against f64 on the host
 * from the same f16 inputs and f32 mean/rstd: dx within 1.5 f16 ulps (+1e-4), dW/dB within
 * 1e-5 of Σ|terms| (the groups' summation order varies with the lock order). The locks must be
 * free and every group's count 1 afterwards. */
static void layer_norm_bwd(void)
{
    enum { M = 1008, N = 1008, GROUP = 32, TILE_C = 64 };
    uint16_t *x = malloc(M * N * 2), *dy = malloc(M * N * 2), *dx = malloc(M * N * 2), w[N];
    float mean[M], rstd[M], dwf[N], dbf[N];
    int32_t locks[GROUP] = {0}, count[GROUP] = {0};
    for (int i = 0; i < N; i++)
        w[i] = f16_of(urand(0.5f, 1.5f));
    for (int r = 0; r < M; r++) {
        double s = 0, s2 = 0, off = urand(-1, 1), sc = urand(0.5f, 2);
        for (int c = 0; c < N; c++) {
            x[r * N + c] = f16_of((float)(off + sc * urand(-2, 2)));
            dy[r * N + c] = f16_of(urand(-1, 1));
            s += f32_of_f16(x[r * N + c]);
        }
        mean[r] = (float)(s / N);
        for (int c = 0; c < N; c++)
            s2 += pow(f32_of_f16(x[r * N + c]) - (double)mean[r], 2);
        rstd[r] = (float)(1 / sqrt(s2 / N + 1e-5));
    }
    const int64_t sh[2] = {M, N}, st[2] = {N, 1}, psh[2] = {GROUP, N};
    dbuf ddx = dalloc(NULL, M * N * 2), ddy = dalloc(dy, M * N * 2), dx_ = dalloc(x, M * N * 2);
    dbuf ddw = dalloc(NULL, GROUP * N * 4), ddb = dalloc(NULL, GROUP * N * 4), dw_ = dalloc(w, sizeof w);
    dbuf dm = dalloc(mean, sizeof mean), dr = dalloc(rstd, sizeof rstd);
    dbuf dl = dalloc(locks, sizeof locks), dc = dalloc(count, sizeof count);
    dbuf dfw = dalloc(NULL, sizeof dwf), dfb = dalloc(NULL, sizeof dbf);
    cuTileArg a1[] = {arr(&ddx, CUTILE_DTYPE_F16, 2, sh, st), arr(&ddy, CUTILE_DTYPE_F16, 2, sh, st),
                      arr(&ddw, CUTILE_DTYPE_F32, 2, psh, st), arr(&ddb, CUTILE_DTYPE_F32, 2, psh, st),
                      arr(&dx_, CUTILE_DTYPE_F16, 2, sh, st), arr1(&dw_, CUTILE_DTYPE_F16, N),
                      arr1(&dm, CUTILE_DTYPE_F32, M),       arr1(&dr, CUTILE_DTYPE_F32, M),
                      arr1(&dl, CUTILE_DTYPE_I32, GROUP),   arr1(&dc, CUTILE_DTYPE_I32, GROUP)};
    launch(kernel("layer_norm_bwd_dx_f16", 0), M, 1, a1, 10, "layer_norm_bwd_dx");
    CHECK(drv.cuCtxSynchronize() == 0);
    cuTileArg a2[] = {arr(&ddw, CUTILE_DTYPE_F32, 2, psh, st), arr(&ddb, CUTILE_DTYPE_F32, 2, psh, st),
                      arr1(&dfw, CUTILE_DTYPE_F32, N), arr1(&dfb, CUTILE_DTYPE_F32, N)};
    launch(kernel("layer_norm_bwd_dwdb_f32", 0), (N + TILE_C - 1) / TILE_C, 1, a2, 4, "layer_norm_bwd_dwdb");
    dfetch(&ddx, dx, "layer_norm_bwd dx");
    dfetch(&dfw, dwf, "layer_norm_bwd dw");
    dfetch(&dfb, dbf, "layer_norm_bwd db");
    dfetch(&dl, locks, "layer_norm_bwd locks");
    dfetch(&dc, count, "layer_norm_bwd count");
    double *rdw = calloc(N, sizeof *rdw), *rdb = calloc(N, sizeof *rdb), *sdw = calloc(N, sizeof *sdw);
    size_t bad = 0;
    for (int r = 0; r < M; r++) {
        double c1 = 0, c2 = 0;
        for (int c = 0; c < N; c++) {
            double xh = (f32_of_f16(x[r * N + c]) - (double)mean[r]) * rstd[r];
            double wdy = (double)f32_of_f16(w[c]) * f32_of_f16(dy[r * N + c]);
            c1 += xh * wdy, c2 += wdy;
            rdw[c] += f32_of_f16(dy[r * N + c]) * xh, sdw[c] += fabs(f32_of_f16(dy[r * N + c]) * xh);
            rdb[c] += f32_of_f16(dy[r * N + c]);
        }
        c1 /= N, c2 /= N;
        for (int c = 0; c < N; c++) {
            double xh = (f32_of_f16(x[r * N + c]) - (double)mean[r]) * rstd[r];
            double want = ((double)f32_of_f16(w[c]) * f32_of_f16(dy[r * N + c]) - (xh * c1 + c2)) * rstd[r];
            double got = f32_of_f16(dx[r * N + c]);
            if (!near(got, want, 1.5 / 1024, 1e-4) && bad++ < 4)
                fprintf(stderr, "layer_norm_bwd dx[%d,%d] = %g, want %g\n", r, c, got, want);
        }
    }
    for (int c = 0; c < N; c++) {
        bool ok = near(dwf[c], rdw[c], 0, 1e-5 * sdw[c] + 1e-6) && near(dbf[c], rdb[c], 0, 1e-5 * M);
        if (!ok && bad++ < 8)
            fprintf(stderr, "layer_norm_bwd dw/db[%d] = %g/%g, want %g/%g\n", c, dwf[c], dbf[c], rdw[c], rdb[c]);
    }
    for (int g = 0; g < GROUP; g++)
        bad += locks[g] != 0 || count[g] != 1;
    report("layer_norm_bwd f16 (locks)", bad, (size_t)(M * N + 2 * N + 2 * GROUP));
    drv.cuMemFree_v2(ddy.p), drv.cuMemFree_v2(dx_.p), drv.cuMemFree_v2(ddw.p), drv.cuMemFree_v2(ddb.p);
    drv.cuMemFree_v2(dw_.p), drv.cuMemFree_v2(dm.p), drv.cuMemFree_v2(dr.p);
    free(x), free(dy), free(dx), free(rdw), free(rdb), free(sdw);
}

/* ------------------------------------- the data tests ------------------------------------- */

/* References: each computes every output element from the inputs in double (in f32 where the
 * kernel's operation is one f32 rounding of an exact result, e.g. an fma), independent of the
 * library. Arguments are numbered in launch order. */

/* out = a + b (args 0, 1 → 2): the double sum rounded once to the output type is the
 * correctly rounded sum (53 ≥ 2·24 + 2 bits, so the double rounding is harmless). */
static void ref_add(const gpu_io *io)
{
    for (int64_t i = 0; i < io->count[2]; i++)
        io->want[2][i] = io->in[0][i] + io->in[1][i];
}

/* y = x (arg 0 → 1). */
static void ref_copy(const gpu_io *io)
{
    for (int64_t i = 0; i < io->count[1]; i++)
        io->want[1][i] = io->in[0][i];
}

/* c[idx[i]] = fma(a[idx[i]], alpha, b[i]) where idx[i] ≥ 0 (args a, b, c, idx, alpha); slots
 * of c never named keep their poison. */
static void ref_indexed(const gpu_io *io)
{
    for (int64_t i = 0; i < io->count[3]; i++) {
        int64_t j = (int64_t)io->in[3][i];
        if (j >= 0)
            io->want[2][j] = fmaf((float)io->in[0][j], (float)io->arg[4].value, (float)io->in[1][i]);
    }
}

/* A permutation of the first 50000 slots (an affine map: 7919 is prime to 50000), -1 after. */
static double perm_50000(int64_t i) { return i < 50000 ? (double)(i * 7919 % 50000) : -1; }

/* out[m, n] = silu(x[m, n]) · x[m, N + n] (x: arg 0, [M, 2N]; out: arg 1). */
static void ref_silu_and_mul(const gpu_io *io)
{
    int64_t m = io->arg[1].shape[0], n = io->arg[1].shape[1];
    for (int64_t r = 0; r < m; r++)
        for (int64_t k = 0; k < n; k++) {
            double g = io->in[0][r * 2 * n + k], u = io->in[0][r * 2 * n + n + k];
            io->want[1][r * n + k] = g / (1 + exp(-g)) * u;
        }
}

/* io's arg y = xᵀ (x: arg 0, [m, n]). */
static void transpose_into(const gpu_io *io, int y)
{
    int64_t m = io->arg[0].shape[0], n = io->arg[0].shape[1];
    for (int64_t i = 0; i < m; i++)
        for (int64_t j = 0; j < n; j++)
            io->want[y][j * m + i] = io->in[0][i * n + j];
}

/* y = xᵀ (x: arg 0 → 1). */
static void ref_transpose(const gpu_io *io) { transpose_into(io, 1); }

/* The layout-conversion kernels: C = X (arg 1) and Y = Xᵀ (arg 2). */
static void ref_copy_and_transpose(const gpu_io *io)
{
    transpose_into(io, 2);
    for (int64_t i = 0; i < io->count[0]; i++)
        io->want[1][i] = io->in[0][i];
}

/* IEEE maximum / minimum (NaN if either is, +0 above -0) and maximumNumber (the non-NaN one). */
static double ieee_max(double a, double b, bool max, bool prop)
{
    if (isnan(a) || isnan(b))
        return prop || (isnan(a) && isnan(b)) ? NAN : isnan(a) ? b : a;
    if (a == b) /* ±0: the sign bits decide */
        return (signbit(a) && max) || (!signbit(a) && !max) ? b : a;
    return (a > b) == max ? a : b;
}

/* maxf and minf with propagate_nan (a propagated NaN is the canonical 0x7FFFFFFFFFFFFFFF) and
 * plain maxf of x, y (args 0, 1 → 2, 3, 4). */
static void ref_maxmin(const gpu_io *io)
{
    double canon;
    memcpy(&canon, &(uint64_t){0x7FFFFFFFFFFFFFFFull}, 8);
    for (int64_t i = 0; i < io->count[0]; i++)
        for (int j = 0; j < 3; j++) {
            double w = ieee_max(io->in[0][i], io->in[1][i], j != 1, j < 2);
            io->want[2 + j][i] = isnan(w) && j < 2 ? canon : w;
        }
}

/* NaNs on either side and both, ±0 both ways, infinities; then random values. */
static const double maxmin_special[] = {NAN, 1.0, NAN, 0.0, -0.0, 0.0, -0.0, INFINITY, -INFINITY, -1.0};
static double maxmin_x(int64_t i) { return i < 10 ? maxmin_special[i] : i == 10 ? NAN : urand(-1e3, 1e3); }
static double maxmin_y(int64_t i)
{
    return i < 10 ? maxmin_special[(i + 1) % 10] : i == 10 ? NAN : urand(-1e3, 1e3);
}

/* softmax along the rows of x (arg 0) into y (arg 1). */
static void ref_softmax(const gpu_io *io)
{
    int64_t m = io->arg[0].shape[0], n = io->arg[0].shape[1];
    const double *x = io->in[0];
    for (int64_t r = 0; r < m; r++) {
        double mx = -INFINITY, s = 0;
        for (int64_t k = 0; k < n; k++)
            mx = fmax(mx, x[r * n + k]);
        for (int64_t k = 0; k < n; k++)
            s += exp(x[r * n + k] - mx);
        for (int64_t k = 0; k < n; k++)
            io->want[1][r * n + k] = exp(x[r * n + k] - mx) / s;
    }
}

/* LayerNorm forward (x, y, w, b, mean, rstd, eps): mean, 1/sqrt(var + eps) and
 * y = (x − mean)·rstd·w + b per row. */
static void ref_layer_norm(const gpu_io *io)
{
    int64_t m = io->arg[0].shape[0], n = io->arg[0].shape[1];
    const double *x = io->in[0], *w = io->in[2], *b = io->in[3];
    for (int64_t r = 0; r < m; r++) {
        double mu = 0, var = 0;
        for (int64_t k = 0; k < n; k++)
            mu += x[r * n + k];
        mu /= (double)n;
        for (int64_t k = 0; k < n; k++)
            var += (x[r * n + k] - mu) * (x[r * n + k] - mu);
        double rs = 1 / sqrt(var / (double)n + io->arg[6].value);
        io->want[4][r] = mu, io->want[5][r] = rs;
        for (int64_t k = 0; k < n; k++)
            io->want[1][r * n + k] = (x[r * n + k] - mu) * rs * w[k] + b[k];
    }
}

/* cumsum along rows (x: arg 0 → 1): i32 wraps; f32 sums are grouped as the warp scan goes, so
 * each is held within 1e-6 of the running Σ|x|. */
static void ref_row_cumsum(const gpu_io *io)
{
    int64_t m = io->arg[0].shape[0], n = io->arg[0].shape[1];
    bool wrap = io->arg[0].dt == CUTILE_DTYPE_I32;
    for (int64_t r = 0; r < m; r++) {
        double s = 0, a = 0;
        uint32_t is = 0;
        for (int64_t k = 0; k < n; k++) {
            double v = io->in[0][r * n + k];
            s += v, a += fabs(v), is += (uint32_t)(int32_t)v;
            io->want[1][r * n + k] = wrap ? (int32_t)is : s;
            if (!wrap)
                io->tol[1][r * n + k] = 1e-6 * a;
        }
    }
}

/* row_scans: reverse cumsum (wrapping), running signed max, and a scan that keeps its element
 * (x: arg 0 → 1, 2, 3). */
static void ref_row_scans(const gpu_io *io)
{
    int64_t m = io->arg[0].shape[0], n = io->arg[0].shape[1];
    const double *x = io->in[0];
    for (int64_t r = 0; r < m; r++) {
        uint32_t rs = 0;
        for (int64_t k = n - 1; k >= 0; k--)
            rs += (uint32_t)(int32_t)x[r * n + k], io->want[1][r * n + k] = (int32_t)rs;
        double best = INT32_MIN;
        for (int64_t k = 0; k < n; k++) {
            best = fmax(best, x[r * n + k]);
            io->want[2][r * n + k] = best, io->want[3][r * n + k] = x[r * n + k];
        }
    }
}

/* Mostly 24-bit values, every 7th of the full range. */
/* row_flags: any(x > 0) + 2·all(x > 0) per row (arg 1), x > 0 or'd along it (arg 2). */
static void ref_row_flags(const gpu_io *io)
{
    int64_t m = io->arg[0].shape[0], n = io->arg[0].shape[1];
    for (int64_t r = 0; r < m; r++) {
        bool some = false, every = true;
        for (int64_t k = 0; k < n; k++) {
            bool pos = io->in[0][r * n + k] > 0;
            some |= pos, every &= pos;
            io->want[2][r * n + k] = some;
        }
        io->want[1][r] = some + 2 * every;
    }
}

static double scan_input(int64_t i) { return (int32_t)rnd32() >> (i % 7 == 0 ? 0 : 8); }
/* Rows of 64 (row = i / 64): row 0 all negative, row 1 all positive, the rest mostly negative
 * with a positive element now and then. */
static double flags_input(int64_t i)
{
    int64_t row = i / 64, v = (int64_t)(rnd32() % 9);
    return row == 0 ? -1 - v : row == 1 || rnd32() % 23 == 0 ? 1 + v : -v;
}

/* tuple_scan: running sum, running max and the index where it was reached (x: arg 0 → 1, 2, 3). */
static void ref_tuple_scan(const gpu_io *io)
{
    int64_t m = io->arg[0].shape[0], n = io->arg[0].shape[1];
    for (int64_t r = 0; r < m; r++) {
        double sum = 0, best = -INFINITY, at = 0;
        for (int64_t c = 0; c < n; c++) {
            double v = io->in[0][r * n + c];
            sum += v;
            if (v > best)
                best = v, at = (double)c;
            io->want[1][r * n + c] = sum, io->want[2][r * n + c] = best, io->want[3][r * n + c] = at;
        }
    }
}

/* seg_scan: within each block of 4, the running sum of arg 1 restarted where arg 0 is set. */
static void ref_seg_scan(const gpu_io *io)
{
    double acc = 0;
    for (int64_t i = 0; i < io->arg[0].shape[0]; i++) {
        acc = i % 4 == 0 || io->in[0][i] != 0 ? io->in[1][i] : acc + io->in[1][i];
        io->want[2][i] = acc;
    }
}

static double seg_flag(int64_t i) { return rnd32() % 3 == 0 ? 1 + (double)(i % 5) : 0; }
/* i64 values up to ±2^41: their high words matter */
static double seg_value(int64_t i) { return (double)(int32_t)rnd32() * 1024 + (double)(i % 7); }

/* carried_alias: after n loop iterations, arg 1 = x + n, args 2 and 3 = x + n - 1 flattened
 * and transposed (16 x 16). */
static void ref_carried_alias(const gpu_io *io)
{
    double n = io->arg[4].value;
    for (int64_t i = 0; i < 16; i++)
        for (int64_t j = 0; j < 16; j++) {
            double x = io->in[0][i * 16 + j];
            io->want[1][i * 16 + j] = x + n;
            io->want[2][i * 16 + j] = x + n - 1;
            io->want[3][j * 16 + i] = x + n - 1;
        }
}

/* loop_bounds: the iterations of range(lo, hi, st) (args 1-3) and the last induction value,
 * each 16 times. */
static void ref_loop_bounds(const gpu_io *io)
{
    int64_t lo = (int64_t)io->arg[1].value, hi = (int64_t)io->arg[2].value;
    int64_t st = (int64_t)io->arg[3].value, n = 0, last = 0;
    for (int64_t i = lo; i < hi; i += st)
        n++, last = i;
    for (int i = 0; i < 16; i++)
        io->want[0][i] = (double)n, io->want[0][16 + i] = (double)last;
}

/* seg_scan_bool: within each block of 2048, the running sums of arg 1 restarted where arg 0 is
 * nonzero, forward (arg 2) and reverse (arg 3). */
static void ref_seg_scan_bool(const gpu_io *io)
{
    int64_t n = io->arg[0].shape[0];
    double acc = 0;
    for (int64_t i = 0; i < n; i++) {
        acc = i % 2048 == 0 || io->in[0][i] != 0 ? io->in[1][i] : acc + io->in[1][i];
        io->want[2][i] = acc;
    }
    for (int64_t i = n - 1; i >= 0; i--) {
        bool last = i % 2048 == 2047 || i == n - 1;
        acc = last || io->in[0][i] != 0 ? io->in[1][i] : acc + io->in[1][i];
        io->want[3][i] = acc;
    }
}

/* segments of about 100 elements: most cross lanes, many cross warps and register chunks */
static double rare_flag(int64_t i) { return rnd32() % 97 == 0 ? 1 + (double)(i % 3) : 0; }

/* idx[r] = argmax of row r over the 1024-wide tile (the tail past n loads -inf): non-NaN above
 * NaN, equal values (or two NaNs) by lower index (x: arg 0 → 1). */
static void ref_row_argmax(const gpu_io *io)
{
    int64_t m = io->arg[0].shape[0], n = io->arg[0].shape[1];
    for (int64_t r = 0; r < m; r++) {
        int64_t best = 0;
        for (int64_t k = 1; k < 1024; k++) {
            double a = k < n ? io->in[0][r * n + k] : -INFINITY;
            double b = best < n ? io->in[0][r * n + best] : -INFINITY;
            if (!isnan(a) && (isnan(b) || a > b))
                best = k;
        }
        io->want[1][r] = (double)best;
    }
}

/* Rows of 1008: ties in rows 1 mod 4, NaNs in rows 2 mod 4 and all of row 7. */
static double argmax_input(int64_t i)
{
    int64_t r = i / 1008;
    double v = r % 4 == 1 ? (double)(int)urand(-3, 3) : urand(-100, 100);
    return (r % 4 == 2 && rnd32() % 8 == 0) || r == 7 ? NAN : v;
}

/* y = x·2 + 1 (x·2 exact: one rounding). */
static void ref_scale(const gpu_io *io)
{
    for (int64_t i = 0; i < io->count[0]; i++)
        io->want[1][i] = (float)(io->in[0][i] * 2 + 1);
}

/* x rounded to the nearest f8 value (even on ties) with `mbits` mantissa bits, smallest normal
 * exponent emin, clamped to ±maxf (satfinite); NaN stays NaN. */
static float f8_round(float x, int mbits, int emin, double maxf)
{
    if (isnan(x) || x == 0)
        return x;
    double r = fabs(round_to(x, mbits + 1, emin, INFINITY, RM_NE));
    r = r > maxf ? maxf : r;
    return (float)(x < 0 ? -r : r);
}

/* f32 → e4m3 / e5m2 → f32 (x: arg 0 → 1, 2). */
static void ref_fp8_roundtrip(const gpu_io *io)
{
    for (int64_t i = 0; i < io->count[0]; i++) {
        io->want[1][i] = f8_round((float)io->in[0][i], 3, -6, 448);
        io->want[2][i] = f8_round((float)io->in[0][i], 2, -14, 57344);
    }
}

/* Normal, subnormal, saturating values of either format; NaN every 97th. */
static double fp8_input(int64_t i)
{
    return i % 97 == 0 ? NAN : urand(-1, 1) * ldexpf(1, (int)(rnd32() % 40) - 22);
}

/* Column sums (within 1e-6 of the column's Σ|x|) or maxima of x (arg 0 → 1). */
static void ref_col_reduce(const gpu_io *io)
{
    int64_t m = io->arg[0].shape[0], n = io->arg[0].shape[1];
    bool sum = io->arg[0].dt == CUTILE_DTYPE_F32;
    for (int64_t j = 0; j < n; j++) {
        double s = 0, a = 0, mx = -INFINITY;
        for (int64_t i = 0; i < m; i++)
            s += io->in[0][i * n + j], a += fabs(io->in[0][i * n + j]), mx = fmax(mx, io->in[0][i * n + j]);
        io->want[1][j] = sum ? s : mx;
        if (sum)
            io->tol[1][j] = 1e-6 * a;
    }
}

/* v13_4_features.py: each 1024-tile's first 16 elements cubed, then all times scale (x, y,
 * scale). */
static void ref_pdl_insert(const gpu_io *io)
{
    for (int64_t i = 0; i < io->count[0]; i++) {
        double x = io->in[0][i];
        io->want[1][i] = (i % 1024 < 16 ? x * x * x : x) * io->arg[2].value;
    }
}

/* strided.mlir (a, n, b, out): tile t of a strided view (8 elements, step 6, padding -inf)
 * to b[8t…8t+7]; the index space ceil(n/6) to out[0]. */
static void ref_strided(const gpu_io *io)
{
    int64_t n = (int64_t)io->arg[1].value, tiles = (n + 5) / 6;
    for (int64_t t = 0; t < tiles; t++)
        for (int64_t e = 0; e < 8; e++)
            io->want[2][t * 8 + e] = 6 * t + e < n ? io->in[0][6 * t + e] : (int32_t)0xFF800000u;
    io->want[3][0] = (double)tiles;
}

/* orderings.mlir (a, n, b, flag): b and a both the source, the flag unchanged. */
static void ref_ordered_copy(const gpu_io *io)
{
    for (int64_t i = 0; i < io->count[0]; i++)
        io->want[0][i] = io->want[2][i] = io->in[0][i];
    io->want[3][0] = io->in[3][0];
}

/* red_view.mlir (a, n, c, h) over 8 blocks: a + 1, max(c, 3) below 32·7 + 64 = 288, h + 0.5. */
static void ref_red_view(const gpu_io *io)
{
    for (int64_t i = 0; i < io->count[0]; i++) {
        io->want[0][i] = io->in[0][i] + 1;
        double c = io->in[2][i];
        io->want[2][i] = i < 288 && c < 3 ? 3 : c;
    }
    for (int64_t i = 0; i < io->count[3]; i++)
        io->want[3][i] = io->in[3][i] + 0.5;
}
static double int_below_1000(int64_t i) { return (void)i, (double)(rnd32() % 1000); }
static double int_m1_to_5(int64_t i) { return (void)i, (double)(rnd32() % 7) - 1; }
static double int_below_100(int64_t i) { return (void)i, (double)(rnd32() % 100); }

/* gather_view.mlir (a [m, 40], m, rows, b): rows `rows` of a to rows 0…7 of b; a row past the
 * end reads unspecified values (no padding). */
static void ref_gather_view(const gpu_io *io)
{
    int64_t m = (int64_t)io->arg[1].value, w = io->arg[0].shape[1];
    for (int64_t i = 0; i < 8; i++) {
        int64_t r = (int64_t)io->in[2][i];
        for (int64_t c = 0; c < w; c++)
            io->want[3][i * w + c] = r < m ? io->in[0][r * w + c] : GPU_ANY;
    }
}
static double gather_rows(int64_t i) { return (double[]){3, 0, 11, 12, 5, 7, 1, 2}[i]; }

/* gather_view_pad.mlir: elements 60…75 of 64 gathered with -inf padding (a → b). */
static void ref_gather_pad(const gpu_io *io)
{
    for (int64_t i = 0; i < 16; i++)
        io->want[1][i] = 60 + i < 64 ? io->in[0][60 + i] : (int32_t)0xFF800000u;
}

/* cat.mlir: cat of iota 2x8 and iota + 100 along dim 1. */
static void ref_cat_iota(const gpu_io *io)
{
    for (int r = 0; r < 2; r++)
        for (int c = 0; c < 16; c++)
            io->want[0][r * 16 + c] = c < 8 ? r * 8 + c : 100 + r * 8 + c - 8;
}

/* reduce_groups.mlir (a, m, s) over 4 blocks: per group of 128 of a, the maximum of |a| and the
 * sum (small integers: exact in any order). */
static void ref_group_max_sum(const gpu_io *io)
{
    for (int64_t g = 0; g < 16; g++) {
        double m = 0, sum = 0;
        for (int64_t i = 0; i < 128; i++) {
            double v = io->in[0][128 * g + i];
            m = fabs(v) > m ? fabs(v) : m;
            sum += v;
        }
        io->want[1][g] = m;
        io->want[2][g] = sum;
    }
}

/* bool_ops (a, b, gt, le, abs, start): from start on, a > b, a <= b, and abs(a) as int8 into
 * abs[i − start]; below start gt and le keep their poison; abs past the arrays' end is
 * unspecified. */
static void ref_bool_ops(const gpu_io *io)
{
    int64_t start = (int64_t)io->arg[5].value;
    for (int64_t i = 0; i < io->count[4]; i++)
        io->want[4][i] = GPU_ANY;
    for (int64_t i = start; i < io->count[0]; i++) {
        double a = io->in[0][i], b = io->in[1][i];
        io->want[2][i] = a > b, io->want[3][i] = a <= b, io->want[4][i - start] = a;
    }
}

/* big_extract: the first half of the 128x128 tile + 5, the second − 3. */
static void ref_big_extract(const gpu_io *io)
{
    for (int64_t i = 0; i < io->count[0]; i++)
        io->want[1][i] = io->in[0][i] + (i < io->count[0] / 2 ? 5 : -3);
}

/* edge_ops.py row_max_f8 (x [m, n] f8, o [m, 2t]): row b of x padded to t columns with -inf
 * (e5m2) or e4m3fn's NaN (it has no infinity), as f32, then its maximum: e5m2 only (where a
 * NaN lands in a maximum is not this test's question). */
static void ref_row_max_f8(const gpu_io *io)
{
    int64_t m = io->arg[0].shape[0], n = io->arg[0].shape[1], t = io->arg[1].shape[1] / 2;
    bool e5 = io->arg[0].dt == CUTILE_DTYPE_F8E5M2;
    for (int64_t b = 0; b < m; b++) {
        double mx = -INFINITY;
        for (int64_t j = 0; j < t; j++) {
            double v = j < n ? io->in[0][b * n + j] : e5 ? -INFINITY : NAN;
            io->want[1][b * 2 * t + j] = v;
            mx = j < n ? fmax(mx, v) : mx;
        }
        for (int64_t j = 0; j < t; j++)
            io->want[1][b * 2 * t + t + j] = e5 ? mx : GPU_ANY;
    }
}

/* edge_ops.py row_sum_u8: s[r] = the sum of row r of x (u8). */
static void ref_row_sum_u8(const gpu_io *io)
{
    int64_t n = io->arg[0].shape[1];
    for (int64_t r = 0; r < io->arg[0].shape[0]; r++) {
        double s = 0;
        for (int64_t j = 0; j < n; j++)
            s += io->in[0][r * n + j];
        io->want[1][r] = s;
    }
}

/* edge_ops.py max3d: s[b, 0, h] = max over i of x[b, i, h] ([b, i, h] 16 x 16 x 256; the rest
 * of s untouched). */
static void ref_max3d(const gpu_io *io)
{
    for (int64_t i = 0; i < io->count[1]; i++)
        io->want[1][i] = GPU_POISON;
    for (int64_t b = 0; b < 16; b++)
        for (int64_t h = 0; h < 256; h++) {
            double mx = -INFINITY;
            for (int64_t i = 0; i < 16; i++)
                mx = fmax(mx, io->in[0][(b * 16 + i) * 256 + h]);
            io->want[1][b * 16 * 256 + h] = mx;
        }
}

/* edge_ops.py powi: y = x^n for every pair of 16 bases (near ±1 and the specials) and 16
 * exponents (odd ones past 2^24, the i32 extremes) — x_i = base i % 16, n_i = exponent
 * (i / 16) % 16; the reference x87 long double's powl. */
static double powi_x(int64_t i)
{
    static const double base[16] = {-1.0, -0x1.fffffep-1, -0x1.000002p+0, 0x1.fffffep-1,
                                    0x1.000002p+0, -2.0, 0.5, -0.0, 0.0, -INFINITY, INFINITY, 1.0,
                                    -1.5, 3.0, NAN, 0x1p-70};
    return base[i % 16];
}
static double powi_n(int64_t i)
{
    static const double expo[16] = {16777217, 16777219, 33554433, 1073741888, 536870944,
                                    -2147483647.0, -2147483648.0, 0, 1, -1, 2, 3, 7, -3,
                                    16777216, 100};
    return expo[i / 16 % 16];
}
static void ref_powi(const gpu_io *io)
{
    for (int64_t i = 0; i < io->count[2]; i++)
        io->want[2][i] = (double)powl(io->in[0][i], io->in[1][i]);
}

/* strided_cols: Yt (8 x 32) = X[:, ::2]ᵀ of X 32 x 16; pair_cols: the TM = 4 row blocks of
 * columns 4j, 4j + 1 of X, flattened in block order j·8 + i (8 row blocks). */
static void ref_strided_cols(const gpu_io *io)
{
    for (int64_t c = 0; c < 8; c++)
        for (int64_t r = 0; r < 32; r++)
            io->want[1][c * 32 + r] = io->in[0][r * 16 + 2 * c];
}

static void ref_pair_cols(const gpu_io *io)
{
    for (int64_t j = 0; j < 4; j++)
        for (int64_t i = 0; i < 8; i++)
            for (int64_t e = 0; e < 8; e++)
                io->want[1][(j * 8 + i) * 8 + e] = io->in[0][(4 * i + e / 2) * 16 + 4 * j + e % 2];
}

/* halo_sum: y[r, c] = x[r, c − 1] + x[r, c] + x[r, c + 1], zero outside the row. */
static void ref_halo_sum(const gpu_io *io)
{
    int64_t m = io->arg[0].shape[0], n = io->arg[0].shape[1];
    for (int64_t r = 0; r < m; r++)
        for (int64_t c = 0; c < n; c++)
            io->want[1][r * n + c] = (c > 0 ? io->in[0][r * n + c - 1] : 0) + io->in[0][r * n + c] +
                                     (c + 1 < n ? io->in[0][r * n + c + 1] : 0);
}

/* How far k products summed in f32, in any order, may lie from the exact sum of products whose
 * magnitudes add up to abs_sum: k·2^-24·abs_sum (cancellation leaves results far below
 * abs_sum, where units of the output's type cannot cover that). */
static double f32_sum_bound(int64_t k, double abs_sum) { return (double)k * 0x1p-24 * abs_sum; }

/* C[b] = A[b] · W (a [batch, m, k], w [k, n], c [batch, m, n]), or A[b] · B[b] (b [batch, k,
 * n]), or C = A · B (2-D: a batch of one); f32 sums' bound, or f64's (2^-53 a step). */
static void ref_bmm(const gpu_io *io)
{
    int ra = io->arg[0].rank, rb = io->arg[1].rank;
    double f64 = io->arg[2].dt == CUTILE_DTYPE_F64 ? 0x1p-29 : 1;
    int64_t batch = ra == 3 ? io->arg[0].shape[0] : 1;
    int64_t m = io->arg[0].shape[ra - 2], k = io->arg[0].shape[ra - 1];
    int64_t n = io->arg[1].shape[rb - 1], bstep = rb == 3 ? k * n : 0; /* W shared, or B[b] */
    for (int64_t b = 0; b < batch; b++)
        for (int64_t i = 0; i < m; i++)
            for (int64_t j = 0; j < n; j++) {
                double s = 0, a = 0;
                for (int64_t q = 0; q < k; q++) {
                    double p = io->in[0][(b * m + i) * k + q] * io->in[1][b * bstep + q * n + j];
                    s += p, a += fabs(p);
                }
                int64_t e = (b * m + i) * n + j;
                io->want[2][e] = s;
                io->tol[2][e] = fmax(io->tol[2][e], f32_sum_bound(k, a) * f64);
            }
}

/* matmul.py mma_and_store (t false: O1 = X · P) and mma_t_and_store (t: O1 = P · Xᵀ), both
 * storing O2 = X as f32; X, P n x n. O1 within the f32 sums' bound, O2 exact. */
static void ref_x_and_store(const gpu_io *io, bool t)
{
    int64_t n = io->arg[0].shape[0];
    const double *x = io->in[0], *p = io->in[1];
    for (int64_t i = 0; i < n; i++)
        for (int64_t j = 0; j < n; j++) {
            double s = 0, a = 0;
            for (int64_t k = 0; k < n; k++) {
                double v = t ? p[i * n + k] * x[j * n + k] : x[i * n + k] * p[k * n + j];
                s += v, a += fabs(v);
            }
            io->want[2][i * n + j] = s, io->tol[2][i * n + j] = f32_sum_bound(n, a);
            io->want[3][i * n + j] = x[i * n + j];
        }
}
static void ref_mma_and_store(const gpu_io *io) { ref_x_and_store(io, false); }
static void ref_mma_t_and_store(const gpu_io *io) { ref_x_and_store(io, true); }

/* matmul.py dk_reuse: C = Sᵀ · X with S = X · Yᵀ rounded to bf16 (X m x d, Y n x d, C n x d).
 * The kernel rounds S's f32 sum, which may round the other way than the exact one: each C
 * element is allowed one bf16 unit (2^-8 relative) of every S it adds, plus its f32 sums. */
static void ref_dk_reuse(const gpu_io *io)
{
    int64_t m = io->arg[0].shape[0], d = io->arg[0].shape[1], n = io->arg[1].shape[0];
    const double *x = io->in[0], *y = io->in[1];
    double *s = malloc((size_t)(m * n) * sizeof *s);
    if (!s)
        return;
    for (int64_t i = 0; i < m; i++)
        for (int64_t j = 0; j < n; j++) {
            double v = 0;
            for (int64_t k = 0; k < d; k++)
                v += x[i * d + k] * y[j * d + k];
            s[i * n + j] = round_bf16(v, RM_NE);
        }
    for (int64_t j = 0; j < n; j++)
        for (int64_t k = 0; k < d; k++) {
            double v = 0, a = 0;
            for (int64_t i = 0; i < m; i++)
                v += s[i * n + j] * x[i * d + k], a += fabs(s[i * n + j] * x[i * d + k]);
            io->want[2][j * d + k] = v;
            io->tol[2][j * d + k] = 0x1p-8 * a + f32_sum_bound(m, a);
        }
    free(s);
}

/* C = A · B (+ C when C is an input too) for a [m, k], b [k, n], c [m, n]. */
static void ref_matmul(const gpu_io *io)
{
    int64_t m = io->arg[0].shape[0], k = io->arg[0].shape[1], n = io->arg[1].shape[1];
    bool acc = io->arg[2].fill != FILL_POISON;
    for (int64_t i = 0; i < m; i++)
        for (int64_t j = 0; j < n; j++) {
            double s = acc ? io->in[2][i * n + j] : 0;
            for (int64_t q = 0; q < k; q++)
                s += io->in[0][i * k + q] * io->in[1][q * n + j];
            io->want[2][i * n + j] = s;
        }
}
/* byte_dots.py mm_bytes_nt: C = A·Btᵀ (Bt N×K), within Hopper's f8 accumulation (13 bits of
 * Σ|ab| inside a promotion group) and the f32 sums. */
static void ref_matmul_nt(const gpu_io *io)
{
    int64_t m = io->arg[0].shape[0], k = io->arg[0].shape[1], n = io->arg[1].shape[0];
    for (int64_t i = 0; i < m; i++)
        for (int64_t j = 0; j < n; j++) {
            double s = 0, a = 0;
            for (int64_t q = 0; q < k; q++) {
                double p = io->in[0][i * k + q] * io->in[1][j * k + q];
                s += p, a += fabs(p);
            }
            io->want[2][i * n + j] = s;
            io->tol[2][i * n + j] = 0x1p-13 * a + f32_sum_bound(k, a);
        }
}
static double int_m2_to_2(int64_t i) { return (void)i, (double)((int)(rnd32() % 5) - 2); }
/* Quarters in [-2, 2]: e4m3 values whose products and sums the f8 tensor cores add exactly
 * (test/gpu/mma_kernels.c's byte GEMMs use the same). */
static double e4m3_quarter(int64_t i) { return (void)i, (double)((int)(rnd32() % 17) - 8) / 4; }
/* e4m3 values with exponents 1…10: normal, below 16. */
static double e4m3_normal(int64_t i)
{
    return (void)i, (rnd32() & 1 ? -1 : 1) * ldexp(8 + rnd32() % 8, (int)(1 + rnd32() % 10) - 7 - 3);
}

/* splat_cat_bool_iota.mlir (out, xf, xh, xd, b, i8, i1): cat of splat 2x2 constants (1s and
 * 7s, along each dim, and a constant with itself) into rows 0-2 of out; ftoi of f32, f16 and
 * f64 values to i1, which must be x != 0 (NaN and 0 < |x| < 1 true, as cuTile's astype(bool)
 * and torch give); iota of 256 i8 (k mod 256) and of 2 i1. */
static void ref_splat_cat_bool_iota(const gpu_io *io)
{
    static const int32_t cat[3][8] = {{1, 1, 1, 1, 7, 7, 7, 7}, {1, 1, 7, 7, 1, 1, 7, 7},
                                      {7, 7, 7, 7, 7, 7, 7, 7}};
    int64_t n = io->count[1];
    for (int i = 0; i < 32; i++)
        io->want[0][i] = i < 24 ? cat[i / 8][i % 8] : GPU_ANY; /* rows 0-2 only */
    for (int s = 0; s < 3; s++)
        for (int64_t i = 0; i < n; i++)
            io->want[4][s * n + i] = io->in[1 + s][i] != 0 || isnan(io->in[1 + s][i]);
    for (int i = 0; i < 256; i++)
        io->want[5][i] = i;
    io->want[6][0] = 0, io->want[6][1] = 1;
}

/* Specials, zeros, and values many of them below 1 (a function of i alone: the three arrays
 * hold the same values in f32, f16 and f64, less the subnormals and NaN of f16 and f64). */
static double bool_input(int64_t i)
{
    static const float sx[] = {0.0f, -0.0f, 0.5f, -0.5f, 1e-40f, -1e-45f, NAN, INFINITY,
                               -INFINITY, 1.0f, 1.5f, 2.0f, 5.3f, -3.7f, 0.99999994f, 256.0f};
    uint32_t h = hash32(i);
    return i < 16 ? sx[i] : i % 3 == 0 ? 0.0 : ldexpf((float)(h % 1000), -(int)((h >> 16) % 14));
}
static double bool_input_f16(int64_t i)
{
    return i == 4 ? 0x1p-24 : i == 5 ? -0x1p-24 : i == 6 ? NAN : bool_input(i);
}
static double bool_input_f64(int64_t i) { return i == 4 ? 4.9e-324 : i == 5 ? -1e-310 : bool_input(i); }

/* dense_const.mlir: constants of differing elements of every element type stored to memory
 * (cuTile Python's ct.astile of tuples), against the values written in that file: i1 as a
 * list and bit-packed (cuTile Python's layout: 0xB2, 0x5AC3), i8 2x4x4, i16 2x2x2, i32 32x32
 * (more elements than the kernel's threads; element k = k * 0x9E3779B1 mod 2^32), i64 (as
 * 32-bit halves), f16, bf16 (infinities, NaNs, subnormals, -0), f32 4x1 broadcast to 4x8
 * (registers replicating one another), f64 1x2 broadcast to 128x2 (every thread holds both:
 * immediates), f8E4M3FN, f8E5M2, tf32 and f4E2M1FN widened to f32, and select(c & true, a, b)
 * + d + 0 of 8 i32 (no folding as if splat). All bit patterns, as unsigned integers. */
static void ref_dense_constants(const gpu_io *io)
{
    static const int64_t w8[32] = {-128, 127, -1, 0, 1, 2, -3, 100, 55, -56, 7, -8, 9, -10, 11,
                                   12, 13, -14, 15, 16, -17, 18, 19, -20, 21, 22, -23, 24, 25, 26,
                                   -27, 28};
    static const uint32_t w64[8] = {0x9ABCDEF0, 0x12345678, 0xFFFFFFFF, 0xFFFFFFFF, 0, 0x80000000, 42, 0};
    static const struct { int arg; int n; uint32_t v[16]; } lists[] = {
        {0, 8, {1, 0, 1, 1, 0, 0, 1, 0}},
        {1, 8, {0, 1, 0, 0, 1, 1, 0, 1}},
        {2, 16, {0, 1, 0, 1, 1, 0, 1, 0, 1, 1, 0, 0, 0, 0, 1, 1}},
        {7, 8, {0x3C00, 0xC100, 0x0000, 0x8000, 0x7BFF, 0x0001, 0x7C00, 0x7E01}},
        {8, 8, {0x3F80, 0xC000, 0x4049, 0x0001, 0xFF80, 0x7FC1, 0x8000, 0x3E80}},
        {11, 8, {0x00, 0x38, 0xB8, 0x7E, 0x7F, 0x01, 0x80, 0x48}},
        {12, 4, {0x3C, 0xC0, 0x7C, 0x01}},
        /* tf32 0x1FC00, 0x20000, 0x5FC00, 0x00001 (its 19 bits are the f32's top ones);
         * f4E2M1FN 0x2, 0x7, 0x9, 0xF = 1, 6, -0.5, -6 */
        {13, 4, {0x3F800000, 0x40000000, 0xBF800000, 0x00002000}},
        {14, 4, {0x3F800000, 0x40C00000, 0xBF000000, 0xC0C00000}},
        {15, 8, {101, 198, 303, 404, 495, 594, 707, 792}}};
    static const int64_t w16[8] = {-32768, 32767, -1, 0, 1234, -4321, 7, 256};
    static const uint32_t wf[4] = {0x3FC00000, 0x80000000, 0x7F7FFFFF, 0x00000001};
    static const uint64_t wd[2] = {0x400921FB54442D18, 0xFFF0000000000000};
    for (size_t l = 0; l < sizeof lists / sizeof lists[0]; l++)
        for (int i = 0; i < lists[l].n; i++)
            io->want[lists[l].arg][i] = lists[l].v[i];
    for (int i = 0; i < 32; i++)
        io->want[3][i] = (double)w8[i], io->want[9][i] = wf[i / 8];
    for (int i = 0; i < 8; i++)
        io->want[4][i] = (double)w16[i], io->want[6][i] = w64[i];
    for (uint32_t i = 0; i < 1024; i++)
        io->want[5][i] = (int32_t)(i * 0x9E3779B1u);
    for (int i = 0; i < 256; i++)
        memcpy(&io->want[10][i], &wd[i % 2], 8);
}

/* v (normal in f32's range, or zero/inf/NaN) rounded to tf32's 11 significant bits: to nearest
 * even (away = false) or nearest away from zero, or toward zero (zero = true). */
static float tf32_round(double v, bool away, bool zero)
{
    if (isnan(v) || isinf(v) || v == 0)
        return (float)v;
    int ex;
    double s = ldexp(frexp(v, &ex), 11), t = trunc(s), fr = fabs(s - t);
    if (!zero && (fr > 0.5 || (fr == 0.5 && (away || fmod(t, 2) != 0))))
        t += s < 0 ? -1 : 1;
    return (float)ldexp(t, ex - 11);
}

/* tf32_convert.mlir (x, xd, xh → away, zero, zero again, of f64, of f16, f16 of tf32). */
static void ref_tf32(const gpu_io *io)
{
    for (int64_t i = 0; i < io->count[0]; i++) {
        double x = io->in[0][i];
        io->want[3][i] = tf32_round(x, true, false);
        io->want[4][i] = io->want[5][i] = tf32_round(x, false, true);
        io->want[6][i] = tf32_round(io->in[1][i], false, false);
        io->want[7][i] = io->in[2][i];
        io->want[8][i] = tf32_round(x, false, false);
    }
}
/* Every 4th an exact tie of tf32 (bit 12 set, the bits below clear); among the rest NaNs whose
 * rounding on the bits would carry into the sign or the exponent (0x7FFFFFFF is the GPU's own
 * NaN) or lose every payload bit, and infinities. */
static double tf32_input(int64_t i)
{
    static const uint32_t special[] = {0x7FFFFFFFu, 0xFFFFFFFFu, 0x7F800001u, 0xFF801FFFu,
                                       0x7FC00000u, 0x7F800000u, 0xFF800000u};
    uint32_t b = fbits(urand(-1000, 1000) * ldexpf(1.0f, (int)(rnd32() % 16) - 10));
    if (i % 32 == 3)
        b = special[i / 32 % 7];
    return bitsf(i % 4 == 0 ? (b & ~0x1FFFu) | 0x1000u : b);
}
/* Doubles over 2^-100 … 2^100, every 8th with a bit far below tf32's (one rounding). */
static double tf32_input_f64(int64_t i)
{
    return (double)urand(-1, 1) * ldexp(1.0, (int)(rnd32() % 200) - 100) + (i % 8 == 1 ? ldexp(1.0, -60) : 0);
}

/* div64.mlir (a, b, c, d, qs, rs, fs, qu, ru): a / b, a % b (C's, truncating) and the floor
 * quotient in i64; c / d and c % d in u64 (c = |a|, d = |b|). Operands within 2^53, exact as
 * doubles, and of both paths of the 32-bit bypass: small, in [2^31, 2^32) (not negative as
 * i64), negative, and large; never a zero divisor. */
static void ref_div64(const gpu_io *io)
{
    for (int64_t i = 0; i < io->count[0]; i++) {
        int64_t a = (int64_t)io->in[0][i], b = (int64_t)io->in[1][i];
        uint64_t c = (uint64_t)io->in[2][i], d = (uint64_t)io->in[3][i];
        io->want[4][i] = (double)(a / b);
        io->want[5][i] = (double)(a % b);
        io->want[6][i] = (double)(a / b - (a % b != 0 && (a < 0) != (b < 0)));
        io->want[7][i] = (double)(c / d);
        io->want[8][i] = (double)(c % d);
    }
}
static double div64_a(int64_t i)
{
    switch (i % 5) {
    case 0: return rnd32() % 100000;
    case 1: return (double)(0x80000000u | rnd32());
    case 2: return (double)rnd32() * 2097152.0 + rnd32() % 2097152;
    case 3: return -(double)(rnd32() % 100000) - 1;
    default: return -(double)rnd32() * 1048576.0;
    }
}
static double div64_b(int64_t i)
{
    switch (i / 5 % 4) {
    case 0: return 1 + rnd32() % 1000;
    case 1: return (double)(0x80000000u | rnd32());
    case 2: return -1.0 - rnd32() % 1000;
    default: return (double)rnd32() * 65536.0 + 1;
    }
}
static double div64_c(int64_t i) { return fabs(div64_a(i)); }
static double div64_d(int64_t i) { return fabs(div64_b(i)); }

/* pack_unpack.mlir (h, b, f): 64 f16 bit patterns packed to 128 bytes must be their memory
 * bytes (little-endian), those bytes unpacked to 32 f32 the same bits again; h unchanged. */
static void ref_pack_unpack(const gpu_io *io)
{
    for (int i = 0; i < 64; i++)
        io->want[0][i] = io->in[0][i];
    for (int i = 0; i < 128; i++)
        io->want[1][i] = (uint8_t)((uint16_t)io->in[0][i / 2] >> (8 * (i % 2)));
    for (int i = 0; i < 32; i++)
        io->want[2][i] = (uint16_t)io->in[0][2 * i] | (uint32_t)(uint16_t)io->in[0][2 * i + 1] << 16;
}

/* pack_subbyte.mlir (a, b, c, d, f): ops.md §1.4's nibble order (element 2k in bits 3..0 of
 * byte k, 2k+1 in bits 7..4): a's bytes unpacked to i4, sign-extended into b; c's ints
 * truncated to i4 and packed into d; a unpacked to f4E2M1FN and packed again into f. */
static void ref_pack_nibbles(const gpu_io *io)
{
    for (int i = 0; i < 128; i++) {
        int nib = ((int)io->in[0][i / 2] >> (4 * (i % 2))) & 0xF;
        io->want[1][i] = nib >= 8 ? nib - 16 : nib;
    }
    for (int k = 0; k < 64; k++) {
        int64_t lo = (int64_t)io->in[2][2 * k], hi = (int64_t)io->in[2][2 * k + 1];
        io->want[3][k] = (double)((lo & 0xF) | (hi & 0xF) << 4);
        io->want[4][k] = io->in[0][k];
    }
}

/* alloca.mlir (a, b, c) / alloca_global.mlir (a, b, c, scratch): tile block t stages
 * a[64t…64t+63] in its alloca and reads it back reversed into b; c[t] = Σ 0…63 by atomics on a
 * second alloca. */
static void ref_alloca(const gpu_io *io)
{
    for (int64_t i = 0; i < io->count[0]; i++)
        io->want[1][i] = io->in[0][i - i % 64 + 63 - i % 64];
    for (int64_t t = 0; t < io->count[2]; t++)
        io->want[2][t] = 63 * 64 / 2;
}

/* scale_widen.mlir (a = 0 … 255 → e8m0 as f32, as f64, f4 codes a / 16 as f32): e8m0 b is
 * 2^(b − 127) (0xFF NaN); f4E2M1FN c is ±(1 + m/2)·2^(e − 1), or m/2 for e = 0. */
static void ref_scale_widen(const gpu_io *io)
{
    for (int b = 0; b < 256; b++) {
        io->want[1][b] = io->want[2][b] = b == 255 ? NAN : ldexp(1.0, b - 127);
        int c = b / 16, ex = c >> 1 & 3, m = c & 1;
        double mag = ex ? ldexp(1 + 0.5 * m, ex - 1) : 0.5 * m;
        io->want[3][b] = c & 8 ? -mag : mag;
    }
}

/* f16 and bf16 bit patterns (args 0, 1) widened to f32 (args 2, 3), exactly. */
static void ref_widen16(const gpu_io *io)
{
    for (int64_t i = 0; i < io->count[0]; i++) {
        io->want[2][i] = f32_of_f16((uint16_t)(int16_t)io->in[0][i]);
        io->want[3][i] = f32_of_bf16((uint16_t)(int16_t)io->in[1][i]);
    }
}

/* n bytes (as i8 values) widened as e4m3fn into w4 and as e5m2 into w5. */
static void f8_widen_ref(const double *bytes, int64_t n, double *w4, double *w5)
{
    for (int64_t i = 0; i < n; i++) {
        uint8_t b = (uint8_t)(int8_t)bytes[i];
        w4[i] = f8_value(b, 3, 7, false), w5[i] = f8_value(b, 2, 15, true);
    }
}

/* Bytes (arg 0) widened as e4m3fn and e5m2 to f32 (args 1, 2). */
static void ref_f8_widen(const gpu_io *io) { f8_widen_ref(io->in[0], io->count[0], io->want[1], io->want[2]); }

/* x to e4m3fn / e5m2 to nearest even, satfinite: beyond the largest finite value, ±inf
 * included, clamps to it (as ptx_fp8.c documents; ops.md does not say); NaN stays NaN. */
static double e4m3_rn(double x)
{
    return isnan(x) ? NAN : fmax(fmin(round_to(x, 4, -6, 448, RM_NE), 448), -448);
}
static double e5m2_rn(double x)
{
    return isnan(x) ? NAN : fmax(fmin(round_to(x, 3, -14, 57344, RM_NE), 57344), -57344);
}

/* f8_bits_rn (x, bytes, e4m3fn of x, e5m2 of x, bytes widened as e4m3fn, as e5m2); the codes
 * are compared as fp8 values (any NaN for NaN). */
static void ref_f8_bits(const gpu_io *io)
{
    for (int64_t i = 0; i < io->count[0]; i++) {
        io->want[2][i] = e4m3_rn(io->in[0][i]);
        io->want[3][i] = e5m2_rn(io->in[0][i]);
    }
    f8_widen_ref(io->in[1], io->count[1], io->want[4], io->want[5]);
}
/* Specials (zeros, infinities, NaN, the formats' edges and ties), then either format's range
 * with ties. */
static double f8_input(int64_t i)
{
    static const float sx[] = {0.0f, -0.0f, INFINITY, -INFINITY, NAN, 448.0f, 464.0f, 480.0f,
                               -500.0f, 57344.0f, 61440.0f, 0x1p-9f, 0x1p-10f, 0x1.8p-10f, 0x1p-16f, 0x1p-17f};
    return i < 16 ? sx[i] : i % 2 ? rnd_float(-20, 16, 3) : rnd_float(-18, 16, 2);
}

/* Inputs of scale_narrow: both formats' special values, edges and ties, then random values of
 * either sign over f32's whole exponent range (every tenth at most 2^-120) and near f4's
 * range, some of them ties of one fraction bit (f4's). */
static double scale_narrow_input(int64_t i)
{
    static const float sx[] = {0.0f, -0.0f, -1.0f, NAN, INFINITY, -INFINITY, 1.0f, 1.5f,
                               0x1p-127f, 0x1.8p-127f, 0x1p-130f, 0x1p-149f, 0x1p127f,
                               0x1.8p127f, 0x1.fffffep127f, 0x1p-126f, 0.25f, 0.75f, 1.25f,
                               1.75f, 2.5f, 3.5f, 5.0f, 5.5f, 6.5f, 7.0f, -2.5f, 0x1p-3f};
    enum { NS = sizeof sx / sizeof sx[0] };
    return i < NS ? sx[i] : i % 10 == 0 ? rnd_float(-149, -120, 0)
                          : i % 2 ? rnd_float(-4, 3, 1) : rnd_float(-126, 127, 0);
}

/* f32 (arg 0) to f8E8M0FNU toward zero (arg 1) and up (arg 2): the power of two 2^c at or
 * below / above x, c clamped to −127 … 127 (the codes 0 … 254), NaN 255, zero and negative
 * values 0; and to f4E2M1FN to nearest even, widened back (arg 3): the nearest of ±{0, 0.5, 1,
 * 1.5, 2, 3, 4, 6}, a tie to the even code, |x| ≥ 6 and NaN at 6, the sign kept; to e4m3fn then
 * e5m2 (arg 4) and to e5m2 then e4m3fn (arg 5), each to nearest even and saturating. */
/* An f8E8M0FNU code c (2^(c − 127)) of positive x, saturating: +inf and c past 254 at 254,
 * c below 0 at 0. */
static int e8m0_clamp(double x, int c) { return isinf(x) || c > 254 ? 254 : c < 0 ? 0 : c; }

static void ref_scale_narrow(const gpu_io *io)
{
    static const double f4[8] = {0, 0.5, 1, 1.5, 2, 3, 4, 6};
    for (int64_t i = 0; i < io->count[0]; i++) {
        double x = io->in[0][i];
        int k = 0;
        double f = frexp(x, &k); /* x = f·2^k, f in [0.5, 1): 2^(k−1) ≤ x < 2^k */
        int lo = k - 1 + 127, hi = lo + (f != 0.5);
        io->want[1][i] = isnan(x) ? 255 : x > 0 ? e8m0_clamp(x, lo) : 0;
        io->want[2][i] = isnan(x) ? 255 : x > 0 ? e8m0_clamp(x, hi) : 0;
        double a = isnan(x) ? 6 : fmin(fabs(x), 6);
        int c = 0;
        for (int j = 1; j < 8; j++) /* the nearest; at a tie the lower, unless its code is odd */
            if (fabs(a - f4[j]) < fabs(a - f4[c]) || (fabs(a - f4[j]) == fabs(a - f4[c]) && c % 2))
                c = j;
        io->want[3][i] = signbit(x) ? -f4[c] : f4[c];
        io->want[4][i] = e5m2_rn(e4m3_rn(x));
        io->want[5][i] = e4m3_rn(e5m2_rn(x));
    }
}

/* f32 outputs held to |got − want| ≤ rel·|want| + abs, 16-bit ones to one unit. */
#define NEAR(r, a) OUT(.rel = r, .abs = a, .by_value_only = true)
#define EXACT OUT(.units = 0)
#define UNITS(u) OUT(.units = u)

static const gpu_case cases[] = {
    /* vec_add.py: n a multiple of 16 (the export assumes it), not of the tile */
    {"vec_add_1d f32", "vec_add_1d_f32", .grid = {1024, 1, 1}, .tma = true, .ref = ref_add,
     .args = {{ARR(F32, 1, 1048528), IN_U(-100, 100)}, {ARR(F32, 1, 1048528), IN_U(-100, 100)},
              {ARR(F32, 1, 1048528), EXACT}}},
    {"vec_add_1d f16 i64 index", "vec_add_1d_f16_i64idx", .grid = {1954, 1, 1}, .tma = true,
     .ref = ref_add,
     .args = {{ARR(F16, 1, 999984), IN_U(-60, 60)}, {ARR(F16, 1, 999984), IN_U(-60, 60)},
              {ARR(F16, 1, 999984), EXACT}}},
    /* 32×32 tiles over 208×336 (neither a multiple of 32) */
    {"vec_add_2d f32", "vec_add_2d_f32", .grid = {7, 11, 1}, .tma = true, .ref = ref_add,
     .args = {{ARR(F32, 2, 208, 336), IN_U(-1, 1)}, {ARR(F32, 2, 208, 336), IN_U(-1, 1)},
              {ARR(F32, 2, 208, 336), EXACT}}},
    /* static 256×512 extents (v2 convention), 64×128 tiles */
    {"vec_add_2d bf16 static", "vec_add_2d_bf16_static", .grid = {4, 4, 1}, .tma = true,
     .ref = ref_add,
     .args = {{ARR(BF16, 2, 256, 512), IN_U(-8, 8)}, {ARR(BF16, 2, 256, 512), IN_U(-8, 8)},
              {ARR(BF16, 2, 256, 512), EXACT}}},
    /* element gathers/scatters with bounds masks */
    {"vec_add_gather f32", "vec_add_gather_f32", .grid = {98, 1, 1}, .ref = ref_add,
     .args = {{ARR(F32, 1, 100000), IN_U(-5, 5)}, {ARR(F32, 1, 100000), IN_U(-5, 5)},
              {ARR(F32, 1, 100000), EXACT}}},
    {"vec_add_indexed f32", "vec_add_indexed_f32", .grid = {256, 1, 1}, .ref = ref_indexed,
     .args = {{ARR(F32, 1, 65536), IN_U(-3, 3)}, {ARR(F32, 1, 65536), IN_U(-3, 3)},
              {ARR(F32, 1, 65536), EXACT}, {ARR(I32, 1, 65536), IN_FN(perm_50000)}, F64(1.75)}},
    /* silu(x)·y: exp, divide and the conversions round once each, so the bf16 output is at
     * most one unit off; the f32 one within 4 ulp (CUDA's expf is within 2 ulp, then 1 + e,
     * the division and the product: 2·e/(1 + e) + 1.5 < 4) */
    {"silu_and_mul_bf16", "silu_and_mul_bf16", .grid = {48, 2, 1}, .ref = ref_silu_and_mul,
     .args = {{ARR(BF16, 2, 48, 4096), IN_U(-6, 6)}, {ARR(BF16, 2, 48, 2048), UNITS(1)}}},
    {"silu_and_mul_f16_f32out", "silu_and_mul_f16_f32out", .grid = {48, 2, 1},
     .ref = ref_silu_and_mul,
     .args = {{ARR(F16, 2, 48, 2048), IN_U(-6, 6)},
              {ARR(F32, 2, 48, 1024), NEAR(0x1p-21, 0x1p-21 * 1e-30)}}},
    /* Y = Xᵀ by tiles; bits with no NaN or infinity */
    {"transpose f32 32x64", "transpose_multi", .grid = {3, 2, 1}, .tma = true,
     .ref = ref_transpose,
     .args = {{ARR(F32, 2, 80, 112), IN_BITS(0xC0000000)}, {ARR(F32, 2, 112, 80), EXACT}}},
    {"transpose f16 64x64", "transpose_multi", 1, .grid = {2, 2, 1}, .tma = true,
     .ref = ref_transpose,
     .args = {{ARR(F16, 2, 80, 112), IN_BITS(0xC400)}, {ARR(F16, 2, 112, 80), EXACT}}},
    /* layouts.mlir: X (m×n), C = X and Y = Xᵀ, 32 rows a block; the permute gives the loaded
     * tile a transposed layout, so its store converts it through shared memory. Bits as i32. */
    {"layout conversion (smem)", "test/lit/lower/layouts.mlir", .grid = {4, 1, 1},
     .ref = ref_copy_and_transpose,
     .args = {{ARR(I32, 2, 128, 64), IN_BITS(0)}, {ARR(I32, 2, 128, 64), EXACT},
              {ARR(I32, 2, 64, 128), EXACT}}},
    /* 256 KiB: more than a block's shared memory, so it moves in two passes */
    {"layout conversion (two passes)", "test/lit/lower/convert_passes.mlir", .grid = {1, 1, 1},
     .ref = ref_copy_and_transpose,
     .args = {{ARR(I32, 2, 256, 256), IN_BITS(0)}, {ARR(I32, 2, 256, 256), EXACT},
              {ARR(I32, 2, 256, 256), EXACT}}},
    {"maxmin_nan_f64 (propagate_nan)", "test/lit/lower/maxmin_nan_f64.mlir", .grid = {1, 1, 1},
     .ref = ref_maxmin,
     .args = {{ARR(F64, 1, 128), IN_FN(maxmin_x)}, {ARR(F64, 1, 128), IN_FN(maxmin_y)},
              {ARR(F64, 1, 128), OUT(.nan_bits = true)}, {ARR(F64, 1, 128), OUT(.nan_bits = true)},
              {ARR(F64, 1, 128), EXACT}}},
    /* softmax over rows (n a multiple of 16, not of the tile: the tail loads -inf);
     * softmax_row holds a row in one tile, softmax_online walks it with a carried max and sum */
    {"softmax_row_f32", "softmax_row_f32", .grid = {48, 1, 1}, .ref = ref_softmax,
     .args = {{ARR(F32, 2, 48, 1008), IN_U(-8, 8)}, {ARR(F32, 2, 48, 1008), NEAR(1e-5, 1e-12)}}},
    {"softmax_row_bf16", "softmax_row_bf16", .grid = {48, 1, 1}, .ref = ref_softmax,
     .args = {{ARR(BF16, 2, 48, 1936), IN_U(-8, 8)}, {ARR(BF16, 2, 48, 1936), UNITS(1)}}},
    {"softmax_online_f16", "softmax_online_f16", .grid = {48, 1, 1}, .ref = ref_softmax,
     .args = {{ARR(F16, 2, 48, 1008), IN_U(-8, 8)}, {ARR(F16, 2, 48, 1008), UNITS(1)}}},
    /* LayerNorm forward: three loops over the row's chunks carrying tiles, two reduces */
    {"layer_norm_fwd_bf16", "layer_norm_fwd_bf16", .grid = {32, 1, 1}, .ref = ref_layer_norm,
     .args = {{ARR(BF16, 2, 32, 1040), IN_U(-3, 5)},
              {ARR(BF16, 2, 32, 1040), OUT(.units = 1, .rel = 1e-2, .abs = 1e-2)},
              {ARR(BF16, 1, 1040), IN_U(-2, 2)}, {ARR(BF16, 1, 1040), IN_U(-2, 2)},
              {ARR(F32, 1, 32), NEAR(1e-5, 1e-6)}, {ARR(F32, 1, 32), NEAR(1e-5, 0)}, F64(1e-5)}},
    {"layer_norm_fwd_f32_static", "layer_norm_fwd_f32_static", .grid = {32, 1, 1},
     .ref = ref_layer_norm,
     .args = {{ARR(F32, 2, 32, 4096), IN_U(-3, 5)}, {ARR(F32, 2, 32, 4096), NEAR(1e-5, 1e-5)},
              {ARR(F32, 1, 4096), IN_U(-2, 2)}, {ARR(F32, 1, 4096), IN_U(-2, 2)},
              {ARR(F32, 1, 32), NEAR(1e-5, 1e-6)}, {ARR(F32, 1, 32), NEAR(1e-5, 0)}, F64(1e-5)}},
    /* cumsum along rows, n below the tile (the tail loads 0) */
    {"row_cumsum_f32", "row_cumsum_f32", .grid = {48, 1, 1}, .ref = ref_row_cumsum,
     .args = {{ARR(F32, 2, 48, 496), IN_U(-4, 4)}, {ARR(F32, 2, 48, 496), NEAR(0, 0)}}},
    {"row_cumsum_i32", "row_cumsum_i32", .grid = {48, 1, 1}, .ref = ref_row_cumsum,
     .args = {{ARR(I32, 2, 48, 240), IN_BITS(0x80000000)}, {ARR(I32, 2, 48, 240), EXACT}}},
    /* scan_argmax.py row_scans (n = 496 of a 512 tile, the tail loads 0) */
    {"row_scans i32 (rev/max/order)", "row_scans_i32", .grid = {48, 1, 1}, .ref = ref_row_scans,
     .args = {{ARR(I32, 2, 48, 496), IN_FN(scan_input)}, {ARR(I32, 2, 48, 496), EXACT},
              {ARR(I32, 2, 48, 496), EXACT}, {ARR(I32, 2, 48, 496), EXACT}}},
    /* rows of 64, 48 of them; some all negative, some all positive (flags_input) */
    {"row_flags i32 (bool reduce/scan)", "row_flags_i32", .grid = {48, 1, 1},
     .ref = ref_row_flags,
     .args = {{ARR(I32, 2, 48, 64), IN_FN(flags_input)}, {ARR(I32, 1, 48), EXACT},
              {ARR(I32, 2, 48, 64), EXACT}}},
    /* one three-operand scan along 128-element rows (16 rows a block) */
    {"tuple_scan (sum, max, argmax)", "tuple_scan_f32", .grid = {3, 1, 1}, .ref = ref_tuple_scan,
     .args = {{ARR(F32, 2, 48, 128), IN_U(-1, 1)}, {ARR(F32, 2, 48, 128), NEAR(1e-5, 1e-5)},
              {ARR(F32, 2, 48, 128), EXACT}, {ARR(I32, 2, 48, 128), EXACT}}},
    /* i8 flags and i64 values in tiles of 4, a ragged last block; values past 2^32 */
    {"seg_scan i8/i64 (operands of two sizes)", "seg_scan_i8_i64", .grid = {10, 1, 1},
     .ref = ref_seg_scan,
     .args = {{ARR(I8, 1, 37), IN_FN(seg_flag)}, {ARR(I64, 1, 37), IN_FN(seg_value)},
              {ARR(I64, 1, 37), EXACT}}},
    /* loop-carried renames of another carried value: their registers are its */
    {"carried_alias f32 (reshape, transpose)", "carried_alias_f32", .grid = {1, 1, 1},
     .ref = ref_carried_alias,
     .args = {{ARR(F32, 2, 16, 16), IN_I(-1000, 1000)}, {ARR(F32, 2, 16, 16), EXACT},
              {ARR(F32, 1, 256), EXACT}, {ARR(F32, 2, 16, 16), EXACT}, I64(3)}},
    /* a for loop whose next induction value would pass the i32 range stops there (it ran 7
     * times, the wrapped values below 6; most such bounds never ended) */
    {"loop_bounds i32 (step 2^31 - 1)", "loop_bounds_i32", .grid = {1, 1, 1},
     .ref = ref_loop_bounds,
     .args = {{ARR(I32, 1, 32), EXACT}, I64(5), I64(6), I64(2147483647)}},
    /* bool flags and i32 values in tiles of 2048 (16 a thread, lanes, warps, two register
     * chunks), forward and reverse; a ragged last tile */
    {"seg_scan_bool i32 (bool flags, both directions)", "seg_scan_bool_i32", .grid = {3, 1, 1},
     .ref = ref_seg_scan_bool,
     .args = {{ARR(I8, 1, 5000), IN_FN(rare_flag)}, {ARR(I32, 1, 5000), IN_I(-65536, 65536)},
              {ARR(I32, 1, 5000), EXACT}, {ARR(I32, 1, 5000), EXACT}}},
    /* n = 1008 of a 1024 tile; an all-NaN row picks its first -inf padding lane, index n */
    {"row_argmax f32 (NaNs, ties)", "row_argmax_f32", .grid = {48, 1, 1}, .ref = ref_row_argmax,
     .args = {{ARR(F32, 2, 48, 1008), IN_FN(argmax_input)}, {ARR(I32, 1, 48), EXACT}}},
    /* persistent_fp8.py: 7 blocks walk 391 tiles of 256 with the grid size as step; the last
     * tile is ragged */
    {"persistent_scale f32", "persistent_scale_f32", .grid = {7, 1, 1}, .ref = ref_scale,
     .args = {{ARR(F32, 1, 99984), IN_U(-1000, 1000)}, {ARR(F32, 1, 99984), EXACT}}},
    {"fp8 roundtrip e4m3/e5m2", "fp8_roundtrip_f32", .grid = {16, 1, 1}, .ref = ref_fp8_roundtrip,
     .args = {{ARR(F32, 1, 4096), IN_FN(fp8_input)}, {ARR(F32, 1, 4096), EXACT},
              {ARR(F32, 1, 4096), EXACT}}},
    /* col_reduce.py: reductions along dim 0; col_sum loops over 64x32 row tiles (208 rows:
     * the last ragged), col_max reduces one 128x16 tile (112 rows, the rest masked) */
    {"col_sum f32 (dim 0, loop)", "col_sum_f32", .grid = {3, 1, 1}, .ref = ref_col_reduce,
     .args = {{ARR(F32, 2, 208, 96), IN_U(-2, 2)}, {ARR(F32, 1, 96), NEAR(0, 0)}}},
    /* the same with i64 extents, whose num_tiles cuTile asks as an i32 (refused before) */
    {"col_sum f32 i64 index", "col_sum_f32_i64idx", .grid = {3, 1, 1}, .ref = ref_col_reduce,
     .args = {{ARR(F32, 2, 208, 96), IN_U(-2, 2)}, {ARR(F32, 1, 96), NEAR(0, 0)}}},
    {"col_max i32 (dim 0)", "col_max_i32", .grid = {3, 1, 1}, .ref = ref_col_reduce,
     .args = {{ARR(I32, 2, 112, 48), IN_BITS(0)}, {ARR(I32, 1, 48), EXACT}}},
    /* v13_4_features.py (13.4 only): gdc_wait / launch_dependents, extract, fpowi, insert,
     * inbounds accesses */
    {"pdl_insert (extract/insert)", "test/data/pdl_insert_inbounds_f32.v13_4.cutile",
     .grid = {8, 1, 1}, .ref = ref_pdl_insert,
     .args = {{ARR(F32, 1, 8192), IN_U(-4, 4)}, {ARR(F32, 1, 8192), NEAR(4e-7, 1e-30)}, F64(-1.5)}},
    {"strided view (step 6, -inf)", "test/lit/lower/strided.mlir", .grid = {168, 1, 1},
     .ref = ref_strided,
     .args = {{ARR(I32, 1, 1008), IN_BITS(0)}, I32_RAW(1008), {ARR(I32, 1, 168 * 8), EXACT},
              {ARR(I32, 1, 1), EXACT}}},
    /* orderings.mlir: acquire load / release store copy, a relaxed flag, a weak store back */
    {"acquire/release/relaxed copy", "test/lit/lower/orderings.mlir", .grid = {4, 1, 1},
     .ref = ref_ordered_copy,
     .args = {{ARR(I32, 1, 1024), IN_BITS(0), EXACT}, I32_RAW(1024), {ARR(I32, 1, 1024), EXACT},
              {ARR(I32, 1, 1), IN_BITS(0), EXACT}}},
    /* red_view.mlir: each element reduced exactly once (f32 tile 256 with a masked tail, i32
     * strided tiles of 64 every 32, f16 tile 128) */
    {"atomic_red_view (f32/i32/f16)", "test/lit/lower/red_view.mlir", .grid = {8, 1, 1},
     .ref = ref_red_view,
     .args = {{ARR(F32, 1, 2000), IN_FN(int_below_1000), EXACT}, I32_RAW(2000),
              {ARR(I32, 1, 2000), IN_FN(int_m1_to_5), EXACT},
              {ARR(F16, 1, 1024), IN_FN(int_below_100), EXACT}}},
    /* gather_view.mlir over 3 blocks of 16 columns (the last block's 40…47 masked) */
    {"gather/scatter view rows", "test/lit/lower/gather_view.mlir", .grid = {3, 1, 1},
     .ref = ref_gather_view,
     .args = {{ARR(F32, 2, 12, 40), IN_U(-1, 1)}, I32_RAW(12), {ARR(I32, 1, 8), IN_FN(gather_rows)},
              {ARR(F32, 2, 8, 40), EXACT}}},
    {"gather view -inf padding", "test/lit/lower/gather_view_pad.mlir", .grid = {1, 1, 1},
     .ref = ref_gather_pad,
     .args = {{ARR(I32, 1, 64), IN_BITS(0)}, {ARR(I32, 1, 16), EXACT}}},
    {"cat (smem)", "test/lit/lower/cat.mlir", .grid = {1, 1, 1}, .ref = ref_cat_iota,
     .args = {{ARR(I32, 1, 32), EXACT}}},
    /* reduce_groups.mlir: a bf16 row of 512 a block reshaped to [4, 128], each row reduced in the
     * load's layout (assign-layouts natural_layout) */
    {"group max/sum (reshaped reduce)", "test/lit/lower/reduce_groups.mlir", .grid = {4, 1, 1},
     .ref = ref_group_max_sum,
     .args = {{ARR(BF16, 1, 2048), IN_FN(int_m1_to_5)}, {ARR(F32, 1, 16), EXACT},
              {ARR(F32, 1, 16), EXACT}}},
    /* edge_ops.py: a copy through raw memory (gathers with a padding value, no mask); bool
     * compares and absi from a runtime start; extract and cat of a 64 KiB tile */
    {"raw_copy f32", "raw_copy_f32", .grid = {4, 1, 1}, .ref = ref_copy,
     .args = {{ARR(F32, 1, 1024), IN_U(-100, 100)}, {ARR(F32, 1, 1024), EXACT}}},
    {"bool_ops (slice, cmpi, absi)", "bool_ops_b8", .grid = {1, 1, 1}, .ref = ref_bool_ops,
     .args = {{ARR(BOOL, 1, 50), IN_I(0, 1)}, {ARR(BOOL, 1, 50), IN_I(0, 1)},
              {ARR(BOOL, 1, 50), EXACT}, {ARR(BOOL, 1, 50), EXACT}, {ARR(I8, 1, 64), EXACT},
              I64(7)}},
    {"big_extract f32 128x128", "big_extract_f32", .grid = {1, 1, 1}, .ref = ref_big_extract,
     .args = {{ARR(F32, 2, 128, 128), IN_U(-10, 10)}, {ARR(F32, 2, 128, 128), EXACT}}},
    /* edge_ops.py: an f8 row padded with -inf (e5m2: -inf; e4m3fn: NaN; both were ±0), its
     * maximum over all-negative values; a masked vector load of bytes (its unpacking read
     * unwritten registers); a maximum over axis 1 of 16 x 16 x 256 f32 (64 KiB of cross-warp
     * staging: the dynamic region, refused before) */
    {"row_max f8 e5m2 (-inf padding)", "row_max_f8_e5m2", .grid = {6, 1, 1},
     .ref = ref_row_max_f8,
     .args = {{ARR(F8E5M2, 2, 6, 10), IN_U(-8, -0.25)}, {ARR(F32, 2, 6, 32), EXACT}}},
    {"row_max f8 e4m3 (-inf padding)", "row_max_f8_e4m3", .grid = {6, 1, 1},
     .ref = ref_row_max_f8,
     .args = {{ARR(F8E4M3FN, 2, 6, 10), IN_U(-8, -0.25)}, {ARR(F32, 2, 6, 32), EXACT}}},
    {"row_sum u8 (masked byte vectors)", "row_sum_u8_u8", .grid = {8, 1, 1},
     .ref = ref_row_sum_u8,
     .args = {{ARR(U8, 2, 16, 48), IN_I(0, 255)}, {ARR(I32, 1, 16), EXACT}}},
    {"powi f32 (exponents past 2^24)", "test/data/powi_f32.v13_4.cutile", .grid = {2, 1, 1}, .ref = ref_powi,
     .args = {{ARR(F32, 1, 512), IN_FN(powi_x)}, {ARR(I32, 1, 512), IN_FN(powi_n)},
              {ARR(F32, 1, 512), UNITS(1)}}},
    /* tiles of strided views narrower than their step (check_bounds=False): no vector past the
     * tile's extent along the row */
    {"strided_cols f32 (TM x 1 tiles, step 2)", "test/data/strided_cols_f32.v13_4.cutile",
     .grid = {8, 8, 1}, .ref = ref_strided_cols,
     .args = {{ARR(F32, 2, 32, 16), IN_U(-10, 10)}, {ARR(F32, 2, 8, 32), EXACT}}},
    {"pair_cols f32 (TM x 2 tiles, step 4)", "test/data/pair_cols_f32.v13_4.cutile",
     .grid = {8, 4, 1}, .ref = ref_pair_cols,
     .args = {{ARR(F32, 2, 32, 16), IN_U(-10, 10)}, {ARR(F32, 1, 256), EXACT}}},
    /* 3 blocks of 16 over 40 columns; the first's left slice starts at -1 */
    {"halo_sum f32 (Slice start -1)", "halo_sum_f32", .grid = {3, 1, 1}, .ref = ref_halo_sum,
     .args = {{ARR(F32, 2, 4, 40), IN_I(-100, 100)}, {ARR(F32, 2, 4, 40), EXACT}}},
    {"max3d f32 axis 1 (64 KiB staging)", "max3d_f32", .grid = {1, 1, 1}, .ref = ref_max3d,
     .args = {{ARR(F32, 3, 16, 16, 256), IN_U(-10, 10)}, {ARR(F32, 3, 16, 16, 256), EXACT}}},
    /* small_dots.py small_bmm: batch not a multiple of the block's bs (the last block loads
     * zero rows past the end and must not store them), f32 on the FMA engine */
    {"small_bmm_f32", "small_bmm_f32", .grid = {3, 1, 1}, .ref = ref_bmm,
     .args = {{ARR(F32, 3, 10, 2, 2), IN_U(-1, 1)}, {ARR(F32, 2, 2, 4), IN_U(-1, 1)},
              {ARR(F32, 3, 10, 2, 4), NEAR(1e-5, 1e-5)}}},
    /* matmul.py bmm_unit_batch: 3-D tiles of one batch item into ct.mma; M, N, K ragged
     * against the tiles (the export assumes every extent, the batch too, a multiple of 16);
     * one unit of f16, or the f32 sums' bound (ref_bmm) */
    {"bmm_unit_batch f16", "bmm_unit_batch_f16", .grid = {2, 3, 16}, .ref = ref_bmm,
     .args = {{ARR(F16, 3, 16, 112, 80), IN_U(-1, 1)}, {ARR(F16, 3, 16, 80, 144), IN_U(-1, 1)},
              {ARR(F16, 3, 16, 112, 144), UNITS(1)}}},
    /* matmul.py: a loaded tile feeding a warpgroup dot (sm_90a) and also stored, also
     * transposed, or also feeding a dot of 32 rows (attention backward's dK) */
    {"mma_and_store f16", "mma_and_store_f16", .grid = {1, 1, 1}, .ref = ref_mma_and_store,
     .args = {{ARR(F16, 2, 64, 64), IN_U(-2, 2)}, {ARR(F16, 2, 64, 64), IN_U(-2, 2)},
              {ARR(F32, 2, 64, 64), NEAR(0, 0)}, {ARR(F32, 2, 64, 64), EXACT}}},
    {"mma_t_and_store f16", "mma_t_and_store_f16", .grid = {1, 1, 1},
     .ref = ref_mma_t_and_store,
     .args = {{ARR(F16, 2, 64, 64), IN_U(-2, 2)}, {ARR(F16, 2, 64, 64), IN_U(-2, 2)},
              {ARR(F32, 2, 64, 64), NEAR(0, 0)}, {ARR(F32, 2, 64, 64), EXACT}}},
    {"dk_reuse bf16", "dk_reuse_bf16", .grid = {1, 1, 1}, .ref = ref_dk_reuse,
     .args = {{ARR(BF16, 2, 64, 64), IN_U(-2, 2)}, {ARR(BF16, 2, 32, 64), IN_U(-2, 2)},
              {ARR(F32, 2, 32, 64), NEAR(0, 0)}}},
    {"small_bmm_f32_16", "small_bmm_f32_16", .grid = {3, 1, 1}, .ref = ref_bmm,
     .args = {{ARR(F32, 3, 5, 16, 16), IN_U(-1, 1)}, {ARR(F32, 2, 16, 8), IN_U(-1, 1)},
              {ARR(F32, 3, 5, 16, 8), NEAR(1e-5, 1e-5)}}},
    /* f32 dots past the FMA engine's registers, in its SIMT form (K in chunks through shared
     * memory): a 64x64x64 K loop, M, N, K ragged (2 chunks a step); the same in f64 (64x64x32,
     * two chunks of 16); 8 x 64x64x64 batched (16 chunks), the batch ragged against the
     * block's 8 */
    {"f32_gemm 64x64x64 (SIMT)", "f32_gemm_f32", .grid = {2, 2, 1}, .ref = ref_bmm,
     .args = {{ARR(F32, 2, 80, 152), IN_U(-1, 1)}, {ARR(F32, 2, 152, 72), IN_U(-1, 1)},
              {ARR(F32, 2, 80, 72), NEAR(0, 0)}}},
    {"f32_gemm f64 64x64x32 (SIMT)", "f32_gemm_f64", .grid = {2, 2, 1}, .ref = ref_bmm,
     .args = {{ARR(F64, 2, 80, 152), IN_U(-1, 1)}, {ARR(F64, 2, 152, 72), IN_U(-1, 1)},
              {ARR(F64, 2, 80, 72), NEAR(0, 0)}}},
    {"small_bmm f32 8x64x64x64 (SIMT)", "small_bmm_f32_8x64", .grid = {2, 1, 1}, .ref = ref_bmm,
     .args = {{ARR(F32, 3, 10, 64, 64), IN_U(-1, 1)}, {ARR(F32, 2, 64, 64), IN_U(-1, 1)},
              {ARR(F32, 3, 10, 64, 64), NEAR(0, 0)}}},
    /* tiny_mma: C = A · B + C for one tile below one mma.sync, on the FMA engine; operands
     * convert exactly, every product is exact; f32 sums round, an f16 accumulator once more
     * (one unit, or 1e-3 relative across zero); i32 exact */
    {"tiny_mma_f16", "tiny_mma_f16", .grid = {1, 1, 1}, .ref = ref_matmul,
     .args = {{ARR(F16, 2, 8, 8), IN_U(-2, 2)}, {ARR(F16, 2, 8, 8), IN_U(-2, 2)},
              {ARR(F32, 2, 8, 8), IN_U(-1, 1), NEAR(1e-6, 1e-5)}}},
    {"tiny_mma_bf16", "tiny_mma_bf16", .grid = {1, 1, 1}, .ref = ref_matmul,
     .args = {{ARR(BF16, 2, 8, 8), IN_U(-2, 2)}, {ARR(BF16, 2, 8, 8), IN_U(-2, 2)},
              {ARR(F32, 2, 8, 8), IN_U(-1, 1), NEAR(1e-6, 1e-5)}}},
    {"tiny_mma_f16_f16acc", "tiny_mma_f16_f16acc", .grid = {1, 1, 1}, .ref = ref_matmul,
     .args = {{ARR(F16, 2, 8, 8), IN_U(-2, 2)}, {ARR(F16, 2, 8, 8), IN_U(-2, 2)},
              {ARR(F16, 2, 8, 8), IN_U(-1, 1), OUT(.units = 1, .rel = 1e-3, .abs = 1e-3)}}},
    {"tiny_mma_e4m3_f16acc", "tiny_mma_e4m3_f16acc", .grid = {1, 1, 1}, .ref = ref_matmul,
     .args = {{ARR(F8E4M3FN, 2, 16, 16), IN_FN(e4m3_normal)},
              {ARR(F8E4M3FN, 2, 16, 16), IN_FN(e4m3_normal)},
              {ARR(F16, 2, 16, 16), IN_U(-1, 1), OUT(.units = 1, .rel = 1e-3, .abs = 1e-3)}}},
    {"tiny_mma_i8", "tiny_mma_i8", .grid = {1, 1, 1}, .ref = ref_matmul,
     .args = {{ARR(I8, 2, 8, 8), IN_BITS(0)}, {ARR(I8, 2, 8, 8), IN_BITS(0)},
              {ARR(I32, 2, 8, 8), IN_I(-10000, 10000), EXACT}}},
    {"splat cat, ftoi i1, iota", "test/lit/lower/splat_cat_bool_iota.mlir", .grid = {1, 1, 1},
     .ref = ref_splat_cat_bool_iota,
     .args = {{ARR(I32, 1, 32), EXACT}, {ARR(F32, 1, 64), IN_FN(bool_input)},
              {ARR(F16, 1, 64), IN_FN(bool_input_f16)}, {ARR(F64, 1, 64), IN_FN(bool_input_f64)},
              {ARR(U8, 1, 192), EXACT}, {ARR(U8, 1, 256), EXACT}, {ARR(U8, 1, 2), EXACT}}},
    {"dense constants (every dtype)", "test/lit/lower/dense_const.mlir", .grid = {1, 1, 1},
     .ref = ref_dense_constants,
     .args = {{ARR(U8, 1, 8), EXACT}, {ARR(U8, 1, 8), EXACT}, {ARR(U8, 1, 16), EXACT},
              {ARR(I8, 1, 32), EXACT}, {ARR(I16, 1, 8), EXACT}, {ARR(I32, 1, 1024), EXACT},
              {ARR(U32, 1, 8), EXACT}, {ARR(U16, 1, 8), EXACT}, {ARR(U16, 1, 8), EXACT},
              {ARR(U32, 1, 32), EXACT}, {ARR(F64, 1, 256), EXACT}, {ARR(U8, 1, 8), EXACT},
              {ARR(U8, 1, 4), EXACT}, {ARR(U32, 1, 4), EXACT}, {ARR(U32, 1, 4), EXACT},
              {ARR(I32, 1, 8), EXACT}}},
    /* f32 -> tf32 to nearest away and toward zero, f64 -> tf32 (one rounding), f16 -> tf32
     * (exact), tf32 -> f16, bit for bit; ties on purpose */
    {"tf32 conversions (bits)", "test/lit/lower/tf32_convert.mlir", .version = 1304,
     .grid = {1, 1, 1}, .ref = ref_tf32,
     .args = {{ARR(F32, 1, 256), IN_FN(tf32_input)}, {ARR(F64, 1, 256), IN_FN(tf32_input_f64)},
              {ARR(F16, 1, 256), IN_U(-100, 100)}, {ARR(F32, 1, 256), EXACT},
              {ARR(F32, 1, 256), EXACT}, {ARR(F32, 1, 256), EXACT}, {ARR(F32, 1, 256), EXACT},
              {ARR(F32, 1, 256), EXACT}, {ARR(F16, 1, 256), EXACT}}},
    {"div/rem i64 (32-bit bypass)", "test/lit/lower/div64.mlir", .grid = {1, 1, 1},
     .ref = ref_div64,
     .args = {{ARR(I64, 1, 256), IN_FN(div64_a)}, {ARR(I64, 1, 256), IN_FN(div64_b)},
              {ARR(U64, 1, 256), IN_FN(div64_c)}, {ARR(U64, 1, 256), IN_FN(div64_d)},
              {ARR(I64, 1, 256), EXACT}, {ARR(I64, 1, 256), EXACT}, {ARR(I64, 1, 256), EXACT},
              {ARR(U64, 1, 256), EXACT}, {ARR(U64, 1, 256), EXACT}}},
    {"pack f16 -> i8, unpack -> f32", "test/lit/lower/pack_unpack.mlir", .grid = {1, 1, 1},
     .ref = ref_pack_unpack,
     .args = {{ARR(U16, 1, 64), IN_BITS(0), EXACT}, {ARR(U8, 1, 128), EXACT}, {ARR(U32, 1, 32), EXACT}}},
    {"pack/unpack i4 and f4E2M1FN", "test/lit/lower/pack_subbyte.mlir", .grid = {1, 1, 1},
     .ref = ref_pack_nibbles,
     .args = {{ARR(U8, 1, 64), IN_BITS(0)}, {ARR(I32, 1, 128), EXACT}, {ARR(I32, 1, 128), IN_BITS(0)},
              {ARR(U8, 1, 64), EXACT}, {ARR(U8, 1, 64), EXACT}}},
    /* the global variant's fourth parameter is its scratch buffer, 384 bytes per tile block,
     * poisoned, so that a block that reads scratch it did not write shows */
    {"alloca shared", "test/lit/lower/alloca.mlir", .grid = {64, 1, 1}, .ref = ref_alloca,
     .args = {{ARR(F32, 1, 4096), IN_U(-4, 4)}, {ARR(F32, 1, 4096), EXACT},
              {ARR(I32, 1, 64), EXACT}}},
    {"alloca global", "test/lit/lower/alloca_global.mlir", .grid = {64, 1, 1}, .ref = ref_alloca,
     .args = {{ARR(F32, 1, 4096), IN_U(-4, 4)}, {ARR(F32, 1, 4096), EXACT}, {ARR(I32, 1, 64), EXACT},
              {ARR(U8, 1, 64 * 384)}}},
    {"f8E8M0FNU / f4E2M1FN widen", "test/lit/lower/scale_widen.mlir", .grid = {1, 1, 1},
     .ref = ref_scale_widen,
     .args = {{ARR(U8, 1, 256), .fill = FILL_IOTA}, {ARR(F32, 1, 256), EXACT},
              {ARR(F64, 1, 256), EXACT}, {ARR(F32, 1, 256), EXACT}}},
    {"f8E8M0FNU / f4E2M1FN narrow", "test/lit/lower/scale_narrow.mlir", .grid = {1, 1, 1},
     .ref = ref_scale_narrow,
     .args = {{ARR(F32, 1, 256), IN_FN(scale_narrow_input)}, {ARR(U8, 1, 256), EXACT},
              {ARR(U8, 1, 256), EXACT}, {ARR(F32, 1, 256), EXACT}, {ARR(F32, 1, 256), EXACT},
              {ARR(F32, 1, 256), EXACT}}},
    /* conversions.py: every f16 and bf16 pattern, every byte as e4m3fn and e5m2 */
    {"f16/bf16 -> f32 (all bits)", "widen16_bits", .grid = {256, 1, 1}, .ref = ref_widen16,
     .args = {{ARR(I16, 1, 65536), .fill = FILL_IOTA}, {ARR(I16, 1, 65536), .fill = FILL_IOTA},
              {ARR(F32, 1, 65536), EXACT}, {ARR(F32, 1, 65536), EXACT}}},
    {"f8 widen", "f8_widen_bits", .grid = {4, 1, 1}, .ref = ref_f8_widen,
     .args = {{ARR(I8, 1, 1024), .fill = FILL_IOTA}, {ARR(F32, 1, 1024), EXACT},
              {ARR(F32, 1, 1024), EXACT}}},
    {"f8 e4m3/e5m2 bits + widen", "f8_bits_rn", .grid = {16, 1, 1}, .ref = ref_f8_bits,
     .args = {{ARR(F32, 1, 4096), IN_FN(f8_input)}, {ARR(I8, 1, 4096), .fill = FILL_IOTA},
              {ARR(I8, 1, 4096), .view = CUTILE_DTYPE_F8E4M3FN, EXACT},
              {ARR(I8, 1, 4096), .view = CUTILE_DTYPE_F8E5M2, EXACT},
              {ARR(F32, 1, 4096), EXACT}, {ARR(F32, 1, 4096), EXACT}}},
    /* 128×128 tiles of C, K tiles of 64, on ragged 208×176 · 176×336; small integers: exact */
    {"matmul f16 208x336x176", "matmul_f16", .grid = {6, 1, 1}, .tma = true, .ref = ref_matmul,
     .args = {{ARR(F16, 2, 208, 176), IN_FN(int_m2_to_2)}, {ARR(F16, 2, 176, 336), IN_FN(int_m2_to_2)},
              {ARR(F16, 2, 208, 336), EXACT}}},
    /* the same GEMM on arrays with 64-bit indexing (the pipelined TMA loads' coordinates) */
    {"matmul f16 i64 index", "matmul_f16_i64idx", .grid = {6, 1, 1}, .tma = true,
     .ref = ref_matmul,
     .args = {{ARR(F16, 2, 208, 176), IN_FN(int_m2_to_2)}, {ARR(F16, 2, 176, 336), IN_FN(int_m2_to_2)},
              {ARR(F16, 2, 208, 336), EXACT}}},
    /* byte_dots.py's NT GEMM with 64-bit indexing: on sm_90a the grid order's L2 test reads A's
     * 64-bit extents (codegen/ptx_index.c; A fits, so the hardware's order stays) */
    {"mm_bytes_nt e4m3 i64 index", "mm_bytes_nt_e4m3_i64idx", .grid = {2, 2, 1},
     .ref = ref_matmul_nt,
     .args = {{ARR(F8E4M3FN, 2, 208, 256), IN_FN(e4m3_quarter)},
              {ARR(F8E4M3FN, 2, 176, 256), IN_FN(e4m3_quarter)},
              {ARR(F32, 2, 208, 176), NEAR(0, 0)}}},
};

/* vec_add_2d_f32 through cuTileLaunchRaw with its tensor maps left NULL (the library builds
 * them from the cuTile parameters), launched twice (the second finds the maps cached). */
static void vec_add_2d_raw(void)
{
    const int64_t m = 80, n = 48;
    float *a = malloc(m * n * 4), *b = malloc(m * n * 4), *c = malloc(m * n * 4);
    for (int64_t i = 0; i < m * n; i++)
        a[i] = urand(-1, 1), b[i] = urand(-1, 1);
    dbuf da = dalloc(a, m * n * 4), db = dalloc(b, m * n * 4), dc = dalloc(NULL, m * n * 4);
    int32_t dims[4] = {(int32_t)m, (int32_t)n, (int32_t)n, 1};
    void *params[18];
    CUdeviceptr *ptrs[3] = {&da.p, &db.p, &dc.p};
    for (int x = 0; x < 3; x++) {
        params[5 * x] = ptrs[x];
        for (int j = 0; j < 4; j++)
            params[5 * x + 1 + j] = &dims[j];
    }
    params[15] = params[16] = params[17] = NULL; /* hidden tensor maps, if the kernel has them */
    cuTileKernel k = kernel("vec_add_2d_f32", 0);
    uint32_t grid[3] = {(uint32_t)(m + 31) / 32, (uint32_t)(n + 31) / 32, 1};
    for (int rep = 0; rep < 2; rep++) {
        cuTileStatus s = k ? cuTileLaunchRaw(k, grid, params, NULL) : CUTILE_ERROR_NOT_FOUND;
        if (s)
            fprintf(stderr, "vec_add_2d raw: %s\n", cuTileGetLastErrorMessage());
        CHECK_EQ_INT(s, CUTILE_SUCCESS);
    }
    dfetch(&dc, c, "vec_add_2d raw");
    size_t bad = 0;
    for (int64_t i = 0; i < m * n; i++)
        bad += fbits(c[i]) != fbits(a[i] + b[i]);
    report("vec_add_2d f32 raw launch", bad, (size_t)(m * n));
    drv.cuMemFree_v2(da.p), drv.cuMemFree_v2(db.p);
    free(a), free(b), free(c);
}

/* The view loads and stores again with the TMA knobs (prefer_tma, and with delay_tma_store_wait
 * too): on sm_90+ these kernels copy their tiles with cp.async.bulk.tensor (test/unit/
 * compile_tma checks the PTX); elsewhere the knobs change nothing and this repeats the checks.
 * Ragged extents exercise the out-of-bound zero fill of loads and the clipping of stores. */
static void tma_round(int delay)
{
    cuTileCompileOptions o = {.struct_size = sizeof o, .opt_level = 3, .always_swizzle = -1,
                              .prefer_tma = 1, .delay_tma_store_wait = delay};
    printf("-- prefer_tma=1 delay_tma_store_wait=%d\n", delay);
    load_opts = &o;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        if (cases[i].tma)
            gpu_case_run(&cases[i]);
    vec_add_2d_raw();
    cuTileModuleUnload(mod); /* compiled with o */
    mod = NULL;
    load_opts = NULL;
}

/* --host-check: every case's host half (gpu_case_host_check), no GPU needed. */
static int host_check(void)
{
    int fails = 0;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        fails += gpu_case_host_check(&cases[i]) != 0;
    printf("%zu cases checked on the host, %d failed\n", sizeof cases / sizeof cases[0], fails);
    return fails != 0;
}

/* The case labelled `label`, or NULL. */
static const gpu_case *find_case(const char *label)
{
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        if (!strcmp(cases[i].label, label))
            return &cases[i];
    fprintf(stderr, "no case \"%s\"\n", label);
    return NULL;
}

int main(int argc, char **argv)
{
    if (argc > 1 && !strcmp(argv[1], "--host-check"))
        return host_check();
    if (argc > 1 && !strcmp(argv[1], "--list")) {
        for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
            printf("%s\n", cases[i].label);
        return fflush(stdout) != 0;
    }
    if (argc > 3 && !strcmp(argv[1], "--sim-io")) /* test/sim/cases_test.py */
        return !find_case(argv[2]) || gpu_case_sim_io(find_case(argv[2]), argv[3]);
    if (argc > 3 && !strcmp(argv[1], "--sim-check")) {
        const gpu_case *c = find_case(argv[2]);
        if (c)
            gpu_case_sim_check(c, argv[3]);
        return !c || ct_test_failures;
    }
    if (gpu_open_context(&ctx))
        return 77;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        gpu_case_run(&cases[i]);
    control_flow();
    print_sum("13_1");
    print_sum("13_3");
    print_tile("13_1");
    print_tile("13_3");
    remf_atan2();
    exp2_f32();
    math_f64();
    cuda_math();
    scaled_mma();
    divide_modes();
    int_ops();
    convert_int();
    ftof_rounding();
    layer_norm_bwd();
    tma_round(0);
    tma_round(1);
    cuTileModuleUnload(mod);
    cuTileContextDestroy(ctx);
    TEST_MAIN_END();
}
