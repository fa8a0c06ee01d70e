module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<32x16xf32>, %arg2: tensor<32xf32>, %arg3: tensor<16x32xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<2x8xf32>, %arg9: tensor<16x2x8xf32>, %arg10: tensor<16xf32>, %arg11: tensor<2x8x16xf32>, %arg12: tensor<2x8xf32>, %arg13: tensor<16x2x8xf32>, %arg14: tensor<2x8xf32>, %arg15: tensor<16x2x8xf32>, %arg16: tensor<2x8x16xf32>) -> (tensor<16xf32> {jax.result_info = "result['params']['Dense_0']['bias']"}, tensor<32x16xf32> {jax.result_info = "result['params']['Dense_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result['params']['Dense_1']['bias']"}, tensor<16x32xf32> {jax.result_info = "result['params']['Dense_1']['kernel']"}, tensor<16xf32> {jax.result_info = "result['params']['LayerNorm_0']['bias']"}, tensor<16xf32> {jax.result_info = "result['params']['LayerNorm_0']['scale']"}, tensor<16xf32> {jax.result_info = "result['params']['LayerNorm_1']['bias']"}, tensor<16xf32> {jax.result_info = "result['params']['LayerNorm_1']['scale']"}, tensor<2x8xf32> {jax.result_info = "result['params']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result['params']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<16xf32> {jax.result_info = "result['params']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<2x8x16xf32> {jax.result_info = "result['params']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result['params']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result['params']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result['params']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result['params']['MultiHeadDotProductAttention_0']['value']['kernel']"}) {
    %0 = chlo.square %arg16 : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%arg16 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%0 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_2 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %6 = stablehlo.divide %4, %5 : tensor<2x8xf32>
    %7 = chlo.square %3 : tensor<2x8xf32> -> tensor<2x8xf32>
    %8 = stablehlo.subtract %6, %7 : tensor<2x8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %10 = stablehlo.maximum %9, %8 : tensor<2x8xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %14 = stablehlo.subtract %arg16, %13 : tensor<2x8x16xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %16 = stablehlo.add %12, %15 : tensor<2x8x1xf32>
    %17 = stablehlo.rsqrt %16 : tensor<2x8x1xf32>
    %18 = stablehlo.reshape %arg5 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %19 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %21 = stablehlo.multiply %19, %20 : tensor<2x8x16xf32>
    %22 = stablehlo.multiply %14, %21 : tensor<2x8x16xf32>
    %23 = stablehlo.reshape %arg4 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %25 = stablehlo.add %22, %24 : tensor<2x8x16xf32>
    %26 = stablehlo.dot_general %25, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x2x8xf32>) -> tensor<2x8x2x8xf32>
    %27 = stablehlo.reshape %arg12 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x8x2x8xf32>
    %29 = stablehlo.add %26, %28 : tensor<2x8x2x8xf32>
    %30 = stablehlo.dot_general %25, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x2x8xf32>) -> tensor<2x8x2x8xf32>
    %31 = stablehlo.reshape %arg8 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x8x2x8xf32>
    %33 = stablehlo.add %30, %32 : tensor<2x8x2x8xf32>
    %34 = stablehlo.dot_general %25, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x2x8xf32>) -> tensor<2x8x2x8xf32>
    %35 = stablehlo.reshape %arg14 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x8x2x8xf32>
    %37 = stablehlo.add %34, %36 : tensor<2x8x2x8xf32>
    %cst_5 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %38 = stablehlo.sqrt %cst_5 : tensor<f32>
    %39 = stablehlo.convert %38 : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<f32>) -> tensor<2x8x2x8xf32>
    %41 = stablehlo.divide %29, %40 : tensor<2x8x2x8xf32>
    %42 = stablehlo.dot_general %41, %33, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %43 = stablehlo.reduce(%42 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x2x8xf32>
    %45 = stablehlo.maximum %44, %43 : tensor<2x2x8xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %48 = stablehlo.subtract %42, %47 : tensor<2x2x8x8xf32>
    %49 = stablehlo.exponential %48 : tensor<2x2x8x8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%49 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %53 = stablehlo.divide %49, %52 : tensor<2x2x8x8xf32>
    %54 = stablehlo.multiply %51, %51 : tensor<2x2x8x1xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x2x8x1xf32>
    %56 = stablehlo.divide %55, %54 : tensor<2x2x8x1xf32>
    %57 = stablehlo.dot_general %37, %53, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %58 = stablehlo.transpose %57, dims = [0, 3, 1, 2] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %59 = stablehlo.dot_general %58, %arg11, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %60 = stablehlo.reshape %arg10 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %62 = stablehlo.add %59, %61 : tensor<2x8x16xf32>
    %63 = stablehlo.add %arg16, %62 : tensor<2x8x16xf32>
    %64 = chlo.square %63 : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %66 = stablehlo.multiply %65, %63 : tensor<2x8x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.reduce(%63 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_12 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %69 = stablehlo.divide %67, %68 : tensor<2x8xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.reduce(%64 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_14 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %72 = stablehlo.divide %70, %71 : tensor<2x8xf32>
    %73 = chlo.square %69 : tensor<2x8xf32> -> tensor<2x8xf32>
    %cst_15 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %75 = stablehlo.multiply %74, %69 : tensor<2x8xf32>
    %76 = stablehlo.subtract %72, %73 : tensor<2x8xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %78 = stablehlo.maximum %77, %76 : tensor<2x8xf32>
    %79 = stablehlo.compare EQ, %76, %78, FLOAT : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xi1>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %82 = stablehlo.select %79, %80, %81 : tensor<2x8xi1>, tensor<2x8xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %84 = stablehlo.compare EQ, %83, %78, FLOAT : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xi1>
    %cst_20 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %87 = stablehlo.select %84, %85, %86 : tensor<2x8xi1>, tensor<2x8xf32>
    %88 = stablehlo.divide %82, %87 : tensor<2x8xf32>
    %89 = stablehlo.broadcast_in_dim %69, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %90 = stablehlo.broadcast_in_dim %78, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %91 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %92 = stablehlo.subtract %63, %91 : tensor<2x8x16xf32>
    %cst_22 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %94 = stablehlo.add %90, %93 : tensor<2x8x1xf32>
    %95 = stablehlo.rsqrt %94 : tensor<2x8x1xf32>
    %96 = stablehlo.divide %95, %94 : tensor<2x8x1xf32>
    %cst_23 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %98 = stablehlo.multiply %97, %96 : tensor<2x8x1xf32>
    %99 = stablehlo.reshape %arg7 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %100 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %101 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %102 = stablehlo.multiply %100, %101 : tensor<2x8x16xf32>
    %103 = stablehlo.multiply %92, %102 : tensor<2x8x16xf32>
    %104 = stablehlo.reshape %arg6 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %106 = stablehlo.add %103, %105 : tensor<2x8x16xf32>
    %107 = stablehlo.dot_general %106, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %108 = stablehlo.reshape %arg2 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %110 = stablehlo.add %107, %109 : tensor<2x8x32xf32>
    %111 = stablehlo.multiply %110, %110 : tensor<2x8x32xf32>
    %112 = stablehlo.multiply %111, %110 : tensor<2x8x32xf32>
    %113 = stablehlo.multiply %110, %110 : tensor<2x8x32xf32>
    %cst_24 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %115 = stablehlo.multiply %114, %113 : tensor<2x8x32xf32>
    %cst_25 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %117 = stablehlo.multiply %116, %112 : tensor<2x8x32xf32>
    %118 = stablehlo.add %110, %117 : tensor<2x8x32xf32>
    %cst_26 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %120 = stablehlo.multiply %119, %118 : tensor<2x8x32xf32>
    %121 = stablehlo.tanh %120 : tensor<2x8x32xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %123 = stablehlo.subtract %122, %121 : tensor<2x8x32xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %125 = stablehlo.add %124, %121 : tensor<2x8x32xf32>
    %cst_29 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %127 = stablehlo.multiply %126, %125 : tensor<2x8x32xf32>
    %128 = stablehlo.multiply %110, %127 : tensor<2x8x32xf32>
    %129 = stablehlo.dot_general %128, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<32x16xf32>) -> tensor<2x8x16xf32>
    %130 = stablehlo.reshape %arg0 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %132 = stablehlo.add %129, %131 : tensor<2x8x16xf32>
    %133 = stablehlo.add %63, %132 : tensor<2x8x16xf32>
    %cst_30 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %135 = stablehlo.multiply %134, %133 : tensor<2x8x16xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_32 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %136 = stablehlo.divide %cst_31, %cst_32 : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %138 = stablehlo.multiply %137, %135 : tensor<2x8x16xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.reduce(%138 init: %cst_33) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %140 = stablehlo.reshape %139 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %141 = stablehlo.reshape %140 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %142 = stablehlo.dot_general %138, %128, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %143 = stablehlo.transpose %142, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %144 = stablehlo.dot_general %138, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<32x16xf32>) -> tensor<2x8x32xf32>
    %145 = stablehlo.multiply %110, %144 : tensor<2x8x32xf32>
    %146 = stablehlo.multiply %144, %127 : tensor<2x8x32xf32>
    %cst_34 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %148 = stablehlo.multiply %147, %145 : tensor<2x8x32xf32>
    %149 = stablehlo.multiply %148, %123 : tensor<2x8x32xf32>
    %150 = stablehlo.multiply %149, %121 : tensor<2x8x32xf32>
    %151 = stablehlo.add %149, %150 : tensor<2x8x32xf32>
    %cst_35 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %153 = stablehlo.multiply %152, %151 : tensor<2x8x32xf32>
    %154 = stablehlo.add %146, %153 : tensor<2x8x32xf32>
    %cst_36 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %156 = stablehlo.multiply %155, %153 : tensor<2x8x32xf32>
    %157 = stablehlo.multiply %156, %115 : tensor<2x8x32xf32>
    %158 = stablehlo.add %154, %157 : tensor<2x8x32xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %159 = stablehlo.reduce(%158 init: %cst_37) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %160 = stablehlo.reshape %159 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %161 = stablehlo.reshape %160 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %162 = stablehlo.dot_general %158, %106, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<2x8x16xf32>) -> tensor<32x16xf32>
    %163 = stablehlo.transpose %162, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %164 = stablehlo.dot_general %158, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<16x32xf32>) -> tensor<2x8x16xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %165 = stablehlo.reduce(%164 init: %cst_38) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %166 = stablehlo.reshape %165 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %167 = stablehlo.reshape %166 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %168 = stablehlo.multiply %92, %164 : tensor<2x8x16xf32>
    %169 = stablehlo.multiply %164, %102 : tensor<2x8x16xf32>
    %170 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %171 = stablehlo.multiply %170, %168 : tensor<2x8x16xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %172 = stablehlo.reduce(%171 init: %cst_39) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %173 = stablehlo.reshape %172 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %174 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %175 = stablehlo.multiply %168, %174 : tensor<2x8x16xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %176 = stablehlo.reduce(%175 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %177 = stablehlo.reshape %176 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %178 = stablehlo.reshape %173 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %179 = stablehlo.multiply %177, %98 : tensor<2x8x1xf32>
    %180 = stablehlo.negate %169 : tensor<2x8x16xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %181 = stablehlo.reduce(%180 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %182 = stablehlo.reshape %181 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %183 = stablehlo.add %138, %169 : tensor<2x8x16xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.reduce(%179 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %185 = stablehlo.reduce(%182 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %186 = stablehlo.multiply %184, %88 : tensor<2x8xf32>
    %187 = stablehlo.negate %186 : tensor<2x8xf32>
    %188 = stablehlo.multiply %187, %75 : tensor<2x8xf32>
    %189 = stablehlo.add %185, %188 : tensor<2x8xf32>
    %cst_44 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %191 = stablehlo.divide %186, %190 : tensor<2x8xf32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %cst_45 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %194 = stablehlo.divide %189, %193 : tensor<2x8xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %196 = stablehlo.add %183, %195 : tensor<2x8x16xf32>
    %197 = stablehlo.multiply %192, %66 : tensor<2x8x16xf32>
    %198 = stablehlo.add %196, %197 : tensor<2x8x16xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %199 = stablehlo.reduce(%198 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %200 = stablehlo.reshape %199 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %201 = stablehlo.reshape %200 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %202 = stablehlo.dot_general %198, %58, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<2x8x2x8xf32>) -> tensor<16x2x8xf32>
    %203 = stablehlo.transpose %202, dims = [1, 2, 0] : (tensor<16x2x8xf32>) -> tensor<2x8x16xf32>
    %204 = stablehlo.dot_general %198, %arg11, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %205 = stablehlo.transpose %204, dims = [0, 2, 3, 1] : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %206 = stablehlo.dot_general %205, %37, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %207 = stablehlo.dot_general %205, %53, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %208 = stablehlo.transpose %207, dims = [0, 3, 1, 2] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %209 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %210 = stablehlo.multiply %206, %209 : tensor<2x2x8x8xf32>
    %211 = stablehlo.multiply %210, %49 : tensor<2x2x8x8xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %212 = stablehlo.reduce(%211 init: %cst_47) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %213 = stablehlo.reshape %212 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %214 = stablehlo.negate %213 : tensor<2x2x8x1xf32>
    %215 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %216 = stablehlo.divide %206, %215 : tensor<2x2x8x8xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %217 = stablehlo.reduce(%214 init: %cst_48) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x1xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %219 = stablehlo.add %216, %218 : tensor<2x2x8x8xf32>
    %220 = stablehlo.multiply %219, %49 : tensor<2x2x8x8xf32>
    %221 = stablehlo.dot_general %220, %41, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %222 = stablehlo.transpose %221, dims = [0, 2, 1, 3] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %223 = stablehlo.dot_general %220, %33, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %224 = stablehlo.transpose %223, dims = [0, 2, 1, 3] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %225 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<f32>) -> tensor<2x8x2x8xf32>
    %226 = stablehlo.divide %224, %225 : tensor<2x8x2x8xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %227 = stablehlo.reduce(%208 init: %cst_49) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %228 = stablehlo.reshape %227 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %229 = stablehlo.reshape %228 : (tensor<1x1x2x8xf32>) -> tensor<2x8xf32>
    %230 = stablehlo.dot_general %208, %25, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %231 = stablehlo.transpose %230, dims = [2, 0, 1] : (tensor<2x8x16xf32>) -> tensor<16x2x8xf32>
    %232 = stablehlo.dot_general %208, %arg15, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x8x16xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.reduce(%222 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %234 = stablehlo.reshape %233 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %235 = stablehlo.reshape %234 : (tensor<1x1x2x8xf32>) -> tensor<2x8xf32>
    %236 = stablehlo.dot_general %222, %25, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %237 = stablehlo.transpose %236, dims = [2, 0, 1] : (tensor<2x8x16xf32>) -> tensor<16x2x8xf32>
    %238 = stablehlo.dot_general %222, %arg9, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x8x16xf32>
    %239 = stablehlo.add %232, %238 : tensor<2x8x16xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %240 = stablehlo.reduce(%226 init: %cst_51) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %241 = stablehlo.reshape %240 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %242 = stablehlo.reshape %241 : (tensor<1x1x2x8xf32>) -> tensor<2x8xf32>
    %243 = stablehlo.dot_general %226, %25, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %244 = stablehlo.transpose %243, dims = [2, 0, 1] : (tensor<2x8x16xf32>) -> tensor<16x2x8xf32>
    %245 = stablehlo.dot_general %226, %arg13, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x8x16xf32>
    %246 = stablehlo.add %239, %245 : tensor<2x8x16xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %247 = stablehlo.reduce(%246 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %248 = stablehlo.reshape %247 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %249 = stablehlo.reshape %248 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %250 = stablehlo.multiply %14, %246 : tensor<2x8x16xf32>
    %251 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %252 = stablehlo.multiply %251, %250 : tensor<2x8x16xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %253 = stablehlo.reduce(%252 init: %cst_53) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %254 = stablehlo.reshape %253 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %255 = stablehlo.reshape %254 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    return %141, %143, %161, %163, %249, %255, %167, %178, %235, %237, %201, %203, %242, %244, %229, %231 : tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16xf32>, tensor<2x8x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>
  }
}
