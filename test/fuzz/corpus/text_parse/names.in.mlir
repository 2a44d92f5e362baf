// Hand-written: names, aliases in any order, comments, spacing, lenient forms.
#loc_a = #cuda_tile.di_loc<line = 7, column = 3, filename = "a.py", scope = #sp>   // forward reference
#sp = #cuda_tile.di_subprogram<name = "f", file = #file, compile_unit = #cu, line = 1, linkage_name = "f", scope_line = 2>
#file = #cuda_tile.di_file<name = "a.py", directory = "d">
#cu = #cuda_tile.di_compile_unit<file = #file>
#nothing = #cuda_tile.di_unknown
"cuda_tile.module"() ({
  "cuda_tile.entry"() <{function_type = (!cuda_tile.tile<i32>, !cuda_tile.tile<i1>) -> (), sym_name = "f"}> ({
  ^entry(%arg0: !cuda_tile.tile<i32>, %cond: !cuda_tile.tile<i1>):
    %x.1 = "addi"(%arg0, %arg0) <{overflow = #cuda_tile.overflow<no_signed_wrap>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#loc_a)
    %r = "cuda_tile.if"(%cond) ({
      %in = "cuda_tile.muli"(%x.1, %x.1) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
      "cuda_tile.yield"(%in) : (!cuda_tile.tile<i32>) -> ()
    }, {
      %in = "cuda_tile.subi"(%x.1, %arg0) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
      "cuda_tile.yield"(%in) : (!cuda_tile.tile<i32>) -> ()
    }) : (!cuda_tile.tile<i1>) -> (!cuda_tile.tile<i32>)
    %in = "cuda_tile.constant"() <{value = dense<[ -1 , 0x10 ]> : !cuda_tile.tile<2xi16>}> : () -> tile<2xi16>
    %t = "cuda_tile.make_tensor_view"(%cond) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<i1>) -> !cuda_tile.tensor_view<4xi8, ptr_attr = 1, strides = [ 1 ]>
    %p = "cuda_tile.make_partition_view"(%t) : (!cuda_tile.tensor_view<4xi8, strides=[1], ptr_attr = 1>) -> !cuda_tile.partition_view<tile=(4), dim_map=[0], !cuda_tile.tensor_view<4xi8, strides=[1], ptr_attr = 1>, padding_value = 0>
    %s = "cuda_tile.scan"(%in) <{identities = [7 : i16, 2.5, true, 7], reverse = false, dim = 0 : i32}> ({
    ^bb9(%a: !cuda_tile.tile<i16>, %b: !cuda_tile.tile<i16>):
      "cuda_tile.yield"(%a) : (!cuda_tile.tile<i16>) -> ()
    }) : (!cuda_tile.tile<2xi16>) -> !cuda_tile.tile<2xi16>
    "cuda_tile.return"() : () -> () loc(unknown)
  }) : () -> () loc(#loc_a)
}) {cuda_tile.bytecode_version = "13.2"} : () -> ()
