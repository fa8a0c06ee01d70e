module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<32x8xf32>, %arg2: tensor<128xf32>, %arg3: tensor<56x128xf32>, %arg4: tensor<16x4x24xf32>) -> (tensor<16x4x8xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<32xf32>) -> tensor<4x32xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<32xf32>) -> tensor<4x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x4x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5:7 = stablehlo.while(%iterArg = %arg4, %iterArg_2 = %arg3, %iterArg_3 = %arg2, %iterArg_4 = %c, %iterArg_5 = %2, %iterArg_6 = %3, %iterArg_7 = %4) : tensor<16x4x24xf32>, tensor<56x128xf32>, tensor<128xf32>, tensor<i32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<16x4x32xf32>
    cond {
      %c_8 = stablehlo.constant dense<16> : tensor<i32>
      %9 = stablehlo.compare LT, %iterArg_4, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    } do {
      %9 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_4) : (tensor<16x4x24xf32>, tensor<i32>) -> tensor<4x24xf32>
      %10:3 = func.call @closed_call(%iterArg_2, %iterArg_3, %iterArg_5, %iterArg_6, %9) : (tensor<56x128xf32>, tensor<128xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x24xf32>) -> (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>)
      %11 = func.call @dynamic_update_index_in_dim(%iterArg_7, %10#2, %iterArg_4) : (tensor<16x4x32xf32>, tensor<4x32xf32>, tensor<i32>) -> tensor<16x4x32xf32>
      %c_8 = stablehlo.constant dense<1> : tensor<i32>
      %12 = stablehlo.add %iterArg_4, %c_8 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %iterArg_3, %12, %10#0, %10#1, %11 : tensor<16x4x24xf32>, tensor<56x128xf32>, tensor<128xf32>, tensor<i32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<16x4x32xf32>
    }
    %6 = stablehlo.dot_general %5#6, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4x32xf32>, tensor<32x8xf32>) -> tensor<16x4x8xf32>
    %7 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<8xf32>) -> tensor<16x4x8xf32>
    %8 = stablehlo.add %6, %7 : tensor<16x4x8xf32>
    return %8 : tensor<16x4x8xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<16x4x24xf32>, %arg1: tensor<i32>) -> tensor<4x24xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 4, 24] : (tensor<16x4x24xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x24xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4x24xf32>) -> tensor<4x24xf32>
    return %1 : tensor<4x24xf32>
  }
  func.func private @closed_call(%arg0: tensor<56x128xf32>, %arg1: tensor<128xf32>, %arg2: tensor<4x32xf32>, %arg3: tensor<4x32xf32>, %arg4: tensor<4x24xf32>) -> (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>) {
    %0 = stablehlo.concatenate %arg4, %arg2, dim = 1 : (tensor<4x24xf32>, tensor<4x32xf32>) -> tensor<4x56xf32>
    %1 = stablehlo.dot_general %0, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x56xf32>, tensor<56x128xf32>) -> tensor<4x128xf32>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<128xf32>) -> tensor<4x128xf32>
    %3 = stablehlo.add %1, %2 : tensor<4x128xf32>
    %4 = stablehlo.slice %3 [0:4, 0:32] : (tensor<4x128xf32>) -> tensor<4x32xf32>
    %5 = stablehlo.slice %3 [0:4, 32:64] : (tensor<4x128xf32>) -> tensor<4x32xf32>
    %6 = stablehlo.slice %3 [0:4, 64:96] : (tensor<4x128xf32>) -> tensor<4x32xf32>
    %7 = stablehlo.slice %3 [0:4, 96:128] : (tensor<4x128xf32>) -> tensor<4x32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %9 = stablehlo.add %6, %8 : tensor<4x32xf32>
    %10 = stablehlo.negate %9 : tensor<4x32xf32>
    %11 = stablehlo.exponential %10 : tensor<4x32xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %13 = stablehlo.add %12, %11 : tensor<4x32xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %15 = stablehlo.divide %14, %13 : tensor<4x32xf32>
    %16 = stablehlo.multiply %15, %arg3 : tensor<4x32xf32>
    %17 = stablehlo.negate %4 : tensor<4x32xf32>
    %18 = stablehlo.exponential %17 : tensor<4x32xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %20 = stablehlo.add %19, %18 : tensor<4x32xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %22 = stablehlo.divide %21, %20 : tensor<4x32xf32>
    %23 = stablehlo.tanh %5 : tensor<4x32xf32>
    %24 = stablehlo.multiply %22, %23 : tensor<4x32xf32>
    %25 = stablehlo.add %16, %24 : tensor<4x32xf32>
    %26 = stablehlo.negate %7 : tensor<4x32xf32>
    %27 = stablehlo.exponential %26 : tensor<4x32xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %29 = stablehlo.add %28, %27 : tensor<4x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %31 = stablehlo.divide %30, %29 : tensor<4x32xf32>
    %32 = stablehlo.tanh %25 : tensor<4x32xf32>
    %33 = stablehlo.multiply %31, %32 : tensor<4x32xf32>
    return %33, %25, %33 : tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<16x4x32xf32>, %arg1: tensor<4x32xf32>, %arg2: tensor<i32>) -> tensor<16x4x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<16x4x32xf32>, tensor<1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x4x32xf32>
    return %1 : tensor<16x4x32xf32>
  }
}
