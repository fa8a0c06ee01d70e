module @jit_train attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xf32>, %arg1: tensor<16x64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<1xf32>, %arg5: tensor<64x1xf32>, %arg6: tensor<2048x16xf32>, %arg7: tensor<2048xf32>) -> (tensor<64xf32> {jax.result_info = "result[0]['params']['Dense_0']['bias']"}, tensor<16x64xf32> {jax.result_info = "result[0]['params']['Dense_0']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['params']['Dense_1']['bias']"}, tensor<64x64xf32> {jax.result_info = "result[0]['params']['Dense_1']['kernel']"}, tensor<1xf32> {jax.result_info = "result[0]['params']['Dense_2']['bias']"}, tensor<64x1xf32> {jax.result_info = "result[0]['params']['Dense_2']['kernel']"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %12:23 = stablehlo.while(%iterArg = %arg6, %iterArg_23 = %arg7, %iterArg_24 = %c_12, %iterArg_25 = %c, %iterArg_26 = %arg0, %iterArg_27 = %arg1, %iterArg_28 = %arg2, %iterArg_29 = %arg3, %iterArg_30 = %arg4, %iterArg_31 = %arg5, %iterArg_32 = %c_11, %iterArg_33 = %0, %iterArg_34 = %1, %iterArg_35 = %2, %iterArg_36 = %3, %iterArg_37 = %4, %iterArg_38 = %5, %iterArg_39 = %6, %iterArg_40 = %7, %iterArg_41 = %8, %iterArg_42 = %9, %iterArg_43 = %10, %iterArg_44 = %11) : tensor<2048x16xf32>, tensor<2048xf32>, tensor<i32>, tensor<i32>, tensor<64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<1xf32>, tensor<64x1xf32>, tensor<i32>, tensor<64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<1xf32>, tensor<64x1xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<1xf32>, tensor<64x1xf32>
    cond {
      %c_45 = stablehlo.constant dense<64> : tensor<i32>
      %56 = stablehlo.compare LT, %iterArg_24, %c_45, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %56 : tensor<i1>
    } do {
      %56:20 = func.call @closed_call(%iterArg, %iterArg_23, %iterArg_25, %iterArg_26, %iterArg_27, %iterArg_28, %iterArg_29, %iterArg_30, %iterArg_31, %iterArg_32, %iterArg_33, %iterArg_34, %iterArg_35, %iterArg_36, %iterArg_37, %iterArg_38, %iterArg_39, %iterArg_40, %iterArg_41, %iterArg_42, %iterArg_43, %iterArg_44) : (tensor<2048x16xf32>, tensor<2048xf32>, tensor<i32>, tensor<64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<1xf32>, tensor<64x1xf32>, tensor<i32>, tensor<64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<1xf32>, tensor<64x1xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<1xf32>, tensor<64x1xf32>) -> (tensor<i32>, tensor<64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<1xf32>, tensor<64x1xf32>, tensor<i32>, tensor<64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<1xf32>, tensor<64x1xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<1xf32>, tensor<64x1xf32>)
      %c_45 = stablehlo.constant dense<1> : tensor<i32>
      %57 = stablehlo.add %iterArg_24, %c_45 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_23, %57, %56#0, %56#1, %56#2, %56#3, %56#4, %56#5, %56#6, %56#7, %56#8, %56#9, %56#10, %56#11, %56#12, %56#13, %56#14, %56#15, %56#16, %56#17, %56#18, %56#19 : tensor<2048x16xf32>, tensor<2048xf32>, tensor<i32>, tensor<i32>, tensor<64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<1xf32>, tensor<64x1xf32>, tensor<i32>, tensor<64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<1xf32>, tensor<64x1xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<1xf32>, tensor<64x1xf32>
    }
    %13 = stablehlo.dot_general %arg6, %12#5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x16xf32>, tensor<16x64xf32>) -> tensor<2048x64xf32>
    %14 = stablehlo.reshape %12#4 : (tensor<64xf32>) -> tensor<1x64xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %16 = stablehlo.add %13, %15 : tensor<2048x64xf32>
    %17 = stablehlo.multiply %16, %16 : tensor<2048x64xf32>
    %18 = stablehlo.multiply %17, %16 : tensor<2048x64xf32>
    %cst_13 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2048x64xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<2048x64xf32>
    %21 = stablehlo.add %16, %20 : tensor<2048x64xf32>
    %cst_14 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2048x64xf32>
    %23 = stablehlo.multiply %22, %21 : tensor<2048x64xf32>
    %24 = stablehlo.tanh %23 : tensor<2048x64xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2048x64xf32>
    %26 = stablehlo.add %25, %24 : tensor<2048x64xf32>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2048x64xf32>
    %28 = stablehlo.multiply %27, %26 : tensor<2048x64xf32>
    %29 = stablehlo.multiply %16, %28 : tensor<2048x64xf32>
    %30 = stablehlo.dot_general %29, %12#7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x64xf32>, tensor<64x64xf32>) -> tensor<2048x64xf32>
    %31 = stablehlo.reshape %12#6 : (tensor<64xf32>) -> tensor<1x64xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %33 = stablehlo.add %30, %32 : tensor<2048x64xf32>
    %34 = stablehlo.multiply %33, %33 : tensor<2048x64xf32>
    %35 = stablehlo.multiply %34, %33 : tensor<2048x64xf32>
    %cst_17 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2048x64xf32>
    %37 = stablehlo.multiply %36, %35 : tensor<2048x64xf32>
    %38 = stablehlo.add %33, %37 : tensor<2048x64xf32>
    %cst_18 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2048x64xf32>
    %40 = stablehlo.multiply %39, %38 : tensor<2048x64xf32>
    %41 = stablehlo.tanh %40 : tensor<2048x64xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2048x64xf32>
    %43 = stablehlo.add %42, %41 : tensor<2048x64xf32>
    %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2048x64xf32>
    %45 = stablehlo.multiply %44, %43 : tensor<2048x64xf32>
    %46 = stablehlo.multiply %33, %45 : tensor<2048x64xf32>
    %47 = stablehlo.dot_general %46, %12#9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x64xf32>, tensor<64x1xf32>) -> tensor<2048x1xf32>
    %48 = stablehlo.reshape %12#8 : (tensor<1xf32>) -> tensor<1x1xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<2048x1xf32>
    %50 = stablehlo.add %47, %49 : tensor<2048x1xf32>
    %51 = stablehlo.reshape %50 : (tensor<2048x1xf32>) -> tensor<2048xf32>
    %52 = stablehlo.subtract %51, %arg7 : tensor<2048xf32>
    %53 = stablehlo.multiply %52, %52 : tensor<2048xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_21) applies stablehlo.add across dimensions = [0] : (tensor<2048xf32>, tensor<f32>) -> tensor<f32>
    %cst_22 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %55 = stablehlo.divide %54, %cst_22 : tensor<f32>
    return %12#4, %12#5, %12#6, %12#7, %12#8, %12#9, %55 : tensor<64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<1xf32>, tensor<64x1xf32>, tensor<f32>
  }
  func.func private @closed_call(%arg0: tensor<2048x16xf32>, %arg1: tensor<2048xf32>, %arg2: tensor<i32>, %arg3: tensor<64xf32>, %arg4: tensor<16x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<1xf32>, %arg8: tensor<64x1xf32>, %arg9: tensor<i32>, %arg10: tensor<64xf32>, %arg11: tensor<16x64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64x64xf32>, %arg14: tensor<1xf32>, %arg15: tensor<64x1xf32>, %arg16: tensor<64xf32>, %arg17: tensor<16x64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64x64xf32>, %arg20: tensor<1xf32>, %arg21: tensor<64x1xf32>) -> (tensor<i32>, tensor<64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<1xf32>, tensor<64x1xf32>, tensor<i32>, tensor<64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<1xf32>, tensor<64x1xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<1xf32>, tensor<64x1xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg2, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<32> : tensor<i32>
    %1 = stablehlo.multiply %arg2, %c_0 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare LT, %1, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.convert %1 : tensor<i32>
    %c_2 = stablehlo.constant dense<2048> : tensor<i32>
    %4 = stablehlo.add %3, %c_2 : tensor<i32>
    %5 = stablehlo.select %2, %4, %1 : tensor<i1>, tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.dynamic_slice %arg0, %5, %c_3, sizes = [32, 16] : (tensor<2048x16xf32>, tensor<i32>, tensor<i32>) -> tensor<32x16xf32>
    %c_4 = stablehlo.constant dense<32> : tensor<i32>
    %7 = stablehlo.multiply %arg2, %c_4 : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %7, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %9 = stablehlo.convert %7 : tensor<i32>
    %c_6 = stablehlo.constant dense<2048> : tensor<i32>
    %10 = stablehlo.add %9, %c_6 : tensor<i32>
    %11 = stablehlo.select %8, %10, %7 : tensor<i1>, tensor<i32>
    %12 = stablehlo.dynamic_slice %arg1, %11, sizes = [32] : (tensor<2048xf32>, tensor<i32>) -> tensor<32xf32>
    %13 = stablehlo.dot_general %6, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %14 = stablehlo.reshape %arg3 : (tensor<64xf32>) -> tensor<1x64xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %16 = stablehlo.add %13, %15 : tensor<32x64xf32>
    %17 = stablehlo.multiply %16, %16 : tensor<32x64xf32>
    %18 = stablehlo.multiply %17, %16 : tensor<32x64xf32>
    %19 = stablehlo.multiply %16, %16 : tensor<32x64xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<32x64xf32>
    %cst_7 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %23 = stablehlo.multiply %22, %18 : tensor<32x64xf32>
    %24 = stablehlo.add %16, %23 : tensor<32x64xf32>
    %cst_8 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %26 = stablehlo.multiply %25, %24 : tensor<32x64xf32>
    %27 = stablehlo.tanh %26 : tensor<32x64xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %29 = stablehlo.subtract %28, %27 : tensor<32x64xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %31 = stablehlo.add %30, %27 : tensor<32x64xf32>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %33 = stablehlo.multiply %32, %31 : tensor<32x64xf32>
    %34 = stablehlo.multiply %16, %33 : tensor<32x64xf32>
    %35 = stablehlo.dot_general %34, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %36 = stablehlo.reshape %arg5 : (tensor<64xf32>) -> tensor<1x64xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %38 = stablehlo.add %35, %37 : tensor<32x64xf32>
    %39 = stablehlo.multiply %38, %38 : tensor<32x64xf32>
    %40 = stablehlo.multiply %39, %38 : tensor<32x64xf32>
    %41 = stablehlo.multiply %38, %38 : tensor<32x64xf32>
    %cst_12 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %43 = stablehlo.multiply %42, %41 : tensor<32x64xf32>
    %cst_13 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %45 = stablehlo.multiply %44, %40 : tensor<32x64xf32>
    %46 = stablehlo.add %38, %45 : tensor<32x64xf32>
    %cst_14 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %48 = stablehlo.multiply %47, %46 : tensor<32x64xf32>
    %49 = stablehlo.tanh %48 : tensor<32x64xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %51 = stablehlo.subtract %50, %49 : tensor<32x64xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %53 = stablehlo.add %52, %49 : tensor<32x64xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %55 = stablehlo.multiply %54, %53 : tensor<32x64xf32>
    %56 = stablehlo.multiply %38, %55 : tensor<32x64xf32>
    %57 = stablehlo.dot_general %56, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x1xf32>) -> tensor<32x1xf32>
    %58 = stablehlo.reshape %arg7 : (tensor<1xf32>) -> tensor<1x1xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<32x1xf32>
    %60 = stablehlo.add %57, %59 : tensor<32x1xf32>
    %61 = stablehlo.reshape %60 : (tensor<32x1xf32>) -> tensor<32xf32>
    %62 = stablehlo.subtract %61, %12 : tensor<32xf32>
    %cst_18 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %64 = stablehlo.multiply %63, %62 : tensor<32xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_20 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %65 = stablehlo.divide %cst_19, %cst_20 : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %67 = stablehlo.multiply %66, %64 : tensor<32xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.reduce(%68 init: %cst_21) applies stablehlo.add across dimensions = [0] : (tensor<32x1xf32>, tensor<f32>) -> tensor<1xf32>
    %70 = stablehlo.reshape %69 : (tensor<1xf32>) -> tensor<1x1xf32>
    %71 = stablehlo.reshape %70 : (tensor<1x1xf32>) -> tensor<1xf32>
    %72 = stablehlo.dot_general %68, %56, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x1xf32>, tensor<32x64xf32>) -> tensor<1x64xf32>
    %73 = stablehlo.transpose %72, dims = [1, 0] : (tensor<1x64xf32>) -> tensor<64x1xf32>
    %74 = stablehlo.dot_general %68, %arg8, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x1xf32>, tensor<64x1xf32>) -> tensor<32x64xf32>
    %75 = stablehlo.multiply %38, %74 : tensor<32x64xf32>
    %76 = stablehlo.multiply %74, %55 : tensor<32x64xf32>
    %cst_22 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %78 = stablehlo.multiply %77, %75 : tensor<32x64xf32>
    %79 = stablehlo.multiply %78, %51 : tensor<32x64xf32>
    %80 = stablehlo.multiply %79, %49 : tensor<32x64xf32>
    %81 = stablehlo.add %79, %80 : tensor<32x64xf32>
    %cst_23 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %83 = stablehlo.multiply %82, %81 : tensor<32x64xf32>
    %84 = stablehlo.add %76, %83 : tensor<32x64xf32>
    %cst_24 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %86 = stablehlo.multiply %85, %83 : tensor<32x64xf32>
    %87 = stablehlo.multiply %86, %43 : tensor<32x64xf32>
    %88 = stablehlo.add %84, %87 : tensor<32x64xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.reduce(%88 init: %cst_25) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %90 = stablehlo.reshape %89 : (tensor<64xf32>) -> tensor<1x64xf32>
    %91 = stablehlo.reshape %90 : (tensor<1x64xf32>) -> tensor<64xf32>
    %92 = stablehlo.dot_general %88, %34, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %93 = stablehlo.transpose %92, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %94 = stablehlo.dot_general %88, %arg6, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %95 = stablehlo.multiply %16, %94 : tensor<32x64xf32>
    %96 = stablehlo.multiply %94, %33 : tensor<32x64xf32>
    %cst_26 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %98 = stablehlo.multiply %97, %95 : tensor<32x64xf32>
    %99 = stablehlo.multiply %98, %29 : tensor<32x64xf32>
    %100 = stablehlo.multiply %99, %27 : tensor<32x64xf32>
    %101 = stablehlo.add %99, %100 : tensor<32x64xf32>
    %cst_27 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %103 = stablehlo.multiply %102, %101 : tensor<32x64xf32>
    %104 = stablehlo.add %96, %103 : tensor<32x64xf32>
    %cst_28 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %106 = stablehlo.multiply %105, %103 : tensor<32x64xf32>
    %107 = stablehlo.multiply %106, %21 : tensor<32x64xf32>
    %108 = stablehlo.add %104, %107 : tensor<32x64xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.reduce(%108 init: %cst_29) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %110 = stablehlo.reshape %109 : (tensor<64xf32>) -> tensor<1x64xf32>
    %111 = stablehlo.reshape %110 : (tensor<1x64xf32>) -> tensor<64xf32>
    %112 = stablehlo.dot_general %108, %6, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<32x16xf32>) -> tensor<64x16xf32>
    %113 = stablehlo.transpose %112, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %114 = chlo.square %111 : tensor<64xf32> -> tensor<64xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %116 = chlo.square %115 : tensor<64xf32> -> tensor<64xf32>
    %117 = stablehlo.add %114, %116 : tensor<64xf32>
    %118 = chlo.square %113 : tensor<16x64xf32> -> tensor<16x64xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %120 = chlo.square %119 : tensor<16x64xf32> -> tensor<16x64xf32>
    %121 = stablehlo.add %118, %120 : tensor<16x64xf32>
    %122 = chlo.square %91 : tensor<64xf32> -> tensor<64xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %124 = chlo.square %123 : tensor<64xf32> -> tensor<64xf32>
    %125 = stablehlo.add %122, %124 : tensor<64xf32>
    %126 = chlo.square %93 : tensor<64x64xf32> -> tensor<64x64xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %128 = chlo.square %127 : tensor<64x64xf32> -> tensor<64x64xf32>
    %129 = stablehlo.add %126, %128 : tensor<64x64xf32>
    %130 = chlo.square %71 : tensor<1xf32> -> tensor<1xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %132 = chlo.square %131 : tensor<1xf32> -> tensor<1xf32>
    %133 = stablehlo.add %130, %132 : tensor<1xf32>
    %134 = chlo.square %73 : tensor<64x1xf32> -> tensor<64x1xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %136 = chlo.square %135 : tensor<64x1xf32> -> tensor<64x1xf32>
    %137 = stablehlo.add %134, %136 : tensor<64x1xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.reduce(%117 init: %cst_36) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.reduce(%121 init: %cst_37) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.reduce(%125 init: %cst_38) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.reduce(%129 init: %cst_39) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.reduce(%133 init: %cst_40) applies stablehlo.add across dimensions = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<f32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.reduce(%137 init: %cst_41) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.add %cst_42, %138 : tensor<f32>
    %145 = stablehlo.add %144, %139 : tensor<f32>
    %146 = stablehlo.add %145, %140 : tensor<f32>
    %147 = stablehlo.add %146, %141 : tensor<f32>
    %148 = stablehlo.add %147, %142 : tensor<f32>
    %149 = stablehlo.add %148, %143 : tensor<f32>
    %150 = stablehlo.sqrt %149 : tensor<f32>
    %cst_43 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %151 = stablehlo.compare LT, %150, %cst_43, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %152 = stablehlo.broadcast_in_dim %150, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %153 = stablehlo.divide %111, %152 : tensor<64xf32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %155 = stablehlo.multiply %153, %154 : tensor<64xf32>
    %156 = stablehlo.select %151, %111, %155 : tensor<i1>, tensor<64xf32>
    %157 = stablehlo.broadcast_in_dim %150, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %158 = stablehlo.divide %113, %157 : tensor<16x64xf32>
    %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %160 = stablehlo.multiply %158, %159 : tensor<16x64xf32>
    %161 = stablehlo.select %151, %113, %160 : tensor<i1>, tensor<16x64xf32>
    %162 = stablehlo.broadcast_in_dim %150, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %163 = stablehlo.divide %91, %162 : tensor<64xf32>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %165 = stablehlo.multiply %163, %164 : tensor<64xf32>
    %166 = stablehlo.select %151, %91, %165 : tensor<i1>, tensor<64xf32>
    %167 = stablehlo.broadcast_in_dim %150, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %168 = stablehlo.divide %93, %167 : tensor<64x64xf32>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %170 = stablehlo.multiply %168, %169 : tensor<64x64xf32>
    %171 = stablehlo.select %151, %93, %170 : tensor<i1>, tensor<64x64xf32>
    %172 = stablehlo.broadcast_in_dim %150, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %173 = stablehlo.divide %71, %172 : tensor<1xf32>
    %cst_48 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %175 = stablehlo.multiply %173, %174 : tensor<1xf32>
    %176 = stablehlo.select %151, %71, %175 : tensor<i1>, tensor<1xf32>
    %177 = stablehlo.broadcast_in_dim %150, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %178 = stablehlo.divide %73, %177 : tensor<64x1xf32>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %180 = stablehlo.multiply %178, %179 : tensor<64x1xf32>
    %181 = stablehlo.select %151, %73, %180 : tensor<i1>, tensor<64x1xf32>
    %cst_50 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %183 = stablehlo.multiply %182, %156 : tensor<64xf32>
    %cst_51 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %185 = stablehlo.multiply %184, %arg10 : tensor<64xf32>
    %186 = stablehlo.add %183, %185 : tensor<64xf32>
    %cst_52 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %188 = stablehlo.multiply %187, %161 : tensor<16x64xf32>
    %cst_53 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %190 = stablehlo.multiply %189, %arg11 : tensor<16x64xf32>
    %191 = stablehlo.add %188, %190 : tensor<16x64xf32>
    %cst_54 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %193 = stablehlo.multiply %192, %166 : tensor<64xf32>
    %cst_55 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %195 = stablehlo.multiply %194, %arg12 : tensor<64xf32>
    %196 = stablehlo.add %193, %195 : tensor<64xf32>
    %cst_56 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %198 = stablehlo.multiply %197, %171 : tensor<64x64xf32>
    %cst_57 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %200 = stablehlo.multiply %199, %arg13 : tensor<64x64xf32>
    %201 = stablehlo.add %198, %200 : tensor<64x64xf32>
    %cst_58 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %203 = stablehlo.multiply %202, %176 : tensor<1xf32>
    %cst_59 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %205 = stablehlo.multiply %204, %arg14 : tensor<1xf32>
    %206 = stablehlo.add %203, %205 : tensor<1xf32>
    %cst_60 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %208 = stablehlo.multiply %207, %181 : tensor<64x1xf32>
    %cst_61 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %210 = stablehlo.multiply %209, %arg15 : tensor<64x1xf32>
    %211 = stablehlo.add %208, %210 : tensor<64x1xf32>
    %212 = stablehlo.multiply %156, %156 : tensor<64xf32>
    %cst_62 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %214 = stablehlo.multiply %213, %212 : tensor<64xf32>
    %cst_63 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %216 = stablehlo.multiply %215, %arg16 : tensor<64xf32>
    %217 = stablehlo.add %214, %216 : tensor<64xf32>
    %218 = stablehlo.multiply %161, %161 : tensor<16x64xf32>
    %cst_64 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %220 = stablehlo.multiply %219, %218 : tensor<16x64xf32>
    %cst_65 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %222 = stablehlo.multiply %221, %arg17 : tensor<16x64xf32>
    %223 = stablehlo.add %220, %222 : tensor<16x64xf32>
    %224 = stablehlo.multiply %166, %166 : tensor<64xf32>
    %cst_66 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %226 = stablehlo.multiply %225, %224 : tensor<64xf32>
    %cst_67 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %228 = stablehlo.multiply %227, %arg18 : tensor<64xf32>
    %229 = stablehlo.add %226, %228 : tensor<64xf32>
    %230 = stablehlo.multiply %171, %171 : tensor<64x64xf32>
    %cst_68 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %232 = stablehlo.multiply %231, %230 : tensor<64x64xf32>
    %cst_69 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %234 = stablehlo.multiply %233, %arg19 : tensor<64x64xf32>
    %235 = stablehlo.add %232, %234 : tensor<64x64xf32>
    %236 = stablehlo.multiply %176, %176 : tensor<1xf32>
    %cst_70 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %238 = stablehlo.multiply %237, %236 : tensor<1xf32>
    %cst_71 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %240 = stablehlo.multiply %239, %arg20 : tensor<1xf32>
    %241 = stablehlo.add %238, %240 : tensor<1xf32>
    %242 = stablehlo.multiply %181, %181 : tensor<64x1xf32>
    %cst_72 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %244 = stablehlo.multiply %243, %242 : tensor<64x1xf32>
    %cst_73 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %246 = stablehlo.multiply %245, %arg21 : tensor<64x1xf32>
    %247 = stablehlo.add %244, %246 : tensor<64x1xf32>
    %c_74 = stablehlo.constant dense<2147483647> : tensor<i32>
    %248 = stablehlo.compare LT, %arg9, %c_74, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_75 = stablehlo.constant dense<1> : tensor<i32>
    %249 = stablehlo.add %arg9, %c_75 : tensor<i32>
    %c_76 = stablehlo.constant dense<2147483647> : tensor<i32>
    %250 = call @_where(%248, %249, %c_76) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_77 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %251 = stablehlo.convert %250 : (tensor<i32>) -> tensor<f32>
    %252 = stablehlo.power %cst_77, %251 : tensor<f32>
    %cst_78 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %253 = stablehlo.subtract %cst_78, %252 : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %255 = stablehlo.divide %186, %254 : tensor<64xf32>
    %256 = stablehlo.broadcast_in_dim %253, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %257 = stablehlo.divide %191, %256 : tensor<16x64xf32>
    %258 = stablehlo.broadcast_in_dim %253, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %259 = stablehlo.divide %196, %258 : tensor<64xf32>
    %260 = stablehlo.broadcast_in_dim %253, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %261 = stablehlo.divide %201, %260 : tensor<64x64xf32>
    %262 = stablehlo.broadcast_in_dim %253, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %263 = stablehlo.divide %206, %262 : tensor<1xf32>
    %264 = stablehlo.broadcast_in_dim %253, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %265 = stablehlo.divide %211, %264 : tensor<64x1xf32>
    %cst_79 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %266 = stablehlo.convert %250 : (tensor<i32>) -> tensor<f32>
    %267 = stablehlo.power %cst_79, %266 : tensor<f32>
    %cst_80 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %268 = stablehlo.subtract %cst_80, %267 : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %268, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %270 = stablehlo.divide %217, %269 : tensor<64xf32>
    %271 = stablehlo.broadcast_in_dim %268, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %272 = stablehlo.divide %223, %271 : tensor<16x64xf32>
    %273 = stablehlo.broadcast_in_dim %268, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %274 = stablehlo.divide %229, %273 : tensor<64xf32>
    %275 = stablehlo.broadcast_in_dim %268, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %276 = stablehlo.divide %235, %275 : tensor<64x64xf32>
    %277 = stablehlo.broadcast_in_dim %268, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %278 = stablehlo.divide %241, %277 : tensor<1xf32>
    %279 = stablehlo.broadcast_in_dim %268, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %280 = stablehlo.divide %247, %279 : tensor<64x1xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %282 = stablehlo.add %270, %281 : tensor<64xf32>
    %283 = stablehlo.sqrt %282 : tensor<64xf32>
    %cst_82 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %285 = stablehlo.add %283, %284 : tensor<64xf32>
    %286 = stablehlo.divide %255, %285 : tensor<64xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %288 = stablehlo.add %272, %287 : tensor<16x64xf32>
    %289 = stablehlo.sqrt %288 : tensor<16x64xf32>
    %cst_84 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %291 = stablehlo.add %289, %290 : tensor<16x64xf32>
    %292 = stablehlo.divide %257, %291 : tensor<16x64xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %294 = stablehlo.add %274, %293 : tensor<64xf32>
    %295 = stablehlo.sqrt %294 : tensor<64xf32>
    %cst_86 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %297 = stablehlo.add %295, %296 : tensor<64xf32>
    %298 = stablehlo.divide %259, %297 : tensor<64xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %300 = stablehlo.add %276, %299 : tensor<64x64xf32>
    %301 = stablehlo.sqrt %300 : tensor<64x64xf32>
    %cst_88 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %303 = stablehlo.add %301, %302 : tensor<64x64xf32>
    %304 = stablehlo.divide %261, %303 : tensor<64x64xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %306 = stablehlo.add %278, %305 : tensor<1xf32>
    %307 = stablehlo.sqrt %306 : tensor<1xf32>
    %cst_90 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %309 = stablehlo.add %307, %308 : tensor<1xf32>
    %310 = stablehlo.divide %263, %309 : tensor<1xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %312 = stablehlo.add %280, %311 : tensor<64x1xf32>
    %313 = stablehlo.sqrt %312 : tensor<64x1xf32>
    %cst_92 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %315 = stablehlo.add %313, %314 : tensor<64x1xf32>
    %316 = stablehlo.divide %265, %315 : tensor<64x1xf32>
    %cst_93 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %318 = stablehlo.multiply %317, %arg3 : tensor<64xf32>
    %319 = stablehlo.add %286, %318 : tensor<64xf32>
    %cst_94 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %321 = stablehlo.multiply %320, %arg4 : tensor<16x64xf32>
    %322 = stablehlo.add %292, %321 : tensor<16x64xf32>
    %cst_95 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %324 = stablehlo.multiply %323, %arg5 : tensor<64xf32>
    %325 = stablehlo.add %298, %324 : tensor<64xf32>
    %cst_96 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %327 = stablehlo.multiply %326, %arg6 : tensor<64x64xf32>
    %328 = stablehlo.add %304, %327 : tensor<64x64xf32>
    %cst_97 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %330 = stablehlo.multiply %329, %arg7 : tensor<1xf32>
    %331 = stablehlo.add %310, %330 : tensor<1xf32>
    %cst_98 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %333 = stablehlo.multiply %332, %arg8 : tensor<64x1xf32>
    %334 = stablehlo.add %316, %333 : tensor<64x1xf32>
    %cst_99 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %335 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %336 = stablehlo.multiply %335, %319 : tensor<64xf32>
    %cst_100 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %338 = stablehlo.multiply %337, %322 : tensor<16x64xf32>
    %cst_101 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %340 = stablehlo.multiply %339, %325 : tensor<64xf32>
    %cst_102 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %342 = stablehlo.multiply %341, %328 : tensor<64x64xf32>
    %cst_103 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %344 = stablehlo.multiply %343, %331 : tensor<1xf32>
    %cst_104 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %346 = stablehlo.multiply %345, %334 : tensor<64x1xf32>
    %347 = stablehlo.add %arg3, %336 : tensor<64xf32>
    %348 = stablehlo.add %arg4, %338 : tensor<16x64xf32>
    %349 = stablehlo.add %arg5, %340 : tensor<64xf32>
    %350 = stablehlo.add %arg6, %342 : tensor<64x64xf32>
    %351 = stablehlo.add %arg7, %344 : tensor<1xf32>
    %352 = stablehlo.add %arg8, %346 : tensor<64x1xf32>
    return %0, %347, %348, %349, %350, %351, %352, %250, %186, %191, %196, %201, %206, %211, %217, %223, %229, %235, %241, %247 : tensor<i32>, tensor<64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<1xf32>, tensor<64x1xf32>, tensor<i32>, tensor<64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<1xf32>, tensor<64x1xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<1xf32>, tensor<64x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
