module @jit_solve attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x256xf32>) -> (tensor<11x16x256xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_linspace(%cst, %cst_0) : (tensor<f32>, tensor<f32>) -> tensor<11xf32>
    %1 = call @diffeqsolve(%arg0, %0) : (tensor<16x256xf32>, tensor<11xf32>) -> tensor<11x16x256xf32>
    return %1 : tensor<11x16x256xf32>
  }
  func.func private @_linspace(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<11xf32> {
    %0 = stablehlo.convert %arg0 : tensor<f32>
    %1 = stablehlo.convert %arg1 : tensor<f32>
    %2 = stablehlo.iota dim = 0 : tensor<10xf32>
    %cst = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %4 = stablehlo.divide %2, %3 : tensor<10xf32>
    %5 = stablehlo.reshape %0 : (tensor<f32>) -> tensor<1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %7 = stablehlo.subtract %6, %4 : tensor<10xf32>
    %8 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<1xf32>) -> tensor<10xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<10xf32>
    %10 = stablehlo.reshape %1 : (tensor<f32>) -> tensor<1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<1xf32>) -> tensor<10xf32>
    %12 = stablehlo.multiply %11, %4 : tensor<10xf32>
    %13 = stablehlo.add %9, %12 : tensor<10xf32>
    %14 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %15 = stablehlo.concatenate %13, %14, dim = 0 : (tensor<10xf32>, tensor<1xf32>) -> tensor<11xf32>
    return %15 : tensor<11xf32>
  }
  func.func private @diffeqsolve(%arg0: tensor<16x256xf32>, %arg1: tensor<11xf32>) -> tensor<11x16x256xf32> {
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %cst = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00]]> : tensor<2x2xf32>
    %cst_1 = stablehlo.constant dense<[0.000000e+00, 1.000000e+00]> : tensor<2xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<2xf32>
    %cst_3 = stablehlo.constant dense<[5.000000e-01, -5.000000e-01]> : tensor<2xf32>
    %c_4 = stablehlo.constant dense<true> : tensor<i1>
    %c_5 = stablehlo.constant dense<true> : tensor<i1>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %cst_7 = stablehlo.constant dense<2.500000e-03> : tensor<f32>
    %0 = call @branched_error_if_impl(%cst_7) : (tensor<f32>) -> tensor<f32>
    %1 = stablehlo.convert %0 : tensor<f32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.compare LT, %cst_8, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<1> : tensor<i32>
    %c_11 = stablehlo.constant dense<-1> : tensor<i32>
    %3 = call @_where(%2, %c_10, %c_11) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %4 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.multiply %cst_12, %4 : tensor<f32>
    %6 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.multiply %cst_13, %6 : tensor<f32>
    %8 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %9 = stablehlo.multiply %1, %8 : tensor<f32>
    %10 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<11xf32>
    %12 = stablehlo.multiply %arg1, %11 : tensor<11xf32>
    %13 = stablehlo.slice %12 [1:11] : (tensor<11xf32>) -> tensor<10xf32>
    %14 = stablehlo.slice %12 [0:10] : (tensor<11xf32>) -> tensor<10xf32>
    %15 = stablehlo.compare LT, %13, %14, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %16 = call @branched_error_if_impl_0(%12, %15) : (tensor<11xf32>, tensor<10xi1>) -> tensor<11xf32>
    %17 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<11xf32>
    %18 = stablehlo.compare GT, %16, %17, FLOAT : (tensor<11xf32>, tensor<11xf32>) -> tensor<11xi1>
    %19 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<11xf32>
    %20 = stablehlo.compare LT, %16, %19, FLOAT : (tensor<11xf32>, tensor<11xf32>) -> tensor<11xi1>
    %21 = stablehlo.or %18, %20 : tensor<11xi1>
    %22 = call @branched_error_if_impl_1(%16, %21) : (tensor<11xf32>, tensor<11xi1>) -> tensor<11xf32>
    %23 = stablehlo.subtract %7, %5 : tensor<f32>
    %cst_14 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %24 = chlo.next_after %9, %cst_14 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.compare EQ, %9, %cst_15, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_16 = stablehlo.constant dense<1.17549435E-38> : tensor<f32>
    %26 = call @_where_2(%25, %cst_16, %24) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %27 = stablehlo.divide %23, %26 : tensor<f32>
    %28 = stablehlo.ceil %27 : tensor<f32>
    %29 = stablehlo.convert %28 : (tensor<f32>) -> tensor<i32>
    %30 = stablehlo.is_finite %7 : (tensor<f32>) -> tensor<i1>
    %c_17 = stablehlo.constant dense<-1> : tensor<i32>
    %31 = call @_where_3(%30, %29, %c_17) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %32 = stablehlo.is_finite %7 : (tensor<f32>) -> tensor<i1>
    %33 = call @_where_2(%32, %7, %9) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %34 = stablehlo.add %5, %9 : tensor<f32>
    %35 = stablehlo.minimum %34, %7 : tensor<f32>
    %36 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %cst_18 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %37 = stablehlo.multiply %36, %cst_18 : tensor<f32>
    %38 = stablehlo.convert %37 : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<f32>) -> tensor<11xf32>
    %cst_19 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<11x16x256xf32>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %41 = chlo.next_after %7, %cst_20 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.compare EQ, %7, %cst_21, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_22 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %43 = call @_where_2(%42, %cst_22, %41) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_23 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %44 = chlo.next_after %43, %cst_23 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.compare EQ, %43, %cst_24, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_25 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %46 = call @_where_2(%45, %cst_25, %44) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %47 = chlo.next_after %46, %cst_26 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.compare EQ, %46, %cst_27, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_28 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %49 = call @_where_2(%48, %cst_28, %47) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_29 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %50 = chlo.next_after %49, %cst_29 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.compare EQ, %49, %cst_30, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_31 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %52 = call @_where_2(%51, %cst_31, %50) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_32 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %53 = chlo.next_after %52, %cst_32 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.compare EQ, %52, %cst_33, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_34 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %55 = call @_where_2(%54, %cst_34, %53) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_35 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %56 = chlo.next_after %55, %cst_35 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.compare EQ, %55, %cst_36, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_37 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %58 = call @_where_2(%57, %cst_37, %56) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_38 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %59 = chlo.next_after %58, %cst_38 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.compare EQ, %58, %cst_39, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_40 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %61 = call @_where_2(%60, %cst_40, %59) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_41 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %62 = chlo.next_after %61, %cst_41 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.compare EQ, %61, %cst_42, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_43 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %64 = call @_where_2(%63, %cst_43, %62) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_44 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %65 = chlo.next_after %64, %cst_44 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.compare EQ, %64, %cst_45, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_46 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %67 = call @_where_2(%66, %cst_46, %65) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_47 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %68 = chlo.next_after %67, %cst_47 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.compare EQ, %67, %cst_48, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_49 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %70 = call @_where_2(%69, %cst_49, %68) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_50 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %71 = chlo.next_after %70, %cst_50 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.compare EQ, %70, %cst_51, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_52 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %73 = call @_where_2(%72, %cst_52, %71) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_53 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %74 = chlo.next_after %73, %cst_53 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.compare EQ, %73, %cst_54, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_55 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %76 = call @_where_2(%75, %cst_55, %74) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_56 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %77 = chlo.next_after %76, %cst_56 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.compare EQ, %76, %cst_57, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_58 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %79 = call @_where_2(%78, %cst_58, %77) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_59 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %80 = chlo.next_after %79, %cst_59 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.compare EQ, %79, %cst_60, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_61 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %82 = call @_where_2(%81, %cst_61, %80) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_62 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %83 = chlo.next_after %82, %cst_62 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.compare EQ, %82, %cst_63, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_64 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %85 = call @_where_2(%84, %cst_64, %83) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_65 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %86 = chlo.next_after %85, %cst_65 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.compare EQ, %85, %cst_66, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_67 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %88 = call @_where_2(%87, %cst_67, %86) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_68 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %89 = chlo.next_after %88, %cst_68 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.compare EQ, %88, %cst_69, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_70 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %91 = call @_where_2(%90, %cst_70, %89) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_71 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %92 = chlo.next_after %91, %cst_71 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.compare EQ, %91, %cst_72, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_73 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %94 = call @_where_2(%93, %cst_73, %92) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_74 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %95 = chlo.next_after %94, %cst_74 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.compare EQ, %94, %cst_75, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_76 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %97 = call @_where_2(%96, %cst_76, %95) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_77 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %98 = chlo.next_after %97, %cst_77 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.compare EQ, %97, %cst_78, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_79 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %100 = call @_where_2(%99, %cst_79, %98) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_80 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %101 = chlo.next_after %100, %cst_80 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.compare EQ, %100, %cst_81, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_82 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %103 = call @_where_2(%102, %cst_82, %101) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_83 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %104 = chlo.next_after %103, %cst_83 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.compare EQ, %103, %cst_84, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_85 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %106 = call @_where_2(%105, %cst_85, %104) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_86 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %107 = chlo.next_after %106, %cst_86 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.compare EQ, %106, %cst_87, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_88 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %109 = call @_where_2(%108, %cst_88, %107) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_89 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %110 = chlo.next_after %109, %cst_89 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.compare EQ, %109, %cst_90, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_91 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %112 = call @_where_2(%111, %cst_91, %110) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_92 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %113 = chlo.next_after %112, %cst_92 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.compare EQ, %112, %cst_93, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_94 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %115 = call @_where_2(%114, %cst_94, %113) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_95 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %116 = chlo.next_after %115, %cst_95 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.compare EQ, %115, %cst_96, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_97 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %118 = call @_where_2(%117, %cst_97, %116) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_98 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %119 = chlo.next_after %118, %cst_98 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.compare EQ, %118, %cst_99, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_100 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %121 = call @_where_2(%120, %cst_100, %119) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_101 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %122 = chlo.next_after %121, %cst_101 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.compare EQ, %121, %cst_102, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_103 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %124 = call @_where_2(%123, %cst_103, %122) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_104 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %125 = chlo.next_after %124, %cst_104 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.compare EQ, %124, %cst_105, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_106 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %127 = call @_where_2(%126, %cst_106, %125) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_107 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %128 = chlo.next_after %127, %cst_107 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.compare EQ, %127, %cst_108, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_109 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %130 = call @_where_2(%129, %cst_109, %128) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_110 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %131 = chlo.next_after %130, %cst_110 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.compare EQ, %130, %cst_111, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_112 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %133 = call @_where_2(%132, %cst_112, %131) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_113 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %134 = chlo.next_after %133, %cst_113 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.compare EQ, %133, %cst_114, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_115 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %136 = call @_where_2(%135, %cst_115, %134) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_116 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %137 = chlo.next_after %136, %cst_116 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.compare EQ, %136, %cst_117, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_118 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %139 = call @_where_2(%138, %cst_118, %137) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_119 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %140 = chlo.next_after %139, %cst_119 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.compare EQ, %139, %cst_120, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_121 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %142 = call @_where_2(%141, %cst_121, %140) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_122 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %143 = chlo.next_after %142, %cst_122 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.compare EQ, %142, %cst_123, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_124 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %145 = call @_where_2(%144, %cst_124, %143) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_125 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %146 = chlo.next_after %145, %cst_125 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.compare EQ, %145, %cst_126, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_127 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %148 = call @_where_2(%147, %cst_127, %146) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_128 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %149 = chlo.next_after %148, %cst_128 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.compare EQ, %148, %cst_129, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_130 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %151 = call @_where_2(%150, %cst_130, %149) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_131 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %152 = chlo.next_after %151, %cst_131 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.compare EQ, %151, %cst_132, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_133 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %154 = call @_where_2(%153, %cst_133, %152) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_134 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %155 = chlo.next_after %154, %cst_134 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %156 = stablehlo.compare EQ, %154, %cst_135, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_136 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %157 = call @_where_2(%156, %cst_136, %155) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_137 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %158 = chlo.next_after %157, %cst_137 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %159 = stablehlo.compare EQ, %157, %cst_138, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_139 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %160 = call @_where_2(%159, %cst_139, %158) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_140 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %161 = chlo.next_after %160, %cst_140 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %162 = stablehlo.compare EQ, %160, %cst_141, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_142 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %163 = call @_where_2(%162, %cst_142, %161) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_143 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %164 = chlo.next_after %163, %cst_143 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %165 = stablehlo.compare EQ, %163, %cst_144, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_145 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %166 = call @_where_2(%165, %cst_145, %164) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_146 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %167 = chlo.next_after %166, %cst_146 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %168 = stablehlo.compare EQ, %166, %cst_147, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_148 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %169 = call @_where_2(%168, %cst_148, %167) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_149 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %170 = chlo.next_after %169, %cst_149 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %171 = stablehlo.compare EQ, %169, %cst_150, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_151 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %172 = call @_where_2(%171, %cst_151, %170) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_152 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %173 = chlo.next_after %172, %cst_152 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %174 = stablehlo.compare EQ, %172, %cst_153, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_154 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %175 = call @_where_2(%174, %cst_154, %173) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_155 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %176 = chlo.next_after %175, %cst_155 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %177 = stablehlo.compare EQ, %175, %cst_156, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_157 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %178 = call @_where_2(%177, %cst_157, %176) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_158 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %179 = chlo.next_after %178, %cst_158 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %180 = stablehlo.compare EQ, %178, %cst_159, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_160 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %181 = call @_where_2(%180, %cst_160, %179) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_161 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %182 = chlo.next_after %181, %cst_161 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %183 = stablehlo.compare EQ, %181, %cst_162, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_163 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %184 = call @_where_2(%183, %cst_163, %182) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_164 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %185 = chlo.next_after %184, %cst_164 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %186 = stablehlo.compare EQ, %184, %cst_165, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_166 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %187 = call @_where_2(%186, %cst_166, %185) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_167 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %188 = chlo.next_after %187, %cst_167 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %189 = stablehlo.compare EQ, %187, %cst_168, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_169 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %190 = call @_where_2(%189, %cst_169, %188) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_170 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %191 = chlo.next_after %190, %cst_170 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.compare EQ, %190, %cst_171, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_172 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %193 = call @_where_2(%192, %cst_172, %191) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_173 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %194 = chlo.next_after %193, %cst_173 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_174 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %195 = stablehlo.compare EQ, %193, %cst_174, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_175 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %196 = call @_where_2(%195, %cst_175, %194) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_176 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %197 = chlo.next_after %196, %cst_176 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_177 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %198 = stablehlo.compare EQ, %196, %cst_177, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_178 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %199 = call @_where_2(%198, %cst_178, %197) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_179 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %200 = chlo.next_after %199, %cst_179 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_180 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %201 = stablehlo.compare EQ, %199, %cst_180, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_181 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %202 = call @_where_2(%201, %cst_181, %200) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_182 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %203 = chlo.next_after %202, %cst_182 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_183 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %204 = stablehlo.compare EQ, %202, %cst_183, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_184 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %205 = call @_where_2(%204, %cst_184, %203) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_185 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %206 = chlo.next_after %205, %cst_185 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_186 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %207 = stablehlo.compare EQ, %205, %cst_186, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_187 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %208 = call @_where_2(%207, %cst_187, %206) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_188 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %209 = chlo.next_after %208, %cst_188 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_189 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %210 = stablehlo.compare EQ, %208, %cst_189, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_190 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %211 = call @_where_2(%210, %cst_190, %209) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_191 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %212 = chlo.next_after %211, %cst_191 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_192 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %213 = stablehlo.compare EQ, %211, %cst_192, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_193 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %214 = call @_where_2(%213, %cst_193, %212) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_194 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %215 = chlo.next_after %214, %cst_194 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_195 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %216 = stablehlo.compare EQ, %214, %cst_195, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_196 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %217 = call @_where_2(%216, %cst_196, %215) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_197 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %218 = chlo.next_after %217, %cst_197 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_198 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %219 = stablehlo.compare EQ, %217, %cst_198, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_199 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %220 = call @_where_2(%219, %cst_199, %218) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_200 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %221 = chlo.next_after %220, %cst_200 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_201 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %222 = stablehlo.compare EQ, %220, %cst_201, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_202 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %223 = call @_where_2(%222, %cst_202, %221) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_203 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %224 = chlo.next_after %223, %cst_203 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_204 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %225 = stablehlo.compare EQ, %223, %cst_204, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_205 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %226 = call @_where_2(%225, %cst_205, %224) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_206 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %227 = chlo.next_after %226, %cst_206 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_207 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %228 = stablehlo.compare EQ, %226, %cst_207, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_208 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %229 = call @_where_2(%228, %cst_208, %227) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_209 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %230 = chlo.next_after %229, %cst_209 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_210 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %231 = stablehlo.compare EQ, %229, %cst_210, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_211 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %232 = call @_where_2(%231, %cst_211, %230) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_212 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %233 = chlo.next_after %232, %cst_212 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_213 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %234 = stablehlo.compare EQ, %232, %cst_213, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_214 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %235 = call @_where_2(%234, %cst_214, %233) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_215 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %236 = chlo.next_after %235, %cst_215 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_216 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %237 = stablehlo.compare EQ, %235, %cst_216, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_217 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %238 = call @_where_2(%237, %cst_217, %236) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_218 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %239 = chlo.next_after %238, %cst_218 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_219 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %240 = stablehlo.compare EQ, %238, %cst_219, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_220 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %241 = call @_where_2(%240, %cst_220, %239) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_221 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %242 = chlo.next_after %241, %cst_221 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_222 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %243 = stablehlo.compare EQ, %241, %cst_222, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_223 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %244 = call @_where_2(%243, %cst_223, %242) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_224 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %245 = chlo.next_after %244, %cst_224 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_225 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %246 = stablehlo.compare EQ, %244, %cst_225, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_226 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %247 = call @_where_2(%246, %cst_226, %245) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_227 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %248 = chlo.next_after %247, %cst_227 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_228 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %249 = stablehlo.compare EQ, %247, %cst_228, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_229 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %250 = call @_where_2(%249, %cst_229, %248) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_230 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %251 = chlo.next_after %250, %cst_230 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_231 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %252 = stablehlo.compare EQ, %250, %cst_231, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_232 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %253 = call @_where_2(%252, %cst_232, %251) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_233 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %254 = chlo.next_after %253, %cst_233 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_234 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %255 = stablehlo.compare EQ, %253, %cst_234, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_235 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %256 = call @_where_2(%255, %cst_235, %254) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_236 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %257 = chlo.next_after %256, %cst_236 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_237 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %258 = stablehlo.compare EQ, %256, %cst_237, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_238 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %259 = call @_where_2(%258, %cst_238, %257) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_239 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %260 = chlo.next_after %259, %cst_239 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_240 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %261 = stablehlo.compare EQ, %259, %cst_240, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_241 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %262 = call @_where_2(%261, %cst_241, %260) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_242 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %263 = chlo.next_after %262, %cst_242 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_243 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %264 = stablehlo.compare EQ, %262, %cst_243, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_244 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %265 = call @_where_2(%264, %cst_244, %263) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_245 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %266 = chlo.next_after %265, %cst_245 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_246 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %267 = stablehlo.compare EQ, %265, %cst_246, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_247 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %268 = call @_where_2(%267, %cst_247, %266) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_248 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %269 = chlo.next_after %268, %cst_248 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_249 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %270 = stablehlo.compare EQ, %268, %cst_249, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_250 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %271 = call @_where_2(%270, %cst_250, %269) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_251 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %272 = chlo.next_after %271, %cst_251 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_252 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %273 = stablehlo.compare EQ, %271, %cst_252, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_253 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %274 = call @_where_2(%273, %cst_253, %272) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_254 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %275 = chlo.next_after %274, %cst_254 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_255 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %276 = stablehlo.compare EQ, %274, %cst_255, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_256 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %277 = call @_where_2(%276, %cst_256, %275) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_257 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %278 = chlo.next_after %277, %cst_257 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_258 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %279 = stablehlo.compare EQ, %277, %cst_258, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_259 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %280 = call @_where_2(%279, %cst_259, %278) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_260 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %281 = chlo.next_after %280, %cst_260 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_261 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %282 = stablehlo.compare EQ, %280, %cst_261, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_262 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %283 = call @_where_2(%282, %cst_262, %281) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_263 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %284 = chlo.next_after %283, %cst_263 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_264 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %285 = stablehlo.compare EQ, %283, %cst_264, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_265 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %286 = call @_where_2(%285, %cst_265, %284) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_266 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %287 = chlo.next_after %286, %cst_266 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_267 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %288 = stablehlo.compare EQ, %286, %cst_267, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_268 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %289 = call @_where_2(%288, %cst_268, %287) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_269 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %290 = chlo.next_after %289, %cst_269 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_270 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %291 = stablehlo.compare EQ, %289, %cst_270, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_271 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %292 = call @_where_2(%291, %cst_271, %290) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_272 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %293 = chlo.next_after %292, %cst_272 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_273 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %294 = stablehlo.compare EQ, %292, %cst_273, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_274 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %295 = call @_where_2(%294, %cst_274, %293) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_275 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %296 = chlo.next_after %295, %cst_275 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_276 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %297 = stablehlo.compare EQ, %295, %cst_276, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_277 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %298 = call @_where_2(%297, %cst_277, %296) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_278 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %299 = chlo.next_after %298, %cst_278 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_279 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %300 = stablehlo.compare EQ, %298, %cst_279, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_280 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %301 = call @_where_2(%300, %cst_280, %299) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_281 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %302 = chlo.next_after %301, %cst_281 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_282 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %303 = stablehlo.compare EQ, %301, %cst_282, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_283 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %304 = call @_where_2(%303, %cst_283, %302) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_284 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %305 = chlo.next_after %304, %cst_284 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_285 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %306 = stablehlo.compare EQ, %304, %cst_285, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_286 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %307 = call @_where_2(%306, %cst_286, %305) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_287 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %308 = chlo.next_after %307, %cst_287 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_288 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %309 = stablehlo.compare EQ, %307, %cst_288, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_289 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %310 = call @_where_2(%309, %cst_289, %308) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_290 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %311 = chlo.next_after %310, %cst_290 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_291 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %312 = stablehlo.compare EQ, %310, %cst_291, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_292 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %313 = call @_where_2(%312, %cst_292, %311) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_293 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %314 = chlo.next_after %313, %cst_293 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_294 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %315 = stablehlo.compare EQ, %313, %cst_294, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_295 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %316 = call @_where_2(%315, %cst_295, %314) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_296 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %317 = chlo.next_after %316, %cst_296 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_297 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %318 = stablehlo.compare EQ, %316, %cst_297, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_298 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %319 = call @_where_2(%318, %cst_298, %317) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_299 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %320 = chlo.next_after %319, %cst_299 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_300 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %321 = stablehlo.compare EQ, %319, %cst_300, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_301 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %322 = call @_where_2(%321, %cst_301, %320) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_302 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %323 = chlo.next_after %322, %cst_302 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_303 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %324 = stablehlo.compare EQ, %322, %cst_303, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_304 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %325 = call @_where_2(%324, %cst_304, %323) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_305 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %326 = chlo.next_after %325, %cst_305 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_306 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %327 = stablehlo.compare EQ, %325, %cst_306, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_307 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %328 = call @_where_2(%327, %cst_307, %326) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_308 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %329 = chlo.next_after %328, %cst_308 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_309 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %330 = stablehlo.compare EQ, %328, %cst_309, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_310 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %331 = call @_where_2(%330, %cst_310, %329) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_311 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %332 = chlo.next_after %331, %cst_311 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_312 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %333 = stablehlo.compare EQ, %331, %cst_312, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_313 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %334 = call @_where_2(%333, %cst_313, %332) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_314 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %335 = chlo.next_after %334, %cst_314 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_315 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %336 = stablehlo.compare EQ, %334, %cst_315, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_316 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %337 = call @_where_2(%336, %cst_316, %335) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_317 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %338 = chlo.next_after %337, %cst_317 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_318 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %339 = stablehlo.compare EQ, %337, %cst_318, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_319 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %340 = call @_where_2(%339, %cst_319, %338) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %c_320 = stablehlo.constant dense<1> : tensor<i32>
    %c_321 = stablehlo.constant dense<false> : tensor<i1>
    %c_322 = stablehlo.constant dense<0> : tensor<i32>
    %c_323 = stablehlo.constant dense<0> : tensor<i32>
    %c_324 = stablehlo.constant dense<0> : tensor<i32>
    %c_325 = stablehlo.constant dense<0> : tensor<i32>
    %c_326 = stablehlo.constant dense<0> : tensor<i32>
    %c_327 = stablehlo.constant dense<0> : tensor<i32>
    %341 = stablehlo.compare LT, %5, %7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %342 = stablehlo.and %341, %c : tensor<i1>
    %c_328 = stablehlo.constant dense<0> : tensor<i32>
    %c_329 = stablehlo.constant dense<true> : tensor<i1>
    %343:32 = stablehlo.while(%iterArg = %7, %iterArg_333 = %c_0, %iterArg_334 = %3, %iterArg_335 = %cst, %iterArg_336 = %cst_1, %iterArg_337 = %cst_2, %iterArg_338 = %cst_3, %iterArg_339 = %c_4, %iterArg_340 = %7, %iterArg_341 = %340, %iterArg_342 = %5, %iterArg_343 = %22, %iterArg_344 = %c_5, %iterArg_345 = %c_328, %iterArg_346 = %342, %iterArg_347 = %c_329, %iterArg_348 = %arg0, %iterArg_349 = %5, %iterArg_350 = %35, %iterArg_351 = %c_321, %iterArg_352 = %c_320, %iterArg_353 = %31, %iterArg_354 = %5, %iterArg_355 = %33, %iterArg_356 = %c_322, %iterArg_357 = %c_323, %iterArg_358 = %c_324, %iterArg_359 = %c_325, %iterArg_360 = %c_326, %iterArg_361 = %39, %iterArg_362 = %40, %iterArg_363 = %c_327) : tensor<f32>, tensor<i1>, tensor<i32>, tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<i1>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<11xf32>, tensor<i1>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<16x256xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<11xf32>, tensor<11x16x256xf32>, tensor<i32>
    cond {
      %348 = stablehlo.compare LT, %iterArg_349, %iterArg, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %349 = stablehlo.and %348, %iterArg_333 : tensor<i1>
      %c_364 = stablehlo.constant dense<false> : tensor<i1>
      %350 = stablehlo.reduce(%349 init: %c_364) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %c_365 = stablehlo.constant dense<4096> : tensor<i32>
      %351 = stablehlo.compare LT, %iterArg_345, %c_365, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_366 = stablehlo.constant dense<false> : tensor<i1>
      %352 = stablehlo.broadcast_in_dim %c_366, dims = [] : (tensor<i1>) -> tensor<i1>
      %353 = stablehlo.compare NE, %351, %352, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %354 = stablehlo.convert %353 : tensor<i1>
      %355 = stablehlo.and %350, %354 : tensor<i1>
      stablehlo.return %355 : tensor<i1>
    } do {
      %c_364 = stablehlo.constant dense<1> : tensor<i32>
      %348 = stablehlo.compare EQ, %iterArg_334, %c_364, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %349 = stablehlo.negate %iterArg_350 : tensor<f32>
      %350 = func.call @_where_4(%348, %iterArg_349, %349) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %c_365 = stablehlo.constant dense<1> : tensor<i32>
      %351 = stablehlo.compare EQ, %iterArg_334, %c_365, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %352 = stablehlo.negate %iterArg_349 : tensor<f32>
      %353 = func.call @_where_4(%351, %iterArg_350, %352) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %354 = stablehlo.subtract %iterArg_350, %iterArg_349 : tensor<f32>
      %c_366 = stablehlo.constant dense<1> : tensor<i32>
      %355 = stablehlo.compare EQ, %iterArg_334, %c_366, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %356 = stablehlo.negate %iterArg_350 : tensor<f32>
      %357 = func.call @_where_4(%355, %iterArg_349, %356) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %c_367 = stablehlo.constant dense<1> : tensor<i32>
      %358 = stablehlo.compare EQ, %iterArg_334, %c_367, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %359 = stablehlo.negate %iterArg_349 : tensor<f32>
      %360 = func.call @_where_4(%358, %iterArg_350, %359) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %361 = stablehlo.subtract %360, %357 : tensor<f32>
      %362 = stablehlo.convert %iterArg_334 : (tensor<i32>) -> tensor<f32>
      %363 = stablehlo.multiply %362, %361 : tensor<f32>
      %cst_368 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %364 = stablehlo.broadcast_in_dim %cst_368, dims = [] : (tensor<f32>) -> tensor<2x16x256xf32>
      %c_369 = stablehlo.constant dense<0> : tensor<i32>
      %c_370 = stablehlo.constant dense<0> : tensor<i32>
      %c_371 = stablehlo.constant dense<2> : tensor<i32>
      %365 = stablehlo.compare LT, %c_369, %c_371, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_372 = stablehlo.constant dense<0> : tensor<i32>
      %c_373 = stablehlo.constant dense<true> : tensor<i1>
      %366:15 = stablehlo.while(%iterArg_409 = %iterArg_335, %iterArg_410 = %iterArg_336, %iterArg_411 = %iterArg_348, %iterArg_412 = %354, %iterArg_413 = %iterArg_349, %iterArg_414 = %iterArg_350, %iterArg_415 = %iterArg_334, %iterArg_416 = %363, %iterArg_417 = %c_372, %iterArg_418 = %365, %iterArg_419 = %c_373, %iterArg_420 = %c_369, %iterArg_421 = %iterArg_348, %iterArg_422 = %364, %iterArg_423 = %c_370) : tensor<2x2xf32>, tensor<2xf32>, tensor<16x256xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<16x256xf32>, tensor<2x16x256xf32>, tensor<i32>
      cond {
        %c_424 = stablehlo.constant dense<2> : tensor<i32>
        %447 = stablehlo.compare LT, %iterArg_420, %c_424, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_425 = stablehlo.constant dense<false> : tensor<i1>
        %448 = stablehlo.broadcast_in_dim %c_425, dims = [] : (tensor<i1>) -> tensor<i1>
        %449 = stablehlo.compare NE, %447, %448, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %450 = stablehlo.convert %449 : tensor<i1>
        %c_426 = stablehlo.constant dense<false> : tensor<i1>
        %451 = stablehlo.reduce(%450 init: %c_426) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %c_427 = stablehlo.constant dense<2> : tensor<i32>
        %452 = stablehlo.compare LT, %iterArg_417, %c_427, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_428 = stablehlo.constant dense<false> : tensor<i1>
        %453 = stablehlo.broadcast_in_dim %c_428, dims = [] : (tensor<i1>) -> tensor<i1>
        %454 = stablehlo.compare NE, %452, %453, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %455 = stablehlo.convert %454 : tensor<i1>
        %456 = stablehlo.and %451, %455 : tensor<i1>
        stablehlo.return %456 : tensor<i1>
      } do {
        %447 = stablehlo.convert %iterArg_420 : tensor<i32>
        %c_424 = stablehlo.constant dense<0> : tensor<i32>
        %448 = stablehlo.compare LT, %447, %c_424, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_425 = stablehlo.constant dense<2> : tensor<i32>
        %449 = stablehlo.add %447, %c_425 : tensor<i32>
        %450 = stablehlo.select %448, %449, %447 : tensor<i1>, tensor<i32>
        %c_426 = stablehlo.constant dense<0> : tensor<i32>
        %c_427 = stablehlo.constant dense<0> : tensor<i32>
        %451 = stablehlo.compare LT, %c_426, %c_427, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_428 = stablehlo.constant dense<0> : tensor<i32>
        %c_429 = stablehlo.constant dense<2> : tensor<i32>
        %452 = stablehlo.add %c_428, %c_429 : tensor<i32>
        %c_430 = stablehlo.constant dense<0> : tensor<i32>
        %453 = stablehlo.select %451, %452, %c_430 : tensor<i1>, tensor<i32>
        %454 = stablehlo.dynamic_slice %iterArg_409, %450, %453, sizes = [1, 2] : (tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2xf32>
        %455 = stablehlo.reshape %454 : (tensor<1x2xf32>) -> tensor<2xf32>
        %c_431 = stablehlo.constant dense<0> : tensor<i32>
        %456 = stablehlo.compare LT, %iterArg_420, %c_431, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %457 = stablehlo.convert %iterArg_420 : tensor<i32>
        %c_432 = stablehlo.constant dense<2> : tensor<i32>
        %458 = stablehlo.add %457, %c_432 : tensor<i32>
        %459 = stablehlo.select %456, %458, %iterArg_420 : tensor<i1>, tensor<i32>
        %460 = stablehlo.dynamic_slice %iterArg_410, %459, sizes = [1] : (tensor<2xf32>, tensor<i32>) -> tensor<1xf32>
        %461 = stablehlo.reshape %460 : (tensor<1xf32>) -> tensor<f32>
        %462 = stablehlo.dot_general %455, %iterArg_422, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2xf32>, tensor<2x16x256xf32>) -> tensor<16x256xf32>
        %463 = stablehlo.add %iterArg_411, %462 : tensor<16x256xf32>
        %cst_433 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %464 = stablehlo.compare EQ, %461, %cst_433, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %465 = stablehlo.multiply %461, %iterArg_412 : tensor<f32>
        %466 = stablehlo.add %iterArg_413, %465 : tensor<f32>
        %467 = func.call @_where_5(%464, %iterArg_414, %466) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %468 = stablehlo.convert %iterArg_415 : (tensor<i32>) -> tensor<f32>
        %469 = stablehlo.multiply %467, %468 : tensor<f32>
        %470 = func.call @_roll_static(%463) : (tensor<16x256xf32>) -> tensor<16x256xf32>
        %471 = func.call @_roll_static_6(%463) : (tensor<16x256xf32>) -> tensor<16x256xf32>
        %472 = stablehlo.negate %463 : tensor<16x256xf32>
        %473 = stablehlo.subtract %470, %471 : tensor<16x256xf32>
        %474 = stablehlo.multiply %472, %473 : tensor<16x256xf32>
        %cst_434 = stablehlo.constant dense<0.0490873866> : tensor<f32>
        %475 = stablehlo.broadcast_in_dim %cst_434, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
        %476 = stablehlo.divide %474, %475 : tensor<16x256xf32>
        %cst_435 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
        %477 = stablehlo.broadcast_in_dim %cst_435, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
        %478 = stablehlo.multiply %477, %463 : tensor<16x256xf32>
        %479 = stablehlo.subtract %470, %478 : tensor<16x256xf32>
        %480 = stablehlo.add %479, %471 : tensor<16x256xf32>
        %cst_436 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
        %481 = stablehlo.broadcast_in_dim %cst_436, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
        %482 = stablehlo.multiply %481, %480 : tensor<16x256xf32>
        %cst_437 = stablehlo.constant dense<6.02392829E-4> : tensor<f32>
        %483 = stablehlo.broadcast_in_dim %cst_437, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
        %484 = stablehlo.divide %482, %483 : tensor<16x256xf32>
        %485 = stablehlo.add %476, %484 : tensor<16x256xf32>
        %486 = stablehlo.broadcast_in_dim %iterArg_416, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
        %487 = stablehlo.multiply %486, %485 : tensor<16x256xf32>
        %c_438 = stablehlo.constant dense<false> : tensor<i1>
        %488 = stablehlo.broadcast_in_dim %c_438, dims = [] : (tensor<i1>) -> tensor<i1>
        %489 = stablehlo.compare NE, %iterArg_418, %488, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %490 = stablehlo.convert %489 : tensor<i1>
        %c_439 = stablehlo.constant dense<true> : tensor<i1>
        %491 = stablehlo.and %c_439, %490 : tensor<i1>
        %492 = stablehlo.convert %iterArg_420 : tensor<i32>
        %c_440 = stablehlo.constant dense<0> : tensor<i32>
        %493 = stablehlo.compare LT, %492, %c_440, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_441 = stablehlo.constant dense<2> : tensor<i32>
        %494 = stablehlo.add %492, %c_441 : tensor<i32>
        %495 = stablehlo.select %493, %494, %492 : tensor<i1>, tensor<i32>
        %c_442 = stablehlo.constant dense<0> : tensor<i32>
        %c_443 = stablehlo.constant dense<0> : tensor<i32>
        %496 = stablehlo.compare LT, %c_442, %c_443, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_444 = stablehlo.constant dense<0> : tensor<i32>
        %c_445 = stablehlo.constant dense<16> : tensor<i32>
        %497 = stablehlo.add %c_444, %c_445 : tensor<i32>
        %c_446 = stablehlo.constant dense<0> : tensor<i32>
        %498 = stablehlo.select %496, %497, %c_446 : tensor<i1>, tensor<i32>
        %c_447 = stablehlo.constant dense<0> : tensor<i32>
        %c_448 = stablehlo.constant dense<0> : tensor<i32>
        %499 = stablehlo.compare LT, %c_447, %c_448, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_449 = stablehlo.constant dense<0> : tensor<i32>
        %c_450 = stablehlo.constant dense<256> : tensor<i32>
        %500 = stablehlo.add %c_449, %c_450 : tensor<i32>
        %c_451 = stablehlo.constant dense<0> : tensor<i32>
        %501 = stablehlo.select %499, %500, %c_451 : tensor<i1>, tensor<i32>
        %502 = stablehlo.dynamic_slice %iterArg_422, %495, %498, %501, sizes = [1, 16, 256] : (tensor<2x16x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x256xf32>
        %503 = stablehlo.reshape %502 : (tensor<1x16x256xf32>) -> tensor<16x256xf32>
        %c_452 = stablehlo.constant dense<0> : tensor<i32>
        %504 = stablehlo.compare LT, %iterArg_420, %c_452, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_453 = stablehlo.constant dense<2> : tensor<i32>
        %505 = stablehlo.add %iterArg_420, %c_453 : tensor<i32>
        %506 = stablehlo.select %504, %505, %iterArg_420 : tensor<i1>, tensor<i32>
        %507 = stablehlo.convert %506 : tensor<i32>
        %508 = stablehlo.broadcast_in_dim %507, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %509 = "stablehlo.scatter"(%iterArg_422, %508, %487) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
        ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
          stablehlo.return %arg3 : tensor<f32>
        }) : (tensor<2x16x256xf32>, tensor<1xi32>, tensor<16x256xf32>) -> tensor<2x16x256xf32>
        %c_454 = stablehlo.constant dense<1> : tensor<i32>
        %510 = stablehlo.add %iterArg_420, %c_454 : tensor<i32>
        %c_455 = stablehlo.constant dense<1> : tensor<i32>
        %511 = stablehlo.add %iterArg_417, %c_455 : tensor<i32>
        %c_456 = stablehlo.constant dense<2> : tensor<i32>
        %512 = stablehlo.compare LT, %510, %c_456, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_457 = stablehlo.constant dense<false> : tensor<i1>
        %513 = stablehlo.broadcast_in_dim %c_457, dims = [] : (tensor<i1>) -> tensor<i1>
        %514 = stablehlo.compare NE, %iterArg_418, %513, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %515 = stablehlo.convert %514 : tensor<i1>
        %c_458 = stablehlo.constant dense<false> : tensor<i1>
        %516 = stablehlo.broadcast_in_dim %c_458, dims = [] : (tensor<i1>) -> tensor<i1>
        %517 = stablehlo.compare NE, %512, %516, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %518 = stablehlo.convert %517 : tensor<i1>
        %519 = stablehlo.and %515, %518 : tensor<i1>
        stablehlo.return %iterArg_409, %iterArg_410, %iterArg_411, %iterArg_412, %iterArg_413, %iterArg_414, %iterArg_415, %iterArg_416, %511, %519, %iterArg_418, %510, %463, %509, %iterArg_423 : tensor<2x2xf32>, tensor<2xf32>, tensor<16x256xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<16x256xf32>, tensor<2x16x256xf32>, tensor<i32>
      }
      %c_374 = stablehlo.constant dense<0> : tensor<i32>
      %c_375 = stablehlo.constant dense<true> : tensor<i1>
      %367 = stablehlo.dot_general %iterArg_337, %366#13, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2xf32>, tensor<2x16x256xf32>) -> tensor<16x256xf32>
      %368 = stablehlo.add %iterArg_348, %367 : tensor<16x256xf32>
      %369 = stablehlo.dot_general %iterArg_338, %366#13, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2xf32>, tensor<2x16x256xf32>) -> tensor<16x256xf32>
      %cst_376 = stablehlo.constant dense<0x7F800000> : tensor<f32>
      %370 = func.call @_where_7(%iterArg_339, %369, %cst_376) : (tensor<i1>, tensor<16x256xf32>, tensor<f32>) -> tensor<16x256xf32>
      %371 = stablehlo.compare NE, %370, %370, FLOAT : (tensor<16x256xf32>, tensor<16x256xf32>) -> tensor<16x256xi1>
      %cst_377 = stablehlo.constant dense<0x7F800000> : tensor<f32>
      %372 = func.call @_where_8(%371, %cst_377, %370) : (tensor<16x256xi1>, tensor<f32>, tensor<16x256xf32>) -> tensor<16x256xf32>
      %c_378 = stablehlo.constant dense<1> : tensor<i32>
      %373 = stablehlo.add %iterArg_352, %c_378 : tensor<i32>
      %374 = stablehlo.subtract %iterArg_355, %iterArg_354 : tensor<f32>
      %375 = stablehlo.convert %373 : (tensor<i32>) -> tensor<f32>
      %376 = stablehlo.convert %iterArg_353 : (tensor<i32>) -> tensor<f32>
      %377 = stablehlo.divide %375, %376 : tensor<f32>
      %378 = stablehlo.multiply %374, %377 : tensor<f32>
      %379 = stablehlo.add %iterArg_354, %378 : tensor<f32>
      %380 = stablehlo.compare EQ, %373, %iterArg_353, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %381 = func.call @_where_5(%380, %iterArg_355, %379) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %c_379 = stablehlo.constant dense<0> : tensor<i32>
      %382 = stablehlo.compare GE, %iterArg_353, %c_379, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %383 = stablehlo.add %iterArg_350, %iterArg_355 : tensor<f32>
      %384 = func.call @_where_5(%382, %381, %383) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %385 = stablehlo.minimum %iterArg_350, %iterArg_340 : tensor<f32>
      %386 = stablehlo.compare GT, %384, %iterArg_341, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %387 = stablehlo.subtract %iterArg_340, %385 : tensor<f32>
      %cst_380 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %388 = stablehlo.multiply %cst_380, %387 : tensor<f32>
      %389 = stablehlo.add %385, %388 : tensor<f32>
      %c_381 = stablehlo.constant dense<true> : tensor<i1>
      %390 = func.call @_where_5(%c_381, %iterArg_340, %389) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %391 = func.call @_where_5(%386, %390, %384) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %392 = stablehlo.compare EQ, %iterArg_342, %iterArg_340, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %393 = stablehlo.subtract %385, %iterArg_342 : tensor<f32>
      %c_382 = stablehlo.constant dense<0> : tensor<i32>
      %394 = func.call @_where_9(%392, %c_382, %393) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
      %395 = stablehlo.subtract %iterArg_340, %iterArg_342 : tensor<f32>
      %c_383 = stablehlo.constant dense<1> : tensor<i32>
      %396 = func.call @_where_9(%392, %c_383, %395) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
      %397 = stablehlo.divide %394, %396 : tensor<f32>
      %c_384 = stablehlo.constant dense<true> : tensor<i1>
      %398 = func.call @_where_10(%c_384, %368, %iterArg_348) : (tensor<i1>, tensor<16x256xf32>, tensor<16x256xf32>) -> tensor<16x256xf32>
      %c_385 = stablehlo.constant dense<1> : tensor<i32>
      %399 = stablehlo.add %iterArg_357, %c_385 : tensor<i32>
      %c_386 = stablehlo.constant dense<true> : tensor<i1>
      %c_387 = stablehlo.constant dense<1> : tensor<i32>
      %c_388 = stablehlo.constant dense<0> : tensor<i32>
      %400 = func.call @_where_11(%c_386, %c_387, %c_388) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %401 = stablehlo.add %iterArg_358, %400 : tensor<i32>
      %c_389 = stablehlo.constant dense<true> : tensor<i1>
      %c_390 = stablehlo.constant dense<0> : tensor<i32>
      %c_391 = stablehlo.constant dense<1> : tensor<i32>
      %402 = func.call @_where_11(%c_389, %c_390, %c_391) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %403 = stablehlo.add %iterArg_359, %402 : tensor<i32>
      %404 = stablehlo.slice %366#13 [0:1, 0:16, 0:256] : (tensor<2x16x256xf32>) -> tensor<1x16x256xf32>
      %405 = stablehlo.reshape %404 : (tensor<1x16x256xf32>) -> tensor<16x256xf32>
      %406 = stablehlo.slice %366#13 [1:2, 0:16, 0:256] : (tensor<2x16x256xf32>) -> tensor<1x16x256xf32>
      %407 = stablehlo.reshape %406 : (tensor<1x16x256xf32>) -> tensor<16x256xf32>
      %408 = stablehlo.add %405, %407 : tensor<16x256xf32>
      %cst_392 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %409 = stablehlo.broadcast_in_dim %cst_392, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
      %410 = stablehlo.multiply %409, %iterArg_348 : tensor<16x256xf32>
      %411 = stablehlo.add %408, %410 : tensor<16x256xf32>
      %cst_393 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %412 = stablehlo.broadcast_in_dim %cst_393, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
      %413 = stablehlo.multiply %412, %368 : tensor<16x256xf32>
      %414 = stablehlo.subtract %411, %413 : tensor<16x256xf32>
      %cst_394 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
      %415 = stablehlo.broadcast_in_dim %cst_394, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
      %416 = stablehlo.multiply %415, %405 : tensor<16x256xf32>
      %417 = stablehlo.subtract %416, %407 : tensor<16x256xf32>
      %cst_395 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
      %418 = stablehlo.broadcast_in_dim %cst_395, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
      %419 = stablehlo.multiply %418, %iterArg_348 : tensor<16x256xf32>
      %420 = stablehlo.subtract %417, %419 : tensor<16x256xf32>
      %cst_396 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
      %421 = stablehlo.broadcast_in_dim %cst_396, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
      %422 = stablehlo.multiply %421, %368 : tensor<16x256xf32>
      %423 = stablehlo.add %420, %422 : tensor<16x256xf32>
      %424 = stablehlo.broadcast_in_dim %414, dims = [1, 2] : (tensor<16x256xf32>) -> tensor<1x16x256xf32>
      %425 = stablehlo.broadcast_in_dim %423, dims = [1, 2] : (tensor<16x256xf32>) -> tensor<1x16x256xf32>
      %426 = stablehlo.broadcast_in_dim %405, dims = [1, 2] : (tensor<16x256xf32>) -> tensor<1x16x256xf32>
      %427 = stablehlo.broadcast_in_dim %iterArg_348, dims = [1, 2] : (tensor<16x256xf32>) -> tensor<1x16x256xf32>
      %428 = stablehlo.concatenate %424, %425, %426, %427, dim = 0 : (tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1x16x256xf32>) -> tensor<4x16x256xf32>
      %c_397 = stablehlo.constant dense<0> : tensor<i32>
      %429 = stablehlo.compare LT, %iterArg_360, %c_397, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %430 = stablehlo.convert %iterArg_360 : tensor<i32>
      %c_398 = stablehlo.constant dense<11> : tensor<i32>
      %431 = stablehlo.add %430, %c_398 : tensor<i32>
      %432 = stablehlo.select %429, %431, %iterArg_360 : tensor<i1>, tensor<i32>
      %433 = stablehlo.dynamic_slice %iterArg_343, %432, sizes = [1] : (tensor<11xf32>, tensor<i32>) -> tensor<1xf32>
      %434 = stablehlo.reshape %433 : (tensor<1xf32>) -> tensor<f32>
      %435 = stablehlo.compare LE, %434, %iterArg_350, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c_399 = stablehlo.constant dense<true> : tensor<i1>
      %436 = stablehlo.and %c_399, %435 : tensor<i1>
      %c_400 = stablehlo.constant dense<11> : tensor<i32>
      %437 = stablehlo.compare LT, %iterArg_360, %c_400, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_401 = stablehlo.constant dense<false> : tensor<i1>
      %438 = stablehlo.broadcast_in_dim %c_401, dims = [] : (tensor<i1>) -> tensor<i1>
      %439 = stablehlo.compare NE, %437, %438, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %440 = stablehlo.convert %439 : tensor<i1>
      %441 = stablehlo.and %436, %440 : tensor<i1>
      %c_402 = stablehlo.constant dense<0> : tensor<i32>
      %c_403 = stablehlo.constant dense<true> : tensor<i1>
      %442:15 = stablehlo.while(%iterArg_409 = %iterArg_343, %iterArg_410 = %iterArg_350, %iterArg_411 = %iterArg_343, %iterArg_412 = %iterArg_349, %iterArg_413 = %iterArg_350, %iterArg_414 = %428, %iterArg_415 = %c_402, %iterArg_416 = %441, %iterArg_417 = %c_403, %iterArg_418 = %iterArg_360, %iterArg_419 = %iterArg_361, %iterArg_420 = %iterArg_346, %iterArg_421 = %iterArg_362, %iterArg_422 = %iterArg_346, %iterArg_423 = %iterArg_363) : tensor<11xf32>, tensor<f32>, tensor<11xf32>, tensor<f32>, tensor<f32>, tensor<4x16x256xf32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<11xf32>, tensor<i1>, tensor<11x16x256xf32>, tensor<i1>, tensor<i32>
      cond {
        %c_424 = stablehlo.constant dense<0> : tensor<i32>
        %447 = stablehlo.compare LT, %iterArg_418, %c_424, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %448 = stablehlo.convert %iterArg_418 : tensor<i32>
        %c_425 = stablehlo.constant dense<11> : tensor<i32>
        %449 = stablehlo.add %448, %c_425 : tensor<i32>
        %450 = stablehlo.select %447, %449, %iterArg_418 : tensor<i1>, tensor<i32>
        %451 = stablehlo.dynamic_slice %iterArg_409, %450, sizes = [1] : (tensor<11xf32>, tensor<i32>) -> tensor<1xf32>
        %452 = stablehlo.reshape %451 : (tensor<1xf32>) -> tensor<f32>
        %453 = stablehlo.compare LE, %452, %iterArg_410, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %c_426 = stablehlo.constant dense<true> : tensor<i1>
        %454 = stablehlo.and %c_426, %453 : tensor<i1>
        %c_427 = stablehlo.constant dense<11> : tensor<i32>
        %455 = stablehlo.compare LT, %iterArg_418, %c_427, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_428 = stablehlo.constant dense<false> : tensor<i1>
        %456 = stablehlo.broadcast_in_dim %c_428, dims = [] : (tensor<i1>) -> tensor<i1>
        %457 = stablehlo.compare NE, %455, %456, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %458 = stablehlo.convert %457 : tensor<i1>
        %459 = stablehlo.and %454, %458 : tensor<i1>
        %c_429 = stablehlo.constant dense<false> : tensor<i1>
        %460 = stablehlo.reduce(%459 init: %c_429) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %c_430 = stablehlo.constant dense<11> : tensor<i32>
        %461 = stablehlo.compare LT, %iterArg_415, %c_430, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_431 = stablehlo.constant dense<false> : tensor<i1>
        %462 = stablehlo.broadcast_in_dim %c_431, dims = [] : (tensor<i1>) -> tensor<i1>
        %463 = stablehlo.compare NE, %461, %462, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %464 = stablehlo.convert %463 : tensor<i1>
        %465 = stablehlo.and %460, %464 : tensor<i1>
        stablehlo.return %465 : tensor<i1>
      } do {
        %c_424 = stablehlo.constant dense<0> : tensor<i32>
        %447 = stablehlo.compare LT, %iterArg_418, %c_424, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %448 = stablehlo.convert %iterArg_418 : tensor<i32>
        %c_425 = stablehlo.constant dense<11> : tensor<i32>
        %449 = stablehlo.add %448, %c_425 : tensor<i32>
        %450 = stablehlo.select %447, %449, %iterArg_418 : tensor<i1>, tensor<i32>
        %451 = stablehlo.dynamic_slice %iterArg_411, %450, sizes = [1] : (tensor<11xf32>, tensor<i32>) -> tensor<1xf32>
        %452 = stablehlo.reshape %451 : (tensor<1xf32>) -> tensor<f32>
        %453 = stablehlo.compare EQ, %iterArg_412, %iterArg_413, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %454 = stablehlo.subtract %452, %iterArg_412 : tensor<f32>
        %c_426 = stablehlo.constant dense<0> : tensor<i32>
        %455 = func.call @_where_9(%453, %c_426, %454) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
        %456 = stablehlo.subtract %iterArg_413, %iterArg_412 : tensor<f32>
        %c_427 = stablehlo.constant dense<1> : tensor<i32>
        %457 = func.call @_where_9(%453, %c_427, %456) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
        %458 = stablehlo.divide %455, %457 : tensor<f32>
        %459 = func.call @polyval(%iterArg_414, %458) : (tensor<4x16x256xf32>, tensor<f32>) -> tensor<16x256xf32>
        %c_428 = stablehlo.constant dense<true> : tensor<i1>
        %460 = stablehlo.and %c_428, %iterArg_420 : tensor<i1>
        %461 = stablehlo.and %460, %iterArg_416 : tensor<i1>
        %c_429 = stablehlo.constant dense<0> : tensor<i32>
        %462 = stablehlo.compare LT, %iterArg_423, %c_429, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %463 = stablehlo.convert %iterArg_423 : tensor<i32>
        %c_430 = stablehlo.constant dense<11> : tensor<i32>
        %464 = stablehlo.add %463, %c_430 : tensor<i32>
        %465 = stablehlo.select %462, %464, %iterArg_423 : tensor<i1>, tensor<i32>
        %466 = stablehlo.dynamic_slice %iterArg_419, %465, sizes = [1] : (tensor<11xf32>, tensor<i32>) -> tensor<1xf32>
        %467 = stablehlo.reshape %466 : (tensor<1xf32>) -> tensor<f32>
        %c_431 = stablehlo.constant dense<0> : tensor<i32>
        %468 = stablehlo.compare LT, %iterArg_423, %c_431, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_432 = stablehlo.constant dense<11> : tensor<i32>
        %469 = stablehlo.add %iterArg_423, %c_432 : tensor<i32>
        %470 = stablehlo.select %468, %469, %iterArg_423 : tensor<i1>, tensor<i32>
        %471 = stablehlo.convert %470 : tensor<i32>
        %472 = stablehlo.broadcast_in_dim %471, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %473 = "stablehlo.scatter"(%iterArg_419, %472, %452) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
        ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
          stablehlo.return %arg3 : tensor<f32>
        }) : (tensor<11xf32>, tensor<1xi32>, tensor<f32>) -> tensor<11xf32>
        %c_433 = stablehlo.constant dense<true> : tensor<i1>
        %474 = stablehlo.and %c_433, %iterArg_422 : tensor<i1>
        %475 = stablehlo.and %474, %iterArg_416 : tensor<i1>
        %476 = stablehlo.convert %iterArg_423 : tensor<i32>
        %c_434 = stablehlo.constant dense<0> : tensor<i32>
        %477 = stablehlo.compare LT, %476, %c_434, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_435 = stablehlo.constant dense<11> : tensor<i32>
        %478 = stablehlo.add %476, %c_435 : tensor<i32>
        %479 = stablehlo.select %477, %478, %476 : tensor<i1>, tensor<i32>
        %c_436 = stablehlo.constant dense<0> : tensor<i32>
        %c_437 = stablehlo.constant dense<0> : tensor<i32>
        %480 = stablehlo.compare LT, %c_436, %c_437, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_438 = stablehlo.constant dense<0> : tensor<i32>
        %c_439 = stablehlo.constant dense<16> : tensor<i32>
        %481 = stablehlo.add %c_438, %c_439 : tensor<i32>
        %c_440 = stablehlo.constant dense<0> : tensor<i32>
        %482 = stablehlo.select %480, %481, %c_440 : tensor<i1>, tensor<i32>
        %c_441 = stablehlo.constant dense<0> : tensor<i32>
        %c_442 = stablehlo.constant dense<0> : tensor<i32>
        %483 = stablehlo.compare LT, %c_441, %c_442, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_443 = stablehlo.constant dense<0> : tensor<i32>
        %c_444 = stablehlo.constant dense<256> : tensor<i32>
        %484 = stablehlo.add %c_443, %c_444 : tensor<i32>
        %c_445 = stablehlo.constant dense<0> : tensor<i32>
        %485 = stablehlo.select %483, %484, %c_445 : tensor<i1>, tensor<i32>
        %486 = stablehlo.dynamic_slice %iterArg_421, %479, %482, %485, sizes = [1, 16, 256] : (tensor<11x16x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x256xf32>
        %487 = stablehlo.reshape %486 : (tensor<1x16x256xf32>) -> tensor<16x256xf32>
        %c_446 = stablehlo.constant dense<0> : tensor<i32>
        %488 = stablehlo.compare LT, %iterArg_423, %c_446, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_447 = stablehlo.constant dense<11> : tensor<i32>
        %489 = stablehlo.add %iterArg_423, %c_447 : tensor<i32>
        %490 = stablehlo.select %488, %489, %iterArg_423 : tensor<i1>, tensor<i32>
        %491 = stablehlo.convert %490 : tensor<i32>
        %492 = stablehlo.broadcast_in_dim %491, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %493 = "stablehlo.scatter"(%iterArg_421, %492, %459) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
        ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
          stablehlo.return %arg3 : tensor<f32>
        }) : (tensor<11x16x256xf32>, tensor<1xi32>, tensor<16x256xf32>) -> tensor<11x16x256xf32>
        %c_448 = stablehlo.constant dense<1> : tensor<i32>
        %494 = stablehlo.add %iterArg_418, %c_448 : tensor<i32>
        %c_449 = stablehlo.constant dense<1> : tensor<i32>
        %495 = stablehlo.add %iterArg_423, %c_449 : tensor<i32>
        %c_450 = stablehlo.constant dense<1> : tensor<i32>
        %496 = stablehlo.add %iterArg_415, %c_450 : tensor<i32>
        %c_451 = stablehlo.constant dense<0> : tensor<i32>
        %497 = stablehlo.compare LT, %494, %c_451, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %498 = stablehlo.convert %494 : tensor<i32>
        %c_452 = stablehlo.constant dense<11> : tensor<i32>
        %499 = stablehlo.add %498, %c_452 : tensor<i32>
        %500 = stablehlo.select %497, %499, %494 : tensor<i1>, tensor<i32>
        %501 = stablehlo.dynamic_slice %iterArg_411, %500, sizes = [1] : (tensor<11xf32>, tensor<i32>) -> tensor<1xf32>
        %502 = stablehlo.reshape %501 : (tensor<1xf32>) -> tensor<f32>
        %503 = stablehlo.compare LE, %502, %iterArg_413, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %c_453 = stablehlo.constant dense<true> : tensor<i1>
        %504 = stablehlo.and %c_453, %503 : tensor<i1>
        %c_454 = stablehlo.constant dense<11> : tensor<i32>
        %505 = stablehlo.compare LT, %494, %c_454, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_455 = stablehlo.constant dense<false> : tensor<i1>
        %506 = stablehlo.broadcast_in_dim %c_455, dims = [] : (tensor<i1>) -> tensor<i1>
        %507 = stablehlo.compare NE, %505, %506, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %508 = stablehlo.convert %507 : tensor<i1>
        %509 = stablehlo.and %504, %508 : tensor<i1>
        %510 = stablehlo.and %iterArg_416, %509 : tensor<i1>
        stablehlo.return %iterArg_409, %iterArg_410, %iterArg_411, %iterArg_412, %iterArg_413, %iterArg_414, %496, %510, %iterArg_416, %494, %473, %iterArg_420, %493, %iterArg_422, %495 : tensor<11xf32>, tensor<f32>, tensor<11xf32>, tensor<f32>, tensor<f32>, tensor<4x16x256xf32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<11xf32>, tensor<i1>, tensor<11x16x256xf32>, tensor<i1>, tensor<i32>
      }
      %c_404 = stablehlo.constant dense<0> : tensor<i32>
      %c_405 = stablehlo.constant dense<true> : tensor<i1>
      %c_406 = stablehlo.constant dense<false> : tensor<i1>
      %c_407 = stablehlo.constant dense<0> : tensor<i32>
      %c_408 = stablehlo.constant dense<1> : tensor<i32>
      %443 = stablehlo.add %iterArg_345, %c_408 : tensor<i32>
      %444 = stablehlo.compare LT, %385, %iterArg_340, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %445 = stablehlo.and %444, %iterArg_344 : tensor<i1>
      %446 = stablehlo.and %iterArg_346, %445 : tensor<i1>
      stablehlo.return %iterArg, %iterArg_333, %iterArg_334, %iterArg_335, %iterArg_336, %iterArg_337, %iterArg_338, %iterArg_339, %iterArg_340, %iterArg_341, %iterArg_342, %iterArg_343, %iterArg_344, %443, %446, %iterArg_346, %398, %385, %391, %c_406, %373, %iterArg_353, %iterArg_354, %iterArg_355, %c_407, %399, %401, %403, %442#9, %442#10, %442#12, %442#14 : tensor<f32>, tensor<i1>, tensor<i32>, tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<i1>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<11xf32>, tensor<i1>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<16x256xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<11xf32>, tensor<11x16x256xf32>, tensor<i32>
    }
    %c_330 = stablehlo.constant dense<0> : tensor<i32>
    %c_331 = stablehlo.constant dense<true> : tensor<i1>
    %344 = stablehlo.compare EQ, %5, %7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_332 = stablehlo.constant dense<false> : tensor<i1>
    %345 = stablehlo.reduce(%344 init: %c_332) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %346 = stablehlo.convert %345 : (tensor<i1>) -> tensor<i32>
    %347 = "stablehlo.case"(%346) ({
      stablehlo.return %343#30 : tensor<11x16x256xf32>
    }, {
      %348 = stablehlo.compare EQ, %5, %7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %349 = stablehlo.convert %348 : (tensor<i1>) -> tensor<i32>
      %350 = "stablehlo.case"(%349) ({
        stablehlo.return %343#30 : tensor<11x16x256xf32>
      }, {
        %c_333 = stablehlo.constant dense<1> : tensor<i32>
        %351 = "stablehlo.case"(%c_333) ({
          %358 = stablehlo.convert %343#31 : tensor<i32>
          %c_338 = stablehlo.constant dense<0> : tensor<i32>
          %359 = stablehlo.compare LT, %358, %c_338, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_339 = stablehlo.constant dense<11> : tensor<i32>
          %360 = stablehlo.add %358, %c_339 : tensor<i32>
          %361 = stablehlo.select %359, %360, %358 : tensor<i1>, tensor<i32>
          %c_340 = stablehlo.constant dense<0> : tensor<i32>
          %c_341 = stablehlo.constant dense<0> : tensor<i32>
          %362 = stablehlo.compare LT, %c_340, %c_341, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_342 = stablehlo.constant dense<0> : tensor<i32>
          %c_343 = stablehlo.constant dense<16> : tensor<i32>
          %363 = stablehlo.add %c_342, %c_343 : tensor<i32>
          %c_344 = stablehlo.constant dense<0> : tensor<i32>
          %364 = stablehlo.select %362, %363, %c_344 : tensor<i1>, tensor<i32>
          %c_345 = stablehlo.constant dense<0> : tensor<i32>
          %c_346 = stablehlo.constant dense<0> : tensor<i32>
          %365 = stablehlo.compare LT, %c_345, %c_346, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_347 = stablehlo.constant dense<0> : tensor<i32>
          %c_348 = stablehlo.constant dense<256> : tensor<i32>
          %366 = stablehlo.add %c_347, %c_348 : tensor<i32>
          %c_349 = stablehlo.constant dense<0> : tensor<i32>
          %367 = stablehlo.select %365, %366, %c_349 : tensor<i1>, tensor<i32>
          %368 = stablehlo.dynamic_slice %343#30, %361, %364, %367, sizes = [1, 16, 256] : (tensor<11x16x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x256xf32>
          %369 = stablehlo.reshape %368 : (tensor<1x16x256xf32>) -> tensor<16x256xf32>
          stablehlo.return %369 : tensor<16x256xf32>
        }, {
          stablehlo.return %343#16 : tensor<16x256xf32>
        }) : (tensor<i32>) -> tensor<16x256xf32>
        %352 = stablehlo.broadcast_in_dim %351, dims = [1, 2] : (tensor<16x256xf32>) -> tensor<11x16x256xf32>
        %c_334 = stablehlo.constant dense<0> : tensor<i32>
        %353 = stablehlo.compare LT, %343#31, %c_334, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %354 = stablehlo.convert %343#31 : tensor<i32>
        %c_335 = stablehlo.constant dense<11> : tensor<i32>
        %355 = stablehlo.add %354, %c_335 : tensor<i32>
        %356 = stablehlo.select %353, %355, %343#31 : tensor<i1>, tensor<i32>
        %c_336 = stablehlo.constant dense<0> : tensor<i32>
        %c_337 = stablehlo.constant dense<0> : tensor<i32>
        %357 = stablehlo.dynamic_update_slice %343#30, %352, %356, %c_336, %c_337 : (tensor<11x16x256xf32>, tensor<11x16x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<11x16x256xf32>
        stablehlo.return %357 : tensor<11x16x256xf32>
      }) : (tensor<i32>) -> tensor<11x16x256xf32>
      stablehlo.return %350 : tensor<11x16x256xf32>
    }) : (tensor<i32>) -> tensor<11x16x256xf32>
    return %347 : tensor<11x16x256xf32>
  }
  func.func private @branched_error_if_impl(%arg0: tensor<f32>) -> tensor<f32> {
    return %arg0 : tensor<f32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @branched_error_if_impl_0(%arg0: tensor<11xf32>, %arg1: tensor<10xi1>) -> tensor<11xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<11xf32>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %1 = stablehlo.reduce(%arg1 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<10xi1>, tensor<i1>) -> tensor<i1>
    %2 = stablehlo.convert %1 : (tensor<i1>) -> tensor<i32>
    %3 = "stablehlo.case"(%2) ({
      stablehlo.return %arg0 : tensor<11xf32>
    }, {
      stablehlo.return %0 : tensor<11xf32>
    }) : (tensor<i32>) -> tensor<11xf32>
    return %3 : tensor<11xf32>
  }
  func.func private @branched_error_if_impl_1(%arg0: tensor<11xf32>, %arg1: tensor<11xi1>) -> tensor<11xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<11xf32>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %1 = stablehlo.reduce(%arg1 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<11xi1>, tensor<i1>) -> tensor<i1>
    %2 = stablehlo.convert %1 : (tensor<i1>) -> tensor<i32>
    %3 = "stablehlo.case"(%2) ({
      stablehlo.return %arg0 : tensor<11xf32>
    }, {
      stablehlo.return %0 : tensor<11xf32>
    }) : (tensor<i32>) -> tensor<11xf32>
    return %3 : tensor<11xf32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_where_5(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_roll_static(%arg0: tensor<16x256xf32>) -> tensor<16x256xf32> {
    %0 = stablehlo.slice %arg0 [0:16, 1:256] : (tensor<16x256xf32>) -> tensor<16x255xf32>
    %1 = stablehlo.slice %arg0 [0:16, 0:1] : (tensor<16x256xf32>) -> tensor<16x1xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<16x255xf32>, tensor<16x1xf32>) -> tensor<16x256xf32>
    return %2 : tensor<16x256xf32>
  }
  func.func private @_roll_static_6(%arg0: tensor<16x256xf32>) -> tensor<16x256xf32> {
    %0 = stablehlo.slice %arg0 [0:16, 255:256] : (tensor<16x256xf32>) -> tensor<16x1xf32>
    %1 = stablehlo.slice %arg0 [0:16, 0:255] : (tensor<16x256xf32>) -> tensor<16x255xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<16x1xf32>, tensor<16x255xf32>) -> tensor<16x256xf32>
    return %2 : tensor<16x256xf32>
  }
  func.func private @_where_7(%arg0: tensor<i1>, %arg1: tensor<16x256xf32>, %arg2: tensor<f32>) -> tensor<16x256xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<16x256xf32>
    return %2 : tensor<16x256xf32>
  }
  func.func private @_where_8(%arg0: tensor<16x256xi1>, %arg1: tensor<f32>, %arg2: tensor<16x256xf32>) -> tensor<16x256xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<16x256xi1>, tensor<16x256xf32>
    return %2 : tensor<16x256xf32>
  }
  func.func private @_where_9(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_where_10(%arg0: tensor<i1>, %arg1: tensor<16x256xf32>, %arg2: tensor<16x256xf32>) -> tensor<16x256xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<16x256xf32>
    return %0 : tensor<16x256xf32>
  }
  func.func private @_where_11(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @polyval(%arg0: tensor<4x16x256xf32>, %arg1: tensor<f32>) -> tensor<16x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %1 = stablehlo.slice %arg0 [0:0, 0:16, 0:256] : (tensor<4x16x256xf32>) -> tensor<0x16x256xf32>
    %2 = stablehlo.slice %arg0 [0:4, 0:16, 0:256] : (tensor<4x16x256xf32>) -> tensor<4x16x256xf32>
    %3 = stablehlo.slice %2 [0:1, 0:16, 0:256] : (tensor<4x16x256xf32>) -> tensor<1x16x256xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x16x256xf32>) -> tensor<16x256xf32>
    %5 = call @closed_call(%arg1, %0, %4) : (tensor<f32>, tensor<16x256xf32>, tensor<16x256xf32>) -> tensor<16x256xf32>
    %6 = stablehlo.slice %2 [1:2, 0:16, 0:256] : (tensor<4x16x256xf32>) -> tensor<1x16x256xf32>
    %7 = stablehlo.reshape %6 : (tensor<1x16x256xf32>) -> tensor<16x256xf32>
    %8 = call @closed_call(%arg1, %5, %7) : (tensor<f32>, tensor<16x256xf32>, tensor<16x256xf32>) -> tensor<16x256xf32>
    %9 = stablehlo.slice %2 [2:3, 0:16, 0:256] : (tensor<4x16x256xf32>) -> tensor<1x16x256xf32>
    %10 = stablehlo.reshape %9 : (tensor<1x16x256xf32>) -> tensor<16x256xf32>
    %11 = call @closed_call(%arg1, %8, %10) : (tensor<f32>, tensor<16x256xf32>, tensor<16x256xf32>) -> tensor<16x256xf32>
    %12 = stablehlo.slice %2 [3:4, 0:16, 0:256] : (tensor<4x16x256xf32>) -> tensor<1x16x256xf32>
    %13 = stablehlo.reshape %12 : (tensor<1x16x256xf32>) -> tensor<16x256xf32>
    %14 = call @closed_call(%arg1, %11, %13) : (tensor<f32>, tensor<16x256xf32>, tensor<16x256xf32>) -> tensor<16x256xf32>
    return %14 : tensor<16x256xf32>
  }
  func.func private @closed_call(%arg0: tensor<f32>, %arg1: tensor<16x256xf32>, %arg2: tensor<16x256xf32>) -> tensor<16x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<16x256xf32>
    %2 = stablehlo.add %1, %arg2 : tensor<16x256xf32>
    return %2 : tensor<16x256xf32>
  }
}
