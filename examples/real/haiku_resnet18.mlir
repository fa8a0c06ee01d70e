module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x1x1x64xf32>, %arg1: tensor<1x1x1x64xf32>, %arg2: tensor<1x1x1x64xf32>, %arg3: tensor<1x1x1x64xf32>, %arg4: tensor<3x3x64x64xf32>, %arg5: tensor<3x3x64x64xf32>, %arg6: tensor<1x1x1x64xf32>, %arg7: tensor<1x1x1x64xf32>, %arg8: tensor<1x1x1x64xf32>, %arg9: tensor<1x1x1x64xf32>, %arg10: tensor<3x3x64x64xf32>, %arg11: tensor<3x3x64x64xf32>, %arg12: tensor<1x1x1x128xf32>, %arg13: tensor<1x1x1x128xf32>, %arg14: tensor<1x1x1x128xf32>, %arg15: tensor<1x1x1x128xf32>, %arg16: tensor<3x3x64x128xf32>, %arg17: tensor<3x3x128x128xf32>, %arg18: tensor<1x1x1x128xf32>, %arg19: tensor<1x1x1x128xf32>, %arg20: tensor<1x1x64x128xf32>, %arg21: tensor<1x1x1x128xf32>, %arg22: tensor<1x1x1x128xf32>, %arg23: tensor<1x1x1x128xf32>, %arg24: tensor<1x1x1x128xf32>, %arg25: tensor<3x3x128x128xf32>, %arg26: tensor<3x3x128x128xf32>, %arg27: tensor<1x1x1x256xf32>, %arg28: tensor<1x1x1x256xf32>, %arg29: tensor<1x1x1x256xf32>, %arg30: tensor<1x1x1x256xf32>, %arg31: tensor<3x3x128x256xf32>, %arg32: tensor<3x3x256x256xf32>, %arg33: tensor<1x1x1x256xf32>, %arg34: tensor<1x1x1x256xf32>, %arg35: tensor<1x1x128x256xf32>, %arg36: tensor<1x1x1x256xf32>, %arg37: tensor<1x1x1x256xf32>, %arg38: tensor<1x1x1x256xf32>, %arg39: tensor<1x1x1x256xf32>, %arg40: tensor<3x3x256x256xf32>, %arg41: tensor<3x3x256x256xf32>, %arg42: tensor<1x1x1x512xf32>, %arg43: tensor<1x1x1x512xf32>, %arg44: tensor<1x1x1x512xf32>, %arg45: tensor<1x1x1x512xf32>, %arg46: tensor<3x3x256x512xf32>, %arg47: tensor<3x3x512x512xf32>, %arg48: tensor<1x1x1x512xf32>, %arg49: tensor<1x1x1x512xf32>, %arg50: tensor<1x1x256x512xf32>, %arg51: tensor<1x1x1x512xf32>, %arg52: tensor<1x1x1x512xf32>, %arg53: tensor<1x1x1x512xf32>, %arg54: tensor<1x1x1x512xf32>, %arg55: tensor<3x3x512x512xf32>, %arg56: tensor<3x3x512x512xf32>, %arg57: tensor<1x1x1x64xf32>, %arg58: tensor<1x1x1x64xf32>, %arg59: tensor<7x7x3x64xf32>, %arg60: tensor<10xf32>, %arg61: tensor<512x10xf32>, %arg62: tensor<1x1x1x64xf32>, %arg63: tensor<1x1x1x64xf32>, %arg64: tensor<1x1x1x64xf32>, %arg65: tensor<1x1x1x64xf32>, %arg66: tensor<1x1x1x64xf32>, %arg67: tensor<1x1x1x64xf32>, %arg68: tensor<1x1x1x64xf32>, %arg69: tensor<1x1x1x64xf32>, %arg70: tensor<1x1x1x128xf32>, %arg71: tensor<1x1x1x128xf32>, %arg72: tensor<1x1x1x128xf32>, %arg73: tensor<1x1x1x128xf32>, %arg74: tensor<1x1x1x128xf32>, %arg75: tensor<1x1x1x128xf32>, %arg76: tensor<1x1x1x128xf32>, %arg77: tensor<1x1x1x128xf32>, %arg78: tensor<1x1x1x128xf32>, %arg79: tensor<1x1x1x128xf32>, %arg80: tensor<1x1x1x256xf32>, %arg81: tensor<1x1x1x256xf32>, %arg82: tensor<1x1x1x256xf32>, %arg83: tensor<1x1x1x256xf32>, %arg84: tensor<1x1x1x256xf32>, %arg85: tensor<1x1x1x256xf32>, %arg86: tensor<1x1x1x256xf32>, %arg87: tensor<1x1x1x256xf32>, %arg88: tensor<1x1x1x256xf32>, %arg89: tensor<1x1x1x256xf32>, %arg90: tensor<1x1x1x512xf32>, %arg91: tensor<1x1x1x512xf32>, %arg92: tensor<1x1x1x512xf32>, %arg93: tensor<1x1x1x512xf32>, %arg94: tensor<1x1x1x512xf32>, %arg95: tensor<1x1x1x512xf32>, %arg96: tensor<1x1x1x512xf32>, %arg97: tensor<1x1x1x512xf32>, %arg98: tensor<1x1x1x512xf32>, %arg99: tensor<1x1x1x512xf32>, %arg100: tensor<1x1x1x64xf32>, %arg101: tensor<1x1x1x64xf32>, %arg102: tensor<2x32x32x3xf32>) -> (tensor<2x10xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg102, %arg59) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[2, 3], [2, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x32x3xf32>, tensor<7x7x3x64xf32>) -> tensor<2x16x16x64xf32>
    %cst = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %2 = stablehlo.add %arg101, %1 : tensor<1x1x1x64xf32>
    %3 = stablehlo.rsqrt %2 : tensor<1x1x1x64xf32>
    %4 = stablehlo.multiply %arg58, %3 : tensor<1x1x1x64xf32>
    %5 = stablehlo.broadcast_in_dim %arg100, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x16x16x64xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<2x16x16x64xf32>
    %7 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x16x16x64xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<2x16x16x64xf32>
    %9 = stablehlo.broadcast_in_dim %arg57, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x16x16x64xf32>
    %10 = stablehlo.add %8, %9 : tensor<2x16x16x64xf32>
    %11 = call @relu(%10) : (tensor<2x16x16x64xf32>) -> tensor<2x16x16x64xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<f32>
    %13 = "stablehlo.reduce_window"(%11, %12) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [0, 1], [0, 1], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg103: tensor<f32>, %arg104: tensor<f32>):
      %253 = stablehlo.maximum %arg103, %arg104 : tensor<f32>
      stablehlo.return %253 : tensor<f32>
    }) : (tensor<2x16x16x64xf32>, tensor<f32>) -> tensor<2x8x8x64xf32>
    %14 = stablehlo.convolution(%13, %arg4) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x64xf32>, tensor<3x3x64x64xf32>) -> tensor<2x8x8x64xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %16 = stablehlo.add %arg63, %15 : tensor<1x1x1x64xf32>
    %17 = stablehlo.rsqrt %16 : tensor<1x1x1x64xf32>
    %18 = stablehlo.multiply %arg1, %17 : tensor<1x1x1x64xf32>
    %19 = stablehlo.broadcast_in_dim %arg62, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %20 = stablehlo.subtract %14, %19 : tensor<2x8x8x64xf32>
    %21 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %22 = stablehlo.multiply %20, %21 : tensor<2x8x8x64xf32>
    %23 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %24 = stablehlo.add %22, %23 : tensor<2x8x8x64xf32>
    %25 = call @relu_0(%24) : (tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32>
    %26 = stablehlo.convolution(%25, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x64xf32>, tensor<3x3x64x64xf32>) -> tensor<2x8x8x64xf32>
    %cst_2 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %28 = stablehlo.add %arg65, %27 : tensor<1x1x1x64xf32>
    %29 = stablehlo.rsqrt %28 : tensor<1x1x1x64xf32>
    %30 = stablehlo.multiply %arg3, %29 : tensor<1x1x1x64xf32>
    %31 = stablehlo.broadcast_in_dim %arg64, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %32 = stablehlo.subtract %26, %31 : tensor<2x8x8x64xf32>
    %33 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %34 = stablehlo.multiply %32, %33 : tensor<2x8x8x64xf32>
    %35 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %36 = stablehlo.add %34, %35 : tensor<2x8x8x64xf32>
    %37 = stablehlo.add %36, %13 : tensor<2x8x8x64xf32>
    %38 = call @relu_0(%37) : (tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32>
    %39 = stablehlo.convolution(%38, %arg10) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x64xf32>, tensor<3x3x64x64xf32>) -> tensor<2x8x8x64xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %41 = stablehlo.add %arg67, %40 : tensor<1x1x1x64xf32>
    %42 = stablehlo.rsqrt %41 : tensor<1x1x1x64xf32>
    %43 = stablehlo.multiply %arg7, %42 : tensor<1x1x1x64xf32>
    %44 = stablehlo.broadcast_in_dim %arg66, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %45 = stablehlo.subtract %39, %44 : tensor<2x8x8x64xf32>
    %46 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %47 = stablehlo.multiply %45, %46 : tensor<2x8x8x64xf32>
    %48 = stablehlo.broadcast_in_dim %arg6, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %49 = stablehlo.add %47, %48 : tensor<2x8x8x64xf32>
    %50 = call @relu_0(%49) : (tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32>
    %51 = stablehlo.convolution(%50, %arg11) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x64xf32>, tensor<3x3x64x64xf32>) -> tensor<2x8x8x64xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %53 = stablehlo.add %arg69, %52 : tensor<1x1x1x64xf32>
    %54 = stablehlo.rsqrt %53 : tensor<1x1x1x64xf32>
    %55 = stablehlo.multiply %arg9, %54 : tensor<1x1x1x64xf32>
    %56 = stablehlo.broadcast_in_dim %arg68, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %57 = stablehlo.subtract %51, %56 : tensor<2x8x8x64xf32>
    %58 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %59 = stablehlo.multiply %57, %58 : tensor<2x8x8x64xf32>
    %60 = stablehlo.broadcast_in_dim %arg8, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %61 = stablehlo.add %59, %60 : tensor<2x8x8x64xf32>
    %62 = stablehlo.add %61, %38 : tensor<2x8x8x64xf32>
    %63 = call @relu_0(%62) : (tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32>
    %64 = stablehlo.convolution(%63, %arg20) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x64xf32>, tensor<1x1x64x128xf32>) -> tensor<2x4x4x128xf32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %66 = stablehlo.add %arg75, %65 : tensor<1x1x1x128xf32>
    %67 = stablehlo.rsqrt %66 : tensor<1x1x1x128xf32>
    %68 = stablehlo.multiply %arg19, %67 : tensor<1x1x1x128xf32>
    %69 = stablehlo.broadcast_in_dim %arg74, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x4x4x128xf32>
    %70 = stablehlo.subtract %64, %69 : tensor<2x4x4x128xf32>
    %71 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x4x4x128xf32>
    %72 = stablehlo.multiply %70, %71 : tensor<2x4x4x128xf32>
    %73 = stablehlo.broadcast_in_dim %arg18, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x4x4x128xf32>
    %74 = stablehlo.add %72, %73 : tensor<2x4x4x128xf32>
    %75 = stablehlo.convolution(%63, %arg16) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x64xf32>, tensor<3x3x64x128xf32>) -> tensor<2x4x4x128xf32>
    %cst_6 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %77 = stablehlo.add %arg71, %76 : tensor<1x1x1x128xf32>
    %78 = stablehlo.rsqrt %77 : tensor<1x1x1x128xf32>
    %79 = stablehlo.multiply %arg13, %78 : tensor<1x1x1x128xf32>
    %80 = stablehlo.broadcast_in_dim %arg70, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x4x4x128xf32>
    %81 = stablehlo.subtract %75, %80 : tensor<2x4x4x128xf32>
    %82 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x4x4x128xf32>
    %83 = stablehlo.multiply %81, %82 : tensor<2x4x4x128xf32>
    %84 = stablehlo.broadcast_in_dim %arg12, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x4x4x128xf32>
    %85 = stablehlo.add %83, %84 : tensor<2x4x4x128xf32>
    %86 = call @relu_1(%85) : (tensor<2x4x4x128xf32>) -> tensor<2x4x4x128xf32>
    %87 = stablehlo.convolution(%86, %arg17) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x128xf32>, tensor<3x3x128x128xf32>) -> tensor<2x4x4x128xf32>
    %cst_7 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %89 = stablehlo.add %arg73, %88 : tensor<1x1x1x128xf32>
    %90 = stablehlo.rsqrt %89 : tensor<1x1x1x128xf32>
    %91 = stablehlo.multiply %arg15, %90 : tensor<1x1x1x128xf32>
    %92 = stablehlo.broadcast_in_dim %arg72, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x4x4x128xf32>
    %93 = stablehlo.subtract %87, %92 : tensor<2x4x4x128xf32>
    %94 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x4x4x128xf32>
    %95 = stablehlo.multiply %93, %94 : tensor<2x4x4x128xf32>
    %96 = stablehlo.broadcast_in_dim %arg14, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x4x4x128xf32>
    %97 = stablehlo.add %95, %96 : tensor<2x4x4x128xf32>
    %98 = stablehlo.add %97, %74 : tensor<2x4x4x128xf32>
    %99 = call @relu_1(%98) : (tensor<2x4x4x128xf32>) -> tensor<2x4x4x128xf32>
    %100 = stablehlo.convolution(%99, %arg25) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x128xf32>, tensor<3x3x128x128xf32>) -> tensor<2x4x4x128xf32>
    %cst_8 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %102 = stablehlo.add %arg77, %101 : tensor<1x1x1x128xf32>
    %103 = stablehlo.rsqrt %102 : tensor<1x1x1x128xf32>
    %104 = stablehlo.multiply %arg22, %103 : tensor<1x1x1x128xf32>
    %105 = stablehlo.broadcast_in_dim %arg76, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x4x4x128xf32>
    %106 = stablehlo.subtract %100, %105 : tensor<2x4x4x128xf32>
    %107 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x4x4x128xf32>
    %108 = stablehlo.multiply %106, %107 : tensor<2x4x4x128xf32>
    %109 = stablehlo.broadcast_in_dim %arg21, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x4x4x128xf32>
    %110 = stablehlo.add %108, %109 : tensor<2x4x4x128xf32>
    %111 = call @relu_1(%110) : (tensor<2x4x4x128xf32>) -> tensor<2x4x4x128xf32>
    %112 = stablehlo.convolution(%111, %arg26) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x128xf32>, tensor<3x3x128x128xf32>) -> tensor<2x4x4x128xf32>
    %cst_9 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %114 = stablehlo.add %arg79, %113 : tensor<1x1x1x128xf32>
    %115 = stablehlo.rsqrt %114 : tensor<1x1x1x128xf32>
    %116 = stablehlo.multiply %arg24, %115 : tensor<1x1x1x128xf32>
    %117 = stablehlo.broadcast_in_dim %arg78, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x4x4x128xf32>
    %118 = stablehlo.subtract %112, %117 : tensor<2x4x4x128xf32>
    %119 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x4x4x128xf32>
    %120 = stablehlo.multiply %118, %119 : tensor<2x4x4x128xf32>
    %121 = stablehlo.broadcast_in_dim %arg23, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x4x4x128xf32>
    %122 = stablehlo.add %120, %121 : tensor<2x4x4x128xf32>
    %123 = stablehlo.add %122, %99 : tensor<2x4x4x128xf32>
    %124 = call @relu_1(%123) : (tensor<2x4x4x128xf32>) -> tensor<2x4x4x128xf32>
    %125 = stablehlo.convolution(%124, %arg35) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x128xf32>, tensor<1x1x128x256xf32>) -> tensor<2x2x2x256xf32>
    %cst_10 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %127 = stablehlo.add %arg85, %126 : tensor<1x1x1x256xf32>
    %128 = stablehlo.rsqrt %127 : tensor<1x1x1x256xf32>
    %129 = stablehlo.multiply %arg34, %128 : tensor<1x1x1x256xf32>
    %130 = stablehlo.broadcast_in_dim %arg84, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<2x2x2x256xf32>
    %131 = stablehlo.subtract %125, %130 : tensor<2x2x2x256xf32>
    %132 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<2x2x2x256xf32>
    %133 = stablehlo.multiply %131, %132 : tensor<2x2x2x256xf32>
    %134 = stablehlo.broadcast_in_dim %arg33, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<2x2x2x256xf32>
    %135 = stablehlo.add %133, %134 : tensor<2x2x2x256xf32>
    %136 = stablehlo.convolution(%124, %arg31) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x128xf32>, tensor<3x3x128x256xf32>) -> tensor<2x2x2x256xf32>
    %cst_11 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %138 = stablehlo.add %arg81, %137 : tensor<1x1x1x256xf32>
    %139 = stablehlo.rsqrt %138 : tensor<1x1x1x256xf32>
    %140 = stablehlo.multiply %arg28, %139 : tensor<1x1x1x256xf32>
    %141 = stablehlo.broadcast_in_dim %arg80, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<2x2x2x256xf32>
    %142 = stablehlo.subtract %136, %141 : tensor<2x2x2x256xf32>
    %143 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<2x2x2x256xf32>
    %144 = stablehlo.multiply %142, %143 : tensor<2x2x2x256xf32>
    %145 = stablehlo.broadcast_in_dim %arg27, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<2x2x2x256xf32>
    %146 = stablehlo.add %144, %145 : tensor<2x2x2x256xf32>
    %147 = call @relu_2(%146) : (tensor<2x2x2x256xf32>) -> tensor<2x2x2x256xf32>
    %148 = stablehlo.convolution(%147, %arg32) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x2x2x256xf32>, tensor<3x3x256x256xf32>) -> tensor<2x2x2x256xf32>
    %cst_12 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %150 = stablehlo.add %arg83, %149 : tensor<1x1x1x256xf32>
    %151 = stablehlo.rsqrt %150 : tensor<1x1x1x256xf32>
    %152 = stablehlo.multiply %arg30, %151 : tensor<1x1x1x256xf32>
    %153 = stablehlo.broadcast_in_dim %arg82, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<2x2x2x256xf32>
    %154 = stablehlo.subtract %148, %153 : tensor<2x2x2x256xf32>
    %155 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<2x2x2x256xf32>
    %156 = stablehlo.multiply %154, %155 : tensor<2x2x2x256xf32>
    %157 = stablehlo.broadcast_in_dim %arg29, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<2x2x2x256xf32>
    %158 = stablehlo.add %156, %157 : tensor<2x2x2x256xf32>
    %159 = stablehlo.add %158, %135 : tensor<2x2x2x256xf32>
    %160 = call @relu_2(%159) : (tensor<2x2x2x256xf32>) -> tensor<2x2x2x256xf32>
    %161 = stablehlo.convolution(%160, %arg40) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x2x2x256xf32>, tensor<3x3x256x256xf32>) -> tensor<2x2x2x256xf32>
    %cst_13 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %163 = stablehlo.add %arg87, %162 : tensor<1x1x1x256xf32>
    %164 = stablehlo.rsqrt %163 : tensor<1x1x1x256xf32>
    %165 = stablehlo.multiply %arg37, %164 : tensor<1x1x1x256xf32>
    %166 = stablehlo.broadcast_in_dim %arg86, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<2x2x2x256xf32>
    %167 = stablehlo.subtract %161, %166 : tensor<2x2x2x256xf32>
    %168 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<2x2x2x256xf32>
    %169 = stablehlo.multiply %167, %168 : tensor<2x2x2x256xf32>
    %170 = stablehlo.broadcast_in_dim %arg36, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<2x2x2x256xf32>
    %171 = stablehlo.add %169, %170 : tensor<2x2x2x256xf32>
    %172 = call @relu_2(%171) : (tensor<2x2x2x256xf32>) -> tensor<2x2x2x256xf32>
    %173 = stablehlo.convolution(%172, %arg41) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x2x2x256xf32>, tensor<3x3x256x256xf32>) -> tensor<2x2x2x256xf32>
    %cst_14 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %175 = stablehlo.add %arg89, %174 : tensor<1x1x1x256xf32>
    %176 = stablehlo.rsqrt %175 : tensor<1x1x1x256xf32>
    %177 = stablehlo.multiply %arg39, %176 : tensor<1x1x1x256xf32>
    %178 = stablehlo.broadcast_in_dim %arg88, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<2x2x2x256xf32>
    %179 = stablehlo.subtract %173, %178 : tensor<2x2x2x256xf32>
    %180 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<2x2x2x256xf32>
    %181 = stablehlo.multiply %179, %180 : tensor<2x2x2x256xf32>
    %182 = stablehlo.broadcast_in_dim %arg38, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<2x2x2x256xf32>
    %183 = stablehlo.add %181, %182 : tensor<2x2x2x256xf32>
    %184 = stablehlo.add %183, %160 : tensor<2x2x2x256xf32>
    %185 = call @relu_2(%184) : (tensor<2x2x2x256xf32>) -> tensor<2x2x2x256xf32>
    %186 = stablehlo.convolution(%185, %arg50) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x2x2x256xf32>, tensor<1x1x256x512xf32>) -> tensor<2x1x1x512xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x1x1x512xf32>
    %188 = stablehlo.add %arg95, %187 : tensor<1x1x1x512xf32>
    %189 = stablehlo.rsqrt %188 : tensor<1x1x1x512xf32>
    %190 = stablehlo.multiply %arg49, %189 : tensor<1x1x1x512xf32>
    %191 = stablehlo.broadcast_in_dim %arg94, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<2x1x1x512xf32>
    %192 = stablehlo.subtract %186, %191 : tensor<2x1x1x512xf32>
    %193 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<2x1x1x512xf32>
    %194 = stablehlo.multiply %192, %193 : tensor<2x1x1x512xf32>
    %195 = stablehlo.broadcast_in_dim %arg48, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<2x1x1x512xf32>
    %196 = stablehlo.add %194, %195 : tensor<2x1x1x512xf32>
    %197 = stablehlo.convolution(%185, %arg46) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x2x2x256xf32>, tensor<3x3x256x512xf32>) -> tensor<2x1x1x512xf32>
    %cst_16 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x1x1x512xf32>
    %199 = stablehlo.add %arg91, %198 : tensor<1x1x1x512xf32>
    %200 = stablehlo.rsqrt %199 : tensor<1x1x1x512xf32>
    %201 = stablehlo.multiply %arg43, %200 : tensor<1x1x1x512xf32>
    %202 = stablehlo.broadcast_in_dim %arg90, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<2x1x1x512xf32>
    %203 = stablehlo.subtract %197, %202 : tensor<2x1x1x512xf32>
    %204 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<2x1x1x512xf32>
    %205 = stablehlo.multiply %203, %204 : tensor<2x1x1x512xf32>
    %206 = stablehlo.broadcast_in_dim %arg42, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<2x1x1x512xf32>
    %207 = stablehlo.add %205, %206 : tensor<2x1x1x512xf32>
    %208 = call @relu_3(%207) : (tensor<2x1x1x512xf32>) -> tensor<2x1x1x512xf32>
    %209 = stablehlo.convolution(%208, %arg47) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x1x1x512xf32>, tensor<3x3x512x512xf32>) -> tensor<2x1x1x512xf32>
    %cst_17 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1x1x1x512xf32>
    %211 = stablehlo.add %arg93, %210 : tensor<1x1x1x512xf32>
    %212 = stablehlo.rsqrt %211 : tensor<1x1x1x512xf32>
    %213 = stablehlo.multiply %arg45, %212 : tensor<1x1x1x512xf32>
    %214 = stablehlo.broadcast_in_dim %arg92, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<2x1x1x512xf32>
    %215 = stablehlo.subtract %209, %214 : tensor<2x1x1x512xf32>
    %216 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<2x1x1x512xf32>
    %217 = stablehlo.multiply %215, %216 : tensor<2x1x1x512xf32>
    %218 = stablehlo.broadcast_in_dim %arg44, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<2x1x1x512xf32>
    %219 = stablehlo.add %217, %218 : tensor<2x1x1x512xf32>
    %220 = stablehlo.add %219, %196 : tensor<2x1x1x512xf32>
    %221 = call @relu_3(%220) : (tensor<2x1x1x512xf32>) -> tensor<2x1x1x512xf32>
    %222 = stablehlo.convolution(%221, %arg55) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x1x1x512xf32>, tensor<3x3x512x512xf32>) -> tensor<2x1x1x512xf32>
    %cst_18 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x1x1x512xf32>
    %224 = stablehlo.add %arg97, %223 : tensor<1x1x1x512xf32>
    %225 = stablehlo.rsqrt %224 : tensor<1x1x1x512xf32>
    %226 = stablehlo.multiply %arg52, %225 : tensor<1x1x1x512xf32>
    %227 = stablehlo.broadcast_in_dim %arg96, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<2x1x1x512xf32>
    %228 = stablehlo.subtract %222, %227 : tensor<2x1x1x512xf32>
    %229 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<2x1x1x512xf32>
    %230 = stablehlo.multiply %228, %229 : tensor<2x1x1x512xf32>
    %231 = stablehlo.broadcast_in_dim %arg51, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<2x1x1x512xf32>
    %232 = stablehlo.add %230, %231 : tensor<2x1x1x512xf32>
    %233 = call @relu_3(%232) : (tensor<2x1x1x512xf32>) -> tensor<2x1x1x512xf32>
    %234 = stablehlo.convolution(%233, %arg56) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x1x1x512xf32>, tensor<3x3x512x512xf32>) -> tensor<2x1x1x512xf32>
    %cst_19 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<1x1x1x512xf32>
    %236 = stablehlo.add %arg99, %235 : tensor<1x1x1x512xf32>
    %237 = stablehlo.rsqrt %236 : tensor<1x1x1x512xf32>
    %238 = stablehlo.multiply %arg54, %237 : tensor<1x1x1x512xf32>
    %239 = stablehlo.broadcast_in_dim %arg98, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<2x1x1x512xf32>
    %240 = stablehlo.subtract %234, %239 : tensor<2x1x1x512xf32>
    %241 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<2x1x1x512xf32>
    %242 = stablehlo.multiply %240, %241 : tensor<2x1x1x512xf32>
    %243 = stablehlo.broadcast_in_dim %arg53, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<2x1x1x512xf32>
    %244 = stablehlo.add %242, %243 : tensor<2x1x1x512xf32>
    %245 = stablehlo.add %244, %221 : tensor<2x1x1x512xf32>
    %246 = call @relu_3(%245) : (tensor<2x1x1x512xf32>) -> tensor<2x1x1x512xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %247 = stablehlo.reduce(%246 init: %cst_20) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x1x1x512xf32>, tensor<f32>) -> tensor<2x512xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x512xf32>
    %249 = stablehlo.divide %247, %248 : tensor<2x512xf32>
    %250 = stablehlo.dot_general %249, %arg61, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x512xf32>, tensor<512x10xf32>) -> tensor<2x10xf32>
    %251 = stablehlo.broadcast_in_dim %arg60, dims = [1] : (tensor<10xf32>) -> tensor<2x10xf32>
    %252 = stablehlo.add %250, %251 : tensor<2x10xf32>
    return %252 : tensor<2x10xf32>
  }
  func.func private @relu(%arg0: tensor<2x16x16x64xf32>) -> tensor<2x16x16x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x16x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x16x16x64xf32>
    return %1 : tensor<2x16x16x64xf32>
  }
  func.func private @relu_0(%arg0: tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x8x8x64xf32>
    return %1 : tensor<2x8x8x64xf32>
  }
  func.func private @relu_1(%arg0: tensor<2x4x4x128xf32>) -> tensor<2x4x4x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x4x128xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x4x4x128xf32>
    return %1 : tensor<2x4x4x128xf32>
  }
  func.func private @relu_2(%arg0: tensor<2x2x2x256xf32>) -> tensor<2x2x2x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x2x256xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x2x2x256xf32>
    return %1 : tensor<2x2x2x256xf32>
  }
  func.func private @relu_3(%arg0: tensor<2x1x1x512xf32>) -> tensor<2x1x1x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1x512xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x1x1x512xf32>
    return %1 : tensor<2x1x1x512xf32>
  }
}
