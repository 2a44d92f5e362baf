// routing.cu — the MoE layer's routing and combine, plain CUDA C++ compiled at run time by
// NVRTC through libcutile_rt (cuTileLoadCudaModule; main.c). No header: bf16 values travel as
// their 16-bit patterns, converted here, so the source needs nothing from the toolkit.
//
//   moe_topk_softmax      router logits [T, E] (f32) → for each token the top_k experts (ids
//                         [T, top_k], i32) and their softmax weights ([T, top_k], f32),
//                         renormalised over the top_k when asked (Mixtral does). E ≤ 512
//                         (MOE_MAX_EXPERTS in moe.h; the host checks).
//   moe_align_block_size  the (token, slot) pairs, numbered flat = token·top_k + slot, grouped by
//                         expert and each expert's run padded to a multiple of block_m with the
//                         invalid id numel = T·top_k (the layout of vLLM's moe_align_block_size):
//                         sorted_ids [max_blocks·block_m], block_expert [max_blocks] (the expert
//                         of every block_m rows; 0 for blocks past the end, whose rows are all
//                         padding), num_post_padded [1]; and its inverse row_of [numel], the
//                         row of each pair (−1 for a pair whose expert is out of range).
//   moe_route             the two above in one block, for a routing small enough for one
//                         block's round (the layer's choice: layer.c moe_routing).
//   moe_permute           xs[row_of[t·top_k + s], :] = x[t, :] for every token t and slot s:
//                         each token's row read once and written to its top_k rows of the
//                         alignment, so that the w1 GEMM reads them in block order with plain
//                         tiled loads instead of gathering them per tile. Padding rows are not
//                         written: the GEMMs compute them and drop them (w2 stores only routed
//                         rows), so they need only hold finite values, which the layer makes
//                         sure of by zeroing xs once. bf16 rows (the fp8 layer quantises x into
//                         its rows in block order by a tile kernel, kernels.py
//                         quant_permute_fp8, on the same row_of).
//   moe_combine           out[t, h] = Σ_slot y[t·top_k + slot, h] (· weights[t·top_k + slot] when
//                         weights is not NULL), summed in f32.
//
// Every kernel wants blockDim.x a multiple of 32 (they work by whole warps) and buffers with
// the 16-byte aligned bases cuMemAlloc gives (they load 16 bytes at a time). Each starts with
// after_predecessor(), so that the layer may launch it as a programmatic dependent launch.

typedef unsigned short bf16_bits;

#define FULL_MASK 0xffffffffu
#define NO_EXPERT 0x7fffffff // the index of "no candidate": ranked after every real expert
#define NEG_INF __uint_as_float(0xff800000u)

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

// Programmatic dependent launch (sm_90+; nothing below): let the kernel after this one on the
// stream start launching its blocks now, then wait until the kernel before this one has
// completed and its writes are visible. First in every kernel: each reads what the one before
// wrote (or the layer's inputs), and nothing of it runs before the wait. The kernels after
// wait likewise, so the layer's kernels complete in order.
__device__ __forceinline__ void after_predecessor()
{
#if __CUDA_ARCH__ >= 900
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory");
    asm volatile("griddepcontrol.wait;" ::: "memory");
#endif
}

// ---- moe_topk_softmax ----

// The ranking of experts: the larger logit first, the lower index on a tie. Softmax is monotonic,
// so this is the ranking by probability without exp's rounding. A strict total order on
// (logit, index) for non-NaN logits, so every lane of a butterfly reduction agrees on the winner.
__device__ __forceinline__ bool ranks_before(float v, int e, float best_v, int best_e)
{
    return v > best_v || (v == best_v && e < best_e);
}

__device__ __forceinline__ float warp_max(float v)
{
    for (int d = 16; d > 0; d >>= 1)
        v = fmaxf(v, __shfl_xor_sync(FULL_MASK, v, d));
    return v;
}

__device__ __forceinline__ float warp_sum(float v)
{
    for (int d = 16; d > 0; d >>= 1)
        v += __shfl_xor_sync(FULL_MASK, v, d);
    return v;
}

// The warp's best (v, e) by ranks_before, in every lane.
__device__ __forceinline__ void warp_best(float &v, int &e)
{
    for (int d = 16; d > 0; d >>= 1) {
        float ov = __shfl_xor_sync(FULL_MASK, v, d);
        int oe = __shfl_xor_sync(FULL_MASK, e, d);
        if (ranks_before(ov, oe, v, e))
            v = ov, e = oe;
    }
}

// One token's routing by one warp, for E ≤ 32·N: lane l holds logits l, l + 32, … l + 32·(N − 1)
// in registers (slots past E unused), so the row is read once, coalesced. Max and sum by
// shuffles; then top_k rounds, each the warp's best expert not yet picked (a lane's own picks
// are the bits of `taken`): pick j is the expert ranked j-th, as the reference's rank_next
// finds it. Lane j % 32 writes pick j; every lane computes the same p and `picked`.
template <int N>
__device__ void topk_row(const float *row, int E, int top_k, int renormalize, int *ids,
                         float *w)
{
    int lane = threadIdx.x & 31;
    float v[N], max = NEG_INF;
#pragma unroll
    for (int i = 0; i < N; i++) {
        v[i] = lane + 32 * i < E ? row[lane + 32 * i] : NEG_INF;
        max = fmaxf(max, v[i]);
    }
    max = warp_max(max);
    float sum = 0.0f;
#pragma unroll
    for (int i = 0; i < N; i++)
        if (lane + 32 * i < E)
            sum += expf(v[i] - max);
    sum = warp_sum(sum);
    unsigned taken = 0;
    float picked = 0.0f;
    for (int j = 0; j < top_k; j++) {
        float best_v = NEG_INF;
        int best_e = NO_EXPERT;
#pragma unroll
        for (int i = 0; i < N; i++) {
            int e = lane + 32 * i;
            if (e < E && !(taken >> i & 1u) && ranks_before(v[i], e, best_v, best_e))
                best_v = v[i], best_e = e;
        }
        warp_best(best_v, best_e);
        // best_e is NO_EXPERT only when fewer than top_k logits are not NaN.
        if (best_e < E && (best_e & 31) == lane)
            taken |= 1u << (best_e >> 5);
        float p = expf(best_v - max) / sum;
        picked += p;
        if ((j & 31) == lane) {
            ids[j] = best_e;
            w[j] = p;
        }
    }
    if (renormalize)
        for (int j = lane; j < top_k; j += 32) // the lane's own writes above
            w[j] /= picked;
}

// Token t's routing by the calling warp, E ≤ 512: the register array is sized to the next
// power of two of ⌈E/32⌉, so few slots idle.
__device__ void topk_token(const float *logits, long long t, int E, int top_k, int renormalize,
                           int *topk_ids, float *topk_w)
{
    const float *row = logits + t * E;
    int *ids = topk_ids + t * top_k;
    float *w = topk_w + t * top_k;
    if (E <= 32)
        topk_row<1>(row, E, top_k, renormalize, ids, w);
    else if (E <= 64)
        topk_row<2>(row, E, top_k, renormalize, ids, w);
    else if (E <= 128)
        topk_row<4>(row, E, top_k, renormalize, ids, w);
    else if (E <= 256)
        topk_row<8>(row, E, top_k, renormalize, ids, w);
    else
        topk_row<16>(row, E, top_k, renormalize, ids, w);
}

// One warp per token (blockDim.x / 32 tokens per block).
extern "C" __global__ void moe_topk_softmax(const float *logits, int T, int E, int top_k,
                                            int renormalize, int *topk_ids, float *topk_w)
{
    after_predecessor();
    long long t = (long long)blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
    if (t < T) // the whole warp: topk_row's shuffles see all 32 lanes
        topk_token(logits, t, E, top_k, renormalize, topk_ids, topk_w);
}

// ---- moe_align_block_size ----

__device__ __forceinline__ int padded(int rows, int block_m)
{
    return (rows + block_m - 1) / block_m * block_m;
}

// f(e, i) for every flat id i in lo…hi−1 (lo a multiple of 4, or hi) and its expert e (any
// value: the callers drop those outside 0…E−1), the block's threads taking the ids four at a
// time (one 16-byte load each, so a thread has four in flight per trip instead of one), then
// the hi % 4 left singly.
template <class F>
__device__ void for_each_id(const int *topk_ids, int lo, int hi, F f)
{
    const int4 *quads = reinterpret_cast<const int4 *>(topk_ids);
    for (int q = lo / 4 + threadIdx.x; q < hi / 4; q += blockDim.x) {
        int4 e = quads[q];
        int ids[4] = {e.x, e.y, e.z, e.w};
#pragma unroll
        for (int k = 0; k < 4; k++)
            f(ids[k], 4 * q + k);
    }
    for (int i = max(lo, hi / 4 * 4) + threadIdx.x; i < hi; i += blockDim.x)
        f(topk_ids[i], i);
}

// Warp 0 only: offset[e] = Σ_{e' < e} padded(count[e']) for e = 0…E, and cursor[e] = offset[e].
// Lane l sums a contiguous run of ⌈E/32⌉ experts; a shuffle scan of the runs' sums gives each
// run its start (≤ 2·⌈E/32⌉ + 5 steps, where one thread's loop over E took E).
__device__ void scan_runs(const int *count, int *offset, int *cursor, int E, int block_m)
{
    int lane = threadIdx.x & 31, per = (E + 31) / 32;
    int lo = min(lane * per, E), hi = min(lo + per, E), sum = 0;
    for (int e = lo; e < hi; e++)
        sum += padded(count[e], block_m);
    int incl = sum;
    for (int d = 1; d < 32; d <<= 1) {
        int below = __shfl_up_sync(FULL_MASK, incl, d);
        if (lane >= d)
            incl += below;
    }
    for (int e = lo, at = incl - sum; e < hi; e++) {
        offset[e] = cursor[e] = at;
        at += padded(count[e], block_m);
    }
    if (lane == 31)
        offset[E] = incl; // lanes past E summed nothing: lane 31's is the total
}

// Every row of sorted_ids the scatter leaves alone gets the padding id numel — the tail of each
// expert's run and everything past the last run, each row written once — and every block its
// expert, the grid's warps taking experts w, w + warps, … (a run's padding and blocks are a few
// stores per lane) and its threads the rows past the runs. The GEMMs read all
// max_blocks·block_m rows (their grid is max_blocks blocks), so those are written too.
__device__ void write_padding(const int *count, const int *offset, int E, int numel,
                              int block_m, int max_blocks, int *sorted_ids, int *block_expert)
{
    int lane = threadIdx.x & 31, warps = gridDim.x * (blockDim.x / 32);
    long long rows = (long long)max_blocks * block_m;
    for (int e = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32; e < E; e += warps) {
        for (long long r = offset[e] + count[e] + lane; r < offset[e + 1] && r < rows; r += 32)
            sorted_ids[r] = numel;
        for (int b = offset[e] / block_m + lane; b < offset[e + 1] / block_m && b < max_blocks;
             b += 32)
            block_expert[b] = e;
    }
    int first = blockIdx.x * blockDim.x + threadIdx.x, threads = gridDim.x * blockDim.x;
    for (long long r = offset[E] + first; r < rows; r += threads)
        sorted_ids[r] = numel;
    for (int b = offset[E] / block_m + first; b < max_blocks; b += threads)
        block_expert[b] = 0;
}

// Any grid of blocks of a multiple of 32 threads (1024 are best), each with (4·E + 1) ints of
// dynamic shared memory. max_blocks·block_m must hold every padded run: the host bounds it by
// ceil((numel + min(E, numel)·(block_m − 1)) / block_m). Ids outside 0…E−1 are dropped.
// Every block counts all the ids (L2 serves the G reads of them) and scans the counts, so all
// agree on the runs without a grid-wide barrier; block b then scatters its own slice of the
// ids, from the row of each run after the earlier slices' pairs of that expert. The scatter's
// stores go to random rows, a 32-byte sector each, which one block issued from one SM (H200,
// Qwen3-30B T = 1024, 8192 pairs: 13.0 µs in one block by ncu, 5.3 µs in 8 in the layer's
// graph). The rows within a run come in atomic order (the GEMMs and the check do not care
// which row of its expert's run a pair lands in).
__device__ void align_pairs(const int *topk_ids, int numel, int E, int block_m, int max_blocks,
                            int *sorted_ids, int *block_expert, int *num_post_padded,
                            int *row_of)
{
    extern __shared__ int shared[];
    int *count = shared;          // [E]: rows per expert
    int *before = shared + E;     // [E]: rows per expert in the slices before this block's
    int *cursor = shared + 2 * E; // [E]: the next free row of each expert's run
    int *offset = shared + 3 * E; // [E + 1]: start of each expert's padded run
    int slice = (numel / (int)gridDim.x + 4) & ~3; // a multiple of 4: whole quads a block
    int lo = min((int)blockIdx.x * slice, numel), hi = min(lo + slice, numel);
    for (int e = threadIdx.x; e < E; e += blockDim.x)
        count[e] = before[e] = 0;
    __syncthreads();
    for_each_id(topk_ids, 0, numel, [&](int e, int i) {
        if (e >= 0 && e < E) {
            atomicAdd(&count[e], 1);
            if (i < lo)
                atomicAdd(&before[e], 1);
        }
    });
    __syncthreads();
    if (threadIdx.x < 32)
        scan_runs(count, offset, cursor, E, block_m);
    __syncthreads();
    if (blockIdx.x == 0 && threadIdx.x == 0)
        *num_post_padded = offset[E];
    for (int e = threadIdx.x; e < E; e += blockDim.x)
        cursor[e] += before[e];
    write_padding(count, offset, E, numel, block_m, max_blocks, sorted_ids, block_expert);
    __syncthreads();
    long long rows = (long long)max_blocks * block_m;
    for_each_id(topk_ids, lo, hi, [&](int e, int i) {
        int r = e >= 0 && e < E ? atomicAdd(&cursor[e], 1) : -1;
        if (r >= rows) // never, by the host's bound
            r = -1;
        if (r >= 0)
            sorted_ids[r] = i;
        row_of[i] = r;
    });
}

extern "C" __global__ void moe_align_block_size(const int *topk_ids, int numel, int E,
                                                int block_m, int max_blocks, int *sorted_ids,
                                                int *block_expert, int *num_post_padded,
                                                int *row_of)
{
    after_predecessor();
    align_pairs(topk_ids, numel, E, block_m, max_blocks, sorted_ids, block_expert,
                num_post_padded, row_of);
}

// ---- moe_route ----

// moe_topk_softmax then moe_align_block_size in one block (a grid of one; its warps take the
// tokens round by round). One launch and one wait on a predecessor fewer than the two kernels:
// at small T each is a few µs of latency, about what the whole routing's work takes, so the
// layer takes it where one round ranks every token (moe_routing). The block's writes of
// topk_ids are visible to its threads after the barrier, so align reads them as the separate
// kernel would; (4·E + 1) ints of dynamic shared memory, as align.
extern "C" __global__ void __launch_bounds__(1024)
    moe_route(const float *logits, int T, int E, int top_k, int renormalize, int *topk_ids,
              float *topk_w, int block_m, int max_blocks, int *sorted_ids, int *block_expert,
              int *num_post_padded, int *row_of)
{
    after_predecessor();
    for (int t = threadIdx.x / 32; t < T; t += blockDim.x / 32)
        topk_token(logits, t, E, top_k, renormalize, topk_ids, topk_w);
    __syncthreads();
    align_pairs(topk_ids, T * top_k, E, block_m, max_blocks, sorted_ids, block_expert,
                num_post_padded, row_of);
}

// ---- moe_permute ----

// A warp moves a chunk of a token's row: PIECE_RUNS 16-byte pieces a lane, loaded once and
// stored to each of the token's top_k rows, so that x is read once (reading it per alignment
// row read each row top_k times, far apart: 286 µs at DeepSeek-V3 T = 4096 on the H200, where x
// is 58 MB, larger than L2) and a chunk costs one memory round trip (one piece a thread, its
// row by a 64-bit division, left the kernel issue-bound; a whole row a warp, PIECE_RUNS at a
// time, made T = 1 wait several round trips).
#define PIECE_RUNS 4
#define CHUNK_PIECES (32 * PIECE_RUNS)

// The rows of x (row_bytes each, a multiple of 16: bf16 rows of the GEMMs' 16-element
// multiples) into xs, one warp a chunk of CHUNK_PIECES pieces of a token's row: T·⌈row_bytes /
// (16·CHUNK_PIECES)⌉ warps. The lanes read 32 of the token's row numbers at a time and pass
// them round by shuffles.
extern "C" __global__ void moe_permute(const int *row_of, int T, int top_k, const char *x,
                                       int row_bytes, char *xs)
{
    after_predecessor();
    int pieces = row_bytes / 16, chunks = (pieces + CHUNK_PIECES - 1) / CHUNK_PIECES;
    long long w = ((long long)blockIdx.x * blockDim.x + threadIdx.x) / 32, t = w / chunks;
    int lane = threadIdx.x % 32, j0 = (int)(w - t * chunks) * CHUNK_PIECES + lane;
    if (t >= T)
        return; // the whole warp: the shuffles see all 32 lanes
    const uint4 *from = reinterpret_cast<const uint4 *>(x + t * row_bytes);
    const int *rows = row_of + t * top_k;
    uint4 v[PIECE_RUNS];
#pragma unroll
    for (int u = 0; u < PIECE_RUNS; u++)
        v[u] = j0 + 32 * u < pieces ? from[j0 + 32 * u] : uint4{};
    for (int s0 = 0; s0 < top_k; s0 += 32) {
        int mine = s0 + lane < top_k ? rows[s0 + lane] : -1;
        for (int s = 0; s < 32 && s0 + s < top_k; s++) {
            int r = __shfl_sync(FULL_MASK, mine, s); // the same in every lane
            if (r < 0)
                continue;
            uint4 *to = reinterpret_cast<uint4 *>(xs + (long long)r * row_bytes);
#pragma unroll
            for (int u = 0; u < PIECE_RUNS; u++)
                if (j0 + 32 * u < pieces)
                    to[j0 + 32 * u] = v[u];
        }
    }
}

// ---- moe_combine ----

// acc[q] += scale · the q-th of eight bf16 packed little-endian in four 32-bit words.
__device__ __forceinline__ void add_bf16x8(float acc[8], uint4 u, float scale)
{
    unsigned words[4] = {u.x, u.y, u.z, u.w};
#pragma unroll
    for (int q = 0; q < 4; q++) {
        acc[2 * q] += __uint_as_float(words[q] << 16) * scale;
        acc[2 * q + 1] += __uint_as_float(words[q] & 0xffff0000u) * scale;
    }
}

// One thread per eight outputs out[t, h0 … h0 + 7] (fewer at the end of a row when H % 8 ≠ 0):
// each slot's eight inputs are one 16-byte load when H % 8 == 0 (rows then start 16-byte
// aligned), else single loads. The slots are summed in order, as one thread per output did;
// the loads of up to eight slots are issued before their sums, so that a token's top_k rows
// (8 for DeepSeek-V3 and Qwen3) cost one memory round trip, not one a slot.
extern "C" __global__ void moe_combine(const bf16_bits *y, const float *weights, bf16_bits *out,
                                       int T, int top_k, int H)
{
    after_predecessor();
    int chunks = (H + 7) / 8;
    long long c = (long long)blockIdx.x * blockDim.x + threadIdx.x;
    if (c >= (long long)T * chunks)
        return;
    long long t = c / chunks;
    int h0 = (int)(c - t * chunks) * 8, n = min(8, H - h0);
    bool vector = H % 8 == 0;
    float acc[8] = {0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    for (int j0 = 0; j0 < top_k; j0 += 8) {
        int slots = min(8, top_k - j0);
        long long flat = t * top_k + j0;
        const bf16_bits *src = y + flat * H + h0;
        if (vector) {
            uint4 u[8];
#pragma unroll
            for (int j = 0; j < 8; j++)
                if (j < slots)
                    u[j] = *reinterpret_cast<const uint4 *>(src + (long long)j * H);
#pragma unroll
            for (int j = 0; j < 8; j++)
                if (j < slots) // v · 1 = v exactly
                    add_bf16x8(acc, u[j], weights ? weights[flat + j] : 1.0f);
            continue;
        }
        for (int j = 0; j < slots; j++) {
            float scale = weights ? weights[flat + j] : 1.0f;
#pragma unroll
            for (int q = 0; q < 8; q++)
                if (q < n)
                    acc[q] += bf16_to_float(src[(long long)j * H + q]) * scale;
        }
    }
    bf16_bits *dst = out + t * H + h0;
    if (vector) {
        unsigned words[4];
#pragma unroll
        for (int q = 0; q < 4; q++)
            words[q] = float_to_bf16(acc[2 * q]) | (unsigned)float_to_bf16(acc[2 * q + 1]) << 16;
        *reinterpret_cast<uint4 *>(dst) = make_uint4(words[0], words[1], words[2], words[3]);
    } else {
#pragma unroll
        for (int q = 0; q < 8; q++)
            if (q < n)
                dst[q] = float_to_bf16(acc[q]);
    }
}
