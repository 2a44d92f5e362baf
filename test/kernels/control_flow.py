# SPDX-License-Identifier: Apache-2.0
"""Control-flow and atomics test kernel for libcutile_rt (written for this project).

control_flow(X, Out, Locks, Hist, Total, n_iter, threshold, NUM_SLOTS, TILE)
  1. for-loop over n_iter chunks of X (runtime trip count) with a runtime
     if/else inside: even chunks are added, odd chunks subtracted at half weight.
  2. if/else on a runtime reduction: Hist[1] += 1 if sum > threshold else Hist[0] += 1
     (integer atomic add), and Total[0] += sum (float atomic add).
  3. a while-loop with break that counts how many halvings bring n_iter to 1
     (pure scalar loop; result stored into Hist[2 + pid % 2] with atomic max).
  4. an atomic_cas spin lock (while True / break) per slot = pid % NUM_SLOTS
     guarding a read-modify-write of the row Out[slot, :], released by atomic_xchg.
"""
import cuda.tile as ct


@ct.kernel
def control_flow(X, Out, Locks, Hist, Total, n_iter, threshold,
                 NUM_SLOTS: ct.Constant[int], TILE: ct.Constant[int]):
    pid = ct.bid(0)

    acc = ct.zeros((TILE,), dtype=ct.float32)
    for i in range(n_iter):
        t = ct.load(X, index=(pid * n_iter + i,), shape=(TILE,),
                    padding_mode=ct.PaddingMode.ZERO)
        if i % 2 == 0:
            acc = acc + t
        else:
            acc = acc - 0.5 * t

    total = ct.sum(acc)
    if total > threshold:
        bucket = 1
    else:
        bucket = 0
    ct.atomic_add(Hist, bucket, 1)
    ct.atomic_add(Total, 0, total)

    steps = 0
    n = n_iter
    while True:
        if n <= 1:
            break
        n = n // 2
        steps += 1
    ct.atomic_max(Hist, 2 + pid % 2, steps)

    slot = pid % NUM_SLOTS
    while True:
        old = ct.atomic_cas(Locks, slot, 0, 1, memory_order=ct.MemoryOrder.ACQUIRE)
        if old == 0:
            break
    cur = ct.load(Out, index=(slot, 0), shape=(1, TILE))
    ct.store(Out, index=(slot, 0), tile=cur + ct.reshape(acc, (1, TILE)))
    ct.atomic_xchg(Locks, slot, 0, memory_order=ct.MemoryOrder.RELEASE)


@ct.kernel
def carried_alias(X, OA, OB, OC, n, TM: ct.Constant[int]):
    """A loop whose carried values are passed on as renames of another (a reshape and a
    transpose hold a's registers): after n >= 1 iterations OA = X + n, OB and OC = X + n - 1
    flattened and transposed. The copy at the loop's end must read a before it writes it."""
    a = ct.load(X, index=(0, 0), shape=(TM, TM))
    b = ct.reshape(a, (TM * TM,))
    c = ct.transpose(a)
    for i in range(n):
        a, b, c = a + 1.0, ct.reshape(a, (TM * TM,)), ct.transpose(a)
    ct.store(OA, index=(0, 0), tile=a)
    ct.store(OB, index=(0,), tile=b)
    ct.store(OC, index=(0, 0), tile=c)


@ct.kernel
def loop_bounds(Out, lo, hi, st):
    """Out[0:16] = the iterations of range(lo, hi, st), Out[16:32] = the last induction value:
    run with steps that take lo + k·st past the i32 range, where the loop must stop (the spec's
    iterations {lo + k·st < hi})."""
    cnt = ct.full((16,), 0, dtype=ct.int32)
    last = ct.full((16,), 0, dtype=ct.int32)
    for i in range(lo, hi, st):
        cnt = cnt + 1
        last = ct.full((16,), i, dtype=ct.int32)
    ct.store(Out, index=(0,), tile=cnt)
    ct.store(Out, index=(1,), tile=last)
