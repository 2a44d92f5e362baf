/* cuda_build.c — a CUDA C++ source through NVRTC and nvJitLink into the kernel cache
 * (cuda_build.h). */
#include <stdio.h>
#include <string.h>

#include "build/cuda_build.h"
#include "toolkit/jitlink.h"

static const uint8_t cuda_magic[4] = {'C', 'T', 'N', 'V'};

/* ---- the kernels of a PTX text ---- */

static int ident_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           c == '_' || c == '$' || c == '%';
}

/* The name defined by one line, if the line is "[.visible|.weak] .entry NAME(…" (PTX ISA §11:
 * linking directives, then .entry); NULL otherwise. *len receives the name's length. */
static const char *line_entry(const char *p, const char *end, size_t *len)
{
    int is_extern = 0;
    for (;;) {
        while (p < end && (*p == ' ' || *p == '\t'))
            p++;
        const char *w = p;
        while (p < end && *p != ' ' && *p != '\t' && *p != '(')
            p++;
        size_t n = (size_t)(p - w);
        if (n == 6 && memcmp(w, ".entry", 6) == 0)
            break;
        if (n == 7 && memcmp(w, ".extern", 7) == 0)
            is_extern = 1;
        else if (!((n == 8 && memcmp(w, ".visible", 8) == 0) || (n == 5 && memcmp(w, ".weak", 5) == 0)))
            return NULL;
    }
    while (p < end && (*p == ' ' || *p == '\t'))
        p++;
    const char *name = p;
    while (p < end && ident_char(*p))
        p++;
    *len = (size_t)(p - name);
    return is_extern || *len == 0 ? NULL : name;
}

ct_status ct_ptx_entries(const char *ptx, size_t len, ct_arena *arena, const char ***names,
                         uint32_t *n, ct_diag *d)
{
    size_t cap = 0, count = 0;
    const char **list = NULL;
    for (const char *p = ptx, *end = ptx + len; p < end;) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        const char *line_end = nl ? nl : end;
        size_t name_len;
        const char *name = line_entry(p, line_end, &name_len);
        p = nl ? nl + 1 : end;
        if (!name)
            continue;
        if (count == 0xffff)
            return ct_diag_set(d, CUTILE_ERROR_NOT_SUPPORTED, "more than 65535 kernels");
        if (count == cap) {
            const char **grown = ct_arena_alloc(arena, (cap = cap ? 2 * cap : 8) * sizeof *list);
            if (!grown)
                return ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory");
            if (count)
                memcpy(grown, list, count * sizeof *list);
            list = grown;
        }
        if (!(list[count++] = ct_arena_strndup(arena, name, name_len)))
            return ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory");
    }
    if (!count)
        return ct_diag_set(d, CUTILE_ERROR_NOT_FOUND, "the PTX defines no kernel (no .entry)");
    *names = list;
    *n = (uint32_t)count;
    return CUTILE_SUCCESS;
}

/* ---- the metadata tail (FORMAT.md §3.2) ---- */

static void put_name(ct_buf *b, const char *s)
{
    size_t n = strlen(s);
    ct_buf_le(b, n, 2);
    ct_buf_put(b, s, n);
    ct_buf_byte(b, 0);
}

static ct_status encode_tail(const ct_nvrtc_input *in, const ct_buf *lowered, ct_buf *tail,
                             ct_diag *d)
{
    if (in->nname_exprs > 0xffff)
        return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT, "more than 65535 name expressions");
    ct_buf_put(tail, cuda_magic, 4);
    ct_buf_le(tail, CT_CUDA_META_VERSION, 2);
    ct_buf_le(tail, in->nname_exprs, 2);
    const char *low = (const char *)lowered->data;
    for (size_t i = 0; i < in->nname_exprs; i++, low += strlen(low) + 1) {
        if (strlen(in->name_exprs[i]) > 0xffff || strlen(low) > 0xffff)
            return ct_diag_set(d, CUTILE_ERROR_INVALID_ARGUMENT,
                               "name expression %zu is longer than 65535 bytes", i);
        put_name(tail, in->name_exprs[i]);
        put_name(tail, low);
    }
    return tail->oom ? ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory")
                     : CUTILE_SUCCESS;
}

int ct_cuda_meta_is_mine(const ct_cache_meta *m)
{
    return m->tail_size >= 4 && memcmp(m->tail, cuda_magic, 4) == 0;
}

/* One u16-length-prefixed, NUL-terminated string at *at; NULL if it does not fit. */
static const char *get_name(const uint8_t *p, size_t n, size_t *at)
{
    if (n - *at < 3)
        return NULL;
    size_t len = (size_t)p[*at] | (size_t)p[*at + 1] << 8;
    if (len > n - *at - 3 || p[*at + 2 + len] != 0 || memchr(p + *at + 2, 0, len))
        return NULL;
    const char *s = (const char *)p + *at + 2;
    *at += 3 + len;
    return s;
}

ct_status ct_cuda_meta_decode(const ct_cache_meta *m, ct_arena *arena, ct_cuda_names *out,
                              ct_diag *d)
{
    const uint8_t *p = m->tail;
    size_t n = m->tail_size;
    if (!ct_cuda_meta_is_mine(m) || n < 8)
        return ct_diag_set(d, CUTILE_ERROR_CACHE, "CUDA source metadata: bad magic or too short");
    unsigned version = p[4] | p[5] << 8;
    uint32_t count = p[6] | (uint32_t)p[7] << 8;
    if (version != CT_CUDA_META_VERSION)
        return ct_diag_set(d, CUTILE_ERROR_CACHE, "CUDA source metadata: version %u, not %u",
                           version, CT_CUDA_META_VERSION);
    ct_cuda_names names = {.count = count};
    if (arena && count &&
        (!(names.expr = ct_arena_alloc(arena, count * sizeof(char *))) ||
         !(names.lowered = ct_arena_alloc(arena, count * sizeof(char *)))))
        return ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory");
    size_t at = 8;
    for (uint32_t i = 0; i < count; i++) {
        const char *expr = get_name(p, n, &at), *low = expr ? get_name(p, n, &at) : NULL;
        if (!low || !*expr || !*low)
            return ct_diag_set(d, CUTILE_ERROR_CACHE,
                               "CUDA source metadata: name expression %u at tail offset %zu is "
                               "empty, truncated or not terminated",
                               i, at);
        if (arena)
            names.expr[i] = expr, names.lowered[i] = low;
    }
    if (at != n)
        return ct_diag_set(d, CUTILE_ERROR_CACHE,
                           "CUDA source metadata: %zu bytes left over at tail offset %zu",
                           n - at, at);
    if (arena)
        *out = names;
    return CUTILE_SUCCESS;
}

/* ---- the build ---- */

static int wants_lineinfo(const ct_nvrtc_input *in)
{
    for (size_t i = 0; i < in->noptions; i++)
        if (strcmp(in->options[i], "-lineinfo") == 0 ||
            strcmp(in->options[i], "--generate-line-info") == 0)
            return 1;
    return 0;
}

/* NVRTC's output as PTX: as it is, or LTO-IR linked (-lto -ptx). */
static ct_status to_ptx(const ct_nvrtc_input *in, ct_buf *code, ct_buf *ptx, ct_buf *log,
                        ct_diag *d)
{
    if (!in->lto) {
        *ptx = *code;
        ct_buf_init(code, NULL);
        return CUTILE_SUCCESS;
    }
    ct_link_input li = {code->data, code->len, in->name, 1};
    ct_link_options lo = {.arch = in->arch, .opt_level = 3, .lto = 1, .emit_ptx = 1};
    return ct_link_ptx(&li, 1, &lo, ptx, log, d);
}

ct_status ct_cuda_build(const ct_nvrtc_input *in, ct_buf *meta, ct_buf *cubin, ct_buf *log,
                        ct_diag *d)
{
    ct_buf code, lowered, ptx, tail;
    ct_buf_init(&code, NULL);
    ct_buf_init(&lowered, NULL);
    ct_buf_init(&ptx, NULL);
    ct_buf_init(&tail, NULL);
    ct_arena a;
    ct_arena_init(&a, NULL);
    const char **names = NULL;
    uint32_t n = 0;
    if (!ct_nvrtc_compile(in, &code, &lowered, log, d) && !to_ptx(in, &code, &ptx, log, d) &&
        !ct_ptx_entries((const char *)ptx.data, ptx.len, &a, &names, &n, d) &&
        !encode_tail(in, &lowered, &tail, d)) {
        ct_link_input li = {ptx.data, ptx.len, in->name, 0};
        ct_link_options lo = {.arch = in->arch, .opt_level = 3, .lineinfo = wants_lineinfo(in)};
        ct_cache_meta_in mi = {.target = in->arch, .kernel_names = names, .kernel_count = n,
                               .tail = tail.data, .tail_size = tail.len};
        if (!ct_link_ptx(&li, 1, &lo, cubin, log, d))
            ct_cache_meta_encode(&mi, meta, d);
    }
    ct_arena_free(&a);
    ct_buf_free(&code);
    ct_buf_free(&lowered);
    ct_buf_free(&ptx);
    ct_buf_free(&tail);
    return d->status;
}

/* ---- the key (FORMAT.md §1.1) ---- */

/* Text the key holds, without a final NUL (a source with and without one is one key). */
static size_t text_len(const char *p, size_t n) { return n && p[n - 1] == 0 ? n - 1 : n; }

static void put_item(ct_buf *b, const void *p, size_t n)
{
    ct_buf_le(b, n, 8);
    ct_buf_put(b, p, n);
}

static void put_str_item(ct_buf *b, const char *s) { put_item(b, s, strlen(s)); }

ct_status ct_cuda_key(const ct_build_ident *id, const ct_nvrtc_input *in, ct_cache_key *key,
                      ct_diag *d)
{
    char nvrtc[16] = "none";
    unsigned major, minor;
    ct_diag ignored = {0}; /* a missing NVRTC fails the compile of a miss, with its message */
    if (!ct_nvrtc_version(&major, &minor, &ignored))
        snprintf(nvrtc, sizeof nvrtc, "%u.%u", major, minor);
    ct_buf o;
    ct_buf_init(&o, NULL);
    put_str_item(&o, "cuda-c++ 1");
    put_str_item(&o, nvrtc);
    put_str_item(&o, in->name);
    put_str_item(&o, in->lto ? "lto" : "ptx");
    ct_buf_le(&o, in->noptions, 8);
    for (size_t i = 0; i < in->noptions; i++)
        put_str_item(&o, in->options[i]);
    ct_buf_le(&o, in->nincludes, 8);
    for (size_t i = 0; i < in->nincludes; i++) {
        put_str_item(&o, in->includes[i].name);
        put_item(&o, in->includes[i].source, text_len(in->includes[i].source, in->includes[i].size));
    }
    ct_buf_le(&o, in->nname_exprs, 8);
    for (size_t i = 0; i < in->nname_exprs; i++)
        put_str_item(&o, in->name_exprs[i]);
    ct_status s = CUTILE_SUCCESS;
    if (o.oom)
        s = ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory");
    else {
        ct_cache_key_parts parts = {id->library, id->jitlink, in->arch, o.data, o.len,
                                    in->source, text_len(in->source, in->size)};
        s = ct_cache_key_compute(&parts, key, d);
    }
    ct_buf_free(&o);
    return s;
}

/* ---- through the cache ---- */

typedef struct cuda_job {
    const ct_nvrtc_input *in;
    ct_buf *log;
} cuda_job;

static ct_status build_entry(void *user, ct_buf *meta, ct_buf *cubin, ct_diag *d)
{
    const cuda_job *job = user;
    return ct_cuda_build(job->in, meta, cubin, job->log, d);
}

ct_status ct_cuda_cached(ct_cache *c, const ct_nvrtc_input *in, const ct_cache_key *key,
                         ct_buf *log, const ct_cache_entry **entry, ct_cache_source *from,
                         ct_diag *d)
{
    cuda_job job = {in, log};
    ct_cache_source src;
    if (ct_cache_get(c, key, build_entry, &job, entry, &src, d))
        return d->status;
    char hex[33];
    ct_cache_key_hex(key, hex);
    ct_log(CUTILE_LOG_DEBUG, "cache: %s (%s, CUDA source %s): %s", hex, in->arch, in->name,
           ct_build_source_text(src));
    if (from)
        *from = src;
    return CUTILE_SUCCESS;
}
