/* sass.c — a cubin's SASS through NVIDIA's disassembler (sass.h). */
#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "toolkit/sass.h"

extern char **environ;

/* dir/name into out if it is an executable file. */
static bool try_dir(const char *dir, size_t len, const char *name, char *out, size_t n)
{
    int w = snprintf(out, n, "%.*s/%s", (int)len, dir, name);
    return len && w > 0 && (size_t)w < n && access(out, X_OK) == 0;
}

/* The first of PATH's directories, $CUDA_HOME/bin and /usr/local/cuda/bin holding `name`. */
static bool find_tool(const char *name, char *out, size_t n)
{
    const char *path = getenv("PATH");
    for (const char *p = path; p && *p;) {
        const char *e = strchr(p, ':');
        size_t len = e ? (size_t)(e - p) : strlen(p);
        if (try_dir(p, len, name, out, n))
            return true;
        p = e ? e + 1 : NULL;
    }
    const char *home = getenv("CUDA_HOME");
    char dir[4096];
    if (home && *home && (size_t)snprintf(dir, sizeof dir, "%s/bin", home) < sizeof dir &&
        try_dir(dir, strlen(dir), name, out, n))
        return true;
    return try_dir("/usr/local/cuda/bin", 19, name, out, n);
}

bool ct_sass_tool(char *path, size_t n)
{
    return find_tool("nvdisasm", path, n) || find_tool("cuobjdump", path, n);
}

/* Runs argv with stdout and stderr into `out`; returns the exit status (-1: not run). */
static int run_capture(char *const argv[], ct_buf *out)
{
    int fds[2];
    if (pipe(fds) != 0)
        return -1;
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_adddup2(&fa, fds[1], 1);
    posix_spawn_file_actions_adddup2(&fa, fds[1], 2);
    posix_spawn_file_actions_addclose(&fa, fds[0]);
    pid_t pid;
    int rc = posix_spawn(&pid, argv[0], &fa, NULL, argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    close(fds[1]);
    if (rc == 0) {
        char chunk[65536];
        ssize_t got;
        while ((got = read(fds[0], chunk, sizeof chunk)) > 0 || (got < 0 && errno == EINTR))
            if (got > 0)
                ct_buf_put(out, chunk, (size_t)got);
    }
    close(fds[0]);
    int status = 0;
    if (rc != 0)
        return -1;
    while (waitpid(pid, &status, 0) < 0)
        if (errno != EINTR)
            return -1;
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

/* The cubin in a private temporary file (the tools read files only); path receives its name. */
static bool write_temp(const void *cubin, size_t size, char *path, size_t n)
{
    const char *tmp = getenv("TMPDIR");
    if ((size_t)snprintf(path, n, "%s/cutile-sass-XXXXXX", tmp && *tmp ? tmp : "/tmp") >= n)
        return false;
    int fd = mkstemp(path);
    if (fd < 0)
        return false;
    const char *p = cubin;
    size_t left = size;
    while (left) {
        ssize_t w = write(fd, p, left);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            break;
        p += w, left -= (size_t)w;
    }
    if (close(fd) != 0 || left) {
        unlink(path);
        return false;
    }
    return true;
}

ct_status ct_sass_disassemble(const void *cubin, size_t size, ct_buf *out, ct_diag *d)
{
    char tool[4096], file[4096];
    if (!ct_sass_tool(tool, sizeof tool))
        return ct_diag_set(d, CUTILE_ERROR_IO,
                           "no SASS disassembler: neither nvdisasm nor cuobjdump is in PATH, "
                           "$CUDA_HOME/bin or /usr/local/cuda/bin (CUDA toolkit, or pip package "
                           "nvidia-cuda-nvdisasm)");
    if (!write_temp(cubin, size, file, sizeof file))
        return ct_diag_set(d, CUTILE_ERROR_IO, "cannot write a temporary cubin for %s", tool);
    /* nvdisasm: code sections only, with the line table's file:line comments (from
     * --lineinfo); cuobjdump: its SASS listing. */
    const char *base = strrchr(tool, '/') + 1;
    bool nvdisasm = strcmp(base, "nvdisasm") == 0;
    char *argv[] = {tool, nvdisasm ? "-c" : "-sass", nvdisasm ? "-g" : file,
                    nvdisasm ? file : NULL, NULL};
    ct_buf text;
    ct_buf_init(&text, out->al);
    int rc = run_capture(argv, &text);
    unlink(file);
    if (text.oom)
        ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory reading %s", base);
    else if (rc != 0) {
        /* the tool's first line says why */
        size_t n = 0;
        while (n < text.len && n < 300 && text.data[n] != '\n')
            n++;
        ct_diag_set(d, CUTILE_ERROR_IO, "%s failed (status %d): %.*s", tool, rc, (int)n,
                    text.data ? (const char *)text.data : "");
    } else
        ct_buf_put(out, text.data, text.len);
    ct_buf_free(&text);
    return d->status;
}
