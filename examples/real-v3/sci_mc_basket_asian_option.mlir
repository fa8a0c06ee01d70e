module @jit_price attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4xf32>, %arg1: tensor<4x4xf32>, %arg2: tensor<4096x64x4xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<2x4xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<2.500000e-01> : tensor<4xf32>
    %0 = stablehlo.slice %arg0 [0:1, 0:4] : (tensor<2x4xf32>) -> tensor<1x4xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4xf32>) -> tensor<4xf32>
    %2 = stablehlo.slice %arg0 [1:2, 0:4] : (tensor<2x4xf32>) -> tensor<1x4xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x4xf32>) -> tensor<4xf32>
    %4 = stablehlo.dot_general %arg2, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4096x64x4xf32>, tensor<4x4xf32>) -> tensor<4096x64x4xf32>
    %5 = stablehlo.log %1 : tensor<4xf32>
    %6 = stablehlo.multiply %3, %3 : tensor<4xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.multiply %7, %3 : tensor<4xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %10 = stablehlo.multiply %9, %6 : tensor<4xf32>
    %cst_2 = stablehlo.constant dense<3.000000e-02> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %12 = stablehlo.subtract %11, %10 : tensor<4xf32>
    %cst_3 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<4xf32>
    %cst_4 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %16 = stablehlo.multiply %3, %15 : tensor<4xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [2] : (tensor<4xf32>) -> tensor<1x1x4xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<1x1x4xf32>) -> tensor<4096x64x4xf32>
    %19 = stablehlo.multiply %18, %4 : tensor<4096x64x4xf32>
    %20 = stablehlo.broadcast_in_dim %14, dims = [2] : (tensor<4xf32>) -> tensor<1x1x4xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<1x1x4xf32>) -> tensor<4096x64x4xf32>
    %22 = stablehlo.add %21, %19 : tensor<4096x64x4xf32>
    %23 = call @cumsum(%22) : (tensor<4096x64x4xf32>) -> tensor<4096x64x4xf32>
    %24 = stablehlo.broadcast_in_dim %5, dims = [2] : (tensor<4xf32>) -> tensor<1x1x4xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<1x1x4xf32>) -> tensor<4096x64x4xf32>
    %26 = stablehlo.add %25, %23 : tensor<4096x64x4xf32>
    %27 = stablehlo.exponential %26 : tensor<4096x64x4xf32>
    %28 = stablehlo.dot_general %27, %cst, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4096x64x4xf32>, tensor<4xf32>) -> tensor<4096x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_5) applies stablehlo.add across dimensions = [1] : (tensor<4096x64xf32>, tensor<f32>) -> tensor<4096xf32>
    %cst_6 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %31 = stablehlo.divide %29, %30 : tensor<4096xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %33 = stablehlo.subtract %31, %32 : tensor<4096xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %35 = stablehlo.maximum %33, %34 : tensor<4096xf32>
    %36 = stablehlo.compare EQ, %33, %35, FLOAT : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xi1>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %39 = stablehlo.select %36, %37, %38 : tensor<4096xi1>, tensor<4096xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %41 = stablehlo.compare EQ, %40, %35, FLOAT : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xi1>
    %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %44 = stablehlo.select %41, %42, %43 : tensor<4096xi1>, tensor<4096xf32>
    %45 = stablehlo.divide %39, %44 : tensor<4096xf32>
    %cst_14 = stablehlo.constant dense<-3.000000e-02> : tensor<f32>
    %46 = stablehlo.exponential %cst_14 : tensor<f32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.reduce(%35 init: %cst_15) applies stablehlo.add across dimensions = [0] : (tensor<4096xf32>, tensor<f32>) -> tensor<f32>
    %cst_16 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %48 = stablehlo.divide %47, %cst_16 : tensor<f32>
    %49 = stablehlo.convert %46 : tensor<f32>
    %50 = stablehlo.multiply %49, %48 : tensor<f32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %51 = stablehlo.multiply %49, %cst_17 : tensor<f32>
    %cst_18 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %52 = stablehlo.divide %51, %cst_18 : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %54 = stablehlo.multiply %53, %45 : tensor<4096xf32>
    %cst_19 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %56 = stablehlo.divide %54, %55 : tensor<4096xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0] : (tensor<4096xf32>) -> tensor<4096x64xf32>
    %58 = stablehlo.dot_general %57, %cst, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<4096x64xf32>, tensor<4xf32>) -> tensor<4096x64x4xf32>
    %59 = stablehlo.multiply %58, %27 : tensor<4096x64x4xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.reduce(%59 init: %cst_20) applies stablehlo.add across dimensions = [0, 1] : (tensor<4096x64x4xf32>, tensor<f32>) -> tensor<4xf32>
    %61 = stablehlo.reshape %60 : (tensor<4xf32>) -> tensor<1x1x4xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.reduce(%61 init: %cst_21) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %63 = call @cumsum_1(%59) : (tensor<4096x64x4xf32>) -> tensor<4096x64x4xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%63 init: %cst_22) applies stablehlo.add across dimensions = [0, 1] : (tensor<4096x64x4xf32>, tensor<f32>) -> tensor<4xf32>
    %65 = stablehlo.reshape %64 : (tensor<4xf32>) -> tensor<1x1x4xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.reduce(%65 init: %cst_23) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %67 = stablehlo.multiply %63, %4 : tensor<4096x64x4xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_24) applies stablehlo.add across dimensions = [0, 1] : (tensor<4096x64x4xf32>, tensor<f32>) -> tensor<4xf32>
    %69 = stablehlo.reshape %68 : (tensor<4xf32>) -> tensor<1x1x4xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.reduce(%69 init: %cst_25) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_26 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %72 = stablehlo.multiply %70, %71 : tensor<4xf32>
    %cst_27 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %74 = stablehlo.multiply %66, %73 : tensor<4xf32>
    %75 = stablehlo.negate %74 : tensor<4xf32>
    %cst_28 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %77 = stablehlo.multiply %76, %75 : tensor<4xf32>
    %78 = stablehlo.multiply %77, %8 : tensor<4xf32>
    %79 = stablehlo.add %72, %78 : tensor<4xf32>
    %80 = stablehlo.divide %62, %1 : tensor<4xf32>
    %81 = stablehlo.broadcast_in_dim %79, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.pad %81, %cst_29, low = [1, 0], high = [0, 0], interior = [0, 0] : (tensor<1x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %83 = stablehlo.broadcast_in_dim %80, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.pad %83, %cst_30, low = [0, 0], high = [1, 0], interior = [0, 0] : (tensor<1x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %85 = stablehlo.add %82, %84 : tensor<2x4xf32>
    return %50, %85 : tensor<f32>, tensor<2x4xf32>
  }
  func.func private @cumsum(%arg0: tensor<4096x64x4xf32>) -> tensor<4096x64x4xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<4096x64x4xf32>) -> tensor<4096x64x4xf32>
    return %0 : tensor<4096x64x4xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<4096x64x4xf32>) -> tensor<4096x64x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [63, 0], [0, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 64, 1>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4096x64x4xf32>, tensor<f32>) -> tensor<4096x64x4xf32>
    return %1 : tensor<4096x64x4xf32>
  }
  func.func private @cumsum_1(%arg0: tensor<4096x64x4xf32>) -> tensor<4096x64x4xf32> {
    %0 = call @cumsum_2(%arg0) : (tensor<4096x64x4xf32>) -> tensor<4096x64x4xf32>
    return %0 : tensor<4096x64x4xf32>
  }
  func.func private @cumsum_2(%arg0: tensor<4096x64x4xf32>) -> tensor<4096x64x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [0, 63], [0, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 64, 1>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4096x64x4xf32>, tensor<f32>) -> tensor<4096x64x4xf32>
    return %1 : tensor<4096x64x4xf32>
  }
}
