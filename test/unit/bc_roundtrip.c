/* bc_roundtrip.c — reader and writer together, on real files: cuTile Python's exports in
 * test/data (every kernel at every version it wrote) and the loadable NVIDIA fixtures.
 *
 *  python_files_same_bytes   read → write at the file's version → the same bytes
 *  fixtures_same_ir          C++-written fixtures: read → write → read gives the same IR
 *  own_output_is_stable      for every file: write(read(write(read(f)))) == write(read(f))
 *  other_versions_same_ir    read → write at every other version → read → the same IR, or
 *                            CANNOT_ENCODE where the module uses something that version lacks
 *  python_files_outside_the_claim  two cuTile Python files the claim excludes (a negative
 *                            f64; a type registered before its first use) give the same IR
 *  versions_match_python     where cuTile Python exported a kernel at two versions with the
 *                            same IR, converting one file to the other version gives exactly
 *                            the other file's bytes
 *
 * "The same IR" is a structural comparison written here (ir_equal): functions, signatures,
 * hints, locations (debug attributes compared by content), globals, and every op with its
 * result types, operands (by position of definition), attributes (by content) and regions.
 * Two representational differences are allowed, as write.c documents: whether a function has
 * a debug slot, and an attribute absent in one module that holds its field's default in the
 * other (13.4 `inbounds` read from an older file). */
#include <dirent.h>

#include "bytecode/bytecode.h"
#include "test.h"

/* ---------------------------------------------------------------- structural equality */

typedef struct cmp {
    const ct_module *a, *b;
    const ct_func *fa, *fb;
    ct_val *map; /* value of fa → value of fb + 1 (0: not yet defined) */
    char why[256];
} cmp;

static bool fail_cmp(cmp *c, const char *what)
{
    if (!c->why[0])
        snprintf(c->why, sizeof c->why, "%s", what);
    return false;
}

static bool str_eq(ct_str x, ct_str y)
{
    return x.len == y.len && (!x.len || memcmp(x.s, y.s, x.len) == 0);
}

static bool mem_eq(const void *x, const void *y, size_t n) { return !n || memcmp(x, y, n) == 0; }

static bool type_eq(const ct_type *x, const ct_type *y)
{
    if (!x || !y)
        return x == y;
    if (x->kind != y->kind || x->scalar != y->scalar || x->has_padding != y->has_padding ||
        (x->has_padding && x->padding != y->padding) || x->has_ptr_attr != y->has_ptr_attr ||
        (x->has_ptr_attr && x->ptr_attr != y->ptr_attr) || x->rank != y->rank ||
        x->nstrides != y->nstrides || x->ntile != y->ntile || x->ndim_map != y->ndim_map ||
        x->ntraversal != y->ntraversal || x->sparse_dim != y->sparse_dim || x->nin != y->nin ||
        x->nout != y->nout)
        return false;
    if (!mem_eq(x->shape, y->shape, x->rank * 8) ||
        !mem_eq(x->strides, y->strides, x->nstrides * 8) ||
        !mem_eq(x->tile_shape, y->tile_shape, x->ntile * 4) ||
        !mem_eq(x->dim_map, y->dim_map, x->ndim_map * 4) ||
        !mem_eq(x->traversal_strides, y->traversal_strides, x->ntraversal * 4) ||
        !type_eq(x->elem, y->elem))
        return false;
    for (uint32_t i = 0; i < x->nin; i++)
        if (!type_eq(x->ins[i], y->ins[i]))
            return false;
    for (uint32_t i = 0; i < x->nout; i++)
        if (!type_eq(x->outs[i], y->outs[i]))
            return false;
    return true;
}

static bool attr_eq(const ct_attr *x, const ct_attr *y)
{
    if (!x || !y)
        return x == y;
    if (x->kind != y->kind || x->enum_kind != y->enum_kind || x->flags != y->flags ||
        !type_eq(x->type, y->type) || x->value != y->value || x->a != y->a || x->b != y->b ||
        !str_eq(x->str, y->str) || x->n != y->n || x->size != y->size ||
        !mem_eq(x->data, y->data, x->size))
        return false;
    switch (x->kind) {
    case CT_ATTR_DICT:
    case CT_ATTR_OPT_HINTS:
        for (uint32_t i = 0; i < x->n; i++)
            if (!str_eq(x->keys[i], y->keys[i]))
                return false;
        /* fall through */
    case CT_ATTR_ARRAY:
        for (uint32_t i = 0; i < x->n; i++)
            if (!attr_eq(x->items[i], y->items[i]))
                return false;
        return true;
    case CT_ATTR_I32_ARRAY: return mem_eq(x->i32, y->i32, x->n * 4);
    case CT_ATTR_SAME_ELEMENTS: return mem_eq(x->i64, y->i64, x->n * 8);
    case CT_ATTR_BOOL_ARRAY: return mem_eq(x->bools, y->bools, x->n);
    default: return true;
    }
}

/* An attribute slot that one module leaves empty and the other fills with all-false bools:
 * 13.4 `inbounds` read from a file older than 13.4. */
static bool absent_or_default(const ct_attr *x, const ct_attr *y)
{
    const ct_attr *set = x ? x : y;
    if (x && y)
        return false;
    if (set->kind != CT_ATTR_BOOL_ARRAY)
        return false;
    for (uint32_t i = 0; i < set->n; i++)
        if (set->bools[i])
            return false;
    return true;
}

/* Debug attributes by content, following references (depth-bounded). */
static bool di_eq(const ct_module *ma, uint32_t x, const ct_module *mb, uint32_t y, int depth)
{
    if (!x || !y)
        return x == y;
    if (depth > 64 || x >= ma->ndi || y >= mb->ndi)
        return false;
    const ct_di *p = &ma->di[x], *q = &mb->di[y];
    return p->tag == q->tag && p->line == q->line && p->column == q->column &&
           p->scope_line == q->scope_line && str_eq(p->name, q->name) &&
           str_eq(p->directory, q->directory) && str_eq(p->linkage_name, q->linkage_name) &&
           di_eq(ma, p->file, mb, q->file, depth + 1) &&
           di_eq(ma, p->scope, mb, q->scope, depth + 1) &&
           di_eq(ma, p->compile_unit, mb, q->compile_unit, depth + 1) &&
           di_eq(ma, p->callee, mb, q->callee, depth + 1) &&
           di_eq(ma, p->caller, mb, q->caller, depth + 1);
}

static bool define(cmp *c, ct_val x, ct_val y)
{
    if (!type_eq(c->fa->values[x].type, c->fb->values[y].type))
        return fail_cmp(c, "a value has another type");
    c->map[x] = y + 1;
    return true;
}

static bool block_eq(cmp *c, const ct_block *x, const ct_block *y);

static bool op_eq(cmp *c, const ct_op *x, const ct_op *y)
{
    const ct_op_def *d = ct_def(x);
    char why[200];
    if (x->opc != y->opc || x->nres != y->nres || x->nopnds != y->nopnds ||
        x->nregions != y->nregions) {
        snprintf(why, sizeof why, "op %s vs %s: different shape", d->name, ct_def(y)->name);
        return fail_cmp(c, why);
    }
    if (!di_eq(c->a, x->loc, c->b, y->loc, 0)) {
        snprintf(why, sizeof why, "%s: different location", d->name);
        return fail_cmp(c, why);
    }
    for (uint32_t g = 0; g < d->nopnds; g++)
        if (x->seg[g] != y->seg[g])
            return fail_cmp(c, "operand groups differ");
    for (uint32_t i = 0; i < x->nopnds; i++)
        if (c->map[x->opnds[i]] != y->opnds[i] + 1) {
            snprintf(why, sizeof why, "%s: operand %u differs", d->name, i);
            return fail_cmp(c, why);
        }
    for (uint32_t i = 0; i < d->nattrs; i++)
        if (!attr_eq(x->attrs[i], y->attrs[i]) && !absent_or_default(x->attrs[i], y->attrs[i])) {
            snprintf(why, sizeof why, "%s: attribute '%s' differs", d->name, d->attrs[i].name);
            return fail_cmp(c, why);
        }
    for (uint32_t r = 0; r < x->nregions; r++) {
        if (x->regions[r].nblocks != y->regions[r].nblocks)
            return fail_cmp(c, "a region has another number of blocks");
        for (uint32_t k = 0; k < x->regions[r].nblocks; k++)
            if (!block_eq(c, &x->regions[r].blocks[k], &y->regions[r].blocks[k]))
                return false;
    }
    for (uint32_t i = 0; i < x->nres; i++)
        if (!define(c, x->res[i], y->res[i]))
            return false;
    return true;
}

static bool block_eq(cmp *c, const ct_block *x, const ct_block *y)
{
    if (x->nargs != y->nargs || x->nops != y->nops)
        return fail_cmp(c, "a block has other arguments or another number of ops");
    for (uint32_t i = 0; i < x->nargs; i++)
        if (!define(c, x->args[i], y->args[i]))
            return false;
    for (uint32_t i = 0; i < x->nops; i++)
        if (!op_eq(c, x->ops[i], y->ops[i]))
            return false;
    return true;
}

static bool func_eq(cmp *c, const ct_func *x, const ct_func *y)
{
    if (!str_eq(x->name, y->name) || !type_eq(x->type, y->type) || x->is_entry != y->is_entry ||
        x->is_private != y->is_private)
        return fail_cmp(c, "function name, signature or flags differ");
    if (!attr_eq(x->hints, y->hints))
        return fail_cmp(c, "function hints differ");
    if (!di_eq(c->a, x->loc, c->b, y->loc, 0))
        return fail_cmp(c, "function location differs");
    if (x->body.nblocks != 1 || y->body.nblocks != 1)
        return fail_cmp(c, "function body is not one block");
    c->fa = x;
    c->fb = y;
    c->map = calloc(x->nvalues + 1, sizeof *c->map);
    bool ok = c->map && block_eq(c, &x->body.blocks[0], &y->body.blocks[0]);
    free(c->map);
    return ok;
}

static bool global_eq(const ct_global *x, const ct_global *y)
{
    return str_eq(x->name, y->name) && type_eq(x->type, y->type) && attr_eq(x->value, y->value) &&
           x->alignment == y->alignment && x->visibility == y->visibility &&
           x->is_constant == y->is_constant;
}

/* Structural equality; on a difference *why says where. */
static bool ir_equal(const ct_module *a, const ct_module *b, char *why, size_t n)
{
    cmp c = {.a = a, .b = b};
    bool ok = true;
    if (a->nfuncs != b->nfuncs || a->nglobals != b->nglobals)
        ok = fail_cmp(&c, "number of functions or globals differs");
    for (uint32_t i = 0; ok && i < a->nglobals; i++)
        if (!global_eq(&a->globals[i], &b->globals[i]))
            ok = fail_cmp(&c, "a global differs");
    for (uint32_t i = 0; ok && i < a->nfuncs; i++)
        ok = func_eq(&c, a->funcs[i], b->funcs[i]);
    snprintf(why, n, "%s", c.why);
    return ok;
}

/* ---------------------------------------------------------------- files */

typedef struct file {
    char path[300];
    unsigned char *data;
    size_t size;
    bool python; /* written by cuTile Python (test/data) */
} file;

static file files[1024];
static int nfiles;

static void add_file(const char *path, bool python)
{
    CHECK(nfiles < (int)CT_ARRAY_LEN(files)); /* a full table must not drop files unnoticed */
    if (nfiles == (int)CT_ARRAY_LEN(files))
        return;
    file *f = &files[nfiles];
    snprintf(f->path, sizeof f->path, "%s", path);
    f->data = test_read_file(path, &f->size);
    f->python = python;
    CHECK(f->data != NULL);
    if (f->data)
        nfiles++;
}

static int by_path(const void *x, const void *y)
{
    return strcmp(((const file *)x)->path, ((const file *)y)->path);
}

static void collect_files(void)
{
    DIR *dir = opendir("test/data");
    struct dirent *e;
    while (dir && (e = readdir(dir))) {
        size_t n = strlen(e->d_name);
        char path[300];
        if (n > 7 && strcmp(e->d_name + n - 7, ".cutile") == 0) {
            snprintf(path, sizeof path, "test/data/%s", e->d_name);
            add_file(path, true);
        }
    }
    if (dir)
        closedir(dir);
    qsort(files, (size_t)nfiles, sizeof *files, by_path);
    int python = nfiles;
    add_file("test/fixtures/cuda-tile/versioning/Inputs/13.1/negi-op-13.1.tileirbc", false);
    add_file("test/fixtures/cuda-tile/versioning/Inputs/13.1/print-op-13.1.tileirbc", false);
    printf("%d cuTile Python files, %d C++-written fixtures\n", python, nfiles - python);
    /* test/data holds every kernel at 13.1-13.4; fewer means the data is missing */
    CHECK(python >= 80);
}

static ct_module *read_bytes(const uint8_t *data, size_t size, const char *what)
{
    ct_module *m = NULL;
    ct_diag d;
    ct_diag_clear(&d);
    ct_status s = ct_bc_read(data, size, NULL, &m, &d);
    if (s) {
        fprintf(stderr, "%s: read failed: %s\n", what, d.msg);
        CHECK_EQ_INT(s, CUTILE_SUCCESS);
    }
    return m;
}

/* Writes m at version into b (initialised here); the status. */
static ct_status write_bytes(const ct_module *m, int version, ct_buf *b, ct_diag *d)
{
    ct_buf_init(b, NULL);
    ct_diag_clear(d);
    return ct_bc_write(m, version, b, d);
}

static int file_version(const file *f) { return f->data[8] * 100 + f->data[9]; }

static void python_files_same_bytes(void)
{
    int same = 0, python = 0;
    for (int i = 0; i < nfiles; i++) {
        file *f = &files[i];
        if (!f->python)
            continue;
        python++;
        ct_module *m = read_bytes(f->data, f->size, f->path);
        ct_buf b;
        ct_diag d;
        if (m && write_bytes(m, file_version(f), &b, &d) == CUTILE_SUCCESS) {
            size_t k = 0;
            while (k < b.len && k < f->size && b.data[k] == f->data[k])
                k++;
            if (b.len == f->size && k == b.len)
                same++;
            else
                fprintf(stderr, "%s: rewritten bytes differ from offset 0x%zx (%zu vs %zu bytes)\n",
                        f->path, k, b.len, f->size);
        } else if (m) {
            fprintf(stderr, "%s: write failed: %s\n", f->path, d.msg);
        }
        if (m)
            ct_buf_free(&b);
        ct_module_free(m);
    }
    printf("python_files_same_bytes: %d of %d identical\n", same, python);
    CHECK_EQ_INT(same, python);
}

/* Read → write at `version` → read; compares with the first reading. Returns the status of
 * the write. */
static ct_status round_trip(const file *f, int version, bool *same_ir)
{
    *same_ir = false;
    ct_module *m = read_bytes(f->data, f->size, f->path);
    if (!m)
        return CUTILE_ERROR_INTERNAL;
    ct_buf b;
    ct_diag d;
    ct_status s = write_bytes(m, version, &b, &d);
    if (s == CUTILE_SUCCESS) {
        ct_module *m2 = read_bytes(b.data, b.len, f->path);
        char why[256];
        *same_ir = m2 && ir_equal(m, m2, why, sizeof why);
        if (m2 && !*same_ir)
            fprintf(stderr, "%s at %d.%d: IR differs: %s\n", f->path, version / 100,
                    version % 100, why);
        ct_module_free(m2);
    } else if (s == CUTILE_ERROR_CANNOT_ENCODE) {
        printf("  %s cannot be written at %d.%d: %s\n", f->path + 10, version / 100,
               version % 100, d.msg);
    } else {
        fprintf(stderr, "%s at %d.%d: write failed: %s\n", f->path, version / 100,
                version % 100, d.msg);
    }
    ct_buf_free(&b);
    ct_module_free(m);
    return s;
}

static void fixtures_same_ir(void)
{
    int n = 0;
    for (int i = 0; i < nfiles; i++) {
        if (files[i].python)
            continue;
        bool same;
        CHECK_EQ_INT(round_trip(&files[i], file_version(&files[i]), &same), CUTILE_SUCCESS);
        CHECK(same);
        n++;
    }
    CHECK_EQ_INT(n, 2);
}

static void own_output_is_stable(void)
{
    for (int i = 0; i < nfiles; i++) {
        const file *f = &files[i];
        ct_module *m = read_bytes(f->data, f->size, f->path);
        ct_buf b1, b2;
        ct_diag d;
        if (!m)
            continue;
        CHECK_EQ_INT(write_bytes(m, file_version(f), &b1, &d), CUTILE_SUCCESS);
        ct_module *m2 = read_bytes(b1.data, b1.len, f->path);
        if (m2) {
            CHECK_EQ_INT(write_bytes(m2, file_version(f), &b2, &d), CUTILE_SUCCESS);
            CHECK(b1.len == b2.len && memcmp(b1.data, b2.data, b1.len) == 0);
            ct_buf_free(&b2);
        }
        ct_buf_free(&b1);
        ct_module_free(m2);
        ct_module_free(m);
    }
}

static void other_versions_same_ir(void)
{
    int written = 0, refused = 0;
    for (int i = 0; i < nfiles; i++)
        for (int v = CT_V13_1; v <= CT_V13_4; v++) {
            if (v == file_version(&files[i]))
                continue;
            bool same;
            ct_status s = round_trip(&files[i], v, &same);
            if (s == CUTILE_SUCCESS) {
                CHECK(same);
                written++;
            } else { /* only an older version may lack what a file uses (a 13.4 op, a token) */
                CHECK_EQ_INT(s, CUTILE_ERROR_CANNOT_ENCODE);
                CHECK(v < file_version(&files[i]));
                refused++;
            }
        }
    printf("other_versions_same_ir: %d conversions, %d refused (CANNOT_ENCODE)\n", written,
           refused);
    CHECK(written > refused);
}

/* Same kernel: the file names agree up to ".v13_". */
static bool same_kernel(const file *x, const file *y)
{
    const char *vx = strstr(x->path, ".v13_"), *vy = strstr(y->path, ".v13_");
    return vx && vy && vx - x->path == vy - y->path &&
           memcmp(x->path, y->path, (size_t)(vx - x->path)) == 0;
}

static void versions_match_python(void)
{
    int pairs = 0, same_ir = 0, same_bytes = 0;
    for (int i = 0; i < nfiles; i++)
        for (int j = 0; j < nfiles; j++) {
            const file *x = &files[i], *y = &files[j];
            if (i == j || !x->python || !y->python || !same_kernel(x, y))
                continue;
            pairs++;
            ct_module *mx = read_bytes(x->data, x->size, x->path);
            ct_module *my = read_bytes(y->data, y->size, y->path);
            char why[256];
            ct_buf b;
            ct_diag d;
            if (mx && my && ir_equal(mx, my, why, sizeof why)) {
                same_ir++;
                if (write_bytes(mx, file_version(y), &b, &d) == CUTILE_SUCCESS &&
                    b.len == y->size && memcmp(b.data, y->data, b.len) == 0)
                    same_bytes++;
                else
                    fprintf(stderr, "%s written at %d.%d is not %s\n", x->path,
                            file_version(y) / 100, file_version(y) % 100, y->path);
                ct_buf_free(&b);
            }
            ct_module_free(mx);
            ct_module_free(my);
        }
    /* 13.1/13.2 files name the target architecture in their hints, 13.3/13.4 files do not, so
     * only pairs within those groups can agree: 20 kernels × 2 groups × 2 directions, less the
     * 4 layer_norm pairs of 13.3/13.4 (at 13.4 cuTile Python emits the 13.4-only fpowi) = 76 */
    printf("versions_match_python: %d pairs, %d with the same IR, %d of those byte-identical\n",
           pairs, same_ir, same_bytes);
    CHECK_EQ_INT(same_bytes, same_ir);
    CHECK(same_ir >= 76);
}

/* Two 13.3 files written by cuTile Python's bytecode writer (cuda-tile 1.7.0) for a kernel
 * `k(tile<4xf64>)` whose reduce has the f64 identity -2.0 and a maxf body:
 *     with bc.write_bytecode(1, buf, BytecodeVersion.V_13_3) as w:
 *         tt = w.type_table; t4 = tt.tile(tt.simple(SimpleType.F64), [4])
 *         [t0 = tt.tile(tt.simple(SimpleType.F64), [])]          # only in the second file
 *         with w.function("k", [t4], [], True, {}, MISSING_DEBUG_ATTR_ID) as (b, p):
 *             t0 = tt.tile(...F64..., [])
 *             nb = encode_ReduceOp(b, [t0], [p[0]], 0, [Float(-2.0, SimpleType.F64, tt)])
 *             with nb.new_block([t0, t0]) as (x, y):
 *                 encode_YieldOp(b, [encode_MaxFOp(b, t0, x, y, False, False)])
 *             nb.done(); encode_ReturnOp(b, [])
 * The identity is in cuTile Python's 65-bit form (80 ×9, 03). The second file registers the
 * reduce's result type before the signature, an order no walk of the IR can reproduce. */
static const uint8_t py_neg_f64[210] = {
    0x7f, 0x54, 0x69, 0x6c, 0x65, 0x49, 0x52, 0x00, 0x0d, 0x03, 0x00, 0x00, 0x82, 0x2b, 0x08, 0xcb,
    0x01, 0x00, 0x04, 0x02, 0x01, 0x25, 0x58, 0x01, 0x05, 0x00, 0x01, 0x02, 0x02, 0x80, 0x80, 0x80,
    0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x03, 0x01, 0x00, 0x01, 0x01, 0x02, 0x05, 0x05, 0x02, 0x45,
    0x05, 0x00, 0x01, 0x02, 0x6d, 0x00, 0x01, 0x03, 0x5c, 0x00, 0x00, 0x84, 0x08, 0x08, 0xcb, 0xcb,
    0x00, 0xcb, 0xcb, 0xcb, 0xcb, 0xcb, 0xcb, 0xcb, 0x83, 0x41, 0x08, 0xcb, 0xcb, 0xcb, 0xcb, 0xcb,
    0x01, 0xcb, 0xcb, 0xcb, 0x00, 0x00, 0x00, 0x00, 0x05, 0xcb, 0xcb, 0xcb, 0xcb, 0xcb, 0xcb, 0xcb,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0xcb, 0xcb, 0xcb, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x85, 0x31, 0x04, 0x06, 0xcb, 0xcb, 0xcb, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00,
    0x02, 0x00, 0x00, 0x00, 0x03, 0x00, 0x00, 0x00, 0x0e, 0x00, 0x00, 0x00, 0x12, 0x00, 0x00, 0x00,
    0x00, 0x03, 0x09, 0x0d, 0x02, 0x01, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x10, 0x01,
    0x03, 0x00, 0x0d, 0x02, 0x00, 0x81, 0x09, 0x04, 0x01, 0xcb, 0xcb, 0xcb, 0x00, 0x00, 0x00, 0x00,
    0x6b, 0x00,
};
static const uint8_t py_early_type[210] = {
    0x7f, 0x54, 0x69, 0x6c, 0x65, 0x49, 0x52, 0x00, 0x0d, 0x03, 0x00, 0x00, 0x82, 0x2b, 0x08, 0xcb,
    0x01, 0x00, 0x05, 0x02, 0x01, 0x25, 0x58, 0x01, 0x04, 0x00, 0x01, 0x02, 0x02, 0x80, 0x80, 0x80,
    0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x03, 0x01, 0x00, 0x01, 0x01, 0x02, 0x04, 0x04, 0x02, 0x45,
    0x04, 0x00, 0x01, 0x02, 0x6d, 0x00, 0x01, 0x03, 0x5c, 0x00, 0x00, 0x84, 0x08, 0x08, 0xcb, 0xcb,
    0x00, 0xcb, 0xcb, 0xcb, 0xcb, 0xcb, 0xcb, 0xcb, 0x83, 0x41, 0x08, 0xcb, 0xcb, 0xcb, 0xcb, 0xcb,
    0x01, 0xcb, 0xcb, 0xcb, 0x00, 0x00, 0x00, 0x00, 0x05, 0xcb, 0xcb, 0xcb, 0xcb, 0xcb, 0xcb, 0xcb,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0xcb, 0xcb, 0xcb, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x85, 0x31, 0x04, 0x06, 0xcb, 0xcb, 0xcb, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00,
    0x02, 0x00, 0x00, 0x00, 0x03, 0x00, 0x00, 0x00, 0x0e, 0x00, 0x00, 0x00, 0x11, 0x00, 0x00, 0x00,
    0x00, 0x03, 0x09, 0x0d, 0x02, 0x01, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x0d, 0x02,
    0x00, 0x10, 0x01, 0x03, 0x00, 0x81, 0x09, 0x04, 0x01, 0xcb, 0xcb, 0xcb, 0x00, 0x00, 0x00, 0x00,
    0x6b, 0x00,
};

static const uint8_t *find_bytes(const uint8_t *hay, size_t n, const uint8_t *needle, size_t k)
{
    for (size_t i = 0; i + k <= n; i++)
        if (memcmp(hay + i, needle, k) == 0)
            return hay + i;
    return NULL;
}

/* Returns the identity attribute of the first op of the module's first function. */
static const ct_attr *first_identity(const ct_module *m)
{
    const ct_op *op = m->funcs[0]->body.blocks[0].ops[0];
    int i = ct_op_attr_index(ct_def(op), "identities");
    return i >= 0 && op->attrs[i] && op->attrs[i]->n ? op->attrs[i]->items[0] : NULL;
}

/* Where the claims end: a negative f64 is rewritten in NVIDIA's form (same IR, other bytes),
 * and tables registered ahead of first use are renumbered (same IR, other bytes). */
static void python_files_outside_the_claim(void)
{
    static const uint8_t py_form[10] = {0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x03};
    static const uint8_t cpp_form[9] = {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F};
    const struct { const uint8_t *data; size_t size; } in[2] = {
        {py_neg_f64, sizeof py_neg_f64}, {py_early_type, sizeof py_early_type}};
    for (int k = 0; k < 2; k++) {
        CHECK(find_bytes(in[k].data, in[k].size, py_form, sizeof py_form) != NULL);
        ct_module *m = read_bytes(in[k].data, in[k].size, "cuTile Python f64 file");
        if (!m)
            continue;
        const ct_attr *id = first_identity(m);
        CHECK(id && id->kind == CT_ATTR_FLOAT && id->value == 0xC000000000000000ull);
        ct_buf b;
        ct_diag d;
        CHECK_EQ_INT(write_bytes(m, CT_V13_3, &b, &d), CUTILE_SUCCESS);
        CHECK(find_bytes(b.data, b.len, cpp_form, sizeof cpp_form) != NULL);
        CHECK(find_bytes(b.data, b.len, py_form, sizeof py_form) == NULL);
        CHECK(b.len != in[k].size || memcmp(b.data, in[k].data, b.len) != 0);
        if (k == 0) {
            /* Nothing else differs: the Func payload (0x2b bytes) and the body (0x25) shrink by
             * one byte, which the padding before the Constant payload absorbs. */
            uint8_t want[sizeof py_neg_f64];
            size_t n = 0;
            memcpy(want, py_neg_f64, 29);
            want[13] = 0x2a;
            want[21] = 0x24;
            n = 29;
            memcpy(want + n, cpp_form, sizeof cpp_form);
            n += sizeof cpp_form;
            memcpy(want + n, py_neg_f64 + 39, 0x3e - 39); /* rest of the body, Constant header */
            n += 0x3e - 39;
            want[n++] = 0xCB;
            memcpy(want + n, py_neg_f64 + 0x3e, sizeof py_neg_f64 - 0x3e);
            n += sizeof py_neg_f64 - 0x3e;
            CHECK(n == b.len && memcmp(want, b.data, n) == 0);
        }
        ct_module *m2 = read_bytes(b.data, b.len, "rewritten f64 file");
        char why[256];
        CHECK(m2 && ir_equal(m, m2, why, sizeof why));
        ct_module_free(m2);
        ct_buf_free(&b);
        ct_module_free(m);
    }
}

int main(void)
{
    collect_files();
    python_files_same_bytes();
    fixtures_same_ir();
    own_output_is_stable();
    other_versions_same_ir();
    versions_match_python();
    python_files_outside_the_claim();
    for (int i = 0; i < nfiles; i++)
        free(files[i].data);
    TEST_MAIN_END();
}
