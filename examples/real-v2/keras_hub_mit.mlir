module @jit_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7x7x3x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16x16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16x16xf32>, %arg9: tensor<16xf32>, %arg10: tensor<16x16xf32>, %arg11: tensor<16xf32>, %arg12: tensor<16x16xf32>, %arg13: tensor<16xf32>, %arg14: tensor<4x4x16x16xf32>, %arg15: tensor<16xf32>, %arg16: tensor<16xf32>, %arg17: tensor<16xf32>, %arg18: tensor<16xf32>, %arg19: tensor<16xf32>, %arg20: tensor<16x64xf32>, %arg21: tensor<64xf32>, %arg22: tensor<3x3x64x1xf32>, %arg23: tensor<64xf32>, %arg24: tensor<64x16xf32>, %arg25: tensor<16xf32>, %arg26: tensor<16xf32>, %arg27: tensor<16xf32>, %arg28: tensor<3x3x16x32xf32>, %arg29: tensor<32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32xf32>, %arg32: tensor<32xf32>, %arg33: tensor<32xf32>, %arg34: tensor<32x32xf32>, %arg35: tensor<32xf32>, %arg36: tensor<32x32xf32>, %arg37: tensor<32xf32>, %arg38: tensor<32x32xf32>, %arg39: tensor<32xf32>, %arg40: tensor<32x32xf32>, %arg41: tensor<32xf32>, %arg42: tensor<2x2x32x32xf32>, %arg43: tensor<32xf32>, %arg44: tensor<32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<32xf32>, %arg48: tensor<32x128xf32>, %arg49: tensor<128xf32>, %arg50: tensor<3x3x128x1xf32>, %arg51: tensor<128xf32>, %arg52: tensor<128x32xf32>, %arg53: tensor<32xf32>, %arg54: tensor<32xf32>, %arg55: tensor<32xf32>, %arg56: tensor<2x32x32x3xf32>) -> (tensor<2x4x4x32xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg56, %c) : (tensor<2x32x32x3xf32>, tensor<i32>) -> tensor<2x38x38x3xf32>
    %1 = stablehlo.convolution(%0, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [4, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x38x38x3xf32>, tensor<7x7x3x16xf32>) -> tensor<2x8x8x16xf32>
    %2 = stablehlo.reshape %arg1 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x8x8x16xf32>
    %4 = stablehlo.add %1, %3 : tensor<2x8x8x16xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x8x8x16xf32>) -> tensor<2x64x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x64x16xf32>, tensor<f32>) -> tensor<2x64xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %9 = stablehlo.divide %7, %8 : tensor<2x64x1xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %10 = call @_var(%5, %c_1) : (tensor<2x64x16xf32>, tensor<i32>) -> tensor<2x64x1xf32>
    %11 = stablehlo.reshape %arg2 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %12 = stablehlo.reshape %arg3 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_2 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %14 = stablehlo.add %10, %13 : tensor<2x64x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<2x64x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x16xf32>
    %17 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x64x16xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<2x64x16xf32>
    %19 = stablehlo.negate %9 : tensor<2x64x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x16xf32>
    %21 = stablehlo.multiply %20, %18 : tensor<2x64x16xf32>
    %22 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x64x16xf32>
    %23 = stablehlo.add %21, %22 : tensor<2x64x16xf32>
    %24 = stablehlo.multiply %5, %18 : tensor<2x64x16xf32>
    %25 = stablehlo.add %24, %23 : tensor<2x64x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<2x64x16xf32>, tensor<f32>) -> tensor<2x64xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %cst_4 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %29 = stablehlo.divide %27, %28 : tensor<2x64x1xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %30 = call @_var(%25, %c_5) : (tensor<2x64x16xf32>, tensor<i32>) -> tensor<2x64x1xf32>
    %31 = stablehlo.reshape %arg4 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %32 = stablehlo.reshape %arg5 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_6 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %34 = stablehlo.add %30, %33 : tensor<2x64x1xf32>
    %35 = stablehlo.rsqrt %34 : tensor<2x64x1xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x16xf32>
    %37 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x64x16xf32>
    %38 = stablehlo.multiply %36, %37 : tensor<2x64x16xf32>
    %39 = stablehlo.negate %29 : tensor<2x64x1xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x16xf32>
    %41 = stablehlo.multiply %40, %38 : tensor<2x64x16xf32>
    %42 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x64x16xf32>
    %43 = stablehlo.add %41, %42 : tensor<2x64x16xf32>
    %44 = stablehlo.multiply %25, %38 : tensor<2x64x16xf32>
    %45 = stablehlo.add %44, %43 : tensor<2x64x16xf32>
    %46 = stablehlo.dot_general %45, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<16x16xf32>) -> tensor<2x64x16xf32>
    %47 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x64x16xf32>
    %49 = stablehlo.add %46, %48 : tensor<2x64x16xf32>
    %50 = stablehlo.reshape %49 : (tensor<2x64x16xf32>) -> tensor<2x64x1x16xf32>
    %51 = stablehlo.transpose %50, dims = [0, 2, 1, 3] : (tensor<2x64x1x16xf32>) -> tensor<2x1x64x16xf32>
    %52 = stablehlo.reshape %45 : (tensor<2x64x16xf32>) -> tensor<2x8x8x16xf32>
    %53 = stablehlo.convolution(%52, %arg14) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [4, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x16xf32>, tensor<4x4x16x16xf32>) -> tensor<2x2x2x16xf32>
    %54 = stablehlo.reshape %arg15 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x2x2x16xf32>
    %56 = stablehlo.add %53, %55 : tensor<2x2x2x16xf32>
    %57 = stablehlo.reshape %56 : (tensor<2x2x2x16xf32>) -> tensor<2x4x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%57 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<2x4x16xf32>, tensor<f32>) -> tensor<2x4xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %cst_8 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %61 = stablehlo.divide %59, %60 : tensor<2x4x1xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %62 = call @_var_0(%57, %c_9) : (tensor<2x4x16xf32>, tensor<i32>) -> tensor<2x4x1xf32>
    %63 = stablehlo.reshape %arg16 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %64 = stablehlo.reshape %arg17 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_10 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %66 = stablehlo.add %62, %65 : tensor<2x4x1xf32>
    %67 = stablehlo.rsqrt %66 : tensor<2x4x1xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x16xf32>
    %69 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x4x16xf32>
    %70 = stablehlo.multiply %68, %69 : tensor<2x4x16xf32>
    %71 = stablehlo.negate %61 : tensor<2x4x1xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x16xf32>
    %73 = stablehlo.multiply %72, %70 : tensor<2x4x16xf32>
    %74 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x4x16xf32>
    %75 = stablehlo.add %73, %74 : tensor<2x4x16xf32>
    %76 = stablehlo.multiply %57, %70 : tensor<2x4x16xf32>
    %77 = stablehlo.add %76, %75 : tensor<2x4x16xf32>
    %78 = stablehlo.dot_general %77, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16xf32>, tensor<16x16xf32>) -> tensor<2x4x16xf32>
    %79 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x4x16xf32>
    %81 = stablehlo.add %78, %80 : tensor<2x4x16xf32>
    %82 = stablehlo.dot_general %77, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16xf32>, tensor<16x16xf32>) -> tensor<2x4x16xf32>
    %83 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x4x16xf32>
    %85 = stablehlo.add %82, %84 : tensor<2x4x16xf32>
    %86 = stablehlo.reshape %81 : (tensor<2x4x16xf32>) -> tensor<2x4x1x16xf32>
    %87 = stablehlo.transpose %86, dims = [0, 2, 1, 3] : (tensor<2x4x1x16xf32>) -> tensor<2x1x4x16xf32>
    %88 = stablehlo.reshape %85 : (tensor<2x4x16xf32>) -> tensor<2x4x1x16xf32>
    %89 = stablehlo.transpose %88, dims = [0, 2, 1, 3] : (tensor<2x4x1x16xf32>) -> tensor<2x1x4x16xf32>
    %90 = stablehlo.transpose %87, dims = [0, 1, 3, 2] : (tensor<2x1x4x16xf32>) -> tensor<2x1x16x4xf32>
    %91 = stablehlo.reshape %51 : (tensor<2x1x64x16xf32>) -> tensor<2x64x16xf32>
    %92 = stablehlo.reshape %90 : (tensor<2x1x16x4xf32>) -> tensor<2x16x4xf32>
    %93 = stablehlo.dot_general %91, %92, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<2x16x4xf32>) -> tensor<2x64x4xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 2, 3] : (tensor<2x64x4xf32>) -> tensor<2x1x64x4xf32>
    %cst_11 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x1x64x4xf32>
    %96 = stablehlo.multiply %94, %95 : tensor<2x1x64x4xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %97 = stablehlo.reduce(%96 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<2x1x64x4xf32>, tensor<f32>) -> tensor<2x1x64xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x1x64xf32>
    %99 = stablehlo.maximum %98, %97 : tensor<2x1x64xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x1x64x1xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2, 3] : (tensor<2x1x64x1xf32>) -> tensor<2x1x64x4xf32>
    %102 = stablehlo.subtract %96, %101 : tensor<2x1x64x4xf32>
    %103 = stablehlo.exponential %102 : tensor<2x1x64x4xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.reduce(%103 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<2x1x64x4xf32>, tensor<f32>) -> tensor<2x1x64xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<2x1x64xf32>) -> tensor<2x1x64x1xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2, 3] : (tensor<2x1x64x1xf32>) -> tensor<2x1x64x4xf32>
    %107 = stablehlo.divide %103, %106 : tensor<2x1x64x4xf32>
    %108 = stablehlo.reshape %107 : (tensor<2x1x64x4xf32>) -> tensor<2x64x4xf32>
    %109 = stablehlo.reshape %89 : (tensor<2x1x4x16xf32>) -> tensor<2x4x16xf32>
    %110 = stablehlo.dot_general %108, %109, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x4xf32>, tensor<2x4x16xf32>) -> tensor<2x64x16xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 2, 3] : (tensor<2x64x16xf32>) -> tensor<2x1x64x16xf32>
    %112 = stablehlo.transpose %111, dims = [0, 2, 1, 3] : (tensor<2x1x64x16xf32>) -> tensor<2x64x1x16xf32>
    %113 = stablehlo.reshape %112 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %114 = stablehlo.dot_general %113, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<16x16xf32>) -> tensor<2x64x16xf32>
    %115 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x64x16xf32>
    %117 = stablehlo.add %114, %116 : tensor<2x64x16xf32>
    %118 = stablehlo.add %25, %117 : tensor<2x64x16xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.reduce(%118 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<2x64x16xf32>, tensor<f32>) -> tensor<2x64xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %cst_16 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %122 = stablehlo.divide %120, %121 : tensor<2x64x1xf32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %123 = call @_var(%118, %c_17) : (tensor<2x64x16xf32>, tensor<i32>) -> tensor<2x64x1xf32>
    %124 = stablehlo.reshape %arg18 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %125 = stablehlo.reshape %arg19 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_18 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %127 = stablehlo.add %123, %126 : tensor<2x64x1xf32>
    %128 = stablehlo.rsqrt %127 : tensor<2x64x1xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x16xf32>
    %130 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x64x16xf32>
    %131 = stablehlo.multiply %129, %130 : tensor<2x64x16xf32>
    %132 = stablehlo.negate %122 : tensor<2x64x1xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x16xf32>
    %134 = stablehlo.multiply %133, %131 : tensor<2x64x16xf32>
    %135 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x64x16xf32>
    %136 = stablehlo.add %134, %135 : tensor<2x64x16xf32>
    %137 = stablehlo.multiply %118, %131 : tensor<2x64x16xf32>
    %138 = stablehlo.add %137, %136 : tensor<2x64x16xf32>
    %139 = stablehlo.dot_general %138, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<16x64xf32>) -> tensor<2x64x64xf32>
    %140 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x64x64xf32>
    %142 = stablehlo.add %139, %141 : tensor<2x64x64xf32>
    %143 = stablehlo.reshape %142 : (tensor<2x64x64xf32>) -> tensor<2x8x8x64xf32>
    %144 = stablehlo.reshape %arg22 : (tensor<3x3x64x1xf32>) -> tensor<3x3x1x64xf32>
    %145 = stablehlo.convolution(%143, %144) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 64 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x64xf32>, tensor<3x3x1x64xf32>) -> tensor<2x8x8x64xf32>
    %146 = stablehlo.reshape %arg23 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %148 = stablehlo.add %145, %147 : tensor<2x8x8x64xf32>
    %149 = stablehlo.reshape %148 : (tensor<2x8x8x64xf32>) -> tensor<2x64x64xf32>
    %150 = stablehlo.multiply %149, %149 : tensor<2x64x64xf32>
    %151 = stablehlo.multiply %150, %149 : tensor<2x64x64xf32>
    %cst_19 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x64x64xf32>
    %153 = stablehlo.multiply %152, %151 : tensor<2x64x64xf32>
    %154 = stablehlo.add %149, %153 : tensor<2x64x64xf32>
    %cst_20 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x64x64xf32>
    %156 = stablehlo.multiply %155, %154 : tensor<2x64x64xf32>
    %157 = stablehlo.tanh %156 : tensor<2x64x64xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x64x64xf32>
    %159 = stablehlo.add %158, %157 : tensor<2x64x64xf32>
    %cst_22 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x64x64xf32>
    %161 = stablehlo.multiply %160, %159 : tensor<2x64x64xf32>
    %162 = stablehlo.multiply %149, %161 : tensor<2x64x64xf32>
    %163 = stablehlo.dot_general %162, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64x64xf32>, tensor<64x16xf32>) -> tensor<2x64x16xf32>
    %164 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x64x16xf32>
    %166 = stablehlo.add %163, %165 : tensor<2x64x16xf32>
    %167 = stablehlo.add %118, %166 : tensor<2x64x16xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %168 = stablehlo.reduce(%167 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<2x64x16xf32>, tensor<f32>) -> tensor<2x64xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %cst_24 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %171 = stablehlo.divide %169, %170 : tensor<2x64x1xf32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %172 = call @_var(%167, %c_25) : (tensor<2x64x16xf32>, tensor<i32>) -> tensor<2x64x1xf32>
    %173 = stablehlo.reshape %arg26 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %174 = stablehlo.reshape %arg27 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_26 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %176 = stablehlo.add %172, %175 : tensor<2x64x1xf32>
    %177 = stablehlo.rsqrt %176 : tensor<2x64x1xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x16xf32>
    %179 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x64x16xf32>
    %180 = stablehlo.multiply %178, %179 : tensor<2x64x16xf32>
    %181 = stablehlo.negate %171 : tensor<2x64x1xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x16xf32>
    %183 = stablehlo.multiply %182, %180 : tensor<2x64x16xf32>
    %184 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x64x16xf32>
    %185 = stablehlo.add %183, %184 : tensor<2x64x16xf32>
    %186 = stablehlo.multiply %167, %180 : tensor<2x64x16xf32>
    %187 = stablehlo.add %186, %185 : tensor<2x64x16xf32>
    %188 = stablehlo.reshape %187 : (tensor<2x64x16xf32>) -> tensor<2x8x8x16xf32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %189 = call @_pad_2(%188, %c_27) : (tensor<2x8x8x16xf32>, tensor<i32>) -> tensor<2x10x10x16xf32>
    %190 = stablehlo.convolution(%189, %arg28) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x10x10x16xf32>, tensor<3x3x16x32xf32>) -> tensor<2x4x4x32xf32>
    %191 = stablehlo.reshape %arg29 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x4x4x32xf32>
    %193 = stablehlo.add %190, %192 : tensor<2x4x4x32xf32>
    %194 = stablehlo.reshape %193 : (tensor<2x4x4x32xf32>) -> tensor<2x16x32xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %195 = stablehlo.reduce(%194 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_29 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %198 = stablehlo.divide %196, %197 : tensor<2x16x1xf32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %199 = call @_var_3(%194, %c_30) : (tensor<2x16x32xf32>, tensor<i32>) -> tensor<2x16x1xf32>
    %200 = stablehlo.reshape %arg30 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %201 = stablehlo.reshape %arg31 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_31 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %203 = stablehlo.add %199, %202 : tensor<2x16x1xf32>
    %204 = stablehlo.rsqrt %203 : tensor<2x16x1xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %206 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %207 = stablehlo.multiply %205, %206 : tensor<2x16x32xf32>
    %208 = stablehlo.negate %198 : tensor<2x16x1xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %210 = stablehlo.multiply %209, %207 : tensor<2x16x32xf32>
    %211 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %212 = stablehlo.add %210, %211 : tensor<2x16x32xf32>
    %213 = stablehlo.multiply %194, %207 : tensor<2x16x32xf32>
    %214 = stablehlo.add %213, %212 : tensor<2x16x32xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %215 = stablehlo.reduce(%214 init: %cst_32) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_33 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %218 = stablehlo.divide %216, %217 : tensor<2x16x1xf32>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %219 = call @_var_3(%214, %c_34) : (tensor<2x16x32xf32>, tensor<i32>) -> tensor<2x16x1xf32>
    %220 = stablehlo.reshape %arg32 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %221 = stablehlo.reshape %arg33 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_35 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %223 = stablehlo.add %219, %222 : tensor<2x16x1xf32>
    %224 = stablehlo.rsqrt %223 : tensor<2x16x1xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %226 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %227 = stablehlo.multiply %225, %226 : tensor<2x16x32xf32>
    %228 = stablehlo.negate %218 : tensor<2x16x1xf32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %230 = stablehlo.multiply %229, %227 : tensor<2x16x32xf32>
    %231 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %232 = stablehlo.add %230, %231 : tensor<2x16x32xf32>
    %233 = stablehlo.multiply %214, %227 : tensor<2x16x32xf32>
    %234 = stablehlo.add %233, %232 : tensor<2x16x32xf32>
    %235 = stablehlo.dot_general %234, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<32x32xf32>) -> tensor<2x16x32xf32>
    %236 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %238 = stablehlo.add %235, %237 : tensor<2x16x32xf32>
    %239 = stablehlo.reshape %238 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %240 = stablehlo.transpose %239, dims = [0, 2, 1, 3] : (tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %241 = stablehlo.reshape %234 : (tensor<2x16x32xf32>) -> tensor<2x4x4x32xf32>
    %242 = stablehlo.convolution(%241, %arg42) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x32xf32>, tensor<2x2x32x32xf32>) -> tensor<2x2x2x32xf32>
    %243 = stablehlo.reshape %arg43 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x2x2x32xf32>
    %245 = stablehlo.add %242, %244 : tensor<2x2x2x32xf32>
    %246 = stablehlo.reshape %245 : (tensor<2x2x2x32xf32>) -> tensor<2x4x32xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %247 = stablehlo.reduce(%246 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<2x4x32xf32>, tensor<f32>) -> tensor<2x4xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %cst_37 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %250 = stablehlo.divide %248, %249 : tensor<2x4x1xf32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %251 = call @_var_5(%246, %c_38) : (tensor<2x4x32xf32>, tensor<i32>) -> tensor<2x4x1xf32>
    %252 = stablehlo.reshape %arg44 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %253 = stablehlo.reshape %arg45 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_39 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %255 = stablehlo.add %251, %254 : tensor<2x4x1xf32>
    %256 = stablehlo.rsqrt %255 : tensor<2x4x1xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x32xf32>
    %258 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x4x32xf32>
    %259 = stablehlo.multiply %257, %258 : tensor<2x4x32xf32>
    %260 = stablehlo.negate %250 : tensor<2x4x1xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x32xf32>
    %262 = stablehlo.multiply %261, %259 : tensor<2x4x32xf32>
    %263 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x4x32xf32>
    %264 = stablehlo.add %262, %263 : tensor<2x4x32xf32>
    %265 = stablehlo.multiply %246, %259 : tensor<2x4x32xf32>
    %266 = stablehlo.add %265, %264 : tensor<2x4x32xf32>
    %267 = stablehlo.dot_general %266, %arg36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32xf32>, tensor<32x32xf32>) -> tensor<2x4x32xf32>
    %268 = stablehlo.broadcast_in_dim %arg37, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %269 = stablehlo.broadcast_in_dim %268, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x4x32xf32>
    %270 = stablehlo.add %267, %269 : tensor<2x4x32xf32>
    %271 = stablehlo.dot_general %266, %arg38, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32xf32>, tensor<32x32xf32>) -> tensor<2x4x32xf32>
    %272 = stablehlo.broadcast_in_dim %arg39, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x4x32xf32>
    %274 = stablehlo.add %271, %273 : tensor<2x4x32xf32>
    %275 = stablehlo.reshape %270 : (tensor<2x4x32xf32>) -> tensor<2x4x2x16xf32>
    %276 = stablehlo.transpose %275, dims = [0, 2, 1, 3] : (tensor<2x4x2x16xf32>) -> tensor<2x2x4x16xf32>
    %277 = stablehlo.reshape %274 : (tensor<2x4x32xf32>) -> tensor<2x4x2x16xf32>
    %278 = stablehlo.transpose %277, dims = [0, 2, 1, 3] : (tensor<2x4x2x16xf32>) -> tensor<2x2x4x16xf32>
    %279 = stablehlo.transpose %276, dims = [0, 1, 3, 2] : (tensor<2x2x4x16xf32>) -> tensor<2x2x16x4xf32>
    %280 = stablehlo.dot_general %240, %279, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x16xf32>, tensor<2x2x16x4xf32>) -> tensor<2x2x16x4xf32>
    %cst_40 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x2x16x4xf32>
    %282 = stablehlo.multiply %280, %281 : tensor<2x2x16x4xf32>
    %cst_41 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %283 = stablehlo.reduce(%282 init: %cst_41) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x16x4xf32>, tensor<f32>) -> tensor<2x2x16xf32>
    %cst_42 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2x2x16xf32>
    %285 = stablehlo.maximum %284, %283 : tensor<2x2x16xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2] : (tensor<2x2x16xf32>) -> tensor<2x2x16x1xf32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [0, 1, 2, 3] : (tensor<2x2x16x1xf32>) -> tensor<2x2x16x4xf32>
    %288 = stablehlo.subtract %282, %287 : tensor<2x2x16x4xf32>
    %289 = stablehlo.exponential %288 : tensor<2x2x16x4xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %290 = stablehlo.reduce(%289 init: %cst_43) applies stablehlo.add across dimensions = [3] : (tensor<2x2x16x4xf32>, tensor<f32>) -> tensor<2x2x16xf32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [0, 1, 2] : (tensor<2x2x16xf32>) -> tensor<2x2x16x1xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2, 3] : (tensor<2x2x16x1xf32>) -> tensor<2x2x16x4xf32>
    %293 = stablehlo.divide %289, %292 : tensor<2x2x16x4xf32>
    %294 = stablehlo.dot_general %293, %278, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x4xf32>, tensor<2x2x4x16xf32>) -> tensor<2x2x16x16xf32>
    %295 = stablehlo.transpose %294, dims = [0, 2, 1, 3] : (tensor<2x2x16x16xf32>) -> tensor<2x16x2x16xf32>
    %296 = stablehlo.reshape %295 : (tensor<2x16x2x16xf32>) -> tensor<2x16x32xf32>
    %297 = stablehlo.dot_general %296, %arg40, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<32x32xf32>) -> tensor<2x16x32xf32>
    %298 = stablehlo.broadcast_in_dim %arg41, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %300 = stablehlo.add %297, %299 : tensor<2x16x32xf32>
    %301 = stablehlo.add %214, %300 : tensor<2x16x32xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %302 = stablehlo.reduce(%301 init: %cst_44) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %303 = stablehlo.broadcast_in_dim %302, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_45 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %305 = stablehlo.divide %303, %304 : tensor<2x16x1xf32>
    %c_46 = stablehlo.constant dense<0> : tensor<i32>
    %306 = call @_var_3(%301, %c_46) : (tensor<2x16x32xf32>, tensor<i32>) -> tensor<2x16x1xf32>
    %307 = stablehlo.reshape %arg46 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %308 = stablehlo.reshape %arg47 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_47 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %310 = stablehlo.add %306, %309 : tensor<2x16x1xf32>
    %311 = stablehlo.rsqrt %310 : tensor<2x16x1xf32>
    %312 = stablehlo.broadcast_in_dim %311, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %313 = stablehlo.broadcast_in_dim %307, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %314 = stablehlo.multiply %312, %313 : tensor<2x16x32xf32>
    %315 = stablehlo.negate %305 : tensor<2x16x1xf32>
    %316 = stablehlo.broadcast_in_dim %315, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %317 = stablehlo.multiply %316, %314 : tensor<2x16x32xf32>
    %318 = stablehlo.broadcast_in_dim %308, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %319 = stablehlo.add %317, %318 : tensor<2x16x32xf32>
    %320 = stablehlo.multiply %301, %314 : tensor<2x16x32xf32>
    %321 = stablehlo.add %320, %319 : tensor<2x16x32xf32>
    %322 = stablehlo.dot_general %321, %arg48, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<32x128xf32>) -> tensor<2x16x128xf32>
    %323 = stablehlo.broadcast_in_dim %arg49, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %324 = stablehlo.broadcast_in_dim %323, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %325 = stablehlo.add %322, %324 : tensor<2x16x128xf32>
    %326 = stablehlo.reshape %325 : (tensor<2x16x128xf32>) -> tensor<2x4x4x128xf32>
    %327 = stablehlo.reshape %arg50 : (tensor<3x3x128x1xf32>) -> tensor<3x3x1x128xf32>
    %328 = stablehlo.convolution(%326, %327) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 128 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x128xf32>, tensor<3x3x1x128xf32>) -> tensor<2x4x4x128xf32>
    %329 = stablehlo.reshape %arg51 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %330 = stablehlo.broadcast_in_dim %329, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x4x4x128xf32>
    %331 = stablehlo.add %328, %330 : tensor<2x4x4x128xf32>
    %332 = stablehlo.reshape %331 : (tensor<2x4x4x128xf32>) -> tensor<2x16x128xf32>
    %333 = stablehlo.multiply %332, %332 : tensor<2x16x128xf32>
    %334 = stablehlo.multiply %333, %332 : tensor<2x16x128xf32>
    %cst_48 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %335 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %336 = stablehlo.multiply %335, %334 : tensor<2x16x128xf32>
    %337 = stablehlo.add %332, %336 : tensor<2x16x128xf32>
    %cst_49 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %338 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %339 = stablehlo.multiply %338, %337 : tensor<2x16x128xf32>
    %340 = stablehlo.tanh %339 : tensor<2x16x128xf32>
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %342 = stablehlo.add %341, %340 : tensor<2x16x128xf32>
    %cst_51 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %344 = stablehlo.multiply %343, %342 : tensor<2x16x128xf32>
    %345 = stablehlo.multiply %332, %344 : tensor<2x16x128xf32>
    %346 = stablehlo.dot_general %345, %arg52, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x32xf32>) -> tensor<2x16x32xf32>
    %347 = stablehlo.broadcast_in_dim %arg53, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %348 = stablehlo.broadcast_in_dim %347, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %349 = stablehlo.add %346, %348 : tensor<2x16x32xf32>
    %350 = stablehlo.add %301, %349 : tensor<2x16x32xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %351 = stablehlo.reduce(%350 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_53 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %353 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %354 = stablehlo.divide %352, %353 : tensor<2x16x1xf32>
    %c_54 = stablehlo.constant dense<0> : tensor<i32>
    %355 = call @_var_3(%350, %c_54) : (tensor<2x16x32xf32>, tensor<i32>) -> tensor<2x16x1xf32>
    %356 = stablehlo.reshape %arg54 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %357 = stablehlo.reshape %arg55 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_55 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %359 = stablehlo.add %355, %358 : tensor<2x16x1xf32>
    %360 = stablehlo.rsqrt %359 : tensor<2x16x1xf32>
    %361 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %362 = stablehlo.broadcast_in_dim %356, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %363 = stablehlo.multiply %361, %362 : tensor<2x16x32xf32>
    %364 = stablehlo.negate %354 : tensor<2x16x1xf32>
    %365 = stablehlo.broadcast_in_dim %364, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %366 = stablehlo.multiply %365, %363 : tensor<2x16x32xf32>
    %367 = stablehlo.broadcast_in_dim %357, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %368 = stablehlo.add %366, %367 : tensor<2x16x32xf32>
    %369 = stablehlo.multiply %350, %363 : tensor<2x16x32xf32>
    %370 = stablehlo.add %369, %368 : tensor<2x16x32xf32>
    %371 = stablehlo.reshape %370 : (tensor<2x16x32xf32>) -> tensor<2x4x4x32xf32>
    return %371 : tensor<2x4x4x32xf32>
  }
  func.func private @_pad(%arg0: tensor<2x32x32x3xf32>, %arg1: tensor<i32>) -> tensor<2x38x38x3xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 3, 3, 0], high = [0, 3, 3, 0], interior = [0, 0, 0, 0] : (tensor<2x32x32x3xf32>, tensor<f32>) -> tensor<2x38x38x3xf32>
    return %1 : tensor<2x38x38x3xf32>
  }
  func.func private @_var(%arg0: tensor<2x64x16xf32>, %arg1: tensor<i32>) -> tensor<2x64x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x64x16xf32>, tensor<f32>) -> tensor<2x64xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x64x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x16xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x64x16xf32>
    %6 = chlo.square %5 : tensor<2x64x16xf32> -> tensor<2x64x16xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x64x16xf32>, tensor<f32>) -> tensor<2x64xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x64x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where(%13, %12, %cst_4) : (tensor<i1>, tensor<2x64x1xf32>, tensor<f32>) -> tensor<2x64x1xf32>
    return %14 : tensor<2x64x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<2x64x1xf32>, %arg2: tensor<f32>) -> tensor<2x64x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<2x64x1xf32>
    return %2 : tensor<2x64x1xf32>
  }
  func.func private @_var_0(%arg0: tensor<2x4x16xf32>, %arg1: tensor<i32>) -> tensor<2x4x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x4x16xf32>, tensor<f32>) -> tensor<2x4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x4x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x16xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x4x16xf32>
    %6 = chlo.square %5 : tensor<2x4x16xf32> -> tensor<2x4x16xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x4x16xf32>, tensor<f32>) -> tensor<2x4xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x4x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_1(%13, %12, %cst_4) : (tensor<i1>, tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x4x1xf32>
    return %14 : tensor<2x4x1xf32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<2x4x1xf32>, %arg2: tensor<f32>) -> tensor<2x4x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<2x4x1xf32>
    return %2 : tensor<2x4x1xf32>
  }
  func.func private @_pad_2(%arg0: tensor<2x8x8x16xf32>, %arg1: tensor<i32>) -> tensor<2x10x10x16xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 1, 1, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<2x8x8x16xf32>, tensor<f32>) -> tensor<2x10x10x16xf32>
    return %1 : tensor<2x10x10x16xf32>
  }
  func.func private @_var_3(%arg0: tensor<2x16x32xf32>, %arg1: tensor<i32>) -> tensor<2x16x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x16x32xf32>
    %6 = chlo.square %5 : tensor<2x16x32xf32> -> tensor<2x16x32xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x16x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_4(%13, %12, %cst_4) : (tensor<i1>, tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16x1xf32>
    return %14 : tensor<2x16x1xf32>
  }
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<2x16x1xf32>, %arg2: tensor<f32>) -> tensor<2x16x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<2x16x1xf32>
    return %2 : tensor<2x16x1xf32>
  }
  func.func private @_var_5(%arg0: tensor<2x4x32xf32>, %arg1: tensor<i32>) -> tensor<2x4x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x4x32xf32>, tensor<f32>) -> tensor<2x4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x4x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x32xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x4x32xf32>
    %6 = chlo.square %5 : tensor<2x4x32xf32> -> tensor<2x4x32xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x4x32xf32>, tensor<f32>) -> tensor<2x4xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x4x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_1(%13, %12, %cst_4) : (tensor<i1>, tensor<2x4x1xf32>, tensor<f32>) -> tensor<2x4x1xf32>
    return %14 : tensor<2x4x1xf32>
  }
}
