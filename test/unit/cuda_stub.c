/* cuda_stub.c — a context where libcuda.so.1 is the toolkit's stub (test/fake/libcuda_stub.c,
 * found through LD_LIBRARY_PATH, set by ctest): ERROR_NO_DEVICE whose message names the code
 * (34) and what it means, even though the stub cannot name it. */
#include "cutile_rt.h"
#include "test.h"

int main(void)
{
    if (!getenv("CUTILE_TEST_CUDA_STUB")) {
        printf("SKIPPED: needs the stub libcuda.so.1 on LD_LIBRARY_PATH (run through ctest)\n");
        return 77;
    }
    cuTileContext ctx = NULL;
    CHECK_EQ_INT(cuTileContextCreate(&ctx, NULL), CUTILE_ERROR_NO_DEVICE);
    CHECK(ctx == NULL);
    const char *msg = cuTileGetLastErrorMessage();
    CHECK_CONTAINS(msg, "cuInit failed: unnamed error (CUresult 34)");
    CHECK_CONTAINS(msg, "stub");
    printf("message: %s\n", msg);
    TEST_MAIN_END();
}
