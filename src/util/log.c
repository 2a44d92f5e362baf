/* log.c — the process-wide log hook (cuTileSetLogCallback) and ct_log, which every layer uses
 * to report what it handles on its own. */
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>

#include "util.h"

/* Callback and user pointer are published together, so a reader never pairs one callback with
 * another's user pointer. */
typedef struct log_hook {
    cuTileLogCallback cb;
    void *user;
} log_hook;
static log_hook log_hooks[2];
static atomic_int log_current = -1; /* index into log_hooks, -1 = none */
static atomic_flag log_lock = ATOMIC_FLAG_INIT;

void ct_log_set(cuTileLogCallback callback, void *user)
{
    while (atomic_flag_test_and_set(&log_lock))
        ;
    int cur = atomic_load(&log_current);
    int next = cur == 0 ? 1 : 0;
    log_hooks[next].cb = callback;
    log_hooks[next].user = user;
    atomic_store(&log_current, callback ? next : -1);
    atomic_flag_clear(&log_lock);
}

void ct_log(cuTileLogLevel level, const char *fmt, ...)
{
    while (atomic_flag_test_and_set(&log_lock))
        ;
    int cur = atomic_load(&log_current);
    log_hook h = cur >= 0 ? log_hooks[cur] : (log_hook){0};
    atomic_flag_clear(&log_lock);
    if (!h.cb)
        return;
    char msg[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    h.cb(h.user, level, msg);
}
