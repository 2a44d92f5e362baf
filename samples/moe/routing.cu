// routing.cu — the MoE layer's routing and combine, plain CUDA C++ compiled at run time by
// NVRTC through libcutile_rt (cuTileLoadCudaModule; main.c). No header: bf16 values travel as
// their 16-bit patterns, converted here, so the source needs nothing from the toolkit.
//
//   moe_topk_softmax      router logits [T, E] (f32) → for each token the top_k experts (ids
//                         [T, top_k], i32) and their softmax weights ([T, top_k], f32),
//                         renormalised over the top_k when asked (Mixtral does).
//   moe_align_block_size  the (token, slot) pairs, numbered flat = token·top_k + slot, grouped by
//                         expert and each expert's run padded to a multiple of block_m with the
//                         invalid id numel = T·top_k (the layout of vLLM's moe_align_block_size):
//                         sorted_ids [max_blocks·block_m], block_expert [max_blocks] (the expert
//                         of every block_m rows; 0 for blocks past the end, whose rows are all
//                         padding), num_post_padded [1].
//   moe_combine           out[t, h] = Σ_slot y[t·top_k + slot, h] (· weights[t·top_k + slot] when
//                         weights is not NULL), summed in f32.

typedef unsigned short bf16_bits;

__device__ __forceinline__ float bf16_to_float(bf16_bits h)
{
    return __uint_as_float((unsigned)h << 16);
}

// Round to nearest even; NaN stays a (quiet) NaN.
__device__ __forceinline__ bf16_bits float_to_bf16(float f)
{
    unsigned u = __float_as_uint(f);
    if ((u & 0x7fffffffu) > 0x7f800000u)
        return (bf16_bits)((u >> 16) | 0x40u);
    return (bf16_bits)((u + 0x7fffu + ((u >> 16) & 1u)) >> 16);
}

// One thread per token. The experts are ranked by logit, larger first and the lower index on a
// tie (softmax is monotonic, so this is the ranking by probability without exp's rounding);
// pick j is the best expert ranked after pick j − 1, so no list of picks is kept.
extern "C" __global__ void moe_topk_softmax(const float *logits, int T, int E, int top_k,
                                            int renormalize, int *topk_ids, float *topk_w)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= T)
        return;
    const float *row = logits + (size_t)t * E;
    float max = row[0];
    for (int e = 1; e < E; e++)
        max = fmaxf(max, row[e]);
    float sum = 0.0f;
    for (int e = 0; e < E; e++)
        sum += expf(row[e] - max);
    float prev = 0.0f, picked = 0.0f;
    int prev_id = -1;
    for (int j = 0; j < top_k; j++) {
        int best = -1;
        float best_v = 0.0f;
        for (int e = 0; e < E; e++) {
            float v = row[e];
            bool after_prev = prev_id < 0 || v < prev || (v == prev && e > prev_id);
            if (after_prev && (best < 0 || v > best_v)) {
                best = e;
                best_v = v;
            }
        }
        float p = expf(best_v - max) / sum;
        topk_ids[(size_t)t * top_k + j] = best;
        topk_w[(size_t)t * top_k + j] = p;
        picked += p;
        prev = best_v;
        prev_id = best;
    }
    if (renormalize)
        for (int j = 0; j < top_k; j++)
            topk_w[(size_t)t * top_k + j] /= picked;
}

// The expert whose padded run holds row `r` of sorted_ids: the e with offset[e] <= r <
// offset[e + 1] (offset has E + 1 entries, non-decreasing; empty runs are skipped by the
// search), or -1 past the last run.
__device__ int expert_of_row(const int *offset, int E, int r)
{
    if (r >= offset[E])
        return -1;
    int lo = 0, hi = E; // offset[lo] <= r < offset[hi]
    while (hi - lo > 1) {
        int mid = (lo + hi) / 2;
        if (offset[mid] <= r)
            lo = mid;
        else
            hi = mid;
    }
    return lo;
}

// One block (any size; 1024 threads is best) with (2·E + 1) ints of dynamic shared memory.
// max_blocks·block_m must hold every padded run: the host bounds it by
// ceil((numel + min(E, numel)·(block_m − 1)) / block_m). Ids outside 0…E−1 are dropped.
extern "C" __global__ void moe_align_block_size(const int *topk_ids, int numel, int E,
                                                int block_m, int max_blocks, int *sorted_ids,
                                                int *block_expert, int *num_post_padded)
{
    extern __shared__ int shared[];
    int *count = shared;      // [E]: rows per expert, then the cursor of the scatter
    int *offset = shared + E; // [E + 1]: start of each expert's padded run
    int tid = threadIdx.x, n = blockDim.x;
    for (int e = tid; e < E; e += n)
        count[e] = 0;
    __syncthreads();
    for (int i = tid; i < numel; i += n) {
        int e = topk_ids[i];
        if (e >= 0 && e < E)
            atomicAdd(&count[e], 1);
    }
    __syncthreads();
    if (tid == 0) {
        int at = 0;
        for (int e = 0; e < E; e++) {
            offset[e] = at;
            at += (count[e] + block_m - 1) / block_m * block_m;
        }
        offset[E] = at;
        *num_post_padded = at;
    }
    __syncthreads();
    long long rows = (long long)max_blocks * block_m;
    for (long long r = tid; r < rows; r += n)
        sorted_ids[r] = numel;
    for (int b = tid; b < max_blocks; b += n) {
        int e = expert_of_row(offset, E, b * block_m);
        block_expert[b] = e < 0 ? 0 : e;
    }
    for (int e = tid; e < E; e += n)
        count[e] = 0;
    __syncthreads();
    for (int i = tid; i < numel; i += n) {
        int e = topk_ids[i];
        if (e < 0 || e >= E)
            continue;
        int r = offset[e] + atomicAdd(&count[e], 1);
        if (r < rows)
            sorted_ids[r] = i;
    }
}

// One thread per output element.
extern "C" __global__ void moe_combine(const bf16_bits *y, const float *weights, bf16_bits *out,
                                       int T, int top_k, int H)
{
    long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= (long long)T * H)
        return;
    long long t = i / H, h = i % H;
    float acc = 0.0f;
    for (int j = 0; j < top_k; j++) {
        long long flat = t * top_k + j;
        float v = bf16_to_float(y[flat * H + h]);
        acc += weights ? v * weights[flat] : v;
    }
    out[i] = float_to_bf16(acc);
}
