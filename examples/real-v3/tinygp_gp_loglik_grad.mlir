module @jit_loglik attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<2xf32>, %arg4: tensor<f32>, %arg5: tensor<256x2xf32>, %arg6: tensor<256xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]['log_amp']"}, tensor<f32> {jax.result_info = "result[1]['log_amp2']"}, tensor<f32> {jax.result_info = "result[1]['log_noise']"}, tensor<2xf32> {jax.result_info = "result[1]['log_scale']"}, tensor<f32> {jax.result_info = "result[1]['log_scale2']"}) {
    %0 = stablehlo.exponential %arg0 : tensor<f32>
    %1 = stablehlo.negate %arg3 : tensor<2xf32>
    %2 = stablehlo.exponential %1 : tensor<2xf32>
    %3 = stablehlo.exponential %arg1 : tensor<f32>
    %4 = stablehlo.exponential %arg4 : tensor<f32>
    %5 = stablehlo.exponential %arg2 : tensor<f32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %8 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<256x2xf32>
    %10 = stablehlo.multiply %9, %arg5 : tensor<256x2xf32>
    %11 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<256x2xf32>
    %13 = stablehlo.multiply %12, %arg5 : tensor<256x2xf32>
    %14 = stablehlo.broadcast_in_dim %10, dims = [0, 2] : (tensor<256x2xf32>) -> tensor<256x1x2xf32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [1, 2] : (tensor<256x2xf32>) -> tensor<1x256x2xf32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<256x1x2xf32>) -> tensor<256x256x2xf32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x256x2xf32>) -> tensor<256x256x2xf32>
    %18 = stablehlo.subtract %16, %17 : tensor<256x256x2xf32>
    %19 = chlo.square %18 : tensor<256x256x2xf32> -> tensor<256x256x2xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x256x2xf32>
    %21 = stablehlo.multiply %20, %18 : tensor<256x256x2xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%19 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<256x256x2xf32>, tensor<f32>) -> tensor<256x256xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = chlo.square %cst_2 : tensor<f32> -> tensor<f32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %25 = stablehlo.divide %22, %24 : tensor<256x256xf32>
    %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %27 = stablehlo.multiply %26, %25 : tensor<256x256xf32>
    %28 = stablehlo.exponential %27 : tensor<256x256xf32>
    %29 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %30 = stablehlo.multiply %29, %28 : tensor<256x256xf32>
    %31 = stablehlo.broadcast_in_dim %arg5, dims = [0, 2] : (tensor<256x2xf32>) -> tensor<256x1x2xf32>
    %32 = stablehlo.broadcast_in_dim %arg5, dims = [1, 2] : (tensor<256x2xf32>) -> tensor<1x256x2xf32>
    %33 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<256x1x2xf32>) -> tensor<256x256x2xf32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<1x256x2xf32>) -> tensor<256x256x2xf32>
    %35 = stablehlo.subtract %33, %34 : tensor<256x256x2xf32>
    %36 = stablehlo.abs %35 : tensor<256x256x2xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%36 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<256x256x2xf32>, tensor<f32>) -> tensor<256x256xf32>
    %38 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %39 = stablehlo.divide %37, %38 : tensor<256x256xf32>
    %40 = stablehlo.multiply %4, %4 : tensor<f32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %41 = stablehlo.divide %cst_5, %40 : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.73205078> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %43 = stablehlo.multiply %42, %39 : tensor<256x256xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %45 = stablehlo.add %44, %43 : tensor<256x256xf32>
    %46 = stablehlo.negate %43 : tensor<256x256xf32>
    %47 = stablehlo.exponential %46 : tensor<256x256xf32>
    %48 = stablehlo.multiply %45, %47 : tensor<256x256xf32>
    %49 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %50 = stablehlo.multiply %49, %48 : tensor<256x256xf32>
    %51 = stablehlo.add %30, %50 : tensor<256x256xf32>
    %52 = stablehlo.iota dim = 0 : tensor<256xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %53 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %54 = stablehlo.compare LT, %52, %53, SIGNED : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi1>
    %c_8 = stablehlo.constant dense<256> : tensor<i32>
    %55 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %56 = stablehlo.add %52, %55 : tensor<256xi32>
    %57 = stablehlo.select %54, %56, %52 : tensor<256xi1>, tensor<256xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %58 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %59 = stablehlo.compare LT, %52, %58, SIGNED : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi1>
    %c_10 = stablehlo.constant dense<256> : tensor<i32>
    %60 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %61 = stablehlo.add %52, %60 : tensor<256xi32>
    %62 = stablehlo.select %59, %61, %52 : tensor<256xi1>, tensor<256xi32>
    %63 = stablehlo.broadcast_in_dim %57, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
    %64 = stablehlo.broadcast_in_dim %62, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
    %65 = stablehlo.concatenate %63, %64, dim = 1 : (tensor<256x1xi32>, tensor<256x1xi32>) -> tensor<256x2xi32>
    %66 = "stablehlo.scatter"(%51, %65, %7) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %134 = stablehlo.add %arg7, %arg8 : tensor<f32>
      stablehlo.return %134 : tensor<f32>
    }) : (tensor<256x256xf32>, tensor<256x2xi32>, tensor<256xf32>) -> tensor<256x256xf32>
    %67:5 = call @_cholesky(%66) : (tensor<256x256xf32>) -> (tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xi1>, tensor<256x256xf32>, tensor<256x256xi1>)
    %68:3 = call @_get_alpha(%6, %67#0, %arg6) : (tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>) -> (tensor<256xf32>, tensor<256x256xi1>, tensor<256x1xf32>)
    %69:7 = call @_compute_log_prob(%67#0, %68#0) : (tensor<256x256xf32>, tensor<256xf32>) -> (tensor<f32>, tensor<256xf32>, tensor<i32>, tensor<256x256xf32>, tensor<256x2xi32>, tensor<256xf32>, tensor<i1>)
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %70:2 = call @_compute_log_prob_0(%69#1, %69#2, %69#3, %69#4, %69#5, %69#6, %cst_11) : (tensor<256xf32>, tensor<i32>, tensor<256x256xf32>, tensor<256x2xi32>, tensor<256xf32>, tensor<i1>, tensor<f32>) -> (tensor<256x256xf32>, tensor<256xf32>)
    %71 = call @_get_alpha_4(%68#1, %68#2, %67#0, %70#1) : (tensor<256x256xi1>, tensor<256x1xf32>, tensor<256x256xf32>, tensor<256xf32>) -> tensor<256x256xf32>
    %72 = stablehlo.add %70#0, %71 : tensor<256x256xf32>
    %73 = call @_cholesky_6(%67#1, %67#2, %67#3, %67#4, %72) : (tensor<256x256xf32>, tensor<256x256xi1>, tensor<256x256xf32>, tensor<256x256xi1>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %c_12 = stablehlo.constant dense<255> : tensor<2xi32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %74 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<256x2xi32>
    %75 = stablehlo.compare GE, %65, %74, SIGNED : (tensor<256x2xi32>, tensor<256x2xi32>) -> tensor<256x2xi1>
    %76 = stablehlo.broadcast_in_dim %c_12, dims = [1] : (tensor<2xi32>) -> tensor<1x2xi32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1] : (tensor<1x2xi32>) -> tensor<256x2xi32>
    %78 = stablehlo.compare LE, %65, %77, SIGNED : (tensor<256x2xi32>, tensor<256x2xi32>) -> tensor<256x2xi1>
    %79 = stablehlo.and %75, %78 : tensor<256x2xi1>
    %c_14 = stablehlo.constant dense<true> : tensor<i1>
    %80 = stablehlo.reduce(%79 init: %c_14) applies stablehlo.and across dimensions = [1] : (tensor<256x2xi1>, tensor<i1>) -> tensor<256xi1>
    %81 = "stablehlo.gather"(%73, %65) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<256x256xf32>, tensor<256x2xi32>) -> tensor<256xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %83 = stablehlo.select %80, %81, %82 : tensor<256xi1>, tensor<256xf32>
    %84 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %85 = stablehlo.multiply %84, %73 : tensor<256x256xf32>
    %86 = stablehlo.multiply %73, %48 : tensor<256x256xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.reduce(%86 init: %cst_16) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x256xf32>, tensor<f32>) -> tensor<f32>
    %88 = stablehlo.multiply %45, %85 : tensor<256x256xf32>
    %89 = stablehlo.multiply %85, %47 : tensor<256x256xf32>
    %90 = stablehlo.multiply %88, %47 : tensor<256x256xf32>
    %91 = stablehlo.negate %90 : tensor<256x256xf32>
    %92 = stablehlo.add %89, %91 : tensor<256x256xf32>
    %cst_17 = stablehlo.constant dense<1.73205078> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %94 = stablehlo.multiply %93, %92 : tensor<256x256xf32>
    %95 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %96 = stablehlo.multiply %94, %95 : tensor<256x256xf32>
    %97 = stablehlo.multiply %96, %37 : tensor<256x256xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.reduce(%97 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x256xf32>, tensor<f32>) -> tensor<f32>
    %99 = stablehlo.negate %98 : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %101 = stablehlo.multiply %100, %73 : tensor<256x256xf32>
    %102 = stablehlo.multiply %73, %28 : tensor<256x256xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.reduce(%102 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x256xf32>, tensor<f32>) -> tensor<f32>
    %104 = stablehlo.multiply %101, %28 : tensor<256x256xf32>
    %cst_20 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %106 = stablehlo.multiply %105, %104 : tensor<256x256xf32>
    %107 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %108 = stablehlo.divide %106, %107 : tensor<256x256xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1] : (tensor<256x256xf32>) -> tensor<256x256x2xf32>
    %110 = stablehlo.multiply %109, %21 : tensor<256x256x2xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.reduce(%110 init: %cst_21) applies stablehlo.add across dimensions = [1] : (tensor<256x256x2xf32>, tensor<f32>) -> tensor<256x2xf32>
    %112 = stablehlo.reshape %111 : (tensor<256x2xf32>) -> tensor<256x1x2xf32>
    %113 = stablehlo.negate %110 : tensor<256x256x2xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.reduce(%113 init: %cst_22) applies stablehlo.add across dimensions = [0] : (tensor<256x256x2xf32>, tensor<f32>) -> tensor<256x2xf32>
    %115 = stablehlo.reshape %114 : (tensor<256x2xf32>) -> tensor<1x256x2xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.reduce(%115 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<1x256x2xf32>, tensor<f32>) -> tensor<256x2xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.reduce(%112 init: %cst_24) applies stablehlo.add across dimensions = [1] : (tensor<256x1x2xf32>, tensor<f32>) -> tensor<256x2xf32>
    %118 = stablehlo.multiply %116, %arg5 : tensor<256x2xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.reduce(%118 init: %cst_25) applies stablehlo.add across dimensions = [0] : (tensor<256x2xf32>, tensor<f32>) -> tensor<2xf32>
    %120 = stablehlo.reshape %119 : (tensor<2xf32>) -> tensor<1x2xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.reduce(%120 init: %cst_26) applies stablehlo.add across dimensions = [0] : (tensor<1x2xf32>, tensor<f32>) -> tensor<2xf32>
    %122 = stablehlo.multiply %117, %arg5 : tensor<256x2xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.reduce(%122 init: %cst_27) applies stablehlo.add across dimensions = [0] : (tensor<256x2xf32>, tensor<f32>) -> tensor<2xf32>
    %124 = stablehlo.reshape %123 : (tensor<2xf32>) -> tensor<1x2xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %125 = stablehlo.reduce(%124 init: %cst_28) applies stablehlo.add across dimensions = [0] : (tensor<1x2xf32>, tensor<f32>) -> tensor<2xf32>
    %126 = stablehlo.add %121, %125 : tensor<2xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %127 = stablehlo.reduce(%83 init: %cst_29) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %128 = stablehlo.multiply %127, %5 : tensor<f32>
    %129 = stablehlo.multiply %99, %4 : tensor<f32>
    %130 = stablehlo.multiply %87, %3 : tensor<f32>
    %131 = stablehlo.multiply %126, %2 : tensor<2xf32>
    %132 = stablehlo.negate %131 : tensor<2xf32>
    %133 = stablehlo.multiply %103, %0 : tensor<f32>
    return %69#0, %133, %130, %128, %132, %129 : tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<2xf32>, tensor<f32>
  }
  func.func private @_cholesky(%arg0: tensor<256x256xf32>) -> (tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xi1>, tensor<256x256xf32>, tensor<256x256xi1>) {
    %0:2 = stablehlo.custom_call @lapack_spotrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=256, j=256, k=256, l=256}, custom>} : (tensor<256x256xf32>) -> (tensor<256x256xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#1, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<256x256xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<256x256xi1>, tensor<256x256xf32>
    %7 = stablehlo.iota dim = 0 : tensor<256x256xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<256x256xi32>
    %9 = stablehlo.add %7, %8 : tensor<256x256xi32>
    %10 = stablehlo.iota dim = 1 : tensor<256x256xi32>
    %11 = stablehlo.compare GE, %9, %10, SIGNED : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %13 = stablehlo.select %11, %6, %12 : tensor<256x256xi1>, tensor<256x256xf32>
    %14 = stablehlo.iota dim = 0 : tensor<256x256xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<256x256xi32>
    %16 = stablehlo.add %14, %15 : tensor<256x256xi32>
    %17 = stablehlo.iota dim = 1 : tensor<256x256xi32>
    %18 = stablehlo.compare GE, %16, %17, SIGNED : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
    %19 = stablehlo.iota dim = 0 : tensor<256x256xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<256x256xi32>
    %21 = stablehlo.add %19, %20 : tensor<256x256xi32>
    %22 = stablehlo.iota dim = 1 : tensor<256x256xi32>
    %23 = stablehlo.compare EQ, %21, %22, SIGNED : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
    %24 = stablehlo.convert %23 : (tensor<256x256xi1>) -> tensor<256x256xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %26 = stablehlo.add %25, %24 : tensor<256x256xf32>
    %27 = stablehlo.iota dim = 0 : tensor<256x256xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<256x256xi32>
    %29 = stablehlo.add %27, %28 : tensor<256x256xi32>
    %30 = stablehlo.iota dim = 1 : tensor<256x256xi32>
    %31 = stablehlo.compare GE, %29, %30, SIGNED : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %33 = stablehlo.select %31, %13, %32 : tensor<256x256xi1>, tensor<256x256xf32>
    return %33, %13, %18, %26, %31 : tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xi1>, tensor<256x256xf32>, tensor<256x256xi1>
  }
  func.func private @_get_alpha(%arg0: tensor<256xf32>, %arg1: tensor<256x256xf32>, %arg2: tensor<256xf32>) -> (tensor<256xf32>, tensor<256x256xi1>, tensor<256x1xf32>) {
    %0 = stablehlo.subtract %arg2, %arg0 : tensor<256xf32>
    %1:3 = call @_solve_triangular(%arg1, %0) : (tensor<256x256xf32>, tensor<256xf32>) -> (tensor<256xf32>, tensor<256x256xi1>, tensor<256x1xf32>)
    return %1#0, %1#1, %1#2 : tensor<256xf32>, tensor<256x256xi1>, tensor<256x1xf32>
  }
  func.func private @_solve_triangular(%arg0: tensor<256x256xf32>, %arg1: tensor<256xf32>) -> (tensor<256xf32>, tensor<256x256xi1>, tensor<256x1xf32>) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %1 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %0) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=256, j=256, k=256, l=1, m=256, n=1}, custom>} : (tensor<256x256xf32>, tensor<256x1xf32>) -> tensor<256x1xf32>
    %2 = stablehlo.iota dim = 0 : tensor<256x256xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<256x256xi32>
    %4 = stablehlo.add %2, %3 : tensor<256x256xi32>
    %5 = stablehlo.iota dim = 1 : tensor<256x256xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
    %7 = stablehlo.reshape %1 : (tensor<256x1xf32>) -> tensor<256xf32>
    return %7, %6, %1 : tensor<256xf32>, tensor<256x256xi1>, tensor<256x1xf32>
  }
  func.func private @_compute_log_prob(%arg0: tensor<256x256xf32>, %arg1: tensor<256xf32>) -> (tensor<f32>, tensor<256xf32>, tensor<i32>, tensor<256x256xf32>, tensor<256x2xi32>, tensor<256xf32>, tensor<i1>) {
    %0 = chlo.square %arg1 : tensor<256xf32> -> tensor<256xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2 = stablehlo.multiply %1, %arg1 : tensor<256xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%0 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %4 = stablehlo.multiply %cst_1, %3 : tensor<f32>
    %5:4 = call @_diag(%arg0) : (tensor<256x256xf32>) -> (tensor<256xf32>, tensor<i32>, tensor<256x256xf32>, tensor<256x2xi32>)
    %6 = stablehlo.log %5#0 : tensor<256xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<235.24826> : tensor<f32>
    %8 = stablehlo.add %7, %cst_3 : tensor<f32>
    %9 = stablehlo.subtract %4, %8 : tensor<f32>
    %10 = stablehlo.is_finite %9 : (tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = call @_where(%10, %9, %cst_4) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    return %11, %2, %5#1, %5#2, %5#3, %5#0, %10 : tensor<f32>, tensor<256xf32>, tensor<i32>, tensor<256x256xf32>, tensor<256x2xi32>, tensor<256xf32>, tensor<i1>
  }
  func.func private @_diag(%arg0: tensor<256x256xf32>) -> (tensor<256xf32>, tensor<i32>, tensor<256x256xf32>, tensor<256x2xi32>) {
    %0:4 = call @diagonal(%arg0) : (tensor<256x256xf32>) -> (tensor<256xf32>, tensor<i32>, tensor<256x256xf32>, tensor<256x2xi32>)
    return %0#0, %0#1, %0#2, %0#3 : tensor<256xf32>, tensor<i32>, tensor<256x256xf32>, tensor<256x2xi32>
  }
  func.func private @diagonal(%arg0: tensor<256x256xf32>) -> (tensor<256xf32>, tensor<i32>, tensor<256x256xf32>, tensor<256x2xi32>) {
    %0 = stablehlo.iota dim = 0 : tensor<256x256xi32>
    %1 = stablehlo.iota dim = 1 : tensor<256x256xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<256x256xi32>
    %3 = stablehlo.add %0, %2 : tensor<256x256xi32>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
    %5 = stablehlo.convert %4 : (tensor<256x256xi1>) -> tensor<256x256xf32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %6 = "stablehlo.case"(%c_0) ({
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }, {
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %7:3 = "stablehlo.case"(%6) ({
      %8 = stablehlo.iota dim = 0 : tensor<256xi32>
      %9 = stablehlo.iota dim = 0 : tensor<256xi32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<256xi32>
      %11 = stablehlo.compare LT, %8, %10, SIGNED : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi1>
      %c_2 = stablehlo.constant dense<256> : tensor<i32>
      %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<256xi32>
      %13 = stablehlo.add %8, %12 : tensor<256xi32>
      %14 = stablehlo.select %11, %13, %8 : tensor<256xi1>, tensor<256xi32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<256xi32>
      %16 = stablehlo.compare LT, %9, %15, SIGNED : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi1>
      %c_4 = stablehlo.constant dense<256> : tensor<i32>
      %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<256xi32>
      %18 = stablehlo.add %9, %17 : tensor<256xi32>
      %19 = stablehlo.select %16, %18, %9 : tensor<256xi1>, tensor<256xi32>
      %20 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
      %21 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
      %22 = stablehlo.concatenate %20, %21, dim = 1 : (tensor<256x1xi32>, tensor<256x1xi32>) -> tensor<256x2xi32>
      %23 = "stablehlo.gather"(%arg0, %22) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<256x256xf32>, tensor<256x2xi32>) -> tensor<256xf32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
      stablehlo.return %23, %24, %22 : tensor<256xf32>, tensor<256x256xf32>, tensor<256x2xi32>
    }) : (tensor<i32>) -> (tensor<256xf32>, tensor<256x256xf32>, tensor<256x2xi32>)
    return %7#0, %c_0, %7#1, %7#2 : tensor<256xf32>, tensor<i32>, tensor<256x256xf32>, tensor<256x2xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_compute_log_prob_0(%arg0: tensor<256xf32>, %arg1: tensor<i32>, %arg2: tensor<256x256xf32>, %arg3: tensor<256x2xi32>, %arg4: tensor<256xf32>, %arg5: tensor<i1>, %arg6: tensor<f32>) -> (tensor<256x256xf32>, tensor<256xf32>) {
    %0 = call @_where_1(%arg5, %arg6) : (tensor<i1>, tensor<f32>) -> tensor<f32>
    %1 = stablehlo.negate %0 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3 = stablehlo.divide %2, %arg4 : tensor<256xf32>
    %4 = call @_diag_2(%arg1, %arg2, %arg3, %3) : (tensor<i32>, tensor<256x256xf32>, tensor<256x2xi32>, tensor<256xf32>) -> tensor<256x256xf32>
    %cst = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %5 = stablehlo.multiply %cst, %0 : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %7 = stablehlo.multiply %6, %arg0 : tensor<256xf32>
    return %4, %7 : tensor<256x256xf32>, tensor<256xf32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<f32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.select %arg0, %arg1, %cst : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_diag_2(%arg0: tensor<i32>, %arg1: tensor<256x256xf32>, %arg2: tensor<256x2xi32>, %arg3: tensor<256xf32>) -> tensor<256x256xf32> {
    %0 = call @diagonal_3(%arg0, %arg1, %arg2, %arg3) : (tensor<i32>, tensor<256x256xf32>, tensor<256x2xi32>, tensor<256xf32>) -> tensor<256x256xf32>
    return %0 : tensor<256x256xf32>
  }
  func.func private @diagonal_3(%arg0: tensor<i32>, %arg1: tensor<256x256xf32>, %arg2: tensor<256x2xi32>, %arg3: tensor<256xf32>) -> tensor<256x256xf32> {
    %0 = "stablehlo.case"(%arg0) ({
      %c = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c : tensor<i32>
    }, {
      %c = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
      %3 = "stablehlo.scatter"(%2, %arg2, %arg3) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %4 = stablehlo.add %arg4, %arg5 : tensor<f32>
        stablehlo.return %4 : tensor<f32>
      }) : (tensor<256x256xf32>, tensor<256x2xi32>, tensor<256xf32>) -> tensor<256x256xf32>
      stablehlo.return %3 : tensor<256x256xf32>
    }) : (tensor<i32>) -> tensor<256x256xf32>
    return %1 : tensor<256x256xf32>
  }
  func.func private @_get_alpha_4(%arg0: tensor<256x256xi1>, %arg1: tensor<256x1xf32>, %arg2: tensor<256x256xf32>, %arg3: tensor<256xf32>) -> tensor<256x256xf32> {
    %0 = call @_solve_triangular_5(%arg0, %arg1, %arg2, %arg3) : (tensor<256x256xi1>, tensor<256x1xf32>, tensor<256x256xf32>, tensor<256xf32>) -> tensor<256x256xf32>
    return %0 : tensor<256x256xf32>
  }
  func.func private @_solve_triangular_5(%arg0: tensor<256x256xi1>, %arg1: tensor<256x1xf32>, %arg2: tensor<256x256xf32>, %arg3: tensor<256xf32>) -> tensor<256x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg3, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %1 = stablehlo.custom_call @lapack_strsm_ffi(%arg2, %0) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=256, j=256, k=256, l=1, m=256, n=1}, custom>} : (tensor<256x256xf32>, tensor<256x1xf32>) -> tensor<256x1xf32>
    %2 = stablehlo.dot_general %1, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<256x1xf32>, tensor<256x1xf32>) -> tensor<256x256xf32>
    %3 = stablehlo.negate %2 : tensor<256x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %5 = stablehlo.select %arg0, %3, %4 : tensor<256x256xi1>, tensor<256x256xf32>
    return %5 : tensor<256x256xf32>
  }
  func.func private @_cholesky_6(%arg0: tensor<256x256xf32>, %arg1: tensor<256x256xi1>, %arg2: tensor<256x256xf32>, %arg3: tensor<256x256xi1>, %arg4: tensor<256x256xf32>) -> tensor<256x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1 = stablehlo.select %arg3, %arg4, %0 : tensor<256x256xi1>, tensor<256x256xf32>
    %2 = stablehlo.dot_general %1, %arg0, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %3 = stablehlo.transpose %2, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %4 = stablehlo.divide %3, %arg2 : tensor<256x256xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %6 = stablehlo.select %arg1, %4, %5 : tensor<256x256xi1>, tensor<256x256xf32>
    %7 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %6) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=256, j=256, k=256, l=256, m=256, n=256}, custom>} : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %8 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %7) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 82 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=256, j=256, k=256, l=256, m=256, n=256}, custom>} : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    return %8 : tensor<256x256xf32>
  }
}
