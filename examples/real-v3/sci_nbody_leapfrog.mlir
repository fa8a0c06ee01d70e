module @jit_simulate attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x3xf32>, %arg1: tensor<256x3xf32>, %arg2: tensor<256xf32>) -> (tensor<256x3xf32> {jax.result_info = "result[0]"}, tensor<256x3xf32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:4 = stablehlo.while(%iterArg = %arg2, %iterArg_6 = %c, %iterArg_7 = %arg0, %iterArg_8 = %arg1) : tensor<256xf32>, tensor<i32>, tensor<256x3xf32>, tensor<256x3xf32>
    cond {
      %c_9 = stablehlo.constant dense<16> : tensor<i32>
      %25 = stablehlo.compare LT, %iterArg_6, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %25 : tensor<i1>
    } do {
      %25:2 = func.call @closed_call(%iterArg, %iterArg_7, %iterArg_8) : (tensor<256xf32>, tensor<256x3xf32>, tensor<256x3xf32>) -> (tensor<256x3xf32>, tensor<256x3xf32>)
      %c_9 = stablehlo.constant dense<1> : tensor<i32>
      %26 = stablehlo.add %iterArg_6, %c_9 : tensor<i32>
      stablehlo.return %iterArg, %26, %25#0, %25#1 : tensor<256xf32>, tensor<i32>, tensor<256x3xf32>, tensor<256x3xf32>
    }
    %1 = stablehlo.broadcast_in_dim %0#2, dims = [1, 2] : (tensor<256x3xf32>) -> tensor<1x256x3xf32>
    %2 = stablehlo.broadcast_in_dim %0#2, dims = [0, 2] : (tensor<256x3xf32>) -> tensor<256x1x3xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x256x3xf32>) -> tensor<256x256x3xf32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<256x1x3xf32>) -> tensor<256x256x3xf32>
    %5 = stablehlo.subtract %3, %4 : tensor<256x256x3xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<256x256x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<256x256x3xf32>, tensor<f32>) -> tensor<256x256xf32>
    %cst_0 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %9 = stablehlo.add %7, %8 : tensor<256x256xf32>
    %10 = stablehlo.sqrt %9 : tensor<256x256xf32>
    %11 = stablehlo.multiply %0#3, %0#3 : tensor<256x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<256x3xf32>, tensor<f32>) -> tensor<256xf32>
    %13 = stablehlo.multiply %arg2, %12 : tensor<256xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %15 = stablehlo.multiply %cst_3, %14 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %17 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %18 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<256x256xf32>
    %19 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x256xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<256x256xf32>
    %21 = stablehlo.divide %20, %10 : tensor<256x256xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %23 = stablehlo.multiply %cst_5, %22 : tensor<f32>
    %24 = stablehlo.subtract %15, %23 : tensor<f32>
    return %0#2, %0#3, %24 : tensor<256x3xf32>, tensor<256x3xf32>, tensor<f32>
  }
  func.func private @closed_call(%arg0: tensor<256xf32>, %arg1: tensor<256x3xf32>, %arg2: tensor<256x3xf32>) -> (tensor<256x3xf32>, tensor<256x3xf32>) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<256x3xf32>) -> tensor<1x256x3xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [0, 2] : (tensor<256x3xf32>) -> tensor<256x1x3xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<1x256x3xf32>) -> tensor<256x256x3xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<256x1x3xf32>) -> tensor<256x256x3xf32>
    %4 = stablehlo.subtract %2, %3 : tensor<256x256x3xf32>
    %5 = stablehlo.multiply %4, %4 : tensor<256x256x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<256x256x3xf32>, tensor<f32>) -> tensor<256x256xf32>
    %cst_0 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %8 = stablehlo.add %6, %7 : tensor<256x256xf32>
    %9 = stablehlo.rsqrt %8 : tensor<256x256xf32>
    %10 = stablehlo.multiply %9, %9 : tensor<256x256xf32>
    %11 = stablehlo.multiply %10, %9 : tensor<256x256xf32>
    %12 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<256x256xf32>
    %14 = stablehlo.multiply %11, %13 : tensor<256x256xf32>
    %15 = stablehlo.dot_general %14, %4, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x256xf32>, tensor<256x256x3xf32>) -> tensor<256x3xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-03> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256x3xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<256x3xf32>
    %18 = stablehlo.add %arg2, %17 : tensor<256x3xf32>
    %cst_2 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<256x3xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<256x3xf32>
    %21 = stablehlo.add %arg1, %20 : tensor<256x3xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [1, 2] : (tensor<256x3xf32>) -> tensor<1x256x3xf32>
    %23 = stablehlo.broadcast_in_dim %21, dims = [0, 2] : (tensor<256x3xf32>) -> tensor<256x1x3xf32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<1x256x3xf32>) -> tensor<256x256x3xf32>
    %25 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<256x1x3xf32>) -> tensor<256x256x3xf32>
    %26 = stablehlo.subtract %24, %25 : tensor<256x256x3xf32>
    %27 = stablehlo.multiply %26, %26 : tensor<256x256x3xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<256x256x3xf32>, tensor<f32>) -> tensor<256x256xf32>
    %cst_4 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %30 = stablehlo.add %28, %29 : tensor<256x256xf32>
    %31 = stablehlo.rsqrt %30 : tensor<256x256xf32>
    %32 = stablehlo.multiply %31, %31 : tensor<256x256xf32>
    %33 = stablehlo.multiply %32, %31 : tensor<256x256xf32>
    %34 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<256x256xf32>
    %36 = stablehlo.multiply %33, %35 : tensor<256x256xf32>
    %37 = stablehlo.dot_general %36, %26, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x256xf32>, tensor<256x256x3xf32>) -> tensor<256x3xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-03> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<256x3xf32>
    %39 = stablehlo.multiply %38, %37 : tensor<256x3xf32>
    %40 = stablehlo.add %18, %39 : tensor<256x3xf32>
    return %21, %40 : tensor<256x3xf32>, tensor<256x3xf32>
  }
}
