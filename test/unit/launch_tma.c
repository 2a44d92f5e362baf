/* launch_tma.c — the arguments a launch gives cuTensorMapEncodeTiled for a tensor-map hidden
 * parameter (launch/tma.h): the compiler's recipe plus the argument values become the driver's
 * innermost-first extents, byte strides and boxes (ptx-manual §4.1), and every rule the driver
 * and the kernel's 32-bit coordinates impose is an error naming the argument, for typed
 * launches (args[i]) and raw ones (kernel parameter i, values read at their sizes). The
 * expected values are written out from §4.1's definitions, not computed by the code. */
#include "launch/tma.h"
#include "test.h"

/* A rank-2 f32 array (ptr, shape[2], strides[2] as i32) and a map over it with 32×64 boxes:
 * TMA dim 0 = the array's dim 1 (extent parameter 2, static unit stride), TMA dim 1 = the
 * array's dim 0 (extent parameter 1, stride parameter 3). */
static ct_kernel_param params[5];
static ct_arg_spec args[1] = {{.kind = CUTILE_ARG_ARRAY, .dtype = CUTILE_DTYPE_F32, .rank = 2}};
static const ct_arg_plan plan = {.nargs = 1, .args = args, .nslots = 5, .slots = params};

static ct_hidden_param map2d(void)
{
    ct_hidden_param h = {.kind = CT_HIDDEN_TMA_DESC, .size = 128, .align = 64, .source = 0};
    h.tma = (ct_tma_recipe){.rank = 2, .dtype = 7, .elem_bytes = 4};
    h.tma.dim[0] = (ct_tma_dim){.shape_param = 2, .stride_param = CT_TMA_STATIC, .box = 64,
                                .stride = 1};
    h.tma.dim[1] = (ct_tma_dim){.shape_param = 1, .stride_param = 3, .box = 32};
    return h;
}

static void setup(void)
{
    params[0] = (ct_kernel_param){.kind = CT_PARAM_PTR, .size = 8, .dtype = CT_S_F32};
    for (int i = 1; i < 5; i++)
        params[i] = (ct_kernel_param){.kind = CT_PARAM_INT, .size = 4, .dtype = CT_S_I32};
}

/* Typed: slots as ct_args_pack writes them (a 208×336 row-major array, row pitch 340). */
static void test_typed(void)
{
    ct_hidden_param h = map2d();
    uint64_t slots[5] = {0x7f0000001000ull, 208, 336, 340, 1};
    ct_tma_values v = {.plan = &plan, .slots = slots};
    ct_tma_args a;
    ct_diag d = {0};
    CHECK_EQ_INT(ct_tma_args_of(&h, &v, &a, &d), CUTILE_SUCCESS);
    CHECK(a.dtype == 7 && a.rank == 2 && a.addr == 0x7f0000001000ull);
    CHECK(a.dims[0] == 336 && a.dims[1] == 208 && a.dims[2] == 0);
    CHECK(a.strides[0] == 340 * 4 && a.strides[1] == 0);
    CHECK(a.box[0] == 64 && a.box[1] == 32 && a.box[2] == 0);
    CHECK(a.swizzle == 0 && a.oob_fill == 0);

    /* Each rule: the slot changed, what the message says. */
    static const struct {
        int slot;
        uint64_t value;
        const char *msg;
    } bad[] = {
        {0, 0x7f0000001008ull, "args[0]: data pointer 0x7f0000001008 is not 16-byte aligned"},
        {3, 338, "args[0]: stride[0] = 338 elements is not a positive multiple of 16 bytes"},
        {3, (uint64_t)-340, "args[0]: stride[0] = -340 elements is not a positive multiple"},
        {3, 0, "args[0]: stride[0] = 0 elements"},
        {3, UINT64_C(1) << 38, "below 2^40"}, /* 2^40 bytes */
        {1, 0, "args[0]: shape[0] = 0 is outside 1…2^31−1"},
        {2, UINT64_C(1) << 31, "args[0]: shape[1] = 2147483648 is outside 1…2^31−1"},
    };
    for (size_t i = 0; i < CT_ARRAY_LEN(bad); i++) {
        uint64_t s[5] = {0x7f0000001000ull, 208, 336, 340, 1};
        s[bad[i].slot] = bad[i].value;
        v.slots = s;
        ct_diag e = {0};
        CHECK_EQ_INT(ct_tma_args_of(&h, &v, &a, &e), CUTILE_ERROR_LAUNCH_ARGUMENT);
        CHECK_CONTAINS(e.msg, bad[i].msg);
        CHECK_CONTAINS(e.msg, "which the kernel's TMA copies need");
    }
    /* The unit stride, when a parameter gives it, must be 1. */
    h.tma.dim[0].stride_param = 4, h.tma.dim[0].stride = 0;
    uint64_t s[5] = {0x1000, 8, 8, 16, 2};
    v.slots = s;
    ct_diag e = {0};
    CHECK_EQ_INT(ct_tma_args_of(&h, &v, &a, &e), CUTILE_ERROR_LAUNCH_ARGUMENT);
    CHECK_CONTAINS(e.msg, "args[0]: stride[1] = 2 is not 1");
}

/* Raw: values read at the parameters' sizes, i32 sign-extended; NULL pointers refused. */
static void test_raw(void)
{
    ct_hidden_param h = map2d();
    uint64_t base = 0x2000;
    int32_t m = 100, n = 36, pitch = 40, one = 1, neg = -40;
    void *raw[5] = {&base, &m, &n, &pitch, &one};
    ct_tma_values v = {.plan = &plan, .raw = raw};
    ct_tma_args a;
    ct_diag d = {0};
    CHECK_EQ_INT(ct_tma_args_of(&h, &v, &a, &d), CUTILE_SUCCESS);
    CHECK(a.addr == 0x2000 && a.dims[0] == 36 && a.dims[1] == 100 && a.strides[0] == 160);
    raw[3] = &neg;
    CHECK_EQ_INT(ct_tma_args_of(&h, &v, &a, &d), CUTILE_ERROR_LAUNCH_ARGUMENT);
    CHECK_CONTAINS(d.msg, "kernel parameter 0: stride[0] = -40 elements");
    raw[3] = NULL;
    ct_diag_clear(&d);
    CHECK_EQ_INT(ct_tma_args_of(&h, &v, &a, &d), CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK_CONTAINS(d.msg, "params[3]");
    raw[0] = NULL;
    ct_diag_clear(&d);
    CHECK_EQ_INT(ct_tma_args_of(&h, &v, &a, &d), CUTILE_ERROR_INVALID_ARGUMENT);
    CHECK_CONTAINS(d.msg, "params[0] is NULL");
}

/* Static extents and strides come from the recipe; the swizzle and fill mode pass through. */
static void test_static(void)
{
    ct_hidden_param h = map2d();
    h.tma.dim[0] = (ct_tma_dim){.shape_param = CT_TMA_STATIC, .stride_param = CT_TMA_STATIC,
                                .box = 64, .shape = 512, .stride = 1};
    h.tma.dim[1] = (ct_tma_dim){.shape_param = CT_TMA_STATIC, .stride_param = CT_TMA_STATIC,
                                .box = 64, .shape = 256, .stride = 512};
    h.tma.dtype = 9, h.tma.elem_bytes = 2, h.tma.swizzle = CT_TMA_SWIZZLE_128B, h.tma.oob_nan = 1;
    uint64_t slots[5] = {0x3000, 0, 0, 0, 0};
    ct_tma_values v = {.plan = &plan, .slots = slots};
    ct_tma_args a;
    ct_diag d = {0};
    CHECK_EQ_INT(ct_tma_args_of(&h, &v, &a, &d), CUTILE_SUCCESS);
    CHECK(a.dtype == 9 && a.dims[0] == 512 && a.dims[1] == 256 && a.strides[0] == 1024);
    CHECK(a.swizzle == 3 && a.oob_fill == 1);
}

int main(void)
{
    setup();
    test_typed();
    test_raw();
    test_static();
    TEST_MAIN_END();
}
