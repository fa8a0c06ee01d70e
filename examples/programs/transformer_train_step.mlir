module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x128x128xf32>, %arg1: tensor<4x128x128xf32>, %arg2: tensor<128xf32>, %arg3: tensor<128xf32>, %arg4: tensor<128x128xf32>, %arg5: tensor<128x128xf32>, %arg6: tensor<128x128xf32>, %arg7: tensor<128x128xf32>, %arg8: tensor<128xf32>, %arg9: tensor<128xf32>, %arg10: tensor<128x512xf32>, %arg11: tensor<512xf32>, %arg12: tensor<512x128xf32>, %arg13: tensor<128xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<128xf32> {jax.result_info = "result[1]"}, tensor<128xf32> {jax.result_info = "result[2]"}, tensor<128x128xf32> {jax.result_info = "result[3]"}, tensor<128x128xf32> {jax.result_info = "result[4]"}, tensor<128x128xf32> {jax.result_info = "result[5]"}, tensor<128x128xf32> {jax.result_info = "result[6]"}, tensor<128xf32> {jax.result_info = "result[7]"}, tensor<128xf32> {jax.result_info = "result[8]"}, tensor<128x512xf32> {jax.result_info = "result[9]"}, tensor<512xf32> {jax.result_info = "result[10]"}, tensor<512x128xf32> {jax.result_info = "result[11]"}, tensor<128xf32> {jax.result_info = "result[12]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x128x128xf32>, tensor<f32>) -> tensor<4x128xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<4x128xf32>) -> tensor<4x128x1xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x128x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<4x128x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = call @_var(%arg0, %c) : (tensor<4x128x128xf32>, tensor<i32>) -> tensor<4x128x1xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<4x128x1xf32>) -> tensor<4x128x128xf32>
    %6 = stablehlo.subtract %arg0, %5 : tensor<4x128x128xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x128x1xf32>
    %8 = stablehlo.add %4, %7 : tensor<4x128x1xf32>
    %9 = stablehlo.rsqrt %8 : tensor<4x128x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<4x128x1xf32>) -> tensor<4x128x128xf32>
    %11 = stablehlo.multiply %6, %10 : tensor<4x128x128xf32>
    %12 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x128x128xf32>
    %14 = stablehlo.multiply %11, %13 : tensor<4x128x128xf32>
    %15 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x128x128xf32>
    %17 = stablehlo.add %14, %16 : tensor<4x128x128xf32>
    %18 = stablehlo.dot_general %17, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x128x128xf32>, tensor<128x128xf32>) -> tensor<4x128x128xf32>
    %19 = stablehlo.reshape %18 : (tensor<4x128x128xf32>) -> tensor<4x128x4x32xf32>
    %20 = stablehlo.transpose %19, dims = [0, 2, 1, 3] : (tensor<4x128x4x32xf32>) -> tensor<4x4x128x32xf32>
    %21 = stablehlo.dot_general %17, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x128x128xf32>, tensor<128x128xf32>) -> tensor<4x128x128xf32>
    %22 = stablehlo.reshape %21 : (tensor<4x128x128xf32>) -> tensor<4x128x4x32xf32>
    %23 = stablehlo.transpose %22, dims = [0, 2, 1, 3] : (tensor<4x128x4x32xf32>) -> tensor<4x4x128x32xf32>
    %24 = stablehlo.dot_general %17, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x128x128xf32>, tensor<128x128xf32>) -> tensor<4x128x128xf32>
    %25 = stablehlo.reshape %24 : (tensor<4x128x128xf32>) -> tensor<4x128x4x32xf32>
    %26 = stablehlo.transpose %25, dims = [0, 2, 1, 3] : (tensor<4x128x4x32xf32>) -> tensor<4x4x128x32xf32>
    %27 = stablehlo.dot_general %20, %23, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x4x128x32xf32>, tensor<4x4x128x32xf32>) -> tensor<4x4x128x128xf32>
    %cst_2 = stablehlo.constant dense<5.65685415> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x4x128x128xf32>
    %29 = stablehlo.divide %27, %28 : tensor<4x4x128x128xf32>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %30 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i1>) -> tensor<128x128xi1>
    %31 = call @tril(%30) : (tensor<128x128xi1>) -> tensor<128x128xi1>
    %cst_4 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %32:2 = call @_where_0(%31, %29, %cst_4) : (tensor<128x128xi1>, tensor<4x4x128x128xf32>, tensor<f32>) -> (tensor<4x4x128x128xf32>, tensor<4x4x128x128xi1>)
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %33 = stablehlo.reduce(%32#0 init: %cst_5) applies stablehlo.maximum across dimensions = [3] : (tensor<4x4x128x128xf32>, tensor<f32>) -> tensor<4x4x128xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x4x128xf32>
    %35 = stablehlo.maximum %34, %33 : tensor<4x4x128xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<4x4x128xf32>) -> tensor<4x4x128x1xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<4x4x128x1xf32>) -> tensor<4x4x128x128xf32>
    %38 = stablehlo.subtract %32#0, %37 : tensor<4x4x128x128xf32>
    %39 = stablehlo.exponential %38 : tensor<4x4x128x128xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.reduce(%39 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<4x4x128x128xf32>, tensor<f32>) -> tensor<4x4x128xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<4x4x128xf32>) -> tensor<4x4x128x1xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<4x4x128x1xf32>) -> tensor<4x4x128x128xf32>
    %43 = stablehlo.divide %39, %42 : tensor<4x4x128x128xf32>
    %44 = stablehlo.multiply %41, %41 : tensor<4x4x128x1xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x4x128x1xf32>
    %46 = stablehlo.divide %45, %44 : tensor<4x4x128x1xf32>
    %47 = stablehlo.dot_general %43, %26, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x4x128x128xf32>, tensor<4x4x128x32xf32>) -> tensor<4x4x128x32xf32>
    %48 = stablehlo.transpose %47, dims = [0, 2, 1, 3] : (tensor<4x4x128x32xf32>) -> tensor<4x128x4x32xf32>
    %49 = stablehlo.reshape %48 : (tensor<4x128x4x32xf32>) -> tensor<4x128x128xf32>
    %50 = stablehlo.dot_general %49, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x128x128xf32>, tensor<128x128xf32>) -> tensor<4x128x128xf32>
    %51 = stablehlo.add %arg0, %50 : tensor<4x128x128xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%51 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<4x128x128xf32>, tensor<f32>) -> tensor<4x128xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1] : (tensor<4x128xf32>) -> tensor<4x128x1xf32>
    %cst_10 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x128x1xf32>
    %55 = stablehlo.divide %53, %54 : tensor<4x128x1xf32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %56:4 = call @_var_1(%51, %c_11) : (tensor<4x128x128xf32>, tensor<i32>) -> (tensor<4x128x1xf32>, tensor<4x128x128xf32>, tensor<f32>, tensor<i1>)
    %57 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2] : (tensor<4x128x1xf32>) -> tensor<4x128x128xf32>
    %58 = stablehlo.subtract %51, %57 : tensor<4x128x128xf32>
    %cst_12 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x128x1xf32>
    %60 = stablehlo.add %56#0, %59 : tensor<4x128x1xf32>
    %61 = stablehlo.rsqrt %60 : tensor<4x128x1xf32>
    %62 = stablehlo.divide %61, %60 : tensor<4x128x1xf32>
    %cst_13 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x128x1xf32>
    %64 = stablehlo.multiply %63, %62 : tensor<4x128x1xf32>
    %65 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2] : (tensor<4x128x1xf32>) -> tensor<4x128x128xf32>
    %66 = stablehlo.multiply %58, %65 : tensor<4x128x128xf32>
    %67 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x128x128xf32>
    %69 = stablehlo.multiply %66, %68 : tensor<4x128x128xf32>
    %70 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x128x128xf32>
    %72 = stablehlo.add %69, %71 : tensor<4x128x128xf32>
    %73 = stablehlo.dot_general %72, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x128x128xf32>, tensor<128x512xf32>) -> tensor<4x128x512xf32>
    %74 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<4x128x512xf32>
    %76 = stablehlo.add %73, %75 : tensor<4x128x512xf32>
    %77 = stablehlo.multiply %76, %76 : tensor<4x128x512xf32>
    %78 = stablehlo.multiply %77, %76 : tensor<4x128x512xf32>
    %79 = stablehlo.multiply %76, %76 : tensor<4x128x512xf32>
    %cst_14 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4x128x512xf32>
    %81 = stablehlo.multiply %80, %79 : tensor<4x128x512xf32>
    %cst_15 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4x128x512xf32>
    %83 = stablehlo.multiply %82, %78 : tensor<4x128x512xf32>
    %84 = stablehlo.add %76, %83 : tensor<4x128x512xf32>
    %cst_16 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4x128x512xf32>
    %86 = stablehlo.multiply %85, %84 : tensor<4x128x512xf32>
    %87 = stablehlo.tanh %86 : tensor<4x128x512xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4x128x512xf32>
    %89 = stablehlo.subtract %88, %87 : tensor<4x128x512xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4x128x512xf32>
    %91 = stablehlo.add %90, %87 : tensor<4x128x512xf32>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4x128x512xf32>
    %93 = stablehlo.multiply %92, %91 : tensor<4x128x512xf32>
    %94 = stablehlo.multiply %76, %93 : tensor<4x128x512xf32>
    %95 = stablehlo.dot_general %94, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x128x512xf32>, tensor<512x128xf32>) -> tensor<4x128x128xf32>
    %96 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x128x128xf32>
    %98 = stablehlo.add %95, %97 : tensor<4x128x128xf32>
    %99 = stablehlo.add %50, %98 : tensor<4x128x128xf32>
    %100 = stablehlo.add %arg0, %99 : tensor<4x128x128xf32>
    %101 = stablehlo.subtract %100, %arg1 : tensor<4x128x128xf32>
    %102 = stablehlo.multiply %101, %101 : tensor<4x128x128xf32>
    %cst_20 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4x128x128xf32>
    %104 = stablehlo.multiply %103, %101 : tensor<4x128x128xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.reduce(%102 init: %cst_21) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x128x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_22 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %106 = stablehlo.divide %105, %cst_22 : tensor<f32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_24 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %107 = stablehlo.divide %cst_23, %cst_24 : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [] : (tensor<f32>) -> tensor<4x128x128xf32>
    %109 = stablehlo.multiply %108, %104 : tensor<4x128x128xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %110 = stablehlo.reduce(%109 init: %cst_25) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x128x128xf32>, tensor<f32>) -> tensor<128xf32>
    %111 = stablehlo.reshape %110 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.reduce(%111 init: %cst_26) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %113 = stablehlo.dot_general %109, %94, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x128xf32>, tensor<4x128x512xf32>) -> tensor<128x512xf32>
    %114 = stablehlo.transpose %113, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %115 = stablehlo.dot_general %109, %arg12, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x128xf32>, tensor<512x128xf32>) -> tensor<4x128x512xf32>
    %116 = stablehlo.multiply %76, %115 : tensor<4x128x512xf32>
    %117 = stablehlo.multiply %115, %93 : tensor<4x128x512xf32>
    %cst_27 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<4x128x512xf32>
    %119 = stablehlo.multiply %118, %116 : tensor<4x128x512xf32>
    %120 = stablehlo.multiply %119, %89 : tensor<4x128x512xf32>
    %121 = stablehlo.multiply %120, %87 : tensor<4x128x512xf32>
    %122 = stablehlo.add %120, %121 : tensor<4x128x512xf32>
    %cst_28 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<4x128x512xf32>
    %124 = stablehlo.multiply %123, %122 : tensor<4x128x512xf32>
    %125 = stablehlo.add %117, %124 : tensor<4x128x512xf32>
    %cst_29 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4x128x512xf32>
    %127 = stablehlo.multiply %126, %124 : tensor<4x128x512xf32>
    %128 = stablehlo.multiply %127, %81 : tensor<4x128x512xf32>
    %129 = stablehlo.add %125, %128 : tensor<4x128x512xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.reduce(%129 init: %cst_30) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x128x512xf32>, tensor<f32>) -> tensor<512xf32>
    %131 = stablehlo.reshape %130 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.reduce(%131 init: %cst_31) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %133 = stablehlo.dot_general %129, %72, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x512xf32>, tensor<4x128x128xf32>) -> tensor<512x128xf32>
    %134 = stablehlo.transpose %133, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %135 = stablehlo.dot_general %129, %arg10, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x512xf32>, tensor<128x512xf32>) -> tensor<4x128x128xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.reduce(%135 init: %cst_32) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x128x128xf32>, tensor<f32>) -> tensor<128xf32>
    %137 = stablehlo.reshape %136 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.reduce(%137 init: %cst_33) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %139 = stablehlo.multiply %66, %135 : tensor<4x128x128xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.reduce(%139 init: %cst_34) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x128x128xf32>, tensor<f32>) -> tensor<128xf32>
    %141 = stablehlo.reshape %140 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %142 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x128x128xf32>
    %143 = stablehlo.multiply %135, %142 : tensor<4x128x128xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.reduce(%141 init: %cst_35) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %145 = stablehlo.multiply %58, %143 : tensor<4x128x128xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.reduce(%145 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<4x128x128xf32>, tensor<f32>) -> tensor<4x128xf32>
    %147 = stablehlo.reshape %146 : (tensor<4x128xf32>) -> tensor<4x128x1xf32>
    %148 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2] : (tensor<4x128x1xf32>) -> tensor<4x128x128xf32>
    %149 = stablehlo.multiply %143, %148 : tensor<4x128x128xf32>
    %150 = stablehlo.multiply %147, %64 : tensor<4x128x1xf32>
    %151 = stablehlo.negate %149 : tensor<4x128x128xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %152 = stablehlo.reduce(%151 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<4x128x128xf32>, tensor<f32>) -> tensor<4x128xf32>
    %153 = stablehlo.reshape %152 : (tensor<4x128xf32>) -> tensor<4x128x1xf32>
    %154 = stablehlo.add %109, %149 : tensor<4x128x128xf32>
    %155 = call @_var_3(%56#1, %56#2, %56#3, %150) : (tensor<4x128x128xf32>, tensor<f32>, tensor<i1>, tensor<4x128x1xf32>) -> tensor<4x128x128xf32>
    %156 = stablehlo.add %154, %155 : tensor<4x128x128xf32>
    %cst_38 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4x128x1xf32>
    %158 = stablehlo.divide %153, %157 : tensor<4x128x1xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %159 = stablehlo.reduce(%158 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<4x128x1xf32>, tensor<f32>) -> tensor<4x128xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1] : (tensor<4x128xf32>) -> tensor<4x128x128xf32>
    %161 = stablehlo.add %156, %160 : tensor<4x128x128xf32>
    %162 = stablehlo.dot_general %161, %49, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x128xf32>, tensor<4x128x128xf32>) -> tensor<128x128xf32>
    %163 = stablehlo.transpose %162, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %164 = stablehlo.dot_general %161, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x128xf32>, tensor<128x128xf32>) -> tensor<4x128x128xf32>
    %165 = stablehlo.reshape %164 : (tensor<4x128x128xf32>) -> tensor<4x128x4x32xf32>
    %166 = stablehlo.transpose %165, dims = [0, 2, 1, 3] : (tensor<4x128x4x32xf32>) -> tensor<4x4x128x32xf32>
    %167 = stablehlo.dot_general %166, %43, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x4x128x32xf32>, tensor<4x4x128x128xf32>) -> tensor<4x4x32x128xf32>
    %168 = stablehlo.transpose %167, dims = [0, 1, 3, 2] : (tensor<4x4x32x128xf32>) -> tensor<4x4x128x32xf32>
    %169 = stablehlo.dot_general %166, %26, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x4x128x32xf32>, tensor<4x4x128x32xf32>) -> tensor<4x4x128x128xf32>
    %170 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<4x4x128x1xf32>) -> tensor<4x4x128x128xf32>
    %171 = stablehlo.multiply %169, %170 : tensor<4x4x128x128xf32>
    %172 = stablehlo.multiply %171, %39 : tensor<4x4x128x128xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.reduce(%172 init: %cst_40) applies stablehlo.add across dimensions = [3] : (tensor<4x4x128x128xf32>, tensor<f32>) -> tensor<4x4x128xf32>
    %174 = stablehlo.reshape %173 : (tensor<4x4x128xf32>) -> tensor<4x4x128x1xf32>
    %175 = stablehlo.negate %174 : tensor<4x4x128x1xf32>
    %176 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<4x4x128x1xf32>) -> tensor<4x4x128x128xf32>
    %177 = stablehlo.divide %169, %176 : tensor<4x4x128x128xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %178 = stablehlo.reduce(%175 init: %cst_41) applies stablehlo.add across dimensions = [3] : (tensor<4x4x128x1xf32>, tensor<f32>) -> tensor<4x4x128xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2] : (tensor<4x4x128xf32>) -> tensor<4x4x128x128xf32>
    %180 = stablehlo.add %177, %179 : tensor<4x4x128x128xf32>
    %181 = stablehlo.multiply %180, %39 : tensor<4x4x128x128xf32>
    %182 = call @_where_5(%32#1, %181) : (tensor<4x4x128x128xi1>, tensor<4x4x128x128xf32>) -> tensor<4x4x128x128xf32>
    %cst_42 = stablehlo.constant dense<5.65685415> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<4x4x128x128xf32>
    %184 = stablehlo.divide %182, %183 : tensor<4x4x128x128xf32>
    %185 = stablehlo.dot_general %184, %20, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x4x128x128xf32>, tensor<4x4x128x32xf32>) -> tensor<4x4x128x32xf32>
    %186 = stablehlo.dot_general %184, %23, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x4x128x128xf32>, tensor<4x4x128x32xf32>) -> tensor<4x4x128x32xf32>
    %187 = stablehlo.transpose %168, dims = [0, 2, 1, 3] : (tensor<4x4x128x32xf32>) -> tensor<4x128x4x32xf32>
    %188 = stablehlo.reshape %187 : (tensor<4x128x4x32xf32>) -> tensor<4x128x128xf32>
    %189 = stablehlo.dot_general %188, %17, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x128xf32>, tensor<4x128x128xf32>) -> tensor<128x128xf32>
    %190 = stablehlo.transpose %189, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %191 = stablehlo.dot_general %188, %arg6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x128xf32>, tensor<128x128xf32>) -> tensor<4x128x128xf32>
    %192 = stablehlo.transpose %185, dims = [0, 2, 1, 3] : (tensor<4x4x128x32xf32>) -> tensor<4x128x4x32xf32>
    %193 = stablehlo.reshape %192 : (tensor<4x128x4x32xf32>) -> tensor<4x128x128xf32>
    %194 = stablehlo.dot_general %193, %17, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x128xf32>, tensor<4x128x128xf32>) -> tensor<128x128xf32>
    %195 = stablehlo.transpose %194, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %196 = stablehlo.dot_general %193, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x128xf32>, tensor<128x128xf32>) -> tensor<4x128x128xf32>
    %197 = stablehlo.add %191, %196 : tensor<4x128x128xf32>
    %198 = stablehlo.transpose %186, dims = [0, 2, 1, 3] : (tensor<4x4x128x32xf32>) -> tensor<4x128x4x32xf32>
    %199 = stablehlo.reshape %198 : (tensor<4x128x4x32xf32>) -> tensor<4x128x128xf32>
    %200 = stablehlo.dot_general %199, %17, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x128xf32>, tensor<4x128x128xf32>) -> tensor<128x128xf32>
    %201 = stablehlo.transpose %200, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %202 = stablehlo.dot_general %199, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x128xf32>, tensor<128x128xf32>) -> tensor<4x128x128xf32>
    %203 = stablehlo.add %197, %202 : tensor<4x128x128xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %204 = stablehlo.reduce(%203 init: %cst_43) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x128x128xf32>, tensor<f32>) -> tensor<128xf32>
    %205 = stablehlo.reshape %204 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %206 = stablehlo.reduce(%205 init: %cst_44) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %207 = stablehlo.multiply %11, %203 : tensor<4x128x128xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %208 = stablehlo.reduce(%207 init: %cst_45) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x128x128xf32>, tensor<f32>) -> tensor<128xf32>
    %209 = stablehlo.reshape %208 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %210 = stablehlo.reduce(%209 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %cst_47 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %212 = stablehlo.multiply %211, %210 : tensor<128xf32>
    %213 = stablehlo.subtract %arg2, %212 : tensor<128xf32>
    %cst_48 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %215 = stablehlo.multiply %214, %206 : tensor<128xf32>
    %216 = stablehlo.subtract %arg3, %215 : tensor<128xf32>
    %cst_49 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %218 = stablehlo.multiply %217, %201 : tensor<128x128xf32>
    %219 = stablehlo.subtract %arg4, %218 : tensor<128x128xf32>
    %cst_50 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %221 = stablehlo.multiply %220, %195 : tensor<128x128xf32>
    %222 = stablehlo.subtract %arg5, %221 : tensor<128x128xf32>
    %cst_51 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %224 = stablehlo.multiply %223, %190 : tensor<128x128xf32>
    %225 = stablehlo.subtract %arg6, %224 : tensor<128x128xf32>
    %cst_52 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %227 = stablehlo.multiply %226, %163 : tensor<128x128xf32>
    %228 = stablehlo.subtract %arg7, %227 : tensor<128x128xf32>
    %cst_53 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %230 = stablehlo.multiply %229, %144 : tensor<128xf32>
    %231 = stablehlo.subtract %arg8, %230 : tensor<128xf32>
    %cst_54 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %233 = stablehlo.multiply %232, %138 : tensor<128xf32>
    %234 = stablehlo.subtract %arg9, %233 : tensor<128xf32>
    %cst_55 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %236 = stablehlo.multiply %235, %134 : tensor<128x512xf32>
    %237 = stablehlo.subtract %arg10, %236 : tensor<128x512xf32>
    %cst_56 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %239 = stablehlo.multiply %238, %132 : tensor<512xf32>
    %240 = stablehlo.subtract %arg11, %239 : tensor<512xf32>
    %cst_57 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %242 = stablehlo.multiply %241, %114 : tensor<512x128xf32>
    %243 = stablehlo.subtract %arg12, %242 : tensor<512x128xf32>
    %cst_58 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %245 = stablehlo.multiply %244, %112 : tensor<128xf32>
    %246 = stablehlo.subtract %arg13, %245 : tensor<128xf32>
    return %106, %213, %216, %219, %222, %225, %228, %231, %234, %237, %240, %243, %246 : tensor<f32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x512xf32>, tensor<512xf32>, tensor<512x128xf32>, tensor<128xf32>
  }
  func.func private @_var(%arg0: tensor<4x128x128xf32>, %arg1: tensor<i32>) -> tensor<4x128x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x128x128xf32>, tensor<f32>) -> tensor<4x128xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<4x128xf32>) -> tensor<4x128x1xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x128x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<4x128x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<4x128x1xf32>) -> tensor<4x128x128xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x128x128xf32>
    %6 = chlo.square %5 : tensor<4x128x128xf32> -> tensor<4x128x128xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<4x128x128xf32>, tensor<f32>) -> tensor<4x128xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<4x128xf32>) -> tensor<4x128x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<4x128x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<4x128x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where(%13, %12, %cst_4) : (tensor<i1>, tensor<4x128x1xf32>, tensor<f32>) -> tensor<4x128x1xf32>
    return %14 : tensor<4x128x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<4x128x1xf32>, %arg2: tensor<f32>) -> tensor<4x128x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x128x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<4x128x1xf32>
    return %2 : tensor<4x128x1xf32>
  }
  func.func private @tril(%arg0: tensor<128x128xi1>) -> tensor<128x128xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<128x128xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<128x128xi32>
    %2 = stablehlo.add %0, %1 : tensor<128x128xi32>
    %3 = stablehlo.iota dim = 1 : tensor<128x128xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<128x128xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<128x128xi1>, tensor<128x128xi1>
    return %6 : tensor<128x128xi1>
  }
  func.func private @_where_0(%arg0: tensor<128x128xi1>, %arg1: tensor<4x4x128x128xf32>, %arg2: tensor<f32>) -> (tensor<4x4x128x128xf32>, tensor<4x4x128x128xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<128x128xi1>) -> tensor<4x4x128x128xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<4x4x128x128xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<4x4x128x128xi1>, tensor<4x4x128x128xf32>
    return %2, %0 : tensor<4x4x128x128xf32>, tensor<4x4x128x128xi1>
  }
  func.func private @_var_1(%arg0: tensor<4x128x128xf32>, %arg1: tensor<i32>) -> (tensor<4x128x1xf32>, tensor<4x128x128xf32>, tensor<f32>, tensor<i1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x128x128xf32>, tensor<f32>) -> tensor<4x128xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<4x128xf32>) -> tensor<4x128x1xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x128x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<4x128x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<4x128x1xf32>) -> tensor<4x128x128xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x128x128xf32>
    %6 = chlo.square %5 : tensor<4x128x128xf32> -> tensor<4x128x128xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x128x128xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<4x128x128xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<4x128x128xf32>, tensor<f32>) -> tensor<4x128xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<4x128xf32>) -> tensor<4x128x1xf32>
    %13 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<4x128x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<4x128x1xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16 = call @_where_2(%15, %14, %cst_5) : (tensor<i1>, tensor<4x128x1xf32>, tensor<f32>) -> tensor<4x128x1xf32>
    return %16, %8, %10, %15 : tensor<4x128x1xf32>, tensor<4x128x128xf32>, tensor<f32>, tensor<i1>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<4x128x1xf32>, %arg2: tensor<f32>) -> tensor<4x128x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x128x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<4x128x1xf32>
    return %2 : tensor<4x128x1xf32>
  }
  func.func private @_var_3(%arg0: tensor<4x128x128xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<4x128x1xf32>) -> tensor<4x128x128xf32> {
    %0 = call @_where_4(%arg2, %arg3) : (tensor<i1>, tensor<4x128x1xf32>) -> tensor<4x128x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<4x128x1xf32>
    %2 = stablehlo.divide %0, %1 : tensor<4x128x1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x128x1xf32>, tensor<f32>) -> tensor<4x128xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<4x128xf32>) -> tensor<4x128x128xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<4x128x128xf32>
    %6 = stablehlo.negate %5 : tensor<4x128x128xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<4x128x128xf32>, tensor<f32>) -> tensor<4x128xf32>
    %8 = stablehlo.reshape %7 : (tensor<4x128xf32>) -> tensor<4x128x1xf32>
    %cst_1 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x128x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<4x128x1xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<4x128x1xf32>, tensor<f32>) -> tensor<4x128xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<4x128xf32>) -> tensor<4x128x128xf32>
    %13 = stablehlo.add %5, %12 : tensor<4x128x128xf32>
    return %13 : tensor<4x128x128xf32>
  }
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<4x128x1xf32>) -> tensor<4x128x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x128x1xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<4x128x1xf32>
    return %1 : tensor<4x128x1xf32>
  }
  func.func private @_where_5(%arg0: tensor<4x4x128x128xi1>, %arg1: tensor<4x4x128x128xf32>) -> tensor<4x4x128x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4x128x128xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<4x4x128x128xi1>, tensor<4x4x128x128xf32>
    return %1 : tensor<4x4x128x128xf32>
  }
}
