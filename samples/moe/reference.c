/*
 * reference.c — the MoE sample's CPU side: the routing, alignment and every stage of the layer
 * recomputed in double precision from the bf16 inputs, and compared with what the GPU wrote.
 *
 * Tolerances. A GEMM value on the GPU is an f32 sum of exact bf16 products, rounded to bf16 on
 * store: it may differ from the f64 sum by the f32 rounding of the sum (a small multiple of
 * 2^-24 · Σ|a·b| for these lengths) plus half a bf16 unit (2^-9 relative), so a value is
 * right when |gpu − ref| ≤ 2^-8·|ref| + 2^-16·Σ|a·b|. The fused silu(gate)·up of w1 is formed
 * from the two f32 sums and rounded once: its tolerance adds each sum's error times the
 * output's sensitivity to it (|d silu/dg| < 1.1). The stage checks feed each stage with the
 * GPU's own output of the stage before, so one wrong stage shows up alone. The whole-layer check
 * rounds to bf16 where the GPU stores bf16 and compares each output row by relative L2 error.
 * A NaN (the poison of an unwritten value) never passes.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "moe.h"

#define SHOW 3 /* mismatches printed per check */

static double silu_mul(double g, double u) { return g / (1.0 + exp(-g)) * u; }

/* Counts a value that is not within tol of ref, printing the first few. */
static long judge(const char *what, long *wrong, long a, long b, double got, double ref,
                  double tol)
{
    if (fabs(got - ref) <= tol)
        return 0;
    if (*wrong < SHOW)
        printf("    %s[%ld, %ld] = %.6g, expected %.6g (tolerance %.3g)\n", what, a, b, got, ref,
               tol);
    ++*wrong;
    return 1;
}

/* ---- routing ---- */

/* Pick j of token t on the CPU: the best expert ranked after (prev, prev_id) by logit,
 * larger first, the lower index on a tie. */
static int rank_next(const float *row, int E, float prev, int prev_id)
{
    int best = -1;
    for (int e = 0; e < E; e++) {
        float v = row[e];
        int after = prev_id < 0 || v < prev || (v == prev && e > prev_id);
        if (after && (best < 0 || v > row[best]))
            best = e;
    }
    return best;
}

long moe_check_routing(const moe_host *h)
{
    const moe_shape *s = &h->s;
    long wrong = 0;
    for (int t = 0; t < s->T; t++) {
        const float *row = h->logits + (size_t)t * s->E;
        double max = row[0], sum = 0, picked = 0;
        for (int e = 1; e < s->E; e++)
            max = fmax(max, row[e]);
        for (int e = 0; e < s->E; e++)
            sum += exp(row[e] - max);
        int ids[64];
        float prev = 0;
        for (int j = 0, prev_id = -1; j < s->k; j++) {
            ids[j] = rank_next(row, s->E, prev, prev_id);
            prev = row[ids[j]];
            prev_id = ids[j];
            picked += exp(row[ids[j]] - max) / sum;
        }
        for (int j = 0; j < s->k; j++) {
            size_t f = (size_t)t * s->k + j;
            judge("topk_ids", &wrong, t, j, h->topk_ids[f], ids[j], 0);
            double ref = exp(row[ids[j]] - max) / sum / picked; /* renormalised */
            judge("topk_w", &wrong, t, j, h->topk_w[f], ref, 1e-5 * ref + 1e-9);
        }
    }
    printf("  routing: %ld wrong of %ld ids and weights\n", wrong, 2L * s->T * s->k);
    return wrong;
}

long moe_check_align(const moe_host *h)
{
    const moe_shape *s = &h->s;
    const long bm = h->block_m, numel = (long)s->T * s->k,
               rows = (long)moe_max_blocks(s, h->block_m) * bm;
    long *start = calloc((size_t)s->E + 1, sizeof *start), *count = calloc((size_t)s->E, sizeof *count);
    char *seen = calloc((size_t)numel, 1);
    long wrong = 0;
    if (!start || !count || !seen) {
        printf("  align: out of memory\n");
        free(start), free(count), free(seen);
        return 1;
    }
    for (long f = 0; f < numel; f++) {
        int e = h->topk_ids[f];
        if (e < 0 || e >= s->E)
            judge("topk_ids (range)", &wrong, f, 0, e, 0, 0);
        else
            count[e]++;
    }
    for (int e = 0; e < s->E; e++)
        start[e + 1] = start[e] + (count[e] + bm - 1) / bm * bm;
    judge("num_post_padded", &wrong, 0, 0, h->num_post_padded, (double)start[s->E], 0);
    for (int e = 0; e < s->E; e++)
        for (long r = start[e]; r < start[e + 1] && r < rows; r++) {
            long f = h->sorted_ids[r];
            int ok = r < start[e] + count[e] ? f >= 0 && f < numel && h->topk_ids[f] == e && !seen[f]
                                             : f == numel;
            if (ok && f < numel)
                seen[f] = 1;
            judge("sorted_ids (expert run)", &wrong, e, r, ok, 1, 0);
        }
    for (long r = start[s->E]; r < rows; r++)
        judge("sorted_ids (past the end)", &wrong, 0, r, h->sorted_ids[r], (double)numel, 0);
    for (long b = 0; b < rows / bm; b++) {
        int e = 0;
        while (e < s->E && start[e + 1] <= b * bm)
            e++;
        judge("block_expert", &wrong, b, 0, h->block_expert[b], e < s->E ? e : 0, 0);
    }
    int empty = 0;
    for (int e = 0; e < s->E; e++)
        empty += count[e] == 0;
    printf("  align: %ld wrong (%ld rows, %ld padded to %ld, %d of %d experts without tokens)\n",
           wrong, numel, start[s->E], bm, empty, s->E);
    free(start), free(count), free(seen);
    return wrong;
}

/* ---- the stages ---- */

/* Σ a[i]·b[i] over bf16 vectors in f64, and Σ|a[i]·b[i]|. */
static double dot_bf16(const uint16_t *a, const uint16_t *b, long n, double *sumabs)
{
    double acc = 0, mag = 0;
    for (long i = 0; i < n; i++) {
        double p = (double)bf16_to_f32(a[i]) * bf16_to_f32(b[i]);
        acc += p;
        mag += fabs(p);
    }
    *sumabs = mag;
    return acc;
}

#define GEMM_TOL(ref, sumabs) (0x1p-8 * fabs(ref) + 0x1p-16 * (sumabs))

/* The rows of the alignment in flat order: row_of[f] = r with sorted_ids[r] = f (−1 when no
 * row holds f; moe_check_align reports that). NULL when out of memory. */
static long *rows_of(const moe_host *h)
{
    long numel = (long)h->s.T * h->s.k, rows = (long)moe_max_blocks(&h->s, h->block_m) * h->block_m;
    long *row_of = malloc(sizeof *row_of * (size_t)(numel + 1));
    for (long f = 0; row_of && f < numel; f++)
        row_of[f] = -1;
    for (long r = 0; row_of && r < rows; r++)
        if (h->sorted_ids[r] >= 0 && h->sorted_ids[r] < numel)
            row_of[h->sorted_ids[r]] = r;
    return row_of;
}

/* xs[r] = x[f / k] exactly for the row r of flat id f, zeros in the padding rows; act's padding
 * rows are silu(0)·0 = 0. */
static long check_permute(const moe_host *h)
{
    const moe_shape *s = &h->s;
    long numel = (long)s->T * s->k, rows = (long)moe_max_blocks(s, h->block_m) * h->block_m;
    long wrong = 0;
    for (long r = 0; r < rows; r++) {
        long f = h->sorted_ids[r];
        for (long n = 0; n < s->H; n++) {
            double want = f >= 0 && f < numel ? bf16_to_f32(h->x[(f / s->k) * s->H + n]) : 0.0;
            judge("xs", &wrong, r, n, bf16_to_f32(h->xs[r * s->H + n]), want, 0);
        }
        for (long i = 0; i < s->I && !(f >= 0 && f < numel); i++)
            judge("act (padding row)", &wrong, r, i, bf16_to_f32(h->act[r * s->I + i]), 0, 0);
    }
    return wrong;
}

/* act[r, i] = silu(xs[r] · W1[e, i]) · (xs[r] · W1[e, I + i]) for the row r of each flat id. */
static long check_w1(const moe_host *h, const long *row_of)
{
    const moe_shape *s = &h->s;
    long wrong = 0;
    for (long f = 0; f < (long)s->T * s->k; f++) {
        const uint16_t *x = h->xs + row_of[f] * s->H;
        const uint16_t *w = h->w1 + (size_t)h->topk_ids[f] * 2 * s->I * s->H;
        for (long i = 0; i < s->I; i++) {
            double mg, mu, g = dot_bf16(x, w + i * s->H, s->H, &mg);
            double u = dot_bf16(x, w + (s->I + i) * s->H, s->H, &mu), ref = silu_mul(g, u);
            double tol = 0x1p-8 * fabs(ref) +
                         0x1p-16 * (1.1 * fabs(u) * mg + fabs(silu_mul(g, 1)) * mu);
            judge("act", &wrong, f, i, bf16_to_f32(h->act[row_of[f] * s->I + i]), ref, tol);
        }
    }
    return wrong;
}

/* C2[f, n] = act[row of f] · W2[e, n] · w[f]. */
static long check_w2(const moe_host *h, const long *row_of)
{
    const moe_shape *s = &h->s;
    long wrong = 0;
    for (long f = 0; f < (long)s->T * s->k; f++) {
        const uint16_t *w = h->w2 + (size_t)h->topk_ids[f] * s->H * s->I;
        double rw = h->topk_w[f];
        for (long n = 0; n < s->H; n++) {
            double mag, ref = dot_bf16(h->act + row_of[f] * s->I, w + n * s->I, s->I, &mag) * rw;
            judge("C2", &wrong, f, n, bf16_to_f32(h->c2[f * s->H + n]), ref,
                  GEMM_TOL(ref, mag * rw));
        }
    }
    return wrong;
}

static long check_combine(const moe_host *h)
{
    const moe_shape *s = &h->s;
    long wrong = 0;
    for (long t = 0; t < s->T; t++)
        for (long n = 0; n < s->H; n++) {
            double ref = 0, mag = 0;
            for (long j = 0; j < s->k; j++) {
                double v = bf16_to_f32(h->c2[(t * s->k + j) * s->H + n]);
                ref += v;
                mag += fabs(v);
            }
            judge("out", &wrong, t, n, bf16_to_f32(h->out[t * s->H + n]), ref,
                  0x1p-8 * fabs(ref) + 0x1p-20 * mag);
        }
    return wrong;
}

long moe_check_stages(const moe_host *h)
{
    long *row_of = rows_of(h), missing = 0;
    if (!row_of) {
        printf("  stages: out of memory\n");
        return 1;
    }
    for (long f = 0; f < (long)h->s.T * h->s.k; f++)
        missing += row_of[f] < 0;
    if (missing) { /* the GEMMs' rows cannot be found: moe_check_align says why */
        printf("  stages: %ld flat ids without a row of the alignment\n", missing);
        free(row_of);
        return missing;
    }
    long perm = check_permute(h), w1 = check_w1(h, row_of), w2 = check_w2(h, row_of),
         comb = check_combine(h);
    printf("  stages: permute %ld, w1 GEMM with silu-and-mul %ld, w2 GEMM %ld, combine %ld "
           "wrong\n", perm, w1, w2, comb);
    free(row_of);
    return perm + w1 + w2 + comb;
}

/* ---- the whole layer ---- */

/* Output row t from the inputs and the routing alone, rounding to bf16 where the GPU stores
 * (act, each slot's C2 row, out; not w1's sums, which stay in f32 into silu-and-mul). */
static void layer_row(const moe_host *h, long t, double *out, double *h1, double *a)
{
    const moe_shape *s = &h->s;
    const uint16_t *x = h->x + t * s->H;
    for (long n = 0; n < s->H; n++)
        out[n] = 0;
    for (long j = 0; j < s->k; j++) {
        long f = t * s->k + j, e = h->topk_ids[f];
        double mag;
        for (long n = 0; n < 2L * s->I; n++)
            h1[n] = dot_bf16(x, h->w1 + ((size_t)e * 2 * s->I + n) * s->H, s->H, &mag);
        for (long i = 0; i < s->I; i++)
            a[i] = bf16_round(silu_mul(h1[i], h1[s->I + i]));
        for (long n = 0; n < s->H; n++) {
            const uint16_t *w = h->w2 + ((size_t)e * s->H + n) * s->I;
            double acc = 0;
            for (long i = 0; i < s->I; i++)
                acc += a[i] * bf16_to_f32(w[i]);
            out[n] += bf16_round(acc * h->topk_w[f]);
        }
    }
}

long moe_check_layer(const moe_host *h, const int *rows, int nrows)
{
    const moe_shape *s = &h->s;
    double *ref = malloc(sizeof(double) * (size_t)(s->H + 3 * s->I));
    if (!ref) {
        printf("  layer: out of memory\n");
        return 1;
    }
    long wrong = 0, n = rows ? nrows : s->T;
    double worst = 0;
    for (long r = 0; r < n; r++) {
        long t = rows ? rows[r] : r;
        layer_row(h, t, ref, ref + s->H, ref + s->H + 2 * s->I);
        double err = 0, norm = 0;
        for (long c = 0; c < s->H; c++) {
            double got = bf16_to_f32(h->out[t * s->H + c]), want = bf16_round(ref[c]);
            err += (got - want) * (got - want);
            norm += want * want;
        }
        double rel = sqrt(err / (norm > 0 ? norm : 1));
        worst = rel > worst || rel != rel ? rel : worst;
        if (!(rel <= 1e-2) && wrong++ < SHOW)
            printf("    out row %ld: relative L2 error %.3g against the f64 layer\n", t, rel);
    }
    printf("  layer: %ld of %ld rows wrong against the f64 reference (worst relative L2 error "
           "%.3g)\n", wrong, n, worst);
    free(ref);
    return wrong;
}

void moe_host_free(moe_host *h)
{
    free(h->logits), free(h->x), free(h->w1), free(h->w2), free(h->topk_ids), free(h->topk_w);
    free(h->sorted_ids), free(h->block_expert), free(h->xs), free(h->act), free(h->c2);
    free(h->out);
    moe_shape s = h->s;
    memset(h, 0, sizeof *h);
    h->s = s;
}
