module @jit_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x16x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<3x64x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64x4x16xf32>, %arg5: tensor<4x16xf32>, %arg6: tensor<64x4x16xf32>, %arg7: tensor<64x4x16xf32>, %arg8: tensor<4x16xf32>, %arg9: tensor<4x16x64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64x128xf32>, %arg16: tensor<128xf32>, %arg17: tensor<128x64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<512x64xf32>, %arg22: tensor<32x64xf32>, %arg23: tensor<64x4x16xf32>, %arg24: tensor<4x16xf32>, %arg25: tensor<64x4x16xf32>, %arg26: tensor<64x4x16xf32>, %arg27: tensor<4x16xf32>, %arg28: tensor<4x16x64xf32>, %arg29: tensor<64xf32>, %arg30: tensor<64xf32>, %arg31: tensor<64xf32>, %arg32: tensor<64x4x16xf32>, %arg33: tensor<4x16xf32>, %arg34: tensor<64x4x16xf32>, %arg35: tensor<64x4x16xf32>, %arg36: tensor<4x16xf32>, %arg37: tensor<4x16x64xf32>, %arg38: tensor<64xf32>, %arg39: tensor<64xf32>, %arg40: tensor<64xf32>, %arg41: tensor<64x128xf32>, %arg42: tensor<128xf32>, %arg43: tensor<128x64xf32>, %arg44: tensor<64xf32>, %arg45: tensor<64xf32>, %arg46: tensor<64xf32>, %arg47: tensor<64xf32>, %arg48: tensor<64xf32>, %arg49: tensor<32x64xf32>, %arg50: tensor<1x16xi32>, %arg51: tensor<1x16xi32>, %arg52: tensor<1x64x16xf32>) -> (tensor<1x16x64xf32> {jax.result_info = "result['decoder_sequence_output']"}, tensor<1x32x64xf32> {jax.result_info = "result['encoder_sequence_output']"}) {
    %0 = stablehlo.convolution(%arg52, %arg0) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x64x16xf32>, tensor<3x16x64xf32>) -> tensor<1x64x64xf32>
    %1 = stablehlo.reshape %arg1 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x64x64xf32>
    %3 = stablehlo.add %0, %2 : tensor<1x64x64xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x64x64xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<1x64x64xf32>
    %6 = stablehlo.negate %3 : tensor<1x64x64xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x64x64xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<1x64x64xf32>
    %9 = chlo.erfc %8 : tensor<1x64x64xf32> -> tensor<1x64x64xf32>
    %10 = stablehlo.multiply %5, %9 : tensor<1x64x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %11 = call @_pad(%10, %c) : (tensor<1x64x64xf32>, tensor<i32>) -> tensor<1x66x64xf32>
    %12 = stablehlo.convolution(%11, %arg2) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x66x64xf32>, tensor<3x64x64xf32>) -> tensor<1x32x64xf32>
    %13 = stablehlo.reshape %arg3 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
    %15 = stablehlo.add %12, %14 : tensor<1x32x64xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x32x64xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<1x32x64xf32>
    %18 = stablehlo.negate %15 : tensor<1x32x64xf32>
    %cst_2 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x32x64xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<1x32x64xf32>
    %21 = chlo.erfc %20 : tensor<1x32x64xf32> -> tensor<1x32x64xf32>
    %22 = stablehlo.multiply %17, %21 : tensor<1x32x64xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %23 = stablehlo.dynamic_slice %arg49, %c_3, %c_4, sizes = [32, 64] : (tensor<32x64xf32>, tensor<i32>, tensor<i32>) -> tensor<32x64xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %25 = stablehlo.add %22, %24 : tensor<1x32x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %cst_6 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %29 = stablehlo.divide %27, %28 : tensor<1x32x1xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %30 = call @_var(%25, %c_7) : (tensor<1x32x64xf32>, tensor<i32>) -> tensor<1x32x1xf32>
    %31 = stablehlo.reshape %arg11 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %32 = stablehlo.reshape %arg12 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_8 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %34 = stablehlo.add %30, %33 : tensor<1x32x1xf32>
    %35 = stablehlo.rsqrt %34 : tensor<1x32x1xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x64xf32>
    %37 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
    %38 = stablehlo.multiply %36, %37 : tensor<1x32x64xf32>
    %39 = stablehlo.negate %29 : tensor<1x32x1xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x64xf32>
    %41 = stablehlo.multiply %40, %38 : tensor<1x32x64xf32>
    %42 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
    %43 = stablehlo.add %41, %42 : tensor<1x32x64xf32>
    %44 = stablehlo.multiply %25, %38 : tensor<1x32x64xf32>
    %45 = stablehlo.add %44, %43 : tensor<1x32x64xf32>
    %46 = stablehlo.dot_general %45, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xf32>, tensor<64x4x16xf32>) -> tensor<1x32x4x16xf32>
    %47 = stablehlo.broadcast_in_dim %arg5, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<1x32x4x16xf32>
    %49 = stablehlo.add %46, %48 : tensor<1x32x4x16xf32>
    %50 = stablehlo.dot_general %45, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xf32>, tensor<64x4x16xf32>) -> tensor<1x32x4x16xf32>
    %51 = stablehlo.dot_general %45, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xf32>, tensor<64x4x16xf32>) -> tensor<1x32x4x16xf32>
    %52 = stablehlo.broadcast_in_dim %arg8, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<1x32x4x16xf32>
    %54 = stablehlo.add %51, %53 : tensor<1x32x4x16xf32>
    %55 = stablehlo.reshape %49 : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x1x16xf32>
    %56 = stablehlo.dot_general %55, %50, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x32x4x1x16xf32>, tensor<1x32x4x16xf32>) -> tensor<1x4x32x1x32xf32>
    %cst_9 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x4x32x1x32xf32>
    %58 = stablehlo.multiply %56, %57 : tensor<1x4x32x1x32xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %59 = stablehlo.reduce(%58 init: %cst_10) applies stablehlo.maximum across dimensions = [4] : (tensor<1x4x32x1x32xf32>, tensor<f32>) -> tensor<1x4x32x1xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1x4x32x1xf32>
    %61 = stablehlo.maximum %60, %59 : tensor<1x4x32x1xf32>
    %62 = stablehlo.transpose %61, dims = [3, 0, 1, 2] : (tensor<1x4x32x1xf32>) -> tensor<1x1x4x32xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<1x1x4x32x1xf32>
    %64 = stablehlo.transpose %58, dims = [3, 0, 1, 2, 4] : (tensor<1x4x32x1x32xf32>) -> tensor<1x1x4x32x32xf32>
    %65 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3, 4] : (tensor<1x1x4x32x1xf32>) -> tensor<1x1x4x32x32xf32>
    %66 = stablehlo.subtract %64, %65 : tensor<1x1x4x32x32xf32>
    %67 = stablehlo.exponential %66 : tensor<1x1x4x32x32xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_12) applies stablehlo.add across dimensions = [4] : (tensor<1x1x4x32x32xf32>, tensor<f32>) -> tensor<1x1x4x32xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<1x1x4x32x1xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3, 4] : (tensor<1x1x4x32x1xf32>) -> tensor<1x1x4x32x32xf32>
    %71 = stablehlo.divide %67, %70 : tensor<1x1x4x32x32xf32>
    %72 = stablehlo.dot_general %54, %71, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x32x4x16xf32>, tensor<1x1x4x32x32xf32>) -> tensor<1x4x16x1x32xf32>
    %73 = stablehlo.transpose %72, dims = [3, 0, 4, 1, 2] : (tensor<1x4x16x1x32xf32>) -> tensor<1x1x32x4x16xf32>
    %74 = stablehlo.transpose %73, dims = [1, 2, 3, 0, 4] : (tensor<1x1x32x4x16xf32>) -> tensor<1x32x4x1x16xf32>
    %75 = stablehlo.reshape %74 : (tensor<1x32x4x1x16xf32>) -> tensor<1x32x4x16xf32>
    %76 = stablehlo.dot_general %75, %arg9, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<1x32x64xf32>
    %77 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
    %79 = stablehlo.add %76, %78 : tensor<1x32x64xf32>
    %80 = stablehlo.add %79, %25 : tensor<1x32x64xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.reduce(%80 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %cst_14 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %84 = stablehlo.divide %82, %83 : tensor<1x32x1xf32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %85 = call @_var(%80, %c_15) : (tensor<1x32x64xf32>, tensor<i32>) -> tensor<1x32x1xf32>
    %86 = stablehlo.reshape %arg13 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %87 = stablehlo.reshape %arg14 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_16 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %89 = stablehlo.add %85, %88 : tensor<1x32x1xf32>
    %90 = stablehlo.rsqrt %89 : tensor<1x32x1xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x64xf32>
    %92 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
    %93 = stablehlo.multiply %91, %92 : tensor<1x32x64xf32>
    %94 = stablehlo.negate %84 : tensor<1x32x1xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x64xf32>
    %96 = stablehlo.multiply %95, %93 : tensor<1x32x64xf32>
    %97 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
    %98 = stablehlo.add %96, %97 : tensor<1x32x64xf32>
    %99 = stablehlo.multiply %80, %93 : tensor<1x32x64xf32>
    %100 = stablehlo.add %99, %98 : tensor<1x32x64xf32>
    %101 = stablehlo.dot_general %100, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xf32>, tensor<64x128xf32>) -> tensor<1x32x128xf32>
    %102 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x32x128xf32>
    %104 = stablehlo.add %101, %103 : tensor<1x32x128xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1x32x128xf32>
    %106 = stablehlo.multiply %105, %104 : tensor<1x32x128xf32>
    %107 = stablehlo.negate %104 : tensor<1x32x128xf32>
    %cst_18 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x32x128xf32>
    %109 = stablehlo.multiply %107, %108 : tensor<1x32x128xf32>
    %110 = chlo.erfc %109 : tensor<1x32x128xf32> -> tensor<1x32x128xf32>
    %111 = stablehlo.multiply %106, %110 : tensor<1x32x128xf32>
    %112 = stablehlo.dot_general %111, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x128xf32>, tensor<128x64xf32>) -> tensor<1x32x64xf32>
    %113 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
    %115 = stablehlo.add %112, %114 : tensor<1x32x64xf32>
    %116 = stablehlo.add %115, %80 : tensor<1x32x64xf32>
    %117 = call @_take(%arg21, %arg51) : (tensor<512x64xf32>, tensor<1x16xi32>) -> tensor<1x16x64xf32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %118 = stablehlo.dynamic_slice %arg22, %c_19, %c_20, sizes = [16, 64] : (tensor<32x64xf32>, tensor<i32>, tensor<i32>) -> tensor<16x64xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [1, 2] : (tensor<16x64xf32>) -> tensor<1x16x64xf32>
    %120 = stablehlo.add %117, %119 : tensor<1x16x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.reduce(%116 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %cst_22 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %124 = stablehlo.divide %122, %123 : tensor<1x32x1xf32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %125 = call @_var(%116, %c_23) : (tensor<1x32x64xf32>, tensor<i32>) -> tensor<1x32x1xf32>
    %126 = stablehlo.reshape %arg19 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %127 = stablehlo.reshape %arg20 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_24 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %129 = stablehlo.add %125, %128 : tensor<1x32x1xf32>
    %130 = stablehlo.rsqrt %129 : tensor<1x32x1xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x64xf32>
    %132 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
    %133 = stablehlo.multiply %131, %132 : tensor<1x32x64xf32>
    %134 = stablehlo.negate %124 : tensor<1x32x1xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x64xf32>
    %136 = stablehlo.multiply %135, %133 : tensor<1x32x64xf32>
    %137 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
    %138 = stablehlo.add %136, %137 : tensor<1x32x64xf32>
    %139 = stablehlo.multiply %116, %133 : tensor<1x32x64xf32>
    %140 = stablehlo.add %139, %138 : tensor<1x32x64xf32>
    %141 = stablehlo.broadcast_in_dim %arg50, dims = [0, 2] : (tensor<1x16xi32>) -> tensor<1x1x16xi32>
    %142 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %144 = stablehlo.add %142, %143 : tensor<16xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %146 = stablehlo.iota dim = 0 : tensor<16xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %148 = stablehlo.broadcast_in_dim %145, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x16xf32>
    %149 = stablehlo.broadcast_in_dim %147, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<16x16xf32>
    %150 = stablehlo.compare GE, %148, %149, FLOAT : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
    %151 = stablehlo.broadcast_in_dim %150, dims = [1, 2] : (tensor<16x16xi1>) -> tensor<1x16x16xi1>
    %152 = stablehlo.convert %151 : (tensor<1x16x16xi1>) -> tensor<1x16x16xi32>
    %153 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2] : (tensor<1x1x16xi32>) -> tensor<1x16x16xi32>
    %154 = stablehlo.minimum %153, %152 : tensor<1x16x16xi32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %155 = stablehlo.reduce(%120 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<1x16x64xf32>, tensor<f32>) -> tensor<1x16xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %cst_27 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<1x16x1xf32>
    %158 = stablehlo.divide %156, %157 : tensor<1x16x1xf32>
    %c_28 = stablehlo.constant dense<0> : tensor<i32>
    %159 = call @_var_1(%120, %c_28) : (tensor<1x16x64xf32>, tensor<i32>) -> tensor<1x16x1xf32>
    %160 = stablehlo.reshape %arg30 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %161 = stablehlo.reshape %arg31 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_29 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1x16x1xf32>
    %163 = stablehlo.add %159, %162 : tensor<1x16x1xf32>
    %164 = stablehlo.rsqrt %163 : tensor<1x16x1xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
    %166 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
    %167 = stablehlo.multiply %165, %166 : tensor<1x16x64xf32>
    %168 = stablehlo.negate %158 : tensor<1x16x1xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2] : (tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
    %170 = stablehlo.multiply %169, %167 : tensor<1x16x64xf32>
    %171 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
    %172 = stablehlo.add %170, %171 : tensor<1x16x64xf32>
    %173 = stablehlo.multiply %120, %167 : tensor<1x16x64xf32>
    %174 = stablehlo.add %173, %172 : tensor<1x16x64xf32>
    %175 = stablehlo.dot_general %174, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x16x64xf32>, tensor<64x4x16xf32>) -> tensor<1x16x4x16xf32>
    %176 = stablehlo.broadcast_in_dim %arg24, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<1x16x4x16xf32>
    %178 = stablehlo.add %175, %177 : tensor<1x16x4x16xf32>
    %179 = stablehlo.dot_general %174, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x16x64xf32>, tensor<64x4x16xf32>) -> tensor<1x16x4x16xf32>
    %180 = stablehlo.dot_general %174, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x16x64xf32>, tensor<64x4x16xf32>) -> tensor<1x16x4x16xf32>
    %181 = stablehlo.broadcast_in_dim %arg27, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<1x16x4x16xf32>
    %183 = stablehlo.add %180, %182 : tensor<1x16x4x16xf32>
    %184 = stablehlo.broadcast_in_dim %154, dims = [0, 2, 3] : (tensor<1x16x16xi32>) -> tensor<1x1x16x16xi32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %185 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i32>) -> tensor<1x1x16x16xi32>
    %186 = stablehlo.compare NE, %184, %185, SIGNED : (tensor<1x1x16x16xi32>, tensor<1x1x16x16xi32>) -> tensor<1x1x16x16xi1>
    %187 = stablehlo.convert %186 : tensor<1x1x16x16xi1>
    %188 = stablehlo.reshape %178 : (tensor<1x16x4x16xf32>) -> tensor<1x16x4x1x16xf32>
    %189 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 3, 4] : (tensor<1x1x16x16xi1>) -> tensor<1x1x1x16x16xi1>
    %190 = stablehlo.dot_general %188, %179, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x16x4x1x16xf32>, tensor<1x16x4x16xf32>) -> tensor<1x4x16x1x16xf32>
    %cst_31 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<1x4x16x1x16xf32>
    %192 = stablehlo.multiply %190, %191 : tensor<1x4x16x1x16xf32>
    %c_32 = stablehlo.constant dense<true> : tensor<i1>
    %193 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i1>) -> tensor<1x4x16x16xi1>
    %194 = stablehlo.broadcast_in_dim %193, dims = [1, 2, 3, 4] : (tensor<1x4x16x16xi1>) -> tensor<1x1x4x16x16xi1>
    %195 = stablehlo.transpose %189, dims = [2, 0, 1, 3, 4] : (tensor<1x1x1x16x16xi1>) -> tensor<1x1x1x16x16xi1>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x16x16xi1>) -> tensor<1x1x4x16x16xi1>
    %197 = stablehlo.and %194, %196 : tensor<1x1x4x16x16xi1>
    %cst_33 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %198 = call @_where_3(%197, %192, %cst_33) : (tensor<1x1x4x16x16xi1>, tensor<1x4x16x1x16xf32>, tensor<f32>) -> tensor<1x1x4x16x16xf32>
    %cst_34 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %199 = stablehlo.reduce(%198 init: %cst_34) applies stablehlo.maximum across dimensions = [4] : (tensor<1x1x4x16x16xf32>, tensor<f32>) -> tensor<1x1x4x16xf32>
    %cst_35 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x1x4x16xf32>
    %201 = stablehlo.maximum %200, %199 : tensor<1x1x4x16xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x16x1xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2, 3, 4] : (tensor<1x1x4x16x1xf32>) -> tensor<1x1x4x16x16xf32>
    %204 = stablehlo.subtract %198, %203 : tensor<1x1x4x16x16xf32>
    %205 = stablehlo.exponential %204 : tensor<1x1x4x16x16xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %206 = stablehlo.reduce(%205 init: %cst_36) applies stablehlo.add across dimensions = [4] : (tensor<1x1x4x16x16xf32>, tensor<f32>) -> tensor<1x1x4x16xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x16x1xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2, 3, 4] : (tensor<1x1x4x16x1xf32>) -> tensor<1x1x4x16x16xf32>
    %209 = stablehlo.divide %205, %208 : tensor<1x1x4x16x16xf32>
    %210 = stablehlo.dot_general %183, %209, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x16x4x16xf32>, tensor<1x1x4x16x16xf32>) -> tensor<1x4x16x1x16xf32>
    %211 = stablehlo.transpose %210, dims = [3, 0, 4, 1, 2] : (tensor<1x4x16x1x16xf32>) -> tensor<1x1x16x4x16xf32>
    %212 = stablehlo.transpose %211, dims = [1, 2, 3, 0, 4] : (tensor<1x1x16x4x16xf32>) -> tensor<1x16x4x1x16xf32>
    %213 = stablehlo.reshape %212 : (tensor<1x16x4x1x16xf32>) -> tensor<1x16x4x16xf32>
    %214 = stablehlo.dot_general %213, %arg28, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x16x4x16xf32>, tensor<4x16x64xf32>) -> tensor<1x16x64xf32>
    %215 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
    %217 = stablehlo.add %214, %216 : tensor<1x16x64xf32>
    %218 = stablehlo.add %217, %120 : tensor<1x16x64xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %219 = stablehlo.reduce(%218 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<1x16x64xf32>, tensor<f32>) -> tensor<1x16xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %cst_38 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<1x16x1xf32>
    %222 = stablehlo.divide %220, %221 : tensor<1x16x1xf32>
    %c_39 = stablehlo.constant dense<0> : tensor<i32>
    %223 = call @_var_1(%218, %c_39) : (tensor<1x16x64xf32>, tensor<i32>) -> tensor<1x16x1xf32>
    %224 = stablehlo.reshape %arg39 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %225 = stablehlo.reshape %arg40 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_40 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<1x16x1xf32>
    %227 = stablehlo.add %223, %226 : tensor<1x16x1xf32>
    %228 = stablehlo.rsqrt %227 : tensor<1x16x1xf32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2] : (tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
    %230 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
    %231 = stablehlo.multiply %229, %230 : tensor<1x16x64xf32>
    %232 = stablehlo.negate %222 : tensor<1x16x1xf32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2] : (tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
    %234 = stablehlo.multiply %233, %231 : tensor<1x16x64xf32>
    %235 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
    %236 = stablehlo.add %234, %235 : tensor<1x16x64xf32>
    %237 = stablehlo.multiply %218, %231 : tensor<1x16x64xf32>
    %238 = stablehlo.add %237, %236 : tensor<1x16x64xf32>
    %239 = stablehlo.dot_general %238, %arg32, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x16x64xf32>, tensor<64x4x16xf32>) -> tensor<1x16x4x16xf32>
    %240 = stablehlo.broadcast_in_dim %arg33, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<1x16x4x16xf32>
    %242 = stablehlo.add %239, %241 : tensor<1x16x4x16xf32>
    %243 = stablehlo.dot_general %140, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xf32>, tensor<64x4x16xf32>) -> tensor<1x32x4x16xf32>
    %244 = stablehlo.dot_general %140, %arg35, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xf32>, tensor<64x4x16xf32>) -> tensor<1x32x4x16xf32>
    %245 = stablehlo.broadcast_in_dim %arg36, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<1x32x4x16xf32>
    %247 = stablehlo.add %244, %246 : tensor<1x32x4x16xf32>
    %248 = stablehlo.reshape %242 : (tensor<1x16x4x16xf32>) -> tensor<1x16x4x1x16xf32>
    %249 = stablehlo.dot_general %248, %243, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x16x4x1x16xf32>, tensor<1x32x4x16xf32>) -> tensor<1x4x16x1x32xf32>
    %cst_41 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<1x4x16x1x32xf32>
    %251 = stablehlo.multiply %249, %250 : tensor<1x4x16x1x32xf32>
    %cst_42 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %252 = stablehlo.reduce(%251 init: %cst_42) applies stablehlo.maximum across dimensions = [4] : (tensor<1x4x16x1x32xf32>, tensor<f32>) -> tensor<1x4x16x1xf32>
    %cst_43 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<1x4x16x1xf32>
    %254 = stablehlo.maximum %253, %252 : tensor<1x4x16x1xf32>
    %255 = stablehlo.transpose %254, dims = [3, 0, 1, 2] : (tensor<1x4x16x1xf32>) -> tensor<1x1x4x16xf32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x16x1xf32>
    %257 = stablehlo.transpose %251, dims = [3, 0, 1, 2, 4] : (tensor<1x4x16x1x32xf32>) -> tensor<1x1x4x16x32xf32>
    %258 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2, 3, 4] : (tensor<1x1x4x16x1xf32>) -> tensor<1x1x4x16x32xf32>
    %259 = stablehlo.subtract %257, %258 : tensor<1x1x4x16x32xf32>
    %260 = stablehlo.exponential %259 : tensor<1x1x4x16x32xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %261 = stablehlo.reduce(%260 init: %cst_44) applies stablehlo.add across dimensions = [4] : (tensor<1x1x4x16x32xf32>, tensor<f32>) -> tensor<1x1x4x16xf32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x16x1xf32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [0, 1, 2, 3, 4] : (tensor<1x1x4x16x1xf32>) -> tensor<1x1x4x16x32xf32>
    %264 = stablehlo.divide %260, %263 : tensor<1x1x4x16x32xf32>
    %265 = stablehlo.dot_general %247, %264, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x32x4x16xf32>, tensor<1x1x4x16x32xf32>) -> tensor<1x4x16x1x16xf32>
    %266 = stablehlo.transpose %265, dims = [3, 0, 4, 1, 2] : (tensor<1x4x16x1x16xf32>) -> tensor<1x1x16x4x16xf32>
    %267 = stablehlo.transpose %266, dims = [1, 2, 3, 0, 4] : (tensor<1x1x16x4x16xf32>) -> tensor<1x16x4x1x16xf32>
    %268 = stablehlo.reshape %267 : (tensor<1x16x4x1x16xf32>) -> tensor<1x16x4x16xf32>
    %269 = stablehlo.dot_general %268, %arg37, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x16x4x16xf32>, tensor<4x16x64xf32>) -> tensor<1x16x64xf32>
    %270 = stablehlo.broadcast_in_dim %arg38, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %271 = stablehlo.broadcast_in_dim %270, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
    %272 = stablehlo.add %269, %271 : tensor<1x16x64xf32>
    %273 = stablehlo.add %272, %218 : tensor<1x16x64xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %274 = stablehlo.reduce(%273 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<1x16x64xf32>, tensor<f32>) -> tensor<1x16xf32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %cst_46 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<1x16x1xf32>
    %277 = stablehlo.divide %275, %276 : tensor<1x16x1xf32>
    %c_47 = stablehlo.constant dense<0> : tensor<i32>
    %278 = call @_var_1(%273, %c_47) : (tensor<1x16x64xf32>, tensor<i32>) -> tensor<1x16x1xf32>
    %279 = stablehlo.reshape %arg45 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %280 = stablehlo.reshape %arg46 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_48 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<1x16x1xf32>
    %282 = stablehlo.add %278, %281 : tensor<1x16x1xf32>
    %283 = stablehlo.rsqrt %282 : tensor<1x16x1xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2] : (tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
    %285 = stablehlo.broadcast_in_dim %279, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
    %286 = stablehlo.multiply %284, %285 : tensor<1x16x64xf32>
    %287 = stablehlo.negate %277 : tensor<1x16x1xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 2] : (tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
    %289 = stablehlo.multiply %288, %286 : tensor<1x16x64xf32>
    %290 = stablehlo.broadcast_in_dim %280, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
    %291 = stablehlo.add %289, %290 : tensor<1x16x64xf32>
    %292 = stablehlo.multiply %273, %286 : tensor<1x16x64xf32>
    %293 = stablehlo.add %292, %291 : tensor<1x16x64xf32>
    %294 = stablehlo.dot_general %293, %arg41, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x16x64xf32>, tensor<64x128xf32>) -> tensor<1x16x128xf32>
    %295 = stablehlo.broadcast_in_dim %arg42, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x16x128xf32>
    %297 = stablehlo.add %294, %296 : tensor<1x16x128xf32>
    %cst_49 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<1x16x128xf32>
    %299 = stablehlo.multiply %298, %297 : tensor<1x16x128xf32>
    %300 = stablehlo.negate %297 : tensor<1x16x128xf32>
    %cst_50 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<1x16x128xf32>
    %302 = stablehlo.multiply %300, %301 : tensor<1x16x128xf32>
    %303 = chlo.erfc %302 : tensor<1x16x128xf32> -> tensor<1x16x128xf32>
    %304 = stablehlo.multiply %299, %303 : tensor<1x16x128xf32>
    %305 = stablehlo.dot_general %304, %arg43, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x16x128xf32>, tensor<128x64xf32>) -> tensor<1x16x64xf32>
    %306 = stablehlo.broadcast_in_dim %arg44, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
    %308 = stablehlo.add %305, %307 : tensor<1x16x64xf32>
    %309 = stablehlo.add %308, %273 : tensor<1x16x64xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %310 = stablehlo.reduce(%309 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<1x16x64xf32>, tensor<f32>) -> tensor<1x16xf32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %cst_52 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<1x16x1xf32>
    %313 = stablehlo.divide %311, %312 : tensor<1x16x1xf32>
    %c_53 = stablehlo.constant dense<0> : tensor<i32>
    %314 = call @_var_1(%309, %c_53) : (tensor<1x16x64xf32>, tensor<i32>) -> tensor<1x16x1xf32>
    %315 = stablehlo.reshape %arg47 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %316 = stablehlo.reshape %arg48 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_54 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<1x16x1xf32>
    %318 = stablehlo.add %314, %317 : tensor<1x16x1xf32>
    %319 = stablehlo.rsqrt %318 : tensor<1x16x1xf32>
    %320 = stablehlo.broadcast_in_dim %319, dims = [0, 1, 2] : (tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
    %321 = stablehlo.broadcast_in_dim %315, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
    %322 = stablehlo.multiply %320, %321 : tensor<1x16x64xf32>
    %323 = stablehlo.negate %313 : tensor<1x16x1xf32>
    %324 = stablehlo.broadcast_in_dim %323, dims = [0, 1, 2] : (tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
    %325 = stablehlo.multiply %324, %322 : tensor<1x16x64xf32>
    %326 = stablehlo.broadcast_in_dim %316, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x16x64xf32>
    %327 = stablehlo.add %325, %326 : tensor<1x16x64xf32>
    %328 = stablehlo.multiply %309, %322 : tensor<1x16x64xf32>
    %329 = stablehlo.add %328, %327 : tensor<1x16x64xf32>
    return %329, %140 : tensor<1x16x64xf32>, tensor<1x32x64xf32>
  }
  func.func private @_pad(%arg0: tensor<1x64x64xf32>, %arg1: tensor<i32>) -> tensor<1x66x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 1, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<1x64x64xf32>, tensor<f32>) -> tensor<1x66x64xf32>
    return %1 : tensor<1x66x64xf32>
  }
  func.func private @_var(%arg0: tensor<1x32x64xf32>, %arg1: tensor<i32>) -> tensor<1x32x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x32x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x64xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<1x32x64xf32>
    %6 = chlo.square %5 : tensor<1x32x64xf32> -> tensor<1x32x64xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<1x32x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where(%13, %12, %cst_4) : (tensor<i1>, tensor<1x32x1xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    return %14 : tensor<1x32x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<1x32x1xf32>, %arg2: tensor<f32>) -> tensor<1x32x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<1x32x1xf32>
    return %2 : tensor<1x32x1xf32>
  }
  func.func private @_take(%arg0: tensor<512x64xf32>, %arg1: tensor<1x16xi32>) -> tensor<1x16x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x16xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x16xi32>, tensor<1x16xi32>) -> tensor<1x16xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x16xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x16xi32>
    %4 = call @_where_0(%1, %3, %arg1) : (tensor<1x16xi1>, tensor<1x16xi32>, tensor<1x16xi32>) -> tensor<1x16xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<1x16x1xi32>
    %c_1 = stablehlo.constant dense<511> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x16x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<1x16x1xi32>, tensor<1x16x1xi32>) -> tensor<1x16x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<1x16x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<1x16x1xi32>, tensor<1x16x1xi32>) -> tensor<1x16x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<1x16x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<1x16x1xi1>, tensor<i1>) -> tensor<1x16xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<512x64xf32>, tensor<1x16x1xi32>) -> tensor<1x16x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x16xi1>) -> tensor<1x16x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x16x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<1x16x64xi1>, tensor<1x16x64xf32>
    return %16 : tensor<1x16x64xf32>
  }
  func.func private @_where_0(%arg0: tensor<1x16xi1>, %arg1: tensor<1x16xi32>, %arg2: tensor<1x16xi32>) -> tensor<1x16xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1x16xi1>, tensor<1x16xi32>
    return %0 : tensor<1x16xi32>
  }
  func.func private @_var_1(%arg0: tensor<1x16x64xf32>, %arg1: tensor<i32>) -> tensor<1x16x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x16x64xf32>, tensor<f32>) -> tensor<1x16xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x16x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<1x16x1xf32>) -> tensor<1x16x64xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<1x16x64xf32>
    %6 = chlo.square %5 : tensor<1x16x64xf32> -> tensor<1x16x64xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<1x16x64xf32>, tensor<f32>) -> tensor<1x16xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<1x16x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<1x16x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_2(%13, %12, %cst_4) : (tensor<i1>, tensor<1x16x1xf32>, tensor<f32>) -> tensor<1x16x1xf32>
    return %14 : tensor<1x16x1xf32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<1x16x1xf32>, %arg2: tensor<f32>) -> tensor<1x16x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x16x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<1x16x1xf32>
    return %2 : tensor<1x16x1xf32>
  }
  func.func private @_where_3(%arg0: tensor<1x1x4x16x16xi1>, %arg1: tensor<1x4x16x1x16xf32>, %arg2: tensor<f32>) -> tensor<1x1x4x16x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x4x16x16xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<1x4x16x16xf32>) -> tensor<1x1x4x16x16xf32>
    %2 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<1x4x16x1x16xf32>) -> tensor<1x1x4x16x16xf32>
    %3 = stablehlo.select %arg0, %2, %1 : tensor<1x1x4x16x16xi1>, tensor<1x1x4x16x16xf32>
    return %3 : tensor<1x1x4x16x16xf32>
  }
}
