module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @maximal_mesh_0 = <[], device_ids=[0]> {stablehlo.mesh = {axes = [], device_ids = dense<0> : tensor<1xi64>}}
  func.func public @main(%arg0: tensor<16x8xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16x16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<8x16xf32>, %arg5: tensor<8xf32>, %arg6: tensor<16x8xf32>) -> (tensor<16x8xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %cst = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [1.610000e-01, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [-0.00848065502, 0.33548066, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [2.89715314, -6.35944843, 4.36229563, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [5.32586479, -11.7488832, 7.49553919, -0.0924950689, 0.000000e+00, 0.000000e+00, 0.000000e+00], [5.86145544, -12.920969, 8.15936756, -0.0715849697, -0.0282690506, 0.000000e+00, 0.000000e+00], [0.096460767, 0.00999999977, 0.479889661, 1.37900853, -3.29006958, 2.32471061, 0.000000e+00]]> : tensor<7x7xf32>
    %cst_1 = stablehlo.constant dense<[0.000000e+00, 1.610000e-01, 3.270000e-01, 0.899999976, 0.980025529, 1.000000e+00, 1.000000e+00]> : tensor<7xf32>
    %cst_2 = stablehlo.constant dense<[0.00178001111, 8.16434447E-4, -0.0078808777, 1.447110e-01, -0.582357168, 0.45808211, -0.0151515156]> : tensor<7xf32>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %c_4 = stablehlo.constant dense<true> : tensor<i1>
    %c_5 = stablehlo.constant dense<true> : tensor<i1>
    %0 = call @diffeqsolve(%c, %c_0, %cst, %cst_1, %arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %cst_2, %c_3, %c_4, %c_5, %arg6) : (tensor<i1>, tensor<i1>, tensor<7x7xf32>, tensor<7xf32>, tensor<16x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<7xf32>, tensor<i1>, tensor<i1>, tensor<i1>, tensor<16x8xf32>) -> tensor<1x16x8xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x8xf32>) -> tensor<16x8xf32>
    return %1 : tensor<16x8xf32>
  }
  func.func private @diffeqsolve(%arg0: tensor<i1>, %arg1: tensor<i1>, %arg2: tensor<7x7xf32>, %arg3: tensor<7xf32>, %arg4: tensor<16x8xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16x16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<8x16xf32>, %arg9: tensor<8xf32>, %arg10: tensor<7xf32>, %arg11: tensor<i1>, %arg12: tensor<i1>, %arg13: tensor<i1>, %arg14: tensor<16x8xf32>) -> tensor<1x16x8xf32> {
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
    %c_322 = stablehlo.constant dense<true> : tensor<i1>
    %331:38 = stablehlo.while(%iterArg = %7, %iterArg_335 = %arg1, %iterArg_336 = %3, %iterArg_337 = %arg2, %iterArg_338 = %arg3, %iterArg_339 = %arg4, %iterArg_340 = %arg5, %iterArg_341 = %arg6, %iterArg_342 = %arg7, %iterArg_343 = %arg8, %iterArg_344 = %arg9, %iterArg_345 = %arg10, %iterArg_346 = %arg11, %iterArg_347 = %7, %iterArg_348 = %328, %iterArg_349 = %5, %iterArg_350 = %arg12, %iterArg_351 = %c_321, %iterArg_352 = %330, %iterArg_353 = %c_322, %iterArg_354 = %arg14, %iterArg_355 = %5, %iterArg_356 = %22, %iterArg_357 = %c_314, %iterArg_358 = %c_312, %iterArg_359 = %23, %iterArg_360 = %c_313, %iterArg_361 = %18, %iterArg_362 = %5, %iterArg_363 = %20, %iterArg_364 = %c_315, %iterArg_365 = %c_316, %iterArg_366 = %c_317, %iterArg_367 = %c_318, %iterArg_368 = %c_319, %iterArg_369 = %27, %iterArg_370 = %28, %iterArg_371 = %c_320) : tensor<f32>, tensor<i1>, tensor<i32>, tensor<7x7xf32>, tensor<7xf32>, tensor<16x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<7xf32>, tensor<i1>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<16x8xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i1>, tensor<16x8xf32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<1xf32>, tensor<1x16x8xf32>, tensor<i32>
    cond {
      %360 = stablehlo.compare LT, %iterArg_355, %iterArg, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %361 = stablehlo.and %360, %iterArg_335 : tensor<i1>
      %c_372 = stablehlo.constant dense<false> : tensor<i1>
      %362 = stablehlo.reduce(%361 init: %c_372) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %c_373 = stablehlo.constant dense<64> : tensor<i32>
      %363 = stablehlo.compare LT, %iterArg_351, %c_373, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_374 = stablehlo.constant dense<false> : tensor<i1>
      %364 = stablehlo.broadcast_in_dim %c_374, dims = [] : (tensor<i1>) -> tensor<i1>
      %365 = stablehlo.compare NE, %363, %364, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %366 = stablehlo.convert %365 : tensor<i1>
      %367 = stablehlo.and %362, %366 : tensor<i1>
      stablehlo.return %367 : tensor<i1>
    } do {
      %c_372 = stablehlo.constant dense<1> : tensor<i32>
      %360 = stablehlo.compare EQ, %iterArg_336, %c_372, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %361 = stablehlo.negate %iterArg_356 : tensor<f32>
      %362 = func.call @_where_2(%360, %iterArg_355, %361) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %c_373 = stablehlo.constant dense<1> : tensor<i32>
      %363 = stablehlo.compare EQ, %iterArg_336, %c_373, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %364 = stablehlo.negate %iterArg_355 : tensor<f32>
      %365 = func.call @_where_2(%363, %iterArg_356, %364) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %366 = stablehlo.subtract %iterArg_356, %iterArg_355 : tensor<f32>
      %c_374 = stablehlo.constant dense<1> : tensor<i32>
      %367 = stablehlo.compare EQ, %iterArg_336, %c_374, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %368 = stablehlo.negate %iterArg_356 : tensor<f32>
      %369 = func.call @_where_2(%367, %iterArg_355, %368) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %c_375 = stablehlo.constant dense<1> : tensor<i32>
      %370 = stablehlo.compare EQ, %iterArg_336, %c_375, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %371 = stablehlo.negate %iterArg_355 : tensor<f32>
      %372 = func.call @_where_2(%370, %iterArg_356, %371) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %373 = stablehlo.subtract %372, %369 : tensor<f32>
      %374 = stablehlo.convert %iterArg_336 : (tensor<i32>) -> tensor<f32>
      %375 = stablehlo.multiply %374, %373 : tensor<f32>
      %c_376 = stablehlo.constant dense<false> : tensor<i1>
      %376 = stablehlo.or %iterArg_358, %c_376 : tensor<i1>
      %c_377 = stablehlo.constant dense<false> : tensor<i1>
      %377 = stablehlo.reduce(%376 init: %c_377) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %c_378 = stablehlo.constant dense<0> : tensor<i32>
      %c_379 = stablehlo.constant dense<1> : tensor<i32>
      %378 = func.call @_where_3(%377, %c_378, %c_379) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %c_380 = stablehlo.constant dense<0> : tensor<i32>
      %379 = func.call @_where_4(%377, %c_380, %iterArg_359) : (tensor<i1>, tensor<i32>, tensor<16x8xf32>) -> tensor<16x8xf32>
      %380 = stablehlo.broadcast_in_dim %375, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
      %381 = stablehlo.multiply %380, %379 : tensor<16x8xf32>
      %cst_381 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %382 = stablehlo.broadcast_in_dim %cst_381, dims = [] : (tensor<f32>) -> tensor<7x16x8xf32>
      %c_382 = stablehlo.constant dense<0> : tensor<i32>
      %383 = stablehlo.broadcast_in_dim %c_382, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %384 = "stablehlo.scatter"(%382, %383, %381) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg15: tensor<f32>, %arg16: tensor<f32>):
        stablehlo.return %arg16 : tensor<f32>
      }) : (tensor<7x16x8xf32>, tensor<1xi32>, tensor<16x8xf32>) -> tensor<7x16x8xf32>
      %c_383 = stablehlo.constant dense<0> : tensor<i32>
      %c_384 = stablehlo.constant dense<7> : tensor<i32>
      %385 = stablehlo.compare LT, %378, %c_384, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_385 = stablehlo.constant dense<0> : tensor<i32>
      %c_386 = stablehlo.constant dense<true> : tensor<i1>
      %386:22 = stablehlo.while(%iterArg_411 = %iterArg_337, %iterArg_412 = %iterArg_338, %iterArg_413 = %iterArg_354, %iterArg_414 = %366, %iterArg_415 = %iterArg_355, %iterArg_416 = %iterArg_356, %iterArg_417 = %iterArg_336, %iterArg_418 = %iterArg_339, %iterArg_419 = %iterArg_340, %iterArg_420 = %iterArg_341, %iterArg_421 = %iterArg_342, %iterArg_422 = %iterArg_343, %iterArg_423 = %iterArg_344, %iterArg_424 = %375, %iterArg_425 = %c_385, %iterArg_426 = %385, %iterArg_427 = %c_386, %iterArg_428 = %378, %iterArg_429 = %iterArg_354, %iterArg_430 = %379, %iterArg_431 = %384, %iterArg_432 = %c_383) : tensor<7x7xf32>, tensor<7xf32>, tensor<16x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<16x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<f32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<7x16x8xf32>, tensor<i32>
      cond {
        %c_433 = stablehlo.constant dense<7> : tensor<i32>
        %428 = stablehlo.compare LT, %iterArg_428, %c_433, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_434 = stablehlo.constant dense<false> : tensor<i1>
        %429 = stablehlo.broadcast_in_dim %c_434, dims = [] : (tensor<i1>) -> tensor<i1>
        %430 = stablehlo.compare NE, %428, %429, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %431 = stablehlo.convert %430 : tensor<i1>
        %c_435 = stablehlo.constant dense<false> : tensor<i1>
        %432 = stablehlo.reduce(%431 init: %c_435) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %c_436 = stablehlo.constant dense<7> : tensor<i32>
        %433 = stablehlo.compare LT, %iterArg_425, %c_436, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_437 = stablehlo.constant dense<false> : tensor<i1>
        %434 = stablehlo.broadcast_in_dim %c_437, dims = [] : (tensor<i1>) -> tensor<i1>
        %435 = stablehlo.compare NE, %433, %434, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %436 = stablehlo.convert %435 : tensor<i1>
        %437 = stablehlo.and %432, %436 : tensor<i1>
        stablehlo.return %437 : tensor<i1>
      } do {
        %428 = stablehlo.convert %iterArg_428 : tensor<i32>
        %c_433 = stablehlo.constant dense<0> : tensor<i32>
        %429 = stablehlo.compare LT, %428, %c_433, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_434 = stablehlo.constant dense<7> : tensor<i32>
        %430 = stablehlo.add %428, %c_434 : tensor<i32>
        %431 = stablehlo.select %429, %430, %428 : tensor<i1>, tensor<i32>
        %c_435 = stablehlo.constant dense<0> : tensor<i32>
        %c_436 = stablehlo.constant dense<0> : tensor<i32>
        %432 = stablehlo.compare LT, %c_435, %c_436, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_437 = stablehlo.constant dense<0> : tensor<i32>
        %c_438 = stablehlo.constant dense<7> : tensor<i32>
        %433 = stablehlo.add %c_437, %c_438 : tensor<i32>
        %c_439 = stablehlo.constant dense<0> : tensor<i32>
        %434 = stablehlo.select %432, %433, %c_439 : tensor<i1>, tensor<i32>
        %435 = stablehlo.dynamic_slice %iterArg_411, %431, %434, sizes = [1, 7] : (tensor<7x7xf32>, tensor<i32>, tensor<i32>) -> tensor<1x7xf32>
        %436 = stablehlo.reshape %435 : (tensor<1x7xf32>) -> tensor<7xf32>
        %c_440 = stablehlo.constant dense<0> : tensor<i32>
        %437 = stablehlo.compare LT, %iterArg_428, %c_440, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %438 = stablehlo.convert %iterArg_428 : tensor<i32>
        %c_441 = stablehlo.constant dense<7> : tensor<i32>
        %439 = stablehlo.add %438, %c_441 : tensor<i32>
        %440 = stablehlo.select %437, %439, %iterArg_428 : tensor<i1>, tensor<i32>
        %441 = stablehlo.dynamic_slice %iterArg_412, %440, sizes = [1] : (tensor<7xf32>, tensor<i32>) -> tensor<1xf32>
        %442 = stablehlo.reshape %441 : (tensor<1xf32>) -> tensor<f32>
        %443 = stablehlo.dot_general %436, %iterArg_431, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<7xf32>, tensor<7x16x8xf32>) -> tensor<16x8xf32>
        %444 = stablehlo.add %iterArg_413, %443 : tensor<16x8xf32>
        %cst_442 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %445 = stablehlo.compare EQ, %442, %cst_442, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %446 = stablehlo.multiply %442, %iterArg_414 : tensor<f32>
        %447 = stablehlo.add %iterArg_415, %446 : tensor<f32>
        %448 = func.call @_where_5(%445, %iterArg_416, %447) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %449 = stablehlo.convert %iterArg_417 : (tensor<i32>) -> tensor<f32>
        %450 = stablehlo.multiply %448, %449 : tensor<f32>
        %451 = stablehlo.dot_general %iterArg_418, %444, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x16xf32>
        %452 = stablehlo.transpose %451, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
        %453 = stablehlo.broadcast_in_dim %iterArg_419, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
        %454 = stablehlo.broadcast_in_dim %453, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<16x16xf32>
        %455 = stablehlo.add %452, %454 : tensor<16x16xf32>
        %456 = stablehlo.tanh %455 : tensor<16x16xf32>
        %457 = stablehlo.dot_general %iterArg_420, %456, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
        %458 = stablehlo.transpose %457, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
        %459 = stablehlo.broadcast_in_dim %iterArg_421, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
        %460 = stablehlo.broadcast_in_dim %459, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<16x16xf32>
        %461 = stablehlo.add %458, %460 : tensor<16x16xf32>
        %462 = stablehlo.tanh %461 : tensor<16x16xf32>
        %463 = stablehlo.dot_general %iterArg_422, %462, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
        %464 = stablehlo.transpose %463, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>
        %465 = stablehlo.broadcast_in_dim %iterArg_423, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
        %466 = stablehlo.broadcast_in_dim %465, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<16x8xf32>
        %467 = stablehlo.add %464, %466 : tensor<16x8xf32>
        %468 = stablehlo.subtract %467, %444 : tensor<16x8xf32>
        %469 = stablehlo.broadcast_in_dim %iterArg_424, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
        %470 = stablehlo.multiply %469, %468 : tensor<16x8xf32>
        %c_443 = stablehlo.constant dense<false> : tensor<i1>
        %471 = stablehlo.broadcast_in_dim %c_443, dims = [] : (tensor<i1>) -> tensor<i1>
        %472 = stablehlo.compare NE, %iterArg_426, %471, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %473 = stablehlo.convert %472 : tensor<i1>
        %c_444 = stablehlo.constant dense<true> : tensor<i1>
        %474 = stablehlo.and %c_444, %473 : tensor<i1>
        %475 = stablehlo.convert %iterArg_428 : tensor<i32>
        %c_445 = stablehlo.constant dense<0> : tensor<i32>
        %476 = stablehlo.compare LT, %475, %c_445, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_446 = stablehlo.constant dense<7> : tensor<i32>
        %477 = stablehlo.add %475, %c_446 : tensor<i32>
        %478 = stablehlo.select %476, %477, %475 : tensor<i1>, tensor<i32>
        %c_447 = stablehlo.constant dense<0> : tensor<i32>
        %c_448 = stablehlo.constant dense<0> : tensor<i32>
        %479 = stablehlo.compare LT, %c_447, %c_448, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_449 = stablehlo.constant dense<0> : tensor<i32>
        %c_450 = stablehlo.constant dense<16> : tensor<i32>
        %480 = stablehlo.add %c_449, %c_450 : tensor<i32>
        %c_451 = stablehlo.constant dense<0> : tensor<i32>
        %481 = stablehlo.select %479, %480, %c_451 : tensor<i1>, tensor<i32>
        %c_452 = stablehlo.constant dense<0> : tensor<i32>
        %c_453 = stablehlo.constant dense<0> : tensor<i32>
        %482 = stablehlo.compare LT, %c_452, %c_453, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_454 = stablehlo.constant dense<0> : tensor<i32>
        %c_455 = stablehlo.constant dense<8> : tensor<i32>
        %483 = stablehlo.add %c_454, %c_455 : tensor<i32>
        %c_456 = stablehlo.constant dense<0> : tensor<i32>
        %484 = stablehlo.select %482, %483, %c_456 : tensor<i1>, tensor<i32>
        %485 = stablehlo.dynamic_slice %iterArg_431, %478, %481, %484, sizes = [1, 16, 8] : (tensor<7x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x8xf32>
        %486 = stablehlo.reshape %485 : (tensor<1x16x8xf32>) -> tensor<16x8xf32>
        %c_457 = stablehlo.constant dense<0> : tensor<i32>
        %487 = stablehlo.compare LT, %iterArg_428, %c_457, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_458 = stablehlo.constant dense<7> : tensor<i32>
        %488 = stablehlo.add %iterArg_428, %c_458 : tensor<i32>
        %489 = stablehlo.select %487, %488, %iterArg_428 : tensor<i1>, tensor<i32>
        %490 = stablehlo.convert %489 : tensor<i32>
        %491 = stablehlo.broadcast_in_dim %490, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %492 = "stablehlo.scatter"(%iterArg_431, %491, %470) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
        ^bb0(%arg15: tensor<f32>, %arg16: tensor<f32>):
          stablehlo.return %arg16 : tensor<f32>
        }) : (tensor<7x16x8xf32>, tensor<1xi32>, tensor<16x8xf32>) -> tensor<7x16x8xf32>
        %c_459 = stablehlo.constant dense<1> : tensor<i32>
        %493 = stablehlo.add %iterArg_428, %c_459 : tensor<i32>
        %c_460 = stablehlo.constant dense<1> : tensor<i32>
        %494 = stablehlo.add %iterArg_425, %c_460 : tensor<i32>
        %c_461 = stablehlo.constant dense<7> : tensor<i32>
        %495 = stablehlo.compare LT, %493, %c_461, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_462 = stablehlo.constant dense<false> : tensor<i1>
        %496 = stablehlo.broadcast_in_dim %c_462, dims = [] : (tensor<i1>) -> tensor<i1>
        %497 = stablehlo.compare NE, %iterArg_426, %496, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %498 = stablehlo.convert %497 : tensor<i1>
        %c_463 = stablehlo.constant dense<false> : tensor<i1>
        %499 = stablehlo.broadcast_in_dim %c_463, dims = [] : (tensor<i1>) -> tensor<i1>
        %500 = stablehlo.compare NE, %495, %499, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %501 = stablehlo.convert %500 : tensor<i1>
        %502 = stablehlo.and %498, %501 : tensor<i1>
        stablehlo.return %iterArg_411, %iterArg_412, %iterArg_413, %iterArg_414, %iterArg_415, %iterArg_416, %iterArg_417, %iterArg_418, %iterArg_419, %iterArg_420, %iterArg_421, %iterArg_422, %iterArg_423, %iterArg_424, %494, %502, %iterArg_426, %493, %444, %468, %492, %iterArg_432 : tensor<7x7xf32>, tensor<7xf32>, tensor<16x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<16x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<f32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<7x16x8xf32>, tensor<i32>
      }
      %c_387 = stablehlo.constant dense<0> : tensor<i32>
      %c_388 = stablehlo.constant dense<true> : tensor<i1>
      %387 = stablehlo.dot_general %iterArg_345, %386#20, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<7xf32>, tensor<7x16x8xf32>) -> tensor<16x8xf32>
      %cst_389 = stablehlo.constant dense<0x7F800000> : tensor<f32>
      %388 = func.call @_where_6(%iterArg_346, %387, %cst_389) : (tensor<i1>, tensor<16x8xf32>, tensor<f32>) -> tensor<16x8xf32>
      %389 = stablehlo.compare NE, %388, %388, FLOAT : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xi1>
      %cst_390 = stablehlo.constant dense<0x7F800000> : tensor<f32>
      %390 = func.call @_where_7(%389, %cst_390, %388) : (tensor<16x8xi1>, tensor<f32>, tensor<16x8xf32>) -> tensor<16x8xf32>
      %c_391 = stablehlo.constant dense<1> : tensor<i32>
      %391 = stablehlo.add %iterArg_360, %c_391 : tensor<i32>
      %392 = stablehlo.subtract %iterArg_363, %iterArg_362 : tensor<f32>
      %393 = stablehlo.convert %391 : (tensor<i32>) -> tensor<f32>
      %394 = stablehlo.convert %iterArg_361 : (tensor<i32>) -> tensor<f32>
      %395 = stablehlo.divide %393, %394 : tensor<f32>
      %396 = stablehlo.multiply %392, %395 : tensor<f32>
      %397 = stablehlo.add %iterArg_362, %396 : tensor<f32>
      %398 = stablehlo.compare EQ, %391, %iterArg_361, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %399 = func.call @_where_5(%398, %iterArg_363, %397) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %c_392 = stablehlo.constant dense<0> : tensor<i32>
      %400 = stablehlo.compare GE, %iterArg_361, %c_392, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %401 = stablehlo.add %iterArg_356, %iterArg_363 : tensor<f32>
      %402 = func.call @_where_5(%400, %399, %401) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %403 = stablehlo.minimum %iterArg_356, %iterArg_347 : tensor<f32>
      %404 = stablehlo.compare GT, %402, %iterArg_348, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %405 = stablehlo.subtract %iterArg_347, %403 : tensor<f32>
      %cst_393 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %406 = stablehlo.multiply %cst_393, %405 : tensor<f32>
      %407 = stablehlo.add %403, %406 : tensor<f32>
      %c_394 = stablehlo.constant dense<true> : tensor<i1>
      %408 = func.call @_where_5(%c_394, %iterArg_347, %407) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %409 = func.call @_where_5(%404, %408, %402) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %410 = stablehlo.compare EQ, %iterArg_349, %iterArg_347, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %411 = stablehlo.subtract %403, %iterArg_349 : tensor<f32>
      %c_395 = stablehlo.constant dense<0> : tensor<i32>
      %412 = func.call @_where_8(%410, %c_395, %411) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
      %413 = stablehlo.subtract %iterArg_347, %iterArg_349 : tensor<f32>
      %c_396 = stablehlo.constant dense<1> : tensor<i32>
      %414 = func.call @_where_8(%410, %c_396, %413) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
      %415 = stablehlo.divide %412, %414 : tensor<f32>
      %c_397 = stablehlo.constant dense<true> : tensor<i1>
      %416 = func.call @_where_9(%c_397, %386#18, %iterArg_354) : (tensor<i1>, tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
      %c_398 = stablehlo.constant dense<true> : tensor<i1>
      %c_399 = stablehlo.constant dense<false> : tensor<i1>
      %417 = func.call @_where_10(%c_398, %c_399, %iterArg_358) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %c_400 = stablehlo.constant dense<true> : tensor<i1>
      %418 = func.call @_where_9(%c_400, %386#19, %iterArg_359) : (tensor<i1>, tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
      %c_401 = stablehlo.constant dense<1> : tensor<i32>
      %419 = stablehlo.add %iterArg_365, %c_401 : tensor<i32>
      %c_402 = stablehlo.constant dense<true> : tensor<i1>
      %c_403 = stablehlo.constant dense<1> : tensor<i32>
      %c_404 = stablehlo.constant dense<0> : tensor<i32>
      %420 = func.call @_where_3(%c_402, %c_403, %c_404) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %421 = stablehlo.add %iterArg_366, %420 : tensor<i32>
      %c_405 = stablehlo.constant dense<true> : tensor<i1>
      %c_406 = stablehlo.constant dense<0> : tensor<i32>
      %c_407 = stablehlo.constant dense<1> : tensor<i32>
      %422 = func.call @_where_3(%c_405, %c_406, %c_407) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %423 = stablehlo.add %iterArg_367, %422 : tensor<i32>
      %c_408 = stablehlo.constant dense<false> : tensor<i1>
      %c_409 = stablehlo.constant dense<0> : tensor<i32>
      %c_410 = stablehlo.constant dense<1> : tensor<i32>
      %424 = stablehlo.add %iterArg_351, %c_410 : tensor<i32>
      %425 = stablehlo.compare LT, %403, %iterArg_347, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %426 = stablehlo.and %425, %iterArg_350 : tensor<i1>
      %427 = stablehlo.and %iterArg_352, %426 : tensor<i1>
      stablehlo.return %iterArg, %iterArg_335, %iterArg_336, %iterArg_337, %iterArg_338, %iterArg_339, %iterArg_340, %iterArg_341, %iterArg_342, %iterArg_343, %iterArg_344, %iterArg_345, %iterArg_346, %iterArg_347, %iterArg_348, %iterArg_349, %iterArg_350, %424, %427, %iterArg_352, %416, %403, %409, %c_408, %417, %418, %391, %iterArg_361, %iterArg_362, %iterArg_363, %c_409, %419, %421, %423, %iterArg_368, %iterArg_369, %iterArg_370, %iterArg_371 : tensor<f32>, tensor<i1>, tensor<i32>, tensor<7x7xf32>, tensor<7xf32>, tensor<16x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<7xf32>, tensor<i1>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<16x8xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i1>, tensor<16x8xf32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<1xf32>, tensor<1x16x8xf32>, tensor<i32>
    }
    %c_323 = stablehlo.constant dense<0> : tensor<i32>
    %c_324 = stablehlo.constant dense<true> : tensor<i1>
    %332 = stablehlo.broadcast_in_dim %331#21, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %c_325 = stablehlo.constant dense<0> : tensor<i32>
    %333 = stablehlo.compare LT, %331#37, %c_325, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %334 = stablehlo.convert %331#37 : tensor<i32>
    %c_326 = stablehlo.constant dense<1> : tensor<i32>
    %335 = stablehlo.add %334, %c_326 : tensor<i32>
    %336 = stablehlo.select %333, %335, %331#37 : tensor<i1>, tensor<i32>
    %337 = stablehlo.dynamic_update_slice %331#35, %332, %336 : (tensor<1xf32>, tensor<1xf32>, tensor<i32>) -> tensor<1xf32>
    %c_327 = stablehlo.constant dense<1> : tensor<i32>
    %338 = "stablehlo.case"(%c_327) ({
      %360 = stablehlo.convert %331#37 : tensor<i32>
      %c_335 = stablehlo.constant dense<0> : tensor<i32>
      %361 = stablehlo.compare LT, %360, %c_335, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_336 = stablehlo.constant dense<1> : tensor<i32>
      %362 = stablehlo.add %360, %c_336 : tensor<i32>
      %363 = stablehlo.select %361, %362, %360 : tensor<i1>, tensor<i32>
      %c_337 = stablehlo.constant dense<0> : tensor<i32>
      %c_338 = stablehlo.constant dense<0> : tensor<i32>
      %364 = stablehlo.compare LT, %c_337, %c_338, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_339 = stablehlo.constant dense<0> : tensor<i32>
      %c_340 = stablehlo.constant dense<16> : tensor<i32>
      %365 = stablehlo.add %c_339, %c_340 : tensor<i32>
      %c_341 = stablehlo.constant dense<0> : tensor<i32>
      %366 = stablehlo.select %364, %365, %c_341 : tensor<i1>, tensor<i32>
      %c_342 = stablehlo.constant dense<0> : tensor<i32>
      %c_343 = stablehlo.constant dense<0> : tensor<i32>
      %367 = stablehlo.compare LT, %c_342, %c_343, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_344 = stablehlo.constant dense<0> : tensor<i32>
      %c_345 = stablehlo.constant dense<8> : tensor<i32>
      %368 = stablehlo.add %c_344, %c_345 : tensor<i32>
      %c_346 = stablehlo.constant dense<0> : tensor<i32>
      %369 = stablehlo.select %367, %368, %c_346 : tensor<i1>, tensor<i32>
      %370 = stablehlo.dynamic_slice %331#36, %363, %366, %369, sizes = [1, 16, 8] : (tensor<1x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x8xf32>
      %371 = stablehlo.reshape %370 : (tensor<1x16x8xf32>) -> tensor<16x8xf32>
      stablehlo.return %371 : tensor<16x8xf32>
    }, {
      stablehlo.return %331#20 : tensor<16x8xf32>
    }) : (tensor<i32>) -> tensor<16x8xf32>
    %339 = stablehlo.broadcast_in_dim %338, dims = [1, 2] : (tensor<16x8xf32>) -> tensor<1x16x8xf32>
    %c_328 = stablehlo.constant dense<0> : tensor<i32>
    %340 = stablehlo.compare LT, %331#37, %c_328, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %341 = stablehlo.convert %331#37 : tensor<i32>
    %c_329 = stablehlo.constant dense<1> : tensor<i32>
    %342 = stablehlo.add %341, %c_329 : tensor<i32>
    %343 = stablehlo.select %340, %342, %331#37 : tensor<i1>, tensor<i32>
    %c_330 = stablehlo.constant dense<0> : tensor<i32>
    %c_331 = stablehlo.constant dense<0> : tensor<i32>
    %344 = stablehlo.dynamic_update_slice %331#36, %339, %343, %c_330, %c_331 : (tensor<1x16x8xf32>, tensor<1x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x8xf32>
    %345 = stablehlo.compare LT, %331#21, %7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %346 = stablehlo.and %345, %arg13 : tensor<i1>
    %c_332 = stablehlo.constant dense<1> : tensor<i32>
    %347 = call @_where_11(%346, %c_332, %331#30) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %348 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %349 = stablehlo.broadcast_in_dim %348, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %350 = stablehlo.multiply %337, %349 : tensor<1xf32>
    %351 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %352 = stablehlo.multiply %5, %351 : tensor<f32>
    %353 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %354 = stablehlo.multiply %7, %353 : tensor<f32>
    %c_333 = stablehlo.constant dense<0> : tensor<i32>
    %355 = stablehlo.compare EQ, %347, %c_333, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_334 = stablehlo.constant dense<11> : tensor<i32>
    %356 = stablehlo.compare EQ, %347, %c_334, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %357 = stablehlo.or %355, %356 : tensor<i1>
    %358 = stablehlo.not %357 : tensor<i1>
    %359 = call @branched_error_if_impl_12(%352, %354, %350, %344, %331#32, %331#33, %331#31, %347, %358, %347) : (tensor<f32>, tensor<f32>, tensor<1xf32>, tensor<1x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i1>, tensor<i32>) -> tensor<1x16x8xf32>
    return %359 : tensor<1x16x8xf32>
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
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<16x8xf32>) -> tensor<16x8xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<i1>, tensor<16x8xf32>
    return %2 : tensor<16x8xf32>
  }
  func.func private @_where_5(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_where_6(%arg0: tensor<i1>, %arg1: tensor<16x8xf32>, %arg2: tensor<f32>) -> tensor<16x8xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<16x8xf32>
    return %2 : tensor<16x8xf32>
  }
  func.func private @_where_7(%arg0: tensor<16x8xi1>, %arg1: tensor<f32>, %arg2: tensor<16x8xf32>) -> tensor<16x8xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<16x8xi1>, tensor<16x8xf32>
    return %2 : tensor<16x8xf32>
  }
  func.func private @_where_8(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_where_9(%arg0: tensor<i1>, %arg1: tensor<16x8xf32>, %arg2: tensor<16x8xf32>) -> tensor<16x8xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<16x8xf32>
    return %0 : tensor<16x8xf32>
  }
  func.func private @_where_10(%arg0: tensor<i1>, %arg1: tensor<i1>, %arg2: tensor<i1>) -> tensor<i1> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @_where_11(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @branched_error_if_impl_12(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<1xf32>, %arg3: tensor<1x16x8xf32>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<i32>, %arg8: tensor<i1>, %arg9: tensor<i32>) -> tensor<1x16x8xf32> {
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
}
