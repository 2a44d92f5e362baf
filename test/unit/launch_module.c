/* launch_module.c — what loading a tile kernel asks of the driver, without a GPU: the dynamic
 * shared-memory opt-in (src/launch/module.c). The rule is the CUDA driver's: with no opt-in a
 * block gets 48 KiB (49152 bytes) of shared memory, static and dynamic together (the
 * programming guide's shared-memory section; CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES
 * starts at 49152 minus the static bytes), so any kernel whose sum exceeds 49152 must raise
 * that attribute to its dynamic bytes before a launch asks for them. */
#include "launch/launch.h"
#include "test.h"

static void test_smem_optin(void)
{
    /* no dynamic shared memory: nothing to raise, whatever the static part */
    CHECK_EQ_INT(ct_gpu_module_smem_optin(0, 0), 0);
    CHECK_EQ_INT(ct_gpu_module_smem_optin(0, 49152), 0);
    /* dynamic only: the default holds up to 49152 bytes inclusive */
    CHECK_EQ_INT(ct_gpu_module_smem_optin(33792, 0), 0);
    CHECK_EQ_INT(ct_gpu_module_smem_optin(49152, 0), 0);
    CHECK_EQ_INT(ct_gpu_module_smem_optin(49153, 0), 49153);
    CHECK_EQ_INT(ct_gpu_module_smem_optin(164864, 0), 164864);
    /* static and dynamic together: the batched matmul sample's 32 KiB static epilogue buffer
     * beside its 33 KiB wgmma staging ring (33792 + 32768 = 66560 > 49152), each below 48 KiB
     * alone: the launch the H200 refused with CUDA_ERROR_INVALID_VALUE without the opt-in */
    CHECK_EQ_INT(ct_gpu_module_smem_optin(33792, 32768), 33792);
    CHECK_EQ_INT(ct_gpu_module_smem_optin(16384, 32768), 0);
    CHECK_EQ_INT(ct_gpu_module_smem_optin(16385, 32768), 16385);
    CHECK_EQ_INT(ct_gpu_module_smem_optin(164864, 32768), 164864);
    /* no overflow of the sum */
    CHECK_EQ_INT(ct_gpu_module_smem_optin(0xffffffffu, 0xffffffffu), 0xffffffffu);
}

int main(void)
{
    test_smem_optin();
    TEST_MAIN_END();
}
