module @jit_search attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<38x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32x6xf32>, %arg3: tensor<6xf32>, %arg4: tensor<16x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32x1xf32>, %arg7: tensor<1xf32>, %arg8: tensor<32x1xf32>, %arg9: tensor<1xf32>, %arg10: tensor<8x16xf32>, %arg11: tensor<2xui32>) -> (tensor<8xi32> {jax.result_info = "result[0]"}, tensor<8x6xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg10, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x32xf32>
    %4 = stablehlo.tanh %3 : tensor<8x32xf32>
    %5 = stablehlo.dot_general %4, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x6xf32>) -> tensor<8x6xf32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<8x6xf32>
    %8 = stablehlo.add %5, %7 : tensor<8x6xf32>
    %9 = stablehlo.dot_general %4, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x1xf32>) -> tensor<8x1xf32>
    %10 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x1xf32>
    %12 = stablehlo.add %9, %11 : tensor<8x1xf32>
    %13 = stablehlo.reshape %12 : (tensor<8x1xf32>) -> tensor<8xf32>
    %14 = call @_threefry_split(%arg11) : (tensor<2xui32>) -> tensor<3x2xui32>
    %15 = stablehlo.slice %14 [0:1, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
    %16 = stablehlo.reshape %15 : (tensor<1x2xui32>) -> tensor<2xui32>
    %17 = stablehlo.slice %14 [1:2, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
    %18 = stablehlo.reshape %17 : (tensor<1x2xui32>) -> tensor<2xui32>
    %19 = stablehlo.slice %14 [2:3, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
    %20 = stablehlo.reshape %19 : (tensor<1x2xui32>) -> tensor<2xui32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %21 = stablehlo.reduce(%8 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<8x6xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %23 = stablehlo.maximum %22, %21 : tensor<8xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x6xf32>
    %26 = stablehlo.subtract %8, %25 : tensor<8x6xf32>
    %27 = stablehlo.exponential %26 : tensor<8x6xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<8x6xf32>, tensor<f32>) -> tensor<8xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x6xf32>
    %31 = stablehlo.divide %27, %30 : tensor<8x6xf32>
    %cst_2 = stablehlo.constant dense<3.000000e-01> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %33 = call @_dirichlet(%18, %32) : (tensor<2xui32>, tensor<6xf32>) -> tensor<8x6xf32>
    %cst_3 = stablehlo.constant dense<7.500000e-01> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x6xf32>
    %35 = stablehlo.multiply %34, %31 : tensor<8x6xf32>
    %cst_4 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x6xf32>
    %37 = stablehlo.multiply %36, %33 : tensor<8x6xf32>
    %38 = stablehlo.add %35, %37 : tensor<8x6xf32>
    %cst_5 = stablehlo.constant dense<1.17549435E-38> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x6xf32>
    %40 = stablehlo.maximum %38, %39 : tensor<8x6xf32>
    %41 = stablehlo.log %40 : tensor<8x6xf32>
    %42 = stablehlo.iota dim = 0 : tensor<8xi32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x6xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %44 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x33xi32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x33xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x33xf32>
    %c_9 = stablehlo.constant dense<-1> : tensor<i32>
    %47 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<8x33xi32>
    %c_10 = stablehlo.constant dense<-1> : tensor<i32>
    %48 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<8x33xi32>
    %c_11 = stablehlo.constant dense<-1> : tensor<i32>
    %49 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<8x33x6xi32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x33x6xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x33x6xf32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %52 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<8x33x6xi32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x33x6xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x33x6xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x33x32xf32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %56 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %57 = stablehlo.iota dim = 0 : tensor<8xi32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %58 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %59 = stablehlo.compare LT, %57, %58, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_20 = stablehlo.constant dense<8> : tensor<i32>
    %60 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %61 = stablehlo.add %57, %60 : tensor<8xi32>
    %62 = stablehlo.select %59, %61, %57 : tensor<8xi1>, tensor<8xi32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %63 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %64 = stablehlo.compare LT, %56, %63, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_22 = stablehlo.constant dense<33> : tensor<i32>
    %65 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %66 = stablehlo.add %56, %65 : tensor<8xi32>
    %67 = stablehlo.select %64, %66, %56 : tensor<8xi1>, tensor<8xi32>
    %68 = stablehlo.broadcast_in_dim %62, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %69 = stablehlo.broadcast_in_dim %67, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %70 = stablehlo.concatenate %68, %69, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x2xi32>
    %71 = "stablehlo.gather"(%44, %70) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<8x33xi32>, tensor<8x2xi32>) -> tensor<8xi32>
    %c_23 = stablehlo.constant dense<1> : tensor<i32>
    %72 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %73 = stablehlo.add %71, %72 : tensor<8xi32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %74 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %75 = stablehlo.compare LT, %56, %74, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_25 = stablehlo.constant dense<33> : tensor<i32>
    %76 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %77 = stablehlo.add %56, %76 : tensor<8xi32>
    %78 = stablehlo.select %75, %77, %56 : tensor<8xi1>, tensor<8xi32>
    %79 = stablehlo.convert %78 : tensor<8xi32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %81 = "stablehlo.scatter"(%50, %80, %41) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
      stablehlo.return %arg13 : tensor<f32>
    }) : (tensor<8x33x6xf32>, tensor<8x1xi32>, tensor<8x6xf32>) -> tensor<8x33x6xf32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %82 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %83 = stablehlo.compare LT, %56, %82, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_27 = stablehlo.constant dense<33> : tensor<i32>
    %84 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %85 = stablehlo.add %56, %84 : tensor<8xi32>
    %86 = stablehlo.select %83, %85, %56 : tensor<8xi1>, tensor<8xi32>
    %87 = stablehlo.convert %86 : tensor<8xi32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %89 = "stablehlo.scatter"(%45, %88, %13) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
      stablehlo.return %arg13 : tensor<f32>
    }) : (tensor<8x33xf32>, tensor<8x1xi32>, tensor<8xf32>) -> tensor<8x33xf32>
    %c_28 = stablehlo.constant dense<0> : tensor<i32>
    %90 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %91 = stablehlo.compare LT, %56, %90, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_29 = stablehlo.constant dense<33> : tensor<i32>
    %92 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %93 = stablehlo.add %56, %92 : tensor<8xi32>
    %94 = stablehlo.select %91, %93, %56 : tensor<8xi1>, tensor<8xi32>
    %95 = stablehlo.convert %94 : tensor<8xi32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %97 = "stablehlo.scatter"(%46, %96, %13) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
      stablehlo.return %arg13 : tensor<f32>
    }) : (tensor<8x33xf32>, tensor<8x1xi32>, tensor<8xf32>) -> tensor<8x33xf32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %98 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %99 = stablehlo.compare LT, %56, %98, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_31 = stablehlo.constant dense<33> : tensor<i32>
    %100 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %101 = stablehlo.add %56, %100 : tensor<8xi32>
    %102 = stablehlo.select %99, %101, %56 : tensor<8xi1>, tensor<8xi32>
    %103 = stablehlo.convert %102 : tensor<8xi32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %105 = "stablehlo.scatter"(%44, %104, %73) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg12: tensor<i32>, %arg13: tensor<i32>):
      stablehlo.return %arg13 : tensor<i32>
    }) : (tensor<8x33xi32>, tensor<8x1xi32>, tensor<8xi32>) -> tensor<8x33xi32>
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    %106 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %107 = stablehlo.compare LT, %56, %106, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_33 = stablehlo.constant dense<33> : tensor<i32>
    %108 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %109 = stablehlo.add %56, %108 : tensor<8xi32>
    %110 = stablehlo.select %107, %109, %56 : tensor<8xi1>, tensor<8xi32>
    %111 = stablehlo.convert %110 : tensor<8xi32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %113 = "stablehlo.scatter"(%55, %112, %4) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
      stablehlo.return %arg13 : tensor<f32>
    }) : (tensor<8x33x32xf32>, tensor<8x1xi32>, tensor<8x32xf32>) -> tensor<8x33x32xf32>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %c_35 = stablehlo.constant dense<0> : tensor<i32>
    %114:25 = stablehlo.while(%iterArg = %43, %iterArg_44 = %42, %iterArg_45 = %arg0, %iterArg_46 = %arg1, %iterArg_47 = %arg2, %iterArg_48 = %arg3, %iterArg_49 = %arg8, %iterArg_50 = %arg9, %iterArg_51 = %arg6, %iterArg_52 = %arg7, %iterArg_53 = %c_35, %iterArg_54 = %c_34, %iterArg_55 = %20, %iterArg_56 = %48, %iterArg_57 = %54, %iterArg_58 = %49, %iterArg_59 = %81, %iterArg_60 = %53, %iterArg_61 = %51, %iterArg_62 = %52, %iterArg_63 = %113, %iterArg_64 = %97, %iterArg_65 = %105, %iterArg_66 = %47, %iterArg_67 = %89) : tensor<8x6xf32>, tensor<8xi32>, tensor<38x32xf32>, tensor<32xf32>, tensor<32x6xf32>, tensor<6xf32>, tensor<32x1xf32>, tensor<1xf32>, tensor<32x1xf32>, tensor<1xf32>, tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<8x33xi32>, tensor<8x33x6xf32>, tensor<8x33x6xi32>, tensor<8x33x6xf32>, tensor<8x33x6xf32>, tensor<8x33x6xf32>, tensor<8x33x6xi32>, tensor<8x33x32xf32>, tensor<8x33xf32>, tensor<8x33xi32>, tensor<8x33xi32>, tensor<8x33xf32>
    cond {
      %c_68 = stablehlo.constant dense<32> : tensor<i32>
      %140 = stablehlo.compare LT, %iterArg_53, %c_68, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %140 : tensor<i1>
    } do {
      %140:14 = func.call @closed_call_12(%iterArg, %iterArg_44, %iterArg_45, %iterArg_46, %iterArg_47, %iterArg_48, %iterArg_49, %iterArg_50, %iterArg_51, %iterArg_52, %iterArg_54, %iterArg_55, %iterArg_56, %iterArg_57, %iterArg_58, %iterArg_59, %iterArg_60, %iterArg_61, %iterArg_62, %iterArg_63, %iterArg_64, %iterArg_65, %iterArg_66, %iterArg_67) : (tensor<8x6xf32>, tensor<8xi32>, tensor<38x32xf32>, tensor<32xf32>, tensor<32x6xf32>, tensor<6xf32>, tensor<32x1xf32>, tensor<1xf32>, tensor<32x1xf32>, tensor<1xf32>, tensor<i32>, tensor<2xui32>, tensor<8x33xi32>, tensor<8x33x6xf32>, tensor<8x33x6xi32>, tensor<8x33x6xf32>, tensor<8x33x6xf32>, tensor<8x33x6xf32>, tensor<8x33x6xi32>, tensor<8x33x32xf32>, tensor<8x33xf32>, tensor<8x33xi32>, tensor<8x33xi32>, tensor<8x33xf32>) -> (tensor<i32>, tensor<2xui32>, tensor<8x33xi32>, tensor<8x33x6xf32>, tensor<8x33x6xi32>, tensor<8x33x6xf32>, tensor<8x33x6xf32>, tensor<8x33x6xf32>, tensor<8x33x6xi32>, tensor<8x33x32xf32>, tensor<8x33xf32>, tensor<8x33xi32>, tensor<8x33xi32>, tensor<8x33xf32>)
      %c_68 = stablehlo.constant dense<1> : tensor<i32>
      %141 = stablehlo.add %iterArg_53, %c_68 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_44, %iterArg_45, %iterArg_46, %iterArg_47, %iterArg_48, %iterArg_49, %iterArg_50, %iterArg_51, %iterArg_52, %141, %140#0, %140#1, %140#2, %140#3, %140#4, %140#5, %140#6, %140#7, %140#8, %140#9, %140#10, %140#11, %140#12, %140#13 : tensor<8x6xf32>, tensor<8xi32>, tensor<38x32xf32>, tensor<32xf32>, tensor<32x6xf32>, tensor<6xf32>, tensor<32x1xf32>, tensor<1xf32>, tensor<32x1xf32>, tensor<1xf32>, tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<8x33xi32>, tensor<8x33x6xf32>, tensor<8x33x6xi32>, tensor<8x33x6xf32>, tensor<8x33x6xf32>, tensor<8x33x6xf32>, tensor<8x33x6xi32>, tensor<8x33x32xf32>, tensor<8x33xf32>, tensor<8x33xi32>, tensor<8x33xi32>, tensor<8x33xf32>
    }
    %115 = stablehlo.slice %114#19 [0:8, 0:1, 0:6] : (tensor<8x33x6xi32>) -> tensor<8x1x6xi32>
    %116 = stablehlo.reshape %115 : (tensor<8x1x6xi32>) -> tensor<8x6xi32>
    %117 = stablehlo.convert %116 : (tensor<8x6xi32>) -> tensor<8x6xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.reduce(%117 init: %cst_36) applies stablehlo.add across dimensions = [1] : (tensor<8x6xf32>, tensor<f32>) -> tensor<8xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %121 = stablehlo.maximum %119, %120 : tensor<8x1xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x6xf32>
    %123 = stablehlo.divide %117, %122 : tensor<8x6xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %125 = stablehlo.compare GT, %119, %124, FLOAT : (tensor<8x1xf32>, tensor<8x1xf32>) -> tensor<8x1xi1>
    %cst_39 = stablehlo.constant dense<0.166666672> : tensor<f32>
    %126 = call @_where_24(%125, %123, %cst_39) : (tensor<8x1xi1>, tensor<8x6xf32>, tensor<f32>) -> tensor<8x6xf32>
    %cst_40 = stablehlo.constant dense<1.17549435E-38> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x6xf32>
    %128 = stablehlo.maximum %126, %127 : tensor<8x6xf32>
    %129 = stablehlo.log %128 : tensor<8x6xf32>
    %cst_41 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %130 = stablehlo.reduce(%129 init: %cst_41) applies stablehlo.maximum across dimensions = [1] : (tensor<8x6xf32>, tensor<f32>) -> tensor<8xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x6xf32>
    %133 = stablehlo.subtract %129, %132 : tensor<8x6xf32>
    %cst_42 = stablehlo.constant dense<1.17549435E-38> : tensor<f32>
    %cst_43 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %134 = stablehlo.maximum %cst_42, %cst_43 : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [] : (tensor<f32>) -> tensor<8x6xf32>
    %136 = stablehlo.divide %133, %135 : tensor<8x6xf32>
    %137 = call @_gumbel(%16) : (tensor<2xui32>) -> tensor<8x6xf32>
    %138 = stablehlo.add %137, %136 : tensor<8x6xf32>
    %139 = call @argmax(%138) : (tensor<8x6xf32>) -> tensor<8xi32>
    return %139, %126 : tensor<8xi32>, tensor<8x6xf32>
  }
  func.func private @_threefry_split(%arg0: tensor<2xui32>) -> tensor<3x2xui32> {
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
    %11:2 = call @threefry2x32(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<3x1xui32>, tensor<3x1xui32>) -> tensor<3x2xui32>
    return %14 : tensor<3x2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<3xui32>, %arg3: tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>) {
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
      %7:8 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<3xui32>, tensor<3xui32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<3xui32>, %arg2: tensor<3xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
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
  func.func private @_dirichlet(%arg0: tensor<2xui32>, %arg1: tensor<6xf32>) -> tensor<8x6xf32> {
    %0 = stablehlo.convert %arg1 : tensor<6xf32>
    %1 = call @_gamma(%arg0, %0) : (tensor<2xui32>, tensor<6xf32>) -> tensor<8x6xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<8x6xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %4 = stablehlo.maximum %3, %2 : tensor<8xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x6xf32>
    %7 = stablehlo.subtract %1, %6 : tensor<8x6xf32>
    %8 = stablehlo.exponential %7 : tensor<8x6xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<8x6xf32>, tensor<f32>) -> tensor<8xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x6xf32>
    %12 = stablehlo.divide %8, %11 : tensor<8x6xf32>
    return %12 : tensor<8x6xf32>
  }
  func.func private @_gamma(%arg0: tensor<2xui32>, %arg1: tensor<6xf32>) -> tensor<8x6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<6xf32>) -> tensor<8x6xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2xui32>) -> tensor<1x2xui32>
    %2 = call @_threefry_split_0(%1) : (tensor<1x2xui32>) -> tensor<1x48x2xui32>
    %3 = stablehlo.reshape %2 : (tensor<1x48x2xui32>) -> tensor<48x2xui32>
    %4 = stablehlo.reshape %0 : (tensor<8x6xf32>) -> tensor<48xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %6 = stablehlo.compare GE, %4, %5, FLOAT : (tensor<48xf32>, tensor<48xf32>) -> tensor<48xi1>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %8 = stablehlo.add %4, %7 : tensor<48xf32>
    %9 = stablehlo.select %6, %4, %8 : tensor<48xi1>, tensor<48xf32>
    %cst_1 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %11 = stablehlo.subtract %9, %10 : tensor<48xf32>
    %12 = stablehlo.sqrt %11 : tensor<48xf32>
    %cst_2 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %14 = stablehlo.divide %13, %12 : tensor<48xf32>
    %15 = call @_threefry_split_3(%3) : (tensor<48x2xui32>) -> tensor<48x2x2xui32>
    %16 = stablehlo.slice %15 [0:48, 0:1, 0:2] : (tensor<48x2x2xui32>) -> tensor<48x1x2xui32>
    %17 = stablehlo.reshape %16 : (tensor<48x1x2xui32>) -> tensor<48x2xui32>
    %18 = stablehlo.slice %15 [0:48, 1:2, 0:2] : (tensor<48x2x2xui32>) -> tensor<48x1x2xui32>
    %19 = stablehlo.reshape %18 : (tensor<48x1x2xui32>) -> tensor<48x2xui32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %23:6 = stablehlo.while(%iterArg = %11, %iterArg_9 = %14, %iterArg_10 = %17, %iterArg_11 = %20, %iterArg_12 = %21, %iterArg_13 = %22) : tensor<48xf32>, tensor<48xf32>, tensor<48x2xui32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>
    cond {
      %39 = stablehlo.multiply %iterArg_11, %iterArg_11 : tensor<48xf32>
      %cst_14 = stablehlo.constant dense<3.310000e-02> : tensor<f32>
      %40 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<48xf32>
      %41 = stablehlo.multiply %40, %39 : tensor<48xf32>
      %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %42 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<48xf32>
      %43 = stablehlo.subtract %42, %41 : tensor<48xf32>
      %44 = stablehlo.compare GE, %iterArg_13, %43, FLOAT : (tensor<48xf32>, tensor<48xf32>) -> tensor<48xi1>
      %45 = stablehlo.log %iterArg_13 : tensor<48xf32>
      %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %46 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<48xf32>
      %47 = stablehlo.multiply %iterArg_11, %46 : tensor<48xf32>
      %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %48 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<48xf32>
      %49 = stablehlo.subtract %48, %iterArg_12 : tensor<48xf32>
      %50 = stablehlo.log %iterArg_12 : tensor<48xf32>
      %51 = stablehlo.add %49, %50 : tensor<48xf32>
      %52 = stablehlo.multiply %iterArg, %51 : tensor<48xf32>
      %53 = stablehlo.add %47, %52 : tensor<48xf32>
      %54 = stablehlo.compare GE, %45, %53, FLOAT : (tensor<48xf32>, tensor<48xf32>) -> tensor<48xi1>
      %55 = stablehlo.and %44, %54 : tensor<48xi1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %56 = stablehlo.reduce(%55 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<48xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %56 : tensor<i1>
    } do {
      %39 = func.call @_threefry_split_6(%iterArg_10) : (tensor<48x2xui32>) -> tensor<48x3x2xui32>
      %40 = stablehlo.slice %39 [0:48, 0:1, 0:2] : (tensor<48x3x2xui32>) -> tensor<48x1x2xui32>
      %41 = stablehlo.reshape %40 : (tensor<48x1x2xui32>) -> tensor<48x2xui32>
      %42 = stablehlo.slice %39 [0:48, 1:2, 0:2] : (tensor<48x3x2xui32>) -> tensor<48x1x2xui32>
      %43 = stablehlo.reshape %42 : (tensor<48x1x2xui32>) -> tensor<48x2xui32>
      %44 = stablehlo.slice %39 [0:48, 2:3, 0:2] : (tensor<48x3x2xui32>) -> tensor<48x1x2xui32>
      %45 = stablehlo.reshape %44 : (tensor<48x1x2xui32>) -> tensor<48x2xui32>
      %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %46 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<48xf32>
      %cst_15 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
      %47 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<48xf32>
      %48:4 = stablehlo.while(%iterArg_22 = %iterArg_9, %iterArg_23 = %43, %iterArg_24 = %46, %iterArg_25 = %47) : tensor<48xf32>, tensor<48x2xui32>, tensor<48xf32>, tensor<48xf32>
      cond {
        %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %78 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<48xf32>
        %79 = stablehlo.compare LE, %iterArg_25, %78, FLOAT : (tensor<48xf32>, tensor<48xf32>) -> tensor<48xi1>
        %c = stablehlo.constant dense<false> : tensor<i1>
        %80 = stablehlo.reduce(%79 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<48xi1>, tensor<i1>) -> tensor<i1>
        stablehlo.return %80 : tensor<i1>
      } do {
        %78 = func.call @_threefry_split_3(%iterArg_23) : (tensor<48x2xui32>) -> tensor<48x2x2xui32>
        %79 = stablehlo.slice %78 [0:48, 0:1, 0:2] : (tensor<48x2x2xui32>) -> tensor<48x1x2xui32>
        %80 = stablehlo.reshape %79 : (tensor<48x1x2xui32>) -> tensor<48x2xui32>
        %81 = stablehlo.slice %78 [0:48, 1:2, 0:2] : (tensor<48x2x2xui32>) -> tensor<48x1x2xui32>
        %82 = stablehlo.reshape %81 : (tensor<48x1x2xui32>) -> tensor<48x2xui32>
        %83 = func.call @_normal(%82) : (tensor<48x2xui32>) -> tensor<48xf32>
        %84 = stablehlo.multiply %83, %iterArg_22 : tensor<48xf32>
        %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %85 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<48xf32>
        %86 = stablehlo.add %85, %84 : tensor<48xf32>
        %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %87 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<48xf32>
        %88 = stablehlo.compare LE, %iterArg_25, %87, FLOAT : (tensor<48xf32>, tensor<48xf32>) -> tensor<48xi1>
        %89 = stablehlo.broadcast_in_dim %88, dims = [0] : (tensor<48xi1>) -> tensor<48x2xi1>
        %90 = stablehlo.select %89, %80, %iterArg_23 : tensor<48x2xi1>, tensor<48x2xui32>
        %91 = stablehlo.broadcast_in_dim %88, dims = [0] : (tensor<48xi1>) -> tensor<48xi1>
        %92 = stablehlo.select %91, %83, %iterArg_24 : tensor<48xi1>, tensor<48xf32>
        %93 = stablehlo.broadcast_in_dim %88, dims = [0] : (tensor<48xi1>) -> tensor<48xi1>
        %94 = stablehlo.select %93, %86, %iterArg_25 : tensor<48xi1>, tensor<48xf32>
        stablehlo.return %iterArg_22, %90, %92, %94 : tensor<48xf32>, tensor<48x2xui32>, tensor<48xf32>, tensor<48xf32>
      }
      %49 = stablehlo.multiply %48#2, %48#2 : tensor<48xf32>
      %50 = stablehlo.multiply %48#3, %48#3 : tensor<48xf32>
      %51 = stablehlo.multiply %50, %48#3 : tensor<48xf32>
      %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %52 = func.call @_uniform_11(%45, %cst_16, %cst_17) : (tensor<48x2xui32>, tensor<f32>, tensor<f32>) -> tensor<48xf32>
      %53 = stablehlo.multiply %iterArg_11, %iterArg_11 : tensor<48xf32>
      %cst_18 = stablehlo.constant dense<3.310000e-02> : tensor<f32>
      %54 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<48xf32>
      %55 = stablehlo.multiply %54, %53 : tensor<48xf32>
      %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %56 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<48xf32>
      %57 = stablehlo.subtract %56, %55 : tensor<48xf32>
      %58 = stablehlo.compare GE, %iterArg_13, %57, FLOAT : (tensor<48xf32>, tensor<48xf32>) -> tensor<48xi1>
      %59 = stablehlo.log %iterArg_13 : tensor<48xf32>
      %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %60 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<48xf32>
      %61 = stablehlo.multiply %iterArg_11, %60 : tensor<48xf32>
      %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %62 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<48xf32>
      %63 = stablehlo.subtract %62, %iterArg_12 : tensor<48xf32>
      %64 = stablehlo.log %iterArg_12 : tensor<48xf32>
      %65 = stablehlo.add %63, %64 : tensor<48xf32>
      %66 = stablehlo.multiply %iterArg, %65 : tensor<48xf32>
      %67 = stablehlo.add %61, %66 : tensor<48xf32>
      %68 = stablehlo.compare GE, %59, %67, FLOAT : (tensor<48xf32>, tensor<48xf32>) -> tensor<48xi1>
      %69 = stablehlo.and %58, %68 : tensor<48xi1>
      %70 = stablehlo.broadcast_in_dim %69, dims = [0] : (tensor<48xi1>) -> tensor<48x2xi1>
      %71 = stablehlo.select %70, %41, %iterArg_10 : tensor<48x2xi1>, tensor<48x2xui32>
      %72 = stablehlo.broadcast_in_dim %69, dims = [0] : (tensor<48xi1>) -> tensor<48xi1>
      %73 = stablehlo.select %72, %49, %iterArg_11 : tensor<48xi1>, tensor<48xf32>
      %74 = stablehlo.broadcast_in_dim %69, dims = [0] : (tensor<48xi1>) -> tensor<48xi1>
      %75 = stablehlo.select %74, %51, %iterArg_12 : tensor<48xi1>, tensor<48xf32>
      %76 = stablehlo.broadcast_in_dim %69, dims = [0] : (tensor<48xi1>) -> tensor<48xi1>
      %77 = stablehlo.select %76, %52, %iterArg_13 : tensor<48xi1>, tensor<48xf32>
      stablehlo.return %iterArg, %iterArg_9, %71, %73, %75, %77 : tensor<48xf32>, tensor<48xf32>, tensor<48x2xui32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>
    }
    %24 = call @_exponential(%19) : (tensor<48x2xui32>) -> tensor<48xf32>
    %25 = stablehlo.negate %24 : tensor<48xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %27 = stablehlo.compare EQ, %25, %26, FLOAT : (tensor<48xf32>, tensor<48xf32>) -> tensor<48xi1>
    %28 = stablehlo.or %6, %27 : tensor<48xi1>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %30 = stablehlo.divide %29, %4 : tensor<48xf32>
    %31 = stablehlo.multiply %25, %30 : tensor<48xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %33 = stablehlo.select %28, %32, %31 : tensor<48xi1>, tensor<48xf32>
    %34 = stablehlo.log %11 : tensor<48xf32>
    %35 = stablehlo.log %23#4 : tensor<48xf32>
    %36 = stablehlo.add %34, %35 : tensor<48xf32>
    %37 = stablehlo.add %36, %33 : tensor<48xf32>
    %38 = stablehlo.reshape %37 : (tensor<48xf32>) -> tensor<8x6xf32>
    return %38 : tensor<8x6xf32>
  }
  func.func private @_threefry_split_0(%arg0: tensor<1x2xui32>) -> tensor<1x48x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1x1xui32>) -> tensor<1xui32>
    %2 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1x1xui32>) -> tensor<1xui32>
    %4 = stablehlo.iota dim = 0 : tensor<48xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<48xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<48xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<48xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<48xui64>
    %9 = stablehlo.convert %6 : (tensor<48xui64>) -> tensor<48xui32>
    %10 = stablehlo.convert %8 : (tensor<48xui64>) -> tensor<48xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<48xui32>) -> tensor<1x48xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<48xui32>) -> tensor<1x48xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<1xui32>) -> tensor<1x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xui32>) -> tensor<1x1xui32>
    %15:2 = call @threefry2x32_1(%13, %14, %11, %12) : (tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x48xui32>, tensor<1x48xui32>) -> (tensor<1x48xui32>, tensor<1x48xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<1x48xui32>) -> tensor<1x48x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<1x48xui32>) -> tensor<1x48x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<1x48x1xui32>, tensor<1x48x1xui32>) -> tensor<1x48x2xui32>
    return %18 : tensor<1x48x2xui32>
  }
  func.func private @threefry2x32_1(%arg0: tensor<1x1xui32>, %arg1: tensor<1x1xui32>, %arg2: tensor<1x48xui32>, %arg3: tensor<1x48xui32>) -> (tensor<1x48xui32>, tensor<1x48xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<1x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<1x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<1x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x48xui32>
    %4 = stablehlo.add %arg2, %3 : tensor<1x48xui32>
    %5 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x48xui32>
    %6 = stablehlo.add %arg3, %5 : tensor<1x48xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %7:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %4, %iterArg_6 = %6, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<1x48xui32>, tensor<1x48xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %8 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %8:8 = func.call @closed_call_2(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<1x48xui32>, tensor<1x48xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1x48xui32>, tensor<1x48xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %9, %8#0, %8#1, %8#2, %8#3, %8#4, %8#5, %8#6, %8#7 : tensor<i32>, tensor<i32>, tensor<1x48xui32>, tensor<1x48xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %7#2, %7#3 : tensor<1x48xui32>, tensor<1x48xui32>
  }
  func.func private @closed_call_2(%arg0: tensor<i32>, %arg1: tensor<1x48xui32>, %arg2: tensor<1x48xui32>, %arg3: tensor<1x1xui32>, %arg4: tensor<1x1xui32>, %arg5: tensor<1x1xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<1x48xui32>, tensor<1x48xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<1x48xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1x48xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<1x48xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1x48xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<1x48xui32>
    %9 = stablehlo.or %5, %8 : tensor<1x48xui32>
    %10 = stablehlo.xor %3, %9 : tensor<1x48xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<1x48xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1x48xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<1x48xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1x48xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<1x48xui32>
    %19 = stablehlo.or %15, %18 : tensor<1x48xui32>
    %20 = stablehlo.xor %13, %19 : tensor<1x48xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<1x48xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<1x48xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<1x48xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<1x48xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<1x48xui32>
    %29 = stablehlo.or %25, %28 : tensor<1x48xui32>
    %30 = stablehlo.xor %23, %29 : tensor<1x48xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<1x48xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<1x48xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<1x48xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1x48xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<1x48xui32>
    %39 = stablehlo.or %35, %38 : tensor<1x48xui32>
    %40 = stablehlo.xor %33, %39 : tensor<1x48xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x48xui32>
    %42 = stablehlo.add %33, %41 : tensor<1x48xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x48xui32>
    %44 = stablehlo.add %40, %43 : tensor<1x48xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<1x48xui32>
    %48 = stablehlo.add %44, %47 : tensor<1x48xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<1x48xui32>, tensor<1x48xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_threefry_split_3(%arg0: tensor<48x2xui32>) -> tensor<48x2x2xui32> {
    %0 = stablehlo.slice %arg0 [0:48, 0:1] : (tensor<48x2xui32>) -> tensor<48x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<48x1xui32>) -> tensor<48xui32>
    %2 = stablehlo.slice %arg0 [0:48, 1:2] : (tensor<48x2xui32>) -> tensor<48x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<48x1xui32>) -> tensor<48xui32>
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
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<48xui32>) -> tensor<48x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<48xui32>) -> tensor<48x1xui32>
    %15:2 = call @threefry2x32_4(%13, %14, %11, %12) : (tensor<48x1xui32>, tensor<48x1xui32>, tensor<1x2xui32>, tensor<1x2xui32>) -> (tensor<48x2xui32>, tensor<48x2xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<48x2xui32>) -> tensor<48x2x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<48x2xui32>) -> tensor<48x2x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<48x2x1xui32>, tensor<48x2x1xui32>) -> tensor<48x2x2xui32>
    return %18 : tensor<48x2x2xui32>
  }
  func.func private @threefry2x32_4(%arg0: tensor<48x1xui32>, %arg1: tensor<48x1xui32>, %arg2: tensor<1x2xui32>, %arg3: tensor<1x2xui32>) -> (tensor<48x2xui32>, tensor<48x2xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<48x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<48x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<48x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<48x2xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<48x1xui32>) -> tensor<48x2xui32>
    %5 = stablehlo.add %3, %4 : tensor<48x2xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<48x2xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<48x1xui32>) -> tensor<48x2xui32>
    %8 = stablehlo.add %6, %7 : tensor<48x2xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<48x2xui32>, tensor<48x2xui32>, tensor<48x1xui32>, tensor<48x1xui32>, tensor<48x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10:8 = func.call @closed_call_5(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<48x2xui32>, tensor<48x2xui32>, tensor<48x1xui32>, tensor<48x1xui32>, tensor<48x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<48x2xui32>, tensor<48x2xui32>, tensor<48x1xui32>, tensor<48x1xui32>, tensor<48x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %11, %10#0, %10#1, %10#2, %10#3, %10#4, %10#5, %10#6, %10#7 : tensor<i32>, tensor<i32>, tensor<48x2xui32>, tensor<48x2xui32>, tensor<48x1xui32>, tensor<48x1xui32>, tensor<48x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<48x2xui32>, tensor<48x2xui32>
  }
  func.func private @closed_call_5(%arg0: tensor<i32>, %arg1: tensor<48x2xui32>, %arg2: tensor<48x2xui32>, %arg3: tensor<48x1xui32>, %arg4: tensor<48x1xui32>, %arg5: tensor<48x1xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<48x2xui32>, tensor<48x2xui32>, tensor<48x1xui32>, tensor<48x1xui32>, tensor<48x1xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<48x2xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<48x2xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<48x2xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<48x2xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<48x2xui32>
    %9 = stablehlo.or %5, %8 : tensor<48x2xui32>
    %10 = stablehlo.xor %3, %9 : tensor<48x2xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<48x2xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<48x2xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<48x2xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<48x2xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<48x2xui32>
    %19 = stablehlo.or %15, %18 : tensor<48x2xui32>
    %20 = stablehlo.xor %13, %19 : tensor<48x2xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<48x2xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<48x2xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<48x2xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<48x2xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<48x2xui32>
    %29 = stablehlo.or %25, %28 : tensor<48x2xui32>
    %30 = stablehlo.xor %23, %29 : tensor<48x2xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<48x2xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<48x2xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<48x2xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<48x2xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<48x2xui32>
    %39 = stablehlo.or %35, %38 : tensor<48x2xui32>
    %40 = stablehlo.xor %33, %39 : tensor<48x2xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<48x1xui32>) -> tensor<48x2xui32>
    %42 = stablehlo.add %33, %41 : tensor<48x2xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<48x1xui32>) -> tensor<48x2xui32>
    %44 = stablehlo.add %40, %43 : tensor<48x2xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<48x2xui32>
    %48 = stablehlo.add %44, %47 : tensor<48x2xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<48x2xui32>, tensor<48x2xui32>, tensor<48x1xui32>, tensor<48x1xui32>, tensor<48x1xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_threefry_split_6(%arg0: tensor<48x2xui32>) -> tensor<48x3x2xui32> {
    %0 = stablehlo.slice %arg0 [0:48, 0:1] : (tensor<48x2xui32>) -> tensor<48x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<48x1xui32>) -> tensor<48xui32>
    %2 = stablehlo.slice %arg0 [0:48, 1:2] : (tensor<48x2xui32>) -> tensor<48x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<48x1xui32>) -> tensor<48xui32>
    %4 = stablehlo.iota dim = 0 : tensor<3xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<3xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<3xui64>
    %9 = stablehlo.convert %6 : (tensor<3xui64>) -> tensor<3xui32>
    %10 = stablehlo.convert %8 : (tensor<3xui64>) -> tensor<3xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<3xui32>) -> tensor<1x3xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<3xui32>) -> tensor<1x3xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<48xui32>) -> tensor<48x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<48xui32>) -> tensor<48x1xui32>
    %15:2 = call @threefry2x32_7(%13, %14, %11, %12) : (tensor<48x1xui32>, tensor<48x1xui32>, tensor<1x3xui32>, tensor<1x3xui32>) -> (tensor<48x3xui32>, tensor<48x3xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<48x3xui32>) -> tensor<48x3x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<48x3xui32>) -> tensor<48x3x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<48x3x1xui32>, tensor<48x3x1xui32>) -> tensor<48x3x2xui32>
    return %18 : tensor<48x3x2xui32>
  }
  func.func private @threefry2x32_7(%arg0: tensor<48x1xui32>, %arg1: tensor<48x1xui32>, %arg2: tensor<1x3xui32>, %arg3: tensor<1x3xui32>) -> (tensor<48x3xui32>, tensor<48x3xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<48x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<48x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<48x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<48x3xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<48x1xui32>) -> tensor<48x3xui32>
    %5 = stablehlo.add %3, %4 : tensor<48x3xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<48x3xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<48x1xui32>) -> tensor<48x3xui32>
    %8 = stablehlo.add %6, %7 : tensor<48x3xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<48x3xui32>, tensor<48x3xui32>, tensor<48x1xui32>, tensor<48x1xui32>, tensor<48x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10:8 = func.call @closed_call_8(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<48x3xui32>, tensor<48x3xui32>, tensor<48x1xui32>, tensor<48x1xui32>, tensor<48x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<48x3xui32>, tensor<48x3xui32>, tensor<48x1xui32>, tensor<48x1xui32>, tensor<48x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %11, %10#0, %10#1, %10#2, %10#3, %10#4, %10#5, %10#6, %10#7 : tensor<i32>, tensor<i32>, tensor<48x3xui32>, tensor<48x3xui32>, tensor<48x1xui32>, tensor<48x1xui32>, tensor<48x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<48x3xui32>, tensor<48x3xui32>
  }
  func.func private @closed_call_8(%arg0: tensor<i32>, %arg1: tensor<48x3xui32>, %arg2: tensor<48x3xui32>, %arg3: tensor<48x1xui32>, %arg4: tensor<48x1xui32>, %arg5: tensor<48x1xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<48x3xui32>, tensor<48x3xui32>, tensor<48x1xui32>, tensor<48x1xui32>, tensor<48x1xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<48x3xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<48x3xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<48x3xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<48x3xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<48x3xui32>
    %9 = stablehlo.or %5, %8 : tensor<48x3xui32>
    %10 = stablehlo.xor %3, %9 : tensor<48x3xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<48x3xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<48x3xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<48x3xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<48x3xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<48x3xui32>
    %19 = stablehlo.or %15, %18 : tensor<48x3xui32>
    %20 = stablehlo.xor %13, %19 : tensor<48x3xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<48x3xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<48x3xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<48x3xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<48x3xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<48x3xui32>
    %29 = stablehlo.or %25, %28 : tensor<48x3xui32>
    %30 = stablehlo.xor %23, %29 : tensor<48x3xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<48x3xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<48x3xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<48x3xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<48x3xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<48x3xui32>
    %39 = stablehlo.or %35, %38 : tensor<48x3xui32>
    %40 = stablehlo.xor %33, %39 : tensor<48x3xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<48x1xui32>) -> tensor<48x3xui32>
    %42 = stablehlo.add %33, %41 : tensor<48x3xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<48x1xui32>) -> tensor<48x3xui32>
    %44 = stablehlo.add %40, %43 : tensor<48x3xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<48x3xui32>
    %48 = stablehlo.add %44, %47 : tensor<48x3xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<48x3xui32>, tensor<48x3xui32>, tensor<48x1xui32>, tensor<48x1xui32>, tensor<48x1xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_normal(%arg0: tensor<48x2xui32>) -> tensor<48xf32> {
    %0 = call @_normal_real(%arg0) : (tensor<48x2xui32>) -> tensor<48xf32>
    return %0 : tensor<48xf32>
  }
  func.func private @_normal_real(%arg0: tensor<48x2xui32>) -> tensor<48xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<48x2xui32>, tensor<f32>, tensor<f32>) -> tensor<48xf32>
    %1 = chlo.erf_inv %0 : tensor<48xf32> -> tensor<48xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<48xf32>
    return %3 : tensor<48xf32>
  }
  func.func private @_uniform(%arg0: tensor<48x2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<48xf32> {
    %0 = stablehlo.slice %arg0 [0:48, 0:1] : (tensor<48x2xui32>) -> tensor<48x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<48x1xui32>) -> tensor<48xui32>
    %2 = stablehlo.slice %arg0 [0:48, 1:2] : (tensor<48x2xui32>) -> tensor<48x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<48x1xui32>) -> tensor<48xui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %4:2 = call @threefry2x32_9(%1, %3, %c, %c_0) : (tensor<48xui32>, tensor<48xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<48xui32>, tensor<48xui32>)
    %5 = stablehlo.xor %4#0, %4#1 : tensor<48xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<48xui32>
    %7 = stablehlo.shift_right_logical %5, %6 : tensor<48xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<48xui32>
    %9 = stablehlo.or %7, %8 : tensor<48xui32>
    %10 = stablehlo.bitcast_convert %9 : (tensor<48xui32>) -> tensor<48xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %12 = stablehlo.subtract %10, %11 : tensor<48xf32>
    %13 = stablehlo.subtract %arg2, %arg1 : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<48xf32>
    %16 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %17 = stablehlo.add %15, %16 : tensor<48xf32>
    %18 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %19 = stablehlo.maximum %18, %17 : tensor<48xf32>
    return %19 : tensor<48xf32>
  }
  func.func private @threefry2x32_9(%arg0: tensor<48xui32>, %arg1: tensor<48xui32>, %arg2: tensor<ui32>, %arg3: tensor<ui32>) -> (tensor<48xui32>, tensor<48xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<48xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<48xui32>
    %2 = stablehlo.xor %0, %1 : tensor<48xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<48xui32>
    %4 = stablehlo.add %3, %arg0 : tensor<48xui32>
    %5 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<48xui32>
    %6 = stablehlo.add %5, %arg1 : tensor<48xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %7:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %4, %iterArg_6 = %6, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %8 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %8:8 = func.call @closed_call_10(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %9, %8#0, %8#1, %8#2, %8#3, %8#4, %8#5, %8#6, %8#7 : tensor<i32>, tensor<i32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %7#2, %7#3 : tensor<48xui32>, tensor<48xui32>
  }
  func.func private @closed_call_10(%arg0: tensor<i32>, %arg1: tensor<48xui32>, %arg2: tensor<48xui32>, %arg3: tensor<48xui32>, %arg4: tensor<48xui32>, %arg5: tensor<48xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<48xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<48xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<48xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<48xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<48xui32>
    %9 = stablehlo.or %5, %8 : tensor<48xui32>
    %10 = stablehlo.xor %3, %9 : tensor<48xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<48xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<48xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<48xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<48xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<48xui32>
    %19 = stablehlo.or %15, %18 : tensor<48xui32>
    %20 = stablehlo.xor %13, %19 : tensor<48xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<48xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<48xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<48xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<48xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<48xui32>
    %29 = stablehlo.or %25, %28 : tensor<48xui32>
    %30 = stablehlo.xor %23, %29 : tensor<48xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<48xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<48xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<48xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<48xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<48xui32>
    %39 = stablehlo.or %35, %38 : tensor<48xui32>
    %40 = stablehlo.xor %33, %39 : tensor<48xui32>
    %41 = stablehlo.add %33, %arg3 : tensor<48xui32>
    %42 = stablehlo.add %40, %arg4 : tensor<48xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %43 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %44 = stablehlo.convert %43 : (tensor<i32>) -> tensor<ui32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<ui32>) -> tensor<48xui32>
    %46 = stablehlo.add %42, %45 : tensor<48xui32>
    return %0, %41, %46, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<48xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_uniform_11(%arg0: tensor<48x2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<48xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.slice %arg0 [0:48, 0:1] : (tensor<48x2xui32>) -> tensor<48x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<48x1xui32>) -> tensor<48xui32>
    %4 = stablehlo.slice %arg0 [0:48, 1:2] : (tensor<48x2xui32>) -> tensor<48x1xui32>
    %5 = stablehlo.reshape %4 : (tensor<48x1xui32>) -> tensor<48xui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %6:2 = call @threefry2x32_9(%3, %5, %c, %c_0) : (tensor<48xui32>, tensor<48xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<48xui32>, tensor<48xui32>)
    %7 = stablehlo.xor %6#0, %6#1 : tensor<48xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<48xui32>
    %9 = stablehlo.shift_right_logical %7, %8 : tensor<48xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<48xui32>
    %11 = stablehlo.or %9, %10 : tensor<48xui32>
    %12 = stablehlo.bitcast_convert %11 : (tensor<48xui32>) -> tensor<48xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %14 = stablehlo.subtract %12, %13 : tensor<48xf32>
    %15 = stablehlo.subtract %1, %0 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<48xf32>
    %18 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %19 = stablehlo.add %17, %18 : tensor<48xf32>
    %20 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %21 = stablehlo.maximum %20, %19 : tensor<48xf32>
    return %21 : tensor<48xf32>
  }
  func.func private @_exponential(%arg0: tensor<48x2xui32>) -> tensor<48xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_11(%arg0, %cst, %cst_0) : (tensor<48x2xui32>, tensor<f32>, tensor<f32>) -> tensor<48xf32>
    %1 = stablehlo.negate %0 : tensor<48xf32>
    %2 = stablehlo.log_plus_one %1 : tensor<48xf32>
    %3 = stablehlo.negate %2 : tensor<48xf32>
    return %3 : tensor<48xf32>
  }
  func.func private @closed_call_12(%arg0: tensor<8x6xf32>, %arg1: tensor<8xi32>, %arg2: tensor<38x32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x6xf32>, %arg5: tensor<6xf32>, %arg6: tensor<32x1xf32>, %arg7: tensor<1xf32>, %arg8: tensor<32x1xf32>, %arg9: tensor<1xf32>, %arg10: tensor<i32>, %arg11: tensor<2xui32>, %arg12: tensor<8x33xi32>, %arg13: tensor<8x33x6xf32>, %arg14: tensor<8x33x6xi32>, %arg15: tensor<8x33x6xf32>, %arg16: tensor<8x33x6xf32>, %arg17: tensor<8x33x6xf32>, %arg18: tensor<8x33x6xi32>, %arg19: tensor<8x33x32xf32>, %arg20: tensor<8x33xf32>, %arg21: tensor<8x33xi32>, %arg22: tensor<8x33xi32>, %arg23: tensor<8x33xf32>) -> (tensor<i32>, tensor<2xui32>, tensor<8x33xi32>, tensor<8x33x6xf32>, tensor<8x33x6xi32>, tensor<8x33x6xf32>, tensor<8x33x6xf32>, tensor<8x33x6xf32>, tensor<8x33x6xi32>, tensor<8x33x32xf32>, tensor<8x33xf32>, tensor<8x33xi32>, tensor<8x33xi32>, tensor<8x33xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg10, %c : tensor<i32>
    %1 = call @_threefry_split(%arg11) : (tensor<2xui32>) -> tensor<3x2xui32>
    %2 = stablehlo.slice %1 [0:1, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
    %3 = stablehlo.reshape %2 : (tensor<1x2xui32>) -> tensor<2xui32>
    %4 = stablehlo.slice %1 [1:2, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
    %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
    %6 = call @_threefry_split_13(%5) : (tensor<2xui32>) -> tensor<8x2xui32>
    %c_0 = stablehlo.constant dense<-1> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %c_1 = stablehlo.constant dense<-1> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %12:19 = stablehlo.while(%iterArg = %arg12, %iterArg_50 = %arg13, %iterArg_51 = %arg14, %iterArg_52 = %arg15, %iterArg_53 = %arg16, %iterArg_54 = %arg17, %iterArg_55 = %arg18, %iterArg_56 = %arg19, %iterArg_57 = %arg20, %iterArg_58 = %arg21, %iterArg_59 = %arg22, %iterArg_60 = %arg23, %iterArg_61 = %arg0, %iterArg_62 = %6, %iterArg_63 = %7, %iterArg_64 = %8, %iterArg_65 = %9, %iterArg_66 = %10, %iterArg_67 = %11) : tensor<8x33xi32>, tensor<8x33x6xf32>, tensor<8x33x6xi32>, tensor<8x33x6xf32>, tensor<8x33x6xf32>, tensor<8x33x6xf32>, tensor<8x33x6xi32>, tensor<8x33x32xf32>, tensor<8x33xf32>, tensor<8x33xi32>, tensor<8x33xi32>, tensor<8x33xf32>, tensor<8x6xf32>, tensor<8x2xui32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xf32>, tensor<8xi1>
    cond {
      %c_68 = stablehlo.constant dense<false> : tensor<i1>
      %192 = stablehlo.reduce(%iterArg_67 init: %c_68) applies stablehlo.or across dimensions = [0] : (tensor<8xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %192 : tensor<i1>
    } do {
      %192 = func.call @_threefry_split_16(%iterArg_62) : (tensor<8x2xui32>) -> tensor<8x2x2xui32>
      %193 = stablehlo.slice %192 [0:8, 0:1, 0:2] : (tensor<8x2x2xui32>) -> tensor<8x1x2xui32>
      %194 = stablehlo.reshape %193 : (tensor<8x1x2xui32>) -> tensor<8x2xui32>
      %195 = stablehlo.slice %192 [0:8, 1:2, 0:2] : (tensor<8x2x2xui32>) -> tensor<8x1x2xui32>
      %196 = stablehlo.reshape %195 : (tensor<8x1x2xui32>) -> tensor<8x2xui32>
      %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %197 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %198 = stablehlo.compare EQ, %iterArg_66, %197, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
      %199 = stablehlo.convert %198 : (tensor<8xi1>) -> tensor<8xi32>
      %c_69 = stablehlo.constant dense<0> : tensor<i32>
      %200 = stablehlo.broadcast_in_dim %c_69, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %201 = stablehlo.compare EQ, %199, %200, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %202 = stablehlo.broadcast_in_dim %201, dims = [0] : (tensor<8xi1>) -> tensor<8x2xi1>
      %203 = stablehlo.select %202, %196, %196 : tensor<8x2xi1>, tensor<8x2xui32>
      %204 = stablehlo.broadcast_in_dim %201, dims = [0] : (tensor<8xi1>) -> tensor<8x33xi1>
      %205 = stablehlo.select %204, %iterArg, %iterArg : tensor<8x33xi1>, tensor<8x33xi32>
      %206 = stablehlo.broadcast_in_dim %201, dims = [0] : (tensor<8xi1>) -> tensor<8x33x6xi1>
      %207 = stablehlo.select %206, %iterArg_50, %iterArg_50 : tensor<8x33x6xi1>, tensor<8x33x6xf32>
      %208 = stablehlo.broadcast_in_dim %201, dims = [0] : (tensor<8xi1>) -> tensor<8x33x6xi1>
      %209 = stablehlo.select %208, %iterArg_51, %iterArg_51 : tensor<8x33x6xi1>, tensor<8x33x6xi32>
      %210 = stablehlo.broadcast_in_dim %201, dims = [0] : (tensor<8xi1>) -> tensor<8x33x6xi1>
      %211 = stablehlo.select %210, %iterArg_52, %iterArg_52 : tensor<8x33x6xi1>, tensor<8x33x6xf32>
      %212 = stablehlo.broadcast_in_dim %201, dims = [0] : (tensor<8xi1>) -> tensor<8x33x6xi1>
      %213 = stablehlo.select %212, %iterArg_53, %iterArg_53 : tensor<8x33x6xi1>, tensor<8x33x6xf32>
      %214 = stablehlo.broadcast_in_dim %201, dims = [0] : (tensor<8xi1>) -> tensor<8x33x6xi1>
      %215 = stablehlo.select %214, %iterArg_54, %iterArg_54 : tensor<8x33x6xi1>, tensor<8x33x6xf32>
      %216 = stablehlo.broadcast_in_dim %201, dims = [0] : (tensor<8xi1>) -> tensor<8x33x6xi1>
      %217 = stablehlo.select %216, %iterArg_55, %iterArg_55 : tensor<8x33x6xi1>, tensor<8x33x6xi32>
      %218 = stablehlo.broadcast_in_dim %201, dims = [0] : (tensor<8xi1>) -> tensor<8x33x32xi1>
      %219 = stablehlo.select %218, %iterArg_56, %iterArg_56 : tensor<8x33x32xi1>, tensor<8x33x32xf32>
      %220 = stablehlo.broadcast_in_dim %201, dims = [0] : (tensor<8xi1>) -> tensor<8x33xi1>
      %221 = stablehlo.select %220, %iterArg_57, %iterArg_57 : tensor<8x33xi1>, tensor<8x33xf32>
      %222 = stablehlo.broadcast_in_dim %201, dims = [0] : (tensor<8xi1>) -> tensor<8x33xi1>
      %223 = stablehlo.select %222, %iterArg_58, %iterArg_58 : tensor<8x33xi1>, tensor<8x33xi32>
      %224 = stablehlo.broadcast_in_dim %201, dims = [0] : (tensor<8xi1>) -> tensor<8x33xi1>
      %225 = stablehlo.select %224, %iterArg_59, %iterArg_59 : tensor<8x33xi1>, tensor<8x33xi32>
      %226 = stablehlo.broadcast_in_dim %201, dims = [0] : (tensor<8xi1>) -> tensor<8x33xi1>
      %227 = stablehlo.select %226, %iterArg_60, %iterArg_60 : tensor<8x33xi1>, tensor<8x33xf32>
      %228 = stablehlo.broadcast_in_dim %201, dims = [0] : (tensor<8xi1>) -> tensor<8x6xi1>
      %229 = stablehlo.select %228, %iterArg_61, %iterArg_61 : tensor<8x6xi1>, tensor<8x6xf32>
      %230 = stablehlo.select %201, %iterArg_65, %iterArg_65 : tensor<8xi1>, tensor<8xi32>
      %231 = stablehlo.select %201, %iterArg_66, %iterArg_66 : tensor<8xi1>, tensor<8xf32>
      %c_70 = stablehlo.constant dense<0> : tensor<i32>
      %232 = stablehlo.broadcast_in_dim %c_70, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %233 = stablehlo.compare LT, %230, %232, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %c_71 = stablehlo.constant dense<33> : tensor<i32>
      %234 = stablehlo.broadcast_in_dim %c_71, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %235 = stablehlo.add %230, %234 : tensor<8xi32>
      %236 = stablehlo.select %233, %235, %230 : tensor<8xi1>, tensor<8xi32>
      %c_72 = stablehlo.constant dense<0> : tensor<i32>
      %c_73 = stablehlo.constant dense<0> : tensor<i32>
      %237 = stablehlo.compare LT, %c_72, %c_73, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_74 = stablehlo.constant dense<0> : tensor<i32>
      %c_75 = stablehlo.constant dense<6> : tensor<i32>
      %238 = stablehlo.add %c_74, %c_75 : tensor<i32>
      %c_76 = stablehlo.constant dense<0> : tensor<i32>
      %239 = stablehlo.select %237, %238, %c_76 : tensor<i1>, tensor<i32>
      %240 = stablehlo.broadcast_in_dim %236, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %241 = stablehlo.broadcast_in_dim %239, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
      %242 = stablehlo.concatenate %240, %241, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x2xi32>
      %243 = "stablehlo.gather"(%217, %242) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1, 6>}> : (tensor<8x33x6xi32>, tensor<8x2xi32>) -> tensor<8x1x6xi32>
      %244 = stablehlo.reshape %243 : (tensor<8x1x6xi32>) -> tensor<8x6xi32>
      %c_77 = stablehlo.constant dense<0> : tensor<i32>
      %245 = stablehlo.broadcast_in_dim %c_77, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %246 = stablehlo.compare LT, %230, %245, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %c_78 = stablehlo.constant dense<33> : tensor<i32>
      %247 = stablehlo.broadcast_in_dim %c_78, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %248 = stablehlo.add %230, %247 : tensor<8xi32>
      %249 = stablehlo.select %246, %248, %230 : tensor<8xi1>, tensor<8xi32>
      %250 = stablehlo.broadcast_in_dim %249, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %251 = "stablehlo.gather"(%223, %250) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<8x33xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
      %252 = stablehlo.reshape %251 : (tensor<8x1xi32>) -> tensor<8xi32>
      %c_79 = stablehlo.constant dense<19652> : tensor<i32>
      %253 = stablehlo.broadcast_in_dim %c_79, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %254 = stablehlo.add %252, %253 : tensor<8xi32>
      %255 = stablehlo.convert %254 : (tensor<8xi32>) -> tensor<8xf32>
      %cst_80 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %256 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %257 = stablehlo.add %255, %256 : tensor<8xf32>
      %cst_81 = stablehlo.constant dense<1.965200e+04> : tensor<f32>
      %258 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %259 = stablehlo.divide %257, %258 : tensor<8xf32>
      %260 = stablehlo.log %259 : tensor<8xf32>
      %cst_82 = stablehlo.constant dense<1.250000e+00> : tensor<f32>
      %261 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %262 = stablehlo.add %261, %260 : tensor<8xf32>
      %c_83 = stablehlo.constant dense<0> : tensor<i32>
      %263 = stablehlo.broadcast_in_dim %c_83, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %264 = stablehlo.compare LT, %230, %263, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %c_84 = stablehlo.constant dense<33> : tensor<i32>
      %265 = stablehlo.broadcast_in_dim %c_84, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %266 = stablehlo.add %230, %265 : tensor<8xi32>
      %267 = stablehlo.select %264, %266, %230 : tensor<8xi1>, tensor<8xi32>
      %c_85 = stablehlo.constant dense<0> : tensor<i32>
      %c_86 = stablehlo.constant dense<0> : tensor<i32>
      %268 = stablehlo.compare LT, %c_85, %c_86, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_87 = stablehlo.constant dense<0> : tensor<i32>
      %c_88 = stablehlo.constant dense<6> : tensor<i32>
      %269 = stablehlo.add %c_87, %c_88 : tensor<i32>
      %c_89 = stablehlo.constant dense<0> : tensor<i32>
      %270 = stablehlo.select %268, %269, %c_89 : tensor<i1>, tensor<i32>
      %271 = stablehlo.broadcast_in_dim %267, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %272 = stablehlo.broadcast_in_dim %270, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
      %273 = stablehlo.concatenate %271, %272, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x2xi32>
      %274 = "stablehlo.gather"(%211, %273) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1, 6>}> : (tensor<8x33x6xf32>, tensor<8x2xi32>) -> tensor<8x1x6xf32>
      %275 = stablehlo.reshape %274 : (tensor<8x1x6xf32>) -> tensor<8x6xf32>
      %cst_90 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %276 = stablehlo.reduce(%275 init: %cst_90) applies stablehlo.maximum across dimensions = [1] : (tensor<8x6xf32>, tensor<f32>) -> tensor<8xf32>
      %cst_91 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %277 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %278 = stablehlo.maximum %277, %276 : tensor<8xf32>
      %279 = stablehlo.broadcast_in_dim %278, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
      %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x6xf32>
      %281 = stablehlo.subtract %275, %280 : tensor<8x6xf32>
      %282 = stablehlo.exponential %281 : tensor<8x6xf32>
      %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %283 = stablehlo.reduce(%282 init: %cst_92) applies stablehlo.add across dimensions = [1] : (tensor<8x6xf32>, tensor<f32>) -> tensor<8xf32>
      %284 = stablehlo.broadcast_in_dim %283, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
      %285 = stablehlo.broadcast_in_dim %284, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x6xf32>
      %286 = stablehlo.divide %282, %285 : tensor<8x6xf32>
      %287 = stablehlo.convert %252 : (tensor<8xi32>) -> tensor<8xf32>
      %288 = stablehlo.sqrt %287 : tensor<8xf32>
      %289 = stablehlo.convert %262 : tensor<8xf32>
      %290 = stablehlo.multiply %288, %289 : tensor<8xf32>
      %291 = stablehlo.broadcast_in_dim %290, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
      %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x6xf32>
      %293 = stablehlo.multiply %292, %286 : tensor<8x6xf32>
      %c_93 = stablehlo.constant dense<1> : tensor<i32>
      %294 = stablehlo.broadcast_in_dim %c_93, dims = [] : (tensor<i32>) -> tensor<8x6xi32>
      %295 = stablehlo.add %244, %294 : tensor<8x6xi32>
      %296 = stablehlo.convert %295 : (tensor<8x6xi32>) -> tensor<8x6xf32>
      %297 = stablehlo.divide %293, %296 : tensor<8x6xf32>
      %c_94 = stablehlo.constant dense<0> : tensor<i32>
      %298 = stablehlo.broadcast_in_dim %c_94, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %299 = stablehlo.compare LT, %230, %298, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %c_95 = stablehlo.constant dense<33> : tensor<i32>
      %300 = stablehlo.broadcast_in_dim %c_95, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %301 = stablehlo.add %230, %300 : tensor<8xi32>
      %302 = stablehlo.select %299, %301, %230 : tensor<8xi1>, tensor<8xi32>
      %c_96 = stablehlo.constant dense<0> : tensor<i32>
      %c_97 = stablehlo.constant dense<0> : tensor<i32>
      %303 = stablehlo.compare LT, %c_96, %c_97, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_98 = stablehlo.constant dense<0> : tensor<i32>
      %c_99 = stablehlo.constant dense<6> : tensor<i32>
      %304 = stablehlo.add %c_98, %c_99 : tensor<i32>
      %c_100 = stablehlo.constant dense<0> : tensor<i32>
      %305 = stablehlo.select %303, %304, %c_100 : tensor<i1>, tensor<i32>
      %306 = stablehlo.broadcast_in_dim %302, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %307 = stablehlo.broadcast_in_dim %305, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
      %308 = stablehlo.concatenate %306, %307, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x2xi32>
      %309 = "stablehlo.gather"(%213, %308) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1, 6>}> : (tensor<8x33x6xf32>, tensor<8x2xi32>) -> tensor<8x1x6xf32>
      %310 = stablehlo.reshape %309 : (tensor<8x1x6xf32>) -> tensor<8x6xf32>
      %c_101 = stablehlo.constant dense<0> : tensor<i32>
      %311 = stablehlo.broadcast_in_dim %c_101, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %312 = stablehlo.compare LT, %230, %311, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %c_102 = stablehlo.constant dense<33> : tensor<i32>
      %313 = stablehlo.broadcast_in_dim %c_102, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %314 = stablehlo.add %230, %313 : tensor<8xi32>
      %315 = stablehlo.select %312, %314, %230 : tensor<8xi1>, tensor<8xi32>
      %c_103 = stablehlo.constant dense<0> : tensor<i32>
      %c_104 = stablehlo.constant dense<0> : tensor<i32>
      %316 = stablehlo.compare LT, %c_103, %c_104, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_105 = stablehlo.constant dense<0> : tensor<i32>
      %c_106 = stablehlo.constant dense<6> : tensor<i32>
      %317 = stablehlo.add %c_105, %c_106 : tensor<i32>
      %c_107 = stablehlo.constant dense<0> : tensor<i32>
      %318 = stablehlo.select %316, %317, %c_107 : tensor<i1>, tensor<i32>
      %319 = stablehlo.broadcast_in_dim %315, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %320 = stablehlo.broadcast_in_dim %318, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
      %321 = stablehlo.concatenate %319, %320, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x2xi32>
      %322 = "stablehlo.gather"(%207, %321) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1, 6>}> : (tensor<8x33x6xf32>, tensor<8x2xi32>) -> tensor<8x1x6xf32>
      %323 = stablehlo.reshape %322 : (tensor<8x1x6xf32>) -> tensor<8x6xf32>
      %c_108 = stablehlo.constant dense<0> : tensor<i32>
      %324 = stablehlo.broadcast_in_dim %c_108, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %325 = stablehlo.compare LT, %230, %324, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %c_109 = stablehlo.constant dense<33> : tensor<i32>
      %326 = stablehlo.broadcast_in_dim %c_109, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %327 = stablehlo.add %230, %326 : tensor<8xi32>
      %328 = stablehlo.select %325, %327, %230 : tensor<8xi1>, tensor<8xi32>
      %c_110 = stablehlo.constant dense<0> : tensor<i32>
      %c_111 = stablehlo.constant dense<0> : tensor<i32>
      %329 = stablehlo.compare LT, %c_110, %c_111, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_112 = stablehlo.constant dense<0> : tensor<i32>
      %c_113 = stablehlo.constant dense<6> : tensor<i32>
      %330 = stablehlo.add %c_112, %c_113 : tensor<i32>
      %c_114 = stablehlo.constant dense<0> : tensor<i32>
      %331 = stablehlo.select %329, %330, %c_114 : tensor<i1>, tensor<i32>
      %332 = stablehlo.broadcast_in_dim %328, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %333 = stablehlo.broadcast_in_dim %331, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
      %334 = stablehlo.concatenate %332, %333, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x2xi32>
      %335 = "stablehlo.gather"(%215, %334) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1, 6>}> : (tensor<8x33x6xf32>, tensor<8x2xi32>) -> tensor<8x1x6xf32>
      %336 = stablehlo.reshape %335 : (tensor<8x1x6xf32>) -> tensor<8x6xf32>
      %337 = stablehlo.multiply %323, %336 : tensor<8x6xf32>
      %338 = stablehlo.add %310, %337 : tensor<8x6xf32>
      %c_115 = stablehlo.constant dense<0> : tensor<i32>
      %339 = stablehlo.broadcast_in_dim %c_115, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %340 = stablehlo.compare LT, %230, %339, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %c_116 = stablehlo.constant dense<33> : tensor<i32>
      %341 = stablehlo.broadcast_in_dim %c_116, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %342 = stablehlo.add %230, %341 : tensor<8xi32>
      %343 = stablehlo.select %340, %342, %230 : tensor<8xi1>, tensor<8xi32>
      %c_117 = stablehlo.constant dense<0> : tensor<i32>
      %c_118 = stablehlo.constant dense<0> : tensor<i32>
      %344 = stablehlo.compare LT, %c_117, %c_118, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_119 = stablehlo.constant dense<0> : tensor<i32>
      %c_120 = stablehlo.constant dense<6> : tensor<i32>
      %345 = stablehlo.add %c_119, %c_120 : tensor<i32>
      %c_121 = stablehlo.constant dense<0> : tensor<i32>
      %346 = stablehlo.select %344, %345, %c_121 : tensor<i1>, tensor<i32>
      %347 = stablehlo.broadcast_in_dim %343, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %348 = stablehlo.broadcast_in_dim %346, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
      %349 = stablehlo.concatenate %347, %348, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x2xi32>
      %350 = "stablehlo.gather"(%217, %349) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1, 6>}> : (tensor<8x33x6xi32>, tensor<8x2xi32>) -> tensor<8x1x6xi32>
      %351 = stablehlo.reshape %350 : (tensor<8x1x6xi32>) -> tensor<8x6xi32>
      %c_122 = stablehlo.constant dense<0> : tensor<i32>
      %352 = stablehlo.broadcast_in_dim %c_122, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %353 = stablehlo.compare LT, %230, %352, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %c_123 = stablehlo.constant dense<33> : tensor<i32>
      %354 = stablehlo.broadcast_in_dim %c_123, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %355 = stablehlo.add %230, %354 : tensor<8xi32>
      %356 = stablehlo.select %353, %355, %230 : tensor<8xi1>, tensor<8xi32>
      %357 = stablehlo.broadcast_in_dim %356, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %358 = "stablehlo.gather"(%221, %357) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<8x33xf32>, tensor<8x1xi32>) -> tensor<8x1xf32>
      %359 = stablehlo.reshape %358 : (tensor<8x1xf32>) -> tensor<8xf32>
      %c_124 = stablehlo.constant dense<0> : tensor<i32>
      %360 = stablehlo.broadcast_in_dim %c_124, dims = [] : (tensor<i32>) -> tensor<8x6xi32>
      %361 = stablehlo.compare GT, %351, %360, SIGNED : (tensor<8x6xi32>, tensor<8x6xi32>) -> tensor<8x6xi1>
      %362 = func.call @_where(%361, %338, %359) : (tensor<8x6xi1>, tensor<8x6xf32>, tensor<8xf32>) -> tensor<8x6xf32>
      %cst_125 = stablehlo.constant dense<0x7F800000> : tensor<f32>
      %363 = stablehlo.reduce(%362 init: %cst_125) applies stablehlo.minimum across dimensions = [1] : (tensor<8x6xf32>, tensor<f32>) -> tensor<8xf32>
      %364 = stablehlo.minimum %359, %363 : tensor<8xf32>
      %cst_126 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %365 = stablehlo.reduce(%362 init: %cst_126) applies stablehlo.maximum across dimensions = [1] : (tensor<8x6xf32>, tensor<f32>) -> tensor<8xf32>
      %366 = stablehlo.maximum %359, %365 : tensor<8xf32>
      %c_127 = stablehlo.constant dense<0> : tensor<i32>
      %367 = stablehlo.broadcast_in_dim %c_127, dims = [] : (tensor<i32>) -> tensor<8x6xi32>
      %368 = stablehlo.compare GT, %351, %367, SIGNED : (tensor<8x6xi32>, tensor<8x6xi32>) -> tensor<8x6xi1>
      %369 = func.call @_where(%368, %338, %364) : (tensor<8x6xi1>, tensor<8x6xf32>, tensor<8xf32>) -> tensor<8x6xf32>
      %370 = stablehlo.broadcast_in_dim %364, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
      %371 = stablehlo.broadcast_in_dim %370, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x6xf32>
      %372 = stablehlo.subtract %369, %371 : tensor<8x6xf32>
      %373 = stablehlo.subtract %366, %364 : tensor<8xf32>
      %cst_128 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
      %374 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %375 = stablehlo.maximum %373, %374 : tensor<8xf32>
      %376 = stablehlo.broadcast_in_dim %375, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
      %377 = stablehlo.broadcast_in_dim %376, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x6xf32>
      %378 = stablehlo.divide %372, %377 : tensor<8x6xf32>
      %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %cst_130 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %379 = func.call @_uniform_19(%203, %cst_129, %cst_130) : (tensor<8x2xui32>, tensor<f32>, tensor<f32>) -> tensor<8x6xf32>
      %cst_131 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
      %380 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<8x6xf32>
      %381 = stablehlo.multiply %380, %379 : tensor<8x6xf32>
      %382 = stablehlo.add %378, %297 : tensor<8x6xf32>
      %383 = stablehlo.add %382, %381 : tensor<8x6xf32>
      %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %384 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %385 = stablehlo.compare EQ, %231, %384, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
      %386 = stablehlo.convert %385 : (tensor<8xi1>) -> tensor<8xf32>
      %387 = stablehlo.broadcast_in_dim %386, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
      %388 = stablehlo.broadcast_in_dim %387, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x6xf32>
      %389 = stablehlo.multiply %229, %388 : tensor<8x6xf32>
      %cst_133 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %390 = func.call @_where_22(%389, %cst_133, %383) : (tensor<8x6xf32>, tensor<f32>, tensor<8x6xf32>) -> tensor<8x6xf32>
      %391 = func.call @argmax(%390) : (tensor<8x6xf32>) -> tensor<8xi32>
      %c_134 = stablehlo.constant dense<1> : tensor<i32>
      %392 = stablehlo.broadcast_in_dim %c_134, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %393 = stablehlo.compare EQ, %199, %392, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %394 = stablehlo.broadcast_in_dim %393, dims = [0] : (tensor<8xi1>) -> tensor<8x2xi1>
      %395 = stablehlo.select %394, %196, %196 : tensor<8x2xi1>, tensor<8x2xui32>
      %396 = stablehlo.broadcast_in_dim %393, dims = [0] : (tensor<8xi1>) -> tensor<8x33xi1>
      %397 = stablehlo.select %396, %iterArg, %iterArg : tensor<8x33xi1>, tensor<8x33xi32>
      %398 = stablehlo.broadcast_in_dim %393, dims = [0] : (tensor<8xi1>) -> tensor<8x33x6xi1>
      %399 = stablehlo.select %398, %iterArg_50, %iterArg_50 : tensor<8x33x6xi1>, tensor<8x33x6xf32>
      %400 = stablehlo.broadcast_in_dim %393, dims = [0] : (tensor<8xi1>) -> tensor<8x33x6xi1>
      %401 = stablehlo.select %400, %iterArg_51, %iterArg_51 : tensor<8x33x6xi1>, tensor<8x33x6xi32>
      %402 = stablehlo.broadcast_in_dim %393, dims = [0] : (tensor<8xi1>) -> tensor<8x33x6xi1>
      %403 = stablehlo.select %402, %iterArg_52, %iterArg_52 : tensor<8x33x6xi1>, tensor<8x33x6xf32>
      %404 = stablehlo.broadcast_in_dim %393, dims = [0] : (tensor<8xi1>) -> tensor<8x33x6xi1>
      %405 = stablehlo.select %404, %iterArg_53, %iterArg_53 : tensor<8x33x6xi1>, tensor<8x33x6xf32>
      %406 = stablehlo.broadcast_in_dim %393, dims = [0] : (tensor<8xi1>) -> tensor<8x33x6xi1>
      %407 = stablehlo.select %406, %iterArg_54, %iterArg_54 : tensor<8x33x6xi1>, tensor<8x33x6xf32>
      %408 = stablehlo.broadcast_in_dim %393, dims = [0] : (tensor<8xi1>) -> tensor<8x33x6xi1>
      %409 = stablehlo.select %408, %iterArg_55, %iterArg_55 : tensor<8x33x6xi1>, tensor<8x33x6xi32>
      %410 = stablehlo.broadcast_in_dim %393, dims = [0] : (tensor<8xi1>) -> tensor<8x33x32xi1>
      %411 = stablehlo.select %410, %iterArg_56, %iterArg_56 : tensor<8x33x32xi1>, tensor<8x33x32xf32>
      %412 = stablehlo.broadcast_in_dim %393, dims = [0] : (tensor<8xi1>) -> tensor<8x33xi1>
      %413 = stablehlo.select %412, %iterArg_57, %iterArg_57 : tensor<8x33xi1>, tensor<8x33xf32>
      %414 = stablehlo.broadcast_in_dim %393, dims = [0] : (tensor<8xi1>) -> tensor<8x33xi1>
      %415 = stablehlo.select %414, %iterArg_58, %iterArg_58 : tensor<8x33xi1>, tensor<8x33xi32>
      %416 = stablehlo.broadcast_in_dim %393, dims = [0] : (tensor<8xi1>) -> tensor<8x33xi1>
      %417 = stablehlo.select %416, %iterArg_59, %iterArg_59 : tensor<8x33xi1>, tensor<8x33xi32>
      %418 = stablehlo.broadcast_in_dim %393, dims = [0] : (tensor<8xi1>) -> tensor<8x33xi1>
      %419 = stablehlo.select %418, %iterArg_60, %iterArg_60 : tensor<8x33xi1>, tensor<8x33xf32>
      %420 = stablehlo.broadcast_in_dim %393, dims = [0] : (tensor<8xi1>) -> tensor<8x6xi1>
      %421 = stablehlo.select %420, %iterArg_61, %iterArg_61 : tensor<8x6xi1>, tensor<8x6xf32>
      %422 = stablehlo.select %393, %iterArg_65, %iterArg_65 : tensor<8xi1>, tensor<8xi32>
      %423 = stablehlo.select %393, %iterArg_66, %iterArg_66 : tensor<8xi1>, tensor<8xf32>
      %c_135 = stablehlo.constant dense<0> : tensor<i32>
      %424 = stablehlo.broadcast_in_dim %c_135, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %425 = stablehlo.compare LT, %422, %424, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %c_136 = stablehlo.constant dense<33> : tensor<i32>
      %426 = stablehlo.broadcast_in_dim %c_136, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %427 = stablehlo.add %422, %426 : tensor<8xi32>
      %428 = stablehlo.select %425, %427, %422 : tensor<8xi1>, tensor<8xi32>
      %c_137 = stablehlo.constant dense<0> : tensor<i32>
      %c_138 = stablehlo.constant dense<0> : tensor<i32>
      %429 = stablehlo.compare LT, %c_137, %c_138, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_139 = stablehlo.constant dense<0> : tensor<i32>
      %c_140 = stablehlo.constant dense<6> : tensor<i32>
      %430 = stablehlo.add %c_139, %c_140 : tensor<i32>
      %c_141 = stablehlo.constant dense<0> : tensor<i32>
      %431 = stablehlo.select %429, %430, %c_141 : tensor<i1>, tensor<i32>
      %432 = stablehlo.broadcast_in_dim %428, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %433 = stablehlo.broadcast_in_dim %431, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
      %434 = stablehlo.concatenate %432, %433, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x2xi32>
      %435 = "stablehlo.gather"(%409, %434) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1, 6>}> : (tensor<8x33x6xi32>, tensor<8x2xi32>) -> tensor<8x1x6xi32>
      %436 = stablehlo.reshape %435 : (tensor<8x1x6xi32>) -> tensor<8x6xi32>
      %c_142 = stablehlo.constant dense<0> : tensor<i32>
      %437 = stablehlo.broadcast_in_dim %c_142, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %438 = stablehlo.compare LT, %422, %437, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %c_143 = stablehlo.constant dense<33> : tensor<i32>
      %439 = stablehlo.broadcast_in_dim %c_143, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %440 = stablehlo.add %422, %439 : tensor<8xi32>
      %441 = stablehlo.select %438, %440, %422 : tensor<8xi1>, tensor<8xi32>
      %442 = stablehlo.broadcast_in_dim %441, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %443 = "stablehlo.gather"(%415, %442) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<8x33xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
      %444 = stablehlo.reshape %443 : (tensor<8x1xi32>) -> tensor<8xi32>
      %c_144 = stablehlo.constant dense<19652> : tensor<i32>
      %445 = stablehlo.broadcast_in_dim %c_144, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %446 = stablehlo.add %444, %445 : tensor<8xi32>
      %447 = stablehlo.convert %446 : (tensor<8xi32>) -> tensor<8xf32>
      %cst_145 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %448 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %449 = stablehlo.add %447, %448 : tensor<8xf32>
      %cst_146 = stablehlo.constant dense<1.965200e+04> : tensor<f32>
      %450 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %451 = stablehlo.divide %449, %450 : tensor<8xf32>
      %452 = stablehlo.log %451 : tensor<8xf32>
      %cst_147 = stablehlo.constant dense<1.250000e+00> : tensor<f32>
      %453 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %454 = stablehlo.add %453, %452 : tensor<8xf32>
      %c_148 = stablehlo.constant dense<0> : tensor<i32>
      %455 = stablehlo.broadcast_in_dim %c_148, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %456 = stablehlo.compare LT, %422, %455, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %c_149 = stablehlo.constant dense<33> : tensor<i32>
      %457 = stablehlo.broadcast_in_dim %c_149, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %458 = stablehlo.add %422, %457 : tensor<8xi32>
      %459 = stablehlo.select %456, %458, %422 : tensor<8xi1>, tensor<8xi32>
      %c_150 = stablehlo.constant dense<0> : tensor<i32>
      %c_151 = stablehlo.constant dense<0> : tensor<i32>
      %460 = stablehlo.compare LT, %c_150, %c_151, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_152 = stablehlo.constant dense<0> : tensor<i32>
      %c_153 = stablehlo.constant dense<6> : tensor<i32>
      %461 = stablehlo.add %c_152, %c_153 : tensor<i32>
      %c_154 = stablehlo.constant dense<0> : tensor<i32>
      %462 = stablehlo.select %460, %461, %c_154 : tensor<i1>, tensor<i32>
      %463 = stablehlo.broadcast_in_dim %459, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %464 = stablehlo.broadcast_in_dim %462, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
      %465 = stablehlo.concatenate %463, %464, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x2xi32>
      %466 = "stablehlo.gather"(%403, %465) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1, 6>}> : (tensor<8x33x6xf32>, tensor<8x2xi32>) -> tensor<8x1x6xf32>
      %467 = stablehlo.reshape %466 : (tensor<8x1x6xf32>) -> tensor<8x6xf32>
      %cst_155 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %468 = stablehlo.reduce(%467 init: %cst_155) applies stablehlo.maximum across dimensions = [1] : (tensor<8x6xf32>, tensor<f32>) -> tensor<8xf32>
      %cst_156 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %469 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %470 = stablehlo.maximum %469, %468 : tensor<8xf32>
      %471 = stablehlo.broadcast_in_dim %470, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
      %472 = stablehlo.broadcast_in_dim %471, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x6xf32>
      %473 = stablehlo.subtract %467, %472 : tensor<8x6xf32>
      %474 = stablehlo.exponential %473 : tensor<8x6xf32>
      %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %475 = stablehlo.reduce(%474 init: %cst_157) applies stablehlo.add across dimensions = [1] : (tensor<8x6xf32>, tensor<f32>) -> tensor<8xf32>
      %476 = stablehlo.broadcast_in_dim %475, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
      %477 = stablehlo.broadcast_in_dim %476, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x6xf32>
      %478 = stablehlo.divide %474, %477 : tensor<8x6xf32>
      %479 = stablehlo.convert %444 : (tensor<8xi32>) -> tensor<8xf32>
      %480 = stablehlo.sqrt %479 : tensor<8xf32>
      %481 = stablehlo.convert %454 : tensor<8xf32>
      %482 = stablehlo.multiply %480, %481 : tensor<8xf32>
      %483 = stablehlo.broadcast_in_dim %482, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
      %484 = stablehlo.broadcast_in_dim %483, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x6xf32>
      %485 = stablehlo.multiply %484, %478 : tensor<8x6xf32>
      %c_158 = stablehlo.constant dense<1> : tensor<i32>
      %486 = stablehlo.broadcast_in_dim %c_158, dims = [] : (tensor<i32>) -> tensor<8x6xi32>
      %487 = stablehlo.add %436, %486 : tensor<8x6xi32>
      %488 = stablehlo.convert %487 : (tensor<8x6xi32>) -> tensor<8x6xf32>
      %489 = stablehlo.divide %485, %488 : tensor<8x6xf32>
      %c_159 = stablehlo.constant dense<0> : tensor<i32>
      %490 = stablehlo.broadcast_in_dim %c_159, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %491 = stablehlo.compare LT, %422, %490, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %c_160 = stablehlo.constant dense<33> : tensor<i32>
      %492 = stablehlo.broadcast_in_dim %c_160, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %493 = stablehlo.add %422, %492 : tensor<8xi32>
      %494 = stablehlo.select %491, %493, %422 : tensor<8xi1>, tensor<8xi32>
      %c_161 = stablehlo.constant dense<0> : tensor<i32>
      %c_162 = stablehlo.constant dense<0> : tensor<i32>
      %495 = stablehlo.compare LT, %c_161, %c_162, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_163 = stablehlo.constant dense<0> : tensor<i32>
      %c_164 = stablehlo.constant dense<6> : tensor<i32>
      %496 = stablehlo.add %c_163, %c_164 : tensor<i32>
      %c_165 = stablehlo.constant dense<0> : tensor<i32>
      %497 = stablehlo.select %495, %496, %c_165 : tensor<i1>, tensor<i32>
      %498 = stablehlo.broadcast_in_dim %494, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %499 = stablehlo.broadcast_in_dim %497, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
      %500 = stablehlo.concatenate %498, %499, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x2xi32>
      %501 = "stablehlo.gather"(%405, %500) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1, 6>}> : (tensor<8x33x6xf32>, tensor<8x2xi32>) -> tensor<8x1x6xf32>
      %502 = stablehlo.reshape %501 : (tensor<8x1x6xf32>) -> tensor<8x6xf32>
      %c_166 = stablehlo.constant dense<0> : tensor<i32>
      %503 = stablehlo.broadcast_in_dim %c_166, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %504 = stablehlo.compare LT, %422, %503, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %c_167 = stablehlo.constant dense<33> : tensor<i32>
      %505 = stablehlo.broadcast_in_dim %c_167, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %506 = stablehlo.add %422, %505 : tensor<8xi32>
      %507 = stablehlo.select %504, %506, %422 : tensor<8xi1>, tensor<8xi32>
      %c_168 = stablehlo.constant dense<0> : tensor<i32>
      %c_169 = stablehlo.constant dense<0> : tensor<i32>
      %508 = stablehlo.compare LT, %c_168, %c_169, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_170 = stablehlo.constant dense<0> : tensor<i32>
      %c_171 = stablehlo.constant dense<6> : tensor<i32>
      %509 = stablehlo.add %c_170, %c_171 : tensor<i32>
      %c_172 = stablehlo.constant dense<0> : tensor<i32>
      %510 = stablehlo.select %508, %509, %c_172 : tensor<i1>, tensor<i32>
      %511 = stablehlo.broadcast_in_dim %507, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %512 = stablehlo.broadcast_in_dim %510, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
      %513 = stablehlo.concatenate %511, %512, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x2xi32>
      %514 = "stablehlo.gather"(%399, %513) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1, 6>}> : (tensor<8x33x6xf32>, tensor<8x2xi32>) -> tensor<8x1x6xf32>
      %515 = stablehlo.reshape %514 : (tensor<8x1x6xf32>) -> tensor<8x6xf32>
      %c_173 = stablehlo.constant dense<0> : tensor<i32>
      %516 = stablehlo.broadcast_in_dim %c_173, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %517 = stablehlo.compare LT, %422, %516, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %c_174 = stablehlo.constant dense<33> : tensor<i32>
      %518 = stablehlo.broadcast_in_dim %c_174, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %519 = stablehlo.add %422, %518 : tensor<8xi32>
      %520 = stablehlo.select %517, %519, %422 : tensor<8xi1>, tensor<8xi32>
      %c_175 = stablehlo.constant dense<0> : tensor<i32>
      %c_176 = stablehlo.constant dense<0> : tensor<i32>
      %521 = stablehlo.compare LT, %c_175, %c_176, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_177 = stablehlo.constant dense<0> : tensor<i32>
      %c_178 = stablehlo.constant dense<6> : tensor<i32>
      %522 = stablehlo.add %c_177, %c_178 : tensor<i32>
      %c_179 = stablehlo.constant dense<0> : tensor<i32>
      %523 = stablehlo.select %521, %522, %c_179 : tensor<i1>, tensor<i32>
      %524 = stablehlo.broadcast_in_dim %520, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %525 = stablehlo.broadcast_in_dim %523, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
      %526 = stablehlo.concatenate %524, %525, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x2xi32>
      %527 = "stablehlo.gather"(%407, %526) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1, 6>}> : (tensor<8x33x6xf32>, tensor<8x2xi32>) -> tensor<8x1x6xf32>
      %528 = stablehlo.reshape %527 : (tensor<8x1x6xf32>) -> tensor<8x6xf32>
      %529 = stablehlo.multiply %515, %528 : tensor<8x6xf32>
      %530 = stablehlo.add %502, %529 : tensor<8x6xf32>
      %c_180 = stablehlo.constant dense<0> : tensor<i32>
      %531 = stablehlo.broadcast_in_dim %c_180, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %532 = stablehlo.compare LT, %422, %531, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %c_181 = stablehlo.constant dense<33> : tensor<i32>
      %533 = stablehlo.broadcast_in_dim %c_181, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %534 = stablehlo.add %422, %533 : tensor<8xi32>
      %535 = stablehlo.select %532, %534, %422 : tensor<8xi1>, tensor<8xi32>
      %c_182 = stablehlo.constant dense<0> : tensor<i32>
      %c_183 = stablehlo.constant dense<0> : tensor<i32>
      %536 = stablehlo.compare LT, %c_182, %c_183, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_184 = stablehlo.constant dense<0> : tensor<i32>
      %c_185 = stablehlo.constant dense<6> : tensor<i32>
      %537 = stablehlo.add %c_184, %c_185 : tensor<i32>
      %c_186 = stablehlo.constant dense<0> : tensor<i32>
      %538 = stablehlo.select %536, %537, %c_186 : tensor<i1>, tensor<i32>
      %539 = stablehlo.broadcast_in_dim %535, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %540 = stablehlo.broadcast_in_dim %538, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
      %541 = stablehlo.concatenate %539, %540, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x2xi32>
      %542 = "stablehlo.gather"(%409, %541) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1, 6>}> : (tensor<8x33x6xi32>, tensor<8x2xi32>) -> tensor<8x1x6xi32>
      %543 = stablehlo.reshape %542 : (tensor<8x1x6xi32>) -> tensor<8x6xi32>
      %c_187 = stablehlo.constant dense<0> : tensor<i32>
      %544 = stablehlo.broadcast_in_dim %c_187, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %545 = stablehlo.compare LT, %422, %544, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %c_188 = stablehlo.constant dense<33> : tensor<i32>
      %546 = stablehlo.broadcast_in_dim %c_188, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %547 = stablehlo.add %422, %546 : tensor<8xi32>
      %548 = stablehlo.select %545, %547, %422 : tensor<8xi1>, tensor<8xi32>
      %549 = stablehlo.broadcast_in_dim %548, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %550 = "stablehlo.gather"(%413, %549) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<8x33xf32>, tensor<8x1xi32>) -> tensor<8x1xf32>
      %551 = stablehlo.reshape %550 : (tensor<8x1xf32>) -> tensor<8xf32>
      %c_189 = stablehlo.constant dense<0> : tensor<i32>
      %552 = stablehlo.broadcast_in_dim %c_189, dims = [] : (tensor<i32>) -> tensor<8x6xi32>
      %553 = stablehlo.compare GT, %543, %552, SIGNED : (tensor<8x6xi32>, tensor<8x6xi32>) -> tensor<8x6xi1>
      %554 = func.call @_where(%553, %530, %551) : (tensor<8x6xi1>, tensor<8x6xf32>, tensor<8xf32>) -> tensor<8x6xf32>
      %cst_190 = stablehlo.constant dense<0x7F800000> : tensor<f32>
      %555 = stablehlo.reduce(%554 init: %cst_190) applies stablehlo.minimum across dimensions = [1] : (tensor<8x6xf32>, tensor<f32>) -> tensor<8xf32>
      %556 = stablehlo.minimum %551, %555 : tensor<8xf32>
      %cst_191 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %557 = stablehlo.reduce(%554 init: %cst_191) applies stablehlo.maximum across dimensions = [1] : (tensor<8x6xf32>, tensor<f32>) -> tensor<8xf32>
      %558 = stablehlo.maximum %551, %557 : tensor<8xf32>
      %c_192 = stablehlo.constant dense<0> : tensor<i32>
      %559 = stablehlo.broadcast_in_dim %c_192, dims = [] : (tensor<i32>) -> tensor<8x6xi32>
      %560 = stablehlo.compare GT, %543, %559, SIGNED : (tensor<8x6xi32>, tensor<8x6xi32>) -> tensor<8x6xi1>
      %561 = func.call @_where(%560, %530, %556) : (tensor<8x6xi1>, tensor<8x6xf32>, tensor<8xf32>) -> tensor<8x6xf32>
      %562 = stablehlo.broadcast_in_dim %556, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
      %563 = stablehlo.broadcast_in_dim %562, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x6xf32>
      %564 = stablehlo.subtract %561, %563 : tensor<8x6xf32>
      %565 = stablehlo.subtract %558, %556 : tensor<8xf32>
      %cst_193 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
      %566 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %567 = stablehlo.maximum %565, %566 : tensor<8xf32>
      %568 = stablehlo.broadcast_in_dim %567, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
      %569 = stablehlo.broadcast_in_dim %568, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x6xf32>
      %570 = stablehlo.divide %564, %569 : tensor<8x6xf32>
      %cst_194 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %cst_195 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %571 = func.call @_uniform_19(%395, %cst_194, %cst_195) : (tensor<8x2xui32>, tensor<f32>, tensor<f32>) -> tensor<8x6xf32>
      %cst_196 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
      %572 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<8x6xf32>
      %573 = stablehlo.multiply %572, %571 : tensor<8x6xf32>
      %574 = stablehlo.add %570, %489 : tensor<8x6xf32>
      %575 = stablehlo.add %574, %573 : tensor<8x6xf32>
      %cst_197 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %576 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<8x6xf32>
      %577 = stablehlo.multiply %421, %576 : tensor<8x6xf32>
      %cst_198 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %578 = func.call @_where_22(%577, %cst_198, %575) : (tensor<8x6xf32>, tensor<f32>, tensor<8x6xf32>) -> tensor<8x6xf32>
      %579 = func.call @argmax(%578) : (tensor<8x6xf32>) -> tensor<8xi32>
      %c_199 = stablehlo.constant dense<1> : tensor<i32>
      %580 = stablehlo.broadcast_in_dim %c_199, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %581 = stablehlo.compare LT, %199, %580, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %582 = stablehlo.select %581, %391, %579 : tensor<8xi1>, tensor<8xi32>
      %c_200 = stablehlo.constant dense<0> : tensor<i32>
      %583 = stablehlo.broadcast_in_dim %c_200, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %584 = stablehlo.compare LT, %iterArg_65, %583, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %c_201 = stablehlo.constant dense<33> : tensor<i32>
      %585 = stablehlo.broadcast_in_dim %c_201, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %586 = stablehlo.add %iterArg_65, %585 : tensor<8xi32>
      %587 = stablehlo.select %584, %586, %iterArg_65 : tensor<8xi1>, tensor<8xi32>
      %c_202 = stablehlo.constant dense<0> : tensor<i32>
      %588 = stablehlo.broadcast_in_dim %c_202, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %589 = stablehlo.compare LT, %582, %588, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %c_203 = stablehlo.constant dense<6> : tensor<i32>
      %590 = stablehlo.broadcast_in_dim %c_203, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %591 = stablehlo.add %582, %590 : tensor<8xi32>
      %592 = stablehlo.select %589, %591, %582 : tensor<8xi1>, tensor<8xi32>
      %593 = stablehlo.broadcast_in_dim %587, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %594 = stablehlo.broadcast_in_dim %592, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %595 = stablehlo.concatenate %593, %594, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x2xi32>
      %596 = "stablehlo.gather"(%iterArg_51, %595) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<8x33x6xi32>, tensor<8x2xi32>) -> tensor<8x1x1xi32>
      %597 = stablehlo.reshape %596 : (tensor<8x1x1xi32>) -> tensor<8xi32>
      %cst_204 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %598 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %599 = stablehlo.add %iterArg_66, %598 : tensor<8xf32>
      %cst_205 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
      %600 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %601 = stablehlo.compare LT, %599, %600, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
      %c_206 = stablehlo.constant dense<-1> : tensor<i32>
      %602 = stablehlo.broadcast_in_dim %c_206, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %603 = stablehlo.compare NE, %597, %602, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %604 = stablehlo.and %603, %601 : tensor<8xi1>
      %605 = stablehlo.broadcast_in_dim %iterArg_67, dims = [0] : (tensor<8xi1>) -> tensor<8x2xi1>
      %606 = stablehlo.select %605, %194, %iterArg_62 : tensor<8x2xi1>, tensor<8x2xui32>
      %607 = stablehlo.broadcast_in_dim %iterArg_67, dims = [0] : (tensor<8xi1>) -> tensor<8xi1>
      %608 = stablehlo.select %607, %iterArg_65, %iterArg_63 : tensor<8xi1>, tensor<8xi32>
      %609 = stablehlo.broadcast_in_dim %iterArg_67, dims = [0] : (tensor<8xi1>) -> tensor<8xi1>
      %610 = stablehlo.select %609, %582, %iterArg_64 : tensor<8xi1>, tensor<8xi32>
      %611 = stablehlo.broadcast_in_dim %iterArg_67, dims = [0] : (tensor<8xi1>) -> tensor<8xi1>
      %612 = stablehlo.select %611, %597, %iterArg_65 : tensor<8xi1>, tensor<8xi32>
      %613 = stablehlo.broadcast_in_dim %iterArg_67, dims = [0] : (tensor<8xi1>) -> tensor<8xi1>
      %614 = stablehlo.select %613, %599, %iterArg_66 : tensor<8xi1>, tensor<8xf32>
      %615 = stablehlo.broadcast_in_dim %iterArg_67, dims = [0] : (tensor<8xi1>) -> tensor<8xi1>
      %616 = stablehlo.select %615, %604, %iterArg_67 : tensor<8xi1>, tensor<8xi1>
      stablehlo.return %iterArg, %iterArg_50, %iterArg_51, %iterArg_52, %iterArg_53, %iterArg_54, %iterArg_55, %iterArg_56, %iterArg_57, %iterArg_58, %iterArg_59, %iterArg_60, %iterArg_61, %606, %608, %610, %612, %614, %616 : tensor<8x33xi32>, tensor<8x33x6xf32>, tensor<8x33x6xi32>, tensor<8x33x6xf32>, tensor<8x33x6xf32>, tensor<8x33x6xf32>, tensor<8x33x6xi32>, tensor<8x33x32xf32>, tensor<8x33xf32>, tensor<8x33xi32>, tensor<8x33xi32>, tensor<8x33xf32>, tensor<8x6xf32>, tensor<8x2xui32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xf32>, tensor<8xi1>
    }
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %14 = stablehlo.compare LT, %arg1, %13, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_5 = stablehlo.constant dense<8> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %16 = stablehlo.add %arg1, %15 : tensor<8xi32>
    %17 = stablehlo.select %14, %16, %arg1 : tensor<8xi1>, tensor<8xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %19 = stablehlo.compare LT, %12#14, %18, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_7 = stablehlo.constant dense<33> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %21 = stablehlo.add %12#14, %20 : tensor<8xi32>
    %22 = stablehlo.select %19, %21, %12#14 : tensor<8xi1>, tensor<8xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %24 = stablehlo.compare LT, %12#15, %23, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_9 = stablehlo.constant dense<6> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %26 = stablehlo.add %12#15, %25 : tensor<8xi32>
    %27 = stablehlo.select %24, %26, %12#15 : tensor<8xi1>, tensor<8xi32>
    %28 = stablehlo.broadcast_in_dim %17, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %29 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %30 = stablehlo.broadcast_in_dim %27, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %31 = stablehlo.concatenate %28, %29, %30, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x3xi32>
    %32 = "stablehlo.gather"(%arg14, %31) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<8x33x6xi32>, tensor<8x3xi32>) -> tensor<8xi32>
    %c_10 = stablehlo.constant dense<-1> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %34 = stablehlo.compare EQ, %32, %33, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %35 = stablehlo.add %arg10, %c_11 : tensor<i32>
    %36 = call @_where_23(%34, %35, %32) : (tensor<8xi1>, tensor<i32>, tensor<8xi32>) -> tensor<8xi32>
    %37 = stablehlo.iota dim = 0 : tensor<8xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %38 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %39 = stablehlo.compare LT, %37, %38, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_13 = stablehlo.constant dense<8> : tensor<i32>
    %40 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %41 = stablehlo.add %37, %40 : tensor<8xi32>
    %42 = stablehlo.select %39, %41, %37 : tensor<8xi1>, tensor<8xi32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %43 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %44 = stablehlo.compare LT, %12#14, %43, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_15 = stablehlo.constant dense<33> : tensor<i32>
    %45 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %46 = stablehlo.add %12#14, %45 : tensor<8xi32>
    %47 = stablehlo.select %44, %46, %12#14 : tensor<8xi1>, tensor<8xi32>
    %48 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %49 = stablehlo.broadcast_in_dim %47, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %50 = stablehlo.concatenate %48, %49, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x2xi32>
    %51 = "stablehlo.gather"(%arg19, %50) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 32>}> : (tensor<8x33x32xf32>, tensor<8x2xi32>) -> tensor<8x32xf32>
    %52 = call @_one_hot(%12#15) : (tensor<8xi32>) -> tensor<8x6xf32>
    %53 = stablehlo.concatenate %51, %52, dim = 1 : (tensor<8x32xf32>, tensor<8x6xf32>) -> tensor<8x38xf32>
    %54 = stablehlo.dot_general %53, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x38xf32>, tensor<38x32xf32>) -> tensor<8x32xf32>
    %55 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %57 = stablehlo.add %54, %56 : tensor<8x32xf32>
    %58 = stablehlo.tanh %57 : tensor<8x32xf32>
    %59 = stablehlo.dot_general %58, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x6xf32>) -> tensor<8x6xf32>
    %60 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<8x6xf32>
    %62 = stablehlo.add %59, %61 : tensor<8x6xf32>
    %63 = stablehlo.dot_general %58, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x1xf32>) -> tensor<8x1xf32>
    %64 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x1xf32>
    %66 = stablehlo.add %63, %65 : tensor<8x1xf32>
    %67 = stablehlo.reshape %66 : (tensor<8x1xf32>) -> tensor<8xf32>
    %68 = stablehlo.dot_general %58, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x1xf32>) -> tensor<8x1xf32>
    %69 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x1xf32>
    %71 = stablehlo.add %68, %70 : tensor<8x1xf32>
    %72 = stablehlo.reshape %71 : (tensor<8x1xf32>) -> tensor<8xf32>
    %cst_16 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %74 = stablehlo.iota dim = 0 : tensor<8xi32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %75 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %76 = stablehlo.compare LT, %74, %75, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_18 = stablehlo.constant dense<8> : tensor<i32>
    %77 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %78 = stablehlo.add %74, %77 : tensor<8xi32>
    %79 = stablehlo.select %76, %78, %74 : tensor<8xi1>, tensor<8xi32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %80 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %81 = stablehlo.compare LT, %36, %80, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_20 = stablehlo.constant dense<33> : tensor<i32>
    %82 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %83 = stablehlo.add %36, %82 : tensor<8xi32>
    %84 = stablehlo.select %81, %83, %36 : tensor<8xi1>, tensor<8xi32>
    %85 = stablehlo.broadcast_in_dim %79, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %86 = stablehlo.broadcast_in_dim %84, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %87 = stablehlo.concatenate %85, %86, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x2xi32>
    %88 = "stablehlo.gather"(%arg21, %87) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<8x33xi32>, tensor<8x2xi32>) -> tensor<8xi32>
    %c_21 = stablehlo.constant dense<1> : tensor<i32>
    %89 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %90 = stablehlo.add %88, %89 : tensor<8xi32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %91 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %92 = stablehlo.compare LT, %36, %91, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_23 = stablehlo.constant dense<33> : tensor<i32>
    %93 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %94 = stablehlo.add %36, %93 : tensor<8xi32>
    %95 = stablehlo.select %92, %94, %36 : tensor<8xi1>, tensor<8xi32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %97 = "stablehlo.scatter"(%arg15, %96, %62) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      stablehlo.return %arg25 : tensor<f32>
    }) : (tensor<8x33x6xf32>, tensor<8x1xi32>, tensor<8x6xf32>) -> tensor<8x33x6xf32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %98 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %99 = stablehlo.compare LT, %36, %98, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_25 = stablehlo.constant dense<33> : tensor<i32>
    %100 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %101 = stablehlo.add %36, %100 : tensor<8xi32>
    %102 = stablehlo.select %99, %101, %36 : tensor<8xi1>, tensor<8xi32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %104 = "stablehlo.scatter"(%arg23, %103, %67) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      stablehlo.return %arg25 : tensor<f32>
    }) : (tensor<8x33xf32>, tensor<8x1xi32>, tensor<8xf32>) -> tensor<8x33xf32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %105 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %106 = stablehlo.compare LT, %36, %105, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_27 = stablehlo.constant dense<33> : tensor<i32>
    %107 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %108 = stablehlo.add %36, %107 : tensor<8xi32>
    %109 = stablehlo.select %106, %108, %36 : tensor<8xi1>, tensor<8xi32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %111 = "stablehlo.scatter"(%arg20, %110, %67) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      stablehlo.return %arg25 : tensor<f32>
    }) : (tensor<8x33xf32>, tensor<8x1xi32>, tensor<8xf32>) -> tensor<8x33xf32>
    %c_28 = stablehlo.constant dense<0> : tensor<i32>
    %112 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %113 = stablehlo.compare LT, %36, %112, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_29 = stablehlo.constant dense<33> : tensor<i32>
    %114 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %115 = stablehlo.add %36, %114 : tensor<8xi32>
    %116 = stablehlo.select %113, %115, %36 : tensor<8xi1>, tensor<8xi32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %118 = "stablehlo.scatter"(%arg21, %117, %90) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg24: tensor<i32>, %arg25: tensor<i32>):
      stablehlo.return %arg25 : tensor<i32>
    }) : (tensor<8x33xi32>, tensor<8x1xi32>, tensor<8xi32>) -> tensor<8x33xi32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %119 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %120 = stablehlo.compare LT, %36, %119, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_31 = stablehlo.constant dense<33> : tensor<i32>
    %121 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %122 = stablehlo.add %36, %121 : tensor<8xi32>
    %123 = stablehlo.select %120, %122, %36 : tensor<8xi1>, tensor<8xi32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %125 = "stablehlo.scatter"(%arg19, %124, %58) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      stablehlo.return %arg25 : tensor<f32>
    }) : (tensor<8x33x32xf32>, tensor<8x1xi32>, tensor<8x32xf32>) -> tensor<8x33x32xf32>
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    %126 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %127 = stablehlo.compare LT, %12#14, %126, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_33 = stablehlo.constant dense<33> : tensor<i32>
    %128 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %129 = stablehlo.add %12#14, %128 : tensor<8xi32>
    %130 = stablehlo.select %127, %129, %12#14 : tensor<8xi1>, tensor<8xi32>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %131 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %132 = stablehlo.compare LT, %12#15, %131, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_35 = stablehlo.constant dense<6> : tensor<i32>
    %133 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %134 = stablehlo.add %12#15, %133 : tensor<8xi32>
    %135 = stablehlo.select %132, %134, %12#15 : tensor<8xi1>, tensor<8xi32>
    %136 = stablehlo.broadcast_in_dim %130, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %137 = stablehlo.broadcast_in_dim %135, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %138 = stablehlo.concatenate %136, %137, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x2xi32>
    %139 = "stablehlo.scatter"(%arg14, %138, %36) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1, 2], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1, 2], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg24: tensor<i32>, %arg25: tensor<i32>):
      stablehlo.return %arg25 : tensor<i32>
    }) : (tensor<8x33x6xi32>, tensor<8x2xi32>, tensor<8xi32>) -> tensor<8x33x6xi32>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %140 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %141 = stablehlo.compare LT, %12#14, %140, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_37 = stablehlo.constant dense<33> : tensor<i32>
    %142 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %143 = stablehlo.add %12#14, %142 : tensor<8xi32>
    %144 = stablehlo.select %141, %143, %12#14 : tensor<8xi1>, tensor<8xi32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %145 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %146 = stablehlo.compare LT, %12#15, %145, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_39 = stablehlo.constant dense<6> : tensor<i32>
    %147 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %148 = stablehlo.add %12#15, %147 : tensor<8xi32>
    %149 = stablehlo.select %146, %148, %12#15 : tensor<8xi1>, tensor<8xi32>
    %150 = stablehlo.broadcast_in_dim %144, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %151 = stablehlo.broadcast_in_dim %149, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %152 = stablehlo.concatenate %150, %151, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x2xi32>
    %153 = "stablehlo.scatter"(%arg16, %152, %72) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1, 2], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1, 2], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      stablehlo.return %arg25 : tensor<f32>
    }) : (tensor<8x33x6xf32>, tensor<8x2xi32>, tensor<8xf32>) -> tensor<8x33x6xf32>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %154 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %155 = stablehlo.compare LT, %12#14, %154, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_41 = stablehlo.constant dense<33> : tensor<i32>
    %156 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %157 = stablehlo.add %12#14, %156 : tensor<8xi32>
    %158 = stablehlo.select %155, %157, %12#14 : tensor<8xi1>, tensor<8xi32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %159 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %160 = stablehlo.compare LT, %12#15, %159, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_43 = stablehlo.constant dense<6> : tensor<i32>
    %161 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %162 = stablehlo.add %12#15, %161 : tensor<8xi32>
    %163 = stablehlo.select %160, %162, %12#15 : tensor<8xi1>, tensor<8xi32>
    %164 = stablehlo.broadcast_in_dim %158, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %165 = stablehlo.broadcast_in_dim %163, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %166 = stablehlo.concatenate %164, %165, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x2xi32>
    %167 = stablehlo.convert %73 : tensor<8xf32>
    %168 = "stablehlo.scatter"(%arg13, %166, %167) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1, 2], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1, 2], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      stablehlo.return %arg25 : tensor<f32>
    }) : (tensor<8x33x6xf32>, tensor<8x2xi32>, tensor<8xf32>) -> tensor<8x33x6xf32>
    %c_44 = stablehlo.constant dense<0> : tensor<i32>
    %169 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %170 = stablehlo.compare LT, %36, %169, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_45 = stablehlo.constant dense<33> : tensor<i32>
    %171 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %172 = stablehlo.add %36, %171 : tensor<8xi32>
    %173 = stablehlo.select %170, %172, %36 : tensor<8xi1>, tensor<8xi32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %175 = "stablehlo.scatter"(%arg22, %174, %12#14) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg24: tensor<i32>, %arg25: tensor<i32>):
      stablehlo.return %arg25 : tensor<i32>
    }) : (tensor<8x33xi32>, tensor<8x1xi32>, tensor<8xi32>) -> tensor<8x33xi32>
    %c_46 = stablehlo.constant dense<0> : tensor<i32>
    %176 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %177 = stablehlo.compare LT, %36, %176, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_47 = stablehlo.constant dense<33> : tensor<i32>
    %178 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %179 = stablehlo.add %36, %178 : tensor<8xi32>
    %180 = stablehlo.select %177, %179, %36 : tensor<8xi1>, tensor<8xi32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %182 = "stablehlo.scatter"(%arg12, %181, %12#15) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg24: tensor<i32>, %arg25: tensor<i32>):
      stablehlo.return %arg25 : tensor<i32>
    }) : (tensor<8x33xi32>, tensor<8x1xi32>, tensor<8xi32>) -> tensor<8x33xi32>
    %c_48 = stablehlo.constant dense<0> : tensor<i32>
    %183 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %184 = stablehlo.compare LT, %36, %183, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_49 = stablehlo.constant dense<33> : tensor<i32>
    %185 = stablehlo.broadcast_in_dim %c_49, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %186 = stablehlo.add %36, %185 : tensor<8xi32>
    %187 = stablehlo.select %184, %186, %36 : tensor<8xi1>, tensor<8xi32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %189 = "stablehlo.gather"(%111, %188) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<8x33xf32>, tensor<8x1xi32>) -> tensor<8x1xf32>
    %190 = stablehlo.reshape %189 : (tensor<8x1xf32>) -> tensor<8xf32>
    %191:15 = stablehlo.while(%iterArg = %182, %iterArg_50 = %168, %iterArg_51 = %139, %iterArg_52 = %97, %iterArg_53 = %153, %iterArg_54 = %125, %iterArg_55 = %175, %iterArg_56 = %104, %iterArg_57 = %arg0, %iterArg_58 = %arg17, %iterArg_59 = %arg18, %iterArg_60 = %111, %iterArg_61 = %118, %iterArg_62 = %190, %iterArg_63 = %36) : tensor<8x33xi32>, tensor<8x33x6xf32>, tensor<8x33x6xi32>, tensor<8x33x6xf32>, tensor<8x33x6xf32>, tensor<8x33x32xf32>, tensor<8x33xi32>, tensor<8x33xf32>, tensor<8x6xf32>, tensor<8x33x6xf32>, tensor<8x33x6xi32>, tensor<8x33xf32>, tensor<8x33xi32>, tensor<8xf32>, tensor<8xi32>
    cond {
      %c_64 = stablehlo.constant dense<0> : tensor<i32>
      %192 = stablehlo.broadcast_in_dim %c_64, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %193 = stablehlo.compare NE, %iterArg_63, %192, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %c_65 = stablehlo.constant dense<false> : tensor<i1>
      %194 = stablehlo.reduce(%193 init: %c_65) applies stablehlo.or across dimensions = [0] : (tensor<8xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %194 : tensor<i1>
    } do {
      %c_64 = stablehlo.constant dense<0> : tensor<i32>
      %192 = stablehlo.broadcast_in_dim %c_64, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %193 = stablehlo.compare LT, %iterArg_63, %192, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %c_65 = stablehlo.constant dense<33> : tensor<i32>
      %194 = stablehlo.broadcast_in_dim %c_65, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %195 = stablehlo.add %iterArg_63, %194 : tensor<8xi32>
      %196 = stablehlo.select %193, %195, %iterArg_63 : tensor<8xi1>, tensor<8xi32>
      %197 = stablehlo.broadcast_in_dim %196, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %198 = "stablehlo.gather"(%iterArg_55, %197) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<8x33xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
      %199 = stablehlo.reshape %198 : (tensor<8x1xi32>) -> tensor<8xi32>
      %c_66 = stablehlo.constant dense<0> : tensor<i32>
      %200 = stablehlo.broadcast_in_dim %c_66, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %201 = stablehlo.compare LT, %199, %200, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %c_67 = stablehlo.constant dense<33> : tensor<i32>
      %202 = stablehlo.broadcast_in_dim %c_67, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %203 = stablehlo.add %199, %202 : tensor<8xi32>
      %204 = stablehlo.select %201, %203, %199 : tensor<8xi1>, tensor<8xi32>
      %205 = stablehlo.broadcast_in_dim %204, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %206 = "stablehlo.gather"(%iterArg_61, %205) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<8x33xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
      %207 = stablehlo.reshape %206 : (tensor<8x1xi32>) -> tensor<8xi32>
      %c_68 = stablehlo.constant dense<0> : tensor<i32>
      %208 = stablehlo.broadcast_in_dim %c_68, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %209 = stablehlo.compare LT, %iterArg_63, %208, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %c_69 = stablehlo.constant dense<33> : tensor<i32>
      %210 = stablehlo.broadcast_in_dim %c_69, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %211 = stablehlo.add %iterArg_63, %210 : tensor<8xi32>
      %212 = stablehlo.select %209, %211, %iterArg_63 : tensor<8xi1>, tensor<8xi32>
      %213 = stablehlo.broadcast_in_dim %212, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %214 = "stablehlo.gather"(%iterArg, %213) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<8x33xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
      %215 = stablehlo.reshape %214 : (tensor<8x1xi32>) -> tensor<8xi32>
      %c_70 = stablehlo.constant dense<0> : tensor<i32>
      %216 = stablehlo.broadcast_in_dim %c_70, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %217 = stablehlo.compare LT, %199, %216, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %c_71 = stablehlo.constant dense<33> : tensor<i32>
      %218 = stablehlo.broadcast_in_dim %c_71, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %219 = stablehlo.add %199, %218 : tensor<8xi32>
      %220 = stablehlo.select %217, %219, %199 : tensor<8xi1>, tensor<8xi32>
      %c_72 = stablehlo.constant dense<0> : tensor<i32>
      %221 = stablehlo.broadcast_in_dim %c_72, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %222 = stablehlo.compare LT, %215, %221, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %c_73 = stablehlo.constant dense<6> : tensor<i32>
      %223 = stablehlo.broadcast_in_dim %c_73, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %224 = stablehlo.add %215, %223 : tensor<8xi32>
      %225 = stablehlo.select %222, %224, %215 : tensor<8xi1>, tensor<8xi32>
      %226 = stablehlo.broadcast_in_dim %220, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %227 = stablehlo.broadcast_in_dim %225, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %228 = stablehlo.concatenate %226, %227, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x2xi32>
      %229 = "stablehlo.gather"(%iterArg_53, %228) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<8x33x6xf32>, tensor<8x2xi32>) -> tensor<8x1x1xf32>
      %230 = stablehlo.reshape %229 : (tensor<8x1x1xf32>) -> tensor<8xf32>
      %c_74 = stablehlo.constant dense<0> : tensor<i32>
      %231 = stablehlo.broadcast_in_dim %c_74, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %232 = stablehlo.compare LT, %199, %231, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %c_75 = stablehlo.constant dense<33> : tensor<i32>
      %233 = stablehlo.broadcast_in_dim %c_75, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %234 = stablehlo.add %199, %233 : tensor<8xi32>
      %235 = stablehlo.select %232, %234, %199 : tensor<8xi1>, tensor<8xi32>
      %c_76 = stablehlo.constant dense<0> : tensor<i32>
      %236 = stablehlo.broadcast_in_dim %c_76, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %237 = stablehlo.compare LT, %215, %236, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %c_77 = stablehlo.constant dense<6> : tensor<i32>
      %238 = stablehlo.broadcast_in_dim %c_77, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %239 = stablehlo.add %215, %238 : tensor<8xi32>
      %240 = stablehlo.select %237, %239, %215 : tensor<8xi1>, tensor<8xi32>
      %241 = stablehlo.broadcast_in_dim %235, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %242 = stablehlo.broadcast_in_dim %240, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %243 = stablehlo.concatenate %241, %242, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x2xi32>
      %244 = "stablehlo.gather"(%iterArg_50, %243) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<8x33x6xf32>, tensor<8x2xi32>) -> tensor<8x1x1xf32>
      %245 = stablehlo.reshape %244 : (tensor<8x1x1xf32>) -> tensor<8xf32>
      %246 = stablehlo.multiply %245, %iterArg_62 : tensor<8xf32>
      %247 = stablehlo.add %230, %246 : tensor<8xf32>
      %c_78 = stablehlo.constant dense<0> : tensor<i32>
      %248 = stablehlo.broadcast_in_dim %c_78, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %249 = stablehlo.compare LT, %199, %248, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %c_79 = stablehlo.constant dense<33> : tensor<i32>
      %250 = stablehlo.broadcast_in_dim %c_79, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %251 = stablehlo.add %199, %250 : tensor<8xi32>
      %252 = stablehlo.select %249, %251, %199 : tensor<8xi1>, tensor<8xi32>
      %253 = stablehlo.broadcast_in_dim %252, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %254 = "stablehlo.gather"(%iterArg_60, %253) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<8x33xf32>, tensor<8x1xi32>) -> tensor<8x1xf32>
      %255 = stablehlo.reshape %254 : (tensor<8x1xf32>) -> tensor<8xf32>
      %256 = stablehlo.convert %207 : (tensor<8xi32>) -> tensor<8xf32>
      %257 = stablehlo.multiply %255, %256 : tensor<8xf32>
      %258 = stablehlo.add %257, %247 : tensor<8xf32>
      %259 = stablehlo.convert %207 : (tensor<8xi32>) -> tensor<8xf32>
      %cst_80 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %260 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %261 = stablehlo.add %259, %260 : tensor<8xf32>
      %262 = stablehlo.convert %261 : tensor<8xf32>
      %263 = stablehlo.divide %258, %262 : tensor<8xf32>
      %c_81 = stablehlo.constant dense<0> : tensor<i32>
      %264 = stablehlo.broadcast_in_dim %c_81, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %265 = stablehlo.compare LT, %iterArg_63, %264, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %c_82 = stablehlo.constant dense<33> : tensor<i32>
      %266 = stablehlo.broadcast_in_dim %c_82, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %267 = stablehlo.add %iterArg_63, %266 : tensor<8xi32>
      %268 = stablehlo.select %265, %267, %iterArg_63 : tensor<8xi1>, tensor<8xi32>
      %269 = stablehlo.broadcast_in_dim %268, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %270 = "stablehlo.gather"(%iterArg_60, %269) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<8x33xf32>, tensor<8x1xi32>) -> tensor<8x1xf32>
      %271 = stablehlo.reshape %270 : (tensor<8x1xf32>) -> tensor<8xf32>
      %c_83 = stablehlo.constant dense<0> : tensor<i32>
      %272 = stablehlo.broadcast_in_dim %c_83, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %273 = stablehlo.compare LT, %199, %272, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %c_84 = stablehlo.constant dense<33> : tensor<i32>
      %274 = stablehlo.broadcast_in_dim %c_84, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %275 = stablehlo.add %199, %274 : tensor<8xi32>
      %276 = stablehlo.select %273, %275, %199 : tensor<8xi1>, tensor<8xi32>
      %c_85 = stablehlo.constant dense<0> : tensor<i32>
      %277 = stablehlo.broadcast_in_dim %c_85, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %278 = stablehlo.compare LT, %215, %277, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %c_86 = stablehlo.constant dense<6> : tensor<i32>
      %279 = stablehlo.broadcast_in_dim %c_86, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %280 = stablehlo.add %215, %279 : tensor<8xi32>
      %281 = stablehlo.select %278, %280, %215 : tensor<8xi1>, tensor<8xi32>
      %282 = stablehlo.broadcast_in_dim %276, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %283 = stablehlo.broadcast_in_dim %281, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %284 = stablehlo.concatenate %282, %283, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x2xi32>
      %285 = "stablehlo.gather"(%iterArg_59, %284) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<8x33x6xi32>, tensor<8x2xi32>) -> tensor<8x1x1xi32>
      %286 = stablehlo.reshape %285 : (tensor<8x1x1xi32>) -> tensor<8xi32>
      %c_87 = stablehlo.constant dense<1> : tensor<i32>
      %287 = stablehlo.broadcast_in_dim %c_87, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %288 = stablehlo.add %286, %287 : tensor<8xi32>
      %c_88 = stablehlo.constant dense<0> : tensor<i32>
      %289 = stablehlo.broadcast_in_dim %c_88, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %290 = stablehlo.compare LT, %199, %289, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %c_89 = stablehlo.constant dense<33> : tensor<i32>
      %291 = stablehlo.broadcast_in_dim %c_89, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %292 = stablehlo.add %199, %291 : tensor<8xi32>
      %293 = stablehlo.select %290, %292, %199 : tensor<8xi1>, tensor<8xi32>
      %294 = stablehlo.broadcast_in_dim %293, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %295 = "stablehlo.scatter"(%iterArg_60, %294, %263) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
      ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
        stablehlo.return %arg25 : tensor<f32>
      }) : (tensor<8x33xf32>, tensor<8x1xi32>, tensor<8xf32>) -> tensor<8x33xf32>
      %c_90 = stablehlo.constant dense<1> : tensor<i32>
      %296 = stablehlo.broadcast_in_dim %c_90, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %297 = stablehlo.add %207, %296 : tensor<8xi32>
      %c_91 = stablehlo.constant dense<0> : tensor<i32>
      %298 = stablehlo.broadcast_in_dim %c_91, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %299 = stablehlo.compare LT, %199, %298, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %c_92 = stablehlo.constant dense<33> : tensor<i32>
      %300 = stablehlo.broadcast_in_dim %c_92, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %301 = stablehlo.add %199, %300 : tensor<8xi32>
      %302 = stablehlo.select %299, %301, %199 : tensor<8xi1>, tensor<8xi32>
      %303 = stablehlo.broadcast_in_dim %302, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %304 = "stablehlo.scatter"(%iterArg_61, %303, %297) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
      ^bb0(%arg24: tensor<i32>, %arg25: tensor<i32>):
        stablehlo.return %arg25 : tensor<i32>
      }) : (tensor<8x33xi32>, tensor<8x1xi32>, tensor<8xi32>) -> tensor<8x33xi32>
      %c_93 = stablehlo.constant dense<0> : tensor<i32>
      %305 = stablehlo.broadcast_in_dim %c_93, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %306 = stablehlo.compare LT, %199, %305, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %c_94 = stablehlo.constant dense<33> : tensor<i32>
      %307 = stablehlo.broadcast_in_dim %c_94, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %308 = stablehlo.add %199, %307 : tensor<8xi32>
      %309 = stablehlo.select %306, %308, %199 : tensor<8xi1>, tensor<8xi32>
      %c_95 = stablehlo.constant dense<0> : tensor<i32>
      %310 = stablehlo.broadcast_in_dim %c_95, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %311 = stablehlo.compare LT, %215, %310, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %c_96 = stablehlo.constant dense<6> : tensor<i32>
      %312 = stablehlo.broadcast_in_dim %c_96, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %313 = stablehlo.add %215, %312 : tensor<8xi32>
      %314 = stablehlo.select %311, %313, %215 : tensor<8xi1>, tensor<8xi32>
      %315 = stablehlo.broadcast_in_dim %309, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %316 = stablehlo.broadcast_in_dim %314, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %317 = stablehlo.concatenate %315, %316, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x2xi32>
      %318 = "stablehlo.scatter"(%iterArg_58, %317, %271) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1, 2], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1, 2], index_vector_dim = 1>, unique_indices = true}> ({
      ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
        stablehlo.return %arg25 : tensor<f32>
      }) : (tensor<8x33x6xf32>, tensor<8x2xi32>, tensor<8xf32>) -> tensor<8x33x6xf32>
      %c_97 = stablehlo.constant dense<0> : tensor<i32>
      %319 = stablehlo.broadcast_in_dim %c_97, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %320 = stablehlo.compare LT, %199, %319, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %c_98 = stablehlo.constant dense<33> : tensor<i32>
      %321 = stablehlo.broadcast_in_dim %c_98, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %322 = stablehlo.add %199, %321 : tensor<8xi32>
      %323 = stablehlo.select %320, %322, %199 : tensor<8xi1>, tensor<8xi32>
      %c_99 = stablehlo.constant dense<0> : tensor<i32>
      %324 = stablehlo.broadcast_in_dim %c_99, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %325 = stablehlo.compare LT, %215, %324, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %c_100 = stablehlo.constant dense<6> : tensor<i32>
      %326 = stablehlo.broadcast_in_dim %c_100, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %327 = stablehlo.add %215, %326 : tensor<8xi32>
      %328 = stablehlo.select %325, %327, %215 : tensor<8xi1>, tensor<8xi32>
      %329 = stablehlo.broadcast_in_dim %323, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %330 = stablehlo.broadcast_in_dim %328, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %331 = stablehlo.concatenate %329, %330, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x2xi32>
      %332 = "stablehlo.scatter"(%iterArg_59, %331, %288) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1, 2], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1, 2], index_vector_dim = 1>, unique_indices = true}> ({
      ^bb0(%arg24: tensor<i32>, %arg25: tensor<i32>):
        stablehlo.return %arg25 : tensor<i32>
      }) : (tensor<8x33x6xi32>, tensor<8x2xi32>, tensor<8xi32>) -> tensor<8x33x6xi32>
      %c_101 = stablehlo.constant dense<0> : tensor<i32>
      %333 = stablehlo.broadcast_in_dim %c_101, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %334 = stablehlo.compare NE, %iterArg_63, %333, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %335 = stablehlo.broadcast_in_dim %334, dims = [0] : (tensor<8xi1>) -> tensor<8x33x6xi1>
      %336 = stablehlo.select %335, %318, %iterArg_58 : tensor<8x33x6xi1>, tensor<8x33x6xf32>
      %337 = stablehlo.broadcast_in_dim %334, dims = [0] : (tensor<8xi1>) -> tensor<8x33x6xi1>
      %338 = stablehlo.select %337, %332, %iterArg_59 : tensor<8x33x6xi1>, tensor<8x33x6xi32>
      %339 = stablehlo.broadcast_in_dim %334, dims = [0] : (tensor<8xi1>) -> tensor<8x33xi1>
      %340 = stablehlo.select %339, %295, %iterArg_60 : tensor<8x33xi1>, tensor<8x33xf32>
      %341 = stablehlo.broadcast_in_dim %334, dims = [0] : (tensor<8xi1>) -> tensor<8x33xi1>
      %342 = stablehlo.select %341, %304, %iterArg_61 : tensor<8x33xi1>, tensor<8x33xi32>
      %343 = stablehlo.broadcast_in_dim %334, dims = [0] : (tensor<8xi1>) -> tensor<8xi1>
      %344 = stablehlo.select %343, %247, %iterArg_62 : tensor<8xi1>, tensor<8xf32>
      %345 = stablehlo.broadcast_in_dim %334, dims = [0] : (tensor<8xi1>) -> tensor<8xi1>
      %346 = stablehlo.select %345, %199, %iterArg_63 : tensor<8xi1>, tensor<8xi32>
      stablehlo.return %iterArg, %iterArg_50, %iterArg_51, %iterArg_52, %iterArg_53, %iterArg_54, %iterArg_55, %iterArg_56, %iterArg_57, %336, %338, %340, %342, %344, %346 : tensor<8x33xi32>, tensor<8x33x6xf32>, tensor<8x33x6xi32>, tensor<8x33x6xf32>, tensor<8x33x6xf32>, tensor<8x33x32xf32>, tensor<8x33xi32>, tensor<8x33xf32>, tensor<8x6xf32>, tensor<8x33x6xf32>, tensor<8x33x6xi32>, tensor<8x33xf32>, tensor<8x33xi32>, tensor<8xf32>, tensor<8xi32>
    }
    return %0, %3, %182, %168, %139, %97, %153, %191#9, %191#10, %125, %191#11, %191#12, %175, %104 : tensor<i32>, tensor<2xui32>, tensor<8x33xi32>, tensor<8x33x6xf32>, tensor<8x33x6xi32>, tensor<8x33x6xf32>, tensor<8x33x6xf32>, tensor<8x33x6xf32>, tensor<8x33x6xi32>, tensor<8x33x32xf32>, tensor<8x33xf32>, tensor<8x33xi32>, tensor<8x33xi32>, tensor<8x33xf32>
  }
  func.func private @_threefry_split_13(%arg0: tensor<2xui32>) -> tensor<8x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<8xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<8xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<8xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<8xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<8xui64>
    %9 = stablehlo.convert %6 : (tensor<8xui64>) -> tensor<8xui32>
    %10 = stablehlo.convert %8 : (tensor<8xui64>) -> tensor<8xui32>
    %11:2 = call @threefry2x32_14(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<8xui32>) -> tensor<8x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<8xui32>) -> tensor<8x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<8x1xui32>, tensor<8x1xui32>) -> tensor<8x2xui32>
    return %14 : tensor<8x2xui32>
  }
  func.func private @threefry2x32_14(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<8xui32>, %arg3: tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<8xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<8xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_15(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<8xui32>, tensor<8xui32>
  }
  func.func private @closed_call_15(%arg0: tensor<i32>, %arg1: tensor<8xui32>, %arg2: tensor<8xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<8xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<8xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<8xui32>
    %9 = stablehlo.or %5, %8 : tensor<8xui32>
    %10 = stablehlo.xor %3, %9 : tensor<8xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<8xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<8xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<8xui32>
    %19 = stablehlo.or %15, %18 : tensor<8xui32>
    %20 = stablehlo.xor %13, %19 : tensor<8xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<8xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<8xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<8xui32>
    %29 = stablehlo.or %25, %28 : tensor<8xui32>
    %30 = stablehlo.xor %23, %29 : tensor<8xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<8xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<8xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<8xui32>
    %39 = stablehlo.or %35, %38 : tensor<8xui32>
    %40 = stablehlo.xor %33, %39 : tensor<8xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %42 = stablehlo.add %33, %41 : tensor<8xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %44 = stablehlo.add %40, %43 : tensor<8xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %48 = stablehlo.add %44, %47 : tensor<8xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_threefry_split_16(%arg0: tensor<8x2xui32>) -> tensor<8x2x2xui32> {
    %0 = stablehlo.slice %arg0 [0:8, 0:1] : (tensor<8x2xui32>) -> tensor<8x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<8x1xui32>) -> tensor<8xui32>
    %2 = stablehlo.slice %arg0 [0:8, 1:2] : (tensor<8x2xui32>) -> tensor<8x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<8x1xui32>) -> tensor<8xui32>
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
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<8xui32>) -> tensor<8x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<8xui32>) -> tensor<8x1xui32>
    %15:2 = call @threefry2x32_17(%13, %14, %11, %12) : (tensor<8x1xui32>, tensor<8x1xui32>, tensor<1x2xui32>, tensor<1x2xui32>) -> (tensor<8x2xui32>, tensor<8x2xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<8x2xui32>) -> tensor<8x2x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<8x2xui32>) -> tensor<8x2x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<8x2x1xui32>, tensor<8x2x1xui32>) -> tensor<8x2x2xui32>
    return %18 : tensor<8x2x2xui32>
  }
  func.func private @threefry2x32_17(%arg0: tensor<8x1xui32>, %arg1: tensor<8x1xui32>, %arg2: tensor<1x2xui32>, %arg3: tensor<1x2xui32>) -> (tensor<8x2xui32>, tensor<8x2xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<8x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<8x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<8x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<8x2xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<8x1xui32>) -> tensor<8x2xui32>
    %5 = stablehlo.add %3, %4 : tensor<8x2xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<8x2xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<8x1xui32>) -> tensor<8x2xui32>
    %8 = stablehlo.add %6, %7 : tensor<8x2xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<8x2xui32>, tensor<8x2xui32>, tensor<8x1xui32>, tensor<8x1xui32>, tensor<8x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10:8 = func.call @closed_call_18(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<8x2xui32>, tensor<8x2xui32>, tensor<8x1xui32>, tensor<8x1xui32>, tensor<8x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<8x2xui32>, tensor<8x2xui32>, tensor<8x1xui32>, tensor<8x1xui32>, tensor<8x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %11, %10#0, %10#1, %10#2, %10#3, %10#4, %10#5, %10#6, %10#7 : tensor<i32>, tensor<i32>, tensor<8x2xui32>, tensor<8x2xui32>, tensor<8x1xui32>, tensor<8x1xui32>, tensor<8x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<8x2xui32>, tensor<8x2xui32>
  }
  func.func private @closed_call_18(%arg0: tensor<i32>, %arg1: tensor<8x2xui32>, %arg2: tensor<8x2xui32>, %arg3: tensor<8x1xui32>, %arg4: tensor<8x1xui32>, %arg5: tensor<8x1xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<8x2xui32>, tensor<8x2xui32>, tensor<8x1xui32>, tensor<8x1xui32>, tensor<8x1xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<8x2xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<8x2xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<8x2xui32>
    %9 = stablehlo.or %5, %8 : tensor<8x2xui32>
    %10 = stablehlo.xor %3, %9 : tensor<8x2xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<8x2xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<8x2xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<8x2xui32>
    %19 = stablehlo.or %15, %18 : tensor<8x2xui32>
    %20 = stablehlo.xor %13, %19 : tensor<8x2xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<8x2xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<8x2xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<8x2xui32>
    %29 = stablehlo.or %25, %28 : tensor<8x2xui32>
    %30 = stablehlo.xor %23, %29 : tensor<8x2xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<8x2xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<8x2xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<8x2xui32>
    %39 = stablehlo.or %35, %38 : tensor<8x2xui32>
    %40 = stablehlo.xor %33, %39 : tensor<8x2xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<8x1xui32>) -> tensor<8x2xui32>
    %42 = stablehlo.add %33, %41 : tensor<8x2xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<8x1xui32>) -> tensor<8x2xui32>
    %44 = stablehlo.add %40, %43 : tensor<8x2xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<8x2xui32>
    %48 = stablehlo.add %44, %47 : tensor<8x2xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<8x2xui32>, tensor<8x2xui32>, tensor<8x1xui32>, tensor<8x1xui32>, tensor<8x1xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_where(%arg0: tensor<8x6xi1>, %arg1: tensor<8x6xf32>, %arg2: tensor<8xf32>) -> tensor<8x6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<8xf32>) -> tensor<8x6xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x6xi1>, tensor<8x6xf32>
    return %1 : tensor<8x6xf32>
  }
  func.func private @_uniform_19(%arg0: tensor<8x2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<8x6xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %4 = stablehlo.slice %arg0 [0:8, 0:1] : (tensor<8x2xui32>) -> tensor<8x1xui32>
    %5 = stablehlo.reshape %4 : (tensor<8x1xui32>) -> tensor<8xui32>
    %6 = stablehlo.slice %arg0 [0:8, 1:2] : (tensor<8x2xui32>) -> tensor<8x1xui32>
    %7 = stablehlo.reshape %6 : (tensor<8x1xui32>) -> tensor<8xui32>
    %8 = stablehlo.iota dim = 0 : tensor<6xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<6xui64>
    %10 = stablehlo.multiply %9, %8 : tensor<6xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<6xui64>
    %12 = stablehlo.shift_right_logical %10, %11 : tensor<6xui64>
    %13 = stablehlo.convert %10 : (tensor<6xui64>) -> tensor<6xui32>
    %14 = stablehlo.convert %12 : (tensor<6xui64>) -> tensor<6xui32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [1] : (tensor<6xui32>) -> tensor<1x6xui32>
    %16 = stablehlo.broadcast_in_dim %13, dims = [1] : (tensor<6xui32>) -> tensor<1x6xui32>
    %17 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<8xui32>) -> tensor<8x1xui32>
    %18 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<8xui32>) -> tensor<8x1xui32>
    %19:2 = call @threefry2x32_20(%17, %18, %15, %16) : (tensor<8x1xui32>, tensor<8x1xui32>, tensor<1x6xui32>, tensor<1x6xui32>) -> (tensor<8x6xui32>, tensor<8x6xui32>)
    %20 = stablehlo.xor %19#0, %19#1 : tensor<8x6xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<8x6xui32>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<8x6xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8x6xui32>
    %24 = stablehlo.or %22, %23 : tensor<8x6xui32>
    %25 = stablehlo.bitcast_convert %24 : (tensor<8x6xui32>) -> tensor<8x6xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x6xf32>
    %27 = stablehlo.subtract %25, %26 : tensor<8x6xf32>
    %28 = stablehlo.subtract %3, %2 : tensor<1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x6xf32>
    %31 = stablehlo.multiply %27, %30 : tensor<8x6xf32>
    %32 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x6xf32>
    %34 = stablehlo.add %31, %33 : tensor<8x6xf32>
    %35 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x6xf32>
    %37 = stablehlo.maximum %36, %34 : tensor<8x6xf32>
    return %37 : tensor<8x6xf32>
  }
  func.func private @threefry2x32_20(%arg0: tensor<8x1xui32>, %arg1: tensor<8x1xui32>, %arg2: tensor<1x6xui32>, %arg3: tensor<1x6xui32>) -> (tensor<8x6xui32>, tensor<8x6xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<8x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<8x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<8x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x6xui32>) -> tensor<8x6xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<8x1xui32>) -> tensor<8x6xui32>
    %5 = stablehlo.add %3, %4 : tensor<8x6xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x6xui32>) -> tensor<8x6xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<8x1xui32>) -> tensor<8x6xui32>
    %8 = stablehlo.add %6, %7 : tensor<8x6xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<8x6xui32>, tensor<8x6xui32>, tensor<8x1xui32>, tensor<8x1xui32>, tensor<8x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10:8 = func.call @closed_call_21(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<8x6xui32>, tensor<8x6xui32>, tensor<8x1xui32>, tensor<8x1xui32>, tensor<8x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<8x6xui32>, tensor<8x6xui32>, tensor<8x1xui32>, tensor<8x1xui32>, tensor<8x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %11, %10#0, %10#1, %10#2, %10#3, %10#4, %10#5, %10#6, %10#7 : tensor<i32>, tensor<i32>, tensor<8x6xui32>, tensor<8x6xui32>, tensor<8x1xui32>, tensor<8x1xui32>, tensor<8x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<8x6xui32>, tensor<8x6xui32>
  }
  func.func private @closed_call_21(%arg0: tensor<i32>, %arg1: tensor<8x6xui32>, %arg2: tensor<8x6xui32>, %arg3: tensor<8x1xui32>, %arg4: tensor<8x1xui32>, %arg5: tensor<8x1xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<8x6xui32>, tensor<8x6xui32>, tensor<8x1xui32>, tensor<8x1xui32>, tensor<8x1xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<8x6xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<8x6xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<8x6xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<8x6xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<8x6xui32>
    %9 = stablehlo.or %5, %8 : tensor<8x6xui32>
    %10 = stablehlo.xor %3, %9 : tensor<8x6xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<8x6xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<8x6xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<8x6xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<8x6xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<8x6xui32>
    %19 = stablehlo.or %15, %18 : tensor<8x6xui32>
    %20 = stablehlo.xor %13, %19 : tensor<8x6xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<8x6xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<8x6xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<8x6xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<8x6xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<8x6xui32>
    %29 = stablehlo.or %25, %28 : tensor<8x6xui32>
    %30 = stablehlo.xor %23, %29 : tensor<8x6xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<8x6xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<8x6xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<8x6xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<8x6xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<8x6xui32>
    %39 = stablehlo.or %35, %38 : tensor<8x6xui32>
    %40 = stablehlo.xor %33, %39 : tensor<8x6xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<8x1xui32>) -> tensor<8x6xui32>
    %42 = stablehlo.add %33, %41 : tensor<8x6xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<8x1xui32>) -> tensor<8x6xui32>
    %44 = stablehlo.add %40, %43 : tensor<8x6xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<8x6xui32>
    %48 = stablehlo.add %44, %47 : tensor<8x6xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<8x6xui32>, tensor<8x6xui32>, tensor<8x1xui32>, tensor<8x1xui32>, tensor<8x1xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_where_22(%arg0: tensor<8x6xf32>, %arg1: tensor<f32>, %arg2: tensor<8x6xf32>) -> tensor<8x6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x6xf32>
    %1 = stablehlo.compare NE, %arg0, %0, FLOAT : (tensor<8x6xf32>, tensor<8x6xf32>) -> tensor<8x6xi1>
    %2 = stablehlo.convert %arg1 : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<6xf32>) -> tensor<8x6xf32>
    %5 = stablehlo.select %1, %4, %arg2 : tensor<8x6xi1>, tensor<8x6xf32>
    return %5 : tensor<8x6xf32>
  }
  func.func private @argmax(%arg0: tensor<8x6xf32>) -> tensor<8xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<8x6xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<8x6xf32>, tensor<8x6xi32>, tensor<f32>, tensor<i32>) -> (tensor<8xf32>, tensor<8xi32>)
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
    return %1#1 : tensor<8xi32>
  }
  func.func private @_where_23(%arg0: tensor<8xi1>, %arg1: tensor<i32>, %arg2: tensor<8xi32>) -> tensor<8xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<8xi1>, tensor<8xi32>
    return %2 : tensor<8xi32>
  }
  func.func private @_one_hot(%arg0: tensor<8xi32>) -> tensor<8x6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x6xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x6xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x6xi32>) -> tensor<8x6xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<8x6xi32>, tensor<8x6xi32>) -> tensor<8x6xi1>
    %5 = stablehlo.convert %4 : (tensor<8x6xi1>) -> tensor<8x6xf32>
    return %5 : tensor<8x6xf32>
  }
  func.func private @_where_24(%arg0: tensor<8x1xi1>, %arg1: tensor<8x6xf32>, %arg2: tensor<f32>) -> tensor<8x6xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<8x1xi1>) -> tensor<8x6xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x6xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x6xi1>, tensor<8x6xf32>
    return %3 : tensor<8x6xf32>
  }
  func.func private @_gumbel(%arg0: tensor<2xui32>) -> tensor<8x6xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.17549435E-38> : tensor<f32>
    %0 = call @_uniform_25(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<8x6xf32>
    %1 = stablehlo.log %0 : tensor<8x6xf32>
    %2 = stablehlo.negate %1 : tensor<8x6xf32>
    %3 = stablehlo.log %2 : tensor<8x6xf32>
    %4 = stablehlo.negate %3 : tensor<8x6xf32>
    return %4 : tensor<8x6xf32>
  }
  func.func private @_uniform_25(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<8x6xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %4 = stablehlo.reshape %3 : (tensor<1xui32>) -> tensor<ui32>
    %5 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.iota dim = 0 : tensor<8x6xui64>
    %8 = stablehlo.iota dim = 1 : tensor<8x6xui64>
    %c = stablehlo.constant dense<6> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<8x6xui64>
    %10 = stablehlo.multiply %9, %7 : tensor<8x6xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<8x6xui64>
    %12 = stablehlo.multiply %11, %8 : tensor<8x6xui64>
    %13 = stablehlo.add %10, %12 : tensor<8x6xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<8x6xui64>
    %15 = stablehlo.shift_right_logical %13, %14 : tensor<8x6xui64>
    %16 = stablehlo.convert %13 : (tensor<8x6xui64>) -> tensor<8x6xui32>
    %17 = stablehlo.convert %15 : (tensor<8x6xui64>) -> tensor<8x6xui32>
    %18:2 = call @threefry2x32_26(%4, %6, %17, %16) : (tensor<ui32>, tensor<ui32>, tensor<8x6xui32>, tensor<8x6xui32>) -> (tensor<8x6xui32>, tensor<8x6xui32>)
    %19 = stablehlo.xor %18#0, %18#1 : tensor<8x6xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %20 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8x6xui32>
    %21 = stablehlo.shift_right_logical %19, %20 : tensor<8x6xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %22 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<8x6xui32>
    %23 = stablehlo.or %21, %22 : tensor<8x6xui32>
    %24 = stablehlo.bitcast_convert %23 : (tensor<8x6xui32>) -> tensor<8x6xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x6xf32>
    %26 = stablehlo.subtract %24, %25 : tensor<8x6xf32>
    %27 = stablehlo.subtract %2, %1 : tensor<1x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x6xf32>
    %29 = stablehlo.multiply %26, %28 : tensor<8x6xf32>
    %30 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x6xf32>
    %31 = stablehlo.add %29, %30 : tensor<8x6xf32>
    %32 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x6xf32>
    %33 = stablehlo.maximum %32, %31 : tensor<8x6xf32>
    return %33 : tensor<8x6xf32>
  }
  func.func private @threefry2x32_26(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<8x6xui32>, %arg3: tensor<8x6xui32>) -> (tensor<8x6xui32>, tensor<8x6xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<8x6xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<8x6xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8x6xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<8x6xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<8x6xui32>, tensor<8x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_27(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<8x6xui32>, tensor<8x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<8x6xui32>, tensor<8x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<8x6xui32>, tensor<8x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<8x6xui32>, tensor<8x6xui32>
  }
  func.func private @closed_call_27(%arg0: tensor<i32>, %arg1: tensor<8x6xui32>, %arg2: tensor<8x6xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<8x6xui32>, tensor<8x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<8x6xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<8x6xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<8x6xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<8x6xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<8x6xui32>
    %9 = stablehlo.or %5, %8 : tensor<8x6xui32>
    %10 = stablehlo.xor %3, %9 : tensor<8x6xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<8x6xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<8x6xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<8x6xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<8x6xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<8x6xui32>
    %19 = stablehlo.or %15, %18 : tensor<8x6xui32>
    %20 = stablehlo.xor %13, %19 : tensor<8x6xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<8x6xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<8x6xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<8x6xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<8x6xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<8x6xui32>
    %29 = stablehlo.or %25, %28 : tensor<8x6xui32>
    %30 = stablehlo.xor %23, %29 : tensor<8x6xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<8x6xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<8x6xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<8x6xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<8x6xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<8x6xui32>
    %39 = stablehlo.or %35, %38 : tensor<8x6xui32>
    %40 = stablehlo.xor %33, %39 : tensor<8x6xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<8x6xui32>
    %42 = stablehlo.add %33, %41 : tensor<8x6xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<8x6xui32>
    %44 = stablehlo.add %40, %43 : tensor<8x6xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<8x6xui32>
    %48 = stablehlo.add %44, %47 : tensor<8x6xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<8x6xui32>, tensor<8x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
}
