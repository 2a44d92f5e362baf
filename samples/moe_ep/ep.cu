// ep.cu — the expert-parallel MoE layer's own kernels (samples/moe_ep), beside the layer's
// (samples/moe/routing.cu and the tile GEMMs). Compiled at run time by NVRTC through
// cuTileLoadCudaModule. World = the GPUs, experts split evenly: expert e lives on rank
// e / experts_per_rank. A routed slot i = t·top_k + slot of this rank's tokens goes to one row
// of the send buffer, pos[i], rows grouped by destination rank:
//   ep_plan     counts[r] = slots bound for rank r; pos[i] = the slot's row: the rows of rank r
//               start at Σ_{q<r} counts[q] (their order within a rank is the atomics' order —
//               each row is computed on its own, so the order changes no result)
//   ep_pack     send_x[pos[i]] = x[i / top_k]; send_e[pos[i]] = the expert's local index on
//               its rank; send_w[pos[i]] = the routed weight (applied by the owner's w2 GEMM)
//   ep_combine  out[t, h] = Σ_slot back[pos[t·top_k + slot], h], summed in f32 in slot order
//               (as routing.cu's moe_combine sums the single-GPU layer's rows), rounded to bf16

typedef unsigned short bf16_bits;

#define EP_MAX_WORLD 64

// One block (blockDim.x a multiple of 32, up to 1024): counts in shared memory, then each
// slot's row from its rank's offset and a cursor.
extern "C" __global__ void ep_plan(const int *ids, int numel, int experts_per_rank, int world,
                                   int *pos, int *counts)
{
    __shared__ int count[EP_MAX_WORLD], cursor[EP_MAX_WORLD];
    for (int r = threadIdx.x; r < world; r += blockDim.x)
        count[r] = 0, cursor[r] = 0;
    __syncthreads();
    for (int i = threadIdx.x; i < numel; i += blockDim.x)
        atomicAdd(&count[ids[i] / experts_per_rank], 1);
    __syncthreads();
    if (threadIdx.x == 0)
        for (int r = 0, start = 0; r < world; r++) {
            cursor[r] = start;
            start += count[r];
        }
    __syncthreads();
    for (int i = threadIdx.x; i < numel; i += blockDim.x)
        pos[i] = atomicAdd(&cursor[ids[i] / experts_per_rank], 1);
    for (int r = threadIdx.x; r < world; r += blockDim.x)
        counts[r] = count[r];
}

// One block per slot; its threads copy the token's row as 32-bit words (H even).
extern "C" __global__ void ep_pack(const bf16_bits *x, const int *ids, const float *w,
                                   const int *pos, int top_k, int H, int experts_per_rank,
                                   bf16_bits *send_x, int *send_e, float *send_w)
{
    int i = blockIdx.x, row = pos[i];
    const unsigned *src = (const unsigned *)(x + (long long)(i / top_k) * H);
    unsigned *dst = (unsigned *)(send_x + (long long)row * H);
    for (int c = threadIdx.x; c < H / 2; c += blockDim.x)
        dst[c] = src[c];
    if (threadIdx.x == 0) {
        send_e[row] = ids[i] % experts_per_rank;
        send_w[row] = w[i];
    }
}

__device__ __forceinline__ bf16_bits to_bf16(float f) // nearest even; NaN stays a quiet NaN
{
    unsigned u = __float_as_uint(f);
    if ((u & 0x7fffffffu) > 0x7f800000u)
        return (bf16_bits)((u >> 16) | 0x40u);
    return (bf16_bits)((u + 0x7fffu + ((u >> 16) & 1u)) >> 16);
}

// One thread per two outputs out[t, h], out[t, h + 1] (H even: rows are 4-byte aligned), each
// slot's pair one 32-bit load.
extern "C" __global__ void ep_combine(const bf16_bits *back, const int *pos, bf16_bits *out,
                                      int T, int top_k, int H)
{
    long long half = H / 2, n = (long long)T * half;
    const unsigned *rows = (const unsigned *)back;
    for (long long o = blockIdx.x * (long long)blockDim.x + threadIdx.x; o < n;
         o += (long long)gridDim.x * blockDim.x) {
        long long t = o / half, h = o % half;
        float lo = 0.0f, hi = 0.0f;
        for (int slot = 0; slot < top_k; slot++) {
            unsigned u = rows[(long long)pos[t * top_k + slot] * half + h];
            lo += __uint_as_float(u << 16);
            hi += __uint_as_float(u & 0xffff0000u);
        }
        ((unsigned *)out)[o] = (unsigned)to_bf16(lo) | (unsigned)to_bf16(hi) << 16;
    }
}
