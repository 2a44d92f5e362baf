/*
 * cli_file.c — libFuzzer target for what the `cutile` tool does with a FILE argument, in
 * process: the input is written to an in-memory file and read back with ct_read_file (the
 * tool's reader), then handled as the tool would by its first bytes:
 *   bytecode (the magic) — `cutile verify` / `cutile dis`: read and verify; a module that
 *     verifies prints, its text parses and verifies, and that module writes at the file's
 *     version (what the reader took, the writer can carry: `cutile dis F | cutile asm` works);
 *   anything else — `cutile asm`: parse and verify; a module that verifies writes at its own
 *     version or fails CANNOT_ENCODE, and what is written reads back and verifies.
 * Any other outcome (the file read back short, a status outside the documented ones, a
 * refused round trip) traps. Seeds: test/fuzz/corpus/cli_file/ (small files of both kinds).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "bytecode/bytecode.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The input as the tool gets it: a file read through ct_read_file. */
static void read_through_file(const uint8_t *data, size_t size, ct_buf *b)
{
    int fd = memfd_create("cli_file", MFD_CLOEXEC);
    if (fd < 0 || (size && write(fd, data, size) != (ssize_t)size))
        abort(); /* the machine, not the library */
    char path[64];
    snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
    ct_buf_init(b, NULL);
    ct_diag d = {0};
    if (ct_read_file(path, b, &d) != CUTILE_SUCCESS || b->len != size ||
        (size && memcmp(b->data, data, size) != 0))
        __builtin_trap();
    close(fd);
}

/* Writes m at `version`: SUCCESS (bytes that read back and verify) or one of `allowed`. */
static ct_status write_checked(const ct_module *m, int version, ct_status allowed)
{
    ct_buf b;
    ct_buf_init(&b, NULL);
    ct_diag d = {0};
    ct_status s = ct_bc_write(m, version, &b, &d);
    if (s == CUTILE_SUCCESS && !b.oom) {
        ct_module *back = NULL;
        ct_diag rd = {0};
        if (ct_bc_read(b.data, b.len, NULL, &back, &rd) != CUTILE_SUCCESS ||
            ct_verify_module(back, &rd) != CUTILE_SUCCESS)
            __builtin_trap();
        ct_module_free(back);
    } else if (s != allowed && s != CUTILE_ERROR_OUT_OF_MEMORY)
        __builtin_trap();
    ct_buf_free(&b);
    return s;
}

/* `cutile dis`, then `cutile asm` of its output. */
static void as_bytecode(const ct_buf *in)
{
    ct_module *m = NULL;
    ct_diag d = {0};
    if (ct_bc_read(in->data, in->len, NULL, &m, &d) != CUTILE_SUCCESS)
        return;
    if (ct_verify_module(m, &d) == CUTILE_SUCCESS) {
        ct_buf t;
        ct_buf_init(&t, NULL);
        if (ct_print_module(m, &t) != CUTILE_SUCCESS || t.oom)
            __builtin_trap();
        ct_module *again = NULL;
        ct_diag pd = {0};
        if (ct_parse_module((const char *)t.data, t.len, NULL, &again, &pd) != CUTILE_SUCCESS ||
            ct_verify_module(again, &pd) != CUTILE_SUCCESS)
            __builtin_trap(); /* dis printed what asm refuses */
        write_checked(again, m->version, CUTILE_SUCCESS);
        ct_module_free(again);
        ct_buf_free(&t);
    }
    ct_module_free(m);
}

/* `cutile asm`. */
static void as_text(const ct_buf *in)
{
    ct_module *m = NULL;
    ct_diag d = {0};
    ct_status s = ct_parse_module((const char *)in->data, in->len, NULL, &m, &d);
    if (s == CUTILE_SUCCESS && ct_verify_module(m, &d) == CUTILE_SUCCESS)
        write_checked(m, m->version, CUTILE_ERROR_CANNOT_ENCODE);
    else if (s != CUTILE_SUCCESS && s != CUTILE_ERROR_PARSE && s != CUTILE_ERROR_OUT_OF_MEMORY)
        __builtin_trap();
    ct_module_free(m);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const uint8_t magic[8] = {0x7F, 'T', 'i', 'l', 'e', 'I', 'R', 0};
    ct_buf in;
    read_through_file(data, size, &in);
    if (in.len >= sizeof magic && memcmp(in.data, magic, sizeof magic) == 0)
        as_bytecode(&in);
    else
        as_text(&in);
    ct_buf_free(&in);
    return 0;
}
