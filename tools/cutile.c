/*
 * cutile — the command-line tool.
 *
 *   cutile dis FILE                       print the module in the text form
 *   cutile asm FILE.mlir -o OUT [--bytecode-version 13.x]   (default: the module's
 *                                         cuda_tile.bytecode_version, else 13.3)
 *   cutile verify FILE                    read and verify; silent on success
 *   cutile compile --gpu-name sm_XX FILE [-o OUT] [--emit tile|mem|sched|ptx|cubin|sass] …
 *                                         (tools/compile.c; `cutile lower` is its old name)
 *
 * Exit status: 0 on success; otherwise the cuTileStatus value of the failure (1…99, all below
 * 128) and one line on stderr: "cutile: <status text>: <details>".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bytecode/bytecode.h"
#include "ir/ir.h"
#include "link/link.h"
#include "tools/cli.h"

int cli_fail(const ct_diag *d)
{
    fprintf(stderr, "cutile: %s: %s\n", cuTileGetErrorString(d->status), d->msg);
    return d->status ? (int)d->status : 1;
}

void cli_log(void *user, cuTileLogLevel level, const char *msg)
{
    if ((intptr_t)level <= (intptr_t)user)
        fprintf(stderr, "cutile: %s\n", msg);
}

int cli_usage(const char *msg)
{
    fprintf(stderr, "cutile: %s\n", msg);
    fprintf(stderr, "usage: cutile dis FILE\n"
                    "       cutile asm FILE.mlir -o OUT [--bytecode-version 13.1|13.2|13.3|13.4]\n"
                    "       cutile verify FILE\n"
                    "       cutile compile --gpu-name sm_XX FILE [-o OUT] "
                    "[--emit tile|mem|sched|ptx|cubin|sass]\n"
                    "              [-O0…-O3] [--lineinfo] [--device-debug] [--num-warps N] "
                    "[--no-cache] [--verify-each] [-v]\n"
                    "              [--print-before-all] [--print-after-all] "
                    "[--print-before=PASS,…] [--print-after=PASS,…] [--time-passes]\n"
                    "       cutile compile --list-passes | --list-knobs\n");
    return CUTILE_ERROR_INVALID_ARGUMENT;
}

ct_status cli_read_file(const char *path, uint8_t **data, size_t *size, ct_diag *d)
{
    ct_buf b;
    ct_buf_init(&b, NULL);
    if (ct_read_file(path, &b, d)) {
        ct_buf_free(&b);
        return d->status;
    }
    *data = ct_buf_take(&b, size);
    if (!*data)
        return ct_diag_set(d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory reading %s", path);
    return CUTILE_SUCCESS;
}

ct_status cli_write_file(const char *path, const void *data, size_t size, ct_diag *d)
{
    FILE *f = fopen(path, "wb");
    if (!f)
        return ct_diag_set(d, CUTILE_ERROR_IO, "cannot create %s", path);
    size_t w = fwrite(data, 1, size, f);
    if (fclose(f) != 0 || w != size)
        return ct_diag_set(d, CUTILE_ERROR_IO, "cannot write %s", path);
    return CUTILE_SUCCESS;
}

/* Reads and verifies a bytecode file into *m. */
ct_status cli_load_module(const char *path, ct_module **m, ct_diag *d)
{
    uint8_t *data = NULL;
    size_t size = 0;
    if (cli_read_file(path, &data, &size, d))
        return d->status;
    ct_status s = ct_bc_read(data, size, NULL, m, d);
    free(data);
    if (s)
        return s;
    if (ct_verify_module(*m, d)) {
        ct_module_free(*m);
        *m = NULL;
    }
    return d->status;
}

static int cmd_verify(int argc, char **argv)
{
    if (argc != 1)
        return cli_usage("verify takes one FILE");
    ct_diag d = {0};
    ct_module *m = NULL;
    if (cli_load_module(argv[0], &m, &d))
        return cli_fail(&d);
    ct_module_free(m);
    return 0;
}

static int cmd_dis(int argc, char **argv)
{
    if (argc != 1)
        return cli_usage("dis takes one FILE");
    ct_diag d = {0};
    ct_module *m = NULL;
    if (cli_load_module(argv[0], &m, &d))
        return cli_fail(&d);
    ct_buf b;
    ct_buf_init(&b, NULL);
    ct_status s = ct_print_module(m, &b);
    ct_module_free(m);
    if (s || b.oom) {
        ct_buf_free(&b);
        ct_diag_set(&d, s ? s : CUTILE_ERROR_OUT_OF_MEMORY, "cannot print the module");
        return cli_fail(&d);
    }
    fwrite(b.data, 1, b.len, stdout);
    ct_buf_free(&b);
    return fflush(stdout) == 0 ? 0 : CUTILE_ERROR_IO;
}

/* "13.x" → 13xx; 0 if malformed. */
int cli_parse_version(const char *s)
{
    if (strncmp(s, "13.", 3) != 0 || s[3] < '1' || s[3] > '4' || s[4] != 0)
        return 0;
    return 1300 + (s[3] - '0');
}

static int cmd_asm(int argc, char **argv)
{
    const char *in = NULL, *out = NULL;
    int version = 0; /* 0: the version the text records (parse.c; 13.3 if it has none) */
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "-o") == 0 && i + 1 < argc)
            out = argv[++i];
        else if (strcmp(argv[i], "--bytecode-version") == 0 && i + 1 < argc) {
            if (!(version = cli_parse_version(argv[++i])))
                return cli_usage("--bytecode-version must be 13.1, 13.2, 13.3 or 13.4");
        } else if (argv[i][0] == '-' || in)
            return cli_usage("asm: unexpected argument");
        else
            in = argv[i];
    }
    if (!in || !out)
        return cli_usage("asm needs FILE.mlir and -o OUT");
    ct_diag d = {0};
    uint8_t *text = NULL;
    size_t size = 0;
    ct_module *m = NULL;
    ct_buf b;
    ct_buf_init(&b, NULL);
    if (!cli_read_file(in, &text, &size, &d) &&
        !ct_parse_module((const char *)text, size, NULL, &m, &d) && !ct_verify_module(m, &d) &&
        !ct_bc_write(m, version ? version : m->version, &b, &d)) {
        if (b.oom)
            ct_diag_set(&d, CUTILE_ERROR_OUT_OF_MEMORY, "out of memory");
        else
            cli_write_file(out, b.data, b.len, &d);
    }
    ct_buf_free(&b);
    ct_module_free(m);
    free(text);
    return d.status ? cli_fail(&d) : 0;
}

static const struct {
    const char *name;
    int (*run)(int argc, char **argv);
} commands[] = {
    {"dis", cmd_dis},
    {"asm", cmd_asm},
    {"verify", cmd_verify},
    {"cache", cli_cache},
    {"compile", cli_compile},
    {"lower", cli_lower},
};

int main(int argc, char **argv)
{
    if (argc < 2)
        return cli_usage("no command given");
    for (size_t i = 0; i < CT_ARRAY_LEN(commands); i++)
        if (strcmp(argv[1], commands[i].name) == 0)
            return commands[i].run(argc - 2, argv + 2);
    if (strcmp(argv[1], "--version") == 0) {
        printf("cutile %d.%d.%d\n", CUTILE_RT_VERSION_MAJOR, CUTILE_RT_VERSION_MINOR,
               CUTILE_RT_VERSION_PATCH);
        unsigned major, minor; /* what links the cubins (and so decides their SASS) */
        ct_diag d = {0};
        if (ct_link_version(&major, &minor, &d))
            printf("nvJitLink: none (%s)\n", d.msg);
        else
            printf("nvJitLink %u.%u\n", major, minor);
        return 0;
    }
    return cli_usage("unknown command");
}
