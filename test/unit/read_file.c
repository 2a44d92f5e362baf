/* read_file.c — ct_read_file, the reader of every input file (cutile's FILE arguments,
 * cuTileLoadModuleFromFile): exact bytes of regular files and pipes, files that never end or
 * never start (/dev/zero, a FIFO without a writer), files over the cap refused by their size,
 * and allocation failure. An alarm turns a read that does not return into a failure. */
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "util/util.h"

static char dir[64];

typedef struct track {
    long fail_at, calls;
    size_t largest;
} track;

static void *t_alloc(void *u, size_t n)
{
    track *t = u;
    t->largest = n > t->largest ? n : t->largest;
    return ++t->calls == t->fail_at ? NULL : malloc(n);
}

static void *t_realloc(void *u, void *p, size_t old, size_t n)
{
    track *t = u;
    (void)old;
    t->largest = n > t->largest ? n : t->largest;
    return ++t->calls == t->fail_at ? NULL : realloc(p, n);
}

static void t_free(void *u, void *p, size_t n)
{
    (void)u, (void)n;
    free(p);
}

/* ct_read_file of path into a fresh buffer with a tracking allocator. */
static ct_status read_tracked(const char *path, track *t, ct_buf *b, ct_diag *d)
{
    static cuTileAllocator al;
    al = (cuTileAllocator){t_alloc, t_realloc, t_free, t};
    ct_buf_init(b, &al);
    ct_diag_clear(d);
    return ct_read_file(path, b, d);
}

static void path_in_dir(char out[128], const char *name)
{
    snprintf(out, 128, "%s/%s", dir, name);
}

static void test_regular(void)
{
    char path[128];
    path_in_dir(path, "bytes");
    uint8_t want[70000];
    for (size_t i = 0; i < sizeof want; i++)
        want[i] = (uint8_t)(i * 131 + 7);
    FILE *f = fopen(path, "wb");
    CHECK(f && fwrite(want, 1, sizeof want, f) == sizeof want);
    if (f)
        fclose(f);
    track t = {0};
    ct_buf b;
    ct_diag d;
    CHECK_EQ_INT(read_tracked(path, &t, &b, &d), CUTILE_SUCCESS);
    CHECK(b.len == sizeof want && memcmp(b.data, want, sizeof want) == 0);
    CHECK_EQ_INT(t.calls, 1); /* sized from fstat: one allocation */
    ct_buf_free(&b);

    /* each allocation failing: OUT_OF_MEMORY, the buffer as it was */
    for (long k = 1; k <= 2; k++) {
        track tf = {k};
        ct_status s = read_tracked(path, &tf, &b, &d);
        CHECK(k == 1 ? s == CUTILE_ERROR_OUT_OF_MEMORY : s == CUTILE_SUCCESS);
        CHECK(s ? b.len == 0 : b.len == sizeof want);
        ct_buf_free(&b);
    }

    /* over the cap: refused by its size (a sparse file), nothing allocated for it */
    path_in_dir(path, "huge");
    int fd = open(path, O_WRONLY | O_CREAT, 0600);
    CHECK(fd >= 0 && ftruncate(fd, (off_t)CT_MAX_INPUT_FILE_SIZE + 1) == 0);
    close(fd);
    track th = {0};
    CHECK_EQ_INT(read_tracked(path, &th, &b, &d), CUTILE_ERROR_IO);
    CHECK_CONTAINS(d.msg, "larger than the 256 MiB limit");
    CHECK_EQ_INT(th.calls, 0);
    ct_buf_free(&b);
    unlink(path);

    CHECK_EQ_INT(read_tracked("/nonexistent/x", &th, &b, &d), CUTILE_ERROR_IO);
    CHECK_CONTAINS(d.msg, "cannot open /nonexistent/x");
}

/* Devices that never end are refused at once; a FIFO without a writer reads as empty. */
static void test_special_files(void)
{
    track t = {0};
    ct_buf b;
    ct_diag d;
    CHECK_EQ_INT(read_tracked("/dev/zero", &t, &b, &d), CUTILE_ERROR_IO);
    CHECK_CONTAINS(d.msg, "/dev/zero is not a regular file or a pipe");
    CHECK(t.largest < 4096);
    ct_buf_free(&b);

    char fifo[128];
    path_in_dir(fifo, "fifo");
    CHECK(mkfifo(fifo, 0600) == 0);
    CHECK_EQ_INT(read_tracked(fifo, &t, &b, &d), CUTILE_SUCCESS);
    CHECK_EQ_INT(b.len, 0);
    ct_buf_free(&b);
    unlink(fifo);
}

/* A pipe is read to its end, as much as its writer sends (bounded by the cap). */
static void test_pipe(void)
{
    int p[2];
    CHECK(pipe(p) == 0);
    pid_t pid = fork();
    if (pid == 0) {
        close(p[0]);
        static uint8_t chunk[100000];
        memset(chunk, 'x', sizeof chunk);
        for (int i = 0; i < 3; i++)
            if (write(p[1], chunk, sizeof chunk) != (ssize_t)sizeof chunk)
                _exit(1);
        _exit(0);
    }
    close(p[1]);
    char path[64];
    snprintf(path, sizeof path, "/dev/fd/%d", p[0]);
    track t = {0};
    ct_buf b;
    ct_diag d;
    CHECK_EQ_INT(read_tracked(path, &t, &b, &d), CUTILE_SUCCESS);
    CHECK_EQ_INT(b.len, 300000);
    CHECK(b.len == 300000 && b.data[0] == 'x' && b.data[299999] == 'x');
    ct_buf_free(&b);
    close(p[0]);
    int status = 0;
    waitpid(pid, &status, 0);
    CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0);
}

/* The tool on such files: an error with the reason, promptly. */
static void test_cli(void)
{
    const char *bin = getenv("CUTILE_BIN");
    if (!bin)
        return;
    char cmd[512];
    snprintf(cmd, sizeof cmd, "timeout 20 %s verify /dev/zero 2>&1", bin);
    FILE *p = popen(cmd, "r");
    char out[1024] = {0};
    size_t n = p ? fread(out, 1, sizeof out - 1, p) : 0;
    out[n] = 0;
    int status = p ? pclose(p) : -1;
    CHECK(WIFEXITED(status) && WEXITSTATUS(status) == CUTILE_ERROR_IO);
    CHECK_CONTAINS(out, "/dev/zero is not a regular file or a pipe");
}

int main(void)
{
    alarm(60); /* a read that never returns fails the test instead of hanging it */
    snprintf(dir, sizeof dir, "/tmp/ct_read_file_XXXXXX");
    if (!mkdtemp(dir)) {
        perror("mkdtemp");
        return 1;
    }
    test_regular();
    test_special_files();
    test_pipe();
    test_cli();
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    CHECK(system(cmd) == 0);
    TEST_MAIN_END();
}
