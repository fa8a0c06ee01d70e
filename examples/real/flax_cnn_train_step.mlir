module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xf32>, %arg1: tensor<3x3x1x32xf32>, %arg2: tensor<64xf32>, %arg3: tensor<3x3x32x64xf32>, %arg4: tensor<256xf32>, %arg5: tensor<3136x256xf32>, %arg6: tensor<10xf32>, %arg7: tensor<256x10xf32>, %arg8: tensor<i32>, %arg9: tensor<32xf32>, %arg10: tensor<3x3x1x32xf32>, %arg11: tensor<64xf32>, %arg12: tensor<3x3x32x64xf32>, %arg13: tensor<256xf32>, %arg14: tensor<3136x256xf32>, %arg15: tensor<10xf32>, %arg16: tensor<256x10xf32>, %arg17: tensor<32xf32>, %arg18: tensor<3x3x1x32xf32>, %arg19: tensor<64xf32>, %arg20: tensor<3x3x32x64xf32>, %arg21: tensor<256xf32>, %arg22: tensor<3136x256xf32>, %arg23: tensor<10xf32>, %arg24: tensor<256x10xf32>, %arg25: tensor<8x28x28x1xf32>, %arg26: tensor<8xi32>) -> (tensor<32xf32> {jax.result_info = "result[0]['params']['Conv_0']['bias']"}, tensor<3x3x1x32xf32> {jax.result_info = "result[0]['params']['Conv_0']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['params']['Conv_1']['bias']"}, tensor<3x3x32x64xf32> {jax.result_info = "result[0]['params']['Conv_1']['kernel']"}, tensor<256xf32> {jax.result_info = "result[0]['params']['Dense_0']['bias']"}, tensor<3136x256xf32> {jax.result_info = "result[0]['params']['Dense_0']['kernel']"}, tensor<10xf32> {jax.result_info = "result[0]['params']['Dense_1']['bias']"}, tensor<256x10xf32> {jax.result_info = "result[0]['params']['Dense_1']['kernel']"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['Conv_0']['bias']"}, tensor<3x3x1x32xf32> {jax.result_info = "result[1][0].mu['params']['Conv_0']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['params']['Conv_1']['bias']"}, tensor<3x3x32x64xf32> {jax.result_info = "result[1][0].mu['params']['Conv_1']['kernel']"}, tensor<256xf32> {jax.result_info = "result[1][0].mu['params']['Dense_0']['bias']"}, tensor<3136x256xf32> {jax.result_info = "result[1][0].mu['params']['Dense_0']['kernel']"}, tensor<10xf32> {jax.result_info = "result[1][0].mu['params']['Dense_1']['bias']"}, tensor<256x10xf32> {jax.result_info = "result[1][0].mu['params']['Dense_1']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['Conv_0']['bias']"}, tensor<3x3x1x32xf32> {jax.result_info = "result[1][0].nu['params']['Conv_0']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['params']['Conv_1']['bias']"}, tensor<3x3x32x64xf32> {jax.result_info = "result[1][0].nu['params']['Conv_1']['kernel']"}, tensor<256xf32> {jax.result_info = "result[1][0].nu['params']['Dense_0']['bias']"}, tensor<3136x256xf32> {jax.result_info = "result[1][0].nu['params']['Dense_0']['kernel']"}, tensor<10xf32> {jax.result_info = "result[1][0].nu['params']['Dense_1']['bias']"}, tensor<256x10xf32> {jax.result_info = "result[1][0].nu['params']['Dense_1']['kernel']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convolution(%arg25, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x28x28x1xf32>, tensor<3x3x1x32xf32>) -> tensor<8x28x28x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x28x28x32xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x28x28x32xf32>
    %4 = call @relu(%3) : (tensor<8x28x28x32xf32>) -> tensor<8x28x28x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x28x28x32xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<8x28x28x32xf32>, tensor<8x28x28x32xf32>) -> tensor<8x28x28x32xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<f32>
    %8 = "stablehlo.reduce_window"(%4, %7) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
      %310 = stablehlo.add %arg27, %arg28 : tensor<f32>
      stablehlo.return %310 : tensor<f32>
    }) : (tensor<8x28x28x32xf32>, tensor<f32>) -> tensor<8x14x14x32xf32>
    %cst_1 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x14x14x32xf32>
    %10 = stablehlo.divide %8, %9 : tensor<8x14x14x32xf32>
    %11 = stablehlo.convolution(%10, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x14x14x32xf32>, tensor<3x3x32x64xf32>) -> tensor<8x14x14x64xf32>
    %12 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x14x14x64xf32>
    %14 = stablehlo.add %11, %13 : tensor<8x14x14x64xf32>
    %15 = call @relu_0(%14) : (tensor<8x14x14x64xf32>) -> tensor<8x14x14x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x14x14x64xf32>
    %17 = stablehlo.compare GT, %14, %16, FLOAT : (tensor<8x14x14x64xf32>, tensor<8x14x14x64xf32>) -> tensor<8x14x14x64xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<f32>
    %19 = "stablehlo.reduce_window"(%15, %18) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
      %310 = stablehlo.add %arg27, %arg28 : tensor<f32>
      stablehlo.return %310 : tensor<f32>
    }) : (tensor<8x14x14x64xf32>, tensor<f32>) -> tensor<8x7x7x64xf32>
    %cst_4 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x7x7x64xf32>
    %21 = stablehlo.divide %19, %20 : tensor<8x7x7x64xf32>
    %22 = stablehlo.reshape %21 : (tensor<8x7x7x64xf32>) -> tensor<8x3136xf32>
    %23 = stablehlo.dot_general %22, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x3136xf32>, tensor<3136x256xf32>) -> tensor<8x256xf32>
    %24 = stablehlo.reshape %arg4 : (tensor<256xf32>) -> tensor<1x256xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<8x256xf32>
    %26 = stablehlo.add %23, %25 : tensor<8x256xf32>
    %27 = call @relu_1(%26) : (tensor<8x256xf32>) -> tensor<8x256xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %29 = stablehlo.compare GT, %26, %28, FLOAT : (tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x256xi1>
    %30 = stablehlo.dot_general %27, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256xf32>, tensor<256x10xf32>) -> tensor<8x10xf32>
    %31 = stablehlo.reshape %arg6 : (tensor<10xf32>) -> tensor<1x10xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<8x10xf32>
    %33 = stablehlo.add %30, %32 : tensor<8x10xf32>
    %34 = stablehlo.broadcast_in_dim %arg26, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %35:2 = call @take_along_axis(%33, %34) : (tensor<8x10xf32>, tensor<8x1xi32>) -> (tensor<8x1xf32>, tensor<8x1x1xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %36:2 = call @_take(%35#0, %c) : (tensor<8x1xf32>, tensor<i32>) -> (tensor<8xf32>, tensor<1xi32>)
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %37 = stablehlo.reduce(%33 init: %cst_6) applies stablehlo.maximum across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %39 = stablehlo.maximum %38, %37 : tensor<8xf32>
    %40 = stablehlo.is_finite %39 : (tensor<8xf32>) -> tensor<8xi1>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %42 = stablehlo.select %40, %39, %41 : tensor<8xi1>, tensor<8xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %45 = stablehlo.subtract %33, %44 : tensor<8x10xf32>
    %46 = stablehlo.exponential %45 : tensor<8x10xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.reduce(%46 init: %cst_9) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %48 = stablehlo.abs %47 : tensor<8xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %50 = stablehlo.compare GE, %47, %49, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %51 = stablehlo.log %48 : tensor<8xf32>
    %52 = stablehlo.add %51, %42 : tensor<8xf32>
    %53 = stablehlo.subtract %52, %36#0 : tensor<8xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_12 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %55 = stablehlo.divide %54, %cst_12 : tensor<f32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_14 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %56 = stablehlo.divide %cst_13, %cst_14 : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %58 = stablehlo.negate %57 : tensor<8xf32>
    %59 = stablehlo.divide %57, %48 : tensor<8xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %61 = stablehlo.select %50, %60, %59 : tensor<8xi1>, tensor<8xf32>
    %62 = stablehlo.select %50, %59, %60 : tensor<8xi1>, tensor<8xf32>
    %63 = stablehlo.negate %61 : tensor<8xf32>
    %64 = stablehlo.add %62, %63 : tensor<8xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %66 = stablehlo.multiply %65, %46 : tensor<8x10xf32>
    %67 = call @_take_2(%36#1, %58) : (tensor<1xi32>, tensor<8xf32>) -> tensor<8x1xf32>
    %68 = call @take_along_axis_3(%35#1, %67) : (tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x10xf32>
    %69 = stablehlo.add %66, %68 : tensor<8x10xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.reduce(%69 init: %cst_16) applies stablehlo.add across dimensions = [0] : (tensor<8x10xf32>, tensor<f32>) -> tensor<10xf32>
    %71 = stablehlo.reshape %70 : (tensor<10xf32>) -> tensor<1x10xf32>
    %72 = stablehlo.reshape %71 : (tensor<1x10xf32>) -> tensor<10xf32>
    %73 = stablehlo.dot_general %69, %27, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x10xf32>, tensor<8x256xf32>) -> tensor<10x256xf32>
    %74 = stablehlo.transpose %73, dims = [1, 0] : (tensor<10x256xf32>) -> tensor<256x10xf32>
    %75 = stablehlo.dot_general %69, %arg7, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x10xf32>, tensor<256x10xf32>) -> tensor<8x256xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %77 = stablehlo.select %29, %75, %76 : tensor<8x256xi1>, tensor<8x256xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%77 init: %cst_18) applies stablehlo.add across dimensions = [0] : (tensor<8x256xf32>, tensor<f32>) -> tensor<256xf32>
    %79 = stablehlo.reshape %78 : (tensor<256xf32>) -> tensor<1x256xf32>
    %80 = stablehlo.reshape %79 : (tensor<1x256xf32>) -> tensor<256xf32>
    %81 = stablehlo.dot_general %77, %22, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256xf32>, tensor<8x3136xf32>) -> tensor<256x3136xf32>
    %82 = stablehlo.transpose %81, dims = [1, 0] : (tensor<256x3136xf32>) -> tensor<3136x256xf32>
    %83 = stablehlo.dot_general %77, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x256xf32>, tensor<3136x256xf32>) -> tensor<8x3136xf32>
    %84 = stablehlo.reshape %83 : (tensor<8x3136xf32>) -> tensor<8x7x7x64xf32>
    %cst_19 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x7x7x64xf32>
    %86 = stablehlo.divide %84, %85 : tensor<8x7x7x64xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.pad %86, %cst_20, low = [0, 1, 1, 0], high = [0, 1, 1, 0], interior = [0, 1, 1, 0] : (tensor<8x7x7x64xf32>, tensor<f32>) -> tensor<8x15x15x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<f32>
    %89 = "stablehlo.reduce_window"(%87, %88) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
      %310 = stablehlo.add %arg27, %arg28 : tensor<f32>
      stablehlo.return %310 : tensor<f32>
    }) : (tensor<8x15x15x64xf32>, tensor<f32>) -> tensor<8x14x14x64xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x14x14x64xf32>
    %91 = stablehlo.select %17, %89, %90 : tensor<8x14x14x64xi1>, tensor<8x14x14x64xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %92 = stablehlo.reduce(%91 init: %cst_23) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x14x14x64xf32>, tensor<f32>) -> tensor<64xf32>
    %93 = stablehlo.reshape %92 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %94 = stablehlo.reshape %93 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %95 = stablehlo.convolution(%10, %91) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x14x14x32xf32>, tensor<8x14x14x64xf32>) -> tensor<3x3x32x64xf32>
    %96 = stablehlo.reverse %arg3, dims = [0, 1] : tensor<3x3x32x64xf32>
    %97 = stablehlo.convolution(%91, %96) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x14x14x64xf32>, tensor<3x3x32x64xf32>) -> tensor<8x14x14x32xf32>
    %cst_24 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x14x14x32xf32>
    %99 = stablehlo.divide %97, %98 : tensor<8x14x14x32xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.pad %99, %cst_25, low = [0, 1, 1, 0], high = [0, 1, 1, 0], interior = [0, 1, 1, 0] : (tensor<8x14x14x32xf32>, tensor<f32>) -> tensor<8x29x29x32xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<f32>
    %102 = "stablehlo.reduce_window"(%100, %101) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
      %310 = stablehlo.add %arg27, %arg28 : tensor<f32>
      stablehlo.return %310 : tensor<f32>
    }) : (tensor<8x29x29x32xf32>, tensor<f32>) -> tensor<8x28x28x32xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x28x28x32xf32>
    %104 = stablehlo.select %6, %102, %103 : tensor<8x28x28x32xi1>, tensor<8x28x28x32xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.reduce(%104 init: %cst_28) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x28x28x32xf32>, tensor<f32>) -> tensor<32xf32>
    %106 = stablehlo.reshape %105 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %107 = stablehlo.reshape %106 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %108 = stablehlo.convolution(%arg25, %104) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x28x28x1xf32>, tensor<8x28x28x32xf32>) -> tensor<3x3x1x32xf32>
    %cst_29 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %110 = stablehlo.multiply %109, %107 : tensor<32xf32>
    %cst_30 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %112 = stablehlo.multiply %111, %arg9 : tensor<32xf32>
    %113 = stablehlo.add %110, %112 : tensor<32xf32>
    %cst_31 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %115 = stablehlo.multiply %114, %108 : tensor<3x3x1x32xf32>
    %cst_32 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %117 = stablehlo.multiply %116, %arg10 : tensor<3x3x1x32xf32>
    %118 = stablehlo.add %115, %117 : tensor<3x3x1x32xf32>
    %cst_33 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %120 = stablehlo.multiply %119, %94 : tensor<64xf32>
    %cst_34 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %122 = stablehlo.multiply %121, %arg11 : tensor<64xf32>
    %123 = stablehlo.add %120, %122 : tensor<64xf32>
    %cst_35 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %125 = stablehlo.multiply %124, %95 : tensor<3x3x32x64xf32>
    %cst_36 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %127 = stablehlo.multiply %126, %arg12 : tensor<3x3x32x64xf32>
    %128 = stablehlo.add %125, %127 : tensor<3x3x32x64xf32>
    %cst_37 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %130 = stablehlo.multiply %129, %80 : tensor<256xf32>
    %cst_38 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %132 = stablehlo.multiply %131, %arg13 : tensor<256xf32>
    %133 = stablehlo.add %130, %132 : tensor<256xf32>
    %cst_39 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<3136x256xf32>
    %135 = stablehlo.multiply %134, %82 : tensor<3136x256xf32>
    %cst_40 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<3136x256xf32>
    %137 = stablehlo.multiply %136, %arg14 : tensor<3136x256xf32>
    %138 = stablehlo.add %135, %137 : tensor<3136x256xf32>
    %cst_41 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %140 = stablehlo.multiply %139, %72 : tensor<10xf32>
    %cst_42 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %142 = stablehlo.multiply %141, %arg15 : tensor<10xf32>
    %143 = stablehlo.add %140, %142 : tensor<10xf32>
    %cst_43 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %145 = stablehlo.multiply %144, %74 : tensor<256x10xf32>
    %cst_44 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %147 = stablehlo.multiply %146, %arg16 : tensor<256x10xf32>
    %148 = stablehlo.add %145, %147 : tensor<256x10xf32>
    %149 = stablehlo.multiply %107, %107 : tensor<32xf32>
    %cst_45 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %151 = stablehlo.multiply %150, %149 : tensor<32xf32>
    %cst_46 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %153 = stablehlo.multiply %152, %arg17 : tensor<32xf32>
    %154 = stablehlo.add %151, %153 : tensor<32xf32>
    %155 = stablehlo.multiply %108, %108 : tensor<3x3x1x32xf32>
    %cst_47 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %157 = stablehlo.multiply %156, %155 : tensor<3x3x1x32xf32>
    %cst_48 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %159 = stablehlo.multiply %158, %arg18 : tensor<3x3x1x32xf32>
    %160 = stablehlo.add %157, %159 : tensor<3x3x1x32xf32>
    %161 = stablehlo.multiply %94, %94 : tensor<64xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %163 = stablehlo.multiply %162, %161 : tensor<64xf32>
    %cst_50 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %165 = stablehlo.multiply %164, %arg19 : tensor<64xf32>
    %166 = stablehlo.add %163, %165 : tensor<64xf32>
    %167 = stablehlo.multiply %95, %95 : tensor<3x3x32x64xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %169 = stablehlo.multiply %168, %167 : tensor<3x3x32x64xf32>
    %cst_52 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %171 = stablehlo.multiply %170, %arg20 : tensor<3x3x32x64xf32>
    %172 = stablehlo.add %169, %171 : tensor<3x3x32x64xf32>
    %173 = stablehlo.multiply %80, %80 : tensor<256xf32>
    %cst_53 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %175 = stablehlo.multiply %174, %173 : tensor<256xf32>
    %cst_54 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %177 = stablehlo.multiply %176, %arg21 : tensor<256xf32>
    %178 = stablehlo.add %175, %177 : tensor<256xf32>
    %179 = stablehlo.multiply %82, %82 : tensor<3136x256xf32>
    %cst_55 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<3136x256xf32>
    %181 = stablehlo.multiply %180, %179 : tensor<3136x256xf32>
    %cst_56 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<3136x256xf32>
    %183 = stablehlo.multiply %182, %arg22 : tensor<3136x256xf32>
    %184 = stablehlo.add %181, %183 : tensor<3136x256xf32>
    %185 = stablehlo.multiply %72, %72 : tensor<10xf32>
    %cst_57 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %187 = stablehlo.multiply %186, %185 : tensor<10xf32>
    %cst_58 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %189 = stablehlo.multiply %188, %arg23 : tensor<10xf32>
    %190 = stablehlo.add %187, %189 : tensor<10xf32>
    %191 = stablehlo.multiply %74, %74 : tensor<256x10xf32>
    %cst_59 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %193 = stablehlo.multiply %192, %191 : tensor<256x10xf32>
    %cst_60 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %195 = stablehlo.multiply %194, %arg24 : tensor<256x10xf32>
    %196 = stablehlo.add %193, %195 : tensor<256x10xf32>
    %c_61 = stablehlo.constant dense<2147483647> : tensor<i32>
    %197 = stablehlo.compare LT, %arg8, %c_61, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_62 = stablehlo.constant dense<1> : tensor<i32>
    %198 = stablehlo.add %arg8, %c_62 : tensor<i32>
    %c_63 = stablehlo.constant dense<2147483647> : tensor<i32>
    %199 = call @_where_4(%197, %198, %c_63) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_64 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %200 = stablehlo.convert %199 : (tensor<i32>) -> tensor<f32>
    %201 = stablehlo.power %cst_64, %200 : tensor<f32>
    %cst_65 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %202 = stablehlo.subtract %cst_65, %201 : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %204 = stablehlo.divide %113, %203 : tensor<32xf32>
    %205 = stablehlo.broadcast_in_dim %202, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %206 = stablehlo.divide %118, %205 : tensor<3x3x1x32xf32>
    %207 = stablehlo.broadcast_in_dim %202, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %208 = stablehlo.divide %123, %207 : tensor<64xf32>
    %209 = stablehlo.broadcast_in_dim %202, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %210 = stablehlo.divide %128, %209 : tensor<3x3x32x64xf32>
    %211 = stablehlo.broadcast_in_dim %202, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %212 = stablehlo.divide %133, %211 : tensor<256xf32>
    %213 = stablehlo.broadcast_in_dim %202, dims = [] : (tensor<f32>) -> tensor<3136x256xf32>
    %214 = stablehlo.divide %138, %213 : tensor<3136x256xf32>
    %215 = stablehlo.broadcast_in_dim %202, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %216 = stablehlo.divide %143, %215 : tensor<10xf32>
    %217 = stablehlo.broadcast_in_dim %202, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %218 = stablehlo.divide %148, %217 : tensor<256x10xf32>
    %cst_66 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %219 = stablehlo.convert %199 : (tensor<i32>) -> tensor<f32>
    %220 = stablehlo.power %cst_66, %219 : tensor<f32>
    %cst_67 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %221 = stablehlo.subtract %cst_67, %220 : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %223 = stablehlo.divide %154, %222 : tensor<32xf32>
    %224 = stablehlo.broadcast_in_dim %221, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %225 = stablehlo.divide %160, %224 : tensor<3x3x1x32xf32>
    %226 = stablehlo.broadcast_in_dim %221, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %227 = stablehlo.divide %166, %226 : tensor<64xf32>
    %228 = stablehlo.broadcast_in_dim %221, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %229 = stablehlo.divide %172, %228 : tensor<3x3x32x64xf32>
    %230 = stablehlo.broadcast_in_dim %221, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %231 = stablehlo.divide %178, %230 : tensor<256xf32>
    %232 = stablehlo.broadcast_in_dim %221, dims = [] : (tensor<f32>) -> tensor<3136x256xf32>
    %233 = stablehlo.divide %184, %232 : tensor<3136x256xf32>
    %234 = stablehlo.broadcast_in_dim %221, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %235 = stablehlo.divide %190, %234 : tensor<10xf32>
    %236 = stablehlo.broadcast_in_dim %221, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %237 = stablehlo.divide %196, %236 : tensor<256x10xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %239 = stablehlo.add %223, %238 : tensor<32xf32>
    %240 = stablehlo.sqrt %239 : tensor<32xf32>
    %cst_69 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %242 = stablehlo.add %240, %241 : tensor<32xf32>
    %243 = stablehlo.divide %204, %242 : tensor<32xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %245 = stablehlo.add %225, %244 : tensor<3x3x1x32xf32>
    %246 = stablehlo.sqrt %245 : tensor<3x3x1x32xf32>
    %cst_71 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %248 = stablehlo.add %246, %247 : tensor<3x3x1x32xf32>
    %249 = stablehlo.divide %206, %248 : tensor<3x3x1x32xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %251 = stablehlo.add %227, %250 : tensor<64xf32>
    %252 = stablehlo.sqrt %251 : tensor<64xf32>
    %cst_73 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %254 = stablehlo.add %252, %253 : tensor<64xf32>
    %255 = stablehlo.divide %208, %254 : tensor<64xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %257 = stablehlo.add %229, %256 : tensor<3x3x32x64xf32>
    %258 = stablehlo.sqrt %257 : tensor<3x3x32x64xf32>
    %cst_75 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %260 = stablehlo.add %258, %259 : tensor<3x3x32x64xf32>
    %261 = stablehlo.divide %210, %260 : tensor<3x3x32x64xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %263 = stablehlo.add %231, %262 : tensor<256xf32>
    %264 = stablehlo.sqrt %263 : tensor<256xf32>
    %cst_77 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %266 = stablehlo.add %264, %265 : tensor<256xf32>
    %267 = stablehlo.divide %212, %266 : tensor<256xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<3136x256xf32>
    %269 = stablehlo.add %233, %268 : tensor<3136x256xf32>
    %270 = stablehlo.sqrt %269 : tensor<3136x256xf32>
    %cst_79 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<3136x256xf32>
    %272 = stablehlo.add %270, %271 : tensor<3136x256xf32>
    %273 = stablehlo.divide %214, %272 : tensor<3136x256xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %275 = stablehlo.add %235, %274 : tensor<10xf32>
    %276 = stablehlo.sqrt %275 : tensor<10xf32>
    %cst_81 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %278 = stablehlo.add %276, %277 : tensor<10xf32>
    %279 = stablehlo.divide %216, %278 : tensor<10xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %281 = stablehlo.add %237, %280 : tensor<256x10xf32>
    %282 = stablehlo.sqrt %281 : tensor<256x10xf32>
    %cst_83 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %284 = stablehlo.add %282, %283 : tensor<256x10xf32>
    %285 = stablehlo.divide %218, %284 : tensor<256x10xf32>
    %cst_84 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %287 = stablehlo.multiply %286, %243 : tensor<32xf32>
    %cst_85 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %289 = stablehlo.multiply %288, %249 : tensor<3x3x1x32xf32>
    %cst_86 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %291 = stablehlo.multiply %290, %255 : tensor<64xf32>
    %cst_87 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %293 = stablehlo.multiply %292, %261 : tensor<3x3x32x64xf32>
    %cst_88 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %295 = stablehlo.multiply %294, %267 : tensor<256xf32>
    %cst_89 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<3136x256xf32>
    %297 = stablehlo.multiply %296, %273 : tensor<3136x256xf32>
    %cst_90 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %299 = stablehlo.multiply %298, %279 : tensor<10xf32>
    %cst_91 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %301 = stablehlo.multiply %300, %285 : tensor<256x10xf32>
    %302 = stablehlo.add %arg0, %287 : tensor<32xf32>
    %303 = stablehlo.add %arg1, %289 : tensor<3x3x1x32xf32>
    %304 = stablehlo.add %arg2, %291 : tensor<64xf32>
    %305 = stablehlo.add %arg3, %293 : tensor<3x3x32x64xf32>
    %306 = stablehlo.add %arg4, %295 : tensor<256xf32>
    %307 = stablehlo.add %arg5, %297 : tensor<3136x256xf32>
    %308 = stablehlo.add %arg6, %299 : tensor<10xf32>
    %309 = stablehlo.add %arg7, %301 : tensor<256x10xf32>
    return %302, %303, %304, %305, %306, %307, %308, %309, %199, %113, %118, %123, %128, %133, %138, %143, %148, %154, %160, %166, %172, %178, %184, %190, %196, %55 : tensor<32xf32>, tensor<3x3x1x32xf32>, tensor<64xf32>, tensor<3x3x32x64xf32>, tensor<256xf32>, tensor<3136x256xf32>, tensor<10xf32>, tensor<256x10xf32>, tensor<i32>, tensor<32xf32>, tensor<3x3x1x32xf32>, tensor<64xf32>, tensor<3x3x32x64xf32>, tensor<256xf32>, tensor<3136x256xf32>, tensor<10xf32>, tensor<256x10xf32>, tensor<32xf32>, tensor<3x3x1x32xf32>, tensor<64xf32>, tensor<3x3x32x64xf32>, tensor<256xf32>, tensor<3136x256xf32>, tensor<10xf32>, tensor<256x10xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<8x28x28x32xf32>) -> tensor<8x28x28x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x28x28x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x28x28x32xf32>
    return %1 : tensor<8x28x28x32xf32>
  }
  func.func private @relu_0(%arg0: tensor<8x14x14x64xf32>) -> tensor<8x14x14x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x14x14x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x14x14x64xf32>
    return %1 : tensor<8x14x14x64xf32>
  }
  func.func private @relu_1(%arg0: tensor<8x256xf32>) -> tensor<8x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x256xf32>
    return %1 : tensor<8x256xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<8x10xf32>, %arg1: tensor<8x1xi32>) -> (tensor<8x1xf32>, tensor<8x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<8x1xi1>, tensor<8x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %c_1 = stablehlo.constant dense<9> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x1x1xi1>, tensor<i1>) -> tensor<8x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<8x10xf32>, tensor<8x1x1xi32>) -> tensor<8x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<8x1xi1>, tensor<8x1xf32>
    return %15, %5 : tensor<8x1xf32>, tensor<8x1x1xi32>
  }
  func.func private @_take(%arg0: tensor<8x1xf32>, %arg1: tensor<i32>) -> (tensor<8xf32>, tensor<1xi32>) {
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
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 8, 1>}> : (tensor<8x1xf32>, tensor<1xi32>) -> tensor<8xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<8xi1>, tensor<8xf32>
    return %13, %3 : tensor<8xf32>, tensor<1xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_2(%arg0: tensor<1xi32>, %arg1: tensor<8xf32>) -> tensor<8x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x1xf32>, tensor<1xi32>, tensor<8xf32>) -> tensor<8x1xf32>
    return %1 : tensor<8x1xf32>
  }
  func.func private @take_along_axis_3(%arg0: tensor<8x1x1xi32>, %arg1: tensor<8x1xf32>) -> tensor<8x10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x10xf32>, tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x10xf32>
    return %1 : tensor<8x10xf32>
  }
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
