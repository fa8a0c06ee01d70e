module @jit_relax attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x2xf32>) -> (tensor<64x2xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<[[1.000000e+00, 1.200000e+00], [1.200000e+00, 1.400000e+00]]> : tensor<2x2xf32>
    %c = stablehlo.constant dense<[0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62]> : tensor<32xi32>
    %c_0 = stablehlo.constant dense<false> : tensor<32xi1>
    %c_1 = stablehlo.constant dense<[0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62]> : tensor<32xi32>
    %c_2 = stablehlo.constant dense<false> : tensor<32xi1>
    %c_3 = stablehlo.constant dense<[0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62]> : tensor<32xi32>
    %c_4 = stablehlo.constant dense<false> : tensor<32xi1>
    %c_5 = stablehlo.constant dense<[1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31, 33, 35, 37, 39, 41, 43, 45, 47, 49, 51, 53, 55, 57, 59, 61, 63]> : tensor<32xi32>
    %c_6 = stablehlo.constant dense<false> : tensor<32xi1>
    %c_7 = stablehlo.constant dense<[1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31, 33, 35, 37, 39, 41, 43, 45, 47, 49, 51, 53, 55, 57, 59, 61, 63]> : tensor<32xi32>
    %c_8 = stablehlo.constant dense<false> : tensor<32xi1>
    %c_9 = stablehlo.constant dense<[1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31, 33, 35, 37, 39, 41, 43, 45, 47, 49, 51, 53, 55, 57, 59, 61, 63]> : tensor<32xi32>
    %c_10 = stablehlo.constant dense<false> : tensor<32xi1>
    %cst_11 = stablehlo.constant dense<1.099610e+00> : tensor<f16>
    %cst_12 = stablehlo.constant dense<3.999020e-01> : tensor<f16>
    %c_13 = stablehlo.constant dense<5> : tensor<ui8>
    %cst_14 = stablehlo.constant dense<5.000000e-01> : tensor<f16>
    %cst_15 = stablehlo.constant dense<9.902340e-01> : tensor<f16>
    %cst_16 = stablehlo.constant dense<9.997550e-02> : tensor<f16>
    %cst_17 = stablehlo.constant dense<9.997550e-02> : tensor<f16>
    %c_18 = stablehlo.constant dense<[0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62]> : tensor<32xi32>
    %c_19 = stablehlo.constant dense<false> : tensor<32xi1>
    %c_20 = stablehlo.constant dense<[0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62]> : tensor<32xi32>
    %c_21 = stablehlo.constant dense<false> : tensor<32xi1>
    %c_22 = stablehlo.constant dense<[0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62]> : tensor<32xi32>
    %c_23 = stablehlo.constant dense<false> : tensor<32xi1>
    %c_24 = stablehlo.constant dense<[1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31, 33, 35, 37, 39, 41, 43, 45, 47, 49, 51, 53, 55, 57, 59, 61, 63]> : tensor<32xi32>
    %c_25 = stablehlo.constant dense<false> : tensor<32xi1>
    %c_26 = stablehlo.constant dense<[1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31, 33, 35, 37, 39, 41, 43, 45, 47, 49, 51, 53, 55, 57, 59, 61, 63]> : tensor<32xi32>
    %c_27 = stablehlo.constant dense<false> : tensor<32xi1>
    %c_28 = stablehlo.constant dense<[1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31, 33, 35, 37, 39, 41, 43, 45, 47, 49, 51, 53, 55, 57, 59, 61, 63]> : tensor<32xi32>
    %c_29 = stablehlo.constant dense<false> : tensor<32xi1>
    %c_30 = stablehlo.constant dense<[0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62]> : tensor<32xi32>
    %c_31 = stablehlo.constant dense<false> : tensor<32xi1>
    %c_32 = stablehlo.constant dense<[0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62]> : tensor<32xi32>
    %c_33 = stablehlo.constant dense<false> : tensor<32xi1>
    %c_34 = stablehlo.constant dense<[0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62]> : tensor<32xi32>
    %c_35 = stablehlo.constant dense<false> : tensor<32xi1>
    %c_36 = stablehlo.constant dense<[1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31, 33, 35, 37, 39, 41, 43, 45, 47, 49, 51, 53, 55, 57, 59, 61, 63]> : tensor<32xi32>
    %c_37 = stablehlo.constant dense<false> : tensor<32xi1>
    %c_38 = stablehlo.constant dense<[1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31, 33, 35, 37, 39, 41, 43, 45, 47, 49, 51, 53, 55, 57, 59, 61, 63]> : tensor<32xi32>
    %c_39 = stablehlo.constant dense<false> : tensor<32xi1>
    %c_40 = stablehlo.constant dense<[1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31, 33, 35, 37, 39, 41, 43, 45, 47, 49, 51, 53, 55, 57, 59, 61, 63]> : tensor<32xi32>
    %c_41 = stablehlo.constant dense<false> : tensor<32xi1>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<64x2xf32>
    %1 = stablehlo.slice %cst [0:1, 0:1] : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x1xf32>) -> tensor<f32>
    %c_43 = stablehlo.constant dense<64> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %4 = stablehlo.add %c, %3 : tensor<32xi32>
    %5 = stablehlo.select %c_0, %4, %c : tensor<32xi1>, tensor<32xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %7 = "stablehlo.gather"(%arg0, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<64x2xf32>, tensor<32x1xi32>) -> tensor<32x2xf32>
    %c_44 = stablehlo.constant dense<64> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %9 = stablehlo.add %c_1, %8 : tensor<32xi32>
    %10 = stablehlo.select %c_2, %9, %c_1 : tensor<32xi1>, tensor<32xi32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %12 = "stablehlo.gather"(%arg0, %11) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<64x2xf32>, tensor<32x1xi32>) -> tensor<32x2xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 2] : (tensor<32x2xf32>) -> tensor<32x1x2xf32>
    %14 = stablehlo.broadcast_in_dim %7, dims = [1, 2] : (tensor<32x2xf32>) -> tensor<1x32x2xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<1x32x2xf32>) -> tensor<32x32x2xf32>
    %16 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<32x1x2xf32>) -> tensor<32x32x2xf32>
    %17 = stablehlo.subtract %15, %16 : tensor<32x32x2xf32>
    %cst_45 = stablehlo.constant dense<9.41079139> : tensor<f32>
    %cst_46 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %18 = stablehlo.multiply %cst_45, %cst_46 : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<32x32x2xf32>
    %20 = stablehlo.add %17, %19 : tensor<32x32x2xf32>
    %cst_47 = stablehlo.constant dense<9.41079139> : tensor<f32>
    %21:2 = call @remainder(%20, %cst_47) : (tensor<32x32x2xf32>, tensor<f32>) -> (tensor<32x32x2xf32>, tensor<32x32x2xi1>)
    %cst_48 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_49 = stablehlo.constant dense<9.41079139> : tensor<f32>
    %22 = stablehlo.multiply %cst_48, %cst_49 : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<32x32x2xf32>
    %24 = stablehlo.subtract %21#0, %23 : tensor<32x32x2xf32>
    %25 = stablehlo.multiply %24, %24 : tensor<32x32x2xf32>
    %cst_50 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<32x32x2xf32>
    %27 = stablehlo.multiply %26, %24 : tensor<32x32x2xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%25 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<32x32x2xf32>, tensor<f32>) -> tensor<32x32xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %30 = stablehlo.compare GT, %28, %29, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %31:2 = call @safe_mask(%30, %28) : (tensor<32x32xi1>, tensor<32x32xf32>) -> (tensor<32x32xf32>, tensor<32x32xf32>)
    %32 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %33 = stablehlo.divide %31#0, %32 : tensor<32x32xf32>
    %cst_53 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %35 = stablehlo.compare LT, %33, %34, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36:3 = call @safe_mask_0(%35, %33, %cst_54) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<f32>) -> (tensor<32x32xf32>, tensor<32x32xf32>, tensor<f32>)
    %37:3 = call @nan_to_num(%36#0) : (tensor<32x32xf32>) -> (tensor<32x32xi1>, tensor<32x32xi1>, tensor<32x32xi1>)
    %38 = stablehlo.iota dim = 0 : tensor<32x32xi32>
    %39 = stablehlo.iota dim = 1 : tensor<32x32xi32>
    %c_55 = stablehlo.constant dense<0> : tensor<i32>
    %40 = stablehlo.broadcast_in_dim %c_55, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %41 = stablehlo.add %38, %40 : tensor<32x32xi32>
    %42 = stablehlo.compare EQ, %41, %39, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %43 = stablehlo.convert %42 : (tensor<32x32xi1>) -> tensor<32x32xf32>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %45 = stablehlo.subtract %44, %43 : tensor<32x32xf32>
    %46 = stablehlo.slice %cst [0:1, 1:2] : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %47 = stablehlo.reshape %46 : (tensor<1x1xf32>) -> tensor<f32>
    %c_57 = stablehlo.constant dense<64> : tensor<i32>
    %48 = stablehlo.broadcast_in_dim %c_57, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %49 = stablehlo.add %c_3, %48 : tensor<32xi32>
    %50 = stablehlo.select %c_4, %49, %c_3 : tensor<32xi1>, tensor<32xi32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %52 = "stablehlo.gather"(%arg0, %51) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<64x2xf32>, tensor<32x1xi32>) -> tensor<32x2xf32>
    %c_58 = stablehlo.constant dense<64> : tensor<i32>
    %53 = stablehlo.broadcast_in_dim %c_58, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %54 = stablehlo.add %c_5, %53 : tensor<32xi32>
    %55 = stablehlo.select %c_6, %54, %c_5 : tensor<32xi1>, tensor<32xi32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %57 = "stablehlo.gather"(%arg0, %56) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<64x2xf32>, tensor<32x1xi32>) -> tensor<32x2xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 2] : (tensor<32x2xf32>) -> tensor<32x1x2xf32>
    %59 = stablehlo.broadcast_in_dim %52, dims = [1, 2] : (tensor<32x2xf32>) -> tensor<1x32x2xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2] : (tensor<1x32x2xf32>) -> tensor<32x32x2xf32>
    %61 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2] : (tensor<32x1x2xf32>) -> tensor<32x32x2xf32>
    %62 = stablehlo.subtract %60, %61 : tensor<32x32x2xf32>
    %cst_59 = stablehlo.constant dense<9.41079139> : tensor<f32>
    %cst_60 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %63 = stablehlo.multiply %cst_59, %cst_60 : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<f32>) -> tensor<32x32x2xf32>
    %65 = stablehlo.add %62, %64 : tensor<32x32x2xf32>
    %cst_61 = stablehlo.constant dense<9.41079139> : tensor<f32>
    %66:2 = call @remainder(%65, %cst_61) : (tensor<32x32x2xf32>, tensor<f32>) -> (tensor<32x32x2xf32>, tensor<32x32x2xi1>)
    %cst_62 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_63 = stablehlo.constant dense<9.41079139> : tensor<f32>
    %67 = stablehlo.multiply %cst_62, %cst_63 : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [] : (tensor<f32>) -> tensor<32x32x2xf32>
    %69 = stablehlo.subtract %66#0, %68 : tensor<32x32x2xf32>
    %70 = stablehlo.multiply %69, %69 : tensor<32x32x2xf32>
    %cst_64 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<32x32x2xf32>
    %72 = stablehlo.multiply %71, %69 : tensor<32x32x2xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.reduce(%70 init: %cst_65) applies stablehlo.add across dimensions = [2] : (tensor<32x32x2xf32>, tensor<f32>) -> tensor<32x32xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %75 = stablehlo.compare GT, %73, %74, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %76:2 = call @safe_mask(%75, %73) : (tensor<32x32xi1>, tensor<32x32xf32>) -> (tensor<32x32xf32>, tensor<32x32xf32>)
    %77 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %78 = stablehlo.divide %76#0, %77 : tensor<32x32xf32>
    %cst_67 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %80 = stablehlo.compare LT, %78, %79, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %81:2 = call @safe_mask_4(%80, %78) : (tensor<32x32xi1>, tensor<32x32xf32>) -> (tensor<32x32xf32>, tensor<f32>)
    %82 = stablehlo.slice %cst [1:2, 1:2] : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %83 = stablehlo.reshape %82 : (tensor<1x1xf32>) -> tensor<f32>
    %c_68 = stablehlo.constant dense<64> : tensor<i32>
    %84 = stablehlo.broadcast_in_dim %c_68, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %85 = stablehlo.add %c_7, %84 : tensor<32xi32>
    %86 = stablehlo.select %c_8, %85, %c_7 : tensor<32xi1>, tensor<32xi32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %88 = "stablehlo.gather"(%arg0, %87) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<64x2xf32>, tensor<32x1xi32>) -> tensor<32x2xf32>
    %c_69 = stablehlo.constant dense<64> : tensor<i32>
    %89 = stablehlo.broadcast_in_dim %c_69, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %90 = stablehlo.add %c_9, %89 : tensor<32xi32>
    %91 = stablehlo.select %c_10, %90, %c_9 : tensor<32xi1>, tensor<32xi32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %93 = "stablehlo.gather"(%arg0, %92) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<64x2xf32>, tensor<32x1xi32>) -> tensor<32x2xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 2] : (tensor<32x2xf32>) -> tensor<32x1x2xf32>
    %95 = stablehlo.broadcast_in_dim %88, dims = [1, 2] : (tensor<32x2xf32>) -> tensor<1x32x2xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<1x32x2xf32>) -> tensor<32x32x2xf32>
    %97 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<32x1x2xf32>) -> tensor<32x32x2xf32>
    %98 = stablehlo.subtract %96, %97 : tensor<32x32x2xf32>
    %cst_70 = stablehlo.constant dense<9.41079139> : tensor<f32>
    %cst_71 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %99 = stablehlo.multiply %cst_70, %cst_71 : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [] : (tensor<f32>) -> tensor<32x32x2xf32>
    %101 = stablehlo.add %98, %100 : tensor<32x32x2xf32>
    %cst_72 = stablehlo.constant dense<9.41079139> : tensor<f32>
    %102:2 = call @remainder(%101, %cst_72) : (tensor<32x32x2xf32>, tensor<f32>) -> (tensor<32x32x2xf32>, tensor<32x32x2xi1>)
    %cst_73 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_74 = stablehlo.constant dense<9.41079139> : tensor<f32>
    %103 = stablehlo.multiply %cst_73, %cst_74 : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [] : (tensor<f32>) -> tensor<32x32x2xf32>
    %105 = stablehlo.subtract %102#0, %104 : tensor<32x32x2xf32>
    %106 = stablehlo.multiply %105, %105 : tensor<32x32x2xf32>
    %cst_75 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<32x32x2xf32>
    %108 = stablehlo.multiply %107, %105 : tensor<32x32x2xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.reduce(%106 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<32x32x2xf32>, tensor<f32>) -> tensor<32x32xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %111 = stablehlo.compare GT, %109, %110, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %112:2 = call @safe_mask(%111, %109) : (tensor<32x32xi1>, tensor<32x32xf32>) -> (tensor<32x32xf32>, tensor<32x32xf32>)
    %113 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %114 = stablehlo.divide %112#0, %113 : tensor<32x32xf32>
    %cst_78 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %116 = stablehlo.compare LT, %114, %115, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117:3 = call @safe_mask_5(%116, %114, %cst_79) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<f32>) -> (tensor<32x32xf32>, tensor<32x32xf32>, tensor<f32>)
    %118:3 = call @nan_to_num(%117#0) : (tensor<32x32xf32>) -> (tensor<32x32xi1>, tensor<32x32xi1>, tensor<32x32xi1>)
    %119 = stablehlo.iota dim = 0 : tensor<32x32xi32>
    %120 = stablehlo.iota dim = 1 : tensor<32x32xi32>
    %c_80 = stablehlo.constant dense<0> : tensor<i32>
    %121 = stablehlo.broadcast_in_dim %c_80, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %122 = stablehlo.add %119, %121 : tensor<32x32xi32>
    %123 = stablehlo.compare EQ, %122, %120, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %124 = stablehlo.convert %123 : (tensor<32x32xi1>) -> tensor<32x32xf32>
    %cst_81 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %126 = stablehlo.subtract %125, %124 : tensor<32x32xf32>
    %cst_82 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %127 = stablehlo.negate %cst_82 : tensor<f32>
    %cst_83 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %128 = stablehlo.multiply %cst_83, %127 : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %130 = stablehlo.multiply %126, %129 : tensor<32x32xf32>
    %131 = call @nan_to_num_6(%118#0, %118#1, %118#2, %130) : (tensor<32x32xi1>, tensor<32x32xi1>, tensor<32x32xi1>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %132 = call @safe_mask_8(%116, %117#1, %117#2, %131) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<f32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %133 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %134 = stablehlo.divide %132, %133 : tensor<32x32xf32>
    %135 = call @safe_mask_11(%111, %112#1, %134) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1] : (tensor<32x32xf32>) -> tensor<32x32x2xf32>
    %137 = stablehlo.multiply %136, %108 : tensor<32x32x2xf32>
    %138 = call @remainder_13(%102#1, %137) : (tensor<32x32x2xi1>, tensor<32x32x2xf32>) -> tensor<32x32x2xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.reduce(%138 init: %cst_84) applies stablehlo.add across dimensions = [0] : (tensor<32x32x2xf32>, tensor<f32>) -> tensor<32x2xf32>
    %140 = stablehlo.reshape %139 : (tensor<32x2xf32>) -> tensor<1x32x2xf32>
    %141 = stablehlo.negate %138 : tensor<32x32x2xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.reduce(%141 init: %cst_85) applies stablehlo.add across dimensions = [1] : (tensor<32x32x2xf32>, tensor<f32>) -> tensor<32x2xf32>
    %143 = stablehlo.reshape %142 : (tensor<32x2xf32>) -> tensor<32x1x2xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.reduce(%140 init: %cst_86) applies stablehlo.add across dimensions = [0] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<32x2xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.reduce(%143 init: %cst_87) applies stablehlo.add across dimensions = [1] : (tensor<32x1x2xf32>, tensor<f32>) -> tensor<32x2xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<64x2xf32>
    %147 = "stablehlo.scatter"(%146, %92, %145) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %524 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %524 : tensor<f32>
    }) : (tensor<64x2xf32>, tensor<32x1xi32>, tensor<32x2xf32>) -> tensor<64x2xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<64x2xf32>
    %149 = "stablehlo.scatter"(%148, %87, %144) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %524 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %524 : tensor<f32>
    }) : (tensor<64x2xf32>, tensor<32x1xi32>, tensor<32x2xf32>) -> tensor<64x2xf32>
    %150 = stablehlo.add %147, %149 : tensor<64x2xf32>
    %151 = stablehlo.broadcast_in_dim %127, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %152 = call @safe_mask_14(%80, %81#0, %81#1, %151) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<f32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %153 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %154 = stablehlo.divide %152, %153 : tensor<32x32xf32>
    %155 = call @safe_mask_11(%75, %76#1, %154) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1] : (tensor<32x32xf32>) -> tensor<32x32x2xf32>
    %157 = stablehlo.multiply %156, %72 : tensor<32x32x2xf32>
    %158 = call @remainder_13(%66#1, %157) : (tensor<32x32x2xi1>, tensor<32x32x2xf32>) -> tensor<32x32x2xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %159 = stablehlo.reduce(%158 init: %cst_90) applies stablehlo.add across dimensions = [0] : (tensor<32x32x2xf32>, tensor<f32>) -> tensor<32x2xf32>
    %160 = stablehlo.reshape %159 : (tensor<32x2xf32>) -> tensor<1x32x2xf32>
    %161 = stablehlo.negate %158 : tensor<32x32x2xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %162 = stablehlo.reduce(%161 init: %cst_91) applies stablehlo.add across dimensions = [1] : (tensor<32x32x2xf32>, tensor<f32>) -> tensor<32x2xf32>
    %163 = stablehlo.reshape %162 : (tensor<32x2xf32>) -> tensor<32x1x2xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %164 = stablehlo.reduce(%160 init: %cst_92) applies stablehlo.add across dimensions = [0] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<32x2xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %165 = stablehlo.reduce(%163 init: %cst_93) applies stablehlo.add across dimensions = [1] : (tensor<32x1x2xf32>, tensor<f32>) -> tensor<32x2xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<64x2xf32>
    %167 = "stablehlo.scatter"(%166, %56, %165) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %524 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %524 : tensor<f32>
    }) : (tensor<64x2xf32>, tensor<32x1xi32>, tensor<32x2xf32>) -> tensor<64x2xf32>
    %168 = stablehlo.add %150, %167 : tensor<64x2xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<64x2xf32>
    %170 = "stablehlo.scatter"(%169, %51, %164) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %524 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %524 : tensor<f32>
    }) : (tensor<64x2xf32>, tensor<32x1xi32>, tensor<32x2xf32>) -> tensor<64x2xf32>
    %171 = stablehlo.add %168, %170 : tensor<64x2xf32>
    %cst_96 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %172 = stablehlo.multiply %cst_96, %127 : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %174 = stablehlo.multiply %45, %173 : tensor<32x32xf32>
    %175 = call @nan_to_num_6(%37#0, %37#1, %37#2, %174) : (tensor<32x32xi1>, tensor<32x32xi1>, tensor<32x32xi1>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %176 = call @safe_mask_15(%35, %36#1, %36#2, %175) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<f32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %177 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %178 = stablehlo.divide %176, %177 : tensor<32x32xf32>
    %179 = call @safe_mask_11(%30, %31#1, %178) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1] : (tensor<32x32xf32>) -> tensor<32x32x2xf32>
    %181 = stablehlo.multiply %180, %27 : tensor<32x32x2xf32>
    %182 = call @remainder_13(%21#1, %181) : (tensor<32x32x2xi1>, tensor<32x32x2xf32>) -> tensor<32x32x2xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %183 = stablehlo.reduce(%182 init: %cst_97) applies stablehlo.add across dimensions = [0] : (tensor<32x32x2xf32>, tensor<f32>) -> tensor<32x2xf32>
    %184 = stablehlo.reshape %183 : (tensor<32x2xf32>) -> tensor<1x32x2xf32>
    %185 = stablehlo.negate %182 : tensor<32x32x2xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %186 = stablehlo.reduce(%185 init: %cst_98) applies stablehlo.add across dimensions = [1] : (tensor<32x32x2xf32>, tensor<f32>) -> tensor<32x2xf32>
    %187 = stablehlo.reshape %186 : (tensor<32x2xf32>) -> tensor<32x1x2xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %188 = stablehlo.reduce(%184 init: %cst_99) applies stablehlo.add across dimensions = [0] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<32x2xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %189 = stablehlo.reduce(%187 init: %cst_100) applies stablehlo.add across dimensions = [1] : (tensor<32x1x2xf32>, tensor<f32>) -> tensor<32x2xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<64x2xf32>
    %191 = "stablehlo.scatter"(%190, %11, %189) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %524 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %524 : tensor<f32>
    }) : (tensor<64x2xf32>, tensor<32x1xi32>, tensor<32x2xf32>) -> tensor<64x2xf32>
    %192 = stablehlo.add %171, %191 : tensor<64x2xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<64x2xf32>
    %194 = "stablehlo.scatter"(%193, %6, %188) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %524 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %524 : tensor<f32>
    }) : (tensor<64x2xf32>, tensor<32x1xi32>, tensor<32x2xf32>) -> tensor<64x2xf32>
    %195 = stablehlo.add %192, %194 : tensor<64x2xf32>
    %cst_103 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c_104 = stablehlo.constant dense<0> : tensor<i32>
    %c_105 = stablehlo.constant dense<0> : tensor<i32>
    %196:14 = stablehlo.while(%iterArg = %cst_11, %iterArg_210 = %cst_12, %iterArg_211 = %c_13, %iterArg_212 = %cst_14, %iterArg_213 = %cst_15, %iterArg_214 = %cst_16, %iterArg_215 = %c_105, %iterArg_216 = %arg0, %iterArg_217 = %0, %iterArg_218 = %195, %iterArg_219 = %cst_103, %iterArg_220 = %cst_17, %iterArg_221 = %cst_16, %iterArg_222 = %c_104) : tensor<f16>, tensor<f16>, tensor<ui8>, tensor<f16>, tensor<f16>, tensor<f16>, tensor<i32>, tensor<64x2xf32>, tensor<64x2xf32>, tensor<64x2xf32>, tensor<f32>, tensor<f16>, tensor<f16>, tensor<i32>
    cond {
      %c_223 = stablehlo.constant dense<200> : tensor<i32>
      %524 = stablehlo.compare LT, %iterArg_215, %c_223, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %524 : tensor<i1>
    } do {
      %524:7 = func.call @closed_call(%iterArg, %iterArg_210, %iterArg_211, %iterArg_212, %iterArg_213, %iterArg_214, %iterArg_216, %iterArg_217, %iterArg_218, %iterArg_219, %iterArg_220, %iterArg_221, %iterArg_222) : (tensor<f16>, tensor<f16>, tensor<ui8>, tensor<f16>, tensor<f16>, tensor<f16>, tensor<64x2xf32>, tensor<64x2xf32>, tensor<64x2xf32>, tensor<f32>, tensor<f16>, tensor<f16>, tensor<i32>) -> (tensor<64x2xf32>, tensor<64x2xf32>, tensor<64x2xf32>, tensor<f32>, tensor<f16>, tensor<f16>, tensor<i32>)
      %c_223 = stablehlo.constant dense<1> : tensor<i32>
      %525 = stablehlo.add %iterArg_215, %c_223 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_210, %iterArg_211, %iterArg_212, %iterArg_213, %iterArg_214, %525, %524#0, %524#1, %524#2, %524#3, %524#4, %524#5, %524#6 : tensor<f16>, tensor<f16>, tensor<ui8>, tensor<f16>, tensor<f16>, tensor<f16>, tensor<i32>, tensor<64x2xf32>, tensor<64x2xf32>, tensor<64x2xf32>, tensor<f32>, tensor<f16>, tensor<f16>, tensor<i32>
    }
    %197 = stablehlo.slice %cst [0:1, 0:1] : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %198 = stablehlo.reshape %197 : (tensor<1x1xf32>) -> tensor<f32>
    %c_106 = stablehlo.constant dense<64> : tensor<i32>
    %199 = stablehlo.broadcast_in_dim %c_106, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %200 = stablehlo.add %c_18, %199 : tensor<32xi32>
    %201 = stablehlo.select %c_19, %200, %c_18 : tensor<32xi1>, tensor<32xi32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %203 = "stablehlo.gather"(%196#7, %202) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<64x2xf32>, tensor<32x1xi32>) -> tensor<32x2xf32>
    %c_107 = stablehlo.constant dense<64> : tensor<i32>
    %204 = stablehlo.broadcast_in_dim %c_107, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %205 = stablehlo.add %c_20, %204 : tensor<32xi32>
    %206 = stablehlo.select %c_21, %205, %c_20 : tensor<32xi1>, tensor<32xi32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %208 = "stablehlo.gather"(%196#7, %207) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<64x2xf32>, tensor<32x1xi32>) -> tensor<32x2xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 2] : (tensor<32x2xf32>) -> tensor<32x1x2xf32>
    %210 = stablehlo.broadcast_in_dim %203, dims = [1, 2] : (tensor<32x2xf32>) -> tensor<1x32x2xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2] : (tensor<1x32x2xf32>) -> tensor<32x32x2xf32>
    %212 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2] : (tensor<32x1x2xf32>) -> tensor<32x32x2xf32>
    %213 = stablehlo.subtract %211, %212 : tensor<32x32x2xf32>
    %cst_108 = stablehlo.constant dense<9.41079139> : tensor<f32>
    %cst_109 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %214 = stablehlo.multiply %cst_108, %cst_109 : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [] : (tensor<f32>) -> tensor<32x32x2xf32>
    %216 = stablehlo.add %213, %215 : tensor<32x32x2xf32>
    %cst_110 = stablehlo.constant dense<9.41079139> : tensor<f32>
    %217 = call @remainder_25(%216, %cst_110) : (tensor<32x32x2xf32>, tensor<f32>) -> tensor<32x32x2xf32>
    %cst_111 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_112 = stablehlo.constant dense<9.41079139> : tensor<f32>
    %218 = stablehlo.multiply %cst_111, %cst_112 : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [] : (tensor<f32>) -> tensor<32x32x2xf32>
    %220 = stablehlo.subtract %217, %219 : tensor<32x32x2xf32>
    %221 = stablehlo.multiply %220, %220 : tensor<32x32x2xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %222 = stablehlo.reduce(%221 init: %cst_113) applies stablehlo.add across dimensions = [2] : (tensor<32x32x2xf32>, tensor<f32>) -> tensor<32x32xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %224 = stablehlo.compare GT, %222, %223, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %225 = call @safe_mask_26(%224, %222) : (tensor<32x32xi1>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %226 = stablehlo.broadcast_in_dim %198, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %227 = stablehlo.divide %225, %226 : tensor<32x32xf32>
    %cst_115 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %229 = stablehlo.compare LT, %227, %228, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %230 = call @safe_mask_28(%229, %227, %cst_116) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<f32>) -> tensor<32x32xf32>
    %231 = call @nan_to_num_31(%230) : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %232 = stablehlo.iota dim = 0 : tensor<32x32xi32>
    %233 = stablehlo.iota dim = 1 : tensor<32x32xi32>
    %c_117 = stablehlo.constant dense<0> : tensor<i32>
    %234 = stablehlo.broadcast_in_dim %c_117, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %235 = stablehlo.add %232, %234 : tensor<32x32xi32>
    %236 = stablehlo.compare EQ, %235, %233, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %237 = stablehlo.convert %236 : (tensor<32x32xi1>) -> tensor<32x32xf32>
    %cst_118 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %239 = stablehlo.subtract %238, %237 : tensor<32x32xf32>
    %240 = stablehlo.multiply %239, %231 : tensor<32x32xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %241 = stablehlo.reduce(%240 init: %cst_119) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_120 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %242 = stablehlo.multiply %cst_120, %241 : tensor<f32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %243 = stablehlo.add %cst_121, %242 : tensor<f32>
    %244 = stablehlo.slice %cst [0:1, 1:2] : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %245 = stablehlo.reshape %244 : (tensor<1x1xf32>) -> tensor<f32>
    %c_122 = stablehlo.constant dense<64> : tensor<i32>
    %246 = stablehlo.broadcast_in_dim %c_122, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %247 = stablehlo.add %c_22, %246 : tensor<32xi32>
    %248 = stablehlo.select %c_23, %247, %c_22 : tensor<32xi1>, tensor<32xi32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %250 = "stablehlo.gather"(%196#7, %249) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<64x2xf32>, tensor<32x1xi32>) -> tensor<32x2xf32>
    %c_123 = stablehlo.constant dense<64> : tensor<i32>
    %251 = stablehlo.broadcast_in_dim %c_123, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %252 = stablehlo.add %c_24, %251 : tensor<32xi32>
    %253 = stablehlo.select %c_25, %252, %c_24 : tensor<32xi1>, tensor<32xi32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %255 = "stablehlo.gather"(%196#7, %254) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<64x2xf32>, tensor<32x1xi32>) -> tensor<32x2xf32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [0, 2] : (tensor<32x2xf32>) -> tensor<32x1x2xf32>
    %257 = stablehlo.broadcast_in_dim %250, dims = [1, 2] : (tensor<32x2xf32>) -> tensor<1x32x2xf32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [0, 1, 2] : (tensor<1x32x2xf32>) -> tensor<32x32x2xf32>
    %259 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2] : (tensor<32x1x2xf32>) -> tensor<32x32x2xf32>
    %260 = stablehlo.subtract %258, %259 : tensor<32x32x2xf32>
    %cst_124 = stablehlo.constant dense<9.41079139> : tensor<f32>
    %cst_125 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %261 = stablehlo.multiply %cst_124, %cst_125 : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [] : (tensor<f32>) -> tensor<32x32x2xf32>
    %263 = stablehlo.add %260, %262 : tensor<32x32x2xf32>
    %cst_126 = stablehlo.constant dense<9.41079139> : tensor<f32>
    %264 = call @remainder_25(%263, %cst_126) : (tensor<32x32x2xf32>, tensor<f32>) -> tensor<32x32x2xf32>
    %cst_127 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_128 = stablehlo.constant dense<9.41079139> : tensor<f32>
    %265 = stablehlo.multiply %cst_127, %cst_128 : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [] : (tensor<f32>) -> tensor<32x32x2xf32>
    %267 = stablehlo.subtract %264, %266 : tensor<32x32x2xf32>
    %268 = stablehlo.multiply %267, %267 : tensor<32x32x2xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %269 = stablehlo.reduce(%268 init: %cst_129) applies stablehlo.add across dimensions = [2] : (tensor<32x32x2xf32>, tensor<f32>) -> tensor<32x32xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %271 = stablehlo.compare GT, %269, %270, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %272 = call @safe_mask_26(%271, %269) : (tensor<32x32xi1>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %273 = stablehlo.broadcast_in_dim %245, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %274 = stablehlo.divide %272, %273 : tensor<32x32xf32>
    %cst_131 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %276 = stablehlo.compare LT, %274, %275, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %277 = call @safe_mask_33(%276, %274, %cst_132) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<f32>) -> tensor<32x32xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %278 = stablehlo.reduce(%277 init: %cst_133) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<f32>
    %279 = stablehlo.add %243, %278 : tensor<f32>
    %280 = stablehlo.slice %cst [1:2, 1:2] : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %281 = stablehlo.reshape %280 : (tensor<1x1xf32>) -> tensor<f32>
    %c_134 = stablehlo.constant dense<64> : tensor<i32>
    %282 = stablehlo.broadcast_in_dim %c_134, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %283 = stablehlo.add %c_26, %282 : tensor<32xi32>
    %284 = stablehlo.select %c_27, %283, %c_26 : tensor<32xi1>, tensor<32xi32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %286 = "stablehlo.gather"(%196#7, %285) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<64x2xf32>, tensor<32x1xi32>) -> tensor<32x2xf32>
    %c_135 = stablehlo.constant dense<64> : tensor<i32>
    %287 = stablehlo.broadcast_in_dim %c_135, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %288 = stablehlo.add %c_28, %287 : tensor<32xi32>
    %289 = stablehlo.select %c_29, %288, %c_28 : tensor<32xi1>, tensor<32xi32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %291 = "stablehlo.gather"(%196#7, %290) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<64x2xf32>, tensor<32x1xi32>) -> tensor<32x2xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 2] : (tensor<32x2xf32>) -> tensor<32x1x2xf32>
    %293 = stablehlo.broadcast_in_dim %286, dims = [1, 2] : (tensor<32x2xf32>) -> tensor<1x32x2xf32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2] : (tensor<1x32x2xf32>) -> tensor<32x32x2xf32>
    %295 = stablehlo.broadcast_in_dim %292, dims = [0, 1, 2] : (tensor<32x1x2xf32>) -> tensor<32x32x2xf32>
    %296 = stablehlo.subtract %294, %295 : tensor<32x32x2xf32>
    %cst_136 = stablehlo.constant dense<9.41079139> : tensor<f32>
    %cst_137 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %297 = stablehlo.multiply %cst_136, %cst_137 : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [] : (tensor<f32>) -> tensor<32x32x2xf32>
    %299 = stablehlo.add %296, %298 : tensor<32x32x2xf32>
    %cst_138 = stablehlo.constant dense<9.41079139> : tensor<f32>
    %300 = call @remainder_25(%299, %cst_138) : (tensor<32x32x2xf32>, tensor<f32>) -> tensor<32x32x2xf32>
    %cst_139 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_140 = stablehlo.constant dense<9.41079139> : tensor<f32>
    %301 = stablehlo.multiply %cst_139, %cst_140 : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [] : (tensor<f32>) -> tensor<32x32x2xf32>
    %303 = stablehlo.subtract %300, %302 : tensor<32x32x2xf32>
    %304 = stablehlo.multiply %303, %303 : tensor<32x32x2xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %305 = stablehlo.reduce(%304 init: %cst_141) applies stablehlo.add across dimensions = [2] : (tensor<32x32x2xf32>, tensor<f32>) -> tensor<32x32xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %307 = stablehlo.compare GT, %305, %306, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %308 = call @safe_mask_26(%307, %305) : (tensor<32x32xi1>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %309 = stablehlo.broadcast_in_dim %281, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %310 = stablehlo.divide %308, %309 : tensor<32x32xf32>
    %cst_143 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %312 = stablehlo.compare LT, %310, %311, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %313 = call @safe_mask_34(%312, %310, %cst_144) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<f32>) -> tensor<32x32xf32>
    %314 = call @nan_to_num_31(%313) : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %315 = stablehlo.iota dim = 0 : tensor<32x32xi32>
    %316 = stablehlo.iota dim = 1 : tensor<32x32xi32>
    %c_145 = stablehlo.constant dense<0> : tensor<i32>
    %317 = stablehlo.broadcast_in_dim %c_145, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %318 = stablehlo.add %315, %317 : tensor<32x32xi32>
    %319 = stablehlo.compare EQ, %318, %316, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %320 = stablehlo.convert %319 : (tensor<32x32xi1>) -> tensor<32x32xf32>
    %cst_146 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %321 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %322 = stablehlo.subtract %321, %320 : tensor<32x32xf32>
    %323 = stablehlo.multiply %322, %314 : tensor<32x32xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %324 = stablehlo.reduce(%323 init: %cst_147) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_148 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %325 = stablehlo.multiply %cst_148, %324 : tensor<f32>
    %326 = stablehlo.add %279, %325 : tensor<f32>
    %327 = stablehlo.slice %cst [0:1, 0:1] : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %328 = stablehlo.reshape %327 : (tensor<1x1xf32>) -> tensor<f32>
    %c_149 = stablehlo.constant dense<64> : tensor<i32>
    %329 = stablehlo.broadcast_in_dim %c_149, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %330 = stablehlo.add %c_30, %329 : tensor<32xi32>
    %331 = stablehlo.select %c_31, %330, %c_30 : tensor<32xi1>, tensor<32xi32>
    %332 = stablehlo.broadcast_in_dim %331, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %333 = "stablehlo.gather"(%196#7, %332) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<64x2xf32>, tensor<32x1xi32>) -> tensor<32x2xf32>
    %c_150 = stablehlo.constant dense<64> : tensor<i32>
    %334 = stablehlo.broadcast_in_dim %c_150, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %335 = stablehlo.add %c_32, %334 : tensor<32xi32>
    %336 = stablehlo.select %c_33, %335, %c_32 : tensor<32xi1>, tensor<32xi32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %338 = "stablehlo.gather"(%196#7, %337) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<64x2xf32>, tensor<32x1xi32>) -> tensor<32x2xf32>
    %339 = stablehlo.broadcast_in_dim %338, dims = [0, 2] : (tensor<32x2xf32>) -> tensor<32x1x2xf32>
    %340 = stablehlo.broadcast_in_dim %333, dims = [1, 2] : (tensor<32x2xf32>) -> tensor<1x32x2xf32>
    %341 = stablehlo.broadcast_in_dim %340, dims = [0, 1, 2] : (tensor<1x32x2xf32>) -> tensor<32x32x2xf32>
    %342 = stablehlo.broadcast_in_dim %339, dims = [0, 1, 2] : (tensor<32x1x2xf32>) -> tensor<32x32x2xf32>
    %343 = stablehlo.subtract %341, %342 : tensor<32x32x2xf32>
    %cst_151 = stablehlo.constant dense<9.41079139> : tensor<f32>
    %cst_152 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %344 = stablehlo.multiply %cst_151, %cst_152 : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %344, dims = [] : (tensor<f32>) -> tensor<32x32x2xf32>
    %346 = stablehlo.add %343, %345 : tensor<32x32x2xf32>
    %cst_153 = stablehlo.constant dense<9.41079139> : tensor<f32>
    %347:2 = call @remainder(%346, %cst_153) : (tensor<32x32x2xf32>, tensor<f32>) -> (tensor<32x32x2xf32>, tensor<32x32x2xi1>)
    %cst_154 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_155 = stablehlo.constant dense<9.41079139> : tensor<f32>
    %348 = stablehlo.multiply %cst_154, %cst_155 : tensor<f32>
    %349 = stablehlo.broadcast_in_dim %348, dims = [] : (tensor<f32>) -> tensor<32x32x2xf32>
    %350 = stablehlo.subtract %347#0, %349 : tensor<32x32x2xf32>
    %351 = stablehlo.multiply %350, %350 : tensor<32x32x2xf32>
    %cst_156 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<32x32x2xf32>
    %353 = stablehlo.multiply %352, %350 : tensor<32x32x2xf32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %354 = stablehlo.reduce(%351 init: %cst_157) applies stablehlo.add across dimensions = [2] : (tensor<32x32x2xf32>, tensor<f32>) -> tensor<32x32xf32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %356 = stablehlo.compare GT, %354, %355, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %357:2 = call @safe_mask(%356, %354) : (tensor<32x32xi1>, tensor<32x32xf32>) -> (tensor<32x32xf32>, tensor<32x32xf32>)
    %358 = stablehlo.broadcast_in_dim %328, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %359 = stablehlo.divide %357#0, %358 : tensor<32x32xf32>
    %cst_159 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %361 = stablehlo.compare LT, %359, %360, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %362:3 = call @safe_mask_35(%361, %359, %cst_160) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<f32>) -> (tensor<32x32xf32>, tensor<32x32xf32>, tensor<f32>)
    %363:3 = call @nan_to_num(%362#0) : (tensor<32x32xf32>) -> (tensor<32x32xi1>, tensor<32x32xi1>, tensor<32x32xi1>)
    %364 = stablehlo.iota dim = 0 : tensor<32x32xi32>
    %365 = stablehlo.iota dim = 1 : tensor<32x32xi32>
    %c_161 = stablehlo.constant dense<0> : tensor<i32>
    %366 = stablehlo.broadcast_in_dim %c_161, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %367 = stablehlo.add %364, %366 : tensor<32x32xi32>
    %368 = stablehlo.compare EQ, %367, %365, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %369 = stablehlo.convert %368 : (tensor<32x32xi1>) -> tensor<32x32xf32>
    %cst_162 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %370 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %371 = stablehlo.subtract %370, %369 : tensor<32x32xf32>
    %372 = stablehlo.slice %cst [0:1, 1:2] : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %373 = stablehlo.reshape %372 : (tensor<1x1xf32>) -> tensor<f32>
    %c_163 = stablehlo.constant dense<64> : tensor<i32>
    %374 = stablehlo.broadcast_in_dim %c_163, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %375 = stablehlo.add %c_34, %374 : tensor<32xi32>
    %376 = stablehlo.select %c_35, %375, %c_34 : tensor<32xi1>, tensor<32xi32>
    %377 = stablehlo.broadcast_in_dim %376, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %378 = "stablehlo.gather"(%196#7, %377) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<64x2xf32>, tensor<32x1xi32>) -> tensor<32x2xf32>
    %c_164 = stablehlo.constant dense<64> : tensor<i32>
    %379 = stablehlo.broadcast_in_dim %c_164, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %380 = stablehlo.add %c_36, %379 : tensor<32xi32>
    %381 = stablehlo.select %c_37, %380, %c_36 : tensor<32xi1>, tensor<32xi32>
    %382 = stablehlo.broadcast_in_dim %381, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %383 = "stablehlo.gather"(%196#7, %382) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<64x2xf32>, tensor<32x1xi32>) -> tensor<32x2xf32>
    %384 = stablehlo.broadcast_in_dim %383, dims = [0, 2] : (tensor<32x2xf32>) -> tensor<32x1x2xf32>
    %385 = stablehlo.broadcast_in_dim %378, dims = [1, 2] : (tensor<32x2xf32>) -> tensor<1x32x2xf32>
    %386 = stablehlo.broadcast_in_dim %385, dims = [0, 1, 2] : (tensor<1x32x2xf32>) -> tensor<32x32x2xf32>
    %387 = stablehlo.broadcast_in_dim %384, dims = [0, 1, 2] : (tensor<32x1x2xf32>) -> tensor<32x32x2xf32>
    %388 = stablehlo.subtract %386, %387 : tensor<32x32x2xf32>
    %cst_165 = stablehlo.constant dense<9.41079139> : tensor<f32>
    %cst_166 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %389 = stablehlo.multiply %cst_165, %cst_166 : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %389, dims = [] : (tensor<f32>) -> tensor<32x32x2xf32>
    %391 = stablehlo.add %388, %390 : tensor<32x32x2xf32>
    %cst_167 = stablehlo.constant dense<9.41079139> : tensor<f32>
    %392:2 = call @remainder(%391, %cst_167) : (tensor<32x32x2xf32>, tensor<f32>) -> (tensor<32x32x2xf32>, tensor<32x32x2xi1>)
    %cst_168 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_169 = stablehlo.constant dense<9.41079139> : tensor<f32>
    %393 = stablehlo.multiply %cst_168, %cst_169 : tensor<f32>
    %394 = stablehlo.broadcast_in_dim %393, dims = [] : (tensor<f32>) -> tensor<32x32x2xf32>
    %395 = stablehlo.subtract %392#0, %394 : tensor<32x32x2xf32>
    %396 = stablehlo.multiply %395, %395 : tensor<32x32x2xf32>
    %cst_170 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %397 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<32x32x2xf32>
    %398 = stablehlo.multiply %397, %395 : tensor<32x32x2xf32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %399 = stablehlo.reduce(%396 init: %cst_171) applies stablehlo.add across dimensions = [2] : (tensor<32x32x2xf32>, tensor<f32>) -> tensor<32x32xf32>
    %cst_172 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %400 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %401 = stablehlo.compare GT, %399, %400, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %402:2 = call @safe_mask(%401, %399) : (tensor<32x32xi1>, tensor<32x32xf32>) -> (tensor<32x32xf32>, tensor<32x32xf32>)
    %403 = stablehlo.broadcast_in_dim %373, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %404 = stablehlo.divide %402#0, %403 : tensor<32x32xf32>
    %cst_173 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %406 = stablehlo.compare LT, %404, %405, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %407:2 = call @safe_mask_36(%406, %404) : (tensor<32x32xi1>, tensor<32x32xf32>) -> (tensor<32x32xf32>, tensor<f32>)
    %408 = stablehlo.slice %cst [1:2, 1:2] : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %409 = stablehlo.reshape %408 : (tensor<1x1xf32>) -> tensor<f32>
    %c_174 = stablehlo.constant dense<64> : tensor<i32>
    %410 = stablehlo.broadcast_in_dim %c_174, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %411 = stablehlo.add %c_38, %410 : tensor<32xi32>
    %412 = stablehlo.select %c_39, %411, %c_38 : tensor<32xi1>, tensor<32xi32>
    %413 = stablehlo.broadcast_in_dim %412, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %414 = "stablehlo.gather"(%196#7, %413) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<64x2xf32>, tensor<32x1xi32>) -> tensor<32x2xf32>
    %c_175 = stablehlo.constant dense<64> : tensor<i32>
    %415 = stablehlo.broadcast_in_dim %c_175, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %416 = stablehlo.add %c_40, %415 : tensor<32xi32>
    %417 = stablehlo.select %c_41, %416, %c_40 : tensor<32xi1>, tensor<32xi32>
    %418 = stablehlo.broadcast_in_dim %417, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %419 = "stablehlo.gather"(%196#7, %418) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<64x2xf32>, tensor<32x1xi32>) -> tensor<32x2xf32>
    %420 = stablehlo.broadcast_in_dim %419, dims = [0, 2] : (tensor<32x2xf32>) -> tensor<32x1x2xf32>
    %421 = stablehlo.broadcast_in_dim %414, dims = [1, 2] : (tensor<32x2xf32>) -> tensor<1x32x2xf32>
    %422 = stablehlo.broadcast_in_dim %421, dims = [0, 1, 2] : (tensor<1x32x2xf32>) -> tensor<32x32x2xf32>
    %423 = stablehlo.broadcast_in_dim %420, dims = [0, 1, 2] : (tensor<32x1x2xf32>) -> tensor<32x32x2xf32>
    %424 = stablehlo.subtract %422, %423 : tensor<32x32x2xf32>
    %cst_176 = stablehlo.constant dense<9.41079139> : tensor<f32>
    %cst_177 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %425 = stablehlo.multiply %cst_176, %cst_177 : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %425, dims = [] : (tensor<f32>) -> tensor<32x32x2xf32>
    %427 = stablehlo.add %424, %426 : tensor<32x32x2xf32>
    %cst_178 = stablehlo.constant dense<9.41079139> : tensor<f32>
    %428:2 = call @remainder(%427, %cst_178) : (tensor<32x32x2xf32>, tensor<f32>) -> (tensor<32x32x2xf32>, tensor<32x32x2xi1>)
    %cst_179 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_180 = stablehlo.constant dense<9.41079139> : tensor<f32>
    %429 = stablehlo.multiply %cst_179, %cst_180 : tensor<f32>
    %430 = stablehlo.broadcast_in_dim %429, dims = [] : (tensor<f32>) -> tensor<32x32x2xf32>
    %431 = stablehlo.subtract %428#0, %430 : tensor<32x32x2xf32>
    %432 = stablehlo.multiply %431, %431 : tensor<32x32x2xf32>
    %cst_181 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %433 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<32x32x2xf32>
    %434 = stablehlo.multiply %433, %431 : tensor<32x32x2xf32>
    %cst_182 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %435 = stablehlo.reduce(%432 init: %cst_182) applies stablehlo.add across dimensions = [2] : (tensor<32x32x2xf32>, tensor<f32>) -> tensor<32x32xf32>
    %cst_183 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %436 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %437 = stablehlo.compare GT, %435, %436, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %438:2 = call @safe_mask(%437, %435) : (tensor<32x32xi1>, tensor<32x32xf32>) -> (tensor<32x32xf32>, tensor<32x32xf32>)
    %439 = stablehlo.broadcast_in_dim %409, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %440 = stablehlo.divide %438#0, %439 : tensor<32x32xf32>
    %cst_184 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %441 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %442 = stablehlo.compare LT, %440, %441, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %cst_185 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %443:3 = call @safe_mask_37(%442, %440, %cst_185) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<f32>) -> (tensor<32x32xf32>, tensor<32x32xf32>, tensor<f32>)
    %444:3 = call @nan_to_num(%443#0) : (tensor<32x32xf32>) -> (tensor<32x32xi1>, tensor<32x32xi1>, tensor<32x32xi1>)
    %445 = stablehlo.iota dim = 0 : tensor<32x32xi32>
    %446 = stablehlo.iota dim = 1 : tensor<32x32xi32>
    %c_186 = stablehlo.constant dense<0> : tensor<i32>
    %447 = stablehlo.broadcast_in_dim %c_186, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %448 = stablehlo.add %445, %447 : tensor<32x32xi32>
    %449 = stablehlo.compare EQ, %448, %446, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %450 = stablehlo.convert %449 : (tensor<32x32xi1>) -> tensor<32x32xf32>
    %cst_187 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %452 = stablehlo.subtract %451, %450 : tensor<32x32xf32>
    %cst_188 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %453 = stablehlo.negate %cst_188 : tensor<f32>
    %cst_189 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %454 = stablehlo.multiply %cst_189, %453 : tensor<f32>
    %455 = stablehlo.broadcast_in_dim %454, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %456 = stablehlo.multiply %452, %455 : tensor<32x32xf32>
    %457 = call @nan_to_num_6(%444#0, %444#1, %444#2, %456) : (tensor<32x32xi1>, tensor<32x32xi1>, tensor<32x32xi1>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %458 = call @safe_mask_38(%442, %443#1, %443#2, %457) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<f32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %459 = stablehlo.broadcast_in_dim %409, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %460 = stablehlo.divide %458, %459 : tensor<32x32xf32>
    %461 = call @safe_mask_11(%437, %438#1, %460) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %462 = stablehlo.broadcast_in_dim %461, dims = [0, 1] : (tensor<32x32xf32>) -> tensor<32x32x2xf32>
    %463 = stablehlo.multiply %462, %434 : tensor<32x32x2xf32>
    %464 = call @remainder_13(%428#1, %463) : (tensor<32x32x2xi1>, tensor<32x32x2xf32>) -> tensor<32x32x2xf32>
    %cst_190 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %465 = stablehlo.reduce(%464 init: %cst_190) applies stablehlo.add across dimensions = [0] : (tensor<32x32x2xf32>, tensor<f32>) -> tensor<32x2xf32>
    %466 = stablehlo.reshape %465 : (tensor<32x2xf32>) -> tensor<1x32x2xf32>
    %467 = stablehlo.negate %464 : tensor<32x32x2xf32>
    %cst_191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %468 = stablehlo.reduce(%467 init: %cst_191) applies stablehlo.add across dimensions = [1] : (tensor<32x32x2xf32>, tensor<f32>) -> tensor<32x2xf32>
    %469 = stablehlo.reshape %468 : (tensor<32x2xf32>) -> tensor<32x1x2xf32>
    %cst_192 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %470 = stablehlo.reduce(%466 init: %cst_192) applies stablehlo.add across dimensions = [0] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<32x2xf32>
    %cst_193 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %471 = stablehlo.reduce(%469 init: %cst_193) applies stablehlo.add across dimensions = [1] : (tensor<32x1x2xf32>, tensor<f32>) -> tensor<32x2xf32>
    %cst_194 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %472 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<64x2xf32>
    %473 = "stablehlo.scatter"(%472, %418, %471) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %524 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %524 : tensor<f32>
    }) : (tensor<64x2xf32>, tensor<32x1xi32>, tensor<32x2xf32>) -> tensor<64x2xf32>
    %cst_195 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %474 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<64x2xf32>
    %475 = "stablehlo.scatter"(%474, %413, %470) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %524 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %524 : tensor<f32>
    }) : (tensor<64x2xf32>, tensor<32x1xi32>, tensor<32x2xf32>) -> tensor<64x2xf32>
    %476 = stablehlo.add %473, %475 : tensor<64x2xf32>
    %477 = stablehlo.broadcast_in_dim %453, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %478 = call @safe_mask_39(%406, %407#0, %407#1, %477) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<f32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %479 = stablehlo.broadcast_in_dim %373, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %480 = stablehlo.divide %478, %479 : tensor<32x32xf32>
    %481 = call @safe_mask_11(%401, %402#1, %480) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %482 = stablehlo.broadcast_in_dim %481, dims = [0, 1] : (tensor<32x32xf32>) -> tensor<32x32x2xf32>
    %483 = stablehlo.multiply %482, %398 : tensor<32x32x2xf32>
    %484 = call @remainder_13(%392#1, %483) : (tensor<32x32x2xi1>, tensor<32x32x2xf32>) -> tensor<32x32x2xf32>
    %cst_196 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %485 = stablehlo.reduce(%484 init: %cst_196) applies stablehlo.add across dimensions = [0] : (tensor<32x32x2xf32>, tensor<f32>) -> tensor<32x2xf32>
    %486 = stablehlo.reshape %485 : (tensor<32x2xf32>) -> tensor<1x32x2xf32>
    %487 = stablehlo.negate %484 : tensor<32x32x2xf32>
    %cst_197 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %488 = stablehlo.reduce(%487 init: %cst_197) applies stablehlo.add across dimensions = [1] : (tensor<32x32x2xf32>, tensor<f32>) -> tensor<32x2xf32>
    %489 = stablehlo.reshape %488 : (tensor<32x2xf32>) -> tensor<32x1x2xf32>
    %cst_198 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %490 = stablehlo.reduce(%486 init: %cst_198) applies stablehlo.add across dimensions = [0] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<32x2xf32>
    %cst_199 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %491 = stablehlo.reduce(%489 init: %cst_199) applies stablehlo.add across dimensions = [1] : (tensor<32x1x2xf32>, tensor<f32>) -> tensor<32x2xf32>
    %cst_200 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %492 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<64x2xf32>
    %493 = "stablehlo.scatter"(%492, %382, %491) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %524 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %524 : tensor<f32>
    }) : (tensor<64x2xf32>, tensor<32x1xi32>, tensor<32x2xf32>) -> tensor<64x2xf32>
    %494 = stablehlo.add %476, %493 : tensor<64x2xf32>
    %cst_201 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %495 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<64x2xf32>
    %496 = "stablehlo.scatter"(%495, %377, %490) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %524 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %524 : tensor<f32>
    }) : (tensor<64x2xf32>, tensor<32x1xi32>, tensor<32x2xf32>) -> tensor<64x2xf32>
    %497 = stablehlo.add %494, %496 : tensor<64x2xf32>
    %cst_202 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %498 = stablehlo.multiply %cst_202, %453 : tensor<f32>
    %499 = stablehlo.broadcast_in_dim %498, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %500 = stablehlo.multiply %371, %499 : tensor<32x32xf32>
    %501 = call @nan_to_num_6(%363#0, %363#1, %363#2, %500) : (tensor<32x32xi1>, tensor<32x32xi1>, tensor<32x32xi1>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %502 = call @safe_mask_40(%361, %362#1, %362#2, %501) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<f32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %503 = stablehlo.broadcast_in_dim %328, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %504 = stablehlo.divide %502, %503 : tensor<32x32xf32>
    %505 = call @safe_mask_11(%356, %357#1, %504) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %506 = stablehlo.broadcast_in_dim %505, dims = [0, 1] : (tensor<32x32xf32>) -> tensor<32x32x2xf32>
    %507 = stablehlo.multiply %506, %353 : tensor<32x32x2xf32>
    %508 = call @remainder_13(%347#1, %507) : (tensor<32x32x2xi1>, tensor<32x32x2xf32>) -> tensor<32x32x2xf32>
    %cst_203 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %509 = stablehlo.reduce(%508 init: %cst_203) applies stablehlo.add across dimensions = [0] : (tensor<32x32x2xf32>, tensor<f32>) -> tensor<32x2xf32>
    %510 = stablehlo.reshape %509 : (tensor<32x2xf32>) -> tensor<1x32x2xf32>
    %511 = stablehlo.negate %508 : tensor<32x32x2xf32>
    %cst_204 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %512 = stablehlo.reduce(%511 init: %cst_204) applies stablehlo.add across dimensions = [1] : (tensor<32x32x2xf32>, tensor<f32>) -> tensor<32x2xf32>
    %513 = stablehlo.reshape %512 : (tensor<32x2xf32>) -> tensor<32x1x2xf32>
    %cst_205 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %514 = stablehlo.reduce(%510 init: %cst_205) applies stablehlo.add across dimensions = [0] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<32x2xf32>
    %cst_206 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %515 = stablehlo.reduce(%513 init: %cst_206) applies stablehlo.add across dimensions = [1] : (tensor<32x1x2xf32>, tensor<f32>) -> tensor<32x2xf32>
    %cst_207 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %516 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<64x2xf32>
    %517 = "stablehlo.scatter"(%516, %337, %515) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %524 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %524 : tensor<f32>
    }) : (tensor<64x2xf32>, tensor<32x1xi32>, tensor<32x2xf32>) -> tensor<64x2xf32>
    %518 = stablehlo.add %497, %517 : tensor<64x2xf32>
    %cst_208 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %519 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<64x2xf32>
    %520 = "stablehlo.scatter"(%519, %332, %514) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %524 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %524 : tensor<f32>
    }) : (tensor<64x2xf32>, tensor<32x1xi32>, tensor<32x2xf32>) -> tensor<64x2xf32>
    %521 = stablehlo.add %518, %520 : tensor<64x2xf32>
    %522 = stablehlo.abs %521 : tensor<64x2xf32>
    %cst_209 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %523 = stablehlo.reduce(%522 init: %cst_209) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<64x2xf32>, tensor<f32>) -> tensor<f32>
    return %196#7, %326, %523 : tensor<64x2xf32>, tensor<f32>, tensor<f32>
  }
  func.func private @remainder(%arg0: tensor<32x32x2xf32>, %arg1: tensor<f32>) -> (tensor<32x32x2xf32>, tensor<32x32x2xi1>) {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<32x32x2xf32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<32x32x2xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x32x2xf32>
    %4 = stablehlo.compare NE, %2, %3, FLOAT : (tensor<32x32x2xf32>, tensor<32x32x2xf32>) -> tensor<32x32x2xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x32x2xf32>
    %6 = stablehlo.compare LT, %2, %5, FLOAT : (tensor<32x32x2xf32>, tensor<32x32x2xf32>) -> tensor<32x32x2xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.compare LT, %0, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<32x32x2xi1>
    %9 = stablehlo.compare NE, %6, %8, UNSIGNED : (tensor<32x32x2xi1>, tensor<32x32x2xi1>) -> tensor<32x32x2xi1>
    %10 = stablehlo.and %9, %4 : tensor<32x32x2xi1>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<32x32x2xf32>
    %12 = stablehlo.add %2, %11 : tensor<32x32x2xf32>
    %13 = stablehlo.select %10, %12, %2 : tensor<32x32x2xi1>, tensor<32x32x2xf32>
    return %13, %10 : tensor<32x32x2xf32>, tensor<32x32x2xi1>
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
  func.func private @safe_mask_0(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xf32>, %arg2: tensor<f32>) -> (tensor<32x32xf32>, tensor<32x32xf32>, tensor<f32>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_where_1(%arg0, %arg1, %c) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
    %1 = stablehlo.divide %cst, %cst_0 : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %3 = stablehlo.subtract %2, %0 : tensor<32x32xf32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %5 = stablehlo.power %3, %4 : tensor<32x32xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.subtract %cst_0, %cst_2 : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %8 = stablehlo.power %3, %7 : tensor<32x32xf32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<32x32xf32>
    %11 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %12 = stablehlo.multiply %11, %5 : tensor<32x32xf32>
    %13 = call @_where_2(%arg0, %12, %arg2) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<f32>) -> tensor<32x32xf32>
    return %13, %10, %1 : tensor<32x32xf32>, tensor<32x32xf32>, tensor<f32>
  }
  func.func private @_where_1(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xf32>, %arg2: tensor<i32>) -> tensor<32x32xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<32x32xi1>, tensor<32x32xf32>
    return %2 : tensor<32x32xf32>
  }
  func.func private @_where_2(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xf32>, %arg2: tensor<f32>) -> tensor<32x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<32x32xi1>, tensor<32x32xf32>
    return %1 : tensor<32x32xf32>
  }
  func.func private @nan_to_num(%arg0: tensor<32x32xf32>) -> (tensor<32x32xi1>, tensor<32x32xi1>, tensor<32x32xi1>) {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = call @_where_3(%0, %cst, %arg0) : (tensor<32x32xi1>, tensor<f32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %3 = stablehlo.compare EQ, %1, %2, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %cst_1 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %4 = call @_where_3(%3, %cst_1, %1) : (tensor<32x32xi1>, tensor<f32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %6 = stablehlo.compare EQ, %4, %5, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    return %0, %3, %6 : tensor<32x32xi1>, tensor<32x32xi1>, tensor<32x32xi1>
  }
  func.func private @_where_3(%arg0: tensor<32x32xi1>, %arg1: tensor<f32>, %arg2: tensor<32x32xf32>) -> tensor<32x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<32x32xi1>, tensor<32x32xf32>
    return %1 : tensor<32x32xf32>
  }
  func.func private @safe_mask_4(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xf32>) -> (tensor<32x32xf32>, tensor<f32>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_where_1(%arg0, %arg1, %c) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
    %1 = stablehlo.divide %cst, %cst_0 : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %3 = stablehlo.subtract %2, %0 : tensor<32x32xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.subtract %cst_0, %cst_2 : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %6 = stablehlo.power %3, %5 : tensor<32x32xf32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<32x32xf32>
    return %8, %1 : tensor<32x32xf32>, tensor<f32>
  }
  func.func private @safe_mask_5(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xf32>, %arg2: tensor<f32>) -> (tensor<32x32xf32>, tensor<32x32xf32>, tensor<f32>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_where_1(%arg0, %arg1, %c) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
    %1 = stablehlo.divide %cst, %cst_0 : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %3 = stablehlo.subtract %2, %0 : tensor<32x32xf32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %5 = stablehlo.power %3, %4 : tensor<32x32xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.subtract %cst_0, %cst_2 : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %8 = stablehlo.power %3, %7 : tensor<32x32xf32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<32x32xf32>
    %11 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %12 = stablehlo.multiply %11, %5 : tensor<32x32xf32>
    %13 = call @_where_2(%arg0, %12, %arg2) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<f32>) -> tensor<32x32xf32>
    return %13, %10, %1 : tensor<32x32xf32>, tensor<32x32xf32>, tensor<f32>
  }
  func.func private @nan_to_num_6(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xi1>, %arg2: tensor<32x32xi1>, %arg3: tensor<32x32xf32>) -> tensor<32x32xf32> {
    %0 = call @_where_7(%arg2, %arg3) : (tensor<32x32xi1>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1 = call @_where_7(%arg1, %0) : (tensor<32x32xi1>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %2 = call @_where_7(%arg0, %1) : (tensor<32x32xi1>, tensor<32x32xf32>) -> tensor<32x32xf32>
    return %2 : tensor<32x32xf32>
  }
  func.func private @_where_7(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xf32>) -> tensor<32x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<32x32xi1>, tensor<32x32xf32>
    return %1 : tensor<32x32xf32>
  }
  func.func private @safe_mask_8(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xf32>, %arg2: tensor<f32>, %arg3: tensor<32x32xf32>) -> tensor<32x32xf32> {
    %0 = call @_where_9(%arg0, %arg3) : (tensor<32x32xi1>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<32x32xf32>
    %3 = stablehlo.multiply %2, %arg1 : tensor<32x32xf32>
    %4 = stablehlo.negate %3 : tensor<32x32xf32>
    %5 = call @_where_10(%arg0, %4) : (tensor<32x32xi1>, tensor<32x32xf32>) -> tensor<32x32xf32>
    return %5 : tensor<32x32xf32>
  }
  func.func private @_where_9(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xf32>) -> tensor<32x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<32x32xi1>, tensor<32x32xf32>
    return %1 : tensor<32x32xf32>
  }
  func.func private @_where_10(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xf32>) -> tensor<32x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<32x32xi1>, tensor<32x32xf32>
    return %1 : tensor<32x32xf32>
  }
  func.func private @safe_mask_11(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xf32>, %arg2: tensor<32x32xf32>) -> tensor<32x32xf32> {
    %0 = call @_where_12(%arg0, %arg2) : (tensor<32x32xi1>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1 = stablehlo.multiply %0, %arg1 : tensor<32x32xf32>
    %2 = call @_where_12(%arg0, %1) : (tensor<32x32xi1>, tensor<32x32xf32>) -> tensor<32x32xf32>
    return %2 : tensor<32x32xf32>
  }
  func.func private @_where_12(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xf32>) -> tensor<32x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<32x32xi1>, tensor<32x32xf32>
    return %1 : tensor<32x32xf32>
  }
  func.func private @remainder_13(%arg0: tensor<32x32x2xi1>, %arg1: tensor<32x32x2xf32>) -> tensor<32x32x2xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x32x2xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<32x32x2xi1>, tensor<32x32x2xf32>
    %2 = stablehlo.select %arg0, %arg1, %0 : tensor<32x32x2xi1>, tensor<32x32x2xf32>
    %3 = stablehlo.add %1, %2 : tensor<32x32x2xf32>
    return %3 : tensor<32x32x2xf32>
  }
  func.func private @safe_mask_14(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xf32>, %arg2: tensor<f32>, %arg3: tensor<32x32xf32>) -> tensor<32x32xf32> {
    %0 = call @_where_9(%arg0, %arg3) : (tensor<32x32xi1>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<32x32xf32>
    %3 = stablehlo.multiply %2, %arg1 : tensor<32x32xf32>
    %4 = stablehlo.negate %3 : tensor<32x32xf32>
    %5 = call @_where_10(%arg0, %4) : (tensor<32x32xi1>, tensor<32x32xf32>) -> tensor<32x32xf32>
    return %5 : tensor<32x32xf32>
  }
  func.func private @safe_mask_15(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xf32>, %arg2: tensor<f32>, %arg3: tensor<32x32xf32>) -> tensor<32x32xf32> {
    %0 = call @_where_9(%arg0, %arg3) : (tensor<32x32xi1>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<32x32xf32>
    %3 = stablehlo.multiply %2, %arg1 : tensor<32x32xf32>
    %4 = stablehlo.negate %3 : tensor<32x32xf32>
    %5 = call @_where_10(%arg0, %4) : (tensor<32x32xi1>, tensor<32x32xf32>) -> tensor<32x32xf32>
    return %5 : tensor<32x32xf32>
  }
  func.func private @closed_call(%arg0: tensor<f16>, %arg1: tensor<f16>, %arg2: tensor<ui8>, %arg3: tensor<f16>, %arg4: tensor<f16>, %arg5: tensor<f16>, %arg6: tensor<64x2xf32>, %arg7: tensor<64x2xf32>, %arg8: tensor<64x2xf32>, %arg9: tensor<f32>, %arg10: tensor<f16>, %arg11: tensor<f16>, %arg12: tensor<i32>) -> (tensor<64x2xf32>, tensor<64x2xf32>, tensor<64x2xf32>, tensor<f32>, tensor<f16>, tensor<f16>, tensor<i32>) {
    %0:7 = call @step_fn(%arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg10) : (tensor<64x2xf32>, tensor<64x2xf32>, tensor<64x2xf32>, tensor<f32>, tensor<f16>, tensor<f16>, tensor<i32>, tensor<f16>) -> (tensor<64x2xf32>, tensor<64x2xf32>, tensor<64x2xf32>, tensor<f32>, tensor<f16>, tensor<f16>, tensor<i32>)
    %1 = stablehlo.multiply %0#2, %0#2 : tensor<64x2xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x2xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.add %cst_0, %2 : tensor<f32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %4 = stablehlo.add %3, %cst_1 : tensor<f32>
    %5 = stablehlo.sqrt %4 : tensor<f32>
    %6 = stablehlo.multiply %0#1, %0#1 : tensor<64x2xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x2xf32>, tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.add %cst_3, %7 : tensor<f32>
    %9 = stablehlo.sqrt %8 : tensor<f32>
    %10 = stablehlo.multiply %0#2, %0#1 : tensor<64x2xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x2xf32>, tensor<f32>) -> tensor<f32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<64x2xf32>
    %13 = stablehlo.multiply %0#2, %12 : tensor<64x2xf32>
    %14 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<64x2xf32>
    %15 = stablehlo.divide %13, %14 : tensor<64x2xf32>
    %16 = stablehlo.subtract %15, %0#1 : tensor<64x2xf32>
    %17 = stablehlo.convert %0#5 : (tensor<f16>) -> tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<64x2xf32>
    %19 = stablehlo.multiply %18, %16 : tensor<64x2xf32>
    %20 = stablehlo.add %0#1, %19 : tensor<64x2xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.compare GE, %11, %cst_5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %22 = stablehlo.add %0#6, %c : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %23 = call @_where_23(%21, %22, %c_6) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %24 = stablehlo.multiply %0#4, %arg0 : tensor<f16>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f16>) -> tensor<1xf16>
    %26 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f16>) -> tensor<1xf16>
    %27 = stablehlo.concatenate %25, %26, dim = 0 : (tensor<1xf16>, tensor<1xf16>) -> tensor<2xf16>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.compare GT, %11, %cst_7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %29 = stablehlo.convert %arg2 : (tensor<ui8>) -> tensor<i32>
    %30 = stablehlo.compare GT, %23, %29, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %cst_8 = stablehlo.constant dense<0x7C00> : tensor<f16>
    %31 = stablehlo.reduce(%27 init: %cst_8) applies stablehlo.minimum across dimensions = [0] : (tensor<2xf16>, tensor<f16>) -> tensor<f16>
    %32 = call @_where_24(%30, %31, %0#4) : (tensor<i1>, tensor<f16>, tensor<f16>) -> tensor<f16>
    %33 = call @_where_24(%28, %32, %0#4) : (tensor<i1>, tensor<f16>, tensor<f16>) -> tensor<f16>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.compare LT, %11, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %35 = stablehlo.multiply %33, %arg3 : tensor<f16>
    %36 = call @_where_24(%34, %35, %33) : (tensor<i1>, tensor<f16>, tensor<f16>) -> tensor<f16>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.compare GT, %11, %cst_10, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %38 = stablehlo.convert %arg2 : (tensor<ui8>) -> tensor<i32>
    %39 = stablehlo.compare GT, %23, %38, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %40 = stablehlo.multiply %0#5, %arg4 : tensor<f16>
    %41 = call @_where_24(%39, %40, %0#5) : (tensor<i1>, tensor<f16>, tensor<f16>) -> tensor<f16>
    %42 = call @_where_24(%37, %41, %0#5) : (tensor<i1>, tensor<f16>, tensor<f16>) -> tensor<f16>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.compare LT, %11, %cst_11, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %44 = call @_where_24(%43, %arg5, %42) : (tensor<i1>, tensor<f16>, tensor<f16>) -> tensor<f16>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.compare GE, %11, %cst_12, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %46 = stablehlo.convert %45 : (tensor<i1>) -> tensor<f32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<f32>) -> tensor<64x2xf32>
    %48 = stablehlo.multiply %47, %20 : tensor<64x2xf32>
    return %0#0, %48, %0#2, %0#3, %36, %44, %23 : tensor<64x2xf32>, tensor<64x2xf32>, tensor<64x2xf32>, tensor<f32>, tensor<f16>, tensor<f16>, tensor<i32>
  }
  func.func private @step_fn(%arg0: tensor<64x2xf32>, %arg1: tensor<64x2xf32>, %arg2: tensor<64x2xf32>, %arg3: tensor<f32>, %arg4: tensor<f16>, %arg5: tensor<f16>, %arg6: tensor<i32>, %arg7: tensor<f16>) -> (tensor<64x2xf32>, tensor<64x2xf32>, tensor<64x2xf32>, tensor<f32>, tensor<f16>, tensor<f16>, tensor<i32>) {
    %cst = stablehlo.constant dense<[[1.000000e+00, 1.200000e+00], [1.200000e+00, 1.400000e+00]]> : tensor<2x2xf32>
    %c = stablehlo.constant dense<[0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62]> : tensor<32xi32>
    %c_0 = stablehlo.constant dense<false> : tensor<32xi1>
    %c_1 = stablehlo.constant dense<[0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62]> : tensor<32xi32>
    %c_2 = stablehlo.constant dense<false> : tensor<32xi1>
    %c_3 = stablehlo.constant dense<[0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62]> : tensor<32xi32>
    %c_4 = stablehlo.constant dense<false> : tensor<32xi1>
    %c_5 = stablehlo.constant dense<[1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31, 33, 35, 37, 39, 41, 43, 45, 47, 49, 51, 53, 55, 57, 59, 61, 63]> : tensor<32xi32>
    %c_6 = stablehlo.constant dense<false> : tensor<32xi1>
    %c_7 = stablehlo.constant dense<[1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31, 33, 35, 37, 39, 41, 43, 45, 47, 49, 51, 53, 55, 57, 59, 61, 63]> : tensor<32xi32>
    %c_8 = stablehlo.constant dense<false> : tensor<32xi1>
    %c_9 = stablehlo.constant dense<[1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31, 33, 35, 37, 39, 41, 43, 45, 47, 49, 51, 53, 55, 57, 59, 61, 63]> : tensor<32xi32>
    %c_10 = stablehlo.constant dense<false> : tensor<32xi1>
    %0 = stablehlo.convert %arg7 : (tensor<f16>) -> tensor<f32>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.divide %0, %cst_11 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<64x2xf32>
    %3 = stablehlo.multiply %2, %arg2 : tensor<64x2xf32>
    %4 = stablehlo.add %arg1, %3 : tensor<64x2xf32>
    %5 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<64x2xf32>
    %6 = stablehlo.multiply %5, %4 : tensor<64x2xf32>
    %7 = stablehlo.convert %arg3 : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<64x2xf32>
    %9 = stablehlo.divide %6, %8 : tensor<64x2xf32>
    %10 = stablehlo.add %arg0, %9 : tensor<64x2xf32>
    %cst_12 = stablehlo.constant dense<9.41079139> : tensor<f32>
    %11 = call @remainder_16(%10, %cst_12) : (tensor<64x2xf32>, tensor<f32>) -> tensor<64x2xf32>
    %12 = stablehlo.slice %cst [0:1, 0:1] : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %13 = stablehlo.reshape %12 : (tensor<1x1xf32>) -> tensor<f32>
    %c_13 = stablehlo.constant dense<64> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %15 = stablehlo.add %c, %14 : tensor<32xi32>
    %16 = stablehlo.select %c_0, %15, %c : tensor<32xi1>, tensor<32xi32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %18 = "stablehlo.gather"(%11, %17) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<64x2xf32>, tensor<32x1xi32>) -> tensor<32x2xf32>
    %c_14 = stablehlo.constant dense<64> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %20 = stablehlo.add %c_1, %19 : tensor<32xi32>
    %21 = stablehlo.select %c_2, %20, %c_1 : tensor<32xi1>, tensor<32xi32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %23 = "stablehlo.gather"(%11, %22) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<64x2xf32>, tensor<32x1xi32>) -> tensor<32x2xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 2] : (tensor<32x2xf32>) -> tensor<32x1x2xf32>
    %25 = stablehlo.broadcast_in_dim %18, dims = [1, 2] : (tensor<32x2xf32>) -> tensor<1x32x2xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<1x32x2xf32>) -> tensor<32x32x2xf32>
    %27 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<32x1x2xf32>) -> tensor<32x32x2xf32>
    %28 = stablehlo.subtract %26, %27 : tensor<32x32x2xf32>
    %cst_15 = stablehlo.constant dense<9.41079139> : tensor<f32>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %29 = stablehlo.multiply %cst_15, %cst_16 : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<f32>) -> tensor<32x32x2xf32>
    %31 = stablehlo.add %28, %30 : tensor<32x32x2xf32>
    %cst_17 = stablehlo.constant dense<9.41079139> : tensor<f32>
    %32:2 = call @remainder(%31, %cst_17) : (tensor<32x32x2xf32>, tensor<f32>) -> (tensor<32x32x2xf32>, tensor<32x32x2xi1>)
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_19 = stablehlo.constant dense<9.41079139> : tensor<f32>
    %33 = stablehlo.multiply %cst_18, %cst_19 : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<f32>) -> tensor<32x32x2xf32>
    %35 = stablehlo.subtract %32#0, %34 : tensor<32x32x2xf32>
    %36 = stablehlo.multiply %35, %35 : tensor<32x32x2xf32>
    %cst_20 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<32x32x2xf32>
    %38 = stablehlo.multiply %37, %35 : tensor<32x32x2xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%36 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<32x32x2xf32>, tensor<f32>) -> tensor<32x32xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %41 = stablehlo.compare GT, %39, %40, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %42:2 = call @safe_mask(%41, %39) : (tensor<32x32xi1>, tensor<32x32xf32>) -> (tensor<32x32xf32>, tensor<32x32xf32>)
    %43 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %44 = stablehlo.divide %42#0, %43 : tensor<32x32xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %46 = stablehlo.compare LT, %44, %45, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47:3 = call @safe_mask_17(%46, %44, %cst_24) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<f32>) -> (tensor<32x32xf32>, tensor<32x32xf32>, tensor<f32>)
    %48:3 = call @nan_to_num(%47#0) : (tensor<32x32xf32>) -> (tensor<32x32xi1>, tensor<32x32xi1>, tensor<32x32xi1>)
    %49 = stablehlo.iota dim = 0 : tensor<32x32xi32>
    %50 = stablehlo.iota dim = 1 : tensor<32x32xi32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %51 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %52 = stablehlo.add %49, %51 : tensor<32x32xi32>
    %53 = stablehlo.compare EQ, %52, %50, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %54 = stablehlo.convert %53 : (tensor<32x32xi1>) -> tensor<32x32xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %56 = stablehlo.subtract %55, %54 : tensor<32x32xf32>
    %57 = stablehlo.slice %cst [0:1, 1:2] : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %58 = stablehlo.reshape %57 : (tensor<1x1xf32>) -> tensor<f32>
    %c_27 = stablehlo.constant dense<64> : tensor<i32>
    %59 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %60 = stablehlo.add %c_3, %59 : tensor<32xi32>
    %61 = stablehlo.select %c_4, %60, %c_3 : tensor<32xi1>, tensor<32xi32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %63 = "stablehlo.gather"(%11, %62) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<64x2xf32>, tensor<32x1xi32>) -> tensor<32x2xf32>
    %c_28 = stablehlo.constant dense<64> : tensor<i32>
    %64 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %65 = stablehlo.add %c_5, %64 : tensor<32xi32>
    %66 = stablehlo.select %c_6, %65, %c_5 : tensor<32xi1>, tensor<32xi32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %68 = "stablehlo.gather"(%11, %67) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<64x2xf32>, tensor<32x1xi32>) -> tensor<32x2xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 2] : (tensor<32x2xf32>) -> tensor<32x1x2xf32>
    %70 = stablehlo.broadcast_in_dim %63, dims = [1, 2] : (tensor<32x2xf32>) -> tensor<1x32x2xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] : (tensor<1x32x2xf32>) -> tensor<32x32x2xf32>
    %72 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<32x1x2xf32>) -> tensor<32x32x2xf32>
    %73 = stablehlo.subtract %71, %72 : tensor<32x32x2xf32>
    %cst_29 = stablehlo.constant dense<9.41079139> : tensor<f32>
    %cst_30 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %74 = stablehlo.multiply %cst_29, %cst_30 : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [] : (tensor<f32>) -> tensor<32x32x2xf32>
    %76 = stablehlo.add %73, %75 : tensor<32x32x2xf32>
    %cst_31 = stablehlo.constant dense<9.41079139> : tensor<f32>
    %77:2 = call @remainder(%76, %cst_31) : (tensor<32x32x2xf32>, tensor<f32>) -> (tensor<32x32x2xf32>, tensor<32x32x2xi1>)
    %cst_32 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_33 = stablehlo.constant dense<9.41079139> : tensor<f32>
    %78 = stablehlo.multiply %cst_32, %cst_33 : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [] : (tensor<f32>) -> tensor<32x32x2xf32>
    %80 = stablehlo.subtract %77#0, %79 : tensor<32x32x2xf32>
    %81 = stablehlo.multiply %80, %80 : tensor<32x32x2xf32>
    %cst_34 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<32x32x2xf32>
    %83 = stablehlo.multiply %82, %80 : tensor<32x32x2xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.reduce(%81 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<32x32x2xf32>, tensor<f32>) -> tensor<32x32xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %86 = stablehlo.compare GT, %84, %85, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %87:2 = call @safe_mask(%86, %84) : (tensor<32x32xi1>, tensor<32x32xf32>) -> (tensor<32x32xf32>, tensor<32x32xf32>)
    %88 = stablehlo.broadcast_in_dim %58, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %89 = stablehlo.divide %87#0, %88 : tensor<32x32xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %91 = stablehlo.compare LT, %89, %90, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %92:2 = call @safe_mask_18(%91, %89) : (tensor<32x32xi1>, tensor<32x32xf32>) -> (tensor<32x32xf32>, tensor<f32>)
    %93 = stablehlo.slice %cst [1:2, 1:2] : (tensor<2x2xf32>) -> tensor<1x1xf32>
    %94 = stablehlo.reshape %93 : (tensor<1x1xf32>) -> tensor<f32>
    %c_38 = stablehlo.constant dense<64> : tensor<i32>
    %95 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %96 = stablehlo.add %c_7, %95 : tensor<32xi32>
    %97 = stablehlo.select %c_8, %96, %c_7 : tensor<32xi1>, tensor<32xi32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %99 = "stablehlo.gather"(%11, %98) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<64x2xf32>, tensor<32x1xi32>) -> tensor<32x2xf32>
    %c_39 = stablehlo.constant dense<64> : tensor<i32>
    %100 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %101 = stablehlo.add %c_9, %100 : tensor<32xi32>
    %102 = stablehlo.select %c_10, %101, %c_9 : tensor<32xi1>, tensor<32xi32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %104 = "stablehlo.gather"(%11, %103) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<64x2xf32>, tensor<32x1xi32>) -> tensor<32x2xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 2] : (tensor<32x2xf32>) -> tensor<32x1x2xf32>
    %106 = stablehlo.broadcast_in_dim %99, dims = [1, 2] : (tensor<32x2xf32>) -> tensor<1x32x2xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<1x32x2xf32>) -> tensor<32x32x2xf32>
    %108 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2] : (tensor<32x1x2xf32>) -> tensor<32x32x2xf32>
    %109 = stablehlo.subtract %107, %108 : tensor<32x32x2xf32>
    %cst_40 = stablehlo.constant dense<9.41079139> : tensor<f32>
    %cst_41 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %110 = stablehlo.multiply %cst_40, %cst_41 : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [] : (tensor<f32>) -> tensor<32x32x2xf32>
    %112 = stablehlo.add %109, %111 : tensor<32x32x2xf32>
    %cst_42 = stablehlo.constant dense<9.41079139> : tensor<f32>
    %113:2 = call @remainder(%112, %cst_42) : (tensor<32x32x2xf32>, tensor<f32>) -> (tensor<32x32x2xf32>, tensor<32x32x2xi1>)
    %cst_43 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_44 = stablehlo.constant dense<9.41079139> : tensor<f32>
    %114 = stablehlo.multiply %cst_43, %cst_44 : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [] : (tensor<f32>) -> tensor<32x32x2xf32>
    %116 = stablehlo.subtract %113#0, %115 : tensor<32x32x2xf32>
    %117 = stablehlo.multiply %116, %116 : tensor<32x32x2xf32>
    %cst_45 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<32x32x2xf32>
    %119 = stablehlo.multiply %118, %116 : tensor<32x32x2xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.reduce(%117 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<32x32x2xf32>, tensor<f32>) -> tensor<32x32xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %122 = stablehlo.compare GT, %120, %121, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %123:2 = call @safe_mask(%122, %120) : (tensor<32x32xi1>, tensor<32x32xf32>) -> (tensor<32x32xf32>, tensor<32x32xf32>)
    %124 = stablehlo.broadcast_in_dim %94, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %125 = stablehlo.divide %123#0, %124 : tensor<32x32xf32>
    %cst_48 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %127 = stablehlo.compare LT, %125, %126, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %128:3 = call @safe_mask_19(%127, %125, %cst_49) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<f32>) -> (tensor<32x32xf32>, tensor<32x32xf32>, tensor<f32>)
    %129:3 = call @nan_to_num(%128#0) : (tensor<32x32xf32>) -> (tensor<32x32xi1>, tensor<32x32xi1>, tensor<32x32xi1>)
    %130 = stablehlo.iota dim = 0 : tensor<32x32xi32>
    %131 = stablehlo.iota dim = 1 : tensor<32x32xi32>
    %c_50 = stablehlo.constant dense<0> : tensor<i32>
    %132 = stablehlo.broadcast_in_dim %c_50, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %133 = stablehlo.add %130, %132 : tensor<32x32xi32>
    %134 = stablehlo.compare EQ, %133, %131, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %135 = stablehlo.convert %134 : (tensor<32x32xi1>) -> tensor<32x32xf32>
    %cst_51 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %137 = stablehlo.subtract %136, %135 : tensor<32x32xf32>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %138 = stablehlo.negate %cst_52 : tensor<f32>
    %cst_53 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %139 = stablehlo.multiply %cst_53, %138 : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %141 = stablehlo.multiply %137, %140 : tensor<32x32xf32>
    %142 = call @nan_to_num_6(%129#0, %129#1, %129#2, %141) : (tensor<32x32xi1>, tensor<32x32xi1>, tensor<32x32xi1>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %143 = call @safe_mask_20(%127, %128#1, %128#2, %142) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<f32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %144 = stablehlo.broadcast_in_dim %94, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %145 = stablehlo.divide %143, %144 : tensor<32x32xf32>
    %146 = call @safe_mask_11(%122, %123#1, %145) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1] : (tensor<32x32xf32>) -> tensor<32x32x2xf32>
    %148 = stablehlo.multiply %147, %119 : tensor<32x32x2xf32>
    %149 = call @remainder_13(%113#1, %148) : (tensor<32x32x2xi1>, tensor<32x32x2xf32>) -> tensor<32x32x2xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.reduce(%149 init: %cst_54) applies stablehlo.add across dimensions = [0] : (tensor<32x32x2xf32>, tensor<f32>) -> tensor<32x2xf32>
    %151 = stablehlo.reshape %150 : (tensor<32x2xf32>) -> tensor<1x32x2xf32>
    %152 = stablehlo.negate %149 : tensor<32x32x2xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.reduce(%152 init: %cst_55) applies stablehlo.add across dimensions = [1] : (tensor<32x32x2xf32>, tensor<f32>) -> tensor<32x2xf32>
    %154 = stablehlo.reshape %153 : (tensor<32x2xf32>) -> tensor<32x1x2xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %155 = stablehlo.reduce(%151 init: %cst_56) applies stablehlo.add across dimensions = [0] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<32x2xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %156 = stablehlo.reduce(%154 init: %cst_57) applies stablehlo.add across dimensions = [1] : (tensor<32x1x2xf32>, tensor<f32>) -> tensor<32x2xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<64x2xf32>
    %158 = "stablehlo.scatter"(%157, %103, %156) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %210 = stablehlo.add %arg8, %arg9 : tensor<f32>
      stablehlo.return %210 : tensor<f32>
    }) : (tensor<64x2xf32>, tensor<32x1xi32>, tensor<32x2xf32>) -> tensor<64x2xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<64x2xf32>
    %160 = "stablehlo.scatter"(%159, %98, %155) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %210 = stablehlo.add %arg8, %arg9 : tensor<f32>
      stablehlo.return %210 : tensor<f32>
    }) : (tensor<64x2xf32>, tensor<32x1xi32>, tensor<32x2xf32>) -> tensor<64x2xf32>
    %161 = stablehlo.add %158, %160 : tensor<64x2xf32>
    %162 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %163 = call @safe_mask_21(%91, %92#0, %92#1, %162) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<f32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %164 = stablehlo.broadcast_in_dim %58, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %165 = stablehlo.divide %163, %164 : tensor<32x32xf32>
    %166 = call @safe_mask_11(%86, %87#1, %165) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1] : (tensor<32x32xf32>) -> tensor<32x32x2xf32>
    %168 = stablehlo.multiply %167, %83 : tensor<32x32x2xf32>
    %169 = call @remainder_13(%77#1, %168) : (tensor<32x32x2xi1>, tensor<32x32x2xf32>) -> tensor<32x32x2xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.reduce(%169 init: %cst_60) applies stablehlo.add across dimensions = [0] : (tensor<32x32x2xf32>, tensor<f32>) -> tensor<32x2xf32>
    %171 = stablehlo.reshape %170 : (tensor<32x2xf32>) -> tensor<1x32x2xf32>
    %172 = stablehlo.negate %169 : tensor<32x32x2xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.reduce(%172 init: %cst_61) applies stablehlo.add across dimensions = [1] : (tensor<32x32x2xf32>, tensor<f32>) -> tensor<32x2xf32>
    %174 = stablehlo.reshape %173 : (tensor<32x2xf32>) -> tensor<32x1x2xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.reduce(%171 init: %cst_62) applies stablehlo.add across dimensions = [0] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<32x2xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %176 = stablehlo.reduce(%174 init: %cst_63) applies stablehlo.add across dimensions = [1] : (tensor<32x1x2xf32>, tensor<f32>) -> tensor<32x2xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<64x2xf32>
    %178 = "stablehlo.scatter"(%177, %67, %176) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %210 = stablehlo.add %arg8, %arg9 : tensor<f32>
      stablehlo.return %210 : tensor<f32>
    }) : (tensor<64x2xf32>, tensor<32x1xi32>, tensor<32x2xf32>) -> tensor<64x2xf32>
    %179 = stablehlo.add %161, %178 : tensor<64x2xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<64x2xf32>
    %181 = "stablehlo.scatter"(%180, %62, %175) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %210 = stablehlo.add %arg8, %arg9 : tensor<f32>
      stablehlo.return %210 : tensor<f32>
    }) : (tensor<64x2xf32>, tensor<32x1xi32>, tensor<32x2xf32>) -> tensor<64x2xf32>
    %182 = stablehlo.add %179, %181 : tensor<64x2xf32>
    %cst_66 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %183 = stablehlo.multiply %cst_66, %138 : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %185 = stablehlo.multiply %56, %184 : tensor<32x32xf32>
    %186 = call @nan_to_num_6(%48#0, %48#1, %48#2, %185) : (tensor<32x32xi1>, tensor<32x32xi1>, tensor<32x32xi1>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %187 = call @safe_mask_22(%46, %47#1, %47#2, %186) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<f32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %188 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %189 = stablehlo.divide %187, %188 : tensor<32x32xf32>
    %190 = call @safe_mask_11(%41, %42#1, %189) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1] : (tensor<32x32xf32>) -> tensor<32x32x2xf32>
    %192 = stablehlo.multiply %191, %38 : tensor<32x32x2xf32>
    %193 = call @remainder_13(%32#1, %192) : (tensor<32x32x2xi1>, tensor<32x32x2xf32>) -> tensor<32x32x2xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %194 = stablehlo.reduce(%193 init: %cst_67) applies stablehlo.add across dimensions = [0] : (tensor<32x32x2xf32>, tensor<f32>) -> tensor<32x2xf32>
    %195 = stablehlo.reshape %194 : (tensor<32x2xf32>) -> tensor<1x32x2xf32>
    %196 = stablehlo.negate %193 : tensor<32x32x2xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %197 = stablehlo.reduce(%196 init: %cst_68) applies stablehlo.add across dimensions = [1] : (tensor<32x32x2xf32>, tensor<f32>) -> tensor<32x2xf32>
    %198 = stablehlo.reshape %197 : (tensor<32x2xf32>) -> tensor<32x1x2xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %199 = stablehlo.reduce(%195 init: %cst_69) applies stablehlo.add across dimensions = [0] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<32x2xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %200 = stablehlo.reduce(%198 init: %cst_70) applies stablehlo.add across dimensions = [1] : (tensor<32x1x2xf32>, tensor<f32>) -> tensor<32x2xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<64x2xf32>
    %202 = "stablehlo.scatter"(%201, %22, %200) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %210 = stablehlo.add %arg8, %arg9 : tensor<f32>
      stablehlo.return %210 : tensor<f32>
    }) : (tensor<64x2xf32>, tensor<32x1xi32>, tensor<32x2xf32>) -> tensor<64x2xf32>
    %203 = stablehlo.add %182, %202 : tensor<64x2xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<64x2xf32>
    %205 = "stablehlo.scatter"(%204, %17, %199) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %210 = stablehlo.add %arg8, %arg9 : tensor<f32>
      stablehlo.return %210 : tensor<f32>
    }) : (tensor<64x2xf32>, tensor<32x1xi32>, tensor<32x2xf32>) -> tensor<64x2xf32>
    %206 = stablehlo.add %203, %205 : tensor<64x2xf32>
    %207 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<64x2xf32>
    %208 = stablehlo.multiply %207, %206 : tensor<64x2xf32>
    %209 = stablehlo.add %4, %208 : tensor<64x2xf32>
    return %11, %209, %206, %arg3, %arg4, %arg5, %arg6 : tensor<64x2xf32>, tensor<64x2xf32>, tensor<64x2xf32>, tensor<f32>, tensor<f16>, tensor<f16>, tensor<i32>
  }
  func.func private @remainder_16(%arg0: tensor<64x2xf32>, %arg1: tensor<f32>) -> tensor<64x2xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<64x2xf32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<64x2xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x2xf32>
    %4 = stablehlo.compare NE, %2, %3, FLOAT : (tensor<64x2xf32>, tensor<64x2xf32>) -> tensor<64x2xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x2xf32>
    %6 = stablehlo.compare LT, %2, %5, FLOAT : (tensor<64x2xf32>, tensor<64x2xf32>) -> tensor<64x2xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.compare LT, %0, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<64x2xi1>
    %9 = stablehlo.compare NE, %6, %8, UNSIGNED : (tensor<64x2xi1>, tensor<64x2xi1>) -> tensor<64x2xi1>
    %10 = stablehlo.and %9, %4 : tensor<64x2xi1>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<64x2xf32>
    %12 = stablehlo.add %2, %11 : tensor<64x2xf32>
    %13 = stablehlo.select %10, %12, %2 : tensor<64x2xi1>, tensor<64x2xf32>
    return %13 : tensor<64x2xf32>
  }
  func.func private @safe_mask_17(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xf32>, %arg2: tensor<f32>) -> (tensor<32x32xf32>, tensor<32x32xf32>, tensor<f32>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_where_1(%arg0, %arg1, %c) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
    %1 = stablehlo.divide %cst, %cst_0 : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %3 = stablehlo.subtract %2, %0 : tensor<32x32xf32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %5 = stablehlo.power %3, %4 : tensor<32x32xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.subtract %cst_0, %cst_2 : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %8 = stablehlo.power %3, %7 : tensor<32x32xf32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<32x32xf32>
    %11 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %12 = stablehlo.multiply %11, %5 : tensor<32x32xf32>
    %13 = call @_where_2(%arg0, %12, %arg2) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<f32>) -> tensor<32x32xf32>
    return %13, %10, %1 : tensor<32x32xf32>, tensor<32x32xf32>, tensor<f32>
  }
  func.func private @safe_mask_18(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xf32>) -> (tensor<32x32xf32>, tensor<f32>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_where_1(%arg0, %arg1, %c) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
    %1 = stablehlo.divide %cst, %cst_0 : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %3 = stablehlo.subtract %2, %0 : tensor<32x32xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.subtract %cst_0, %cst_2 : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %6 = stablehlo.power %3, %5 : tensor<32x32xf32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<32x32xf32>
    return %8, %1 : tensor<32x32xf32>, tensor<f32>
  }
  func.func private @safe_mask_19(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xf32>, %arg2: tensor<f32>) -> (tensor<32x32xf32>, tensor<32x32xf32>, tensor<f32>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_where_1(%arg0, %arg1, %c) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
    %1 = stablehlo.divide %cst, %cst_0 : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %3 = stablehlo.subtract %2, %0 : tensor<32x32xf32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %5 = stablehlo.power %3, %4 : tensor<32x32xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.subtract %cst_0, %cst_2 : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %8 = stablehlo.power %3, %7 : tensor<32x32xf32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<32x32xf32>
    %11 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %12 = stablehlo.multiply %11, %5 : tensor<32x32xf32>
    %13 = call @_where_2(%arg0, %12, %arg2) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<f32>) -> tensor<32x32xf32>
    return %13, %10, %1 : tensor<32x32xf32>, tensor<32x32xf32>, tensor<f32>
  }
  func.func private @safe_mask_20(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xf32>, %arg2: tensor<f32>, %arg3: tensor<32x32xf32>) -> tensor<32x32xf32> {
    %0 = call @_where_9(%arg0, %arg3) : (tensor<32x32xi1>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<32x32xf32>
    %3 = stablehlo.multiply %2, %arg1 : tensor<32x32xf32>
    %4 = stablehlo.negate %3 : tensor<32x32xf32>
    %5 = call @_where_10(%arg0, %4) : (tensor<32x32xi1>, tensor<32x32xf32>) -> tensor<32x32xf32>
    return %5 : tensor<32x32xf32>
  }
  func.func private @safe_mask_21(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xf32>, %arg2: tensor<f32>, %arg3: tensor<32x32xf32>) -> tensor<32x32xf32> {
    %0 = call @_where_9(%arg0, %arg3) : (tensor<32x32xi1>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<32x32xf32>
    %3 = stablehlo.multiply %2, %arg1 : tensor<32x32xf32>
    %4 = stablehlo.negate %3 : tensor<32x32xf32>
    %5 = call @_where_10(%arg0, %4) : (tensor<32x32xi1>, tensor<32x32xf32>) -> tensor<32x32xf32>
    return %5 : tensor<32x32xf32>
  }
  func.func private @safe_mask_22(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xf32>, %arg2: tensor<f32>, %arg3: tensor<32x32xf32>) -> tensor<32x32xf32> {
    %0 = call @_where_9(%arg0, %arg3) : (tensor<32x32xi1>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<32x32xf32>
    %3 = stablehlo.multiply %2, %arg1 : tensor<32x32xf32>
    %4 = stablehlo.negate %3 : tensor<32x32xf32>
    %5 = call @_where_10(%arg0, %4) : (tensor<32x32xi1>, tensor<32x32xf32>) -> tensor<32x32xf32>
    return %5 : tensor<32x32xf32>
  }
  func.func private @_where_23(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @_where_24(%arg0: tensor<i1>, %arg1: tensor<f16>, %arg2: tensor<f16>) -> tensor<f16> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f16>
    return %0 : tensor<f16>
  }
  func.func private @remainder_25(%arg0: tensor<32x32x2xf32>, %arg1: tensor<f32>) -> tensor<32x32x2xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<32x32x2xf32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<32x32x2xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x32x2xf32>
    %4 = stablehlo.compare NE, %2, %3, FLOAT : (tensor<32x32x2xf32>, tensor<32x32x2xf32>) -> tensor<32x32x2xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x32x2xf32>
    %6 = stablehlo.compare LT, %2, %5, FLOAT : (tensor<32x32x2xf32>, tensor<32x32x2xf32>) -> tensor<32x32x2xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.compare LT, %0, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<32x32x2xi1>
    %9 = stablehlo.compare NE, %6, %8, UNSIGNED : (tensor<32x32x2xi1>, tensor<32x32x2xi1>) -> tensor<32x32x2xi1>
    %10 = stablehlo.and %9, %4 : tensor<32x32x2xi1>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<32x32x2xf32>
    %12 = stablehlo.add %2, %11 : tensor<32x32x2xf32>
    %13 = stablehlo.select %10, %12, %2 : tensor<32x32x2xi1>, tensor<32x32x2xf32>
    return %13 : tensor<32x32x2xf32>
  }
  func.func private @safe_mask_26(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xf32>) -> tensor<32x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_where_27(%arg0, %arg1, %c) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
    %1 = stablehlo.sqrt %0 : tensor<32x32xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = call @_where_27(%arg0, %1, %c_0) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
    return %2 : tensor<32x32xf32>
  }
  func.func private @_where_27(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xf32>, %arg2: tensor<i32>) -> tensor<32x32xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<32xf32>) -> tensor<32x32xf32>
    %3 = stablehlo.select %arg0, %arg1, %2 : tensor<32x32xi1>, tensor<32x32xf32>
    return %3 : tensor<32x32xf32>
  }
  func.func private @safe_mask_28(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xf32>, %arg2: tensor<f32>) -> tensor<32x32xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_where_29(%arg0, %arg1, %c) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
    %1 = stablehlo.divide %cst, %cst_0 : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %3 = stablehlo.subtract %2, %0 : tensor<32x32xf32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %5 = stablehlo.power %3, %4 : tensor<32x32xf32>
    %6 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<32x32xf32>
    %8 = call @_where_30(%arg0, %7, %arg2) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<f32>) -> tensor<32x32xf32>
    return %8 : tensor<32x32xf32>
  }
  func.func private @_where_29(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xf32>, %arg2: tensor<i32>) -> tensor<32x32xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<32x32xi1>, tensor<32x32xf32>
    return %2 : tensor<32x32xf32>
  }
  func.func private @_where_30(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xf32>, %arg2: tensor<f32>) -> tensor<32x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<32x32xi1>, tensor<32x32xf32>
    return %1 : tensor<32x32xf32>
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
  func.func private @safe_mask_33(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xf32>, %arg2: tensor<f32>) -> tensor<32x32xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_where_29(%arg0, %arg1, %c) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
    %1 = stablehlo.divide %cst, %cst_0 : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %3 = stablehlo.subtract %2, %0 : tensor<32x32xf32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %5 = stablehlo.power %3, %4 : tensor<32x32xf32>
    %6 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<32x32xf32>
    %8 = call @_where_30(%arg0, %7, %arg2) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<f32>) -> tensor<32x32xf32>
    return %8 : tensor<32x32xf32>
  }
  func.func private @safe_mask_34(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xf32>, %arg2: tensor<f32>) -> tensor<32x32xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_where_29(%arg0, %arg1, %c) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
    %1 = stablehlo.divide %cst, %cst_0 : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %3 = stablehlo.subtract %2, %0 : tensor<32x32xf32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %5 = stablehlo.power %3, %4 : tensor<32x32xf32>
    %6 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<32x32xf32>
    %8 = call @_where_30(%arg0, %7, %arg2) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<f32>) -> tensor<32x32xf32>
    return %8 : tensor<32x32xf32>
  }
  func.func private @safe_mask_35(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xf32>, %arg2: tensor<f32>) -> (tensor<32x32xf32>, tensor<32x32xf32>, tensor<f32>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_where_1(%arg0, %arg1, %c) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
    %1 = stablehlo.divide %cst, %cst_0 : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %3 = stablehlo.subtract %2, %0 : tensor<32x32xf32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %5 = stablehlo.power %3, %4 : tensor<32x32xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.subtract %cst_0, %cst_2 : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %8 = stablehlo.power %3, %7 : tensor<32x32xf32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<32x32xf32>
    %11 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %12 = stablehlo.multiply %11, %5 : tensor<32x32xf32>
    %13 = call @_where_2(%arg0, %12, %arg2) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<f32>) -> tensor<32x32xf32>
    return %13, %10, %1 : tensor<32x32xf32>, tensor<32x32xf32>, tensor<f32>
  }
  func.func private @safe_mask_36(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xf32>) -> (tensor<32x32xf32>, tensor<f32>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_where_1(%arg0, %arg1, %c) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
    %1 = stablehlo.divide %cst, %cst_0 : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %3 = stablehlo.subtract %2, %0 : tensor<32x32xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.subtract %cst_0, %cst_2 : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %6 = stablehlo.power %3, %5 : tensor<32x32xf32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<32x32xf32>
    return %8, %1 : tensor<32x32xf32>, tensor<f32>
  }
  func.func private @safe_mask_37(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xf32>, %arg2: tensor<f32>) -> (tensor<32x32xf32>, tensor<32x32xf32>, tensor<f32>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_where_1(%arg0, %arg1, %c) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
    %1 = stablehlo.divide %cst, %cst_0 : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %3 = stablehlo.subtract %2, %0 : tensor<32x32xf32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %5 = stablehlo.power %3, %4 : tensor<32x32xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.subtract %cst_0, %cst_2 : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %8 = stablehlo.power %3, %7 : tensor<32x32xf32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<32x32xf32>
    %11 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %12 = stablehlo.multiply %11, %5 : tensor<32x32xf32>
    %13 = call @_where_2(%arg0, %12, %arg2) : (tensor<32x32xi1>, tensor<32x32xf32>, tensor<f32>) -> tensor<32x32xf32>
    return %13, %10, %1 : tensor<32x32xf32>, tensor<32x32xf32>, tensor<f32>
  }
  func.func private @safe_mask_38(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xf32>, %arg2: tensor<f32>, %arg3: tensor<32x32xf32>) -> tensor<32x32xf32> {
    %0 = call @_where_9(%arg0, %arg3) : (tensor<32x32xi1>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<32x32xf32>
    %3 = stablehlo.multiply %2, %arg1 : tensor<32x32xf32>
    %4 = stablehlo.negate %3 : tensor<32x32xf32>
    %5 = call @_where_10(%arg0, %4) : (tensor<32x32xi1>, tensor<32x32xf32>) -> tensor<32x32xf32>
    return %5 : tensor<32x32xf32>
  }
  func.func private @safe_mask_39(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xf32>, %arg2: tensor<f32>, %arg3: tensor<32x32xf32>) -> tensor<32x32xf32> {
    %0 = call @_where_9(%arg0, %arg3) : (tensor<32x32xi1>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<32x32xf32>
    %3 = stablehlo.multiply %2, %arg1 : tensor<32x32xf32>
    %4 = stablehlo.negate %3 : tensor<32x32xf32>
    %5 = call @_where_10(%arg0, %4) : (tensor<32x32xi1>, tensor<32x32xf32>) -> tensor<32x32xf32>
    return %5 : tensor<32x32xf32>
  }
  func.func private @safe_mask_40(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xf32>, %arg2: tensor<f32>, %arg3: tensor<32x32xf32>) -> tensor<32x32xf32> {
    %0 = call @_where_9(%arg0, %arg3) : (tensor<32x32xi1>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<32x32xf32>
    %3 = stablehlo.multiply %2, %arg1 : tensor<32x32xf32>
    %4 = stablehlo.negate %3 : tensor<32x32xf32>
    %5 = call @_where_10(%arg0, %4) : (tensor<32x32xi1>, tensor<32x32xf32>) -> tensor<32x32xf32>
    return %5 : tensor<32x32xf32>
  }
}
