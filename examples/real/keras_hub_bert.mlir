module @jit_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x64xf32>, %arg1: tensor<64x64xf32>, %arg2: tensor<2x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64x4x16xf32>, %arg6: tensor<4x16xf32>, %arg7: tensor<64x4x16xf32>, %arg8: tensor<4x16xf32>, %arg9: tensor<64x4x16xf32>, %arg10: tensor<4x16xf32>, %arg11: tensor<4x16x64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64x128xf32>, %arg18: tensor<128xf32>, %arg19: tensor<128x64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<64x4x16xf32>, %arg22: tensor<4x16xf32>, %arg23: tensor<64x4x16xf32>, %arg24: tensor<4x16xf32>, %arg25: tensor<64x4x16xf32>, %arg26: tensor<4x16xf32>, %arg27: tensor<4x16x64xf32>, %arg28: tensor<64xf32>, %arg29: tensor<64xf32>, %arg30: tensor<64xf32>, %arg31: tensor<64xf32>, %arg32: tensor<64xf32>, %arg33: tensor<64x128xf32>, %arg34: tensor<128xf32>, %arg35: tensor<128x64xf32>, %arg36: tensor<64xf32>, %arg37: tensor<64x64xf32>, %arg38: tensor<64xf32>, %arg39: tensor<2x32xi32>, %arg40: tensor<2x32xi32>, %arg41: tensor<2x32xi32>) -> (tensor<2x64xf32> {jax.result_info = "result['pooled_output']"}, tensor<2x32x64xf32> {jax.result_info = "result['sequence_output']"}) {
    %0 = call @_take(%arg0, %arg41) : (tensor<512x64xf32>, tensor<2x32xi32>) -> tensor<2x32x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg1, %c, %c_0, sizes = [32, 64] : (tensor<64x64xf32>, tensor<i32>, tensor<i32>) -> tensor<32x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<2x32x64xf32>
    %3 = call @_take_0(%arg2, %arg40) : (tensor<2x64xf32>, tensor<2x32xi32>) -> tensor<2x32x64xf32>
    %4 = stablehlo.add %0, %2 : tensor<2x32x64xf32>
    %5 = stablehlo.add %4, %3 : tensor<2x32x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %9 = stablehlo.divide %7, %8 : tensor<2x32x1xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %10 = call @_var(%5, %c_2) : (tensor<2x32x64xf32>, tensor<i32>) -> tensor<2x32x1xf32>
    %11 = stablehlo.reshape %arg3 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %12 = stablehlo.reshape %arg4 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_3 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %14 = stablehlo.add %10, %13 : tensor<2x32x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<2x32x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %17 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<2x32x64xf32>
    %19 = stablehlo.negate %9 : tensor<2x32x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %21 = stablehlo.multiply %20, %18 : tensor<2x32x64xf32>
    %22 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %23 = stablehlo.add %21, %22 : tensor<2x32x64xf32>
    %24 = stablehlo.multiply %5, %18 : tensor<2x32x64xf32>
    %25 = stablehlo.add %24, %23 : tensor<2x32x64xf32>
    %26 = stablehlo.broadcast_in_dim %arg39, dims = [0, 2] : (tensor<2x32xi32>) -> tensor<2x1x32xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<2x1x32xi32>
    %28 = stablehlo.compare NE, %26, %27, SIGNED : (tensor<2x1x32xi32>, tensor<2x1x32xi32>) -> tensor<2x1x32xi1>
    %29 = stablehlo.convert %28 : tensor<2x1x32xi1>
    %30 = stablehlo.dot_general %25, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %31 = stablehlo.broadcast_in_dim %arg6, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %33 = stablehlo.add %30, %32 : tensor<2x32x4x16xf32>
    %34 = stablehlo.dot_general %25, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %35 = stablehlo.broadcast_in_dim %arg8, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %37 = stablehlo.add %34, %36 : tensor<2x32x4x16xf32>
    %38 = stablehlo.dot_general %25, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %39 = stablehlo.broadcast_in_dim %arg10, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %41 = stablehlo.add %38, %40 : tensor<2x32x4x16xf32>
    %cst_5 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x32x4x16xf32>
    %43 = stablehlo.multiply %33, %42 : tensor<2x32x4x16xf32>
    %44 = stablehlo.dot_general %43, %37, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>) -> tensor<2x4x32x32xf32>
    %45 = stablehlo.broadcast_in_dim %29, dims = [0, 2, 3] : (tensor<2x1x32xi1>) -> tensor<2x1x1x32xi1>
    %cst_6 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %46 = call @_where_2(%45, %44, %cst_6) : (tensor<2x1x1x32xi1>, tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32x32xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %47 = stablehlo.reduce(%46 init: %cst_7) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x4x32xf32>
    %49 = stablehlo.maximum %48, %47 : tensor<2x4x32xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<2x4x32xf32>) -> tensor<2x4x32x1xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<2x4x32x1xf32>) -> tensor<2x4x32x32xf32>
    %52 = stablehlo.subtract %46, %51 : tensor<2x4x32x32xf32>
    %53 = stablehlo.exponential %52 : tensor<2x4x32x32xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] : (tensor<2x4x32xf32>) -> tensor<2x4x32x1xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<2x4x32x1xf32>) -> tensor<2x4x32x32xf32>
    %57 = stablehlo.divide %53, %56 : tensor<2x4x32x32xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = call @_where_2(%45, %57, %cst_10) : (tensor<2x1x1x32xi1>, tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32x32xf32>
    %59 = stablehlo.dot_general %41, %58, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x16x32xf32>
    %60 = stablehlo.transpose %59, dims = [0, 3, 1, 2] : (tensor<2x4x16x32xf32>) -> tensor<2x32x4x16xf32>
    %61 = stablehlo.dot_general %60, %arg11, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<2x32x64xf32>
    %62 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %64 = stablehlo.add %61, %63 : tensor<2x32x64xf32>
    %65 = stablehlo.add %64, %25 : tensor<2x32x64xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.reduce(%65 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_12 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %69 = stablehlo.divide %67, %68 : tensor<2x32x1xf32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %70 = call @_var(%65, %c_13) : (tensor<2x32x64xf32>, tensor<i32>) -> tensor<2x32x1xf32>
    %71 = stablehlo.reshape %arg13 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %72 = stablehlo.reshape %arg14 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_14 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %74 = stablehlo.add %70, %73 : tensor<2x32x1xf32>
    %75 = stablehlo.rsqrt %74 : tensor<2x32x1xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %77 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %78 = stablehlo.multiply %76, %77 : tensor<2x32x64xf32>
    %79 = stablehlo.negate %69 : tensor<2x32x1xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %81 = stablehlo.multiply %80, %78 : tensor<2x32x64xf32>
    %82 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %83 = stablehlo.add %81, %82 : tensor<2x32x64xf32>
    %84 = stablehlo.multiply %65, %78 : tensor<2x32x64xf32>
    %85 = stablehlo.add %84, %83 : tensor<2x32x64xf32>
    %86 = stablehlo.dot_general %85, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x128xf32>) -> tensor<2x32x128xf32>
    %87 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x32x128xf32>
    %89 = stablehlo.add %86, %88 : tensor<2x32x128xf32>
    %90 = stablehlo.multiply %89, %89 : tensor<2x32x128xf32>
    %91 = stablehlo.multiply %90, %89 : tensor<2x32x128xf32>
    %cst_15 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %93 = stablehlo.multiply %92, %91 : tensor<2x32x128xf32>
    %94 = stablehlo.add %89, %93 : tensor<2x32x128xf32>
    %cst_16 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %96 = stablehlo.multiply %95, %94 : tensor<2x32x128xf32>
    %97 = stablehlo.tanh %96 : tensor<2x32x128xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %99 = stablehlo.add %98, %97 : tensor<2x32x128xf32>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %101 = stablehlo.multiply %100, %99 : tensor<2x32x128xf32>
    %102 = stablehlo.multiply %89, %101 : tensor<2x32x128xf32>
    %103 = stablehlo.dot_general %102, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x128xf32>, tensor<128x64xf32>) -> tensor<2x32x64xf32>
    %104 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %106 = stablehlo.add %103, %105 : tensor<2x32x64xf32>
    %107 = stablehlo.add %106, %85 : tensor<2x32x64xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.reduce(%107 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_20 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %111 = stablehlo.divide %109, %110 : tensor<2x32x1xf32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %112 = call @_var(%107, %c_21) : (tensor<2x32x64xf32>, tensor<i32>) -> tensor<2x32x1xf32>
    %113 = stablehlo.reshape %arg15 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %114 = stablehlo.reshape %arg16 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_22 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %116 = stablehlo.add %112, %115 : tensor<2x32x1xf32>
    %117 = stablehlo.rsqrt %116 : tensor<2x32x1xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %119 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %120 = stablehlo.multiply %118, %119 : tensor<2x32x64xf32>
    %121 = stablehlo.negate %111 : tensor<2x32x1xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %123 = stablehlo.multiply %122, %120 : tensor<2x32x64xf32>
    %124 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %125 = stablehlo.add %123, %124 : tensor<2x32x64xf32>
    %126 = stablehlo.multiply %107, %120 : tensor<2x32x64xf32>
    %127 = stablehlo.add %126, %125 : tensor<2x32x64xf32>
    %128 = stablehlo.broadcast_in_dim %arg39, dims = [0, 2] : (tensor<2x32xi32>) -> tensor<2x1x32xi32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %129 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<2x1x32xi32>
    %130 = stablehlo.compare NE, %128, %129, SIGNED : (tensor<2x1x32xi32>, tensor<2x1x32xi32>) -> tensor<2x1x32xi1>
    %131 = stablehlo.convert %130 : tensor<2x1x32xi1>
    %132 = stablehlo.dot_general %127, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %133 = stablehlo.broadcast_in_dim %arg22, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %135 = stablehlo.add %132, %134 : tensor<2x32x4x16xf32>
    %136 = stablehlo.dot_general %127, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %137 = stablehlo.broadcast_in_dim %arg24, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %139 = stablehlo.add %136, %138 : tensor<2x32x4x16xf32>
    %140 = stablehlo.dot_general %127, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %141 = stablehlo.broadcast_in_dim %arg26, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %143 = stablehlo.add %140, %142 : tensor<2x32x4x16xf32>
    %cst_24 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x32x4x16xf32>
    %145 = stablehlo.multiply %135, %144 : tensor<2x32x4x16xf32>
    %146 = stablehlo.dot_general %145, %139, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>) -> tensor<2x4x32x32xf32>
    %147 = stablehlo.broadcast_in_dim %131, dims = [0, 2, 3] : (tensor<2x1x32xi1>) -> tensor<2x1x1x32xi1>
    %cst_25 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %148 = call @_where_2(%147, %146, %cst_25) : (tensor<2x1x1x32xi1>, tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32x32xf32>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %149 = stablehlo.reduce(%148 init: %cst_26) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32xf32>
    %cst_27 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x4x32xf32>
    %151 = stablehlo.maximum %150, %149 : tensor<2x4x32xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<2x4x32xf32>) -> tensor<2x4x32x1xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2, 3] : (tensor<2x4x32x1xf32>) -> tensor<2x4x32x32xf32>
    %154 = stablehlo.subtract %148, %153 : tensor<2x4x32x32xf32>
    %155 = stablehlo.exponential %154 : tensor<2x4x32x32xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %156 = stablehlo.reduce(%155 init: %cst_28) applies stablehlo.add across dimensions = [3] : (tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2] : (tensor<2x4x32xf32>) -> tensor<2x4x32x1xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2, 3] : (tensor<2x4x32x1xf32>) -> tensor<2x4x32x32xf32>
    %159 = stablehlo.divide %155, %158 : tensor<2x4x32x32xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = call @_where_2(%147, %159, %cst_29) : (tensor<2x1x1x32xi1>, tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32x32xf32>
    %161 = stablehlo.dot_general %143, %160, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x16x32xf32>
    %162 = stablehlo.transpose %161, dims = [0, 3, 1, 2] : (tensor<2x4x16x32xf32>) -> tensor<2x32x4x16xf32>
    %163 = stablehlo.dot_general %162, %arg27, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<2x32x64xf32>
    %164 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %166 = stablehlo.add %163, %165 : tensor<2x32x64xf32>
    %167 = stablehlo.add %166, %127 : tensor<2x32x64xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %168 = stablehlo.reduce(%167 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_31 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %171 = stablehlo.divide %169, %170 : tensor<2x32x1xf32>
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    %172 = call @_var(%167, %c_32) : (tensor<2x32x64xf32>, tensor<i32>) -> tensor<2x32x1xf32>
    %173 = stablehlo.reshape %arg29 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %174 = stablehlo.reshape %arg30 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_33 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %176 = stablehlo.add %172, %175 : tensor<2x32x1xf32>
    %177 = stablehlo.rsqrt %176 : tensor<2x32x1xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %179 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %180 = stablehlo.multiply %178, %179 : tensor<2x32x64xf32>
    %181 = stablehlo.negate %171 : tensor<2x32x1xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %183 = stablehlo.multiply %182, %180 : tensor<2x32x64xf32>
    %184 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %185 = stablehlo.add %183, %184 : tensor<2x32x64xf32>
    %186 = stablehlo.multiply %167, %180 : tensor<2x32x64xf32>
    %187 = stablehlo.add %186, %185 : tensor<2x32x64xf32>
    %188 = stablehlo.dot_general %187, %arg33, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x128xf32>) -> tensor<2x32x128xf32>
    %189 = stablehlo.broadcast_in_dim %arg34, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x32x128xf32>
    %191 = stablehlo.add %188, %190 : tensor<2x32x128xf32>
    %192 = stablehlo.multiply %191, %191 : tensor<2x32x128xf32>
    %193 = stablehlo.multiply %192, %191 : tensor<2x32x128xf32>
    %cst_34 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %195 = stablehlo.multiply %194, %193 : tensor<2x32x128xf32>
    %196 = stablehlo.add %191, %195 : tensor<2x32x128xf32>
    %cst_35 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %198 = stablehlo.multiply %197, %196 : tensor<2x32x128xf32>
    %199 = stablehlo.tanh %198 : tensor<2x32x128xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %201 = stablehlo.add %200, %199 : tensor<2x32x128xf32>
    %cst_37 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %203 = stablehlo.multiply %202, %201 : tensor<2x32x128xf32>
    %204 = stablehlo.multiply %191, %203 : tensor<2x32x128xf32>
    %205 = stablehlo.dot_general %204, %arg35, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x128xf32>, tensor<128x64xf32>) -> tensor<2x32x64xf32>
    %206 = stablehlo.broadcast_in_dim %arg36, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %208 = stablehlo.add %205, %207 : tensor<2x32x64xf32>
    %209 = stablehlo.add %208, %187 : tensor<2x32x64xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %210 = stablehlo.reduce(%209 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_39 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %213 = stablehlo.divide %211, %212 : tensor<2x32x1xf32>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %214 = call @_var(%209, %c_40) : (tensor<2x32x64xf32>, tensor<i32>) -> tensor<2x32x1xf32>
    %215 = stablehlo.reshape %arg31 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %216 = stablehlo.reshape %arg32 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_41 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %218 = stablehlo.add %214, %217 : tensor<2x32x1xf32>
    %219 = stablehlo.rsqrt %218 : tensor<2x32x1xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %221 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %222 = stablehlo.multiply %220, %221 : tensor<2x32x64xf32>
    %223 = stablehlo.negate %213 : tensor<2x32x1xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %225 = stablehlo.multiply %224, %222 : tensor<2x32x64xf32>
    %226 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %227 = stablehlo.add %225, %226 : tensor<2x32x64xf32>
    %228 = stablehlo.multiply %209, %222 : tensor<2x32x64xf32>
    %229 = stablehlo.add %228, %227 : tensor<2x32x64xf32>
    %230 = stablehlo.slice %229 [0:2, 0:1, 0:64] : (tensor<2x32x64xf32>) -> tensor<2x1x64xf32>
    %231 = stablehlo.reshape %230 : (tensor<2x1x64xf32>) -> tensor<2x64xf32>
    %232 = stablehlo.dot_general %231, %arg37, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64xf32>, tensor<64x64xf32>) -> tensor<2x64xf32>
    %233 = stablehlo.broadcast_in_dim %arg38, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<2x64xf32>
    %235 = stablehlo.add %232, %234 : tensor<2x64xf32>
    %236 = stablehlo.tanh %235 : tensor<2x64xf32>
    return %236, %229 : tensor<2x64xf32>, tensor<2x32x64xf32>
  }
  func.func private @_take(%arg0: tensor<512x64xf32>, %arg1: tensor<2x32xi32>) -> tensor<2x32x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x32xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x32xi32>, tensor<2x32xi32>) -> tensor<2x32xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x32xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x32xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<2x32xi1>, tensor<2x32xi32>, tensor<2x32xi32>) -> tensor<2x32xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x32xi32>) -> tensor<2x32x1xi32>
    %c_1 = stablehlo.constant dense<511> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x32x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x32x1xi32>, tensor<2x32x1xi32>) -> tensor<2x32x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x32x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x32x1xi32>, tensor<2x32x1xi32>) -> tensor<2x32x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x32x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x32x1xi1>, tensor<i1>) -> tensor<2x32xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<512x64xf32>, tensor<2x32x1xi32>) -> tensor<2x32x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x32xi1>) -> tensor<2x32x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x32x64xi1>, tensor<2x32x64xf32>
    return %16 : tensor<2x32x64xf32>
  }
  func.func private @_where(%arg0: tensor<2x32xi1>, %arg1: tensor<2x32xi32>, %arg2: tensor<2x32xi32>) -> tensor<2x32xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x32xi1>, tensor<2x32xi32>
    return %0 : tensor<2x32xi32>
  }
  func.func private @_take_0(%arg0: tensor<2x64xf32>, %arg1: tensor<2x32xi32>) -> tensor<2x32x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x32xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x32xi32>, tensor<2x32xi32>) -> tensor<2x32xi1>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x32xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x32xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<2x32xi1>, tensor<2x32xi32>, tensor<2x32xi32>) -> tensor<2x32xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x32xi32>) -> tensor<2x32x1xi32>
    %c_1 = stablehlo.constant dense<1> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x32x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x32x1xi32>, tensor<2x32x1xi32>) -> tensor<2x32x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x32x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x32x1xi32>, tensor<2x32x1xi32>) -> tensor<2x32x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x32x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x32x1xi1>, tensor<i1>) -> tensor<2x32xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<2x64xf32>, tensor<2x32x1xi32>) -> tensor<2x32x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x32xi1>) -> tensor<2x32x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x32x64xi1>, tensor<2x32x64xf32>
    return %16 : tensor<2x32x64xf32>
  }
  func.func private @_var(%arg0: tensor<2x32x64xf32>, %arg1: tensor<i32>) -> tensor<2x32x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x32x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x32x64xf32>
    %6 = chlo.square %5 : tensor<2x32x64xf32> -> tensor<2x32x64xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x32x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_1(%13, %12, %cst_4) : (tensor<i1>, tensor<2x32x1xf32>, tensor<f32>) -> tensor<2x32x1xf32>
    return %14 : tensor<2x32x1xf32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<2x32x1xf32>, %arg2: tensor<f32>) -> tensor<2x32x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<2x32x1xf32>
    return %2 : tensor<2x32x1xf32>
  }
  func.func private @_where_2(%arg0: tensor<2x1x1x32xi1>, %arg1: tensor<2x4x32x32xf32>, %arg2: tensor<f32>) -> tensor<2x4x32x32xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<2x1x1x32xi1>) -> tensor<2x4x32x32xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x4x32x32xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x4x32x32xi1>, tensor<2x4x32x32xf32>
    return %3 : tensor<2x4x32x32xf32>
  }
}
