/* cli.h — helpers shared by the subcommands of the `cutile` tool (the files in tools/). */
#ifndef CT_CLI_H
#define CT_CLI_H

#include "ir/ir.h"

int cli_fail(const ct_diag *d);          /* prints the one-line error; returns the exit code */
/* Prints "cutile: <message>" and the usage to stderr; returns ERROR_INVALID_ARGUMENT. */
int cli_usage(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* A cuTileLogCallback printing "cutile: <message>" to stderr for levels up to
 * (cuTileLogLevel)(intptr_t)user. */
void cli_log(void *user, cuTileLogLevel level, const char *msg);
int cli_parse_version(const char *s);    /* "13.x" → 13xx, 0 if malformed */
ct_status cli_read_file(const char *path, uint8_t **data, size_t *size, ct_diag *d);
ct_status cli_write_file(const char *path, const void *data, size_t size, ct_diag *d);
int cli_ends_with(const char *s, const char *suffix);
/* Reads bytecode, or the text form if path ends in .mlir, and verifies it. */
ct_status cli_load_module(const char *path, ct_module **m, ct_diag *d);

int cli_cache(int argc, char **argv); /* `cutile cache …` (tools/cache.c) */
int cli_compile(int argc, char **argv); /* `cutile compile …` (tools/compile.c) */
int cli_lower(int argc, char **argv);   /* `cutile lower …`: compile's old name, ditto */
int cli_bundle(int argc, char **argv);  /* `cutile bundle …` (tools/bundle.c) */
int cli_kernels(int argc, char **argv); /* `cutile kernels FILE` (tools/bundle.c) */

#endif
