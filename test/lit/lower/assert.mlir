// assert on a 64-element i1 tile (iota < n): the owner of each element tests it; a false one
// prints "<message> (element <flat index>)" through vprintf (message and format are .global
// strings, the arguments a pointer and a u32 in the local buffer) and marks the thread; at the
// end a marked thread traps, which ends the kernel with an error the host sees. (Four elements
// a lane: the i1 tile's 16-byte vector is cut to 4, so that 16 lanes hold it, the rest none.)
// RUN: cutile lower %s --emit ptx | FileCheck %s
// CHECK: .extern .func (.param .b32 func_retval0) vprintf(
// CHECK: .global .align 1 .b8 [[FMT:ct_fmt[0-9]+]][17] = {37, 115, 32, 40, 101, 108, 101, 109, 101, 110, 116, 32, 37, 117, 41, 10, 0};
// CHECK-NEXT: .global .align 1 .b8 [[MSG:ct_fmt[0-9]+]][14] = {105, 110, 100, 101, 120, 32, 98, 101, 108, 111, 119, 32, 110, 0};
// CHECK: .local .align 8 .b8 ct_pbuf[12];
// CHECK: mov.u64 [[F:%rd[0-9]+]], [[FMT]];
// CHECK: mov.u64 [[M:%rd[0-9]+]], [[MSG]];
// CHECK: setp.ne.u32 [[ANY:%p[0-9]+]], 0, 0;
// CHECK-NEXT: not.pred [[BAD:%p[0-9]+]], [[C0:%p[0-9]+]];
// CHECK-NEXT: and.pred [[BAD]], [[BAD]], [[OWN:%p[0-9]+]];
// CHECK-NEXT: @![[BAD]] bra $Lcf[[SKIP:[0-9]+]];
// CHECK-NEXT: st.local.b64 [ct_pbuf+0], [[M]];
// CHECK-NEXT: add.u32 [[I:%r[0-9]+]], {{%r[0-9]+}}, 0;
// CHECK-NEXT: st.local.b32 [ct_pbuf+8], [[I]];
// CHECK: call (rv), vprintf, (p0, p1);
// CHECK: setp.eq.u32 [[ANY]], 0, 0;
// CHECK-NEXT: $Lcf[[SKIP]]:
// CHECK: add.u32 {{%r[0-9]+}}, {{%r[0-9]+}}, 3;
// CHECK: @[[ANY]] trap;
// CHECK-NEXT: ret;
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "assert_small", function_type = (!cuda_tile.tile<i32>) -> ()}> ({
  ^bb0(%n: !cuda_tile.tile<i32>):
    %i = "cuda_tile.iota"() : () -> !cuda_tile.tile<64xi32>
    %r = "cuda_tile.reshape"(%n) : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<1xi32>
    %b = "cuda_tile.broadcast"(%r) : (!cuda_tile.tile<1xi32>) -> !cuda_tile.tile<64xi32>
    %ok = "cuda_tile.cmpi"(%i, %b) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<64xi32>, !cuda_tile.tile<64xi32>) -> !cuda_tile.tile<64xi1>
    "cuda_tile.assert"(%ok) <{message = "index below n"}> : (!cuda_tile.tile<64xi1>) -> ()
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
