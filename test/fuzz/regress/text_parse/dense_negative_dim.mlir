"cuda_tile.module"() ({
  "cuda_tile.global"() <{sym_name = "g", value = dense<[[1, 2, 3, 4]]> : !cuda_tile.tile<-1x4xi8>, alignment = 1 : i64}> : () -> ()
}) : () -> ()
