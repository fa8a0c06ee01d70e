module @jit_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x16xf32>, %arg1: tensor<64xf32>, %arg2: tensor<16x64xf32>, %arg3: tensor<16xf32>, %arg4: tensor<128x32xf32>, %arg5: tensor<128xf32>, %arg6: tensor<32x128xf32>, %arg7: tensor<32xf32>, %arg8: tensor<64x16xf32>, %arg9: tensor<64xf32>, %arg10: tensor<16x64xf32>, %arg11: tensor<16xf32>, %arg12: tensor<128x32xf32>, %arg13: tensor<128xf32>, %arg14: tensor<32x128xf32>, %arg15: tensor<32xf32>, %arg16: tensor<4x16x32xf32>) -> (tensor<4x16x32xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.transpose %arg16, dims = [0, 2, 1] : (tensor<4x16x32xf32>) -> tensor<4x32x16xf32>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<4x32x16xf32>) -> tensor<64x4x32xf32>
    %2 = stablehlo.transpose %1, dims = [1, 2, 0] : (tensor<64x4x32xf32>) -> tensor<4x32x64xf32>
    %3 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [1, 2] : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<4x32x64xf32>
    %6 = stablehlo.add %2, %5 : tensor<4x32x64xf32>
    %7 = call @relu(%6) : (tensor<4x32x64xf32>) -> tensor<4x32x64xf32>
    %8 = stablehlo.dot_general %arg2, %7, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<4x32x64xf32>) -> tensor<16x4x32xf32>
    %9 = stablehlo.transpose %8, dims = [1, 2, 0] : (tensor<16x4x32xf32>) -> tensor<4x32x16xf32>
    %10 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1, 2] : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<4x32x16xf32>
    %13 = stablehlo.add %9, %12 : tensor<4x32x16xf32>
    %14 = stablehlo.transpose %13, dims = [0, 2, 1] : (tensor<4x32x16xf32>) -> tensor<4x16x32xf32>
    %15 = stablehlo.add %arg16, %14 : tensor<4x16x32xf32>
    %16 = stablehlo.dot_general %arg4, %15, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<4x16x32xf32>) -> tensor<128x4x16xf32>
    %17 = stablehlo.transpose %16, dims = [1, 2, 0] : (tensor<128x4x16xf32>) -> tensor<4x16x128xf32>
    %18 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [1, 2] : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x16x128xf32>
    %21 = stablehlo.add %17, %20 : tensor<4x16x128xf32>
    %22 = call @relu_0(%21) : (tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %23 = stablehlo.dot_general %arg6, %22, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<4x16x128xf32>) -> tensor<32x4x16xf32>
    %24 = stablehlo.transpose %23, dims = [1, 2, 0] : (tensor<32x4x16xf32>) -> tensor<4x16x32xf32>
    %25 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [1, 2] : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %28 = stablehlo.add %24, %27 : tensor<4x16x32xf32>
    %29 = stablehlo.add %15, %28 : tensor<4x16x32xf32>
    %30 = stablehlo.transpose %29, dims = [0, 2, 1] : (tensor<4x16x32xf32>) -> tensor<4x32x16xf32>
    %31 = stablehlo.dot_general %arg8, %30, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<4x32x16xf32>) -> tensor<64x4x32xf32>
    %32 = stablehlo.transpose %31, dims = [1, 2, 0] : (tensor<64x4x32xf32>) -> tensor<4x32x64xf32>
    %33 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [1, 2] : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<4x32x64xf32>
    %36 = stablehlo.add %32, %35 : tensor<4x32x64xf32>
    %37 = call @relu(%36) : (tensor<4x32x64xf32>) -> tensor<4x32x64xf32>
    %38 = stablehlo.dot_general %arg10, %37, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<4x32x64xf32>) -> tensor<16x4x32xf32>
    %39 = stablehlo.transpose %38, dims = [1, 2, 0] : (tensor<16x4x32xf32>) -> tensor<4x32x16xf32>
    %40 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [1, 2] : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<4x32x16xf32>
    %43 = stablehlo.add %39, %42 : tensor<4x32x16xf32>
    %44 = stablehlo.transpose %43, dims = [0, 2, 1] : (tensor<4x32x16xf32>) -> tensor<4x16x32xf32>
    %45 = stablehlo.add %29, %44 : tensor<4x16x32xf32>
    %46 = stablehlo.dot_general %arg12, %45, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<4x16x32xf32>) -> tensor<128x4x16xf32>
    %47 = stablehlo.transpose %46, dims = [1, 2, 0] : (tensor<128x4x16xf32>) -> tensor<4x16x128xf32>
    %48 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [1, 2] : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x16x128xf32>
    %51 = stablehlo.add %47, %50 : tensor<4x16x128xf32>
    %52 = call @relu_0(%51) : (tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %53 = stablehlo.dot_general %arg14, %52, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<4x16x128xf32>) -> tensor<32x4x16xf32>
    %54 = stablehlo.transpose %53, dims = [1, 2, 0] : (tensor<32x4x16xf32>) -> tensor<4x16x32xf32>
    %55 = stablehlo.broadcast_in_dim %arg15, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [1, 2] : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %58 = stablehlo.add %54, %57 : tensor<4x16x32xf32>
    %59 = stablehlo.add %45, %58 : tensor<4x16x32xf32>
    return %59 : tensor<4x16x32xf32>
  }
  func.func private @relu(%arg0: tensor<4x32x64xf32>) -> tensor<4x32x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x32x64xf32>
    return %1 : tensor<4x32x64xf32>
  }
  func.func private @relu_0(%arg0: tensor<4x16x128xf32>) -> tensor<4x16x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16x128xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x16x128xf32>
    return %1 : tensor<4x16x128xf32>
  }
}
