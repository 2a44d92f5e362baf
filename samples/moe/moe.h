/*
 * moe.h — what the MoE sample's files share: the layer's shapes, its host-side data, bf16
 * conversions, the GPU half (layer.c) and the CPU reference and checks (reference.c).
 *
 * The layer (main.c says how it is run): router logits [T, E] → top-k softmax (ids, weights)
 * → align (sorted_ids, block_expert, and row_of, each pair's row) → permute: xp[row_of[f]] =
 * x[f / k], the tokens' rows in the GEMMs' block order (padding rows as they were: the GEMMs
 * drop their results) → w1 GEMM with silu-and-mul fused:
 * act[r, :] = silu(xp[r] @ W1[e, :I]^T) · (xp[r] @ W1[e, I:]^T) (W1[E, 2I, H], one f32 pass,
 * one bf16 rounding) → w2 GEMM with the routed weights, scattered by flat id:
 * C2[sorted_ids[r], :] = act[r] @ W2[e]^T · w (W2[E, H, I]) → combine: out[t] = Σ_slot
 * C2[t·k + slot]. bf16 data, f32 logits and weights, int32 ids. The fp8 layer (layer_fp8.c)
 * has the same structure on e4m3 values with f32 scales per row and group of 128 (its weights
 * per 128×128 block): x quantised per token into its rows in block order (codes and scales),
 * w1 with silu-and-mul whose result is quantised in its epilogue, w2 on that; C2, out bf16.
 */
#ifndef MOE_SAMPLE_H
#define MOE_SAMPLE_H

#include <stddef.h>
#include <stdint.h>

#include "halves.h" /* bf16 <-> f32 (samples/common) */

/* Experts the top-k kernel handles: one warp per token, 16 logits per lane (routing.cu). */
#define MOE_MAX_EXPERTS 512

typedef struct moe_shape {
    int T, E, k, H, I;
} moe_shape;

/* Rows of sorted_ids the alignment may need for BLOCK_M block_m: every expert with rows pads
 * to a multiple of block_m, and at most min(E, T·k) experts have rows. */
static inline int moe_max_blocks(const moe_shape *s, int block_m)
{
    long numel = (long)s->T * s->k, used = s->E < numel ? s->E : numel;
    return (int)((numel + used * (block_m - 1) + block_m - 1) / block_m);
}

/* ---- variants.c: the GEMM's launch variants and the rule that picks one ---- */

/* One tile config of the layer's GEMMs (kernels.py GEMM_TILES, GEMM_T_TILES; files
 * moe_w1[_t]_bf16_<M>x<N>x<K>.cutile, whose N columns are the gate and the up half, N/2 each,
 * and moe_w2[_t]_bf16_<M>x<N>x<K>.cutile; then GEMM_PAIRED's tiles once more with an occupancy
 * hint, files <the same>_o<CTAs>; bench/moe_bench.py times the gathering moe_gemm[_t] exports
 * of the tiles without a hint). ctas_per_sm: how many CTAs of its w1 and its w2 export the
 * lowering sizes the stage ring for, so that they fit on one SM at once (the .minnctapersm of
 * the sm_90a PTX, 1 where it has none), and stages: that ring's stages (its full barriers), at
 * CT_CODEGEN_REVISION 76; 0 where there is no w1 export (bench/moe_bench.py VARIANTS holds the
 * same: ctest samples.moe_variant_facts compares its with the compiler's PTX). */
typedef struct moe_variant {
    int tile_m, tile_n, tile_k, ctas_per_sm[2], stages[2]; /* w1's, w2's */
    int transposed[2]; /* w1's, w2's: moe_gemm_t (the rows as the MMA's N), else moe_gemm */
    int w2_split;      /* w2's row blocks per block of tile_m rows (moe_w2_fp8_split), else 1 */
    int occupancy[2];  /* w1's, w2's: the CTAs an SM of the export's occupancy hint where
                        * its file name says so (_o<CTAs>), else 0 */
    int w2_ksplit;     /* fp8: w2's runs of K groups a tile (moe_w2_fp8_ksplit), else 0 */
} moe_variant;

#define MOE_NUM_VARIANTS 13
extern const moe_variant moe_variants[MOE_NUM_VARIANTS];

/* Whether variant v has a w1 export: a transposed one needs N/2 ≥ 64 (the gate and the up
 * half each fill the MMA's 64-row M). Every variant has a w2 export. */
int moe_variant_has_w1(int v);
/* The kernel variant v launches for GEMM `gemm` (0: w1, 1: w2): "moe_w1", "moe_w1_t", "moe_w2"
 * or "moe_w2_t" (kernels.py). */
const char *moe_variant_kernel(int v, int gemm);
/* Variant v's name, <M>x<N>x<K>[_o<CTAs>] (the hint its w2 export's name carries), and the
 * file stem of GEMM `gemm`'s export: <kernel>_bf16_<M>x<N>x<K>[_o<CTAs>]. */
void moe_variant_name(int v, char *buf, size_t size);
void moe_variant_stem(int v, int gemm, char *buf, size_t size);
/* The cost model of variants.c (its comment documents it): the CTAs of GEMM `gemm` (0: w1,
 * 1: w2) in variant v expected for the shape, and its cost in SM clocks on a device of `sms`
 * SMs. */
double moe_variant_ctas(const moe_shape *s, int gemm, int v);
double moe_variant_cost(const moe_shape *s, int gemm, int v, int sms);
/* The variants of a layer's two GEMMs, v[0] for w1 (one with a w1 export) and v[1] for w2,
 * with one TILE_M (the routing's BLOCK_M, so that one alignment and one permuted row order
 * serve both): the pair the cost model finds cheapest. */
void moe_pick_layer(const moe_shape *s, int sms, int v[2]);

static inline double bf16_round(double v) { return f32_of_bf16(bf16_of((float)v)); }

/* The inputs and everything the GPU produced, on the host. */
typedef struct moe_host {
    moe_shape s;
    float *logits;        /* [T, E] */
    uint16_t *x;          /* [T, H] */
    uint16_t *w1, *w2;    /* [E, 2I, H], [E, H, I] */
    /* read back from the GPU */
    int32_t *topk_ids;    /* [T, k] */
    float *topk_w;        /* [T, k] */
    int block_m;          /* the alignment the GPU used (its GEMMs' TILE_M) */
    int32_t *sorted_ids;  /* [moe_max_blocks(s, block_m) · block_m] */
    int32_t *block_expert; /* [moe_max_blocks(s, block_m)] */
    int32_t num_post_padded;
    int32_t *row_of;      /* [T, k]: the row of each pair in sorted_ids (−1: none) */
    /* the bf16 layer's xp [rows, H] and act [rows, I] in the row order of sorted_ids (rows =
     * its length; padding rows of xp hold zeros or earlier runs' rows); c2 [T·k·c2_parts, H]
     * (row f·c2_parts + z: part z of flat id f's w2 row, the sum of the parts that row;
     * c2_parts 0 or 1: one part), out [T, H] */
    uint16_t *xp, *act, *c2, *out;
    int c2_parts;
    /* the fp8 layer's (layer_fp8.c): weights in e4m3 with f32 scales per 128×128 block,
     * [E, 2I, H] / [E, 2I/128, H/128] and [E, H, I] / [E, H/128, I/128] (inputs, used instead
     * of w1, w2), and read back the quantised activations: x's rows in block order xpq
     * [rows, H] / xps [rows, H/128] (padding rows: zeros or an earlier run's rows), and w1's
     * quantised silu-and-mul aq [rows, I] / as [rows, I/128] in the same order */
    uint8_t *w1q, *w2q, *xpq, *aq;
    float *w1s, *w2s, *xps, *as;
} moe_host;

/* The whole file DIR/NAME, NUL-terminated (the NUL not counted in *size); NULL (said on
 * stderr) if it cannot be read. layer.c. */
char *moe_read_file(const char *dir, const char *name, size_t *size);

/* ---- reference.c: CPU checks; each returns the number of wrong values and prints the first
 * few and a summary line ---- */
long moe_check_routing(const moe_host *h);
long moe_check_align(const moe_host *h);
/* Each stage (permute, w1 with silu-and-mul, w2, combine) against an f64 computation from the
 * GPU's own input to that stage (so a wrong value points at its stage), tolerances from bf16's
 * rounding. */
long moe_check_stages(const moe_host *h);
/* The whole layer against an f64 reference that rounds to bf16 where the GPU stores bf16;
 * rows `rows[0..nrows)` of out (all when rows is NULL). Returns the wrong rows. */
long moe_check_layer(const moe_host *h, const int *rows, int nrows);

/* ---- layer.c: the GPU half ---- */
typedef struct moe_gpu moe_gpu;

/* Opens the driver, device 0's primary context, a libcutile_rt context, the GEMMs' tile modules
 * and the routing source from `dir`. 0 on success, 2 when there is no driver or GPU, 1 on
 * failure (said on stderr). */
int moe_gpu_open(const char *dir, moe_gpu **out);
/* As moe_gpu_open on device `device` (an ordinal): its primary context, made current on the
 * calling thread (a thread that calls in later makes it current itself), and a libcutile_rt
 * context of its own (cuTileContextCreateOnDevice). */
int moe_gpu_open_device(const char *dir, int device, moe_gpu **out);
void moe_gpu_close(moe_gpu *g);
/* Device buffers for shape s (the weights' kept when E, H and I are those of the last setup and
 * h is NULL); inputs from h when h is not NULL (those of its logits, x, w1, w2 that are not
 * NULL; the others are left for the caller to write through moe_gpu_io), else uniform random
 * values made on the device (seeded; for timing runs). Outputs are poisoned (NaN, −1). The
 * GEMMs' variants: `variants` (indices into moe_variants for w1 and w2, of one TILE_M, w1's
 * with a w1 export) when not NULL, else moe_pick_layer's for this device. E at most
 * MOE_MAX_EXPERTS. 0 on success. */
int moe_gpu_setup(moe_gpu *g, const moe_shape *s, const moe_host *h, const int variants[2]);
/* The variants (w1, w2) of the last setup. */
void moe_gpu_variants(const moe_gpu *g, int v[2]);
/* Runs the layer once; with `ms` not NULL records events between the stages and stores the
 * stage times (6: topk, align, permute, w1 with silu-and-mul, w2, combine) after
 * synchronizing. 0 on success. */
int moe_gpu_run(moe_gpu *g, float ms[6]);
/* The layer's launches on `stream` (a CUstream; NULL for the legacy default stream), queued
 * and not waited for: capturable in a CUDA graph once a run has loaded everything. 0 when all
 * were queued. With MOE_PDL=1 in the environment when the layer is opened, every kernel of
 * the layer (this and the fp8 layer's) is a programmatic dependent launch (cuTileLaunchOptions;
 * sm_90+): it waits for the kernel before it before reading anything, and the short kernels let
 * the next one launch at their start. Off by default: on the H200 it gained 0.5-8% at T <= 64
 * (Qwen3-30B fp8 at T = 1: 0.0449 -> 0.0415 ms) but lost 14% on DeepSeek-V3 fp8 at T = 1
 * (0.130 -> 0.148 ms; the cause is not measured), even over 12 points
 * (bench/results/moe_layer_fp8_pdl_h200.md). */
int moe_gpu_enqueue(moe_gpu *g, void *stream);
/* As moe_gpu_enqueue with the routing given instead of computed: no top-k; the alignment and
 * the rest (the permute of x's rows into block order included) run from the ids [T, k] (int32,
 * experts 0 … E−1) and weights [T, k] (f32) the caller wrote to the buffers of
 * moe_gpu_routing_io (e.g. rows received from other GPUs into x, k = 1). */
int moe_gpu_enqueue_routed(moe_gpu *g, void *stream);
/* Lowers the tokens of the next runs to T (1 … the setup's T), keeping the buffers, weights
 * and variants: for a layer whose row count changes from run to run. 0 on success. */
int moe_gpu_set_tokens(moe_gpu *g, int T);
/* Top-k softmax routing of `logits` [T, E] (f32) into ids and weights [T, k], on device buffers
 * of the caller's and `stream`, with the layer's kernel (any E up to MOE_MAX_EXPERTS, whatever
 * the setup's). 0 when queued. */
int moe_gpu_topk(moe_gpu *g, uint64_t logits, uint64_t ids, uint64_t w, int T, int E, int k,
                 void *stream);
/* The device pointers of the setup's ids [T, k] (int32) and weights [T, k] (f32). */
void moe_gpu_routing_io(const moe_gpu *g, uint64_t p[2]);
/* The device pointers of the last setup's logits [T, E] (f32), x [T, H], w1 [E, 2I, H],
 * w2 [E, H, I] and out [T, H] (bf16), for a benchmark in the same process (libmoe_layer.so,
 * bench/moe_layer.py) that feeds other implementations the same inputs. */
void moe_gpu_io(const moe_gpu *g, uint64_t p[5]);
/* Copies what the layer produced into h (h->s must be the setup's shape; arrays allocated
 * here when NULL, so free them before a setup of another shape or variant): the routing, the
 * alignment (and its block_m) and the output, and with `intermediates` also xp, act and C2.
 * 0 on success. */
int moe_gpu_read(moe_gpu *g, moe_host *h, int intermediates);
/* For timing runs: the inputs made on the device (logits, x, and w1, w2 unless h has them
 * already) read back into h's input arrays, allocated here when NULL (h->s must be the setup's
 * shape). 0 on success. */
int moe_gpu_read_inputs(moe_gpu *g, moe_host *h);

/* ---- layer_fp8.c: the layer in fp8 e4m3 (DeepSeek's recipe; kernels.py's fp8 exports) on
 * the same routing. H and I must be multiples of 128. ---- */
typedef struct moe_fp8 moe_fp8;

#define MOE_FP8_VARIANTS 7
/* variants.c: the fp8 GEMMs' variants (kernels.py FP8_TILES, FP8_SPLIT_TILES, then
 * FP8_KSPLIT_TILES; TILE_N = TILE_K = 128; w1's two halves 128 columns each) and the file stem
 * of GEMM `gemm` (0: w1, 1: w2) in variant v: moe_w<1|2>_fp8[_t]_<M>x128, a split w2's
 * moe_w2_fp8_<M/split>x128_s<split>, a w2 with an occupancy hint of N CTAs
 * moe_w2_fp8_t_<M>x128_o<N>, a w2 in S runs of K moe_w2_fp8_t_<M>x128_k<S> (-1 and an empty
 * stem when v is none: callers count them). */
extern const moe_variant moe_fp8_variants[MOE_FP8_VARIANTS];
int moe_fp8_stem(int v, int gemm, char *buf, size_t size);
/* The kernel that export holds: "moe_w1_fp8", "moe_w2_fp8" or "moe_w2_fp8_split" (kernels.py). */
const char *moe_fp8_kernel(int v, int gemm);
/* The variant of both fp8 GEMMs for shape s on `sms` SMs: variants.c's cost model with e4m3
 * operands. */
int moe_fp8_pick(const moe_shape *s, int sms);
/* As moe_gpu_open, with the fp8 kernels too. */
int moe_fp8_open(const char *dir, moe_fp8 **out);
void moe_fp8_close(moe_fp8 *f);
/* As moe_gpu_setup: inputs logits, x, w1q, w1s, w2q, w2s from h, else device-made (the
 * weights kept across setups of one E, H, I); `variant` (< 0: the rule's) for both GEMMs. */
int moe_fp8_setup(moe_fp8 *f, const moe_shape *s, const moe_host *h, int variant);
int moe_fp8_variant(const moe_fp8 *f);
/* One run; with ms the MOE_FP8_STAGES stage times (topk, align, x quantised into block order,
 * w1 with silu-and-mul and its quantisation, w2, combine). */
#define MOE_FP8_STAGES 6
/* The quantisation of x into block order (kernels.py quant_permute_fp8): values a program, and
 * its export's stem. */
#define MOE_QUANT_WIDTH 2048
#define MOE_QUANT_STEM "quant_permute_fp8_2048"
int moe_fp8_run(moe_fp8 *f, float ms[MOE_FP8_STAGES]);
int moe_fp8_enqueue(moe_fp8 *f, void *stream);
/* Device pointers: logits, x, w1q, w1s, w2q, w2s, out. */
void moe_fp8_io(const moe_fp8 *f, uint64_t p[7]);
/* As moe_gpu_read; intermediates: xq, xs, xpq, xps, aq, as, c2. */
int moe_fp8_read(moe_fp8 *f, moe_host *h, int intermediates);

/* ---- reference.c, fp8: e4m3 values and the checks of the fp8 layer's stages and output ---- */
double moe_e4m3_value(uint8_t q);
/* e4m3 (finite, to nearest even, saturating at ±448) of v. */
uint8_t moe_e4m3_round(double v);
/* v [rows, K] quantised per row and group of 128 as the GPU does (scale max(amax, 1e-10) /
 * 448 in f32; values v / scale in e4m3): q [rows, K], s [rows, K/128]. */
void moe_quantise_groups(const float *v, long rows, long K, uint8_t *q, float *s);
/* Each fp8 stage from the GPU's own input to it: the two quantisations against the CPU's
 * (scales to f32 rounding, values within one e4m3 step of the CPU's), the GEMMs in f64 on the
 * dequantised operands with the recipe's per-group scaling. */
long moe_check_stages_fp8(const moe_host *h);
/* The whole fp8 layer against an f64 layer on the dequantised weights, with the CPU's own
 * quantisation of x and of silu-and-mul; rows as moe_check_layer. */
long moe_check_layer_fp8(const moe_host *h, const int *rows, int nrows);

/* Frees every array of h (NULL ones too) and zeroes them; the shape stays. */
void moe_host_free(moe_host *h);

#endif
