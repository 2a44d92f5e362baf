# SPDX-License-Identifier: Apache-2.0
"""A ctypes view of include/cutile_rt.h for the Python benchmarks: load a module, look up its
first kernel, launch it with typed arguments on torch tensors, on torch's current stream (so
torch's CUDA events time it like any torch or Triton kernel). Only what the benchmarks use.

    rt = CuTile("build-device/lib/libcutile_rt.so")   # binds to the current CUDA context
    k, load_ms = rt.load_first_kernel("test/data/moe_gemm_bf16.v13_3.cutile")
    go = rt.launcher(k, (gx, gy, 1), [rt.array(t), rt.i64(3)], torch.cuda.current_stream().cuda_stream)
    go()
"""
import ctypes
import time

MAX_RANK = 8
ARG_ARRAY, ARG_INT64, ARG_FLOAT64, ARG_BOOL = 1, 2, 3, 4
# cuTileDType by torch dtype name
DTYPES = {"bool": 1, "int8": 2, "int16": 3, "int32": 4, "int64": 5, "uint8": 6, "uint16": 7,
          "uint32": 8, "uint64": 9, "float16": 10, "bfloat16": 11, "float32": 12, "float64": 13,
          "float8_e4m3fn": 14, "float8_e5m2": 15}


class _Array(ctypes.Structure):
    _fields_ = [("data", ctypes.c_uint64), ("dtype", ctypes.c_int), ("rank", ctypes.c_int),
                ("shape", ctypes.c_int64 * MAX_RANK), ("strides", ctypes.c_int64 * MAX_RANK)]


class _List(ctypes.Structure):
    _fields_ = [("descriptors", ctypes.c_uint64), ("length", ctypes.c_int64)]


class _Value(ctypes.Union):
    _fields_ = [("array", _Array), ("list", _List), ("i64", ctypes.c_int64),
                ("f64", ctypes.c_double), ("b", ctypes.c_int)]


class Arg(ctypes.Structure):
    """cuTileArg (152 bytes: kind, then the 8-aligned union)."""
    _fields_ = [("kind", ctypes.c_int), ("u", _Value)]


class CuTileError(RuntimeError):
    pass


class CuTile:
    def __init__(self, lib_path, cache_dir=None):
        self.lib = L = ctypes.CDLL(lib_path)
        vp, st = ctypes.c_void_p, ctypes.c_int
        L.cuTileGetLastErrorMessage.restype = ctypes.c_char_p
        L.cuTileContextCreate.argtypes = [ctypes.POINTER(vp), vp]
        L.cuTileContextDestroy.argtypes = [vp]
        L.cuTileLoadModuleFromFile.argtypes = [vp, ctypes.c_char_p, vp, ctypes.POINTER(vp)]
        L.cuTileModuleGetKernelName.argtypes = [vp, ctypes.c_size_t, ctypes.POINTER(ctypes.c_char_p)]
        L.cuTileModuleGetKernel.argtypes = [vp, ctypes.c_char_p, ctypes.POINTER(vp)]
        L.cuTileLaunch.argtypes = [vp, ctypes.POINTER(ctypes.c_uint32 * 3), ctypes.POINTER(Arg),
                                   ctypes.c_size_t, vp]
        for f in ("cuTileContextCreate", "cuTileLoadModuleFromFile", "cuTileModuleGetKernelName",
                  "cuTileModuleGetKernel", "cuTileLaunch"):
            getattr(L, f).restype = st
        assert ctypes.sizeof(Arg) == 152, "cuTileArg layout changed"
        self.ctx = vp()
        opts = None
        if cache_dir:  # cuTileContextOptions {struct_size, allocator, cache_dir, ...}
            class _Opts(ctypes.Structure):
                _fields_ = [("struct_size", ctypes.c_size_t), ("allocator", vp),
                            ("cache_dir", ctypes.c_char_p), ("cache_read_path", ctypes.c_char_p),
                            ("cache_disable", ctypes.c_int), ("cache_max_size", ctypes.c_uint64)]
            self._opts = _Opts(ctypes.sizeof(_Opts), None, cache_dir.encode(), None, 0, 0)
            opts = ctypes.cast(ctypes.pointer(self._opts), vp)
        self._check(L.cuTileContextCreate(ctypes.byref(self.ctx), opts), "cuTileContextCreate")

    def _check(self, status, what):
        if status:
            raise CuTileError(f"{what}: status {status}: "
                              f"{self.lib.cuTileGetLastErrorMessage().decode()}")

    def load_first_kernel(self, path):
        """(kernel handle, wall ms of the load) for the first entry of the module at path."""
        mod, name, k = ctypes.c_void_p(), ctypes.c_char_p(), ctypes.c_void_p()
        t0 = time.perf_counter()
        self._check(self.lib.cuTileLoadModuleFromFile(self.ctx, path.encode(), None,
                                                      ctypes.byref(mod)), path)
        ms = (time.perf_counter() - t0) * 1e3
        self._check(self.lib.cuTileModuleGetKernelName(mod, 0, ctypes.byref(name)), path)
        self._check(self.lib.cuTileModuleGetKernel(mod, name, ctypes.byref(k)), path)
        return k, ms

    @staticmethod
    def array(t):
        """An ARRAY argument for a CUDA torch tensor (shape and strides in elements)."""
        a = Arg(kind=ARG_ARRAY)
        a.u.array.data = t.data_ptr()
        a.u.array.dtype = DTYPES[str(t.dtype).replace("torch.", "")]
        a.u.array.rank = t.dim()
        for i, (n, s) in enumerate(zip(t.shape, t.stride())):
            a.u.array.shape[i], a.u.array.strides[i] = n, s
        return a

    @staticmethod
    def i64(v):
        a = Arg(kind=ARG_INT64)
        a.u.i64 = v
        return a

    def launcher(self, kernel, grid, args, stream):
        """A callable launching `kernel` on `stream` (a CUstream as an int, e.g. torch's
        current_stream().cuda_stream) with the arguments converted once, so that a timed call
        costs one ctypes call."""
        g, arr, st = (ctypes.c_uint32 * 3)(*grid), (Arg * len(args))(*args), ctypes.c_void_p(stream)
        fn, n = self.lib.cuTileLaunch, len(args)

        def launch():
            self._check(fn(kernel, ctypes.byref(g), arr, n, st), "cuTileLaunch")
        return launch
