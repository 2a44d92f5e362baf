/* clock.h — host-side timing shared by the CPU benchmarks: a monotonic clock in nanoseconds
 * and the median of a sample (sorted in place). */
#ifndef CT_BENCH_CLOCK_H
#define CT_BENCH_CLOCK_H

#include <stdint.h>
#include <stdlib.h>
#include <time.h>

static inline uint64_t now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static inline int bench_cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

/* Median of n nanosecond samples, in microseconds. */
static inline double median_us(uint64_t *ns, int n)
{
    qsort(ns, (size_t)n, sizeof *ns, bench_cmp_u64);
    return (double)ns[n / 2] / 1000.0;
}

#endif
