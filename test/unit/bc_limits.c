/* bc_limits.c — text → bytecode never makes a file its own reader refuses: what a version or
 * the reader's nesting limit cannot carry is CUTILE_ERROR_CANNOT_ENCODE, everything written
 * passes cuTileBytecodeVerify (the reader and verifier are the judge, not the writer). */
#include "cutile_rt.h"
#include "test.h"
#include "util/util.h"

static const char if_open[] = "\"cuda_tile.if\"(%c) ({\n";
static const char if_close[] = "\"cuda_tile.yield\"() : () -> ()\n"
                               "}, {\n\"cuda_tile.yield\"() : () -> ()\n"
                               "}) : (!cuda_tile.tile<i1>) -> ()\n";

/* An entry whose body nests `depth` ifs, each inside the then-region of the last. */
static char *nested_ifs(int depth, size_t *len)
{
    ct_buf b;
    ct_buf_init(&b, NULL);
    ct_buf_str(&b, "\"cuda_tile.module\"() <{sym_name = \"m\"}> ({\n"
                   "\"cuda_tile.entry\"() <{sym_name = \"k\", function_type = () -> ()}> ({\n"
                   "%c = \"cuda_tile.constant\"() <{value = dense<true> : "
                   "!cuda_tile.tile<i1>}> : () -> !cuda_tile.tile<i1>\n");
    for (int i = 0; i < depth; i++)
        ct_buf_str(&b, if_open);
    for (int i = 0; i < depth; i++)
        ct_buf_str(&b, if_close);
    ct_buf_str(&b, "\"cuda_tile.return\"() : () -> ()\n}) : () -> ()\n}) : () -> ()\n");
    return (char *)ct_buf_take(&b, len);
}

/* Writes `text` at `version`: SUCCESS with bytes the reader and verifier accept, or the
 * expected refusal with `why` in the message. */
static void write_check(const char *what, const char *text, size_t len, int version,
                        cuTileStatus want, const char *why)
{
    void *bytes = NULL;
    size_t size = 0;
    cuTileStatus s = cuTileTextToBytecode(text, len, version, NULL, &bytes, &size);
    if (s != want)
        fprintf(stderr, "  %s at %d: %s\n", what, version, cuTileGetLastErrorMessage());
    CHECK_EQ_INT(s, want);
    if (s == CUTILE_SUCCESS) {
        cuTileStatus v = cuTileBytecodeVerify(bytes, size);
        if (v)
            fprintf(stderr, "  %s at %d: written, then: %s\n", what, version,
                    cuTileGetLastErrorMessage());
        CHECK_EQ_INT(v, CUTILE_SUCCESS);
    } else if (why) {
        CHECK_CONTAINS(cuTileGetLastErrorMessage(), why);
    }
    cuTileFree(NULL, bytes);
}

/* The reader follows 128 nested regions; the text parser takes more, the writer refuses them. */
static void test_region_depth(void)
{
    for (int depth = 126; depth <= 131; depth++) {
        size_t len;
        char *text = nested_ifs(depth, &len);
        CHECK(text != NULL);
        char what[32];
        snprintf(what, sizeof what, "%d nested ifs", depth);
        write_check(what, text, len, 1303,
                    depth <= 128 ? CUTILE_SUCCESS : CUTILE_ERROR_CANNOT_ENCODE,
                    "if: regions nested more than 128 deep");
        free(text);
    }
}

/* An entry with the given optimization_hints, in a module of bytecode version 13.4. */
static char *with_hints(const char *hints, size_t *len)
{
    ct_buf b;
    ct_buf_init(&b, NULL);
    ct_buf_printf(&b,
                  "\"cuda_tile.module\"() <{sym_name = \"m\"}> ({\n"
                  "\"cuda_tile.entry\"() <{sym_name = \"k\", function_type = () -> (), "
                  "optimization_hints = #cuda_tile.optimization_hints<%s>}> ({\n"
                  "\"cuda_tile.return\"() : () -> ()\n}) : () -> ()\n"
                  "}) {cuda_tile.bytecode_version = \"13.4\"} : () -> ()\n",
                  hints);
    return (char *)ct_buf_take(&b, len);
}

/* The `default` target and num_worker_warps_per_cta came with 13.3: older targets cannot
 * carry them (cuTile Python writes `default = {}` in every 13.4 file). */
static void test_hints_versions(void)
{
    static const struct {
        const char *hints, *why;
        int since;
    } cases[] = {
        {"default = {}", "optimization hint target 'default' requires bytecode version 13.3+",
         1303},
        {"sm_90 = {num_worker_warps_per_cta = 4}",
         "optimization hint 'sm_90.num_worker_warps_per_cta' requires bytecode version 13.3+",
         1303},
        {"sm_90 = {num_cta_in_cga = 2}, sm_80 = {occupancy = 2}", NULL, 1301},
    };
    for (size_t i = 0; i < CT_ARRAY_LEN(cases); i++) {
        size_t len;
        char *text = with_hints(cases[i].hints, &len);
        CHECK(text != NULL);
        for (int v = 1301; v <= 1304; v++)
            write_check(cases[i].hints, text, len, v,
                        v >= cases[i].since ? CUTILE_SUCCESS : CUTILE_ERROR_CANNOT_ENCODE,
                        cases[i].why);
        free(text);
    }
}

int main(void)
{
    test_region_depth();
    test_hints_versions();
    TEST_MAIN_END();
}
