module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3x1x8xf32>, %arg1: tensor<1x1x1x8xf32>, %arg2: tensor<3x3x8x16xf32>, %arg3: tensor<1x1x1x16xf32>, %arg4: tensor<784x10xf32>, %arg5: tensor<10xf32>, %arg6: tensor<8x20x20x1xf32>, %arg7: tensor<8x10xf32>) -> (tensor<3x3x1x8xf32> {jax.result_info = "result[0][0]"}, tensor<1x1x1x8xf32> {jax.result_info = "result[0][1]"}, tensor<3x3x8x16xf32> {jax.result_info = "result[3][0]"}, tensor<1x1x1x16xf32> {jax.result_info = "result[3][1]"}, tensor<784x10xf32> {jax.result_info = "result[6][0]"}, tensor<10xf32> {jax.result_info = "result[6][1]"}) {
    %0 = stablehlo.convolution(%arg6, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x20x20x1xf32>, tensor<3x3x1x8xf32>) -> tensor<8x18x18x8xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x18x18x8xf32>
    %2 = stablehlo.add %0, %1 : tensor<8x18x18x8xf32>
    %3 = call @relu(%2) : (tensor<8x18x18x8xf32>) -> tensor<8x18x18x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x18x18x8xf32>
    %5 = stablehlo.compare GT, %2, %4, FLOAT : (tensor<8x18x18x8xf32>, tensor<8x18x18x8xf32>) -> tensor<8x18x18x8xi1>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<f32>
    %7 = "stablehlo.reduce_window"(%3, %6) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %48 = stablehlo.maximum %arg8, %arg9 : tensor<f32>
      stablehlo.return %48 : tensor<f32>
    }) : (tensor<8x18x18x8xf32>, tensor<f32>) -> tensor<8x9x9x8xf32>
    %8 = stablehlo.convolution(%7, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x9x9x8xf32>, tensor<3x3x8x16xf32>) -> tensor<8x7x7x16xf32>
    %9 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x7x7x16xf32>
    %10 = stablehlo.add %8, %9 : tensor<8x7x7x16xf32>
    %11 = call @relu_0(%10) : (tensor<8x7x7x16xf32>) -> tensor<8x7x7x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x7x7x16xf32>
    %13 = stablehlo.compare GT, %10, %12, FLOAT : (tensor<8x7x7x16xf32>, tensor<8x7x7x16xf32>) -> tensor<8x7x7x16xi1>
    %14 = stablehlo.reshape %11 : (tensor<8x7x7x16xf32>) -> tensor<8x784xf32>
    %15 = stablehlo.dot_general %14, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x784xf32>, tensor<784x10xf32>) -> tensor<8x10xf32>
    %16 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<8x10xf32>
    %18 = stablehlo.add %15, %17 : tensor<8x10xf32>
    %19:2 = call @log_softmax(%18) : (tensor<8x10xf32>) -> (tensor<8x10xf32>, tensor<8x1xf32>)
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.negate %cst_2 : tensor<f32>
    %cst_3 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %21 = stablehlo.divide %20, %cst_3 : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %24 = stablehlo.multiply %23, %arg7 : tensor<8x10xf32>
    %25 = call @log_softmax_1(%19#0, %19#1, %24) : (tensor<8x10xf32>, tensor<8x1xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_4) applies stablehlo.add across dimensions = [0] : (tensor<8x10xf32>, tensor<f32>) -> tensor<10xf32>
    %27 = stablehlo.reshape %26 : (tensor<10xf32>) -> tensor<1x10xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<1x10xf32>, tensor<f32>) -> tensor<10xf32>
    %29 = stablehlo.dot_general %25, %14, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x10xf32>, tensor<8x784xf32>) -> tensor<10x784xf32>
    %30 = stablehlo.transpose %29, dims = [1, 0] : (tensor<10x784xf32>) -> tensor<784x10xf32>
    %31 = stablehlo.dot_general %25, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x10xf32>, tensor<784x10xf32>) -> tensor<8x784xf32>
    %32 = stablehlo.reshape %31 : (tensor<8x784xf32>) -> tensor<8x7x7x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x7x7x16xf32>
    %34 = stablehlo.select %13, %32, %33 : tensor<8x7x7x16xi1>, tensor<8x7x7x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%34 init: %cst_7) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x7x7x16xf32>, tensor<f32>) -> tensor<16xf32>
    %36 = stablehlo.reshape %35 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %37 = stablehlo.convolution(%7, %34) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x9x9x8xf32>, tensor<8x7x7x16xf32>) -> tensor<3x3x8x16xf32>
    %38 = stablehlo.reverse %arg2, dims = [0, 1] : tensor<3x3x8x16xf32>
    %39 = stablehlo.convolution(%34, %38) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x7x7x16xf32>, tensor<3x3x8x16xf32>) -> tensor<8x9x9x8xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %40 = stablehlo.pad %3, %cst_8, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x18x18x8xf32>, tensor<f32>) -> tensor<8x18x18x8xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = "stablehlo.select_and_scatter"(%40, %39, %cst_9) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %48 = stablehlo.compare GE, %arg8, %arg9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %48 : tensor<i1>
    }, {
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %48 = stablehlo.add %arg8, %arg9 : tensor<f32>
      stablehlo.return %48 : tensor<f32>
    }) : (tensor<8x18x18x8xf32>, tensor<8x9x9x8xf32>, tensor<f32>) -> tensor<8x18x18x8xf32>
    %42 = stablehlo.slice %41 [0:8, 0:18, 0:18, 0:8] : (tensor<8x18x18x8xf32>) -> tensor<8x18x18x8xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x18x18x8xf32>
    %44 = stablehlo.select %5, %42, %43 : tensor<8x18x18x8xi1>, tensor<8x18x18x8xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_11) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x18x18x8xf32>, tensor<f32>) -> tensor<8xf32>
    %46 = stablehlo.reshape %45 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %47 = stablehlo.convolution(%arg6, %44) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x20x20x1xf32>, tensor<8x18x18x8xf32>) -> tensor<3x3x1x8xf32>
    return %47, %46, %37, %36, %30, %28 : tensor<3x3x1x8xf32>, tensor<1x1x1x8xf32>, tensor<3x3x8x16xf32>, tensor<1x1x1x16xf32>, tensor<784x10xf32>, tensor<10xf32>
  }
  func.func private @relu(%arg0: tensor<8x18x18x8xf32>) -> tensor<8x18x18x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x18x18x8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x18x18x8xf32>
    return %1 : tensor<8x18x18x8xf32>
  }
  func.func private @relu_0(%arg0: tensor<8x7x7x16xf32>) -> tensor<8x7x7x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x7x7x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x7x7x16xf32>
    return %1 : tensor<8x7x7x16xf32>
  }
  func.func private @log_softmax(%arg0: tensor<8x10xf32>) -> (tensor<8x10xf32>, tensor<8x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<8xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x10xf32>
    %6 = stablehlo.exponential %5 : tensor<8x10xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    return %6, %8 : tensor<8x10xf32>, tensor<8x1xf32>
  }
  func.func private @log_softmax_1(%arg0: tensor<8x10xf32>, %arg1: tensor<8x1xf32>, %arg2: tensor<8x10xf32>) -> tensor<8x10xf32> {
    %0 = stablehlo.negate %arg2 : tensor<8x10xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.reshape %1 : (tensor<8xf32>) -> tensor<8x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<8x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<8x1xf32>, tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<8x10xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<8x10xf32>
    return %7 : tensor<8x10xf32>
  }
}
