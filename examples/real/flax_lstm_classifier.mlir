module @jit_apply attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<32x4xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32x32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32x32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32x32xf32>, %arg10: tensor<24x32xf32>, %arg11: tensor<24x32xf32>, %arg12: tensor<24x32xf32>, %arg13: tensor<24x32xf32>, %arg14: tensor<4x16x24xf32>) -> (tensor<4x4xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %2 = stablehlo.transpose %arg14, dims = [1, 0, 2] : (tensor<4x16x24xf32>) -> tensor<16x4x24xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x4x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4:17 = stablehlo.while(%iterArg = %2, %iterArg_2 = %arg7, %iterArg_3 = %arg3, %iterArg_4 = %arg5, %iterArg_5 = %arg9, %iterArg_6 = %arg6, %iterArg_7 = %arg2, %iterArg_8 = %arg4, %iterArg_9 = %arg8, %iterArg_10 = %arg12, %iterArg_11 = %arg10, %iterArg_12 = %arg11, %iterArg_13 = %arg13, %iterArg_14 = %c, %iterArg_15 = %0, %iterArg_16 = %1, %iterArg_17 = %3) : tensor<16x4x24xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<24x32xf32>, tensor<24x32xf32>, tensor<24x32xf32>, tensor<24x32xf32>, tensor<i32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<16x4x32xf32>
    cond {
      %c_18 = stablehlo.constant dense<16> : tensor<i32>
      %12 = stablehlo.compare LT, %iterArg_14, %c_18, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %12 : tensor<i1>
    } do {
      %12 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_14) : (tensor<16x4x24xf32>, tensor<i32>) -> tensor<4x24xf32>
      %13:3 = func.call @closed_call(%iterArg_2, %iterArg_3, %iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11, %iterArg_12, %iterArg_13, %iterArg_15, %iterArg_16, %12) : (tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<24x32xf32>, tensor<24x32xf32>, tensor<24x32xf32>, tensor<24x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x24xf32>) -> (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>)
      %14 = func.call @dynamic_update_index_in_dim(%iterArg_17, %13#2, %iterArg_14) : (tensor<16x4x32xf32>, tensor<4x32xf32>, tensor<i32>) -> tensor<16x4x32xf32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %15 = stablehlo.add %iterArg_14, %c_18 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %iterArg_3, %iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11, %iterArg_12, %iterArg_13, %15, %13#0, %13#1, %14 : tensor<16x4x24xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<24x32xf32>, tensor<24x32xf32>, tensor<24x32xf32>, tensor<24x32xf32>, tensor<i32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<16x4x32xf32>
    }
    %5 = stablehlo.transpose %4#16, dims = [1, 0, 2] : (tensor<16x4x32xf32>) -> tensor<4x16x32xf32>
    %6 = stablehlo.slice %5 [0:4, 15:16, 0:32] : (tensor<4x16x32xf32>) -> tensor<4x1x32xf32>
    %7 = stablehlo.reshape %6 : (tensor<4x1x32xf32>) -> tensor<4x32xf32>
    %8 = stablehlo.dot_general %7, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x4xf32>) -> tensor<4x4xf32>
    %9 = stablehlo.reshape %arg0 : (tensor<4xf32>) -> tensor<1x4xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<4x4xf32>
    %11 = stablehlo.add %8, %10 : tensor<4x4xf32>
    return %11 : tensor<4x4xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<16x4x24xf32>, %arg1: tensor<i32>) -> tensor<4x24xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 4, 24] : (tensor<16x4x24xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x24xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4x24xf32>) -> tensor<4x24xf32>
    return %1 : tensor<4x24xf32>
  }
  func.func private @closed_call(%arg0: tensor<32x32xf32>, %arg1: tensor<32x32xf32>, %arg2: tensor<32x32xf32>, %arg3: tensor<32x32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<24x32xf32>, %arg9: tensor<24x32xf32>, %arg10: tensor<24x32xf32>, %arg11: tensor<24x32xf32>, %arg12: tensor<4x32xf32>, %arg13: tensor<4x32xf32>, %arg14: tensor<4x24xf32>) -> (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) {
    %0 = stablehlo.concatenate %arg0, %arg1, %arg2, %arg3, dim = 1 : (tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x128xf32>
    %1 = stablehlo.concatenate %arg4, %arg5, %arg6, %arg7, dim = 0 : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<128xf32>
    %2 = stablehlo.dot_general %arg13, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x128xf32>) -> tensor<4x128xf32>
    %3 = stablehlo.reshape %1 : (tensor<128xf32>) -> tensor<1x128xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<4x128xf32>
    %5 = stablehlo.add %2, %4 : tensor<4x128xf32>
    %6 = stablehlo.slice %5 [0:4, 0:32] : (tensor<4x128xf32>) -> tensor<4x32xf32>
    %7 = stablehlo.slice %5 [0:4, 32:64] : (tensor<4x128xf32>) -> tensor<4x32xf32>
    %8 = stablehlo.slice %5 [0:4, 64:96] : (tensor<4x128xf32>) -> tensor<4x32xf32>
    %9 = stablehlo.slice %5 [0:4, 96:128] : (tensor<4x128xf32>) -> tensor<4x32xf32>
    %10 = stablehlo.concatenate %arg8, %arg9, %arg10, %arg11, dim = 1 : (tensor<24x32xf32>, tensor<24x32xf32>, tensor<24x32xf32>, tensor<24x32xf32>) -> tensor<24x128xf32>
    %11 = stablehlo.dot_general %arg14, %10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x24xf32>, tensor<24x128xf32>) -> tensor<4x128xf32>
    %12 = stablehlo.slice %11 [0:4, 0:32] : (tensor<4x128xf32>) -> tensor<4x32xf32>
    %13 = stablehlo.slice %11 [0:4, 32:64] : (tensor<4x128xf32>) -> tensor<4x32xf32>
    %14 = stablehlo.slice %11 [0:4, 64:96] : (tensor<4x128xf32>) -> tensor<4x32xf32>
    %15 = stablehlo.slice %11 [0:4, 96:128] : (tensor<4x128xf32>) -> tensor<4x32xf32>
    %16 = stablehlo.add %6, %12 : tensor<4x32xf32>
    %17 = stablehlo.negate %16 : tensor<4x32xf32>
    %18 = stablehlo.exponential %17 : tensor<4x32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %20 = stablehlo.add %19, %18 : tensor<4x32xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %22 = stablehlo.divide %21, %20 : tensor<4x32xf32>
    %23 = stablehlo.add %7, %13 : tensor<4x32xf32>
    %24 = stablehlo.negate %23 : tensor<4x32xf32>
    %25 = stablehlo.exponential %24 : tensor<4x32xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %27 = stablehlo.add %26, %25 : tensor<4x32xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %29 = stablehlo.divide %28, %27 : tensor<4x32xf32>
    %30 = stablehlo.add %8, %14 : tensor<4x32xf32>
    %31 = stablehlo.tanh %30 : tensor<4x32xf32>
    %32 = stablehlo.add %9, %15 : tensor<4x32xf32>
    %33 = stablehlo.negate %32 : tensor<4x32xf32>
    %34 = stablehlo.exponential %33 : tensor<4x32xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %36 = stablehlo.add %35, %34 : tensor<4x32xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %38 = stablehlo.divide %37, %36 : tensor<4x32xf32>
    %39 = stablehlo.multiply %29, %arg12 : tensor<4x32xf32>
    %40 = stablehlo.multiply %22, %31 : tensor<4x32xf32>
    %41 = stablehlo.add %39, %40 : tensor<4x32xf32>
    %42 = stablehlo.tanh %41 : tensor<4x32xf32>
    %43 = stablehlo.multiply %38, %42 : tensor<4x32xf32>
    return %41, %43, %43 : tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<16x4x32xf32>, %arg1: tensor<4x32xf32>, %arg2: tensor<i32>) -> tensor<16x4x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<16x4x32xf32>, tensor<1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x4x32xf32>
    return %1 : tensor<16x4x32xf32>
  }
}
