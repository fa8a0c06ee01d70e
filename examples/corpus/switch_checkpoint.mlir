module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x16x16xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<i32>) -> (tensor<3x16x16xf32> {jax.result_info = "result[0]"}, tensor<8x16xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.clamp %c, %arg2, %c_0 : tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %17 = stablehlo.slice %arg0 [0:1, 0:16, 0:16] : (tensor<3x16x16xf32>) -> tensor<1x16x16xf32>
      %18 = stablehlo.reshape %17 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
      %19 = stablehlo.dot_general %arg1, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
      %20 = stablehlo.tanh %19 : tensor<8x16xf32>
      stablehlo.return %20 : tensor<8x16xf32>
    }, {
      %17 = stablehlo.slice %arg0 [1:2, 0:16, 0:16] : (tensor<3x16x16xf32>) -> tensor<1x16x16xf32>
      %18 = stablehlo.reshape %17 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
      %19 = stablehlo.dot_general %arg1, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
      %20 = stablehlo.transpose %19, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>
      %21 = stablehlo.transpose %20, dims = [1, 0] : (tensor<16x8xf32>) -> tensor<8x16xf32>
      %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %22 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      %23 = stablehlo.multiply %21, %22 : tensor<8x16xf32>
      stablehlo.return %23 : tensor<8x16xf32>
    }, {
      %17 = stablehlo.slice %arg0 [2:3, 0:16, 0:16] : (tensor<3x16x16xf32>) -> tensor<1x16x16xf32>
      %18 = stablehlo.reshape %17 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
      %19 = stablehlo.transpose %18, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
      %20 = stablehlo.dot_general %arg1, %19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
      stablehlo.return %20 : tensor<8x16xf32>
    }) : (tensor<i32>) -> tensor<8x16xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %2 = stablehlo.clamp %c_1, %arg2, %c_2 : tensor<i32>
    %3 = "stablehlo.case"(%2) ({
      %17 = stablehlo.slice %arg0 [0:1, 0:16, 0:16] : (tensor<3x16x16xf32>) -> tensor<1x16x16xf32>
      %18 = stablehlo.reshape %17 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
      %19 = stablehlo.dot_general %1, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
      %20 = stablehlo.tanh %19 : tensor<8x16xf32>
      stablehlo.return %20 : tensor<8x16xf32>
    }, {
      %17 = stablehlo.slice %arg0 [1:2, 0:16, 0:16] : (tensor<3x16x16xf32>) -> tensor<1x16x16xf32>
      %18 = stablehlo.reshape %17 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
      %19 = stablehlo.dot_general %1, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
      %20 = stablehlo.transpose %19, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>
      %21 = stablehlo.transpose %20, dims = [1, 0] : (tensor<16x8xf32>) -> tensor<8x16xf32>
      %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %22 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      %23 = stablehlo.multiply %21, %22 : tensor<8x16xf32>
      stablehlo.return %23 : tensor<8x16xf32>
    }, {
      %17 = stablehlo.slice %arg0 [2:3, 0:16, 0:16] : (tensor<3x16x16xf32>) -> tensor<1x16x16xf32>
      %18 = stablehlo.reshape %17 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
      %19 = stablehlo.transpose %18, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
      %20 = stablehlo.dot_general %1, %19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
      stablehlo.return %20 : tensor<8x16xf32>
    }) : (tensor<i32>) -> tensor<8x16xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<8x16xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<8x16xf32>
    %8:4 = stablehlo.optimization_barrier %arg2, %arg0, %1, %7 : tensor<i32>, tensor<3x16x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<2> : tensor<i32>
    %9 = stablehlo.clamp %c_4, %8#0, %c_5 : tensor<i32>
    %10:4 = "stablehlo.case"(%9) ({
      %17 = stablehlo.slice %8#1 [0:1, 0:16, 0:16] : (tensor<3x16x16xf32>) -> tensor<1x16x16xf32>
      %18 = stablehlo.reshape %17 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
      %19 = stablehlo.dot_general %8#2, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
      %20 = stablehlo.tanh %19 : tensor<8x16xf32>
      %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %21 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      %22 = stablehlo.subtract %21, %20 : tensor<8x16xf32>
      stablehlo.return %18, %8#2, %20, %22 : tensor<16x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>
    }, {
      %17 = stablehlo.slice %8#1 [1:2, 0:16, 0:16] : (tensor<3x16x16xf32>) -> tensor<1x16x16xf32>
      %18 = stablehlo.reshape %17 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %19 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %20 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      stablehlo.return %18, %8#2, %19, %20 : tensor<16x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>
    }, {
      %17 = stablehlo.slice %8#1 [2:3, 0:16, 0:16] : (tensor<3x16x16xf32>) -> tensor<1x16x16xf32>
      %18 = stablehlo.reshape %17 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
      %19 = stablehlo.transpose %18, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %20 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %21 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      stablehlo.return %19, %8#2, %20, %21 : tensor<16x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>
    }) : (tensor<i32>) -> (tensor<16x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>)
    %11:2 = "stablehlo.case"(%9) ({
      %17 = stablehlo.multiply %8#3, %10#3 : tensor<8x16xf32>
      %18 = stablehlo.multiply %17, %10#2 : tensor<8x16xf32>
      %19 = stablehlo.add %17, %18 : tensor<8x16xf32>
      %20 = stablehlo.dot_general %19, %10#1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
      %21 = stablehlo.transpose %20, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
      %22 = stablehlo.dot_general %19, %10#0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
      %23 = stablehlo.broadcast_in_dim %21, dims = [1, 2] : (tensor<16x16xf32>) -> tensor<1x16x16xf32>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %24 = stablehlo.pad %23, %cst_8, low = [0, 0, 0], high = [2, 0, 0], interior = [0, 0, 0] : (tensor<1x16x16xf32>, tensor<f32>) -> tensor<3x16x16xf32>
      stablehlo.return %24, %22 : tensor<3x16x16xf32>, tensor<8x16xf32>
    }, {
      %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %17 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      %18 = stablehlo.multiply %8#3, %17 : tensor<8x16xf32>
      %19 = stablehlo.transpose %18, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>
      %20 = stablehlo.transpose %19, dims = [1, 0] : (tensor<16x8xf32>) -> tensor<8x16xf32>
      %21 = stablehlo.dot_general %20, %10#1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
      %22 = stablehlo.transpose %21, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
      %23 = stablehlo.dot_general %20, %10#0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
      %24 = stablehlo.broadcast_in_dim %22, dims = [1, 2] : (tensor<16x16xf32>) -> tensor<1x16x16xf32>
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %25 = stablehlo.pad %24, %cst_9, low = [1, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x16x16xf32>, tensor<f32>) -> tensor<3x16x16xf32>
      stablehlo.return %25, %23 : tensor<3x16x16xf32>, tensor<8x16xf32>
    }, {
      %17 = stablehlo.dot_general %8#3, %10#1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
      %18 = stablehlo.transpose %17, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
      %19 = stablehlo.dot_general %8#3, %10#0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
      %20 = stablehlo.transpose %18, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
      %21 = stablehlo.broadcast_in_dim %20, dims = [1, 2] : (tensor<16x16xf32>) -> tensor<1x16x16xf32>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %22 = stablehlo.pad %21, %cst_8, low = [2, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x16x16xf32>, tensor<f32>) -> tensor<3x16x16xf32>
      stablehlo.return %22, %19 : tensor<3x16x16xf32>, tensor<8x16xf32>
    }) : (tensor<i32>) -> (tensor<3x16x16xf32>, tensor<8x16xf32>)
    %12:4 = stablehlo.optimization_barrier %arg2, %arg0, %arg1, %11#1 : tensor<i32>, tensor<3x16x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c_7 = stablehlo.constant dense<2> : tensor<i32>
    %13 = stablehlo.clamp %c_6, %12#0, %c_7 : tensor<i32>
    %14:4 = "stablehlo.case"(%13) ({
      %17 = stablehlo.slice %12#1 [0:1, 0:16, 0:16] : (tensor<3x16x16xf32>) -> tensor<1x16x16xf32>
      %18 = stablehlo.reshape %17 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
      %19 = stablehlo.dot_general %12#2, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
      %20 = stablehlo.tanh %19 : tensor<8x16xf32>
      %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %21 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      %22 = stablehlo.subtract %21, %20 : tensor<8x16xf32>
      stablehlo.return %18, %12#2, %20, %22 : tensor<16x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>
    }, {
      %17 = stablehlo.slice %12#1 [1:2, 0:16, 0:16] : (tensor<3x16x16xf32>) -> tensor<1x16x16xf32>
      %18 = stablehlo.reshape %17 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %19 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %20 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      stablehlo.return %18, %12#2, %19, %20 : tensor<16x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>
    }, {
      %17 = stablehlo.slice %12#1 [2:3, 0:16, 0:16] : (tensor<3x16x16xf32>) -> tensor<1x16x16xf32>
      %18 = stablehlo.reshape %17 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
      %19 = stablehlo.transpose %18, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %20 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %21 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      stablehlo.return %19, %12#2, %20, %21 : tensor<16x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>
    }) : (tensor<i32>) -> (tensor<16x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>)
    %15:2 = "stablehlo.case"(%13) ({
      %17 = stablehlo.multiply %12#3, %14#3 : tensor<8x16xf32>
      %18 = stablehlo.multiply %17, %14#2 : tensor<8x16xf32>
      %19 = stablehlo.add %17, %18 : tensor<8x16xf32>
      %20 = stablehlo.dot_general %19, %14#1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
      %21 = stablehlo.transpose %20, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
      %22 = stablehlo.dot_general %19, %14#0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
      %23 = stablehlo.broadcast_in_dim %21, dims = [1, 2] : (tensor<16x16xf32>) -> tensor<1x16x16xf32>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %24 = stablehlo.pad %23, %cst_8, low = [0, 0, 0], high = [2, 0, 0], interior = [0, 0, 0] : (tensor<1x16x16xf32>, tensor<f32>) -> tensor<3x16x16xf32>
      stablehlo.return %24, %22 : tensor<3x16x16xf32>, tensor<8x16xf32>
    }, {
      %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %17 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      %18 = stablehlo.multiply %12#3, %17 : tensor<8x16xf32>
      %19 = stablehlo.transpose %18, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>
      %20 = stablehlo.transpose %19, dims = [1, 0] : (tensor<16x8xf32>) -> tensor<8x16xf32>
      %21 = stablehlo.dot_general %20, %14#1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
      %22 = stablehlo.transpose %21, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
      %23 = stablehlo.dot_general %20, %14#0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
      %24 = stablehlo.broadcast_in_dim %22, dims = [1, 2] : (tensor<16x16xf32>) -> tensor<1x16x16xf32>
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %25 = stablehlo.pad %24, %cst_9, low = [1, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x16x16xf32>, tensor<f32>) -> tensor<3x16x16xf32>
      stablehlo.return %25, %23 : tensor<3x16x16xf32>, tensor<8x16xf32>
    }, {
      %17 = stablehlo.dot_general %12#3, %14#1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
      %18 = stablehlo.transpose %17, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
      %19 = stablehlo.dot_general %12#3, %14#0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
      %20 = stablehlo.transpose %18, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
      %21 = stablehlo.broadcast_in_dim %20, dims = [1, 2] : (tensor<16x16xf32>) -> tensor<1x16x16xf32>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %22 = stablehlo.pad %21, %cst_8, low = [2, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x16x16xf32>, tensor<f32>) -> tensor<3x16x16xf32>
      stablehlo.return %22, %19 : tensor<3x16x16xf32>, tensor<8x16xf32>
    }) : (tensor<i32>) -> (tensor<3x16x16xf32>, tensor<8x16xf32>)
    %16 = stablehlo.add %11#0, %15#0 : tensor<3x16x16xf32>
    return %16, %15#1 : tensor<3x16x16xf32>, tensor<8x16xf32>
  }
}
