/*
 * `cutile lower FILE [--target sm_XX] [--emit tile|mem|sched|ptx] [-O0…-O3] [--num-warps N]
 *                    [--print-before-all] [--print-after-all] [--print-before=P,…]
 *                    [--print-after=P,…]`
 *
 * The compiler's debugging view: runs the pass pipeline on a bytecode file (or, for FILE
 * ending in ".mlir", the text form) and writes to stdout the requested IR dumps followed by
 * the output of the last stage asked for (default: PTX for sm_90a). No GPU and no nvJitLink
 * are involved; `cutile compile` is the tool that produces cubins. The FileCheck tests of the
 * passes (test/lit/lower/) run through here.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lower/compile.h"
#include "tools/cli.h"

static int ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), m = strlen(suffix);
    return n >= m && strcmp(s + n - m, suffix) == 0;
}

static ct_status load(const char *path, ct_module **m, ct_diag *d)
{
    if (!ends_with(path, ".mlir"))
        return cli_load_module(path, m, d);
    uint8_t *text = NULL;
    size_t size = 0;
    if (!cli_read_file(path, &text, &size, d) &&
        !ct_parse_module((const char *)text, size, NULL, m, d) && ct_verify_module(*m, d)) {
        ct_module_free(*m);
        *m = NULL;
    }
    free(text);
    return d->status;
}

static int parse_emit(const char *s, ct_emit *e)
{
    static const char *const names[] = {"ptx", "tile", "mem", "sched"};
    for (int i = 0; i < 4; i++)
        if (strcmp(s, names[i]) == 0) {
            *e = (ct_emit)i;
            return 0;
        }
    return -1;
}

int cli_lower(int argc, char **argv)
{
    const char *in = NULL, *target = "sm_90a";
    ct_buf dump;
    ct_buf_init(&dump, NULL);
    ct_compile_config cfg = {.opt_level = 3, .dump = &dump};
    for (int i = 0; i < argc; i++) {
        const char *s = argv[i];
        if (strcmp(s, "--target") == 0 && i + 1 < argc)
            target = argv[++i];
        else if (strcmp(s, "--emit") == 0 && i + 1 < argc) {
            if (parse_emit(argv[++i], &cfg.emit))
                return cli_usage("--emit must be tile, mem, sched or ptx");
        } else if (strcmp(s, "--num-warps") == 0 && i + 1 < argc)
            cfg.knobs.num_warps = atoi(argv[++i]);
        else if (s[0] == '-' && s[1] == 'O' && s[2] >= '0' && s[2] <= '3' && !s[3])
            cfg.opt_level = s[2] - '0';
        else if (strcmp(s, "--print-before-all") == 0)
            cfg.print_before_all = true;
        else if (strcmp(s, "--print-after-all") == 0)
            cfg.print_after_all = true;
        else if (strncmp(s, "--print-before=", 15) == 0)
            cfg.print_before = s + 15;
        else if (strncmp(s, "--print-after=", 14) == 0)
            cfg.print_after = s + 14;
        else if (s[0] == '-' || in)
            return cli_usage("lower: unexpected argument");
        else
            in = s;
    }
    if (!in)
        return cli_usage("lower needs FILE");
    ct_diag d = {0};
    ct_module *m = NULL;
    ct_compile_result res;
    bool ok = (cfg.target = ct_target_by_name(target, &d)) && !load(in, &m, &d) &&
              !ct_compile(m, &cfg, &res, &d);
    if (dump.len) /* on failure: the dumps of what ran before it */
        fwrite(dump.data, 1, dump.len, stdout);
    if (ok) {
        fwrite(res.ptx, 1, res.ptx_len, stdout);
        ct_compile_result_free(&res);
    }
    ct_module_free(m);
    ct_buf_free(&dump);
    if (fflush(stdout) != 0 && !d.status)
        ct_diag_set(&d, CUTILE_ERROR_IO, "cannot write the output");
    return d.status ? cli_fail(&d) : 0;
}
