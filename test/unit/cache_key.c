/* cache_key.c — the keys of the load path (build/build.h): the items are the ones FORMAT.md §1
 * names, in their slots; every option, knob, the target, nvJitLink's version, the library
 * identity and every byte of the bytecode change the key; the environment is resolved before
 * the key is made; things that cannot change the code (where the bytes live, the allocator,
 * how the target was spelled) do not. The library identity is checked against readelf's
 * reading of this test's own build id. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <unistd.h>

#include "build/build.h"
#include "toolkit/jitlink.h"
#include "test.h"

#define BYTECODE "test/data/vec_add_1d_f32.v13_3.cutile"

static const ct_build_ident ident = {"0.1.0 r1 0123abcd", "13.0", "13.0"};
static unsigned char *bc;
static size_t bc_size;

static ct_build_options base_options(void)
{
    return (ct_build_options){.target = ct_target_by_name("sm_90a", NULL), .opt_level = 3,
                              .knobs = CT_KNOBS_UNSET, .link = 1};
}

static ct_cache_key key_of(const ct_build_ident *id, const ct_build_options *o, const void *p,
                           size_t n)
{
    ct_cache_key k;
    ct_diag d = {0};
    memset(&k, 0, sizeof k);
    CHECK_EQ_INT(ct_build_key(id, o, p, n, &k, &d), CUTILE_SUCCESS);
    return k;
}

/* The options text is exactly the documented one, and the key is FORMAT.md §1's list of
 * (library, nvJitLink, target, options, bytes). */
static void test_items(void)
{
    ct_build_options o = base_options();
    char text[320];
    const char *expect = "opt_level=3 lineinfo=0 always_swizzle=default prefer_tma=default "
                         "delay_tma_store_wait=default use_wgmma=default cuda_math=default "
                         "use_tcgen05=default lone_twin=default producer_warp=default "
                         "grid_order=default persistent=default cluster_pairs=default "
                         "num_warps=0";
    CHECK_EQ_INT(ct_build_key_options(&o, text, sizeof text), strlen(expect));
    CHECK(strcmp(text, expect) == 0);
    o = (ct_build_options){.target = o.target, .opt_level = 1, .lineinfo = 7,
                           .knobs = {1, 0, 1, 8, 1, 0, 1, 0, 1, 0, 1, 1}, .link = 1};
    ct_build_key_options(&o, text, sizeof text);
    CHECK(strcmp(text, "opt_level=1 lineinfo=1 always_swizzle=1 prefer_tma=0 "
                       "delay_tma_store_wait=1 use_wgmma=1 cuda_math=0 "
                       "use_tcgen05=1 lone_twin=0 producer_warp=1 grid_order=0 "
                       "persistent=1 cluster_pairs=1 num_warps=8") == 0);

    /* unless cuda_math is 0, NVRTC's version follows the options (its math functions) */
    o = base_options();
    char with_nvrtc[320];
    snprintf(with_nvrtc, sizeof with_nvrtc, "%s nvrtc=13.0", expect);
    ct_cache_key_parts parts = {"0.1.0 r1 0123abcd", "13.0", "sm_90a", with_nvrtc,
                                strlen(with_nvrtc), bc, bc_size};
    ct_cache_key want, got = key_of(&ident, &o, bc, bc_size);
    CHECK_EQ_INT(ct_cache_key_compute(&parts, &want, NULL), CUTILE_SUCCESS);
    CHECK(memcmp(want.bytes, got.bytes, 16) == 0);

    ct_diag d = {0};
    CHECK_EQ_INT(ct_build_key(&ident, &o, NULL, 4, &got, &d), CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK_CONTAINS(d.msg, "bytes is NULL");
}

/* One variation of the base settings. */
typedef struct variant {
    const char *what;
    ct_cache_key key;
} variant;

static size_t add(variant *v, size_t n, const char *what, ct_cache_key k)
{
    v[n].what = what;
    v[n].key = k;
    return n + 1;
}

/* Every setting that can change the cubin gives a key of its own: all pairwise distinct. */
static void test_every_setting_counts(void)
{
    variant v[64];
    size_t n = 0;
    const ct_build_options base = base_options();
    ct_build_options o;
    n = add(v, n, "base", key_of(&ident, &base, bc, bc_size));
    for (int lvl = 0; lvl < 3; lvl++) {
        static const char *const names[] = {"-O0", "-O1", "-O2"};
        o = base;
        o.opt_level = lvl;
        n = add(v, n, names[lvl], key_of(&ident, &o, bc, bc_size));
    }
    o = base;
    o.lineinfo = 1;
    n = add(v, n, "lineinfo", key_of(&ident, &o, bc, bc_size));
    int *knobs[] = {&o.knobs.always_swizzle, &o.knobs.prefer_tma, &o.knobs.delay_tma_store_wait,
                    &o.knobs.use_wgmma, &o.knobs.cuda_math, &o.knobs.use_tcgen05,
                    &o.knobs.lone_twin, &o.knobs.producer_warp, &o.knobs.grid_order,
                    &o.knobs.persistent, &o.knobs.cluster_pairs};
    static const char *const knob_names[11][2] = {{"always_swizzle=0", "always_swizzle=1"},
                                                 {"prefer_tma=0", "prefer_tma=1"},
                                                 {"delay_tma_store_wait=0",
                                                  "delay_tma_store_wait=1"},
                                                 {"use_wgmma=0", "use_wgmma=1"},
                                                 {"cuda_math=0", "cuda_math=1"},
                                                 {"use_tcgen05=0", "use_tcgen05=1"},
                                                 {"lone_twin=0", "lone_twin=1"},
                                                 {"producer_warp=0", "producer_warp=1"},
                                                 {"grid_order=0", "grid_order=1"},
                                                 {"persistent=0", "persistent=1"},
                                                 {"cluster_pairs=0", "cluster_pairs=1"}};
    for (int i = 0; i < 11; i++)
        for (int val = 0; val < 2; val++) {
            o = base;
            *knobs[i] = val;
            n = add(v, n, knob_names[i][val], key_of(&ident, &o, bc, bc_size));
        }
    o = base;
    o.knobs.num_warps = 4;
    n = add(v, n, "num_warps=4", key_of(&ident, &o, bc, bc_size));
    for (int t = 0; t < CT_TARGET_COUNT; t++) {
        if (&ct_targets[t] == base.target)
            continue;
        o = base;
        o.target = &ct_targets[t];
        n = add(v, n, ct_targets[t].name, key_of(&ident, &o, bc, bc_size));
    }
    ct_build_ident id = ident;
    snprintf(id.jitlink, sizeof id.jitlink, "12.8");
    n = add(v, n, "nvJitLink 12.8", key_of(&id, &base, bc, bc_size));
    id = ident;
    snprintf(id.library, sizeof id.library, "0.1.0 r2 0123abcd");
    n = add(v, n, "revision 2", key_of(&id, &base, bc, bc_size));
    id = ident;
    snprintf(id.library, sizeof id.library, "0.1.0 r1 0123abce");
    n = add(v, n, "another build id", key_of(&id, &base, bc, bc_size));
    id = ident;
    snprintf(id.nvrtc, sizeof id.nvrtc, "12.8");
    n = add(v, n, "NVRTC 12.8", key_of(&id, &base, bc, bc_size));
    snprintf(id.nvrtc, sizeof id.nvrtc, "none");
    n = add(v, n, "no NVRTC", key_of(&id, &base, bc, bc_size));
    { /* with cuda_math 0 the kernel calls nothing of NVRTC's: its version does not matter */
        ct_build_options own = base;
        own.knobs.cuda_math = 0;
        ct_cache_key k1 = key_of(&id, &own, bc, bc_size), k2 = key_of(&ident, &own, bc, bc_size);
        CHECK(memcmp(k1.bytes, k2.bytes, 16) == 0);
    }

    unsigned char *copy = malloc(bc_size + 1);
    size_t at[] = {0, 8, bc_size / 2, bc_size - 1};
    static const char *const at_names[] = {"byte 0", "byte 8", "middle byte", "last byte"};
    for (size_t i = 0; i < CT_ARRAY_LEN(at); i++) {
        memcpy(copy, bc, bc_size);
        copy[at[i]] ^= 0x01;
        n = add(v, n, at_names[i], key_of(&ident, &base, copy, bc_size));
    }
    memcpy(copy, bc, bc_size);
    n = add(v, n, "one byte shorter", key_of(&ident, &base, copy, bc_size - 1));
    copy[bc_size] = 0;
    n = add(v, n, "one byte longer", key_of(&ident, &base, copy, bc_size + 1));
    free(copy);

    CHECK_EQ_INT(n, 1 + 3 + 1 + 22 + 1 + (CT_TARGET_COUNT - 1) + 3 + 2 + 4 + 2);
    for (size_t i = 0; i < n; i++)
        for (size_t j = i + 1; j < n; j++)
            if (memcmp(v[i].key.bytes, v[j].key.bytes, 16) == 0) {
                fprintf(stderr, "same key for %s and %s\n", v[i].what, v[j].what);
                CHECK(0);
            }
}

/* What does not change code does not change the key. */
static void test_irrelevant(void)
{
    const ct_build_options base = base_options();
    ct_cache_key k0 = key_of(&ident, &base, bc, bc_size);

    unsigned char *copy = malloc(bc_size); /* the same bytes elsewhere */
    memcpy(copy, bc, bc_size);
    ct_cache_key k = key_of(&ident, &base, copy, bc_size);
    CHECK(memcmp(k0.bytes, k.bytes, 16) == 0);
    free(copy);

    static const cuTileAllocator al = {NULL, NULL, NULL, NULL};
    ct_build_options o = base;
    o.allocator = &al; /* where results are allocated */
    o.lineinfo = 1;
    ct_cache_key k1 = key_of(&ident, &o, bc, bc_size);
    o.lineinfo = 42; /* any non-zero value is "on" */
    o.allocator = NULL;
    k = key_of(&ident, &o, bc, bc_size);
    CHECK(memcmp(k1.bytes, k.bytes, 16) == 0);

    o = base;
    o.target = ct_target_by_name("90a", NULL); /* another spelling of sm_90a */
    CHECK(o.target != NULL);
    k = key_of(&ident, &o, bc, bc_size);
    CHECK(memcmp(k0.bytes, k.bytes, 16) == 0);
}

static void unset_names(const char *ours, const char *theirs)
{
    unsetenv(ours);
    if (theirs)
        unsetenv(theirs);
}

static void clear_knob_env(void)
{
#define CT_X_(field, ours, theirs) unset_names(ours, theirs);
    CT_KNOB_LIST(CT_X_)
#undef CT_X_
}

/* Knob `field` (an offset into ct_compile_knobs) set to `value` through `var` keys like the
 * same value set in the options; malformed values are ERROR_BAD_ENVIRONMENT naming the
 * variable and value. */
static void env_only_knob(const char *var, size_t field, int value)
{
    ct_build_options set = base_options(), from_env = base_options();
    *(int *)((char *)&set.knobs + field) = value;
    setenv(var, value ? "1" : "0", 1);
    ct_diag d = {0};
    CHECK_EQ_INT(ct_knobs_resolve(&from_env.knobs, &d), CUTILE_SUCCESS);
    CHECK_EQ_INT(*(int *)((char *)&from_env.knobs + field), value);
    CHECK(memcmp(key_of(&ident, &set, bc, bc_size).bytes,
                 key_of(&ident, &from_env, bc, bc_size).bytes, 16) == 0);
    static const char *const bad[] = {"yes", "2", "off", "-1", " 0"};
    for (size_t i = 0; i < CT_ARRAY_LEN(bad); i++) {
        setenv(var, bad[i], 1);
        from_env = base_options();
        char want[64];
        snprintf(want, sizeof want, "%s=%s", var, bad[i]);
        ct_diag bd = {0};
        CHECK_EQ_INT(ct_knobs_resolve(&from_env.knobs, &bd), CUTILE_ERROR_BAD_ENVIRONMENT);
        CHECK_CONTAINS(bd.msg, want);
    }
    clear_knob_env();
}

/* A knob set through either variable keys like the same knob set in the options: the key is
 * made after the environment is resolved. */
static void test_environment_resolved_first(void)
{
    clear_knob_env();
    ct_build_options explicit_on = base_options(), from_env = base_options(),
                     unset = base_options();
    explicit_on.knobs.prefer_tma = 1;
    ct_diag d = {0};
    CHECK_EQ_INT(ct_knobs_resolve(&unset.knobs, &d), CUTILE_SUCCESS);
    ct_cache_key k_unset = key_of(&ident, &unset, bc, bc_size);
    CHECK(memcmp(k_unset.bytes, key_of(&ident, &from_env, bc, bc_size).bytes, 16) == 0);
    ct_cache_key k_on = key_of(&ident, &explicit_on, bc, bc_size);

    setenv("CUTILE_PREFER_TMA", "1", 1);
    CHECK_EQ_INT(ct_knobs_resolve(&from_env.knobs, &d), CUTILE_SUCCESS);
    CHECK(memcmp(k_on.bytes, key_of(&ident, &from_env, bc, bc_size).bytes, 16) == 0);
    clear_knob_env();

    setenv("TILEIR_PREFER_TMA_FOR_LOAD_STORE", "1", 1); /* tileiras' name */
    from_env = base_options();
    CHECK_EQ_INT(ct_knobs_resolve(&from_env.knobs, &d), CUTILE_SUCCESS);
    CHECK(memcmp(k_on.bytes, key_of(&ident, &from_env, bc, bc_size).bytes, 16) == 0);
    CHECK(memcmp(k_on.bytes, k_unset.bytes, 16) != 0);
    clear_knob_env();

    /* the knobs without a tileiras name key like the same value set in the options, and
     * parse only 0 and 1 */
    env_only_knob("CUTILE_WGMMA", offsetof(ct_compile_knobs, use_wgmma), 1);
    env_only_knob("CUTILE_CUDA_MATH", offsetof(ct_compile_knobs, cuda_math), 0);
    env_only_knob("CUTILE_TCGEN05", offsetof(ct_compile_knobs, use_tcgen05), 1);
    env_only_knob("CUTILE_LONE_TWIN", offsetof(ct_compile_knobs, lone_twin), 0);
    env_only_knob("CUTILE_PRODUCER_WARP", offsetof(ct_compile_knobs, producer_warp), 1);
    env_only_knob("CUTILE_GRID_ORDER", offsetof(ct_compile_knobs, grid_order), 0);
    env_only_knob("CUTILE_PERSISTENT", offsetof(ct_compile_knobs, persistent), 1);
}

/* "0.1.0 r1 <code id>", the code id as sha256sum computes it over the library's objects
 * (CUTILE_OBJECTS, ':'-separated, from CMake: cmake/code_id.cmake's rule); nvJitLink's version
 * as it reports it. */
static void test_ident(void)
{
    ct_build_ident id;
    ct_build_ident_init(&id);
    char want[64];
    snprintf(want, sizeof want, "%d.%d.%d r%d ", CUTILE_RT_VERSION_MAJOR,
             CUTILE_RT_VERSION_MINOR, CUTILE_RT_VERSION_PATCH, CT_CODEGEN_REVISION);
    CHECK(strncmp(id.library, want, strlen(want)) == 0);

    const char *objects = getenv("CUTILE_OBJECTS");
    char line[256], sha_id[160] = "";
    ct_buf cmd;
    ct_buf_init(&cmd, NULL);
    ct_buf_str(&cmd, "sha256sum");
    for (const char *p = objects; p && *p;) {
        size_t n = strcspn(p, ":");
        ct_buf_printf(&cmd, " '%.*s'", (int)n, p);
        p += n + (p[n] == ':');
    }
    ct_buf_str(&cmd, " | cut -c1-64 | sha256sum 2>/dev/null");
    ct_buf_byte(&cmd, 0);
    FILE *p = objects && !cmd.oom ? popen((const char *)cmd.data, "r") : NULL;
    if (p && fgets(line, sizeof line, p))
        sscanf(line, "%150[0-9a-f]", sha_id);
    if (p)
        pclose(p);
    ct_buf_free(&cmd);
    if (strlen(sha_id) == 64)
        CHECK(strcmp(id.library + strlen(want), sha_id) == 0);
    else
        printf("no CUTILE_OBJECTS or sha256sum here: code id not compared (%s)\n", id.library);

    unsigned major, minor;
    ct_diag d = {0};
    if (ct_link_version(&major, &minor, &d) == CUTILE_SUCCESS) {
        char v[32];
        snprintf(v, sizeof v, "%u.%u", major, minor);
        CHECK(strcmp(id.jitlink, v) == 0);
    } else
        CHECK(strcmp(id.jitlink, "none") == 0);
}

int main(void)
{
    if (!(bc = test_read_file(BYTECODE, &bc_size)) || bc_size < 16) {
        fprintf(stderr, "cannot read %s\n", BYTECODE);
        return 1;
    }
    test_items();
    test_every_setting_counts();
    test_irrelevant();
    test_environment_resolved_first();
    test_ident();
    free(bc);
    TEST_MAIN_END();
}
