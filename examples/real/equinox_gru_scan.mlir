module @jit_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<96x16xf32>, %arg1: tensor<96x32xf32>, %arg2: tensor<96xf32>, %arg3: tensor<32xf32>, %arg4: tensor<8x20x16xf32>) -> (tensor<8x32xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %2 = stablehlo.transpose %arg4, dims = [1, 0, 2] : (tensor<8x20x16xf32>) -> tensor<20x8x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3:7 = stablehlo.while(%iterArg = %2, %iterArg_0 = %arg0, %iterArg_1 = %arg2, %iterArg_2 = %arg1, %iterArg_3 = %arg3, %iterArg_4 = %c, %iterArg_5 = %1) : tensor<20x8x16xf32>, tensor<96x16xf32>, tensor<96xf32>, tensor<96x32xf32>, tensor<32xf32>, tensor<i32>, tensor<8x32xf32>
    cond {
      %c_6 = stablehlo.constant dense<20> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_4, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_4) : (tensor<20x8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
      %5 = func.call @closed_call(%iterArg_0, %iterArg_1, %iterArg_2, %iterArg_3, %iterArg_5, %4) : (tensor<96x16xf32>, tensor<96xf32>, tensor<96x32xf32>, tensor<32xf32>, tensor<8x32xf32>, tensor<8x16xf32>) -> tensor<8x32xf32>
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %6 = stablehlo.add %iterArg_4, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_0, %iterArg_1, %iterArg_2, %iterArg_3, %6, %5 : tensor<20x8x16xf32>, tensor<96x16xf32>, tensor<96xf32>, tensor<96x32xf32>, tensor<32xf32>, tensor<i32>, tensor<8x32xf32>
    }
    return %3#6 : tensor<8x32xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<20x8x16xf32>, %arg1: tensor<i32>) -> tensor<8x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 8, 16] : (tensor<20x8x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    return %1 : tensor<8x16xf32>
  }
  func.func private @closed_call(%arg0: tensor<96x16xf32>, %arg1: tensor<96xf32>, %arg2: tensor<96x32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<8x32xf32>, %arg5: tensor<8x16xf32>) -> tensor<8x32xf32> {
    %0 = stablehlo.dot_general %arg0, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<96x16xf32>, tensor<8x16xf32>) -> tensor<96x8xf32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<96x8xf32>) -> tensor<8x96xf32>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<96xf32>) -> tensor<1x96xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x96xf32>) -> tensor<8x96xf32>
    %4 = stablehlo.add %1, %3 : tensor<8x96xf32>
    %5 = stablehlo.slice %4 [0:8, 0:32] : (tensor<8x96xf32>) -> tensor<8x32xf32>
    %6 = stablehlo.slice %4 [0:8, 32:64] : (tensor<8x96xf32>) -> tensor<8x32xf32>
    %7 = stablehlo.slice %4 [0:8, 64:96] : (tensor<8x96xf32>) -> tensor<8x32xf32>
    %8 = stablehlo.dot_general %arg2, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<96x32xf32>, tensor<8x32xf32>) -> tensor<96x8xf32>
    %9 = stablehlo.slice %8 [0:32, 0:8] : (tensor<96x8xf32>) -> tensor<32x8xf32>
    %10 = stablehlo.slice %8 [32:64, 0:8] : (tensor<96x8xf32>) -> tensor<32x8xf32>
    %11 = stablehlo.slice %8 [64:96, 0:8] : (tensor<96x8xf32>) -> tensor<32x8xf32>
    %12 = stablehlo.transpose %9, dims = [1, 0] : (tensor<32x8xf32>) -> tensor<8x32xf32>
    %13 = stablehlo.add %5, %12 : tensor<8x32xf32>
    %14 = stablehlo.negate %13 : tensor<8x32xf32>
    %15 = stablehlo.exponential %14 : tensor<8x32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %17 = stablehlo.add %16, %15 : tensor<8x32xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %19 = stablehlo.divide %18, %17 : tensor<8x32xf32>
    %20 = stablehlo.transpose %10, dims = [1, 0] : (tensor<32x8xf32>) -> tensor<8x32xf32>
    %21 = stablehlo.add %6, %20 : tensor<8x32xf32>
    %22 = stablehlo.negate %21 : tensor<8x32xf32>
    %23 = stablehlo.exponential %22 : tensor<8x32xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %25 = stablehlo.add %24, %23 : tensor<8x32xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %27 = stablehlo.divide %26, %25 : tensor<8x32xf32>
    %28 = stablehlo.transpose %11, dims = [1, 0] : (tensor<32x8xf32>) -> tensor<8x32xf32>
    %29 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %31 = stablehlo.add %28, %30 : tensor<8x32xf32>
    %32 = stablehlo.multiply %19, %31 : tensor<8x32xf32>
    %33 = stablehlo.add %7, %32 : tensor<8x32xf32>
    %34 = stablehlo.tanh %33 : tensor<8x32xf32>
    %35 = stablehlo.subtract %arg4, %34 : tensor<8x32xf32>
    %36 = stablehlo.multiply %27, %35 : tensor<8x32xf32>
    %37 = stablehlo.add %34, %36 : tensor<8x32xf32>
    return %37 : tensor<8x32xf32>
  }
}
