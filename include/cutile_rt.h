/*
 * cutile_rt.h — the public interface of libcutile_rt.
 *
 * libcutile_rt reads CUDA Tile IR bytecode (".cutile" / ".tileirbc" files, as cuTile Python
 * exports them), verifies it, lowers it to PTX, links it to a cubin with nvJitLink, caches the
 * cubin on disk under a content key and launches it with the CUDA driver API.
 *
 * This header is the whole API. It is written as a manual: every call says who owns what, which
 * status codes it returns and whether it may be called from several threads at once.
 *
 * General rules (they hold for every call unless the call says otherwise):
 *   - Every call returns a cuTileStatus. CUTILE_SUCCESS is 0. On failure, output parameters are
 *     left untouched (or set to NULL where documented), nothing is leaked, and a one-line
 *     message with the details is stored for the calling thread (cuTileGetLastErrorMessage).
 *   - Handles are opaque. Every destroy/unload call accepts NULL and does nothing then.
 *   - Strings are NUL-terminated UTF-8. Byte buffers are (pointer, size) pairs and are never
 *     assumed to be NUL-terminated.
 *   - The library never prints (unless a log callback is installed, or the debugging variables
 *     below ask for dumps on stderr), never calls exit/abort and
 *     keeps no mutable global state except: the per-thread last-error message, the log
 *     callback (process-wide, see cuTileSetLogCallback), and the CUDA driver (libcuda.so.1),
 *     nvJitLink and NVRTC libraries, each loaded with dlopen on first use, once per process,
 *     and kept loaded until the process ends, and NVRTC's PTX of the CUDA math functions
 *     (cuda_math), compiled once per target and set of functions and kept (at most 64) until
 *     the process ends. Nothing needs the CUDA toolkit at build time.
 *   - Buffers the library returns (text, bytecode) are allocated with the allocator of the
 *     options that produced them (malloc/free by default) and released with cuTileFree.
 */
#ifndef CUTILE_RT_H
#define CUTILE_RT_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(_WIN32)
#define CUTILE_API
#else
#define CUTILE_API __attribute__((visibility("default")))
#endif

/* ------------------------------------------------------------------------------------------ */
/* Versions                                                                                    */
/* ------------------------------------------------------------------------------------------ */

#define CUTILE_RT_VERSION_MAJOR 0
#define CUTILE_RT_VERSION_MINOR 1
#define CUTILE_RT_VERSION_PATCH 0
/* MAJOR*10000 + MINOR*100 + PATCH, comparable with cuTileGetVersion(). */
#define CUTILE_RT_VERSION                                                                      \
    (CUTILE_RT_VERSION_MAJOR * 10000 + CUTILE_RT_VERSION_MINOR * 100 + CUTILE_RT_VERSION_PATCH)

/* The version of the library actually loaded (may differ from the header's). Thread-safe. */
CUTILE_API int cuTileGetVersion(void);

/* Bytecode versions the reader accepts and the writer can produce: 13.1, 13.2, 13.3 and the
 * provisional 13.4 written by cuTile Python. Encoded as major*100 + minor (1301 … 1304). */
#define CUTILE_BYTECODE_VERSION_MIN 1301
#define CUTILE_BYTECODE_VERSION_MAX 1304

/* ------------------------------------------------------------------------------------------ */
/* Status codes                                                                                */
/* ------------------------------------------------------------------------------------------ */

/* One list; the enum and cuTileGetErrorString are generated from it. Values are stable. */
#define CUTILE_STATUS_LIST(X)                                                                  \
    X(SUCCESS, 0, "success")                                                                   \
    X(ERROR_INVALID_ARGUMENT, 1, "invalid argument")                                           \
    X(ERROR_OUT_OF_MEMORY, 2, "out of memory")                                                 \
    X(ERROR_NOT_SUPPORTED, 3, "not supported yet")                                             \
    X(ERROR_IO, 4, "file or I/O error")                                                        \
    X(ERROR_BAD_MAGIC, 10, "not Tile IR bytecode (bad magic number)")                          \
    X(ERROR_UNSUPPORTED_VERSION, 11, "unsupported bytecode version")                           \
    X(ERROR_TRUNCATED, 12, "bytecode ends too early")                                          \
    X(ERROR_BAD_SECTION, 13, "malformed bytecode section")                                     \
    X(ERROR_BAD_TYPE, 14, "malformed or invalid type")                                         \
    X(ERROR_BAD_ATTRIBUTE, 15, "malformed or invalid attribute")                               \
    X(ERROR_BAD_OPCODE, 16, "unknown opcode or opcode not in this bytecode version")           \
    X(ERROR_BAD_OPERAND, 17, "invalid operand or value reference")                             \
    X(ERROR_BAD_BYTECODE, 18, "malformed bytecode")                                            \
    X(ERROR_VERIFY, 20, "IR verification failed")                                              \
    X(ERROR_PARSE, 21, "text IR parse error")                                                  \
    X(ERROR_CANNOT_ENCODE, 22, "IR cannot be encoded in the requested bytecode version")       \
    X(ERROR_COMPILE, 30, "compilation failed")                                                 \
    X(ERROR_LINK, 31, "nvJitLink failed")                                                      \
    X(ERROR_NO_DEVICE, 40, "no CUDA driver or device available")                               \
    X(ERROR_CUDA, 41, "CUDA driver call failed")                                               \
    X(ERROR_NOT_FOUND, 42, "no such kernel or entry")                                          \
    X(ERROR_LAUNCH_ARGUMENT, 43, "kernel argument does not match the entry signature")         \
    X(ERROR_CACHE, 50, "kernel cache error")                                                   \
    X(ERROR_BAD_ENVIRONMENT, 51, "invalid environment variable value")                         \
    X(ERROR_INTERNAL, 99, "internal error")

typedef enum cuTileStatus {
#define CUTILE_STATUS_ENUM_(name, value, text) CUTILE_##name = value,
    CUTILE_STATUS_LIST(CUTILE_STATUS_ENUM_)
#undef CUTILE_STATUS_ENUM_
} cuTileStatus;

/* A static string describing `status` ("unknown status" for values not in the list).
 * Never NULL. Thread-safe. */
CUTILE_API const char *cuTileGetErrorString(cuTileStatus status);

/* The detailed message of the last failed call made by the calling thread ("" if none),
 * e.g. "bad bytecode: section Type at offset 0x4c: unknown type tag: 77". The pointer stays
 * valid until the thread's next failing call into the library. Thread-safe (per thread). */
CUTILE_API const char *cuTileGetLastErrorMessage(void);

/* ------------------------------------------------------------------------------------------ */
/* Memory and logging                                                                          */
/* ------------------------------------------------------------------------------------------ */

/* Allocator hook. All three functions must be set, or the struct pointer passed as NULL for
 * malloc/realloc/free: a call given a struct with a NULL function returns
 * ERROR_INVALID_ARGUMENT (cuTileFree does nothing). `realloc` with ptr NULL must behave like
 * alloc. The functions may be called from any thread that calls into the library with this
 * allocator. */
typedef struct cuTileAllocator {
    void *(*alloc)(void *user, size_t size);
    void *(*realloc)(void *user, void *ptr, size_t old_size, size_t new_size);
    void (*free)(void *user, void *ptr, size_t size);
    void *user;
} cuTileAllocator;

/* Releases a buffer returned by the library (text or bytecode). `ptr` may be NULL. The
 * allocator must be the one given when the buffer was made (NULL for the default). */
CUTILE_API void cuTileFree(const cuTileAllocator *allocator, void *ptr);

typedef enum cuTileLogLevel {
    CUTILE_LOG_ERROR = 0,
    CUTILE_LOG_WARNING = 1,
    CUTILE_LOG_INFO = 2,
    CUTILE_LOG_DEBUG = 3
} cuTileLogLevel;

typedef void (*cuTileLogCallback)(void *user, cuTileLogLevel level, const char *message);

/* Installs a process-wide log callback (NULL removes it). The library reports conditions it
 * handles on its own here, e.g. "cache disabled: directory is writable by others". The callback
 * may be called from any thread, concurrently; it must not call back into the library.
 * Thread-safe: the pair (callback, user) is replaced atomically. */
CUTILE_API void cuTileSetLogCallback(cuTileLogCallback callback, void *user);

/* ------------------------------------------------------------------------------------------ */
/* Offline bytecode tools (no GPU needed)                                                      */
/* ------------------------------------------------------------------------------------------ */

/* Limits of what this library runs, checked by the verifier (so every call below that verifies
 * refuses a module beyond them with ERROR_VERIFY and the limit in the message): the kernel
 * cache records each kernel's name and launch metadata with 16-bit counts and lengths
 * (cache/FORMAT.md §3), and a launch passes at most CUTILE_MAX_ENTRY_PARAMS parameters of the
 * module plus the few the compiler adds (tensor maps, a scratch pointer). The compiler's own
 * limits (tile sizes) are in docs/limits.md. */
#define CUTILE_MAX_ENTRIES 65535       /* entry functions in one module */
#define CUTILE_MAX_ENTRY_NAME 65535    /* bytes of an entry's name */
#define CUTILE_MAX_ENTRY_PARAMS 512    /* parameters of one entry */

/* Reads `size` bytes of bytecode and runs the IR verifier. Returns CUTILE_SUCCESS if the module
 * is valid (within the limits above); otherwise the status of the first problem (ERROR_BAD_MAGIC, ERROR_UNSUPPORTED_VERSION,
 * ERROR_TRUNCATED, ERROR_BAD_SECTION, ERROR_BAD_TYPE, ERROR_BAD_ATTRIBUTE, ERROR_BAD_OPCODE,
 * ERROR_BAD_OPERAND, ERROR_BAD_BYTECODE, ERROR_VERIFY) with the section, byte offset or op in
 * the message. ERROR_INVALID_ARGUMENT if `bytes` is NULL. Thread-safe. */
CUTILE_API cuTileStatus cuTileBytecodeVerify(const void *bytes, size_t size);

/* Reads bytecode and prints the module in the text form (MLIR generic syntax with cuda_tile
 * types). On success *text receives a NUL-terminated buffer the caller releases with
 * cuTileFree(allocator, *text); *text_size (optional, may be NULL) its length without the NUL.
 * `allocator` may be NULL. Errors as cuTileBytecodeVerify, plus ERROR_OUT_OF_MEMORY.
 * The module is verified first. Thread-safe. */
CUTILE_API cuTileStatus cuTileBytecodeToText(const void *bytes, size_t size,
                                             const cuTileAllocator *allocator, char **text,
                                             size_t *text_size);

/* Parses the text form, verifies it and writes bytecode of the given version (1301…1304; 0 for
 * the newest released version, 13.3). On success *bytes receives a buffer the caller releases
 * with cuTileFree(allocator, *bytes) and *size its length. Errors: ERROR_PARSE (with line and
 * column), ERROR_VERIFY, ERROR_CANNOT_ENCODE (the module uses something the version cannot
 * express, e.g. 13.3's `default` hints before 13.3, or nests deeper than the reader follows:
 * ops with regions more than 128 deep, attributes more than 32: what is written always reads
 * back), ERROR_UNSUPPORTED_VERSION, ERROR_INVALID_ARGUMENT, ERROR_OUT_OF_MEMORY.
 * Thread-safe. */
CUTILE_API cuTileStatus cuTileTextToBytecode(const char *text, size_t text_size,
                                             int bytecode_version,
                                             const cuTileAllocator *allocator, void **bytes,
                                             size_t *size);

/* One kernel (entry) of a bytecode module, as cuTileBytecodeGetKernels lists it. */
typedef struct cuTileKernelInfo {
    const char *entry_name;  /* the entry symbol: what cuTileModuleGetKernel finds, e.g.
                                "moe_gemm_Kt1_A2bf16_1v8l0_2t1_3i16_p16_…" */
    const char *python_name; /* the cuTile Python function it was exported from, e.g.
                                "moe_gemm": the part of a cuTile-mangled entry name
                                (<function>_Kt1_… or _Kt2_…, well formed) before its last "_K";
                                for another name, the name of the debug info's function whose
                                linkage name is the entry's; NULL when neither gives one */
    const char *signature;   /* the entry's parameters in the text form (as `cutile dis`
                                prints its function_type), e.g.
                                "(tile<ptr<f32>>, tile<i32>, tile<i32>) -> ()" */
} cuTileKernelInfo;

/* Lists the kernels of `size` bytes of bytecode, in the module's order, without a GPU, a
 * driver or a context. The module is read and verified first. On success *kernels receives
 * an array of *count entries that the caller releases, strings included, with one
 * cuTileFree(allocator, *kernels) (a module without kernels gives a valid empty array).
 * `allocator` may be NULL. Errors as cuTileBytecodeVerify, plus ERROR_INVALID_ARGUMENT
 * (kernels or count NULL) and ERROR_OUT_OF_MEMORY. Thread-safe. */
CUTILE_API cuTileStatus cuTileBytecodeGetKernels(const void *bytes, size_t size,
                                                 const cuTileAllocator *allocator,
                                                 cuTileKernelInfo **kernels, size_t *count);

/* ------------------------------------------------------------------------------------------ */
/* Contexts, modules, kernels                                                                  */
/* ------------------------------------------------------------------------------------------ */

typedef struct cuTileContext_st *cuTileContext; /* per CUDA context (one device): modules,
                                                   caches, options */
typedef struct cuTileModule_st *cuTileModule;   /* one loaded bytecode module */
typedef struct cuTileKernel_st *cuTileKernel;   /* one entry of a module; owned by the module */

/* Options of a context. Zero-initialize, set `struct_size = sizeof(cuTileContextOptions)`, then
 * set what you need; zero fields mean "default / from the environment" (read once, by
 * cuTileContextCreate; an empty variable counts as unset). The allocator, if given, must stay
 * valid until the context is destroyed.
 *
 * The cache fields configure the context's kernel cache: compiled modules are kept in the
 * context's memory and stored as files (one per module, named by a hash of the bytes and the
 * settings) in a writable directory, searched before compiling — by this process and later
 * ones. A directory that cannot be used (not creatable, owned by another user, writable by
 * group or others, full, read-only; for the writable one also a directory not dedicated to
 * the cache: the library writes only into one holding its CACHEDIR.TAG file, or holding
 * nothing but cache files — a new or empty directory — to which it adds that file, so never
 * into /, a home directory or /tmp) is reported once through the log callback and the cache
 * works without it: it never makes a load fail. */
typedef struct cuTileContextOptions {
    size_t struct_size;
    const cuTileAllocator *allocator; /* NULL: malloc/free */
    const char *cache_dir;       /* writable directory, created (mode 0700) if missing. NULL:
                                    $CUTILE_CACHE_DIR (a relative one is
                                    ERROR_BAD_ENVIRONMENT), else ${XDG_CACHE_HOME:-$HOME/
                                    .cache}/cutile_rt; none when neither is an absolute path.
                                    Every directory must be absolute (a relative one is not
                                    used, as below) */
    const char *cache_read_path; /* "dir1:dir2": directories of entries searched, in order,
                                    after the writable one and never written (e.g. a bundle
                                    shipped with an application). NULL: $CUTILE_CACHE_PATH */
    int cache_disable;           /* 1: no directory at all (modules are still kept in the
                                    context's memory). 0: $CUTILE_CACHE_DISABLE (1/true/yes/on
                                    or 0/false/no/off, any case) */
    uint64_t cache_max_size;     /* cap on the writable directory in bytes: least recently used
                                    entries are removed after each store. 0:
                                    $CUTILE_CACHE_MAX_SIZE (bytes with an optional K, M, G or T
                                    suffix, e.g. "512M"), else no cap */
} cuTileContextOptions;

/* Options of one compile (every field is part of the cache key). Zero-initialize, set
 * `struct_size = sizeof(cuTileCompileOptions)`, then set the knobs you leave to the
 * environment to -1. Passing NULL instead means: the device's target, opt_level 3, no line
 * info, every knob from the environment. */
typedef struct cuTileCompileOptions {
    size_t struct_size;
    const char *gpu_name;   /* "sm_90a" or "90a"; NULL: the target of the context's device
                               (8.0 → sm_80, 8.6/8.7 → sm_86, 8.9 → sm_89, 9.0 → sm_90a,
                               10.0 → sm_100a, other 10.x → sm_100, 12.0 → sm_120a, other
                               12.x → sm_120). Known: sm_80, sm_86, sm_89, sm_90, sm_90a,
                               sm_100, sm_100a, sm_120, sm_120a */
    int opt_level;          /* 0…3: compiler cleanups and ptxas' level (NULL options: 3) */
    int lineinfo;           /* non-zero: line info for profilers: the PTX carries .file/.loc
                               directives naming the Python lines of the bytecode's debug
                               section, and nvJitLink keeps them in the cubin's line table */
    int always_swizzle;     /* knobs: -1 unset (from CUTILE_ALWAYS_SWIZZLE, else
                               TILEIR_ALWAYS_SWIZZLE: "0" or "1"), 0 off, 1 on */
    int prefer_tma;         /* CUTILE_PREFER_TMA / TILEIR_PREFER_TMA_FOR_LOAD_STORE */
    int delay_tma_store_wait; /* CUTILE_DELAY_TMA_STORE_WAIT / TILEIR_DELAY_TMA_STORE_WAIT */
} cuTileCompileOptions;

/* Math functions. The full-precision forms of exp, exp2 (without flush_to_zero), log, log2,
 * pow, sin, cos, tan, sinh, cosh, tanh and atan2, of f32 (f16/bf16 through f32) and f64, and
 * fpowi of f64, call CUDA's own math library (libdevice: expf, sinf, …), so that they give the
 * same bits as torch and other CUDA code: a kernel that uses them gets NVRTC's definitions of
 * those functions compiled into it (NVRTC's version is then part of the cache key; one NVRTC
 * compile per target and process, on a cache miss). Where NVRTC cannot be loaded or fails, and
 * in a kernel with a wgmma dot (sm_90a: a call would serialise its wgmmas), the library's own
 * implementations are used instead — never an error: accurate to CUDA's documented bounds
 * (within 1 ulp for most f32 functions, and for every f64 one) but not always bit-identical to
 * CUDA's. fpowi of f32 (x ** n, n an integer tile)
 * is always the library's own form: powf's f32 exponent would round an integer past 2^24, and
 * its parity with it. pow and fpowi by a constant exponent of 0, 1 or 2 are 1, x and x·x
 * rounded once (the correctly rounded values, x ** 2 as torch computes it). The approx
 * modes (exp, tanh) and exp2 with flush_to_zero keep their single instructions. The
 * environment variable CUTILE_CUDA_MATH=0 selects the library's own forms everywhere ("1" or
 * unset: CUDA's where possible).
 *
 * ftof to tf32 rounds as the op asks (nearest even, toward zero or nearest away, also inside
 * tf32 GEMMs' K loops, where the rounding is part of the cost). A NaN stays a NaN: to nearest
 * even or toward zero from sm_90 it is 0x7FFFE000 (the GPU's own conversion), otherwise it keeps
 * its sign and upper payload, quiet. */

/* Tensor cores on sm_90a. A 2-D f16/bf16/fp8 dot into f32 whose tile shape suits it runs on
 * wgmma (warpgroup MMA); other tensor-core dots, and those for other targets, on mma.sync. The
 * environment variable CUTILE_WGMMA=0 makes sm_90a use mma.sync for them all ("1" or unset:
 * wgmma where it applies). Like the knobs of cuTileCompileOptions it is read at each load and
 * is part of the cache key; "0" and "1" are its only values (ERROR_BAD_ENVIRONMENT otherwise).
 *
 * Tensor cores on sm_100a (B200/GB200). By default its dots run on mma.sync, as on sm_80. The
 * environment variable CUTILE_TCGEN05=1 makes 2-D f16/bf16/tf32/fp8/int8 dots whose tiles
 * suit it (M of at least 64 rows, the accumulator within tensor memory's 512 columns) run on
 * tcgen05.mma with the accumulator in tensor memory and the operands in shared memory, loaded
 * by TMA in pipelined K loops. EXPERIMENTAL: this code has been checked by ptxas (it assembles
 * to UTC*MMA) but NOT YET RUN ON HARDWARE; leave it unset (or "0") for production.
 * It is read at each load and is part of the cache key; "0" and "1" are its only values
 * (ERROR_BAD_ENVIRONMENT otherwise).
 *
 * Lone twins. A kernel whose pipelined K loops have their shared-memory rings sized for two
 * or more CTAs an SM is also compiled with rings sized for a CTA alone on its SM (deeper: more
 * K steps in flight), a second entry in the same cubin; cuTileLaunch runs that one when the
 * grid has no more CTAs than the device has SMs (each CTA is then alone on its SM either way),
 * the kernel's own otherwise. The twin costs a second code generation on a cache miss (about
 * 1.7x the cold compile of such a kernel). The choice assumes the launch has the GPU to
 * itself: a twin takes an SM's whole shared memory, so kernels of other streams (or a
 * programmatic dependent launch) cannot share its SMs while it runs; where small grids run
 * side by side on several streams, compare with the twins left out. CUTILE_LONE_TWIN=0 leaves
 * the twins out ("1" or unset: where they keep more in flight); read at each load, part of the
 * cache key, "0" and "1" its only values.
 *
 * A producer warp (EXPERIMENTAL: the GPU tests pass with it and racecheck finds no hazard on
 * an H200, but it is no faster there: bf16 matmul geomean 0.998, from 0.91 to 1.25 by tile
 * and grid). CUTILE_PRODUCER_WARP=1 gives a kernel whose one pipelined K loop is fed by TMA
 * alone (and whose code before the loop touches no memory) a warp of its own, after the
 * consumer warps (the block grows by 32 threads), that issues every copy of the loop as soon
 * as the consumers release a stage, instead of the consumers' thread 0 between its dots.
 * Unset or "0": no producer warp. Read at each load, part of the cache key.
 *
 * Grid order. A kernel whose pipelined K loop reads one operand's tiles by block id x alone
 * and another's by y alone (a GEMM with bm = bid(0), bn = bid(1)) runs its blocks in bands of
 * 16 columns of x, y after x inside a band, instead of the hardware's x-fastest order, so that
 * the blocks running at one time share their operands' tiles in L2 — the ids it sees are the
 * same set, dealt out in another order. It does so where the array read by x alone (one batch
 * item of it) holds more than half the L2 of the target's main part (H100/H200: 25 MiB), which
 * the hardware's order could not keep there. Kernels with atomic read-modify-writes or
 * accesses ordered stronger than weak keep the hardware's order. CUTILE_GRID_ORDER=0 keeps it
 * everywhere ("1" or unset: grouped where the rule applies); read at each load, part of the
 * cache key.
 *
 * Persistent execution (experimental). CUTILE_PERSISTENT=1 makes a kernel that could take a
 * producer warp (above; CUTILE_PRODUCER_WARP left unset or "1"), fills its SM with one CTA
 * and has no atomics, early returns or alloca run the grid's blocks in a loop: cuTileLaunch
 * starts at most as many CTAs as the device holds at once (the grid it was given goes to the
 * kernel as a hidden parameter; such a launch takes grids of fewer than 2^31 blocks,
 * CUTILE_ERROR_NOT_SUPPORTED otherwise), and each CTA's producer warp fills the next block's
 * stages while the consumers store the current one. The ring leaves room for the stored tile
 * beside it, so it may have fewer stages. Measured on an H100, it is no faster yet
 * (bench/results/persistent_h100.md). Unset or "0": a CTA a block. Read at each load, part of
 * the cache key.
 *
 * Block pairs (experimental). CUTILE_CLUSTER_PAIRS=1 compiles a K loop whose operands all
 * stream by TMA, the entry's outermost loop with no early return before it (sm_90 and later),
 * so that the two CTAs of a thread-block cluster copy a tile both read once into both (TMA
 * multicast): before the loop they compare the loop's bounds and the values each operand's
 * tile indices are computed from, and share the operands that agree. cuTileLaunch then runs
 * such a kernel in clusters of two along x where the grid's x is even (alone, each CTA copies
 * its own). Measured on an H100 (bench/results/cluster_pairs_h100.md): bf16 GEMMs on 128x128
 * tiles and smaller 7-17% faster at 8192³, on 128x256 tiles and the fp8 GEMMs 1-19% slower,
 * so it is off by default. Unset or "0": no clusters. Read at each load, part of the cache
 * key. */

/* Debugging output and checks of compiles, from the environment (read at each compile; no
 * option field: none of it changes the code or the cache key; docs/lowering.md shows what the
 * dumps look like):
 *   CUTILE_PRINT_BEFORE_ALL=1, CUTILE_PRINT_AFTER_ALL=1  the IR before/after every pass, each
 *       under a line "// ----- IR Dump Before <pass> (<stage>) ----- //", written to stderr
 *       (dumps are far longer than the one-line messages of the log callback);
 *   CUTILE_DUMP_DIR=DIR  per compile, DIR/<kernel>.<target>.{tile,mem,sched}.mlir (the IR at
 *       the end of each stage), .ptx, .cubin and, where nvdisasm (or cuobjdump) is in PATH,
 *       $CUDA_HOME/bin or /usr/local/cuda/bin, .sass. DIR is created (mode 0700) if missing;
 *   CUTILE_VERIFY_EACH=1  the IR verifier after every pass of the compiler (`cutile compile
 *       --list-passes`), with the rules of the stage the pass leaves: a pass that leaves
 *       invalid IR (a compiler bug) fails the load with ERROR_INTERNAL, "the IR after pass
 *       <pass> (<stage> -> <stage>) fails verification: <rule>", instead of miscompiling
 *       later. The code is the same with or without it; the test suite runs with it.
 * A load that finds its module in the cache compiles nothing and so dumps and checks nothing.
 * Errors: a PRINT or VERIFY variable other than "0" or "1" is ERROR_BAD_ENVIRONMENT naming it; a
 * DIR that cannot be created or written is ERROR_IO. */

/* Creates a context bound to the CUDA context current on the calling thread at the time of the
 * call or, when no context is current, to device 0's primary context (retained until
 * cuTileContextDestroy). Modules load into that CUDA context and kernels run in it, whatever
 * context is current on the calling thread (a launch is cheapest when it is current: otherwise
 * the driver refuses the first attempt and the library launches again with its context
 * pushed). *ctx receives the handle; release it with
 * cuTileContextDestroy. `options` may be NULL. Besides the device, the context settles here
 * what every load needs: the kernel cache (its settings read and directories opened), the
 * device's default target, and nvJitLink's version (part of every cache key; nvJitLink is
 * loaded for it, and a missing nvJitLink fails only loads that must compile). Errors:
 * ERROR_INVALID_ARGUMENT (ctx NULL, bad struct_size), ERROR_BAD_ENVIRONMENT (an environment
 * variable of the cache that the options defer to is malformed; the message names it; checked
 * before the device, so also reported where there is none), ERROR_OUT_OF_MEMORY,
 * ERROR_NO_DEVICE (no driver, no device, or cuInit failed; the message says which), ERROR_CUDA
 * (a driver call failed; the message names it). Thread-safe; a context may be used from
 * several threads. */
CUTILE_API cuTileStatus cuTileContextCreate(cuTileContext *ctx,
                                            const cuTileContextOptions *options);

/* As cuTileContextCreate, bound to the primary context of device `device` (an ordinal, as for
 * cuDeviceGet and CUDA_VISIBLE_DEVICES' numbering), retained until cuTileContextDestroy,
 * whatever context is current on the calling thread. Extra error: ERROR_INVALID_ARGUMENT for a
 * negative ordinal or one the driver does not have (the message says how many it has).
 * Thread-safe.
 *
 * Several devices in one process. A context belongs to one device: its loaded modules (and
 * their kernels), its in-memory cache and its default target are its own, so give each
 * device its own context (cuTileContextCreateOnDevice(&ctx[i], i, …)) and launch each
 * device's work with kernels loaded through that device's context, on streams of that
 * device. Contexts may be created, used and destroyed in parallel from different threads,
 * e.g. one thread per device (a thread's own driver calls — memory, streams — still need
 * the device's context current on it: cuDevicePrimaryCtxRetain, cuCtxSetCurrent); within
 * one context, calls may run in several threads at once as each call's note says. Contexts
 * with the same cache directory share it on disk: the key holds the target, so devices of
 * different architectures keep separate entries, while a module one context compiled is
 * found by the others of its architecture (contexts loading it at the same moment compile
 * it once: the others wait for that compile, as other processes do). Two contexts on one
 * device (say, one per thread) load their modules separately (each its own CUmodule) but
 * share the disk entries.
 */
CUTILE_API cuTileStatus cuTileContextCreateOnDevice(cuTileContext *ctx, int device,
                                                    const cuTileContextOptions *options);

/* Destroys a context, every module still loaded in it (however many loads it still counts)
 * and its in-memory cache. NULL is a no-op. Not thread-safe with respect to other calls using
 * the same context. */
CUTILE_API void cuTileContextDestroy(cuTileContext ctx);

/* Loads a module from `size` bytes of bytecode into the context's CUDA context. The bytes are
 * not kept; the caller keeps ownership. `options` may be NULL (see cuTileCompileOptions).
 *
 * A load is identified by a key: a hash of the bytes and of everything the code depends on —
 * this library's build, nvJitLink's version, the target, and every option and knob once the
 * environment has filled in the unset ones. Then, in order:
 *   1. A module loaded in this context under the same key and not unloaded yet is handed out
 *      again: the same cuTileModule, its kernels and CUmodule shared, its count of loads raised
 *      (about a microsecond: nothing is read, compiled or loaded).
 *   2. The kernel cache (cuTileContextOptions): the context's memory, then the cache
 *      directories. A hit loads the stored cubin and launch metadata into the CUDA context
 *      without parsing or compiling the bytes (they are not verified again: they were when the
 *      entry was made).
 *   3. Otherwise: verify, compile for the target, link the PTX with nvJitLink (CUDA 12.8 or
 *      newer, found at run time), store in the cache, load.
 * A damaged or unreadable cache entry is a miss (rebuilt), never an error.
 *
 * Ownership: every successful load must be matched by one cuTileModuleUnload of the handle it
 * returned; the module and its kernels stay valid until the last one (or until the context is
 * destroyed). Loads of different bytes or settings return different modules.
 *
 * Errors: every error of cuTileBytecodeVerify (when the bytes must be compiled);
 * ERROR_INVALID_ARGUMENT (NULL ctx, bytes or module, bad struct_size or opt_level, an unknown
 * gpu_name, or a target whose code does not run on the context's device);
 * ERROR_BAD_ENVIRONMENT (a knob's environment variable is not "0" or "1"; knobs are read at
 * every load); ERROR_NOT_SUPPORTED (an op the compiler does not lower yet, a device with no
 * target, or a kernel needing more threads or shared memory than the device allows);
 * ERROR_COMPILE; ERROR_LINK (nvJitLink missing, too old, or refusing the PTX: its log is in the
 * message); ERROR_CUDA (the driver refused the cubin); ERROR_OUT_OF_MEMORY. Thread-safe: loads
 * of one key racing in several threads end with one module, each thread holding one load of
 * it. */
CUTILE_API cuTileStatus cuTileLoadModule(cuTileContext ctx, const void *bytes, size_t size,
                                         const cuTileCompileOptions *options,
                                         cuTileModule *module);

/* As cuTileLoadModule, reading the bytes from `path`: a regular file of at most 256 MiB
 * (checked by its size before reading), or a pipe or FIFO (read to its end, at most 256 MiB;
 * a FIFO without a writer reads as empty). ERROR_IO if it cannot be read, is another kind of
 * file (a device, a socket) or is larger. */
CUTILE_API cuTileStatus cuTileLoadModuleFromFile(cuTileContext ctx, const char *path,
                                                 const cuTileCompileOptions *options,
                                                 cuTileModule *module);

/* Builds, without a GPU, a driver or a context, the kernel-cache entry that a later
 * cuTileLoadModule of the same bytes with the same options would compile, and stores it in
 * the directory `cache_dir` (created, mode 0700, if missing; entry files are mode 0600). A
 * load in a context whose cache directory, or one of its read-only directories
 * (cache_read_path, CUTILE_CACHE_PATH), holds the entry then loads it without compiling: this
 * is how an application ships a bundle of compiled kernels (`cutile bundle` does the same from
 * the command line). The entry's key (cuTileLoadModule) is computed as a load computes it, so
 * the load hits when it runs with the same libcutile_rt build (the key holds a hash of the
 * library's code), the same nvJitLink version (and, unless CUTILE_CUDA_MATH=0, the same NVRTC
 * version), the same target and the same options and knob settings — knobs left at -1 are
 * read from the environment here, as the load reads them there. options->gpu_name is required
 * (there is no device to ask); opt_level, lineinfo and the knobs as for cuTileLoadModule (a
 * load with NULL options matches gpu_name set to the device's target, opt_level 3, lineinfo 0
 * and the knobs -1). An entry already in the directory is not built again. `key` (may be NULL)
 * receives the key as 32 hex digits and a NUL: the entry is the file <cache_dir>/<key>.entry.
 * Errors: ERROR_INVALID_ARGUMENT (bytes, options or cache_dir NULL, no gpu_name, an unknown
 * gpu_name, bad struct_size or opt_level), ERROR_BAD_ENVIRONMENT (a knob's variable),
 * ERROR_CACHE (the directory cannot be created or used — not a directory, owned by another
 * user, writable by group or others — or the entry could not be written; the log callback
 * says why), the compile errors of cuTileLoadModule (verification, ERROR_NOT_SUPPORTED,
 * ERROR_COMPILE, ERROR_LINK: nvJitLink is needed, NVRTC is used where it loads) and
 * ERROR_OUT_OF_MEMORY. Thread-safe; several processes may fill one directory at once. */
CUTILE_API cuTileStatus cuTileCompileToCache(const void *bytes, size_t size,
                                             const cuTileCompileOptions *options,
                                             const char *cache_dir, char key[33]);

/* Releases one load of a module (see cuTileLoadModule); the last one unloads it and its
 * kernels become invalid. NULL is a no-op. Before the last one, the caller must make sure no
 * launch of its kernels is still being issued on another thread, and that work already
 * launched has finished (as for cuModuleUnload). The cached cubin stays in the context's
 * memory and on disk: loading the module again does not compile it. */
CUTILE_API void cuTileModuleUnload(cuTileModule module);

/* Number of kernels (entries) in a module, and the name of kernel `index` (valid as long as
 * the module; ERROR_NOT_FOUND past the last). ERROR_INVALID_ARGUMENT for NULL pointers.
 * Thread-safe. */
CUTILE_API cuTileStatus cuTileModuleGetKernelCount(cuTileModule module, size_t *count);
CUTILE_API cuTileStatus cuTileModuleGetKernelName(cuTileModule module, size_t index,
                                                  const char **name);

/* Looks a kernel up by name: its entry name (the bytecode's entry symbol, e.g. cuTile Python's
 * mangled "vector_add_Kt1_A1f32_…"; for a CUDA C++ module the PTX entry name, or one of the
 * name expressions it was loaded with); else, in a tile module, the name of the Python
 * function it was exported from ("vector_add": the python_name of cuTileKernelInfo as the
 * entry name gives it), when exactly one kernel of the module has it. ERROR_NOT_FOUND when
 * none matches or the Python name is ambiguous (one function exported with several
 * signatures into the module); the message lists the candidates (the function's entries, or
 * all of them) to pass instead. The kernel is owned by the module. Thread-safe. */
CUTILE_API cuTileStatus cuTileModuleGetKernel(cuTileModule module, const char *name,
                                              cuTileKernel *kernel);

/* Kinds of typed launch arguments (cuTile Python calling conventions v1 and v2). One cuTileArg
 * per non-constant parameter of the cuTile kernel, in declaration order; the elements of a v2
 * tuple parameter are separate cuTileArgs. */
typedef enum cuTileArgKind {
    CUTILE_ARG_ARRAY = 1,  /* device pointer + shape + strides (in elements) */
    CUTILE_ARG_INT64 = 2,  /* a Python int */
    CUTILE_ARG_FLOAT64 = 3, /* a Python float */
    CUTILE_ARG_BOOL = 4,
    CUTILE_ARG_ARRAY_LIST = 5 /* a list of arrays: device descriptor table + length. The table
                                 holds, per item, 1 + 2·rank 64-bit words: base pointer, shape,
                                 strides (in elements); 8-byte aligned. Items are not checked:
                                 they are in device memory */
} cuTileArgKind;

typedef enum cuTileDType {
    CUTILE_DTYPE_BOOL = 1, CUTILE_DTYPE_I8, CUTILE_DTYPE_I16, CUTILE_DTYPE_I32,
    CUTILE_DTYPE_I64, CUTILE_DTYPE_U8, CUTILE_DTYPE_U16, CUTILE_DTYPE_U32, CUTILE_DTYPE_U64,
    CUTILE_DTYPE_F16, CUTILE_DTYPE_BF16, CUTILE_DTYPE_F32, CUTILE_DTYPE_F64,
    CUTILE_DTYPE_F8E4M3FN, CUTILE_DTYPE_F8E5M2
} cuTileDType;

#define CUTILE_MAX_RANK 8

typedef struct cuTileArg {
    cuTileArgKind kind;
    union {
        struct {
            uint64_t data; /* CUdeviceptr */
            cuTileDType dtype;
            int rank;
            int64_t shape[CUTILE_MAX_RANK];
            int64_t strides[CUTILE_MAX_RANK]; /* in elements */
        } array;
        struct {
            uint64_t descriptors; /* device pointer to the descriptor table */
            int64_t length;
        } list;
        int64_t i64;
        double f64;
        int b;
    } u;
} cuTileArg;

/* Launches `kernel` over grid[0]×grid[1]×grid[2] tile blocks on `stream` (a CUstream of the
 * context's CUDA context; NULL for the default stream) with typed arguments, one per
 * non-constant parameter of the cuTile kernel. The arguments are checked against the entry
 * signature and its assumptions (count, kind, dtype, rank, index range, base alignment, unit
 * or static strides and shapes, divisibility, bounds); a violation returns
 * ERROR_LAUNCH_ARGUMENT naming the argument and the rule ("args[1]: shape[0] = 1000 is not a
 * multiple of 16, which the kernel assumes") and launches nothing. The signature comes from
 * the entry's cuTile-mangled name where it has one, else from how the kernel uses its
 * parameters. An ARRAY's dtype must match (where the name does not give the signature, the
 * signed and unsigned integer types of one width are interchangeable); an INT64 must fit the parameter's integer
 * type; a FLOAT64 is narrowed to float where the kernel takes float32 (a finite value beyond
 * float's range is refused); a BOOL passes 0 or 1. Each grid dimension must be ≥ 1 (x < 2^31,
 * y and z ≤ 65535). A kernel compiled to copy arrays with TMA (sm_90+: its pipelined loads,
 * its tile stores of matrix-product results, every tiled access with the prefer_tma knob)
 * takes hidden tensor maps, built here from the array arguments with the driver's
 * cuTensorMapEncodeTiled: such an array's data pointer must be 16-byte aligned, its strides
 * other than the unit one positive multiples of 16 bytes below 2^40 and its extents in
 * 1…2^31−1 (ERROR_LAUNCH_ARGUMENT naming the argument otherwise). The last map built for each
 * is kept, so repeated launches on the same arrays encode nothing. Other errors:
 * ERROR_INVALID_ARGUMENT (NULL kernel or grid, bad grid, a kernel of a CUDA C++ module: use
 * cuTileLaunchCuda), ERROR_NOT_SUPPORTED (a kernel whose parameters cuTileArg cannot express,
 * e.g. f16 scalars, or with a hidden parameter the launcher cannot build: use cuTileLaunchRaw;
 * the message says which; a driver without cuTensorMapEncodeTiled), ERROR_CUDA.
 * Stream-ordered and asynchronous; makes no stream work but the launch itself, so it may be
 * captured in a CUDA graph; allocates nothing. Thread-safe. */
CUTILE_API cuTileStatus cuTileLaunch(cuTileKernel kernel, const uint32_t grid[3],
                                     const cuTileArg *args, size_t num_args, void *stream);

/* Launches with ready kernel parameters (`params` as for cuLaunchKernel: one pointer per
 * compiled parameter, hidden parameters included). The cuTile parameters come first, each
 * pointing at a value of the parameter's type (an array is its data pointer, then its shape
 * and strides in the kernel's index type); the hidden parameters follow, in the compiled
 * order. A hidden tensor map (kernels that copy with TMA) may be given as NULL: the
 * library then builds it from the cuTile parameters as cuTileLaunch does (same checks, same
 * cache); non-NULL, it must point at a 64-byte aligned 128-byte CUtensorMap the caller encoded
 * for the kernel's box. Only the grid and those tensor maps are checked (as for cuTileLaunch).
 * Errors: ERROR_INVALID_ARGUMENT (also for a kernel of a CUDA C++ module: use
 * cuTileLaunchCuda; a NULL pointer where a map is built from it), ERROR_LAUNCH_ARGUMENT,
 * ERROR_NOT_SUPPORTED and ERROR_CUDA as for cuTileLaunch's maps. Stream-ordered, capturable,
 * allocation-free. Thread-safe. */
CUTILE_API cuTileStatus cuTileLaunchRaw(cuTileKernel kernel, const uint32_t grid[3],
                                        void **params, void *stream);

/* Options of one launch (the ...Ex forms of the three launch calls; NULL: all zero).
 * Zero-initialize and set struct_size = sizeof(cuTileLaunchOptions). */
typedef struct cuTileLaunchOptions {
    size_t struct_size;
    int programmatic_dependent_launch; /* non-zero: CUDA's programmatic dependent launch
        (compute capability 9.0+). The kernel may start before the kernel ahead of it on the
        stream has finished: once every block of that kernel has passed its
        launch_dependents (ct.grid_dependency_control_launch_dependents(), the bytecode's
        gdc_launch_dependents_tko; griddepcontrol.launch_dependents in CUDA C++) or exited,
        this kernel's blocks run up to their wait (ct.grid_dependency_control_wait(),
        gdc_wait_tko; griddepcontrol.wait), which returns when that kernel has completed and
        its writes are visible. A kernel launched so must wait before it touches memory the
        kernel ahead accesses (one that never waits races with it); what comes before the wait
        (its blocks' start, index arithmetic) overlaps the other kernel's last blocks. A
        chain of kernels that each wait at their start completes in order, as without the
        option. Below 9.0, or with a driver without cuLaunchKernelEx, the launch is ordered as
        usual and the wait returns at once. Captured into a CUDA graph, it becomes a
        programmatic edge. */
} cuTileLaunchOptions;

/* cuTileLaunch, cuTileLaunchRaw and cuTileLaunchCuda (below) with launch options; the plain
 * forms are these with NULL options. The options are read during the call only (the caller
 * keeps them). Besides the plain forms' errors: ERROR_INVALID_ARGUMENT for options whose
 * struct_size is not sizeof(cuTileLaunchOptions), checked before any argument is read and
 * anything launched. Stream-ordered, capturable, allocation-free and thread-safe, as the
 * plain forms. */
CUTILE_API cuTileStatus cuTileLaunchEx(cuTileKernel kernel, const uint32_t grid[3],
                                       const cuTileArg *args, size_t num_args, void *stream,
                                       const cuTileLaunchOptions *options);
CUTILE_API cuTileStatus cuTileLaunchRawEx(cuTileKernel kernel, const uint32_t grid[3],
                                          void **params, void *stream,
                                          const cuTileLaunchOptions *options);

/* ------------------------------------------------------------------------------------------ */
/* CUDA C++ sources compiled at run time (NVRTC)                                               */
/* ------------------------------------------------------------------------------------------ */

/* Plain CUDA C++ kernels beside tile kernels (e.g. a router or a reduction cuTile does not
 * express, samples/moe/routing.cu): a source is compiled by
 * NVRTC to PTX (or LTO-IR, then linked to PTX by nvJitLink with -lto), the PTX is linked by
 * nvJitLink into a cubin for one target, and the cubin is cached and loaded like a tile
 * module. NVRTC is loaded with dlopen on first use, once per process, and kept loaded (like
 * nvJitLink): libnvrtc.so.13, libnvrtc.so.12, libnvrtc.so through the loader's search path,
 * then the same names in $CUDA_HOME/lib64 and /usr/local/cuda/lib64; CUDA 12.0 or newer. The
 * calls below may run in several threads at once: each compile has its own NVRTC program
 * (NVRTC may serialize compiles inside). */

/* A header the source may #include by `name`, given as text instead of a file. */
typedef struct cuTileCudaInclude {
    const char *name;   /* as written in the #include, e.g. "routing_common.h" */
    const char *source; /* its text; `size` bytes, no NUL byte inside (a final one is allowed) */
    size_t size;
} cuTileCudaInclude;

/* Options of one CUDA C++ compile. Zero-initialize and set `struct_size =
 * sizeof(cuTileCudaOptions)`; NULL options mean all defaults. Every field but `log` and
 * `log_size` is part of the cache key, in order (options in another order are another key).
 * Headers NVRTC reads from disk (through -I or the toolkit) are NOT part of the key: pass
 * headers that change as `includes`. */
typedef struct cuTileCudaOptions {
    size_t struct_size;
    const char *gpu_name;          /* as in cuTileCompileOptions; NULL: the context's device
                                      target (cuTileCudaCompile, which has no context, needs
                                      it). NVRTC compiles for compute_XX of it */
    const char *program_name;      /* the source's name in messages and __FILE__; NULL:
                                      "source.cu" */
    const char *const *options;    /* NVRTC options, e.g. "-std=c++17", "-DBLOCK_M=64",
                                      "--use_fast_math", "-lineinfo". Not allowed (the target
                                      and the output are chosen by the library):
                                      -arch/--gpu-architecture, -dlto/--dlink-time-opt,
                                      -ptx, -cubin, -fatbin, -dlink and their long forms */
    size_t num_options;
    const cuTileCudaInclude *includes; /* headers by name; NULL when num_includes is 0 */
    size_t num_includes;
    const char *const *name_expressions; /* e.g. "topk_softmax<8>" or "&ns::kernel": each
                                      template instantiated and its mangled entry made findable
                                      by this text (cuTileModuleGetKernel) */
    size_t num_name_expressions;
    int lto;                       /* non-zero: NVRTC emits LTO-IR and nvJitLink links it with
                                      -lto (to PTX, then to the cubin) */
    char *log;                     /* optional buffer receiving NVRTC's program log (warnings
                                      and errors) followed by nvJitLink's log, NUL-terminated,
                                      truncated to log_size − 1 bytes; "" when nothing was
                                      compiled (a cache hit) or nothing was said. Written by
                                      every call that takes these options, on success and
                                      failure alike (not when the options are refused). A
                                      compile that succeeds with a non-empty log also reports
                                      it, folded into one line, through the log callback
                                      (CUTILE_LOG_WARNING) */
    size_t log_size;
} cuTileCudaOptions;

/* Compiles a CUDA C++ source to a cubin for options->gpu_name, without a GPU, a driver or the
 * cache (every call compiles). On success *cubin receives a buffer the caller releases with
 * cuTileFree(allocator, *cubin) and *cubin_size its length. The source is `size` bytes (a
 * final NUL allowed, none inside) and is not kept. Errors: ERROR_INVALID_ARGUMENT (NULL
 * source, cubin or cubin_size, NULL options or gpu_name, bad struct_size, an unknown gpu_name,
 * a NUL byte inside the source or an include, a NULL string in a list, a refused option);
 * ERROR_COMPILE (NVRTC cannot be loaded — the message lists the names tried — or rejects the
 * source or a name expression: the message holds the start of NVRTC's log folded into one
 * line, options->log the whole log); ERROR_LINK (nvJitLink missing or refusing the code, its
 * log likewise); ERROR_NOT_FOUND (the PTX defines no kernel); ERROR_OUT_OF_MEMORY.
 * Thread-safe. */
CUTILE_API cuTileStatus cuTileCudaCompile(const char *source, size_t size,
                                          const cuTileCudaOptions *options,
                                          const cuTileAllocator *allocator, void **cubin,
                                          size_t *cubin_size);

/* Compiles (or finds in the cache) a CUDA C++ source and loads it into the context as a
 * module: its kernels are the entries (.entry) of the PTX, named by their mangled names, and
 * also findable by the name expressions they were instantiated through. Lookup order and
 * ownership as cuTileLoadModule: a key covering the source bytes, every option of
 * cuTileCudaOptions but the log (the includes' names and bytes included), NVRTC's and
 * nvJitLink's versions, the target and this library's build; the same module handed out again
 * while it is loaded, else the context's kernel cache (memory, then the directories; a hit
 * runs neither NVRTC nor nvJitLink), else compile, store, load. Release each successful load
 * with cuTileModuleUnload. Launch the kernels with cuTileLaunchCuda (cuTileLaunch and
 * cuTileLaunchRaw refuse them: their block shape is the caller's). Errors: those of
 * cuTileCudaCompile except that gpu_name may be NULL; ERROR_INVALID_ARGUMENT also for NULL ctx
 * or module and a target whose code does not run on the device; ERROR_CUDA (the driver
 * refused the cubin). Thread-safe as cuTileLoadModule. */
CUTILE_API cuTileStatus cuTileLoadCudaModule(cuTileContext ctx, const char *source,
                                             size_t size, const cuTileCudaOptions *options,
                                             cuTileModule *module);

/* Launches a kernel of a CUDA C++ module (cuTileLoadCudaModule) over grid[0]×grid[1]×grid[2]
 * blocks of block[0]×block[1]×block[2] threads with `shared_bytes` of dynamic shared memory,
 * on `stream` (a CUstream of the context's CUDA context, NULL for the default stream).
 * `params` is as for cuLaunchKernel: one pointer per kernel parameter, in order (NULL for a
 * kernel without parameters); the parameters are not checked — the source declared them. The
 * limit on dynamic shared memory is raised at load to all the device allows, so any
 * shared_bytes up to that works without a further call. Errors: ERROR_INVALID_ARGUMENT (NULL
 * kernel, grid or block; a kernel of a tile module — use cuTileLaunch or cuTileLaunchRaw; a
 * grid dimension outside 1…2^31−1 in x or 1…65535 in y and z; a block dimension of 0, above
 * 1024 in x or y or 64 in z, or more threads than the kernel allows; shared_bytes above what
 * the device allows the kernel), ERROR_CUDA (the launch was refused; the message names the
 * driver's error). Stream-ordered and asynchronous; capturable in a CUDA graph; allocates
 * nothing. Thread-safe. */
CUTILE_API cuTileStatus cuTileLaunchCuda(cuTileKernel kernel, const uint32_t grid[3],
                                         const uint32_t block[3], uint32_t shared_bytes,
                                         void **params, void *stream);
CUTILE_API cuTileStatus cuTileLaunchCudaEx(cuTileKernel kernel, const uint32_t grid[3],
                                           const uint32_t block[3], uint32_t shared_bytes,
                                           void **params, void *stream,
                                           const cuTileLaunchOptions *options);

#ifdef __cplusplus
}
#endif

#endif /* CUTILE_RT_H */
