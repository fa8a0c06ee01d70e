module @jit_rnn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x16xbf16>, %arg1: tensor<16x16xbf16>, %arg2: tensor<6x4x16xbf16>) -> (tensor<16x16xbf16> {jax.result_info = "result[0]['c']"}, tensor<4x16xbf16> {jax.result_info = "result[0]['h']"}, tensor<6x4xbf16> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x16xbf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<16x16xbf16>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<6x4xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3:7 = stablehlo.while(%iterArg = %arg2, %iterArg_2 = %arg1, %iterArg_3 = %arg0, %iterArg_4 = %c, %iterArg_5 = %1, %iterArg_6 = %0, %iterArg_7 = %2) : tensor<6x4x16xbf16>, tensor<16x16xbf16>, tensor<16x16xbf16>, tensor<i32>, tensor<16x16xbf16>, tensor<4x16xbf16>, tensor<6x4xbf16>
    cond {
      %c_8 = stablehlo.constant dense<6> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_4, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_4) : (tensor<6x4x16xbf16>, tensor<i32>) -> tensor<4x16xbf16>
      %5:3 = func.call @closed_call(%iterArg_2, %iterArg_3, %iterArg_5, %iterArg_6, %4) : (tensor<16x16xbf16>, tensor<16x16xbf16>, tensor<16x16xbf16>, tensor<4x16xbf16>, tensor<4x16xbf16>) -> (tensor<16x16xbf16>, tensor<4x16xbf16>, tensor<4xbf16>)
      %6 = func.call @dynamic_update_index_in_dim(%iterArg_7, %5#2, %iterArg_4) : (tensor<6x4xbf16>, tensor<4xbf16>, tensor<i32>) -> tensor<6x4xbf16>
      %c_8 = stablehlo.constant dense<1> : tensor<i32>
      %7 = stablehlo.add %iterArg_4, %c_8 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %iterArg_3, %7, %5#0, %5#1, %6 : tensor<6x4x16xbf16>, tensor<16x16xbf16>, tensor<16x16xbf16>, tensor<i32>, tensor<16x16xbf16>, tensor<4x16xbf16>, tensor<6x4xbf16>
    }
    return %3#4, %3#5, %3#6 : tensor<16x16xbf16>, tensor<4x16xbf16>, tensor<6x4xbf16>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<6x4x16xbf16>, %arg1: tensor<i32>) -> tensor<4x16xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 4, 16] : (tensor<6x4x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x16xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x4x16xbf16>) -> tensor<4x16xbf16>
    return %1 : tensor<4x16xbf16>
  }
  func.func private @closed_call(%arg0: tensor<16x16xbf16>, %arg1: tensor<16x16xbf16>, %arg2: tensor<16x16xbf16>, %arg3: tensor<4x16xbf16>, %arg4: tensor<4x16xbf16>) -> (tensor<16x16xbf16>, tensor<4x16xbf16>, tensor<4xbf16>) {
    %0 = stablehlo.dot_general %arg4, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xbf16>, tensor<16x16xbf16>) -> tensor<4x16xbf16>
    %1 = stablehlo.dot_general %arg3, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xbf16>, tensor<16x16xbf16>) -> tensor<4x16xbf16>
    %2 = stablehlo.add %0, %1 : tensor<4x16xbf16>
    %3 = stablehlo.tanh %2 : tensor<4x16xbf16>
    %4 = stablehlo.transpose %3, dims = [1, 0] : (tensor<4x16xbf16>) -> tensor<16x4xbf16>
    %5 = stablehlo.dot_general %4, %3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4xbf16>, tensor<4x16xbf16>) -> tensor<16x16xbf16>
    %6 = stablehlo.add %arg2, %5 : tensor<16x16xbf16>
    %7 = stablehlo.convert %3 : (tensor<4x16xbf16>) -> tensor<4x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x16xf32>, tensor<f32>) -> tensor<4xf32>
    %9 = stablehlo.convert %8 : (tensor<4xf32>) -> tensor<4xbf16>
    return %6, %3, %9 : tensor<16x16xbf16>, tensor<4x16xbf16>, tensor<4xbf16>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<6x4xbf16>, %arg1: tensor<4xbf16>, %arg2: tensor<i32>) -> tensor<6x4xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xbf16>) -> tensor<1x4xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<6x4xbf16>, tensor<1x4xbf16>, tensor<i32>, tensor<i32>) -> tensor<6x4xbf16>
    return %1 : tensor<6x4xbf16>
  }
}
