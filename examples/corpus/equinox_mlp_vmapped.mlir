module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x8xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16x16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<8x16xf32>, %arg5: tensor<8xf32>, %arg6: tensor<16x8xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<16x8xf32> {jax.result_info = "result[1].layers[0].weight"}, tensor<16xf32> {jax.result_info = "result[1].layers[0].bias"}, tensor<16x16xf32> {jax.result_info = "result[1].layers[1].weight"}, tensor<16xf32> {jax.result_info = "result[1].layers[1].bias"}, tensor<8x16xf32> {jax.result_info = "result[1].layers[2].weight"}, tensor<8xf32> {jax.result_info = "result[1].layers[2].bias"}) {
    %0 = stablehlo.dot_general %arg0, %arg6, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x16xf32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<16x16xf32>
    %4 = stablehlo.add %1, %3 : tensor<16x16xf32>
    %5 = stablehlo.tanh %4 : tensor<16x16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %7 = stablehlo.subtract %6, %5 : tensor<16x16xf32>
    %8 = stablehlo.dot_general %arg2, %5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %9 = stablehlo.transpose %8, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %10 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<16x16xf32>
    %12 = stablehlo.add %9, %11 : tensor<16x16xf32>
    %13 = stablehlo.tanh %12 : tensor<16x16xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %15 = stablehlo.subtract %14, %13 : tensor<16x16xf32>
    %16 = stablehlo.dot_general %arg4, %13, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
    %17 = stablehlo.transpose %16, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>
    %18 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<16x8xf32>
    %20 = stablehlo.add %17, %19 : tensor<16x8xf32>
    %21 = stablehlo.multiply %20, %20 : tensor<16x8xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %23 = stablehlo.multiply %22, %20 : tensor<16x8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%21 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %25 = stablehlo.divide %24, %cst_3 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %26 = stablehlo.divide %cst_4, %cst_5 : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %28 = stablehlo.multiply %27, %23 : tensor<16x8xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<16x8xf32>, tensor<f32>) -> tensor<8xf32>
    %30 = stablehlo.reshape %29 : (tensor<8xf32>) -> tensor<1x8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%30 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %32 = stablehlo.transpose %28, dims = [1, 0] : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %33 = stablehlo.dot_general %32, %arg4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
    %34 = stablehlo.dot_general %32, %13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
    %35 = stablehlo.multiply %33, %15 : tensor<16x16xf32>
    %36 = stablehlo.multiply %35, %13 : tensor<16x16xf32>
    %37 = stablehlo.add %35, %36 : tensor<16x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%37 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %39 = stablehlo.reshape %38 : (tensor<16xf32>) -> tensor<1x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.reduce(%39 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %41 = stablehlo.transpose %37, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %42 = stablehlo.dot_general %41, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %43 = stablehlo.dot_general %41, %5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %44 = stablehlo.multiply %42, %7 : tensor<16x16xf32>
    %45 = stablehlo.multiply %44, %5 : tensor<16x16xf32>
    %46 = stablehlo.add %44, %45 : tensor<16x16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.reduce(%46 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %48 = stablehlo.reshape %47 : (tensor<16xf32>) -> tensor<1x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %50 = stablehlo.transpose %46, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %51 = stablehlo.dot_general %50, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    return %25, %51, %49, %43, %40, %34, %31 : tensor<f32>, tensor<16x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8xf32>
  }
}
