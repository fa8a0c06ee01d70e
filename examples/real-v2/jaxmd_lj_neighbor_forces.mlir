module @jit_forces attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x3xf32>, %arg1: tensor<512x130xi32>) -> (tensor<512x3xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<2.500000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<6.250000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<512x130xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<512x130xi32>, tensor<512x130xi32>) -> tensor<512x130xi1>
    %c_5 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<512x130xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<512x130xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<512x130xi1>, tensor<512x130xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<512x130xi32>) -> tensor<512x130x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<512x3xf32>, tensor<512x130x1xi32>) -> tensor<512x130x3xf32>
    %7 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<512x3xf32>) -> tensor<512x1x3xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<512x1x3xf32>) -> tensor<512x130x3xf32>
    %9 = stablehlo.subtract %6, %8 : tensor<512x130x3xf32>
    %cst_6 = stablehlo.constant dense<9.000000e+00> : tensor<f32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %10 = stablehlo.multiply %cst_6, %cst_7 : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<512x130x3xf32>
    %12 = stablehlo.add %9, %11 : tensor<512x130x3xf32>
    %cst_8 = stablehlo.constant dense<9.000000e+00> : tensor<f32>
    %13:2 = call @remainder(%12, %cst_8) : (tensor<512x130x3xf32>, tensor<f32>) -> (tensor<512x130x3xf32>, tensor<512x130x3xi1>)
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_10 = stablehlo.constant dense<9.000000e+00> : tensor<f32>
    %14 = stablehlo.multiply %cst_9, %cst_10 : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<512x130x3xf32>
    %16 = stablehlo.subtract %13#0, %15 : tensor<512x130x3xf32>
    %17 = stablehlo.multiply %16, %16 : tensor<512x130x3xf32>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<512x130x3xf32>
    %19 = stablehlo.multiply %18, %16 : tensor<512x130x3xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%17 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<512x130x3xf32>, tensor<f32>) -> tensor<512x130xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<512x130xf32>
    %22 = stablehlo.compare GT, %20, %21, FLOAT : (tensor<512x130xf32>, tensor<512x130xf32>) -> tensor<512x130xi1>
    %23:2 = call @safe_mask(%22, %20) : (tensor<512x130xi1>, tensor<512x130xf32>) -> (tensor<512x130xf32>, tensor<512x130xf32>)
    %c_14 = stablehlo.constant dense<512> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<512x130xi32>
    %25 = stablehlo.compare LT, %arg1, %24, SIGNED : (tensor<512x130xi32>, tensor<512x130xi32>) -> tensor<512x130xi1>
    %cst_15 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<512x130xf32>
    %27 = stablehlo.power %23#0, %26 : tensor<512x130xf32>
    %cst_16 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = stablehlo.subtract %cst_16, %cst_17 : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<512x130xf32>
    %30 = stablehlo.power %23#0, %29 : tensor<512x130xf32>
    %cst_18 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<512x130xf32>
    %32 = stablehlo.multiply %31, %30 : tensor<512x130xf32>
    %33 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x130xf32>
    %34 = stablehlo.compare LT, %23#0, %33, FLOAT : (tensor<512x130xf32>, tensor<512x130xf32>) -> tensor<512x130xi1>
    %35 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x130xf32>
    %36 = stablehlo.subtract %35, %27 : tensor<512x130xf32>
    %37 = stablehlo.multiply %36, %36 : tensor<512x130xf32>
    %cst_19 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<512x130xf32>
    %39 = stablehlo.multiply %38, %36 : tensor<512x130xf32>
    %cst_20 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<512x130xf32>
    %41 = stablehlo.multiply %40, %27 : tensor<512x130xf32>
    %42 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x130xf32>
    %43 = stablehlo.add %42, %41 : tensor<512x130xf32>
    %cst_21 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %44 = stablehlo.multiply %cst_21, %cst_1 : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<f32>) -> tensor<512x130xf32>
    %46 = stablehlo.subtract %43, %45 : tensor<512x130xf32>
    %47 = stablehlo.multiply %37, %46 : tensor<512x130xf32>
    %48 = stablehlo.subtract %cst_0, %cst_1 : tensor<f32>
    %49 = stablehlo.multiply %48, %48 : tensor<f32>
    %50 = stablehlo.multiply %49, %48 : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<f32>) -> tensor<512x130xf32>
    %52 = stablehlo.divide %47, %51 : tensor<512x130xf32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %53 = call @_where_0(%34, %52, %c_22) : (tensor<512x130xi1>, tensor<512x130xf32>, tensor<i32>) -> tensor<512x130xf32>
    %54 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<512x130xf32>
    %55 = stablehlo.compare LT, %23#0, %54, FLOAT : (tensor<512x130xf32>, tensor<512x130xf32>) -> tensor<512x130xi1>
    %c_23 = stablehlo.constant dense<1> : tensor<i32>
    %56 = call @_where_1(%55, %c_23, %53) : (tensor<512x130xi1>, tensor<i32>, tensor<512x130xf32>) -> tensor<512x130xf32>
    %57 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512x130xf32>
    %58 = stablehlo.divide %57, %23#0 : tensor<512x130xf32>
    %59 = stablehlo.multiply %23#0, %23#0 : tensor<512x130xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<512x130xf32>
    %61 = stablehlo.divide %60, %59 : tensor<512x130xf32>
    %62 = stablehlo.multiply %58, %58 : tensor<512x130xf32>
    %63 = stablehlo.multiply %62, %62 : tensor<512x130xf32>
    %64 = stablehlo.multiply %63, %62 : tensor<512x130xf32>
    %65 = stablehlo.multiply %64, %64 : tensor<512x130xf32>
    %cst_25 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %66 = stablehlo.multiply %cst_25, %cst_4 : tensor<f32>
    %67 = stablehlo.subtract %65, %64 : tensor<512x130xf32>
    %68 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<f32>) -> tensor<512x130xf32>
    %69 = stablehlo.multiply %68, %67 : tensor<512x130xf32>
    %70:4 = call @nan_to_num(%69) : (tensor<512x130xf32>) -> (tensor<512x130xf32>, tensor<512x130xi1>, tensor<512x130xi1>, tensor<512x130xi1>)
    %71 = stablehlo.convert %25 : (tensor<512x130xi1>) -> tensor<512x130xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %72 = stablehlo.negate %cst_26 : tensor<f32>
    %cst_27 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %73 = stablehlo.divide %72, %cst_27 : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<f32>) -> tensor<512x130xf32>
    %75 = stablehlo.multiply %74, %71 : tensor<512x130xf32>
    %76 = stablehlo.multiply %56, %75 : tensor<512x130xf32>
    %77 = stablehlo.multiply %75, %70#0 : tensor<512x130xf32>
    %78 = call @nan_to_num_3(%70#1, %70#2, %70#3, %76) : (tensor<512x130xi1>, tensor<512x130xi1>, tensor<512x130xi1>, tensor<512x130xf32>) -> tensor<512x130xf32>
    %79 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<f32>) -> tensor<512x130xf32>
    %80 = stablehlo.multiply %79, %78 : tensor<512x130xf32>
    %81 = stablehlo.negate %80 : tensor<512x130xf32>
    %82 = stablehlo.multiply %64, %80 : tensor<512x130xf32>
    %83 = stablehlo.add %81, %82 : tensor<512x130xf32>
    %84 = stablehlo.multiply %80, %64 : tensor<512x130xf32>
    %85 = stablehlo.add %83, %84 : tensor<512x130xf32>
    %86 = stablehlo.multiply %63, %85 : tensor<512x130xf32>
    %87 = stablehlo.multiply %85, %62 : tensor<512x130xf32>
    %88 = stablehlo.multiply %62, %87 : tensor<512x130xf32>
    %89 = stablehlo.add %86, %88 : tensor<512x130xf32>
    %90 = stablehlo.multiply %87, %62 : tensor<512x130xf32>
    %91 = stablehlo.add %89, %90 : tensor<512x130xf32>
    %92 = stablehlo.multiply %58, %91 : tensor<512x130xf32>
    %93 = stablehlo.multiply %91, %58 : tensor<512x130xf32>
    %94 = stablehlo.add %92, %93 : tensor<512x130xf32>
    %95 = stablehlo.multiply %94, %61 : tensor<512x130xf32>
    %96 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512x130xf32>
    %97 = stablehlo.multiply %95, %96 : tensor<512x130xf32>
    %98 = stablehlo.negate %97 : tensor<512x130xf32>
    %99 = call @_where_5(%55, %77) : (tensor<512x130xi1>, tensor<512x130xf32>) -> tensor<512x130xf32>
    %100 = call @_where_6(%34, %99) : (tensor<512x130xi1>, tensor<512x130xf32>) -> tensor<512x130xf32>
    %101 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<f32>) -> tensor<512x130xf32>
    %102 = stablehlo.divide %100, %101 : tensor<512x130xf32>
    %103 = stablehlo.multiply %37, %102 : tensor<512x130xf32>
    %104 = stablehlo.multiply %102, %46 : tensor<512x130xf32>
    %cst_28 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<512x130xf32>
    %106 = stablehlo.multiply %105, %103 : tensor<512x130xf32>
    %107 = stablehlo.multiply %104, %39 : tensor<512x130xf32>
    %108 = stablehlo.negate %107 : tensor<512x130xf32>
    %109 = stablehlo.add %106, %108 : tensor<512x130xf32>
    %110 = stablehlo.multiply %109, %32 : tensor<512x130xf32>
    %111 = stablehlo.add %98, %110 : tensor<512x130xf32>
    %112 = call @safe_mask_7(%22, %23#1, %111) : (tensor<512x130xi1>, tensor<512x130xf32>, tensor<512x130xf32>) -> tensor<512x130xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1] : (tensor<512x130xf32>) -> tensor<512x130x3xf32>
    %114 = stablehlo.multiply %113, %19 : tensor<512x130x3xf32>
    %115 = call @remainder_9(%13#1, %114) : (tensor<512x130x3xi1>, tensor<512x130x3xf32>) -> tensor<512x130x3xf32>
    %116 = stablehlo.negate %115 : tensor<512x130x3xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.reduce(%116 init: %cst_29) applies stablehlo.add across dimensions = [1] : (tensor<512x130x3xf32>, tensor<f32>) -> tensor<512x3xf32>
    %118 = stablehlo.reshape %117 : (tensor<512x3xf32>) -> tensor<512x1x3xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.reduce(%118 init: %cst_30) applies stablehlo.add across dimensions = [1] : (tensor<512x1x3xf32>, tensor<f32>) -> tensor<512x3xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<512x3xf32>
    %121 = "stablehlo.scatter"(%120, %5, %115) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %123 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %123 : tensor<f32>
    }) : (tensor<512x3xf32>, tensor<512x130x1xi32>, tensor<512x130x3xf32>) -> tensor<512x3xf32>
    %122 = stablehlo.add %119, %121 : tensor<512x3xf32>
    return %122 : tensor<512x3xf32>
  }
  func.func private @remainder(%arg0: tensor<512x130x3xf32>, %arg1: tensor<f32>) -> (tensor<512x130x3xf32>, tensor<512x130x3xi1>) {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<512x130x3xf32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<512x130x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x130x3xf32>
    %4 = stablehlo.compare NE, %2, %3, FLOAT : (tensor<512x130x3xf32>, tensor<512x130x3xf32>) -> tensor<512x130x3xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x130x3xf32>
    %6 = stablehlo.compare LT, %2, %5, FLOAT : (tensor<512x130x3xf32>, tensor<512x130x3xf32>) -> tensor<512x130x3xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.compare LT, %0, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<512x130x3xi1>
    %9 = stablehlo.compare NE, %6, %8, UNSIGNED : (tensor<512x130x3xi1>, tensor<512x130x3xi1>) -> tensor<512x130x3xi1>
    %10 = stablehlo.and %9, %4 : tensor<512x130x3xi1>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<512x130x3xf32>
    %12 = stablehlo.add %2, %11 : tensor<512x130x3xf32>
    %13 = stablehlo.select %10, %12, %2 : tensor<512x130x3xi1>, tensor<512x130x3xf32>
    return %13, %10 : tensor<512x130x3xf32>, tensor<512x130x3xi1>
  }
  func.func private @safe_mask(%arg0: tensor<512x130xi1>, %arg1: tensor<512x130xf32>) -> (tensor<512x130xf32>, tensor<512x130xf32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_where(%arg0, %arg1, %c) : (tensor<512x130xi1>, tensor<512x130xf32>, tensor<i32>) -> tensor<512x130xf32>
    %1 = stablehlo.sqrt %0 : tensor<512x130xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x130xf32>
    %3 = stablehlo.divide %2, %1 : tensor<512x130xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %4 = call @_where(%arg0, %1, %c_0) : (tensor<512x130xi1>, tensor<512x130xf32>, tensor<i32>) -> tensor<512x130xf32>
    return %4, %3 : tensor<512x130xf32>, tensor<512x130xf32>
  }
  func.func private @_where(%arg0: tensor<512x130xi1>, %arg1: tensor<512x130xf32>, %arg2: tensor<i32>) -> tensor<512x130xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<130xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<130xf32>) -> tensor<512x130xf32>
    %3 = stablehlo.select %arg0, %arg1, %2 : tensor<512x130xi1>, tensor<512x130xf32>
    return %3 : tensor<512x130xf32>
  }
  func.func private @_where_0(%arg0: tensor<512x130xi1>, %arg1: tensor<512x130xf32>, %arg2: tensor<i32>) -> tensor<512x130xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<512x130xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<512x130xi1>, tensor<512x130xf32>
    return %2 : tensor<512x130xf32>
  }
  func.func private @_where_1(%arg0: tensor<512x130xi1>, %arg1: tensor<i32>, %arg2: tensor<512x130xf32>) -> tensor<512x130xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<512x130xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<512x130xi1>, tensor<512x130xf32>
    return %2 : tensor<512x130xf32>
  }
  func.func private @nan_to_num(%arg0: tensor<512x130xf32>) -> (tensor<512x130xf32>, tensor<512x130xi1>, tensor<512x130xi1>, tensor<512x130xi1>) {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<512x130xf32>, tensor<512x130xf32>) -> tensor<512x130xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = call @_where_2(%0, %cst, %arg0) : (tensor<512x130xi1>, tensor<f32>, tensor<512x130xf32>) -> tensor<512x130xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x130xf32>
    %3 = stablehlo.compare EQ, %1, %2, FLOAT : (tensor<512x130xf32>, tensor<512x130xf32>) -> tensor<512x130xi1>
    %cst_1 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %4 = call @_where_2(%3, %cst_1, %1) : (tensor<512x130xi1>, tensor<f32>, tensor<512x130xf32>) -> tensor<512x130xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<512x130xf32>
    %6 = stablehlo.compare EQ, %4, %5, FLOAT : (tensor<512x130xf32>, tensor<512x130xf32>) -> tensor<512x130xi1>
    %cst_3 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %7 = call @_where_2(%6, %cst_3, %4) : (tensor<512x130xi1>, tensor<f32>, tensor<512x130xf32>) -> tensor<512x130xf32>
    return %7, %0, %3, %6 : tensor<512x130xf32>, tensor<512x130xi1>, tensor<512x130xi1>, tensor<512x130xi1>
  }
  func.func private @_where_2(%arg0: tensor<512x130xi1>, %arg1: tensor<f32>, %arg2: tensor<512x130xf32>) -> tensor<512x130xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<512x130xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<512x130xi1>, tensor<512x130xf32>
    return %1 : tensor<512x130xf32>
  }
  func.func private @nan_to_num_3(%arg0: tensor<512x130xi1>, %arg1: tensor<512x130xi1>, %arg2: tensor<512x130xi1>, %arg3: tensor<512x130xf32>) -> tensor<512x130xf32> {
    %0 = call @_where_4(%arg2, %arg3) : (tensor<512x130xi1>, tensor<512x130xf32>) -> tensor<512x130xf32>
    %1 = call @_where_4(%arg1, %0) : (tensor<512x130xi1>, tensor<512x130xf32>) -> tensor<512x130xf32>
    %2 = call @_where_4(%arg0, %1) : (tensor<512x130xi1>, tensor<512x130xf32>) -> tensor<512x130xf32>
    return %2 : tensor<512x130xf32>
  }
  func.func private @_where_4(%arg0: tensor<512x130xi1>, %arg1: tensor<512x130xf32>) -> tensor<512x130xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x130xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<512x130xi1>, tensor<512x130xf32>
    return %1 : tensor<512x130xf32>
  }
  func.func private @_where_5(%arg0: tensor<512x130xi1>, %arg1: tensor<512x130xf32>) -> tensor<512x130xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x130xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<512x130xi1>, tensor<512x130xf32>
    return %1 : tensor<512x130xf32>
  }
  func.func private @_where_6(%arg0: tensor<512x130xi1>, %arg1: tensor<512x130xf32>) -> tensor<512x130xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x130xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<512x130xi1>, tensor<512x130xf32>
    return %1 : tensor<512x130xf32>
  }
  func.func private @safe_mask_7(%arg0: tensor<512x130xi1>, %arg1: tensor<512x130xf32>, %arg2: tensor<512x130xf32>) -> tensor<512x130xf32> {
    %0 = call @_where_8(%arg0, %arg2) : (tensor<512x130xi1>, tensor<512x130xf32>) -> tensor<512x130xf32>
    %1 = stablehlo.multiply %0, %arg1 : tensor<512x130xf32>
    %2 = call @_where_8(%arg0, %1) : (tensor<512x130xi1>, tensor<512x130xf32>) -> tensor<512x130xf32>
    return %2 : tensor<512x130xf32>
  }
  func.func private @_where_8(%arg0: tensor<512x130xi1>, %arg1: tensor<512x130xf32>) -> tensor<512x130xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x130xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<512x130xi1>, tensor<512x130xf32>
    return %1 : tensor<512x130xf32>
  }
  func.func private @remainder_9(%arg0: tensor<512x130x3xi1>, %arg1: tensor<512x130x3xf32>) -> tensor<512x130x3xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x130x3xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<512x130x3xi1>, tensor<512x130x3xf32>
    %2 = stablehlo.select %arg0, %arg1, %0 : tensor<512x130x3xi1>, tensor<512x130x3xf32>
    %3 = stablehlo.add %1, %2 : tensor<512x130x3xf32>
    return %3 : tensor<512x130x3xf32>
  }
}
