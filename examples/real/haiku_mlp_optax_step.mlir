module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256xf32>, %arg1: tensor<64x256xf32>, %arg2: tensor<256xf32>, %arg3: tensor<256x256xf32>, %arg4: tensor<10xf32>, %arg5: tensor<256x10xf32>, %arg6: tensor<i32>, %arg7: tensor<256xf32>, %arg8: tensor<64x256xf32>, %arg9: tensor<256xf32>, %arg10: tensor<256x256xf32>, %arg11: tensor<10xf32>, %arg12: tensor<256x10xf32>, %arg13: tensor<256xf32>, %arg14: tensor<64x256xf32>, %arg15: tensor<256xf32>, %arg16: tensor<256x256xf32>, %arg17: tensor<10xf32>, %arg18: tensor<256x10xf32>, %arg19: tensor<32x64xf32>, %arg20: tensor<32xi32>) -> (tensor<256xf32> {jax.result_info = "result[0]['mlp/~/linear_0']['b']"}, tensor<64x256xf32> {jax.result_info = "result[0]['mlp/~/linear_0']['w']"}, tensor<256xf32> {jax.result_info = "result[0]['mlp/~/linear_1']['b']"}, tensor<256x256xf32> {jax.result_info = "result[0]['mlp/~/linear_1']['w']"}, tensor<10xf32> {jax.result_info = "result[0]['mlp/~/linear_2']['b']"}, tensor<256x10xf32> {jax.result_info = "result[0]['mlp/~/linear_2']['w']"}, tensor<i32> {jax.result_info = "result[1][1][0].count"}, tensor<256xf32> {jax.result_info = "result[1][1][0].mu['mlp/~/linear_0']['b']"}, tensor<64x256xf32> {jax.result_info = "result[1][1][0].mu['mlp/~/linear_0']['w']"}, tensor<256xf32> {jax.result_info = "result[1][1][0].mu['mlp/~/linear_1']['b']"}, tensor<256x256xf32> {jax.result_info = "result[1][1][0].mu['mlp/~/linear_1']['w']"}, tensor<10xf32> {jax.result_info = "result[1][1][0].mu['mlp/~/linear_2']['b']"}, tensor<256x10xf32> {jax.result_info = "result[1][1][0].mu['mlp/~/linear_2']['w']"}, tensor<256xf32> {jax.result_info = "result[1][1][0].nu['mlp/~/linear_0']['b']"}, tensor<64x256xf32> {jax.result_info = "result[1][1][0].nu['mlp/~/linear_0']['w']"}, tensor<256xf32> {jax.result_info = "result[1][1][0].nu['mlp/~/linear_1']['b']"}, tensor<256x256xf32> {jax.result_info = "result[1][1][0].nu['mlp/~/linear_1']['w']"}, tensor<10xf32> {jax.result_info = "result[1][1][0].nu['mlp/~/linear_2']['b']"}, tensor<256x10xf32> {jax.result_info = "result[1][1][0].nu['mlp/~/linear_2']['w']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.dot_general %arg19, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<256xf32>) -> tensor<32x256xf32>
    %2 = stablehlo.add %0, %1 : tensor<32x256xf32>
    %3 = call @relu(%2) : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %5 = stablehlo.compare GT, %2, %4, FLOAT : (tensor<32x256xf32>, tensor<32x256xf32>) -> tensor<32x256xi1>
    %6 = stablehlo.dot_general %3, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x256xf32>) -> tensor<32x256xf32>
    %7 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<256xf32>) -> tensor<32x256xf32>
    %8 = stablehlo.add %6, %7 : tensor<32x256xf32>
    %9 = call @relu(%8) : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %11 = stablehlo.compare GT, %8, %10, FLOAT : (tensor<32x256xf32>, tensor<32x256xf32>) -> tensor<32x256xi1>
    %12 = stablehlo.dot_general %9, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x10xf32>) -> tensor<32x10xf32>
    %13 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<10xf32>) -> tensor<32x10xf32>
    %14 = stablehlo.add %12, %13 : tensor<32x10xf32>
    %15 = stablehlo.broadcast_in_dim %arg20, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %16:2 = call @take_along_axis(%14, %15) : (tensor<32x10xf32>, tensor<32x1xi32>) -> (tensor<32x1xf32>, tensor<32x1x1xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %17:2 = call @_take(%16#0, %c) : (tensor<32x1xf32>, tensor<i32>) -> (tensor<32xf32>, tensor<1xi32>)
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %18 = stablehlo.reduce(%14 init: %cst_1) applies stablehlo.maximum across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %20 = stablehlo.maximum %19, %18 : tensor<32xf32>
    %21 = stablehlo.is_finite %20 : (tensor<32xf32>) -> tensor<32xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %23 = stablehlo.select %21, %20, %22 : tensor<32xi1>, tensor<32xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x10xf32>
    %26 = stablehlo.subtract %14, %25 : tensor<32x10xf32>
    %27 = stablehlo.exponential %26 : tensor<32x10xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %29 = stablehlo.abs %28 : tensor<32xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %31 = stablehlo.compare GE, %28, %30, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %32 = stablehlo.log %29 : tensor<32xf32>
    %33 = stablehlo.add %32, %23 : tensor<32xf32>
    %34 = stablehlo.subtract %33, %17#0 : tensor<32xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%34 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %36 = stablehlo.divide %35, %cst_7 : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_9 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %37 = stablehlo.divide %cst_8, %cst_9 : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %39 = stablehlo.negate %38 : tensor<32xf32>
    %40 = stablehlo.divide %38, %29 : tensor<32xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %42 = stablehlo.select %31, %41, %40 : tensor<32xi1>, tensor<32xf32>
    %43 = stablehlo.select %31, %40, %41 : tensor<32xi1>, tensor<32xf32>
    %44 = stablehlo.negate %42 : tensor<32xf32>
    %45 = stablehlo.add %43, %44 : tensor<32xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %47 = stablehlo.multiply %46, %27 : tensor<32x10xf32>
    %48 = call @_take_0(%17#1, %39) : (tensor<1xi32>, tensor<32xf32>) -> tensor<32x1xf32>
    %49 = call @take_along_axis_1(%16#1, %48) : (tensor<32x1x1xi32>, tensor<32x1xf32>) -> tensor<32x10xf32>
    %50 = stablehlo.add %47, %49 : tensor<32x10xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%50 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<32x10xf32>, tensor<f32>) -> tensor<10xf32>
    %52 = stablehlo.dot_general %50, %9, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x10xf32>, tensor<32x256xf32>) -> tensor<10x256xf32>
    %53 = stablehlo.transpose %52, dims = [1, 0] : (tensor<10x256xf32>) -> tensor<256x10xf32>
    %54 = stablehlo.dot_general %50, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x10xf32>, tensor<256x10xf32>) -> tensor<32x256xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %56 = stablehlo.select %11, %54, %55 : tensor<32x256xi1>, tensor<32x256xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %58 = stablehlo.dot_general %56, %3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<32x256xf32>) -> tensor<256x256xf32>
    %59 = stablehlo.transpose %58, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %60 = stablehlo.dot_general %56, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x256xf32>) -> tensor<32x256xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %62 = stablehlo.select %5, %60, %61 : tensor<32x256xi1>, tensor<32x256xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.reduce(%62 init: %cst_15) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %64 = stablehlo.dot_general %62, %arg19, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<32x64xf32>) -> tensor<256x64xf32>
    %65 = stablehlo.transpose %64, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %66 = chlo.square %63 : tensor<256xf32> -> tensor<256xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %68 = chlo.square %67 : tensor<256xf32> -> tensor<256xf32>
    %69 = stablehlo.add %66, %68 : tensor<256xf32>
    %70 = chlo.square %65 : tensor<64x256xf32> -> tensor<64x256xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %72 = chlo.square %71 : tensor<64x256xf32> -> tensor<64x256xf32>
    %73 = stablehlo.add %70, %72 : tensor<64x256xf32>
    %74 = chlo.square %57 : tensor<256xf32> -> tensor<256xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %76 = chlo.square %75 : tensor<256xf32> -> tensor<256xf32>
    %77 = stablehlo.add %74, %76 : tensor<256xf32>
    %78 = chlo.square %59 : tensor<256x256xf32> -> tensor<256x256xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %80 = chlo.square %79 : tensor<256x256xf32> -> tensor<256x256xf32>
    %81 = stablehlo.add %78, %80 : tensor<256x256xf32>
    %82 = chlo.square %51 : tensor<10xf32> -> tensor<10xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %84 = chlo.square %83 : tensor<10xf32> -> tensor<10xf32>
    %85 = stablehlo.add %82, %84 : tensor<10xf32>
    %86 = chlo.square %53 : tensor<256x10xf32> -> tensor<256x10xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %88 = chlo.square %87 : tensor<256x10xf32> -> tensor<256x10xf32>
    %89 = stablehlo.add %86, %88 : tensor<256x10xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.reduce(%69 init: %cst_22) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.reduce(%73 init: %cst_23) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %92 = stablehlo.reduce(%77 init: %cst_24) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.reduce(%81 init: %cst_25) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.reduce(%85 init: %cst_26) applies stablehlo.add across dimensions = [0] : (tensor<10xf32>, tensor<f32>) -> tensor<f32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.reduce(%89 init: %cst_27) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x10xf32>, tensor<f32>) -> tensor<f32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.add %cst_28, %90 : tensor<f32>
    %97 = stablehlo.add %96, %91 : tensor<f32>
    %98 = stablehlo.add %97, %92 : tensor<f32>
    %99 = stablehlo.add %98, %93 : tensor<f32>
    %100 = stablehlo.add %99, %94 : tensor<f32>
    %101 = stablehlo.add %100, %95 : tensor<f32>
    %102 = stablehlo.sqrt %101 : tensor<f32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %103 = stablehlo.compare LT, %102, %cst_29, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %104 = stablehlo.broadcast_in_dim %102, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %105 = stablehlo.divide %63, %104 : tensor<256xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %107 = stablehlo.multiply %105, %106 : tensor<256xf32>
    %108 = stablehlo.select %103, %63, %107 : tensor<i1>, tensor<256xf32>
    %109 = stablehlo.broadcast_in_dim %102, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %110 = stablehlo.divide %65, %109 : tensor<64x256xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %112 = stablehlo.multiply %110, %111 : tensor<64x256xf32>
    %113 = stablehlo.select %103, %65, %112 : tensor<i1>, tensor<64x256xf32>
    %114 = stablehlo.broadcast_in_dim %102, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %115 = stablehlo.divide %57, %114 : tensor<256xf32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %117 = stablehlo.multiply %115, %116 : tensor<256xf32>
    %118 = stablehlo.select %103, %57, %117 : tensor<i1>, tensor<256xf32>
    %119 = stablehlo.broadcast_in_dim %102, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %120 = stablehlo.divide %59, %119 : tensor<256x256xf32>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %122 = stablehlo.multiply %120, %121 : tensor<256x256xf32>
    %123 = stablehlo.select %103, %59, %122 : tensor<i1>, tensor<256x256xf32>
    %124 = stablehlo.broadcast_in_dim %102, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %125 = stablehlo.divide %51, %124 : tensor<10xf32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %127 = stablehlo.multiply %125, %126 : tensor<10xf32>
    %128 = stablehlo.select %103, %51, %127 : tensor<i1>, tensor<10xf32>
    %129 = stablehlo.broadcast_in_dim %102, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %130 = stablehlo.divide %53, %129 : tensor<256x10xf32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %132 = stablehlo.multiply %130, %131 : tensor<256x10xf32>
    %133 = stablehlo.select %103, %53, %132 : tensor<i1>, tensor<256x10xf32>
    %cst_36 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %135 = stablehlo.multiply %134, %108 : tensor<256xf32>
    %cst_37 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %137 = stablehlo.multiply %136, %arg7 : tensor<256xf32>
    %138 = stablehlo.add %135, %137 : tensor<256xf32>
    %cst_38 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %140 = stablehlo.multiply %139, %113 : tensor<64x256xf32>
    %cst_39 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %142 = stablehlo.multiply %141, %arg8 : tensor<64x256xf32>
    %143 = stablehlo.add %140, %142 : tensor<64x256xf32>
    %cst_40 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %145 = stablehlo.multiply %144, %118 : tensor<256xf32>
    %cst_41 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %147 = stablehlo.multiply %146, %arg9 : tensor<256xf32>
    %148 = stablehlo.add %145, %147 : tensor<256xf32>
    %cst_42 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %150 = stablehlo.multiply %149, %123 : tensor<256x256xf32>
    %cst_43 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %152 = stablehlo.multiply %151, %arg10 : tensor<256x256xf32>
    %153 = stablehlo.add %150, %152 : tensor<256x256xf32>
    %cst_44 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %155 = stablehlo.multiply %154, %128 : tensor<10xf32>
    %cst_45 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %157 = stablehlo.multiply %156, %arg11 : tensor<10xf32>
    %158 = stablehlo.add %155, %157 : tensor<10xf32>
    %cst_46 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %160 = stablehlo.multiply %159, %133 : tensor<256x10xf32>
    %cst_47 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %162 = stablehlo.multiply %161, %arg12 : tensor<256x10xf32>
    %163 = stablehlo.add %160, %162 : tensor<256x10xf32>
    %164 = stablehlo.multiply %108, %108 : tensor<256xf32>
    %cst_48 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %166 = stablehlo.multiply %165, %164 : tensor<256xf32>
    %cst_49 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %168 = stablehlo.multiply %167, %arg13 : tensor<256xf32>
    %169 = stablehlo.add %166, %168 : tensor<256xf32>
    %170 = stablehlo.multiply %113, %113 : tensor<64x256xf32>
    %cst_50 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %172 = stablehlo.multiply %171, %170 : tensor<64x256xf32>
    %cst_51 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %174 = stablehlo.multiply %173, %arg14 : tensor<64x256xf32>
    %175 = stablehlo.add %172, %174 : tensor<64x256xf32>
    %176 = stablehlo.multiply %118, %118 : tensor<256xf32>
    %cst_52 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %178 = stablehlo.multiply %177, %176 : tensor<256xf32>
    %cst_53 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %180 = stablehlo.multiply %179, %arg15 : tensor<256xf32>
    %181 = stablehlo.add %178, %180 : tensor<256xf32>
    %182 = stablehlo.multiply %123, %123 : tensor<256x256xf32>
    %cst_54 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %184 = stablehlo.multiply %183, %182 : tensor<256x256xf32>
    %cst_55 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %186 = stablehlo.multiply %185, %arg16 : tensor<256x256xf32>
    %187 = stablehlo.add %184, %186 : tensor<256x256xf32>
    %188 = stablehlo.multiply %128, %128 : tensor<10xf32>
    %cst_56 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %190 = stablehlo.multiply %189, %188 : tensor<10xf32>
    %cst_57 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %192 = stablehlo.multiply %191, %arg17 : tensor<10xf32>
    %193 = stablehlo.add %190, %192 : tensor<10xf32>
    %194 = stablehlo.multiply %133, %133 : tensor<256x10xf32>
    %cst_58 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %196 = stablehlo.multiply %195, %194 : tensor<256x10xf32>
    %cst_59 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %198 = stablehlo.multiply %197, %arg18 : tensor<256x10xf32>
    %199 = stablehlo.add %196, %198 : tensor<256x10xf32>
    %c_60 = stablehlo.constant dense<2147483647> : tensor<i32>
    %200 = stablehlo.compare LT, %arg6, %c_60, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_61 = stablehlo.constant dense<1> : tensor<i32>
    %201 = stablehlo.add %arg6, %c_61 : tensor<i32>
    %c_62 = stablehlo.constant dense<2147483647> : tensor<i32>
    %202 = call @_where_2(%200, %201, %c_62) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_63 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %203 = stablehlo.convert %202 : (tensor<i32>) -> tensor<f32>
    %204 = stablehlo.power %cst_63, %203 : tensor<f32>
    %cst_64 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %205 = stablehlo.subtract %cst_64, %204 : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %207 = stablehlo.divide %138, %206 : tensor<256xf32>
    %208 = stablehlo.broadcast_in_dim %205, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %209 = stablehlo.divide %143, %208 : tensor<64x256xf32>
    %210 = stablehlo.broadcast_in_dim %205, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %211 = stablehlo.divide %148, %210 : tensor<256xf32>
    %212 = stablehlo.broadcast_in_dim %205, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %213 = stablehlo.divide %153, %212 : tensor<256x256xf32>
    %214 = stablehlo.broadcast_in_dim %205, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %215 = stablehlo.divide %158, %214 : tensor<10xf32>
    %216 = stablehlo.broadcast_in_dim %205, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %217 = stablehlo.divide %163, %216 : tensor<256x10xf32>
    %cst_65 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %218 = stablehlo.convert %202 : (tensor<i32>) -> tensor<f32>
    %219 = stablehlo.power %cst_65, %218 : tensor<f32>
    %cst_66 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %220 = stablehlo.subtract %cst_66, %219 : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %222 = stablehlo.divide %169, %221 : tensor<256xf32>
    %223 = stablehlo.broadcast_in_dim %220, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %224 = stablehlo.divide %175, %223 : tensor<64x256xf32>
    %225 = stablehlo.broadcast_in_dim %220, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %226 = stablehlo.divide %181, %225 : tensor<256xf32>
    %227 = stablehlo.broadcast_in_dim %220, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %228 = stablehlo.divide %187, %227 : tensor<256x256xf32>
    %229 = stablehlo.broadcast_in_dim %220, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %230 = stablehlo.divide %193, %229 : tensor<10xf32>
    %231 = stablehlo.broadcast_in_dim %220, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %232 = stablehlo.divide %199, %231 : tensor<256x10xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %234 = stablehlo.add %222, %233 : tensor<256xf32>
    %235 = stablehlo.sqrt %234 : tensor<256xf32>
    %cst_68 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %237 = stablehlo.add %235, %236 : tensor<256xf32>
    %238 = stablehlo.divide %207, %237 : tensor<256xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %240 = stablehlo.add %224, %239 : tensor<64x256xf32>
    %241 = stablehlo.sqrt %240 : tensor<64x256xf32>
    %cst_70 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %243 = stablehlo.add %241, %242 : tensor<64x256xf32>
    %244 = stablehlo.divide %209, %243 : tensor<64x256xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %246 = stablehlo.add %226, %245 : tensor<256xf32>
    %247 = stablehlo.sqrt %246 : tensor<256xf32>
    %cst_72 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %249 = stablehlo.add %247, %248 : tensor<256xf32>
    %250 = stablehlo.divide %211, %249 : tensor<256xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %252 = stablehlo.add %228, %251 : tensor<256x256xf32>
    %253 = stablehlo.sqrt %252 : tensor<256x256xf32>
    %cst_74 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %255 = stablehlo.add %253, %254 : tensor<256x256xf32>
    %256 = stablehlo.divide %213, %255 : tensor<256x256xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %258 = stablehlo.add %230, %257 : tensor<10xf32>
    %259 = stablehlo.sqrt %258 : tensor<10xf32>
    %cst_76 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %261 = stablehlo.add %259, %260 : tensor<10xf32>
    %262 = stablehlo.divide %215, %261 : tensor<10xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %264 = stablehlo.add %232, %263 : tensor<256x10xf32>
    %265 = stablehlo.sqrt %264 : tensor<256x10xf32>
    %cst_78 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %267 = stablehlo.add %265, %266 : tensor<256x10xf32>
    %268 = stablehlo.divide %217, %267 : tensor<256x10xf32>
    %cst_79 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %270 = stablehlo.multiply %269, %arg0 : tensor<256xf32>
    %271 = stablehlo.add %238, %270 : tensor<256xf32>
    %cst_80 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %273 = stablehlo.multiply %272, %arg1 : tensor<64x256xf32>
    %274 = stablehlo.add %244, %273 : tensor<64x256xf32>
    %cst_81 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %276 = stablehlo.multiply %275, %arg2 : tensor<256xf32>
    %277 = stablehlo.add %250, %276 : tensor<256xf32>
    %cst_82 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %279 = stablehlo.multiply %278, %arg3 : tensor<256x256xf32>
    %280 = stablehlo.add %256, %279 : tensor<256x256xf32>
    %cst_83 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %282 = stablehlo.multiply %281, %arg4 : tensor<10xf32>
    %283 = stablehlo.add %262, %282 : tensor<10xf32>
    %cst_84 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %285 = stablehlo.multiply %284, %arg5 : tensor<256x10xf32>
    %286 = stablehlo.add %268, %285 : tensor<256x10xf32>
    %cst_85 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %288 = stablehlo.multiply %287, %271 : tensor<256xf32>
    %cst_86 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %290 = stablehlo.multiply %289, %274 : tensor<64x256xf32>
    %cst_87 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %292 = stablehlo.multiply %291, %277 : tensor<256xf32>
    %cst_88 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %294 = stablehlo.multiply %293, %280 : tensor<256x256xf32>
    %cst_89 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %296 = stablehlo.multiply %295, %283 : tensor<10xf32>
    %cst_90 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %298 = stablehlo.multiply %297, %286 : tensor<256x10xf32>
    %299 = stablehlo.add %arg0, %288 : tensor<256xf32>
    %300 = stablehlo.add %arg1, %290 : tensor<64x256xf32>
    %301 = stablehlo.add %arg2, %292 : tensor<256xf32>
    %302 = stablehlo.add %arg3, %294 : tensor<256x256xf32>
    %303 = stablehlo.add %arg4, %296 : tensor<10xf32>
    %304 = stablehlo.add %arg5, %298 : tensor<256x10xf32>
    return %299, %300, %301, %302, %303, %304, %202, %138, %143, %148, %153, %158, %163, %169, %175, %181, %187, %193, %199, %36 : tensor<256xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<10xf32>, tensor<256x10xf32>, tensor<i32>, tensor<256xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<10xf32>, tensor<256x10xf32>, tensor<256xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<10xf32>, tensor<256x10xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<32x256xf32>) -> tensor<32x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<32x256xf32>
    return %1 : tensor<32x256xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<32x10xf32>, %arg1: tensor<32x1xi32>) -> (tensor<32x1xf32>, tensor<32x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<32x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<32x1xi1>, tensor<32x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    %c_1 = stablehlo.constant dense<9> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<32x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<32x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<32x1x1xi1>, tensor<i1>) -> tensor<32x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<32x10xf32>, tensor<32x1x1xi32>) -> tensor<32x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<32x1xi1>, tensor<32x1xf32>
    return %15, %5 : tensor<32x1xf32>, tensor<32x1x1xi32>
  }
  func.func private @_take(%arg0: tensor<32x1xf32>, %arg1: tensor<i32>) -> (tensor<32xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<1xi32>
    %4 = stablehlo.convert %3 : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %7 = stablehlo.compare LE, %4, %c_1, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %8 = stablehlo.and %6, %7 : tensor<1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %9 = stablehlo.reduce(%8 init: %c_3) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x1xf32>, tensor<1xi32>) -> tensor<32xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<32xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<32xi1>, tensor<32xf32>
    return %13, %3 : tensor<32xf32>, tensor<1xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_0(%arg0: tensor<1xi32>, %arg1: tensor<32xf32>) -> tensor<32x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<32x1xf32>, tensor<1xi32>, tensor<32xf32>) -> tensor<32x1xf32>
    return %1 : tensor<32x1xf32>
  }
  func.func private @take_along_axis_1(%arg0: tensor<32x1x1xi32>, %arg1: tensor<32x1xf32>) -> tensor<32x10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<32x10xf32>, tensor<32x1x1xi32>, tensor<32x1xf32>) -> tensor<32x10xf32>
    return %1 : tensor<32x10xf32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
