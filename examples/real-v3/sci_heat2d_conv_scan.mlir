module @jit_simulate attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x128x128xf32>, %arg1: tensor<4xf32>) -> (tensor<4x128x128xf32> {jax.result_info = "result[0]"}, tensor<64x4xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 0.000000e+00], [1.000000e+00, -4.000000e+00, 1.000000e+00], [0.000000e+00, 1.000000e+00, 0.000000e+00]]> : tensor<3x3xf32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [2, 3] : (tensor<3x3xf32>) -> tensor<1x1x3x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2:5 = stablehlo.while(%iterArg = %0, %iterArg_1 = %arg1, %iterArg_2 = %c, %iterArg_3 = %arg0, %iterArg_4 = %1) : tensor<1x1x3x3xf32>, tensor<4xf32>, tensor<i32>, tensor<4x128x128xf32>, tensor<64x4xf32>
    cond {
      %c_5 = stablehlo.constant dense<64> : tensor<i32>
      %3 = stablehlo.compare LT, %iterArg_2, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %3:2 = func.call @closed_call(%iterArg, %iterArg_1, %iterArg_3) : (tensor<1x1x3x3xf32>, tensor<4xf32>, tensor<4x128x128xf32>) -> (tensor<4x128x128xf32>, tensor<4xf32>)
      %4 = func.call @dynamic_update_index_in_dim(%iterArg_4, %3#1, %iterArg_2) : (tensor<64x4xf32>, tensor<4xf32>, tensor<i32>) -> tensor<64x4xf32>
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_2, %c_5 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_1, %5, %3#0, %4 : tensor<1x1x3x3xf32>, tensor<4xf32>, tensor<i32>, tensor<4x128x128xf32>, tensor<64x4xf32>
    }
    return %2#3, %2#4 : tensor<4x128x128xf32>, tensor<64x4xf32>
  }
  func.func private @closed_call(%arg0: tensor<1x1x3x3xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4x128x128xf32>) -> (tensor<4x128x128xf32>, tensor<4xf32>) {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [0, 2, 3] : (tensor<4x128x128xf32>) -> tensor<4x1x128x128xf32>
    %1 = stablehlo.convolution(%0, %arg0) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x1x128x128xf32>, tensor<1x1x3x3xf32>) -> tensor<4x1x128x128xf32>
    %2 = stablehlo.reshape %1 : (tensor<4x1x128x128xf32>) -> tensor<4x128x128xf32>
    %3 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<4xf32>) -> tensor<4x1x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<4x1x1xf32>) -> tensor<4x128x128xf32>
    %5 = stablehlo.multiply %4, %2 : tensor<4x128x128xf32>
    %6 = stablehlo.add %arg2, %5 : tensor<4x128x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [1, 2] : (tensor<4x128x128xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_0 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %9 = stablehlo.divide %7, %8 : tensor<4xf32>
    return %6, %9 : tensor<4x128x128xf32>, tensor<4xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<64x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<i32>) -> tensor<64x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<64x4xf32>, tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<64x4xf32>
    return %1 : tensor<64x4xf32>
  }
}
