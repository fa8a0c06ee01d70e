module @jit_sample attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x10xf32>, %arg1: tensor<2xui32>) -> (tensor<10xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<[2.800000e+01, 8.000000e+00, -3.000000e+00, 7.000000e+00, -1.000000e+00, 1.000000e+00, 1.800000e+01, 1.200000e+01]> : tensor<8xf32>
    %cst_0 = stablehlo.constant dense<[1.500000e+01, 1.000000e+01, 1.600000e+01, 1.100000e+01, 9.000000e+00, 1.100000e+01, 1.000000e+01, 1.800000e+01]> : tensor<8xf32>
    %0 = call @_threefry_split(%arg1) : (tensor<2xui32>) -> tensor<16x2xui32>
    %c = stablehlo.constant dense<-3> : tensor<i32>
    %c_1 = stablehlo.constant dense<3> : tensor<i32>
    %1 = call @clip(%arg0, %c, %c_1) : (tensor<16x10xf32>, tensor<i32>, tensor<i32>) -> tensor<16x10xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<10xf32>) -> tensor<16x10xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %5:8 = stablehlo.while(%iterArg = %0, %iterArg_12 = %cst, %iterArg_13 = %cst_0, %iterArg_14 = %c_5, %iterArg_15 = %c_4, %iterArg_16 = %1, %iterArg_17 = %3, %iterArg_18 = %4) : tensor<16x2xui32>, tensor<8xf32>, tensor<8xf32>, tensor<i32>, tensor<i32>, tensor<16x10xf32>, tensor<16x10xf32>, tensor<16xi32>
    cond {
      %c_19 = stablehlo.constant dense<300> : tensor<i32>
      %17 = stablehlo.compare LT, %iterArg_14, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %17 : tensor<i1>
    } do {
      %17:4 = func.call @closed_call_0(%iterArg, %iterArg_12, %iterArg_13, %iterArg_15, %iterArg_16, %iterArg_17, %iterArg_18) : (tensor<16x2xui32>, tensor<8xf32>, tensor<8xf32>, tensor<i32>, tensor<16x10xf32>, tensor<16x10xf32>, tensor<16xi32>) -> (tensor<i32>, tensor<16x10xf32>, tensor<16x10xf32>, tensor<16xi32>)
      %c_19 = stablehlo.constant dense<1> : tensor<i32>
      %18 = stablehlo.add %iterArg_14, %c_19 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_12, %iterArg_13, %18, %17#0, %17#1, %17#2, %17#3 : tensor<16x2xui32>, tensor<8xf32>, tensor<8xf32>, tensor<i32>, tensor<i32>, tensor<16x10xf32>, tensor<16x10xf32>, tensor<16xi32>
    }
    %cst_6 = stablehlo.constant dense<3.000000e+02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %7 = stablehlo.divide %5#6, %6 : tensor<16x10xf32>
    %8 = stablehlo.convert %5#7 : (tensor<16xi32>) -> tensor<16xf32>
    %cst_7 = stablehlo.constant dense<3.000000e+02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %10 = stablehlo.divide %8, %9 : tensor<16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%7 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<16x10xf32>, tensor<f32>) -> tensor<10xf32>
    %cst_9 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %13 = stablehlo.divide %11, %12 : tensor<10xf32>
    %14 = stablehlo.convert %10 : tensor<16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%14 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %cst_11 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %16 = stablehlo.divide %15, %cst_11 : tensor<f32>
    return %13, %16 : tensor<10xf32>, tensor<f32>
  }
  func.func private @_threefry_split(%arg0: tensor<2xui32>) -> tensor<16x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<16xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<16xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<16xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<16xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<16xui64>
    %9 = stablehlo.convert %6 : (tensor<16xui64>) -> tensor<16xui32>
    %10 = stablehlo.convert %8 : (tensor<16xui64>) -> tensor<16xui32>
    %11:2 = call @threefry2x32(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<16xui32>, tensor<16xui32>) -> (tensor<16xui32>, tensor<16xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<16xui32>) -> tensor<16x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<16xui32>) -> tensor<16x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<16x1xui32>, tensor<16x1xui32>) -> tensor<16x2xui32>
    return %14 : tensor<16x2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<16xui32>, %arg3: tensor<16xui32>) -> (tensor<16xui32>, tensor<16xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<16xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<16xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<16xui32>, tensor<16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<16xui32>, tensor<16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<16xui32>, tensor<16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<16xui32>, tensor<16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<16xui32>, tensor<16xui32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<16xui32>, %arg2: tensor<16xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<16xui32>, tensor<16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<16xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<16xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<16xui32>
    %9 = stablehlo.or %5, %8 : tensor<16xui32>
    %10 = stablehlo.xor %3, %9 : tensor<16xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<16xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<16xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<16xui32>
    %19 = stablehlo.or %15, %18 : tensor<16xui32>
    %20 = stablehlo.xor %13, %19 : tensor<16xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<16xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<16xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<16xui32>
    %29 = stablehlo.or %25, %28 : tensor<16xui32>
    %30 = stablehlo.xor %23, %29 : tensor<16xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<16xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<16xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<16xui32>
    %39 = stablehlo.or %35, %38 : tensor<16xui32>
    %40 = stablehlo.xor %33, %39 : tensor<16xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %42 = stablehlo.add %33, %41 : tensor<16xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %44 = stablehlo.add %40, %43 : tensor<16xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %48 = stablehlo.add %44, %47 : tensor<16xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<16xui32>, tensor<16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @clip(%arg0: tensor<16x10xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<16x10xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<16x10xf32>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<16x10xf32>
    return %5 : tensor<16x10xf32>
  }
  func.func private @closed_call_0(%arg0: tensor<16x2xui32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<i32>, %arg4: tensor<16x10xf32>, %arg5: tensor<16x10xf32>, %arg6: tensor<16xi32>) -> (tensor<i32>, tensor<16x10xf32>, tensor<16x10xf32>, tensor<16xi32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg3, %c : tensor<i32>
    %1 = stablehlo.convert %arg3 : (tensor<i32>) -> tensor<ui32>
    %2 = call @_threefry_fold_in(%arg0, %1) : (tensor<16x2xui32>, tensor<ui32>) -> tensor<16x2xui32>
    %3 = call @_threefry_split_3(%2) : (tensor<16x2xui32>) -> tensor<16x2x2xui32>
    %4 = stablehlo.slice %3 [0:16, 0:1, 0:2] : (tensor<16x2x2xui32>) -> tensor<16x1x2xui32>
    %5 = stablehlo.reshape %4 : (tensor<16x1x2xui32>) -> tensor<16x2xui32>
    %6 = stablehlo.slice %3 [0:16, 1:2, 0:2] : (tensor<16x2x2xui32>) -> tensor<16x1x2xui32>
    %7 = stablehlo.reshape %6 : (tensor<16x1x2xui32>) -> tensor<16x2xui32>
    %8 = call @_normal(%5) : (tensor<16x2xui32>) -> tensor<16x10xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %9:5 = stablehlo.while(%iterArg = %arg1, %iterArg_22 = %arg2, %iterArg_23 = %c_0, %iterArg_24 = %arg4, %iterArg_25 = %8) : tensor<8xf32>, tensor<8xf32>, tensor<i32>, tensor<16x10xf32>, tensor<16x10xf32>
    cond {
      %c_26 = stablehlo.constant dense<12> : tensor<i32>
      %106 = stablehlo.compare LT, %iterArg_23, %c_26, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %106 : tensor<i1>
    } do {
      %106:2 = func.call @closed_call_8(%iterArg, %iterArg_22, %iterArg_24, %iterArg_25) : (tensor<8xf32>, tensor<8xf32>, tensor<16x10xf32>, tensor<16x10xf32>) -> (tensor<16x10xf32>, tensor<16x10xf32>)
      %c_26 = stablehlo.constant dense<1> : tensor<i32>
      %107 = stablehlo.add %iterArg_23, %c_26 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_22, %107, %106#0, %106#1 : tensor<8xf32>, tensor<8xf32>, tensor<i32>, tensor<16x10xf32>, tensor<16x10xf32>
    }
    %10 = stablehlo.slice %9#3 [0:16, 0:1] : (tensor<16x10xf32>) -> tensor<16x1xf32>
    %11 = stablehlo.reshape %10 : (tensor<16x1xf32>) -> tensor<16xf32>
    %12 = stablehlo.slice %9#3 [0:16, 1:2] : (tensor<16x10xf32>) -> tensor<16x1xf32>
    %13 = stablehlo.reshape %12 : (tensor<16x1xf32>) -> tensor<16xf32>
    %14 = stablehlo.slice %9#3 [0:16, 2:10] : (tensor<16x10xf32>) -> tensor<16x8xf32>
    %15 = stablehlo.exponential %13 : tensor<16xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x8xf32>
    %18 = stablehlo.multiply %17, %14 : tensor<16x8xf32>
    %19 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x8xf32>
    %21 = stablehlo.add %20, %18 : tensor<16x8xf32>
    %cst = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %23 = stablehlo.divide %11, %22 : tensor<16xf32>
    %24 = stablehlo.multiply %23, %23 : tensor<16xf32>
    %cst_1 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %26 = stablehlo.multiply %25, %24 : tensor<16xf32>
    %cst_2 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %28 = stablehlo.divide %13, %27 : tensor<16xf32>
    %29 = stablehlo.multiply %28, %28 : tensor<16xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %31 = stablehlo.multiply %30, %29 : tensor<16xf32>
    %32 = stablehlo.subtract %26, %31 : tensor<16xf32>
    %33 = stablehlo.multiply %14, %14 : tensor<16x8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<16x8xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %36 = stablehlo.multiply %35, %34 : tensor<16xf32>
    %37 = stablehlo.subtract %32, %36 : tensor<16xf32>
    %38 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<16x8xf32>
    %40 = stablehlo.subtract %39, %21 : tensor<16x8xf32>
    %41 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<16x8xf32>
    %43 = stablehlo.divide %40, %42 : tensor<16x8xf32>
    %44 = stablehlo.multiply %43, %43 : tensor<16x8xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_6) applies stablehlo.add across dimensions = [1] : (tensor<16x8xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %47 = stablehlo.multiply %46, %45 : tensor<16xf32>
    %48 = stablehlo.subtract %37, %47 : tensor<16xf32>
    %49 = stablehlo.multiply %9#4, %9#4 : tensor<16x10xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%49 init: %cst_8) applies stablehlo.add across dimensions = [1] : (tensor<16x10xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %52 = stablehlo.multiply %51, %50 : tensor<16xf32>
    %53 = stablehlo.subtract %48, %52 : tensor<16xf32>
    %54 = stablehlo.slice %arg4 [0:16, 0:1] : (tensor<16x10xf32>) -> tensor<16x1xf32>
    %55 = stablehlo.reshape %54 : (tensor<16x1xf32>) -> tensor<16xf32>
    %56 = stablehlo.slice %arg4 [0:16, 1:2] : (tensor<16x10xf32>) -> tensor<16x1xf32>
    %57 = stablehlo.reshape %56 : (tensor<16x1xf32>) -> tensor<16xf32>
    %58 = stablehlo.slice %arg4 [0:16, 2:10] : (tensor<16x10xf32>) -> tensor<16x8xf32>
    %59 = stablehlo.exponential %57 : tensor<16xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x8xf32>
    %62 = stablehlo.multiply %61, %58 : tensor<16x8xf32>
    %63 = stablehlo.broadcast_in_dim %55, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x8xf32>
    %65 = stablehlo.add %64, %62 : tensor<16x8xf32>
    %cst_10 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %67 = stablehlo.divide %55, %66 : tensor<16xf32>
    %68 = stablehlo.multiply %67, %67 : tensor<16xf32>
    %cst_11 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %70 = stablehlo.multiply %69, %68 : tensor<16xf32>
    %cst_12 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %72 = stablehlo.divide %57, %71 : tensor<16xf32>
    %73 = stablehlo.multiply %72, %72 : tensor<16xf32>
    %cst_13 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %75 = stablehlo.multiply %74, %73 : tensor<16xf32>
    %76 = stablehlo.subtract %70, %75 : tensor<16xf32>
    %77 = stablehlo.multiply %58, %58 : tensor<16x8xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%77 init: %cst_14) applies stablehlo.add across dimensions = [1] : (tensor<16x8xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_15 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %80 = stablehlo.multiply %79, %78 : tensor<16xf32>
    %81 = stablehlo.subtract %76, %80 : tensor<16xf32>
    %82 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<16x8xf32>
    %84 = stablehlo.subtract %83, %65 : tensor<16x8xf32>
    %85 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<16x8xf32>
    %87 = stablehlo.divide %84, %86 : tensor<16x8xf32>
    %88 = stablehlo.multiply %87, %87 : tensor<16x8xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.reduce(%88 init: %cst_16) applies stablehlo.add across dimensions = [1] : (tensor<16x8xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %91 = stablehlo.multiply %90, %89 : tensor<16xf32>
    %92 = stablehlo.subtract %81, %91 : tensor<16xf32>
    %93 = stablehlo.subtract %53, %92 : tensor<16xf32>
    %94 = stablehlo.multiply %8, %8 : tensor<16x10xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.reduce(%94 init: %cst_18) applies stablehlo.add across dimensions = [1] : (tensor<16x10xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %97 = stablehlo.multiply %96, %95 : tensor<16xf32>
    %98 = stablehlo.add %93, %97 : tensor<16xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %99 = call @_uniform_9(%7, %cst_20, %cst_21) : (tensor<16x2xui32>, tensor<f32>, tensor<f32>) -> tensor<16xf32>
    %100 = stablehlo.log %99 : tensor<16xf32>
    %101 = stablehlo.compare LT, %100, %98, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %102 = call @_where(%101, %9#3, %arg4) : (tensor<16xi1>, tensor<16x10xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %103 = stablehlo.add %arg5, %102 : tensor<16x10xf32>
    %104 = stablehlo.convert %101 : (tensor<16xi1>) -> tensor<16xi32>
    %105 = stablehlo.add %arg6, %104 : tensor<16xi32>
    return %0, %102, %103, %105 : tensor<i32>, tensor<16x10xf32>, tensor<16x10xf32>, tensor<16xi32>
  }
  func.func private @_threefry_fold_in(%arg0: tensor<16x2xui32>, %arg1: tensor<ui32>) -> tensor<16x2xui32> {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %0 = stablehlo.shift_right_logical %arg1, %c : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %c_0 = stablehlo.constant dense<4294967295> : tensor<ui32>
    %2 = stablehlo.and %arg1, %c_0 : tensor<ui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %4 = stablehlo.concatenate %1, %3, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %5 = stablehlo.slice %arg0 [0:16, 0:1] : (tensor<16x2xui32>) -> tensor<16x1xui32>
    %6 = stablehlo.reshape %5 : (tensor<16x1xui32>) -> tensor<16xui32>
    %7 = stablehlo.slice %arg0 [0:16, 1:2] : (tensor<16x2xui32>) -> tensor<16x1xui32>
    %8 = stablehlo.reshape %7 : (tensor<16x1xui32>) -> tensor<16xui32>
    %9 = stablehlo.slice %4 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %10 = stablehlo.slice %4 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<1xui32>) -> tensor<1x1xui32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<1xui32>) -> tensor<1x1xui32>
    %13 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<16xui32>) -> tensor<16x1xui32>
    %14 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<16xui32>) -> tensor<16x1xui32>
    %15:2 = call @threefry2x32_1(%13, %14, %11, %12) : (tensor<16x1xui32>, tensor<16x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>) -> (tensor<16x1xui32>, tensor<16x1xui32>)
    %16 = stablehlo.concatenate %15#0, %15#1, dim = 1 : (tensor<16x1xui32>, tensor<16x1xui32>) -> tensor<16x2xui32>
    return %16 : tensor<16x2xui32>
  }
  func.func private @threefry2x32_1(%arg0: tensor<16x1xui32>, %arg1: tensor<16x1xui32>, %arg2: tensor<1x1xui32>, %arg3: tensor<1x1xui32>) -> (tensor<16x1xui32>, tensor<16x1xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<16x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<16x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<16x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<16x1xui32>
    %4 = stablehlo.add %3, %arg0 : tensor<16x1xui32>
    %5 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<16x1xui32>
    %6 = stablehlo.add %5, %arg1 : tensor<16x1xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %7:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %4, %iterArg_6 = %6, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %8 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %8:8 = func.call @closed_call_2(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %9, %8#0, %8#1, %8#2, %8#3, %8#4, %8#5, %8#6, %8#7 : tensor<i32>, tensor<i32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %7#2, %7#3 : tensor<16x1xui32>, tensor<16x1xui32>
  }
  func.func private @closed_call_2(%arg0: tensor<i32>, %arg1: tensor<16x1xui32>, %arg2: tensor<16x1xui32>, %arg3: tensor<16x1xui32>, %arg4: tensor<16x1xui32>, %arg5: tensor<16x1xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<16x1xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<16x1xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<16x1xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<16x1xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<16x1xui32>
    %9 = stablehlo.or %5, %8 : tensor<16x1xui32>
    %10 = stablehlo.xor %3, %9 : tensor<16x1xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<16x1xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<16x1xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<16x1xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<16x1xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<16x1xui32>
    %19 = stablehlo.or %15, %18 : tensor<16x1xui32>
    %20 = stablehlo.xor %13, %19 : tensor<16x1xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<16x1xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<16x1xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<16x1xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<16x1xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<16x1xui32>
    %29 = stablehlo.or %25, %28 : tensor<16x1xui32>
    %30 = stablehlo.xor %23, %29 : tensor<16x1xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<16x1xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<16x1xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<16x1xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<16x1xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<16x1xui32>
    %39 = stablehlo.or %35, %38 : tensor<16x1xui32>
    %40 = stablehlo.xor %33, %39 : tensor<16x1xui32>
    %41 = stablehlo.add %33, %arg3 : tensor<16x1xui32>
    %42 = stablehlo.add %40, %arg4 : tensor<16x1xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %43 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %44 = stablehlo.convert %43 : (tensor<i32>) -> tensor<ui32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<ui32>) -> tensor<16x1xui32>
    %46 = stablehlo.add %42, %45 : tensor<16x1xui32>
    return %0, %41, %46, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_threefry_split_3(%arg0: tensor<16x2xui32>) -> tensor<16x2x2xui32> {
    %0 = stablehlo.slice %arg0 [0:16, 0:1] : (tensor<16x2xui32>) -> tensor<16x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<16x1xui32>) -> tensor<16xui32>
    %2 = stablehlo.slice %arg0 [0:16, 1:2] : (tensor<16x2xui32>) -> tensor<16x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<16x1xui32>) -> tensor<16xui32>
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
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<16xui32>) -> tensor<16x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<16xui32>) -> tensor<16x1xui32>
    %15:2 = call @threefry2x32_4(%13, %14, %11, %12) : (tensor<16x1xui32>, tensor<16x1xui32>, tensor<1x2xui32>, tensor<1x2xui32>) -> (tensor<16x2xui32>, tensor<16x2xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<16x2xui32>) -> tensor<16x2x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<16x2xui32>) -> tensor<16x2x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<16x2x1xui32>, tensor<16x2x1xui32>) -> tensor<16x2x2xui32>
    return %18 : tensor<16x2x2xui32>
  }
  func.func private @threefry2x32_4(%arg0: tensor<16x1xui32>, %arg1: tensor<16x1xui32>, %arg2: tensor<1x2xui32>, %arg3: tensor<1x2xui32>) -> (tensor<16x2xui32>, tensor<16x2xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<16x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<16x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<16x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<16x2xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<16x1xui32>) -> tensor<16x2xui32>
    %5 = stablehlo.add %3, %4 : tensor<16x2xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<16x2xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<16x1xui32>) -> tensor<16x2xui32>
    %8 = stablehlo.add %6, %7 : tensor<16x2xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<16x2xui32>, tensor<16x2xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10:8 = func.call @closed_call_5(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<16x2xui32>, tensor<16x2xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<16x2xui32>, tensor<16x2xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %11, %10#0, %10#1, %10#2, %10#3, %10#4, %10#5, %10#6, %10#7 : tensor<i32>, tensor<i32>, tensor<16x2xui32>, tensor<16x2xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<16x2xui32>, tensor<16x2xui32>
  }
  func.func private @closed_call_5(%arg0: tensor<i32>, %arg1: tensor<16x2xui32>, %arg2: tensor<16x2xui32>, %arg3: tensor<16x1xui32>, %arg4: tensor<16x1xui32>, %arg5: tensor<16x1xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<16x2xui32>, tensor<16x2xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<4xui32>, tensor<4xui32>) {
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
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<16x1xui32>) -> tensor<16x2xui32>
    %42 = stablehlo.add %33, %41 : tensor<16x2xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<16x1xui32>) -> tensor<16x2xui32>
    %44 = stablehlo.add %40, %43 : tensor<16x2xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<16x2xui32>
    %48 = stablehlo.add %44, %47 : tensor<16x2xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<16x2xui32>, tensor<16x2xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_normal(%arg0: tensor<16x2xui32>) -> tensor<16x10xf32> {
    %0 = call @_normal_real(%arg0) : (tensor<16x2xui32>) -> tensor<16x10xf32>
    return %0 : tensor<16x10xf32>
  }
  func.func private @_normal_real(%arg0: tensor<16x2xui32>) -> tensor<16x10xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<16x2xui32>, tensor<f32>, tensor<f32>) -> tensor<16x10xf32>
    %1 = chlo.erf_inv %0 : tensor<16x10xf32> -> tensor<16x10xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<16x10xf32>
    return %3 : tensor<16x10xf32>
  }
  func.func private @_uniform(%arg0: tensor<16x2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<16x10xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2 = stablehlo.slice %arg0 [0:16, 0:1] : (tensor<16x2xui32>) -> tensor<16x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<16x1xui32>) -> tensor<16xui32>
    %4 = stablehlo.slice %arg0 [0:16, 1:2] : (tensor<16x2xui32>) -> tensor<16x1xui32>
    %5 = stablehlo.reshape %4 : (tensor<16x1xui32>) -> tensor<16xui32>
    %6 = stablehlo.iota dim = 0 : tensor<10xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<10xui64>
    %8 = stablehlo.multiply %7, %6 : tensor<10xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<10xui64>
    %10 = stablehlo.shift_right_logical %8, %9 : tensor<10xui64>
    %11 = stablehlo.convert %8 : (tensor<10xui64>) -> tensor<10xui32>
    %12 = stablehlo.convert %10 : (tensor<10xui64>) -> tensor<10xui32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<10xui32>) -> tensor<1x10xui32>
    %14 = stablehlo.broadcast_in_dim %11, dims = [1] : (tensor<10xui32>) -> tensor<1x10xui32>
    %15 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<16xui32>) -> tensor<16x1xui32>
    %16 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<16xui32>) -> tensor<16x1xui32>
    %17:2 = call @threefry2x32_6(%15, %16, %13, %14) : (tensor<16x1xui32>, tensor<16x1xui32>, tensor<1x10xui32>, tensor<1x10xui32>) -> (tensor<16x10xui32>, tensor<16x10xui32>)
    %18 = stablehlo.xor %17#0, %17#1 : tensor<16x10xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<16x10xui32>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<16x10xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<16x10xui32>
    %22 = stablehlo.or %20, %21 : tensor<16x10xui32>
    %23 = stablehlo.bitcast_convert %22 : (tensor<16x10xui32>) -> tensor<16x10xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<16x10xf32>
    %26 = stablehlo.subtract %1, %0 : tensor<1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<16x10xf32>
    %29 = stablehlo.multiply %25, %28 : tensor<16x10xf32>
    %30 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<16x10xf32>
    %32 = stablehlo.add %29, %31 : tensor<16x10xf32>
    %33 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<16x10xf32>
    %35 = stablehlo.maximum %34, %32 : tensor<16x10xf32>
    return %35 : tensor<16x10xf32>
  }
  func.func private @threefry2x32_6(%arg0: tensor<16x1xui32>, %arg1: tensor<16x1xui32>, %arg2: tensor<1x10xui32>, %arg3: tensor<1x10xui32>) -> (tensor<16x10xui32>, tensor<16x10xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<16x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<16x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<16x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x10xui32>) -> tensor<16x10xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<16x1xui32>) -> tensor<16x10xui32>
    %5 = stablehlo.add %3, %4 : tensor<16x10xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x10xui32>) -> tensor<16x10xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<16x1xui32>) -> tensor<16x10xui32>
    %8 = stablehlo.add %6, %7 : tensor<16x10xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<16x10xui32>, tensor<16x10xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10:8 = func.call @closed_call_7(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<16x10xui32>, tensor<16x10xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<16x10xui32>, tensor<16x10xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %11, %10#0, %10#1, %10#2, %10#3, %10#4, %10#5, %10#6, %10#7 : tensor<i32>, tensor<i32>, tensor<16x10xui32>, tensor<16x10xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<16x10xui32>, tensor<16x10xui32>
  }
  func.func private @closed_call_7(%arg0: tensor<i32>, %arg1: tensor<16x10xui32>, %arg2: tensor<16x10xui32>, %arg3: tensor<16x1xui32>, %arg4: tensor<16x1xui32>, %arg5: tensor<16x1xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<16x10xui32>, tensor<16x10xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<16x10xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<16x10xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<16x10xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<16x10xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<16x10xui32>
    %9 = stablehlo.or %5, %8 : tensor<16x10xui32>
    %10 = stablehlo.xor %3, %9 : tensor<16x10xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<16x10xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<16x10xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<16x10xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<16x10xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<16x10xui32>
    %19 = stablehlo.or %15, %18 : tensor<16x10xui32>
    %20 = stablehlo.xor %13, %19 : tensor<16x10xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<16x10xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<16x10xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<16x10xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<16x10xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<16x10xui32>
    %29 = stablehlo.or %25, %28 : tensor<16x10xui32>
    %30 = stablehlo.xor %23, %29 : tensor<16x10xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<16x10xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<16x10xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<16x10xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<16x10xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<16x10xui32>
    %39 = stablehlo.or %35, %38 : tensor<16x10xui32>
    %40 = stablehlo.xor %33, %39 : tensor<16x10xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<16x1xui32>) -> tensor<16x10xui32>
    %42 = stablehlo.add %33, %41 : tensor<16x10xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<16x1xui32>) -> tensor<16x10xui32>
    %44 = stablehlo.add %40, %43 : tensor<16x10xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<16x10xui32>
    %48 = stablehlo.add %44, %47 : tensor<16x10xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<16x10xui32>, tensor<16x10xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<16x1xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @closed_call_8(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<16x10xf32>, %arg3: tensor<16x10xf32>) -> (tensor<16x10xf32>, tensor<16x10xf32>) {
    %0 = stablehlo.slice %arg2 [0:16, 0:1] : (tensor<16x10xf32>) -> tensor<16x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<16x1xf32>) -> tensor<16xf32>
    %2 = stablehlo.slice %arg2 [0:16, 1:2] : (tensor<16x10xf32>) -> tensor<16x1xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x1xf32>) -> tensor<16xf32>
    %4 = stablehlo.slice %arg2 [0:16, 2:10] : (tensor<16x10xf32>) -> tensor<16x8xf32>
    %5 = stablehlo.exponential %3 : tensor<16xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x8xf32>
    %8 = stablehlo.multiply %7, %4 : tensor<16x8xf32>
    %9 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x8xf32>
    %11 = stablehlo.add %10, %8 : tensor<16x8xf32>
    %cst = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %13 = stablehlo.divide %1, %12 : tensor<16xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<16xf32>
    %cst_1 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %17 = stablehlo.divide %3, %16 : tensor<16xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %19 = stablehlo.multiply %18, %17 : tensor<16xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %21 = stablehlo.multiply %20, %4 : tensor<16x8xf32>
    %22 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<16x8xf32>
    %24 = stablehlo.subtract %23, %11 : tensor<16x8xf32>
    %25 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<16x8xf32>
    %27 = stablehlo.divide %24, %26 : tensor<16x8xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %29 = stablehlo.multiply %28, %27 : tensor<16x8xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.negate %cst_5 : tensor<f32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %31 = stablehlo.multiply %cst_6, %30 : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<16x8xf32>
    %35 = stablehlo.multiply %34, %29 : tensor<16x8xf32>
    %36 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<16x8xf32>
    %38 = stablehlo.divide %35, %37 : tensor<16x8xf32>
    %39 = stablehlo.negate %38 : tensor<16x8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %40 = stablehlo.negate %cst_7 : tensor<f32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %41 = stablehlo.multiply %cst_8, %40 : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<16x8xf32>
    %45 = stablehlo.multiply %44, %21 : tensor<16x8xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %46 = stablehlo.negate %cst_9 : tensor<f32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %47 = stablehlo.multiply %cst_10, %46 : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %49 = stablehlo.multiply %48, %19 : tensor<16xf32>
    %cst_11 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %51 = stablehlo.divide %49, %50 : tensor<16xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %52 = stablehlo.multiply %cst_12, %cst_13 : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %54 = stablehlo.multiply %53, %15 : tensor<16xf32>
    %cst_14 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %56 = stablehlo.divide %54, %55 : tensor<16xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%39 init: %cst_15) applies stablehlo.add across dimensions = [1] : (tensor<16x8xf32>, tensor<f32>) -> tensor<16xf32>
    %58 = stablehlo.add %56, %57 : tensor<16xf32>
    %59 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x8xf32>
    %61 = stablehlo.multiply %60, %39 : tensor<16x8xf32>
    %62 = stablehlo.add %45, %61 : tensor<16x8xf32>
    %63 = stablehlo.multiply %39, %4 : tensor<16x8xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%63 init: %cst_16) applies stablehlo.add across dimensions = [1] : (tensor<16x8xf32>, tensor<f32>) -> tensor<16xf32>
    %65 = stablehlo.multiply %64, %5 : tensor<16xf32>
    %66 = stablehlo.add %51, %65 : tensor<16xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.pad %62, %cst_17, low = [0, 2], high = [0, 0], interior = [0, 0] : (tensor<16x8xf32>, tensor<f32>) -> tensor<16x10xf32>
    %68 = stablehlo.broadcast_in_dim %66, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.pad %68, %cst_18, low = [0, 1], high = [0, 8], interior = [0, 0] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16x10xf32>
    %70 = stablehlo.add %67, %69 : tensor<16x10xf32>
    %71 = stablehlo.broadcast_in_dim %58, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.pad %71, %cst_19, low = [0, 0], high = [0, 9], interior = [0, 0] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16x10xf32>
    %73 = stablehlo.add %70, %72 : tensor<16x10xf32>
    %cst_20 = stablehlo.constant dense<7.500000e-02> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %75 = stablehlo.multiply %74, %73 : tensor<16x10xf32>
    %76 = stablehlo.add %arg3, %75 : tensor<16x10xf32>
    %cst_21 = stablehlo.constant dense<1.500000e-01> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %78 = stablehlo.multiply %77, %76 : tensor<16x10xf32>
    %79 = stablehlo.add %arg2, %78 : tensor<16x10xf32>
    %80 = stablehlo.slice %79 [0:16, 0:1] : (tensor<16x10xf32>) -> tensor<16x1xf32>
    %81 = stablehlo.reshape %80 : (tensor<16x1xf32>) -> tensor<16xf32>
    %82 = stablehlo.slice %79 [0:16, 1:2] : (tensor<16x10xf32>) -> tensor<16x1xf32>
    %83 = stablehlo.reshape %82 : (tensor<16x1xf32>) -> tensor<16xf32>
    %84 = stablehlo.slice %79 [0:16, 2:10] : (tensor<16x10xf32>) -> tensor<16x8xf32>
    %85 = stablehlo.exponential %83 : tensor<16xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x8xf32>
    %88 = stablehlo.multiply %87, %84 : tensor<16x8xf32>
    %89 = stablehlo.broadcast_in_dim %81, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x8xf32>
    %91 = stablehlo.add %90, %88 : tensor<16x8xf32>
    %cst_22 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %93 = stablehlo.divide %81, %92 : tensor<16xf32>
    %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %95 = stablehlo.multiply %94, %93 : tensor<16xf32>
    %cst_24 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %97 = stablehlo.divide %83, %96 : tensor<16xf32>
    %cst_25 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %99 = stablehlo.multiply %98, %97 : tensor<16xf32>
    %cst_26 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %101 = stablehlo.multiply %100, %84 : tensor<16x8xf32>
    %102 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<16x8xf32>
    %104 = stablehlo.subtract %103, %91 : tensor<16x8xf32>
    %105 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<16x8xf32>
    %107 = stablehlo.divide %104, %106 : tensor<16x8xf32>
    %cst_27 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %109 = stablehlo.multiply %108, %107 : tensor<16x8xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %110 = stablehlo.negate %cst_28 : tensor<f32>
    %cst_29 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %111 = stablehlo.multiply %cst_29, %110 : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<16x8xf32>
    %115 = stablehlo.multiply %114, %109 : tensor<16x8xf32>
    %116 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<16x8xf32>
    %118 = stablehlo.divide %115, %117 : tensor<16x8xf32>
    %119 = stablehlo.negate %118 : tensor<16x8xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %120 = stablehlo.negate %cst_30 : tensor<f32>
    %cst_31 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %121 = stablehlo.multiply %cst_31, %120 : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<16x8xf32>
    %125 = stablehlo.multiply %124, %101 : tensor<16x8xf32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %126 = stablehlo.negate %cst_32 : tensor<f32>
    %cst_33 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %127 = stablehlo.multiply %cst_33, %126 : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %129 = stablehlo.multiply %128, %99 : tensor<16xf32>
    %cst_34 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %131 = stablehlo.divide %129, %130 : tensor<16xf32>
    %cst_35 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %132 = stablehlo.multiply %cst_35, %cst_36 : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %134 = stablehlo.multiply %133, %95 : tensor<16xf32>
    %cst_37 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %136 = stablehlo.divide %134, %135 : tensor<16xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %137 = stablehlo.reduce(%119 init: %cst_38) applies stablehlo.add across dimensions = [1] : (tensor<16x8xf32>, tensor<f32>) -> tensor<16xf32>
    %138 = stablehlo.add %136, %137 : tensor<16xf32>
    %139 = stablehlo.broadcast_in_dim %85, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x8xf32>
    %141 = stablehlo.multiply %140, %119 : tensor<16x8xf32>
    %142 = stablehlo.add %125, %141 : tensor<16x8xf32>
    %143 = stablehlo.multiply %119, %84 : tensor<16x8xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.reduce(%143 init: %cst_39) applies stablehlo.add across dimensions = [1] : (tensor<16x8xf32>, tensor<f32>) -> tensor<16xf32>
    %145 = stablehlo.multiply %144, %85 : tensor<16xf32>
    %146 = stablehlo.add %131, %145 : tensor<16xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.pad %142, %cst_40, low = [0, 2], high = [0, 0], interior = [0, 0] : (tensor<16x8xf32>, tensor<f32>) -> tensor<16x10xf32>
    %148 = stablehlo.broadcast_in_dim %146, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %149 = stablehlo.pad %148, %cst_41, low = [0, 1], high = [0, 8], interior = [0, 0] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16x10xf32>
    %150 = stablehlo.add %147, %149 : tensor<16x10xf32>
    %151 = stablehlo.broadcast_in_dim %138, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %152 = stablehlo.pad %151, %cst_42, low = [0, 0], high = [0, 9], interior = [0, 0] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16x10xf32>
    %153 = stablehlo.add %150, %152 : tensor<16x10xf32>
    %cst_43 = stablehlo.constant dense<7.500000e-02> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %155 = stablehlo.multiply %154, %153 : tensor<16x10xf32>
    %156 = stablehlo.add %76, %155 : tensor<16x10xf32>
    return %79, %156 : tensor<16x10xf32>, tensor<16x10xf32>
  }
  func.func private @_uniform_9(%arg0: tensor<16x2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<16xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.slice %arg0 [0:16, 0:1] : (tensor<16x2xui32>) -> tensor<16x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<16x1xui32>) -> tensor<16xui32>
    %4 = stablehlo.slice %arg0 [0:16, 1:2] : (tensor<16x2xui32>) -> tensor<16x1xui32>
    %5 = stablehlo.reshape %4 : (tensor<16x1xui32>) -> tensor<16xui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %6:2 = call @threefry2x32_10(%3, %5, %c, %c_0) : (tensor<16xui32>, tensor<16xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<16xui32>, tensor<16xui32>)
    %7 = stablehlo.xor %6#0, %6#1 : tensor<16xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %9 = stablehlo.shift_right_logical %7, %8 : tensor<16xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %11 = stablehlo.or %9, %10 : tensor<16xui32>
    %12 = stablehlo.bitcast_convert %11 : (tensor<16xui32>) -> tensor<16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %14 = stablehlo.subtract %12, %13 : tensor<16xf32>
    %15 = stablehlo.subtract %1, %0 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<16xf32>
    %18 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %19 = stablehlo.add %17, %18 : tensor<16xf32>
    %20 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %21 = stablehlo.maximum %20, %19 : tensor<16xf32>
    return %21 : tensor<16xf32>
  }
  func.func private @threefry2x32_10(%arg0: tensor<16xui32>, %arg1: tensor<16xui32>, %arg2: tensor<ui32>, %arg3: tensor<ui32>) -> (tensor<16xui32>, tensor<16xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<16xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %2 = stablehlo.xor %0, %1 : tensor<16xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %4 = stablehlo.add %3, %arg0 : tensor<16xui32>
    %5 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %6 = stablehlo.add %5, %arg1 : tensor<16xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %7:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %4, %iterArg_6 = %6, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<16xui32>, tensor<16xui32>, tensor<16xui32>, tensor<16xui32>, tensor<16xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %8 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %8:8 = func.call @closed_call_11(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<16xui32>, tensor<16xui32>, tensor<16xui32>, tensor<16xui32>, tensor<16xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<16xui32>, tensor<16xui32>, tensor<16xui32>, tensor<16xui32>, tensor<16xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %9, %8#0, %8#1, %8#2, %8#3, %8#4, %8#5, %8#6, %8#7 : tensor<i32>, tensor<i32>, tensor<16xui32>, tensor<16xui32>, tensor<16xui32>, tensor<16xui32>, tensor<16xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %7#2, %7#3 : tensor<16xui32>, tensor<16xui32>
  }
  func.func private @closed_call_11(%arg0: tensor<i32>, %arg1: tensor<16xui32>, %arg2: tensor<16xui32>, %arg3: tensor<16xui32>, %arg4: tensor<16xui32>, %arg5: tensor<16xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<16xui32>, tensor<16xui32>, tensor<16xui32>, tensor<16xui32>, tensor<16xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<16xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<16xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<16xui32>
    %9 = stablehlo.or %5, %8 : tensor<16xui32>
    %10 = stablehlo.xor %3, %9 : tensor<16xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<16xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<16xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<16xui32>
    %19 = stablehlo.or %15, %18 : tensor<16xui32>
    %20 = stablehlo.xor %13, %19 : tensor<16xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<16xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<16xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<16xui32>
    %29 = stablehlo.or %25, %28 : tensor<16xui32>
    %30 = stablehlo.xor %23, %29 : tensor<16xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<16xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<16xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<16xui32>
    %39 = stablehlo.or %35, %38 : tensor<16xui32>
    %40 = stablehlo.xor %33, %39 : tensor<16xui32>
    %41 = stablehlo.add %33, %arg3 : tensor<16xui32>
    %42 = stablehlo.add %40, %arg4 : tensor<16xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %43 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %44 = stablehlo.convert %43 : (tensor<i32>) -> tensor<ui32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %46 = stablehlo.add %42, %45 : tensor<16xui32>
    return %0, %41, %46, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<16xui32>, tensor<16xui32>, tensor<16xui32>, tensor<16xui32>, tensor<16xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_where(%arg0: tensor<16xi1>, %arg1: tensor<16x10xf32>, %arg2: tensor<16x10xf32>) -> tensor<16x10xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<16xi1>) -> tensor<16x10xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<16x10xi1>, tensor<16x10xf32>
    return %1 : tensor<16x10xf32>
  }
}
