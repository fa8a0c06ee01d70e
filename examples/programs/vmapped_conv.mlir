module @jit_per_example attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x16x32x32xf32>, %arg1: tensor<32x16x3x3xf32>, %arg2: tensor<32x32x3x3xf32>) -> (tensor<16x32x32x32xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2, 3, 4] : (tensor<16x16x32x32xf32>) -> tensor<16x1x16x32x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<16x1x16x32x32xf32>) -> tensor<16x16x32x32xf32>
    %2 = stablehlo.convolution(%1, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x16x32x32xf32>, tensor<32x16x3x3xf32>) -> tensor<16x32x32x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32x32x32xf32>) -> tensor<16x1x32x32x32xf32>
    %4 = call @relu(%3) : (tensor<16x1x32x32x32xf32>) -> tensor<16x1x32x32x32xf32>
    %5 = stablehlo.reshape %4 : (tensor<16x1x32x32x32xf32>) -> tensor<16x32x32x32xf32>
    %6 = stablehlo.convolution(%5, %arg2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x32x32x32xf32>, tensor<32x32x3x3xf32>) -> tensor<16x32x32x32xf32>
    %7 = stablehlo.reshape %6 : (tensor<16x32x32x32xf32>) -> tensor<16x1x32x32x32xf32>
    %8 = call @relu(%7) : (tensor<16x1x32x32x32xf32>) -> tensor<16x1x32x32x32xf32>
    %9 = stablehlo.reshape %8 : (tensor<16x1x32x32x32xf32>) -> tensor<16x32x32x32xf32>
    return %9 : tensor<16x32x32x32xf32>
  }
  func.func private @relu(%arg0: tensor<16x1x32x32x32xf32>) -> tensor<16x1x32x32x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x1x32x32x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<16x1x32x32x32xf32>
    return %1 : tensor<16x1x32x32x32xf32>
  }
}
