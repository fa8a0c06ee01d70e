module @jit_solve attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x64x64xf32>) -> (tensor<4x64x64xf32> {jax.result_info = "result[0]"}, tensor<4xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x64x64xf32>
    %1 = stablehlo.dot_general %arg0, %arg0, batching_dims = [0] x [0], contracting_dims = [1, 2] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x64x64xf32>, tensor<4x64x64xf32>) -> tensor<4xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<4xf32>) -> tensor<4x1x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3:5 = stablehlo.while(%iterArg = %c, %iterArg_0 = %0, %iterArg_1 = %arg0, %iterArg_2 = %arg0, %iterArg_3 = %2) : tensor<i32>, tensor<4x64x64xf32>, tensor<4x64x64xf32>, tensor<4x64x64xf32>, tensor<4x1x1xf32>
    cond {
      %c_4 = stablehlo.constant dense<80> : tensor<i32>
      %6 = stablehlo.compare LT, %iterArg, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %6 : tensor<i1>
    } do {
      %6:4 = func.call @closed_call(%iterArg_0, %iterArg_1, %iterArg_2, %iterArg_3) : (tensor<4x64x64xf32>, tensor<4x64x64xf32>, tensor<4x64x64xf32>, tensor<4x1x1xf32>) -> (tensor<4x64x64xf32>, tensor<4x64x64xf32>, tensor<4x64x64xf32>, tensor<4x1x1xf32>)
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %7 = stablehlo.add %iterArg, %c_4 : tensor<i32>
      stablehlo.return %7, %6#0, %6#1, %6#2, %6#3 : tensor<i32>, tensor<4x64x64xf32>, tensor<4x64x64xf32>, tensor<4x64x64xf32>, tensor<4x1x1xf32>
    }
    %4 = stablehlo.reshape %3#4 : (tensor<4x1x1xf32>) -> tensor<4xf32>
    %5 = stablehlo.sqrt %4 : tensor<4xf32>
    return %3#1, %5 : tensor<4x64x64xf32>, tensor<4xf32>
  }
  func.func private @closed_call(%arg0: tensor<4x64x64xf32>, %arg1: tensor<4x64x64xf32>, %arg2: tensor<4x64x64xf32>, %arg3: tensor<4x1x1xf32>) -> (tensor<4x64x64xf32>, tensor<4x64x64xf32>, tensor<4x64x64xf32>, tensor<4x1x1xf32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg2, %c) : (tensor<4x64x64xf32>, tensor<i32>) -> tensor<4x66x66xf32>
    %cst = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x64x64xf32>
    %2 = stablehlo.multiply %1, %arg2 : tensor<4x64x64xf32>
    %3 = stablehlo.slice %0 [0:4, 0:64, 1:65] : (tensor<4x66x66xf32>) -> tensor<4x64x64xf32>
    %4 = stablehlo.subtract %2, %3 : tensor<4x64x64xf32>
    %5 = stablehlo.slice %0 [0:4, 2:66, 1:65] : (tensor<4x66x66xf32>) -> tensor<4x64x64xf32>
    %6 = stablehlo.subtract %4, %5 : tensor<4x64x64xf32>
    %7 = stablehlo.slice %0 [0:4, 1:65, 0:64] : (tensor<4x66x66xf32>) -> tensor<4x64x64xf32>
    %8 = stablehlo.subtract %6, %7 : tensor<4x64x64xf32>
    %9 = stablehlo.slice %0 [0:4, 1:65, 2:66] : (tensor<4x66x66xf32>) -> tensor<4x64x64xf32>
    %10 = stablehlo.subtract %8, %9 : tensor<4x64x64xf32>
    %11 = stablehlo.dot_general %arg2, %10, batching_dims = [0] x [0], contracting_dims = [1, 2] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x64x64xf32>, tensor<4x64x64xf32>) -> tensor<4xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<4xf32>) -> tensor<4x1x1xf32>
    %13 = stablehlo.divide %arg3, %12 : tensor<4x1x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<4x1x1xf32>) -> tensor<4x64x64xf32>
    %15 = stablehlo.multiply %14, %arg2 : tensor<4x64x64xf32>
    %16 = stablehlo.add %arg0, %15 : tensor<4x64x64xf32>
    %17 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<4x1x1xf32>) -> tensor<4x64x64xf32>
    %18 = stablehlo.multiply %17, %10 : tensor<4x64x64xf32>
    %19 = stablehlo.subtract %arg1, %18 : tensor<4x64x64xf32>
    %20 = stablehlo.dot_general %19, %19, batching_dims = [0] x [0], contracting_dims = [1, 2] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x64x64xf32>, tensor<4x64x64xf32>) -> tensor<4xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<4xf32>) -> tensor<4x1x1xf32>
    %22 = stablehlo.divide %21, %arg3 : tensor<4x1x1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<4x1x1xf32>) -> tensor<4x64x64xf32>
    %24 = stablehlo.multiply %23, %arg2 : tensor<4x64x64xf32>
    %25 = stablehlo.add %19, %24 : tensor<4x64x64xf32>
    return %16, %19, %25, %21 : tensor<4x64x64xf32>, tensor<4x64x64xf32>, tensor<4x64x64xf32>, tensor<4x1x1xf32>
  }
  func.func private @_pad(%arg0: tensor<4x64x64xf32>, %arg1: tensor<i32>) -> tensor<4x66x66xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 1, 1], high = [0, 1, 1], interior = [0, 0, 0] : (tensor<4x64x64xf32>, tensor<f32>) -> tensor<4x66x66xf32>
    return %1 : tensor<4x66x66xf32>
  }
}
