module @jit_solve attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<40xf32>) -> (tensor<101x40xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<2.000000e+01> : tensor<f32>
    %0 = call @_linspace(%cst, %cst_0) : (tensor<f32>, tensor<f32>) -> tensor<101xf32>
    %1 = call @diffeqsolve(%arg0, %0) : (tensor<40xf32>, tensor<101xf32>) -> tensor<101x40xf32>
    return %1 : tensor<101x40xf32>
  }
  func.func private @_linspace(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<101xf32> {
    %0 = stablehlo.convert %arg0 : tensor<f32>
    %1 = stablehlo.convert %arg1 : tensor<f32>
    %2 = stablehlo.iota dim = 0 : tensor<100xf32>
    %cst = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %4 = stablehlo.divide %2, %3 : tensor<100xf32>
    %5 = stablehlo.reshape %0 : (tensor<f32>) -> tensor<1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %7 = stablehlo.subtract %6, %4 : tensor<100xf32>
    %8 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<1xf32>) -> tensor<100xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<100xf32>
    %10 = stablehlo.reshape %1 : (tensor<f32>) -> tensor<1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<1xf32>) -> tensor<100xf32>
    %12 = stablehlo.multiply %11, %4 : tensor<100xf32>
    %13 = stablehlo.add %9, %12 : tensor<100xf32>
    %14 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %15 = stablehlo.concatenate %13, %14, dim = 0 : (tensor<100xf32>, tensor<1xf32>) -> tensor<101xf32>
    return %15 : tensor<101xf32>
  }
  func.func private @diffeqsolve(%arg0: tensor<40xf32>, %arg1: tensor<101xf32>) -> tensor<101x40xf32> {
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %cst = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [1.610000e-01, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [-0.00848065502, 0.33548066, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [2.89715314, -6.35944843, 4.36229563, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [5.32586479, -11.7488832, 7.49553919, -0.0924950689, 0.000000e+00, 0.000000e+00, 0.000000e+00], [5.86145544, -12.920969, 8.15936756, -0.0715849697, -0.0282690506, 0.000000e+00, 0.000000e+00], [0.096460767, 0.00999999977, 0.479889661, 1.37900853, -3.29006958, 2.32471061, 0.000000e+00]]> : tensor<7x7xf32>
    %cst_1 = stablehlo.constant dense<[0.000000e+00, 1.610000e-01, 3.270000e-01, 0.899999976, 0.980025529, 1.000000e+00, 1.000000e+00]> : tensor<7xf32>
    %cst_2 = stablehlo.constant dense<[0.00178001111, 8.16434447E-4, -0.0078808777, 1.447110e-01, -0.582357168, 0.45808211, -0.0151515156]> : tensor<7xf32>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %c_4 = stablehlo.constant dense<true> : tensor<i1>
    %c_5 = stablehlo.constant dense<true> : tensor<i1>
    %cst_6 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %0 = call @branched_error_if_impl(%cst_6) : (tensor<f32>) -> tensor<f32>
    %1 = stablehlo.convert %0 : tensor<f32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_8 = stablehlo.constant dense<2.000000e+01> : tensor<f32>
    %2 = stablehlo.compare LT, %cst_7, %cst_8, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<1> : tensor<i32>
    %c_10 = stablehlo.constant dense<-1> : tensor<i32>
    %3 = call @_where(%2, %c_9, %c_10) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %4 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.multiply %cst_11, %4 : tensor<f32>
    %6 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %cst_12 = stablehlo.constant dense<2.000000e+01> : tensor<f32>
    %7 = stablehlo.multiply %cst_12, %6 : tensor<f32>
    %8 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %9 = stablehlo.multiply %1, %8 : tensor<f32>
    %10 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<101xf32>
    %12 = stablehlo.multiply %arg1, %11 : tensor<101xf32>
    %13 = stablehlo.slice %12 [1:101] : (tensor<101xf32>) -> tensor<100xf32>
    %14 = stablehlo.slice %12 [0:100] : (tensor<101xf32>) -> tensor<100xf32>
    %15 = stablehlo.compare LT, %13, %14, FLOAT : (tensor<100xf32>, tensor<100xf32>) -> tensor<100xi1>
    %16 = call @branched_error_if_impl_0(%12, %15) : (tensor<101xf32>, tensor<100xi1>) -> tensor<101xf32>
    %17 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<101xf32>
    %18 = stablehlo.compare GT, %16, %17, FLOAT : (tensor<101xf32>, tensor<101xf32>) -> tensor<101xi1>
    %19 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<101xf32>
    %20 = stablehlo.compare LT, %16, %19, FLOAT : (tensor<101xf32>, tensor<101xf32>) -> tensor<101xi1>
    %21 = stablehlo.or %18, %20 : tensor<101xi1>
    %22 = call @branched_error_if_impl_1(%16, %21) : (tensor<101xf32>, tensor<101xi1>) -> tensor<101xf32>
    %23 = stablehlo.add %5, %9 : tensor<f32>
    %24 = stablehlo.minimum %23, %7 : tensor<f32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %26 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %cst_14 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %27 = stablehlo.multiply %26, %cst_14 : tensor<f32>
    %28 = stablehlo.convert %27 : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<101xf32>
    %cst_15 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<101x40xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %31 = chlo.next_after %7, %cst_16 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.compare EQ, %7, %cst_17, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_18 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %33 = call @_where_2(%32, %cst_18, %31) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %34 = chlo.next_after %33, %cst_19 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.compare EQ, %33, %cst_20, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_21 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %36 = call @_where_2(%35, %cst_21, %34) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_22 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %37 = chlo.next_after %36, %cst_22 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.compare EQ, %36, %cst_23, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_24 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %39 = call @_where_2(%38, %cst_24, %37) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %40 = chlo.next_after %39, %cst_25 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.compare EQ, %39, %cst_26, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_27 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %42 = call @_where_2(%41, %cst_27, %40) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_28 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %43 = chlo.next_after %42, %cst_28 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.compare EQ, %42, %cst_29, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_30 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %45 = call @_where_2(%44, %cst_30, %43) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_31 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %46 = chlo.next_after %45, %cst_31 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.compare EQ, %45, %cst_32, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_33 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %48 = call @_where_2(%47, %cst_33, %46) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_34 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %49 = chlo.next_after %48, %cst_34 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.compare EQ, %48, %cst_35, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_36 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %51 = call @_where_2(%50, %cst_36, %49) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_37 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %52 = chlo.next_after %51, %cst_37 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.compare EQ, %51, %cst_38, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_39 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %54 = call @_where_2(%53, %cst_39, %52) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_40 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %55 = chlo.next_after %54, %cst_40 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.compare EQ, %54, %cst_41, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_42 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %57 = call @_where_2(%56, %cst_42, %55) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_43 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %58 = chlo.next_after %57, %cst_43 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.compare EQ, %57, %cst_44, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_45 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %60 = call @_where_2(%59, %cst_45, %58) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_46 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %61 = chlo.next_after %60, %cst_46 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.compare EQ, %60, %cst_47, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_48 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %63 = call @_where_2(%62, %cst_48, %61) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_49 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %64 = chlo.next_after %63, %cst_49 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.compare EQ, %63, %cst_50, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_51 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %66 = call @_where_2(%65, %cst_51, %64) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_52 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %67 = chlo.next_after %66, %cst_52 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.compare EQ, %66, %cst_53, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_54 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %69 = call @_where_2(%68, %cst_54, %67) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_55 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %70 = chlo.next_after %69, %cst_55 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.compare EQ, %69, %cst_56, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_57 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %72 = call @_where_2(%71, %cst_57, %70) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_58 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %73 = chlo.next_after %72, %cst_58 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.compare EQ, %72, %cst_59, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_60 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %75 = call @_where_2(%74, %cst_60, %73) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_61 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %76 = chlo.next_after %75, %cst_61 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.compare EQ, %75, %cst_62, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_63 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %78 = call @_where_2(%77, %cst_63, %76) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_64 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %79 = chlo.next_after %78, %cst_64 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.compare EQ, %78, %cst_65, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_66 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %81 = call @_where_2(%80, %cst_66, %79) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_67 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %82 = chlo.next_after %81, %cst_67 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.compare EQ, %81, %cst_68, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_69 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %84 = call @_where_2(%83, %cst_69, %82) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_70 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %85 = chlo.next_after %84, %cst_70 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.compare EQ, %84, %cst_71, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_72 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %87 = call @_where_2(%86, %cst_72, %85) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_73 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %88 = chlo.next_after %87, %cst_73 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.compare EQ, %87, %cst_74, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_75 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %90 = call @_where_2(%89, %cst_75, %88) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_76 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %91 = chlo.next_after %90, %cst_76 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %92 = stablehlo.compare EQ, %90, %cst_77, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_78 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %93 = call @_where_2(%92, %cst_78, %91) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_79 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %94 = chlo.next_after %93, %cst_79 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.compare EQ, %93, %cst_80, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_81 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %96 = call @_where_2(%95, %cst_81, %94) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_82 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %97 = chlo.next_after %96, %cst_82 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.compare EQ, %96, %cst_83, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_84 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %99 = call @_where_2(%98, %cst_84, %97) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_85 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %100 = chlo.next_after %99, %cst_85 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.compare EQ, %99, %cst_86, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_87 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %102 = call @_where_2(%101, %cst_87, %100) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_88 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %103 = chlo.next_after %102, %cst_88 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.compare EQ, %102, %cst_89, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_90 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %105 = call @_where_2(%104, %cst_90, %103) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_91 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %106 = chlo.next_after %105, %cst_91 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.compare EQ, %105, %cst_92, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_93 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %108 = call @_where_2(%107, %cst_93, %106) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_94 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %109 = chlo.next_after %108, %cst_94 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %110 = stablehlo.compare EQ, %108, %cst_95, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_96 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %111 = call @_where_2(%110, %cst_96, %109) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_97 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %112 = chlo.next_after %111, %cst_97 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.compare EQ, %111, %cst_98, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_99 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %114 = call @_where_2(%113, %cst_99, %112) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_100 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %115 = chlo.next_after %114, %cst_100 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.compare EQ, %114, %cst_101, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_102 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %117 = call @_where_2(%116, %cst_102, %115) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_103 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %118 = chlo.next_after %117, %cst_103 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.compare EQ, %117, %cst_104, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_105 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %120 = call @_where_2(%119, %cst_105, %118) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_106 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %121 = chlo.next_after %120, %cst_106 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.compare EQ, %120, %cst_107, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_108 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %123 = call @_where_2(%122, %cst_108, %121) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_109 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %124 = chlo.next_after %123, %cst_109 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %125 = stablehlo.compare EQ, %123, %cst_110, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_111 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %126 = call @_where_2(%125, %cst_111, %124) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_112 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %127 = chlo.next_after %126, %cst_112 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %128 = stablehlo.compare EQ, %126, %cst_113, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_114 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %129 = call @_where_2(%128, %cst_114, %127) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_115 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %130 = chlo.next_after %129, %cst_115 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.compare EQ, %129, %cst_116, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_117 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %132 = call @_where_2(%131, %cst_117, %130) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_118 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %133 = chlo.next_after %132, %cst_118 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.compare EQ, %132, %cst_119, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_120 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %135 = call @_where_2(%134, %cst_120, %133) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_121 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %136 = chlo.next_after %135, %cst_121 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %137 = stablehlo.compare EQ, %135, %cst_122, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_123 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %138 = call @_where_2(%137, %cst_123, %136) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_124 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %139 = chlo.next_after %138, %cst_124 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.compare EQ, %138, %cst_125, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_126 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %141 = call @_where_2(%140, %cst_126, %139) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_127 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %142 = chlo.next_after %141, %cst_127 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.compare EQ, %141, %cst_128, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_129 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %144 = call @_where_2(%143, %cst_129, %142) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_130 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %145 = chlo.next_after %144, %cst_130 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.compare EQ, %144, %cst_131, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_132 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %147 = call @_where_2(%146, %cst_132, %145) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_133 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %148 = chlo.next_after %147, %cst_133 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %149 = stablehlo.compare EQ, %147, %cst_134, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_135 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %150 = call @_where_2(%149, %cst_135, %148) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_136 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %151 = chlo.next_after %150, %cst_136 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %152 = stablehlo.compare EQ, %150, %cst_137, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_138 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %153 = call @_where_2(%152, %cst_138, %151) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_139 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %154 = chlo.next_after %153, %cst_139 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %155 = stablehlo.compare EQ, %153, %cst_140, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_141 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %156 = call @_where_2(%155, %cst_141, %154) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_142 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %157 = chlo.next_after %156, %cst_142 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %158 = stablehlo.compare EQ, %156, %cst_143, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_144 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %159 = call @_where_2(%158, %cst_144, %157) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_145 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %160 = chlo.next_after %159, %cst_145 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %161 = stablehlo.compare EQ, %159, %cst_146, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_147 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %162 = call @_where_2(%161, %cst_147, %160) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_148 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %163 = chlo.next_after %162, %cst_148 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %164 = stablehlo.compare EQ, %162, %cst_149, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_150 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %165 = call @_where_2(%164, %cst_150, %163) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_151 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %166 = chlo.next_after %165, %cst_151 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %167 = stablehlo.compare EQ, %165, %cst_152, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_153 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %168 = call @_where_2(%167, %cst_153, %166) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_154 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %169 = chlo.next_after %168, %cst_154 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.compare EQ, %168, %cst_155, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_156 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %171 = call @_where_2(%170, %cst_156, %169) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_157 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %172 = chlo.next_after %171, %cst_157 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.compare EQ, %171, %cst_158, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_159 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %174 = call @_where_2(%173, %cst_159, %172) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_160 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %175 = chlo.next_after %174, %cst_160 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %176 = stablehlo.compare EQ, %174, %cst_161, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_162 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %177 = call @_where_2(%176, %cst_162, %175) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_163 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %178 = chlo.next_after %177, %cst_163 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %179 = stablehlo.compare EQ, %177, %cst_164, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_165 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %180 = call @_where_2(%179, %cst_165, %178) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_166 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %181 = chlo.next_after %180, %cst_166 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %182 = stablehlo.compare EQ, %180, %cst_167, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_168 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %183 = call @_where_2(%182, %cst_168, %181) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_169 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %184 = chlo.next_after %183, %cst_169 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %185 = stablehlo.compare EQ, %183, %cst_170, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_171 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %186 = call @_where_2(%185, %cst_171, %184) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_172 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %187 = chlo.next_after %186, %cst_172 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %188 = stablehlo.compare EQ, %186, %cst_173, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_174 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %189 = call @_where_2(%188, %cst_174, %187) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_175 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %190 = chlo.next_after %189, %cst_175 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %191 = stablehlo.compare EQ, %189, %cst_176, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_177 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %192 = call @_where_2(%191, %cst_177, %190) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_178 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %193 = chlo.next_after %192, %cst_178 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %194 = stablehlo.compare EQ, %192, %cst_179, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_180 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %195 = call @_where_2(%194, %cst_180, %193) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_181 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %196 = chlo.next_after %195, %cst_181 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_182 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %197 = stablehlo.compare EQ, %195, %cst_182, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_183 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %198 = call @_where_2(%197, %cst_183, %196) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_184 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %199 = chlo.next_after %198, %cst_184 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_185 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %200 = stablehlo.compare EQ, %198, %cst_185, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_186 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %201 = call @_where_2(%200, %cst_186, %199) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_187 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %202 = chlo.next_after %201, %cst_187 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_188 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %203 = stablehlo.compare EQ, %201, %cst_188, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_189 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %204 = call @_where_2(%203, %cst_189, %202) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_190 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %205 = chlo.next_after %204, %cst_190 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %206 = stablehlo.compare EQ, %204, %cst_191, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_192 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %207 = call @_where_2(%206, %cst_192, %205) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_193 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %208 = chlo.next_after %207, %cst_193 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_194 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %209 = stablehlo.compare EQ, %207, %cst_194, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_195 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %210 = call @_where_2(%209, %cst_195, %208) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_196 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %211 = chlo.next_after %210, %cst_196 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_197 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %212 = stablehlo.compare EQ, %210, %cst_197, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_198 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %213 = call @_where_2(%212, %cst_198, %211) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_199 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %214 = chlo.next_after %213, %cst_199 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_200 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %215 = stablehlo.compare EQ, %213, %cst_200, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_201 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %216 = call @_where_2(%215, %cst_201, %214) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_202 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %217 = chlo.next_after %216, %cst_202 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_203 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %218 = stablehlo.compare EQ, %216, %cst_203, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_204 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %219 = call @_where_2(%218, %cst_204, %217) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_205 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %220 = chlo.next_after %219, %cst_205 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_206 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %221 = stablehlo.compare EQ, %219, %cst_206, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_207 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %222 = call @_where_2(%221, %cst_207, %220) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_208 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %223 = chlo.next_after %222, %cst_208 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_209 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %224 = stablehlo.compare EQ, %222, %cst_209, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_210 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %225 = call @_where_2(%224, %cst_210, %223) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_211 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %226 = chlo.next_after %225, %cst_211 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_212 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %227 = stablehlo.compare EQ, %225, %cst_212, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_213 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %228 = call @_where_2(%227, %cst_213, %226) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_214 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %229 = chlo.next_after %228, %cst_214 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_215 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %230 = stablehlo.compare EQ, %228, %cst_215, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_216 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %231 = call @_where_2(%230, %cst_216, %229) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_217 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %232 = chlo.next_after %231, %cst_217 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_218 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.compare EQ, %231, %cst_218, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_219 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %234 = call @_where_2(%233, %cst_219, %232) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_220 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %235 = chlo.next_after %234, %cst_220 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_221 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %236 = stablehlo.compare EQ, %234, %cst_221, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_222 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %237 = call @_where_2(%236, %cst_222, %235) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_223 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %238 = chlo.next_after %237, %cst_223 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_224 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %239 = stablehlo.compare EQ, %237, %cst_224, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_225 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %240 = call @_where_2(%239, %cst_225, %238) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_226 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %241 = chlo.next_after %240, %cst_226 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_227 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %242 = stablehlo.compare EQ, %240, %cst_227, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_228 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %243 = call @_where_2(%242, %cst_228, %241) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_229 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %244 = chlo.next_after %243, %cst_229 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_230 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %245 = stablehlo.compare EQ, %243, %cst_230, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_231 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %246 = call @_where_2(%245, %cst_231, %244) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_232 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %247 = chlo.next_after %246, %cst_232 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_233 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %248 = stablehlo.compare EQ, %246, %cst_233, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_234 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %249 = call @_where_2(%248, %cst_234, %247) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_235 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %250 = chlo.next_after %249, %cst_235 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_236 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %251 = stablehlo.compare EQ, %249, %cst_236, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_237 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %252 = call @_where_2(%251, %cst_237, %250) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_238 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %253 = chlo.next_after %252, %cst_238 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_239 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %254 = stablehlo.compare EQ, %252, %cst_239, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_240 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %255 = call @_where_2(%254, %cst_240, %253) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_241 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %256 = chlo.next_after %255, %cst_241 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_242 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %257 = stablehlo.compare EQ, %255, %cst_242, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_243 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %258 = call @_where_2(%257, %cst_243, %256) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_244 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %259 = chlo.next_after %258, %cst_244 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_245 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %260 = stablehlo.compare EQ, %258, %cst_245, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_246 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %261 = call @_where_2(%260, %cst_246, %259) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_247 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %262 = chlo.next_after %261, %cst_247 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_248 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %263 = stablehlo.compare EQ, %261, %cst_248, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_249 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %264 = call @_where_2(%263, %cst_249, %262) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_250 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %265 = chlo.next_after %264, %cst_250 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_251 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %266 = stablehlo.compare EQ, %264, %cst_251, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_252 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %267 = call @_where_2(%266, %cst_252, %265) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_253 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %268 = chlo.next_after %267, %cst_253 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_254 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %269 = stablehlo.compare EQ, %267, %cst_254, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_255 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %270 = call @_where_2(%269, %cst_255, %268) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_256 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %271 = chlo.next_after %270, %cst_256 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_257 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %272 = stablehlo.compare EQ, %270, %cst_257, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_258 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %273 = call @_where_2(%272, %cst_258, %271) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_259 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %274 = chlo.next_after %273, %cst_259 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_260 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %275 = stablehlo.compare EQ, %273, %cst_260, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_261 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %276 = call @_where_2(%275, %cst_261, %274) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_262 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %277 = chlo.next_after %276, %cst_262 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_263 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %278 = stablehlo.compare EQ, %276, %cst_263, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_264 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %279 = call @_where_2(%278, %cst_264, %277) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_265 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %280 = chlo.next_after %279, %cst_265 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_266 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %281 = stablehlo.compare EQ, %279, %cst_266, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_267 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %282 = call @_where_2(%281, %cst_267, %280) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_268 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %283 = chlo.next_after %282, %cst_268 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_269 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %284 = stablehlo.compare EQ, %282, %cst_269, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_270 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %285 = call @_where_2(%284, %cst_270, %283) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_271 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %286 = chlo.next_after %285, %cst_271 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_272 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %287 = stablehlo.compare EQ, %285, %cst_272, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_273 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %288 = call @_where_2(%287, %cst_273, %286) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_274 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %289 = chlo.next_after %288, %cst_274 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_275 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %290 = stablehlo.compare EQ, %288, %cst_275, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_276 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %291 = call @_where_2(%290, %cst_276, %289) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_277 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %292 = chlo.next_after %291, %cst_277 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_278 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %293 = stablehlo.compare EQ, %291, %cst_278, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_279 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %294 = call @_where_2(%293, %cst_279, %292) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_280 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %295 = chlo.next_after %294, %cst_280 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_281 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %296 = stablehlo.compare EQ, %294, %cst_281, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_282 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %297 = call @_where_2(%296, %cst_282, %295) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_283 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %298 = chlo.next_after %297, %cst_283 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_284 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %299 = stablehlo.compare EQ, %297, %cst_284, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_285 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %300 = call @_where_2(%299, %cst_285, %298) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_286 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %301 = chlo.next_after %300, %cst_286 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_287 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %302 = stablehlo.compare EQ, %300, %cst_287, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_288 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %303 = call @_where_2(%302, %cst_288, %301) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_289 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %304 = chlo.next_after %303, %cst_289 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_290 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %305 = stablehlo.compare EQ, %303, %cst_290, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_291 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %306 = call @_where_2(%305, %cst_291, %304) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_292 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %307 = chlo.next_after %306, %cst_292 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_293 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %308 = stablehlo.compare EQ, %306, %cst_293, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_294 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %309 = call @_where_2(%308, %cst_294, %307) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_295 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %310 = chlo.next_after %309, %cst_295 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_296 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %311 = stablehlo.compare EQ, %309, %cst_296, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_297 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %312 = call @_where_2(%311, %cst_297, %310) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_298 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %313 = chlo.next_after %312, %cst_298 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_299 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %314 = stablehlo.compare EQ, %312, %cst_299, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_300 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %315 = call @_where_2(%314, %cst_300, %313) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_301 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %316 = chlo.next_after %315, %cst_301 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_302 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %317 = stablehlo.compare EQ, %315, %cst_302, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_303 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %318 = call @_where_2(%317, %cst_303, %316) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_304 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %319 = chlo.next_after %318, %cst_304 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_305 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %320 = stablehlo.compare EQ, %318, %cst_305, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_306 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %321 = call @_where_2(%320, %cst_306, %319) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_307 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %322 = chlo.next_after %321, %cst_307 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_308 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %323 = stablehlo.compare EQ, %321, %cst_308, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_309 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %324 = call @_where_2(%323, %cst_309, %322) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_310 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %325 = chlo.next_after %324, %cst_310 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_311 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %326 = stablehlo.compare EQ, %324, %cst_311, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_312 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %327 = call @_where_2(%326, %cst_312, %325) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_313 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %328 = chlo.next_after %327, %cst_313 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_314 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %329 = stablehlo.compare EQ, %327, %cst_314, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_315 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %330 = call @_where_2(%329, %cst_315, %328) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %c_316 = stablehlo.constant dense<true> : tensor<i1>
    %cst_317 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_318 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c_319 = stablehlo.constant dense<false> : tensor<i1>
    %c_320 = stablehlo.constant dense<false> : tensor<i1>
    %c_321 = stablehlo.constant dense<0> : tensor<i32>
    %c_322 = stablehlo.constant dense<0> : tensor<i32>
    %c_323 = stablehlo.constant dense<0> : tensor<i32>
    %c_324 = stablehlo.constant dense<0> : tensor<i32>
    %c_325 = stablehlo.constant dense<0> : tensor<i32>
    %c_326 = stablehlo.constant dense<0> : tensor<i32>
    %331 = stablehlo.compare LT, %5, %7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %332 = stablehlo.and %331, %c : tensor<i1>
    %c_327 = stablehlo.constant dense<0> : tensor<i32>
    %c_328 = stablehlo.constant dense<true> : tensor<i1>
    %333:32 = stablehlo.while(%iterArg = %7, %iterArg_332 = %c_0, %iterArg_333 = %3, %iterArg_334 = %cst, %iterArg_335 = %cst_1, %iterArg_336 = %cst_2, %iterArg_337 = %c_3, %iterArg_338 = %7, %iterArg_339 = %330, %iterArg_340 = %5, %iterArg_341 = %22, %iterArg_342 = %c_4, %iterArg_343 = %c_327, %iterArg_344 = %332, %iterArg_345 = %c_328, %iterArg_346 = %arg0, %iterArg_347 = %5, %iterArg_348 = %24, %iterArg_349 = %c_319, %iterArg_350 = %c_316, %iterArg_351 = %25, %iterArg_352 = %cst_317, %iterArg_353 = %cst_318, %iterArg_354 = %c_320, %iterArg_355 = %c_321, %iterArg_356 = %c_322, %iterArg_357 = %c_323, %iterArg_358 = %c_324, %iterArg_359 = %c_325, %iterArg_360 = %29, %iterArg_361 = %30, %iterArg_362 = %c_326) : tensor<f32>, tensor<i1>, tensor<i32>, tensor<7x7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<i1>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<101xf32>, tensor<i1>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<40xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i1>, tensor<40xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<101xf32>, tensor<101x40xf32>, tensor<i32>
    cond {
      %338 = stablehlo.compare LT, %iterArg_347, %iterArg, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %339 = stablehlo.and %338, %iterArg_332 : tensor<i1>
      %c_363 = stablehlo.constant dense<false> : tensor<i1>
      %340 = stablehlo.reduce(%339 init: %c_363) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %c_364 = stablehlo.constant dense<4096> : tensor<i32>
      %341 = stablehlo.compare LT, %iterArg_343, %c_364, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_365 = stablehlo.constant dense<false> : tensor<i1>
      %342 = stablehlo.broadcast_in_dim %c_365, dims = [] : (tensor<i1>) -> tensor<i1>
      %343 = stablehlo.compare NE, %341, %342, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %344 = stablehlo.convert %343 : tensor<i1>
      %345 = stablehlo.and %340, %344 : tensor<i1>
      stablehlo.return %345 : tensor<i1>
    } do {
      %c_363 = stablehlo.constant dense<1> : tensor<i32>
      %338 = stablehlo.compare EQ, %iterArg_333, %c_363, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %339 = stablehlo.negate %iterArg_348 : tensor<f32>
      %340 = func.call @_where_3(%338, %iterArg_347, %339) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %c_364 = stablehlo.constant dense<1> : tensor<i32>
      %341 = stablehlo.compare EQ, %iterArg_333, %c_364, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %342 = stablehlo.negate %iterArg_347 : tensor<f32>
      %343 = func.call @_where_3(%341, %iterArg_348, %342) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %344 = stablehlo.subtract %iterArg_348, %iterArg_347 : tensor<f32>
      %c_365 = stablehlo.constant dense<1> : tensor<i32>
      %345 = stablehlo.compare EQ, %iterArg_333, %c_365, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %346 = stablehlo.negate %iterArg_348 : tensor<f32>
      %347 = func.call @_where_3(%345, %iterArg_347, %346) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %c_366 = stablehlo.constant dense<1> : tensor<i32>
      %348 = stablehlo.compare EQ, %iterArg_333, %c_366, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %349 = stablehlo.negate %iterArg_347 : tensor<f32>
      %350 = func.call @_where_3(%348, %iterArg_348, %349) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %351 = stablehlo.subtract %350, %347 : tensor<f32>
      %352 = stablehlo.convert %iterArg_333 : (tensor<i32>) -> tensor<f32>
      %353 = stablehlo.multiply %352, %351 : tensor<f32>
      %c_367 = stablehlo.constant dense<false> : tensor<i1>
      %354 = stablehlo.or %iterArg_350, %c_367 : tensor<i1>
      %c_368 = stablehlo.constant dense<false> : tensor<i1>
      %355 = stablehlo.reduce(%354 init: %c_368) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %c_369 = stablehlo.constant dense<0> : tensor<i32>
      %c_370 = stablehlo.constant dense<1> : tensor<i32>
      %356 = func.call @_where_4(%355, %c_369, %c_370) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %c_371 = stablehlo.constant dense<0> : tensor<i32>
      %357 = func.call @_where_5(%355, %c_371, %iterArg_351) : (tensor<i1>, tensor<i32>, tensor<40xf32>) -> tensor<40xf32>
      %358 = stablehlo.broadcast_in_dim %353, dims = [] : (tensor<f32>) -> tensor<40xf32>
      %359 = stablehlo.multiply %358, %357 : tensor<40xf32>
      %cst_372 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %360 = stablehlo.broadcast_in_dim %cst_372, dims = [] : (tensor<f32>) -> tensor<7x40xf32>
      %c_373 = stablehlo.constant dense<0> : tensor<i32>
      %361 = stablehlo.broadcast_in_dim %c_373, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %362 = "stablehlo.scatter"(%360, %361, %359) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
        stablehlo.return %arg3 : tensor<f32>
      }) : (tensor<7x40xf32>, tensor<1xi32>, tensor<40xf32>) -> tensor<7x40xf32>
      %c_374 = stablehlo.constant dense<0> : tensor<i32>
      %c_375 = stablehlo.constant dense<7> : tensor<i32>
      %363 = stablehlo.compare LT, %356, %c_375, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_376 = stablehlo.constant dense<0> : tensor<i32>
      %c_377 = stablehlo.constant dense<true> : tensor<i1>
      %364:16 = stablehlo.while(%iterArg_418 = %iterArg_334, %iterArg_419 = %iterArg_335, %iterArg_420 = %iterArg_346, %iterArg_421 = %344, %iterArg_422 = %iterArg_347, %iterArg_423 = %iterArg_348, %iterArg_424 = %iterArg_333, %iterArg_425 = %353, %iterArg_426 = %c_376, %iterArg_427 = %363, %iterArg_428 = %c_377, %iterArg_429 = %356, %iterArg_430 = %iterArg_346, %iterArg_431 = %357, %iterArg_432 = %362, %iterArg_433 = %c_374) : tensor<7x7xf32>, tensor<7xf32>, tensor<40xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<40xf32>, tensor<40xf32>, tensor<7x40xf32>, tensor<i32>
      cond {
        %c_434 = stablehlo.constant dense<7> : tensor<i32>
        %441 = stablehlo.compare LT, %iterArg_429, %c_434, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_435 = stablehlo.constant dense<false> : tensor<i1>
        %442 = stablehlo.broadcast_in_dim %c_435, dims = [] : (tensor<i1>) -> tensor<i1>
        %443 = stablehlo.compare NE, %441, %442, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %444 = stablehlo.convert %443 : tensor<i1>
        %c_436 = stablehlo.constant dense<false> : tensor<i1>
        %445 = stablehlo.reduce(%444 init: %c_436) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %c_437 = stablehlo.constant dense<7> : tensor<i32>
        %446 = stablehlo.compare LT, %iterArg_426, %c_437, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_438 = stablehlo.constant dense<false> : tensor<i1>
        %447 = stablehlo.broadcast_in_dim %c_438, dims = [] : (tensor<i1>) -> tensor<i1>
        %448 = stablehlo.compare NE, %446, %447, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %449 = stablehlo.convert %448 : tensor<i1>
        %450 = stablehlo.and %445, %449 : tensor<i1>
        stablehlo.return %450 : tensor<i1>
      } do {
        %441 = stablehlo.convert %iterArg_429 : tensor<i32>
        %c_434 = stablehlo.constant dense<0> : tensor<i32>
        %442 = stablehlo.compare LT, %441, %c_434, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_435 = stablehlo.constant dense<7> : tensor<i32>
        %443 = stablehlo.add %441, %c_435 : tensor<i32>
        %444 = stablehlo.select %442, %443, %441 : tensor<i1>, tensor<i32>
        %c_436 = stablehlo.constant dense<0> : tensor<i32>
        %c_437 = stablehlo.constant dense<0> : tensor<i32>
        %445 = stablehlo.compare LT, %c_436, %c_437, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_438 = stablehlo.constant dense<0> : tensor<i32>
        %c_439 = stablehlo.constant dense<7> : tensor<i32>
        %446 = stablehlo.add %c_438, %c_439 : tensor<i32>
        %c_440 = stablehlo.constant dense<0> : tensor<i32>
        %447 = stablehlo.select %445, %446, %c_440 : tensor<i1>, tensor<i32>
        %448 = stablehlo.dynamic_slice %iterArg_418, %444, %447, sizes = [1, 7] : (tensor<7x7xf32>, tensor<i32>, tensor<i32>) -> tensor<1x7xf32>
        %449 = stablehlo.reshape %448 : (tensor<1x7xf32>) -> tensor<7xf32>
        %c_441 = stablehlo.constant dense<0> : tensor<i32>
        %450 = stablehlo.compare LT, %iterArg_429, %c_441, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %451 = stablehlo.convert %iterArg_429 : tensor<i32>
        %c_442 = stablehlo.constant dense<7> : tensor<i32>
        %452 = stablehlo.add %451, %c_442 : tensor<i32>
        %453 = stablehlo.select %450, %452, %iterArg_429 : tensor<i1>, tensor<i32>
        %454 = stablehlo.dynamic_slice %iterArg_419, %453, sizes = [1] : (tensor<7xf32>, tensor<i32>) -> tensor<1xf32>
        %455 = stablehlo.reshape %454 : (tensor<1xf32>) -> tensor<f32>
        %456 = stablehlo.dot_general %449, %iterArg_432, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<7xf32>, tensor<7x40xf32>) -> tensor<40xf32>
        %457 = stablehlo.add %iterArg_420, %456 : tensor<40xf32>
        %cst_443 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %458 = stablehlo.compare EQ, %455, %cst_443, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %459 = stablehlo.multiply %455, %iterArg_421 : tensor<f32>
        %460 = stablehlo.add %iterArg_422, %459 : tensor<f32>
        %461 = func.call @_where_6(%458, %iterArg_423, %460) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %462 = stablehlo.convert %iterArg_424 : (tensor<i32>) -> tensor<f32>
        %463 = stablehlo.multiply %461, %462 : tensor<f32>
        %464 = func.call @_roll_static(%457) : (tensor<40xf32>) -> tensor<40xf32>
        %465 = func.call @_roll_static_7(%457) : (tensor<40xf32>) -> tensor<40xf32>
        %466 = stablehlo.subtract %464, %465 : tensor<40xf32>
        %467 = func.call @_roll_static_8(%457) : (tensor<40xf32>) -> tensor<40xf32>
        %468 = stablehlo.multiply %466, %467 : tensor<40xf32>
        %469 = stablehlo.subtract %468, %457 : tensor<40xf32>
        %cst_444 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
        %470 = stablehlo.broadcast_in_dim %cst_444, dims = [] : (tensor<f32>) -> tensor<40xf32>
        %471 = stablehlo.add %469, %470 : tensor<40xf32>
        %472 = stablehlo.broadcast_in_dim %iterArg_425, dims = [] : (tensor<f32>) -> tensor<40xf32>
        %473 = stablehlo.multiply %472, %471 : tensor<40xf32>
        %c_445 = stablehlo.constant dense<false> : tensor<i1>
        %474 = stablehlo.broadcast_in_dim %c_445, dims = [] : (tensor<i1>) -> tensor<i1>
        %475 = stablehlo.compare NE, %iterArg_427, %474, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %476 = stablehlo.convert %475 : tensor<i1>
        %c_446 = stablehlo.constant dense<true> : tensor<i1>
        %477 = stablehlo.and %c_446, %476 : tensor<i1>
        %478 = stablehlo.convert %iterArg_429 : tensor<i32>
        %c_447 = stablehlo.constant dense<0> : tensor<i32>
        %479 = stablehlo.compare LT, %478, %c_447, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_448 = stablehlo.constant dense<7> : tensor<i32>
        %480 = stablehlo.add %478, %c_448 : tensor<i32>
        %481 = stablehlo.select %479, %480, %478 : tensor<i1>, tensor<i32>
        %c_449 = stablehlo.constant dense<0> : tensor<i32>
        %c_450 = stablehlo.constant dense<0> : tensor<i32>
        %482 = stablehlo.compare LT, %c_449, %c_450, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_451 = stablehlo.constant dense<0> : tensor<i32>
        %c_452 = stablehlo.constant dense<40> : tensor<i32>
        %483 = stablehlo.add %c_451, %c_452 : tensor<i32>
        %c_453 = stablehlo.constant dense<0> : tensor<i32>
        %484 = stablehlo.select %482, %483, %c_453 : tensor<i1>, tensor<i32>
        %485 = stablehlo.dynamic_slice %iterArg_432, %481, %484, sizes = [1, 40] : (tensor<7x40xf32>, tensor<i32>, tensor<i32>) -> tensor<1x40xf32>
        %486 = stablehlo.reshape %485 : (tensor<1x40xf32>) -> tensor<40xf32>
        %c_454 = stablehlo.constant dense<0> : tensor<i32>
        %487 = stablehlo.compare LT, %iterArg_429, %c_454, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_455 = stablehlo.constant dense<7> : tensor<i32>
        %488 = stablehlo.add %iterArg_429, %c_455 : tensor<i32>
        %489 = stablehlo.select %487, %488, %iterArg_429 : tensor<i1>, tensor<i32>
        %490 = stablehlo.convert %489 : tensor<i32>
        %491 = stablehlo.broadcast_in_dim %490, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %492 = "stablehlo.scatter"(%iterArg_432, %491, %473) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
        ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
          stablehlo.return %arg3 : tensor<f32>
        }) : (tensor<7x40xf32>, tensor<1xi32>, tensor<40xf32>) -> tensor<7x40xf32>
        %c_456 = stablehlo.constant dense<1> : tensor<i32>
        %493 = stablehlo.add %iterArg_429, %c_456 : tensor<i32>
        %c_457 = stablehlo.constant dense<1> : tensor<i32>
        %494 = stablehlo.add %iterArg_426, %c_457 : tensor<i32>
        %c_458 = stablehlo.constant dense<7> : tensor<i32>
        %495 = stablehlo.compare LT, %493, %c_458, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_459 = stablehlo.constant dense<false> : tensor<i1>
        %496 = stablehlo.broadcast_in_dim %c_459, dims = [] : (tensor<i1>) -> tensor<i1>
        %497 = stablehlo.compare NE, %iterArg_427, %496, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %498 = stablehlo.convert %497 : tensor<i1>
        %c_460 = stablehlo.constant dense<false> : tensor<i1>
        %499 = stablehlo.broadcast_in_dim %c_460, dims = [] : (tensor<i1>) -> tensor<i1>
        %500 = stablehlo.compare NE, %495, %499, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %501 = stablehlo.convert %500 : tensor<i1>
        %502 = stablehlo.and %498, %501 : tensor<i1>
        stablehlo.return %iterArg_418, %iterArg_419, %iterArg_420, %iterArg_421, %iterArg_422, %iterArg_423, %iterArg_424, %iterArg_425, %494, %502, %iterArg_427, %493, %457, %471, %492, %iterArg_433 : tensor<7x7xf32>, tensor<7xf32>, tensor<40xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<40xf32>, tensor<40xf32>, tensor<7x40xf32>, tensor<i32>
      }
      %c_378 = stablehlo.constant dense<0> : tensor<i32>
      %c_379 = stablehlo.constant dense<true> : tensor<i1>
      %365 = stablehlo.dot_general %iterArg_336, %364#14, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<7xf32>, tensor<7x40xf32>) -> tensor<40xf32>
      %cst_380 = stablehlo.constant dense<0x7F800000> : tensor<f32>
      %366 = func.call @_where_9(%iterArg_337, %365, %cst_380) : (tensor<i1>, tensor<40xf32>, tensor<f32>) -> tensor<40xf32>
      %367 = stablehlo.compare NE, %366, %366, FLOAT : (tensor<40xf32>, tensor<40xf32>) -> tensor<40xi1>
      %cst_381 = stablehlo.constant dense<0x7F800000> : tensor<f32>
      %368 = func.call @_where_10(%367, %cst_381, %366) : (tensor<40xi1>, tensor<f32>, tensor<40xf32>) -> tensor<40xf32>
      %369 = stablehlo.subtract %iterArg_348, %iterArg_347 : tensor<f32>
      %370 = stablehlo.compare NE, %364#12, %364#12, FLOAT : (tensor<40xf32>, tensor<40xf32>) -> tensor<40xi1>
      %c_382 = stablehlo.constant dense<false> : tensor<i1>
      %371 = stablehlo.reduce(%370 init: %c_382) applies stablehlo.or across dimensions = [0] : (tensor<40xi1>, tensor<i1>) -> tensor<i1>
      %372 = func.call @_where_11(%371, %iterArg_346, %364#12) : (tensor<i1>, tensor<40xf32>, tensor<40xf32>) -> tensor<40xf32>
      %373 = stablehlo.abs %iterArg_346 : tensor<40xf32>
      %374 = stablehlo.abs %372 : tensor<40xf32>
      %375 = stablehlo.maximum %373, %374 : tensor<40xf32>
      %cst_383 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
      %376 = stablehlo.broadcast_in_dim %cst_383, dims = [] : (tensor<f32>) -> tensor<40xf32>
      %377 = stablehlo.multiply %375, %376 : tensor<40xf32>
      %cst_384 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %378 = stablehlo.broadcast_in_dim %cst_384, dims = [] : (tensor<f32>) -> tensor<40xf32>
      %379 = stablehlo.add %378, %377 : tensor<40xf32>
      %380 = stablehlo.divide %368, %379 : tensor<40xf32>
      %381 = stablehlo.dot_general %380, %380, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<40xf32>, tensor<40xf32>) -> tensor<f32>
      %382 = stablehlo.sqrt %381 : tensor<f32>
      %cst_385 = stablehlo.constant dense<6.32455539> : tensor<f32>
      %383 = stablehlo.divide %382, %cst_385 : tensor<f32>
      %cst_386 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %384 = stablehlo.compare LT, %383, %cst_386, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_387 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %385 = stablehlo.divide %cst_387, %383 : tensor<f32>
      %cst_388 = stablehlo.constant dense<2.000000e-01> : tensor<f32>
      %386 = stablehlo.power %385, %cst_388 : tensor<f32>
      %c_389 = stablehlo.constant dense<1> : tensor<i32>
      %cst_390 = stablehlo.constant dense<2.000000e-01> : tensor<f32>
      %387 = func.call @_where_12(%384, %c_389, %cst_390) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
      %cst_391 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
      %cst_392 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %388 = func.call @_where_13(%384, %cst_391, %cst_392) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %cst_393 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %389 = stablehlo.multiply %cst_393, %386 : tensor<f32>
      %cst_394 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %390 = stablehlo.multiply %389, %cst_394 : tensor<f32>
      %cst_395 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %391 = stablehlo.multiply %390, %cst_395 : tensor<f32>
      %392 = func.call @clip(%391, %388, %387) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %393 = stablehlo.multiply %369, %392 : tensor<f32>
      %cst_396 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %394 = stablehlo.compare EQ, %385, %cst_396, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %395 = func.call @isinf(%385) : (tensor<f32>) -> tensor<i1>
      %396 = stablehlo.or %394, %395 : tensor<i1>
      %c_397 = stablehlo.constant dense<1> : tensor<i32>
      %397 = func.call @_where_14(%396, %c_397, %385) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
      %398 = func.call @_where_6(%384, %iterArg_348, %iterArg_347) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %399 = stablehlo.add %398, %393 : tensor<f32>
      %400 = func.call @_where_6(%384, %397, %iterArg_352) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %401 = func.call @_where_6(%384, %iterArg_352, %iterArg_353) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %402 = stablehlo.minimum %398, %iterArg_338 : tensor<f32>
      %403 = stablehlo.compare GT, %399, %iterArg_339, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %404 = stablehlo.subtract %iterArg_338, %402 : tensor<f32>
      %cst_398 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %405 = stablehlo.multiply %cst_398, %404 : tensor<f32>
      %406 = stablehlo.add %402, %405 : tensor<f32>
      %407 = func.call @_where_6(%384, %iterArg_338, %406) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %408 = func.call @_where_6(%403, %407, %399) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %409 = stablehlo.compare EQ, %iterArg_340, %iterArg_338, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %410 = stablehlo.subtract %402, %iterArg_340 : tensor<f32>
      %c_399 = stablehlo.constant dense<0> : tensor<i32>
      %411 = func.call @_where_14(%409, %c_399, %410) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
      %412 = stablehlo.subtract %iterArg_338, %iterArg_340 : tensor<f32>
      %c_400 = stablehlo.constant dense<1> : tensor<i32>
      %413 = func.call @_where_14(%409, %c_400, %412) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
      %414 = stablehlo.divide %411, %413 : tensor<f32>
      %415 = func.call @_where_11(%384, %364#12, %iterArg_346) : (tensor<i1>, tensor<40xf32>, tensor<40xf32>) -> tensor<40xf32>
      %c_401 = stablehlo.constant dense<false> : tensor<i1>
      %416 = func.call @_where_15(%384, %c_401, %iterArg_350) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %417 = func.call @_where_11(%384, %364#13, %iterArg_351) : (tensor<i1>, tensor<40xf32>, tensor<40xf32>) -> tensor<40xf32>
      %c_402 = stablehlo.constant dense<1> : tensor<i32>
      %418 = stablehlo.add %iterArg_356, %c_402 : tensor<i32>
      %c_403 = stablehlo.constant dense<1> : tensor<i32>
      %c_404 = stablehlo.constant dense<0> : tensor<i32>
      %419 = func.call @_where_4(%384, %c_403, %c_404) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %420 = stablehlo.add %iterArg_357, %419 : tensor<i32>
      %c_405 = stablehlo.constant dense<0> : tensor<i32>
      %c_406 = stablehlo.constant dense<1> : tensor<i32>
      %421 = func.call @_where_4(%384, %c_405, %c_406) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %422 = stablehlo.add %iterArg_358, %421 : tensor<i32>
      %c_407 = stablehlo.constant dense<0> : tensor<i32>
      %423 = stablehlo.compare LT, %iterArg_359, %c_407, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %424 = stablehlo.convert %iterArg_359 : tensor<i32>
      %c_408 = stablehlo.constant dense<101> : tensor<i32>
      %425 = stablehlo.add %424, %c_408 : tensor<i32>
      %426 = stablehlo.select %423, %425, %iterArg_359 : tensor<i1>, tensor<i32>
      %427 = stablehlo.dynamic_slice %iterArg_341, %426, sizes = [1] : (tensor<101xf32>, tensor<i32>) -> tensor<1xf32>
      %428 = stablehlo.reshape %427 : (tensor<1xf32>) -> tensor<f32>
      %429 = stablehlo.compare LE, %428, %iterArg_348, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %430 = stablehlo.and %384, %429 : tensor<i1>
      %c_409 = stablehlo.constant dense<101> : tensor<i32>
      %431 = stablehlo.compare LT, %iterArg_359, %c_409, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_410 = stablehlo.constant dense<false> : tensor<i1>
      %432 = stablehlo.broadcast_in_dim %c_410, dims = [] : (tensor<i1>) -> tensor<i1>
      %433 = stablehlo.compare NE, %431, %432, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %434 = stablehlo.convert %433 : tensor<i1>
      %435 = stablehlo.and %430, %434 : tensor<i1>
      %c_411 = stablehlo.constant dense<0> : tensor<i32>
      %c_412 = stablehlo.constant dense<true> : tensor<i1>
      %436:18 = stablehlo.while(%iterArg_418 = %iterArg_341, %iterArg_419 = %iterArg_348, %iterArg_420 = %384, %iterArg_421 = %iterArg_341, %iterArg_422 = %iterArg_347, %iterArg_423 = %iterArg_348, %iterArg_424 = %364#14, %iterArg_425 = %iterArg_346, %iterArg_426 = %384, %iterArg_427 = %c_411, %iterArg_428 = %435, %iterArg_429 = %c_412, %iterArg_430 = %iterArg_359, %iterArg_431 = %iterArg_360, %iterArg_432 = %iterArg_344, %iterArg_433 = %iterArg_361, %iterArg_434 = %iterArg_344, %iterArg_435 = %iterArg_362) : tensor<101xf32>, tensor<f32>, tensor<i1>, tensor<101xf32>, tensor<f32>, tensor<f32>, tensor<7x40xf32>, tensor<40xf32>, tensor<i1>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<101xf32>, tensor<i1>, tensor<101x40xf32>, tensor<i1>, tensor<i32>
      cond {
        %c_436 = stablehlo.constant dense<0> : tensor<i32>
        %441 = stablehlo.compare LT, %iterArg_430, %c_436, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %442 = stablehlo.convert %iterArg_430 : tensor<i32>
        %c_437 = stablehlo.constant dense<101> : tensor<i32>
        %443 = stablehlo.add %442, %c_437 : tensor<i32>
        %444 = stablehlo.select %441, %443, %iterArg_430 : tensor<i1>, tensor<i32>
        %445 = stablehlo.dynamic_slice %iterArg_418, %444, sizes = [1] : (tensor<101xf32>, tensor<i32>) -> tensor<1xf32>
        %446 = stablehlo.reshape %445 : (tensor<1xf32>) -> tensor<f32>
        %447 = stablehlo.compare LE, %446, %iterArg_419, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %448 = stablehlo.and %iterArg_420, %447 : tensor<i1>
        %c_438 = stablehlo.constant dense<101> : tensor<i32>
        %449 = stablehlo.compare LT, %iterArg_430, %c_438, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_439 = stablehlo.constant dense<false> : tensor<i1>
        %450 = stablehlo.broadcast_in_dim %c_439, dims = [] : (tensor<i1>) -> tensor<i1>
        %451 = stablehlo.compare NE, %449, %450, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %452 = stablehlo.convert %451 : tensor<i1>
        %453 = stablehlo.and %448, %452 : tensor<i1>
        %c_440 = stablehlo.constant dense<false> : tensor<i1>
        %454 = stablehlo.reduce(%453 init: %c_440) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %c_441 = stablehlo.constant dense<101> : tensor<i32>
        %455 = stablehlo.compare LT, %iterArg_427, %c_441, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_442 = stablehlo.constant dense<false> : tensor<i1>
        %456 = stablehlo.broadcast_in_dim %c_442, dims = [] : (tensor<i1>) -> tensor<i1>
        %457 = stablehlo.compare NE, %455, %456, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %458 = stablehlo.convert %457 : tensor<i1>
        %459 = stablehlo.and %454, %458 : tensor<i1>
        stablehlo.return %459 : tensor<i1>
      } do {
        %c_436 = stablehlo.constant dense<0> : tensor<i32>
        %441 = stablehlo.compare LT, %iterArg_430, %c_436, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %442 = stablehlo.convert %iterArg_430 : tensor<i32>
        %c_437 = stablehlo.constant dense<101> : tensor<i32>
        %443 = stablehlo.add %442, %c_437 : tensor<i32>
        %444 = stablehlo.select %441, %443, %iterArg_430 : tensor<i1>, tensor<i32>
        %445 = stablehlo.dynamic_slice %iterArg_421, %444, sizes = [1] : (tensor<101xf32>, tensor<i32>) -> tensor<1xf32>
        %446 = stablehlo.reshape %445 : (tensor<1xf32>) -> tensor<f32>
        %447 = stablehlo.compare EQ, %iterArg_422, %iterArg_423, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %448 = stablehlo.subtract %446, %iterArg_422 : tensor<f32>
        %c_438 = stablehlo.constant dense<0> : tensor<i32>
        %449 = func.call @_where_14(%447, %c_438, %448) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
        %450 = stablehlo.subtract %iterArg_423, %iterArg_422 : tensor<f32>
        %c_439 = stablehlo.constant dense<1> : tensor<i32>
        %451 = func.call @_where_14(%447, %c_439, %450) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
        %452 = stablehlo.divide %449, %451 : tensor<f32>
        %cst_440 = stablehlo.constant dense<-1.05308855> : tensor<f32>
        %453 = stablehlo.multiply %cst_440, %452 : tensor<f32>
        %cst_441 = stablehlo.constant dense<1.32998908> : tensor<f32>
        %454 = stablehlo.subtract %452, %cst_441 : tensor<f32>
        %455 = stablehlo.multiply %453, %454 : tensor<f32>
        %456 = stablehlo.multiply %452, %452 : tensor<f32>
        %cst_442 = stablehlo.constant dense<1.4364028> : tensor<f32>
        %457 = stablehlo.multiply %cst_442, %452 : tensor<f32>
        %458 = stablehlo.subtract %456, %457 : tensor<f32>
        %cst_443 = stablehlo.constant dense<0.713981688> : tensor<f32>
        %459 = stablehlo.add %458, %cst_443 : tensor<f32>
        %460 = stablehlo.multiply %455, %459 : tensor<f32>
        %461 = stablehlo.multiply %452, %452 : tensor<f32>
        %cst_444 = stablehlo.constant dense<1.017000e-01> : tensor<f32>
        %462 = stablehlo.multiply %cst_444, %461 : tensor<f32>
        %463 = stablehlo.multiply %452, %452 : tensor<f32>
        %cst_445 = stablehlo.constant dense<2.19665694> : tensor<f32>
        %464 = stablehlo.multiply %cst_445, %452 : tensor<f32>
        %465 = stablehlo.subtract %463, %464 : tensor<f32>
        %cst_446 = stablehlo.constant dense<1.29498529> : tensor<f32>
        %466 = stablehlo.add %465, %cst_446 : tensor<f32>
        %467 = stablehlo.multiply %462, %466 : tensor<f32>
        %468 = stablehlo.multiply %452, %452 : tensor<f32>
        %cst_447 = stablehlo.constant dense<2.49062729> : tensor<f32>
        %469 = stablehlo.multiply %cst_447, %468 : tensor<f32>
        %470 = stablehlo.multiply %452, %452 : tensor<f32>
        %cst_448 = stablehlo.constant dense<2.38535643> : tensor<f32>
        %471 = stablehlo.multiply %cst_448, %452 : tensor<f32>
        %472 = stablehlo.subtract %470, %471 : tensor<f32>
        %cst_449 = stablehlo.constant dense<1.57803464> : tensor<f32>
        %473 = stablehlo.add %472, %cst_449 : tensor<f32>
        %474 = stablehlo.multiply %469, %473 : tensor<f32>
        %cst_450 = stablehlo.constant dense<1.21712923> : tensor<f32>
        %475 = stablehlo.subtract %452, %cst_450 : tensor<f32>
        %cst_451 = stablehlo.constant dense<-16.5481033> : tensor<f32>
        %476 = stablehlo.multiply %cst_451, %475 : tensor<f32>
        %cst_452 = stablehlo.constant dense<0.616204082> : tensor<f32>
        %477 = stablehlo.subtract %452, %cst_452 : tensor<f32>
        %478 = stablehlo.multiply %476, %477 : tensor<f32>
        %479 = stablehlo.multiply %452, %452 : tensor<f32>
        %480 = stablehlo.multiply %478, %479 : tensor<f32>
        %cst_453 = stablehlo.constant dense<1.20307124> : tensor<f32>
        %481 = stablehlo.subtract %452, %cst_453 : tensor<f32>
        %cst_454 = stablehlo.constant dense<47.3795204> : tensor<f32>
        %482 = stablehlo.multiply %cst_454, %481 : tensor<f32>
        %cst_455 = stablehlo.constant dense<0.658047318> : tensor<f32>
        %483 = stablehlo.subtract %452, %cst_455 : tensor<f32>
        %484 = stablehlo.multiply %482, %483 : tensor<f32>
        %485 = stablehlo.multiply %452, %452 : tensor<f32>
        %486 = stablehlo.multiply %484, %485 : tensor<f32>
        %cst_456 = stablehlo.constant dense<1.200000e+00> : tensor<f32>
        %487 = stablehlo.subtract %452, %cst_456 : tensor<f32>
        %cst_457 = stablehlo.constant dense<-34.8706589> : tensor<f32>
        %488 = stablehlo.multiply %cst_457, %487 : tensor<f32>
        %cst_458 = stablehlo.constant dense<0.666666686> : tensor<f32>
        %489 = stablehlo.subtract %452, %cst_458 : tensor<f32>
        %490 = stablehlo.multiply %488, %489 : tensor<f32>
        %491 = stablehlo.multiply %452, %452 : tensor<f32>
        %492 = stablehlo.multiply %490, %491 : tensor<f32>
        %cst_459 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %493 = stablehlo.subtract %452, %cst_459 : tensor<f32>
        %cst_460 = stablehlo.constant dense<2.500000e+00> : tensor<f32>
        %494 = stablehlo.multiply %cst_460, %493 : tensor<f32>
        %cst_461 = stablehlo.constant dense<6.000000e-01> : tensor<f32>
        %495 = stablehlo.subtract %452, %cst_461 : tensor<f32>
        %496 = stablehlo.multiply %494, %495 : tensor<f32>
        %497 = stablehlo.multiply %452, %452 : tensor<f32>
        %498 = stablehlo.multiply %496, %497 : tensor<f32>
        %499 = stablehlo.broadcast_in_dim %460, dims = [] : (tensor<f32>) -> tensor<1xf32>
        %500 = stablehlo.broadcast_in_dim %467, dims = [] : (tensor<f32>) -> tensor<1xf32>
        %501 = stablehlo.broadcast_in_dim %474, dims = [] : (tensor<f32>) -> tensor<1xf32>
        %502 = stablehlo.broadcast_in_dim %480, dims = [] : (tensor<f32>) -> tensor<1xf32>
        %503 = stablehlo.broadcast_in_dim %486, dims = [] : (tensor<f32>) -> tensor<1xf32>
        %504 = stablehlo.broadcast_in_dim %492, dims = [] : (tensor<f32>) -> tensor<1xf32>
        %505 = stablehlo.broadcast_in_dim %498, dims = [] : (tensor<f32>) -> tensor<1xf32>
        %506 = stablehlo.concatenate %499, %500, %501, %502, %503, %504, %505, dim = 0 : (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<7xf32>
        %507 = stablehlo.dot_general %506, %iterArg_424, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<7xf32>, tensor<7x40xf32>) -> tensor<40xf32>
        %508 = stablehlo.add %iterArg_425, %507 : tensor<40xf32>
        %c_462 = stablehlo.constant dense<true> : tensor<i1>
        %509 = stablehlo.and %c_462, %iterArg_432 : tensor<i1>
        %510 = stablehlo.and %509, %iterArg_428 : tensor<i1>
        %c_463 = stablehlo.constant dense<0> : tensor<i32>
        %511 = stablehlo.compare LT, %iterArg_435, %c_463, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %512 = stablehlo.convert %iterArg_435 : tensor<i32>
        %c_464 = stablehlo.constant dense<101> : tensor<i32>
        %513 = stablehlo.add %512, %c_464 : tensor<i32>
        %514 = stablehlo.select %511, %513, %iterArg_435 : tensor<i1>, tensor<i32>
        %515 = stablehlo.dynamic_slice %iterArg_431, %514, sizes = [1] : (tensor<101xf32>, tensor<i32>) -> tensor<1xf32>
        %516 = stablehlo.reshape %515 : (tensor<1xf32>) -> tensor<f32>
        %c_465 = stablehlo.constant dense<0> : tensor<i32>
        %517 = stablehlo.compare LT, %iterArg_435, %c_465, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_466 = stablehlo.constant dense<101> : tensor<i32>
        %518 = stablehlo.add %iterArg_435, %c_466 : tensor<i32>
        %519 = stablehlo.select %517, %518, %iterArg_435 : tensor<i1>, tensor<i32>
        %520 = stablehlo.convert %519 : tensor<i32>
        %521 = stablehlo.broadcast_in_dim %520, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %522 = "stablehlo.scatter"(%iterArg_431, %521, %446) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
        ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
          stablehlo.return %arg3 : tensor<f32>
        }) : (tensor<101xf32>, tensor<1xi32>, tensor<f32>) -> tensor<101xf32>
        %c_467 = stablehlo.constant dense<true> : tensor<i1>
        %523 = stablehlo.and %c_467, %iterArg_434 : tensor<i1>
        %524 = stablehlo.and %523, %iterArg_428 : tensor<i1>
        %525 = stablehlo.convert %iterArg_435 : tensor<i32>
        %c_468 = stablehlo.constant dense<0> : tensor<i32>
        %526 = stablehlo.compare LT, %525, %c_468, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_469 = stablehlo.constant dense<101> : tensor<i32>
        %527 = stablehlo.add %525, %c_469 : tensor<i32>
        %528 = stablehlo.select %526, %527, %525 : tensor<i1>, tensor<i32>
        %c_470 = stablehlo.constant dense<0> : tensor<i32>
        %c_471 = stablehlo.constant dense<0> : tensor<i32>
        %529 = stablehlo.compare LT, %c_470, %c_471, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_472 = stablehlo.constant dense<0> : tensor<i32>
        %c_473 = stablehlo.constant dense<40> : tensor<i32>
        %530 = stablehlo.add %c_472, %c_473 : tensor<i32>
        %c_474 = stablehlo.constant dense<0> : tensor<i32>
        %531 = stablehlo.select %529, %530, %c_474 : tensor<i1>, tensor<i32>
        %532 = stablehlo.dynamic_slice %iterArg_433, %528, %531, sizes = [1, 40] : (tensor<101x40xf32>, tensor<i32>, tensor<i32>) -> tensor<1x40xf32>
        %533 = stablehlo.reshape %532 : (tensor<1x40xf32>) -> tensor<40xf32>
        %c_475 = stablehlo.constant dense<0> : tensor<i32>
        %534 = stablehlo.compare LT, %iterArg_435, %c_475, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_476 = stablehlo.constant dense<101> : tensor<i32>
        %535 = stablehlo.add %iterArg_435, %c_476 : tensor<i32>
        %536 = stablehlo.select %534, %535, %iterArg_435 : tensor<i1>, tensor<i32>
        %537 = stablehlo.convert %536 : tensor<i32>
        %538 = stablehlo.broadcast_in_dim %537, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %539 = "stablehlo.scatter"(%iterArg_433, %538, %508) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
        ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
          stablehlo.return %arg3 : tensor<f32>
        }) : (tensor<101x40xf32>, tensor<1xi32>, tensor<40xf32>) -> tensor<101x40xf32>
        %c_477 = stablehlo.constant dense<1> : tensor<i32>
        %540 = stablehlo.add %iterArg_430, %c_477 : tensor<i32>
        %c_478 = stablehlo.constant dense<1> : tensor<i32>
        %541 = stablehlo.add %iterArg_435, %c_478 : tensor<i32>
        %c_479 = stablehlo.constant dense<1> : tensor<i32>
        %542 = stablehlo.add %iterArg_427, %c_479 : tensor<i32>
        %c_480 = stablehlo.constant dense<0> : tensor<i32>
        %543 = stablehlo.compare LT, %540, %c_480, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %544 = stablehlo.convert %540 : tensor<i32>
        %c_481 = stablehlo.constant dense<101> : tensor<i32>
        %545 = stablehlo.add %544, %c_481 : tensor<i32>
        %546 = stablehlo.select %543, %545, %540 : tensor<i1>, tensor<i32>
        %547 = stablehlo.dynamic_slice %iterArg_421, %546, sizes = [1] : (tensor<101xf32>, tensor<i32>) -> tensor<1xf32>
        %548 = stablehlo.reshape %547 : (tensor<1xf32>) -> tensor<f32>
        %549 = stablehlo.compare LE, %548, %iterArg_423, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %550 = stablehlo.and %iterArg_426, %549 : tensor<i1>
        %c_482 = stablehlo.constant dense<101> : tensor<i32>
        %551 = stablehlo.compare LT, %540, %c_482, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_483 = stablehlo.constant dense<false> : tensor<i1>
        %552 = stablehlo.broadcast_in_dim %c_483, dims = [] : (tensor<i1>) -> tensor<i1>
        %553 = stablehlo.compare NE, %551, %552, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %554 = stablehlo.convert %553 : tensor<i1>
        %555 = stablehlo.and %550, %554 : tensor<i1>
        %556 = stablehlo.and %iterArg_428, %555 : tensor<i1>
        stablehlo.return %iterArg_418, %iterArg_419, %iterArg_420, %iterArg_421, %iterArg_422, %iterArg_423, %iterArg_424, %iterArg_425, %iterArg_426, %542, %556, %iterArg_428, %540, %522, %iterArg_432, %539, %iterArg_434, %541 : tensor<101xf32>, tensor<f32>, tensor<i1>, tensor<101xf32>, tensor<f32>, tensor<f32>, tensor<7x40xf32>, tensor<40xf32>, tensor<i1>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<101xf32>, tensor<i1>, tensor<101x40xf32>, tensor<i1>, tensor<i32>
      }
      %c_413 = stablehlo.constant dense<0> : tensor<i32>
      %c_414 = stablehlo.constant dense<true> : tensor<i1>
      %c_415 = stablehlo.constant dense<false> : tensor<i1>
      %c_416 = stablehlo.constant dense<0> : tensor<i32>
      %c_417 = stablehlo.constant dense<1> : tensor<i32>
      %437 = stablehlo.add %iterArg_343, %c_417 : tensor<i32>
      %438 = stablehlo.compare LT, %402, %iterArg_338, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %439 = stablehlo.and %438, %iterArg_342 : tensor<i1>
      %440 = stablehlo.and %iterArg_344, %439 : tensor<i1>
      stablehlo.return %iterArg, %iterArg_332, %iterArg_333, %iterArg_334, %iterArg_335, %iterArg_336, %iterArg_337, %iterArg_338, %iterArg_339, %iterArg_340, %iterArg_341, %iterArg_342, %437, %440, %iterArg_344, %415, %402, %408, %c_415, %416, %417, %400, %401, %iterArg_354, %c_416, %418, %420, %422, %436#12, %436#13, %436#15, %436#17 : tensor<f32>, tensor<i1>, tensor<i32>, tensor<7x7xf32>, tensor<7xf32>, tensor<7xf32>, tensor<i1>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<101xf32>, tensor<i1>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<40xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i1>, tensor<40xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<101xf32>, tensor<101x40xf32>, tensor<i32>
    }
    %c_329 = stablehlo.constant dense<0> : tensor<i32>
    %c_330 = stablehlo.constant dense<true> : tensor<i1>
    %334 = stablehlo.compare EQ, %5, %7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_331 = stablehlo.constant dense<false> : tensor<i1>
    %335 = stablehlo.reduce(%334 init: %c_331) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %336 = stablehlo.convert %335 : (tensor<i1>) -> tensor<i32>
    %337 = "stablehlo.case"(%336) ({
      stablehlo.return %333#30 : tensor<101x40xf32>
    }, {
      %338 = stablehlo.compare EQ, %5, %7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %339 = stablehlo.convert %338 : (tensor<i1>) -> tensor<i32>
      %340 = "stablehlo.case"(%339) ({
        stablehlo.return %333#30 : tensor<101x40xf32>
      }, {
        %c_332 = stablehlo.constant dense<1> : tensor<i32>
        %341 = "stablehlo.case"(%c_332) ({
          %348 = stablehlo.convert %333#31 : tensor<i32>
          %c_336 = stablehlo.constant dense<0> : tensor<i32>
          %349 = stablehlo.compare LT, %348, %c_336, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_337 = stablehlo.constant dense<101> : tensor<i32>
          %350 = stablehlo.add %348, %c_337 : tensor<i32>
          %351 = stablehlo.select %349, %350, %348 : tensor<i1>, tensor<i32>
          %c_338 = stablehlo.constant dense<0> : tensor<i32>
          %c_339 = stablehlo.constant dense<0> : tensor<i32>
          %352 = stablehlo.compare LT, %c_338, %c_339, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_340 = stablehlo.constant dense<0> : tensor<i32>
          %c_341 = stablehlo.constant dense<40> : tensor<i32>
          %353 = stablehlo.add %c_340, %c_341 : tensor<i32>
          %c_342 = stablehlo.constant dense<0> : tensor<i32>
          %354 = stablehlo.select %352, %353, %c_342 : tensor<i1>, tensor<i32>
          %355 = stablehlo.dynamic_slice %333#30, %351, %354, sizes = [1, 40] : (tensor<101x40xf32>, tensor<i32>, tensor<i32>) -> tensor<1x40xf32>
          %356 = stablehlo.reshape %355 : (tensor<1x40xf32>) -> tensor<40xf32>
          stablehlo.return %356 : tensor<40xf32>
        }, {
          stablehlo.return %333#15 : tensor<40xf32>
        }) : (tensor<i32>) -> tensor<40xf32>
        %342 = stablehlo.broadcast_in_dim %341, dims = [1] : (tensor<40xf32>) -> tensor<101x40xf32>
        %c_333 = stablehlo.constant dense<0> : tensor<i32>
        %343 = stablehlo.compare LT, %333#31, %c_333, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %344 = stablehlo.convert %333#31 : tensor<i32>
        %c_334 = stablehlo.constant dense<101> : tensor<i32>
        %345 = stablehlo.add %344, %c_334 : tensor<i32>
        %346 = stablehlo.select %343, %345, %333#31 : tensor<i1>, tensor<i32>
        %c_335 = stablehlo.constant dense<0> : tensor<i32>
        %347 = stablehlo.dynamic_update_slice %333#30, %342, %346, %c_335 : (tensor<101x40xf32>, tensor<101x40xf32>, tensor<i32>, tensor<i32>) -> tensor<101x40xf32>
        stablehlo.return %347 : tensor<101x40xf32>
      }) : (tensor<i32>) -> tensor<101x40xf32>
      stablehlo.return %340 : tensor<101x40xf32>
    }) : (tensor<i32>) -> tensor<101x40xf32>
    return %337 : tensor<101x40xf32>
  }
  func.func private @branched_error_if_impl(%arg0: tensor<f32>) -> tensor<f32> {
    return %arg0 : tensor<f32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @branched_error_if_impl_0(%arg0: tensor<101xf32>, %arg1: tensor<100xi1>) -> tensor<101xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<101xf32>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %1 = stablehlo.reduce(%arg1 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<100xi1>, tensor<i1>) -> tensor<i1>
    %2 = stablehlo.convert %1 : (tensor<i1>) -> tensor<i32>
    %3 = "stablehlo.case"(%2) ({
      stablehlo.return %arg0 : tensor<101xf32>
    }, {
      stablehlo.return %0 : tensor<101xf32>
    }) : (tensor<i32>) -> tensor<101xf32>
    return %3 : tensor<101xf32>
  }
  func.func private @branched_error_if_impl_1(%arg0: tensor<101xf32>, %arg1: tensor<101xi1>) -> tensor<101xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<101xf32>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %1 = stablehlo.reduce(%arg1 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<101xi1>, tensor<i1>) -> tensor<i1>
    %2 = stablehlo.convert %1 : (tensor<i1>) -> tensor<i32>
    %3 = "stablehlo.case"(%2) ({
      stablehlo.return %arg0 : tensor<101xf32>
    }, {
      stablehlo.return %0 : tensor<101xf32>
    }) : (tensor<i32>) -> tensor<101xf32>
    return %3 : tensor<101xf32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_5(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<40xf32>) -> tensor<40xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<i1>, tensor<40xf32>
    return %2 : tensor<40xf32>
  }
  func.func private @_where_6(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_roll_static(%arg0: tensor<40xf32>) -> tensor<40xf32> {
    %0 = stablehlo.slice %arg0 [1:40] : (tensor<40xf32>) -> tensor<39xf32>
    %1 = stablehlo.slice %arg0 [0:1] : (tensor<40xf32>) -> tensor<1xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<39xf32>, tensor<1xf32>) -> tensor<40xf32>
    return %2 : tensor<40xf32>
  }
  func.func private @_roll_static_7(%arg0: tensor<40xf32>) -> tensor<40xf32> {
    %0 = stablehlo.slice %arg0 [38:40] : (tensor<40xf32>) -> tensor<2xf32>
    %1 = stablehlo.slice %arg0 [0:38] : (tensor<40xf32>) -> tensor<38xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<2xf32>, tensor<38xf32>) -> tensor<40xf32>
    return %2 : tensor<40xf32>
  }
  func.func private @_roll_static_8(%arg0: tensor<40xf32>) -> tensor<40xf32> {
    %0 = stablehlo.slice %arg0 [39:40] : (tensor<40xf32>) -> tensor<1xf32>
    %1 = stablehlo.slice %arg0 [0:39] : (tensor<40xf32>) -> tensor<39xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1xf32>, tensor<39xf32>) -> tensor<40xf32>
    return %2 : tensor<40xf32>
  }
  func.func private @_where_9(%arg0: tensor<i1>, %arg1: tensor<40xf32>, %arg2: tensor<f32>) -> tensor<40xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<40xf32>
    return %2 : tensor<40xf32>
  }
  func.func private @_where_10(%arg0: tensor<40xi1>, %arg1: tensor<f32>, %arg2: tensor<40xf32>) -> tensor<40xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<40xi1>, tensor<40xf32>
    return %2 : tensor<40xf32>
  }
  func.func private @_where_11(%arg0: tensor<i1>, %arg1: tensor<40xf32>, %arg2: tensor<40xf32>) -> tensor<40xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<40xf32>
    return %0 : tensor<40xf32>
  }
  func.func private @_where_12(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_where_13(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @clip(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<f32>
    %2 = stablehlo.convert %arg1 : tensor<f32>
    %3 = stablehlo.minimum %2, %1 : tensor<f32>
    return %3 : tensor<f32>
  }
  func.func private @isinf(%arg0: tensor<f32>) -> tensor<i1> {
    %0 = stablehlo.abs %arg0 : tensor<f32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %1 = stablehlo.compare EQ, %0, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    return %1 : tensor<i1>
  }
  func.func private @_where_14(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_where_15(%arg0: tensor<i1>, %arg1: tensor<i1>, %arg2: tensor<i1>) -> tensor<i1> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i1>
    return %0 : tensor<i1>
  }
}
