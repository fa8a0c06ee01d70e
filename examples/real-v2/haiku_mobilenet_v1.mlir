module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x1x1x32xf32>, %arg1: tensor<1x1x1x32xf32>, %arg2: tensor<3x3x3x32xf32>, %arg3: tensor<10xf32>, %arg4: tensor<256x10xf32>, %arg5: tensor<1x1x1x32xf32>, %arg6: tensor<1x1x1x32xf32>, %arg7: tensor<1x1x1x16xf32>, %arg8: tensor<1x1x1x16xf32>, %arg9: tensor<3x3x1x32xf32>, %arg10: tensor<1x1x32x16xf32>, %arg11: tensor<1x1x1x16xf32>, %arg12: tensor<1x1x1x16xf32>, %arg13: tensor<1x1x1x32xf32>, %arg14: tensor<1x1x1x32xf32>, %arg15: tensor<3x3x1x16xf32>, %arg16: tensor<1x1x16x32xf32>, %arg17: tensor<1x1x1x128xf32>, %arg18: tensor<1x1x1x128xf32>, %arg19: tensor<1x1x1x128xf32>, %arg20: tensor<1x1x1x128xf32>, %arg21: tensor<3x3x1x128xf32>, %arg22: tensor<1x1x128x128xf32>, %arg23: tensor<1x1x1x128xf32>, %arg24: tensor<1x1x1x128xf32>, %arg25: tensor<1x1x1x256xf32>, %arg26: tensor<1x1x1x256xf32>, %arg27: tensor<3x3x1x128xf32>, %arg28: tensor<1x1x128x256xf32>, %arg29: tensor<1x1x1x256xf32>, %arg30: tensor<1x1x1x256xf32>, %arg31: tensor<1x1x1x256xf32>, %arg32: tensor<1x1x1x256xf32>, %arg33: tensor<3x3x1x256xf32>, %arg34: tensor<1x1x256x256xf32>, %arg35: tensor<1x1x1x32xf32>, %arg36: tensor<1x1x1x32xf32>, %arg37: tensor<1x1x1x32xf32>, %arg38: tensor<1x1x1x32xf32>, %arg39: tensor<3x3x1x32xf32>, %arg40: tensor<1x1x32x32xf32>, %arg41: tensor<1x1x1x32xf32>, %arg42: tensor<1x1x1x32xf32>, %arg43: tensor<1x1x1x64xf32>, %arg44: tensor<1x1x1x64xf32>, %arg45: tensor<3x3x1x32xf32>, %arg46: tensor<1x1x32x64xf32>, %arg47: tensor<1x1x1x64xf32>, %arg48: tensor<1x1x1x64xf32>, %arg49: tensor<1x1x1x64xf32>, %arg50: tensor<1x1x1x64xf32>, %arg51: tensor<3x3x1x64xf32>, %arg52: tensor<1x1x64x64xf32>, %arg53: tensor<1x1x1x64xf32>, %arg54: tensor<1x1x1x64xf32>, %arg55: tensor<1x1x1x128xf32>, %arg56: tensor<1x1x1x128xf32>, %arg57: tensor<3x3x1x64xf32>, %arg58: tensor<1x1x64x128xf32>, %arg59: tensor<1x1x1x128xf32>, %arg60: tensor<1x1x1x128xf32>, %arg61: tensor<1x1x1x128xf32>, %arg62: tensor<1x1x1x128xf32>, %arg63: tensor<3x3x1x128xf32>, %arg64: tensor<1x1x128x128xf32>, %arg65: tensor<1x1x1x128xf32>, %arg66: tensor<1x1x1x128xf32>, %arg67: tensor<1x1x1x128xf32>, %arg68: tensor<1x1x1x128xf32>, %arg69: tensor<3x3x1x128xf32>, %arg70: tensor<1x1x128x128xf32>, %arg71: tensor<1x1x1x128xf32>, %arg72: tensor<1x1x1x128xf32>, %arg73: tensor<1x1x1x128xf32>, %arg74: tensor<1x1x1x128xf32>, %arg75: tensor<3x3x1x128xf32>, %arg76: tensor<1x1x128x128xf32>, %arg77: tensor<1x1x1x128xf32>, %arg78: tensor<1x1x1x128xf32>, %arg79: tensor<1x1x1x128xf32>, %arg80: tensor<1x1x1x128xf32>, %arg81: tensor<3x3x1x128xf32>, %arg82: tensor<1x1x128x128xf32>, %arg83: tensor<1x1x1x32xf32>, %arg84: tensor<1x1x1x32xf32>, %arg85: tensor<1x1x1x32xf32>, %arg86: tensor<1x1x1x32xf32>, %arg87: tensor<1x1x1x16xf32>, %arg88: tensor<1x1x1x16xf32>, %arg89: tensor<1x1x1x16xf32>, %arg90: tensor<1x1x1x16xf32>, %arg91: tensor<1x1x1x32xf32>, %arg92: tensor<1x1x1x32xf32>, %arg93: tensor<1x1x1x128xf32>, %arg94: tensor<1x1x1x128xf32>, %arg95: tensor<1x1x1x128xf32>, %arg96: tensor<1x1x1x128xf32>, %arg97: tensor<1x1x1x128xf32>, %arg98: tensor<1x1x1x128xf32>, %arg99: tensor<1x1x1x256xf32>, %arg100: tensor<1x1x1x256xf32>, %arg101: tensor<1x1x1x256xf32>, %arg102: tensor<1x1x1x256xf32>, %arg103: tensor<1x1x1x256xf32>, %arg104: tensor<1x1x1x256xf32>, %arg105: tensor<1x1x1x32xf32>, %arg106: tensor<1x1x1x32xf32>, %arg107: tensor<1x1x1x32xf32>, %arg108: tensor<1x1x1x32xf32>, %arg109: tensor<1x1x1x32xf32>, %arg110: tensor<1x1x1x32xf32>, %arg111: tensor<1x1x1x64xf32>, %arg112: tensor<1x1x1x64xf32>, %arg113: tensor<1x1x1x64xf32>, %arg114: tensor<1x1x1x64xf32>, %arg115: tensor<1x1x1x64xf32>, %arg116: tensor<1x1x1x64xf32>, %arg117: tensor<1x1x1x64xf32>, %arg118: tensor<1x1x1x64xf32>, %arg119: tensor<1x1x1x128xf32>, %arg120: tensor<1x1x1x128xf32>, %arg121: tensor<1x1x1x128xf32>, %arg122: tensor<1x1x1x128xf32>, %arg123: tensor<1x1x1x128xf32>, %arg124: tensor<1x1x1x128xf32>, %arg125: tensor<1x1x1x128xf32>, %arg126: tensor<1x1x1x128xf32>, %arg127: tensor<1x1x1x128xf32>, %arg128: tensor<1x1x1x128xf32>, %arg129: tensor<1x1x1x128xf32>, %arg130: tensor<1x1x1x128xf32>, %arg131: tensor<1x1x1x128xf32>, %arg132: tensor<1x1x1x128xf32>, %arg133: tensor<1x1x1x128xf32>, %arg134: tensor<1x1x1x128xf32>, %arg135: tensor<1x1x1x128xf32>, %arg136: tensor<1x1x1x128xf32>, %arg137: tensor<2x32x32x3xf32>) -> (tensor<2x10xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg137, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x32x3xf32>, tensor<3x3x3x32xf32>) -> tensor<2x15x15x32xf32>
    %cst = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %2 = stablehlo.add %arg84, %1 : tensor<1x1x1x32xf32>
    %3 = stablehlo.rsqrt %2 : tensor<1x1x1x32xf32>
    %4 = stablehlo.multiply %arg1, %3 : tensor<1x1x1x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg83, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x15x15x32xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<2x15x15x32xf32>
    %7 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x15x15x32xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<2x15x15x32xf32>
    %9 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x15x15x32xf32>
    %10 = stablehlo.add %8, %9 : tensor<2x15x15x32xf32>
    %11 = call @relu(%10) : (tensor<2x15x15x32xf32>) -> tensor<2x15x15x32xf32>
    %12 = stablehlo.convolution(%11, %arg9) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x15x15x32xf32>, tensor<3x3x1x32xf32>) -> tensor<2x15x15x32xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %14 = stablehlo.add %arg86, %13 : tensor<1x1x1x32xf32>
    %15 = stablehlo.rsqrt %14 : tensor<1x1x1x32xf32>
    %16 = stablehlo.multiply %arg6, %15 : tensor<1x1x1x32xf32>
    %17 = stablehlo.broadcast_in_dim %arg85, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x15x15x32xf32>
    %18 = stablehlo.subtract %12, %17 : tensor<2x15x15x32xf32>
    %19 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x15x15x32xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<2x15x15x32xf32>
    %21 = stablehlo.broadcast_in_dim %arg5, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x15x15x32xf32>
    %22 = stablehlo.add %20, %21 : tensor<2x15x15x32xf32>
    %23 = call @relu(%22) : (tensor<2x15x15x32xf32>) -> tensor<2x15x15x32xf32>
    %24 = stablehlo.convolution(%23, %arg10) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x15x15x32xf32>, tensor<1x1x32x16xf32>) -> tensor<2x15x15x16xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %26 = stablehlo.add %arg88, %25 : tensor<1x1x1x16xf32>
    %27 = stablehlo.rsqrt %26 : tensor<1x1x1x16xf32>
    %28 = stablehlo.multiply %arg8, %27 : tensor<1x1x1x16xf32>
    %29 = stablehlo.broadcast_in_dim %arg87, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x15x15x16xf32>
    %30 = stablehlo.subtract %24, %29 : tensor<2x15x15x16xf32>
    %31 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x15x15x16xf32>
    %32 = stablehlo.multiply %30, %31 : tensor<2x15x15x16xf32>
    %33 = stablehlo.broadcast_in_dim %arg7, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x15x15x16xf32>
    %34 = stablehlo.add %32, %33 : tensor<2x15x15x16xf32>
    %35 = call @relu_0(%34) : (tensor<2x15x15x16xf32>) -> tensor<2x15x15x16xf32>
    %36 = stablehlo.convolution(%35, %arg15) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 16 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x15x15x16xf32>, tensor<3x3x1x16xf32>) -> tensor<2x8x8x16xf32>
    %cst_2 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %38 = stablehlo.add %arg90, %37 : tensor<1x1x1x16xf32>
    %39 = stablehlo.rsqrt %38 : tensor<1x1x1x16xf32>
    %40 = stablehlo.multiply %arg12, %39 : tensor<1x1x1x16xf32>
    %41 = stablehlo.broadcast_in_dim %arg89, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x8x8x16xf32>
    %42 = stablehlo.subtract %36, %41 : tensor<2x8x8x16xf32>
    %43 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x8x8x16xf32>
    %44 = stablehlo.multiply %42, %43 : tensor<2x8x8x16xf32>
    %45 = stablehlo.broadcast_in_dim %arg11, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x8x8x16xf32>
    %46 = stablehlo.add %44, %45 : tensor<2x8x8x16xf32>
    %47 = call @relu_1(%46) : (tensor<2x8x8x16xf32>) -> tensor<2x8x8x16xf32>
    %48 = stablehlo.convolution(%47, %arg16) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x16xf32>, tensor<1x1x16x32xf32>) -> tensor<2x8x8x32xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %50 = stablehlo.add %arg92, %49 : tensor<1x1x1x32xf32>
    %51 = stablehlo.rsqrt %50 : tensor<1x1x1x32xf32>
    %52 = stablehlo.multiply %arg14, %51 : tensor<1x1x1x32xf32>
    %53 = stablehlo.broadcast_in_dim %arg91, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %54 = stablehlo.subtract %48, %53 : tensor<2x8x8x32xf32>
    %55 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %56 = stablehlo.multiply %54, %55 : tensor<2x8x8x32xf32>
    %57 = stablehlo.broadcast_in_dim %arg13, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %58 = stablehlo.add %56, %57 : tensor<2x8x8x32xf32>
    %59 = call @relu_2(%58) : (tensor<2x8x8x32xf32>) -> tensor<2x8x8x32xf32>
    %60 = stablehlo.convolution(%59, %arg39) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x32xf32>, tensor<3x3x1x32xf32>) -> tensor<2x8x8x32xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %62 = stablehlo.add %arg106, %61 : tensor<1x1x1x32xf32>
    %63 = stablehlo.rsqrt %62 : tensor<1x1x1x32xf32>
    %64 = stablehlo.multiply %arg36, %63 : tensor<1x1x1x32xf32>
    %65 = stablehlo.broadcast_in_dim %arg105, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %66 = stablehlo.subtract %60, %65 : tensor<2x8x8x32xf32>
    %67 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %68 = stablehlo.multiply %66, %67 : tensor<2x8x8x32xf32>
    %69 = stablehlo.broadcast_in_dim %arg35, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %70 = stablehlo.add %68, %69 : tensor<2x8x8x32xf32>
    %71 = call @relu_2(%70) : (tensor<2x8x8x32xf32>) -> tensor<2x8x8x32xf32>
    %72 = stablehlo.convolution(%71, %arg40) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x32xf32>, tensor<1x1x32x32xf32>) -> tensor<2x8x8x32xf32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %74 = stablehlo.add %arg108, %73 : tensor<1x1x1x32xf32>
    %75 = stablehlo.rsqrt %74 : tensor<1x1x1x32xf32>
    %76 = stablehlo.multiply %arg38, %75 : tensor<1x1x1x32xf32>
    %77 = stablehlo.broadcast_in_dim %arg107, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %78 = stablehlo.subtract %72, %77 : tensor<2x8x8x32xf32>
    %79 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %80 = stablehlo.multiply %78, %79 : tensor<2x8x8x32xf32>
    %81 = stablehlo.broadcast_in_dim %arg37, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %82 = stablehlo.add %80, %81 : tensor<2x8x8x32xf32>
    %83 = call @relu_2(%82) : (tensor<2x8x8x32xf32>) -> tensor<2x8x8x32xf32>
    %84 = stablehlo.convolution(%83, %arg45) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x32xf32>, tensor<3x3x1x32xf32>) -> tensor<2x4x4x32xf32>
    %cst_6 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %86 = stablehlo.add %arg110, %85 : tensor<1x1x1x32xf32>
    %87 = stablehlo.rsqrt %86 : tensor<1x1x1x32xf32>
    %88 = stablehlo.multiply %arg42, %87 : tensor<1x1x1x32xf32>
    %89 = stablehlo.broadcast_in_dim %arg109, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x4x4x32xf32>
    %90 = stablehlo.subtract %84, %89 : tensor<2x4x4x32xf32>
    %91 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x4x4x32xf32>
    %92 = stablehlo.multiply %90, %91 : tensor<2x4x4x32xf32>
    %93 = stablehlo.broadcast_in_dim %arg41, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x4x4x32xf32>
    %94 = stablehlo.add %92, %93 : tensor<2x4x4x32xf32>
    %95 = call @relu_3(%94) : (tensor<2x4x4x32xf32>) -> tensor<2x4x4x32xf32>
    %96 = stablehlo.convolution(%95, %arg46) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x32xf32>, tensor<1x1x32x64xf32>) -> tensor<2x4x4x64xf32>
    %cst_7 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %98 = stablehlo.add %arg112, %97 : tensor<1x1x1x64xf32>
    %99 = stablehlo.rsqrt %98 : tensor<1x1x1x64xf32>
    %100 = stablehlo.multiply %arg44, %99 : tensor<1x1x1x64xf32>
    %101 = stablehlo.broadcast_in_dim %arg111, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x4x4x64xf32>
    %102 = stablehlo.subtract %96, %101 : tensor<2x4x4x64xf32>
    %103 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x4x4x64xf32>
    %104 = stablehlo.multiply %102, %103 : tensor<2x4x4x64xf32>
    %105 = stablehlo.broadcast_in_dim %arg43, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x4x4x64xf32>
    %106 = stablehlo.add %104, %105 : tensor<2x4x4x64xf32>
    %107 = call @relu_4(%106) : (tensor<2x4x4x64xf32>) -> tensor<2x4x4x64xf32>
    %108 = stablehlo.convolution(%107, %arg51) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 64 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x64xf32>, tensor<3x3x1x64xf32>) -> tensor<2x4x4x64xf32>
    %cst_8 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %110 = stablehlo.add %arg114, %109 : tensor<1x1x1x64xf32>
    %111 = stablehlo.rsqrt %110 : tensor<1x1x1x64xf32>
    %112 = stablehlo.multiply %arg48, %111 : tensor<1x1x1x64xf32>
    %113 = stablehlo.broadcast_in_dim %arg113, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x4x4x64xf32>
    %114 = stablehlo.subtract %108, %113 : tensor<2x4x4x64xf32>
    %115 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x4x4x64xf32>
    %116 = stablehlo.multiply %114, %115 : tensor<2x4x4x64xf32>
    %117 = stablehlo.broadcast_in_dim %arg47, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x4x4x64xf32>
    %118 = stablehlo.add %116, %117 : tensor<2x4x4x64xf32>
    %119 = call @relu_4(%118) : (tensor<2x4x4x64xf32>) -> tensor<2x4x4x64xf32>
    %120 = stablehlo.convolution(%119, %arg52) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x64xf32>, tensor<1x1x64x64xf32>) -> tensor<2x4x4x64xf32>
    %cst_9 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %122 = stablehlo.add %arg116, %121 : tensor<1x1x1x64xf32>
    %123 = stablehlo.rsqrt %122 : tensor<1x1x1x64xf32>
    %124 = stablehlo.multiply %arg50, %123 : tensor<1x1x1x64xf32>
    %125 = stablehlo.broadcast_in_dim %arg115, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x4x4x64xf32>
    %126 = stablehlo.subtract %120, %125 : tensor<2x4x4x64xf32>
    %127 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x4x4x64xf32>
    %128 = stablehlo.multiply %126, %127 : tensor<2x4x4x64xf32>
    %129 = stablehlo.broadcast_in_dim %arg49, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x4x4x64xf32>
    %130 = stablehlo.add %128, %129 : tensor<2x4x4x64xf32>
    %131 = call @relu_4(%130) : (tensor<2x4x4x64xf32>) -> tensor<2x4x4x64xf32>
    %132 = stablehlo.convolution(%131, %arg57) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 64 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x64xf32>, tensor<3x3x1x64xf32>) -> tensor<2x2x2x64xf32>
    %cst_10 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %134 = stablehlo.add %arg118, %133 : tensor<1x1x1x64xf32>
    %135 = stablehlo.rsqrt %134 : tensor<1x1x1x64xf32>
    %136 = stablehlo.multiply %arg54, %135 : tensor<1x1x1x64xf32>
    %137 = stablehlo.broadcast_in_dim %arg117, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x2x2x64xf32>
    %138 = stablehlo.subtract %132, %137 : tensor<2x2x2x64xf32>
    %139 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x2x2x64xf32>
    %140 = stablehlo.multiply %138, %139 : tensor<2x2x2x64xf32>
    %141 = stablehlo.broadcast_in_dim %arg53, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x2x2x64xf32>
    %142 = stablehlo.add %140, %141 : tensor<2x2x2x64xf32>
    %143 = call @relu_5(%142) : (tensor<2x2x2x64xf32>) -> tensor<2x2x2x64xf32>
    %144 = stablehlo.convolution(%143, %arg58) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x2x2x64xf32>, tensor<1x1x64x128xf32>) -> tensor<2x2x2x128xf32>
    %cst_11 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %146 = stablehlo.add %arg120, %145 : tensor<1x1x1x128xf32>
    %147 = stablehlo.rsqrt %146 : tensor<1x1x1x128xf32>
    %148 = stablehlo.multiply %arg56, %147 : tensor<1x1x1x128xf32>
    %149 = stablehlo.broadcast_in_dim %arg119, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x2x2x128xf32>
    %150 = stablehlo.subtract %144, %149 : tensor<2x2x2x128xf32>
    %151 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x2x2x128xf32>
    %152 = stablehlo.multiply %150, %151 : tensor<2x2x2x128xf32>
    %153 = stablehlo.broadcast_in_dim %arg55, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x2x2x128xf32>
    %154 = stablehlo.add %152, %153 : tensor<2x2x2x128xf32>
    %155 = call @relu_6(%154) : (tensor<2x2x2x128xf32>) -> tensor<2x2x2x128xf32>
    %156 = stablehlo.convolution(%155, %arg63) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 128 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x2x2x128xf32>, tensor<3x3x1x128xf32>) -> tensor<2x2x2x128xf32>
    %cst_12 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %158 = stablehlo.add %arg122, %157 : tensor<1x1x1x128xf32>
    %159 = stablehlo.rsqrt %158 : tensor<1x1x1x128xf32>
    %160 = stablehlo.multiply %arg60, %159 : tensor<1x1x1x128xf32>
    %161 = stablehlo.broadcast_in_dim %arg121, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x2x2x128xf32>
    %162 = stablehlo.subtract %156, %161 : tensor<2x2x2x128xf32>
    %163 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x2x2x128xf32>
    %164 = stablehlo.multiply %162, %163 : tensor<2x2x2x128xf32>
    %165 = stablehlo.broadcast_in_dim %arg59, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x2x2x128xf32>
    %166 = stablehlo.add %164, %165 : tensor<2x2x2x128xf32>
    %167 = call @relu_6(%166) : (tensor<2x2x2x128xf32>) -> tensor<2x2x2x128xf32>
    %168 = stablehlo.convolution(%167, %arg64) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x2x2x128xf32>, tensor<1x1x128x128xf32>) -> tensor<2x2x2x128xf32>
    %cst_13 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %170 = stablehlo.add %arg124, %169 : tensor<1x1x1x128xf32>
    %171 = stablehlo.rsqrt %170 : tensor<1x1x1x128xf32>
    %172 = stablehlo.multiply %arg62, %171 : tensor<1x1x1x128xf32>
    %173 = stablehlo.broadcast_in_dim %arg123, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x2x2x128xf32>
    %174 = stablehlo.subtract %168, %173 : tensor<2x2x2x128xf32>
    %175 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x2x2x128xf32>
    %176 = stablehlo.multiply %174, %175 : tensor<2x2x2x128xf32>
    %177 = stablehlo.broadcast_in_dim %arg61, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x2x2x128xf32>
    %178 = stablehlo.add %176, %177 : tensor<2x2x2x128xf32>
    %179 = call @relu_6(%178) : (tensor<2x2x2x128xf32>) -> tensor<2x2x2x128xf32>
    %180 = stablehlo.convolution(%179, %arg69) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 128 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x2x2x128xf32>, tensor<3x3x1x128xf32>) -> tensor<2x2x2x128xf32>
    %cst_14 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %182 = stablehlo.add %arg126, %181 : tensor<1x1x1x128xf32>
    %183 = stablehlo.rsqrt %182 : tensor<1x1x1x128xf32>
    %184 = stablehlo.multiply %arg66, %183 : tensor<1x1x1x128xf32>
    %185 = stablehlo.broadcast_in_dim %arg125, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x2x2x128xf32>
    %186 = stablehlo.subtract %180, %185 : tensor<2x2x2x128xf32>
    %187 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x2x2x128xf32>
    %188 = stablehlo.multiply %186, %187 : tensor<2x2x2x128xf32>
    %189 = stablehlo.broadcast_in_dim %arg65, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x2x2x128xf32>
    %190 = stablehlo.add %188, %189 : tensor<2x2x2x128xf32>
    %191 = call @relu_6(%190) : (tensor<2x2x2x128xf32>) -> tensor<2x2x2x128xf32>
    %192 = stablehlo.convolution(%191, %arg70) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x2x2x128xf32>, tensor<1x1x128x128xf32>) -> tensor<2x2x2x128xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %194 = stablehlo.add %arg128, %193 : tensor<1x1x1x128xf32>
    %195 = stablehlo.rsqrt %194 : tensor<1x1x1x128xf32>
    %196 = stablehlo.multiply %arg68, %195 : tensor<1x1x1x128xf32>
    %197 = stablehlo.broadcast_in_dim %arg127, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x2x2x128xf32>
    %198 = stablehlo.subtract %192, %197 : tensor<2x2x2x128xf32>
    %199 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x2x2x128xf32>
    %200 = stablehlo.multiply %198, %199 : tensor<2x2x2x128xf32>
    %201 = stablehlo.broadcast_in_dim %arg67, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x2x2x128xf32>
    %202 = stablehlo.add %200, %201 : tensor<2x2x2x128xf32>
    %203 = call @relu_6(%202) : (tensor<2x2x2x128xf32>) -> tensor<2x2x2x128xf32>
    %204 = stablehlo.convolution(%203, %arg75) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 128 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x2x2x128xf32>, tensor<3x3x1x128xf32>) -> tensor<2x2x2x128xf32>
    %cst_16 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %206 = stablehlo.add %arg130, %205 : tensor<1x1x1x128xf32>
    %207 = stablehlo.rsqrt %206 : tensor<1x1x1x128xf32>
    %208 = stablehlo.multiply %arg72, %207 : tensor<1x1x1x128xf32>
    %209 = stablehlo.broadcast_in_dim %arg129, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x2x2x128xf32>
    %210 = stablehlo.subtract %204, %209 : tensor<2x2x2x128xf32>
    %211 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x2x2x128xf32>
    %212 = stablehlo.multiply %210, %211 : tensor<2x2x2x128xf32>
    %213 = stablehlo.broadcast_in_dim %arg71, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x2x2x128xf32>
    %214 = stablehlo.add %212, %213 : tensor<2x2x2x128xf32>
    %215 = call @relu_6(%214) : (tensor<2x2x2x128xf32>) -> tensor<2x2x2x128xf32>
    %216 = stablehlo.convolution(%215, %arg76) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x2x2x128xf32>, tensor<1x1x128x128xf32>) -> tensor<2x2x2x128xf32>
    %cst_17 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %218 = stablehlo.add %arg132, %217 : tensor<1x1x1x128xf32>
    %219 = stablehlo.rsqrt %218 : tensor<1x1x1x128xf32>
    %220 = stablehlo.multiply %arg74, %219 : tensor<1x1x1x128xf32>
    %221 = stablehlo.broadcast_in_dim %arg131, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x2x2x128xf32>
    %222 = stablehlo.subtract %216, %221 : tensor<2x2x2x128xf32>
    %223 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x2x2x128xf32>
    %224 = stablehlo.multiply %222, %223 : tensor<2x2x2x128xf32>
    %225 = stablehlo.broadcast_in_dim %arg73, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x2x2x128xf32>
    %226 = stablehlo.add %224, %225 : tensor<2x2x2x128xf32>
    %227 = call @relu_6(%226) : (tensor<2x2x2x128xf32>) -> tensor<2x2x2x128xf32>
    %228 = stablehlo.convolution(%227, %arg81) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 128 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x2x2x128xf32>, tensor<3x3x1x128xf32>) -> tensor<2x2x2x128xf32>
    %cst_18 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %230 = stablehlo.add %arg134, %229 : tensor<1x1x1x128xf32>
    %231 = stablehlo.rsqrt %230 : tensor<1x1x1x128xf32>
    %232 = stablehlo.multiply %arg78, %231 : tensor<1x1x1x128xf32>
    %233 = stablehlo.broadcast_in_dim %arg133, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x2x2x128xf32>
    %234 = stablehlo.subtract %228, %233 : tensor<2x2x2x128xf32>
    %235 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x2x2x128xf32>
    %236 = stablehlo.multiply %234, %235 : tensor<2x2x2x128xf32>
    %237 = stablehlo.broadcast_in_dim %arg77, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x2x2x128xf32>
    %238 = stablehlo.add %236, %237 : tensor<2x2x2x128xf32>
    %239 = call @relu_6(%238) : (tensor<2x2x2x128xf32>) -> tensor<2x2x2x128xf32>
    %240 = stablehlo.convolution(%239, %arg82) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x2x2x128xf32>, tensor<1x1x128x128xf32>) -> tensor<2x2x2x128xf32>
    %cst_19 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %242 = stablehlo.add %arg136, %241 : tensor<1x1x1x128xf32>
    %243 = stablehlo.rsqrt %242 : tensor<1x1x1x128xf32>
    %244 = stablehlo.multiply %arg80, %243 : tensor<1x1x1x128xf32>
    %245 = stablehlo.broadcast_in_dim %arg135, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x2x2x128xf32>
    %246 = stablehlo.subtract %240, %245 : tensor<2x2x2x128xf32>
    %247 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x2x2x128xf32>
    %248 = stablehlo.multiply %246, %247 : tensor<2x2x2x128xf32>
    %249 = stablehlo.broadcast_in_dim %arg79, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x2x2x128xf32>
    %250 = stablehlo.add %248, %249 : tensor<2x2x2x128xf32>
    %251 = call @relu_6(%250) : (tensor<2x2x2x128xf32>) -> tensor<2x2x2x128xf32>
    %252 = stablehlo.convolution(%251, %arg21) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 128 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x2x2x128xf32>, tensor<3x3x1x128xf32>) -> tensor<2x2x2x128xf32>
    %cst_20 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %254 = stablehlo.add %arg94, %253 : tensor<1x1x1x128xf32>
    %255 = stablehlo.rsqrt %254 : tensor<1x1x1x128xf32>
    %256 = stablehlo.multiply %arg18, %255 : tensor<1x1x1x128xf32>
    %257 = stablehlo.broadcast_in_dim %arg93, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x2x2x128xf32>
    %258 = stablehlo.subtract %252, %257 : tensor<2x2x2x128xf32>
    %259 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x2x2x128xf32>
    %260 = stablehlo.multiply %258, %259 : tensor<2x2x2x128xf32>
    %261 = stablehlo.broadcast_in_dim %arg17, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x2x2x128xf32>
    %262 = stablehlo.add %260, %261 : tensor<2x2x2x128xf32>
    %263 = call @relu_6(%262) : (tensor<2x2x2x128xf32>) -> tensor<2x2x2x128xf32>
    %264 = stablehlo.convolution(%263, %arg22) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x2x2x128xf32>, tensor<1x1x128x128xf32>) -> tensor<2x2x2x128xf32>
    %cst_21 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %266 = stablehlo.add %arg96, %265 : tensor<1x1x1x128xf32>
    %267 = stablehlo.rsqrt %266 : tensor<1x1x1x128xf32>
    %268 = stablehlo.multiply %arg20, %267 : tensor<1x1x1x128xf32>
    %269 = stablehlo.broadcast_in_dim %arg95, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x2x2x128xf32>
    %270 = stablehlo.subtract %264, %269 : tensor<2x2x2x128xf32>
    %271 = stablehlo.broadcast_in_dim %268, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x2x2x128xf32>
    %272 = stablehlo.multiply %270, %271 : tensor<2x2x2x128xf32>
    %273 = stablehlo.broadcast_in_dim %arg19, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x2x2x128xf32>
    %274 = stablehlo.add %272, %273 : tensor<2x2x2x128xf32>
    %275 = call @relu_6(%274) : (tensor<2x2x2x128xf32>) -> tensor<2x2x2x128xf32>
    %276 = stablehlo.convolution(%275, %arg27) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 128 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x2x2x128xf32>, tensor<3x3x1x128xf32>) -> tensor<2x1x1x128xf32>
    %cst_22 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %278 = stablehlo.add %arg98, %277 : tensor<1x1x1x128xf32>
    %279 = stablehlo.rsqrt %278 : tensor<1x1x1x128xf32>
    %280 = stablehlo.multiply %arg24, %279 : tensor<1x1x1x128xf32>
    %281 = stablehlo.broadcast_in_dim %arg97, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x1x1x128xf32>
    %282 = stablehlo.subtract %276, %281 : tensor<2x1x1x128xf32>
    %283 = stablehlo.broadcast_in_dim %280, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x1x1x128xf32>
    %284 = stablehlo.multiply %282, %283 : tensor<2x1x1x128xf32>
    %285 = stablehlo.broadcast_in_dim %arg23, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x1x1x128xf32>
    %286 = stablehlo.add %284, %285 : tensor<2x1x1x128xf32>
    %287 = call @relu_7(%286) : (tensor<2x1x1x128xf32>) -> tensor<2x1x1x128xf32>
    %288 = stablehlo.convolution(%287, %arg28) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x1x1x128xf32>, tensor<1x1x128x256xf32>) -> tensor<2x1x1x256xf32>
    %cst_23 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %290 = stablehlo.add %arg100, %289 : tensor<1x1x1x256xf32>
    %291 = stablehlo.rsqrt %290 : tensor<1x1x1x256xf32>
    %292 = stablehlo.multiply %arg26, %291 : tensor<1x1x1x256xf32>
    %293 = stablehlo.broadcast_in_dim %arg99, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<2x1x1x256xf32>
    %294 = stablehlo.subtract %288, %293 : tensor<2x1x1x256xf32>
    %295 = stablehlo.broadcast_in_dim %292, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<2x1x1x256xf32>
    %296 = stablehlo.multiply %294, %295 : tensor<2x1x1x256xf32>
    %297 = stablehlo.broadcast_in_dim %arg25, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<2x1x1x256xf32>
    %298 = stablehlo.add %296, %297 : tensor<2x1x1x256xf32>
    %299 = call @relu_8(%298) : (tensor<2x1x1x256xf32>) -> tensor<2x1x1x256xf32>
    %300 = stablehlo.convolution(%299, %arg33) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 256 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x1x1x256xf32>, tensor<3x3x1x256xf32>) -> tensor<2x1x1x256xf32>
    %cst_24 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %302 = stablehlo.add %arg102, %301 : tensor<1x1x1x256xf32>
    %303 = stablehlo.rsqrt %302 : tensor<1x1x1x256xf32>
    %304 = stablehlo.multiply %arg30, %303 : tensor<1x1x1x256xf32>
    %305 = stablehlo.broadcast_in_dim %arg101, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<2x1x1x256xf32>
    %306 = stablehlo.subtract %300, %305 : tensor<2x1x1x256xf32>
    %307 = stablehlo.broadcast_in_dim %304, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<2x1x1x256xf32>
    %308 = stablehlo.multiply %306, %307 : tensor<2x1x1x256xf32>
    %309 = stablehlo.broadcast_in_dim %arg29, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<2x1x1x256xf32>
    %310 = stablehlo.add %308, %309 : tensor<2x1x1x256xf32>
    %311 = call @relu_8(%310) : (tensor<2x1x1x256xf32>) -> tensor<2x1x1x256xf32>
    %312 = stablehlo.convolution(%311, %arg34) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x1x1x256xf32>, tensor<1x1x256x256xf32>) -> tensor<2x1x1x256xf32>
    %cst_25 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %314 = stablehlo.add %arg104, %313 : tensor<1x1x1x256xf32>
    %315 = stablehlo.rsqrt %314 : tensor<1x1x1x256xf32>
    %316 = stablehlo.multiply %arg32, %315 : tensor<1x1x1x256xf32>
    %317 = stablehlo.broadcast_in_dim %arg103, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<2x1x1x256xf32>
    %318 = stablehlo.subtract %312, %317 : tensor<2x1x1x256xf32>
    %319 = stablehlo.broadcast_in_dim %316, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<2x1x1x256xf32>
    %320 = stablehlo.multiply %318, %319 : tensor<2x1x1x256xf32>
    %321 = stablehlo.broadcast_in_dim %arg31, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<2x1x1x256xf32>
    %322 = stablehlo.add %320, %321 : tensor<2x1x1x256xf32>
    %323 = call @relu_8(%322) : (tensor<2x1x1x256xf32>) -> tensor<2x1x1x256xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %324 = stablehlo.reduce(%323 init: %cst_26) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x1x1x256xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %326 = stablehlo.divide %324, %325 : tensor<2x256xf32>
    %327 = stablehlo.dot_general %326, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x256xf32>, tensor<256x10xf32>) -> tensor<2x10xf32>
    %328 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<10xf32>) -> tensor<2x10xf32>
    %329 = stablehlo.add %327, %328 : tensor<2x10xf32>
    return %329 : tensor<2x10xf32>
  }
  func.func private @relu(%arg0: tensor<2x15x15x32xf32>) -> tensor<2x15x15x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x15x15x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x15x15x32xf32>
    return %1 : tensor<2x15x15x32xf32>
  }
  func.func private @relu_0(%arg0: tensor<2x15x15x16xf32>) -> tensor<2x15x15x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x15x15x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x15x15x16xf32>
    return %1 : tensor<2x15x15x16xf32>
  }
  func.func private @relu_1(%arg0: tensor<2x8x8x16xf32>) -> tensor<2x8x8x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x8x8x16xf32>
    return %1 : tensor<2x8x8x16xf32>
  }
  func.func private @relu_2(%arg0: tensor<2x8x8x32xf32>) -> tensor<2x8x8x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x8x8x32xf32>
    return %1 : tensor<2x8x8x32xf32>
  }
  func.func private @relu_3(%arg0: tensor<2x4x4x32xf32>) -> tensor<2x4x4x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x4x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x4x4x32xf32>
    return %1 : tensor<2x4x4x32xf32>
  }
  func.func private @relu_4(%arg0: tensor<2x4x4x64xf32>) -> tensor<2x4x4x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x4x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x4x4x64xf32>
    return %1 : tensor<2x4x4x64xf32>
  }
  func.func private @relu_5(%arg0: tensor<2x2x2x64xf32>) -> tensor<2x2x2x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x2x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x2x2x64xf32>
    return %1 : tensor<2x2x2x64xf32>
  }
  func.func private @relu_6(%arg0: tensor<2x2x2x128xf32>) -> tensor<2x2x2x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x2x128xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x2x2x128xf32>
    return %1 : tensor<2x2x2x128xf32>
  }
  func.func private @relu_7(%arg0: tensor<2x1x1x128xf32>) -> tensor<2x1x1x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1x128xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x1x1x128xf32>
    return %1 : tensor<2x1x1x128xf32>
  }
  func.func private @relu_8(%arg0: tensor<2x1x1x256xf32>) -> tensor<2x1x1x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1x256xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x1x1x256xf32>
    return %1 : tensor<2x1x1x256xf32>
  }
}
