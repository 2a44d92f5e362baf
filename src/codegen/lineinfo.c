/* lineinfo.c — Python source lines in the PTX (`cutile compile --lineinfo`, cuTileCompileOptions
 * .lineinfo): a `.file` directive per Python file the bytecode's debug section names, and a
 * `.loc` before the instructions of each op, so ptxas' line table (nvJitLink -lineinfo) and the
 * profilers built on it show the kernel's Python lines. An op that comes from a call into
 * cuTile's own Python (astype, …) gets the kernel's line that made the call (ct_di_user_loc). */
#include <string.h>

#include "codegen/lineinfo.h"

static bool same_name(const ct_str *a, const ct_str *b)
{
    return a->len == b->len && (a->len == 0 || memcmp(a->s, b->s, a->len) == 0);
}

/* Locations that are only the inside of a call (a call site's callee: cuTile's own Python)
 * get no file number: ct_lineinfo_loc never points at them. */
#define CALLEE UINT32_MAX

/* Numbers the files, 1, 2, … in order of first appearance: di_file[i] for every location
 * entry i with a file name that an op can be given. Built once, on first use. */
static bool file_table(ct_pass_ctx *c)
{
    const ct_module *m = c->m;
    if (c->di_file)
        return true;
    if (!(c->di_file = ct_arena_alloc(&c->arena, (m->ndi + 1) * sizeof *c->di_file)))
        return false;
    for (uint32_t i = 1; i < m->ndi; i++)
        for (uint32_t at = m->di[i].tag == CT_DI_CALL_SITE ? m->di[i].callee : 0, n = 0;
             at && at < m->ndi && n < m->ndi; at = m->di[at].callee, n++)
            if (m->di[at].tag == CT_DI_LOC)
                c->di_file[at] = CALLEE;
    uint32_t next = 1;
    for (uint32_t i = 1; i < m->ndi; i++) {
        const ct_di *e = &m->di[i];
        if (c->di_file[i] == CALLEE)
            c->di_file[i] = 0;
        else if (e->tag == CT_DI_LOC && e->name.len) {
            for (uint32_t j = 1; j < i && !c->di_file[i]; j++)
                if (c->di_file[j] && c->di_file[j] != CALLEE && same_name(&m->di[j].name, &e->name))
                    c->di_file[i] = c->di_file[j];
            if (!c->di_file[i])
                c->di_file[i] = next++;
        }
    }
    return true;
}

/* A file name as a PTX string: quotes and backslashes escaped, control characters dropped. */
static void put_quoted(ct_buf *out, const ct_str *s)
{
    ct_buf_byte(out, '"');
    for (uint32_t i = 0; i < s->len; i++) {
        unsigned char ch = (unsigned char)s->s[i];
        if (ch == '"' || ch == '\\')
            ct_buf_byte(out, '\\');
        if (ch >= 0x20)
            ct_buf_byte(out, (char)ch);
    }
    ct_buf_byte(out, '"');
}

int ct_lineinfo_files(ct_pass_ctx *c, ct_buf *out)
{
    if (!file_table(c))
        return -1;
    uint32_t written = 0;
    for (uint32_t i = 1; i < c->m->ndi; i++)
        if (c->di_file[i] > written) { /* first appearance of the next file */
            written = c->di_file[i];
            ct_buf_printf(out, ".file %u ", written);
            put_quoted(out, &c->m->di[i].name);
            ct_buf_byte(out, '\n');
        }
    return 0;
}

void ct_lineinfo_loc(ct_pass_ctx *c, const ct_func *f, const ct_op *op, ct_buf *out)
{
    const ct_di *loc = ct_di_user_loc(c->m, op->loc);
    if (!loc || !file_table(c) || !c->di_file[loc - c->m->di])
        return;
    const ct_di *last = c->loc_func == f ? c->loc_last : NULL; /* a new entry restates it */
    if (last && c->di_file[last - c->m->di] == c->di_file[loc - c->m->di] &&
        last->line == loc->line && last->column == loc->column)
        return;
    c->loc_last = loc;
    c->loc_func = f;
    ct_buf_printf(out, "\t.loc %u %llu %llu\n", c->di_file[loc - c->m->di],
                  (unsigned long long)loc->line, (unsigned long long)loc->column);
}
