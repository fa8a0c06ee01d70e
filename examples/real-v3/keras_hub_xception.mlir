module @jit_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3x3x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<3x3x16x32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<3x3x32x1xf32>, %arg7: tensor<1x1x32x32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<3x3x32x1xf32>, %arg11: tensor<1x1x32x64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<1x1x32x64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<3x3x64x1xf32>, %arg18: tensor<1x1x64x64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<3x3x64x1xf32>, %arg22: tensor<1x1x64x64xf32>, %arg23: tensor<64xf32>, %arg24: tensor<64xf32>, %arg25: tensor<16xf32>, %arg26: tensor<16xf32>, %arg27: tensor<32xf32>, %arg28: tensor<32xf32>, %arg29: tensor<32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<64xf32>, %arg32: tensor<64xf32>, %arg33: tensor<64xf32>, %arg34: tensor<64xf32>, %arg35: tensor<64xf32>, %arg36: tensor<64xf32>, %arg37: tensor<64xf32>, %arg38: tensor<64xf32>, %arg39: tensor<2x64x64x3xf32>) -> (tensor<2x8x8x64xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg39, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x64x64x3xf32>, tensor<3x3x3x16xf32>) -> tensor<2x31x31x16xf32>
    %1 = stablehlo.reshape %arg25 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %2 = stablehlo.reshape %arg26 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %4 = stablehlo.add %2, %3 : tensor<1x1x1x16xf32>
    %5 = stablehlo.rsqrt %4 : tensor<1x1x1x16xf32>
    %6 = stablehlo.reshape %arg1 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<1x1x1x16xf32>
    %8 = stablehlo.negate %1 : tensor<1x1x1x16xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<1x1x1x16xf32>
    %10 = stablehlo.reshape %arg2 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %11 = stablehlo.add %9, %10 : tensor<1x1x1x16xf32>
    %12 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x31x31x16xf32>
    %13 = stablehlo.multiply %0, %12 : tensor<2x31x31x16xf32>
    %14 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x31x31x16xf32>
    %15 = stablehlo.add %13, %14 : tensor<2x31x31x16xf32>
    %16 = call @relu(%15) : (tensor<2x31x31x16xf32>) -> tensor<2x31x31x16xf32>
    %17 = stablehlo.convolution(%16, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x31x31x16xf32>, tensor<3x3x16x32xf32>) -> tensor<2x29x29x32xf32>
    %18 = stablehlo.reshape %arg27 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %19 = stablehlo.reshape %arg28 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_0 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %21 = stablehlo.add %19, %20 : tensor<1x1x1x32xf32>
    %22 = stablehlo.rsqrt %21 : tensor<1x1x1x32xf32>
    %23 = stablehlo.reshape %arg4 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %24 = stablehlo.multiply %22, %23 : tensor<1x1x1x32xf32>
    %25 = stablehlo.negate %18 : tensor<1x1x1x32xf32>
    %26 = stablehlo.multiply %25, %24 : tensor<1x1x1x32xf32>
    %27 = stablehlo.reshape %arg5 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %28 = stablehlo.add %26, %27 : tensor<1x1x1x32xf32>
    %29 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x29x29x32xf32>
    %30 = stablehlo.multiply %17, %29 : tensor<2x29x29x32xf32>
    %31 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x29x29x32xf32>
    %32 = stablehlo.add %30, %31 : tensor<2x29x29x32xf32>
    %33 = call @relu_0(%32) : (tensor<2x29x29x32xf32>) -> tensor<2x29x29x32xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<f32>
    %35 = "stablehlo.reduce_window"(%33, %34) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg40: tensor<f32>, %arg41: tensor<f32>):
      %130 = stablehlo.maximum %arg40, %arg41 : tensor<f32>
      stablehlo.return %130 : tensor<f32>
    }) : (tensor<2x29x29x32xf32>, tensor<f32>) -> tensor<2x15x15x32xf32>
    %36 = stablehlo.reshape %arg6 : (tensor<3x3x32x1xf32>) -> tensor<3x3x1x32xf32>
    %37 = stablehlo.convolution(%35, %36) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x15x15x32xf32>, tensor<3x3x1x32xf32>) -> tensor<2x15x15x32xf32>
    %38 = stablehlo.convolution(%37, %arg7) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x15x15x32xf32>, tensor<1x1x32x32xf32>) -> tensor<2x15x15x32xf32>
    %39 = stablehlo.reshape %arg29 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %40 = stablehlo.reshape %arg30 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_2 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %42 = stablehlo.add %40, %41 : tensor<1x1x1x32xf32>
    %43 = stablehlo.rsqrt %42 : tensor<1x1x1x32xf32>
    %44 = stablehlo.reshape %arg8 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %45 = stablehlo.multiply %43, %44 : tensor<1x1x1x32xf32>
    %46 = stablehlo.negate %39 : tensor<1x1x1x32xf32>
    %47 = stablehlo.multiply %46, %45 : tensor<1x1x1x32xf32>
    %48 = stablehlo.reshape %arg9 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %49 = stablehlo.add %47, %48 : tensor<1x1x1x32xf32>
    %50 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x15x15x32xf32>
    %51 = stablehlo.multiply %38, %50 : tensor<2x15x15x32xf32>
    %52 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x15x15x32xf32>
    %53 = stablehlo.add %51, %52 : tensor<2x15x15x32xf32>
    %54 = call @relu_1(%53) : (tensor<2x15x15x32xf32>) -> tensor<2x15x15x32xf32>
    %55 = stablehlo.reshape %arg10 : (tensor<3x3x32x1xf32>) -> tensor<3x3x1x32xf32>
    %56 = stablehlo.convolution(%54, %55) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x15x15x32xf32>, tensor<3x3x1x32xf32>) -> tensor<2x15x15x32xf32>
    %57 = stablehlo.convolution(%56, %arg11) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x15x15x32xf32>, tensor<1x1x32x64xf32>) -> tensor<2x15x15x64xf32>
    %58 = stablehlo.convolution(%35, %arg14) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x15x15x32xf32>, tensor<1x1x32x64xf32>) -> tensor<2x8x8x64xf32>
    %59 = stablehlo.reshape %arg31 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %60 = stablehlo.reshape %arg32 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %62 = stablehlo.add %60, %61 : tensor<1x1x1x64xf32>
    %63 = stablehlo.rsqrt %62 : tensor<1x1x1x64xf32>
    %64 = stablehlo.reshape %arg12 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %65 = stablehlo.multiply %63, %64 : tensor<1x1x1x64xf32>
    %66 = stablehlo.negate %59 : tensor<1x1x1x64xf32>
    %67 = stablehlo.multiply %66, %65 : tensor<1x1x1x64xf32>
    %68 = stablehlo.reshape %arg13 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %69 = stablehlo.add %67, %68 : tensor<1x1x1x64xf32>
    %70 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x15x15x64xf32>
    %71 = stablehlo.multiply %57, %70 : tensor<2x15x15x64xf32>
    %72 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x15x15x64xf32>
    %73 = stablehlo.add %71, %72 : tensor<2x15x15x64xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<f32>
    %75 = "stablehlo.reduce_window"(%73, %74) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg40: tensor<f32>, %arg41: tensor<f32>):
      %130 = stablehlo.maximum %arg40, %arg41 : tensor<f32>
      stablehlo.return %130 : tensor<f32>
    }) : (tensor<2x15x15x64xf32>, tensor<f32>) -> tensor<2x8x8x64xf32>
    %76 = stablehlo.reshape %arg33 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %77 = stablehlo.reshape %arg34 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %79 = stablehlo.add %77, %78 : tensor<1x1x1x64xf32>
    %80 = stablehlo.rsqrt %79 : tensor<1x1x1x64xf32>
    %81 = stablehlo.reshape %arg15 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %82 = stablehlo.multiply %80, %81 : tensor<1x1x1x64xf32>
    %83 = stablehlo.negate %76 : tensor<1x1x1x64xf32>
    %84 = stablehlo.multiply %83, %82 : tensor<1x1x1x64xf32>
    %85 = stablehlo.reshape %arg16 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %86 = stablehlo.add %84, %85 : tensor<1x1x1x64xf32>
    %87 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %88 = stablehlo.multiply %58, %87 : tensor<2x8x8x64xf32>
    %89 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %90 = stablehlo.add %88, %89 : tensor<2x8x8x64xf32>
    %91 = stablehlo.add %75, %90 : tensor<2x8x8x64xf32>
    %92 = stablehlo.reshape %arg17 : (tensor<3x3x64x1xf32>) -> tensor<3x3x1x64xf32>
    %93 = stablehlo.convolution(%91, %92) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 64 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x64xf32>, tensor<3x3x1x64xf32>) -> tensor<2x8x8x64xf32>
    %94 = stablehlo.convolution(%93, %arg18) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x64xf32>, tensor<1x1x64x64xf32>) -> tensor<2x8x8x64xf32>
    %95 = stablehlo.reshape %arg35 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %96 = stablehlo.reshape %arg36 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %98 = stablehlo.add %96, %97 : tensor<1x1x1x64xf32>
    %99 = stablehlo.rsqrt %98 : tensor<1x1x1x64xf32>
    %100 = stablehlo.reshape %arg19 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %101 = stablehlo.multiply %99, %100 : tensor<1x1x1x64xf32>
    %102 = stablehlo.negate %95 : tensor<1x1x1x64xf32>
    %103 = stablehlo.multiply %102, %101 : tensor<1x1x1x64xf32>
    %104 = stablehlo.reshape %arg20 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %105 = stablehlo.add %103, %104 : tensor<1x1x1x64xf32>
    %106 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %107 = stablehlo.multiply %94, %106 : tensor<2x8x8x64xf32>
    %108 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %109 = stablehlo.add %107, %108 : tensor<2x8x8x64xf32>
    %110 = call @relu_2(%109) : (tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32>
    %111 = stablehlo.reshape %arg21 : (tensor<3x3x64x1xf32>) -> tensor<3x3x1x64xf32>
    %112 = stablehlo.convolution(%110, %111) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 64 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x64xf32>, tensor<3x3x1x64xf32>) -> tensor<2x8x8x64xf32>
    %113 = stablehlo.convolution(%112, %arg22) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x64xf32>, tensor<1x1x64x64xf32>) -> tensor<2x8x8x64xf32>
    %114 = stablehlo.reshape %arg37 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %115 = stablehlo.reshape %arg38 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %117 = stablehlo.add %115, %116 : tensor<1x1x1x64xf32>
    %118 = stablehlo.rsqrt %117 : tensor<1x1x1x64xf32>
    %119 = stablehlo.reshape %arg23 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %120 = stablehlo.multiply %118, %119 : tensor<1x1x1x64xf32>
    %121 = stablehlo.negate %114 : tensor<1x1x1x64xf32>
    %122 = stablehlo.multiply %121, %120 : tensor<1x1x1x64xf32>
    %123 = stablehlo.reshape %arg24 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %124 = stablehlo.add %122, %123 : tensor<1x1x1x64xf32>
    %125 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %126 = stablehlo.multiply %113, %125 : tensor<2x8x8x64xf32>
    %127 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %128 = stablehlo.add %126, %127 : tensor<2x8x8x64xf32>
    %129 = call @relu_2(%128) : (tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32>
    return %129 : tensor<2x8x8x64xf32>
  }
  func.func private @relu(%arg0: tensor<2x31x31x16xf32>) -> tensor<2x31x31x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x31x31x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x31x31x16xf32>
    return %1 : tensor<2x31x31x16xf32>
  }
  func.func private @relu_0(%arg0: tensor<2x29x29x32xf32>) -> tensor<2x29x29x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x29x29x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x29x29x32xf32>
    return %1 : tensor<2x29x29x32xf32>
  }
  func.func private @relu_1(%arg0: tensor<2x15x15x32xf32>) -> tensor<2x15x15x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x15x15x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x15x15x32xf32>
    return %1 : tensor<2x15x15x32xf32>
  }
  func.func private @relu_2(%arg0: tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x8x8x64xf32>
    return %1 : tensor<2x8x8x64xf32>
  }
}
