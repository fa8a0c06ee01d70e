module @jit_simulate attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x3xf32>, %arg1: tensor<2xui32>) -> (tensor<32x3xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<6.250000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.100000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0:7 = call @init_fn(%arg1, %arg0) : (tensor<2xui32>, tensor<32x3xf32>) -> (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>, tensor<f32>, tensor<5xf32>, tensor<f32>, tensor<f32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:8 = stablehlo.while(%iterArg = %c, %iterArg_27 = %0#0, %iterArg_28 = %0#1, %iterArg_29 = %0#2, %iterArg_30 = %0#3, %iterArg_31 = %0#4, %iterArg_32 = %0#5, %iterArg_33 = %0#6) : tensor<i32>, tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>, tensor<f32>, tensor<5xf32>, tensor<f32>, tensor<f32>
    cond {
      %c_34 = stablehlo.constant dense<100> : tensor<i32>
      %77 = stablehlo.compare LT, %iterArg, %c_34, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %77 : tensor<i1>
    } do {
      %77:7 = func.call @closed_call_13(%iterArg_27, %iterArg_28, %iterArg_29, %iterArg_30, %iterArg_31, %iterArg_32, %iterArg_33) : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>, tensor<f32>, tensor<5xf32>, tensor<f32>, tensor<f32>) -> (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>, tensor<f32>, tensor<5xf32>, tensor<f32>, tensor<f32>)
      %c_34 = stablehlo.constant dense<1> : tensor<i32>
      %78 = stablehlo.add %iterArg, %c_34 : tensor<i32>
      stablehlo.return %78, %77#0, %77#1, %77#2, %77#3, %77#4, %77#5, %77#6 : tensor<i32>, tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>, tensor<f32>, tensor<5xf32>, tensor<f32>, tensor<f32>
    }
    %2 = stablehlo.multiply %1#2, %1#2 : tensor<32x3xf32>
    %3 = stablehlo.broadcast_in_dim %1#4, dims = [] : (tensor<f32>) -> tensor<32x3xf32>
    %4 = stablehlo.divide %2, %3 : tensor<32x3xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x3xf32>, tensor<f32>) -> tensor<f32>
    %cst_5 = stablehlo.constant dense<9.600000e+01> : tensor<f32>
    %6 = stablehlo.divide %5, %cst_5 : tensor<f32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.add %cst_6, %6 : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %1#1, dims = [0, 2] : (tensor<32x3xf32>) -> tensor<32x1x3xf32>
    %9 = stablehlo.broadcast_in_dim %1#1, dims = [1, 2] : (tensor<32x3xf32>) -> tensor<1x32x3xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<1x32x3xf32>) -> tensor<32x32x3xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<32x1x3xf32>) -> tensor<32x32x3xf32>
    %12 = stablehlo.subtract %10, %11 : tensor<32x32x3xf32>
    %cst_7 = stablehlo.constant dense<4.800000e+00> : tensor<f32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %13 = stablehlo.multiply %cst_7, %cst_8 : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<32x32x3xf32>
    %15 = stablehlo.add %12, %14 : tensor<32x32x3xf32>
    %cst_9 = stablehlo.constant dense<4.800000e+00> : tensor<f32>
    %16 = call @remainder_26(%15, %cst_9) : (tensor<32x32x3xf32>, tensor<f32>) -> tensor<32x32x3xf32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_11 = stablehlo.constant dense<4.800000e+00> : tensor<f32>
    %17 = stablehlo.multiply %cst_10, %cst_11 : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<32x32x3xf32>
    %19 = stablehlo.subtract %16, %18 : tensor<32x32x3xf32>
    %20 = stablehlo.multiply %19, %19 : tensor<32x32x3xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%20 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<32x32x3xf32>, tensor<f32>) -> tensor<32x32xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %23 = stablehlo.compare GT, %21, %22, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %24 = call @safe_mask_27(%23, %21) : (tensor<32x32xi1>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %26 = stablehlo.power %24, %25 : tensor<32x32xf32>
    %cst_15 = stablehlo.constant dense<2.500000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %28 = stablehlo.compare LT, %24, %27, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %29 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %30 = stablehlo.subtract %29, %26 : tensor<32x32xf32>
    %31 = stablehlo.multiply %30, %30 : tensor<32x32xf32>
    %cst_16 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %33 = stablehlo.multiply %32, %26 : tensor<32x32xf32>
    %34 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %35 = stablehlo.add %34, %33 : tensor<32x32xf32>
    %cst_17 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %36 = stablehlo.multiply %cst_17, %cst_0 : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %38 = stablehlo.subtract %35, %37 : tensor<32x32xf32>
    %39 = stablehlo.multiply %31, %38 : tensor<32x32xf32>
    %40 = stablehlo.subtract %cst, %cst_0 : tensor<f32>
    %41 = stablehlo.multiply %40, %40 : tensor<f32>
    %42 = stablehlo.multiply %41, %40 : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %44 = stablehlo.divide %39, %43 : tensor<32x32xf32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %45 = call @_where_29(%28, %44, %c_18) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
    %cst_19 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %47 = stablehlo.compare LT, %24, %46, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %48 = call @_where_30(%47, %c_20, %45) : (tensor<32x32xi1>, tensor<i32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %49 = stablehlo.negate %cst_1 : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %51 = stablehlo.subtract %24, %50 : tensor<32x32xf32>
    %52 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %53 = stablehlo.multiply %52, %51 : tensor<32x32xf32>
    %54 = stablehlo.exponential %53 : tensor<32x32xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %56 = stablehlo.subtract %55, %54 : tensor<32x32xf32>
    %cst_22 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %58 = stablehlo.power %56, %57 : tensor<32x32xf32>
    %59 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %60 = stablehlo.multiply %59, %58 : tensor<32x32xf32>
    %61 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %62 = stablehlo.subtract %60, %61 : tensor<32x32xf32>
    %63 = call @nan_to_num_31(%62) : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %64 = stablehlo.multiply %48, %63 : tensor<32x32xf32>
    %65 = call @nan_to_num_31(%64) : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %66 = stablehlo.iota dim = 0 : tensor<32x32xi32>
    %67 = stablehlo.iota dim = 1 : tensor<32x32xi32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %68 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %69 = stablehlo.add %66, %68 : tensor<32x32xi32>
    %70 = stablehlo.compare EQ, %69, %67, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %71 = stablehlo.convert %70 : (tensor<32x32xi1>) -> tensor<32x32xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %73 = stablehlo.subtract %72, %71 : tensor<32x32xf32>
    %74 = stablehlo.multiply %73, %65 : tensor<32x32xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.reduce(%74 init: %cst_25) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_26 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %76 = stablehlo.multiply %75, %cst_26 : tensor<f32>
    return %1#1, %7, %76 : tensor<32x3xf32>, tensor<f32>, tensor<f32>
  }
  func.func private @init_fn(%arg0: tensor<2xui32>, %arg1: tensor<32x3xf32>) -> (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>, tensor<f32>, tensor<5xf32>, tensor<f32>, tensor<f32>) {
    %cst = stablehlo.constant dense<6.250000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.100000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 2] : (tensor<32x3xf32>) -> tensor<32x1x3xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<32x3xf32>) -> tensor<1x32x3xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x32x3xf32>) -> tensor<32x32x3xf32>
    %3 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<32x1x3xf32>) -> tensor<32x32x3xf32>
    %4 = stablehlo.subtract %2, %3 : tensor<32x32x3xf32>
    %cst_6 = stablehlo.constant dense<4.800000e+00> : tensor<f32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %5 = stablehlo.multiply %cst_6, %cst_7 : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<32x32x3xf32>
    %7 = stablehlo.add %4, %6 : tensor<32x32x3xf32>
    %cst_8 = stablehlo.constant dense<4.800000e+00> : tensor<f32>
    %8:2 = call @remainder(%7, %cst_8) : (tensor<32x32x3xf32>, tensor<f32>) -> (tensor<32x32x3xf32>, tensor<32x32x3xi1>)
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_10 = stablehlo.constant dense<4.800000e+00> : tensor<f32>
    %9 = stablehlo.multiply %cst_9, %cst_10 : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<32x32x3xf32>
    %11 = stablehlo.subtract %8#0, %10 : tensor<32x32x3xf32>
    %12 = stablehlo.multiply %11, %11 : tensor<32x32x3xf32>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<32x32x3xf32>
    %14 = stablehlo.multiply %13, %11 : tensor<32x32x3xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%12 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<32x32x3xf32>, tensor<f32>) -> tensor<32x32xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %17 = stablehlo.compare GT, %15, %16, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %18:2 = call @safe_mask(%17, %15) : (tensor<32x32xi1>, tensor<32x32xf32>) -> (tensor<32x32xf32>, tensor<32x32xf32>)
    %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %20 = stablehlo.power %18#0, %19 : tensor<32x32xf32>
    %cst_15 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.subtract %cst_15, %cst_16 : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %23 = stablehlo.power %18#0, %22 : tensor<32x32xf32>
    %cst_17 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %25 = stablehlo.multiply %24, %23 : tensor<32x32xf32>
    %cst_18 = stablehlo.constant dense<2.500000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %27 = stablehlo.compare LT, %18#0, %26, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %28 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %29 = stablehlo.subtract %28, %20 : tensor<32x32xf32>
    %30 = stablehlo.multiply %29, %29 : tensor<32x32xf32>
    %cst_19 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %32 = stablehlo.multiply %31, %29 : tensor<32x32xf32>
    %cst_20 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %34 = stablehlo.multiply %33, %20 : tensor<32x32xf32>
    %35 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %36 = stablehlo.add %35, %34 : tensor<32x32xf32>
    %cst_21 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %37 = stablehlo.multiply %cst_21, %cst_0 : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %39 = stablehlo.subtract %36, %38 : tensor<32x32xf32>
    %40 = stablehlo.multiply %30, %39 : tensor<32x32xf32>
    %41 = stablehlo.subtract %cst, %cst_0 : tensor<f32>
    %42 = stablehlo.multiply %41, %41 : tensor<f32>
    %43 = stablehlo.multiply %42, %41 : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %45 = stablehlo.divide %40, %44 : tensor<32x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %46 = call @_where_0(%27, %45, %c) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
    %cst_22 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %48 = stablehlo.compare LT, %18#0, %47, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %c_23 = stablehlo.constant dense<1> : tensor<i32>
    %49 = call @_where_1(%48, %c_23, %46) : (tensor<32x32xi1>, tensor<i32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %50 = stablehlo.negate %cst_1 : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %52 = stablehlo.subtract %18#0, %51 : tensor<32x32xf32>
    %53 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %54 = stablehlo.multiply %53, %52 : tensor<32x32xf32>
    %55 = stablehlo.exponential %54 : tensor<32x32xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %57 = stablehlo.subtract %56, %55 : tensor<32x32xf32>
    %cst_25 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %59 = stablehlo.power %57, %58 : tensor<32x32xf32>
    %cst_26 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %60 = stablehlo.subtract %cst_26, %cst_27 : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %62 = stablehlo.power %57, %61 : tensor<32x32xf32>
    %cst_28 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %64 = stablehlo.multiply %63, %62 : tensor<32x32xf32>
    %65 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %66 = stablehlo.multiply %65, %59 : tensor<32x32xf32>
    %67 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %68 = stablehlo.subtract %66, %67 : tensor<32x32xf32>
    %69:4 = call @nan_to_num(%68) : (tensor<32x32xf32>) -> (tensor<32x32xf32>, tensor<32x32xi1>, tensor<32x32xi1>, tensor<32x32xi1>)
    %70 = stablehlo.multiply %49, %69#0 : tensor<32x32xf32>
    %71:3 = call @nan_to_num_3(%70) : (tensor<32x32xf32>) -> (tensor<32x32xi1>, tensor<32x32xi1>, tensor<32x32xi1>)
    %72 = stablehlo.iota dim = 0 : tensor<32x32xi32>
    %73 = stablehlo.iota dim = 1 : tensor<32x32xi32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %74 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %75 = stablehlo.add %72, %74 : tensor<32x32xi32>
    %76 = stablehlo.compare EQ, %75, %73, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %77 = stablehlo.convert %76 : (tensor<32x32xi1>) -> tensor<32x32xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %79 = stablehlo.subtract %78, %77 : tensor<32x32xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %80 = stablehlo.negate %cst_31 : tensor<f32>
    %cst_32 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %81 = stablehlo.multiply %80, %cst_32 : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %83 = stablehlo.multiply %79, %82 : tensor<32x32xf32>
    %84 = call @nan_to_num_4(%71#0, %71#1, %71#2, %83) : (tensor<32x32xi1>, tensor<32x32xi1>, tensor<32x32xi1>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %85 = stablehlo.multiply %49, %84 : tensor<32x32xf32>
    %86 = stablehlo.multiply %84, %69#0 : tensor<32x32xf32>
    %87 = call @nan_to_num_4(%69#1, %69#2, %69#3, %85) : (tensor<32x32xi1>, tensor<32x32xi1>, tensor<32x32xi1>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %88 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %89 = stablehlo.multiply %88, %87 : tensor<32x32xf32>
    %90 = stablehlo.multiply %89, %64 : tensor<32x32xf32>
    %91 = stablehlo.negate %90 : tensor<32x32xf32>
    %92 = stablehlo.multiply %91, %55 : tensor<32x32xf32>
    %93 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %94 = stablehlo.multiply %93, %92 : tensor<32x32xf32>
    %95 = call @_where_6(%48, %86) : (tensor<32x32xi1>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %96 = call @_where_7(%27, %95) : (tensor<32x32xi1>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %97 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %98 = stablehlo.divide %96, %97 : tensor<32x32xf32>
    %99 = stablehlo.multiply %30, %98 : tensor<32x32xf32>
    %100 = stablehlo.multiply %98, %39 : tensor<32x32xf32>
    %cst_33 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %102 = stablehlo.multiply %101, %99 : tensor<32x32xf32>
    %103 = stablehlo.multiply %100, %32 : tensor<32x32xf32>
    %104 = stablehlo.negate %103 : tensor<32x32xf32>
    %105 = stablehlo.add %102, %104 : tensor<32x32xf32>
    %106 = stablehlo.multiply %105, %25 : tensor<32x32xf32>
    %107 = stablehlo.add %94, %106 : tensor<32x32xf32>
    %108 = call @safe_mask_8(%17, %18#1, %107) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1] : (tensor<32x32xf32>) -> tensor<32x32x3xf32>
    %110 = stablehlo.multiply %109, %14 : tensor<32x32x3xf32>
    %111 = call @remainder_10(%8#1, %110) : (tensor<32x32x3xi1>, tensor<32x32x3xf32>) -> tensor<32x32x3xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.reduce(%111 init: %cst_34) applies stablehlo.add across dimensions = [0] : (tensor<32x32x3xf32>, tensor<f32>) -> tensor<32x3xf32>
    %113 = stablehlo.reshape %112 : (tensor<32x3xf32>) -> tensor<1x32x3xf32>
    %114 = stablehlo.negate %111 : tensor<32x32x3xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.reduce(%114 init: %cst_35) applies stablehlo.add across dimensions = [1] : (tensor<32x32x3xf32>, tensor<f32>) -> tensor<32x3xf32>
    %116 = stablehlo.reshape %115 : (tensor<32x3xf32>) -> tensor<32x1x3xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.reduce(%113 init: %cst_36) applies stablehlo.add across dimensions = [0] : (tensor<1x32x3xf32>, tensor<f32>) -> tensor<32x3xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.reduce(%116 init: %cst_37) applies stablehlo.add across dimensions = [1] : (tensor<32x1x3xf32>, tensor<f32>) -> tensor<32x3xf32>
    %119 = stablehlo.add %117, %118 : tensor<32x3xf32>
    %120 = call @_threefry_split(%arg0) : (tensor<2xui32>) -> tensor<1x2xui32>
    %121 = stablehlo.slice %120 [0:1, 0:2] : (tensor<1x2xui32>) -> tensor<1x2xui32>
    %122 = stablehlo.reshape %121 : (tensor<1x2xui32>) -> tensor<2xui32>
    %cst_38 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %123 = stablehlo.multiply %cst_4, %cst_38 : tensor<f32>
    %124 = stablehlo.sqrt %123 : tensor<f32>
    %125 = call @_normal(%122) : (tensor<2xui32>) -> tensor<32x3xf32>
    %126 = stablehlo.broadcast_in_dim %124, dims = [] : (tensor<f32>) -> tensor<32x3xf32>
    %127 = stablehlo.multiply %126, %125 : tensor<32x3xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %128 = stablehlo.reduce(%127 init: %cst_39) applies stablehlo.add across dimensions = [0] : (tensor<32x3xf32>, tensor<f32>) -> tensor<3xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %cst_40 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<1x3xf32>
    %131 = stablehlo.divide %129, %130 : tensor<1x3xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<32x3xf32>
    %133 = stablehlo.subtract %127, %132 : tensor<32x3xf32>
    %134 = stablehlo.multiply %133, %133 : tensor<32x3xf32>
    %135 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32x3xf32>
    %136 = stablehlo.divide %134, %135 : tensor<32x3xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %137 = stablehlo.reduce(%136 init: %cst_41) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x3xf32>, tensor<f32>) -> tensor<f32>
    %cst_42 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %138 = stablehlo.multiply %cst_42, %137 : tensor<f32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.add %cst_43, %138 : tensor<f32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<5xf32>
    return %arg1, %133, %119, %cst_4, %140, %cst_5, %139 : tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>, tensor<f32>, tensor<5xf32>, tensor<f32>, tensor<f32>
  }
  func.func private @remainder(%arg0: tensor<32x32x3xf32>, %arg1: tensor<f32>) -> (tensor<32x32x3xf32>, tensor<32x32x3xi1>) {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<32x32x3xf32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<32x32x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x32x3xf32>
    %4 = stablehlo.compare NE, %2, %3, FLOAT : (tensor<32x32x3xf32>, tensor<32x32x3xf32>) -> tensor<32x32x3xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x32x3xf32>
    %6 = stablehlo.compare LT, %2, %5, FLOAT : (tensor<32x32x3xf32>, tensor<32x32x3xf32>) -> tensor<32x32x3xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.compare LT, %0, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<32x32x3xi1>
    %9 = stablehlo.compare NE, %6, %8, UNSIGNED : (tensor<32x32x3xi1>, tensor<32x32x3xi1>) -> tensor<32x32x3xi1>
    %10 = stablehlo.and %9, %4 : tensor<32x32x3xi1>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<32x32x3xf32>
    %12 = stablehlo.add %2, %11 : tensor<32x32x3xf32>
    %13 = stablehlo.select %10, %12, %2 : tensor<32x32x3xi1>, tensor<32x32x3xf32>
    return %13, %10 : tensor<32x32x3xf32>, tensor<32x32x3xi1>
  }
  func.func private @safe_mask(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xf32>) -> (tensor<32x32xf32>, tensor<32x32xf32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_where(%arg0, %arg1, %c) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
    %1 = stablehlo.sqrt %0 : tensor<32x32xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %3 = stablehlo.divide %2, %1 : tensor<32x32xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %4 = call @_where(%arg0, %1, %c_0) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
    return %4, %3 : tensor<32x32xf32>, tensor<32x32xf32>
  }
  func.func private @_where(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xf32>, %arg2: tensor<i32>) -> tensor<32x32xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<32xf32>) -> tensor<32x32xf32>
    %3 = stablehlo.select %arg0, %arg1, %2 : tensor<32x32xi1>, tensor<32x32xf32>
    return %3 : tensor<32x32xf32>
  }
  func.func private @_where_0(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xf32>, %arg2: tensor<i32>) -> tensor<32x32xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<32x32xi1>, tensor<32x32xf32>
    return %2 : tensor<32x32xf32>
  }
  func.func private @_where_1(%arg0: tensor<32x32xi1>, %arg1: tensor<i32>, %arg2: tensor<32x32xf32>) -> tensor<32x32xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<32x32xi1>, tensor<32x32xf32>
    return %2 : tensor<32x32xf32>
  }
  func.func private @nan_to_num(%arg0: tensor<32x32xf32>) -> (tensor<32x32xf32>, tensor<32x32xi1>, tensor<32x32xi1>, tensor<32x32xi1>) {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = call @_where_2(%0, %cst, %arg0) : (tensor<32x32xi1>, tensor<f32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %3 = stablehlo.compare EQ, %1, %2, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %cst_1 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %4 = call @_where_2(%3, %cst_1, %1) : (tensor<32x32xi1>, tensor<f32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %6 = stablehlo.compare EQ, %4, %5, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %cst_3 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %7 = call @_where_2(%6, %cst_3, %4) : (tensor<32x32xi1>, tensor<f32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    return %7, %0, %3, %6 : tensor<32x32xf32>, tensor<32x32xi1>, tensor<32x32xi1>, tensor<32x32xi1>
  }
  func.func private @_where_2(%arg0: tensor<32x32xi1>, %arg1: tensor<f32>, %arg2: tensor<32x32xf32>) -> tensor<32x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<32x32xi1>, tensor<32x32xf32>
    return %1 : tensor<32x32xf32>
  }
  func.func private @nan_to_num_3(%arg0: tensor<32x32xf32>) -> (tensor<32x32xi1>, tensor<32x32xi1>, tensor<32x32xi1>) {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = call @_where_2(%0, %cst, %arg0) : (tensor<32x32xi1>, tensor<f32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %3 = stablehlo.compare EQ, %1, %2, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %cst_1 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %4 = call @_where_2(%3, %cst_1, %1) : (tensor<32x32xi1>, tensor<f32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %6 = stablehlo.compare EQ, %4, %5, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    return %0, %3, %6 : tensor<32x32xi1>, tensor<32x32xi1>, tensor<32x32xi1>
  }
  func.func private @nan_to_num_4(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xi1>, %arg2: tensor<32x32xi1>, %arg3: tensor<32x32xf32>) -> tensor<32x32xf32> {
    %0 = call @_where_5(%arg2, %arg3) : (tensor<32x32xi1>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1 = call @_where_5(%arg1, %0) : (tensor<32x32xi1>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %2 = call @_where_5(%arg0, %1) : (tensor<32x32xi1>, tensor<32x32xf32>) -> tensor<32x32xf32>
    return %2 : tensor<32x32xf32>
  }
  func.func private @_where_5(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xf32>) -> tensor<32x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<32x32xi1>, tensor<32x32xf32>
    return %1 : tensor<32x32xf32>
  }
  func.func private @_where_6(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xf32>) -> tensor<32x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<32x32xi1>, tensor<32x32xf32>
    return %1 : tensor<32x32xf32>
  }
  func.func private @_where_7(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xf32>) -> tensor<32x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<32x32xi1>, tensor<32x32xf32>
    return %1 : tensor<32x32xf32>
  }
  func.func private @safe_mask_8(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xf32>, %arg2: tensor<32x32xf32>) -> tensor<32x32xf32> {
    %0 = call @_where_9(%arg0, %arg2) : (tensor<32x32xi1>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1 = stablehlo.multiply %0, %arg1 : tensor<32x32xf32>
    %2 = call @_where_9(%arg0, %1) : (tensor<32x32xi1>, tensor<32x32xf32>) -> tensor<32x32xf32>
    return %2 : tensor<32x32xf32>
  }
  func.func private @_where_9(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xf32>) -> tensor<32x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<32x32xi1>, tensor<32x32xf32>
    return %1 : tensor<32x32xf32>
  }
  func.func private @remainder_10(%arg0: tensor<32x32x3xi1>, %arg1: tensor<32x32x3xf32>) -> tensor<32x32x3xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x32x3xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<32x32x3xi1>, tensor<32x32x3xf32>
    %2 = stablehlo.select %arg0, %arg1, %0 : tensor<32x32x3xi1>, tensor<32x32x3xf32>
    %3 = stablehlo.add %1, %2 : tensor<32x32x3xf32>
    return %3 : tensor<32x32x3xf32>
  }
  func.func private @_threefry_split(%arg0: tensor<2xui32>) -> tensor<1x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<1xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<1xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<1xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<1xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<1xui64>
    %9 = stablehlo.convert %6 : (tensor<1xui64>) -> tensor<1xui32>
    %10 = stablehlo.convert %8 : (tensor<1xui64>) -> tensor<1xui32>
    %11:2 = call @threefry2x32(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<1xui32>, tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<1xui32>) -> tensor<1x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<1xui32>) -> tensor<1x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<1x1xui32>, tensor<1x1xui32>) -> tensor<1x2xui32>
    return %14 : tensor<1x2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<1xui32>, %arg3: tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<1xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<1xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<1xui32>, tensor<1xui32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<1xui32>, %arg2: tensor<1xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<1xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<1xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<1xui32>
    %9 = stablehlo.or %5, %8 : tensor<1xui32>
    %10 = stablehlo.xor %3, %9 : tensor<1xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<1xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<1xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<1xui32>
    %19 = stablehlo.or %15, %18 : tensor<1xui32>
    %20 = stablehlo.xor %13, %19 : tensor<1xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<1xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<1xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<1xui32>
    %29 = stablehlo.or %25, %28 : tensor<1xui32>
    %30 = stablehlo.xor %23, %29 : tensor<1xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<1xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<1xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<1xui32>
    %39 = stablehlo.or %35, %38 : tensor<1xui32>
    %40 = stablehlo.xor %33, %39 : tensor<1xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %42 = stablehlo.add %33, %41 : tensor<1xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %44 = stablehlo.add %40, %43 : tensor<1xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %48 = stablehlo.add %44, %47 : tensor<1xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_normal(%arg0: tensor<2xui32>) -> tensor<32x3xf32> {
    %0 = call @_normal_real(%arg0) : (tensor<2xui32>) -> tensor<32x3xf32>
    return %0 : tensor<32x3xf32>
  }
  func.func private @_normal_real(%arg0: tensor<2xui32>) -> tensor<32x3xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<32x3xf32>
    %1 = chlo.erf_inv %0 : tensor<32x3xf32> -> tensor<32x3xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x3xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<32x3xf32>
    return %3 : tensor<32x3xf32>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<32x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<32x3xui64>
    %7 = stablehlo.iota dim = 1 : tensor<32x3xui64>
    %c = stablehlo.constant dense<3> : tensor<ui64>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<32x3xui64>
    %9 = stablehlo.multiply %8, %6 : tensor<32x3xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<32x3xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<32x3xui64>
    %12 = stablehlo.add %9, %11 : tensor<32x3xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<32x3xui64>
    %14 = stablehlo.shift_right_logical %12, %13 : tensor<32x3xui64>
    %15 = stablehlo.convert %12 : (tensor<32x3xui64>) -> tensor<32x3xui32>
    %16 = stablehlo.convert %14 : (tensor<32x3xui64>) -> tensor<32x3xui32>
    %17:2 = call @threefry2x32_11(%3, %5, %16, %15) : (tensor<ui32>, tensor<ui32>, tensor<32x3xui32>, tensor<32x3xui32>) -> (tensor<32x3xui32>, tensor<32x3xui32>)
    %18 = stablehlo.xor %17#0, %17#1 : tensor<32x3xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<32x3xui32>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<32x3xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<32x3xui32>
    %22 = stablehlo.or %20, %21 : tensor<32x3xui32>
    %23 = stablehlo.bitcast_convert %22 : (tensor<32x3xui32>) -> tensor<32x3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x3xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<32x3xf32>
    %26 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<32x3xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<32x3xf32>
    %29 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<32x3xf32>
    %30 = stablehlo.add %28, %29 : tensor<32x3xf32>
    %31 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<32x3xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<32x3xf32>
    return %32 : tensor<32x3xf32>
  }
  func.func private @threefry2x32_11(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<32x3xui32>, %arg3: tensor<32x3xui32>) -> (tensor<32x3xui32>, tensor<32x3xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<32x3xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<32x3xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<32x3xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<32x3xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<32x3xui32>, tensor<32x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_12(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<32x3xui32>, tensor<32x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<32x3xui32>, tensor<32x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<32x3xui32>, tensor<32x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<32x3xui32>, tensor<32x3xui32>
  }
  func.func private @closed_call_12(%arg0: tensor<i32>, %arg1: tensor<32x3xui32>, %arg2: tensor<32x3xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<32x3xui32>, tensor<32x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
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
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<32x3xui32>
    %42 = stablehlo.add %33, %41 : tensor<32x3xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<32x3xui32>
    %44 = stablehlo.add %40, %43 : tensor<32x3xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<32x3xui32>
    %48 = stablehlo.add %44, %47 : tensor<32x3xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<32x3xui32>, tensor<32x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @closed_call_13(%arg0: tensor<32x3xf32>, %arg1: tensor<32x3xf32>, %arg2: tensor<32x3xf32>, %arg3: tensor<f32>, %arg4: tensor<5xf32>, %arg5: tensor<f32>, %arg6: tensor<f32>) -> (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>, tensor<f32>, tensor<5xf32>, tensor<f32>, tensor<f32>) {
    %0:7 = call @apply_fn(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6) : (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>, tensor<f32>, tensor<5xf32>, tensor<f32>, tensor<f32>) -> (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>, tensor<f32>, tensor<5xf32>, tensor<f32>, tensor<f32>)
    return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6 : tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>, tensor<f32>, tensor<5xf32>, tensor<f32>, tensor<f32>
  }
  func.func private @apply_fn(%arg0: tensor<32x3xf32>, %arg1: tensor<32x3xf32>, %arg2: tensor<32x3xf32>, %arg3: tensor<f32>, %arg4: tensor<5xf32>, %arg5: tensor<f32>, %arg6: tensor<f32>) -> (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>, tensor<f32>, tensor<5xf32>, tensor<f32>, tensor<f32>) {
    %cst = stablehlo.constant dense<5.000000e-03> : tensor<f32>
    %cst_0 = stablehlo.constant dense<[0.828981518, -0.657963097, 0.828981518]> : tensor<3xf32>
    %cst_1 = stablehlo.constant dense<6.250000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.100000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_6 = stablehlo.constant dense<[0.828981518, -0.657963097, 0.828981518]> : tensor<3xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.power %arg5, %cst_7 : tensor<f32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1 = stablehlo.multiply %cst_8, %0 : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %4 = stablehlo.multiply %3, %2 : tensor<5xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %cst_10 = stablehlo.constant dense<9.600000e+01> : tensor<f32>
    %6 = "stablehlo.scatter"(%4, %5, %cst_10) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %152 = stablehlo.multiply %arg7, %arg8 : tensor<f32>
      stablehlo.return %152 : tensor<f32>
    }) : (tensor<5xf32>, tensor<1xi32>, tensor<f32>) -> tensor<5xf32>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.divide %cst, %cst_11 : tensor<f32>
    %8 = stablehlo.iota dim = 0 : tensor<6xi32>
    %cst_12 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %9:10 = stablehlo.while(%iterArg = %8, %iterArg_55 = %cst_12, %iterArg_56 = %cst_0, %iterArg_57 = %7, %iterArg_58 = %c_13, %iterArg_59 = %arg1, %iterArg_60 = %arg4, %iterArg_61 = %6, %iterArg_62 = %arg5, %iterArg_63 = %arg6) : tensor<6xi32>, tensor<f32>, tensor<3xf32>, tensor<f32>, tensor<i32>, tensor<32x3xf32>, tensor<5xf32>, tensor<5xf32>, tensor<f32>, tensor<f32>
    cond {
      %c_64 = stablehlo.constant dense<6> : tensor<i32>
      %152 = stablehlo.compare LT, %iterArg_58, %c_64, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %152 : tensor<i1>
    } do {
      %152 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_58) : (tensor<6xi32>, tensor<i32>) -> tensor<i32>
      %153:5 = func.call @closed_call_14(%iterArg_55, %iterArg_56, %iterArg_57, %iterArg_59, %iterArg_60, %iterArg_61, %iterArg_62, %iterArg_63, %152) : (tensor<f32>, tensor<3xf32>, tensor<f32>, tensor<32x3xf32>, tensor<5xf32>, tensor<5xf32>, tensor<f32>, tensor<f32>, tensor<i32>) -> (tensor<32x3xf32>, tensor<5xf32>, tensor<5xf32>, tensor<f32>, tensor<f32>)
      %c_64 = stablehlo.constant dense<1> : tensor<i32>
      %154 = stablehlo.add %iterArg_58, %c_64 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_55, %iterArg_56, %iterArg_57, %154, %153#0, %153#1, %153#2, %153#3, %153#4 : tensor<6xi32>, tensor<f32>, tensor<3xf32>, tensor<f32>, tensor<i32>, tensor<32x3xf32>, tensor<5xf32>, tensor<5xf32>, tensor<f32>, tensor<f32>
    }
    %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %10 = stablehlo.divide %cst, %cst_14 : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<32x3xf32>
    %12 = stablehlo.multiply %11, %arg2 : tensor<32x3xf32>
    %13 = stablehlo.add %9#5, %12 : tensor<32x3xf32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x3xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<32x3xf32>
    %16 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<32x3xf32>
    %17 = stablehlo.divide %15, %16 : tensor<32x3xf32>
    %18 = stablehlo.add %arg0, %17 : tensor<32x3xf32>
    %cst_15 = stablehlo.constant dense<4.800000e+00> : tensor<f32>
    %19 = call @remainder_22(%18, %cst_15) : (tensor<32x3xf32>, tensor<f32>) -> tensor<32x3xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 2] : (tensor<32x3xf32>) -> tensor<32x1x3xf32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [1, 2] : (tensor<32x3xf32>) -> tensor<1x32x3xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<1x32x3xf32>) -> tensor<32x32x3xf32>
    %23 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<32x1x3xf32>) -> tensor<32x32x3xf32>
    %24 = stablehlo.subtract %22, %23 : tensor<32x32x3xf32>
    %cst_16 = stablehlo.constant dense<4.800000e+00> : tensor<f32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %25 = stablehlo.multiply %cst_16, %cst_17 : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f32>) -> tensor<32x32x3xf32>
    %27 = stablehlo.add %24, %26 : tensor<32x32x3xf32>
    %cst_18 = stablehlo.constant dense<4.800000e+00> : tensor<f32>
    %28:2 = call @remainder(%27, %cst_18) : (tensor<32x32x3xf32>, tensor<f32>) -> (tensor<32x32x3xf32>, tensor<32x32x3xi1>)
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_20 = stablehlo.constant dense<4.800000e+00> : tensor<f32>
    %29 = stablehlo.multiply %cst_19, %cst_20 : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<f32>) -> tensor<32x32x3xf32>
    %31 = stablehlo.subtract %28#0, %30 : tensor<32x32x3xf32>
    %32 = stablehlo.multiply %31, %31 : tensor<32x32x3xf32>
    %cst_21 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<32x32x3xf32>
    %34 = stablehlo.multiply %33, %31 : tensor<32x32x3xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%32 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<32x32x3xf32>, tensor<f32>) -> tensor<32x32xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %37 = stablehlo.compare GT, %35, %36, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %38:2 = call @safe_mask(%37, %35) : (tensor<32x32xi1>, tensor<32x32xf32>) -> (tensor<32x32xf32>, tensor<32x32xf32>)
    %cst_24 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %40 = stablehlo.power %38#0, %39 : tensor<32x32xf32>
    %cst_25 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %41 = stablehlo.subtract %cst_25, %cst_26 : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %43 = stablehlo.power %38#0, %42 : tensor<32x32xf32>
    %cst_27 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %45 = stablehlo.multiply %44, %43 : tensor<32x32xf32>
    %cst_28 = stablehlo.constant dense<2.500000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %47 = stablehlo.compare LT, %38#0, %46, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %48 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %49 = stablehlo.subtract %48, %40 : tensor<32x32xf32>
    %50 = stablehlo.multiply %49, %49 : tensor<32x32xf32>
    %cst_29 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %52 = stablehlo.multiply %51, %49 : tensor<32x32xf32>
    %cst_30 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %54 = stablehlo.multiply %53, %40 : tensor<32x32xf32>
    %55 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %56 = stablehlo.add %55, %54 : tensor<32x32xf32>
    %cst_31 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %57 = stablehlo.multiply %cst_31, %cst_2 : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %59 = stablehlo.subtract %56, %58 : tensor<32x32xf32>
    %60 = stablehlo.multiply %50, %59 : tensor<32x32xf32>
    %61 = stablehlo.subtract %cst_1, %cst_2 : tensor<f32>
    %62 = stablehlo.multiply %61, %61 : tensor<f32>
    %63 = stablehlo.multiply %62, %61 : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %65 = stablehlo.divide %60, %64 : tensor<32x32xf32>
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    %66 = call @_where_0(%47, %65, %c_32) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
    %cst_33 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %68 = stablehlo.compare LT, %38#0, %67, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %c_34 = stablehlo.constant dense<1> : tensor<i32>
    %69 = call @_where_1(%68, %c_34, %66) : (tensor<32x32xi1>, tensor<i32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %70 = stablehlo.negate %cst_3 : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %72 = stablehlo.subtract %38#0, %71 : tensor<32x32xf32>
    %73 = stablehlo.broadcast_in_dim %70, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %74 = stablehlo.multiply %73, %72 : tensor<32x32xf32>
    %75 = stablehlo.exponential %74 : tensor<32x32xf32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %77 = stablehlo.subtract %76, %75 : tensor<32x32xf32>
    %cst_36 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %79 = stablehlo.power %77, %78 : tensor<32x32xf32>
    %cst_37 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %80 = stablehlo.subtract %cst_37, %cst_38 : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %82 = stablehlo.power %77, %81 : tensor<32x32xf32>
    %cst_39 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %84 = stablehlo.multiply %83, %82 : tensor<32x32xf32>
    %85 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %86 = stablehlo.multiply %85, %79 : tensor<32x32xf32>
    %87 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %88 = stablehlo.subtract %86, %87 : tensor<32x32xf32>
    %89:4 = call @nan_to_num(%88) : (tensor<32x32xf32>) -> (tensor<32x32xf32>, tensor<32x32xi1>, tensor<32x32xi1>, tensor<32x32xi1>)
    %90 = stablehlo.multiply %69, %89#0 : tensor<32x32xf32>
    %91:3 = call @nan_to_num_3(%90) : (tensor<32x32xf32>) -> (tensor<32x32xi1>, tensor<32x32xi1>, tensor<32x32xi1>)
    %92 = stablehlo.iota dim = 0 : tensor<32x32xi32>
    %93 = stablehlo.iota dim = 1 : tensor<32x32xi32>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %94 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %95 = stablehlo.add %92, %94 : tensor<32x32xi32>
    %96 = stablehlo.compare EQ, %95, %93, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %97 = stablehlo.convert %96 : (tensor<32x32xi1>) -> tensor<32x32xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %99 = stablehlo.subtract %98, %97 : tensor<32x32xf32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %100 = stablehlo.negate %cst_42 : tensor<f32>
    %cst_43 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %101 = stablehlo.multiply %100, %cst_43 : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %103 = stablehlo.multiply %99, %102 : tensor<32x32xf32>
    %104 = call @nan_to_num_4(%91#0, %91#1, %91#2, %103) : (tensor<32x32xi1>, tensor<32x32xi1>, tensor<32x32xi1>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %105 = stablehlo.multiply %69, %104 : tensor<32x32xf32>
    %106 = stablehlo.multiply %104, %89#0 : tensor<32x32xf32>
    %107 = call @nan_to_num_4(%89#1, %89#2, %89#3, %105) : (tensor<32x32xi1>, tensor<32x32xi1>, tensor<32x32xi1>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %108 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %109 = stablehlo.multiply %108, %107 : tensor<32x32xf32>
    %110 = stablehlo.multiply %109, %84 : tensor<32x32xf32>
    %111 = stablehlo.negate %110 : tensor<32x32xf32>
    %112 = stablehlo.multiply %111, %75 : tensor<32x32xf32>
    %113 = stablehlo.broadcast_in_dim %70, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %114 = stablehlo.multiply %113, %112 : tensor<32x32xf32>
    %115 = call @_where_6(%68, %106) : (tensor<32x32xi1>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %116 = call @_where_7(%47, %115) : (tensor<32x32xi1>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %117 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %118 = stablehlo.divide %116, %117 : tensor<32x32xf32>
    %119 = stablehlo.multiply %50, %118 : tensor<32x32xf32>
    %120 = stablehlo.multiply %118, %59 : tensor<32x32xf32>
    %cst_44 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %122 = stablehlo.multiply %121, %119 : tensor<32x32xf32>
    %123 = stablehlo.multiply %120, %52 : tensor<32x32xf32>
    %124 = stablehlo.negate %123 : tensor<32x32xf32>
    %125 = stablehlo.add %122, %124 : tensor<32x32xf32>
    %126 = stablehlo.multiply %125, %45 : tensor<32x32xf32>
    %127 = stablehlo.add %114, %126 : tensor<32x32xf32>
    %128 = call @safe_mask_8(%37, %38#1, %127) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1] : (tensor<32x32xf32>) -> tensor<32x32x3xf32>
    %130 = stablehlo.multiply %129, %34 : tensor<32x32x3xf32>
    %131 = call @remainder_10(%28#1, %130) : (tensor<32x32x3xi1>, tensor<32x32x3xf32>) -> tensor<32x32x3xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.reduce(%131 init: %cst_45) applies stablehlo.add across dimensions = [0] : (tensor<32x32x3xf32>, tensor<f32>) -> tensor<32x3xf32>
    %133 = stablehlo.reshape %132 : (tensor<32x3xf32>) -> tensor<1x32x3xf32>
    %134 = stablehlo.negate %131 : tensor<32x32x3xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.reduce(%134 init: %cst_46) applies stablehlo.add across dimensions = [1] : (tensor<32x32x3xf32>, tensor<f32>) -> tensor<32x3xf32>
    %136 = stablehlo.reshape %135 : (tensor<32x3xf32>) -> tensor<32x1x3xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %137 = stablehlo.reduce(%133 init: %cst_47) applies stablehlo.add across dimensions = [0] : (tensor<1x32x3xf32>, tensor<f32>) -> tensor<32x3xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.reduce(%136 init: %cst_48) applies stablehlo.add across dimensions = [1] : (tensor<32x1x3xf32>, tensor<f32>) -> tensor<32x3xf32>
    %139 = stablehlo.add %137, %138 : tensor<32x3xf32>
    %140 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<32x3xf32>
    %141 = stablehlo.multiply %140, %139 : tensor<32x3xf32>
    %142 = stablehlo.add %13, %141 : tensor<32x3xf32>
    %143 = stablehlo.multiply %142, %142 : tensor<32x3xf32>
    %144 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<32x3xf32>
    %145 = stablehlo.divide %143, %144 : tensor<32x3xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.reduce(%145 init: %cst_49) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x3xf32>, tensor<f32>) -> tensor<f32>
    %cst_50 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %147 = stablehlo.multiply %cst_50, %146 : tensor<f32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.add %cst_51, %147 : tensor<f32>
    %cst_52 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %149 = stablehlo.divide %cst, %cst_52 : tensor<f32>
    %150 = stablehlo.iota dim = 0 : tensor<6xi32>
    %cst_53 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %c_54 = stablehlo.constant dense<0> : tensor<i32>
    %151:10 = stablehlo.while(%iterArg = %150, %iterArg_55 = %cst_53, %iterArg_56 = %cst_6, %iterArg_57 = %149, %iterArg_58 = %c_54, %iterArg_59 = %142, %iterArg_60 = %9#6, %iterArg_61 = %9#7, %iterArg_62 = %9#8, %iterArg_63 = %148) : tensor<6xi32>, tensor<f32>, tensor<3xf32>, tensor<f32>, tensor<i32>, tensor<32x3xf32>, tensor<5xf32>, tensor<5xf32>, tensor<f32>, tensor<f32>
    cond {
      %c_64 = stablehlo.constant dense<6> : tensor<i32>
      %152 = stablehlo.compare LT, %iterArg_58, %c_64, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %152 : tensor<i1>
    } do {
      %152 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_58) : (tensor<6xi32>, tensor<i32>) -> tensor<i32>
      %153:5 = func.call @closed_call_23(%iterArg_55, %iterArg_56, %iterArg_57, %iterArg_59, %iterArg_60, %iterArg_61, %iterArg_62, %iterArg_63, %152) : (tensor<f32>, tensor<3xf32>, tensor<f32>, tensor<32x3xf32>, tensor<5xf32>, tensor<5xf32>, tensor<f32>, tensor<f32>, tensor<i32>) -> (tensor<32x3xf32>, tensor<5xf32>, tensor<5xf32>, tensor<f32>, tensor<f32>)
      %c_64 = stablehlo.constant dense<1> : tensor<i32>
      %154 = stablehlo.add %iterArg_58, %c_64 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_55, %iterArg_56, %iterArg_57, %154, %153#0, %153#1, %153#2, %153#3, %153#4 : tensor<6xi32>, tensor<f32>, tensor<3xf32>, tensor<f32>, tensor<i32>, tensor<32x3xf32>, tensor<5xf32>, tensor<5xf32>, tensor<f32>, tensor<f32>
    }
    return %19, %151#5, %139, %arg3, %151#6, %151#8, %151#9 : tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x3xf32>, tensor<f32>, tensor<5xf32>, tensor<f32>, tensor<f32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<6xi32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<6xi32>, tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.reshape %0 : (tensor<1xi32>) -> tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @closed_call_14(%arg0: tensor<f32>, %arg1: tensor<3xf32>, %arg2: tensor<f32>, %arg3: tensor<32x3xf32>, %arg4: tensor<5xf32>, %arg5: tensor<5xf32>, %arg6: tensor<f32>, %arg7: tensor<f32>, %arg8: tensor<i32>) -> (tensor<32x3xf32>, tensor<5xf32>, tensor<5xf32>, tensor<f32>, tensor<f32>) {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = call @remainder_15(%arg8, %c) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %0, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_1 = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.add %0, %c_1 : tensor<i32>
    %3 = stablehlo.select %1, %2, %0 : tensor<i1>, tensor<i32>
    %4 = stablehlo.dynamic_slice %arg1, %3, sizes = [1] : (tensor<3xf32>, tensor<i32>) -> tensor<1xf32>
    %5 = stablehlo.reshape %4 : (tensor<1xf32>) -> tensor<f32>
    %6 = stablehlo.multiply %arg2, %5 : tensor<f32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.divide %6, %cst : tensor<f32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %8 = stablehlo.divide %7, %cst_2 : tensor<f32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %9 = stablehlo.divide %8, %cst_3 : tensor<f32>
    %10 = stablehlo.slice %arg4 [3:4] : (tensor<5xf32>) -> tensor<1xf32>
    %11 = stablehlo.reshape %10 : (tensor<1xf32>) -> tensor<f32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %12 = stablehlo.power %11, %cst_4 : tensor<f32>
    %13 = stablehlo.slice %arg5 [3:4] : (tensor<5xf32>) -> tensor<1xf32>
    %14 = stablehlo.reshape %13 : (tensor<1xf32>) -> tensor<f32>
    %15 = stablehlo.divide %12, %14 : tensor<f32>
    %16 = stablehlo.convert %arg0 : tensor<f32>
    %17 = stablehlo.subtract %15, %16 : tensor<f32>
    %18 = stablehlo.multiply %8, %17 : tensor<f32>
    %c_5 = stablehlo.constant dense<4> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %20 = "stablehlo.scatter"(%arg4, %19, %18) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %97 = stablehlo.add %arg9, %arg10 : tensor<f32>
      stablehlo.return %97 : tensor<f32>
    }) : (tensor<5xf32>, tensor<1xi32>, tensor<f32>) -> tensor<5xf32>
    %21 = stablehlo.iota dim = 0 : tensor<3xi32>
    %c_6 = stablehlo.constant dense<-1> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %23 = stablehlo.multiply %22, %21 : tensor<3xi32>
    %c_7 = stablehlo.constant dense<3> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %25 = stablehlo.add %24, %23 : tensor<3xi32>
    %26 = stablehlo.slice %20 [4:5] : (tensor<5xf32>) -> tensor<1xf32>
    %27 = stablehlo.reshape %26 : (tensor<1xf32>) -> tensor<f32>
    %28 = stablehlo.slice %25 [0:2] : (tensor<3xi32>) -> tensor<2xi32>
    %29 = stablehlo.slice %25 [2:3] : (tensor<3xi32>) -> tensor<1xi32>
    %30 = stablehlo.reshape %28 : (tensor<2xi32>) -> tensor<1x2xi32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x2xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %32:9 = stablehlo.while(%iterArg = %30, %iterArg_23 = %20, %iterArg_24 = %arg5, %iterArg_25 = %arg0, %iterArg_26 = %9, %iterArg_27 = %8, %iterArg_28 = %c_9, %iterArg_29 = %27, %iterArg_30 = %31) : tensor<1x2xi32>, tensor<5xf32>, tensor<5xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<1x2xf32>
    cond {
      %c_31 = stablehlo.constant dense<1> : tensor<i32>
      %97 = stablehlo.compare LT, %iterArg_28, %c_31, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %97 : tensor<i1>
    } do {
      %97 = func.call @dynamic_index_in_dim_17(%iterArg, %iterArg_28) : (tensor<1x2xi32>, tensor<i32>) -> tensor<2xi32>
      %98 = stablehlo.slice %97 [0:1] : (tensor<2xi32>) -> tensor<1xi32>
      %99 = stablehlo.reshape %98 : (tensor<1xi32>) -> tensor<i32>
      %100:2 = func.call @closed_call_18(%iterArg_23, %iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %iterArg_29, %99) : (tensor<5xf32>, tensor<5xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<f32>)
      %101 = stablehlo.slice %97 [1:2] : (tensor<2xi32>) -> tensor<1xi32>
      %102 = stablehlo.reshape %101 : (tensor<1xi32>) -> tensor<i32>
      %103:2 = func.call @closed_call_18(%iterArg_23, %iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %100#0, %102) : (tensor<5xf32>, tensor<5xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<f32>)
      %104 = stablehlo.broadcast_in_dim %100#1, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %105 = stablehlo.broadcast_in_dim %103#1, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %106 = stablehlo.concatenate %104, %105, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
      %107 = func.call @dynamic_update_index_in_dim(%iterArg_30, %106, %iterArg_28) : (tensor<1x2xf32>, tensor<2xf32>, tensor<i32>) -> tensor<1x2xf32>
      %c_31 = stablehlo.constant dense<1> : tensor<i32>
      %108 = stablehlo.add %iterArg_28, %c_31 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_23, %iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %108, %103#0, %107 : tensor<1x2xi32>, tensor<5xf32>, tensor<5xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<1x2xf32>
    }
    %33 = stablehlo.reshape %32#8 : (tensor<1x2xf32>) -> tensor<2xf32>
    %34 = stablehlo.slice %29 [0:1] : (tensor<1xi32>) -> tensor<1xi32>
    %35 = stablehlo.reshape %34 : (tensor<1xi32>) -> tensor<i32>
    %36:2 = call @closed_call_18(%20, %arg5, %arg0, %9, %8, %32#7, %35) : (tensor<5xf32>, tensor<5xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<f32>)
    %37 = stablehlo.broadcast_in_dim %36#1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %38 = stablehlo.concatenate %33, %37, dim = 0 : (tensor<2xf32>, tensor<1xf32>) -> tensor<3xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %39 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %40 = stablehlo.compare LT, %25, %39, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_11 = stablehlo.constant dense<5> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %42 = stablehlo.add %25, %41 : tensor<3xi32>
    %43 = stablehlo.select %40, %42, %25 : tensor<3xi1>, tensor<3xi32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %45 = "stablehlo.scatter"(%20, %44, %38) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      stablehlo.return %arg10 : tensor<f32>
    }) : (tensor<5xf32>, tensor<3x1xi32>, tensor<3xf32>) -> tensor<5xf32>
    %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %46 = stablehlo.multiply %cst_12, %arg7 : tensor<f32>
    %cst_13 = stablehlo.constant dense<9.600000e+01> : tensor<f32>
    %47 = stablehlo.multiply %cst_13, %arg0 : tensor<f32>
    %48 = stablehlo.convert %47 : tensor<f32>
    %49 = stablehlo.subtract %46, %48 : tensor<f32>
    %50 = stablehlo.negate %9 : tensor<f32>
    %51 = stablehlo.slice %45 [1:2] : (tensor<5xf32>) -> tensor<1xf32>
    %52 = stablehlo.reshape %51 : (tensor<1xf32>) -> tensor<f32>
    %53 = stablehlo.multiply %50, %52 : tensor<f32>
    %54 = stablehlo.slice %arg5 [1:2] : (tensor<5xf32>) -> tensor<1xf32>
    %55 = stablehlo.reshape %54 : (tensor<1xf32>) -> tensor<f32>
    %56 = stablehlo.divide %53, %55 : tensor<f32>
    %57 = stablehlo.exponential %56 : tensor<f32>
    %58 = stablehlo.slice %45 [0:1] : (tensor<5xf32>) -> tensor<1xf32>
    %59 = stablehlo.reshape %58 : (tensor<1xf32>) -> tensor<f32>
    %60 = stablehlo.multiply %57, %59 : tensor<f32>
    %61 = stablehlo.multiply %8, %49 : tensor<f32>
    %62 = stablehlo.add %60, %61 : tensor<f32>
    %63 = stablehlo.multiply %57, %62 : tensor<f32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %64 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %65 = "stablehlo.scatter"(%45, %64, %63) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      stablehlo.return %arg10 : tensor<f32>
    }) : (tensor<5xf32>, tensor<1xi32>, tensor<f32>) -> tensor<5xf32>
    %66 = stablehlo.negate %7 : tensor<f32>
    %67 = stablehlo.slice %65 [0:1] : (tensor<5xf32>) -> tensor<1xf32>
    %68 = stablehlo.reshape %67 : (tensor<1xf32>) -> tensor<f32>
    %69 = stablehlo.multiply %66, %68 : tensor<f32>
    %70 = stablehlo.slice %arg5 [0:1] : (tensor<5xf32>) -> tensor<1xf32>
    %71 = stablehlo.reshape %70 : (tensor<1xf32>) -> tensor<f32>
    %72 = stablehlo.divide %69, %71 : tensor<f32>
    %73 = stablehlo.exponential %72 : tensor<f32>
    %cst_15 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %74 = stablehlo.power %73, %cst_15 : tensor<f32>
    %75 = stablehlo.multiply %arg7, %74 : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<f32>) -> tensor<32x3xf32>
    %77 = stablehlo.multiply %arg3, %76 : tensor<32x3xf32>
    %cst_16 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %78 = stablehlo.multiply %cst_16, %75 : tensor<f32>
    %cst_17 = stablehlo.constant dense<9.600000e+01> : tensor<f32>
    %79 = stablehlo.multiply %cst_17, %arg0 : tensor<f32>
    %80 = stablehlo.convert %79 : tensor<f32>
    %81 = stablehlo.subtract %78, %80 : tensor<f32>
    %82 = stablehlo.iota dim = 0 : tensor<4xi32>
    %83 = stablehlo.reshape %82 : (tensor<4xi32>) -> tensor<2x2xi32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %85:9 = stablehlo.while(%iterArg = %83, %iterArg_23 = %9, %iterArg_24 = %65, %iterArg_25 = %arg5, %iterArg_26 = %8, %iterArg_27 = %arg0, %iterArg_28 = %c_19, %iterArg_29 = %81, %iterArg_30 = %84) : tensor<2x2xi32>, tensor<f32>, tensor<5xf32>, tensor<5xf32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<2x2xf32>
    cond {
      %c_31 = stablehlo.constant dense<2> : tensor<i32>
      %97 = stablehlo.compare LT, %iterArg_28, %c_31, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %97 : tensor<i1>
    } do {
      %97 = func.call @dynamic_index_in_dim_19(%iterArg, %iterArg_28) : (tensor<2x2xi32>, tensor<i32>) -> tensor<2xi32>
      %98 = stablehlo.slice %97 [0:1] : (tensor<2xi32>) -> tensor<1xi32>
      %99 = stablehlo.reshape %98 : (tensor<1xi32>) -> tensor<i32>
      %100:2 = func.call @closed_call_20(%iterArg_23, %iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %iterArg_29, %99) : (tensor<f32>, tensor<5xf32>, tensor<5xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<f32>)
      %101 = stablehlo.slice %97 [1:2] : (tensor<2xi32>) -> tensor<1xi32>
      %102 = stablehlo.reshape %101 : (tensor<1xi32>) -> tensor<i32>
      %103:2 = func.call @closed_call_20(%iterArg_23, %iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %100#0, %102) : (tensor<f32>, tensor<5xf32>, tensor<5xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<f32>)
      %104 = stablehlo.broadcast_in_dim %100#1, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %105 = stablehlo.broadcast_in_dim %103#1, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %106 = stablehlo.concatenate %104, %105, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
      %107 = func.call @dynamic_update_index_in_dim_21(%iterArg_30, %106, %iterArg_28) : (tensor<2x2xf32>, tensor<2xf32>, tensor<i32>) -> tensor<2x2xf32>
      %c_31 = stablehlo.constant dense<1> : tensor<i32>
      %108 = stablehlo.add %iterArg_28, %c_31 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_23, %iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %108, %103#0, %107 : tensor<2x2xi32>, tensor<f32>, tensor<5xf32>, tensor<5xf32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<2x2xf32>
    }
    %86 = stablehlo.reshape %85#8 : (tensor<2x2xf32>) -> tensor<4xf32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %87 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %88 = stablehlo.compare LT, %82, %87, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_21 = stablehlo.constant dense<5> : tensor<i32>
    %89 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %90 = stablehlo.add %82, %89 : tensor<4xi32>
    %91 = stablehlo.select %88, %90, %82 : tensor<4xi1>, tensor<4xi32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %93 = "stablehlo.scatter"(%65, %92, %86) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      stablehlo.return %arg10 : tensor<f32>
    }) : (tensor<5xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<5xf32>
    %94 = stablehlo.multiply %8, %85#7 : tensor<f32>
    %c_22 = stablehlo.constant dense<4> : tensor<i32>
    %95 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %96 = "stablehlo.scatter"(%93, %95, %94) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %97 = stablehlo.add %arg9, %arg10 : tensor<f32>
      stablehlo.return %97 : tensor<f32>
    }) : (tensor<5xf32>, tensor<1xi32>, tensor<f32>) -> tensor<5xf32>
    return %77, %96, %arg5, %arg6, %75 : tensor<32x3xf32>, tensor<5xf32>, tensor<5xf32>, tensor<f32>, tensor<f32>
  }
  func.func private @remainder_15(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_16(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.remainder %arg0, %2 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare NE, %3, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %3, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.compare NE, %5, %6, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %8 = stablehlo.and %7, %4 : tensor<i1>
    %9 = stablehlo.add %3, %2 : tensor<i32>
    %10 = stablehlo.select %8, %9, %3 : tensor<i1>, tensor<i32>
    return %10 : tensor<i32>
  }
  func.func private @_where_16(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @dynamic_index_in_dim_17(%arg0: tensor<1x2xi32>, %arg1: tensor<i32>) -> tensor<2xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 2] : (tensor<1x2xi32>, tensor<i32>, tensor<i32>) -> tensor<1x2xi32>
    %1 = stablehlo.reshape %0 : (tensor<1x2xi32>) -> tensor<2xi32>
    return %1 : tensor<2xi32>
  }
  func.func private @closed_call_18(%arg0: tensor<5xf32>, %arg1: tensor<5xf32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<i32>) -> (tensor<f32>, tensor<f32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.subtract %arg6, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %0, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_1 = stablehlo.constant dense<5> : tensor<i32>
    %2 = stablehlo.add %0, %c_1 : tensor<i32>
    %3 = stablehlo.select %1, %2, %0 : tensor<i1>, tensor<i32>
    %4 = stablehlo.dynamic_slice %arg0, %3, sizes = [1] : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
    %5 = stablehlo.reshape %4 : (tensor<1xf32>) -> tensor<f32>
    %6 = stablehlo.multiply %5, %5 : tensor<f32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %7 = stablehlo.subtract %arg6, %c_2 : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %7, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_4 = stablehlo.constant dense<5> : tensor<i32>
    %9 = stablehlo.add %7, %c_4 : tensor<i32>
    %10 = stablehlo.select %8, %9, %7 : tensor<i1>, tensor<i32>
    %11 = stablehlo.dynamic_slice %arg1, %10, sizes = [1] : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
    %12 = stablehlo.reshape %11 : (tensor<1xf32>) -> tensor<f32>
    %13 = stablehlo.divide %6, %12 : tensor<f32>
    %14 = stablehlo.convert %arg2 : tensor<f32>
    %15 = stablehlo.subtract %13, %14 : tensor<f32>
    %16 = stablehlo.negate %arg3 : tensor<f32>
    %17 = stablehlo.multiply %16, %arg5 : tensor<f32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %18 = stablehlo.add %arg6, %c_5 : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.compare LT, %18, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<5> : tensor<i32>
    %20 = stablehlo.add %18, %c_7 : tensor<i32>
    %21 = stablehlo.select %19, %20, %18 : tensor<i1>, tensor<i32>
    %22 = stablehlo.dynamic_slice %arg1, %21, sizes = [1] : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
    %23 = stablehlo.reshape %22 : (tensor<1xf32>) -> tensor<f32>
    %24 = stablehlo.divide %17, %23 : tensor<f32>
    %25 = stablehlo.exponential %24 : tensor<f32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.compare LT, %arg6, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<5> : tensor<i32>
    %27 = stablehlo.add %arg6, %c_9 : tensor<i32>
    %28 = stablehlo.select %26, %27, %arg6 : tensor<i1>, tensor<i32>
    %29 = stablehlo.dynamic_slice %arg0, %28, sizes = [1] : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
    %30 = stablehlo.reshape %29 : (tensor<1xf32>) -> tensor<f32>
    %31 = stablehlo.multiply %25, %30 : tensor<f32>
    %32 = stablehlo.multiply %arg4, %15 : tensor<f32>
    %33 = stablehlo.add %31, %32 : tensor<f32>
    %34 = stablehlo.multiply %25, %33 : tensor<f32>
    return %34, %34 : tensor<f32>, tensor<f32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<1x2xf32>, %arg1: tensor<2xf32>, %arg2: tensor<i32>) -> tensor<1x2xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<1x2xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2xf32>
    return %1 : tensor<1x2xf32>
  }
  func.func private @dynamic_index_in_dim_19(%arg0: tensor<2x2xi32>, %arg1: tensor<i32>) -> tensor<2xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 2] : (tensor<2x2xi32>, tensor<i32>, tensor<i32>) -> tensor<1x2xi32>
    %1 = stablehlo.reshape %0 : (tensor<1x2xi32>) -> tensor<2xi32>
    return %1 : tensor<2xi32>
  }
  func.func private @closed_call_20(%arg0: tensor<f32>, %arg1: tensor<5xf32>, %arg2: tensor<5xf32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<i32>) -> (tensor<f32>, tensor<f32>) {
    %0 = stablehlo.negate %arg0 : tensor<f32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg6, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare LT, %1, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_1 = stablehlo.constant dense<5> : tensor<i32>
    %3 = stablehlo.add %1, %c_1 : tensor<i32>
    %4 = stablehlo.select %2, %3, %1 : tensor<i1>, tensor<i32>
    %5 = stablehlo.dynamic_slice %arg1, %4, sizes = [1] : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
    %6 = stablehlo.reshape %5 : (tensor<1xf32>) -> tensor<f32>
    %7 = stablehlo.multiply %0, %6 : tensor<f32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %8 = stablehlo.add %arg6, %c_2 : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %8, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_4 = stablehlo.constant dense<5> : tensor<i32>
    %10 = stablehlo.add %8, %c_4 : tensor<i32>
    %11 = stablehlo.select %9, %10, %8 : tensor<i1>, tensor<i32>
    %12 = stablehlo.dynamic_slice %arg2, %11, sizes = [1] : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
    %13 = stablehlo.reshape %12 : (tensor<1xf32>) -> tensor<f32>
    %14 = stablehlo.divide %7, %13 : tensor<f32>
    %15 = stablehlo.exponential %14 : tensor<f32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.compare LT, %arg6, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<5> : tensor<i32>
    %17 = stablehlo.add %arg6, %c_6 : tensor<i32>
    %18 = stablehlo.select %16, %17, %arg6 : tensor<i1>, tensor<i32>
    %19 = stablehlo.dynamic_slice %arg1, %18, sizes = [1] : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
    %20 = stablehlo.reshape %19 : (tensor<1xf32>) -> tensor<f32>
    %21 = stablehlo.multiply %15, %20 : tensor<f32>
    %22 = stablehlo.multiply %arg3, %arg5 : tensor<f32>
    %23 = stablehlo.add %21, %22 : tensor<f32>
    %24 = stablehlo.multiply %15, %23 : tensor<f32>
    %25 = stablehlo.multiply %24, %24 : tensor<f32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.compare LT, %arg6, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_8 = stablehlo.constant dense<5> : tensor<i32>
    %27 = stablehlo.add %arg6, %c_8 : tensor<i32>
    %28 = stablehlo.select %26, %27, %arg6 : tensor<i1>, tensor<i32>
    %29 = stablehlo.dynamic_slice %arg2, %28, sizes = [1] : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
    %30 = stablehlo.reshape %29 : (tensor<1xf32>) -> tensor<f32>
    %31 = stablehlo.divide %25, %30 : tensor<f32>
    %32 = stablehlo.convert %arg4 : tensor<f32>
    %33 = stablehlo.subtract %31, %32 : tensor<f32>
    return %33, %24 : tensor<f32>, tensor<f32>
  }
  func.func private @dynamic_update_index_in_dim_21(%arg0: tensor<2x2xf32>, %arg1: tensor<2xf32>, %arg2: tensor<i32>) -> tensor<2x2xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<2x2xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>
    return %1 : tensor<2x2xf32>
  }
  func.func private @remainder_22(%arg0: tensor<32x3xf32>, %arg1: tensor<f32>) -> tensor<32x3xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<32x3xf32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<32x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x3xf32>
    %4 = stablehlo.compare NE, %2, %3, FLOAT : (tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x3xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x3xf32>
    %6 = stablehlo.compare LT, %2, %5, FLOAT : (tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x3xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.compare LT, %0, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<32x3xi1>
    %9 = stablehlo.compare NE, %6, %8, UNSIGNED : (tensor<32x3xi1>, tensor<32x3xi1>) -> tensor<32x3xi1>
    %10 = stablehlo.and %9, %4 : tensor<32x3xi1>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<32x3xf32>
    %12 = stablehlo.add %2, %11 : tensor<32x3xf32>
    %13 = stablehlo.select %10, %12, %2 : tensor<32x3xi1>, tensor<32x3xf32>
    return %13 : tensor<32x3xf32>
  }
  func.func private @closed_call_23(%arg0: tensor<f32>, %arg1: tensor<3xf32>, %arg2: tensor<f32>, %arg3: tensor<32x3xf32>, %arg4: tensor<5xf32>, %arg5: tensor<5xf32>, %arg6: tensor<f32>, %arg7: tensor<f32>, %arg8: tensor<i32>) -> (tensor<32x3xf32>, tensor<5xf32>, tensor<5xf32>, tensor<f32>, tensor<f32>) {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = call @remainder_15(%arg8, %c) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %0, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_1 = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.add %0, %c_1 : tensor<i32>
    %3 = stablehlo.select %1, %2, %0 : tensor<i1>, tensor<i32>
    %4 = stablehlo.dynamic_slice %arg1, %3, sizes = [1] : (tensor<3xf32>, tensor<i32>) -> tensor<1xf32>
    %5 = stablehlo.reshape %4 : (tensor<1xf32>) -> tensor<f32>
    %6 = stablehlo.multiply %arg2, %5 : tensor<f32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.divide %6, %cst : tensor<f32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %8 = stablehlo.divide %7, %cst_2 : tensor<f32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %9 = stablehlo.divide %8, %cst_3 : tensor<f32>
    %10 = stablehlo.slice %arg4 [3:4] : (tensor<5xf32>) -> tensor<1xf32>
    %11 = stablehlo.reshape %10 : (tensor<1xf32>) -> tensor<f32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %12 = stablehlo.power %11, %cst_4 : tensor<f32>
    %13 = stablehlo.slice %arg5 [3:4] : (tensor<5xf32>) -> tensor<1xf32>
    %14 = stablehlo.reshape %13 : (tensor<1xf32>) -> tensor<f32>
    %15 = stablehlo.divide %12, %14 : tensor<f32>
    %16 = stablehlo.convert %arg0 : tensor<f32>
    %17 = stablehlo.subtract %15, %16 : tensor<f32>
    %18 = stablehlo.multiply %8, %17 : tensor<f32>
    %c_5 = stablehlo.constant dense<4> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %20 = "stablehlo.scatter"(%arg4, %19, %18) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %97 = stablehlo.add %arg9, %arg10 : tensor<f32>
      stablehlo.return %97 : tensor<f32>
    }) : (tensor<5xf32>, tensor<1xi32>, tensor<f32>) -> tensor<5xf32>
    %21 = stablehlo.iota dim = 0 : tensor<3xi32>
    %c_6 = stablehlo.constant dense<-1> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %23 = stablehlo.multiply %22, %21 : tensor<3xi32>
    %c_7 = stablehlo.constant dense<3> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %25 = stablehlo.add %24, %23 : tensor<3xi32>
    %26 = stablehlo.slice %20 [4:5] : (tensor<5xf32>) -> tensor<1xf32>
    %27 = stablehlo.reshape %26 : (tensor<1xf32>) -> tensor<f32>
    %28 = stablehlo.slice %25 [0:2] : (tensor<3xi32>) -> tensor<2xi32>
    %29 = stablehlo.slice %25 [2:3] : (tensor<3xi32>) -> tensor<1xi32>
    %30 = stablehlo.reshape %28 : (tensor<2xi32>) -> tensor<1x2xi32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x2xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %32:9 = stablehlo.while(%iterArg = %30, %iterArg_23 = %20, %iterArg_24 = %arg5, %iterArg_25 = %arg0, %iterArg_26 = %9, %iterArg_27 = %8, %iterArg_28 = %c_9, %iterArg_29 = %27, %iterArg_30 = %31) : tensor<1x2xi32>, tensor<5xf32>, tensor<5xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<1x2xf32>
    cond {
      %c_31 = stablehlo.constant dense<1> : tensor<i32>
      %97 = stablehlo.compare LT, %iterArg_28, %c_31, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %97 : tensor<i1>
    } do {
      %97 = func.call @dynamic_index_in_dim_17(%iterArg, %iterArg_28) : (tensor<1x2xi32>, tensor<i32>) -> tensor<2xi32>
      %98 = stablehlo.slice %97 [0:1] : (tensor<2xi32>) -> tensor<1xi32>
      %99 = stablehlo.reshape %98 : (tensor<1xi32>) -> tensor<i32>
      %100:2 = func.call @closed_call_24(%iterArg_23, %iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %iterArg_29, %99) : (tensor<5xf32>, tensor<5xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<f32>)
      %101 = stablehlo.slice %97 [1:2] : (tensor<2xi32>) -> tensor<1xi32>
      %102 = stablehlo.reshape %101 : (tensor<1xi32>) -> tensor<i32>
      %103:2 = func.call @closed_call_24(%iterArg_23, %iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %100#0, %102) : (tensor<5xf32>, tensor<5xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<f32>)
      %104 = stablehlo.broadcast_in_dim %100#1, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %105 = stablehlo.broadcast_in_dim %103#1, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %106 = stablehlo.concatenate %104, %105, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
      %107 = func.call @dynamic_update_index_in_dim(%iterArg_30, %106, %iterArg_28) : (tensor<1x2xf32>, tensor<2xf32>, tensor<i32>) -> tensor<1x2xf32>
      %c_31 = stablehlo.constant dense<1> : tensor<i32>
      %108 = stablehlo.add %iterArg_28, %c_31 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_23, %iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %108, %103#0, %107 : tensor<1x2xi32>, tensor<5xf32>, tensor<5xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<1x2xf32>
    }
    %33 = stablehlo.reshape %32#8 : (tensor<1x2xf32>) -> tensor<2xf32>
    %34 = stablehlo.slice %29 [0:1] : (tensor<1xi32>) -> tensor<1xi32>
    %35 = stablehlo.reshape %34 : (tensor<1xi32>) -> tensor<i32>
    %36:2 = call @closed_call_24(%20, %arg5, %arg0, %9, %8, %32#7, %35) : (tensor<5xf32>, tensor<5xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<f32>)
    %37 = stablehlo.broadcast_in_dim %36#1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %38 = stablehlo.concatenate %33, %37, dim = 0 : (tensor<2xf32>, tensor<1xf32>) -> tensor<3xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %39 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %40 = stablehlo.compare LT, %25, %39, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_11 = stablehlo.constant dense<5> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %42 = stablehlo.add %25, %41 : tensor<3xi32>
    %43 = stablehlo.select %40, %42, %25 : tensor<3xi1>, tensor<3xi32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %45 = "stablehlo.scatter"(%20, %44, %38) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      stablehlo.return %arg10 : tensor<f32>
    }) : (tensor<5xf32>, tensor<3x1xi32>, tensor<3xf32>) -> tensor<5xf32>
    %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %46 = stablehlo.multiply %cst_12, %arg7 : tensor<f32>
    %cst_13 = stablehlo.constant dense<9.600000e+01> : tensor<f32>
    %47 = stablehlo.multiply %cst_13, %arg0 : tensor<f32>
    %48 = stablehlo.convert %47 : tensor<f32>
    %49 = stablehlo.subtract %46, %48 : tensor<f32>
    %50 = stablehlo.negate %9 : tensor<f32>
    %51 = stablehlo.slice %45 [1:2] : (tensor<5xf32>) -> tensor<1xf32>
    %52 = stablehlo.reshape %51 : (tensor<1xf32>) -> tensor<f32>
    %53 = stablehlo.multiply %50, %52 : tensor<f32>
    %54 = stablehlo.slice %arg5 [1:2] : (tensor<5xf32>) -> tensor<1xf32>
    %55 = stablehlo.reshape %54 : (tensor<1xf32>) -> tensor<f32>
    %56 = stablehlo.divide %53, %55 : tensor<f32>
    %57 = stablehlo.exponential %56 : tensor<f32>
    %58 = stablehlo.slice %45 [0:1] : (tensor<5xf32>) -> tensor<1xf32>
    %59 = stablehlo.reshape %58 : (tensor<1xf32>) -> tensor<f32>
    %60 = stablehlo.multiply %57, %59 : tensor<f32>
    %61 = stablehlo.multiply %8, %49 : tensor<f32>
    %62 = stablehlo.add %60, %61 : tensor<f32>
    %63 = stablehlo.multiply %57, %62 : tensor<f32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %64 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %65 = "stablehlo.scatter"(%45, %64, %63) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      stablehlo.return %arg10 : tensor<f32>
    }) : (tensor<5xf32>, tensor<1xi32>, tensor<f32>) -> tensor<5xf32>
    %66 = stablehlo.negate %7 : tensor<f32>
    %67 = stablehlo.slice %65 [0:1] : (tensor<5xf32>) -> tensor<1xf32>
    %68 = stablehlo.reshape %67 : (tensor<1xf32>) -> tensor<f32>
    %69 = stablehlo.multiply %66, %68 : tensor<f32>
    %70 = stablehlo.slice %arg5 [0:1] : (tensor<5xf32>) -> tensor<1xf32>
    %71 = stablehlo.reshape %70 : (tensor<1xf32>) -> tensor<f32>
    %72 = stablehlo.divide %69, %71 : tensor<f32>
    %73 = stablehlo.exponential %72 : tensor<f32>
    %cst_15 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %74 = stablehlo.power %73, %cst_15 : tensor<f32>
    %75 = stablehlo.multiply %arg7, %74 : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<f32>) -> tensor<32x3xf32>
    %77 = stablehlo.multiply %arg3, %76 : tensor<32x3xf32>
    %cst_16 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %78 = stablehlo.multiply %cst_16, %75 : tensor<f32>
    %cst_17 = stablehlo.constant dense<9.600000e+01> : tensor<f32>
    %79 = stablehlo.multiply %cst_17, %arg0 : tensor<f32>
    %80 = stablehlo.convert %79 : tensor<f32>
    %81 = stablehlo.subtract %78, %80 : tensor<f32>
    %82 = stablehlo.iota dim = 0 : tensor<4xi32>
    %83 = stablehlo.reshape %82 : (tensor<4xi32>) -> tensor<2x2xi32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %85:9 = stablehlo.while(%iterArg = %83, %iterArg_23 = %9, %iterArg_24 = %65, %iterArg_25 = %arg5, %iterArg_26 = %8, %iterArg_27 = %arg0, %iterArg_28 = %c_19, %iterArg_29 = %81, %iterArg_30 = %84) : tensor<2x2xi32>, tensor<f32>, tensor<5xf32>, tensor<5xf32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<2x2xf32>
    cond {
      %c_31 = stablehlo.constant dense<2> : tensor<i32>
      %97 = stablehlo.compare LT, %iterArg_28, %c_31, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %97 : tensor<i1>
    } do {
      %97 = func.call @dynamic_index_in_dim_19(%iterArg, %iterArg_28) : (tensor<2x2xi32>, tensor<i32>) -> tensor<2xi32>
      %98 = stablehlo.slice %97 [0:1] : (tensor<2xi32>) -> tensor<1xi32>
      %99 = stablehlo.reshape %98 : (tensor<1xi32>) -> tensor<i32>
      %100:2 = func.call @closed_call_25(%iterArg_23, %iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %iterArg_29, %99) : (tensor<f32>, tensor<5xf32>, tensor<5xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<f32>)
      %101 = stablehlo.slice %97 [1:2] : (tensor<2xi32>) -> tensor<1xi32>
      %102 = stablehlo.reshape %101 : (tensor<1xi32>) -> tensor<i32>
      %103:2 = func.call @closed_call_25(%iterArg_23, %iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %100#0, %102) : (tensor<f32>, tensor<5xf32>, tensor<5xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<f32>)
      %104 = stablehlo.broadcast_in_dim %100#1, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %105 = stablehlo.broadcast_in_dim %103#1, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %106 = stablehlo.concatenate %104, %105, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
      %107 = func.call @dynamic_update_index_in_dim_21(%iterArg_30, %106, %iterArg_28) : (tensor<2x2xf32>, tensor<2xf32>, tensor<i32>) -> tensor<2x2xf32>
      %c_31 = stablehlo.constant dense<1> : tensor<i32>
      %108 = stablehlo.add %iterArg_28, %c_31 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_23, %iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %108, %103#0, %107 : tensor<2x2xi32>, tensor<f32>, tensor<5xf32>, tensor<5xf32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<2x2xf32>
    }
    %86 = stablehlo.reshape %85#8 : (tensor<2x2xf32>) -> tensor<4xf32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %87 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %88 = stablehlo.compare LT, %82, %87, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_21 = stablehlo.constant dense<5> : tensor<i32>
    %89 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %90 = stablehlo.add %82, %89 : tensor<4xi32>
    %91 = stablehlo.select %88, %90, %82 : tensor<4xi1>, tensor<4xi32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %93 = "stablehlo.scatter"(%65, %92, %86) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      stablehlo.return %arg10 : tensor<f32>
    }) : (tensor<5xf32>, tensor<4x1xi32>, tensor<4xf32>) -> tensor<5xf32>
    %94 = stablehlo.multiply %8, %85#7 : tensor<f32>
    %c_22 = stablehlo.constant dense<4> : tensor<i32>
    %95 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %96 = "stablehlo.scatter"(%93, %95, %94) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %97 = stablehlo.add %arg9, %arg10 : tensor<f32>
      stablehlo.return %97 : tensor<f32>
    }) : (tensor<5xf32>, tensor<1xi32>, tensor<f32>) -> tensor<5xf32>
    return %77, %96, %arg5, %arg6, %75 : tensor<32x3xf32>, tensor<5xf32>, tensor<5xf32>, tensor<f32>, tensor<f32>
  }
  func.func private @closed_call_24(%arg0: tensor<5xf32>, %arg1: tensor<5xf32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<i32>) -> (tensor<f32>, tensor<f32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.subtract %arg6, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %0, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_1 = stablehlo.constant dense<5> : tensor<i32>
    %2 = stablehlo.add %0, %c_1 : tensor<i32>
    %3 = stablehlo.select %1, %2, %0 : tensor<i1>, tensor<i32>
    %4 = stablehlo.dynamic_slice %arg0, %3, sizes = [1] : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
    %5 = stablehlo.reshape %4 : (tensor<1xf32>) -> tensor<f32>
    %6 = stablehlo.multiply %5, %5 : tensor<f32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %7 = stablehlo.subtract %arg6, %c_2 : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %7, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_4 = stablehlo.constant dense<5> : tensor<i32>
    %9 = stablehlo.add %7, %c_4 : tensor<i32>
    %10 = stablehlo.select %8, %9, %7 : tensor<i1>, tensor<i32>
    %11 = stablehlo.dynamic_slice %arg1, %10, sizes = [1] : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
    %12 = stablehlo.reshape %11 : (tensor<1xf32>) -> tensor<f32>
    %13 = stablehlo.divide %6, %12 : tensor<f32>
    %14 = stablehlo.convert %arg2 : tensor<f32>
    %15 = stablehlo.subtract %13, %14 : tensor<f32>
    %16 = stablehlo.negate %arg3 : tensor<f32>
    %17 = stablehlo.multiply %16, %arg5 : tensor<f32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %18 = stablehlo.add %arg6, %c_5 : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.compare LT, %18, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<5> : tensor<i32>
    %20 = stablehlo.add %18, %c_7 : tensor<i32>
    %21 = stablehlo.select %19, %20, %18 : tensor<i1>, tensor<i32>
    %22 = stablehlo.dynamic_slice %arg1, %21, sizes = [1] : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
    %23 = stablehlo.reshape %22 : (tensor<1xf32>) -> tensor<f32>
    %24 = stablehlo.divide %17, %23 : tensor<f32>
    %25 = stablehlo.exponential %24 : tensor<f32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.compare LT, %arg6, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<5> : tensor<i32>
    %27 = stablehlo.add %arg6, %c_9 : tensor<i32>
    %28 = stablehlo.select %26, %27, %arg6 : tensor<i1>, tensor<i32>
    %29 = stablehlo.dynamic_slice %arg0, %28, sizes = [1] : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
    %30 = stablehlo.reshape %29 : (tensor<1xf32>) -> tensor<f32>
    %31 = stablehlo.multiply %25, %30 : tensor<f32>
    %32 = stablehlo.multiply %arg4, %15 : tensor<f32>
    %33 = stablehlo.add %31, %32 : tensor<f32>
    %34 = stablehlo.multiply %25, %33 : tensor<f32>
    return %34, %34 : tensor<f32>, tensor<f32>
  }
  func.func private @closed_call_25(%arg0: tensor<f32>, %arg1: tensor<5xf32>, %arg2: tensor<5xf32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<i32>) -> (tensor<f32>, tensor<f32>) {
    %0 = stablehlo.negate %arg0 : tensor<f32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg6, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare LT, %1, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_1 = stablehlo.constant dense<5> : tensor<i32>
    %3 = stablehlo.add %1, %c_1 : tensor<i32>
    %4 = stablehlo.select %2, %3, %1 : tensor<i1>, tensor<i32>
    %5 = stablehlo.dynamic_slice %arg1, %4, sizes = [1] : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
    %6 = stablehlo.reshape %5 : (tensor<1xf32>) -> tensor<f32>
    %7 = stablehlo.multiply %0, %6 : tensor<f32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %8 = stablehlo.add %arg6, %c_2 : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %8, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_4 = stablehlo.constant dense<5> : tensor<i32>
    %10 = stablehlo.add %8, %c_4 : tensor<i32>
    %11 = stablehlo.select %9, %10, %8 : tensor<i1>, tensor<i32>
    %12 = stablehlo.dynamic_slice %arg2, %11, sizes = [1] : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
    %13 = stablehlo.reshape %12 : (tensor<1xf32>) -> tensor<f32>
    %14 = stablehlo.divide %7, %13 : tensor<f32>
    %15 = stablehlo.exponential %14 : tensor<f32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.compare LT, %arg6, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<5> : tensor<i32>
    %17 = stablehlo.add %arg6, %c_6 : tensor<i32>
    %18 = stablehlo.select %16, %17, %arg6 : tensor<i1>, tensor<i32>
    %19 = stablehlo.dynamic_slice %arg1, %18, sizes = [1] : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
    %20 = stablehlo.reshape %19 : (tensor<1xf32>) -> tensor<f32>
    %21 = stablehlo.multiply %15, %20 : tensor<f32>
    %22 = stablehlo.multiply %arg3, %arg5 : tensor<f32>
    %23 = stablehlo.add %21, %22 : tensor<f32>
    %24 = stablehlo.multiply %15, %23 : tensor<f32>
    %25 = stablehlo.multiply %24, %24 : tensor<f32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.compare LT, %arg6, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_8 = stablehlo.constant dense<5> : tensor<i32>
    %27 = stablehlo.add %arg6, %c_8 : tensor<i32>
    %28 = stablehlo.select %26, %27, %arg6 : tensor<i1>, tensor<i32>
    %29 = stablehlo.dynamic_slice %arg2, %28, sizes = [1] : (tensor<5xf32>, tensor<i32>) -> tensor<1xf32>
    %30 = stablehlo.reshape %29 : (tensor<1xf32>) -> tensor<f32>
    %31 = stablehlo.divide %25, %30 : tensor<f32>
    %32 = stablehlo.convert %arg4 : tensor<f32>
    %33 = stablehlo.subtract %31, %32 : tensor<f32>
    return %33, %24 : tensor<f32>, tensor<f32>
  }
  func.func private @remainder_26(%arg0: tensor<32x32x3xf32>, %arg1: tensor<f32>) -> tensor<32x32x3xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<32x32x3xf32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<32x32x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x32x3xf32>
    %4 = stablehlo.compare NE, %2, %3, FLOAT : (tensor<32x32x3xf32>, tensor<32x32x3xf32>) -> tensor<32x32x3xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x32x3xf32>
    %6 = stablehlo.compare LT, %2, %5, FLOAT : (tensor<32x32x3xf32>, tensor<32x32x3xf32>) -> tensor<32x32x3xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.compare LT, %0, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<32x32x3xi1>
    %9 = stablehlo.compare NE, %6, %8, UNSIGNED : (tensor<32x32x3xi1>, tensor<32x32x3xi1>) -> tensor<32x32x3xi1>
    %10 = stablehlo.and %9, %4 : tensor<32x32x3xi1>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<32x32x3xf32>
    %12 = stablehlo.add %2, %11 : tensor<32x32x3xf32>
    %13 = stablehlo.select %10, %12, %2 : tensor<32x32x3xi1>, tensor<32x32x3xf32>
    return %13 : tensor<32x32x3xf32>
  }
  func.func private @safe_mask_27(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xf32>) -> tensor<32x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_where_28(%arg0, %arg1, %c) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
    %1 = stablehlo.sqrt %0 : tensor<32x32xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = call @_where_28(%arg0, %1, %c_0) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
    return %2 : tensor<32x32xf32>
  }
  func.func private @_where_28(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xf32>, %arg2: tensor<i32>) -> tensor<32x32xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<32xf32>) -> tensor<32x32xf32>
    %3 = stablehlo.select %arg0, %arg1, %2 : tensor<32x32xi1>, tensor<32x32xf32>
    return %3 : tensor<32x32xf32>
  }
  func.func private @_where_29(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xf32>, %arg2: tensor<i32>) -> tensor<32x32xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<32x32xi1>, tensor<32x32xf32>
    return %2 : tensor<32x32xf32>
  }
  func.func private @_where_30(%arg0: tensor<32x32xi1>, %arg1: tensor<i32>, %arg2: tensor<32x32xf32>) -> tensor<32x32xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<32x32xi1>, tensor<32x32xf32>
    return %2 : tensor<32x32xf32>
  }
  func.func private @nan_to_num_31(%arg0: tensor<32x32xf32>) -> tensor<32x32xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = call @_where_32(%0, %cst, %arg0) : (tensor<32x32xi1>, tensor<f32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %3 = stablehlo.compare EQ, %1, %2, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %cst_1 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %4 = call @_where_32(%3, %cst_1, %1) : (tensor<32x32xi1>, tensor<f32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %6 = stablehlo.compare EQ, %4, %5, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %cst_3 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %7 = call @_where_32(%6, %cst_3, %4) : (tensor<32x32xi1>, tensor<f32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    return %7 : tensor<32x32xf32>
  }
  func.func private @_where_32(%arg0: tensor<32x32xi1>, %arg1: tensor<f32>, %arg2: tensor<32x32xf32>) -> tensor<32x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<32x32xi1>, tensor<32x32xf32>
    return %1 : tensor<32x32xf32>
  }
}
