module @jit_simulate attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x64xf32>, %arg1: tensor<64x64xf32>) -> (tensor<64x64xf32> {jax.result_info = "result[0][0]"}, tensor<64x64xf32> {jax.result_info = "result[0][1]"}, tensor<20x64x64xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %0 = call @clip(%arg0, %c, %c_0) : (tensor<64x64xf32>, tensor<i32>, tensor<i32>) -> tensor<64x64xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %1 = call @clip(%arg1, %c_1, %c_2) : (tensor<64x64xf32>, tensor<i32>, tensor<i32>) -> tensor<64x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<20x64x64xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %3:4 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %0, %iterArg_5 = %1, %iterArg_6 = %2) : tensor<i32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<20x64x64xf32>
    cond {
      %c_7 = stablehlo.constant dense<20> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:3 = func.call @closed_call(%iterArg_4, %iterArg_5) : (tensor<64x64xf32>, tensor<64x64xf32>) -> (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>)
      %5 = func.call @dynamic_update_index_in_dim(%iterArg_6, %4#2, %iterArg) : (tensor<20x64x64xf32>, tensor<64x64xf32>, tensor<i32>) -> tensor<20x64x64xf32>
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %6 = stablehlo.add %iterArg, %c_7 : tensor<i32>
      stablehlo.return %6, %4#0, %4#1, %5 : tensor<i32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<20x64x64xf32>
    }
    return %3#1, %3#2, %3#3 : tensor<64x64xf32>, tensor<64x64xf32>, tensor<20x64x64xf32>
  }
  func.func private @clip(%arg0: tensor<64x64xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<64x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<64x64xf32>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<64x64xf32>
    return %5 : tensor<64x64xf32>
  }
  func.func private @closed_call(%arg0: tensor<64x64xf32>, %arg1: tensor<64x64xf32>) -> (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0, %iterArg_1 = %arg1) : tensor<i32>, tensor<64x64xf32>, tensor<64x64xf32>
    cond {
      %c_2 = stablehlo.constant dense<40> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1:2 = func.call @closed_call_0(%iterArg_0, %iterArg_1) : (tensor<64x64xf32>, tensor<64x64xf32>) -> (tensor<64x64xf32>, tensor<64x64xf32>)
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg, %c_2 : tensor<i32>
      stablehlo.return %2, %1#0, %1#1 : tensor<i32>, tensor<64x64xf32>, tensor<64x64xf32>
    }
    return %0#1, %0#2, %0#2 : tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>
  }
  func.func private @closed_call_0(%arg0: tensor<64x64xf32>, %arg1: tensor<64x64xf32>) -> (tensor<64x64xf32>, tensor<64x64xf32>) {
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<64x64xf32>
    %1 = stablehlo.multiply %0, %arg1 : tensor<64x64xf32>
    %2 = call @_roll_static(%arg0) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %3 = call @_roll_static_1(%arg0) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %4 = stablehlo.add %2, %3 : tensor<64x64xf32>
    %5 = call @_roll_static_2(%arg0) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %6 = stablehlo.add %4, %5 : tensor<64x64xf32>
    %7 = call @_roll_static_3(%arg0) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %8 = stablehlo.add %6, %7 : tensor<64x64xf32>
    %cst = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<64x64xf32>
    %11 = stablehlo.subtract %8, %10 : tensor<64x64xf32>
    %cst_0 = stablehlo.constant dense<1.600000e-01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<64x64xf32>
    %14 = stablehlo.add %arg0, %13 : tensor<64x64xf32>
    %15 = stablehlo.subtract %14, %1 : tensor<64x64xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %17 = stablehlo.subtract %16, %arg0 : tensor<64x64xf32>
    %cst_2 = stablehlo.constant dense<3.700000e-02> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %19 = stablehlo.multiply %18, %17 : tensor<64x64xf32>
    %20 = stablehlo.add %15, %19 : tensor<64x64xf32>
    %21 = call @_roll_static(%arg1) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %22 = call @_roll_static_1(%arg1) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %23 = stablehlo.add %21, %22 : tensor<64x64xf32>
    %24 = call @_roll_static_2(%arg1) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %25 = stablehlo.add %23, %24 : tensor<64x64xf32>
    %26 = call @_roll_static_3(%arg1) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %27 = stablehlo.add %25, %26 : tensor<64x64xf32>
    %cst_3 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %29 = stablehlo.multiply %28, %arg1 : tensor<64x64xf32>
    %30 = stablehlo.subtract %27, %29 : tensor<64x64xf32>
    %cst_4 = stablehlo.constant dense<8.000000e-02> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %32 = stablehlo.multiply %31, %30 : tensor<64x64xf32>
    %33 = stablehlo.add %arg1, %32 : tensor<64x64xf32>
    %34 = stablehlo.add %33, %1 : tensor<64x64xf32>
    %cst_5 = stablehlo.constant dense<9.700000e-02> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %36 = stablehlo.multiply %35, %arg1 : tensor<64x64xf32>
    %37 = stablehlo.subtract %34, %36 : tensor<64x64xf32>
    return %20, %37 : tensor<64x64xf32>, tensor<64x64xf32>
  }
  func.func private @_roll_static(%arg0: tensor<64x64xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.slice %arg0 [63:64, 0:64] : (tensor<64x64xf32>) -> tensor<1x64xf32>
    %1 = stablehlo.slice %arg0 [0:63, 0:64] : (tensor<64x64xf32>) -> tensor<63x64xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x64xf32>, tensor<63x64xf32>) -> tensor<64x64xf32>
    return %2 : tensor<64x64xf32>
  }
  func.func private @_roll_static_1(%arg0: tensor<64x64xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.slice %arg0 [1:64, 0:64] : (tensor<64x64xf32>) -> tensor<63x64xf32>
    %1 = stablehlo.slice %arg0 [0:1, 0:64] : (tensor<64x64xf32>) -> tensor<1x64xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<63x64xf32>, tensor<1x64xf32>) -> tensor<64x64xf32>
    return %2 : tensor<64x64xf32>
  }
  func.func private @_roll_static_2(%arg0: tensor<64x64xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.slice %arg0 [0:64, 63:64] : (tensor<64x64xf32>) -> tensor<64x1xf32>
    %1 = stablehlo.slice %arg0 [0:64, 0:63] : (tensor<64x64xf32>) -> tensor<64x63xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<64x1xf32>, tensor<64x63xf32>) -> tensor<64x64xf32>
    return %2 : tensor<64x64xf32>
  }
  func.func private @_roll_static_3(%arg0: tensor<64x64xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.slice %arg0 [0:64, 1:64] : (tensor<64x64xf32>) -> tensor<64x63xf32>
    %1 = stablehlo.slice %arg0 [0:64, 0:1] : (tensor<64x64xf32>) -> tensor<64x1xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<64x63xf32>, tensor<64x1xf32>) -> tensor<64x64xf32>
    return %2 : tensor<64x64xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<20x64x64xf32>, %arg1: tensor<64x64xf32>, %arg2: tensor<i32>) -> tensor<20x64x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<64x64xf32>) -> tensor<1x64x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<20x64x64xf32>, tensor<1x64x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<20x64x64xf32>
    return %1 : tensor<20x64x64xf32>
  }
}
