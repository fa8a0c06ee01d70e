module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x64x28x28xf32>, %arg1: tensor<64x64x3x3xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64x64x3x3xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>) -> (tensor<8x64x28x28xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x64x28x28xf32>, tensor<64x64x3x3xf32>) -> tensor<8x64x28x28xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<64xf32>) -> tensor<1x64x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xf32>) -> tensor<8x64x28x28xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<8x64x28x28xf32>
    %4 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<64xf32>) -> tensor<1x64x1x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xf32>) -> tensor<8x64x28x28xf32>
    %6 = stablehlo.add %3, %5 : tensor<8x64x28x28xf32>
    %7 = call @relu(%6) : (tensor<8x64x28x28xf32>) -> tensor<8x64x28x28xf32>
    %8 = stablehlo.convolution(%7, %arg4) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x64x28x28xf32>, tensor<64x64x3x3xf32>) -> tensor<8x64x28x28xf32>
    %9 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<64xf32>) -> tensor<1x64x1x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xf32>) -> tensor<8x64x28x28xf32>
    %11 = stablehlo.multiply %8, %10 : tensor<8x64x28x28xf32>
    %12 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<64xf32>) -> tensor<1x64x1x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3] : (tensor<1x64x1x1xf32>) -> tensor<8x64x28x28xf32>
    %14 = stablehlo.add %11, %13 : tensor<8x64x28x28xf32>
    %15 = stablehlo.add %14, %arg0 : tensor<8x64x28x28xf32>
    %16 = call @relu(%15) : (tensor<8x64x28x28xf32>) -> tensor<8x64x28x28xf32>
    return %16 : tensor<8x64x28x28xf32>
  }
  func.func private @relu(%arg0: tensor<8x64x28x28xf32>) -> tensor<8x64x28x28xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x28x28xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x64x28x28xf32>
    return %1 : tensor<8x64x28x28xf32>
  }
}
