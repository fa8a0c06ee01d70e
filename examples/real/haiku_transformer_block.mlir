module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<128xf32>, %arg9: tensor<64x128xf32>, %arg10: tensor<64xf32>, %arg11: tensor<128x64xf32>, %arg12: tensor<128xf32>, %arg13: tensor<64x128xf32>, %arg14: tensor<64xf32>, %arg15: tensor<128x64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64x64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64x64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<64x64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64x64xf32>, %arg24: tensor<64xf32>, %arg25: tensor<64x64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64x64xf32>, %arg28: tensor<64xf32>, %arg29: tensor<64x64xf32>, %arg30: tensor<64xf32>, %arg31: tensor<64x64xf32>, %arg32: tensor<2x32x64xf32>) -> (tensor<2x32x64xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg32 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x32x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = call @_var(%arg32, %c) : (tensor<2x32x64xf32>, tensor<i32>) -> tensor<2x32x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %6 = stablehlo.add %4, %5 : tensor<2x32x1xf32>
    %7 = stablehlo.rsqrt %6 : tensor<2x32x1xf32>
    %8 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %10 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<2x32x64xf32>
    %12 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %13 = stablehlo.subtract %arg32, %12 : tensor<2x32x64xf32>
    %14 = stablehlo.multiply %11, %13 : tensor<2x32x64xf32>
    %15 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %17 = stablehlo.add %14, %16 : tensor<2x32x64xf32>
    %18 = stablehlo.dot_general %17, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %19 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
    %20 = stablehlo.add %18, %19 : tensor<2x32x64xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x32x64xf32>) -> tensor<2x32x4x16xf32>
    %22 = stablehlo.dot_general %17, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %23 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
    %24 = stablehlo.add %22, %23 : tensor<2x32x64xf32>
    %25 = stablehlo.reshape %24 : (tensor<2x32x64xf32>) -> tensor<2x32x4x16xf32>
    %26 = stablehlo.dot_general %17, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %27 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
    %28 = stablehlo.add %26, %27 : tensor<2x32x64xf32>
    %29 = stablehlo.reshape %28 : (tensor<2x32x64xf32>) -> tensor<2x32x4x16xf32>
    %30 = stablehlo.dot_general %21, %25, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>) -> tensor<2x4x32x32xf32>
    %cst_2 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x4x32x32xf32>
    %32 = stablehlo.divide %30, %31 : tensor<2x4x32x32xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %33 = stablehlo.reduce(%32 init: %cst_3) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x4x32xf32>
    %35 = stablehlo.maximum %34, %33 : tensor<2x4x32xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<2x4x32xf32>) -> tensor<2x4x32x1xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<2x4x32x1xf32>) -> tensor<2x4x32x32xf32>
    %38 = stablehlo.subtract %32, %37 : tensor<2x4x32x32xf32>
    %39 = stablehlo.exponential %38 : tensor<2x4x32x32xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.reduce(%39 init: %cst_5) applies stablehlo.add across dimensions = [3] : (tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<2x4x32xf32>) -> tensor<2x4x32x1xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<2x4x32x1xf32>) -> tensor<2x4x32x32xf32>
    %43 = stablehlo.divide %39, %42 : tensor<2x4x32x32xf32>
    %44 = stablehlo.dot_general %29, %43, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x16x32xf32>
    %45 = stablehlo.transpose %44, dims = [0, 3, 1, 2] : (tensor<2x4x16x32xf32>) -> tensor<2x32x4x16xf32>
    %46 = stablehlo.reshape %45 : (tensor<2x32x4x16xf32>) -> tensor<2x32x64xf32>
    %47 = stablehlo.dot_general %46, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %48 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
    %49 = stablehlo.add %47, %48 : tensor<2x32x64xf32>
    %50 = stablehlo.add %arg32, %49 : tensor<2x32x64xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%50 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_7 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %54 = stablehlo.divide %52, %53 : tensor<2x32x1xf32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %55 = call @_var(%50, %c_8) : (tensor<2x32x64xf32>, tensor<i32>) -> tensor<2x32x1xf32>
    %cst_9 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %57 = stablehlo.add %55, %56 : tensor<2x32x1xf32>
    %58 = stablehlo.rsqrt %57 : tensor<2x32x1xf32>
    %59 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %61 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %62 = stablehlo.multiply %60, %61 : tensor<2x32x64xf32>
    %63 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %64 = stablehlo.subtract %50, %63 : tensor<2x32x64xf32>
    %65 = stablehlo.multiply %62, %64 : tensor<2x32x64xf32>
    %66 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %68 = stablehlo.add %65, %67 : tensor<2x32x64xf32>
    %69 = stablehlo.dot_general %68, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x128xf32>) -> tensor<2x32x128xf32>
    %70 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<128xf32>) -> tensor<2x32x128xf32>
    %71 = stablehlo.add %69, %70 : tensor<2x32x128xf32>
    %72 = call @relu(%71) : (tensor<2x32x128xf32>) -> tensor<2x32x128xf32>
    %73 = stablehlo.dot_general %72, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x128xf32>, tensor<128x64xf32>) -> tensor<2x32x64xf32>
    %74 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
    %75 = stablehlo.add %73, %74 : tensor<2x32x64xf32>
    %76 = stablehlo.add %50, %75 : tensor<2x32x64xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.reduce(%76 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_11 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %80 = stablehlo.divide %78, %79 : tensor<2x32x1xf32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %81 = call @_var(%76, %c_12) : (tensor<2x32x64xf32>, tensor<i32>) -> tensor<2x32x1xf32>
    %cst_13 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %83 = stablehlo.add %81, %82 : tensor<2x32x1xf32>
    %84 = stablehlo.rsqrt %83 : tensor<2x32x1xf32>
    %85 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %87 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %88 = stablehlo.multiply %86, %87 : tensor<2x32x64xf32>
    %89 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %90 = stablehlo.subtract %76, %89 : tensor<2x32x64xf32>
    %91 = stablehlo.multiply %88, %90 : tensor<2x32x64xf32>
    %92 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %94 = stablehlo.add %91, %93 : tensor<2x32x64xf32>
    %95 = stablehlo.dot_general %94, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %96 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
    %97 = stablehlo.add %95, %96 : tensor<2x32x64xf32>
    %98 = stablehlo.reshape %97 : (tensor<2x32x64xf32>) -> tensor<2x32x4x16xf32>
    %99 = stablehlo.dot_general %94, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %100 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
    %101 = stablehlo.add %99, %100 : tensor<2x32x64xf32>
    %102 = stablehlo.reshape %101 : (tensor<2x32x64xf32>) -> tensor<2x32x4x16xf32>
    %103 = stablehlo.dot_general %94, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %104 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
    %105 = stablehlo.add %103, %104 : tensor<2x32x64xf32>
    %106 = stablehlo.reshape %105 : (tensor<2x32x64xf32>) -> tensor<2x32x4x16xf32>
    %107 = stablehlo.dot_general %98, %102, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>) -> tensor<2x4x32x32xf32>
    %cst_14 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x4x32x32xf32>
    %109 = stablehlo.divide %107, %108 : tensor<2x4x32x32xf32>
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %110 = stablehlo.reduce(%109 init: %cst_15) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x4x32xf32>
    %112 = stablehlo.maximum %111, %110 : tensor<2x4x32xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<2x4x32xf32>) -> tensor<2x4x32x1xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2, 3] : (tensor<2x4x32x1xf32>) -> tensor<2x4x32x32xf32>
    %115 = stablehlo.subtract %109, %114 : tensor<2x4x32x32xf32>
    %116 = stablehlo.exponential %115 : tensor<2x4x32x32xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.reduce(%116 init: %cst_17) applies stablehlo.add across dimensions = [3] : (tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<2x4x32xf32>) -> tensor<2x4x32x1xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2, 3] : (tensor<2x4x32x1xf32>) -> tensor<2x4x32x32xf32>
    %120 = stablehlo.divide %116, %119 : tensor<2x4x32x32xf32>
    %121 = stablehlo.dot_general %106, %120, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x16x32xf32>
    %122 = stablehlo.transpose %121, dims = [0, 3, 1, 2] : (tensor<2x4x16x32xf32>) -> tensor<2x32x4x16xf32>
    %123 = stablehlo.reshape %122 : (tensor<2x32x4x16xf32>) -> tensor<2x32x64xf32>
    %124 = stablehlo.dot_general %123, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %125 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
    %126 = stablehlo.add %124, %125 : tensor<2x32x64xf32>
    %127 = stablehlo.add %76, %126 : tensor<2x32x64xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %128 = stablehlo.reduce(%127 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_19 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %131 = stablehlo.divide %129, %130 : tensor<2x32x1xf32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %132 = call @_var(%127, %c_20) : (tensor<2x32x64xf32>, tensor<i32>) -> tensor<2x32x1xf32>
    %cst_21 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %134 = stablehlo.add %132, %133 : tensor<2x32x1xf32>
    %135 = stablehlo.rsqrt %134 : tensor<2x32x1xf32>
    %136 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %138 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %139 = stablehlo.multiply %137, %138 : tensor<2x32x64xf32>
    %140 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %141 = stablehlo.subtract %127, %140 : tensor<2x32x64xf32>
    %142 = stablehlo.multiply %139, %141 : tensor<2x32x64xf32>
    %143 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %145 = stablehlo.add %142, %144 : tensor<2x32x64xf32>
    %146 = stablehlo.dot_general %145, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x128xf32>) -> tensor<2x32x128xf32>
    %147 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<128xf32>) -> tensor<2x32x128xf32>
    %148 = stablehlo.add %146, %147 : tensor<2x32x128xf32>
    %149 = call @relu(%148) : (tensor<2x32x128xf32>) -> tensor<2x32x128xf32>
    %150 = stablehlo.dot_general %149, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x128xf32>, tensor<128x64xf32>) -> tensor<2x32x64xf32>
    %151 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
    %152 = stablehlo.add %150, %151 : tensor<2x32x64xf32>
    %153 = stablehlo.add %127, %152 : tensor<2x32x64xf32>
    return %153 : tensor<2x32x64xf32>
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
    %14 = call @_where(%13, %12, %cst_4) : (tensor<i1>, tensor<2x32x1xf32>, tensor<f32>) -> tensor<2x32x1xf32>
    return %14 : tensor<2x32x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<2x32x1xf32>, %arg2: tensor<f32>) -> tensor<2x32x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<2x32x1xf32>
    return %2 : tensor<2x32x1xf32>
  }
  func.func private @relu(%arg0: tensor<2x32x128xf32>) -> tensor<2x32x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x32x128xf32>
    return %1 : tensor<2x32x128xf32>
  }
}
