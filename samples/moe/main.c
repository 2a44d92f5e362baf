/*
 * The MoE sample: a whole mixture-of-experts layer run from C, with no Python — routing in CUDA
 * C++ compiled at run time by NVRTC (routing.cu, through cuTileLoadCudaModule), the expert
 * GEMMs as cuTile tile kernels (kernels.py, exported to the .cutile files):
 *
 *   router logits → top-k softmax → align (tokens sorted by expert, padded to BLOCK_M)
 *   → permute (the tokens' rows copied once into that order) → w1 GEMM with silu-and-mul in
 *   its epilogue → w2 GEMM with the routed weights, scattered by (token, slot) → combine
 *
 * The GEMMs come in several launch variants (tile configs, variants.c); BLOCK_M is the TILE_M
 * of the layer's variants. Without a GPU it verifies every .cutile file and compiles routing.cu
 * with NVRTC for sm_90a and sm_80 (cuTileCudaCompile), then says the layer was skipped. With
 * one, it runs small shapes (several E / top-k / T, T not a multiple of BLOCK_M, experts without
 * tokens) once in every variant (both GEMMs forced to it; w1 in the first variant of its
 * TILE_M with a w1 export where it has none) and checks the routing, the
 * alignment, every stage and the whole layer against a CPU reference in double precision from
 * the bf16 inputs (reference.c); with --large it also times the layer, in the variants the rule
 * picks for the device, on a Mixtral-8x7B-like shape (E = 8, top-2, hidden 4096, intermediate
 * 14336) at T = 1 … 4096 with CUDA events (median of --reps runs per stage), and spot-checks two
 * output rows per T.
 *
 * With --fp8 it runs the fp8 layer (layer_fp8.c) instead on small shapes (H, I multiples of
 * 128) in every fp8 variant, with weights quantised here per 128×128 block, and checks the
 * routing, the alignment, each stage (x quantised into block order, w1 with silu-and-mul and
 * the quantisation of its result, w2, the combine) and the
 * whole layer against reference.c's f64 fp8 layer on dequantised values; exit 77 without a GPU.
 *
 * usage: sample_moe [--dir DIR] [--large [T,T,…]] [--reps N] [--fp8]
 *        sample_moe --pick SMS T,E,k,H,I
 *        sample_moe --fp8-facts
 *   DIR defaults to samples/moe (run from the repository root). Exit 0: every check passed (or
 *   no GPU); 1: a check or a call failed (the reason is on stdout/stderr); 77: NVRTC or
 *   nvJitLink cannot be loaded (nothing was compiled). --pick prints the variants (TILE_M x
 *   TILE_N x TILE_K of w1, w2) the rule picks for that layer on SMS SMs and does nothing else
 *   (bench/moe_bench.py --check-picks compares it with its mirror of the rule). --fp8-facts
 *   prints each fp8 export's stem with the CTAs per SM and ring stages variants.c's table
 *   gives it (bench/moe_bench.py --check-facts compares them with the compiler's).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cutile_rt.h"
#include "moe.h"

/* The toolkit libraries a compile needs, missing: the message of the failure says so. */
static int toolkit_missing(void)
{
    const char *m = cuTileGetLastErrorMessage();
    return strstr(m, "cannot load NVRTC") || strstr(m, "cannot load nvJitLink");
}

/* Verifies DIR/STEM.cutile; 0 when it passed (said on stdout either way). */
static int verify_export(const char *dir, const char *stem)
{
    char name[128];
    snprintf(name, sizeof name, "%s.cutile", stem);
    size_t n = 0;
    char *b = moe_read_file(dir, name, &n);
    cuTileStatus s = b ? cuTileBytecodeVerify(b, n) : CUTILE_ERROR_IO;
    printf("%s: %s%s%s\n", name, s ? cuTileGetErrorString(s) : "verified", s ? ": " : "",
           s ? cuTileGetLastErrorMessage() : "");
    free(b);
    return s != CUTILE_SUCCESS;
}

/* What needs no GPU: the exports verify, routing.cu compiles for both targets. 0 when all
 * passed, 77 when NVRTC or nvJitLink cannot be loaded, 1 otherwise. */
static int offline_checks(const char *dir)
{
    int bad = verify_export(dir, MOE_QUANT_STEM);
    char stem[64];
    for (int v = 0; v < MOE_NUM_VARIANTS; v++)
        for (int w = !moe_variant_has_w1(v); w < 2; w++) {
            moe_variant_stem(v, w, stem, sizeof stem);
            bad |= verify_export(dir, stem);
        }
    for (int v = 0; v < 2 * MOE_FP8_VARIANTS; v++) {
        moe_fp8_stem(v / 2, v % 2, stem, sizeof stem);
        bad |= verify_export(dir, stem);
    }
    size_t n = 0;
    char *src = moe_read_file(dir, "routing.cu", &n);
    static const char *const opts[] = {"-std=c++17"};
    static const char *const gpus[2] = {"sm_90a", "sm_80"};
    for (int i = 0; i < 2 && src; i++) {
        static char log[16384];
        cuTileCudaOptions o = {.struct_size = sizeof o, .gpu_name = gpus[i],
                               .program_name = "routing.cu", .options = opts, .num_options = 1,
                               .log = log, .log_size = sizeof log};
        void *cubin = NULL;
        size_t size = 0;
        cuTileStatus s = cuTileCudaCompile(src, n, &o, NULL, &cubin, &size);
        if (s && toolkit_missing()) {
            printf("SKIPPED: %s\n", cuTileGetLastErrorMessage());
            free(src);
            return 77;
        }
        if (s)
            printf("routing.cu for %s: %s: %s\n%s", gpus[i], cuTileGetErrorString(s),
                   cuTileGetLastErrorMessage(), log);
        else
            printf("routing.cu for %s: %zu-byte cubin%s%s\n", gpus[i], size,
                   log[0] ? ", NVRTC says: " : "", log);
        bad |= s != CUTILE_SUCCESS;
        cuTileFree(NULL, cubin);
    }
    free(src);
    return bad || !src;
}

/* ---- small shapes, checked ---- */

typedef struct small_case {
    moe_shape s;
    int dead; /* experts 1 and E − 2 get logit −1e30: never routed to when top-k < E − 1 */
    int hot;  /* expert E − 1 gets logit 1e4: every token's first pick */
} small_case;

static const small_case cases[] = {
    {{1, 4, 1, 64, 128}, 0},    /* one token */
    {{5, 8, 2, 128, 256}, 0},   /* T·k < E: experts without tokens */
    {{37, 8, 2, 80, 144}, 1},   /* K, N not multiples of the tiles; dead experts */
    {{130, 8, 8, 64, 64}, 0},   /* top-k = E: every expert sees every token */
    {{200, 64, 6, 128, 96}, 1}, /* many experts, ragged blocks */
    {{257, 16, 4, 96, 160}, 0}, /* several blocks per expert, T not a multiple of 64 */
    /* The routing kernels' paths (routing.cu): */
    {{3, 256, 8, 64, 64}, 1},   /* DeepSeek's E, 8 logits per lane; T·k < E */
    {{33, 40, 40, 64, 64}, 0},  /* top-k = E > 32: picks written past lane 31; E % 32 ≠ 0 */
    {{601, 300, 7, 64, 64}, 0}, /* 16 logits per lane; T·k > 4·1024 ids, T·k % 4 = 3 */
};

static uint32_t rng = 12345;

static float uniform(void) /* [-1, 1) */
{
    rng = rng * 1664525u + 1013904223u;
    return (float)(rng >> 8) * 0x1p-23f - 1.0f;
}

static uint16_t *random_bf16(size_t n, float scale)
{
    uint16_t *p = malloc(n * 2 + 1);
    for (size_t i = 0; p && i < n; i++)
        p[i] = bf16_of(uniform() * scale);
    return p;
}

static int make_inputs(const small_case *c, moe_host *h)
{
    const moe_shape *s = &c->s;
    memset(h, 0, sizeof *h);
    h->s = *s;
    h->logits = malloc((size_t)s->T * s->E * 4);
    for (long i = 0; h->logits && i < (long)s->T * s->E; i++)
        h->logits[i] = 2.0f * uniform();
    for (long t = 0; c->dead && h->logits && t < s->T; t++)
        h->logits[t * s->E + 1] = h->logits[t * s->E + s->E - 2] = -1e30f;
    for (long t = 0; c->hot && h->logits && t < s->T; t++)
        h->logits[t * s->E + s->E - 1] = 1e4f;
    h->x = random_bf16((size_t)s->T * s->H, 1.0f);
    h->w1 = random_bf16((size_t)s->E * 2 * s->I * s->H, 1.0f / 8);
    h->w2 = random_bf16((size_t)s->E * s->H * s->I, 1.0f / 8);
    return !h->logits || !h->x || !h->w1 || !h->w2;
}

/* Frees what the GPU produced (its size depends on the variant's BLOCK_M), keeping the inputs. */
static void drop_outputs(moe_host *h)
{
    moe_host in = {.s = h->s, .logits = h->logits, .x = h->x, .w1 = h->w1, .w2 = h->w2};
    h->logits = NULL, h->x = NULL, h->w1 = h->w2 = NULL;
    moe_host_free(h);
    *h = in;
}

/* The variant w1 runs in when w2 runs in v: v, or the first of its TILE_M with a w1 export. */
static int w1_partner(int v)
{
    for (int i = 0; !moe_variant_has_w1(v) && i < MOE_NUM_VARIANTS; i++)
        if (moe_variant_has_w1(i) && moe_variants[i].tile_m == moe_variants[v].tile_m)
            return i;
    return v;
}

/* One small case in variant v for both GEMMs (w1's: w1_partner); the number of wrong values
 * (1 when a call failed). */
static long run_variant(moe_gpu *g, moe_host *h, int v)
{
    int both[2] = {w1_partner(v), v};
    long wrong = 1;
    char name[32];
    moe_variant_name(v, name, sizeof name);
    printf(" variant %s:\n", name);
    if (!moe_gpu_setup(g, &h->s, h, both) && !moe_gpu_run(g, NULL) && !moe_gpu_read(g, h, 1)) {
        wrong = moe_check_routing(h);
        /* The rest indexes experts by the GPU's ids: only once they are right. */
        if (!wrong)
            wrong = moe_check_align(h) + moe_check_stages(h) + moe_check_layer(h, NULL, 0);
    }
    drop_outputs(h);
    return wrong;
}

static int run_small(moe_gpu *g)
{
    long failed = 0, runs = 0;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const moe_shape *s = &cases[i].s;
        printf("T=%d E=%d top-k=%d hidden=%d inter=%d%s\n", s->T, s->E, s->k, s->H, s->I,
               cases[i].dead ? " (two experts never routed to)" : "");
        moe_host h;
        if (make_inputs(&cases[i], &h)) {
            fprintf(stderr, "moe: out of memory\n");
            failed++, runs++;
        } else {
            for (int v = 0; v < MOE_NUM_VARIANTS; v++, runs++)
                failed += run_variant(g, &h, v) != 0;
        }
        moe_host_free(&h);
    }
    printf("small shapes: %ld of %ld runs failed (%zu shapes x %d GEMM variants)\n", failed,
           runs, sizeof cases / sizeof cases[0], MOE_NUM_VARIANTS);
    return failed != 0;
}

/* ---- fp8 ---- */

/* H and I multiples of 128 (the scale blocks); the same corners as `cases`. */
static const small_case fp8_cases[] = {
    {{1, 4, 1, 128, 128}, 0, 0},    /* one token */
    {{5, 8, 2, 256, 128}, 0, 0},    /* T·k < E: experts without tokens */
    {{37, 8, 2, 128, 256}, 1, 0},   /* dead experts, K of several groups */
    {{70, 8, 1, 256, 128}, 0, 1},   /* every token on one expert */
    {{40, 8, 8, 128, 128}, 0, 0},   /* top-k = E */
    {{200, 64, 6, 128, 256}, 1, 0}, /* many experts, ragged blocks */
    {{3, 256, 8, 128, 128}, 1, 0},  /* DeepSeek's E */
};

/* W [E, N, K] uniform in ±scale, quantised per 128×128 block (scale amax / 448). */
static int random_fp8_weights(long E, long N, long K, float scale, uint8_t **q, float **s)
{
    long nb = N / 128, kb = K / 128;
    float *w = malloc(sizeof(float) * 128 * 128);
    *q = malloc((size_t)(E * N * K));
    *s = malloc(sizeof(float) * (size_t)(E * nb * kb));
    for (long b = 0; w && *q && *s && b < E * nb * kb; b++) {
        long e = b / (nb * kb), n0 = b / kb % nb * 128, k0 = b % kb * 128;
        float amax = 0;
        for (int i = 0; i < 128 * 128; i++)
            amax = fmaxf(amax, fabsf(w[i] = uniform() * scale));
        (*s)[b] = fmaxf(amax, 1e-10f) / 448.0f;
        for (int i = 0; i < 128 * 128; i++)
            (*q)[(e * N + n0 + i / 128) * K + k0 + i % 128] = moe_e4m3_round(w[i] / (*s)[b]);
    }
    free(w);
    return !*q || !*s;
}

static int make_inputs_fp8(const small_case *c, moe_host *h)
{
    const moe_shape *s = &c->s;
    return make_inputs(c, h) ||
           random_fp8_weights(s->E, 2L * s->I, s->H, 1.0f / 8, &h->w1q, &h->w1s) ||
           random_fp8_weights(s->E, s->H, s->I, 1.0f / 8, &h->w2q, &h->w2s);
}

/* One small case in fp8 variant v; the number of wrong values (1 when a call failed). */
static long run_variant_fp8(moe_fp8 *f, moe_host *h, int v)
{
    char stem[2][64];
    long wrong = 1;
    moe_fp8_stem(v, 0, stem[0], sizeof stem[0]);
    moe_fp8_stem(v, 1, stem[1], sizeof stem[1]);
    printf(" variant %s, %s:\n", stem[0], stem[1]);
    if (!moe_fp8_setup(f, &h->s, h, v) && !moe_fp8_run(f, NULL) && !moe_fp8_read(f, h, 1)) {
        wrong = moe_check_routing(h);
        if (!wrong)
            wrong = moe_check_align(h) + moe_check_stages_fp8(h) + moe_check_layer_fp8(h, NULL, 0);
    }
    /* keep the inputs, drop what the GPU wrote */
    moe_host in = *h;
    memset(h, 0, sizeof *h);
    h->s = in.s, h->logits = in.logits, h->x = in.x, h->w1 = in.w1, h->w2 = in.w2;
    h->w1q = in.w1q, h->w1s = in.w1s, h->w2q = in.w2q, h->w2s = in.w2s;
    in.logits = NULL, in.x = NULL, in.w1 = in.w2 = NULL, in.w1q = in.w2q = NULL;
    in.w1s = in.w2s = NULL;
    moe_host_free(&in);
    return wrong;
}

static int run_small_fp8(moe_fp8 *f)
{
    long failed = 0, runs = 0;
    size_t n = sizeof fp8_cases / sizeof fp8_cases[0];
    for (size_t i = 0; i < n; i++) {
        const small_case *c = &fp8_cases[i];
        printf("fp8: T=%d E=%d top-k=%d hidden=%d inter=%d%s%s\n", c->s.T, c->s.E, c->s.k,
               c->s.H, c->s.I, c->dead ? " (two experts never routed to)" : "",
               c->hot ? " (every token on one expert)" : "");
        moe_host h;
        if (make_inputs_fp8(c, &h)) {
            fprintf(stderr, "moe: out of memory\n");
            failed++, runs++;
        } else {
            for (int v = 0; v < MOE_FP8_VARIANTS; v++, runs++)
                failed += run_variant_fp8(f, &h, v) != 0;
        }
        moe_host_free(&h);
    }
    printf("fp8 small shapes: %ld of %ld runs failed (%zu shapes x %d GEMM variants)\n", failed,
           runs, n, MOE_FP8_VARIANTS);
    return failed != 0;
}

/* --fp8: the fp8 layer's small shapes; 77 (said) without a GPU. */
static int main_fp8(const char *dir)
{
    moe_fp8 *f = NULL;
    int rc = moe_fp8_open(dir, &f);
    if (rc == 2) {
        printf("SKIPPED: no CUDA device: the fp8 layer was not run\n");
        return 77;
    }
    if (rc)
        return 1;
    rc = run_small_fp8(f);
    moe_fp8_close(f);
    printf("moe fp8: %s\n", rc ? "FAILED" : "passed");
    return rc;
}

/* ---- the large shape, timed ---- */

static int cmp_float(const void *a, const void *b)
{
    float x = *(const float *)a, y = *(const float *)b;
    return (x > y) - (x < y);
}

/* Frees what depends on T, keeping the weights read back for the spot checks. */
static void drop_token_arrays(moe_host *h)
{
    uint16_t *w1 = h->w1, *w2 = h->w2;
    h->w1 = h->w2 = NULL;
    moe_host_free(h);
    h->w1 = w1, h->w2 = w2;
}

static int time_one(moe_gpu *g, const moe_shape *s, int reps, moe_host *h)
{
    static const char *const names[6] = {"topk", "align", "permute", "w1", "w2", "combine"};
    float(*ms)[6] = malloc(sizeof *ms * (size_t)reps); /* per run, per stage */
    float *col = malloc(sizeof *col * (size_t)reps), stage[6];
    int bad = !ms || !col || moe_gpu_setup(g, s, NULL, NULL);
    for (int r = 0; r < 3 && !bad; r++) /* warm-up */
        bad = moe_gpu_run(g, NULL);
    for (int r = 0; r < reps && !bad; r++)
        bad = moe_gpu_run(g, ms[r]);
    if (bad) {
        free(ms), free(col);
        return 1;
    }
    double total = 0;
    printf("T=%-5d", s->T);
    for (int i = 0; i < 6; i++) {
        for (int r = 0; r < reps; r++)
            col[r] = ms[r][i];
        qsort(col, (size_t)reps, sizeof *col, cmp_float);
        stage[i] = col[reps / 2];
        total += stage[i];
        printf(" %s %8.3f", names[i], stage[i]);
    }
    double rows = (double)s->T * s->k;
    int v[2];
    moe_gpu_variants(g, v);
    char n1[32], n2[32];
    moe_variant_name(v[0], n1, sizeof n1);
    moe_variant_name(v[1], n2, sizeof n2);
    printf("  | layer %8.3f ms  w1 %6.1f TFLOP/s (%s)  w2 %6.1f TFLOP/s (%s)\n", total,
           2 * rows * 2 * s->I * s->H / (stage[3] * 1e9), n1,
           2 * rows * s->H * s->I / (stage[4] * 1e9), n2);
    free(ms), free(col);
    /* Spot check: the first and last token against the f64 layer. */
    h->s = *s;
    int rows_checked[2] = {0, s->T - 1};
    if (moe_gpu_read_inputs(g, h) || moe_gpu_read(g, h, 0))
        return 1;
    long wrong = moe_check_routing(h);
    if (!wrong)
        wrong = moe_check_layer(h, rows_checked, s->T > 1 ? 2 : 1);
    drop_token_arrays(h);
    return wrong != 0;
}

static int run_large(moe_gpu *g, const char *tokens, int reps)
{
    moe_host h;
    memset(&h, 0, sizeof h);
    printf("Mixtral-8x7B-like layer (E=8, top-2, hidden 4096, inter 14336), bf16; median ms of "
           "%d runs per stage\n", reps);
    int bad = 0;
    for (const char *p = tokens; *p && !bad;) {
        char *end;
        long T = strtol(p, &end, 10);
        if (end == p || T < 1 || T > 65536) {
            fprintf(stderr, "moe: bad token count in '%s'\n", tokens);
            bad = 1;
            break;
        }
        moe_shape s = {(int)T, 8, 2, 4096, 14336};
        bad = time_one(g, &s, reps, &h);
        p = *end == ',' ? end + 1 : end;
    }
    moe_host_free(&h);
    return bad;
}

/* --pick: the rule's variants for one layer; 0 when the arguments parse. */
static int print_pick(const char *sms, const char *shape)
{
    moe_shape s;
    int n = atoi(sms), v[2];
    if (n < 1 || sscanf(shape, "%d,%d,%d,%d,%d", &s.T, &s.E, &s.k, &s.H, &s.I) != 5 ||
        s.T < 1 || s.E < 1 || s.k < 1 || s.k > s.E || s.H < 1 || s.I < 1) {
        fprintf(stderr, "moe: --pick SMS T,E,k,H,I: bad '%s %s'\n", sms, shape);
        return 1;
    }
    moe_pick_layer(&s, n, v);
    for (int i = 0; i < 2; i++) {
        char name[32];
        moe_variant_name(v[i], name, sizeof name);
        printf("%s%c", name, i ? '\n' : ' ');
    }
    return 0;
}

/* --fp8-facts: "stem ctas stages" for both GEMMs of every fp8 variant. */
static int print_fp8_facts(void)
{
    char stem[64];
    for (int v = 0; v < 2 * MOE_FP8_VARIANTS; v++) {
        const moe_variant *t = &moe_fp8_variants[v / 2];
        moe_fp8_stem(v / 2, v % 2, stem, sizeof stem);
        printf("%s %d %d\n", stem, t->ctas_per_sm[v % 2], t->stages[v % 2]);
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc == 4 && strcmp(argv[1], "--pick") == 0)
        return print_pick(argv[2], argv[3]);
    if (argc == 2 && strcmp(argv[1], "--fp8-facts") == 0)
        return print_fp8_facts();
    const char *dir = "samples/moe", *large = NULL;
    int reps = 20, fp8 = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--dir") == 0 && i + 1 < argc)
            dir = argv[++i];
        else if (strcmp(argv[i], "--large") == 0)
            large = i + 1 < argc && argv[i + 1][0] != '-' ? argv[++i] : "1,16,64,256,1024,4096";
        else if (strcmp(argv[i], "--fp8") == 0)
            fp8 = 1;
        else if (strcmp(argv[i], "--reps") == 0 && i + 1 < argc && atoi(argv[i + 1]) > 0)
            reps = atoi(argv[++i]);
        else {
            fprintf(stderr, "usage: %s [--dir DIR] [--large [T,T,...]] [--reps N] [--fp8]\n"
                            "       %s --pick SMS T,E,k,H,I\n       %s --fp8-facts\n",
                    argv[0], argv[0], argv[0]);
            return 1;
        }
    }
    int offline = offline_checks(dir);
    if (offline)
        return offline;
    if (fp8)
        return main_fp8(dir);
    moe_gpu *g = NULL;
    int rc = moe_gpu_open(dir, &g);
    if (rc == 2) {
        printf("no CUDA device: layer skipped\n");
        return 0;
    }
    if (rc)
        return 1;
    rc = run_small(g);
    if (large)
        rc |= run_large(g, large, reps);
    moe_gpu_close(g);
    printf("moe: %s\n", rc ? "FAILED" : "passed");
    return rc;
}
