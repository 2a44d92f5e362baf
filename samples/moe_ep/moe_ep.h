/*
 * moe_ep.h — the expert-parallel MoE sample: the layer of samples/moe (moe.h) spread over a
 * world of GPUs, experts split evenly (rank r owns experts r·E/W … (r+1)·E/W − 1), with NCCL as
 * the engine. NCCL is opened at run time (dlopen, like the driver): libcutile_rt takes no
 * dependency on it, and the sample starts and says "skipped" where it is missing.
 *
 * One forward on each rank, for its own T tokens:
 *   top-k routing (moe_gpu_topk, all E experts) → ep_plan: rows per destination rank, each
 *   routed slot's row → ep_pack: send buffers of token rows, local expert ids, routed weights
 *   → all-to-all of the counts, then of the rows (ncclSend/ncclRecv in a group) straight into
 *   the local layer's buffers → the local layer (moe_gpu_enqueue_routed: top-k 1, the rows'
 *   experts and weights given) → all-to-all of the result rows back to their tokens' ranks →
 *   ep_combine: each token's rows summed, as the single-GPU layer's combine does.
 * The routed weights are applied by the owner's w2 GEMM, as in the single-GPU layer, so each
 * returned row is the single-GPU layer's C2 row when both run the same GEMM variants.
 */
#ifndef MOE_EP_H
#define MOE_EP_H

#include <nccl.h>

#include "../moe/moe.h"

/* NCCL's entry points, looked up in libnccl.so.2: $MOE_EP_NCCL (a path) when set, else the
 * loader's search path. */
typedef struct ep_nccl {
#define EP_NCCL_FUNCS(X)                                                                       \
    X(GetVersion, ncclGetVersion) X(GetUniqueId, ncclGetUniqueId)                              \
    X(CommInitRank, ncclCommInitRank) X(CommInitAll, ncclCommInitAll)                          \
    X(CommDestroy, ncclCommDestroy) X(GetErrorString, ncclGetErrorString)                      \
    X(GroupStart, ncclGroupStart) X(GroupEnd, ncclGroupEnd) X(Send, ncclSend)                  \
    X(Recv, ncclRecv)
#define EP_X_(member, fn) __typeof__(fn) *member;
    EP_NCCL_FUNCS(EP_X_)
#undef EP_X_
} ep_nccl;

/* 0 when NCCL was found and has every entry point; otherwise -1, the reason on stderr. */
int ep_nccl_open(ep_nccl *n);

/* What a rank needs to join the layer. */
typedef struct ep_config {
    moe_shape s;          /* T: this rank's tokens (every rank the same); E: all experts */
    int rank, world, device;
    const char *dir;      /* samples/moe: the layer's kernels */
    const char *ep_dir;   /* samples/moe_ep: ep.cu */
    const uint16_t *w1, *w2; /* all experts' weights on the host ([E, 2I, H], [E, H, I]), of
                                which the rank uploads its own; NULL: random on the device */
    const int *variants;  /* the local layer's GEMM variants (w1, w2); NULL: the rule's for the
                             rows the rank expects (T·k) */
} ep_config;

typedef struct ep_rank ep_rank;

/* Opens the rank on its device with the communicator `comm` (of `world` ranks, this one
 * `rank`): the local layer sized for every rank's slots landing here (world·T·k rows), the EP
 * kernels and buffers. Makes the device's primary context current on the calling thread (every
 * later call for the rank must come from a thread where it is current). 0 on success, 2 when the
 * device is missing, 1 on failure (said on stderr). */
int ep_rank_open(const ep_config *c, const ep_nccl *n, ncclComm_t comm, ep_rank **out);
void ep_rank_close(ep_rank *r);
/* This rank's inputs: logits [T, E] (f32) and x [T, H] (bf16) from the host. 0 on success. */
int ep_rank_inputs(ep_rank *r, const float *logits, const uint16_t *x);
/* One forward, waited for. With `ms` not NULL: ms[0] the whole forward, ms[1] the part spent in
 * the all-to-alls (counts and dispatch, including the host's wait for the counts; combine), by
 * CUDA events on the rank's stream. 0 on success. */
int ep_rank_forward(ep_rank *r, float ms[2]);
/* The last forward's output [T, H] (bf16) into `out`; its routing ([T, k] ids and weights) into
 * ids and w when they are not NULL. 0 on success. */
int ep_rank_read(ep_rank *r, uint16_t *out, int32_t *ids, float *w);

#endif
