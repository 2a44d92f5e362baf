# SPDX-License-Identifier: Apache-2.0
"""A pytest plugin that runs NVIDIA's cuTile Python test suite (NVIDIA/cutile-python, test/)
on libcutile_rt instead of NVIDIA's tileiras compiler: every ct.launch exports the kernel to
bytecode with cuTile's own front end (the signature derived from the real arguments, as
ct.launch derives it) and then loads, compiles and launches it through our library on torch's
stream. The tests' own assertions (against torch) then judge our results.

    CUTILE_LIB=build/lib/libcutile_rt.so PYTHONPATH=test/cutile_python:bench \
        python3 -m pytest -p cutile_rt_pytest <cutile-python>/test/test_scan.py

scripts/cutile-python-tests.sh runs the whole suite this way. Needs a GPU, torch and the
cuda-tile package (no tileiras). What cannot work without NVIDIA's tools is skipped, not
failed: FileCheck of cuTile's MLIR (util.filecheck). The compiler reports bytecode 13.4 as
its newest (the library reads 13.1-13.4), so the suite's tests gated on a 13.4 tileiras run;
kernels are exported as 13.3 where they can be and as 13.4 where they need it.
"""
import hashlib
import inspect
import io
import os
import sys
import tempfile
import typing

import pytest

_STATE = {}


def _rt():
    if "rt" not in _STATE:
        from cutile_ctypes import CuTile
        _STATE["rt"] = CuTile(os.environ["CUTILE_LIB"],
                              cache_dir=tempfile.mkdtemp(prefix="cutile_pytest_cache_"))
        _STATE["dir"] = tempfile.mkdtemp(prefix="cutile_pytest_bc_")
        _STATE["kernels"] = {}
        _STATE["sigs"] = {}
        _STATE["keep"] = []
    return _STATE["rt"]


def _is_const(ann):
    from cuda.tile._stub import ConstantAnnotation
    if typing.get_origin(ann) is typing.Annotated:
        return any(isinstance(m, ConstantAnnotation) for m in typing.get_args(ann)[1:])
    return isinstance(ann, ConstantAnnotation)


def _signature(kernel, args):
    """cuTile Python's v1 calling convention, or v2 where the arguments need it (tuples,
    static shapes), as ct.launch picks."""
    from cuda.tile.compilation import KernelSignature, CallingConvention
    try:
        return KernelSignature.from_kernel_args(kernel, args,
                                                CallingConvention.cutile_python_v1()), False
    except ValueError as e:
        if "calling convention" not in str(e):
            raise
        return KernelSignature.from_kernel_args(kernel, args,
                                                CallingConvention.cutile_python_v2()), True


def _bytecode(kernel, sig):
    from cuda.tile.compilation import export_kernel
    for ver in ("13.3", "13.4"):
        buf = io.BytesIO()
        try:
            export_kernel(kernel, [sig], buf, gpu_code=None, output_format="tileir_bytecode",
                          bytecode_version=ver)
            return buf.getvalue()
        except Exception as e:  # cuTile's front-end errors reach the test as they would
            if ver == "13.4" or "13.4" not in str(e):
                raise


def _arg(v):
    import torch
    from cutile_ctypes import Arg, ARG_BOOL, ARG_FLOAT64, CuTile
    if isinstance(v, torch.Tensor):
        return CuTile.array(v)
    if isinstance(v, bool):
        a = Arg(kind=ARG_BOOL)
        a.u.b = int(v)
        return a
    if isinstance(v, int):
        return CuTile.i64(v)
    if isinstance(v, float):
        a = Arg(kind=ARG_FLOAT64)
        a.u.f64 = v
        return a
    if isinstance(v, list) and v and all(isinstance(t, torch.Tensor) for t in v):
        rows = [[t.data_ptr(), *t.shape, *t.stride()] for t in v]
        table = torch.tensor(rows, dtype=torch.int64, device=v[0].device).flatten()
        _STATE["keep"].append(table)
        a = Arg(kind=5)  # CUTILE_ARG_ARRAY_LIST
        a.u.list.descriptors, a.u.list.length = table.data_ptr(), len(v)
        return a
    raise NotImplementedError(f"cutile_rt_pytest: argument of type {type(v).__name__}")


def _leaves(v, ann, v2):
    """The launch arguments of one parameter: none for a constant; with v2 the non-constant
    elements of a tuple, each its own argument (constness from tuple[...] annotations)."""
    if _is_const(ann):
        return []
    if not (v2 and isinstance(v, tuple)):
        return [v]
    sub = typing.get_args(ann) if typing.get_origin(ann) is tuple else ()
    if len(sub) == 2 and sub[1] is Ellipsis:
        sub = (sub[0],) * len(v)
    if len(sub) != len(v):
        sub = (inspect.Parameter.empty,) * len(v)
    return [x for e, a in zip(v, sub) for x in _leaves(e, a, v2)]


def _stream_handle(stream):
    handle = getattr(stream, "cuda_stream", None)
    if handle is None:
        handle = getattr(stream, "ptr", stream) or 0
    return int(handle)


def _prepare(stream, grid, kernel, args):
    """The launch of kernel on args as a callable: exported (once per kernel and signature),
    loaded and bound, so that calling it costs only the launch."""
    import cuda.tile as ct
    if not isinstance(kernel, ct.kernel):
        kernel = ct.kernel(kernel)
    args = tuple(args)
    rt = _rt()
    sig, v2 = _signature(kernel, args)
    data = None
    try:  # the export, by far the slowest step, once per kernel and signature (the
        # signature is a dataclass whose repr shows every field; its hash refuses constants)
        skey = (kernel._pyfunc, repr(sig), v2)
        key = _STATE["sigs"].get(skey)
    except TypeError:  # an unhashable signature: exported at every launch
        skey, key = None, None
    if key is None:
        data = _bytecode(kernel, sig)
        key = hashlib.sha256(data).hexdigest()
    if key not in _STATE["kernels"]:
        path = os.path.join(_STATE["dir"], key + ".cutile")
        with open(path, "wb") as f:
            f.write(data)
        _STATE["kernels"][key] = rt.load_first_kernel(path)[0]
    if skey is not None:
        _STATE["sigs"][skey] = key
    try:
        params = inspect.signature(kernel._pyfunc, eval_str=True).parameters.values()
    except Exception:  # annotations that do not evaluate here
        params = inspect.signature(kernel._pyfunc).parameters.values()
    passed = [x for a, p in zip(args, params) for x in _leaves(a, p.annotation, v2)]
    grid = tuple(grid) + (1,) * (3 - len(tuple(grid)))
    return rt.launcher(_STATE["kernels"][key], grid, [_arg(a) for a in passed],
                       _stream_handle(stream))


def launch(stream, grid, kernel, args, *_, **__):
    """ct.launch through libcutile_rt."""
    _prepare(stream, grid, kernel, args)()


def benchmark(stream, grid, kernel, args, flush_l2=True, *_):
    """cuTile's _benchmark (the autotuner's timing of one launch, in microseconds) through
    launch(): the L2 cleared first when asked, the launch timed with CUDA events on stream."""
    import torch
    handle = _stream_handle(stream)
    go = _prepare(handle, grid, kernel, args)
    s = torch.cuda.ExternalStream(handle) if handle else torch.cuda.default_stream()
    with torch.cuda.stream(s):
        if flush_l2:
            if "flush" not in _STATE:
                _STATE["flush"] = torch.empty(256 << 20, dtype=torch.uint8, device="cuda")
            _STATE["flush"].zero_()
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record(s)
        go()
        end.record(s)
    end.synchronize()
    return start.elapsed_time(end) * 1e3


def benchmark_with_timeout(stream, grid, kernel, args, timeout_sec, flush_l2):
    """The tuner's first, timed warm-up: in this process (cuTile's runs a worker process that
    would compile with tileiras); no timeout."""
    return benchmark(stream, grid, kernel, args, flush_l2), None


class _NoTileiras:
    """What cuTile's _find_compiler_bin returns here: tests that run tileiras itself skip."""
    path = "libcutile_rt (cutile_rt_pytest)"

    def __getattr__(self, name):
        pytest.skip(f"needs NVIDIA's tileiras ({name})")


def _install():
    """At import (-p plugins load before the suite's conftest, which binds these names)."""
    import cuda.tile as ct
    import cuda.tile._compile as cc
    from cuda.tile._bytecode.version import BytecodeVersion
    ct.launch = launch
    import cuda.tile._cext as cext
    import cuda.tile.tune._tune as tune
    cext._benchmark = tune._benchmark = benchmark
    tune.benchmark_with_timeout = benchmark_with_timeout
    cc._find_compiler_bin = lambda *a, **k: _NoTileiras()
    cc._get_max_supported_bytecode_version = lambda *a, **k: BytecodeVersion.V_13_4


_install()


def pytest_configure(config):
    util = sys.modules.get("util")  # the suite's helpers, imported by its conftest
    if util is not None:
        util.filecheck = lambda *a, **k: pytest.skip("FileCheck of cuTile's MLIR needs tileiras")
