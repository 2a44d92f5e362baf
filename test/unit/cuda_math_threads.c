/* cuda_math_threads.c — build/cuda_math.c's process-wide NVRTC output under concurrent builds:
 * eight threads build test/lit/lower/cuda_math.mlir (whose math functions are spliced from
 * NVRTC's PTX) at once, half for sm_90a and half for sm_80, so that the first compile of each
 * target races the others; every thread must get the spliced PTX (no `.extern`, the splice's
 * marker) and a cubin identical to a single-threaded build of its target. Under ThreadSanitizer
 * (CUTILE_TSAN) this checks the cache's locking. No GPU needed; skips (77) without nvJitLink
 * or NVRTC. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "bytecode/bytecode.h"
#include "build/build.h"
#include "build/cuda_math.h"
#include "toolkit/jitlink.h"
#include "test.h"

#define TEXT "test/lit/lower/cuda_math.mlir"
#define MARK "// CUDA math library functions (NVRTC"

enum { THREADS = 8 };

typedef struct job {
    const ct_module *m;
    const char *target;
    ct_status status;
    bool spliced;
    ct_buf cubin;
} job;

static ct_build_options options(const char *target)
{
    return (ct_build_options){.target = ct_target_by_name(target, NULL), .opt_level = 3,
                              .knobs = CT_KNOBS_UNSET, .link = 1};
}

/* One build; what the main thread checks goes into j (the CHECK macros are not for threads). */
static void *build(void *arg)
{
    job *j = arg;
    ct_build_options o = options(j->target);
    ct_build b;
    ct_diag d = {0};
    j->status = ct_build_module(j->m, &o, &b, NULL, &d);
    if (!j->status) {
        j->spliced = strstr(b.compiled.ptx, MARK) && !strstr(b.compiled.ptx, ".extern .func");
        j->cubin = b.cubin;
        ct_buf_init(&b.cubin, NULL);
        ct_build_free(&b);
    }
    return NULL;
}

static ct_module *load(void)
{
    size_t n = 0, bsz = 0;
    unsigned char *text = test_read_file(TEXT, &n);
    void *bc = NULL;
    ct_module *m = NULL;
    ct_diag d = {0};
    CHECK(text != NULL);
    CHECK_EQ_INT(cuTileTextToBytecode((const char *)text, n, 0, NULL, &bc, &bsz), CUTILE_SUCCESS);
    CHECK_EQ_INT(ct_bc_read(bc, bsz, NULL, &m, &d), CUTILE_SUCCESS);
    CHECK_EQ_INT(ct_verify_module(m, &d), CUTILE_SUCCESS);
    free(text);
    cuTileFree(NULL, bc);
    return m;
}

int main(void)
{
    unsigned major = 0, minor = 0;
    ct_diag d = {0};
    if (ct_link_version(&major, &minor, &d) || !ct_cuda_math_available(NULL, NULL)) {
        printf("SKIPPED: %s\n", d.status ? d.msg : "NVRTC cannot be loaded");
        return 77;
    }
    unsetenv("CUTILE_CUDA_MATH");
    ct_module *m = load();
    job jobs[THREADS];
    pthread_t t[THREADS];
    for (int i = 0; i < THREADS; i++) {
        jobs[i] = (job){.m = m, .target = i % 2 ? "sm_80" : "sm_90a"};
        CHECK(pthread_create(&t[i], NULL, build, &jobs[i]) == 0);
    }
    for (int i = 0; i < THREADS; i++)
        CHECK(pthread_join(t[i], NULL) == 0);
    job ref[2] = {{.m = m, .target = "sm_90a"}, {.m = m, .target = "sm_80"}};
    build(&ref[0]), build(&ref[1]); /* NVRTC's output now cached: the single-threaded build */
    for (int i = 0; i < THREADS; i++) {
        const job *r = &ref[i % 2];
        CHECK_EQ_INT(jobs[i].status, CUTILE_SUCCESS);
        CHECK(jobs[i].spliced);
        CHECK(jobs[i].cubin.len > 0 && jobs[i].cubin.len == r->cubin.len &&
              memcmp(jobs[i].cubin.data, r->cubin.data, r->cubin.len) == 0);
        ct_buf_free(&jobs[i].cubin);
    }
    CHECK(ref[0].spliced && ref[1].spliced);
    ct_buf_free(&ref[0].cubin), ct_buf_free(&ref[1].cubin);
    ct_module_free(m);
    TEST_MAIN_END();
}
