module @jit_one attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x8xf32>, %arg1: tensor<4x8x16xf32>) -> (tensor<4x8x16xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %c, %iterArg_1 = %arg1) : tensor<8x8xf32>, tensor<i32>, tensor<4x8x16xf32>
    cond {
      %c_2 = stablehlo.constant dense<3> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg_0, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1 = func.call @closed_call(%iterArg, %iterArg_1) : (tensor<8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg_0, %c_2 : tensor<i32>
      stablehlo.return %iterArg, %2, %1 : tensor<8x8xf32>, tensor<i32>, tensor<4x8x16xf32>
    }
    return %0#2 : tensor<4x8x16xf32>
  }
  func.func private @closed_call(%arg0: tensor<8x8xf32>, %arg1: tensor<4x8x16xf32>) -> tensor<4x8x16xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<4x8x16xf32>) -> tensor<8x4x16xf32>
    %1 = stablehlo.tanh %0 : tensor<8x4x16xf32>
    %2 = stablehlo.transpose %1, dims = [1, 2, 0] : (tensor<8x4x16xf32>) -> tensor<4x16x8xf32>
    %3 = stablehlo.transpose %2, dims = [0, 2, 1] : (tensor<4x16x8xf32>) -> tensor<4x8x16xf32>
    return %3 : tensor<4x8x16xf32>
  }
}
