module @jit_apply attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<3x3x3x16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<3x3x16x16xf32>, %arg8: tensor<16xf32>, %arg9: tensor<3x3x16x16xf32>, %arg10: tensor<16xf32>, %arg11: tensor<3x3x16x16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<3x3x16x16xf32>, %arg14: tensor<16xf32>, %arg15: tensor<16xf32>, %arg16: tensor<16xf32>, %arg17: tensor<16xf32>, %arg18: tensor<16xf32>, %arg19: tensor<16xf32>, %arg20: tensor<16xf32>, %arg21: tensor<16xf32>, %arg22: tensor<4x16x16x3xf32>) -> (tensor<4x16xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg22, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x16x16x3xf32>, tensor<3x3x3x16xf32>) -> tensor<4x16x16x16xf32>
    %1 = stablehlo.reshape %arg4 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<4x16x16x16xf32>
    %3 = stablehlo.add %0, %2 : tensor<4x16x16x16xf32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %5 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<4x16x16x16xf32>
    %7 = stablehlo.subtract %3, %6 : tensor<4x16x16x16xf32>
    %cst = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %9 = stablehlo.add %5, %8 : tensor<1x1x1x16xf32>
    %10 = stablehlo.rsqrt %9 : tensor<1x1x1x16xf32>
    %11 = stablehlo.reshape %arg3 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<1x1x1x16xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<4x16x16x16xf32>
    %14 = stablehlo.multiply %7, %13 : tensor<4x16x16x16xf32>
    %15 = stablehlo.reshape %arg2 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<4x16x16x16xf32>
    %17 = stablehlo.add %14, %16 : tensor<4x16x16x16xf32>
    %18 = call @relu(%17) : (tensor<4x16x16x16xf32>) -> tensor<4x16x16x16xf32>
    %19 = stablehlo.convolution(%18, %arg7) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x16x16x16xf32>, tensor<3x3x16x16xf32>) -> tensor<4x16x16x16xf32>
    %20 = stablehlo.reshape %arg6 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<4x16x16x16xf32>
    %22 = stablehlo.add %19, %21 : tensor<4x16x16x16xf32>
    %23 = stablehlo.reshape %22 : (tensor<4x16x16x16xf32>) -> tensor<4x16x16x4x4xf32>
    %24 = chlo.square %23 : tensor<4x16x16x4x4xf32> -> tensor<4x16x16x4x4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%23 init: %cst_0) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<4x16x16x4x4xf32>, tensor<f32>) -> tensor<4x4xf32>
    %cst_1 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %27 = stablehlo.divide %25, %26 : tensor<4x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%24 init: %cst_2) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<4x16x16x4x4xf32>, tensor<f32>) -> tensor<4x4xf32>
    %cst_3 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %30 = stablehlo.divide %28, %29 : tensor<4x4xf32>
    %31 = chlo.square %27 : tensor<4x4xf32> -> tensor<4x4xf32>
    %32 = stablehlo.subtract %30, %31 : tensor<4x4xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %34 = stablehlo.maximum %33, %32 : tensor<4x4xf32>
    %35 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<4x4xf32>) -> tensor<4x4x4xf32>
    %36 = stablehlo.reshape %35 : (tensor<4x4x4xf32>) -> tensor<4x16xf32>
    %37 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<4x4xf32>) -> tensor<4x4x4xf32>
    %38 = stablehlo.reshape %37 : (tensor<4x4x4xf32>) -> tensor<4x16xf32>
    %39 = stablehlo.broadcast_in_dim %36, dims = [0, 3] : (tensor<4x16xf32>) -> tensor<4x1x1x16xf32>
    %40 = stablehlo.broadcast_in_dim %38, dims = [0, 3] : (tensor<4x16xf32>) -> tensor<4x1x1x16xf32>
    %41 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<4x1x1x16xf32>) -> tensor<4x16x16x16xf32>
    %42 = stablehlo.subtract %22, %41 : tensor<4x16x16x16xf32>
    %cst_5 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x1x1x16xf32>
    %44 = stablehlo.add %40, %43 : tensor<4x1x1x16xf32>
    %45 = stablehlo.rsqrt %44 : tensor<4x1x1x16xf32>
    %46 = stablehlo.reshape %arg15 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<4x1x1x16xf32>
    %48 = stablehlo.multiply %45, %47 : tensor<4x1x1x16xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<4x1x1x16xf32>) -> tensor<4x16x16x16xf32>
    %50 = stablehlo.multiply %42, %49 : tensor<4x16x16x16xf32>
    %51 = stablehlo.reshape %arg14 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<4x16x16x16xf32>
    %53 = stablehlo.add %50, %52 : tensor<4x16x16x16xf32>
    %54 = call @relu(%53) : (tensor<4x16x16x16xf32>) -> tensor<4x16x16x16xf32>
    %55 = stablehlo.convolution(%54, %arg9) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x16x16x16xf32>, tensor<3x3x16x16xf32>) -> tensor<4x16x16x16xf32>
    %56 = stablehlo.reshape %arg8 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<4x16x16x16xf32>
    %58 = stablehlo.add %55, %57 : tensor<4x16x16x16xf32>
    %59 = stablehlo.reshape %58 : (tensor<4x16x16x16xf32>) -> tensor<4x16x16x4x4xf32>
    %60 = chlo.square %59 : tensor<4x16x16x4x4xf32> -> tensor<4x16x16x4x4xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.reduce(%59 init: %cst_6) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<4x16x16x4x4xf32>, tensor<f32>) -> tensor<4x4xf32>
    %cst_7 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %63 = stablehlo.divide %61, %62 : tensor<4x4xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%60 init: %cst_8) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<4x16x16x4x4xf32>, tensor<f32>) -> tensor<4x4xf32>
    %cst_9 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %66 = stablehlo.divide %64, %65 : tensor<4x4xf32>
    %67 = chlo.square %63 : tensor<4x4xf32> -> tensor<4x4xf32>
    %68 = stablehlo.subtract %66, %67 : tensor<4x4xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %70 = stablehlo.maximum %69, %68 : tensor<4x4xf32>
    %71 = stablehlo.broadcast_in_dim %63, dims = [0, 1] : (tensor<4x4xf32>) -> tensor<4x4x4xf32>
    %72 = stablehlo.reshape %71 : (tensor<4x4x4xf32>) -> tensor<4x16xf32>
    %73 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<4x4xf32>) -> tensor<4x4x4xf32>
    %74 = stablehlo.reshape %73 : (tensor<4x4x4xf32>) -> tensor<4x16xf32>
    %75 = stablehlo.broadcast_in_dim %72, dims = [0, 3] : (tensor<4x16xf32>) -> tensor<4x1x1x16xf32>
    %76 = stablehlo.broadcast_in_dim %74, dims = [0, 3] : (tensor<4x16xf32>) -> tensor<4x1x1x16xf32>
    %77 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<4x1x1x16xf32>) -> tensor<4x16x16x16xf32>
    %78 = stablehlo.subtract %58, %77 : tensor<4x16x16x16xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x1x1x16xf32>
    %80 = stablehlo.add %76, %79 : tensor<4x1x1x16xf32>
    %81 = stablehlo.rsqrt %80 : tensor<4x1x1x16xf32>
    %82 = stablehlo.reshape %arg17 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<4x1x1x16xf32>
    %84 = stablehlo.multiply %81, %83 : tensor<4x1x1x16xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2, 3] : (tensor<4x1x1x16xf32>) -> tensor<4x16x16x16xf32>
    %86 = stablehlo.multiply %78, %85 : tensor<4x16x16x16xf32>
    %87 = stablehlo.reshape %arg16 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<4x16x16x16xf32>
    %89 = stablehlo.add %86, %88 : tensor<4x16x16x16xf32>
    %90 = stablehlo.add %18, %89 : tensor<4x16x16x16xf32>
    %91 = call @relu(%90) : (tensor<4x16x16x16xf32>) -> tensor<4x16x16x16xf32>
    %92 = stablehlo.convolution(%91, %arg11) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x16x16x16xf32>, tensor<3x3x16x16xf32>) -> tensor<4x16x16x16xf32>
    %93 = stablehlo.reshape %arg10 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<4x16x16x16xf32>
    %95 = stablehlo.add %92, %94 : tensor<4x16x16x16xf32>
    %96 = stablehlo.reshape %95 : (tensor<4x16x16x16xf32>) -> tensor<4x16x16x4x4xf32>
    %97 = chlo.square %96 : tensor<4x16x16x4x4xf32> -> tensor<4x16x16x4x4xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.reduce(%96 init: %cst_12) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<4x16x16x4x4xf32>, tensor<f32>) -> tensor<4x4xf32>
    %cst_13 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %100 = stablehlo.divide %98, %99 : tensor<4x4xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.reduce(%97 init: %cst_14) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<4x16x16x4x4xf32>, tensor<f32>) -> tensor<4x4xf32>
    %cst_15 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %103 = stablehlo.divide %101, %102 : tensor<4x4xf32>
    %104 = chlo.square %100 : tensor<4x4xf32> -> tensor<4x4xf32>
    %105 = stablehlo.subtract %103, %104 : tensor<4x4xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %107 = stablehlo.maximum %106, %105 : tensor<4x4xf32>
    %108 = stablehlo.broadcast_in_dim %100, dims = [0, 1] : (tensor<4x4xf32>) -> tensor<4x4x4xf32>
    %109 = stablehlo.reshape %108 : (tensor<4x4x4xf32>) -> tensor<4x16xf32>
    %110 = stablehlo.broadcast_in_dim %107, dims = [0, 1] : (tensor<4x4xf32>) -> tensor<4x4x4xf32>
    %111 = stablehlo.reshape %110 : (tensor<4x4x4xf32>) -> tensor<4x16xf32>
    %112 = stablehlo.broadcast_in_dim %109, dims = [0, 3] : (tensor<4x16xf32>) -> tensor<4x1x1x16xf32>
    %113 = stablehlo.broadcast_in_dim %111, dims = [0, 3] : (tensor<4x16xf32>) -> tensor<4x1x1x16xf32>
    %114 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3] : (tensor<4x1x1x16xf32>) -> tensor<4x16x16x16xf32>
    %115 = stablehlo.subtract %95, %114 : tensor<4x16x16x16xf32>
    %cst_17 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4x1x1x16xf32>
    %117 = stablehlo.add %113, %116 : tensor<4x1x1x16xf32>
    %118 = stablehlo.rsqrt %117 : tensor<4x1x1x16xf32>
    %119 = stablehlo.reshape %arg19 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<4x1x1x16xf32>
    %121 = stablehlo.multiply %118, %120 : tensor<4x1x1x16xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2, 3] : (tensor<4x1x1x16xf32>) -> tensor<4x16x16x16xf32>
    %123 = stablehlo.multiply %115, %122 : tensor<4x16x16x16xf32>
    %124 = stablehlo.reshape %arg18 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<4x16x16x16xf32>
    %126 = stablehlo.add %123, %125 : tensor<4x16x16x16xf32>
    %127 = call @relu(%126) : (tensor<4x16x16x16xf32>) -> tensor<4x16x16x16xf32>
    %128 = stablehlo.convolution(%127, %arg13) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x16x16x16xf32>, tensor<3x3x16x16xf32>) -> tensor<4x16x16x16xf32>
    %129 = stablehlo.reshape %arg12 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<4x16x16x16xf32>
    %131 = stablehlo.add %128, %130 : tensor<4x16x16x16xf32>
    %132 = stablehlo.reshape %131 : (tensor<4x16x16x16xf32>) -> tensor<4x16x16x4x4xf32>
    %133 = chlo.square %132 : tensor<4x16x16x4x4xf32> -> tensor<4x16x16x4x4xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.reduce(%132 init: %cst_18) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<4x16x16x4x4xf32>, tensor<f32>) -> tensor<4x4xf32>
    %cst_19 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %136 = stablehlo.divide %134, %135 : tensor<4x4xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %137 = stablehlo.reduce(%133 init: %cst_20) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<4x16x16x4x4xf32>, tensor<f32>) -> tensor<4x4xf32>
    %cst_21 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %139 = stablehlo.divide %137, %138 : tensor<4x4xf32>
    %140 = chlo.square %136 : tensor<4x4xf32> -> tensor<4x4xf32>
    %141 = stablehlo.subtract %139, %140 : tensor<4x4xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %143 = stablehlo.maximum %142, %141 : tensor<4x4xf32>
    %144 = stablehlo.broadcast_in_dim %136, dims = [0, 1] : (tensor<4x4xf32>) -> tensor<4x4x4xf32>
    %145 = stablehlo.reshape %144 : (tensor<4x4x4xf32>) -> tensor<4x16xf32>
    %146 = stablehlo.broadcast_in_dim %143, dims = [0, 1] : (tensor<4x4xf32>) -> tensor<4x4x4xf32>
    %147 = stablehlo.reshape %146 : (tensor<4x4x4xf32>) -> tensor<4x16xf32>
    %148 = stablehlo.broadcast_in_dim %145, dims = [0, 3] : (tensor<4x16xf32>) -> tensor<4x1x1x16xf32>
    %149 = stablehlo.broadcast_in_dim %147, dims = [0, 3] : (tensor<4x16xf32>) -> tensor<4x1x1x16xf32>
    %150 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2, 3] : (tensor<4x1x1x16xf32>) -> tensor<4x16x16x16xf32>
    %151 = stablehlo.subtract %131, %150 : tensor<4x16x16x16xf32>
    %cst_23 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<4x1x1x16xf32>
    %153 = stablehlo.add %149, %152 : tensor<4x1x1x16xf32>
    %154 = stablehlo.rsqrt %153 : tensor<4x1x1x16xf32>
    %155 = stablehlo.reshape %arg21 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<4x1x1x16xf32>
    %157 = stablehlo.multiply %154, %156 : tensor<4x1x1x16xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2, 3] : (tensor<4x1x1x16xf32>) -> tensor<4x16x16x16xf32>
    %159 = stablehlo.multiply %151, %158 : tensor<4x16x16x16xf32>
    %160 = stablehlo.reshape %arg20 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<4x16x16x16xf32>
    %162 = stablehlo.add %159, %161 : tensor<4x16x16x16xf32>
    %163 = stablehlo.add %91, %162 : tensor<4x16x16x16xf32>
    %164 = call @relu(%163) : (tensor<4x16x16x16xf32>) -> tensor<4x16x16x16xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %165 = stablehlo.reduce(%164 init: %cst_24) applies stablehlo.add across dimensions = [1, 2] : (tensor<4x16x16x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_25 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %167 = stablehlo.divide %165, %166 : tensor<4x16xf32>
    return %167 : tensor<4x16xf32>
  }
  func.func private @relu(%arg0: tensor<4x16x16x16xf32>) -> tensor<4x16x16x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16x16x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x16x16x16xf32>
    return %1 : tensor<4x16x16x16xf32>
  }
}
