module @jit_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x64xf32>, %arg1: tensor<64x64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64x4x16xf32>, %arg5: tensor<4x16xf32>, %arg6: tensor<64x4x16xf32>, %arg7: tensor<4x16xf32>, %arg8: tensor<64x4x16xf32>, %arg9: tensor<4x16xf32>, %arg10: tensor<4x16x64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64x128xf32>, %arg17: tensor<128xf32>, %arg18: tensor<128x64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<64x4x16xf32>, %arg21: tensor<4x16xf32>, %arg22: tensor<64x4x16xf32>, %arg23: tensor<4x16xf32>, %arg24: tensor<64x4x16xf32>, %arg25: tensor<4x16xf32>, %arg26: tensor<4x16x64xf32>, %arg27: tensor<64xf32>, %arg28: tensor<64xf32>, %arg29: tensor<64xf32>, %arg30: tensor<64xf32>, %arg31: tensor<64xf32>, %arg32: tensor<64x128xf32>, %arg33: tensor<128xf32>, %arg34: tensor<128x64xf32>, %arg35: tensor<64xf32>, %arg36: tensor<64x64xf32>, %arg37: tensor<64xf32>, %arg38: tensor<64xf32>, %arg39: tensor<64x4x16xf32>, %arg40: tensor<4x16xf32>, %arg41: tensor<64x4x16xf32>, %arg42: tensor<4x16xf32>, %arg43: tensor<64x4x16xf32>, %arg44: tensor<4x16xf32>, %arg45: tensor<4x16x64xf32>, %arg46: tensor<64xf32>, %arg47: tensor<64xf32>, %arg48: tensor<64xf32>, %arg49: tensor<64x4x16xf32>, %arg50: tensor<4x16xf32>, %arg51: tensor<64x4x16xf32>, %arg52: tensor<4x16xf32>, %arg53: tensor<64x4x16xf32>, %arg54: tensor<4x16xf32>, %arg55: tensor<4x16x64xf32>, %arg56: tensor<64xf32>, %arg57: tensor<64xf32>, %arg58: tensor<64xf32>, %arg59: tensor<64x128xf32>, %arg60: tensor<128xf32>, %arg61: tensor<128x64xf32>, %arg62: tensor<64xf32>, %arg63: tensor<64xf32>, %arg64: tensor<64xf32>, %arg65: tensor<64x4x16xf32>, %arg66: tensor<4x16xf32>, %arg67: tensor<64x4x16xf32>, %arg68: tensor<4x16xf32>, %arg69: tensor<64x4x16xf32>, %arg70: tensor<4x16xf32>, %arg71: tensor<4x16x64xf32>, %arg72: tensor<64xf32>, %arg73: tensor<64xf32>, %arg74: tensor<64xf32>, %arg75: tensor<64x4x16xf32>, %arg76: tensor<4x16xf32>, %arg77: tensor<64x4x16xf32>, %arg78: tensor<4x16xf32>, %arg79: tensor<64x4x16xf32>, %arg80: tensor<4x16xf32>, %arg81: tensor<4x16x64xf32>, %arg82: tensor<64xf32>, %arg83: tensor<64xf32>, %arg84: tensor<64xf32>, %arg85: tensor<64x128xf32>, %arg86: tensor<128xf32>, %arg87: tensor<128x64xf32>, %arg88: tensor<64xf32>, %arg89: tensor<64xf32>, %arg90: tensor<64xf32>, %arg91: tensor<2x16xi32>, %arg92: tensor<2x16xi32>, %arg93: tensor<2x32xi32>, %arg94: tensor<2x32xi32>) -> (tensor<2x16x64xf32> {jax.result_info = "result['decoder_sequence_output']"}, tensor<2x32x64xf32> {jax.result_info = "result['encoder_sequence_output']"}) {
    %0 = call @_take(%arg0, %arg94) : (tensor<512x64xf32>, tensor<2x32xi32>) -> tensor<2x32x64xf32>
    %1 = call @_take_0(%arg0, %arg92) : (tensor<512x64xf32>, tensor<2x16xi32>) -> tensor<2x16x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_slice %arg1, %c, %c_0, sizes = [32, 64] : (tensor<64x64xf32>, tensor<i32>, tensor<i32>) -> tensor<32x64xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<2x32x64xf32>
    %4 = stablehlo.add %0, %3 : tensor<2x32x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<2x32x1xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %9 = call @_var(%4, %c_2) : (tensor<2x32x64xf32>, tensor<i32>) -> tensor<2x32x1xf32>
    %10 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %11 = stablehlo.reshape %arg3 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %13 = stablehlo.add %9, %12 : tensor<2x32x1xf32>
    %14 = stablehlo.rsqrt %13 : tensor<2x32x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %16 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %17 = stablehlo.multiply %15, %16 : tensor<2x32x64xf32>
    %18 = stablehlo.negate %8 : tensor<2x32x1xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %20 = stablehlo.multiply %19, %17 : tensor<2x32x64xf32>
    %21 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %22 = stablehlo.add %20, %21 : tensor<2x32x64xf32>
    %23 = stablehlo.multiply %4, %17 : tensor<2x32x64xf32>
    %24 = stablehlo.add %23, %22 : tensor<2x32x64xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %25 = stablehlo.dynamic_slice %arg36, %c_4, %c_5, sizes = [16, 64] : (tensor<64x64xf32>, tensor<i32>, tensor<i32>) -> tensor<16x64xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [1, 2] : (tensor<16x64xf32>) -> tensor<2x16x64xf32>
    %27 = stablehlo.add %1, %26 : tensor<2x16x64xf32>
    %28 = stablehlo.broadcast_in_dim %arg93, dims = [0, 2] : (tensor<2x32xi32>) -> tensor<2x1x32xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<2x1x32xi32>
    %30 = stablehlo.compare NE, %28, %29, SIGNED : (tensor<2x1x32xi32>, tensor<2x1x32xi32>) -> tensor<2x1x32xi1>
    %31 = stablehlo.convert %30 : tensor<2x1x32xi1>
    %32 = stablehlo.dot_general %24, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %33 = stablehlo.broadcast_in_dim %arg5, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %35 = stablehlo.add %32, %34 : tensor<2x32x4x16xf32>
    %36 = stablehlo.dot_general %24, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %37 = stablehlo.broadcast_in_dim %arg7, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %39 = stablehlo.add %36, %38 : tensor<2x32x4x16xf32>
    %40 = stablehlo.dot_general %24, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %41 = stablehlo.broadcast_in_dim %arg9, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %43 = stablehlo.add %40, %42 : tensor<2x32x4x16xf32>
    %44 = stablehlo.broadcast_in_dim %31, dims = [0, 2, 3] : (tensor<2x1x32xi1>) -> tensor<2x1x1x32xi1>
    %45 = stablehlo.reshape %35 : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x1x16xf32>
    %46 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 3, 4] : (tensor<2x1x1x32xi1>) -> tensor<2x1x1x1x32xi1>
    %47 = stablehlo.dot_general %45, %39, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x1x16xf32>, tensor<2x32x4x16xf32>) -> tensor<2x4x32x1x32xf32>
    %cst_7 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x4x32x1x32xf32>
    %49 = stablehlo.multiply %47, %48 : tensor<2x4x32x1x32xf32>
    %c_8 = stablehlo.constant dense<true> : tensor<i1>
    %50 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i1>) -> tensor<2x4x32x32xi1>
    %51 = stablehlo.broadcast_in_dim %50, dims = [1, 2, 3, 4] : (tensor<2x4x32x32xi1>) -> tensor<1x2x4x32x32xi1>
    %52 = stablehlo.transpose %46, dims = [2, 0, 1, 3, 4] : (tensor<2x1x1x1x32xi1>) -> tensor<1x2x1x1x32xi1>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3, 4] : (tensor<1x2x1x1x32xi1>) -> tensor<1x2x4x32x32xi1>
    %54 = stablehlo.and %51, %53 : tensor<1x2x4x32x32xi1>
    %cst_9 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %55 = call @_where_3(%54, %49, %cst_9) : (tensor<1x2x4x32x32xi1>, tensor<2x4x32x1x32xf32>, tensor<f32>) -> tensor<1x2x4x32x32xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %56 = stablehlo.reduce(%55 init: %cst_10) applies stablehlo.maximum across dimensions = [4] : (tensor<1x2x4x32x32xf32>, tensor<f32>) -> tensor<1x2x4x32xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1x2x4x32xf32>
    %58 = stablehlo.maximum %57, %56 : tensor<1x2x4x32xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<1x2x4x32xf32>) -> tensor<1x2x4x32x1xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3, 4] : (tensor<1x2x4x32x1xf32>) -> tensor<1x2x4x32x32xf32>
    %61 = stablehlo.subtract %55, %60 : tensor<1x2x4x32x32xf32>
    %62 = stablehlo.exponential %61 : tensor<1x2x4x32x32xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.reduce(%62 init: %cst_12) applies stablehlo.add across dimensions = [4] : (tensor<1x2x4x32x32xf32>, tensor<f32>) -> tensor<1x2x4x32xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3] : (tensor<1x2x4x32xf32>) -> tensor<1x2x4x32x1xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3, 4] : (tensor<1x2x4x32x1xf32>) -> tensor<1x2x4x32x32xf32>
    %66 = stablehlo.divide %62, %65 : tensor<1x2x4x32x32xf32>
    %67 = stablehlo.dot_general %43, %66, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<1x2x4x32x32xf32>) -> tensor<2x4x16x1x32xf32>
    %68 = stablehlo.transpose %67, dims = [3, 0, 4, 1, 2] : (tensor<2x4x16x1x32xf32>) -> tensor<1x2x32x4x16xf32>
    %69 = stablehlo.transpose %68, dims = [1, 2, 3, 0, 4] : (tensor<1x2x32x4x16xf32>) -> tensor<2x32x4x1x16xf32>
    %70 = stablehlo.reshape %69 : (tensor<2x32x4x1x16xf32>) -> tensor<2x32x4x16xf32>
    %71 = stablehlo.dot_general %70, %arg10, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<2x32x64xf32>
    %72 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %74 = stablehlo.add %71, %73 : tensor<2x32x64xf32>
    %75 = stablehlo.add %74, %24 : tensor<2x32x64xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.reduce(%75 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_14 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %79 = stablehlo.divide %77, %78 : tensor<2x32x1xf32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %80 = call @_var(%75, %c_15) : (tensor<2x32x64xf32>, tensor<i32>) -> tensor<2x32x1xf32>
    %81 = stablehlo.reshape %arg12 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %82 = stablehlo.reshape %arg13 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_16 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %84 = stablehlo.add %80, %83 : tensor<2x32x1xf32>
    %85 = stablehlo.rsqrt %84 : tensor<2x32x1xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %87 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %88 = stablehlo.multiply %86, %87 : tensor<2x32x64xf32>
    %89 = stablehlo.negate %79 : tensor<2x32x1xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %91 = stablehlo.multiply %90, %88 : tensor<2x32x64xf32>
    %92 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %93 = stablehlo.add %91, %92 : tensor<2x32x64xf32>
    %94 = stablehlo.multiply %75, %88 : tensor<2x32x64xf32>
    %95 = stablehlo.add %94, %93 : tensor<2x32x64xf32>
    %96 = stablehlo.dot_general %95, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x128xf32>) -> tensor<2x32x128xf32>
    %97 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x32x128xf32>
    %99 = stablehlo.add %96, %98 : tensor<2x32x128xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %101 = stablehlo.multiply %100, %99 : tensor<2x32x128xf32>
    %102 = stablehlo.negate %99 : tensor<2x32x128xf32>
    %cst_18 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %104 = stablehlo.multiply %102, %103 : tensor<2x32x128xf32>
    %105 = chlo.erfc %104 : tensor<2x32x128xf32> -> tensor<2x32x128xf32>
    %106 = stablehlo.multiply %101, %105 : tensor<2x32x128xf32>
    %107 = stablehlo.dot_general %106, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x128xf32>, tensor<128x64xf32>) -> tensor<2x32x64xf32>
    %108 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %110 = stablehlo.add %107, %109 : tensor<2x32x64xf32>
    %111 = stablehlo.add %110, %95 : tensor<2x32x64xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.reduce(%111 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_20 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %115 = stablehlo.divide %113, %114 : tensor<2x32x1xf32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %116 = call @_var(%111, %c_21) : (tensor<2x32x64xf32>, tensor<i32>) -> tensor<2x32x1xf32>
    %117 = stablehlo.reshape %arg14 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %118 = stablehlo.reshape %arg15 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_22 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %120 = stablehlo.add %116, %119 : tensor<2x32x1xf32>
    %121 = stablehlo.rsqrt %120 : tensor<2x32x1xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %123 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %124 = stablehlo.multiply %122, %123 : tensor<2x32x64xf32>
    %125 = stablehlo.negate %115 : tensor<2x32x1xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %127 = stablehlo.multiply %126, %124 : tensor<2x32x64xf32>
    %128 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %129 = stablehlo.add %127, %128 : tensor<2x32x64xf32>
    %130 = stablehlo.multiply %111, %124 : tensor<2x32x64xf32>
    %131 = stablehlo.add %130, %129 : tensor<2x32x64xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.reduce(%27 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_24 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %135 = stablehlo.divide %133, %134 : tensor<2x16x1xf32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %136 = call @_var_4(%27, %c_25) : (tensor<2x16x64xf32>, tensor<i32>) -> tensor<2x16x1xf32>
    %137 = stablehlo.reshape %arg37 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %138 = stablehlo.reshape %arg38 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_26 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %140 = stablehlo.add %136, %139 : tensor<2x16x1xf32>
    %141 = stablehlo.rsqrt %140 : tensor<2x16x1xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %143 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %144 = stablehlo.multiply %142, %143 : tensor<2x16x64xf32>
    %145 = stablehlo.negate %135 : tensor<2x16x1xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %147 = stablehlo.multiply %146, %144 : tensor<2x16x64xf32>
    %148 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %149 = stablehlo.add %147, %148 : tensor<2x16x64xf32>
    %150 = stablehlo.multiply %27, %144 : tensor<2x16x64xf32>
    %151 = stablehlo.add %150, %149 : tensor<2x16x64xf32>
    %152 = stablehlo.broadcast_in_dim %arg93, dims = [0, 2] : (tensor<2x32xi32>) -> tensor<2x1x32xi32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %153 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<2x1x32xi32>
    %154 = stablehlo.compare NE, %152, %153, SIGNED : (tensor<2x1x32xi32>, tensor<2x1x32xi32>) -> tensor<2x1x32xi1>
    %155 = stablehlo.convert %154 : tensor<2x1x32xi1>
    %156 = stablehlo.dot_general %131, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %157 = stablehlo.broadcast_in_dim %arg21, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %159 = stablehlo.add %156, %158 : tensor<2x32x4x16xf32>
    %160 = stablehlo.dot_general %131, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %161 = stablehlo.broadcast_in_dim %arg23, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %163 = stablehlo.add %160, %162 : tensor<2x32x4x16xf32>
    %164 = stablehlo.dot_general %131, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %165 = stablehlo.broadcast_in_dim %arg25, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %167 = stablehlo.add %164, %166 : tensor<2x32x4x16xf32>
    %168 = stablehlo.broadcast_in_dim %155, dims = [0, 2, 3] : (tensor<2x1x32xi1>) -> tensor<2x1x1x32xi1>
    %169 = stablehlo.reshape %159 : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x1x16xf32>
    %170 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 3, 4] : (tensor<2x1x1x32xi1>) -> tensor<2x1x1x1x32xi1>
    %171 = stablehlo.dot_general %169, %163, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x1x16xf32>, tensor<2x32x4x16xf32>) -> tensor<2x4x32x1x32xf32>
    %cst_28 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x4x32x1x32xf32>
    %173 = stablehlo.multiply %171, %172 : tensor<2x4x32x1x32xf32>
    %c_29 = stablehlo.constant dense<true> : tensor<i1>
    %174 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i1>) -> tensor<2x4x32x32xi1>
    %175 = stablehlo.broadcast_in_dim %174, dims = [1, 2, 3, 4] : (tensor<2x4x32x32xi1>) -> tensor<1x2x4x32x32xi1>
    %176 = stablehlo.transpose %170, dims = [2, 0, 1, 3, 4] : (tensor<2x1x1x1x32xi1>) -> tensor<1x2x1x1x32xi1>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2, 3, 4] : (tensor<1x2x1x1x32xi1>) -> tensor<1x2x4x32x32xi1>
    %178 = stablehlo.and %175, %177 : tensor<1x2x4x32x32xi1>
    %cst_30 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %179 = call @_where_3(%178, %173, %cst_30) : (tensor<1x2x4x32x32xi1>, tensor<2x4x32x1x32xf32>, tensor<f32>) -> tensor<1x2x4x32x32xf32>
    %cst_31 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %180 = stablehlo.reduce(%179 init: %cst_31) applies stablehlo.maximum across dimensions = [4] : (tensor<1x2x4x32x32xf32>, tensor<f32>) -> tensor<1x2x4x32xf32>
    %cst_32 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<1x2x4x32xf32>
    %182 = stablehlo.maximum %181, %180 : tensor<1x2x4x32xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2, 3] : (tensor<1x2x4x32xf32>) -> tensor<1x2x4x32x1xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2, 3, 4] : (tensor<1x2x4x32x1xf32>) -> tensor<1x2x4x32x32xf32>
    %185 = stablehlo.subtract %179, %184 : tensor<1x2x4x32x32xf32>
    %186 = stablehlo.exponential %185 : tensor<1x2x4x32x32xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %187 = stablehlo.reduce(%186 init: %cst_33) applies stablehlo.add across dimensions = [4] : (tensor<1x2x4x32x32xf32>, tensor<f32>) -> tensor<1x2x4x32xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2, 3] : (tensor<1x2x4x32xf32>) -> tensor<1x2x4x32x1xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2, 3, 4] : (tensor<1x2x4x32x1xf32>) -> tensor<1x2x4x32x32xf32>
    %190 = stablehlo.divide %186, %189 : tensor<1x2x4x32x32xf32>
    %191 = stablehlo.dot_general %167, %190, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<1x2x4x32x32xf32>) -> tensor<2x4x16x1x32xf32>
    %192 = stablehlo.transpose %191, dims = [3, 0, 4, 1, 2] : (tensor<2x4x16x1x32xf32>) -> tensor<1x2x32x4x16xf32>
    %193 = stablehlo.transpose %192, dims = [1, 2, 3, 0, 4] : (tensor<1x2x32x4x16xf32>) -> tensor<2x32x4x1x16xf32>
    %194 = stablehlo.reshape %193 : (tensor<2x32x4x1x16xf32>) -> tensor<2x32x4x16xf32>
    %195 = stablehlo.dot_general %194, %arg26, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<2x32x64xf32>
    %196 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %198 = stablehlo.add %195, %197 : tensor<2x32x64xf32>
    %199 = stablehlo.add %198, %131 : tensor<2x32x64xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %200 = stablehlo.reduce(%199 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_35 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %203 = stablehlo.divide %201, %202 : tensor<2x32x1xf32>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %204 = call @_var(%199, %c_36) : (tensor<2x32x64xf32>, tensor<i32>) -> tensor<2x32x1xf32>
    %205 = stablehlo.reshape %arg28 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %206 = stablehlo.reshape %arg29 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_37 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %208 = stablehlo.add %204, %207 : tensor<2x32x1xf32>
    %209 = stablehlo.rsqrt %208 : tensor<2x32x1xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %211 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %212 = stablehlo.multiply %210, %211 : tensor<2x32x64xf32>
    %213 = stablehlo.negate %203 : tensor<2x32x1xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %215 = stablehlo.multiply %214, %212 : tensor<2x32x64xf32>
    %216 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %217 = stablehlo.add %215, %216 : tensor<2x32x64xf32>
    %218 = stablehlo.multiply %199, %212 : tensor<2x32x64xf32>
    %219 = stablehlo.add %218, %217 : tensor<2x32x64xf32>
    %220 = stablehlo.dot_general %219, %arg32, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x128xf32>) -> tensor<2x32x128xf32>
    %221 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x32x128xf32>
    %223 = stablehlo.add %220, %222 : tensor<2x32x128xf32>
    %cst_38 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %225 = stablehlo.multiply %224, %223 : tensor<2x32x128xf32>
    %226 = stablehlo.negate %223 : tensor<2x32x128xf32>
    %cst_39 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %228 = stablehlo.multiply %226, %227 : tensor<2x32x128xf32>
    %229 = chlo.erfc %228 : tensor<2x32x128xf32> -> tensor<2x32x128xf32>
    %230 = stablehlo.multiply %225, %229 : tensor<2x32x128xf32>
    %231 = stablehlo.dot_general %230, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x128xf32>, tensor<128x64xf32>) -> tensor<2x32x64xf32>
    %232 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %234 = stablehlo.add %231, %233 : tensor<2x32x64xf32>
    %235 = stablehlo.add %234, %219 : tensor<2x32x64xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %236 = stablehlo.reduce(%235 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_41 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %239 = stablehlo.divide %237, %238 : tensor<2x32x1xf32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %240 = call @_var(%235, %c_42) : (tensor<2x32x64xf32>, tensor<i32>) -> tensor<2x32x1xf32>
    %241 = stablehlo.reshape %arg30 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %242 = stablehlo.reshape %arg31 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_43 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %244 = stablehlo.add %240, %243 : tensor<2x32x1xf32>
    %245 = stablehlo.rsqrt %244 : tensor<2x32x1xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %247 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %248 = stablehlo.multiply %246, %247 : tensor<2x32x64xf32>
    %249 = stablehlo.negate %239 : tensor<2x32x1xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %251 = stablehlo.multiply %250, %248 : tensor<2x32x64xf32>
    %252 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %253 = stablehlo.add %251, %252 : tensor<2x32x64xf32>
    %254 = stablehlo.multiply %235, %248 : tensor<2x32x64xf32>
    %255 = stablehlo.add %254, %253 : tensor<2x32x64xf32>
    %256 = stablehlo.broadcast_in_dim %arg91, dims = [0, 2] : (tensor<2x16xi32>) -> tensor<2x1x16xi32>
    %257 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %259 = stablehlo.add %257, %258 : tensor<16xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %261 = stablehlo.iota dim = 0 : tensor<16xf32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %263 = stablehlo.broadcast_in_dim %260, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x16xf32>
    %264 = stablehlo.broadcast_in_dim %262, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<16x16xf32>
    %265 = stablehlo.compare GE, %263, %264, FLOAT : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
    %266 = stablehlo.broadcast_in_dim %265, dims = [1, 2] : (tensor<16x16xi1>) -> tensor<1x16x16xi1>
    %267 = stablehlo.broadcast_in_dim %266, dims = [0, 1, 2] : (tensor<1x16x16xi1>) -> tensor<2x16x16xi1>
    %268 = stablehlo.convert %267 : (tensor<2x16x16xi1>) -> tensor<2x16x16xi32>
    %269 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2] : (tensor<2x1x16xi32>) -> tensor<2x16x16xi32>
    %270 = stablehlo.minimum %269, %268 : tensor<2x16x16xi32>
    %271 = stablehlo.dot_general %151, %arg39, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x4x16xf32>) -> tensor<2x16x4x16xf32>
    %272 = stablehlo.broadcast_in_dim %arg40, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x16x4x16xf32>
    %274 = stablehlo.add %271, %273 : tensor<2x16x4x16xf32>
    %275 = stablehlo.dot_general %151, %arg41, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x4x16xf32>) -> tensor<2x16x4x16xf32>
    %276 = stablehlo.broadcast_in_dim %arg42, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x16x4x16xf32>
    %278 = stablehlo.add %275, %277 : tensor<2x16x4x16xf32>
    %279 = stablehlo.dot_general %151, %arg43, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x4x16xf32>) -> tensor<2x16x4x16xf32>
    %280 = stablehlo.broadcast_in_dim %arg44, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x16x4x16xf32>
    %282 = stablehlo.add %279, %281 : tensor<2x16x4x16xf32>
    %283 = stablehlo.broadcast_in_dim %270, dims = [0, 2, 3] : (tensor<2x16x16xi32>) -> tensor<2x1x16x16xi32>
    %c_45 = stablehlo.constant dense<0> : tensor<i32>
    %284 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i32>) -> tensor<2x1x16x16xi32>
    %285 = stablehlo.compare NE, %283, %284, SIGNED : (tensor<2x1x16x16xi32>, tensor<2x1x16x16xi32>) -> tensor<2x1x16x16xi1>
    %286 = stablehlo.convert %285 : tensor<2x1x16x16xi1>
    %287 = stablehlo.reshape %274 : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x1x16xf32>
    %288 = stablehlo.broadcast_in_dim %286, dims = [0, 1, 3, 4] : (tensor<2x1x16x16xi1>) -> tensor<2x1x1x16x16xi1>
    %289 = stablehlo.dot_general %287, %278, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x1x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x1x16xf32>
    %cst_46 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x4x16x1x16xf32>
    %291 = stablehlo.multiply %289, %290 : tensor<2x4x16x1x16xf32>
    %c_47 = stablehlo.constant dense<true> : tensor<i1>
    %292 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i1>) -> tensor<2x4x16x16xi1>
    %293 = stablehlo.broadcast_in_dim %292, dims = [1, 2, 3, 4] : (tensor<2x4x16x16xi1>) -> tensor<1x2x4x16x16xi1>
    %294 = stablehlo.transpose %288, dims = [2, 0, 1, 3, 4] : (tensor<2x1x1x16x16xi1>) -> tensor<1x2x1x16x16xi1>
    %295 = stablehlo.broadcast_in_dim %294, dims = [0, 1, 2, 3, 4] : (tensor<1x2x1x16x16xi1>) -> tensor<1x2x4x16x16xi1>
    %296 = stablehlo.and %293, %295 : tensor<1x2x4x16x16xi1>
    %cst_48 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %297 = call @_where_6(%296, %291, %cst_48) : (tensor<1x2x4x16x16xi1>, tensor<2x4x16x1x16xf32>, tensor<f32>) -> tensor<1x2x4x16x16xf32>
    %cst_49 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %298 = stablehlo.reduce(%297 init: %cst_49) applies stablehlo.maximum across dimensions = [4] : (tensor<1x2x4x16x16xf32>, tensor<f32>) -> tensor<1x2x4x16xf32>
    %cst_50 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<1x2x4x16xf32>
    %300 = stablehlo.maximum %299, %298 : tensor<1x2x4x16xf32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [0, 1, 2, 3] : (tensor<1x2x4x16xf32>) -> tensor<1x2x4x16x1xf32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [0, 1, 2, 3, 4] : (tensor<1x2x4x16x1xf32>) -> tensor<1x2x4x16x16xf32>
    %303 = stablehlo.subtract %297, %302 : tensor<1x2x4x16x16xf32>
    %304 = stablehlo.exponential %303 : tensor<1x2x4x16x16xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %305 = stablehlo.reduce(%304 init: %cst_51) applies stablehlo.add across dimensions = [4] : (tensor<1x2x4x16x16xf32>, tensor<f32>) -> tensor<1x2x4x16xf32>
    %306 = stablehlo.broadcast_in_dim %305, dims = [0, 1, 2, 3] : (tensor<1x2x4x16xf32>) -> tensor<1x2x4x16x1xf32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [0, 1, 2, 3, 4] : (tensor<1x2x4x16x1xf32>) -> tensor<1x2x4x16x16xf32>
    %308 = stablehlo.divide %304, %307 : tensor<1x2x4x16x16xf32>
    %309 = stablehlo.dot_general %282, %308, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<1x2x4x16x16xf32>) -> tensor<2x4x16x1x16xf32>
    %310 = stablehlo.transpose %309, dims = [3, 0, 4, 1, 2] : (tensor<2x4x16x1x16xf32>) -> tensor<1x2x16x4x16xf32>
    %311 = stablehlo.transpose %310, dims = [1, 2, 3, 0, 4] : (tensor<1x2x16x4x16xf32>) -> tensor<2x16x4x1x16xf32>
    %312 = stablehlo.reshape %311 : (tensor<2x16x4x1x16xf32>) -> tensor<2x16x4x16xf32>
    %313 = stablehlo.dot_general %312, %arg45, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<4x16x64xf32>) -> tensor<2x16x64xf32>
    %314 = stablehlo.broadcast_in_dim %arg46, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %316 = stablehlo.add %313, %315 : tensor<2x16x64xf32>
    %317 = stablehlo.add %316, %151 : tensor<2x16x64xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %318 = stablehlo.reduce(%317 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_53 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %321 = stablehlo.divide %319, %320 : tensor<2x16x1xf32>
    %c_54 = stablehlo.constant dense<0> : tensor<i32>
    %322 = call @_var_4(%317, %c_54) : (tensor<2x16x64xf32>, tensor<i32>) -> tensor<2x16x1xf32>
    %323 = stablehlo.reshape %arg47 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %324 = stablehlo.reshape %arg48 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_55 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %326 = stablehlo.add %322, %325 : tensor<2x16x1xf32>
    %327 = stablehlo.rsqrt %326 : tensor<2x16x1xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %329 = stablehlo.broadcast_in_dim %323, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %330 = stablehlo.multiply %328, %329 : tensor<2x16x64xf32>
    %331 = stablehlo.negate %321 : tensor<2x16x1xf32>
    %332 = stablehlo.broadcast_in_dim %331, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %333 = stablehlo.multiply %332, %330 : tensor<2x16x64xf32>
    %334 = stablehlo.broadcast_in_dim %324, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %335 = stablehlo.add %333, %334 : tensor<2x16x64xf32>
    %336 = stablehlo.multiply %317, %330 : tensor<2x16x64xf32>
    %337 = stablehlo.add %336, %335 : tensor<2x16x64xf32>
    %338 = stablehlo.broadcast_in_dim %arg93, dims = [0, 2] : (tensor<2x32xi32>) -> tensor<2x1x32xi32>
    %339 = stablehlo.dot_general %337, %arg49, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x4x16xf32>) -> tensor<2x16x4x16xf32>
    %340 = stablehlo.broadcast_in_dim %arg50, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %341 = stablehlo.broadcast_in_dim %340, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x16x4x16xf32>
    %342 = stablehlo.add %339, %341 : tensor<2x16x4x16xf32>
    %343 = stablehlo.dot_general %255, %arg51, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %344 = stablehlo.broadcast_in_dim %arg52, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %345 = stablehlo.broadcast_in_dim %344, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %346 = stablehlo.add %343, %345 : tensor<2x32x4x16xf32>
    %347 = stablehlo.dot_general %255, %arg53, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %348 = stablehlo.broadcast_in_dim %arg54, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %349 = stablehlo.broadcast_in_dim %348, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %350 = stablehlo.add %347, %349 : tensor<2x32x4x16xf32>
    %351 = stablehlo.broadcast_in_dim %338, dims = [0, 2, 3] : (tensor<2x1x32xi32>) -> tensor<2x1x1x32xi32>
    %c_56 = stablehlo.constant dense<0> : tensor<i32>
    %352 = stablehlo.broadcast_in_dim %c_56, dims = [] : (tensor<i32>) -> tensor<2x1x1x32xi32>
    %353 = stablehlo.compare NE, %351, %352, SIGNED : (tensor<2x1x1x32xi32>, tensor<2x1x1x32xi32>) -> tensor<2x1x1x32xi1>
    %354 = stablehlo.convert %353 : tensor<2x1x1x32xi1>
    %355 = stablehlo.reshape %342 : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x1x16xf32>
    %356 = stablehlo.broadcast_in_dim %354, dims = [0, 1, 3, 4] : (tensor<2x1x1x32xi1>) -> tensor<2x1x1x1x32xi1>
    %357 = stablehlo.dot_general %355, %346, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x1x16xf32>, tensor<2x32x4x16xf32>) -> tensor<2x4x16x1x32xf32>
    %cst_57 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x4x16x1x32xf32>
    %359 = stablehlo.multiply %357, %358 : tensor<2x4x16x1x32xf32>
    %c_58 = stablehlo.constant dense<true> : tensor<i1>
    %360 = stablehlo.broadcast_in_dim %c_58, dims = [] : (tensor<i1>) -> tensor<2x4x16x32xi1>
    %361 = stablehlo.broadcast_in_dim %360, dims = [1, 2, 3, 4] : (tensor<2x4x16x32xi1>) -> tensor<1x2x4x16x32xi1>
    %362 = stablehlo.transpose %356, dims = [2, 0, 1, 3, 4] : (tensor<2x1x1x1x32xi1>) -> tensor<1x2x1x1x32xi1>
    %363 = stablehlo.broadcast_in_dim %362, dims = [0, 1, 2, 3, 4] : (tensor<1x2x1x1x32xi1>) -> tensor<1x2x4x16x32xi1>
    %364 = stablehlo.and %361, %363 : tensor<1x2x4x16x32xi1>
    %cst_59 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %365 = call @_where_7(%364, %359, %cst_59) : (tensor<1x2x4x16x32xi1>, tensor<2x4x16x1x32xf32>, tensor<f32>) -> tensor<1x2x4x16x32xf32>
    %cst_60 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %366 = stablehlo.reduce(%365 init: %cst_60) applies stablehlo.maximum across dimensions = [4] : (tensor<1x2x4x16x32xf32>, tensor<f32>) -> tensor<1x2x4x16xf32>
    %cst_61 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %367 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<1x2x4x16xf32>
    %368 = stablehlo.maximum %367, %366 : tensor<1x2x4x16xf32>
    %369 = stablehlo.broadcast_in_dim %368, dims = [0, 1, 2, 3] : (tensor<1x2x4x16xf32>) -> tensor<1x2x4x16x1xf32>
    %370 = stablehlo.broadcast_in_dim %369, dims = [0, 1, 2, 3, 4] : (tensor<1x2x4x16x1xf32>) -> tensor<1x2x4x16x32xf32>
    %371 = stablehlo.subtract %365, %370 : tensor<1x2x4x16x32xf32>
    %372 = stablehlo.exponential %371 : tensor<1x2x4x16x32xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %373 = stablehlo.reduce(%372 init: %cst_62) applies stablehlo.add across dimensions = [4] : (tensor<1x2x4x16x32xf32>, tensor<f32>) -> tensor<1x2x4x16xf32>
    %374 = stablehlo.broadcast_in_dim %373, dims = [0, 1, 2, 3] : (tensor<1x2x4x16xf32>) -> tensor<1x2x4x16x1xf32>
    %375 = stablehlo.broadcast_in_dim %374, dims = [0, 1, 2, 3, 4] : (tensor<1x2x4x16x1xf32>) -> tensor<1x2x4x16x32xf32>
    %376 = stablehlo.divide %372, %375 : tensor<1x2x4x16x32xf32>
    %377 = stablehlo.dot_general %350, %376, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<1x2x4x16x32xf32>) -> tensor<2x4x16x1x16xf32>
    %378 = stablehlo.transpose %377, dims = [3, 0, 4, 1, 2] : (tensor<2x4x16x1x16xf32>) -> tensor<1x2x16x4x16xf32>
    %379 = stablehlo.transpose %378, dims = [1, 2, 3, 0, 4] : (tensor<1x2x16x4x16xf32>) -> tensor<2x16x4x1x16xf32>
    %380 = stablehlo.reshape %379 : (tensor<2x16x4x1x16xf32>) -> tensor<2x16x4x16xf32>
    %381 = stablehlo.dot_general %380, %arg55, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<4x16x64xf32>) -> tensor<2x16x64xf32>
    %382 = stablehlo.broadcast_in_dim %arg56, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %383 = stablehlo.broadcast_in_dim %382, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %384 = stablehlo.add %381, %383 : tensor<2x16x64xf32>
    %385 = stablehlo.add %384, %337 : tensor<2x16x64xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %386 = stablehlo.reduce(%385 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %387 = stablehlo.broadcast_in_dim %386, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_64 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %388 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %389 = stablehlo.divide %387, %388 : tensor<2x16x1xf32>
    %c_65 = stablehlo.constant dense<0> : tensor<i32>
    %390 = call @_var_4(%385, %c_65) : (tensor<2x16x64xf32>, tensor<i32>) -> tensor<2x16x1xf32>
    %391 = stablehlo.reshape %arg57 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %392 = stablehlo.reshape %arg58 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_66 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %394 = stablehlo.add %390, %393 : tensor<2x16x1xf32>
    %395 = stablehlo.rsqrt %394 : tensor<2x16x1xf32>
    %396 = stablehlo.broadcast_in_dim %395, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %397 = stablehlo.broadcast_in_dim %391, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %398 = stablehlo.multiply %396, %397 : tensor<2x16x64xf32>
    %399 = stablehlo.negate %389 : tensor<2x16x1xf32>
    %400 = stablehlo.broadcast_in_dim %399, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %401 = stablehlo.multiply %400, %398 : tensor<2x16x64xf32>
    %402 = stablehlo.broadcast_in_dim %392, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %403 = stablehlo.add %401, %402 : tensor<2x16x64xf32>
    %404 = stablehlo.multiply %385, %398 : tensor<2x16x64xf32>
    %405 = stablehlo.add %404, %403 : tensor<2x16x64xf32>
    %406 = stablehlo.dot_general %405, %arg59, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %407 = stablehlo.broadcast_in_dim %arg60, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %408 = stablehlo.broadcast_in_dim %407, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %409 = stablehlo.add %406, %408 : tensor<2x16x128xf32>
    %cst_67 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %411 = stablehlo.multiply %410, %409 : tensor<2x16x128xf32>
    %412 = stablehlo.negate %409 : tensor<2x16x128xf32>
    %cst_68 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %413 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %414 = stablehlo.multiply %412, %413 : tensor<2x16x128xf32>
    %415 = chlo.erfc %414 : tensor<2x16x128xf32> -> tensor<2x16x128xf32>
    %416 = stablehlo.multiply %411, %415 : tensor<2x16x128xf32>
    %417 = stablehlo.dot_general %416, %arg61, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x64xf32>) -> tensor<2x16x64xf32>
    %418 = stablehlo.broadcast_in_dim %arg62, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %419 = stablehlo.broadcast_in_dim %418, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %420 = stablehlo.add %417, %419 : tensor<2x16x64xf32>
    %421 = stablehlo.add %420, %405 : tensor<2x16x64xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %422 = stablehlo.reduce(%421 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %423 = stablehlo.broadcast_in_dim %422, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_70 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %425 = stablehlo.divide %423, %424 : tensor<2x16x1xf32>
    %c_71 = stablehlo.constant dense<0> : tensor<i32>
    %426 = call @_var_4(%421, %c_71) : (tensor<2x16x64xf32>, tensor<i32>) -> tensor<2x16x1xf32>
    %427 = stablehlo.reshape %arg63 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %428 = stablehlo.reshape %arg64 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_72 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %430 = stablehlo.add %426, %429 : tensor<2x16x1xf32>
    %431 = stablehlo.rsqrt %430 : tensor<2x16x1xf32>
    %432 = stablehlo.broadcast_in_dim %431, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %433 = stablehlo.broadcast_in_dim %427, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %434 = stablehlo.multiply %432, %433 : tensor<2x16x64xf32>
    %435 = stablehlo.negate %425 : tensor<2x16x1xf32>
    %436 = stablehlo.broadcast_in_dim %435, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %437 = stablehlo.multiply %436, %434 : tensor<2x16x64xf32>
    %438 = stablehlo.broadcast_in_dim %428, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %439 = stablehlo.add %437, %438 : tensor<2x16x64xf32>
    %440 = stablehlo.multiply %421, %434 : tensor<2x16x64xf32>
    %441 = stablehlo.add %440, %439 : tensor<2x16x64xf32>
    %442 = stablehlo.broadcast_in_dim %arg91, dims = [0, 2] : (tensor<2x16xi32>) -> tensor<2x1x16xi32>
    %443 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %445 = stablehlo.add %443, %444 : tensor<16xf32>
    %446 = stablehlo.broadcast_in_dim %445, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %447 = stablehlo.iota dim = 0 : tensor<16xf32>
    %448 = stablehlo.broadcast_in_dim %447, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %449 = stablehlo.broadcast_in_dim %446, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x16xf32>
    %450 = stablehlo.broadcast_in_dim %448, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<16x16xf32>
    %451 = stablehlo.compare GE, %449, %450, FLOAT : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
    %452 = stablehlo.broadcast_in_dim %451, dims = [1, 2] : (tensor<16x16xi1>) -> tensor<1x16x16xi1>
    %453 = stablehlo.broadcast_in_dim %452, dims = [0, 1, 2] : (tensor<1x16x16xi1>) -> tensor<2x16x16xi1>
    %454 = stablehlo.convert %453 : (tensor<2x16x16xi1>) -> tensor<2x16x16xi32>
    %455 = stablehlo.broadcast_in_dim %442, dims = [0, 1, 2] : (tensor<2x1x16xi32>) -> tensor<2x16x16xi32>
    %456 = stablehlo.minimum %455, %454 : tensor<2x16x16xi32>
    %457 = stablehlo.dot_general %441, %arg65, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x4x16xf32>) -> tensor<2x16x4x16xf32>
    %458 = stablehlo.broadcast_in_dim %arg66, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %459 = stablehlo.broadcast_in_dim %458, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x16x4x16xf32>
    %460 = stablehlo.add %457, %459 : tensor<2x16x4x16xf32>
    %461 = stablehlo.dot_general %441, %arg67, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x4x16xf32>) -> tensor<2x16x4x16xf32>
    %462 = stablehlo.broadcast_in_dim %arg68, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %463 = stablehlo.broadcast_in_dim %462, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x16x4x16xf32>
    %464 = stablehlo.add %461, %463 : tensor<2x16x4x16xf32>
    %465 = stablehlo.dot_general %441, %arg69, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x4x16xf32>) -> tensor<2x16x4x16xf32>
    %466 = stablehlo.broadcast_in_dim %arg70, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %467 = stablehlo.broadcast_in_dim %466, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x16x4x16xf32>
    %468 = stablehlo.add %465, %467 : tensor<2x16x4x16xf32>
    %469 = stablehlo.broadcast_in_dim %456, dims = [0, 2, 3] : (tensor<2x16x16xi32>) -> tensor<2x1x16x16xi32>
    %c_74 = stablehlo.constant dense<0> : tensor<i32>
    %470 = stablehlo.broadcast_in_dim %c_74, dims = [] : (tensor<i32>) -> tensor<2x1x16x16xi32>
    %471 = stablehlo.compare NE, %469, %470, SIGNED : (tensor<2x1x16x16xi32>, tensor<2x1x16x16xi32>) -> tensor<2x1x16x16xi1>
    %472 = stablehlo.convert %471 : tensor<2x1x16x16xi1>
    %473 = stablehlo.reshape %460 : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x1x16xf32>
    %474 = stablehlo.broadcast_in_dim %472, dims = [0, 1, 3, 4] : (tensor<2x1x16x16xi1>) -> tensor<2x1x1x16x16xi1>
    %475 = stablehlo.dot_general %473, %464, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x1x16xf32>, tensor<2x16x4x16xf32>) -> tensor<2x4x16x1x16xf32>
    %cst_75 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<2x4x16x1x16xf32>
    %477 = stablehlo.multiply %475, %476 : tensor<2x4x16x1x16xf32>
    %c_76 = stablehlo.constant dense<true> : tensor<i1>
    %478 = stablehlo.broadcast_in_dim %c_76, dims = [] : (tensor<i1>) -> tensor<2x4x16x16xi1>
    %479 = stablehlo.broadcast_in_dim %478, dims = [1, 2, 3, 4] : (tensor<2x4x16x16xi1>) -> tensor<1x2x4x16x16xi1>
    %480 = stablehlo.transpose %474, dims = [2, 0, 1, 3, 4] : (tensor<2x1x1x16x16xi1>) -> tensor<1x2x1x16x16xi1>
    %481 = stablehlo.broadcast_in_dim %480, dims = [0, 1, 2, 3, 4] : (tensor<1x2x1x16x16xi1>) -> tensor<1x2x4x16x16xi1>
    %482 = stablehlo.and %479, %481 : tensor<1x2x4x16x16xi1>
    %cst_77 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %483 = call @_where_6(%482, %477, %cst_77) : (tensor<1x2x4x16x16xi1>, tensor<2x4x16x1x16xf32>, tensor<f32>) -> tensor<1x2x4x16x16xf32>
    %cst_78 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %484 = stablehlo.reduce(%483 init: %cst_78) applies stablehlo.maximum across dimensions = [4] : (tensor<1x2x4x16x16xf32>, tensor<f32>) -> tensor<1x2x4x16xf32>
    %cst_79 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %485 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<1x2x4x16xf32>
    %486 = stablehlo.maximum %485, %484 : tensor<1x2x4x16xf32>
    %487 = stablehlo.broadcast_in_dim %486, dims = [0, 1, 2, 3] : (tensor<1x2x4x16xf32>) -> tensor<1x2x4x16x1xf32>
    %488 = stablehlo.broadcast_in_dim %487, dims = [0, 1, 2, 3, 4] : (tensor<1x2x4x16x1xf32>) -> tensor<1x2x4x16x16xf32>
    %489 = stablehlo.subtract %483, %488 : tensor<1x2x4x16x16xf32>
    %490 = stablehlo.exponential %489 : tensor<1x2x4x16x16xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %491 = stablehlo.reduce(%490 init: %cst_80) applies stablehlo.add across dimensions = [4] : (tensor<1x2x4x16x16xf32>, tensor<f32>) -> tensor<1x2x4x16xf32>
    %492 = stablehlo.broadcast_in_dim %491, dims = [0, 1, 2, 3] : (tensor<1x2x4x16xf32>) -> tensor<1x2x4x16x1xf32>
    %493 = stablehlo.broadcast_in_dim %492, dims = [0, 1, 2, 3, 4] : (tensor<1x2x4x16x1xf32>) -> tensor<1x2x4x16x16xf32>
    %494 = stablehlo.divide %490, %493 : tensor<1x2x4x16x16xf32>
    %495 = stablehlo.dot_general %468, %494, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<1x2x4x16x16xf32>) -> tensor<2x4x16x1x16xf32>
    %496 = stablehlo.transpose %495, dims = [3, 0, 4, 1, 2] : (tensor<2x4x16x1x16xf32>) -> tensor<1x2x16x4x16xf32>
    %497 = stablehlo.transpose %496, dims = [1, 2, 3, 0, 4] : (tensor<1x2x16x4x16xf32>) -> tensor<2x16x4x1x16xf32>
    %498 = stablehlo.reshape %497 : (tensor<2x16x4x1x16xf32>) -> tensor<2x16x4x16xf32>
    %499 = stablehlo.dot_general %498, %arg71, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<4x16x64xf32>) -> tensor<2x16x64xf32>
    %500 = stablehlo.broadcast_in_dim %arg72, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %501 = stablehlo.broadcast_in_dim %500, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %502 = stablehlo.add %499, %501 : tensor<2x16x64xf32>
    %503 = stablehlo.add %502, %441 : tensor<2x16x64xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %504 = stablehlo.reduce(%503 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %505 = stablehlo.broadcast_in_dim %504, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_82 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %506 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %507 = stablehlo.divide %505, %506 : tensor<2x16x1xf32>
    %c_83 = stablehlo.constant dense<0> : tensor<i32>
    %508 = call @_var_4(%503, %c_83) : (tensor<2x16x64xf32>, tensor<i32>) -> tensor<2x16x1xf32>
    %509 = stablehlo.reshape %arg73 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %510 = stablehlo.reshape %arg74 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_84 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %511 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %512 = stablehlo.add %508, %511 : tensor<2x16x1xf32>
    %513 = stablehlo.rsqrt %512 : tensor<2x16x1xf32>
    %514 = stablehlo.broadcast_in_dim %513, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %515 = stablehlo.broadcast_in_dim %509, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %516 = stablehlo.multiply %514, %515 : tensor<2x16x64xf32>
    %517 = stablehlo.negate %507 : tensor<2x16x1xf32>
    %518 = stablehlo.broadcast_in_dim %517, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %519 = stablehlo.multiply %518, %516 : tensor<2x16x64xf32>
    %520 = stablehlo.broadcast_in_dim %510, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %521 = stablehlo.add %519, %520 : tensor<2x16x64xf32>
    %522 = stablehlo.multiply %503, %516 : tensor<2x16x64xf32>
    %523 = stablehlo.add %522, %521 : tensor<2x16x64xf32>
    %524 = stablehlo.broadcast_in_dim %arg93, dims = [0, 2] : (tensor<2x32xi32>) -> tensor<2x1x32xi32>
    %525 = stablehlo.dot_general %523, %arg75, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x4x16xf32>) -> tensor<2x16x4x16xf32>
    %526 = stablehlo.broadcast_in_dim %arg76, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %527 = stablehlo.broadcast_in_dim %526, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x16x4x16xf32>
    %528 = stablehlo.add %525, %527 : tensor<2x16x4x16xf32>
    %529 = stablehlo.dot_general %255, %arg77, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %530 = stablehlo.broadcast_in_dim %arg78, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %531 = stablehlo.broadcast_in_dim %530, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %532 = stablehlo.add %529, %531 : tensor<2x32x4x16xf32>
    %533 = stablehlo.dot_general %255, %arg79, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %534 = stablehlo.broadcast_in_dim %arg80, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %535 = stablehlo.broadcast_in_dim %534, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<2x32x4x16xf32>
    %536 = stablehlo.add %533, %535 : tensor<2x32x4x16xf32>
    %537 = stablehlo.broadcast_in_dim %524, dims = [0, 2, 3] : (tensor<2x1x32xi32>) -> tensor<2x1x1x32xi32>
    %c_85 = stablehlo.constant dense<0> : tensor<i32>
    %538 = stablehlo.broadcast_in_dim %c_85, dims = [] : (tensor<i32>) -> tensor<2x1x1x32xi32>
    %539 = stablehlo.compare NE, %537, %538, SIGNED : (tensor<2x1x1x32xi32>, tensor<2x1x1x32xi32>) -> tensor<2x1x1x32xi1>
    %540 = stablehlo.convert %539 : tensor<2x1x1x32xi1>
    %541 = stablehlo.reshape %528 : (tensor<2x16x4x16xf32>) -> tensor<2x16x4x1x16xf32>
    %542 = stablehlo.broadcast_in_dim %540, dims = [0, 1, 3, 4] : (tensor<2x1x1x32xi1>) -> tensor<2x1x1x1x32xi1>
    %543 = stablehlo.dot_general %541, %532, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x1x16xf32>, tensor<2x32x4x16xf32>) -> tensor<2x4x16x1x32xf32>
    %cst_86 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %544 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<2x4x16x1x32xf32>
    %545 = stablehlo.multiply %543, %544 : tensor<2x4x16x1x32xf32>
    %c_87 = stablehlo.constant dense<true> : tensor<i1>
    %546 = stablehlo.broadcast_in_dim %c_87, dims = [] : (tensor<i1>) -> tensor<2x4x16x32xi1>
    %547 = stablehlo.broadcast_in_dim %546, dims = [1, 2, 3, 4] : (tensor<2x4x16x32xi1>) -> tensor<1x2x4x16x32xi1>
    %548 = stablehlo.transpose %542, dims = [2, 0, 1, 3, 4] : (tensor<2x1x1x1x32xi1>) -> tensor<1x2x1x1x32xi1>
    %549 = stablehlo.broadcast_in_dim %548, dims = [0, 1, 2, 3, 4] : (tensor<1x2x1x1x32xi1>) -> tensor<1x2x4x16x32xi1>
    %550 = stablehlo.and %547, %549 : tensor<1x2x4x16x32xi1>
    %cst_88 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %551 = call @_where_7(%550, %545, %cst_88) : (tensor<1x2x4x16x32xi1>, tensor<2x4x16x1x32xf32>, tensor<f32>) -> tensor<1x2x4x16x32xf32>
    %cst_89 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %552 = stablehlo.reduce(%551 init: %cst_89) applies stablehlo.maximum across dimensions = [4] : (tensor<1x2x4x16x32xf32>, tensor<f32>) -> tensor<1x2x4x16xf32>
    %cst_90 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %553 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<1x2x4x16xf32>
    %554 = stablehlo.maximum %553, %552 : tensor<1x2x4x16xf32>
    %555 = stablehlo.broadcast_in_dim %554, dims = [0, 1, 2, 3] : (tensor<1x2x4x16xf32>) -> tensor<1x2x4x16x1xf32>
    %556 = stablehlo.broadcast_in_dim %555, dims = [0, 1, 2, 3, 4] : (tensor<1x2x4x16x1xf32>) -> tensor<1x2x4x16x32xf32>
    %557 = stablehlo.subtract %551, %556 : tensor<1x2x4x16x32xf32>
    %558 = stablehlo.exponential %557 : tensor<1x2x4x16x32xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %559 = stablehlo.reduce(%558 init: %cst_91) applies stablehlo.add across dimensions = [4] : (tensor<1x2x4x16x32xf32>, tensor<f32>) -> tensor<1x2x4x16xf32>
    %560 = stablehlo.broadcast_in_dim %559, dims = [0, 1, 2, 3] : (tensor<1x2x4x16xf32>) -> tensor<1x2x4x16x1xf32>
    %561 = stablehlo.broadcast_in_dim %560, dims = [0, 1, 2, 3, 4] : (tensor<1x2x4x16x1xf32>) -> tensor<1x2x4x16x32xf32>
    %562 = stablehlo.divide %558, %561 : tensor<1x2x4x16x32xf32>
    %563 = stablehlo.dot_general %536, %562, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<1x2x4x16x32xf32>) -> tensor<2x4x16x1x16xf32>
    %564 = stablehlo.transpose %563, dims = [3, 0, 4, 1, 2] : (tensor<2x4x16x1x16xf32>) -> tensor<1x2x16x4x16xf32>
    %565 = stablehlo.transpose %564, dims = [1, 2, 3, 0, 4] : (tensor<1x2x16x4x16xf32>) -> tensor<2x16x4x1x16xf32>
    %566 = stablehlo.reshape %565 : (tensor<2x16x4x1x16xf32>) -> tensor<2x16x4x16xf32>
    %567 = stablehlo.dot_general %566, %arg81, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x4x16xf32>, tensor<4x16x64xf32>) -> tensor<2x16x64xf32>
    %568 = stablehlo.broadcast_in_dim %arg82, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %569 = stablehlo.broadcast_in_dim %568, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %570 = stablehlo.add %567, %569 : tensor<2x16x64xf32>
    %571 = stablehlo.add %570, %523 : tensor<2x16x64xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %572 = stablehlo.reduce(%571 init: %cst_92) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %573 = stablehlo.broadcast_in_dim %572, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_93 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %574 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %575 = stablehlo.divide %573, %574 : tensor<2x16x1xf32>
    %c_94 = stablehlo.constant dense<0> : tensor<i32>
    %576 = call @_var_4(%571, %c_94) : (tensor<2x16x64xf32>, tensor<i32>) -> tensor<2x16x1xf32>
    %577 = stablehlo.reshape %arg83 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %578 = stablehlo.reshape %arg84 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_95 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %579 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %580 = stablehlo.add %576, %579 : tensor<2x16x1xf32>
    %581 = stablehlo.rsqrt %580 : tensor<2x16x1xf32>
    %582 = stablehlo.broadcast_in_dim %581, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %583 = stablehlo.broadcast_in_dim %577, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %584 = stablehlo.multiply %582, %583 : tensor<2x16x64xf32>
    %585 = stablehlo.negate %575 : tensor<2x16x1xf32>
    %586 = stablehlo.broadcast_in_dim %585, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %587 = stablehlo.multiply %586, %584 : tensor<2x16x64xf32>
    %588 = stablehlo.broadcast_in_dim %578, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %589 = stablehlo.add %587, %588 : tensor<2x16x64xf32>
    %590 = stablehlo.multiply %571, %584 : tensor<2x16x64xf32>
    %591 = stablehlo.add %590, %589 : tensor<2x16x64xf32>
    %592 = stablehlo.dot_general %591, %arg85, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %593 = stablehlo.broadcast_in_dim %arg86, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %594 = stablehlo.broadcast_in_dim %593, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %595 = stablehlo.add %592, %594 : tensor<2x16x128xf32>
    %cst_96 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %596 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %597 = stablehlo.multiply %596, %595 : tensor<2x16x128xf32>
    %598 = stablehlo.negate %595 : tensor<2x16x128xf32>
    %cst_97 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %599 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %600 = stablehlo.multiply %598, %599 : tensor<2x16x128xf32>
    %601 = chlo.erfc %600 : tensor<2x16x128xf32> -> tensor<2x16x128xf32>
    %602 = stablehlo.multiply %597, %601 : tensor<2x16x128xf32>
    %603 = stablehlo.dot_general %602, %arg87, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x64xf32>) -> tensor<2x16x64xf32>
    %604 = stablehlo.broadcast_in_dim %arg88, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %605 = stablehlo.broadcast_in_dim %604, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %606 = stablehlo.add %603, %605 : tensor<2x16x64xf32>
    %607 = stablehlo.add %606, %591 : tensor<2x16x64xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %608 = stablehlo.reduce(%607 init: %cst_98) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %609 = stablehlo.broadcast_in_dim %608, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_99 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %610 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %611 = stablehlo.divide %609, %610 : tensor<2x16x1xf32>
    %c_100 = stablehlo.constant dense<0> : tensor<i32>
    %612 = call @_var_4(%607, %c_100) : (tensor<2x16x64xf32>, tensor<i32>) -> tensor<2x16x1xf32>
    %613 = stablehlo.reshape %arg89 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %614 = stablehlo.reshape %arg90 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_101 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %615 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %616 = stablehlo.add %612, %615 : tensor<2x16x1xf32>
    %617 = stablehlo.rsqrt %616 : tensor<2x16x1xf32>
    %618 = stablehlo.broadcast_in_dim %617, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %619 = stablehlo.broadcast_in_dim %613, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %620 = stablehlo.multiply %618, %619 : tensor<2x16x64xf32>
    %621 = stablehlo.negate %611 : tensor<2x16x1xf32>
    %622 = stablehlo.broadcast_in_dim %621, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %623 = stablehlo.multiply %622, %620 : tensor<2x16x64xf32>
    %624 = stablehlo.broadcast_in_dim %614, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x16x64xf32>
    %625 = stablehlo.add %623, %624 : tensor<2x16x64xf32>
    %626 = stablehlo.multiply %607, %620 : tensor<2x16x64xf32>
    %627 = stablehlo.add %626, %625 : tensor<2x16x64xf32>
    return %627, %255 : tensor<2x16x64xf32>, tensor<2x32x64xf32>
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
  func.func private @_var(%arg0: tensor<2x32x64xf32>, %arg1: tensor<i32>) -> tensor<2x32x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x32x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x32x64xf32>
    %6 = chlo.square %5 : tensor<2x32x64xf32> -> tensor<2x32x64xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x32x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_2(%13, %12, %cst_4) : (tensor<i1>, tensor<2x32x1xf32>, tensor<f32>) -> tensor<2x32x1xf32>
    return %14 : tensor<2x32x1xf32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<2x32x1xf32>, %arg2: tensor<f32>) -> tensor<2x32x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<2x32x1xf32>
    return %2 : tensor<2x32x1xf32>
  }
  func.func private @_where_3(%arg0: tensor<1x2x4x32x32xi1>, %arg1: tensor<2x4x32x1x32xf32>, %arg2: tensor<f32>) -> tensor<1x2x4x32x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x4x32x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    %2 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<2x4x32x1x32xf32>) -> tensor<1x2x4x32x32xf32>
    %3 = stablehlo.select %arg0, %2, %1 : tensor<1x2x4x32x32xi1>, tensor<1x2x4x32x32xf32>
    return %3 : tensor<1x2x4x32x32xf32>
  }
  func.func private @_var_4(%arg0: tensor<2x16x64xf32>, %arg1: tensor<i32>) -> tensor<2x16x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x16x64xf32>
    %6 = chlo.square %5 : tensor<2x16x64xf32> -> tensor<2x16x64xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x16x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_5(%13, %12, %cst_4) : (tensor<i1>, tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16x1xf32>
    return %14 : tensor<2x16x1xf32>
  }
  func.func private @_where_5(%arg0: tensor<i1>, %arg1: tensor<2x16x1xf32>, %arg2: tensor<f32>) -> tensor<2x16x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<2x16x1xf32>
    return %2 : tensor<2x16x1xf32>
  }
  func.func private @_where_6(%arg0: tensor<1x2x4x16x16xi1>, %arg1: tensor<2x4x16x1x16xf32>, %arg2: tensor<f32>) -> tensor<1x2x4x16x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x4x16x16xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<2x4x16x16xf32>) -> tensor<1x2x4x16x16xf32>
    %2 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<2x4x16x1x16xf32>) -> tensor<1x2x4x16x16xf32>
    %3 = stablehlo.select %arg0, %2, %1 : tensor<1x2x4x16x16xi1>, tensor<1x2x4x16x16xf32>
    return %3 : tensor<1x2x4x16x16xf32>
  }
  func.func private @_where_7(%arg0: tensor<1x2x4x16x32xi1>, %arg1: tensor<2x4x16x1x32xf32>, %arg2: tensor<f32>) -> tensor<1x2x4x16x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x4x16x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<2x4x16x32xf32>) -> tensor<1x2x4x16x32xf32>
    %2 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<2x4x16x1x32xf32>) -> tensor<1x2x4x16x32xf32>
    %3 = stablehlo.select %arg0, %2, %1 : tensor<1x2x4x16x32xi1>, tensor<1x2x4x16x32xf32>
    return %3 : tensor<1x2x4x16x32xf32>
  }
}
