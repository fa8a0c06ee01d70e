module @jit_per_example attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x64x128xf32>, %arg1: tensor<256x128xf32>, %arg2: tensor<256xf32>, %arg3: tensor<128x256xf32>, %arg4: tensor<128xf32>) -> (tensor<64x64x128xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<64x64x128xf32>) -> tensor<64x128x64xf32>
    %1 = stablehlo.dot_general %arg1, %0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x128xf32>, tensor<64x128x64xf32>) -> tensor<256x64x64xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %3 = stablehlo.transpose %1, dims = [1, 0, 2] : (tensor<256x64x64xf32>) -> tensor<64x256x64xf32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [1, 2] : (tensor<256x1xf32>) -> tensor<1x256x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<1x256x1xf32>) -> tensor<64x256x64xf32>
    %6 = stablehlo.add %3, %5 : tensor<64x256x64xf32>
    %7 = stablehlo.multiply %6, %6 : tensor<64x256x64xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<64x256x64xf32>
    %cst = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x256x64xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<64x256x64xf32>
    %11 = stablehlo.add %6, %10 : tensor<64x256x64xf32>
    %cst_0 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x256x64xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<64x256x64xf32>
    %14 = stablehlo.tanh %13 : tensor<64x256x64xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64x256x64xf32>
    %16 = stablehlo.add %15, %14 : tensor<64x256x64xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64x256x64xf32>
    %18 = stablehlo.multiply %17, %16 : tensor<64x256x64xf32>
    %19 = stablehlo.multiply %6, %18 : tensor<64x256x64xf32>
    %20 = stablehlo.dot_general %arg3, %19, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<128x256xf32>, tensor<64x256x64xf32>) -> tensor<128x64x64xf32>
    %21 = stablehlo.broadcast_in_dim %arg4, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %22 = stablehlo.transpose %20, dims = [1, 0, 2] : (tensor<128x64x64xf32>) -> tensor<64x128x64xf32>
    %23 = stablehlo.broadcast_in_dim %21, dims = [1, 2] : (tensor<128x1xf32>) -> tensor<1x128x1xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<64x128x64xf32>
    %25 = stablehlo.add %22, %24 : tensor<64x128x64xf32>
    %26 = stablehlo.transpose %25, dims = [0, 2, 1] : (tensor<64x128x64xf32>) -> tensor<64x64x128xf32>
    %27 = stablehlo.add %arg0, %26 : tensor<64x64x128xf32>
    return %27 : tensor<64x64x128xf32>
  }
}
