/* launch_args.c — typed launch arguments (src/launch/args.c) without a GPU: signatures taken
 * from entry names cuTile Python 1.7 really produced (test/data/MANIFEST.txt) and from the
 * compiler's parameter roles; each rule of ops.md §6.1 and each assumption broken once. */
#include <math.h>

#include "launch/args.h"
#include "test.h"
#include "tile_args.h"

#define MAXP 64

/* Kernel parameters written compactly: 'p' pointer (to f32 unless the next char says: 'h' f16,
 * 'b' bf16, 'c' i8, 'l' i64), '4'/'8' integer of that size, 'f' f32, 'd' f64, 'o' bool. */
typedef struct kernel {
    ct_kernel_param params[MAXP];
    ct_kernel_info info;
    ct_arena arena;
    ct_arg_plan plan;
    uint64_t slots[MAXP];
} kernel;

static void make(kernel *k, const char *name, const char *layout)
{
    memset(k, 0, sizeof *k);
    uint32_t n = 0;
    for (const char *c = layout; *c; c++) {
        ct_kernel_param *p = &k->params[n++];
        p->facts.div_by = 1;
        p->used = true;
        switch (*c) {
        case 'p':
            p->kind = CT_PARAM_PTR, p->size = 8, p->dtype = CT_S_F32;
            if (c[1] == 'h')
                p->dtype = CT_S_F16, c++;
            else if (c[1] == 'b')
                p->dtype = CT_S_BF16, c++;
            else if (c[1] == 'c')
                p->dtype = CT_S_I8, c++;
            else if (c[1] == 'l')
                p->dtype = CT_S_I64, c++;
            break;
        case '4': p->kind = CT_PARAM_INT, p->size = 4, p->dtype = CT_S_I32; break;
        case '8': p->kind = CT_PARAM_INT, p->size = 8, p->dtype = CT_S_I64; break;
        case 'f': p->kind = CT_PARAM_FLOAT, p->size = 4, p->dtype = CT_S_F32; break;
        case 'd': p->kind = CT_PARAM_FLOAT, p->size = 8, p->dtype = CT_S_F64; break;
        case 'o': p->kind = CT_PARAM_BOOL, p->size = 4, p->dtype = CT_S_I1; break;
        default: n--; /* spaces for readability */
        }
    }
    k->info = (ct_kernel_info){.name = name, .block_dim = {128, 1, 1}, .cluster_dim = {1, 1, 1},
                               .nparams = n, .params = k->params};
    ct_arena_init(&k->arena, NULL);
}

static void plan(kernel *k)
{
    ct_diag d = {0};
    CHECK_EQ_INT(ct_arg_plan_build(&k->info, &k->arena, &k->plan, &d), CUTILE_SUCCESS);
}

static void done(kernel *k) { ct_arena_free(&k->arena); }

static cuTileArg i64(int64_t v) { return (cuTileArg){.kind = CUTILE_ARG_INT64, .u.i64 = v}; }
static cuTileArg f64(double v) { return (cuTileArg){.kind = CUTILE_ARG_FLOAT64, .u.f64 = v}; }

static ct_status pack(kernel *k, const cuTileArg *args, size_t n, ct_diag *d)
{
    memset(k->slots, 0xab, sizeof k->slots);
    return ct_args_pack(&k->plan, args, n, k->slots, d);
}

/* Expects `args` to be refused with a message containing `needle`. */
static void refused(kernel *k, const cuTileArg *args, size_t n, const char *needle)
{
    ct_diag d = {0};
    CHECK_EQ_INT(pack(k, args, n, &d), CUTILE_ERROR_LAUNCH_ARGUMENT);
    CHECK_CONTAINS(d.msg, needle);
}

/* vec_add_1d (f32, i32 index): shape divisible by 16, unit stride, 16-byte aligned base. */
static void test_vec_add(void)
{
    kernel k;
    make(&k, "vec_add_1d_Kt1_A1f32_1i16t1_p16_A1f32_1i16t1_p16_A1f32_1i16t1_p16_I1024",
         "p44 p44 p44");
    plan(&k);
    CHECK(k.plan.unavailable == NULL);
    CHECK_EQ_INT(k.plan.nargs, 3);
    CHECK_EQ_INT(k.plan.nslots, 9);
    int64_t n[1] = {2048}, one[1] = {1};
    cuTileArg a[3] = {tile_arg_strided(0x10000, CUTILE_DTYPE_F32, 1, n, one),
                      tile_arg_strided(0x20010, CUTILE_DTYPE_F32, 1, n, one),
                      tile_arg_strided(0x30000, CUTILE_DTYPE_F32, 1, n, one)};
    ct_diag d = {0};
    CHECK_EQ_INT(pack(&k, a, 3, &d), CUTILE_SUCCESS);
    const uint64_t want[9] = {0x10000, 2048, 1, 0x20010, 2048, 1, 0x30000, 2048, 1};
    for (int i = 0; i < 9; i++)
        CHECK_EQ_INT(k.slots[i], want[i]);
    CHECK_EQ_INT(k.slots[9], 0xababababababababull); /* nothing beyond the plan */

    cuTileArg b[3];
    memcpy(b, a, sizeof b);
    b[1].u.array.shape[0] = 1000;
    refused(&k, b, 3, "args[1]: shape[0] = 1000 is not a multiple of 16");
    memcpy(b, a, sizeof b);
    b[2].u.array.strides[0] = 2;
    refused(&k, b, 3, "args[2]: stride[0] = 2 but the kernel was compiled for exactly 1");
    memcpy(b, a, sizeof b);
    b[0].u.array.data = 0x10008;
    refused(&k, b, 3, "args[0]: data pointer 0x10008 is not 16-byte aligned");
    memcpy(b, a, sizeof b);
    b[0].u.array.dtype = CUTILE_DTYPE_F16;
    refused(&k, b, 3, "args[0]: array of f16, but the kernel takes f32");
    memcpy(b, a, sizeof b);
    b[0].u.array.dtype = CUTILE_DTYPE_I32; /* same width, other type */
    refused(&k, b, 3, "array of i32");
    memcpy(b, a, sizeof b);
    b[1].u.array.rank = 2;
    refused(&k, b, 3, "args[1]: array of rank 2, but the kernel takes rank 1");
    memcpy(b, a, sizeof b);
    b[2] = i64(5);
    refused(&k, b, 3, "args[2]: an int, but the kernel takes an array");
    memcpy(b, a, sizeof b);
    b[0].u.array.shape[0] = INT64_C(1) << 31; /* a multiple of 16, but not an int32 */
    refused(&k, b, 3, "does not fit the kernel's 32-bit signed parameter");
    memcpy(b, a, sizeof b);
    b[0].u.array.shape[0] = -16;
    refused(&k, b, 3, "args[0]: shape[0] = -16 is negative");
    refused(&k, a, 2, "the kernel takes 3 arguments, 2 were given");
    refused(&k, a, 4, "the kernel takes 3 arguments, 4 were given");
    ct_diag e = {0};
    CHECK_EQ_INT(ct_args_pack(&k.plan, NULL, 3, k.slots, &e), CUTILE_ERROR_INVALID_ARGUMENT);
    /* Zero elements: a multiple of everything. */
    memcpy(b, a, sizeof b);
    b[0].u.array.shape[0] = 0;
    ct_diag z = {0};
    CHECK_EQ_INT(pack(&k, b, 3, &z), CUTILE_SUCCESS);
    done(&k);
}

/* 64-bit index type (`w`): shapes and strides are 8-byte parameters. */
static void test_i64_index(void)
{
    kernel k;
    make(&k, "vec_add_1d_Kt1_A1f16_1i16t1_p16w_A1f16_1i16t1_p16w_A1f16_1i16t1_p16w_I512",
         "ph88 ph88 ph88");
    plan(&k);
    CHECK(k.plan.unavailable == NULL);
    int64_t n[1] = {INT64_C(1) << 33}, one[1] = {1};
    cuTileArg a[3];
    for (int i = 0; i < 3; i++)
        a[i] = tile_arg_strided(0x1000 * (uint64_t)(i + 1), CUTILE_DTYPE_F16, 1, n, one);
    ct_diag d = {0};
    CHECK_EQ_INT(pack(&k, a, 3, &d), CUTILE_SUCCESS);
    CHECK_EQ_INT(k.slots[1], INT64_C(1) << 33);
    done(&k);

    /* The same name against 4-byte slots: the signature cannot be used. */
    make(&k, "vec_add_1d_Kt1_A1f16_1i16t1_p16w_A1f16_1i16t1_p16w_A1f16_1i16t1_p16w_I512",
         "ph44 ph44 ph44");
    plan(&k);
    CHECK_CONTAINS(k.plan.unavailable, "kernel parameter 1 is a 4-byte integer");
    ct_diag u = {0};
    CHECK_EQ_INT(pack(&k, a, 3, &u), CUTILE_ERROR_NOT_SUPPORTED);
    CHECK_CONTAINS(u.msg, "cuTileLaunchRaw");
    done(&k);
}

/* Compiler metadata with an array of a rank no cuTileArg can carry: refused, not indexed. */
static void test_rank_limit(void)
{
    kernel k;
    make(&k, "deep", "p4");
    k.params[0].role = CT_ROLE_ARRAY_BASE, k.params[0].array_rank = CUTILE_MAX_RANK + 1;
    plan(&k);
    CHECK_CONTAINS(k.plan.unavailable, "rank 9");
    done(&k);
}

/* matmul (rank 2): stride[0] divisible by 4 and ≥ 0, stride[1] = 1, shapes divisible by 16;
 * then four constants, which take no argument. */
static void test_matmul(void)
{
    kernel k;
    make(&k,
         "matmul_Kt1_A2f32_1v4l0_2t1_3i16_p16_A2f32_1v4l0_2t1_3i16_p16_A2f32_1v4l0_2t1_3i16_p16_"
         "I128_I128_I32_I8",
         "p4444 p4444 p4444");
    plan(&k);
    CHECK(k.plan.unavailable == NULL);
    CHECK_EQ_INT(k.plan.nargs, 3);
    int64_t shape[2] = {256, 512}, strides[2] = {516, 1};
    cuTileArg a[3];
    for (int i = 0; i < 3; i++)
        a[i] = tile_arg_strided(0x100000 * (uint64_t)(i + 1), CUTILE_DTYPE_F32, 2, shape, strides);
    ct_diag d = {0};
    CHECK_EQ_INT(pack(&k, a, 3, &d), CUTILE_SUCCESS);
    const uint64_t want[5] = {0x100000, 256, 512, 516, 1};
    for (int i = 0; i < 5; i++)
        CHECK_EQ_INT(k.slots[i], want[i]);
    cuTileArg b[3];
    memcpy(b, a, sizeof b);
    b[1].u.array.strides[0] = 514;
    refused(&k, b, 3, "args[1]: stride[0] = 514 is not a multiple of 4");
    memcpy(b, a, sizeof b);
    b[1].u.array.strides[0] = -516;
    refused(&k, b, 3, "args[1]: stride[0] = -516 is below 0");
    memcpy(b, a, sizeof b);
    b[2].u.array.shape[1] = 520;
    refused(&k, b, 3, "args[2]: shape[1] = 520 is not a multiple of 16");
    memcpy(b, a, sizeof b);
    b[0].u.array.strides[1] = 256;
    refused(&k, b, 3, "args[0]: stride[1] = 256 but the kernel was compiled for exactly 1");
    done(&k);
}

/* MoE GEMM: a rank-3 bf16 array (axes 0 and 1: stride divisible by 8; axis 2: unit stride;
 * all shapes divisible by 16), int32 arrays, two int scalars, then constants. */
static void test_moe(void)
{
    kernel k;
    make(&k,
         "moe_gemm_Kt1_A2bf16_1v8l0_2t1_3i16_p16_A3bf16_3v8l0_4t1_7i16_p16_A2bf16_1v8l0_2t1_3i16_"
         "p16_A1bf16_1i16t1_p16_A1i32_1i16t1_p16_A1i32_1i16t1_p16_Si32_Si32_B0_I64_I128_I64",
         "pb4444 pb444444 pb4444 pb44 p44 p44 4 4");
    k.params[20].dtype = CT_S_I32, k.params[23].dtype = CT_S_I32;
    plan(&k);
    CHECK(k.plan.unavailable == NULL);
    CHECK_EQ_INT(k.plan.nargs, 8);
    CHECK_EQ_INT(k.plan.nslots, 28);
    int64_t s2[2] = {64, 128}, st2[2] = {128, 1}, s3[3] = {16, 256, 128}, st3[3] = {32768, 128, 1};
    int64_t s1[1] = {64}, st1[1] = {1};
    cuTileArg a[8] = {tile_arg_strided(0x1000, CUTILE_DTYPE_BF16, 2, s2, st2),
                      tile_arg_strided(0x2000, CUTILE_DTYPE_BF16, 3, s3, st3),
                      tile_arg_strided(0x3000, CUTILE_DTYPE_BF16, 2, s2, st2),
                      tile_arg_strided(0x4000, CUTILE_DTYPE_BF16, 1, s1, st1),
                      tile_arg_strided(0x5000, CUTILE_DTYPE_I32, 1, s1, st1),
                      tile_arg_strided(0x6000, CUTILE_DTYPE_I32, 1, s1, st1),
                      i64(-7),
                      i64(INT32_MAX)};
    ct_diag d = {0};
    CHECK_EQ_INT(pack(&k, a, 8, &d), CUTILE_SUCCESS);
    CHECK_EQ_INT(k.slots[5], 0x2000);
    CHECK_EQ_INT(k.slots[9], 32768);
    CHECK_EQ_INT(k.slots[26], (uint64_t)-7); /* low 4 bytes 0xfffffff9 */
    CHECK_EQ_INT(k.slots[27], INT32_MAX);
    cuTileArg b[8];
    memcpy(b, a, sizeof b);
    b[1].u.array.strides[1] = 132;
    refused(&k, b, 8, "args[1]: stride[1] = 132 is not a multiple of 8");
    memcpy(b, a, sizeof b);
    b[7] = i64(INT64_C(1) << 31);
    refused(&k, b, 8, "args[7] = 2147483648 does not fit the kernel's 32-bit signed parameter");
    memcpy(b, a, sizeof b);
    b[6] = f64(1.0);
    refused(&k, b, 8, "args[6]: a float, but the kernel takes an int");
    memcpy(b, a, sizeof b);
    b[4].u.array.dtype = CUTILE_DTYPE_U32; /* the name says i32 exactly */
    refused(&k, b, 8, "args[4]: array of u32, but the kernel takes i32");
    done(&k);
}

/* Static shapes (`s`), a float scalar, calling convention v2. */
static void test_static_and_float(void)
{
    kernel k;
    make(&k, "vec_add_2d_Kt2_A2bf16_1s256v8l0_2s512t1_p16_Sf32_Sf64_I64_I128", "pb4444 f d");
    plan(&k);
    CHECK(k.plan.unavailable == NULL);
    int64_t shape[2] = {256, 512}, strides[2] = {512, 1};
    cuTileArg a[3] = {tile_arg_strided(0x800, CUTILE_DTYPE_BF16, 2, shape, strides), f64(0.5),
                      f64(-2.25)};
    ct_diag d = {0};
    CHECK_EQ_INT(pack(&k, a, 3, &d), CUTILE_SUCCESS);
    CHECK_EQ_INT(k.slots[5], 0x3f000000);          /* 0.5f */
    CHECK_EQ_INT(k.slots[6], 0xc002000000000000ull); /* -2.25 as a double */
    cuTileArg b[3];
    memcpy(b, a, sizeof b);
    b[0].u.array.shape[0] = 128;
    refused(&k, b, 3, "args[0]: shape[0] = 128 but the kernel was compiled for exactly 256");
    memcpy(b, a, sizeof b);
    b[1] = f64(1e300);
    refused(&k, b, 3, "does not fit the kernel's float32 parameter");
    memcpy(b, a, sizeof b);
    b[1] = f64(INFINITY); /* not finite: passed through, as a Python float would be */
    CHECK_EQ_INT(pack(&k, b, 3, &d), CUTILE_SUCCESS);
    CHECK_EQ_INT(k.slots[5], 0x7f800000);
    done(&k);
}

/* Lists, tuples, bools, unsigned scalars, unsigned index type, rank 0 — hand-made names in
 * cuTile's scheme. */
static void test_other_codes(void)
{
    kernel k;
    /* T2 (A1f32, Su8), list of rank-2 f16 arrays, Sb8, rank-0 i64 array, unsigned index. */
    make(&k, "k_Kt2_T2A1f32_1t1Su8_Lg0iA2f16_3i8_p16_Sb8_A0i64_A1i8_1i4_u", "p44 4 pl4 o pl pc4 4");
    k.params[3].size = 1; /* the u8 scalar */
    plan(&k);
    CHECK(k.plan.unavailable == NULL);
    CHECK_EQ_INT(k.plan.nargs, 6);
    int64_t n[1] = {100}, one[1] = {1};
    cuTileArg list = {.kind = CUTILE_ARG_ARRAY_LIST, .u.list = {0x9000, 3}};
    cuTileArg flag = {.kind = CUTILE_ARG_BOOL, .u.b = 7};
    int64_t big[1] = {4000000000}, s1[1] = {3};
    cuTileArg a[6] = {tile_arg_strided(0x100, CUTILE_DTYPE_F32, 1, n, one), i64(255), list, flag,
                      tile_arg_strided(0x18, CUTILE_DTYPE_I64, 0, NULL, NULL),
                      tile_arg_strided(0x7, CUTILE_DTYPE_I8, 1, big, s1)};
    ct_diag d = {0};
    CHECK_EQ_INT(pack(&k, a, 6, &d), CUTILE_SUCCESS);
    const uint64_t want[12] = {0x100, 100, 1, 255, 0x9000, 3, 1, 0x18, 0x7, 4000000000u, 3};
    for (int i = 0; i < 11; i++)
        CHECK_EQ_INT(k.slots[i], want[i]);
    cuTileArg b[6];
    memcpy(b, a, sizeof b);
    b[1] = i64(256);
    refused(&k, b, 6, "args[1] = 256 does not fit the kernel's 8-bit unsigned parameter");
    b[1] = i64(-1);
    refused(&k, b, 6, "args[1] = -1 does not fit");
    memcpy(b, a, sizeof b);
    b[2].u.list.length = -1;
    refused(&k, b, 6, "args[2]: list length -1 is negative");
    b[2].u.list.length = INT64_C(1) << 32;
    refused(&k, b, 6, "args[2]: list length 4294967296 does not fit");
    memcpy(b, a, sizeof b);
    b[5].u.array.shape[0] = 4000000001; /* the shape must divide by 4 */
    refused(&k, b, 6, "is not a multiple of 4");
    b[5].u.array.shape[0] = INT64_C(1) << 32;
    refused(&k, b, 6, "does not fit the kernel's 32-bit unsigned parameter");
    memcpy(b, a, sizeof b);
    b[3] = i64(1);
    refused(&k, b, 6, "args[3]: an int, but the kernel takes a bool");
    done(&k);
}

/* No mangled name: arguments grouped by the roles the compiler found, facts from its
 * assumptions. The IR has no unsigned types, so an i8 pointer takes u8 arrays too. */
static void test_roles(void)
{
    kernel k;
    make(&k, "my_kernel", "p4444 pc 4 f o");
    k.params[0].role = CT_ROLE_ARRAY_BASE, k.params[0].array_rank = 2;
    k.params[0].facts.div_by = 16;
    for (int i = 1; i <= 4; i++)
        k.params[i].role = i <= 2 ? CT_ROLE_ARRAY_SHAPE : CT_ROLE_ARRAY_STRIDE,
        k.params[i].dim = (uint8_t)((i - 1) % 2);
    k.params[1].facts.div_by = 8;
    k.params[4].facts.has_expect = true, k.params[4].facts.expect = 1;
    k.params[6].facts.has_lb = true, k.params[6].facts.lb = 1;
    k.params[6].facts.has_ub = true, k.params[6].facts.ub = 64;
    plan(&k);
    CHECK(k.plan.unavailable == NULL);
    CHECK_EQ_INT(k.plan.nargs, 5);
    int64_t shape[2] = {16, 3}, strides[2] = {3, 1};
    cuTileArg flag = {.kind = CUTILE_ARG_BOOL, .u.b = 0};
    cuTileArg a[5] = {tile_arg_strided(0x40, CUTILE_DTYPE_F32, 2, shape, strides),
                      tile_arg_strided(0x3, CUTILE_DTYPE_U8, 0, NULL, NULL), i64(64), f64(1.5),
                      flag};
    ct_diag d = {0};
    CHECK_EQ_INT(pack(&k, a, 5, &d), CUTILE_SUCCESS);
    CHECK_EQ_INT(k.slots[6], 64);
    CHECK_EQ_INT(k.slots[7], 0x3fc00000); /* 1.5f */
    CHECK_EQ_INT(k.slots[8], 0);
    cuTileArg b[5];
    memcpy(b, a, sizeof b);
    b[1].u.array.dtype = CUTILE_DTYPE_I8;
    CHECK_EQ_INT(pack(&k, b, 5, &d), CUTILE_SUCCESS);
    b[1].u.array.dtype = CUTILE_DTYPE_BOOL;
    refused(&k, b, 5, "args[1]: array of b8, but the kernel takes i8");
    memcpy(b, a, sizeof b);
    b[0].u.array.data = 0x48;
    refused(&k, b, 5, "args[0]: data pointer 0x48 is not 16-byte aligned");
    memcpy(b, a, sizeof b);
    b[0].u.array.shape[0] = 12;
    refused(&k, b, 5, "args[0]: shape[0] = 12 is not a multiple of 8");
    memcpy(b, a, sizeof b);
    b[2] = i64(65);
    refused(&k, b, 5, "args[2] = 65 is above 64");
    b[2] = i64(0);
    refused(&k, b, 5, "args[2] = 0 is below 1");
    done(&k);
}

/* Facts from the name and from the compiler both hold: divisibilities combine to their least
 * common multiple; two different exact values make the signature unusable. */
static void test_merge(void)
{
    kernel k;
    make(&k, "f_Kt1_A1f32_1i6t1_p16", "p44");
    k.params[0].facts.div_by = 32;
    k.params[1].facts.div_by = 4; /* with i6: multiple of 12 */
    plan(&k);
    CHECK(k.plan.unavailable == NULL);
    CHECK_EQ_INT(k.plan.slots[0].facts.div_by, 32);
    CHECK_EQ_INT(k.plan.slots[1].facts.div_by, 12);
    int64_t n[1] = {18}, one[1] = {1};
    cuTileArg a = tile_arg_strided(0x10, CUTILE_DTYPE_F32, 1, n, one);
    refused(&k, &a, 1, "not 32-byte aligned");
    a.u.array.data = 0x20;
    refused(&k, &a, 1, "shape[0] = 18 is not a multiple of 12");
    a.u.array.shape[0] = 36;
    ct_diag d = {0};
    CHECK_EQ_INT(pack(&k, &a, 1, &d), CUTILE_SUCCESS);
    done(&k);

    make(&k, "f_Kt1_A1f32_1t1", "p44");
    k.params[2].facts.has_expect = true, k.params[2].facts.expect = 2;
    plan(&k);
    CHECK_CONTAINS(k.plan.unavailable, "assumed to be both 2 and 1");
    done(&k);
}

/* Signatures a cuTileArg cannot carry, and kernels the name disagrees with. */
static void test_unavailable(void)
{
    static const struct {
        const char *name, *layout, *why;
    } cases[] = {
        {"k_Kt1_Sf16", "f", "scalar parameters of dtype f16"},
        {"k_Kt1_A1tf32_1t1", "p44", "arrays of tf32 have no cuTileDType"},
        {"k_Kt1_A1f32_1t1_Si32", "p44", "more parameters than the kernel"},
        {"k_Kt1_A1f32_1t1", "p44 4", "the name has 3 parameters, the kernel 4"},
        {"k_Kt1_A1f32_1t1", "p4f", "kernel parameter 2 is a 4-byte float"},
        {"k_Kt1_A1f16_1t1", "p44", "kernel parameter 0 points to f32 but the signature says f16"},
        {"k_Kt1_Sf32", "o", "kernel parameter 0 is a 4-byte bool"},
        {"k", "f", "2-byte float"}, /* roles: an f16 scalar (made below) */
    };
    for (size_t i = 0; i < CT_ARRAY_LEN(cases); i++) {
        kernel k;
        make(&k, cases[i].name, cases[i].layout);
        if (strcmp(cases[i].name, "k") == 0)
            k.params[0] = (ct_kernel_param){.kind = CT_PARAM_FLOAT, .size = 2, .dtype = CT_S_F16};
        plan(&k);
        CHECK_CONTAINS(k.plan.unavailable, cases[i].why);
        done(&k);
    }
    /* Tensor maps are built at launch (launch/tma.h); scratch parameters are not yet. */
    kernel k;
    make(&k, "k_Kt1_A1f32_1t1", "p44");
    ct_hidden_param h[2] = {{.kind = CT_HIDDEN_TMA_DESC, .size = 128, .align = 64},
                            {.kind = CT_HIDDEN_SCRATCH, .size = 8, .align = 8}};
    k.info.nhidden = 1, k.info.hidden = h;
    plan(&k);
    CHECK(k.plan.unavailable == NULL);
    done(&k);
    make(&k, "k_Kt1_A1f32_1t1", "p44");
    k.info.nhidden = 2, k.info.hidden = h;
    plan(&k);
    CHECK_CONTAINS(k.plan.unavailable, "hidden parameter 1 (scratch) is not built yet");
    done(&k);
    /* Parameters the compiler did not describe. */
    make(&k, "k_Kt1_Si32", "4");
    k.info.params = NULL;
    plan(&k);
    CHECK_CONTAINS(k.plan.unavailable, "described none of its 1 parameters");
    done(&k);
    /* Too many parameters to pack on the stack. */
    static ct_kernel_param many[CT_MAX_KERNEL_PARAMS + 1];
    ct_kernel_info big = {.name = "k", .nparams = CT_MAX_KERNEL_PARAMS + 1, .params = many};
    ct_arena ar;
    ct_arena_init(&ar, NULL);
    ct_arg_plan p;
    ct_diag d = {0};
    CHECK_EQ_INT(ct_arg_plan_build(&big, &ar, &p, &d), CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK_CONTAINS(d.msg, "at most 529"); /* 512 declared + 17 hidden */
    ct_arena_free(&ar);
}

/* Names are read from untrusted bytecode: malformed mangling falls back to the roles (here:
 * three scalars), whatever it looks like. */
static void test_malformed_names(void)
{
    char deep[400] = "k_Kt1_";
    for (int i = 0; i < 100; i++)
        strcat(deep, "T1");
    strcat(deep, "Si32");
    const char *names[] = {
        "k_Kt1_A1f32_1",           /* mask without predicate */
        "k_Kt1_A1f32_2t1",         /* mask beyond the rank */
        "k_Kt1_A1f32_1i1",         /* divisibility 1 */
        "k_Kt1_A1f32_1t1t1",       /* predicates out of order */
        "k_Kt1_A1f32_1t1_1t1",     /* one axis stated twice */
        "k_Kt1_A9f32",             /* rank above CUTILE_MAX_RANK */
        "k_Kt1_A1f99",             /* unknown dtype */
        "k_Kt1_A1f32_1t99999999999999999999", /* overflow */
        "k_Kt1_X",                 /* unknown code */
        "k_Kt1_Si32Si32",          /* missing separator */
        "k_Kt3_Si32_Si32_Si32",    /* unknown calling convention */
        "k_Kt1_Si32__Si32",
        "k_Kt1_F12",               /* short float constant */
        "k_Kt1_B2",
        "k_Kt1_Lg0",
        "_K",
        deep,
    };
    for (size_t i = 0; i < CT_ARRAY_LEN(names); i++) {
        kernel k;
        make(&k, names[i], "4 4 4");
        plan(&k);
        CHECK(k.plan.unavailable == NULL);
        CHECK_EQ_INT(k.plan.nargs, 3);
        if (k.plan.nargs != 3)
            fprintf(stderr, "  name: %s\n", names[i]);
        done(&k);
    }
}

int main(void)
{
    test_vec_add();
    test_i64_index();
    test_matmul();
    test_moe();
    test_static_and_float();
    test_other_codes();
    test_roles();
    test_rank_limit();
    test_merge();
    test_unavailable();
    test_malformed_names();
    TEST_MAIN_END();
}
