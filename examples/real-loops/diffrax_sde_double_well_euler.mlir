module @jit_solve attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xf32>, %arg1: tensor<2xui32>) -> (tensor<32xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0 = call @_threefry_split(%arg1) : (tensor<2xui32>) -> tensor<32x2xui32>
    %1 = call @_threefry_split_0(%0) : (tensor<32x2xui32>) -> tensor<32x1x2xui32>
    %2 = stablehlo.slice %1 [0:32, 0:1, 0:2] : (tensor<32x1x2xui32>) -> tensor<32x1x2xui32>
    %3 = stablehlo.reshape %2 : (tensor<32x1x2xui32>) -> tensor<32x2xui32>
    %4 = call @diffeqsolve(%3, %arg0) : (tensor<32x2xui32>, tensor<32xf32>) -> tensor<32x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<32x1xf32>) -> tensor<32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %7 = stablehlo.compare GT, %5, %6, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %8 = stablehlo.convert %7 : (tensor<32xi1>) -> tensor<32xi32>
    %9 = stablehlo.convert %8 : (tensor<32xi32>) -> tensor<32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %11 = stablehlo.divide %10, %cst_1 : tensor<f32>
    return %5, %11 : tensor<32xf32>, tensor<f32>
  }
  func.func private @_threefry_split(%arg0: tensor<2xui32>) -> tensor<32x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<32xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<32xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<32xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<32xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<32xui64>
    %9 = stablehlo.convert %6 : (tensor<32xui64>) -> tensor<32xui32>
    %10 = stablehlo.convert %8 : (tensor<32xui64>) -> tensor<32xui32>
    %11:2 = call @threefry2x32(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<32xui32>, tensor<32xui32>) -> (tensor<32xui32>, tensor<32xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<32xui32>) -> tensor<32x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<32xui32>) -> tensor<32x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<32x1xui32>, tensor<32x1xui32>) -> tensor<32x2xui32>
    return %14 : tensor<32x2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<32xui32>, %arg3: tensor<32xui32>) -> (tensor<32xui32>, tensor<32xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<32xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<32xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<32xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<32xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<32xui32>, tensor<32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<32xui32>, tensor<32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<32xui32>, tensor<32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<32xui32>, tensor<32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<32xui32>, tensor<32xui32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<32xui32>, %arg2: tensor<32xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<32xui32>, tensor<32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<32xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<32xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<32xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<32xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<32xui32>
    %9 = stablehlo.or %5, %8 : tensor<32xui32>
    %10 = stablehlo.xor %3, %9 : tensor<32xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<32xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<32xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<32xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<32xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<32xui32>
    %19 = stablehlo.or %15, %18 : tensor<32xui32>
    %20 = stablehlo.xor %13, %19 : tensor<32xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<32xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<32xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<32xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<32xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<32xui32>
    %29 = stablehlo.or %25, %28 : tensor<32xui32>
    %30 = stablehlo.xor %23, %29 : tensor<32xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<32xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<32xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<32xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<32xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<32xui32>
    %39 = stablehlo.or %35, %38 : tensor<32xui32>
    %40 = stablehlo.xor %33, %39 : tensor<32xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<32xui32>
    %42 = stablehlo.add %33, %41 : tensor<32xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<32xui32>
    %44 = stablehlo.add %40, %43 : tensor<32xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<32xui32>
    %48 = stablehlo.add %44, %47 : tensor<32xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<32xui32>, tensor<32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_threefry_split_0(%arg0: tensor<32x2xui32>) -> tensor<32x1x2xui32> {
    %0 = stablehlo.slice %arg0 [0:32, 0:1] : (tensor<32x2xui32>) -> tensor<32x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<32x1xui32>) -> tensor<32xui32>
    %2 = stablehlo.slice %arg0 [0:32, 1:2] : (tensor<32x2xui32>) -> tensor<32x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<32x1xui32>) -> tensor<32xui32>
    %4 = stablehlo.iota dim = 0 : tensor<1xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<1xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<1xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<1xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<1xui64>
    %9 = stablehlo.convert %6 : (tensor<1xui64>) -> tensor<1xui32>
    %10 = stablehlo.convert %8 : (tensor<1xui64>) -> tensor<1xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<1xui32>) -> tensor<1x1xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<1xui32>) -> tensor<1x1xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<32xui32>) -> tensor<32x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<32xui32>) -> tensor<32x1xui32>
    %15:2 = call @threefry2x32_1(%13, %14, %11, %12) : (tensor<32x1xui32>, tensor<32x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>) -> (tensor<32x1xui32>, tensor<32x1xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<32x1xui32>) -> tensor<32x1x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<32x1xui32>) -> tensor<32x1x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<32x1x1xui32>, tensor<32x1x1xui32>) -> tensor<32x1x2xui32>
    return %18 : tensor<32x1x2xui32>
  }
  func.func private @threefry2x32_1(%arg0: tensor<32x1xui32>, %arg1: tensor<32x1xui32>, %arg2: tensor<1x1xui32>, %arg3: tensor<1x1xui32>) -> (tensor<32x1xui32>, tensor<32x1xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<32x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<32x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<32x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<32x1xui32>
    %4 = stablehlo.add %3, %arg0 : tensor<32x1xui32>
    %5 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<32x1xui32>
    %6 = stablehlo.add %5, %arg1 : tensor<32x1xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %7:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %4, %iterArg_6 = %6, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %8 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %8:8 = func.call @closed_call_2(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %9, %8#0, %8#1, %8#2, %8#3, %8#4, %8#5, %8#6, %8#7 : tensor<i32>, tensor<i32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %7#2, %7#3 : tensor<32x1xui32>, tensor<32x1xui32>
  }
  func.func private @closed_call_2(%arg0: tensor<i32>, %arg1: tensor<32x1xui32>, %arg2: tensor<32x1xui32>, %arg3: tensor<32x1xui32>, %arg4: tensor<32x1xui32>, %arg5: tensor<32x1xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<32x1xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<32x1xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<32x1xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<32x1xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<32x1xui32>
    %9 = stablehlo.or %5, %8 : tensor<32x1xui32>
    %10 = stablehlo.xor %3, %9 : tensor<32x1xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<32x1xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<32x1xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<32x1xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<32x1xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<32x1xui32>
    %19 = stablehlo.or %15, %18 : tensor<32x1xui32>
    %20 = stablehlo.xor %13, %19 : tensor<32x1xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<32x1xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<32x1xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<32x1xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<32x1xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<32x1xui32>
    %29 = stablehlo.or %25, %28 : tensor<32x1xui32>
    %30 = stablehlo.xor %23, %29 : tensor<32x1xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<32x1xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<32x1xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<32x1xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<32x1xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<32x1xui32>
    %39 = stablehlo.or %35, %38 : tensor<32x1xui32>
    %40 = stablehlo.xor %33, %39 : tensor<32x1xui32>
    %41 = stablehlo.add %33, %arg3 : tensor<32x1xui32>
    %42 = stablehlo.add %40, %arg4 : tensor<32x1xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %43 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %44 = stablehlo.convert %43 : (tensor<i32>) -> tensor<ui32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<ui32>) -> tensor<32x1xui32>
    %46 = stablehlo.add %42, %45 : tensor<32x1xui32>
    return %0, %41, %46, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @diffeqsolve(%arg0: tensor<32x2xui32>, %arg1: tensor<32xf32>) -> tensor<32x1xf32> {
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %c_1 = stablehlo.constant dense<true> : tensor<i1>
    %c_2 = stablehlo.constant dense<true> : tensor<i1>
    %cst = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %0 = call @branched_error_if_impl(%cst) : (tensor<f32>) -> tensor<f32>
    %1 = stablehlo.convert %0 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.compare LT, %cst_3, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %c_6 = stablehlo.constant dense<-1> : tensor<i32>
    %3 = call @_where(%2, %c_5, %c_6) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %4 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.multiply %cst_7, %4 : tensor<f32>
    %6 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.multiply %cst_8, %6 : tensor<f32>
    %8 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %9 = stablehlo.multiply %1, %8 : tensor<f32>
    %10 = stablehlo.subtract %7, %5 : tensor<f32>
    %cst_9 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %11 = chlo.next_after %9, %cst_9 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.compare EQ, %9, %cst_10, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_11 = stablehlo.constant dense<1.17549435E-38> : tensor<f32>
    %13 = call @_where_3(%12, %cst_11, %11) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %14 = stablehlo.divide %10, %13 : tensor<f32>
    %15 = stablehlo.ceil %14 : tensor<f32>
    %16 = stablehlo.convert %15 : (tensor<f32>) -> tensor<i32>
    %17 = stablehlo.is_finite %7 : (tensor<f32>) -> tensor<i1>
    %c_12 = stablehlo.constant dense<-1> : tensor<i32>
    %18 = call @_where_4(%17, %16, %c_12) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %19 = stablehlo.is_finite %7 : (tensor<f32>) -> tensor<i1>
    %20 = call @_where_3(%19, %7, %9) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %21 = stablehlo.add %5, %9 : tensor<f32>
    %22 = stablehlo.minimum %21, %7 : tensor<f32>
    %23 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %cst_13 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %24 = stablehlo.multiply %23, %cst_13 : tensor<f32>
    %25 = stablehlo.convert %24 : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_14 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %28 = chlo.next_after %7, %cst_15 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.compare EQ, %7, %cst_16, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_17 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %30 = call @_where_3(%29, %cst_17, %28) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %31 = chlo.next_after %30, %cst_18 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.compare EQ, %30, %cst_19, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_20 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %33 = call @_where_3(%32, %cst_20, %31) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %34 = chlo.next_after %33, %cst_21 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.compare EQ, %33, %cst_22, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_23 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %36 = call @_where_3(%35, %cst_23, %34) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %37 = chlo.next_after %36, %cst_24 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.compare EQ, %36, %cst_25, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_26 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %39 = call @_where_3(%38, %cst_26, %37) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_27 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %40 = chlo.next_after %39, %cst_27 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.compare EQ, %39, %cst_28, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_29 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %42 = call @_where_3(%41, %cst_29, %40) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_30 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %43 = chlo.next_after %42, %cst_30 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.compare EQ, %42, %cst_31, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_32 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %45 = call @_where_3(%44, %cst_32, %43) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_33 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %46 = chlo.next_after %45, %cst_33 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.compare EQ, %45, %cst_34, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_35 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %48 = call @_where_3(%47, %cst_35, %46) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_36 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %49 = chlo.next_after %48, %cst_36 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.compare EQ, %48, %cst_37, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_38 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %51 = call @_where_3(%50, %cst_38, %49) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_39 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %52 = chlo.next_after %51, %cst_39 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.compare EQ, %51, %cst_40, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_41 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %54 = call @_where_3(%53, %cst_41, %52) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_42 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %55 = chlo.next_after %54, %cst_42 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.compare EQ, %54, %cst_43, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_44 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %57 = call @_where_3(%56, %cst_44, %55) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_45 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %58 = chlo.next_after %57, %cst_45 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.compare EQ, %57, %cst_46, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_47 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %60 = call @_where_3(%59, %cst_47, %58) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_48 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %61 = chlo.next_after %60, %cst_48 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.compare EQ, %60, %cst_49, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_50 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %63 = call @_where_3(%62, %cst_50, %61) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_51 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %64 = chlo.next_after %63, %cst_51 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.compare EQ, %63, %cst_52, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_53 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %66 = call @_where_3(%65, %cst_53, %64) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_54 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %67 = chlo.next_after %66, %cst_54 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.compare EQ, %66, %cst_55, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_56 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %69 = call @_where_3(%68, %cst_56, %67) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_57 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %70 = chlo.next_after %69, %cst_57 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.compare EQ, %69, %cst_58, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_59 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %72 = call @_where_3(%71, %cst_59, %70) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_60 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %73 = chlo.next_after %72, %cst_60 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.compare EQ, %72, %cst_61, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_62 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %75 = call @_where_3(%74, %cst_62, %73) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_63 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %76 = chlo.next_after %75, %cst_63 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.compare EQ, %75, %cst_64, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_65 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %78 = call @_where_3(%77, %cst_65, %76) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_66 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %79 = chlo.next_after %78, %cst_66 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.compare EQ, %78, %cst_67, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_68 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %81 = call @_where_3(%80, %cst_68, %79) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_69 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %82 = chlo.next_after %81, %cst_69 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.compare EQ, %81, %cst_70, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_71 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %84 = call @_where_3(%83, %cst_71, %82) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_72 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %85 = chlo.next_after %84, %cst_72 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.compare EQ, %84, %cst_73, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_74 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %87 = call @_where_3(%86, %cst_74, %85) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_75 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %88 = chlo.next_after %87, %cst_75 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.compare EQ, %87, %cst_76, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_77 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %90 = call @_where_3(%89, %cst_77, %88) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_78 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %91 = chlo.next_after %90, %cst_78 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %92 = stablehlo.compare EQ, %90, %cst_79, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_80 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %93 = call @_where_3(%92, %cst_80, %91) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_81 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %94 = chlo.next_after %93, %cst_81 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.compare EQ, %93, %cst_82, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_83 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %96 = call @_where_3(%95, %cst_83, %94) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_84 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %97 = chlo.next_after %96, %cst_84 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.compare EQ, %96, %cst_85, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_86 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %99 = call @_where_3(%98, %cst_86, %97) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_87 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %100 = chlo.next_after %99, %cst_87 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.compare EQ, %99, %cst_88, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_89 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %102 = call @_where_3(%101, %cst_89, %100) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_90 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %103 = chlo.next_after %102, %cst_90 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.compare EQ, %102, %cst_91, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_92 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %105 = call @_where_3(%104, %cst_92, %103) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_93 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %106 = chlo.next_after %105, %cst_93 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.compare EQ, %105, %cst_94, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_95 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %108 = call @_where_3(%107, %cst_95, %106) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_96 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %109 = chlo.next_after %108, %cst_96 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %110 = stablehlo.compare EQ, %108, %cst_97, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_98 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %111 = call @_where_3(%110, %cst_98, %109) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_99 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %112 = chlo.next_after %111, %cst_99 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.compare EQ, %111, %cst_100, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_101 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %114 = call @_where_3(%113, %cst_101, %112) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_102 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %115 = chlo.next_after %114, %cst_102 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.compare EQ, %114, %cst_103, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_104 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %117 = call @_where_3(%116, %cst_104, %115) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_105 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %118 = chlo.next_after %117, %cst_105 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.compare EQ, %117, %cst_106, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_107 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %120 = call @_where_3(%119, %cst_107, %118) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_108 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %121 = chlo.next_after %120, %cst_108 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.compare EQ, %120, %cst_109, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_110 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %123 = call @_where_3(%122, %cst_110, %121) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_111 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %124 = chlo.next_after %123, %cst_111 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %125 = stablehlo.compare EQ, %123, %cst_112, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_113 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %126 = call @_where_3(%125, %cst_113, %124) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_114 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %127 = chlo.next_after %126, %cst_114 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %128 = stablehlo.compare EQ, %126, %cst_115, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_116 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %129 = call @_where_3(%128, %cst_116, %127) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_117 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %130 = chlo.next_after %129, %cst_117 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.compare EQ, %129, %cst_118, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_119 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %132 = call @_where_3(%131, %cst_119, %130) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_120 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %133 = chlo.next_after %132, %cst_120 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.compare EQ, %132, %cst_121, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_122 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %135 = call @_where_3(%134, %cst_122, %133) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_123 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %136 = chlo.next_after %135, %cst_123 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %137 = stablehlo.compare EQ, %135, %cst_124, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_125 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %138 = call @_where_3(%137, %cst_125, %136) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_126 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %139 = chlo.next_after %138, %cst_126 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.compare EQ, %138, %cst_127, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_128 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %141 = call @_where_3(%140, %cst_128, %139) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_129 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %142 = chlo.next_after %141, %cst_129 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.compare EQ, %141, %cst_130, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_131 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %144 = call @_where_3(%143, %cst_131, %142) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_132 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %145 = chlo.next_after %144, %cst_132 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.compare EQ, %144, %cst_133, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_134 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %147 = call @_where_3(%146, %cst_134, %145) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_135 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %148 = chlo.next_after %147, %cst_135 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %149 = stablehlo.compare EQ, %147, %cst_136, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_137 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %150 = call @_where_3(%149, %cst_137, %148) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_138 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %151 = chlo.next_after %150, %cst_138 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %152 = stablehlo.compare EQ, %150, %cst_139, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_140 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %153 = call @_where_3(%152, %cst_140, %151) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_141 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %154 = chlo.next_after %153, %cst_141 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %155 = stablehlo.compare EQ, %153, %cst_142, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_143 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %156 = call @_where_3(%155, %cst_143, %154) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_144 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %157 = chlo.next_after %156, %cst_144 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %158 = stablehlo.compare EQ, %156, %cst_145, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_146 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %159 = call @_where_3(%158, %cst_146, %157) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_147 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %160 = chlo.next_after %159, %cst_147 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %161 = stablehlo.compare EQ, %159, %cst_148, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_149 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %162 = call @_where_3(%161, %cst_149, %160) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_150 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %163 = chlo.next_after %162, %cst_150 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %164 = stablehlo.compare EQ, %162, %cst_151, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_152 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %165 = call @_where_3(%164, %cst_152, %163) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_153 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %166 = chlo.next_after %165, %cst_153 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %167 = stablehlo.compare EQ, %165, %cst_154, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_155 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %168 = call @_where_3(%167, %cst_155, %166) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_156 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %169 = chlo.next_after %168, %cst_156 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.compare EQ, %168, %cst_157, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_158 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %171 = call @_where_3(%170, %cst_158, %169) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_159 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %172 = chlo.next_after %171, %cst_159 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.compare EQ, %171, %cst_160, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_161 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %174 = call @_where_3(%173, %cst_161, %172) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_162 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %175 = chlo.next_after %174, %cst_162 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %176 = stablehlo.compare EQ, %174, %cst_163, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_164 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %177 = call @_where_3(%176, %cst_164, %175) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_165 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %178 = chlo.next_after %177, %cst_165 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %179 = stablehlo.compare EQ, %177, %cst_166, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_167 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %180 = call @_where_3(%179, %cst_167, %178) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_168 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %181 = chlo.next_after %180, %cst_168 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %182 = stablehlo.compare EQ, %180, %cst_169, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_170 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %183 = call @_where_3(%182, %cst_170, %181) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_171 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %184 = chlo.next_after %183, %cst_171 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_172 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %185 = stablehlo.compare EQ, %183, %cst_172, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_173 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %186 = call @_where_3(%185, %cst_173, %184) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_174 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %187 = chlo.next_after %186, %cst_174 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_175 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %188 = stablehlo.compare EQ, %186, %cst_175, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_176 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %189 = call @_where_3(%188, %cst_176, %187) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_177 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %190 = chlo.next_after %189, %cst_177 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_178 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %191 = stablehlo.compare EQ, %189, %cst_178, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_179 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %192 = call @_where_3(%191, %cst_179, %190) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_180 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %193 = chlo.next_after %192, %cst_180 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_181 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %194 = stablehlo.compare EQ, %192, %cst_181, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_182 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %195 = call @_where_3(%194, %cst_182, %193) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_183 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %196 = chlo.next_after %195, %cst_183 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_184 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %197 = stablehlo.compare EQ, %195, %cst_184, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_185 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %198 = call @_where_3(%197, %cst_185, %196) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_186 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %199 = chlo.next_after %198, %cst_186 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_187 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %200 = stablehlo.compare EQ, %198, %cst_187, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_188 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %201 = call @_where_3(%200, %cst_188, %199) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_189 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %202 = chlo.next_after %201, %cst_189 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_190 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %203 = stablehlo.compare EQ, %201, %cst_190, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_191 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %204 = call @_where_3(%203, %cst_191, %202) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_192 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %205 = chlo.next_after %204, %cst_192 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_193 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %206 = stablehlo.compare EQ, %204, %cst_193, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_194 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %207 = call @_where_3(%206, %cst_194, %205) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_195 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %208 = chlo.next_after %207, %cst_195 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_196 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %209 = stablehlo.compare EQ, %207, %cst_196, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_197 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %210 = call @_where_3(%209, %cst_197, %208) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_198 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %211 = chlo.next_after %210, %cst_198 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_199 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %212 = stablehlo.compare EQ, %210, %cst_199, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_200 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %213 = call @_where_3(%212, %cst_200, %211) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_201 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %214 = chlo.next_after %213, %cst_201 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_202 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %215 = stablehlo.compare EQ, %213, %cst_202, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_203 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %216 = call @_where_3(%215, %cst_203, %214) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_204 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %217 = chlo.next_after %216, %cst_204 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_205 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %218 = stablehlo.compare EQ, %216, %cst_205, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_206 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %219 = call @_where_3(%218, %cst_206, %217) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_207 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %220 = chlo.next_after %219, %cst_207 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_208 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %221 = stablehlo.compare EQ, %219, %cst_208, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_209 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %222 = call @_where_3(%221, %cst_209, %220) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_210 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %223 = chlo.next_after %222, %cst_210 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_211 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %224 = stablehlo.compare EQ, %222, %cst_211, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_212 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %225 = call @_where_3(%224, %cst_212, %223) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_213 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %226 = chlo.next_after %225, %cst_213 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_214 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %227 = stablehlo.compare EQ, %225, %cst_214, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_215 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %228 = call @_where_3(%227, %cst_215, %226) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_216 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %229 = chlo.next_after %228, %cst_216 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_217 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %230 = stablehlo.compare EQ, %228, %cst_217, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_218 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %231 = call @_where_3(%230, %cst_218, %229) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_219 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %232 = chlo.next_after %231, %cst_219 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_220 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.compare EQ, %231, %cst_220, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_221 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %234 = call @_where_3(%233, %cst_221, %232) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_222 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %235 = chlo.next_after %234, %cst_222 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_223 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %236 = stablehlo.compare EQ, %234, %cst_223, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_224 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %237 = call @_where_3(%236, %cst_224, %235) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_225 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %238 = chlo.next_after %237, %cst_225 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_226 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %239 = stablehlo.compare EQ, %237, %cst_226, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_227 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %240 = call @_where_3(%239, %cst_227, %238) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_228 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %241 = chlo.next_after %240, %cst_228 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_229 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %242 = stablehlo.compare EQ, %240, %cst_229, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_230 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %243 = call @_where_3(%242, %cst_230, %241) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_231 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %244 = chlo.next_after %243, %cst_231 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_232 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %245 = stablehlo.compare EQ, %243, %cst_232, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_233 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %246 = call @_where_3(%245, %cst_233, %244) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_234 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %247 = chlo.next_after %246, %cst_234 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_235 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %248 = stablehlo.compare EQ, %246, %cst_235, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_236 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %249 = call @_where_3(%248, %cst_236, %247) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_237 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %250 = chlo.next_after %249, %cst_237 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_238 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %251 = stablehlo.compare EQ, %249, %cst_238, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_239 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %252 = call @_where_3(%251, %cst_239, %250) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_240 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %253 = chlo.next_after %252, %cst_240 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_241 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %254 = stablehlo.compare EQ, %252, %cst_241, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_242 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %255 = call @_where_3(%254, %cst_242, %253) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_243 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %256 = chlo.next_after %255, %cst_243 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_244 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %257 = stablehlo.compare EQ, %255, %cst_244, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_245 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %258 = call @_where_3(%257, %cst_245, %256) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_246 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %259 = chlo.next_after %258, %cst_246 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_247 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %260 = stablehlo.compare EQ, %258, %cst_247, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_248 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %261 = call @_where_3(%260, %cst_248, %259) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_249 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %262 = chlo.next_after %261, %cst_249 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_250 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %263 = stablehlo.compare EQ, %261, %cst_250, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_251 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %264 = call @_where_3(%263, %cst_251, %262) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_252 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %265 = chlo.next_after %264, %cst_252 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_253 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %266 = stablehlo.compare EQ, %264, %cst_253, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_254 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %267 = call @_where_3(%266, %cst_254, %265) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_255 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %268 = chlo.next_after %267, %cst_255 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_256 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %269 = stablehlo.compare EQ, %267, %cst_256, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_257 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %270 = call @_where_3(%269, %cst_257, %268) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_258 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %271 = chlo.next_after %270, %cst_258 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_259 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %272 = stablehlo.compare EQ, %270, %cst_259, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_260 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %273 = call @_where_3(%272, %cst_260, %271) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_261 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %274 = chlo.next_after %273, %cst_261 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_262 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %275 = stablehlo.compare EQ, %273, %cst_262, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_263 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %276 = call @_where_3(%275, %cst_263, %274) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_264 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %277 = chlo.next_after %276, %cst_264 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_265 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %278 = stablehlo.compare EQ, %276, %cst_265, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_266 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %279 = call @_where_3(%278, %cst_266, %277) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_267 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %280 = chlo.next_after %279, %cst_267 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_268 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %281 = stablehlo.compare EQ, %279, %cst_268, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_269 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %282 = call @_where_3(%281, %cst_269, %280) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_270 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %283 = chlo.next_after %282, %cst_270 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_271 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %284 = stablehlo.compare EQ, %282, %cst_271, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_272 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %285 = call @_where_3(%284, %cst_272, %283) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_273 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %286 = chlo.next_after %285, %cst_273 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_274 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %287 = stablehlo.compare EQ, %285, %cst_274, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_275 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %288 = call @_where_3(%287, %cst_275, %286) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_276 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %289 = chlo.next_after %288, %cst_276 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_277 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %290 = stablehlo.compare EQ, %288, %cst_277, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_278 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %291 = call @_where_3(%290, %cst_278, %289) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_279 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %292 = chlo.next_after %291, %cst_279 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_280 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %293 = stablehlo.compare EQ, %291, %cst_280, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_281 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %294 = call @_where_3(%293, %cst_281, %292) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_282 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %295 = chlo.next_after %294, %cst_282 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_283 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %296 = stablehlo.compare EQ, %294, %cst_283, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_284 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %297 = call @_where_3(%296, %cst_284, %295) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_285 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %298 = chlo.next_after %297, %cst_285 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_286 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %299 = stablehlo.compare EQ, %297, %cst_286, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_287 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %300 = call @_where_3(%299, %cst_287, %298) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_288 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %301 = chlo.next_after %300, %cst_288 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_289 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %302 = stablehlo.compare EQ, %300, %cst_289, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_290 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %303 = call @_where_3(%302, %cst_290, %301) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_291 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %304 = chlo.next_after %303, %cst_291 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_292 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %305 = stablehlo.compare EQ, %303, %cst_292, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_293 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %306 = call @_where_3(%305, %cst_293, %304) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_294 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %307 = chlo.next_after %306, %cst_294 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_295 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %308 = stablehlo.compare EQ, %306, %cst_295, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_296 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %309 = call @_where_3(%308, %cst_296, %307) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_297 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %310 = chlo.next_after %309, %cst_297 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_298 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %311 = stablehlo.compare EQ, %309, %cst_298, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_299 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %312 = call @_where_3(%311, %cst_299, %310) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_300 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %313 = chlo.next_after %312, %cst_300 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_301 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %314 = stablehlo.compare EQ, %312, %cst_301, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_302 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %315 = call @_where_3(%314, %cst_302, %313) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_303 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %316 = chlo.next_after %315, %cst_303 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_304 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %317 = stablehlo.compare EQ, %315, %cst_304, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_305 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %318 = call @_where_3(%317, %cst_305, %316) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_306 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %319 = chlo.next_after %318, %cst_306 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_307 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %320 = stablehlo.compare EQ, %318, %cst_307, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_308 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %321 = call @_where_3(%320, %cst_308, %319) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_309 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %322 = chlo.next_after %321, %cst_309 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_310 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %323 = stablehlo.compare EQ, %321, %cst_310, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_311 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %324 = call @_where_3(%323, %cst_311, %322) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_312 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %325 = chlo.next_after %324, %cst_312 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_313 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %326 = stablehlo.compare EQ, %324, %cst_313, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_314 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %327 = call @_where_3(%326, %cst_314, %325) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %c_315 = stablehlo.constant dense<1> : tensor<i32>
    %c_316 = stablehlo.constant dense<false> : tensor<i1>
    %c_317 = stablehlo.constant dense<0> : tensor<i32>
    %c_318 = stablehlo.constant dense<0> : tensor<i32>
    %c_319 = stablehlo.constant dense<0> : tensor<i32>
    %c_320 = stablehlo.constant dense<0> : tensor<i32>
    %c_321 = stablehlo.constant dense<0> : tensor<i32>
    %c_322 = stablehlo.constant dense<0> : tensor<i32>
    %328 = stablehlo.compare LT, %5, %7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %329 = stablehlo.and %328, %c : tensor<i1>
    %c_323 = stablehlo.constant dense<0> : tensor<i32>
    %c_324 = stablehlo.constant dense<true> : tensor<i1>
    %330:27 = stablehlo.while(%iterArg = %7, %iterArg_333 = %c_0, %iterArg_334 = %3, %iterArg_335 = %arg0, %iterArg_336 = %7, %iterArg_337 = %327, %iterArg_338 = %5, %iterArg_339 = %c_1, %iterArg_340 = %c_323, %iterArg_341 = %329, %iterArg_342 = %c_324, %iterArg_343 = %arg1, %iterArg_344 = %5, %iterArg_345 = %22, %iterArg_346 = %c_316, %iterArg_347 = %c_315, %iterArg_348 = %18, %iterArg_349 = %5, %iterArg_350 = %20, %iterArg_351 = %c_317, %iterArg_352 = %c_318, %iterArg_353 = %c_319, %iterArg_354 = %c_320, %iterArg_355 = %c_321, %iterArg_356 = %26, %iterArg_357 = %27, %iterArg_358 = %c_322) : tensor<f32>, tensor<i1>, tensor<i32>, tensor<32x2xui32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<32xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<1xf32>, tensor<1xf32>, tensor<i32>
    cond {
      %344 = stablehlo.compare LT, %iterArg_344, %iterArg, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %345 = stablehlo.and %344, %iterArg_333 : tensor<i1>
      %c_359 = stablehlo.constant dense<false> : tensor<i1>
      %346 = stablehlo.reduce(%345 init: %c_359) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %c_360 = stablehlo.constant dense<4096> : tensor<i32>
      %347 = stablehlo.compare LT, %iterArg_340, %c_360, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_361 = stablehlo.constant dense<false> : tensor<i1>
      %348 = stablehlo.broadcast_in_dim %c_361, dims = [] : (tensor<i1>) -> tensor<i1>
      %349 = stablehlo.compare NE, %347, %348, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %350 = stablehlo.convert %349 : tensor<i1>
      %351 = stablehlo.and %346, %350 : tensor<i1>
      stablehlo.return %351 : tensor<i1>
    } do {
      %c_359 = stablehlo.constant dense<1> : tensor<i32>
      %344 = stablehlo.compare EQ, %iterArg_334, %c_359, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %345 = stablehlo.negate %iterArg_345 : tensor<f32>
      %346 = func.call @_where_5(%344, %iterArg_344, %345) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %c_360 = stablehlo.constant dense<1> : tensor<i32>
      %347 = stablehlo.compare EQ, %iterArg_334, %c_360, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %348 = stablehlo.negate %iterArg_344 : tensor<f32>
      %349 = func.call @_where_5(%347, %iterArg_345, %348) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %350 = stablehlo.subtract %349, %346 : tensor<f32>
      %351 = stablehlo.convert %iterArg_334 : (tensor<i32>) -> tensor<f32>
      %352 = stablehlo.multiply %351, %350 : tensor<f32>
      %c_361 = stablehlo.constant dense<1> : tensor<i32>
      %353 = stablehlo.compare EQ, %iterArg_334, %c_361, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %354 = stablehlo.negate %iterArg_345 : tensor<f32>
      %355 = func.call @_where_5(%353, %iterArg_344, %354) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %c_362 = stablehlo.constant dense<1> : tensor<i32>
      %356 = stablehlo.compare EQ, %iterArg_334, %c_362, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %357 = stablehlo.negate %iterArg_344 : tensor<f32>
      %358 = func.call @_where_5(%356, %iterArg_345, %357) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %359:2 = func.call @evaluate(%iterArg_335, %355, %358) : (tensor<32x2xui32>, tensor<f32>, tensor<f32>) -> (tensor<i32>, tensor<32xf32>)
      %360 = stablehlo.convert %iterArg_334 : (tensor<i32>) -> tensor<f32>
      %361 = stablehlo.broadcast_in_dim %360, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %362 = stablehlo.multiply %361, %359#1 : tensor<32xf32>
      %363 = stablehlo.convert %iterArg_334 : (tensor<i32>) -> tensor<f32>
      %364 = stablehlo.multiply %iterArg_344, %363 : tensor<f32>
      %cst_363 = stablehlo.constant dense<-4.000000e+00> : tensor<f32>
      %365 = stablehlo.broadcast_in_dim %cst_363, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %366 = stablehlo.multiply %365, %iterArg_343 : tensor<32xf32>
      %367 = stablehlo.multiply %iterArg_343, %iterArg_343 : tensor<32xf32>
      %cst_364 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %368 = stablehlo.broadcast_in_dim %cst_364, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %369 = stablehlo.subtract %367, %368 : tensor<32xf32>
      %370 = stablehlo.multiply %366, %369 : tensor<32xf32>
      %371 = stablehlo.broadcast_in_dim %352, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %372 = stablehlo.multiply %371, %370 : tensor<32xf32>
      %373 = stablehlo.convert %iterArg_334 : (tensor<i32>) -> tensor<f32>
      %374 = stablehlo.multiply %iterArg_344, %373 : tensor<f32>
      %cst_365 = stablehlo.constant dense<0.699999988> : tensor<f32>
      %375 = stablehlo.dot_general %cst_365, %362, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<f32>, tensor<32xf32>) -> tensor<32xf32>
      %376 = stablehlo.add %372, %375 : tensor<32xf32>
      %377 = stablehlo.add %iterArg_343, %376 : tensor<32xf32>
      %c_366 = stablehlo.constant dense<1> : tensor<i32>
      %378 = stablehlo.add %iterArg_347, %c_366 : tensor<i32>
      %379 = stablehlo.subtract %iterArg_350, %iterArg_349 : tensor<f32>
      %380 = stablehlo.convert %378 : (tensor<i32>) -> tensor<f32>
      %381 = stablehlo.convert %iterArg_348 : (tensor<i32>) -> tensor<f32>
      %382 = stablehlo.divide %380, %381 : tensor<f32>
      %383 = stablehlo.multiply %379, %382 : tensor<f32>
      %384 = stablehlo.add %iterArg_349, %383 : tensor<f32>
      %385 = stablehlo.compare EQ, %378, %iterArg_348, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %386 = func.call @_where_17(%385, %iterArg_350, %384) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %c_367 = stablehlo.constant dense<0> : tensor<i32>
      %387 = stablehlo.compare GE, %iterArg_348, %c_367, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %388 = stablehlo.add %iterArg_345, %iterArg_350 : tensor<f32>
      %389 = func.call @_where_17(%387, %386, %388) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %390 = stablehlo.minimum %iterArg_345, %iterArg_336 : tensor<f32>
      %391 = stablehlo.compare GT, %389, %iterArg_337, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %392 = stablehlo.subtract %iterArg_336, %390 : tensor<f32>
      %cst_368 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %393 = stablehlo.multiply %cst_368, %392 : tensor<f32>
      %394 = stablehlo.add %390, %393 : tensor<f32>
      %c_369 = stablehlo.constant dense<true> : tensor<i1>
      %395 = func.call @_where_17(%c_369, %iterArg_336, %394) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %396 = func.call @_where_17(%391, %395, %389) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %397 = stablehlo.compare EQ, %iterArg_338, %iterArg_336, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %398 = stablehlo.subtract %390, %iterArg_338 : tensor<f32>
      %c_370 = stablehlo.constant dense<0> : tensor<i32>
      %399 = func.call @_where_6(%397, %c_370, %398) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
      %400 = stablehlo.subtract %iterArg_336, %iterArg_338 : tensor<f32>
      %c_371 = stablehlo.constant dense<1> : tensor<i32>
      %401 = func.call @_where_6(%397, %c_371, %400) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
      %402 = stablehlo.divide %399, %401 : tensor<f32>
      %c_372 = stablehlo.constant dense<true> : tensor<i1>
      %403 = func.call @_where_19(%c_372, %377, %iterArg_343) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %c_373 = stablehlo.constant dense<1> : tensor<i32>
      %404 = stablehlo.add %iterArg_352, %c_373 : tensor<i32>
      %c_374 = stablehlo.constant dense<true> : tensor<i1>
      %c_375 = stablehlo.constant dense<1> : tensor<i32>
      %c_376 = stablehlo.constant dense<0> : tensor<i32>
      %405 = func.call @_where_20(%c_374, %c_375, %c_376) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %406 = stablehlo.add %iterArg_353, %405 : tensor<i32>
      %c_377 = stablehlo.constant dense<true> : tensor<i1>
      %c_378 = stablehlo.constant dense<0> : tensor<i32>
      %c_379 = stablehlo.constant dense<1> : tensor<i32>
      %407 = func.call @_where_20(%c_377, %c_378, %c_379) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %408 = stablehlo.add %iterArg_354, %407 : tensor<i32>
      %c_380 = stablehlo.constant dense<false> : tensor<i1>
      %c_381 = stablehlo.constant dense<0> : tensor<i32>
      %c_382 = stablehlo.constant dense<1> : tensor<i32>
      %409 = stablehlo.add %iterArg_340, %c_382 : tensor<i32>
      %410 = stablehlo.compare LT, %390, %iterArg_336, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %411 = stablehlo.and %410, %iterArg_339 : tensor<i1>
      %412 = stablehlo.and %iterArg_341, %411 : tensor<i1>
      stablehlo.return %iterArg, %iterArg_333, %iterArg_334, %iterArg_335, %iterArg_336, %iterArg_337, %iterArg_338, %iterArg_339, %409, %412, %iterArg_341, %403, %390, %396, %c_380, %378, %iterArg_348, %iterArg_349, %iterArg_350, %c_381, %404, %406, %408, %iterArg_355, %iterArg_356, %iterArg_357, %iterArg_358 : tensor<f32>, tensor<i1>, tensor<i32>, tensor<32x2xui32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<32xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<1xf32>, tensor<1xf32>, tensor<i32>
    }
    %c_325 = stablehlo.constant dense<0> : tensor<i32>
    %c_326 = stablehlo.constant dense<true> : tensor<i1>
    %c_327 = stablehlo.constant dense<1> : tensor<i32>
    %331 = "stablehlo.case"(%c_327) ({
      %c_333 = stablehlo.constant dense<0> : tensor<i32>
      %344 = stablehlo.compare LT, %330#26, %c_333, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %345 = stablehlo.convert %330#26 : tensor<i32>
      %c_334 = stablehlo.constant dense<1> : tensor<i32>
      %346 = stablehlo.add %345, %c_334 : tensor<i32>
      %347 = stablehlo.select %344, %346, %330#26 : tensor<i1>, tensor<i32>
      %348 = stablehlo.dynamic_slice %330#25, %347, sizes = [1] : (tensor<1xf32>, tensor<i32>) -> tensor<1xf32>
      %349 = stablehlo.reshape %348 : (tensor<1xf32>) -> tensor<f32>
      %350 = stablehlo.broadcast_in_dim %349, dims = [] : (tensor<f32>) -> tensor<32xf32>
      stablehlo.return %350 : tensor<32xf32>
    }, {
      stablehlo.return %330#11 : tensor<32xf32>
    }) : (tensor<i32>) -> tensor<32xf32>
    %332 = stablehlo.broadcast_in_dim %331, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %c_328 = stablehlo.constant dense<0> : tensor<i32>
    %333 = stablehlo.compare LT, %330#26, %c_328, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %334 = stablehlo.convert %330#26 : tensor<i32>
    %c_329 = stablehlo.constant dense<1> : tensor<i32>
    %335 = stablehlo.add %334, %c_329 : tensor<i32>
    %336 = stablehlo.select %333, %335, %330#26 : tensor<i1>, tensor<i32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %338 = stablehlo.broadcast_in_dim %330#25, dims = [1] : (tensor<1xf32>) -> tensor<32x1xf32>
    %c_330 = stablehlo.constant dense<0> : tensor<1xi32>
    %c_331 = stablehlo.constant dense<2147483647> : tensor<i32>
    %339 = stablehlo.broadcast_in_dim %c_331, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %340 = stablehlo.minimum %c_330, %339 : tensor<1xi32>
    %c_332 = stablehlo.constant dense<0> : tensor<i32>
    %341 = stablehlo.broadcast_in_dim %c_332, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %342 = stablehlo.clamp %341, %337, %340 : tensor<1xi32>
    %343 = "stablehlo.scatter"(%338, %342, %332) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<32x1xf32>, tensor<1xi32>, tensor<32x1xf32>) -> tensor<32x1xf32>
    return %343 : tensor<32x1xf32>
  }
  func.func private @branched_error_if_impl(%arg0: tensor<f32>) -> tensor<f32> {
    return %arg0 : tensor<f32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @_where_5(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @evaluate(%arg0: tensor<32x2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> (tensor<i32>, tensor<32xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.subtract %arg1, %cst : tensor<f32>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = call @_where_6(%c, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
    %c_1 = stablehlo.constant dense<false> : tensor<i1>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = call @_where_7(%c_1, %c_2, %cst_3) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
    %3 = stablehlo.convert %2 : tensor<f32>
    %4 = stablehlo.divide %1, %3 : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.compare LT, %4, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.compare GT, %4, %cst_5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %7 = stablehlo.or %5, %6 : tensor<i1>
    %8:2 = call @branched_error_if_impl_8(%4, %7) : (tensor<f32>, tensor<i1>) -> (tensor<i32>, tensor<f32>)
    %9 = call @_threefry_split_9(%arg0) : (tensor<32x2xui32>) -> tensor<32x2x2xui32>
    %10 = stablehlo.slice %9 [0:32, 0:1, 0:2] : (tensor<32x2x2xui32>) -> tensor<32x1x2xui32>
    %11 = stablehlo.reshape %10 : (tensor<32x1x2xui32>) -> tensor<32x2xui32>
    %12 = stablehlo.slice %9 [0:32, 1:2, 0:2] : (tensor<32x2x2xui32>) -> tensor<32x1x2xui32>
    %13 = stablehlo.reshape %12 : (tensor<32x1x2xui32>) -> tensor<32x2xui32>
    %14 = call @_normal(%13) : (tensor<32x2xui32>) -> tensor<32xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16:7 = stablehlo.while(%iterArg = %8#1, %iterArg_25 = %c_7, %iterArg_26 = %cst_8, %iterArg_27 = %15, %iterArg_28 = %14, %iterArg_29 = %14, %iterArg_30 = %11) : tensor<f32>, tensor<i32>, tensor<f32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x2xui32>
    cond {
      %81 = stablehlo.negate %iterArg_25 : tensor<i32>
      %82 = stablehlo.convert %81 : (tensor<i32>) -> tensor<f32>
      %cst_31 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %83 = stablehlo.convert %81 : (tensor<i32>) -> tensor<f32>
      %84 = stablehlo.power %cst_31, %83 : tensor<f32>
      %cst_32 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %85 = stablehlo.compare GT, %84, %cst_32, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %85 : tensor<i1>
    } do {
      %81 = func.call @_threefry_split_14(%iterArg_30) : (tensor<32x2xui32>) -> tensor<32x3x2xui32>
      %82 = stablehlo.slice %81 [0:32, 0:1, 0:2] : (tensor<32x3x2xui32>) -> tensor<32x1x2xui32>
      %83 = stablehlo.reshape %82 : (tensor<32x1x2xui32>) -> tensor<32x2xui32>
      %84 = stablehlo.slice %81 [0:32, 1:2, 0:2] : (tensor<32x3x2xui32>) -> tensor<32x1x2xui32>
      %85 = stablehlo.reshape %84 : (tensor<32x1x2xui32>) -> tensor<32x2xui32>
      %86 = stablehlo.slice %81 [0:32, 2:3, 0:2] : (tensor<32x3x2xui32>) -> tensor<32x1x2xui32>
      %87 = stablehlo.reshape %86 : (tensor<32x1x2xui32>) -> tensor<32x2xui32>
      %88 = stablehlo.negate %iterArg_25 : tensor<i32>
      %89 = stablehlo.convert %88 : (tensor<i32>) -> tensor<f32>
      %cst_31 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %90 = stablehlo.convert %88 : (tensor<i32>) -> tensor<f32>
      %91 = stablehlo.power %cst_31, %90 : tensor<f32>
      %92 = stablehlo.convert %91 : tensor<f32>
      %cst_32 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %93 = stablehlo.divide %92, %cst_32 : tensor<f32>
      %94 = stablehlo.add %iterArg_26, %93 : tensor<f32>
      %95 = stablehlo.sqrt %92 : tensor<f32>
      %cst_33 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %96 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %97 = stablehlo.multiply %96, %iterArg_29 : tensor<32xf32>
      %cst_34 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %98 = stablehlo.divide %95, %cst_34 : tensor<f32>
      %99 = func.call @_normal(%85) : (tensor<32x2xui32>) -> tensor<32xf32>
      %100 = stablehlo.broadcast_in_dim %98, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %101 = stablehlo.multiply %100, %99 : tensor<32xf32>
      %102 = stablehlo.add %97, %101 : tensor<32xf32>
      %103 = stablehlo.subtract %97, %101 : tensor<32xf32>
      %104 = stablehlo.add %iterArg_27, %102 : tensor<32xf32>
      %c_35 = stablehlo.constant dense<1> : tensor<i32>
      %105 = stablehlo.add %iterArg_25, %c_35 : tensor<i32>
      %106 = stablehlo.compare GT, %iterArg, %94, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %107 = func.call @_where_17(%106, %94, %iterArg_26) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %108 = func.call @_where_18(%106, %83, %87) : (tensor<i1>, tensor<32x2xui32>, tensor<32x2xui32>) -> tensor<32x2xui32>
      %109 = func.call @_where_19(%106, %104, %iterArg_27) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %110 = func.call @_where_19(%106, %iterArg_28, %104) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %111 = func.call @_where_19(%106, %103, %102) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      stablehlo.return %iterArg, %105, %107, %109, %110, %111, %108 : tensor<f32>, tensor<i32>, tensor<f32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x2xui32>
    }
    %17 = stablehlo.negate %16#1 : tensor<i32>
    %18 = stablehlo.convert %17 : (tensor<i32>) -> tensor<f32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %19 = stablehlo.convert %17 : (tensor<i32>) -> tensor<f32>
    %20 = stablehlo.power %cst_9, %19 : tensor<f32>
    %21 = stablehlo.convert %20 : tensor<f32>
    %22 = stablehlo.subtract %8#1, %16#2 : tensor<f32>
    %23 = call @relu(%22) : (tensor<f32>) -> tensor<f32>
    %24 = stablehlo.subtract %21, %23 : tensor<f32>
    %25 = call @relu(%24) : (tensor<f32>) -> tensor<f32>
    %26 = stablehlo.divide %23, %21 : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %28 = stablehlo.multiply %27, %16#5 : tensor<32xf32>
    %29 = stablehlo.add %16#3, %28 : tensor<32xf32>
    %30 = call @_normal(%16#6) : (tensor<32x2xui32>) -> tensor<32xf32>
    %31 = stablehlo.multiply %23, %25 : tensor<f32>
    %32 = stablehlo.divide %31, %21 : tensor<f32>
    %33 = stablehlo.sqrt %32 : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %35 = stablehlo.multiply %34, %30 : tensor<32xf32>
    %36 = stablehlo.add %29, %35 : tensor<32xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.subtract %arg2, %cst_10 : tensor<f32>
    %c_11 = stablehlo.constant dense<false> : tensor<i1>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %38 = call @_where_6(%c_11, %c_12, %37) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
    %c_13 = stablehlo.constant dense<false> : tensor<i1>
    %c_14 = stablehlo.constant dense<1> : tensor<i32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = call @_where_7(%c_13, %c_14, %cst_15) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
    %40 = stablehlo.convert %39 : tensor<f32>
    %41 = stablehlo.divide %38, %40 : tensor<f32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.compare LT, %41, %cst_16, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.compare GT, %41, %cst_17, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %44 = stablehlo.or %42, %43 : tensor<i1>
    %45:2 = call @branched_error_if_impl_8(%41, %44) : (tensor<f32>, tensor<i1>) -> (tensor<i32>, tensor<f32>)
    %46 = call @_threefry_split_9(%arg0) : (tensor<32x2xui32>) -> tensor<32x2x2xui32>
    %47 = stablehlo.slice %46 [0:32, 0:1, 0:2] : (tensor<32x2x2xui32>) -> tensor<32x1x2xui32>
    %48 = stablehlo.reshape %47 : (tensor<32x1x2xui32>) -> tensor<32x2xui32>
    %49 = stablehlo.slice %46 [0:32, 1:2, 0:2] : (tensor<32x2x2xui32>) -> tensor<32x1x2xui32>
    %50 = stablehlo.reshape %49 : (tensor<32x1x2xui32>) -> tensor<32x2xui32>
    %51 = call @_normal(%50) : (tensor<32x2xui32>) -> tensor<32xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53:7 = stablehlo.while(%iterArg = %45#1, %iterArg_25 = %c_19, %iterArg_26 = %cst_20, %iterArg_27 = %52, %iterArg_28 = %51, %iterArg_29 = %51, %iterArg_30 = %48) : tensor<f32>, tensor<i32>, tensor<f32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x2xui32>
    cond {
      %81 = stablehlo.negate %iterArg_25 : tensor<i32>
      %82 = stablehlo.convert %81 : (tensor<i32>) -> tensor<f32>
      %cst_31 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %83 = stablehlo.convert %81 : (tensor<i32>) -> tensor<f32>
      %84 = stablehlo.power %cst_31, %83 : tensor<f32>
      %cst_32 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %85 = stablehlo.compare GT, %84, %cst_32, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %85 : tensor<i1>
    } do {
      %81 = func.call @_threefry_split_14(%iterArg_30) : (tensor<32x2xui32>) -> tensor<32x3x2xui32>
      %82 = stablehlo.slice %81 [0:32, 0:1, 0:2] : (tensor<32x3x2xui32>) -> tensor<32x1x2xui32>
      %83 = stablehlo.reshape %82 : (tensor<32x1x2xui32>) -> tensor<32x2xui32>
      %84 = stablehlo.slice %81 [0:32, 1:2, 0:2] : (tensor<32x3x2xui32>) -> tensor<32x1x2xui32>
      %85 = stablehlo.reshape %84 : (tensor<32x1x2xui32>) -> tensor<32x2xui32>
      %86 = stablehlo.slice %81 [0:32, 2:3, 0:2] : (tensor<32x3x2xui32>) -> tensor<32x1x2xui32>
      %87 = stablehlo.reshape %86 : (tensor<32x1x2xui32>) -> tensor<32x2xui32>
      %88 = stablehlo.negate %iterArg_25 : tensor<i32>
      %89 = stablehlo.convert %88 : (tensor<i32>) -> tensor<f32>
      %cst_31 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %90 = stablehlo.convert %88 : (tensor<i32>) -> tensor<f32>
      %91 = stablehlo.power %cst_31, %90 : tensor<f32>
      %92 = stablehlo.convert %91 : tensor<f32>
      %cst_32 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %93 = stablehlo.divide %92, %cst_32 : tensor<f32>
      %94 = stablehlo.add %iterArg_26, %93 : tensor<f32>
      %95 = stablehlo.sqrt %92 : tensor<f32>
      %cst_33 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %96 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %97 = stablehlo.multiply %96, %iterArg_29 : tensor<32xf32>
      %cst_34 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %98 = stablehlo.divide %95, %cst_34 : tensor<f32>
      %99 = func.call @_normal(%85) : (tensor<32x2xui32>) -> tensor<32xf32>
      %100 = stablehlo.broadcast_in_dim %98, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %101 = stablehlo.multiply %100, %99 : tensor<32xf32>
      %102 = stablehlo.add %97, %101 : tensor<32xf32>
      %103 = stablehlo.subtract %97, %101 : tensor<32xf32>
      %104 = stablehlo.add %iterArg_27, %102 : tensor<32xf32>
      %c_35 = stablehlo.constant dense<1> : tensor<i32>
      %105 = stablehlo.add %iterArg_25, %c_35 : tensor<i32>
      %106 = stablehlo.compare GT, %iterArg, %94, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %107 = func.call @_where_17(%106, %94, %iterArg_26) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %108 = func.call @_where_18(%106, %83, %87) : (tensor<i1>, tensor<32x2xui32>, tensor<32x2xui32>) -> tensor<32x2xui32>
      %109 = func.call @_where_19(%106, %104, %iterArg_27) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %110 = func.call @_where_19(%106, %iterArg_28, %104) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %111 = func.call @_where_19(%106, %103, %102) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      stablehlo.return %iterArg, %105, %107, %109, %110, %111, %108 : tensor<f32>, tensor<i32>, tensor<f32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x2xui32>
    }
    %54 = stablehlo.negate %53#1 : tensor<i32>
    %55 = stablehlo.convert %54 : (tensor<i32>) -> tensor<f32>
    %cst_21 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %56 = stablehlo.convert %54 : (tensor<i32>) -> tensor<f32>
    %57 = stablehlo.power %cst_21, %56 : tensor<f32>
    %58 = stablehlo.convert %57 : tensor<f32>
    %59 = stablehlo.subtract %45#1, %53#2 : tensor<f32>
    %60 = call @relu(%59) : (tensor<f32>) -> tensor<f32>
    %61 = stablehlo.subtract %58, %60 : tensor<f32>
    %62 = call @relu(%61) : (tensor<f32>) -> tensor<f32>
    %63 = stablehlo.divide %60, %58 : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %65 = stablehlo.multiply %64, %53#5 : tensor<32xf32>
    %66 = stablehlo.add %53#3, %65 : tensor<32xf32>
    %67 = call @_normal(%53#6) : (tensor<32x2xui32>) -> tensor<32xf32>
    %68 = stablehlo.multiply %60, %62 : tensor<f32>
    %69 = stablehlo.divide %68, %58 : tensor<f32>
    %70 = stablehlo.sqrt %69 : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %72 = stablehlo.multiply %71, %67 : tensor<32xf32>
    %73 = stablehlo.add %66, %72 : tensor<32xf32>
    %74 = stablehlo.subtract %45#1, %8#1 : tensor<f32>
    %75 = stablehlo.subtract %73, %36 : tensor<32xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %76 = stablehlo.sqrt %cst_22 : tensor<f32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %77 = stablehlo.multiply %cst_23, %74 : tensor<f32>
    %78 = stablehlo.convert %76 : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %80 = stablehlo.multiply %79, %75 : tensor<32xf32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    return %c_24, %80 : tensor<i32>, tensor<32xf32>
  }
  func.func private @_where_6(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_where_7(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @branched_error_if_impl_8(%arg0: tensor<f32>, %arg1: tensor<i1>) -> (tensor<i32>, tensor<f32>) {
    %c = stablehlo.constant dense<false> : tensor<i1>
    %0 = stablehlo.reduce(%arg1 init: %c) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %1 = stablehlo.convert %0 : (tensor<i1>) -> tensor<i32>
    %2 = "stablehlo.case"(%1) ({
      stablehlo.return %arg0 : tensor<f32>
    }, {
      %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      stablehlo.return %cst : tensor<f32>
    }) : (tensor<i32>) -> tensor<f32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    return %c_0, %2 : tensor<i32>, tensor<f32>
  }
  func.func private @_threefry_split_9(%arg0: tensor<32x2xui32>) -> tensor<32x2x2xui32> {
    %0 = stablehlo.slice %arg0 [0:32, 0:1] : (tensor<32x2xui32>) -> tensor<32x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<32x1xui32>) -> tensor<32xui32>
    %2 = stablehlo.slice %arg0 [0:32, 1:2] : (tensor<32x2xui32>) -> tensor<32x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<32x1xui32>) -> tensor<32xui32>
    %4 = stablehlo.iota dim = 0 : tensor<2xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<2xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<2xui64>
    %9 = stablehlo.convert %6 : (tensor<2xui64>) -> tensor<2xui32>
    %10 = stablehlo.convert %8 : (tensor<2xui64>) -> tensor<2xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<32xui32>) -> tensor<32x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<32xui32>) -> tensor<32x1xui32>
    %15:2 = call @threefry2x32_10(%13, %14, %11, %12) : (tensor<32x1xui32>, tensor<32x1xui32>, tensor<1x2xui32>, tensor<1x2xui32>) -> (tensor<32x2xui32>, tensor<32x2xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<32x2xui32>) -> tensor<32x2x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<32x2xui32>) -> tensor<32x2x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<32x2x1xui32>, tensor<32x2x1xui32>) -> tensor<32x2x2xui32>
    return %18 : tensor<32x2x2xui32>
  }
  func.func private @threefry2x32_10(%arg0: tensor<32x1xui32>, %arg1: tensor<32x1xui32>, %arg2: tensor<1x2xui32>, %arg3: tensor<1x2xui32>) -> (tensor<32x2xui32>, tensor<32x2xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<32x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<32x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<32x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<32x2xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<32x1xui32>) -> tensor<32x2xui32>
    %5 = stablehlo.add %3, %4 : tensor<32x2xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<32x2xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<32x1xui32>) -> tensor<32x2xui32>
    %8 = stablehlo.add %6, %7 : tensor<32x2xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<32x2xui32>, tensor<32x2xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10:8 = func.call @closed_call_11(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<32x2xui32>, tensor<32x2xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<32x2xui32>, tensor<32x2xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %11, %10#0, %10#1, %10#2, %10#3, %10#4, %10#5, %10#6, %10#7 : tensor<i32>, tensor<i32>, tensor<32x2xui32>, tensor<32x2xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<32x2xui32>, tensor<32x2xui32>
  }
  func.func private @closed_call_11(%arg0: tensor<i32>, %arg1: tensor<32x2xui32>, %arg2: tensor<32x2xui32>, %arg3: tensor<32x1xui32>, %arg4: tensor<32x1xui32>, %arg5: tensor<32x1xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<32x2xui32>, tensor<32x2xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<32x2xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<32x2xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<32x2xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<32x2xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<32x2xui32>
    %9 = stablehlo.or %5, %8 : tensor<32x2xui32>
    %10 = stablehlo.xor %3, %9 : tensor<32x2xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<32x2xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<32x2xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<32x2xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<32x2xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<32x2xui32>
    %19 = stablehlo.or %15, %18 : tensor<32x2xui32>
    %20 = stablehlo.xor %13, %19 : tensor<32x2xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<32x2xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<32x2xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<32x2xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<32x2xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<32x2xui32>
    %29 = stablehlo.or %25, %28 : tensor<32x2xui32>
    %30 = stablehlo.xor %23, %29 : tensor<32x2xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<32x2xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<32x2xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<32x2xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<32x2xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<32x2xui32>
    %39 = stablehlo.or %35, %38 : tensor<32x2xui32>
    %40 = stablehlo.xor %33, %39 : tensor<32x2xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<32x1xui32>) -> tensor<32x2xui32>
    %42 = stablehlo.add %33, %41 : tensor<32x2xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<32x1xui32>) -> tensor<32x2xui32>
    %44 = stablehlo.add %40, %43 : tensor<32x2xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<32x2xui32>
    %48 = stablehlo.add %44, %47 : tensor<32x2xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<32x2xui32>, tensor<32x2xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_normal(%arg0: tensor<32x2xui32>) -> tensor<32xf32> {
    %0 = call @_normal_real(%arg0) : (tensor<32x2xui32>) -> tensor<32xf32>
    return %0 : tensor<32xf32>
  }
  func.func private @_normal_real(%arg0: tensor<32x2xui32>) -> tensor<32xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<32x2xui32>, tensor<f32>, tensor<f32>) -> tensor<32xf32>
    %1 = chlo.erf_inv %0 : tensor<32xf32> -> tensor<32xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<32xf32>
    return %3 : tensor<32xf32>
  }
  func.func private @_uniform(%arg0: tensor<32x2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<32xf32> {
    %0 = stablehlo.slice %arg0 [0:32, 0:1] : (tensor<32x2xui32>) -> tensor<32x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<32x1xui32>) -> tensor<32xui32>
    %2 = stablehlo.slice %arg0 [0:32, 1:2] : (tensor<32x2xui32>) -> tensor<32x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<32x1xui32>) -> tensor<32xui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %4:2 = call @threefry2x32_12(%1, %3, %c, %c_0) : (tensor<32xui32>, tensor<32xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<32xui32>, tensor<32xui32>)
    %5 = stablehlo.xor %4#0, %4#1 : tensor<32xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<32xui32>
    %7 = stablehlo.shift_right_logical %5, %6 : tensor<32xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<32xui32>
    %9 = stablehlo.or %7, %8 : tensor<32xui32>
    %10 = stablehlo.bitcast_convert %9 : (tensor<32xui32>) -> tensor<32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %12 = stablehlo.subtract %10, %11 : tensor<32xf32>
    %13 = stablehlo.subtract %arg2, %arg1 : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<32xf32>
    %16 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %17 = stablehlo.add %15, %16 : tensor<32xf32>
    %18 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %19 = stablehlo.maximum %18, %17 : tensor<32xf32>
    return %19 : tensor<32xf32>
  }
  func.func private @threefry2x32_12(%arg0: tensor<32xui32>, %arg1: tensor<32xui32>, %arg2: tensor<ui32>, %arg3: tensor<ui32>) -> (tensor<32xui32>, tensor<32xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<32xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<32xui32>
    %2 = stablehlo.xor %0, %1 : tensor<32xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<32xui32>
    %4 = stablehlo.add %3, %arg0 : tensor<32xui32>
    %5 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<32xui32>
    %6 = stablehlo.add %5, %arg1 : tensor<32xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %7:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %4, %iterArg_6 = %6, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<32xui32>, tensor<32xui32>, tensor<32xui32>, tensor<32xui32>, tensor<32xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %8 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %8:8 = func.call @closed_call_13(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<32xui32>, tensor<32xui32>, tensor<32xui32>, tensor<32xui32>, tensor<32xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<32xui32>, tensor<32xui32>, tensor<32xui32>, tensor<32xui32>, tensor<32xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %9, %8#0, %8#1, %8#2, %8#3, %8#4, %8#5, %8#6, %8#7 : tensor<i32>, tensor<i32>, tensor<32xui32>, tensor<32xui32>, tensor<32xui32>, tensor<32xui32>, tensor<32xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %7#2, %7#3 : tensor<32xui32>, tensor<32xui32>
  }
  func.func private @closed_call_13(%arg0: tensor<i32>, %arg1: tensor<32xui32>, %arg2: tensor<32xui32>, %arg3: tensor<32xui32>, %arg4: tensor<32xui32>, %arg5: tensor<32xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<32xui32>, tensor<32xui32>, tensor<32xui32>, tensor<32xui32>, tensor<32xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<32xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<32xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<32xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<32xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<32xui32>
    %9 = stablehlo.or %5, %8 : tensor<32xui32>
    %10 = stablehlo.xor %3, %9 : tensor<32xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<32xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<32xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<32xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<32xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<32xui32>
    %19 = stablehlo.or %15, %18 : tensor<32xui32>
    %20 = stablehlo.xor %13, %19 : tensor<32xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<32xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<32xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<32xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<32xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<32xui32>
    %29 = stablehlo.or %25, %28 : tensor<32xui32>
    %30 = stablehlo.xor %23, %29 : tensor<32xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<32xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<32xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<32xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<32xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<32xui32>
    %39 = stablehlo.or %35, %38 : tensor<32xui32>
    %40 = stablehlo.xor %33, %39 : tensor<32xui32>
    %41 = stablehlo.add %33, %arg3 : tensor<32xui32>
    %42 = stablehlo.add %40, %arg4 : tensor<32xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %43 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %44 = stablehlo.convert %43 : (tensor<i32>) -> tensor<ui32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<ui32>) -> tensor<32xui32>
    %46 = stablehlo.add %42, %45 : tensor<32xui32>
    return %0, %41, %46, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<32xui32>, tensor<32xui32>, tensor<32xui32>, tensor<32xui32>, tensor<32xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_threefry_split_14(%arg0: tensor<32x2xui32>) -> tensor<32x3x2xui32> {
    %0 = stablehlo.slice %arg0 [0:32, 0:1] : (tensor<32x2xui32>) -> tensor<32x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<32x1xui32>) -> tensor<32xui32>
    %2 = stablehlo.slice %arg0 [0:32, 1:2] : (tensor<32x2xui32>) -> tensor<32x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<32x1xui32>) -> tensor<32xui32>
    %4 = stablehlo.iota dim = 0 : tensor<3xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<3xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<3xui64>
    %9 = stablehlo.convert %6 : (tensor<3xui64>) -> tensor<3xui32>
    %10 = stablehlo.convert %8 : (tensor<3xui64>) -> tensor<3xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<3xui32>) -> tensor<1x3xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<3xui32>) -> tensor<1x3xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<32xui32>) -> tensor<32x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<32xui32>) -> tensor<32x1xui32>
    %15:2 = call @threefry2x32_15(%13, %14, %11, %12) : (tensor<32x1xui32>, tensor<32x1xui32>, tensor<1x3xui32>, tensor<1x3xui32>) -> (tensor<32x3xui32>, tensor<32x3xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<32x3xui32>) -> tensor<32x3x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<32x3xui32>) -> tensor<32x3x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<32x3x1xui32>, tensor<32x3x1xui32>) -> tensor<32x3x2xui32>
    return %18 : tensor<32x3x2xui32>
  }
  func.func private @threefry2x32_15(%arg0: tensor<32x1xui32>, %arg1: tensor<32x1xui32>, %arg2: tensor<1x3xui32>, %arg3: tensor<1x3xui32>) -> (tensor<32x3xui32>, tensor<32x3xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<32x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<32x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<32x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<32x3xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<32x1xui32>) -> tensor<32x3xui32>
    %5 = stablehlo.add %3, %4 : tensor<32x3xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<32x3xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<32x1xui32>) -> tensor<32x3xui32>
    %8 = stablehlo.add %6, %7 : tensor<32x3xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<32x3xui32>, tensor<32x3xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10:8 = func.call @closed_call_16(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<32x3xui32>, tensor<32x3xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<32x3xui32>, tensor<32x3xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %11, %10#0, %10#1, %10#2, %10#3, %10#4, %10#5, %10#6, %10#7 : tensor<i32>, tensor<i32>, tensor<32x3xui32>, tensor<32x3xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<32x3xui32>, tensor<32x3xui32>
  }
  func.func private @closed_call_16(%arg0: tensor<i32>, %arg1: tensor<32x3xui32>, %arg2: tensor<32x3xui32>, %arg3: tensor<32x1xui32>, %arg4: tensor<32x1xui32>, %arg5: tensor<32x1xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<32x3xui32>, tensor<32x3xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<32x3xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<32x3xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<32x3xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<32x3xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<32x3xui32>
    %9 = stablehlo.or %5, %8 : tensor<32x3xui32>
    %10 = stablehlo.xor %3, %9 : tensor<32x3xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<32x3xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<32x3xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<32x3xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<32x3xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<32x3xui32>
    %19 = stablehlo.or %15, %18 : tensor<32x3xui32>
    %20 = stablehlo.xor %13, %19 : tensor<32x3xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<32x3xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<32x3xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<32x3xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<32x3xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<32x3xui32>
    %29 = stablehlo.or %25, %28 : tensor<32x3xui32>
    %30 = stablehlo.xor %23, %29 : tensor<32x3xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<32x3xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<32x3xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<32x3xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<32x3xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<32x3xui32>
    %39 = stablehlo.or %35, %38 : tensor<32x3xui32>
    %40 = stablehlo.xor %33, %39 : tensor<32x3xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<32x1xui32>) -> tensor<32x3xui32>
    %42 = stablehlo.add %33, %41 : tensor<32x3xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<32x1xui32>) -> tensor<32x3xui32>
    %44 = stablehlo.add %40, %43 : tensor<32x3xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<32x3xui32>
    %48 = stablehlo.add %44, %47 : tensor<32x3xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<32x3xui32>, tensor<32x3xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<32x1xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_where_17(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_where_18(%arg0: tensor<i1>, %arg1: tensor<32x2xui32>, %arg2: tensor<32x2xui32>) -> tensor<32x2xui32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<i1>) -> tensor<32x2xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<32x2xi1>, tensor<32x2xui32>
    return %1 : tensor<32x2xui32>
  }
  func.func private @_where_19(%arg0: tensor<i1>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>) -> tensor<32xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<32xf32>
    return %0 : tensor<32xf32>
  }
  func.func private @relu(%arg0: tensor<f32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.maximum %arg0, %cst : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_where_20(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
