/* lower_views.h — what lower-views (lower_views.c) knows that later passes and emit-ptx share. */
#ifndef CT_LOWER_VIEWS_H
#define CT_LOWER_VIEWS_H

#include "pass/pass.h"

/* The element bits of a view's padding value for element type s (zero without one: an
 * unspecified value may be anything). */
uint64_t ct_view_pad_bits(const ct_type *view, ct_scalar s);

#endif
