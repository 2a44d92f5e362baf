// assign-layouts: a value that a later user fixed in one layout and an earlier user wants in
// another is recomputed in the second layout when its producers are pure and need no data
// moved (remat), instead of converted through shared memory. Kernel (cuTile Python 1.7.0,
// exported at 13.3 and printed by `cutile dis`):
//     rows = ct.bid(0) * 64 + ct.arange(64)            # iota + broadcast block offset
//     flat = ct.gather(idx, rows); valid = flat < n
//     a = ct.gather(X, (flat[:, None], c32[None, :]), mask=valid[:, None])
//     ct.scatter(out, (rows[:, None], c32[None, :]), a * 2.0, mask=valid[:, None])
//     b = ct.gather(X, (flat[:, None], c128[None, :]), mask=valid[:, None])
//     ct.scatter(out, (rows[:, None], c128[None, :]), b, mask=valid[:, None])
// The 64x128 accesses fix the row vectors' layout; the 64x32 ones want another. `rows` is
// index arithmetic: recomputed (a second iota and addi before the first scatter). `flat` comes
// from a small load (64 ids, at most RELOAD_MAX per thread) with no store between it and the
// 64x32 users: it is gathered again in their layout, once for the rows of `a` and once for
// `valid` (which is recomputed from it), instead of converted (three conversions before remat,
// two before the reloads).
// RUN: cutile compile --gpu-name sm_90a %s --emit sched | FileCheck %s
// RUN: cutile compile --gpu-name sm_90a %s --emit ptx | FileCheck %s --check-prefix=PTX
// CHECK-NOT: "cuda_tile.convert_layout"
// CHECK: "cuda_tile.iota"() : () -> !cuda_tile.tile<64xi32>
// CHECK: %[[F:[0-9]+]] = "cuda_tile.gather_load"({{.*}} -> !cuda_tile.tile<64xi32>
// CHECK: "cuda_tile.cmpi"(%[[F]],
// CHECK: %[[F2:[0-9]+]] = "cuda_tile.gather_load"({{.*}} -> !cuda_tile.tile<64xi32>
// CHECK: %[[F3:[0-9]+]] = "cuda_tile.gather_load"({{.*}} -> !cuda_tile.tile<64xi32>
// CHECK-NEXT: reshape
// CHECK-NEXT: broadcast
// CHECK-NEXT: "cuda_tile.cmpi"(%[[F3]],
// CHECK: "cuda_tile.gather_load"({{.*}} -> !cuda_tile.tile<64x32xf32>
// CHECK: %[[I2:[0-9]+]] = "cuda_tile.iota"() : () -> !cuda_tile.tile<64xi32>
// CHECK-NEXT: "cuda_tile.addi"(%{{[0-9]+}}, %[[I2]])
// CHECK: "cuda_tile.scatter_store"
// CHECK: "cuda_tile.gather_load"({{.*}} -> !cuda_tile.tile<64x128xf32>
// CHECK: "cuda_tile.scatter_store"
// CHECK-NOT: "cuda_tile.convert_layout"
// Nothing goes through shared memory.
// PTX-NOT: st.shared
// PTX-NOT: ld.shared
// PTX: ret;
#di1 = #cuda_tile.di_file<name = "rk.py", directory = "/tmp">
#di2 = #cuda_tile.di_compile_unit<file = #di1>
#di3 = #cuda_tile.di_subprogram<file = #di1, line = 4, name = "remat", linkage_name = "remat", compile_unit = #di2, scope_line = 4>
#di4 = #cuda_tile.di_loc<scope = #di3, filename = "/tmp/rk.py", line = 5, column = 0>
#di5 = #cuda_tile.di_loc<scope = #di3, filename = "/tmp/rk.py", line = 5, column = 10>
#di6 = #cuda_tile.di_loc<scope = #di3, filename = "/tmp/rk.py", line = 5, column = 13>
#di7 = #cuda_tile.di_loc<scope = #di3, filename = "/tmp/rk.py", line = 5, column = 18>
#di8 = #cuda_tile.di_loc<scope = #di3, filename = "/tmp/rk.py", line = 7, column = 11>
#di9 = #cuda_tile.di_loc<scope = #di3, filename = "/tmp/rk.py", line = 11, column = 8>
#di10 = #cuda_tile.di_loc<scope = #di3, filename = "/tmp/rk.py", line = 12, column = 4>
#di11 = #cuda_tile.di_loc<scope = #di3, filename = "/tmp/rk.py", line = 13, column = 8>
#di12 = #cuda_tile.di_loc<scope = #di3, filename = "/tmp/rk.py", line = 14, column = 4>
#di13 = #cuda_tile.di_loc<scope = #di3, filename = "/tmp/rk.py", line = 6, column = 11>
#di14 = #cuda_tile.di_loc<scope = #di3, filename = "/tmp/rk.py", line = 6, column = 23>
#di15 = #cuda_tile.di_loc<scope = #di3, filename = "/tmp/rk.py", line = 6, column = 28>
#di16 = #cuda_tile.di_loc<scope = #di3, filename = "/tmp/rk.py", line = 8, column = 12>
#di17 = #cuda_tile.di_loc<scope = #di3, filename = "/tmp/rk.py", line = 9, column = 10>
#di18 = #cuda_tile.di_loc<scope = #di3, filename = "/tmp/rk.py", line = 10, column = 11>
#di19 = #cuda_tile.di_loc<scope = #di3, filename = "/tmp/rk.py", line = 11, column = 22>
#di20 = #cuda_tile.di_loc<scope = #di3, filename = "/tmp/rk.py", line = 11, column = 37>
#di21 = #cuda_tile.di_loc<scope = #di3, filename = "/tmp/rk.py", line = 11, column = 57>
#di22 = #cuda_tile.di_loc<scope = #di3, filename = "/tmp/rk.py", line = 12, column = 21>
#di23 = #cuda_tile.di_loc<scope = #di3, filename = "/tmp/rk.py", line = 12, column = 36>
#di24 = #cuda_tile.di_loc<scope = #di3, filename = "/tmp/rk.py", line = 12, column = 55>
#di25 = #cuda_tile.di_loc<scope = #di3, filename = "/tmp/rk.py", line = 12, column = 51>
#di26 = #cuda_tile.di_loc<scope = #di3, filename = "/tmp/rk.py", line = 12, column = 65>
#di27 = #cuda_tile.di_loc<scope = #di3, filename = "/tmp/rk.py", line = 13, column = 22>
#di28 = #cuda_tile.di_loc<scope = #di3, filename = "/tmp/rk.py", line = 13, column = 37>
#di29 = #cuda_tile.di_loc<scope = #di3, filename = "/tmp/rk.py", line = 13, column = 58>
#di30 = #cuda_tile.di_loc<scope = #di3, filename = "/tmp/rk.py", line = 14, column = 21>
#di31 = #cuda_tile.di_loc<scope = #di3, filename = "/tmp/rk.py", line = 14, column = 36>
#di32 = #cuda_tile.di_loc<scope = #di3, filename = "/tmp/rk.py", line = 14, column = 60>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "remat", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> (), optimization_hints = #cuda_tile.optimization_hints<default = {}>}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>, %1: !cuda_tile.tile<i32>, %2: !cuda_tile.tile<i32>, %3: !cuda_tile.tile<i32>, %4: !cuda_tile.tile<i32>, %5: !cuda_tile.tile<ptr<i32>>, %6: !cuda_tile.tile<i32>, %7: !cuda_tile.tile<i32>, %8: !cuda_tile.tile<ptr<f32>>, %9: !cuda_tile.tile<i32>, %10: !cuda_tile.tile<i32>, %11: !cuda_tile.tile<i32>, %12: !cuda_tile.tile<i32>, %13: !cuda_tile.tile<i32>):
    %14 = "cuda_tile.make_token"() : () -> !cuda_tile.token loc(#di4)
    %15 = "cuda_tile.assume"(%0) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>> loc(#di5)
    %16 = "cuda_tile.assume"(%2) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di5)
    %17 = "cuda_tile.assume"(%3) <{predicate = #cuda_tile.div_by<4>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di5)
    %18 = "cuda_tile.assume"(%5) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tile<ptr<i32>> loc(#di6)
    %19 = "cuda_tile.assume"(%6) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di6)
    %20 = "cuda_tile.assume"(%8) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>> loc(#di7)
    %21 = "cuda_tile.assume"(%10) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di7)
    %22 = "cuda_tile.assume"(%11) <{predicate = #cuda_tile.div_by<4>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di7)
    %23 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<64xi64>}> : () -> !cuda_tile.tile<64xi64> loc(#di8)
    %24 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<64xi32>}> : () -> !cuda_tile.tile<64xi32> loc(#di8)
    %25 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<64x32xi64>}> : () -> !cuda_tile.tile<64x32xi64> loc(#di9)
    %26 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<64x32xi64>}> : () -> !cuda_tile.tile<64x32xi64> loc(#di10)
    %27 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<64x128xi64>}> : () -> !cuda_tile.tile<64x128xi64> loc(#di11)
    %28 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<64x128xi64>}> : () -> !cuda_tile.tile<64x128xi64> loc(#di12)
    %29 = "cuda_tile.assume"(%1) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %30 = "cuda_tile.assume"(%16) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %31 = "cuda_tile.assume"(%17) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %32 = "cuda_tile.assume"(%19) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %33 = "cuda_tile.assume"(%9) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %34 = "cuda_tile.assume"(%21) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %35 = "cuda_tile.assume"(%22) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %36, %37, %38 = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) loc(#di13)
    %39 = "cuda_tile.constant"() <{value = dense<64> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di14)
    %40 = "cuda_tile.muli"(%36, %39) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di13)
    %41 = "cuda_tile.iota"() : () -> !cuda_tile.tile<64xi32> loc(#di15)
    %42 = "cuda_tile.reshape"(%40) : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<1xi32> loc(#di13)
    %43 = "cuda_tile.broadcast"(%42) : (!cuda_tile.tile<1xi32>) -> !cuda_tile.tile<64xi32> loc(#di13)
    %44 = "cuda_tile.addi"(%43, %41) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<64xi32>, !cuda_tile.tile<64xi32>) -> !cuda_tile.tile<64xi32> loc(#di13)
    %45 = "cuda_tile.exti"(%44) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<64xi32>) -> !cuda_tile.tile<64xi64> loc(#di8)
    %46 = "cuda_tile.exti"(%32) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(#di8)
    %47 = "cuda_tile.reshape"(%46) : (!cuda_tile.tile<i64>) -> !cuda_tile.tile<1xi64> loc(#di8)
    %48 = "cuda_tile.broadcast"(%47) : (!cuda_tile.tile<1xi64>) -> !cuda_tile.tile<64xi64> loc(#di8)
    %49 = "cuda_tile.cmpi"(%45, %48) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<64xi64>, !cuda_tile.tile<64xi64>) -> !cuda_tile.tile<64xi1> loc(#di8)
    %50 = "cuda_tile.muli"(%45, %23) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<64xi64>, !cuda_tile.tile<64xi64>) -> !cuda_tile.tile<64xi64> loc(#di8)
    %51 = "cuda_tile.reshape"(%18) : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tile<1xptr<i32>> loc(#di8)
    %52 = "cuda_tile.broadcast"(%51) : (!cuda_tile.tile<1xptr<i32>>) -> !cuda_tile.tile<64xptr<i32>> loc(#di8)
    %53 = "cuda_tile.offset"(%52, %50) : (!cuda_tile.tile<64xptr<i32>>, !cuda_tile.tile<64xi64>) -> !cuda_tile.tile<64xptr<i32>> loc(#di8)
    %54, %55 = "cuda_tile.load_ptr_tko"(%53, %49, %24, %14) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<64xptr<i32>>, !cuda_tile.tile<64xi1>, !cuda_tile.tile<64xi32>, !cuda_tile.token) -> (!cuda_tile.tile<64xi32>, !cuda_tile.token) loc(#di8)
    %56 = "cuda_tile.reshape"(%13) : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<1xi32> loc(#di16)
    %57 = "cuda_tile.broadcast"(%56) : (!cuda_tile.tile<1xi32>) -> !cuda_tile.tile<64xi32> loc(#di16)
    %58 = "cuda_tile.cmpi"(%54, %57) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<64xi32>, !cuda_tile.tile<64xi32>) -> !cuda_tile.tile<64xi1> loc(#di16)
    %59 = "cuda_tile.iota"() : () -> !cuda_tile.tile<32xi32> loc(#di17)
    %60 = "cuda_tile.iota"() : () -> !cuda_tile.tile<128xi32> loc(#di18)
    %61 = "cuda_tile.reshape"(%54) : (!cuda_tile.tile<64xi32>) -> !cuda_tile.tile<64x1xi32> loc(#di19)
    %62 = "cuda_tile.reshape"(%59) : (!cuda_tile.tile<32xi32>) -> !cuda_tile.tile<1x32xi32> loc(#di20)
    %63 = "cuda_tile.reshape"(%58) : (!cuda_tile.tile<64xi1>) -> !cuda_tile.tile<64x1xi1> loc(#di21)
    %64 = "cuda_tile.exti"(%61) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<64x1xi32>) -> !cuda_tile.tile<64x1xi64> loc(#di9)
    %65 = "cuda_tile.broadcast"(%64) : (!cuda_tile.tile<64x1xi64>) -> !cuda_tile.tile<64x32xi64> loc(#di9)
    %66 = "cuda_tile.exti"(%29) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(#di9)
    %67 = "cuda_tile.reshape"(%66) : (!cuda_tile.tile<i64>) -> !cuda_tile.tile<1x1xi64> loc(#di9)
    %68 = "cuda_tile.broadcast"(%67) : (!cuda_tile.tile<1x1xi64>) -> !cuda_tile.tile<64x32xi64> loc(#di9)
    %69 = "cuda_tile.cmpi"(%65, %68) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<64x32xi64>, !cuda_tile.tile<64x32xi64>) -> !cuda_tile.tile<64x32xi1> loc(#di9)
    %70 = "cuda_tile.exti"(%31) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(#di9)
    %71 = "cuda_tile.reshape"(%70) : (!cuda_tile.tile<i64>) -> !cuda_tile.tile<1x1xi64> loc(#di9)
    %72 = "cuda_tile.broadcast"(%71) : (!cuda_tile.tile<1x1xi64>) -> !cuda_tile.tile<64x32xi64> loc(#di9)
    %73 = "cuda_tile.muli"(%65, %72) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<64x32xi64>, !cuda_tile.tile<64x32xi64>) -> !cuda_tile.tile<64x32xi64> loc(#di9)
    %74 = "cuda_tile.exti"(%62) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<1x32xi32>) -> !cuda_tile.tile<1x32xi64> loc(#di9)
    %75 = "cuda_tile.broadcast"(%74) : (!cuda_tile.tile<1x32xi64>) -> !cuda_tile.tile<64x32xi64> loc(#di9)
    %76 = "cuda_tile.exti"(%30) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(#di9)
    %77 = "cuda_tile.reshape"(%76) : (!cuda_tile.tile<i64>) -> !cuda_tile.tile<1x1xi64> loc(#di9)
    %78 = "cuda_tile.broadcast"(%77) : (!cuda_tile.tile<1x1xi64>) -> !cuda_tile.tile<64x32xi64> loc(#di9)
    %79 = "cuda_tile.cmpi"(%75, %78) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<64x32xi64>, !cuda_tile.tile<64x32xi64>) -> !cuda_tile.tile<64x32xi1> loc(#di9)
    %80 = "cuda_tile.andi"(%69, %79) : (!cuda_tile.tile<64x32xi1>, !cuda_tile.tile<64x32xi1>) -> !cuda_tile.tile<64x32xi1> loc(#di9)
    %81 = "cuda_tile.muli"(%75, %25) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<64x32xi64>, !cuda_tile.tile<64x32xi64>) -> !cuda_tile.tile<64x32xi64> loc(#di9)
    %82 = "cuda_tile.addi"(%73, %81) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<64x32xi64>, !cuda_tile.tile<64x32xi64>) -> !cuda_tile.tile<64x32xi64> loc(#di9)
    %83 = "cuda_tile.reshape"(%15) : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<1x1xptr<f32>> loc(#di9)
    %84 = "cuda_tile.broadcast"(%83) : (!cuda_tile.tile<1x1xptr<f32>>) -> !cuda_tile.tile<64x32xptr<f32>> loc(#di9)
    %85 = "cuda_tile.offset"(%84, %82) : (!cuda_tile.tile<64x32xptr<f32>>, !cuda_tile.tile<64x32xi64>) -> !cuda_tile.tile<64x32xptr<f32>> loc(#di9)
    %86 = "cuda_tile.broadcast"(%63) : (!cuda_tile.tile<64x1xi1>) -> !cuda_tile.tile<64x32xi1> loc(#di9)
    %87 = "cuda_tile.andi"(%80, %86) : (!cuda_tile.tile<64x32xi1>, !cuda_tile.tile<64x32xi1>) -> !cuda_tile.tile<64x32xi1> loc(#di9)
    %88 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<f32>}> : () -> !cuda_tile.tile<f32> loc(#di9)
    %89 = "cuda_tile.reshape"(%88) : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<1x1xf32> loc(#di9)
    %90 = "cuda_tile.broadcast"(%89) : (!cuda_tile.tile<1x1xf32>) -> !cuda_tile.tile<64x32xf32> loc(#di9)
    %91, %92 = "cuda_tile.load_ptr_tko"(%85, %87, %90, %14) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<64x32xptr<f32>>, !cuda_tile.tile<64x32xi1>, !cuda_tile.tile<64x32xf32>, !cuda_tile.token) -> (!cuda_tile.tile<64x32xf32>, !cuda_tile.token) loc(#di9)
    %93 = "cuda_tile.reshape"(%44) : (!cuda_tile.tile<64xi32>) -> !cuda_tile.tile<64x1xi32> loc(#di22)
    %94 = "cuda_tile.reshape"(%59) : (!cuda_tile.tile<32xi32>) -> !cuda_tile.tile<1x32xi32> loc(#di23)
    %95 = "cuda_tile.constant"() <{value = dense<2.0> : !cuda_tile.tile<f32>}> : () -> !cuda_tile.tile<f32> loc(#di24)
    %96 = "cuda_tile.reshape"(%95) : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<1x1xf32> loc(#di25)
    %97 = "cuda_tile.broadcast"(%96) : (!cuda_tile.tile<1x1xf32>) -> !cuda_tile.tile<64x32xf32> loc(#di25)
    %98 = "cuda_tile.mulf"(%91, %97) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<64x32xf32>, !cuda_tile.tile<64x32xf32>) -> !cuda_tile.tile<64x32xf32> loc(#di25)
    %99 = "cuda_tile.reshape"(%58) : (!cuda_tile.tile<64xi1>) -> !cuda_tile.tile<64x1xi1> loc(#di26)
    %100 = "cuda_tile.exti"(%93) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<64x1xi32>) -> !cuda_tile.tile<64x1xi64> loc(#di10)
    %101 = "cuda_tile.broadcast"(%100) : (!cuda_tile.tile<64x1xi64>) -> !cuda_tile.tile<64x32xi64> loc(#di10)
    %102 = "cuda_tile.exti"(%33) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(#di10)
    %103 = "cuda_tile.reshape"(%102) : (!cuda_tile.tile<i64>) -> !cuda_tile.tile<1x1xi64> loc(#di10)
    %104 = "cuda_tile.broadcast"(%103) : (!cuda_tile.tile<1x1xi64>) -> !cuda_tile.tile<64x32xi64> loc(#di10)
    %105 = "cuda_tile.cmpi"(%101, %104) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<64x32xi64>, !cuda_tile.tile<64x32xi64>) -> !cuda_tile.tile<64x32xi1> loc(#di10)
    %106 = "cuda_tile.exti"(%35) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(#di10)
    %107 = "cuda_tile.reshape"(%106) : (!cuda_tile.tile<i64>) -> !cuda_tile.tile<1x1xi64> loc(#di10)
    %108 = "cuda_tile.broadcast"(%107) : (!cuda_tile.tile<1x1xi64>) -> !cuda_tile.tile<64x32xi64> loc(#di10)
    %109 = "cuda_tile.muli"(%101, %108) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<64x32xi64>, !cuda_tile.tile<64x32xi64>) -> !cuda_tile.tile<64x32xi64> loc(#di10)
    %110 = "cuda_tile.exti"(%94) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<1x32xi32>) -> !cuda_tile.tile<1x32xi64> loc(#di10)
    %111 = "cuda_tile.broadcast"(%110) : (!cuda_tile.tile<1x32xi64>) -> !cuda_tile.tile<64x32xi64> loc(#di10)
    %112 = "cuda_tile.exti"(%34) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(#di10)
    %113 = "cuda_tile.reshape"(%112) : (!cuda_tile.tile<i64>) -> !cuda_tile.tile<1x1xi64> loc(#di10)
    %114 = "cuda_tile.broadcast"(%113) : (!cuda_tile.tile<1x1xi64>) -> !cuda_tile.tile<64x32xi64> loc(#di10)
    %115 = "cuda_tile.cmpi"(%111, %114) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<64x32xi64>, !cuda_tile.tile<64x32xi64>) -> !cuda_tile.tile<64x32xi1> loc(#di10)
    %116 = "cuda_tile.andi"(%105, %115) : (!cuda_tile.tile<64x32xi1>, !cuda_tile.tile<64x32xi1>) -> !cuda_tile.tile<64x32xi1> loc(#di10)
    %117 = "cuda_tile.muli"(%111, %26) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<64x32xi64>, !cuda_tile.tile<64x32xi64>) -> !cuda_tile.tile<64x32xi64> loc(#di10)
    %118 = "cuda_tile.addi"(%109, %117) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<64x32xi64>, !cuda_tile.tile<64x32xi64>) -> !cuda_tile.tile<64x32xi64> loc(#di10)
    %119 = "cuda_tile.reshape"(%20) : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<1x1xptr<f32>> loc(#di10)
    %120 = "cuda_tile.broadcast"(%119) : (!cuda_tile.tile<1x1xptr<f32>>) -> !cuda_tile.tile<64x32xptr<f32>> loc(#di10)
    %121 = "cuda_tile.offset"(%120, %118) : (!cuda_tile.tile<64x32xptr<f32>>, !cuda_tile.tile<64x32xi64>) -> !cuda_tile.tile<64x32xptr<f32>> loc(#di10)
    %122 = "cuda_tile.broadcast"(%99) : (!cuda_tile.tile<64x1xi1>) -> !cuda_tile.tile<64x32xi1> loc(#di10)
    %123 = "cuda_tile.andi"(%116, %122) : (!cuda_tile.tile<64x32xi1>, !cuda_tile.tile<64x32xi1>) -> !cuda_tile.tile<64x32xi1> loc(#di10)
    %124 = "cuda_tile.store_ptr_tko"(%121, %98, %123, %14) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<64x32xptr<f32>>, !cuda_tile.tile<64x32xf32>, !cuda_tile.tile<64x32xi1>, !cuda_tile.token) -> !cuda_tile.token loc(#di10)
    %125 = "cuda_tile.reshape"(%54) : (!cuda_tile.tile<64xi32>) -> !cuda_tile.tile<64x1xi32> loc(#di27)
    %126 = "cuda_tile.reshape"(%60) : (!cuda_tile.tile<128xi32>) -> !cuda_tile.tile<1x128xi32> loc(#di28)
    %127 = "cuda_tile.reshape"(%58) : (!cuda_tile.tile<64xi1>) -> !cuda_tile.tile<64x1xi1> loc(#di29)
    %128 = "cuda_tile.exti"(%125) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<64x1xi32>) -> !cuda_tile.tile<64x1xi64> loc(#di11)
    %129 = "cuda_tile.broadcast"(%128) : (!cuda_tile.tile<64x1xi64>) -> !cuda_tile.tile<64x128xi64> loc(#di11)
    %130 = "cuda_tile.exti"(%29) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(#di11)
    %131 = "cuda_tile.reshape"(%130) : (!cuda_tile.tile<i64>) -> !cuda_tile.tile<1x1xi64> loc(#di11)
    %132 = "cuda_tile.broadcast"(%131) : (!cuda_tile.tile<1x1xi64>) -> !cuda_tile.tile<64x128xi64> loc(#di11)
    %133 = "cuda_tile.cmpi"(%129, %132) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<64x128xi64>, !cuda_tile.tile<64x128xi64>) -> !cuda_tile.tile<64x128xi1> loc(#di11)
    %134 = "cuda_tile.exti"(%31) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(#di11)
    %135 = "cuda_tile.reshape"(%134) : (!cuda_tile.tile<i64>) -> !cuda_tile.tile<1x1xi64> loc(#di11)
    %136 = "cuda_tile.broadcast"(%135) : (!cuda_tile.tile<1x1xi64>) -> !cuda_tile.tile<64x128xi64> loc(#di11)
    %137 = "cuda_tile.muli"(%129, %136) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<64x128xi64>, !cuda_tile.tile<64x128xi64>) -> !cuda_tile.tile<64x128xi64> loc(#di11)
    %138 = "cuda_tile.exti"(%126) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<1x128xi32>) -> !cuda_tile.tile<1x128xi64> loc(#di11)
    %139 = "cuda_tile.broadcast"(%138) : (!cuda_tile.tile<1x128xi64>) -> !cuda_tile.tile<64x128xi64> loc(#di11)
    %140 = "cuda_tile.exti"(%30) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(#di11)
    %141 = "cuda_tile.reshape"(%140) : (!cuda_tile.tile<i64>) -> !cuda_tile.tile<1x1xi64> loc(#di11)
    %142 = "cuda_tile.broadcast"(%141) : (!cuda_tile.tile<1x1xi64>) -> !cuda_tile.tile<64x128xi64> loc(#di11)
    %143 = "cuda_tile.cmpi"(%139, %142) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<64x128xi64>, !cuda_tile.tile<64x128xi64>) -> !cuda_tile.tile<64x128xi1> loc(#di11)
    %144 = "cuda_tile.andi"(%133, %143) : (!cuda_tile.tile<64x128xi1>, !cuda_tile.tile<64x128xi1>) -> !cuda_tile.tile<64x128xi1> loc(#di11)
    %145 = "cuda_tile.muli"(%139, %27) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<64x128xi64>, !cuda_tile.tile<64x128xi64>) -> !cuda_tile.tile<64x128xi64> loc(#di11)
    %146 = "cuda_tile.addi"(%137, %145) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<64x128xi64>, !cuda_tile.tile<64x128xi64>) -> !cuda_tile.tile<64x128xi64> loc(#di11)
    %147 = "cuda_tile.reshape"(%15) : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<1x1xptr<f32>> loc(#di11)
    %148 = "cuda_tile.broadcast"(%147) : (!cuda_tile.tile<1x1xptr<f32>>) -> !cuda_tile.tile<64x128xptr<f32>> loc(#di11)
    %149 = "cuda_tile.offset"(%148, %146) : (!cuda_tile.tile<64x128xptr<f32>>, !cuda_tile.tile<64x128xi64>) -> !cuda_tile.tile<64x128xptr<f32>> loc(#di11)
    %150 = "cuda_tile.broadcast"(%127) : (!cuda_tile.tile<64x1xi1>) -> !cuda_tile.tile<64x128xi1> loc(#di11)
    %151 = "cuda_tile.andi"(%144, %150) : (!cuda_tile.tile<64x128xi1>, !cuda_tile.tile<64x128xi1>) -> !cuda_tile.tile<64x128xi1> loc(#di11)
    %152 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<f32>}> : () -> !cuda_tile.tile<f32> loc(#di11)
    %153 = "cuda_tile.reshape"(%152) : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<1x1xf32> loc(#di11)
    %154 = "cuda_tile.broadcast"(%153) : (!cuda_tile.tile<1x1xf32>) -> !cuda_tile.tile<64x128xf32> loc(#di11)
    %155, %156 = "cuda_tile.load_ptr_tko"(%149, %151, %154, %14) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<64x128xptr<f32>>, !cuda_tile.tile<64x128xi1>, !cuda_tile.tile<64x128xf32>, !cuda_tile.token) -> (!cuda_tile.tile<64x128xf32>, !cuda_tile.token) loc(#di11)
    %157 = "cuda_tile.reshape"(%44) : (!cuda_tile.tile<64xi32>) -> !cuda_tile.tile<64x1xi32> loc(#di30)
    %158 = "cuda_tile.reshape"(%60) : (!cuda_tile.tile<128xi32>) -> !cuda_tile.tile<1x128xi32> loc(#di31)
    %159 = "cuda_tile.reshape"(%58) : (!cuda_tile.tile<64xi1>) -> !cuda_tile.tile<64x1xi1> loc(#di32)
    %160 = "cuda_tile.exti"(%157) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<64x1xi32>) -> !cuda_tile.tile<64x1xi64> loc(#di12)
    %161 = "cuda_tile.broadcast"(%160) : (!cuda_tile.tile<64x1xi64>) -> !cuda_tile.tile<64x128xi64> loc(#di12)
    %162 = "cuda_tile.exti"(%33) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(#di12)
    %163 = "cuda_tile.reshape"(%162) : (!cuda_tile.tile<i64>) -> !cuda_tile.tile<1x1xi64> loc(#di12)
    %164 = "cuda_tile.broadcast"(%163) : (!cuda_tile.tile<1x1xi64>) -> !cuda_tile.tile<64x128xi64> loc(#di12)
    %165 = "cuda_tile.cmpi"(%161, %164) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<64x128xi64>, !cuda_tile.tile<64x128xi64>) -> !cuda_tile.tile<64x128xi1> loc(#di12)
    %166 = "cuda_tile.exti"(%35) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(#di12)
    %167 = "cuda_tile.reshape"(%166) : (!cuda_tile.tile<i64>) -> !cuda_tile.tile<1x1xi64> loc(#di12)
    %168 = "cuda_tile.broadcast"(%167) : (!cuda_tile.tile<1x1xi64>) -> !cuda_tile.tile<64x128xi64> loc(#di12)
    %169 = "cuda_tile.muli"(%161, %168) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<64x128xi64>, !cuda_tile.tile<64x128xi64>) -> !cuda_tile.tile<64x128xi64> loc(#di12)
    %170 = "cuda_tile.exti"(%158) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<1x128xi32>) -> !cuda_tile.tile<1x128xi64> loc(#di12)
    %171 = "cuda_tile.broadcast"(%170) : (!cuda_tile.tile<1x128xi64>) -> !cuda_tile.tile<64x128xi64> loc(#di12)
    %172 = "cuda_tile.exti"(%34) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(#di12)
    %173 = "cuda_tile.reshape"(%172) : (!cuda_tile.tile<i64>) -> !cuda_tile.tile<1x1xi64> loc(#di12)
    %174 = "cuda_tile.broadcast"(%173) : (!cuda_tile.tile<1x1xi64>) -> !cuda_tile.tile<64x128xi64> loc(#di12)
    %175 = "cuda_tile.cmpi"(%171, %174) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<64x128xi64>, !cuda_tile.tile<64x128xi64>) -> !cuda_tile.tile<64x128xi1> loc(#di12)
    %176 = "cuda_tile.andi"(%165, %175) : (!cuda_tile.tile<64x128xi1>, !cuda_tile.tile<64x128xi1>) -> !cuda_tile.tile<64x128xi1> loc(#di12)
    %177 = "cuda_tile.muli"(%171, %28) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<64x128xi64>, !cuda_tile.tile<64x128xi64>) -> !cuda_tile.tile<64x128xi64> loc(#di12)
    %178 = "cuda_tile.addi"(%169, %177) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<64x128xi64>, !cuda_tile.tile<64x128xi64>) -> !cuda_tile.tile<64x128xi64> loc(#di12)
    %179 = "cuda_tile.reshape"(%20) : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<1x1xptr<f32>> loc(#di12)
    %180 = "cuda_tile.broadcast"(%179) : (!cuda_tile.tile<1x1xptr<f32>>) -> !cuda_tile.tile<64x128xptr<f32>> loc(#di12)
    %181 = "cuda_tile.offset"(%180, %178) : (!cuda_tile.tile<64x128xptr<f32>>, !cuda_tile.tile<64x128xi64>) -> !cuda_tile.tile<64x128xptr<f32>> loc(#di12)
    %182 = "cuda_tile.broadcast"(%159) : (!cuda_tile.tile<64x1xi1>) -> !cuda_tile.tile<64x128xi1> loc(#di12)
    %183 = "cuda_tile.andi"(%176, %182) : (!cuda_tile.tile<64x128xi1>, !cuda_tile.tile<64x128xi1>) -> !cuda_tile.tile<64x128xi1> loc(#di12)
    %184 = "cuda_tile.store_ptr_tko"(%181, %155, %183, %124) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<64x128xptr<f32>>, !cuda_tile.tile<64x128xf32>, !cuda_tile.tile<64x128xi1>, !cuda_tile.token) -> !cuda_tile.token loc(#di12)
    "cuda_tile.return"() : () -> ()
  }) : () -> () loc(#di4)
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
