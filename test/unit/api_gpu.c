/* api_gpu.c — the GPU half of the public API where no GPU is needed: argument checks, the
 * no-driver answer (or a context, where there is a driver), and the tuning knobs read from the
 * environment for the build path (src/build/build.h). */
#include <stdlib.h>
#include <unistd.h>

#include "cutile_rt.h"
#include "build/build.h"
#include "test.h"

static void test_null_arguments(void)
{
    cuTileContext ctx = NULL;
    cuTileModule mod = NULL;
    cuTileKernel k = NULL;
    size_t n = 0;
    const char *name = NULL;
    uint32_t grid[3] = {1, 1, 1};
    CHECK_EQ_INT(cuTileContextCreate(NULL, NULL), CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK_CONTAINS(cuTileGetLastErrorMessage(), "ctx is NULL");
    cuTileContextOptions o = {.struct_size = 8};
    CHECK_EQ_INT(cuTileContextCreate(&ctx, &o), CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK_CONTAINS(cuTileGetLastErrorMessage(), "struct_size is 8");
    CHECK(ctx == NULL);
    CHECK_EQ_INT(cuTileLoadModule(NULL, "x", 1, NULL, &mod), CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK_EQ_INT(cuTileLoadModuleFromFile(NULL, NULL, NULL, &mod), CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK_EQ_INT(cuTileLoadModuleFromFile(NULL, "/nonexistent/x.cutile", NULL, &mod),
                 CUTILE_ERROR_IO);
    CHECK_CONTAINS(cuTileGetLastErrorMessage(), "/nonexistent/x.cutile");
    CHECK_EQ_INT(cuTileLoadModuleFromFile(NULL, "test/data/vec_add_1d_f32.v13_3.cutile", NULL,
                                          &mod),
                 CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK(mod == NULL);
    CHECK_EQ_INT(cuTileModuleGetKernelCount(NULL, &n), CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK_EQ_INT(cuTileModuleGetKernelName(NULL, 0, &name), CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK_EQ_INT(cuTileModuleGetKernel(NULL, "k", &k), CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK_EQ_INT(cuTileLaunch(NULL, grid, NULL, 0, NULL), CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK_EQ_INT(cuTileLaunchRaw(NULL, grid, NULL, NULL), CUTILE_ERROR_INVALID_ARGUMENT);
    cuTileLaunchOptions pdl = {.struct_size = sizeof pdl, .programmatic_dependent_launch = 1};
    uint32_t block[3] = {32, 1, 1};
    CHECK_EQ_INT(cuTileLaunchEx(NULL, grid, NULL, 0, NULL, &pdl), CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK_EQ_INT(cuTileLaunchRawEx(NULL, grid, NULL, NULL, &pdl), CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK_EQ_INT(cuTileLaunchCudaEx(NULL, grid, block, 0, NULL, NULL, &pdl),
                 CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK_CONTAINS(cuTileGetLastErrorMessage(), "kernel, grid and block must not be NULL");
    cuTileContextDestroy(NULL);
    cuTileModuleUnload(NULL);
}

/* Without a driver: ERROR_NO_DEVICE, saying why, and the cache directory the options name is
 * not created. With one: a context (and the directory). */
static void test_context(void)
{
    cuTileContext ctx = NULL;
    char dir[64], cache[96];
    const char *tmp = getenv("TMPDIR");
    snprintf(dir, sizeof dir, "%s/cutile_api_gpu_XXXXXX", tmp && *tmp ? tmp : "/tmp");
    CHECK(mkdtemp(dir) != NULL);
    snprintf(cache, sizeof cache, "%s/cache", dir);
    cuTileContextOptions o = {.struct_size = sizeof o, .cache_dir = cache};
    cuTileStatus s = cuTileContextCreate(&ctx, &o);
    CHECK_EQ_INT(access(cache, F_OK) == 0, s == CUTILE_SUCCESS);
    cuTileContextDestroy(ctx);
    rmdir(cache);
    rmdir(dir);
    ctx = NULL;
    s = cuTileContextCreate(&ctx, NULL);
    if (s == CUTILE_ERROR_NO_DEVICE) {
        CHECK(ctx == NULL);
        CHECK_CONTAINS(cuTileGetLastErrorMessage(), "CUDA");
        printf("no CUDA driver here: %s\n", cuTileGetLastErrorMessage());
        return;
    }
    CHECK_EQ_INT(s, CUTILE_SUCCESS);
    cuTileModule mod = NULL;
    cuTileCompileOptions bad = {.struct_size = sizeof bad, .opt_level = 7};
    CHECK_EQ_INT(cuTileLoadModule(ctx, "x", 1, &bad, &mod), CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK_CONTAINS(cuTileGetLastErrorMessage(), "opt_level 7");
    cuTileCompileOptions unknown = {.struct_size = sizeof unknown, .gpu_name = "sm_75"};
    CHECK_EQ_INT(cuTileLoadModule(ctx, "x", 1, &unknown, &mod), CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK_CONTAINS(cuTileGetLastErrorMessage(), "unknown GPU target");
    cuTileContextDestroy(ctx);
}

static void test_knobs(void)
{
    static const char *const vars[] = {"CUTILE_ALWAYS_SWIZZLE", "TILEIR_ALWAYS_SWIZZLE",
                                       "CUTILE_PREFER_TMA", "TILEIR_PREFER_TMA_FOR_LOAD_STORE",
                                       "CUTILE_DELAY_TMA_STORE_WAIT",
                                       "TILEIR_DELAY_TMA_STORE_WAIT"};
    for (size_t i = 0; i < CT_ARRAY_LEN(vars); i++)
        unsetenv(vars[i]);
    ct_compile_knobs k = {-1, -1, -1, 0};
    ct_diag d = {0};
    CHECK_EQ_INT(ct_knobs_resolve(&k, &d), CUTILE_SUCCESS);
    CHECK(k.always_swizzle == -1 && k.prefer_tma == -1 && k.delay_tma_store_wait == -1);

    setenv("TILEIR_ALWAYS_SWIZZLE", "1", 1);          /* tileiras' name */
    setenv("TILEIR_PREFER_TMA_FOR_LOAD_STORE", "1", 1);
    setenv("CUTILE_PREFER_TMA", "0", 1);              /* ours wins */
    setenv("CUTILE_DELAY_TMA_STORE_WAIT", "", 1);     /* empty: unset */
    k = (ct_compile_knobs){-1, -1, -1, 0};
    CHECK_EQ_INT(ct_knobs_resolve(&k, &d), CUTILE_SUCCESS);
    CHECK_EQ_INT(k.always_swizzle, 1);
    CHECK_EQ_INT(k.prefer_tma, 0);
    CHECK_EQ_INT(k.delay_tma_store_wait, -1);

    k = (ct_compile_knobs){0, -1, 1, 0}; /* set by the caller: the environment is not read */
    CHECK_EQ_INT(ct_knobs_resolve(&k, &d), CUTILE_SUCCESS);
    CHECK_EQ_INT(k.always_swizzle, 0);
    CHECK_EQ_INT(k.delay_tma_store_wait, 1);

    const char *bad[] = {"yes", "2", "-1", "01", " 1", "true"};
    for (size_t i = 0; i < CT_ARRAY_LEN(bad); i++) {
        setenv("TILEIR_DELAY_TMA_STORE_WAIT", bad[i], 1);
        k = (ct_compile_knobs){-1, -1, -1, 0};
        ct_diag e = {0};
        CHECK_EQ_INT(ct_knobs_resolve(&k, &e), CUTILE_ERROR_BAD_ENVIRONMENT);
        CHECK_CONTAINS(e.msg, "TILEIR_DELAY_TMA_STORE_WAIT=");
        CHECK_CONTAINS(e.msg, "expected 0 or 1");
    }
    k = (ct_compile_knobs){5, -1, -1, 0};
    ct_diag e = {0};
    CHECK_EQ_INT(ct_knobs_resolve(&k, &e), CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK_CONTAINS(e.msg, "CUTILE_ALWAYS_SWIZZLE is 5");
    for (size_t i = 0; i < CT_ARRAY_LEN(vars); i++)
        unsetenv(vars[i]);
}

int main(void)
{
    test_null_arguments();
    test_context();
    test_knobs();
    TEST_MAIN_END();
}
