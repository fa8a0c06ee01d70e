module @jit_log_likelihood attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<100xf32>, %arg1: tensor<2xui32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<100xf32> {jax.result_info = "result[1]"}) {
    %0 = call @_threefry_split(%arg1) : (tensor<2xui32>) -> tensor<2x2xui32>
    %1 = stablehlo.slice %0 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %2 = stablehlo.reshape %1 : (tensor<1x2xui32>) -> tensor<2xui32>
    %3 = stablehlo.slice %0 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %4 = stablehlo.reshape %3 : (tensor<1x2xui32>) -> tensor<2xui32>
    %5 = call @_normal(%4) : (tensor<2xui32>) -> tensor<512xf32>
    %cst = stablehlo.constant dense<0.960768938> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %8 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<1xf32>) -> tensor<512xf32>
    %9 = stablehlo.multiply %8, %5 : tensor<512xf32>
    %10 = stablehlo.convert %7 : tensor<1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<1xf32>) -> tensor<512xf32>
    %12 = stablehlo.add %9, %11 : tensor<512xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %15:6 = stablehlo.while(%iterArg = %arg0, %iterArg_4 = %c, %iterArg_5 = %12, %iterArg_6 = %2, %iterArg_7 = %13, %iterArg_8 = %14) : tensor<100xf32>, tensor<i32>, tensor<512xf32>, tensor<2xui32>, tensor<100xf32>, tensor<100xf32>
    cond {
      %c_9 = stablehlo.constant dense<100> : tensor<i32>
      %17 = stablehlo.compare LT, %iterArg_4, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %17 : tensor<i1>
    } do {
      %17 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_4) : (tensor<100xf32>, tensor<i32>) -> tensor<f32>
      %18:4 = func.call @closed_call_2(%iterArg_5, %iterArg_6, %17) : (tensor<512xf32>, tensor<2xui32>, tensor<f32>) -> (tensor<512xf32>, tensor<2xui32>, tensor<f32>, tensor<f32>)
      %19 = func.call @dynamic_update_index_in_dim(%iterArg_7, %18#2, %iterArg_4) : (tensor<100xf32>, tensor<f32>, tensor<i32>) -> tensor<100xf32>
      %20 = func.call @dynamic_update_index_in_dim(%iterArg_8, %18#3, %iterArg_4) : (tensor<100xf32>, tensor<f32>, tensor<i32>) -> tensor<100xf32>
      %c_9 = stablehlo.constant dense<1> : tensor<i32>
      %21 = stablehlo.add %iterArg_4, %c_9 : tensor<i32>
      stablehlo.return %iterArg, %21, %18#0, %18#1, %19, %20 : tensor<100xf32>, tensor<i32>, tensor<512xf32>, tensor<2xui32>, tensor<100xf32>, tensor<100xf32>
    }
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%15#4 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<100xf32>, tensor<f32>) -> tensor<f32>
    return %16, %15#5 : tensor<f32>, tensor<100xf32>
  }
  func.func private @_threefry_split(%arg0: tensor<2xui32>) -> tensor<2x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<2xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<2xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<2xui64>
    %9 = stablehlo.convert %6 : (tensor<2xui64>) -> tensor<2xui32>
    %10 = stablehlo.convert %8 : (tensor<2xui64>) -> tensor<2xui32>
    %11:2 = call @threefry2x32(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    return %14 : tensor<2x2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<2xui32>, %arg3: tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<2xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<2xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<2xui32>, tensor<2xui32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<2xui32>, %arg2: tensor<2xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<2xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<2xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<2xui32>
    %9 = stablehlo.or %5, %8 : tensor<2xui32>
    %10 = stablehlo.xor %3, %9 : tensor<2xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<2xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<2xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<2xui32>
    %19 = stablehlo.or %15, %18 : tensor<2xui32>
    %20 = stablehlo.xor %13, %19 : tensor<2xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<2xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<2xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<2xui32>
    %29 = stablehlo.or %25, %28 : tensor<2xui32>
    %30 = stablehlo.xor %23, %29 : tensor<2xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<2xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<2xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<2xui32>
    %39 = stablehlo.or %35, %38 : tensor<2xui32>
    %40 = stablehlo.xor %33, %39 : tensor<2xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %42 = stablehlo.add %33, %41 : tensor<2xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %44 = stablehlo.add %40, %43 : tensor<2xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %48 = stablehlo.add %44, %47 : tensor<2xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_normal(%arg0: tensor<2xui32>) -> tensor<512xf32> {
    %0 = call @_normal_real(%arg0) : (tensor<2xui32>) -> tensor<512xf32>
    return %0 : tensor<512xf32>
  }
  func.func private @_normal_real(%arg0: tensor<2xui32>) -> tensor<512xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<512xf32>
    %1 = chlo.erf_inv %0 : tensor<512xf32> -> tensor<512xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<512xf32>
    return %3 : tensor<512xf32>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<512xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<512xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<512xui64>
    %8 = stablehlo.multiply %7, %6 : tensor<512xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<512xui64>
    %10 = stablehlo.shift_right_logical %8, %9 : tensor<512xui64>
    %11 = stablehlo.convert %8 : (tensor<512xui64>) -> tensor<512xui32>
    %12 = stablehlo.convert %10 : (tensor<512xui64>) -> tensor<512xui32>
    %13:2 = call @threefry2x32_0(%3, %5, %12, %11) : (tensor<ui32>, tensor<ui32>, tensor<512xui32>, tensor<512xui32>) -> (tensor<512xui32>, tensor<512xui32>)
    %14 = stablehlo.xor %13#0, %13#1 : tensor<512xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<512xui32>
    %16 = stablehlo.shift_right_logical %14, %15 : tensor<512xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<512xui32>
    %18 = stablehlo.or %16, %17 : tensor<512xui32>
    %19 = stablehlo.bitcast_convert %18 : (tensor<512xui32>) -> tensor<512xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %21 = stablehlo.subtract %19, %20 : tensor<512xf32>
    %22 = stablehlo.subtract %1, %0 : tensor<1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<1xf32>) -> tensor<512xf32>
    %24 = stablehlo.multiply %21, %23 : tensor<512xf32>
    %25 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf32>) -> tensor<512xf32>
    %26 = stablehlo.add %24, %25 : tensor<512xf32>
    %27 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf32>) -> tensor<512xf32>
    %28 = stablehlo.maximum %27, %26 : tensor<512xf32>
    return %28 : tensor<512xf32>
  }
  func.func private @threefry2x32_0(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<512xui32>, %arg3: tensor<512xui32>) -> (tensor<512xui32>, tensor<512xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<512xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<512xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<512xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<512xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<512xui32>, tensor<512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_1(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<512xui32>, tensor<512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<512xui32>, tensor<512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<512xui32>, tensor<512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<512xui32>, tensor<512xui32>
  }
  func.func private @closed_call_1(%arg0: tensor<i32>, %arg1: tensor<512xui32>, %arg2: tensor<512xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<512xui32>, tensor<512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<512xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<512xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<512xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<512xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<512xui32>
    %9 = stablehlo.or %5, %8 : tensor<512xui32>
    %10 = stablehlo.xor %3, %9 : tensor<512xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<512xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<512xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<512xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<512xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<512xui32>
    %19 = stablehlo.or %15, %18 : tensor<512xui32>
    %20 = stablehlo.xor %13, %19 : tensor<512xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<512xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<512xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<512xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<512xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<512xui32>
    %29 = stablehlo.or %25, %28 : tensor<512xui32>
    %30 = stablehlo.xor %23, %29 : tensor<512xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<512xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<512xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<512xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<512xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<512xui32>
    %39 = stablehlo.or %35, %38 : tensor<512xui32>
    %40 = stablehlo.xor %33, %39 : tensor<512xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<512xui32>
    %42 = stablehlo.add %33, %41 : tensor<512xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<512xui32>
    %44 = stablehlo.add %40, %43 : tensor<512xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<512xui32>
    %48 = stablehlo.add %44, %47 : tensor<512xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<512xui32>, tensor<512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<100xf32>, %arg1: tensor<i32>) -> tensor<f32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<100xf32>, tensor<i32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @closed_call_2(%arg0: tensor<512xf32>, %arg1: tensor<2xui32>, %arg2: tensor<f32>) -> (tensor<512xf32>, tensor<2xui32>, tensor<f32>, tensor<f32>) {
    %0 = call @_threefry_split_3(%arg1) : (tensor<2xui32>) -> tensor<3x2xui32>
    %1 = stablehlo.slice %0 [0:1, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
    %2 = stablehlo.reshape %1 : (tensor<1x2xui32>) -> tensor<2xui32>
    %3 = stablehlo.slice %0 [1:2, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
    %4 = stablehlo.reshape %3 : (tensor<1x2xui32>) -> tensor<2xui32>
    %5 = stablehlo.slice %0 [2:3, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
    %6 = stablehlo.reshape %5 : (tensor<1x2xui32>) -> tensor<2xui32>
    %cst = stablehlo.constant dense<0.949999988> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %8 = stablehlo.multiply %7, %arg0 : tensor<512xf32>
    %9 = call @_normal_6(%4) : (tensor<2xui32>) -> tensor<1x512xf32>
    %cst_0 = stablehlo.constant dense<3.000000e-01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %12 = stablehlo.convert %10 : tensor<1x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x512xf32>
    %14 = stablehlo.multiply %13, %9 : tensor<1x512xf32>
    %15 = stablehlo.add %14, %11 : tensor<1x512xf32>
    %16 = stablehlo.reshape %15 : (tensor<1x512xf32>) -> tensor<512xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %18 = stablehlo.divide %16, %17 : tensor<512xf32>
    %19 = stablehlo.exponential %18 : tensor<512xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.subtract %arg2, %cst_2 : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %22 = stablehlo.divide %21, %19 : tensor<512xf32>
    %23 = chlo.square %22 : tensor<512xf32> -> tensor<512xf32>
    %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %25 = stablehlo.multiply %24, %23 : tensor<512xf32>
    %26 = stablehlo.log %19 : tensor<512xf32>
    %cst_4 = stablehlo.constant dense<0.918938517> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %28 = stablehlo.add %27, %26 : tensor<512xf32>
    %29 = stablehlo.subtract %25, %28 : tensor<512xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_5) applies stablehlo.maximum across dimensions = [0] : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %31 = stablehlo.maximum %cst_6, %30 : tensor<f32>
    %32 = stablehlo.is_finite %31 : (tensor<f32>) -> tensor<i1>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.select %32, %31, %cst_7 : tensor<i1>, tensor<f32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0] : (tensor<1xf32>) -> tensor<512xf32>
    %36 = stablehlo.subtract %29, %35 : tensor<512xf32>
    %37 = stablehlo.exponential %36 : tensor<512xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%37 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %39 = stablehlo.abs %38 : tensor<f32>
    %40 = stablehlo.log %39 : tensor<f32>
    %41 = stablehlo.add %40, %33 : tensor<f32>
    %cst_9 = stablehlo.constant dense<6.23832464> : tensor<f32>
    %42 = stablehlo.subtract %41, %cst_9 : tensor<f32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %43 = stablehlo.reduce(%29 init: %cst_10) applies stablehlo.maximum across dimensions = [0] : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %44 = stablehlo.maximum %cst_11, %43 : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0] : (tensor<1xf32>) -> tensor<512xf32>
    %47 = stablehlo.subtract %29, %46 : tensor<512xf32>
    %48 = stablehlo.exponential %47 : tensor<512xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0] : (tensor<1xf32>) -> tensor<512xf32>
    %52 = stablehlo.divide %48, %51 : tensor<512xf32>
    %53 = stablehlo.multiply %52, %16 : tensor<512xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %55 = call @_uniform_11(%6, %cst_14, %cst_15) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %56 = stablehlo.iota dim = 0 : tensor<512xi32>
    %57 = stablehlo.convert %56 : (tensor<512xi32>) -> tensor<512xf32>
    %58 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %59 = stablehlo.add %58, %57 : tensor<512xf32>
    %cst_16 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %61 = stablehlo.divide %59, %60 : tensor<512xf32>
    %62 = call @cumsum(%52) : (tensor<512xf32>) -> tensor<512xf32>
    %63 = call @searchsorted(%62, %61) : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_17 = stablehlo.constant dense<511> : tensor<i32>
    %64 = call @clip(%63, %c, %c_17) : (tensor<512xi32>, tensor<i32>, tensor<i32>) -> tensor<512xi32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %65 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<512xi32>
    %66 = stablehlo.compare LT, %64, %65, SIGNED : (tensor<512xi32>, tensor<512xi32>) -> tensor<512xi1>
    %c_19 = stablehlo.constant dense<512> : tensor<i32>
    %67 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<512xi32>
    %68 = stablehlo.add %64, %67 : tensor<512xi32>
    %69 = stablehlo.select %66, %68, %64 : tensor<512xi1>, tensor<512xi32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0] : (tensor<512xi32>) -> tensor<512x1xi32>
    %71 = "stablehlo.gather"(%16, %70) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<512xf32>, tensor<512x1xi32>) -> tensor<512xf32>
    return %71, %2, %42, %54 : tensor<512xf32>, tensor<2xui32>, tensor<f32>, tensor<f32>
  }
  func.func private @_threefry_split_3(%arg0: tensor<2xui32>) -> tensor<3x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<3xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<3xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<3xui64>
    %9 = stablehlo.convert %6 : (tensor<3xui64>) -> tensor<3xui32>
    %10 = stablehlo.convert %8 : (tensor<3xui64>) -> tensor<3xui32>
    %11:2 = call @threefry2x32_4(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<3x1xui32>, tensor<3x1xui32>) -> tensor<3x2xui32>
    return %14 : tensor<3x2xui32>
  }
  func.func private @threefry2x32_4(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<3xui32>, %arg3: tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<3xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<3xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_5(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<3xui32>, tensor<3xui32>
  }
  func.func private @closed_call_5(%arg0: tensor<i32>, %arg1: tensor<3xui32>, %arg2: tensor<3xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<3xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<3xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<3xui32>
    %9 = stablehlo.or %5, %8 : tensor<3xui32>
    %10 = stablehlo.xor %3, %9 : tensor<3xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<3xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<3xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<3xui32>
    %19 = stablehlo.or %15, %18 : tensor<3xui32>
    %20 = stablehlo.xor %13, %19 : tensor<3xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<3xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<3xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<3xui32>
    %29 = stablehlo.or %25, %28 : tensor<3xui32>
    %30 = stablehlo.xor %23, %29 : tensor<3xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<3xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<3xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<3xui32>
    %39 = stablehlo.or %35, %38 : tensor<3xui32>
    %40 = stablehlo.xor %33, %39 : tensor<3xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %42 = stablehlo.add %33, %41 : tensor<3xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %44 = stablehlo.add %40, %43 : tensor<3xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %48 = stablehlo.add %44, %47 : tensor<3xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_normal_6(%arg0: tensor<2xui32>) -> tensor<1x512xf32> {
    %0 = call @_normal_real_7(%arg0) : (tensor<2xui32>) -> tensor<1x512xf32>
    return %0 : tensor<1x512xf32>
  }
  func.func private @_normal_real_7(%arg0: tensor<2xui32>) -> tensor<1x512xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_8(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<1x512xf32>
    %1 = chlo.erf_inv %0 : tensor<1x512xf32> -> tensor<1x512xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x512xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<1x512xf32>
    return %3 : tensor<1x512xf32>
  }
  func.func private @_uniform_8(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<1x512xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<1x512xui64>
    %7 = stablehlo.iota dim = 1 : tensor<1x512xui64>
    %c = stablehlo.constant dense<512> : tensor<ui64>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<1x512xui64>
    %9 = stablehlo.multiply %8, %6 : tensor<1x512xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<1x512xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<1x512xui64>
    %12 = stablehlo.add %9, %11 : tensor<1x512xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<1x512xui64>
    %14 = stablehlo.shift_right_logical %12, %13 : tensor<1x512xui64>
    %15 = stablehlo.convert %12 : (tensor<1x512xui64>) -> tensor<1x512xui32>
    %16 = stablehlo.convert %14 : (tensor<1x512xui64>) -> tensor<1x512xui32>
    %17:2 = call @threefry2x32_9(%3, %5, %16, %15) : (tensor<ui32>, tensor<ui32>, tensor<1x512xui32>, tensor<1x512xui32>) -> (tensor<1x512xui32>, tensor<1x512xui32>)
    %18 = stablehlo.xor %17#0, %17#1 : tensor<1x512xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<1x512xui32>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<1x512xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<1x512xui32>
    %22 = stablehlo.or %20, %21 : tensor<1x512xui32>
    %23 = stablehlo.bitcast_convert %22 : (tensor<1x512xui32>) -> tensor<1x512xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x512xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<1x512xf32>
    %26 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x512xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<1x512xf32>
    %29 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x512xf32>
    %30 = stablehlo.add %28, %29 : tensor<1x512xf32>
    %31 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x512xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<1x512xf32>
    return %32 : tensor<1x512xf32>
  }
  func.func private @threefry2x32_9(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<1x512xui32>, %arg3: tensor<1x512xui32>) -> (tensor<1x512xui32>, tensor<1x512xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<1x512xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<1x512xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1x512xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<1x512xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<1x512xui32>, tensor<1x512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_10(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<1x512xui32>, tensor<1x512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1x512xui32>, tensor<1x512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<1x512xui32>, tensor<1x512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<1x512xui32>, tensor<1x512xui32>
  }
  func.func private @closed_call_10(%arg0: tensor<i32>, %arg1: tensor<1x512xui32>, %arg2: tensor<1x512xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<1x512xui32>, tensor<1x512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<1x512xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1x512xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<1x512xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1x512xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<1x512xui32>
    %9 = stablehlo.or %5, %8 : tensor<1x512xui32>
    %10 = stablehlo.xor %3, %9 : tensor<1x512xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<1x512xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1x512xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<1x512xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1x512xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<1x512xui32>
    %19 = stablehlo.or %15, %18 : tensor<1x512xui32>
    %20 = stablehlo.xor %13, %19 : tensor<1x512xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<1x512xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<1x512xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<1x512xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<1x512xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<1x512xui32>
    %29 = stablehlo.or %25, %28 : tensor<1x512xui32>
    %30 = stablehlo.xor %23, %29 : tensor<1x512xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<1x512xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<1x512xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<1x512xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1x512xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<1x512xui32>
    %39 = stablehlo.or %35, %38 : tensor<1x512xui32>
    %40 = stablehlo.xor %33, %39 : tensor<1x512xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<1x512xui32>
    %42 = stablehlo.add %33, %41 : tensor<1x512xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<1x512xui32>
    %44 = stablehlo.add %40, %43 : tensor<1x512xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<1x512xui32>
    %48 = stablehlo.add %44, %47 : tensor<1x512xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<1x512xui32>, tensor<1x512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_uniform_11(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %6:2 = call @threefry2x32_12(%3, %5, %c, %c_0) : (tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>) -> (tensor<ui32>, tensor<ui32>)
    %7 = stablehlo.xor %6#0, %6#1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %8 = stablehlo.shift_right_logical %7, %c_1 : tensor<ui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %9 = stablehlo.or %8, %c_2 : tensor<ui32>
    %10 = stablehlo.bitcast_convert %9 : (tensor<ui32>) -> tensor<f32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.subtract %10, %cst : tensor<f32>
    %12 = stablehlo.subtract %1, %0 : tensor<f32>
    %13 = stablehlo.multiply %11, %12 : tensor<f32>
    %14 = stablehlo.add %13, %0 : tensor<f32>
    %15 = stablehlo.reshape %14 : (tensor<f32>) -> tensor<f32>
    %16 = stablehlo.maximum %0, %15 : tensor<f32>
    return %16 : tensor<f32>
  }
  func.func private @threefry2x32_12(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<ui32>) -> (tensor<ui32>, tensor<ui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.add %arg2, %arg0 : tensor<ui32>
    %3 = stablehlo.add %arg3, %arg1 : tensor<ui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %4:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %2, %iterArg_6 = %3, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %5 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %5 : tensor<i1>
    } do {
      %5:8 = func.call @closed_call_13(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %6 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %6, %5#0, %5#1, %5#2, %5#3, %5#4, %5#5, %5#6, %5#7 : tensor<i32>, tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %4#2, %4#3 : tensor<ui32>, tensor<ui32>
  }
  func.func private @closed_call_13(%arg0: tensor<i32>, %arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<ui32>
    %4 = stablehlo.shift_left %arg2, %2 : tensor<ui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %5 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %6 = stablehlo.shift_right_logical %arg2, %5 : tensor<ui32>
    %7 = stablehlo.or %4, %6 : tensor<ui32>
    %8 = stablehlo.xor %3, %7 : tensor<ui32>
    %9 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %10 = stablehlo.reshape %9 : (tensor<1xui32>) -> tensor<ui32>
    %11 = stablehlo.add %3, %8 : tensor<ui32>
    %12 = stablehlo.shift_left %8, %10 : tensor<ui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %13 = stablehlo.subtract %c_1, %10 : tensor<ui32>
    %14 = stablehlo.shift_right_logical %8, %13 : tensor<ui32>
    %15 = stablehlo.or %12, %14 : tensor<ui32>
    %16 = stablehlo.xor %11, %15 : tensor<ui32>
    %17 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %18 = stablehlo.reshape %17 : (tensor<1xui32>) -> tensor<ui32>
    %19 = stablehlo.add %11, %16 : tensor<ui32>
    %20 = stablehlo.shift_left %16, %18 : tensor<ui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %21 = stablehlo.subtract %c_2, %18 : tensor<ui32>
    %22 = stablehlo.shift_right_logical %16, %21 : tensor<ui32>
    %23 = stablehlo.or %20, %22 : tensor<ui32>
    %24 = stablehlo.xor %19, %23 : tensor<ui32>
    %25 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %26 = stablehlo.reshape %25 : (tensor<1xui32>) -> tensor<ui32>
    %27 = stablehlo.add %19, %24 : tensor<ui32>
    %28 = stablehlo.shift_left %24, %26 : tensor<ui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %29 = stablehlo.subtract %c_3, %26 : tensor<ui32>
    %30 = stablehlo.shift_right_logical %24, %29 : tensor<ui32>
    %31 = stablehlo.or %28, %30 : tensor<ui32>
    %32 = stablehlo.xor %27, %31 : tensor<ui32>
    %33 = stablehlo.add %27, %arg3 : tensor<ui32>
    %34 = stablehlo.add %32, %arg4 : tensor<ui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %35 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %36 = stablehlo.convert %35 : (tensor<i32>) -> tensor<ui32>
    %37 = stablehlo.add %34, %36 : tensor<ui32>
    return %0, %33, %37, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @cumsum(%arg0: tensor<512xf32>) -> tensor<512xf32> {
    %0 = call @cumsum_14(%arg0) : (tensor<512xf32>) -> tensor<512xf32>
    return %0 : tensor<512xf32>
  }
  func.func private @cumsum_14(%arg0: tensor<512xf32>) -> tensor<512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[511, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 512>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<512xf32>, tensor<f32>) -> tensor<512xf32>
    return %1 : tensor<512xf32>
  }
  func.func private @searchsorted(%arg0: tensor<512xf32>, %arg1: tensor<512xf32>) -> tensor<512xi32> {
    %0 = call @_searchsorted_scan_impl(%arg0, %arg1) : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xi32>
    return %0 : tensor<512xi32>
  }
  func.func private @_searchsorted_scan_impl(%arg0: tensor<512xf32>, %arg1: tensor<512xf32>) -> tensor<512xi32> {
    %0 = call @_searchsorted_scan_impl_15(%arg0, %arg1) : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xi32>
    return %0 : tensor<512xi32>
  }
  func.func private @_searchsorted_scan_impl_15(%arg0: tensor<512xf32>, %arg1: tensor<512xf32>) -> tensor<512xi32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<512xui32>
    %c_0 = stablehlo.constant dense<512> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<512xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %c_1, %iterArg_4 = %0, %iterArg_5 = %1) : tensor<512xf32>, tensor<512xf32>, tensor<i32>, tensor<512xui32>, tensor<512xui32>
    cond {
      %c_6 = stablehlo.constant dense<10> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call_16(%iterArg, %iterArg_2, %iterArg_4, %iterArg_5) : (tensor<512xf32>, tensor<512xf32>, tensor<512xui32>, tensor<512xui32>) -> (tensor<512xui32>, tensor<512xui32>)
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_3, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %5, %4#0, %4#1 : tensor<512xf32>, tensor<512xf32>, tensor<i32>, tensor<512xui32>, tensor<512xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<512xui32>) -> tensor<512xi32>
    return %3 : tensor<512xi32>
  }
  func.func private @closed_call_16(%arg0: tensor<512xf32>, %arg1: tensor<512xf32>, %arg2: tensor<512xui32>, %arg3: tensor<512xui32>) -> (tensor<512xui32>, tensor<512xui32>) {
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<512xui32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %1 = call @floor_divide(%0, %c) : (tensor<512xui32>, tensor<i32>) -> tensor<512xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<512xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<512xui32>) -> tensor<512x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<512xf32>, tensor<512x1xui32>) -> tensor<512x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<512x1xf32>) -> tensor<512xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %7 = stablehlo.compare EQ, %arg1, %6, FLOAT : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %9 = stablehlo.select %7, %8, %arg1 : tensor<512xi1>, tensor<512xf32>
    %10 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %12 = stablehlo.select %10, %11, %9 : tensor<512xi1>, tensor<512xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %14 = stablehlo.compare EQ, %5, %13, FLOAT : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %16 = stablehlo.select %14, %15, %5 : tensor<512xi1>, tensor<512xf32>
    %17 = stablehlo.compare NE, %5, %5, FLOAT : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xi1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %19 = stablehlo.select %17, %18, %16 : tensor<512xi1>, tensor<512xf32>
    %20 = stablehlo.compare LE, %12, %19, TOTALORDER : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xi1>
    %21 = stablehlo.select %20, %arg2, %2 : tensor<512xi1>, tensor<512xui32>
    %22 = stablehlo.select %20, %2, %arg3 : tensor<512xi1>, tensor<512xui32>
    return %21, %22 : tensor<512xui32>, tensor<512xui32>
  }
  func.func private @floor_divide(%arg0: tensor<512xui32>, %arg1: tensor<i32>) -> tensor<512xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<512xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<512xui32>
    return %2 : tensor<512xui32>
  }
  func.func private @clip(%arg0: tensor<512xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<512xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<512xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<512xi32>
    %3 = stablehlo.convert %arg2 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<512xi32>
    %5 = stablehlo.minimum %4, %2 : tensor<512xi32>
    return %5 : tensor<512xi32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<100xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<100xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<100xf32>, tensor<1xf32>, tensor<i32>) -> tensor<100xf32>
    return %1 : tensor<100xf32>
  }
}
