module @jit_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xf32>, %arg1: tensor<16xf32>, %arg2: tensor<8x64xf32>, %arg3: tensor<64x16xf32>, %arg4: tensor<64xf32>, %arg5: tensor<16xf32>, %arg6: tensor<8x64xf32>, %arg7: tensor<64x16xf32>, %arg8: tensor<64xf32>, %arg9: tensor<16xf32>, %arg10: tensor<8x64xf32>, %arg11: tensor<64x16xf32>, %arg12: tensor<64xf32>, %arg13: tensor<16xf32>, %arg14: tensor<8x64xf32>, %arg15: tensor<64x16xf32>, %arg16: tensor<256x8xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<64xf32> {jax.result_info = "result[1][0]['b1']"}, tensor<16xf32> {jax.result_info = "result[1][0]['b2']"}, tensor<8x64xf32> {jax.result_info = "result[1][0]['w1']"}, tensor<64x16xf32> {jax.result_info = "result[1][0]['w2']"}, tensor<64xf32> {jax.result_info = "result[1][1]['b1']"}, tensor<16xf32> {jax.result_info = "result[1][1]['b2']"}, tensor<8x64xf32> {jax.result_info = "result[1][1]['w1']"}, tensor<64x16xf32> {jax.result_info = "result[1][1]['w2']"}, tensor<64xf32> {jax.result_info = "result[1][2]['b1']"}, tensor<16xf32> {jax.result_info = "result[1][2]['b2']"}, tensor<8x64xf32> {jax.result_info = "result[1][2]['w1']"}, tensor<64x16xf32> {jax.result_info = "result[1][2]['w2']"}, tensor<64xf32> {jax.result_info = "result[1][3]['b1']"}, tensor<16xf32> {jax.result_info = "result[1][3]['b2']"}, tensor<8x64xf32> {jax.result_info = "result[1][3]['w1']"}, tensor<64x16xf32> {jax.result_info = "result[1][3]['w2']"}) {
    %c = stablehlo.constant dense<[true, false, true, false, true, false, true, false]> : tensor<8xi1>
    %c_0 = stablehlo.constant dense<[true, false, true, false, true, false, true, false]> : tensor<8xi1>
    %c_1 = stablehlo.constant dense<[false, true, false, true, false, true, false, true]> : tensor<8xi1>
    %c_2 = stablehlo.constant dense<[false, true, false, true, false, true, false, true]> : tensor<8xi1>
    %c_3 = stablehlo.constant dense<[true, false, true, false, true, false, true, false]> : tensor<8xi1>
    %c_4 = stablehlo.constant dense<[false, true, false, true, false, true, false, true]> : tensor<8xi1>
    %c_5 = stablehlo.constant dense<[false, true, false, true, false, true, false, true]> : tensor<8xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %3 = stablehlo.divide %2, %1 : tensor<8xf32>
    %4 = stablehlo.abs %1 : tensor<8xf32>
    %5 = stablehlo.log %4 : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = call @_where(%c, %arg16, %cst_9) : (tensor<8xi1>, tensor<256x8xf32>, tensor<f32>) -> tensor<256x8xf32>
    %8 = stablehlo.dot_general %7, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x8xf32>, tensor<8x64xf32>) -> tensor<256x64xf32>
    %9 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<256x64xf32>
    %11 = stablehlo.add %8, %10 : tensor<256x64xf32>
    %12 = stablehlo.tanh %11 : tensor<256x64xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %14 = stablehlo.subtract %13, %12 : tensor<256x64xf32>
    %15 = stablehlo.dot_general %12, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x16xf32>) -> tensor<256x16xf32>
    %16 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<256x16xf32>
    %18 = stablehlo.add %15, %17 : tensor<256x16xf32>
    %19 = stablehlo.slice %18 [0:256, 0:8] : (tensor<256x16xf32>) -> tensor<256x8xf32>
    %20 = stablehlo.slice %18 [0:256, 8:16] : (tensor<256x16xf32>) -> tensor<256x8xf32>
    %21 = stablehlo.tanh %20 : tensor<256x8xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<256x8xf32>
    %23 = stablehlo.subtract %22, %21 : tensor<256x8xf32>
    %24 = stablehlo.negate %21 : tensor<256x8xf32>
    %25 = stablehlo.exponential %24 : tensor<256x8xf32>
    %26 = stablehlo.subtract %arg16, %19 : tensor<256x8xf32>
    %27 = stablehlo.multiply %25, %26 : tensor<256x8xf32>
    %28 = stablehlo.negate %21 : tensor<256x8xf32>
    %29:2 = call @_where_0(%c, %arg16, %27) : (tensor<8xi1>, tensor<256x8xf32>, tensor<256x8xf32>) -> (tensor<256x8xf32>, tensor<256x8xi1>)
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30:2 = call @_where_1(%c_0, %cst_12, %28) : (tensor<8xi1>, tensor<f32>, tensor<256x8xf32>) -> (tensor<256x8xf32>, tensor<256x8xi1>)
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%30#0 init: %cst_13) applies stablehlo.add across dimensions = [1] : (tensor<256x8xf32>, tensor<f32>) -> tensor<256xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32:2 = call @_where_2(%c_1, %29#0, %cst_14) : (tensor<8xi1>, tensor<256x8xf32>, tensor<f32>) -> (tensor<256x8xf32>, tensor<256x8xi1>)
    %33 = stablehlo.dot_general %32#0, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x8xf32>, tensor<8x64xf32>) -> tensor<256x64xf32>
    %34 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<256x64xf32>
    %36 = stablehlo.add %33, %35 : tensor<256x64xf32>
    %37 = stablehlo.tanh %36 : tensor<256x64xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %39 = stablehlo.subtract %38, %37 : tensor<256x64xf32>
    %40 = stablehlo.dot_general %37, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x16xf32>) -> tensor<256x16xf32>
    %41 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<256x16xf32>
    %43 = stablehlo.add %40, %42 : tensor<256x16xf32>
    %44 = stablehlo.slice %43 [0:256, 0:8] : (tensor<256x16xf32>) -> tensor<256x8xf32>
    %45 = stablehlo.slice %43 [0:256, 8:16] : (tensor<256x16xf32>) -> tensor<256x8xf32>
    %46 = stablehlo.tanh %45 : tensor<256x8xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<256x8xf32>
    %48 = stablehlo.subtract %47, %46 : tensor<256x8xf32>
    %49 = stablehlo.negate %46 : tensor<256x8xf32>
    %50 = stablehlo.exponential %49 : tensor<256x8xf32>
    %51 = stablehlo.subtract %29#0, %44 : tensor<256x8xf32>
    %52 = stablehlo.multiply %50, %51 : tensor<256x8xf32>
    %53 = stablehlo.negate %46 : tensor<256x8xf32>
    %54:2 = call @_where_3(%c_1, %29#0, %52) : (tensor<8xi1>, tensor<256x8xf32>, tensor<256x8xf32>) -> (tensor<256x8xf32>, tensor<256x8xi1>)
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55:2 = call @_where_1(%c_2, %cst_17, %53) : (tensor<8xi1>, tensor<f32>, tensor<256x8xf32>) -> (tensor<256x8xf32>, tensor<256x8xi1>)
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%55#0 init: %cst_18) applies stablehlo.add across dimensions = [1] : (tensor<256x8xf32>, tensor<f32>) -> tensor<256xf32>
    %57 = stablehlo.add %31, %56 : tensor<256xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58:2 = call @_where_2(%c_3, %54#0, %cst_19) : (tensor<8xi1>, tensor<256x8xf32>, tensor<f32>) -> (tensor<256x8xf32>, tensor<256x8xi1>)
    %59 = stablehlo.dot_general %58#0, %arg10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x8xf32>, tensor<8x64xf32>) -> tensor<256x64xf32>
    %60 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<256x64xf32>
    %62 = stablehlo.add %59, %61 : tensor<256x64xf32>
    %63 = stablehlo.tanh %62 : tensor<256x64xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %65 = stablehlo.subtract %64, %63 : tensor<256x64xf32>
    %66 = stablehlo.dot_general %63, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x16xf32>) -> tensor<256x16xf32>
    %67 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<256x16xf32>
    %69 = stablehlo.add %66, %68 : tensor<256x16xf32>
    %70 = stablehlo.slice %69 [0:256, 0:8] : (tensor<256x16xf32>) -> tensor<256x8xf32>
    %71 = stablehlo.slice %69 [0:256, 8:16] : (tensor<256x16xf32>) -> tensor<256x8xf32>
    %72 = stablehlo.tanh %71 : tensor<256x8xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<256x8xf32>
    %74 = stablehlo.subtract %73, %72 : tensor<256x8xf32>
    %75 = stablehlo.negate %72 : tensor<256x8xf32>
    %76 = stablehlo.exponential %75 : tensor<256x8xf32>
    %77 = stablehlo.subtract %54#0, %70 : tensor<256x8xf32>
    %78 = stablehlo.multiply %76, %77 : tensor<256x8xf32>
    %79 = stablehlo.negate %72 : tensor<256x8xf32>
    %80:2 = call @_where_3(%c_3, %54#0, %78) : (tensor<8xi1>, tensor<256x8xf32>, tensor<256x8xf32>) -> (tensor<256x8xf32>, tensor<256x8xi1>)
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81:2 = call @_where_1(%c_0, %cst_22, %79) : (tensor<8xi1>, tensor<f32>, tensor<256x8xf32>) -> (tensor<256x8xf32>, tensor<256x8xi1>)
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%81#0 init: %cst_23) applies stablehlo.add across dimensions = [1] : (tensor<256x8xf32>, tensor<f32>) -> tensor<256xf32>
    %83 = stablehlo.add %57, %82 : tensor<256xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84:2 = call @_where_2(%c_4, %80#0, %cst_24) : (tensor<8xi1>, tensor<256x8xf32>, tensor<f32>) -> (tensor<256x8xf32>, tensor<256x8xi1>)
    %85 = stablehlo.dot_general %84#0, %arg14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x8xf32>, tensor<8x64xf32>) -> tensor<256x64xf32>
    %86 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<256x64xf32>
    %88 = stablehlo.add %85, %87 : tensor<256x64xf32>
    %89 = stablehlo.tanh %88 : tensor<256x64xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %91 = stablehlo.subtract %90, %89 : tensor<256x64xf32>
    %92 = stablehlo.dot_general %89, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x16xf32>) -> tensor<256x16xf32>
    %93 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<256x16xf32>
    %95 = stablehlo.add %92, %94 : tensor<256x16xf32>
    %96 = stablehlo.slice %95 [0:256, 0:8] : (tensor<256x16xf32>) -> tensor<256x8xf32>
    %97 = stablehlo.slice %95 [0:256, 8:16] : (tensor<256x16xf32>) -> tensor<256x8xf32>
    %98 = stablehlo.tanh %97 : tensor<256x8xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<256x8xf32>
    %100 = stablehlo.subtract %99, %98 : tensor<256x8xf32>
    %101 = stablehlo.negate %98 : tensor<256x8xf32>
    %102 = stablehlo.exponential %101 : tensor<256x8xf32>
    %103 = stablehlo.subtract %80#0, %96 : tensor<256x8xf32>
    %104 = stablehlo.multiply %102, %103 : tensor<256x8xf32>
    %105 = stablehlo.negate %98 : tensor<256x8xf32>
    %106:2 = call @_where_3(%c_4, %80#0, %104) : (tensor<8xi1>, tensor<256x8xf32>, tensor<256x8xf32>) -> (tensor<256x8xf32>, tensor<256x8xi1>)
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107:2 = call @_where_1(%c_5, %cst_27, %105) : (tensor<8xi1>, tensor<f32>, tensor<256x8xf32>) -> (tensor<256x8xf32>, tensor<256x8xi1>)
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.reduce(%107#0 init: %cst_28) applies stablehlo.add across dimensions = [1] : (tensor<256x8xf32>, tensor<f32>) -> tensor<256xf32>
    %109 = stablehlo.add %83, %108 : tensor<256xf32>
    %110 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<256x8xf32>
    %112 = stablehlo.subtract %106#0, %111 : tensor<256x8xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<256x8xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.reduce(%113 init: %cst_30) applies stablehlo.add across dimensions = [1] : (tensor<256x8xf32>, tensor<f32>) -> tensor<256xf32>
    %115 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<8xf32>) -> tensor<256x8xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<256x8xf32>
    %117 = stablehlo.convert %116 : tensor<256x8xf32>
    %118 = stablehlo.subtract %112, %117 : tensor<256x8xf32>
    %119 = stablehlo.multiply %115, %118 : tensor<256x8xf32>
    %120 = stablehlo.negate %5 : tensor<8xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [1] : (tensor<8xf32>) -> tensor<256x8xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.reduce(%121 init: %cst_32) applies stablehlo.add across dimensions = [1] : (tensor<256x8xf32>, tensor<f32>) -> tensor<256xf32>
    %123 = stablehlo.add %114, %122 : tensor<256xf32>
    %124 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<256x8xf32>
    %126 = stablehlo.subtract %119, %125 : tensor<256x8xf32>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<256x8xf32>
    %128 = stablehlo.divide %126, %127 : tensor<256x8xf32>
    %129 = chlo.square %128 : tensor<256x8xf32> -> tensor<256x8xf32>
    %cst_34 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<256x8xf32>
    %131 = stablehlo.multiply %130, %128 : tensor<256x8xf32>
    %cst_35 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<256x8xf32>
    %133 = stablehlo.multiply %132, %129 : tensor<256x8xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %134 = stablehlo.log %cst_36 : tensor<f32>
    %cst_37 = stablehlo.constant dense<0.918938517> : tensor<f32>
    %135 = stablehlo.add %cst_37, %134 : tensor<f32>
    %136 = stablehlo.convert %135 : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [] : (tensor<f32>) -> tensor<256x8xf32>
    %138 = stablehlo.subtract %133, %137 : tensor<256x8xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.reduce(%138 init: %cst_38) applies stablehlo.add across dimensions = [1] : (tensor<256x8xf32>, tensor<f32>) -> tensor<256xf32>
    %140 = stablehlo.add %139, %123 : tensor<256xf32>
    %141 = stablehlo.add %140, %109 : tensor<256xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.reduce(%141 init: %cst_39) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %cst_40 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %143 = stablehlo.divide %142, %cst_40 : tensor<f32>
    %144 = stablehlo.negate %143 : tensor<f32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %145 = stablehlo.negate %cst_41 : tensor<f32>
    %cst_42 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %146 = stablehlo.divide %145, %cst_42 : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0] : (tensor<256xf32>) -> tensor<256x8xf32>
    %cst_43 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<256x8xf32>
    %150 = stablehlo.multiply %149, %148 : tensor<256x8xf32>
    %151 = stablehlo.multiply %150, %131 : tensor<256x8xf32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<256x8xf32>
    %153 = stablehlo.divide %151, %152 : tensor<256x8xf32>
    %154 = stablehlo.multiply %115, %153 : tensor<256x8xf32>
    %155 = stablehlo.broadcast_in_dim %147, dims = [0] : (tensor<256xf32>) -> tensor<256x8xf32>
    %156 = call @_where_4(%107#1, %155) : (tensor<256x8xi1>, tensor<256x8xf32>) -> tensor<256x8xf32>
    %157:2 = call @_where_5(%106#1, %154) : (tensor<256x8xi1>, tensor<256x8xf32>) -> (tensor<256x8xf32>, tensor<256x8xf32>)
    %158 = stablehlo.negate %156 : tensor<256x8xf32>
    %159 = stablehlo.multiply %102, %157#1 : tensor<256x8xf32>
    %160 = stablehlo.multiply %157#1, %103 : tensor<256x8xf32>
    %161 = stablehlo.negate %159 : tensor<256x8xf32>
    %162 = stablehlo.add %157#0, %159 : tensor<256x8xf32>
    %163 = stablehlo.multiply %160, %102 : tensor<256x8xf32>
    %164 = stablehlo.negate %163 : tensor<256x8xf32>
    %165 = stablehlo.add %158, %164 : tensor<256x8xf32>
    %166 = stablehlo.multiply %165, %100 : tensor<256x8xf32>
    %167 = stablehlo.multiply %166, %98 : tensor<256x8xf32>
    %168 = stablehlo.add %166, %167 : tensor<256x8xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %169 = stablehlo.pad %168, %cst_45, low = [0, 8], high = [0, 0], interior = [0, 0] : (tensor<256x8xf32>, tensor<f32>) -> tensor<256x16xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.pad %161, %cst_46, low = [0, 0], high = [0, 8], interior = [0, 0] : (tensor<256x8xf32>, tensor<f32>) -> tensor<256x16xf32>
    %171 = stablehlo.add %169, %170 : tensor<256x16xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %172 = stablehlo.reduce(%171 init: %cst_47) applies stablehlo.add across dimensions = [0] : (tensor<256x16xf32>, tensor<f32>) -> tensor<16xf32>
    %173 = stablehlo.reshape %172 : (tensor<16xf32>) -> tensor<1x16xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %174 = stablehlo.reduce(%173 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %175 = stablehlo.dot_general %171, %89, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x16xf32>, tensor<256x64xf32>) -> tensor<16x64xf32>
    %176 = stablehlo.transpose %175, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %177 = stablehlo.dot_general %171, %arg15, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x16xf32>, tensor<64x16xf32>) -> tensor<256x64xf32>
    %178 = stablehlo.multiply %177, %91 : tensor<256x64xf32>
    %179 = stablehlo.multiply %178, %89 : tensor<256x64xf32>
    %180 = stablehlo.add %178, %179 : tensor<256x64xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %181 = stablehlo.reduce(%180 init: %cst_49) applies stablehlo.add across dimensions = [0] : (tensor<256x64xf32>, tensor<f32>) -> tensor<64xf32>
    %182 = stablehlo.reshape %181 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %183 = stablehlo.reduce(%182 init: %cst_50) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %184 = stablehlo.dot_general %180, %84#0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<256x8xf32>) -> tensor<64x8xf32>
    %185 = stablehlo.transpose %184, dims = [1, 0] : (tensor<64x8xf32>) -> tensor<8x64xf32>
    %186 = stablehlo.dot_general %180, %arg14, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<8x64xf32>) -> tensor<256x8xf32>
    %187 = call @_where_6(%84#1, %186) : (tensor<256x8xi1>, tensor<256x8xf32>) -> tensor<256x8xf32>
    %188 = stablehlo.add %162, %187 : tensor<256x8xf32>
    %189 = stablehlo.broadcast_in_dim %147, dims = [0] : (tensor<256xf32>) -> tensor<256x8xf32>
    %190 = call @_where_4(%81#1, %189) : (tensor<256x8xi1>, tensor<256x8xf32>) -> tensor<256x8xf32>
    %191:2 = call @_where_5(%80#1, %188) : (tensor<256x8xi1>, tensor<256x8xf32>) -> (tensor<256x8xf32>, tensor<256x8xf32>)
    %192 = stablehlo.negate %190 : tensor<256x8xf32>
    %193 = stablehlo.multiply %76, %191#1 : tensor<256x8xf32>
    %194 = stablehlo.multiply %191#1, %77 : tensor<256x8xf32>
    %195 = stablehlo.negate %193 : tensor<256x8xf32>
    %196 = stablehlo.add %191#0, %193 : tensor<256x8xf32>
    %197 = stablehlo.multiply %194, %76 : tensor<256x8xf32>
    %198 = stablehlo.negate %197 : tensor<256x8xf32>
    %199 = stablehlo.add %192, %198 : tensor<256x8xf32>
    %200 = stablehlo.multiply %199, %74 : tensor<256x8xf32>
    %201 = stablehlo.multiply %200, %72 : tensor<256x8xf32>
    %202 = stablehlo.add %200, %201 : tensor<256x8xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %203 = stablehlo.pad %202, %cst_51, low = [0, 8], high = [0, 0], interior = [0, 0] : (tensor<256x8xf32>, tensor<f32>) -> tensor<256x16xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %204 = stablehlo.pad %195, %cst_52, low = [0, 0], high = [0, 8], interior = [0, 0] : (tensor<256x8xf32>, tensor<f32>) -> tensor<256x16xf32>
    %205 = stablehlo.add %203, %204 : tensor<256x16xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %206 = stablehlo.reduce(%205 init: %cst_53) applies stablehlo.add across dimensions = [0] : (tensor<256x16xf32>, tensor<f32>) -> tensor<16xf32>
    %207 = stablehlo.reshape %206 : (tensor<16xf32>) -> tensor<1x16xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %208 = stablehlo.reduce(%207 init: %cst_54) applies stablehlo.add across dimensions = [0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %209 = stablehlo.dot_general %205, %63, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x16xf32>, tensor<256x64xf32>) -> tensor<16x64xf32>
    %210 = stablehlo.transpose %209, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %211 = stablehlo.dot_general %205, %arg11, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x16xf32>, tensor<64x16xf32>) -> tensor<256x64xf32>
    %212 = stablehlo.multiply %211, %65 : tensor<256x64xf32>
    %213 = stablehlo.multiply %212, %63 : tensor<256x64xf32>
    %214 = stablehlo.add %212, %213 : tensor<256x64xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %215 = stablehlo.reduce(%214 init: %cst_55) applies stablehlo.add across dimensions = [0] : (tensor<256x64xf32>, tensor<f32>) -> tensor<64xf32>
    %216 = stablehlo.reshape %215 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %217 = stablehlo.reduce(%216 init: %cst_56) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %218 = stablehlo.dot_general %214, %58#0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<256x8xf32>) -> tensor<64x8xf32>
    %219 = stablehlo.transpose %218, dims = [1, 0] : (tensor<64x8xf32>) -> tensor<8x64xf32>
    %220 = stablehlo.dot_general %214, %arg10, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<8x64xf32>) -> tensor<256x8xf32>
    %221 = call @_where_6(%58#1, %220) : (tensor<256x8xi1>, tensor<256x8xf32>) -> tensor<256x8xf32>
    %222 = stablehlo.add %196, %221 : tensor<256x8xf32>
    %223 = stablehlo.broadcast_in_dim %147, dims = [0] : (tensor<256xf32>) -> tensor<256x8xf32>
    %224 = call @_where_4(%55#1, %223) : (tensor<256x8xi1>, tensor<256x8xf32>) -> tensor<256x8xf32>
    %225:2 = call @_where_5(%54#1, %222) : (tensor<256x8xi1>, tensor<256x8xf32>) -> (tensor<256x8xf32>, tensor<256x8xf32>)
    %226 = stablehlo.negate %224 : tensor<256x8xf32>
    %227 = stablehlo.multiply %50, %225#1 : tensor<256x8xf32>
    %228 = stablehlo.multiply %225#1, %51 : tensor<256x8xf32>
    %229 = stablehlo.negate %227 : tensor<256x8xf32>
    %230 = stablehlo.add %225#0, %227 : tensor<256x8xf32>
    %231 = stablehlo.multiply %228, %50 : tensor<256x8xf32>
    %232 = stablehlo.negate %231 : tensor<256x8xf32>
    %233 = stablehlo.add %226, %232 : tensor<256x8xf32>
    %234 = stablehlo.multiply %233, %48 : tensor<256x8xf32>
    %235 = stablehlo.multiply %234, %46 : tensor<256x8xf32>
    %236 = stablehlo.add %234, %235 : tensor<256x8xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %237 = stablehlo.pad %236, %cst_57, low = [0, 8], high = [0, 0], interior = [0, 0] : (tensor<256x8xf32>, tensor<f32>) -> tensor<256x16xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %238 = stablehlo.pad %229, %cst_58, low = [0, 0], high = [0, 8], interior = [0, 0] : (tensor<256x8xf32>, tensor<f32>) -> tensor<256x16xf32>
    %239 = stablehlo.add %237, %238 : tensor<256x16xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %240 = stablehlo.reduce(%239 init: %cst_59) applies stablehlo.add across dimensions = [0] : (tensor<256x16xf32>, tensor<f32>) -> tensor<16xf32>
    %241 = stablehlo.reshape %240 : (tensor<16xf32>) -> tensor<1x16xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %242 = stablehlo.reduce(%241 init: %cst_60) applies stablehlo.add across dimensions = [0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %243 = stablehlo.dot_general %239, %37, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x16xf32>, tensor<256x64xf32>) -> tensor<16x64xf32>
    %244 = stablehlo.transpose %243, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %245 = stablehlo.dot_general %239, %arg7, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x16xf32>, tensor<64x16xf32>) -> tensor<256x64xf32>
    %246 = stablehlo.multiply %245, %39 : tensor<256x64xf32>
    %247 = stablehlo.multiply %246, %37 : tensor<256x64xf32>
    %248 = stablehlo.add %246, %247 : tensor<256x64xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %249 = stablehlo.reduce(%248 init: %cst_61) applies stablehlo.add across dimensions = [0] : (tensor<256x64xf32>, tensor<f32>) -> tensor<64xf32>
    %250 = stablehlo.reshape %249 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %251 = stablehlo.reduce(%250 init: %cst_62) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %252 = stablehlo.dot_general %248, %32#0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<256x8xf32>) -> tensor<64x8xf32>
    %253 = stablehlo.transpose %252, dims = [1, 0] : (tensor<64x8xf32>) -> tensor<8x64xf32>
    %254 = stablehlo.dot_general %248, %arg6, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<8x64xf32>) -> tensor<256x8xf32>
    %255 = call @_where_6(%32#1, %254) : (tensor<256x8xi1>, tensor<256x8xf32>) -> tensor<256x8xf32>
    %256 = stablehlo.add %230, %255 : tensor<256x8xf32>
    %257 = stablehlo.broadcast_in_dim %147, dims = [0] : (tensor<256xf32>) -> tensor<256x8xf32>
    %258 = call @_where_4(%30#1, %257) : (tensor<256x8xi1>, tensor<256x8xf32>) -> tensor<256x8xf32>
    %259 = call @_where_7(%29#1, %256) : (tensor<256x8xi1>, tensor<256x8xf32>) -> tensor<256x8xf32>
    %260 = stablehlo.negate %258 : tensor<256x8xf32>
    %261 = stablehlo.multiply %25, %259 : tensor<256x8xf32>
    %262 = stablehlo.multiply %259, %26 : tensor<256x8xf32>
    %263 = stablehlo.negate %261 : tensor<256x8xf32>
    %264 = stablehlo.multiply %262, %25 : tensor<256x8xf32>
    %265 = stablehlo.negate %264 : tensor<256x8xf32>
    %266 = stablehlo.add %260, %265 : tensor<256x8xf32>
    %267 = stablehlo.multiply %266, %23 : tensor<256x8xf32>
    %268 = stablehlo.multiply %267, %21 : tensor<256x8xf32>
    %269 = stablehlo.add %267, %268 : tensor<256x8xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %270 = stablehlo.pad %269, %cst_63, low = [0, 8], high = [0, 0], interior = [0, 0] : (tensor<256x8xf32>, tensor<f32>) -> tensor<256x16xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %271 = stablehlo.pad %263, %cst_64, low = [0, 0], high = [0, 8], interior = [0, 0] : (tensor<256x8xf32>, tensor<f32>) -> tensor<256x16xf32>
    %272 = stablehlo.add %270, %271 : tensor<256x16xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %273 = stablehlo.reduce(%272 init: %cst_65) applies stablehlo.add across dimensions = [0] : (tensor<256x16xf32>, tensor<f32>) -> tensor<16xf32>
    %274 = stablehlo.reshape %273 : (tensor<16xf32>) -> tensor<1x16xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %275 = stablehlo.reduce(%274 init: %cst_66) applies stablehlo.add across dimensions = [0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %276 = stablehlo.dot_general %272, %12, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x16xf32>, tensor<256x64xf32>) -> tensor<16x64xf32>
    %277 = stablehlo.transpose %276, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %278 = stablehlo.dot_general %272, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x16xf32>, tensor<64x16xf32>) -> tensor<256x64xf32>
    %279 = stablehlo.multiply %278, %14 : tensor<256x64xf32>
    %280 = stablehlo.multiply %279, %12 : tensor<256x64xf32>
    %281 = stablehlo.add %279, %280 : tensor<256x64xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %282 = stablehlo.reduce(%281 init: %cst_67) applies stablehlo.add across dimensions = [0] : (tensor<256x64xf32>, tensor<f32>) -> tensor<64xf32>
    %283 = stablehlo.reshape %282 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %284 = stablehlo.reduce(%283 init: %cst_68) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %285 = stablehlo.dot_general %281, %7, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<256x8xf32>) -> tensor<64x8xf32>
    %286 = stablehlo.transpose %285, dims = [1, 0] : (tensor<64x8xf32>) -> tensor<8x64xf32>
    return %144, %284, %275, %286, %277, %251, %242, %253, %244, %217, %208, %219, %210, %183, %174, %185, %176 : tensor<f32>, tensor<64xf32>, tensor<16xf32>, tensor<8x64xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16xf32>, tensor<8x64xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16xf32>, tensor<8x64xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<16xf32>, tensor<8x64xf32>, tensor<64x16xf32>
  }
  func.func private @_where(%arg0: tensor<8xi1>, %arg1: tensor<256x8xf32>, %arg2: tensor<f32>) -> tensor<256x8xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<8xi1>) -> tensor<256x8xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<256x8xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<256x8xi1>, tensor<256x8xf32>
    return %3 : tensor<256x8xf32>
  }
  func.func private @_where_0(%arg0: tensor<8xi1>, %arg1: tensor<256x8xf32>, %arg2: tensor<256x8xf32>) -> (tensor<256x8xf32>, tensor<256x8xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<8xi1>) -> tensor<256x8xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<256x8xi1>, tensor<256x8xf32>
    return %1, %0 : tensor<256x8xf32>, tensor<256x8xi1>
  }
  func.func private @_where_1(%arg0: tensor<8xi1>, %arg1: tensor<f32>, %arg2: tensor<256x8xf32>) -> (tensor<256x8xf32>, tensor<256x8xi1>) {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<8xi1>) -> tensor<256x8xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<256x8xf32>
    %3 = stablehlo.select %1, %2, %arg2 : tensor<256x8xi1>, tensor<256x8xf32>
    return %3, %1 : tensor<256x8xf32>, tensor<256x8xi1>
  }
  func.func private @_where_2(%arg0: tensor<8xi1>, %arg1: tensor<256x8xf32>, %arg2: tensor<f32>) -> (tensor<256x8xf32>, tensor<256x8xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<8xi1>) -> tensor<256x8xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<256x8xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<256x8xi1>, tensor<256x8xf32>
    return %3, %1 : tensor<256x8xf32>, tensor<256x8xi1>
  }
  func.func private @_where_3(%arg0: tensor<8xi1>, %arg1: tensor<256x8xf32>, %arg2: tensor<256x8xf32>) -> (tensor<256x8xf32>, tensor<256x8xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<8xi1>) -> tensor<256x8xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<256x8xi1>, tensor<256x8xf32>
    return %1, %0 : tensor<256x8xf32>, tensor<256x8xi1>
  }
  func.func private @_where_4(%arg0: tensor<256x8xi1>, %arg1: tensor<256x8xf32>) -> tensor<256x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x8xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<256x8xi1>, tensor<256x8xf32>
    return %1 : tensor<256x8xf32>
  }
  func.func private @_where_5(%arg0: tensor<256x8xi1>, %arg1: tensor<256x8xf32>) -> (tensor<256x8xf32>, tensor<256x8xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x8xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<256x8xi1>, tensor<256x8xf32>
    %2 = stablehlo.select %arg0, %arg1, %0 : tensor<256x8xi1>, tensor<256x8xf32>
    return %2, %1 : tensor<256x8xf32>, tensor<256x8xf32>
  }
  func.func private @_where_6(%arg0: tensor<256x8xi1>, %arg1: tensor<256x8xf32>) -> tensor<256x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x8xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<256x8xi1>, tensor<256x8xf32>
    return %1 : tensor<256x8xf32>
  }
  func.func private @_where_7(%arg0: tensor<256x8xi1>, %arg1: tensor<256x8xf32>) -> tensor<256x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x8xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<256x8xi1>, tensor<256x8xf32>
    return %1 : tensor<256x8xf32>
  }
}
