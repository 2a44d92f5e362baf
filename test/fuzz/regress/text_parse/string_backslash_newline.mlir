"cuda_tile.module"() <{sym_name = "ab\
"}> ({
}) : () -> ()
