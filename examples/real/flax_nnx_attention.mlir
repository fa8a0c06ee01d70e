module @jit_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x16xf32>, %arg1: tensor<64x4x16xf32>, %arg2: tensor<64xf32>, %arg3: tensor<4x16x64xf32>, %arg4: tensor<4x16xf32>, %arg5: tensor<64x4x16xf32>, %arg6: tensor<4x16xf32>, %arg7: tensor<64x4x16xf32>, %arg8: tensor<2x32x64xf32>) -> (tensor<2x32x64xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.iota dim = 0 : tensor<32xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<32xi32>) -> tensor<2x32xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<2x32xi32>) -> tensor<2x32x1xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 2] : (tensor<2x32xi32>) -> tensor<2x1x32xi32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<2x32x1xi32>) -> tensor<2x32x32xi32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x1x32xi32>) -> tensor<2x32x32xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<2x32x32xi32>, tensor<2x32x32xi32>) -> tensor<2x32x32xi1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 2, 3] : (tensor<2x32x32xi1>) -> tensor<2x1x32x32xi1>
    %8 = stablehlo.convert %7 : (tensor<2x1x32x32xi1>) -> tensor<2x1x32x32xf32>
    %9 = stablehlo.dot_general %arg8, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %10 = stablehlo.reshape %arg4 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %12 = stablehlo.add %9, %11 : tensor<2x32x4x16xf32>
    %13 = stablehlo.dot_general %arg8, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %14 = stablehlo.reshape %arg0 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %16 = stablehlo.add %13, %15 : tensor<2x32x4x16xf32>
    %17 = stablehlo.dot_general %arg8, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %18 = stablehlo.reshape %arg6 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %20 = stablehlo.add %17, %19 : tensor<2x32x4x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x32x32xf32>
    %22 = stablehlo.compare NE, %8, %21, FLOAT : (tensor<2x1x32x32xf32>, tensor<2x1x32x32xf32>) -> tensor<2x1x32x32xi1>
    %23 = stablehlo.convert %22 : tensor<2x1x32x32xi1>
    %24 = stablehlo.reshape %12 : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x1x16xf32>
    %25 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 3, 4] : (tensor<2x1x32x32xi1>) -> tensor<2x1x1x32x32xi1>
    %26 = stablehlo.dot_general %24, %16, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x1x16xf32>, tensor<2x32x4x16xf32>) -> tensor<2x4x32x1x32xf32>
    %cst_0 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x4x32x1x32xf32>
    %28 = stablehlo.multiply %26, %27 : tensor<2x4x32x1x32xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %29 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<2x4x32x32xi1>
    %30 = stablehlo.broadcast_in_dim %29, dims = [1, 2, 3, 4] : (tensor<2x4x32x32xi1>) -> tensor<1x2x4x32x32xi1>
    %31 = stablehlo.transpose %25, dims = [2, 0, 1, 3, 4] : (tensor<2x1x1x32x32xi1>) -> tensor<1x2x1x32x32xi1>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2, 3, 4] : (tensor<1x2x1x32x32xi1>) -> tensor<1x2x4x32x32xi1>
    %33 = stablehlo.and %30, %32 : tensor<1x2x4x32x32xi1>
    %cst_1 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %34 = call @_where(%33, %28, %cst_1) : (tensor<1x2x4x32x32xi1>, tensor<2x4x32x1x32xf32>, tensor<f32>) -> tensor<1x2x4x32x32xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %35 = stablehlo.reduce(%34 init: %cst_2) applies stablehlo.maximum across dimensions = [4] : (tensor<1x2x4x32x32xf32>, tensor<f32>) -> tensor<1x2x4x32xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x2x4x32xf32>
    %37 = stablehlo.maximum %36, %35 : tensor<1x2x4x32xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x2x4x32xf32>) -> tensor<1x2x4x32x1xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3, 4] : (tensor<1x2x4x32x1xf32>) -> tensor<1x2x4x32x32xf32>
    %40 = stablehlo.subtract %34, %39 : tensor<1x2x4x32x32xf32>
    %41 = stablehlo.exponential %40 : tensor<1x2x4x32x32xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.reduce(%41 init: %cst_4) applies stablehlo.add across dimensions = [4] : (tensor<1x2x4x32x32xf32>, tensor<f32>) -> tensor<1x2x4x32xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x2x4x32xf32>) -> tensor<1x2x4x32x1xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3, 4] : (tensor<1x2x4x32x1xf32>) -> tensor<1x2x4x32x32xf32>
    %45 = stablehlo.divide %41, %44 : tensor<1x2x4x32x32xf32>
    %46 = stablehlo.dot_general %20, %45, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<1x2x4x32x32xf32>) -> tensor<2x4x16x1x32xf32>
    %47 = stablehlo.transpose %46, dims = [3, 0, 4, 1, 2] : (tensor<2x4x16x1x32xf32>) -> tensor<1x2x32x4x16xf32>
    %48 = stablehlo.transpose %47, dims = [1, 2, 3, 0, 4] : (tensor<1x2x32x4x16xf32>) -> tensor<2x32x4x1x16xf32>
    %49 = stablehlo.reshape %48 : (tensor<2x32x4x1x16xf32>) -> tensor<2x32x4x16xf32>
    %50 = stablehlo.dot_general %49, %arg3, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<2x32x64xf32>
    %51 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %53 = stablehlo.add %50, %52 : tensor<2x32x64xf32>
    return %53 : tensor<2x32x64xf32>
  }
  func.func private @_where(%arg0: tensor<1x2x4x32x32xi1>, %arg1: tensor<2x4x32x1x32xf32>, %arg2: tensor<f32>) -> tensor<1x2x4x32x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x4x32x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    %2 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<2x4x32x1x32xf32>) -> tensor<1x2x4x32x32xf32>
    %3 = stablehlo.select %arg0, %2, %1 : tensor<1x2x4x32x32xi1>, tensor<1x2x4x32x32xf32>
    return %3 : tensor<1x2x4x32x32xf32>
  }
}
