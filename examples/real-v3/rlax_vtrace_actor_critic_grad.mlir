module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xf32>, %arg1: tensor<24x64xf32>, %arg2: tensor<64x6xf32>, %arg3: tensor<64x1xf32>, %arg4: tensor<16x33x24xf32>, %arg5: tensor<16x32xi32>, %arg6: tensor<16x32xf32>, %arg7: tensor<16x32xf32>, %arg8: tensor<16x32x6xf32>) -> (tensor<64xf32> {jax.result_info = "result['b1']"}, tensor<24x64xf32> {jax.result_info = "result['w1']"}, tensor<64x6xf32> {jax.result_info = "result['wp']"}, tensor<64x1xf32> {jax.result_info = "result['wv']"}) {
    %0 = stablehlo.dot_general %arg4, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x33x24xf32>, tensor<24x64xf32>) -> tensor<16x33x64xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<16x33x64xf32>
    %3 = stablehlo.add %0, %2 : tensor<16x33x64xf32>
    %4 = call @relu(%3) : (tensor<16x33x64xf32>) -> tensor<16x33x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x33x64xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<16x33x64xf32>, tensor<16x33x64xf32>) -> tensor<16x33x64xi1>
    %7 = stablehlo.dot_general %4, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x33x64xf32>, tensor<64x6xf32>) -> tensor<16x33x6xf32>
    %8 = stablehlo.slice %7 [0:16, 0:32, 0:6] : (tensor<16x33x6xf32>) -> tensor<16x32x6xf32>
    %9 = stablehlo.dot_general %4, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x33x64xf32>, tensor<64x1xf32>) -> tensor<16x33x1xf32>
    %10 = stablehlo.reshape %9 : (tensor<16x33x1xf32>) -> tensor<16x33xf32>
    %11:3 = call @log_softmax(%8) : (tensor<16x32x6xf32>) -> (tensor<16x32x6xf32>, tensor<16x32x6xf32>, tensor<16x32x1xf32>)
    %12 = stablehlo.broadcast_in_dim %arg5, dims = [0, 1] : (tensor<16x32xi32>) -> tensor<16x32x1xi32>
    %13:2 = call @take_along_axis(%11#0, %12) : (tensor<16x32x6xf32>, tensor<16x32x1xi32>) -> (tensor<16x32x1xf32>, tensor<16x32x1x1xi32>)
    %14 = call @log_softmax_0(%arg8) : (tensor<16x32x6xf32>) -> tensor<16x32x6xf32>
    %15 = stablehlo.broadcast_in_dim %arg5, dims = [0, 1] : (tensor<16x32xi32>) -> tensor<16x32x1xi32>
    %16 = call @take_along_axis_1(%14, %15) : (tensor<16x32x6xf32>, tensor<16x32x1xi32>) -> tensor<16x32x1xf32>
    %17 = stablehlo.subtract %13#0, %16 : tensor<16x32x1xf32>
    %18 = stablehlo.reshape %17 : (tensor<16x32x1xf32>) -> tensor<16x32xf32>
    %19 = stablehlo.slice %10 [0:16, 0:32] : (tensor<16x33xf32>) -> tensor<16x32xf32>
    %20 = stablehlo.slice %10 [0:16, 1:33] : (tensor<16x33xf32>) -> tensor<16x32xf32>
    %21 = stablehlo.exponential %18 : tensor<16x32xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %22 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<32xi1>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<32xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %27 = stablehlo.minimum %26, %21 : tensor<16x32xf32>
    %28 = stablehlo.compare EQ, %21, %27, FLOAT : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xi1>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %31 = stablehlo.select %28, %29, %30 : tensor<16x32xi1>, tensor<16x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %33 = stablehlo.compare EQ, %32, %27, FLOAT : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xi1>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %36 = stablehlo.select %33, %34, %35 : tensor<16x32xi1>, tensor<16x32xf32>
    %37 = stablehlo.divide %31, %36 : tensor<16x32xf32>
    %38 = stablehlo.broadcast_in_dim %25, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %40 = stablehlo.multiply %27, %39 : tensor<16x32xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %42 = stablehlo.minimum %41, %21 : tensor<16x32xf32>
    %43 = stablehlo.compare EQ, %21, %42, FLOAT : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xi1>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %46 = stablehlo.select %43, %44, %45 : tensor<16x32xi1>, tensor<16x32xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %48 = stablehlo.compare EQ, %47, %42, FLOAT : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xi1>
    %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %51 = stablehlo.select %48, %49, %50 : tensor<16x32xi1>, tensor<16x32xf32>
    %52 = stablehlo.divide %46, %51 : tensor<16x32xf32>
    %53 = stablehlo.multiply %arg7, %20 : tensor<16x32xf32>
    %54 = stablehlo.add %arg6, %53 : tensor<16x32xf32>
    %55 = stablehlo.subtract %54, %19 : tensor<16x32xf32>
    %56 = stablehlo.multiply %42, %55 : tensor<16x32xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %58 = stablehlo.transpose %56, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %59 = stablehlo.transpose %arg7, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %60 = stablehlo.transpose %40, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %66:11 = stablehlo.while(%iterArg = %58, %iterArg_73 = %59, %iterArg_74 = %22, %iterArg_75 = %60, %iterArg_76 = %c_20, %iterArg_77 = %57, %iterArg_78 = %61, %iterArg_79 = %62, %iterArg_80 = %63, %iterArg_81 = %64, %iterArg_82 = %65) : tensor<32x16xf32>, tensor<32x16xf32>, tensor<32xi1>, tensor<32x16xf32>, tensor<i32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32x16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<32xf32>
    cond {
      %c_83 = stablehlo.constant dense<32> : tensor<i32>
      %239 = stablehlo.compare LT, %iterArg_76, %c_83, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %239 : tensor<i1>
    } do {
      %c_83 = stablehlo.constant dense<32> : tensor<i32>
      %239 = stablehlo.subtract %c_83, %iterArg_76 : tensor<i32>
      %c_84 = stablehlo.constant dense<1> : tensor<i32>
      %240 = stablehlo.subtract %239, %c_84 : tensor<i32>
      %241 = func.call @dynamic_index_in_dim(%iterArg, %240) : (tensor<32x16xf32>, tensor<i32>) -> tensor<16xf32>
      %242 = func.call @dynamic_index_in_dim(%iterArg_73, %240) : (tensor<32x16xf32>, tensor<i32>) -> tensor<16xf32>
      %243 = func.call @dynamic_index_in_dim_2(%iterArg_74, %240) : (tensor<32xi1>, tensor<i32>) -> tensor<i1>
      %244 = func.call @dynamic_index_in_dim(%iterArg_75, %240) : (tensor<32x16xf32>, tensor<i32>) -> tensor<16xf32>
      %245:6 = func.call @closed_call(%iterArg_77, %241, %242, %243, %244) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<i1>, tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<f32>, tensor<f32>)
      %246 = func.call @dynamic_update_index_in_dim(%iterArg_78, %245#1, %240) : (tensor<32x16xf32>, tensor<16xf32>, tensor<i32>) -> tensor<32x16xf32>
      %247 = func.call @dynamic_update_index_in_dim(%iterArg_79, %245#2, %240) : (tensor<32x16xf32>, tensor<16xf32>, tensor<i32>) -> tensor<32x16xf32>
      %248 = func.call @dynamic_update_index_in_dim(%iterArg_80, %245#3, %240) : (tensor<32x16xf32>, tensor<16xf32>, tensor<i32>) -> tensor<32x16xf32>
      %249 = func.call @dynamic_update_index_in_dim_3(%iterArg_81, %245#4, %240) : (tensor<32xf32>, tensor<f32>, tensor<i32>) -> tensor<32xf32>
      %250 = func.call @dynamic_update_index_in_dim_4(%iterArg_82, %245#5, %240) : (tensor<32xf32>, tensor<f32>, tensor<i32>) -> tensor<32xf32>
      %c_85 = stablehlo.constant dense<1> : tensor<i32>
      %251 = stablehlo.add %iterArg_76, %c_85 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_73, %iterArg_74, %iterArg_75, %251, %245#0, %246, %247, %248, %249, %250 : tensor<32x16xf32>, tensor<32x16xf32>, tensor<32xi1>, tensor<32x16xf32>, tensor<i32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32x16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<32xf32>
    }
    %67 = stablehlo.transpose %66#6, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %68 = stablehlo.add %67, %19 : tensor<16x32xf32>
    %69 = stablehlo.subtract %68, %19 : tensor<16x32xf32>
    %70 = stablehlo.transpose %66#6, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %c_21 = stablehlo.constant dense<true> : tensor<i1>
    %71 = stablehlo.select %c_21, %69, %70 : tensor<i1>, tensor<16x32xf32>
    %72 = stablehlo.add %71, %19 : tensor<16x32xf32>
    %73 = stablehlo.slice %25 [0:31] : (tensor<32xf32>) -> tensor<31xf32>
    %74 = stablehlo.slice %72 [0:16, 1:32] : (tensor<16x32xf32>) -> tensor<16x31xf32>
    %75 = stablehlo.broadcast_in_dim %73, dims = [1] : (tensor<31xf32>) -> tensor<1x31xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1] : (tensor<1x31xf32>) -> tensor<16x31xf32>
    %77 = stablehlo.multiply %76, %74 : tensor<16x31xf32>
    %78 = stablehlo.slice %25 [0:31] : (tensor<32xf32>) -> tensor<31xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<31xf32>
    %80 = stablehlo.subtract %79, %78 : tensor<31xf32>
    %81 = stablehlo.slice %19 [0:16, 1:32] : (tensor<16x32xf32>) -> tensor<16x31xf32>
    %82 = stablehlo.broadcast_in_dim %80, dims = [1] : (tensor<31xf32>) -> tensor<1x31xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1] : (tensor<1x31xf32>) -> tensor<16x31xf32>
    %84 = stablehlo.multiply %83, %81 : tensor<16x31xf32>
    %85 = stablehlo.add %77, %84 : tensor<16x31xf32>
    %86 = stablehlo.slice %20 [0:16, 31:32] : (tensor<16x32xf32>) -> tensor<16x1xf32>
    %87 = stablehlo.concatenate %85, %86, dim = 1 : (tensor<16x31xf32>, tensor<16x1xf32>) -> tensor<16x32xf32>
    %88 = stablehlo.multiply %arg7, %87 : tensor<16x32xf32>
    %89 = stablehlo.add %arg6, %88 : tensor<16x32xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %91 = stablehlo.minimum %90, %21 : tensor<16x32xf32>
    %92 = stablehlo.compare EQ, %21, %91, FLOAT : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xi1>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %95 = stablehlo.select %92, %93, %94 : tensor<16x32xi1>, tensor<16x32xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %97 = stablehlo.compare EQ, %96, %91, FLOAT : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xi1>
    %cst_27 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %100 = stablehlo.select %97, %98, %99 : tensor<16x32xi1>, tensor<16x32xf32>
    %101 = stablehlo.divide %95, %100 : tensor<16x32xf32>
    %102 = stablehlo.subtract %89, %19 : tensor<16x32xf32>
    %103 = stablehlo.multiply %91, %102 : tensor<16x32xf32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<16x32x6xf32>
    %106 = stablehlo.divide %8, %105 : tensor<16x32x6xf32>
    %107:3 = call @log_softmax_5(%106) : (tensor<16x32x6xf32>) -> (tensor<16x32x6xf32>, tensor<16x32x6xf32>, tensor<16x32x1xf32>)
    %108 = call @_one_hot(%arg5) : (tensor<16x32xi32>) -> tensor<16x32x6xf32>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %109 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<16x32xi32>
    %110 = stablehlo.compare LT, %arg5, %109, SIGNED : (tensor<16x32xi32>, tensor<16x32xi32>) -> tensor<16x32xi1>
    %c_32 = stablehlo.constant dense<5> : tensor<i32>
    %111 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i32>) -> tensor<16x32xi32>
    %112 = stablehlo.compare GT, %arg5, %111, SIGNED : (tensor<16x32xi32>, tensor<16x32xi32>) -> tensor<16x32xi1>
    %113 = stablehlo.or %110, %112 : tensor<16x32xi1>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<16x32x6xf32>
    %115 = stablehlo.compare EQ, %108, %114, FLOAT : (tensor<16x32x6xf32>, tensor<16x32x6xf32>) -> tensor<16x32x6xi1>
    %116 = stablehlo.multiply %107#0, %108 : tensor<16x32x6xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = call @_where(%115, %cst_34, %116) : (tensor<16x32x6xi1>, tensor<f32>, tensor<16x32x6xf32>) -> tensor<16x32x6xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.reduce(%117 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<16x32x6xf32>, tensor<f32>) -> tensor<16x32xf32>
    %cst_36 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %119 = call @_where_6(%113, %cst_36, %118) : (tensor<16x32xi1>, tensor<f32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %c_37 = stablehlo.constant dense<true> : tensor<i1>
    %120 = stablehlo.select %c_37, %103, %103 : tensor<i1>, tensor<16x32xf32>
    %121 = stablehlo.negate %119 : tensor<16x32xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<16x32x6xf32>
    %124 = stablehlo.divide %8, %123 : tensor<16x32x6xf32>
    %125:3 = call @log_softmax_5(%124) : (tensor<16x32x6xf32>) -> (tensor<16x32x6xf32>, tensor<16x32x6xf32>, tensor<16x32x1xf32>)
    %126:3 = call @log_softmax_7(%125#0) : (tensor<16x32x6xf32>) -> (tensor<16x32x6xf32>, tensor<16x32x6xf32>, tensor<16x32x1xf32>)
    %127 = stablehlo.exponential %126#0 : tensor<16x32x6xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<16x32x6xf32>
    %129 = stablehlo.compare EQ, %127, %128, FLOAT : (tensor<16x32x6xf32>, tensor<16x32x6xf32>) -> tensor<16x32x6xi1>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = call @_where_8(%129, %cst_41, %126#0) : (tensor<16x32x6xi1>, tensor<f32>, tensor<16x32x6xf32>) -> tensor<16x32x6xf32>
    %cst_42 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %132 = stablehlo.multiply %131, %71 : tensor<16x32xf32>
    %cst_43 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %133 = stablehlo.multiply %cst_43, %cst_44 : tensor<f32>
    %cst_45 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %134 = stablehlo.divide %133, %cst_45 : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_46 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %136 = stablehlo.multiply %cst_46, %cst_47 : tensor<f32>
    %cst_48 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %137 = stablehlo.divide %136, %cst_48 : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %139 = stablehlo.multiply %138, %132 : tensor<16x32xf32>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_50 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %140 = stablehlo.divide %cst_49, %cst_50 : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %142 = stablehlo.negate %135 : tensor<16xf32>
    %cst_51 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %144 = stablehlo.divide %142, %143 : tensor<16xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0] : (tensor<16xf32>) -> tensor<16x32xf32>
    %146 = stablehlo.multiply %145, %122 : tensor<16x32xf32>
    %147 = stablehlo.negate %146 : tensor<16x32xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1] : (tensor<16x32xf32>) -> tensor<16x32x6xf32>
    %149 = stablehlo.multiply %130, %148 : tensor<16x32x6xf32>
    %150 = stablehlo.multiply %148, %127 : tensor<16x32x6xf32>
    %151 = call @_where_9(%129, %150) : (tensor<16x32x6xi1>, tensor<16x32x6xf32>) -> tensor<16x32x6xf32>
    %152 = stablehlo.multiply %149, %127 : tensor<16x32x6xf32>
    %153 = stablehlo.add %151, %152 : tensor<16x32x6xf32>
    %154 = call @log_softmax_10(%126#1, %126#2, %153) : (tensor<16x32x6xf32>, tensor<16x32x1xf32>, tensor<16x32x6xf32>) -> tensor<16x32x6xf32>
    %155 = call @log_softmax_11(%125#1, %125#2, %154) : (tensor<16x32x6xf32>, tensor<16x32x1xf32>, tensor<16x32x6xf32>) -> tensor<16x32x6xf32>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<16x32x6xf32>
    %157 = stablehlo.divide %155, %156 : tensor<16x32x6xf32>
    %cst_53 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %159 = stablehlo.divide %141, %158 : tensor<16xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0] : (tensor<16xf32>) -> tensor<16x32xf32>
    %161 = stablehlo.multiply %160, %104 : tensor<16x32xf32>
    %162 = stablehlo.multiply %121, %161 : tensor<16x32xf32>
    %163 = stablehlo.multiply %161, %120 : tensor<16x32xf32>
    %164 = stablehlo.negate %163 : tensor<16x32xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %c_55 = stablehlo.constant dense<true> : tensor<i1>
    %166 = stablehlo.select %c_55, %165, %162 : tensor<i1>, tensor<16x32xf32>
    %167 = call @_where_12(%113, %164) : (tensor<16x32xi1>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1] : (tensor<16x32xf32>) -> tensor<16x32x6xf32>
    %169 = stablehlo.multiply %168, %108 : tensor<16x32x6xf32>
    %170 = call @log_softmax_11(%107#1, %107#2, %169) : (tensor<16x32x6xf32>, tensor<16x32x1xf32>, tensor<16x32x6xf32>) -> tensor<16x32x6xf32>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<16x32x6xf32>
    %172 = stablehlo.divide %170, %171 : tensor<16x32x6xf32>
    %173 = stablehlo.add %157, %172 : tensor<16x32x6xf32>
    %174 = stablehlo.multiply %91, %166 : tensor<16x32xf32>
    %175 = stablehlo.multiply %166, %102 : tensor<16x32xf32>
    %176 = stablehlo.negate %174 : tensor<16x32xf32>
    %177 = stablehlo.multiply %175, %101 : tensor<16x32xf32>
    %178 = stablehlo.multiply %arg7, %174 : tensor<16x32xf32>
    %179 = stablehlo.slice %178 [0:16, 0:31] : (tensor<16x32xf32>) -> tensor<16x31xf32>
    %180 = stablehlo.slice %178 [0:16, 31:32] : (tensor<16x32xf32>) -> tensor<16x1xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %181 = stablehlo.pad %180, %cst_57, low = [0, 31], high = [0, 0], interior = [0, 0] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16x32xf32>
    %182 = stablehlo.broadcast_in_dim %82, dims = [0, 1] : (tensor<1x31xf32>) -> tensor<16x31xf32>
    %183 = stablehlo.multiply %182, %179 : tensor<16x31xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.pad %183, %cst_58, low = [0, 1], high = [0, 0], interior = [0, 0] : (tensor<16x31xf32>, tensor<f32>) -> tensor<16x32xf32>
    %185 = stablehlo.add %176, %184 : tensor<16x32xf32>
    %186 = stablehlo.broadcast_in_dim %75, dims = [0, 1] : (tensor<1x31xf32>) -> tensor<16x31xf32>
    %187 = stablehlo.multiply %186, %179 : tensor<16x31xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %188 = stablehlo.pad %187, %cst_59, low = [0, 1], high = [0, 0], interior = [0, 0] : (tensor<16x31xf32>, tensor<f32>) -> tensor<16x32xf32>
    %189 = stablehlo.add %139, %188 : tensor<16x32xf32>
    %190 = stablehlo.add %185, %188 : tensor<16x32xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %c_61 = stablehlo.constant dense<true> : tensor<i1>
    %192 = stablehlo.select %c_61, %191, %189 : tensor<i1>, tensor<16x32xf32>
    %c_62 = stablehlo.constant dense<true> : tensor<i1>
    %193 = stablehlo.select %c_62, %189, %191 : tensor<i1>, tensor<16x32xf32>
    %194 = stablehlo.transpose %192, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %195 = stablehlo.negate %193 : tensor<16x32xf32>
    %196 = stablehlo.add %190, %195 : tensor<16x32xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %c_66 = stablehlo.constant dense<0> : tensor<i32>
    %200:10 = stablehlo.while(%iterArg = %194, %iterArg_73 = %59, %iterArg_74 = %66#7, %iterArg_75 = %66#8, %iterArg_76 = %66#9, %iterArg_77 = %66#10, %iterArg_78 = %c_66, %iterArg_79 = %197, %iterArg_80 = %198, %iterArg_81 = %199) : tensor<32x16xf32>, tensor<32x16xf32>, tensor<32x16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32x16xf32>
    cond {
      %c_82 = stablehlo.constant dense<32> : tensor<i32>
      %239 = stablehlo.compare LT, %iterArg_78, %c_82, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %239 : tensor<i1>
    } do {
      %239 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_78) : (tensor<32x16xf32>, tensor<i32>) -> tensor<16xf32>
      %240 = func.call @dynamic_index_in_dim(%iterArg_73, %iterArg_78) : (tensor<32x16xf32>, tensor<i32>) -> tensor<16xf32>
      %241 = func.call @dynamic_index_in_dim(%iterArg_74, %iterArg_78) : (tensor<32x16xf32>, tensor<i32>) -> tensor<16xf32>
      %242 = func.call @dynamic_index_in_dim(%iterArg_75, %iterArg_78) : (tensor<32x16xf32>, tensor<i32>) -> tensor<16xf32>
      %243 = func.call @dynamic_index_in_dim_13(%iterArg_76, %iterArg_78) : (tensor<32xf32>, tensor<i32>) -> tensor<f32>
      %244 = func.call @dynamic_index_in_dim_14(%iterArg_77, %iterArg_78) : (tensor<32xf32>, tensor<i32>) -> tensor<f32>
      %245:3 = func.call @closed_call_15(%iterArg_79, %239, %240, %241, %242, %243, %244) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<f32>, tensor<f32>) -> (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>)
      %246 = func.call @dynamic_update_index_in_dim(%iterArg_80, %245#1, %iterArg_78) : (tensor<32x16xf32>, tensor<16xf32>, tensor<i32>) -> tensor<32x16xf32>
      %247 = func.call @dynamic_update_index_in_dim(%iterArg_81, %245#2, %iterArg_78) : (tensor<32x16xf32>, tensor<16xf32>, tensor<i32>) -> tensor<32x16xf32>
      %c_82 = stablehlo.constant dense<1> : tensor<i32>
      %248 = stablehlo.add %iterArg_78, %c_82 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_73, %iterArg_74, %iterArg_75, %iterArg_76, %iterArg_77, %248, %245#0, %246, %247 : tensor<32x16xf32>, tensor<32x16xf32>, tensor<32x16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32x16xf32>
    }
    %201 = stablehlo.transpose %200#9, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %202 = stablehlo.transpose %200#8, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %203 = stablehlo.multiply %42, %202 : tensor<16x32xf32>
    %204 = stablehlo.multiply %202, %55 : tensor<16x32xf32>
    %205 = stablehlo.negate %203 : tensor<16x32xf32>
    %206 = stablehlo.add %196, %205 : tensor<16x32xf32>
    %207 = stablehlo.multiply %arg7, %203 : tensor<16x32xf32>
    %208 = stablehlo.add %181, %207 : tensor<16x32xf32>
    %209 = stablehlo.multiply %204, %52 : tensor<16x32xf32>
    %210 = stablehlo.add %177, %209 : tensor<16x32xf32>
    %211 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %212 = stablehlo.multiply %201, %211 : tensor<16x32xf32>
    %213 = stablehlo.multiply %212, %37 : tensor<16x32xf32>
    %214 = stablehlo.add %210, %213 : tensor<16x32xf32>
    %215 = stablehlo.multiply %214, %21 : tensor<16x32xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %216 = stablehlo.pad %208, %cst_67, low = [0, 1], high = [0, 0], interior = [0, 0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16x33xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %217 = stablehlo.pad %206, %cst_68, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16x33xf32>
    %218 = stablehlo.add %216, %217 : tensor<16x33xf32>
    %219 = stablehlo.broadcast_in_dim %215, dims = [0, 1] : (tensor<16x32xf32>) -> tensor<16x32x1xf32>
    %220 = call @take_along_axis_16(%13#1, %219) : (tensor<16x32x1x1xi32>, tensor<16x32x1xf32>) -> tensor<16x32x6xf32>
    %221 = call @log_softmax_17(%11#1, %11#2, %220) : (tensor<16x32x6xf32>, tensor<16x32x1xf32>, tensor<16x32x6xf32>) -> tensor<16x32x6xf32>
    %222 = stablehlo.add %173, %221 : tensor<16x32x6xf32>
    %223 = stablehlo.broadcast_in_dim %218, dims = [0, 1] : (tensor<16x33xf32>) -> tensor<16x33x1xf32>
    %224 = stablehlo.dot_general %223, %4, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x33x1xf32>, tensor<16x33x64xf32>) -> tensor<1x64xf32>
    %225 = stablehlo.transpose %224, dims = [1, 0] : (tensor<1x64xf32>) -> tensor<64x1xf32>
    %226 = stablehlo.dot_general %223, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x33x1xf32>, tensor<64x1xf32>) -> tensor<16x33x64xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %227 = stablehlo.pad %222, %cst_69, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<16x32x6xf32>, tensor<f32>) -> tensor<16x33x6xf32>
    %228 = stablehlo.dot_general %227, %4, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x33x6xf32>, tensor<16x33x64xf32>) -> tensor<6x64xf32>
    %229 = stablehlo.transpose %228, dims = [1, 0] : (tensor<6x64xf32>) -> tensor<64x6xf32>
    %230 = stablehlo.dot_general %227, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x33x6xf32>, tensor<64x6xf32>) -> tensor<16x33x64xf32>
    %231 = stablehlo.add %226, %230 : tensor<16x33x64xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<16x33x64xf32>
    %233 = stablehlo.select %6, %231, %232 : tensor<16x33x64xi1>, tensor<16x33x64xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %234 = stablehlo.reduce(%233 init: %cst_71) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x33x64xf32>, tensor<f32>) -> tensor<64xf32>
    %235 = stablehlo.reshape %234 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %236 = stablehlo.reduce(%235 init: %cst_72) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %237 = stablehlo.dot_general %233, %arg4, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x33x64xf32>, tensor<16x33x24xf32>) -> tensor<64x24xf32>
    %238 = stablehlo.transpose %237, dims = [1, 0] : (tensor<64x24xf32>) -> tensor<24x64xf32>
    return %236, %238, %229, %225 : tensor<64xf32>, tensor<24x64xf32>, tensor<64x6xf32>, tensor<64x1xf32>
  }
  func.func private @relu(%arg0: tensor<16x33x64xf32>) -> tensor<16x33x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x33x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<16x33x64xf32>
    return %1 : tensor<16x33x64xf32>
  }
  func.func private @log_softmax(%arg0: tensor<16x32x6xf32>) -> (tensor<16x32x6xf32>, tensor<16x32x6xf32>, tensor<16x32x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<16x32x6xf32>, tensor<f32>) -> tensor<16x32xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<16x32xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<16x32xf32>) -> tensor<16x32x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<16x32x1xf32>) -> tensor<16x32x6xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<16x32x6xf32>
    %6 = stablehlo.exponential %5 : tensor<16x32x6xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<16x32x6xf32>, tensor<f32>) -> tensor<16x32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<16x32xf32>) -> tensor<16x32x1xf32>
    %9 = stablehlo.log %8 : tensor<16x32x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<16x32x1xf32>) -> tensor<16x32x6xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<16x32x6xf32>
    return %11, %6, %8 : tensor<16x32x6xf32>, tensor<16x32x6xf32>, tensor<16x32x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<16x32x6xf32>, %arg1: tensor<16x32x1xi32>) -> (tensor<16x32x1xf32>, tensor<16x32x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x32x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<16x32x1xi32>, tensor<16x32x1xi32>) -> tensor<16x32x1xi1>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16x32x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<16x32x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<16x32x1xi1>, tensor<16x32x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<16x32x1xi32>) -> tensor<16x32x1x1xi32>
    %c_1 = stablehlo.constant dense<5> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16x32x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<16x32x1x1xi32>, tensor<16x32x1x1xi32>) -> tensor<16x32x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<16x32x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<16x32x1x1xi32>, tensor<16x32x1x1xi32>) -> tensor<16x32x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<16x32x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<16x32x1x1xi1>, tensor<i1>) -> tensor<16x32x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<16x32x6xf32>, tensor<16x32x1x1xi32>) -> tensor<16x32x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x32x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<16x32x1xi1>, tensor<16x32x1xf32>
    return %15, %5 : tensor<16x32x1xf32>, tensor<16x32x1x1xi32>
  }
  func.func private @log_softmax_0(%arg0: tensor<16x32x6xf32>) -> tensor<16x32x6xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<16x32x6xf32>, tensor<f32>) -> tensor<16x32xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<16x32xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<16x32xf32>) -> tensor<16x32x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<16x32x1xf32>) -> tensor<16x32x6xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<16x32x6xf32>
    %6 = stablehlo.exponential %5 : tensor<16x32x6xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<16x32x6xf32>, tensor<f32>) -> tensor<16x32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<16x32xf32>) -> tensor<16x32x1xf32>
    %9 = stablehlo.log %8 : tensor<16x32x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<16x32x1xf32>) -> tensor<16x32x6xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<16x32x6xf32>
    return %11 : tensor<16x32x6xf32>
  }
  func.func private @take_along_axis_1(%arg0: tensor<16x32x6xf32>, %arg1: tensor<16x32x1xi32>) -> tensor<16x32x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x32x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<16x32x1xi32>, tensor<16x32x1xi32>) -> tensor<16x32x1xi1>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16x32x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<16x32x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<16x32x1xi1>, tensor<16x32x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<16x32x1xi32>) -> tensor<16x32x1x1xi32>
    %c_1 = stablehlo.constant dense<5> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16x32x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<16x32x1x1xi32>, tensor<16x32x1x1xi32>) -> tensor<16x32x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<16x32x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<16x32x1x1xi32>, tensor<16x32x1x1xi32>) -> tensor<16x32x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<16x32x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<16x32x1x1xi1>, tensor<i1>) -> tensor<16x32x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<16x32x6xf32>, tensor<16x32x1x1xi32>) -> tensor<16x32x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x32x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<16x32x1xi1>, tensor<16x32x1xf32>
    return %15 : tensor<16x32x1xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<32x16xf32>, %arg1: tensor<i32>) -> tensor<16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 16] : (tensor<32x16xf32>, tensor<i32>, tensor<i32>) -> tensor<1x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16xf32>) -> tensor<16xf32>
    return %1 : tensor<16xf32>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<32xi1>, %arg1: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<32xi1>, tensor<i32>) -> tensor<1xi1>
    %1 = stablehlo.reshape %0 : (tensor<1xi1>) -> tensor<i1>
    return %1 : tensor<i1>
  }
  func.func private @closed_call(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<i1>, %arg4: tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<f32>, tensor<f32>) {
    %0 = stablehlo.multiply %arg2, %arg4 : tensor<16xf32>
    %1 = stablehlo.convert %arg0 : tensor<16xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<16xf32>
    %3 = stablehlo.add %arg1, %2 : tensor<16xf32>
    %4 = stablehlo.convert %arg3 : (tensor<i1>) -> tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %6 = stablehlo.multiply %5, %3 : tensor<16xf32>
    %7 = stablehlo.convert %arg3 : (tensor<i1>) -> tensor<f32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.subtract %cst, %7 : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %10 = stablehlo.multiply %9, %arg0 : tensor<16xf32>
    %11 = stablehlo.convert %10 : tensor<16xf32>
    %12 = stablehlo.add %6, %11 : tensor<16xf32>
    return %12, %12, %1, %0, %4, %8 : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<f32>, tensor<f32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<32x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<i32>) -> tensor<32x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<32x16xf32>, tensor<1x16xf32>, tensor<i32>, tensor<i32>) -> tensor<32x16xf32>
    return %1 : tensor<32x16xf32>
  }
  func.func private @dynamic_update_index_in_dim_3(%arg0: tensor<32xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<32xf32>, tensor<1xf32>, tensor<i32>) -> tensor<32xf32>
    return %1 : tensor<32xf32>
  }
  func.func private @dynamic_update_index_in_dim_4(%arg0: tensor<32xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<32xf32>, tensor<1xf32>, tensor<i32>) -> tensor<32xf32>
    return %1 : tensor<32xf32>
  }
  func.func private @log_softmax_5(%arg0: tensor<16x32x6xf32>) -> (tensor<16x32x6xf32>, tensor<16x32x6xf32>, tensor<16x32x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<16x32x6xf32>, tensor<f32>) -> tensor<16x32xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<16x32xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<16x32xf32>) -> tensor<16x32x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<16x32x1xf32>) -> tensor<16x32x6xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<16x32x6xf32>
    %6 = stablehlo.exponential %5 : tensor<16x32x6xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<16x32x6xf32>, tensor<f32>) -> tensor<16x32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<16x32xf32>) -> tensor<16x32x1xf32>
    %9 = stablehlo.log %8 : tensor<16x32x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<16x32x1xf32>) -> tensor<16x32x6xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<16x32x6xf32>
    return %11, %6, %8 : tensor<16x32x6xf32>, tensor<16x32x6xf32>, tensor<16x32x1xf32>
  }
  func.func private @_one_hot(%arg0: tensor<16x32xi32>) -> tensor<16x32x6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<16x32xi32>) -> tensor<16x32x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x6xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<1x6xi32>) -> tensor<1x1x6xi32>
    %3 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<16x32x1xi32>) -> tensor<16x32x6xi32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<1x1x6xi32>) -> tensor<16x32x6xi32>
    %5 = stablehlo.compare EQ, %3, %4, SIGNED : (tensor<16x32x6xi32>, tensor<16x32x6xi32>) -> tensor<16x32x6xi1>
    %6 = stablehlo.convert %5 : (tensor<16x32x6xi1>) -> tensor<16x32x6xf32>
    return %6 : tensor<16x32x6xf32>
  }
  func.func private @_where(%arg0: tensor<16x32x6xi1>, %arg1: tensor<f32>, %arg2: tensor<16x32x6xf32>) -> tensor<16x32x6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<32x6xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2] : (tensor<32x6xf32>) -> tensor<16x32x6xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<16x32x6xi1>, tensor<16x32x6xf32>
    return %2 : tensor<16x32x6xf32>
  }
  func.func private @_where_6(%arg0: tensor<16x32xi1>, %arg1: tensor<f32>, %arg2: tensor<16x32xf32>) -> tensor<16x32xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %3 = stablehlo.select %arg0, %2, %arg2 : tensor<16x32xi1>, tensor<16x32xf32>
    return %3 : tensor<16x32xf32>
  }
  func.func private @log_softmax_7(%arg0: tensor<16x32x6xf32>) -> (tensor<16x32x6xf32>, tensor<16x32x6xf32>, tensor<16x32x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<16x32x6xf32>, tensor<f32>) -> tensor<16x32xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<16x32xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<16x32xf32>) -> tensor<16x32x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<16x32x1xf32>) -> tensor<16x32x6xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<16x32x6xf32>
    %6 = stablehlo.exponential %5 : tensor<16x32x6xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<16x32x6xf32>, tensor<f32>) -> tensor<16x32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<16x32xf32>) -> tensor<16x32x1xf32>
    %9 = stablehlo.log %8 : tensor<16x32x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<16x32x1xf32>) -> tensor<16x32x6xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<16x32x6xf32>
    return %11, %6, %8 : tensor<16x32x6xf32>, tensor<16x32x6xf32>, tensor<16x32x1xf32>
  }
  func.func private @_where_8(%arg0: tensor<16x32x6xi1>, %arg1: tensor<f32>, %arg2: tensor<16x32x6xf32>) -> tensor<16x32x6xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<32x6xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<32x6xf32>) -> tensor<16x32x6xf32>
    %3 = stablehlo.select %arg0, %2, %arg2 : tensor<16x32x6xi1>, tensor<16x32x6xf32>
    return %3 : tensor<16x32x6xf32>
  }
  func.func private @_where_9(%arg0: tensor<16x32x6xi1>, %arg1: tensor<16x32x6xf32>) -> tensor<16x32x6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x32x6xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<16x32x6xi1>, tensor<16x32x6xf32>
    return %1 : tensor<16x32x6xf32>
  }
  func.func private @log_softmax_10(%arg0: tensor<16x32x6xf32>, %arg1: tensor<16x32x1xf32>, %arg2: tensor<16x32x6xf32>) -> tensor<16x32x6xf32> {
    %0 = stablehlo.negate %arg2 : tensor<16x32x6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<16x32x6xf32>, tensor<f32>) -> tensor<16x32xf32>
    %2 = stablehlo.reshape %1 : (tensor<16x32xf32>) -> tensor<16x32x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<16x32x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<16x32x1xf32>, tensor<f32>) -> tensor<16x32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<16x32xf32>) -> tensor<16x32x6xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<16x32x6xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<16x32x6xf32>
    return %7 : tensor<16x32x6xf32>
  }
  func.func private @log_softmax_11(%arg0: tensor<16x32x6xf32>, %arg1: tensor<16x32x1xf32>, %arg2: tensor<16x32x6xf32>) -> tensor<16x32x6xf32> {
    %0 = stablehlo.negate %arg2 : tensor<16x32x6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<16x32x6xf32>, tensor<f32>) -> tensor<16x32xf32>
    %2 = stablehlo.reshape %1 : (tensor<16x32xf32>) -> tensor<16x32x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<16x32x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<16x32x1xf32>, tensor<f32>) -> tensor<16x32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<16x32xf32>) -> tensor<16x32x6xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<16x32x6xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<16x32x6xf32>
    return %7 : tensor<16x32x6xf32>
  }
  func.func private @_where_12(%arg0: tensor<16x32xi1>, %arg1: tensor<16x32xf32>) -> tensor<16x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<16x32xi1>, tensor<16x32xf32>
    return %1 : tensor<16x32xf32>
  }
  func.func private @dynamic_index_in_dim_13(%arg0: tensor<32xf32>, %arg1: tensor<i32>) -> tensor<f32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<32xf32>, tensor<i32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @dynamic_index_in_dim_14(%arg0: tensor<32xf32>, %arg1: tensor<i32>) -> tensor<f32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<32xf32>, tensor<i32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @closed_call_15(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<f32>, %arg6: tensor<f32>) -> (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<16xf32>
    %1 = stablehlo.convert %0 : tensor<16xf32>
    %2 = stablehlo.broadcast_in_dim %arg6, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<16xf32>
    %4 = stablehlo.broadcast_in_dim %arg5, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.multiply %4, %0 : tensor<16xf32>
    %6 = stablehlo.multiply %arg4, %5 : tensor<16xf32>
    %7 = stablehlo.multiply %5, %arg3 : tensor<16xf32>
    %8 = stablehlo.add %3, %6 : tensor<16xf32>
    %9 = stablehlo.multiply %arg2, %7 : tensor<16xf32>
    return %8, %5, %9 : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
  }
  func.func private @take_along_axis_16(%arg0: tensor<16x32x1x1xi32>, %arg1: tensor<16x32x1xf32>) -> tensor<16x32x6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x32x6xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<16x32x6xf32>, tensor<16x32x1x1xi32>, tensor<16x32x1xf32>) -> tensor<16x32x6xf32>
    return %1 : tensor<16x32x6xf32>
  }
  func.func private @log_softmax_17(%arg0: tensor<16x32x6xf32>, %arg1: tensor<16x32x1xf32>, %arg2: tensor<16x32x6xf32>) -> tensor<16x32x6xf32> {
    %0 = stablehlo.negate %arg2 : tensor<16x32x6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<16x32x6xf32>, tensor<f32>) -> tensor<16x32xf32>
    %2 = stablehlo.reshape %1 : (tensor<16x32xf32>) -> tensor<16x32x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<16x32x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<16x32x1xf32>, tensor<f32>) -> tensor<16x32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<16x32xf32>) -> tensor<16x32x6xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<16x32x6xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<16x32x6xf32>
    return %7 : tensor<16x32x6xf32>
  }
}
