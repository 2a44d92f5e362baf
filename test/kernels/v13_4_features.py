# SPDX-License-Identifier: Apache-2.0
"""Kernel using features that only bytecode 13.4 can express (written for this project).

pdl_insert_inbounds(x, y, scale, TILE)
    y[i] = x[i] * scale, except that the first 16 elements of every tile are
    cubed first: t[0:16] = t[0:16] ** 3 (integer exponent), then scaled.
  * ct.grid_dependency_control_wait / _launch_dependents   -> gdc_wait_tko,
    gdc_launch_dependents_tko (programmatic dependent launch)
  * ct.load / ct.store with check_bounds=False             -> load/store_view_tko
    with inbounds = [true] (x and y must be a whole number of tiles)
  * ct.insert (inverse of ct.extract)                      -> insert
  * x ** 3 with an integer exponent                        -> fpowi
Exported at 13.4 only: cuda-tile refuses all four features for older versions.
"""
import cuda.tile as ct


@ct.kernel
def pdl_insert_inbounds(x, y, scale, TILE: ct.Constant[int]):
    ct.grid_dependency_control_wait()
    pid = ct.bid(0)
    t = ct.load(x, index=(pid,), shape=(TILE,), check_bounds=False)
    ct.grid_dependency_control_launch_dependents()
    head = ct.extract(t, index=(0,), shape=(16,))
    t = ct.insert(t, (0,), head ** 3)
    ct.store(y, index=(pid,), tile=t * scale, check_bounds=False)
