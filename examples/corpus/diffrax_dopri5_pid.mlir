module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @maximal_mesh_0 = <[], device_ids=[0]> {stablehlo.mesh = {axes = [], device_ids = dense<0> : tensor<1xi64>}}
  func.func public @main(%arg0: tensor<16x8xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16x16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<8x16xf32>, %arg5: tensor<8xf32>, %arg6: tensor<16x8xf32>) -> (tensor<16x8xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<true> : tensor<i1>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %cst = stablehlo.constant dense<[[0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [2.000000e-01, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [7.500000e-02, 2.250000e-01, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.977777779, -3.73333335, 3.55555558, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [2.95259857, -11.5957937, 9.82289314, -0.290809333, 0.000000e+00, 0.000000e+00, 0.000000e+00], [2.84627533, -10.757576, 8.90642261, 0.278409094, -0.273531318, 0.000000e+00, 0.000000e+00], [0.0911458358, 0.000000e+00, 0.449236304, 0.651041686, -0.322376192, 0.130952388, 0.000000e+00]]> : tensor<7x7xf32>
    %cst_1 = stablehlo.constant dense<[0.000000e+00, 2.000000e-01, 3.000000e-01, 8.000000e-01, 0.888888895, 1.000000e+00, 1.000000e+00]> : tensor<7xf32>
    %cst_2 = stablehlo.constant dense<[8.21759284E-4, 0.000000e+00, -0.00283518014, 0.0246527772, -0.0339091979, 0.027936507, -0.0166666675]> : tensor<7xf32>
    %cst_3 = stablehlo.constant dense<[0.100134321, 0.000000e+00, 0.391832173, -0.0298246015, 0.0589326844, -0.0449788868, 0.0239043087]> : tensor<7xf32>
    %c_4 = stablehlo.constant dense<true> : tensor<i1>
    %c_5 = stablehlo.constant dense<true> : tensor<i1>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %0 = call @diffeqsolve(%c, %c_0, %cst, %cst_1, %arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %cst_2, %cst_3, %c_4, %c_5, %c_6, %arg6) : (tensor<i1>, tensor<i1>, tensor<7x7xf32>, tensor<7xf32>, tensor<16x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<7xf32>, tensor<7xf32>, tensor<i1>, tensor<i1>, tensor<i1>, tensor<16x8xf32>) -> tensor<1x16x8xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x8xf32>) -> tensor<16x8xf32>
    return %1 : tensor<16x8xf32>
  }
  func.func private @diffeqsolve(%arg0: tensor<i1>, %arg1: tensor<i1>, %arg2: tensor<7x7xf32>, %arg3: tensor<7xf32>, %arg4: tensor<16x8xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16x16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<8x16xf32>, %arg9: tensor<8xf32>, %arg10: tensor<7xf32>, %arg11: tensor<7xf32>, %arg12: tensor<i1>, %arg13: tensor<i1>, %arg14: tensor<i1>, %arg15: tensor<16x8xf32>) -> tensor<1x16x8xf32> {
    %cst = stablehlo.constant dense<5.000000e-02> : tensor<f32>
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
    %10 = stablehlo.add %5, %9 : tensor<f32>
    %11 = stablehlo.minimum %10, %7 : tensor<f32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %13 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %cst_6 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %14 = stablehlo.multiply %13, %cst_6 : tensor<f32>
    %15 = stablehlo.convert %14 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_7 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1x16x8xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %18 = chlo.next_after %7, %cst_8 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.compare EQ, %7, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_10 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %20 = call @_where_0(%19, %cst_10, %18) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %21 = chlo.next_after %20, %cst_11 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.compare EQ, %20, %cst_12, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_13 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %23 = call @_where_0(%22, %cst_13, %21) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %24 = chlo.next_after %23, %cst_14 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.compare EQ, %23, %cst_15, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_16 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %26 = call @_where_0(%25, %cst_16, %24) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %27 = chlo.next_after %26, %cst_17 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.compare EQ, %26, %cst_18, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_19 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %29 = call @_where_0(%28, %cst_19, %27) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %30 = chlo.next_after %29, %cst_20 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.compare EQ, %29, %cst_21, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_22 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %32 = call @_where_0(%31, %cst_22, %30) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_23 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %33 = chlo.next_after %32, %cst_23 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.compare EQ, %32, %cst_24, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_25 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %35 = call @_where_0(%34, %cst_25, %33) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %36 = chlo.next_after %35, %cst_26 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.compare EQ, %35, %cst_27, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_28 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %38 = call @_where_0(%37, %cst_28, %36) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_29 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %39 = chlo.next_after %38, %cst_29 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.compare EQ, %38, %cst_30, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_31 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %41 = call @_where_0(%40, %cst_31, %39) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_32 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %42 = chlo.next_after %41, %cst_32 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.compare EQ, %41, %cst_33, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_34 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %44 = call @_where_0(%43, %cst_34, %42) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_35 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %45 = chlo.next_after %44, %cst_35 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.compare EQ, %44, %cst_36, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_37 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %47 = call @_where_0(%46, %cst_37, %45) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_38 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %48 = chlo.next_after %47, %cst_38 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.compare EQ, %47, %cst_39, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_40 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %50 = call @_where_0(%49, %cst_40, %48) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_41 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %51 = chlo.next_after %50, %cst_41 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.compare EQ, %50, %cst_42, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_43 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %53 = call @_where_0(%52, %cst_43, %51) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_44 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %54 = chlo.next_after %53, %cst_44 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.compare EQ, %53, %cst_45, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_46 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %56 = call @_where_0(%55, %cst_46, %54) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_47 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %57 = chlo.next_after %56, %cst_47 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.compare EQ, %56, %cst_48, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_49 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %59 = call @_where_0(%58, %cst_49, %57) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_50 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %60 = chlo.next_after %59, %cst_50 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.compare EQ, %59, %cst_51, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_52 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %62 = call @_where_0(%61, %cst_52, %60) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_53 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %63 = chlo.next_after %62, %cst_53 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.compare EQ, %62, %cst_54, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_55 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %65 = call @_where_0(%64, %cst_55, %63) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_56 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %66 = chlo.next_after %65, %cst_56 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.compare EQ, %65, %cst_57, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_58 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %68 = call @_where_0(%67, %cst_58, %66) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_59 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %69 = chlo.next_after %68, %cst_59 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.compare EQ, %68, %cst_60, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_61 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %71 = call @_where_0(%70, %cst_61, %69) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_62 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %72 = chlo.next_after %71, %cst_62 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.compare EQ, %71, %cst_63, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_64 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %74 = call @_where_0(%73, %cst_64, %72) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_65 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %75 = chlo.next_after %74, %cst_65 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.compare EQ, %74, %cst_66, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_67 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %77 = call @_where_0(%76, %cst_67, %75) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_68 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %78 = chlo.next_after %77, %cst_68 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.compare EQ, %77, %cst_69, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_70 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %80 = call @_where_0(%79, %cst_70, %78) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_71 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %81 = chlo.next_after %80, %cst_71 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.compare EQ, %80, %cst_72, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_73 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %83 = call @_where_0(%82, %cst_73, %81) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_74 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %84 = chlo.next_after %83, %cst_74 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.compare EQ, %83, %cst_75, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_76 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %86 = call @_where_0(%85, %cst_76, %84) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_77 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %87 = chlo.next_after %86, %cst_77 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.compare EQ, %86, %cst_78, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_79 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %89 = call @_where_0(%88, %cst_79, %87) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_80 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %90 = chlo.next_after %89, %cst_80 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.compare EQ, %89, %cst_81, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_82 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %92 = call @_where_0(%91, %cst_82, %90) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_83 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %93 = chlo.next_after %92, %cst_83 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.compare EQ, %92, %cst_84, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_85 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %95 = call @_where_0(%94, %cst_85, %93) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_86 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %96 = chlo.next_after %95, %cst_86 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.compare EQ, %95, %cst_87, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_88 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %98 = call @_where_0(%97, %cst_88, %96) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_89 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %99 = chlo.next_after %98, %cst_89 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.compare EQ, %98, %cst_90, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_91 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %101 = call @_where_0(%100, %cst_91, %99) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_92 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %102 = chlo.next_after %101, %cst_92 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.compare EQ, %101, %cst_93, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_94 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %104 = call @_where_0(%103, %cst_94, %102) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_95 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %105 = chlo.next_after %104, %cst_95 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.compare EQ, %104, %cst_96, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_97 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %107 = call @_where_0(%106, %cst_97, %105) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_98 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %108 = chlo.next_after %107, %cst_98 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.compare EQ, %107, %cst_99, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_100 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %110 = call @_where_0(%109, %cst_100, %108) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_101 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %111 = chlo.next_after %110, %cst_101 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.compare EQ, %110, %cst_102, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_103 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %113 = call @_where_0(%112, %cst_103, %111) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_104 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %114 = chlo.next_after %113, %cst_104 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.compare EQ, %113, %cst_105, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_106 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %116 = call @_where_0(%115, %cst_106, %114) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_107 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %117 = chlo.next_after %116, %cst_107 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.compare EQ, %116, %cst_108, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_109 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %119 = call @_where_0(%118, %cst_109, %117) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_110 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %120 = chlo.next_after %119, %cst_110 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.compare EQ, %119, %cst_111, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_112 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %122 = call @_where_0(%121, %cst_112, %120) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_113 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %123 = chlo.next_after %122, %cst_113 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.compare EQ, %122, %cst_114, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_115 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %125 = call @_where_0(%124, %cst_115, %123) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_116 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %126 = chlo.next_after %125, %cst_116 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %127 = stablehlo.compare EQ, %125, %cst_117, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_118 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %128 = call @_where_0(%127, %cst_118, %126) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_119 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %129 = chlo.next_after %128, %cst_119 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.compare EQ, %128, %cst_120, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_121 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %131 = call @_where_0(%130, %cst_121, %129) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_122 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %132 = chlo.next_after %131, %cst_122 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.compare EQ, %131, %cst_123, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_124 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %134 = call @_where_0(%133, %cst_124, %132) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_125 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %135 = chlo.next_after %134, %cst_125 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.compare EQ, %134, %cst_126, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_127 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %137 = call @_where_0(%136, %cst_127, %135) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_128 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %138 = chlo.next_after %137, %cst_128 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.compare EQ, %137, %cst_129, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_130 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %140 = call @_where_0(%139, %cst_130, %138) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_131 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %141 = chlo.next_after %140, %cst_131 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.compare EQ, %140, %cst_132, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_133 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %143 = call @_where_0(%142, %cst_133, %141) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_134 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %144 = chlo.next_after %143, %cst_134 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.compare EQ, %143, %cst_135, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_136 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %146 = call @_where_0(%145, %cst_136, %144) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_137 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %147 = chlo.next_after %146, %cst_137 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.compare EQ, %146, %cst_138, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_139 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %149 = call @_where_0(%148, %cst_139, %147) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_140 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %150 = chlo.next_after %149, %cst_140 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %151 = stablehlo.compare EQ, %149, %cst_141, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_142 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %152 = call @_where_0(%151, %cst_142, %150) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_143 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %153 = chlo.next_after %152, %cst_143 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %154 = stablehlo.compare EQ, %152, %cst_144, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_145 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %155 = call @_where_0(%154, %cst_145, %153) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_146 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %156 = chlo.next_after %155, %cst_146 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.compare EQ, %155, %cst_147, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_148 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %158 = call @_where_0(%157, %cst_148, %156) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_149 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %159 = chlo.next_after %158, %cst_149 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.compare EQ, %158, %cst_150, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_151 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %161 = call @_where_0(%160, %cst_151, %159) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_152 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %162 = chlo.next_after %161, %cst_152 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %163 = stablehlo.compare EQ, %161, %cst_153, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_154 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %164 = call @_where_0(%163, %cst_154, %162) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_155 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %165 = chlo.next_after %164, %cst_155 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %166 = stablehlo.compare EQ, %164, %cst_156, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_157 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %167 = call @_where_0(%166, %cst_157, %165) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_158 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %168 = chlo.next_after %167, %cst_158 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %169 = stablehlo.compare EQ, %167, %cst_159, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_160 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %170 = call @_where_0(%169, %cst_160, %168) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_161 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %171 = chlo.next_after %170, %cst_161 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %172 = stablehlo.compare EQ, %170, %cst_162, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_163 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %173 = call @_where_0(%172, %cst_163, %171) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_164 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %174 = chlo.next_after %173, %cst_164 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.compare EQ, %173, %cst_165, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_166 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %176 = call @_where_0(%175, %cst_166, %174) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_167 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %177 = chlo.next_after %176, %cst_167 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %178 = stablehlo.compare EQ, %176, %cst_168, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_169 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %179 = call @_where_0(%178, %cst_169, %177) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_170 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %180 = chlo.next_after %179, %cst_170 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %181 = stablehlo.compare EQ, %179, %cst_171, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_172 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %182 = call @_where_0(%181, %cst_172, %180) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_173 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %183 = chlo.next_after %182, %cst_173 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_174 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.compare EQ, %182, %cst_174, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_175 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %185 = call @_where_0(%184, %cst_175, %183) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_176 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %186 = chlo.next_after %185, %cst_176 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_177 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %187 = stablehlo.compare EQ, %185, %cst_177, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_178 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %188 = call @_where_0(%187, %cst_178, %186) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_179 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %189 = chlo.next_after %188, %cst_179 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_180 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.compare EQ, %188, %cst_180, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_181 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %191 = call @_where_0(%190, %cst_181, %189) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_182 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %192 = chlo.next_after %191, %cst_182 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_183 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %193 = stablehlo.compare EQ, %191, %cst_183, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_184 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %194 = call @_where_0(%193, %cst_184, %192) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_185 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %195 = chlo.next_after %194, %cst_185 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_186 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %196 = stablehlo.compare EQ, %194, %cst_186, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_187 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %197 = call @_where_0(%196, %cst_187, %195) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_188 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %198 = chlo.next_after %197, %cst_188 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_189 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %199 = stablehlo.compare EQ, %197, %cst_189, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_190 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %200 = call @_where_0(%199, %cst_190, %198) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_191 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %201 = chlo.next_after %200, %cst_191 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_192 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.compare EQ, %200, %cst_192, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_193 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %203 = call @_where_0(%202, %cst_193, %201) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_194 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %204 = chlo.next_after %203, %cst_194 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_195 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %205 = stablehlo.compare EQ, %203, %cst_195, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_196 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %206 = call @_where_0(%205, %cst_196, %204) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_197 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %207 = chlo.next_after %206, %cst_197 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_198 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %208 = stablehlo.compare EQ, %206, %cst_198, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_199 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %209 = call @_where_0(%208, %cst_199, %207) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_200 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %210 = chlo.next_after %209, %cst_200 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_201 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %211 = stablehlo.compare EQ, %209, %cst_201, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_202 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %212 = call @_where_0(%211, %cst_202, %210) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_203 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %213 = chlo.next_after %212, %cst_203 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_204 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %214 = stablehlo.compare EQ, %212, %cst_204, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_205 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %215 = call @_where_0(%214, %cst_205, %213) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_206 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %216 = chlo.next_after %215, %cst_206 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_207 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %217 = stablehlo.compare EQ, %215, %cst_207, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_208 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %218 = call @_where_0(%217, %cst_208, %216) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_209 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %219 = chlo.next_after %218, %cst_209 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_210 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %220 = stablehlo.compare EQ, %218, %cst_210, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_211 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %221 = call @_where_0(%220, %cst_211, %219) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_212 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %222 = chlo.next_after %221, %cst_212 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_213 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %223 = stablehlo.compare EQ, %221, %cst_213, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_214 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %224 = call @_where_0(%223, %cst_214, %222) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_215 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %225 = chlo.next_after %224, %cst_215 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_216 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %226 = stablehlo.compare EQ, %224, %cst_216, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_217 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %227 = call @_where_0(%226, %cst_217, %225) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_218 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %228 = chlo.next_after %227, %cst_218 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_219 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %229 = stablehlo.compare EQ, %227, %cst_219, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_220 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %230 = call @_where_0(%229, %cst_220, %228) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_221 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %231 = chlo.next_after %230, %cst_221 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_222 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %232 = stablehlo.compare EQ, %230, %cst_222, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_223 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %233 = call @_where_0(%232, %cst_223, %231) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_224 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %234 = chlo.next_after %233, %cst_224 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_225 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %235 = stablehlo.compare EQ, %233, %cst_225, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_226 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %236 = call @_where_0(%235, %cst_226, %234) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_227 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %237 = chlo.next_after %236, %cst_227 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_228 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %238 = stablehlo.compare EQ, %236, %cst_228, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_229 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %239 = call @_where_0(%238, %cst_229, %237) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_230 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %240 = chlo.next_after %239, %cst_230 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_231 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %241 = stablehlo.compare EQ, %239, %cst_231, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_232 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %242 = call @_where_0(%241, %cst_232, %240) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_233 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %243 = chlo.next_after %242, %cst_233 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_234 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %244 = stablehlo.compare EQ, %242, %cst_234, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_235 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %245 = call @_where_0(%244, %cst_235, %243) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_236 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %246 = chlo.next_after %245, %cst_236 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_237 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %247 = stablehlo.compare EQ, %245, %cst_237, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_238 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %248 = call @_where_0(%247, %cst_238, %246) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_239 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %249 = chlo.next_after %248, %cst_239 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_240 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %250 = stablehlo.compare EQ, %248, %cst_240, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_241 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %251 = call @_where_0(%250, %cst_241, %249) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_242 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %252 = chlo.next_after %251, %cst_242 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_243 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %253 = stablehlo.compare EQ, %251, %cst_243, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_244 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %254 = call @_where_0(%253, %cst_244, %252) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_245 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %255 = chlo.next_after %254, %cst_245 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_246 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %256 = stablehlo.compare EQ, %254, %cst_246, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_247 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %257 = call @_where_0(%256, %cst_247, %255) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_248 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %258 = chlo.next_after %257, %cst_248 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_249 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %259 = stablehlo.compare EQ, %257, %cst_249, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_250 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %260 = call @_where_0(%259, %cst_250, %258) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_251 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %261 = chlo.next_after %260, %cst_251 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_252 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %262 = stablehlo.compare EQ, %260, %cst_252, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_253 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %263 = call @_where_0(%262, %cst_253, %261) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_254 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %264 = chlo.next_after %263, %cst_254 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_255 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %265 = stablehlo.compare EQ, %263, %cst_255, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_256 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %266 = call @_where_0(%265, %cst_256, %264) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_257 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %267 = chlo.next_after %266, %cst_257 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_258 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %268 = stablehlo.compare EQ, %266, %cst_258, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_259 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %269 = call @_where_0(%268, %cst_259, %267) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_260 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %270 = chlo.next_after %269, %cst_260 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_261 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %271 = stablehlo.compare EQ, %269, %cst_261, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_262 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %272 = call @_where_0(%271, %cst_262, %270) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_263 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %273 = chlo.next_after %272, %cst_263 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_264 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %274 = stablehlo.compare EQ, %272, %cst_264, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_265 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %275 = call @_where_0(%274, %cst_265, %273) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_266 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %276 = chlo.next_after %275, %cst_266 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_267 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %277 = stablehlo.compare EQ, %275, %cst_267, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_268 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %278 = call @_where_0(%277, %cst_268, %276) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_269 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %279 = chlo.next_after %278, %cst_269 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_270 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %280 = stablehlo.compare EQ, %278, %cst_270, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_271 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %281 = call @_where_0(%280, %cst_271, %279) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_272 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %282 = chlo.next_after %281, %cst_272 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_273 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %283 = stablehlo.compare EQ, %281, %cst_273, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_274 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %284 = call @_where_0(%283, %cst_274, %282) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_275 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %285 = chlo.next_after %284, %cst_275 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_276 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %286 = stablehlo.compare EQ, %284, %cst_276, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_277 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %287 = call @_where_0(%286, %cst_277, %285) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_278 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %288 = chlo.next_after %287, %cst_278 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_279 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %289 = stablehlo.compare EQ, %287, %cst_279, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_280 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %290 = call @_where_0(%289, %cst_280, %288) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_281 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %291 = chlo.next_after %290, %cst_281 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_282 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %292 = stablehlo.compare EQ, %290, %cst_282, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_283 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %293 = call @_where_0(%292, %cst_283, %291) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_284 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %294 = chlo.next_after %293, %cst_284 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_285 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %295 = stablehlo.compare EQ, %293, %cst_285, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_286 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %296 = call @_where_0(%295, %cst_286, %294) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_287 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %297 = chlo.next_after %296, %cst_287 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_288 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %298 = stablehlo.compare EQ, %296, %cst_288, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_289 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %299 = call @_where_0(%298, %cst_289, %297) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_290 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %300 = chlo.next_after %299, %cst_290 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_291 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %301 = stablehlo.compare EQ, %299, %cst_291, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_292 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %302 = call @_where_0(%301, %cst_292, %300) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_293 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %303 = chlo.next_after %302, %cst_293 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_294 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %304 = stablehlo.compare EQ, %302, %cst_294, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_295 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %305 = call @_where_0(%304, %cst_295, %303) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_296 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %306 = chlo.next_after %305, %cst_296 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_297 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %307 = stablehlo.compare EQ, %305, %cst_297, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_298 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %308 = call @_where_0(%307, %cst_298, %306) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_299 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %309 = chlo.next_after %308, %cst_299 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_300 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %310 = stablehlo.compare EQ, %308, %cst_300, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_301 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %311 = call @_where_0(%310, %cst_301, %309) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_302 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %312 = chlo.next_after %311, %cst_302 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_303 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %313 = stablehlo.compare EQ, %311, %cst_303, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_304 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %314 = call @_where_0(%313, %cst_304, %312) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_305 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %315 = chlo.next_after %314, %cst_305 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_306 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %316 = stablehlo.compare EQ, %314, %cst_306, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_307 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
    %317 = call @_where_0(%316, %cst_307, %315) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %c_308 = stablehlo.constant dense<true> : tensor<i1>
    %cst_309 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_310 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c_311 = stablehlo.constant dense<false> : tensor<i1>
    %c_312 = stablehlo.constant dense<false> : tensor<i1>
    %c_313 = stablehlo.constant dense<0> : tensor<i32>
    %c_314 = stablehlo.constant dense<0> : tensor<i32>
    %c_315 = stablehlo.constant dense<0> : tensor<i32>
    %c_316 = stablehlo.constant dense<0> : tensor<i32>
    %c_317 = stablehlo.constant dense<0> : tensor<i32>
    %c_318 = stablehlo.constant dense<0> : tensor<i32>
    %318 = stablehlo.compare LT, %5, %7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %319 = stablehlo.and %318, %arg0 : tensor<i1>
    %c_319 = stablehlo.constant dense<0> : tensor<i32>
    %c_320 = stablehlo.constant dense<true> : tensor<i1>
    %320:38 = stablehlo.while(%iterArg = %7, %iterArg_333 = %arg1, %iterArg_334 = %3, %iterArg_335 = %arg2, %iterArg_336 = %arg3, %iterArg_337 = %arg4, %iterArg_338 = %arg5, %iterArg_339 = %arg6, %iterArg_340 = %arg7, %iterArg_341 = %arg8, %iterArg_342 = %arg9, %iterArg_343 = %arg10, %iterArg_344 = %arg12, %iterArg_345 = %7, %iterArg_346 = %317, %iterArg_347 = %5, %iterArg_348 = %arg11, %iterArg_349 = %arg13, %iterArg_350 = %c_319, %iterArg_351 = %319, %iterArg_352 = %c_320, %iterArg_353 = %arg15, %iterArg_354 = %5, %iterArg_355 = %11, %iterArg_356 = %c_311, %iterArg_357 = %c_308, %iterArg_358 = %12, %iterArg_359 = %cst_309, %iterArg_360 = %cst_310, %iterArg_361 = %c_312, %iterArg_362 = %c_313, %iterArg_363 = %c_314, %iterArg_364 = %c_315, %iterArg_365 = %c_316, %iterArg_366 = %c_317, %iterArg_367 = %16, %iterArg_368 = %17, %iterArg_369 = %c_318) : tensor<f32>, tensor<i1>, tensor<i32>, tensor<7x7xf32>, tensor<7xf32>, tensor<16x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<7xf32>, tensor<i1>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<7xf32>, tensor<i1>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<16x8xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i1>, tensor<16x8xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<1xf32>, tensor<1x16x8xf32>, tensor<i32>
    cond {
      %349 = stablehlo.compare LT, %iterArg_354, %iterArg, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %350 = stablehlo.and %349, %iterArg_333 : tensor<i1>
      %c_370 = stablehlo.constant dense<false> : tensor<i1>
      %351 = stablehlo.reduce(%350 init: %c_370) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %c_371 = stablehlo.constant dense<64> : tensor<i32>
      %352 = stablehlo.compare LT, %iterArg_350, %c_371, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_372 = stablehlo.constant dense<false> : tensor<i1>
      %353 = stablehlo.broadcast_in_dim %c_372, dims = [] : (tensor<i1>) -> tensor<i1>
      %354 = stablehlo.compare NE, %352, %353, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %355 = stablehlo.convert %354 : tensor<i1>
      %356 = stablehlo.and %351, %355 : tensor<i1>
      stablehlo.return %356 : tensor<i1>
    } do {
      %c_370 = stablehlo.constant dense<1> : tensor<i32>
      %349 = stablehlo.compare EQ, %iterArg_334, %c_370, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %350 = stablehlo.negate %iterArg_355 : tensor<f32>
      %351 = func.call @_where_1(%349, %iterArg_354, %350) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %c_371 = stablehlo.constant dense<1> : tensor<i32>
      %352 = stablehlo.compare EQ, %iterArg_334, %c_371, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %353 = stablehlo.negate %iterArg_354 : tensor<f32>
      %354 = func.call @_where_1(%352, %iterArg_355, %353) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %355 = stablehlo.subtract %iterArg_355, %iterArg_354 : tensor<f32>
      %c_372 = stablehlo.constant dense<1> : tensor<i32>
      %356 = stablehlo.compare EQ, %iterArg_334, %c_372, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %357 = stablehlo.negate %iterArg_355 : tensor<f32>
      %358 = func.call @_where_1(%356, %iterArg_354, %357) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %c_373 = stablehlo.constant dense<1> : tensor<i32>
      %359 = stablehlo.compare EQ, %iterArg_334, %c_373, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %360 = stablehlo.negate %iterArg_354 : tensor<f32>
      %361 = func.call @_where_1(%359, %iterArg_355, %360) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %362 = stablehlo.subtract %361, %358 : tensor<f32>
      %363 = stablehlo.convert %iterArg_334 : (tensor<i32>) -> tensor<f32>
      %364 = stablehlo.multiply %363, %362 : tensor<f32>
      %c_374 = stablehlo.constant dense<false> : tensor<i1>
      %365 = stablehlo.or %iterArg_357, %c_374 : tensor<i1>
      %c_375 = stablehlo.constant dense<false> : tensor<i1>
      %366 = stablehlo.reduce(%365 init: %c_375) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %c_376 = stablehlo.constant dense<0> : tensor<i32>
      %c_377 = stablehlo.constant dense<1> : tensor<i32>
      %367 = func.call @_where_2(%366, %c_376, %c_377) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %c_378 = stablehlo.constant dense<0> : tensor<i32>
      %368 = func.call @_where_3(%366, %c_378, %iterArg_358) : (tensor<i1>, tensor<i32>, tensor<16x8xf32>) -> tensor<16x8xf32>
      %369 = stablehlo.broadcast_in_dim %364, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
      %370 = stablehlo.multiply %369, %368 : tensor<16x8xf32>
      %cst_379 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %371 = stablehlo.broadcast_in_dim %cst_379, dims = [] : (tensor<f32>) -> tensor<7x16x8xf32>
      %c_380 = stablehlo.constant dense<0> : tensor<i32>
      %372 = stablehlo.broadcast_in_dim %c_380, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %373 = "stablehlo.scatter"(%371, %372, %370) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
        stablehlo.return %arg17 : tensor<f32>
      }) : (tensor<7x16x8xf32>, tensor<1xi32>, tensor<16x8xf32>) -> tensor<7x16x8xf32>
      %c_381 = stablehlo.constant dense<0> : tensor<i32>
      %c_382 = stablehlo.constant dense<7> : tensor<i32>
      %374 = stablehlo.compare LT, %367, %c_382, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_383 = stablehlo.constant dense<0> : tensor<i32>
      %c_384 = stablehlo.constant dense<true> : tensor<i1>
      %375:22 = stablehlo.while(%iterArg_429 = %iterArg_335, %iterArg_430 = %iterArg_336, %iterArg_431 = %iterArg_353, %iterArg_432 = %355, %iterArg_433 = %iterArg_354, %iterArg_434 = %iterArg_355, %iterArg_435 = %iterArg_334, %iterArg_436 = %iterArg_337, %iterArg_437 = %iterArg_338, %iterArg_438 = %iterArg_339, %iterArg_439 = %iterArg_340, %iterArg_440 = %iterArg_341, %iterArg_441 = %iterArg_342, %iterArg_442 = %364, %iterArg_443 = %c_383, %iterArg_444 = %374, %iterArg_445 = %c_384, %iterArg_446 = %367, %iterArg_447 = %iterArg_353, %iterArg_448 = %368, %iterArg_449 = %373, %iterArg_450 = %c_381) : tensor<7x7xf32>, tensor<7xf32>, tensor<16x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<16x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<f32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<7x16x8xf32>, tensor<i32>
      cond {
        %c_451 = stablehlo.constant dense<7> : tensor<i32>
        %488 = stablehlo.compare LT, %iterArg_446, %c_451, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_452 = stablehlo.constant dense<false> : tensor<i1>
        %489 = stablehlo.broadcast_in_dim %c_452, dims = [] : (tensor<i1>) -> tensor<i1>
        %490 = stablehlo.compare NE, %488, %489, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %491 = stablehlo.convert %490 : tensor<i1>
        %c_453 = stablehlo.constant dense<false> : tensor<i1>
        %492 = stablehlo.reduce(%491 init: %c_453) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %c_454 = stablehlo.constant dense<7> : tensor<i32>
        %493 = stablehlo.compare LT, %iterArg_443, %c_454, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_455 = stablehlo.constant dense<false> : tensor<i1>
        %494 = stablehlo.broadcast_in_dim %c_455, dims = [] : (tensor<i1>) -> tensor<i1>
        %495 = stablehlo.compare NE, %493, %494, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %496 = stablehlo.convert %495 : tensor<i1>
        %497 = stablehlo.and %492, %496 : tensor<i1>
        stablehlo.return %497 : tensor<i1>
      } do {
        %488 = stablehlo.convert %iterArg_446 : tensor<i32>
        %c_451 = stablehlo.constant dense<0> : tensor<i32>
        %489 = stablehlo.compare LT, %488, %c_451, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_452 = stablehlo.constant dense<7> : tensor<i32>
        %490 = stablehlo.add %488, %c_452 : tensor<i32>
        %491 = stablehlo.select %489, %490, %488 : tensor<i1>, tensor<i32>
        %c_453 = stablehlo.constant dense<0> : tensor<i32>
        %c_454 = stablehlo.constant dense<0> : tensor<i32>
        %492 = stablehlo.compare LT, %c_453, %c_454, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_455 = stablehlo.constant dense<0> : tensor<i32>
        %c_456 = stablehlo.constant dense<7> : tensor<i32>
        %493 = stablehlo.add %c_455, %c_456 : tensor<i32>
        %c_457 = stablehlo.constant dense<0> : tensor<i32>
        %494 = stablehlo.select %492, %493, %c_457 : tensor<i1>, tensor<i32>
        %495 = stablehlo.dynamic_slice %iterArg_429, %491, %494, sizes = [1, 7] : (tensor<7x7xf32>, tensor<i32>, tensor<i32>) -> tensor<1x7xf32>
        %496 = stablehlo.reshape %495 : (tensor<1x7xf32>) -> tensor<7xf32>
        %c_458 = stablehlo.constant dense<0> : tensor<i32>
        %497 = stablehlo.compare LT, %iterArg_446, %c_458, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %498 = stablehlo.convert %iterArg_446 : tensor<i32>
        %c_459 = stablehlo.constant dense<7> : tensor<i32>
        %499 = stablehlo.add %498, %c_459 : tensor<i32>
        %500 = stablehlo.select %497, %499, %iterArg_446 : tensor<i1>, tensor<i32>
        %501 = stablehlo.dynamic_slice %iterArg_430, %500, sizes = [1] : (tensor<7xf32>, tensor<i32>) -> tensor<1xf32>
        %502 = stablehlo.reshape %501 : (tensor<1xf32>) -> tensor<f32>
        %503 = stablehlo.dot_general %496, %iterArg_449, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<7xf32>, tensor<7x16x8xf32>) -> tensor<16x8xf32>
        %504 = stablehlo.add %iterArg_431, %503 : tensor<16x8xf32>
        %cst_460 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %505 = stablehlo.compare EQ, %502, %cst_460, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %506 = stablehlo.multiply %502, %iterArg_432 : tensor<f32>
        %507 = stablehlo.add %iterArg_433, %506 : tensor<f32>
        %508 = func.call @_where_4(%505, %iterArg_434, %507) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
        %509 = stablehlo.convert %iterArg_435 : (tensor<i32>) -> tensor<f32>
        %510 = stablehlo.multiply %508, %509 : tensor<f32>
        %511 = stablehlo.dot_general %iterArg_436, %504, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x16xf32>
        %512 = stablehlo.transpose %511, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
        %513 = stablehlo.broadcast_in_dim %iterArg_437, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
        %514 = stablehlo.broadcast_in_dim %513, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<16x16xf32>
        %515 = stablehlo.add %512, %514 : tensor<16x16xf32>
        %516 = stablehlo.tanh %515 : tensor<16x16xf32>
        %517 = stablehlo.dot_general %iterArg_438, %516, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
        %518 = stablehlo.transpose %517, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
        %519 = stablehlo.broadcast_in_dim %iterArg_439, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
        %520 = stablehlo.broadcast_in_dim %519, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<16x16xf32>
        %521 = stablehlo.add %518, %520 : tensor<16x16xf32>
        %522 = stablehlo.tanh %521 : tensor<16x16xf32>
        %523 = stablehlo.dot_general %iterArg_440, %522, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
        %524 = stablehlo.transpose %523, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>
        %525 = stablehlo.broadcast_in_dim %iterArg_441, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
        %526 = stablehlo.broadcast_in_dim %525, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<16x8xf32>
        %527 = stablehlo.add %524, %526 : tensor<16x8xf32>
        %528 = stablehlo.subtract %527, %504 : tensor<16x8xf32>
        %529 = stablehlo.broadcast_in_dim %iterArg_442, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
        %530 = stablehlo.multiply %529, %528 : tensor<16x8xf32>
        %c_461 = stablehlo.constant dense<false> : tensor<i1>
        %531 = stablehlo.broadcast_in_dim %c_461, dims = [] : (tensor<i1>) -> tensor<i1>
        %532 = stablehlo.compare NE, %iterArg_444, %531, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %533 = stablehlo.convert %532 : tensor<i1>
        %c_462 = stablehlo.constant dense<true> : tensor<i1>
        %534 = stablehlo.and %c_462, %533 : tensor<i1>
        %535 = stablehlo.convert %iterArg_446 : tensor<i32>
        %c_463 = stablehlo.constant dense<0> : tensor<i32>
        %536 = stablehlo.compare LT, %535, %c_463, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_464 = stablehlo.constant dense<7> : tensor<i32>
        %537 = stablehlo.add %535, %c_464 : tensor<i32>
        %538 = stablehlo.select %536, %537, %535 : tensor<i1>, tensor<i32>
        %c_465 = stablehlo.constant dense<0> : tensor<i32>
        %c_466 = stablehlo.constant dense<0> : tensor<i32>
        %539 = stablehlo.compare LT, %c_465, %c_466, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_467 = stablehlo.constant dense<0> : tensor<i32>
        %c_468 = stablehlo.constant dense<16> : tensor<i32>
        %540 = stablehlo.add %c_467, %c_468 : tensor<i32>
        %c_469 = stablehlo.constant dense<0> : tensor<i32>
        %541 = stablehlo.select %539, %540, %c_469 : tensor<i1>, tensor<i32>
        %c_470 = stablehlo.constant dense<0> : tensor<i32>
        %c_471 = stablehlo.constant dense<0> : tensor<i32>
        %542 = stablehlo.compare LT, %c_470, %c_471, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_472 = stablehlo.constant dense<0> : tensor<i32>
        %c_473 = stablehlo.constant dense<8> : tensor<i32>
        %543 = stablehlo.add %c_472, %c_473 : tensor<i32>
        %c_474 = stablehlo.constant dense<0> : tensor<i32>
        %544 = stablehlo.select %542, %543, %c_474 : tensor<i1>, tensor<i32>
        %545 = stablehlo.dynamic_slice %iterArg_449, %538, %541, %544, sizes = [1, 16, 8] : (tensor<7x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x8xf32>
        %546 = stablehlo.reshape %545 : (tensor<1x16x8xf32>) -> tensor<16x8xf32>
        %c_475 = stablehlo.constant dense<0> : tensor<i32>
        %547 = stablehlo.compare LT, %iterArg_446, %c_475, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_476 = stablehlo.constant dense<7> : tensor<i32>
        %548 = stablehlo.add %iterArg_446, %c_476 : tensor<i32>
        %549 = stablehlo.select %547, %548, %iterArg_446 : tensor<i1>, tensor<i32>
        %550 = stablehlo.convert %549 : tensor<i32>
        %551 = stablehlo.broadcast_in_dim %550, dims = [] : (tensor<i32>) -> tensor<1xi32>
        %552 = "stablehlo.scatter"(%iterArg_449, %551, %530) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
        ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
          stablehlo.return %arg17 : tensor<f32>
        }) : (tensor<7x16x8xf32>, tensor<1xi32>, tensor<16x8xf32>) -> tensor<7x16x8xf32>
        %c_477 = stablehlo.constant dense<1> : tensor<i32>
        %553 = stablehlo.add %iterArg_446, %c_477 : tensor<i32>
        %c_478 = stablehlo.constant dense<1> : tensor<i32>
        %554 = stablehlo.add %iterArg_443, %c_478 : tensor<i32>
        %c_479 = stablehlo.constant dense<7> : tensor<i32>
        %555 = stablehlo.compare LT, %553, %c_479, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_480 = stablehlo.constant dense<false> : tensor<i1>
        %556 = stablehlo.broadcast_in_dim %c_480, dims = [] : (tensor<i1>) -> tensor<i1>
        %557 = stablehlo.compare NE, %iterArg_444, %556, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %558 = stablehlo.convert %557 : tensor<i1>
        %c_481 = stablehlo.constant dense<false> : tensor<i1>
        %559 = stablehlo.broadcast_in_dim %c_481, dims = [] : (tensor<i1>) -> tensor<i1>
        %560 = stablehlo.compare NE, %555, %559, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %561 = stablehlo.convert %560 : tensor<i1>
        %562 = stablehlo.and %558, %561 : tensor<i1>
        stablehlo.return %iterArg_429, %iterArg_430, %iterArg_431, %iterArg_432, %iterArg_433, %iterArg_434, %iterArg_435, %iterArg_436, %iterArg_437, %iterArg_438, %iterArg_439, %iterArg_440, %iterArg_441, %iterArg_442, %554, %562, %iterArg_444, %553, %504, %528, %552, %iterArg_450 : tensor<7x7xf32>, tensor<7xf32>, tensor<16x8xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<16x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<f32>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<i32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<7x16x8xf32>, tensor<i32>
      }
      %c_385 = stablehlo.constant dense<0> : tensor<i32>
      %c_386 = stablehlo.constant dense<true> : tensor<i1>
      %376 = stablehlo.dot_general %iterArg_343, %375#20, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<7xf32>, tensor<7x16x8xf32>) -> tensor<16x8xf32>
      %cst_387 = stablehlo.constant dense<0x7F800000> : tensor<f32>
      %377 = func.call @_where_5(%iterArg_344, %376, %cst_387) : (tensor<i1>, tensor<16x8xf32>, tensor<f32>) -> tensor<16x8xf32>
      %378 = stablehlo.compare NE, %377, %377, FLOAT : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xi1>
      %cst_388 = stablehlo.constant dense<0x7F800000> : tensor<f32>
      %379 = func.call @_where_6(%378, %cst_388, %377) : (tensor<16x8xi1>, tensor<f32>, tensor<16x8xf32>) -> tensor<16x8xf32>
      %380 = stablehlo.subtract %iterArg_355, %iterArg_354 : tensor<f32>
      %381 = stablehlo.compare NE, %375#18, %375#18, FLOAT : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xi1>
      %c_389 = stablehlo.constant dense<false> : tensor<i1>
      %382 = stablehlo.reduce(%381 init: %c_389) applies stablehlo.or across dimensions = [0, 1] : (tensor<16x8xi1>, tensor<i1>) -> tensor<i1>
      %383 = func.call @_where_7(%382, %iterArg_353, %375#18) : (tensor<i1>, tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
      %384 = stablehlo.abs %iterArg_353 : tensor<16x8xf32>
      %385 = stablehlo.abs %383 : tensor<16x8xf32>
      %386 = stablehlo.maximum %384, %385 : tensor<16x8xf32>
      %cst_390 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %387 = stablehlo.broadcast_in_dim %cst_390, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
      %388 = stablehlo.multiply %386, %387 : tensor<16x8xf32>
      %cst_391 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %389 = stablehlo.broadcast_in_dim %cst_391, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
      %390 = stablehlo.add %389, %388 : tensor<16x8xf32>
      %391 = stablehlo.divide %379, %390 : tensor<16x8xf32>
      %392 = stablehlo.reshape %391 : (tensor<16x8xf32>) -> tensor<128xf32>
      %393 = stablehlo.reshape %391 : (tensor<16x8xf32>) -> tensor<128xf32>
      %394 = stablehlo.dot_general %392, %393, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<128xf32>, tensor<128xf32>) -> tensor<f32>
      %395 = stablehlo.sqrt %394 : tensor<f32>
      %cst_392 = stablehlo.constant dense<11.3137083> : tensor<f32>
      %396 = stablehlo.divide %395, %cst_392 : tensor<f32>
      %cst_393 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %397 = stablehlo.compare LT, %396, %cst_393, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_394 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %398 = stablehlo.divide %cst_394, %396 : tensor<f32>
      %cst_395 = stablehlo.constant dense<2.000000e-01> : tensor<f32>
      %399 = stablehlo.power %398, %cst_395 : tensor<f32>
      %c_396 = stablehlo.constant dense<1> : tensor<i32>
      %cst_397 = stablehlo.constant dense<2.000000e-01> : tensor<f32>
      %400 = func.call @_where_8(%397, %c_396, %cst_397) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
      %cst_398 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
      %cst_399 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %401 = func.call @_where_9(%397, %cst_398, %cst_399) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %cst_400 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %402 = stablehlo.multiply %cst_400, %399 : tensor<f32>
      %cst_401 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %403 = stablehlo.multiply %402, %cst_401 : tensor<f32>
      %cst_402 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %404 = stablehlo.multiply %403, %cst_402 : tensor<f32>
      %405 = func.call @clip(%404, %401, %400) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %406 = stablehlo.multiply %380, %405 : tensor<f32>
      %cst_403 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %407 = stablehlo.compare EQ, %398, %cst_403, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %408 = func.call @isinf(%398) : (tensor<f32>) -> tensor<i1>
      %409 = stablehlo.or %407, %408 : tensor<i1>
      %c_404 = stablehlo.constant dense<1> : tensor<i32>
      %410 = func.call @_where_10(%409, %c_404, %398) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
      %411 = func.call @_where_4(%397, %iterArg_355, %iterArg_354) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %412 = stablehlo.add %411, %406 : tensor<f32>
      %413 = func.call @_where_4(%397, %410, %iterArg_359) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %414 = func.call @_where_4(%397, %iterArg_359, %iterArg_360) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %415 = stablehlo.minimum %411, %iterArg_345 : tensor<f32>
      %416 = stablehlo.compare GT, %412, %iterArg_346, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %417 = stablehlo.subtract %iterArg_345, %415 : tensor<f32>
      %cst_405 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %418 = stablehlo.multiply %cst_405, %417 : tensor<f32>
      %419 = stablehlo.add %415, %418 : tensor<f32>
      %420 = func.call @_where_4(%397, %iterArg_345, %419) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %421 = func.call @_where_4(%416, %420, %412) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %422 = stablehlo.compare EQ, %iterArg_347, %iterArg_345, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %423 = stablehlo.subtract %415, %iterArg_347 : tensor<f32>
      %c_406 = stablehlo.constant dense<0> : tensor<i32>
      %424 = func.call @_where_10(%422, %c_406, %423) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
      %425 = stablehlo.subtract %iterArg_345, %iterArg_347 : tensor<f32>
      %c_407 = stablehlo.constant dense<1> : tensor<i32>
      %426 = func.call @_where_10(%422, %c_407, %425) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
      %427 = stablehlo.divide %424, %426 : tensor<f32>
      %428 = func.call @_where_7(%397, %375#18, %iterArg_353) : (tensor<i1>, tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
      %c_408 = stablehlo.constant dense<false> : tensor<i1>
      %429 = func.call @_where_11(%397, %c_408, %iterArg_357) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %430 = func.call @_where_7(%397, %375#19, %iterArg_358) : (tensor<i1>, tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
      %c_409 = stablehlo.constant dense<1> : tensor<i32>
      %431 = stablehlo.add %iterArg_363, %c_409 : tensor<i32>
      %c_410 = stablehlo.constant dense<1> : tensor<i32>
      %c_411 = stablehlo.constant dense<0> : tensor<i32>
      %432 = func.call @_where_2(%397, %c_410, %c_411) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %433 = stablehlo.add %iterArg_364, %432 : tensor<i32>
      %c_412 = stablehlo.constant dense<0> : tensor<i32>
      %c_413 = stablehlo.constant dense<1> : tensor<i32>
      %434 = func.call @_where_2(%397, %c_412, %c_413) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %435 = stablehlo.add %iterArg_365, %434 : tensor<i32>
      %436 = stablehlo.dot_general %iterArg_348, %375#20, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<7xf32>, tensor<7x16x8xf32>) -> tensor<16x8xf32>
      %437 = stablehlo.add %iterArg_353, %436 : tensor<16x8xf32>
      %438 = stablehlo.slice %375#20 [0:1, 0:16, 0:8] : (tensor<7x16x8xf32>) -> tensor<1x16x8xf32>
      %439 = stablehlo.reshape %438 : (tensor<1x16x8xf32>) -> tensor<16x8xf32>
      %440 = stablehlo.slice %375#20 [6:7, 0:16, 0:8] : (tensor<7x16x8xf32>) -> tensor<1x16x8xf32>
      %441 = stablehlo.reshape %440 : (tensor<1x16x8xf32>) -> tensor<16x8xf32>
      %442 = stablehlo.subtract %441, %439 : tensor<16x8xf32>
      %cst_414 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %443 = stablehlo.broadcast_in_dim %cst_414, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
      %444 = stablehlo.multiply %443, %442 : tensor<16x8xf32>
      %445 = stablehlo.add %375#18, %iterArg_353 : tensor<16x8xf32>
      %cst_415 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %446 = stablehlo.broadcast_in_dim %cst_415, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
      %447 = stablehlo.multiply %446, %445 : tensor<16x8xf32>
      %448 = stablehlo.subtract %444, %447 : tensor<16x8xf32>
      %cst_416 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %449 = stablehlo.broadcast_in_dim %cst_416, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
      %450 = stablehlo.multiply %449, %437 : tensor<16x8xf32>
      %451 = stablehlo.add %448, %450 : tensor<16x8xf32>
      %cst_417 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
      %452 = stablehlo.broadcast_in_dim %cst_417, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
      %453 = stablehlo.multiply %452, %439 : tensor<16x8xf32>
      %cst_418 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
      %454 = stablehlo.broadcast_in_dim %cst_418, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
      %455 = stablehlo.multiply %454, %441 : tensor<16x8xf32>
      %456 = stablehlo.subtract %453, %455 : tensor<16x8xf32>
      %cst_419 = stablehlo.constant dense<1.800000e+01> : tensor<f32>
      %457 = stablehlo.broadcast_in_dim %cst_419, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
      %458 = stablehlo.multiply %457, %iterArg_353 : tensor<16x8xf32>
      %459 = stablehlo.add %456, %458 : tensor<16x8xf32>
      %cst_420 = stablehlo.constant dense<1.400000e+01> : tensor<f32>
      %460 = stablehlo.broadcast_in_dim %cst_420, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
      %461 = stablehlo.multiply %460, %375#18 : tensor<16x8xf32>
      %462 = stablehlo.add %459, %461 : tensor<16x8xf32>
      %cst_421 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
      %463 = stablehlo.broadcast_in_dim %cst_421, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
      %464 = stablehlo.multiply %463, %437 : tensor<16x8xf32>
      %465 = stablehlo.subtract %462, %464 : tensor<16x8xf32>
      %cst_422 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
      %466 = stablehlo.broadcast_in_dim %cst_422, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
      %467 = stablehlo.multiply %466, %439 : tensor<16x8xf32>
      %468 = stablehlo.subtract %441, %467 : tensor<16x8xf32>
      %cst_423 = stablehlo.constant dense<1.100000e+01> : tensor<f32>
      %469 = stablehlo.broadcast_in_dim %cst_423, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
      %470 = stablehlo.multiply %469, %iterArg_353 : tensor<16x8xf32>
      %471 = stablehlo.subtract %468, %470 : tensor<16x8xf32>
      %cst_424 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
      %472 = stablehlo.broadcast_in_dim %cst_424, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
      %473 = stablehlo.multiply %472, %375#18 : tensor<16x8xf32>
      %474 = stablehlo.subtract %471, %473 : tensor<16x8xf32>
      %cst_425 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %475 = stablehlo.broadcast_in_dim %cst_425, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
      %476 = stablehlo.multiply %475, %437 : tensor<16x8xf32>
      %477 = stablehlo.add %474, %476 : tensor<16x8xf32>
      %478 = stablehlo.broadcast_in_dim %451, dims = [1, 2] : (tensor<16x8xf32>) -> tensor<1x16x8xf32>
      %479 = stablehlo.broadcast_in_dim %465, dims = [1, 2] : (tensor<16x8xf32>) -> tensor<1x16x8xf32>
      %480 = stablehlo.broadcast_in_dim %477, dims = [1, 2] : (tensor<16x8xf32>) -> tensor<1x16x8xf32>
      %481 = stablehlo.broadcast_in_dim %439, dims = [1, 2] : (tensor<16x8xf32>) -> tensor<1x16x8xf32>
      %482 = stablehlo.broadcast_in_dim %iterArg_353, dims = [1, 2] : (tensor<16x8xf32>) -> tensor<1x16x8xf32>
      %483 = stablehlo.concatenate %478, %479, %480, %481, %482, dim = 0 : (tensor<1x16x8xf32>, tensor<1x16x8xf32>, tensor<1x16x8xf32>, tensor<1x16x8xf32>, tensor<1x16x8xf32>) -> tensor<5x16x8xf32>
      %c_426 = stablehlo.constant dense<false> : tensor<i1>
      %c_427 = stablehlo.constant dense<0> : tensor<i32>
      %c_428 = stablehlo.constant dense<1> : tensor<i32>
      %484 = stablehlo.add %iterArg_350, %c_428 : tensor<i32>
      %485 = stablehlo.compare LT, %415, %iterArg_345, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %486 = stablehlo.and %485, %iterArg_349 : tensor<i1>
      %487 = stablehlo.and %iterArg_351, %486 : tensor<i1>
      stablehlo.return %iterArg, %iterArg_333, %iterArg_334, %iterArg_335, %iterArg_336, %iterArg_337, %iterArg_338, %iterArg_339, %iterArg_340, %iterArg_341, %iterArg_342, %iterArg_343, %iterArg_344, %iterArg_345, %iterArg_346, %iterArg_347, %iterArg_348, %iterArg_349, %484, %487, %iterArg_351, %428, %415, %421, %c_426, %429, %430, %413, %414, %iterArg_361, %c_427, %431, %433, %435, %iterArg_366, %iterArg_367, %iterArg_368, %iterArg_369 : tensor<f32>, tensor<i1>, tensor<i32>, tensor<7x7xf32>, tensor<7xf32>, tensor<16x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<7xf32>, tensor<i1>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<7xf32>, tensor<i1>, tensor<i32>, tensor<i1>, tensor<i1>, tensor<16x8xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i1>, tensor<16x8xf32>, tensor<f32>, tensor<f32>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<1xf32>, tensor<1x16x8xf32>, tensor<i32>
    }
    %c_321 = stablehlo.constant dense<0> : tensor<i32>
    %c_322 = stablehlo.constant dense<true> : tensor<i1>
    %321 = stablehlo.broadcast_in_dim %320#22, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %c_323 = stablehlo.constant dense<0> : tensor<i32>
    %322 = stablehlo.compare LT, %320#37, %c_323, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %323 = stablehlo.convert %320#37 : tensor<i32>
    %c_324 = stablehlo.constant dense<1> : tensor<i32>
    %324 = stablehlo.add %323, %c_324 : tensor<i32>
    %325 = stablehlo.select %322, %324, %320#37 : tensor<i1>, tensor<i32>
    %326 = stablehlo.dynamic_update_slice %320#35, %321, %325 : (tensor<1xf32>, tensor<1xf32>, tensor<i32>) -> tensor<1xf32>
    %c_325 = stablehlo.constant dense<1> : tensor<i32>
    %327 = "stablehlo.case"(%c_325) ({
      %349 = stablehlo.convert %320#37 : tensor<i32>
      %c_333 = stablehlo.constant dense<0> : tensor<i32>
      %350 = stablehlo.compare LT, %349, %c_333, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_334 = stablehlo.constant dense<1> : tensor<i32>
      %351 = stablehlo.add %349, %c_334 : tensor<i32>
      %352 = stablehlo.select %350, %351, %349 : tensor<i1>, tensor<i32>
      %c_335 = stablehlo.constant dense<0> : tensor<i32>
      %c_336 = stablehlo.constant dense<0> : tensor<i32>
      %353 = stablehlo.compare LT, %c_335, %c_336, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_337 = stablehlo.constant dense<0> : tensor<i32>
      %c_338 = stablehlo.constant dense<16> : tensor<i32>
      %354 = stablehlo.add %c_337, %c_338 : tensor<i32>
      %c_339 = stablehlo.constant dense<0> : tensor<i32>
      %355 = stablehlo.select %353, %354, %c_339 : tensor<i1>, tensor<i32>
      %c_340 = stablehlo.constant dense<0> : tensor<i32>
      %c_341 = stablehlo.constant dense<0> : tensor<i32>
      %356 = stablehlo.compare LT, %c_340, %c_341, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_342 = stablehlo.constant dense<0> : tensor<i32>
      %c_343 = stablehlo.constant dense<8> : tensor<i32>
      %357 = stablehlo.add %c_342, %c_343 : tensor<i32>
      %c_344 = stablehlo.constant dense<0> : tensor<i32>
      %358 = stablehlo.select %356, %357, %c_344 : tensor<i1>, tensor<i32>
      %359 = stablehlo.dynamic_slice %320#36, %352, %355, %358, sizes = [1, 16, 8] : (tensor<1x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x8xf32>
      %360 = stablehlo.reshape %359 : (tensor<1x16x8xf32>) -> tensor<16x8xf32>
      stablehlo.return %360 : tensor<16x8xf32>
    }, {
      stablehlo.return %320#21 : tensor<16x8xf32>
    }) : (tensor<i32>) -> tensor<16x8xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [1, 2] : (tensor<16x8xf32>) -> tensor<1x16x8xf32>
    %c_326 = stablehlo.constant dense<0> : tensor<i32>
    %329 = stablehlo.compare LT, %320#37, %c_326, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %330 = stablehlo.convert %320#37 : tensor<i32>
    %c_327 = stablehlo.constant dense<1> : tensor<i32>
    %331 = stablehlo.add %330, %c_327 : tensor<i32>
    %332 = stablehlo.select %329, %331, %320#37 : tensor<i1>, tensor<i32>
    %c_328 = stablehlo.constant dense<0> : tensor<i32>
    %c_329 = stablehlo.constant dense<0> : tensor<i32>
    %333 = stablehlo.dynamic_update_slice %320#36, %328, %332, %c_328, %c_329 : (tensor<1x16x8xf32>, tensor<1x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x8xf32>
    %334 = stablehlo.compare LT, %320#22, %7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %335 = stablehlo.and %334, %arg14 : tensor<i1>
    %c_330 = stablehlo.constant dense<1> : tensor<i32>
    %336 = call @_where_12(%335, %c_330, %320#30) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %337 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %339 = stablehlo.multiply %326, %338 : tensor<1xf32>
    %340 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %341 = stablehlo.multiply %5, %340 : tensor<f32>
    %342 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f32>
    %343 = stablehlo.multiply %7, %342 : tensor<f32>
    %c_331 = stablehlo.constant dense<0> : tensor<i32>
    %344 = stablehlo.compare EQ, %336, %c_331, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_332 = stablehlo.constant dense<11> : tensor<i32>
    %345 = stablehlo.compare EQ, %336, %c_332, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %346 = stablehlo.or %344, %345 : tensor<i1>
    %347 = stablehlo.not %346 : tensor<i1>
    %348 = call @branched_error_if_impl_13(%341, %343, %339, %333, %320#32, %320#33, %320#31, %336, %347, %336) : (tensor<f32>, tensor<f32>, tensor<1xf32>, tensor<1x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i1>, tensor<i32>) -> tensor<1x16x8xf32>
    return %348 : tensor<1x16x8xf32>
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
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<16x8xf32>) -> tensor<16x8xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<i1>, tensor<16x8xf32>
    return %2 : tensor<16x8xf32>
  }
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_where_5(%arg0: tensor<i1>, %arg1: tensor<16x8xf32>, %arg2: tensor<f32>) -> tensor<16x8xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<16x8xf32>
    return %2 : tensor<16x8xf32>
  }
  func.func private @_where_6(%arg0: tensor<16x8xi1>, %arg1: tensor<f32>, %arg2: tensor<16x8xf32>) -> tensor<16x8xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<16x8xi1>, tensor<16x8xf32>
    return %2 : tensor<16x8xf32>
  }
  func.func private @_where_7(%arg0: tensor<i1>, %arg1: tensor<16x8xf32>, %arg2: tensor<16x8xf32>) -> tensor<16x8xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<16x8xf32>
    return %0 : tensor<16x8xf32>
  }
  func.func private @_where_8(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_where_9(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
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
  func.func private @_where_10(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_where_11(%arg0: tensor<i1>, %arg1: tensor<i1>, %arg2: tensor<i1>) -> tensor<i1> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @_where_12(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @branched_error_if_impl_13(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<1xf32>, %arg3: tensor<1x16x8xf32>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<i32>, %arg8: tensor<i1>, %arg9: tensor<i32>) -> tensor<1x16x8xf32> {
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
