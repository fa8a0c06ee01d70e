module @jit_fn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x512xf32>, %arg1: tensor<512x1024xf32>, %arg2: tensor<1024xf32>, %arg3: tensor<1024x1024xf32>, %arg4: tensor<1024xf32>, %arg5: tensor<1024x256xf32>, %arg6: tensor<256xf32>) -> (tensor<256x256xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x1024xf32>) -> tensor<256x1024xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<256x1024xf32>
    %3 = stablehlo.add %0, %2 : tensor<256x1024xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<256x1024xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<256x1024xf32>
    %cst = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<256x1024xf32>
    %8 = stablehlo.add %3, %7 : tensor<256x1024xf32>
    %cst_0 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<256x1024xf32>
    %11 = stablehlo.tanh %10 : tensor<256x1024xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %13 = stablehlo.add %12, %11 : tensor<256x1024xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<256x1024xf32>
    %16 = stablehlo.multiply %3, %15 : tensor<256x1024xf32>
    %17 = stablehlo.dot_general %16, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32>
    %18 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<256x1024xf32>
    %20 = stablehlo.add %17, %19 : tensor<256x1024xf32>
    %21 = stablehlo.multiply %20, %20 : tensor<256x1024xf32>
    %22 = stablehlo.multiply %21, %20 : tensor<256x1024xf32>
    %cst_3 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %24 = stablehlo.multiply %23, %22 : tensor<256x1024xf32>
    %25 = stablehlo.add %20, %24 : tensor<256x1024xf32>
    %cst_4 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %27 = stablehlo.multiply %26, %25 : tensor<256x1024xf32>
    %28 = stablehlo.tanh %27 : tensor<256x1024xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %30 = stablehlo.add %29, %28 : tensor<256x1024xf32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %32 = stablehlo.multiply %31, %30 : tensor<256x1024xf32>
    %33 = stablehlo.multiply %20, %32 : tensor<256x1024xf32>
    %34 = stablehlo.dot_general %33, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<1024x256xf32>) -> tensor<256x256xf32>
    %35 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<256x256xf32>
    %37 = stablehlo.add %34, %36 : tensor<256x256xf32>
    return %37 : tensor<256x256xf32>
  }
}
