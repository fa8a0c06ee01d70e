module @jit_rollout attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xf32>, %arg1: tensor<4x64xf32>, %arg2: tensor<64x2xf32>, %arg3: tensor<64x1xf32>, %arg4: tensor<2xui32>) -> (tensor<16x200xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0 = call @_threefry_split(%arg4) : (tensor<2xui32>) -> tensor<2x2xui32>
    %1 = stablehlo.slice %0 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %2 = stablehlo.reshape %1 : (tensor<1x2xui32>) -> tensor<2xui32>
    %3 = stablehlo.slice %0 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %4 = stablehlo.reshape %3 : (tensor<1x2xui32>) -> tensor<2xui32>
    %cst = stablehlo.constant dense<-5.000000e-02> : tensor<f32>
    %cst_0 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %5 = call @_uniform(%4, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<16x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<200x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<200x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<200x16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<200x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %10:11 = stablehlo.while(%iterArg = %arg1, %iterArg_13 = %arg0, %iterArg_14 = %arg2, %iterArg_15 = %arg3, %iterArg_16 = %c, %iterArg_17 = %5, %iterArg_18 = %2, %iterArg_19 = %6, %iterArg_20 = %7, %iterArg_21 = %8, %iterArg_22 = %9) : tensor<4x64xf32>, tensor<64xf32>, tensor<64x2xf32>, tensor<64x1xf32>, tensor<i32>, tensor<16x4xf32>, tensor<2xui32>, tensor<200x16xf32>, tensor<200x16xf32>, tensor<200x16xf32>, tensor<200x16xf32>
    cond {
      %c_23 = stablehlo.constant dense<200> : tensor<i32>
      %43 = stablehlo.compare LT, %iterArg_16, %c_23, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %43 : tensor<i1>
    } do {
      %43:6 = func.call @closed_call_2(%iterArg, %iterArg_13, %iterArg_14, %iterArg_15, %iterArg_17, %iterArg_18) : (tensor<4x64xf32>, tensor<64xf32>, tensor<64x2xf32>, tensor<64x1xf32>, tensor<16x4xf32>, tensor<2xui32>) -> (tensor<16x4xf32>, tensor<2xui32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>)
      %44 = func.call @dynamic_update_index_in_dim(%iterArg_19, %43#2, %iterArg_16) : (tensor<200x16xf32>, tensor<16xf32>, tensor<i32>) -> tensor<200x16xf32>
      %45 = func.call @dynamic_update_index_in_dim_10(%iterArg_20, %43#3, %iterArg_16) : (tensor<200x16xf32>, tensor<16xf32>, tensor<i32>) -> tensor<200x16xf32>
      %46 = func.call @dynamic_update_index_in_dim(%iterArg_21, %43#4, %iterArg_16) : (tensor<200x16xf32>, tensor<16xf32>, tensor<i32>) -> tensor<200x16xf32>
      %47 = func.call @dynamic_update_index_in_dim(%iterArg_22, %43#5, %iterArg_16) : (tensor<200x16xf32>, tensor<16xf32>, tensor<i32>) -> tensor<200x16xf32>
      %c_23 = stablehlo.constant dense<1> : tensor<i32>
      %48 = stablehlo.add %iterArg_16, %c_23 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_13, %iterArg_14, %iterArg_15, %48, %43#0, %43#1, %44, %45, %46, %47 : tensor<4x64xf32>, tensor<64xf32>, tensor<64x2xf32>, tensor<64x1xf32>, tensor<i32>, tensor<16x4xf32>, tensor<2xui32>, tensor<200x16xf32>, tensor<200x16xf32>, tensor<200x16xf32>, tensor<200x16xf32>
    }
    %11 = stablehlo.dot_general %10#5, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4xf32>, tensor<4x64xf32>) -> tensor<16x64xf32>
    %12 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %14 = stablehlo.add %11, %13 : tensor<16x64xf32>
    %15 = stablehlo.tanh %14 : tensor<16x64xf32>
    %16 = stablehlo.dot_general %15, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x1xf32>) -> tensor<16x1xf32>
    %17 = stablehlo.reshape %16 : (tensor<16x1xf32>) -> tensor<16xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %19 = stablehlo.concatenate %10#9, %18, dim = 0 : (tensor<200x16xf32>, tensor<1x16xf32>) -> tensor<201x16xf32>
    %20 = stablehlo.transpose %19, dims = [1, 0] : (tensor<201x16xf32>) -> tensor<16x201xf32>
    %21 = stablehlo.transpose %10#7, dims = [1, 0] : (tensor<200x16xf32>) -> tensor<16x200xf32>
    %22 = stablehlo.transpose %10#8, dims = [1, 0] : (tensor<200x16xf32>) -> tensor<16x200xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<200xf32>
    %cst_6 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<200xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<200xf32>
    %26 = stablehlo.slice %20 [0:16, 1:201] : (tensor<16x201xf32>) -> tensor<16x200xf32>
    %27 = stablehlo.convert %22 : tensor<16x200xf32>
    %28 = stablehlo.multiply %27, %26 : tensor<16x200xf32>
    %29 = stablehlo.add %21, %28 : tensor<16x200xf32>
    %30 = stablehlo.slice %20 [0:16, 0:200] : (tensor<16x201xf32>) -> tensor<16x200xf32>
    %31 = stablehlo.subtract %29, %30 : tensor<16x200xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %33 = stablehlo.transpose %31, dims = [1, 0] : (tensor<16x200xf32>) -> tensor<200x16xf32>
    %34 = stablehlo.transpose %22, dims = [1, 0] : (tensor<16x200xf32>) -> tensor<200x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<200x16xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %36:6 = stablehlo.while(%iterArg = %33, %iterArg_13 = %34, %iterArg_14 = %25, %iterArg_15 = %c_9, %iterArg_16 = %32, %iterArg_17 = %35) : tensor<200x16xf32>, tensor<200x16xf32>, tensor<200xf32>, tensor<i32>, tensor<16xf32>, tensor<200x16xf32>
    cond {
      %c_18 = stablehlo.constant dense<200> : tensor<i32>
      %43 = stablehlo.compare LT, %iterArg_15, %c_18, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %43 : tensor<i1>
    } do {
      %c_18 = stablehlo.constant dense<200> : tensor<i32>
      %43 = stablehlo.subtract %c_18, %iterArg_15 : tensor<i32>
      %c_19 = stablehlo.constant dense<1> : tensor<i32>
      %44 = stablehlo.subtract %43, %c_19 : tensor<i32>
      %45 = func.call @dynamic_index_in_dim(%iterArg, %44) : (tensor<200x16xf32>, tensor<i32>) -> tensor<16xf32>
      %46 = func.call @dynamic_index_in_dim_11(%iterArg_13, %44) : (tensor<200x16xf32>, tensor<i32>) -> tensor<16xf32>
      %47 = func.call @dynamic_index_in_dim_12(%iterArg_14, %44) : (tensor<200xf32>, tensor<i32>) -> tensor<f32>
      %48:2 = func.call @closed_call_13(%iterArg_16, %45, %46, %47) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<f32>) -> (tensor<16xf32>, tensor<16xf32>)
      %49 = func.call @dynamic_update_index_in_dim(%iterArg_17, %48#1, %44) : (tensor<200x16xf32>, tensor<16xf32>, tensor<i32>) -> tensor<200x16xf32>
      %c_20 = stablehlo.constant dense<1> : tensor<i32>
      %50 = stablehlo.add %iterArg_15, %c_20 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_13, %iterArg_14, %50, %48#0, %49 : tensor<200x16xf32>, tensor<200x16xf32>, tensor<200xf32>, tensor<i32>, tensor<16xf32>, tensor<200x16xf32>
    }
    %c_10 = stablehlo.constant dense<false> : tensor<i1>
    %37 = stablehlo.select %c_10, %36#5, %36#5 : tensor<i1>, tensor<200x16xf32>
    %38 = stablehlo.transpose %37, dims = [1, 0] : (tensor<200x16xf32>) -> tensor<16x200xf32>
    %39 = stablehlo.transpose %10#10, dims = [1, 0] : (tensor<200x16xf32>) -> tensor<16x200xf32>
    %40 = stablehlo.multiply %38, %39 : tensor<16x200xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%40 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x200xf32>, tensor<f32>) -> tensor<f32>
    %cst_12 = stablehlo.constant dense<3.200000e+03> : tensor<f32>
    %42 = stablehlo.divide %41, %cst_12 : tensor<f32>
    return %38, %42 : tensor<16x200xf32>, tensor<f32>
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
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<16x4xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<16x4xui64>
    %9 = stablehlo.iota dim = 1 : tensor<16x4xui64>
    %c = stablehlo.constant dense<4> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<16x4xui64>
    %11 = stablehlo.multiply %10, %8 : tensor<16x4xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<16x4xui64>
    %13 = stablehlo.multiply %12, %9 : tensor<16x4xui64>
    %14 = stablehlo.add %11, %13 : tensor<16x4xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<16x4xui64>
    %16 = stablehlo.shift_right_logical %14, %15 : tensor<16x4xui64>
    %17 = stablehlo.convert %14 : (tensor<16x4xui64>) -> tensor<16x4xui32>
    %18 = stablehlo.convert %16 : (tensor<16x4xui64>) -> tensor<16x4xui32>
    %19:2 = call @threefry2x32_0(%5, %7, %18, %17) : (tensor<ui32>, tensor<ui32>, tensor<16x4xui32>, tensor<16x4xui32>) -> (tensor<16x4xui32>, tensor<16x4xui32>)
    %20 = stablehlo.xor %19#0, %19#1 : tensor<16x4xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<16x4xui32>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<16x4xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<16x4xui32>
    %24 = stablehlo.or %22, %23 : tensor<16x4xui32>
    %25 = stablehlo.bitcast_convert %24 : (tensor<16x4xui32>) -> tensor<16x4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %27 = stablehlo.subtract %25, %26 : tensor<16x4xf32>
    %28 = stablehlo.subtract %3, %2 : tensor<1x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<16x4xf32>
    %30 = stablehlo.multiply %27, %29 : tensor<16x4xf32>
    %31 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<16x4xf32>
    %32 = stablehlo.add %30, %31 : tensor<16x4xf32>
    %33 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<16x4xf32>
    %34 = stablehlo.maximum %33, %32 : tensor<16x4xf32>
    return %34 : tensor<16x4xf32>
  }
  func.func private @threefry2x32_0(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<16x4xui32>, %arg3: tensor<16x4xui32>) -> (tensor<16x4xui32>, tensor<16x4xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<16x4xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<16x4xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<16x4xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<16x4xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<16x4xui32>, tensor<16x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_1(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<16x4xui32>, tensor<16x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<16x4xui32>, tensor<16x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<16x4xui32>, tensor<16x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<16x4xui32>, tensor<16x4xui32>
  }
  func.func private @closed_call_1(%arg0: tensor<i32>, %arg1: tensor<16x4xui32>, %arg2: tensor<16x4xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<16x4xui32>, tensor<16x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<16x4xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<16x4xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<16x4xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<16x4xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<16x4xui32>
    %9 = stablehlo.or %5, %8 : tensor<16x4xui32>
    %10 = stablehlo.xor %3, %9 : tensor<16x4xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<16x4xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<16x4xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<16x4xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<16x4xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<16x4xui32>
    %19 = stablehlo.or %15, %18 : tensor<16x4xui32>
    %20 = stablehlo.xor %13, %19 : tensor<16x4xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<16x4xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<16x4xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<16x4xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<16x4xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<16x4xui32>
    %29 = stablehlo.or %25, %28 : tensor<16x4xui32>
    %30 = stablehlo.xor %23, %29 : tensor<16x4xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<16x4xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<16x4xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<16x4xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<16x4xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<16x4xui32>
    %39 = stablehlo.or %35, %38 : tensor<16x4xui32>
    %40 = stablehlo.xor %33, %39 : tensor<16x4xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<16x4xui32>
    %42 = stablehlo.add %33, %41 : tensor<16x4xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<16x4xui32>
    %44 = stablehlo.add %40, %43 : tensor<16x4xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<16x4xui32>
    %48 = stablehlo.add %44, %47 : tensor<16x4xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<16x4xui32>, tensor<16x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @closed_call_2(%arg0: tensor<4x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64x2xf32>, %arg3: tensor<64x1xf32>, %arg4: tensor<16x4xf32>, %arg5: tensor<2xui32>) -> (tensor<16x4xf32>, tensor<2xui32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) {
    %0 = call @_threefry_split_3(%arg5) : (tensor<2xui32>) -> tensor<3x2xui32>
    %1 = stablehlo.slice %0 [0:1, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
    %2 = stablehlo.reshape %1 : (tensor<1x2xui32>) -> tensor<2xui32>
    %3 = stablehlo.slice %0 [1:2, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
    %4 = stablehlo.reshape %3 : (tensor<1x2xui32>) -> tensor<2xui32>
    %5 = stablehlo.slice %0 [2:3, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
    %6 = stablehlo.reshape %5 : (tensor<1x2xui32>) -> tensor<2xui32>
    %7 = stablehlo.dot_general %arg4, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4xf32>, tensor<4x64xf32>) -> tensor<16x64xf32>
    %8 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %10 = stablehlo.add %7, %9 : tensor<16x64xf32>
    %11 = stablehlo.tanh %10 : tensor<16x64xf32>
    %12 = stablehlo.dot_general %11, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x2xf32>) -> tensor<16x2xf32>
    %13 = stablehlo.dot_general %11, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x1xf32>) -> tensor<16x1xf32>
    %14 = stablehlo.reshape %13 : (tensor<16x1xf32>) -> tensor<16xf32>
    %15 = call @_gumbel(%4) : (tensor<2xui32>) -> tensor<16x2xf32>
    %16 = stablehlo.add %15, %12 : tensor<16x2xf32>
    %17 = call @argmax(%16) : (tensor<16x2xf32>) -> tensor<16xi32>
    %18 = stablehlo.slice %arg4 [0:16, 0:1] : (tensor<16x4xf32>) -> tensor<16x1xf32>
    %19 = stablehlo.reshape %18 : (tensor<16x1xf32>) -> tensor<16xf32>
    %20 = stablehlo.slice %arg4 [0:16, 1:2] : (tensor<16x4xf32>) -> tensor<16x1xf32>
    %21 = stablehlo.reshape %20 : (tensor<16x1xf32>) -> tensor<16xf32>
    %22 = stablehlo.slice %arg4 [0:16, 2:3] : (tensor<16x4xf32>) -> tensor<16x1xf32>
    %23 = stablehlo.reshape %22 : (tensor<16x1xf32>) -> tensor<16xf32>
    %24 = stablehlo.slice %arg4 [0:16, 3:4] : (tensor<16x4xf32>) -> tensor<16x1xf32>
    %25 = stablehlo.reshape %24 : (tensor<16x1xf32>) -> tensor<16xf32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %27 = stablehlo.compare EQ, %17, %26, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %cst = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %cst_0 = stablehlo.constant dense<-1.000000e+01> : tensor<f32>
    %28 = call @_where(%27, %cst, %cst_0) : (tensor<16xi1>, tensor<f32>, tensor<f32>) -> tensor<16xf32>
    %29 = stablehlo.cosine %23 : tensor<16xf32>
    %30 = stablehlo.sine %23 : tensor<16xf32>
    %31 = stablehlo.multiply %25, %25 : tensor<16xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %33 = stablehlo.multiply %32, %31 : tensor<16xf32>
    %34 = stablehlo.multiply %33, %30 : tensor<16xf32>
    %35 = stablehlo.convert %28 : tensor<16xf32>
    %36 = stablehlo.add %35, %34 : tensor<16xf32>
    %cst_2 = stablehlo.constant dense<1.100000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %38 = stablehlo.divide %36, %37 : tensor<16xf32>
    %cst_3 = stablehlo.constant dense<9.800000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %40 = stablehlo.multiply %39, %30 : tensor<16xf32>
    %41 = stablehlo.multiply %29, %38 : tensor<16xf32>
    %42 = stablehlo.subtract %40, %41 : tensor<16xf32>
    %43 = stablehlo.multiply %29, %29 : tensor<16xf32>
    %cst_4 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %45 = stablehlo.multiply %44, %43 : tensor<16xf32>
    %cst_5 = stablehlo.constant dense<1.100000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %47 = stablehlo.divide %45, %46 : tensor<16xf32>
    %cst_6 = stablehlo.constant dense<1.33333337> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %49 = stablehlo.subtract %48, %47 : tensor<16xf32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %51 = stablehlo.multiply %50, %49 : tensor<16xf32>
    %52 = stablehlo.divide %42, %51 : tensor<16xf32>
    %cst_8 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %54 = stablehlo.multiply %53, %52 : tensor<16xf32>
    %55 = stablehlo.multiply %54, %29 : tensor<16xf32>
    %cst_9 = stablehlo.constant dense<1.100000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %57 = stablehlo.divide %55, %56 : tensor<16xf32>
    %58 = stablehlo.subtract %38, %57 : tensor<16xf32>
    %cst_10 = stablehlo.constant dense<2.000000e-02> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %60 = stablehlo.multiply %59, %21 : tensor<16xf32>
    %61 = stablehlo.add %19, %60 : tensor<16xf32>
    %cst_11 = stablehlo.constant dense<2.000000e-02> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %63 = stablehlo.multiply %62, %58 : tensor<16xf32>
    %64 = stablehlo.add %21, %63 : tensor<16xf32>
    %cst_12 = stablehlo.constant dense<2.000000e-02> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %66 = stablehlo.multiply %65, %25 : tensor<16xf32>
    %67 = stablehlo.add %23, %66 : tensor<16xf32>
    %cst_13 = stablehlo.constant dense<2.000000e-02> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %69 = stablehlo.multiply %68, %52 : tensor<16xf32>
    %70 = stablehlo.add %25, %69 : tensor<16xf32>
    %71 = stablehlo.broadcast_in_dim %61, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %72 = stablehlo.broadcast_in_dim %64, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %73 = stablehlo.broadcast_in_dim %67, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %74 = stablehlo.broadcast_in_dim %70, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %75 = stablehlo.concatenate %71, %72, %73, %74, dim = 1 : (tensor<16x1xf32>, tensor<16x1xf32>, tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x4xf32>
    %76 = stablehlo.slice %75 [0:16, 0:1] : (tensor<16x4xf32>) -> tensor<16x1xf32>
    %77 = stablehlo.reshape %76 : (tensor<16x1xf32>) -> tensor<16xf32>
    %78 = stablehlo.abs %77 : tensor<16xf32>
    %cst_14 = stablehlo.constant dense<2.400000e+00> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %80 = stablehlo.compare GT, %78, %79, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %81 = stablehlo.slice %75 [0:16, 2:3] : (tensor<16x4xf32>) -> tensor<16x1xf32>
    %82 = stablehlo.reshape %81 : (tensor<16x1xf32>) -> tensor<16xf32>
    %83 = stablehlo.abs %82 : tensor<16xf32>
    %cst_15 = stablehlo.constant dense<0.209439516> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %85 = stablehlo.compare GT, %83, %84, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %86 = stablehlo.or %80, %85 : tensor<16xi1>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0] : (tensor<16xi1>) -> tensor<16x1xi1>
    %cst_16 = stablehlo.constant dense<-5.000000e-02> : tensor<f32>
    %cst_17 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %88 = call @_uniform(%6, %cst_16, %cst_17) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<16x4xf32>
    %89 = call @_where_9(%87, %88, %75) : (tensor<16x1xi1>, tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_20 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %91 = call @_where(%86, %cst_19, %cst_20) : (tensor<16xi1>, tensor<f32>, tensor<f32>) -> tensor<16xf32>
    %92 = call @log_softmax(%12) : (tensor<16x2xf32>) -> tensor<16x2xf32>
    %93 = stablehlo.iota dim = 0 : tensor<16xi32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %94 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %95 = stablehlo.compare LT, %93, %94, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_22 = stablehlo.constant dense<16> : tensor<i32>
    %96 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %97 = stablehlo.add %93, %96 : tensor<16xi32>
    %98 = stablehlo.select %95, %97, %93 : tensor<16xi1>, tensor<16xi32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %99 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %100 = stablehlo.compare LT, %17, %99, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_24 = stablehlo.constant dense<2> : tensor<i32>
    %101 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %102 = stablehlo.add %17, %101 : tensor<16xi32>
    %103 = stablehlo.select %100, %102, %17 : tensor<16xi1>, tensor<16xi32>
    %104 = stablehlo.broadcast_in_dim %98, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %105 = stablehlo.broadcast_in_dim %103, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %106 = stablehlo.concatenate %104, %105, dim = 1 : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x2xi32>
    %107 = "stablehlo.gather"(%92, %106) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16x2xf32>, tensor<16x2xi32>) -> tensor<16xf32>
    return %89, %2, %90, %91, %14, %107 : tensor<16x4xf32>, tensor<2xui32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
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
  func.func private @_gumbel(%arg0: tensor<2xui32>) -> tensor<16x2xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.17549435E-38> : tensor<f32>
    %0 = call @_uniform_6(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<16x2xf32>
    %1 = stablehlo.log %0 : tensor<16x2xf32>
    %2 = stablehlo.negate %1 : tensor<16x2xf32>
    %3 = stablehlo.log %2 : tensor<16x2xf32>
    %4 = stablehlo.negate %3 : tensor<16x2xf32>
    return %4 : tensor<16x2xf32>
  }
  func.func private @_uniform_6(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<16x2xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %4 = stablehlo.reshape %3 : (tensor<1xui32>) -> tensor<ui32>
    %5 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.iota dim = 0 : tensor<16x2xui64>
    %8 = stablehlo.iota dim = 1 : tensor<16x2xui64>
    %c = stablehlo.constant dense<2> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<16x2xui64>
    %10 = stablehlo.multiply %9, %7 : tensor<16x2xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<16x2xui64>
    %12 = stablehlo.multiply %11, %8 : tensor<16x2xui64>
    %13 = stablehlo.add %10, %12 : tensor<16x2xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<16x2xui64>
    %15 = stablehlo.shift_right_logical %13, %14 : tensor<16x2xui64>
    %16 = stablehlo.convert %13 : (tensor<16x2xui64>) -> tensor<16x2xui32>
    %17 = stablehlo.convert %15 : (tensor<16x2xui64>) -> tensor<16x2xui32>
    %18:2 = call @threefry2x32_7(%4, %6, %17, %16) : (tensor<ui32>, tensor<ui32>, tensor<16x2xui32>, tensor<16x2xui32>) -> (tensor<16x2xui32>, tensor<16x2xui32>)
    %19 = stablehlo.xor %18#0, %18#1 : tensor<16x2xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %20 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<16x2xui32>
    %21 = stablehlo.shift_right_logical %19, %20 : tensor<16x2xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %22 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<16x2xui32>
    %23 = stablehlo.or %21, %22 : tensor<16x2xui32>
    %24 = stablehlo.bitcast_convert %23 : (tensor<16x2xui32>) -> tensor<16x2xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x2xf32>
    %26 = stablehlo.subtract %24, %25 : tensor<16x2xf32>
    %27 = stablehlo.subtract %2, %1 : tensor<1x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<16x2xf32>
    %29 = stablehlo.multiply %26, %28 : tensor<16x2xf32>
    %30 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<16x2xf32>
    %31 = stablehlo.add %29, %30 : tensor<16x2xf32>
    %32 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<16x2xf32>
    %33 = stablehlo.maximum %32, %31 : tensor<16x2xf32>
    return %33 : tensor<16x2xf32>
  }
  func.func private @threefry2x32_7(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<16x2xui32>, %arg3: tensor<16x2xui32>) -> (tensor<16x2xui32>, tensor<16x2xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<16x2xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<16x2xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<16x2xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<16x2xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<16x2xui32>, tensor<16x2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_8(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<16x2xui32>, tensor<16x2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<16x2xui32>, tensor<16x2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<16x2xui32>, tensor<16x2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<16x2xui32>, tensor<16x2xui32>
  }
  func.func private @closed_call_8(%arg0: tensor<i32>, %arg1: tensor<16x2xui32>, %arg2: tensor<16x2xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<16x2xui32>, tensor<16x2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<16x2xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<16x2xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<16x2xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<16x2xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<16x2xui32>
    %9 = stablehlo.or %5, %8 : tensor<16x2xui32>
    %10 = stablehlo.xor %3, %9 : tensor<16x2xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<16x2xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<16x2xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<16x2xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<16x2xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<16x2xui32>
    %19 = stablehlo.or %15, %18 : tensor<16x2xui32>
    %20 = stablehlo.xor %13, %19 : tensor<16x2xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<16x2xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<16x2xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<16x2xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<16x2xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<16x2xui32>
    %29 = stablehlo.or %25, %28 : tensor<16x2xui32>
    %30 = stablehlo.xor %23, %29 : tensor<16x2xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<16x2xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<16x2xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<16x2xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<16x2xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<16x2xui32>
    %39 = stablehlo.or %35, %38 : tensor<16x2xui32>
    %40 = stablehlo.xor %33, %39 : tensor<16x2xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<16x2xui32>
    %42 = stablehlo.add %33, %41 : tensor<16x2xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<16x2xui32>
    %44 = stablehlo.add %40, %43 : tensor<16x2xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<16x2xui32>
    %48 = stablehlo.add %44, %47 : tensor<16x2xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<16x2xui32>, tensor<16x2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @argmax(%arg0: tensor<16x2xf32>) -> tensor<16xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<16x2xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<16x2xf32>, tensor<16x2xi32>, tensor<f32>, tensor<i32>) -> (tensor<16xf32>, tensor<16xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<16xi32>
  }
  func.func private @_where(%arg0: tensor<16xi1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<16xi1>, tensor<16xf32>
    return %2 : tensor<16xf32>
  }
  func.func private @_where_9(%arg0: tensor<16x1xi1>, %arg1: tensor<16x4xf32>, %arg2: tensor<16x4xf32>) -> tensor<16x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<16x1xi1>) -> tensor<16x4xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<16x4xi1>, tensor<16x4xf32>
    return %1 : tensor<16x4xf32>
  }
  func.func private @log_softmax(%arg0: tensor<16x2xf32>) -> tensor<16x2xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<16xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x2xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<16x2xf32>
    %6 = stablehlo.exponential %5 : tensor<16x2xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %9 = stablehlo.log %8 : tensor<16x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x2xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<16x2xf32>
    return %11 : tensor<16x2xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<200x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<i32>) -> tensor<200x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<200x16xf32>, tensor<1x16xf32>, tensor<i32>, tensor<i32>) -> tensor<200x16xf32>
    return %1 : tensor<200x16xf32>
  }
  func.func private @dynamic_update_index_in_dim_10(%arg0: tensor<200x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<i32>) -> tensor<200x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<200x16xf32>, tensor<1x16xf32>, tensor<i32>, tensor<i32>) -> tensor<200x16xf32>
    return %1 : tensor<200x16xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<200x16xf32>, %arg1: tensor<i32>) -> tensor<16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 16] : (tensor<200x16xf32>, tensor<i32>, tensor<i32>) -> tensor<1x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16xf32>) -> tensor<16xf32>
    return %1 : tensor<16xf32>
  }
  func.func private @dynamic_index_in_dim_11(%arg0: tensor<200x16xf32>, %arg1: tensor<i32>) -> tensor<16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 16] : (tensor<200x16xf32>, tensor<i32>, tensor<i32>) -> tensor<1x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16xf32>) -> tensor<16xf32>
    return %1 : tensor<16xf32>
  }
  func.func private @dynamic_index_in_dim_12(%arg0: tensor<200xf32>, %arg1: tensor<i32>) -> tensor<f32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<200xf32>, tensor<i32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @closed_call_13(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<f32>) -> (tensor<16xf32>, tensor<16xf32>) {
    %0 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.multiply %arg2, %0 : tensor<16xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<16xf32>
    %3 = stablehlo.convert %2 : tensor<16xf32>
    %4 = stablehlo.add %arg1, %3 : tensor<16xf32>
    return %4, %4 : tensor<16xf32>, tensor<16xf32>
  }
}
