module @jit_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x16x3x3xf32>, %arg1: tensor<8x1x1xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8x8x3x3xf32>, %arg5: tensor<8x1x1xf32>, %arg6: tensor<16x32x3x3xf32>, %arg7: tensor<16x1x1xf32>, %arg8: tensor<16xf32>, %arg9: tensor<16xf32>, %arg10: tensor<16x16x3x3xf32>, %arg11: tensor<16x1x1xf32>, %arg12: tensor<8x1x3x3xf32>, %arg13: tensor<8x1x1xf32>, %arg14: tensor<8xf32>, %arg15: tensor<8xf32>, %arg16: tensor<8x8x3x3xf32>, %arg17: tensor<8x1x1xf32>, %arg18: tensor<16x8x3x3xf32>, %arg19: tensor<16x1x1xf32>, %arg20: tensor<16xf32>, %arg21: tensor<16xf32>, %arg22: tensor<16x16x3x3xf32>, %arg23: tensor<16x1x1xf32>, %arg24: tensor<32x16x3x3xf32>, %arg25: tensor<32x1x1xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<32x32x3x3xf32>, %arg29: tensor<32x1x1xf32>, %arg30: tensor<1x8x1x1xf32>, %arg31: tensor<1x1x1xf32>, %arg32: tensor<8x16x2x2xf32>, %arg33: tensor<8x1x1xf32>, %arg34: tensor<16x32x2x2xf32>, %arg35: tensor<16x1x1xf32>, %arg36: tensor<4x1x32x32xf32>) -> (tensor<4x1x32x32xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg36, dims = [0, 2, 3, 4] : (tensor<4x1x32x32xf32>) -> tensor<4x1x1x32x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<4x1x1x32x32xf32>) -> tensor<4x1x32x32xf32>
    %2 = stablehlo.convolution(%1, %arg12) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x1x32x32xf32>, tensor<8x1x3x3xf32>) -> tensor<4x8x32x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<4x8x32x32xf32>) -> tensor<4x1x8x32x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<4x1x8x32x32xf32>) -> tensor<4x8x32x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg13, dims = [1, 2, 3] : (tensor<8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<4x8x32x32xf32>
    %7 = stablehlo.add %4, %6 : tensor<4x8x32x32xf32>
    %8 = stablehlo.reshape %7 : (tensor<4x8x32x32xf32>) -> tensor<4x4x2x32x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst) applies stablehlo.add across dimensions = [2, 3, 4] : (tensor<4x4x2x32x32xf32>, tensor<f32>) -> tensor<4x4xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<4x4xf32>) -> tensor<4x4x1x1x1xf32>
    %cst_0 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x4x1x1x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<4x4x1x1x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %13 = call @_var(%8, %c) : (tensor<4x4x2x32x32xf32>, tensor<i32>) -> tensor<4x4x1x1x1xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x4x1x1x1xf32>
    %15 = stablehlo.maximum %14, %13 : tensor<4x4x1x1x1xf32>
    %cst_2 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x4x1x1x1xf32>
    %17 = stablehlo.add %15, %16 : tensor<4x4x1x1x1xf32>
    %18 = stablehlo.rsqrt %17 : tensor<4x4x1x1x1xf32>
    %19 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3, 4] : (tensor<4x4x1x1x1xf32>) -> tensor<4x4x2x32x32xf32>
    %20 = stablehlo.subtract %8, %19 : tensor<4x4x2x32x32xf32>
    %21 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3, 4] : (tensor<4x4x1x1x1xf32>) -> tensor<4x4x2x32x32xf32>
    %22 = stablehlo.multiply %20, %21 : tensor<4x4x2x32x32xf32>
    %23 = stablehlo.reshape %22 : (tensor<4x4x2x32x32xf32>) -> tensor<4x8x32x32xf32>
    %24 = stablehlo.reshape %arg14 : (tensor<8xf32>) -> tensor<8x1x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x32x32xf32>
    %26 = stablehlo.reshape %arg15 : (tensor<8xf32>) -> tensor<8x1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x32x32xf32>
    %28 = stablehlo.broadcast_in_dim %25, dims = [1, 2, 3] : (tensor<8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<1x8x32x32xf32>) -> tensor<4x8x32x32xf32>
    %30 = stablehlo.multiply %29, %23 : tensor<4x8x32x32xf32>
    %31 = stablehlo.broadcast_in_dim %27, dims = [1, 2, 3] : (tensor<8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2, 3] : (tensor<1x8x32x32xf32>) -> tensor<4x8x32x32xf32>
    %33 = stablehlo.add %30, %32 : tensor<4x8x32x32xf32>
    %34 = call @relu(%33) : (tensor<4x8x32x32xf32>) -> tensor<4x8x32x32xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 2, 3, 4] : (tensor<4x8x32x32xf32>) -> tensor<4x1x8x32x32xf32>
    %36 = stablehlo.reshape %35 : (tensor<4x1x8x32x32xf32>) -> tensor<4x8x32x32xf32>
    %37 = stablehlo.convolution(%36, %arg16) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x8x32x32xf32>, tensor<8x8x3x3xf32>) -> tensor<4x8x32x32xf32>
    %38 = stablehlo.reshape %37 : (tensor<4x8x32x32xf32>) -> tensor<4x1x8x32x32xf32>
    %39 = stablehlo.reshape %38 : (tensor<4x1x8x32x32xf32>) -> tensor<4x8x32x32xf32>
    %40 = stablehlo.broadcast_in_dim %arg17, dims = [1, 2, 3] : (tensor<8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<4x8x32x32xf32>
    %42 = stablehlo.add %39, %41 : tensor<4x8x32x32xf32>
    %43 = call @relu(%42) : (tensor<4x8x32x32xf32>) -> tensor<4x8x32x32xf32>
    %44 = stablehlo.transpose %43, dims = [0, 2, 3, 1] : (tensor<4x8x32x32xf32>) -> tensor<4x32x32x8xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 2, 3, 4] : (tensor<4x32x32x8xf32>) -> tensor<4x1x32x32x8xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<f32>
    %47 = "stablehlo.reduce_window"(%45, %46) <{base_dilations = array<i64: 1, 1, 1, 1, 1>, padding = dense<0> : tensor<5x2xi64>, window_dilations = array<i64: 1, 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 2, 2, 1>}> ({
    ^bb0(%arg37: tensor<f32>, %arg38: tensor<f32>):
      %258 = stablehlo.maximum %arg37, %arg38 : tensor<f32>
      stablehlo.return %258 : tensor<f32>
    }) : (tensor<4x1x32x32x8xf32>, tensor<f32>) -> tensor<4x1x16x16x8xf32>
    %48 = stablehlo.reshape %47 : (tensor<4x1x16x16x8xf32>) -> tensor<4x16x16x8xf32>
    %49 = stablehlo.transpose %48, dims = [0, 3, 1, 2] : (tensor<4x16x16x8xf32>) -> tensor<4x8x16x16xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 2, 3, 4] : (tensor<4x8x16x16xf32>) -> tensor<4x1x8x16x16xf32>
    %51 = stablehlo.reshape %50 : (tensor<4x1x8x16x16xf32>) -> tensor<4x8x16x16xf32>
    %52 = stablehlo.convolution(%51, %arg18) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x8x16x16xf32>, tensor<16x8x3x3xf32>) -> tensor<4x16x16x16xf32>
    %53 = stablehlo.reshape %52 : (tensor<4x16x16x16xf32>) -> tensor<4x1x16x16x16xf32>
    %54 = stablehlo.reshape %53 : (tensor<4x1x16x16x16xf32>) -> tensor<4x16x16x16xf32>
    %55 = stablehlo.broadcast_in_dim %arg19, dims = [1, 2, 3] : (tensor<16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<4x16x16x16xf32>
    %57 = stablehlo.add %54, %56 : tensor<4x16x16x16xf32>
    %58 = stablehlo.reshape %57 : (tensor<4x16x16x16xf32>) -> tensor<4x4x4x16x16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%58 init: %cst_4) applies stablehlo.add across dimensions = [2, 3, 4] : (tensor<4x4x4x16x16xf32>, tensor<f32>) -> tensor<4x4xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1] : (tensor<4x4xf32>) -> tensor<4x4x1x1x1xf32>
    %cst_5 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x4x1x1x1xf32>
    %62 = stablehlo.divide %60, %61 : tensor<4x4x1x1x1xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %63 = call @_var_0(%58, %c_6) : (tensor<4x4x4x16x16xf32>, tensor<i32>) -> tensor<4x4x1x1x1xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x4x1x1x1xf32>
    %65 = stablehlo.maximum %64, %63 : tensor<4x4x1x1x1xf32>
    %cst_8 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x4x1x1x1xf32>
    %67 = stablehlo.add %65, %66 : tensor<4x4x1x1x1xf32>
    %68 = stablehlo.rsqrt %67 : tensor<4x4x1x1x1xf32>
    %69 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3, 4] : (tensor<4x4x1x1x1xf32>) -> tensor<4x4x4x16x16xf32>
    %70 = stablehlo.subtract %58, %69 : tensor<4x4x4x16x16xf32>
    %71 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3, 4] : (tensor<4x4x1x1x1xf32>) -> tensor<4x4x4x16x16xf32>
    %72 = stablehlo.multiply %70, %71 : tensor<4x4x4x16x16xf32>
    %73 = stablehlo.reshape %72 : (tensor<4x4x4x16x16xf32>) -> tensor<4x16x16x16xf32>
    %74 = stablehlo.reshape %arg20 : (tensor<16xf32>) -> tensor<16x1x1xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2] : (tensor<16x1x1xf32>) -> tensor<16x16x16xf32>
    %76 = stablehlo.reshape %arg21 : (tensor<16xf32>) -> tensor<16x1x1xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<16x1x1xf32>) -> tensor<16x16x16xf32>
    %78 = stablehlo.broadcast_in_dim %75, dims = [1, 2, 3] : (tensor<16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<1x16x16x16xf32>) -> tensor<4x16x16x16xf32>
    %80 = stablehlo.multiply %79, %73 : tensor<4x16x16x16xf32>
    %81 = stablehlo.broadcast_in_dim %77, dims = [1, 2, 3] : (tensor<16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<1x16x16x16xf32>) -> tensor<4x16x16x16xf32>
    %83 = stablehlo.add %80, %82 : tensor<4x16x16x16xf32>
    %84 = call @relu_1(%83) : (tensor<4x16x16x16xf32>) -> tensor<4x16x16x16xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 2, 3, 4] : (tensor<4x16x16x16xf32>) -> tensor<4x1x16x16x16xf32>
    %86 = stablehlo.reshape %85 : (tensor<4x1x16x16x16xf32>) -> tensor<4x16x16x16xf32>
    %87 = stablehlo.convolution(%86, %arg22) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x16x16x16xf32>, tensor<16x16x3x3xf32>) -> tensor<4x16x16x16xf32>
    %88 = stablehlo.reshape %87 : (tensor<4x16x16x16xf32>) -> tensor<4x1x16x16x16xf32>
    %89 = stablehlo.reshape %88 : (tensor<4x1x16x16x16xf32>) -> tensor<4x16x16x16xf32>
    %90 = stablehlo.broadcast_in_dim %arg23, dims = [1, 2, 3] : (tensor<16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<4x16x16x16xf32>
    %92 = stablehlo.add %89, %91 : tensor<4x16x16x16xf32>
    %93 = call @relu_1(%92) : (tensor<4x16x16x16xf32>) -> tensor<4x16x16x16xf32>
    %94 = stablehlo.transpose %93, dims = [0, 2, 3, 1] : (tensor<4x16x16x16xf32>) -> tensor<4x16x16x16xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 2, 3, 4] : (tensor<4x16x16x16xf32>) -> tensor<4x1x16x16x16xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<f32>
    %97 = "stablehlo.reduce_window"(%95, %96) <{base_dilations = array<i64: 1, 1, 1, 1, 1>, padding = dense<0> : tensor<5x2xi64>, window_dilations = array<i64: 1, 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 2, 2, 1>}> ({
    ^bb0(%arg37: tensor<f32>, %arg38: tensor<f32>):
      %258 = stablehlo.maximum %arg37, %arg38 : tensor<f32>
      stablehlo.return %258 : tensor<f32>
    }) : (tensor<4x1x16x16x16xf32>, tensor<f32>) -> tensor<4x1x8x8x16xf32>
    %98 = stablehlo.reshape %97 : (tensor<4x1x8x8x16xf32>) -> tensor<4x8x8x16xf32>
    %99 = stablehlo.transpose %98, dims = [0, 3, 1, 2] : (tensor<4x8x8x16xf32>) -> tensor<4x16x8x8xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 2, 3, 4] : (tensor<4x16x8x8xf32>) -> tensor<4x1x16x8x8xf32>
    %101 = stablehlo.reshape %100 : (tensor<4x1x16x8x8xf32>) -> tensor<4x16x8x8xf32>
    %102 = stablehlo.convolution(%101, %arg24) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x16x8x8xf32>, tensor<32x16x3x3xf32>) -> tensor<4x32x8x8xf32>
    %103 = stablehlo.reshape %102 : (tensor<4x32x8x8xf32>) -> tensor<4x1x32x8x8xf32>
    %104 = stablehlo.reshape %103 : (tensor<4x1x32x8x8xf32>) -> tensor<4x32x8x8xf32>
    %105 = stablehlo.broadcast_in_dim %arg25, dims = [1, 2, 3] : (tensor<32x1x1xf32>) -> tensor<1x32x1x1xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2, 3] : (tensor<1x32x1x1xf32>) -> tensor<4x32x8x8xf32>
    %107 = stablehlo.add %104, %106 : tensor<4x32x8x8xf32>
    %108 = stablehlo.reshape %107 : (tensor<4x32x8x8xf32>) -> tensor<4x4x8x8x8xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.reduce(%108 init: %cst_10) applies stablehlo.add across dimensions = [2, 3, 4] : (tensor<4x4x8x8x8xf32>, tensor<f32>) -> tensor<4x4xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1] : (tensor<4x4xf32>) -> tensor<4x4x1x1x1xf32>
    %cst_11 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x4x1x1x1xf32>
    %112 = stablehlo.divide %110, %111 : tensor<4x4x1x1x1xf32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %113 = call @_var_2(%108, %c_12) : (tensor<4x4x8x8x8xf32>, tensor<i32>) -> tensor<4x4x1x1x1xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x4x1x1x1xf32>
    %115 = stablehlo.maximum %114, %113 : tensor<4x4x1x1x1xf32>
    %cst_14 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4x4x1x1x1xf32>
    %117 = stablehlo.add %115, %116 : tensor<4x4x1x1x1xf32>
    %118 = stablehlo.rsqrt %117 : tensor<4x4x1x1x1xf32>
    %119 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3, 4] : (tensor<4x4x1x1x1xf32>) -> tensor<4x4x8x8x8xf32>
    %120 = stablehlo.subtract %108, %119 : tensor<4x4x8x8x8xf32>
    %121 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2, 3, 4] : (tensor<4x4x1x1x1xf32>) -> tensor<4x4x8x8x8xf32>
    %122 = stablehlo.multiply %120, %121 : tensor<4x4x8x8x8xf32>
    %123 = stablehlo.reshape %122 : (tensor<4x4x8x8x8xf32>) -> tensor<4x32x8x8xf32>
    %124 = stablehlo.reshape %arg26 : (tensor<32xf32>) -> tensor<32x1x1xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2] : (tensor<32x1x1xf32>) -> tensor<32x8x8xf32>
    %126 = stablehlo.reshape %arg27 : (tensor<32xf32>) -> tensor<32x1x1xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<32x1x1xf32>) -> tensor<32x8x8xf32>
    %128 = stablehlo.broadcast_in_dim %125, dims = [1, 2, 3] : (tensor<32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2, 3] : (tensor<1x32x8x8xf32>) -> tensor<4x32x8x8xf32>
    %130 = stablehlo.multiply %129, %123 : tensor<4x32x8x8xf32>
    %131 = stablehlo.broadcast_in_dim %127, dims = [1, 2, 3] : (tensor<32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2, 3] : (tensor<1x32x8x8xf32>) -> tensor<4x32x8x8xf32>
    %133 = stablehlo.add %130, %132 : tensor<4x32x8x8xf32>
    %134 = call @relu_3(%133) : (tensor<4x32x8x8xf32>) -> tensor<4x32x8x8xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 2, 3, 4] : (tensor<4x32x8x8xf32>) -> tensor<4x1x32x8x8xf32>
    %136 = stablehlo.reshape %135 : (tensor<4x1x32x8x8xf32>) -> tensor<4x32x8x8xf32>
    %137 = stablehlo.convolution(%136, %arg28) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x32x8x8xf32>, tensor<32x32x3x3xf32>) -> tensor<4x32x8x8xf32>
    %138 = stablehlo.reshape %137 : (tensor<4x32x8x8xf32>) -> tensor<4x1x32x8x8xf32>
    %139 = stablehlo.reshape %138 : (tensor<4x1x32x8x8xf32>) -> tensor<4x32x8x8xf32>
    %140 = stablehlo.broadcast_in_dim %arg29, dims = [1, 2, 3] : (tensor<32x1x1xf32>) -> tensor<1x32x1x1xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2, 3] : (tensor<1x32x1x1xf32>) -> tensor<4x32x8x8xf32>
    %142 = stablehlo.add %139, %141 : tensor<4x32x8x8xf32>
    %143 = call @relu_3(%142) : (tensor<4x32x8x8xf32>) -> tensor<4x32x8x8xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 2, 3, 4] : (tensor<4x32x8x8xf32>) -> tensor<4x1x32x8x8xf32>
    %145 = stablehlo.reshape %144 : (tensor<4x1x32x8x8xf32>) -> tensor<4x32x8x8xf32>
    %146 = stablehlo.convolution(%145, %arg34) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x32x8x8xf32>, tensor<16x32x2x2xf32>) -> tensor<4x16x16x16xf32>
    %147 = stablehlo.reshape %146 : (tensor<4x16x16x16xf32>) -> tensor<4x1x16x16x16xf32>
    %148 = stablehlo.reshape %147 : (tensor<4x1x16x16x16xf32>) -> tensor<4x16x16x16xf32>
    %149 = stablehlo.broadcast_in_dim %arg35, dims = [1, 2, 3] : (tensor<16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<4x16x16x16xf32>
    %151 = stablehlo.add %148, %150 : tensor<4x16x16x16xf32>
    %152 = stablehlo.concatenate %151, %93, dim = 1 : (tensor<4x16x16x16xf32>, tensor<4x16x16x16xf32>) -> tensor<4x32x16x16xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 2, 3, 4] : (tensor<4x32x16x16xf32>) -> tensor<4x1x32x16x16xf32>
    %154 = stablehlo.reshape %153 : (tensor<4x1x32x16x16xf32>) -> tensor<4x32x16x16xf32>
    %155 = stablehlo.convolution(%154, %arg6) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x32x16x16xf32>, tensor<16x32x3x3xf32>) -> tensor<4x16x16x16xf32>
    %156 = stablehlo.reshape %155 : (tensor<4x16x16x16xf32>) -> tensor<4x1x16x16x16xf32>
    %157 = stablehlo.reshape %156 : (tensor<4x1x16x16x16xf32>) -> tensor<4x16x16x16xf32>
    %158 = stablehlo.broadcast_in_dim %arg7, dims = [1, 2, 3] : (tensor<16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<4x16x16x16xf32>
    %160 = stablehlo.add %157, %159 : tensor<4x16x16x16xf32>
    %161 = stablehlo.reshape %160 : (tensor<4x16x16x16xf32>) -> tensor<4x4x4x16x16xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %162 = stablehlo.reduce(%161 init: %cst_15) applies stablehlo.add across dimensions = [2, 3, 4] : (tensor<4x4x4x16x16xf32>, tensor<f32>) -> tensor<4x4xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1] : (tensor<4x4xf32>) -> tensor<4x4x1x1x1xf32>
    %cst_16 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4x4x1x1x1xf32>
    %165 = stablehlo.divide %163, %164 : tensor<4x4x1x1x1xf32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %166 = call @_var_0(%161, %c_17) : (tensor<4x4x4x16x16xf32>, tensor<i32>) -> tensor<4x4x1x1x1xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4x4x1x1x1xf32>
    %168 = stablehlo.maximum %167, %166 : tensor<4x4x1x1x1xf32>
    %cst_19 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4x4x1x1x1xf32>
    %170 = stablehlo.add %168, %169 : tensor<4x4x1x1x1xf32>
    %171 = stablehlo.rsqrt %170 : tensor<4x4x1x1x1xf32>
    %172 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2, 3, 4] : (tensor<4x4x1x1x1xf32>) -> tensor<4x4x4x16x16xf32>
    %173 = stablehlo.subtract %161, %172 : tensor<4x4x4x16x16xf32>
    %174 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2, 3, 4] : (tensor<4x4x1x1x1xf32>) -> tensor<4x4x4x16x16xf32>
    %175 = stablehlo.multiply %173, %174 : tensor<4x4x4x16x16xf32>
    %176 = stablehlo.reshape %175 : (tensor<4x4x4x16x16xf32>) -> tensor<4x16x16x16xf32>
    %177 = stablehlo.reshape %arg8 : (tensor<16xf32>) -> tensor<16x1x1xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2] : (tensor<16x1x1xf32>) -> tensor<16x16x16xf32>
    %179 = stablehlo.reshape %arg9 : (tensor<16xf32>) -> tensor<16x1x1xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2] : (tensor<16x1x1xf32>) -> tensor<16x16x16xf32>
    %181 = stablehlo.broadcast_in_dim %178, dims = [1, 2, 3] : (tensor<16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2, 3] : (tensor<1x16x16x16xf32>) -> tensor<4x16x16x16xf32>
    %183 = stablehlo.multiply %182, %176 : tensor<4x16x16x16xf32>
    %184 = stablehlo.broadcast_in_dim %180, dims = [1, 2, 3] : (tensor<16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2, 3] : (tensor<1x16x16x16xf32>) -> tensor<4x16x16x16xf32>
    %186 = stablehlo.add %183, %185 : tensor<4x16x16x16xf32>
    %187 = call @relu_1(%186) : (tensor<4x16x16x16xf32>) -> tensor<4x16x16x16xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 2, 3, 4] : (tensor<4x16x16x16xf32>) -> tensor<4x1x16x16x16xf32>
    %189 = stablehlo.reshape %188 : (tensor<4x1x16x16x16xf32>) -> tensor<4x16x16x16xf32>
    %190 = stablehlo.convolution(%189, %arg10) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x16x16x16xf32>, tensor<16x16x3x3xf32>) -> tensor<4x16x16x16xf32>
    %191 = stablehlo.reshape %190 : (tensor<4x16x16x16xf32>) -> tensor<4x1x16x16x16xf32>
    %192 = stablehlo.reshape %191 : (tensor<4x1x16x16x16xf32>) -> tensor<4x16x16x16xf32>
    %193 = stablehlo.broadcast_in_dim %arg11, dims = [1, 2, 3] : (tensor<16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<4x16x16x16xf32>
    %195 = stablehlo.add %192, %194 : tensor<4x16x16x16xf32>
    %196 = call @relu_1(%195) : (tensor<4x16x16x16xf32>) -> tensor<4x16x16x16xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 2, 3, 4] : (tensor<4x16x16x16xf32>) -> tensor<4x1x16x16x16xf32>
    %198 = stablehlo.reshape %197 : (tensor<4x1x16x16x16xf32>) -> tensor<4x16x16x16xf32>
    %199 = stablehlo.convolution(%198, %arg32) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x16x16x16xf32>, tensor<8x16x2x2xf32>) -> tensor<4x8x32x32xf32>
    %200 = stablehlo.reshape %199 : (tensor<4x8x32x32xf32>) -> tensor<4x1x8x32x32xf32>
    %201 = stablehlo.reshape %200 : (tensor<4x1x8x32x32xf32>) -> tensor<4x8x32x32xf32>
    %202 = stablehlo.broadcast_in_dim %arg33, dims = [1, 2, 3] : (tensor<8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<4x8x32x32xf32>
    %204 = stablehlo.add %201, %203 : tensor<4x8x32x32xf32>
    %205 = stablehlo.concatenate %204, %43, dim = 1 : (tensor<4x8x32x32xf32>, tensor<4x8x32x32xf32>) -> tensor<4x16x32x32xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 2, 3, 4] : (tensor<4x16x32x32xf32>) -> tensor<4x1x16x32x32xf32>
    %207 = stablehlo.reshape %206 : (tensor<4x1x16x32x32xf32>) -> tensor<4x16x32x32xf32>
    %208 = stablehlo.convolution(%207, %arg0) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x16x32x32xf32>, tensor<8x16x3x3xf32>) -> tensor<4x8x32x32xf32>
    %209 = stablehlo.reshape %208 : (tensor<4x8x32x32xf32>) -> tensor<4x1x8x32x32xf32>
    %210 = stablehlo.reshape %209 : (tensor<4x1x8x32x32xf32>) -> tensor<4x8x32x32xf32>
    %211 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<4x8x32x32xf32>
    %213 = stablehlo.add %210, %212 : tensor<4x8x32x32xf32>
    %214 = stablehlo.reshape %213 : (tensor<4x8x32x32xf32>) -> tensor<4x4x2x32x32xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %215 = stablehlo.reduce(%214 init: %cst_20) applies stablehlo.add across dimensions = [2, 3, 4] : (tensor<4x4x2x32x32xf32>, tensor<f32>) -> tensor<4x4xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1] : (tensor<4x4xf32>) -> tensor<4x4x1x1x1xf32>
    %cst_21 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4x4x1x1x1xf32>
    %218 = stablehlo.divide %216, %217 : tensor<4x4x1x1x1xf32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %219 = call @_var(%214, %c_22) : (tensor<4x4x2x32x32xf32>, tensor<i32>) -> tensor<4x4x1x1x1xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<4x4x1x1x1xf32>
    %221 = stablehlo.maximum %220, %219 : tensor<4x4x1x1x1xf32>
    %cst_24 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<4x4x1x1x1xf32>
    %223 = stablehlo.add %221, %222 : tensor<4x4x1x1x1xf32>
    %224 = stablehlo.rsqrt %223 : tensor<4x4x1x1x1xf32>
    %225 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2, 3, 4] : (tensor<4x4x1x1x1xf32>) -> tensor<4x4x2x32x32xf32>
    %226 = stablehlo.subtract %214, %225 : tensor<4x4x2x32x32xf32>
    %227 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2, 3, 4] : (tensor<4x4x1x1x1xf32>) -> tensor<4x4x2x32x32xf32>
    %228 = stablehlo.multiply %226, %227 : tensor<4x4x2x32x32xf32>
    %229 = stablehlo.reshape %228 : (tensor<4x4x2x32x32xf32>) -> tensor<4x8x32x32xf32>
    %230 = stablehlo.reshape %arg2 : (tensor<8xf32>) -> tensor<8x1x1xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x32x32xf32>
    %232 = stablehlo.reshape %arg3 : (tensor<8xf32>) -> tensor<8x1x1xf32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x32x32xf32>
    %234 = stablehlo.broadcast_in_dim %231, dims = [1, 2, 3] : (tensor<8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2, 3] : (tensor<1x8x32x32xf32>) -> tensor<4x8x32x32xf32>
    %236 = stablehlo.multiply %235, %229 : tensor<4x8x32x32xf32>
    %237 = stablehlo.broadcast_in_dim %233, dims = [1, 2, 3] : (tensor<8x32x32xf32>) -> tensor<1x8x32x32xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0, 1, 2, 3] : (tensor<1x8x32x32xf32>) -> tensor<4x8x32x32xf32>
    %239 = stablehlo.add %236, %238 : tensor<4x8x32x32xf32>
    %240 = call @relu(%239) : (tensor<4x8x32x32xf32>) -> tensor<4x8x32x32xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0, 2, 3, 4] : (tensor<4x8x32x32xf32>) -> tensor<4x1x8x32x32xf32>
    %242 = stablehlo.reshape %241 : (tensor<4x1x8x32x32xf32>) -> tensor<4x8x32x32xf32>
    %243 = stablehlo.convolution(%242, %arg4) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x8x32x32xf32>, tensor<8x8x3x3xf32>) -> tensor<4x8x32x32xf32>
    %244 = stablehlo.reshape %243 : (tensor<4x8x32x32xf32>) -> tensor<4x1x8x32x32xf32>
    %245 = stablehlo.reshape %244 : (tensor<4x1x8x32x32xf32>) -> tensor<4x8x32x32xf32>
    %246 = stablehlo.broadcast_in_dim %arg5, dims = [1, 2, 3] : (tensor<8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<4x8x32x32xf32>
    %248 = stablehlo.add %245, %247 : tensor<4x8x32x32xf32>
    %249 = call @relu(%248) : (tensor<4x8x32x32xf32>) -> tensor<4x8x32x32xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 2, 3, 4] : (tensor<4x8x32x32xf32>) -> tensor<4x1x8x32x32xf32>
    %251 = stablehlo.reshape %250 : (tensor<4x1x8x32x32xf32>) -> tensor<4x8x32x32xf32>
    %252 = stablehlo.convolution(%251, %arg30) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x8x32x32xf32>, tensor<1x8x1x1xf32>) -> tensor<4x1x32x32xf32>
    %253 = stablehlo.reshape %252 : (tensor<4x1x32x32xf32>) -> tensor<4x1x1x32x32xf32>
    %254 = stablehlo.reshape %253 : (tensor<4x1x1x32x32xf32>) -> tensor<4x1x32x32xf32>
    %255 = stablehlo.broadcast_in_dim %arg31, dims = [1, 2, 3] : (tensor<1x1x1xf32>) -> tensor<1x1x1x1xf32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<4x1x32x32xf32>
    %257 = stablehlo.add %254, %256 : tensor<4x1x32x32xf32>
    return %257 : tensor<4x1x32x32xf32>
  }
  func.func private @_var(%arg0: tensor<4x4x2x32x32xf32>, %arg1: tensor<i32>) -> tensor<4x4x1x1x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2, 3, 4] : (tensor<4x4x2x32x32xf32>, tensor<f32>) -> tensor<4x4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<4x4xf32>) -> tensor<4x4x1x1x1xf32>
    %cst_0 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x4x1x1x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<4x4x1x1x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3, 4] : (tensor<4x4x1x1x1xf32>) -> tensor<4x4x2x32x32xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x4x2x32x32xf32>
    %6 = chlo.square %5 : tensor<4x4x2x32x32xf32> -> tensor<4x4x2x32x32xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2, 3, 4] : (tensor<4x4x2x32x32xf32>, tensor<f32>) -> tensor<4x4xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<4x4xf32>) -> tensor<4x4x1x1x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<4x4x1x1x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<4x4x1x1x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where(%13, %12, %cst_4) : (tensor<i1>, tensor<4x4x1x1x1xf32>, tensor<f32>) -> tensor<4x4x1x1x1xf32>
    return %14 : tensor<4x4x1x1x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<4x4x1x1x1xf32>, %arg2: tensor<f32>) -> tensor<4x4x1x1x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2, 3] : (tensor<1x1x1xf32>) -> tensor<4x1x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1, 2, 3, 4] : (tensor<4x1x1x1xf32>) -> tensor<4x4x1x1x1xf32>
    %4 = stablehlo.select %arg0, %arg1, %3 : tensor<i1>, tensor<4x4x1x1x1xf32>
    return %4 : tensor<4x4x1x1x1xf32>
  }
  func.func private @relu(%arg0: tensor<4x8x32x32xf32>) -> tensor<4x8x32x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8x32x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x8x32x32xf32>
    return %1 : tensor<4x8x32x32xf32>
  }
  func.func private @_var_0(%arg0: tensor<4x4x4x16x16xf32>, %arg1: tensor<i32>) -> tensor<4x4x1x1x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2, 3, 4] : (tensor<4x4x4x16x16xf32>, tensor<f32>) -> tensor<4x4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<4x4xf32>) -> tensor<4x4x1x1x1xf32>
    %cst_0 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x4x1x1x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<4x4x1x1x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3, 4] : (tensor<4x4x1x1x1xf32>) -> tensor<4x4x4x16x16xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x4x4x16x16xf32>
    %6 = chlo.square %5 : tensor<4x4x4x16x16xf32> -> tensor<4x4x4x16x16xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2, 3, 4] : (tensor<4x4x4x16x16xf32>, tensor<f32>) -> tensor<4x4xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<4x4xf32>) -> tensor<4x4x1x1x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<4x4x1x1x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<4x4x1x1x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where(%13, %12, %cst_4) : (tensor<i1>, tensor<4x4x1x1x1xf32>, tensor<f32>) -> tensor<4x4x1x1x1xf32>
    return %14 : tensor<4x4x1x1x1xf32>
  }
  func.func private @relu_1(%arg0: tensor<4x16x16x16xf32>) -> tensor<4x16x16x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16x16x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x16x16x16xf32>
    return %1 : tensor<4x16x16x16xf32>
  }
  func.func private @_var_2(%arg0: tensor<4x4x8x8x8xf32>, %arg1: tensor<i32>) -> tensor<4x4x1x1x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2, 3, 4] : (tensor<4x4x8x8x8xf32>, tensor<f32>) -> tensor<4x4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<4x4xf32>) -> tensor<4x4x1x1x1xf32>
    %cst_0 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x4x1x1x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<4x4x1x1x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3, 4] : (tensor<4x4x1x1x1xf32>) -> tensor<4x4x8x8x8xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x4x8x8x8xf32>
    %6 = chlo.square %5 : tensor<4x4x8x8x8xf32> -> tensor<4x4x8x8x8xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2, 3, 4] : (tensor<4x4x8x8x8xf32>, tensor<f32>) -> tensor<4x4xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<4x4xf32>) -> tensor<4x4x1x1x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<4x4x1x1x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<4x4x1x1x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where(%13, %12, %cst_4) : (tensor<i1>, tensor<4x4x1x1x1xf32>, tensor<f32>) -> tensor<4x4x1x1x1xf32>
    return %14 : tensor<4x4x1x1x1xf32>
  }
  func.func private @relu_3(%arg0: tensor<4x32x8x8xf32>) -> tensor<4x32x8x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32x8x8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x32x8x8xf32>
    return %1 : tensor<4x32x8x8xf32>
  }
}
