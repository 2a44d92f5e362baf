"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "mutated_kernel", function_type = (!cuda_tile.tile<ptr<f64>>, !cuda_tile.tile<ptr<f64>>, !cuda_tile.tile<ptr<f64>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f64>>, %1: !cuda_tile.tile<ptr<f64>>, %2: !cuda_tile.tile<ptr<f64>>):
    %3 = "cuda_tile.assume"(%2) <{predicate = #cuda_tile.div_by<256>}> : (!cuda_tile.tile<ptr<f64>>) -> !cuda_tile.tile<ptr<f64>>
    %4 = "cuda_tile.assume"(%0) <{predicate = #cuda_tile.div_by<256>}> : (!cuda_tile.tile<ptr<f64>>) -> !cuda_tile.tile<ptr<f64>>
    %5 = "cuda_tile.make_tensor_view"(%4) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f64>>) -> !cuda_tile.tensor_view<1024x1024xf64, strides=[1024,1]>
    %6 = "cuda_tile.make_tensor_view"(%3) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f64>>) -> !cuda_tile.tensor_view<1024x512xf64, strides=[512,1]>
    %7 = "cuda_tile.make_partition_view"(%6) : (!cuda_tile.tensor_view<1024x512xf64, strides=[512,1]>) -> !cuda_tile.partition_view<tile=(256x256), tensor_view<1024x512xf64, strides=[512,1]>, dim_map=[0,1]>
    %8 = "cuda_tile.make_partition_view"(%5) : (!cuda_tile.tensor_view<1024x1024xf64, strides=[1024,1]>) -> !cuda_tile.partition_view<tile=(256x256), tensor_view<1024x1024xf64, strides=[1024,1]>, dim_map=[0,1]>
    %9, %10, %11 = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %12, %13 = "cuda_tile.load_view_tko"(%8, %9, %10) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 0>}> : (!cuda_tile.partition_view<tile=(256x256), tensor_view<1024x1024xf64, strides=[1024,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<256x256xf64>, !cuda_tile.token)
    %14 = "cuda_tile.loop"(%12) ({
    ^bb0(%15: !cuda_tile.tile<256x256xf64>):
      %16 = "cuda_tile.print_tko"() <{str = "Iteration result", operandSegmentSizes = array<i32: 0, 0>}> : () -> !cuda_tile.token
      %17, %18 = "cuda_tile.load_view_tko"(%7, %9, %10) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 0>}> : (!cuda_tile.partition_view<tile=(256x256), tensor_view<1024x512xf64, strides=[512,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<256x256xf64>, !cuda_tile.token)
      %19 = "cuda_tile.mmaf"(%17, %17, %15) : (!cuda_tile.tile<256x256xf64>, !cuda_tile.tile<256x256xf64>, !cuda_tile.tile<256x256xf64>) -> !cuda_tile.tile<256x256xf64>
      "cuda_tile.continue"(%19) : (!cuda_tile.tile<256x256xf64>) -> ()
    }) : (!cuda_tile.tile<256x256xf64>) -> !cuda_tile.tile<256x256xf64>
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.1"} : () -> ()
