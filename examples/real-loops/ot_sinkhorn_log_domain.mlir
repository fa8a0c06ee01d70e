module @jit_transport attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x2xf32>, %arg1: tensor<96x2xf32>) -> (tensor<128xf32> {jax.result_info = "result[0]"}, tensor<96xf32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}, tensor<i32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<128x2xf32>) -> tensor<128x1x2xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<96x2xf32>) -> tensor<1x96x2xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<128x1x2xf32>) -> tensor<128x96x2xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x96x2xf32>) -> tensor<128x96x2xf32>
    %4 = stablehlo.subtract %2, %3 : tensor<128x96x2xf32>
    %5 = stablehlo.multiply %4, %4 : tensor<128x96x2xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<128x96x2xf32>, tensor<f32>) -> tensor<128x96xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<128x96xf32>, tensor<f32>) -> tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<128x96xf32>
    %9 = stablehlo.divide %6, %8 : tensor<128x96xf32>
    %cst_1 = stablehlo.constant dense<-4.85203028> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %cst_2 = stablehlo.constant dense<-4.56434822> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %cst_5 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %14:7 = stablehlo.while(%iterArg = %9, %iterArg_8 = %10, %iterArg_9 = %11, %iterArg_10 = %12, %iterArg_11 = %13, %iterArg_12 = %cst_5, %iterArg_13 = %c) : tensor<128x96xf32>, tensor<128xf32>, tensor<96xf32>, tensor<128xf32>, tensor<96xf32>, tensor<f32>, tensor<i32>
    cond {
      %cst_14 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
      %26 = stablehlo.compare GT, %iterArg_12, %cst_14, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c_15 = stablehlo.constant dense<1000> : tensor<i32>
      %27 = stablehlo.compare LT, %iterArg_13, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_16 = stablehlo.constant dense<false> : tensor<i1>
      %28 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i1>) -> tensor<i1>
      %29 = stablehlo.compare NE, %26, %28, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %30 = stablehlo.convert %29 : tensor<i1>
      %c_17 = stablehlo.constant dense<false> : tensor<i1>
      %31 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i1>) -> tensor<i1>
      %32 = stablehlo.compare NE, %27, %31, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %33 = stablehlo.convert %32 : tensor<i1>
      %34 = stablehlo.and %30, %33 : tensor<i1>
      stablehlo.return %34 : tensor<i1>
    } do {
      %26 = stablehlo.broadcast_in_dim %iterArg_11, dims = [1] : (tensor<96xf32>) -> tensor<1x96xf32>
      %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x96xf32>) -> tensor<128x96xf32>
      %28 = stablehlo.subtract %27, %iterArg : tensor<128x96xf32>
      %cst_14 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %29 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<128x96xf32>
      %30 = stablehlo.divide %28, %29 : tensor<128x96xf32>
      %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %31 = stablehlo.reduce(%30 init: %cst_15) applies stablehlo.maximum across dimensions = [1] : (tensor<128x96xf32>, tensor<f32>) -> tensor<128xf32>
      %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %32 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %33 = stablehlo.maximum %32, %31 : tensor<128xf32>
      %34 = stablehlo.is_finite %33 : (tensor<128xf32>) -> tensor<128xi1>
      %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %35 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %36 = stablehlo.select %34, %33, %35 : tensor<128xi1>, tensor<128xf32>
      %37 = stablehlo.broadcast_in_dim %36, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
      %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x96xf32>
      %39 = stablehlo.subtract %30, %38 : tensor<128x96xf32>
      %40 = stablehlo.exponential %39 : tensor<128x96xf32>
      %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %41 = stablehlo.reduce(%40 init: %cst_18) applies stablehlo.add across dimensions = [1] : (tensor<128x96xf32>, tensor<f32>) -> tensor<128xf32>
      %42 = stablehlo.sign %41 : tensor<128xf32>
      %43 = stablehlo.abs %41 : tensor<128xf32>
      %44 = stablehlo.log %43 : tensor<128xf32>
      %45 = stablehlo.add %44, %36 : tensor<128xf32>
      %46 = stablehlo.subtract %iterArg_8, %45 : tensor<128xf32>
      %cst_19 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %47 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %48 = stablehlo.multiply %47, %46 : tensor<128xf32>
      %49 = stablehlo.broadcast_in_dim %48, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
      %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x96xf32>
      %51 = stablehlo.subtract %50, %iterArg : tensor<128x96xf32>
      %cst_20 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %52 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<128x96xf32>
      %53 = stablehlo.divide %51, %52 : tensor<128x96xf32>
      %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %54 = stablehlo.reduce(%53 init: %cst_21) applies stablehlo.maximum across dimensions = [0] : (tensor<128x96xf32>, tensor<f32>) -> tensor<96xf32>
      %cst_22 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %55 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<96xf32>
      %56 = stablehlo.maximum %55, %54 : tensor<96xf32>
      %57 = stablehlo.is_finite %56 : (tensor<96xf32>) -> tensor<96xi1>
      %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %58 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<96xf32>
      %59 = stablehlo.select %57, %56, %58 : tensor<96xi1>, tensor<96xf32>
      %60 = stablehlo.broadcast_in_dim %59, dims = [1] : (tensor<96xf32>) -> tensor<1x96xf32>
      %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1] : (tensor<1x96xf32>) -> tensor<128x96xf32>
      %62 = stablehlo.subtract %53, %61 : tensor<128x96xf32>
      %63 = stablehlo.exponential %62 : tensor<128x96xf32>
      %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %64 = stablehlo.reduce(%63 init: %cst_24) applies stablehlo.add across dimensions = [0] : (tensor<128x96xf32>, tensor<f32>) -> tensor<96xf32>
      %65 = stablehlo.sign %64 : tensor<96xf32>
      %66 = stablehlo.abs %64 : tensor<96xf32>
      %67 = stablehlo.log %66 : tensor<96xf32>
      %68 = stablehlo.add %67, %59 : tensor<96xf32>
      %69 = stablehlo.subtract %iterArg_9, %68 : tensor<96xf32>
      %cst_25 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %70 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<96xf32>
      %71 = stablehlo.multiply %70, %69 : tensor<96xf32>
      %72 = stablehlo.broadcast_in_dim %48, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
      %73 = stablehlo.broadcast_in_dim %71, dims = [1] : (tensor<96xf32>) -> tensor<1x96xf32>
      %74 = stablehlo.broadcast_in_dim %72, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x96xf32>
      %75 = stablehlo.broadcast_in_dim %73, dims = [0, 1] : (tensor<1x96xf32>) -> tensor<128x96xf32>
      %76 = stablehlo.add %74, %75 : tensor<128x96xf32>
      %77 = stablehlo.subtract %76, %iterArg : tensor<128x96xf32>
      %cst_26 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %78 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<128x96xf32>
      %79 = stablehlo.divide %77, %78 : tensor<128x96xf32>
      %cst_27 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %80 = stablehlo.reduce(%79 init: %cst_27) applies stablehlo.maximum across dimensions = [1] : (tensor<128x96xf32>, tensor<f32>) -> tensor<128xf32>
      %cst_28 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %81 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %82 = stablehlo.maximum %81, %80 : tensor<128xf32>
      %83 = stablehlo.is_finite %82 : (tensor<128xf32>) -> tensor<128xi1>
      %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %84 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %85 = stablehlo.select %83, %82, %84 : tensor<128xi1>, tensor<128xf32>
      %86 = stablehlo.broadcast_in_dim %85, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
      %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x96xf32>
      %88 = stablehlo.subtract %79, %87 : tensor<128x96xf32>
      %89 = stablehlo.exponential %88 : tensor<128x96xf32>
      %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %90 = stablehlo.reduce(%89 init: %cst_30) applies stablehlo.add across dimensions = [1] : (tensor<128x96xf32>, tensor<f32>) -> tensor<128xf32>
      %91 = stablehlo.sign %90 : tensor<128xf32>
      %92 = stablehlo.abs %90 : tensor<128xf32>
      %93 = stablehlo.log %92 : tensor<128xf32>
      %94 = stablehlo.add %93, %85 : tensor<128xf32>
      %95 = stablehlo.exponential %94 : tensor<128xf32>
      %96 = stablehlo.exponential %iterArg_8 : tensor<128xf32>
      %97 = stablehlo.subtract %95, %96 : tensor<128xf32>
      %98 = stablehlo.abs %97 : tensor<128xf32>
      %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %99 = stablehlo.reduce(%98 init: %cst_31) applies stablehlo.add across dimensions = [0] : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
      %c_32 = stablehlo.constant dense<1> : tensor<i32>
      %100 = stablehlo.add %iterArg_13, %c_32 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_8, %iterArg_9, %48, %71, %99, %100 : tensor<128x96xf32>, tensor<128xf32>, tensor<96xf32>, tensor<128xf32>, tensor<96xf32>, tensor<f32>, tensor<i32>
    }
    %15 = stablehlo.broadcast_in_dim %14#3, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %16 = stablehlo.broadcast_in_dim %14#4, dims = [1] : (tensor<96xf32>) -> tensor<1x96xf32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x96xf32>
    %18 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1x96xf32>) -> tensor<128x96xf32>
    %19 = stablehlo.add %17, %18 : tensor<128x96xf32>
    %20 = stablehlo.subtract %19, %9 : tensor<128x96xf32>
    %cst_6 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<128x96xf32>
    %22 = stablehlo.divide %20, %21 : tensor<128x96xf32>
    %23 = stablehlo.exponential %22 : tensor<128x96xf32>
    %24 = stablehlo.multiply %23, %9 : tensor<128x96xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<128x96xf32>, tensor<f32>) -> tensor<f32>
    return %14#3, %14#4, %25, %14#6 : tensor<128xf32>, tensor<96xf32>, tensor<f32>, tensor<i32>
  }
}
