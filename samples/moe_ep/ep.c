/*
 * ep.c — one rank of the expert-parallel MoE layer (moe_ep.h): NCCL opened at run time, the
 * rank's buffers, EP kernels (ep.cu, through its own libcutile_rt context on the device) and
 * local layer (samples/moe's moe_gpu, with this rank's experts), and the forward. Every driver,
 * library and NCCL call is checked; a failure is printed with the call and makes the function
 * return non-zero.
 */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cuda.h>

#include "cuda_driver.h"
#include "cutile_rt.h"
#include "moe_ep.h"

/* The rank's own device buffers. */
#define BUFFERS(X) X(logits) X(x) X(ids) X(w) X(pos) X(counts) X(send_x) X(send_e) X(send_w) \
    X(back) X(out)

#define EVENTS 5 /* start, packed, dispatched, computed, returned; then the end */

struct ep_rank {
    ep_config c;
    const ep_nccl *n;
    ncclComm_t comm;
    cuda_driver d;
    CUdevice dev;
    CUcontext cctx;
    int retained;
    CUstream stream;
    CUevent ev[EVENTS + 1];
    moe_gpu *g;                 /* the local layer: this rank's experts, top-k 1 */
    uint64_t lx, le, lw, lout;  /* its x, ids, w (where rows arrive) and out (rows to return) */
    int experts;                /* per rank */
    cuTileContext ctx;          /* the EP kernels' */
    cuTileModule mod;
    cuTileKernel plan, pack, combine;
    int *host_counts;           /* [2·world]: sent to each rank, then received from each */
    size_t *soff, *roff;        /* [world]: row offsets of each rank's rows, sent / received */
#define X_(b) CUdeviceptr b;
    BUFFERS(X_)
#undef X_
};

static int cu_failed(const ep_rank *r, CUresult e, const char *call, int line)
{
    if (e == CUDA_SUCCESS)
        return 0;
    const char *name = NULL;
    if (r->d.cuGetErrorName)
        r->d.cuGetErrorName(e, &name);
    fprintf(stderr, "moe_ep rank %d: ep.c:%d: %s: %s (%d)\n", r->c.rank, line, call,
            name ? name : "CUDA error", e);
    return 1;
}

static int tile_failed(const ep_rank *r, cuTileStatus s, const char *call, int line)
{
    if (s == CUTILE_SUCCESS)
        return 0;
    fprintf(stderr, "moe_ep rank %d: ep.c:%d: %s: %s: %s\n", r->c.rank, line, call,
            cuTileGetErrorString(s), cuTileGetLastErrorMessage());
    return 1;
}

static int nccl_failed(const ep_rank *r, ncclResult_t e, const char *call, int line)
{
    if (e == ncclSuccess)
        return 0;
    fprintf(stderr, "moe_ep rank %d: ep.c:%d: %s: %s\n", r->c.rank, line, call,
            r->n->GetErrorString(e));
    return 1;
}

#define CU(call) cu_failed(r, r->d.call, #call, __LINE__)
#define TL(call) tile_failed(r, call, #call, __LINE__)
#define NC(call) nccl_failed(r, r->n->call, #call, __LINE__)

int ep_nccl_open(ep_nccl *n)
{
    const char *path = getenv("MOE_EP_NCCL");
    const char *name = path && *path ? path : "libnccl.so.2";
    void *h = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    if (!h) {
        fprintf(stderr, "moe_ep: cannot load NCCL (%s): %s\n", name, dlerror());
        return -1;
    }
#define EP_X_(member, fn)                                                                      \
    if (!(*(void **)&n->member = dlsym(h, #fn))) {                                             \
        fprintf(stderr, "moe_ep: %s lacks %s\n", name, #fn);                                   \
        return -1;                                                                             \
    }
    EP_NCCL_FUNCS(EP_X_)
#undef EP_X_
    return 0;
}

/* ---- opening ---- */

static int load_ep_kernels(ep_rank *r)
{
    size_t size = 0;
    char *src = moe_read_file(r->c.ep_dir, "ep.cu", &size);
    static const char *const opts[] = {"-std=c++17"};
    char log[8192];
    cuTileCudaOptions o = {.struct_size = sizeof o, .program_name = "ep.cu", .options = opts,
                           .num_options = 1, .log = log, .log_size = sizeof log};
    int bad = !src || TL(cuTileContextCreateOnDevice(&r->ctx, r->c.device, NULL));
    if (!bad && cuTileLoadCudaModule(r->ctx, src, size, &o, &r->mod) != CUTILE_SUCCESS) {
        fprintf(stderr, "moe_ep: ep.cu: %s\n%s\n", cuTileGetLastErrorMessage(), log);
        bad = 1;
    }
    free(src);
    return bad || TL(cuTileModuleGetKernel(r->mod, "ep_plan", &r->plan)) ||
           TL(cuTileModuleGetKernel(r->mod, "ep_pack", &r->pack)) ||
           TL(cuTileModuleGetKernel(r->mod, "ep_combine", &r->combine));
}

/* The local layer: world·T·k rows at most (every rank's every slot routed here), top-k 1, this
 * rank's experts (their weights from the host's slice when given). */
static int open_local(ep_rank *r)
{
    const moe_shape *s = &r->c.s;
    int v[2], sms = 0;
    moe_shape local = {r->c.world * s->T * s->k, r->experts, 1, s->H, s->I};
    moe_shape expected = {s->T * s->k, r->experts, 1, s->H, s->I};
    if (CU(cuDeviceGetAttribute(&sms, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, r->dev)))
        return 1;
    if (r->c.variants)
        v[0] = r->c.variants[0], v[1] = r->c.variants[1];
    else
        moe_pick_layer(&expected, sms, v);
    size_t w1 = (size_t)r->experts * 2 * s->I * s->H, w2 = (size_t)r->experts * s->H * s->I;
    moe_host h = {.s = local};
    if (r->c.w1)
        h.w1 = (uint16_t *)r->c.w1 + (size_t)r->c.rank * w1,
        h.w2 = (uint16_t *)r->c.w2 + (size_t)r->c.rank * w2;
    uint64_t io[5], rio[2];
    if (moe_gpu_open_device(r->c.dir, r->c.device, &r->g) ||
        moe_gpu_setup(r->g, &local, r->c.w1 ? &h : NULL, v))
        return 1;
    moe_gpu_io(r->g, io);
    moe_gpu_routing_io(r->g, rio);
    r->lx = io[1], r->lout = io[4], r->le = rio[0], r->lw = rio[1];
    return 0;
}

static int alloc(ep_rank *r, CUdeviceptr *p, size_t bytes)
{
    return CU(cuMemAlloc_v2(p, bytes ? bytes : 16));
}

static int alloc_buffers(ep_rank *r)
{
    const moe_shape *s = &r->c.s;
    size_t T = (size_t)s->T, E = (size_t)s->E, H = (size_t)s->H, slots = T * (size_t)s->k;
    size_t W = (size_t)r->c.world;
    r->host_counts = malloc(2 * W * sizeof *r->host_counts);
    r->soff = malloc(W * sizeof *r->soff);
    r->roff = malloc(W * sizeof *r->roff);
    if (!r->host_counts || !r->soff || !r->roff) {
        fprintf(stderr, "moe_ep: out of memory\n");
        return 1;
    }
    return alloc(r, &r->logits, T * E * 4) || alloc(r, &r->x, T * H * 2) ||
           alloc(r, &r->ids, slots * 4) || alloc(r, &r->w, slots * 4) ||
           alloc(r, &r->pos, slots * 4) || alloc(r, &r->counts, 2 * W * 4) ||
           alloc(r, &r->send_x, slots * H * 2) || alloc(r, &r->send_e, slots * 4) ||
           alloc(r, &r->send_w, slots * 4) || alloc(r, &r->back, slots * H * 2) ||
           alloc(r, &r->out, T * H * 2);
}

static int check_config(const ep_config *c)
{
    const char *why = c->world < 1 || c->rank < 0 || c->rank >= c->world ? "rank outside the world"
                      : c->s.E % c->world                             ? "E not a multiple of the world"
                      : c->s.H % 2                                    ? "H odd (rows move as 32-bit words)"
                      : c->s.E > MOE_MAX_EXPERTS                      ? "E above MOE_MAX_EXPERTS"
                      : c->s.T < 1                                    ? "no tokens"
                                                                      : NULL;
    if (why)
        fprintf(stderr, "moe_ep: rank %d of %d, E = %d, H = %d, T = %d: %s\n", c->rank, c->world,
                c->s.E, c->s.H, c->s.T, why);
    return why != NULL;
}

int ep_rank_open(const ep_config *c, const ep_nccl *n, ncclComm_t comm, ep_rank **out)
{
    if (check_config(c))
        return 1;
    ep_rank *r = calloc(1, sizeof *r);
    if (!r) {
        fprintf(stderr, "moe_ep: out of memory\n");
        return 1;
    }
    r->c = *c, r->n = n, r->comm = comm, r->experts = c->s.E / c->world;
    if (cuda_driver_open(&r->d) || r->d.cuInit(0) != CUDA_SUCCESS ||
        r->d.cuDeviceGet(&r->dev, c->device) != CUDA_SUCCESS) {
        free(r);
        return 2;
    }
    int bad = CU(cuDevicePrimaryCtxRetain(&r->cctx, r->dev));
    r->retained = !bad;
    /* a blocking stream: it waits for the legacy stream's copies (moe_gpu_setup's uploads,
     * ep_rank_inputs) as kernels on it must */
    bad = bad || CU(cuCtxSetCurrent(r->cctx)) || CU(cuStreamCreate(&r->stream, CU_STREAM_DEFAULT));
    for (int i = 0; i <= EVENTS && !bad; i++)
        bad = CU(cuEventCreate(&r->ev[i], CU_EVENT_DEFAULT));
    bad = bad || open_local(r) || load_ep_kernels(r) || alloc_buffers(r);
    if (bad) {
        ep_rank_close(r);
        return 1;
    }
    *out = r;
    return 0;
}

void ep_rank_close(ep_rank *r)
{
    if (!r)
        return;
    if (r->stream)
        CU(cuStreamSynchronize(r->stream));
#define X_(b)                                                                                  \
    if (r->b)                                                                                  \
        CU(cuMemFree_v2(r->b));
    BUFFERS(X_)
#undef X_
    for (int i = 0; i <= EVENTS; i++)
        if (r->ev[i])
            CU(cuEventDestroy_v2(r->ev[i]));
    if (r->stream)
        CU(cuStreamDestroy_v2(r->stream));
    cuTileModuleUnload(r->mod);
    cuTileContextDestroy(r->ctx);
    moe_gpu_close(r->g);
    if (r->retained)
        CU(cuDevicePrimaryCtxRelease_v2(r->dev));
    free(r->host_counts), free(r->soff), free(r->roff);
    free(r);
}

int ep_rank_inputs(ep_rank *r, const float *logits, const uint16_t *x)
{
    const moe_shape *s = &r->c.s;
    return CU(cuMemcpyHtoD_v2(r->logits, logits, (size_t)s->T * s->E * 4)) ||
           CU(cuMemcpyHtoD_v2(r->x, x, (size_t)s->T * s->H * 2));
}

/* ---- the forward ---- */

static int launch(ep_rank *r, cuTileKernel k, uint32_t blocks, uint32_t threads, void **params)
{
    uint32_t grid[3] = {blocks, 1, 1}, block[3] = {threads, 1, 1};
    return TL(cuTileLaunchCuda(k, grid, block, 0, params, r->stream));
}

/* Routing, each slot's row, the send buffers. */
static int plan_and_pack(ep_rank *r)
{
    const moe_shape *s = &r->c.s;
    int slots = s->T * s->k, W = r->c.world, k = s->k, H = s->H, per = r->experts;
    void *plan[6] = {&r->ids, &slots, &per, &W, &r->pos, &r->counts};
    void *pack[10] = {&r->x, &r->ids, &r->w, &r->pos, &k, &H, &per,
                      &r->send_x, &r->send_e, &r->send_w};
    return moe_gpu_topk(r->g, r->logits, r->ids, r->w, s->T, s->E, s->k, r->stream) ||
           launch(r, r->plan, 1, 1024, plan) || launch(r, r->pack, (uint32_t)slots, 256, pack);
}

/* Every rank tells every other how many rows it sends; the host reads both lists (the row
 * buffers' offsets follow) and returns the rows this rank receives. */
static int exchange_counts(ep_rank *r, int *received)
{
    int W = r->c.world, *sent = r->host_counts, *got = r->host_counts + W;
    int bad = NC(GroupStart());
    for (int p = 0; p < W && !bad; p++)
        bad = NC(Send((const void *)(r->counts + 4u * (unsigned)p), 1, ncclInt32, p, r->comm,
                      r->stream)) ||
              NC(Recv((void *)(r->counts + 4u * (unsigned)(W + p)), 1, ncclInt32, p, r->comm,
                      r->stream));
    bad = NC(GroupEnd()) || bad;
    if (bad || CU(cuStreamSynchronize(r->stream)) ||
        CU(cuMemcpyDtoH_v2(r->host_counts, r->counts, 2 * (size_t)W * 4)))
        return 1;
    size_t so = 0, ro = 0;
    for (int p = 0; p < W; p++) {
        r->soff[p] = so, r->roff[p] = ro;
        so += (size_t)sent[p], ro += (size_t)got[p];
    }
    *received = (int)ro;
    return 0;
}

/* One row array both ways: rows [soff[p], +sent[p]) of `from` to rank p, rank p's rows into
 * [roff[p], +got[p]) of `to`, `row` bytes a row (swapped offsets and counts for the return). */
static int all_to_all(ep_rank *r, CUdeviceptr from, CUdeviceptr to, size_t row, int back)
{
    int W = r->c.world;
    const int *sent = r->host_counts + (back ? W : 0), *got = r->host_counts + (back ? 0 : W);
    const size_t *so = back ? r->roff : r->soff, *ro = back ? r->soff : r->roff;
    int bad = 0;
    for (int p = 0; p < W && !bad; p++)
        bad = NC(Send((const void *)(from + so[p] * row), (size_t)sent[p] * row, ncclUint8, p,
                      r->comm, r->stream)) ||
              NC(Recv((void *)(to + ro[p] * row), (size_t)got[p] * row, ncclUint8, p, r->comm,
                      r->stream));
    return bad;
}

static int dispatch(ep_rank *r)
{
    size_t H = (size_t)r->c.s.H;
    int bad = NC(GroupStart()) || all_to_all(r, r->send_x, r->lx, H * 2, 0) ||
              all_to_all(r, r->send_e, r->le, 4, 0) || all_to_all(r, r->send_w, r->lw, 4, 0);
    return NC(GroupEnd()) || bad;
}

static int give_back(ep_rank *r)
{
    int bad = NC(GroupStart()) || all_to_all(r, r->lout, r->back, (size_t)r->c.s.H * 2, 1);
    return NC(GroupEnd()) || bad;
}

static int combine(ep_rank *r)
{
    const moe_shape *s = &r->c.s;
    int T = s->T, k = s->k, H = s->H;
    void *params[6] = {&r->back, &r->pos, &r->out, &T, &k, &H};
    long long blocks = ((long long)T * (H / 2) + 255) / 256; /* two outputs a thread */
    return launch(r, r->combine, (uint32_t)(blocks < 65536 ? blocks : 65536), 256, params);
}

int ep_rank_forward(ep_rank *r, float ms[2])
{
    int rows = 0;
#define MARK(i) CU(cuEventRecord(r->ev[i], r->stream))
    int bad = MARK(0) || plan_and_pack(r) || MARK(1) || exchange_counts(r, &rows) ||
              dispatch(r) || MARK(2) ||
              (rows && (moe_gpu_set_tokens(r->g, rows) ||
                        moe_gpu_enqueue_routed(r->g, r->stream))) ||
              MARK(3) || give_back(r) || MARK(4) || combine(r) || MARK(5) ||
              CU(cuEventSynchronize(r->ev[5]));
#undef MARK
    if (bad || !ms)
        return bad;
    float t[EVENTS];
    for (int i = 0; i < EVENTS; i++)
        if (CU(cuEventElapsedTime(&t[i], r->ev[i], r->ev[i + 1])))
            return 1;
    ms[0] = t[0] + t[1] + t[2] + t[3] + t[4];
    ms[1] = t[1] + t[3];
    return 0;
}

int ep_rank_read(ep_rank *r, uint16_t *out, int32_t *ids, float *w)
{
    const moe_shape *s = &r->c.s;
    size_t slots = (size_t)s->T * s->k;
    return CU(cuStreamSynchronize(r->stream)) ||
           CU(cuMemcpyDtoH_v2(out, r->out, (size_t)s->T * s->H * 2)) ||
           (ids && CU(cuMemcpyDtoH_v2(ids, r->ids, slots * 4))) ||
           (w && CU(cuMemcpyDtoH_v2(w, r->w, slots * 4)));
}
