module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @maximal_mesh_0 = <[], device_ids=[0]> {stablehlo.mesh = {axes = [], device_ids = dense<0> : tensor<1xi64>}}
  func.func public @main(%arg0: tensor<16x8xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16x16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<8x16xf32>, %arg5: tensor<8xf32>, %arg6: tensor<16x8xf32>) -> (tensor<16x8xf32> {jax.result_info = "result[0].layers[0].weight"}, tensor<16xf32> {jax.result_info = "result[0].layers[0].bias"}, tensor<16x16xf32> {jax.result_info = "result[0].layers[1].weight"}, tensor<16xf32> {jax.result_info = "result[0].layers[1].bias"}, tensor<8x16xf32> {jax.result_info = "result[0].layers[2].weight"}, tensor<8xf32> {jax.result_info = "result[0].layers[2].bias"}, tensor<16x8xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %cst = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [1.610000e-01, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [-0.00848065502, 0.33548066, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [2.89715314, -6.35944843, 4.36229563, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [5.32586479, -11.7488832, 7.49553919, -0.0924950689, 0.000000e+00, 0.000000e+00, 0.000000e+00], [5.86145544, -12.920969, 8.15936756, -0.0715849697, -0.0282690506, 0.000000e+00, 0.000000e+00], [0.096460767, 0.00999999977, 0.479889661, 1.37900853, -3.29006958, 2.32471061, 0.000000e+00]]> : tensor<7x7xf32>
    %cst_1 = stablehlo.constant dense<[0.000000e+00, 1.610000e-01, 3.270000e-01, 0.899999976, 0.980025529, 1.000000e+00, 1.000000e+00]> : tensor<7xf32>
    %cst_2 = stablehlo.constant dense<[0.00178001111, 8.16434447E-4, -0.0078808777, 1.447110e-01, -0.582357168, 0.45808211, -0.0151515156]> : tensor<7xf32>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %c_4 = stablehlo.constant dense<true> : tensor<i1>
    %c_5 = stablehlo.constant dense<true> : tensor<i1>
    %0:29 = call @diffeqsolve(%c, %c_0, %cst, %cst_1, %arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %cst_2, %c_3, %c_4, %c_5, %arg6) : (tensor<i1>, tensor<i1>, tensor<7x7xf32>, tensor<7xf32>, tensor<16x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<7xf32>, tensor<i1>, tensor<i1>, tensor<i1>, tensor<16x8xf32>) -> (tensor<1x16x8xf32>, tensor<i32>, tensor<10xi32>, tensor<10xi32>, tensor<10xi1>, tensor<10xi1>, tensor<10x16x8xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xi1>, tensor<10xi1>, tensor<10x16x8xf32>, tensor<10xi32>, tensor<10xi32>, tensor<10xf32>, tensor<10xf32>, tensor<10xi32>, tensor<10xi32>, tensor<10xi32>, tensor<10xi32>, tensor<10xi32>, tensor<10xi32>, tensor<1xf32>, tensor<1x16x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<i32>)
    %1 = stablehlo.reshape %0#0 : (tensor<1x16x8xf32>) -> tensor<16x8xf32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<16x8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<16x8xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1, 2] : (tensor<16x8xf32>) -> tensor<1x16x8xf32>
    %7:7 = call @diffeqsolve_28(%0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#12, %0#13, %0#14, %0#15, %0#16, %0#17, %0#18, %0#19, %0#20, %0#21, %0#22, %0#23, %cst, %cst_1, %arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %cst_2, %0#24, %0#25, %0#26, %0#27, %c_3, %c_4, %0#28, %6) : (tensor<i32>, tensor<10xi32>, tensor<10xi32>, tensor<10xi1>, tensor<10xi1>, tensor<10x16x8xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xi1>, tensor<10xi1>, tensor<10x16x8xf32>, tensor<10xi32>, tensor<10xi32>, tensor<10xf32>, tensor<10xf32>, tensor<10xi32>, tensor<10xi32>, tensor<10xi32>, tensor<10xi32>, tensor<10xi32>, tensor<10xi32>, tensor<1xf32>, tensor<1x16x8xf32>, tensor<7x7xf32>, tensor<7xf32>, tensor<16x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<7xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<1x16x8xf32>) -> (tensor<16x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<16x8xf32>)
    return %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6 : tensor<16x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<16x8xf32>
  }
  func.func private @diffeqsolve(%arg0: tensor<i1>, %arg1: tensor<i1>, %arg2: tensor<7x7xf32>, %arg3: tensor<7xf32>, %arg4: tensor<16x8xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16x16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<8x16xf32>, %arg9: tensor<8xf32>, %arg10: tensor<7xf32>, %arg11: tensor<i1>, %arg12: tensor<i1>, %arg13: tensor<i1>, %arg14: tensor<16x8xf32>) -> (tensor<1x16x8xf32>, tensor<i32>, tensor<10xi32>, tensor<10xi32>, tensor<10xi1>, tensor<10xi1>, tensor<10x16x8xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xi1>, tensor<10xi1>, tensor<10x16x8xf32>, tensor<10xi32>, tensor<10xi32>, tensor<10xf32>, tensor<10xf32>, tensor<10xi32>, tensor<10xi32>, tensor<10xi32>, tensor<10xi32>, tensor<10xi32>, tensor<10xi32>, tensor<1xf32>, tensor<1x16x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<i32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %0 = call @branched_error_if_impl(%cst) : (tensor<f32>) -> tensor<f32>
    %1 = stablehlo.convert %0 : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.compare LT, %cst_0, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_2 = stablehlo.constant dense<-1> : tensor<i32>
    %3 = call @_where(%2, %c, %c_2) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %4 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.multiply %cst_3, %4 : tensor<f32>
    %6 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.multiply %cst_4, %6 : tensor<f32>
    %8 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %9 = stablehlo.multiply %1, %8 : tensor<f32>
    %10 = stablehlo.subtract %7, %5 : tensor<f32>
    %cst_5 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %11 = chlo.next_after %9, %cst_5 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.compare EQ, %9, %cst_6, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_7 = stablehlo.constant dense<1.17549435E-38> : tensor<f32>
    %13 = call @_where_0(%12, %cst_7, %11) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %14 = stablehlo.divide %10, %13 : tensor<f32>
    %15 = stablehlo.ceil %14 : tensor<f32>
    %16 = stablehlo.convert %15 : (tensor<f32>) -> tensor<i32>
    %17 = stablehlo.is_finite %7 : (tensor<f32>) -> tensor<i1>
    %c_8 = stablehlo.constant dense<-1> : tensor<i32>
    %18 = call @_where_1(%17, %16, %c_8) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %19 = stablehlo.is_finite %7 : (tensor<f32>) -> tensor<i1>
    %20 = call @_where_0(%19, %7, %9) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %21 = stablehlo.add %5, %9 : tensor<f32>
    %22 = stablehlo.minimum %21, %7 : tensor<f32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %24 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %cst_10 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %25 = stablehlo.multiply %24, %cst_10 : tensor<f32>
    %26 = stablehlo.convert %25 : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_11 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1x16x8xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %29 = chlo.next_after %7, %cst_12 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.compare EQ, %7, %cst_13, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_14 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %31 = call @_where_0(%30, %cst_14, %29) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %32 = chlo.next_after %31, %cst_15 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.compare EQ, %31, %cst_16, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_17 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %34 = call @_where_0(%33, %cst_17, %32) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %35 = chlo.next_after %34, %cst_18 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.compare EQ, %34, %cst_19, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_20 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %37 = call @_where_0(%36, %cst_20, %35) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %38 = chlo.next_after %37, %cst_21 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.compare EQ, %37, %cst_22, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_23 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %40 = call @_where_0(%39, %cst_23, %38) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %41 = chlo.next_after %40, %cst_24 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.compare EQ, %40, %cst_25, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_26 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %43 = call @_where_0(%42, %cst_26, %41) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_27 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %44 = chlo.next_after %43, %cst_27 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.compare EQ, %43, %cst_28, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_29 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %46 = call @_where_0(%45, %cst_29, %44) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_30 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %47 = chlo.next_after %46, %cst_30 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.compare EQ, %46, %cst_31, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_32 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %49 = call @_where_0(%48, %cst_32, %47) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_33 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %50 = chlo.next_after %49, %cst_33 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.compare EQ, %49, %cst_34, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_35 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %52 = call @_where_0(%51, %cst_35, %50) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_36 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %53 = chlo.next_after %52, %cst_36 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.compare EQ, %52, %cst_37, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_38 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %55 = call @_where_0(%54, %cst_38, %53) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_39 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %56 = chlo.next_after %55, %cst_39 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.compare EQ, %55, %cst_40, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_41 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %58 = call @_where_0(%57, %cst_41, %56) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_42 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %59 = chlo.next_after %58, %cst_42 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.compare EQ, %58, %cst_43, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_44 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %61 = call @_where_0(%60, %cst_44, %59) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_45 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %62 = chlo.next_after %61, %cst_45 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.compare EQ, %61, %cst_46, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_47 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %64 = call @_where_0(%63, %cst_47, %62) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_48 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %65 = chlo.next_after %64, %cst_48 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.compare EQ, %64, %cst_49, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_50 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %67 = call @_where_0(%66, %cst_50, %65) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_51 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %68 = chlo.next_after %67, %cst_51 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.compare EQ, %67, %cst_52, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_53 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %70 = call @_where_0(%69, %cst_53, %68) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_54 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %71 = chlo.next_after %70, %cst_54 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.compare EQ, %70, %cst_55, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_56 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %73 = call @_where_0(%72, %cst_56, %71) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_57 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %74 = chlo.next_after %73, %cst_57 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.compare EQ, %73, %cst_58, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_59 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %76 = call @_where_0(%75, %cst_59, %74) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_60 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %77 = chlo.next_after %76, %cst_60 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.compare EQ, %76, %cst_61, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_62 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %79 = call @_where_0(%78, %cst_62, %77) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_63 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %80 = chlo.next_after %79, %cst_63 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.compare EQ, %79, %cst_64, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_65 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %82 = call @_where_0(%81, %cst_65, %80) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_66 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %83 = chlo.next_after %82, %cst_66 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.compare EQ, %82, %cst_67, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_68 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %85 = call @_where_0(%84, %cst_68, %83) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_69 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %86 = chlo.next_after %85, %cst_69 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.compare EQ, %85, %cst_70, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_71 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %88 = call @_where_0(%87, %cst_71, %86) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_72 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %89 = chlo.next_after %88, %cst_72 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.compare EQ, %88, %cst_73, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_74 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %91 = call @_where_0(%90, %cst_74, %89) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_75 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %92 = chlo.next_after %91, %cst_75 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.compare EQ, %91, %cst_76, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_77 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %94 = call @_where_0(%93, %cst_77, %92) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_78 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %95 = chlo.next_after %94, %cst_78 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.compare EQ, %94, %cst_79, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_80 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %97 = call @_where_0(%96, %cst_80, %95) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_81 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %98 = chlo.next_after %97, %cst_81 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.compare EQ, %97, %cst_82, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_83 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %100 = call @_where_0(%99, %cst_83, %98) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_84 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %101 = chlo.next_after %100, %cst_84 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.compare EQ, %100, %cst_85, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_86 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %103 = call @_where_0(%102, %cst_86, %101) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_87 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %104 = chlo.next_after %103, %cst_87 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.compare EQ, %103, %cst_88, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_89 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %106 = call @_where_0(%105, %cst_89, %104) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_90 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %107 = chlo.next_after %106, %cst_90 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.compare EQ, %106, %cst_91, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_92 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %109 = call @_where_0(%108, %cst_92, %107) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_93 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %110 = chlo.next_after %109, %cst_93 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.compare EQ, %109, %cst_94, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_95 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %112 = call @_where_0(%111, %cst_95, %110) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_96 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %113 = chlo.next_after %112, %cst_96 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.compare EQ, %112, %cst_97, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_98 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %115 = call @_where_0(%114, %cst_98, %113) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_99 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %116 = chlo.next_after %115, %cst_99 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.compare EQ, %115, %cst_100, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_101 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %118 = call @_where_0(%117, %cst_101, %116) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_102 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %119 = chlo.next_after %118, %cst_102 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.compare EQ, %118, %cst_103, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_104 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %121 = call @_where_0(%120, %cst_104, %119) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_105 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %122 = chlo.next_after %121, %cst_105 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.compare EQ, %121, %cst_106, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_107 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %124 = call @_where_0(%123, %cst_107, %122) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_108 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %125 = chlo.next_after %124, %cst_108 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.compare EQ, %124, %cst_109, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_110 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %127 = call @_where_0(%126, %cst_110, %125) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_111 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %128 = chlo.next_after %127, %cst_111 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.compare EQ, %127, %cst_112, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_113 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %130 = call @_where_0(%129, %cst_113, %128) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_114 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %131 = chlo.next_after %130, %cst_114 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.compare EQ, %130, %cst_115, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_116 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %133 = call @_where_0(%132, %cst_116, %131) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_117 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %134 = chlo.next_after %133, %cst_117 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.compare EQ, %133, %cst_118, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_119 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %136 = call @_where_0(%135, %cst_119, %134) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_120 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %137 = chlo.next_after %136, %cst_120 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.compare EQ, %136, %cst_121, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_122 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %139 = call @_where_0(%138, %cst_122, %137) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_123 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %140 = chlo.next_after %139, %cst_123 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.compare EQ, %139, %cst_124, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_125 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %142 = call @_where_0(%141, %cst_125, %140) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_126 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %143 = chlo.next_after %142, %cst_126 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.compare EQ, %142, %cst_127, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_128 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %145 = call @_where_0(%144, %cst_128, %143) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_129 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %146 = chlo.next_after %145, %cst_129 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.compare EQ, %145, %cst_130, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_131 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %148 = call @_where_0(%147, %cst_131, %146) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_132 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %149 = chlo.next_after %148, %cst_132 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.compare EQ, %148, %cst_133, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_134 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %151 = call @_where_0(%150, %cst_134, %149) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_135 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %152 = chlo.next_after %151, %cst_135 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.compare EQ, %151, %cst_136, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_137 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %154 = call @_where_0(%153, %cst_137, %152) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_138 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %155 = chlo.next_after %154, %cst_138 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %156 = stablehlo.compare EQ, %154, %cst_139, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_140 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %157 = call @_where_0(%156, %cst_140, %155) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_141 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %158 = chlo.next_after %157, %cst_141 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %159 = stablehlo.compare EQ, %157, %cst_142, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_143 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %160 = call @_where_0(%159, %cst_143, %158) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_144 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %161 = chlo.next_after %160, %cst_144 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %162 = stablehlo.compare EQ, %160, %cst_145, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_146 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %163 = call @_where_0(%162, %cst_146, %161) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_147 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %164 = chlo.next_after %163, %cst_147 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %165 = stablehlo.compare EQ, %163, %cst_148, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_149 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %166 = call @_where_0(%165, %cst_149, %164) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_150 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %167 = chlo.next_after %166, %cst_150 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %168 = stablehlo.compare EQ, %166, %cst_151, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_152 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %169 = call @_where_0(%168, %cst_152, %167) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_153 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %170 = chlo.next_after %169, %cst_153 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %171 = stablehlo.compare EQ, %169, %cst_154, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_155 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %172 = call @_where_0(%171, %cst_155, %170) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_156 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %173 = chlo.next_after %172, %cst_156 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %174 = stablehlo.compare EQ, %172, %cst_157, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_158 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %175 = call @_where_0(%174, %cst_158, %173) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_159 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %176 = chlo.next_after %175, %cst_159 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %177 = stablehlo.compare EQ, %175, %cst_160, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_161 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %178 = call @_where_0(%177, %cst_161, %176) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_162 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %179 = chlo.next_after %178, %cst_162 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %180 = stablehlo.compare EQ, %178, %cst_163, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_164 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %181 = call @_where_0(%180, %cst_164, %179) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_165 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %182 = chlo.next_after %181, %cst_165 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %183 = stablehlo.compare EQ, %181, %cst_166, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_167 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %184 = call @_where_0(%183, %cst_167, %182) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_168 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %185 = chlo.next_after %184, %cst_168 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %186 = stablehlo.compare EQ, %184, %cst_169, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_170 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %187 = call @_where_0(%186, %cst_170, %185) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_171 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %188 = chlo.next_after %187, %cst_171 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_172 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %189 = stablehlo.compare EQ, %187, %cst_172, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_173 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %190 = call @_where_0(%189, %cst_173, %188) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_174 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %191 = chlo.next_after %190, %cst_174 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_175 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.compare EQ, %190, %cst_175, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_176 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %193 = call @_where_0(%192, %cst_176, %191) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_177 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %194 = chlo.next_after %193, %cst_177 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_178 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %195 = stablehlo.compare EQ, %193, %cst_178, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_179 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %196 = call @_where_0(%195, %cst_179, %194) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_180 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %197 = chlo.next_after %196, %cst_180 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_181 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %198 = stablehlo.compare EQ, %196, %cst_181, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_182 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %199 = call @_where_0(%198, %cst_182, %197) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_183 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %200 = chlo.next_after %199, %cst_183 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_184 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %201 = stablehlo.compare EQ, %199, %cst_184, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_185 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %202 = call @_where_0(%201, %cst_185, %200) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_186 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %203 = chlo.next_after %202, %cst_186 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_187 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %204 = stablehlo.compare EQ, %202, %cst_187, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_188 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %205 = call @_where_0(%204, %cst_188, %203) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_189 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %206 = chlo.next_after %205, %cst_189 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_190 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %207 = stablehlo.compare EQ, %205, %cst_190, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_191 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %208 = call @_where_0(%207, %cst_191, %206) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_192 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %209 = chlo.next_after %208, %cst_192 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_193 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %210 = stablehlo.compare EQ, %208, %cst_193, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_194 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %211 = call @_where_0(%210, %cst_194, %209) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_195 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %212 = chlo.next_after %211, %cst_195 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_196 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %213 = stablehlo.compare EQ, %211, %cst_196, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_197 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %214 = call @_where_0(%213, %cst_197, %212) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_198 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %215 = chlo.next_after %214, %cst_198 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_199 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %216 = stablehlo.compare EQ, %214, %cst_199, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_200 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %217 = call @_where_0(%216, %cst_200, %215) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_201 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %218 = chlo.next_after %217, %cst_201 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_202 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %219 = stablehlo.compare EQ, %217, %cst_202, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_203 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %220 = call @_where_0(%219, %cst_203, %218) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_204 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %221 = chlo.next_after %220, %cst_204 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_205 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %222 = stablehlo.compare EQ, %220, %cst_205, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_206 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %223 = call @_where_0(%222, %cst_206, %221) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_207 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %224 = chlo.next_after %223, %cst_207 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_208 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %225 = stablehlo.compare EQ, %223, %cst_208, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_209 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %226 = call @_where_0(%225, %cst_209, %224) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_210 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %227 = chlo.next_after %226, %cst_210 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_211 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %228 = stablehlo.compare EQ, %226, %cst_211, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_212 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %229 = call @_where_0(%228, %cst_212, %227) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_213 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %230 = chlo.next_after %229, %cst_213 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_214 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %231 = stablehlo.compare EQ, %229, %cst_214, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_215 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %232 = call @_where_0(%231, %cst_215, %230) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_216 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %233 = chlo.next_after %232, %cst_216 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_217 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %234 = stablehlo.compare EQ, %232, %cst_217, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_218 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %235 = call @_where_0(%234, %cst_218, %233) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_219 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %236 = chlo.next_after %235, %cst_219 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_220 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %237 = stablehlo.compare EQ, %235, %cst_220, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_221 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %238 = call @_where_0(%237, %cst_221, %236) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_222 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %239 = chlo.next_after %238, %cst_222 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_223 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %240 = stablehlo.compare EQ, %238, %cst_223, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_224 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %241 = call @_where_0(%240, %cst_224, %239) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_225 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %242 = chlo.next_after %241, %cst_225 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_226 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %243 = stablehlo.compare EQ, %241, %cst_226, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_227 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %244 = call @_where_0(%243, %cst_227, %242) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_228 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %245 = chlo.next_after %244, %cst_228 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_229 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %246 = stablehlo.compare EQ, %244, %cst_229, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_230 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %247 = call @_where_0(%246, %cst_230, %245) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_231 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %248 = chlo.next_after %247, %cst_231 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_232 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %249 = stablehlo.compare EQ, %247, %cst_232, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_233 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %250 = call @_where_0(%249, %cst_233, %248) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_234 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %251 = chlo.next_after %250, %cst_234 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_235 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %252 = stablehlo.compare EQ, %250, %cst_235, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_236 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %253 = call @_where_0(%252, %cst_236, %251) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_237 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %254 = chlo.next_after %253, %cst_237 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_238 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %255 = stablehlo.compare EQ, %253, %cst_238, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_239 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %256 = call @_where_0(%255, %cst_239, %254) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_240 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %257 = chlo.next_after %256, %cst_240 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_241 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %258 = stablehlo.compare EQ, %256, %cst_241, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_242 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %259 = call @_where_0(%258, %cst_242, %257) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_243 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %260 = chlo.next_after %259, %cst_243 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_244 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %261 = stablehlo.compare EQ, %259, %cst_244, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_245 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %262 = call @_where_0(%261, %cst_245, %260) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_246 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %263 = chlo.next_after %262, %cst_246 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_247 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %264 = stablehlo.compare EQ, %262, %cst_247, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_248 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %265 = call @_where_0(%264, %cst_248, %263) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_249 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %266 = chlo.next_after %265, %cst_249 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_250 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %267 = stablehlo.compare EQ, %265, %cst_250, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_251 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %268 = call @_where_0(%267, %cst_251, %266) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_252 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %269 = chlo.next_after %268, %cst_252 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_253 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %270 = stablehlo.compare EQ, %268, %cst_253, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_254 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %271 = call @_where_0(%270, %cst_254, %269) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_255 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %272 = chlo.next_after %271, %cst_255 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_256 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %273 = stablehlo.compare EQ, %271, %cst_256, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_257 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %274 = call @_where_0(%273, %cst_257, %272) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_258 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %275 = chlo.next_after %274, %cst_258 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_259 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %276 = stablehlo.compare EQ, %274, %cst_259, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_260 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %277 = call @_where_0(%276, %cst_260, %275) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_261 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %278 = chlo.next_after %277, %cst_261 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_262 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %279 = stablehlo.compare EQ, %277, %cst_262, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_263 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %280 = call @_where_0(%279, %cst_263, %278) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_264 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %281 = chlo.next_after %280, %cst_264 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_265 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %282 = stablehlo.compare EQ, %280, %cst_265, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_266 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %283 = call @_where_0(%282, %cst_266, %281) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_267 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %284 = chlo.next_after %283, %cst_267 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_268 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %285 = stablehlo.compare EQ, %283, %cst_268, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_269 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %286 = call @_where_0(%285, %cst_269, %284) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_270 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %287 = chlo.next_after %286, %cst_270 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_271 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %288 = stablehlo.compare EQ, %286, %cst_271, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_272 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %289 = call @_where_0(%288, %cst_272, %287) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_273 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %290 = chlo.next_after %289, %cst_273 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_274 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %291 = stablehlo.compare EQ, %289, %cst_274, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_275 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %292 = call @_where_0(%291, %cst_275, %290) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_276 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %293 = chlo.next_after %292, %cst_276 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_277 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %294 = stablehlo.compare EQ, %292, %cst_277, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_278 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %295 = call @_where_0(%294, %cst_278, %293) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_279 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %296 = chlo.next_after %295, %cst_279 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_280 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %297 = stablehlo.compare EQ, %295, %cst_280, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_281 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %298 = call @_where_0(%297, %cst_281, %296) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_282 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %299 = chlo.next_after %298, %cst_282 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_283 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %300 = stablehlo.compare EQ, %298, %cst_283, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_284 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %301 = call @_where_0(%300, %cst_284, %299) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_285 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %302 = chlo.next_after %301, %cst_285 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_286 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %303 = stablehlo.compare EQ, %301, %cst_286, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_287 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %304 = call @_where_0(%303, %cst_287, %302) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_288 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %305 = chlo.next_after %304, %cst_288 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_289 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %306 = stablehlo.compare EQ, %304, %cst_289, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_290 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %307 = call @_where_0(%306, %cst_290, %305) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_291 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %308 = chlo.next_after %307, %cst_291 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_292 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %309 = stablehlo.compare EQ, %307, %cst_292, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_293 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %310 = call @_where_0(%309, %cst_293, %308) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_294 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %311 = chlo.next_after %310, %cst_294 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_295 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %312 = stablehlo.compare EQ, %310, %cst_295, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_296 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %313 = call @_where_0(%312, %cst_296, %311) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_297 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %314 = chlo.next_after %313, %cst_297 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_298 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %315 = stablehlo.compare EQ, %313, %cst_298, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_299 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %316 = call @_where_0(%315, %cst_299, %314) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_300 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %317 = chlo.next_after %316, %cst_300 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_301 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %318 = stablehlo.compare EQ, %316, %cst_301, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_302 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %319 = call @_where_0(%318, %cst_302, %317) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_303 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %320 = chlo.next_after %319, %cst_303 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_304 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %321 = stablehlo.compare EQ, %319, %cst_304, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_305 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %322 = call @_where_0(%321, %cst_305, %320) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_306 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %323 = chlo.next_after %322, %cst_306 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_307 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %324 = stablehlo.compare EQ, %322, %cst_307, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_308 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %325 = call @_where_0(%324, %cst_308, %323) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_309 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %326 = chlo.next_after %325, %cst_309 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_310 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %327 = stablehlo.compare EQ, %325, %cst_310, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_311 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %328 = call @_where_0(%327, %cst_311, %326) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %c_312 = stablehlo.constant dense<true> : tensor<i1>
    %c_313 = stablehlo.constant dense<1> : tensor<i32>
    %c_314 = stablehlo.constant dense<false> : tensor<i1>
    %c_315 = stablehlo.constant dense<0> : tensor<i32>
    %c_316 = stablehlo.constant dense<0> : tensor<i32>
    %c_317 = stablehlo.constant dense<0> : tensor<i32>
    %c_318 = stablehlo.constant dense<0> : tensor<i32>
    %c_319 = stablehlo.constant dense<0> : tensor<i32>
    %c_320 = stablehlo.constant dense<0> : tensor<i32>
    %329 = stablehlo.compare LT, %5, %7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %330 = stablehlo.and %329, %arg0 : tensor<i1>
    %c_321 = stablehlo.constant dense<0> : tensor<i32>
    %331 = stablehlo.broadcast_in_dim %c_321, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %c_322 = stablehlo.constant dense<0> : tensor<i32>
    %332 = stablehlo.broadcast_in_dim %c_322, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_323 = stablehlo.constant dense<2147483647> : tensor<i32>
    %333 = "stablehlo.scatter"(%331, %332, %c_323) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg15: tensor<i32>, %arg16: tensor<i32>):
      stablehlo.return %arg16 : tensor<i32>
    }) : (tensor<10xi32>, tensor<1xi32>, tensor<i32>) -> tensor<10xi32>
    %c_324 = stablehlo.constant dense<false> : tensor<i1>
    %334 = stablehlo.broadcast_in_dim %c_324, dims = [] : (tensor<i1>) -> tensor<10xi1>
    %c_325 = stablehlo.constant dense<2147483647> : tensor<i32>
    %335 = stablehlo.broadcast_in_dim %c_325, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %c_326 = stablehlo.constant dense<0> : tensor<i32>
    %336 = stablehlo.broadcast_in_dim %c_326, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %c_327 = stablehlo.constant dense<false> : tensor<i1>
    %337 = stablehlo.broadcast_in_dim %c_327, dims = [] : (tensor<i1>) -> tensor<10xi1>
    %c_328 = stablehlo.constant dense<false> : tensor<i1>
    %338 = stablehlo.broadcast_in_dim %c_328, dims = [] : (tensor<i1>) -> tensor<10xi1>
    %cst_329 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<10x16x8xf32>
    %cst_330 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %cst_331 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_331, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %c_332 = stablehlo.constant dense<false> : tensor<i1>
    %342 = stablehlo.broadcast_in_dim %c_332, dims = [] : (tensor<i1>) -> tensor<10xi1>
    %c_333 = stablehlo.constant dense<false> : tensor<i1>
    %343 = stablehlo.broadcast_in_dim %c_333, dims = [] : (tensor<i1>) -> tensor<10xi1>
    %cst_334 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %344 = stablehlo.broadcast_in_dim %cst_334, dims = [] : (tensor<f32>) -> tensor<10x16x8xf32>
    %c_335 = stablehlo.constant dense<0> : tensor<i32>
    %345 = stablehlo.broadcast_in_dim %c_335, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %c_336 = stablehlo.constant dense<0> : tensor<i32>
    %346 = stablehlo.broadcast_in_dim %c_336, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %cst_337 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_337, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %cst_338 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %c_339 = stablehlo.constant dense<0> : tensor<i32>
    %349 = stablehlo.broadcast_in_dim %c_339, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %c_340 = stablehlo.constant dense<0> : tensor<i32>
    %350 = stablehlo.broadcast_in_dim %c_340, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %c_341 = stablehlo.constant dense<0> : tensor<i32>
    %351 = stablehlo.broadcast_in_dim %c_341, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %c_342 = stablehlo.constant dense<0> : tensor<i32>
    %352 = stablehlo.broadcast_in_dim %c_342, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %c_343 = stablehlo.constant dense<0> : tensor<i32>
    %353 = stablehlo.broadcast_in_dim %c_343, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %c_344 = stablehlo.constant dense<0> : tensor<i32>
    %354 = stablehlo.broadcast_in_dim %c_344, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %c_345 = stablehlo.constant dense<0> : tensor<i32>
    %c_346 = stablehlo.constant dense<0> : tensor<i32>
    %c_347 = stablehlo.constant dense<10> : tensor<i32>
    %c_348 = stablehlo.constant dense<10> : tensor<i32>
    %c_349 = stablehlo.constant dense<true> : tensor<i1>
    %c_350 = stablehlo.constant dense<0> : tensor<i32>
    %c_351 = stablehlo.constant dense<true> : tensor<i1>
    %355:65 = stablehlo.while(%iterArg = %7, %iterArg_402 = %arg1, %iterArg_403 = %3, %iterArg_404 = %arg2, %iterArg_405 = %arg3, %iterArg_406 = %arg4, %iterArg_407 = %arg5, %iterArg_408 = %arg6, %iterArg_409 = %arg7, %iterArg_410 = %arg8, %iterArg_411 = %arg9, %iterArg_412 = %arg10, %iterArg_413 = %arg11, %iterArg_414 = %7, %iterArg_415 = %328, %iterArg_416 = %5, %iterArg_417 = %arg12, %iterArg_418 = %c_345, %iterArg_419 = %c_346, %iterArg_420 = %c_347, %iterArg_421 = %c_348, %iterArg_422 = %c_349, %iterArg_423 = %333, %iterArg_424 = %334, %iterArg_425 = %c_350, %iterArg_426 = %330, %iterArg_427 = %c_351, %iterArg_428 = %arg14, %iterArg_429 = %5, %iterArg_430 = %22, %iterArg_431 = %c_314, %iterArg_432 = %c_312, %iterArg_433 = %23, %iterArg_434 = %c_313, %iterArg_435 = %18, %iterArg_436 = %5, %iterArg_437 = %20, %iterArg_438 = %c_315, %iterArg_439 = %c_316, %iterArg_440 = %c_317, %iterArg_441 = %c_318, %iterArg_442 = %c_319, %iterArg_443 = %27, %iterArg_444 = %28, %iterArg_445 = %c_320, %iterArg_446 = %335, %iterArg_447 = %336, %iterArg_448 = %337, %iterArg_449 = %338, %iterArg_450 = %339, %iterArg_451 = %340, %iterArg_452 = %341, %iterArg_453 = %342, %iterArg_454 = %343, %iterArg_455 = %344, %iterArg_456 = %345, %iterArg_457 = %346, %iterArg_458 = %347, %iterArg_459 = %348, %iterArg_460 = %349, %iterArg_461 = %350, %iterArg_462 = %351, %iterArg_463 = %352, %iterArg_464 = %353, %iterArg_465 = %354) : tensor<f32>, tensor<i1>, tensor<i32>, tensor<7x7xf32>, tensor<7xf32>, tensor<16x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<7xf32>, tensor<i1>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i1>, tensor<10xi32>, tensor<10xi1>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<16x8xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i1>, tensor<16x8xf32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<1xf32>, tensor<1x16x8xf32>, tensor<i32>, tensor<10xi32>, tensor<10xi32>, tensor<10xi1>, tensor<10xi1>, tensor<10x16x8xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xi1>, tensor<10xi1>, tensor<10x16x8xf32>, tensor<10xi32>, tensor<10xi32>, tensor<10xf32>, tensor<10xf32>, tensor<10xi32>, tensor<10xi32>, tensor<10xi32>, tensor<10xi32>, tensor<10xi32>, tensor<10xi32>
    cond {
      %525 = stablehlo.compare LT, %iterArg_429, %iterArg, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %526 = stablehlo.and %525, %iterArg_402 : tensor<i1>
      %c_466 = stablehlo.constant dense<false> : tensor<i1>
      %527 = stablehlo.reduce(%526 init: %c_466) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %c_467 = stablehlo.constant dense<64> : tensor<i32>
      %528 = stablehlo.compare LT, %iterArg_425, %c_467, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_468 = stablehlo.constant dense<false> : tensor<i1>
      %529 = stablehlo.broadcast_in_dim %c_468, dims = [] : (tensor<i1>) -> tensor<i1>
      %530 = stablehlo.compare NE, %528, %529, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %531 = stablehlo.convert %530 : tensor<i1>
      %532 = stablehlo.and %527, %531 : tensor<i1>
      stablehlo.return %532 : tensor<i1>
    } do {
      %c_466 = stablehlo.constant dense<1> : tensor<i32>
      %525 = stablehlo.add %iterArg_418, %c_466 : tensor<i32>
      %c_467 = stablehlo.constant dense<0> : tensor<i32>
      %526:8 = "stablehlo.case"(%c_467) ({
        %c_507 = stablehlo.constant dense<1> : tensor<i32>
        %655 = stablehlo.add %iterArg_419, %c_507 : tensor<i32>
        %656 = func.call @_where_2(%iterArg_422, %655, %iterArg_419) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
        %657 = stablehlo.compare GT, %656, %iterArg_420, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_508 = stablehlo.constant dense<false> : tensor<i1>
        %658 = stablehlo.broadcast_in_dim %c_508, dims = [] : (tensor<i1>) -> tensor<i1>
        %659 = stablehlo.compare NE, %657, %658, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %660 = stablehlo.convert %659 : tensor<i1>
        %661 = stablehlo.and %iterArg_422, %660 : tensor<i1>
        %c_509 = stablehlo.constant dense<1> : tensor<i32>
        %662 = func.call @_where_2(%661, %c_509, %656) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
        %c_510 = stablehlo.constant dense<1> : tensor<i32>
        %663 = stablehlo.add %iterArg_418, %c_510 : tensor<i32>
        %664 = stablehlo.convert %iterArg_421 : tensor<i32>
        %665 = stablehlo.compare EQ, %663, %664, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_511 = stablehlo.constant dense<false> : tensor<i1>
        %666 = func.call @_where_3(%665, %c_511, %iterArg_422) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
        %667 = stablehlo.convert %iterArg_421 : tensor<i32>
        %668 = stablehlo.compare EQ, %iterArg_418, %667, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %669 = stablehlo.add %iterArg_421, %iterArg_420 : tensor<i32>
        %670 = func.call @_where_2(%668, %669, %iterArg_421) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
        %c_512 = stablehlo.constant dense<1> : tensor<i32>
        %671 = stablehlo.subtract %iterArg_420, %c_512 : tensor<i32>
        %672 = func.call @_where_2(%668, %671, %iterArg_420) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
        %673 = func.call @_where_2(%668, %672, %662) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
        %c_513 = stablehlo.constant dense<0> : tensor<i32>
        %674 = stablehlo.compare GT, %672, %c_513, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %675 = func.call @_where_4(%668, %674, %666) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
        stablehlo.return %iterArg_422, %iterArg_419, %673, %672, %670, %675, %iterArg_423, %iterArg_424 : tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i1>, tensor<10xi32>, tensor<10xi1>
      }, {
        %c_507 = stablehlo.constant dense<false> : tensor<i1>
        %655 = stablehlo.reduce(%iterArg_424 init: %c_507) applies stablehlo.or across dimensions = [0] : (tensor<10xi1>, tensor<i1>) -> tensor<i1>
        %656 = stablehlo.convert %655 : (tensor<i1>) -> tensor<i32>
        %657:3 = "stablehlo.case"(%656) ({
          %663 = func.call @argmax(%iterArg_446) : (tensor<10xi32>) -> tensor<i32>
          %c_511 = stablehlo.constant dense<0> : tensor<i32>
          %664 = stablehlo.compare LT, %663, %c_511, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_512 = stablehlo.constant dense<10> : tensor<i32>
          %665 = stablehlo.add %663, %c_512 : tensor<i32>
          %666 = stablehlo.select %664, %665, %663 : tensor<i1>, tensor<i32>
          %667 = stablehlo.dynamic_slice %iterArg_423, %666, sizes = [1] : (tensor<10xi32>, tensor<i32>) -> tensor<1xi32>
          %668 = stablehlo.reshape %667 : (tensor<1xi32>) -> tensor<i32>
          %c_513 = stablehlo.constant dense<1> : tensor<i32>
          %669 = stablehlo.add %668, %c_513 : tensor<i32>
          %c_514 = stablehlo.constant dense<0> : tensor<i32>
          %670 = stablehlo.compare LT, %663, %c_514, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_515 = stablehlo.constant dense<10> : tensor<i32>
          %671 = stablehlo.add %663, %c_515 : tensor<i32>
          %672 = stablehlo.select %670, %671, %663 : tensor<i1>, tensor<i32>
          %673 = stablehlo.dynamic_slice %iterArg_423, %672, sizes = [1] : (tensor<10xi32>, tensor<i32>) -> tensor<1xi32>
          %674 = stablehlo.reshape %673 : (tensor<1xi32>) -> tensor<i32>
          %675 = stablehlo.broadcast_in_dim %674, dims = [] : (tensor<i32>) -> tensor<10xi32>
          %676 = stablehlo.compare LT, %iterArg_423, %675, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
          %c_516 = stablehlo.constant dense<true> : tensor<i1>
          %677 = func.call @_where_5(%676, %c_516, %iterArg_424) : (tensor<10xi1>, tensor<i1>, tensor<10xi1>) -> tensor<10xi1>
          stablehlo.return %663, %669, %677 : tensor<i32>, tensor<i32>, tensor<10xi1>
        }, {
          %c_511 = stablehlo.constant dense<0> : tensor<i32>
          %663 = func.call @_where_6(%iterArg_424, %iterArg_446, %c_511) : (tensor<10xi1>, tensor<10xi32>, tensor<i32>) -> tensor<10xi32>
          %664 = func.call @argmax(%663) : (tensor<10xi32>) -> tensor<i32>
          %c_512 = stablehlo.constant dense<0> : tensor<i32>
          %665 = stablehlo.compare LT, %664, %c_512, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_513 = stablehlo.constant dense<10> : tensor<i32>
          %666 = stablehlo.add %664, %c_513 : tensor<i32>
          %667 = stablehlo.select %665, %666, %664 : tensor<i1>, tensor<i32>
          %668 = stablehlo.broadcast_in_dim %667, dims = [] : (tensor<i32>) -> tensor<1xi32>
          %c_514 = stablehlo.constant dense<false> : tensor<i1>
          %669 = "stablehlo.scatter"(%iterArg_424, %668, %c_514) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
          ^bb0(%arg15: tensor<i1>, %arg16: tensor<i1>):
            stablehlo.return %arg16 : tensor<i1>
          }) : (tensor<10xi1>, tensor<1xi32>, tensor<i1>) -> tensor<10xi1>
          %c_515 = stablehlo.constant dense<0> : tensor<i32>
          stablehlo.return %664, %c_515, %669 : tensor<i32>, tensor<i32>, tensor<10xi1>
        }) : (tensor<i32>) -> (tensor<i32>, tensor<i32>, tensor<10xi1>)
        %c_508 = stablehlo.constant dense<0> : tensor<i32>
        %658 = stablehlo.compare LT, %657#0, %c_508, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_509 = stablehlo.constant dense<10> : tensor<i32>
        %659 = stablehlo.add %657#0, %c_509 : tensor<i32>
        %660 = stablehlo.select %658, %659, %657#0 : tensor<i1>, tensor<i32>
        %661 = stablehlo.broadcast_in_dim %660, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %662 = "stablehlo.scatter"(%iterArg_423, %661, %657#1) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
        ^bb0(%arg15: tensor<i32>, %arg16: tensor<i32>):
          stablehlo.return %arg16 : tensor<i32>
        }) : (tensor<10xi32>, tensor<1xi32>, tensor<i32>) -> tensor<10xi32>
        %c_510 = stablehlo.constant dense<true> : tensor<i1>
        stablehlo.return %c_510, %657#0, %iterArg_419, %iterArg_420, %iterArg_421, %iterArg_422, %662, %657#2 : tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i1>, tensor<10xi32>, tensor<10xi1>
      }) : (tensor<i32>) -> (tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i1>, tensor<10xi32>, tensor<10xi1>)
      %c_468 = stablehlo.constant dense<1> : tensor<i32>
      %527 = stablehlo.compare EQ, %iterArg_403, %c_468, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %528 = stablehlo.negate %iterArg_430 : tensor<f32>
      %529 = func.call @_where_7(%527, %iterArg_429, %528) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %c_469 = stablehlo.constant dense<1> : tensor<i32>
      %530 = stablehlo.compare EQ, %iterArg_403, %c_469, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %531 = stablehlo.negate %iterArg_429 : tensor<f32>
      %532 = func.call @_where_7(%530, %iterArg_430, %531) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %533 = stablehlo.subtract %iterArg_430, %iterArg_429 : tensor<f32>
      %c_470 = stablehlo.constant dense<1> : tensor<i32>
      %534 = stablehlo.compare EQ, %iterArg_403, %c_470, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %535 = stablehlo.negate %iterArg_430 : tensor<f32>
      %536 = func.call @_where_7(%534, %iterArg_429, %535) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %c_471 = stablehlo.constant dense<1> : tensor<i32>
      %537 = stablehlo.compare EQ, %iterArg_403, %c_471, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %538 = stablehlo.negate %iterArg_429 : tensor<f32>
      %539 = func.call @_where_7(%537, %iterArg_430, %538) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %540 = stablehlo.subtract %539, %536 : tensor<f32>
      %541 = stablehlo.convert %iterArg_403 : (tensor<i32>) -> tensor<f32>
      %542 = stablehlo.multiply %541, %540 : tensor<f32>
      %c_472 = stablehlo.constant dense<false> : tensor<i1>
      %543 = stablehlo.or %iterArg_432, %c_472 : tensor<i1>
      %c_473 = stablehlo.constant dense<false> : tensor<i1>
      %544 = stablehlo.reduce(%543 init: %c_473) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %c_474 = stablehlo.constant dense<0> : tensor<i32>
      %c_475 = stablehlo.constant dense<1> : tensor<i32>
      %545 = func.call @_where_8(%544, %c_474, %c_475) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %c_476 = stablehlo.constant dense<0> : tensor<i32>
      %546 = func.call @_where_9(%544, %c_476, %iterArg_433) : (tensor<i1>, tensor<i32>, tensor<16x8xf32>) -> tensor<16x8xf32>
      %547 = stablehlo.broadcast_in_dim %542, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
      %548 = stablehlo.multiply %547, %546 : tensor<16x8xf32>
      %cst_477 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %549 = stablehlo.broadcast_in_dim %cst_477, dims = [] : (tensor<f32>) -> tensor<7x16x8xf32>
      %c_478 = stablehlo.constant dense<0> : tensor<i32>
      %550 = stablehlo.broadcast_in_dim %c_478, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %551 = "stablehlo.scatter"(%549, %550, %548) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg15: tensor<f32>, %arg16: tensor<f32>):
        stablehlo.return %arg16 : tensor<f32>
      }) : (tensor<7x16x8xf32>, tensor<1xi32>, tensor<16x8xf32>) -> tensor<7x16x8xf32>
      %c_479 = stablehlo.constant dense<0> : tensor<i32>
      %c_480 = stablehlo.constant dense<7> : tensor<i32>
      %552 = stablehlo.compare LT, %545, %c_480, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_481 = stablehlo.constant dense<0> : tensor<i32>
      %c_482 = stablehlo.constant dense<true> : tensor<i1>
      %553:22 = stablehlo.while(%iterArg_507 = %iterArg_404, %iterArg_508 = %iterArg_405, %iterArg_509 = %iterArg_428, %iterArg_510 = %533, %iterArg_511 = %iterArg_429, %iterArg_512 = %iterArg_430, %iterArg_513 = %iterArg_403, %iterArg_514 = %iterArg_406, %iterArg_515 = %iterArg_407, %iterArg_516 = %iterArg_408, %iterArg_517 = %iterArg_409, %iterArg_518 = %iterArg_410, %iterArg_519 = %iterArg_411, %iterArg_520 = %542, %iterArg_521 = %c_481, %iterArg_522 = %552, %iterArg_523 = %c_482, %iterArg_524 = %545, %iterArg_525 = %iterArg_428, %iterArg_526 = %546, %iterArg_527 = %551, %iterArg_528 = %c_479) : tensor<7x7xf32>, tensor<7xf32>, tensor<16x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<16x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<f32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<7x16x8xf32>, tensor<i32>
      cond {
        %c_529 = stablehlo.constant dense<7> : tensor<i32>
        %655 = stablehlo.compare LT, %iterArg_524, %c_529, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_530 = stablehlo.constant dense<false> : tensor<i1>
        %656 = stablehlo.broadcast_in_dim %c_530, dims = [] : (tensor<i1>) -> tensor<i1>
        %657 = stablehlo.compare NE, %655, %656, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %658 = stablehlo.convert %657 : tensor<i1>
        %c_531 = stablehlo.constant dense<false> : tensor<i1>
        %659 = stablehlo.reduce(%658 init: %c_531) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %c_532 = stablehlo.constant dense<7> : tensor<i32>
        %660 = stablehlo.compare LT, %iterArg_521, %c_532, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_533 = stablehlo.constant dense<false> : tensor<i1>
        %661 = stablehlo.broadcast_in_dim %c_533, dims = [] : (tensor<i1>) -> tensor<i1>
        %662 = stablehlo.compare NE, %660, %661, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %663 = stablehlo.convert %662 : tensor<i1>
        %664 = stablehlo.and %659, %663 : tensor<i1>
        stablehlo.return %664 : tensor<i1>
      } do {
        %655 = stablehlo.convert %iterArg_524 : tensor<i32>
        %c_529 = stablehlo.constant dense<0> : tensor<i32>
        %656 = stablehlo.compare LT, %655, %c_529, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_530 = stablehlo.constant dense<7> : tensor<i32>
        %657 = stablehlo.add %655, %c_530 : tensor<i32>
        %658 = stablehlo.select %656, %657, %655 : tensor<i1>, tensor<i32>
        %c_531 = stablehlo.constant dense<0> : tensor<i32>
        %c_532 = stablehlo.constant dense<0> : tensor<i32>
        %659 = stablehlo.compare LT, %c_531, %c_532, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_533 = stablehlo.constant dense<0> : tensor<i32>
        %c_534 = stablehlo.constant dense<7> : tensor<i32>
        %660 = stablehlo.add %c_533, %c_534 : tensor<i32>
        %c_535 = stablehlo.constant dense<0> : tensor<i32>
        %661 = stablehlo.select %659, %660, %c_535 : tensor<i1>, tensor<i32>
        %662 = stablehlo.dynamic_slice %iterArg_507, %658, %661, sizes = [1, 7] : (tensor<7x7xf32>, tensor<i32>, tensor<i32>) -> tensor<1x7xf32>
        %663 = stablehlo.reshape %662 : (tensor<1x7xf32>) -> tensor<7xf32>
        %c_536 = stablehlo.constant dense<0> : tensor<i32>
        %664 = stablehlo.compare LT, %iterArg_524, %c_536, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %665 = stablehlo.convert %iterArg_524 : tensor<i32>
        %c_537 = stablehlo.constant dense<7> : tensor<i32>
        %666 = stablehlo.add %665, %c_537 : tensor<i32>
        %667 = stablehlo.select %664, %666, %iterArg_524 : tensor<i1>, tensor<i32>
        %668 = stablehlo.dynamic_slice %iterArg_508, %667, sizes = [1] : (tensor<7xf32>, tensor<i32>) -> tensor<1xf32>
        %669 = stablehlo.reshape %668 : (tensor<1xf32>) -> tensor<f32>
        %670 = stablehlo.dot_general %663, %iterArg_527, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<7xf32>, tensor<7x16x8xf32>) -> tensor<16x8xf32>
        %671 = stablehlo.add %iterArg_509, %670 : tensor<16x8xf32>
        %cst_538 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %672 = stablehlo.compare EQ, %669, %cst_538, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %673 = stablehlo.multiply %669, %iterArg_510 : tensor<f32>
        %674 = stablehlo.add %iterArg_511, %673 : tensor<f32>
        %675 = func.call @_where_10(%672, %iterArg_512, %674) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %676 = stablehlo.convert %iterArg_513 : (tensor<i32>) -> tensor<f32>
        %677 = stablehlo.multiply %675, %676 : tensor<f32>
        %678 = stablehlo.dot_general %iterArg_514, %671, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x16xf32>
        %679 = stablehlo.transpose %678, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
        %680 = stablehlo.broadcast_in_dim %iterArg_515, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
        %681 = stablehlo.broadcast_in_dim %680, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<16x16xf32>
        %682 = stablehlo.add %679, %681 : tensor<16x16xf32>
        %683 = stablehlo.tanh %682 : tensor<16x16xf32>
        %684 = stablehlo.dot_general %iterArg_516, %683, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
        %685 = stablehlo.transpose %684, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
        %686 = stablehlo.broadcast_in_dim %iterArg_517, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
        %687 = stablehlo.broadcast_in_dim %686, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<16x16xf32>
        %688 = stablehlo.add %685, %687 : tensor<16x16xf32>
        %689 = stablehlo.tanh %688 : tensor<16x16xf32>
        %690 = stablehlo.dot_general %iterArg_518, %689, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
        %691 = stablehlo.transpose %690, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>
        %692 = stablehlo.broadcast_in_dim %iterArg_519, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
        %693 = stablehlo.broadcast_in_dim %692, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<16x8xf32>
        %694 = stablehlo.add %691, %693 : tensor<16x8xf32>
        %695 = stablehlo.subtract %694, %671 : tensor<16x8xf32>
        %696 = stablehlo.broadcast_in_dim %iterArg_520, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
        %697 = stablehlo.multiply %696, %695 : tensor<16x8xf32>
        %c_539 = stablehlo.constant dense<false> : tensor<i1>
        %698 = stablehlo.broadcast_in_dim %c_539, dims = [] : (tensor<i1>) -> tensor<i1>
        %699 = stablehlo.compare NE, %iterArg_522, %698, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %700 = stablehlo.convert %699 : tensor<i1>
        %c_540 = stablehlo.constant dense<true> : tensor<i1>
        %701 = stablehlo.and %c_540, %700 : tensor<i1>
        %702 = stablehlo.convert %iterArg_524 : tensor<i32>
        %c_541 = stablehlo.constant dense<0> : tensor<i32>
        %703 = stablehlo.compare LT, %702, %c_541, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_542 = stablehlo.constant dense<7> : tensor<i32>
        %704 = stablehlo.add %702, %c_542 : tensor<i32>
        %705 = stablehlo.select %703, %704, %702 : tensor<i1>, tensor<i32>
        %c_543 = stablehlo.constant dense<0> : tensor<i32>
        %c_544 = stablehlo.constant dense<0> : tensor<i32>
        %706 = stablehlo.compare LT, %c_543, %c_544, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_545 = stablehlo.constant dense<0> : tensor<i32>
        %c_546 = stablehlo.constant dense<16> : tensor<i32>
        %707 = stablehlo.add %c_545, %c_546 : tensor<i32>
        %c_547 = stablehlo.constant dense<0> : tensor<i32>
        %708 = stablehlo.select %706, %707, %c_547 : tensor<i1>, tensor<i32>
        %c_548 = stablehlo.constant dense<0> : tensor<i32>
        %c_549 = stablehlo.constant dense<0> : tensor<i32>
        %709 = stablehlo.compare LT, %c_548, %c_549, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_550 = stablehlo.constant dense<0> : tensor<i32>
        %c_551 = stablehlo.constant dense<8> : tensor<i32>
        %710 = stablehlo.add %c_550, %c_551 : tensor<i32>
        %c_552 = stablehlo.constant dense<0> : tensor<i32>
        %711 = stablehlo.select %709, %710, %c_552 : tensor<i1>, tensor<i32>
        %712 = stablehlo.dynamic_slice %iterArg_527, %705, %708, %711, sizes = [1, 16, 8] : (tensor<7x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x8xf32>
        %713 = stablehlo.reshape %712 : (tensor<1x16x8xf32>) -> tensor<16x8xf32>
        %c_553 = stablehlo.constant dense<0> : tensor<i32>
        %714 = stablehlo.compare LT, %iterArg_524, %c_553, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_554 = stablehlo.constant dense<7> : tensor<i32>
        %715 = stablehlo.add %iterArg_524, %c_554 : tensor<i32>
        %716 = stablehlo.select %714, %715, %iterArg_524 : tensor<i1>, tensor<i32>
        %717 = stablehlo.convert %716 : tensor<i32>
        %718 = stablehlo.broadcast_in_dim %717, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %719 = "stablehlo.scatter"(%iterArg_527, %718, %697) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
        ^bb0(%arg15: tensor<f32>, %arg16: tensor<f32>):
          stablehlo.return %arg16 : tensor<f32>
        }) : (tensor<7x16x8xf32>, tensor<1xi32>, tensor<16x8xf32>) -> tensor<7x16x8xf32>
        %c_555 = stablehlo.constant dense<1> : tensor<i32>
        %720 = stablehlo.add %iterArg_524, %c_555 : tensor<i32>
        %c_556 = stablehlo.constant dense<1> : tensor<i32>
        %721 = stablehlo.add %iterArg_521, %c_556 : tensor<i32>
        %c_557 = stablehlo.constant dense<7> : tensor<i32>
        %722 = stablehlo.compare LT, %720, %c_557, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_558 = stablehlo.constant dense<false> : tensor<i1>
        %723 = stablehlo.broadcast_in_dim %c_558, dims = [] : (tensor<i1>) -> tensor<i1>
        %724 = stablehlo.compare NE, %iterArg_522, %723, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %725 = stablehlo.convert %724 : tensor<i1>
        %c_559 = stablehlo.constant dense<false> : tensor<i1>
        %726 = stablehlo.broadcast_in_dim %c_559, dims = [] : (tensor<i1>) -> tensor<i1>
        %727 = stablehlo.compare NE, %722, %726, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %728 = stablehlo.convert %727 : tensor<i1>
        %729 = stablehlo.and %725, %728 : tensor<i1>
        stablehlo.return %iterArg_507, %iterArg_508, %iterArg_509, %iterArg_510, %iterArg_511, %iterArg_512, %iterArg_513, %iterArg_514, %iterArg_515, %iterArg_516, %iterArg_517, %iterArg_518, %iterArg_519, %iterArg_520, %721, %729, %iterArg_522, %720, %671, %695, %719, %iterArg_528 : tensor<7x7xf32>, tensor<7xf32>, tensor<16x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<16x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<f32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<7x16x8xf32>, tensor<i32>
      }
      %c_483 = stablehlo.constant dense<0> : tensor<i32>
      %c_484 = stablehlo.constant dense<true> : tensor<i1>
      %554 = stablehlo.dot_general %iterArg_412, %553#20, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<7xf32>, tensor<7x16x8xf32>) -> tensor<16x8xf32>
      %cst_485 = stablehlo.constant dense<0x7F800000> : tensor<f32>
      %555 = func.call @_where_11(%iterArg_413, %554, %cst_485) : (tensor<i1>, tensor<16x8xf32>, tensor<f32>) -> tensor<16x8xf32>
      %556 = stablehlo.compare NE, %555, %555, FLOAT : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xi1>
      %cst_486 = stablehlo.constant dense<0x7F800000> : tensor<f32>
      %557 = func.call @_where_12(%556, %cst_486, %555) : (tensor<16x8xi1>, tensor<f32>, tensor<16x8xf32>) -> tensor<16x8xf32>
      %c_487 = stablehlo.constant dense<1> : tensor<i32>
      %558 = stablehlo.add %iterArg_434, %c_487 : tensor<i32>
      %559 = stablehlo.subtract %iterArg_437, %iterArg_436 : tensor<f32>
      %560 = stablehlo.convert %558 : (tensor<i32>) -> tensor<f32>
      %561 = stablehlo.convert %iterArg_435 : (tensor<i32>) -> tensor<f32>
      %562 = stablehlo.divide %560, %561 : tensor<f32>
      %563 = stablehlo.multiply %559, %562 : tensor<f32>
      %564 = stablehlo.add %iterArg_436, %563 : tensor<f32>
      %565 = stablehlo.compare EQ, %558, %iterArg_435, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %566 = func.call @_where_10(%565, %iterArg_437, %564) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %c_488 = stablehlo.constant dense<0> : tensor<i32>
      %567 = stablehlo.compare GE, %iterArg_435, %c_488, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %568 = stablehlo.add %iterArg_430, %iterArg_437 : tensor<f32>
      %569 = func.call @_where_10(%567, %566, %568) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %570 = stablehlo.minimum %iterArg_430, %iterArg_414 : tensor<f32>
      %571 = stablehlo.compare GT, %569, %iterArg_415, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %572 = stablehlo.subtract %iterArg_414, %570 : tensor<f32>
      %cst_489 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %573 = stablehlo.multiply %cst_489, %572 : tensor<f32>
      %574 = stablehlo.add %570, %573 : tensor<f32>
      %c_490 = stablehlo.constant dense<true> : tensor<i1>
      %575 = func.call @_where_10(%c_490, %iterArg_414, %574) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %576 = func.call @_where_10(%571, %575, %569) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %577 = stablehlo.compare EQ, %iterArg_416, %iterArg_414, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %578 = stablehlo.subtract %570, %iterArg_416 : tensor<f32>
      %c_491 = stablehlo.constant dense<0> : tensor<i32>
      %579 = func.call @_where_13(%577, %c_491, %578) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
      %580 = stablehlo.subtract %iterArg_414, %iterArg_416 : tensor<f32>
      %c_492 = stablehlo.constant dense<1> : tensor<i32>
      %581 = func.call @_where_13(%577, %c_492, %580) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
      %582 = stablehlo.divide %579, %581 : tensor<f32>
      %c_493 = stablehlo.constant dense<true> : tensor<i1>
      %583 = func.call @_where_14(%c_493, %553#18, %iterArg_428) : (tensor<i1>, tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
      %c_494 = stablehlo.constant dense<true> : tensor<i1>
      %c_495 = stablehlo.constant dense<false> : tensor<i1>
      %584 = func.call @_where_15(%c_494, %c_495, %iterArg_432) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %c_496 = stablehlo.constant dense<true> : tensor<i1>
      %585 = func.call @_where_14(%c_496, %553#19, %iterArg_433) : (tensor<i1>, tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
      %c_497 = stablehlo.constant dense<1> : tensor<i32>
      %586 = stablehlo.add %iterArg_439, %c_497 : tensor<i32>
      %c_498 = stablehlo.constant dense<true> : tensor<i1>
      %c_499 = stablehlo.constant dense<1> : tensor<i32>
      %c_500 = stablehlo.constant dense<0> : tensor<i32>
      %587 = func.call @_where_8(%c_498, %c_499, %c_500) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %588 = stablehlo.add %iterArg_440, %587 : tensor<i32>
      %c_501 = stablehlo.constant dense<true> : tensor<i1>
      %c_502 = stablehlo.constant dense<0> : tensor<i32>
      %c_503 = stablehlo.constant dense<1> : tensor<i32>
      %589 = func.call @_where_8(%c_501, %c_502, %c_503) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %590 = stablehlo.add %iterArg_441, %589 : tensor<i32>
      %c_504 = stablehlo.constant dense<false> : tensor<i1>
      %c_505 = stablehlo.constant dense<0> : tensor<i32>
      %c_506 = stablehlo.constant dense<1> : tensor<i32>
      %591 = stablehlo.add %iterArg_425, %c_506 : tensor<i32>
      %592 = stablehlo.compare LT, %570, %iterArg_414, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %593 = stablehlo.and %592, %iterArg_417 : tensor<i1>
      %594 = stablehlo.and %iterArg_426, %593 : tensor<i1>
      %595 = func.call @dynamic_index_in_dim(%iterArg_446, %526#1) : (tensor<10xi32>, tensor<i32>) -> tensor<i32>
      %596 = func.call @_where_16(%526#0, %iterArg_418, %595) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %597 = func.call @dynamic_update_index_in_dim(%iterArg_446, %596, %526#1) : (tensor<10xi32>, tensor<i32>, tensor<i32>) -> tensor<10xi32>
      %598 = func.call @dynamic_index_in_dim(%iterArg_447, %526#1) : (tensor<10xi32>, tensor<i32>) -> tensor<i32>
      %599 = func.call @_where_17(%526#0, %iterArg_425, %598) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %600 = func.call @dynamic_update_index_in_dim(%iterArg_447, %599, %526#1) : (tensor<10xi32>, tensor<i32>, tensor<i32>) -> tensor<10xi32>
      %601 = func.call @dynamic_index_in_dim_18(%iterArg_448, %526#1) : (tensor<10xi1>, tensor<i32>) -> tensor<i1>
      %602 = func.call @_where_3(%526#0, %iterArg_426, %601) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %603 = func.call @dynamic_update_index_in_dim_19(%iterArg_448, %602, %526#1) : (tensor<10xi1>, tensor<i1>, tensor<i32>) -> tensor<10xi1>
      %604 = func.call @dynamic_index_in_dim_18(%iterArg_449, %526#1) : (tensor<10xi1>, tensor<i32>) -> tensor<i1>
      %605 = func.call @_where_3(%526#0, %iterArg_427, %604) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %606 = func.call @dynamic_update_index_in_dim_19(%iterArg_449, %605, %526#1) : (tensor<10xi1>, tensor<i1>, tensor<i32>) -> tensor<10xi1>
      %607 = func.call @dynamic_index_in_dim_20(%iterArg_450, %526#1) : (tensor<10x16x8xf32>, tensor<i32>) -> tensor<16x8xf32>
      %608 = func.call @_where_21(%526#0, %iterArg_428, %607) : (tensor<i1>, tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
      %609 = func.call @dynamic_update_index_in_dim_22(%iterArg_450, %608, %526#1) : (tensor<10x16x8xf32>, tensor<16x8xf32>, tensor<i32>) -> tensor<10x16x8xf32>
      %610 = func.call @dynamic_index_in_dim_23(%iterArg_451, %526#1) : (tensor<10xf32>, tensor<i32>) -> tensor<f32>
      %611 = func.call @_where_24(%526#0, %iterArg_429, %610) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %612 = func.call @dynamic_update_index_in_dim_25(%iterArg_451, %611, %526#1) : (tensor<10xf32>, tensor<f32>, tensor<i32>) -> tensor<10xf32>
      %613 = func.call @dynamic_index_in_dim_23(%iterArg_452, %526#1) : (tensor<10xf32>, tensor<i32>) -> tensor<f32>
      %614 = func.call @_where_24(%526#0, %iterArg_430, %613) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %615 = func.call @dynamic_update_index_in_dim_25(%iterArg_452, %614, %526#1) : (tensor<10xf32>, tensor<f32>, tensor<i32>) -> tensor<10xf32>
      %616 = func.call @dynamic_index_in_dim_18(%iterArg_453, %526#1) : (tensor<10xi1>, tensor<i32>) -> tensor<i1>
      %617 = func.call @_where_3(%526#0, %iterArg_431, %616) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %618 = func.call @dynamic_update_index_in_dim_19(%iterArg_453, %617, %526#1) : (tensor<10xi1>, tensor<i1>, tensor<i32>) -> tensor<10xi1>
      %619 = func.call @dynamic_index_in_dim_18(%iterArg_454, %526#1) : (tensor<10xi1>, tensor<i32>) -> tensor<i1>
      %620 = func.call @_where_3(%526#0, %iterArg_432, %619) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %621 = func.call @dynamic_update_index_in_dim_19(%iterArg_454, %620, %526#1) : (tensor<10xi1>, tensor<i1>, tensor<i32>) -> tensor<10xi1>
      %622 = func.call @dynamic_index_in_dim_20(%iterArg_455, %526#1) : (tensor<10x16x8xf32>, tensor<i32>) -> tensor<16x8xf32>
      %623 = func.call @_where_21(%526#0, %iterArg_433, %622) : (tensor<i1>, tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
      %624 = func.call @dynamic_update_index_in_dim_22(%iterArg_455, %623, %526#1) : (tensor<10x16x8xf32>, tensor<16x8xf32>, tensor<i32>) -> tensor<10x16x8xf32>
      %625 = func.call @dynamic_index_in_dim(%iterArg_456, %526#1) : (tensor<10xi32>, tensor<i32>) -> tensor<i32>
      %626 = func.call @_where_16(%526#0, %iterArg_434, %625) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %627 = func.call @dynamic_update_index_in_dim(%iterArg_456, %626, %526#1) : (tensor<10xi32>, tensor<i32>, tensor<i32>) -> tensor<10xi32>
      %628 = func.call @dynamic_index_in_dim(%iterArg_457, %526#1) : (tensor<10xi32>, tensor<i32>) -> tensor<i32>
      %629 = func.call @_where_16(%526#0, %iterArg_435, %628) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %630 = func.call @dynamic_update_index_in_dim(%iterArg_457, %629, %526#1) : (tensor<10xi32>, tensor<i32>, tensor<i32>) -> tensor<10xi32>
      %631 = func.call @dynamic_index_in_dim_23(%iterArg_458, %526#1) : (tensor<10xf32>, tensor<i32>) -> tensor<f32>
      %632 = func.call @_where_24(%526#0, %iterArg_436, %631) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %633 = func.call @dynamic_update_index_in_dim_25(%iterArg_458, %632, %526#1) : (tensor<10xf32>, tensor<f32>, tensor<i32>) -> tensor<10xf32>
      %634 = func.call @dynamic_index_in_dim_23(%iterArg_459, %526#1) : (tensor<10xf32>, tensor<i32>) -> tensor<f32>
      %635 = func.call @_where_24(%526#0, %iterArg_437, %634) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %636 = func.call @dynamic_update_index_in_dim_25(%iterArg_459, %635, %526#1) : (tensor<10xf32>, tensor<f32>, tensor<i32>) -> tensor<10xf32>
      %637 = func.call @dynamic_index_in_dim(%iterArg_460, %526#1) : (tensor<10xi32>, tensor<i32>) -> tensor<i32>
      %638 = func.call @_where_16(%526#0, %iterArg_438, %637) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %639 = func.call @dynamic_update_index_in_dim(%iterArg_460, %638, %526#1) : (tensor<10xi32>, tensor<i32>, tensor<i32>) -> tensor<10xi32>
      %640 = func.call @dynamic_index_in_dim(%iterArg_461, %526#1) : (tensor<10xi32>, tensor<i32>) -> tensor<i32>
      %641 = func.call @_where_17(%526#0, %iterArg_439, %640) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %642 = func.call @dynamic_update_index_in_dim(%iterArg_461, %641, %526#1) : (tensor<10xi32>, tensor<i32>, tensor<i32>) -> tensor<10xi32>
      %643 = func.call @dynamic_index_in_dim(%iterArg_462, %526#1) : (tensor<10xi32>, tensor<i32>) -> tensor<i32>
      %644 = func.call @_where_17(%526#0, %iterArg_440, %643) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %645 = func.call @dynamic_update_index_in_dim(%iterArg_462, %644, %526#1) : (tensor<10xi32>, tensor<i32>, tensor<i32>) -> tensor<10xi32>
      %646 = func.call @dynamic_index_in_dim(%iterArg_463, %526#1) : (tensor<10xi32>, tensor<i32>) -> tensor<i32>
      %647 = func.call @_where_17(%526#0, %iterArg_441, %646) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %648 = func.call @dynamic_update_index_in_dim(%iterArg_463, %647, %526#1) : (tensor<10xi32>, tensor<i32>, tensor<i32>) -> tensor<10xi32>
      %649 = func.call @dynamic_index_in_dim(%iterArg_464, %526#1) : (tensor<10xi32>, tensor<i32>) -> tensor<i32>
      %650 = func.call @_where_17(%526#0, %iterArg_442, %649) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %651 = func.call @dynamic_update_index_in_dim(%iterArg_464, %650, %526#1) : (tensor<10xi32>, tensor<i32>, tensor<i32>) -> tensor<10xi32>
      %652 = func.call @dynamic_index_in_dim(%iterArg_465, %526#1) : (tensor<10xi32>, tensor<i32>) -> tensor<i32>
      %653 = func.call @_where_17(%526#0, %iterArg_445, %652) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %654 = func.call @dynamic_update_index_in_dim(%iterArg_465, %653, %526#1) : (tensor<10xi32>, tensor<i32>, tensor<i32>) -> tensor<10xi32>
      stablehlo.return %iterArg, %iterArg_402, %iterArg_403, %iterArg_404, %iterArg_405, %iterArg_406, %iterArg_407, %iterArg_408, %iterArg_409, %iterArg_410, %iterArg_411, %iterArg_412, %iterArg_413, %iterArg_414, %iterArg_415, %iterArg_416, %iterArg_417, %525, %526#2, %526#3, %526#4, %526#5, %526#6, %526#7, %591, %594, %iterArg_426, %583, %570, %576, %c_504, %584, %585, %558, %iterArg_435, %iterArg_436, %iterArg_437, %c_505, %586, %588, %590, %iterArg_442, %iterArg_443, %iterArg_444, %iterArg_445, %597, %600, %603, %606, %609, %612, %615, %618, %621, %624, %627, %630, %633, %636, %639, %642, %645, %648, %651, %654 : tensor<f32>, tensor<i1>, tensor<i32>, tensor<7x7xf32>, tensor<7xf32>, tensor<16x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<7xf32>, tensor<i1>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i1>, tensor<10xi32>, tensor<10xi1>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<16x8xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i1>, tensor<16x8xf32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<1xf32>, tensor<1x16x8xf32>, tensor<i32>, tensor<10xi32>, tensor<10xi32>, tensor<10xi1>, tensor<10xi1>, tensor<10x16x8xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xi1>, tensor<10xi1>, tensor<10x16x8xf32>, tensor<10xi32>, tensor<10xi32>, tensor<10xf32>, tensor<10xf32>, tensor<10xi32>, tensor<10xi32>, tensor<10xi32>, tensor<10xi32>, tensor<10xi32>, tensor<10xi32>
    }
    %356 = call @argsort(%355#45) : (tensor<10xi32>) -> tensor<10xi32>
    %c_352 = stablehlo.constant dense<0> : tensor<i32>
    %357 = stablehlo.broadcast_in_dim %c_352, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %358 = stablehlo.compare LT, %356, %357, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_353 = stablehlo.constant dense<10> : tensor<i32>
    %359 = stablehlo.broadcast_in_dim %c_353, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %360 = stablehlo.add %356, %359 : tensor<10xi32>
    %361 = stablehlo.select %358, %360, %356 : tensor<10xi1>, tensor<10xi32>
    %362 = stablehlo.broadcast_in_dim %361, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %363 = "stablehlo.gather"(%355#45, %362) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xi32>, tensor<10x1xi32>) -> tensor<10xi32>
    %c_354 = stablehlo.constant dense<0> : tensor<i32>
    %364 = stablehlo.broadcast_in_dim %c_354, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %365 = stablehlo.compare LT, %356, %364, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_355 = stablehlo.constant dense<10> : tensor<i32>
    %366 = stablehlo.broadcast_in_dim %c_355, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %367 = stablehlo.add %356, %366 : tensor<10xi32>
    %368 = stablehlo.select %365, %367, %356 : tensor<10xi1>, tensor<10xi32>
    %369 = stablehlo.broadcast_in_dim %368, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %370 = "stablehlo.gather"(%355#46, %369) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xi32>, tensor<10x1xi32>) -> tensor<10xi32>
    %c_356 = stablehlo.constant dense<0> : tensor<i32>
    %371 = stablehlo.broadcast_in_dim %c_356, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %372 = stablehlo.compare LT, %356, %371, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_357 = stablehlo.constant dense<10> : tensor<i32>
    %373 = stablehlo.broadcast_in_dim %c_357, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %374 = stablehlo.add %356, %373 : tensor<10xi32>
    %375 = stablehlo.select %372, %374, %356 : tensor<10xi1>, tensor<10xi32>
    %376 = stablehlo.broadcast_in_dim %375, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %377 = "stablehlo.gather"(%355#47, %376) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xi1>, tensor<10x1xi32>) -> tensor<10xi1>
    %c_358 = stablehlo.constant dense<0> : tensor<i32>
    %378 = stablehlo.broadcast_in_dim %c_358, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %379 = stablehlo.compare LT, %356, %378, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_359 = stablehlo.constant dense<10> : tensor<i32>
    %380 = stablehlo.broadcast_in_dim %c_359, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %381 = stablehlo.add %356, %380 : tensor<10xi32>
    %382 = stablehlo.select %379, %381, %356 : tensor<10xi1>, tensor<10xi32>
    %383 = stablehlo.broadcast_in_dim %382, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %384 = "stablehlo.gather"(%355#48, %383) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xi1>, tensor<10x1xi32>) -> tensor<10xi1>
    %c_360 = stablehlo.constant dense<0> : tensor<i32>
    %385 = stablehlo.broadcast_in_dim %c_360, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %386 = stablehlo.compare LT, %356, %385, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_361 = stablehlo.constant dense<10> : tensor<i32>
    %387 = stablehlo.broadcast_in_dim %c_361, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %388 = stablehlo.add %356, %387 : tensor<10xi32>
    %389 = stablehlo.select %386, %388, %356 : tensor<10xi1>, tensor<10xi32>
    %390 = stablehlo.broadcast_in_dim %389, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %391 = "stablehlo.gather"(%355#49, %390) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16, 8>}> : (tensor<10x16x8xf32>, tensor<10x1xi32>) -> tensor<10x16x8xf32>
    %c_362 = stablehlo.constant dense<0> : tensor<i32>
    %392 = stablehlo.broadcast_in_dim %c_362, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %393 = stablehlo.compare LT, %356, %392, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_363 = stablehlo.constant dense<10> : tensor<i32>
    %394 = stablehlo.broadcast_in_dim %c_363, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %395 = stablehlo.add %356, %394 : tensor<10xi32>
    %396 = stablehlo.select %393, %395, %356 : tensor<10xi1>, tensor<10xi32>
    %397 = stablehlo.broadcast_in_dim %396, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %398 = "stablehlo.gather"(%355#50, %397) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xf32>, tensor<10x1xi32>) -> tensor<10xf32>
    %c_364 = stablehlo.constant dense<0> : tensor<i32>
    %399 = stablehlo.broadcast_in_dim %c_364, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %400 = stablehlo.compare LT, %356, %399, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_365 = stablehlo.constant dense<10> : tensor<i32>
    %401 = stablehlo.broadcast_in_dim %c_365, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %402 = stablehlo.add %356, %401 : tensor<10xi32>
    %403 = stablehlo.select %400, %402, %356 : tensor<10xi1>, tensor<10xi32>
    %404 = stablehlo.broadcast_in_dim %403, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %405 = "stablehlo.gather"(%355#51, %404) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xf32>, tensor<10x1xi32>) -> tensor<10xf32>
    %c_366 = stablehlo.constant dense<0> : tensor<i32>
    %406 = stablehlo.broadcast_in_dim %c_366, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %407 = stablehlo.compare LT, %356, %406, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_367 = stablehlo.constant dense<10> : tensor<i32>
    %408 = stablehlo.broadcast_in_dim %c_367, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %409 = stablehlo.add %356, %408 : tensor<10xi32>
    %410 = stablehlo.select %407, %409, %356 : tensor<10xi1>, tensor<10xi32>
    %411 = stablehlo.broadcast_in_dim %410, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %412 = "stablehlo.gather"(%355#52, %411) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xi1>, tensor<10x1xi32>) -> tensor<10xi1>
    %c_368 = stablehlo.constant dense<0> : tensor<i32>
    %413 = stablehlo.broadcast_in_dim %c_368, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %414 = stablehlo.compare LT, %356, %413, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_369 = stablehlo.constant dense<10> : tensor<i32>
    %415 = stablehlo.broadcast_in_dim %c_369, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %416 = stablehlo.add %356, %415 : tensor<10xi32>
    %417 = stablehlo.select %414, %416, %356 : tensor<10xi1>, tensor<10xi32>
    %418 = stablehlo.broadcast_in_dim %417, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %419 = "stablehlo.gather"(%355#53, %418) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xi1>, tensor<10x1xi32>) -> tensor<10xi1>
    %c_370 = stablehlo.constant dense<0> : tensor<i32>
    %420 = stablehlo.broadcast_in_dim %c_370, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %421 = stablehlo.compare LT, %356, %420, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_371 = stablehlo.constant dense<10> : tensor<i32>
    %422 = stablehlo.broadcast_in_dim %c_371, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %423 = stablehlo.add %356, %422 : tensor<10xi32>
    %424 = stablehlo.select %421, %423, %356 : tensor<10xi1>, tensor<10xi32>
    %425 = stablehlo.broadcast_in_dim %424, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %426 = "stablehlo.gather"(%355#54, %425) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16, 8>}> : (tensor<10x16x8xf32>, tensor<10x1xi32>) -> tensor<10x16x8xf32>
    %c_372 = stablehlo.constant dense<0> : tensor<i32>
    %427 = stablehlo.broadcast_in_dim %c_372, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %428 = stablehlo.compare LT, %356, %427, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_373 = stablehlo.constant dense<10> : tensor<i32>
    %429 = stablehlo.broadcast_in_dim %c_373, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %430 = stablehlo.add %356, %429 : tensor<10xi32>
    %431 = stablehlo.select %428, %430, %356 : tensor<10xi1>, tensor<10xi32>
    %432 = stablehlo.broadcast_in_dim %431, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %433 = "stablehlo.gather"(%355#55, %432) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xi32>, tensor<10x1xi32>) -> tensor<10xi32>
    %c_374 = stablehlo.constant dense<0> : tensor<i32>
    %434 = stablehlo.broadcast_in_dim %c_374, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %435 = stablehlo.compare LT, %356, %434, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_375 = stablehlo.constant dense<10> : tensor<i32>
    %436 = stablehlo.broadcast_in_dim %c_375, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %437 = stablehlo.add %356, %436 : tensor<10xi32>
    %438 = stablehlo.select %435, %437, %356 : tensor<10xi1>, tensor<10xi32>
    %439 = stablehlo.broadcast_in_dim %438, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %440 = "stablehlo.gather"(%355#56, %439) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xi32>, tensor<10x1xi32>) -> tensor<10xi32>
    %c_376 = stablehlo.constant dense<0> : tensor<i32>
    %441 = stablehlo.broadcast_in_dim %c_376, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %442 = stablehlo.compare LT, %356, %441, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_377 = stablehlo.constant dense<10> : tensor<i32>
    %443 = stablehlo.broadcast_in_dim %c_377, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %444 = stablehlo.add %356, %443 : tensor<10xi32>
    %445 = stablehlo.select %442, %444, %356 : tensor<10xi1>, tensor<10xi32>
    %446 = stablehlo.broadcast_in_dim %445, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %447 = "stablehlo.gather"(%355#57, %446) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xf32>, tensor<10x1xi32>) -> tensor<10xf32>
    %c_378 = stablehlo.constant dense<0> : tensor<i32>
    %448 = stablehlo.broadcast_in_dim %c_378, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %449 = stablehlo.compare LT, %356, %448, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_379 = stablehlo.constant dense<10> : tensor<i32>
    %450 = stablehlo.broadcast_in_dim %c_379, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %451 = stablehlo.add %356, %450 : tensor<10xi32>
    %452 = stablehlo.select %449, %451, %356 : tensor<10xi1>, tensor<10xi32>
    %453 = stablehlo.broadcast_in_dim %452, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %454 = "stablehlo.gather"(%355#58, %453) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xf32>, tensor<10x1xi32>) -> tensor<10xf32>
    %c_380 = stablehlo.constant dense<0> : tensor<i32>
    %455 = stablehlo.broadcast_in_dim %c_380, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %456 = stablehlo.compare LT, %356, %455, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_381 = stablehlo.constant dense<10> : tensor<i32>
    %457 = stablehlo.broadcast_in_dim %c_381, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %458 = stablehlo.add %356, %457 : tensor<10xi32>
    %459 = stablehlo.select %456, %458, %356 : tensor<10xi1>, tensor<10xi32>
    %460 = stablehlo.broadcast_in_dim %459, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %461 = "stablehlo.gather"(%355#59, %460) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xi32>, tensor<10x1xi32>) -> tensor<10xi32>
    %c_382 = stablehlo.constant dense<0> : tensor<i32>
    %462 = stablehlo.broadcast_in_dim %c_382, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %463 = stablehlo.compare LT, %356, %462, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_383 = stablehlo.constant dense<10> : tensor<i32>
    %464 = stablehlo.broadcast_in_dim %c_383, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %465 = stablehlo.add %356, %464 : tensor<10xi32>
    %466 = stablehlo.select %463, %465, %356 : tensor<10xi1>, tensor<10xi32>
    %467 = stablehlo.broadcast_in_dim %466, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %468 = "stablehlo.gather"(%355#60, %467) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xi32>, tensor<10x1xi32>) -> tensor<10xi32>
    %c_384 = stablehlo.constant dense<0> : tensor<i32>
    %469 = stablehlo.broadcast_in_dim %c_384, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %470 = stablehlo.compare LT, %356, %469, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_385 = stablehlo.constant dense<10> : tensor<i32>
    %471 = stablehlo.broadcast_in_dim %c_385, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %472 = stablehlo.add %356, %471 : tensor<10xi32>
    %473 = stablehlo.select %470, %472, %356 : tensor<10xi1>, tensor<10xi32>
    %474 = stablehlo.broadcast_in_dim %473, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %475 = "stablehlo.gather"(%355#61, %474) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xi32>, tensor<10x1xi32>) -> tensor<10xi32>
    %c_386 = stablehlo.constant dense<0> : tensor<i32>
    %476 = stablehlo.broadcast_in_dim %c_386, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %477 = stablehlo.compare LT, %356, %476, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_387 = stablehlo.constant dense<10> : tensor<i32>
    %478 = stablehlo.broadcast_in_dim %c_387, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %479 = stablehlo.add %356, %478 : tensor<10xi32>
    %480 = stablehlo.select %477, %479, %356 : tensor<10xi1>, tensor<10xi32>
    %481 = stablehlo.broadcast_in_dim %480, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %482 = "stablehlo.gather"(%355#62, %481) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xi32>, tensor<10x1xi32>) -> tensor<10xi32>
    %c_388 = stablehlo.constant dense<0> : tensor<i32>
    %483 = stablehlo.broadcast_in_dim %c_388, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %484 = stablehlo.compare LT, %356, %483, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_389 = stablehlo.constant dense<10> : tensor<i32>
    %485 = stablehlo.broadcast_in_dim %c_389, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %486 = stablehlo.add %356, %485 : tensor<10xi32>
    %487 = stablehlo.select %484, %486, %356 : tensor<10xi1>, tensor<10xi32>
    %488 = stablehlo.broadcast_in_dim %487, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %489 = "stablehlo.gather"(%355#63, %488) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xi32>, tensor<10x1xi32>) -> tensor<10xi32>
    %c_390 = stablehlo.constant dense<0> : tensor<i32>
    %490 = stablehlo.broadcast_in_dim %c_390, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %491 = stablehlo.compare LT, %356, %490, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_391 = stablehlo.constant dense<10> : tensor<i32>
    %492 = stablehlo.broadcast_in_dim %c_391, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %493 = stablehlo.add %356, %492 : tensor<10xi32>
    %494 = stablehlo.select %491, %493, %356 : tensor<10xi1>, tensor<10xi32>
    %495 = stablehlo.broadcast_in_dim %494, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %496 = "stablehlo.gather"(%355#64, %495) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xi32>, tensor<10x1xi32>) -> tensor<10xi32>
    %497 = stablehlo.broadcast_in_dim %355#28, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %c_392 = stablehlo.constant dense<0> : tensor<i32>
    %498 = stablehlo.compare LT, %355#44, %c_392, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %499 = stablehlo.convert %355#44 : tensor<i32>
    %c_393 = stablehlo.constant dense<1> : tensor<i32>
    %500 = stablehlo.add %499, %c_393 : tensor<i32>
    %501 = stablehlo.select %498, %500, %355#44 : tensor<i1>, tensor<i32>
    %502 = stablehlo.dynamic_update_slice %355#42, %497, %501 : (tensor<1xf32>, tensor<1xf32>, tensor<i32>) -> tensor<1xf32>
    %c_394 = stablehlo.constant dense<1> : tensor<i32>
    %503 = "stablehlo.case"(%c_394) ({
      %525 = stablehlo.convert %355#44 : tensor<i32>
      %c_402 = stablehlo.constant dense<0> : tensor<i32>
      %526 = stablehlo.compare LT, %525, %c_402, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_403 = stablehlo.constant dense<1> : tensor<i32>
      %527 = stablehlo.add %525, %c_403 : tensor<i32>
      %528 = stablehlo.select %526, %527, %525 : tensor<i1>, tensor<i32>
      %c_404 = stablehlo.constant dense<0> : tensor<i32>
      %c_405 = stablehlo.constant dense<0> : tensor<i32>
      %529 = stablehlo.compare LT, %c_404, %c_405, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_406 = stablehlo.constant dense<0> : tensor<i32>
      %c_407 = stablehlo.constant dense<16> : tensor<i32>
      %530 = stablehlo.add %c_406, %c_407 : tensor<i32>
      %c_408 = stablehlo.constant dense<0> : tensor<i32>
      %531 = stablehlo.select %529, %530, %c_408 : tensor<i1>, tensor<i32>
      %c_409 = stablehlo.constant dense<0> : tensor<i32>
      %c_410 = stablehlo.constant dense<0> : tensor<i32>
      %532 = stablehlo.compare LT, %c_409, %c_410, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_411 = stablehlo.constant dense<0> : tensor<i32>
      %c_412 = stablehlo.constant dense<8> : tensor<i32>
      %533 = stablehlo.add %c_411, %c_412 : tensor<i32>
      %c_413 = stablehlo.constant dense<0> : tensor<i32>
      %534 = stablehlo.select %532, %533, %c_413 : tensor<i1>, tensor<i32>
      %535 = stablehlo.dynamic_slice %355#43, %528, %531, %534, sizes = [1, 16, 8] : (tensor<1x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x8xf32>
      %536 = stablehlo.reshape %535 : (tensor<1x16x8xf32>) -> tensor<16x8xf32>
      stablehlo.return %536 : tensor<16x8xf32>
    }, {
      stablehlo.return %355#27 : tensor<16x8xf32>
    }) : (tensor<i32>) -> tensor<16x8xf32>
    %504 = stablehlo.broadcast_in_dim %503, dims = [1, 2] : (tensor<16x8xf32>) -> tensor<1x16x8xf32>
    %c_395 = stablehlo.constant dense<0> : tensor<i32>
    %505 = stablehlo.compare LT, %355#44, %c_395, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %506 = stablehlo.convert %355#44 : tensor<i32>
    %c_396 = stablehlo.constant dense<1> : tensor<i32>
    %507 = stablehlo.add %506, %c_396 : tensor<i32>
    %508 = stablehlo.select %505, %507, %355#44 : tensor<i1>, tensor<i32>
    %c_397 = stablehlo.constant dense<0> : tensor<i32>
    %c_398 = stablehlo.constant dense<0> : tensor<i32>
    %509 = stablehlo.dynamic_update_slice %355#43, %504, %508, %c_397, %c_398 : (tensor<1x16x8xf32>, tensor<1x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x8xf32>
    %510 = stablehlo.compare LT, %355#28, %7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %511 = stablehlo.and %510, %arg13 : tensor<i1>
    %c_399 = stablehlo.constant dense<1> : tensor<i32>
    %512 = call @_where_26(%511, %c_399, %355#37) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %513 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %514 = stablehlo.broadcast_in_dim %513, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %515 = stablehlo.multiply %502, %514 : tensor<1xf32>
    %516 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %517 = stablehlo.multiply %5, %516 : tensor<f32>
    %518 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %519 = stablehlo.multiply %7, %518 : tensor<f32>
    %c_400 = stablehlo.constant dense<0> : tensor<i32>
    %520 = stablehlo.compare EQ, %512, %c_400, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_401 = stablehlo.constant dense<11> : tensor<i32>
    %521 = stablehlo.compare EQ, %512, %c_401, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %522 = stablehlo.or %520, %521 : tensor<i1>
    %523 = stablehlo.not %522 : tensor<i1>
    %524 = call @branched_error_if_impl_27(%517, %519, %515, %509, %355#39, %355#40, %355#38, %512, %523, %512) : (tensor<f32>, tensor<f32>, tensor<1xf32>, tensor<1x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i1>, tensor<i32>) -> tensor<1x16x8xf32>
    return %524, %355#17, %363, %370, %377, %384, %391, %398, %405, %412, %419, %426, %433, %440, %447, %454, %461, %468, %475, %482, %489, %496, %355#42, %355#43, %7, %328, %5, %3, %508 : tensor<1x16x8xf32>, tensor<i32>, tensor<10xi32>, tensor<10xi32>, tensor<10xi1>, tensor<10xi1>, tensor<10x16x8xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xi1>, tensor<10xi1>, tensor<10x16x8xf32>, tensor<10xi32>, tensor<10xi32>, tensor<10xf32>, tensor<10xf32>, tensor<10xi32>, tensor<10xi32>, tensor<10xi32>, tensor<10xi32>, tensor<10xi32>, tensor<10xi32>, tensor<1xf32>, tensor<1x16x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<i32>
  }
  func.func private @branched_error_if_impl(%arg0: tensor<f32>) -> tensor<f32> {
    return %arg0 : tensor<f32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<i1>, %arg2: tensor<i1>) -> tensor<i1> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<i1>, %arg2: tensor<i1>) -> tensor<i1> {
    %c = stablehlo.constant dense<false> : tensor<i1>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<i1>
    %1 = stablehlo.compare NE, %arg1, %0, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %2 = stablehlo.convert %1 : tensor<i1>
    %3 = stablehlo.select %arg0, %2, %arg2 : tensor<i1>, tensor<i1>
    return %3 : tensor<i1>
  }
  func.func private @argmax(%arg0: tensor<10xi32>) -> tensor<i32> {
    %0 = stablehlo.iota dim = 0 : tensor<10xi32>
    %c = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [0] : (tensor<10xi32>, tensor<10xi32>, tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>)
     reducer(%arg1: tensor<i32>, %arg3: tensor<i32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<i32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<i32>, tensor<i32>
    }
    return %1#1 : tensor<i32>
  }
  func.func private @_where_5(%arg0: tensor<10xi1>, %arg1: tensor<i1>, %arg2: tensor<10xi1>) -> tensor<10xi1> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i1>) -> tensor<10xi1>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<10xi1>, tensor<10xi1>
    return %1 : tensor<10xi1>
  }
  func.func private @_where_6(%arg0: tensor<10xi1>, %arg1: tensor<10xi32>, %arg2: tensor<i32>) -> tensor<10xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<10xi1>, tensor<10xi32>
    return %2 : tensor<10xi32>
  }
  func.func private @_where_7(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_where_8(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_9(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<16x8xf32>) -> tensor<16x8xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<i1>, tensor<16x8xf32>
    return %2 : tensor<16x8xf32>
  }
  func.func private @_where_10(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_where_11(%arg0: tensor<i1>, %arg1: tensor<16x8xf32>, %arg2: tensor<f32>) -> tensor<16x8xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<16x8xf32>
    return %2 : tensor<16x8xf32>
  }
  func.func private @_where_12(%arg0: tensor<16x8xi1>, %arg1: tensor<f32>, %arg2: tensor<16x8xf32>) -> tensor<16x8xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<16x8xi1>, tensor<16x8xf32>
    return %2 : tensor<16x8xf32>
  }
  func.func private @_where_13(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_where_14(%arg0: tensor<i1>, %arg1: tensor<16x8xf32>, %arg2: tensor<16x8xf32>) -> tensor<16x8xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<16x8xf32>
    return %0 : tensor<16x8xf32>
  }
  func.func private @_where_15(%arg0: tensor<i1>, %arg1: tensor<i1>, %arg2: tensor<i1>) -> tensor<i1> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<10xi32>, %arg1: tensor<i32>) -> tensor<i32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = stablehlo.convert %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %2 = stablehlo.add %1, %c_0 : tensor<i32>
    %3 = stablehlo.select %0, %2, %arg1 : tensor<i1>, tensor<i32>
    %4 = stablehlo.dynamic_slice %arg0, %3, sizes = [1] : (tensor<10xi32>, tensor<i32>) -> tensor<1xi32>
    %5 = stablehlo.reshape %4 : (tensor<1xi32>) -> tensor<i32>
    return %5 : tensor<i32>
  }
  func.func private @_where_16(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<10xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<10xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg2, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = stablehlo.convert %arg2 : tensor<i32>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %3 = stablehlo.add %2, %c_0 : tensor<i32>
    %4 = stablehlo.select %1, %3, %arg2 : tensor<i1>, tensor<i32>
    %5 = stablehlo.dynamic_update_slice %arg0, %0, %4 : (tensor<10xi32>, tensor<1xi32>, tensor<i32>) -> tensor<10xi32>
    return %5 : tensor<10xi32>
  }
  func.func private @_where_17(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @dynamic_index_in_dim_18(%arg0: tensor<10xi1>, %arg1: tensor<i32>) -> tensor<i1> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = stablehlo.convert %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %2 = stablehlo.add %1, %c_0 : tensor<i32>
    %3 = stablehlo.select %0, %2, %arg1 : tensor<i1>, tensor<i32>
    %4 = stablehlo.dynamic_slice %arg0, %3, sizes = [1] : (tensor<10xi1>, tensor<i32>) -> tensor<1xi1>
    %5 = stablehlo.reshape %4 : (tensor<1xi1>) -> tensor<i1>
    return %5 : tensor<i1>
  }
  func.func private @dynamic_update_index_in_dim_19(%arg0: tensor<10xi1>, %arg1: tensor<i1>, %arg2: tensor<i32>) -> tensor<10xi1> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg2, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = stablehlo.convert %arg2 : tensor<i32>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %3 = stablehlo.add %2, %c_0 : tensor<i32>
    %4 = stablehlo.select %1, %3, %arg2 : tensor<i1>, tensor<i32>
    %5 = stablehlo.dynamic_update_slice %arg0, %0, %4 : (tensor<10xi1>, tensor<1xi1>, tensor<i32>) -> tensor<10xi1>
    return %5 : tensor<10xi1>
  }
  func.func private @dynamic_index_in_dim_20(%arg0: tensor<10x16x8xf32>, %arg1: tensor<i32>) -> tensor<16x8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = stablehlo.convert %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %2 = stablehlo.add %1, %c_0 : tensor<i32>
    %3 = stablehlo.select %0, %2, %arg1 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.dynamic_slice %arg0, %3, %c_1, %c_2, sizes = [1, 16, 8] : (tensor<10x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x8xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x16x8xf32>) -> tensor<16x8xf32>
    return %5 : tensor<16x8xf32>
  }
  func.func private @_where_21(%arg0: tensor<i1>, %arg1: tensor<16x8xf32>, %arg2: tensor<16x8xf32>) -> tensor<16x8xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<16x8xf32>
    return %0 : tensor<16x8xf32>
  }
  func.func private @dynamic_update_index_in_dim_22(%arg0: tensor<10x16x8xf32>, %arg1: tensor<16x8xf32>, %arg2: tensor<i32>) -> tensor<10x16x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<16x8xf32>) -> tensor<1x16x8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg2, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = stablehlo.convert %arg2 : tensor<i32>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %3 = stablehlo.add %2, %c_0 : tensor<i32>
    %4 = stablehlo.select %1, %3, %arg2 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.dynamic_update_slice %arg0, %0, %4, %c_1, %c_2 : (tensor<10x16x8xf32>, tensor<1x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<10x16x8xf32>
    return %5 : tensor<10x16x8xf32>
  }
  func.func private @dynamic_index_in_dim_23(%arg0: tensor<10xf32>, %arg1: tensor<i32>) -> tensor<f32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = stablehlo.convert %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %2 = stablehlo.add %1, %c_0 : tensor<i32>
    %3 = stablehlo.select %0, %2, %arg1 : tensor<i1>, tensor<i32>
    %4 = stablehlo.dynamic_slice %arg0, %3, sizes = [1] : (tensor<10xf32>, tensor<i32>) -> tensor<1xf32>
    %5 = stablehlo.reshape %4 : (tensor<1xf32>) -> tensor<f32>
    return %5 : tensor<f32>
  }
  func.func private @_where_24(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @dynamic_update_index_in_dim_25(%arg0: tensor<10xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<10xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg2, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = stablehlo.convert %arg2 : tensor<i32>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %3 = stablehlo.add %2, %c_0 : tensor<i32>
    %4 = stablehlo.select %1, %3, %arg2 : tensor<i1>, tensor<i32>
    %5 = stablehlo.dynamic_update_slice %arg0, %0, %4 : (tensor<10xf32>, tensor<1xf32>, tensor<i32>) -> tensor<10xf32>
    return %5 : tensor<10xf32>
  }
  func.func private @argsort(%arg0: tensor<10xi32>) -> tensor<10xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<10xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %2 = stablehlo.compare LT, %arg1, %arg2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    }) : (tensor<10xi32>, tensor<10xi32>) -> (tensor<10xi32>, tensor<10xi32>)
    return %1#1 : tensor<10xi32>
  }
  func.func private @_where_26(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @branched_error_if_impl_27(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<1xf32>, %arg3: tensor<1x16x8xf32>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<i32>, %arg8: tensor<i1>, %arg9: tensor<i32>) -> tensor<1x16x8xf32> {
    %c = stablehlo.constant dense<false> : tensor<i1>
    %0 = stablehlo.reduce(%arg8 init: %c) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %1 = stablehlo.reduce(%arg9 init: %c_0) applies stablehlo.maximum across dimensions = [] : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = stablehlo.convert %0 : (tensor<i1>) -> tensor<i32>
    %3 = "stablehlo.case"(%2) ({
      stablehlo.return %arg3 : tensor<1x16x8xf32>
    }, {
      %4:8 = stablehlo.custom_call @xla_ffi_python_cpu_callback(%1) {backend_config = "", mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<> : tensor<0xindex>], result_layouts = [dense<> : tensor<0xindex>, dense<> : tensor<0xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>], sdy.sharding = #sdy.sharding_per_value<[<@maximal_mesh_0, []>, <@maximal_mesh_0, []>, <@maximal_mesh_0, []>, <@maximal_mesh_0, []>, <@maximal_mesh_0, []>, <@maximal_mesh_0, []>, <@maximal_mesh_0, []>, <@maximal_mesh_0, []>]>} : (tensor<i32>) -> (tensor<f32>, tensor<f32>, tensor<1xf32>, tensor<1x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>)
      %5:8 = stablehlo.custom_call @xla_ffi_python_cpu_callback(%4#0, %4#1, %4#2, %4#3, %4#4, %4#5, %4#6, %4#7, %1) {backend_config = "", mhlo.backend_config = {index = 1 : ui64}, operand_layouts = [dense<> : tensor<0xindex>, dense<> : tensor<0xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>], result_layouts = [dense<> : tensor<0xindex>, dense<> : tensor<0xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>], sdy.sharding = #sdy.sharding_per_value<[<@maximal_mesh_0, []>, <@maximal_mesh_0, []>, <@maximal_mesh_0, []>, <@maximal_mesh_0, []>, <@maximal_mesh_0, []>, <@maximal_mesh_0, []>, <@maximal_mesh_0, []>, <@maximal_mesh_0, []>]>} : (tensor<f32>, tensor<f32>, tensor<1xf32>, tensor<1x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> (tensor<f32>, tensor<f32>, tensor<1xf32>, tensor<1x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>)
      stablehlo.return %5#3 : tensor<1x16x8xf32>
    }) : (tensor<i32>) -> tensor<1x16x8xf32>
    return %3 : tensor<1x16x8xf32>
  }
  func.func private @diffeqsolve_28(%arg0: tensor<i32>, %arg1: tensor<10xi32>, %arg2: tensor<10xi32>, %arg3: tensor<10xi1>, %arg4: tensor<10xi1>, %arg5: tensor<10x16x8xf32>, %arg6: tensor<10xf32>, %arg7: tensor<10xf32>, %arg8: tensor<10xi1>, %arg9: tensor<10xi1>, %arg10: tensor<10x16x8xf32>, %arg11: tensor<10xi32>, %arg12: tensor<10xi32>, %arg13: tensor<10xf32>, %arg14: tensor<10xf32>, %arg15: tensor<10xi32>, %arg16: tensor<10xi32>, %arg17: tensor<10xi32>, %arg18: tensor<10xi32>, %arg19: tensor<10xi32>, %arg20: tensor<10xi32>, %arg21: tensor<1xf32>, %arg22: tensor<1x16x8xf32>, %arg23: tensor<7x7xf32>, %arg24: tensor<7xf32>, %arg25: tensor<16x8xf32>, %arg26: tensor<16xf32>, %arg27: tensor<16x16xf32>, %arg28: tensor<16xf32>, %arg29: tensor<8x16xf32>, %arg30: tensor<8xf32>, %arg31: tensor<7xf32>, %arg32: tensor<f32>, %arg33: tensor<f32>, %arg34: tensor<f32>, %arg35: tensor<i32>, %arg36: tensor<i1>, %arg37: tensor<i1>, %arg38: tensor<i32>, %arg39: tensor<1x16x8xf32>) -> (tensor<16x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<16x8xf32>) {
    %0 = call @branched_error_if_impl_29(%arg39) : (tensor<1x16x8xf32>) -> tensor<1x16x8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %0, %arg38, %c, %c_0, sizes = [1, 16, 8] : (tensor<1x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<1x16x8xf32>, tensor<f32>) -> tensor<16x8xf32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %3 = "stablehlo.case"(%c_1) ({
      %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %55 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
      stablehlo.return %55 : tensor<16x8xf32>
    }, {
      stablehlo.return %2 : tensor<16x8xf32>
    }) : (tensor<i32>) -> tensor<16x8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %c_8 = stablehlo.constant dense<10> : tensor<i32>
    %10 = stablehlo.minimum %arg0, %c_8 : tensor<i32>
    %c_9 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.subtract %10, %c_9 : tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.maximum %11, %c_10 : tensor<i32>
    %13 = call @dynamic_index_in_dim_30(%arg1, %12) : (tensor<10xi32>, tensor<i32>) -> tensor<i32>
    %14 = call @dynamic_index_in_dim_30(%arg2, %12) : (tensor<10xi32>, tensor<i32>) -> tensor<i32>
    %15 = call @dynamic_index_in_dim_31(%arg3, %12) : (tensor<10xi1>, tensor<i32>) -> tensor<i1>
    %16 = call @dynamic_index_in_dim_31(%arg4, %12) : (tensor<10xi1>, tensor<i32>) -> tensor<i1>
    %17 = call @dynamic_index_in_dim_32(%arg5, %12) : (tensor<10x16x8xf32>, tensor<i32>) -> tensor<16x8xf32>
    %18 = call @dynamic_index_in_dim_33(%arg6, %12) : (tensor<10xf32>, tensor<i32>) -> tensor<f32>
    %19 = call @dynamic_index_in_dim_33(%arg7, %12) : (tensor<10xf32>, tensor<i32>) -> tensor<f32>
    %20 = call @dynamic_index_in_dim_31(%arg8, %12) : (tensor<10xi1>, tensor<i32>) -> tensor<i1>
    %21 = call @dynamic_index_in_dim_31(%arg9, %12) : (tensor<10xi1>, tensor<i32>) -> tensor<i1>
    %22 = call @dynamic_index_in_dim_32(%arg10, %12) : (tensor<10x16x8xf32>, tensor<i32>) -> tensor<16x8xf32>
    %23 = call @dynamic_index_in_dim_30(%arg11, %12) : (tensor<10xi32>, tensor<i32>) -> tensor<i32>
    %24 = call @dynamic_index_in_dim_30(%arg12, %12) : (tensor<10xi32>, tensor<i32>) -> tensor<i32>
    %25 = call @dynamic_index_in_dim_33(%arg13, %12) : (tensor<10xf32>, tensor<i32>) -> tensor<f32>
    %26 = call @dynamic_index_in_dim_33(%arg14, %12) : (tensor<10xf32>, tensor<i32>) -> tensor<f32>
    %27 = call @dynamic_index_in_dim_30(%arg15, %12) : (tensor<10xi32>, tensor<i32>) -> tensor<i32>
    %28 = call @dynamic_index_in_dim_30(%arg16, %12) : (tensor<10xi32>, tensor<i32>) -> tensor<i32>
    %29 = call @dynamic_index_in_dim_30(%arg17, %12) : (tensor<10xi32>, tensor<i32>) -> tensor<i32>
    %30 = call @dynamic_index_in_dim_30(%arg18, %12) : (tensor<10xi32>, tensor<i32>) -> tensor<i32>
    %31 = call @dynamic_index_in_dim_30(%arg19, %12) : (tensor<10xi32>, tensor<i32>) -> tensor<i32>
    %32 = call @dynamic_index_in_dim_30(%arg20, %12) : (tensor<10xi32>, tensor<i32>) -> tensor<i32>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %33 = stablehlo.add %13, %c_11 : tensor<i32>
    %34 = stablehlo.compare EQ, %33, %arg0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %35 = call @_where_34(%34, %12, %10) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %36 = stablehlo.subtract %arg0, %13 : tensor<i32>
    %c_12 = stablehlo.constant dense<2> : tensor<i32>
    %37 = call @floor_divide(%36, %c_12) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %38 = stablehlo.add %13, %37 : tensor<i32>
    %c_13 = stablehlo.constant dense<1> : tensor<i32>
    %39 = stablehlo.add %13, %c_13 : tensor<i32>
    %40 = stablehlo.subtract %arg0, %13 : tensor<i32>
    %c_14 = stablehlo.constant dense<2> : tensor<i32>
    %41 = stablehlo.subtract %40, %c_14 : tensor<i32>
    %c_15 = stablehlo.constant dense<10> : tensor<i32>
    %42 = stablehlo.subtract %c_15, %35 : tensor<i32>
    %43 = stablehlo.compare LE, %41, %42, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %44 = call @_where_34(%43, %39, %38) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %c_16 = stablehlo.constant dense<10> : tensor<i32>
    %45 = stablehlo.compare EQ, %35, %c_16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_17 = stablehlo.constant dense<1> : tensor<i32>
    %46 = stablehlo.add %13, %c_17 : tensor<i32>
    %47 = stablehlo.compare EQ, %46, %arg0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %48 = stablehlo.or %45, %47 : tensor<i1>
    %c_18 = stablehlo.constant dense<2> : tensor<i32>
    %49 = stablehlo.add %13, %c_18 : tensor<i32>
    %50 = stablehlo.compare EQ, %49, %arg0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %51 = stablehlo.or %48, %50 : tensor<i1>
    %c_19 = stablehlo.constant dense<2147483647> : tensor<i32>
    %52 = call @_where_35(%51, %c_19, %44) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %54:68 = stablehlo.while(%iterArg = %arg35, %iterArg_21 = %arg23, %iterArg_22 = %arg24, %iterArg_23 = %arg25, %iterArg_24 = %arg26, %iterArg_25 = %arg27, %iterArg_26 = %arg28, %iterArg_27 = %arg29, %iterArg_28 = %arg30, %iterArg_29 = %arg31, %iterArg_30 = %arg36, %iterArg_31 = %arg32, %iterArg_32 = %arg33, %iterArg_33 = %arg34, %iterArg_34 = %arg21, %iterArg_35 = %arg22, %iterArg_36 = %arg37, %iterArg_37 = %13, %iterArg_38 = %arg0, %iterArg_39 = %52, %iterArg_40 = %35, %iterArg_41 = %14, %iterArg_42 = %15, %iterArg_43 = %16, %iterArg_44 = %17, %iterArg_45 = %18, %iterArg_46 = %19, %iterArg_47 = %20, %iterArg_48 = %21, %iterArg_49 = %22, %iterArg_50 = %23, %iterArg_51 = %24, %iterArg_52 = %25, %iterArg_53 = %26, %iterArg_54 = %27, %iterArg_55 = %28, %iterArg_56 = %29, %iterArg_57 = %30, %iterArg_58 = %31, %iterArg_59 = %32, %iterArg_60 = %3, %iterArg_61 = %53, %iterArg_62 = %4, %iterArg_63 = %5, %iterArg_64 = %6, %iterArg_65 = %7, %iterArg_66 = %8, %iterArg_67 = %9, %iterArg_68 = %arg1, %iterArg_69 = %arg2, %iterArg_70 = %arg3, %iterArg_71 = %arg4, %iterArg_72 = %arg5, %iterArg_73 = %arg6, %iterArg_74 = %arg7, %iterArg_75 = %arg8, %iterArg_76 = %arg9, %iterArg_77 = %arg10, %iterArg_78 = %arg11, %iterArg_79 = %arg12, %iterArg_80 = %arg13, %iterArg_81 = %arg14, %iterArg_82 = %arg15, %iterArg_83 = %arg16, %iterArg_84 = %arg17, %iterArg_85 = %arg18, %iterArg_86 = %arg19, %iterArg_87 = %arg20) : tensor<i32>, tensor<7x7xf32>, tensor<7xf32>, tensor<16x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<7xf32>, tensor<i1>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<1xf32>, tensor<1x16x8xf32>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<16x8xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i1>, tensor<16x8xf32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<10xi32>, tensor<10xi32>, tensor<10xi1>, tensor<10xi1>, tensor<10x16x8xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xi1>, tensor<10xi1>, tensor<10x16x8xf32>, tensor<10xi32>, tensor<10xi32>, tensor<10xf32>, tensor<10xf32>, tensor<10xi32>, tensor<10xi32>, tensor<10xi32>, tensor<10xi32>, tensor<10xi32>, tensor<10xi32>
    cond {
      %c_88 = stablehlo.constant dense<0> : tensor<i32>
      %55 = stablehlo.compare GT, %iterArg_38, %c_88, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %55 : tensor<i1>
    } do {
      %c_88 = stablehlo.constant dense<1> : tensor<i32>
      %55 = stablehlo.compare EQ, %iterArg, %c_88, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %56 = stablehlo.negate %iterArg_46 : tensor<f32>
      %57 = func.call @_where_7(%55, %iterArg_45, %56) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %c_89 = stablehlo.constant dense<1> : tensor<i32>
      %58 = stablehlo.compare EQ, %iterArg, %c_89, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %59 = stablehlo.negate %iterArg_45 : tensor<f32>
      %60 = func.call @_where_7(%58, %iterArg_46, %59) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %61 = stablehlo.subtract %iterArg_46, %iterArg_45 : tensor<f32>
      %c_90 = stablehlo.constant dense<1> : tensor<i32>
      %62 = stablehlo.compare EQ, %iterArg, %c_90, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %63 = stablehlo.negate %iterArg_46 : tensor<f32>
      %64 = func.call @_where_7(%62, %iterArg_45, %63) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %c_91 = stablehlo.constant dense<1> : tensor<i32>
      %65 = stablehlo.compare EQ, %iterArg, %c_91, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %66 = stablehlo.negate %iterArg_45 : tensor<f32>
      %67 = func.call @_where_7(%65, %iterArg_46, %66) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %68 = stablehlo.subtract %67, %64 : tensor<f32>
      %69 = stablehlo.convert %iterArg : (tensor<i32>) -> tensor<f32>
      %70 = stablehlo.multiply %69, %68 : tensor<f32>
      %c_92 = stablehlo.constant dense<false> : tensor<i1>
      %71 = stablehlo.or %iterArg_48, %c_92 : tensor<i1>
      %c_93 = stablehlo.constant dense<false> : tensor<i1>
      %72 = stablehlo.reduce(%71 init: %c_93) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %c_94 = stablehlo.constant dense<0> : tensor<i32>
      %c_95 = stablehlo.constant dense<1> : tensor<i32>
      %73 = func.call @_where_8(%72, %c_94, %c_95) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %c_96 = stablehlo.constant dense<0> : tensor<i32>
      %74:2 = func.call @_where_36(%72, %c_96, %iterArg_49) : (tensor<i1>, tensor<i32>, tensor<16x8xf32>) -> (tensor<16x8xf32>, tensor<16x8xf32>)
      %75 = stablehlo.broadcast_in_dim %70, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
      %76 = stablehlo.multiply %75, %74#0 : tensor<16x8xf32>
      %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %77 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<7x16x8xf32>
      %c_98 = stablehlo.constant dense<0> : tensor<i32>
      %78 = stablehlo.broadcast_in_dim %c_98, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %79 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<7x16x8xf32>
      %80 = "stablehlo.scatter"(%77, %78, %76) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg40: tensor<f32>, %arg41: tensor<f32>):
        stablehlo.return %arg41 : tensor<f32>
      }) : (tensor<7x16x8xf32>, tensor<1xi32>, tensor<16x8xf32>) -> tensor<7x16x8xf32>
      %c_100 = stablehlo.constant dense<0> : tensor<i32>
      %c_101 = stablehlo.constant dense<7> : tensor<i32>
      %81 = stablehlo.compare LT, %73, %c_101, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_102 = stablehlo.constant dense<0> : tensor<i32>
      %82 = stablehlo.broadcast_in_dim %c_102, dims = [] : (tensor<i32>) -> tensor<7xi32>
      %c_103 = stablehlo.constant dense<0> : tensor<i32>
      %83 = stablehlo.broadcast_in_dim %c_103, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %c_104 = stablehlo.constant dense<2147483647> : tensor<i32>
      %84 = "stablehlo.scatter"(%82, %83, %c_104) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg40: tensor<i32>, %arg41: tensor<i32>):
        stablehlo.return %arg41 : tensor<i32>
      }) : (tensor<7xi32>, tensor<1xi32>, tensor<i32>) -> tensor<7xi32>
      %c_105 = stablehlo.constant dense<false> : tensor<i1>
      %85 = stablehlo.broadcast_in_dim %c_105, dims = [] : (tensor<i1>) -> tensor<7xi1>
      %c_106 = stablehlo.constant dense<2147483647> : tensor<i32>
      %86 = stablehlo.broadcast_in_dim %c_106, dims = [] : (tensor<i32>) -> tensor<7xi32>
      %c_107 = stablehlo.constant dense<0> : tensor<i32>
      %87 = stablehlo.broadcast_in_dim %c_107, dims = [] : (tensor<i32>) -> tensor<7xi32>
      %c_108 = stablehlo.constant dense<false> : tensor<i1>
      %88 = stablehlo.broadcast_in_dim %c_108, dims = [] : (tensor<i1>) -> tensor<7xi1>
      %c_109 = stablehlo.constant dense<false> : tensor<i1>
      %89 = stablehlo.broadcast_in_dim %c_109, dims = [] : (tensor<i1>) -> tensor<7xi1>
      %c_110 = stablehlo.constant dense<0> : tensor<i32>
      %90 = stablehlo.broadcast_in_dim %c_110, dims = [] : (tensor<i32>) -> tensor<7xi32>
      %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %91 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<7x16x8xf32>
      %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %92 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<7x16x8xf32>
      %c_113 = stablehlo.constant dense<0> : tensor<i32>
      %93 = stablehlo.broadcast_in_dim %c_113, dims = [] : (tensor<i32>) -> tensor<7xi32>
      %c_114 = stablehlo.constant dense<0> : tensor<i32>
      %c_115 = stablehlo.constant dense<0> : tensor<i32>
      %c_116 = stablehlo.constant dense<7> : tensor<i32>
      %c_117 = stablehlo.constant dense<7> : tensor<i32>
      %c_118 = stablehlo.constant dense<true> : tensor<i1>
      %c_119 = stablehlo.constant dense<0> : tensor<i32>
      %c_120 = stablehlo.constant dense<true> : tensor<i1>
      %94:37 = stablehlo.while(%iterArg_153 = %iterArg_21, %iterArg_154 = %iterArg_22, %iterArg_155 = %iterArg_44, %iterArg_156 = %61, %iterArg_157 = %iterArg_45, %iterArg_158 = %iterArg_46, %iterArg_159 = %iterArg, %iterArg_160 = %iterArg_23, %iterArg_161 = %iterArg_24, %iterArg_162 = %iterArg_25, %iterArg_163 = %iterArg_26, %iterArg_164 = %iterArg_27, %iterArg_165 = %iterArg_28, %iterArg_166 = %70, %iterArg_167 = %c_114, %iterArg_168 = %c_115, %iterArg_169 = %c_116, %iterArg_170 = %c_117, %iterArg_171 = %c_118, %iterArg_172 = %84, %iterArg_173 = %85, %iterArg_174 = %c_119, %iterArg_175 = %81, %iterArg_176 = %c_120, %iterArg_177 = %73, %iterArg_178 = %iterArg_44, %iterArg_179 = %74#0, %iterArg_180 = %80, %iterArg_181 = %c_100, %iterArg_182 = %86, %iterArg_183 = %87, %iterArg_184 = %88, %iterArg_185 = %89, %iterArg_186 = %90, %iterArg_187 = %91, %iterArg_188 = %92, %iterArg_189 = %93) : tensor<7x7xf32>, tensor<7xf32>, tensor<16x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<16x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i1>, tensor<7xi32>, tensor<7xi1>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<7x16x8xf32>, tensor<i32>, tensor<7xi32>, tensor<7xi32>, tensor<7xi1>, tensor<7xi1>, tensor<7xi32>, tensor<7x16x8xf32>, tensor<7x16x8xf32>, tensor<7xi32>
      cond {
        %c_190 = stablehlo.constant dense<7> : tensor<i32>
        %221 = stablehlo.compare LT, %iterArg_177, %c_190, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_191 = stablehlo.constant dense<false> : tensor<i1>
        %222 = stablehlo.broadcast_in_dim %c_191, dims = [] : (tensor<i1>) -> tensor<i1>
        %223 = stablehlo.compare NE, %221, %222, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %224 = stablehlo.convert %223 : tensor<i1>
        %c_192 = stablehlo.constant dense<false> : tensor<i1>
        %225 = stablehlo.reduce(%224 init: %c_192) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %c_193 = stablehlo.constant dense<7> : tensor<i32>
        %226 = stablehlo.compare LT, %iterArg_174, %c_193, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_194 = stablehlo.constant dense<false> : tensor<i1>
        %227 = stablehlo.broadcast_in_dim %c_194, dims = [] : (tensor<i1>) -> tensor<i1>
        %228 = stablehlo.compare NE, %226, %227, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %229 = stablehlo.convert %228 : tensor<i1>
        %230 = stablehlo.and %225, %229 : tensor<i1>
        stablehlo.return %230 : tensor<i1>
      } do {
        %c_190 = stablehlo.constant dense<1> : tensor<i32>
        %221 = stablehlo.add %iterArg_167, %c_190 : tensor<i32>
        %222 = stablehlo.convert %iterArg_177 : tensor<i32>
        %c_191 = stablehlo.constant dense<0> : tensor<i32>
        %223 = stablehlo.compare LT, %222, %c_191, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_192 = stablehlo.constant dense<7> : tensor<i32>
        %224 = stablehlo.add %222, %c_192 : tensor<i32>
        %225 = stablehlo.select %223, %224, %222 : tensor<i1>, tensor<i32>
        %c_193 = stablehlo.constant dense<0> : tensor<i32>
        %c_194 = stablehlo.constant dense<0> : tensor<i32>
        %226 = stablehlo.compare LT, %c_193, %c_194, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_195 = stablehlo.constant dense<0> : tensor<i32>
        %c_196 = stablehlo.constant dense<7> : tensor<i32>
        %227 = stablehlo.add %c_195, %c_196 : tensor<i32>
        %c_197 = stablehlo.constant dense<0> : tensor<i32>
        %228 = stablehlo.select %226, %227, %c_197 : tensor<i1>, tensor<i32>
        %229 = stablehlo.dynamic_slice %iterArg_153, %225, %228, sizes = [1, 7] : (tensor<7x7xf32>, tensor<i32>, tensor<i32>) -> tensor<1x7xf32>
        %230 = stablehlo.reshape %229 : (tensor<1x7xf32>) -> tensor<7xf32>
        %c_198 = stablehlo.constant dense<0> : tensor<i32>
        %231 = stablehlo.compare LT, %iterArg_177, %c_198, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %232 = stablehlo.convert %iterArg_177 : tensor<i32>
        %c_199 = stablehlo.constant dense<7> : tensor<i32>
        %233 = stablehlo.add %232, %c_199 : tensor<i32>
        %234 = stablehlo.select %231, %233, %iterArg_177 : tensor<i1>, tensor<i32>
        %235 = stablehlo.dynamic_slice %iterArg_154, %234, sizes = [1] : (tensor<7xf32>, tensor<i32>) -> tensor<1xf32>
        %236 = stablehlo.reshape %235 : (tensor<1xf32>) -> tensor<f32>
        %237 = stablehlo.dot_general %230, %iterArg_180, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<7xf32>, tensor<7x16x8xf32>) -> tensor<16x8xf32>
        %238 = stablehlo.add %iterArg_155, %237 : tensor<16x8xf32>
        %cst_200 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %239 = stablehlo.compare EQ, %236, %cst_200, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %240 = stablehlo.multiply %236, %iterArg_156 : tensor<f32>
        %241 = stablehlo.add %iterArg_157, %240 : tensor<f32>
        %242 = func.call @_where_10(%239, %iterArg_158, %241) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %243 = stablehlo.convert %iterArg_159 : (tensor<i32>) -> tensor<f32>
        %244 = stablehlo.multiply %242, %243 : tensor<f32>
        %245 = stablehlo.dot_general %iterArg_160, %238, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x16xf32>
        %246 = stablehlo.transpose %245, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
        %247 = stablehlo.broadcast_in_dim %iterArg_161, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
        %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<16x16xf32>
        %249 = stablehlo.add %246, %248 : tensor<16x16xf32>
        %250 = stablehlo.tanh %249 : tensor<16x16xf32>
        %251 = stablehlo.dot_general %iterArg_162, %250, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
        %252 = stablehlo.transpose %251, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
        %253 = stablehlo.broadcast_in_dim %iterArg_163, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
        %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<16x16xf32>
        %255 = stablehlo.add %252, %254 : tensor<16x16xf32>
        %256 = stablehlo.tanh %255 : tensor<16x16xf32>
        %257 = stablehlo.dot_general %iterArg_164, %256, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
        %258 = stablehlo.transpose %257, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>
        %259 = stablehlo.broadcast_in_dim %iterArg_165, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
        %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<16x8xf32>
        %261 = stablehlo.add %258, %260 : tensor<16x8xf32>
        %262 = stablehlo.subtract %261, %238 : tensor<16x8xf32>
        %263 = stablehlo.broadcast_in_dim %iterArg_166, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
        %264 = stablehlo.multiply %263, %262 : tensor<16x8xf32>
        %c_201 = stablehlo.constant dense<false> : tensor<i1>
        %265 = stablehlo.broadcast_in_dim %c_201, dims = [] : (tensor<i1>) -> tensor<i1>
        %266 = stablehlo.compare NE, %iterArg_175, %265, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %267 = stablehlo.convert %266 : tensor<i1>
        %c_202 = stablehlo.constant dense<true> : tensor<i1>
        %268 = stablehlo.and %c_202, %267 : tensor<i1>
        %269 = stablehlo.convert %iterArg_177 : tensor<i32>
        %c_203 = stablehlo.constant dense<0> : tensor<i32>
        %270 = stablehlo.compare LT, %269, %c_203, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_204 = stablehlo.constant dense<7> : tensor<i32>
        %271 = stablehlo.add %269, %c_204 : tensor<i32>
        %272 = stablehlo.select %270, %271, %269 : tensor<i1>, tensor<i32>
        %c_205 = stablehlo.constant dense<0> : tensor<i32>
        %c_206 = stablehlo.constant dense<0> : tensor<i32>
        %273 = stablehlo.compare LT, %c_205, %c_206, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_207 = stablehlo.constant dense<0> : tensor<i32>
        %c_208 = stablehlo.constant dense<16> : tensor<i32>
        %274 = stablehlo.add %c_207, %c_208 : tensor<i32>
        %c_209 = stablehlo.constant dense<0> : tensor<i32>
        %275 = stablehlo.select %273, %274, %c_209 : tensor<i1>, tensor<i32>
        %c_210 = stablehlo.constant dense<0> : tensor<i32>
        %c_211 = stablehlo.constant dense<0> : tensor<i32>
        %276 = stablehlo.compare LT, %c_210, %c_211, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_212 = stablehlo.constant dense<0> : tensor<i32>
        %c_213 = stablehlo.constant dense<8> : tensor<i32>
        %277 = stablehlo.add %c_212, %c_213 : tensor<i32>
        %c_214 = stablehlo.constant dense<0> : tensor<i32>
        %278 = stablehlo.select %276, %277, %c_214 : tensor<i1>, tensor<i32>
        %279 = stablehlo.dynamic_slice %iterArg_180, %272, %275, %278, sizes = [1, 16, 8] : (tensor<7x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x8xf32>
        %280 = stablehlo.reshape %279 : (tensor<1x16x8xf32>) -> tensor<16x8xf32>
        %c_215 = stablehlo.constant dense<0> : tensor<i32>
        %281 = stablehlo.compare LT, %iterArg_177, %c_215, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_216 = stablehlo.constant dense<7> : tensor<i32>
        %282 = stablehlo.add %iterArg_177, %c_216 : tensor<i32>
        %283 = stablehlo.select %281, %282, %iterArg_177 : tensor<i1>, tensor<i32>
        %284 = stablehlo.convert %283 : tensor<i32>
        %285 = stablehlo.broadcast_in_dim %284, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %286 = "stablehlo.scatter"(%iterArg_180, %285, %264) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
        ^bb0(%arg40: tensor<f32>, %arg41: tensor<f32>):
          stablehlo.return %arg41 : tensor<f32>
        }) : (tensor<7x16x8xf32>, tensor<1xi32>, tensor<16x8xf32>) -> tensor<7x16x8xf32>
        %c_217 = stablehlo.constant dense<1> : tensor<i32>
        %287 = stablehlo.add %iterArg_177, %c_217 : tensor<i32>
        %c_218 = stablehlo.constant dense<1> : tensor<i32>
        %288 = stablehlo.add %iterArg_174, %c_218 : tensor<i32>
        %c_219 = stablehlo.constant dense<7> : tensor<i32>
        %289 = stablehlo.compare LT, %287, %c_219, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_220 = stablehlo.constant dense<false> : tensor<i1>
        %290 = stablehlo.broadcast_in_dim %c_220, dims = [] : (tensor<i1>) -> tensor<i1>
        %291 = stablehlo.compare NE, %iterArg_175, %290, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %292 = stablehlo.convert %291 : tensor<i1>
        %c_221 = stablehlo.constant dense<false> : tensor<i1>
        %293 = stablehlo.broadcast_in_dim %c_221, dims = [] : (tensor<i1>) -> tensor<i1>
        %294 = stablehlo.compare NE, %289, %293, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %295 = stablehlo.convert %294 : tensor<i1>
        %296 = stablehlo.and %292, %295 : tensor<i1>
        %297 = func.call @dynamic_index_in_dim_37(%iterArg_182, %iterArg_167) : (tensor<7xi32>, tensor<i32>) -> tensor<i32>
        %c_222 = stablehlo.constant dense<true> : tensor<i1>
        %298 = func.call @_where_16(%c_222, %iterArg_167, %297) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
        %299 = func.call @dynamic_update_index_in_dim_38(%iterArg_182, %298, %iterArg_167) : (tensor<7xi32>, tensor<i32>, tensor<i32>) -> tensor<7xi32>
        %300 = func.call @dynamic_index_in_dim_37(%iterArg_183, %iterArg_167) : (tensor<7xi32>, tensor<i32>) -> tensor<i32>
        %c_223 = stablehlo.constant dense<true> : tensor<i1>
        %301 = func.call @_where_17(%c_223, %iterArg_174, %300) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
        %302 = func.call @dynamic_update_index_in_dim_38(%iterArg_183, %301, %iterArg_167) : (tensor<7xi32>, tensor<i32>, tensor<i32>) -> tensor<7xi32>
        %303 = func.call @dynamic_index_in_dim_39(%iterArg_184, %iterArg_167) : (tensor<7xi1>, tensor<i32>) -> tensor<i1>
        %c_224 = stablehlo.constant dense<true> : tensor<i1>
        %304 = func.call @_where_4(%c_224, %iterArg_175, %303) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
        %305 = func.call @dynamic_update_index_in_dim_40(%iterArg_184, %304, %iterArg_167) : (tensor<7xi1>, tensor<i1>, tensor<i32>) -> tensor<7xi1>
        %306 = func.call @dynamic_index_in_dim_39(%iterArg_185, %iterArg_167) : (tensor<7xi1>, tensor<i32>) -> tensor<i1>
        %c_225 = stablehlo.constant dense<true> : tensor<i1>
        %307 = func.call @_where_3(%c_225, %iterArg_176, %306) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
        %308 = func.call @dynamic_update_index_in_dim_40(%iterArg_185, %307, %iterArg_167) : (tensor<7xi1>, tensor<i1>, tensor<i32>) -> tensor<7xi1>
        %309 = func.call @dynamic_index_in_dim_37(%iterArg_186, %iterArg_167) : (tensor<7xi32>, tensor<i32>) -> tensor<i32>
        %c_226 = stablehlo.constant dense<true> : tensor<i1>
        %310 = func.call @_where_17(%c_226, %iterArg_177, %309) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
        %311 = func.call @dynamic_update_index_in_dim_38(%iterArg_186, %310, %iterArg_167) : (tensor<7xi32>, tensor<i32>, tensor<i32>) -> tensor<7xi32>
        %312 = func.call @dynamic_index_in_dim_41(%iterArg_187, %iterArg_167) : (tensor<7x16x8xf32>, tensor<i32>) -> tensor<16x8xf32>
        %c_227 = stablehlo.constant dense<true> : tensor<i1>
        %313 = func.call @_where_21(%c_227, %iterArg_178, %312) : (tensor<i1>, tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
        %314 = func.call @dynamic_update_index_in_dim_42(%iterArg_187, %313, %iterArg_167) : (tensor<7x16x8xf32>, tensor<16x8xf32>, tensor<i32>) -> tensor<7x16x8xf32>
        %315 = func.call @dynamic_index_in_dim_41(%iterArg_188, %iterArg_167) : (tensor<7x16x8xf32>, tensor<i32>) -> tensor<16x8xf32>
        %c_228 = stablehlo.constant dense<true> : tensor<i1>
        %316 = func.call @_where_21(%c_228, %iterArg_179, %315) : (tensor<i1>, tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
        %317 = func.call @dynamic_update_index_in_dim_42(%iterArg_188, %316, %iterArg_167) : (tensor<7x16x8xf32>, tensor<16x8xf32>, tensor<i32>) -> tensor<7x16x8xf32>
        %318 = func.call @dynamic_index_in_dim_37(%iterArg_189, %iterArg_167) : (tensor<7xi32>, tensor<i32>) -> tensor<i32>
        %c_229 = stablehlo.constant dense<true> : tensor<i1>
        %319 = func.call @_where_16(%c_229, %iterArg_181, %318) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
        %320 = func.call @dynamic_update_index_in_dim_38(%iterArg_189, %319, %iterArg_167) : (tensor<7xi32>, tensor<i32>, tensor<i32>) -> tensor<7xi32>
        stablehlo.return %iterArg_153, %iterArg_154, %iterArg_155, %iterArg_156, %iterArg_157, %iterArg_158, %iterArg_159, %iterArg_160, %iterArg_161, %iterArg_162, %iterArg_163, %iterArg_164, %iterArg_165, %iterArg_166, %221, %iterArg_168, %iterArg_169, %iterArg_170, %iterArg_171, %iterArg_172, %iterArg_173, %288, %296, %iterArg_175, %287, %238, %262, %286, %iterArg_181, %299, %302, %305, %308, %311, %314, %317, %320 : tensor<7x7xf32>, tensor<7xf32>, tensor<16x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<16x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i1>, tensor<7xi32>, tensor<7xi1>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<7x16x8xf32>, tensor<i32>, tensor<7xi32>, tensor<7xi32>, tensor<7xi1>, tensor<7xi1>, tensor<7xi32>, tensor<7x16x8xf32>, tensor<7x16x8xf32>, tensor<7xi32>
      }
      %95 = stablehlo.dot_general %iterArg_29, %94#27, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<7xf32>, tensor<7x16x8xf32>) -> tensor<16x8xf32>
      %cst_121 = stablehlo.constant dense<0x7F800000> : tensor<f32>
      %96:2 = func.call @_where_43(%iterArg_30, %95, %cst_121) : (tensor<i1>, tensor<16x8xf32>, tensor<f32>) -> (tensor<16x8xf32>, tensor<16x8xf32>)
      %97 = stablehlo.compare NE, %96#0, %96#0, FLOAT : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xi1>
      %cst_122 = stablehlo.constant dense<0x7F800000> : tensor<f32>
      %98:2 = func.call @_where_44(%97, %cst_122, %96#0) : (tensor<16x8xi1>, tensor<f32>, tensor<16x8xf32>) -> (tensor<16x8xf32>, tensor<16x8xf32>)
      %c_123 = stablehlo.constant dense<1> : tensor<i32>
      %99 = stablehlo.add %iterArg_50, %c_123 : tensor<i32>
      %100 = stablehlo.subtract %iterArg_53, %iterArg_52 : tensor<f32>
      %101 = stablehlo.convert %99 : (tensor<i32>) -> tensor<f32>
      %102 = stablehlo.convert %iterArg_51 : (tensor<i32>) -> tensor<f32>
      %103 = stablehlo.divide %101, %102 : tensor<f32>
      %104 = stablehlo.multiply %100, %103 : tensor<f32>
      %105 = stablehlo.add %iterArg_52, %104 : tensor<f32>
      %106 = stablehlo.compare EQ, %99, %iterArg_51, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %107 = func.call @_where_10(%106, %iterArg_53, %105) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %c_124 = stablehlo.constant dense<0> : tensor<i32>
      %108 = stablehlo.compare GE, %iterArg_51, %c_124, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %109 = stablehlo.add %iterArg_46, %iterArg_53 : tensor<f32>
      %110 = func.call @_where_10(%108, %107, %109) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %111 = stablehlo.minimum %iterArg_46, %iterArg_31 : tensor<f32>
      %112 = stablehlo.compare GT, %110, %iterArg_32, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %113 = stablehlo.subtract %iterArg_31, %111 : tensor<f32>
      %cst_125 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %114 = stablehlo.multiply %cst_125, %113 : tensor<f32>
      %115 = stablehlo.add %111, %114 : tensor<f32>
      %c_126 = stablehlo.constant dense<true> : tensor<i1>
      %116 = func.call @_where_10(%c_126, %iterArg_31, %115) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %117 = func.call @_where_10(%112, %116, %110) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %118 = stablehlo.compare EQ, %iterArg_33, %iterArg_31, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %119 = stablehlo.subtract %111, %iterArg_33 : tensor<f32>
      %c_127 = stablehlo.constant dense<0> : tensor<i32>
      %120 = func.call @_where_13(%118, %c_127, %119) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
      %121 = stablehlo.subtract %iterArg_31, %iterArg_33 : tensor<f32>
      %c_128 = stablehlo.constant dense<1> : tensor<i32>
      %122 = func.call @_where_13(%118, %c_128, %121) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
      %123 = stablehlo.divide %120, %122 : tensor<f32>
      %c_129 = stablehlo.constant dense<true> : tensor<i1>
      %124 = func.call @_where_45(%c_129, %94#25, %iterArg_44) : (tensor<i1>, tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
      %c_130 = stablehlo.constant dense<true> : tensor<i1>
      %c_131 = stablehlo.constant dense<false> : tensor<i1>
      %125 = func.call @_where_15(%c_130, %c_131, %iterArg_48) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %c_132 = stablehlo.constant dense<true> : tensor<i1>
      %126 = func.call @_where_45(%c_132, %94#26, %iterArg_49) : (tensor<i1>, tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
      %c_133 = stablehlo.constant dense<1> : tensor<i32>
      %127 = stablehlo.add %iterArg_55, %c_133 : tensor<i32>
      %c_134 = stablehlo.constant dense<true> : tensor<i1>
      %c_135 = stablehlo.constant dense<1> : tensor<i32>
      %c_136 = stablehlo.constant dense<0> : tensor<i32>
      %128 = func.call @_where_8(%c_134, %c_135, %c_136) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %129 = stablehlo.add %iterArg_56, %128 : tensor<i32>
      %c_137 = stablehlo.constant dense<true> : tensor<i1>
      %c_138 = stablehlo.constant dense<0> : tensor<i32>
      %c_139 = stablehlo.constant dense<1> : tensor<i32>
      %130 = func.call @_where_8(%c_137, %c_138, %c_139) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %131 = stablehlo.add %iterArg_57, %130 : tensor<i32>
      %c_140 = stablehlo.constant dense<false> : tensor<i1>
      %c_141 = stablehlo.constant dense<0> : tensor<i32>
      %c_142 = stablehlo.constant dense<1> : tensor<i32>
      %132 = stablehlo.add %iterArg_41, %c_142 : tensor<i32>
      %133 = stablehlo.compare LT, %111, %iterArg_31, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %134 = stablehlo.and %133, %iterArg_36 : tensor<i1>
      %135 = stablehlo.and %iterArg_42, %134 : tensor<i1>
      %c_143 = stablehlo.constant dense<1> : tensor<i32>
      %136 = stablehlo.add %iterArg_37, %c_143 : tensor<i32>
      %137 = stablehlo.compare EQ, %136, %iterArg_38, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %138 = stablehlo.convert %137 : (tensor<i1>) -> tensor<i32>
      %139:31 = "stablehlo.case"(%138) ({
        %c_153 = stablehlo.constant dense<1> : tensor<i32>
        %221 = stablehlo.add %iterArg_37, %c_153 : tensor<i32>
        stablehlo.return %221, %iterArg_38, %iterArg_39, %iterArg_40, %132, %135, %iterArg_42, %124, %111, %117, %c_140, %125, %126, %99, %iterArg_51, %iterArg_52, %iterArg_53, %c_141, %127, %129, %131, %iterArg_58, %iterArg_59, %iterArg_60, %iterArg_61, %iterArg_62, %iterArg_63, %iterArg_64, %iterArg_65, %iterArg_66, %iterArg_67 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<16x8xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i1>, tensor<16x8xf32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8xf32>
      }, {
        %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %221 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
        %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %222 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
        %c_155 = stablehlo.constant dense<true> : tensor<i1>
        %223:2 = func.call @_where_46(%c_155, %iterArg_61) : (tensor<i1>, tensor<16x8xf32>) -> (tensor<16x8xf32>, tensor<16x8xf32>)
        %224 = stablehlo.add %221, %223#1 : tensor<16x8xf32>
        %c_156 = stablehlo.constant dense<true> : tensor<i1>
        %225:2 = func.call @_where_46(%c_156, %iterArg_60) : (tensor<i1>, tensor<16x8xf32>) -> (tensor<16x8xf32>, tensor<16x8xf32>)
        %226 = stablehlo.add %222, %225#1 : tensor<16x8xf32>
        %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %227 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
        %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %228 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
        %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %229 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<16xf32>
        %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %230 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
        %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %231 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<16xf32>
        %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %232 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
        %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %233 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<8xf32>
        %c_164 = stablehlo.constant dense<7> : tensor<i32>
        %234 = stablehlo.minimum %94#14, %c_164 : tensor<i32>
        %c_165 = stablehlo.constant dense<1> : tensor<i32>
        %235 = stablehlo.subtract %234, %c_165 : tensor<i32>
        %c_166 = stablehlo.constant dense<0> : tensor<i32>
        %236 = stablehlo.maximum %235, %c_166 : tensor<i32>
        %237 = func.call @dynamic_index_in_dim_37(%94#29, %236) : (tensor<7xi32>, tensor<i32>) -> tensor<i32>
        %238 = func.call @dynamic_index_in_dim_37(%94#30, %236) : (tensor<7xi32>, tensor<i32>) -> tensor<i32>
        %239 = func.call @dynamic_index_in_dim_39(%94#31, %236) : (tensor<7xi1>, tensor<i32>) -> tensor<i1>
        %240 = func.call @dynamic_index_in_dim_39(%94#32, %236) : (tensor<7xi1>, tensor<i32>) -> tensor<i1>
        %241 = func.call @dynamic_index_in_dim_37(%94#33, %236) : (tensor<7xi32>, tensor<i32>) -> tensor<i32>
        %242 = func.call @dynamic_index_in_dim_41(%94#34, %236) : (tensor<7x16x8xf32>, tensor<i32>) -> tensor<16x8xf32>
        %243 = func.call @dynamic_index_in_dim_41(%94#35, %236) : (tensor<7x16x8xf32>, tensor<i32>) -> tensor<16x8xf32>
        %244 = func.call @dynamic_index_in_dim_37(%94#36, %236) : (tensor<7xi32>, tensor<i32>) -> tensor<i32>
        %c_167 = stablehlo.constant dense<true> : tensor<i1>
        %245 = func.call @_where_16(%c_167, %236, %234) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
        %246 = stablehlo.subtract %94#14, %237 : tensor<i32>
        %c_168 = stablehlo.constant dense<2> : tensor<i32>
        %247 = func.call @floor_divide_47(%246, %c_168) : (tensor<i32>, tensor<i32>) -> tensor<i32>
        %248 = stablehlo.add %237, %247 : tensor<i32>
        %c_169 = stablehlo.constant dense<1> : tensor<i32>
        %249 = stablehlo.add %237, %c_169 : tensor<i32>
        %250 = stablehlo.subtract %94#14, %237 : tensor<i32>
        %c_170 = stablehlo.constant dense<2> : tensor<i32>
        %251 = stablehlo.subtract %250, %c_170 : tensor<i32>
        %c_171 = stablehlo.constant dense<7> : tensor<i32>
        %252 = stablehlo.subtract %c_171, %245 : tensor<i32>
        %253 = stablehlo.compare LE, %251, %252, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %254 = func.call @_where_16(%253, %249, %248) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
        %c_172 = stablehlo.constant dense<7> : tensor<i32>
        %255 = stablehlo.compare EQ, %245, %c_172, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_173 = stablehlo.constant dense<1> : tensor<i32>
        %256 = stablehlo.add %237, %c_173 : tensor<i32>
        %257 = stablehlo.compare EQ, %256, %94#14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %258 = stablehlo.or %255, %257 : tensor<i1>
        %c_174 = stablehlo.constant dense<2> : tensor<i32>
        %259 = stablehlo.add %237, %c_174 : tensor<i32>
        %260 = stablehlo.compare EQ, %259, %94#14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %261 = stablehlo.or %258, %260 : tensor<i1>
        %c_175 = stablehlo.constant dense<2147483647> : tensor<i32>
        %262 = func.call @_where_17(%261, %c_175, %254) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
        %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %263 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<7x16x8xf32>
        %264:44 = stablehlo.while(%iterArg_193 = %94#30, %iterArg_194 = %94#31, %iterArg_195 = %94#32, %iterArg_196 = %94#33, %iterArg_197 = %94#34, %iterArg_198 = %94#35, %iterArg_199 = %94#36, %iterArg_200 = %iterArg_21, %iterArg_201 = %iterArg_22, %iterArg_202 = %94#27, %iterArg_203 = %iterArg_44, %iterArg_204 = %61, %iterArg_205 = %iterArg_45, %iterArg_206 = %iterArg_46, %iterArg_207 = %iterArg, %iterArg_208 = %iterArg_23, %iterArg_209 = %iterArg_24, %iterArg_210 = %iterArg_25, %iterArg_211 = %iterArg_26, %iterArg_212 = %iterArg_27, %iterArg_213 = %iterArg_28, %iterArg_214 = %70, %iterArg_215 = %237, %iterArg_216 = %94#14, %iterArg_217 = %262, %iterArg_218 = %245, %iterArg_219 = %238, %iterArg_220 = %239, %iterArg_221 = %240, %iterArg_222 = %241, %iterArg_223 = %242, %iterArg_224 = %243, %iterArg_225 = %244, %iterArg_226 = %225#0, %iterArg_227 = %223#0, %iterArg_228 = %263, %iterArg_229 = %227, %iterArg_230 = %228, %iterArg_231 = %229, %iterArg_232 = %230, %iterArg_233 = %231, %iterArg_234 = %232, %iterArg_235 = %233, %iterArg_236 = %94#29) : tensor<7xi32>, tensor<7xi1>, tensor<7xi1>, tensor<7xi32>, tensor<7x16x8xf32>, tensor<7x16x8xf32>, tensor<7xi32>, tensor<7x7xf32>, tensor<7xf32>, tensor<7x16x8xf32>, tensor<16x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<16x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<i32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<7x16x8xf32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<7xi32>
        cond {
          %c_237 = stablehlo.constant dense<0> : tensor<i32>
          %330 = stablehlo.compare GT, %iterArg_216, %c_237, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          stablehlo.return %330 : tensor<i1>
        } do {
          %c_237 = stablehlo.constant dense<0> : tensor<i32>
          %330 = stablehlo.compare LT, %iterArg_222, %c_237, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_238 = stablehlo.constant dense<7> : tensor<i32>
          %331 = stablehlo.add %iterArg_222, %c_238 : tensor<i32>
          %332 = stablehlo.select %330, %331, %iterArg_222 : tensor<i1>, tensor<i32>
          %c_239 = stablehlo.constant dense<0> : tensor<i32>
          %c_240 = stablehlo.constant dense<0> : tensor<i32>
          %333 = stablehlo.compare LT, %c_239, %c_240, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_241 = stablehlo.constant dense<0> : tensor<i32>
          %c_242 = stablehlo.constant dense<7> : tensor<i32>
          %334 = stablehlo.add %c_241, %c_242 : tensor<i32>
          %c_243 = stablehlo.constant dense<0> : tensor<i32>
          %335 = stablehlo.select %333, %334, %c_243 : tensor<i1>, tensor<i32>
          %336 = stablehlo.dynamic_slice %iterArg_200, %332, %335, sizes = [1, 7] : (tensor<7x7xf32>, tensor<i32>, tensor<i32>) -> tensor<1x7xf32>
          %337 = stablehlo.reshape %336 : (tensor<1x7xf32>) -> tensor<7xf32>
          %c_244 = stablehlo.constant dense<0> : tensor<i32>
          %338 = stablehlo.compare LT, %iterArg_222, %c_244, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_245 = stablehlo.constant dense<7> : tensor<i32>
          %339 = stablehlo.add %iterArg_222, %c_245 : tensor<i32>
          %340 = stablehlo.select %338, %339, %iterArg_222 : tensor<i1>, tensor<i32>
          %341 = stablehlo.dynamic_slice %iterArg_201, %340, sizes = [1] : (tensor<7xf32>, tensor<i32>) -> tensor<1xf32>
          %342 = stablehlo.reshape %341 : (tensor<1xf32>) -> tensor<f32>
          %343 = stablehlo.dot_general %337, %iterArg_202, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<7xf32>, tensor<7x16x8xf32>) -> tensor<16x8xf32>
          %344 = stablehlo.add %iterArg_203, %343 : tensor<16x8xf32>
          %cst_246 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
          %345 = stablehlo.compare EQ, %342, %cst_246, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          %346 = stablehlo.multiply %342, %iterArg_204 : tensor<f32>
          %347 = stablehlo.add %iterArg_205, %346 : tensor<f32>
          %348 = func.call @_where_10(%345, %iterArg_206, %347) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
          %349 = stablehlo.convert %iterArg_207 : (tensor<i32>) -> tensor<f32>
          %350 = stablehlo.multiply %348, %349 : tensor<f32>
          %351 = stablehlo.dot_general %iterArg_208, %344, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x16xf32>
          %352 = stablehlo.transpose %351, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
          %353 = stablehlo.broadcast_in_dim %iterArg_209, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
          %354 = stablehlo.broadcast_in_dim %353, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<16x16xf32>
          %355 = stablehlo.add %352, %354 : tensor<16x16xf32>
          %356 = stablehlo.tanh %355 : tensor<16x16xf32>
          %cst_247 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
          %357 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
          %358 = stablehlo.subtract %357, %356 : tensor<16x16xf32>
          %359 = stablehlo.dot_general %iterArg_210, %356, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
          %360 = stablehlo.transpose %359, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
          %361 = stablehlo.broadcast_in_dim %iterArg_211, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
          %362 = stablehlo.broadcast_in_dim %361, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<16x16xf32>
          %363 = stablehlo.add %360, %362 : tensor<16x16xf32>
          %364 = stablehlo.tanh %363 : tensor<16x16xf32>
          %cst_248 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
          %365 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
          %366 = stablehlo.subtract %365, %364 : tensor<16x16xf32>
          %367 = stablehlo.dot_general %iterArg_212, %364, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
          %368 = stablehlo.transpose %367, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>
          %369 = stablehlo.broadcast_in_dim %iterArg_213, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
          %370 = stablehlo.broadcast_in_dim %369, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<16x8xf32>
          %371 = stablehlo.add %368, %370 : tensor<16x8xf32>
          %372 = stablehlo.subtract %371, %344 : tensor<16x8xf32>
          %373 = stablehlo.broadcast_in_dim %iterArg_214, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
          %374 = stablehlo.multiply %373, %372 : tensor<16x8xf32>
          %c_249 = stablehlo.constant dense<true> : tensor<i1>
          %375 = stablehlo.and %c_249, %iterArg_220 : tensor<i1>
          %c_250 = stablehlo.constant dense<0> : tensor<i32>
          %376 = stablehlo.compare LT, %iterArg_222, %c_250, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_251 = stablehlo.constant dense<7> : tensor<i32>
          %377 = stablehlo.add %iterArg_222, %c_251 : tensor<i32>
          %378 = stablehlo.select %376, %377, %iterArg_222 : tensor<i1>, tensor<i32>
          %c_252 = stablehlo.constant dense<0> : tensor<i32>
          %c_253 = stablehlo.constant dense<0> : tensor<i32>
          %379 = stablehlo.compare LT, %c_252, %c_253, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_254 = stablehlo.constant dense<0> : tensor<i32>
          %c_255 = stablehlo.constant dense<16> : tensor<i32>
          %380 = stablehlo.add %c_254, %c_255 : tensor<i32>
          %c_256 = stablehlo.constant dense<0> : tensor<i32>
          %381 = stablehlo.select %379, %380, %c_256 : tensor<i1>, tensor<i32>
          %c_257 = stablehlo.constant dense<0> : tensor<i32>
          %c_258 = stablehlo.constant dense<0> : tensor<i32>
          %382 = stablehlo.compare LT, %c_257, %c_258, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_259 = stablehlo.constant dense<0> : tensor<i32>
          %c_260 = stablehlo.constant dense<8> : tensor<i32>
          %383 = stablehlo.add %c_259, %c_260 : tensor<i32>
          %c_261 = stablehlo.constant dense<0> : tensor<i32>
          %384 = stablehlo.select %382, %383, %c_261 : tensor<i1>, tensor<i32>
          %385 = stablehlo.dynamic_slice %iterArg_202, %378, %381, %384, sizes = [1, 16, 8] : (tensor<7x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x8xf32>
          %386 = stablehlo.reshape %385 : (tensor<1x16x8xf32>) -> tensor<16x8xf32>
          %c_262 = stablehlo.constant dense<0> : tensor<i32>
          %387 = stablehlo.compare LT, %iterArg_222, %c_262, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_263 = stablehlo.constant dense<7> : tensor<i32>
          %388 = stablehlo.add %iterArg_222, %c_263 : tensor<i32>
          %389 = stablehlo.select %387, %388, %iterArg_222 : tensor<i1>, tensor<i32>
          %390 = stablehlo.broadcast_in_dim %389, dims = [] : (tensor<i32>) -> tensor<1xi32>
          %391 = "stablehlo.scatter"(%iterArg_202, %390, %374) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
          ^bb0(%arg40: tensor<f32>, %arg41: tensor<f32>):
            stablehlo.return %arg41 : tensor<f32>
          }) : (tensor<7x16x8xf32>, tensor<1xi32>, tensor<16x8xf32>) -> tensor<7x16x8xf32>
          %c_264 = stablehlo.constant dense<1> : tensor<i32>
          %392 = stablehlo.add %iterArg_222, %c_264 : tensor<i32>
          %c_265 = stablehlo.constant dense<1> : tensor<i32>
          %393 = stablehlo.add %iterArg_219, %c_265 : tensor<i32>
          %c_266 = stablehlo.constant dense<7> : tensor<i32>
          %394 = stablehlo.compare LT, %392, %c_266, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %395 = stablehlo.and %iterArg_220, %394 : tensor<i1>
          %c_267 = stablehlo.constant dense<1> : tensor<i32>
          %396:21 = "stablehlo.case"(%c_267) ({
            %c_268 = stablehlo.constant dense<1> : tensor<i32>
            %397 = stablehlo.add %iterArg_215, %c_268 : tensor<i32>
            stablehlo.return %397, %iterArg_216, %iterArg_217, %iterArg_218, %393, %395, %iterArg_220, %392, %344, %372, %iterArg_225, %iterArg_226, %iterArg_227, %iterArg_228, %iterArg_229, %iterArg_230, %iterArg_231, %iterArg_232, %iterArg_233, %iterArg_234, %iterArg_235 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<i32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<7x16x8xf32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8xf32>
          }, {
            %cst_268 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
            %397 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
            %cst_269 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
            %398 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
            %c_270 = stablehlo.constant dense<0> : tensor<i32>
            %399 = stablehlo.compare LT, %iterArg_222, %c_270, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
            %c_271 = stablehlo.constant dense<7> : tensor<i32>
            %400 = stablehlo.add %iterArg_222, %c_271 : tensor<i32>
            %401 = stablehlo.select %399, %400, %iterArg_222 : tensor<i1>, tensor<i32>
            %c_272 = stablehlo.constant dense<0> : tensor<i32>
            %c_273 = stablehlo.constant dense<0> : tensor<i32>
            %402 = stablehlo.compare LT, %c_272, %c_273, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
            %c_274 = stablehlo.constant dense<0> : tensor<i32>
            %c_275 = stablehlo.constant dense<16> : tensor<i32>
            %403 = stablehlo.add %c_274, %c_275 : tensor<i32>
            %c_276 = stablehlo.constant dense<0> : tensor<i32>
            %404 = stablehlo.select %402, %403, %c_276 : tensor<i1>, tensor<i32>
            %c_277 = stablehlo.constant dense<0> : tensor<i32>
            %c_278 = stablehlo.constant dense<0> : tensor<i32>
            %405 = stablehlo.compare LT, %c_277, %c_278, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
            %c_279 = stablehlo.constant dense<0> : tensor<i32>
            %c_280 = stablehlo.constant dense<8> : tensor<i32>
            %406 = stablehlo.add %c_279, %c_280 : tensor<i32>
            %c_281 = stablehlo.constant dense<0> : tensor<i32>
            %407 = stablehlo.select %405, %406, %c_281 : tensor<i1>, tensor<i32>
            %408 = stablehlo.dynamic_slice %iterArg_228, %401, %404, %407, sizes = [1, 16, 8] : (tensor<7x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x8xf32>
            %409 = stablehlo.reshape %408 : (tensor<1x16x8xf32>) -> tensor<16x8xf32>
            %cst_282 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
            %410 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
            %411 = stablehlo.broadcast_in_dim %iterArg_214, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
            %412 = stablehlo.multiply %411, %409 : tensor<16x8xf32>
            %413 = stablehlo.add %iterArg_227, %412 : tensor<16x8xf32>
            %414 = stablehlo.negate %413 : tensor<16x8xf32>
            %415 = stablehlo.add %iterArg_226, %414 : tensor<16x8xf32>
            %cst_283 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
            %416 = stablehlo.reduce(%413 init: %cst_283) applies stablehlo.add across dimensions = [0] : (tensor<16x8xf32>, tensor<f32>) -> tensor<8xf32>
            %417 = stablehlo.reshape %416 : (tensor<8xf32>) -> tensor<1x8xf32>
            %cst_284 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
            %418 = stablehlo.reduce(%417 init: %cst_284) applies stablehlo.add across dimensions = [0] : (tensor<1x8xf32>, tensor<f32>) -> tensor<8xf32>
            %419 = stablehlo.transpose %413, dims = [1, 0] : (tensor<16x8xf32>) -> tensor<8x16xf32>
            %420 = stablehlo.dot_general %419, %iterArg_212, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
            %421 = stablehlo.dot_general %419, %364, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
            %422 = stablehlo.multiply %420, %366 : tensor<16x16xf32>
            %423 = stablehlo.multiply %422, %364 : tensor<16x16xf32>
            %424 = stablehlo.add %422, %423 : tensor<16x16xf32>
            %cst_285 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
            %425 = stablehlo.reduce(%424 init: %cst_285) applies stablehlo.add across dimensions = [0] : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
            %426 = stablehlo.reshape %425 : (tensor<16xf32>) -> tensor<1x16xf32>
            %cst_286 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
            %427 = stablehlo.reduce(%426 init: %cst_286) applies stablehlo.add across dimensions = [0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
            %428 = stablehlo.transpose %424, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
            %429 = stablehlo.dot_general %428, %iterArg_210, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
            %430 = stablehlo.dot_general %428, %356, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
            %431 = stablehlo.multiply %429, %358 : tensor<16x16xf32>
            %432 = stablehlo.multiply %431, %356 : tensor<16x16xf32>
            %433 = stablehlo.add %431, %432 : tensor<16x16xf32>
            %cst_287 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
            %434 = stablehlo.reduce(%433 init: %cst_287) applies stablehlo.add across dimensions = [0] : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
            %435 = stablehlo.reshape %434 : (tensor<16xf32>) -> tensor<1x16xf32>
            %cst_288 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
            %436 = stablehlo.reduce(%435 init: %cst_288) applies stablehlo.add across dimensions = [0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
            %437 = stablehlo.transpose %433, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
            %438 = stablehlo.dot_general %437, %iterArg_208, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
            %439 = stablehlo.add %415, %438 : tensor<16x8xf32>
            %440 = stablehlo.dot_general %437, %344, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
            %441 = stablehlo.dot_general %439, %337, contracting_dims = [] x [], precision = [HIGHEST, HIGHEST] : (tensor<16x8xf32>, tensor<7xf32>) -> tensor<16x8x7xf32>
            %442 = stablehlo.transpose %441, dims = [2, 0, 1] : (tensor<16x8x7xf32>) -> tensor<7x16x8xf32>
            %443 = stablehlo.add %iterArg_228, %442 : tensor<7x16x8xf32>
            %444 = stablehlo.add %iterArg_229, %439 : tensor<16x8xf32>
            %445 = stablehlo.add %iterArg_230, %440 : tensor<16x8xf32>
            %446 = stablehlo.add %iterArg_231, %436 : tensor<16xf32>
            %447 = stablehlo.add %iterArg_232, %430 : tensor<16x16xf32>
            %448 = stablehlo.add %iterArg_233, %427 : tensor<16xf32>
            %449 = stablehlo.add %iterArg_234, %421 : tensor<8x16xf32>
            %450 = stablehlo.add %iterArg_235, %418 : tensor<8xf32>
            %c_289 = stablehlo.constant dense<1> : tensor<i32>
            %451 = stablehlo.subtract %iterArg_216, %c_289 : tensor<i32>
            %c_290 = stablehlo.constant dense<1> : tensor<i32>
            %452 = stablehlo.subtract %iterArg_218, %c_290 : tensor<i32>
            %c_291 = stablehlo.constant dense<0> : tensor<i32>
            %453 = stablehlo.maximum %452, %c_291 : tensor<i32>
            %454 = func.call @dynamic_index_in_dim_37(%iterArg_236, %453) : (tensor<7xi32>, tensor<i32>) -> tensor<i32>
            %455 = func.call @dynamic_index_in_dim_37(%iterArg_193, %453) : (tensor<7xi32>, tensor<i32>) -> tensor<i32>
            %456 = func.call @dynamic_index_in_dim_39(%iterArg_194, %453) : (tensor<7xi1>, tensor<i32>) -> tensor<i1>
            %457 = func.call @dynamic_index_in_dim_39(%iterArg_195, %453) : (tensor<7xi1>, tensor<i32>) -> tensor<i1>
            %458 = func.call @dynamic_index_in_dim_37(%iterArg_196, %453) : (tensor<7xi32>, tensor<i32>) -> tensor<i32>
            %459 = func.call @dynamic_index_in_dim_41(%iterArg_197, %453) : (tensor<7x16x8xf32>, tensor<i32>) -> tensor<16x8xf32>
            %460 = func.call @dynamic_index_in_dim_41(%iterArg_198, %453) : (tensor<7x16x8xf32>, tensor<i32>) -> tensor<16x8xf32>
            %461 = func.call @dynamic_index_in_dim_37(%iterArg_199, %453) : (tensor<7xi32>, tensor<i32>) -> tensor<i32>
            %c_292 = stablehlo.constant dense<true> : tensor<i1>
            %462 = func.call @_where_16(%c_292, %453, %iterArg_218) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
            %463 = stablehlo.subtract %451, %454 : tensor<i32>
            %c_293 = stablehlo.constant dense<2> : tensor<i32>
            %464 = func.call @floor_divide_47(%463, %c_293) : (tensor<i32>, tensor<i32>) -> tensor<i32>
            %465 = stablehlo.add %454, %464 : tensor<i32>
            %c_294 = stablehlo.constant dense<1> : tensor<i32>
            %466 = stablehlo.add %454, %c_294 : tensor<i32>
            %467 = stablehlo.subtract %451, %454 : tensor<i32>
            %c_295 = stablehlo.constant dense<2> : tensor<i32>
            %468 = stablehlo.subtract %467, %c_295 : tensor<i32>
            %c_296 = stablehlo.constant dense<7> : tensor<i32>
            %469 = stablehlo.subtract %c_296, %462 : tensor<i32>
            %470 = stablehlo.compare LE, %468, %469, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
            %471 = func.call @_where_16(%470, %466, %465) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
            %c_297 = stablehlo.constant dense<7> : tensor<i32>
            %472 = stablehlo.compare EQ, %462, %c_297, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
            %c_298 = stablehlo.constant dense<1> : tensor<i32>
            %473 = stablehlo.add %454, %c_298 : tensor<i32>
            %474 = stablehlo.compare EQ, %473, %451, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
            %475 = stablehlo.or %472, %474 : tensor<i1>
            %c_299 = stablehlo.constant dense<2> : tensor<i32>
            %476 = stablehlo.add %454, %c_299 : tensor<i32>
            %477 = stablehlo.compare EQ, %476, %451, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
            %478 = stablehlo.or %475, %477 : tensor<i1>
            %c_300 = stablehlo.constant dense<2147483647> : tensor<i32>
            %479 = func.call @_where_17(%478, %c_300, %471) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
            stablehlo.return %454, %451, %479, %462, %455, %456, %457, %458, %459, %460, %461, %398, %397, %443, %444, %445, %446, %447, %448, %449, %450 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<i32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<7x16x8xf32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8xf32>
          }) : (tensor<i32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<i32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<7x16x8xf32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8xf32>)
          stablehlo.return %iterArg_193, %iterArg_194, %iterArg_195, %iterArg_196, %iterArg_197, %iterArg_198, %iterArg_199, %iterArg_200, %iterArg_201, %iterArg_202, %iterArg_203, %iterArg_204, %iterArg_205, %iterArg_206, %iterArg_207, %iterArg_208, %iterArg_209, %iterArg_210, %iterArg_211, %iterArg_212, %iterArg_213, %iterArg_214, %396#0, %396#1, %396#2, %396#3, %396#4, %396#5, %396#6, %396#7, %396#8, %396#9, %396#10, %396#11, %396#12, %396#13, %396#14, %396#15, %396#16, %396#17, %396#18, %396#19, %396#20, %iterArg_236 : tensor<7xi32>, tensor<7xi1>, tensor<7xi1>, tensor<7xi32>, tensor<7x16x8xf32>, tensor<7x16x8xf32>, tensor<7xi32>, tensor<7x7xf32>, tensor<7xf32>, tensor<7x16x8xf32>, tensor<16x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<16x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<i32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<7x16x8xf32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<7xi32>
        }
        %265 = stablehlo.add %226, %264#36 : tensor<16x8xf32>
        %266 = stablehlo.add %265, %264#33 : tensor<16x8xf32>
        %c_177 = stablehlo.constant dense<6> : tensor<1xi32>
        %c_178 = stablehlo.constant dense<0> : tensor<i32>
        %267 = stablehlo.broadcast_in_dim %c_178, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %268 = stablehlo.compare GE, %78, %267, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
        %269 = stablehlo.compare LE, %78, %c_177, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
        %270 = stablehlo.and %268, %269 : tensor<1xi1>
        %c_179 = stablehlo.constant dense<true> : tensor<i1>
        %271 = stablehlo.reduce(%270 init: %c_179) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
        %272 = "stablehlo.gather"(%264#35, %78) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16, 8>}> : (tensor<7x16x8xf32>, tensor<1xi32>) -> tensor<16x8xf32>
        %273 = stablehlo.broadcast_in_dim %271, dims = [] : (tensor<i1>) -> tensor<16x8xi1>
        %cst_180 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %274 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
        %275 = stablehlo.select %273, %272, %274 : tensor<16x8xi1>, tensor<16x8xf32>
        %276 = stablehlo.broadcast_in_dim %70, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
        %277 = stablehlo.multiply %276, %275 : tensor<16x8xf32>
        %278 = stablehlo.add %264#34, %277 : tensor<16x8xf32>
        %279 = func.call @_where_48(%72, %74#1, %278) : (tensor<i1>, tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
        %280 = stablehlo.add %224, %279 : tensor<16x8xf32>
        %281 = stablehlo.add %iterArg_62, %264#37 : tensor<16x8xf32>
        %282 = stablehlo.add %iterArg_63, %264#38 : tensor<16xf32>
        %283 = stablehlo.add %iterArg_64, %264#39 : tensor<16x16xf32>
        %284 = stablehlo.add %iterArg_65, %264#40 : tensor<16xf32>
        %285 = stablehlo.add %iterArg_66, %264#41 : tensor<8x16xf32>
        %286 = stablehlo.add %iterArg_67, %264#42 : tensor<8xf32>
        %c_181 = stablehlo.constant dense<1> : tensor<i32>
        %287 = stablehlo.subtract %iterArg_38, %c_181 : tensor<i32>
        %c_182 = stablehlo.constant dense<1> : tensor<i32>
        %288 = stablehlo.subtract %iterArg_40, %c_182 : tensor<i32>
        %c_183 = stablehlo.constant dense<0> : tensor<i32>
        %289 = stablehlo.maximum %288, %c_183 : tensor<i32>
        %290 = func.call @dynamic_index_in_dim_49(%iterArg_68, %289) : (tensor<10xi32>, tensor<i32>) -> tensor<i32>
        %291 = func.call @dynamic_index_in_dim_49(%iterArg_69, %289) : (tensor<10xi32>, tensor<i32>) -> tensor<i32>
        %292 = func.call @dynamic_index_in_dim_50(%iterArg_70, %289) : (tensor<10xi1>, tensor<i32>) -> tensor<i1>
        %293 = func.call @dynamic_index_in_dim_50(%iterArg_71, %289) : (tensor<10xi1>, tensor<i32>) -> tensor<i1>
        %294 = func.call @dynamic_index_in_dim_51(%iterArg_72, %289) : (tensor<10x16x8xf32>, tensor<i32>) -> tensor<16x8xf32>
        %295 = func.call @dynamic_index_in_dim_52(%iterArg_73, %289) : (tensor<10xf32>, tensor<i32>) -> tensor<f32>
        %296 = func.call @dynamic_index_in_dim_52(%iterArg_74, %289) : (tensor<10xf32>, tensor<i32>) -> tensor<f32>
        %297 = func.call @dynamic_index_in_dim_50(%iterArg_75, %289) : (tensor<10xi1>, tensor<i32>) -> tensor<i1>
        %298 = func.call @dynamic_index_in_dim_50(%iterArg_76, %289) : (tensor<10xi1>, tensor<i32>) -> tensor<i1>
        %299 = func.call @dynamic_index_in_dim_51(%iterArg_77, %289) : (tensor<10x16x8xf32>, tensor<i32>) -> tensor<16x8xf32>
        %300 = func.call @dynamic_index_in_dim_49(%iterArg_78, %289) : (tensor<10xi32>, tensor<i32>) -> tensor<i32>
        %301 = func.call @dynamic_index_in_dim_49(%iterArg_79, %289) : (tensor<10xi32>, tensor<i32>) -> tensor<i32>
        %302 = func.call @dynamic_index_in_dim_52(%iterArg_80, %289) : (tensor<10xf32>, tensor<i32>) -> tensor<f32>
        %303 = func.call @dynamic_index_in_dim_52(%iterArg_81, %289) : (tensor<10xf32>, tensor<i32>) -> tensor<f32>
        %304 = func.call @dynamic_index_in_dim_49(%iterArg_82, %289) : (tensor<10xi32>, tensor<i32>) -> tensor<i32>
        %305 = func.call @dynamic_index_in_dim_49(%iterArg_83, %289) : (tensor<10xi32>, tensor<i32>) -> tensor<i32>
        %306 = func.call @dynamic_index_in_dim_49(%iterArg_84, %289) : (tensor<10xi32>, tensor<i32>) -> tensor<i32>
        %307 = func.call @dynamic_index_in_dim_49(%iterArg_85, %289) : (tensor<10xi32>, tensor<i32>) -> tensor<i32>
        %308 = func.call @dynamic_index_in_dim_49(%iterArg_86, %289) : (tensor<10xi32>, tensor<i32>) -> tensor<i32>
        %309 = func.call @dynamic_index_in_dim_49(%iterArg_87, %289) : (tensor<10xi32>, tensor<i32>) -> tensor<i32>
        %c_184 = stablehlo.constant dense<1> : tensor<i32>
        %310 = stablehlo.add %290, %c_184 : tensor<i32>
        %311 = stablehlo.compare EQ, %310, %287, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %312 = func.call @_where_16(%311, %289, %iterArg_40) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
        %313 = stablehlo.subtract %287, %290 : tensor<i32>
        %c_185 = stablehlo.constant dense<2> : tensor<i32>
        %314 = func.call @floor_divide_47(%313, %c_185) : (tensor<i32>, tensor<i32>) -> tensor<i32>
        %315 = stablehlo.add %290, %314 : tensor<i32>
        %c_186 = stablehlo.constant dense<1> : tensor<i32>
        %316 = stablehlo.add %290, %c_186 : tensor<i32>
        %317 = stablehlo.subtract %287, %290 : tensor<i32>
        %c_187 = stablehlo.constant dense<2> : tensor<i32>
        %318 = stablehlo.subtract %317, %c_187 : tensor<i32>
        %c_188 = stablehlo.constant dense<10> : tensor<i32>
        %319 = stablehlo.subtract %c_188, %312 : tensor<i32>
        %320 = stablehlo.compare LE, %318, %319, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %321 = func.call @_where_16(%320, %316, %315) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
        %c_189 = stablehlo.constant dense<10> : tensor<i32>
        %322 = stablehlo.compare EQ, %312, %c_189, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_190 = stablehlo.constant dense<1> : tensor<i32>
        %323 = stablehlo.add %290, %c_190 : tensor<i32>
        %324 = stablehlo.compare EQ, %323, %287, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %325 = stablehlo.or %322, %324 : tensor<i1>
        %c_191 = stablehlo.constant dense<2> : tensor<i32>
        %326 = stablehlo.add %290, %c_191 : tensor<i32>
        %327 = stablehlo.compare EQ, %326, %287, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %328 = stablehlo.or %325, %327 : tensor<i1>
        %c_192 = stablehlo.constant dense<2147483647> : tensor<i32>
        %329 = func.call @_where_17(%328, %c_192, %321) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
        stablehlo.return %290, %287, %329, %312, %291, %292, %293, %294, %295, %296, %297, %298, %299, %300, %301, %302, %303, %304, %305, %306, %307, %308, %309, %266, %280, %281, %282, %283, %284, %285, %286 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<16x8xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i1>, tensor<16x8xf32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8xf32>
      }) : (tensor<i32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<16x8xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i1>, tensor<16x8xf32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8xf32>)
      %140 = stablehlo.compare EQ, %139#0, %139#2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %141 = func.call @dynamic_index_in_dim_49(%iterArg_68, %139#3) : (tensor<10xi32>, tensor<i32>) -> tensor<i32>
      %142 = func.call @_where_16(%140, %139#0, %141) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %143 = func.call @dynamic_update_index_in_dim_53(%iterArg_68, %142, %139#3) : (tensor<10xi32>, tensor<i32>, tensor<i32>) -> tensor<10xi32>
      %144 = func.call @dynamic_index_in_dim_49(%iterArg_69, %139#3) : (tensor<10xi32>, tensor<i32>) -> tensor<i32>
      %145 = func.call @_where_16(%140, %139#4, %144) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %146 = func.call @dynamic_update_index_in_dim_53(%iterArg_69, %145, %139#3) : (tensor<10xi32>, tensor<i32>, tensor<i32>) -> tensor<10xi32>
      %147 = func.call @dynamic_index_in_dim_50(%iterArg_70, %139#3) : (tensor<10xi1>, tensor<i32>) -> tensor<i1>
      %148 = func.call @_where_3(%140, %139#5, %147) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %149 = func.call @dynamic_update_index_in_dim_54(%iterArg_70, %148, %139#3) : (tensor<10xi1>, tensor<i1>, tensor<i32>) -> tensor<10xi1>
      %150 = func.call @dynamic_index_in_dim_50(%iterArg_71, %139#3) : (tensor<10xi1>, tensor<i32>) -> tensor<i1>
      %151 = func.call @_where_3(%140, %139#6, %150) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %152 = func.call @dynamic_update_index_in_dim_54(%iterArg_71, %151, %139#3) : (tensor<10xi1>, tensor<i1>, tensor<i32>) -> tensor<10xi1>
      %153 = func.call @dynamic_index_in_dim_51(%iterArg_72, %139#3) : (tensor<10x16x8xf32>, tensor<i32>) -> tensor<16x8xf32>
      %154 = func.call @_where_21(%140, %139#7, %153) : (tensor<i1>, tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
      %155 = func.call @dynamic_update_index_in_dim_55(%iterArg_72, %154, %139#3) : (tensor<10x16x8xf32>, tensor<16x8xf32>, tensor<i32>) -> tensor<10x16x8xf32>
      %156 = func.call @dynamic_index_in_dim_52(%iterArg_73, %139#3) : (tensor<10xf32>, tensor<i32>) -> tensor<f32>
      %157 = func.call @_where_24(%140, %139#8, %156) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %158 = func.call @dynamic_update_index_in_dim_56(%iterArg_73, %157, %139#3) : (tensor<10xf32>, tensor<f32>, tensor<i32>) -> tensor<10xf32>
      %159 = func.call @dynamic_index_in_dim_52(%iterArg_74, %139#3) : (tensor<10xf32>, tensor<i32>) -> tensor<f32>
      %160 = func.call @_where_24(%140, %139#9, %159) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %161 = func.call @dynamic_update_index_in_dim_56(%iterArg_74, %160, %139#3) : (tensor<10xf32>, tensor<f32>, tensor<i32>) -> tensor<10xf32>
      %162 = func.call @dynamic_index_in_dim_50(%iterArg_75, %139#3) : (tensor<10xi1>, tensor<i32>) -> tensor<i1>
      %163 = func.call @_where_3(%140, %139#10, %162) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %164 = func.call @dynamic_update_index_in_dim_54(%iterArg_75, %163, %139#3) : (tensor<10xi1>, tensor<i1>, tensor<i32>) -> tensor<10xi1>
      %165 = func.call @dynamic_index_in_dim_50(%iterArg_76, %139#3) : (tensor<10xi1>, tensor<i32>) -> tensor<i1>
      %166 = func.call @_where_3(%140, %139#11, %165) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %167 = func.call @dynamic_update_index_in_dim_54(%iterArg_76, %166, %139#3) : (tensor<10xi1>, tensor<i1>, tensor<i32>) -> tensor<10xi1>
      %168 = func.call @dynamic_index_in_dim_51(%iterArg_77, %139#3) : (tensor<10x16x8xf32>, tensor<i32>) -> tensor<16x8xf32>
      %169 = func.call @_where_21(%140, %139#12, %168) : (tensor<i1>, tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
      %170 = func.call @dynamic_update_index_in_dim_55(%iterArg_77, %169, %139#3) : (tensor<10x16x8xf32>, tensor<16x8xf32>, tensor<i32>) -> tensor<10x16x8xf32>
      %171 = func.call @dynamic_index_in_dim_49(%iterArg_78, %139#3) : (tensor<10xi32>, tensor<i32>) -> tensor<i32>
      %172 = func.call @_where_16(%140, %139#13, %171) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %173 = func.call @dynamic_update_index_in_dim_53(%iterArg_78, %172, %139#3) : (tensor<10xi32>, tensor<i32>, tensor<i32>) -> tensor<10xi32>
      %174 = func.call @dynamic_index_in_dim_49(%iterArg_79, %139#3) : (tensor<10xi32>, tensor<i32>) -> tensor<i32>
      %175 = func.call @_where_16(%140, %139#14, %174) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %176 = func.call @dynamic_update_index_in_dim_53(%iterArg_79, %175, %139#3) : (tensor<10xi32>, tensor<i32>, tensor<i32>) -> tensor<10xi32>
      %177 = func.call @dynamic_index_in_dim_52(%iterArg_80, %139#3) : (tensor<10xf32>, tensor<i32>) -> tensor<f32>
      %178 = func.call @_where_24(%140, %139#15, %177) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %179 = func.call @dynamic_update_index_in_dim_56(%iterArg_80, %178, %139#3) : (tensor<10xf32>, tensor<f32>, tensor<i32>) -> tensor<10xf32>
      %180 = func.call @dynamic_index_in_dim_52(%iterArg_81, %139#3) : (tensor<10xf32>, tensor<i32>) -> tensor<f32>
      %181 = func.call @_where_24(%140, %139#16, %180) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %182 = func.call @dynamic_update_index_in_dim_56(%iterArg_81, %181, %139#3) : (tensor<10xf32>, tensor<f32>, tensor<i32>) -> tensor<10xf32>
      %183 = func.call @dynamic_index_in_dim_49(%iterArg_82, %139#3) : (tensor<10xi32>, tensor<i32>) -> tensor<i32>
      %184 = func.call @_where_16(%140, %139#17, %183) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %185 = func.call @dynamic_update_index_in_dim_53(%iterArg_82, %184, %139#3) : (tensor<10xi32>, tensor<i32>, tensor<i32>) -> tensor<10xi32>
      %186 = func.call @dynamic_index_in_dim_49(%iterArg_83, %139#3) : (tensor<10xi32>, tensor<i32>) -> tensor<i32>
      %187 = func.call @_where_16(%140, %139#18, %186) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %188 = func.call @dynamic_update_index_in_dim_53(%iterArg_83, %187, %139#3) : (tensor<10xi32>, tensor<i32>, tensor<i32>) -> tensor<10xi32>
      %189 = func.call @dynamic_index_in_dim_49(%iterArg_84, %139#3) : (tensor<10xi32>, tensor<i32>) -> tensor<i32>
      %190 = func.call @_where_16(%140, %139#19, %189) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %191 = func.call @dynamic_update_index_in_dim_53(%iterArg_84, %190, %139#3) : (tensor<10xi32>, tensor<i32>, tensor<i32>) -> tensor<10xi32>
      %192 = func.call @dynamic_index_in_dim_49(%iterArg_85, %139#3) : (tensor<10xi32>, tensor<i32>) -> tensor<i32>
      %193 = func.call @_where_16(%140, %139#20, %192) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %194 = func.call @dynamic_update_index_in_dim_53(%iterArg_85, %193, %139#3) : (tensor<10xi32>, tensor<i32>, tensor<i32>) -> tensor<10xi32>
      %195 = func.call @dynamic_index_in_dim_49(%iterArg_86, %139#3) : (tensor<10xi32>, tensor<i32>) -> tensor<i32>
      %196 = func.call @_where_16(%140, %139#21, %195) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %197 = func.call @dynamic_update_index_in_dim_53(%iterArg_86, %196, %139#3) : (tensor<10xi32>, tensor<i32>, tensor<i32>) -> tensor<10xi32>
      %198 = func.call @dynamic_index_in_dim_49(%iterArg_87, %139#3) : (tensor<10xi32>, tensor<i32>) -> tensor<i32>
      %199 = func.call @_where_16(%140, %139#22, %198) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %200 = func.call @dynamic_update_index_in_dim_53(%iterArg_87, %199, %139#3) : (tensor<10xi32>, tensor<i32>, tensor<i32>) -> tensor<10xi32>
      %c_144 = stablehlo.constant dense<1> : tensor<i32>
      %201 = stablehlo.add %139#3, %c_144 : tensor<i32>
      %202 = func.call @_where_16(%140, %201, %139#3) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %203 = stablehlo.subtract %139#1, %139#0 : tensor<i32>
      %c_145 = stablehlo.constant dense<2> : tensor<i32>
      %204 = func.call @floor_divide_47(%203, %c_145) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %205 = stablehlo.add %139#0, %204 : tensor<i32>
      %c_146 = stablehlo.constant dense<1> : tensor<i32>
      %206 = stablehlo.add %139#0, %c_146 : tensor<i32>
      %207 = stablehlo.subtract %139#1, %139#0 : tensor<i32>
      %c_147 = stablehlo.constant dense<2> : tensor<i32>
      %208 = stablehlo.subtract %207, %c_147 : tensor<i32>
      %c_148 = stablehlo.constant dense<10> : tensor<i32>
      %209 = stablehlo.subtract %c_148, %202 : tensor<i32>
      %210 = stablehlo.compare LE, %208, %209, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %211 = func.call @_where_16(%210, %206, %205) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %c_149 = stablehlo.constant dense<10> : tensor<i32>
      %212 = stablehlo.compare EQ, %202, %c_149, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_150 = stablehlo.constant dense<1> : tensor<i32>
      %213 = stablehlo.add %139#0, %c_150 : tensor<i32>
      %214 = stablehlo.compare EQ, %213, %139#1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %215 = stablehlo.or %212, %214 : tensor<i1>
      %c_151 = stablehlo.constant dense<2> : tensor<i32>
      %216 = stablehlo.add %139#0, %c_151 : tensor<i32>
      %217 = stablehlo.compare EQ, %216, %139#1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %218 = stablehlo.or %215, %217 : tensor<i1>
      %c_152 = stablehlo.constant dense<2147483647> : tensor<i32>
      %219 = func.call @_where_17(%218, %c_152, %211) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %220 = func.call @_where_16(%140, %219, %139#2) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      stablehlo.return %iterArg, %iterArg_21, %iterArg_22, %iterArg_23, %iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %iterArg_28, %iterArg_29, %iterArg_30, %iterArg_31, %iterArg_32, %iterArg_33, %iterArg_34, %iterArg_35, %iterArg_36, %139#0, %139#1, %220, %202, %139#4, %139#5, %139#6, %139#7, %139#8, %139#9, %139#10, %139#11, %139#12, %139#13, %139#14, %139#15, %139#16, %139#17, %139#18, %139#19, %139#20, %139#21, %139#22, %139#23, %139#24, %139#25, %139#26, %139#27, %139#28, %139#29, %139#30, %143, %146, %149, %152, %155, %158, %161, %164, %167, %170, %173, %176, %179, %182, %185, %188, %191, %194, %197, %200 : tensor<i32>, tensor<7x7xf32>, tensor<7xf32>, tensor<16x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<7xf32>, tensor<i1>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<1xf32>, tensor<1x16x8xf32>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<16x8xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i1>, tensor<16x8xf32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<10xi32>, tensor<10xi32>, tensor<10xi1>, tensor<10xi1>, tensor<10x16x8xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xi1>, tensor<10xi1>, tensor<10x16x8xf32>, tensor<10xi32>, tensor<10xi32>, tensor<10xf32>, tensor<10xf32>, tensor<10xi32>, tensor<10xi32>, tensor<10xi32>, tensor<10xi32>, tensor<10xi32>, tensor<10xi32>
    }
    return %54#42, %54#43, %54#44, %54#45, %54#46, %54#47, %54#40 : tensor<16x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<16x8xf32>
  }
  func.func private @branched_error_if_impl_29(%arg0: tensor<1x16x8xf32>) -> tensor<1x16x8xf32> {
    return %arg0 : tensor<1x16x8xf32>
  }
  func.func private @dynamic_index_in_dim_30(%arg0: tensor<10xi32>, %arg1: tensor<i32>) -> tensor<i32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg1 : tensor<i1>, tensor<i32>
    %3 = stablehlo.dynamic_slice %arg0, %2, sizes = [1] : (tensor<10xi32>, tensor<i32>) -> tensor<1xi32>
    %4 = stablehlo.reshape %3 : (tensor<1xi32>) -> tensor<i32>
    return %4 : tensor<i32>
  }
  func.func private @dynamic_index_in_dim_31(%arg0: tensor<10xi1>, %arg1: tensor<i32>) -> tensor<i1> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg1 : tensor<i1>, tensor<i32>
    %3 = stablehlo.dynamic_slice %arg0, %2, sizes = [1] : (tensor<10xi1>, tensor<i32>) -> tensor<1xi1>
    %4 = stablehlo.reshape %3 : (tensor<1xi1>) -> tensor<i1>
    return %4 : tensor<i1>
  }
  func.func private @dynamic_index_in_dim_32(%arg0: tensor<10x16x8xf32>, %arg1: tensor<i32>) -> tensor<16x8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg1 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_slice %arg0, %2, %c_1, %c_2, sizes = [1, 16, 8] : (tensor<10x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x8xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x16x8xf32>) -> tensor<16x8xf32>
    return %4 : tensor<16x8xf32>
  }
  func.func private @dynamic_index_in_dim_33(%arg0: tensor<10xf32>, %arg1: tensor<i32>) -> tensor<f32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg1 : tensor<i1>, tensor<i32>
    %3 = stablehlo.dynamic_slice %arg0, %2, sizes = [1] : (tensor<10xf32>, tensor<i32>) -> tensor<1xf32>
    %4 = stablehlo.reshape %3 : (tensor<1xf32>) -> tensor<f32>
    return %4 : tensor<f32>
  }
  func.func private @_where_34(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @floor_divide(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.divide %arg0, %0 : tensor<i32>
    %2 = stablehlo.sign %arg0 : tensor<i32>
    %3 = stablehlo.sign %0 : tensor<i32>
    %4 = stablehlo.compare NE, %2, %3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = stablehlo.remainder %arg0, %0 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.compare NE, %5, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.and %4, %6 : tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %8 = stablehlo.subtract %1, %c_0 : tensor<i32>
    %9 = call @_where_34(%7, %8, %1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    return %9 : tensor<i32>
  }
  func.func private @_where_35(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @_where_36(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<16x8xf32>) -> (tensor<16x8xf32>, tensor<16x8xf32>) {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<i1>, tensor<16x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    return %2, %3 : tensor<16x8xf32>, tensor<16x8xf32>
  }
  func.func private @dynamic_index_in_dim_37(%arg0: tensor<7xi32>, %arg1: tensor<i32>) -> tensor<i32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<7> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg1 : tensor<i1>, tensor<i32>
    %3 = stablehlo.dynamic_slice %arg0, %2, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %4 = stablehlo.reshape %3 : (tensor<1xi32>) -> tensor<i32>
    return %4 : tensor<i32>
  }
  func.func private @dynamic_update_index_in_dim_38(%arg0: tensor<7xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<7xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg2, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<7> : tensor<i32>
    %2 = stablehlo.add %arg2, %c_0 : tensor<i32>
    %3 = stablehlo.select %1, %2, %arg2 : tensor<i1>, tensor<i32>
    %4 = stablehlo.dynamic_update_slice %arg0, %0, %3 : (tensor<7xi32>, tensor<1xi32>, tensor<i32>) -> tensor<7xi32>
    return %4 : tensor<7xi32>
  }
  func.func private @dynamic_index_in_dim_39(%arg0: tensor<7xi1>, %arg1: tensor<i32>) -> tensor<i1> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<7> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg1 : tensor<i1>, tensor<i32>
    %3 = stablehlo.dynamic_slice %arg0, %2, sizes = [1] : (tensor<7xi1>, tensor<i32>) -> tensor<1xi1>
    %4 = stablehlo.reshape %3 : (tensor<1xi1>) -> tensor<i1>
    return %4 : tensor<i1>
  }
  func.func private @dynamic_update_index_in_dim_40(%arg0: tensor<7xi1>, %arg1: tensor<i1>, %arg2: tensor<i32>) -> tensor<7xi1> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg2, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<7> : tensor<i32>
    %2 = stablehlo.add %arg2, %c_0 : tensor<i32>
    %3 = stablehlo.select %1, %2, %arg2 : tensor<i1>, tensor<i32>
    %4 = stablehlo.dynamic_update_slice %arg0, %0, %3 : (tensor<7xi1>, tensor<1xi1>, tensor<i32>) -> tensor<7xi1>
    return %4 : tensor<7xi1>
  }
  func.func private @dynamic_index_in_dim_41(%arg0: tensor<7x16x8xf32>, %arg1: tensor<i32>) -> tensor<16x8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<7> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg1 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_slice %arg0, %2, %c_1, %c_2, sizes = [1, 16, 8] : (tensor<7x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x8xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x16x8xf32>) -> tensor<16x8xf32>
    return %4 : tensor<16x8xf32>
  }
  func.func private @dynamic_update_index_in_dim_42(%arg0: tensor<7x16x8xf32>, %arg1: tensor<16x8xf32>, %arg2: tensor<i32>) -> tensor<7x16x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<16x8xf32>) -> tensor<1x16x8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg2, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<7> : tensor<i32>
    %2 = stablehlo.add %arg2, %c_0 : tensor<i32>
    %3 = stablehlo.select %1, %2, %arg2 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.dynamic_update_slice %arg0, %0, %3, %c_1, %c_2 : (tensor<7x16x8xf32>, tensor<1x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<7x16x8xf32>
    return %4 : tensor<7x16x8xf32>
  }
  func.func private @_where_43(%arg0: tensor<i1>, %arg1: tensor<16x8xf32>, %arg2: tensor<f32>) -> (tensor<16x8xf32>, tensor<16x8xf32>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<16x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    return %2, %3 : tensor<16x8xf32>, tensor<16x8xf32>
  }
  func.func private @_where_44(%arg0: tensor<16x8xi1>, %arg1: tensor<f32>, %arg2: tensor<16x8xf32>) -> (tensor<16x8xf32>, tensor<16x8xf32>) {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<16x8xi1>, tensor<16x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    return %2, %3 : tensor<16x8xf32>, tensor<16x8xf32>
  }
  func.func private @_where_45(%arg0: tensor<i1>, %arg1: tensor<16x8xf32>, %arg2: tensor<16x8xf32>) -> tensor<16x8xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<16x8xf32>
    return %0 : tensor<16x8xf32>
  }
  func.func private @_where_46(%arg0: tensor<i1>, %arg1: tensor<16x8xf32>) -> (tensor<16x8xf32>, tensor<16x8xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<i1>, tensor<16x8xf32>
    %2 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<16x8xf32>
    return %2, %1 : tensor<16x8xf32>, tensor<16x8xf32>
  }
  func.func private @floor_divide_47(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.divide %arg0, %0 : tensor<i32>
    %2 = stablehlo.sign %arg0 : tensor<i32>
    %3 = stablehlo.sign %0 : tensor<i32>
    %4 = stablehlo.compare NE, %2, %3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = stablehlo.remainder %arg0, %0 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.compare NE, %5, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.and %4, %6 : tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %8 = stablehlo.subtract %1, %c_0 : tensor<i32>
    %9 = call @_where_16(%7, %8, %1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    return %9 : tensor<i32>
  }
  func.func private @_where_48(%arg0: tensor<i1>, %arg1: tensor<16x8xf32>, %arg2: tensor<16x8xf32>) -> tensor<16x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<16x8xf32>
    return %1 : tensor<16x8xf32>
  }
  func.func private @dynamic_index_in_dim_49(%arg0: tensor<10xi32>, %arg1: tensor<i32>) -> tensor<i32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg1 : tensor<i1>, tensor<i32>
    %3 = stablehlo.dynamic_slice %arg0, %2, sizes = [1] : (tensor<10xi32>, tensor<i32>) -> tensor<1xi32>
    %4 = stablehlo.reshape %3 : (tensor<1xi32>) -> tensor<i32>
    return %4 : tensor<i32>
  }
  func.func private @dynamic_index_in_dim_50(%arg0: tensor<10xi1>, %arg1: tensor<i32>) -> tensor<i1> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg1 : tensor<i1>, tensor<i32>
    %3 = stablehlo.dynamic_slice %arg0, %2, sizes = [1] : (tensor<10xi1>, tensor<i32>) -> tensor<1xi1>
    %4 = stablehlo.reshape %3 : (tensor<1xi1>) -> tensor<i1>
    return %4 : tensor<i1>
  }
  func.func private @dynamic_index_in_dim_51(%arg0: tensor<10x16x8xf32>, %arg1: tensor<i32>) -> tensor<16x8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg1 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_slice %arg0, %2, %c_1, %c_2, sizes = [1, 16, 8] : (tensor<10x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x8xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x16x8xf32>) -> tensor<16x8xf32>
    return %4 : tensor<16x8xf32>
  }
  func.func private @dynamic_index_in_dim_52(%arg0: tensor<10xf32>, %arg1: tensor<i32>) -> tensor<f32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg1 : tensor<i1>, tensor<i32>
    %3 = stablehlo.dynamic_slice %arg0, %2, sizes = [1] : (tensor<10xf32>, tensor<i32>) -> tensor<1xf32>
    %4 = stablehlo.reshape %3 : (tensor<1xf32>) -> tensor<f32>
    return %4 : tensor<f32>
  }
  func.func private @dynamic_update_index_in_dim_53(%arg0: tensor<10xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<10xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg2, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %2 = stablehlo.add %arg2, %c_0 : tensor<i32>
    %3 = stablehlo.select %1, %2, %arg2 : tensor<i1>, tensor<i32>
    %4 = stablehlo.dynamic_update_slice %arg0, %0, %3 : (tensor<10xi32>, tensor<1xi32>, tensor<i32>) -> tensor<10xi32>
    return %4 : tensor<10xi32>
  }
  func.func private @dynamic_update_index_in_dim_54(%arg0: tensor<10xi1>, %arg1: tensor<i1>, %arg2: tensor<i32>) -> tensor<10xi1> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg2, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %2 = stablehlo.add %arg2, %c_0 : tensor<i32>
    %3 = stablehlo.select %1, %2, %arg2 : tensor<i1>, tensor<i32>
    %4 = stablehlo.dynamic_update_slice %arg0, %0, %3 : (tensor<10xi1>, tensor<1xi1>, tensor<i32>) -> tensor<10xi1>
    return %4 : tensor<10xi1>
  }
  func.func private @dynamic_update_index_in_dim_55(%arg0: tensor<10x16x8xf32>, %arg1: tensor<16x8xf32>, %arg2: tensor<i32>) -> tensor<10x16x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<16x8xf32>) -> tensor<1x16x8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg2, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %2 = stablehlo.add %arg2, %c_0 : tensor<i32>
    %3 = stablehlo.select %1, %2, %arg2 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.dynamic_update_slice %arg0, %0, %3, %c_1, %c_2 : (tensor<10x16x8xf32>, tensor<1x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<10x16x8xf32>
    return %4 : tensor<10x16x8xf32>
  }
  func.func private @dynamic_update_index_in_dim_56(%arg0: tensor<10xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<10xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg2, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %2 = stablehlo.add %arg2, %c_0 : tensor<i32>
    %3 = stablehlo.select %1, %2, %arg2 : tensor<i1>, tensor<i32>
    %4 = stablehlo.dynamic_update_slice %arg0, %0, %3 : (tensor<10xf32>, tensor<1xf32>, tensor<i32>) -> tensor<10xf32>
    return %4 : tensor<10xf32>
  }
}
