module @jit_simulate attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x96x96xf32>, %arg1: tensor<96x96xf32>) -> (tensor<4x96x96xf32> {jax.result_info = "result[0]"}, tensor<100x4xf32> {jax.result_info = "result[1]"}, tensor<100x4x96xf32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<100x4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<100x4x96xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2:6 = stablehlo.while(%iterArg = %arg1, %iterArg_1 = %c, %iterArg_2 = %arg0, %iterArg_3 = %arg0, %iterArg_4 = %0, %iterArg_5 = %1) : tensor<96x96xf32>, tensor<i32>, tensor<4x96x96xf32>, tensor<4x96x96xf32>, tensor<100x4xf32>, tensor<100x4x96xf32>
    cond {
      %c_6 = stablehlo.constant dense<100> : tensor<i32>
      %3 = stablehlo.compare LT, %iterArg_1, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %3:4 = func.call @closed_call(%iterArg, %iterArg_2, %iterArg_3) : (tensor<96x96xf32>, tensor<4x96x96xf32>, tensor<4x96x96xf32>) -> (tensor<4x96x96xf32>, tensor<4x96x96xf32>, tensor<4xf32>, tensor<4x96xf32>)
      %4 = func.call @dynamic_update_index_in_dim(%iterArg_4, %3#2, %iterArg_1) : (tensor<100x4xf32>, tensor<4xf32>, tensor<i32>) -> tensor<100x4xf32>
      %5 = func.call @dynamic_update_index_in_dim_1(%iterArg_5, %3#3, %iterArg_1) : (tensor<100x4x96xf32>, tensor<4x96xf32>, tensor<i32>) -> tensor<100x4x96xf32>
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %6 = stablehlo.add %iterArg_1, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %6, %3#0, %3#1, %4, %5 : tensor<96x96xf32>, tensor<i32>, tensor<4x96x96xf32>, tensor<4x96x96xf32>, tensor<100x4xf32>, tensor<100x4x96xf32>
    }
    return %2#3, %2#4, %2#5 : tensor<4x96x96xf32>, tensor<100x4xf32>, tensor<100x4x96xf32>
  }
  func.func private @closed_call(%arg0: tensor<96x96xf32>, %arg1: tensor<4x96x96xf32>, %arg2: tensor<4x96x96xf32>) -> (tensor<4x96x96xf32>, tensor<4x96x96xf32>, tensor<4xf32>, tensor<4x96xf32>) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x96x96xf32>
    %1 = stablehlo.multiply %0, %arg2 : tensor<4x96x96xf32>
    %2 = stablehlo.subtract %1, %arg1 : tensor<4x96x96xf32>
    %cst_0 = stablehlo.constant dense<4.000000e-02> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<96x96xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<96x96xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = call @_pad(%arg2, %c) : (tensor<4x96x96xf32>, tensor<i32>) -> tensor<4x98x98xf32>
    %6 = stablehlo.slice %5 [0:4, 0:96, 1:97] : (tensor<4x98x98xf32>) -> tensor<4x96x96xf32>
    %7 = stablehlo.slice %5 [0:4, 2:98, 1:97] : (tensor<4x98x98xf32>) -> tensor<4x96x96xf32>
    %8 = stablehlo.add %6, %7 : tensor<4x96x96xf32>
    %9 = stablehlo.slice %5 [0:4, 1:97, 0:96] : (tensor<4x98x98xf32>) -> tensor<4x96x96xf32>
    %10 = stablehlo.add %8, %9 : tensor<4x96x96xf32>
    %11 = stablehlo.slice %5 [0:4, 1:97, 2:98] : (tensor<4x98x98xf32>) -> tensor<4x96x96xf32>
    %12 = stablehlo.add %10, %11 : tensor<4x96x96xf32>
    %cst_1 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x96x96xf32>
    %14 = stablehlo.multiply %13, %arg2 : tensor<4x96x96xf32>
    %15 = stablehlo.subtract %12, %14 : tensor<4x96x96xf32>
    %16 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<96x96xf32>) -> tensor<1x96x96xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<1x96x96xf32>) -> tensor<4x96x96xf32>
    %18 = stablehlo.multiply %17, %15 : tensor<4x96x96xf32>
    %19 = stablehlo.add %2, %18 : tensor<4x96x96xf32>
    %20 = call @diff(%arg2) : (tensor<4x96x96xf32>) -> tensor<4x95x96xf32>
    %21 = stablehlo.slice %20 [0:4, 0:95, 0:95] : (tensor<4x95x96xf32>) -> tensor<4x95x95xf32>
    %22 = stablehlo.multiply %21, %21 : tensor<4x95x95xf32>
    %23 = call @diff_0(%arg2) : (tensor<4x96x96xf32>) -> tensor<4x96x95xf32>
    %24 = stablehlo.slice %23 [0:4, 0:95, 0:95] : (tensor<4x96x95xf32>) -> tensor<4x95x95xf32>
    %25 = stablehlo.multiply %24, %24 : tensor<4x95x95xf32>
    %26 = stablehlo.add %22, %25 : tensor<4x95x95xf32>
    %27 = stablehlo.subtract %19, %arg2 : tensor<4x96x96xf32>
    %cst_2 = stablehlo.constant dense<2.000000e-01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x96x96xf32>
    %29 = stablehlo.divide %27, %28 : tensor<4x96x96xf32>
    %30 = stablehlo.multiply %29, %29 : tensor<4x96x96xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%30 init: %cst_3) applies stablehlo.add across dimensions = [1, 2] : (tensor<4x96x96xf32>, tensor<f32>) -> tensor<4xf32>
    %32 = stablehlo.slice %arg0 [0:95, 0:95] : (tensor<96x96xf32>) -> tensor<95x95xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [1, 2] : (tensor<95x95xf32>) -> tensor<1x95x95xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<1x95x95xf32>) -> tensor<4x95x95xf32>
    %35 = stablehlo.multiply %34, %26 : tensor<4x95x95xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.reduce(%35 init: %cst_4) applies stablehlo.add across dimensions = [1, 2] : (tensor<4x95x95xf32>, tensor<f32>) -> tensor<4xf32>
    %37 = stablehlo.add %31, %36 : tensor<4xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%19 init: %cst_5) applies stablehlo.add across dimensions = [1] : (tensor<4x96x96xf32>, tensor<f32>) -> tensor<4x96xf32>
    %cst_6 = stablehlo.constant dense<9.600000e+01> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x96xf32>
    %40 = stablehlo.divide %38, %39 : tensor<4x96xf32>
    return %arg2, %19, %37, %40 : tensor<4x96x96xf32>, tensor<4x96x96xf32>, tensor<4xf32>, tensor<4x96xf32>
  }
  func.func private @_pad(%arg0: tensor<4x96x96xf32>, %arg1: tensor<i32>) -> tensor<4x98x98xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 1, 1], high = [0, 1, 1], interior = [0, 0, 0] : (tensor<4x96x96xf32>, tensor<f32>) -> tensor<4x98x98xf32>
    return %1 : tensor<4x98x98xf32>
  }
  func.func private @diff(%arg0: tensor<4x96x96xf32>) -> tensor<4x95x96xf32> {
    %0 = stablehlo.slice %arg0 [0:4, 1:96, 0:96] : (tensor<4x96x96xf32>) -> tensor<4x95x96xf32>
    %1 = stablehlo.slice %arg0 [0:4, 0:95, 0:96] : (tensor<4x96x96xf32>) -> tensor<4x95x96xf32>
    %2 = stablehlo.subtract %0, %1 : tensor<4x95x96xf32>
    return %2 : tensor<4x95x96xf32>
  }
  func.func private @diff_0(%arg0: tensor<4x96x96xf32>) -> tensor<4x96x95xf32> {
    %0 = stablehlo.slice %arg0 [0:4, 0:96, 1:96] : (tensor<4x96x96xf32>) -> tensor<4x96x95xf32>
    %1 = stablehlo.slice %arg0 [0:4, 0:96, 0:95] : (tensor<4x96x96xf32>) -> tensor<4x96x95xf32>
    %2 = stablehlo.subtract %0, %1 : tensor<4x96x95xf32>
    return %2 : tensor<4x96x95xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<100x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<i32>) -> tensor<100x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<100x4xf32>, tensor<1x4xf32>, tensor<i32>, tensor<i32>) -> tensor<100x4xf32>
    return %1 : tensor<100x4xf32>
  }
  func.func private @dynamic_update_index_in_dim_1(%arg0: tensor<100x4x96xf32>, %arg1: tensor<4x96xf32>, %arg2: tensor<i32>) -> tensor<100x4x96xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<4x96xf32>) -> tensor<1x4x96xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<100x4x96xf32>, tensor<1x4x96xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<100x4x96xf32>
    return %1 : tensor<100x4x96xf32>
  }
}
