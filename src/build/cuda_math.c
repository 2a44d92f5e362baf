/* cuda_math.c — NVRTC's definitions of CUDA's math functions spliced into a kernel's PTX
 * (cuda_math.h). */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/cuda_math.h"
#include "build/cuda_math.h"
#include "toolkit/nvrtc.h"

_Static_assert(CT_CM_COUNT <= 32, "a set of functions is a uint32_t");

bool ct_cuda_math_available(unsigned *major, unsigned *minor)
{
    unsigned M, m;
    ct_diag d = {0};
    if (ct_nvrtc_version(&M, &m, &d))
        return false;
    if (major)
        *major = M;
    if (minor)
        *minor = m;
    return true;
}

/* The CUDA C++ source NVRTC compiles: the functions of `set` (bit f: ct_cm_fns[f]). */
static void cm_source(uint32_t set, ct_buf *src)
{
    ct_buf_str(src, "// libcutile_rt: CUDA's math functions for the math ops (link/cuda_math.c)\n");
    for (int f = 0; f < CT_CM_COUNT; f++) {
        if (!(set >> f & 1))
            continue;
        const char *t = ct_cm_fns[f].f64 ? "double" : "float";
        ct_buf_printf(src, "extern \"C\" __device__ %s " CT_CM_PREFIX "%s(%s x%s%s%s) { return %s(x%s); }\n",
                      t, ct_cm_fns[f].c_name, t, ct_cm_fns[f].arity == 2 ? ", " : "",
                      ct_cm_fns[f].arity == 2 ? t : "", ct_cm_fns[f].arity == 2 ? " y" : "", ct_cm_fns[f].c_name,
                      ct_cm_fns[f].arity == 2 ? ", y" : "");
    }
}

/* ---- NVRTC's PTX, once per target and set of functions ----
 *
 * NVRTC's time grows with the functions it compiles (about 45 ms for one, 320 ms for all 24 on
 * a 2-core machine), and a kernel needs one or two, so each kernel's own set is compiled. */

typedef struct cm_ptx {
    struct cm_ptx *next;
    char arch[24];
    uint32_t set;
    char *text; /* NUL-terminated; NULL when the compile failed (then `error`) */
    size_t len;
    ct_diag error;
} cm_ptx;

/* A process keeps at most CM_KEPT outputs; past that (a process compiling many kinds of
 * kernels for many targets) each further one is compiled for its kernel and freed after. */
enum { CM_KEPT = 64 };
static cm_ptx *cm_kept;
static int cm_nkept;
static pthread_mutex_t cm_lock = PTHREAD_MUTEX_INITIALIZER;

/* Outputs outlive the context that asked first (cutile_rt.h lists them as process-wide
 * state), so they come from malloc, not a context's allocator. */
static cm_ptx *cm_compile(const char *arch, uint32_t set)
{
    cm_ptx *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    strcpy(p->arch, arch);
    p->set = set;
    ct_buf src, code;
    ct_buf_init(&src, NULL);
    ct_buf_init(&code, NULL);
    cm_source(set, &src);
    static const char *const opts[] = {"-rdc=true"};
    ct_nvrtc_input in = {.source = (const char *)src.data, .size = src.len,
                         .name = "cutile_cuda_math.cu", .arch = p->arch, .options = opts,
                         .noptions = 1};
    if (src.oom)
        ct_diag_set(&p->error, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory");
    else if (!ct_nvrtc_compile(&in, &code, NULL, NULL, &p->error)) {
        ct_buf_byte(&code, 0);
        if (code.oom) {
            ct_diag_set(&p->error, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory");
        } else {
            p->len = code.len - 1;
            p->text = (char *)ct_buf_take(&code, NULL);
        }
    }
    ct_buf_free(&src);
    ct_buf_free(&code);
    return p;
}

static void cm_free(cm_ptx *p)
{
    if (p)
        free(p->text);
    free(p);
}

/* NVRTC's PTX of `set` for arch, compiled on first use (a failure is kept too, so a broken
 * NVRTC is not asked again); NULL with d set when there is none. *owned says the caller frees
 * the result (cm_free); kept ones are never freed or changed once made. */
static cm_ptx *cm_get(const char *arch, uint32_t set, bool *owned, ct_diag *d)
{
    *owned = false;
    if (strlen(arch) >= sizeof cm_kept->arch) {
        ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT, "bad target '%s'", arch);
        return NULL;
    }
    pthread_mutex_lock(&cm_lock);
    cm_ptx *p = cm_kept;
    while (p && (p->set != set || strcmp(p->arch, arch) != 0))
        p = p->next;
    if (!p && (p = cm_compile(arch, set))) {
        *owned = cm_nkept == CM_KEPT;
        if (!*owned)
            p->next = cm_kept, cm_kept = p, cm_nkept++;
    }
    pthread_mutex_unlock(&cm_lock);
    if (!p)
        ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory");
    else if (!p->text)
        ct_diag_set(d, p->error.status, "%s", p->error.msg);
    if (p && !p->text && *owned)
        cm_free(p), p = NULL;
    return p && p->text ? p : NULL;
}

/* ---- the module-scope items of a PTX text ---- */

typedef struct item {
    size_t at, end;     /* [at, end) of the text */
    size_t name, nlen;  /* its name */
    bool func;          /* a .func (declaration or definition) */
    bool need;
} item;

static bool ident_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           c == '_' || c == '$';
}

/* The end of the item starting at s[i] (a directive up to its ';' at nesting depth 0, or a
 * function body's closing '}'), or 0 for text that is not well formed. */
static size_t item_end(const char *s, size_t n, size_t i, bool func)
{
    int paren = 0, brace = 0;
    bool body = false;
    for (; i < n; i++) {
        char c = s[i];
        if (c == '/' && i + 1 < n && s[i + 1] == '/') {
            while (i < n && s[i] != '\n')
                i++;
            continue;
        }
        if (c == '"') { /* .pragma "nounroll" */
            for (i++; i < n && s[i] != '"'; i++)
                ;
            continue;
        }
        paren += c == '(' ? 1 : c == ')' ? -1 : 0;
        if (c == '{') {
            body |= func && brace == 0 && paren == 0;
            brace++;
        } else if (c == '}') {
            if (--brace == 0 && body)
                return i + 1;
        } else if (c == ';' && brace == 0 && paren == 0) {
            return i + 1;
        }
    }
    return 0;
}

/* Splits the text after `.address_size` into items (comments between them skipped). Returns
 * the count, or -1 for text not understood. */
static int split_items(const char *s, size_t n, item *it, int max)
{
    const char *as = strstr(s, ".address_size");
    if (!as)
        return -1;
    size_t i = (size_t)(as - s);
    while (i < n && s[i] != '\n')
        i++;
    int k = 0;
    for (;;) {
        while (i < n && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r'))
            i++;
        if (i >= n)
            return k;
        if (s[i] == '/' && i + 1 < n && s[i + 1] == '/') {
            while (i < n && s[i] != '\n')
                i++;
            continue;
        }
        if (k == max)
            return -1;
        /* the header: up to the first '{' or ';' outside parentheses */
        size_t h = i;
        int paren = 0;
        while (h < n && !(paren == 0 && (s[h] == '{' || s[h] == ';')))
            paren += s[h] == '(' ? 1 : s[h] == ')' ? -1 : 0, h++;
        const char *fn = memmem(s + i, h - i, ".func", 5);
        item *t = &it[k];
        t->at = i, t->func = fn != NULL, t->need = false;
        if (memmem(s + i, h - i, ".entry", 6))
            return -1; /* no kernels expected */
        if (t->func) { /* .func [(<return params>)] name( */
            size_t j = (size_t)(fn - s) + 5;
            while (j < h && (s[j] == ' ' || s[j] == '\t' || s[j] == '\n'))
                j++;
            if (j < h && s[j] == '(') {
                for (paren = 0; j < h; j++) {
                    paren += s[j] == '(' ? 1 : s[j] == ')' ? -1 : 0;
                    if (paren == 0)
                        break;
                }
                j++;
            }
            while (j < h && (s[j] == ' ' || s[j] == '\t' || s[j] == '\n'))
                j++;
            t->name = j;
            while (j < h && ident_char(s[j]))
                j++;
            t->nlen = j - t->name;
        } else { /* .global .align 4 .b8 name[24] = …; */
            size_t j = i;
            while (j < h && s[j] != '[' && s[j] != '=')
                j++;
            while (j > i && (s[j - 1] == ' ' || s[j - 1] == '\t'))
                j--;
            size_t e = j;
            while (j > i && ident_char(s[j - 1]))
                j--;
            t->name = j, t->nlen = e - j;
        }
        t->end = item_end(s, n, i, t->func);
        if (!t->nlen || !t->end)
            return -1;
        i = t->end, k++;
    }
}

/* Marks every item named s[at, at+len) and what those reference, transitively. */
static void need(const char *s, item *it, int n, size_t at, size_t len)
{
    for (int k = 0; k < n; k++) {
        if (it[k].need || it[k].nlen != len || memcmp(s + it[k].name, s + at, len) != 0)
            continue;
        it[k].need = true;
        for (size_t i = it[k].at; i < it[k].end;) {
            if (!ident_char(s[i]) || (i > it[k].at && ident_char(s[i - 1]))) {
                i++;
                continue;
            }
            size_t j = i;
            while (j < it[k].end && ident_char(s[j]))
                j++;
            if (j - i != len || memcmp(s + i, s + at, len) != 0)
                need(s, it, n, i, j - i);
            i = j;
        }
    }
}

/* The index of the .func item named nm[0, len), or -1. */
static int func_named(const char *s, const item *it, int n, const char *nm, size_t len)
{
    for (int k = 0; k < n; k++)
        if (it[k].func && it[k].nlen == len && memcmp(s + it[k].name, nm, len) == 0)
            return k;
    return -1;
}

/* The declaration lines codegen/ptx_math.c writes: ".extern .func (…) ct_cm_NAME(…);". */
static const char *next_decl(const char *p, const char *end)
{
    static const char key[] = "\n.extern .func (";
    for (;;) {
        const char *q = memmem(p, (size_t)(end - p), key, sizeof key - 1);
        if (!q)
            return NULL;
        const char *eol = memchr(q + 1, '\n', (size_t)(end - q - 1));
        const char *cm = memmem(q, (size_t)((eol ? eol : end) - q), ") " CT_CM_PREFIX,
                                2 + strlen(CT_CM_PREFIX));
        if (cm)
            return q + 1;
        p = q + 1;
    }
}

/* The name after a declaration line's ") ct_cm_", and its length in *n. */
static const char *decl_name(const char *decl, size_t *n)
{
    const char *nm = strstr(decl, ") " CT_CM_PREFIX) + 2, *e = nm;
    while (ident_char(*e))
        e++;
    *n = (size_t)(e - nm);
    return nm;
}

/* The set of functions the PTX declares (bit f: ct_cm_fns[f]); 0 with d set for a name not in the
 * list, which the code generator does not write. */
static uint32_t declared_set(const char *ptx, const char *end, ct_diag *d)
{
    uint32_t set = 0;
    for (const char *q = ptx; (q = next_decl(q, end)); q++) {
        size_t n, pre = strlen(CT_CM_PREFIX);
        const char *nm = decl_name(q, &n);
        int f = 0;
        while (f < CT_CM_COUNT && !(n == pre + strlen(ct_cm_fns[f].c_name) &&
                                    memcmp(nm + pre, ct_cm_fns[f].c_name, n - pre) == 0))
            f++;
        if (f == CT_CM_COUNT) {
            ct_diag_set(d, CUTILE_ERROR_INTERNAL, "CUDA math: no function %.*s", (int)n, nm);
            return 0;
        }
        set |= 1u << f;
    }
    return set;
}

/* ct_cuda_math_splice with lib, NVRTC's PTX of the functions the kernel declares. */
static ct_status splice(const char *ptx, const char *end, const cm_ptx *lib, ct_buf *out,
                        ct_diag *d)
{
    enum { MAX_ITEMS = 256 };
    item *it = ct_alloc(out->al, MAX_ITEMS * sizeof *it); /* the caller's allocator */
    if (!it)
        return ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory");
    int n = split_items(lib->text, lib->len, it, MAX_ITEMS);
    if (n < 0) {
        ct_free(out->al, it, MAX_ITEMS * sizeof *it);
        return ct_diag_set(d, CUTILE_ERROR_INTERNAL, "CUDA math: NVRTC's PTX (%s) not understood",
                           lib->arch);
    }
    /* the declarations lose `.extern `; their functions are needed */
    size_t from = out->len;
    const char *p = ptx;
    for (const char *q; (q = next_decl(p, end));) {
        ct_buf_put(out, p, (size_t)(q - p));
        q += strlen(".extern ");
        size_t nlen;
        const char *nm = decl_name(q, &nlen);
        int k = func_named(lib->text, it, n, nm, nlen);
        if (k < 0) {
            ct_free(out->al, it, MAX_ITEMS * sizeof *it);
            out->len = from;
            return ct_diag_set(d, CUTILE_ERROR_INTERNAL, "CUDA math: NVRTC's PTX lacks %.*s",
                               (int)nlen, nm);
        }
        need(lib->text, it, n, it[k].name, it[k].nlen);
        p = q;
    }
    ct_buf_put(out, p, (size_t)(end - p));
    unsigned M = 0, m = 0;
    ct_cuda_math_available(&M, &m);
    ct_buf_printf(out, "\n// CUDA math library functions (NVRTC %u.%u, link/cuda_math.c)\n", M, m);
    for (int k = 0; k < n; k++) {
        if (!it[k].need)
            continue;
        const char *s = lib->text + it[k].at;
        size_t l = it[k].end - it[k].at;
        if (l > 9 && memcmp(s, ".visible ", 9) == 0)
            s += 9, l -= 9;
        ct_buf_put(out, s, l);
        ct_buf_str(out, "\n");
    }
    ct_free(out->al, it, MAX_ITEMS * sizeof *it);
    if (out->oom)
        return ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory");
    return CUTILE_SUCCESS;
}

ct_status ct_cuda_math_splice(const char *ptx, size_t len, const char *arch, ct_buf *out,
                              bool *spliced, ct_diag *d)
{
    const char *end = ptx + len;
    *spliced = false;
    if (!next_decl(ptx, end))
        return CUTILE_SUCCESS;
    uint32_t set = declared_set(ptx, end, d);
    bool owned;
    cm_ptx *lib = set ? cm_get(arch, set, &owned, d) : NULL;
    if (!lib)
        return d->status;
    *spliced = !splice(ptx, end, lib, out, d);
    if (owned)
        cm_free(lib);
    return d->status;
}
