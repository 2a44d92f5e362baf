/*
 * moe.h — what the MoE sample's files share: the layer's shapes, its host-side data, bf16
 * conversions, the GPU half (layer.c) and the CPU reference and checks (reference.c).
 *
 * The layer (main.c says how it is run): router logits [T, E] → top-k softmax (ids, weights)
 * → align (sorted_ids, block_expert) → w1 GEMM: C1[T·k, 2I] = x[T, H] gathered @ W1[e]^T
 * (W1[E, 2I, H]) → silu-and-mul: act[T·k, I] = silu(C1[:, :I]) · C1[:, I:] → w2 GEMM with the
 * routed weights: C2[T·k, H] = act @ W2[e]^T · w (W2[E, H, I]) → combine: out[t] = Σ_slot
 * C2[t·k + slot]. bf16 data, f32 logits and weights, int32 ids.
 */
#ifndef MOE_SAMPLE_H
#define MOE_SAMPLE_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define MOE_BLOCK_M 64 /* = TILE_M of the GEMM exports (kernels.py) */
#define MOE_TILE_N 128
#define MOE_SILU_TILE 1024

typedef struct moe_shape {
    int T, E, k, H, I;
} moe_shape;

/* Rows of sorted_ids the alignment may need: every expert with rows pads to a multiple of
 * BLOCK_M, and at most min(E, T·k) experts have rows. */
static inline int moe_max_blocks(const moe_shape *s)
{
    long numel = (long)s->T * s->k, used = s->E < numel ? s->E : numel;
    return (int)((numel + used * (MOE_BLOCK_M - 1) + MOE_BLOCK_M - 1) / MOE_BLOCK_M);
}

static inline float bf16_to_f32(uint16_t h)
{
    uint32_t u = (uint32_t)h << 16;
    float f;
    memcpy(&f, &u, 4);
    return f;
}

/* Round to nearest even (NaN stays NaN). */
static inline uint16_t f32_to_bf16(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    if ((u & 0x7fffffffu) > 0x7f800000u)
        return (uint16_t)((u >> 16) | 0x40u);
    return (uint16_t)((u + 0x7fffu + ((u >> 16) & 1u)) >> 16);
}

static inline double bf16_round(double v) { return bf16_to_f32(f32_to_bf16((float)v)); }

/* The inputs and everything the GPU produced, on the host. */
typedef struct moe_host {
    moe_shape s;
    float *logits;        /* [T, E] */
    uint16_t *x;          /* [T, H] */
    uint16_t *w1, *w2;    /* [E, 2I, H], [E, H, I] */
    /* read back from the GPU */
    int32_t *topk_ids;    /* [T, k] */
    float *topk_w;        /* [T, k] */
    int32_t *sorted_ids;  /* [max_blocks · BLOCK_M] */
    int32_t *block_expert; /* [max_blocks] */
    int32_t num_post_padded;
    uint16_t *c1, *act, *c2, *out; /* [T·k, 2I], [T·k, I], [T·k, H], [T, H] */
} moe_host;

/* The whole file DIR/NAME, NUL-terminated (the NUL not counted in *size); NULL (said on
 * stderr) if it cannot be read. main.c. */
char *moe_read_file(const char *dir, const char *name, size_t *size);

/* ---- reference.c: CPU checks; each returns the number of wrong values and prints the first
 * few and a summary line ---- */
long moe_check_routing(const moe_host *h);
long moe_check_align(const moe_host *h);
/* Each GEMM / elementwise stage against an f64 computation from the GPU's own input to that
 * stage (so a wrong value points at its stage), tolerances from bf16's rounding. */
long moe_check_stages(const moe_host *h);
/* The whole layer against an f64 reference that rounds to bf16 where the GPU stores bf16;
 * rows `rows[0..nrows)` of out (all when rows is NULL). Returns the wrong rows. */
long moe_check_layer(const moe_host *h, const int *rows, int nrows);

/* ---- layer.c: the GPU half ---- */
typedef struct moe_gpu moe_gpu;

/* Opens the driver, device 0's primary context, a libcutile_rt context, the three tile modules
 * and the routing source from `dir`. 0 on success, 2 when there is no driver or GPU, 1 on
 * failure (said on stderr). */
int moe_gpu_open(const char *dir, moe_gpu **out);
void moe_gpu_close(moe_gpu *g);
/* Device buffers for shape s (the weights' kept when E, H and I are those of the last setup and
 * h is NULL); inputs from h when h is not NULL, else uniform random values made on the device
 * (seeded; for timing runs). Outputs are poisoned (NaN, −1). 0 on success. */
int moe_gpu_setup(moe_gpu *g, const moe_shape *s, const moe_host *h);
/* Runs the layer once; with `ms` not NULL records events between the stages and stores the
 * stage times (6: topk, align, w1, silu, w2, combine) after synchronizing. 0 on success. */
int moe_gpu_run(moe_gpu *g, float ms[6]);
/* Copies what the layer produced into h (h->s must be the setup's shape; arrays allocated
 * here when NULL): the routing, the alignment and the output, and with `intermediates` also C1,
 * act and C2. 0 on success. */
int moe_gpu_read(moe_gpu *g, moe_host *h, int intermediates);
/* For timing runs: the inputs made on the device (logits, x, and w1, w2 unless h has them
 * already) read back into h's input arrays, allocated here when NULL (h->s must be the setup's
 * shape). 0 on success. */
int moe_gpu_read_inputs(moe_gpu *g, moe_host *h);

/* Frees every array of h (NULL ones too) and zeroes them; the shape stays. */
void moe_host_free(moe_host *h);

#endif
