module @jit_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3x3x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<3x3x16x32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<1x1x32x64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<1x1x32x16xf32>, %arg10: tensor<16xf32>, %arg11: tensor<16xf32>, %arg12: tensor<3x3x16x32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<1x1x32x32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<1x1x64x32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<3x3x32x64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64xf32>, %arg24: tensor<1x1x64x128xf32>, %arg25: tensor<128xf32>, %arg26: tensor<128xf32>, %arg27: tensor<1x1x64x32xf32>, %arg28: tensor<32xf32>, %arg29: tensor<32xf32>, %arg30: tensor<3x3x32x64xf32>, %arg31: tensor<64xf32>, %arg32: tensor<64xf32>, %arg33: tensor<1x1x64x64xf32>, %arg34: tensor<64xf32>, %arg35: tensor<64xf32>, %arg36: tensor<1x1x128x64xf32>, %arg37: tensor<64xf32>, %arg38: tensor<64xf32>, %arg39: tensor<16xf32>, %arg40: tensor<16xf32>, %arg41: tensor<32xf32>, %arg42: tensor<32xf32>, %arg43: tensor<64xf32>, %arg44: tensor<64xf32>, %arg45: tensor<16xf32>, %arg46: tensor<16xf32>, %arg47: tensor<32xf32>, %arg48: tensor<32xf32>, %arg49: tensor<32xf32>, %arg50: tensor<32xf32>, %arg51: tensor<32xf32>, %arg52: tensor<32xf32>, %arg53: tensor<64xf32>, %arg54: tensor<64xf32>, %arg55: tensor<128xf32>, %arg56: tensor<128xf32>, %arg57: tensor<32xf32>, %arg58: tensor<32xf32>, %arg59: tensor<64xf32>, %arg60: tensor<64xf32>, %arg61: tensor<64xf32>, %arg62: tensor<64xf32>, %arg63: tensor<64xf32>, %arg64: tensor<64xf32>, %arg65: tensor<2x64x64x3xf32>) -> (tensor<2x8x8x64xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg65, %c) : (tensor<2x64x64x3xf32>, tensor<i32>) -> tensor<2x66x66x3xf32>
    %1 = stablehlo.convolution(%0, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x66x66x3xf32>, tensor<3x3x3x16xf32>) -> tensor<2x32x32x16xf32>
    %2 = stablehlo.reshape %arg39 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %3 = stablehlo.reshape %arg40 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %5 = stablehlo.add %3, %4 : tensor<1x1x1x16xf32>
    %6 = stablehlo.rsqrt %5 : tensor<1x1x1x16xf32>
    %7 = stablehlo.reshape %arg1 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<1x1x1x16xf32>
    %9 = stablehlo.negate %2 : tensor<1x1x1x16xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<1x1x1x16xf32>
    %11 = stablehlo.reshape %arg2 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %12 = stablehlo.add %10, %11 : tensor<1x1x1x16xf32>
    %13 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x32x32x16xf32>
    %14 = stablehlo.multiply %1, %13 : tensor<2x32x32x16xf32>
    %15 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x32x32x16xf32>
    %16 = stablehlo.add %14, %15 : tensor<2x32x32x16xf32>
    %cst_0 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %17 = call @leaky_relu(%16, %cst_0) : (tensor<2x32x32x16xf32>, tensor<f32>) -> tensor<2x32x32x16xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %18 = call @_pad_0(%17, %c_1) : (tensor<2x32x32x16xf32>, tensor<i32>) -> tensor<2x34x34x16xf32>
    %19 = stablehlo.convolution(%18, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x34x34x16xf32>, tensor<3x3x16x32xf32>) -> tensor<2x16x16x32xf32>
    %20 = stablehlo.reshape %arg41 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %21 = stablehlo.reshape %arg42 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_2 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %23 = stablehlo.add %21, %22 : tensor<1x1x1x32xf32>
    %24 = stablehlo.rsqrt %23 : tensor<1x1x1x32xf32>
    %25 = stablehlo.reshape %arg4 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %26 = stablehlo.multiply %24, %25 : tensor<1x1x1x32xf32>
    %27 = stablehlo.negate %20 : tensor<1x1x1x32xf32>
    %28 = stablehlo.multiply %27, %26 : tensor<1x1x1x32xf32>
    %29 = stablehlo.reshape %arg5 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %30 = stablehlo.add %28, %29 : tensor<1x1x1x32xf32>
    %31 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x16x16x32xf32>
    %32 = stablehlo.multiply %19, %31 : tensor<2x16x16x32xf32>
    %33 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x16x16x32xf32>
    %34 = stablehlo.add %32, %33 : tensor<2x16x16x32xf32>
    %cst_3 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %35 = call @leaky_relu_1(%34, %cst_3) : (tensor<2x16x16x32xf32>, tensor<f32>) -> tensor<2x16x16x32xf32>
    %36 = stablehlo.convolution(%35, %arg6) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x32xf32>, tensor<1x1x32x64xf32>) -> tensor<2x16x16x64xf32>
    %37 = stablehlo.reshape %arg43 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %38 = stablehlo.reshape %arg44 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %40 = stablehlo.add %38, %39 : tensor<1x1x1x64xf32>
    %41 = stablehlo.rsqrt %40 : tensor<1x1x1x64xf32>
    %42 = stablehlo.reshape %arg7 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %43 = stablehlo.multiply %41, %42 : tensor<1x1x1x64xf32>
    %44 = stablehlo.negate %37 : tensor<1x1x1x64xf32>
    %45 = stablehlo.multiply %44, %43 : tensor<1x1x1x64xf32>
    %46 = stablehlo.reshape %arg8 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %47 = stablehlo.add %45, %46 : tensor<1x1x1x64xf32>
    %48 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x16x16x64xf32>
    %49 = stablehlo.multiply %36, %48 : tensor<2x16x16x64xf32>
    %50 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x16x16x64xf32>
    %51 = stablehlo.add %49, %50 : tensor<2x16x16x64xf32>
    %cst_5 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %52 = call @leaky_relu_3(%51, %cst_5) : (tensor<2x16x16x64xf32>, tensor<f32>) -> tensor<2x16x16x64xf32>
    %53 = stablehlo.slice %52 [0:2, 0:16, 0:16, 0:32] : (tensor<2x16x16x64xf32>) -> tensor<2x16x16x32xf32>
    %54 = stablehlo.slice %52 [0:2, 0:16, 0:16, 32:64] : (tensor<2x16x16x64xf32>) -> tensor<2x16x16x32xf32>
    %55 = stablehlo.convolution(%54, %arg9) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x32xf32>, tensor<1x1x32x16xf32>) -> tensor<2x16x16x16xf32>
    %56 = stablehlo.reshape %arg45 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %57 = stablehlo.reshape %arg46 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_6 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %59 = stablehlo.add %57, %58 : tensor<1x1x1x16xf32>
    %60 = stablehlo.rsqrt %59 : tensor<1x1x1x16xf32>
    %61 = stablehlo.reshape %arg10 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %62 = stablehlo.multiply %60, %61 : tensor<1x1x1x16xf32>
    %63 = stablehlo.negate %56 : tensor<1x1x1x16xf32>
    %64 = stablehlo.multiply %63, %62 : tensor<1x1x1x16xf32>
    %65 = stablehlo.reshape %arg11 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %66 = stablehlo.add %64, %65 : tensor<1x1x1x16xf32>
    %67 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x16x16x16xf32>
    %68 = stablehlo.multiply %55, %67 : tensor<2x16x16x16xf32>
    %69 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x16x16x16xf32>
    %70 = stablehlo.add %68, %69 : tensor<2x16x16x16xf32>
    %cst_7 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %71 = call @leaky_relu_5(%70, %cst_7) : (tensor<2x16x16x16xf32>, tensor<f32>) -> tensor<2x16x16x16xf32>
    %72 = stablehlo.convolution(%71, %arg12) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x16xf32>, tensor<3x3x16x32xf32>) -> tensor<2x16x16x32xf32>
    %73 = stablehlo.reshape %arg47 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %74 = stablehlo.reshape %arg48 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_8 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %76 = stablehlo.add %74, %75 : tensor<1x1x1x32xf32>
    %77 = stablehlo.rsqrt %76 : tensor<1x1x1x32xf32>
    %78 = stablehlo.reshape %arg13 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %79 = stablehlo.multiply %77, %78 : tensor<1x1x1x32xf32>
    %80 = stablehlo.negate %73 : tensor<1x1x1x32xf32>
    %81 = stablehlo.multiply %80, %79 : tensor<1x1x1x32xf32>
    %82 = stablehlo.reshape %arg14 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %83 = stablehlo.add %81, %82 : tensor<1x1x1x32xf32>
    %84 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x16x16x32xf32>
    %85 = stablehlo.multiply %72, %84 : tensor<2x16x16x32xf32>
    %86 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x16x16x32xf32>
    %87 = stablehlo.add %85, %86 : tensor<2x16x16x32xf32>
    %cst_9 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %88 = call @leaky_relu_1(%87, %cst_9) : (tensor<2x16x16x32xf32>, tensor<f32>) -> tensor<2x16x16x32xf32>
    %89 = stablehlo.add %88, %54 : tensor<2x16x16x32xf32>
    %90 = stablehlo.convolution(%89, %arg15) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x32xf32>, tensor<1x1x32x32xf32>) -> tensor<2x16x16x32xf32>
    %91 = stablehlo.reshape %arg49 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %92 = stablehlo.reshape %arg50 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_10 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %94 = stablehlo.add %92, %93 : tensor<1x1x1x32xf32>
    %95 = stablehlo.rsqrt %94 : tensor<1x1x1x32xf32>
    %96 = stablehlo.reshape %arg16 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %97 = stablehlo.multiply %95, %96 : tensor<1x1x1x32xf32>
    %98 = stablehlo.negate %91 : tensor<1x1x1x32xf32>
    %99 = stablehlo.multiply %98, %97 : tensor<1x1x1x32xf32>
    %100 = stablehlo.reshape %arg17 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %101 = stablehlo.add %99, %100 : tensor<1x1x1x32xf32>
    %102 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x16x16x32xf32>
    %103 = stablehlo.multiply %90, %102 : tensor<2x16x16x32xf32>
    %104 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x16x16x32xf32>
    %105 = stablehlo.add %103, %104 : tensor<2x16x16x32xf32>
    %cst_11 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %106 = call @leaky_relu_1(%105, %cst_11) : (tensor<2x16x16x32xf32>, tensor<f32>) -> tensor<2x16x16x32xf32>
    %107 = stablehlo.concatenate %53, %106, dim = 3 : (tensor<2x16x16x32xf32>, tensor<2x16x16x32xf32>) -> tensor<2x16x16x64xf32>
    %108 = stablehlo.convolution(%107, %arg18) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x64xf32>, tensor<1x1x64x32xf32>) -> tensor<2x16x16x32xf32>
    %109 = stablehlo.reshape %arg51 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %110 = stablehlo.reshape %arg52 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_12 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %112 = stablehlo.add %110, %111 : tensor<1x1x1x32xf32>
    %113 = stablehlo.rsqrt %112 : tensor<1x1x1x32xf32>
    %114 = stablehlo.reshape %arg19 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %115 = stablehlo.multiply %113, %114 : tensor<1x1x1x32xf32>
    %116 = stablehlo.negate %109 : tensor<1x1x1x32xf32>
    %117 = stablehlo.multiply %116, %115 : tensor<1x1x1x32xf32>
    %118 = stablehlo.reshape %arg20 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %119 = stablehlo.add %117, %118 : tensor<1x1x1x32xf32>
    %120 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x16x16x32xf32>
    %121 = stablehlo.multiply %108, %120 : tensor<2x16x16x32xf32>
    %122 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x16x16x32xf32>
    %123 = stablehlo.add %121, %122 : tensor<2x16x16x32xf32>
    %cst_13 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %124 = call @leaky_relu_1(%123, %cst_13) : (tensor<2x16x16x32xf32>, tensor<f32>) -> tensor<2x16x16x32xf32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %125 = call @_pad_7(%124, %c_14) : (tensor<2x16x16x32xf32>, tensor<i32>) -> tensor<2x18x18x32xf32>
    %126 = stablehlo.convolution(%125, %arg21) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x18x18x32xf32>, tensor<3x3x32x64xf32>) -> tensor<2x8x8x64xf32>
    %127 = stablehlo.reshape %arg53 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %128 = stablehlo.reshape %arg54 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %130 = stablehlo.add %128, %129 : tensor<1x1x1x64xf32>
    %131 = stablehlo.rsqrt %130 : tensor<1x1x1x64xf32>
    %132 = stablehlo.reshape %arg22 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %133 = stablehlo.multiply %131, %132 : tensor<1x1x1x64xf32>
    %134 = stablehlo.negate %127 : tensor<1x1x1x64xf32>
    %135 = stablehlo.multiply %134, %133 : tensor<1x1x1x64xf32>
    %136 = stablehlo.reshape %arg23 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %137 = stablehlo.add %135, %136 : tensor<1x1x1x64xf32>
    %138 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %139 = stablehlo.multiply %126, %138 : tensor<2x8x8x64xf32>
    %140 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %141 = stablehlo.add %139, %140 : tensor<2x8x8x64xf32>
    %cst_16 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %142 = call @leaky_relu_8(%141, %cst_16) : (tensor<2x8x8x64xf32>, tensor<f32>) -> tensor<2x8x8x64xf32>
    %143 = stablehlo.convolution(%142, %arg24) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x64xf32>, tensor<1x1x64x128xf32>) -> tensor<2x8x8x128xf32>
    %144 = stablehlo.reshape %arg55 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %145 = stablehlo.reshape %arg56 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_17 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %147 = stablehlo.add %145, %146 : tensor<1x1x1x128xf32>
    %148 = stablehlo.rsqrt %147 : tensor<1x1x1x128xf32>
    %149 = stablehlo.reshape %arg25 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %150 = stablehlo.multiply %148, %149 : tensor<1x1x1x128xf32>
    %151 = stablehlo.negate %144 : tensor<1x1x1x128xf32>
    %152 = stablehlo.multiply %151, %150 : tensor<1x1x1x128xf32>
    %153 = stablehlo.reshape %arg26 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %154 = stablehlo.add %152, %153 : tensor<1x1x1x128xf32>
    %155 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x8x8x128xf32>
    %156 = stablehlo.multiply %143, %155 : tensor<2x8x8x128xf32>
    %157 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x8x8x128xf32>
    %158 = stablehlo.add %156, %157 : tensor<2x8x8x128xf32>
    %cst_18 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %159 = call @leaky_relu_10(%158, %cst_18) : (tensor<2x8x8x128xf32>, tensor<f32>) -> tensor<2x8x8x128xf32>
    %160 = stablehlo.slice %159 [0:2, 0:8, 0:8, 0:64] : (tensor<2x8x8x128xf32>) -> tensor<2x8x8x64xf32>
    %161 = stablehlo.slice %159 [0:2, 0:8, 0:8, 64:128] : (tensor<2x8x8x128xf32>) -> tensor<2x8x8x64xf32>
    %162 = stablehlo.convolution(%161, %arg27) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x64xf32>, tensor<1x1x64x32xf32>) -> tensor<2x8x8x32xf32>
    %163 = stablehlo.reshape %arg57 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %164 = stablehlo.reshape %arg58 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_19 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %166 = stablehlo.add %164, %165 : tensor<1x1x1x32xf32>
    %167 = stablehlo.rsqrt %166 : tensor<1x1x1x32xf32>
    %168 = stablehlo.reshape %arg28 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %169 = stablehlo.multiply %167, %168 : tensor<1x1x1x32xf32>
    %170 = stablehlo.negate %163 : tensor<1x1x1x32xf32>
    %171 = stablehlo.multiply %170, %169 : tensor<1x1x1x32xf32>
    %172 = stablehlo.reshape %arg29 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %173 = stablehlo.add %171, %172 : tensor<1x1x1x32xf32>
    %174 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %175 = stablehlo.multiply %162, %174 : tensor<2x8x8x32xf32>
    %176 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %177 = stablehlo.add %175, %176 : tensor<2x8x8x32xf32>
    %cst_20 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %178 = call @leaky_relu_12(%177, %cst_20) : (tensor<2x8x8x32xf32>, tensor<f32>) -> tensor<2x8x8x32xf32>
    %179 = stablehlo.convolution(%178, %arg30) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x32xf32>, tensor<3x3x32x64xf32>) -> tensor<2x8x8x64xf32>
    %180 = stablehlo.reshape %arg59 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %181 = stablehlo.reshape %arg60 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_21 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %183 = stablehlo.add %181, %182 : tensor<1x1x1x64xf32>
    %184 = stablehlo.rsqrt %183 : tensor<1x1x1x64xf32>
    %185 = stablehlo.reshape %arg31 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %186 = stablehlo.multiply %184, %185 : tensor<1x1x1x64xf32>
    %187 = stablehlo.negate %180 : tensor<1x1x1x64xf32>
    %188 = stablehlo.multiply %187, %186 : tensor<1x1x1x64xf32>
    %189 = stablehlo.reshape %arg32 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %190 = stablehlo.add %188, %189 : tensor<1x1x1x64xf32>
    %191 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %192 = stablehlo.multiply %179, %191 : tensor<2x8x8x64xf32>
    %193 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %194 = stablehlo.add %192, %193 : tensor<2x8x8x64xf32>
    %cst_22 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %195 = call @leaky_relu_8(%194, %cst_22) : (tensor<2x8x8x64xf32>, tensor<f32>) -> tensor<2x8x8x64xf32>
    %196 = stablehlo.add %195, %161 : tensor<2x8x8x64xf32>
    %197 = stablehlo.convolution(%196, %arg33) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x64xf32>, tensor<1x1x64x64xf32>) -> tensor<2x8x8x64xf32>
    %198 = stablehlo.reshape %arg61 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %199 = stablehlo.reshape %arg62 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_23 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %201 = stablehlo.add %199, %200 : tensor<1x1x1x64xf32>
    %202 = stablehlo.rsqrt %201 : tensor<1x1x1x64xf32>
    %203 = stablehlo.reshape %arg34 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %204 = stablehlo.multiply %202, %203 : tensor<1x1x1x64xf32>
    %205 = stablehlo.negate %198 : tensor<1x1x1x64xf32>
    %206 = stablehlo.multiply %205, %204 : tensor<1x1x1x64xf32>
    %207 = stablehlo.reshape %arg35 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %208 = stablehlo.add %206, %207 : tensor<1x1x1x64xf32>
    %209 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %210 = stablehlo.multiply %197, %209 : tensor<2x8x8x64xf32>
    %211 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %212 = stablehlo.add %210, %211 : tensor<2x8x8x64xf32>
    %cst_24 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %213 = call @leaky_relu_8(%212, %cst_24) : (tensor<2x8x8x64xf32>, tensor<f32>) -> tensor<2x8x8x64xf32>
    %214 = stablehlo.concatenate %160, %213, dim = 3 : (tensor<2x8x8x64xf32>, tensor<2x8x8x64xf32>) -> tensor<2x8x8x128xf32>
    %215 = stablehlo.convolution(%214, %arg36) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x128xf32>, tensor<1x1x128x64xf32>) -> tensor<2x8x8x64xf32>
    %216 = stablehlo.reshape %arg63 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %217 = stablehlo.reshape %arg64 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_25 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %219 = stablehlo.add %217, %218 : tensor<1x1x1x64xf32>
    %220 = stablehlo.rsqrt %219 : tensor<1x1x1x64xf32>
    %221 = stablehlo.reshape %arg37 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %222 = stablehlo.multiply %220, %221 : tensor<1x1x1x64xf32>
    %223 = stablehlo.negate %216 : tensor<1x1x1x64xf32>
    %224 = stablehlo.multiply %223, %222 : tensor<1x1x1x64xf32>
    %225 = stablehlo.reshape %arg38 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %226 = stablehlo.add %224, %225 : tensor<1x1x1x64xf32>
    %227 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %228 = stablehlo.multiply %215, %227 : tensor<2x8x8x64xf32>
    %229 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %230 = stablehlo.add %228, %229 : tensor<2x8x8x64xf32>
    %cst_26 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %231 = call @leaky_relu_8(%230, %cst_26) : (tensor<2x8x8x64xf32>, tensor<f32>) -> tensor<2x8x8x64xf32>
    return %231 : tensor<2x8x8x64xf32>
  }
  func.func private @_pad(%arg0: tensor<2x64x64x3xf32>, %arg1: tensor<i32>) -> tensor<2x66x66x3xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 1, 1, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<2x64x64x3xf32>, tensor<f32>) -> tensor<2x66x66x3xf32>
    return %1 : tensor<2x66x66x3xf32>
  }
  func.func private @leaky_relu(%arg0: tensor<2x32x32x16xf32>, %arg1: tensor<f32>) -> tensor<2x32x32x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x32x16xf32>
    %1 = stablehlo.compare GE, %arg0, %0, FLOAT : (tensor<2x32x32x16xf32>, tensor<2x32x32x16xf32>) -> tensor<2x32x32x16xi1>
    %2 = stablehlo.convert %arg1 : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<2x32x32x16xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<2x32x32x16xf32>
    %5 = call @_where(%1, %arg0, %4) : (tensor<2x32x32x16xi1>, tensor<2x32x32x16xf32>, tensor<2x32x32x16xf32>) -> tensor<2x32x32x16xf32>
    return %5 : tensor<2x32x32x16xf32>
  }
  func.func private @_where(%arg0: tensor<2x32x32x16xi1>, %arg1: tensor<2x32x32x16xf32>, %arg2: tensor<2x32x32x16xf32>) -> tensor<2x32x32x16xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x32x32x16xi1>, tensor<2x32x32x16xf32>
    return %0 : tensor<2x32x32x16xf32>
  }
  func.func private @_pad_0(%arg0: tensor<2x32x32x16xf32>, %arg1: tensor<i32>) -> tensor<2x34x34x16xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 1, 1, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<2x32x32x16xf32>, tensor<f32>) -> tensor<2x34x34x16xf32>
    return %1 : tensor<2x34x34x16xf32>
  }
  func.func private @leaky_relu_1(%arg0: tensor<2x16x16x32xf32>, %arg1: tensor<f32>) -> tensor<2x16x16x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x16x32xf32>
    %1 = stablehlo.compare GE, %arg0, %0, FLOAT : (tensor<2x16x16x32xf32>, tensor<2x16x16x32xf32>) -> tensor<2x16x16x32xi1>
    %2 = stablehlo.convert %arg1 : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<2x16x16x32xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<2x16x16x32xf32>
    %5 = call @_where_2(%1, %arg0, %4) : (tensor<2x16x16x32xi1>, tensor<2x16x16x32xf32>, tensor<2x16x16x32xf32>) -> tensor<2x16x16x32xf32>
    return %5 : tensor<2x16x16x32xf32>
  }
  func.func private @_where_2(%arg0: tensor<2x16x16x32xi1>, %arg1: tensor<2x16x16x32xf32>, %arg2: tensor<2x16x16x32xf32>) -> tensor<2x16x16x32xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x16x16x32xi1>, tensor<2x16x16x32xf32>
    return %0 : tensor<2x16x16x32xf32>
  }
  func.func private @leaky_relu_3(%arg0: tensor<2x16x16x64xf32>, %arg1: tensor<f32>) -> tensor<2x16x16x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x16x64xf32>
    %1 = stablehlo.compare GE, %arg0, %0, FLOAT : (tensor<2x16x16x64xf32>, tensor<2x16x16x64xf32>) -> tensor<2x16x16x64xi1>
    %2 = stablehlo.convert %arg1 : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<2x16x16x64xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<2x16x16x64xf32>
    %5 = call @_where_4(%1, %arg0, %4) : (tensor<2x16x16x64xi1>, tensor<2x16x16x64xf32>, tensor<2x16x16x64xf32>) -> tensor<2x16x16x64xf32>
    return %5 : tensor<2x16x16x64xf32>
  }
  func.func private @_where_4(%arg0: tensor<2x16x16x64xi1>, %arg1: tensor<2x16x16x64xf32>, %arg2: tensor<2x16x16x64xf32>) -> tensor<2x16x16x64xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x16x16x64xi1>, tensor<2x16x16x64xf32>
    return %0 : tensor<2x16x16x64xf32>
  }
  func.func private @leaky_relu_5(%arg0: tensor<2x16x16x16xf32>, %arg1: tensor<f32>) -> tensor<2x16x16x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x16x16xf32>
    %1 = stablehlo.compare GE, %arg0, %0, FLOAT : (tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xi1>
    %2 = stablehlo.convert %arg1 : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<2x16x16x16xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<2x16x16x16xf32>
    %5 = call @_where_6(%1, %arg0, %4) : (tensor<2x16x16x16xi1>, tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    return %5 : tensor<2x16x16x16xf32>
  }
  func.func private @_where_6(%arg0: tensor<2x16x16x16xi1>, %arg1: tensor<2x16x16x16xf32>, %arg2: tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x16x16x16xi1>, tensor<2x16x16x16xf32>
    return %0 : tensor<2x16x16x16xf32>
  }
  func.func private @_pad_7(%arg0: tensor<2x16x16x32xf32>, %arg1: tensor<i32>) -> tensor<2x18x18x32xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 1, 1, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<2x16x16x32xf32>, tensor<f32>) -> tensor<2x18x18x32xf32>
    return %1 : tensor<2x18x18x32xf32>
  }
  func.func private @leaky_relu_8(%arg0: tensor<2x8x8x64xf32>, %arg1: tensor<f32>) -> tensor<2x8x8x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8x64xf32>
    %1 = stablehlo.compare GE, %arg0, %0, FLOAT : (tensor<2x8x8x64xf32>, tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xi1>
    %2 = stablehlo.convert %arg1 : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<2x8x8x64xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<2x8x8x64xf32>
    %5 = call @_where_9(%1, %arg0, %4) : (tensor<2x8x8x64xi1>, tensor<2x8x8x64xf32>, tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32>
    return %5 : tensor<2x8x8x64xf32>
  }
  func.func private @_where_9(%arg0: tensor<2x8x8x64xi1>, %arg1: tensor<2x8x8x64xf32>, %arg2: tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x8x8x64xi1>, tensor<2x8x8x64xf32>
    return %0 : tensor<2x8x8x64xf32>
  }
  func.func private @leaky_relu_10(%arg0: tensor<2x8x8x128xf32>, %arg1: tensor<f32>) -> tensor<2x8x8x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8x128xf32>
    %1 = stablehlo.compare GE, %arg0, %0, FLOAT : (tensor<2x8x8x128xf32>, tensor<2x8x8x128xf32>) -> tensor<2x8x8x128xi1>
    %2 = stablehlo.convert %arg1 : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<2x8x8x128xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<2x8x8x128xf32>
    %5 = call @_where_11(%1, %arg0, %4) : (tensor<2x8x8x128xi1>, tensor<2x8x8x128xf32>, tensor<2x8x8x128xf32>) -> tensor<2x8x8x128xf32>
    return %5 : tensor<2x8x8x128xf32>
  }
  func.func private @_where_11(%arg0: tensor<2x8x8x128xi1>, %arg1: tensor<2x8x8x128xf32>, %arg2: tensor<2x8x8x128xf32>) -> tensor<2x8x8x128xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x8x8x128xi1>, tensor<2x8x8x128xf32>
    return %0 : tensor<2x8x8x128xf32>
  }
  func.func private @leaky_relu_12(%arg0: tensor<2x8x8x32xf32>, %arg1: tensor<f32>) -> tensor<2x8x8x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8x32xf32>
    %1 = stablehlo.compare GE, %arg0, %0, FLOAT : (tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>) -> tensor<2x8x8x32xi1>
    %2 = stablehlo.convert %arg1 : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<2x8x8x32xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<2x8x8x32xf32>
    %5 = call @_where_13(%1, %arg0, %4) : (tensor<2x8x8x32xi1>, tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>) -> tensor<2x8x8x32xf32>
    return %5 : tensor<2x8x8x32xf32>
  }
  func.func private @_where_13(%arg0: tensor<2x8x8x32xi1>, %arg1: tensor<2x8x8x32xf32>, %arg2: tensor<2x8x8x32xf32>) -> tensor<2x8x8x32xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x8x8x32xi1>, tensor<2x8x8x32xf32>
    return %0 : tensor<2x8x8x32xf32>
  }
}
