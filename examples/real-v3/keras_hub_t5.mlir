module @jit_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x64xf32>, %arg1: tensor<32x4xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64x128xf32>, %arg8: tensor<64x128xf32>, %arg9: tensor<128x64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x64xf32>, %arg12: tensor<64x64xf32>, %arg13: tensor<64x64xf32>, %arg14: tensor<64x64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64x128xf32>, %arg17: tensor<64x128xf32>, %arg18: tensor<128x64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<32x4xf32>, %arg22: tensor<64x64xf32>, %arg23: tensor<64x64xf32>, %arg24: tensor<64x64xf32>, %arg25: tensor<64x64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64x64xf32>, %arg28: tensor<64x64xf32>, %arg29: tensor<64x64xf32>, %arg30: tensor<64x64xf32>, %arg31: tensor<64xf32>, %arg32: tensor<64x128xf32>, %arg33: tensor<64x128xf32>, %arg34: tensor<128x64xf32>, %arg35: tensor<64xf32>, %arg36: tensor<64x64xf32>, %arg37: tensor<64x64xf32>, %arg38: tensor<64x64xf32>, %arg39: tensor<64x64xf32>, %arg40: tensor<64xf32>, %arg41: tensor<64x64xf32>, %arg42: tensor<64x64xf32>, %arg43: tensor<64x64xf32>, %arg44: tensor<64x64xf32>, %arg45: tensor<64xf32>, %arg46: tensor<64x128xf32>, %arg47: tensor<64x128xf32>, %arg48: tensor<128x64xf32>, %arg49: tensor<64xf32>, %arg50: tensor<64xf32>, %arg51: tensor<2x16xi32>, %arg52: tensor<2x16xi32>, %arg53: tensor<2x32xi32>, %arg54: tensor<2x32xi32>) -> (tensor<2x16x64xf32> {jax.result_info = "result['decoder_sequence_output']"}, tensor<2x32x64xf32> {jax.result_info = "result['encoder_sequence_output']"}) {
    %0 = call @_take(%arg0, %arg54) : (tensor<512x64xf32>, tensor<2x32xi32>) -> tensor<2x32x64xf32>
    %1 = call @_take_0(%arg0, %arg52) : (tensor<512x64xf32>, tensor<2x16xi32>) -> tensor<2x16x64xf32>
    %2 = stablehlo.broadcast_in_dim %arg53, dims = [0, 2] : (tensor<2x32xi32>) -> tensor<2x1x32xi32>
    %3 = chlo.square %0 : tensor<2x32x64xf32> -> tensor<2x32x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %7 = stablehlo.divide %5, %6 : tensor<2x32x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %9 = stablehlo.add %7, %8 : tensor<2x32x1xf32>
    %10 = stablehlo.rsqrt %9 : tensor<2x32x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %12 = stablehlo.multiply %0, %11 : tensor<2x32x64xf32>
    %13 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %15 = stablehlo.multiply %14, %12 : tensor<2x32x64xf32>
    %16 = stablehlo.dot_general %15, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %17 = stablehlo.reshape %16 : (tensor<2x32x64xf32>) -> tensor<2x32x4x16xf32>
    %18 = stablehlo.dot_general %15, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %19 = stablehlo.reshape %18 : (tensor<2x32x64xf32>) -> tensor<2x32x4x16xf32>
    %20 = stablehlo.dot_general %15, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x32x64xf32>) -> tensor<2x32x4x16xf32>
    %22 = stablehlo.dot_general %17, %19, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>) -> tensor<2x4x32x32xf32>
    %23 = stablehlo.iota dim = 0 : tensor<32xi32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %26 = stablehlo.add %24, %25 : tensor<32x1xi32>
    %27 = stablehlo.iota dim = 0 : tensor<32xi32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<32x32xi32>
    %30 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x32xi32>
    %31 = stablehlo.subtract %29, %30 : tensor<32x32xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %32 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %33 = stablehlo.compare GT, %31, %32, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %34 = stablehlo.convert %33 : (tensor<32x32xi1>) -> tensor<32x32xi32>
    %c_3 = stablehlo.constant dense<16> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %36 = stablehlo.multiply %34, %35 : tensor<32x32xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %37 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %38 = stablehlo.add %37, %36 : tensor<32x32xi32>
    %39 = stablehlo.abs %31 : tensor<32x32xi32>
    %c_5 = stablehlo.constant dense<8> : tensor<i32>
    %40 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %41 = stablehlo.compare LT, %39, %40, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %42 = stablehlo.convert %39 : (tensor<32x32xi32>) -> tensor<32x32xf32>
    %cst_6 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %44 = stablehlo.divide %42, %43 : tensor<32x32xf32>
    %45 = stablehlo.log %44 : tensor<32x32xf32>
    %cst_7 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %46 = stablehlo.log %cst_7 : tensor<f32>
    %47 = stablehlo.convert %46 : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %49 = stablehlo.divide %45, %48 : tensor<32x32xf32>
    %cst_8 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %51 = stablehlo.multiply %49, %50 : tensor<32x32xf32>
    %52 = stablehlo.convert %51 : (tensor<32x32xf32>) -> tensor<32x32xi32>
    %c_9 = stablehlo.constant dense<8> : tensor<i32>
    %53 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %54 = stablehlo.add %53, %52 : tensor<32x32xi32>
    %c_10 = stablehlo.constant dense<15> : tensor<i32>
    %55 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %56 = stablehlo.minimum %54, %55 : tensor<32x32xi32>
    %57 = call @_where_2(%41, %39, %56) : (tensor<32x32xi1>, tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi32>
    %58 = stablehlo.add %38, %57 : tensor<32x32xi32>
    %59 = call @_take_3(%arg1, %58) : (tensor<32x4xf32>, tensor<32x32xi32>) -> tensor<32x32x4xf32>
    %60 = stablehlo.transpose %59, dims = [2, 0, 1] : (tensor<32x32x4xf32>) -> tensor<4x32x32xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [1, 2, 3] : (tensor<4x32x32xf32>) -> tensor<1x4x32x32xf32>
    %62 = stablehlo.broadcast_in_dim %2, dims = [0, 2, 3] : (tensor<2x1x32xi32>) -> tensor<2x1x1x32xi32>
    %63 = stablehlo.convert %62 : (tensor<2x1x1x32xi32>) -> tensor<2x1x1x32xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x1x1x32xf32>
    %65 = stablehlo.subtract %64, %63 : tensor<2x1x1x32xf32>
    %cst_12 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x1x1x32xf32>
    %67 = stablehlo.multiply %65, %66 : tensor<2x1x1x32xf32>
    %68 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<1x4x32x32xf32>) -> tensor<2x4x32x32xf32>
    %69 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<2x1x1x32xf32>) -> tensor<2x4x32x32xf32>
    %70 = stablehlo.add %68, %69 : tensor<2x4x32x32xf32>
    %71 = stablehlo.add %22, %70 : tensor<2x4x32x32xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %72 = stablehlo.reduce(%71 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32xf32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x4x32xf32>
    %74 = stablehlo.maximum %73, %72 : tensor<2x4x32xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2] : (tensor<2x4x32xf32>) -> tensor<2x4x32x1xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<2x4x32x1xf32>) -> tensor<2x4x32x32xf32>
    %77 = stablehlo.subtract %71, %76 : tensor<2x4x32x32xf32>
    %78 = stablehlo.exponential %77 : tensor<2x4x32x32xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.reduce(%78 init: %cst_15) applies stablehlo.add across dimensions = [3] : (tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<2x4x32xf32>) -> tensor<2x4x32x1xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2, 3] : (tensor<2x4x32x1xf32>) -> tensor<2x4x32x32xf32>
    %82 = stablehlo.divide %78, %81 : tensor<2x4x32x32xf32>
    %83 = stablehlo.dot_general %21, %82, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x16x32xf32>
    %84 = stablehlo.transpose %83, dims = [0, 3, 1, 2] : (tensor<2x4x16x32xf32>) -> tensor<2x32x4x16xf32>
    %85 = stablehlo.reshape %84 : (tensor<2x32x4x16xf32>) -> tensor<2x32x64xf32>
    %86 = stablehlo.dot_general %85, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %87 = stablehlo.add %86, %0 : tensor<2x32x64xf32>
    %88 = chlo.square %87 : tensor<2x32x64xf32> -> tensor<2x32x64xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.reduce(%88 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_17 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %92 = stablehlo.divide %90, %91 : tensor<2x32x1xf32>
    %cst_18 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %94 = stablehlo.add %92, %93 : tensor<2x32x1xf32>
    %95 = stablehlo.rsqrt %94 : tensor<2x32x1xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %97 = stablehlo.multiply %87, %96 : tensor<2x32x64xf32>
    %98 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %100 = stablehlo.multiply %99, %97 : tensor<2x32x64xf32>
    %101 = stablehlo.dot_general %100, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x128xf32>) -> tensor<2x32x128xf32>
    %102 = call @relu(%101) : (tensor<2x32x128xf32>) -> tensor<2x32x128xf32>
    %103 = stablehlo.dot_general %100, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x128xf32>) -> tensor<2x32x128xf32>
    %104 = stablehlo.multiply %102, %103 : tensor<2x32x128xf32>
    %105 = stablehlo.dot_general %104, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x128xf32>, tensor<128x64xf32>) -> tensor<2x32x64xf32>
    %106 = stablehlo.add %105, %87 : tensor<2x32x64xf32>
    %107 = chlo.square %106 : tensor<2x32x64xf32> -> tensor<2x32x64xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.reduce(%107 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_20 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %111 = stablehlo.divide %109, %110 : tensor<2x32x1xf32>
    %cst_21 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %113 = stablehlo.add %111, %112 : tensor<2x32x1xf32>
    %114 = stablehlo.rsqrt %113 : tensor<2x32x1xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %116 = stablehlo.multiply %106, %115 : tensor<2x32x64xf32>
    %117 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %119 = stablehlo.multiply %118, %116 : tensor<2x32x64xf32>
    %120 = stablehlo.dot_general %119, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %121 = stablehlo.reshape %120 : (tensor<2x32x64xf32>) -> tensor<2x32x4x16xf32>
    %122 = stablehlo.dot_general %119, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %123 = stablehlo.reshape %122 : (tensor<2x32x64xf32>) -> tensor<2x32x4x16xf32>
    %124 = stablehlo.dot_general %119, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %125 = stablehlo.reshape %124 : (tensor<2x32x64xf32>) -> tensor<2x32x4x16xf32>
    %126 = stablehlo.dot_general %121, %123, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>) -> tensor<2x4x32x32xf32>
    %127 = stablehlo.add %126, %70 : tensor<2x4x32x32xf32>
    %cst_22 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %128 = stablehlo.reduce(%127 init: %cst_22) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32xf32>
    %cst_23 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x4x32xf32>
    %130 = stablehlo.maximum %129, %128 : tensor<2x4x32xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2] : (tensor<2x4x32xf32>) -> tensor<2x4x32x1xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2, 3] : (tensor<2x4x32x1xf32>) -> tensor<2x4x32x32xf32>
    %133 = stablehlo.subtract %127, %132 : tensor<2x4x32x32xf32>
    %134 = stablehlo.exponential %133 : tensor<2x4x32x32xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.reduce(%134 init: %cst_24) applies stablehlo.add across dimensions = [3] : (tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2] : (tensor<2x4x32xf32>) -> tensor<2x4x32x1xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2, 3] : (tensor<2x4x32x1xf32>) -> tensor<2x4x32x32xf32>
    %138 = stablehlo.divide %134, %137 : tensor<2x4x32x32xf32>
    %139 = stablehlo.dot_general %125, %138, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x16x32xf32>
    %140 = stablehlo.transpose %139, dims = [0, 3, 1, 2] : (tensor<2x4x16x32xf32>) -> tensor<2x32x4x16xf32>
    %141 = stablehlo.reshape %140 : (tensor<2x32x4x16xf32>) -> tensor<2x32x64xf32>
    %142 = stablehlo.dot_general %141, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %143 = stablehlo.add %142, %106 : tensor<2x32x64xf32>
    %144 = chlo.square %143 : tensor<2x32x64xf32> -> tensor<2x32x64xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.reduce(%144 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_26 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %148 = stablehlo.divide %146, %147 : tensor<2x32x1xf32>
    %cst_27 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %150 = stablehlo.add %148, %149 : tensor<2x32x1xf32>
    %151 = stablehlo.rsqrt %150 : tensor<2x32x1xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %153 = stablehlo.multiply %143, %152 : tensor<2x32x64xf32>
    %154 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %156 = stablehlo.multiply %155, %153 : tensor<2x32x64xf32>
    %157 = stablehlo.dot_general %156, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x128xf32>) -> tensor<2x32x128xf32>
    %158 = call @relu(%157) : (tensor<2x32x128xf32>) -> tensor<2x32x128xf32>
    %159 = stablehlo.dot_general %156, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x128xf32>) -> tensor<2x32x128xf32>
    %160 = stablehlo.multiply %158, %159 : tensor<2x32x128xf32>
    %161 = stablehlo.dot_general %160, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x128xf32>, tensor<128x64xf32>) -> tensor<2x32x64xf32>
    %162 = stablehlo.add %161, %143 : tensor<2x32x64xf32>
    %163 = chlo.square %162 : tensor<2x32x64xf32> -> tensor<2x32x64xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %164 = stablehlo.reduce(%163 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_29 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %167 = stablehlo.divide %165, %166 : tensor<2x32x1xf32>
    %cst_30 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %169 = stablehlo.add %167, %168 : tensor<2x32x1xf32>
    %170 = stablehlo.rsqrt %169 : tensor<2x32x1xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %172 = stablehlo.multiply %162, %171 : tensor<2x32x64xf32>
    %173 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %175 = stablehlo.multiply %174, %172 : tensor<2x32x64xf32>
    %176 = stablehlo.broadcast_in_dim %arg51, dims = [0, 2] : (tensor<2x16xi32>) -> tensor<2x1x16xi32>
    %177 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %179 = stablehlo.add %177, %178 : tensor<16xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %181 = stablehlo.iota dim = 0 : tensor<16xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %183 = stablehlo.broadcast_in_dim %180, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x16xf32>
    %184 = stablehlo.broadcast_in_dim %182, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<16x16xf32>
    %185 = stablehlo.compare GE, %183, %184, FLOAT : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
    %186 = stablehlo.broadcast_in_dim %185, dims = [1, 2] : (tensor<16x16xi1>) -> tensor<1x16x16xi1>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2] : (tensor<1x16x16xi1>) -> tensor<2x16x16xi1>
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    %188 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i32>) -> tensor<2x1x16xi32>
    %189 = stablehlo.compare NE, %176, %188, SIGNED : (tensor<2x1x16xi32>, tensor<2x1x16xi32>) -> tensor<2x1x16xi1>
    %190 = stablehlo.convert %189 : tensor<2x1x16xi1>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2] : (tensor<2x1x16xi1>) -> tensor<2x16x16xi1>
    %192 = stablehlo.and %187, %191 : tensor<2x16x16xi1>
    %193 = chlo.square %1 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %194 = stablehlo.reduce(%193 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_34 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %197 = stablehlo.divide %195, %196 : tensor<2x16x1xf32>
    %cst_35 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %199 = stablehlo.add %197, %198 : tensor<2x16x1xf32>
    %200 = stablehlo.rsqrt %199 : tensor<2x16x1xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %202 = stablehlo.multiply %1, %201 : tensor<2x16x64xf32>
    %203 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %205 = stablehlo.multiply %204, %202 : tensor<2x16x64xf32>
    %206 = stablehlo.dot_general %205, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %207 = stablehlo.reshape %206 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %208 = stablehlo.dot_general %205, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %209 = stablehlo.reshape %208 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %210 = stablehlo.dot_general %205, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %211 = stablehlo.reshape %210 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %212 = stablehlo.dot_general %207, %209, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %213 = stablehlo.iota dim = 0 : tensor<16xi32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %215 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %216 = stablehlo.add %214, %215 : tensor<16x1xi32>
    %217 = stablehlo.iota dim = 0 : tensor<16xi32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<16x16xi32>
    %220 = stablehlo.broadcast_in_dim %216, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x16xi32>
    %221 = stablehlo.subtract %219, %220 : tensor<16x16xi32>
    %c_37 = stablehlo.constant dense<0> : tensor<i32>
    %222 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %223 = stablehlo.minimum %221, %222 : tensor<16x16xi32>
    %224 = stablehlo.negate %223 : tensor<16x16xi32>
    %c_38 = stablehlo.constant dense<16> : tensor<i32>
    %225 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %226 = stablehlo.compare LT, %224, %225, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %227 = stablehlo.convert %224 : (tensor<16x16xi32>) -> tensor<16x16xf32>
    %cst_39 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %229 = stablehlo.divide %227, %228 : tensor<16x16xf32>
    %230 = stablehlo.log %229 : tensor<16x16xf32>
    %cst_40 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %231 = stablehlo.log %cst_40 : tensor<f32>
    %232 = stablehlo.convert %231 : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %234 = stablehlo.divide %230, %233 : tensor<16x16xf32>
    %cst_41 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %236 = stablehlo.multiply %234, %235 : tensor<16x16xf32>
    %237 = stablehlo.convert %236 : (tensor<16x16xf32>) -> tensor<16x16xi32>
    %c_42 = stablehlo.constant dense<16> : tensor<i32>
    %238 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %239 = stablehlo.add %238, %237 : tensor<16x16xi32>
    %c_43 = stablehlo.constant dense<31> : tensor<i32>
    %240 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %241 = stablehlo.minimum %239, %240 : tensor<16x16xi32>
    %242 = call @_where_4(%226, %224, %241) : (tensor<16x16xi1>, tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi32>
    %c_44 = stablehlo.constant dense<0> : tensor<i32>
    %243 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %244 = stablehlo.add %243, %242 : tensor<16x16xi32>
    %245 = call @_take_5(%arg21, %244) : (tensor<32x4xf32>, tensor<16x16xi32>) -> tensor<16x16x4xf32>
    %246 = stablehlo.transpose %245, dims = [2, 0, 1] : (tensor<16x16x4xf32>) -> tensor<4x16x16xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [1, 2, 3] : (tensor<4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %248 = stablehlo.broadcast_in_dim %192, dims = [0, 2, 3] : (tensor<2x16x16xi1>) -> tensor<2x1x16x16xi1>
    %249 = stablehlo.convert %248 : (tensor<2x1x16x16xi1>) -> tensor<2x1x16x16xf32>
    %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x1x16x16xf32>
    %251 = stablehlo.subtract %250, %249 : tensor<2x1x16x16xf32>
    %cst_46 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x1x16x16xf32>
    %253 = stablehlo.multiply %251, %252 : tensor<2x1x16x16xf32>
    %254 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2, 3] : (tensor<1x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %255 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2, 3] : (tensor<2x1x16x16xf32>) -> tensor<2x4x16x16xf32>
    %256 = stablehlo.add %254, %255 : tensor<2x4x16x16xf32>
    %257 = stablehlo.add %212, %256 : tensor<2x4x16x16xf32>
    %cst_47 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %258 = stablehlo.reduce(%257 init: %cst_47) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_48 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %260 = stablehlo.maximum %259, %258 : tensor<2x4x16xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %263 = stablehlo.subtract %257, %262 : tensor<2x4x16x16xf32>
    %264 = stablehlo.exponential %263 : tensor<2x4x16x16xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %265 = stablehlo.reduce(%264 init: %cst_49) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %268 = stablehlo.divide %264, %267 : tensor<2x4x16x16xf32>
    %269 = stablehlo.dot_general %211, %268, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %270 = stablehlo.transpose %269, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %271 = stablehlo.reshape %270 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %272 = stablehlo.dot_general %271, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %273 = stablehlo.add %272, %1 : tensor<2x16x64xf32>
    %274 = chlo.square %273 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %275 = stablehlo.reduce(%274 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_51 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %278 = stablehlo.divide %276, %277 : tensor<2x16x1xf32>
    %cst_52 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %280 = stablehlo.add %278, %279 : tensor<2x16x1xf32>
    %281 = stablehlo.rsqrt %280 : tensor<2x16x1xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %283 = stablehlo.multiply %273, %282 : tensor<2x16x64xf32>
    %284 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %286 = stablehlo.multiply %285, %283 : tensor<2x16x64xf32>
    %287 = stablehlo.dot_general %286, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %288 = stablehlo.reshape %287 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %289 = stablehlo.dot_general %175, %arg28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %290 = stablehlo.reshape %289 : (tensor<2x32x64xf32>) -> tensor<2x32x4x16xf32>
    %291 = stablehlo.dot_general %175, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %292 = stablehlo.reshape %291 : (tensor<2x32x64xf32>) -> tensor<2x32x4x16xf32>
    %293 = stablehlo.dot_general %288, %290, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x32x4x16xf32>) -> tensor<2x4x16x32xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<1x4x16x32xf32>
    %295 = stablehlo.broadcast_in_dim %2, dims = [0, 2, 3] : (tensor<2x1x32xi32>) -> tensor<2x1x1x32xi32>
    %296 = stablehlo.convert %295 : (tensor<2x1x1x32xi32>) -> tensor<2x1x1x32xf32>
    %cst_54 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<2x1x1x32xf32>
    %298 = stablehlo.subtract %297, %296 : tensor<2x1x1x32xf32>
    %cst_55 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<2x1x1x32xf32>
    %300 = stablehlo.multiply %298, %299 : tensor<2x1x1x32xf32>
    %301 = stablehlo.broadcast_in_dim %294, dims = [0, 1, 2, 3] : (tensor<1x4x16x32xf32>) -> tensor<2x4x16x32xf32>
    %302 = stablehlo.broadcast_in_dim %300, dims = [0, 1, 2, 3] : (tensor<2x1x1x32xf32>) -> tensor<2x4x16x32xf32>
    %303 = stablehlo.add %301, %302 : tensor<2x4x16x32xf32>
    %304 = stablehlo.add %293, %303 : tensor<2x4x16x32xf32>
    %cst_56 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %305 = stablehlo.reduce(%304 init: %cst_56) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x32xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_57 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %307 = stablehlo.maximum %306, %305 : tensor<2x4x16xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %309 = stablehlo.broadcast_in_dim %308, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x32xf32>
    %310 = stablehlo.subtract %304, %309 : tensor<2x4x16x32xf32>
    %311 = stablehlo.exponential %310 : tensor<2x4x16x32xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %312 = stablehlo.reduce(%311 init: %cst_58) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x32xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x32xf32>
    %315 = stablehlo.divide %311, %314 : tensor<2x4x16x32xf32>
    %316 = stablehlo.dot_general %292, %315, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x4x16x32xf32>) -> tensor<2x4x16x16xf32>
    %317 = stablehlo.transpose %316, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %318 = stablehlo.reshape %317 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %319 = stablehlo.dot_general %318, %arg30, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %320 = stablehlo.add %319, %273 : tensor<2x16x64xf32>
    %321 = chlo.square %320 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %322 = stablehlo.reduce(%321 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_60 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %325 = stablehlo.divide %323, %324 : tensor<2x16x1xf32>
    %cst_61 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %327 = stablehlo.add %325, %326 : tensor<2x16x1xf32>
    %328 = stablehlo.rsqrt %327 : tensor<2x16x1xf32>
    %329 = stablehlo.broadcast_in_dim %328, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %330 = stablehlo.multiply %320, %329 : tensor<2x16x64xf32>
    %331 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %332 = stablehlo.broadcast_in_dim %331, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %333 = stablehlo.multiply %332, %330 : tensor<2x16x64xf32>
    %334 = stablehlo.dot_general %333, %arg32, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %335 = call @relu_6(%334) : (tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %336 = stablehlo.dot_general %333, %arg33, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %337 = stablehlo.multiply %335, %336 : tensor<2x16x128xf32>
    %338 = stablehlo.dot_general %337, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x64xf32>) -> tensor<2x16x64xf32>
    %339 = stablehlo.add %338, %320 : tensor<2x16x64xf32>
    %340 = chlo.square %339 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %341 = stablehlo.reduce(%340 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_63 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %344 = stablehlo.divide %342, %343 : tensor<2x16x1xf32>
    %cst_64 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %346 = stablehlo.add %344, %345 : tensor<2x16x1xf32>
    %347 = stablehlo.rsqrt %346 : tensor<2x16x1xf32>
    %348 = stablehlo.broadcast_in_dim %347, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %349 = stablehlo.multiply %339, %348 : tensor<2x16x64xf32>
    %350 = stablehlo.broadcast_in_dim %arg40, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %351 = stablehlo.broadcast_in_dim %350, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %352 = stablehlo.multiply %351, %349 : tensor<2x16x64xf32>
    %353 = stablehlo.dot_general %352, %arg36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %354 = stablehlo.reshape %353 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %355 = stablehlo.dot_general %352, %arg37, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %356 = stablehlo.reshape %355 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %357 = stablehlo.dot_general %352, %arg38, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %358 = stablehlo.reshape %357 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %359 = stablehlo.dot_general %354, %356, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x16xf32>
    %360 = stablehlo.add %359, %256 : tensor<2x4x16x16xf32>
    %cst_65 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %361 = stablehlo.reduce(%360 init: %cst_65) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_66 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %363 = stablehlo.maximum %362, %361 : tensor<2x4x16xf32>
    %364 = stablehlo.broadcast_in_dim %363, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %365 = stablehlo.broadcast_in_dim %364, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %366 = stablehlo.subtract %360, %365 : tensor<2x4x16x16xf32>
    %367 = stablehlo.exponential %366 : tensor<2x4x16x16xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %368 = stablehlo.reduce(%367 init: %cst_67) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %369 = stablehlo.broadcast_in_dim %368, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %370 = stablehlo.broadcast_in_dim %369, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %371 = stablehlo.divide %367, %370 : tensor<2x4x16x16xf32>
    %372 = stablehlo.dot_general %358, %371, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %373 = stablehlo.transpose %372, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %374 = stablehlo.reshape %373 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %375 = stablehlo.dot_general %374, %arg39, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %376 = stablehlo.add %375, %339 : tensor<2x16x64xf32>
    %377 = chlo.square %376 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %378 = stablehlo.reduce(%377 init: %cst_68) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %379 = stablehlo.broadcast_in_dim %378, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_69 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %380 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %381 = stablehlo.divide %379, %380 : tensor<2x16x1xf32>
    %cst_70 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %382 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %383 = stablehlo.add %381, %382 : tensor<2x16x1xf32>
    %384 = stablehlo.rsqrt %383 : tensor<2x16x1xf32>
    %385 = stablehlo.broadcast_in_dim %384, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %386 = stablehlo.multiply %376, %385 : tensor<2x16x64xf32>
    %387 = stablehlo.broadcast_in_dim %arg45, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %388 = stablehlo.broadcast_in_dim %387, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %389 = stablehlo.multiply %388, %386 : tensor<2x16x64xf32>
    %390 = stablehlo.dot_general %389, %arg41, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %391 = stablehlo.reshape %390 : (tensor<2x16x64xf32>) -> tensor<2x16x4x16xf32>
    %392 = stablehlo.dot_general %175, %arg42, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %393 = stablehlo.reshape %392 : (tensor<2x32x64xf32>) -> tensor<2x32x4x16xf32>
    %394 = stablehlo.dot_general %175, %arg43, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %395 = stablehlo.reshape %394 : (tensor<2x32x64xf32>) -> tensor<2x32x4x16xf32>
    %396 = stablehlo.dot_general %391, %393, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<2x32x4x16xf32>) -> tensor<2x4x16x32xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %397 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<1x4x16x32xf32>
    %398 = stablehlo.broadcast_in_dim %2, dims = [0, 2, 3] : (tensor<2x1x32xi32>) -> tensor<2x1x1x32xi32>
    %399 = stablehlo.convert %398 : (tensor<2x1x1x32xi32>) -> tensor<2x1x1x32xf32>
    %cst_72 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %400 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<2x1x1x32xf32>
    %401 = stablehlo.subtract %400, %399 : tensor<2x1x1x32xf32>
    %cst_73 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %402 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<2x1x1x32xf32>
    %403 = stablehlo.multiply %401, %402 : tensor<2x1x1x32xf32>
    %404 = stablehlo.broadcast_in_dim %397, dims = [0, 1, 2, 3] : (tensor<1x4x16x32xf32>) -> tensor<2x4x16x32xf32>
    %405 = stablehlo.broadcast_in_dim %403, dims = [0, 1, 2, 3] : (tensor<2x1x1x32xf32>) -> tensor<2x4x16x32xf32>
    %406 = stablehlo.add %404, %405 : tensor<2x4x16x32xf32>
    %407 = stablehlo.add %396, %406 : tensor<2x4x16x32xf32>
    %cst_74 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %408 = stablehlo.reduce(%407 init: %cst_74) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x32xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_75 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %409 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %410 = stablehlo.maximum %409, %408 : tensor<2x4x16xf32>
    %411 = stablehlo.broadcast_in_dim %410, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %412 = stablehlo.broadcast_in_dim %411, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x32xf32>
    %413 = stablehlo.subtract %407, %412 : tensor<2x4x16x32xf32>
    %414 = stablehlo.exponential %413 : tensor<2x4x16x32xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %415 = stablehlo.reduce(%414 init: %cst_76) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x32xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %416 = stablehlo.broadcast_in_dim %415, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %417 = stablehlo.broadcast_in_dim %416, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x32xf32>
    %418 = stablehlo.divide %414, %417 : tensor<2x4x16x32xf32>
    %419 = stablehlo.dot_general %395, %418, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x4x16x32xf32>) -> tensor<2x4x16x16xf32>
    %420 = stablehlo.transpose %419, dims = [0, 3, 1, 2] : (tensor<2x4x16x16xf32>) -> tensor<2x16x4x16xf32>
    %421 = stablehlo.reshape %420 : (tensor<2x16x4x16xf32>) -> tensor<2x16x64xf32>
    %422 = stablehlo.dot_general %421, %arg44, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x64xf32>) -> tensor<2x16x64xf32>
    %423 = stablehlo.add %422, %376 : tensor<2x16x64xf32>
    %424 = chlo.square %423 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %425 = stablehlo.reduce(%424 init: %cst_77) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %426 = stablehlo.broadcast_in_dim %425, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_78 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %428 = stablehlo.divide %426, %427 : tensor<2x16x1xf32>
    %cst_79 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %430 = stablehlo.add %428, %429 : tensor<2x16x1xf32>
    %431 = stablehlo.rsqrt %430 : tensor<2x16x1xf32>
    %432 = stablehlo.broadcast_in_dim %431, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %433 = stablehlo.multiply %423, %432 : tensor<2x16x64xf32>
    %434 = stablehlo.broadcast_in_dim %arg49, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %435 = stablehlo.broadcast_in_dim %434, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %436 = stablehlo.multiply %435, %433 : tensor<2x16x64xf32>
    %437 = stablehlo.dot_general %436, %arg46, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %438 = call @relu_6(%437) : (tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %439 = stablehlo.dot_general %436, %arg47, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %440 = stablehlo.multiply %438, %439 : tensor<2x16x128xf32>
    %441 = stablehlo.dot_general %440, %arg48, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x64xf32>) -> tensor<2x16x64xf32>
    %442 = stablehlo.add %441, %423 : tensor<2x16x64xf32>
    %443 = chlo.square %442 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %444 = stablehlo.reduce(%443 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %445 = stablehlo.broadcast_in_dim %444, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_81 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %446 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %447 = stablehlo.divide %445, %446 : tensor<2x16x1xf32>
    %cst_82 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %448 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %449 = stablehlo.add %447, %448 : tensor<2x16x1xf32>
    %450 = stablehlo.rsqrt %449 : tensor<2x16x1xf32>
    %451 = stablehlo.broadcast_in_dim %450, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %452 = stablehlo.multiply %442, %451 : tensor<2x16x64xf32>
    %453 = stablehlo.broadcast_in_dim %arg50, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %454 = stablehlo.broadcast_in_dim %453, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %455 = stablehlo.multiply %454, %452 : tensor<2x16x64xf32>
    return %455, %175 : tensor<2x16x64xf32>, tensor<2x32x64xf32>
  }
  func.func private @_take(%arg0: tensor<512x64xf32>, %arg1: tensor<2x32xi32>) -> tensor<2x32x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x32xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x32xi32>, tensor<2x32xi32>) -> tensor<2x32xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x32xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x32xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<2x32xi1>, tensor<2x32xi32>, tensor<2x32xi32>) -> tensor<2x32xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x32xi32>) -> tensor<2x32x1xi32>
    %c_1 = stablehlo.constant dense<511> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x32x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x32x1xi32>, tensor<2x32x1xi32>) -> tensor<2x32x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x32x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x32x1xi32>, tensor<2x32x1xi32>) -> tensor<2x32x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x32x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x32x1xi1>, tensor<i1>) -> tensor<2x32xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<512x64xf32>, tensor<2x32x1xi32>) -> tensor<2x32x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x32xi1>) -> tensor<2x32x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x32x64xi1>, tensor<2x32x64xf32>
    return %16 : tensor<2x32x64xf32>
  }
  func.func private @_where(%arg0: tensor<2x32xi1>, %arg1: tensor<2x32xi32>, %arg2: tensor<2x32xi32>) -> tensor<2x32xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x32xi1>, tensor<2x32xi32>
    return %0 : tensor<2x32xi32>
  }
  func.func private @_take_0(%arg0: tensor<512x64xf32>, %arg1: tensor<2x16xi32>) -> tensor<2x16x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x16xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x16xi32>, tensor<2x16xi32>) -> tensor<2x16xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x16xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x16xi32>
    %4 = call @_where_1(%1, %3, %arg1) : (tensor<2x16xi1>, tensor<2x16xi32>, tensor<2x16xi32>) -> tensor<2x16xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1xi32>
    %c_1 = stablehlo.constant dense<511> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x16x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x16x1xi32>, tensor<2x16x1xi32>) -> tensor<2x16x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x16x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x16x1xi32>, tensor<2x16x1xi32>) -> tensor<2x16x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x16x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x16x1xi1>, tensor<i1>) -> tensor<2x16xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<512x64xf32>, tensor<2x16x1xi32>) -> tensor<2x16x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x16xi1>) -> tensor<2x16x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x16x64xi1>, tensor<2x16x64xf32>
    return %16 : tensor<2x16x64xf32>
  }
  func.func private @_where_1(%arg0: tensor<2x16xi1>, %arg1: tensor<2x16xi32>, %arg2: tensor<2x16xi32>) -> tensor<2x16xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x16xi1>, tensor<2x16xi32>
    return %0 : tensor<2x16xi32>
  }
  func.func private @_where_2(%arg0: tensor<32x32xi1>, %arg1: tensor<32x32xi32>, %arg2: tensor<32x32xi32>) -> tensor<32x32xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<32x32xi1>, tensor<32x32xi32>
    return %0 : tensor<32x32xi32>
  }
  func.func private @_take_3(%arg0: tensor<32x4xf32>, %arg1: tensor<32x32xi32>) -> tensor<32x32x4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %c_0 = stablehlo.constant dense<32> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<32x32xi32>
    %4 = call @_where_2(%1, %3, %arg1) : (tensor<32x32xi1>, tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<32x32xi32>) -> tensor<32x32x1xi32>
    %c_1 = stablehlo.constant dense<31> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32x32x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<32x32x1xi32>, tensor<32x32x1xi32>) -> tensor<32x32x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<32x32x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<32x32x1xi32>, tensor<32x32x1xi32>) -> tensor<32x32x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<32x32x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<32x32x1xi1>, tensor<i1>) -> tensor<32x32xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<32x4xf32>, tensor<32x32x1xi32>) -> tensor<32x32x4xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<32x32xi1>) -> tensor<32x32x4xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x32x4xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<32x32x4xi1>, tensor<32x32x4xf32>
    return %16 : tensor<32x32x4xf32>
  }
  func.func private @relu(%arg0: tensor<2x32x128xf32>) -> tensor<2x32x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x32x128xf32>
    return %1 : tensor<2x32x128xf32>
  }
  func.func private @_where_4(%arg0: tensor<16x16xi1>, %arg1: tensor<16x16xi32>, %arg2: tensor<16x16xi32>) -> tensor<16x16xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<16x16xi1>, tensor<16x16xi32>
    return %0 : tensor<16x16xi32>
  }
  func.func private @_take_5(%arg0: tensor<32x4xf32>, %arg1: tensor<16x16xi32>) -> tensor<16x16x4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %c_0 = stablehlo.constant dense<32> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<16x16xi32>
    %4 = call @_where_4(%1, %3, %arg1) : (tensor<16x16xi1>, tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<16x16xi32>) -> tensor<16x16x1xi32>
    %c_1 = stablehlo.constant dense<31> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16x16x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<16x16x1xi32>, tensor<16x16x1xi32>) -> tensor<16x16x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<16x16x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<16x16x1xi32>, tensor<16x16x1xi32>) -> tensor<16x16x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<16x16x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<16x16x1xi1>, tensor<i1>) -> tensor<16x16xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<32x4xf32>, tensor<16x16x1xi32>) -> tensor<16x16x4xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<16x16xi1>) -> tensor<16x16x4xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x16x4xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<16x16x4xi1>, tensor<16x16x4xf32>
    return %16 : tensor<16x16x4xf32>
  }
  func.func private @relu_6(%arg0: tensor<2x16x128xf32>) -> tensor<2x16x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x16x128xf32>
    return %1 : tensor<2x16x128xf32>
  }
}
