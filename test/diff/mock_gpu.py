# SPDX-License-Identifier: Apache-2.0
"""Stand-ins for run.py's Driver and Ours, to check the runner on a machine without a GPU
(`run.py --mock`): memory is host memory and a launch writes nothing. With MOCK_FAULTS=1,
"ours" also flips a bit of the first array for every 7th generated program (a disagreement to
report), faults for every 25th (a lost context: the parent must start a new worker after it)
and hangs for every 29th (the parent must kill the worker: run with a small --hang-s)."""
import ctypes
import os
import sys
import time

import numpy as np



class Driver:
    def __init__(self):
        global _driver_of_params
        _driver_of_params = self
        self.mem = {}
        self.next = 0x7F0000000000

    def alloc(self, n):
        p = self.next
        self.next += (n + 0xFFFF) & ~0xFFFF
        self.mem[p] = np.zeros(n, dtype=np.uint8)
        return p

    def free(self, p):
        del self.mem[p]

    def upload(self, p, arr):
        self.mem[p][:] = arr

    def download(self, p, n):
        return self.mem[p][:n].copy()

    def sync(self):
        pass

    def load_tileiras(self, image, entry):
        assert image[:4] == b"\x7fELF", "not a cubin"
        return None, entry

    def launch_tileiras(self, fn, grid, params):
        assert all(g >= 1 for g in grid)

    def time_ms(self, go, reps):
        go()
        return 0.01

    class _Cu:
        @staticmethod
        def cuModuleUnload(m):
            pass

    cu = _Cu()


class Ours:
    def __init__(self):
        self.drv = None

    def load(self, path):
        return ctypes.c_void_p(1) if os.path.exists(path) else "no such file"

    def kernel(self, mod, entry):
        return entry

    def launch(self, k, grid, params):
        if k.startswith("gen_") and os.environ.get("MOCK_FAULTS") == "1":
            seed = int(k[4:])
            if seed % 29 == 0:
                time.sleep(3600)  # a hang: the parent's watch must kill the worker
            if seed % 25 == 0:
                # the runner's own class (run.py runs as __main__)
                raise sys.modules["__main__"].CudaError("cuCtxSynchronize: CUDA_ERROR_ILLEGAL_ADDRESS (700) [mock]",
                                                       fatal=True)
            if seed % 7 == 0:
                # the first parameter slot holds the first array's address
                addr = ctypes.c_uint64.from_address(params[0]).value
                mem = _driver_of_params.mem[addr]
                mem[0] ^= 1


_driver_of_params = None
