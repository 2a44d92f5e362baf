/* linear_layout.c — linear layouts over GF(2): construction, composition, inversion. */
#include <string.h>

#include "target/linear_layout.h"

uint32_t ct_ll_apply(const ct_ll *l, uint32_t reg, uint32_t lane, uint32_t warp)
{
    uint32_t x = 0;
    for (uint32_t i = 0; i < l->nreg; i++)
        if (reg >> i & 1)
            x ^= l->base[i];
    for (uint32_t i = 0; i < l->nlane; i++)
        if (lane >> i & 1)
            x ^= l->base[ct_ll_lane0(l) + i];
    for (uint32_t i = 0; i < l->nwarp; i++)
        if (warp >> i & 1)
            x ^= l->base[ct_ll_warp0(l) + i];
    return x;
}

uint32_t ct_ll_dim_offset(uint32_t rank, const uint8_t *lg, uint32_t d)
{
    uint32_t off = 0;
    for (uint32_t j = d + 1; j < rank; j++)
        off += lg[j];
    return off;
}

static uint32_t log2_u32(uint32_t v)
{
    uint32_t k = 0;
    while (v > 1u) {
        v >>= 1;
        k++;
    }
    return k;
}

bool ct_ll_blocked(ct_ll *l, uint32_t rank, const uint8_t *lg, uint32_t contig, uint32_t vec,
                   uint32_t num_warps)
{
    memset(l, 0, sizeof *l);
    if (rank > CT_LL_MAX_RANK || (rank && contig >= rank) || num_warps > (1u << CT_LL_MAX_WARP))
        return false;
    /* The flat bits in walking order: contig's from low to high, then the other dims from the
     * last (fastest in row-major order) to the first. */
    uint32_t order[CT_LL_MAX_RANK], nd = 0;
    if (rank)
        order[nd++] = contig;
    for (uint32_t d = rank; d-- > 0;)
        if (d != contig)
            order[nd++] = d;
    uint32_t seq[CT_LL_MAX_OUT], n = 0;
    for (uint32_t k = 0; k < rank; k++) {
        uint32_t d = order[k];
        uint32_t off = ct_ll_dim_offset(rank, lg, d);
        for (uint32_t b = 0; b < lg[d]; b++) {
            if (n == CT_LL_MAX_OUT)
                return false;
            seq[n++] = off + b;
        }
    }
    uint32_t lgvec = log2_u32(vec);
    if (rank == 0 || lgvec > lg[contig])
        lgvec = rank ? lg[contig] : 0;
    uint32_t lgw = log2_u32(num_warps), next = 0;
    uint32_t hw[CT_LL_LANE_BITS + CT_LL_MAX_WARP];
    for (uint32_t i = 0; i < lgvec; i++)
        l->base[i] = 1u << seq[next++];
    for (uint32_t i = 0; i < CT_LL_LANE_BITS + lgw; i++)
        hw[i] = next < n ? 1u << seq[next++] : 0;
    uint32_t nreg = lgvec + (n - next);
    if (nreg > CT_LL_MAX_REG)
        return false;
    for (uint32_t i = lgvec; i < nreg; i++)
        l->base[i] = 1u << seq[next++];
    l->nreg = (uint8_t)nreg;
    l->nlane = CT_LL_LANE_BITS;
    l->nwarp = (uint8_t)lgw;
    l->nout = (uint8_t)n;
    memcpy(l->base + nreg, hw, (CT_LL_LANE_BITS + lgw) * sizeof hw[0]);
    return true;
}

void ct_ll_scalar(ct_ll *l, uint32_t num_warps)
{
    memset(l, 0, sizeof *l);
    l->nlane = CT_LL_LANE_BITS;
    l->nwarp = (uint8_t)log2_u32(num_warps);
}

void ct_ll_map(ct_ll *out, const ct_ll *l, const uint32_t *col, uint8_t nout)
{
    ct_ll r = *l;
    r.nout = nout;
    for (uint32_t j = 0; j < ct_ll_nin(l); j++) {
        uint32_t x = 0;
        for (uint32_t i = 0; i < l->nout; i++)
            if (l->base[j] >> i & 1)
                x ^= col[i];
        r.base[j] = x;
    }
    *out = r;
}

void ct_ll_permute_map(uint32_t rank, const uint8_t *src_lg, const int32_t *perm, uint32_t *col)
{
    uint8_t res_lg[CT_LL_MAX_RANK];
    for (uint32_t i = 0; i < rank; i++)
        res_lg[i] = src_lg[perm[i]];
    for (uint32_t i = 0; i < rank; i++) {
        uint32_t s = (uint32_t)perm[i];
        uint32_t soff = ct_ll_dim_offset(rank, src_lg, s), roff = ct_ll_dim_offset(rank, res_lg, i);
        for (uint32_t b = 0; b < src_lg[s]; b++)
            col[soff + b] = 1u << (roff + b);
    }
}

void ct_ll_broadcast_map(uint32_t rank, const uint8_t *res_lg, const uint8_t *src_lg,
                         uint32_t *col)
{
    for (uint32_t d = 0; d < rank; d++) {
        uint32_t roff = ct_ll_dim_offset(rank, res_lg, d), soff = ct_ll_dim_offset(rank, src_lg, d);
        for (uint32_t b = 0; b < res_lg[d]; b++)
            col[roff + b] = src_lg[d] ? 1u << (soff + b) : 0;
    }
}

typedef ct_ll_echelon echelon;

static uint32_t reduce(const echelon *e, uint32_t x, uint64_t *combo)
{
    for (int p = 31; p >= 0; p--)
        if ((x >> p & 1) && e->val[p]) {
            x ^= e->val[p];
            *combo ^= e->combo[p];
        }
    return x;
}

/* Adds input j's base x; false if x depends on the earlier inputs. */
static bool insert(echelon *e, uint32_t j, uint32_t x)
{
    uint64_t combo = 1ull << j;
    x = reduce(e, x, &combo);
    if (!x)
        return false;
    int p = 31;
    while (!(x >> p & 1))
        p--;
    e->val[p] = x;
    e->combo[p] = combo;
    return true;
}

/* Inserts every base in input order; returns the mask of dependent inputs. */
static uint64_t build(const ct_ll *l, echelon *e)
{
    memset(e, 0, sizeof *e);
    uint64_t dep = 0;
    for (uint32_t j = 0; j < ct_ll_nin(l); j++)
        if (!insert(e, j, l->base[j]))
            dep |= 1ull << j;
    return dep;
}

void ct_ll_reg_index_init(ct_ll_echelon *x, const ct_ll *l)
{
    memset(x, 0, sizeof *x);
    for (uint32_t j = 0; j < l->nreg; j++)
        insert(x, j, l->base[j]);
}

/* The registers holding one element are r XOR the combinations of dependent register bits that
 * map to 0, each of which has a dependent bit as its highest. r, made of independent bits only,
 * is zero at all of those, so it is the smallest of them. */
bool ct_ll_reg_find(const ct_ll_echelon *x, uint32_t flat, uint32_t *reg)
{
    uint64_t r = 0;
    if (reduce(x, flat, &r))
        return false;
    *reg = (uint32_t)r;
    return true;
}

uint64_t ct_ll_dup_mask(const ct_ll *l)
{
    echelon e;
    return build(l, &e);
}

bool ct_ll_invert(const ct_ll *l, uint64_t *inv)
{
    echelon e;
    build(l, &e);
    for (uint32_t i = 0; i < l->nout; i++) {
        uint64_t combo = 0;
        if (reduce(&e, 1u << i, &combo))
            return false;
        inv[i] = combo;
    }
    return true;
}

bool ct_ll_surjective(const ct_ll *l)
{
    uint64_t inv[CT_LL_MAX_OUT];
    return ct_ll_invert(l, inv);
}

uint32_t ct_ll_contig(const ct_ll *l, uint32_t first_bit)
{
    uint32_t k = 0;
    while (k < l->nreg && first_bit + k < 32 && l->base[k] == 1u << (first_bit + k))
        k++;
    return 1u << k;
}

bool ct_ll_is_permutation(const ct_ll *l)
{
    uint32_t seen = 0;
    for (uint32_t j = 0; j < ct_ll_nin(l); j++) {
        uint32_t b = l->base[j];
        if (!b)
            continue;
        if ((b & (b - 1)) || (seen & b))
            return false;
        seen |= b;
    }
    return true;
}

bool ct_ll_eq(const ct_ll *a, const ct_ll *b)
{
    return a->nreg == b->nreg && a->nlane == b->nlane && a->nwarp == b->nwarp &&
           a->nout == b->nout && memcmp(a->base, b->base, ct_ll_nin(a) * sizeof a->base[0]) == 0;
}

uint32_t ct_ll_encoded_len(const ct_ll *l) { return 4 + ct_ll_nin(l); }

void ct_ll_encode(const ct_ll *l, int32_t *out)
{
    out[0] = l->nreg;
    out[1] = l->nlane;
    out[2] = l->nwarp;
    out[3] = l->nout;
    for (uint32_t j = 0; j < ct_ll_nin(l); j++)
        out[4 + j] = (int32_t)l->base[j];
}

bool ct_ll_decode(ct_ll *l, const int32_t *in, uint32_t n)
{
    memset(l, 0, sizeof *l);
    if (n < 4 || in[0] < 0 || in[0] > CT_LL_MAX_REG || in[1] != CT_LL_LANE_BITS || in[2] < 0 ||
        in[2] > CT_LL_MAX_WARP || in[3] < 0 || in[3] > CT_LL_MAX_OUT)
        return false;
    l->nreg = (uint8_t)in[0];
    l->nlane = (uint8_t)in[1];
    l->nwarp = (uint8_t)in[2];
    l->nout = (uint8_t)in[3];
    if (n != ct_ll_encoded_len(l))
        return false;
    for (uint32_t j = 0; j < ct_ll_nin(l); j++) {
        if (in[4 + j] < 0 || (uint32_t)in[4 + j] >> l->nout)
            return false;
        l->base[j] = (uint32_t)in[4 + j];
    }
    return true;
}
