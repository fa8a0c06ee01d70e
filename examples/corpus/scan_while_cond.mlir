module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x16xf32>, %arg1: tensor<16x16xf32>, %arg2: tensor<8x16xf32>) -> (tensor<8x16xf32> {jax.result_info = "result[0]"}, tensor<3xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:5 = stablehlo.while(%iterArg = %arg1, %iterArg_0 = %arg0, %iterArg_1 = %c, %iterArg_2 = %arg2, %iterArg_3 = %0) : tensor<16x16xf32>, tensor<16x16xf32>, tensor<i32>, tensor<8x16xf32>, tensor<3xf32>
    cond {
      %c_4 = stablehlo.constant dense<3> : tensor<i32>
      %2 = stablehlo.compare LT, %iterArg_1, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2:2 = func.call @closed_call(%iterArg, %iterArg_0, %iterArg_2) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<f32>)
      %3 = func.call @dynamic_update_index_in_dim(%iterArg_3, %2#1, %iterArg_1) : (tensor<3xf32>, tensor<f32>, tensor<i32>) -> tensor<3xf32>
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %4 = stablehlo.add %iterArg_1, %c_4 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_0, %4, %2#0, %3 : tensor<16x16xf32>, tensor<16x16xf32>, tensor<i32>, tensor<8x16xf32>, tensor<3xf32>
    }
    return %1#3, %1#4 : tensor<8x16xf32>, tensor<3xf32>
  }
  func.func private @closed_call(%arg0: tensor<16x16xf32>, %arg1: tensor<16x16xf32>, %arg2: tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<f32>) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %1 = stablehlo.dot_general %arg2, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2:3 = stablehlo.while(%iterArg = %arg1, %iterArg_3 = %c, %iterArg_4 = %1) : tensor<16x16xf32>, tensor<i32>, tensor<8x16xf32>
    cond {
      %c_5 = stablehlo.constant dense<2> : tensor<i32>
      %9 = stablehlo.compare LT, %iterArg_3, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    } do {
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.add %iterArg_3, %c_5 : tensor<i32>
      %10 = stablehlo.dot_general %iterArg_4, %iterArg, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
      %11 = stablehlo.tanh %10 : tensor<8x16xf32>
      %12 = stablehlo.transpose %11, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>
      %13 = stablehlo.dot_general %12, %iterArg_4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x8xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
      %14 = stablehlo.dot_general %iterArg_4, %13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
      %cst_6 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %15 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      %16 = stablehlo.divide %14, %15 : tensor<8x16xf32>
      stablehlo.return %iterArg, %9, %16 : tensor<16x16xf32>, tensor<i32>, tensor<8x16xf32>
    }
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2#2 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.compare GT, %3, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %5 = stablehlo.convert %4 : (tensor<i1>) -> tensor<i32>
    %6 = "stablehlo.case"(%5) ({
      %9 = stablehlo.transpose %2#2, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>
      %10 = stablehlo.dot_general %9, %2#2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x8xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
      %11 = stablehlo.dot_general %2#2, %10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
      %cst_3 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      %13 = stablehlo.divide %11, %12 : tensor<8x16xf32>
      stablehlo.return %13 : tensor<8x16xf32>
    }, {
      %9 = stablehlo.dot_general %2#2, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
      stablehlo.return %9 : tensor<8x16xf32>
    }) : (tensor<i32>) -> tensor<8x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %8 = stablehlo.divide %7, %cst_2 : tensor<f32>
    return %6, %8 : tensor<8x16xf32>, tensor<f32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<3xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<3xf32>, tensor<1xf32>, tensor<i32>) -> tensor<3xf32>
    return %1 : tensor<3xf32>
  }
}
