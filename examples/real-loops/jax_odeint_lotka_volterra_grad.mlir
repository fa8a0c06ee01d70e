module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<16x2xf32>, %arg2: tensor<16x20x2xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<4xf32> {jax.result_info = "result[1][0]"}, tensor<16x2xf32> {jax.result_info = "result[1][1]"}) {
    %cst = stablehlo.constant dense<[0.000000e+00, 0.263157904, 0.526315808, 0.789473712, 1.05263162, 1.31578946, 1.57894742, 1.84210539, 2.10526323, 2.36842108, 2.63157892, 2.89473701, 3.15789485, 3.42105269, 3.68421078, 3.94736862, 4.21052647, 4.47368431, 4.73684216, 5.000000e+00]> : tensor<20xf32>
    %c = stablehlo.constant dense<-2> : tensor<i32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %0:3 = call @clip(%arg1, %c, %c_0) : (tensor<16x2xf32>, tensor<i32>, tensor<i32>) -> (tensor<16x2xf32>, tensor<16x2xf32>, tensor<16x2xf32>)
    %1 = stablehlo.exponential %0#0 : tensor<16x2xf32>
    %2:2 = call @_odeint_wrapper(%1, %cst, %arg0) : (tensor<16x2xf32>, tensor<20xf32>, tensor<4xf32>) -> (tensor<16x20x2xf32>, tensor<16x20x2xf32>)
    %3 = stablehlo.subtract %2#0, %arg2 : tensor<16x20x2xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<16x20x2xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x20x2xf32>
    %6 = stablehlo.multiply %5, %3 : tensor<16x20x2xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%4 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x20x2xf32>, tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<6.400000e+02> : tensor<f32>
    %8 = stablehlo.divide %7, %cst_3 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<6.400000e+02> : tensor<f32>
    %9 = stablehlo.divide %cst_4, %cst_5 : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<16x20x2xf32>
    %11 = stablehlo.multiply %10, %6 : tensor<16x20x2xf32>
    %12:2 = call @_odeint_wrapper_12(%2#1, %cst, %arg0, %11) : (tensor<16x20x2xf32>, tensor<20xf32>, tensor<4xf32>, tensor<16x20x2xf32>) -> (tensor<16x2xf32>, tensor<4xf32>)
    %13 = stablehlo.multiply %12#0, %1 : tensor<16x2xf32>
    %14 = call @clip_37(%0#1, %0#2, %13) : (tensor<16x2xf32>, tensor<16x2xf32>, tensor<16x2xf32>) -> tensor<16x2xf32>
    return %8, %12#1, %14 : tensor<f32>, tensor<4xf32>, tensor<16x2xf32>
  }
  func.func private @clip(%arg0: tensor<16x2xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> (tensor<16x2xf32>, tensor<16x2xf32>, tensor<16x2xf32>) {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x2xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<16x2xf32>
    %3 = stablehlo.compare EQ, %arg0, %2, FLOAT : (tensor<16x2xf32>, tensor<16x2xf32>) -> tensor<16x2xi1>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x2xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x2xf32>
    %6 = stablehlo.select %3, %4, %5 : tensor<16x2xi1>, tensor<16x2xf32>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x2xf32>
    %8 = stablehlo.compare EQ, %7, %2, FLOAT : (tensor<16x2xf32>, tensor<16x2xf32>) -> tensor<16x2xi1>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x2xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x2xf32>
    %11 = stablehlo.select %8, %9, %10 : tensor<16x2xi1>, tensor<16x2xf32>
    %12 = stablehlo.divide %6, %11 : tensor<16x2xf32>
    %13 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<16x2xf32>
    %15 = stablehlo.minimum %14, %2 : tensor<16x2xf32>
    %16 = stablehlo.compare EQ, %2, %15, FLOAT : (tensor<16x2xf32>, tensor<16x2xf32>) -> tensor<16x2xi1>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x2xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16x2xf32>
    %19 = stablehlo.select %16, %17, %18 : tensor<16x2xi1>, tensor<16x2xf32>
    %20 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<16x2xf32>
    %21 = stablehlo.compare EQ, %20, %15, FLOAT : (tensor<16x2xf32>, tensor<16x2xf32>) -> tensor<16x2xi1>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16x2xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16x2xf32>
    %24 = stablehlo.select %21, %22, %23 : tensor<16x2xi1>, tensor<16x2xf32>
    %25 = stablehlo.divide %19, %24 : tensor<16x2xf32>
    return %15, %12, %25 : tensor<16x2xf32>, tensor<16x2xf32>, tensor<16x2xf32>
  }
  func.func private @_odeint_wrapper(%arg0: tensor<16x2xf32>, %arg1: tensor<20xf32>, %arg2: tensor<4xf32>) -> (tensor<16x20x2xf32>, tensor<16x20x2xf32>) {
    %cst = stablehlo.constant dense<[2.000000e-01, 3.000000e-01, 8.000000e-01, 0.888888895, 1.000000e+00, 1.000000e+00, 0.000000e+00]> : tensor<7xf32>
    %cst_0 = stablehlo.constant dense<[[2.000000e-01, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [7.500000e-02, 2.250000e-01, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.977777779, -3.73333335, 3.55555558, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [2.95259857, -11.5957937, 9.82289314, -0.290809333, 0.000000e+00, 0.000000e+00, 0.000000e+00], [2.84627533, -10.757576, 8.90642261, 0.278409094, -0.273531318, 0.000000e+00, 0.000000e+00], [0.0911458358, 0.000000e+00, 0.449236304, 0.651041686, -0.322376192, 0.130952388, 0.000000e+00]]> : tensor<6x7xf32>
    %cst_1 = stablehlo.constant dense<[0.0911458358, 0.000000e+00, 0.449236304, 0.651041686, -0.322376192, 0.130952388, 0.000000e+00]> : tensor<7xf32>
    %cst_2 = stablehlo.constant dense<[8.21759284E-4, 0.000000e+00, -0.00283518014, 0.0246527772, -0.0339091979, 0.027936507, -0.0166666675]> : tensor<7xf32>
    %cst_3 = stablehlo.constant dense<[0.100134321, 0.000000e+00, 0.391832173, -0.0298246015, 0.0589326844, -0.0449788868, 0.0239043087]> : tensor<7xf32>
    %0 = stablehlo.slice %arg0 [0:16, 0:2] : (tensor<16x2xf32>) -> tensor<16x2xf32>
    %c = stablehlo.constant dense<-2> : tensor<i32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %1 = call @clip_0(%arg2, %c, %c_4) : (tensor<4xf32>, tensor<i32>, tensor<i32>) -> tensor<4xf32>
    %2 = stablehlo.exponential %1 : tensor<4xf32>
    %3 = stablehlo.slice %2 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %4 = stablehlo.reshape %3 : (tensor<1xf32>) -> tensor<f32>
    %5 = stablehlo.slice %2 [1:2] : (tensor<4xf32>) -> tensor<1xf32>
    %6 = stablehlo.reshape %5 : (tensor<1xf32>) -> tensor<f32>
    %7 = stablehlo.slice %2 [2:3] : (tensor<4xf32>) -> tensor<1xf32>
    %8 = stablehlo.reshape %7 : (tensor<1xf32>) -> tensor<f32>
    %9 = stablehlo.slice %2 [3:4] : (tensor<4xf32>) -> tensor<1xf32>
    %10 = stablehlo.reshape %9 : (tensor<1xf32>) -> tensor<f32>
    %11 = stablehlo.slice %0 [0:16, 0:1] : (tensor<16x2xf32>) -> tensor<16x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<16x1xf32>) -> tensor<16xf32>
    %13 = stablehlo.slice %0 [0:16, 1:2] : (tensor<16x2xf32>) -> tensor<16x1xf32>
    %14 = stablehlo.reshape %13 : (tensor<16x1xf32>) -> tensor<16xf32>
    %15 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %16 = stablehlo.multiply %15, %12 : tensor<16xf32>
    %17 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %18 = stablehlo.multiply %17, %12 : tensor<16xf32>
    %19 = stablehlo.multiply %18, %14 : tensor<16xf32>
    %20 = stablehlo.subtract %16, %19 : tensor<16xf32>
    %21 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %22 = stablehlo.multiply %21, %12 : tensor<16xf32>
    %23 = stablehlo.multiply %22, %14 : tensor<16xf32>
    %24 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %25 = stablehlo.multiply %24, %14 : tensor<16xf32>
    %26 = stablehlo.subtract %23, %25 : tensor<16xf32>
    %27 = stablehlo.broadcast_in_dim %20, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %28 = stablehlo.broadcast_in_dim %26, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %29 = stablehlo.concatenate %27, %28, dim = 0 : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<2x16xf32>
    %30 = stablehlo.abs %arg0 : tensor<16x2xf32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16x2xf32>
    %32 = stablehlo.multiply %30, %31 : tensor<16x2xf32>
    %cst_6 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16x2xf32>
    %34 = stablehlo.add %33, %32 : tensor<16x2xf32>
    %35 = stablehlo.divide %arg0, %34 : tensor<16x2xf32>
    %36 = call @norm(%35) : (tensor<16x2xf32>) -> tensor<16xf32>
    %37 = stablehlo.transpose %29, dims = [1, 0] : (tensor<2x16xf32>) -> tensor<16x2xf32>
    %38 = stablehlo.divide %37, %34 : tensor<16x2xf32>
    %39 = call @norm(%38) : (tensor<16x2xf32>) -> tensor<16xf32>
    %cst_7 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %41 = stablehlo.compare LT, %36, %40, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_8 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %43 = stablehlo.compare LT, %39, %42, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %44 = stablehlo.or %41, %43 : tensor<16xi1>
    %cst_9 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %46 = stablehlo.multiply %45, %36 : tensor<16xf32>
    %47 = stablehlo.divide %46, %39 : tensor<16xf32>
    %cst_10 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %48 = call @_where(%44, %cst_10, %47) : (tensor<16xi1>, tensor<f32>, tensor<16xf32>) -> tensor<16xf32>
    %49 = stablehlo.transpose %29, dims = [1, 0] : (tensor<2x16xf32>) -> tensor<16x2xf32>
    %50 = stablehlo.broadcast_in_dim %48, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x2xf32>
    %52 = stablehlo.multiply %51, %49 : tensor<16x2xf32>
    %53 = stablehlo.add %arg0, %52 : tensor<16x2xf32>
    %54 = stablehlo.slice %53 [0:16, 0:2] : (tensor<16x2xf32>) -> tensor<16x2xf32>
    %c_11 = stablehlo.constant dense<-2> : tensor<i32>
    %c_12 = stablehlo.constant dense<1> : tensor<i32>
    %55 = call @clip_0(%arg2, %c_11, %c_12) : (tensor<4xf32>, tensor<i32>, tensor<i32>) -> tensor<4xf32>
    %56 = stablehlo.exponential %55 : tensor<4xf32>
    %57 = stablehlo.slice %56 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %58 = stablehlo.reshape %57 : (tensor<1xf32>) -> tensor<f32>
    %59 = stablehlo.slice %56 [1:2] : (tensor<4xf32>) -> tensor<1xf32>
    %60 = stablehlo.reshape %59 : (tensor<1xf32>) -> tensor<f32>
    %61 = stablehlo.slice %56 [2:3] : (tensor<4xf32>) -> tensor<1xf32>
    %62 = stablehlo.reshape %61 : (tensor<1xf32>) -> tensor<f32>
    %63 = stablehlo.slice %56 [3:4] : (tensor<4xf32>) -> tensor<1xf32>
    %64 = stablehlo.reshape %63 : (tensor<1xf32>) -> tensor<f32>
    %65 = stablehlo.slice %54 [0:16, 0:1] : (tensor<16x2xf32>) -> tensor<16x1xf32>
    %66 = stablehlo.reshape %65 : (tensor<16x1xf32>) -> tensor<16xf32>
    %67 = stablehlo.slice %54 [0:16, 1:2] : (tensor<16x2xf32>) -> tensor<16x1xf32>
    %68 = stablehlo.reshape %67 : (tensor<16x1xf32>) -> tensor<16xf32>
    %69 = stablehlo.broadcast_in_dim %58, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %70 = stablehlo.multiply %69, %66 : tensor<16xf32>
    %71 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %72 = stablehlo.multiply %71, %66 : tensor<16xf32>
    %73 = stablehlo.multiply %72, %68 : tensor<16xf32>
    %74 = stablehlo.subtract %70, %73 : tensor<16xf32>
    %75 = stablehlo.broadcast_in_dim %64, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %76 = stablehlo.multiply %75, %66 : tensor<16xf32>
    %77 = stablehlo.multiply %76, %68 : tensor<16xf32>
    %78 = stablehlo.broadcast_in_dim %62, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %79 = stablehlo.multiply %78, %68 : tensor<16xf32>
    %80 = stablehlo.subtract %77, %79 : tensor<16xf32>
    %81 = stablehlo.broadcast_in_dim %74, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %82 = stablehlo.broadcast_in_dim %80, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %83 = stablehlo.concatenate %81, %82, dim = 0 : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<2x16xf32>
    %84 = stablehlo.subtract %83, %29 : tensor<2x16xf32>
    %85 = stablehlo.transpose %84, dims = [1, 0] : (tensor<2x16xf32>) -> tensor<16x2xf32>
    %86 = stablehlo.divide %85, %34 : tensor<16x2xf32>
    %87 = call @norm(%86) : (tensor<16x2xf32>) -> tensor<16xf32>
    %88 = stablehlo.divide %87, %48 : tensor<16xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %90 = stablehlo.compare LE, %39, %89, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_14 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %92 = stablehlo.compare LE, %88, %91, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %93 = stablehlo.and %90, %92 : tensor<16xi1>
    %cst_15 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %95 = stablehlo.multiply %48, %94 : tensor<16xf32>
    %cst_16 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %97 = stablehlo.maximum %96, %95 : tensor<16xf32>
    %98 = stablehlo.maximum %39, %88 : tensor<16xf32>
    %cst_17 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %100 = stablehlo.divide %99, %98 : tensor<16xf32>
    %cst_18 = stablehlo.constant dense<2.000000e-01> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %102 = stablehlo.power %100, %101 : tensor<16xf32>
    %103 = call @_where_1(%93, %97, %102) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %105 = stablehlo.multiply %104, %48 : tensor<16xf32>
    %106 = stablehlo.minimum %105, %103 : tensor<16xf32>
    %cst_20 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = call @clip_2(%106, %cst_20, %cst_21) : (tensor<16xf32>, tensor<f32>, tensor<f32>) -> tensor<16xf32>
    %108 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<16x2xf32>) -> tensor<16x1x2xf32>
    %109 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<16x2xf32>) -> tensor<16x1x2xf32>
    %110 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<16x2xf32>) -> tensor<16x1x2xf32>
    %111 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<16x2xf32>) -> tensor<16x1x2xf32>
    %112 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<16x2xf32>) -> tensor<16x1x2xf32>
    %113 = stablehlo.concatenate %108, %109, %110, %111, %112, dim = 1 : (tensor<16x1x2xf32>, tensor<16x1x2xf32>, tensor<16x1x2xf32>, tensor<16x1x2xf32>, tensor<16x1x2xf32>) -> tensor<16x5x2xf32>
    %114 = stablehlo.slice %arg1 [0:1] : (tensor<20xf32>) -> tensor<1xf32>
    %115 = stablehlo.reshape %114 : (tensor<1xf32>) -> tensor<f32>
    %116 = stablehlo.slice %arg1 [0:1] : (tensor<20xf32>) -> tensor<1xf32>
    %117 = stablehlo.reshape %116 : (tensor<1xf32>) -> tensor<f32>
    %118 = stablehlo.slice %arg1 [1:20] : (tensor<20xf32>) -> tensor<19xf32>
    %119 = stablehlo.transpose %29, dims = [1, 0] : (tensor<2x16xf32>) -> tensor<16x2xf32>
    %120 = stablehlo.broadcast_in_dim %115, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %121 = stablehlo.broadcast_in_dim %117, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<19x16x2xf32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %123:15 = stablehlo.while(%iterArg = %118, %iterArg_24 = %cst, %iterArg_25 = %cst_0, %iterArg_26 = %cst_1, %iterArg_27 = %cst_2, %iterArg_28 = %arg2, %iterArg_29 = %cst_3, %iterArg_30 = %c_23, %iterArg_31 = %arg0, %iterArg_32 = %119, %iterArg_33 = %120, %iterArg_34 = %107, %iterArg_35 = %121, %iterArg_36 = %113, %iterArg_37 = %122) : tensor<19xf32>, tensor<7xf32>, tensor<6x7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<4xf32>, tensor<7xf32>, tensor<i32>, tensor<16x2xf32>, tensor<16x2xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x5x2xf32>, tensor<19x16x2xf32>
    cond {
      %c_38 = stablehlo.constant dense<19> : tensor<i32>
      %128 = stablehlo.compare LT, %iterArg_30, %c_38, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %128 : tensor<i1>
    } do {
      %128 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_30) : (tensor<19xf32>, tensor<i32>) -> tensor<f32>
      %129:7 = func.call @closed_call(%iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %iterArg_28, %iterArg_29, %iterArg_31, %iterArg_32, %iterArg_33, %iterArg_34, %iterArg_35, %iterArg_36, %128) : (tensor<7xf32>, tensor<6x7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<4xf32>, tensor<7xf32>, tensor<16x2xf32>, tensor<16x2xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x5x2xf32>, tensor<f32>) -> (tensor<16x2xf32>, tensor<16x2xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x5x2xf32>, tensor<16x2xf32>)
      %130 = func.call @dynamic_update_index_in_dim(%iterArg_37, %129#6, %iterArg_30) : (tensor<19x16x2xf32>, tensor<16x2xf32>, tensor<i32>) -> tensor<19x16x2xf32>
      %c_38 = stablehlo.constant dense<1> : tensor<i32>
      %131 = stablehlo.add %iterArg_30, %c_38 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %iterArg_28, %iterArg_29, %131, %129#0, %129#1, %129#2, %129#3, %129#4, %129#5, %130 : tensor<19xf32>, tensor<7xf32>, tensor<6x7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<4xf32>, tensor<7xf32>, tensor<i32>, tensor<16x2xf32>, tensor<16x2xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x5x2xf32>, tensor<19x16x2xf32>
    }
    %124 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<16x2xf32>) -> tensor<16x1x2xf32>
    %125 = stablehlo.transpose %123#14, dims = [1, 0, 2] : (tensor<19x16x2xf32>) -> tensor<16x19x2xf32>
    %126 = stablehlo.concatenate %124, %125, dim = 1 : (tensor<16x1x2xf32>, tensor<16x19x2xf32>) -> tensor<16x20x2xf32>
    %127 = stablehlo.slice %126 [0:16, 0:20, 0:2] : (tensor<16x20x2xf32>) -> tensor<16x20x2xf32>
    return %127, %126 : tensor<16x20x2xf32>, tensor<16x20x2xf32>
  }
  func.func private @clip_0(%arg0: tensor<4xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<4xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4xf32>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<4xf32>
    return %5 : tensor<4xf32>
  }
  func.func private @norm(%arg0: tensor<16x2xf32>) -> tensor<16xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<16x2xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.sqrt %1 : tensor<16xf32>
    return %2 : tensor<16xf32>
  }
  func.func private @_where(%arg0: tensor<16xi1>, %arg1: tensor<f32>, %arg2: tensor<16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<16xi1>, tensor<16xf32>
    return %2 : tensor<16xf32>
  }
  func.func private @_where_1(%arg0: tensor<16xi1>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<16xi1>, tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func private @clip_2(%arg0: tensor<16xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<16xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<16xf32>
    %3 = stablehlo.convert %arg1 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<16xf32>
    return %5 : tensor<16xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<19xf32>, %arg1: tensor<i32>) -> tensor<f32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<19xf32>, tensor<i32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @closed_call(%arg0: tensor<7xf32>, %arg1: tensor<6x7xf32>, %arg2: tensor<7xf32>, %arg3: tensor<7xf32>, %arg4: tensor<4xf32>, %arg5: tensor<7xf32>, %arg6: tensor<16x2xf32>, %arg7: tensor<16x2xf32>, %arg8: tensor<16xf32>, %arg9: tensor<16xf32>, %arg10: tensor<16xf32>, %arg11: tensor<16x5x2xf32>, %arg12: tensor<f32>) -> (tensor<16x2xf32>, tensor<16x2xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x5x2xf32>, tensor<16x2xf32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %1:14 = stablehlo.while(%iterArg = %arg12, %iterArg_0 = %arg0, %iterArg_1 = %arg1, %iterArg_2 = %arg2, %iterArg_3 = %arg3, %iterArg_4 = %arg4, %iterArg_5 = %arg5, %iterArg_6 = %0, %iterArg_7 = %arg6, %iterArg_8 = %arg7, %iterArg_9 = %arg8, %iterArg_10 = %arg9, %iterArg_11 = %arg10, %iterArg_12 = %arg11) : tensor<f32>, tensor<7xf32>, tensor<6x7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<4xf32>, tensor<7xf32>, tensor<16xi32>, tensor<16x2xf32>, tensor<16x2xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x5x2xf32>
    cond {
      %7 = stablehlo.broadcast_in_dim %iterArg, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %8 = stablehlo.compare LT, %iterArg_9, %7, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %c_13 = stablehlo.constant dense<500> : tensor<i32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<16xi32>
      %10 = stablehlo.compare LT, %iterArg_6, %9, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
      %c_14 = stablehlo.constant dense<false> : tensor<i1>
      %11 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i1>) -> tensor<16xi1>
      %12 = stablehlo.compare NE, %10, %11, UNSIGNED : (tensor<16xi1>, tensor<16xi1>) -> tensor<16xi1>
      %13 = stablehlo.convert %12 : tensor<16xi1>
      %14 = stablehlo.and %8, %13 : tensor<16xi1>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %16 = stablehlo.compare GT, %iterArg_10, %15, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %17 = stablehlo.and %14, %16 : tensor<16xi1>
      %c_15 = stablehlo.constant dense<false> : tensor<i1>
      %18 = stablehlo.reduce(%17 init: %c_15) applies stablehlo.or across dimensions = [0] : (tensor<16xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %18 : tensor<i1>
    } do {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7x2xf32>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      %8 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %9 = stablehlo.broadcast_in_dim %7, dims = [1, 2] : (tensor<7x2xf32>) -> tensor<16x7x2xf32>
      %10 = "stablehlo.scatter"(%9, %8, %iterArg_8) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
      ^bb0(%arg13: tensor<f32>, %arg14: tensor<f32>):
        stablehlo.return %arg14 : tensor<f32>
      }) : (tensor<16x7x2xf32>, tensor<1xi32>, tensor<16x2xf32>) -> tensor<16x7x2xf32>
      %c_14 = stablehlo.constant dense<1> : tensor<i32>
      %c_15 = stablehlo.constant dense<0> : tensor<i32>
      %11:9 = stablehlo.while(%iterArg_50 = %iterArg_0, %iterArg_51 = %iterArg_10, %iterArg_52 = %iterArg_9, %iterArg_53 = %iterArg_1, %iterArg_54 = %iterArg_7, %iterArg_55 = %iterArg_4, %iterArg_56 = %c_15, %iterArg_57 = %c_14, %iterArg_58 = %10) : tensor<7xf32>, tensor<16xf32>, tensor<16xf32>, tensor<6x7xf32>, tensor<16x2xf32>, tensor<4xf32>, tensor<i32>, tensor<i32>, tensor<16x7x2xf32>
      cond {
        %c_59 = stablehlo.constant dense<6> : tensor<i32>
        %169 = stablehlo.compare LT, %iterArg_56, %c_59, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %169 : tensor<i1>
      } do {
        %169:2 = func.call @closed_call_3(%iterArg_50, %iterArg_51, %iterArg_52, %iterArg_53, %iterArg_54, %iterArg_55, %iterArg_57, %iterArg_58) : (tensor<7xf32>, tensor<16xf32>, tensor<16xf32>, tensor<6x7xf32>, tensor<16x2xf32>, tensor<4xf32>, tensor<i32>, tensor<16x7x2xf32>) -> (tensor<i32>, tensor<16x7x2xf32>)
        %c_59 = stablehlo.constant dense<1> : tensor<i32>
        %170 = stablehlo.add %iterArg_56, %c_59 : tensor<i32>
        stablehlo.return %iterArg_50, %iterArg_51, %iterArg_52, %iterArg_53, %iterArg_54, %iterArg_55, %170, %169#0, %169#1 : tensor<7xf32>, tensor<16xf32>, tensor<16xf32>, tensor<6x7xf32>, tensor<16x2xf32>, tensor<4xf32>, tensor<i32>, tensor<i32>, tensor<16x7x2xf32>
      }
      %12 = stablehlo.dot_general %iterArg_2, %11#8, contracting_dims = [0] x [1], precision = [HIGHEST, HIGHEST] : (tensor<7xf32>, tensor<16x7x2xf32>) -> tensor<16x2xf32>
      %13 = stablehlo.broadcast_in_dim %iterArg_10, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
      %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x2xf32>
      %15 = stablehlo.multiply %14, %12 : tensor<16x2xf32>
      %16 = stablehlo.add %15, %iterArg_7 : tensor<16x2xf32>
      %17 = stablehlo.dot_general %iterArg_3, %11#8, contracting_dims = [0] x [1], precision = [HIGHEST, HIGHEST] : (tensor<7xf32>, tensor<16x7x2xf32>) -> tensor<16x2xf32>
      %18 = stablehlo.broadcast_in_dim %iterArg_10, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
      %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x2xf32>
      %20 = stablehlo.multiply %19, %17 : tensor<16x2xf32>
      %21 = stablehlo.slice %11#8 [0:16, 6:7, 0:2] : (tensor<16x7x2xf32>) -> tensor<16x1x2xf32>
      %22 = stablehlo.reshape %21 : (tensor<16x1x2xf32>) -> tensor<16x2xf32>
      %23 = stablehlo.add %iterArg_9, %iterArg_10 : tensor<16xf32>
      %24 = stablehlo.abs %iterArg_7 : tensor<16x2xf32>
      %25 = stablehlo.abs %16 : tensor<16x2xf32>
      %26 = stablehlo.maximum %24, %25 : tensor<16x2xf32>
      %cst_16 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %27 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<16x2xf32>
      %28 = stablehlo.multiply %27, %26 : tensor<16x2xf32>
      %cst_17 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %29 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16x2xf32>
      %30 = stablehlo.add %29, %28 : tensor<16x2xf32>
      %31 = stablehlo.divide %20, %30 : tensor<16x2xf32>
      %32 = stablehlo.multiply %31, %31 : tensor<16x2xf32>
      %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %33 = stablehlo.reduce(%32 init: %cst_18) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
      %cst_19 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %34 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %35 = stablehlo.divide %33, %34 : tensor<16xf32>
      %36 = stablehlo.sqrt %35 : tensor<16xf32>
      %37 = stablehlo.dot_general %iterArg_5, %11#8, contracting_dims = [0] x [1], precision = [HIGHEST, HIGHEST] : (tensor<7xf32>, tensor<16x7x2xf32>) -> tensor<16x2xf32>
      %38 = stablehlo.broadcast_in_dim %iterArg_10, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
      %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x2xf32>
      %40 = stablehlo.multiply %39, %37 : tensor<16x2xf32>
      %41 = stablehlo.add %iterArg_7, %40 : tensor<16x2xf32>
      %42 = stablehlo.slice %11#8 [0:16, 0:1, 0:2] : (tensor<16x7x2xf32>) -> tensor<16x1x2xf32>
      %43 = stablehlo.reshape %42 : (tensor<16x1x2xf32>) -> tensor<16x2xf32>
      %44 = stablehlo.slice %11#8 [0:16, 6:7, 0:2] : (tensor<16x7x2xf32>) -> tensor<16x1x2xf32>
      %45 = stablehlo.reshape %44 : (tensor<16x1x2xf32>) -> tensor<16x2xf32>
      %cst_20 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
      %46 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %47 = stablehlo.multiply %46, %iterArg_10 : tensor<16xf32>
      %48 = stablehlo.broadcast_in_dim %47, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
      %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x2xf32>
      %50 = stablehlo.multiply %49, %43 : tensor<16x2xf32>
      %cst_21 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %51 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %52 = stablehlo.multiply %51, %iterArg_10 : tensor<16xf32>
      %53 = stablehlo.broadcast_in_dim %52, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
      %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x2xf32>
      %55 = stablehlo.multiply %54, %45 : tensor<16x2xf32>
      %56 = stablehlo.add %50, %55 : tensor<16x2xf32>
      %cst_22 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %57 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<16x2xf32>
      %58 = stablehlo.multiply %57, %iterArg_7 : tensor<16x2xf32>
      %59 = stablehlo.subtract %56, %58 : tensor<16x2xf32>
      %cst_23 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %60 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<16x2xf32>
      %61 = stablehlo.multiply %60, %16 : tensor<16x2xf32>
      %62 = stablehlo.subtract %59, %61 : tensor<16x2xf32>
      %cst_24 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %63 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<16x2xf32>
      %64 = stablehlo.multiply %63, %41 : tensor<16x2xf32>
      %65 = stablehlo.add %62, %64 : tensor<16x2xf32>
      %cst_25 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
      %66 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %67 = stablehlo.multiply %66, %iterArg_10 : tensor<16xf32>
      %68 = stablehlo.broadcast_in_dim %67, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
      %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x2xf32>
      %70 = stablehlo.multiply %69, %43 : tensor<16x2xf32>
      %cst_26 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
      %71 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %72 = stablehlo.multiply %71, %iterArg_10 : tensor<16xf32>
      %73 = stablehlo.broadcast_in_dim %72, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
      %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x2xf32>
      %75 = stablehlo.multiply %74, %45 : tensor<16x2xf32>
      %76 = stablehlo.subtract %70, %75 : tensor<16x2xf32>
      %cst_27 = stablehlo.constant dense<1.800000e+01> : tensor<f32>
      %77 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<16x2xf32>
      %78 = stablehlo.multiply %77, %iterArg_7 : tensor<16x2xf32>
      %79 = stablehlo.add %76, %78 : tensor<16x2xf32>
      %cst_28 = stablehlo.constant dense<1.400000e+01> : tensor<f32>
      %80 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<16x2xf32>
      %81 = stablehlo.multiply %80, %16 : tensor<16x2xf32>
      %82 = stablehlo.add %79, %81 : tensor<16x2xf32>
      %cst_29 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
      %83 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<16x2xf32>
      %84 = stablehlo.multiply %83, %41 : tensor<16x2xf32>
      %85 = stablehlo.subtract %82, %84 : tensor<16x2xf32>
      %cst_30 = stablehlo.constant dense<-4.000000e+00> : tensor<f32>
      %86 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %87 = stablehlo.multiply %86, %iterArg_10 : tensor<16xf32>
      %88 = stablehlo.broadcast_in_dim %87, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
      %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x2xf32>
      %90 = stablehlo.multiply %89, %43 : tensor<16x2xf32>
      %91 = stablehlo.broadcast_in_dim %iterArg_10, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
      %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x2xf32>
      %93 = stablehlo.multiply %92, %45 : tensor<16x2xf32>
      %94 = stablehlo.add %90, %93 : tensor<16x2xf32>
      %cst_31 = stablehlo.constant dense<1.100000e+01> : tensor<f32>
      %95 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<16x2xf32>
      %96 = stablehlo.multiply %95, %iterArg_7 : tensor<16x2xf32>
      %97 = stablehlo.subtract %94, %96 : tensor<16x2xf32>
      %cst_32 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
      %98 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<16x2xf32>
      %99 = stablehlo.multiply %98, %16 : tensor<16x2xf32>
      %100 = stablehlo.subtract %97, %99 : tensor<16x2xf32>
      %cst_33 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %101 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<16x2xf32>
      %102 = stablehlo.multiply %101, %41 : tensor<16x2xf32>
      %103 = stablehlo.add %100, %102 : tensor<16x2xf32>
      %104 = stablehlo.broadcast_in_dim %iterArg_10, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
      %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x2xf32>
      %106 = stablehlo.multiply %105, %43 : tensor<16x2xf32>
      %107 = stablehlo.broadcast_in_dim %65, dims = [0, 2] : (tensor<16x2xf32>) -> tensor<16x1x2xf32>
      %108 = stablehlo.broadcast_in_dim %85, dims = [0, 2] : (tensor<16x2xf32>) -> tensor<16x1x2xf32>
      %109 = stablehlo.broadcast_in_dim %103, dims = [0, 2] : (tensor<16x2xf32>) -> tensor<16x1x2xf32>
      %110 = stablehlo.broadcast_in_dim %106, dims = [0, 2] : (tensor<16x2xf32>) -> tensor<16x1x2xf32>
      %111 = stablehlo.broadcast_in_dim %iterArg_7, dims = [0, 2] : (tensor<16x2xf32>) -> tensor<16x1x2xf32>
      %112 = stablehlo.concatenate %107, %108, %109, %110, %111, dim = 1 : (tensor<16x1x2xf32>, tensor<16x1x2xf32>, tensor<16x1x2xf32>, tensor<16x1x2xf32>, tensor<16x1x2xf32>) -> tensor<16x5x2xf32>
      %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %113 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %114 = stablehlo.compare LT, %36, %113, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %cst_36 = stablehlo.constant dense<2.000000e-01> : tensor<f32>
      %115 = func.call @_where_5(%114, %cst_35, %cst_36) : (tensor<16xi1>, tensor<f32>, tensor<f32>) -> tensor<16xf32>
      %cst_37 = stablehlo.constant dense<-2.000000e-01> : tensor<f32>
      %116 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %117 = stablehlo.power %36, %116 : tensor<16xf32>
      %cst_38 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %118 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %119 = stablehlo.multiply %117, %118 : tensor<16xf32>
      %120 = stablehlo.convert %115 : tensor<16xf32>
      %121 = stablehlo.maximum %119, %120 : tensor<16xf32>
      %cst_39 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
      %122 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %123 = stablehlo.minimum %122, %121 : tensor<16xf32>
      %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %124 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %125 = stablehlo.compare EQ, %36, %124, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %cst_41 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
      %126 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %127 = stablehlo.multiply %iterArg_10, %126 : tensor<16xf32>
      %128 = stablehlo.multiply %iterArg_10, %123 : tensor<16xf32>
      %129 = func.call @_where_6(%125, %127, %128) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %cst_42 = stablehlo.constant dense<0x7F800000> : tensor<f32>
      %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %130 = func.call @clip_7(%129, %cst_42, %cst_43) : (tensor<16xf32>, tensor<f32>, tensor<f32>) -> tensor<16xf32>
      %c_44 = stablehlo.constant dense<1> : tensor<i32>
      %131 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i32>) -> tensor<16xi32>
      %132 = stablehlo.add %iterArg_6, %131 : tensor<16xi32>
      %c_45 = stablehlo.constant dense<1> : tensor<i32>
      %133 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i32>) -> tensor<16xi32>
      %134 = stablehlo.add %iterArg_6, %133 : tensor<16xi32>
      %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %135 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %136 = stablehlo.compare LE, %36, %135, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %137 = func.call @_where_8(%136, %132, %134) : (tensor<16xi1>, tensor<16xi32>, tensor<16xi32>) -> tensor<16xi32>
      %138 = func.call @_where_9(%136, %16, %iterArg_7) : (tensor<16xi1>, tensor<16x2xf32>, tensor<16x2xf32>) -> tensor<16x2xf32>
      %139 = func.call @_where_9(%136, %22, %iterArg_8) : (tensor<16xi1>, tensor<16x2xf32>, tensor<16x2xf32>) -> tensor<16x2xf32>
      %140 = func.call @_where_6(%136, %23, %iterArg_9) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %141 = func.call @_where_6(%136, %130, %130) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %142 = func.call @_where_6(%136, %iterArg_9, %iterArg_11) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %143 = func.call @_where_10(%136, %112, %iterArg_12) : (tensor<16xi1>, tensor<16x5x2xf32>, tensor<16x5x2xf32>) -> tensor<16x5x2xf32>
      %144 = stablehlo.broadcast_in_dim %iterArg, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %145 = stablehlo.compare LT, %iterArg_9, %144, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %c_47 = stablehlo.constant dense<500> : tensor<i32>
      %146 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i32>) -> tensor<16xi32>
      %147 = stablehlo.compare LT, %iterArg_6, %146, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
      %c_48 = stablehlo.constant dense<false> : tensor<i1>
      %148 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i1>) -> tensor<16xi1>
      %149 = stablehlo.compare NE, %147, %148, UNSIGNED : (tensor<16xi1>, tensor<16xi1>) -> tensor<16xi1>
      %150 = stablehlo.convert %149 : tensor<16xi1>
      %151 = stablehlo.and %145, %150 : tensor<16xi1>
      %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %152 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %153 = stablehlo.compare GT, %iterArg_10, %152, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %154 = stablehlo.and %151, %153 : tensor<16xi1>
      %155 = stablehlo.broadcast_in_dim %154, dims = [0] : (tensor<16xi1>) -> tensor<16xi1>
      %156 = stablehlo.select %155, %137, %iterArg_6 : tensor<16xi1>, tensor<16xi32>
      %157 = stablehlo.broadcast_in_dim %154, dims = [0] : (tensor<16xi1>) -> tensor<16x2xi1>
      %158 = stablehlo.select %157, %138, %iterArg_7 : tensor<16x2xi1>, tensor<16x2xf32>
      %159 = stablehlo.broadcast_in_dim %154, dims = [0] : (tensor<16xi1>) -> tensor<16x2xi1>
      %160 = stablehlo.select %159, %139, %iterArg_8 : tensor<16x2xi1>, tensor<16x2xf32>
      %161 = stablehlo.broadcast_in_dim %154, dims = [0] : (tensor<16xi1>) -> tensor<16xi1>
      %162 = stablehlo.select %161, %140, %iterArg_9 : tensor<16xi1>, tensor<16xf32>
      %163 = stablehlo.broadcast_in_dim %154, dims = [0] : (tensor<16xi1>) -> tensor<16xi1>
      %164 = stablehlo.select %163, %141, %iterArg_10 : tensor<16xi1>, tensor<16xf32>
      %165 = stablehlo.broadcast_in_dim %154, dims = [0] : (tensor<16xi1>) -> tensor<16xi1>
      %166 = stablehlo.select %165, %142, %iterArg_11 : tensor<16xi1>, tensor<16xf32>
      %167 = stablehlo.broadcast_in_dim %154, dims = [0] : (tensor<16xi1>) -> tensor<16x5x2xi1>
      %168 = stablehlo.select %167, %143, %iterArg_12 : tensor<16x5x2xi1>, tensor<16x5x2xf32>
      stablehlo.return %iterArg, %iterArg_0, %iterArg_1, %iterArg_2, %iterArg_3, %iterArg_4, %iterArg_5, %156, %158, %160, %162, %164, %166, %168 : tensor<f32>, tensor<7xf32>, tensor<6x7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<4xf32>, tensor<7xf32>, tensor<16xi32>, tensor<16x2xf32>, tensor<16x2xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x5x2xf32>
    }
    %2 = stablehlo.broadcast_in_dim %arg12, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %3 = stablehlo.subtract %2, %1#12 : tensor<16xf32>
    %4 = stablehlo.subtract %1#10, %1#12 : tensor<16xf32>
    %5 = stablehlo.divide %3, %4 : tensor<16xf32>
    %6 = call @polyval(%1#13, %5) : (tensor<16x5x2xf32>, tensor<16xf32>) -> tensor<16x2xf32>
    return %1#8, %1#9, %1#10, %1#11, %1#12, %1#13, %6 : tensor<16x2xf32>, tensor<16x2xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x5x2xf32>, tensor<16x2xf32>
  }
  func.func private @closed_call_3(%arg0: tensor<7xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<6x7xf32>, %arg4: tensor<16x2xf32>, %arg5: tensor<4xf32>, %arg6: tensor<i32>, %arg7: tensor<16x7x2xf32>) -> (tensor<i32>, tensor<16x7x2xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg6, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.subtract %arg6, %c_0 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare LT, %1, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.convert %1 : tensor<i32>
    %c_2 = stablehlo.constant dense<7> : tensor<i32>
    %4 = stablehlo.add %3, %c_2 : tensor<i32>
    %5 = stablehlo.select %2, %4, %1 : tensor<i1>, tensor<i32>
    %6 = stablehlo.dynamic_slice %arg0, %5, sizes = [1] : (tensor<7xf32>, tensor<i32>) -> tensor<1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1xf32>) -> tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %9 = stablehlo.multiply %arg1, %8 : tensor<16xf32>
    %10 = stablehlo.add %arg2, %9 : tensor<16xf32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.subtract %arg6, %c_3 : tensor<i32>
    %12 = stablehlo.convert %11 : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.compare LT, %12, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_5 = stablehlo.constant dense<6> : tensor<i32>
    %14 = stablehlo.add %12, %c_5 : tensor<i32>
    %15 = stablehlo.select %13, %14, %12 : tensor<i1>, tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.compare LT, %c_6, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<7> : tensor<i32>
    %17 = stablehlo.add %c_8, %c_9 : tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.select %16, %17, %c_10 : tensor<i1>, tensor<i32>
    %19 = stablehlo.dynamic_slice %arg3, %15, %18, sizes = [1, 7] : (tensor<6x7xf32>, tensor<i32>, tensor<i32>) -> tensor<1x7xf32>
    %20 = stablehlo.reshape %19 : (tensor<1x7xf32>) -> tensor<7xf32>
    %21 = stablehlo.dot_general %20, %arg7, contracting_dims = [0] x [1], precision = [HIGHEST, HIGHEST] : (tensor<7xf32>, tensor<16x7x2xf32>) -> tensor<16x2xf32>
    %22 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x2xf32>
    %24 = stablehlo.multiply %23, %21 : tensor<16x2xf32>
    %25 = stablehlo.add %arg4, %24 : tensor<16x2xf32>
    %26 = stablehlo.slice %25 [0:16, 0:2] : (tensor<16x2xf32>) -> tensor<16x2xf32>
    %c_11 = stablehlo.constant dense<-2> : tensor<i32>
    %c_12 = stablehlo.constant dense<1> : tensor<i32>
    %27 = call @clip_4(%arg5, %c_11, %c_12) : (tensor<4xf32>, tensor<i32>, tensor<i32>) -> tensor<4xf32>
    %28 = stablehlo.exponential %27 : tensor<4xf32>
    %29 = stablehlo.slice %28 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %30 = stablehlo.reshape %29 : (tensor<1xf32>) -> tensor<f32>
    %31 = stablehlo.slice %28 [1:2] : (tensor<4xf32>) -> tensor<1xf32>
    %32 = stablehlo.reshape %31 : (tensor<1xf32>) -> tensor<f32>
    %33 = stablehlo.slice %28 [2:3] : (tensor<4xf32>) -> tensor<1xf32>
    %34 = stablehlo.reshape %33 : (tensor<1xf32>) -> tensor<f32>
    %35 = stablehlo.slice %28 [3:4] : (tensor<4xf32>) -> tensor<1xf32>
    %36 = stablehlo.reshape %35 : (tensor<1xf32>) -> tensor<f32>
    %37 = stablehlo.slice %26 [0:16, 0:1] : (tensor<16x2xf32>) -> tensor<16x1xf32>
    %38 = stablehlo.reshape %37 : (tensor<16x1xf32>) -> tensor<16xf32>
    %39 = stablehlo.slice %26 [0:16, 1:2] : (tensor<16x2xf32>) -> tensor<16x1xf32>
    %40 = stablehlo.reshape %39 : (tensor<16x1xf32>) -> tensor<16xf32>
    %41 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %42 = stablehlo.multiply %41, %38 : tensor<16xf32>
    %43 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %44 = stablehlo.multiply %43, %38 : tensor<16xf32>
    %45 = stablehlo.multiply %44, %40 : tensor<16xf32>
    %46 = stablehlo.subtract %42, %45 : tensor<16xf32>
    %47 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %48 = stablehlo.multiply %47, %38 : tensor<16xf32>
    %49 = stablehlo.multiply %48, %40 : tensor<16xf32>
    %50 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %51 = stablehlo.multiply %50, %40 : tensor<16xf32>
    %52 = stablehlo.subtract %49, %51 : tensor<16xf32>
    %53 = stablehlo.broadcast_in_dim %46, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %54 = stablehlo.broadcast_in_dim %52, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %55 = stablehlo.concatenate %53, %54, dim = 0 : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<2x16xf32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %56 = stablehlo.compare LT, %arg6, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_14 = stablehlo.constant dense<7> : tensor<i32>
    %57 = stablehlo.add %arg6, %c_14 : tensor<i32>
    %58 = stablehlo.select %56, %57, %arg6 : tensor<i1>, tensor<i32>
    %59 = stablehlo.convert %58 : tensor<i32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %61 = stablehlo.transpose %55, dims = [1, 0] : (tensor<2x16xf32>) -> tensor<16x2xf32>
    %62 = "stablehlo.scatter"(%arg7, %60, %61) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<16x7x2xf32>, tensor<1xi32>, tensor<16x2xf32>) -> tensor<16x7x2xf32>
    return %0, %62 : tensor<i32>, tensor<16x7x2xf32>
  }
  func.func private @clip_4(%arg0: tensor<4xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<4xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4xf32>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<4xf32>
    return %5 : tensor<4xf32>
  }
  func.func private @_where_5(%arg0: tensor<16xi1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.select %arg0, %1, %0 : tensor<16xi1>, tensor<16xf32>
    return %2 : tensor<16xf32>
  }
  func.func private @_where_6(%arg0: tensor<16xi1>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<16xi1>, tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func private @clip_7(%arg0: tensor<16xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<16xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<16xf32>
    %3 = stablehlo.convert %arg1 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<16xf32>
    return %5 : tensor<16xf32>
  }
  func.func private @_where_8(%arg0: tensor<16xi1>, %arg1: tensor<16xi32>, %arg2: tensor<16xi32>) -> tensor<16xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<16xi1>, tensor<16xi32>
    return %0 : tensor<16xi32>
  }
  func.func private @_where_9(%arg0: tensor<16xi1>, %arg1: tensor<16x2xf32>, %arg2: tensor<16x2xf32>) -> tensor<16x2xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<16xi1>) -> tensor<16x2xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<16x2xi1>, tensor<16x2xf32>
    return %1 : tensor<16x2xf32>
  }
  func.func private @_where_10(%arg0: tensor<16xi1>, %arg1: tensor<16x5x2xf32>, %arg2: tensor<16x5x2xf32>) -> tensor<16x5x2xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<16xi1>) -> tensor<16x5x2xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<16x5x2xi1>, tensor<16x5x2xf32>
    return %1 : tensor<16x5x2xf32>
  }
  func.func private @polyval(%arg0: tensor<16x5x2xf32>, %arg1: tensor<16xf32>) -> tensor<16x2xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<2xf32>) -> tensor<16x2xf32>
    %2 = stablehlo.transpose %arg0, dims = [1, 0, 2] : (tensor<16x5x2xf32>) -> tensor<5x16x2xf32>
    %3 = stablehlo.slice %2 [0:0, 0:16, 0:2] : (tensor<5x16x2xf32>) -> tensor<0x16x2xf32>
    %4 = stablehlo.slice %2 [0:5, 0:16, 0:2] : (tensor<5x16x2xf32>) -> tensor<5x16x2xf32>
    %5 = stablehlo.slice %4 [0:1, 0:16, 0:2] : (tensor<5x16x2xf32>) -> tensor<1x16x2xf32>
    %6 = stablehlo.reshape %5 : (tensor<1x16x2xf32>) -> tensor<16x2xf32>
    %7 = call @closed_call_11(%arg1, %1, %6) : (tensor<16xf32>, tensor<16x2xf32>, tensor<16x2xf32>) -> tensor<16x2xf32>
    %8 = stablehlo.slice %4 [1:2, 0:16, 0:2] : (tensor<5x16x2xf32>) -> tensor<1x16x2xf32>
    %9 = stablehlo.reshape %8 : (tensor<1x16x2xf32>) -> tensor<16x2xf32>
    %10 = call @closed_call_11(%arg1, %7, %9) : (tensor<16xf32>, tensor<16x2xf32>, tensor<16x2xf32>) -> tensor<16x2xf32>
    %11 = stablehlo.slice %4 [2:3, 0:16, 0:2] : (tensor<5x16x2xf32>) -> tensor<1x16x2xf32>
    %12 = stablehlo.reshape %11 : (tensor<1x16x2xf32>) -> tensor<16x2xf32>
    %13 = call @closed_call_11(%arg1, %10, %12) : (tensor<16xf32>, tensor<16x2xf32>, tensor<16x2xf32>) -> tensor<16x2xf32>
    %14 = stablehlo.slice %4 [3:4, 0:16, 0:2] : (tensor<5x16x2xf32>) -> tensor<1x16x2xf32>
    %15 = stablehlo.reshape %14 : (tensor<1x16x2xf32>) -> tensor<16x2xf32>
    %16 = call @closed_call_11(%arg1, %13, %15) : (tensor<16xf32>, tensor<16x2xf32>, tensor<16x2xf32>) -> tensor<16x2xf32>
    %17 = stablehlo.slice %4 [4:5, 0:16, 0:2] : (tensor<5x16x2xf32>) -> tensor<1x16x2xf32>
    %18 = stablehlo.reshape %17 : (tensor<1x16x2xf32>) -> tensor<16x2xf32>
    %19 = call @closed_call_11(%arg1, %16, %18) : (tensor<16xf32>, tensor<16x2xf32>, tensor<16x2xf32>) -> tensor<16x2xf32>
    return %19 : tensor<16x2xf32>
  }
  func.func private @closed_call_11(%arg0: tensor<16xf32>, %arg1: tensor<16x2xf32>, %arg2: tensor<16x2xf32>) -> tensor<16x2xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x2xf32>
    %2 = stablehlo.multiply %arg1, %1 : tensor<16x2xf32>
    %3 = stablehlo.add %2, %arg2 : tensor<16x2xf32>
    return %3 : tensor<16x2xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<19x16x2xf32>, %arg1: tensor<16x2xf32>, %arg2: tensor<i32>) -> tensor<19x16x2xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<16x2xf32>) -> tensor<1x16x2xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<19x16x2xf32>, tensor<1x16x2xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<19x16x2xf32>
    return %1 : tensor<19x16x2xf32>
  }
  func.func private @_odeint_wrapper_12(%arg0: tensor<16x20x2xf32>, %arg1: tensor<20xf32>, %arg2: tensor<4xf32>, %arg3: tensor<16x20x2xf32>) -> (tensor<16x2xf32>, tensor<4xf32>) {
    %0 = stablehlo.slice %arg3 [0:16, 19:20, 0:2] : (tensor<16x20x2xf32>) -> tensor<16x1x2xf32>
    %1 = stablehlo.reshape %0 : (tensor<16x1x2xf32>) -> tensor<16x2xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.iota dim = 0 : tensor<19xi32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<19xi32>
    %5 = stablehlo.multiply %4, %3 : tensor<19xi32>
    %c_0 = stablehlo.constant dense<19> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<19xi32>
    %7 = stablehlo.add %6, %5 : tensor<19xi32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %9 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<4xf32>) -> tensor<16x4xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %10:9 = stablehlo.while(%iterArg = %7, %iterArg_4 = %arg0, %iterArg_5 = %arg1, %iterArg_6 = %arg2, %iterArg_7 = %arg3, %iterArg_8 = %c_2, %iterArg_9 = %1, %iterArg_10 = %8, %iterArg_11 = %9) : tensor<19xi32>, tensor<16x20x2xf32>, tensor<20xf32>, tensor<4xf32>, tensor<16x20x2xf32>, tensor<i32>, tensor<16x2xf32>, tensor<16xf32>, tensor<16x4xf32>
    cond {
      %c_12 = stablehlo.constant dense<19> : tensor<i32>
      %12 = stablehlo.compare LT, %iterArg_8, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %12 : tensor<i1>
    } do {
      %12 = func.call @dynamic_index_in_dim_13(%iterArg, %iterArg_8) : (tensor<19xi32>, tensor<i32>) -> tensor<i32>
      %13:3 = func.call @closed_call_14(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_9, %iterArg_10, %iterArg_11, %12) : (tensor<16x20x2xf32>, tensor<20xf32>, tensor<4xf32>, tensor<16x20x2xf32>, tensor<16x2xf32>, tensor<16xf32>, tensor<16x4xf32>, tensor<i32>) -> (tensor<16x2xf32>, tensor<16xf32>, tensor<16x4xf32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %14 = stablehlo.add %iterArg_8, %c_12 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %14, %13#0, %13#1, %13#2 : tensor<19xi32>, tensor<16x20x2xf32>, tensor<20xf32>, tensor<4xf32>, tensor<16x20x2xf32>, tensor<i32>, tensor<16x2xf32>, tensor<16xf32>, tensor<16x4xf32>
    }
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10#8 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<16x4xf32>, tensor<f32>) -> tensor<4xf32>
    return %10#6, %11 : tensor<16x2xf32>, tensor<4xf32>
  }
  func.func private @dynamic_index_in_dim_13(%arg0: tensor<19xi32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<19xi32>, tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.reshape %0 : (tensor<1xi32>) -> tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @closed_call_14(%arg0: tensor<16x20x2xf32>, %arg1: tensor<20xf32>, %arg2: tensor<4xf32>, %arg3: tensor<16x20x2xf32>, %arg4: tensor<16x2xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16x4xf32>, %arg7: tensor<i32>) -> (tensor<16x2xf32>, tensor<16xf32>, tensor<16x4xf32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg7, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<20> : tensor<i32>
    %1 = stablehlo.add %arg7, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg7 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare LT, %c_1, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<2> : tensor<i32>
    %4 = stablehlo.add %c_3, %c_4 : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.select %3, %4, %c_5 : tensor<i1>, tensor<i32>
    %6 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %8 = stablehlo.concatenate %6, %7, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %9 = "stablehlo.gather"(%arg0, %8) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2], start_index_map = [1, 2]>, indices_are_sorted = true, slice_sizes = array<i64: 16, 1, 2>}> : (tensor<16x20x2xf32>, tensor<2xi32>) -> tensor<16x1x2xf32>
    %10 = stablehlo.reshape %9 : (tensor<16x1x2xf32>) -> tensor<16x2xf32>
    %11 = stablehlo.slice %10 [0:16, 0:2] : (tensor<16x2xf32>) -> tensor<16x2xf32>
    %c_6 = stablehlo.constant dense<-2> : tensor<i32>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %12 = call @clip_15(%arg2, %c_6, %c_7) : (tensor<4xf32>, tensor<i32>, tensor<i32>) -> tensor<4xf32>
    %13 = stablehlo.exponential %12 : tensor<4xf32>
    %14 = stablehlo.slice %13 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %15 = stablehlo.reshape %14 : (tensor<1xf32>) -> tensor<f32>
    %16 = stablehlo.slice %13 [1:2] : (tensor<4xf32>) -> tensor<1xf32>
    %17 = stablehlo.reshape %16 : (tensor<1xf32>) -> tensor<f32>
    %18 = stablehlo.slice %13 [2:3] : (tensor<4xf32>) -> tensor<1xf32>
    %19 = stablehlo.reshape %18 : (tensor<1xf32>) -> tensor<f32>
    %20 = stablehlo.slice %13 [3:4] : (tensor<4xf32>) -> tensor<1xf32>
    %21 = stablehlo.reshape %20 : (tensor<1xf32>) -> tensor<f32>
    %22 = stablehlo.slice %11 [0:16, 0:1] : (tensor<16x2xf32>) -> tensor<16x1xf32>
    %23 = stablehlo.reshape %22 : (tensor<16x1xf32>) -> tensor<16xf32>
    %24 = stablehlo.slice %11 [0:16, 1:2] : (tensor<16x2xf32>) -> tensor<16x1xf32>
    %25 = stablehlo.reshape %24 : (tensor<16x1xf32>) -> tensor<16xf32>
    %26 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %27 = stablehlo.multiply %26, %23 : tensor<16xf32>
    %28 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %29 = stablehlo.multiply %28, %23 : tensor<16xf32>
    %30 = stablehlo.multiply %29, %25 : tensor<16xf32>
    %31 = stablehlo.subtract %27, %30 : tensor<16xf32>
    %32 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %33 = stablehlo.multiply %32, %23 : tensor<16xf32>
    %34 = stablehlo.multiply %33, %25 : tensor<16xf32>
    %35 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %36 = stablehlo.multiply %35, %25 : tensor<16xf32>
    %37 = stablehlo.subtract %34, %36 : tensor<16xf32>
    %38 = stablehlo.broadcast_in_dim %31, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %39 = stablehlo.broadcast_in_dim %37, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %40 = stablehlo.concatenate %38, %39, dim = 0 : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<2x16xf32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %41 = stablehlo.compare LT, %arg7, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<20> : tensor<i32>
    %42 = stablehlo.add %arg7, %c_9 : tensor<i32>
    %43 = stablehlo.select %41, %42, %arg7 : tensor<i1>, tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %44 = stablehlo.compare LT, %c_10, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %c_13 = stablehlo.constant dense<2> : tensor<i32>
    %45 = stablehlo.add %c_12, %c_13 : tensor<i32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %46 = stablehlo.select %44, %45, %c_14 : tensor<i1>, tensor<i32>
    %47 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %48 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %49 = stablehlo.concatenate %47, %48, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %50 = "stablehlo.gather"(%arg3, %49) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2], start_index_map = [1, 2]>, indices_are_sorted = true, slice_sizes = array<i64: 16, 1, 2>}> : (tensor<16x20x2xf32>, tensor<2xi32>) -> tensor<16x1x2xf32>
    %51 = stablehlo.reshape %50 : (tensor<16x1x2xf32>) -> tensor<16x2xf32>
    %52 = stablehlo.dot_general %40, %51, batching_dims = [1] x [0], contracting_dims = [0] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x16xf32>, tensor<16x2xf32>) -> tensor<16xf32>
    %53 = stablehlo.convert %arg5 : tensor<16xf32>
    %54 = stablehlo.subtract %53, %52 : tensor<16xf32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %55 = stablehlo.compare LT, %arg7, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_16 = stablehlo.constant dense<20> : tensor<i32>
    %56 = stablehlo.add %arg7, %c_16 : tensor<i32>
    %57 = stablehlo.select %55, %56, %arg7 : tensor<i1>, tensor<i32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %58 = stablehlo.compare LT, %c_17, %c_18, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %c_20 = stablehlo.constant dense<2> : tensor<i32>
    %59 = stablehlo.add %c_19, %c_20 : tensor<i32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %60 = stablehlo.select %58, %59, %c_21 : tensor<i1>, tensor<i32>
    %61 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %62 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %63 = stablehlo.concatenate %61, %62, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %64 = "stablehlo.gather"(%arg0, %63) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2], start_index_map = [1, 2]>, indices_are_sorted = true, slice_sizes = array<i64: 16, 1, 2>}> : (tensor<16x20x2xf32>, tensor<2xi32>) -> tensor<16x1x2xf32>
    %65 = stablehlo.reshape %64 : (tensor<16x1x2xf32>) -> tensor<16x2xf32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %66 = stablehlo.compare LT, %arg7, %c_22, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_23 = stablehlo.constant dense<20> : tensor<i32>
    %67 = stablehlo.add %arg7, %c_23 : tensor<i32>
    %68 = stablehlo.select %66, %67, %arg7 : tensor<i1>, tensor<i32>
    %69 = stablehlo.dynamic_slice %arg1, %68, sizes = [1] : (tensor<20xf32>, tensor<i32>) -> tensor<1xf32>
    %70 = stablehlo.reshape %69 : (tensor<1xf32>) -> tensor<f32>
    %71 = stablehlo.negate %70 : tensor<f32>
    %c_24 = stablehlo.constant dense<1> : tensor<i32>
    %72 = stablehlo.subtract %arg7, %c_24 : tensor<i32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %73 = stablehlo.compare LT, %72, %c_25, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_26 = stablehlo.constant dense<20> : tensor<i32>
    %74 = stablehlo.add %72, %c_26 : tensor<i32>
    %75 = stablehlo.select %73, %74, %72 : tensor<i1>, tensor<i32>
    %76 = stablehlo.dynamic_slice %arg1, %75, sizes = [1] : (tensor<20xf32>, tensor<i32>) -> tensor<1xf32>
    %77 = stablehlo.reshape %76 : (tensor<1xf32>) -> tensor<f32>
    %78 = stablehlo.negate %77 : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %80 = stablehlo.broadcast_in_dim %78, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %81 = stablehlo.concatenate %79, %80, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %82:3 = call @_odeint_wrapper_16(%65, %arg4, %54, %arg6, %81, %arg2) : (tensor<16x2xf32>, tensor<16x2xf32>, tensor<16xf32>, tensor<16x4xf32>, tensor<2xf32>, tensor<4xf32>) -> (tensor<16x2x2xf32>, tensor<16x2xf32>, tensor<16x2x4xf32>)
    %83 = stablehlo.slice %82#0 [0:16, 1:2, 0:2] : (tensor<16x2x2xf32>) -> tensor<16x1x2xf32>
    %84 = stablehlo.reshape %83 : (tensor<16x1x2xf32>) -> tensor<16x2xf32>
    %85 = stablehlo.slice %82#1 [0:16, 1:2] : (tensor<16x2xf32>) -> tensor<16x1xf32>
    %86 = stablehlo.reshape %85 : (tensor<16x1xf32>) -> tensor<16xf32>
    %87 = stablehlo.slice %82#2 [0:16, 1:2, 0:4] : (tensor<16x2x4xf32>) -> tensor<16x1x4xf32>
    %88 = stablehlo.reshape %87 : (tensor<16x1x4xf32>) -> tensor<16x4xf32>
    %c_27 = stablehlo.constant dense<1> : tensor<i32>
    %89 = stablehlo.subtract %arg7, %c_27 : tensor<i32>
    %c_28 = stablehlo.constant dense<0> : tensor<i32>
    %90 = stablehlo.compare LT, %89, %c_28, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_29 = stablehlo.constant dense<20> : tensor<i32>
    %91 = stablehlo.add %89, %c_29 : tensor<i32>
    %92 = stablehlo.select %90, %91, %89 : tensor<i1>, tensor<i32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %93 = stablehlo.compare LT, %c_30, %c_31, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    %c_33 = stablehlo.constant dense<2> : tensor<i32>
    %94 = stablehlo.add %c_32, %c_33 : tensor<i32>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %95 = stablehlo.select %93, %94, %c_34 : tensor<i1>, tensor<i32>
    %96 = stablehlo.broadcast_in_dim %92, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %97 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %98 = stablehlo.concatenate %96, %97, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %99 = "stablehlo.gather"(%arg3, %98) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2], start_index_map = [1, 2]>, indices_are_sorted = true, slice_sizes = array<i64: 16, 1, 2>}> : (tensor<16x20x2xf32>, tensor<2xi32>) -> tensor<16x1x2xf32>
    %100 = stablehlo.reshape %99 : (tensor<16x1x2xf32>) -> tensor<16x2xf32>
    %101 = stablehlo.add %84, %100 : tensor<16x2xf32>
    return %101, %86, %88 : tensor<16x2xf32>, tensor<16xf32>, tensor<16x4xf32>
  }
  func.func private @clip_15(%arg0: tensor<4xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<4xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4xf32>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<4xf32>
    return %5 : tensor<4xf32>
  }
  func.func private @_odeint_wrapper_16(%arg0: tensor<16x2xf32>, %arg1: tensor<16x2xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16x4xf32>, %arg4: tensor<2xf32>, %arg5: tensor<4xf32>) -> (tensor<16x2x2xf32>, tensor<16x2xf32>, tensor<16x2x4xf32>) {
    %cst = stablehlo.constant dense<[2.000000e-01, 3.000000e-01, 8.000000e-01, 0.888888895, 1.000000e+00, 1.000000e+00, 0.000000e+00]> : tensor<7xf32>
    %cst_0 = stablehlo.constant dense<[[2.000000e-01, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [7.500000e-02, 2.250000e-01, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.977777779, -3.73333335, 3.55555558, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [2.95259857, -11.5957937, 9.82289314, -0.290809333, 0.000000e+00, 0.000000e+00, 0.000000e+00], [2.84627533, -10.757576, 8.90642261, 0.278409094, -0.273531318, 0.000000e+00, 0.000000e+00], [0.0911458358, 0.000000e+00, 0.449236304, 0.651041686, -0.322376192, 0.130952388, 0.000000e+00]]> : tensor<6x7xf32>
    %cst_1 = stablehlo.constant dense<[0.0911458358, 0.000000e+00, 0.449236304, 0.651041686, -0.322376192, 0.130952388, 0.000000e+00]> : tensor<7xf32>
    %cst_2 = stablehlo.constant dense<[8.21759284E-4, 0.000000e+00, -0.00283518014, 0.0246527772, -0.0339091979, 0.027936507, -0.0166666675]> : tensor<7xf32>
    %cst_3 = stablehlo.constant dense<[0.100134321, 0.000000e+00, 0.391832173, -0.0298246015, 0.0589326844, -0.0449788868, 0.0239043087]> : tensor<7xf32>
    %0 = stablehlo.reshape %arg2 : (tensor<16xf32>) -> tensor<16x1xf32>
    %1 = stablehlo.concatenate %arg0, %arg1, %0, %arg3, dim = 1 : (tensor<16x2xf32>, tensor<16x2xf32>, tensor<16x1xf32>, tensor<16x4xf32>) -> tensor<16x9xf32>
    %2 = stablehlo.slice %1 [0:16, 0:2] : (tensor<16x9xf32>) -> tensor<16x2xf32>
    %3 = stablehlo.slice %1 [0:16, 2:4] : (tensor<16x9xf32>) -> tensor<16x2xf32>
    %4 = stablehlo.slice %1 [0:16, 4:5] : (tensor<16x9xf32>) -> tensor<16x1xf32>
    %5 = stablehlo.slice %1 [0:16, 5:9] : (tensor<16x9xf32>) -> tensor<16x4xf32>
    %6 = stablehlo.slice %2 [0:16, 0:2] : (tensor<16x2xf32>) -> tensor<16x2xf32>
    %c = stablehlo.constant dense<-2> : tensor<i32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %7:3 = call @clip_17(%arg5, %c, %c_4) : (tensor<4xf32>, tensor<i32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
    %8 = stablehlo.exponential %7#0 : tensor<4xf32>
    %9 = stablehlo.slice %8 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %10 = stablehlo.reshape %9 : (tensor<1xf32>) -> tensor<f32>
    %11 = stablehlo.slice %8 [1:2] : (tensor<4xf32>) -> tensor<1xf32>
    %12 = stablehlo.reshape %11 : (tensor<1xf32>) -> tensor<f32>
    %13 = stablehlo.slice %8 [2:3] : (tensor<4xf32>) -> tensor<1xf32>
    %14 = stablehlo.reshape %13 : (tensor<1xf32>) -> tensor<f32>
    %15 = stablehlo.slice %8 [3:4] : (tensor<4xf32>) -> tensor<1xf32>
    %16 = stablehlo.reshape %15 : (tensor<1xf32>) -> tensor<f32>
    %17 = stablehlo.slice %6 [0:16, 0:1] : (tensor<16x2xf32>) -> tensor<16x1xf32>
    %18 = stablehlo.reshape %17 : (tensor<16x1xf32>) -> tensor<16xf32>
    %19 = stablehlo.slice %6 [0:16, 1:2] : (tensor<16x2xf32>) -> tensor<16x1xf32>
    %20 = stablehlo.reshape %19 : (tensor<16x1xf32>) -> tensor<16xf32>
    %21 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %22 = stablehlo.multiply %21, %18 : tensor<16xf32>
    %23 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %24 = stablehlo.multiply %23, %18 : tensor<16xf32>
    %25 = stablehlo.multiply %24, %20 : tensor<16xf32>
    %26 = stablehlo.subtract %22, %25 : tensor<16xf32>
    %27 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %28 = stablehlo.multiply %27, %18 : tensor<16xf32>
    %29 = stablehlo.multiply %28, %20 : tensor<16xf32>
    %30 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %31 = stablehlo.multiply %30, %20 : tensor<16xf32>
    %32 = stablehlo.subtract %29, %31 : tensor<16xf32>
    %33 = stablehlo.broadcast_in_dim %26, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %35 = stablehlo.concatenate %33, %34, dim = 0 : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<2x16xf32>
    %36 = stablehlo.negate %35 : tensor<2x16xf32>
    %37 = stablehlo.slice %3 [0:16, 0:1] : (tensor<16x2xf32>) -> tensor<16x1xf32>
    %38 = stablehlo.reshape %37 : (tensor<16x1xf32>) -> tensor<16xf32>
    %39 = stablehlo.slice %3 [0:16, 1:2] : (tensor<16x2xf32>) -> tensor<16x1xf32>
    %40 = stablehlo.reshape %39 : (tensor<16x1xf32>) -> tensor<16xf32>
    %41 = stablehlo.negate %40 : tensor<16xf32>
    %42 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %43 = stablehlo.multiply %42, %41 : tensor<16xf32>
    %44 = stablehlo.multiply %41, %20 : tensor<16xf32>
    %45 = stablehlo.multiply %28, %40 : tensor<16xf32>
    %46 = stablehlo.add %43, %45 : tensor<16xf32>
    %47 = stablehlo.multiply %40, %20 : tensor<16xf32>
    %48 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %49 = stablehlo.multiply %48, %47 : tensor<16xf32>
    %50 = stablehlo.multiply %47, %18 : tensor<16xf32>
    %51 = stablehlo.negate %38 : tensor<16xf32>
    %52 = stablehlo.multiply %24, %51 : tensor<16xf32>
    %53 = stablehlo.add %46, %52 : tensor<16xf32>
    %54 = stablehlo.multiply %51, %20 : tensor<16xf32>
    %55 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %56 = stablehlo.multiply %55, %54 : tensor<16xf32>
    %57 = stablehlo.add %49, %56 : tensor<16xf32>
    %58 = stablehlo.multiply %54, %18 : tensor<16xf32>
    %59 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %60 = stablehlo.multiply %59, %38 : tensor<16xf32>
    %61 = stablehlo.add %57, %60 : tensor<16xf32>
    %62 = stablehlo.multiply %38, %18 : tensor<16xf32>
    %63 = stablehlo.broadcast_in_dim %53, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.pad %63, %cst_5, low = [0, 1], high = [0, 0], interior = [0, 0] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16x2xf32>
    %65 = stablehlo.broadcast_in_dim %61, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.pad %65, %cst_6, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16x2xf32>
    %67 = stablehlo.add %64, %66 : tensor<16x2xf32>
    %68 = stablehlo.broadcast_in_dim %50, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.pad %68, %cst_7, low = [0, 3], high = [0, 0], interior = [0, 0] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16x4xf32>
    %70 = stablehlo.broadcast_in_dim %44, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.pad %70, %cst_8, low = [0, 2], high = [0, 1], interior = [0, 0] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16x4xf32>
    %72 = stablehlo.add %69, %71 : tensor<16x4xf32>
    %73 = stablehlo.broadcast_in_dim %58, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.pad %73, %cst_9, low = [0, 1], high = [0, 2], interior = [0, 0] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16x4xf32>
    %75 = stablehlo.add %72, %74 : tensor<16x4xf32>
    %76 = stablehlo.broadcast_in_dim %62, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.pad %76, %cst_10, low = [0, 0], high = [0, 3], interior = [0, 0] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16x4xf32>
    %78 = stablehlo.add %75, %77 : tensor<16x4xf32>
    %79 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<16x4xf32>
    %81 = stablehlo.multiply %78, %80 : tensor<16x4xf32>
    %82 = call @clip_18(%7#1, %7#2, %81) : (tensor<4xf32>, tensor<4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.reshape %cst_11 : (tensor<f32>) -> tensor<1xf32>
    %84 = stablehlo.transpose %36, dims = [1, 0] : (tensor<2x16xf32>) -> tensor<16x2xf32>
    %85 = stablehlo.broadcast_in_dim %83, dims = [1] : (tensor<1xf32>) -> tensor<16x1xf32>
    %86 = stablehlo.concatenate %84, %67, %85, %82, dim = 1 : (tensor<16x2xf32>, tensor<16x2xf32>, tensor<16x1xf32>, tensor<16x4xf32>) -> tensor<16x9xf32>
    %87 = stablehlo.abs %1 : tensor<16x9xf32>
    %cst_12 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16x9xf32>
    %89 = stablehlo.multiply %87, %88 : tensor<16x9xf32>
    %cst_13 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16x9xf32>
    %91 = stablehlo.add %90, %89 : tensor<16x9xf32>
    %92 = stablehlo.divide %1, %91 : tensor<16x9xf32>
    %93 = call @norm_19(%92) : (tensor<16x9xf32>) -> tensor<16xf32>
    %94 = stablehlo.divide %86, %91 : tensor<16x9xf32>
    %95 = call @norm_19(%94) : (tensor<16x9xf32>) -> tensor<16xf32>
    %cst_14 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %97 = stablehlo.compare LT, %93, %96, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %99 = stablehlo.compare LT, %95, %98, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %100 = stablehlo.or %97, %99 : tensor<16xi1>
    %cst_16 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %102 = stablehlo.multiply %101, %93 : tensor<16xf32>
    %103 = stablehlo.divide %102, %95 : tensor<16xf32>
    %cst_17 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %104 = call @_where_20(%100, %cst_17, %103) : (tensor<16xi1>, tensor<f32>, tensor<16xf32>) -> tensor<16xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x9xf32>
    %107 = stablehlo.multiply %106, %86 : tensor<16x9xf32>
    %108 = stablehlo.add %1, %107 : tensor<16x9xf32>
    %109 = stablehlo.slice %108 [0:16, 0:2] : (tensor<16x9xf32>) -> tensor<16x2xf32>
    %110 = stablehlo.slice %108 [0:16, 2:4] : (tensor<16x9xf32>) -> tensor<16x2xf32>
    %111 = stablehlo.slice %108 [0:16, 4:5] : (tensor<16x9xf32>) -> tensor<16x1xf32>
    %112 = stablehlo.slice %108 [0:16, 5:9] : (tensor<16x9xf32>) -> tensor<16x4xf32>
    %113 = stablehlo.slice %109 [0:16, 0:2] : (tensor<16x2xf32>) -> tensor<16x2xf32>
    %c_18 = stablehlo.constant dense<-2> : tensor<i32>
    %c_19 = stablehlo.constant dense<1> : tensor<i32>
    %114:3 = call @clip_17(%arg5, %c_18, %c_19) : (tensor<4xf32>, tensor<i32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
    %115 = stablehlo.exponential %114#0 : tensor<4xf32>
    %116 = stablehlo.slice %115 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %117 = stablehlo.reshape %116 : (tensor<1xf32>) -> tensor<f32>
    %118 = stablehlo.slice %115 [1:2] : (tensor<4xf32>) -> tensor<1xf32>
    %119 = stablehlo.reshape %118 : (tensor<1xf32>) -> tensor<f32>
    %120 = stablehlo.slice %115 [2:3] : (tensor<4xf32>) -> tensor<1xf32>
    %121 = stablehlo.reshape %120 : (tensor<1xf32>) -> tensor<f32>
    %122 = stablehlo.slice %115 [3:4] : (tensor<4xf32>) -> tensor<1xf32>
    %123 = stablehlo.reshape %122 : (tensor<1xf32>) -> tensor<f32>
    %124 = stablehlo.slice %113 [0:16, 0:1] : (tensor<16x2xf32>) -> tensor<16x1xf32>
    %125 = stablehlo.reshape %124 : (tensor<16x1xf32>) -> tensor<16xf32>
    %126 = stablehlo.slice %113 [0:16, 1:2] : (tensor<16x2xf32>) -> tensor<16x1xf32>
    %127 = stablehlo.reshape %126 : (tensor<16x1xf32>) -> tensor<16xf32>
    %128 = stablehlo.broadcast_in_dim %117, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %129 = stablehlo.multiply %128, %125 : tensor<16xf32>
    %130 = stablehlo.broadcast_in_dim %119, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %131 = stablehlo.multiply %130, %125 : tensor<16xf32>
    %132 = stablehlo.multiply %131, %127 : tensor<16xf32>
    %133 = stablehlo.subtract %129, %132 : tensor<16xf32>
    %134 = stablehlo.broadcast_in_dim %123, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %135 = stablehlo.multiply %134, %125 : tensor<16xf32>
    %136 = stablehlo.multiply %135, %127 : tensor<16xf32>
    %137 = stablehlo.broadcast_in_dim %121, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %138 = stablehlo.multiply %137, %127 : tensor<16xf32>
    %139 = stablehlo.subtract %136, %138 : tensor<16xf32>
    %140 = stablehlo.broadcast_in_dim %133, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %141 = stablehlo.broadcast_in_dim %139, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %142 = stablehlo.concatenate %140, %141, dim = 0 : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<2x16xf32>
    %143 = stablehlo.negate %142 : tensor<2x16xf32>
    %144 = stablehlo.slice %110 [0:16, 0:1] : (tensor<16x2xf32>) -> tensor<16x1xf32>
    %145 = stablehlo.reshape %144 : (tensor<16x1xf32>) -> tensor<16xf32>
    %146 = stablehlo.slice %110 [0:16, 1:2] : (tensor<16x2xf32>) -> tensor<16x1xf32>
    %147 = stablehlo.reshape %146 : (tensor<16x1xf32>) -> tensor<16xf32>
    %148 = stablehlo.negate %147 : tensor<16xf32>
    %149 = stablehlo.broadcast_in_dim %121, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %150 = stablehlo.multiply %149, %148 : tensor<16xf32>
    %151 = stablehlo.multiply %148, %127 : tensor<16xf32>
    %152 = stablehlo.multiply %135, %147 : tensor<16xf32>
    %153 = stablehlo.add %150, %152 : tensor<16xf32>
    %154 = stablehlo.multiply %147, %127 : tensor<16xf32>
    %155 = stablehlo.broadcast_in_dim %123, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %156 = stablehlo.multiply %155, %154 : tensor<16xf32>
    %157 = stablehlo.multiply %154, %125 : tensor<16xf32>
    %158 = stablehlo.negate %145 : tensor<16xf32>
    %159 = stablehlo.multiply %131, %158 : tensor<16xf32>
    %160 = stablehlo.add %153, %159 : tensor<16xf32>
    %161 = stablehlo.multiply %158, %127 : tensor<16xf32>
    %162 = stablehlo.broadcast_in_dim %119, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %163 = stablehlo.multiply %162, %161 : tensor<16xf32>
    %164 = stablehlo.add %156, %163 : tensor<16xf32>
    %165 = stablehlo.multiply %161, %125 : tensor<16xf32>
    %166 = stablehlo.broadcast_in_dim %117, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %167 = stablehlo.multiply %166, %145 : tensor<16xf32>
    %168 = stablehlo.add %164, %167 : tensor<16xf32>
    %169 = stablehlo.multiply %145, %125 : tensor<16xf32>
    %170 = stablehlo.broadcast_in_dim %160, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %171 = stablehlo.pad %170, %cst_20, low = [0, 1], high = [0, 0], interior = [0, 0] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16x2xf32>
    %172 = stablehlo.broadcast_in_dim %168, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.pad %172, %cst_21, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16x2xf32>
    %174 = stablehlo.add %171, %173 : tensor<16x2xf32>
    %175 = stablehlo.broadcast_in_dim %157, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %176 = stablehlo.pad %175, %cst_22, low = [0, 3], high = [0, 0], interior = [0, 0] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16x4xf32>
    %177 = stablehlo.broadcast_in_dim %151, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %178 = stablehlo.pad %177, %cst_23, low = [0, 2], high = [0, 1], interior = [0, 0] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16x4xf32>
    %179 = stablehlo.add %176, %178 : tensor<16x4xf32>
    %180 = stablehlo.broadcast_in_dim %165, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %181 = stablehlo.pad %180, %cst_24, low = [0, 1], high = [0, 2], interior = [0, 0] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16x4xf32>
    %182 = stablehlo.add %179, %181 : tensor<16x4xf32>
    %183 = stablehlo.broadcast_in_dim %169, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.pad %183, %cst_25, low = [0, 0], high = [0, 3], interior = [0, 0] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16x4xf32>
    %185 = stablehlo.add %182, %184 : tensor<16x4xf32>
    %186 = stablehlo.broadcast_in_dim %115, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<16x4xf32>
    %188 = stablehlo.multiply %185, %187 : tensor<16x4xf32>
    %189 = call @clip_18(%114#1, %114#2, %188) : (tensor<4xf32>, tensor<4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.reshape %cst_26 : (tensor<f32>) -> tensor<1xf32>
    %191 = stablehlo.transpose %143, dims = [1, 0] : (tensor<2x16xf32>) -> tensor<16x2xf32>
    %192 = stablehlo.broadcast_in_dim %190, dims = [1] : (tensor<1xf32>) -> tensor<16x1xf32>
    %193 = stablehlo.concatenate %191, %174, %192, %189, dim = 1 : (tensor<16x2xf32>, tensor<16x2xf32>, tensor<16x1xf32>, tensor<16x4xf32>) -> tensor<16x9xf32>
    %194 = stablehlo.subtract %193, %86 : tensor<16x9xf32>
    %195 = stablehlo.divide %194, %91 : tensor<16x9xf32>
    %196 = call @norm_19(%195) : (tensor<16x9xf32>) -> tensor<16xf32>
    %197 = stablehlo.divide %196, %104 : tensor<16xf32>
    %cst_27 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %199 = stablehlo.compare LE, %95, %198, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_28 = stablehlo.constant dense<1.000000e-15> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %201 = stablehlo.compare LE, %197, %200, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %202 = stablehlo.and %199, %201 : tensor<16xi1>
    %cst_29 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %204 = stablehlo.multiply %104, %203 : tensor<16xf32>
    %cst_30 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %206 = stablehlo.maximum %205, %204 : tensor<16xf32>
    %207 = stablehlo.maximum %95, %197 : tensor<16xf32>
    %cst_31 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %209 = stablehlo.divide %208, %207 : tensor<16xf32>
    %cst_32 = stablehlo.constant dense<2.000000e-01> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %211 = stablehlo.power %209, %210 : tensor<16xf32>
    %212 = call @_where_21(%202, %206, %211) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %cst_33 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %214 = stablehlo.multiply %213, %104 : tensor<16xf32>
    %215 = stablehlo.minimum %214, %212 : tensor<16xf32>
    %cst_34 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %216 = call @clip_22(%215, %cst_34, %cst_35) : (tensor<16xf32>, tensor<f32>, tensor<f32>) -> tensor<16xf32>
    %217 = stablehlo.broadcast_in_dim %1, dims = [0, 2] : (tensor<16x9xf32>) -> tensor<16x1x9xf32>
    %218 = stablehlo.broadcast_in_dim %1, dims = [0, 2] : (tensor<16x9xf32>) -> tensor<16x1x9xf32>
    %219 = stablehlo.broadcast_in_dim %1, dims = [0, 2] : (tensor<16x9xf32>) -> tensor<16x1x9xf32>
    %220 = stablehlo.broadcast_in_dim %1, dims = [0, 2] : (tensor<16x9xf32>) -> tensor<16x1x9xf32>
    %221 = stablehlo.broadcast_in_dim %1, dims = [0, 2] : (tensor<16x9xf32>) -> tensor<16x1x9xf32>
    %222 = stablehlo.concatenate %217, %218, %219, %220, %221, dim = 1 : (tensor<16x1x9xf32>, tensor<16x1x9xf32>, tensor<16x1x9xf32>, tensor<16x1x9xf32>, tensor<16x1x9xf32>) -> tensor<16x5x9xf32>
    %223 = stablehlo.slice %arg4 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %224 = stablehlo.reshape %223 : (tensor<1xf32>) -> tensor<f32>
    %225 = stablehlo.slice %arg4 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %226 = stablehlo.reshape %225 : (tensor<1xf32>) -> tensor<f32>
    %227 = stablehlo.slice %arg4 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %228 = stablehlo.broadcast_in_dim %224, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %229 = stablehlo.broadcast_in_dim %226, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x16x9xf32>
    %c_37 = stablehlo.constant dense<0> : tensor<i32>
    %231:15 = stablehlo.while(%iterArg = %227, %iterArg_38 = %cst, %iterArg_39 = %cst_0, %iterArg_40 = %cst_1, %iterArg_41 = %cst_2, %iterArg_42 = %arg5, %iterArg_43 = %cst_3, %iterArg_44 = %c_37, %iterArg_45 = %1, %iterArg_46 = %86, %iterArg_47 = %228, %iterArg_48 = %216, %iterArg_49 = %229, %iterArg_50 = %222, %iterArg_51 = %230) : tensor<1xf32>, tensor<7xf32>, tensor<6x7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<4xf32>, tensor<7xf32>, tensor<i32>, tensor<16x9xf32>, tensor<16x9xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x5x9xf32>, tensor<1x16x9xf32>
    cond {
      %c_52 = stablehlo.constant dense<1> : tensor<i32>
      %240 = stablehlo.compare LT, %iterArg_44, %c_52, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %240 : tensor<i1>
    } do {
      %240 = func.call @dynamic_index_in_dim_23(%iterArg, %iterArg_44) : (tensor<1xf32>, tensor<i32>) -> tensor<f32>
      %241:7 = func.call @closed_call_24(%iterArg_38, %iterArg_39, %iterArg_40, %iterArg_41, %iterArg_42, %iterArg_43, %iterArg_45, %iterArg_46, %iterArg_47, %iterArg_48, %iterArg_49, %iterArg_50, %240) : (tensor<7xf32>, tensor<6x7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<4xf32>, tensor<7xf32>, tensor<16x9xf32>, tensor<16x9xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x5x9xf32>, tensor<f32>) -> (tensor<16x9xf32>, tensor<16x9xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x5x9xf32>, tensor<16x9xf32>)
      %242 = func.call @dynamic_update_index_in_dim_36(%iterArg_51, %241#6, %iterArg_44) : (tensor<1x16x9xf32>, tensor<16x9xf32>, tensor<i32>) -> tensor<1x16x9xf32>
      %c_52 = stablehlo.constant dense<1> : tensor<i32>
      %243 = stablehlo.add %iterArg_44, %c_52 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_38, %iterArg_39, %iterArg_40, %iterArg_41, %iterArg_42, %iterArg_43, %243, %241#0, %241#1, %241#2, %241#3, %241#4, %241#5, %242 : tensor<1xf32>, tensor<7xf32>, tensor<6x7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<4xf32>, tensor<7xf32>, tensor<i32>, tensor<16x9xf32>, tensor<16x9xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x5x9xf32>, tensor<1x16x9xf32>
    }
    %232 = stablehlo.broadcast_in_dim %1, dims = [0, 2] : (tensor<16x9xf32>) -> tensor<16x1x9xf32>
    %233 = stablehlo.transpose %231#14, dims = [1, 0, 2] : (tensor<1x16x9xf32>) -> tensor<16x1x9xf32>
    %234 = stablehlo.concatenate %232, %233, dim = 1 : (tensor<16x1x9xf32>, tensor<16x1x9xf32>) -> tensor<16x2x9xf32>
    %235 = stablehlo.slice %234 [0:16, 0:2, 0:2] : (tensor<16x2x9xf32>) -> tensor<16x2x2xf32>
    %236 = stablehlo.slice %234 [0:16, 0:2, 2:4] : (tensor<16x2x9xf32>) -> tensor<16x2x2xf32>
    %237 = stablehlo.slice %234 [0:16, 0:2, 4:5] : (tensor<16x2x9xf32>) -> tensor<16x2x1xf32>
    %238 = stablehlo.slice %234 [0:16, 0:2, 5:9] : (tensor<16x2x9xf32>) -> tensor<16x2x4xf32>
    %239 = stablehlo.reshape %237 : (tensor<16x2x1xf32>) -> tensor<16x2xf32>
    return %236, %239, %238 : tensor<16x2x2xf32>, tensor<16x2xf32>, tensor<16x2x4xf32>
  }
  func.func private @clip_17(%arg0: tensor<4xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4xf32>
    %3 = stablehlo.compare EQ, %arg0, %2, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %6 = stablehlo.select %3, %4, %5 : tensor<4xi1>, tensor<4xf32>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.compare EQ, %7, %2, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %11 = stablehlo.select %8, %9, %10 : tensor<4xi1>, tensor<4xf32>
    %12 = stablehlo.divide %6, %11 : tensor<4xf32>
    %13 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %15 = stablehlo.minimum %14, %2 : tensor<4xf32>
    %16 = stablehlo.compare EQ, %2, %15, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %19 = stablehlo.select %16, %17, %18 : tensor<4xi1>, tensor<4xf32>
    %20 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %21 = stablehlo.compare EQ, %20, %15, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %24 = stablehlo.select %21, %22, %23 : tensor<4xi1>, tensor<4xf32>
    %25 = stablehlo.divide %19, %24 : tensor<4xf32>
    return %15, %12, %25 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  }
  func.func private @clip_18(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<16x4xf32>) -> tensor<16x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<16x4xf32>
    %2 = stablehlo.multiply %arg2, %1 : tensor<16x4xf32>
    %3 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<16x4xf32>
    %5 = stablehlo.multiply %2, %4 : tensor<16x4xf32>
    return %5 : tensor<16x4xf32>
  }
  func.func private @norm_19(%arg0: tensor<16x9xf32>) -> tensor<16xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<16x9xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16x9xf32>, tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.sqrt %1 : tensor<16xf32>
    return %2 : tensor<16xf32>
  }
  func.func private @_where_20(%arg0: tensor<16xi1>, %arg1: tensor<f32>, %arg2: tensor<16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<16xi1>, tensor<16xf32>
    return %2 : tensor<16xf32>
  }
  func.func private @_where_21(%arg0: tensor<16xi1>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<16xi1>, tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func private @clip_22(%arg0: tensor<16xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<16xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<16xf32>
    %3 = stablehlo.convert %arg1 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<16xf32>
    return %5 : tensor<16xf32>
  }
  func.func private @dynamic_index_in_dim_23(%arg0: tensor<1xf32>, %arg1: tensor<i32>) -> tensor<f32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<1xf32>, tensor<i32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @closed_call_24(%arg0: tensor<7xf32>, %arg1: tensor<6x7xf32>, %arg2: tensor<7xf32>, %arg3: tensor<7xf32>, %arg4: tensor<4xf32>, %arg5: tensor<7xf32>, %arg6: tensor<16x9xf32>, %arg7: tensor<16x9xf32>, %arg8: tensor<16xf32>, %arg9: tensor<16xf32>, %arg10: tensor<16xf32>, %arg11: tensor<16x5x9xf32>, %arg12: tensor<f32>) -> (tensor<16x9xf32>, tensor<16x9xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x5x9xf32>, tensor<16x9xf32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %1:14 = stablehlo.while(%iterArg = %arg12, %iterArg_0 = %arg0, %iterArg_1 = %arg1, %iterArg_2 = %arg2, %iterArg_3 = %arg3, %iterArg_4 = %arg4, %iterArg_5 = %arg5, %iterArg_6 = %0, %iterArg_7 = %arg6, %iterArg_8 = %arg7, %iterArg_9 = %arg8, %iterArg_10 = %arg9, %iterArg_11 = %arg10, %iterArg_12 = %arg11) : tensor<f32>, tensor<7xf32>, tensor<6x7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<4xf32>, tensor<7xf32>, tensor<16xi32>, tensor<16x9xf32>, tensor<16x9xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x5x9xf32>
    cond {
      %7 = stablehlo.broadcast_in_dim %iterArg, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %8 = stablehlo.compare LT, %iterArg_9, %7, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %c_13 = stablehlo.constant dense<500> : tensor<i32>
      %9 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<16xi32>
      %10 = stablehlo.compare LT, %iterArg_6, %9, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
      %c_14 = stablehlo.constant dense<false> : tensor<i1>
      %11 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i1>) -> tensor<16xi1>
      %12 = stablehlo.compare NE, %10, %11, UNSIGNED : (tensor<16xi1>, tensor<16xi1>) -> tensor<16xi1>
      %13 = stablehlo.convert %12 : tensor<16xi1>
      %14 = stablehlo.and %8, %13 : tensor<16xi1>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %16 = stablehlo.compare GT, %iterArg_10, %15, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %17 = stablehlo.and %14, %16 : tensor<16xi1>
      %c_15 = stablehlo.constant dense<false> : tensor<i1>
      %18 = stablehlo.reduce(%17 init: %c_15) applies stablehlo.or across dimensions = [0] : (tensor<16xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %18 : tensor<i1>
    } do {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7x9xf32>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      %8 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %9 = stablehlo.broadcast_in_dim %7, dims = [1, 2] : (tensor<7x9xf32>) -> tensor<16x7x9xf32>
      %10 = "stablehlo.scatter"(%9, %8, %iterArg_8) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
      ^bb0(%arg13: tensor<f32>, %arg14: tensor<f32>):
        stablehlo.return %arg14 : tensor<f32>
      }) : (tensor<16x7x9xf32>, tensor<1xi32>, tensor<16x9xf32>) -> tensor<16x7x9xf32>
      %c_14 = stablehlo.constant dense<1> : tensor<i32>
      %c_15 = stablehlo.constant dense<0> : tensor<i32>
      %11:9 = stablehlo.while(%iterArg_50 = %iterArg_0, %iterArg_51 = %iterArg_10, %iterArg_52 = %iterArg_9, %iterArg_53 = %iterArg_1, %iterArg_54 = %iterArg_7, %iterArg_55 = %iterArg_4, %iterArg_56 = %c_15, %iterArg_57 = %c_14, %iterArg_58 = %10) : tensor<7xf32>, tensor<16xf32>, tensor<16xf32>, tensor<6x7xf32>, tensor<16x9xf32>, tensor<4xf32>, tensor<i32>, tensor<i32>, tensor<16x7x9xf32>
      cond {
        %c_59 = stablehlo.constant dense<6> : tensor<i32>
        %169 = stablehlo.compare LT, %iterArg_56, %c_59, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %169 : tensor<i1>
      } do {
        %169:2 = func.call @closed_call_25(%iterArg_50, %iterArg_51, %iterArg_52, %iterArg_53, %iterArg_54, %iterArg_55, %iterArg_57, %iterArg_58) : (tensor<7xf32>, tensor<16xf32>, tensor<16xf32>, tensor<6x7xf32>, tensor<16x9xf32>, tensor<4xf32>, tensor<i32>, tensor<16x7x9xf32>) -> (tensor<i32>, tensor<16x7x9xf32>)
        %c_59 = stablehlo.constant dense<1> : tensor<i32>
        %170 = stablehlo.add %iterArg_56, %c_59 : tensor<i32>
        stablehlo.return %iterArg_50, %iterArg_51, %iterArg_52, %iterArg_53, %iterArg_54, %iterArg_55, %170, %169#0, %169#1 : tensor<7xf32>, tensor<16xf32>, tensor<16xf32>, tensor<6x7xf32>, tensor<16x9xf32>, tensor<4xf32>, tensor<i32>, tensor<i32>, tensor<16x7x9xf32>
      }
      %12 = stablehlo.dot_general %iterArg_2, %11#8, contracting_dims = [0] x [1], precision = [HIGHEST, HIGHEST] : (tensor<7xf32>, tensor<16x7x9xf32>) -> tensor<16x9xf32>
      %13 = stablehlo.broadcast_in_dim %iterArg_10, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
      %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x9xf32>
      %15 = stablehlo.multiply %14, %12 : tensor<16x9xf32>
      %16 = stablehlo.add %15, %iterArg_7 : tensor<16x9xf32>
      %17 = stablehlo.dot_general %iterArg_3, %11#8, contracting_dims = [0] x [1], precision = [HIGHEST, HIGHEST] : (tensor<7xf32>, tensor<16x7x9xf32>) -> tensor<16x9xf32>
      %18 = stablehlo.broadcast_in_dim %iterArg_10, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
      %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x9xf32>
      %20 = stablehlo.multiply %19, %17 : tensor<16x9xf32>
      %21 = stablehlo.slice %11#8 [0:16, 6:7, 0:9] : (tensor<16x7x9xf32>) -> tensor<16x1x9xf32>
      %22 = stablehlo.reshape %21 : (tensor<16x1x9xf32>) -> tensor<16x9xf32>
      %23 = stablehlo.add %iterArg_9, %iterArg_10 : tensor<16xf32>
      %24 = stablehlo.abs %iterArg_7 : tensor<16x9xf32>
      %25 = stablehlo.abs %16 : tensor<16x9xf32>
      %26 = stablehlo.maximum %24, %25 : tensor<16x9xf32>
      %cst_16 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %27 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<16x9xf32>
      %28 = stablehlo.multiply %27, %26 : tensor<16x9xf32>
      %cst_17 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %29 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16x9xf32>
      %30 = stablehlo.add %29, %28 : tensor<16x9xf32>
      %31 = stablehlo.divide %20, %30 : tensor<16x9xf32>
      %32 = stablehlo.multiply %31, %31 : tensor<16x9xf32>
      %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %33 = stablehlo.reduce(%32 init: %cst_18) applies stablehlo.add across dimensions = [1] : (tensor<16x9xf32>, tensor<f32>) -> tensor<16xf32>
      %cst_19 = stablehlo.constant dense<9.000000e+00> : tensor<f32>
      %34 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %35 = stablehlo.divide %33, %34 : tensor<16xf32>
      %36 = stablehlo.sqrt %35 : tensor<16xf32>
      %37 = stablehlo.dot_general %iterArg_5, %11#8, contracting_dims = [0] x [1], precision = [HIGHEST, HIGHEST] : (tensor<7xf32>, tensor<16x7x9xf32>) -> tensor<16x9xf32>
      %38 = stablehlo.broadcast_in_dim %iterArg_10, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
      %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x9xf32>
      %40 = stablehlo.multiply %39, %37 : tensor<16x9xf32>
      %41 = stablehlo.add %iterArg_7, %40 : tensor<16x9xf32>
      %42 = stablehlo.slice %11#8 [0:16, 0:1, 0:9] : (tensor<16x7x9xf32>) -> tensor<16x1x9xf32>
      %43 = stablehlo.reshape %42 : (tensor<16x1x9xf32>) -> tensor<16x9xf32>
      %44 = stablehlo.slice %11#8 [0:16, 6:7, 0:9] : (tensor<16x7x9xf32>) -> tensor<16x1x9xf32>
      %45 = stablehlo.reshape %44 : (tensor<16x1x9xf32>) -> tensor<16x9xf32>
      %cst_20 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
      %46 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %47 = stablehlo.multiply %46, %iterArg_10 : tensor<16xf32>
      %48 = stablehlo.broadcast_in_dim %47, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
      %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x9xf32>
      %50 = stablehlo.multiply %49, %43 : tensor<16x9xf32>
      %cst_21 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %51 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %52 = stablehlo.multiply %51, %iterArg_10 : tensor<16xf32>
      %53 = stablehlo.broadcast_in_dim %52, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
      %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x9xf32>
      %55 = stablehlo.multiply %54, %45 : tensor<16x9xf32>
      %56 = stablehlo.add %50, %55 : tensor<16x9xf32>
      %cst_22 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %57 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<16x9xf32>
      %58 = stablehlo.multiply %57, %iterArg_7 : tensor<16x9xf32>
      %59 = stablehlo.subtract %56, %58 : tensor<16x9xf32>
      %cst_23 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %60 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<16x9xf32>
      %61 = stablehlo.multiply %60, %16 : tensor<16x9xf32>
      %62 = stablehlo.subtract %59, %61 : tensor<16x9xf32>
      %cst_24 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %63 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<16x9xf32>
      %64 = stablehlo.multiply %63, %41 : tensor<16x9xf32>
      %65 = stablehlo.add %62, %64 : tensor<16x9xf32>
      %cst_25 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
      %66 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %67 = stablehlo.multiply %66, %iterArg_10 : tensor<16xf32>
      %68 = stablehlo.broadcast_in_dim %67, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
      %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x9xf32>
      %70 = stablehlo.multiply %69, %43 : tensor<16x9xf32>
      %cst_26 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
      %71 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %72 = stablehlo.multiply %71, %iterArg_10 : tensor<16xf32>
      %73 = stablehlo.broadcast_in_dim %72, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
      %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x9xf32>
      %75 = stablehlo.multiply %74, %45 : tensor<16x9xf32>
      %76 = stablehlo.subtract %70, %75 : tensor<16x9xf32>
      %cst_27 = stablehlo.constant dense<1.800000e+01> : tensor<f32>
      %77 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<16x9xf32>
      %78 = stablehlo.multiply %77, %iterArg_7 : tensor<16x9xf32>
      %79 = stablehlo.add %76, %78 : tensor<16x9xf32>
      %cst_28 = stablehlo.constant dense<1.400000e+01> : tensor<f32>
      %80 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<16x9xf32>
      %81 = stablehlo.multiply %80, %16 : tensor<16x9xf32>
      %82 = stablehlo.add %79, %81 : tensor<16x9xf32>
      %cst_29 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
      %83 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<16x9xf32>
      %84 = stablehlo.multiply %83, %41 : tensor<16x9xf32>
      %85 = stablehlo.subtract %82, %84 : tensor<16x9xf32>
      %cst_30 = stablehlo.constant dense<-4.000000e+00> : tensor<f32>
      %86 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %87 = stablehlo.multiply %86, %iterArg_10 : tensor<16xf32>
      %88 = stablehlo.broadcast_in_dim %87, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
      %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x9xf32>
      %90 = stablehlo.multiply %89, %43 : tensor<16x9xf32>
      %91 = stablehlo.broadcast_in_dim %iterArg_10, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
      %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x9xf32>
      %93 = stablehlo.multiply %92, %45 : tensor<16x9xf32>
      %94 = stablehlo.add %90, %93 : tensor<16x9xf32>
      %cst_31 = stablehlo.constant dense<1.100000e+01> : tensor<f32>
      %95 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<16x9xf32>
      %96 = stablehlo.multiply %95, %iterArg_7 : tensor<16x9xf32>
      %97 = stablehlo.subtract %94, %96 : tensor<16x9xf32>
      %cst_32 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
      %98 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<16x9xf32>
      %99 = stablehlo.multiply %98, %16 : tensor<16x9xf32>
      %100 = stablehlo.subtract %97, %99 : tensor<16x9xf32>
      %cst_33 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %101 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<16x9xf32>
      %102 = stablehlo.multiply %101, %41 : tensor<16x9xf32>
      %103 = stablehlo.add %100, %102 : tensor<16x9xf32>
      %104 = stablehlo.broadcast_in_dim %iterArg_10, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
      %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x9xf32>
      %106 = stablehlo.multiply %105, %43 : tensor<16x9xf32>
      %107 = stablehlo.broadcast_in_dim %65, dims = [0, 2] : (tensor<16x9xf32>) -> tensor<16x1x9xf32>
      %108 = stablehlo.broadcast_in_dim %85, dims = [0, 2] : (tensor<16x9xf32>) -> tensor<16x1x9xf32>
      %109 = stablehlo.broadcast_in_dim %103, dims = [0, 2] : (tensor<16x9xf32>) -> tensor<16x1x9xf32>
      %110 = stablehlo.broadcast_in_dim %106, dims = [0, 2] : (tensor<16x9xf32>) -> tensor<16x1x9xf32>
      %111 = stablehlo.broadcast_in_dim %iterArg_7, dims = [0, 2] : (tensor<16x9xf32>) -> tensor<16x1x9xf32>
      %112 = stablehlo.concatenate %107, %108, %109, %110, %111, dim = 1 : (tensor<16x1x9xf32>, tensor<16x1x9xf32>, tensor<16x1x9xf32>, tensor<16x1x9xf32>, tensor<16x1x9xf32>) -> tensor<16x5x9xf32>
      %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %113 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %114 = stablehlo.compare LT, %36, %113, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %cst_36 = stablehlo.constant dense<2.000000e-01> : tensor<f32>
      %115 = func.call @_where_28(%114, %cst_35, %cst_36) : (tensor<16xi1>, tensor<f32>, tensor<f32>) -> tensor<16xf32>
      %cst_37 = stablehlo.constant dense<-2.000000e-01> : tensor<f32>
      %116 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %117 = stablehlo.power %36, %116 : tensor<16xf32>
      %cst_38 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %118 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %119 = stablehlo.multiply %117, %118 : tensor<16xf32>
      %120 = stablehlo.convert %115 : tensor<16xf32>
      %121 = stablehlo.maximum %119, %120 : tensor<16xf32>
      %cst_39 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
      %122 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %123 = stablehlo.minimum %122, %121 : tensor<16xf32>
      %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %124 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %125 = stablehlo.compare EQ, %36, %124, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %cst_41 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
      %126 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %127 = stablehlo.multiply %iterArg_10, %126 : tensor<16xf32>
      %128 = stablehlo.multiply %iterArg_10, %123 : tensor<16xf32>
      %129 = func.call @_where_29(%125, %127, %128) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %cst_42 = stablehlo.constant dense<0x7F800000> : tensor<f32>
      %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %130 = func.call @clip_30(%129, %cst_42, %cst_43) : (tensor<16xf32>, tensor<f32>, tensor<f32>) -> tensor<16xf32>
      %c_44 = stablehlo.constant dense<1> : tensor<i32>
      %131 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i32>) -> tensor<16xi32>
      %132 = stablehlo.add %iterArg_6, %131 : tensor<16xi32>
      %c_45 = stablehlo.constant dense<1> : tensor<i32>
      %133 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i32>) -> tensor<16xi32>
      %134 = stablehlo.add %iterArg_6, %133 : tensor<16xi32>
      %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %135 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %136 = stablehlo.compare LE, %36, %135, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %137 = func.call @_where_31(%136, %132, %134) : (tensor<16xi1>, tensor<16xi32>, tensor<16xi32>) -> tensor<16xi32>
      %138 = func.call @_where_32(%136, %16, %iterArg_7) : (tensor<16xi1>, tensor<16x9xf32>, tensor<16x9xf32>) -> tensor<16x9xf32>
      %139 = func.call @_where_32(%136, %22, %iterArg_8) : (tensor<16xi1>, tensor<16x9xf32>, tensor<16x9xf32>) -> tensor<16x9xf32>
      %140 = func.call @_where_29(%136, %23, %iterArg_9) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %141 = func.call @_where_29(%136, %130, %130) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %142 = func.call @_where_29(%136, %iterArg_9, %iterArg_11) : (tensor<16xi1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %143 = func.call @_where_33(%136, %112, %iterArg_12) : (tensor<16xi1>, tensor<16x5x9xf32>, tensor<16x5x9xf32>) -> tensor<16x5x9xf32>
      %144 = stablehlo.broadcast_in_dim %iterArg, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %145 = stablehlo.compare LT, %iterArg_9, %144, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %c_47 = stablehlo.constant dense<500> : tensor<i32>
      %146 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i32>) -> tensor<16xi32>
      %147 = stablehlo.compare LT, %iterArg_6, %146, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
      %c_48 = stablehlo.constant dense<false> : tensor<i1>
      %148 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i1>) -> tensor<16xi1>
      %149 = stablehlo.compare NE, %147, %148, UNSIGNED : (tensor<16xi1>, tensor<16xi1>) -> tensor<16xi1>
      %150 = stablehlo.convert %149 : tensor<16xi1>
      %151 = stablehlo.and %145, %150 : tensor<16xi1>
      %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %152 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %153 = stablehlo.compare GT, %iterArg_10, %152, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
      %154 = stablehlo.and %151, %153 : tensor<16xi1>
      %155 = stablehlo.broadcast_in_dim %154, dims = [0] : (tensor<16xi1>) -> tensor<16xi1>
      %156 = stablehlo.select %155, %137, %iterArg_6 : tensor<16xi1>, tensor<16xi32>
      %157 = stablehlo.broadcast_in_dim %154, dims = [0] : (tensor<16xi1>) -> tensor<16x9xi1>
      %158 = stablehlo.select %157, %138, %iterArg_7 : tensor<16x9xi1>, tensor<16x9xf32>
      %159 = stablehlo.broadcast_in_dim %154, dims = [0] : (tensor<16xi1>) -> tensor<16x9xi1>
      %160 = stablehlo.select %159, %139, %iterArg_8 : tensor<16x9xi1>, tensor<16x9xf32>
      %161 = stablehlo.broadcast_in_dim %154, dims = [0] : (tensor<16xi1>) -> tensor<16xi1>
      %162 = stablehlo.select %161, %140, %iterArg_9 : tensor<16xi1>, tensor<16xf32>
      %163 = stablehlo.broadcast_in_dim %154, dims = [0] : (tensor<16xi1>) -> tensor<16xi1>
      %164 = stablehlo.select %163, %141, %iterArg_10 : tensor<16xi1>, tensor<16xf32>
      %165 = stablehlo.broadcast_in_dim %154, dims = [0] : (tensor<16xi1>) -> tensor<16xi1>
      %166 = stablehlo.select %165, %142, %iterArg_11 : tensor<16xi1>, tensor<16xf32>
      %167 = stablehlo.broadcast_in_dim %154, dims = [0] : (tensor<16xi1>) -> tensor<16x5x9xi1>
      %168 = stablehlo.select %167, %143, %iterArg_12 : tensor<16x5x9xi1>, tensor<16x5x9xf32>
      stablehlo.return %iterArg, %iterArg_0, %iterArg_1, %iterArg_2, %iterArg_3, %iterArg_4, %iterArg_5, %156, %158, %160, %162, %164, %166, %168 : tensor<f32>, tensor<7xf32>, tensor<6x7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<4xf32>, tensor<7xf32>, tensor<16xi32>, tensor<16x9xf32>, tensor<16x9xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x5x9xf32>
    }
    %2 = stablehlo.broadcast_in_dim %arg12, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %3 = stablehlo.subtract %2, %1#12 : tensor<16xf32>
    %4 = stablehlo.subtract %1#10, %1#12 : tensor<16xf32>
    %5 = stablehlo.divide %3, %4 : tensor<16xf32>
    %6 = call @polyval_34(%1#13, %5) : (tensor<16x5x9xf32>, tensor<16xf32>) -> tensor<16x9xf32>
    return %1#8, %1#9, %1#10, %1#11, %1#12, %1#13, %6 : tensor<16x9xf32>, tensor<16x9xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x5x9xf32>, tensor<16x9xf32>
  }
  func.func private @closed_call_25(%arg0: tensor<7xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<6x7xf32>, %arg4: tensor<16x9xf32>, %arg5: tensor<4xf32>, %arg6: tensor<i32>, %arg7: tensor<16x7x9xf32>) -> (tensor<i32>, tensor<16x7x9xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg6, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.subtract %arg6, %c_0 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare LT, %1, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.convert %1 : tensor<i32>
    %c_2 = stablehlo.constant dense<7> : tensor<i32>
    %4 = stablehlo.add %3, %c_2 : tensor<i32>
    %5 = stablehlo.select %2, %4, %1 : tensor<i1>, tensor<i32>
    %6 = stablehlo.dynamic_slice %arg0, %5, sizes = [1] : (tensor<7xf32>, tensor<i32>) -> tensor<1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1xf32>) -> tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %9 = stablehlo.multiply %arg1, %8 : tensor<16xf32>
    %10 = stablehlo.add %arg2, %9 : tensor<16xf32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.subtract %arg6, %c_3 : tensor<i32>
    %12 = stablehlo.convert %11 : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.compare LT, %12, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_5 = stablehlo.constant dense<6> : tensor<i32>
    %14 = stablehlo.add %12, %c_5 : tensor<i32>
    %15 = stablehlo.select %13, %14, %12 : tensor<i1>, tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.compare LT, %c_6, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<7> : tensor<i32>
    %17 = stablehlo.add %c_8, %c_9 : tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.select %16, %17, %c_10 : tensor<i1>, tensor<i32>
    %19 = stablehlo.dynamic_slice %arg3, %15, %18, sizes = [1, 7] : (tensor<6x7xf32>, tensor<i32>, tensor<i32>) -> tensor<1x7xf32>
    %20 = stablehlo.reshape %19 : (tensor<1x7xf32>) -> tensor<7xf32>
    %21 = stablehlo.dot_general %20, %arg7, contracting_dims = [0] x [1], precision = [HIGHEST, HIGHEST] : (tensor<7xf32>, tensor<16x7x9xf32>) -> tensor<16x9xf32>
    %22 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x9xf32>
    %24 = stablehlo.multiply %23, %21 : tensor<16x9xf32>
    %25 = stablehlo.add %arg4, %24 : tensor<16x9xf32>
    %26 = stablehlo.slice %25 [0:16, 0:2] : (tensor<16x9xf32>) -> tensor<16x2xf32>
    %27 = stablehlo.slice %25 [0:16, 2:4] : (tensor<16x9xf32>) -> tensor<16x2xf32>
    %28 = stablehlo.slice %25 [0:16, 4:5] : (tensor<16x9xf32>) -> tensor<16x1xf32>
    %29 = stablehlo.slice %25 [0:16, 5:9] : (tensor<16x9xf32>) -> tensor<16x4xf32>
    %30 = stablehlo.reshape %28 : (tensor<16x1xf32>) -> tensor<16xf32>
    %31 = stablehlo.negate %10 : tensor<16xf32>
    %32 = stablehlo.slice %26 [0:16, 0:2] : (tensor<16x2xf32>) -> tensor<16x2xf32>
    %c_11 = stablehlo.constant dense<-2> : tensor<i32>
    %c_12 = stablehlo.constant dense<1> : tensor<i32>
    %33:3 = call @clip_26(%arg5, %c_11, %c_12) : (tensor<4xf32>, tensor<i32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
    %34 = stablehlo.exponential %33#0 : tensor<4xf32>
    %35 = stablehlo.slice %34 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %36 = stablehlo.reshape %35 : (tensor<1xf32>) -> tensor<f32>
    %37 = stablehlo.slice %34 [1:2] : (tensor<4xf32>) -> tensor<1xf32>
    %38 = stablehlo.reshape %37 : (tensor<1xf32>) -> tensor<f32>
    %39 = stablehlo.slice %34 [2:3] : (tensor<4xf32>) -> tensor<1xf32>
    %40 = stablehlo.reshape %39 : (tensor<1xf32>) -> tensor<f32>
    %41 = stablehlo.slice %34 [3:4] : (tensor<4xf32>) -> tensor<1xf32>
    %42 = stablehlo.reshape %41 : (tensor<1xf32>) -> tensor<f32>
    %43 = stablehlo.slice %32 [0:16, 0:1] : (tensor<16x2xf32>) -> tensor<16x1xf32>
    %44 = stablehlo.reshape %43 : (tensor<16x1xf32>) -> tensor<16xf32>
    %45 = stablehlo.slice %32 [0:16, 1:2] : (tensor<16x2xf32>) -> tensor<16x1xf32>
    %46 = stablehlo.reshape %45 : (tensor<16x1xf32>) -> tensor<16xf32>
    %47 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %48 = stablehlo.multiply %47, %44 : tensor<16xf32>
    %49 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %50 = stablehlo.multiply %49, %44 : tensor<16xf32>
    %51 = stablehlo.multiply %50, %46 : tensor<16xf32>
    %52 = stablehlo.subtract %48, %51 : tensor<16xf32>
    %53 = stablehlo.broadcast_in_dim %42, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %54 = stablehlo.multiply %53, %44 : tensor<16xf32>
    %55 = stablehlo.multiply %54, %46 : tensor<16xf32>
    %56 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %57 = stablehlo.multiply %56, %46 : tensor<16xf32>
    %58 = stablehlo.subtract %55, %57 : tensor<16xf32>
    %59 = stablehlo.broadcast_in_dim %52, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %60 = stablehlo.broadcast_in_dim %58, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %61 = stablehlo.concatenate %59, %60, dim = 0 : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<2x16xf32>
    %62 = stablehlo.negate %61 : tensor<2x16xf32>
    %63 = stablehlo.slice %27 [0:16, 0:1] : (tensor<16x2xf32>) -> tensor<16x1xf32>
    %64 = stablehlo.reshape %63 : (tensor<16x1xf32>) -> tensor<16xf32>
    %65 = stablehlo.slice %27 [0:16, 1:2] : (tensor<16x2xf32>) -> tensor<16x1xf32>
    %66 = stablehlo.reshape %65 : (tensor<16x1xf32>) -> tensor<16xf32>
    %67 = stablehlo.negate %66 : tensor<16xf32>
    %68 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %69 = stablehlo.multiply %68, %67 : tensor<16xf32>
    %70 = stablehlo.multiply %67, %46 : tensor<16xf32>
    %71 = stablehlo.multiply %54, %66 : tensor<16xf32>
    %72 = stablehlo.add %69, %71 : tensor<16xf32>
    %73 = stablehlo.multiply %66, %46 : tensor<16xf32>
    %74 = stablehlo.broadcast_in_dim %42, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %75 = stablehlo.multiply %74, %73 : tensor<16xf32>
    %76 = stablehlo.multiply %73, %44 : tensor<16xf32>
    %77 = stablehlo.negate %64 : tensor<16xf32>
    %78 = stablehlo.multiply %50, %77 : tensor<16xf32>
    %79 = stablehlo.add %72, %78 : tensor<16xf32>
    %80 = stablehlo.multiply %77, %46 : tensor<16xf32>
    %81 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %82 = stablehlo.multiply %81, %80 : tensor<16xf32>
    %83 = stablehlo.add %75, %82 : tensor<16xf32>
    %84 = stablehlo.multiply %80, %44 : tensor<16xf32>
    %85 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %86 = stablehlo.multiply %85, %64 : tensor<16xf32>
    %87 = stablehlo.add %83, %86 : tensor<16xf32>
    %88 = stablehlo.multiply %64, %44 : tensor<16xf32>
    %89 = stablehlo.broadcast_in_dim %79, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.pad %89, %cst, low = [0, 1], high = [0, 0], interior = [0, 0] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16x2xf32>
    %91 = stablehlo.broadcast_in_dim %87, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %92 = stablehlo.pad %91, %cst_13, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16x2xf32>
    %93 = stablehlo.add %90, %92 : tensor<16x2xf32>
    %94 = stablehlo.broadcast_in_dim %76, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.pad %94, %cst_14, low = [0, 3], high = [0, 0], interior = [0, 0] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16x4xf32>
    %96 = stablehlo.broadcast_in_dim %70, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.pad %96, %cst_15, low = [0, 2], high = [0, 1], interior = [0, 0] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16x4xf32>
    %98 = stablehlo.add %95, %97 : tensor<16x4xf32>
    %99 = stablehlo.broadcast_in_dim %84, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.pad %99, %cst_16, low = [0, 1], high = [0, 2], interior = [0, 0] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16x4xf32>
    %101 = stablehlo.add %98, %100 : tensor<16x4xf32>
    %102 = stablehlo.broadcast_in_dim %88, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.pad %102, %cst_17, low = [0, 0], high = [0, 3], interior = [0, 0] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16x4xf32>
    %104 = stablehlo.add %101, %103 : tensor<16x4xf32>
    %105 = stablehlo.broadcast_in_dim %34, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<16x4xf32>
    %107 = stablehlo.multiply %104, %106 : tensor<16x4xf32>
    %108 = call @clip_27(%33#1, %33#2, %107) : (tensor<4xf32>, tensor<4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.reshape %cst_18 : (tensor<f32>) -> tensor<1xf32>
    %110 = stablehlo.transpose %62, dims = [1, 0] : (tensor<2x16xf32>) -> tensor<16x2xf32>
    %111 = stablehlo.broadcast_in_dim %109, dims = [1] : (tensor<1xf32>) -> tensor<16x1xf32>
    %112 = stablehlo.concatenate %110, %93, %111, %108, dim = 1 : (tensor<16x2xf32>, tensor<16x2xf32>, tensor<16x1xf32>, tensor<16x4xf32>) -> tensor<16x9xf32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %113 = stablehlo.compare LT, %arg6, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_20 = stablehlo.constant dense<7> : tensor<i32>
    %114 = stablehlo.add %arg6, %c_20 : tensor<i32>
    %115 = stablehlo.select %113, %114, %arg6 : tensor<i1>, tensor<i32>
    %116 = stablehlo.convert %115 : tensor<i32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %118 = "stablehlo.scatter"(%arg7, %117, %112) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<16x7x9xf32>, tensor<1xi32>, tensor<16x9xf32>) -> tensor<16x7x9xf32>
    return %0, %118 : tensor<i32>, tensor<16x7x9xf32>
  }
  func.func private @clip_26(%arg0: tensor<4xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4xf32>
    %3 = stablehlo.compare EQ, %arg0, %2, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %6 = stablehlo.select %3, %4, %5 : tensor<4xi1>, tensor<4xf32>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.compare EQ, %7, %2, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %11 = stablehlo.select %8, %9, %10 : tensor<4xi1>, tensor<4xf32>
    %12 = stablehlo.divide %6, %11 : tensor<4xf32>
    %13 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %15 = stablehlo.minimum %14, %2 : tensor<4xf32>
    %16 = stablehlo.compare EQ, %2, %15, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %19 = stablehlo.select %16, %17, %18 : tensor<4xi1>, tensor<4xf32>
    %20 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %21 = stablehlo.compare EQ, %20, %15, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %24 = stablehlo.select %21, %22, %23 : tensor<4xi1>, tensor<4xf32>
    %25 = stablehlo.divide %19, %24 : tensor<4xf32>
    return %15, %12, %25 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  }
  func.func private @clip_27(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<16x4xf32>) -> tensor<16x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<16x4xf32>
    %2 = stablehlo.multiply %arg2, %1 : tensor<16x4xf32>
    %3 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<16x4xf32>
    %5 = stablehlo.multiply %2, %4 : tensor<16x4xf32>
    return %5 : tensor<16x4xf32>
  }
  func.func private @_where_28(%arg0: tensor<16xi1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.select %arg0, %1, %0 : tensor<16xi1>, tensor<16xf32>
    return %2 : tensor<16xf32>
  }
  func.func private @_where_29(%arg0: tensor<16xi1>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<16xi1>, tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func private @clip_30(%arg0: tensor<16xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<16xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<16xf32>
    %3 = stablehlo.convert %arg1 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<16xf32>
    return %5 : tensor<16xf32>
  }
  func.func private @_where_31(%arg0: tensor<16xi1>, %arg1: tensor<16xi32>, %arg2: tensor<16xi32>) -> tensor<16xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<16xi1>, tensor<16xi32>
    return %0 : tensor<16xi32>
  }
  func.func private @_where_32(%arg0: tensor<16xi1>, %arg1: tensor<16x9xf32>, %arg2: tensor<16x9xf32>) -> tensor<16x9xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<16xi1>) -> tensor<16x9xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<16x9xi1>, tensor<16x9xf32>
    return %1 : tensor<16x9xf32>
  }
  func.func private @_where_33(%arg0: tensor<16xi1>, %arg1: tensor<16x5x9xf32>, %arg2: tensor<16x5x9xf32>) -> tensor<16x5x9xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<16xi1>) -> tensor<16x5x9xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<16x5x9xi1>, tensor<16x5x9xf32>
    return %1 : tensor<16x5x9xf32>
  }
  func.func private @polyval_34(%arg0: tensor<16x5x9xf32>, %arg1: tensor<16xf32>) -> tensor<16x9xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<9xf32>) -> tensor<16x9xf32>
    %2 = stablehlo.transpose %arg0, dims = [1, 0, 2] : (tensor<16x5x9xf32>) -> tensor<5x16x9xf32>
    %3 = stablehlo.slice %2 [0:0, 0:16, 0:9] : (tensor<5x16x9xf32>) -> tensor<0x16x9xf32>
    %4 = stablehlo.slice %2 [0:5, 0:16, 0:9] : (tensor<5x16x9xf32>) -> tensor<5x16x9xf32>
    %5 = stablehlo.slice %4 [0:1, 0:16, 0:9] : (tensor<5x16x9xf32>) -> tensor<1x16x9xf32>
    %6 = stablehlo.reshape %5 : (tensor<1x16x9xf32>) -> tensor<16x9xf32>
    %7 = call @closed_call_35(%arg1, %1, %6) : (tensor<16xf32>, tensor<16x9xf32>, tensor<16x9xf32>) -> tensor<16x9xf32>
    %8 = stablehlo.slice %4 [1:2, 0:16, 0:9] : (tensor<5x16x9xf32>) -> tensor<1x16x9xf32>
    %9 = stablehlo.reshape %8 : (tensor<1x16x9xf32>) -> tensor<16x9xf32>
    %10 = call @closed_call_35(%arg1, %7, %9) : (tensor<16xf32>, tensor<16x9xf32>, tensor<16x9xf32>) -> tensor<16x9xf32>
    %11 = stablehlo.slice %4 [2:3, 0:16, 0:9] : (tensor<5x16x9xf32>) -> tensor<1x16x9xf32>
    %12 = stablehlo.reshape %11 : (tensor<1x16x9xf32>) -> tensor<16x9xf32>
    %13 = call @closed_call_35(%arg1, %10, %12) : (tensor<16xf32>, tensor<16x9xf32>, tensor<16x9xf32>) -> tensor<16x9xf32>
    %14 = stablehlo.slice %4 [3:4, 0:16, 0:9] : (tensor<5x16x9xf32>) -> tensor<1x16x9xf32>
    %15 = stablehlo.reshape %14 : (tensor<1x16x9xf32>) -> tensor<16x9xf32>
    %16 = call @closed_call_35(%arg1, %13, %15) : (tensor<16xf32>, tensor<16x9xf32>, tensor<16x9xf32>) -> tensor<16x9xf32>
    %17 = stablehlo.slice %4 [4:5, 0:16, 0:9] : (tensor<5x16x9xf32>) -> tensor<1x16x9xf32>
    %18 = stablehlo.reshape %17 : (tensor<1x16x9xf32>) -> tensor<16x9xf32>
    %19 = call @closed_call_35(%arg1, %16, %18) : (tensor<16xf32>, tensor<16x9xf32>, tensor<16x9xf32>) -> tensor<16x9xf32>
    return %19 : tensor<16x9xf32>
  }
  func.func private @closed_call_35(%arg0: tensor<16xf32>, %arg1: tensor<16x9xf32>, %arg2: tensor<16x9xf32>) -> tensor<16x9xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x9xf32>
    %2 = stablehlo.multiply %arg1, %1 : tensor<16x9xf32>
    %3 = stablehlo.add %2, %arg2 : tensor<16x9xf32>
    return %3 : tensor<16x9xf32>
  }
  func.func private @dynamic_update_index_in_dim_36(%arg0: tensor<1x16x9xf32>, %arg1: tensor<16x9xf32>, %arg2: tensor<i32>) -> tensor<1x16x9xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<16x9xf32>) -> tensor<1x16x9xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<1x16x9xf32>, tensor<1x16x9xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x9xf32>
    return %1 : tensor<1x16x9xf32>
  }
  func.func private @clip_37(%arg0: tensor<16x2xf32>, %arg1: tensor<16x2xf32>, %arg2: tensor<16x2xf32>) -> tensor<16x2xf32> {
    %0 = stablehlo.multiply %arg2, %arg1 : tensor<16x2xf32>
    %1 = stablehlo.multiply %0, %arg0 : tensor<16x2xf32>
    return %1 : tensor<16x2xf32>
  }
}
