/* ptx_sync.c — programmatic dependent launch and fences (ops.md §3.15): gdc_wait_tko waits for
 * the predecessor grid (griddepcontrol.wait), gdc_launch_dependents_tko lets dependents start
 * (griddepcontrol.launch_dependents). Both exist from sm_90; below they are no-ops, as the
 * spec says (there is no dependent launch to wait for). memory_fence_alias_tko orders accesses
 * through virtual aliases of the same memory: fence.proxy.alias (sm_70+). Every thread
 * executes them. And the CTA-wide barrier every emitter uses (ct_ptx_bar_cta). */
#include "codegen/ptx_emit.h"

ct_status ct_ptx_gdc(em *e, const ct_op *op)
{
    if (ct_pass_has(e->c, CT_FEAT_GDC))
        I("griddepcontrol.%s;\n", op->opc == CT_OP_GDC_WAIT_TKO ? "wait" : "launch_dependents");
    return CUTILE_SUCCESS;
}

ct_status ct_ptx_fence_alias(em *e, const ct_op *op)
{
    (void)op;
    I("fence.proxy.alias;\n");
    return CUTILE_SUCCESS;
}

/* The one place that names the CTA-wide barrier the emitters synchronise with: barrier 0, every
 * thread of the CTA; once a producer warp has left the consumers (em.pw), the named barrier
 * CT_PTX_CONSUMER_BAR over the consumer threads, which it must not take part in. (The TMA
 * prologue's barrier after the mbarriers' initialisation is not this one: every thread,
 * a producer too, waits there; ptx_tma.c ct_ptx_tma_prologue.) */
void ct_ptx_bar_cta(em *e)
{
    if (e->pw)
        I("bar.sync %d, %u;\n", CT_PTX_CONSUMER_BAR, e->fs->num_warps * 32);
    else
        I("bar.sync 0;\n");
}
