module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x512x128xf32>, %arg1: tensor<128xf32>, %arg2: tensor<128xf32>, %arg3: tensor<128xf32>, %arg4: tensor<128x128xf32>, %arg5: tensor<128x128xf32>, %arg6: tensor<128x128xf32>, %arg7: tensor<128x128xf32>, %arg8: tensor<128xf32>, %arg9: tensor<128xf32>, %arg10: tensor<128x512xf32>, %arg11: tensor<512xf32>, %arg12: tensor<512x128xf32>, %arg13: tensor<128xf32>) -> (tensor<16x512x128xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x512x128xf32>, tensor<128xf32>) -> tensor<16x512xf32>
    %values, %indices = chlo.top_k(%0, k = 64) : tensor<16x512xf32> -> (tensor<16x64xf32>, tensor<16x64xi32>)
    %1 = call @sort(%indices) : (tensor<16x64xi32>) -> tensor<16x64xi32>
    %2 = call @take_along_axis(%0, %1) : (tensor<16x512xf32>, tensor<16x64xi32>) -> tensor<16x64xf32>
    %3 = stablehlo.negate %2 : tensor<16x64xf32>
    %4 = stablehlo.exponential %3 : tensor<16x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %6 = stablehlo.add %5, %4 : tensor<16x64xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %8 = stablehlo.divide %7, %6 : tensor<16x64xf32>
    %9 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<16x64xi32>) -> tensor<16x64x1xi32>
    %10 = call @take_along_axis_0(%arg0, %9) : (tensor<16x512x128xf32>, tensor<16x64x1xi32>) -> tensor<16x64x128xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<16x64x128xf32>, tensor<f32>) -> tensor<16x64xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<16x64xf32>) -> tensor<16x64x1xf32>
    %cst_2 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x64x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<16x64x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %15 = call @_var(%10, %c) : (tensor<16x64x128xf32>, tensor<i32>) -> tensor<16x64x1xf32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<16x64x1xf32>) -> tensor<16x64x128xf32>
    %17 = stablehlo.subtract %10, %16 : tensor<16x64x128xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x64x1xf32>
    %19 = stablehlo.add %15, %18 : tensor<16x64x1xf32>
    %20 = stablehlo.rsqrt %19 : tensor<16x64x1xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<16x64x1xf32>) -> tensor<16x64x128xf32>
    %22 = stablehlo.multiply %17, %21 : tensor<16x64x128xf32>
    %23 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<16x64x128xf32>
    %25 = stablehlo.multiply %22, %24 : tensor<16x64x128xf32>
    %26 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<16x64x128xf32>
    %28 = stablehlo.add %25, %27 : tensor<16x64x128xf32>
    %29 = stablehlo.dot_general %28, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64x128xf32>, tensor<128x128xf32>) -> tensor<16x64x128xf32>
    %30 = stablehlo.reshape %29 : (tensor<16x64x128xf32>) -> tensor<16x64x4x32xf32>
    %31 = stablehlo.transpose %30, dims = [0, 2, 1, 3] : (tensor<16x64x4x32xf32>) -> tensor<16x4x64x32xf32>
    %32 = stablehlo.dot_general %28, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64x128xf32>, tensor<128x128xf32>) -> tensor<16x64x128xf32>
    %33 = stablehlo.reshape %32 : (tensor<16x64x128xf32>) -> tensor<16x64x4x32xf32>
    %34 = stablehlo.transpose %33, dims = [0, 2, 1, 3] : (tensor<16x64x4x32xf32>) -> tensor<16x4x64x32xf32>
    %35 = stablehlo.dot_general %28, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64x128xf32>, tensor<128x128xf32>) -> tensor<16x64x128xf32>
    %36 = stablehlo.reshape %35 : (tensor<16x64x128xf32>) -> tensor<16x64x4x32xf32>
    %37 = stablehlo.transpose %36, dims = [0, 2, 1, 3] : (tensor<16x64x4x32xf32>) -> tensor<16x4x64x32xf32>
    %38 = stablehlo.dot_general %31, %34, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x4x64x32xf32>, tensor<16x4x64x32xf32>) -> tensor<16x4x64x64xf32>
    %cst_4 = stablehlo.constant dense<5.65685415> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16x4x64x64xf32>
    %40 = stablehlo.divide %38, %39 : tensor<16x4x64x64xf32>
    %c_5 = stablehlo.constant dense<true> : tensor<i1>
    %41 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %42 = call @tril(%41) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_6 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %43 = call @_where_1(%42, %40, %cst_6) : (tensor<64x64xi1>, tensor<16x4x64x64xf32>, tensor<f32>) -> tensor<16x4x64x64xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %44 = stablehlo.reduce(%43 init: %cst_7) applies stablehlo.maximum across dimensions = [3] : (tensor<16x4x64x64xf32>, tensor<f32>) -> tensor<16x4x64xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16x4x64xf32>
    %46 = stablehlo.maximum %45, %44 : tensor<16x4x64xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<16x4x64xf32>) -> tensor<16x4x64x1xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<16x4x64x1xf32>) -> tensor<16x4x64x64xf32>
    %49 = stablehlo.subtract %43, %48 : tensor<16x4x64x64xf32>
    %50 = stablehlo.exponential %49 : tensor<16x4x64x64xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%50 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<16x4x64x64xf32>, tensor<f32>) -> tensor<16x4x64xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<16x4x64xf32>) -> tensor<16x4x64x1xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3] : (tensor<16x4x64x1xf32>) -> tensor<16x4x64x64xf32>
    %54 = stablehlo.divide %50, %53 : tensor<16x4x64x64xf32>
    %55 = stablehlo.dot_general %54, %37, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<16x4x64x64xf32>, tensor<16x4x64x32xf32>) -> tensor<16x4x64x32xf32>
    %56 = stablehlo.transpose %55, dims = [0, 2, 1, 3] : (tensor<16x4x64x32xf32>) -> tensor<16x64x4x32xf32>
    %57 = stablehlo.reshape %56 : (tensor<16x64x4x32xf32>) -> tensor<16x64x128xf32>
    %58 = stablehlo.dot_general %57, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64x128xf32>, tensor<128x128xf32>) -> tensor<16x64x128xf32>
    %59 = stablehlo.add %10, %58 : tensor<16x64x128xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.reduce(%59 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<16x64x128xf32>, tensor<f32>) -> tensor<16x64xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1] : (tensor<16x64xf32>) -> tensor<16x64x1xf32>
    %cst_11 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16x64x1xf32>
    %63 = stablehlo.divide %61, %62 : tensor<16x64x1xf32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %64 = call @_var(%59, %c_12) : (tensor<16x64x128xf32>, tensor<i32>) -> tensor<16x64x1xf32>
    %65 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<16x64x1xf32>) -> tensor<16x64x128xf32>
    %66 = stablehlo.subtract %59, %65 : tensor<16x64x128xf32>
    %cst_13 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16x64x1xf32>
    %68 = stablehlo.add %64, %67 : tensor<16x64x1xf32>
    %69 = stablehlo.rsqrt %68 : tensor<16x64x1xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<16x64x1xf32>) -> tensor<16x64x128xf32>
    %71 = stablehlo.multiply %66, %70 : tensor<16x64x128xf32>
    %72 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<16x64x128xf32>
    %74 = stablehlo.multiply %71, %73 : tensor<16x64x128xf32>
    %75 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<16x64x128xf32>
    %77 = stablehlo.add %74, %76 : tensor<16x64x128xf32>
    %78 = stablehlo.dot_general %77, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64x128xf32>, tensor<128x512xf32>) -> tensor<16x64x512xf32>
    %79 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<16x64x512xf32>
    %81 = stablehlo.add %78, %80 : tensor<16x64x512xf32>
    %82 = stablehlo.multiply %81, %81 : tensor<16x64x512xf32>
    %83 = stablehlo.multiply %82, %81 : tensor<16x64x512xf32>
    %cst_14 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16x64x512xf32>
    %85 = stablehlo.multiply %84, %83 : tensor<16x64x512xf32>
    %86 = stablehlo.add %81, %85 : tensor<16x64x512xf32>
    %cst_15 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<16x64x512xf32>
    %88 = stablehlo.multiply %87, %86 : tensor<16x64x512xf32>
    %89 = stablehlo.tanh %88 : tensor<16x64x512xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<16x64x512xf32>
    %91 = stablehlo.add %90, %89 : tensor<16x64x512xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16x64x512xf32>
    %93 = stablehlo.multiply %92, %91 : tensor<16x64x512xf32>
    %94 = stablehlo.multiply %81, %93 : tensor<16x64x512xf32>
    %95 = stablehlo.dot_general %94, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64x512xf32>, tensor<512x128xf32>) -> tensor<16x64x128xf32>
    %96 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<16x64x128xf32>
    %98 = stablehlo.add %95, %97 : tensor<16x64x128xf32>
    %99 = stablehlo.add %58, %98 : tensor<16x64x128xf32>
    %100 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<16x64xf32>) -> tensor<16x64x1xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<16x64x1xf32>) -> tensor<16x64x128xf32>
    %102 = stablehlo.multiply %99, %101 : tensor<16x64x128xf32>
    %103 = stablehlo.iota dim = 0 : tensor<16xi32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %105 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %106 = stablehlo.compare LT, %104, %105, SIGNED : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi1>
    %c_19 = stablehlo.constant dense<16> : tensor<i32>
    %107 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %108 = stablehlo.add %104, %107 : tensor<16x1xi32>
    %109 = stablehlo.select %106, %108, %104 : tensor<16x1xi1>, tensor<16x1xi32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %110 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<16x64xi32>
    %111 = stablehlo.compare LT, %1, %110, SIGNED : (tensor<16x64xi32>, tensor<16x64xi32>) -> tensor<16x64xi1>
    %c_21 = stablehlo.constant dense<512> : tensor<i32>
    %112 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<16x64xi32>
    %113 = stablehlo.add %1, %112 : tensor<16x64xi32>
    %114 = stablehlo.select %111, %113, %1 : tensor<16x64xi1>, tensor<16x64xi32>
    %115 = stablehlo.broadcast_in_dim %109, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x64xi32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1] : (tensor<16x64xi32>) -> tensor<16x64x1xi32>
    %117 = stablehlo.broadcast_in_dim %114, dims = [0, 1] : (tensor<16x64xi32>) -> tensor<16x64x1xi32>
    %118 = stablehlo.concatenate %116, %117, dim = 2 : (tensor<16x64x1xi32>, tensor<16x64x1xi32>) -> tensor<16x64x2xi32>
    %119 = "stablehlo.scatter"(%arg0, %118, %102) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %120 = stablehlo.add %arg14, %arg15 : tensor<f32>
      stablehlo.return %120 : tensor<f32>
    }) : (tensor<16x512x128xf32>, tensor<16x64x2xi32>, tensor<16x64x128xf32>) -> tensor<16x512x128xf32>
    return %119 : tensor<16x512x128xf32>
  }
  func.func private @sort(%arg0: tensor<16x64xi32>) -> tensor<16x64xi32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %1 = stablehlo.compare LT, %arg1, %arg2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<16x64xi32>) -> tensor<16x64xi32>
    return %0 : tensor<16x64xi32>
  }
  func.func private @take_along_axis(%arg0: tensor<16x512xf32>, %arg1: tensor<16x64xi32>) -> tensor<16x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x64xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<16x64xi32>, tensor<16x64xi32>) -> tensor<16x64xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16x64xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<16x64xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<16x64xi1>, tensor<16x64xi32>
    %5 = stablehlo.reshape %4 : (tensor<16x64xi32>) -> tensor<16x64x1xi32>
    %c_1 = stablehlo.constant dense<511> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16x64x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<16x64x1xi32>, tensor<16x64x1xi32>) -> tensor<16x64x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<16x64x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<16x64x1xi32>, tensor<16x64x1xi32>) -> tensor<16x64x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<16x64x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<16x64x1xi1>, tensor<i1>) -> tensor<16x64xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16x512xf32>, tensor<16x64x1xi32>) -> tensor<16x64xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<16x64xi1>, tensor<16x64xf32>
    return %15 : tensor<16x64xf32>
  }
  func.func private @take_along_axis_0(%arg0: tensor<16x512x128xf32>, %arg1: tensor<16x64x1xi32>) -> tensor<16x64x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x64x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<16x64x1xi32>, tensor<16x64x1xi32>) -> tensor<16x64x1xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16x64x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<16x64x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<16x64x1xi1>, tensor<16x64x1xi32>
    %c_1 = stablehlo.constant dense<511> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16x64x1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<16x64x1xi32>, tensor<16x64x1xi32>) -> tensor<16x64x1xi1>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<16x64x1xi32>
    %9 = stablehlo.compare LE, %4, %8, SIGNED : (tensor<16x64x1xi32>, tensor<16x64x1xi32>) -> tensor<16x64x1xi1>
    %10 = stablehlo.and %6, %9 : tensor<16x64x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.reduce(%10 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<16x64x1xi1>, tensor<i1>) -> tensor<16x64xi1>
    %12 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 128>}> : (tensor<16x512x128xf32>, tensor<16x64x1xi32>) -> tensor<16x64x128xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<16x64xi1>) -> tensor<16x64x128xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x64x128xf32>
    %15 = stablehlo.select %13, %12, %14 : tensor<16x64x128xi1>, tensor<16x64x128xf32>
    return %15 : tensor<16x64x128xf32>
  }
  func.func private @_var(%arg0: tensor<16x64x128xf32>, %arg1: tensor<i32>) -> tensor<16x64x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<16x64x128xf32>, tensor<f32>) -> tensor<16x64xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<16x64xf32>) -> tensor<16x64x1xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x64x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<16x64x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<16x64x1xf32>) -> tensor<16x64x128xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<16x64x128xf32>
    %6 = chlo.square %5 : tensor<16x64x128xf32> -> tensor<16x64x128xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<16x64x128xf32>, tensor<f32>) -> tensor<16x64xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<16x64xf32>) -> tensor<16x64x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<16x64x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<16x64x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where(%13, %12, %cst_4) : (tensor<i1>, tensor<16x64x1xf32>, tensor<f32>) -> tensor<16x64x1xf32>
    return %14 : tensor<16x64x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<16x64x1xf32>, %arg2: tensor<f32>) -> tensor<16x64x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x64x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<16x64x1xf32>
    return %2 : tensor<16x64x1xf32>
  }
  func.func private @tril(%arg0: tensor<64x64xi1>) -> tensor<64x64xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<64x64xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<64x64xi32>
    %2 = stablehlo.add %0, %1 : tensor<64x64xi32>
    %3 = stablehlo.iota dim = 1 : tensor<64x64xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<64x64xi1>, tensor<64x64xi1>
    return %6 : tensor<64x64xi1>
  }
  func.func private @_where_1(%arg0: tensor<64x64xi1>, %arg1: tensor<16x4x64x64xf32>, %arg2: tensor<f32>) -> tensor<16x4x64x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<64x64xi1>) -> tensor<16x4x64x64xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<16x4x64x64xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<16x4x64x64xi1>, tensor<16x4x64x64xf32>
    return %2 : tensor<16x4x64x64xf32>
  }
}
