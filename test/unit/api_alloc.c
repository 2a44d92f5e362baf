/* api_alloc.c — the public allocator hook under failure: each allocation of the offline tools
 * (text → bytecode, bytecode → text) failing in turn, and allocator structs with missing
 * functions. The expected bytes are cuTile Python's own file (the writer rewrites its files
 * byte for byte), the expected text what the same call prints with malloc. */
#include <stdbool.h>

#include "bytecode/bytecode.h"
#include "cutile_rt.h"
#include "pass/compile.h"
#include "target/target.h"
#include "failing_alloc.h"
#include "test.h"


/* One call of an offline tool with allocator al: status, output and its size. */
typedef cuTileStatus (*tool_fn)(const void *in, size_t n, const cuTileAllocator *al, void **out,
                                size_t *out_size);

static cuTileStatus to_bytes(const void *in, size_t n, const cuTileAllocator *al, void **out,
                             size_t *out_size)
{
    return cuTileTextToBytecode(in, n, 1303, al, out, out_size);
}

static cuTileStatus to_text(const void *in, size_t n, const cuTileAllocator *al, void **out,
                            size_t *out_size)
{
    return cuTileBytecodeToText(in, n, al, (char **)out, out_size);
}

/* Fails allocation k for k = 1, 2, …: every call either succeeds with exactly `want` or
 * returns OUT_OF_MEMORY, and frees all it allocated; the sweep ends at the first k past the
 * call's last allocation (a success that no failure touched). */
static void sweep(const char *name, tool_fn fn, const void *in, size_t n, const void *want,
                  size_t want_size)
{
    long k, ok = 0, oom = 0;
    for (k = 1; k < 200000; k++) {
        failing f = {0, k, 0};
        cuTileAllocator al = {f_alloc, f_realloc, f_free, &f};
        void *out = NULL;
        size_t out_size = 0;
        cuTileStatus s = fn(in, n, &al, &out, &out_size);
        if (s == CUTILE_SUCCESS) {
            bool same = out_size == want_size && memcmp(out, want, want_size) == 0;
            if (!same)
                fprintf(stderr, "  %s: allocation %ld failing: success with %zu bytes, not the "
                                "%zu expected\n", name, k, out_size, want_size);
            CHECK(same);
            cuTileFree(&al, out);
            ok++;
        } else {
            if (s != CUTILE_ERROR_OUT_OF_MEMORY)
                fprintf(stderr, "  %s: allocation %ld failing: %s\n", name, k,
                        cuTileGetLastErrorMessage());
            CHECK_EQ_INT(s, CUTILE_ERROR_OUT_OF_MEMORY);
            oom++;
        }
        CHECK_EQ_INT(f.live, 0);
        if (f.calls < k) /* the call made fewer than k allocations: nothing failed */
            break;
    }
    CHECK(oom > 0);
    printf("%s: %ld allocations failed one at a time: %ld out of memory, %ld succeeded "
           "(each with the expected output)\n", name, k - 1, oom, ok - 1);
}

static void test_failing_allocations(void)
{
    /* several functions, nested regions, call-site locations: every debug slot list */
    const char *path = "test/data/attention_f16_d64.v13_3.cutile";
    size_t n;
    unsigned char *file = test_read_file(path, &n);
    CHECK(file != NULL);
    if (!file)
        return;
    char *text = NULL;
    size_t text_size = 0;
    CHECK_EQ_INT(cuTileBytecodeToText(file, n, NULL, &text, &text_size), CUTILE_SUCCESS);
    sweep("bytecode to text", to_text, file, n, text, text_size);
    sweep("text to bytecode", to_bytes, text, text_size, file, n);
    cuTileFree(NULL, text);
    free(file);
}

/* The compiler (bytecode to PTX) under the same sweep; the expected PTX is the compile's own
 * with malloc: here the check is that a lost allocation never shows as a success (nor, in the
 * sanitizer build, as undefined behaviour on the way to OUT_OF_MEMORY). */
static cuTileStatus to_ptx(const void *in, size_t n, const cuTileAllocator *al, void **out,
                           size_t *out_size)
{
    ct_module *m = NULL;
    ct_diag d = {0};
    if (ct_bc_read(in, n, al, &m, &d) || ct_verify_module(m, &d)) {
        ct_module_free(m);
        return d.status;
    }
    ct_compile_config cfg = {.target = ct_target_by_name("sm_90a", NULL), .opt_level = 3,
                             .knobs = {-1, -1, -1, 0, -1, 0}, .allocator = al};
    ct_compile_result res;
    ct_status s = ct_compile(m, &cfg, &res, &d);
    if (!s) {
        *out = ct_alloc(al, res.ptx_len + 2 * sizeof(size_t) + 1);
        if (*out) { /* in cuTileFree's layout, so that sweep can release it */
            size_t *base = *out;
            base[0] = res.ptx_len + 2 * sizeof(size_t) + 1;
            memcpy(base + 2, res.ptx, res.ptx_len);
            *out = base + 2;
            *out_size = res.ptx_len;
        } else
            s = CUTILE_ERROR_OUT_OF_MEMORY;
        ct_compile_result_free(&res);
    }
    ct_module_free(m);
    return s;
}

static void test_compile_failures(void)
{
    size_t n;
    unsigned char *file = test_read_file("test/data/softmax_row_f32.v13_3.cutile", &n);
    CHECK(file != NULL);
    if (!file)
        return;
    void *ptx = NULL;
    size_t ptx_size = 0;
    CHECK_EQ_INT(to_ptx(file, n, NULL, &ptx, &ptx_size), CUTILE_SUCCESS);
    sweep("bytecode to PTX", to_ptx, file, n, ptx, ptx_size);
    cuTileFree(NULL, ptx);
    free(file);
}

/* A struct with any function missing is refused before anything is allocated. */
static void test_incomplete_allocator(void)
{
    static const char text[] = "\"cuda_tile.module\"() <{sym_name = \"m\"}> ({\n}) : () -> ()\n";
    failing f = {0, 0, 0};
    const cuTileAllocator full = {f_alloc, f_realloc, f_free, &f};
    for (int missing = 0; missing < 3; missing++) {
        cuTileAllocator al = full;
        if (missing == 0)
            al.alloc = NULL;
        else if (missing == 1)
            al.realloc = NULL;
        else
            al.free = NULL;
        void *bytes = NULL;
        size_t size = 0;
        CHECK_EQ_INT(cuTileTextToBytecode(text, sizeof text - 1, 0, &al, &bytes, &size),
                     CUTILE_ERROR_INVALID_ARGUMENT);
        CHECK_CONTAINS(cuTileGetLastErrorMessage(), "allocator");
        char *out = NULL;
        CHECK_EQ_INT(cuTileBytecodeToText("\x7fTileIR", 8, &al, &out, NULL),
                     CUTILE_ERROR_INVALID_ARGUMENT);
        cuTileContextOptions o = {.struct_size = sizeof o, .allocator = &al};
        cuTileContext ctx = NULL;
        CHECK_EQ_INT(cuTileContextCreate(&ctx, &o), CUTILE_ERROR_INVALID_ARGUMENT);
        CHECK(ctx == NULL);
        cuTileCudaOptions co = {.struct_size = sizeof co, .gpu_name = "sm_80"};
        void *cubin = NULL;
        size_t cubin_size = 0;
        CHECK_EQ_INT(cuTileCudaCompile("", 0, &co, &al, &cubin, &cubin_size),
                     CUTILE_ERROR_INVALID_ARGUMENT);
        cuTileFree(&al, &f); /* ignored: no such allocator made it */
    }
    CHECK_EQ_INT(f.calls, 0);
    /* the complete struct works */
    void *bytes = NULL;
    size_t size = 0;
    CHECK_EQ_INT(cuTileTextToBytecode(text, sizeof text - 1, 0, &full, &bytes, &size),
                 CUTILE_SUCCESS);
    cuTileFree(&full, bytes);
    CHECK_EQ_INT(f.live, 0);
}

int main(void)
{
    test_incomplete_allocator();
    test_failing_allocations();
    test_compile_failures();
    TEST_MAIN_END();
}
