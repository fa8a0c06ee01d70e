module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024x3xf32>) -> (tensor<1024x3xf32> {jax.result_info = "result"}) {
    %0 = call @"<lambda>"(%arg0) : (tensor<1024x3xf32>) -> tensor<1024x3xf32>
    return %0 : tensor<1024x3xf32>
  }
  func.func private @"<lambda>"(%arg0: tensor<1024x3xf32>) -> tensor<1024x3xf32> {
    %cst = stablehlo.constant dense<2.500000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<6.250000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<1024x3xf32>) -> tensor<1024x1x3xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<1024x3xf32>) -> tensor<1x1024x3xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1024x3xf32>) -> tensor<1024x1024x3xf32>
    %3 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<1024x1x3xf32>) -> tensor<1024x1024x3xf32>
    %4 = stablehlo.subtract %2, %3 : tensor<1024x1024x3xf32>
    %cst_5 = stablehlo.constant dense<1.200000e+01> : tensor<f32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %5 = stablehlo.multiply %cst_5, %cst_6 : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<1024x1024x3xf32>
    %7 = stablehlo.add %4, %6 : tensor<1024x1024x3xf32>
    %cst_7 = stablehlo.constant dense<1.200000e+01> : tensor<f32>
    %8:2 = call @remainder(%7, %cst_7) : (tensor<1024x1024x3xf32>, tensor<f32>) -> (tensor<1024x1024x3xf32>, tensor<1024x1024x3xi1>)
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.200000e+01> : tensor<f32>
    %9 = stablehlo.multiply %cst_8, %cst_9 : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<1024x1024x3xf32>
    %11 = stablehlo.subtract %8#0, %10 : tensor<1024x1024x3xf32>
    %12 = stablehlo.multiply %11, %11 : tensor<1024x1024x3xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1024x1024x3xf32>
    %14 = stablehlo.multiply %13, %11 : tensor<1024x1024x3xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%12 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<1024x1024x3xf32>, tensor<f32>) -> tensor<1024x1024xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %17 = stablehlo.compare GT, %15, %16, FLOAT : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xi1>
    %18:2 = call @safe_mask(%17, %15) : (tensor<1024x1024xi1>, tensor<1024x1024xf32>) -> (tensor<1024x1024xf32>, tensor<1024x1024xf32>)
    %cst_13 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %20 = stablehlo.power %18#0, %19 : tensor<1024x1024xf32>
    %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.subtract %cst_14, %cst_15 : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %23 = stablehlo.power %18#0, %22 : tensor<1024x1024xf32>
    %cst_16 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %25 = stablehlo.multiply %24, %23 : tensor<1024x1024xf32>
    %26 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %27 = stablehlo.compare LT, %18#0, %26, FLOAT : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xi1>
    %28 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %29 = stablehlo.subtract %28, %20 : tensor<1024x1024xf32>
    %30 = stablehlo.multiply %29, %29 : tensor<1024x1024xf32>
    %cst_17 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %32 = stablehlo.multiply %31, %29 : tensor<1024x1024xf32>
    %cst_18 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %34 = stablehlo.multiply %33, %20 : tensor<1024x1024xf32>
    %35 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %36 = stablehlo.add %35, %34 : tensor<1024x1024xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %37 = stablehlo.multiply %cst_19, %cst_1 : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %39 = stablehlo.subtract %36, %38 : tensor<1024x1024xf32>
    %40 = stablehlo.multiply %30, %39 : tensor<1024x1024xf32>
    %41 = stablehlo.subtract %cst_0, %cst_1 : tensor<f32>
    %42 = stablehlo.multiply %41, %41 : tensor<f32>
    %43 = stablehlo.multiply %42, %41 : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %45 = stablehlo.divide %40, %44 : tensor<1024x1024xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %46 = call @_where_0(%27, %45, %c) : (tensor<1024x1024xi1>, tensor<1024x1024xf32>, tensor<i32>) -> tensor<1024x1024xf32>
    %47 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %48 = stablehlo.compare LT, %18#0, %47, FLOAT : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xi1>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %49 = call @_where_1(%48, %c_20, %46) : (tensor<1024x1024xi1>, tensor<i32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %50 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %51 = stablehlo.divide %50, %18#0 : tensor<1024x1024xf32>
    %52 = stablehlo.multiply %18#0, %18#0 : tensor<1024x1024xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %54 = stablehlo.divide %53, %52 : tensor<1024x1024xf32>
    %55 = stablehlo.multiply %51, %51 : tensor<1024x1024xf32>
    %56 = stablehlo.multiply %55, %55 : tensor<1024x1024xf32>
    %57 = stablehlo.multiply %56, %55 : tensor<1024x1024xf32>
    %58 = stablehlo.multiply %57, %57 : tensor<1024x1024xf32>
    %cst_22 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %59 = stablehlo.multiply %cst_22, %cst_4 : tensor<f32>
    %60 = stablehlo.subtract %58, %57 : tensor<1024x1024xf32>
    %61 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %62 = stablehlo.multiply %61, %60 : tensor<1024x1024xf32>
    %63:4 = call @nan_to_num(%62) : (tensor<1024x1024xf32>) -> (tensor<1024x1024xf32>, tensor<1024x1024xi1>, tensor<1024x1024xi1>, tensor<1024x1024xi1>)
    %64 = stablehlo.multiply %49, %63#0 : tensor<1024x1024xf32>
    %65:3 = call @nan_to_num_3(%64) : (tensor<1024x1024xf32>) -> (tensor<1024x1024xi1>, tensor<1024x1024xi1>, tensor<1024x1024xi1>)
    %66 = stablehlo.iota dim = 0 : tensor<1024x1024xi32>
    %67 = stablehlo.iota dim = 1 : tensor<1024x1024xi32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %68 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<1024x1024xi32>
    %69 = stablehlo.add %66, %68 : tensor<1024x1024xi32>
    %70 = stablehlo.compare EQ, %69, %67, SIGNED : (tensor<1024x1024xi32>, tensor<1024x1024xi32>) -> tensor<1024x1024xi1>
    %71 = stablehlo.convert %70 : (tensor<1024x1024xi1>) -> tensor<1024x1024xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %73 = stablehlo.subtract %72, %71 : tensor<1024x1024xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %74 = stablehlo.negate %cst_25 : tensor<f32>
    %cst_26 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %75 = stablehlo.multiply %74, %cst_26 : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %77 = stablehlo.multiply %73, %76 : tensor<1024x1024xf32>
    %78 = call @nan_to_num_4(%65#0, %65#1, %65#2, %77) : (tensor<1024x1024xi1>, tensor<1024x1024xi1>, tensor<1024x1024xi1>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %79 = stablehlo.multiply %49, %78 : tensor<1024x1024xf32>
    %80 = stablehlo.multiply %78, %63#0 : tensor<1024x1024xf32>
    %81 = call @nan_to_num_4(%63#1, %63#2, %63#3, %79) : (tensor<1024x1024xi1>, tensor<1024x1024xi1>, tensor<1024x1024xi1>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %82 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %83 = stablehlo.multiply %82, %81 : tensor<1024x1024xf32>
    %84 = stablehlo.negate %83 : tensor<1024x1024xf32>
    %85 = stablehlo.multiply %57, %83 : tensor<1024x1024xf32>
    %86 = stablehlo.add %84, %85 : tensor<1024x1024xf32>
    %87 = stablehlo.multiply %83, %57 : tensor<1024x1024xf32>
    %88 = stablehlo.add %86, %87 : tensor<1024x1024xf32>
    %89 = stablehlo.multiply %56, %88 : tensor<1024x1024xf32>
    %90 = stablehlo.multiply %88, %55 : tensor<1024x1024xf32>
    %91 = stablehlo.multiply %55, %90 : tensor<1024x1024xf32>
    %92 = stablehlo.add %89, %91 : tensor<1024x1024xf32>
    %93 = stablehlo.multiply %90, %55 : tensor<1024x1024xf32>
    %94 = stablehlo.add %92, %93 : tensor<1024x1024xf32>
    %95 = stablehlo.multiply %51, %94 : tensor<1024x1024xf32>
    %96 = stablehlo.multiply %94, %51 : tensor<1024x1024xf32>
    %97 = stablehlo.add %95, %96 : tensor<1024x1024xf32>
    %98 = stablehlo.multiply %97, %54 : tensor<1024x1024xf32>
    %99 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %100 = stablehlo.multiply %98, %99 : tensor<1024x1024xf32>
    %101 = stablehlo.negate %100 : tensor<1024x1024xf32>
    %102 = call @_where_6(%48, %80) : (tensor<1024x1024xi1>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %103 = call @_where_7(%27, %102) : (tensor<1024x1024xi1>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %104 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %105 = stablehlo.divide %103, %104 : tensor<1024x1024xf32>
    %106 = stablehlo.multiply %30, %105 : tensor<1024x1024xf32>
    %107 = stablehlo.multiply %105, %39 : tensor<1024x1024xf32>
    %cst_27 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %109 = stablehlo.multiply %108, %106 : tensor<1024x1024xf32>
    %110 = stablehlo.multiply %107, %32 : tensor<1024x1024xf32>
    %111 = stablehlo.negate %110 : tensor<1024x1024xf32>
    %112 = stablehlo.add %109, %111 : tensor<1024x1024xf32>
    %113 = stablehlo.multiply %112, %25 : tensor<1024x1024xf32>
    %114 = stablehlo.add %101, %113 : tensor<1024x1024xf32>
    %115 = call @safe_mask_8(%17, %18#1, %114) : (tensor<1024x1024xi1>, tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1] : (tensor<1024x1024xf32>) -> tensor<1024x1024x3xf32>
    %117 = stablehlo.multiply %116, %14 : tensor<1024x1024x3xf32>
    %118 = call @remainder_10(%8#1, %117) : (tensor<1024x1024x3xi1>, tensor<1024x1024x3xf32>) -> tensor<1024x1024x3xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.reduce(%118 init: %cst_28) applies stablehlo.add across dimensions = [0] : (tensor<1024x1024x3xf32>, tensor<f32>) -> tensor<1024x3xf32>
    %120 = stablehlo.reshape %119 : (tensor<1024x3xf32>) -> tensor<1x1024x3xf32>
    %121 = stablehlo.negate %118 : tensor<1024x1024x3xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.reduce(%121 init: %cst_29) applies stablehlo.add across dimensions = [1] : (tensor<1024x1024x3xf32>, tensor<f32>) -> tensor<1024x3xf32>
    %123 = stablehlo.reshape %122 : (tensor<1024x3xf32>) -> tensor<1024x1x3xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.reduce(%120 init: %cst_30) applies stablehlo.add across dimensions = [0] : (tensor<1x1024x3xf32>, tensor<f32>) -> tensor<1024x3xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %125 = stablehlo.reduce(%123 init: %cst_31) applies stablehlo.add across dimensions = [1] : (tensor<1024x1x3xf32>, tensor<f32>) -> tensor<1024x3xf32>
    %126 = stablehlo.add %124, %125 : tensor<1024x3xf32>
    return %126 : tensor<1024x3xf32>
  }
  func.func private @remainder(%arg0: tensor<1024x1024x3xf32>, %arg1: tensor<f32>) -> (tensor<1024x1024x3xf32>, tensor<1024x1024x3xi1>) {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1024x1024x3xf32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<1024x1024x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x1024x3xf32>
    %4 = stablehlo.compare NE, %2, %3, FLOAT : (tensor<1024x1024x3xf32>, tensor<1024x1024x3xf32>) -> tensor<1024x1024x3xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024x1024x3xf32>
    %6 = stablehlo.compare LT, %2, %5, FLOAT : (tensor<1024x1024x3xf32>, tensor<1024x1024x3xf32>) -> tensor<1024x1024x3xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.compare LT, %0, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<1024x1024x3xi1>
    %9 = stablehlo.compare NE, %6, %8, UNSIGNED : (tensor<1024x1024x3xi1>, tensor<1024x1024x3xi1>) -> tensor<1024x1024x3xi1>
    %10 = stablehlo.and %9, %4 : tensor<1024x1024x3xi1>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1024x1024x3xf32>
    %12 = stablehlo.add %2, %11 : tensor<1024x1024x3xf32>
    %13 = stablehlo.select %10, %12, %2 : tensor<1024x1024x3xi1>, tensor<1024x1024x3xf32>
    return %13, %10 : tensor<1024x1024x3xf32>, tensor<1024x1024x3xi1>
  }
  func.func private @safe_mask(%arg0: tensor<1024x1024xi1>, %arg1: tensor<1024x1024xf32>) -> (tensor<1024x1024xf32>, tensor<1024x1024xf32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_where(%arg0, %arg1, %c) : (tensor<1024x1024xi1>, tensor<1024x1024xf32>, tensor<i32>) -> tensor<1024x1024xf32>
    %1 = stablehlo.sqrt %0 : tensor<1024x1024xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %3 = stablehlo.divide %2, %1 : tensor<1024x1024xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %4 = call @_where(%arg0, %1, %c_0) : (tensor<1024x1024xi1>, tensor<1024x1024xf32>, tensor<i32>) -> tensor<1024x1024xf32>
    return %4, %3 : tensor<1024x1024xf32>, tensor<1024x1024xf32>
  }
  func.func private @_where(%arg0: tensor<1024x1024xi1>, %arg1: tensor<1024x1024xf32>, %arg2: tensor<i32>) -> tensor<1024x1024xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<1024xf32>) -> tensor<1024x1024xf32>
    %3 = stablehlo.select %arg0, %arg1, %2 : tensor<1024x1024xi1>, tensor<1024x1024xf32>
    return %3 : tensor<1024x1024xf32>
  }
  func.func private @_where_0(%arg0: tensor<1024x1024xi1>, %arg1: tensor<1024x1024xf32>, %arg2: tensor<i32>) -> tensor<1024x1024xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<1024x1024xi1>, tensor<1024x1024xf32>
    return %2 : tensor<1024x1024xf32>
  }
  func.func private @_where_1(%arg0: tensor<1024x1024xi1>, %arg1: tensor<i32>, %arg2: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<1024x1024xi1>, tensor<1024x1024xf32>
    return %2 : tensor<1024x1024xf32>
  }
  func.func private @nan_to_num(%arg0: tensor<1024x1024xf32>) -> (tensor<1024x1024xf32>, tensor<1024x1024xi1>, tensor<1024x1024xi1>, tensor<1024x1024xi1>) {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = call @_where_2(%0, %cst, %arg0) : (tensor<1024x1024xi1>, tensor<f32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %3 = stablehlo.compare EQ, %1, %2, FLOAT : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xi1>
    %cst_1 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %4 = call @_where_2(%3, %cst_1, %1) : (tensor<1024x1024xi1>, tensor<f32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %6 = stablehlo.compare EQ, %4, %5, FLOAT : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xi1>
    %cst_3 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %7 = call @_where_2(%6, %cst_3, %4) : (tensor<1024x1024xi1>, tensor<f32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    return %7, %0, %3, %6 : tensor<1024x1024xf32>, tensor<1024x1024xi1>, tensor<1024x1024xi1>, tensor<1024x1024xi1>
  }
  func.func private @_where_2(%arg0: tensor<1024x1024xi1>, %arg1: tensor<f32>, %arg2: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<1024x1024xi1>, tensor<1024x1024xf32>
    return %1 : tensor<1024x1024xf32>
  }
  func.func private @nan_to_num_3(%arg0: tensor<1024x1024xf32>) -> (tensor<1024x1024xi1>, tensor<1024x1024xi1>, tensor<1024x1024xi1>) {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = call @_where_2(%0, %cst, %arg0) : (tensor<1024x1024xi1>, tensor<f32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %3 = stablehlo.compare EQ, %1, %2, FLOAT : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xi1>
    %cst_1 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %4 = call @_where_2(%3, %cst_1, %1) : (tensor<1024x1024xi1>, tensor<f32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %6 = stablehlo.compare EQ, %4, %5, FLOAT : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xi1>
    return %0, %3, %6 : tensor<1024x1024xi1>, tensor<1024x1024xi1>, tensor<1024x1024xi1>
  }
  func.func private @nan_to_num_4(%arg0: tensor<1024x1024xi1>, %arg1: tensor<1024x1024xi1>, %arg2: tensor<1024x1024xi1>, %arg3: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
    %0 = call @_where_5(%arg2, %arg3) : (tensor<1024x1024xi1>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %1 = call @_where_5(%arg1, %0) : (tensor<1024x1024xi1>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %2 = call @_where_5(%arg0, %1) : (tensor<1024x1024xi1>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    return %2 : tensor<1024x1024xf32>
  }
  func.func private @_where_5(%arg0: tensor<1024x1024xi1>, %arg1: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<1024x1024xi1>, tensor<1024x1024xf32>
    return %1 : tensor<1024x1024xf32>
  }
  func.func private @_where_6(%arg0: tensor<1024x1024xi1>, %arg1: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<1024x1024xi1>, tensor<1024x1024xf32>
    return %1 : tensor<1024x1024xf32>
  }
  func.func private @_where_7(%arg0: tensor<1024x1024xi1>, %arg1: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<1024x1024xi1>, tensor<1024x1024xf32>
    return %1 : tensor<1024x1024xf32>
  }
  func.func private @safe_mask_8(%arg0: tensor<1024x1024xi1>, %arg1: tensor<1024x1024xf32>, %arg2: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
    %0 = call @_where_9(%arg0, %arg2) : (tensor<1024x1024xi1>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %1 = stablehlo.multiply %0, %arg1 : tensor<1024x1024xf32>
    %2 = call @_where_9(%arg0, %1) : (tensor<1024x1024xi1>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    return %2 : tensor<1024x1024xf32>
  }
  func.func private @_where_9(%arg0: tensor<1024x1024xi1>, %arg1: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<1024x1024xi1>, tensor<1024x1024xf32>
    return %1 : tensor<1024x1024xf32>
  }
  func.func private @remainder_10(%arg0: tensor<1024x1024x3xi1>, %arg1: tensor<1024x1024x3xf32>) -> tensor<1024x1024x3xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x1024x3xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<1024x1024x3xi1>, tensor<1024x1024x3xf32>
    %2 = stablehlo.select %arg0, %arg1, %0 : tensor<1024x1024x3xi1>, tensor<1024x1024x3xf32>
    %3 = stablehlo.add %1, %2 : tensor<1024x1024x3xf32>
    return %3 : tensor<1024x1024x3xf32>
  }
}
