"cuda_tile.module"() ({
  "cuda_tile.global"() <{sym_name = "g", value = dense<[[0x7E00, -0.0], [1.5, 6.0e-08]]> : !cuda_tile.tile<2x2xf16>, alignment = 4 : i64}> : () -> ()
  "cuda_tile.global"() <{sym_name = "h", value = dense<"0x0102"> : !cuda_tile.tile<9xi1>, alignment = 1 : i64, constant}> : () -> ()
  "cuda_tile.global"() <{sym_name = "i", value = dense<[true, false]> : !cuda_tile.tile<2xi1>, alignment = 1 : i64}> : () -> ()
  "cuda_tile.global"() <{sym_name = "j", value = dense<-7> : !cuda_tile.tile<4x4xi4>, alignment = 8 : i64}> : () -> ()
}) {cuda_tile.bytecode_version = "13.4"} : () -> ()
