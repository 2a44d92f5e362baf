/* test.h — the few macros the C unit tests share. A failed check prints file:line and the
 * expression, and makes the test exit non-zero at the end (all checks still run). */
#ifndef CT_TEST_H
#define CT_TEST_H

#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* nvJitLink and NVRTC keep allocations of their own after nvJitLinkDestroy /
 * nvrtcDestroyProgram; LeakSanitizer would report them (inside their libraries, not ours). Default visibility: the build hides symbols, and the
 * sanitizer runtime must find this one. */
__attribute__((visibility("default"))) const char *__lsan_default_suppressions(void);
__attribute__((visibility("default"))) const char *__lsan_default_suppressions(void)
{
    return "leak:libnvJitLink.so\nleak:libnvrtc.so\n";
}

/* fbits / bitsf: the bits of an f32 and back. */
#include "halves.h"

/* How many kernel-cache entries (*.entry files) a directory holds; 0 when it cannot be read. */
static inline int entries_in(const char *dir)
{
    int n = 0;
    DIR *d = opendir(dir);
    for (struct dirent *e = d ? readdir(d) : NULL; e; e = readdir(d))
        n += strstr(e->d_name, ".entry") != NULL;
    if (d)
        closedir(d);
    return n;
}

static int ct_test_failures;
static int ct_test_checks;

#define CHECK(cond)                                                                            \
    do {                                                                                       \
        ct_test_checks++;                                                                      \
        if (!(cond)) {                                                                         \
            ct_test_failures++;                                                                \
            fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond);           \
        }                                                                                      \
    } while (0)

#define CHECK_EQ_INT(a, b)                                                                     \
    do {                                                                                       \
        long long chk_a_ = (long long)(a), chk_b_ = (long long)(b);                                \
        ct_test_checks++;                                                                      \
        if (chk_a_ != chk_b_) {                                                                    \
            ct_test_failures++;                                                                \
            fprintf(stderr, "%s:%d: CHECK failed: %s == %s (%lld vs %lld)\n", __FILE__,        \
                    __LINE__, #a, #b, chk_a_, chk_b_);                                             \
        }                                                                                      \
    } while (0)

#define CHECK_CONTAINS(hay, needle)                                                            \
    do {                                                                                       \
        const char *h_ = (hay), *n_ = (needle);                                                \
        ct_test_checks++;                                                                      \
        if (!h_ || !strstr(h_, n_)) {                                                          \
            ct_test_failures++;                                                                \
            fprintf(stderr, "%s:%d: expected \"%s\" in \"%s\"\n", __FILE__, __LINE__, n_,      \
                    h_ ? h_ : "(null)");                                                       \
        }                                                                                      \
    } while (0)

#define TEST_MAIN_END()                                                                        \
    do {                                                                                       \
        printf("%d checks, %d failed\n", ct_test_checks, ct_test_failures);                    \
        return ct_test_failures ? 1 : 0;                                                       \
    } while (0)

/* Parts of a slow test that ctest runs in parallel: test/CMakeLists.txt registers such a test as
 * NAME.0 … NAME.<N-1>, part I running `test_NAME --shard I/N`. The test numbers its repeated
 * work in a fixed order and runs unit k in part k mod N (test_shard_take), and the rest in
 * part 0 (test_shard_first): the parts together run everything once. Without --shard the test
 * runs whole. */
static inline unsigned *test_shard_state(void)
{
    static unsigned s[3] = {0, 1, 0}; /* this part, parts, units numbered so far */
    return s;
}

static inline void test_shard_args(int argc, char **argv)
{
    unsigned *s = test_shard_state();
    if (argc == 3 && strcmp(argv[1], "--shard") == 0 &&
        sscanf(argv[2], "%u/%u", &s[0], &s[1]) == 2 && s[1] > 0 && s[0] < s[1])
        return;
    if (argc != 1) {
        fprintf(stderr, "usage: %s [--shard I/N]\n", argv[0]);
        exit(2);
    }
}

/* Numbers the next unit of split work; whether this part runs it. */
static inline int test_shard_take(void)
{
    unsigned *s = test_shard_state();
    return s[2]++ % s[1] == s[0];
}

/* Whether this part runs the work that is not split. */
static inline int test_shard_first(void) { return test_shard_state()[0] == 0; }

/* Reads a whole file; NULL if it cannot. Caller frees. */
static inline unsigned char *test_read_file(const char *path, size_t *size)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    unsigned char *p = malloc(n > 0 ? (size_t)n : 1);
    if (p && n > 0 && fread(p, 1, (size_t)n, f) != (size_t)n) {
        free(p);
        p = NULL;
    }
    fclose(f);
    if (p)
        *size = (size_t)n;
    return p;
}

#endif
