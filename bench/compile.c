/*
 * bench_compile — how long a kernel-cache miss takes on the host: bytecode to cubin (read,
 * verify, the passes, PTX, CUDA's math functions from NVRTC where the kernel calls them,
 * nvJitLink), through the internal API, no GPU needed. What bench/compile_bench.py sets
 * against Triton's compile of the same kernels.
 *
 *   bench_compile [--target sm_90a] [--runs N] FILE.cutile...
 *
 * One process, the files in the order given. First the process's one-time costs (loading
 * nvJitLink and NVRTC for the cache key's versions) are paid and timed apart ("init"); then
 * each file is built N times (default 5): "first" is its first build (with NVRTC's compile of
 * the math functions it calls, which later builds in the process reuse), "median" the median
 * of all N. One JSON object per line on stdout:
 *   {"file": "...", "target": "sm_90a", "first_ms": F, "median_ms": M, "runs": N,
 *    "ptx_bytes": P, "cubin_bytes": C}
 * preceded by {"init_ms": I}.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bytecode/bytecode.h"
#include "build/build.h"
#include "clock.h"
#include "file.h"

__attribute__((noreturn)) static void die(const char *what, const char *why)
{
    fprintf(stderr, "bench_compile: %s: %s\n", what, why);
    exit(2);
}

/* One miss: read, verify, build and link; the PTX and cubin sizes in *ptx, *cubin. */
static uint64_t build_once(const ct_build_options *o, const unsigned char *bc, size_t n,
                           const char *file, size_t *ptx, size_t *cubin)
{
    uint64_t t0 = now_ns();
    ct_module *m = NULL;
    ct_build b;
    ct_diag d = {0};
    if (ct_bc_read(bc, n, NULL, &m, &d) || ct_verify_module(m, &d) ||
        ct_build_module(m, o, &b, NULL, &d))
        die(file, d.msg);
    uint64_t t = now_ns() - t0;
    *ptx = b.compiled.ptx_len, *cubin = b.cubin.len;
    ct_build_free(&b);
    ct_module_free(m);
    return t;
}

int main(int argc, char **argv)
{
    const char *target = "sm_90a";
    int runs = 5, first = 1;
    for (; first < argc && argv[first][0] == '-'; first += 2) {
        if (first + 1 >= argc)
            die(argv[first], "needs a value");
        if (strcmp(argv[first], "--target") == 0)
            target = argv[first + 1];
        else if (strcmp(argv[first], "--runs") == 0 && (runs = atoi(argv[first + 1])) > 0)
            continue;
        else
            die(argv[first], "unknown option or bad value");
    }
    if (first == argc)
        die("usage", "bench_compile [--target sm_90a] [--runs N] FILE.cutile...");
    ct_build_options o = {.target = ct_target_by_name(target, NULL), .opt_level = 3,
                          .knobs = CT_KNOBS_UNSET, .link = 1};
    ct_diag d = {0};
    if (!o.target)
        die(target, "unknown target");
    if (ct_knobs_resolve(&o.knobs, &d))
        die("knobs", d.msg);
    uint64_t t0 = now_ns();
    ct_build_ident id;
    ct_build_ident_init(&id);
    printf("{\"init_ms\": %.3f}\n", (double)(now_ns() - t0) / 1e6);
    uint64_t *ns = calloc((size_t)runs, sizeof *ns);
    if (!ns)
        die("memory", "out of memory");
    for (int f = first; f < argc; f++) {
        size_t n, ptx = 0, cubin = 0;
        unsigned char *bc = bench_read_file(argv[f], &n);
        if (!bc)
            die(argv[f], "cannot read");
        for (int r = 0; r < runs; r++)
            ns[r] = build_once(&o, bc, n, argv[f], &ptx, &cubin);
        double first_ms = (double)ns[0] / 1e6;
        printf("{\"file\": \"%s\", \"target\": \"%s\", \"first_ms\": %.3f, \"median_ms\": %.3f, "
               "\"runs\": %d, \"ptx_bytes\": %zu, \"cubin_bytes\": %zu}\n",
               argv[f], target, first_ms, median_us(ns, runs) / 1000, runs, ptx, cubin);
        fflush(stdout);
        free(bc);
    }
    free(ns);
    return 0;
}
