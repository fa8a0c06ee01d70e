module @jit_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x8x5xf32>, %arg1: tensor<32x1xf32>, %arg2: tensor<128x32xf32>, %arg3: tensor<128x32xf32>, %arg4: tensor<128xf32>, %arg5: tensor<4x32xf32>, %arg6: tensor<4xf32>, %arg7: tensor<4x8x24xf32>) -> (tensor<4x4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg7, dims = [0, 2, 3] : (tensor<4x8x24xf32>) -> tensor<4x1x8x24xf32>
    %1 = stablehlo.reshape %0 : (tensor<4x1x8x24xf32>) -> tensor<4x8x24xf32>
    %2 = stablehlo.convolution(%1, %arg0) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[2, 2]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x8x24xf32>, tensor<32x8x5xf32>) -> tensor<4x32x24xf32>
    %3 = stablehlo.reshape %2 : (tensor<4x32x24xf32>) -> tensor<4x1x32x24xf32>
    %4 = stablehlo.reshape %3 : (tensor<4x1x32x24xf32>) -> tensor<4x32x24xf32>
    %5 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<32x1xf32>) -> tensor<1x32x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<4x32x24xf32>
    %7 = stablehlo.add %4, %6 : tensor<4x32x24xf32>
    %8 = call @relu(%7) : (tensor<4x32x24xf32>) -> tensor<4x32x24xf32>
    %9 = stablehlo.transpose %8, dims = [0, 2, 1] : (tensor<4x32x24xf32>) -> tensor<4x24x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<32xf32>) -> tensor<4x32xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [1] : (tensor<32xf32>) -> tensor<4x32xf32>
    %14 = stablehlo.transpose %9, dims = [1, 0, 2] : (tensor<4x24x32xf32>) -> tensor<24x4x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %15:7 = stablehlo.while(%iterArg = %14, %iterArg_1 = %arg2, %iterArg_2 = %arg3, %iterArg_3 = %arg4, %iterArg_4 = %c, %iterArg_5 = %12, %iterArg_6 = %13) : tensor<24x4x32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<i32>, tensor<4x32xf32>, tensor<4x32xf32>
    cond {
      %c_7 = stablehlo.constant dense<24> : tensor<i32>
      %21 = stablehlo.compare LT, %iterArg_4, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %21 : tensor<i1>
    } do {
      %21 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_4) : (tensor<24x4x32xf32>, tensor<i32>) -> tensor<4x32xf32>
      %22:2 = func.call @closed_call(%iterArg_1, %iterArg_2, %iterArg_3, %iterArg_5, %iterArg_6, %21) : (tensor<128x32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) -> (tensor<4x32xf32>, tensor<4x32xf32>)
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %23 = stablehlo.add %iterArg_4, %c_7 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_1, %iterArg_2, %iterArg_3, %23, %22#0, %22#1 : tensor<24x4x32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<i32>, tensor<4x32xf32>, tensor<4x32xf32>
    }
    %16 = stablehlo.dot_general %arg5, %15#5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x4xf32>
    %17 = stablehlo.transpose %16, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %18 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<4x4xf32>
    %20 = stablehlo.add %17, %19 : tensor<4x4xf32>
    return %20 : tensor<4x4xf32>
  }
  func.func private @relu(%arg0: tensor<4x32x24xf32>) -> tensor<4x32x24xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32x24xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x32x24xf32>
    return %1 : tensor<4x32x24xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<24x4x32xf32>, %arg1: tensor<i32>) -> tensor<4x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 4, 32] : (tensor<24x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    return %1 : tensor<4x32xf32>
  }
  func.func private @closed_call(%arg0: tensor<128x32xf32>, %arg1: tensor<128x32xf32>, %arg2: tensor<128xf32>, %arg3: tensor<4x32xf32>, %arg4: tensor<4x32xf32>, %arg5: tensor<4x32xf32>) -> (tensor<4x32xf32>, tensor<4x32xf32>) {
    %0 = stablehlo.dot_general %arg0, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<4x32xf32>) -> tensor<128x4xf32>
    %1 = stablehlo.dot_general %arg1, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<4x32xf32>) -> tensor<128x4xf32>
    %2 = stablehlo.add %0, %1 : tensor<128x4xf32>
    %3 = stablehlo.transpose %2, dims = [1, 0] : (tensor<128x4xf32>) -> tensor<4x128xf32>
    %4 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<4x128xf32>
    %6 = stablehlo.add %3, %5 : tensor<4x128xf32>
    %7 = stablehlo.slice %6 [0:4, 0:32] : (tensor<4x128xf32>) -> tensor<4x32xf32>
    %8 = stablehlo.slice %6 [0:4, 32:64] : (tensor<4x128xf32>) -> tensor<4x32xf32>
    %9 = stablehlo.slice %6 [0:4, 64:96] : (tensor<4x128xf32>) -> tensor<4x32xf32>
    %10 = stablehlo.slice %6 [0:4, 96:128] : (tensor<4x128xf32>) -> tensor<4x32xf32>
    %11 = stablehlo.negate %7 : tensor<4x32xf32>
    %12 = stablehlo.exponential %11 : tensor<4x32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %14 = stablehlo.add %13, %12 : tensor<4x32xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %16 = stablehlo.divide %15, %14 : tensor<4x32xf32>
    %17 = stablehlo.negate %8 : tensor<4x32xf32>
    %18 = stablehlo.exponential %17 : tensor<4x32xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %20 = stablehlo.add %19, %18 : tensor<4x32xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %22 = stablehlo.divide %21, %20 : tensor<4x32xf32>
    %23 = stablehlo.tanh %9 : tensor<4x32xf32>
    %24 = stablehlo.negate %10 : tensor<4x32xf32>
    %25 = stablehlo.exponential %24 : tensor<4x32xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %27 = stablehlo.add %26, %25 : tensor<4x32xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %29 = stablehlo.divide %28, %27 : tensor<4x32xf32>
    %30 = stablehlo.multiply %22, %arg4 : tensor<4x32xf32>
    %31 = stablehlo.multiply %16, %23 : tensor<4x32xf32>
    %32 = stablehlo.add %30, %31 : tensor<4x32xf32>
    %33 = stablehlo.tanh %32 : tensor<4x32xf32>
    %34 = stablehlo.multiply %29, %33 : tensor<4x32xf32>
    return %34, %32 : tensor<4x32xf32>, tensor<4x32xf32>
  }
}
