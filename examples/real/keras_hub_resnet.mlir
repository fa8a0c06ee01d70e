module @jit_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7x7x3x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<3x3x64x64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<3x3x64x64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<3x3x64x128xf32>, %arg10: tensor<128xf32>, %arg11: tensor<128xf32>, %arg12: tensor<1x1x64x128xf32>, %arg13: tensor<3x3x128x128xf32>, %arg14: tensor<128xf32>, %arg15: tensor<128xf32>, %arg16: tensor<128xf32>, %arg17: tensor<128xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64xf32>, %arg24: tensor<128xf32>, %arg25: tensor<128xf32>, %arg26: tensor<128xf32>, %arg27: tensor<128xf32>, %arg28: tensor<128xf32>, %arg29: tensor<128xf32>, %arg30: tensor<2x32x32x3xf32>) -> (tensor<2x4x4x128xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg30, %c) : (tensor<2x32x32x3xf32>, tensor<i32>) -> tensor<2x38x38x3xf32>
    %1 = stablehlo.convolution(%0, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x38x38x3xf32>, tensor<7x7x3x64xf32>) -> tensor<2x16x16x64xf32>
    %2 = stablehlo.reshape %arg18 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %3 = stablehlo.reshape %arg19 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %5 = stablehlo.add %3, %4 : tensor<1x1x1x64xf32>
    %6 = stablehlo.rsqrt %5 : tensor<1x1x1x64xf32>
    %7 = stablehlo.reshape %arg1 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<1x1x1x64xf32>
    %9 = stablehlo.negate %2 : tensor<1x1x1x64xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<1x1x1x64xf32>
    %11 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %12 = stablehlo.add %10, %11 : tensor<1x1x1x64xf32>
    %13 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x16x16x64xf32>
    %14 = stablehlo.multiply %1, %13 : tensor<2x16x16x64xf32>
    %15 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x16x16x64xf32>
    %16 = stablehlo.add %14, %15 : tensor<2x16x16x64xf32>
    %17 = call @relu(%16) : (tensor<2x16x16x64xf32>) -> tensor<2x16x16x64xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %18 = call @_pad_0(%17, %c_0) : (tensor<2x16x16x64xf32>, tensor<i32>) -> tensor<2x18x18x64xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<f32>
    %20 = "stablehlo.reduce_window"(%18, %19) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg31: tensor<f32>, %arg32: tensor<f32>):
      %108 = stablehlo.maximum %arg31, %arg32 : tensor<f32>
      stablehlo.return %108 : tensor<f32>
    }) : (tensor<2x18x18x64xf32>, tensor<f32>) -> tensor<2x8x8x64xf32>
    %21 = stablehlo.convolution(%20, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x64xf32>, tensor<3x3x64x64xf32>) -> tensor<2x8x8x64xf32>
    %22 = stablehlo.reshape %arg20 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %23 = stablehlo.reshape %arg21 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_2 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %25 = stablehlo.add %23, %24 : tensor<1x1x1x64xf32>
    %26 = stablehlo.rsqrt %25 : tensor<1x1x1x64xf32>
    %27 = stablehlo.reshape %arg4 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %28 = stablehlo.multiply %26, %27 : tensor<1x1x1x64xf32>
    %29 = stablehlo.negate %22 : tensor<1x1x1x64xf32>
    %30 = stablehlo.multiply %29, %28 : tensor<1x1x1x64xf32>
    %31 = stablehlo.reshape %arg5 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %32 = stablehlo.add %30, %31 : tensor<1x1x1x64xf32>
    %33 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %34 = stablehlo.multiply %21, %33 : tensor<2x8x8x64xf32>
    %35 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %36 = stablehlo.add %34, %35 : tensor<2x8x8x64xf32>
    %37 = call @relu_1(%36) : (tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32>
    %38 = stablehlo.convolution(%37, %arg6) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x64xf32>, tensor<3x3x64x64xf32>) -> tensor<2x8x8x64xf32>
    %39 = stablehlo.reshape %arg22 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %40 = stablehlo.reshape %arg23 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %42 = stablehlo.add %40, %41 : tensor<1x1x1x64xf32>
    %43 = stablehlo.rsqrt %42 : tensor<1x1x1x64xf32>
    %44 = stablehlo.reshape %arg7 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %45 = stablehlo.multiply %43, %44 : tensor<1x1x1x64xf32>
    %46 = stablehlo.negate %39 : tensor<1x1x1x64xf32>
    %47 = stablehlo.multiply %46, %45 : tensor<1x1x1x64xf32>
    %48 = stablehlo.reshape %arg8 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %49 = stablehlo.add %47, %48 : tensor<1x1x1x64xf32>
    %50 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %51 = stablehlo.multiply %38, %50 : tensor<2x8x8x64xf32>
    %52 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x8x8x64xf32>
    %53 = stablehlo.add %51, %52 : tensor<2x8x8x64xf32>
    %54 = stablehlo.add %20, %53 : tensor<2x8x8x64xf32>
    %55 = call @relu_1(%54) : (tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %56 = call @_pad_2(%55, %c_4) : (tensor<2x8x8x64xf32>, tensor<i32>) -> tensor<2x10x10x64xf32>
    %57 = stablehlo.convolution(%56, %arg9) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x10x10x64xf32>, tensor<3x3x64x128xf32>) -> tensor<2x4x4x128xf32>
    %58 = stablehlo.reshape %arg24 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %59 = stablehlo.reshape %arg25 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %61 = stablehlo.add %59, %60 : tensor<1x1x1x128xf32>
    %62 = stablehlo.rsqrt %61 : tensor<1x1x1x128xf32>
    %63 = stablehlo.reshape %arg10 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %64 = stablehlo.multiply %62, %63 : tensor<1x1x1x128xf32>
    %65 = stablehlo.negate %58 : tensor<1x1x1x128xf32>
    %66 = stablehlo.multiply %65, %64 : tensor<1x1x1x128xf32>
    %67 = stablehlo.reshape %arg11 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %68 = stablehlo.add %66, %67 : tensor<1x1x1x128xf32>
    %69 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x4x4x128xf32>
    %70 = stablehlo.multiply %57, %69 : tensor<2x4x4x128xf32>
    %71 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x4x4x128xf32>
    %72 = stablehlo.add %70, %71 : tensor<2x4x4x128xf32>
    %73 = call @relu_3(%72) : (tensor<2x4x4x128xf32>) -> tensor<2x4x4x128xf32>
    %74 = stablehlo.convolution(%73, %arg13) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x128xf32>, tensor<3x3x128x128xf32>) -> tensor<2x4x4x128xf32>
    %75 = stablehlo.convolution(%55, %arg12) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x64xf32>, tensor<1x1x64x128xf32>) -> tensor<2x4x4x128xf32>
    %76 = stablehlo.reshape %arg26 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %77 = stablehlo.reshape %arg27 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_6 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %79 = stablehlo.add %77, %78 : tensor<1x1x1x128xf32>
    %80 = stablehlo.rsqrt %79 : tensor<1x1x1x128xf32>
    %81 = stablehlo.reshape %arg14 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %82 = stablehlo.multiply %80, %81 : tensor<1x1x1x128xf32>
    %83 = stablehlo.negate %76 : tensor<1x1x1x128xf32>
    %84 = stablehlo.multiply %83, %82 : tensor<1x1x1x128xf32>
    %85 = stablehlo.reshape %arg15 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %86 = stablehlo.add %84, %85 : tensor<1x1x1x128xf32>
    %87 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x4x4x128xf32>
    %88 = stablehlo.multiply %75, %87 : tensor<2x4x4x128xf32>
    %89 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x4x4x128xf32>
    %90 = stablehlo.add %88, %89 : tensor<2x4x4x128xf32>
    %91 = stablehlo.reshape %arg28 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %92 = stablehlo.reshape %arg29 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_7 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %94 = stablehlo.add %92, %93 : tensor<1x1x1x128xf32>
    %95 = stablehlo.rsqrt %94 : tensor<1x1x1x128xf32>
    %96 = stablehlo.reshape %arg16 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %97 = stablehlo.multiply %95, %96 : tensor<1x1x1x128xf32>
    %98 = stablehlo.negate %91 : tensor<1x1x1x128xf32>
    %99 = stablehlo.multiply %98, %97 : tensor<1x1x1x128xf32>
    %100 = stablehlo.reshape %arg17 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %101 = stablehlo.add %99, %100 : tensor<1x1x1x128xf32>
    %102 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x4x4x128xf32>
    %103 = stablehlo.multiply %74, %102 : tensor<2x4x4x128xf32>
    %104 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<2x4x4x128xf32>
    %105 = stablehlo.add %103, %104 : tensor<2x4x4x128xf32>
    %106 = stablehlo.add %90, %105 : tensor<2x4x4x128xf32>
    %107 = call @relu_3(%106) : (tensor<2x4x4x128xf32>) -> tensor<2x4x4x128xf32>
    return %107 : tensor<2x4x4x128xf32>
  }
  func.func private @_pad(%arg0: tensor<2x32x32x3xf32>, %arg1: tensor<i32>) -> tensor<2x38x38x3xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 3, 3, 0], high = [0, 3, 3, 0], interior = [0, 0, 0, 0] : (tensor<2x32x32x3xf32>, tensor<f32>) -> tensor<2x38x38x3xf32>
    return %1 : tensor<2x38x38x3xf32>
  }
  func.func private @relu(%arg0: tensor<2x16x16x64xf32>) -> tensor<2x16x16x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x16x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x16x16x64xf32>
    return %1 : tensor<2x16x16x64xf32>
  }
  func.func private @_pad_0(%arg0: tensor<2x16x16x64xf32>, %arg1: tensor<i32>) -> tensor<2x18x18x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 1, 1, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<2x16x16x64xf32>, tensor<f32>) -> tensor<2x18x18x64xf32>
    return %1 : tensor<2x18x18x64xf32>
  }
  func.func private @relu_1(%arg0: tensor<2x8x8x64xf32>) -> tensor<2x8x8x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x8x8x64xf32>
    return %1 : tensor<2x8x8x64xf32>
  }
  func.func private @_pad_2(%arg0: tensor<2x8x8x64xf32>, %arg1: tensor<i32>) -> tensor<2x10x10x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 1, 1, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<2x8x8x64xf32>, tensor<f32>) -> tensor<2x10x10x64xf32>
    return %1 : tensor<2x10x10x64xf32>
  }
  func.func private @relu_3(%arg0: tensor<2x4x4x128xf32>) -> tensor<2x4x4x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x4x128xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x4x4x128xf32>
    return %1 : tensor<2x4x4x128xf32>
  }
}
