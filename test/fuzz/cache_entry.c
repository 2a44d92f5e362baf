/* cache_entry.c — libFuzzer target for everything a load trusts of a cache entry file, in the
 * order cache/disk.c's reader checks it (FORMAT.md §2): the header (against the key the file
 * echoes, as if it were named by it), the checksum, the metadata header, then the library's
 * tail by its kind (FORMAT.md §3.2) — a tile module's launch metadata (build/kmeta.h) and the
 * launcher's plan built from what it decodes, or a CUDA source's name expressions
 * (build/cuda_build.h).
 *
 * The checksum guards against damage, not forgery (anyone who can write the file can compute
 * it), so a mismatch does not stop the run: every decoder after it must hold on any bytes.
 * Each part is copied to an allocation of its exact size first, so that ASan sees a read past
 * it. Oracles: an accepted metadata blob encodes back to the same bytes (header and tail), and
 * decoding with and without an arena gives one verdict.
 *
 * Seeds (test/fuzz/corpus/cache_entry): entries `cutile compile` wrote for test/data exports
 * (CUTILE_CACHE_DIR=… cutile compile --gpu-name sm_90a|sm_80 FILE -o x.cubin; launch
 * metadata version 4, two with a lone twin: matmul_bf16, compiled with CUTILE_CLUSTER_PAIRS=1
 * (its block-pairs flag set), and moe_gemm_bf16_mulw on sm_90a),
 * copies of each with its cubin cut to 64 bytes and the checksum recomputed, and a CUDA
 * source's entry (cuda_*.entry: unit.nvrtc's source with its cubin cut likewise). */
#include <stdlib.h>
#include <string.h>

#include "cache/cache.h"
#include "launch/args.h"
#include "build/build.h"
#include "build/cuda_build.h"
#include "build/kmeta.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static uint8_t *copy(const uint8_t *p, size_t n)
{
    uint8_t *c = malloc(n ? n : 1);
    if (!c)
        abort();
    if (n)
        memcpy(c, p, n);
    return c;
}

/* A CUDA source's tail: one verdict with and without an arena, and the library's check agrees. */
static void check_cuda_tail(const ct_cache_meta *m)
{
    ct_arena a;
    ct_arena_init(&a, NULL);
    ct_cuda_names names;
    ct_diag d = {0}, check_only = {0}, lib = {0};
    ct_status s = ct_cuda_meta_decode(m, &a, &names, &d);
    if (ct_cuda_meta_decode(m, NULL, NULL, &check_only) != s ||
        ct_build_meta_check(NULL, m, &lib) != s)
        abort();
    for (uint32_t i = 0; s == CUTILE_SUCCESS && i < names.count; i++)
        if (!*names.expr[i] || !*names.lowered[i])
            abort();
    ct_arena_free(&a);
}

/* Decodes the tail; when it is accepted, encodes it again and plans every kernel's launch. */
static void check_tail(const ct_cache_meta *m)
{
    if (ct_cuda_meta_is_mine(m)) {
        check_cuda_tail(m);
        return;
    }
    ct_arena a;
    ct_arena_init(&a, NULL);
    ct_kernel_info *ks = NULL;
    ct_diag d = {0}, check_only = {0};
    ct_status s = ct_kmeta_decode(m, &a, &ks, &d);
    if (ct_kmeta_decode(m, NULL, NULL, &check_only) != s)
        abort();
    if (s == CUTILE_SUCCESS) {
        ct_buf again;
        ct_buf_init(&again, NULL);
        if (ct_kmeta_encode(ks, m->kernel_count, &again, &d) || again.len != m->tail_size ||
            memcmp(again.data, m->tail, m->tail_size) != 0)
            abort(); /* the encoding is canonical */
        ct_buf_free(&again);
        for (uint32_t i = 0; i < m->kernel_count; i++) {
            ct_arg_plan plan;
            ct_diag pd = {0};
            if (ct_arg_plan_build(&ks[i], &a, &plan, &pd))
                abort(); /* the tail's limits are within the launcher's */
        }
    }
    ct_arena_free(&a);
}

/* The metadata header; an accepted blob must encode back to itself. */
static void check_meta(const uint8_t *meta, size_t n)
{
    ct_cache_meta m;
    ct_diag d = {0};
    if (ct_cache_meta_decode(meta, n, &m, &d))
        return;
    const char **names = malloc((m.kernel_count + 1) * sizeof *names);
    if (!names)
        abort();
    size_t count = 0;
    for (const char *k = m.first_kernel; k; k = ct_cache_meta_next_kernel(&m, k))
        names[count++] = k;
    if (count != m.kernel_count)
        abort();
    if (m.created_us) { /* 0 would be replaced by the time of encoding */
        ct_cache_meta_in in = {m.target, names, count, m.compile_us, m.created_us, m.tail,
                               m.tail_size};
        ct_buf again;
        ct_buf_init(&again, NULL);
        if (ct_cache_meta_encode(&in, &again, &d) || again.len != n ||
            memcmp(again.data, meta, n) != 0)
            abort();
        ct_buf_free(&again);
    }
    free(names);
    check_tail(&m);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    uint8_t hdr[CT_CACHE_HEADER_SIZE] = {0};
    memcpy(hdr, data, size < sizeof hdr ? size : sizeof hdr);
    ct_cache_key key; /* the name the file would have */
    memcpy(key.bytes, hdr + 16, sizeof key.bytes);
    ct_cache_header h;
    ct_diag d = {0};
    if (ct_cache_header_decode(hdr, size, &key, &h, &d))
        return 0;
    uint8_t *meta = copy(data + CT_CACHE_HEADER_SIZE, h.meta_size);
    uint8_t *cubin = copy(data + CT_CACHE_HEADER_SIZE + h.meta_size, h.cubin_size);
    /* The header is exactly what the writer makes for these parts iff the checksum holds
     * (every other field was checked by the decode). */
    uint8_t again[CT_CACHE_HEADER_SIZE];
    ct_cache_header_encode(&key, meta, h.meta_size, cubin, h.cubin_size, again);
    int sum_ok = ct_cache_checksum(hdr, meta, h.meta_size, cubin, h.cubin_size) == h.checksum;
    if (sum_ok != (memcmp(again, hdr, sizeof hdr) == 0))
        abort();
    check_meta(meta, h.meta_size); /* whatever the checksum said: see above */
    free(meta);
    free(cubin);
    return 0;
}
